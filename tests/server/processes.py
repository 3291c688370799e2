"""Real `tabletop serve` processes driven over real sockets: start, post, play, kill."""

from __future__ import annotations

import json
import random
import socket
import subprocess
import sys
import time
import urllib.request
from contextlib import ExitStack
from pathlib import Path

from websockets.sync.client import connect

from tabletop.server.protocol import RATE_PER_SECOND, RateLimit

EXE = Path(sys.executable).with_name("tabletop")


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def start(port: int, db: str, *options: str) -> subprocess.Popen:
    server = subprocess.Popen(
        [str(EXE), "serve", "--port", str(port), "--db", db, "--bot-workers", "0", *options],
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
    )
    banner = server.stdout.readline()
    assert f"http://localhost:{port}/" in banner, banner
    for _ in range(200):
        try:
            urllib.request.urlopen(f"http://127.0.0.1:{port}/api/games", timeout=1)
            return server
        except OSError:
            time.sleep(0.05)
    raise AssertionError("the server did not start")


def start_worker(db: str, name: str) -> subprocess.Popen:
    """A `tabletop worker` on the bot queue, once it says it takes jobs."""
    worker = subprocess.Popen(
        [str(EXE), "worker", "--db", db, "--name", name],
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
    )
    banner = worker.stdout.readline()
    assert f"bot worker {name} takes" in banner, banner
    return worker


def post(port: int, path: str, body: dict) -> dict:
    request = urllib.request.Request(
        f"http://127.0.0.1:{port}{path}",
        data=json.dumps(body).encode(),
        headers={"Content-Type": "application/json"},
    )
    with urllib.request.urlopen(request, timeout=5) as answer:
        return json.loads(answer.read())


def get(port: int, path: str) -> dict:
    with urllib.request.urlopen(f"http://127.0.0.1:{port}{path}", timeout=5) as answer:
        return json.loads(answer.read())


class Browser:
    """A seat's connection speaking the protocol over a real socket."""

    def __init__(self, stack: ExitStack, port: int, room: str, token: str) -> None:
        self.socket = stack.enter_context(connect(f"ws://127.0.0.1:{port}/ws/rooms/{room}"))
        self.socket.send(json.dumps({"type": "hello", "token": token}))
        self.last = json.loads(self.socket.recv(timeout=5))
        self.sent = 0
        self.acknowledged: list[str] = []  # the moves the server said it committed
        # Under the server's limit of messages a second, as a browser is.
        self.pace = RateLimit(0.9 * RATE_PER_SECOND, 0.9 * 2 * RATE_PER_SECOND)

    def receive(self) -> dict:
        message = json.loads(self.socket.recv(timeout=10))
        if message["type"] == "state":
            self.last = message
        return message

    def catch_up(self, version: int) -> None:
        while self.last["version"] < version:
            self.last = json.loads(self.socket.recv(timeout=5))

    def act(self, notation: str) -> int:
        """Send a move and wait for its acknowledgement; returns the new version."""
        while not self.pace.allow():
            time.sleep(1 / RATE_PER_SECOND)
        self.sent += 1
        message = {"type": "act", "seat": self.last["seat"], "notation": notation, "id": self.sent}
        self.socket.send(json.dumps(message))
        while True:
            answer = json.loads(self.socket.recv(timeout=5))
            if answer["type"] == "state":
                self.last = answer
            if answer.get("ack") == self.sent:
                assert answer["type"] == "state", answer
                self.acknowledged.append(notation)
                return answer["version"]


def play(browsers: list[Browser], rng: random.Random, moves: int | None) -> int:
    """Random moves until the game ends or ``moves`` were acknowledged; returns the count."""
    done = 0
    version = max(b.last["version"] for b in browsers)
    while not browsers[0].last["over"] and (moves is None or done < moves):
        for browser in browsers:
            browser.catch_up(version)
        mover = next((b for b in browsers if b.last["legal"]), None)
        if mover is None:
            break
        version = mover.act(rng.choice(mover.last["legal"])["notation"])
        done += 1
    for browser in browsers:
        browser.catch_up(version)
    return done


def play_against_bots(browser: Browser, rng: random.Random, moves: int | None) -> int:
    """Random moves for the browser's seat, the bots' answers awaited, until the game ends or
    ``moves`` were acknowledged; returns the count."""
    done = 0
    while not browser.last["over"] and (moves is None or done < moves):
        if browser.last["legal"]:
            browser.act(rng.choice(browser.last["legal"])["notation"])
            done += 1
        else:
            browser.receive()  # a bot is to move
    return done
