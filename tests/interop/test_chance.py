"""Explicit chance in OpenSpiel: exact chance nodes, clones that do not know the future, and the
algorithms that need chance nodes (expectiminimax, tabular CFR, external-sampling MCCFR)."""

from __future__ import annotations

import pytest

pyspiel = pytest.importorskip("pyspiel")

import numpy as np  # noqa: E402
from open_spiel.python.algorithms import (  # noqa: E402
    cfr,
    external_sampling_mccfr,
    minimax,
)

import tabletop  # noqa: E402
from tabletop.engine.chance import ChanceRng, NeedChance  # noqa: E402
from tabletop.interop.openspiel import MAX_CHANCE_OUTCOMES, register  # noqa: E402
from tabletop.rulesets.friday import cards as friday_cards  # noqa: E402

from .test_openspiel import settle  # noqa: E402

register()

NAMES = ["tabletop_friday", "tabletop_gunrain", "tabletop_kungfu"]


def _random_game(game: pyspiel.Game, seed: int):
    """The states of one game played at random (chance by its probabilities), with the action
    taken in each."""
    rng = np.random.RandomState(seed)
    state = game.new_initial_state()
    while not state.is_terminal():
        if state.is_chance_node():
            outcomes, probabilities = zip(*state.chance_outcomes(), strict=True)
            action = int(rng.choice(outcomes, p=probabilities))
        else:
            action = int(rng.choice(state.legal_actions()))
        yield state, action
        state.apply_action(action)


@pytest.mark.parametrize("name", NAMES)
def test_every_chance_node_is_a_distribution_over_legal_outcomes(name: str) -> None:
    game = pyspiel.load_game(name, {"max_turns": 2} if name == "tabletop_gunrain" else {})
    nodes = 0
    for state, _ in _random_game(game, 1):
        if not state.is_chance_node():
            assert state.chance_outcomes() == []
            continue
        nodes += 1
        outcomes = state.chance_outcomes()
        ids = [o for o, _ in outcomes]
        assert ids == sorted(set(ids)) == state.legal_actions()
        assert all(0 <= o < MAX_CHANCE_OUTCOMES for o in ids)
        assert all(p > 0 for _, p in outcomes)
        assert sum(p for _, p in outcomes) == pytest.approx(1.0, abs=1e-12)
        assert len(outcomes) > 1  # a single possible outcome is no chance node
    assert nodes > 10


def test_friday_deals_its_pirates_and_hazards_card_by_card_from_the_unseen() -> None:
    state = pyspiel.load_game("tabletop_friday").new_initial_state()
    pirates = sorted(friday_cards.PIRATE_CARDS)
    assert state.chance_outcomes() == [(c, 1 / 10) for c in pirates]
    state.apply_action(pirates[3])
    assert state.chance_outcomes() == [(c, 1 / 9) for c in pirates if c != pirates[3]]
    state.apply_action(pirates[0])
    hazards = sorted(friday_cards.HAZARD_CARDS)  # the offer: two hazards from the whole pile
    assert state.chance_outcomes() == [(c, 1 / len(hazards)) for c in hazards]
    state.apply_action(hazards[5])
    assert [o for o, _ in state.chance_outcomes()] == [c for c in hazards if c != hazards[5]]
    state.apply_action(hazards[0])
    assert not state.is_chance_node()
    engine = state.engine
    assert engine.pirates == [pirates[3], pirates[0]]
    assert sorted(engine.offer) == [hazards[0], hazards[5]]
    assert engine.seed is None  # dealt by chance nodes: no seeded record


def test_gunrain_chance_draws_only_what_no_seat_has_seen() -> None:
    game = pyspiel.load_game("tabletop_gunrain", {"max_turns": 2})
    draws = 0
    for state, _ in _random_game(game, 3):
        engine = state.engine
        if not state.is_chance_node() or engine is None or state.move_number() < 40:
            continue  # past the deal: the position before the move is the engine's
        seen = {c for hand in engine.hands for c in hand}
        face_down = {c for q, c in enumerate(engine.board) if not engine.face_up >> q & 1}
        ids = {o for o, _ in state.chance_outcomes()}
        assert not ids & seen
        assert ids <= set(engine.deck) | set(engine.discard) or ids <= face_down
        assert len({p for _, p in state.chance_outcomes()}) == 1  # every unseen card alike
        draws += 1
    assert draws > 5


def test_kungfu_rolls_its_dice_one_at_a_time() -> None:
    for state, _ in _random_game(pyspiel.load_game("tabletop_kungfu"), 2):
        if state.is_chance_node() and state.engine is not None:
            assert state.chance_outcomes() == [(face, 1 / 6) for face in range(6)]
            assert state.action_to_string(pyspiel.PlayerId.CHANCE, 4) == "chance:4"
            return
    pytest.fail("no die was rolled")


@pytest.mark.parametrize("name", NAMES)
def test_a_clone_does_not_know_the_next_chance_outcome(name: str) -> None:
    """The same action applied to a state and its clone leads to the same chance node, whose
    outcome is not fixed yet: drawn with different generators, it gives different positions.
    In sampled mode the clone carries the generator, so it knows the outcome in advance."""
    for mode, differ in (("explicit", True), ("sampled", False)):
        game = pyspiel.load_game(name, {"chance_mode": mode})
        state = settle(game.new_initial_state())
        while True:  # to the first seat decision that brings chance
            action = state.legal_actions()[0]
            probe = state.child(action)
            if probe.is_chance_node() or (mode == "sampled" and state.move_number() > 8):
                break
            state = settle(probe)
        seen = set()
        for seed in range(8):
            twin = state.clone()
            twin.apply_action(action)
            if mode == "explicit":
                assert twin.chance_outcomes() == probe.chance_outcomes()
            settle(twin, seed)
            seen.add(tuple(twin.observation_tensor(0)))
        assert (len(seen) > 1) is differ, mode


def test_the_engine_hooks_use_the_generator_as_before_in_the_normal_path() -> None:
    """The seeded path is the one records replay: the chance hooks are plain list operations."""
    game = tabletop.make("gunrain")
    state = game.new_game(seed=5)
    assert type(state.rng).__name__ == "Rng"
    again = game.new_game(seed=5)
    assert state.record() == again.record() and state.view(0) == again.view(0)


def test_a_chance_rng_asks_for_each_outcome_and_replays_a_feed() -> None:
    rng = ChanceRng()
    with pytest.raises(NeedChance) as need:
        rng.randrange(6)
    assert need.value.outcomes == [(face, 1 / 6) for face in range(6)]
    rng.start([4, 11])
    pile = [10, 11, 12]
    assert rng.randrange(6) == 4
    assert rng.draw(pile) == 11 and sorted(pile) == [10, 12]
    with pytest.raises(ValueError, match="not one of the unseen"):
        ChanceRng([99]).draw([10, 11])
    rng = ChanceRng([10])
    pile = [10, 11, 12]
    assert rng.draw(pile) == 10 and sorted(pile) == [11, 12]
    assert rng.draw([7]) == 7  # one card left: no chance node
    assert rng.copy().feed == []  # a copy knows no outcome to come


def _late_root(name: str, params: dict, seed: int, back: int) -> pyspiel.State:
    """The decision ``back`` steps before the end of a random game (a small subgame)."""
    states = [s.clone() for s, _ in _random_game(pyspiel.load_game(name, params), seed)]
    roots = [s for s in states if not s.is_chance_node()]
    return roots[-back]


def _subgame(root: pyspiel.State) -> pyspiel.Game:
    """A game object whose every new initial state is a copy of ``root``: OpenSpiel's solvers
    start from ``new_initial_state``, and a whole game is far too big for them."""
    game = pyspiel.load_game(
        root.get_game().get_type().short_name, dict(root.get_game().get_parameters())
    )
    game.new_initial_state = root.clone
    game.new_initial_states = lambda: [root.clone()]
    return game


def test_expectiminimax_weighs_the_chance_nodes() -> None:
    root = _late_root("tabletop_friday", {}, 0, 2)
    value, action = minimax.expectiminimax(root, 3, lambda state: 0.0, 0)
    assert -1.0 <= value <= 1.0
    assert action in root.legal_actions()


def test_tabular_cfr_and_external_sampling_mccfr_run_on_a_subgame_with_chance() -> None:
    # the second-last decision of a seeded random Friday: 58 states, 6 of them chance nodes
    root = _late_root("tabletop_friday", {}, 14, 2)
    assert any(root.child(a).is_chance_node() for a in root.legal_actions())
    game = _subgame(root)
    solver = cfr.CFRSolver(game)
    assert len(solver.current_policy().states) > 5
    for _ in range(10):
        solver.evaluate_and_update_policy()
    policy = solver.average_policy()
    probabilities = policy.action_probabilities(root)
    assert set(probabilities) == set(root.legal_actions())
    assert sum(probabilities.values()) == pytest.approx(1.0)
    mccfr = external_sampling_mccfr.ExternalSamplingSolver(game)
    for _ in range(10):
        mccfr.iteration()
    assert sum(mccfr.average_policy().action_probabilities(root).values()) == pytest.approx(1.0)
