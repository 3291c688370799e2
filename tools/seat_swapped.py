"""Two bots' match from the two seatings of ``simulate --out`` runs: A's share of the wins with
its 95% Wilson interval, scored as ``tabletop tournament`` scores (a shared win split among the
winning seats, a game without winners half), and how often the deal alone decided.

    python tools/seat_swapped.py A_FIRST.jsonl[.gz] B_FIRST.jsonl[.gz]

The first run seats bot A first (A in the even seats, B in the odd ones, as ``--seats
bot:A,bot:B``), the second the reverse, with the same ``--seed``, so game ``i`` of both is the
same deal played both ways. ``simulate`` writes the records (which ``tournament`` does not), so
a long match can be stopped and resumed, and kept in ``results/``. Games are paired by deal
seed; a game whose other seating is not played yet still counts in the share (the runs are
played in turns, so at most one chunk is unpaired). A deal the same seat won both ways was
decided by what that seat was dealt, whichever bot held it; one played with the same moves
both ways, by neither bot. When the games hold their scores (Kung Fu: the HP left), A's score
margin is reported too: the mean score of A's seats less B's, the two games of a deal averaged,
with a 95% interval over the deals. The deal cancels out of it, so it tells two close bots apart
in far fewer games than the wins do, where the deal decides most games. A last line cut off by
a stop is left out, as ``--resume`` does.

    python tools/seat_swapped.py A_FIRST B_FIRST --against C_FIRST B2_FIRST

compares the match with another one on the same deals against the same bot B (C's two runs
with the same ``--seed``): on the deals both matches played both ways, A's share of a deal (its
two games averaged) less C's, and A's score margin less C's, each with a 95% interval over those
deals. Paired by deal, the luck of the deal cancels out of the difference.
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path
from typing import NamedTuple

import tabletop
from tabletop.sim import read_games
from tabletop.sim.stats import mean_interval, wilson


class NotAMatch(ValueError):
    """A file that is not a two-bot ``simulate --out`` run of the expected seating."""


class Game(NamedTuple):
    seed: object  # the deal's seed, as the run wrote it
    a_share: float  # A's share of the win: 1, 0, or a split
    moves: str  # the record's actions, to tell games played alike
    a_margin: float | None  # the mean score of A's seats less B's (None without scores)


def read_run(path: Path, first: str | None = None) -> tuple[str, str, list[Game]]:
    """The run's two bots (the first seat's, then the second's) and its games scored for the
    bot seated first, or for ``first`` when given (the other run's first bot)."""
    try:
        lines = read_games(path)
    except tabletop.Error as error:
        raise NotAMatch(str(error)) from None
    games: list[Game] = []
    bots = ("", "")
    for number, game in enumerate(lines, 1):
        seats = game.get("seats")
        if not isinstance(seats, list) or len(seats) < 2 or len(set(seats)) != 2:
            raise NotAMatch(f"{path}: game {number} is not a game between two bots")
        if number == 1:
            bots = (seats[0], seats[1])
        if any(seat != bots[i % 2] for i, seat in enumerate(seats)):
            raise NotAMatch(f"{path}: game {number} seats its bots otherwise")
        a = bots[0] if first is None else first
        if a not in bots:
            raise NotAMatch(f"{path}: its bots are {bots[0]} and {bots[1]}, without {a}")
        winners = game.get("winners")
        seat_numbers = range(len(seats))
        if not isinstance(winners, list) or any(w not in seat_numbers for w in winners):
            raise NotAMatch(f"{path}: game {number} names no winners among its seats")
        share = sum(seats[w] == a for w in winners) / len(winners) if winners else 0.5
        moves = json.dumps(game["record"].get("actions"))
        games.append(Game(game.get("seed"), share, moves, _margin(game.get("scores"), seats, a)))
    return bots[0], bots[1], games


def _margin(scores: object, seats: list[str], a: str) -> float | None:
    """The mean score of ``a``'s seats less the other bot's, if the game holds its scores."""
    if not isinstance(scores, list) or len(scores) != len(seats):
        return None
    if not all(isinstance(x, int | float) and not isinstance(x, bool) for x in scores):
        return None
    mine = [x for x, seat in zip(scores, seats, strict=True) if seat == a]
    theirs = [x for x, seat in zip(scores, seats, strict=True) if seat != a]
    return sum(mine) / len(mine) - sum(theirs) / len(theirs)


def _deal(pair: tuple[Game, Game], field: str) -> float:
    """A deal's figure for the first run's bot: its two games averaged."""
    return (getattr(pair[0], field) + getattr(pair[1], field)) / 2


def margin_line(pairs: list[tuple[Game, Game]]) -> str:
    """A's score margin over B, the two games of each deal averaged, with a 95% interval
    (normal) over the deals; empty when a game lacks its scores or fewer than 2 deals pair."""
    deals = [_deal(pair, "a_margin") for pair in pairs if None not in (p.a_margin for p in pair)]
    if len(deals) < 2 or len(deals) < len(pairs):
        return ""
    mean, low, high = mean_interval(deals)
    return (
        f"\nA's score margin over B a game, paired by deal: {mean:+.2f}"
        f" ({low:+.2f} to {high:+.2f}) over {len(deals)} deals"
    )


def read_match(a_first: Path, b_first: Path) -> tuple[str, str, list[Game], list[Game]]:
    """Bots A and B and the games of both seatings, each scored for A."""
    a, b, ab = read_run(a_first)
    b_seat, a_seat, ba = read_run(b_first, first=a)
    if (b_seat, a_seat) != (b, a):
        raise NotAMatch(f"{b_first}: seats {b_seat} and {a_seat}, not {b} and {a} swapped")
    return a, b, ab, ba


def paired(ab: list[Game], ba: list[Game]) -> list[tuple[Game, Game]]:
    """The deals played both ways: each game with A first and its game with B first."""
    other = {g.seed: g for g in ba}
    return [(g, other[g.seed]) for g in ab if g.seed in other]


def report(a_first: Path, b_first: Path) -> str:
    """A few lines: the bots, A's share with its interval, and the deals played both ways."""
    a, b, ab, ba = read_match(a_first, b_first)
    games = ab + ba
    won = sum(g.a_share for g in games)
    n = len(games)
    low, high = wilson(won, n)
    pairs = paired(ab, ba)
    both = [(x.a_share, y.a_share) for x, y in pairs]
    alike = sum(x.moves == y.moves for x, y in pairs)
    a_both = sum(x == 1 and y == 1 for x, y in both)
    b_both = sum(x == 0 and y == 0 for x, y in both)
    first_both = sum(x == 1 and y == 0 for x, y in both)
    second_both = sum(x == 0 and y == 1 for x, y in both)
    return (
        f"A = {a}\nB = {b}\n"
        f"A's share: {round(won, 2):g} of {n} games, {won / n:.1%} ({low:.1%}-{high:.1%})"
        f" ({len(ab)} with A first, {len(ba)} with B first)\n"
        f"{len(both)} deals played both ways: A won both {a_both}, B won both {b_both},"
        f" the first seat won both {first_both}, the second seat both {second_both},"
        f" shared or drawn in one or both {len(both) - a_both - b_both - first_both - second_both};"
        f" the same moves both ways (the bots played alike) {alike}" + margin_line(pairs)
    )


def against(a_first: Path, b_first: Path, c_first: Path, b2_first: Path) -> str:
    """A's match less C's on the deals both played both ways, against the same B: the share
    of a deal and (when the games hold scores) the score margin, each with a 95% interval."""
    _, b, ab, ba = read_match(a_first, b_first)
    c, b2, cb, bc = read_match(c_first, b2_first)
    if b2 != b:
        raise NotAMatch(f"{c_first}: its other bot is {b2}, not {b}: no common opponent")
    mine = {x.seed: (x, y) for x, y in paired(ab, ba)}
    theirs = {x.seed: (x, y) for x, y in paired(cb, bc)}
    common = [seed for seed in mine if seed in theirs]
    if len(common) < 2:
        raise NotAMatch(f"{c_first}: fewer than 2 deals played both ways in both matches")
    shares = [_deal(mine[s], "a_share") - _deal(theirs[s], "a_share") for s in common]
    mean, low, high = mean_interval(shares)
    text = (
        f"C = {c}\nA less C, paired by deal over {len(common)} deals: share of the wins"
        f" {100 * mean:+.1f} points ({100 * low:+.1f} to {100 * high:+.1f})"
    )
    if all(None not in (x.a_margin, y.a_margin) for s in common for x, y in (mine[s], theirs[s])):
        margins = [_deal(mine[s], "a_margin") - _deal(theirs[s], "a_margin") for s in common]
        mean, low, high = mean_interval(margins)
        text += f", score margin {mean:+.2f} ({low:+.2f} to {high:+.2f})"
    return text


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("a_first", type=Path, help="the run with bot A in the first seat")
    parser.add_argument("b_first", type=Path, help="the same deals with the seats swapped")
    parser.add_argument(
        "--against",
        nargs=2,
        type=Path,
        metavar=("C_FIRST", "B_FIRST"),
        help="another match on the same deals against the same B: report A less C, by deal",
    )
    args = parser.parse_args()
    try:
        text = report(args.a_first, args.b_first)
        if args.against:
            text += "\n" + against(args.a_first, args.b_first, *args.against)
        print(text)
    except NotAMatch as error:
        parser.error(str(error))


if __name__ == "__main__":
    main()
