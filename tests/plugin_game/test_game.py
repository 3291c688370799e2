"""Blind Bid's own rules, what each seat sees, and how tabletop finds it: as a plug-in."""

from __future__ import annotations

import random

import pytest

import tabletop

from .conftest import NAME


def test_the_registry_finds_the_plugin_through_its_entry_point_alone():
    assert tabletop.games() == ("blindbid", "friday", "gunrain", "kungfu")
    described = tabletop.engine.descriptor(NAME)
    assert (described.title, described.package) == ("Blind Bid", "tabletop_blindbid")
    assert described.screen is described.web_renderer is described.heuristic is None


def test_the_higher_bid_takes_the_prize_and_equal_bids_discard_it():
    setup = {"hands": [[2, 7], [7, 9]], "prizes": [5, 3]}
    state = tabletop.make(NAME, rounds=2).new_game(1, setup=setup)
    assert state.view(0)["prize"] == 5
    state.apply(1, "bid 7")
    state.apply(0, "bid 7")  # a tie: prize 5 is discarded
    assert state.view(None)["scores"] == [0, 0] and state.view(None)["prize"] == 3
    state.apply(0, "bid 2")
    state.apply(1, "bid 9")
    assert state.is_over and state.result.winners == (1,) and state.result.scores == (0.0, 3.0)
    assert state.result.details == {"rounds won": [0, 1]}
    assert state.view(0)["played"] == [{"prize": 5, "bids": [7, 7]}, {"prize": 3, "bids": [2, 9]}]


def test_a_seat_sees_its_own_hand_and_bid_never_the_others_until_both_bid():
    state = tabletop.make(NAME).new_game(7, setup={"hands": [[1, 2, 3], [4, 5, 6]]})
    state.apply(0, "bid 3")
    mine, theirs, table = state.view(0), state.view(1), state.view(None)
    assert (mine["hand"], mine["bid"]) == ([1, 2], 3)
    assert (theirs["hand"], theirs["bid"]) == ([4, 5, 6], None)
    assert (table["hand"], table["bid"]) == (None, None)
    assert mine["waiting_for"] == theirs["waiting_for"] == [1]
    assert theirs["hand_sizes"] == table["hand_sizes"] == [2, 3]


def test_a_sampled_world_keeps_the_view_and_deals_the_hidden_cards_anew():
    state = tabletop.make(NAME, rounds=4).new_game(2)
    state.apply(1, state.legal_actions(1)[0])  # seat 1's bid lies face down
    hands = set()
    for seed in range(30):
        world = state.determinize(0, random.Random(seed))
        assert world.view(0) == state.view(0)
        other = world.hands[1] + [world.bids[1]]
        assert len(set(other)) == 4 and set(other) <= set(range(1, 10))
        hands.add(tuple(other))
        while not world.is_over:  # and plays on to the end
            player = world.to_move[0]
            world.apply(player, world.legal_actions(player)[0])
    assert len(hands) > 10


@pytest.mark.parametrize(
    ("setup", "error"),
    [
        ({"hands": [[1, 2, 3], [3, 3, 5]]}, "'hands' must be two lists of 3 different cards"),
        ({"hands": [[1, 2], [3, 4]]}, "'hands' must be two lists of 3"),
        ({"prizes": [1, 1, 2]}, "'prizes' must list at least 3 different prizes 1-5"),
        ({"prizes": [True, 2, 3]}, "'prizes' must list"),
        ({"deck": []}, "setup: unknown key 'deck' \\(keys: hands, prizes\\)"),
    ],
)
def test_a_bad_scenario_is_a_config_error(setup, error):
    with pytest.raises(tabletop.ConfigError, match=error):
        tabletop.make(NAME).new_game(1, setup=setup)


def test_rounds_is_one_of_its_choices():
    with pytest.raises(tabletop.engine.OptionError, match="rounds=5 is not one of 1, 2, 3, 4"):
        tabletop.make(NAME, rounds=5)


def test_ids_and_observations_stay_in_their_fixed_spaces():
    game = tabletop.make(NAME, rounds=4)
    assert (game.num_distinct_actions, game.observation_size) == (9, 49)
    for seed in range(10):
        state = game.new_game(seed)
        rnd = random.Random(seed)
        while not state.is_over:
            for seat in (0, 1):
                vector = state.observation(seat)
                assert len(vector) == 49 and all(0.0 <= x <= 1.0 for x in vector)
            player = rnd.choice(state.to_move)
            legal = state.legal_actions(player)
            ids = [state.action_id(a) for a in legal]
            assert [game.action_notation(i) for i in ids] == [a.notation for a in legal]
            state.apply(player, rnd.choice(legal))
