# ruff: noqa: RUF001  (the marks of Japanese and Chinese are full width)
"""The style every message follows (docs/i18n-style.md), checked over the catalogs.

Each test is one rule; a failure lists every entry that breaks it, under the module that owns
the entry (``catalog_rules.report``), with the part that breaks it. The notation help texts
(each game's ``NOTATION_HELP``, found by name) document what a person types: their example lines
keep ASCII punctuation and notation, and only they.
"""

from __future__ import annotations

import re

import pytest

from tabletop import i18n
from wording import CARD_ID, PLAYING_CARD, notation_tokens

from .catalog_rules import (
    CJK,
    HAS_CJK,
    LOCALES,
    SEPARATORS,
    TYPED,
    Violation,
    around,
    entries,
    notation_helps,
    report,
    without_placeholders,
)

TRANSLATED = ("ja", "zh")

# ASCII punctuation of a sentence, where it stands in a Japanese or Chinese one.
ASCII_PUNCTUATION = re.compile(r"[:,;()!?]")
FULL_STOP_AFTER_CJK = re.compile(f"(?<=[{CJK}])\\.(?![.A-Za-z0-9])")  # not .jsonl, 1.5
# What is typed keeps its ASCII: punctuation between two characters of a typed thing
# (9,10,11,12, ray://HOST:PORT, random,heuristic), a call (clone()), a JSON value
# (['south', 'north'], {{card, owner, at}}); so does the rulebook's own "HP:5" (004:24).
TYPED_CHARACTER = "A-Za-z0-9_'/.*\\[\\]\\-"
TYPED_PUNCTUATION = re.compile(f"(?<=[{TYPED_CHARACTER}])[:,;!?](?=[{TYPED_CHARACTER}])")
TYPED_VALUE = re.compile(r"\w+\(\)|\[[ -~]*\]|\{\{[ -~]*\}\}", re.ASCII)
# A space between a Japanese or Chinese character and a number; in a game's words also a
# placeholder (there a number, or a name the quotes set off: 「{card}」を使った). Elsewhere (the
# tools' messages) a placeholder holds a path, an option or a value typed, which a space may set
# off.
# (Each a lookahead holding a group: "償 {…} 枚" is two matches, 償 {…} and {…} 枚.)
SPACED_NUMBER = re.compile(f"(?=([{CJK}] +[0-9]|[0-9] +[{CJK}]))")
SPACED_PLACEHOLDER = re.compile(f"(?=([{CJK}] +\\0|\\0 +[{CJK}]))")
# A word said twice in a row: 攻撃攻撃, ダイスダイス, "the the". In Japanese and Chinese, two or
# more kana or kanji said again at once, but what the languages double themselves: hiragana
# alone (いろいろ, まだまだ) and "one by one" (一つ一つ, 一张一张).
DOUBLED_CJK = re.compile(r"([\u3040-\u30fa\u3400-\u9fff]{2,})\1")
HIRAGANA = re.compile(r"[\u3040-\u309f]+")
DOUBLED_ENGLISH = re.compile(r"\b([A-Za-z]{2,}) \1\b", re.IGNORECASE)
# Pictographs a colour-emoji font draws (💧🤜🙅👁🦵❌☯...): the supplementary planes' symbols,
# the emoji variation selector, and the BMP's miscellaneous symbols and dingbats, but the stars
# ★☆ (U+2605, U+2606) and the card suits ♠♡♢♣♤♥♦♧ (U+2660-U+2667), which are text.
EMOJI = re.compile(
    "[\U0001f000-\U0001faff\ufe0f\u2600-\u2604\u2607-\u265f\u2668-\u27bf"
    "\u2b1b\u2b1c\u2b50\u2b55\u231a\u231b\u23e9-\u23fa]"
)
# A seat written as the notation numbers it, from 0: P0, P{player}, "Player 0".
ZERO_BASED_SEAT = re.compile(
    r"(?<![A-Za-z0-9])P(?:\0|\d)(?!\d)|(?:[Pp]layer|プレイヤー|玩家) ?0(?!\d)"
)
# A message that is a piece of a sentence, glued to another at run time: it starts with a
# space or a sentence's punctuation, or ends with a space (but a prompt's, after its ">").
FRAGMENT = re.compile(r"^[\s,;:.)]|(?<!>)\s$")


def violations(locales, check) -> list[Violation]:
    """Every (entry, locale) for which ``check(entry, text)`` finds something: a Violation that
    shows the text (around what was found, if long) and what was found."""
    found = []
    for entry in entries():
        for locale in locales:
            spans = check(entry, entry.text(locale))
            if spans:
                found.append(Violation(entry, locale, shown(spans)))
    return found


def matches(pattern: re.Pattern[str], text: str) -> list[tuple[str, int, int]]:
    """(text, start, end) of each match of ``pattern`` in ``text`` (of its group, if it has
    one)."""
    group = 1 if pattern.groups else 0
    return [(text, *m.span(group)) for m in pattern.finditer(text)]


def shown(spans: list[tuple[str, int, int]]) -> str:
    """The text of the first span, around the spans if it is long, then what the spans hold."""
    text = spans[0][0]
    start, end = min(s for _, s, _ in spans), max(e for _, _, e in spans)
    what = " ".join(dict.fromkeys(repr(t[s:e].replace("\0", "{…}")) for t, s, e in spans))
    return f"{around(text, start, end, margin=max(8, (70 - end + start) // 2))}   ← {what}"


def doubled_words(text: str) -> list[tuple[str, int, int]]:
    """The words of ``text`` said twice in a row (DOUBLED_CJK, DOUBLED_ENGLISH)."""
    found = [
        (text, m.start(), m.end())
        for m in DOUBLED_CJK.finditer(text)
        if not HIRAGANA.fullmatch(m.group(1)) and not m.group(1).startswith("一")
    ]
    return found + matches(DOUBLED_ENGLISH, text)


def fail_with(found: str) -> None:
    """Fail with the report alone (the list is the message)."""
    if found:
        pytest.fail(found, pytrace=False)


def test_the_notation_help_texts_are_found_by_name() -> None:
    """One per game and the generic one, each a message of the template: no other text is let
    off the punctuation and notation rules."""
    helps = notation_helps()
    template = {entry.msgid for entry in entries()}
    assert len(helps) >= 4 and helps <= template
    assert all(text.count("\n") >= 5 for text in helps if "notation" in text)


@pytest.mark.parametrize("locale", TRANSLATED)
def test_no_ascii_punctuation_inside_japanese_or_chinese(locale: str) -> None:
    def check(entry, text):
        if entry.msgid in notation_helps():
            return []
        text = without_placeholders(text)
        if not HAS_CJK.search(text):
            return []  # not a sentence of the language: "4x6", "HP {hp}/{max_hp}"
        text = TYPED_PUNCTUATION.sub(TYPED, TYPED_VALUE.sub(TYPED, text))
        return matches(ASCII_PUNCTUATION, text) + matches(FULL_STOP_AFTER_CJK, text)

    found = report(
        f"ASCII : , ; ( ) ! ? or . in a {locale} sentence (write ：，；（）！？。)",
        violations([locale], check),
    )
    fail_with(found)


@pytest.mark.parametrize("locale", TRANSLATED)
def test_no_space_between_japanese_or_chinese_and_a_number(locale: str) -> None:
    def check(entry, text):
        if entry.msgid in notation_helps():
            return []
        text = without_placeholders(text)
        spaced = matches(SPACED_NUMBER, text)
        return spaced + matches(SPACED_PLACEHOLDER, text) if entry.games else spaced

    found = report(
        f"a space between a {locale} word and a number (5枚, 体力3) or a game's placeholder",
        violations([locale], check),
    )
    fail_with(found)


@pytest.mark.parametrize("locale", LOCALES)
def test_no_word_is_said_twice_in_a_row(locale: str) -> None:
    def check(entry, text):
        return doubled_words(without_placeholders(text))

    found = report(f"a word said twice in a row in {locale}", violations([locale], check))
    fail_with(found)


def test_no_emoji_in_any_message_or_translation() -> None:
    def check(entry, text):
        return matches(EMOJI, text)

    found = report("an emoji (say it in words)", violations(LOCALES, check))
    fail_with(found)


@pytest.mark.parametrize("locale", LOCALES)
def test_seats_are_never_numbered_from_0(locale: str) -> None:
    """A seat is its display name or its number from 1: never P0, P{player}, "Player 0"."""

    def check(entry, text):
        return matches(ZERO_BASED_SEAT, without_placeholders(text))

    found = report(
        f"a seat written as notation numbers it, from 0 ({locale}): use the display name",
        violations([locale], check),
    )
    fail_with(found)


@pytest.mark.parametrize("locale", LOCALES)
def test_no_notation_in_a_message(locale: str) -> None:
    """No card id (H07, K53), card code (7H) or, in Japanese and Chinese, notation phrase
    (fight H07) outside the notation help. (English prose such as "Pay 1 life" reads like a
    notation phrase, so in English only ids and codes are looked for.) An example of what to
    type is a placeholder's value."""

    def check(entry, text):
        if entry.msgid in notation_helps():
            return []
        text = without_placeholders(text)
        if locale == "en":
            return matches(CARD_ID, text) + matches(PLAYING_CARD, text)
        return [
            (text, text.find(token), text.find(token) + len(token))
            for token in notation_tokens(text)
        ]

    found = report(f"notation in {locale} words", violations([locale], check))
    fail_with(found)


def test_every_message_is_a_whole_sentence_or_phrase() -> None:
    """A msgid that starts with a space or punctuation, or ends with a space, is a piece glued
    to another at run time, which ja and zh cannot reorder: write the whole sentence with
    placeholders. The list separator is the one piece by design."""

    def check(entry, text):
        if entry.msgid in SEPARATORS:
            return []
        return matches(FRAGMENT, text)

    found = report("a piece of a sentence, glued at run time", violations(["en"], check))
    fail_with(found)


def test_the_rules_find_what_they_are_for() -> None:
    """Each pattern on the slips it was written for, and not on what is right."""
    bad = {
        ASCII_PUNCTUATION: ["無償で1枚引く(残り無償\0枚)", "次の引数がありません:", "攻撃, 防御"],
        TYPED_PUNCTUATION: ["9,10,11,12", "ray://HOST:PORT", "HP:5", "random,heuristic,..."],
        TYPED_VALUE: ["clone()", "['south', 'north']", "{{card, owner, at}}"],
        FULL_STOP_AFTER_CJK: ["勝者なし."],
        SPACED_NUMBER: ["体力を 3 失う", "--games は 1 以上"],
        SPACED_PLACEHOLDER: ["残り無償 \0 枚", "\0 を使用"],
        EMOJI: ["🤜3", "❌ダイス不要", "☯反撃", "👁"],
        ZERO_BASED_SEAT: ["P\0 が使用", "P0 (18) -> P2", "プレイヤー0の番です"],
        FRAGMENT: [" (fizzled)", ", counter {damage} to {name}", "costs {costs} "],
    }
    good = {
        ASCII_PUNCTUATION: ["体力+1", "≥ 5", "7♥ 10♠"],
        TYPED_PUNCTUATION: ["(1枚", "使い方:", "攻撃, 防御", "P\0(HP"],
        FULL_STOP_AFTER_CJK: ["待って…", "勝者なし。", "ファイル（.jsonl）"],
        SPACED_NUMBER: ["残り無償\0枚", "--games は1以上", "体力18/22", "{path} 第"],
        SPACED_PLACEHOLDER: ["残り無償\0枚", "「\0」を使用"],
        EMOJI: ["7♥ 10♠ Q♣ 4♦", "≥ 5", "→"],
        ZERO_BASED_SEAT: ["P09", "Player 10", "プレイヤー1"],
        FRAGMENT: ["Enter = next, b = back, q = quit> ", "Fight {hazard}."],
    }
    for pattern, texts in bad.items():
        assert all(pattern.search(text) for text in texts), pattern.pattern
    for pattern, texts in good.items():
        assert not any(pattern.search(text) for text in texts), pattern.pattern
    for text in ("攻撃攻撃3", "ダイスダイス", "命中命中・HP体力", "the the card"):
        assert doubled_words(text), text
    for text in ("いろいろ", "一つ一つ", "一张一张", "执行行动", "饥肠辘辘", "draw    draw a card"):
        assert not doubled_words(text), text
    assert notation_tokens("「食人族」と戦う（H29）") == ["H29"]
    assert i18n.PLACEHOLDER.sub("\0", "{value!r}!") == "\0!"
