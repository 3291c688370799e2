"""Gun Rain rule sentences of seed 004 (lines of its English translation, see docs/rulings.md).

One test per rule sentence, citing its line; where docs/rulings.md decides the reading (G1-G10) the
test says which ruling applies. Test board by each owner's coordinates (helpers.py):
1 ♠ 2 ♦ 3 ♣ 4 ♥ / 5 ♦ 6 ♠ 7 ♥ 8 ♣ / 9 ♠ 10 ♦ 11 ♣ 12 ♥, front row face down.
"""

from __future__ import annotations

import pytest

import tabletop
from tabletop import IllegalAction
from tabletop.rulesets.gunrain.cards import BOARD_NAMES, DECK_NAMES

from .helpers import events, legal, play, scenario, tokens, turn


def test_line12_two_players():
    """line 12: 'Number of players 2'."""
    game = tabletop.make("gunrain")
    assert game.min_players == game.max_players == 2
    assert game.new_game(0).hp == (5, 5)


def test_line26_whittle_the_opponents_hp_from_5_to_nothing_to_win():
    """line 26: 'Whittle the opponent's HP: 5 down to nothing'."""
    state = scenario(positions=[6, 7], hp=[5, 2], hands=[["10S", "10H"], []])
    turn(state, ("act 10S", "pay 10H", "done"), ("done",))
    assert state.hp == (5, 0)
    assert state.result.winners == (0,)
    assert state.result.reason == "player 1 has no HP left"


def test_line29_the_24_board_cards_are_1_2_3_j_q_k_of_each_suit_shuffled():
    """line 29: 'take out the 1, 2, 3 and J, Q, K of each suit, and shuffle the 24 cards'."""
    assert sorted(BOARD_NAMES) == sorted(f"{r}{s}" for s in "SCDH" for r in "A23JQK")
    boards = {tuple(tabletop.make("gunrain").new_game(seed).board) for seed in range(4)}
    assert len(boards) == 4


def test_line30_all_24_cards_are_laid_out():
    """line 30: 'Lay out the 24 cards as in Figure 1' (G1 gives the figure's shape)."""
    view = tabletop.make("gunrain").new_game(0).view(None)
    assert len(view["board"]) == 24
    assert [sq["coord"] for sq in view["board"]] == list(range(1, 25))


def test_line32_the_remaining_cards_without_jokers_shuffled_are_the_deck():
    """line 32: 'From the remaining cards, also take out the jokers, and shuffle. This becomes
    the deck.' (G4: 4-10 of each suit, 28 cards)."""
    assert len(DECK_NAMES) == 28
    decks = {tuple(tabletop.make("gunrain").new_game(seed).deck) for seed in range(4)}
    assert len(decks) == 4
    assert all(sorted(deck) == list(range(28)) for deck in decks)


def test_line33_one_joker_in_front_of_each_player():
    """line 33: 'Place the jokers taken out, 1 in front of each player.'"""
    state = tabletop.make("gunrain").new_game(0)
    assert state.view(0)["jokers_used"] == [False, False]


def test_line34_the_turn_player_is_decided():
    """line 34: 'Decide the turn player.' (G9: at random)."""
    state = tabletop.make("gunrain").new_game(5)
    assert state.view(None)["turn_player"] in (0, 1)


def test_line35_the_turn_player_decides_the_sides():
    """line 35: 'The turn player decides which side will be their own territory.'"""
    state = tabletop.make("gunrain").new_game(5)
    other = 1 - state.turn_player
    with pytest.raises(IllegalAction, match=f"not player {other}'s turn"):
        state.apply(other, "side south")
    state.apply(state.turn_player, "side south")
    assert state.view(None)["sides"][state.turn_player] == "south"


def test_line36_initial_positions_in_turn_order_on_face_up_cards():
    """line 36: 'Starting with the turn player, in order, each player decides their initial
    position from among the face-up cards' (G9: of their own territory)."""
    state = tabletop.make("gunrain").new_game(5)
    first = state.turn_player
    state.apply(first, "side south")
    with pytest.raises(IllegalAction):
        state.apply(1 - first, "at 1")
    state.apply(first, "at 1")
    assert legal(state, 1 - first) == {f"at {c}" for c in range(1, 9)}
    state.apply(1 - first, "at 4")
    assert state.view(first)["positions"][first] == 1
    assert state.view(first)["positions"][1 - first] == 21  # their 4, seen from across


def test_line37_a_piece_stands_on_the_chosen_card():
    """line 37: 'put a piece on that card instead': the position is a square, the card stays."""
    state = scenario(positions=[3, 6])
    square = state.view(0)["board"][2]
    assert square["card"] is not None and state.view(0)["positions"][0] == 3


def test_line40_each_player_draws_5():
    """line 40: 'Draw 5 cards from the deck as your hand.' (G4: each player)."""
    state = tabletop.make("gunrain").new_game(8)
    for move in ("side south", "at 2", "at 2", "pass", "pass"):
        state.apply(state.to_move[0], move)
    assert state.view(None)["hand_sizes"] == [5, 5]
    assert state.view(None)["deck"] == 18


def test_line43_setting_in_turn_order_is_read_as_simultaneous():
    """line 43: 'Starting with the turn player, in order, set cards' (G5: simultaneous and
    secret): the other player may set and commit first."""
    state = scenario(turn_player=0, hands=[[], ["4D"]])
    assert state.to_move == (0, 1)
    play(state, 1, "act 4D", "to 5")
    assert state.to_move == (0,)


def test_line46_action_cards_and_cost_cards_are_set_apart():
    """line 46: 'Place the cards used as actions vertically, and the cards used as costs
    horizontally': each set card is either an action (act) or a cost (pay)."""
    state = scenario(hands=[["5C", "9H", "4D"], []])
    assert {"act 5C", "pay 5C", "act 9H", "pay 9H", "act 4D", "pay 4D"} <= legal(state, 0)
    turn(state, ("act 5C", "pay 9H", "pay 4D", "done"), ("done",))
    shown = state.view(1)["revealed"][0]
    assert shown["actions"] == [{"card": "5C", "bonus": False}]
    assert shown["costs"] == ["9H", "4D"]


def test_line47_costs_must_cover_the_actions():
    """line 47: 'the total of the costs exceeds the total of the costs the actions require'
    (G4: read as >=)."""
    state = scenario(hands=[["5C", "4H", "4D"], []])
    play(state, 0, "act 5C", "pay 4H")
    assert "done" not in legal(state, 0)
    play(state, 0, "pay 4D")
    assert "done" in legal(state, 0)


def test_line48_cards_are_set_face_down():
    """line 48: 'Cards are set face down.': the opponent and spectators see nothing."""
    state = scenario(hands=[["10S", "10H"], []])
    play(state, 0, "act 10S")
    assert state.view(1)["setting"]["actions"] == []  # player 1 sees only their own
    assert state.view(None)["setting"] is None
    for seat in (1, None):
        assert "10S" not in str(state.view(seat))


def test_line49_up_to_one_unset_card_is_kept():
    """line 49: 'Of the cards not set, up to one may be kept for the next turn.'"""
    state = scenario(hands=[["4S", "5S"], []])
    play(state, 0, "keep 4S")
    assert legal(state, 0) == {"pay 5S", "done"}
    turn(state, ("done",), ("done",))
    assert DECK_NAMES.index("4S") in state.hands[0]
    assert DECK_NAMES.index("5S") not in state.hands[0]


def test_line51_the_suit_decides_the_action():
    """line 51: 'The actions are determined for each suit.'"""
    state = scenario(hands=[["10S", "5C", "4D", "5H"], []])
    assert {"act 10S", "act 5C", "act 4D", "act 5H"} <= legal(state, 0)
    play(state, 0, "act 5H")
    assert all(n.startswith("flip") for n in legal(state, 0))  # ❤: a square to flip


def test_line52_a_cost_cards_number_is_its_cost():
    """line 52: 'When a card is used as a cost, the number of the playing card is its cost.'"""
    state = scenario(hands=[["7H", "10D"], []])
    play(state, 0, "pay 7H")
    assert state.view(0)["setting"]["paid"] == 7
    play(state, 0, "pay 10D")
    assert state.view(0)["setting"]["paid"] == 17


def test_line53_a_bonus_on_a_square_of_the_same_suit():
    """line 53: 'An action gets a bonus if it is activated on a square of the same suit.'"""
    on_spade = scenario(positions=[6, 7], hands=[["10S", "10H"], []])
    off_spade = scenario(positions=[2, 7], hands=[["10S", "10H"], []])
    for state in (on_spade, off_spade):
        turn(state, ("act 10S", "pay 10H", "done"), ("done",))
    assert (on_spade.hp[1], off_spade.hp[1]) == (3, 4)


def test_line57_to_60_light_gun_cost_10_same_column_bonus_after_moving():
    """lines 57-60: light gun, 1 damage to the opponent in the same column, cost 10, +1 on a
    ♠ square after moving: from ♦ 5 (another column) onto ♠ 6, in line with their 7."""
    state = scenario(positions=[5, 7], hands=[["10S", "10H", "4D"], []])
    play(state, 0, "act 10S", "act 4D")
    assert not {n for n in legal(state, 0) if n.startswith("to")}  # 10 still unpaid
    play(state, 0, "pay 10H")
    turn(state, ("to 6",), ("done",))
    assert state.hp == (5, 3)


def test_line63_to_66_heavy_gun_token_one_square_forward_cost_5():
    """lines 63-66: heavy gun, a token 1 square forward, cost 5; +5 to shift it (on ♣)."""
    state = scenario(hands=[["5C", "4H", "6H"], []])
    play(state, 0, "act 5C")
    assert "done" not in legal(state, 0)
    turn(state, ("pay 4H", "pay 6H", "done"), ("done",))
    assert tokens(state) == [(0, "5C", 10)]


def test_line67_the_shift_is_decided_after_the_opponent_has_moved():
    """line 67: 'by using the bonus you can decide where to shoot after the opponent has
    moved.' (G6: at step 4)."""
    state = scenario(
        options={"face_down": "none"}, positions=[8, 10], hands=[["5C", "10H"], ["4D"]]
    )
    turn(state, ("act 5C+", "pay 10H", "done"), ("act 4D", "to 9"))
    assert state.view(0)["positions"] == [8, 16]  # their 9: two rows ahead of player 0's 8
    assert state.view(0)["aiming"] == {"cards": ["5C"], "chosen": []}
    play(state, 0, "shift 5C ahead")
    assert state.hp == (5, 3)


def test_line70_the_club_card_itself_serves_as_the_token():
    """line 70: 'The club card used ... is placed on top of a square' (G10)."""
    state = scenario(hands=[["9C", "5H"], []])
    turn(state, ("act 9C", "pay 5H", "done"), ("done",))
    assert tokens(state) == [(0, "9C", 10)]
    assert "9C" not in state.view(0)["discard"]


def test_line71_advances_every_turn_2_damage_and_disappears():
    """line 71: 'It advances 1 square every turn, and when it hits the opponent it deals
    2 damage and disappears.'"""
    state = scenario(positions=[6, 7], tokens=[{"card": "9C", "owner": 0, "at": 6}])
    turn(state, ("done",), ("done",))
    assert tokens(state) == [(0, "9C", 10)]
    turn(state, ("done",), ("done",))
    assert tokens(state) == [(0, "9C", 14)]
    turn(state, ("done",), ("done",))
    assert state.hp == (5, 3) and tokens(state) == []


def test_line72_passing_through_hurts_and_tokens_ignore_each_other():
    """line 72: 'It also deals 2 damage by passing through when moving. It does not hit your
    own token.' (G6: an opponent moving through takes 2; tokens never hurt their owner, and
    two tokens crossing each other both go on)."""
    state = scenario(
        tokens=[{"card": "9C", "owner": 0, "at": 14}, {"card": "8C", "owner": 1, "at": 10}]
    )
    turn(state, ("done",), ("done",))
    assert sorted(tokens(state)) == [(0, "9C", 18), (1, "8C", 11)]


def test_line75_to_79_move_one_square_cost_0_two_from_a_diamond():
    """lines 75-79: 1 square up/down/left/right onto a movement square, cost 0; 2 squares
    when on ♦ before moving."""
    plain = scenario(positions=[6, 6], hands=[["4D"], []])
    play(plain, 0, "act 4D")
    assert "done" not in legal(plain, 0)  # a set ♦ card needs its destination
    assert {n for n in legal(plain, 0) if n.startswith("to")} == {"to 2", "to 5", "to 7"}
    bonus = scenario(positions=[2, 6], hands=[["4D"], []])
    play(bonus, 0, "act 4D")
    assert {n for n in legal(bonus, 0) if n.startswith("to")} == {f"to {c}" for c in range(1, 8)}


def test_line82_movement_squares_are_face_up_squares_of_ones_own_territory():
    """line 82: 'You cannot move onto face-down squares or onto squares in the opponent's
    territory.'"""
    state = scenario(positions=[7, 6], hands=[["4D"], []])
    play(state, 0, "act 4D")
    assert {n for n in legal(state, 0) if n.startswith("to")} == {"to 3", "to 6", "to 8"}
    front = scenario(options={"face_down": "none"}, positions=[11, 6], hands=[["4D"], []])
    play(front, 0, "act 4D")
    assert {n for n in legal(front, 0) if n.startswith("to")} == {"to 7", "to 10", "to 12"}
    with pytest.raises(IllegalAction):
        front.apply(0, "to 15")  # the opponent's square straight ahead


def test_line85_to_88_expand_flips_cost_5_swap_for_5_more_on_a_heart():
    """lines 85-88: turn a face-down card of your territory face up, cost 5; +5: swap two
    movement squares instead, if on ❤ before moving (G7: at the start of the turn)."""
    state = scenario(positions=[4, 6], hands=[["5H", "5D", "5S"], []])
    play(state, 0, "act 5H")
    assert {"flip 9", "swap 2 3"} <= legal(state, 0)
    turn(state, ("swap 2 3", "pay 5D", "pay 5S", "done"), ("done",))
    assert [sq["suit"] for sq in state.view(0)["board"][1:3]] == ["C", "D"]
    assert events(state, "swap") == [{"event": "swap", "player": 0, "squares": [2, 3]}]


def test_line91_to_98_processing_order():
    """lines 91-98: 1 tokens advance, 2 expand, 3 move, 4 attack (G5)."""
    state = scenario(
        positions=[6, 7],
        hands=[["5H", "5D", "4D"], ["10S", "10H"]],
        tokens=[{"card": "9C", "owner": 1, "at": 2}],
    )
    turn(state, ("act 5H", "flip 10", "act 4D", "pay 5D", "to 10"), ("act 10S", "pay 10H", "done"))
    order = [e["event"] for e in state.view(0)["events"]]
    assert order[:4] == ["advance", "flip", "move", "shot"]


def test_line96_the_destination_is_declared_as_a_coordinate_1_to_12():
    """line 96: 'declare the coordinate of the destination (a number from 1 to 12)'."""
    state = scenario(hands=[["4D"], []])
    play(state, 0, "act 4D")
    assert all(1 <= int(n.split()[1]) <= 12 for n in legal(state, 0) if n.startswith("to"))
    turn(state, ("to 5",), ("done",))
    assert state.view(1)["revealed"][0]["to"] == 20  # their 5, seen from across


def test_line99_100_game_ends_when_hp_runs_out_both_at_once_is_a_draw():
    """lines 99-100: 'If HP runs out the game ends ... If both run out at the same time, it
    is a draw.'"""
    state = scenario(positions=[2, 3], hp=[1, 1], hands=[["10S", "10H"], ["9S", "10D"]])
    turn(state, ("act 10S", "pay 10H", "done"), ("act 9S", "pay 10D", "done"))
    assert state.is_over and state.result.winners == () and state.hp == (0, 0)


def test_line102_104_draw_5_plus_voltage_joker_once_then_change_turn_player():
    """lines 102-104: 'Draw 5 cards + the voltage bonus. You can redraw by using the joker.
    Only 1 time per game. Then change the turn player'."""
    state = scenario(jokers_used=[False, False], turn_player=0)
    turn(state, ("done",), ("done",))
    assert state.to_move == (0,) and legal(state, 0) == {"joker", "pass"}
    play(state, 0, "pass")
    play(state, 1, "joker")
    assert state.turn_player == 1 and state.turn == 2
    turn(state, ("done",), ("done",))
    assert state.to_move == (0,)  # player 1 drew first (turn player), joker already used
    play(state, 0, "joker")
    assert state.phase == "set" and state.jokers_used == (True, True)


def test_line107_voltage_bonus_n_rows_toward_the_front_line():
    """line 107: 'If you end the turn n squares further toward the front line than your
    initial position, you get a bonus of n hand cards on the next turn.'"""
    state = scenario(positions=[2, 6], hands=[["4D"], []])
    turn(state, ("act 4D", "to 6"), ("done",))
    assert len(state.hands[0]) == 6  # one row ahead of the initial position 2
