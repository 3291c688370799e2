"""Gun Rain's lesson (rulesets/gunrain/lesson.py): its script is legal from its deal and walks
through the game's main decisions as its words say (a side and a starting square, the joker, a
setting with action, cost and kept cards, a move, a light-gun hit, the opponent's heavy gun, a
dodge and a heavy gun of the learner's), the opponent plays it as its bot would, the game is
the learner's to finish afterwards, it replays identically, and its words are words in English,
Japanese, Chinese and the pseudo-locale."""

from __future__ import annotations

import re

import pytest
from tests.lessons import Moment, moments
from tests.wording import problems

from tabletop.bots import check_fits, from_spec
from tabletop.engine.records import replay
from tabletop.i18n import translator
from tabletop.present.lesson import lesson_for, progress
from tabletop.rulesets.gunrain.descriptor import DESCRIPTOR
from tabletop.rulesets.gunrain.lesson import LESSON

LEARNER = LESSON.learner
BOT = 1 - LEARNER
NOTATIONS = tuple(notation for _, notation, _ in LESSON.script)
ASCII_PUNCTUATION = re.compile(r"[:,;()!?]")


MOMENTS = moments(LESSON)


def at(notation: str, seat: int = LEARNER, turn: int | None = None) -> Moment:
    """The scripted move ``notation`` of ``seat`` (in ``turn``, if the notation recurs)."""
    found = [
        m
        for m in MOMENTS
        if (m.seat, m.notation) == (seat, notation) and turn in (None, m.before.turn)
    ]
    assert len(found) == 1, f"{notation} of seat {seat} in turn {turn}: {len(found)} found"
    return found[0]


def column(square: int) -> int:
    """A square's column on the 4x6 board, from any seat's numbers (G3)."""
    return (square - 1) % 4


def suits(cards: list[str]) -> set[str]:
    return {card[-1] for card in cards}


def test_the_descriptor_names_the_lesson_and_its_script_checks():
    assert lesson_for(DESCRIPTOR) is LESSON
    LESSON.check()
    assert LESSON.game == "gunrain" and LESSON.seats[LEARNER] is None
    check_fits(LESSON.seats[BOT], DESCRIPTOR)  # a bot spec that plays Gun Rain
    assert LESSON.steps == sum(1 for m in MOMENTS if m.seat == LEARNER)


def test_the_learner_chooses_the_side_the_square_and_the_joker():
    first = MOMENTS[0]
    assert (first.seat, first.notation) == (LEARNER, "side south")
    start = at("at 3")
    view = start.before.view(LEARNER)
    assert view["board"][2]["suit"] == "D"  # the ♦ square the words promise
    assert start.after.view(LEARNER)["starts"][LEARNER] == 3
    # The joker: the first hand has no ♠ to shoot with, the redraw can move and shoot.
    joker = at("joker")
    dealt = joker.before.view(LEARNER)["hand"]
    drawn = joker.after.view(LEARNER)["hand"]
    assert "S" not in suits(dealt) and {"S", "D"} <= suits(drawn)
    assert not set(dealt) & set(drawn) and joker.after.jokers_used[LEARNER]


def test_the_first_setting_has_actions_cost_cards_and_a_kept_card():
    last = at("to 8")
    setting = last.before.view(LEARNER)["setting"]
    assert [a["card"] for a in setting["actions"]] == ["8S", "7D"]
    assert setting["costs"] == ["4S", "7C"] and setting["keep"] == "9C"
    assert setting["required"] == 10 and setting["paid"] == 11  # the 8♠ itself pays nothing
    # The kept card is in hand at the next turn's setting, the cost cards are not.
    assert "9C" in at("act 9C").before.view(LEARNER)["hand"]
    assert {"4S", "7C"} <= set(last.after.view(LEARNER)["discard"])


def test_the_first_turn_moves_two_squares_and_hits_for_2():
    reveal = at("to 8").after.view(LEARNER)
    events = reveal["events"]
    assert {"event": "move", "player": LEARNER, "from": 3, "to": 8} in events
    assert {"event": "shot", "player": LEARNER, "card": "8S", "damage": 2} in events
    assert reveal["hp"] == [5, 3]
    bot_square = reveal["positions"][BOT]
    assert bot_square == 24 and column(bot_square) == column(8)
    assert reveal["board"][7]["suit"] == "S"  # the ♠ square's bonus made it 2
    assert reveal["turn"] == 1  # the draws wait for the bot's joker: one turn played


def test_the_opponents_setting_drops_a_heavy_gun_token_down_the_learners_column():
    reveal = at("to 8").after.view(LEARNER)
    assert reveal["revealed"][BOT]["actions"][1] == {"card": "5C", "bonus": False}
    assert {"event": "token", "player": BOT, "card": "5C", "at": 20} in reveal["events"]
    step = at("act 6D")
    view = step.before.view(LEARNER)
    assert view["tokens"] == [{"card": "5C", "owner": BOT, "at": 20}]
    assert column(20) == column(view["positions"][LEARNER])  # the danger the step explains


def test_the_second_turn_steps_aside_places_a_heavy_gun_and_the_bots_shots_miss():
    last = at("to 7")
    setting = last.before.view(LEARNER)["setting"]
    assert [a["card"] for a in setting["actions"]] == ["6D", "9C"]
    assert setting["costs"] == ["6C"] and setting["keep"] == "10S"
    reveal = last.after.view(LEARNER)
    events = reveal["events"]
    assert {"event": "token", "player": LEARNER, "card": "9C", "at": 11} in events
    shots = [e for e in events if e["event"] == "shot"]
    assert [(s["player"], s["damage"]) for s in shots] == [(BOT, 0), (BOT, 0)]
    assert reveal["hp"] == [5, 3]
    assert column(reveal["positions"][LEARNER]) != column(reveal["positions"][BOT])


def test_the_opponent_plays_the_moves_its_bot_plays():
    """The script's opponent is the bot the learner then plays on against: its scripted
    moves are the ones that bot chooses there, so the lesson shows it as it plays."""
    bot = from_spec(LESSON.seats[BOT], 0)
    for moment in MOMENTS:
        if moment.seat == BOT:
            assert bot.choose(moment.before, BOT).notation == moment.notation


def test_the_learner_finishes_the_game_freely():
    end = MOMENTS[-1].after
    actions = [(m.seat, m.notation) for m in MOMENTS]
    assert progress(LESSON, actions).done
    assert not end.is_over and LEARNER in end.to_move and end.legal_actions(LEARNER)
    assert end.view(LEARNER)["hp"] == [5, 3]  # the learner leads when taking over


def test_every_step_points_at_pieces_the_learner_sees():
    """A card a step points at is in the learner's hand (or a token on the board); a square is
    one of the 24 the board numbers."""
    steps = (step for _, _, step in LESSON.script if step is not None)
    for moment, step in zip((m for m in MOMENTS if m.seat == LEARNER), steps, strict=True):
        view = moment.before.view(LEARNER)
        seen = set(view["hand"]) | {token["card"] for token in view["tokens"]}
        for piece in step.look:
            assert (1 <= int(piece) <= 24) if piece.isdigit() else piece in seen, piece


def test_the_script_replays_identically_from_the_deal():
    again = moments(LESSON)
    assert [m.after.view(LEARNER) for m in again] == [m.after.view(LEARNER) for m in MOMENTS]
    record = MOMENTS[-1].after.record()
    assert record["seed"] == LESSON.seed and record["setup"] is None
    assert replay(record).view(LEARNER) == MOMENTS[-1].after.view(LEARNER)


def lesson_words() -> list[str]:
    steps = [step.say for _, _, step in LESSON.script if step is not None]
    return [LESSON.title, LESSON.intro, *steps, LESSON.closing]


@pytest.mark.parametrize("locale", ["en", "ja", "zh", "qps"])
def test_the_lessons_words_are_words_in_each_language(locale):
    t = translator(locale)
    for msgid in lesson_words():
        text = t.gettext(msgid)
        assert problems(text, locale, notation=NOTATIONS, allowed=("HP",)) == [], text
        if locale in ("ja", "zh"):
            assert text != msgid, f"not translated into {locale}: {msgid}"
            assert not ASCII_PUNCTUATION.search(text), text


def test_the_japanese_and_chinese_use_the_rulebooks_words():
    ja, zh = translator("ja"), translator("zh")
    assert ja.gettext(LESSON.title) == "はじめてのガン・レイン"
    japanese = "".join(ja.gettext(m) for m in lesson_words())
    chinese = "".join(zh.gettext(m) for m in lesson_words())
    for word in ("ライトガン", "ヘビーガン", "ヘビーガントークン", "コスト", "セット", "自陣"):
        assert word in japanese, word
    for word in ("轻枪", "重枪", "重枪标记", "费用", "盖放", "己方阵地", "鬼牌"):
        assert word in chinese, word
    assert "ガンレイン" not in japanese and "体力" not in japanese + chinese
