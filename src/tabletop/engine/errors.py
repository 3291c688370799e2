"""The errors a user can cause. Everything else is a bug and may raise anything."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any


class Error(Exception):
    """Base class of every error tabletop raises on purpose.

    ``Error("text")`` carries English only. ``Error(msgid=..., values=...)`` carries a
    language-neutral message too: ``msgid`` is an English template marked for the catalogs
    (``tabletop.i18n.common.ERRORS``) and ``values`` fill its placeholders as the user typed
    them, so the command line can word it in the user's language; ``str()`` stays the English
    ``msgid.format(**values)`` for Python callers. Pickling keeps both (``__dict__``).
    """

    msgid: str | None = None
    values: Mapping[str, Any] = {}

    def __init__(
        self, *args: Any, msgid: str | None = None, values: Mapping[str, Any] | None = None
    ) -> None:
        if msgid is not None:
            self.msgid, self.values = msgid, dict(values or {})
            args = args or (msgid.format(**self.values),)
        super().__init__(*args)

    def worded(self, format: Callable[..., str]) -> str:
        """The message in a language: ``format`` is a translator's ``format(msgid, **values)``
        (a :class:`Term` value is translated too, a :class:`Phrase` or error value is worded
        the same way); an error without a msgid comes back as its English text."""
        if not self.msgid:
            return str(self)
        return format(self.msgid, **{k: _worded(v, format) for k, v in self.values.items()})


def _worded(value: Any, format: Callable[..., str]) -> Any:
    if isinstance(value, Term):
        return format(value)
    return value.worded(format) if isinstance(value, Error | Phrase) else value


class Term(str):
    """A value that is itself a msgid (a word such as "setup"), translated inside its message."""


class Phrase:
    """A part of a message that has values of its own (what is wrong with a card file's
    entry, where in the file): a msgid and its values, worded inside the message that holds
    it; ``str()`` is the English."""

    def __init__(self, msgid: str, /, **values: Any) -> None:
        self.msgid, self.values = msgid, values

    def __str__(self) -> str:
        return self.msgid.format(**self.values)

    def __repr__(self) -> str:
        return f"Phrase({self.msgid!r}, **{self.values!r})"

    def worded(self, format: Callable[..., str]) -> str:
        return format(self.msgid, **{k: _worded(v, format) for k, v in self.values.items()})


class ConfigError(Error):
    """A bad option, scenario (setup), card file or seat number: nothing was created."""


# The same text as tabletop.i18n.common.ERRORS["option_choice"] (a test checks they agree).
OPTION_CHOICE = "{game}: option {key}={given} is not one of {choices}"


class OptionError(ConfigError):
    """An option given a value the game does not allow. Its message writes values as Python
    does (``draft=False``); :meth:`message` writes them as another caller types them."""

    msgid = OPTION_CHOICE

    def __init__(self, game: str, key: str, given: Any, allowed: tuple) -> None:
        self.game, self.key, self.given, self.allowed = game, key, given, allowed
        super().__init__(self.message(repr))

    @property
    def values(self) -> Mapping[str, Any]:  # type: ignore[override]
        """The placeholders of ``option_choice``, values as Python writes them."""
        return self.choice_values(repr)

    def choice_values(self, show: Callable[[Any], str]) -> dict[str, str]:
        """``option_choice``'s placeholders with every value written by ``show``."""
        choices = ", ".join(map(show, self.allowed))
        return {"game": self.game, "key": self.key, "given": show(self.given), "choices": choices}

    def message(self, show: Callable[[Any], str]) -> str:
        """The error with every value written by ``show``."""
        return OPTION_CHOICE.format(**self.choice_values(show))

    def __reduce__(self) -> tuple:  # pickled back from a worker process
        return type(self), (self.game, self.key, self.given, self.allowed)


class IllegalAction(Error):
    """An action that is not legal now; the state is unchanged."""


class RecordError(Error):
    """A saved game that cannot be replayed (corrupt, other rules version, illegal action)."""


def counted(count: int, noun: str) -> str:
    """A count with its noun, for messages: "1 move", "3 moves"."""
    return f"{count} {noun}" if count == 1 else f"{count} {noun}s"
