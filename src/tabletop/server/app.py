"""The web application: pages, the JSON API, and the WebSocket each browser plays through.

Every route is thin: requests are checked by :mod:`.protocol`, games live in
:mod:`.rooms`, storage in :mod:`.store`. Pages are static files; all game data reaches
a browser as JSON from ``view(seat)``.
"""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from importlib import resources
from pathlib import Path
from typing import Any

from fastapi import FastAPI, HTTPException, Query, Request, WebSocket, WebSocketDisconnect
from fastapi.exceptions import RequestValidationError
from fastapi.responses import FileResponse, JSONResponse, Response
from fastapi.staticfiles import StaticFiles
from starlette.websockets import WebSocketDisconnected, WebSocketState

from tabletop import bots
from tabletop.engine import IllegalAction, State
from tabletop.engine.registry import descriptors, game_class
from tabletop.i18n.common import BOT_LEVELS

from . import protocol
from .botpool import BotPool
from .protocol import BadRequest, CreateRoom, JoinRoom, Limits, OriginPolicy, RateLimit
from .rooms import Connection, Hub, Room, TooMany
from .store import Store

STATIC = Path(str(resources.files(__package__).joinpath("static")))
PAGE_HEADERS = {
    "Content-Security-Policy": "default-src 'self'; img-src 'self' data:; object-src 'none'",
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "no-referrer",
}


def create_app(
    db_url: str = "sqlite:///tabletop.sqlite",
    bot_workers: int = 2,
    messages_per_second: float = protocol.RATE_PER_SECOND,
    limits: Limits | None = None,
    origins: OriginPolicy | None = None,
) -> FastAPI:
    """The server for one database; rooms left unfinished there resume on start.

    ``origins`` checks each request's ``Host`` and each WebSocket's ``Origin`` (``tabletop
    serve`` always passes one; None accepts any, for tests in process).
    """
    limits = limits or Limits()
    store = Store(db_url)

    @asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        pool = BotPool(bot_workers, limits.bot_seconds)
        hub = app.state.hub = Hub(store, pool, limits)
        hub.resume()
        sweeper = asyncio.ensure_future(_sweep_every(hub, _sweep_period(limits)))
        try:
            yield
        finally:
            sweeper.cancel()
            pool.close()
            store.close()

    app = FastAPI(title="tabletop", lifespan=lifespan, docs_url=None, redoc_url=None)
    app.mount("/static", StaticFiles(directory=STATIC), name="static")

    app.add_middleware(BodyLimit, limit=protocol.MAX_BODY_BYTES)
    if origins is not None:
        app.add_middleware(HostCheck, policy=origins)  # added last: it runs first

    @app.exception_handler(BadRequest)
    async def refused(_request: Request, exc: BadRequest) -> JSONResponse:
        return JSONResponse({"detail": str(exc)}, status_code=400)

    @app.exception_handler(TooMany)
    async def too_many(_request: Request, exc: TooMany) -> JSONResponse:
        return JSONResponse({"detail": str(exc)}, status_code=429, headers={"Retry-After": "60"})

    @app.exception_handler(RequestValidationError)
    async def malformed(_request: Request, exc: RequestValidationError) -> JSONResponse:
        """FastAPI's own 422 echoes the input, which may not be writable back (NaN, a lone
        surrogate): where and what, without it."""
        errors = [{"loc": [_printable(p) for p in e["loc"]], "msg": e["msg"]} for e in exc.errors()]
        return JSONResponse({"detail": errors}, status_code=422)

    def hub() -> Hub:
        return app.state.hub

    def room_or_404(room_id: str) -> Room:
        room = hub().get(room_id) if len(room_id) <= 32 else None
        if room is None:
            raise HTTPException(404, "no such room")
        return room

    def page(name: str) -> FileResponse:
        return FileResponse(STATIC / name, headers=PAGE_HEADERS)

    def room_page_or_missing(room_id: str, name: str) -> FileResponse:
        """A page for a room; for a link that names no room, a readable page (404)."""
        try:
            room_or_404(room_id)
        except HTTPException:
            return FileResponse(STATIC / "missing.html", status_code=404, headers=PAGE_HEADERS)
        return page(name)

    # --- pages --------------------------------------------------------------------
    @app.get("/", include_in_schema=False)
    async def lobby_page() -> FileResponse:
        return page("index.html")

    @app.get("/room/{room_id}", include_in_schema=False)
    async def room_page(room_id: str) -> FileResponse:
        return room_page_or_missing(room_id, "room.html")

    @app.get("/replay/{room_id}", include_in_schema=False)
    async def replay_page(room_id: str) -> FileResponse:
        return room_page_or_missing(room_id, "replay.html")

    # --- API ----------------------------------------------------------------------
    @app.get("/api/games")
    async def list_games() -> dict[str, Any]:
        described = [
            {
                "name": name,
                "title": game.title,
                "summary": game.summary,
                "min_players": game.min_players,
                "max_players": game.max_players,
                "options": [
                    {
                        "name": option.name,
                        "default": option.default,
                        "allowed": option.choices,
                        "label": option.label,
                        "help": option.help,
                    }
                    for option in game.options
                    if not option.is_file
                ],
                "renderer": f"/games/{name}/render.js" if game.web_renderer else None,
                "bots": list(bots.names_for(game)),
                "levels": [
                    {
                        "name": level.name,
                        "label": BOT_LEVELS[level.name],
                        "strength": level.strength,
                    }
                    for level in game.bot_levels
                ],
            }
            for name, game in descriptors().items()
        ]
        return {"games": described, "bots": list(bots.names())}

    @app.get("/games/{name}/render.js", include_in_schema=False)
    async def renderer(name: str) -> Response:
        """A game's web renderer, from its own package (plug-ins ship theirs)."""
        game = descriptors().get(name)
        if game is None or not game.web_renderer:
            raise HTTPException(404, "no such renderer")
        source = resources.files(game.package).joinpath(game.web_renderer).read_text("utf-8")
        return Response(source, media_type="text/javascript", headers=PAGE_HEADERS)

    @app.get("/api/games/{name}/catalog")
    async def catalog(name: str) -> dict[str, Any]:
        if name not in descriptors():
            raise HTTPException(404, "no such game")
        return game_class(name)().catalog()

    @app.post("/api/rooms")
    async def create_room(body: CreateRoom, request: Request) -> dict[str, Any]:
        return hub().create(body, _client(request))

    @app.get("/api/rooms")
    async def list_rooms(
        offset: int = Query(0, ge=0, le=2**31), limit: int | None = Query(None, ge=1)
    ) -> dict[str, Any]:
        """A page of the public rooms: unfinished first, newest first."""
        return hub().lobby(offset, min(limit or limits.lobby_page, limits.lobby_page))

    @app.get("/api/rooms/{room_id}")
    async def show_room(room_id: str) -> dict[str, Any]:
        return room_or_404(room_id).summary()

    @app.post("/api/rooms/{room_id}/join")
    async def join_room(room_id: str, request: JoinRoom) -> dict[str, Any]:
        return hub().join(room_or_404(room_id), request.name, request.seat, request.invite)

    @app.get("/api/rooms/{room_id}/record")
    async def record(room_id: str) -> dict[str, Any]:
        return finished(room_id).record()

    @app.get("/api/rooms/{room_id}/replay/{step}")
    async def replay_step(room_id: str, step: int) -> dict[str, Any]:
        room = finished(room_id)
        if not 0 <= step <= room.version:
            raise HTTPException(404, f"steps run from 0 to {room.version}")
        state = replayed(room, step)
        seat, notation = room.row.actions[step - 1] if step else (None, None)
        return {
            "step": step,
            "steps": room.version,
            "seat": seat,
            "notation": notation,
            "view": state.view(None),
            "result": state.result.to_dict() if state.is_over else None,
        }

    def finished(room_id: str) -> Room:
        room = room_or_404(room_id)
        if not room.state.is_over:
            raise HTTPException(409, "the game is not over yet")
        return room

    # --- play -------------------------------------------------------------------------
    @app.websocket("/ws/rooms/{room_id}")
    async def play(socket: WebSocket, room_id: str) -> None:
        await socket.accept()
        room = hub().get(room_id) if len(room_id) <= 32 else None
        if room is None:
            await socket.close(code=4404, reason="no such room")
            return
        connection: Connection | None = None
        limit = RateLimit(messages_per_second, 2 * messages_per_second)
        client = _client(socket)
        hello_by = asyncio.get_running_loop().time() + limits.request_seconds
        try:
            while True:
                if connection is None:  # a socket that never says hello in time is not kept
                    left = hello_by - asyncio.get_running_loop().time()
                    try:
                        frame = await asyncio.wait_for(socket.receive(), max(0.0, left))
                    except TimeoutError:
                        await socket.close(code=4408, reason="say hello sooner")
                        return
                else:
                    frame = await socket.receive()
                if frame["type"] == "websocket.disconnect":
                    raise WebSocketDisconnect(frame.get("code", 1000))
                text = frame.get("text")
                size = len(text.encode()) if text is not None else len(frame.get("bytes") or b"")
                if size > protocol.MAX_MESSAGE_BYTES:
                    await socket.close(code=1009, reason="message too big")
                    return
                raw = None
                try:
                    if text is None:
                        raise BadRequest("messages are JSON text, not binary")
                    raw = protocol.decode(text)
                    if not limit.allow():
                        raise BadRequest("too many messages: slow down")
                    message = protocol.parse_message(raw)
                    if connection is None:
                        # By id again: the room may have left memory while hello was awaited.
                        room = hub().get(room_id) or room
                        connection = await greet(room, socket, message)
                    else:
                        await handle(room, connection, message, client)
                except (BadRequest, IllegalAction) as exc:
                    error = {"type": "error", "message": str(exc)}
                    if (message_id := protocol.answer_id(raw)) is not None:
                        error["ack"] = message_id
                    await socket.send_json(error)
        except (WebSocketDisconnect, WebSocketDisconnected):  # the browser left
            pass
        finally:
            if connection is not None:
                room.connections.discard(connection)
                await hub().broadcast(room)  # who is connected (see greet)
            # Not after either side closed: uvicorn itself closes on an oversize frame (1009)
            # and then refuses a second close.
            if WebSocketState.DISCONNECTED not in (socket.client_state, socket.application_state):
                await socket.close()

    async def greet(room: Room, socket: WebSocket, message: dict[str, Any]) -> Connection:
        if message["type"] != "hello":
            raise BadRequest("say hello first")
        token = message.get("token")
        if token is not None and not isinstance(token, str):
            raise BadRequest("a token is a text")
        seats = hub().seats_of(room, token)
        if seats is None:
            raise BadRequest("that token holds no seat in this room")
        if len(room.connections) >= limits.room_sockets:
            raise BadRequest(f"this room has {limits.room_sockets} connections, its limit")
        connection = Connection(socket, seats)
        room.connections.add(connection)
        # Everybody hears who is connected now: a presence change held back until the next
        # move would come with that move, and tell when another seat made a secret step.
        await hub().broadcast(room)
        return connection

    async def handle(
        room: Room, connection: Connection, message: dict[str, Any], client: str
    ) -> None:
        seat = message.get("seat", connection.shown_seat)
        if message["type"] == "hello":
            raise BadRequest("already connected")
        if seat not in connection.seats:
            raise BadRequest("you do not control that seat")
        if message["type"] == "act":
            await hub().act(room, seat, message["notation"][:200], connection, message.get("id"))
        else:
            hub().schedule(advise(room, connection, seat, client))

    async def advise(room: Room, connection: Connection, seat: int, client: str) -> None:
        """A hint runs beside the connection's other messages and answers it alone."""
        try:
            answer = await hub().hint(room, seat, client)
        except BadRequest as exc:
            answer = {"type": "error", "message": str(exc)}
        await hub().send(room, connection, answer)

    return app


def _client(request: Request | WebSocket) -> str:
    """The client's address, which per-client limits count by."""
    return request.client.host if request.client else ""


def _sweep_period(limits: Limits) -> float:
    return max(0.5, min(5.0, limits.finished_idle_seconds / 2, limits.idle_seconds / 2))


async def _sweep_every(hub: Hub, seconds: float) -> None:
    """Drop unused rooms from memory now and then, for as long as the server runs."""
    while True:
        await asyncio.sleep(seconds)
        hub.sweep()


class HostCheck:
    """Refuses a request whose ``Host`` the server does not answer to (a page of another
    site's, pointed here by its DNS), and a WebSocket opened from another site's page."""

    def __init__(self, app: Any, policy: OriginPolicy) -> None:
        self.app = app
        self.policy = policy

    async def __call__(self, scope: dict, receive: Any, send: Any) -> None:
        if scope["type"] not in ("http", "websocket"):
            await self.app(scope, receive, send)
            return
        headers = dict(scope["headers"])
        host = headers.get(b"host", b"").decode("latin-1")
        if not self.policy.allows_host(host):
            refusal = f"this server does not answer to host {host!r} (see --allow-origin)"
        elif scope["type"] == "websocket" and not self.policy.allows_origin(
            headers.get(b"origin", b"").decode("latin-1") or None, host
        ):
            refusal = "a page of another site may not connect here (see --allow-origin)"
        else:
            await self.app(scope, receive, send)
            return
        if scope["type"] == "websocket":
            await send({"type": "websocket.close", "code": 1008, "reason": refusal[:120]})
            return
        await JSONResponse({"detail": refusal}, status_code=400)(scope, receive, send)


class BodyLimit:
    """Refuses a request body over ``limit`` bytes, whether declared or streamed in chunks.

    Plain ASGI rather than an ``@app.middleware`` function, which would cost every request
    an extra task.
    """

    def __init__(self, app: Any, limit: int) -> None:
        self.app = app
        self.limit = limit

    async def __call__(self, scope: dict, receive: Any, send: Any) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        declared = dict(scope["headers"]).get(b"content-length", b"0")
        if not declared.isdigit() or int(declared) > self.limit:
            await JSONResponse({"detail": "request too large"}, status_code=413)(
                scope, receive, send
            )
            return
        received = 0

        async def limited() -> dict:
            nonlocal received
            message = await receive()
            received += len(message.get("body", b""))
            if received > self.limit:
                raise HTTPException(413, "request too large")
            return message

        await self.app(scope, limited, send)


def replayed(room: Room, step: int) -> State:
    """The room's position after ``step`` actions."""
    state = room.state.game.new_game(room.row.seed)
    for player, notation in room.row.actions[:step]:
        state.apply(player, notation)
    return state


def _printable(part: int | str) -> int | str:
    """A field name or index of a refused body, as JSON can carry it."""
    if isinstance(part, int):
        return part
    return str(part).encode("utf-8", "backslashreplace").decode()
