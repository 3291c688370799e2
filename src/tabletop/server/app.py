"""The web application: pages, the JSON API, and the WebSocket each browser plays through.

Every route is thin: requests are checked by :mod:`.protocol`, games live in
:mod:`.rooms`, storage in :mod:`.store`. Pages are static files; all game data reaches
a browser as JSON from ``view(seat)``.
"""

from __future__ import annotations

import asyncio
import importlib
import json
import logging
from collections.abc import AsyncIterator, Sequence
from contextlib import asynccontextmanager
from functools import cache
from importlib import resources
from pathlib import Path
from typing import Any

from fastapi import FastAPI, HTTPException, Query, Request, WebSocket, WebSocketDisconnect
from fastapi.exceptions import RequestValidationError
from fastapi.responses import FileResponse, HTMLResponse, JSONResponse, Response
from fastapi.staticfiles import StaticFiles
from starlette.websockets import WebSocketDisconnected, WebSocketState

from tabletop import bots, i18n
from tabletop.engine import ConfigError, IllegalAction, State
from tabletop.engine.registry import descriptor, descriptors, game_class
from tabletop.i18n import N_, Translator, common, translator
from tabletop.present import move_label, words_for

from . import protocol
from .botpool import BotPool
from .jobqueue import QueuePool
from .metrics import ServerMetrics
from .protocol import (
    BadRequest,
    CreateRoom,
    JoinRoom,
    Limits,
    NotFound,
    NotYet,
    OriginPolicy,
    RateLimit,
    StartLesson,
)
from .reviews import Reviews, worded
from .rooms import Connection, Hub, MoveRefused, Room, TooMany, starting_state
from .store import Store

log = logging.getLogger("tabletop.server")
TAKE_OVER_SECONDS = 1.0  # how soon another process's rooms are led after it died
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
    bot_queue: bool = False,
) -> FastAPI:
    """The server for one database; rooms left unfinished there resume on start.

    ``origins`` checks each request's ``Host`` and each WebSocket's ``Origin`` (``tabletop
    serve`` always passes one; None accepts any, for tests in process). ``bot_queue`` sends
    bot moves and hints to ``tabletop worker`` processes through PostgreSQL (jobqueue.py)
    instead of ``bot_workers`` processes of this server's own.
    """
    limits = limits or Limits()
    store = Store(db_url)
    if bot_queue and not store.shared:
        store.close()
        raise ConfigError(msgid=common.ERRORS["bot_queue_postgres"])
    metrics = ServerMetrics()

    @asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        pool: BotPool | QueuePool
        if bot_queue:
            pool = QueuePool(store.conninfo, limits.bot_seconds)
        else:
            pool = BotPool(bot_workers, limits.bot_seconds)
        hub = app.state.hub = Hub(store, pool, limits, metrics=metrics)
        reviews = app.state.reviews = Reviews(pool, limits)
        hub.resume()
        chores = [_sweep_every(hub, _sweep_period(limits)), hub.follow()]
        if store.shared:  # other processes may die: take over their rooms' bots
            chores.append(_take_over_every(hub, TAKE_OVER_SECONDS))
        running = [asyncio.ensure_future(chore) for chore in chores]
        try:
            yield
        finally:
            for task in running:
                task.cancel()
            reviews.close()
            hub.stop()
            pool.close()
            store.close()

    app = FastAPI(title="tabletop", lifespan=lifespan, docs_url=None, redoc_url=None)
    app.state.metrics = metrics
    app.mount("/static", StaticFiles(directory=STATIC), name="static")

    app.add_middleware(BodyLimit, limit=protocol.MAX_BODY_BYTES)
    if origins is not None:
        app.add_middleware(HostCheck, policy=origins)  # added last: it runs first

    @app.exception_handler(BadRequest)
    async def refused(request: Request, exc: BadRequest) -> JSONResponse:
        """A refusal in the language the request asks for (the page's choice, sent as its
        Accept-Language); over a limit (TooMany) it is a 429 to retry a minute later."""
        t = translator(protocol.request_locale(request.headers.get("accept-language")))
        headers = {"Vary": "Accept-Language"}
        if isinstance(exc, TooMany):
            headers["Retry-After"] = "60"
        return JSONResponse({"detail": exc.text_in(t)}, status_code=exc.status, headers=headers)

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
            raise NotFound(common.ERRORS["http_no_room"])
        return room

    def page(name: str) -> FileResponse:
        return FileResponse(STATIC / name, headers=PAGE_HEADERS)

    def room_page_or_missing(room_id: str, name: str) -> Response:
        """A page for a room, with its game's stylesheet when the game ships one (linked here,
        so the first paint is styled; js/common.js links it on other pages and not twice); for a
        link that names no room, a readable page (404)."""
        try:
            room = room_or_404(room_id)
        except NotFound:
            return FileResponse(STATIC / "missing.html", status_code=404, headers=PAGE_HEADERS)
        game = descriptors().get(room.row.game)
        if game is None or not game.web_style:
            return page(name)
        link = f'<link rel="stylesheet" href="/games/{game.name}/style.css">'
        text = (STATIC / name).read_text("utf-8").replace("</head>", f"  {link}\n</head>", 1)
        return HTMLResponse(text, headers=PAGE_HEADERS)

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
    @app.get("/metrics", include_in_schema=False)
    async def prometheus() -> Response:
        """The server's counters and gauges in Prometheus' text format (docs/server.md)."""
        return Response(metrics.page(), media_type=metrics.content_type)

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
                        # keyed by the value's JSON, as the lobby's select values are
                        "value_labels": {
                            json.dumps(value): words for value, words in option.value_labels.items()
                        },
                    }
                    for option in game.options
                    if not option.is_file
                ],
                "renderer": f"/games/{name}/render.js" if game.web_renderer else None,
                # the page links it wherever it draws the game (room, replay, How to play)
                "style": f"/games/{name}/style.css" if game.web_style else None,
                "icons": f"/games/{name}/icons.svg" if game.web_icons else None,
                "bots": list(bots.names_for(game)),
                "lesson": game.lesson is not None,  # a guided first game (POST /api/lessons)
                **_page_texts(name),
                "levels": [
                    {
                        "name": level.name,
                        "label": common.BOT_LEVELS[level.name],
                        "strength": level.strength,
                    }
                    for level in game.bot_levels
                ],
            }
            for name, game in descriptors().items()
        ]
        return {"games": described, "bots": list(bots.names())}

    def game_file(name: str, kind: str, media_type: str, missing: str) -> Response:
        """A file part of a game (``web_renderer``, ``web_style``, ``web_icons``), read from
        the game's own package: plug-ins ship theirs."""
        game = descriptors().get(name)
        path = getattr(game, kind, None)
        if path is None:
            raise HTTPException(404, missing)
        source = resources.files(game.package).joinpath(path).read_text("utf-8")
        return Response(source, media_type=media_type, headers=PAGE_HEADERS)

    @app.get("/api/i18n/{locale}")
    async def messages(locale: str, request: Request) -> JSONResponse:
        """A page's words: msgid -> text in ``locale`` (``auto``: the browser's
        Accept-Language). A msgid missing from the table is shown in English by the page."""
        chosen = locale.lower()
        if chosen == "auto":
            chosen = i18n.resolve_accept_language(request.headers.get("accept-language"))
        elif chosen not in protocol.HELLO_LOCALES:
            choices = ", ".join((*i18n.LOCALES, "auto"))
            return JSONResponse(
                {"detail": f"unknown language {locale[:20]!r}: choose {choices}"}, status_code=404
            )
        return JSONResponse(
            {"locale": chosen, "messages": i18n.catalog_json(chosen)},
            headers={"Vary": "Accept-Language"} if locale.lower() == "auto" else None,
        )

    @app.get("/games/{name}/render.js", include_in_schema=False)
    async def renderer(name: str) -> Response:
        return game_file(name, "web_renderer", "text/javascript", "no such renderer")

    @app.get("/games/{name}/style.css", include_in_schema=False)
    async def stylesheet(name: str) -> Response:
        return game_file(name, "web_style", "text/css", "no such stylesheet")

    @app.get("/games/{name}/icons.svg", include_in_schema=False)
    async def icons(name: str) -> Response:
        return game_file(name, "web_icons", "image/svg+xml", "no such icons")

    @app.get("/api/games/{name}/catalog")
    async def catalog(name: str) -> dict[str, Any]:
        if name not in descriptors():
            raise NotFound(common.ERRORS["http_no_game"])
        return game_class(name)().catalog()

    @app.post("/api/rooms")
    async def create_room(body: CreateRoom, request: Request) -> dict[str, Any]:
        return hub().create(body, _client(request))

    @app.post("/api/lessons/{game}")
    async def start_lesson(
        game: str, request: Request, body: StartLesson | None = None
    ) -> dict[str, Any]:
        """A private room of the game's lesson, its learner's seat claimed: answered as a join."""
        return hub().start_lesson(game[:32], body.name if body else None, _client(request))

    @app.get("/api/rooms")
    async def list_rooms(
        request: Request,
        response: Response,
        offset: int = Query(0, ge=0, le=2**31),
        limit: int | None = Query(None, ge=1),
    ) -> dict[str, Any]:
        """A page of the public rooms: unfinished first, newest first; each seat's display
        name in the language the request asks for (the page's, sent as its Accept-Language)."""
        t = translator(protocol.request_locale(request.headers.get("accept-language")))
        response.headers["Vary"] = "Accept-Language"
        return hub().lobby(offset, min(limit or limits.lobby_page, limits.lobby_page), t)

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
    async def replay_step(room_id: str, step: int, lang: str = "en") -> dict[str, Any]:
        """One step of a finished game as a spectator sees it; ``lang`` words its outcome, the
        seats' names, the move that led to it (``label``: as its maker saw the position, the
        game being over) and the spectator's log up to the step."""
        room = finished(room_id)
        if not 0 <= step <= room.version:
            raise NotFound(common.ERRORS["http_steps"], last=room.version)
        t = translator(protocol.hello_locale({"lang": lang}))
        names = room.names(t)
        state = replayed(room, max(step - 1, 0))
        seat, notation, label = None, None, None
        if step:
            seat, notation = room.row.actions[step - 1]
            words = words_for(descriptor(room.row.game))
            label = move_label(words, state.view(seat), notation, t, names)
            state.apply(seat, notation)
        answer = {
            "names": names,
            "log": room.log_lines(None, t, names, upto=room.log_marks[step]),
            "step": step,
            "steps": room.version,
            "seat": seat,
            "notation": notation,
            "label": label,
            "view": state.view(None),
            "result": state.result.to_dict() if state.is_over else None,
            "outcome": outcome_in(state, room.row.game, t, names),
        }
        if step == room.version and room.row.forfeit is not None:  # the server ended it
            answer |= {"result": room.result(), "outcome": room.outcome(t, names)}
        return answer

    # --- reviews (docs/review.md) -------------------------------------------------------
    def reviewed_seat(room: Room, seat: int) -> int:
        players = len(room.row.seats)
        if not 0 <= seat < players:
            key = "review_seat" if players > 1 else "review_seat_solo"  # seats from 0
            raise BadRequest(common.ERRORS[key], seat=seat, last=players - 1)
        return seat

    @app.post("/api/rooms/{room_id}/review/{seat}")
    async def start_review(room_id: str, seat: int, request: Request, lang: str = "en") -> dict:
        """Start the review of ``seat``'s decisions (or join the one kept or running): the
        asking client's share of the bot workers does the work, one decision a job."""
        room = finished(room_id)
        seat = reviewed_seat(room, seat)
        record = room.record()
        running = app.state.reviews.start(room_id, record, seat, _client(request))
        t = translator(protocol.hello_locale({"lang": lang}))
        return worded(running, record, seat, t, room.names(t))

    @app.get("/api/rooms/{room_id}/review/{seat}")
    async def show_review(room_id: str, seat: int, lang: str = "en") -> dict:
        """The review's progress, or the review itself once done, in ``lang``."""
        room = finished(room_id)
        running = app.state.reviews.get(room_id, reviewed_seat(room, seat))
        if running is None:
            raise NotFound(common.ERRORS["http_no_review"])
        t = translator(protocol.hello_locale({"lang": lang}))
        return worded(running, room.record(), seat, t, room.names(t))

    @app.delete("/api/rooms/{room_id}/review/{seat}")
    async def cancel_review(room_id: str, seat: int, request: Request) -> dict:
        """Stop a review this client started and that still runs."""
        room = finished(room_id)
        seat = reviewed_seat(room, seat)
        return {"cancelled": app.state.reviews.cancel(room_id, seat, _client(request))}

    def finished(room_id: str) -> Room:
        room = room_or_404(room_id)
        if not room.over:
            raise NotYet(common.ERRORS["http_not_over"])
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
                        raise BadRequest(N_("messages are JSON text, not binary"))
                    raw = protocol.decode(text)
                    if not limit.allow():
                        raise BadRequest(N_("too many messages: slow down"))
                    message = protocol.parse_message(raw)
                    if connection is None:
                        # By id again: the room may have left memory while hello was awaited.
                        room = hub().get(room_id) or room
                        connection = await greet(room, socket, message)
                    else:
                        await handle(room, connection, message, client)
                except (BadRequest, IllegalAction) as exc:
                    # In the connection's language; before hello, in the one its hello asks.
                    locale = connection.locale if connection else protocol.hello_locale(raw)
                    error = {"type": "error", "message": _worded(exc, translator(locale))}
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
            raise BadRequest(N_("say hello first"))
        token = message.get("token")
        if token is not None and not isinstance(token, str):
            raise BadRequest(N_("a token is a text"))
        seats = hub().seats_of(room, token)
        if seats is None:
            raise BadRequest(N_("that token holds no seat in this room"))
        if len(room.connections) >= limits.room_sockets:
            raise BadRequest(
                N_("this room has {count} connections, its limit"), count=limits.room_sockets
            )
        connection = Connection(socket, seats, locale=protocol.hello_locale(message))
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
            raise BadRequest(N_("already connected"))
        if message["type"] == "log":  # the whole log again (a spectator may ask too)
            connection.last = None
            await hub().show(room, connection, ack=message.get("id"))
            return
        if seat not in connection.seats:
            raise BadRequest(N_("you do not control that seat"))
        if message["type"] == "act":
            await hub().act(room, seat, message["notation"][:200], connection, message.get("id"))
        elif message["type"] == "undo":
            await hub().undo(room, seat, connection, message.get("id"))
        else:
            hub().schedule(advise(room, connection, seat, client))

    async def advise(room: Room, connection: Connection, seat: int, client: str) -> None:
        """A hint runs beside the connection's other messages and answers it alone."""
        try:
            answer = await hub().hint(room, seat, client, connection.words)
        except BadRequest as exc:
            answer = {"type": "error", "message": exc.text_in(translator(connection.locale))}
        await hub().send(room, connection, answer)

    return app


def _worded(refusal: BadRequest | IllegalAction, t: Translator) -> str:
    """A refusal in a connection's language: the server's own and the room's words are msgids;
    an engine's IllegalAction raised anywhere else stays its English."""
    return refusal.text_in(t) if isinstance(refusal, BadRequest | MoveRefused) else str(refusal)


@cache
def _page_texts(name: str) -> dict[str, Any]:
    """What a game's pages need to speak its words, as msgids the page translates: the lobby's
    blurb, How to play, the tables of its texts module (phases, hints, words...) and the words
    of each card of its catalog, from the module's lookups (card_name, ability_text...).

    A game without a texts module (a plug-in) gets its summary and nothing more."""
    game = descriptors()[name]
    blurb = game.summary
    try:
        texts = importlib.import_module(f"{game.package}.texts")
    except ModuleNotFoundError:
        return {"blurb": blurb, "how_to_play": [], "texts": {}}
    # Every table of msgids, its own ones too (Gun Rain's actions by name, Friday's abilities).
    tables = {
        table_name.lstrip("_").lower(): _jsonable(table)
        for table_name, table in vars(texts).items()
        if table_name.isupper() and isinstance(table, dict) and _all_text(table)
    }
    lookups = [
        (field, getattr(texts, field))
        for field in ("card_name", "hazard_name", "kind_name", "ability_label", "ability_text")
        if callable(getattr(texts, field, None))
    ]
    cards: dict[str, dict[str, Any]] = {}
    for card_id in game_class(name)().catalog():
        words = {}
        for field, lookup in lookups:
            try:
                words[field] = _jsonable(lookup(card_id))
            except (KeyError, ValueError, IndexError):  # not a card this lookup knows
                continue
        cards[card_id] = {field: value for field, value in words.items() if value is not None}
    how_to_play = [
        {"heading": heading, "paragraphs": list(paragraphs)}
        for heading, paragraphs in texts.how_to_play()
    ]
    return {"blurb": blurb, "how_to_play": how_to_play, "texts": {**tables, "cards": cards}}


def _all_text(value: Any) -> bool:
    """Whether a table holds only texts (msgids), not data such as an index of ids."""
    if isinstance(value, dict):
        return all(_all_text(item) for item in value.values())
    if isinstance(value, tuple | list):
        return all(_all_text(item) for item in value)
    return isinstance(value, str)


def _jsonable(value: Any) -> Any:
    """Tables of msgids as JSON: tuples become lists, keys become text."""
    if isinstance(value, dict):
        return {str(key): _jsonable(item) for key, item in value.items()}
    if isinstance(value, tuple | list):
        return [_jsonable(item) for item in value]
    return value


def _client(request: Request | WebSocket) -> str:
    """The client's address, which per-client limits count by."""
    return request.client.host if request.client else ""


def _sweep_period(limits: Limits) -> float:
    return max(0.5, min(5.0, limits.finished_idle_seconds / 2, limits.idle_seconds / 2))


async def _take_over_every(hub: Hub, seconds: float) -> None:
    """Lead the rooms whose process died, for as long as the server runs."""
    while True:
        await asyncio.sleep(seconds)
        try:
            hub.take_over()
        except Exception:  # the database unreachable for a moment: the next round tries again
            log.exception("could not look for rooms to take over")


async def _sweep_every(hub: Hub, seconds: float) -> None:
    """Drop unused rooms from memory now and then, and fire the turn clocks that ran out
    (each room's timer does it in time; this, from the stored deadlines, whatever happens)."""
    while True:
        await asyncio.sleep(seconds)
        hub.sweep()
        await hub.expire_due()


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


def outcome_in(state: State, game: str, t: Translator, names: Sequence[str]) -> str | None:
    """How a finished game ended, in ``t``'s words and the seats' ``names`` (None while it is
    still in play)."""
    if not state.is_over:
        return None
    return words_for(descriptor(game)).describe_outcome(state.result.to_dict(), t, names)


def replayed(room: Room, step: int) -> State:
    """The room's position after ``step`` actions."""
    state = starting_state(room.row)
    for player, notation in room.row.actions[:step]:
        state.apply(player, notation)
    return state


def _printable(part: int | str) -> int | str:
    """A field name or index of a refused body, as JSON can carry it."""
    if isinstance(part, int):
        return part
    return str(part).encode("utf-8", "backslashreplace").decode()
