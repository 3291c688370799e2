"""What a check is run on (a game, its options and a seed), and the small tools every check
shares: random play from that seed, and a failure that says what differed."""

from __future__ import annotations

import json
import random
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

import tabletop
from tabletop.engine import Game, State


@dataclass(frozen=True)
class Subject:
    """One game under check: its registered ``name``, the ``options`` it is made with and the
    first ``seed`` the checks deal from (each check uses a few seeds from there on)."""

    name: str
    options: dict[str, Any] = field(default_factory=dict)
    seed: int = 0

    def game(self) -> Game:
        return tabletop.make(self.name, **self.options)

    def new(self, offset: int = 0) -> State:
        """A new game dealt from ``seed + offset``."""
        return self.game().new_game(self.seed + offset)


def expect(ok: object, what: str) -> None:
    """Fail the running check with ``what`` (an assert would vanish under ``python -O``)."""
    if not ok:
        raise AssertionError(what)


def difference(a: Any, b: Any, path: str = "") -> str | None:
    """Where two JSON-like values first differ, as ``path: a != b`` (None if equal), so a
    failure names the field rather than printing two whole views."""
    if type(a) is not type(b) and not (isinstance(a, int | float) and isinstance(b, int | float)):
        return f"{path or 'value'}: {_short(a)} != {_short(b)}"
    if isinstance(a, dict):
        for key in sorted(set(a) | set(b), key=str):
            if key not in a or key not in b:
                return f"{path}[{key!r}]: only in the {'first' if key in a else 'second'}"
            found = difference(a[key], b[key], f"{path}[{key!r}]")
            if found:
                return found
        return None
    if isinstance(a, list | tuple):
        for i, (x, y) in enumerate(zip(a, b, strict=False)):
            found = difference(x, y, f"{path}[{i}]")
            if found:
                return found
        if len(a) != len(b):
            return f"{path or 'value'}: {len(a)} items != {len(b)} items"
        return None
    return None if a == b else f"{path or 'value'}: {_short(a)} != {_short(b)}"


def _short(value: Any) -> str:
    text = json.dumps(value, default=repr) if not isinstance(value, str) else repr(value)
    return text if len(text) <= 120 else text[:117] + "..."


def expect_same(a: Any, b: Any, what: str, sides: tuple[str, str] | None = None) -> None:
    """Fail with ``what`` and the first difference unless ``a == b``; ``sides`` names where
    each came from (``("in the resampled world", "in the real game")``)."""
    if a != b:
        found = difference(a, b) or f"value: {_short(a)} != {_short(b)}"
        if sides:
            found = f"{found} ({sides[0]} != {sides[1]})"
        raise AssertionError(f"{what}; {found}")


WORLDS = ("resampled world", "real game")  # the sides of a hidden-information comparison


@dataclass
class Playthrough:
    """A whole random game: its positions (the first, then one after each move) and moves."""

    seed: int
    states: list[State]
    moves: list[tuple[int, str]]

    def steps(self) -> Iterator[tuple[State, int, str, State]]:
        for i, (actor, notation) in enumerate(self.moves):
            yield self.states[i], actor, notation, self.states[i + 1]


def play_randomly(subject: Subject, offset: int) -> Playthrough:
    """A game dealt from ``seed + offset`` played to the end by uniformly random moves (the
    mover too, when several seats may move), every position kept."""
    state = subject.new(offset)
    rng = random.Random(subject.seed + offset)
    states, moves = [state.clone()], []
    while not state.is_over:
        actor = rng.choice(state.to_move)
        action = rng.choice(state.legal_actions(actor))
        state.apply(actor, action)
        states.append(state.clone())
        moves.append((actor, action.notation))
    return Playthrough(subject.seed + offset, states, moves)


def sample_positions(
    games: list[Playthrough], most: int, rng: random.Random
) -> Iterator[tuple[State, int, int]]:
    """(position, its game's seed, moves made) for at most ``most`` positions of each game,
    drawn at random (a fixed stride could meet one phase of the game only), in order: a
    short game is checked whole, a long one costs no more."""
    for game in games:
        count = len(game.states)
        for i in sorted(rng.sample(range(count), min(most, count))):
            yield game.states[i], game.seed, i


def where(seed: int, moves: int, seat: int | None = None) -> str:
    """A position named in a failure: the deal and how far the game had gone."""
    seat_part = "" if seat is None else f", seat {seat}"
    return f"game seed {seed} after {moves} moves{seat_part}"
