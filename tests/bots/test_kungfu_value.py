"""Kung Fu's fitted value of a round start (``heuristic.evaluate_value``, fitted by
tools/fit_kungfu_value.py): what a search with ``leaf=value`` scores its sampled worlds by."""

from __future__ import annotations

import math

import pytest

import tabletop
from tabletop import bots
from tabletop.engine import Rng
from tabletop.rulesets.kungfu import heuristic as kungfu
from tabletop.rulesets.kungfu.phases import CHOOSE

SPEC = "ismcts:iterations=40:depth=0:epsilon=0:sweep=1:strict=1:race=2:leaf=value"


def round_starts(players: int, seed: int) -> list[tabletop.State]:
    """The round starts of a heuristic game."""
    state = tabletop.make("kungfu", players=players).new_game(seed)
    starts = []
    while not state.is_over:
        if kungfu.quiet_value(state):
            starts.append(state.clone())
        player = state.to_move[0]
        state.apply(player, kungfu.choose(state, player))
    return starts


@pytest.mark.parametrize("style", list(kungfu.STYLES))
@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_evaluate_value_is_the_softmax_of_the_fitted_weights_times_the_features(players, style):
    """Each style's weights: those fitted to games played in it."""
    manner = kungfu.STYLES[style]
    for seed in range(3):
        for state in round_starts(players, seed):
            weights = kungfu.VALUE_WEIGHTS[manner][players, state.round]
            odds = [
                math.exp(
                    sum(
                        w * x for w, x in zip(weights, kungfu.value_features(state, p), strict=True)
                    )
                )
                if state.hp[p] > 0
                else 0.0
                for p in range(players)
            ]
            estimate = kungfu.evaluate_value(state, manner)
            assert estimate.values == pytest.approx([o / sum(odds) for o in odds], abs=1e-12)
            assert estimate.scores == tuple(float(h) for h in state.hp)


def test_every_style_has_weights_for_every_player_count_and_round_and_plain_is_the_default():
    for manner in kungfu.STYLES.values():
        assert set(kungfu.VALUE_WEIGHTS[manner]) == {
            (n, r) for n in (2, 3, 4, 5) for r in (1, 2, 3)
        }
    state = round_starts(4, 1)[1]
    plain = kungfu.evaluate_value(state, kungfu.PLAIN)
    assert kungfu.evaluate_value(state) == plain
    assert kungfu.evaluate_value(state, kungfu.STYLES["tuned"]) != plain


def test_hp_and_attack_cards_in_hand_raise_the_value():
    """With 2 players, more HP, or an attack card in hand instead of a defence card (the
    fitted weights favour attack cards in a duel), raises a seat's chance."""
    state = next(s for seed in range(9) for s in round_starts(2, seed) if s.round == 2)
    before = kungfu.evaluate_value(state).values[0]
    richer = state.clone()
    richer.hp[0] += 5
    assert kungfu.evaluate_value(richer).values[0] > before
    deck = state.card_set
    guard = next(c for c in state.hand[0] if not deck.attacks[c])
    held = {c for hand in state.hand for c in hand}
    striker = next(c for c in range(len(deck)) if deck.atk[c] >= 4 and c not in held)
    armed = state.clone()
    armed.hand[0] = tuple(striker if c == guard else c for c in state.hand[0])
    assert kungfu.evaluate_value(armed).values[0] > before


def test_quiet_at_round_starts_only():
    state = tabletop.make("kungfu", players=2).new_game(4)
    quiet = []
    while not state.is_over:
        if kungfu.quiet_value(state):
            assert state.phase == CHOOSE and state.chosen == [(), ()]
            quiet.append(state.round)
        player = state.to_move[0]
        state.apply(player, kungfu.choose(state, player))
    assert quiet == list(range(1, len(quiet) + 1)) and quiet


def test_a_search_with_leaf_value_searches_the_choice_of_cards_to_the_next_round(monkeypatch):
    """``leaf=value`` plays each sampled world from a choice of cards to the next round start
    and scores it there, where the estimate was fitted (the default ``quiet`` would score the
    world at once, the same for every card)."""
    seen = []

    def recording(state):
        seen.append((state.phase, state.round, any(state.chosen)))
        return value(state)

    value = kungfu.evaluate_value
    monkeypatch.setitem(kungfu.LEAVES, "value", (recording, kungfu.quiet_value))
    state = round_starts(2, 2)[0]
    estimates = bots.from_spec(SPEC, seed=1).analyse(state, 0)
    assert len(estimates) == len(state.hand[0])  # every card was weighed
    assert seen and set(seen) == {(CHOOSE, 2, False)}
    assert len({e.value for e in estimates}) > 1


@pytest.mark.parametrize(("spec", "manner"), [(SPEC, None), (f"{SPEC}:style=tuned", "tuned")])
def test_a_search_scores_its_cut_playouts_by_the_weights_of_its_style(monkeypatch, spec, manner):
    """A search playing the tuned heuristic cuts worlds whose every seat played tuned: it scores
    them by the weights fitted to such games (the plain ones misjudge them), and a search with
    no style by the default's."""
    styles = []

    def recording(state, **style):
        styles.append(style)
        return value(state, **style)

    value = kungfu.evaluate_value
    monkeypatch.setitem(kungfu.LEAVES, "value", (recording, kungfu.quiet_value))
    bots.from_spec(spec, seed=1).analyse(round_starts(4, 2)[0], 0)
    expected = {} if manner is None else {"style": kungfu.STYLES[manner]}
    assert styles and all(style == expected for style in styles)


@pytest.mark.parametrize("players", [2, 4])
def test_fair_play_same_view_same_decision(players):
    """Worlds the seat cannot tell apart get the same analysis (the estimate reads only the
    sampled worlds), at choices of cards and later in a round."""
    for seed in range(3):
        state = tabletop.make("kungfu", players=players).new_game(seed)
        for _ in range(seed * 9):
            player = state.to_move[0]
            state.apply(player, kungfu.choose(state, player))
        player = state.to_move[0]
        other = state.determinize(player, Rng(seed + 100))
        assert other.view(player) == state.view(player)
        first = bots.from_spec(SPEC, seed=1).analyse(state, player)
        second = bots.from_spec(SPEC, seed=1).analyse(other, player)
        assert first == second


def test_the_hand_properties_are_the_cards_in_hand_summed():
    """The features after the priced ones add up each card's printed numbers, initiative,
    dice needed and condition kind over the hand (the fit weighs what pricing misses)."""
    state = round_starts(2, 5)[1]
    deck = state.card_set
    features = dict(zip(kungfu.VALUE_FEATURES, kungfu.value_features(state, 1), strict=True))
    hand = state.hand[1]
    assert features["hand: atk"] == sum(deck.atk[c] for c in hand)
    assert features["hand: counter"] == sum(deck.counter[c] for c in hand)
    assert features["hand: initiative"] == sum(deck.cards[c].initiative for c in hand)
    kinds = [deck.cards[c].condition.kind for c in hand]
    assert sum(features[f"hand: kind {k}"] for k in kungfu.CONDITION_KINDS) == len(hand)
    assert features["hand: kind equal"] == kinds.count("equal")
    assert 0 < features["hand: chance"] <= features["hand: chance with 7 dice"] <= len(hand)
