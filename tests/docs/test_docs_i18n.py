# ruff: noqa: RUF001  (the marks of Japanese and Chinese are full width)
"""The player's pages in Japanese and Chinese (tools/docs_i18n.py): every catalog translates
the current English page completely, keeps what is typed or referred to exactly, follows the
style of the program's own words (docs/i18n-style.md), and builds into translated pages whose
links arrive.

The checks run over every language that has a folder under docs/locales, so a language's
catalogs are held to them as soon as they exist; one test asks for both Japanese and Chinese.
"""

from __future__ import annotations

import re
from functools import cache
from pathlib import Path

import pytest
from babel.messages.pofile import read_po, write_po

from i18n.catalog_rules import GAME_TITLES
from i18n.test_glossary import word_rules
from i18n.test_style import (
    ASCII_PUNCTUATION,
    FULL_STOP_AFTER_CJK,
    SPACED_NUMBER,
    TYPED_PUNCTUATION,
    TYPED_VALUE,
    doubled_words,
)

from .i18n_tool import docs_i18n

ROOT = Path(__file__).resolve().parents[2]
tool = docs_i18n()
CATALOGS = [(lang, page) for lang in tool.languages() for page in tool.PAGES]
UPDATE = "python tools/docs_i18n.py update"

CODE = re.compile(r"`[^`]+`")
# A link's target, written [text](target) or, as mdpo writes a link whose text is its target,
# <target>: either form keeps it.
LINK_TARGET = re.compile(r"(?<=\]\()[^()\s]+(?=\))|(?<=<)[^<>\s:]+\.md(?:#[^<>\s]*)?(?=>)")
# Ruling and card ids (F3, G10, K5, H07, P09...) outside code: a translation keeps each.
MARK_ID = re.compile(r"(?<![A-Za-z0-9])[A-Z]\d{1,2}(?![A-Za-z0-9])")
CJK = re.compile("[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff]")
# What a Japanese or Chinese sentence may hold in ASCII, as it is: code, a link's target, a
# bracket of ruling ids ([F2, F3]), an English example quoted ("Fight Cannibals: ...", or
# in Chinese quotes), the mark of an image (![its words](its file)).
KEPT = re.compile(
    r"`[^`]+`|\]\([^()\s]+\)|<[^<>\s]+>|\[[A-Z]\d+(?:, [A-Z]\d+)*\]|!(?=\[)"
    r'|"[^"\u3040-\u30ff\u3400-\u9fff]*"|“[^”\u3040-\u30ff\u3400-\u9fff]*”'
)
TYPED = "\x01"


def messages(lang: str, page: str) -> list:
    """The entries (not the header) of ``lang``'s catalog of ``page``."""
    path = tool.catalog(page, lang)
    with path.open("rb") as file:
        catalog = read_po(file)
    assert not catalog.obsolete, f"{path}: obsolete entries: run {UPDATE}"
    return [message for message in catalog if message.id]


@cache
def english_texts(page: str) -> frozenset[str]:
    """The texts the English page holds now, extracted as `update` extracts them."""
    import tempfile

    with tempfile.TemporaryDirectory() as folder:
        tool.update(page, "en", locales=Path(folder))
        with tool.catalog(page, "en", Path(folder)).open("rb") as file:
            return frozenset(message.id for message in read_po(file) if message.id)


def test_japanese_and_chinese_translate_every_page() -> None:
    assert {"ja", "zh"} <= set(tool.languages()), "docs/locales/ja and docs/locales/zh"
    for lang in ("ja", "zh"):
        for page in tool.PAGES:
            assert tool.catalog(page, lang).is_file(), f"{tool.catalog(page, lang)}: run {UPDATE}"


@pytest.mark.parametrize(("lang", "page"), CATALOGS)
def test_every_entry_is_translated(lang: str, page: str) -> None:
    bad = [m.id for m in messages(lang, page) if not m.string or m.fuzzy]
    assert not bad, f"{lang}/{page}.po: {len(bad)} empty or fuzzy entries, first: {bad[0]!r}"


@pytest.mark.parametrize(("lang", "page"), CATALOGS)
def test_the_catalog_follows_the_english_page(lang: str, page: str) -> None:
    ids = {message.id for message in messages(lang, page)}
    new, gone = english_texts(page) - ids, ids - english_texts(page)
    assert not new and not gone, (
        f"docs/{page}.md changed: {len(new)} texts new, {len(gone)} gone in {lang}/{page}.po; "
        f"run {UPDATE} and translate the new entries (first new: {sorted(new)[:1]})"
    )


@pytest.mark.parametrize(("lang", "page"), CATALOGS)
def test_a_translation_keeps_code_links_and_ids(lang: str, page: str) -> None:
    """Every inline code span (notation, commands, values), link target and ruling or card id
    of the English stays in the translation."""
    bad = []
    for message in messages(lang, page):
        english, translated = message.id, message.string
        if set(CODE.findall(english)) - set(CODE.findall(translated)):
            bad.append(f"code: {english[:60]!r}")
        if set(LINK_TARGET.findall(english)) - set(LINK_TARGET.findall(translated)):
            bad.append(f"link: {english[:60]!r}")
        ids = set(MARK_ID.findall(CODE.sub(" ", english)))
        if ids - set(MARK_ID.findall(CODE.sub(" ", translated))):
            bad.append(f"ids {sorted(ids)}: {english[:60]!r}")
    assert not bad, f"{lang}/{page}.po:\n" + "\n".join(bad)


def style_problems(text: str) -> list[str]:
    """What breaks docs/i18n-style.md in a translated text: ASCII punctuation in a Japanese or
    Chinese sentence, a full stop after a character, a space between a character and a number,
    a word said twice in a row (the program's own checks, tests/i18n/test_style.py)."""
    if not CJK.search(text):
        return []  # a value, a range, an id: "6, 7, 8, 9, 10"
    prose = TYPED_PUNCTUATION.sub(TYPED, TYPED_VALUE.sub(TYPED, KEPT.sub(TYPED, text)))
    found = ASCII_PUNCTUATION.findall(prose) + FULL_STOP_AFTER_CJK.findall(prose)
    found += [m.group(1) for m in SPACED_NUMBER.finditer(prose)]
    return found + [text[start:end] for _, start, end in doubled_words(prose)]


def test_the_style_check_finds_what_it_should() -> None:
    assert style_problems("体力を1失います(`pay`)。") == ["(", ")"]
    assert style_problems("災厄カード 3枚を引く") == ["ド 3"]
    assert style_problems("ダイスダイスを置く") == ["ダイスダイス"]
    assert not style_problems('英語では "Fight 7♠: 5, free" と読めます [F2, F3]：`put A,B`。')
    assert not style_problems("英文显示为“Attack Bot 2 (Easy): 7 damage”。")
    assert not style_problems("![日本語の振り返りパネル](screens/review-ja.webp)")
    assert style_problems("振り返りパネル!") == ["!"]


@pytest.mark.parametrize(("lang", "page"), CATALOGS)
def test_translations_follow_the_style(lang: str, page: str) -> None:
    bad = [
        f"{message.string[:50]!r} ← {found}"
        for message in messages(lang, page)
        if (found := style_problems(message.string))
    ]
    assert not bad, f"{lang}/{page}.po:\n" + "\n".join(bad)


@pytest.mark.parametrize(("lang", "page"), CATALOGS)
def test_the_rulebooks_words_and_never_their_stand_ins(lang: str, page: str) -> None:
    """docs/glossary.md's "One word per thing": none of a rule's stand-ins in the page of its
    game (or in any page, for a rule of "all": the Play pages are held to those), outside code
    and quoted English."""
    game = GAME_TITLES.get(page.split("-")[0])
    rules = [rule for rule in word_rules() if rule.lang == lang and rule.game in (game, "all")]
    assert game is None or any(rule.game == game for rule in rules), f"no rule of {game} in {lang}"
    assert rules, f"no rule of all games in {lang}"
    bad = [
        f"{word!r} (write {rule.write}): {message.string[:50]!r}"
        for message in messages(lang, page)
        for rule in rules
        for word in rule.never
        if word in KEPT.sub(TYPED, message.string)
    ]
    assert not bad, f"{lang}/{page}.po:\n" + "\n".join(bad)


def test_build_writes_every_page_with_links_that_arrive(tmp_path: Path) -> None:
    written = tool.build(tmp_path, english="../en")
    assert {path.relative_to(tmp_path) for path in written} == {
        Path(lang, f"{page}.md") for lang, page in CATALOGS
    }
    for path in written:
        text = path.read_text(encoding="utf-8")
        lang, *folders = path.relative_to(tmp_path).with_suffix("").parts
        title = messages(lang, "/".join(folders))[0].string
        assert f"# {title}\n" in text, path
        for target in re.findall(r"\]\(([^()\s]+)\)", text):
            if "://" in target:
                continue
            page, _, anchor = target.partition("#")
            english = (path.parent / page).resolve().relative_to(tmp_path.resolve())
            if english.parts[0] == "en":
                assert (ROOT / "docs" / english.relative_to("en")).is_file(), target
                continue
            arrived = path.parent / page
            assert arrived.is_file(), f"{path.name}: {target}"
            if anchor:
                assert f'<a id="{anchor}"></a>' in arrived.read_text(encoding="utf-8"), target


def test_every_paragraph_of_a_built_page_is_in_its_language(tmp_path: Path) -> None:
    """po2md writes a paragraph it finds no translation for in English, and nothing else would
    notice: every prose block of a built page, outside code fences, holds Japanese or Chinese."""
    english = []
    for path in tool.build(tmp_path, english="../en"):
        text = re.sub(r"^```.*?^```", "", path.read_text(encoding="utf-8"), flags=re.S | re.M)
        for block in re.split(r"\n\s*\n", text):
            prose = re.sub(r"`[^`]*`|\]\([^)]*\)|<[^>]*>", " ", block)
            if not CJK.search(prose) and len(re.findall(r"[A-Za-z]{2,}", prose)) >= 6:
                english.append(f"{path.relative_to(tmp_path)}: {block[:60]!r}")
    assert not english, "left in English:\n" + "\n".join(english)


def test_update_keeps_translations_and_drops_what_the_page_lost(tmp_path: Path) -> None:
    docs, locales = tmp_path / "docs", tmp_path / "locales"
    docs.mkdir()
    page = docs / "page.md"
    page.write_text("# Title\n\nKept text.\n\nOld text.\n")
    tool.update("page", "xx", docs, locales)
    po = tool.catalog("page", "xx", locales)
    po.write_text(
        po.read_text()
        .replace('"Title"\nmsgstr ""', '"Title"\nmsgstr "T"')
        .replace('"Kept text."\nmsgstr ""', '"Kept text."\nmsgstr "K"')
        .replace('"Old text."\nmsgstr ""', '"Old text."\nmsgstr "O"')
    )
    page.write_text("# Title\n\nKept text.\n\nNew text.\n")
    tool.update("page", "xx", docs, locales)
    with po.open("rb") as file:
        catalog = read_po(file)
    assert {m.id: m.string for m in catalog if m.id} == {
        "Title": "T",
        "Kept text.": "K",
        "New text.": "",
    }
    assert not catalog.obsolete


def test_build_links_nested_pages_to_translations_and_the_rest_to_english(tmp_path: Path) -> None:
    """A page under a folder (play/terminal) links to the translated pages as the English does,
    and to the English pages one folder further up."""
    docs, locales, out = tmp_path / "docs", tmp_path / "locales", tmp_path / "out"
    (docs / "play").mkdir(parents=True)
    (docs / "rules.md").write_text("# Rules\n\nSee [the terminal](play/terminal.md#keys).\n")
    (docs / "play" / "terminal.md").write_text(
        "# Terminal\n\n## Keys\n\n[Rules](../rules.md), [CLI](../cli.md#play), "
        "[site](https://example.org/x.md), [here](#keys).\n"
    )
    pages = ("rules", "play/terminal")
    for page in pages:
        tool.update(page, "ja", docs, locales)
        path = tool.catalog(page, "ja", locales)
        with path.open("rb") as file:
            catalog = read_po(file)
        for message in catalog:
            if message.id:
                message.string = f"訳 {message.id}"
        with path.open("wb") as file:
            write_po(file, catalog)
    tool.build(out, "..", docs, locales, pages)
    rules = (out / "ja" / "rules.md").read_text(encoding="utf-8")
    terminal = (out / "ja" / "play" / "terminal.md").read_text(encoding="utf-8")
    assert "# 訳 Rules" in rules and "](play/terminal.md#keys)" in rules
    assert '<a id="keys"></a>\n\n## 訳 Keys' in terminal
    for link in (
        "](../rules.md)",
        "](../../cli.md#play)",
        "](https://example.org/x.md)",
        "](#keys)",
    ):
        assert link in terminal, link


def test_a_link_whose_text_breaks_across_lines_is_translated(tmp_path: Path) -> None:
    """A link's text wrapped onto the next line (as a page wrapped at 100 columns has it) still
    finds its paragraph's translation; a code block's lines stay as they are."""
    docs, locales, out = tmp_path / "docs", tmp_path / "locales", tmp_path / "out"
    docs.mkdir()
    (docs / "page.md").write_text(
        "# Title\n\nPlay [in the\nterminal](terminal.md) or [in\nthe browser](b.md).\n\n"
        "```text\n[a\nb](c)\n```\n"
    )
    tool.update("page", "ja", docs, locales)
    path = tool.catalog("page", "ja", locales)
    with path.open("rb") as file:
        catalog = read_po(file)
    for message in catalog:
        if message.id:
            message.string = "訳 " + message.id
    with path.open("wb") as file:
        write_po(file, catalog)
    tool.build(out, "..", docs, locales, ("page",))
    page = (out / "ja" / "page.md").read_text(encoding="utf-8")
    assert "訳 Play [in the terminal](../terminal.md) or [in the browser](../b.md)." in page
    assert "```text\n[a\nb](c)\n```" in page
