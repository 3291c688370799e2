# ruff: noqa: RUF001  (Japanese and Chinese punctuation is full width: that is the text)
"""Kung Fu's lesson (rulesets/kungfu/lesson.py): its script is legal from its deal and walks
through the game's main decisions as its words say (three cards for the round, by attack order,
symbol, condition and box; dice placed to meet conditions, two cards left to fizzle as placed; a
defence with AVO and a counter; an attack with HIT that deals damage), the opponent plays it as
its bot would, the game is the learner's to finish afterwards, it replays identically, and its
words are words in English, Japanese, Chinese and the pseudo-locale."""

from __future__ import annotations

import re

import pytest
from tests.lessons import Moment, moments
from tests.wording import problems

from tabletop.bots import check_fits, from_spec
from tabletop.engine.records import replay
from tabletop.i18n import translator
from tabletop.present.lesson import lesson_for, progress
from tabletop.rulesets.kungfu import texts
from tabletop.rulesets.kungfu.describe import Placement, describe_move, placement
from tabletop.rulesets.kungfu.descriptor import DESCRIPTOR
from tabletop.rulesets.kungfu.lesson import CRANE, DRAGON, LESSON, THUNDER, TIDE
from tabletop.rulesets.kungfu.rules import KungFuState

LEARNER = LESSON.learner
BOT = 1 - LEARNER
NOTATIONS = tuple(notation for _, notation, _ in LESSON.script)
ASCII_PUNCTUATION = re.compile(r"[:,;()!?]")


MOMENTS = moments(LESSON)


def at(notation: str, seat: int = LEARNER, nth: int = 0) -> Moment:
    """The ``nth`` scripted move ``notation`` of ``seat`` (from 0: "put 6 K28" is played twice)."""
    found = [m for m in MOMENTS if (m.seat, m.notation) == (seat, notation)]
    assert len(found) > nth, f"{notation} of seat {seat}: {len(found)} found"
    return found[nth]


def round_cards(state: KungFuState, seat: int, viewer: int = LEARNER) -> dict[str, dict]:
    """A seat's cards of the round, by id, as ``viewer`` sees them (dice, met, used)."""
    return {card["id"]: card for card in state.view(viewer)["seats"][seat]["cards"]}


def test_the_descriptor_names_the_lesson_and_its_script_checks():
    assert lesson_for(DESCRIPTOR) is LESSON
    LESSON.check()
    assert LESSON.game == "kungfu" and LESSON.seats[LEARNER] is None
    assert LESSON.options == {} and LESSON.setup is None  # a plain 2-player deal
    check_fits(LESSON.seats[BOT], DESCRIPTOR)  # a bot spec that plays Kung Fu
    assert LESSON.steps == sum(1 for m in MOMENTS if m.seat == LEARNER) == 16


def test_the_learner_chooses_three_cards_by_symbol_initiative_condition_and_box():
    deal = MOMENTS[0].before.view(LEARNER)
    me = deal["seats"][LEARNER]
    # The symbols set the board: three Accuracy symbols, 4 HIT (the first step's reason).
    assert me["tracks"]["hit"] == 3 and me["hit"] == me["hit_max"] == 4
    assert deal["cards"][DRAGON]["symbol"] == "hit"
    chosen = [m.notation.split()[1] for m in MOMENTS if m.notation.startswith("choose")]
    assert chosen[3:] == [DRAGON, CRANE, TIDE]  # the bot's three come first: it chose in secret
    assert all(m.seat == BOT for m in MOMENTS[:3])
    facts = deal["cards"]
    assert facts[DRAGON]["box"] == {"atk": 13} and facts[DRAGON]["condition"] == "6 6 6"
    assert facts[CRANE]["box"] == {"atk": 3, "hit": 1} and facts[CRANE]["initiative"] == 5
    assert facts[TIDE]["box"] == {"counter": 4} and facts[TIDE]["condition"] == "6"
    # Revealed: the lower total (the bot's) attacks first.
    reveal = at(f"choose {TIDE}").after
    assert reveal.phase == "place"
    assert reveal.initiative == [30, 19] and reveal.order == (BOT, LEARNER)


def test_the_dice_meet_one_condition_and_leave_two_cards_to_fizzle_as_placed():
    placing = at(f"put 6 {DRAGON}").before
    assert placing.view(LEARNER)["seats"][LEARNER]["roll"] == [3, 4, 4, 4, 5, 6, 6]
    placed = at(f"put 4 {TIDE}").after
    cards = round_cards(placed, LEARNER)
    assert cards[DRAGON]["dice"] == [5, 6, 6] and cards[DRAGON]["met"] is False
    assert cards[CRANE]["dice"] == [4, 4] and cards[CRANE]["met"] is True
    assert cards[TIDE]["dice"] == [4] and cards[TIDE]["met"] is False
    # Every card is full, so placing ends by itself; the 3 stays unused.
    assert placed.pool[LEARNER] == (3,) and placed.phase == "attack"


def test_the_learner_defends_turns_the_die_with_avo_and_counters():
    attack = at("use K21 on 0", BOT).after
    assert attack.view(LEARNER)["exchange"]["card"] == THUNDER
    assert [a.notation for a in at(f"defend {TIDE}").before.legal_actions(LEARNER)] == [
        f"defend {TIDE}",
        "take",
    ]
    assert round_cards(at("avo 5+").after, LEARNER)[TIDE] == {
        "id": TIDE,
        "used": False,
        "dice": [6],
        "met": True,
    }
    after = at("done").after  # the learner's first "done": no more AVO
    last = after.view(LEARNER)["last"]
    assert last["card"] == THUNDER and last["defence"] == TIDE and last["defence_met"]
    assert (last["damage"], last["counter"]) == (4, 4)
    assert after.hp == [38, 34] and after.avo[LEARNER] == 1


def test_the_learner_attacks_with_hit_and_deals_damage():
    use = at(f"use {DRAGON} on 1")
    assert {a.notation for a in use.before.legal_actions(LEARNER)} == {
        f"use {DRAGON} on 1",
        f"use {CRANE} on 1",
    }  # a choice of cards; with two players, one target
    shifted = at("hit 5+").after
    assert round_cards(shifted, LEARNER)[DRAGON]["dice"] == [6, 6, 6]
    assert shifted.hit[LEARNER] == 3
    resolved = at("done", BOT, nth=1).after  # the bot stops spending AVO: the attack resolves
    last = resolved.view(LEARNER)["last"]
    assert last["attacker"] == LEARNER and last["card"] == DRAGON and last["met"]
    # 2 + 13 - (1 + 3): the bot's defence card, met once its AVO moved the die.
    assert last["defence"] == "K43" and last["defence_met"] and last["damage"] == 11
    assert at("avo 3+", BOT).before.view(LEARNER)["seats"][BOT]["cards"][0]["met"] is False
    assert resolved.hp == [38, 23]


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
    assert not end.is_over and end.round == 1 and end.to_move == (LEARNER,)
    assert [a.notation for a in end.legal_actions(LEARNER)] == [f"use {CRANE} on 1"]
    assert end.hp == [34, 23]  # the learner leads when taking over, as the closing words say
    last = end.view(LEARNER)["last"]
    assert (last["card"], last["defence"], last["damage"]) == ("K04", None, 4)


def test_every_step_points_at_pieces_the_learner_sees_and_names():
    """A card a step points at is one of the learner's (in hand or of the round) or a revealed
    card of the round; a die is a face the learner rolled. A card the words name is pointed at."""
    steps = [step for _, _, step in LESSON.script if step is not None]
    names = {cid: texts.CARD_NAMES[cid] for cid in (DRAGON, CRANE, TIDE, THUNDER)}
    for moment, step in zip((m for m in MOMENTS if m.seat == LEARNER), steps, strict=True):
        view = moment.before.view(LEARNER)
        seen = set(view["seats"][LEARNER]["hand"])
        for seat in view["seats"]:
            seen |= {card["id"] for card in seat["cards"] or ()}
        roll = view["seats"][LEARNER]["roll"]
        for piece in step.look:
            assert (int(piece) in roll) if piece.isdigit() else piece in seen, piece
        named = {cid for cid, name in names.items() if name in step.say}
        assert named <= set(step.look), step.say


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
        assert problems(text, locale, notation=NOTATIONS) == [], text
        if locale in ("ja", "zh"):
            assert text != msgid, f"not translated into {locale}: {msgid}"
            assert not ASCII_PUNCTUATION.search(text), text


@pytest.mark.parametrize("locale", ["ja", "zh"])
def test_cards_are_named_by_their_names_quoted(locale):
    """Each card an English sentence names is named in the translation by its own name, quoted
    as the language quotes a name (ja 「蛟龍出海」, zh “蛟龙出海”)."""
    t = translator(locale)
    for msgid in lesson_words():
        for name in texts.CARD_NAMES.values():
            if name in msgid:
                assert t.quote(t.gettext(name)) in t.gettext(msgid), (name, t.gettext(msgid))


def test_the_japanese_and_chinese_use_the_rulebooks_words():
    ja, zh = translator("ja"), translator("zh")
    assert ja.gettext(LESSON.title) == "はじめての功夫"
    assert zh.gettext(LESSON.title) == "你的第一局功夫"
    japanese = "".join(ja.gettext(m) for m in lesson_words())
    chinese = "".join(zh.gettext(m) for m in lesson_words())
    japanese_words = ("体力", "攻撃順", "発動条件", "不発", "命中", "敏捷", "反撃", "ラウンド")
    # The number at a card's top left is 出招值 (出招顺序 is the order it sets, not a number).
    chinese_words = ("体力", "出招值", "发动条件", "失效", "命中", "敏捷", "反击", "骰子")
    for word in (*japanese_words, "防御カード", "ダイス"):
        assert word in japanese, word
    for word in (*chinese_words, "防御卡", "第2轮"):
        assert word in chinese, word
    for stand_in in ("HP", "HIT", "AVO", "ATK", "DEF", "ライフ", "出招顺序"):
        assert stand_in not in japanese + chinese, stand_in


@pytest.mark.parametrize("nth", [0, 1])
def test_the_recommended_sixes_do_not_say_the_dragon_is_lost(nth):
    """The 6s the lesson asks for leave Dragon Emerges from the Sea one die short or with a 5
    that 1 HIT turns into a 6: the highlighted move must not say the card can no longer be met
    (the readers' J02 and Z1), and ja names a die's value 出目, never ダイスN (J03)."""
    moment = at(f"put 6 {DRAGON}", nth=nth)
    view = moment.before.view(LEARNER)
    english = describe_move(view, moment.notation)
    assert "no longer" not in english and "fizzle" not in english, english
    japanese = describe_move(view, moment.notation, translator("ja"))
    chinese = describe_move(view, moment.notation, translator("zh"))
    assert "出目6" in japanese and "もう発動条件を満たせ" not in japanese, japanese
    assert not re.search(r"ダイス\d", japanese), japanese
    assert "已无法" not in chinese and "失效" not in chinese, chinese


def test_the_five_on_the_dragon_is_not_met_yet_and_hit_can_meet_it():
    """After the 5, no die is left, but the learner's HIT can still turn it into a 6: the
    menu says "not met yet" and how many HIT points, the board's note the same."""
    moment = at(f"put 5 {DRAGON}")
    view = moment.before.view(LEARNER)
    assert placement(view, 5, DRAGON) == Placement("hit", 1)
    english = describe_move(view, moment.notation)
    assert english.endswith("dice 5 6 6, not met yet: 1 HIT can meet it when you attack")
    japanese = describe_move(view, moment.notation, translator("ja"))
    assert japanese.endswith("出目5・6・6、このままでは不発（攻撃時に命中1で発動）"), japanese
    chinese = describe_move(view, moment.notation, translator("zh"))
    assert chinese.endswith("骰子5、6、6，尚未满足（攻击时可用1点命中调整）"), chinese
