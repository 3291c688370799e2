"""``GET /metrics``: the server's counters and gauges in Prometheus' text format, matching what
the server holds (rooms in memory, moves, finished and dropped rooms, connections)."""

from __future__ import annotations

import random
import time

from fastapi.testclient import TestClient
from prometheus_client.parser import text_string_to_metric_families

from .helpers import HUMAN, Player, bot, claim, create, play_out


def scraped(client: TestClient) -> dict[tuple[str, tuple[tuple[str, str], ...]], float]:
    """Every sample of the page, by name and labels."""
    answer = client.get("/metrics")
    assert answer.status_code == 200
    assert answer.headers["content-type"].startswith("text/plain; version=")
    return {
        (sample.name, tuple(sorted(sample.labels.items()))): sample.value
        for family in text_string_to_metric_families(answer.text)
        for sample in family.samples
    }


def value(samples: dict, name: str, **labels: str) -> float:
    return samples.get((name, tuple(sorted(labels.items()))), 0.0)


def finished(client: TestClient, room: str) -> bool:
    return client.get(f"/api/rooms/{room}").json()["over"]


def test_a_bots_game_is_counted_move_by_move_and_its_room_leaves_memory(client):
    hub = client.app.state.hub
    before = scraped(client)
    assert value(before, "tabletop_rooms_loaded") == 0
    assert value(before, "process_resident_memory_bytes") > 0
    room = create(client, "gunrain", [bot("random"), bot("random")], seed=3)["room"]
    deadline = time.monotonic() + 60
    while not finished(client, room):
        assert time.monotonic() < deadline, "the bots' game did not end"
        time.sleep(0.02)
    played = len(hub.get(room).row.actions)
    during = scraped(client)
    assert value(during, "tabletop_rooms_created_total") == 1
    assert value(during, "tabletop_rooms_finished_total") == 1
    assert value(during, "tabletop_moves_total", by="bot") == played
    assert value(during, "tabletop_moves_total", by="person") == 0
    assert value(during, "tabletop_bot_move_seconds_count") == played
    assert (value(during, "tabletop_rooms_loaded"), value(during, "tabletop_rooms_live")) == (1, 0)
    # The sweep drops the finished room: the gauge says so, and a counter remembers it.
    assert hub.sweep(now=time.monotonic() + 3600) == [room]
    after = scraped(client)
    assert value(after, "tabletop_rooms_loaded") == 0
    assert value(after, "tabletop_rooms_unloaded_total", finished="true") == 1
    assert value(after, "tabletop_rooms_unloaded_total", finished="false") == 0


def test_peoples_moves_connections_and_unfinished_rooms_are_counted(client):
    created = create(client, "gunrain", [HUMAN, HUMAN], seed=5)
    tokens = [claim(client, created, seat, name) for seat, name in enumerate(["Ann", "Bo"])]
    room = created["room"]
    with (
        client.websocket_connect(f"/ws/rooms/{room}") as first,
        client.websocket_connect(f"/ws/rooms/{room}") as second,
        client.websocket_connect(f"/ws/rooms/{room}") as watching,
    ):
        players = [Player(first, tokens[0]), Player(second, tokens[1])]
        Player(watching, None)
        moves = play_out(players, random.Random(5), stop_after=6)
        samples = scraped(client)
    assert value(samples, "tabletop_websockets") == 3
    assert value(samples, "tabletop_moves_total", by="person") == moves == 6
    assert value(samples, "tabletop_rooms_live") == 1
    assert value(samples, "tabletop_rooms_finished_total") == 0
    # Closed sockets are no longer counted; an idle unfinished room is dropped as such.
    assert value(scraped(client), "tabletop_websockets") == 0
    client.app.state.hub.sweep(now=time.monotonic() + 3600)
    assert value(scraped(client), "tabletop_rooms_unloaded_total", finished="false") == 1


def test_each_server_counts_its_own(db_url, tmp_path):
    from tabletop.server.app import create_app

    other_url = f"sqlite:///{tmp_path / 'other.sqlite'}"
    with (
        TestClient(create_app(db_url, bot_workers=0)) as one,
        TestClient(create_app(other_url, bot_workers=0)) as two,
    ):
        create(one, "friday", [HUMAN])
        assert value(scraped(one), "tabletop_rooms_created_total") == 1
        assert value(scraped(two), "tabletop_rooms_created_total") == 0


def test_the_bot_pools_queue_and_heartbeats_are_counted(client):
    samples = scraped(client)
    for name in (
        "tabletop_bot_jobs_waiting",
        "tabletop_bot_heartbeat_age_seconds",
        "tabletop_bot_workers_replaced",
        "tabletop_rooms_led",
    ):
        assert (name, ()) in samples and value(samples, name) == 0
    # A room with a bot to move is led here (one process: always).
    create(client, "gunrain", [bot("heuristic"), HUMAN], seed=9)
    deadline = time.monotonic() + 30
    while value(scraped(client), "tabletop_rooms_led") != 1:
        assert time.monotonic() < deadline
        time.sleep(0.02)
