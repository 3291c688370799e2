"""Fine points of G5-G10 and of docs/gunrain.md's readings that only random-game invariants
caught before: each test here fails if its rule is broken (found by breaking them one by one).

The test board (helpers.PATTERN) has ♠ 6, ♥ 7, ♣ 8 and ♦ 5 in each territory.
"""

from __future__ import annotations

from .helpers import events, legal, play, scenario, tokens, turn


def test_g6_club_bonus_is_judged_on_the_square_after_moving():
    """G6/G10: the heavy gun's ♣ bonus (shift its token) needs a ♣ square *after* moving."""
    onto = scenario(
        options={"face_down": "none"}, positions=[7, 10], hands=[["5C", "10H", "4D"], []]
    )
    play(onto, 0, "act 5C+", "pay 10H", "act 4D", "to 8")  # ♥ 7 -> ♣ 8
    play(onto, 1, "done")
    assert onto.phase == "aim"
    assert legal(onto, 0) == {"shift 5C ahead", "shift 5C none", "shift 5C back", "shift 5C left"}
    off = scenario(
        options={"face_down": "none"}, positions=[8, 10], hands=[["5C", "10H", "4D"], []]
    )
    play(off, 0, "act 5C+", "pay 10H", "act 4D", "to 7")  # ♣ 8 -> ♥ 7: the bonus is wasted
    play(off, 1, "done")
    assert off.phase == "set" and tokens(off) == [(0, "5C", 11)]


def test_g6_club_bonus_adds_5_to_the_cost():
    """G6: ``act 5C+`` costs 5 + 5: one 5 paid is not enough, only the 9 is."""
    state = scenario(hands=[["5C", "5H", "9D"], []])
    play(state, 0, "act 5C+", "pay 5H")
    assert legal(state, 0) == {"pay 9D"}


def test_g6_every_spade_fires_with_its_own_shot():
    """Two ♠ cards are two shots, each +1 on a ♠ square (G6): 2 + 2 damage."""
    state = scenario(positions=[6, 7], hands=[["10S", "9S", "10H", "10D"], []])
    play(state, 0, "act 10S", "act 9S", "pay 10H", "pay 10D", "done")
    play(state, 1, "done")
    assert [e["damage"] for e in events(state, "shot")] == [2, 2]
    assert state.hp == (5, 1)


def test_g6_stacked_tokens_on_the_route_each_hit():
    """docs/gunrain.md: passing through a square with two of the opponent's tokens is two hits."""
    stacked = [{"card": "7C", "owner": 1, "at": 14}, {"card": "8C", "owner": 1, "at": 14}]
    state = scenario(positions=[6, 6], hands=[["4D"], []], tokens=stacked)
    play(state, 0, "act 4D", "to 7")
    play(state, 1, "done")
    assert [e["how"] for e in events(state, "hit")] == ["route", "route"]
    assert state.hp == (1, 5)


def test_g7_a_second_heart_flips_another_face_down_square():
    """docs/gunrain.md: each flip targets a different face-down square."""
    state = scenario(hands=[["5H", "6H", "10S", "10D"], []])
    play(state, 0, "act 5H", "flip 9", "act 6H")
    assert legal(state, 0) == {"flip 10", "flip 11", "flip 12"}


def test_g5_a_diamond_may_rely_on_a_square_flipped_earlier_in_the_turn():
    """G5: step 2 (♥) comes before step 3 (♦), so a neighbour flipped this turn is a place to go."""
    state = scenario(
        positions=[6, 6],
        face_down={"south": [2, 5, 7, 10], "north": [9, 10, 11, 12]},
        hands=[["5H", "10C", "4D"], []],
    )
    assert "act 4D" not in legal(state, 0)  # no face-up neighbour yet
    play(state, 0, "act 5H", "flip 10", "pay 10C")
    assert "act 4D" in legal(state, 0)


def test_g7_the_diamond_bonus_reads_the_square_under_you_after_your_own_swaps():
    """docs/gunrain.md: swapping a ♦ under you with your ♥ gives the ♦ bonus (two steps)."""
    swapped = scenario(positions=[7, 6], hands=[["5H", "10C", "4D"], []])
    play(swapped, 0, "act 5H", "swap 5 7", "pay 10C", "act 4D")
    assert {n for n in legal(swapped, 0) if n.startswith("to ")} == {
        f"to {c}" for c in (2, 3, 4, 5, 6, 7, 8)
    }
    flipped = scenario(positions=[7, 6], hands=[["5H", "10C", "4D"], []])
    play(flipped, 0, "act 5H", "flip 9", "pay 10C", "act 4D")
    assert {n for n in legal(flipped, 0) if n.startswith("to ")} == {"to 3", "to 6", "to 8"}


def test_g8_the_joker_redraws_as_many_cards_as_were_drawn():
    """G8: the joker draws the hand again, as many as drawn (7 with the voltage bonus), not 5."""
    state = scenario(
        options={"face_down": "none"}, positions=[10, 6], starts=[2, 6], jokers_used=[False, True]
    )
    turn(state, ("done",), ("done",))
    assert len(state.hands[0]) == 7
    play(state, 0, "joker")
    assert len(state.hands[0]) == 7
