"""Blind Bid broken on purpose, one way each, for the tests of tabletop.testing: each must be
caught by the check that looks for that mistake. Imported while the plug-in is installed."""

from __future__ import annotations

import dataclasses
import random
from typing import Any

from tabletop_blindbid.descriptor import DESCRIPTOR
from tabletop_blindbid.game import BlindBidGame
from tabletop_blindbid.rules import BlindBidState

from tabletop.engine import Rng
from tabletop.engine.descriptor import GameDescriptor


class Broken(BlindBidState):
    """Blind Bid whose clones (and so its sampled worlds) keep the broken class."""

    __slots__ = ()

    def clone(self) -> BlindBidState:
        twin = super().clone()
        twin.__class__ = type(self)
        return twin


class LeakyState(Broken):
    """Its view shows the other seat's hand."""

    __slots__ = ()

    def view(self, player: int | None = 0) -> dict:
        seen = super().view(player)
        seat = self.check_seat(player, spectator=True)
        if seat is not None:
            seen["other_hand"] = self.hands[1 - seat][:]
        return seen


class SharingState(Broken):
    """Its clone shares the hands with the original."""

    __slots__ = ()

    def clone(self) -> BlindBidState:
        twin = super().clone()
        twin.hands = self.hands
        return twin


class DiceState(Broken):
    """A round gives a bonus drawn from Python's own generator, which no seed governs."""

    __slots__ = ()

    def _settle(self) -> None:
        self.scores[0] += random.randrange(1 << 30)
        super()._settle()


class TellingState(Broken):
    """Its refusal of an illegal move tells the other seat's face-down bid."""

    __slots__ = ()

    def describe_phase(self) -> str:
        return f"bids so far {self.bids}"


class PeekingState(Broken):
    """Its sampled worlds shuffle the face-down prizes from their real order (not sorted
    first), so what a search samples, and so decides, depends on the real prizes to come."""

    __slots__ = ()

    def _determinize(self, player: int, rng: Any) -> BlindBidState:
        world = super()._determinize(player, rng)
        world.pile = self.pile[:]
        rng.shuffle(world.pile)
        world.rng = Rng(rng.randrange(1 << 64))
        return world


def _broken(name: str, state: type[Broken]) -> tuple[GameDescriptor, type]:
    """A game named ``name`` playing ``state``: its own descriptor, no optional parts."""
    cls = type(f"{state.__name__}Game", (BlindBidGame,), {"__module__": __name__})
    described = dataclasses.replace(
        DESCRIPTOR, name=name, game=f"{__name__}:{cls.__name__}", parts=()
    )
    cls.descriptor = described
    cls.name = name
    cls.new_game = lambda self, seed, setup=None: _as(
        state, BlindBidGame.new_game(self, seed, setup)
    )
    globals()[cls.__name__] = cls
    return described, cls


def _as(state: type[Broken], dealt: BlindBidState) -> BlindBidState:
    dealt.__class__ = state
    return dealt


BROKEN = {
    name: _broken(name, state)[0]
    for name, state in (
        ("leaky", LeakyState),
        ("sharing", SharingState),
        ("dice", DiceState),
        ("telling", TellingState),
        ("peeking", PeekingState),
    )
}
