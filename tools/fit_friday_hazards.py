"""Fit the Friday heuristic's hazard rule to a paired search: one step of policy improvement.

It plays heuristic games and, at every choice between two hazards, asks a paired search
(``ISMCTSBot.analyse`` with ``sweep=1, epsilon=0``: both fights played on the same sampled worlds,
the heuristic playing on) how much each is worth. A ridge regression then explains the search's
value difference by the heuristic's own appeal difference plus corrections: the worth and the
expected cost per step, and each ability. Divided by the appeal's coefficient the corrections are
in the heuristic's units; ``--share`` of them is added to the current weights (a whole step
overshoots: the search's values assume the heuristic plays on unchanged). It prints the new
``P`` entries and ``HAZARD_BONUS`` to paste into ``src/tabletop/rulesets/friday/heuristic.py``;
then check them with ``tabletop simulate friday --seats bot:heuristic --level L --games 500``.

    python tools/fit_friday_hazards.py [--games 300] [--iterations 200] [--level 1] [--jobs 2]
        [--share 0.5] [--ridge 5] [--data decisions.jsonl]
    python tools/fit_friday_hazards.py --reuse decisions.jsonl [--share 0.25] [--ridge 5]

``--games 300`` takes about an hour of 2 cores; ``--data`` keeps the searched decisions, and
``--reuse`` fits them again (another share or ridge) in a second, without playing. A fit's
corrections are added to the numbers in the source as they are then: reuse a file to compare
shares before pasting one result in, not after.
"""

from __future__ import annotations

import argparse
import json
from concurrent.futures import ProcessPoolExecutor

import numpy as np
from fitting import load_decisions  # tools/fitting.py, beside this script

import tabletop
from tabletop.bots.ismcts import ISMCTSBot
from tabletop.rulesets.friday import heuristic as friday
from tabletop.rulesets.friday.cards import ABILITY, CARDS, HAZARD
from tabletop.sim.simulate import write_jsonl

ABILITIES = sorted(friday.HAZARD_BONUS.keys() | friday.GOOD_ABILITIES.keys())
STEPS = ("", "_late", "_red")  # suffixes of know_weight and cost_weight by step


def decisions(level: int, seeds: range, iterations: int) -> list[dict]:
    """Every two-hazard choice of heuristic games, with the search's value of each fight."""
    game = tabletop.make("friday", level=level)
    found = []
    for seed in seeds:
        state = game.new_game(seed=seed * 7919 + level + 200_000)
        search = ISMCTSBot(seed=seed, iterations=iterations, epsilon=0, sweep=1)
        while not state.is_over:
            fights = [a for a in state.legal_actions(0) if a.kind == "fight"]
            if state.phase == "hazard" and len(fights) == 2:
                values = {e.notation: e.value for e in search.analyse(state, 0)}
                step = min(state.step, 2)
                found.append(
                    {"step": step, "fights": [[a.card, values[a.notation]] for a in fights]}
                )
            state.apply(0, friday.choose(state, 0))
    return found


def play(level: int, games: int, iterations: int, jobs: int) -> list[dict]:
    """:func:`decisions` of ``games`` games, split between ``jobs`` processes."""
    chunk = -(-games // jobs)
    with ProcessPoolExecutor(jobs) as pool:
        parts = [
            pool.submit(decisions, level, range(start, min(games, start + chunk)), iterations)
            for start in range(0, games, chunk)
        ]
        return [decision for part in parts for decision in part.result()]


def _is_decision(decision: object) -> bool:
    """A step (0-2) and two [hazard card index, search value] pairs."""
    if not isinstance(decision, dict) or decision.get("step") not in (0, 1, 2):
        return False
    fights = decision.get("fights")
    return (
        isinstance(fights, list)
        and len(fights) == 2
        and all(
            isinstance(fight, list)
            and len(fight) == 2
            and type(fight[0]) is int
            and 0 <= fight[0] < len(CARDS)
            and CARDS[fight[0]].kind == HAZARD
            and isinstance(fight[1], float | int)
            for fight in fights
        )
    )


def features(step: int, card: int) -> list[float]:
    """The corrections a fight's appeal may need: worth and cost in its step, its ability."""
    per_step = [0.0] * 6
    per_step[step] = friday.card_worth(card)
    per_step[3 + step] = friday.hazard_cost(step, card)
    return per_step + [float(ABILITY[card] == name) for name in ABILITIES]


def fit(found: list[dict], share: float, ridge: float) -> dict[str, dict[str, float]]:
    """New weights: the current ones plus ``share`` of the fitted corrections."""
    rows, targets = [], []
    for decision in found:
        step = decision["step"]
        (a, value_a), (b, value_b) = decision["fights"]
        appeal = friday.hazard_appeal(step, a) - friday.hazard_appeal(step, b)
        rows.append([appeal, *np.subtract(features(step, a), features(step, b))])
        targets.append(value_a - value_b)
    x, y = np.array(rows), np.array(targets)
    penalty = np.eye(x.shape[1]) * ridge
    penalty[0, 0] = 0.0  # the current rule is not shrunk
    coef = np.linalg.solve(x.T @ x + penalty, x.T @ y)
    correction = share * coef[1:] / coef[0]
    weights = {}
    for step, suffix in enumerate(STEPS):
        weights["know_weight" + suffix] = friday.P["know_weight" + suffix] + correction[step]
        weights["cost_weight" + suffix] = friday.P["cost_weight" + suffix] - correction[3 + step]
    bonus = {
        name: friday.HAZARD_BONUS.get(name, 0.0) + correction[6 + i]
        for i, name in enumerate(ABILITIES)
    }
    return {"P": _rounded(weights), "HAZARD_BONUS": _rounded(bonus)}


def _rounded(numbers: dict[str, float]) -> dict[str, float]:
    return {key: round(float(value), 2) for key, value in numbers.items()}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=300)
    parser.add_argument("--iterations", type=int, default=200, help="playouts per decision")
    parser.add_argument("--level", type=int, choices=(1, 2, 3, 4), default=1)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--share", type=float, default=0.5, help="share of the correction")
    parser.add_argument("--ridge", type=float, default=5.0, help="shrinks the corrections")
    parser.add_argument("--data", help="also write the decisions here (JSON lines)")
    parser.add_argument("--reuse", help="fit the decisions of an earlier --data file instead")
    args = parser.parse_args()
    if args.games < 1 or args.iterations < 2 or args.jobs < 1:
        parser.error("--games and --jobs must be at least 1, --iterations at least 2")
    found = (
        load_decisions(args.reuse, _is_decision)
        if args.reuse
        else play(args.level, args.games, args.iterations, args.jobs)
    )
    if args.data:
        write_jsonl(args.data, found)
    print(f"{len(found)} hazard decisions")
    print(json.dumps(fit(found, args.share, args.ridge), indent=1))


if __name__ == "__main__":
    main()
