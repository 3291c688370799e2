"""Several ISMCTS specs searched on the same positions: playouts, CPU seconds and departures
from the heuristic per decision.

    python benchmarks/compare_specs.py --game gunrain --games 1 SPEC [SPEC ...]
    python benchmarks/compare_specs.py --game friday --phases hazard+fight --games 1 SPEC ...

The positions are those of heuristic self-play games (seeds 200, 201, ...; Friday: 100, ...),
every one with more than one legal action (with ``--phases``, only those of the listed
phases, as ``phases=`` searches them). Each spec analyses each position with seed 1, so two
specs differ only by their options. CPU time of this process, so other work on the machine
slows the figures down but does not count in them; compare specs from one run, since a busy
machine also makes each CPU second do less.
"""

from __future__ import annotations

import argparse
import time

import tabletop
from tabletop import bots


def compare(
    game: str, options: dict, games: int, specs: list[str], phases: set[str] | None
) -> dict[str, dict[str, float]]:
    """Per spec: decisions, mean playouts, mean and max CPU seconds, and how many best moves
    differ from the heuristic's."""
    heuristic = bots.make("heuristic")
    totals = {
        spec: {"decisions": 0, "playouts": 0, "cpu": 0.0, "max": 0.0, "departs": 0}
        for spec in specs
    }
    first_seed = 100 if game == "friday" else 200
    for index in range(games):
        state = tabletop.make(game, **options).new_game(first_seed + index)
        while not state.is_over:
            player = state.to_move[0]
            own = heuristic.choose(state, player)
            searched = len(state.legal_actions(player)) > 1 and (
                phases is None or state.view(player).get("phase") in phases
            )
            for spec in specs if searched else ():
                bot = bots.from_spec(spec, 1)
                start = time.process_time()
                estimates = bot.analyse(state, player)
                spent = time.process_time() - start
                row = totals[spec]
                row["decisions"] += 1
                row["playouts"] += sum(e.visits for e in estimates)
                row["cpu"] += spent
                row["max"] = max(row["max"], spent)
                row["departs"] += estimates[0].notation != own.notation
            state.apply(player, own)
    return totals


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("specs", nargs="+")
    parser.add_argument("--game", default="gunrain")
    parser.add_argument("--games", type=int, default=1)
    parser.add_argument("--phases", help="only positions of these phases, e.g. hazard+fight")
    parser.add_argument("-o", "--option", action="append", default=[], help="KEY=VALUE")
    args = parser.parse_args()
    options = {}
    for pair in args.option:
        key, _, value = pair.partition("=")
        options[key] = int(value) if value.isdigit() else value
    phases = set(args.phases.split("+")) if args.phases else None
    for spec, row in compare(args.game, options, args.games, args.specs, phases).items():
        n = max(1, row["decisions"])
        print(
            f"{spec}: {row['decisions']} decisions, {row['playouts'] / n:.0f} playouts, "
            f"{row['cpu'] / n:.3f} s mean, {row['max']:.3f} s max, {row['departs']} departures"
        )


if __name__ == "__main__":
    main()
