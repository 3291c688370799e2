"""The game log in the room and the replay: each seat gets its own log in its language, worded
with the seats' display names, and never anything of another seat's log; a restarted server
rebuilds it from the record."""

from __future__ import annotations

import random

from fastapi.testclient import TestClient

from tabletop.i18n import translator
from tabletop.present.log import log_entries, render
from tabletop.present.names import display_names
from tabletop.rulesets.gunrain.describe import describe_outcome
from tabletop.server.app import create_app

from .helpers import HUMAN, Player, claim, create, play_out


class LoggingPlayer(Player):
    """A player that rebuilds its log from the lines each state message adds (the server sends
    only the lines the connection lacks, from ``log_from``), and keeps every log it had."""

    def receive(self):
        message = super().receive()
        if message["type"] == "state":
            had = self.logs[-1] if getattr(self, "logs", None) else []
            # Every state follows on from the lines sent before: no gap, no line sent twice.
            assert message["log_from"] == (len(had) if self.logs_sent else 0)
            self.logs = [*getattr(self, "logs", []), had[: message["log_from"]] + message["log"]]
            self.logs_sent = getattr(self, "logs_sent", 0) + len(message["log"])
        return message

    logs_sent = 0  # the lines received, over all messages


def _names(lang):
    """Two people both named Ann, in ``lang``: "Ann (2)" with the language's brackets."""
    return display_names([("Ann", None), ("Ann", None)], translator(lang))


def _worded(record, seat, lang):
    t = translator(lang)
    return [render(entry, t, _names(lang)) for entry in log_entries(record, seat)]


def test_each_seat_gets_only_its_own_log_in_its_language_and_the_replay_the_spectators(db_url):
    assert _names("en") == ["Ann", "Ann (2)"]
    with TestClient(create_app(db_url, bot_workers=0, messages_per_second=1e6)) as client:
        created = create(client, "gunrain", [HUMAN, HUMAN], seed=5)
        first_token, second_token = (claim(client, created, s, "Ann") for s in (0, 1))
        room = created["room"]
        with (
            client.websocket_connect(f"/ws/rooms/{room}") as first,
            client.websocket_connect(f"/ws/rooms/{room}") as second,
        ):
            players = [LoggingPlayer(first, first_token, "ja"), LoggingPlayer(second, second_token)]
            play_out(players, random.Random(2))
        record = client.get(f"/api/rooms/{room}/record").json()
        mine = [_worded(record, 0, "ja"), _worded(record, 1, "en")]
        for seat, (player, lang) in enumerate(zip(players, ["ja", "en"], strict=True)):
            assert [s["display"] for s in player.last["seats"]] == _names(lang)
            assert player.logs[-1] == mine[seat]  # one line per entry of the seat's log
            assert player.logs_sent == len(mine[seat])  # each line was sent once
            # Every log it was sent on the way was a beginning of its own log: nothing else.
            assert all(log == mine[seat][: len(log)] for log in player.logs)
            # The headline is the game's end sentence with the seats' display names, as the
            # log's: it names the winner.
            result, names = player.last["result"], _names(lang)
            assert player.last["outcome"] == describe_outcome(result, translator(lang), names)
            assert names[result["winners"][0]] in player.last["outcome"]
        # Gun Rain's coordinates are each seat's own: the two logs differ.
        assert _worded(record, 1, "ja") != mine[0]
        steps = len(record["actions"])
        winner = players[0].last["result"]["winners"][0]
    # A new server: the room is replayed from the store, its log with it.
    with TestClient(create_app(db_url, bot_workers=0)) as client:
        last = client.get(f"/api/rooms/{room}/replay/{steps}?lang=zh").json()
        assert last["names"] == _names("zh")
        assert last["log"] == _worded(record, None, "zh")
        assert last["outcome"] == describe_outcome(last["result"], translator("zh"), _names("zh"))
        assert _names("zh")[winner] in last["outcome"]
        start = client.get(f"/api/rooms/{room}/replay/0").json()["log"]
        assert start == _worded({**record, "actions": []}, None, "en")
        middle = client.get(f"/api/rooms/{room}/replay/9").json()["log"]
        assert middle == _worded({**record, "actions": record["actions"][:9]}, None, "en")
