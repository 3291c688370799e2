# ruff: noqa: RUF001, RUF002  (Japanese and Chinese punctuation is full width: that is the text)
"""Friday's words in every face: the move labels, the game log and the terminal screen say
what happens in the reader's language (en, ja, zh and the pseudo-locale), never in notation.

Whole games are played at every level, mostly by the heuristic (it reaches the later steps and
the pirates) with random moves mixed in, plus the final fight from scenarios; at every position
each legal move's label, each new log line and each line of the terminal screen must pass
``tests/wording.py``'s ``problems``. The screen shows a card's id only as its secondary mark
(the style ``screen.ID_MARK``): :func:`screen_lines` drops exactly the text in that style before
checking. Then one test per slip that the old words had, each failing on them.
"""

from __future__ import annotations

import io
import random
import re
from collections.abc import Iterator
from dataclasses import dataclass

import pytest
from babel.messages.extract import extract_from_dir
from rich.console import Console, RenderableType

import tabletop
from tabletop.i18n import translator
from tabletop.present.log import Entry, SeatLog, render
from tabletop.rulesets.friday import describe, heuristic, screen, texts
from tabletop.rulesets.friday import log as friday_log
from tabletop.rulesets.friday.cards import CARDS
from tabletop.rulesets.friday.rules import FridayState
from wording import problems

from .helpers import play, scenario

LOCALES = ("en", "ja", "zh", "qps")
FRIDAY_SOURCES = "src/tabletop/rulesets/friday"
# ASCII punctuation that has a full-width form in a Japanese or Chinese sentence.
ASCII_PUNCTUATION = re.compile(r"[:;,()!?\[\]|\"]")
# Friday's printed ability "Copy 1" (docs/glossary.md) is no notation in any game, but the
# shared checker reads "copy" before a number as one: it is taken out of English text only.
PRINTED_NOT_NOTATION = ("Copy 1",)
# The final fight from a scenario: the hazards are over, a deck that can win it.
PIRATE_DECK = ["H29", "H30", "H25", "H26", "H27", "H28", "H13", "H14", "H19", "H20", "H21"]
PIRATE_DECK += ["H15", "H16", "H17", "H11", "H12", "H18", "H22", "H23", "H24"]


@dataclass
class Seen:
    """What a person reads at one decision: the view, the legal notations, the log so far."""

    view: dict
    legal: list[str]
    log: list[Entry]


def _game(state: FridayState, seed: int) -> Iterator[Seen]:
    """One game to its end, mostly the heuristic's moves (one in five random)."""
    rng = random.Random(seed)
    log = SeatLog(state, 0)
    while True:
        legal = [a.notation for a in state.legal_actions(0)]
        yield Seen(state.view(0), legal, list(log.entries))
        if state.is_over:
            return
        move = rng.choice(legal) if rng.random() < 0.2 else heuristic.choose(state, 0).notation
        state.apply(0, move)
        log.advance(0, move, state)


def _pirate_setup(pirates: list[str]) -> dict:
    return {
        "step": "pirates",
        "pirates": pirates,
        "hazard_stack": [],
        "hazard_discard": ["H01", "H02"],
        "stack": PIRATE_DECK,
        "discard": [],
    }


def games() -> Iterator[tuple[str, Iterator[Seen]]]:
    """Two games at each level, the red step at levels 1 and 4, and three final fights (plain
    and special pirates)."""
    for level in (1, 2, 3, 4):
        for seed in (level, 10 + level):
            state = tabletop.make("friday", level=level).new_game(seed=seed)
            yield f"level {level} seed {seed}", _game(state, seed)
    for level in (1, 4):  # the red step, from its start
        yield f"red step level {level}", _game(scenario(step="red", level=level), level)
    for pirates in (["P01", "P06"], ["P07", "P03"], ["P09", "P10"]):
        state = scenario(**_pirate_setup(pirates), level=3)
        yield f"pirates {pirates}", _game(state, 1)


def screen_lines(renderable: RenderableType) -> list[str]:
    """The terminal's lines, without the secondary marks (the text in ``ID_MARK``'s style); wide
    enough that a line is a whole row, not a piece of one wrapped."""
    console = Console(file=io.StringIO(), width=200, color_system=None)
    kept = "".join(
        segment.text for segment in console.render(renderable) if not screen.id_marks(segment.style)
    )
    return [line.rstrip() for line in kept.splitlines() if line.strip()]


def wording_problems(text: str, locale: str, legal: list[str]) -> list[str]:
    if locale == "en":
        for printed in PRINTED_NOT_NOTATION:
            text = text.replace(printed, "")
    found = problems(text, locale, notation=legal)
    if locale in ("ja", "zh") and ASCII_PUNCTUATION.search(text):
        found.append(f"ASCII punctuation {ASCII_PUNCTUATION.findall(text)}")
    return found


@pytest.fixture(scope="module")
def played() -> list[tuple[str, list[Seen]]]:
    """Every position of every game."""
    return [(name, list(positions)) for name, positions in games()]


@pytest.mark.parametrize("locale", LOCALES)
def test_labels_log_and_screens_are_words_in_every_language(played, locale):
    t = translator(locale)
    steps_seen, pirate_fights = set(), 0
    for name, positions in played:
        logged = 0
        for index, p in enumerate(positions):
            where = (name, index, locale)
            for notation in p.legal:
                label = describe.describe_move(p.view, notation, t)
                assert label, (*where, notation)
                assert not wording_problems(label, locale, p.legal), (*where, notation, label)
            for entry in p.log[logged:]:
                line = render(entry, t)
                assert not wording_problems(line, locale, p.legal), (*where, line)
            logged = len(p.log)
            shown = screen.render(p.view, t)
            if p.view["result"] is not None:
                shown = screen.render_result(p.view["result"], t)
            for line in screen_lines(shown):
                assert not wording_problems(line, locale, p.legal), (*where, line)
            steps_seen.add(p.view["step"])
            pirate_fights += bool(p.view["fight"] and p.view["fight"]["pirate"])
    assert steps_seen == {"green", "yellow", "red", "pirates"}
    assert pirate_fights > 10


def test_the_screen_keeps_card_ids_only_as_marks(played):
    """Without its marks the screen names no card by id; with them, the ids are there, dim."""
    ids_seen = set()
    for _name, positions in played[:2]:
        for p in positions[:40]:
            console = Console(file=io.StringIO(), width=110, color_system=None)
            for segment in console.render(screen.render(p.view, translator("ja"))):
                if screen.id_marks(segment.style):
                    assert re.fullmatch(r"[RHAP]\d\d", segment.text), segment.text
                    assert segment.style.dim
                    ids_seen.add(segment.text)
    assert len(ids_seen) > 10


# --- the slips of the old words, one test each ------------------------------------------------


def _lost_at_once() -> FridayState:
    """Robinson cannot pay the loss against the Cannibals: the game is lost."""
    state = scenario(hazard_stack=["H29"], stack=["R14"], aging=[], life=0)
    return play(state, "fight H29", "draw", "stop", "end")


def test_a_lost_game_says_defeat_and_why_in_every_language():
    result = _lost_at_once().result.to_dict()
    said = {loc: describe.describe_outcome(result, translator(loc)) for loc in ("en", "ja", "zh")}
    assert said["en"] == "Robinson is lost: Robinson had to lose 6 life with only 0 left."
    assert (
        said["ja"] == "敗北：ロビンソンは力尽きた。体力が足りなかった：6失うところ、残りは0だった。"
    )
    assert said["zh"] == "游戏失败：鲁滨逊没能生还。生命点不足：需要失去6点，却只剩0点。"
    for locale, sentence in said.items():
        end_screen = " ".join(screen_lines(screen.render_result(result, translator(locale))))
        assert sentence in end_screen
        assert "勝者なし" not in end_screen and "Nobody" not in end_screen


def test_a_won_game_names_robinson_once():
    """'Robinson survives: Both pirate ships are beaten: Robinson is saved.' said it twice."""
    result = {"winners": [0], "reason_code": "pirates_beaten", "reason_values": {}}
    assert describe.describe_outcome(result) == "Robinson survives: Both pirate ships are beaten."
    ja = describe.describe_outcome(result, translator("ja"))
    assert ja.startswith("勝利：") and ja.count("ロビンソン") == 1


def test_japanese_friday_says_gino_card_never_the_chinese_rulebooks_word():
    """技能カード (seed 000:38) is the Japanese rulebook's word; 知識カード is seed 001's."""
    ja = translator("ja")
    for _file, _line, msgid, _comments, _context in extract_from_dir(
        FRIDAY_SOURCES, method_map=[("**.py", "python")]
    ):
        assert "知識" not in ja.gettext(msgid), msgid
    assert ja.gettext("if beaten: knowledge card") == "打ち勝てば得る技能カード"
    assert ja.gettext("knowledge card") == "技能カード"


def test_no_ascii_punctuation_inside_japanese_or_chinese_friday_text():
    """Every Friday message but the typed notation's help, in full-width punctuation."""
    for locale in ("ja", "zh"):
        t = translator(locale)
        for _file, _line, msgid, _comments, _context in extract_from_dir(
            FRIDAY_SOURCES, method_map=[("**.py", "python")]
        ):
            if msgid in (describe.NOTATION_HELP, texts.PIRATE_NAMED) or not msgid:
                continue
            text = re.sub(r"\{\w+\}", "", t.gettext(msgid))
            assert not ASCII_PUNCTUATION.search(text), (locale, msgid, text)


def test_card_names_are_quoted_so_the_particles_attach():
    """Old: 筏で難破船へに屈した, 悟りを使った (the name glued to its particle)."""
    state = scenario(hazard_stack=["H07", "H08"], stack=["R14", "R05"], life=10)
    log = SeatLog(state, 0)
    for move in ("fight H07", "draw", "end"):
        state.apply(0, move)
        log.advance(0, move, state)
    state = scenario(hazard_stack=["H01", "H02"], stack=["H15", "R05"], life=10)
    log_use = SeatLog(state, 0)
    for move in ("fight H01", "draw", "pay", "use H15"):
        state.apply(0, move)
        log_use.advance(0, move, state)
    entries = log.entries + log_use.entries
    lines = {loc: [render(e, translator(loc)) for e in entries] for loc in ("ja", "zh")}
    assert "ロビンソンは「筏で難破船へ」に屈した（戦闘力-1、災厄値0）。" in lines["ja"]
    assert "ロビンソンは「悟り」を使った：破壊1枚。" in lines["ja"]
    assert "鲁滨逊挑战“乘木筏去沉船”失败（战斗点数-1，危险数值0）。" in lines["zh"]
    assert "鲁滨逊使用了“领悟”：摧毁1张。" in lines["zh"]
    assert describe.describe_move(state.view(0), "on R05", translator("ja")) == "「非力」を破壊する"
    for locale in LOCALES:  # the log's quoting message sets names off as Translator.quote does
        t = translator(locale)
        assert t.gettext(friday_log.QUOTED).replace("⟦", "").replace("⟧", "") == t.quote("{name}")


def _unquoted_names(text: str, locale: str) -> list[str]:
    """Card names and hazard titles standing in ``text`` without the language's quotes."""
    t = translator(locale)
    opening = t.quote("")[0]
    names = {t.gettext(texts.card_name(c.id)) for c in CARDS if c.kind != "pirate"}
    names |= {t.gettext(texts.hazard_name(c.id)) for c in CARDS if c.hazard}
    found = []
    for name in sorted(names, key=len, reverse=True):  # "探索小岛" inside "深入探索小岛"
        for match in re.finditer(re.escape(name), text):
            if text[match.start() - 1 : match.start()] != opening:
                found.append(name)
        text = text.replace(name, "#")
    return found


@pytest.mark.parametrize("locale", ["ja", "zh"])
def test_every_name_in_a_log_line_or_a_label_is_quoted(played, locale):
    t = translator(locale)
    for name, positions in played[:4]:
        for p in positions:
            for notation in p.legal:
                label = describe.describe_move(p.view, notation, t)
                assert not _unquoted_names(label, locale), (name, notation, label)
        for entry in positions[-1].log:
            line = render(entry, t)
            assert not _unquoted_names(line, locale), (name, line)


def test_a_pirate_ship_without_a_special_rule_is_named_by_its_place_not_its_value_twice():
    """Old: ロビンソンは災厄値20の海賊船に立ち向かう：災厄値20、… (the value said twice)."""
    state = scenario(**_pirate_setup(["P01", "P06"]), level=3)
    log = SeatLog(state, 0)
    state.apply(0, "fight P01")
    log.advance(0, "fight P01", state)
    ja = render(log.entries[-1], translator("ja"))
    assert ja == "ロビンソンは1隻目の海賊船に立ち向かう（災厄値20、無償6枚）。"
    en = render(log.entries[-1], translator("en"))
    assert en == "Robinson fights the first pirate ship: hazard value 20, free cards 6."
    screen_text = " ".join(screen_lines(screen.render(state.view(0), translator("ja"))))
    assert "1隻目の海賊船に立ち向かっている：災厄値20、残りの無償6枚" in screen_text


def test_the_right_hand_draws_are_called_as_the_rulebooks_call_them():
    """追加 (seed 000:54, 追加分) and 额外 (seed 001:46) in the screen, the menu and the log;
    the terminal said 右(追加) with ASCII brackets."""
    state = scenario(hazard_stack=["H29", "H30"], stack=["R14", "R05", "R06"], life=10)
    log = SeatLog(state, 0)
    for move in ("fight H29", "draw", "stop", "pay"):
        state.apply(0, move)
        log.advance(0, move, state)
    view = state.view(0)
    for locale, word in (("ja", "追加（右）"), ("zh", "额外（右）")):
        t = translator(locale)
        assert word in " ".join(screen_lines(screen.render(view, t)))
        assert word[:2] in describe.describe_move(view, "pay", t)
        assert word[:2] in render(log.entries[-1], t)


def test_phase_and_step_are_two_words_in_chinese():
    """Friday's step is 阶段 (seed 001); a phase of the turn is never called so."""
    zh = translator("zh")
    assert all("阶段" in zh.gettext(texts.step_name(s)) for s in ("green", "yellow", "red"))
    assert not any("阶段" in zh.gettext(texts.phase_name(p)) for p in texts.PHASES)


def test_the_notation_example_is_a_friday_move():
    state = scenario(hazard_stack=["H07", "H01"])
    assert describe.NOTATION_EXAMPLE in {a.notation for a in state.legal_actions(0)}
    assert describe.NOTATION_EXAMPLE in describe.NOTATION_HELP.replace("H12", "H07")


def test_two_cards_of_one_name_are_told_apart_by_what_a_person_sees():
    """Two "Food" cards worth 0 and 1, a starting and an aging "Distracted"."""
    state = scenario(
        hazard_stack=["H29", "H30"], stack=["H07", "H01", "H11", "R14", "A05"], life=10
    )
    play(state, "fight H29", "draw", "draw", "draw", "draw", "draw", "use H07")
    menu = {m: describe.describe_move(state.view(0), m) for m in describe_legal(state)}
    assert menu["on H01"] == "Destroy Food (fighting value 0)"
    assert menu["on H11"] == "Destroy Food (fighting value 1)"
    assert menu["on R14"] == "Destroy Distracted (starting card)"
    assert menu["on A05"] == "Destroy Distracted (aging card)"
    ja = describe.describe_move(state.view(0), "on A05", translator("ja"))
    assert ja == "「散漫」（衰弱カード）を破壊する"


def describe_legal(state: FridayState) -> list[str]:
    return [a.notation for a in state.legal_actions(0)]


def test_the_one_seat_is_robinson_whatever_it_is_called():
    state = scenario(hazard_stack=["H07", "H01"])
    view = state.view(0)
    named = " ".join(screen_lines(screen.render(view, names=["Ann"])))
    assert "Ann" not in named and named == " ".join(screen_lines(screen.render(view)))
    label = describe.describe_move(view, "fight H07", names=["Ann"])
    assert label == describe.describe_move(view, "fight H07")
