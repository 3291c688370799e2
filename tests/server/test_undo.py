"""Undo over the WebSocket: only in a room with one person at the table, only back to the last
point where nothing hidden was revealed (the terminal's rule), removed from the store so a
restarted server shows the position the player went back to, on SQLite and PostgreSQL."""

from __future__ import annotations

import random

from fastapi.testclient import TestClient

from tabletop.i18n import translator
from tabletop.server.app import create_app

from .helpers import HUMAN, Player, bot, claim, create, play_out

NOTHING = "Nothing to undo."
REVEALED = "Cannot undo: something hidden was revealed since the last move."


class Solo(Player):
    """A connection that also rebuilds its log from the lines each state adds."""

    def receive(self):
        message = super().receive()
        if message["type"] == "state":
            lines = getattr(self, "lines", [])
            assert message["log_from"] in (0, len(lines)), "a gap in the log"
            self.lines = lines[: message["log_from"]] + message["log"]
        return message

    def undo(self) -> dict:
        self.next_id += 1
        self.socket.send_json({"type": "undo", "seat": 0, "id": self.next_id})
        while True:
            answer = self.receive()
            if answer.get("ack") == self.next_id:
                return answer


def _solo_friday(client: TestClient) -> tuple[str, str]:
    created = create(client, "friday", [HUMAN], seed=3)
    return created["room"], claim(client, created, 0, "Robinson")


def test_undo_goes_back_until_something_hidden_was_revealed(client):
    room, token = _solo_friday(client)
    with client.websocket_connect(f"/ws/rooms/{room}") as socket:
        player = Solo(socket, token)
        start = player.last
        assert start["undo"] == {"ok": False, "why": NOTHING}
        refused = player.undo()
        assert refused == {"type": "error", "message": NOTHING, "ack": 1}
        # Choosing which hazard to fight reveals nothing: it can be taken back.
        player.act(start["legal"][0]["notation"])
        assert player.last["undo"] == {"ok": True, "why": None}
        assert len(player.lines) > len(start["log"])
        back = player.undo()
        assert back["type"] == "state" and back["log_from"] == 0  # the whole log again
        for key in ("view", "legal", "version", "undo"):
            assert back[key] == start[key], key
        assert player.lines == start["log"]
        # Play on until a move shows a hidden card: from there on undo is refused, worded.
        rng = random.Random(4)
        while player.last["undo"]["ok"] or player.last["undo"]["why"] == NOTHING:
            player.act(rng.choice(player.last["legal"])["notation"])
        assert player.last["undo"] == {"ok": False, "why": REVEALED}
        seen = player.last
        assert player.undo()["message"] == REVEALED
        socket.send_json({"type": "log"})  # the whole log, and nothing else changed
        again = player.receive()
        assert again["log_from"] == 0 and again["log"] == player.lines
        unchanged = ("log", "log_from", "ack")
        assert {k: v for k, v in again.items() if k not in unchanged} == {
            k: v for k, v in seen.items() if k not in unchanged
        }
    translated = create(client, "friday", [HUMAN], seed=3)
    token = claim(client, translated, 0, "Robinson")
    with client.websocket_connect(f"/ws/rooms/{translated['room']}") as socket:
        player = Solo(socket, token, "ja")
        assert player.last["undo"]["why"] == translator("ja").gettext(NOTHING)
        assert player.undo()["message"] == player.last["undo"]["why"]


def test_undo_is_refused_where_another_person_sits(client):
    created = create(client, "gunrain", [HUMAN, HUMAN], seed=5)
    tokens = [claim(client, created, seat, f"P{seat}") for seat in (0, 1)]
    with (
        client.websocket_connect(f"/ws/rooms/{created['room']}") as first,
        client.websocket_connect(f"/ws/rooms/{created['room']}") as second,
    ):
        players = [Player(first, tokens[0]), Player(second, tokens[1])]
        play_out(players, random.Random(1), stop_after=3)
        mover = players[0] if players[0].last["legal"] else players[1]
        assert mover.last["undo"] is None  # no Undo button on such a page
        before = mover.last
        first.send_json({"type": "undo", "seat": 0, "id": 77})
        while (answer := players[0].receive()).get("ack") != 77:
            pass
        assert answer["type"] == "error"
        assert answer["message"].startswith("Undo is only for a solo game")
        assert mover.last["version"] == before["version"]
    # Against a bot neither: its secret steps (Kung Fu's picks) would show in the refusals.
    created = create(client, "kungfu", [HUMAN, bot("random")], options={"players": 2}, seed=2)
    token = claim(client, created, 0)
    with client.websocket_connect(f"/ws/rooms/{created['room']}") as socket:
        player = Solo(socket, token)
        player.act(player.wait_turn()["legal"][0]["notation"])
        assert player.last["undo"] is None
        assert player.undo()["message"].startswith("Undo is only for a solo game")


def _until_undoable(player: Solo, rng: random.Random, least: int = 1) -> tuple[dict, list]:
    """Random moves until the last one can be taken back (and at least ``least`` were made);
    returns the state and the log lines from before that last move."""
    moves = 0
    while moves < least or not player.last["undo"]["ok"]:
        kept, kept_lines = player.last, player.lines
        player.act(rng.choice(kept["legal"])["notation"])
        moves += 1
    return kept, kept_lines


def test_an_undo_is_stored_and_a_restarted_server_shows_and_undoes_as_before(any_db_url):
    def server():
        return TestClient(create_app(any_db_url, bot_workers=0, messages_per_second=1e6))

    rng = random.Random(5)
    with server() as client:
        room, token = _solo_friday(client)
        with client.websocket_connect(f"/ws/rooms/{room}") as socket:
            player = Solo(socket, token)
            kept, kept_lines = _until_undoable(player, rng, least=2)
            back = player.undo()
            assert back["view"] == kept["view"] and player.lines == kept_lines
            # The store holds what the room holds: the undone action is gone from both.
            hub = client.app.state.hub
            assert hub.store.load(room).actions == hub.rooms[room].row.actions
    # A new server replays the stored actions: the position the player went back to.
    with server() as client:
        assert client.get(f"/api/rooms/{room}").json()["moves"] == kept["version"]
        with client.websocket_connect(f"/ws/rooms/{room}") as socket:
            player = Solo(socket, token)
            for key in ("view", "legal", "version", "undo"):
                assert player.last[key] == kept[key], key
            assert player.lines == kept_lines
            kept, kept_lines = _until_undoable(player, rng)
    # And one more: it kept no earlier positions, so its undo replays the game without the move.
    with server() as client, client.websocket_connect(f"/ws/rooms/{room}") as socket:
        player = Solo(socket, token)
        back = player.undo()
        for key in ("view", "legal", "version", "undo"):
            assert back[key] == kept[key], key
        assert player.lines == kept_lines
