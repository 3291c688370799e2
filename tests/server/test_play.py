"""Playing over the WebSocket: seats, spectators, refusals, bots, hints, hot-seat, restarts."""

from __future__ import annotations

import json
import random

import pytest
from fastapi.testclient import TestClient
from sqlalchemy import create_engine, text
from starlette.websockets import WebSocketDisconnect

import tabletop
from tabletop.server.app import create_app
from tabletop.server.protocol import MAX_MESSAGE_BYTES, RATE_PER_SECOND

from .helpers import HUMAN, Player, bot, claim, create, play_out


def _gunrain_room(client, **fields):
    created = create(client, "gunrain", [HUMAN, HUMAN], seed=11, **fields)
    return created, claim(client, created, 0, "Ann"), claim(client, created, 1, "Bob")


def test_a_seat_sees_its_view_and_its_legal_moves_with_labels(client):
    created, ann, _ = _gunrain_room(client)
    expected = tabletop.make("gunrain").new_game(11)
    with client.websocket_connect(f"/ws/rooms/{created['room']}") as socket:
        state = Player(socket, ann).last
    assert state["seat"] == 0 and state["controls"] == [0]
    assert state["view"] == expected.view(0)
    notations = [m["notation"] for m in state["legal"]]
    if 0 in expected.to_move:
        assert notations == [a.notation for a in expected.legal_actions(0)]
        assert all(m["label"] for m in state["legal"])
    assert [s["name"] for s in state["seats"]] == ["Ann", "Bob"]


def test_a_spectator_sees_the_table_view_and_has_no_moves(client):
    created, _, _ = _gunrain_room(client)
    with client.websocket_connect(f"/ws/rooms/{created['room']}") as socket:
        state = Player(socket, None).last
        assert state["seat"] is None and state["legal"] == [] and state["controls"] == []
        assert state["view"] == tabletop.make("gunrain").new_game(11).view(None)
        socket.send_json({"type": "act", "seat": 0, "notation": "side south"})
        assert "do not control" in socket.receive_json()["message"]


def test_a_wrong_token_is_refused_and_may_try_again(client):
    created, ann, _ = _gunrain_room(client)
    with client.websocket_connect(f"/ws/rooms/{created['room']}") as socket:
        socket.send_json({"type": "hello", "token": "guess"})
        assert socket.receive_json() == {
            "type": "error",
            "message": "that token holds no seat in this room",
        }
        assert Player(socket, ann).last["seat"] == 0


def test_an_illegal_move_is_answered_to_its_sender_only_and_changes_nothing(client):
    created, ann, bob = _gunrain_room(client)
    room = created["room"]
    with (
        client.websocket_connect(f"/ws/rooms/{room}") as one,
        client.websocket_connect(f"/ws/rooms/{room}") as two,
    ):
        first, second = Player(one, ann), Player(two, bob)
        mover = first if first.last["legal"] else second
        answer = mover.act("fly away", mover.last["seat"])
        assert answer["type"] == "error" and "fly away" in answer["message"]
        # The other connection hears nothing: its next message is the answer to its own move.
        other = second if mover is first else first
        other.socket.send_json({"type": "hint", "seat": 5})
        assert other.socket.receive_json()["message"] == "you do not control that seat"
    assert client.get(f"/api/rooms/{room}").json()["moves"] == 0


def _states_before_an_answer(player: Player) -> list[dict]:
    """The state messages ``player`` gets before the answer to a question of its own."""
    player.socket.send_json({"type": "hint", "seat": 5})
    states = []
    while (message := player.receive())["type"] == "state":
        states.append(message)
    assert message["message"] == "you do not control that seat"
    return states


def _connected_flags(player: Player, want: list[bool]) -> None:
    """Ask until the flags ``want`` arrive (a closing socket is seen a moment later)."""
    for _ in range(50):
        states = _states_before_an_answer(player)
        if states and [s["connected"] for s in states[-1]["seats"]] == want:
            return
    raise AssertionError(f"never told that the seats' connections are {want}")


def test_presence_is_told_at_once_so_a_secret_step_stays_silent(client):
    """K4: seat 1's secret pick reaches nobody else, also right after seat 1 connected: the
    "connected" flags go out when a connection opens or closes, not with the next move (an
    audit found them held back, so the pick sent seat 0 a message: a secret step, seen)."""
    created = create(client, "kungfu", [HUMAN, HUMAN], seed=4)
    ann, bob = claim(client, created, 0, "Ann"), claim(client, created, 1, "Bob")
    room = created["room"]
    with client.websocket_connect(f"/ws/rooms/{room}") as one:
        first = Player(one, ann)
        assert [s["connected"] for s in first.last["seats"]] == [True, False]
        with client.websocket_connect(f"/ws/rooms/{room}") as two:
            second = Player(two, bob)
            _connected_flags(first, [True, True])
            pick = second.last["legal"][0]["notation"]
            assert second.act(pick, 1)["type"] == "state"
            assert _states_before_an_answer(first) == []  # the pick sent seat 0 nothing
        _connected_flags(first, [True, False])


def test_moves_out_of_turn_and_for_others_seats_are_refused(client):
    created, ann, _ = _gunrain_room(client)
    with client.websocket_connect(f"/ws/rooms/{created['room']}") as socket:
        player = Player(socket, ann)
        assert "do not control" in player.act("side south", 1)["message"]
        if not player.last["legal"]:
            assert "not to move" in player.act("side south", 0)["message"]


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("not json", "messages are JSON objects"),
        ('{"type": "dance"}', "message type must be hello, act, hint, undo or log"),
        ('{"type": "act"}', "needs a notation string"),
        ('{"type": "act", "notation": "x", "seat": "0"}', "seat must be a number"),
        ('{"type": "act", "notation": "x", "id": [1]}', "a message id is an integer or a text"),
        ('{"type": "act", "notation": "x", "id": 1.5}', "a message id is an integer or a text"),
    ],
)
def test_malformed_messages_get_a_clear_error(client, text, message):
    created, ann, _ = _gunrain_room(client)
    with client.websocket_connect(f"/ws/rooms/{created['room']}") as socket:
        Player(socket, ann)
        socket.send_text(text)
        assert message in socket.receive_json()["message"]


def test_a_binary_frame_gets_a_clear_error_and_the_connection_stays(client):
    created, ann, _ = _gunrain_room(client)
    with client.websocket_connect(f"/ws/rooms/{created['room']}") as socket:
        player = Player(socket, ann)
        socket.send_bytes(b'{"type": "hint"}')
        assert socket.receive_json()["message"] == "messages are JSON text, not binary"
        assert "do not control" in player.act("side south", 1)["message"]  # still connected


def test_a_token_that_is_not_text_is_refused_not_taken_for_a_spectator(client):
    created, _, _ = _gunrain_room(client)
    with client.websocket_connect(f"/ws/rooms/{created['room']}") as socket:
        socket.send_json({"type": "hello", "token": 12345})
        assert socket.receive_json() == {"type": "error", "message": "a token is a text"}


def test_moves_before_hello_are_refused(client):
    created, _, _ = _gunrain_room(client)
    with client.websocket_connect(f"/ws/rooms/{created['room']}") as socket:
        socket.send_json({"type": "act", "seat": 0, "notation": "side south"})
        assert socket.receive_json()["message"] == "say hello first"


def test_an_oversize_message_closes_the_connection(client):
    created, ann, _ = _gunrain_room(client)
    with client.websocket_connect(f"/ws/rooms/{created['room']}") as socket:
        Player(socket, ann)
        socket.send_text(json.dumps({"type": "act", "notation": "x" * MAX_MESSAGE_BYTES}))
        with pytest.raises(WebSocketDisconnect) as closed:
            socket.receive_json()
    assert closed.value.code == 1009


@pytest.mark.parametrize(
    "text",
    [
        "[" * 2000 + "]" * 2000,  # 4,000 bytes, under the size limit, too deep to read
        '{"type": "hello", "token": "\\ud800"}',  # a lone surrogate: no text can hold it
        '{"type": "act", "notation": "side south", "id": "\\ud800"}',
    ],
)
def test_json_that_cannot_be_read_or_answered_is_an_error_message(client, text):
    """Found by fuzzing: these raised inside the server, or played a move whose answer could
    not be written (and dropped the connection). Each is one error; the socket stays."""
    created, ann, _ = _gunrain_room(client)
    with client.websocket_connect(f"/ws/rooms/{created['room']}") as socket:
        player = Player(socket, ann)
        socket.send_text(text)
        assert socket.receive_json() == {"type": "error", "message": "messages are JSON objects"}
        socket.send_json({"type": "hint", "seat": 5})
        assert player.receive()["message"] == "you do not control that seat"
    assert client.get(f"/api/rooms/{created['room']}").json()["moves"] == 0


def test_a_flood_of_messages_is_rate_limited(db_url):
    flood = int(2 * RATE_PER_SECOND) + 10
    with TestClient(create_app(db_url, bot_workers=0)) as client:
        created, ann, _ = _gunrain_room(client)
        with client.websocket_connect(f"/ws/rooms/{created['room']}") as socket:
            Player(socket, ann)
            for _ in range(flood):
                socket.send_json({"type": "hint", "seat": 1})
            answers = [socket.receive_json()["message"] for _ in range(flood)]
    assert answers.count("you do not control that seat") >= 2 * RATE_PER_SECOND - 1
    assert "too many messages: slow down" in answers


def test_an_unknown_room_closes_the_socket(client):
    with client.websocket_connect("/ws/rooms/nope") as socket, pytest.raises(WebSocketDisconnect):
        socket.receive_json()


def test_a_reconnect_reloads_the_full_view(client):
    created, ann, bob = _gunrain_room(client)
    room = created["room"]
    with (
        client.websocket_connect(f"/ws/rooms/{room}") as one,
        client.websocket_connect(f"/ws/rooms/{room}") as two,
    ):
        players = [Player(one, ann), Player(two, bob)]
        play_out(players, random.Random(1), stop_after=6)
        before = players[0].last
    with client.websocket_connect(f"/ws/rooms/{room}") as again:
        assert _position(Player(again, ann).last) == _position(before)


def _position(state: dict) -> tuple:
    return state["version"], state["seat"], state["view"], state["legal"], state["to_move"]


def test_hot_seat_one_token_plays_every_human_seat_and_sees_one_seat_at_a_time(client):
    created = create(client, "gunrain", [HUMAN, HUMAN], hotseat=True, seed=4)
    assert created["invites"] == {} and created["token"]
    with client.websocket_connect(f"/ws/rooms/{created['room']}") as socket:
        player = Player(socket, created["token"])
        assert player.last["controls"] == [0, 1]
        seen = set()
        rng = random.Random(2)
        for _ in range(40):
            state = player.last
            seen.add(state["seat"])
            assert state["seat"] in state["to_move"]
            assert state["view"] == _replayed(client, created["room"]).view(state["seat"])
            player.act(rng.choice(state["legal"])["notation"], state["seat"])
    assert seen == {0, 1}


def _replayed(client, room):
    record = client.app.state.hub.rooms[room].record()
    return tabletop.replay(record)


def test_the_hint_lists_the_advisors_top_moves(client):
    created = create(client, "friday", [HUMAN], seed=2)
    token = claim(client, created, 0)
    with client.websocket_connect(f"/ws/rooms/{created['room']}") as socket:
        player = Player(socket, token)
        socket.send_json({"type": "hint", "seat": 0})
        hint = socket.receive_json()
    legal = {m["notation"] for m in player.last["legal"]}
    assert hint["type"] == "hint" and hint["moves"]
    assert {m["notation"] for m in hint["moves"]} <= legal
    assert all(m["label"] and m["visits"] > 0 for m in hint["moves"])


def test_a_whole_friday_game_over_the_socket(client):
    created = create(client, "friday", [HUMAN], seed=8, options={"level": 1})
    token = claim(client, created, 0)
    with client.websocket_connect(f"/ws/rooms/{created['room']}") as socket:
        player = Player(socket, token)
        moves = play_out([player], random.Random(3))
    result = player.last["result"]
    assert result["reason"] and result["scores"]
    assert tabletop.replay(client.get(f"/api/rooms/{created['room']}/record").json()).is_over
    assert moves == len(client.get(f"/api/rooms/{created['room']}/record").json()["actions"])


def test_bots_play_in_worker_processes_and_a_watcher_sees_the_game_end(db_url):
    with TestClient(create_app(db_url, bot_workers=1)) as client:
        created = create(
            client,
            "kungfu",
            [bot("random"), bot("heuristic"), bot("random")],
            options={"players": 3},
            seed=6,
        )
        with client.websocket_connect(f"/ws/rooms/{created['room']}") as socket:
            watcher = Player(socket, None)
            while not watcher.last["over"]:
                watcher.receive()
        record = client.get(f"/api/rooms/{created['room']}/record").json()
    assert tabletop.replay(record).result.to_dict() == watcher.last["result"]


def test_a_bot_that_fails_plays_a_random_move_so_its_room_goes_on(db_url, monkeypatch, caplog):
    class Broken:
        def choose(self, state, player):
            raise RuntimeError("out of its depth")

    real = tabletop.bots.from_spec
    monkeypatch.setattr(
        tabletop.bots,
        "from_spec",
        lambda spec, seed: Broken() if spec == "heuristic" else real(spec, seed),
    )
    with TestClient(create_app(db_url, bot_workers=0)) as client:
        created = create(client, "gunrain", [bot("heuristic"), bot("random")], seed=3)
        with client.websocket_connect(f"/ws/rooms/{created['room']}") as socket:
            watcher = Player(socket, None)
            while not watcher.last["over"]:
                watcher.receive()
    assert "bot heuristic failed: it plays a random move instead" in caplog.text


def test_a_restarted_server_resumes_every_room_where_it_was(db_url):
    with TestClient(create_app(db_url, bot_workers=0)) as client:
        created, ann, bob = _gunrain_room(client)
        with (
            client.websocket_connect(f"/ws/rooms/{created['room']}") as one,
            client.websocket_connect(f"/ws/rooms/{created['room']}") as two,
        ):
            players = [Player(one, ann), Player(two, bob)]
            play_out(players, random.Random(2), stop_after=5)
            before = players[1].last
    with TestClient(create_app(db_url, bot_workers=0)) as client:
        with client.websocket_connect(f"/ws/rooms/{created['room']}") as two:
            assert _position(Player(two, bob).last) == _position(before)
        assert created["room"] in [r["room"] for r in client.get("/api/rooms").json()["rooms"]]


def test_a_thinking_bot_never_holds_up_another_room(db_url):
    with TestClient(create_app(db_url, bot_workers=1, messages_per_second=1e6)) as client:
        slow = create(client, "gunrain", [bot("ismcts:seconds=4"), bot("random")], seed=1)
        created, ann, bob = _gunrain_room(client)
        with (
            client.websocket_connect(f"/ws/rooms/{created['room']}") as one,
            client.websocket_connect(f"/ws/rooms/{created['room']}") as two,
        ):
            players = [Player(one, ann), Player(two, bob)]
            assert play_out(players, random.Random(3), stop_after=10) == 10
            # Ten moves were acknowledged here while the search bot (seat 0) was still
            # thinking about its first move in the other room.
            slow_moves = client.app.state.hub.rooms[slow["room"]].row.actions
            assert all(seat != 0 for seat, _ in slow_moves)


def test_a_room_stored_under_other_rules_is_not_resumed_and_the_server_still_starts(db_url):
    with TestClient(create_app(db_url, bot_workers=0)) as client:
        created = create(client, "friday", [HUMAN])
    with create_engine(db_url).begin() as db:
        db.execute(text("UPDATE rooms SET rules_version = 'friday-0'"))
    with TestClient(create_app(db_url, bot_workers=0)) as client:
        assert client.get(f"/api/rooms/{created['room']}").status_code == 404
        assert client.get("/api/rooms").json()["rooms"] == []


def test_a_room_that_cannot_be_replayed_is_logged_without_its_secrets(db_url, caplog):
    """A stored move the rules refuse is logged by room alone: the refusal's message lists the
    seat's legal moves, so its hidden hand (an audit found it in the log)."""
    with TestClient(create_app(db_url, bot_workers=0)) as client:
        created = create(client, "gunrain", [HUMAN, HUMAN], seed=5)
        ann, bob = claim(client, created, 0, "Ann"), claim(client, created, 1, "Bob")
        with (
            client.websocket_connect(f"/ws/rooms/{created['room']}") as one,
            client.websocket_connect(f"/ws/rooms/{created['room']}") as two,
        ):
            players = [Player(one, ann), Player(two, bob)]
            play_out(players, random.Random(1), stop_after=4)
    with create_engine(db_url).begin() as db:
        db.execute(text("UPDATE actions SET notation = 'fly away'"))
    with TestClient(create_app(db_url, bot_workers=0)) as client:
        assert client.get(f"/api/rooms/{created['room']}").status_code == 404
    assert f"room {created['room']} cannot be replayed (IllegalAction)" in caplog.text
    assert "legal:" not in caplog.text and "fly away" not in caplog.text
