"""Gun Rain rules fidelity: tests per ruling G1-G10 of docs/rulings.md.

Every test fixes the position with a scenario (tests/gunrain/helpers.py: the standard test
board, player 0 south, player 1 north) and asserts the real behaviour: HP, squares, tokens,
piles, the legal action set, the phase and the result. Test board by each owner's coordinates:
1 ♠ 2 ♦ 3 ♣ 4 ♥ / 5 ♦ 6 ♠ 7 ♥ 8 ♣ / 9 ♠ 10 ♦ 11 ♣ 12 ♥ (front row 9-12 face down by G2).
"""

from __future__ import annotations

import pytest

import tabletop
from tabletop import ConfigError, IllegalAction
from tabletop.rulesets.gunrain.cards import DECK_NAMES

from .helpers import events, legal, play, scenario, tokens, turn

NONE_DOWN = {"face_down": "none"}


def names(cards: list[int]) -> list[str]:
    return [DECK_NAMES[c] for c in cards]


# --- G1 board ------------------------------------------------------------------------------


def test_g1_24_board_cards_shuffled_into_4_columns_by_6_rows():
    """G1: the A, 2, 3, J, Q, K of each suit, shuffled (seeded), 4 x 6, 12 squares each."""
    orders = set()
    for seed in range(5):
        state = tabletop.make("gunrain").new_game(seed)
        assert sorted(state.board) == list(range(24))
        orders.add(tuple(state.board))
        view = state.view(None)
        assert (view["layout"], view["columns"], view["rows"]) == ("4x6", 4, 6)
    assert len(orders) == 5
    again = tabletop.make("gunrain").new_game(3)
    assert again.board == tabletop.make("gunrain").new_game(3).board


def test_g1_territories_are_the_3_rows_nearest_each_player():
    state = scenario()
    board = state.view(0)["board"]
    assert [sq["owner"] for sq in board] == [0] * 12 + [1] * 12
    assert [sq["owner"] for sq in state.view(1)["board"]] == [1] * 12 + [0] * 12


def test_g1_option_6_columns_by_2_rows_per_territory():
    """G1 option: 6 x 4; back row 1-6, front row 7-12; light guns across 6 columns."""
    state = scenario(
        options={"layout": "6x4"},
        south="SDCHSD" + "CHSDCH",
        north="SDCHSD" + "CHSDCH",
        positions=[2, 5],
        hands=[["10S", "10H"], []],
    )
    view = state.view(0)
    assert (view["columns"], view["rows"]) == (6, 4)
    assert [sq["card"] is None for sq in view["board"]] == [False] * 6 + [True] * 12 + [False] * 6
    turn(state, ("act 10S", "pay 10H", "done"), ("done",))
    assert state.hp == (5, 4)  # player 1's 5 faces player 0's 2: the same column


# --- G2 face-down squares --------------------------------------------------------------------


def test_g2_each_front_row_starts_face_down_the_rest_face_up():
    state = tabletop.make("gunrain").new_game(1)
    hidden = [sq["coord"] for sq in state.view(None)["board"] if sq["card"] is None]
    assert hidden == [9, 10, 11, 12, 13, 14, 15, 16]
    assert bin(state.face_up).count("1") == 16


@pytest.mark.parametrize(
    ("option", "hidden"),
    [
        ("none", []),
        ("back", [1, 2, 3, 4, 21, 22, 23, 24]),
        ("middle", [5, 6, 7, 8, 17, 18, 19, 20]),
        ("1,2", [1, 2, 23, 24]),
        ([12], [12, 13]),
    ],
)
def test_g2_option_which_squares_start_face_down(option, hidden):
    state = tabletop.make("gunrain", face_down=option).new_game(1)
    assert [sq["coord"] for sq in state.view(None)["board"] if sq["card"] is None] == hidden


@pytest.mark.parametrize(
    ("options", "message"),
    [
        ({"face_down": "sideways"}, "use a row \\(back, middle, front\\), 'none' or coordinates"),
        ({"face_down": "0,3"}, "coordinates must be integers 1-12"),
        ({"face_down": [3, 3]}, "listed twice"),
        ({"face_down": list(range(1, 13))}, "every square would be face down"),
        ({"face_down": "middle", "layout": "6x4"}, "use a row \\(back, front\\)"),
        ({"layout": "5x5"}, "option layout='5x5' is not one of '4x6', '6x4'"),
        ({"max_turns": 0}, "max_turns=0 must be an integer from 1 to 1000"),
        ({"max_turns": 2**64}, "max_turns=18446744073709551616 must be an integer from 1 to"),
        ({"max_turns": 40.0}, "max_turns=40.0 must be an integer"),
        ({"face_down": "\u00b2"}, "use a row"),  # "²" passes str.isdigit, not int()
    ],
)
def test_g2_bad_board_options_are_config_errors(options, message):
    with pytest.raises(ConfigError, match=message):
        tabletop.make("gunrain", **options)


# --- G3 coordinates --------------------------------------------------------------------------


def test_g3_coordinates_from_each_seat_back_row_1_to_4_left_to_right():
    """G3: player 0's 1 is their back-left corner; player 1's 1 is theirs, diagonally across."""
    state = scenario(positions=[1, 1])
    assert state.view(0)["positions"] == [1, 24]
    assert state.view(1)["positions"] == [24, 1]
    assert state.view(0)["board"][0]["card"] == state.view(1)["board"][23]["card"]


def test_g3_forward_is_along_the_column_toward_the_opponent():
    state = scenario(positions=[2, 2], hands=[["5C", "5H"], ["6C", "6H"]])
    turn(state, ("act 5C", "pay 5H", "done"), ("act 6C", "pay 6H", "done"))
    assert tokens(state, 0) == [(0, "5C", 6), (1, "6C", 19)]
    assert tokens(state, 1) == [(0, "5C", 19), (1, "6C", 6)]


# --- G4 deck, costs, keeping ----------------------------------------------------------------


def test_g4_deck_is_the_28_cards_4_to_10_and_each_player_draws_5():
    state = tabletop.make("gunrain").new_game(2)
    for move in ("side south", "at 1", "at 1", "pass", "pass"):
        state.apply(state.to_move[0], move)
    assert state.phase == "set"
    assert [len(h) for h in state.hands] == [5, 5]
    cards = state.deck + state.hands[0] + state.hands[1]
    assert sorted(names(cards)) == sorted(f"{r}{s}" for s in "SCDH" for r in range(4, 11))


def test_g4_costs_must_reach_the_actions_costs_equal_is_enough():
    """G4: sum of cost cards >= sum of action costs ("exceeds" read as reaches)."""
    state = scenario(hands=[["10S", "4H", "6D", "9C"], []])
    play(state, 0, "act 10S", "pay 4H")
    assert "done" not in legal(state, 0)
    with pytest.raises(IllegalAction, match="'done' is not legal now"):
        state.apply(0, "done")
    play(state, 0, "pay 6D")
    assert state.view(0)["setting"]["paid"] == state.view(0)["setting"]["required"] == 10
    assert "done" in legal(state, 0)


def test_g4_the_action_cards_own_number_does_not_pay():
    state = scenario(hands=[["10S", "4H"], []])
    assert "act 10S" not in legal(state, 0)  # only 4 could pay for it
    assert legal(state, 0) == {"pay 10S", "keep 10S", "act 4H", "pay 4H", "keep 4H", "done"}


def test_g4_at_most_one_unset_card_is_kept_the_rest_discarded():
    deck = [f"{r}{s}" for s in "DC" for r in range(4, 11)]
    state = scenario(hands=[["4S", "5S", "6S"], []], deck=deck)
    play(state, 0, "keep 5S")
    assert not any(n.startswith("keep") for n in legal(state, 0))
    turn(state, ("done",), ("done",))
    assert names(state.hands[0]) == ["5S", "4D", "5D", "6D", "7D", "8D"]
    assert {"4S", "6S"} <= set(names(state.discard))


# --- G5 simultaneous setting, order, HP, end --------------------------------------------------


def test_g5_both_set_at_once_in_any_order_and_nobody_sees_the_other():
    state = scenario(hands=[["10S", "10H"], ["8D", "9H"]])
    assert state.to_move == (0, 1)
    before = state.view(0)
    play(state, 1, "act 8D", "pay 9H", "to 7")
    assert state.to_move == (0,)
    after = state.view(0)
    assert {k for k in after if after[k] != before[k]} == {"to_move", "ready"}
    assert after["hand_sizes"] == [2, 2]
    assert state.view(1)["setting"]["to"] == 7
    play(state, 0, "act 10S", "pay 10H", "done")
    assert state.view(0)["revealed"][1] == {
        "actions": [{"card": "8D", "bonus": False}],
        "costs": ["9H"],
        "to": 18,
    }


def test_g5_hp_5_each():
    assert tabletop.make("gunrain").new_game(0).hp == (5, 5)


def test_g5_step_1_tokens_before_step_3_moves():
    """A token entering your square hits before you walk away."""
    state = scenario(hands=[["4D"], []], tokens=[{"card": "7C", "owner": 1, "at": 15}])
    turn(state, ("act 4D", "to 5"), ("done",))
    assert state.hp == (3, 5)
    assert state.view(0)["positions"][0] == 5
    assert [e["how"] for e in events(state, "hit")] == ["advance"]


def test_g5_step_2_expands_before_step_3_moves():
    """A square flipped this turn is a movement square for this turn's move."""
    state = scenario(hands=[["5H", "10C", "4D"], []])
    play(state, 0, "act 5H", "flip 10", "act 4D", "pay 10C")
    assert "to 10" in legal(state, 0)
    turn(state, ("to 10",), ("done",))
    assert state.view(0)["positions"][0] == 10
    assert state.view(0)["board"][9]["suit"] == "D"


def test_g5_step_3_moves_before_step_4_attacks():
    """The light gun fires at the column the opponent has just moved into."""
    state = scenario(positions=[2, 6], hands=[["10S", "10H"], ["4D"]])
    turn(state, ("act 10S", "pay 10H", "done"), ("act 4D", "to 7"))
    assert state.hp == (5, 4)


def test_g5_end_check_after_step_4_both_at_0_is_a_draw():
    """Player 1 falls to a token at step 1 yet still fires at step 4: both at 0, a draw."""
    state = scenario(
        positions=[2, 7],
        hp=[1, 2],
        hands=[[], ["10S", "10H"]],
        tokens=[{"card": "7C", "owner": 0, "at": 14}],
    )
    turn(state, ("done",), ("act 10S", "pay 10H", "done"))
    assert state.hp == (0, 0)
    assert state.is_over
    assert state.result.winners == ()
    assert state.result.returns == (0.0, 0.0)
    assert "draw" in state.result.reason


def test_g5_one_player_at_0_loses():
    state = scenario(positions=[2, 7], hp=[5, 1], hands=[["10S", "10H"], []])
    turn(state, ("act 10S", "pay 10H", "done"), ("done",))
    assert state.is_over
    assert state.result.winners == (0,)
    assert state.result.returns == (1.0, -1.0)
    assert state.result.scores == (5, 0)
    assert state.to_move == ()


# --- G6 light gun, heavy gun, tokens -----------------------------------------------------------


@pytest.mark.parametrize(
    ("positions", "damage"),
    [([2, 7], 1), ([6, 7], 2), ([1, 4], 2), ([2, 3], 1), ([5, 7], 0)],
)
def test_g6_light_gun_hits_the_same_column_at_any_distance_plus_1_on_spades(positions, damage):
    """G6: 1 damage down the column, any distance (even over face-down rows); +1 on a ♠."""
    state = scenario(positions=positions, hands=[["10S", "10H"], []])
    turn(state, ("act 10S", "pay 10H", "done"), ("done",))
    assert state.hp == (5, 5 - damage)
    assert events(state, "shot") == [
        {"event": "shot", "player": 0, "card": "10S", "damage": damage}
    ]


def test_g6_heavy_gun_token_placed_in_front_advances_next_turn_and_hits():
    """Player 0 on 10 places a token on 14; next turn it advances to 18, player 1's 7."""
    state = scenario(options=NONE_DOWN, positions=[10, 7], hands=[["5C", "5H"], []])
    turn(state, ("act 5C", "pay 5H", "done"), ("done",))
    assert tokens(state) == [(0, "5C", 14)]
    assert state.hp == (5, 5)
    turn(state, ("done",), ("done",))
    assert state.hp == (5, 3)
    assert tokens(state) == []  # gone after the hit
    assert events(state, "hit") == [
        {"event": "hit", "player": 0, "card": "5C", "at": 18, "how": "advance"}
    ]
    assert "5C" in state.view(0)["discard"]  # G10: the card goes to the discard


def test_g6_a_token_placed_on_the_opponent_hits_at_once():
    state = scenario(options=NONE_DOWN, positions=[10, 11], hands=[["5C", "5H"], []])
    turn(state, ("act 5C", "pay 5H", "done"), ("done",))
    assert state.hp == (5, 3)
    assert tokens(state) == []
    assert [e["how"] for e in events(state, "hit")] == ["placed"]


def test_g6_moving_into_an_opponents_token_costs_2():
    state = scenario(hands=[["4D"], []], tokens=[{"card": "7C", "owner": 1, "at": 14}])
    assert tokens(state) == [(1, "7C", 11)]
    turn(state, ("act 4D", "to 7"), ("done",))  # the token advanced to 7 first (step 1)
    assert state.hp == (3, 5)
    assert tokens(state) == []
    assert [e["how"] for e in events(state, "hit")] == ["route"]


def test_g6_moving_through_an_opponents_token_costs_2():
    """From ♦ square 5 two steps to 7 can only pass over 6, where the token now lies."""
    state = scenario(
        positions=[5, 6], hands=[["4D"], []], tokens=[{"card": "7C", "owner": 1, "at": 15}]
    )
    turn(state, ("act 4D", "to 7"), ("done",))
    assert state.hp == (3, 5)
    assert state.view(0)["positions"][0] == 7


def test_g6_a_mover_steps_around_a_token_when_a_route_allows():
    """From 6 two ♦ cards reach 3 via 2 or via 7; the token on 7 is avoided."""
    state = scenario(hands=[["4D", "5D"], []], tokens=[{"card": "7C", "owner": 1, "at": 14}])
    turn(state, ("act 4D", "act 5D", "to 3"), ("done",))
    assert state.hp == (5, 5)
    assert tokens(state) == [(1, "7C", 7)]


def test_g6_tokens_never_hurt_their_owner():
    """The owner walks onto their own token, and a token advances onto its owner: nothing."""
    state = scenario(
        hands=[["4D"], []],
        tokens=[{"card": "7C", "owner": 0, "at": 3}, {"card": "8C", "owner": 1, "at": 2}],
    )
    turn(state, ("act 4D", "to 7"), ("done",))
    assert state.hp == (5, 5)
    assert tokens(state) == [(0, "7C", 7), (1, "8C", 19)]  # 8C advanced onto its owner


def test_g6_heavy_gun_bonus_shift_is_chosen_at_step_4_after_the_moves():
    """Player 1 moves to 9 (player 0's 16); player 0, on ♣, shifts the token onto them."""
    state = scenario(options=NONE_DOWN, positions=[8, 10], hands=[["5C", "10H"], ["4D"]])
    turn(state, ("act 5C+", "pay 10H", "done"), ("act 4D", "to 9"))
    assert state.phase == "aim"
    assert state.to_move == (0,)
    assert legal(state, 0) == {"shift 5C ahead", "shift 5C back", "shift 5C left", "shift 5C none"}
    assert state.view(0)["positions"] == [8, 16]  # the moves are already revealed
    play(state, 0, "shift 5C ahead")
    assert state.hp == (5, 3)
    assert tokens(state) == []
    assert [e["how"] for e in events(state, "hit")] == ["placed"]


def test_g6_tokens_leave_the_board_at_its_edge():
    state = scenario(tokens=[{"card": "9C", "owner": 0, "at": 22}])
    turn(state, ("done",), ("done",))
    assert tokens(state) == []
    assert events(state, "off") == [{"event": "off", "player": 0, "card": "9C", "at": 22}]
    assert "9C" in state.view(0)["discard"]


# --- G7 move and expand ------------------------------------------------------------------------


def to_options(state, player=0) -> set[str]:
    return {n for n in legal(state, player) if n.startswith("to ")}


def test_g7_move_is_1_orthogonal_step_onto_own_face_up_squares():
    state = scenario(hands=[["4D"], []])
    play(state, 0, "act 4D")
    assert to_options(state) == {"to 2", "to 5", "to 7"}  # 10 is face down
    with pytest.raises(IllegalAction):
        state.apply(0, "to 10")


def test_g7_two_steps_when_starting_on_a_diamond():
    state = scenario(positions=[5, 6], hands=[["4D"], []])
    play(state, 0, "act 4D")
    assert to_options(state) == {"to 1", "to 2", "to 5", "to 6", "to 7"}


def test_g7_expand_flips_a_face_down_square_of_ones_own():
    state = scenario(hands=[["5H", "5S"], []])
    play(state, 0, "act 5H")
    assert legal(state, 0) == {"flip 9", "flip 10", "flip 11", "flip 12"}  # 6 is ♠: no swap
    turn(state, ("flip 12", "pay 5S", "done"), ("done",))
    assert state.view(0)["board"][11]["card"] == "3H"
    assert state.view(1)["board"][12]["card"] == "3H"  # open to both


def test_g7_expand_bonus_on_a_heart_square_swaps_two_face_up_squares_for_5_more():
    state = scenario(positions=[7, 6], hands=[["5H", "10C"], []])
    play(state, 0, "act 5H")
    options = legal(state, 0)
    assert {"flip 9", "swap 1 2", "swap 7 8"} <= options
    assert "swap 1 9" not in options  # only face-up squares
    play(state, 0, "swap 1 2")
    assert state.view(0)["setting"]["required"] == 10
    turn(state, ("pay 10C", "done"), ("done",))
    suits = [sq["suit"] for sq in state.view(0)["board"][:2]]
    assert suits == ["D", "S"]


def test_g7_expand_bonus_needs_the_extra_5():
    state = scenario(positions=[7, 6], hands=[["5H", "5C"], []])
    play(state, 0, "act 5H")
    assert legal(state, 0) == {"flip 9", "flip 10", "flip 11", "flip 12"}


# --- G8 draw, voltage, joker -------------------------------------------------------------------


def test_g8_voltage_bonus_rows_ahead_of_the_initial_position():
    state = scenario(options=NONE_DOWN, positions=[10, 6], starts=[2, 6])
    turn(state, ("done",), ("done",))
    assert [len(h) for h in state.hands] == [7, 5]


def test_g8_voltage_bonus_is_never_negative():
    state = scenario(options=NONE_DOWN, positions=[2, 6], starts=[10, 6])
    turn(state, ("done",), ("done",))
    assert [len(h) for h in state.hands] == [5, 5]


def test_g8_joker_once_per_game_discards_the_new_draw_and_draws_as_many():
    deck = [f"{r}{s}" for s in "SDC" for r in range(4, 11)]
    state = scenario(hands=[["4H"], []], jokers_used=[False, True], deck=deck)
    turn(state, ("keep 4H", "done"), ("done",))
    assert state.phase == "joker" and state.to_move == (0,)
    assert names(state.hands[0]) == ["4H", "4S", "5S", "6S", "7S", "8S"]
    play(state, 0, "joker")
    assert names(state.hands[0]) == ["4H", "9S", "10S", "4D", "5D", "6D"]
    assert names(state.discard)[-5:] == ["4S", "5S", "6S", "7S", "8S"]
    assert state.jokers_used == (True, True)
    assert state.phase == "set"
    turn(state, ("done",), ("done",))
    assert state.phase == "set"  # no second joker decision


# --- G9 first player, sides, initial positions --------------------------------------------------


def test_g9_first_player_random_chooses_sides_and_places_first():
    firsts = set()
    for seed in range(12):
        state = tabletop.make("gunrain").new_game(seed)
        first = state.turn_player
        firsts.add(first)
        assert state.phase == "side" and state.to_move == (first,)
        assert legal(state, first) == {"side south", "side north"}
        state.apply(first, "side north")
        assert state.view(first)["sides"][first] == "north"
        assert state.phase == "place" and state.to_move == (first,)
        assert legal(state, first) == {f"at {c}" for c in range(1, 9)}  # face-up squares only
        with pytest.raises(IllegalAction):
            state.apply(first, "at 9")
        state.apply(first, "at 3")
        assert state.to_move == (1 - first,)
        state.apply(1 - first, "at 8")
        assert state.phase == "joker" and state.to_move == (first,)
    assert firsts == {0, 1}


# --- G10 fine points -----------------------------------------------------------------------------


def test_g10_several_diamonds_add_up_each_with_its_bonus():
    """Two ♦ cards from ♦ square 5: up to 4 steps, so 4 (5-6-7-8-4) is in reach."""
    one = scenario(positions=[5, 6], hands=[["4D"], []])
    play(one, 0, "act 4D")
    assert "to 4" not in to_options(one)
    two = scenario(positions=[5, 6], hands=[["4D", "5D"], []])
    play(two, 0, "act 4D", "act 5D")
    assert "to 4" in to_options(two)
    turn(two, ("to 4",), ("done",))
    assert two.view(0)["positions"][0] == 4


def test_g10_the_turn_player_draws_first():
    deck = [f"{r}{s}" for s in "SD" for r in range(4, 11)]
    state = scenario(turn_player=1, deck=deck)
    turn(state, ("done",), ("done",))
    assert names(state.hands[1]) == ["4S", "5S", "6S", "7S", "8S"]
    assert names(state.hands[0]) == ["9S", "10S", "4D", "5D", "6D"]
    assert state.turn_player == 0 and state.turn == 2  # then the turn player changes


def test_g10_set_cards_discarded_first_the_deck_emptied_before_the_reshuffle():
    state = scenario(hands=[["7H", "8H"], []], deck=["4S", "5S", "6S"])
    turn(state, ("pay 7H", "pay 8H", "done"), ("done",))
    assert names(state.hands[0])[:3] == ["4S", "5S", "6S"]
    assert len(state.hands[0]) == 5 and len(state.hands[1]) == 5
    assert events(state, "reshuffle")
    everywhere = state.deck + state.discard + state.hands[0] + state.hands[1]
    assert sorted(everywhere) == list(range(28))
    assert {"7H", "8H"} & set(names(state.hands[0] + state.hands[1] + state.deck))


def test_g10_a_paid_bonus_whose_square_fails_is_wasted():
    """♣ bonus paid on ♠ square 6: no shift is asked, the token goes straight ahead."""
    state = scenario(hands=[["5C", "10H"], []])
    turn(state, ("act 5C+", "pay 10H", "done"), ("done",))
    assert state.phase == "set" and state.turn == 2
    assert tokens(state) == [(0, "5C", 10)]
