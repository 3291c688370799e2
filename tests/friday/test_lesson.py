# ruff: noqa: RUF001, RUF002  (Japanese and Chinese punctuation is full width: that is the text)
"""Friday's lesson (rulesets/friday/lesson.py): its script is legal from its deal and walks
through a first game's main decisions (a hazard chosen, free draws, life paid for a card, a
knowledge card's ability, a fight won and one lost with a card removed, the pirates), it hands
over a game a newcomer then wins, and its words are words in every language."""

from __future__ import annotations

import pytest

import tabletop
from tabletop.engine.records import replay
from tabletop.i18n import translator
from tabletop.present.lesson import lesson_for, progress
from tabletop.rulesets.friday import texts
from tabletop.rulesets.friday.cards import BY_ID, CARDS
from tabletop.rulesets.friday.lesson import LESSON
from wording import problems

LOCALES = ("en", "ja", "zh", "qps")
# Reading speed of a Japanese player (characters a minute), and the guided part's budget: a
# first game, its free end included, should take five to ten minutes.
JA_CHARACTERS_A_MINUTE = 400
READING_MINUTES = 4


def played():
    """The lesson's game after each move of its script: (notation, view before, view after)."""
    state = LESSON.new_game()
    for seat, notation, _ in LESSON.script:
        before = state.view(0)
        state.apply(seat, notation)
        yield notation, before, state.view(0)


def fight_cards(view: dict) -> dict[str, dict]:
    fight = view["fight"]
    return {card["id"]: card for card in fight["left"] + fight["right"]}


def test_the_script_is_legal_from_the_deal_and_named_by_the_descriptor():
    LESSON.check()
    assert lesson_for(tabletop.engine.descriptor("friday")) is LESSON
    assert LESSON.learner == 0 and LESSON.steps == len(LESSON.script) == 17


def test_the_deal_is_late_in_the_game_so_the_pirates_come_after_two_fights():
    start = LESSON.new_game().view(0)
    assert (start["step"], start["hazard_stack"], start["offer"]) == ("red", 2, ["H13", "H28"])
    fights = [n for n, before, _ in played() if before["phase"] == "hazard"]
    assert fights == ["fight H13", "fight H03"]


def test_the_script_walks_through_the_main_decisions():
    seen = {}
    for notation, before, after in played():
        if notation == "pay":
            seen["pay"] = (before["life"] - after["life"], after["fight"]["right"][0]["id"])
        elif notation == "on R01":
            seen["double"] = (fight_cards(after)["R01"]["doubled"], after["fight"]["total"])
        elif notation == "end" and after["phase"] == "hazard":
            seen["won"] = after["discard"]
        elif notation == "end" and after["phase"] == "remove":
            seen["lost"] = (before["life"] - after["life"], after["fight"]["removal_budget"])
        elif notation == "remove A01":
            seen["removed"] = (after["removed"], after["phase"])
        elif notation == "fight P06":
            seen["pirate"] = (before["phase"], after["fight"]["pirate"], after["fight"]["value"])
        elif notation == "on A06":
            seen["destroyed"] = (fight_cards(after)["A06"]["destroyed"], after["fight"]["total"])
    # Life paid for a card, which comes on the right: Repeat, a knowledge card.
    assert seen["pay"] == (1, "H18")
    # Repeat's ability doubles Genius: 4 + 1 + 1 reaches the 6 of Exploring the island.
    assert seen["double"] == (True, 6)
    # The won hazard joins the discard pile as a knowledge card, with the fight's cards.
    assert {"H13", "R01", "R02", "H18"} <= set(seen["won"])
    # The lost raft: 3 life, and a budget of 3 that removes Scared (2) from the game.
    assert seen["lost"] == (3, 3)
    assert "A01" in seen["removed"][0] and seen["removed"][1] == "pirate"
    # The pirates, chosen from the pirate phase: 16 to reach.
    assert seen["pirate"] == ("pirate", True, 16)
    # Realization destroys Stupid: its -2 no longer counts (4 + 0 + 3).
    assert seen["destroyed"] == (True, 7)


def test_the_learner_takes_over_a_game_not_over_with_moves_to_play():
    state = LESSON.new_game()
    for seat, notation, _ in LESSON.script:
        state.apply(seat, notation)
    assert not state.is_over and state.legal_actions(LESSON.learner)
    assert state.view(0)["life"] == 12 and state.view(0)["fight"]["pirate"]
    moves = [(seat, notation) for seat, notation, _ in LESSON.script]
    assert progress(LESSON, moves).done


def newcomer(view: dict, moves: list[str], abilities: bool = True) -> str:
    """What a player who has just had the lesson does, from what the board shows: draw every
    free card, use the abilities (destroy or exchange only a card worth less than 1, double the
    best) unless ``abilities`` is False, pay when short, end the fight as soon as the total is
    enough."""
    fight = view["fight"]
    if fight is None:  # the pirate phase: the first ship offered
        return moves[0]
    worth = {card["id"]: card["value"] for card in fight["left"] + fight["right"]}
    pending = fight["pending"]
    if pending is not None:
        if pending["kind"] == "target":
            best = max if pending["ability"] == "double" else min
            targets = [move for move in moves if move.startswith("on ")]
            return best(targets, key=lambda move: worth[move.split()[1]])
        for wanted in ("draw", "done"):  # +2 cards' second card; no second exchange
            if wanted in moves:
                return wanted
        return moves[0]  # sort: back in the order seen; copy: the first card
    if "end" in moves and fight["total"] >= fight["value"]:
        return "end"
    if "draw" in moves:
        return "draw"
    for move in moves if abilities else ():
        if move.startswith("use "):
            harms = CARDS[BY_ID[move.split()[1]]].ability in ("destroy", "exchange", "exchange x2")
            if not harms or min(worth.values()) < 1:
                return move
    return "pay" if "pay" in moves else moves[0]


@pytest.mark.parametrize(("abilities", "life_left"), [(True, 13), (False, 3)])
def test_a_newcomer_who_takes_over_wins(abilities, life_left):
    """The free end is fair: the abilities the lesson showed win it with life to spare, and a
    newcomer who forgets them still wins by paying life."""
    state = LESSON.new_game()
    for seat, notation, _ in LESSON.script:
        state.apply(seat, notation)
    while not state.is_over:
        moves = [action.notation for action in state.legal_actions(0)]
        state.apply(0, newcomer(state.view(0), moves, abilities))
    assert state.result.winners == (0,)
    assert state.result.details["pirates"] == 30 and state.view(0)["life"] == life_left


def test_the_script_replays_identically_from_the_deal():
    first, second = list(played()), list(played())
    assert first == second
    state = LESSON.new_game()
    for seat, notation, _ in LESSON.script:
        state.apply(seat, notation)
    again = replay(state.record())
    assert again.view(0) == first[-1][2] == state.view(0)


def lesson_texts() -> list[tuple[str, list[str], tuple[str, ...]]]:
    """(msgid, the notation of the moves then open, the cards looked at) of every text the
    lesson shows: title, intro, each step, closing."""
    state = LESSON.new_game()
    shown = [(LESSON.title, [], ()), (LESSON.intro, [], ())]
    for seat, notation, step in LESSON.script:
        legal = [action.notation for action in state.legal_actions(seat)]
        shown.append((step.say, [notation, *legal], step.look))
        state.apply(seat, notation)
    shown.append((LESSON.closing, [a.notation for a in state.legal_actions(0)], ()))
    return shown


@pytest.mark.parametrize("locale", LOCALES)
def test_every_text_of_the_lesson_is_words(locale):
    t = translator(locale)
    for msgid, notation, _ in lesson_texts():
        text = t.gettext(msgid)
        assert not problems(text, locale, notation=notation), (locale, msgid, text)
        if locale in ("ja", "zh"):
            assert t.has(msgid), (locale, msgid)


@pytest.mark.parametrize("locale", ("ja", "zh"))
def test_cards_are_named_as_the_board_names_them_and_quoted(locale):
    """A card a step points at and names in English is named in the translation by its own
    translated name, in the language's quotation marks."""
    t = translator(locale)
    checked = 0
    for msgid, _, look in lesson_texts():
        for card in look:
            for name in (texts.card_name(card), texts.hazard_name(card)):
                if name and name in msgid:
                    assert t.quote(t.gettext(name)) in t.gettext(msgid), (locale, name, msgid)
                    checked += 1
    assert checked >= 14


def test_the_guided_part_reads_in_a_few_minutes():
    t = translator("ja")
    characters = sum(len(t.gettext(msgid)) for msgid, _, _ in lesson_texts())
    assert characters <= JA_CHARACTERS_A_MINUTE * READING_MINUTES


def _step_text(notation: str, locale: str) -> str:
    """The words of the script's step that plays ``notation`` (its first such step)."""
    step = next(step for _, played, step in LESSON.script if played == notation)
    return translator(locale).gettext(step.say)


def test_the_steps_the_readers_marked_read_as_a_player_writes():
    """J53: the title quoted the game's name (はじめての「フライデー」, “星期五”入门); J49: an
    English apposition (「反復」は技能カード、以前…); Z36: ：用吧 and 翻倍 beside the menu's
    加倍; J50: その1 said not what was counted; Z7: 移出游戏 beside the rulebook's 移除."""
    ja, zh = translator("ja"), translator("zh")
    assert (ja.gettext(LESSON.title), zh.gettext(LESSON.title)) == (
        "はじめてのフライデー",
        "你的第一局星期五",
    )
    assert _step_text("use H18", "ja").startswith("「反復」は技能カードです。以前に打ち勝った")
    assert _step_text("use H18", "zh").endswith("战斗点数加倍，现在就用它吧。")
    assert "翻倍" not in _step_text("on R01", "zh")
    removal = _step_text("remove A01", "ja")
    assert "失った体力1につき、この戦闘のカード1枚を除外できます" in removal
    assert "その1" not in removal
    for _, _, step in LESSON.script:
        assert "移出" not in zh.gettext(step.say), step.say
