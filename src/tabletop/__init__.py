"""tabletop: tabletop rulebooks turned into exact, playable, simulable software."""

from .compiled import use_compiled_build

use_compiled_build()  # before anything imports the modules a build compiles

from .engine import (  # noqa: E402
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
