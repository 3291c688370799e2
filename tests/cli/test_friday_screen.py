"""Friday's screen and move words, rendered in-process from scenario positions."""

from __future__ import annotations

import io
import random
import re
from types import SimpleNamespace

import pytest
from rich.console import Console

import tabletop
from tabletop.present import GenericWords, words_for
from tabletop.present.screens import GenericScreen, screen_for
from tabletop.rulesets.friday import describe as friday_words
from tabletop.rulesets.friday import screen as friday_screen

from .fake_duel import DuelGame


def text(renderable) -> str:
    console = Console(file=io.StringIO(), width=150, color_system=None)
    console.print(renderable)
    return " ".join(console.file.getvalue().split())


def position(setup: dict, *moves: str, level: int = 1):
    state = tabletop.make("friday", level=level).new_game(seed=1, setup=setup)
    for move in moves:
        state.apply(0, move)
    return state


def menu(state) -> dict[str, str]:
    view = state.view(0)
    return {
        a.notation: friday_words.describe_move(view, a.notation) for a in state.legal_actions(0)
    }


DESTROY = {"hazard_stack": ["H11", "H01"], "stack": ["H07", "R14", "R01", "R02", "R05"]}


def test_fight_cards_marks_and_pending_target():
    state = position(DESTROY, "fight H11", "draw", "draw")
    screen = text(friday_screen.render(state.view(0)))
    assert "Fighting Exploring the island: hazard value 1 now, free cards left 0 H11" in screen
    assert "Free (left) Realization 0 Destroy 1 H07" in screen
    assert "Free (left) Distracted -1 R14" in screen
    assert "Fighting total -1, hazard value 1: 2 short" in screen
    assert menu(state)["use H07"] == "Use Realization: destroy 1 card"
    state.apply(0, "use H07")
    screen = text(friday_screen.render(state.view(0)))
    assert "Realization: choose the card to destroy." in screen
    assert menu(state) == {"on R14": "Destroy Distracted"}
    state.apply(0, "on R14")
    screen = text(friday_screen.render(state.view(0)))
    assert "Realization 0 Destroy 1 used H07" in screen
    assert "Distracted -1 destroyed R14" in screen
    assert "Fighting total 0, hazard value 1: 1 short" in screen
    assert menu(state)["end"] == "End the fight and lose 1 life: fighting total 0, hazard value 1"


def test_loss_shows_the_removal_budget():
    state = position(DESTROY, "fight H11", "draw", "draw", "end")
    screen = text(friday_screen.render(state.view(0)))
    assert "Life 18/22" in screen
    assert (
        "Lost against Exploring the island: the life lost may remove this fight's cards from"
        " the game, 1 life per card and 2 per aging card (2 left)." in screen
    )
    assert menu(state) == {
        "remove H07": "Remove Realization from the game (1 of the life lost)",
        "remove R14": "Remove Distracted from the game (1 of the life lost)",
        "done": "Keep the cards left in the fight",
    }


def test_hazard_offer_and_known_stack_cards():
    state = position({"hazard_stack": ["H25", "H03"], "step": "yellow"}, level=4)
    screen = text(friday_screen.render(state.view(0)))
    assert "Friday Level 4 Yellow step Life 18/20" in screen
    assert "Wild animals 7 4 Realization 3 Destroy 1 H25" in screen
    assert "With the raft to the wreck 1 1 Equipment 0 +2 cards H03" in screen
    assert menu(state)["fight H03"] == (
        "Fight With the raft to the wreck: hazard value 1, free cards 1; if beaten, "
        "Equipment (fighting value 0, +2 cards)"
    )


def test_pirates_with_computed_values():
    setup = {
        "step": "pirates",
        "hazard_stack": [],
        "hazard_discard": ["H29", "H01"],  # red values 14 + 3, free cards 5 + 1
        "pirates": ["P09", "P10"],
    }
    state = position(setup, level=2)
    screen = text(friday_screen.render(state.view(0)))
    assert "Pirate ships, 0 of 2 beaten:" in screen
    # A ship is told apart by its value, its rule said as a term of the fight; no id (J52).
    assert "Hazard value: 2 Free cards: 5 Hazard value +2 per aging card" in screen
    assert "Hazard value: 17 Free cards: 6 Fight all remaining hazards" in screen
    assert not re.search(r"P\d\d", screen)
    assert "choose which pirate ship to fight first" in screen
    assert menu(state)["fight P09"] == (
        "Fight the pirate ship of hazard value 2 first (5 free cards, special rule: Hazard value"
        " +2 per aging card)"
    )
    assert menu(state)["fight P10"] == (
        "Fight the pirate ship of hazard value 17 first (6 free cards, special rule: Fight all"
        " remaining hazards)"
    )


def test_result_breakdown():
    state = position({"hazard_stack": ["H29"], "stack": ["R14"], "aging": [], "life": 0})
    state.apply(0, "fight H29")
    while not state.is_over:
        state.apply(0, state.legal_actions(0)[-1])
    screen = text(friday_screen.render_result(state.result.to_dict()))
    details = state.result.details
    reason = friday_words.describe_reason(state.result.to_dict())
    assert f"Defeat: {reason}" in screen
    parts = ("fighting values of the cards", "aging cards", "pirates beaten", "life left")
    for key, part in zip(("cards", "aging", "pirates", "life"), parts, strict=True):
        assert f"{part} {details[key]} " in screen
    assert f"hazards not beaten {details['hazards']} " in screen
    assert screen.endswith(f"total {details['total']}")  # the total's "how" says nothing


@pytest.mark.parametrize("level", [1, 2, 3, 4])
def test_every_position_of_random_games_renders(level):
    """Whatever comes up, the screen draws and every legal move gets words."""
    rng = random.Random(level)
    for _ in range(3):
        state = tabletop.make("friday", level=level).new_game(seed=rng.randrange(1000))
        while True:
            view = state.view(0)
            assert text(friday_screen.render(view))
            if state.is_over:
                assert "Score" in text(friday_screen.render_result(state.result.to_dict()))
                break
            legal = state.legal_actions(0)
            for action in legal:
                assert friday_words.describe_move(view, action.notation), action
            state.apply(0, rng.choice(legal))


def test_games_without_a_screen_fall_back_to_the_view():
    assert screen_for(tabletop.engine.descriptor("friday")) is friday_screen
    screen = screen_for(DuelGame.descriptor)  # a game without a screen of its own
    assert isinstance(screen, GenericScreen) and screen.words is GenericWords
    assert "'life': 3" in text(screen.render({"life": 3}))
    result = {"winners": [0], "scores": [5], "reason": "done", "details": {"bonus": 5}}
    assert re.search(r"bonus\W+5", text(screen.render_result(result)))
    words = words_for(DuelGame.descriptor)  # nor words of its own: the notation speaks
    assert words is GenericWords and words.describe_move({"life": 3}, "pick 1") == ""
    assert text(screen.render_result(result)).startswith("Result: done")  # the reason


def test_a_game_with_words_but_no_screen_heads_its_result_with_its_outcome():
    """A plug-in with a describe module and no screen: the terminal's result says the game's
    outcome in its words, as the browser's end screen does."""
    words = SimpleNamespace(describe_outcome=lambda result, t, names: f"{names[0]} outbid all")
    screen = GenericScreen(words)
    result = {"winners": [0], "scores": [5, 1], "reason": "more prize points", "details": {}}
    shown = text(screen.render_result(result, names=["Ann", "Ben"]))
    assert shown.startswith("Result: Ann outbid all") and "more prize points" not in shown


def test_tied_highest_card_choice_and_skip():
    setup = {
        "step": "yellow",
        "hazard_stack": ["H29", "H01"],
        "stack": ["A01", "H18", "R01", "H13"],
    }
    state = position(
        setup, "fight H29", "draw", "draw", "draw", "draw", "use H18", "on R01", "stop", "end"
    )
    screen = text(friday_screen.render(state.view(0)))
    assert "Tied highest cards: choose which one counts 0." in screen
    assert "Genius 2 doubled R01" in screen
    assert menu(state) == {"zero R01": "Let Genius count 0", "zero H13": "Let Weapon count 0"}
    state = position({"hazard_stack": ["H01"]})
    assert menu(state)["skip"] == "Discard With the raft to the wreck without fighting it"


def test_sort_answers_in_words():
    setup = {"hazard_stack": ["H01", "H02"], "stack": ["H24", "R05"]}
    state = position(setup, "fight H01", "draw", "use H24")
    assert menu(state) == {
        "put R05": "Put Weak back on top of the stack",
        "put drop R05": "Discard Weak",
    }
