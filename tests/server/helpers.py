"""Driving the server the way a browser does: create, claim, connect, and play by notation."""

from __future__ import annotations

import asyncio
import random
import threading
import time
from collections.abc import Coroutine
from concurrent.futures import ThreadPoolExecutor
from typing import Any, TypeVar
from urllib.parse import parse_qs, urlsplit

from fastapi.testclient import TestClient

HUMAN = {"kind": "human"}
T = TypeVar("T")


def run_apart(coroutine: Coroutine[Any, Any, T]) -> T:
    """``asyncio.run`` on a thread of its own: a browser test's Playwright may already run an
    event loop on this one."""
    with ThreadPoolExecutor(1) as thread:
        return thread.submit(asyncio.run, coroutine).result()


def until(done: Any, seconds: float = 90) -> None:
    """Wait for ``done()`` (work in the server's own thread), failing after ``seconds``."""
    deadline = time.monotonic() + seconds
    while not done():
        assert time.monotonic() < deadline, "the server never got there"
        time.sleep(0.02)


def bot(spec: str) -> dict[str, str]:
    return {"kind": "bot", "bot": spec}


def create(client: TestClient, game: str, seats: list[dict], **fields: Any) -> dict[str, Any]:
    response = client.post("/api/rooms", json={"game": game, "seats": seats, **fields})
    assert response.status_code == 200, response.text
    return response.json()


def invite_of(created: dict[str, Any], seat: int) -> str:
    return parse_qs(urlsplit(created["invites"][str(seat)]).query)["invite"][0]


def claim(client: TestClient, created: dict[str, Any], seat: int, name: str = "Ann") -> str:
    """Open seat ``seat``'s invite link under ``name``; returns the seat token."""
    response = client.post(
        f"/api/rooms/{created['room']}/join",
        json={"name": name, "seat": seat, "invite": invite_of(created, seat)},
    )
    assert response.status_code == 200, response.text
    return response.json()["token"]


class Player:
    """One browser connection: hello, then moves matched to their answers by message id."""

    def __init__(self, socket: Any, token: str | None, lang: Any = None) -> None:
        self.socket = socket
        self.next_id = 0
        hello = {"type": "hello", "token": token}
        if lang is not None:
            hello["lang"] = lang
        socket.send_json(hello)
        self.last = self.receive()

    def receive(self) -> dict[str, Any]:
        message = self.socket.receive_json()
        if message["type"] == "state":
            self.last = message
        return message

    def act(self, notation: str, seat: int | None = None) -> dict[str, Any]:
        """Send a move; returns the answer to it (the new state, or an error)."""
        self.next_id += 1
        message = {"type": "act", "notation": notation, "id": self.next_id}
        if seat is not None:
            message["seat"] = seat
        self.socket.send_json(message)
        while True:
            answer = self.receive()
            if answer.get("ack") == self.next_id:
                return answer

    def wait_turn(self) -> dict[str, Any]:
        """The latest state in which this connection has a move, or the game is over."""
        while not (self.last["legal"] or self.last["over"]):
            self.receive()
        return self.last


def play_out(
    players: list[Player], rng: random.Random, limit: int = 5000, stop_after: int | None = None
) -> int:
    """Random legal moves for every connected seat until the game ends (or ``stop_after``
    moves were made); returns how many moves the players made.

    Before each move every connection catches up with the latest position (each move is
    announced to all of them), so no move is sent from a stale screen. When no connection
    may move, a bot is thinking: wait for its move.
    """
    moves = 0
    latest = max(p.last["version"] for p in players)
    while True:
        for player in players:
            while player.last["version"] < latest:
                player.receive()
        if players[0].last["over"] or moves == stop_after:
            return moves
        assert moves < limit, "game did not end"
        mover = next((p for p in players if p.last["legal"]), None)
        if mover is None:
            players[0].receive()
            latest = players[0].last["version"]
            continue
        state = mover.last
        answer = mover.act(rng.choice(state["legal"])["notation"], state["seat"])
        assert answer["type"] == "state", answer
        latest = answer["version"]
        moves += 1


class HeldAdvisor:
    """The pool's advisor held until released, so that hints overlap for certain."""

    def __init__(self, hub: Any) -> None:
        self.released = threading.Event()
        self.advise = hub.pool.advise
        hub.pool.advise = self

    async def __call__(self, *args: Any) -> Any:
        while not self.released.is_set():
            await asyncio.sleep(0.01)
        return await self.advise(*args)
