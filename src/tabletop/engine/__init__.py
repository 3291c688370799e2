"""Game-agnostic engine: the contract, errors, seeded randomness, records, registry."""

from .contract import Action, Game, Result, State, as_int, normalize_notation, unknown_keys
from .descriptor import BotLevel, GameDescriptor, Option, Research
from .errors import ConfigError, Error, IllegalAction, OptionError, RecordError
from .records import load, replay, save
from .registry import descriptor, descriptors, game_class, games, make
from .rng import Rng

__all__ = [
    "Action",
    "BotLevel",
    "ConfigError",
    "Error",
    "Game",
    "GameDescriptor",
    "IllegalAction",
    "Option",
    "OptionError",
    "RecordError",
    "Research",
    "Result",
    "Rng",
    "State",
    "as_int",
    "descriptor",
    "descriptors",
    "game_class",
    "games",
    "load",
    "make",
    "normalize_notation",
    "replay",
    "save",
    "unknown_keys",
]
