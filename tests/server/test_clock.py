"""Turn clocks (docs/server.md, "Turn clocks"): the room option, the arithmetic of a time per
move and of a game's bank with increment, the two timeout policies, a restart, and what the
state message tells. Time is the hub's ``now``, a fake clock here: nothing sleeps."""

from __future__ import annotations

import time

import pytest
from fastapi.testclient import TestClient

from tabletop.server.app import create_app
from tabletop.server.rooms import Connection

from .helpers import HUMAN, Player, bot, claim, create

START = 1_800_000_000.0


class FakeTime:
    """The hub's wall clock, moved by hand."""

    def __init__(self, now: float = START) -> None:
        self.now = now

    def __call__(self) -> float:
        return self.now


@pytest.fixture
def fake(client) -> FakeTime:
    now = client.app.state.hub.now = FakeTime()
    return now


def _clocked(client, game: str, seats: list, **clock) -> tuple[dict, list[str]]:
    created = create(client, game, seats, clock=clock, seed=1)  # seat 0 moves first
    tokens = [claim(client, created, s, f"P{s}") for s, spec in enumerate(seats) if spec == HUMAN]
    return created, tokens


def _times(message: dict) -> dict[int, tuple[float, bool]]:
    return {s["seat"]: (s["left"], s["running"]) for s in message["clock"]["seats"]}


def _fire(client) -> None:
    """What the server's timer and periodic check do once the time came."""
    client.portal.call(client.app.state.hub.expire_due)


def _until(player: Player, done) -> dict:
    while not done(player.last):
        player.receive()
    return player.last


def _whole_log(player: Player) -> list[str]:
    """The connection's whole log (a state carries only the lines it was not sent yet)."""
    player.socket.send_json({"type": "log", "id": "log"})
    while (answer := player.receive()).get("ack") != "log":
        pass
    return answer["log"]


def test_a_bad_clock_is_refused_in_words_and_makes_no_room(client):
    bad = [
        ({"mode": "blitz"}, "a clock is none, move"),
        ({"mode": "move", "seconds": 2}, "a time per move is 5 to 3600 seconds, not 2"),
        ({"mode": "game", "seconds": 20000}, "a time per player is 30 to 10800 seconds"),
        ({"mode": "game", "seconds": 300, "increment": 90}, "are 0 to 60, not 90"),
        ({"mode": "move", "seconds": 30, "timeout": "bot:brilliant"}, "bot:easy, bot:normal"),
    ]
    for clock, words in bad:
        body = {"game": "gunrain", "seats": [HUMAN, HUMAN], "clock": clock}
        answer = client.post("/api/rooms", json=body)
        assert answer.status_code == 400 and words in answer.json()["detail"], answer.text
        ja = client.post("/api/rooms", json=body, headers={"Accept-Language": "ja"})
        assert ja.status_code == 400 and ja.json()["detail"] != answer.json()["detail"]
    assert client.get("/api/rooms").json()["total"] == 0
    # "none" (the default) is no clock at all, and the lobby says which rooms have one
    create(client, "gunrain", [HUMAN, HUMAN], clock={"mode": "none"})
    assert client.get("/api/rooms").json()["rooms"][0]["clock"] is None


def test_a_game_clock_takes_the_time_used_and_adds_the_increment(client, fake):
    created, tokens = _clocked(
        client, "gunrain", [HUMAN, HUMAN], mode="game", seconds=60, increment=5
    )
    listed = client.get("/api/rooms").json()["rooms"][0]["clock"]
    assert listed == {"mode": "game", "seconds": 60, "increment": 5, "timeout": "forfeit"}
    with client.websocket_connect(f"/ws/rooms/{created['room']}") as socket:
        ann = Player(socket, tokens[0])
        assert _times(ann.last) == {0: (60, True), 1: (60, False)}
        assert ann.last["clock"]["seats"][0]["deadline"] == START + 60
        assert ann.last["now"] == START  # the server's time, for the page to correct its own
        fake.now += 12.5
        answer = ann.act(ann.last["legal"][0]["notation"])  # a public move: a new turn of seat 0
        assert _times(answer) == {0: (52.5, True), 1: (60, False)}
        fake.now += 52  # just in time: 0.5 s left, then + 5
        while 0 in ann.last["to_move"]:
            ann.act(ann.last["legal"][0]["notation"])
        assert _times(ann.last) == {0: (5.5, False), 1: (60, True)}


def test_a_time_per_move_starts_afresh_and_bot_seats_have_no_clock(client, fake):
    created, tokens = _clocked(client, "gunrain", [HUMAN, bot("random")], mode="move", seconds=30)
    with client.websocket_connect(f"/ws/rooms/{created['room']}") as socket:
        ann = Player(socket, tokens[0])
        assert _times(ann.last) == {0: (30, True)}  # the bot's seat runs no clock
        assert ann.last["clock"]["seats"][0]["deadline"] == START + 30
        fake.now += 20
        answer = ann.act(ann.last["legal"][0]["notation"])
        assert _times(answer) == {0: (30, True)}
        assert answer["clock"]["seats"][0]["deadline"] == START + 50


def test_no_clock_runs_before_every_persons_seat_is_taken(client, fake):
    created = create(client, "gunrain", [HUMAN, HUMAN], clock={"mode": "move", "seconds": 5})
    ann = claim(client, created, 0, "Ann")
    fake.now += 100
    _fire(client)
    with client.websocket_connect(f"/ws/rooms/{created['room']}") as socket:
        player = Player(socket, ann)
        assert _times(player.last) == {0: (5, False), 1: (5, False)} and not player.last["over"]
        claim(client, created, 1, "Bob")  # the last seat taken: the clock of the seat to move
        started = _until(player, lambda m: any(running for _, running in _times(m).values()))
        deadlines = [s["deadline"] for s in started["clock"]["seats"] if s["running"]]
        assert deadlines == [START + 105]


def test_out_of_time_a_bot_plays_the_turn_logged_and_the_seat_stays_a_person(client, fake):
    created, tokens = _clocked(
        client, "gunrain", [HUMAN, HUMAN], mode="move", seconds=10, timeout="bot:easy"
    )
    with client.websocket_connect(f"/ws/rooms/{created['room']}") as socket:
        ann = Player(socket, tokens[0], lang="ja")
        fake.now += 10
        late = ann.act(ann.last["legal"][0]["notation"])  # the deadline passed: too late
        assert late["type"] == "error" and "P0" in late["message"]
        _fire(client)
        moved = _until(ann, lambda m: m["version"] >= 1)
        lines = _whole_log(ann)
        assert any("P0" in line and "かんたん" in line for line in lines), lines
        assert moved["seats"][0]["kind"] == "human"
        # its next turn is its own again, with a fresh time
        assert _times(moved)[0] == (10, True)
        assert moved["clock"]["seats"][0]["deadline"] == fake.now + 10
        assert moved["legal"]
        answer = ann.act(moved["legal"][0]["notation"])
        assert answer["type"] == "state"
    summary = client.get(f"/api/rooms/{created['room']}").json()
    assert summary["seats"][0]["kind"] == "human" and not summary["over"]


def test_out_of_time_a_seat_forfeits_and_the_others_win(client, fake):
    created, tokens = _clocked(
        client, "gunrain", [HUMAN, HUMAN], mode="game", seconds=30, increment=5
    )
    room = created["room"]
    with client.websocket_connect(f"/ws/rooms/{room}") as socket:
        bob = Player(socket, tokens[1])
        fake.now += 29
        _fire(client)  # not yet
        assert not client.get(f"/api/rooms/{room}").json()["over"]
        fake.now += 1
        _fire(client)
        over = _until(bob, lambda m: m["over"])
        assert _whole_log(bob)[-1] == "P0 ran out of time and forfeits the game."
    assert over["result"]["winners"] == [1] and over["result"]["returns"] == [-1.0, 1.0]
    assert over["result"]["reason_code"] == "timeout" and over["to_move"] == []
    assert over["outcome"] == "P0 ran out of time and forfeits the game."
    assert _times(over) == {0: (0, False), 1: (30, False)}  # stopped, no increment: no move
    summary = client.get(f"/api/rooms/{room}").json()
    assert summary["over"] and summary["to_move"] == []
    step = client.get(f"/api/rooms/{room}/replay/0").json()  # a finished game opens its replay
    assert step["outcome"] == over["outcome"] and step["result"]["winners"] == [1]
    with client.websocket_connect(f"/ws/rooms/{room}") as socket:
        ann = Player(socket, tokens[0])
        refused = ann.act("at 1")
        assert refused["type"] == "error" and "over" in refused["message"]


def test_simultaneous_seats_run_at_once_and_a_secret_step_shows_nobody(client, fake):
    created, tokens = _clocked(client, "kungfu", [HUMAN, HUMAN], mode="move", seconds=60)
    hub = client.app.state.hub
    room = hub.get(created["room"])
    with client.websocket_connect(f"/ws/rooms/{created['room']}") as socket:
        ann = Player(socket, tokens[0])
        assert _times(ann.last) == {0: (60, True), 1: (60, True)}  # both pick at once
        others = [Connection(None, frozenset({1})), Connection(None)]  # Bob and a spectator
        before = [hub.message_for(room, c) for c in others]
        fake.now += 7
        ann.act(ann.last["legal"][0]["notation"])  # a secret pick: nothing changes for others
        assert [hub.message_for(room, c) for c in others] == before
        assert _times(ann.last)[0] == (60, True)  # its clock runs on through the picks
        while 0 in ann.last["to_move"]:
            ann.act(ann.last["legal"][0]["notation"])
        assert _times(ann.last) == {0: (60, False), 1: (60, True)}


def test_a_restart_keeps_the_clocks_and_fires_the_one_that_ran_out(any_db_url):
    now = time.time()
    with TestClient(create_app(any_db_url, bot_workers=0, messages_per_second=1e6)) as client:
        client.app.state.hub.now = FakeTime(now)
        running, tokens = _clocked(client, "gunrain", [HUMAN, HUMAN], mode="move", seconds=600)
        client.app.state.hub.now = FakeTime(now - 100)  # its deadline passes while it is down
        ran_out, _ = _clocked(
            client, "kungfu", [HUMAN, HUMAN], mode="move", seconds=10, timeout="bot:easy"
        )
    with TestClient(create_app(any_db_url, bot_workers=0, messages_per_second=1e6)) as client:
        with client.websocket_connect(f"/ws/rooms/{ran_out['room']}") as socket:
            watcher = Player(socket, None)
            done = _until(watcher, lambda m: m["version"] >= 1)  # both bots picked: revealed
            lines = _whole_log(watcher)
            assert "Time ran out for P0: a bot (Easy) plays this turn." in lines, lines
            assert "Time ran out for P1: a bot (Easy) plays this turn." in lines
            assert done["seats"][0]["kind"] == "human"
        with client.websocket_connect(f"/ws/rooms/{running['room']}") as socket:
            ann = Player(socket, tokens[0])
            assert ann.last["clock"]["seats"][0]["deadline"] == now + 600
            assert _times(ann.last)[0] == (600, True)
