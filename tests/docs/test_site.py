"""The documentation site builds in strict mode, offline, with its generated references.

``mkdocs build --strict`` fails on any warning: a broken link, a missing page, an anchor no
heading has, a page left out of the navigation, a docstring mkdocstrings cannot read.
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from html import escape
from pathlib import Path

import pytest
from babel.messages.pofile import read_po

import tabletop
from tabletop.cli.main import cli

from .i18n_tool import docs_i18n

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def site(tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("site")
    built = subprocess.run(
        [sys.executable, "-m", "mkdocs", "build", "--strict", "--site-dir", str(out)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        env={**os.environ, "NO_MKDOCS_2_WARNING": "1"},  # (Material's notice of its successor)
        timeout=300,
    )
    assert built.returncode == 0, built.stderr[-3000:]
    return out


def text(page: Path) -> str:
    """A built page's words, without its markup."""
    html = page.read_text(encoding="utf-8")
    return re.sub(r"<[^>]+>", " ", html[html.index("<article") : html.index("</article>")])


def test_every_section_has_its_landing_page(site):
    for page in [
        "index.html",
        "play/index.html",
        "play/terminal.html",
        "friday.html",
        "host/index.html",
        "study/index.html",
        "research/index.html",
        "plugins.html",
        "reference/index.html",
        "lab/index.html",
    ]:
        assert (site / page).is_file(), page


def test_the_cli_reference_has_every_command_and_option(site):
    page = text(site / "reference/cli.html")
    assert "Sentinel" not in page
    for name, command in cli.commands.items():
        assert f"tabletop {name}" in page, name
        for param in command.params:
            for opt in getattr(param, "opts", []):
                if opt.startswith("-"):
                    assert opt in page, (name, opt)


def test_the_bot_levels_are_the_descriptors(site):
    page = text(site / "reference/bots.html")
    for descriptor in tabletop.engine.descriptors().values():
        for level in descriptor.bot_levels:
            assert level.spec in page, (descriptor.name, level.name)


def test_the_api_reference_documents_the_contract(site):
    page = text(site / "reference/api/engine.html")
    for name in ["tabletop.make", "legal_actions", "determinize", "ConfigError"]:
        assert name in page, name
    assert "from_spec" in text(site / "reference/api/bots.html")


def test_the_site_reads_offline(site):
    """No page loads anything from the network: no web fonts, scripts or styles by address;
    links are to .html files, so the folder reads from disk."""
    for page in site.rglob("*.html"):
        if page.parent.name == "balance" and page.parent.parent.name == "results":
            continue  # the balance reports: self-contained files, checked by their own tests
        html = page.read_text(encoding="utf-8")
        assert not re.search(r"<(?:script|link)[^>]+(?:src|href)=\"https?://", html), page
        assert "fonts.googleapis" not in html, page
    assert (site / "search/search_index.js").is_file()  # search without a server


def test_the_observation_layouts_are_the_games(site):
    html = (site / "research/observations.html").read_text(encoding="utf-8")
    for name in tabletop.games():
        game = tabletop.make(name)
        assert f"{game.num_distinct_actions} action ids" in html, name
        for part, start, stop in game.observation_slices():
            row = rf"<code>{part}</code></td>\s*<td>{start}</td>\s*<td>{stop}</td>"
            assert re.search(row, html), (name, part)


def test_links_out_of_the_docs_are_carried_or_named(site):
    """The kept balance reports are in the site, linked from the balance page; a link to any
    other repository file reads as its path."""
    page = (site / "balance.html").read_text(encoding="utf-8")
    assert 'href="results/balance/gunrain.html"' in page
    assert (site / "results/balance/gunrain.html").is_file()
    assert "benchmarks/README.md (in the repository)" in text(site / "balance.html")


def translations() -> list[tuple[str, str]]:
    tool = docs_i18n()
    return [(lang, page) for lang in tool.languages() for page in tool.PAGES]


def title(lang: str, page: str) -> str:
    """The translation of the English page's title, from its catalog, as the page shows it."""
    english = (ROOT / "docs" / f"{page}.md").read_text(encoding="utf-8").split("\n")[0][2:]
    with docs_i18n().catalog(page, lang).open("rb") as file:
        return escape(read_po(file)[english].string.replace("`", ""), quote=False)


# The language switch under a translated page's title: each language a link but the one read.
LANGUAGE = r"(?:<a [^>]*>[^<]*</a>|<strong>[^<]*</strong>)"
SWITCH = re.compile(rf"<p>{LANGUAGE}(?: · {LANGUAGE})+</p>")


def test_the_translated_pages_are_built_with_their_titles(site):
    assert {lang for lang, _ in translations()} >= {"ja", "zh"}
    for lang, page in translations():
        html = (site / lang / f"{page}.html").read_text(encoding="utf-8")
        heading = title(lang, page)
        assert f"<title>{heading} - tabletop</title>" in html, (lang, page)
        assert f'<html lang="{lang}"' in html, (lang, page)
        h1 = re.search(r"<h1[^>]*>(.*?)<a class=\"headerlink\"", html)
        assert h1 and re.sub(r"<[^>]+>", "", h1[1]) == heading, (lang, page)


# Words of the theme itself on every page: Material's in each language, and the palette toggle's
# (docs/overrides/partials/language.html).
THEME_WORDS = {
    "en": ('placeholder="Search"', 'aria-label="Navigation"', 'title="Dark theme"'),
    "ja": ('placeholder="検索"', 'aria-label="ナビゲーション"', 'title="ダークテーマに切り替え"'),
    "zh": ('placeholder="搜索"', 'aria-label="导航栏"', 'title="切换到深色主题"'),
}
# The heading anchors' tooltip (docs/hooks/translations.py).
PERMALINK = {
    "en": 'title="Permanent link"',
    "ja": 'title="この見出しへのリンク"',
    "zh": 'title="此标题的链接"',
}


def test_the_theme_speaks_the_language_of_each_page(site):
    """Search box, navigation and the like in the page's language, and the search index knows
    Japanese and Chinese words as well as English ones."""
    for lang, page in [("en", "friday"), *translations()]:
        path = site / f"{page}.html" if lang == "en" else site / lang / f"{page}.html"
        html = path.read_text(encoding="utf-8")
        for words in THEME_WORDS[lang]:
            assert words in html, (lang, page, words)
        assert PERMALINK[lang] in html and (lang == "en" or PERMALINK["en"] not in html)
    index = json.loads((site / "search" / "search_index.json").read_text(encoding="utf-8"))
    assert index["config"]["lang"] == ["en", "ja", "zh"]


def test_translated_pages_link_to_translated_pages(site):
    """A link of a translated page to a page that is translated stays in its language; the
    others go to the English pages, and every one arrives."""
    pages = {f"{page}.html" for page in docs_i18n().PAGES}
    checked = 0
    for lang, page in translations():
        path = site / lang / f"{page}.html"
        html = path.read_text(encoding="utf-8")
        article = SWITCH.sub("", html[html.index("<article") : html.index("</article>")], count=1)
        for target in re.findall(r'href="([^"#:]+\.html)(?:#[^"]*)?"', article):
            arrived = (path.parent / target).resolve().relative_to(site.resolve()).as_posix()
            assert (site / arrived).is_file(), (lang, page, target)
            if arrived.removeprefix(f"{lang}/") in pages:
                assert arrived.startswith(f"{lang}/"), (lang, page, target)
                checked += 1
    assert checked > 20


def test_the_language_switch_links_each_version_of_a_page(site):
    tool = docs_i18n()
    for page in tool.PAGES:
        versions = {"en": site / f"{page}.html"} | {
            lang: site / lang / f"{page}.html" for lang in tool.languages()
        }
        for lang, path in versions.items():
            switch = SWITCH.search(path.read_text(encoding="utf-8"))
            assert switch, (lang, page)
            targets = re.findall(r'href="([^"]+)"', switch[0])
            others = {(path.parent / t).resolve() for t in targets}
            assert others == {p.resolve() for other, p in versions.items() if other != lang}
