"""The Gun Rain heuristic: legal in both seats and layouts, deterministic, fair (it decides
from the seat's view only), and better than random."""

from __future__ import annotations

import random

import pytest

import tabletop
from tabletop import bots
from tabletop.engine import Rng, State
from tabletop.rulesets.gunrain import heuristic as gunrain
from tabletop.sim.tournament import play, win_matrix

LAYOUTS = ["4x6", "6x4"]


def states(seed: int, layout: str, heuristic_seat: int) -> list[State]:
    """Every state of a game between the heuristic and random, each action checked legal."""
    state = tabletop.make("gunrain", layout=layout).new_game(seed)
    seats = {heuristic_seat: bots.make("heuristic"), 1 - heuristic_seat: bots.make("random")}
    seen = []
    while not state.is_over:
        seen.append(state.clone())
        player = state.to_move[0]
        action = seats[player].choose(state, player)
        assert action in state.legal_actions(player), (seed, layout, action)
        state.apply(player, action)
    return seen


@pytest.mark.parametrize("layout", LAYOUTS)
@pytest.mark.parametrize("seat", [0, 1])
def test_plays_only_legal_actions(layout, seat):
    for seed in range(40):
        assert states(seed, layout, seat)


def test_completes_settings_begun_by_another_player():
    """Search rollouts mix random steps into the heuristic's, even within one setting."""
    rnd = random.Random(0)
    for seed in range(20):
        state = tabletop.make("gunrain", layout=LAYOUTS[seed % 2]).new_game(seed)
        while not state.is_over:
            player = state.to_move[0]
            legal = state.legal_actions(player)
            action = rnd.choice(legal) if rnd.random() < 0.3 else gunrain.choose(state, player)
            assert action in legal
            state.apply(player, action)


@pytest.mark.parametrize("layout", LAYOUTS)
def test_same_game_same_actions(layout):
    def record(seed: int) -> dict:
        state = tabletop.make("gunrain", layout=layout).new_game(seed)
        bot = bots.make("heuristic")
        while not state.is_over:
            player = state.to_move[0]
            state.apply(player, bot.choose(state, player))
        return state.record()

    for seed in range(5):
        assert record(seed) == record(seed)


@pytest.mark.parametrize("layout", LAYOUTS)
def test_beats_random_with_seats_swapped(layout):
    names = ["heuristic", "random"]
    matches = play("gunrain", {"layout": layout}, names, games=30, seed=1, jobs=1)
    low, _ = win_matrix(names, matches)[("heuristic", "random")]["interval"]
    assert low > 0.5


@pytest.mark.parametrize("layout", LAYOUTS)
def test_fair_play_same_view_same_decision(layout):
    """Worlds the seat cannot tell apart (other hands, deck, face-down squares, the
    opponent's secret setting) get the same action."""
    for seed in range(4):
        for state in states(seed, layout, seed % 2):
            player = state.to_move[0]
            decision = gunrain.choose(state, player)
            for k in range(2):
                other = state.determinize(player, Rng(k))
                assert other.view(player) == state.view(player)
                assert gunrain.choose(other, player) == decision


def _table_from_view(view: dict) -> gunrain.Table:
    """The board as the seat's view shows it, read the slow way: what the state path must give."""
    seat, columns = view["seat"], view["columns"]
    me = view["positions"][seat] - 1
    suits = [square["suit"] for square in view["board"]]
    opened = {s for s in range(12) if suits[s] is not None}
    for act in (view["setting"] or {"actions": []})["actions"]:
        squares = [s - 1 for s in act.get("squares", [])]
        if len(squares) == 2:  # a ♥ bonus swap
            a, b = squares
            suits[a], suits[b] = suits[b], suits[a]
        elif squares:  # a ♥ flip
            opened.add(squares[0])
    enemy = [
        token["at"] - 1 - columns
        for token in view["tokens"]
        if token["owner"] != seat and 0 <= token["at"] - 1 - columns != me
    ]
    return gunrain.Table(
        columns=columns,
        suits=tuple(suits),
        opened=frozenset(opened),
        me=me,
        opp=view["positions"][1 - seat] - 1,
        start=view["starts"][seat] - 1,
        enemy=tuple(enemy),
    )


@pytest.mark.parametrize("layout", LAYOUTS)
def test_reads_from_the_state_only_what_the_view_shows(layout):
    """The setting, joker and aim read the state instead of building the view (playouts ask
    at every move): the board they read is the view's, and a world the seat cannot tell
    apart (other hands, deck, face-down squares, the opponent's setting) reads the same."""
    checked = 0
    for seed in range(4):
        for state in states(seed, layout, seed % 2):
            if state.phase not in ("set", "joker", "aim"):
                continue
            for player in state.to_move:
                table = gunrain._seat_table(state, player)
                if state.phase == "set":
                    own = state.settings[player]
                    table = gunrain._with_setting(table, own, state.side_of(player))[0]
                assert table == _table_from_view(state.view(player))
                other = state.determinize(player, Rng(seed))
                assert gunrain._seat_table(other, player) == gunrain._seat_table(state, player)
                checked += 1
    assert checked > 100


def test_guess_remakes_a_committed_setting_as_the_heuristic_would():
    """In a world sampled for the seat that sets second, the opponent's committed setting
    (dealt at random by ``determinize``) becomes the heuristic's from the same cards; the seat's
    view of the world is unchanged, and nothing changes while the opponent is still setting."""
    from tabletop.rulesets.gunrain.setting import Setting, apply_setting

    remade = 0
    for seed in range(12):
        state = tabletop.make("gunrain").new_game(seed)
        while not state.is_over and not (state.phase == "set" and state.to_move == (1,)):
            player = state.to_move[0]
            state.apply(player, gunrain.choose(state, player))
        if state.is_over:
            continue
        world = state.determinize(1, Rng(seed))
        cards = sorted(world.hands[0] + world.settings[0].placed())
        gunrain.guess(world, 1)
        assert world.view(1) == state.view(1)
        assert (
            world.settings[0].done and sorted(world.hands[0] + world.settings[0].placed()) == cards
        )
        mine = world.clone()  # the heuristic's setting from the sorted cards, step by step
        mine.hands[0], mine.settings[0] = cards, Setting()
        while not mine.settings[0].done:
            apply_setting(mine, 0, gunrain.choose(mine, 0))
        assert world.settings[0].placed() == mine.settings[0].placed()
        assert world.settings[0].dest == mine.settings[0].dest
        remade += 1
        # The first seat to set searches a world where the opponent has not set: left alone.
        first = tabletop.make("gunrain").new_game(seed)
        while first.phase != "set":
            first.apply(first.to_move[0], gunrain.choose(first, first.to_move[0]))
        world = first.determinize(0, Rng(seed))
        before = world.clone()
        gunrain.guess(world, 0)
        assert world.hands == before.hands and not world.settings[1].placed()
    assert remade >= 8
