"""Hosts and origins: a page of another site cannot reach the server through its own DNS name
(``Host``) nor open a WebSocket from its page (``Origin``); ``--allow-origin`` adds one. And
the ``--limit`` values: a bad one is one clear line."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
from fastapi.testclient import TestClient
from starlette.websockets import WebSocketDisconnect

from tabletop.server.app import create_app
from tabletop.server.protocol import BadRequest, Limits, OriginPolicy

from .helpers import HUMAN, Player, create

EXE = Path(sys.executable).with_name("tabletop")


@pytest.mark.parametrize(
    ("host", "allowed"),
    [
        ("localhost:8000", True),
        ("127.0.0.1:8000", True),
        ("[::1]:8000", True),
        ("192.168.1.20:8000", True),  # an address as such: no DNS name can disguise it
        ("games.example.org", True),  # named by --allow-origin
        ("evil.example:8000", False),  # a DNS name pointed at us
        ("localhost.evil.example", False),
        ("", False),
        ("localhost:notaport", False),
    ],
)
def test_the_host_must_name_this_server(host, allowed):
    policy = OriginPolicy.served("127.0.0.1", ["https://games.example.org"])
    assert policy.allows_host(host) is allowed


@pytest.mark.parametrize(
    ("origin", "host", "allowed"),
    [
        (None, "localhost:8000", True),  # not a browser
        ("http://localhost:8000", "localhost:8000", True),  # the page the server served
        ("http://localhost:9999", "localhost:8000", False),  # another program on this machine
        ("http://evil.example", "localhost:8000", False),
        ("null", "localhost:8000", False),  # a sandboxed frame or a file
        ("https://games.example.org", "localhost:8000", True),
    ],
)
def test_a_websocket_comes_from_this_servers_pages(origin, host, allowed):
    policy = OriginPolicy.served("127.0.0.1", ["https://games.example.org"])
    assert policy.allows_origin(origin, host) is allowed


def test_a_star_allows_any_host_and_origin_and_a_bad_origin_is_refused():
    anyone = OriginPolicy.served("127.0.0.1", ["*"])
    assert anyone.allows_host("evil.example") and anyone.allows_origin("http://evil", "x")
    for bad in ("games.example.org", "ftp://x", "https://x/path", "http://x:99999"):
        with pytest.raises(BadRequest, match="--allow-origin takes an origin"):
            OriginPolicy.served("127.0.0.1", [bad])


def test_the_app_refuses_another_host_and_another_sites_websocket(db_url):
    policy = OriginPolicy.served("127.0.0.1")
    app = create_app(db_url, bot_workers=0, origins=policy)
    with TestClient(app, base_url="http://localhost:8000") as client:
        room = create(client, "friday", [HUMAN])["room"]
        refused = client.get("/api/games", headers={"host": "evil.example:8000"})
        assert refused.status_code == 400
        assert "does not answer to host 'evil.example:8000'" in refused.json()["detail"]
        url = f"/ws/rooms/{room}"
        ours = {"origin": "http://localhost:8000", "host": "localhost:8000"}
        with client.websocket_connect(url, headers=ours) as socket:
            assert Player(socket, None).last["type"] == "state"
        evil = {"origin": "http://evil.example", "host": "localhost:8000"}
        with (
            pytest.raises(WebSocketDisconnect) as closed,
            client.websocket_connect(url, headers=evil),
        ):
            pass
        assert closed.value.code == 1008


def test_limits_are_read_from_name_value_texts():
    limits = Limits.parse(["bot_seconds=2.5", "live_rooms=7"])
    assert (limits.bot_seconds, limits.live_rooms, limits.room_jobs) == (2.5, 7, 2)
    for bad, message in [
        ("speed=9", "unknown limit 'speed'"),
        ("live_rooms=lots", "must be a number >= 0"),
        ("live_rooms=2.5", "must be a number >= 0"),
        ("bot_seconds=-1", "must be a number >= 0"),
        ("bot_seconds=nan", "must be a number >= 0"),
    ]:
        with pytest.raises(BadRequest, match=message):
            Limits.parse([bad])


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--limit", "live_rooms=-3"], "error: limit live_rooms must be a number >= 0"),
        (["--allow-origin", "games.example.org"], "error: --allow-origin takes an origin"),
    ],
)
def test_a_bad_limit_or_origin_is_one_line(tmp_path, args, message):
    done = subprocess.run(
        [str(EXE), "serve", "--port", "0", "--db", f"sqlite:///{tmp_path / 'r.sqlite'}", *args],
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert done.returncode == 2 and done.stderr.startswith(message), done.stderr
    assert len(done.stderr.strip().splitlines()) == 1
