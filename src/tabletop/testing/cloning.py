"""Clone independence: searches clone at every simulated step and play the clone on, so an
object shared by mistake would let a simulated move leak into the real game, silently."""

from __future__ import annotations

import pickle
import random

from tabletop.engine import State

from .subject import Subject, expect, expect_same, play_randomly, sample_positions, where


def _mutable(value: object) -> bool:
    """Lists, dicts, sets, and objects with a copy of their own (a generator, a setting)."""
    return isinstance(value, list | dict | set | bytearray) or callable(
        getattr(value, "copy", None)
    )


def _slots(cls: type) -> list[str]:
    """Every slot of the class and of its bases."""
    return [
        s for klass in cls.__mro__ for s in getattr(klass, "__slots__", ()) if s != "__weakref__"
    ]


def check_clone(subject: Subject) -> None:
    """A clone is of the same class and shares no mutable object with the original (but the
    records its clone rules declare shared), nor any mutable item of a list; played on, it
    moves exactly as the original would, and leaves the original untouched."""
    games = [play_randomly(subject, offset) for offset in range(2)]
    rng = random.Random(subject.seed)
    positions = list(sample_positions(games, 16, rng))
    cls = type(positions[0][0])
    shared = set(getattr(cls, "clone_rules", {}).get("shared_records", ()))
    shared |= set(State.__slots__)  # the engine's own: the game, the seed, the history
    for state, seed, moves in positions:
        twin = state.clone()
        at = where(seed, moves)
        expect(type(twin) is type(state), f"clone made a {type(twin).__name__} ({at})")
        for slot in _slots(type(state)):
            if slot in shared or not hasattr(state, slot):
                continue
            value, copied = getattr(state, slot), getattr(twin, slot)
            if not _mutable(value):
                continue
            expect(copied is not value, f"the clone shares its {slot!r} ({at})")
            if isinstance(value, list):
                for mine, theirs in zip(value, copied, strict=True):
                    expect(
                        not _mutable(mine) or theirs is not mine,
                        f"the clone shares an item of {slot!r} ({at})",
                    )
    first = games[0].states
    for moves in sorted({len(first) // 4, len(first) // 2, 3 * len(first) // 4}):
        state, seed = first[moves], games[0].seed
        before = pickle.dumps(state)
        twin = state.clone()
        played, seen = [], []
        while not twin.is_over:
            player = rng.choice(twin.to_move)
            action = rng.choice(twin.legal_actions(player))
            twin.apply(player, action)
            played.append((player, action))
            seen.append([twin.view(p) for p in range(twin.game.num_players)])
        expect(
            pickle.dumps(state) == before,
            f"playing the clone on changed the original ({where(seed, moves)})",
        )
        for i, ((player, action), views) in enumerate(zip(played, seen, strict=True), 1):
            state.apply(player, action)
            expect_same(
                [state.view(p) for p in range(state.game.num_players)],
                views,
                f"the clone played on differently from the original ({where(seed, moves + i)})",
            )
