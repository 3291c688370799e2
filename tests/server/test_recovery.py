"""A real `tabletop serve` process killed mid-game loses nothing: restart, reconnect, finish
(on SQLite and on a real PostgreSQL server)."""

from __future__ import annotations

import os
import random
import signal
from contextlib import ExitStack

import tabletop

from .processes import Browser, free_port, get, play, post, start


def test_killing_the_server_mid_game_loses_no_acknowledged_move(any_db_url):
    port, db = free_port(), any_db_url
    with ExitStack() as stack:
        server = start(port, db)
        stack.callback(server.kill)
        created = post(
            port,
            "/api/rooms",
            {"game": "gunrain", "seats": [{"kind": "human"}] * 2, "seed": 21},
        )
        room = created["room"]
        tokens = []
        for seat in (0, 1):
            invite = created["invites"][str(seat)].split("invite=")[1]
            joined = post(port, f"/api/rooms/{room}/join", {"name": f"P{seat}", "invite": invite})
            tokens.append(joined["token"])
        rng = random.Random(9)
        browsers = [Browser(stack, port, room, token) for token in tokens]
        before = play(browsers, rng, moves=25)
        seen = browsers[1].last
        os.kill(server.pid, signal.SIGKILL)
        server.wait(timeout=10)

        server = start(port, db)
        stack.callback(server.wait, timeout=10)
        stack.callback(server.kill)  # runs before the wait just above
        browsers = [Browser(stack, port, room, token) for token in tokens]
        # The public move count (which leaves out Gun Rain's secret setting moves) is rebuilt
        # from the stored actions, and the position is the one last seen.
        assert browsers[1].last["version"] == seen["version"] > 0
        assert browsers[1].last["view"] == seen["view"]
        after = play(browsers, rng, moves=None)
        assert browsers[0].last["over"]
        record = get(port, f"/api/rooms/{room}/record")
    assert len(record["actions"]) == before + after
    assert tabletop.replay(record).result.to_dict() == browsers[0].last["result"]
