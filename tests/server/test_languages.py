"""Each connection reads the server's words in the language its hello asked for (``"lang"``):
move labels, the outcome headline, refusals. Without one, or with one the server does not
offer, English; notation and records are the same in every language."""

from __future__ import annotations

import random

import pytest

import tabletop
from tabletop.i18n import translator
from tabletop.i18n.common import ERRORS
from tabletop.present import moves_in_words
from tabletop.rulesets.gunrain import describe

from .helpers import HUMAN, Player, claim, create, play_out

SEED = 5
JAPANESE = ("ja", "あ", "ア")  # (lang, a hiragana, a katakana): one of them is in any sentence


def _room(client):
    created = create(client, "gunrain", [HUMAN, HUMAN], seed=SEED, options={"max_turns": 2})
    return created, claim(client, created, 0), claim(client, created, 1, "Bob")


def _labels(player: Player) -> dict[str, str]:
    return {move["notation"]: move["label"] for move in player.wait_turn()["legal"]}


def _expected(seat: int, lang: str) -> dict[str, str]:
    state = tabletop.make("gunrain", max_turns=2).new_game(SEED)
    view = state.view(seat)
    t = translator(lang)
    return {
        a.notation: describe.describe_move(view, a.notation, t) for a in state.legal_actions(seat)
    }


def _japanese(text: str) -> bool:
    return any("\u3040" <= c <= "\u30ff" or "\u4e00" <= c <= "\u9fff" for c in text)


@pytest.mark.parametrize("lang", ["ja", "zh", "qps"])
def test_a_connection_reads_labels_outcome_and_errors_in_its_language(client, lang):
    created, ann, bob = _room(client)
    first = tabletop.make("gunrain", max_turns=2).new_game(SEED).to_move[0]
    room = f"/ws/rooms/{created['room']}"
    with client.websocket_connect(room) as one, client.websocket_connect(room) as two:
        asked, english = Player(one, [ann, bob][first], lang), Player(two, [bob, ann][first])
        labels = _labels(asked)
        assert labels == _expected(first, lang)
        assert set(labels) == set(_expected(first, "en"))  # the same notations
        if lang == "qps":
            assert all(label.startswith("⟦") and label.endswith("⟧") for label in labels.values())
        else:
            assert all(_japanese(label) for label in labels.values()), labels
        refused = asked.act("fly away", first)
        assert refused["type"] == "error" and "fly away" in refused["message"]
        t = translator(lang)  # what was clicked as it is, the legal moves in words
        assert refused["message"] == t.format(
            ERRORS["move_refused"],
            move="fly away",
            moves=moves_in_words(list(labels.values()), t),
        )
        names = ["Ann", "Bob"]  # the seats by their names, never by their index
        out_of_turn = english.act("fly away", 1 - first)["message"]
        assert out_of_turn == f"It is not {names[1 - first]}'s turn: waiting for {names[first]}."
        play_out([asked, english], random.Random(SEED))
        over = asked.last
        assert over["over"] and english.last["over"]
        assert over["result"] == english.last["result"]  # the result itself is language-neutral
        assert over["outcome"] == describe.describe_outcome(over["result"], translator(lang))
        assert english.last["outcome"] == describe.describe_outcome(over["result"])
        assert over["outcome"] != english.last["outcome"]


@pytest.mark.parametrize("lang", [None, "en", "fr", "zh_TW", 5, ["ja"], ""])
def test_no_lang_or_an_unknown_one_is_english_and_the_socket_plays_on(client, lang):
    created, ann, bob = _room(client)
    first = tabletop.make("gunrain", max_turns=2).new_game(SEED).to_move[0]
    with client.websocket_connect(f"/ws/rooms/{created['room']}") as socket:
        player = Player(socket, [ann, bob][first], lang)
        assert _labels(player) == _expected(first, "en")
        answer = player.act("fly away", first)
        assert answer["type"] == "error"
        assert answer["message"].startswith("'fly away' cannot be played now. Legal moves: ")
        assert "side south" not in answer["message"]  # the moves in words, not notation
        assert player.act(next(iter(_labels(player))), first)["type"] == "state"


def test_a_hello_refused_is_answered_in_the_language_it_asked_for(client):
    created, _, _ = _room(client)
    with client.websocket_connect(f"/ws/rooms/{created['room']}") as socket:
        socket.send_json({"type": "hello", "token": "not a token", "lang": "ja"})
        message = socket.receive_json()
    assert message == {
        "type": "error",
        "message": translator("ja").gettext("that token holds no seat in this room"),
    }
    assert _japanese(message["message"])
