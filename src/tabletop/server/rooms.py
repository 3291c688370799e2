"""Rooms in memory: each game's engine state, its seats, the browsers watching it, its bots.

The server owns every game. A move is checked by the engine on a copy of the state,
committed to the store, and only then made the room's state and announced; so the
database is never behind anything a player was told. Each connection receives only
``view(seat)`` for a seat its token controls, or the spectator view, and only when what it
sees has changed: a secret step (a Kung Fu pick, a Gun Rain setting move) reaches the mover
alone, and the room's public move count (``version``) leaves such steps out, so nobody can
count another player's secret moves.

Memory holds the rooms in use: a room is loaded (replayed from the store) when somebody
asks for it, and :meth:`Hub.sweep` drops one nobody watches, no bot thinks in and nobody
moved in for a while (``Limits.idle_seconds``, or ``finished_idle_seconds`` once over).

Several processes may serve one PostgreSQL database, each with the rooms its clients use
in memory. A move is committed only on top of the last one stored (else the room catches
up and the move is checked again); each process hears which rooms changed and brings its
copy up to date; the process holding a room's lease runs its bots (:meth:`Hub.take_over`
hands the rooms of a process that died to the others).
"""

from __future__ import annotations

import asyncio
import hashlib
import hmac
import logging
import secrets
import time
from collections.abc import Callable
from copy import deepcopy
from dataclasses import dataclass, field, replace
from typing import Any, Protocol

import orjson

from tabletop import bots, replay
from tabletop.engine import ConfigError, IllegalAction, RecordError, State, descriptor
from tabletop.engine.registry import descriptors, game_class
from tabletop.i18n import DEFAULT_LOCALE, N_, Translator, translator
from tabletop.i18n.common import BOT_LEVELS, ERRORS
from tabletop.present import EN, move_label, moves_in_words, words_for
from tabletop.present.lesson import Lesson, lesson_for, lesson_named, progress, standing
from tabletop.present.log import LIST_SEPARATOR, Entry, Seat, SeatLog, Term, render
from tabletop.present.names import display_names, seat_number
from tabletop.present.undo import undo_refusal

from .botpool import BotPool, Overtime, Unanswered
from .clock import ClockRule, Clocks, forfeit_result
from .jobqueue import QueuePool
from .metrics import ServerMetrics
from .protocol import (
    BadRequest,
    CreateRoom,
    Limits,
    NotFound,
    RateLimit,
    checked_bot,
    checked_clock,
    checked_game,
    checked_name,
)
from .store import LISTENING, Conflict, RoomRow, SeatRow, Store, seats_of, seats_text

log = logging.getLogger("tabletop.server")

# The log's lines for a turn clock's timeout (docs/server.md, "Turn clocks"); the second is
# also the outcome of a game forfeited on time.
TIMEOUT_LINE = N_("Time ran out for {player}: a bot ({level}) plays this turn.")
FORFEIT_LINE = N_("{player} ran out of time and forfeits the game.")


class TooMany(BadRequest):
    """A request over a limit of the server's or of its client's (HTTP 429); the message
    says which, in the asker's language."""

    status = 429


class MoveRefused(IllegalAction):
    """A move the room refuses (not legal, not this seat's turn, the game over), worded as a
    msgid with values: ``str()`` is the English, :meth:`text_in` a connection's language.
    ``worded(t)`` gives the values that are words in ``t``'s language (seats' names, moves'
    labels)."""

    def __init__(
        self,
        message: str,
        /,
        worded: Callable[[Translator], dict[str, object]] | None = None,
        **values: object,
    ) -> None:
        self.message, self.values, self.worded = message, values, worded
        super().__init__(self.text_in(EN))

    def text_in(self, t: Translator) -> str:
        return t.format(self.message, **self.values, **(self.worded(t) if self.worded else {}))


@dataclass(frozen=True)
class Position:
    """A room's position as undo puts it back: the state, the public move count and picture,
    and every seat's log (copies: the room's own logs grow on)."""

    state: State
    public_moves: int
    public: tuple
    logs: dict[int | None, SeatLog]


class Sender(Protocol):
    async def send_text(self, data: str) -> None: ...


def _digest(secret: str) -> str:
    return hashlib.sha256(secret.encode()).hexdigest()


def _matches(secret: str | None, digest: str | None) -> bool:
    return bool(secret and digest) and hmac.compare_digest(_digest(secret), digest)


@dataclass(eq=False)
class Connection:
    """One browser on one room: the seats its token controls (empty for a spectator)."""

    socket: Sender
    seats: frozenset[int] = frozenset()
    shown_seat: int | None = None  # the seat whose view it saw last (hot-seat curtain)
    last: dict[str, Any] | None = None  # the last state message it was sent, without ack
    locale: str = DEFAULT_LOCALE  # the language its hello asked for: labels, outcome, errors

    @property
    def words(self) -> Translator:
        return translator(self.locale)


@dataclass(eq=False)
class Room:
    row: RoomRow
    state: State
    connections: set[Connection] = field(default_factory=set)
    thinking: set[int] = field(default_factory=set)  # bot seats with a job in flight
    hinting: set[int] = field(default_factory=set)  # seats with a hint in flight
    lock: asyncio.Lock = field(default_factory=asyncio.Lock)
    jobs: asyncio.Semaphore | None = None  # bounds the room's bot and hint jobs at once
    touched: float = field(default_factory=time.monotonic)  # the last move, connection or look
    # Changes everybody can see: the spectator's view or who is to move. Secret steps don't count.
    public_moves: int = field(default=0, init=False)
    _public: tuple = field(default=(), init=False)
    # Each seat's game log (None: the spectator's), grown move by move from the room's state.
    logs: dict[int | None, SeatLog] = field(default_factory=dict, init=False)
    # The spectator log's length after each action (index: actions taken), for the replay.
    log_marks: list[int] = field(default_factory=list, init=False)
    # The state's reveal_count after each action (index: actions taken), for undo's rule.
    reveals: list[int] = field(default_factory=list, init=False)
    # A solo room's positions before each move since the last one that revealed something: what
    # undo may go back to without replaying the game (empty after a restart: then it replays).
    undo_points: list[Position] = field(default_factory=list, init=False)
    # Rendered logs by (seat, language): the names they were worded with and the lines.
    _worded: dict[tuple[int | None, str], tuple[list[str], list[str]]] = field(
        default_factory=dict, init=False
    )
    # The game's lesson in a lesson room (its bots play the script while it guides), else None.
    lesson: Lesson | None = field(default=None, init=False)
    # The turn clock's rule and running state (None: no clock), and the timer for its next
    # deadline (the stored deadline is the truth; this only wakes the room in time).
    rule: ClockRule | None = field(default=None, init=False)
    clocks: Clocks | None = field(default=None, init=False)
    alarm: asyncio.TimerHandle | None = field(default=None, init=False)

    def __post_init__(self) -> None:
        if self.row.lesson:
            self.lesson = lesson_for(descriptor(self.row.game))
        self.rule = ClockRule.of(self.row.clock)
        self.clocks = Clocks.of(self.row.clocks) if self.row.clocks else None
        self._public = self.state.public_picture()
        # A room starts from a new game (created, or replayed from its first action on).
        self.logs = {
            seat: SeatLog(self.state, seat) for seat in [None, *range(len(self.row.seats))]
        }
        self.log_marks = [len(self.logs[None].entries)]
        self.reveals = [self.state.reveal_count]

    @property
    def over(self) -> bool:
        """The game is over: played to its end, or forfeited on time."""
        return self.state.is_over or self.row.forfeit is not None

    @property
    def to_move(self) -> tuple[int, ...]:
        """The seats to move: none once the game is over, a forfeit too."""
        return () if self.row.forfeit is not None else self.state.to_move

    def result(self) -> dict[str, Any] | None:
        """How the game ended (``Result.to_dict()``'s shape), the server's own for a forfeit;
        None while it is in play."""
        if self.row.forfeit is not None:
            return forfeit_result(len(self.row.seats), self.row.forfeit)
        return self.state.result.to_dict() if self.state.result is not None else None

    def outcome(self, t: Translator, names: list[str]) -> str | None:
        """The finished game's headline in ``t``'s language, seats by ``names``."""
        if self.row.forfeit is not None:
            return t.format(FORFEIT_LINE, player=names[self.row.forfeit])
        result = self.result()
        if result is None:
            return None
        return words_for(descriptor(self.row.game)).describe_outcome(result, t, names)

    def seated(self) -> bool:
        """Every person's seat is taken (a hot-seat room's are from the start): the turn
        clocks run only then."""
        return self.row.hotseat or all(s.token for s in self.row.seats if s.bot is None)

    def clock_message(self) -> dict[str, Any] | None:
        """The clock as every connection sees it: its rule and each clocked seat's time. It
        changes only when who is to move does (never on a secret step), so it tells nothing."""
        if self.rule is None or self.clocks is None:
            return None
        return {**self.rule.to_dict(), "seats": self.clocks.seats_message()}

    def log_event(self, entry: Entry) -> None:
        """Add a line of the room's own (a timeout, a forfeit) to every seat's log."""
        for seat_log in self.logs.values():
            seat_log.entries.append(entry)

    def log_timeout(self, seat: int) -> None:
        """Log that ``seat``'s time ran out and the rule's bot plays its turn."""
        level = (self.rule.bot or "") if self.rule else ""
        words = Term(BOT_LEVELS[level]) if level in BOT_LEVELS else level
        values = {"player": Seat(seat), "level": words}
        self.log_event(Entry("timeout", TIMEOUT_LINE, values, (seat,)))

    def log_forfeit(self, seat: int) -> None:
        self.log_event(Entry("forfeit", FORFEIT_LINE, {"player": Seat(seat)}, (seat,)))

    @property
    def version(self) -> int:
        """Every action taken, secret ones too: for the record, once the game is over."""
        return len(self.row.actions)

    def counted(self) -> None:
        """Count the state's last action as a public move if everybody can see it happened."""
        self.advance(self.state, self.state.public_picture())

    def moves_after(self, picture: tuple) -> int:
        """The public move count once the state whose public picture is ``picture`` is the
        room's."""
        return self.public_moves + (picture != self._public)

    def advance(self, state: State, picture: tuple) -> None:
        """Make ``state`` (whose public picture is ``picture``) the room's state."""
        self.public_moves = self.moves_after(picture)
        self._public = picture
        self.state = state

    def logged(self, actor: int, notation: str) -> None:
        """Add ``actor``'s move ``notation`` (the room's state being the position it led to) to
        every seat's log, and note what it revealed."""
        for log in self.logs.values():
            log.advance(actor, notation, self.state)
        self.log_marks.append(len(self.logs[None].entries))
        self.reveals.append(self.state.reveal_count)

    def undoer(self) -> int | None:
        """The seat that may ask for undo here: the one seat of a solo game played by a
        person, else None. Another person has seen the move and answered it; and against bots
        the refusal "another player has moved" would tell when a bot made a secret step (a
        Kung Fu pick), which nobody may count."""
        seats = self.row.seats
        return 0 if len(seats) == 1 and seats[0].bot is None else None

    def undo_refusal(self, seat: int) -> str | None:
        """Why ``seat`` may not take back the last move now (a msgid), or None: the
        terminal's rule (:mod:`tabletop.present.undo`), and never once the game is over (its
        record, every hidden card with it, is open then)."""
        if self.undoer() != seat:
            return ERRORS["undo_not_here"]
        if self.rule is not None:
            return ERRORS["undo_clock"]
        if self.over:
            return ERRORS["game_over"]
        if not self.row.actions:
            return undo_refusal(seat, None, 0, 0)
        mover = self.row.actions[-1][0]
        return undo_refusal(seat, mover, self.reveals[-2], self.reveals[-1])

    def position(self) -> Position:
        """The room's position now, kept apart from the room's own growing logs."""
        logs = {seat: log.copy() for seat, log in self.logs.items()}
        return Position(self.state, self.public_moves, self._public, logs)

    def remember(self, before: Position) -> None:
        """Keep ``before`` (the position before the last move) for undo, if the move revealed
        nothing; a move that did ends every way back."""
        if self.reveals[-1] != self.reveals[-2]:
            self.undo_points.clear()
        else:
            self.undo_points.append(before)

    def replayed_back(self) -> Position:
        """The position before the last move, from the game replayed without it (the same seed
        and moves give the same position): for an undo after a restart, which kept nothing."""
        room = _replayed(replace(self.row, actions=self.row.actions[:-1]))
        return Position(room.state, room.public_moves, room._public, room.logs)

    def take_back(self, before: Position) -> None:
        """Drop the last action: ``before``, the position before it, is the room's again."""
        if self.undo_points and self.undo_points[-1] is before:
            self.undo_points.pop()
        self.row.actions.pop()
        self.log_marks.pop()
        self.reveals.pop()
        self.row.over = before.state.is_over
        self.state, self.public_moves = before.state, before.public_moves
        self._public, self.logs = before.public, before.logs
        self._worded.clear()

    def catch_up(self, row: RoomRow) -> bool:
        """Take in the room as stored now (``row``), after another process changed it: its
        seats, and its actions, played on from here when they only add to ours, else (an
        undo there, or a turn clock, whose timeouts the log tells) replayed from the start.
        Whether anything changed."""
        row_now = (row.seats, row.actions, row.forfeit, row.clocks)
        if row_now == (self.row.seats, self.row.actions, self.row.forfeit, self.row.clocks):
            return False
        had = self.row.actions
        if self.rule is None and row.actions[: len(had)] == had:
            for seat, notation in row.actions[len(had) :]:
                state = self.state.clone()
                state.apply(seat, notation)
                self.advance(state, state.public_picture())
                self.logged(seat, notation)
        else:
            replayed = _replayed(row)
            self.state, self.public_moves, self._public = (
                replayed.state,
                replayed.public_moves,
                replayed._public,
            )
            self.logs, self.log_marks, self.reveals = (
                replayed.logs,
                replayed.log_marks,
                replayed.reveals,
            )
            self.clocks = replayed.clocks
            self._worded.clear()
        self.undo_points.clear()  # positions of a history that may no longer be the room's
        self.row = row
        return True

    def guided(self) -> bool:
        """A lesson room whose lesson still guides: its bots play the script, not their spec."""
        return self.lesson is not None and progress(self.lesson, self.row.actions).guided

    def coaching(self, seat: int | None, t: Translator) -> dict[str, Any] | None:
        """The lesson's standing in ``t``'s words for the learner's seat; None for any other
        seat, the spectator, and a room that is no lesson."""
        if self.lesson is None or seat != self.lesson.learner:
            return None
        return standing(self.lesson, self.row.actions, t)

    def names(self, t: Translator) -> list[str]:
        """Every seat's display name in ``t``'s language."""
        return display_names([(s.name, s.bot) for s in self.row.seats], t)

    def legal_words(self, seat: int, t: Translator) -> str:
        """``seat``'s legal moves in words (``t``'s language), as a refusal lists them: only
        the seat's own connections hear it, from the seat's own view."""
        words = words_for(descriptor(self.row.game))
        view, names = self.state.view(seat), self.names(t)
        labels = [
            move_label(words, view, a.notation, t, names) for a in self.state.legal_actions(seat)
        ]
        return moves_in_words(labels, t)

    def log_lines(
        self, seat: int | None, t: Translator, names: list[str], upto: int | None = None
    ) -> list[str]:
        """``seat``'s log (its first ``upto`` entries, if given) in ``t``'s language; rendered
        once per language, again only when a name changed."""
        key = (seat, t.locale)
        worded_names, lines = self._worded.get(key, (names, []))
        if worded_names != names:
            lines = []
        entries = self.logs[seat].entries
        lines.extend(render(entry, t, names) for entry in entries[len(lines) :])
        self._worded[key] = (names, lines)
        return lines[:upto] if upto is not None else list(lines)

    def busy(self) -> bool:
        """Somebody is here or something is running: the room must stay in memory."""
        return bool(self.connections or self.thinking or self.hinting or self.lock.locked())

    def record(self) -> dict[str, Any]:
        record = self.state.record()
        record["actions"] = [list(a) for a in self.row.actions]
        return record

    def seats_summary(self) -> list[dict[str, Any]]:
        return _seats_summary(self.row, {s for c in self.connections for s in c.seats})

    def summary(self) -> dict[str, Any]:
        return _summary(
            self.row,
            {s for c in self.connections for s in c.seats},
            self.public_moves,
            self.over,
            list(self.to_move),
        )


class Hub:
    """All rooms of a server: creation, joining, moves, bots and broadcasting."""

    def __init__(
        self,
        store: Store,
        pool: BotPool | QueuePool,
        limits: Limits | None = None,
        now: Callable[[], float] = time.time,
        metrics: ServerMetrics | None = None,
    ) -> None:
        self.store = store
        self.now = now  # wall-clock epoch seconds, for turn clocks (a fake one in tests)
        self.pool = pool
        self.limits = limits or Limits()
        self.metrics = metrics or ServerMetrics()
        self.rooms: dict[str, Room] = {}
        self.tasks: set[asyncio.Task] = set()
        self.creations: dict[str, RateLimit] = {}  # per client address
        self.hints: dict[str, int] = {}  # hints in flight per client address
        self.led: set[str] = set()  # rooms whose lease this process holds: it runs their bots
        self.metrics.watch(self)

    # --- rooms ------------------------------------------------------------------
    def resume(self) -> None:
        """Wake the bots of the stored rooms where a bot is to move, and the clocks that run
        (one that ran out meanwhile fires at once), of the rooms no other process leads;
        every other room is loaded when somebody asks for it."""
        stored = [*self.store.waiting_for_bots(), *self.store.clocks_due()]
        for room_id in self.store.unled([r for r in dict.fromkeys(stored) if r not in self.rooms]):
            if room_id not in self.rooms and self._leads(room_id):
                self.get(room_id)

    def take_over(self) -> None:
        """Lead the rooms no process leads any more (its process died: the database freed its
        leases) where a bot is to move: those loaded here, then those only stored. Run now
        and then on a database several processes serve: one look at the lock table finds
        the rooms nobody leads, and only those are tried."""
        waiting = [room for room in self.rooms.values() if self._bots_due(room)]
        free = set(self.store.unled([r.row.id for r in waiting if r.row.id not in self.led]))
        for room in waiting:
            if room.row.id in self.led or room.row.id in free:
                self.wake_bots(room)
        self.resume()

    def _leads(self, room_id: str) -> bool:
        """Whether this process runs the room's bots and clocks: it holds the room's lease,
        or takes it now that no other process holds it."""
        if room_id not in self.led and self.store.lead(room_id):
            self.led.add(room_id)
        return room_id in self.led

    async def follow(self) -> None:
        """Bring the rooms in memory up to date with what other processes store, for as long
        as the server runs (on SQLite nobody else writes: it only waits)."""
        while True:
            try:
                async for change in self.store.changes():
                    if change == LISTENING:  # what changed before anyone listened: load it
                        for room in list(self.rooms.values()):
                            self.schedule(self._caught_up(room))
                        continue
                    room_id, _, what = change.partition(" ")
                    room = self.rooms.get(room_id)
                    # A move's notice comes after the move: a room already past it (this
                    # process's own move, or one it caught up with) has nothing to load.
                    if room is not None and not (what.isdigit() and int(what) <= room.version):
                        self.schedule(self._caught_up(room))
            except Exception as exc:  # the database connection lost: listen again
                log.warning("lost the database's change notices (%s): listening again", exc)
                await asyncio.sleep(1.0)

    async def _caught_up(self, room: Room) -> None:
        """The room as stored now, announced to its connections if another process changed it."""
        async with room.lock:
            if not self._catch_up_now(room):
                return
            room.touched = time.monotonic()
            self._arm(room)
        await self.broadcast(room)
        self.wake_bots(room)

    def get(self, room_id: str) -> Room | None:
        """The room, loaded from the store if it is not in memory (its bots woken)."""
        room = self.rooms.get(room_id)
        if room is None:
            row = self.store.load(room_id)
            if row is None:
                return None
            try:
                room = _replayed(row)
            except (RecordError, IllegalAction) as exc:
                # Not the message: an illegal move's lists the seat's legal moves, its hand.
                log.error("room %s cannot be replayed (%s)", room_id, type(exc).__name__)
                return None
            self.rooms[room_id] = self._kept(room)
            self._play_script(room)  # stopped between a move and the script's answer to it
            self.wake_bots(room)
            self._arm(room)
        room.touched = time.monotonic()
        return room

    def _kept(self, room: Room) -> Room:
        room.jobs = asyncio.Semaphore(max(1, self.limits.room_jobs))
        return room

    def live(self) -> int:
        """Unfinished rooms in memory."""
        return sum(not room.over for room in self.rooms.values())

    def sweep(self, now: float | None = None) -> list[str]:
        """Drop the rooms nobody uses from memory (and the creation limits of clients that are
        back to full); returns the ids dropped."""
        now = time.monotonic() if now is None else now
        dropped = []
        limits = self.limits
        for room_id, room in list(self.rooms.items()):
            idle = limits.finished_idle_seconds if room.over else limits.idle_seconds
            if not room.busy() and now - room.touched >= idle:
                del self.rooms[room_id]
                if room.alarm is not None:  # its clock stays in the store: see wake_clocks
                    room.alarm.cancel()
                dropped.append(room_id)
                self.metrics.rooms_unloaded.labels(finished=str(room.over).lower()).inc()
                if room_id in self.led:
                    self.led.discard(room_id)
                    self.store.resign(room_id)
        for client, bucket in list(self.creations.items()):
            if bucket.full():
                del self.creations[client]
        return dropped

    def lobby(self, offset: int, limit: int, t: Translator = EN) -> dict[str, Any]:
        """A page of the public rooms from the store; the rooms in memory say who is here.
        Each seat carries its display name in ``t``'s language (``display``), as a room's
        state message does, so the lobby names seats as the game page will."""
        rules = {name: game_class(name).rules_version for name in descriptors()}
        rows, total = self.store.lobby(offset, limit, rules)
        listed = []
        for row in rows:
            loaded = self.rooms.get(row.id)
            if loaded is None and row.moves is None:  # stored by an older tabletop: replay it
                loaded = self.get(row.id)
                if loaded is None:
                    continue
            if loaded is not None:
                summary, seats = loaded.summary(), loaded.row.seats
            else:
                summary = _summary(row, set(), row.moves, row.over, seats_of(row.to_move))
                seats = row.seats
            names = display_names([(s.name, s.bot) for s in seats], t)
            summary["seats"] = [{**s, "display": names[s["seat"]]} for s in summary["seats"]]
            listed.append(summary)
        return {"rooms": listed, "total": total, "offset": offset, "limit": limit}

    def _admit(self, client: str) -> None:
        """Refuse a new room (TooMany) past the live rooms' limit or the client's creation
        rate."""
        if self.live() >= self.limits.live_rooms:
            raise TooMany(ERRORS["live_rooms"], count=self.limits.live_rooms)
        bucket = self.creations.get(client)
        if bucket is None:
            rate = self.limits.rooms_per_minute / 60
            bucket = self.creations[client] = RateLimit(rate, self.limits.rooms_burst)
        if not bucket.allow():
            raise TooMany(ERRORS["creation_rate"], count=f"{self.limits.rooms_per_minute:g}")

    def create(self, request: CreateRoom, client: str = "") -> dict[str, Any]:
        """A new room; TooMany past the live rooms' limit or the client's creation rate."""
        self._admit(client)
        game = checked_game(request.game, request.options, len(request.seats))
        specs = [checked_bot(s.bot, game) if s.kind == "bot" else None for s in request.seats]
        rule = checked_clock(request.clock, game)
        seed = request.seed if request.seed is not None else secrets.randbits(62)
        state = game.new_game(seed)
        row = RoomRow(
            id=secrets.token_urlsafe(8),
            game=request.game,
            rules_version=game.rules_version,
            # File options (Kung Fu's cards) cannot be set here: left out, as /api/games does.
            options={
                o.name: game.options[o.name] for o in game.descriptor.options if not o.is_file
            },
            seed=seed,
            seeded=request.seed is not None,
            public=request.public,
            hotseat=request.hotseat,
            hotseat_token=None,
            created=time.time(),
            over=False,
            to_move=seats_text(state.to_move),
            client=client[:64],
        )
        if rule is not None:  # people's seats have a clock, running once all are taken
            people = [seat for seat, spec in enumerate(specs) if spec is None]
            seated = request.hotseat or not people
            clocks = Clocks.start(rule, people, state.to_move if seated else (), self.now())
            row.clock, row.clocks, row.deadline = rule.text(), clocks.text(), clocks.next_deadline()
        invites: dict[int, str] = {}
        answer: dict[str, Any] = {"room": row.id, "invites": {}}
        if request.hotseat:
            token = secrets.token_urlsafe(24)
            row.hotseat_token = _digest(token)
            answer["token"] = token
        for seat, spec in enumerate(specs):
            seat_row = SeatRow(seat, spec)
            if spec is None and request.hotseat:
                seat_row.name = f"Player {seat_number(seat)}"  # named by its number, from 1
            elif spec is None:
                invites[seat] = secrets.token_urlsafe(12)
                seat_row.invite = _digest(invites[seat])
            row.seats.append(seat_row)
        self.store.create_room(row)
        self.metrics.rooms_created.inc()
        room = self.rooms[row.id] = self._kept(Room(row, state))
        answer["invites"] = {
            str(seat): f"/room/{row.id}?seat={seat}&invite={code}" for seat, code in invites.items()
        }
        self.wake_bots(room)
        self._arm(room)
        return answer

    def start_lesson(self, game: str, name: str | None, client: str = "") -> dict[str, Any]:
        """A private room of ``game``'s lesson with its learner's seat claimed (under ``name``,
        if given): answered as a join. Its deal is the lesson's, its other seats the lesson's
        bots, which play the script's first moves at once (NotFound: no such lesson)."""
        try:
            lesson = lesson_named(game)
        except ConfigError as exc:
            raise NotFound.of(exc) from None
        name = checked_name(name) if name is not None else None
        self._admit(client)
        configured = checked_game(game, dict(lesson.options), len(lesson.seats))
        token = secrets.token_urlsafe(24)
        row = RoomRow(
            id=secrets.token_urlsafe(8),
            game=game,
            rules_version=configured.rules_version,
            options={
                o.name: configured.options[o.name]
                for o in configured.descriptor.options
                if not o.is_file
            },
            seed=lesson.seed,
            seeded=True,  # the deal is the lesson's, known to anyone who read it
            public=False,
            hotseat=False,
            hotseat_token=None,
            created=time.time(),
            over=False,
            lesson=True,
            client=client[:64],
        )
        for seat, spec in enumerate(lesson.seats):
            if spec is None:
                row.seats.append(SeatRow(seat, None, name, token=_digest(token)))
            else:
                row.seats.append(SeatRow(seat, checked_bot(spec, configured)))
        state = starting_state(row)
        row.to_move = seats_text(state.to_move)
        self.store.create_room(row)
        self.metrics.rooms_created.inc()
        room = self.rooms[row.id] = self._kept(Room(row, state))
        self._play_script(room)  # before anybody can reach the room: its id is not out yet
        self.wake_bots(room)  # (none while the lesson guides)
        return {"room": row.id, "seat": lesson.learner, "token": token}

    def join(self, room: Room, name: str, seat: int | None, invite: str | None) -> dict:
        """Claim a human seat: by its invite code, or any free one in a public room."""
        name = checked_name(name)
        free = [s for s in room.row.seats if s.bot is None and s.token is None and s.invite]
        if seat is not None:
            free = [s for s in free if s.seat == seat]
        if invite is not None:
            free = [s for s in free if _matches(invite, s.invite)]
        elif not room.row.public:
            raise BadRequest(ERRORS["room_private"])
        if not free:
            raise BadRequest(ERRORS["seat_taken_or_invite"])
        chosen = free[0]
        token = secrets.token_urlsafe(24)
        clocks = self._clocks_on_claim(room, chosen.seat)
        try:
            self.store.claim_seat(
                room.row.id,
                chosen.seat,
                name,
                _digest(token),
                clocks.text() if clocks else None,
                clocks.next_deadline() if clocks else None,
            )
        except Conflict:  # claimed through another process meanwhile
            self._reload_seats(room)
            raise BadRequest(ERRORS["seat_taken_or_invite"]) from None
        chosen.name, chosen.token, chosen.invite = name, _digest(token), None
        if clocks is not None:
            room.clocks = clocks
            self._arm(room)
        self.schedule(self.broadcast(room))
        return {"room": room.row.id, "seat": chosen.seat, "token": token}

    def _clocks_on_claim(self, room: Room, seat: int) -> Clocks | None:
        """The room's clocks as they start when ``seat`` is the last person's seat taken
        (None: no clock, or some seat is still free). Nobody's time runs before everybody
        sits: the first player would lose it waiting for the others."""
        if room.rule is None or room.clocks is None or room.over:
            return None
        free = [s.seat for s in room.row.seats if s.bot is None and s.token is None]
        if free != [seat] or room.row.hotseat:
            return None
        clocks = deepcopy(room.clocks)
        clocks.advance(room.rule, room.to_move, self.now())
        return clocks

    def seats_of(self, room: Room, token: str | None) -> frozenset[int] | None:
        """The seats a token controls: empty for no token (spectator), None for a bad one."""
        if not token:
            return frozenset()
        if room.row.hotseat and _matches(token, room.row.hotseat_token):
            return frozenset(s.seat for s in room.row.seats if s.bot is None)
        for s in room.row.seats:
            if _matches(token, s.token):
                return frozenset({s.seat})
        if self.store.shared and self._reload_seats(room):  # claimed through another process?
            return self.seats_of(room, token)
        return None

    def _reload_seats(self, room: Room) -> bool:
        """The room's seats as stored now; whether they changed."""
        row = self.store.load(room.row.id)
        if row is None or row.seats == room.row.seats:
            return False
        room.row.seats = row.seats
        return True

    # --- moves ------------------------------------------------------------------
    async def act(
        self,
        room: Room,
        seat: int,
        notation: str,
        by: Connection | None = None,
        ack: Any = None,
        timeout: bool = False,
    ) -> None:
        """Check a move with the engine, commit it, then announce it. Illegal: IllegalAction.

        The connection that sent the move gets ``ack`` (its message id) in its next state.
        ``timeout``: the bot's move for a seat whose time ran out.
        """
        async with room.lock:
            self._commit(room, seat, notation, timeout)
            self._play_script(room)  # a lesson's answer to the move, before anybody hears
        await self.broadcast(room, by, ack)
        self.wake_bots(room)

    def _commit(self, room: Room, seat: int, notation: str, timeout: bool = False) -> None:
        """Check a move with the engine on a copy of the state, commit it to the store, then
        make it the room's (the room's lock held). Illegal: MoveRefused, nothing changed.
        ``timeout``: the bot's move for a seat whose time ran out (its own are refused then).
        The stored room is held meanwhile; if another process moved first, the room catches
        up before the move is checked (in a simultaneous phase it usually still stands)."""
        with self.store.hold(room.row.id) as stored:
            if stored is not None and stored != room.version:
                self._catch_up_now(room)
            try:
                self._check_and_store(room, seat, notation, timeout)
            except Conflict:  # written by a process that did not hold the room
                self._catch_up_now(room)
                raise MoveRefused(ERRORS["room_changed"]) from None

    def _catch_up_now(self, room: Room) -> bool:
        """The room as stored now (the room's lock held); whether anything changed."""
        row = self.store.load(room.row.id)
        return row is not None and room.catch_up(row)

    def _check_and_store(self, room: Room, seat: int, notation: str, timeout: bool) -> None:
        state = room.state.clone()
        _check_turn(room, state, seat)
        now = self.now()
        if room.clocks is not None and not timeout and room.clocks.overdue(seat, now):
            raise MoveRefused(ERRORS["time_out"], lambda t: {"player": room.names(t)[seat]})
        try:
            state.apply(seat, notation)
        except IllegalAction:  # the engine's English: the room words it for each reader

            def legal(t: Translator) -> dict[str, object]:
                return {"moves": room.legal_words(seat, t)}

            raise MoveRefused(ERRORS["move_refused"], legal, move=notation) from None
        taken = state.last_move()[1]  # the canonical notation the engine recorded
        before = room.position() if room.undoer() is not None else None
        picture = state.public_picture()
        moves = room.moves_after(picture)
        clocks, timed_out = self._clocks_after(
            room, seat, state, moves > room.public_moves, now, timeout
        )
        self.store.add_action(
            room.row.id,
            room.version,
            seat,
            taken,
            state.is_over,
            moves,
            state.to_move,
            clocks.text() if clocks else None,
            clocks.next_deadline() if clocks else None,
        )
        room.clocks = clocks
        if timed_out:
            room.log_timeout(seat)
        room.row.actions.append((seat, taken))
        room.advance(state, picture)
        room.logged(seat, taken)
        if before is not None:
            room.remember(before)
        room.row.over = state.is_over
        room.touched = time.monotonic()
        metrics = self.metrics
        (metrics.bot_moves if room.row.seats[seat].bot else metrics.people_moves).inc()
        if state.is_over:
            self.metrics.rooms_finished.inc()
        self._arm(room)

    def _clocks_after(
        self, room: Room, seat: int, state: State, public: bool, now: float, timeout: bool
    ) -> tuple[Clocks | None, bool]:
        """The room's clocks once ``seat``'s move (leading to ``state``; ``public``: seen by
        everybody) is made at ``now``, and whether the move begins a timeout (the log says
        so). A move everybody sees ends the mover's turn; a secret step does not."""
        if room.rule is None or room.clocks is None or not room.seated():
            return room.clocks, False
        clocks = deepcopy(room.clocks)
        timed_out = timeout and seat not in clocks.out
        if timed_out:
            clocks.out.add(seat)
            clocks.timeouts.append(room.version)
        ended = (seat,) if public else ()
        clocks.advance(room.rule, () if state.is_over else state.to_move, now, ended)
        return clocks, timed_out

    def _play_script(self, room: Room) -> None:
        """In a guided lesson, play the other seats' moves that come next in its script, in
        its order (the room's lock held, or before anybody can reach the room). They are played
        at once, with the move that led to them: the learner never sees a position where a
        scripted move, perhaps a secret one, is still to come, and never moves ahead of it."""
        lesson = room.lesson
        while lesson is not None:
            now = progress(lesson, room.row.actions)
            if not now.guided or now.seat == lesson.learner or now.seat is None:
                return
            self._commit(room, now.seat, now.notation or "")

    async def undo(
        self, room: Room, seat: int, by: Connection | None = None, ack: Any = None
    ) -> None:
        """Take back ``seat``'s last move where the room and the honest rule allow it (else
        MoveRefused, nothing changed): removed from the store first, then from memory, and
        everybody is shown the position before it, its log with it."""
        async with room.lock:
            refusal = room.undo_refusal(seat)
            if refusal is not None:
                raise MoveRefused(refusal)
            # A replay (after a restart) runs beside the event loop: a long game takes a while.
            if room.undo_points:
                before = room.undo_points[-1]
            else:
                before = await asyncio.to_thread(room.replayed_back)
            state = before.state
            with self.store.hold(room.row.id) as stored:
                try:
                    if stored is not None and stored != room.version:
                        raise Conflict(room.row.id)  # moved through another process meanwhile
                    self.store.remove_last_action(
                        room.row.id,
                        room.version - 1,
                        state.is_over,
                        before.public_moves,
                        state.to_move,
                    )
                except Conflict:
                    self._catch_up_now(room)
                    raise MoveRefused(ERRORS["room_changed"]) from None
            room.take_back(before)
            room.touched = time.monotonic()
        await self.broadcast(room, by, ack)
        self.wake_bots(room)

    @staticmethod
    def _bots_due(room: Room) -> list[int]:
        """The bot seats to move that have no job yet (none in a lesson, whose script plays
        its bots, see _play_script, or in a finished room)."""
        if room.guided() or room.over:
            return []
        seats = room.row.seats
        return [s for s in room.state.to_move if seats[s].bot and s not in room.thinking]

    def wake_bots(self, room: Room) -> None:
        """Start a job for each bot seat to move that has none, if this process leads."""
        due = self._bots_due(room)
        if not due or not self._leads(room.row.id):
            return
        seats = room.row.seats
        for seat in due:
            room.thinking.add(seat)
            self.schedule(self._bot_move(room, seat, seats[seat].bot))

    # --- turn clocks --------------------------------------------------------------
    def _arm(self, room: Room) -> None:
        """Set the room's timer for its next deadline (none once no clock runs). The timer
        only wakes the room: :meth:`expire` decides by the stored deadlines."""
        if room.alarm is not None:
            room.alarm.cancel()
            room.alarm = None
        deadline = room.clocks.next_deadline() if room.clocks and not room.over else None
        if deadline is None:
            return
        delay = max(0.0, deadline - self.now())
        loop = asyncio.get_running_loop()
        room.alarm = loop.call_later(delay, lambda: self.schedule(self.expire(room)))

    async def expire(self, room: Room) -> None:
        """Apply the room's timeout policy to each seat whose time ran out by now: a bot of
        the named level plays that seat's turn through the bots' path (its move logged like
        any other, the log saying why), or the first such seat forfeits and the game ends."""
        clocks, rule = room.clocks, room.rule
        if clocks is None or rule is None or room.over or not self._leads(room.row.id):
            return
        late = [seat for seat in clocks.expired(self.now()) if seat not in room.thinking]
        if not late:
            self._arm(room)  # not yet (woken early), or a bot already plays the turn
            return
        if rule.bot is not None:
            for seat in late:
                room.thinking.add(seat)
                self.schedule(self._bot_move(room, seat, rule.bot, timeout=True))
            return
        async with room.lock:
            late = clocks.expired(self.now()) if room.clocks is clocks and not room.over else []
            if not late:
                return
            self._forfeit(room, late[0])
        await self.broadcast(room)

    def _forfeit(self, room: Room, seat: int) -> None:
        """End the game: ``seat`` ran out of time and forfeits (stored first, then in memory;
        the room's lock held). Every clock stops."""
        clocks = deepcopy(room.clocks)
        assert clocks is not None and room.rule is not None
        clocks.stop(room.rule, self.now())
        self.store.forfeit(room.row.id, seat, clocks.text())
        room.clocks = clocks
        room.row.forfeit, room.row.over, room.row.to_move = seat, True, ""
        self.metrics.rooms_finished.inc()
        room.log_forfeit(seat)
        room.touched = time.monotonic()
        self._arm(room)

    async def expire_due(self) -> None:
        """Fire every clock that ran out by now: in the rooms in memory, and in stored rooms
        (a room left memory while its clock ran). The server runs this now and then besides
        each room's timer, so a timeout never rests on a timer alone."""
        for room_id in self.store.clocks_due(self.now()):
            self.get(room_id)
        for room in list(self.rooms.values()):
            if room.clocks is not None and not room.over:
                try:
                    await self.expire(room)
                except Exception:  # one room's trouble must not stop the others' clocks
                    log.exception("the clock of room %s could not fire", room.row.id)

    async def _bot_move(self, room: Room, seat: int, spec: str, timeout: bool = False) -> None:
        """Play ``spec``'s moves for ``seat`` while it is to move; for a ``timeout``, while its
        turn that ran out lasts (the seat is a person's again for its next turn)."""

        def moving() -> bool:
            if room.over or seat not in room.to_move:
                return False
            clocks = room.clocks
            return not timeout or (
                clocks is not None and (seat in clocks.out or clocks.overdue(seat, self.now()))
            )

        try:
            while moving():
                asked = time.monotonic()
                view = room.state.view(seat)
                # A fresh seed: one derived from the game's seed would tie the bot's visible
                # choices to the hidden deal. The record keeps the moves, so replays agree.
                seed = secrets.randbits(62)
                if spec == "random":  # microseconds: played here, never queued for a worker
                    await asyncio.sleep(0)  # a long run of such moves lets the others in
                    if moving():
                        move = bots.make("random", seed=seed).choose(room.state, seat)
                        await self.act(room, seat, move.notation, timeout=timeout)
                        self.metrics.bot_move_seconds.observe(time.monotonic() - asked)
                    continue
                try:
                    async with room.jobs:
                        notation = await self.pool.choose(
                            room.row.client or "", room.record(), seat, spec, seed
                        )
                except (Overtime, Unanswered) as exc:  # the pool's own bound, or no answer
                    log.warning(
                        "bot %s in room %s got no move from the pool (%s): a random move instead",
                        spec,
                        room.row.id,
                        type(exc).__name__,
                    )
                    notation = bots.make("random", seed=seed).choose(room.state, seat).notation
                # Others may have moved meanwhile; the decision stands if the bot would
                # see the same position, else it thinks again. After its move it may
                # still be to move (a secret phase of several steps): the loop goes on.
                if seat in room.state.to_move and room.state.view(seat) == view:
                    await self.act(room, seat, notation, timeout=timeout)
                    self.metrics.bot_move_seconds.observe(time.monotonic() - asked)
        except Exception:
            log.exception("bot %s failed in room %s", spec, room.row.id)
        finally:
            room.thinking.discard(seat)

    async def hint(
        self, room: Room, seat: int, client: str = "", t: Translator = EN
    ) -> dict[str, Any]:
        """The advisor's moves for ``seat``, labelled in ``t``'s language: one hint at a time
        per seat, however many connections hold its token, ``Limits.client_hints`` per client
        address and ``Limits.total_hints`` in all, so hints never take every bot worker. The
        hint waits in the asking address's queue for a worker (:mod:`.scheduler`)."""
        if seat not in room.state.to_move:
            raise BadRequest(N_("a hint is for a seat that is to move"))
        if seat in room.hinting:
            raise BadRequest(N_("the advisor is still thinking"))
        if self.hints.get(client, 0) >= self.limits.client_hints:
            raise BadRequest(N_("the advisor is busy with your other hints: wait for them"))
        if sum(self.hints.values()) >= self.limits.total_hints:
            raise BadRequest(
                N_("the advisor is busy with other players' hints: try again in a moment")
            )
        room.hinting.add(seat)
        self.hints[client] = self.hints.get(client, 0) + 1
        asked = time.monotonic()
        try:
            view = room.state.view(seat)
            async with room.jobs:
                moves = await self.pool.advise(client, room.record(), seat, secrets.randbits(62))
        except Overtime:
            raise BadRequest(N_("the advisor ran out of time: try again")) from None
        except Unanswered:
            raise BadRequest(N_("the advisor is restarting: try again")) from None
        finally:
            room.hinting.discard(seat)
            self.hints[client] -= 1
            if not self.hints[client]:
                del self.hints[client]
        self.metrics.hint_seconds.observe(time.monotonic() - asked)
        words = words_for(descriptor(room.row.game))
        names = room.names(t)
        for move in moves:
            move["label"] = words.describe_move(view, move["notation"], t, names=names)
        return {"type": "hint", "seat": seat, "moves": moves}

    # --- what each browser sees ----------------------------------------------------
    def message_for(
        self, room: Room, connection: Connection, seats: list[dict[str, Any]] | None = None
    ) -> dict[str, Any]:
        """What ``connection`` is shown now, its words in the connection's language; ``seats``
        is the room's seat summary, if at hand."""
        state = room.state
        t = connection.words
        words = words_for(descriptor(room.row.game))
        to_move = room.to_move
        seat = _seat_to_show(connection, to_move)
        connection.shown_seat = seat
        view = state.view(seat)
        names = room.names(t)
        legal = []
        if seat is not None and seat in to_move:
            legal = [
                {
                    "notation": a.notation,
                    "label": words.describe_move(view, a.notation, t, names=names),
                }
                for a in state.legal_actions(seat)
            ]
        result = room.result()
        seats = seats if seats is not None else room.seats_summary()
        undo = None
        if seat is not None and room.undoer() == seat:
            refusal = room.undo_refusal(seat)
            undo = {"ok": refusal is None, "why": t.gettext(refusal) if refusal else None}
        return {
            "type": "state",
            "room": room.row.id,
            "game": room.row.game,
            "version": room.public_moves,
            "seat": seat,
            "controls": sorted(connection.seats),
            "hotseat": room.row.hotseat,
            "seats": [{**s, "display": names[s["seat"]]} for s in seats],
            "view": view,
            "legal": legal,
            "to_move": list(to_move),
            "over": room.over,
            "result": result,
            # The headline of a finished game (who won, and why), in the connection's language and
            # with the seats' display names.
            "outcome": room.outcome(t, names),
            # The turn clock: its rule and each clocked seat's time (None: no clock).
            "clock": room.clock_message(),
            # The shown seat's game log in words, its names in the connection's language
            # (sent as the lines the connection does not have yet: see ``show``).
            "log": room.log_lines(seat, t, names),
            # Whether the seat may take back its last move (a solo room), and if not, why.
            "undo": undo,
            # A lesson room's standing, in the connection's language, for the learner's seat.
            "lesson": room.coaching(seat, t),
        }

    async def broadcast(self, room: Room, by: Connection | None = None, ack: Any = None) -> None:
        """Tell each connection what changed for it; the mover ``by`` always hears (``ack``)."""
        seats = room.seats_summary()
        for connection in list(room.connections):
            await self.show(room, connection, seats, ack if connection is by else None)

    async def show(
        self,
        room: Room,
        connection: Connection,
        seats: list[dict[str, Any]] | None = None,
        ack: Any = None,
    ) -> None:
        """Send ``connection`` its state message, unless it is the one it has (and no ``ack``
        is owed): a message that says nothing new would tell that a hidden step happened."""
        message = self.message_for(room, connection, seats)
        if message == connection.last and ack is None:
            return
        had = connection.last["log"] if connection.last is not None else []
        connection.last = message
        sent = {**message, **_new_lines(message["log"], had)}
        if message["clock"] is not None:  # the server's time, for the page to correct its own
            sent["now"] = self.now()
        await self.send(room, connection, sent if ack is None else {**sent, "ack": ack})

    async def send(self, room: Room, connection: Connection, message: dict[str, Any]) -> None:
        try:
            await connection.socket.send_text(
                orjson.dumps(message, option=orjson.OPT_NON_STR_KEYS).decode()
            )
        except Exception:  # a closed socket: forget it; the browser reconnects for a reload
            room.connections.discard(connection)

    def schedule(self, coroutine: Any) -> None:
        task = asyncio.ensure_future(coroutine)
        self.tasks.add(task)
        task.add_done_callback(self.tasks.discard)

    def stop(self) -> None:
        """Cancel the bot moves and hints under way: the server stops (its bots wake again on
        the next start), and they must not ask a closed pool."""
        for task in list(self.tasks):
            task.cancel()


def _new_lines(log: list[str], had: list[str]) -> dict[str, Any]:
    """The part of ``log`` a connection that has ``had`` lacks: ``log`` holds the lines from
    index ``log_from`` on. Only the new lines while the log grows; the whole log (from 0) when
    it changed otherwise (an undo, a seat's new name, another seat shown in hot-seat)."""
    start = len(had) if log[: len(had)] == had else 0
    return {"log": log[start:], "log_from": start}


def _summary(
    row: RoomRow, connected: set[int], moves: int, over: bool, to_move: list[int]
) -> dict[str, Any]:
    """What the lobby and ``GET /api/rooms/{room}`` say about a room."""
    return {
        "room": row.id,
        "game": row.game,
        "options": row.options,
        "public": row.public,
        "hotseat": row.hotseat,
        "seeded": row.seeded,  # the creator chose the deal, so may know it
        "lesson": bool(row.lesson),  # a game's lesson: its deal and script (present/lesson.py)
        "clock": rule.to_dict() if (rule := ClockRule.of(row.clock)) else None,
        "seats": _seats_summary(row, connected),
        "moves": moves,
        "over": over,
        "to_move": to_move,
    }


def _seats_summary(row: RoomRow, connected: set[int]) -> list[dict[str, Any]]:
    return [
        {
            "seat": s.seat,
            "kind": "bot" if s.bot else "human",
            "name": s.name or (f"bot:{s.bot}" if s.bot else None),
            "claimed": bool(s.bot or s.token or row.hotseat),
            "connected": s.seat in connected,
        }
        for s in row.seats
    ]


def starting_state(row: RoomRow) -> State:
    """A room's game before its first action: a new game of its options and seed, or in a
    lesson room the lesson's deal (its seed, options and setup). Played under other rules, or
    a lesson the game no longer has: RecordError."""
    record: dict[str, Any] = {
        "game": row.game,
        "rules_version": row.rules_version,
        "options": row.options,
        "seed": row.seed,
        "actions": [],
    }
    if row.lesson:
        try:
            lesson = lesson_named(row.game)
        except ConfigError as exc:
            raise RecordError(msgid=exc.msgid, values=exc.values) from None
        record |= {"options": dict(lesson.options), "seed": lesson.seed, "setup": lesson.setup}
    return replay(record)


def _replayed(row: RoomRow) -> Room:
    """A stored room rebuilt action by action, counting its public moves on the way."""
    room = Room(row, starting_state(row))
    timeouts = set(room.clocks.timeouts) if room.clocks else set()
    for index, (seat, notation) in enumerate(row.actions):
        if index in timeouts:
            room.log_timeout(seat)
        room.state.apply(seat, notation)
        room.counted()
        room.logged(seat, notation)
    if row.forfeit is not None:
        room.log_forfeit(row.forfeit)
    return room


def _check_turn(room: Room, state: State, seat: int) -> None:
    """Refuse a move out of turn in words a connection can read in its language, the seats by
    their names (the engine's own messages are English, for Python callers)."""
    if state.is_over or room.over:
        raise MoveRefused(ERRORS["game_over"])
    if seat not in state.to_move:
        waiting = list(state.to_move)

        def named(t: Translator) -> dict[str, object]:
            names = room.names(t)
            return {"player": names[seat], "players": _listed(t, [names[p] for p in waiting])}

        raise MoveRefused(ERRORS["not_your_turn"], named)


def _listed(t: Translator, items: list[str]) -> str:
    """Items joined by the language's list separator (", " in English, "、" in Japanese)."""
    return t.gettext(LIST_SEPARATOR).join(items)


def _seat_to_show(connection: Connection, to_move: tuple[int, ...]) -> int | None:
    """A seat token sees its seat; hot-seat sees the next seat of its own to act."""
    if not connection.seats:
        return None
    acting = [s for s in to_move if s in connection.seats]
    if acting:
        return connection.shown_seat if connection.shown_seat in acting else acting[0]
    if connection.shown_seat in connection.seats:
        return connection.shown_seat
    return min(connection.seats)
