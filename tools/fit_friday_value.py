"""Fit Friday's value estimate: the search's expected reward of a position between fights.

    python tools/fit_friday_value.py collect --games 2500 --out POSITIONS.npz
    python tools/fit_friday_value.py fit POSITIONS.npz [--write]

``collect`` plays heuristic games at every level (deal seeds ``i * 7919 + level + 700,000``,
apart from the deals other tools use) and keeps every position where a hazard or a pirate is
chosen, with its ``heuristic.value_features`` and the game's reward as the search counts it (a
win 1, a loss below 0.5 by score). ``fit`` regresses that reward on the features by least
squares (a small ridge), one set of weights per stage (green, yellow, red, pirates), prints the
error on the last fifth of the games against the estimate stored before, and with ``--write``
stores the weights in ``src/tabletop/rulesets/friday/data/value.json``, which the heuristic's
``evaluate`` reads. The weights shipped were fitted on ``--games 2500`` (289,215 positions).
"""

from __future__ import annotations

import json
from importlib import resources
from pathlib import Path

import numpy as np
import value_fit  # tools/value_fit.py, beside this script

import tabletop
from tabletop.bots.ismcts import outcome
from tabletop.rulesets.friday import heuristic as friday
from tabletop.rulesets.friday.phases import HAZARD_PHASE, PIRATE_PHASE

WEIGHTS = Path(str(resources.files(friday.__package__).joinpath("data/value.json")))
RIDGE = 1.0


def deal(index: int, level: int) -> int:
    return index * 7919 + level + 700_000


def collect(games: int) -> dict[str, np.ndarray]:
    """Every hazard and pirate choice of ``games`` heuristic games a level, and their rewards."""
    rows, rewards, game_ids, before = [], [], [], []
    for index in range(games):
        for level in (1, 2, 3, 4):
            state = tabletop.make("friday", level=level).new_game(seed=deal(index, level))
            start = len(rows)
            while not state.is_over:
                if state.phase in (HAZARD_PHASE, PIRATE_PHASE):
                    rows.append(friday.value_features(state))
                    before.append(friday.evaluate(state).values[0])
                state.apply_legal(0, friday.choose(state, 0))
            reward = outcome(state).values[0]
            rewards.extend([reward] * (len(rows) - start))
            game_ids.extend([index] * (len(rows) - start))
    return {
        "x": np.asarray(rows, dtype=np.float64),
        "y": np.asarray(rewards),
        "game": np.asarray(game_ids),
        "before": np.asarray(before),
    }


def stages(x: np.ndarray) -> np.ndarray:
    """Each position's stage (an index of ``heuristic.STAGES``), from its step features."""
    names = friday.VALUE_FEATURES
    columns = [names.index(stage) for stage in friday.STAGES[1:]]
    return x[:, columns] @ np.arange(1, len(columns) + 1)


def fit(data: dict[str, np.ndarray]) -> dict[str, np.ndarray]:
    """Ridge least squares per stage on the first four fifths of the games; the error on the
    rest, against the estimate stored before."""
    x, y, game = data["x"], data["y"], data["game"]
    cut = np.quantile(game, 0.8)
    train, test = game <= cut, game > cut
    stage = stages(x)
    weights, guess = {}, np.zeros(len(y))
    for index, name in enumerate(friday.STAGES):
        rows = stage == index
        penalty = RIDGE * np.eye(x.shape[1])
        penalty[0, 0] = 0.0  # the bias is not shrunk
        fitting = x[train & rows]
        weights[name] = np.linalg.solve(fitting.T @ fitting + penalty, fitting.T @ y[train & rows])
        guess[rows] = x[rows] @ weights[name]
    baseline = np.mean((y[test] - y[train].mean()) ** 2)
    for label, estimate in (("fitted", guess[test]), ("before", data["before"][test])):
        error = np.mean((y[test] - estimate) ** 2)
        print(f"{label}: mean squared error {error:.5f}, {1 - error / baseline:.1%} explained")
    return weights


def main() -> None:
    kept = "play heuristic games and keep their positions"
    tool, _ = value_fit.parser(__doc__, kept, 2500, "games a level", WEIGHTS)
    args = tool.parse_args()
    if args.command == "collect":
        np.savez_compressed(args.out, **collect(args.games))
        return
    keys = ("x", "y", "game", "before")
    data = value_fit.load_positions(args.positions, keys, len(friday.VALUE_FEATURES))
    weights = fit(data)
    print(f"{'':>34}" + "".join(f"{stage:>9}" for stage in friday.STAGES))
    for index, name in enumerate(friday.VALUE_FEATURES):
        print(f"{name:>34}" + "".join(f"{weights[s][index]:+9.4f}" for s in friday.STAGES))
    if args.write:
        names = friday.VALUE_FEATURES
        table = {
            stage: {name: round(float(w), 5) for name, w in zip(names, ws, strict=True)}
            for stage, ws in weights.items()
        }
        WEIGHTS.write_text(json.dumps(table, indent=1) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
