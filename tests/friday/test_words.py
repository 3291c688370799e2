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
from pathlib import Path

import pytest
from babel.messages.extract import extract_from_dir
from rich.console import Console, RenderableType

import tabletop
from tabletop.i18n import translator
from tabletop.i18n.common import TERMINAL
from tabletop.present.log import Entry, SeatLog, render
from tabletop.rulesets.friday import describe, heuristic, screen, texts
from tabletop.rulesets.friday import log as friday_log
from tabletop.rulesets.friday.cards import CARDS
from tabletop.rulesets.friday.descriptor import DESCRIPTOR
from tabletop.rulesets.friday.lesson import LESSON
from tabletop.rulesets.friday.rules import FridayState
from wording import problems

from .helpers import play, scenario

# The headline the page's end panel puts above a solo game's sentence (common.js renderResult).
PANEL_HEADLINES = {"won": "Victory!", "lost": "Defeat."}

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


def _logged(state: FridayState, *moves: str) -> SeatLog:
    """Play ``moves`` from ``state``, logging them as its one seat sees them."""
    log = SeatLog(state, 0)
    for move in moves:
        state.apply(0, move)
        log.advance(0, move, state)
    return log


def test_a_lost_game_says_defeat_and_why_in_every_language():
    """J08, Z9, J43, J44, Z25: a solo defeat is 敗北 / 挑战失败 with the reason, never a missing
    winner (勝者なし, 无人获胜), and the log's last line says it in the same words: not 死亡した
    beside 力尽きた, nor 游戏失败：鲁滨逊死了 beside 没能生还; the reason has no second colon.
    ja-N02, zh-N01: the page's end panel heads the sentence with its own 敗北 / 挑战失败, so the
    page's sentence (describe_outcome) does not say it again; the terminal and the log, with no
    other headline, put it in front."""
    state = scenario(hazard_stack=["H29"], stack=["R14"], aging=[], life=0)
    log = _logged(state, "fight H29", "draw", "stop", "end")
    result = state.result.to_dict()
    page = {loc: describe.describe_outcome(result, translator(loc)) for loc in ("en", "ja", "zh")}
    panel = (Path(tabletop.__file__).parent / "server/static/js/common.js").read_text()
    assert all(f't("{words}")' in panel for words in PANEL_HEADLINES.values())
    assert page["en"] == "Robinson is lost. He had to lose 6 life with only 0 left."
    assert page["ja"] == "ロビンソンは力尽きた。体力を6失うところ、残りは0しかなかった。"
    assert page["zh"] == "鲁滨逊没能生还。需要失去6个生命点，却只剩0个。"
    headlines = {"en": "Defeat: ", "ja": "敗北：", "zh": "挑战失败："}
    for locale, sentence in page.items():
        t = translator(locale)
        headline = t.gettext(PANEL_HEADLINES["lost"])
        assert headline.rstrip(".") not in sentence  # said once, by the panel
        said = headlines[locale] + sentence
        assert describe.describe_end(result, t) == said
        end_screen = " ".join(screen_lines(screen.render_result(result, t)))
        assert said in end_screen
        assert render(log.entries[-1], t).startswith(said)
        assert not any(w in end_screen for w in ("勝者なし", "无人获胜", "Nobody", "死亡", "死了"))
        assert said.count("：") + said.count(":") == 1


def test_a_defeat_names_its_real_cause_never_a_collapse_with_life_left():
    """ja-N02: 力尽きた ("at the end of his strength") was said whatever the cause, also when
    Robinson lost to a pirate ship with life left (seed 000's 《敗北》 ②) or found the aging pile
    empty (③): each defeat says its own cause, 力尽きた / 没能生还 only for a loss of life (①)."""
    causes = {
        "pirate_unbeatable": (
            "海賊船に打ち勝てなかった。もう引けるカードも使える特殊能力もない。",
            "鲁滨逊没能战胜海盗船。已经无牌可抽，也没有能用的能力了。",
        ),
        "no_aging_card": (
            "ロビンソンの山札を作り直すとき、衰弱カードの山はもう尽きていた。",
            "需要重建鲁滨逊战斗牌库时，老化牌堆已经没有卡了。",
        ),
    }
    for code, (ja, zh) in causes.items():
        result = {"winners": [], "reason_code": code, "reason_values": {}}
        assert describe.describe_outcome(result, translator("ja")) == ja
        assert describe.describe_outcome(result, translator("zh")) == zh
        assert "力尽き" not in ja and "生还" not in zh
        assert "is lost" not in describe.describe_outcome(result)


def test_a_won_game_says_victory_and_names_robinson_once():
    """J08, Z9: a win is 勝利！ / 挑战成功！ and how Robinson escaped, his name said once."""
    result = {"winners": [0], "reason_code": "pirates_beaten", "reason_values": {}}
    assert describe.describe_outcome(result) == (
        "Robinson beats both pirate ships and escapes the island."
    )
    assert describe.describe_end(result) == (
        "Victory! Robinson beats both pirate ships and escapes the island."
    )
    ja = describe.describe_end(result, translator("ja"))
    assert ja == "勝利！ロビンソンは2隻の海賊船を撃退し、島を脱出した。"
    zh = describe.describe_end(result, translator("zh"))
    assert zh == "挑战成功！鲁滨逊战胜了两艘海盗船，逃离了荒岛。"
    for locale in ("ja", "zh"):  # the page's panel says Victory! above it
        t = translator(locale)
        assert t.gettext(PANEL_HEADLINES["won"]) not in describe.describe_outcome(result, t)


def test_japanese_friday_says_gino_card_never_the_chinese_rulebooks_word():
    """技能カード (seed 000:38) is the Japanese rulebook's word; 知識カード is seed 001's."""
    ja = translator("ja")
    for _file, _line, msgid, _comments, _context in extract_from_dir(
        FRIDAY_SOURCES, method_map=[("**.py", "python")]
    ):
        assert "知識" not in ja.gettext(msgid), msgid
    assert ja.gettext("if beaten: knowledge card") == "打ち勝てば得る技能カード"
    assert ja.gettext("knowledge card") == "技能カード"


def test_hazards_and_pirates_are_beaten_with_the_rulebooks_verb():
    """J07, Z24: 倒す / 击败 said what the rulebooks say 打ち勝つ (000) and 战胜 (001), in the
    score, the rules, the lesson and the games list alike."""
    ja, zh = translator("ja"), translator("zh")
    for _file, _line, msgid, _comments, _context in extract_from_dir(
        FRIDAY_SOURCES, method_map=[("**.py", "python")]
    ):
        if msgid:
            assert "倒" not in ja.gettext(msgid), msgid
            assert "击败" not in zh.gettext(msgid), msgid
    summary = ja.gettext(DESCRIPTOR.summary)
    assert summary.startswith("ロビンソンを島で生き延びさせ、海賊に打ち勝って")


def test_no_ascii_punctuation_inside_japanese_or_chinese_friday_text():
    """Every Friday message but the typed notation's help, in full-width punctuation."""
    for locale in ("ja", "zh"):
        t = translator(locale)
        for _file, _line, msgid, _comments, _context in extract_from_dir(
            FRIDAY_SOURCES, method_map=[("**.py", "python")]
        ):
            if msgid == describe.NOTATION_HELP or not msgid:
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
    assert "ロビンソンは「悟り」の特殊能力（破壊1枚）を使った。" in lines["ja"]
    assert "鲁滨逊挑战“乘木筏去沉船”失败（战斗点数-1，危险数值0）。" in lines["zh"]
    assert "鲁滨逊使用了“领悟”的能力（摧毁1张）。" in lines["zh"]
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


def test_a_pirate_ship_is_told_apart_by_its_hazard_value_never_named_by_its_rule():
    """J06, Z31: 先に海賊船「追加カード1枚ごとに体力2消費」に立ち向かう quoted a special rule
    as if it were the ship's name, beside another pattern for the other ship. Both choices now
    read alike, the ship by its value and its rule as a term beside its free cards; once fought,
    the log says the value once and the fight panel calls it the first ship."""
    state = scenario(**_pirate_setup(["P06", "P01"]), level=3)
    view = state.view(0)
    menus = {
        loc: [describe.describe_move(view, m, translator(loc)) for m in ("fight P06", "fight P01")]
        for loc in ("en", "ja", "zh")
    }
    assert menus["ja"] == [
        "災厄値16の海賊船（無償7枚・追加カード1枚ごとに体力2消費）に先に立ち向かう",
        "災厄値20の海賊船（無償6枚）に先に立ち向かう",
    ]
    assert menus["zh"] == [
        "先挑战危险数值16的海盗船（免费7张；每额外抽1张，需付2个生命点）",
        "先挑战危险数值20的海盗船（免费6张）",
    ]
    assert menus["en"][1] == "Fight the pirate ship of hazard value 20 first (6 free cards)"
    for loc in ("ja", "zh"):  # the rule stands as a term, not quoted as a name
        rule = translator(loc).gettext(texts.ability_label("P06"))
        assert rule in menus[loc][0] and translator(loc).quote(rule) not in menus[loc][0]
    log = _logged(state, "fight P06")
    assert render(log.entries[-1], translator("ja")) == (
        "ロビンソンは災厄値16の海賊船に立ち向かった（無償7枚）。"
    )
    assert (
        render(log.entries[-1], translator("zh")) == "鲁滨逊挑战了危险数值16的海盗船（免费7张）。"
    )
    assert render(log.entries[-1], translator("en")) == (
        "Robinson fights the pirate ship of hazard value 16: free cards 7."
    )
    panel = " ".join(screen_lines(screen.render(state.view(0), translator("ja"))))
    assert "1隻目の海賊船と戦闘中：災厄値16、無償で引ける残り7枚" in panel
    assert "「追加カード" not in panel


def test_the_pirates_special_rules_say_what_they_change():
    """Z10: 每张老化卡2点 did not say what grows, 只有一半的卡计数 was a calque; the English
    ("2 per aging card") was as cryptic. The Japanese labels are the rulebook's (000:164-176)."""
    said = {
        "P09": (
            "Hazard value +2 per aging card",
            "衰弱カード1枚ごとに災厄値+2",
            "每有1张老化卡，危险数值+2",
        ),
        "P07": (
            "Only half the fighting cards count",
            "使用可能な戦闘カードは半数",
            "战斗卡只计一半",
        ),
        "P06": (
            "Each extra card costs 2 life",
            "追加カード1枚ごとに体力2消費",
            "每额外抽1张，需付2个生命点",
        ),
    }
    for card_id, words in said.items():
        label = texts.ability_label(card_id)
        got = (label, translator("ja").gettext(label), translator("zh").gettext(label))
        assert got == words, card_id
    # A ship's rule sits in a narrow box on the phone (about 9 characters a line), and Chinese
    # short labels break only at their punctuation (style.css): a longer one has a comma where it
    # may break, never torn mid-word (每张老化卡使危险数 / 值+2).
    zh = translator("zh")
    for c in CARDS:
        label = texts.ability_label(c.id) if c.id.startswith("P") else None
        if label and len(zh.gettext(label)) > 9:
            assert "，" in zh.gettext(label), c.id


def test_the_score_is_worded_alike_on_the_page_and_in_the_terminal():
    """J07, Z24, J47: the page said 倒した海賊 / 倒していない災厄 / カードの戦闘値 (击败的海盗,
    卡牌的战斗值) and the terminal カード / 海賊 / 災厄: one wording now, the rulebook's
    (000: 打ち勝った海賊船, 打ち勝てなかった災厄カード; 001: 战胜, 战斗点数), and the total's
    "how" cell no longer says 得点 again; life counts without 点 (残り体力1につき+5)."""
    assert [part for key, part, _how in describe.BREAKDOWN if key != "total"] == [
        texts.RESULT_DETAILS[key] for key in ("cards", "aging", "pirates", "life", "hazards")
    ]
    state = scenario(hazard_stack=["H29"], stack=["R14"], aging=[], life=0)
    result = play(state, "fight H29", "draw", "stop", "end").result.to_dict()
    table = {
        loc: " ".join(screen_lines(screen.render_result(result, translator(loc))))
        for loc in ("ja", "zh")
    }
    for word in (
        "戦闘カードの戦闘力",
        "打ち勝った海賊船",
        "打ち勝てなかった災厄",
        "残り体力1につき+5",
    ):
        assert word in table["ja"], word
    for word in ("战斗卡的战斗点数", "战胜的海盗船", "未战胜的危险卡", "每剩1个生命点+5"):
        assert word in table["zh"], word
    for old in ("倒", "戦闘値", "残り体力1点", "击败", "战斗值"):
        assert old not in table["ja"] + table["zh"], old
    total = result["details"]["total"]
    assert re.search(rf"合計\s+{total}$", table["ja"]) and re.search(
        rf"合计\s+{total}$", table["zh"]
    )


def test_a_lost_fight_offers_its_removals_in_the_rulebooks_words():
    """J40, J41, Z7, Z8: 戦闘に屈した (屈する takes the hazard), 失った体力のうち1 and
    (1枚につき1) said not what was counted; 移除出游戏 said "remove" twice, 占用失去的生命点 was
    word for word. The panel names the hazard, the menu what a removal costs in life."""
    state = scenario(hazard_stack=["H07", "H08"], stack=["R14", "R05"], life=10)
    log = _logged(state, "fight H07", "draw", "end", "remove R14")
    state = scenario(hazard_stack=["H07", "H08"], stack=["R14", "R05"], life=10)
    play(state, "fight H07", "draw", "end")
    view = state.view(0)
    ja, zh = translator("ja"), translator("zh")
    assert describe.describe_move(view, "remove R14", ja) == "「散漫」を除外する（体力1ぶん）"
    assert describe.describe_move(view, "remove R14", zh) == "移除“分心”（计1点）"
    panel_ja = " ".join(screen_lines(screen.render(view, ja)))
    assert "「筏で難破船へ」に屈した。失った体力の分だけ、この戦闘のカードを除外できる" in panel_ja
    assert "（1枚につき体力1、衰弱カードは体力2。残り1）" in panel_ja
    panel_zh = " ".join(screen_lines(screen.render(view, zh)))
    assert "挑战“乘木筏去沉船”失败：失去的生命点每1个可移除本场战斗的1张卡" in panel_zh
    removed = next(e for e in log.entries if e.kind == "remove")
    assert render(removed, zh) == "鲁滨逊移除了“分心”。"
    assert render(removed, ja) == "ロビンソンは「散漫」を除外した。"
    for text in (panel_zh, describe.describe_move(view, "remove R14", zh)):
        assert "移除出" not in text and "占用" not in text


def test_chinese_life_points_are_counted_with_their_measure_word():
    """Z29: 消耗1生命点, 失去4生命点: the rulebook counts 1个生命点 (001:84)."""
    zh = translator("zh")
    for _file, _line, msgid, _comments, _context in extract_from_dir(
        FRIDAY_SOURCES, method_map=[("**.py", "python")]
    ):
        if msgid:
            assert not re.search(r"[\d}]生命点", zh.gettext(msgid)), msgid


def test_the_log_tells_what_happened_in_the_past():
    """J39, Z22: the fight began in the present tense (立ち向かう); a beaten hazard joined 卡组
    (a third word for the deck) where the rulebook puts it in the discard pile (001 §7)."""
    state = scenario(hazard_stack=["H07", "H08"], stack=["R05", "R06"], life=10)
    log = _logged(state, "fight H07", "draw", "end")
    lines = {loc: [render(e, translator(loc)) for e in log.entries] for loc in ("ja", "zh")}
    assert "ロビンソンは「筏で難破船へ」に立ち向かった（災厄値0、無償1枚）。" in lines["ja"]
    assert "鲁滨逊挑战了“乘木筏去沉船”（危险数值0，免费1张）。" in lines["zh"]
    assert "「悟り」は技能カードとなり、ロビンソンの捨て札に置かれた。" in lines["ja"]
    assert "“领悟”成为知识卡，放入鲁滨逊的战斗弃牌堆。" in lines["zh"]


def test_the_terminal_header_counts_the_pirates_beaten_and_names_robinsons_discard_pile():
    """J45, Z32: 海賊船（2隻中0隻に打ち勝った） / 海盗船（2艘中已战胜0艘）; J52: the pirate lines
    ended on their card id; Z23: a bare 弃牌堆 beside 危险弃牌堆 (001: 鲁滨逊战斗弃牌堆)."""
    view = scenario(hazard_stack=["H07", "H08"]).view(0)
    ja = " ".join(screen_lines(screen.render(view, translator("ja"))))
    zh = " ".join(screen_lines(screen.render(view, translator("zh"))))
    assert "海賊船（撃退0/2隻）：" in ja and "海盗船（已战胜0/2艘）：" in zh
    assert "鲁滨逊战斗弃牌堆：0张" in zh and "ロビンソンの捨て札：0枚" in ja
    console = Console(file=io.StringIO(), width=200, color_system=None)
    marks = [s.text for s in console.render(screen.render(view)) if screen.id_marks(s.style)]
    assert marks == ["H07", "H08"]  # the hazards offered; no pirate's id


def test_the_fight_panel_says_what_is_fought_and_the_free_cards_left():
    """J42, Z30: 今の災厄値0、残りの無償1枚 (a word salad), and four phrasings of the free draws
    left: the panel, the menu, the page and the table headings now say it one way each."""
    state = scenario(hazard_stack=["H07", "H08"], stack=["R05", "R06"], life=10)
    play(state, "fight H07")
    view = state.view(0)
    ja, zh = translator("ja"), translator("zh")
    panel = " ".join(screen_lines(screen.render(view, ja)))
    assert "「筏で難破船へ」と戦闘中：災厄値0、無償で引ける残り1枚" in panel
    assert describe.describe_move(view, "draw", zh) == "免费抽1张（剩余免费1张）"
    assert zh.format(texts.ON_THE_TABLE["free_left"], count=1) == "剩余免费1张"
    assert ja.format(texts.ON_THE_TABLE["free_left"], count=1) == "無償で引ける残り1枚"
    offer = " ".join(screen_lines(screen.render(scenario(hazard_stack=["H07", "H08"]).view(0), zh)))
    assert "免费抽牌数量" in offer and "免费张数" not in offer


def test_one_fact_reads_alike_on_the_page_and_in_the_terminal():
    """J43: あと4足りない in the terminal, あと4不足 on the page."""
    ja = translator("ja")
    assert ja.format(texts.ON_THE_TABLE["short"], count=4) == "あと4足りない"
    state = scenario(hazard_stack=["H29", "H30"], stack=["R14"], life=10)
    play(state, "fight H29", "draw")
    assert "あと6足りない" in " ".join(screen_lines(screen.render(state.view(0), ja)))


# The words of the page's board, the lobby and How to play that the readers asked for: the
# finding, the message, the language, what it says now and what it must not say.
READERS_WORDS = (
    (
        "J46",
        texts.ON_THE_TABLE["aging_owned"],
        "ja",
        "所持3枚（1枚につき-5点）",
        "1枚-5",
    ),
    ("J46", texts.ON_THE_TABLE["aging_taken"], "ja", "これまでに3枚追加", "枚数：3"),
    ("Z28", texts.ON_THE_TABLE["aging_owned"], "zh", "持有3张（每张-5分）", "鲁滨逊持有"),
    ("Z28", texts.ON_THE_TABLE["aging_taken"], "zh", "本局已加入3张", "张数"),
    ("Z27", texts.ON_THE_TABLE["stock"], "zh", "储备区：3", "储备3"),
    ("Z29", texts.ON_THE_TABLE["draw_cost"], "zh", "额外抽1张需支付3个生命点", "消耗"),
    ("Z29", texts.BOARD["pay"], "zh", "支付3个生命点抽牌", "3生命点"),
    ("Z29", texts.BOARD["end_lose"], "zh", "结束战斗：失去3个生命点", "3生命点"),
    (
        "Z21",
        texts.BOARD["prompt_hazard"],
        "zh",
        "点击要挑战的危险卡，另一张放入危险弃牌堆。",
        "被弃掉",
    ),
    ("Z23", texts.ON_THE_TABLE["discard"], "zh", "鲁滨逊战斗弃牌堆", None),
    (
        "J40",
        texts.BOARD["prompt_remove"],
        "ja",
        "災厄に屈しました。除外するカードを選び（使える体力3、衰弱カードは1枚で体力2）、"
        "最後に「残りのカードは除外しない」を押してください。",
        "戦闘に屈し",
    ),
    ("Z26", texts.LABELS["level"], "zh", "难度3", "等级"),
    ("J48", texts.HOW_TO_PLAY[1][1][2], "ja", None, "好きな順番で使います。"),
    ("J48", texts.HOW_TO_PLAY[2][1][2], "ja", None, "必ず不利に働く"),
    ("Z33", texts.HOW_TO_PLAY[1][1][1], "zh", None, "至多为危险卡的免费抽牌数量"),
    (
        "Z33",
        texts.HOW_TO_PLAY[1][1][2],
        "zh",
        "翻开的卡可按任意顺序使用能力，每张卡每场战斗限用一次。然后结束战斗。",
        None,
    ),
    ("Z65", "side", "zh", "位置", None),
    ("Z65", "marks", "zh", "状态", None),
)


@pytest.mark.parametrize(("finding", "msgid", "locale", "now", "never"), READERS_WORDS)
def test_the_words_the_readers_asked_for(finding, msgid, locale, now, never):
    said = translator(locale).format(msgid, count=3, level=3, cost=3)
    if now is not None:
        assert said == now, finding
    if never is not None:
        assert never not in said, finding


def test_the_lobby_says_friday_in_the_players_words():
    """J72: 《バカ丸出し》 where every other text quotes 「」; J74: the games list's description
    ended 〜倒しましょう。 among noun phrases; Z26: 难度 and 等级 mixed, ranges 1-4 and a calque
    (以18个生命点开始)."""
    ja, zh = translator("ja"), translator("zh")
    option = next(o for o in DESCRIPTOR.options if o.name == "level")
    assert "「バカ丸出し」" in ja.gettext(option.help) and "《" not in ja.gettext(option.help)
    assert ja.gettext(DESCRIPTOR.summary).endswith("1人用デッキ構築ゲーム。")
    assert zh.gettext(option.label) == "难度"
    help_zh = zh.gettext(option.help)
    assert "等级" not in help_zh and "1-4" not in help_zh and "难度4初始生命点为18" in help_zh


def test_the_notation_help_says_what_is_typed_in_the_players_words():
    """J10, Z63: 表記 (a calque of "notation") and 招法写法 (a chess word); Z7: 移除出游戏."""
    ja = translator("ja").gettext(describe.NOTATION_HELP)
    zh = translator("zh").gettext(describe.NOTATION_HELP)
    assert ja.startswith("フライデーのコマンド（番号の代わりに入力できる。") and "表記" not in ja
    assert zh.startswith("星期五的行动记法（可代替编号直接输入，不区分大小写）。")
    assert "招法" not in zh and "移除出" not in zh


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


def test_an_ability_used_is_told_once_and_as_a_sentence():
    """ja-N03, zh-N08: 「反復」を使った：1枚2倍 put the ability's label after a colon like a data
    field, and a heal was told twice (使った：体力+1, then 体力を1回復した); the target prompt used
    the label as a noun (“重复”的加倍1张：选择目标卡)."""
    state = scenario(hazard_stack=["H03", "H04"], stack=["R13", "R05"], life=10)
    log = _logged(state, "fight H03", "draw", "use R13")
    heal = [render(e, translator("ja")) for e in log.entries[-1:]]
    assert [e.kind for e in log.entries[-1:]] == ["heal"]
    assert heal == ["ロビンソンは「食事」を使い、体力を2回復した。"]
    assert render(log.entries[-1], translator("zh")) == "鲁滨逊使用了“进食”，获得了2个生命点。"
    state = scenario(hazard_stack=["H11", "H01"], stack=["H07", "R14", "R01"])
    play(state, "fight H11", "draw", "draw", "use H07")
    fight = state.view(0)["fight"]
    assert describe.describe_pending(fight, translator("zh")) == "“领悟”：选择要摧毁的卡。"
    assert (
        describe.describe_pending(fight, translator("ja"))
        == "「悟り」：破壊するカードを選んでください。"
    )


def test_keeping_the_cards_of_a_lost_fight_assumes_no_earlier_removal():
    """zh-N07: 其余卡牌不移除 and 鲁滨逊不再移除卡牌 said "the rest" and "no more" when nothing
    had been removed: the choice keeps the cards left in the fight, removed or not before."""
    state = scenario(hazard_stack=["H07", "H08"], stack=["R14", "R05"], life=10)
    log = _logged(state, "fight H07", "draw", "end")
    view = state.view(0)
    zh = translator("zh")
    assert describe.describe_move(view, "done", zh) == "保留场上的战斗卡"
    state.apply(0, "done")
    log.advance(0, "done", state)
    kept = next(e for e in log.entries if e.kind == "remove_done")
    assert render(kept, zh) == "鲁滨逊保留了场上的战斗卡。"
    banner = zh.format(texts.BOARD["prompt_remove"], count=1)
    assert "“保留场上的战斗卡”" in banner  # the banner names the button as it reads
    ja = translator("ja")
    assert f"「{describe.describe_move(view, 'done', ja)}」" in ja.format(
        texts.BOARD["prompt_remove"], count=1
    )
    for text in (describe.describe_move(view, "done", zh), render(kept, zh)):
        assert "其余" not in text and "不再" not in text


def test_the_second_readings_words():
    """zh-N09: the terminal said 战斗总点数 where the page says 战斗点数合计; zh-N10: the lesson's
    first step lacked 从 and said 弃掉 beside the banner's 放入危险弃牌堆; zh-N19: a bare 分 headed
    the score column; ja-N05: the solo hint's number is the search's expected reward (a lost
    game scores up to half), not a win chance, so not 勝率; J56: a phone has no click."""
    ja, zh = translator("ja"), translator("zh")
    state = scenario(hazard_stack=["H07", "H08"], stack=["R14", "R05"], life=10)
    play(state, "fight H07", "draw")
    panel = " ".join(screen_lines(screen.render(state.view(0), zh)))
    assert "战斗点数合计-1，危险数值0：还差1" in panel and "总点数" not in panel
    first = next(s.say for _, _, s in LESSON.script if s.say.startswith("Fight one of these"))
    assert zh.gettext(first).startswith("从这两张危险卡中选一张挑战，另一张放入危险弃牌堆。")
    table = screen_lines(screen.render_result(_lost_at_once().result.to_dict(), zh))
    assert any(line.split()[:3] == ["项目", "得分", "计算方式"] for line in table), table
    assert (ja.gettext(TERMINAL["hint_outlook"]), zh.gettext(TERMINAL["hint_outlook"])) == (
        "評価値",
        "评估值",
    )
    for _file, _line, msgid, _comments, _context in extract_from_dir(
        FRIDAY_SOURCES, method_map=[("**.py", "python")]
    ):
        if msgid:
            assert "クリック" not in ja.gettext(msgid), msgid
