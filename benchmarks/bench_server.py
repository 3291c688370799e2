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

    python benchmarks/bench_server.py [--games 200] [--seconds 30] [--think-ms 0]
    python benchmarks/bench_server.py --soak 1000 --games 20
"""

from __future__ import annotations

import argparse
import asyncio
import json
import math
import random
import socket
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request
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


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seconds", type=float, default=30.0)
    parser.add_argument("--think-ms", type=float, default=0.0, help="mean think time")
    parser.add_argument("--soak", type=int, metavar="N", help="play N whole games; show RSS")
    args = parser.parse_args()
    port = _free_port()
    rss: list[float] = []
    with tempfile.TemporaryDirectory() as folder:
        db = f"sqlite:///{Path(folder) / 'bench.sqlite'}"
        command = [str(EXE), "serve", "--port", str(port), "--db", db, "--bot-workers", "0"]
        command += [arg for limit in LIFTED for arg in ("--limit", limit)]
        server = subprocess.Popen(command, stdout=subprocess.PIPE, text=True)
        try:
            server.stdout.readline()
            for _ in range(200):
                try:
                    urllib.request.urlopen(f"http://127.0.0.1:{port}/api/games", timeout=1)
                    break
                except OSError:
                    time.sleep(0.05)
            started = time.perf_counter()
            if args.soak:
                stats, rss = asyncio.run(_soak(port, server.pid, args.soak, args.games))
            else:
                stats = Stats()
                asyncio.run(_run(port, args.games, args.seconds, args.think_ms / 1000, stats))
            elapsed = time.perf_counter() - started
        finally:
            server.terminate()
            server.wait(timeout=10)
    latencies = sorted(stats.latencies)
    p50 = statistics.median(latencies) * 1000 if latencies else float("nan")
    p99 = latencies[int(0.99 * (len(latencies) - 1))] * 1000 if latencies else float("nan")
    print(
        f"{args.games} concurrent Gun Rain games, think {args.think_ms:g} ms, {elapsed:.1f} s: "
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
