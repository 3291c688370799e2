"""Options, the player boards (seed 002 setup (5)-(6)), scenarios and their errors, and
illegal actions: every mistake raises the documented error and changes nothing."""

from __future__ import annotations

import json
import re

import pytest

import tabletop
from tabletop import ConfigError, IllegalAction
from tabletop.rulesets.kungfu.board import TRACKS
from tabletop.rulesets.kungfu.cards import load_cards

from .helpers import QUIET, fight, legal, play, scenario

CS = load_cards()


def of_symbol(symbol: str, count: int, skip: int = 0) -> list[str]:
    return [c.id for c in CS.cards if c.symbol == symbol][skip : skip + count]


# The rulebook's worked example: 💧x3 🤜x2 🙅x4 🦵x1 (no 👁).
EXAMPLE = of_symbol("hp", 3) + of_symbol("atk", 2) + of_symbol("def", 4) + of_symbol("avo", 1)


def test_the_worked_example_board():
    """Seed setup (5)/(6): HP bonus 12, ATK 4, DEF 4, HIT 1, AVO 2; 3 players: 30 + 12 = 42."""
    s = scenario(3, {"players": [{"hand": EXAMPLE}, {}, {}]})
    assert s.symbols[0] == (3, 2, 4, 0, 1)
    assert (s.max_hp[0], s.atk[0], s.dfn[0], s.hit_max[0], s.avo_max[0]) == (42, 4, 4, 1, 2)
    assert (s.hp[0], s.hit[0], s.avo[0]) == (42, 1, 2)  # everything starts full
    view = s.view(1)["seats"][0]
    assert view["tracks"] == {"hp": 3, "atk": 2, "def": 4, "hit": 0, "avo": 1}
    assert view["hand"] is None and view["hand_size"] == 10


@pytest.mark.parametrize(("players", "base"), [(2, 30), (3, 30), (4, 45), (5, 60)])
def test_starting_hp_is_base_plus_bonus_for_each_player_count(players, base):
    s = tabletop.make("kungfu", players=players).new_game(7)
    for p in range(players):
        assert s.max_hp[p] == s.hp[p] == base + TRACKS["hp"][s.symbols[p][0]]
        assert s.atk[p] == TRACKS["atk"][s.symbols[p][1]]
        assert s.hit[p] == s.hit_max[p] == TRACKS["hit"][s.symbols[p][3]]


@pytest.mark.parametrize(
    ("options", "message"),
    [
        ({"players": 1}, "option players=1 is not one of 2, 3, 4, 5"),
        ({"players": 6}, "option players=6 is not one of"),
        ({"players": 2.0}, "option players=2.0 is not one of 2, 3, 4, 5"),
        ({"draft": "yes"}, "option draft='yes' is not one of False, True"),
        ({"refresh": 1}, "option refresh=1 is not one of False, True"),
        ({"cards": 42}, "option cards must be a file path, got 42"),
    ],
)
def test_bad_options(options, message):
    with pytest.raises(ConfigError, match=message):
        tabletop.make("kungfu", **options)


def test_defaults_give_a_2_player_game():
    game = tabletop.make("kungfu")
    assert game.options == {"players": 2, "draft": False, "refresh": False, "cards": None}
    assert game.num_players == 2


def test_a_scenario_fixes_hands_boards_hp_dice_and_round():
    setup = {
        "round": 2,
        "dice": [[6, 5, 4, 3, 2, 1, 1], [2] * 7],
        "players": [
            {"hand": ["K01", "K02", "K03", "K04", "K05", "K06"], "spent": ["K07", "K08", "K09"]},
            {"hand": ["K39", "K40", "K41", "K42", "K43", "K44", "K45"], "hp": 7, "atk": 9},
        ],
    }
    s = scenario(2, setup)
    assert s.round == 2 and s.phase == "choose"
    assert [CS.ids[c] for c in s.spent[0]] == ["K07", "K08", "K09"]
    assert (s.hp[1], s.atk[1]) == (7, 9)
    for p, cards in ((0, ["K01", "K02", "K03"]), (1, ["K39", "K40", "K41"])):
        play(s, *(f"{p} choose {c}" for c in cards))
    assert s.roll == [(1, 1, 2, 3, 4, 5, 6), (2,) * 7]
    assert sorted(s.box) == sorted(
        set(range(74))
        - {c for p in (0, 1) for c in s.hand[p]}
        - {c for p in (0, 1) for c in s.spent[p] + s.chosen[p]}
    )


def test_a_scenario_deals_what_it_leaves_open():
    s = scenario(3, {"round": 2, "players": [{"hand": EXAMPLE[:7]}, {}, {"hp": 5}]})
    assert len(s.hand[1]) == 7 and len(s.spent[1]) == 3  # dealt 10, 3 spent at random
    assert s.hp[2] == 5 and len(s.hand[2]) == 7
    cards = [c for p in range(3) for c in s.hand[p] + s.spent[p]]
    assert len(set(cards)) == len(cards) == 27


def test_chosen_cards_start_the_game_at_the_dice_placement():
    s = fight([["K04", "K62", "K74"], ["K41", "K01", "K39"]], [[1] * 7, [2] * 7])
    assert s.phase == "place" and s.to_move == (0, 1)
    assert s.initiative == [9, 10] and s.roll == [(1,) * 7, (2,) * 7]


@pytest.mark.parametrize(
    ("setup", "message"),
    [
        ({"level": 2}, "setup: unknown key 'level'"),
        ({"round": 4}, "setup: 'round' must be 1-3, got 4"),
        ({"round": 2.0}, "setup: 'round' must be 1-3, got 2.0"),  # fuzzing: a TypeError later
        ({"players": [{}]}, "setup: 'players' must be a list of 2 objects"),
        ({"players": [{}, 3]}, r"setup: players\[1\] must be an object"),
        ({"players": [{"life": 3}, {}]}, r"setup: players\[0\] has unknown key 'life'"),
        # keys of mixed types used to be a TypeError ('<' not supported), sorting them
        ({"players": [{1: 3, "life": 3}, {}]}, r"setup: players\[0\] has unknown key 'life'"),
        ({"players": [{"hand": "K01"}, {}]}, r"setup: players\[0\].hand must be a list"),
        ({"players": [{"hand": ["K99"]}, {}]}, r"players\[0\].hand has unknown card id 'K99'"),
        (
            {"players": [{"hand": ["K01"]}, {"spent": ["K01"]}]},
            r"setup: K01 is listed twice \(players\[0\].hand and players\[1\].spent\)",
        ),
        (
            {"round": 3, "players": [{"hand": ["K01", "K02"]}, {}]},
            r"players\[0\] holds 2 cards in hand and chosen; round 3 needs 3",
        ),
        (
            {"players": [{"chosen": ["K01", "K02", "K03"], "hand": []}, {}]},
            r"players\[1\].chosen must list 3 cards",
        ),
        ({"players": [{"hp": 99}, {}]}, r"players\[0\].hp 99 is above its maximum"),
        ({"players": [{"hit": 9}, {}]}, r"players\[0\].hit 9 is above its maximum"),
        ({"players": [{"atk": -1}, {}]}, r"players\[0\].atk must be an integer 0-999"),
        ({"players": [{"hp": 0}, {}]}, "at least 2 players must have HP above 0"),
        ({"dice": [[1] * 7]}, "'dice' must be a list of 2 rolls"),
        ({"dice": [[1] * 6, [1] * 7]}, r"dice\[0\] must be 7 faces 1-6"),
        ({"dice": [[0] * 7, [1] * 7]}, r"dice\[0\] must be 7 faces 1-6"),
    ],
)
def test_malformed_scenarios_name_the_problem(setup, message):
    with pytest.raises(ConfigError, match=message):
        scenario(2, setup)


def test_a_draft_scenario_may_only_fix_the_dice():
    with pytest.raises(ConfigError, match="with draft=True the hands come from the draft"):
        scenario(2, {"players": [{"hand": ["K01"]}, {}]}, draft=True)
    s = scenario(2, {"dice": [[1] * 7, [2] * 7]}, draft=True)
    assert s.phase == "draft"


def test_illegal_actions_change_nothing_and_say_what_is_legal():
    s = fight(
        [["K04", "K62", "K74"], ["K41", "K01", "K39"]],
        [[6, 1, 1, 2, 2, 3, 3], [5, 5, 1, 2, 3, 4, 6]],
        [QUIET, QUIET],
    )
    before = json.dumps([s.view(p) for p in (0, 1)]), s.record()
    for seat, move in ((0, "put 4 K04"), (0, "put 6 K41"), (0, "use K04 on 1"), (1, "hit 5+")):
        with pytest.raises(IllegalAction, match=re.escape(f"'{move}' is not legal now")):
            s.apply(seat, move)
    with pytest.raises(IllegalAction, match="placing dice"):
        s.apply(0, "take")
    assert (json.dumps([s.view(p) for p in (0, 1)]), s.record()) == before
    play(s, "0 put 6 K04", "1 done")
    with pytest.raises(IllegalAction, match="not player 1's turn"):
        s.apply(1, "use K01 on 0")  # P0 attacks first
    with pytest.raises(IllegalAction, match="use K04 on 0"):
        s.apply(0, "use K04 on 0")  # not oneself
    assert legal(s, 0) == {"use K04 on 1"}


def test_notation_is_case_and_space_insensitive():
    s = fight([["K04", "K62", "K74"], ["K41", "K01", "K39"]], [[6] * 7, [1] * 7])
    s.apply(0, "  PUT 6   k04 ")
    assert s.dice_on[0] == (6,)


def test_the_tracks_are_the_rulings_table_to_the_fifth_symbol():
    """docs/rulings.md, tracks (index = symbols 0-5): every value, the fifth symbol's too, which
    no dealt game reached in the tests before (ATK 10, DEF 5, HP bonus 20)."""
    assert TRACKS == {
        "hp": (0, 4, 8, 12, 16, 20),
        "atk": (0, 2, 4, 6, 8, 10),
        "def": (0, 1, 2, 3, 4, 5),
        "hit": (1, 2, 3, 4, 5, 6),
        "avo": (1, 2, 3, 4, 5, 6),
    }
