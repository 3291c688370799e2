"""Where a Friday bot's games end, and where its moves depart from the heuristic's.

It replays the records of a ``tabletop simulate friday ... --out FILE`` run and, at every
position with a choice, asks the heuristic what it would have played. No search is run again:
a run of a searching bot (``ismcts:...:phases=hazard+fight``) shows in seconds which of the
heuristic's decisions the search overrides, and how often; the candidates for the next rule
of the heuristic. It prints how the games ended (won, died in which step, lost to which
pirate, or died of aging right after beating the last one), then per step the decisions with a
choice and the share played otherwise, then the commonest departures as "heuristic's move ->
move played", a card named by its ability.
FILE may be gzipped, as the runs kept in ``results/`` are.

    python tools/friday_departures.py FILE [--top 20]
"""

from __future__ import annotations

import argparse
from collections import Counter

import tabletop
from tabletop.engine import State
from tabletop.rulesets.friday import heuristic as friday
from tabletop.rulesets.friday.cards import ABILITY, CARDS
from tabletop.sim import read_games

STEPS = ("green", "yellow", "red", "pirates")
_BY_ID = {card.id: card.index for card in CARDS}


def label(notation: str) -> str:
    """A move by its kind, a used card by its ability: "pay", "use +1 life", "fight"."""
    kind, _, card = notation.partition(" ")
    if kind == "use" and card in _BY_ID:
        return f"use {ABILITY[_BY_ID[card]]}"
    return kind


def tally(games: list[dict]) -> dict[str, Counter]:
    """Endings, choices and departures by step, departures by pair of moves."""
    counts: dict[str, Counter] = {k: Counter() for k in ("ending", "choices", "departed", "pairs")}
    for game in games:
        state = tabletop.replay({**game["record"], "actions": []})
        for player, notation in game["record"]["actions"]:
            legal = state.legal_actions(player)
            if len(legal) > 1:
                step = STEPS[min(state.step, 3)]
                counts["choices"][step] += 1
                usual = friday.choose(state, player).notation
                if usual != notation:
                    counts["departed"][step] += 1
                    counts["pairs"][f"{step}: {label(usual)} -> {label(notation)}"] += 1
            state.apply(player, next(a for a in legal if a.notation == notation))
        counts["ending"][ending(state)] += 1
    return counts


def ending(state: State) -> str:
    """How a finished game ended: won, the step Robinson died in, or the pirate that beat him."""
    if state.result.returns[0] >= 1:
        return "won"
    if state.step >= 3 and not state.pirates:
        return "beat the last pirate, then died of aging (F13)"
    if state.step >= 3:
        return f"lost to pirate {state.pirates_beaten + 1}"
    return f"died in {STEPS[state.step]}"


def load(path: str) -> list[dict]:
    """The games of a simulate --out file of Friday; a clear error for anything else."""
    try:
        games = read_games(path)
    except tabletop.Error as error:
        raise SystemExit(str(error)) from None
    for number, game in enumerate(games, 1):
        if game["record"].get("game") != "friday":
            raise SystemExit(f"{path}, game {number}: not a Friday game")
        try:
            tabletop.replay(game["record"])
        except tabletop.Error as error:
            raise SystemExit(f"{path}, game {number}: {error}") from None
    return games


def report(counts: dict[str, Counter], top: int) -> str:
    games = sum(counts["ending"].values())
    lines = [f"{games} games: " + ", ".join(f"{n} {k}" for k, n in counts["ending"].most_common())]
    lines.append("step      choices  departed")
    for step in STEPS:
        choices, departed = counts["choices"][step], counts["departed"][step]
        if choices:
            lines.append(f"{step:8} {choices:8} {departed:6} ({departed / choices:.1%})")
    lines.append("commonest departures (heuristic -> played):")
    lines += [f"{n:6}  {pair}" for pair, n in counts["pairs"].most_common(top)]
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("file", help="a tabletop simulate friday --out file")
    parser.add_argument("--top", type=int, default=20, help="departures to list")
    args = parser.parse_args()
    if args.top < 0:
        parser.error("--top must be at least 0")
    print(report(tally(load(args.file)), args.top))


if __name__ == "__main__":
    main()
