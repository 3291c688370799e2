"""Fit when the Friday heuristic uses a life or removal ability to a paired search.

The heuristic uses "+1 life", "+2 life", "destroy" and "below the pile" at once; the search
often draws or pays for a card first (a removal then has more cards to choose from, and the
life a later rule reads differs). One step of policy improvement, as
``tools/fit_friday_fights.py`` does for paying: it plays heuristic games and, wherever the
heuristic is about to use such an ability and could instead take the next card first
(``heuristic.deferred``: a free draw, stopping, or paying; never ending the fight with the
ability unused), plays each of the sampled worlds to the end once after each, the heuristic
playing on, with the search's reward. A ridge regression per group (life, removal) explains
the mean gain of using the ability now by ``timing_features``; the heuristic then waits where
the estimate is negative. ``--margin`` keeps the hand-written rule (at once) unless the
estimate says otherwise by that much. It prints ``TIMING_WEIGHTS`` to paste into
``src/tabletop/rulesets/friday/heuristic.py``.

    python tools/fit_friday_abilities.py --games 300 [--levels 1,1,1,4] [--worlds 24] \\
        --data decisions.jsonl
    python tools/fit_friday_abilities.py --reuse decisions.jsonl [--ridge 2] [--margin 0.01] \\
        [--groups life,removal] [--check 2000]

``--data`` appends each game's decisions as it ends (a stopped run goes on from the next
game); ``--reuse`` fits a saved file again, and ``--check N`` plays N level-1 and level-4
deals of the heuristic with the source's weights and with the fitted ones (the deals of
``tools/fit_friday_fights.py --check``).
"""

from __future__ import annotations

import argparse
import json
import math
import random
from pathlib import Path

import numpy as np
from fit_friday_fights import deal, playout  # tools/, beside this script
from fitting import levels_option, load_decisions, ridge_weights

import tabletop
from tabletop.engine import Action, State
from tabletop.rulesets.friday import heuristic as friday
from tabletop.rulesets.friday.cards import ABILITY

GROUPS = ("life", "removal")
SIZE = len(friday.timing_features(tabletop.make("friday").new_game(0), 0, 0))


def choice(state: State) -> tuple[int, Action, Action] | None:
    """(group, now, later) where the heuristic uses a timed ability that could wait, or None."""
    if state.phase != "fight" or state.pending is not None:
        return None
    now = friday.choose(state, 0)
    if now.kind != "use" or ABILITY[now.card] not in friday.TIMING:
        return None
    later = friday.deferred(state, now.card)
    if later is None:
        return None
    return friday.TIMING[ABILITY[now.card]], now, later


def gains(state: State, now: Action, later: Action, worlds: int, rng: random.Random) -> list:
    """Using the ability now, minus after the next card, world by world (sampled from the
    view)."""
    found = []
    for _ in range(worlds):
        world = state.determinize(0, rng)
        after = []
        for action in (now, later):
            copy = world.clone()
            copy.apply_legal(0, action)
            after.append(playout(copy))
        found.append(after[0] - after[1])
    return found


def decisions(index: int, level: int, worlds: int) -> list[dict]:
    """Every timed-ability position of one heuristic game, with the paired search's gains."""
    state = tabletop.make("friday", level=level).new_game(seed=deal(index, level))
    rng = random.Random(index)
    found = []
    while not state.is_over:
        spot = choice(state)
        if spot is not None:
            group, now, later = spot
            short = state.hazard_value() - state.fight_total(best=True)
            now_gain = gains(state, now, later, worlds, rng)
            mean = sum(now_gain) / len(now_gain)
            spread = math.sqrt(sum((g - mean) ** 2 for g in now_gain) / max(1, worlds - 1))
            found.append(
                {
                    "game": index,
                    "level": level,
                    "group": group,
                    "later": later.kind,
                    "x": friday.timing_features(state, now.card, short),
                    "gain": mean,
                    "error": spread / math.sqrt(worlds),
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
        and decision.get("group") in (0, 1)
        and isinstance(decision.get("x"), list)
        and len(decision["x"]) == SIZE
        and all(isinstance(v, int | float) for v in decision["x"])
        and isinstance(decision.get("gain"), int | float)
    )


def fit(
    found: list[dict], ridge: float, margin: float = 0.0, groups: tuple[int, ...] = (0, 1)
) -> dict[int, tuple[float, ...]]:
    """Per group of ``groups``, ridge weights of the gain of using the ability now on
    ``timing_features``, the bias raised by ``margin`` (toward the hand-written rule: now)."""
    weights = {}
    for group in groups:
        rows = [d for d in found if d["group"] == group]
        if len(rows) < 2 * SIZE:
            continue
        coef = ridge_weights([d["x"] for d in rows], [d["gain"] for d in rows], ridge)
        coef[0] += margin
        weights[group] = tuple(round(float(c), 4) for c in coef)
    return weights


def report(found: list[dict], weights: dict[int, tuple[float, ...]]) -> None:
    """Per group: decisions, where the search would wait, where the fit waits."""
    for group, name in enumerate(GROUPS):
        rows = [d for d in found if d["group"] == group]
        if not rows:
            continue
        line = f"{name}: {len(rows)} decisions, search waits at {sum(d['gain'] < 0 for d in rows)}"
        if group in weights:
            pred = np.array([d["x"] for d in rows]) @ np.array(weights[group])
            agree = sum((p < 0) == (d["gain"] < 0) for p, d in zip(pred, rows, strict=True))
            line += f", fit at {int((pred < 0).sum())} (agrees with the search at {agree})"
        print(line)


def wins(weights: dict[int, tuple[float, ...]], level: int, games: int) -> int:
    """Heuristic wins over ``games`` deals with these TIMING_WEIGHTS."""
    saved = dict(friday.TIMING_WEIGHTS)
    friday.TIMING_WEIGHTS.clear()
    friday.TIMING_WEIGHTS.update(weights)
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
        friday.TIMING_WEIGHTS.clear()
        friday.TIMING_WEIGHTS.update(saved)


def groups_option(text: str) -> tuple[int, ...]:
    """``--groups``: the groups to fit, comma-separated (life, removal)."""
    names = text.split(",")
    if not all(name in GROUPS for name in names):
        raise argparse.ArgumentTypeError(f"groups are {', '.join(GROUPS)}; got {text!r}")
    return tuple(sorted({GROUPS.index(name) for name in names}))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=300)
    parser.add_argument("--levels", type=levels_option, default=[1, 1, 1, 4])
    parser.add_argument("--worlds", type=int, default=24, help="sampled worlds a decision")
    parser.add_argument("--ridge", type=float, default=2.0, help="shrinks the weights")
    parser.add_argument("--margin", type=float, default=0.0, help="gain to leave the old rule")
    parser.add_argument(
        "--groups", type=groups_option, default=(0, 1), help="life, removal (default both)"
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
    weights = fit(found, args.ridge, args.margin, args.groups)
    report(found, weights)
    print("TIMING_WEIGHTS = " + json.dumps({str(k): v for k, v in weights.items()}, indent=1))
    for level in (1, 4) if args.check else ():
        before = wins(dict(friday.TIMING_WEIGHTS), level, args.check)
        after = wins(weights, level, args.check)
        print(f"level {level}, {args.check} deals: {before} won as in the source, {after} fitted")


if __name__ == "__main__":
    main()
