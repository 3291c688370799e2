"""The public engine contract of DESIGN.md, checked for every registered game."""

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


@pytest.mark.parametrize("name", tabletop.games())
def test_generic_conformance(name):
    """A random playthrough obeys the contract at every step (OpenSpiel-style generic test)."""
    game = tabletop.make(name)
    for seed in range(20):
        state = game.new_game(seed)
        rnd = random.Random(seed)
        while not state.is_over:
            assert state.to_move, "someone may act while the game runs"
            assert state.result is None
            for player in state.to_move:
                legal = state.legal_actions(player)
                assert legal, "a player to move has a legal action"
                notations = [a.notation for a in legal]
                assert len(set(notations)) == len(notations), "notations are unique"
                for action in legal:
                    assert str(action) == action.notation
            player = rnd.choice(state.to_move)
            action = rnd.choice(state.legal_actions(player))
            twin = state.clone()
            twin.apply(player, action.notation)  # text and Action give the same move
            state.apply(player, action)
            assert json.dumps(twin.view(player)) == json.dumps(state.view(player))
        assert state.to_move == ()
        result = state.result
        assert len(result.scores) == len(result.returns) == game.num_players
        json.dumps(result.to_dict())
        json.dumps(state.record())


@pytest.mark.parametrize("name", tabletop.games())
def test_illegal_action_changes_nothing_and_says_what_is_legal(name):
    state = tabletop.make(name).new_game(3)
    player = state.to_move[0]
    before = json.dumps(state.view(player))
    record_before = state.record()
    with pytest.raises(tabletop.IllegalAction) as info:
        state.apply(player, "fly to the moon")
    assert "'fly to the moon' is not legal now" in str(info.value)
    for action in state.legal_actions(player):
        assert action.notation in str(info.value)
    with pytest.raises(tabletop.IllegalAction, match="no player 7: the seats are 0"):
        state.apply(7, state.legal_actions(player)[0])
    idle = [p for p in range(state.game.num_players) if p not in state.to_move]
    for other in idle:
        with pytest.raises(tabletop.IllegalAction, match=f"not player {other}'s turn"):
            state.apply(other, state.legal_actions(player)[0])
    assert json.dumps(state.view(player)) == before
    assert state.record() == record_before


@pytest.mark.parametrize("name", tabletop.games())
@pytest.mark.parametrize("seat", [-1, 7, "0", True, 1.0])
def test_a_seat_that_does_not_exist_is_refused_everywhere(name, seat):
    """view(-1) once showed a Gun Rain position through the last seat's eyes (``hands[-1]``)."""
    state = tabletop.make(name).new_game(3)
    before = state.record()
    for ask in (
        lambda: state.view(seat),
        lambda: state.determinize(seat, random.Random(0)),
        lambda: state.observation(seat),
    ):
        with pytest.raises(tabletop.ConfigError, match=f"no player {seat!r}: the seats are 0"):
            ask()
    with pytest.raises(tabletop.IllegalAction, match=f"no player {seat!r}"):
        state.apply(seat, state.legal_actions(state.to_move[0])[0])
    if seat in (-1, 7):  # an int that is no seat has nothing to do, as an idle seat
        assert state.legal_actions(seat) == []
    assert state.record() == before
    assert state.view(None)["game"] == name  # None is the spectator
    with pytest.raises(tabletop.ConfigError, match="no player None"):
        state.determinize(None, random.Random(0))  # a spectator has no world to sample


@pytest.mark.parametrize("name", tabletop.games())
@pytest.mark.parametrize("seat", [0.0, True, False, "0", None])
def test_legal_actions_of_a_player_that_is_not_an_integer_is_a_config_error(name, seat):
    """legal_actions(0.0) gave seat 0's moves (0.0 == 0) and legal_actions(True) [] or seat 1's
    (Kung Fu): a bool or a float is no seat number, as for view and apply."""
    state = tabletop.make(name).new_game(1)
    with pytest.raises(tabletop.ConfigError, match=f"no player {seat!r}: the seats are 0"):
        state.legal_actions(seat)


class NumpyLikeSeat:
    """An integer that is not an int, as numpy's are: a seat all the same."""

    def __index__(self) -> int:
        return 0


@pytest.mark.parametrize("name", tabletop.games())
def test_an_integer_of_another_type_is_a_seat(name):
    state = tabletop.make(name).new_game(3)
    seat = NumpyLikeSeat()
    assert state.view(seat) == state.view(0)
    assert state.legal_actions(seat) == state.legal_actions(0)
    assert state.observation(seat) == state.observation(0)
    player = state.to_move[0]
    if player == 0:
        action = state.legal_actions(0)[0]
        state.apply(seat, action)
        assert state.actions_taken() == [(0, action.notation)]  # recorded as the int 0


@pytest.mark.parametrize("name", tabletop.games())
def test_bad_options_and_seeds_raise_config_error(name):
    with pytest.raises(tabletop.ConfigError, match="unknown option 'colour'"):
        tabletop.make(name, colour="blue")
    with pytest.raises(tabletop.ConfigError, match="seed must be an integer"):
        tabletop.make(name).new_game("seven")
    with pytest.raises(tabletop.ConfigError, match="setup must be a JSON object"):
        tabletop.make(name).new_game(1, setup=["not", "a", "dict"])


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


@pytest.mark.parametrize("name", tabletop.games())
def test_a_setup_nested_too_deep_is_a_config_error(name):
    """Found by fuzzing: copying such a setup raised RecursionError."""
    deep: list = []
    for _ in range(5000):
        deep = [deep]
    with pytest.raises(tabletop.ConfigError, match="setup is nested too deep"):
        tabletop.make(name).new_game(1, setup={"stack": deep})


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


@pytest.mark.parametrize("name", tabletop.games())
def test_error_messages_hide_what_the_player_cannot_see(name):
    """An illegal action's message is the same in every world the player cannot tell apart."""
    game = tabletop.make(name)
    for seed in range(12):
        state = game.new_game(seed)
        rnd = random.Random(seed)
        for _ in range(rnd.randrange(1, 60)):
            if state.is_over:
                break
            player = rnd.choice(state.to_move)
            state.apply(player, rnd.choice(state.legal_actions(player)))
        for player in state.to_move:
            messages = []
            for world in (state, state.determinize(player, Rng(seed))):
                with pytest.raises(tabletop.IllegalAction) as info:
                    world.apply(player, "nonsense")
                messages.append(str(info.value))
            assert messages[0] == messages[1]


@pytest.mark.parametrize("name", tabletop.games())
def test_apply_legal_is_apply_without_the_check(name):
    """For an action of ``legal_actions`` at this position, ``apply_legal`` (what search
    playouts and adapters use) leaves the same state and record as ``apply``."""
    game = tabletop.make(name)
    for seed in range(5):
        checked, trusted = game.new_game(seed), game.new_game(seed)
        rnd = random.Random(seed)
        while not checked.is_over:
            player = checked.to_move[0]
            action = rnd.choice(checked.legal_actions(player))
            checked.apply(player, action)
            own = trusted.legal_actions(player)  # its own objects, equal by notation
            trusted.apply_legal(player, own[own.index(action)])
            assert trusted.view(player) == checked.view(player)
        assert trusted.is_over and trusted.result == checked.result
        assert trusted.record() == checked.record()


@pytest.mark.parametrize("name", tabletop.games())
def test_seeds_are_taken_modulo_2_to_the_64_as_docs_engine_says(name):
    game = tabletop.make(name)
    assert game.new_game(2**64 + 7).view(0) == game.new_game(7).view(0)
    assert game.new_game(8).view(0) != game.new_game(7).view(0)  # the view shows the deal
    assert game.new_game(2**64 + 7).record()["seed"] == 2**64 + 7  # kept as given


@pytest.mark.parametrize("name", tabletop.games())
def test_a_sampled_world_has_no_record_since_the_real_games_would_replay_the_real_secrets(name):
    """A world from determinize holds resampled secrets; its record used to be the real
    game's, so pickling or saving it brought the real hands back without a word."""
    state = tabletop.make(name).new_game(5)
    world = state.determinize(0, random.Random(1))
    with pytest.raises(
        tabletop.ConfigError, match=r"a sampled world \(from determinize\) has no record"
    ):
        world.record()
    with pytest.raises(tabletop.ConfigError, match="has no record"):
        world.clone().record()  # its clones are sampled worlds too
    assert state.record()["seed"] == 5  # the real game keeps its own


@pytest.mark.parametrize("name", tabletop.games())
def test_a_sampled_world_keeps_only_the_seats_own_moves_and_the_setups_keys(name):
    """A world used to carry the real history (another seat's secret picks, by name) and the
    real setup (a scenario's hands and future dice), for any reader of the world to find."""
    game = tabletop.make(name)
    rng = random.Random(3)
    state = game.new_game(5)
    for _ in range(40):
        if state.is_over:
            break
        player = state.to_move[0]
        state.apply(player, rng.choice(state.legal_actions(player)))
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


@pytest.mark.parametrize("name", tabletop.games())
def test_action_id_of_another_games_action_is_a_clear_error(name):
    """Gun Rain's action_id of Friday's 'fight H20' was a bare KeyError."""
    state = tabletop.make(name).new_game(1)
    for other in tabletop.games():
        if other != name:
            theirs = tabletop.make(other).new_game(1)
            action = theirs.legal_actions(theirs.to_move[0])[0]
            with pytest.raises(tabletop.ConfigError, match=f"which is no {name} action here"):
                state.action_id(action)


def test_action_id_of_a_friday_sort_move_outside_a_sort_is_a_clear_error():
    """Friday numbers a sort move by the position (a TypeError with no sort pending)."""
    from tabletop.rulesets.friday.actions import put

    with pytest.raises(tabletop.ConfigError, match="which is no friday action here"):
        tabletop.make("friday").new_game(1).action_id(put((0, 1)))


@pytest.mark.parametrize("name", tabletop.games())
@pytest.mark.parametrize(
    ("setup", "bad"), [({1: 2, "a": 3}, "'a'"), ({None: 1, (1, 2): 2}, r"\(1, 2\)")]
)
def test_a_setup_with_keys_of_mixed_types_names_the_bad_key(name, setup, bad):
    """{1: 2, "a": 3} raised TypeError '<' not supported, sorting the unknown keys."""
    with pytest.raises(tabletop.ConfigError, match=f"setup: unknown key {bad}"):
        tabletop.make(name).new_game(1, setup=setup)


def test_gun_rains_turn_limit_takes_any_integer_type():
    import numpy as np

    game = tabletop.make("gunrain", max_turns=np.int64(5))
    assert game.options["max_turns"] == 5 and type(game.options["max_turns"]) is int
    assert tabletop.make("gunrain", face_down=[np.int64(3), 9]).face_down == (3, 9)
    with pytest.raises(tabletop.ConfigError, match="coordinates must be integers 1-12"):
        tabletop.make("gunrain", face_down=[True])
