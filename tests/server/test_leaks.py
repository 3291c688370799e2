"""Nothing a seat is sent depends on what that seat cannot see (the leak test).

For every position of many random games, the message the server would send to each seat
(and to a spectator) is computed twice: from the real state and from a world where
everything hidden from that seat was resampled (``determinize``). They must be equal,
field for field: view, legal moves and their labels, seats, result.
"""

from __future__ import annotations

import asyncio
import json
import random
from concurrent.futures import ThreadPoolExecutor

import pytest

from tabletop.server.botpool import BotPool
from tabletop.server.protocol import CreateRoom, SeatSpec
from tabletop.server.rooms import Connection, Hub
from tabletop.server.store import Store

CASES = [
    ("friday", {"level": 1}, 1),
    ("friday", {"level": 4}, 1),
    ("gunrain", {}, 2),
    ("gunrain", {"layout": "6x4"}, 2),
    ("kungfu", {"players": 2}, 2),
    ("kungfu", {"players": 4, "draft": True}, 4),
]


class _Silent:
    async def send_text(self, data: str) -> None:
        raise AssertionError("the leak test computes messages without sending them")


def _messages(hub: Hub, room, seat: int | None) -> dict:
    connection = Connection(_Silent(), frozenset() if seat is None else frozenset({seat}))
    return hub.message_for(room, connection)


@pytest.mark.parametrize(("game", "options", "players"), CASES)
def test_no_message_changes_when_hidden_information_is_resampled(game, options, players):
    hub = Hub(Store("sqlite://"), BotPool(0))
    rng = random.Random(f"{game}{options}")
    checked = 0
    for seed in range(4 if game == "friday" else 6):
        request = CreateRoom(
            game=game, options=options, seats=[SeatSpec(kind="human")] * players, seed=seed
        )
        room = hub.rooms[hub.create(request)["room"]]
        while True:
            real = room.state
            for seat in range(players):
                world = real.determinize(seat, rng)
                for viewer in (seat, None):  # the seat itself, and a spectator
                    expected = _messages(hub, room, viewer)
                    room.state = world
                    assert _messages(hub, room, viewer) == expected, (seed, seat, viewer)
                    room.state = real
                    checked += 1
            if real.is_over:
                break
            player = rng.choice(real.to_move)
            action = rng.choice(real.legal_actions(player))
            room.state = real.clone()
            room.state.apply(player, action)
            room.row.actions.append((player, action.notation))
            room.logged(player, action.notation)  # the logs and undo's reveals follow the game
    assert checked > 100


class _Inbox:
    """A connection's socket that keeps what it is sent."""

    def __init__(self) -> None:
        self.messages: list[dict] = []

    async def send_text(self, data: str) -> None:
        self.messages.append(json.loads(data))


@pytest.mark.parametrize(("game", "rule"), [("kungfu", "K4"), ("gunrain", "G5")])
def test_a_secret_step_reaches_only_its_mover_and_is_not_counted(game, rule):
    """K4 (cards chosen secretly) and G5 (actions set secretly): while one seat makes its
    secret steps, the other seat and a spectator are sent nothing, and neither the version
    they see nor the lobby's move count goes up; so no one can count another's secret moves."""
    hub = Hub(Store("sqlite://"), BotPool(0))
    request = CreateRoom(game=game, seats=[SeatSpec(kind="human")] * 2, seed=2)
    room = hub.rooms[hub.create(request)["room"]]
    mover, other, spectator = (
        Connection(_Inbox(), seats) for seats in (frozenset({0}), frozenset({1}), frozenset())
    )

    async def play() -> None:
        for connection in (mover, other, spectator):
            room.connections.add(connection)
            await hub.show(room, connection)
        rng = random.Random(3)
        while set(room.state.to_move) != {0, 1}:  # to the first choosing (Gun Rain: setting)
            seat = room.state.to_move[0]
            await hub.act(room, seat, rng.choice(room.state.legal_actions(seat)).notation)
        seen = [len(c.socket.messages) for c in (other, spectator)]
        moves, version = room.summary()["moves"], other.socket.messages[-1]["version"]
        for step in (1, 2):  # two secret steps of seat 0 that leave it still choosing
            action = next(a.notation for a in room.state.legal_actions(0) if _goes_on(room, a))
            await hub.act(room, 0, action, mover, ack=step)
            assert mover.socket.messages[-1]["ack"] == step  # the mover always hears back
            assert [len(c.socket.messages) for c in (other, spectator)] == seen, (rule, action)
            assert room.summary()["moves"] == moves
            assert mover.socket.messages[-1]["version"] == version

    # A thread of its own: a browser test in this process may have left its loop running here.
    with ThreadPoolExecutor(1) as thread:
        thread.submit(asyncio.run, play()).result()


def _goes_on(room, action) -> bool:
    """Whether seat 0 is still to move after ``action`` (its secret phase goes on)."""
    after = room.state.clone()
    after.apply(0, action)
    return after.to_move == (0, 1)
