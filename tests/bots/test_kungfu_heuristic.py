"""The Kung Fu heuristic: legal, deterministic, blind to hidden facts and better than random."""

from __future__ import annotations

import pytest

import tabletop
from tabletop import bots
from tabletop.engine import Rng, State
from tabletop.rulesets.kungfu import heuristic as kungfu
from tabletop.rulesets.kungfu.cards import load_cards
from tabletop.rulesets.kungfu.encoding import observer
from tabletop.rulesets.kungfu.stats import p_meet
from tabletop.sim.tournament import play, win_matrix


def run(players: int, draft: bool, seed: int, specs: list[str]) -> list[State]:
    """Play one game with these bots, checking every action; every position before a move."""
    state = tabletop.make("kungfu", players=players, draft=draft).new_game(seed)
    seat_bots = [bots.make(spec, seed=seed + seat) for seat, spec in enumerate(specs)]
    seen = []
    while not state.is_over:
        player = state.to_move[0]
        seen.append(state.clone())
        action = seat_bots[player].choose(state, player)
        assert action in state.legal_actions(player)
        state.apply(player, action)
    return seen


@pytest.mark.parametrize("draft", [False, True])
@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_only_legal_actions(players, draft):
    for seed in range(5):
        specs = ["heuristic"] * players
        specs[seed % players] = "random"  # foes that play oddly too
        assert run(players, draft, seed, specs)


def test_deterministic():
    first = run(3, True, 5, ["heuristic"] * 3)
    again = run(3, True, 5, ["heuristic"] * 3)
    assert [s.actions_taken() for s in first] == [s.actions_taken() for s in again]


@pytest.mark.parametrize(("players", "draft"), [(2, False), (4, False), (3, True)])
def test_decides_from_the_view_alone(players, draft):
    """Worlds that the seat cannot tell from the real one get the same action, also for a
    seat whose earlier moves were random (dice placed off the heuristic's plan)."""
    specs = ["heuristic", "random"] * 2
    positions = run(players, draft, 11, specs[:players])
    for state in positions[::3]:
        for player in state.to_move:
            action = kungfu.choose(state, player)
            for k in range(2):
                other = state.determinize(player, Rng(k))
                assert other.view(player) == state.view(player)
                assert kungfu.choose(other, player) == action


def _as_read(value):
    """The view's lists as the heuristic's tuples."""
    return tuple(value) if isinstance(value, list) else value


@pytest.mark.parametrize(("players", "draft"), [(2, False), (4, False), (3, True)])
def test_reads_of_the_state_are_what_the_view_shows(players, draft):
    """The heuristic reads the state, not the view: for every seat (to move or not) at every
    position, what it reads equals the view's seats, exchange and phase, and the condition met
    that it works out from the dice is the view's ``met``."""
    deck = load_cards()
    positions = run(players, draft, 12, (["heuristic", "random"] * 2)[:players])
    for state in positions:
        for seat in range(players):
            view = state.view(seat)
            read = kungfu._seats(state, seat)
            assert len(read) == len(view["seats"])
            for mine, shown in zip(read, view["seats"], strict=True):
                assert mine.keys() <= shown.keys()
                for key, value in mine.items():
                    if key != "cards":
                        assert value == _as_read(shown[key]), key
                assert (mine["cards"] is None) == (shown["cards"] is None)
                for card, shown_card in zip(mine["cards"] or (), shown["cards"] or (), strict=True):
                    assert card == {k: _as_read(shown_card[k]) for k in ("id", "used", "dice")}
                    if card["dice"] is not None:
                        condition = deck.cards[deck.by_id[card["id"]]].condition
                        assert condition.met(card["dice"]) == shown_card["met"]
            assert kungfu._exchange(state) == view["exchange"]
            assert kungfu._table(state, seat, kungfu.PLAIN).phase == view["phase"]


@pytest.mark.parametrize(("players", "games", "seed"), [(2, 15, 1), (4, 20, 2)])
def test_beats_random_with_seats_swapped(players, games, seed):
    names = ["heuristic", "random"]
    matches = play("kungfu", {"players": players}, names, games, seed, jobs=1)
    low, _ = win_matrix(names, matches)[("heuristic", "random")]["interval"]
    assert low > 0.5


def test_chances_are_the_exact_ones():
    for card in load_cards().cards:
        for rolled in range(8):
            assert kungfu._chance(card.condition, rolled) == pytest.approx(
                float(p_meet(card.condition, rolled))
            )


@pytest.mark.parametrize(
    ("roll", "placed", "shift"),
    [((1, 2, 3, 3, 4, 5, 6), [5, 6], "hit 5+"), ((1, 2, 3, 3, 4, 6, 6), [6, 6], "done")],
)
def test_places_for_a_rescue_and_spends_hit_only_to_rescue(roll, placed, shift):
    """K22 needs 6 6: with one 6 a 5 goes beside it and 1 HIT makes the pair; with two
    6s the card is met and the HIT is kept."""
    setup = {
        "round": 3,
        "dice": [list(roll), [1, 1, 2, 2, 3, 4, 4]],
        "players": [
            {"chosen": ["K22", "K41", "K01"], "hit": 1, "hit_max": 1},
            {"chosen": ["K47", "K39", "K74"]},  # no attack card: seat 0 attacks first
        ],
    }
    state = tabletop.make("kungfu").new_game(0, setup=setup)
    while state.phase == "place":
        player = state.to_move[0]
        state.apply(player, kungfu.choose(state, player))
    assert state.view(0)["seats"][0]["cards"][0]["dice"] == placed
    assert kungfu.choose(state, 0).notation == "use K22 on 1"
    state.apply(0, "use K22 on 1")
    assert kungfu.choose(state, 0).notation == shift


def _last_to_decide(players: int, seed: int, phase: str) -> State | None:
    """A heuristic game at the first ``phase`` where every seat but the last has handed in."""
    state = tabletop.make("kungfu", players=players).new_game(seed)
    while not state.is_over:
        if state.phase == phase and state.to_move == (players - 1,):
            return state
        player = state.to_move[0]
        state.apply(player, kungfu.choose(state, player))
    return None


def _decided_by_the_heuristic(world: State, q: int) -> State:
    """``world`` with seat ``q``'s handed-in decision undone and made again, one heuristic
    move at a time, as a player would make it."""
    mine = world.clone()
    mine.reopen(q)
    while q in mine.movers:
        mine.apply(q, kungfu.choose(mine, q))
    return mine


def _hand_sorted(view: dict) -> dict:
    seats = [{**seat, "hand": sorted(seat["hand"] or ())} for seat in view["seats"]]
    return {**view, "seats": seats}


@pytest.mark.parametrize("phase", ["choose", "place"])
def test_reopen_gives_a_seat_back_the_decision_it_handed_in(phase):
    """``KungFuState.reopen``, which ``guess`` remakes foes' decisions with: afterwards every
    seat sees what it saw before the seat decided (its hand in card order, as in the worlds a
    search samples; observers updated in place too), and the same moves again hand in the
    same decision."""
    game = tabletop.make("kungfu", players=3)
    reopened = 0
    for seed in range(6):
        state = game.new_game(seed)
        while state.phase != phase or 0 not in state.movers or len(state.movers) < 3:
            if state.is_over:
                break
            player = state.to_move[0]
            state.apply(player, kungfu.choose(state, player))
        if state.is_over:
            continue
        before = [state.view(p) for p in range(3)]
        moves = []
        while 0 in state.movers:
            moves.append(kungfu.choose(state, 0).notation)
            state.apply(0, moves[-1])
        decided = [state.view(p) for p in range(3)]
        observers = []
        for p in range(3):
            observers.append(observer(game, p, [0.0] * game.observation_size))
            observers[p].write(state)  # remembers the decided state's blocks
        state.reopen(0)
        for p in range(3):
            assert _hand_sorted(state.view(p)) == _hand_sorted(before[p])
            observers[p].write(state)
            assert observers[p].buf == game.encode(before[p])
        for move in moves:
            state.apply(0, move)
        assert [_hand_sorted(state.view(p)) for p in range(3)] == list(map(_hand_sorted, decided))
        reopened += 1
    assert reopened >= 4


@pytest.mark.parametrize("phase", ["choose", "place"])
@pytest.mark.parametrize("players", [2, 4])
def test_guess_remakes_handed_in_decisions_as_the_heuristic_would(players, phase):
    """``determinize`` deals the cards a foe handed in, or its dice placement, at random; in a
    world sampled for the seat that decides last, ``guess`` remakes them as the heuristic
    would from the same hand and roll. The seat's own view of the world is unchanged."""
    remade = 0
    last = players - 1
    for seed in range(8):
        state = _last_to_decide(players, seed, phase)
        if state is None:
            continue
        world = state.determinize(last, Rng(seed))
        before = world.clone()
        kungfu.guess(world, last)
        assert world.view(last) == state.view(last)
        for q in range(last):
            if world.hp[q] == 0:
                continue
            expected = _decided_by_the_heuristic(before, q)
            assert world.chosen[q] == expected.chosen[q]
            assert world.hand[q] == expected.hand[q]
            assert world.dice_on[3 * q : 3 * q + 3] == expected.dice_on[3 * q : 3 * q + 3]
            assert world.pool[q] == expected.pool[q]
            remade += 1
    assert remade >= 8


def test_guess_leaves_a_world_alone_while_the_foes_still_decide():
    """The first seat to choose sees foes who have chosen nothing yet: nothing to remake."""
    for seed in range(4):
        state = tabletop.make("kungfu", players=3).new_game(seed)
        world = state.determinize(0, Rng(seed))
        before = world.clone()
        kungfu.guess(world, 0)
        assert world.hand == before.hand and world.chosen == before.chosen
        assert world.movers == before.movers
