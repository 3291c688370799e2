"""Styles of the Kung Fu heuristic (``heuristic:style=NAME``, a search's ``style=``): the default
is ``plain``, another style changes the choice of cards and of targets, a search plays its
style everywhere it asks the heuristic, a style decides from the view alone, and a style a
game's strategy lacks is a clear error."""

from __future__ import annotations

import pytest

import tabletop
from tabletop import bots
from tabletop.engine import Rng, State
from tabletop.rulesets.kungfu import heuristic as kungfu

TUNED = kungfu.STYLES["tuned"]


def positions(players: int, seed: int, specs: list[str]) -> list[State]:
    """Every position before a move of one game of these bots."""
    state = tabletop.make("kungfu", players=players).new_game(seed)
    seat_bots = [bots.from_spec(spec, seed + seat) for seat, spec in enumerate(specs)]
    seen = []
    while not state.is_over:
        player = state.to_move[0]
        seen.append(state.clone())
        state.apply(player, seat_bots[player].choose(state, player))
    return seen


def test_plain_is_the_default_and_tuned_plays_otherwise():
    """``style=plain`` moves as the bot without a style; ``tuned`` makes other moves."""
    game = positions(4, 3, ["heuristic"] * 4)
    plain = bots.from_spec("heuristic:style=plain", 0)
    tuned = bots.from_spec("heuristic:style=tuned", 0)
    differ = 0
    for state in game:
        player = state.to_move[0]
        assert plain.choose(state, player) == kungfu.choose(state, player)
        differ += tuned.choose(state, player) != kungfu.choose(state, player)
    assert differ > 0


def test_the_style_weighs_the_choice_of_cards():
    """spare, initiative and guard price a trio: the same hand, another first pick."""
    state = tabletop.make("kungfu").new_game(4)
    plain = kungfu.choose(state, 0)
    assert kungfu.choose(state, 0, TUNED) != plain
    assert kungfu.choose(state, 0, TUNED._replace(spare=2, initiative=0.02, guard=1.5)) == plain


def test_rival_spares_a_foe_below_the_leading_foe_only_with_several_foes():
    """With several foes, ``rival`` discounts damage to a foe below the leading foe's HP; a
    duel has one foe to hit, so the target cannot change."""
    table = kungfu._table(tabletop.make("kungfu").new_game(1), 0, TUNED)
    me = {**table.me, "atk": 4, "hp": 30, "cards": [{"id": "K01", "used": False, "dice": ()}]}
    weak = {"seat": 1, "out": False, "hp": 10, "atk": 2, "def": 0, "avo": 0, "cards": []}
    strong = {"seat": 2, "out": False, "hp": 40, "atk": 2, "def": 1, "avo": 0, "cards": []}
    seats = (me, weak, strong)
    legal = ["use K01 on 1", "use K01 on 2"]

    def attack(style: kungfu.Style, foes: tuple) -> str:
        table_ = table._replace(me=me, foes=foes, seats=seats, style=style)
        return kungfu._attack(table_, legal)

    assert kungfu.STYLES["tuned"].rival > 0
    # plain hits the foe it hurts more (DEF 0); tuned the leading foe, one point less
    assert attack(kungfu.PLAIN, (weak, strong)) == "use K01 on 1"
    assert attack(TUNED, (weak, strong)) == "use K01 on 2"
    assert attack(TUNED, (weak,)) == attack(kungfu.PLAIN, (weak,))


@pytest.mark.parametrize("players", [2, 4])
def test_tuned_decides_from_the_view_alone(players):
    """Worlds the seat cannot tell from the real one get the same tuned move."""
    for state in positions(players, 11, ["heuristic:style=tuned", "random"] * (players // 2))[::3]:
        for player in state.to_move:
            action = kungfu.choose(state, player, TUNED)
            for k in range(2):
                other = state.determinize(player, Rng(k))
                assert kungfu.choose(other, player, TUNED) == action


def test_a_search_plays_its_style_in_its_playouts_and_keeps_its_move():
    """``ismcts:...:style=tuned`` asks the tuned heuristic: its policy and its guess are the
    tuned ones, and with no playout budget to disagree, its move is the tuned move."""
    state = tabletop.make("kungfu").new_game(4)
    search = bots.from_spec("ismcts:iterations=1:sweep=1:strict=1:depth=0:style=tuned", 0)
    policy = search._policy.policy(state)
    assert policy(state, 0) == kungfu.choose(state, 0, TUNED)
    assert search.choose(state, 0) == kungfu.choose(state, 0, TUNED)
    assert search._policy.guesser(state).keywords == {"style": TUNED}


@pytest.mark.parametrize(
    ("game", "spec", "message"),
    [
        ("kungfu", "heuristic:style=wild", "style for kungfu must be one of: plain, tuned"),
        (
            "friday",
            "heuristic:style=tuned",
            "heuristic style 'tuned' for friday: its heuristic has no styles, so leave style out",
        ),
        ("gunrain", "ismcts:style=tuned", "for gunrain: its heuristic has no styles, so leave"),
    ],
)
def test_a_style_the_strategy_lacks_is_refused_before_the_game(game, spec, message):
    with pytest.raises(tabletop.ConfigError, match=message):
        bots.check_fits(spec, tabletop.make(game).descriptor)


def test_the_command_line_refuses_a_missing_style_without_a_traceback(capsys):
    from tabletop.cli.main import main

    code = main(["simulate", "kungfu", "--seats", "bot:heuristic:style=wild,bot:heuristic"])
    err = capsys.readouterr().err
    assert code != 0
    assert "heuristic style for kungfu must be one of: plain, tuned; got 'wild'" in err
    assert "Traceback" not in err
