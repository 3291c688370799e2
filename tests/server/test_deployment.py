"""The deployment in deploy/, brought up as processes on this machine: PostgreSQL, two
`tabletop serve --bot-queue` processes, two `tabletop worker` processes and Debian's nginx with
deploy/nginx/tabletop.conf in front. Games are played through the proxy while one worker and
then one server are killed, and one address floods the proxy with connections that never send
a request (docs/deploy.md)."""

from __future__ import annotations

import asyncio
import functools
import json
import os
import random
import re
import shutil
import signal
import socket
import subprocess
import time
import urllib.error
import urllib.request
from contextlib import ExitStack
from pathlib import Path

import pytest
from websockets.asyncio.client import connect
from websockets.exceptions import ConnectionClosed

from tabletop.server.jobqueue import connect as connect_queue
from tabletop.server.protocol import RATE_PER_SECOND, RateLimit

from .helpers import run_apart
from .processes import free_port, start, start_worker

NGINX_SITE = Path(__file__).parents[2] / "deploy" / "nginx" / "tabletop.conf"
GAMES = int(os.environ.get("DEPLOY_GAMES", 60))
AT_ONCE = int(os.environ.get("AT_ONCE", 40))
KILL_AFTER = GAMES * 3 // 10  # games finished when the first server is killed
KILL_WORKER_AFTER = GAMES // 10  # games finished when the first worker is killed
FLOOD = 600  # connections from one address that never send a request


@pytest.fixture
def nginx() -> str:
    found = shutil.which("nginx") or shutil.which("/usr/sbin/nginx")
    if found is None:
        if os.environ.get("CI"):
            pytest.fail("CI runs the deployment test: install Debian's nginx")
        pytest.skip("no nginx")
    return found


def proxy(stack: ExitStack, nginx: str, folder: Path, ports: list[int]) -> int:
    """nginx on a free port with the project's site configuration, its servers ``ports``."""
    listen = free_port()
    site = NGINX_SITE.read_text()
    site = site.replace("listen 80;", f"listen 127.0.0.1:{listen};")
    servers = iter(ports)
    site = re.sub(r"server 127\.0\.0\.1:\d+", lambda _: f"server 127.0.0.1:{next(servers)}", site)
    (folder / "tabletop.conf").write_text(site)
    temp = {name: folder / name for name in ("body", "proxy", "fastcgi", "uwsgi", "scgi")}
    main = f"""
        worker_processes 1;
        pid {folder / "nginx.pid"};
        error_log {folder / "error.log"} warn;
        events {{ worker_connections 4096; }}
        http {{
            access_log off;
            client_body_temp_path {temp["body"]};
            proxy_temp_path {temp["proxy"]};
            fastcgi_temp_path {temp["fastcgi"]};
            uwsgi_temp_path {temp["uwsgi"]};
            scgi_temp_path {temp["scgi"]};
            include {folder / "tabletop.conf"};
        }}
    """
    (folder / "nginx.conf").write_text(main)
    process = subprocess.Popen(
        [nginx, "-p", str(folder), "-c", str(folder / "nginx.conf"), "-g", "daemon off;"],
        stderr=subprocess.PIPE,
        text=True,
    )
    stack.callback(process.wait, timeout=10)
    stack.callback(process.terminate)
    deadline = time.monotonic() + 10
    while True:
        try:
            socket.create_connection(("127.0.0.1", listen), timeout=1).close()
            return listen
        except OSError:
            assert process.poll() is None, process.stderr.read()
            assert time.monotonic() < deadline, "nginx did not start"
            time.sleep(0.05)


class Interrupted(Exception):
    """An answer cut short by the kill."""


class Game:
    """One game through the proxy, from one address of its own: both seats played by people,
    or (every other game) seat 0 against the heuristic bot, whose moves the workers make. A
    seat whose socket drops (its server killed) connects again and plays on."""

    def __init__(self, port: int, index: int) -> None:
        self.port = port
        self.address = f"127.0.1.{index % 250 + 1}"
        self.rng = random.Random(index)
        self.people = (0,) if index % 2 else (0, 1)
        # Each seat's moves as sent, and whether the server acknowledged each (a move whose
        # answer a kill cut off may or may not have been committed).
        self.sent: dict[int, list[tuple[str, bool]]] = {seat: [] for seat in self.people}
        self.reconnects = 0

    async def post(self, path: str, body: dict) -> dict:
        """A request from the game's address. Refused by the proxy (a server killed under it,
        502) or cut short by the kill: Interrupted, as it may have been done or not."""
        reader, writer = await asyncio.open_connection(
            "127.0.0.1", self.port, local_addr=(self.address, 0)
        )
        data = json.dumps(body).encode()
        writer.write(
            f"POST {path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n"
            f"Content-Type: application/json\r\nContent-Length: {len(data)}\r\n\r\n".encode()
            + data
        )
        answer = await reader.read()
        writer.close()
        head, _, payload = answer.partition(b"\r\n\r\n")
        status = int(head.split()[1]) if head else 0
        if status in (0, 502, 503):
            await asyncio.sleep(0.2)
            raise Interrupted
        assert status == 200, answer
        try:
            return json.loads(payload)
        except ValueError:
            raise Interrupted from None

    async def play(self) -> str:
        while True:
            try:
                room, tokens = await self.open_room()
                break
            except Interrupted:  # a room half set up when the kill came: a new one
                continue
        await asyncio.gather(*(self.seat(room, seat, tokens[seat]) for seat in self.people))
        return room

    async def open_room(self) -> tuple[str, list[str]]:
        seats = [{"kind": "human"}, {"kind": "human"}]
        if len(self.people) == 1:
            seats[1] = {"kind": "bot", "bot": "heuristic"}
        # Kung Fu for two: its picks are made by both seats at once, often through two servers.
        created = await self.post("/api/rooms", {"game": "kungfu", "seats": seats})
        room = created["room"]
        tokens = []
        for seat in self.people:
            invite = created["invites"][str(seat)].split("invite=")[1]
            body = {"name": f"P{seat}", "invite": invite}
            tokens.append((await self.post(f"/api/rooms/{room}/join", body))["token"])
        return room, tokens

    async def seat(self, room: str, seat: int, token: str) -> None:
        url = f"ws://127.0.0.1:{self.port}/ws/rooms/{room}"
        sent = 0
        # Under the server's message limit, as a browser is.
        pace = RateLimit(0.9 * RATE_PER_SECOND, 0.9 * 2 * RATE_PER_SECOND)
        while True:
            try:
                async with connect(url, local_addr=(self.address, 0), open_timeout=10) as ws:
                    await ws.send(json.dumps({"type": "hello", "token": token}))
                    state = json.loads(await ws.recv())
                    while not state["over"]:
                        if not state["legal"]:
                            state = await self.next_state(ws, state)
                            continue
                        move = self.rng.choice(state["legal"])["notation"]
                        while not pace.allow():
                            await asyncio.sleep(1 / RATE_PER_SECOND)
                        sent += 1
                        self.sent[seat].append((move, False))
                        await ws.send(json.dumps({"type": "act", "notation": move, "id": sent}))
                        while (answer := json.loads(await ws.recv())).get("ack") != sent:
                            if answer["type"] == "state":
                                state = answer
                        assert answer["type"] == "state", answer
                        self.sent[seat][-1] = (move, True)
                        state = answer
                    return
            except (ConnectionClosed, OSError):  # its server was killed: through the proxy again
                self.reconnects += 1
                await asyncio.sleep(0.1)

    @staticmethod
    async def next_state(ws, state: dict) -> dict:
        while True:
            message = json.loads(await ws.recv())
            if message["type"] == "state":
                return message


async def play_through(port: int, on_finished) -> list[tuple[Game, str]]:
    """GAMES games, AT_ONCE at a time; ``on_finished(count)`` after each."""
    done: list[tuple[Game, str]] = []
    waiting = iter(range(GAMES))

    async def runner() -> None:
        for index in waiting:
            game = Game(port, index)
            done.append((game, await game.play()))
            on_finished(len(done))

    await asyncio.gather(*(runner() for _ in range(AT_ONCE)))
    return done


def flood(port: int, count: int) -> list[socket.socket]:
    """Connections from one address that never say anything."""
    held = []
    for _ in range(count):
        held.append(socket.create_connection(("127.0.0.1", port), source_address=("127.0.0.2", 0)))
    return held


def fetch(port: int, path: str) -> tuple[int, bytes]:
    with socket.create_connection(("127.0.0.1", port), source_address=("127.0.0.3", 0)) as s:
        s.sendall(f"GET {path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n".encode())
        answer = b""
        while chunk := s.recv(65536):
            answer += chunk
    head, _, body = answer.partition(b"\r\n\r\n")
    return int(head.split()[1]), body


def fetch_paced(port: int, path: str) -> tuple[int, bytes]:
    """``fetch``, again a moment later while the proxy says the address asks too fast (429)."""
    while (answer := fetch(port, path))[0] == 429:
        time.sleep(0.1)
    return answer


def test_two_servers_behind_nginx_lose_no_move_when_one_is_killed(postgres_url, nginx, tmp_path):
    ports = [free_port(), free_port()]
    extra = ["--bot-queue", "--limit", "client_connections=100000"]
    extra += ["--limit", "rooms_per_minute=100000"]
    with ExitStack() as stack:
        workers = [start_worker(postgres_url, name) for name in ("w1", "w2")]
        servers = [start(port, postgres_url, *extra) for port in ports]
        for process in servers + workers:
            stack.callback(process.kill)
        front = proxy(stack, nginx, tmp_path, ports)
        # One address floods the proxy with silent connections: normal clients still pass.
        held = flood(front, FLOOD)
        stack.callback(lambda: [s.close() for s in held])
        assert fetch(front, "/api/games")[0] == 200

        def kill_the_first(finished: int) -> None:
            if finished == KILL_WORKER_AFTER:
                os.kill(workers[0].pid, signal.SIGKILL)
            if finished == KILL_AFTER:
                os.kill(servers[0].pid, signal.SIGKILL)

        played = run_apart(play_through(front, kill_the_first))
        assert servers[0].wait(timeout=10) == -signal.SIGKILL
        assert workers[0].wait(timeout=10) == -signal.SIGKILL
        answers = {room: fetch_paced(front, f"/api/rooms/{room}/record") for _, room in played}
        with connect_queue(postgres_url.replace("+psycopg", "")) as queue:
            alive = dict(queue.execute("SELECT name, jobs FROM bot_workers").fetchall())
        servers[1].terminate()
        said = servers[1].communicate(timeout=30)[0]
    assert len(played) == GAMES
    assert sum(game.reconnects for game, _ in played) > 0  # the kill cut games in play
    # A record is given once the game is over: every game finished.
    assert {status for status, _ in answers.values()} == {200}
    records = {room: json.loads(body) for room, (_, body) in answers.items()}
    # The killed worker was noticed and left the queue; the other made the bots' moves, and
    # the killed one's job went to it: no bot gave up and played at random.
    assert list(alive) == ["w2"] and alive["w2"] > 0, alive
    assert "got no move" not in said, said
    for game, room in played:
        for seat in game.people:
            stored = [notation for s, notation in records[room]["actions"] if s == seat]
            assert kept_every_acknowledged_move(game.sent[seat], stored), (room, seat)


def kept_every_acknowledged_move(sent: list[tuple[str, bool]], stored: list[str]) -> bool:
    """Whether ``stored`` is ``sent`` less some moves that were never acknowledged."""

    @functools.cache
    def matches(i: int, j: int) -> bool:
        if i == len(sent):
            return j == len(stored)
        move, acknowledged = sent[i]
        if j < len(stored) and stored[j] == move and matches(i + 1, j + 1):
            return True
        return not acknowledged and matches(i + 1, j)

    return matches(0, 0)


def test_behind_a_proxy_on_this_machine_the_limits_count_the_browsers_address(db_url):
    """A proxy on the same machine passes the browser's address (``X-Forwarded-For``): one
    browser past its creation limit leaves another browser behind the same proxy unhindered."""
    port = free_port()
    with ExitStack() as stack:
        server = start(port, db_url)
        stack.callback(server.wait, timeout=10)
        stack.callback(server.terminate)

        def create_from(address: str) -> int:
            body = json.dumps({"game": "friday", "seats": [{"kind": "human"}]}).encode()
            request = urllib.request.Request(
                f"http://127.0.0.1:{port}/api/rooms",
                data=body,
                headers={"Content-Type": "application/json", "X-Forwarded-For": address},
            )
            try:
                with urllib.request.urlopen(request, timeout=5) as answer:
                    return answer.status
            except urllib.error.HTTPError as refused:
                return refused.code

        burst = [create_from("198.51.100.7") for _ in range(21)]  # rooms_burst is 20
        assert burst == [200] * 20 + [429]
        assert create_from("198.51.100.8") == 200


@pytest.mark.parametrize("unit", sorted((NGINX_SITE.parents[1] / "systemd").glob("*.service")))
def test_each_units_command_is_one_tabletop_accepts(unit):
    """deploy/systemd's ExecStart lines, with an instance and serve.env's values put in, are
    commands whose options tabletop knows (parsed, not run)."""
    from tabletop.cli.main import cli

    text = unit.read_text().replace("\\\n", " ")
    (line,) = [row for row in text.splitlines() if row.startswith("ExecStart=")]
    values = {
        "${TABLETOP_DB}": "postgresql://tabletop:secret@127.0.0.1:5432/tabletop",
        "${TABLETOP_ORIGIN}": "https://games.example.org",
        "%i": "8001",
        "%H": "host",
    }
    for name, value in values.items():
        line = line.replace(name, value)
    program, command, *args = line.removeprefix("ExecStart=").split()
    assert program == "/opt/tabletop/.venv/bin/tabletop"
    context = cli.commands[command].make_context(command, args)
    assert context.params["db"] == values["${TABLETOP_DB}"]
