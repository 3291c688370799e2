"""The "heuristic" bot: one hand-written strategy per game, each reading only the view.

A strategy lives in its game's package (``rulesets/<game>/heuristic.py``, the descriptor's
``heuristic``); this module only finds and runs it. Each strategy module also has
``evaluate(state) -> Estimate``: a static guess of how the game will end, which a search calls
on the worlds it samples (never on the real state) to cut its rollouts short; and may have
``quiet(state) -> bool``, the positions where that guess is fair to compare (Kung Fu: while
cards are chosen, when no attack is half done). A strategy may also name other evaluations in
``LEAVES`` (name -> ``(evaluate, quiet)``), which a search asks for by name (``leaf=``): a
stronger bot can then try a fitted estimate while the levels already measured keep theirs.
And it may have ``guess(world, seat)``, which remakes in a world sampled for ``seat`` the
opponents' hidden choices that ``determinize`` deals at random, as the strategy would make them
(a search's ``guess=1``).
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache
from importlib import import_module
from types import ModuleType
from typing import NamedTuple

from tabletop.engine import Action, ConfigError, GameDescriptor, State
from tabletop.i18n.common import ERRORS


class Estimate(NamedTuple):
    """A position's static evaluation, per player."""

    values: tuple[float, ...]  # expected reward in 0..1 (the search's reward scale)
    scores: tuple[float, ...]  # expected final score


class HeuristicBot:
    name = "heuristic"

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed  # the strategies are deterministic; the seed is kept for symmetry

    @staticmethod
    def knows(state: State) -> bool:
        return state.game.descriptor.heuristic is not None

    def choose(self, state: State, player: int) -> Action:
        return _strategy(state.game.descriptor).choose(state, player)

    @staticmethod
    def policy(state: State) -> Callable[[State, int], Action]:
        """The game's ``choose(state, player)`` itself, for a playout that asks it at every
        move: looking the strategy up through the descriptor each time costs a tenth of a
        Friday playout."""
        return _strategy(state.game.descriptor).choose

    @staticmethod
    def guesser(state: State) -> Callable[[State, int], None] | None:
        """The strategy's ``guess(world, seat)``, which remakes the opponents' hidden choices
        in a sampled world as it would make them, or None (no heuristic, or no such guess)."""
        game = state.game.descriptor
        return getattr(_strategy(game), "guess", None) if game.heuristic else None


def _strategy(game: GameDescriptor) -> ModuleType:
    """The game's strategy module (its descriptor's ``heuristic``)."""
    if game.heuristic is None:
        raise ConfigError(msgid=ERRORS["no_heuristic"], values={"game": game.name})
    return _module(game.heuristic)


@cache
def _module(name: str) -> ModuleType:
    """A strategy module, looked up once: rollouts ask for it at every move."""
    return import_module(name)


def evaluator(
    game: GameDescriptor, leaf: str | None = None
) -> tuple[Callable[[State], Estimate], Callable[[State], bool]] | None:
    """The game's ``evaluate(state) -> Estimate`` and ``quiet(state) -> bool`` (positions the
    evaluation can be trusted at; every position when the game has no ``quiet``), or None; with
    ``leaf``, the pair its strategy names so in ``LEAVES`` (a ConfigError listing the names it
    has when it has no such leaf)."""
    if leaf is not None:
        leaves = getattr(_strategy(game), "LEAVES", {}) if game.heuristic else {}
        if leaf not in leaves:
            values = {"game": game.name, "value": repr(leaf), "leaves": ", ".join(leaves) or "-"}
            raise ConfigError(msgid=ERRORS["ismcts_leaf"], values=values)
        return leaves[leaf]
    if game.heuristic is None or not hasattr(strategy := _strategy(game), "evaluate"):
        return None
    return strategy.evaluate, getattr(strategy, "quiet", _anywhere)


def _anywhere(state: State) -> bool:
    return True
