"""The server's durable memory: rooms, seats and actions, behind SQLAlchemy Core.

This is the only module that talks to the database. A room's engine state is never
stored: it is the room's seed and options plus its actions, replayed on load. Every write
commits before returning, so whatever the server acknowledged survives a crash.
SQLite (the default) runs in WAL mode with ``synchronous=NORMAL``: a killed server loses
nothing committed; only a power cut may lose the last commits.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

from sqlalchemy import (
    Boolean,
    Column,
    Float,
    ForeignKey,
    Integer,
    MetaData,
    String,
    Table,
    Text,
    bindparam,
    create_engine,
    event,
    inspect,
    select,
    update,
)
from sqlalchemy.engine import Engine, make_url
from sqlalchemy.pool import StaticPool

from tabletop.engine import ConfigError

metadata = MetaData()

rooms = Table(
    "rooms",
    metadata,
    Column("id", String(32), primary_key=True),
    Column("game", String(32), nullable=False),
    Column("rules_version", String(32), nullable=False),  # replayed only under these rules
    Column("options", Text, nullable=False),  # JSON object
    Column("seed", Integer, nullable=False),
    Column("seeded", Boolean, nullable=False),  # the creator chose the seed (knows the deal)
    Column("public", Boolean, nullable=False),
    Column("hotseat", Boolean, nullable=False),
    Column("hotseat_token", String(64)),  # sha256 of the hot-seat token, or NULL
    Column("created", Float, nullable=False),
    Column("over", Boolean, nullable=False, default=False),
)

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
        options: dict[str, Any] = {}
        if make_url(url).database in (None, "", ":memory:"):  # one shared in-memory database
            options = {"poolclass": StaticPool, "connect_args": {"check_same_thread": False}}
        self.engine: Engine = create_engine(url, **options)
        if self.engine.dialect.name == "sqlite":
            event.listen(self.engine, "connect", _sqlite_pragmas)
        self._refuse_other_tables()
        metadata.create_all(self.engine)
        # Moves are the hot path: one kept DBAPI connection and statements compiled once for
        # this database's dialect, without SQLAlchemy's per-call machinery.
        self._writer = self.engine.raw_connection()
        self._add_action = _Prepared(actions.insert(), self.engine)
        self._mark_over = _Prepared(
            update(rooms).where(rooms.c.id == bindparam("room")).values(over=True), self.engine
        )

    def _refuse_other_tables(self) -> None:
        """A ConfigError if a table of ours exists without our columns: another program's
        database, which creating our other tables beside it would change."""
        found = inspect(self.engine)
        for table in metadata.sorted_tables:
            if found.has_table(table.name):
                have = {column["name"] for column in found.get_columns(table.name)}
                missing = sorted(column.name for column in table.columns if column.name not in have)
                if missing:
                    self.engine.dispose()
                    raise ConfigError(
                        f"its table {table.name!r} lacks tabletop's column {missing[0]!r}"
                        " (another program's database, or an older tabletop's)"
                    )

    def close(self) -> None:
        self._writer.close()
        self.engine.dispose()

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

    def add_action(self, room: str, index: int, player: int, notation: str, over: bool) -> None:
        """Append one action (and the game-over flag) in one committed transaction."""
        cursor = self._writer.cursor()
        try:
            self._add_action.run(
                cursor, {"room": room, "index": index, "player": player, "notation": notation}
            )
            if over:
                self._mark_over.run(cursor, {"room": room, "over": True})
            self._writer.commit()
        except Exception:
            self._writer.rollback()
            raise
        finally:
            cursor.close()

    def room_ids(self) -> list[str]:
        with self.engine.connect() as db:
            return [row.id for row in db.execute(select(rooms.c.id).order_by(rooms.c.created))]

    def load(self, room_id: str) -> RoomRow | None:
        with self.engine.connect() as db:
            row = db.execute(select(rooms).where(rooms.c.id == room_id)).first()
            if row is None:
                return None
            columns = dict(row._mapping)
            room = RoomRow(**columns | {"options": json.loads(columns["options"])})
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


def _sqlite_pragmas(connection: Any, _record: Any) -> None:
    cursor = connection.cursor()
    cursor.execute("PRAGMA journal_mode=WAL")
    cursor.execute("PRAGMA synchronous=NORMAL")
    cursor.execute("PRAGMA foreign_keys=ON")
    cursor.close()
