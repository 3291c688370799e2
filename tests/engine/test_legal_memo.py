"""``apply`` checks a move against the legal actions just listed (``legal_memo``) instead of
running the rules again. These tests pin down that the shortcut never accepts what the full
check would refuse: a move listed for another position, another seat, or no seat at all.
"""

from __future__ import annotations

import pickle
import random

import pytest

import tabletop
from tabletop.engine import IllegalAction

GAMES = sorted(tabletop.games())


def _records(name: str, ask_first: bool) -> list[dict]:
    """Records of seeded random games; with ``ask_first`` the legal actions are listed before
    every move (the memo is used), else each move is found by notation (it is not)."""
    records = []
    for seed in range(3):
        rng = random.Random(seed)
        state = tabletop.make(name).new_game(seed)
        while not state.is_over:
            player = state.to_move[0]
            legal = state.legal_actions(player)
            choice = rng.choice(legal)
            if ask_first:
                state.apply(player, choice)
            else:
                state.legal_memo = None
                state.apply(player, choice.notation)
        records.append(state.record())
    return records


@pytest.mark.parametrize("name", GAMES)
def test_the_memo_changes_no_game(name: str) -> None:
    assert _records(name, ask_first=True) == _records(name, ask_first=False)


@pytest.mark.parametrize("name", GAMES)
def test_a_move_listed_before_the_last_move_is_checked_again(name: str) -> None:
    """After a move, the actions listed before it count for nothing: one of them that is no
    longer legal is refused, and the state is unchanged."""
    rng = random.Random(1)
    refused = 0
    state = tabletop.make(name).new_game(5)
    while not state.is_over and refused < 5:
        player = state.to_move[0]
        before = state.legal_actions(player)
        state.apply(player, rng.choice(before))
        assert state.legal_memo is None
        if state.is_over or player not in state.to_move:
            continue
        now = {a.notation for a in state.legal_actions(player)}
        stale = [a for a in before if a.notation not in now]
        if stale:
            record = state.record()
            with pytest.raises(IllegalAction):
                state.apply(player, stale[0])
            assert state.record() == record
            refused += 1
    assert refused


def test_a_bool_is_no_seat_even_when_its_number_has_moves() -> None:
    state = tabletop.make("gunrain").new_game(3)
    seat = state.to_move[0]
    legal = state.legal_actions(seat)
    with pytest.raises(IllegalAction):
        state.apply(bool(seat), legal[0])
    with pytest.raises(IllegalAction):
        state.apply(1 - seat, legal[0])  # the other seat: not its turn, or not its action


@pytest.mark.parametrize("name", GAMES)
def test_a_sampled_world_and_a_clone_start_as_they_should(name: str) -> None:
    """A sampled world lists its own legal actions (its hidden parts differ); a clone is the
    same position, so it keeps what was listed."""
    state = tabletop.make(name).new_game(2)
    player = state.to_move[0]
    state.legal_actions(player)
    assert state.clone().legal_memo == state.legal_memo
    assert state.determinize(player, random.Random(0)).legal_memo is None


@pytest.mark.parametrize("name", GAMES)
def test_a_pickled_state_is_its_position_alone(name: str) -> None:
    """Pickles compare positions (tests, workers): listing the legal actions changes none."""
    state = tabletop.make(name).new_game(4)
    player = state.to_move[0]
    before = pickle.dumps(state)
    legal = state.legal_actions(player)
    assert pickle.dumps(state) == before
    twin = pickle.loads(before)
    twin.apply(player, legal[0].notation)
    state.apply(player, legal[0])
    assert twin.record() == state.record()


@pytest.mark.parametrize("name", GAMES)
def test_the_memo_is_the_listed_seats_and_a_seat_that_cannot_act_is_told_nothing(name: str) -> None:
    """What ``legal_actions`` answered is kept with the seat it answered (``legal_seat``); a
    seat that cannot act gets [] (any int: 10**30 too) and never another seat's move."""
    state = tabletop.make(name).new_game(6)
    player = state.to_move[0]
    legal = state.legal_actions(player)
    assert (state.legal_seat, state.legal_memo) == (player, tuple(legal))
    record = state.record()
    assert state.legal_actions(99) == state.legal_actions(10**30) == []
    assert (state.legal_seat, state.legal_memo) == (player, tuple(legal))
    with pytest.raises(IllegalAction):
        state.apply(10**30, legal[0])
    with pytest.raises(IllegalAction):
        state.apply(99, legal[0])
    with pytest.raises(IllegalAction):
        state.apply(player + 1 if player + 1 not in state.to_move else 99, legal[0])
    assert state.record() == record
    state.apply(player, legal[0])  # listed again for the seat, then played
    assert state.last_move() == (player, legal[0].notation)
