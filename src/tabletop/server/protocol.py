"""What the server accepts from the outside: request shapes, names, bots, options, limits.

Everything a browser sends passes through here first, so the rest of the server works
with checked values. A bad request becomes :class:`BadRequest` with a message fit to
show the user; nothing has changed when it is raised.
"""

from __future__ import annotations

import dataclasses
import ipaddress
import json
import socket
import time
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Literal
from urllib.parse import urlsplit

import orjson
from pydantic import BaseModel, ConfigDict, Field

from tabletop import bots
from tabletop.engine import ConfigError, Error, Game, OptionError
from tabletop.engine.registry import game_class
from tabletop.i18n import (
    DEFAULT_LOCALE,
    LOCALES,
    N_,
    PSEUDO_LOCALE,
    Translator,
    resolve_accept_language,
)
from tabletop.i18n.common import ERRORS

from .clock import BANK_SECONDS, FORFEIT, INCREMENT_SECONDS, MODES, MOVE_SECONDS, ClockRule

MAX_MESSAGE_BYTES = 4096  # one WebSocket message
MAX_BODY_BYTES = 16384  # one HTTP request body
RATE_PER_SECOND = 20.0  # WebSocket messages per connection, sustained; bursts of twice that
MAX_NAME = 24
MAX_BOT_SECONDS = 5.0  # a bot's thinking budget per move, at most
MAX_BOT_ITERATIONS = 50_000
ISMCTS_SECONDS = 1.0  # a bot seat's "ismcts" with no budget of its own


@dataclass(frozen=True)
class Limits:
    """What one client, one room and the whole server may cost (docs/server.md, "Limits").

    Each can be set with ``tabletop serve --limit NAME=VALUE``.
    """

    # Bots and hints: wall-clock seconds a job may run in the pool, whatever its spec says;
    # at most this many jobs at once per room; hints in flight per client address, and in all
    # (fewer than the bot workers, so that hints never hold every one).
    bot_seconds: float = 10.0
    room_jobs: int = 2
    client_hints: int = 2
    total_hints: int = 1
    # Reviews of finished games (one decision a job, in the asker's share): running at once
    # in all (one per client).
    total_reviews: int = 2
    # Rooms: created per client address per minute (bursts of rooms_burst); unfinished rooms
    # in memory at once; the lobby's page size; seconds before an unwatched room leaves memory
    # (finished_idle_seconds once it is over).
    rooms_per_minute: float = 10.0
    rooms_burst: int = 20
    live_rooms: int = 500
    lobby_page: int = 50
    idle_seconds: float = 300.0
    finished_idle_seconds: float = 10.0
    # Connections: seconds to finish a request (headers and body) or to say hello on a
    # WebSocket; open connections in all (0: from the descriptor limit), per client address
    # and WebSockets per room.
    request_seconds: float = 10.0
    connections: int = 0
    client_connections: int = 64
    room_sockets: int = 64

    @classmethod
    def parse(cls, settings: list[str] | tuple[str, ...]) -> Limits:
        """Limits from ``NAME=VALUE`` texts; a bad one is a BadRequest naming it."""
        known = {f.name: f.type for f in dataclasses.fields(cls)}
        values: dict[str, Any] = {}
        for setting in settings:
            name, _, text = setting.partition("=")
            if name not in known:
                raise BadRequest(ERRORS["limit_unknown"], name=repr(name), limits=", ".join(known))
            kind = float if known[name] == "float" else int
            try:
                value = kind(text)
            except ValueError:
                value = -1
            if not value >= 0 or value == float("inf"):
                raise BadRequest(ERRORS["limit_value"], name=name, value=repr(text))
            values[name] = value
        return cls(**values)


class BadRequest(Exception):
    """A request the server refuses (HTTP ``status``); the message is shown to the user.

    ``message`` may be a msgid (marked ``N_``) whose ``{placeholders}`` come from ``values``:
    ``str()`` is the English, :meth:`text_in` the text in a connection's language.
    """

    status = 400

    def __init__(self, message: str, /, **values: object) -> None:
        super().__init__(message.format(**values) if values else message)
        self.message, self.values = message, values
        self.error: Error | None = None

    @classmethod
    def of(cls, error: Error) -> BadRequest:
        """The refusal an engine error makes (an unknown game, a bad option or bot), worded
        as that error is in each language."""
        refusal = cls(str(error))
        refusal.error = error
        return refusal

    def text_in(self, t: Translator) -> str:
        if self.error is not None:
            return self.error.worded(t.format)
        return t.format(self.message, **self.values) if self.values else t.gettext(self.message)


@dataclass(frozen=True)
class OriginPolicy:
    """Which ``Host`` names the server answers to and which pages may open its WebSockets.

    A page of another site could otherwise reach a server on loopback: through its own DNS
    name resolved to 127.0.0.1 (it sends its own ``Host``) or by opening a WebSocket from its
    page (the browser sends that page's ``Origin``). Allowed: the served address, localhost,
    any IP address written as such (no DNS name can point a browser there in disguise), the
    hosts of ``--allow-origin``; a WebSocket from a page of the same host and port, from an
    ``--allow-origin`` origin, or from no page at all (no ``Origin``: not a browser).
    """

    hosts: frozenset[str]
    origins: frozenset[str] = frozenset()
    anyone: bool = False  # --allow-origin '*'

    @classmethod
    def served(cls, host: str, allowed: Sequence[str] = ()) -> OriginPolicy:
        """The policy of a server listening on ``host`` with the ``--allow-origin`` values
        ``allowed``; a value that is no origin is a BadRequest."""
        names = {"localhost", host.lower()}
        if host in ("0.0.0.0", "::", ""):  # every interface: the machine's own names too
            names |= {socket.gethostname().lower(), socket.getfqdn().lower()}
        origins = set()
        for origin in allowed:
            if origin == "*":
                return cls(frozenset(), anyone=True)
            try:
                parsed = urlsplit(origin)
                name = parsed.hostname
                parsed.port  # noqa: B018 (a bad port raises here)
            except ValueError:
                name = None
            if parsed.scheme not in ("http", "https") or not name or parsed.path not in ("", "/"):
                raise BadRequest(ERRORS["allow_origin"], origin=repr(origin))
            origins.add(f"{parsed.scheme}://{parsed.netloc.lower()}")
            names.add(name)
        return cls(frozenset(names), frozenset(origins))

    def allows_host(self, host: str) -> bool:
        """Whether a request's ``Host`` header names this server."""
        if self.anyone:
            return True
        try:
            parts = urlsplit(f"//{host}")
            name = parts.hostname
            parts.port  # noqa: B018 (a bad port raises here)
        except ValueError:
            return False
        if not name:
            return False
        try:
            ipaddress.ip_address(name)
        except ValueError:
            return name in self.hosts
        return True

    def allows_origin(self, origin: str | None, host: str) -> bool:
        """Whether a WebSocket from a page at ``origin`` may connect (``host`` is the
        request's ``Host`` header)."""
        if self.anyone or origin is None:
            return True
        origin = origin.lower()
        try:
            netloc = urlsplit(origin).netloc
        except ValueError:
            return False
        return origin in self.origins or (bool(netloc) and netloc == host.lower())


class _Request(BaseModel):
    """A request body: a misspelt or unknown field is refused, not silently dropped."""

    model_config = ConfigDict(extra="forbid")


class SeatSpec(_Request):
    kind: Literal["human", "bot"]
    bot: str | None = Field(default=None, max_length=80)


class ClockSpec(_Request):
    """A room's turn clock as asked for (checked by :func:`checked_clock`)."""

    mode: str = Field(default="none", max_length=16)
    seconds: int = Field(default=0, ge=-(2**31), lt=2**31)  # per move, or each player's bank
    increment: int = Field(default=0, ge=-(2**31), lt=2**31)  # a game's: after each move
    timeout: str = Field(default=FORFEIT, max_length=32)  # "forfeit" or a bot level: "bot:easy"


class CreateRoom(_Request):
    game: str = Field(max_length=32)
    options: dict[str, Any] = Field(default_factory=dict, max_length=16)
    seats: list[SeatSpec] = Field(min_length=1, max_length=8)
    public: bool = True
    hotseat: bool = False
    seed: int | None = Field(default=None, ge=0, lt=2**62)
    clock: ClockSpec | None = None


class JoinRoom(_Request):
    name: str  # checked by checked_name (the body limit bounds it)
    seat: int | None = Field(default=None, ge=0, lt=8)
    invite: str | None = Field(default=None, max_length=64)


class StartLesson(_Request):
    name: str | None = None  # the learner's name (checked by checked_name); None: "Player 1"


class NotFound(BadRequest):
    """A room, game or replay step that does not exist."""

    status = 404


class NotYet(BadRequest):
    """What a finished game has (its record, its replay), asked of one still in play."""

    status = 409


def checked_game(name: str, options: dict[str, Any], seats: int) -> Game:
    """The configured game a room will play; refuses options that read files."""
    try:
        cls = game_class(name)
    except ConfigError as exc:
        raise BadRequest.of(exc) from None
    for key in options:
        spec = cls.descriptor.option(key)
        if spec is not None and spec.is_file:
            raise BadRequest(ERRORS["option_reads_file"], key=repr(key))
    try:
        game = cls(**options)
    except OptionError as exc:  # values as the request wrote them: JSON's true, not True
        raise BadRequest(ERRORS["option_choice"], **exc.choice_values(json.dumps)) from None
    except ConfigError as exc:
        raise BadRequest.of(exc) from None
    if seats != game.num_players:
        if game.num_players == 1:
            raise BadRequest(ERRORS["room_one_seat"], game=name, seats=seats)
        raise BadRequest(ERRORS["room_seats"], game=name, has=game.num_players, seats=seats)
    return game


def checked_bot(spec: str | None, game: Game) -> str:
    """A bot spec the server will run: a known bot that can play ``game``, within the
    thinking budget."""
    if not spec:
        raise BadRequest(ERRORS["bot_seat_needs_bot"])
    try:
        bots.check_fits(spec, game.descriptor)
    except ConfigError as exc:
        raise BadRequest.of(exc) from None
    options = dict(pair.partition("=")[::2] for pair in spec.split(":")[1:])
    if spec.split(":")[0] == "ismcts" and "seconds" not in options and "iterations" not in options:
        spec += f":seconds={ISMCTS_SECONDS:g}"  # the library default (iterations) may be slow
    if float(options.get("seconds", 0)) > MAX_BOT_SECONDS:
        raise BadRequest(ERRORS["bot_seconds"], seconds=f"{MAX_BOT_SECONDS:g}")
    if float(options.get("iterations", 0)) > MAX_BOT_ITERATIONS:
        raise BadRequest(ERRORS["bot_iterations"], iterations=MAX_BOT_ITERATIONS)
    return spec


def checked_clock(spec: ClockSpec | None, game: Game) -> ClockRule | None:
    """The room's clock rule (None: no clock): a known mode, its seconds within bounds, and a
    timeout policy the game has (a bot level of its own, or a forfeit)."""
    if spec is None or spec.mode == "none":
        return None
    if spec.mode not in MODES:
        raise BadRequest(ERRORS["clock_mode"], given=repr(spec.mode))
    least, most = MOVE_SECONDS if spec.mode == "move" else BANK_SECONDS
    if not least <= spec.seconds <= most:
        key = "clock_move" if spec.mode == "move" else "clock_bank"
        raise BadRequest(ERRORS[key], least=least, most=most, given=spec.seconds)
    increment = spec.increment if spec.mode == "game" else 0
    if not INCREMENT_SECONDS[0] <= increment <= INCREMENT_SECONDS[1]:
        least, most = INCREMENT_SECONDS
        raise BadRequest(ERRORS["clock_increment"], least=least, most=most, given=increment)
    levels = [f"bot:{level.name}" for level in game.descriptor.bot_levels]
    if spec.timeout != FORFEIT and spec.timeout not in levels:
        raise BadRequest(
            ERRORS["clock_timeout"],
            game=game.descriptor.name,
            levels=", ".join(levels),
            given=repr(spec.timeout),
        )
    return ClockRule(spec.mode, spec.seconds, increment, spec.timeout)


def checked_name(name: str) -> str:
    """A player's display name: printable, 1..24 characters after trimming."""
    name = " ".join(name.split())
    if not name or not name.isprintable() or len(name) > MAX_NAME:
        raise BadRequest(ERRORS["name_form"], most=MAX_NAME)
    return name


def decode(text: str) -> Any:
    """A WebSocket message's JSON, read once for both checking and answering."""
    try:  # orjson also refuses what the answers could not carry: lone surrogates, deep nesting
        return orjson.loads(text)
    except orjson.JSONDecodeError:
        raise BadRequest(N_("messages are JSON objects")) from None


def answer_id(message: Any) -> int | str | None:
    """The message's valid ``id``, echoed as ``ack`` so a browser can match answers to moves."""
    if isinstance(message, dict) and _short_id(message.get("id")):
        return message["id"]
    return None


# What a browser may send: hello first; then moves, hints, undo (a solo room) and "log" (send
# me the whole log again: the page saw a gap in the lines it was sent).
MESSAGE_TYPES = ("hello", "act", "hint", "undo", "log")


def parse_message(message: Any) -> dict[str, Any]:
    """A decoded browser message, checked to be a dict with a known ``type``."""
    if not isinstance(message, dict) or message.get("type") not in MESSAGE_TYPES:
        raise BadRequest(N_("message type must be hello, act, hint, undo or log"))
    if message["type"] == "act" and not isinstance(message.get("notation"), str):
        raise BadRequest(N_("an act message needs a notation string"))
    if "id" in message and not _short_id(message["id"]):
        raise BadRequest(N_("a message id is an integer or a text of at most 32 characters"))
    seat = message.get("seat")
    if seat is not None and (isinstance(seat, bool) or not isinstance(seat, int)):
        raise BadRequest(N_("seat must be a number"))
    return message


# The languages a page may ask for in its hello (``lang``); the pseudo-locale is for tests.
HELLO_LOCALES = frozenset({*LOCALES, PSEUDO_LOCALE})


def request_locale(header: str | None) -> str:
    """The language an HTTP request asks for: the page sends its own choice as
    ``Accept-Language`` (``ja``, or ``qps`` in tests); a browser's own header is read by weight."""
    if header and header.strip().lower() in HELLO_LOCALES:
        return header.strip().lower()
    return resolve_accept_language(header)


def hello_locale(message: Any) -> str:
    """The language a hello asks for (``"lang": "ja"``); missing, unknown or not a text: English.

    Never an error: a page with a language the server does not offer still plays, in English.
    """
    lang = message.get("lang") if isinstance(message, dict) else None
    if isinstance(lang, str) and lang.lower() in HELLO_LOCALES:
        return lang.lower()
    return DEFAULT_LOCALE


def _short_id(value: Any) -> bool:
    if isinstance(value, str):
        return len(value) <= 32
    return isinstance(value, int) and not isinstance(value, bool) and abs(value) < 2**53


class RateLimit:
    """A token bucket: ``allow()`` is False once a connection sends faster than the limit."""

    def __init__(self, rate: float, burst: float) -> None:
        self.rate = rate
        self.burst = burst
        self.tokens = burst
        self.stamp = time.monotonic()

    def full(self) -> bool:
        """Back to its whole burst: forgetting it changes nothing."""
        return self.tokens + (time.monotonic() - self.stamp) * self.rate >= self.burst

    def allow(self) -> bool:
        now = time.monotonic()
        self.tokens = min(self.burst, self.tokens + (now - self.stamp) * self.rate)
        self.stamp = now
        if self.tokens < 1:
            return False
        self.tokens -= 1
        return True
