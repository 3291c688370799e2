"""Turn clocks: a room's clock rule and the arithmetic of its running clocks.

A rule is fixed when the room is created: a time per move, or a bank per seat with an
increment (chess-style), and what happens when a seat's time runs out. The running state
(:class:`Clocks`) is kept with the room's row and rewritten with every action, its times
absolute (UTC epoch seconds), so any process, and the same one after a restart, computes
the same deadlines from the same row. Nothing here reads the time: callers pass ``now``.

A seat's clock runs while the seat is to move (several at once in a simultaneous phase),
from the moment it became to move until it is no longer; its own secret steps in between do
not stop it, since whether they happened is nobody else's business. Only the seats of people
have clocks.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

MODES = ("none", "move", "game")
FORFEIT = "forfeit"
# Bounds in seconds: a time per move, a game's bank per seat, the increment after each turn.
MOVE_SECONDS = (5, 3600)
BANK_SECONDS = (30, 3 * 3600)
INCREMENT_SECONDS = (0, 60)


@dataclass(frozen=True)
class ClockRule:
    """``mode`` "move" (``seconds`` for each turn) or "game" (``seconds`` in each seat's bank,
    ``increment`` added after each of its turns); ``timeout`` is "forfeit" or a bot level of
    the game ("bot:easy") that moves for a seat whose time ran out."""

    mode: str
    seconds: int
    increment: int = 0
    timeout: str = FORFEIT

    @property
    def bot(self) -> str | None:
        """The bot level that moves for a seat out of time ("easy"), or None for a forfeit."""
        return None if self.timeout == FORFEIT else self.timeout.removeprefix("bot:")

    def to_dict(self) -> dict[str, Any]:
        return {
            "mode": self.mode,
            "seconds": self.seconds,
            "increment": self.increment,
            "timeout": self.timeout,
        }

    def text(self) -> str:
        return json.dumps(self.to_dict())

    @classmethod
    def of(cls, text: str | None) -> ClockRule | None:
        """The rule stored as ``text`` (None: a room without a clock)."""
        return cls(**json.loads(text)) if text else None


@dataclass
class Clocks:
    """Each clocked seat's time left when its current (or next) turn starts (``banks``), when
    its running turn started (``since``), the seats whose running turn timed out (``out``), and
    the indices of the actions that a timeout began (``timeouts``, for the log)."""

    banks: dict[int, float]
    since: dict[int, float] = field(default_factory=dict)
    out: set[int] = field(default_factory=set)
    timeouts: list[int] = field(default_factory=list)

    @classmethod
    def start(
        cls, rule: ClockRule, seats: Iterable[int], to_move: Iterable[int], now: float
    ) -> Clocks:
        """A new game's clocks: every clocked seat with a full bank (or time per move), those
        to move running from ``now``."""
        banks = {seat: float(rule.seconds) for seat in seats}
        return cls(banks, {seat: now for seat in to_move if seat in banks})

    def advance(
        self, rule: ClockRule, to_move: Iterable[int], now: float, ended: Iterable[int] = ()
    ) -> None:
        """After an action at ``now``, ``to_move`` being the seats to move next: a seat that
        stops moving, or whose turn ``ended`` (its move everybody saw), is charged its time (a
        game's bank loses it, never below 0, and gains the increment; a time per move starts
        afresh); one that is to move and not running starts its clock."""
        moving = {seat for seat in to_move if seat in self.banks}
        ended = set(ended)
        for seat in list(self.since):
            if seat not in moving or seat in ended:
                self._charge(rule, seat, now, rule.increment)
        for seat in moving - self.since.keys():
            self.since[seat] = now

    def stop(self, rule: ClockRule, now: float) -> None:
        """Stop every clock at ``now``, the game having ended: the time used is charged, and
        no increment is added (no move was made)."""
        for seat in list(self.since):
            self._charge(rule, seat, now, 0)

    def _charge(self, rule: ClockRule, seat: int, now: float, increment: int) -> None:
        """End ``seat``'s running turn at ``now``: a game's bank loses the time used."""
        started = self.since.pop(seat)
        self.out.discard(seat)
        if rule.mode == "game":
            left = max(0.0, self.banks[seat] - (now - started))
            self.banks[seat] = round(left + increment, 3)

    def deadline(self, seat: int) -> float | None:
        """When ``seat``'s running turn times out (epoch seconds); None if it is not running."""
        started = self.since.get(seat)
        return None if started is None else started + self.banks[seat]

    def next_deadline(self) -> float | None:
        """The first deadline among the running seats that have not timed out yet."""
        due = [self.deadline(seat) for seat in self.since if seat not in self.out]
        return min((d for d in due if d is not None), default=None)

    def expired(self, now: float) -> list[int]:
        """The running seats whose time ran out by ``now`` (and not handled yet), in seat order."""
        return sorted(
            seat
            for seat in self.since
            if seat not in self.out and self.since[seat] + self.banks[seat] <= now
        )

    def overdue(self, seat: int, now: float) -> bool:
        """Whether ``seat``'s running turn is past its deadline: its own moves are refused."""
        deadline = self.deadline(seat)
        return deadline is not None and deadline <= now

    def seats_message(self) -> list[dict[str, Any]]:
        """Each clocked seat's time, as the state message carries it: ``left`` (seconds when its
        turn started, or its next turn's time), ``running`` and its ``deadline`` (epoch) while
        it runs. The same until who is to move changes, which everybody sees anyway."""
        return [
            {
                "seat": seat,
                "left": bank,
                "running": seat in self.since,
                "deadline": self.deadline(seat),
            }
            for seat, bank in sorted(self.banks.items())
        ]

    def text(self) -> str:
        return json.dumps(
            {
                "banks": {str(s): b for s, b in self.banks.items()},
                "since": {str(s): t for s, t in self.since.items()},
                "out": sorted(self.out),
                "timeouts": self.timeouts,
            }
        )

    @classmethod
    def of(cls, text: str) -> Clocks:
        data = json.loads(text)
        return cls(
            {int(s): float(b) for s, b in data["banks"].items()},
            {int(s): float(t) for s, t in data["since"].items()},
            set(data.get("out", [])),
            list(data.get("timeouts", [])),
        )


def forfeit_result(seats: int, seat: int) -> dict[str, Any]:
    """The result of a game that ``seat`` forfeited on time, shaped as ``Result.to_dict()``:
    every other seat wins (none in a solo game), the forfeiting seat loses; no scores, since
    the game was not played to its end."""
    return {
        "winners": [other for other in range(seats) if other != seat],
        "scores": [],
        "returns": [-1.0 if other == seat else 1.0 for other in range(seats)],
        "reason": f"Player {seat + 1} ran out of time and forfeits the game.",
        "details": {},
        "reason_code": "timeout",
        "reason_values": {"player": seat},
    }
