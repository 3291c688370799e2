"""Rooms in memory: each game's engine state, its seats, the browsers watching it, its bots.

The server owns every game. A move is checked by the engine on a copy of the state,
committed to the store, and only then made the room's state and announced; so the
database is never behind anything a player was told. Each connection receives only
``view(seat)`` for a seat its token controls, or the spectator view, and only when what it
sees has changed: a secret step (a Kung Fu pick, a Gun Rain setting move) reaches the mover
alone, and the room's public move count (``version``) leaves such steps out, so nobody can
count another player's secret moves.
"""

from __future__ import annotations

import asyncio
import hashlib
import hmac
import logging
import secrets
import time
from dataclasses import dataclass, field
from typing import Any, Protocol

import orjson

from tabletop import replay
from tabletop.cli.screens import screen_for
from tabletop.engine import IllegalAction, RecordError, State, descriptor

from .botpool import BotPool
from .protocol import BadRequest, CreateRoom, checked_bot, checked_game, checked_name
from .store import RoomRow, SeatRow, Store

log = logging.getLogger("tabletop.server")


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
    hinting: bool = False
    last: dict[str, Any] | None = None  # the last state message it was sent, without ack


@dataclass(eq=False)
class Room:
    row: RoomRow
    state: State
    connections: set[Connection] = field(default_factory=set)
    thinking: set[int] = field(default_factory=set)  # bot seats with a job in flight
    lock: asyncio.Lock = field(default_factory=asyncio.Lock)
    # Changes everybody can see: the spectator's view or who is to move. Secret steps don't count.
    public_moves: int = field(default=0, init=False)
    _public: tuple = field(default=(), init=False)

    def __post_init__(self) -> None:
        self._public = self.state.public_picture()

    @property
    def version(self) -> int:
        """Every action taken, secret ones too: for the record, once the game is over."""
        return len(self.row.actions)

    def counted(self) -> None:
        """Count the state's last action as a public move if everybody can see it happened."""
        public = self.state.public_picture()
        if public != self._public:
            self._public = public
            self.public_moves += 1

    def record(self) -> dict[str, Any]:
        record = self.state.record()
        record["actions"] = [list(a) for a in self.row.actions]
        return record

    def seats_summary(self) -> list[dict[str, Any]]:
        connected = {s for c in self.connections for s in c.seats}
        return [
            {
                "seat": s.seat,
                "kind": "bot" if s.bot else "human",
                "name": s.name or (f"bot:{s.bot}" if s.bot else None),
                "claimed": bool(s.bot or s.token or self.row.hotseat),
                "connected": s.seat in connected,
            }
            for s in self.row.seats
        ]

    def summary(self) -> dict[str, Any]:
        return {
            "room": self.row.id,
            "game": self.row.game,
            "options": self.row.options,
            "public": self.row.public,
            "hotseat": self.row.hotseat,
            "seeded": self.row.seeded,  # the creator chose the deal, so may know it
            "seats": self.seats_summary(),
            "moves": self.public_moves,
            "over": self.state.is_over,
            "to_move": list(self.state.to_move),
        }


class Hub:
    """All rooms of a server: creation, joining, moves, bots and broadcasting."""

    def __init__(self, store: Store, pool: BotPool) -> None:
        self.store = store
        self.pool = pool
        self.rooms: dict[str, Room] = {}
        self.tasks: set[asyncio.Task] = set()

    # --- rooms ------------------------------------------------------------------
    def resume(self) -> None:
        """Load every stored room (the lobby lists them) and restart the unfinished ones' bots."""
        for room_id in self.store.room_ids():
            room = self.get(room_id)
            if room is not None and not room.state.is_over:
                self.wake_bots(room)

    def get(self, room_id: str) -> Room | None:
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
            self.rooms[room_id] = room
        return room

    def create(self, request: CreateRoom) -> dict[str, Any]:
        game = checked_game(request.game, request.options, len(request.seats))
        specs = [checked_bot(s.bot, game) if s.kind == "bot" else None for s in request.seats]
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
        )
        invites: dict[int, str] = {}
        answer: dict[str, Any] = {"room": row.id, "invites": {}}
        if request.hotseat:
            token = secrets.token_urlsafe(24)
            row.hotseat_token = _digest(token)
            answer["token"] = token
        for seat, spec in enumerate(specs):
            seat_row = SeatRow(seat, spec)
            if spec is None and request.hotseat:
                seat_row.name = f"Player {seat}"  # seats are numbered from 0, as in notation
            elif spec is None:
                invites[seat] = secrets.token_urlsafe(12)
                seat_row.invite = _digest(invites[seat])
            row.seats.append(seat_row)
        self.store.create_room(row)
        room = self.rooms[row.id] = Room(row, state)
        answer["invites"] = {
            str(seat): f"/room/{row.id}?seat={seat}&invite={code}" for seat, code in invites.items()
        }
        self.wake_bots(room)
        return answer

    def join(self, room: Room, name: str, seat: int | None, invite: str | None) -> dict:
        """Claim a human seat: by its invite code, or any free one in a public room."""
        name = checked_name(name)
        free = [s for s in room.row.seats if s.bot is None and s.token is None and s.invite]
        if seat is not None:
            free = [s for s in free if s.seat == seat]
        if invite is not None:
            free = [s for s in free if _matches(invite, s.invite)]
        elif not room.row.public:
            raise BadRequest("this room is private: join it with an invite link")
        if not free:
            raise BadRequest("that seat is taken or the invite is not valid")
        chosen = free[0]
        token = secrets.token_urlsafe(24)
        self.store.claim_seat(room.row.id, chosen.seat, name, _digest(token))
        chosen.name, chosen.token, chosen.invite = name, _digest(token), None
        self.schedule(self.broadcast(room))
        return {"room": room.row.id, "seat": chosen.seat, "token": token}

    def seats_of(self, room: Room, token: str | None) -> frozenset[int] | None:
        """The seats a token controls: empty for no token (spectator), None for a bad one."""
        if not token:
            return frozenset()
        if room.row.hotseat and _matches(token, room.row.hotseat_token):
            return frozenset(s.seat for s in room.row.seats if s.bot is None)
        for s in room.row.seats:
            if _matches(token, s.token):
                return frozenset({s.seat})
        return None

    # --- moves ------------------------------------------------------------------
    async def act(
        self, room: Room, seat: int, notation: str, by: Connection | None = None, ack: Any = None
    ) -> None:
        """Check a move with the engine, commit it, then announce it. Illegal: IllegalAction.

        The connection that sent the move gets ``ack`` (its message id) in its next state.
        """
        async with room.lock:
            if seat not in room.state.to_move:
                raise IllegalAction(f"player {seat} is not to move")
            state = room.state.clone()
            state.apply(seat, notation)
            taken = state.history[1][1]  # the canonical notation the engine recorded
            self.store.add_action(room.row.id, room.version, seat, taken, state.is_over)
            room.row.actions.append((seat, taken))
            room.state = state
            room.row.over = state.is_over
            room.counted()
        await self.broadcast(room, by, ack)
        self.wake_bots(room)

    def wake_bots(self, room: Room) -> None:
        for seat in room.state.to_move:
            spec = room.row.seats[seat].bot
            if spec and seat not in room.thinking:
                room.thinking.add(seat)
                self.schedule(self._bot_move(room, seat, spec))

    async def _bot_move(self, room: Room, seat: int, spec: str) -> None:
        try:
            while seat in room.state.to_move:
                view = room.state.view(seat)
                # A fresh seed: one derived from the game's seed would tie the bot's visible
                # choices to the hidden deal. The record keeps the moves, so replays agree.
                seed = secrets.randbits(62)
                notation = await self.pool.choose(room.record(), seat, spec, seed)
                # Others may have moved meanwhile; the decision stands if the bot would
                # see the same position, else it thinks again. After its move it may
                # still be to move (a secret phase of several steps): the loop goes on.
                if seat in room.state.to_move and room.state.view(seat) == view:
                    await self.act(room, seat, notation)
        except Exception:
            log.exception("bot %s failed in room %s", spec, room.row.id)
        finally:
            room.thinking.discard(seat)

    async def hint(self, room: Room, connection: Connection, seat: int) -> dict[str, Any]:
        if seat not in room.state.to_move:
            raise BadRequest("a hint is for a seat that is to move")
        if connection.hinting:
            raise BadRequest("the advisor is still thinking")
        connection.hinting = True
        try:
            view = room.state.view(seat)
            moves = await self.pool.advise(room.record(), seat, secrets.randbits(62))
        finally:
            connection.hinting = False
        screen = screen_for(descriptor(room.row.game))
        for move in moves:
            move["label"] = screen.describe(view, move["notation"])
        return {"type": "hint", "seat": seat, "moves": moves}

    # --- what each browser sees ----------------------------------------------------
    def message_for(
        self, room: Room, connection: Connection, seats: list[dict[str, Any]] | None = None
    ) -> dict[str, Any]:
        """What ``connection`` is shown now; ``seats`` is the room's seat summary, if at hand."""
        state = room.state
        to_move = state.to_move
        seat = _seat_to_show(connection, to_move)
        connection.shown_seat = seat
        view = state.view(seat)
        legal = []
        if seat is not None and seat in to_move:
            screen = screen_for(descriptor(room.row.game))
            legal = [
                {"notation": a.notation, "label": screen.describe(view, a.notation)}
                for a in state.legal_actions(seat)
            ]
        result = state.result
        return {
            "type": "state",
            "room": room.row.id,
            "game": room.row.game,
            "version": room.public_moves,
            "seat": seat,
            "controls": sorted(connection.seats),
            "hotseat": room.row.hotseat,
            "seats": seats if seats is not None else room.seats_summary(),
            "view": view,
            "legal": legal,
            "to_move": list(to_move),
            "over": state.is_over,
            "result": result.to_dict() if result is not None else None,
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
        connection.last = message
        await self.send(room, connection, message if ack is None else {**message, "ack": ack})

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


def _replayed(row: RoomRow) -> Room:
    """A stored room rebuilt action by action, counting its public moves on the way."""
    room = Room(
        row,
        replay(
            {
                "game": row.game,
                "rules_version": row.rules_version,
                "options": row.options,
                "seed": row.seed,
                "actions": [],
            }
        ),
    )
    for seat, notation in row.actions:
        room.state.apply(seat, notation)
        room.counted()
    return room


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
