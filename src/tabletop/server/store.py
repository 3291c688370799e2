"""The server's durable memory: rooms, seats and actions, behind SQLAlchemy Core.

This is the only module that talks to the database. A room's engine state is never
stored: it is the room's seed and options plus its actions, replayed on load (the public
move count and who is to move are kept beside them, so the lobby and a restart need no
replay). Every write commits before returning, so whatever the server acknowledged survives
a crash. SQLite (the default) runs in WAL mode with ``synchronous=NORMAL``: a killed server
loses nothing committed; only a power cut may lose the last commits. PostgreSQL
(``postgresql://...``) runs through psycopg 3.

Several servers may share one PostgreSQL database (docs/server.md, "Several servers on one
database"); SQLite serves one process, which holds ``flock`` on the file for its lifetime (the
system releases it when the process dies, however it dies). Every write that changes a room
is conditional on what the writer last saw (the room's ``version``, its action count; a
seat still free), so two processes never both take the same step: the second is told
:class:`Conflict`, catches up and tries again. On PostgreSQL each such write also tells the
other processes which room changed (``NOTIFY``), and a room's bots and clocks are run by the
one process that holds the room's lease (a session advisory lock, freed when that process's
connection drops, however it dies).
"""

from __future__ import annotations

import asyncio
import fcntl
import json
from collections.abc import AsyncIterator, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any

from sqlalchemy import (
    BigInteger,
    Boolean,
    Column,
    Float,
    ForeignKey,
    Integer,
    MetaData,
    String,
    Table,
    Text,
    and_,
    bindparam,
    create_engine,
    event,
    func,
    inspect,
    or_,
    select,
    text,
    update,
)
from sqlalchemy.engine import Engine, make_url
from sqlalchemy.pool import StaticPool

from tabletop.engine import ConfigError
from tabletop.i18n.common import ERRORS

metadata = MetaData()

rooms = Table(
    "rooms",
    metadata,
    Column("id", String(32), primary_key=True),
    Column("game", String(32), nullable=False),
    Column("rules_version", String(32), nullable=False),  # replayed only under these rules
    Column("options", Text, nullable=False),  # JSON object
    Column("seed", BigInteger, nullable=False),  # up to 2**62
    Column("seeded", Boolean, nullable=False),  # the creator chose the seed (knows the deal)
    Column("public", Boolean, nullable=False),
    Column("hotseat", Boolean, nullable=False),
    Column("hotseat_token", String(64)),  # sha256 of the hot-seat token, or NULL
    Column("created", Float, nullable=False),
    Column("over", Boolean, nullable=False, default=False),
    # Kept with every action for the lobby and a restart (NULL in an older tabletop's rows):
    # the public move count, and the seats to move ("0,2").
    Column("moves", Integer),
    Column("to_move", String(32)),
    # A game's lesson (present/lesson.py): the room starts from its deal and its bots play its
    # script while it guides (NULL in an older tabletop's rows: not a lesson).
    Column("lesson", Boolean),
    # A turn clock (server/clock.py; NULL: none): its rule (JSON), its running state (JSON,
    # rewritten with every action), the first deadline of a running clock (epoch seconds,
    # NULL while none runs: what a restart and a sweep look for) and the seat that forfeited
    # on time (NULL: none; the room is over then).
    Column("clock", Text),
    Column("clocks", Text),
    Column("deadline", Float),
    Column("forfeit", Integer),
    # The room's actions so far: what every write that changes the room is conditional on
    # (NULL in an older tabletop's rows until the store starts: then counted).
    Column("version", Integer),
    # The address of the client that created the room: its bots' work waits in that client's
    # queue for a worker (scheduler.py), after a restart too. Never shown to anybody.
    Column("client", String(64)),
)
# Columns an older tabletop's database lacks; they are added on start.
ADDED_COLUMNS = (
    "moves",
    "to_move",
    "lesson",
    "clock",
    "clocks",
    "deadline",
    "forfeit",
    "version",
    "client",
)
SERVED = ERRORS["db_served"]
# PostgreSQL NOTIFY channel: "<room id> <version>" after a move, "<room id> undo", "<room id>
# seats" or "<room id> forfeit" after those.
CHANNEL = "tabletop_rooms"
# What Store.changes yields once it hears the notices: anything stored before went unheard.
LISTENING = ""
LEASES = 0x7AB1  # the first key of the rooms' advisory locks (the second: from the room id)


class Conflict(Exception):
    """Another process changed the room (or took the seat) since this one last looked."""


seats = Table(
    "seats",
    metadata,
    Column("room", String(32), ForeignKey("rooms.id"), primary_key=True),
    Column("seat", Integer, primary_key=True),
    Column("bot", String(80)),  # bot spec, or NULL for a person
    Column("name", String(64)),
    Column("invite", String(64)),  # sha256 of the invite code, NULL once claimed
    Column("token", String(64)),  # sha256 of the seat token, NULL until claimed
)

actions = Table(
    "actions",
    metadata,
    Column("room", String(32), ForeignKey("rooms.id"), primary_key=True),
    Column("index", Integer, primary_key=True),
    Column("player", Integer, nullable=False),
    Column("notation", String(80), nullable=False),
)


@dataclass
class SeatRow:
    seat: int
    bot: str | None
    name: str | None = None
    invite: str | None = None
    token: str | None = None


@dataclass
class RoomRow:
    id: str
    game: str
    rules_version: str
    options: dict[str, Any]
    seed: int
    seeded: bool
    public: bool
    hotseat: bool
    hotseat_token: str | None
    created: float
    over: bool
    moves: int | None = 0
    to_move: str | None = ""
    lesson: bool | None = False
    clock: str | None = None
    clocks: str | None = None
    deadline: float | None = None
    forfeit: int | None = None
    client: str | None = None  # the creator's address (None in an older tabletop's rows)
    seats: list[SeatRow] = field(default_factory=list)
    actions: list[tuple[int, str]] = field(default_factory=list)


class _Prepared:
    """A statement compiled once for an engine's dialect, run on a raw DBAPI cursor."""

    def __init__(self, statement: Any, engine: Engine) -> None:
        compiled = statement.compile(dialect=engine.dialect)
        self.sql = str(compiled)
        self.order = compiled.positiontup  # the parameters' order for "?"-style drivers

    def run(self, cursor: Any, params: dict[str, Any]) -> None:
        cursor.execute(self.sql, [params[k] for k in self.order] if self.order else params)


class Store:
    """Rooms on disk. Methods are small synchronous transactions, each committed on return."""

    def __init__(self, url: str) -> None:
        parsed = make_url(url)
        if parsed.drivername in ("postgresql", "postgres"):  # psycopg 3, not SQLAlchemy's psycopg2
            parsed = parsed.set(drivername="postgresql+psycopg")
        options: dict[str, Any] = {}
        sqlite = parsed.get_backend_name() == "sqlite"
        if sqlite and parsed.database in (None, "", ":memory:"):  # one shared in-memory database
            options = {"poolclass": StaticPool, "connect_args": {"check_same_thread": False}}
        self.engine: Engine = create_engine(parsed, **options)
        self._lock: Any = None
        self._leases: Any = None
        self.shared = not sqlite  # several processes may serve it
        self.conninfo = parsed.set(drivername="postgresql").render_as_string(hide_password=False)
        try:
            if sqlite:
                event.listen(self.engine, "connect", _sqlite_pragmas)
            self._refuse_other_tables()
            metadata.create_all(self.engine)
            self._add_new_columns()
            if sqlite:
                self._lock = _sqlite_lock(parsed.database)
            else:
                # Leases are session locks: one connection holds this process's, for its life.
                import psycopg  # the postgres extra's driver

                self._leases = psycopg.connect(self.conninfo, autocommit=True)
            # Moves are the hot path: one kept DBAPI connection and statements compiled once
            # for this database's dialect, without SQLAlchemy's per-call machinery.
            self._writer = self.engine.raw_connection()
        except BaseException:
            self._release()
            raise
        self._add_action = _Prepared(actions.insert(), self.engine)
        self._mark_moved = _Prepared(
            update(rooms)
            .where(rooms.c.id == bindparam("room"), rooms.c.version == bindparam("index"))
            .values(
                over=bindparam("over"),
                moves=bindparam("moves"),
                to_move=bindparam("to_move"),
                clocks=bindparam("clocks"),
                deadline=bindparam("deadline"),
                version=bindparam("next"),
            ),
            self.engine,
        )
        self._mark_taken_back = _Prepared(
            update(rooms)
            .where(rooms.c.id == bindparam("room"), rooms.c.version == bindparam("next"))
            .values(
                over=bindparam("over"),
                moves=bindparam("moves"),
                to_move=bindparam("to_move"),
                version=bindparam("index"),
            ),
            self.engine,
        )
        self._remove_action = _Prepared(
            actions.delete().where(
                actions.c.room == bindparam("room"), actions.c.index >= bindparam("index")
            ),
            self.engine,
        )
        self._hold = _Prepared(
            select(rooms.c.version).where(rooms.c.id == bindparam("room")).with_for_update(),
            self.engine,
        )
        self._notify = _Prepared(text(f"SELECT pg_notify('{CHANNEL}', :change)"), self.engine)

    def _add_new_columns(self) -> None:
        """Bring an older tabletop's rooms table up to date (its rows keep NULL there, but for
        the version, which is counted)."""
        have = {c["name"] for c in inspect(self.engine).get_columns("rooms")}
        with self.engine.begin() as db:
            for name in ADDED_COLUMNS:
                if name not in have:
                    kind = rooms.c[name].type.compile(dialect=self.engine.dialect)
                    db.execute(text(f"ALTER TABLE rooms ADD COLUMN {name} {kind}"))
            counted = select(func.count()).where(actions.c.room == rooms.c.id).scalar_subquery()
            db.execute(update(rooms).where(rooms.c.version.is_(None)).values(version=counted))

    def _release(self) -> None:
        self.engine.dispose()
        # Last: closing a descriptor of the SQLite file drops every POSIX lock the process holds
        # on it, SQLite's own included (none are left once its connections are closed).
        if self._lock is not None:
            self._lock.close()  # the file: that frees its flock
            self._lock = None
        if self._leases is not None:
            self._leases.close()  # the connection: that frees every lease it holds
            self._leases = None

    def _refuse_other_tables(self) -> None:
        """A ConfigError if a table of ours exists without our columns: another program's
        database, which creating our other tables beside it would change."""
        found = inspect(self.engine)
        for table in metadata.sorted_tables:
            if found.has_table(table.name):
                have = {column["name"] for column in found.get_columns(table.name)}
                missing = sorted(
                    column.name
                    for column in table.columns
                    if column.name not in have and column.name not in ADDED_COLUMNS
                )
                if missing:
                    values = {"table": repr(table.name), "column": repr(missing[0])}
                    raise ConfigError(msgid=ERRORS["db_foreign_table"], values=values)

    def close(self) -> None:
        self._writer.close()
        self._release()

    def create_room(self, room: RoomRow) -> None:
        with self.engine.begin() as db:
            db.execute(rooms.insert().values(_room_columns(room) | {"version": 0}))
            db.execute(
                seats.insert(),
                [{"room": room.id, **vars(seat)} for seat in room.seats],
            )

    def claim_seat(
        self,
        room: str,
        seat: int,
        name: str,
        token: str,
        clocks: str | None = None,
        deadline: float | None = None,
    ) -> None:
        """Give a free seat its player (Conflict if it was taken meanwhile); with ``clocks``,
        the room's turn clocks start in the same transaction (the last person's seat was
        taken)."""
        with self.engine.begin() as db:
            claimed = db.execute(
                update(seats)
                .where(seats.c.room == room, seats.c.seat == seat, seats.c.token.is_(None))
                .values(name=name, token=token, invite=None)
            )
            if claimed.rowcount != 1:
                raise Conflict(room)
            if clocks is not None:
                db.execute(
                    update(rooms).where(rooms.c.id == room).values(clocks=clocks, deadline=deadline)
                )
            if self.shared:
                db.execute(select(func.pg_notify(CHANNEL, f"{room} seats")))

    def add_action(
        self,
        room: str,
        index: int,
        player: int,
        notation: str,
        over: bool,
        moves: int,
        to_move: tuple[int, ...],
        clocks: str | None = None,
        deadline: float | None = None,
    ) -> None:
        """Append one action as the room's action ``index``, with the room's game-over flag,
        public move count, seats to move and turn clocks after it, in one committed
        transaction; Conflict if the room has another number of actions by now (another
        process moved)."""
        with self._writing() as cursor:
            moved = {
                "room": room,
                "index": index,
                "next": index + 1,
                "over": over,
                "moves": moves,
                "to_move": seats_text(to_move),
                "clocks": clocks,
                "deadline": deadline,
            }
            self._mark_moved.run(cursor, moved)  # first: it locks the room's row
            if cursor.rowcount != 1:
                raise Conflict(room)
            self._add_action.run(
                cursor, {"room": room, "index": index, "player": player, "notation": notation}
            )
            if self.shared:
                self._notify.run(cursor, {"change": f"{room} {index + 1}"})

    def remove_last_action(
        self, room: str, index: int, over: bool, moves: int, to_move: tuple[int, ...]
    ) -> None:
        """Undo: delete the room's action ``index`` (its last), with the room's game-over flag,
        public move count and seats to move as they were before it, in one committed
        transaction; so a restart replays the position the player went back to. Conflict if
        it is no longer the last."""
        with self._writing() as cursor:
            back = {"room": room, "index": index, "next": index + 1, "over": over, "moves": moves}
            self._mark_taken_back.run(cursor, back | {"to_move": seats_text(to_move)})
            if cursor.rowcount != 1:
                raise Conflict(room)
            self._remove_action.run(cursor, {"room": room, "index": index})
            if self.shared:
                self._notify.run(cursor, {"change": f"{room} undo"})

    @contextmanager
    def _writing(self) -> Iterator[Any]:
        """A cursor on the kept writer connection: committed when the block ends, rolled
        back (and the error raised) if it fails."""
        cursor = self._writer.cursor()
        try:
            yield cursor
            self._writer.commit()
        except Exception:
            self._writer.rollback()
            raise
        finally:
            cursor.close()

    @contextmanager
    def hold(self, room: str) -> Iterator[int | None]:
        """The room's stored version, with its row locked against the other processes' writes
        until this process's next write to it commits (or the block ends): so what the
        block checks against that version still holds when it writes. None on SQLite, where
        this process is the only writer."""
        if not self.shared:
            yield None
            return
        cursor = self._writer.cursor()
        try:
            self._hold.run(cursor, {"room": room})
            found = cursor.fetchone()
        finally:
            cursor.close()
        try:
            yield found[0] if found else None
        finally:
            self._writer.rollback()  # frees the row if nothing was written (else a no-op)

    # --- several processes (PostgreSQL) ------------------------------------------------
    def lead(self, room: str) -> bool:
        """Take the room's lease for this process if no other holds it: the holder runs the
        room's bots and clocks. Always granted on SQLite (one process)."""
        if self._leases is None:
            return True
        cursor = self._leases.cursor()
        try:
            cursor.execute("SELECT pg_try_advisory_lock(%s, hashtext(%s))", (LEASES, room))
            return bool(cursor.fetchone()[0])
        finally:
            cursor.close()

    def unled(self, room_ids: list[str]) -> list[str]:
        """Those of ``room_ids`` whose lease no process holds, in one look at the database's
        lock table (a lease is the advisory lock (LEASES, hashtext(id)): ``classid`` and
        ``objid`` there). All of them on SQLite, which has no other process."""
        if self._leases is None or not room_ids:
            return list(room_ids)
        cursor = self._leases.cursor()
        try:
            cursor.execute(
                "SELECT id FROM unnest(%s::text[]) AS id WHERE NOT EXISTS (SELECT 1 FROM pg_locks"
                " WHERE locktype = 'advisory' AND database = (SELECT oid FROM pg_database"
                " WHERE datname = current_database()) AND classid = %s"
                " AND objid = hashtext(id)::oid AND objsubid = 2)",
                (room_ids, LEASES),
            )
            return [row[0] for row in cursor.fetchall()]
        finally:
            cursor.close()

    def resign(self, room: str) -> None:
        """Give the room's lease back (taken once with :meth:`lead`)."""
        if self._leases is not None:
            cursor = self._leases.cursor()
            try:
                cursor.execute("SELECT pg_advisory_unlock(%s, hashtext(%s))", (LEASES, room))
            finally:
                cursor.close()

    async def changes(self) -> AsyncIterator[str]:
        """What changes in the database (by any process, this one too), as each change
        commits: ``"<room id> <version>"`` after a move (its new version), ``"<room id> undo"``,
        ``"<room id> seats"`` after a seat is claimed, ``"<room id> forfeit"``; first of all
        ``LISTENING`` (""), once the notices are heard: what changed before it was heard by
        nobody. Nothing on SQLite, which one process serves. Ends with an error (psycopg's
        OperationalError) if the connection to the database is lost."""
        if not self.shared:
            await asyncio.Event().wait()  # forever: nobody else writes
        import psycopg  # the postgres extra's driver, needed only here

        listener = await psycopg.AsyncConnection.connect(self.conninfo, autocommit=True)
        async with listener:
            await listener.execute(f"LISTEN {CHANNEL}")
            yield LISTENING
            async for note in listener.notifies():
                yield note.payload

    def forfeit(self, room: str, seat: int, clocks: str) -> None:
        """End the room: ``seat`` ran out of time and forfeits (its clocks as they stopped)."""
        with self.engine.begin() as db:
            db.execute(
                update(rooms)
                .where(rooms.c.id == room)
                .values(over=True, to_move="", forfeit=seat, clocks=clocks, deadline=None)
            )
            if self.shared:
                db.execute(select(func.pg_notify(CHANNEL, f"{room} forfeit")))

    def clocks_due(self, by: float | None = None) -> list[str]:
        """Unfinished rooms with a running clock (whose first deadline is ``by`` or earlier, if
        given), first deadline first: a restart and the periodic check load them."""
        query = select(rooms.c.id).where(rooms.c.over.is_(False), rooms.c.deadline.is_not(None))
        if by is not None:
            query = query.where(rooms.c.deadline <= by)
        with self.engine.connect() as db:
            return list(db.execute(query.order_by(rooms.c.deadline)).scalars())

    def waiting_for_bots(self) -> list[str]:
        """Unfinished rooms where a bot seat is to move (or that an older tabletop stored
        without saying who is to move): those a restart must wake, oldest first."""
        bot_seats: dict[str, set[int]] = {}
        query = (
            select(rooms.c.id, rooms.c.to_move, seats.c.seat)
            .join(seats, seats.c.room == rooms.c.id)
            .where(rooms.c.over.is_(False), seats.c.bot.is_not(None))
            .order_by(rooms.c.created)
        )
        to_move: dict[str, str | None] = {}
        with self.engine.connect() as db:
            for row in db.execute(query):
                to_move[row.id] = row.to_move
                bot_seats.setdefault(row.id, set()).add(row.seat)
        return [
            room
            for room, seats_to_move in to_move.items()
            if seats_to_move is None or bot_seats[room] & set(seats_of(seats_to_move))
        ]

    def lobby(self, offset: int, limit: int, rules: dict[str, str]) -> tuple[list[RoomRow], int]:
        """A page of the public rooms played under ``rules`` (game -> rules_version; a room
        of other rules cannot be replayed), unfinished first, newest first (without their
        actions), and how many such rooms there are."""
        listed = and_(
            rooms.c.public.is_(True),
            or_(*(and_(rooms.c.game == g, rooms.c.rules_version == v) for g, v in rules.items())),
        )
        with self.engine.connect() as db:
            total = db.execute(select(func.count()).select_from(rooms).where(listed)).scalar_one()
            page = [
                _room_row(row)
                for row in db.execute(
                    select(rooms)
                    .where(listed)
                    .order_by(rooms.c.over, rooms.c.created.desc(), rooms.c.id)
                    .offset(offset)
                    .limit(limit)
                )
            ]
            by_id = {room.id: room for room in page}
            if by_id:
                for s in db.execute(
                    select(seats).where(seats.c.room.in_(by_id)).order_by(seats.c.seat)
                ):
                    by_id[s.room].seats.append(SeatRow(s.seat, s.bot, s.name, s.invite, s.token))
        return page, total

    def load(self, room_id: str) -> RoomRow | None:
        with self.engine.connect() as db:
            row = db.execute(select(rooms).where(rooms.c.id == room_id)).first()
            if row is None:
                return None
            room = _room_row(row)
            room.seats = [
                SeatRow(s.seat, s.bot, s.name, s.invite, s.token)
                for s in db.execute(
                    select(seats).where(seats.c.room == room_id).order_by(seats.c.seat)
                )
            ]
            room.actions = [
                (a.player, a.notation)
                for a in db.execute(
                    select(actions.c.player, actions.c.notation)
                    .where(actions.c.room == room_id)
                    .order_by(actions.c.index)
                )
            ]
            return room


def _room_columns(room: RoomRow) -> dict[str, Any]:
    """A room's own row: every field but its seats and actions, options as JSON (the version
    is the store's own: the count of the actions)."""
    columns = {c.name: getattr(room, c.name) for c in rooms.columns if c.name != "version"}
    return columns | {"options": json.dumps(room.options)}


def _room_row(row: Any) -> RoomRow:
    columns = dict(row._mapping)
    del columns["version"]
    return RoomRow(**columns | {"options": json.loads(columns["options"])})


def seats_text(to_move: tuple[int, ...]) -> str:
    return ",".join(map(str, to_move))


def seats_of(text: str | None) -> list[int]:
    return [int(seat) for seat in (text or "").split(",") if seat]


def _sqlite_lock(database: str | None) -> Any:
    """The SQLite file held with ``flock`` (which SQLite's own fcntl locks do not touch), or
    None for an in-memory database, which no other process can open."""
    if database in (None, "", ":memory:"):
        return None
    held = open(database, "rb")  # noqa: SIM115 (held open for the store's lifetime)
    try:
        fcntl.flock(held.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        held.close()
        raise ConfigError(msgid=SERVED) from None
    return held


def _sqlite_pragmas(connection: Any, _record: Any) -> None:
    cursor = connection.cursor()
    cursor.execute("PRAGMA journal_mode=WAL")
    cursor.execute("PRAGMA synchronous=NORMAL")
    cursor.execute("PRAGMA foreign_keys=ON")
    cursor.close()
