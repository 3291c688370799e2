"""Property tests: random games from random starts and mid-game scenarios never crash and keep
Gun Rain's invariants; views hide what they must; record -> replay and clone behave.

Invariants after every action: each of the 28 deck cards lies in exactly one place (deck,
discard, a hand, a setting being built, a heavy-gun token), the 24 board cards stay on the
board, HP stays within 0-5, pieces stand on face-up squares of their own territory, and the
views are JSON-ready. Deep checks: determinize for either seat leaves that seat's view
identical; a clone is independent of its original.
"""

from __future__ import annotations

import json
import random
from collections import Counter

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import tabletop
from tabletop.engine import Rng
from tabletop.rulesets.gunrain.cards import CLUB, DECK_NAMES, DECK_SUIT

from .helpers import board


def random_position(seed: int, most: int):
    """A game after 5 to ``most`` random actions (it may have ended)."""
    state = tabletop.make("gunrain").new_game(seed)
    rnd = random.Random(seed)
    for _ in range(rnd.randrange(5, most)):
        if state.is_over:
            break
        player = rnd.choice(state.to_move)
        state.apply(player, rnd.choice(state.legal_actions(player)))
    return state


def card_places(state) -> Counter:
    places = Counter(state.deck + state.discard + state.hands[0] + state.hands[1])
    places.update(card for _, _, card in state.tokens)
    for setting in state.settings:
        places.update(setting.placed())
    return places


def check_invariants(state, views: bool = True) -> None:
    places = card_places(state)
    assert sorted(places) == list(range(28)), "every deck card is somewhere"
    assert max(places.values()) == 1, "no deck card is in two places"
    assert sorted(state.board) == list(range(24)), "the board cards stay on the board"
    assert all(0 <= hp <= 5 for hp in state.hp)
    for player in (0, 1):
        square = state.pos[player]
        if square >= 0:
            assert state.face_up >> square & 1
            assert state.layout.territory[state.side_of(player)] >> square & 1
    for _, square, card in state.tokens:
        assert 0 <= square < 24 and DECK_SUIT[card] == CLUB
    for seat in (0, 1, None) if views else ():
        view = state.view(seat)
        json.dumps(view)
        if seat is not None:
            assert view["hand"] == [DECK_NAMES[c] for c in state.hands[seat]]
    if state.is_over:
        assert state.to_move == ()
        result = state.result
        assert set(result.winners) <= {0, 1} and len(result.winners) <= 1


def deep_checks(state, rnd: random.Random) -> None:
    for seat in (0, 1):
        view = state.view(seat)
        world = state.determinize(seat, random.Random(rnd.random()))
        assert world.view(seat) == view, "determinize keeps the seat's view identical"
        if world.to_move:
            mover = world.to_move[0]
            world.apply(mover, rnd.choice(world.legal_actions(mover)))  # the world plays on
    twin = state.clone()
    mover = twin.to_move[0]
    before = (state.view(0), state.view(1), state.record())
    twin.apply(mover, rnd.choice(twin.legal_actions(mover)))
    assert (state.view(0), state.view(1), state.record()) == before, "clones are independent"


def run_game(state, rnd: random.Random, deep_every: int, views: bool = True) -> int:
    check_invariants(state)
    steps = 0
    while not state.is_over:
        if deep_every and steps % deep_every == 0:
            deep_checks(state, rnd)
        player = rnd.choice(state.to_move)
        state.apply(player, rnd.choice(state.legal_actions(player)))
        check_invariants(state, views)
        steps += 1
    return steps


FACE_DOWN = st.sampled_from(["front", "none", "back", "1,6,11", "12"])


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**31), layout=st.sampled_from(["4x6", "6x4"]), face_down=FACE_DOWN)
def test_random_games_keep_invariants(seed, layout, face_down):
    game = tabletop.make("gunrain", layout=layout, face_down=face_down)
    state = game.new_game(seed)
    run_game(state, random.Random(seed), deep_every=3)
    replayed = tabletop.replay(json.loads(json.dumps(state.record())))
    assert replayed.view(None) == state.view(None), "record -> replay gives the identical game"
    assert replayed.result == state.result


@st.composite
def mid_game(draw: st.DrawFn) -> dict:
    """A random but legal mid-game scenario: positions, tokens, split cards, HP, jokers."""
    rnd = random.Random(draw(st.integers(0, 2**32)))
    sides = rnd.choice([["south", "north"], ["north", "south"]])
    down = {side: rnd.sample(range(1, 13), rnd.randrange(0, 6)) for side in ("south", "north")}
    own_down = [down[sides[p]] for p in (0, 1)]
    positions = [rnd.choice([c for c in range(1, 13) if c not in own_down[p]]) for p in (0, 1)]
    cards = list(DECK_NAMES)
    rnd.shuffle(cards)
    clubs = [c for c in cards if c.endswith("C")][: rnd.randrange(0, 4)]
    rest = [c for c in cards if c not in clubs]
    tokens = []
    for card in clubs:
        owner = rnd.randrange(2)
        at = rnd.randrange(1, 25)
        if at != 25 - positions[1 - owner]:  # never on the player it would have hit
            tokens.append({"card": card, "owner": owner, "at": at})
    rest += [c for c in clubs if c not in {t["card"] for t in tokens}]
    h0, h1 = rnd.randrange(0, 8), rnd.randrange(0, 8)
    cut = rnd.randrange(h0 + h1, len(rest) + 1)
    return {
        "board": board(),
        "sides": sides,
        "face_down": down,
        "turn_player": rnd.randrange(2),
        "positions": positions,
        "starts": [rnd.randrange(1, 13), rnd.randrange(1, 13)],
        "tokens": tokens,
        "hands": [rest[:h0], rest[h0 : h0 + h1]],
        "deck": rest[h0 + h1 : cut],
        "discard": rest[cut:],
        "hp": [rnd.randrange(1, 6), rnd.randrange(1, 6)],
        "jokers_used": [rnd.random() < 0.5, rnd.random() < 0.5],
    }


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(setup=mid_game(), seed=st.integers(0, 2**31))
def test_random_mid_game_positions_keep_invariants(setup, seed):
    state = tabletop.make("gunrain").new_game(seed, setup=setup)
    run_game(state, random.Random(seed), deep_every=2)
    replayed = tabletop.replay(json.loads(json.dumps(state.record())))
    assert replayed.view(0) == state.view(0)


def test_a_thousand_standard_games_end_and_keep_invariants():
    """Card invariants at every step; views and deep checks in every 20th game."""
    game = tabletop.make("gunrain")
    reasons = Counter()
    for seed in range(1000):
        state = game.new_game(seed)
        deep = seed % 20 == 0
        run_game(state, random.Random(seed), deep_every=10 if deep else 0, views=deep)
        reasons[state.result.reason.split(":")[0]] += 1
    assert reasons["player 0 has no HP left"] and reasons["player 1 has no HP left"]
    assert reasons["both players fell in the same turn"]


def test_same_seed_same_game_byte_for_byte():
    logs = []
    for _ in range(2):
        state = tabletop.make("gunrain").new_game(1234)
        rnd = random.Random(99)
        while not state.is_over:
            player = rnd.choice(state.to_move)
            state.apply(player, rnd.choice(state.legal_actions(player)))
        logs.append(json.dumps([state.record(), state.view(None)], sort_keys=True))
    assert logs[0] == logs[1]


def test_determinize_resamples_only_what_is_hidden():
    """Opponent hands, deck order and face-down cards vary between worlds; views never do."""
    differing = 0
    for seed in range(40):
        state = random_position(seed, most=60)
        if state.is_over:
            continue
        a = state.determinize(0, Rng(1))
        b = state.determinize(0, Rng(2))
        assert json.dumps(a.view(0)) == json.dumps(b.view(0)) == json.dumps(state.view(0))
        assert a.hands[0] == b.hands[0] == state.hands[0]
        differing += (a.hands[1], a.deck, a.board) != (b.hands[1], b.deck, b.board)
        assert a.rng.state != state.rng.state, "the world gets a fresh generator"
    assert differing > 25


def test_determinize_replaces_a_committed_opponent_setting_by_a_legal_one():
    """Player 1 has committed; player 0's worlds hold some complete legal setting of player 1."""
    state = tabletop.make("gunrain").new_game(
        0,
        setup={
            "board": board(),
            "sides": ["south", "north"],
            "positions": [6, 6],
            "turn_player": 0,
            "hands": [["10S", "10H"], ["5C", "9H", "4D", "6D", "8S"]],
            "jokers_used": [True, True],
        },
    )
    for move in ("act 5C", "pay 9H", "act 4D", "to 7"):
        state.apply(1, move)
    settings_seen = set()
    for k in range(30):
        world = state.determinize(0, random.Random(k))
        s = world.settings[1]
        assert s.done and s.paid >= s.required
        assert len(s.placed()) + len(world.hands[1]) == 5
        settings_seen.add((tuple(s.acts), tuple(s.costs), s.dest))
        world.apply(0, "done")  # the reveal runs with the sampled setting
        check_invariants(world)
    assert len(settings_seen) > 10


# Both squares 6 and 8 (south 6, north 8 from their owners' seats) hold clubs: heavy guns aim.
CLUB_BOARD = {
    "south": ["AS", "2S", "3S", "JS", "QS", "AC", "KS", "AD", "2D", "3D", "JD", "QD"],
    "north": ["KD", "AH", "2H", "3H", "JH", "QH", "KH", "2C", "3C", "JC", "QC", "KC"],
}


def aiming(
    hands: list[list[str]], positions: list[int], settings: list[list[str]]
) -> tabletop.State:
    """A position in the aim phase: each player's setting played from ``hands``."""
    state = tabletop.make("gunrain").new_game(
        1,
        setup={
            "board": CLUB_BOARD,
            "sides": ["south", "north"],
            "turn_player": 0,
            "positions": positions,
            "jokers_used": [True, True],
            "hands": hands,
        },
    )
    for player, moves in enumerate(settings):
        for move in moves:
            state.apply(player, move)
    assert state.phase == "aim"
    return state


def test_determinize_resamples_the_opponents_kept_card_while_aiming():
    """The kept card stays hidden after the reveal (G4's keep, seed 004): two positions that
    differ only in player 0's kept card give player 1 the same view and so the same worlds,
    and the worlds deal that card from the unseen cards (found by a review: it was copied)."""
    six, seven = (
        aiming(
            [["4C", "10S", kept], ["5D", "7D"]],
            [6, 7],
            [["act 4C+", "pay 10S", f"keep {kept}", "done"], ["done"]],
        )
        for kept in ("6H", "7H")
    )
    assert six.settings[0].keep >= 0
    assert six.view(1) == seven.view(1)
    kept_cards = set()
    for k in range(20):
        a, b = six.determinize(1, Rng(k)), seven.determinize(1, Rng(k))
        assert a.settings[0].keep == b.settings[0].keep >= 0
        assert (a.hands, a.deck) == (b.hands, b.deck)
        assert a.view(1) == six.view(1)
        kept_cards.add(a.settings[0].keep)
    assert len(kept_cards) > 5


def test_how_far_the_opponent_has_aimed_is_hidden_from_the_worlds():
    """While both aim (G6/G10's shifts, chosen in secret), the viewer sees only that the
    opponent is still aiming: positions where it has chosen none or one of its two shifts give
    the same worlds, in which it has chosen none (an audit found the worlds kept its progress,
    and a search's choice changed with it)."""

    def both_aim() -> tabletop.State:
        return aiming(
            [["4C", "5C", "10S", "10H"], ["6C", "10D", "7H"]],
            [6, 8],
            [["act 4C+", "act 5C+", "pay 10S", "pay 10H", "done"], ["act 6C+", "pay 10D", "done"]],
        )

    none_yet, one_chosen = both_aim(), both_aim()
    one_chosen.apply(0, "shift 4C left")
    assert none_yet.view(1) == one_chosen.view(1)
    for k in range(5):
        a, b = none_yet.determinize(1, Rng(k)), one_chosen.determinize(1, Rng(k))
        assert (a.aims, a.shifts) == (b.aims, b.shifts) == (none_yet.aims, ())
        assert a.legal_actions(0) == b.legal_actions(0)
    done = both_aim()
    done.apply(0, "shift 4C left")
    done.apply(0, "shift 5C none")
    directions = {done.determinize(1, Rng(k)).shifts for k in range(12)}
    assert len(directions) > 1  # a finished opponent's shifts are resampled


def test_a_world_lists_the_seats_own_shifts_in_the_order_it_chose_them():
    """The aiming view lists the seat's chosen shifts in its own order (G6, one per heavy gun
    in the order its cards were set); the worlds used to sort all shifts by card, so the view
    of a world differed from the seat's (found by the property test above)."""
    state = aiming(
        [["4C", "5C", "10S", "10H"], ["6C", "10D", "7H"]],
        [6, 8],
        [["act 5C+", "act 4C+", "pay 10S", "pay 10H", "done"], ["act 6C+", "pay 10D", "done"]],
    )
    state.apply(0, "shift 5C left")
    state.apply(0, "shift 4C none")
    chosen = [c["card"] for c in state.view(0)["aiming"]["chosen"]]
    assert chosen == ["5C", "4C"]  # not in card order
    for k in range(5):
        assert state.determinize(0, Rng(k)).view(0) == state.view(0)
    state.apply(1, "shift 6C none")  # the attack resolves: nothing left to aim
    assert state.phase != "aim"


def test_determinize_depends_only_on_the_view():
    """Worlds a seat cannot tell apart, sampled with the same generator, are the same world
    (what lets a search bot's decision depend on its view alone)."""
    for seed in range(30):
        state = random_position(seed, most=80)
        if state.is_over:
            continue
        seat = state.to_move[0]
        other = state.determinize(seat, Rng(seed + 100))
        a = state.determinize(seat, Rng(7))
        b = other.determinize(seat, Rng(7))
        assert (a.board, a.deck, a.hands, a.shifts) == (b.board, b.deck, b.hands, b.shifts)
        assert [s.placed() for s in a.settings] == [s.placed() for s in b.settings]
        assert a.rng.state == b.rng.state
