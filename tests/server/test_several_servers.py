"""Several servers on one PostgreSQL database: any of them serves any room, a move made on one
reaches the connections of the others, no step is taken twice, and the bots of a server that
stopped are taken over (docs/server.md, "Several servers on one database")."""

from __future__ import annotations

import asyncio
import os
import random
import signal
import time
from contextlib import ExitStack

import pytest
from fastapi.testclient import TestClient

import tabletop
from tabletop.engine.registry import game_class
from tabletop.server.app import create_app
from tabletop.server.botpool import BotPool
from tabletop.server.protocol import CreateRoom
from tabletop.server.rooms import Hub, MoveRefused
from tabletop.server.store import Conflict, RoomRow, SeatRow, Store

from .helpers import HUMAN, Player, bot, claim, create, invite_of, play_out, run_apart
from .processes import Browser, free_port, get, play_against_bots, post, start


def server(stack: ExitStack, url: str) -> TestClient:
    return stack.enter_context(TestClient(create_app(url, bot_workers=0, messages_per_second=1e6)))


def stored(url: str, room: str) -> RoomRow:
    store = Store(url)
    try:
        return store.load(room)
    finally:
        store.close()


def until(done, seconds: float = 30.0) -> None:
    """Wait for ``done()``: the servers work on their own threads."""
    deadline = time.monotonic() + seconds
    while not done():
        assert time.monotonic() < deadline, "not within the time allowed"
        time.sleep(0.02)


def test_a_game_played_through_two_servers_is_one_game(postgres_url):
    with ExitStack() as stack:
        one, two = server(stack, postgres_url), server(stack, postgres_url)
        created = create(one, "gunrain", [HUMAN, HUMAN], seed=11)
        room = created["room"]
        tokens = [claim(one, created, 0, "Ann"), claim(two, created, 1, "Bo")]
        # Each seat on its own server, and a spectator on the other one's.
        first = stack.enter_context(one.websocket_connect(f"/ws/rooms/{room}"))
        second = stack.enter_context(two.websocket_connect(f"/ws/rooms/{room}"))
        watching = stack.enter_context(one.websocket_connect(f"/ws/rooms/{room}"))
        players = [Player(first, tokens[0]), Player(second, tokens[1])]
        spectator = Player(watching, None)
        # The seat claimed through the other server is named here once its notice arrives.
        while [s["name"] for s in players[0].last["seats"]] != ["Ann", "Bo"]:
            players[0].receive()
        play_out(players, random.Random(11))
        while not spectator.last["over"]:
            spectator.receive()
        played = stored(postgres_url, room).actions
        for hub in (one.app.state.hub, two.app.state.hub):
            assert hub.get(room).row.actions == played
        assert players[0].last["result"] == players[1].last["result"] == spectator.last["result"]


def test_a_seat_is_claimed_once_whichever_server_is_asked(postgres_url):
    with ExitStack() as stack:
        one, two = server(stack, postgres_url), server(stack, postgres_url)
        created = create(one, "gunrain", [HUMAN, HUMAN], seed=3)
        room = created["room"]
        assert two.get(f"/api/rooms/{room}").status_code == 200  # loaded there, seat free
        token = claim(one, created, 0, "Ann")
        again = two.post(
            f"/api/rooms/{room}/join",
            json={"name": "Eve", "seat": 0, "invite": invite_of(created, 0)},
        )
        assert again.status_code == 400
        assert stored(postgres_url, room).seats[0].name == "Ann"
        # The token given by one server holds the seat on the other at once.
        with two.websocket_connect(f"/ws/rooms/{room}") as socket:
            assert Player(socket, token).last["seat"] == 0


def hubs(url: str) -> tuple[Hub, Hub, list[Store]]:
    """Two hubs on one database that hear nothing of each other (no change notices): each
    sees the other's moves only when its commit finds them."""
    stores = [Store(url), Store(url)]
    return Hub(stores[0], BotPool(0)), Hub(stores[1], BotPool(0)), stores


def test_a_move_on_a_stale_copy_is_checked_again_on_the_stored_position(postgres_url):
    one, two, stores = hubs(postgres_url)
    try:
        run_apart(_stale_copy(one, two, stores[1], postgres_url))
    finally:
        for store in stores:
            store.close()


async def _stale_copy(one: Hub, two: Hub, second: Store, url: str) -> None:
    room_id = one.create(CreateRoom(game="kungfu", seats=[HUMAN, HUMAN], seed=2))["room"]
    behind, ahead = two.get(room_id), one.get(room_id)
    # Kung Fu's draft: both seats pick at once. Seat 0 picks through one server; the other
    # server's copy has not heard of it when seat 1 picks there.
    pick0 = ahead.state.legal_actions(0)[0].notation
    pick1 = behind.state.legal_actions(1)[0].notation
    await one.act(ahead, 0, pick0)
    with pytest.raises(Conflict):  # what the second server's store alone says
        second.add_action(room_id, 0, 1, pick1, False, 0, (0, 1))
    await two.act(behind, 1, pick1)
    assert [n.lower() for _, n in behind.row.actions] == [pick0.lower(), pick1.lower()]
    assert stored(url, room_id).actions == behind.row.actions
    # A move the stored position no longer allows is refused, and nothing is written.
    with pytest.raises(MoveRefused):
        await one.act(ahead, 0, pick0)
    assert stored(url, room_id).actions == behind.row.actions


def test_what_was_stored_before_a_server_listened_reaches_it_once_it_listens(postgres_url):
    """A server hears other servers' changes once its listener runs; a move stored before that
    (here: before it listens at all) is loaded as soon as it listens, not lost until the next."""
    one, two, stores = hubs(postgres_url)
    try:
        run_apart(_unheard_move(one, two))
    finally:
        for store in stores:
            store.close()


async def _unheard_move(one: Hub, two: Hub) -> None:
    room_id = one.create(CreateRoom(game="kungfu", seats=[HUMAN, HUMAN], seed=4))["room"]
    behind, ahead = one.get(room_id), two.get(room_id)
    await two.act(ahead, 0, ahead.state.legal_actions(0)[0].notation)
    assert behind.row.actions == [] and len(ahead.row.actions) == 1
    listening = asyncio.ensure_future(one.follow())
    try:
        deadline = time.monotonic() + 30
        while behind.row.actions != ahead.row.actions:
            assert time.monotonic() < deadline, "the move stored before it listened never came"
            await asyncio.sleep(0.02)
    finally:
        listening.cancel()


def test_the_bots_of_a_server_that_stopped_are_taken_over(postgres_url):
    """A bots' room whose leading process is gone (here: a store holding its lease, closed)
    is led by another server within a few seconds, and its game goes on to the end."""
    leader = Store(postgres_url)
    row = RoomRow(
        id="orphan",
        game="gunrain",
        rules_version=game_class("gunrain").rules_version,
        options={},
        seed=5,
        seeded=True,
        public=False,
        hotseat=False,
        hotseat_token=None,
        created=time.time(),
        over=False,
        to_move=None,
        seats=[SeatRow(0, "random"), SeatRow(1, "random")],
    )
    leader.create_room(row)
    assert leader.lead("orphan")
    closed = False
    try:
        with ExitStack() as stack:
            other = server(stack, postgres_url)
            time.sleep(1.5)  # a round of the other server's look for rooms to take over
            assert stored(postgres_url, "orphan").actions == []  # led elsewhere: not played
            leader.close()  # the leader's connection is gone: the database frees its lease
            closed = True
            until(lambda: other.get("/api/rooms/orphan").json()["over"])
            assert "orphan" in other.app.state.hub.led
    finally:
        if not closed:
            leader.close()


def test_bots_answer_a_move_made_through_the_server_that_does_not_lead(postgres_url):
    with ExitStack() as stack:
        one, two = server(stack, postgres_url), server(stack, postgres_url)
        created = create(one, "gunrain", [HUMAN, bot("random")], seed=8)
        room = created["room"]
        token = claim(one, created, 0)
        with two.websocket_connect(f"/ws/rooms/{room}") as socket:
            player = Player(socket, token)
            play_out([player], random.Random(8))
            assert player.last["over"]
        leaders = [room in hub.led for hub in (one.app.state.hub, two.app.state.hub)]
        assert leaders.count(True) == 1


def test_killing_one_of_two_server_processes_hands_its_rooms_to_the_other(postgres_url):
    """Two real servers on one database: the one a player and its bot's room use is killed
    (kill -9); the player reconnects to the other, which leads the bot from then on, and the
    game ends with every acknowledged move in its record."""
    ports = [free_port(), free_port()]
    with ExitStack() as stack:
        servers = [start(port, postgres_url) for port in ports]
        for process in servers:
            stack.callback(process.kill)
        seats = [{"kind": "human"}, {"kind": "bot", "bot": "random"}]
        created = post(ports[0], "/api/rooms", {"game": "gunrain", "seats": seats, "seed": 31})
        room = created["room"]
        invite = created["invites"]["0"].split("invite=")[1]
        joined = post(ports[0], f"/api/rooms/{room}/join", {"name": "Ann", "invite": invite})
        token = joined["token"]
        rng = random.Random(31)
        first = Browser(stack, ports[0], room, token)
        play_against_bots(first, rng, moves=12)
        seen = first.last
        os.kill(servers[0].pid, signal.SIGKILL)
        servers[0].wait(timeout=10)
        second = Browser(stack, ports[1], room, token)
        # The position is the one last seen, or a later one: the bot, led by the other server
        # now, may have moved before this hello (a random bot moves at once).
        if second.last["version"] == seen["version"]:
            assert second.last["view"] == seen["view"]
        else:
            assert second.last["version"] > seen["version"]
        play_against_bots(second, rng, moves=None)
        record = get(ports[1], f"/api/rooms/{room}/record")
    mine = [notation for seat, notation in record["actions"] if seat == 0]
    assert mine == first.acknowledged + second.acknowledged
    assert any(seat == 1 for seat, _ in record["actions"][len(first.acknowledged) :])
    assert tabletop.replay(record).result.to_dict() == second.last["result"]


def test_a_clock_runs_out_once_whichever_servers_look(postgres_url):
    """Both servers check the clocks now and then; the room's leader alone applies its
    timeout, and the other shows the forfeit once it hears of it."""
    with ExitStack() as stack:
        one, two = server(stack, postgres_url), server(stack, postgres_url)
        clock = {"mode": "move", "seconds": 30, "timeout": "forfeit"}
        created = create(one, "gunrain", [HUMAN, HUMAN], seed=4, clock=clock)
        room = created["room"]
        tokens = [claim(one, created, 0, "Ann"), claim(two, created, 1, "Bo")]
        socket = stack.enter_context(two.websocket_connect(f"/ws/rooms/{room}"))
        bo = Player(socket, tokens[1])
        later = time.time() + 31
        for test_client in (one, two):
            test_client.app.state.hub.now = lambda: later
        for test_client in (two, one, two):
            test_client.portal.call(test_client.app.state.hub.expire_due)
        while not bo.last["over"]:
            bo.receive()
        assert bo.last["result"]["winners"] == [1]
        assert stored(postgres_url, room).forfeit == 0
        leaders = [room in c.app.state.hub.led for c in (one, two)]
        assert leaders.count(True) == 1
