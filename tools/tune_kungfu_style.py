"""Screen a style of the Kung Fu heuristic against ``plain`` on the same deals, both ways.

    python tools/tune_kungfu_style.py [--players 2] [--deals 2000] [--seed 31]
        [--base plain] [FIELD=VALUE ...]

The candidate is the ``--base`` style (``STYLES`` in ``rulesets/kungfu/heuristic.py``) with the
given fields changed (``spare``, ``initiative``, ``guard``, ``attack_share``, ``rival``). Each
deal is played twice with no search, the candidate in the even seats and then in the odd ones,
``plain`` in the others; game ``i`` has the seed ``simulate --seed`` gives it. It prints the
candidate's share of the wins (a deal's two games averaged, a shared win split) and its HP
margin (the mean HP of its seats less the others'), each with a 95% interval over the deals:
the deal cancels out of both, so small changes show in a few thousand deals. The ``tuned``
style was picked from such screens (docs/lab/kungfu-bots.md, "a tuned heuristic").
"""

from __future__ import annotations

import argparse
import sys

import tabletop
from tabletop.rulesets.kungfu import heuristic as kungfu
from tabletop.sim.simulate import game_seed
from tabletop.sim.stats import mean_interval


class BadStyle(ValueError):
    """A field the style does not have, or a value that is not a number."""


def candidate(base: str, changes: list[str]) -> kungfu.Style:
    """The ``base`` style with ``FIELD=VALUE`` changes."""
    if base not in kungfu.STYLES:
        raise BadStyle(f"no style {base!r}: the styles are {', '.join(kungfu.STYLES)}")
    fields = kungfu.STYLES[base]._asdict()
    for change in changes:
        name, eq, text = change.partition("=")
        if not eq or name not in fields:
            raise BadStyle(f"{change!r} is not FIELD=VALUE with a field of {', '.join(fields)}")
        try:
            fields[name] = type(fields[name])(text)
        except ValueError:
            kind = "a whole number" if isinstance(fields[name], int) else "a number"
            raise BadStyle(f"{change!r}: {text!r} is not {kind}") from None
    return kungfu.Style(**fields)


def play(seed: int, players: int, style: kungfu.Style, seats: range) -> tuple[float, float]:
    """One game: the style's share of the win and its seats' HP margin."""
    state = tabletop.make("kungfu", players=players).new_game(seed)
    while not state.is_over:
        player = state.to_move[0]
        mine = player in seats
        state.apply(player, kungfu.choose(state, player, style if mine else kungfu.PLAIN))
    result = state.result
    share = sum(seat in seats for seat in result.winners) / len(result.winners)
    ours = [result.scores[p] for p in seats]
    theirs = [result.scores[p] for p in range(players) if p not in seats]
    return share, sum(ours) / len(ours) - sum(theirs) / len(theirs)


def screen(style: kungfu.Style, players: int, deals: int, seed: int) -> tuple[tuple, tuple]:
    """(share, HP margin), each a mean with its 95% interval over the deals."""
    shares, margins = [], []
    for index in range(deals):
        deal = game_seed(seed, index)
        even = play(deal, players, style, range(0, players, 2))
        odd = play(deal, players, style, range(1, players, 2))
        shares.append((even[0] + odd[0]) / 2)
        margins.append((even[1] + odd[1]) / 2)
    return mean_interval(shares), mean_interval(margins)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("changes", nargs="*", metavar="FIELD=VALUE")
    parser.add_argument("--players", type=int, choices=range(2, 6), default=2)
    parser.add_argument("--deals", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=31)
    parser.add_argument("--base", default="plain")
    args = parser.parse_args(argv)
    if args.deals < 2:
        parser.error("--deals must be 2 or more (an interval needs two deals)")
    try:
        style = candidate(args.base, args.changes)
    except BadStyle as error:
        print(f"error: {error}", file=sys.stderr)
        return 2
    share, margin = screen(style, args.players, args.deals, args.seed)
    print(f"{style} against plain, {args.players} players, {args.deals} deals both ways")
    print(f"share of the wins {share[0]:.1%} ({share[1]:.1%} to {share[2]:.1%})")
    print(f"HP margin a game {margin[0]:+.2f} ({margin[1]:+.2f} to {margin[2]:+.2f})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
