# ruff: noqa: RUF001  (the punctuation of Japanese and Chinese is full width)
"""Scenarios (every part of the position can be fixed; every mistake is a ConfigError naming
it), the turn-limit option, and bad input during play (IllegalAction, nothing changes)."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

import tabletop
from tabletop import ConfigError, IllegalAction
from tabletop.i18n import translator
from tabletop.rulesets.gunrain.cards import DECK_NAMES

from .helpers import board, legal, play, scenario, tokens, turn

FULL = {
    "board": board(),
    "sides": ["north", "south"],
    "face_down": {"south": [9, 10], "north": []},
    "turn_player": 1,
    "positions": [11, 5],
    "starts": [3, 1],
    "tokens": [{"card": "7C", "owner": 0, "at": 15}, {"card": "8C", "owner": 1, "at": 9}],
    "hands": [["4S", "10H"], ["5D", "6D", "9H"]],
    "deck": ["4D", "5S"],
    "discard": ["6S"],
    "hp": [4, 2],
    "jokers_used": [True, False],
    "turn": 7,
}


def test_a_scenario_fixes_every_part_of_the_position():
    state = tabletop.make("gunrain").new_game(0, setup=FULL)
    view = state.view(0)
    assert view["phase"] == "set" and view["turn"] == 7 and view["turn_player"] == 1
    assert view["sides"] == ["north", "south"]
    assert view["positions"] == [11, 20] and view["starts"] == [3, 24]
    assert view["hp"] == [4, 2] and view["jokers_used"] == [True, False]
    assert view["hand"] == ["4S", "10H"] and view["hand_sizes"] == [2, 3]
    assert view["deck"] == 2 and view["discard"][0] == "6S" and len(view["discard"]) == 19
    assert tokens(state) == [(0, "7C", 15), (1, "8C", 16)]
    south = state.view(1)["board"]  # player 1 is south here
    assert [sq["coord"] for sq in south if sq["card"] is None] == [9, 10]
    assert [sq["card"] for sq in south[:4]] == ["AS", "AD", "AC", "AH"]
    assert DECK_NAMES[state.deck[-1]] == "4D"  # listed top first


def test_a_scenario_replays_identically():
    state = tabletop.make("gunrain").new_game(3, setup=FULL)
    turn(state, ("done",), ("done",))
    again = tabletop.replay(json.loads(json.dumps(state.record())))
    assert again.view(0) == state.view(0) and again.view(1) == state.view(1)


def test_leaving_parts_out_leaves_those_setup_steps_to_the_players():
    sides_only = tabletop.make("gunrain").new_game(0, setup={"sides": ["south", "north"]})
    assert sides_only.phase == "place"
    placed = tabletop.make("gunrain").new_game(
        0, setup={"sides": ["south", "north"], "positions": [1, 2], "turn_player": 1}
    )
    assert placed.phase == "joker" and placed.to_move == (1,)  # the initial draw happened
    assert [len(h) for h in placed.hands] == [0, 5]


def test_unlisted_cards_go_to_the_deck_or_with_a_listed_deck_to_the_discard():
    shuffled = scenario(hands=[["4S"], []])
    assert len(shuffled.deck) == 27 and shuffled.discard == []
    exact = scenario(hands=[["4S"], []], deck=["5S"])
    assert len(exact.deck) == 1 and len(exact.discard) == 26


@pytest.mark.parametrize(
    ("setup", "message"),
    [
        ({"colour": 1}, "unknown key 'colour'"),
        ({"board": [1]}, "'board' must be an object with keys 'south' and 'north'"),
        ({"board": {"south": ["AS"], "north": []}}, "'board' south must list 12 board cards"),
        (
            {"board": {**board(), "north": ["7S", *board()["north"][1:]]}},
            "'7S' is not a board card",
        ),
        ({"board": {**board(), "north": board()["south"]}}, "'board' lists AS twice"),
        ({"face_down": {"south": [13], "north": []}}, "coordinates must be integers 1-12"),
        ({"face_down": {"south": []}}, "'face_down' must be an object"),
        ({"sides": ["east", "west"]}, "'sides' must be \\['south', 'north'\\]"),
        ({"positions": [1, 1]}, "'positions' needs 'sides'"),
        ({"sides": ["south", "north"], "hands": [[], []]}, "'hands' needs 'positions'"),
        ({"turn": 2}, "'turn' needs 'hands'"),
        ({"turn_player": 2}, "'turn_player' must be 0 or 1, got 2"),
        ({"hp": [0, 5]}, "'hp' must be a list of 2 values"),
        ({"hp": [6, 5]}, "'hp' must be a list of 2 values"),
        ({"jokers_used": [1, 0]}, "'jokers_used' must be a list of 2 values"),
        ({"deck": ["11S"]}, "'11S' is not a deck card"),
        ({"deck": "4S"}, "'deck' must be a list of card names"),
        (  # None used to be a TypeError
            {"sides": ["south", "north"], "positions": [6, 7], "tokens": None},
            "'tokens' must be a list",
        ),
        ({"discard": ["4S"], "deck": ["4S"]}, "4S is listed twice \\(deck and discard\\)"),
    ],
)
def test_malformed_setups_are_config_errors_naming_the_problem(setup, message):
    with pytest.raises(ConfigError, match=message):
        tabletop.make("gunrain").new_game(0, setup=setup)


PLACED = {"sides": ["south", "north"], "positions": [6, 6], "board": board()}


@pytest.mark.parametrize(
    ("extra", "message"),
    [
        ({"positions": [9, 6]}, "position 9 of player 0 is face down"),
        ({"positions": [0, 6]}, "'positions' must be 2 coordinates 1-12"),
        ({"starts": [6]}, "'starts' must be 2 coordinates 1-12"),
        ({"tokens": {"card": "7C"}}, "'tokens' must be a list"),
        ({"tokens": [{"card": "7C", "owner": 0}]}, "must have exactly card, owner, at"),
        ({"tokens": [{"card": "7S", "owner": 0, "at": 3}]}, "token 7S is not a club"),
        ({"tokens": [{"card": "7C", "owner": 2, "at": 3}]}, "owner must be 0 or 1"),
        ({"tokens": [{"card": "7C", "owner": 1.0, "at": 3}]}, "owner must be 0 or 1"),
        ({"tokens": [{"card": "7C", "owner": 0, "at": 25}]}, "'at' must be 1-24, got 25"),
        ({"tokens": [{"card": "7C", "owner": 0, "at": 19}]}, "lies on player 1"),
        ({"hands": [["7C"], []], "tokens": [{"card": "7C", "owner": 0, "at": 3}]}, "twice"),
        ({"hands": [[], []], "turn": 41}, "'turn' must be an integer 1-40, got 41"),
        ({"hands": "7S"}, "'hands' must be two lists"),
        ({"hands": [["7S"], ["7s"]]}, "7S is listed twice \\(hands 0 and hands 1\\)"),
        ({"hands": [["AS"], []]}, "AS is a board card, not a deck card"),
    ],
)
def test_malformed_positions_tokens_and_hands_are_config_errors(extra, message):
    with pytest.raises(ConfigError, match=message):
        tabletop.make("gunrain").new_game(0, setup={**PLACED, **extra})


@pytest.mark.parametrize(
    ("setup", "ja", "zh"),
    [
        (
            {"deck": ["11S"]},
            "準備：'deck'：'11S' は山札のカードではありません"
            "（ランク4～10にスート S/C/D/H を付けたもの。例：'7S'）",
            "准备：'deck'：'11S' 不是牌堆卡（点数4-10加花色 S/C/D/H，例如 '7S'）",
        ),
        (
            {"hands": "7S"},
            "準備：'hands' は1人目と2人目のプレイヤーのカード名のリスト2つでなければなりません",
            "准备：'hands' 必须是两个卡牌名列表：第一位玩家的和第二位玩家的",
        ),
    ],
)
def test_a_setup_error_keeps_what_a_file_types_and_words_the_rest(setup, ja, zh):
    """A card as a setup file writes it ('7S') is the example's value, kept as typed; the
    sentence around it is the language's, and the seats are the first and the second player,
    never player 0 and player 1."""
    with pytest.raises(ConfigError) as caught:
        tabletop.make("gunrain").new_game(0, setup={**PLACED, **setup})
    assert caught.value.worded(translator("ja").format) == ja
    assert caught.value.worded(translator("zh").format) == zh
    assert "player 0" not in str(caught.value)


def test_turn_limit_more_hp_wins_equal_hp_draws():
    """The documented turn limit: after step 4 of turn max_turns the game ends."""
    even = scenario(options={"max_turns": 1})
    turn(even, ("done",), ("done",))
    assert even.is_over and even.result.winners == () and "turn limit 1" in even.result.reason
    ahead = scenario(options={"max_turns": 3}, turn=3, hp=[2, 3])
    turn(ahead, ("done",), ("done",))
    assert ahead.is_over and ahead.result.winners == (1,)


def test_random_games_end_within_the_turn_limit():
    game = tabletop.make("gunrain", max_turns=3)
    for seed in range(20):
        state = game.new_game(seed)
        while not state.is_over:
            player = state.to_move[0]
            state.apply(player, state.legal_actions(player)[-1])
        assert state.turn <= 3


BAD_MOVES = [
    (0, "pay 9H"),  # not in the hand
    (0, "act 10S"),  # 10S needs 10 and only 4 + 5 could pay
    (0, "to 13"),  # no such coordinate, and no ♦ card set
    (0, "flip 10"),  # no ❤ card waiting for a target
    (0, "swap 1 2"),
    (0, "shift 5C left"),  # not step 4
    (0, "side north"),  # not the setup
    (0, "at 5"),
    (0, "keep"),
    (7, "done"),  # no such player
]


@pytest.mark.parametrize(("player", "move"), BAD_MOVES)
def test_bad_input_raises_illegal_action_and_changes_nothing(player, move):
    state = scenario(hands=[["10S", "4H", "5D"], ["6C"]])
    play(state, 0, "keep 4H")
    before = (state.view(0), state.view(1), state.view(None), state.record(), state.reveal_count)
    with pytest.raises(IllegalAction):
        state.apply(player, move)
    after = (state.view(0), state.view(1), state.view(None), state.record(), state.reveal_count)
    assert after == before


def test_committed_player_cannot_act_again_until_the_reveal():
    state = scenario(hands=[[], ["4D"]])
    play(state, 0, "done")
    with pytest.raises(IllegalAction, match="not player 0's turn \\(waiting for 1\\)"):
        state.apply(0, "done")
    assert legal(state, 0) == set()


def test_notation_is_case_and_space_insensitive():
    state = scenario(hands=[["10S", "10H", "4D"], []])
    play(state, 0, "  ACT   10s ", "Pay 10h", "act 4d", "TO 5")
    assert state.to_move == (1,)


def test_the_documented_scenario_example_loads_and_plays():
    """docs/gunrain.md's example: the bullet reaches player 0 at step 1 of the first turn."""
    doc = (Path(__file__).resolve().parents[2] / "docs" / "gunrain.md").read_text("utf-8")
    example = json.loads(re.search(r"```json\n(.*?)```", doc, re.S)[1])
    state = tabletop.make("gunrain").new_game(1, setup=example)
    assert state.view(0)["positions"] == [6, 18]
    turn(state, ("done",), ("done",))
    assert state.hp == (1, 5)
