"""The public engine contract of DESIGN.md: the engine's own side (errors, options, seeds,
setups, sampled worlds) and facts of tabletop's games. What every game must keep, checked
game by game, is tabletop.testing's (tests/engine/test_checker.py)."""

from __future__ import annotations

import json
import random

import pytest

import tabletop
from tabletop.engine import OptionError, Rng


def test_registry_lists_games_and_rejects_unknown():
    assert "friday" in tabletop.games()
    first = tabletop.games()[0]
    with pytest.raises(tabletop.ConfigError, match=f"unknown game 'chess'; available: {first}"):
        tabletop.make("chess")


def test_errors_share_one_base_class():
    for error in (tabletop.ConfigError, tabletop.IllegalAction, tabletop.RecordError):
        assert issubclass(error, tabletop.Error)


@pytest.mark.parametrize(
    ("name", "options"),
    [
        ("friday", {"level": True}),  # True == 1, but it is no level
        ("friday", {"level": 2.0}),
        ("friday", {"level": "2"}),
        ("kungfu", {"draft": 0}),  # 0 == False, but a flag is a bool
        ("kungfu", {"players": 3.0}),
    ],
)
def test_a_listed_option_must_be_one_of_its_values_not_just_equal_to_one(name, options):
    with pytest.raises(tabletop.ConfigError, match="is not one of"):
        tabletop.make(name, **options)


def test_a_bad_option_value_is_an_option_error_that_each_caller_can_word():
    """Python callers read Python values; the CLI and the server reword it (``message``)."""
    import pickle

    with pytest.raises(tabletop.ConfigError) as caught:
        tabletop.make("kungfu", draft="yes")
    error = caught.value
    assert isinstance(error, OptionError)
    assert str(error) == "kungfu: option draft='yes' is not one of False, True"
    assert (error.game, error.key, error.given, error.allowed) == (
        "kungfu",
        "draft",
        "yes",
        (False, True),
    )
    assert error.message(json.dumps) == 'kungfu: option draft="yes" is not one of false, true'
    back = pickle.loads(pickle.dumps(error))  # as from a worker process
    assert type(back) is OptionError and str(back) == str(error)


def test_any_integer_type_stands_for_an_integer_option():
    import numpy as np

    game = tabletop.make("friday", level=np.int64(3))
    assert game.options["level"] == 3 and type(game.options["level"]) is int


def test_notation_is_case_and_space_insensitive():
    state = tabletop.make("friday").new_game(5)
    offered = state.view(0)["offer"][0]
    state.apply(0, f"  FIGHT   {offered.lower()} ")
    assert state.phase == "fight"


def test_notation_lists_take_spaces_around_their_commas():
    """``put R02, R03`` as people type it is ``put R02,R03`` (Friday's sort)."""
    state = tabletop.make("friday").new_game(
        1, setup={"hazard_stack": ["H29", "H30"], "stack": ["H24", "R02", "R03", "R04", "R05"]}
    )
    for move in ("fight H29", "draw", "use H24"):
        state.apply(0, move)
    state.apply(0, "put r02 , R03,  R04")
    assert [a[1] for a in state.actions_taken()][-1] == "put R02,R03,R04"


def test_rng_is_deterministic_and_cheap_to_copy():
    a = Rng(42)
    b = a.copy()
    assert [a.randrange(100) for _ in range(10)] == [b.randrange(100) for _ in range(10)]
    items = list(range(20))
    Rng(1).shuffle(items)
    assert sorted(items) == list(range(20)) and items != list(range(20))


def test_game_over_refuses_actions():
    state = tabletop.make("friday").new_game(0, setup={"life": 0, "stack": [], "aging": []})
    # the only way on is to draw, and drawing with no stack and no aging card loses (F9)
    state.apply(0, state.legal_actions(0)[0])
    state.apply(0, "draw")
    assert state.is_over
    with pytest.raises(tabletop.IllegalAction, match="the game is over"):
        state.apply(0, "draw")


def _random_moves(state, rng: random.Random, count: int):
    """Up to ``count`` random moves played on ``state``, yielding after each."""
    for _ in range(count):
        if state.is_over:
            return
        player = state.to_move[0]
        state.apply(player, rng.choice(state.legal_actions(player)))
        yield


@pytest.mark.parametrize("name", ["friday", "kungfu"])  # one seat, and secret picks
def test_a_sampled_world_keeps_only_the_seats_own_moves_and_the_setups_keys(name):
    """A world used to carry the real history (another seat's secret picks, by name) and the
    real setup (a scenario's hands and future dice), for any reader of the world to find. How
    the engine blanks it (every game: tabletop.testing's views check); here, that it is made
    once per position and grows on in the world."""
    game = tabletop.make(name)
    state = game.new_game(5)
    for _ in _random_moves(state, random.Random(3), 40):
        pass
    real = state.actions_taken()
    for seat in range(game.num_players):
        world = state.determinize(seat, random.Random(seat))
        assert world.actions_taken() == [(p, n if p == seat else None) for p, n in real]
        if game.num_players == 1:  # nothing to blank: the history is shared, not copied
            assert world.history is state.history
        # a search samples many worlds of one position: the blanked history is made once
        assert state.determinize(seat, random.Random(7)).history is world.history
        if not world.is_over:  # the world plays on, and samples again, on top of it
            mover = world.to_move[0]
            move = world.legal_actions(mover)[0]
            world.apply(mover, move)
            assert world.actions_taken()[-1] == (mover, move.notation)
            again = world.determinize(seat, random.Random(9)).actions_taken()
            assert [p for p, _ in again] == [p for p, _ in world.actions_taken()]
    assert state.actions_taken() == real  # the real game keeps its own


def test_a_sampled_world_keeps_which_parts_a_scenario_fixed_not_what_they_hold():
    state = tabletop.make("kungfu").new_game(5, setup={"dice": [[6] * 7, [1] * 7]})
    world = state.determinize(0, random.Random(1))
    assert world.setup == {"dice": None}
    assert state.setup == {"dice": [[6] * 7, [1] * 7]}
    friday = tabletop.make("friday").new_game(5, setup={"aging": ["A01", "A02"]})
    assert friday.determinize(0, random.Random(1)).setup == {"aging": None}


@pytest.mark.parametrize("rng", [None, 5, "seed"])
def test_determinize_needs_a_random_generator(rng):
    state = tabletop.make("gunrain").new_game(5)
    with pytest.raises(tabletop.ConfigError, match=r"determinize needs a random\.Random"):
        state.determinize(0, rng)


def test_determinize_refuses_a_numpy_generator_clearly():
    import numpy as np

    state = tabletop.make("kungfu").new_game(5)
    with pytest.raises(tabletop.ConfigError, match="got Generator"):
        state.determinize(0, np.random.default_rng(1))


def test_a_setup_is_copied_so_changing_it_afterwards_changes_no_game():
    setup = {"sides": ["south", "north"], "positions": [6, 7]}
    state = tabletop.make("gunrain").new_game(1, setup=setup)
    setup["positions"][0] = 99
    record = state.record()
    assert record["setup"]["positions"] == [6, 7]
    record["setup"]["positions"][1] = 3  # nor does changing a record handed out
    assert state.clone().record()["setup"]["positions"] == [6, 7]
    assert tabletop.replay(state.record()).view(0) == state.view(0)


def test_a_seed_may_be_any_integer_type_kept_as_an_int():
    import numpy as np

    state = tabletop.make("friday").new_game(np.int64(7))
    assert type(state.seed) is int and state.view(0) == tabletop.make("friday").new_game(7).view(0)


def test_action_id_of_something_not_an_action_is_a_clear_error():
    state = tabletop.make("friday").new_game(1)
    with pytest.raises(tabletop.ConfigError, match="action_id takes an Action"):
        state.action_id("draw")


def test_action_id_of_a_friday_sort_move_outside_a_sort_is_a_clear_error():
    """Friday numbers a sort move by the position (a TypeError with no sort pending)."""
    from tabletop.rulesets.friday.actions import put

    with pytest.raises(tabletop.ConfigError, match="which is no friday action here"):
        tabletop.make("friday").new_game(1).action_id(put((0, 1)))


def test_gun_rains_turn_limit_takes_any_integer_type():
    import numpy as np

    game = tabletop.make("gunrain", max_turns=np.int64(5))
    assert game.options["max_turns"] == 5 and type(game.options["max_turns"]) is int
    assert tabletop.make("gunrain", face_down=[np.int64(3), 9]).face_down == (3, 9)
    with pytest.raises(tabletop.ConfigError, match="coordinates must be integers 1-12"):
        tabletop.make("gunrain", face_down=[True])


@pytest.mark.parametrize("name", sorted(tabletop.games()))
def test_last_move_is_the_latest_move_of_the_record(name):
    state = tabletop.make(name).new_game(3)
    assert state.last_move() is None
    for _ in _random_moves(state, random.Random(3), 5):
        assert list(state.last_move()) == state.record()["actions"][-1]
        assert state.last_move() == state.actions_taken()[-1]
