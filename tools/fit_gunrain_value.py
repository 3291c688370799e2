"""Fit Gun Rain's value estimate: a seat's chance to win from a position at the start of a turn.

    python tools/fit_gunrain_value.py collect --games 20000 --out POSITIONS.npz
    python tools/fit_gunrain_value.py fit POSITIONS.npz [--write]

``collect`` plays heuristic self-play games (deal seeds ``i * 7919 + 310,000``, apart from the
deals other tools and the matches use; with ``--random P`` each move is a uniformly random legal
one with probability P, drawn from a generator seeded by the deal, so the positions spread
wider than the heuristic's own) and keeps every position at the start of a turn
(``value.quiet_value``) with its ``value.value_features`` (seat 0's minus seat 1's) and seat 0's
result as the search counts it (a win 1, a draw 0.5, a loss 0). ``fit`` fits a logistic model
without intercept (a seat's mirror gets the complementary value) by Newton's method with a small
ridge, on the first four fifths of the games; it prints the log loss and squared error on the
rest against the HP-only ``heuristic.evaluate`` and, with ``--write``, stores the weights in
``src/tabletop/rulesets/gunrain/data/value.json``, which ``value.evaluate_value`` reads.
Deterministic: the same arguments give the same file. The weights shipped were fitted on
``collect --games 20000`` (95,438 positions; about 2 CPU minutes to collect).
"""

from __future__ import annotations

import json
import random

import numpy as np
import value_fit  # tools/value_fit.py, beside this script

import tabletop
from tabletop.rulesets.gunrain import heuristic, value

RIDGE = 1.0
STEPS = 30  # Newton steps (the log loss is convex: a few suffice)


def deal(index: int) -> int:
    return index * 7919 + 310_000


def collect(games: int, randomness: float = 0.0) -> dict[str, np.ndarray]:
    """Every start of a turn of ``games`` heuristic self-play games, and seat 0's result."""
    rows, results, game_ids, before = [], [], [], []
    for index in range(games):
        state = tabletop.make("gunrain").new_game(seed=deal(index))
        rng = random.Random(deal(index))
        start = len(rows)
        while not state.is_over:
            if value.quiet_value(state):
                rows.append(value.value_features(state))
                before.append(heuristic.evaluate(state).values[0])
            player = state.to_move[0]
            if randomness and rng.random() < randomness:
                action = rng.choice(state.legal_actions(player))
            else:
                action = heuristic.choose(state, player)
            state.apply_legal(player, action)
        result = (state.result.returns[0] + 1) / 2
        results.extend([result] * (len(rows) - start))
        game_ids.extend([index] * (len(rows) - start))
    return {
        "x": np.asarray(rows, dtype=np.float64).reshape(-1, len(value.FEATURES)),
        "y": np.asarray(results, dtype=np.float64),
        "game": np.asarray(game_ids, dtype=np.int64),
        "before": np.asarray(before, dtype=np.float64),
    }


def logistic(x: np.ndarray, y: np.ndarray, ridge: float = RIDGE) -> np.ndarray:
    """Weights of P(seat 0 wins) = sigmoid(x @ w) with soft results (a draw 0.5), by Newton's
    method on the ridge-penalised log loss."""
    w = np.zeros(x.shape[1])
    penalty = ridge * np.eye(x.shape[1])
    for _ in range(STEPS):
        p = 1.0 / (1.0 + np.exp(-(x @ w)))
        gradient = x.T @ (p - y) + ridge * w
        hessian = (x * (p * (1 - p))[:, None]).T @ x + penalty
        step = np.linalg.solve(hessian, gradient)
        w -= step
        if np.max(np.abs(step)) < 1e-10:
            break
    return w


def _losses(y: np.ndarray, p: np.ndarray) -> tuple[float, float]:
    """Log loss (soft results) and squared error."""
    p = np.clip(p, 1e-9, 1 - 1e-9)
    log_loss = -np.mean(y * np.log(p) + (1 - y) * np.log(1 - p))
    return float(log_loss), float(np.mean((y - p) ** 2))


def fit(data: dict[str, np.ndarray]) -> np.ndarray:
    """The weights fitted on the first four fifths of the games; the errors on the rest,
    against the HP-only estimate, printed."""
    x, y, game = data["x"], data["y"], data["game"]
    cut = np.quantile(game, 0.8)
    train, test = game <= cut, game > cut
    weights = logistic(x[train], y[train])
    fitted = 1.0 / (1.0 + np.exp(-(x[test] @ weights)))
    print(f"{int(train.sum())} positions fitted, {int(test.sum())} held out")
    for label, guess in (
        ("even (0.5)", np.full(int(test.sum()), 0.5)),
        ("HP only", data["before"][test]),
        ("fitted", fitted),
    ):
        log_loss, squared = _losses(y[test], guess)
        print(f"{label:>12}: log loss {log_loss:.4f}, mean squared error {squared:.4f}")
    return weights


def main() -> None:
    kept = "play heuristic games and keep their positions"
    tool, gather = value_fit.parser(__doc__, kept, 20000, "games to play", value.WEIGHTS_FILE)
    gather.add_argument("--random", type=float, default=0.0, help="share of random moves")
    args = tool.parse_args()
    if args.command == "collect":
        if not 0.0 <= args.random <= 1.0:
            raise SystemExit("--random must be a share between 0 and 1")
        np.savez_compressed(args.out, **collect(args.games, args.random))
        return
    keys = ("x", "y", "game", "before")
    data = value_fit.load_positions(args.positions, keys, len(value.FEATURES))
    weights = fit(data)
    for name, weight in zip(value.FEATURES, weights, strict=True):
        print(f"{name:>16} {weight:+.4f}")
    if args.write:
        table = {name: round(float(w), 5) for name, w in zip(value.FEATURES, weights, strict=True)}
        value.WEIGHTS_FILE.write_text(json.dumps(table, indent=1) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
