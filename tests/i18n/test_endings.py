"""Why a game ended, without words: each game's rules give a result a ``reason_code`` and its
numbers beside the English ``reason``, and the texts word the code in every language, so no
presentation reads the engine's English (which Python callers keep)."""

from __future__ import annotations

import random
from importlib import import_module

import pytest

import tabletop
from tabletop.i18n import translator

GAMES = {
    "friday": ({"level": 1}, 6),
    "gunrain": ({"max_turns": 4}, 6),
    "kungfu": ({"players": 3}, 4),
}


def _modules(game: str):
    package = f"tabletop.rulesets.{game}"
    return import_module(f"{package}.rules"), import_module(f"{package}.texts")


@pytest.mark.parametrize("game", GAMES)
def test_every_ending_code_has_its_english_and_its_words(game):
    rules, texts = _modules(game)
    assert set(rules.ENDINGS) == set(texts.ENDINGS)
    by_english = dict(texts.END_REASONS)
    for code, english in rules.ENDINGS.items():
        assert by_english[english] == texts.ENDINGS[code]  # one text, by code or by the English
        assert translator("ja").has(texts.ENDINGS[code])


@pytest.mark.parametrize("game", GAMES)
def test_random_games_end_with_a_code_that_makes_their_english_reason(game):
    options, count = GAMES[game]
    rules, texts = _modules(game)
    rng = random.Random(7)
    codes = set()
    for seed in range(count):
        state = tabletop.make(game, **options).new_game(seed)
        while not state.is_over:
            seat = state.to_move[0]
            state.apply(seat, rng.choice(state.legal_actions(seat)))
        result = state.result
        assert result.reason == rules.ENDINGS[result.reason_code].format(**result.reason_values)
        assert all(type(v) is int for v in result.reason_values.values())
        as_sent = result.to_dict()
        assert texts.reason(as_sent) == (texts.ENDINGS[result.reason_code], result.reason_values)
        message, values = texts.end_reason(result.reason)  # the old way, from the English
        assert message == texts.ENDINGS[result.reason_code]
        assert {k: int(v) for k, v in values.items()} == result.reason_values
        assert tabletop.replay(state.record()).result == result  # replays keep the code
        codes.add(result.reason_code)
    assert codes


def test_a_result_without_a_code_is_worded_from_its_english():
    _, texts = _modules("gunrain")
    saved = {"reason": "player 1 has no HP left", "winners": [0]}  # a record from before codes
    assert texts.reason(saved) == ("Player {player} has no HP left.", {"player": "1"})
    unknown = {"reason": "player 1 has no HP left", "reason_code": "meteor", "reason_values": {}}
    assert texts.reason(unknown) == ("Player {player} has no HP left.", {"player": "1"})
