"""The errors a user can cause. Everything else is a bug and may raise anything."""


class Error(Exception):
    """Base class of every error tabletop raises on purpose."""


class ConfigError(Error):
    """A bad option, scenario (setup), card file or seat number: nothing was created."""


class IllegalAction(Error):
    """An action that is not legal now; the state is unchanged."""


class RecordError(Error):
    """A saved game that cannot be replayed (corrupt, other rules version, illegal action)."""


def counted(count: int, noun: str) -> str:
    """A count with its noun, for messages: "1 move", "3 moves"."""
    return f"{count} {noun}" if count == 1 else f"{count} {noun}s"
