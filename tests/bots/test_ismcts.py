"""ISMCTS: its analysis, options and budgets, better than random. That it plays every game
legally, reproducibly and fairly (from the view only) is tabletop.testing's fair_play check."""

from __future__ import annotations

import random
import re

import pytest

import tabletop
from tabletop import bots
from tabletop.bots import ismcts


def mid_game(name: str, seed: int, moves: int):
    state = tabletop.make(name).new_game(seed)
    rnd = random.Random(seed)
    for _ in range(moves):
        if state.is_over:
            break
        player = state.to_move[0]
        state.apply(player, rnd.choice(state.legal_actions(player)))
    return state


def test_analysis_reports_visits_values_and_scores():
    state = mid_game("friday", 2, moves=4)
    estimates = bots.make("ismcts", seed=0, iterations=200).analyse(state, 0)
    legal = {a.notation for a in state.legal_actions(0)}
    assert {e.notation for e in estimates} <= legal
    assert sum(e.visits for e in estimates) == 200
    assert estimates == sorted(estimates, key=lambda e: (-e.visits, -e.value, e.notation))
    assert all(0 <= e.value <= 1 for e in estimates)


def test_ismcts_beats_random_at_friday_on_score():
    """Fixed seeds, no timing: 6 level-1 games each, ISMCTS scores clearly higher."""
    totals = {}
    for name, options in (("random", {}), ("ismcts", {"iterations": 60, "rollout": "random"})):
        total = 0
        for seed in range(6):
            state = tabletop.make("friday").new_game(seed)
            bot = bots.make(name, seed=seed, **options)
            while not state.is_over:
                state.apply(0, bot.choose(state, 0))
            total += state.result.scores[0]
        totals[name] = total / 6
    assert totals["ismcts"] > totals["random"] + 15


@pytest.mark.parametrize(
    ("name", "options"), [("friday", {}), ("gunrain", {}), ("kungfu", {"players": 4})]
)
def test_evaluation_is_a_reward_per_player_and_the_score(name, options):
    """The static evaluation of mid-game positions: rewards in 0..1, one per player."""
    from tabletop.bots.heuristics import evaluator

    evaluate, quiet = evaluator(tabletop.engine.descriptor(name))
    for seed in range(5):
        state = tabletop.make(name, **options).new_game(seed)
        rnd = random.Random(seed)
        for _ in range(40):
            if state.is_over:
                break
            player = state.to_move[0]
            state.apply(player, rnd.choice(state.legal_actions(player)))
        if state.is_over:
            continue
        values, scores = evaluate(state)
        assert len(values) == len(scores) == state.game.num_players
        assert all(0 <= v <= 1 for v in values)
        assert quiet(state) in (True, False)


def test_sweep_tries_every_root_action_on_the_same_worlds():
    state = mid_game("friday", 2, moves=4)
    legal = {a.notation for a in state.legal_actions(0)}
    estimates = bots.make("ismcts", seed=0, iterations=30, depth=5, sweep=1).analyse(state, 0)
    assert {e.notation for e in estimates} == legal
    assert len({e.visits for e in estimates}) == 1  # whole sweeps: one visit each per world
    # The heuristic's move first unless another's paired gain is significant; the rest by value.
    best, *rest = estimates
    assert rest == sorted(rest, key=lambda e: -e.value)
    heuristic = bots.make("heuristic").choose(state, 0).notation
    assert best.notation == heuristic or best.value == max(e.value for e in estimates)


@pytest.mark.parametrize("name", ["friday", "gunrain"])
def test_flat_sweeps_play_the_heuristic_right_after_the_root_action(name, monkeypatch):
    """With ``flat=1`` no tree grows below the root (its untried moves would be random): with
    ``epsilon=0`` a root action's playouts differ from another's only through the action."""
    walked = []  # the root of each playout (the compiled search makes its nodes in C)
    iterate = ismcts.ISMCTSBot._iterate
    monkeypatch.setattr(
        ismcts.ISMCTSBot,
        "_iterate",
        lambda self, root, *rest, **options: (
            walked.append(root) or iterate(self, root, *rest, **options)
        ),
    )
    state = mid_game(name, 2, moves=4)
    player = state.to_move[0]
    roots = []
    for flat in (0, 1):
        walked.clear()
        bot = bots.make("ismcts", seed=0, iterations=24, epsilon=0, sweep=1, depth=3, flat=flat)
        bot.analyse(state, player)
        roots.append(walked[0])
    deep, flat = roots
    assert any(child.children for child in deep.children.values())
    assert flat.children and not any(child.children for child in flat.children.values())


def test_a_challenger_needs_a_significant_paired_gain():
    """Leaving the heuristic's move needs a gain clearly above noise; strict asks more of it
    when there are many challengers and few worlds."""
    bot = bots.make("ismcts", sweep=1, confidence=2.0)
    strict = bots.make("ismcts", sweep=1, confidence=2.0, strict=1)
    favourite = dict.fromkeys(range(8), 0.5)
    steady = {w: 0.6 for w in range(8)}  # the same gain in every world
    noisy = {w: 0.5 + (0.3 if w % 2 else -0.2) for w in range(8)}  # +0.05 on average
    assert bot._significant(steady, favourite, rivals=1)
    assert not bot._significant(noisy, favourite, rivals=1)
    gains = {w: 0.5 + (0.12 if w % 2 else 0.04) for w in range(8)}  # +0.08, spread 0.04
    assert bot._significant(gains, favourite, rivals=20)
    assert strict._significant(gains, favourite, rivals=1)
    few = {w: 0.5 + (0.12 if w % 2 else 0.0) for w in range(8)}  # +0.06, spread 0.06: z = 2.6
    assert bot._significant(few, favourite, rivals=20)
    assert not strict._significant(few, favourite, rivals=20)


@pytest.mark.parametrize(
    ("spec", "message"),
    [
        ("ismcts:depth=-1", "depth must be a whole number >= 0, got -1"),
        ("ismcts:depth=2.5", "depth must be a whole number >= 0, got 2.5"),
        ("ismcts:iterations=abc", "iterations must be a whole number >= 1, got 'abc'"),
        ("ismcts:iterations=0", "iterations must be a whole number >= 1, got 0"),
        ("ismcts:seconds=0", "seconds must be a number above 0, at most 3600, got 0"),
        ("ismcts:seconds=soon", "seconds must be a number above 0, at most 3600, got 'soon'"),
        # a budget that never runs out would never move (simulate and play hung on it)
        ("ismcts:seconds=inf", "seconds must be a number above 0, at most 3600, got inf"),
        ("ismcts:seconds=1e300", "seconds must be a number above 0, at most 3600, got 1e+300"),
        ("ismcts:exploration=-0.5", "exploration must be a number >= 0"),
        ("ismcts:epsilon=1.5", "epsilon must be a number from 0 to 1, got 1.5"),
        ("ismcts:sweep=2", "sweep must be 0 or 1, got 2"),
        ("ismcts:strict=yes", "strict must be 0 or 1, got 'yes'"),
        ("ismcts:sweep=1:flat=2", "flat must be 0 or 1, got 2"),
        ("ismcts:guess=maybe", "guess must be 0 or 1, got 'maybe'"),
        ("ismcts:confidence=x", "confidence must be a number >= 0, got 'x'"),
        ("ismcts:rollout=smart", "rollout must be 'heuristic' or 'random'"),
    ],
)
def test_bad_option_values_are_config_errors_naming_the_option(spec, message):
    with pytest.raises(tabletop.ConfigError, match=re.escape(message)):
        bots.from_spec(spec, seed=0)


def test_good_option_values_are_taken():
    bot = bots.from_spec("ismcts:iterations=5:seconds=0.5:epsilon=0:sweep=1:strict=0", seed=0)
    assert (bot.iterations, bot.seconds, bot.epsilon, bot.sweep) == (5, 0.5, 0, True)
    assert bots.make("ismcts", exploration=1, confidence=0).confidence == 0
    assert bots.make("ismcts", sweep=True, strict=False).sweep  # flags may be bools in Python
    with pytest.raises(tabletop.ConfigError, match="iterations must be a whole number"):
        bots.make("ismcts", iterations=True)  # but a count may not


@pytest.mark.parametrize("sweep", [0, 1])
@pytest.mark.parametrize("name", ["gunrain", "kungfu"])
def test_a_time_budget_too_short_for_any_iteration_still_gives_a_move(name, sweep):
    """A server bot with ``seconds=1e-9`` used to find no move (an IndexError) and hang its
    room: a time budget runs at least one iteration (one sweep)."""
    state = mid_game(name, 4, 12)
    player = state.to_move[0]
    assert len(state.legal_actions(player)) > 1
    bot = bots.make("ismcts", seconds=1e-9, sweep=sweep, seed=1)
    assert bot.choose(state, player) in state.legal_actions(player)


def test_a_race_drops_actions_behind_the_heuristics_and_stops_when_it_is_alone():
    """Racing spends fewer playouts than the plain sweep on the same worlds, keeps the
    heuristic's move where nothing beats it, and lists the actions still racing first."""
    state = mid_game("friday", 2, moves=4)
    options = {"iterations": 200, "epsilon": 0, "sweep": 1}  # playouts to the end of the game
    plain = bots.make("ismcts", seed=0, **options).analyse(state, 0)
    raced = bots.make("ismcts", seed=0, race=3, **options).analyse(state, 0)
    assert sum(e.visits for e in raced) < sum(e.visits for e in plain)
    assert {e.notation for e in raced} == {e.notation for e in plain}
    favourite = bots.make("heuristic").choose(state, 0).notation
    assert raced[0].notation == plain[0].notation == favourite
    most = max(e.visits for e in raced)
    racing = [e.visits == most for e in raced]
    assert racing == sorted(racing, reverse=True)  # those that raced longest come first


def test_race_needs_a_whole_number():
    with pytest.raises(tabletop.ConfigError, match="ismcts race must be a whole number >= 0"):
        bots.from_spec("ismcts:sweep=1:race=-1", 0)


def test_leaf_scores_the_cut_playouts_by_the_evaluation_named_in_leaves(monkeypatch):
    """``leaf=NAME`` swaps the game's ``evaluate`` for the pair its strategy names in
    ``LEAVES``: every cut playout is scored by it (here a constant, so every action is worth
    it), and the default evaluation is not called."""
    from tabletop.rulesets.gunrain import heuristic

    def fixed(state):
        return heuristic.Estimate((0.25, 0.75), (1.0, 2.0))

    def refused(state):
        raise AssertionError("the default evaluation was called")

    monkeypatch.setattr(heuristic, "LEAVES", {"fixed": (fixed, lambda state: True)}, raising=False)
    monkeypatch.setattr(heuristic, "evaluate", refused)
    state = mid_game("gunrain", 3, moves=6)
    player = state.to_move[0]
    bot = bots.make("ismcts", seed=0, iterations=12, depth=0, sweep=1, leaf="fixed")
    estimates = bot.analyse(state, player)
    assert {e.value for e in estimates} == {(0.25, 0.75)[player]}
    assert {e.mean_score for e in estimates} == {(1.0, 2.0)[player]}


def test_a_leaf_the_game_does_not_name_is_a_clear_error():
    state = mid_game("gunrain", 3, moves=6)
    bot = bots.from_spec("ismcts:iterations=4:depth=0:leaf=nothing", 0)
    message = "ismcts leaf for gunrain must be one of:"
    with pytest.raises(tabletop.ConfigError, match=message) as caught:
        bot.choose(state, state.to_move[0])
    assert "got 'nothing'" in str(caught.value)


def test_a_leaf_for_a_game_without_leaves_says_there_are_none():
    state = tabletop.make("friday").new_game(3)
    bot = bots.from_spec("ismcts:iterations=4:depth=0:leaf=value", 0)
    message = "ismcts leaf 'value' for friday: the game has no leaf evaluations, so leave leaf out"
    with pytest.raises(tabletop.ConfigError, match=message):
        bot.choose(state, state.to_move[0])


def test_guess_hands_every_sampled_world_to_the_strategys_guess(monkeypatch):
    """``guess=1``: each world ``determinize`` samples goes through the strategy's
    ``guess(world, seat)`` before it is played; without it, never."""
    from tabletop.rulesets.gunrain import heuristic

    seen = []
    monkeypatch.setattr(heuristic, "guess", lambda world, seat: seen.append(seat))
    state = mid_game("gunrain", 3, moves=6)
    player = state.to_move[0]
    bots.make("ismcts", seed=0, iterations=12, depth=0, sweep=1).analyse(state, player)
    assert seen == []
    bot = bots.make("ismcts", seed=0, iterations=4, depth=0, guess=1)
    bot.analyse(state, player)
    assert seen == [player] * 4


def test_the_searchs_generator_shuffles_as_random_random_does():
    """Its written-out shuffle (compiled, a C loop) draws the very numbers of the library's and
    leaves the very order: the search's decisions depend on it, on either build."""
    for seed in range(40):
        ours, library = ismcts.SearchRandom(seed), random.Random(seed)
        for length in (0, 1, 2, 3, 7, 16, 17, 40, 100):
            mine, theirs = list(range(length)), list(range(length))
            ours.shuffle(mine)
            library.shuffle(theirs)
            assert mine == theirs
        assert ours.getstate() == library.getstate()
    assert isinstance(bots.make("ismcts")._rng, ismcts.SearchRandom)
