"""What the server accepts from the outside: request shapes, names, bots, options, limits.

Everything a browser sends passes through here first, so the rest of the server works
with checked values. A bad request becomes :class:`BadRequest` with a message fit to
show the user; nothing has changed when it is raised.
"""

from __future__ import annotations

import json
import time
from typing import Any, Literal

import orjson
from pydantic import BaseModel, ConfigDict, Field

from tabletop import bots
from tabletop.engine import ConfigError, Game, OptionError
from tabletop.engine.errors import counted
from tabletop.engine.registry import game_class

MAX_MESSAGE_BYTES = 4096  # one WebSocket message
MAX_BODY_BYTES = 16384  # one HTTP request body
RATE_PER_SECOND = 20.0  # WebSocket messages per connection, sustained; bursts of twice that
MAX_NAME = 24
MAX_BOT_SECONDS = 5.0  # a bot's thinking budget per move, at most
MAX_BOT_ITERATIONS = 50_000
HINT_SECONDS = 1.0


class BadRequest(Exception):
    """A request the server refuses; the message is shown to the user as it is."""


class _Request(BaseModel):
    """A request body: a misspelt or unknown field is refused, not silently dropped."""

    model_config = ConfigDict(extra="forbid")


class SeatSpec(_Request):
    kind: Literal["human", "bot"]
    bot: str | None = Field(default=None, max_length=80)


class CreateRoom(_Request):
    game: str = Field(max_length=32)
    options: dict[str, Any] = Field(default_factory=dict, max_length=16)
    seats: list[SeatSpec] = Field(min_length=1, max_length=8)
    public: bool = True
    hotseat: bool = False
    seed: int | None = Field(default=None, ge=0, lt=2**62)


class JoinRoom(_Request):
    name: str  # checked by checked_name (the body limit bounds it)
    seat: int | None = Field(default=None, ge=0, lt=8)
    invite: str | None = Field(default=None, max_length=64)


def checked_game(name: str, options: dict[str, Any], seats: int) -> Game:
    """The configured game a room will play; refuses options that read files."""
    try:
        cls = game_class(name)
    except ConfigError as exc:
        raise BadRequest(str(exc)) from None
    for key in options:
        spec = cls.descriptor.option(key)
        if spec is not None and spec.is_file:
            raise BadRequest(f"option {key!r} reads a file and cannot be set on the server")
    try:
        game = cls(**options)
    except OptionError as exc:  # values as the request wrote them: JSON's true, not True
        raise BadRequest(exc.message(json.dumps)) from None
    except ConfigError as exc:
        raise BadRequest(str(exc)) from None
    if seats != game.num_players:
        has = counted(game.num_players, "seat")
        raise BadRequest(f"{name} with these options has {has}, not {seats}")
    return game


def checked_bot(spec: str | None, game: Game) -> str:
    """A bot spec the server will run: a known bot that can play ``game``, within the
    thinking budget."""
    if not spec:
        raise BadRequest("a bot seat needs a bot, e.g. 'random' or 'ismcts:seconds=1'")
    try:
        bots.check_fits(spec, game.descriptor)
    except ConfigError as exc:
        raise BadRequest(str(exc)) from None
    options = dict(pair.partition("=")[::2] for pair in spec.split(":")[1:])
    if spec.split(":")[0] == "ismcts" and "seconds" not in options and "iterations" not in options:
        spec += f":seconds={HINT_SECONDS:g}"  # the library default (iterations) may be slow
    if float(options.get("seconds", 0)) > MAX_BOT_SECONDS:
        raise BadRequest(f"a bot may think at most {MAX_BOT_SECONDS:g} s per move")
    if float(options.get("iterations", 0)) > MAX_BOT_ITERATIONS:
        raise BadRequest(f"a bot may search at most {MAX_BOT_ITERATIONS} iterations per move")
    return spec


def checked_name(name: str) -> str:
    """A player's display name: printable, 1..24 characters after trimming."""
    name = " ".join(name.split())
    if not name or not name.isprintable() or len(name) > MAX_NAME:
        raise BadRequest(f"a name is 1 to {MAX_NAME} printable characters")
    return name


def decode(text: str) -> Any:
    """A WebSocket message's JSON, read once for both checking and answering."""
    try:  # orjson also refuses what the answers could not carry: lone surrogates, deep nesting
        return orjson.loads(text)
    except orjson.JSONDecodeError:
        raise BadRequest("messages are JSON objects") from None


def answer_id(message: Any) -> int | str | None:
    """The message's valid ``id``, echoed as ``ack`` so a browser can match answers to moves."""
    if isinstance(message, dict) and _short_id(message.get("id")):
        return message["id"]
    return None


def parse_message(message: Any) -> dict[str, Any]:
    """A decoded browser message, checked to be a dict with a known ``type``."""
    if not isinstance(message, dict) or message.get("type") not in ("hello", "act", "hint"):
        raise BadRequest("message type must be hello, act or hint")
    if message["type"] == "act" and not isinstance(message.get("notation"), str):
        raise BadRequest("an act message needs a notation string")
    if "id" in message and not _short_id(message["id"]):
        raise BadRequest("a message id is an integer or a text of at most 32 characters")
    seat = message.get("seat")
    if seat is not None and (isinstance(seat, bool) or not isinstance(seat, int)):
        raise BadRequest("seat must be a number")
    return message


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

    def allow(self) -> bool:
        now = time.monotonic()
        self.tokens = min(self.burst, self.tokens + (now - self.stamp) * self.rate)
        self.stamp = now
        if self.tokens < 1:
            return False
        self.tokens -= 1
        return True
