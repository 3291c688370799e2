"""An engine game played with explicit chance (engine/chance.py), for OpenSpiel's chance nodes.

A position is settled (a state) or waits for chance in the middle of a move or of the deal.
:class:`ChanceMoves` plays a move, or deals, with the chance outcomes chosen so far (``feed``):
it gives the state reached, or the outcomes of the next chance node when the feed runs out. It
plays the move from the position before it each time (a clone), so the rules are written once,
and nothing in a settled state holds an outcome still to come.
"""

from __future__ import annotations

import functools
from typing import Any

import tabletop
from tabletop.engine import Action, ConfigError, Game, Rng, State
from tabletop.engine.chance import ChanceRng, NeedChance, Outcomes


class ChanceMoves:
    """Deals and moves of one configured game with explicit chance.

    It deals with an engine game object of its own, whose ``make_rng`` hands the state being
    dealt a :class:`ChanceRng` reading the deal's outcomes so far (and a seeded ``Rng`` at any
    other time, so that the game object works as any other: ``observation_size`` deals one).
    """

    def __init__(self, name: str, options: tuple[tuple[str, Any], ...]) -> None:
        if not tabletop.engine.descriptor(name).research.explicit_chance:
            raise ConfigError(
                f"{name} does not support explicit chance (its rules do not reach every card and "
                "die through the chance hooks of engine/rng.py); use chance_mode='sampled'"
            )
        self.name, self.options = name, options
        self.engine: Game = tabletop.make(name, **dict(options))
        self._feed: list[int] | None = None  # the outcomes of the deal being made
        self.engine.make_rng = self._rng  # this object's own game: nothing else deals from it

    def _rng(self, seed: int) -> ChanceRng | Rng:
        return Rng(seed) if self._feed is None else ChanceRng(self._feed)

    def __reduce__(self) -> tuple:
        return chance_moves, (self.name, self.options)

    def deal(self, feed: list[int]) -> State | Outcomes:
        """The initial state dealt with the outcomes ``feed``, or the next chance node's
        outcomes. A dealt state has no seed: its record would not replay it."""
        self._feed = feed
        try:
            state = self.engine.new_game(seed=0)
        except NeedChance as need:
            return need.outcomes
        finally:
            self._feed = None
        return _settled(state, feed)

    @functools.cached_property
    def first(self) -> State | Outcomes:
        """``deal([])``: the deal's first chance node is the same for every deal."""
        return self.deal([])

    def fixed(self, seed: int) -> State:
        """The deal of engine seed ``seed`` (as ``tabletop.make(...).new_game(seed)``), whose
        later chance is explicit: its hidden cards are dealt again as they come to light."""
        return self.world(self.engine.new_game(seed=seed))

    @staticmethod
    def world(state: State) -> State:
        """``state`` (a fixed deal, or a world sampled by ``determinize``) with explicit chance
        from now on; it has no record, as its hidden cards will not be the seeded ones."""
        state.rng = ChanceRng()
        state.seed = None
        return state

    @staticmethod
    def play(base: State, player: int, action: Action, feed: list[int]) -> State | Outcomes:
        """``base`` after ``player``'s legal ``action`` with the outcomes ``feed`` (``base``
        itself is left as it was), or the next chance node's outcomes."""
        state = base.clone()
        state.rng.start(feed)
        try:
            state.apply_legal(player, action)
        except NeedChance as need:
            return need.outcomes
        return _settled(state, feed)


def _settled(state: State, feed: list[int]) -> State:
    if state.rng.used != len(feed):
        raise ValueError(f"{len(feed) - state.rng.used} chance outcome(s) too many for this move")
    state.seed = None
    return state


@functools.lru_cache(maxsize=64)
def chance_moves(name: str, options: tuple[tuple[str, Any], ...]) -> ChanceMoves:
    """One :class:`ChanceMoves` per configured game (it is configuration only, like a Game)."""
    return ChanceMoves(name, options)
