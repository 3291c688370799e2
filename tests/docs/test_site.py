"""The documentation site builds in strict mode, offline, with its generated references.

``mkdocs build --strict`` fails on any warning: a broken link, a missing page, an anchor no
heading has, a page left out of the navigation, a docstring mkdocstrings cannot read.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

import tabletop
from tabletop.cli.main import cli

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
