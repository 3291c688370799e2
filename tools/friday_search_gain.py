"""How good a Friday search's decisions are, in minutes instead of thousands of games.

A win rate needs hundreds of deals to tell two search settings apart (hours of CPU at Friday's
cost). This tool scores their decisions instead, against a much larger search of the same
positions:

    python tools/friday_search_gain.py reference --games 8 [--level 1] [--worlds 200] --out REF
    python tools/friday_search_gain.py score REF SPEC [SPEC ...] [--kinds]

``reference`` plays heuristic games (deal seeds ``i * 7919 + level + 500,000``, apart from the
deals other tools use) and, at every hazard and fight decision with a choice (what
``phases=hazard+fight`` searches), plays each of ``--worlds`` worlds sampled from the view to
the end once after every legal action, the heuristic playing on, with the search's reward (a
win 1, a loss 0.25-0.5 by score). Each game is one JSON line (its moves and, per decision, the
actions' mean rewards), appended as it ends, so a stopped run goes on from the next game.

``score`` lets each SPEC (an ``ismcts:...`` bot spec) choose at every stored decision and
prints per SPEC its *gain*: the reference value of the action it chose minus that of the
heuristic's, summed over a game's decisions (the search's reward, a win 1, gained per game),
beside the best gain (always taking the action the reference values most; biased upward, since
the reference's noise picks that action too), its departures from the heuristic, its playouts
and its CPU seconds a game. The reference samples other worlds than the searches it scores,
so its noise favours no choice: the gains of two settings compare fairly. It values what a
move gains if the heuristic plays on, which is what the search estimates too: it measures how
well a budget finds that gain, not how strong the moves are beyond it.
"""

from __future__ import annotations

import argparse
import json
import random
import time
from pathlib import Path

from fitting import playout  # tools/fitting.py, beside this script

import tabletop
from tabletop import bots
from tabletop.bots import ISMCTSBot
from tabletop.engine import ConfigError, State
from tabletop.rulesets.friday import heuristic as friday

SEARCHED = ("hazard", "fight")  # the phases hazard+fight searches


def deal(index: int, level: int) -> int:
    return index * 7919 + level + 500_000


def values(state: State, worlds: int, rng: random.Random) -> dict[str, float]:
    """Each legal action's mean reward over the same ``worlds`` sampled worlds."""
    actions = state.legal_actions(0)
    totals = dict.fromkeys((a.notation for a in actions), 0.0)
    for _ in range(worlds):
        world = state.determinize(0, rng)
        for action in actions:
            copy = world.clone()
            copy.apply_legal(0, action)
            totals[action.notation] += playout(copy)
    return {notation: total / worlds for notation, total in totals.items()}


def reference_game(index: int, level: int, worlds: int) -> dict:
    """One heuristic game's moves and the reference values of its searched decisions."""
    state = tabletop.make("friday", level=level).new_game(seed=deal(index, level))
    rng = random.Random(index)
    moves: list[str] = []
    decisions = []
    while not state.is_over:
        if len(state.legal_actions(0)) > 1 and state.phase in SEARCHED:
            decisions.append({"at": len(moves), "values": values(state, worlds, rng)})
        move = friday.choose(state, 0)
        moves.append(move.notation)
        state.apply(0, move)
    return {"game": index, "level": level, "worlds": worlds, "moves": moves, "decisions": decisions}


def reference(path: Path, games: int, level: int, worlds: int) -> None:
    """Search the games not yet in ``path``, appending each as it ends."""
    done = len(read(path)) if path.exists() else 0
    for index in range(done, games):
        started = time.process_time()
        line = reference_game(index, level, worlds)
        with path.open("a", encoding="utf-8") as out:
            out.write(json.dumps(line) + "\n")
        spent = time.process_time() - started
        print(f"game {index}: {len(line['decisions'])} decisions, {spent:.0f} CPU s", flush=True)


def read(path: Path) -> list[dict]:
    """The games of a ``reference`` file; a clear stop for anything else."""
    try:
        games = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as error:
        raise SystemExit(f"cannot read reference games from {path}: {error}") from None
    for number, game in enumerate(games, 1):
        if not (
            isinstance(game, dict)
            and isinstance(game.get("moves"), list)
            and isinstance(game.get("decisions"), list)
            and game.get("level") in (1, 2, 3, 4)
            and type(game.get("game")) is int
        ):
            raise SystemExit(f"{path}, line {number}: not a game written by 'reference'")
    return games


def positions(game: dict):
    """Replay a reference game, yielding (state, values) at each of its decisions."""
    state = tabletop.make("friday", level=game["level"]).new_game(
        seed=deal(game["game"], game["level"])
    )
    at = {d["at"]: d["values"] for d in game["decisions"]}
    for number, notation in enumerate(game["moves"]):
        if number in at:
            if {a.notation for a in state.legal_actions(0)} != set(at[number]):
                raise SystemExit(
                    f"game {game['game']} no longer replays (the rules changed): make it again"
                )
            yield state, at[number]
        state.apply(0, next(a for a in state.legal_actions(0) if a.notation == notation))


def kind(state: State) -> str:
    """A decision's kind: its phase and the kinds of its legal actions (``fight: end+pay``)."""
    return f"{state.phase}: " + "+".join(sorted({a.kind for a in state.legal_actions(0)}))


def score(games: list[dict], spec: str) -> dict[str, dict[str, float]]:
    """Per decision kind, and in all (``""``), per game: the reference gain of ``spec``'s
    choices over the heuristic's and of the best choices (``best``), departures, playouts and
    CPU seconds."""
    rows: dict[str, dict[str, float]] = {}
    for game in games:
        for number, (state, value) in enumerate(positions(game)):
            own = friday.choose(state, 0).notation
            started = time.process_time()
            bot = bots.from_spec(spec, number)
            chosen, playouts = own, 0
            if bot.searches(state, 0):  # as ``choose`` would (``phases``, ``kinds``)
                estimates = bot.analyse(state, 0)
                chosen, playouts = estimates[0].notation, sum(e.visits for e in estimates)
            spent = time.process_time() - started
            for key in ("", kind(state)):
                row = rows.setdefault(key, dict.fromkeys(COLUMNS, 0.0))
                row["gain"] += value[chosen] - value[own]
                row["best"] += max(value.values()) - value[own]
                row["departs"] += chosen != own
                row["playouts"] += playouts
                row["cpu"] += spent
                row["decisions"] += 1
    return {key: {k: v / len(games) for k, v in row.items()} for key, row in rows.items()}


COLUMNS = ("gain", "best", "departs", "playouts", "cpu", "decisions")


def print_row(label: str, row: dict[str, float]) -> None:
    print(
        f"{label} | {row['decisions']:.1f} | {row['gain']:+.3f} | {row['best']:+.3f}"
        f" | {row['departs']:.1f} | {row['playouts']:.0f} | {row['cpu']:.1f}",
        flush=True,
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    commands = parser.add_subparsers(dest="command", required=True)
    make = commands.add_parser("reference", help="search heuristic games' decisions at length")
    make.add_argument("--games", type=int, default=8)
    make.add_argument("--level", type=int, choices=(1, 2, 3, 4), default=1)
    make.add_argument("--worlds", type=int, default=200, help="sampled worlds a decision")
    make.add_argument("--out", type=Path, required=True, help="JSON lines, appended (resumes)")
    rate = commands.add_parser("score", help="score search settings against a reference")
    rate.add_argument("reference", type=Path)
    rate.add_argument("specs", nargs="+", help="ismcts:... bot specs")
    rate.add_argument("--kinds", action="store_true", help="a line per kind of decision too")
    args = parser.parse_args()
    if args.command == "reference":
        if args.games < 1 or args.worlds < 2:
            parser.error("--games must be at least 1 and --worlds at least 2")
        reference(args.out, args.games, args.level, args.worlds)
        return
    games = read(args.reference)
    if not games:
        raise SystemExit(f"{args.reference} holds no games")
    for spec in args.specs:
        try:
            bot = bots.from_spec(spec, 0)
        except ConfigError as error:
            parser.error(f"{spec}: {error}")
        if not isinstance(bot, ISMCTSBot):
            parser.error(f"{spec}: not an ismcts spec")
    print(f"{len(games)} games, {sum(len(g['decisions']) for g in games)} decisions; a game:")
    print("spec | decisions | gain over the heuristic | best gain | departs | playouts | CPU s")
    for spec in args.specs:
        rows = score(games, spec)
        print_row(spec, rows[""])
        for key in sorted(rows.keys() - {""}, key=lambda k: -rows[k]["best"]) if args.kinds else ():
            print_row(f"  {key}", rows[key])


if __name__ == "__main__":
    main()
