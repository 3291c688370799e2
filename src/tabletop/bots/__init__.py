"""Bots: programs that pick actions knowing only the engine contract.

A bot sees what its seat may see (``view``, ``legal_actions``, and ``determinize`` for
search), never a game's hidden fields. Every bot is deterministic given its seed.
"""

from __future__ import annotations

import inspect
from typing import Any, Protocol

from tabletop.engine import Action, ConfigError, GameDescriptor, State, as_int
from tabletop.i18n.common import ERRORS

from .heuristics import HeuristicBot
from .ismcts import ISMCTSBot
from .random_bot import RandomBot


class Bot(Protocol):
    name: str

    def choose(self, state: State, player: int) -> Action:
        """The action ``player`` takes in ``state``; ``state`` is not changed."""


_BOTS: dict[str, type] = {"heuristic": HeuristicBot, "ismcts": ISMCTSBot, "random": RandomBot}

LEVELS = ("easy", "normal", "hard")  # named strengths, each a spec per game (bot_levels)
ADVISOR_SECONDS = 1.5  # a game with no `hard` search: long enough to be useful, short to wait for


def names() -> tuple[str, ...]:
    return tuple(sorted(_BOTS))


def names_for(game: GameDescriptor) -> tuple[str, ...]:
    """The bots that can play ``game``: the heuristic bot only where the game has a strategy
    (a plug-in may have none)."""
    return tuple(n for n in names() if n != "heuristic" or game.heuristic is not None)


def level_spec(game: GameDescriptor, level: str, players: int) -> str:
    """The bot spec a named level (``easy``, ``normal``, ``hard``) plays for ``game`` with
    ``players`` players; a level the game does not declare is a ConfigError."""
    found = game.bot_level(level)
    if found is None:
        declared = ", ".join(lv.name for lv in game.bot_levels) or "none"
        values = {"game": game.name, "level": repr(level), "levels": declared}
        raise ConfigError(msgid=ERRORS["bot_no_level"], values=values)
    return found.spec_for(players)


class LevelBot:
    """A named level: plays its game's spec for that level (``GameDescriptor.bot_levels``),
    looked up at the first move, when the game and its player count are known."""

    def __init__(self, level: str, seed: int = 0) -> None:
        self.name = level
        self.seed = seed
        self._bots: dict[tuple[str, int], Bot] = {}

    def choose(self, state: State, player: int) -> Action:
        game = state.game.descriptor
        key = (game.name, state.game.num_players)
        if key not in self._bots:
            self._bots[key] = from_spec(level_spec(game, self.name, key[1]), self.seed)
        return self._bots[key].choose(state, player)


def advisor(state: State, seed: int) -> ISMCTSBot:
    """The search behind a hint: the game's ``hard`` level for this many players, so the
    advice is the move the strongest bot would play (its ``analyse`` lists it first); a game
    whose ``hard`` is not a search gets plain ISMCTS for ``ADVISOR_SECONDS``."""
    hard = state.game.descriptor.bot_level("hard")
    if hard is not None:
        bot = from_spec(hard.spec_for(state.game.num_players), seed)
        if isinstance(bot, ISMCTSBot):
            return bot
    return ISMCTSBot(seed=seed, seconds=ADVISOR_SECONDS)


def check_fits(spec: str, game: GameDescriptor) -> None:
    """Refuse a bad bot spec, or one that cannot play ``game``, before the game starts rather
    than at the bot's first move."""
    bot = from_spec(spec, 0)
    name = spec.split(":")[0]
    if name in LEVELS:
        level_spec(game, name, game.min_players)  # refuses a level the game lacks
        return
    if name not in names_for(game):
        values = {"bot": name, "game": game.name, "bots": ", ".join(names_for(game))}
        raise ConfigError(msgid=ERRORS["bot_not_for_game"], values=values)
    if isinstance(bot, HeuristicBot | ISMCTSBot):
        bot.check(game)  # a style the game's strategy lacks


def from_spec(spec: str, seed: int) -> Bot:
    """A bot from text: ``"random"``, ``"ismcts:iterations=200:rollout=random"``, or a named
    level, ``"easy"``, ``"normal"`` or ``"hard"``, which each game resolves to a spec."""
    if not isinstance(spec, str):
        raise ConfigError(msgid=ERRORS["bot_spec_text"], values={"spec": repr(spec)})
    name, *pairs = spec.split(":")
    if name in LEVELS:
        if pairs:
            values = {"level": repr(name), "spec": repr(spec)}
            raise ConfigError(msgid=ERRORS["bot_level_options"], values=values)
        return LevelBot(name, _seed(seed))
    options: dict[str, Any] = {}
    for pair in pairs:
        key, eq, value = pair.partition("=")
        if not eq:
            values = {"pair": repr(pair), "spec": repr(spec)}
            raise ConfigError(msgid=ERRORS["bot_option_not_pair"], values=values)
        if key == "seed":
            raise ConfigError(msgid=ERRORS["bot_seeded"], values={"spec": repr(spec)})
        options[key] = _number(value)
    return make(name, seed=seed, **options)


def _number(text: str) -> Any:
    for kind in (int, float):
        try:
            return kind(text)
        except ValueError:
            pass
    return text


def make(name: str, /, **options: Any) -> Bot:  # (an option named "name" is unknown)
    """A bot by name, e.g. ``make("random", seed=1)``; bad names or options: ConfigError."""
    if not isinstance(name, str) or name not in _BOTS:  # (a list is not even hashable)
        values = {"bot": repr(name), "bots": ", ".join(names()), "levels": ", ".join(LEVELS)}
        raise ConfigError(msgid=ERRORS["bot_unknown"], values=values)
    accepted = inspect.signature(_BOTS[name]).parameters
    unknown = sorted(set(options) - set(accepted))
    if unknown:
        known = ", ".join(k for k in accepted if k != "seed") or "none"
        values = {"bot": repr(name), "option": repr(unknown[0]), "options": known}
        raise ConfigError(msgid=ERRORS["bot_option_unknown"], values=values)
    if "seed" in options:
        options["seed"] = _seed(options["seed"])
    return _BOTS[name](**options)


def _seed(given: Any) -> int:
    """A bot's seed as a game's: any integer type, kept as an int."""
    seed = as_int(given)
    if seed is None:  # random.Random takes None (unseeded), "3" and 1.5 too
        raise ConfigError(msgid=ERRORS["bot_seed"], values={"seed": repr(given)})
    return seed


__all__ = [
    "ADVISOR_SECONDS",
    "LEVELS",
    "Bot",
    "HeuristicBot",
    "ISMCTSBot",
    "LevelBot",
    "RandomBot",
    "advisor",
    "check_fits",
    "from_spec",
    "level_spec",
    "make",
    "names",
    "names_for",
]
