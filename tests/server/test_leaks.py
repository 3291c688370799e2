"""Nothing a seat is sent depends on what that seat cannot see (issue 7's leak test).

For every position of many random games, the message the server would send to each seat
(and to a spectator) is computed twice: from the real state and from a world where
everything hidden from that seat was resampled (``determinize``). They must be equal,
field for field: view, legal moves and their labels, seats, result.
"""

from __future__ import annotations

import random

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
    assert checked > 100
