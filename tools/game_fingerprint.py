"""One digest of many seeded random games of every game: a change that should leave the rules
as they are (a faster layout, a compiled build) must leave it as it is.

    python tools/game_fingerprint.py [--games 300] [--every 10] [--per-game]

Each game (Friday at levels 1-4, Gun Rain, Kung Fu with 2-5 players, in turn) is dealt from its
index and played by ``random.Random(index)``. Every step adds the move's notation; every
``--every``-th step also adds a clone played out to its end by its own generator, and the view of
a sampled world (``determinize``) of the seat to move; the end adds the result and every seat's
view. The digest covers rules, chance, cloning and sampling at once, and prints the same on any
machine for the same rules.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import random
from typing import Any

import tabletop

CONFIGS: tuple[tuple[str, dict[str, Any]], ...] = (
    ("friday", {"level": 1}),
    ("friday", {"level": 2}),
    ("friday", {"level": 3}),
    ("friday", {"level": 4}),
    ("gunrain", {}),
    ("kungfu", {"players": 2}),
    ("kungfu", {"players": 3}),
    ("kungfu", {"players": 4}),
    ("kungfu", {"players": 5}),
)


def _text(value: Any) -> str:
    return json.dumps(value, sort_keys=True, default=repr, ensure_ascii=False)


def _play_out(state: Any, rnd: random.Random) -> list[str]:
    moves = []
    while not state.is_over:
        player = state.to_move[0]
        action = rnd.choice(state.legal_actions(player))
        state.apply(player, action)
        moves.append(action.notation)
    return moves


def game_lines(game: Any, index: int, every: int) -> list[str]:
    """What one game shows: its moves, the probes along the way, its end."""
    state, rnd = game.new_game(seed=index), random.Random(index)
    lines, step = [], 0
    while not state.is_over:
        player = state.to_move[0]
        action = rnd.choice(state.legal_actions(player))
        state.apply(player, action)
        lines.append(action.notation)
        step += 1
        if step % every == 0 and not state.is_over:
            twin = state.clone()
            lines.append(_text(_play_out(twin, random.Random(step))))
            lines.append(_text(twin.result.to_dict()))
            seat = state.to_move[0]
            world = state.determinize(seat, random.Random(index * 7919 + step))
            lines.append(_text(world.view(seat)))
    lines.append(_text(state.result.to_dict()))
    lines.extend(_text(state.view(seat)) for seat in range(game.num_players))
    return lines


def fingerprint(games: int, every: int) -> dict[str, str]:
    """The digest of each configuration's games, and of all of them ("all")."""
    made = [(f"{name} {_text(opts)}", tabletop.make(name, **opts)) for name, opts in CONFIGS]
    digests = {label: hashlib.sha256() for label, _ in made}
    everything = hashlib.sha256()
    for index in range(games):
        label, game = made[index % len(made)]
        text = "\n".join(game_lines(game, index, every)).encode()
        digests[label].update(text)
        everything.update(text)
    out = {label: digest.hexdigest()[:16] for label, digest in digests.items()}
    out["all"] = everything.hexdigest()[:16]
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=300, help="games in all, spread over configs")
    parser.add_argument("--every", type=int, default=10, help="steps between probes")
    parser.add_argument("--per-game", action="store_true", help="a digest per configuration too")
    args = parser.parse_args()
    if args.games < 1 or args.every < 1:
        parser.error("--games and --every are at least 1")
    digests = fingerprint(args.games, args.every)
    if args.per_game:
        for label, digest in digests.items():
            print(f"{digest}  {label}")
    else:
        print(digests["all"])


if __name__ == "__main__":
    main()
