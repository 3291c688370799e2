"""docs/glossary.md agrees with the catalogs: its terms wherever their English is a whole message,
and its rules (one word per thing, no stand-ins) over each game's messages."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import pytest

from tabletop import i18n

from .catalog_rules import GAME_TITLES, Entry, Violation, around, entries, report

GLOSSARY = Path(__file__).resolve().parents[2] / "docs" / "glossary.md"
SOURCES = {"000", "001", "002", "004"}  # the seed rulebooks a word may come from
SCOPES = (*GAME_TITLES.values(), "shared", "all")


def tables() -> list[list[dict[str, str]]]:
    """Every table of the glossary, as its rows of {column heading: cell}."""
    found: list[list[dict[str, str]]] = []
    header: list[str] | None = None
    for line in GLOSSARY.read_text(encoding="utf-8").splitlines():
        if not line.startswith("|"):
            header = None
            continue
        cells = [cell.strip() for cell in line.strip("|").split("|")]
        if header is None:
            header = cells
            found.append([])
        elif not set(line) <= set("|- "):
            found[-1].append(dict(zip(header, cells, strict=True)))
    return found


def glossary_rows() -> list[dict[str, str]]:
    """The rows of the term tables: a thing's word in en, ja and zh."""
    return [row for table in tables() for row in table if "en" in row]


@dataclass(frozen=True)
class WordRule:
    """A row of "One word per thing": in ``game``'s texts in ``lang``, write ``write``, never
    any of ``never``, and ``write`` only where the English says one of ``only_where``."""

    game: str
    lang: str
    concept: str
    write: str
    never: tuple[str, ...]
    only_where: tuple[str, ...]
    source: str

    def applies_to(self, entry: Entry) -> bool:
        if self.game == "all":
            return True
        if self.game == "shared":
            return entry.shared
        return self.game in entry.games


def words(cell: str) -> tuple[str, ...]:
    return tuple(word.strip() for word in cell.split(" / ") if word.strip())


def word_rules() -> list[WordRule]:
    return [
        WordRule(
            game=row["game"],
            lang=row["lang"],
            concept=row["concept"],
            write=row["write"],
            never=words(row["never"]),
            only_where=words(row["only where the English says"]),
            source=row["from"],
        )
        for table in tables()
        for row in table
        if "never" in row
    ]


def texts_of(rule: WordRule) -> list[tuple[Entry, str]]:
    """The messages the rule is about, each with its text in the rule's language (without its
    placeholders, whose names are English)."""
    return [
        (entry, i18n.PLACEHOLDER.sub("{}", entry.text(rule.lang)))
        for entry in entries()
        if rule.applies_to(entry)
    ]


def test_every_glossary_row_has_three_languages_and_a_source() -> None:
    rows = glossary_rows()
    assert len(rows) > 150
    for row in rows:
        assert row["en"] and row["ja"] and row["zh"], row
        if "ja from" in row:
            for source in (row["ja from"], row["zh from"]):
                assert source == "project's" or source[:3] in SOURCES


def test_the_glossary_and_the_catalogs_agree() -> None:
    template = {m.id for m in i18n.template() if m.id}
    ja, zh = i18n.translator("ja"), i18n.translator("zh")
    checked = 0
    for row in glossary_rows():
        if row["en"] in template:
            assert (row["ja"], row["zh"]) == (ja.gettext(row["en"]), zh.gettext(row["en"])), row
            checked += 1
    assert checked > 100  # the card names and most terms are whole messages


def test_every_word_rule_is_well_formed() -> None:
    rules = word_rules()
    assert len(rules) >= 25
    for rule in rules:
        assert rule.game in SCOPES and rule.lang in ("en", "ja", "zh"), rule
        assert rule.concept and rule.write and (rule.never or rule.only_where), rule
        assert rule.write not in rule.never, rule
        assert rule.source == "project's" or rule.source[:3] in SOURCES, rule
    for game in GAME_TITLES.values():  # each game has rules in Japanese and in Chinese
        assert {rule.lang for rule in rules if rule.game == game} >= {"ja", "zh"}, game


@pytest.mark.parametrize("scope", SCOPES)
def test_the_rulebooks_words_and_never_their_stand_ins(scope: str) -> None:
    """No message of the game says a ``never`` word: the Kung Fu rulebook says 体力, never HP."""
    found = []
    for rule in word_rules():
        if rule.game != scope:
            continue
        for entry, text in texts_of(rule):
            for word in rule.never:
                if word in text:
                    at = text.index(word)
                    what = f"{around(text, at, at + len(word))}   ← {word}: write {rule.write}"
                    found.append(Violation(entry, rule.lang, f"{what} ({rule.concept})"))
    problems = report(f"{scope}: a stand-in where the glossary has a word", found)
    if problems:
        pytest.fail(problems, pytrace=False)


@pytest.mark.parametrize("scope", SCOPES)
def test_one_word_means_one_thing(scope: str) -> None:
    """A word kept for one thing appears only where the English says that thing: Friday's
    Chinese 阶段 is the step (green, yellow, red), so never the phase of a turn."""
    found = []
    for rule in word_rules():
        if rule.game != scope or not rule.only_where:
            continue
        for entry, text in texts_of(rule):
            english = entry.msgid.lower()
            if rule.write in text and not any(word in english for word in rule.only_where):
                at = text.index(rule.write)
                what = (
                    f"{around(text, at, at + len(rule.write))}   ← {rule.write} is kept for"
                    f" {rule.concept}, which the English does not say"
                )
                found.append(Violation(entry, rule.lang, what))
    problems = report(f"{scope}: a word of one thing used for another", found)
    if problems:
        pytest.fail(problems, pytrace=False)


def test_each_rules_word_is_in_use() -> None:
    """The glossary's word for each rule is what the game's texts say (a rule about a word no
    message uses is a rule about nothing, or the word was replaced)."""
    unused = [
        f"{rule.game} {rule.lang}: {rule.write} ({rule.concept})"
        for rule in word_rules()
        if not any(rule.write in text for _entry, text in texts_of(rule))
    ]
    if unused:
        pytest.fail("glossary words no message uses:\n  " + "\n  ".join(unused), pytrace=False)
