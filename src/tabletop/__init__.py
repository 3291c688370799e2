"""tabletop: tabletop rulebooks turned into exact, playable, simulable software."""

from .engine import (
    Action,
    ConfigError,
    Error,
    IllegalAction,
    RecordError,
    Result,
    games,
    load,
    make,
    replay,
    save,
)

__version__ = "0.1.0"

__all__ = [
    "Action",
    "ConfigError",
    "Error",
    "IllegalAction",
    "RecordError",
    "Result",
    "__version__",
    "games",
    "load",
    "make",
    "replay",
    "save",
]
