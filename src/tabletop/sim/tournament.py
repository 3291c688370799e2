"""Round-robin tournaments between bots, with seats swapped, and Elo ratings with intervals.

Every pair of bots plays ``games`` games in each seating: bot A in the even seats and B in
the odd ones, then the reverse, so no bot profits from a seat. Ratings come from a
Bradley-Terry fit of the pairwise results on the Elo scale (mean 0); their 95% intervals
from a seeded bootstrap over games.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass
from itertools import combinations
from typing import Any

from tabletop.engine import ConfigError, make
from tabletop.i18n.common import ERRORS

from .simulate import Plan, run
from .stats import wilson


@dataclass(frozen=True)
class Match:
    """One game's outcome between two bots: A's share of the win (1, 0, or a split)."""

    a: str
    b: str
    a_share: float


def seating(a: str, b: str, players: int, a_first: bool) -> tuple[str, ...]:
    """A in the even seats and B in the odd ones (or the reverse)."""
    first, second = (a, b) if a_first else (b, a)
    return tuple(first if seat % 2 == 0 else second for seat in range(players))


def check(game: str, options: dict[str, Any], names: list[str]) -> int:
    """The game's player count, once the bots and game are fit for a tournament."""
    if len(set(names)) != len(names) or len(names) < 2:
        raise ConfigError(msgid=ERRORS["tournament_two_bots"])
    players = make(game, **options).num_players
    if players < 2:
        raise ConfigError(msgid=ERRORS["tournament_solo"], values={"game": game})
    return players


def play(
    game: str,
    options: dict[str, Any],
    names: list[str],
    games: int,
    seed: int,
    jobs: int | None = None,
    progress=None,
    cluster: str | None = None,
) -> list[Match]:
    """Every pair, both seatings, ``games`` games each; shared wins are split. On processes,
    or on the Ray ``cluster`` (connect once around the call: see ``cluster.session``)."""
    players = check(game, options, names)
    matches = []
    for pair, (a, b) in enumerate(combinations(names, 2)):
        for turn, a_first in enumerate((True, False)):
            seats = seating(a, b, players, a_first)
            plan = Plan(game, options, seats, games, seed * 1000 + pair * 2 + turn)
            for result in run(plan, jobs, progress, cluster=cluster):
                winners = result["winners"]
                a_wins = sum(1 for w in winners if seats[w] == a)
                share = a_wins / len(winners) if winners else 0.5
                matches.append(Match(a, b, share))
    return matches


def win_matrix(names: list[str], matches: list[Match]) -> dict[tuple[str, str], dict]:
    """(row, column) -> row's win rate against column with its 95% interval."""
    table = {}
    for a, b in combinations(names, 2):
        shares = [m.a_share for m in matches if (m.a, m.b) == (a, b)]
        won = sum(shares)
        n = len(shares)
        table[(a, b)] = {"rate": won / n, "interval": wilson(won, n), "games": n}
        table[(b, a)] = {"rate": 1 - won / n, "interval": wilson(n - won, n), "games": n}
    return table


def elo(names: list[str], matches: list[Match], iterations: int = 200) -> dict[str, float]:
    """Bradley-Terry strengths by minorization-maximization, as Elo points with mean 0."""
    wins = {(x, y): 0.0 for x in names for y in names}
    for m in matches:
        wins[(m.a, m.b)] += m.a_share
        wins[(m.b, m.a)] += 1 - m.a_share
    strength = dict.fromkeys(names, 1.0)
    for _ in range(iterations):
        for x in names:
            total_wins = sum(wins[(x, y)] for y in names) + 0.5  # a half-win prior: no infinities
            games = sum(
                (wins[(x, y)] + wins[(y, x)] + 0.5) / (strength[x] + strength[y])
                for y in names
                if y != x
            )
            strength[x] = total_wins / games
    points = {x: 400 * math.log10(strength[x]) for x in names}
    mean = sum(points.values()) / len(points)
    return {x: p - mean for x, p in points.items()}


def elo_intervals(
    names: list[str], matches: list[Match], seed: int, samples: int = 200
) -> dict[str, tuple[float, float]]:
    """95% bootstrap intervals of each rating (games resampled with replacement)."""
    rng = random.Random(seed)
    draws: dict[str, list[float]] = {x: [] for x in names}
    for _ in range(samples):
        sample = [matches[rng.randrange(len(matches))] for _ in matches]
        for x, rating in elo(names, sample, iterations=60).items():
            draws[x].append(rating)
    out = {}
    for x, values in draws.items():
        values.sort()
        out[x] = (values[int(0.025 * samples)], values[int(0.975 * samples) - 1])
    return out
