"""The plug-in's own words: its catalog (``locales/ja/LC_MESSAGES/blindbid.po``, found through
the part ``"translations"`` of its descriptor) speaks Japanese in the terminal, the reports and
the page's catalog; what it leaves untranslated, and Chinese (it has no catalog), read English;
tabletop's own words are unchanged; a malformed plug-in catalog is a warning, not a failure."""

from __future__ import annotations

import importlib
import subprocess
from pathlib import Path

import pytest
from fastapi.testclient import TestClient

from cli.helpers import EXE
from tabletop import i18n
from tabletop.engine import descriptor
from tabletop.i18n import plugins
from tabletop.present import words_for
from tabletop.server.app import create_app
from tabletop.sim.report import _game, _options

from .conftest import NAME

UNTRANSLATED = "The higher bid takes the prize's points; equal bids discard it."


def test_the_plugins_catalog_translates_its_words_and_leaves_the_rest_english():
    ja, zh = i18n.translator("ja"), i18n.translator("zh")
    assert ja.gettext("Blind Bid") == "ブラインド・ビッド"
    assert ja.format("Bid {card}", card=7) == "7を入札"
    assert ja.gettext(UNTRANSLATED) == UNTRANSLATED  # empty in its catalog: English
    assert zh.gettext("Blind Bid") == "Blind Bid"  # no zh catalog: English
    assert ja is i18n.translator("ja")  # still one shared translator


def test_tabletops_own_words_are_unchanged():
    for locale in ("ja", "zh"):
        own = i18n.usable_translations(i18n.catalog(locale))
        table = i18n.translator(locale).table()
        assert {msgid: table[msgid] for msgid in own} == own
    assert plugins.sources() == (("tabletop_blindbid", NAME),)  # tabletop's games carry none


def test_the_pseudo_locale_wraps_the_plugins_words_too():
    assert i18n.translator("qps").gettext("Blind Bid") == i18n.pseudo("Blind Bid") != "Blind Bid"


def test_its_move_words_reports_and_page_catalog_speak_japanese():
    ja = i18n.translator("ja")
    words = words_for(descriptor(NAME))
    assert words.describe_move({}, "bid 7", ja) == "7を入札"
    result = {"winners": [1], "scores": [2.0, 5.0]}
    assert words.describe_outcome(result, ja, ["Ann", "Bo"]) == "Boが賞品の得点で上回り勝ちました。"
    assert _game(NAME, ja) == "ブラインド・ビッド"
    assert _options(NAME, {"rounds": 2}, ja).startswith("ラウンド数")
    assert i18n.catalog_json("ja")["Rounds"] == ja.gettext("Rounds")


def test_the_server_sends_the_plugins_words_to_the_page(tmp_path):
    app = create_app(f"sqlite:///{tmp_path / 'rooms.sqlite'}", bot_workers=0)
    with TestClient(app) as client:
        messages = client.get("/api/i18n/ja").json()["messages"]
        listed = client.get("/api/games").json()["games"]
    game = next(g for g in listed if g["name"] == NAME)
    headings = [section["heading"] for section in game["how_to_play"]]
    assert headings == ["The game", "Winning"]  # msgids, which the page looks up in its table
    assert [messages.get(h) for h in headings] == ["ゲームの流れ", "勝敗"]
    assert messages["Blind Bid"] == "ブラインド・ビッド"
    assert UNTRANSLATED not in messages  # the page shows it in English


@pytest.mark.parametrize(
    ("args", "shown"),
    [
        (("games", "--lang", "ja"), "ブラインド・ビッド、手札を隠して入札する2人用ゲーム"),
        (("rules", NAME, "--lang", "ja"), "ゲームの流れ"),
        (("rules", NAME, "--lang", "ja"), UNTRANSLATED),
        (("rules", NAME, "--lang", "zh"), "The game"),
    ],
)
def test_the_terminal_speaks_the_plugins_words(plugin_env, args, shown):
    done = subprocess.run(
        [str(EXE), *args], env=plugin_env, capture_output=True, text=True, timeout=60, check=False
    )
    assert done.returncode == 0, done.stderr
    assert shown in done.stdout.replace("\n", "")


def _package(root: Path, name: str, po: bytes) -> plugins.Source:
    """A package holding a ja catalog of domain ``name``, importable from ``root``."""
    folder = root / name / "locales" / "ja" / "LC_MESSAGES"
    folder.mkdir(parents=True)
    (root / name / "__init__.py").write_text("", "utf-8")
    (folder / f"{name}.po").write_bytes(po)
    importlib.invalidate_caches()
    return name, name


def test_a_malformed_catalog_is_a_warning_and_its_words_stay_english(tmp_path, monkeypatch):
    monkeypatch.syspath_prepend(str(tmp_path))
    broken = _package(tmp_path, "broken_words", b'msgid "Rounds"\nmsgstr "\xff"\n')
    with pytest.warns(UserWarning, match=r"'broken_words'.*cannot be read.*stay English"):
        assert plugins.translations(broken, "ja") == {}
    garbled = _package(tmp_path, "garbled_words", b"not a catalog at all\n")
    with pytest.warns(UserWarning, match="cannot be read"):
        assert plugins.read(garbled, "ja") is None


def test_a_translation_that_loses_a_placeholder_is_left_out(tmp_path, monkeypatch):
    monkeypatch.syspath_prepend(str(tmp_path))
    po = 'msgid "Bid {card}"\nmsgstr "{カード}を入札"\n\nmsgid "Rounds"\nmsgstr "ラウンド数"\n'
    source = _package(tmp_path, "placeholder_words", po.encode())
    with pytest.warns(UserWarning, match=r"placeholders of 'Bid \{card\}'"):
        assert plugins.translations(source, "ja") == {"Rounds": "ラウンド数"}
