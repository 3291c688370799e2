"""The game log: one language-neutral entry per public event, for every game with a log module.

An :class:`Entry` is an English msgid (its ``key``, marked ``N_`` in the game's log module), the
values of its placeholders and the seats it concerns; :func:`render` puts it into words in any
language with a :class:`~tabletop.i18n.Translator`, and :meth:`Entry.to_dict` sends it to a page
as JSON, to be worded there with the page's catalog. Values are plain numbers and strings
(notation-free: a die face, a square's coordinate), a :class:`Seat` (worded as the seat's display
name), a :class:`Term` (a msgid of its own: a card's name, a side, a reason) or a tuple of
those (a list, joined by the language's separator).

A seat's log is built from what that seat saw, and from nothing else: a game's :class:`GameLog`
is handed, for each move, who moved, the view of the seat before and after it, and the move's
notation only when the seat may know it (its own moves, and the moves the game declares public
where they are made). So a seat's log cannot tell more than its views did: a Kung Fu pick shows
as "chose their cards" until the reveal shows the cards, and a Gun Rain face-down card is never
named. The spectator (seat None) gets the log of what everybody saw.

A game's log module is named by its descriptor's ``log`` (``"package.module"``, imported on first
use) and provides ``LOG``, a :class:`GameLog` subclass; a game without one has an empty log.
"""

from __future__ import annotations

import copy
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from importlib import import_module
from typing import TYPE_CHECKING, Any

from tabletop.engine import GameDescriptor, RecordError, replay
from tabletop.engine.contract import State
from tabletop.engine.records import field_error, play_actions
from tabletop.i18n import N_
from tabletop.i18n.common import ERRORS, word

if TYPE_CHECKING:
    from tabletop.i18n import Translator

# TRANSLATORS: between the items of a list in the game log ("7♠, 9♥, 4♣").
LIST_SEPARATOR = N_(", ")


@dataclass(frozen=True)
class Seat:
    """A seat, worded as its display name (``names``) or "Player {n}" (numbered from 1)."""

    seat: int


@dataclass(frozen=True)
class Term:
    """A value that is itself a message: a msgid and its values. ``card`` is the id of the card
    it names, if it names one, so a page can show that card and tests can see what is named."""

    key: str
    values: Mapping[str, Any] = field(default_factory=dict)
    card: str | None = None


Value = str | int | Seat | Term | tuple["Value", ...]


@dataclass(frozen=True)
class Entry:
    """One public event: ``kind`` (a stable name: "draw", "attack"...), the msgid ``key``, the
    values of its placeholders and the seats it concerns (its actor first)."""

    kind: str
    key: str
    values: Mapping[str, Value] = field(default_factory=dict)
    seats: tuple[int, ...] = ()

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready: ``{"kind", "key", "values", "seats"}``, values as :func:`value_dict`."""
        return {
            "kind": self.kind,
            "key": self.key,
            "values": {name: value_dict(v) for name, v in self.values.items()},
            "seats": list(self.seats),
        }

    def cards(self) -> set[str]:
        """The ids of every card this entry names."""
        found: set[str] = set()
        _collect_cards(self.values.values(), found)
        return found


def value_dict(value: Value) -> Any:
    """A value as JSON: numbers and strings as they are, ``{"seat": n}``, ``{"key", "values"}``
    (with ``"card"`` when it names one), lists as lists."""
    if isinstance(value, Seat):
        return {"seat": value.seat}
    if isinstance(value, Term):
        out: dict[str, Any] = {
            "key": value.key,
            "values": {name: value_dict(v) for name, v in value.values.items()},
        }
        if value.card is not None:
            out["card"] = value.card
        return out
    if isinstance(value, tuple):
        return [value_dict(v) for v in value]
    return value


def _collect_cards(values: Iterable[Value], found: set[str]) -> None:
    for value in values:
        if isinstance(value, Term):
            if value.card is not None:
                found.add(value.card)
            _collect_cards(value.values.values(), found)
        elif isinstance(value, tuple):
            _collect_cards(value, found)


def seat_name(seat: int, t: Translator, names: Sequence[str] | None = None) -> str:
    """A seat's display name: ``names[seat]`` if given, else "Player {n}" numbered from 1."""
    if names is not None and 0 <= seat < len(names):
        return names[seat]
    return t.format(word("player_n"), player=seat + 1)


def render_value(value: Value, t: Translator, names: Sequence[str] | None = None) -> str:
    """One value in words (see :func:`render`)."""
    if isinstance(value, Seat):
        return seat_name(value.seat, t, names)
    if isinstance(value, Term):
        return _fill(value.key, value.values, t, names)
    if isinstance(value, tuple):
        return t.gettext(LIST_SEPARATOR).join(render_value(v, t, names) for v in value)
    return str(value)


def _fill(key: str, values: Mapping[str, Value], t: Translator, names: Sequence[str] | None) -> str:
    if not values:
        return t.gettext(key)
    return t.format(key, **{name: render_value(v, t, names) for name, v in values.items()})


def render(entry: Entry, t: Translator, names: Sequence[str] | None = None) -> str:
    """The entry in ``t``'s language; seats by ``names`` (display names by seat) if given."""
    return _fill(entry.key, entry.values, t, names)


class GameLog:
    """A game's log: turns each move a seat saw into entries. Subclasses (one per game, the
    ``LOG`` of its log module) override :meth:`opening`, :meth:`step` and :meth:`public`.

    One instance follows one seat through one game, so it may remember what it was told (Gun
    Rain keeps who still has to draw); it is only ever told what that seat saw."""

    def __init__(self, seat: int | None) -> None:
        self.seat = seat

    def public(self, view: dict) -> bool:
        """Whether a move made in this position is seen by all, notation and all (a fight in
        Friday, an attack in Kung Fu), rather than a secret step only its maker knows."""
        return False

    def opening(self, view: dict) -> list[Entry]:
        """What the table shows as the game starts (the first hazards offered...)."""
        return []

    def step(self, actor: int, notation: str | None, before: dict, after: dict) -> list[Entry]:
        """The entries for one move by ``actor``: ``before`` and ``after`` are this seat's
        views around it; ``notation`` is None when the seat may not know the move."""
        raise NotImplementedError


class NoLog(GameLog):
    """The log of a game without a log module: empty."""

    def step(self, actor: int, notation: str | None, before: dict, after: dict) -> list[Entry]:
        return []


def log_class(game: GameDescriptor) -> type[GameLog]:
    """The ``LOG`` class of the module the descriptor's ``log`` names, or :class:`NoLog`."""
    return import_module(game.log).LOG if game.log else NoLog


class SeatLog:
    """One seat's log of one game, grown a move at a time: the server and the terminal keep
    one per seat and call :meth:`advance` after every move."""

    def __init__(self, state: State, seat: int | None) -> None:
        """Start from ``state`` (usually a new game): its opening entries come first."""
        self.seat = state.check_seat(seat, spectator=True)
        self._log = log_class(state.game.descriptor)(self.seat)
        self._view = state.view(self.seat)
        self.entries: list[Entry] = list(self._log.opening(self._view))

    def copy(self) -> SeatLog:
        """A copy that grows apart from this log (for undo to go back to): the entries are
        shared, being immutable; the game's log object, which may keep a little state, is
        copied."""
        twin = copy.copy(self)
        twin.entries = list(self.entries)
        twin._log = copy.deepcopy(self._log)
        return twin

    def advance(self, actor: int, notation: str, state: State) -> list[Entry]:
        """Log ``actor``'s move ``notation``, ``state`` being the position it led to; returns
        the new entries. The notation reaches the game's log only if the seat may know it."""
        after = state.view(self.seat)
        known = notation if actor == self.seat or self._log.public(self._view) else None
        new = self._log.step(actor, known, self._view, after)
        self._view = after
        self.entries.extend(new)
        return new


def log_entries(state_or_record: State | Mapping[str, Any], seat: int | None) -> list[Entry]:
    """The whole log of ``seat`` (None: a spectator) for a game so far, given its state or its
    record: the game is replayed from its record, move by move (a bad record is a RecordError).
    A sampled world (from ``determinize``) has no record, so no log: ConfigError."""
    if isinstance(state_or_record, State):
        record: Mapping[str, Any] = state_or_record.record()
    elif isinstance(state_or_record, Mapping):
        record = state_or_record
    else:
        raise RecordError(msgid=ERRORS["record_not_object"])
    actions = record.get("actions")
    if not isinstance(actions, list):
        raise field_error("actions", "list")
    state = replay({**record, "actions": []})  # the record's other fields checked, game dealt
    log = SeatLog(state, seat)
    for player in play_actions(state, actions):
        log.advance(player, state.actions_taken()[-1][1], state)
    return log.entries


__all__ = [
    "LIST_SEPARATOR",
    "Entry",
    "GameLog",
    "NoLog",
    "Seat",
    "SeatLog",
    "Term",
    "Value",
    "log_class",
    "log_entries",
    "render",
    "render_value",
    "seat_name",
    "value_dict",
]
