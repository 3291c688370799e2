"""Memory over many games: a thousand finished games in one server process leave its memory
flat, as ``/metrics`` reports it (docs/server.md, "Metrics"): finished rooms leave memory, and
nothing a game leaves behind grows with the games played."""

from __future__ import annotations

import time

from fastapi.testclient import TestClient

from tabletop.server.app import create_app
from tabletop.server.protocol import Limits

from .helpers import bot, create
from .test_metrics import scraped, value

GAMES = 1000
WARM = 100  # games that load what every game needs once (modules, caches)
FLAT_MIB = 20


def test_a_thousand_finished_games_leave_the_servers_memory_flat(db_url):
    limits = Limits(rooms_per_minute=1e9, rooms_burst=10**9)
    with TestClient(create_app(db_url, bot_workers=0, limits=limits)) as client:
        hub = client.app.state.hub

        def resident_mib() -> float:
            hub.sweep(now=time.monotonic() + 3600)  # as the sweeper does, a minute on
            return value(scraped(client), "process_resident_memory_bytes") / 2**20

        for index in range(GAMES):
            room = create(client, "friday", [bot("random")], seed=index)["room"]
            while not hub.rooms[room].over:  # a random bot moves on the server's event loop
                time.sleep(0.001)
            if index % 50 == 49:
                hub.sweep(now=time.monotonic() + 3600)
            if index == WARM - 1:
                warm = resident_mib()
        end = resident_mib()
        counted = scraped(client)
    assert value(counted, "tabletop_rooms_finished_total") == GAMES
    assert value(counted, "tabletop_rooms_unloaded_total", finished="true") == GAMES
    assert value(counted, "tabletop_rooms_loaded") == 0
    assert end - warm < FLAT_MIB, f"{warm:.1f} MiB after {WARM} games, {end:.1f} after {GAMES}"
