"""The catalogs: every entry translated in ja and zh, placeholders kept, the template current.

The .po files are what the game reads at run time (tabletop.i18n), so checking them here checks
what a player sees; the template is re-extracted from the sources with the project's own pybabel
configuration (pyproject.toml) to prove no marked text is missing from it.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
from babel.messages.catalog import Catalog
from babel.messages.pofile import read_po

from tabletop import i18n
from tabletop.engine import ConfigError

ROOT = Path(__file__).resolve().parents[2]
TRANSLATED = [locale for locale in i18n.LOCALES if locale != i18n.DEFAULT_LOCALE]


def template_ids() -> set[str]:
    return {m.id for m in i18n.template() if m.id}


def placeholders(text: str) -> list[str]:
    return sorted(i18n.PLACEHOLDER.findall(text))


def test_the_languages_are_english_japanese_and_simplified_chinese() -> None:
    assert i18n.LOCALES == ("en", "ja", "zh")


@pytest.mark.parametrize("locale", TRANSLATED)
def test_every_entry_is_translated_not_empty_not_fuzzy(locale: str) -> None:
    po = i18n.catalog(locale)
    entries = {m.id: m for m in po if m.id}
    assert set(entries) == template_ids(), "catalog and template differ: run pybabel update"
    untranslated = [m.id for m in entries.values() if not m.string]
    fuzzy = [m.id for m in entries.values() if m.fuzzy]
    assert not untranslated, f"{locale}: {len(untranslated)} empty, e.g. {untranslated[:3]}"
    assert not fuzzy, f"{locale}: {len(fuzzy)} fuzzy, e.g. {fuzzy[:3]}"
    assert not po.obsolete, f"{locale}: obsolete entries left: {list(po.obsolete)[:3]}"


@pytest.mark.parametrize("locale", TRANSLATED)
def test_every_translation_keeps_the_english_placeholders(locale: str) -> None:
    wrong = [
        (m.id, m.string)
        for m in i18n.catalog(locale)
        if m.id and placeholders(m.id) != placeholders(m.string)
    ]
    assert not wrong, f"{locale}: placeholders differ: {wrong[:3]}"


@pytest.mark.parametrize("locale", TRANSLATED)
def test_a_translation_is_not_the_english_left_in_place(locale: str) -> None:
    # Texts that are the same in every language: symbols, numbers, names written in Latin.
    same = {"HP", "HP {hp}/{max_hp}", "Elo", "4x6", "6x4"}
    left = [m.id for m in i18n.catalog(locale) if m.id and m.string == m.id and m.id not in same]
    assert not left, f"{locale}: still English: {left[:5]}"


@pytest.mark.parametrize("locale", TRANSLATED)
def test_the_translator_serves_every_catalog_entry(locale: str) -> None:
    translator = i18n.translator(locale)
    assert set(translator.table()) == template_ids()
    assert translator is i18n.translator(locale)  # cached
    for message in i18n.catalog(locale):
        if message.id:
            assert translator.gettext(message.id) == message.string


def test_the_pages_get_the_same_catalogs() -> None:
    for locale in TRANSLATED:
        assert i18n.catalog_json(locale) == i18n.translator(locale).table()
    assert i18n.catalog_json("en") == {}
    assert i18n.catalog_json("ja")["Very stupid"] == "バカ丸出し"  # seed 000, line 25


def test_a_missing_fuzzy_or_empty_translation_falls_back_to_the_english() -> None:
    po = Catalog(locale="ja", domain=i18n.DOMAIN)
    po.add("Weak", "非力")
    po.add("Genius", "天才", flags=("fuzzy",))
    po.add("Focused", "")
    translator = i18n.Translator("ja", i18n.usable_translations(po))
    assert translator.gettext("Weak") == "非力"
    assert translator.gettext("Genius") == "Genius"
    assert translator.gettext("Focused") == "Focused"
    assert translator.gettext("Eating") == "Eating"
    real = i18n.translator("zh")
    assert real.gettext("A message nobody marked") == "A message nobody marked"
    assert real.format("Seat {seat} is {state}", seat=2, state="x") == "Seat 2 is x"


def test_english_is_the_msgid_itself() -> None:
    english = i18n.translator("en")
    for msgid in template_ids():
        assert english.gettext(msgid) == msgid
    assert english.format("Level {level}", level=3) == "Level 3"


def test_an_unknown_locale_is_a_config_error() -> None:
    with pytest.raises(ConfigError, match="ja, zh or en"):
        i18n.translator("fr")


def test_the_template_is_current_with_the_sources(tmp_path: Path) -> None:
    out = tmp_path / "fresh.pot"
    done = subprocess.run(
        [sys.executable, "-m", "babel.messages.frontend", "extract", "-o", str(out)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    with out.open("rb") as file:
        fresh = {m.id for m in read_po(file) if m.id}
    assert fresh == template_ids(), (
        f"tabletop.pot is stale: run pybabel extract (new: {sorted(fresh - template_ids())[:3]},"
        f" gone: {sorted(template_ids() - fresh)[:3]})"
    )
