"""The game review (tabletop.review): each decision judged from what its seat knew then,
deterministic for a seed, every difference with its error, and only clear ones called
mistakes or good moves."""

from __future__ import annotations

import dataclasses
import pickle
import random

import pytest

import tabletop
from tabletop import bots
from tabletop.bots import ISMCTSBot
from tabletop.engine import ConfigError
from tabletop.review import review
from tabletop.review.analysis import MIN_WORLDS, SIGNIFICANT, SMALLEST, judge
from tabletop.review.facts import facts_of
from tabletop.rulesets.gunrain import rules as gunrain_rules

SETTINGS = {
    "friday": {"level": 1},
    "gunrain": {"max_turns": 6},
    "kungfu": {"players": 2},
}


def _played(game: str, seed: int = 3, spec: str = "heuristic"):
    """A finished game of ``game``, every seat played by ``spec``."""
    state = tabletop.make(game, **SETTINGS[game]).new_game(seed=seed)
    bot = bots.from_spec(spec, seed)
    while not state.is_over:
        player = state.to_move[0]
        state.apply(player, bot.choose(state, player).notation)
    return state


def _decisions(final, seat: int):
    """(state, index, notation) before each of ``seat``'s moves with a choice."""
    record = final.record()
    state = tabletop.replay({**record, "actions": []})
    found = []
    for index, (player, notation) in enumerate(final.actions_taken()):
        if player == seat and len(state.legal_actions(seat)) > 1:
            found.append((state.clone(), index, notation))
        state.apply(player, notation)
    return found


@pytest.mark.parametrize("game", list(SETTINGS))
def test_a_decision_is_judged_from_the_seats_view_alone(game):
    """Two positions that differ only in what the seat cannot see (another deal of the
    hidden cards, and in Gun Rain and Kung Fu the other seats' hidden choices) get the same
    judgement, number for number."""
    final = _played(game)
    rng = random.Random(5)
    unseen = 0  # positions whose other world really holds other hidden things
    for state, index, played in _decisions(final, 0)[::4][:4]:
        other = state.determinize(0, rng)
        assert other.view(0) == state.view(0)
        unseen += pickle.dumps(other) != pickle.dumps(state)
        first = judge(state, 0, played, index, 1, None, 16, seed=7)
        second = judge(other, 0, played, index, 1, None, 16, seed=7)
        assert first == second
    assert unseen >= 2


def test_the_same_record_seat_and_seed_give_the_same_review():
    final = _played("gunrain")
    once = review(final, 1, playouts=16, seed=2)
    again = review(tabletop.replay(final.record()), 1, playouts=16, seed=2)
    assert once == again
    assert review(final, 1, playouts=16, seed=3) != once  # the seed chooses the worlds


@pytest.mark.parametrize("game", list(SETTINGS))
def test_every_decision_has_its_numbers_and_only_clear_ones_are_called(game):
    # A random player makes mistakes to find (Kung Fu: a deal whose game is short, since its
    # review plays every suspect on to the end of the game).
    final = _played(game, seed=1 if game == "kungfu" else 3, spec="random")
    seat = 0
    reviewed = review(final, seat, playouts=32, seed=1)
    moves = [m for m in final.actions_taken() if m[0] == seat]
    assert len(reviewed.decisions) + reviewed.forced == len(moves)
    for decision in reviewed.decisions:
        assert decision.moves >= 2
        assert decision.worlds >= MIN_WORLDS and decision.scouted >= MIN_WORLDS
        assert 0 <= decision.chance.mean <= 1 and decision.chance.error >= 0
        # (In the fresh worlds the best found may fall behind the move played: then it is
        # no mistake.)
        if decision.played == decision.best:
            assert decision.loss.mean == 0 and not decision.mistake
        if decision.mistake:
            assert decision.loss.mean >= SMALLEST
            assert decision.loss.mean > SIGNIFICANT * decision.loss.error
    turning = reviewed.turning_points()
    assert turning, "a random player's game has a clear mistake"
    assert [d.loss.mean for d in turning] == sorted((d.loss.mean for d in turning), reverse=True)
    # A random player differs from the obvious move; where it found the best, and that beat
    # the obvious move clearly, it is a good move.
    for decision in reviewed.finds():
        assert decision.played == decision.best != decision.obvious
        assert decision.gain.mean > SIGNIFICANT * decision.gain.error


def test_the_difference_is_measured_in_fresh_worlds_not_those_that_chose_the_move(monkeypatch):
    """The winner's curse: the move that did best in the worlds that chose it was partly
    lucky there, so its difference is measured again in other worlds, drawn independently,
    with only the moves compared (played, best, obvious); the numbers shown are those."""
    final = _played("gunrain", spec="random")
    state, index, played = _decisions(final, 0)[3]
    calls: list[dict] = []
    measure = ISMCTSBot.paired_rewards

    def spied(bot, state, player, worlds, observe=None, only=None):
        calls.append({"only": only, "worlds": []})
        rewards, seen = measure(bot, state, player, worlds, observe, only)
        calls[-1]["rewards"] = rewards
        return rewards, seen

    determinize = gunrain_rules.determinize  # the state's sampler (a compiled class is fixed)

    def sampled(state, player, rng):
        world = determinize(state, player, rng)
        calls[-1]["worlds"].append(pickle.dumps(world.view(1 - player)))  # what the seat lacks
        return world

    monkeypatch.setattr(ISMCTSBot, "paired_rewards", spied)
    monkeypatch.setattr(gunrain_rules, "determinize", sampled)
    obvious = bots.make("heuristic")
    decision = judge(state, 0, played, index, 1, obvious, 64, seed=7)
    chose, measured = calls
    assert chose["only"] is None and set(chose["rewards"]) == {
        a.notation for a in state.legal_actions(0)
    }
    means = {n: sum(r) / len(r) for n, r in chose["rewards"].items()}
    assert means[decision.best] == max(means.values())
    other = decision.best if decision.best != played else decision.obvious
    assert set(measured["only"]) == {played, other}  # the pair a verdict is about
    assert len(measured["worlds"]) == decision.worlds and len(chose["worlds"]) == decision.scouted
    assert not set(chose["worlds"]) & set(measured["worlds"])  # other worlds
    rewards = measured["rewards"]
    diffs = [b - p for b, p in zip(rewards[decision.best], rewards[decision.played], strict=True)]
    assert decision.loss.mean == pytest.approx(sum(diffs) / len(diffs))
    assert decision.chance.mean == pytest.approx(sum(rewards[played]) / len(rewards[played]))
    calls.clear()
    assert judge(state, 0, played, index, 1, obvious, 64, seed=7) == decision  # for a seed


def test_a_move_the_seat_could_have_known_was_lost_is_the_first_turning_point():
    """Gun Rain's last decisions are often sure things: a move that loses in every world
    where another wins is called, with no error to speak of."""
    final = _played("gunrain")
    reviewed = review(final, 0, playouts=32, seed=1)
    top = reviewed.turning_points(1)
    assert top and top[0].loss.mean > 0.2


def test_bad_requests_are_refused_and_change_nothing():
    final = _played("gunrain")
    before = final.record()
    for seat in (-1, 2, "1", True):
        with pytest.raises(ConfigError, match="seat"):
            review(final, seat, playouts=8)
    for playouts in (0, 100_001, 2.5, True):
        with pytest.raises(ConfigError, match="--playouts"):
            review(final, 0, playouts=playouts)
    unfinished = tabletop.make("gunrain").new_game(seed=1)
    with pytest.raises(ConfigError, match="finished game"):
        review(unfinished, 0)
    assert final.record() == before


def test_a_turning_point_says_why_in_the_games_facts():
    """The reasons are the game's facts that favour the better move clearly, read where the
    review's playouts stopped (Gun Rain: HP and cards in hand)."""
    final = _played("gunrain", spec="random")
    reviewed = review(final, 0, playouts=32, seed=1)
    explained = [d for d in reviewed.turning_points(10) if d.why]
    assert explained, "some mistake of a random player shows in HP or cards"
    facts = {fact.says: fact for fact in facts_of(final.game.descriptor)}
    for decision in explained:
        for reason in decision.why:
            assert reason.amount >= facts[reason.says].least
            assert reason.amount > SIGNIFICANT * reason.error
    assert facts_of(tabletop.make("gunrain").descriptor) and not facts_of(_NO_REVIEW)


_NO_REVIEW = dataclasses.replace(tabletop.make("gunrain").descriptor, parts=("heuristic",))
