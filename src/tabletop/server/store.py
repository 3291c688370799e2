"""The server's durable memory: rooms, seats and actions, behind SQLAlchemy Core.

This is the only module that talks to the database. A room's engine state is never
stored: it is the room's seed and options plus its actions, replayed on load (the public
move count and who is to move are kept beside them, so the lobby and a restart need no
replay). Every write commits before returning, so whatever the server acknowledged survives
a crash. SQLite (the default) runs in WAL mode with ``synchronous=NORMAL``: a killed server
loses nothing committed; only a power cut may lose the last commits. PostgreSQL
(``postgresql://...``) runs through psycopg 3.

One server per database: two would each keep rooms in memory and diverge (the same invite
claimed twice, a move refused by the other's row). A store holds a lock for its lifetime
(``flock`` on the SQLite file, a session advisory lock on PostgreSQL) that the system
releases when the process dies, however it dies.
"""

from __future__ import annotations

import fcntl
import json
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
    # The address of the client that created the room: its bots' work waits in that client's
    # queue for a worker (scheduler.py), after a restart too. Never shown to anybody.
    Column("client", String(64)),
)
# Columns an older tabletop's database lacks; they are added on start.
ADDED_COLUMNS = ("moves", "to_move", "lesson", "client")
SERVER_LOCK = 0x7AB1E70B  # PostgreSQL advisory lock key: "tabletop serves this database"
SERVED = ERRORS["db_served"]

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
        try:
            if sqlite:
                event.listen(self.engine, "connect", _sqlite_pragmas)
            self._refuse_other_tables()
            metadata.create_all(self.engine)
            self._add_new_columns()
            self._lock = _sqlite_lock(parsed.database) if sqlite else self._postgres_lock()
            # Moves are the hot path: one kept DBAPI connection and statements compiled once
            # for this database's dialect, without SQLAlchemy's per-call machinery.
            self._writer = self.engine.raw_connection()
        except BaseException:
            self._release()
            raise
        self._add_action = _Prepared(actions.insert(), self.engine)
        self._mark_moved = _Prepared(
            update(rooms)
            .where(rooms.c.id == bindparam("room"))
            .values(over=bindparam("over"), moves=bindparam("moves"), to_move=bindparam("to_move")),
            self.engine,
        )

    def _postgres_lock(self) -> Any:
        """A connection holding the server lock for this store's lifetime, or ConfigError."""
        holder = self.engine.raw_connection()
        holder.detach()  # closed for real when the store closes: that frees the lock
        cursor = holder.cursor()
        cursor.execute(f"SELECT pg_try_advisory_lock({SERVER_LOCK})")
        (locked,) = cursor.fetchone()
        holder.commit()
        if not locked:
            holder.close()
            raise ConfigError(msgid=SERVED)
        return holder

    def _add_new_columns(self) -> None:
        """Bring an older tabletop's rooms table up to date (its rows keep NULL there)."""
        have = {c["name"] for c in inspect(self.engine).get_columns("rooms")}
        with self.engine.begin() as db:
            for name in ADDED_COLUMNS:
                if name not in have:
                    kind = rooms.c[name].type.compile(dialect=self.engine.dialect)
                    db.execute(text(f"ALTER TABLE rooms ADD COLUMN {name} {kind}"))

    def _release(self) -> None:
        self.engine.dispose()
        # Last: closing a descriptor of the SQLite file drops every POSIX lock the process holds
        # on it, SQLite's own included (none are left once its connections are closed).
        if self._lock is not None:
            self._lock.close()  # a file (flock) or a connection (advisory lock): either frees it
            self._lock = None

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
            db.execute(rooms.insert().values(_room_columns(room)))
            db.execute(
                seats.insert(),
                [{"room": room.id, **vars(seat)} for seat in room.seats],
            )

    def claim_seat(self, room: str, seat: int, name: str, token: str) -> None:
        with self.engine.begin() as db:
            db.execute(
                update(seats)
                .where(seats.c.room == room, seats.c.seat == seat)
                .values(name=name, token=token, invite=None)
            )

    def add_action(
        self,
        room: str,
        index: int,
        player: int,
        notation: str,
        over: bool,
        moves: int,
        to_move: tuple[int, ...],
    ) -> None:
        """Append one action, with the room's game-over flag, public move count and seats to
        move after it, in one committed transaction."""
        cursor = self._writer.cursor()
        try:
            self._add_action.run(
                cursor, {"room": room, "index": index, "player": player, "notation": notation}
            )
            self._mark_moved.run(
                cursor,
                {"room": room, "over": over, "moves": moves, "to_move": seats_text(to_move)},
            )
            self._writer.commit()
        except Exception:
            self._writer.rollback()
            raise
        finally:
            cursor.close()

    def remove_last_action(
        self, room: str, index: int, over: bool, moves: int, to_move: tuple[int, ...]
    ) -> None:
        """Undo: delete the room's action ``index`` (its last), with the room's game-over flag,
        public move count and seats to move as they were before it, in one committed
        transaction; so a restart replays the position the player went back to."""
        with self.engine.begin() as db:
            db.execute(actions.delete().where(actions.c.room == room, actions.c.index >= index))
            db.execute(
                update(rooms)
                .where(rooms.c.id == room)
                .values(over=over, moves=moves, to_move=seats_text(to_move))
            )

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
    """A room's own row: every field but its seats and actions, options as JSON."""
    columns = {c.name: getattr(room, c.name) for c in rooms.columns}
    return columns | {"options": json.dumps(room.options)}


def _room_row(row: Any) -> RoomRow:
    columns = dict(row._mapping)
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
