"""A real `tabletop serve` process killed mid-game loses nothing: restart, reconnect, finish
(on SQLite and on a real PostgreSQL server)."""

from __future__ import annotations

import json
import os
import random
import signal
import socket
import subprocess
import sys
import time
import urllib.request
from contextlib import ExitStack
from pathlib import Path

from websockets.sync.client import connect

import tabletop

EXE = Path(sys.executable).with_name("tabletop")


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def _start(port: int, db: str) -> subprocess.Popen:
    server = subprocess.Popen(
        [str(EXE), "serve", "--port", str(port), "--db", db, "--bot-workers", "0"],
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


def _post(port: int, path: str, body: dict) -> dict:
    request = urllib.request.Request(
        f"http://127.0.0.1:{port}{path}",
        data=json.dumps(body).encode(),
        headers={"Content-Type": "application/json"},
    )
    with urllib.request.urlopen(request, timeout=5) as answer:
        return json.loads(answer.read())


def _get(port: int, path: str) -> dict:
    with urllib.request.urlopen(f"http://127.0.0.1:{port}{path}", timeout=5) as answer:
        return json.loads(answer.read())


class Browser:
    """A seat's connection speaking the protocol over a real socket."""

    def __init__(self, stack: ExitStack, port: int, room: str, token: str) -> None:
        self.socket = stack.enter_context(connect(f"ws://127.0.0.1:{port}/ws/rooms/{room}"))
        self.socket.send(json.dumps({"type": "hello", "token": token}))
        self.last = json.loads(self.socket.recv(timeout=5))
        self.sent = 0

    def catch_up(self, version: int) -> None:
        while self.last["version"] < version:
            self.last = json.loads(self.socket.recv(timeout=5))

    def act(self, notation: str) -> int:
        """Send a move and wait for its acknowledgement; returns the new version."""
        self.sent += 1
        message = {"type": "act", "seat": self.last["seat"], "notation": notation, "id": self.sent}
        self.socket.send(json.dumps(message))
        while True:
            answer = json.loads(self.socket.recv(timeout=5))
            if answer["type"] == "state":
                self.last = answer
            if answer.get("ack") == self.sent:
                assert answer["type"] == "state", answer
                return answer["version"]


def _play(browsers: list[Browser], rng: random.Random, moves: int | None) -> int:
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


def test_killing_the_server_mid_game_loses_no_acknowledged_move(any_db_url):
    port, db = _free_port(), any_db_url
    with ExitStack() as stack:
        server = _start(port, db)
        stack.callback(server.kill)
        created = _post(
            port,
            "/api/rooms",
            {"game": "gunrain", "seats": [{"kind": "human"}] * 2, "seed": 21},
        )
        room = created["room"]
        tokens = []
        for seat in (0, 1):
            invite = created["invites"][str(seat)].split("invite=")[1]
            joined = _post(port, f"/api/rooms/{room}/join", {"name": f"P{seat}", "invite": invite})
            tokens.append(joined["token"])
        rng = random.Random(9)
        browsers = [Browser(stack, port, room, token) for token in tokens]
        before = _play(browsers, rng, moves=25)
        seen = browsers[1].last
        os.kill(server.pid, signal.SIGKILL)
        server.wait(timeout=10)

        server = _start(port, db)
        stack.callback(server.wait, timeout=10)
        stack.callback(server.kill)  # runs before the wait just above
        browsers = [Browser(stack, port, room, token) for token in tokens]
        # The public move count (which leaves out Gun Rain's secret setting moves) is rebuilt
        # from the stored actions, and the position is the one last seen.
        assert browsers[1].last["version"] == seen["version"] > 0
        assert browsers[1].last["view"] == seen["view"]
        after = _play(browsers, rng, moves=None)
        assert browsers[0].last["over"]
        record = _get(port, f"/api/rooms/{room}/record")
    assert len(record["actions"]) == before + after
    assert tabletop.replay(record).result.to_dict() == browsers[0].last["result"]
