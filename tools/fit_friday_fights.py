"""Fit the Friday heuristic's choice to pay for another card or end a fight to a paired search.

One step of policy improvement, as ``tools/fit_friday_hazards.py`` does for the hazards. It
plays heuristic games and, wherever both paying and ending are legal (a hazard fight being
lost once the free cards are spent, or a pirate fight already won), values both on the same
sampled worlds (``determinize`` from the player's view): each world is played to the end once
after paying and once after ending, the heuristic playing on, and the reward is the search's
(``outcome``: a win 1, a loss 0.25..0.5 by score). A ridge regression per step (green, yellow,
red, pirates) explains the mean gain of paying over ending by ``pay_features`` (life, the gap,
what the next card may bring, ...); the heuristic then pays where the estimate is positive.
``--margin`` keeps the hand-written rule (pay in yellow and red, never in green, end a won
pirate fight) unless the estimate says otherwise by that much.
It prints ``PAY_WEIGHTS`` to paste into ``src/tabletop/rulesets/friday/heuristic.py``.

    python tools/fit_friday_fights.py --games 400 [--levels 1,1,1,4] [--worlds 64] \\
        [--ridge 2] --data decisions.jsonl
    python tools/fit_friday_fights.py --reuse decisions.jsonl [--ridge 2] [--margin 0.03] \\
        [--steps yellow,red] [--check 2000]

``--data`` appends each game's decisions as it ends (a stopped run keeps them, and a run
with the same ``--data`` goes on from the next game). ``--reuse`` fits a saved file again in
a second; ``--check N`` then plays N level-1 and level-4 deals of the heuristic with and
without the fitted rule and prints the wins of each (the deals of
``tools/tune_friday_heuristic.py``'s formula with another offset). Decisions are searched with
the heuristic as it is in the source: fit data made with the committed ``PAY_WEIGHTS`` fits
the rule again from its own play.
"""

from __future__ import annotations

import argparse
import json
import math
import random
from pathlib import Path

import numpy as np
from fitting import levels_option, load_decisions, playout  # tools/fitting.py, beside this

import tabletop
from tabletop.engine import State
from tabletop.rulesets.friday import heuristic as friday

STEPS = ("green", "yellow", "red", "pirates")
SIZE = len(friday.pay_features(tabletop.make("friday").new_game(0), 0))


def deal(index: int, level: int) -> int:
    """The seed of the index-th deal searched (apart from the deals games are measured on)."""
    return index * 7919 + level + 300_000


def gains(state: State, worlds: int, rng: random.Random) -> list[float]:
    """Paying's reward minus ending's, world by world, on worlds sampled from the view."""
    pay, end = (next(a for a in state.legal_actions(0) if a.kind == k) for k in ("pay", "end"))
    found = []
    for _ in range(worlds):
        world = state.determinize(0, rng)
        after = []
        for action in (pay, end):
            copy = world.clone()
            copy.apply_legal(0, action)
            after.append(playout(copy))
        found.append(after[0] - after[1])
    return found


def choice(state: State) -> tuple[int, int] | None:
    """(step, gap) of a position where the heuristic weighs paying against ending, or None."""
    if state.phase != "fight" or state.pending is not None:
        return None
    kinds = {a.kind for a in state.legal_actions(0)}
    if not {"pay", "end"} <= kinds:
        return None
    short = state.hazard_value() - state.fight_total(best=True)
    pirate = state.enemy_value >= 0
    if (short > 0) == pirate:  # hazards: only while losing; pirates: only once won
        return None
    if friday.choose(state, 0).kind not in ("pay", "end"):  # an ability comes first
        return None
    return (3 if pirate else min(state.step, 2)), short


def decisions(index: int, level: int, worlds: int) -> list[dict]:
    """Every pay-or-end position of one heuristic game, with the paired search's gains."""
    state = tabletop.make("friday", level=level).new_game(seed=deal(index, level))
    rng = random.Random(index)
    found = []
    while not state.is_over:
        spot = choice(state)
        if spot is not None:
            step, short = spot
            paid = gains(state, worlds, rng)
            mean = sum(paid) / len(paid)
            spread = math.sqrt(sum((g - mean) ** 2 for g in paid) / max(1, len(paid) - 1))
            found.append(
                {
                    "game": index,
                    "level": level,
                    "step": step,
                    "x": friday.pay_features(state, short),
                    "gain": mean,
                    "error": spread / math.sqrt(len(paid)),
                    "heuristic": friday.choose(state, 0).kind,
                }
            )
        state.apply(0, friday.choose(state, 0))
    return found


def generate(path: str | None, games: int, levels: list[int], worlds: int) -> list[dict]:
    """Search the games not yet in ``path`` (one at a time, appended as each ends)."""
    found = load_decisions(path, _is_decision, empty=True) if path and Path(path).exists() else []
    start = max((d["game"] for d in found), default=-1) + 1
    for index in range(start, games):
        level = levels[index % len(levels)]
        part = decisions(index, level, worlds)
        found += part
        if path:
            with open(path, "a", encoding="utf-8") as out:
                out.writelines(json.dumps(d) + "\n" for d in part)
        print(f"game {index} (level {level}): {len(part)} decisions", flush=True)
    return found


def _is_decision(decision: object) -> bool:
    return (
        isinstance(decision, dict)
        and type(decision.get("game")) is int
        and decision.get("step") in (0, 1, 2, 3)
        and isinstance(decision.get("x"), list)
        and len(decision["x"]) == SIZE
        and all(isinstance(v, int | float) for v in decision["x"])
        and isinstance(decision.get("gain"), int | float)
    )


# Where the hand-written rule pays while losing: yellow and red (green never; a won pirate fight
# ends). ``--margin`` moves the fitted bias toward it: the fit overrides it only on that gain.
HAND_PAYS = (False, True, True, False)


def fit(
    found: list[dict], ridge: float, margin: float = 0.0, steps: tuple[int, ...] = (0, 1, 2, 3)
) -> dict[int, tuple[float, ...]]:
    """Per step of ``steps``, ridge weights (the bias not shrunk) of paying's gain on
    ``pay_features``, the bias moved by ``margin`` toward the hand-written rule's choice."""
    weights = {}
    for step in steps:
        rows = [d for d in found if d["step"] == step]
        if len(rows) < 2 * SIZE:
            continue
        x = np.array([d["x"] for d in rows])
        y = np.array([d["gain"] for d in rows])
        penalty = np.eye(SIZE) * ridge
        penalty[0, 0] = 0.0
        coef = np.linalg.solve(x.T @ x + penalty, x.T @ y)
        coef[0] += margin if HAND_PAYS[step] else -margin
        weights[step] = tuple(round(float(c), 4) for c in coef)
    return weights


def report(found: list[dict], weights: dict[int, tuple[float, ...]]) -> None:
    """Per step: decisions, where the search would pay, the heuristic pays, the fit pays."""
    for step, name in enumerate(STEPS):
        rows = [d for d in found if d["step"] == step]
        if not rows:
            continue
        search = sum(d["gain"] > 0 for d in rows)
        heuristic = sum(d["heuristic"] == "pay" for d in rows)
        line = f"{name}: {len(rows)} decisions, search pays at {search}, heuristic at {heuristic}"
        if step in weights:
            pred = [sum(w * v for w, v in zip(weights[step], d["x"], strict=True)) for d in rows]
            fitted = sum(p > 0 for p in pred)
            agree = sum((p > 0) == (d["gain"] > 0) for p, d in zip(pred, rows, strict=True))
            line += f", fit at {fitted} (agrees with the search at {agree})"
        print(line)


def wins(weights: dict[int, tuple[float, ...]], level: int, games: int) -> int:
    """Heuristic wins over ``games`` deals with these PAY_WEIGHTS."""
    saved = dict(friday.PAY_WEIGHTS)
    friday.PAY_WEIGHTS.clear()
    friday.PAY_WEIGHTS.update(weights)
    try:
        game = tabletop.make("friday", level=level)
        won = 0
        for index in range(games):
            state = game.new_game(seed=index * 7919 + level + 9_000_001)
            while not state.is_over:
                state.apply_legal(0, friday.choose(state, 0))
            won += state.result.returns[0] >= 1
        return won
    finally:
        friday.PAY_WEIGHTS.clear()
        friday.PAY_WEIGHTS.update(saved)


def steps_option(text: str) -> tuple[int, ...]:
    """``--steps``: the steps to fit, comma-separated names (green, yellow, red, pirates)."""
    names = text.split(",")
    if not all(name in STEPS for name in names):
        raise argparse.ArgumentTypeError(f"steps are {', '.join(STEPS)}; got {text!r}")
    return tuple(sorted({STEPS.index(name) for name in names}))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=400)
    parser.add_argument("--levels", type=levels_option, default=[1, 1, 1, 4])
    parser.add_argument("--worlds", type=int, default=64, help="sampled worlds a decision")
    parser.add_argument("--ridge", type=float, default=2.0, help="shrinks the weights")
    parser.add_argument("--margin", type=float, default=0.0, help="gain to leave the old rule")
    parser.add_argument(
        "--steps", type=steps_option, default=(0, 1, 2, 3), help="e.g. yellow,red (default all)"
    )
    parser.add_argument("--data", help="append the decisions here (JSON lines), resuming")
    parser.add_argument("--reuse", help="fit the decisions of an earlier --data file instead")
    parser.add_argument("--check", type=int, default=0, help="deals to compare the rules on")
    args = parser.parse_args()
    if args.games < 1 or args.worlds < 2 or args.check < 0:
        parser.error("--games must be at least 1, --worlds at least 2, --check at least 0")
    if args.reuse:
        found = load_decisions(args.reuse, _is_decision)
    else:
        found = generate(args.data, args.games, args.levels, args.worlds)
    weights = fit(found, args.ridge, args.margin, args.steps)
    report(found, weights)
    print("PAY_WEIGHTS = " + json.dumps({str(k): v for k, v in weights.items()}, indent=1))
    for level in (1, 4) if args.check else ():
        before = wins(dict(friday.PAY_WEIGHTS), level, args.check)
        after = wins(weights, level, args.check)
        print(f"level {level}, {args.check} deals: {before} won as in the source, {after} fitted")


if __name__ == "__main__":
    main()
