# ruff: noqa: RUF001  (Chinese punctuation is full width: that is the text)
"""The terminal in Japanese and Chinese: ``--lang`` on every command, else the environment
(LANGUAGE, LC_ALL, LC_MESSAGES, LANG), else English; an unknown ``--lang`` names the choices.
The notation stays as typed in every language: the same moves make the same record."""

from __future__ import annotations

import json

import pexpect
import pytest

import tabletop

from .helpers import ENV, EXE, over_prompt, prompt, run

# Friday, seed 3: its first screen offers two hazards (fight H.. moves) and counts life.
SCREENS = {
    "ja": ("フライデー", "体力20/22", "ロビンソンの山札", "立ち向かう災厄カードを選ぶ", "無償"),
    "zh": ("星期五", "生命点20/22", "鲁滨逊战斗牌库", "选择要挑战的危险卡", "免费"),
}


def _first_screen(*args: str, env: dict | None = None, lang: str = "en") -> str:
    child = pexpect.spawn(
        str(EXE),
        ["play", "friday", "--seed", "3", *args],
        env=env or ENV,
        encoding="utf-8",
        dimensions=(60, 160),
        timeout=20,
    )
    try:
        child.expect_exact(prompt(lang))
        return child.before
    finally:
        child.close(force=True)


@pytest.mark.parametrize("lang", ["ja", "zh"])
def test_play_friday_with_lang_shows_the_translated_screen_and_menu(spawn, lang):
    child = spawn("play", "friday", "--seed", "3", "--lang", lang)
    child.expect_exact(prompt(lang))
    screen = child.before
    for words in SCREENS[lang]:
        assert words in screen, (words, screen)
    assert "fight H" in screen  # the notation column stays as it is typed
    assert "Choose a hazard to fight" not in screen and "Life" not in screen
    child.sendline("help")
    child.expect_exact(prompt(lang))
    assert ("コマンド" if lang == "ja" else "命令") in child.before
    child.sendline("rules")
    child.expect_exact(prompt(lang))
    assert ("遊び方" if lang == "ja" else "玩法") in child.before
    child.sendline("quit")
    child.expect(pexpect.EOF)


def test_the_environment_picks_japanese_and_lang_wins_over_it():
    japanese = {**ENV, "LANG": "ja_JP.UTF-8"}
    assert "ロビンソンの山札" in _first_screen(env=japanese, lang="ja")
    assert "鲁滨逊战斗牌库" in _first_screen("--lang", "zh", env=japanese, lang="zh")
    assert "Robinson's stack" in _first_screen(env={**japanese, "LC_ALL": "C.UTF-8"})


def test_an_unknown_lang_is_a_clear_error_naming_the_three_choices():
    for args in (["play", "friday", "--lang", "fr"], ["--lang", "xx", "games"]):
        done = run(*args)
        assert done.returncode == 2
        assert done.stdout == "" and "Traceback" not in done.stderr
        assert done.stderr.startswith("error: Unknown language")
        for choice in ("ja (日本語)", "zh (简体中文)", "en (English)"):
            assert choice in done.stderr


def test_every_command_takes_lang():
    for command in ("play", "replay", "simulate", "tournament", "games", "balance", "bench"):
        assert "--lang ja|zh|en" in run(command, "--help").stdout, command
    assert run("games").stdout.startswith("friday  players 1  options: level=1")  # English
    listed = run("games", "--lang", "zh").stdout.splitlines()
    assert listed[0].startswith("friday\u30001人\u3000选项：level=1") and "鲁滨逊" in listed[0]
    assert "level=1（1／2／3／4）" in listed[0]  # each option as typed, its choices listed


def test_the_same_typed_moves_make_the_same_record_in_every_language(tmp_path):
    records = []
    for lang in ("en", "ja", "zh"):
        path = tmp_path / f"{lang}.json"
        child = pexpect.spawn(
            str(EXE),
            ["play", "friday", "--seed", "3", "--lang", lang],
            env=ENV,
            encoding="utf-8",
            dimensions=(60, 160),
            timeout=20,
        )
        child.expect_exact(prompt(lang))
        state = tabletop.make("friday").new_game(3)
        for _ in range(6):
            move = state.legal_actions(0)[0].notation
            state.apply(0, move)
            child.sendline(move)
            child.expect_exact([prompt(lang), over_prompt(lang)][state.is_over])
        child.sendline(f"save {path}")
        child.expect_exact(prompt(lang))
        child.sendline("quit")
        child.expect(pexpect.EOF)
        records.append(json.loads(path.read_text()))
    assert records[0] == records[1] == records[2]
    assert records[0]["actions"][0][1].startswith("fight H")
