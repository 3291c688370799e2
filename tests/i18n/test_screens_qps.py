"""The pseudo-locale through every terminal screen: English that never went through the
translator stays plain, outside ⟦…⟧, and this test finds it (hard-coded strings).

Random games of all three games are drawn at every step with ``qps``: the screen, every legal
move's words, the result. What may stay outside the brackets is language-neutral: notation,
card ids and card names such as 7S or QD, numbers, symbols and punctuation.
"""

from __future__ import annotations

import random
import re

import pytest
from rich.console import Console

import tabletop
from tabletop.cli.play import commands_help, rules
from tabletop.i18n import PSEUDO_LOCALE, translator
from tabletop.present import words_for
from tabletop.present.screens import screen_for
from tabletop.sim import report

QPS = translator(PSEUDO_LOCALE)
WRAPPED = re.compile(r"⟦[^⟦⟧]*⟧")
WORD = re.compile(r"[A-Za-z][A-Za-z']+")
# What is typed the same in every language: notation and its arguments, which screens quote
# as moves, and terminal play's commands.
TYPED = frozenset(
    [
        "fight",
        "skip",
        "draw",
        "pay",
        "stop",
        "use",
        "on",
        "copy",
        "put",
        "drop",
        "end",
        "zero",
        "remove",
        "done",
        "side",
        "at",
        "joker",
        "pass",
        "act",
        "keep",
        "flip",
        "swap",
        "to",
        "shift",
        "choose",
        "hit",
        "avo",
        "defend",
        "take",
        "south",
        "north",
        "ahead",
        "back",
        "left",
        "right",
        "none",
        "undo",
        "hint",
        "save",
        "FILE",
        "rules",
        "help",
        "quit",
    ]
)
CARD = re.compile(r"[RHAPK]\d\d|\d{1,2}[SCDH]|[AJQK][SCDH]")


def english_left(text: str) -> list[str]:
    """Words of ASCII letters outside every ⟦…⟧ that are neither notation nor a card."""
    while WRAPPED.search(text):
        text = WRAPPED.sub(" ", text)
    return [word for word in WORD.findall(text) if word not in TYPED and not CARD.fullmatch(word)]


def shown(*renderables) -> str:
    console = Console(record=True, width=200, color_system=None)
    for renderable in renderables:
        console.print(renderable)
    return console.export_text()


# (game, options, seed, stride): every stride-th position is drawn, from the player's side and,
# in the games with secrets, the spectator's too (Gun Rain's secret steps make long games).
GAMES = [
    ("friday", {"level": 4}, 1, 2),
    ("friday", {"level": 1}, 2, 2),
    ("gunrain", {}, 3, 4),
    ("kungfu", {"players": 3, "draft": True}, 4, 5),
    ("kungfu", {"players": 2}, 5, 3),
]


@pytest.mark.parametrize(("name", "options", "seed", "stride"), GAMES)
def test_no_english_is_left_on_any_screen_of_a_random_game(name, options, seed, stride):
    rng = random.Random(seed)
    state = tabletop.make(name, **options).new_game(seed)
    screen = screen_for(state.game.descriptor)
    words = words_for(state.game.descriptor)
    english = shown(screen.render(state.view(state.to_move[0])))
    assert english_left(english)  # the check sees English where there is some
    seen = set()
    step = 0
    while not state.is_over:
        seat = state.to_move[0]
        legal = state.legal_actions(seat)
        if step % stride == 0:
            view = state.view(seat)
            sides = [screen.render(view, QPS)]
            if state.game.num_players > 1:
                sides.append(screen.render(state.view(None), QPS))
            labels = (words.describe_move(view, a.notation, QPS) for a in legal)
            text = shown(*sides, *labels)
            left = english_left(text)
            assert not left, (left, text)
            seen.add(view["phase"])
        state.apply(seat, rng.choice(legal))
        step += 1
    result = screen.render_result(state.result.to_dict(), QPS)
    final = shown(screen.render(state.view(0), QPS), result)
    assert not english_left(final), final
    assert len(seen) >= 3  # several kinds of position, not only the first


@pytest.mark.parametrize("name", ["friday", "gunrain", "kungfu"])
def test_help_rules_and_reports_are_translated_too(name):
    state = tabletop.make(name).new_game(1)
    notation_help = QPS.gettext(words_for(state.game.descriptor).NOTATION_HELP)
    assert notation_help.startswith("⟦")
    assert not english_left(shown(commands_help(QPS), rules(state.game.descriptor, QPS)))


def test_the_simulation_and_tournament_reports_are_translated():
    plan = tabletop.sim.Plan("gunrain", {}, ("random", "random"), 4, 0)
    summary = tabletop.sim.summarize(plan, list(tabletop.sim.run(plan, 1)))
    text = shown(report.render(summary, QPS))
    assert not english_left(text.replace("random", "")), text
