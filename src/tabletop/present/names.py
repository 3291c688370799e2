"""Every seat's display name, distinct and in the reader's language, for the log, the end
screen and the score tables of the pages and the terminal.

One way to name a seat in every face (docs/i18n-style.md): people keep the names they typed (a
second "Ann" reads "Ann (2)"); an unnamed person (a hot-seat seat, a name like "Player 0" that
only says the seat) reads "Player {n}"; a bot reads "Bot {n} (Hard)". Wherever a seat needs a
number it is :func:`seat_number`, counted from 1, the same on the page, in the terminal, in the
log and in the replay; only notation keeps its own 0-based seat indices (docs/i18n-style.md says
how they map).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from tabletop.i18n import Translator
from tabletop.i18n.common import BOT_KINDS, BOT_LEVELS, SEAT_NAMES, word
from tabletop.present.log import seat_name

_GENERIC = re.compile(r"player \d+", re.IGNORECASE)


def bot_word(spec: str, t: Translator) -> str:
    """A bot spec's level or kind in words ("hard" -> "Hard"); options are left out (the
    number in the name already tells two bots apart). An unknown bot reads as its name."""
    name = spec.removeprefix("bot:").split(":")[0]
    known = BOT_LEVELS.get(name) or BOT_KINDS.get(name)
    return t.gettext(known) if known else name


def seat_number(seat: int) -> int:
    """The number a person reads for the seat with index ``seat``: counted from 1."""
    return seat + 1


def display_names(seats: Sequence[tuple[str | None, str | None]], t: Translator) -> list[str]:
    """One distinct name per seat; each seat is ``(typed name or None, bot spec or None)``."""
    names: list[str] = []
    taken: dict[str, int] = {}
    for index, (typed, bot) in enumerate(seats):
        if bot:
            name = t.format(SEAT_NAMES["bot"], n=seat_number(index), bot=bot_word(bot, t))
        elif typed and typed.strip() and not _GENERIC.fullmatch(typed.strip()):
            name = typed.strip()
        else:
            name = t.format(word("player_n"), player=seat_number(index))
        count = taken[name] = taken.get(name, 0) + 1
        names.append(name if count == 1 else t.format(SEAT_NAMES["again"], name=name, n=count))
    return names


def seat_names(count: int, t: Translator, names: Sequence[str] | None = None) -> list[str]:
    """``names`` if given, else the names of ``count`` seats nobody named ("Player 1"...): what
    an end screen or an outcome calls the seats when its caller knows no better."""
    return list(names) if names is not None else display_names([(None, None)] * count, t)


def named_reason(
    reason: Callable[[Mapping[str, Any]], tuple[str, dict[str, Any]]],
    named: Mapping[str, str],
    result: Mapping[str, Any],
    t: Translator,
    names: Sequence[str] | None = None,
) -> str:
    """Why a game ended (``reason``: the game's texts' msgid and values for a result), in ``t``'s
    language; a reason that names a seat by number is worded by ``named`` (its msgid -> the same
    sentence with ``{player}`` a name) with the seat's display name from ``names``, else
    "Player 1"..."""
    message, values = reason(result)
    if message in named and "player" in values:
        return t.format(named[message], player=seat_name(int(values["player"]), t, names))
    return t.format(message, **values)


__all__ = ["bot_word", "display_names", "named_reason", "seat_names", "seat_number"]
