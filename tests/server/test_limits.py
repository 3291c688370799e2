"""The audit's ways to stop or starve the server, each reproduced: bot work without
a time bound, hints per connection, unlimited rooms kept in memory, slow connections held
forever, one dead bot worker stopping every bot. (Two servers on one database: test_store.)"""

from __future__ import annotations

import asyncio
import os
import random
import signal
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import pytest
from fastapi.testclient import TestClient
from starlette.websockets import WebSocketDisconnect

from tabletop.server.app import create_app
from tabletop.server.protocol import Limits

from .helpers import HUMAN, HeldAdvisor, Player, bot, claim, create, play_out, until

EXE = Path(sys.executable).with_name("tabletop")


def _app(db_url, workers: int = 0, **limits) -> TestClient:
    return TestClient(
        create_app(db_url, bot_workers=workers, messages_per_second=1e6, limits=Limits(**limits))
    )


# --- 1. bot work is bounded in time, whatever its spec says ------------------------------
def test_a_bot_searching_far_too_long_is_stopped_by_the_servers_time_bound(db_url, caplog):
    """50,000 iterations cost minutes a move; the pool's bound (here 0.5 s) stops the search
    and the bot plays a random move instead, logged."""
    with _app(db_url, workers=1, bot_seconds=0.5) as client:
        created = create(client, "gunrain", [bot("ismcts:iterations=50000"), bot("random")])
        room = client.app.state.hub.rooms[created["room"]]
        until(lambda: sum(seat == 0 for seat, _ in room.row.actions) >= 2)
    assert "bot ismcts:iterations=50000 ran past the server's 0.5 s" in caplog.text


def test_a_room_runs_at_most_its_share_of_bot_jobs_at_once(db_url):
    """Five Kung Fu bots pick at once; the room may run two jobs at a time (room_jobs)."""
    with _app(db_url, room_jobs=2) as client:
        hub = client.app.state.hub
        running, most = 0, 0
        choose = hub.pool.choose

        async def counted(*args):
            nonlocal running, most
            running += 1
            most = max(most, running)
            await asyncio.sleep(0.05)  # long enough for the others to start, were they let
            try:
                return await choose(*args)
            finally:
                running -= 1

        hub.pool.choose = counted
        created = create(client, "kungfu", [bot("heuristic")] * 5, options={"players": 5}, seed=1)
        room = hub.rooms[created["room"]]
        until(lambda: room.public_moves >= 2)
    assert most == 2


# --- 2. hints are limited per seat and per client address ---------------------------------
def test_ten_sockets_of_one_seat_get_one_hint_at_a_time(db_url):
    with _app(db_url) as client:
        advisor = HeldAdvisor(client.app.state.hub)
        created = create(client, "friday", [HUMAN], seed=2)
        token = claim(client, created, 0)
        url = f"/ws/rooms/{created['room']}"
        sockets = [client.websocket_connect(url) for _ in range(10)]
        players = [Player(s.__enter__(), token) for s in sockets]
        for player in players:
            player.socket.send_json({"type": "hint", "seat": 0})
        refused = [p.socket.receive_json() for p in players[1:]]
        assert {r["message"] for r in refused} == {"the advisor is still thinking"}
        advisor.released.set()
        assert players[0].socket.receive_json()["type"] == "hint"
        players[1].socket.send_json({"type": "hint", "seat": 0})  # done: the seat may ask again
        assert players[1].socket.receive_json()["type"] == "hint"
        for s in sockets:
            s.__exit__(None, None, None)


def test_one_address_gets_at_most_client_hints_at_once_across_rooms(db_url):
    with _app(db_url, client_hints=2, total_hints=3) as client:
        advisor = HeldAdvisor(client.app.state.hub)
        rooms = [create(client, "friday", [HUMAN], seed=n) for n in range(3)]
        sockets = [client.websocket_connect(f"/ws/rooms/{r['room']}") for r in rooms]
        players = [
            Player(s.__enter__(), claim(client, r, 0)) for s, r in zip(sockets, rooms, strict=True)
        ]
        for player in players:
            player.socket.send_json({"type": "hint", "seat": 0})
        assert players[2].socket.receive_json()["message"] == (
            "the advisor is busy with your other hints: wait for them"
        )
        advisor.released.set()
        assert [p.socket.receive_json()["type"] for p in players[:2]] == ["hint", "hint"]
        for s in sockets:
            s.__exit__(None, None, None)


# --- 3. rooms: creation limits, a paged lobby, memory holds the rooms in use -------------
def test_one_address_may_create_a_burst_of_rooms_then_429(db_url):
    with _app(db_url, rooms_burst=3, rooms_per_minute=1) as client:
        for _ in range(3):
            create(client, "friday", [HUMAN])
        refused = client.post("/api/rooms", json={"game": "friday", "seats": [HUMAN]})
        assert refused.status_code == 429
        assert refused.json()["detail"] == (
            "too many games created from your address (at most 1 a minute): try again in a minute"
        )
        in_chinese = client.post(
            "/api/rooms",
            json={"game": "friday", "seats": [HUMAN]},
            headers={"Accept-Language": "zh"},
        )
        assert in_chinese.status_code == 429 and in_chinese.headers["retry-after"] == "60"
        assert in_chinese.json()["detail"].startswith("从你的地址创建的游戏太多")
        assert client.get("/api/rooms").json()["total"] == 3


def test_unfinished_rooms_in_memory_are_capped_and_an_ended_game_frees_its_place(db_url):
    with _app(db_url, live_rooms=1) as client:
        created = create(client, "gunrain", [bot("random"), bot("random")], seed=4)
        refused = client.post("/api/rooms", json={"game": "friday", "seats": [HUMAN]})
        assert refused.status_code == 429 and "1 unfinished games open" in refused.json()["detail"]
        until(lambda: client.get(f"/api/rooms/{created['room']}").json()["over"])
        create(client, "friday", [HUMAN])


def test_the_lobby_comes_in_pages_unfinished_and_newest_first(db_url):
    with _app(db_url, lobby_page=3) as client:
        made = [create(client, "friday", [HUMAN])["room"] for _ in range(5)]
        first = client.get("/api/rooms").json()
        rest = client.get("/api/rooms", params={"offset": 3, "limit": 100}).json()
        assert (first["total"], first["limit"], rest["limit"]) == (5, 3, 3)
        assert [r["room"] for r in first["rooms"] + rest["rooms"]] == made[::-1]
        assert client.get("/api/rooms", params={"offset": -1}).status_code == 422


def test_idle_and_finished_rooms_leave_memory_and_load_again_when_asked_for(db_url):
    with _app(db_url, idle_seconds=60, finished_idle_seconds=5) as client:
        hub = client.app.state.hub
        idle = create(client, "gunrain", [HUMAN, HUMAN], seed=3)
        ann, bob = claim(client, idle, 0, "Ann"), claim(client, idle, 1, "Bob")
        with (
            client.websocket_connect(f"/ws/rooms/{idle['room']}") as one,
            client.websocket_connect(f"/ws/rooms/{idle['room']}") as two,
        ):
            players = [Player(one, ann), Player(two, bob)]
            play_out(players, random.Random(1), stop_after=6)
            before = players[1].last
            assert hub.sweep(time.monotonic() + 3600) == []  # watched: kept
        finished = create(client, "gunrain", [bot("random"), bot("random")], seed=8)
        until(lambda: hub.rooms[finished["room"]].state.is_over)
        now = time.monotonic()
        assert hub.sweep(now + 6) == [finished["room"]]  # over and unwatched: gone soon
        assert hub.sweep(now + 61) == [idle["room"]]  # unfinished: after idle_seconds
        assert hub.rooms == {}
        listed = client.get("/api/rooms").json()["rooms"]  # from the store, nothing loaded
        assert [(r["room"], r["moves"]) for r in listed] == [
            (idle["room"], before["version"]),
            (finished["room"], client.get(f"/api/rooms/{finished['room']}").json()["moves"]),
        ]
        assert hub.rooms.keys() == {finished["room"]}  # asked for: loaded
        with client.websocket_connect(f"/ws/rooms/{idle['room']}") as again:
            state = Player(again, bob).last
        assert (state["version"], state["view"]) == (before["version"], before["view"])


def test_a_restart_loads_no_room_until_somebody_asks_for_it(db_url):
    with _app(db_url) as client:
        made = [create(client, "friday", [HUMAN])["room"] for _ in range(3)]
    with _app(db_url) as client:
        assert client.app.state.hub.rooms == {}
        assert client.get("/api/rooms").json()["total"] == 3
        assert client.get(f"/api/rooms/{made[0]}").status_code == 200
        assert client.app.state.hub.rooms.keys() == {made[0]}


# --- 4. connections: a deadline for requests, caps in all, per client and per room -------
def test_a_room_takes_at_most_room_sockets_connections(db_url):
    with _app(db_url, room_sockets=2) as client:
        created = create(client, "friday", [HUMAN])
        url = f"/ws/rooms/{created['room']}"
        with client.websocket_connect(url) as one, client.websocket_connect(url) as two:
            Player(one, None), Player(two, None)
            with client.websocket_connect(url) as three:
                three.send_json({"type": "hello"})
                assert three.receive_json()["message"] == "this room has 2 connections, its limit"


def test_a_socket_that_never_says_hello_is_closed(db_url):
    with _app(db_url, request_seconds=0.2) as client:
        created = create(client, "friday", [HUMAN])
        url = f"/ws/rooms/{created['room']}"
        with client.websocket_connect(url) as silent, pytest.raises(WebSocketDisconnect) as closed:
            silent.receive_json()
    assert closed.value.code == 4408


def _connect(port: int, source: str) -> socket.socket:
    """A connection from ``source`` that starts a request and never finishes its headers."""
    sock = socket.create_connection(("127.0.0.1", port), timeout=30, source_address=(source, 0))
    sock.sendall(b"GET /api/games HTTP/1.1\r\nHost: localhost\r\nX-Slow: ")
    return sock


def _answer(sock: socket.socket) -> bytes:
    """What the server says before it closes the connection."""
    said = b""
    while chunk := sock.recv(4096):
        said += chunk
    return said


def test_slow_connections_are_capped_per_client_and_in_all_and_closed_after_the_deadline(
    tmp_path,
):
    """300 connections that never finished their headers used to stay open for ever and,
    under a descriptor limit, lock real users out."""
    limits = ["request_seconds=2", "connections=6", "client_connections=4"]
    server = subprocess.Popen(
        [str(EXE), "serve", "--port", "0", "--db", f"sqlite:///{tmp_path / 'r.sqlite'}"]
        + [arg for limit in limits for arg in ("--limit", limit)],
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        port = int(server.stdout.readline().split(":")[2].split("/")[0])
        held = [_connect(port, "127.0.0.1") for _ in range(4)]
        assert b"too many connections from your address" in _answer(_connect(port, "127.0.0.1"))
        held += [_connect(port, "127.0.0.2") for _ in range(2)]
        assert b"all the connections it can take" in _answer(_connect(port, "127.0.0.3"))
        for sock in held:  # closed by the server at the deadline, without an answer
            assert _answer(sock) == b""
            sock.close()
        with urllib.request.urlopen(f"http://127.0.0.1:{port}/api/games", timeout=10) as answer:
            assert answer.status == 200  # their places are free again
    finally:
        server.terminate()
        server.wait(timeout=15)


# --- 5. a bot worker that dies -------------------------------------------------------------
def test_a_killed_bot_worker_is_replaced_and_its_move_retried(db_url, caplog):
    with _app(db_url, workers=1) as client:
        hub = client.app.state.hub
        created = create(
            client, "gunrain", [bot("ismcts:seconds=0.2"), bot("ismcts:seconds=0.2")], seed=5
        )
        room = hub.rooms[created["room"]]
        until(lambda: room.row.actions and hub.pool.worker_pids())
        (pid,) = hub.pool.worker_pids()
        os.kill(pid, signal.SIGKILL)  # as an out-of-memory kill would
        moved = len(room.row.actions)
        until(lambda: len(room.row.actions) >= moved + 3)  # the bots play on
        assert hub.pool.replaced == 1 and pid not in hub.pool.worker_pids()
    assert f"bot worker {pid} is replaced: it died" in caplog.text
    assert "failed" not in caplog.text and "got no move" not in caplog.text
