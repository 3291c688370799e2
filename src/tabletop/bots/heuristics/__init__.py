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
(a search's ``guess=1``). A strategy may also name ways to weigh its choices in ``STYLES``
(name -> style); its ``choose``, ``guess`` and ``LEAVES`` evaluations then take ``style=``
(``heuristic:style=NAME``, and a search's ``style=``, which plays every seat of its worlds in
that style and scores them by a leaf fitted to games played so), the levels already measured
keeping the default.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache, partial
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

    def __init__(self, seed: int = 0, style: str | None = None) -> None:
        self.seed = seed  # the strategies are deterministic; the seed is kept for symmetry
        self.style = None if style is None else str(style)

    @staticmethod
    def knows(state: State) -> bool:
        return state.game.descriptor.heuristic is not None

    def check(self, game: GameDescriptor) -> None:
        """A ConfigError if the bot's style is not one of ``game``'s strategy's."""
        if self.style is not None:
            _style(game, self.style)

    def choose(self, state: State, player: int) -> Action:
        return self.policy(state)(state, player)

    def policy(self, state: State) -> Callable[[State, int], Action]:
        """The game's ``choose(state, player)`` itself (in the bot's style), for a playout that
        asks it at every move: looking the strategy up through the descriptor each time costs
        a tenth of a Friday playout."""
        strategy = _strategy(state.game.descriptor)
        if self.style is None:
            return strategy.choose
        return partial(strategy.choose, style=_style(state.game.descriptor, self.style))

    def guesser(self, state: State) -> Callable[[State, int], None] | None:
        """The strategy's ``guess(world, seat)`` (in the bot's style), which remakes the
        opponents' hidden choices in a sampled world as it would make them, or None (no
        heuristic, or no such guess)."""
        game = state.game.descriptor
        guess = getattr(_strategy(game), "guess", None) if game.heuristic else None
        if guess is None or self.style is None:
            return guess
        return partial(guess, style=_style(game, self.style))


def _strategy(game: GameDescriptor) -> ModuleType:
    """The game's strategy module (its descriptor's ``heuristic``)."""
    if game.heuristic is None:
        raise ConfigError(msgid=ERRORS["no_heuristic"], values={"game": game.name})
    return _module(game.heuristic)


def _style(game: GameDescriptor, name: str) -> object:
    """The style ``name`` of the game's strategy (``STYLES``); a ConfigError listing the
    styles it has when it has no such style, or saying it has none."""
    styles = getattr(_strategy(game), "STYLES", {})
    if name not in styles:
        values = {"game": game.name, "value": repr(name), "styles": ", ".join(styles)}
        raise ConfigError(
            msgid=ERRORS["heuristic_style" if styles else "heuristic_no_style"], values=values
        )
    return styles[name]


@cache
def _module(name: str) -> ModuleType:
    """A strategy module, looked up once: rollouts ask for it at every move."""
    return import_module(name)


def evaluator(
    game: GameDescriptor, leaf: str | None = None, style: str | None = None
) -> tuple[Callable[[State], Estimate], Callable[[State], bool]] | None:
    """The game's ``evaluate(state) -> Estimate`` and ``quiet(state) -> bool`` (positions the
    evaluation can be trusted at; every position when the game has no ``quiet``), or None; with
    ``leaf``, the pair its strategy names so in ``LEAVES`` (a ConfigError listing the names it
    has when it has no such leaf), its evaluation in ``style`` when one is named."""
    if leaf is not None:
        leaves = getattr(_strategy(game), "LEAVES", {}) if game.heuristic else {}
        if leaf not in leaves:
            values = {"game": game.name, "value": repr(leaf), "leaves": ", ".join(leaves)}
            raise ConfigError(
                msgid=ERRORS["ismcts_leaf" if leaves else "ismcts_no_leaf"], values=values
            )
        evaluate, quiet = leaves[leaf]
        if style is None:
            return evaluate, quiet
        return partial(evaluate, style=_style(game, style)), quiet
    if game.heuristic is None or not hasattr(strategy := _strategy(game), "evaluate"):
        return None
    return strategy.evaluate, getattr(strategy, "quiet", _anywhere)


def _anywhere(state: State) -> bool:
    return True
