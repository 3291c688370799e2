"""Kung Fu's terminal screen and move words, rendered in-process from scenario positions."""

from __future__ import annotations

import io
import random

import pytest
from rich.console import Console

import tabletop
from tabletop.cli.screens import screen_for
from tabletop.i18n import translator
from tabletop.rulesets.kungfu import describe as kungfu_words
from tabletop.rulesets.kungfu import screen as kungfu_screen

from .helpers import QUIET, duel, fight, play, random_play


def text(renderable) -> str:
    console = Console(file=io.StringIO(), width=160, color_system=None)
    console.print(renderable)
    return " ".join(console.file.getvalue().split())


def menu(state, seat: int) -> dict[str, str]:
    view = state.view(seat)
    return {
        a.notation: kungfu_words.describe_move(view, a.notation) for a in state.legal_actions(seat)
    }


def test_the_screen_is_registered():
    assert screen_for(tabletop.engine.descriptor("kungfu")) is kungfu_screen


def test_boards_order_and_placement_with_met_conditions():
    s = duel()
    play(s, "0 put 6 K04")
    screen = text(kungfu_screen.render(s.view(0)))
    assert "Kung Fu round 3/3 place dice on the revealed cards | you are player 0" in screen
    assert "P0 20/30 4 1 0/" in screen and "P1 20/30 2 2 0/" in screen
    assert "Initiative order (lowest sum attacks first): P0 (9) -> P1 (10)" in screen
    assert "P0 K04 Tiger Claw 5 6 🤜5 6 (1 max) yes" in screen
    assert "P1 K41 Iron Shirt 4 x x 🙅3 hidden ?" in screen  # P1's placement is secret
    assert "Your dice: 1 1 2 2 3 3 6; not placed: 1 1 2 2 3 3" in screen
    assert menu(s, 1)["put 5 K41"] == "Iron Shirt (x x): dice 5"


def test_attack_words_show_the_damage_and_whose_turn_it_is():
    s = duel()
    play(s, "0 put 6 K04", "1 put 5 K41", "1 put 5 K41")
    screen = text(kungfu_screen.render(s.view(0)))
    assert "attack turn: choose a card" in screen and "waiting for 0" in screen
    assert "P1 K41 Iron Shirt 4 x x 🙅3 5 5 (2 max) yes" in screen
    assert menu(s, 0) == {"use K04 on 1": "Tiger Claw against P1 (20 HP): 7 damage if undefended"}
    play(s, "0 use K04 on 1")
    screen = text(kungfu_screen.render(s.view(1)))
    assert "P0 uses K04 Tiger Claw init 5 [🦵] 6 🤜5 against P1" in screen
    assert menu(s, 1) == {
        "defend K41": "Iron Shirt 🙅3: take 4 damage",
        "defend K39": "Raised Forearm 🙅1: take 6 damage",
        "take": "no defence: take 7 damage",
    }
    play(s, "1 defend K41")
    assert "Last: P0 used K04 Tiger Claw on P1, defended with K41: 4 damage" in text(
        kungfu_screen.render(s.view(1))
    )


def test_hit_words_and_a_counter_in_the_last_exchange():
    s = fight(
        [["K15", "K39", "K74"], ["K41", "K13", "K62"]],
        [[4, 5, 6, 1, 1, 1, 1], [1] * 7],
        [{"hit": 2, "hit_max": 2, "avo": 0}, QUIET],
    )
    play(s, "0 put 4 K15", "0 put 5 K15", "0 put 6 K15", "1 done", "0 use K15 on 1")
    words = menu(s, 0)
    assert words["hit 4+"] == "spend 1 HIT: a 4 becomes 5 (2 HIT left)"
    assert words["done"] == "attack with the dice as they are"
    s = duel(p1={"def": 9})
    play(s, "0 put 6 K04", "1 done", "0 use K04 on 1", "1 take", "1 use K01 on 0")
    assert menu(s, 0)["defend K74"] == "Echo Fist ☯1: take 3 damage, deal 1 back"
    play(s, "0 defend K74")
    screen = text(kungfu_screen.render(s.view(None)))
    assert "Last: P1 used K01 Arrow Punch on P0, defended with K74: 3 damage, counter 1 to P1" in (
        screen
    )


def test_the_choice_shows_the_hand_and_hides_the_others():
    s = tabletop.make("kungfu").new_game(3)
    hand = s.view(0)["seats"][0]["hand"]
    screen = text(kungfu_screen.render(s.view(0)))
    assert "Your hand" in screen and hand[0] in screen
    other = s.view(1)["seats"][1]["hand"]
    assert not any(card in screen for card in other)
    assert menu(s, 0)[f"choose {hand[0]}"].startswith(s.card_set.cards[s.hand[0][0]].name)
    s.apply(0, f"choose {hand[0]}")
    screen = text(kungfu_screen.render(s.view(0)))
    assert "Your picks so far (face down)" in screen and "not rolled ?" in screen
    assert hand[0] not in text(kungfu_screen.render(s.view(1)))


def test_draft_pack_and_result():
    s = tabletop.make("kungfu", players=3, draft=True).new_game(2)
    screen = text(kungfu_screen.render(s.view(1)))
    assert "draft: keep one card of your pack" in screen and "Your pack" in screen
    random_play(s, random.Random(2))
    result = text(kungfu_screen.render_result(s.result.to_dict()))
    assert kungfu_words.describe_reason(s.result.to_dict()) in result
    for p, hp in enumerate(s.hp):  # nobody named: "Player 1"... as the log says
        assert f"Player {p + 1} {hp}" in result
    assert "P0" not in result


@pytest.mark.parametrize(
    ("lang", "headline", "row"),
    [
        ("en", "Ann wins: Only Ann is left standing.", "Ann 20 winner"),
        ("ja", "アンの勝ち：残っているのはアンだけです。", "アン 20 勝者"),  # noqa: RUF001
    ],
)
def test_the_end_screen_names_the_seats(lang, headline, row):
    s = duel(p0={"atk": 30})
    play(s, "0 put 6 K04", "1 done", "0 use K04 on 1", "1 take")
    names = ["アン" if lang == "ja" else "Ann", "Bot 1 (Easy)"]
    result = text(kungfu_screen.render_result(s.result.to_dict(), translator(lang), names))
    assert result.startswith(headline) and row in result and "Bot 1 (Easy) 0" in result
    assert kungfu_words.describe_outcome(s.result.to_dict(), translator(lang), names) == headline


@pytest.mark.parametrize(("players", "draft"), [(2, False), (3, True), (5, False)])
def test_every_position_of_random_games_renders(players, draft):
    """Whatever comes up, the screen draws and every legal move gets words."""
    rnd = random.Random(players)
    s = tabletop.make("kungfu", players=players, draft=draft).new_game(players)
    while True:
        seat = s.to_move[0] if s.to_move else None
        view = s.view(seat)
        assert text(kungfu_screen.render(view))
        if s.is_over:
            assert text(kungfu_screen.render_result(s.result.to_dict()))
            break
        for action in s.legal_actions(seat):
            assert kungfu_words.describe_move(view, action.notation), action
        random_play(s, rnd, steps=1)


def test_placements_that_leave_a_card_unmet_are_marked():
    """K5: a put after which no die left could meet the card's condition fizzles as placed."""
    s = fight([["K15", "K19", "K07"], ["K41", "K39", "K62"]], [[4, 4, 4, 6, 1, 2, 3], [1] * 7])
    words = menu(s, 0)
    fizzles = ": can no longer be met, fizzles as placed"
    assert words["put 4 K15"] == "Flying Knee (x x x): dice 4"
    assert words["put 6 K15"] == "Flying Knee (x x x): dice 6" + fizzles
    assert words["put 1 K19"] == "Rising Sun Uppercut (1 2 3): dice 1"
    assert words["put 4 K19"] == "Rising Sun Uppercut (1 2 3): dice 4" + fizzles
    assert words["put 3 K07"] == "Leopard Fist (□+□ >= 9): dice 3"
    assert words["put 1 K07"] == "Leopard Fist (□+□ >= 9): dice 1" + fizzles
    assert words["done"] == (
        "done placing; dice not placed stay unused; "
        "fizzles as placed: Flying Knee, Rising Sun Uppercut, Leopard Fist"
    )
    play(s, "0 put 3 K07", "0 put 6 K07", "0 put 4 K15")
    words = menu(s, 0)
    assert words["put 4 K15"] == "Flying Knee (x x x): dice 4 4"
    assert words["put 1 K15"] == "Flying Knee (x x x): dice 1 4" + fizzles
    assert words["done"].endswith("fizzles as placed: Flying Knee, Rising Sun Uppercut")
    ja = kungfu_words.describe_move(s.view(0), "put 1 K15", translator("ja"))
    assert ja == "飛び膝蹴り(x x x)：ダイス 1 4：もう条件を満たせず、このままでは不発"  # noqa: RUF001
