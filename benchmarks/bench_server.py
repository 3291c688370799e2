"""Server load: N concurrent games played over WebSocket on loopback for a fixed time.

Starts a real ``tabletop serve`` process (SQLite in a temporary folder), creates ``--games``
Gun Rain rooms with two human seats, and plays every game with two connections that pick
random legal moves, each after a think time drawn uniformly from 0 to twice ``--think-ms``
(so clients do not move in lockstep; 0: at once, though each
connection keeps under the server's limit of messages per second, as a browser does: a
Gun Rain setting is a burst of small moves). A finished game is replaced by a new room, so
the load stays at N games. Latency is the time from sending a
move to receiving its acknowledgement (the new state, committed to the database). Errors
count refused moves, error messages and dropped connections.

With ``--soak N`` it plays N whole games instead (``--games`` at a time), then waits for the
server to drop the finished rooms from memory, and prints the server's resident memory (RSS)
at its start, after the first ``--games`` games, and at the end.

With ``--attack`` it measures instead how long a victim's bots wait while another client
loads the server's two bot workers (default limits, apart from room creation): the victim,
from its own address, watches rooms of bots as a spectator, and the time between two of its
moves is the bot-move latency. ``b1b``: ten rooms of ``ismcts:iterations=50000`` bots (cut
at ``bot_seconds``, 10 s a move) created from one address; the victim's bots are ``random``.
``b2``: eight addresses ask for Kung Fu hints without pause (two rooms each); the victim's
bots are ``random``. ``b5b``: two victims' Friday rooms of an ``ismcts:iterations=1000`` bot
play (about 0.5 s a move, in a worker; every move a job and a public move), and once they do,
the busiest worker is frozen (SIGSTOP); the longest wait across that moment tells the stall.
``--victim-bot SPEC`` gives the victim other bots (``heuristic``: a worker's, not the event
loop's). Addresses are 127.0.0.x on loopback.

With ``--bot-queue N`` (PostgreSQL only) the servers send bot moves and hints through the
bot queue to N ``tabletop worker`` processes instead of their own (``b5b`` then freezes the
busiest of those).

With ``--db postgresql://...`` the rooms are kept in PostgreSQL (a fresh, empty database);
``--servers N`` starts N server processes on it, and ``--proxy`` puts Debian's nginx in front
with ``deploy/nginx/tabletop.conf`` (its ports changed, and its per-address limits left out:
one client address plays every game), the games played through it.

    python benchmarks/bench_server.py [--games 200] [--seconds 30] [--think-ms 0]
    python benchmarks/bench_server.py --db postgresql://... --servers 2 --proxy
    python benchmarks/bench_server.py --soak 1000 --games 20
    python benchmarks/bench_server.py --attack b1b --seconds 30 [--victim-bot heuristic]
    python benchmarks/bench_server.py --attack b5b --db postgresql://... --bot-queue 2
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import http.client
import json
import math
import os
import random
import signal
import socket
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request
from collections.abc import Callable
from pathlib import Path

import orjson
from websockets.asyncio.client import ClientConnection, connect

from tabletop.server.protocol import RATE_PER_SECOND, RateLimit

EXE = Path(sys.executable).with_name("tabletop")
# One client on loopback plays every game: lift the server's per-client limits (docs/server.md)
# and its cap on unfinished rooms; the rest stay at their defaults.
LIFTED = [
    "rooms_per_minute=1000000",
    "rooms_burst=1000000",
    "client_connections=100000",
    "live_rooms=100000",
]
SOAK_SETTLE_SECONDS = 20.0  # twice the default finished_idle_seconds
NGINX_SITE = Path(__file__).parents[1] / "deploy" / "nginx" / "tabletop.conf"
PER_ADDRESS = ("limit_conn tabletop_per_address", "limit_req zone=")


class Stats:
    def __init__(self, games: int | None = None, warm_after: int = 0) -> None:
        self.latencies: list[float] = []
        self.errors: list[str] = []
        self.games = 0
        self.to_start = games  # soak: games left to start (None: as many as time allows)
        self.warm_after = warm_after
        self.warm = asyncio.Event()  # soak: the first warm_after games are over

    def start_game(self) -> bool:
        if self.to_start is None:
            return True
        self.to_start -= 1
        return self.to_start >= 0


def _post(port: int, path: str, body: dict) -> dict:
    request = urllib.request.Request(
        f"http://127.0.0.1:{port}{path}",
        data=json.dumps(body).encode(),
        headers={"Content-Type": "application/json"},
    )
    with urllib.request.urlopen(request, timeout=30) as answer:
        return json.loads(answer.read())


async def _new_room(port: int, seed: int) -> tuple[str, list[str]]:
    """A Gun Rain room with both seats claimed; returns its id and the two seat tokens."""
    body = {"game": "gunrain", "seats": [{"kind": "human"}] * 2, "seed": seed, "public": False}
    created = await asyncio.to_thread(_post, port, "/api/rooms", body)
    tokens = []
    for seat in (0, 1):
        invite = created["invites"][str(seat)].split("invite=")[1]
        join = {"name": f"bench{seat}", "seat": seat, "invite": invite}
        joined = await asyncio.to_thread(_post, port, f"/api/rooms/{created['room']}/join", join)
        tokens.append(joined["token"])
    return created["room"], tokens


class Seat:
    def __init__(self, socket: ClientConnection) -> None:
        self.socket = socket
        self.last: dict = {}
        self.sent = 0
        # A little under the server's token bucket, so that clock jitter never trips it.
        self.pace = RateLimit(0.95 * RATE_PER_SECOND, 0.95 * 2 * RATE_PER_SECOND)

    async def send(self, message: dict) -> float:
        """Send once the pace allows; returns when it was sent."""
        while not self.pace.allow():
            await asyncio.sleep(1 / RATE_PER_SECOND)
        sent = time.perf_counter()
        await self.socket.send(json.dumps(message))
        return sent

    async def receive(self) -> dict:
        message = orjson.loads(await self.socket.recv())
        if message["type"] == "state":
            self.last = message
        return message


async def _play_games(port: int, index: int, deadline: float, think: float, stats: Stats) -> None:
    rng = random.Random(index)
    seed = index * 100_000
    while time.perf_counter() < deadline and stats.start_game():
        seed += 1
        room, tokens = await _new_room(port, seed)
        url = f"ws://127.0.0.1:{port}/ws/rooms/{room}"
        async with connect(url) as one, connect(url) as two:
            seats = [Seat(one), Seat(two)]
            for seat, token in zip(seats, tokens, strict=True):
                await seat.send({"type": "hello", "token": token})
                await seat.receive()
            version = 0
            while time.perf_counter() < deadline:
                for seat in seats:
                    while seat.last["version"] < version:
                        await seat.receive()
                if seats[0].last["over"]:
                    break
                mover = next(s for s in seats if s.last["legal"])
                if think:
                    await asyncio.sleep(rng.uniform(0, 2 * think))
                mover.sent += 1
                move = rng.choice(mover.last["legal"])["notation"]
                message = {"type": "act", "seat": mover.last["seat"], "notation": move}
                started = await mover.send(message | {"id": mover.sent})
                while (answer := await mover.receive()).get("ack") != mover.sent:
                    pass
                stats.latencies.append(time.perf_counter() - started)
                if answer["type"] != "state":
                    stats.errors.append(answer["message"])
                    break
                version = answer["version"]
            stats.games += seats[0].last["over"]
            if stats.games >= stats.warm_after:
                stats.warm.set()


async def _run(port: int, games: int, seconds: float, think: float, stats: Stats) -> Stats:
    deadline = time.perf_counter() + seconds
    results = await asyncio.gather(
        *(_play_games(port, i, deadline, think, stats) for i in range(games)),
        return_exceptions=True,
    )
    stats.errors += [repr(r) for r in results if isinstance(r, BaseException)]
    return stats


def _rss_mib(pid: int) -> float:
    """A process's resident memory (Linux /proc), in MiB."""
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    raise RuntimeError(f"no VmRSS for process {pid}")


async def _soak(port: int, pid: int, games: int, at_once: int) -> tuple[Stats, list[float]]:
    """Play ``games`` whole games, ``at_once`` at a time; the server's RSS at its start, once
    the first ``at_once`` games are over, and after it had time to drop the finished rooms."""
    stats = Stats(games, warm_after=at_once)
    rss = [_rss_mib(pid)]
    running = asyncio.ensure_future(_run(port, at_once, math.inf, 0.0, stats))
    await stats.warm.wait()
    rss.append(_rss_mib(pid))
    await running
    await asyncio.sleep(SOAK_SETTLE_SECONDS)
    rss.append(_rss_mib(pid))
    return stats, rss


# --- attacks: a victim's bot-move latency while another client loads the bot workers ------
ATTACKER, VICTIM = "127.0.0.2", "127.0.0.3"
HINTERS = [f"127.0.0.{10 + n}" for n in range(8)]
WARM_SECONDS = 2.0  # the attack starts before the victim's clock does


def _post_from(source: str, port: int, path: str, body: dict) -> dict:
    """A JSON POST from the loopback address ``source`` (the server counts clients by it)."""
    connection = http.client.HTTPConnection(
        "127.0.0.1", port, timeout=30, source_address=(source, 0)
    )
    try:
        connection.request("POST", path, json.dumps(body), {"Content-Type": "application/json"})
        answer = connection.getresponse()
        data = json.loads(answer.read())
        if answer.status != 200:
            raise RuntimeError(f"{path}: {answer.status} {data}")
        return data
    finally:
        connection.close()


def _bots(spec: str, game: str = "gunrain") -> dict:
    """A private room of ``game`` whose every seat is a ``spec`` bot (Friday: one seat)."""
    players = 1 if game == "friday" else 2
    return {"game": game, "seats": [{"kind": "bot", "bot": spec}] * players, "public": False}


async def _watch(
    port: int, source: str, room: dict, until: float, gaps: list[tuple[float, float]]
) -> None:
    """Rooms like ``room`` created from ``source``, watched one after the other until
    ``until``: every gap between two public moves is appended to ``gaps`` (its start and end),
    and the wait still
    open at ``until`` too (a lower bound: a bot that never moves must show)."""
    while time.perf_counter() < until:
        created = await asyncio.to_thread(_post_from, source, port, "/api/rooms", room)
        url = f"ws://127.0.0.1:{port}/ws/rooms/{created['room']}"
        async with connect(url, local_addr=(source, 0)) as socket_:
            await socket_.send(json.dumps({"type": "hello"}))
            last = time.perf_counter()
            while True:
                try:
                    raw = await asyncio.wait_for(socket_.recv(), until - time.perf_counter())
                except TimeoutError:
                    gaps.append((last, time.perf_counter()))
                    return
                message = orjson.loads(raw)
                now = time.perf_counter()
                if message["type"] == "state" and message["version"]:
                    gaps.append((last, now))
                last = now
                if message.get("over"):
                    break


async def _hint_forever(port: int, source: str, until: float, answered: list[int]) -> None:
    """A Kung Fu room with one human seat, its hint asked for again as soon as it comes."""
    body = {"game": "kungfu", "seats": [{"kind": "human"}, {"kind": "bot", "bot": "random"}]}
    created = await asyncio.to_thread(_post_from, source, port, "/api/rooms", body)
    invite = created["invites"]["0"].split("invite=")[1]
    join = {"name": "hinter", "seat": 0, "invite": invite}
    path = f"/api/rooms/{created['room']}/join"
    token = (await asyncio.to_thread(_post_from, source, port, path, join))["token"]
    url = f"ws://127.0.0.1:{port}/ws/rooms/{created['room']}"
    async with connect(url, local_addr=(source, 0)) as socket_:
        await socket_.send(json.dumps({"type": "hello", "token": token}))
        while time.perf_counter() < until:
            await socket_.send(json.dumps({"type": "hint", "seat": 0}))
            while True:
                try:
                    raw = await asyncio.wait_for(socket_.recv(), until - time.perf_counter())
                except TimeoutError:
                    return
                message = orjson.loads(raw)
                if message["type"] == "hint":
                    answered[0] += 1
                    break
                if message["type"] == "error":  # refused: ask again a little later
                    answered[1] += 1
                    await asyncio.sleep(0.1)
                    break


def _worker_pids(server: int) -> list[int]:
    """The server's bot workers: its children started by multiprocessing's spawn."""
    children = Path(f"/proc/{server}/task/{server}/children").read_text().split()
    pids = []
    for child in map(int, children):
        command = Path(f"/proc/{child}/cmdline").read_bytes().replace(b"\0", b" ")
        if b"multiprocessing.spawn" in command:
            pids.append(child)
    return pids


def _cpu_ticks(pid: int) -> int:
    """A process's CPU time so far (user and system, in clock ticks)."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return int(fields[11]) + int(fields[12])


async def _busiest_worker(pids: list[int]) -> int:
    """The worker that used the most CPU in the last 0.3 s: one running a job."""
    before = {pid: _cpu_ticks(pid) for pid in pids}
    await asyncio.sleep(0.3)
    return max(pids, key=lambda pid: _cpu_ticks(pid) - before[pid])


async def _attack(
    port: int, workers: Callable[[], list[int]], kind: str, seconds: float, victim: str | None
) -> tuple[list, str]:
    """The victim's gaps between bot moves under attack ``kind``, and what else happened."""
    start = time.perf_counter()
    until = start + WARM_SECONDS + seconds
    gaps: list[tuple[float, float]] = []
    load: list[asyncio.Future] = []
    answered = [0, 0]
    note = ""
    if kind == "b1b":
        heavy = _bots("ismcts:iterations=50000")
        for _ in range(10):
            await asyncio.to_thread(_post_from, ATTACKER, port, "/api/rooms", heavy)
    elif kind == "b2":
        load = [
            asyncio.ensure_future(_hint_forever(port, source, until, answered))
            for source in HINTERS
            for _ in range(2)
        ]
    await asyncio.sleep(WARM_SECONDS)
    # b5b: solo Friday rooms, so that each bot move is a job of its own and a public move
    spec = victim or ("ismcts:iterations=1000" if kind == "b5b" else "random")
    room = _bots(spec, "friday" if kind == "b5b" else "gunrain")
    victims = [_watch(port, VICTIM, room, until, gaps)]
    if kind == "b5b":
        victims.append(_watch(port, "127.0.0.4", room, until, gaps))
    watching = asyncio.gather(*victims)
    if kind == "b5b":  # once both rooms play (the workers have started), plus a little
        while len(gaps) < 6:
            await asyncio.sleep(0.1)
        await asyncio.sleep(1.0)
        frozen = await _busiest_worker(workers())
        os.kill(frozen, signal.SIGSTOP)
        stopped = time.perf_counter()
        note = f"worker {frozen} stopped {stopped - start - WARM_SECONDS:.1f} s in"
    await watching
    await asyncio.gather(*load, return_exceptions=True)
    if kind == "b5b":
        across = max(end - begin for begin, end in gaps if begin <= stopped <= end)
        note += f", the longest wait across that moment {across:.2f} s"
    if kind == "b2":
        note = f"hints answered {answered[0]}, refused {answered[1]}"
    if kind == "b5b":
        try:
            os.kill(frozen, signal.SIGKILL)
        except ProcessLookupError:
            note += " (the server had killed it)"
    return [end - begin for begin, end in gaps], f"victim's bots {spec}; {note}"


def _report_attack(kind: str, seconds: float, gaps: list[float], note: str) -> None:
    gaps = sorted(gaps)
    p50 = statistics.median(gaps) if gaps else float("nan")
    p99 = gaps[math.ceil(0.99 * len(gaps)) - 1] if gaps else float("nan")  # nearest rank
    worst = gaps[-1] if gaps else float("nan")
    print(
        f"attack {kind}, {seconds:g} s: victim's bot moves {len(gaps)}, wait p50 {p50 * 1000:.1f}"
        f" ms, p99 {p99 * 1000:.1f} ms, longest {worst:.2f} s; {note}"
    )


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def _nginx(folder: Path, ports: list[int]) -> tuple[subprocess.Popen, int]:
    """Debian's nginx with the project's site file in front of the servers on ``ports``."""
    listen = _free_port()
    site = NGINX_SITE.read_text().replace("listen 80;", f"listen 127.0.0.1:{listen};")
    upstream = "".join(f"    server 127.0.0.1:{port};\n" for port in ports)
    head, _, rest = site.partition("    server 127.0.0.1:")
    site = head + upstream + rest[rest.index("    keepalive") :]
    site = "\n".join(line for line in site.splitlines() if not line.strip().startswith(PER_ADDRESS))
    (folder / "tabletop.conf").write_text(site)
    temps = " ".join(f"{k}_temp_path {folder / k};" for k in ("client_body", "proxy", "fastcgi"))
    temps += f" uwsgi_temp_path {folder / 'uwsgi'}; scgi_temp_path {folder / 'scgi'};"
    (folder / "nginx.conf").write_text(
        f"worker_processes 1; pid {folder / 'nginx.pid'}; error_log {folder / 'error.log'};\n"
        "events { worker_connections 8192; }\n"
        f"http {{ access_log off; {temps} include {folder / 'tabletop.conf'}; }}\n"
    )
    nginx = subprocess.Popen(
        ["nginx", "-p", str(folder), "-c", str(folder / "nginx.conf"), "-g", "daemon off;"]
    )
    _wait_for(listen)
    return nginx, listen


def _wait_for(port: int) -> None:
    for _ in range(200):
        try:
            urllib.request.urlopen(f"http://127.0.0.1:{port}/api/games", timeout=1)
            return
        except OSError:
            time.sleep(0.05)
    raise RuntimeError(f"nothing answers on port {port}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seconds", type=float, default=30.0)
    parser.add_argument("--think-ms", type=float, default=0.0, help="mean think time")
    parser.add_argument("--soak", type=int, metavar="N", help="play N whole games; show RSS")
    parser.add_argument("--attack", choices=["b1b", "b2", "b5b"], help="a victim's bot waits")
    parser.add_argument("--victim-bot", metavar="SPEC", help="the victim's bots (--attack)")
    parser.add_argument("--db", help="a database URL (default: SQLite in a temporary folder)")
    parser.add_argument("--servers", type=int, default=1, help="server processes on --db")
    parser.add_argument("--proxy", action="store_true", help="play through nginx in front")
    parser.add_argument("--bot-queue", type=int, default=0, metavar="N", help="N tabletop workers")
    args = parser.parse_args()
    ports = [_free_port() for _ in range(args.servers)]
    port = ports[0]
    rss: list[float] = []
    with tempfile.TemporaryDirectory() as folder:
        db = args.db or f"sqlite:///{Path(folder) / 'bench.sqlite'}"
        command = [str(EXE), "serve", "--db", db]
        if args.bot_queue:
            command += ["--bot-queue"]
        if args.attack:  # the default limits, but for room creation
            command += ["--limit", "rooms_per_minute=1000000", "--limit", "rooms_burst=1000000"]
        else:
            command += ["--bot-workers", "0"]
            command += [arg for limit in LIFTED for arg in ("--limit", limit)]
        servers = [
            subprocess.Popen([*command, "--port", str(p)], stdout=subprocess.PIPE, text=True)
            for p in ports
        ]
        server = servers[0]
        queue_workers = [
            subprocess.Popen([str(EXE), "worker", "--db", db], stdout=subprocess.PIPE, text=True)
            for _ in range(args.bot_queue)
        ]
        proxy = None
        try:
            for worker in queue_workers:
                worker.stdout.readline()  # it takes jobs
            for started_server, server_port in zip(servers, ports, strict=True):
                started_server.stdout.readline()
                _wait_for(server_port)
            if args.proxy:
                proxy, port = _nginx(Path(folder), ports)
            started = time.perf_counter()
            if args.attack:
                # The workers b5b may freeze: the queue's, or the server's own (which its
                # first bot job starts, so they are looked up when needed).
                queue_pids = [worker.pid for worker in queue_workers]
                gaps, note = asyncio.run(
                    _attack(
                        port,
                        lambda: queue_pids or _worker_pids(server.pid),
                        args.attack,
                        args.seconds,
                        args.victim_bot,
                    )
                )
                _report_attack(args.attack, args.seconds, gaps, note)
                return
            if args.soak:
                stats, rss = asyncio.run(_soak(port, server.pid, args.soak, args.games))
            else:
                stats = Stats()
                asyncio.run(_run(port, args.games, args.seconds, args.think_ms / 1000, stats))
            elapsed = time.perf_counter() - started
        finally:
            workers = _worker_pids(server.pid) if args.attack else []
            for process in [*servers, *queue_workers, *filter(None, [proxy])]:
                process.terminate()
                try:
                    process.wait(timeout=10)
                except subprocess.TimeoutExpired:
                    process.kill()
                    process.wait()
            for pid in workers:  # a worker busy in a long search may outlive its server
                with contextlib.suppress(ProcessLookupError):
                    os.kill(pid, signal.SIGKILL)
    latencies = sorted(stats.latencies)
    p50 = statistics.median(latencies) * 1000 if latencies else float("nan")
    p99 = latencies[int(0.99 * (len(latencies) - 1))] * 1000 if latencies else float("nan")
    where = f"{args.servers} server(s){' behind nginx' if args.proxy else ''}, {db.split(':')[0]}"
    print(
        f"{where}: {args.games} concurrent Gun Rain games, think {args.think_ms:g} ms, "
        f"{elapsed:.1f} s: "
        f"{len(latencies) / elapsed:,.0f} actions/s, latency p50 {p50:.1f} ms, p99 {p99:.1f} ms, "
        f"{stats.games} games finished, {len(stats.errors)} errors"
    )
    if rss:
        start, warm, end = rss
        print(
            f"server RSS: {start:.1f} MiB at start, {warm:.1f} MiB after the first {args.games}"
            f" games, {end:.1f} MiB after {stats.games} games ({end - start:+.1f} MiB from start,"
            f" {end - warm:+.1f} MiB from warm)"
        )
    for error in sorted(set(stats.errors))[:5]:
        print(f"  error: {error}")


if __name__ == "__main__":
    main()
