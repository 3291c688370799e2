"""Fit Kung Fu's value estimate: each seat's chance to win from a round start.

    python tools/fit_kungfu_value.py collect [--style NAME] --games 4000 --out POSITIONS.npz
    python tools/fit_kungfu_value.py fit POSITIONS.npz [--write]

``collect`` plays heuristic games with 2, 3, 4 and 5 players (``--games`` with 2 players, a
quarter as many with more; deal seeds ``i * 7919 + players + 310,000``, apart from the deals
other tools use), every seat in the heuristic's style ``--style`` (default ``plain``), and
keeps every round start (phase CHOOSE, no card chosen yet), with every seat's
``heuristic.value_features``, who was still in, and the seat's share of the win (a draw shares
it among all). ``fit`` finds, per player count and round, the weights whose
softmax over the seats still in best predicts the winner (a conditional logit: with 2 players,
logistic regression on the seats' differences), by Newton's method with a small ridge, on the
first four fifths of the games; it prints the log loss on the rest against today's
``heuristic.evaluate`` and with ``--write`` stores the weights as the style's in
``src/tabletop/rulesets/kungfu/data/value.json``, which ``heuristic.evaluate_value`` reads
(a search with ``style=NAME`` scores its cut playouts by that style's weights). The weights
shipped for ``plain`` were fitted on ``--games 12000`` (61,397 round starts: 34,452 with 2
players, 8,945 with 3, 9,000 with 4 and with 5), about 11 minutes of collecting; those for
``tuned`` on ``--style tuned --games 36000`` (181,576 round starts: 100,633 with 2 players,
26,943 with 3, 27,000 with 4 and with 5), about 21 minutes.
"""

from __future__ import annotations

import json
from importlib import resources
from pathlib import Path

import numpy as np
import value_fit  # tools/value_fit.py, beside this script

import tabletop
from tabletop.rulesets.kungfu import heuristic as kungfu
from tabletop.rulesets.kungfu.phases import ROUNDS

WEIGHTS = Path(str(resources.files(kungfu.__package__).joinpath("data/value.json")))
PLAYERS = (2, 3, 4, 5)
SEATS = max(PLAYERS)
RIDGE = 1.0
KEYS = ("x", "alive", "y", "players", "round", "game", "before", "style")


def deal(index: int, players: int) -> int:
    return index * 7919 + players + 310_000


def games_with(players: int, games: int) -> int:
    """Games played with ``players`` seats: more seats cost more, and give more rows a game."""
    return games if players == 2 else max(1, games // 4)


def collect(games: int, style: str = "plain") -> dict[str, np.ndarray]:
    """Every round start of heuristic games played in ``style``, its seats' features and shares
    of the win."""
    manner = kungfu.STYLES[style]
    size = len(kungfu.VALUE_FEATURES)
    rows, alive, shares, counts, rounds, ids, before = [], [], [], [], [], [], []
    for players in PLAYERS:
        for index in range(games_with(players, games)):
            state = tabletop.make("kungfu", players=players).new_game(seed=deal(index, players))
            start = len(rows)
            while not state.is_over:
                if kungfu.quiet_value(state):
                    x = np.zeros((SEATS, size))
                    for p in range(players):
                        x[p] = kungfu.value_features(state, p)
                    rows.append(x)
                    alive.append([p < players and state.hp[p] > 0 for p in range(SEATS)])
                    counts.append(players)
                    rounds.append(state.round)
                    ids.append(index)
                    before.append(kungfu.evaluate(state).values + (0.0,) * (SEATS - players))
                player = state.to_move[0]
                state.apply_legal(player, kungfu.choose(state, player, manner))
            winners = state.result.winners
            share = [1 / len(winners) if p in winners else 0.0 for p in range(SEATS)]
            shares.extend([share] * (len(rows) - start))
    return {
        "x": np.asarray(rows, dtype=np.float64).reshape(-1, SEATS, size),
        "alive": np.asarray(alive, dtype=bool).reshape(-1, SEATS),
        "y": np.asarray(shares).reshape(-1, SEATS),
        "players": np.asarray(counts, dtype=np.int64),
        "round": np.asarray(rounds, dtype=np.int64),
        "game": np.asarray(ids, dtype=np.int64),
        "before": np.asarray(before).reshape(-1, SEATS),
        "style": np.asarray(style),
    }


def softmax(x: np.ndarray, alive: np.ndarray, w: np.ndarray) -> np.ndarray:
    """Each seat's chance: the softmax of ``x @ w`` over the seats still in."""
    scores = np.where(alive, x @ w, -np.inf)
    scores -= scores.max(axis=1, keepdims=True)
    odds = np.exp(scores)
    return odds / odds.sum(axis=1, keepdims=True)


def conditional_logit(x: np.ndarray, alive: np.ndarray, y: np.ndarray) -> np.ndarray:
    """The ridge-penalised maximum-likelihood weights (Newton's method, 30 steps at most)."""
    w = np.zeros(x.shape[2])
    for _ in range(30):
        p = softmax(x, alive, w)
        mean = np.einsum("ns,nsf->nf", p, x)
        gradient = np.einsum("ns,nsf->f", y - p, x) - RIDGE * w
        hessian = np.einsum("ns,nsf,nsg->fg", p, x, x) - mean.T @ mean + RIDGE * np.eye(len(w))
        step = np.linalg.solve(hessian, gradient)
        w += step
        if np.abs(step).max() < 1e-9:
            break
    return w


def log_loss(p: np.ndarray, y: np.ndarray) -> float:
    return float(-np.mean(np.sum(y * np.log(np.clip(p, 1e-9, 1.0)), axis=1)))


def fit(data: dict[str, np.ndarray]) -> dict[tuple[int, int], np.ndarray]:
    """Weights per (players, round) from the first four fifths of each count's games; the log
    loss on the rest, against today's ``evaluate`` and a coin (every seat alike)."""
    weights = {}
    for players in PLAYERS:
        for round_ in range(1, ROUNDS + 1):
            rows = (data["players"] == players) & (data["round"] == round_)
            if not rows.any():
                continue
            game = data["game"][rows]
            x, alive, y = data["x"][rows], data["alive"][rows], data["y"][rows]
            train = game <= np.quantile(game, 0.8)
            test = ~train
            w = conditional_logit(x[train], alive[train], y[train])
            weights[players, round_] = w
            if not test.any():
                continue
            coin = alive[test] / alive[test].sum(axis=1, keepdims=True)
            fitted = log_loss(softmax(x[test], alive[test], w), y[test])
            print(
                f"{players} players, round {round_}: {int(test.sum())} held-out starts, "
                f"log loss fitted {fitted:.4f}, evaluate "
                f"{log_loss(data['before'][rows][test], y[test]):.4f}, "
                f"coin {log_loss(coin, y[test]):.4f}"
            )
    return weights


def main() -> None:
    kept = "play heuristic games and keep round starts"
    tool, gather = value_fit.parser(__doc__, kept, 4000, "2-player games", WEIGHTS)
    gather.add_argument(
        "--style", choices=list(kungfu.STYLES), default="plain", help="how every seat plays"
    )
    args = tool.parse_args()
    if args.command == "collect":
        np.savez_compressed(args.out, **collect(args.games, args.style))
        return
    data = value_fit.load_positions(args.positions, KEYS, len(kungfu.VALUE_FEATURES))
    style = str(data["style"])
    print(f"positions of games played in the style {style!r}")
    weights = fit(data)
    width = max(map(len, kungfu.VALUE_FEATURES))
    print(" " * width + "".join(f"{p}p r{r:<4}" for p, r in weights))
    for index, name in enumerate(kungfu.VALUE_FEATURES):
        print(f"{name:>{width}}" + "".join(f"{w[index]:+8.3f}" for w in weights.values()))
    if args.write:
        write(style, weights)


def write(style: str, weights: dict[tuple[int, int], np.ndarray]) -> None:
    """Store the weights as ``style``'s, keeping the other styles' as they are."""
    table = json.loads(WEIGHTS.read_text("utf-8"))
    fitted: dict[str, dict[str, dict[str, float]]] = {}
    for (players, round_), w in weights.items():
        named = {n: round(float(v), 5) for n, v in zip(kungfu.VALUE_FEATURES, w, strict=True)}
        fitted.setdefault(str(players), {})[str(round_)] = named
    table[style] = fitted
    WEIGHTS.write_text(json.dumps(table, indent=1) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
