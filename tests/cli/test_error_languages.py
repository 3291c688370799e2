# ruff: noqa: RUF001  (Japanese and Chinese punctuation is full width: that is the text)
"""The command line's errors in the command's language: ``error: ...``, the ``--help`` hint and
the engine's message (its msgid), with the values as typed; English stays as it was."""

from __future__ import annotations

import json
import pickle

import pytest

import tabletop
from tabletop.cli import main as cli_main
from tabletop.cli.main import main
from tabletop.engine import OptionError
from tabletop.i18n.common import ERRORS

LANGUAGE_VARIABLES = ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")
PREFIX = {"ja": "エラー：", "zh": "错误："}

# (arguments, what the line says in ja, in zh): words of the language and the values as typed
MISTAKES = [
    (
        ["play", "chess"],
        ("不明なゲーム 'chess'", "friday, gunrain"),
        ("未知游戏 'chess'", "friday"),
    ),
    (
        ["play", "kungfu", "-o", "draft=yes"],
        ("kungfu：オプション draft=yes は false, true のどれでも",),
        ("kungfu：选项 draft=yes 不在 false, true 之中",),
    ),
    (
        ["play", "friday", "-o", "speed"],
        ("'speed' は KEY=VALUE の形",),
        ("'speed' 不是 KEY=VALUE",),
    ),
    (
        ["play", "friday", "-o", "speed=3"],
        ("friday：不明なオプション 'speed'",),
        ("friday：未知选项 'speed'",),
    ),
    (
        ["play", "friday", "--level", "3", "-o", "level=2"],
        ("--level 3 と -o level=2 が食い違って",),
        ("--level 3 与 -o level=2 不一致",),
    ),
    (
        ["play", "friday", "--setup", "nowhere.json"],
        ("nowhere.json を読めません",),
        ("无法读取准备 nowhere.json",),
    ),
    (
        ["simulate", "friday", "--seats", "bot:chess"],
        ("不明なボット 'chess'", "random"),
        ("未知机器人 'chess'", "random"),
    ),
    (
        ["simulate", "friday", "--seats", "bot:random", "--resume"],
        ("--resume は --out FILE のゲームから続けます",),
        ("--resume 从 --out FILE 中的对局继续",),
    ),
    # --seats of terminal play
    (
        ["play", "friday", "--seats", "human,human"],
        ("プレイヤーは1人ですが、--seats は2席",),
        ("只有1名玩家，但 --seats 指定了2个座位",),
    ),
    (
        ["play", "gunrain", "--seats", "human,robot"],
        ("不明な席 'robot'", "bot:random"),
        ("未知的座位 'robot'", "bot:random"),
    ),
    # click's own message stays English; its "error:" and --help hint are in the language
    (
        ["play", "friday", "--lvl", "2"],
        ("No such option '--lvl'", "（'tabletop play --help' を参照）"),
        ("No such option '--lvl'", "（参见 'tabletop play --help'）"),
    ),
]


@pytest.fixture(autouse=True)
def english_environment(monkeypatch):
    """No language from the environment unless a test sets one."""
    for variable in LANGUAGE_VARIABLES:
        monkeypatch.delenv(variable, raising=False)


@pytest.mark.parametrize("lang", ["ja", "zh"])
@pytest.mark.parametrize(("args", "ja", "zh"), MISTAKES)
def test_command_line_errors_are_in_the_language(capsys, lang, args, ja, zh):
    code = main([*args, "--lang", lang])
    err = capsys.readouterr().err
    assert code == 2
    assert err.startswith(PREFIX[lang]) and err.count("\n") == 1
    assert "Traceback" not in err
    for part in ja if lang == "ja" else zh:
        assert part in err


@pytest.mark.parametrize("args", [args for args, _ja, _zh in MISTAKES])
def test_english_is_unchanged(capsys, args):
    """Without a language (and with --lang en), each error reads as the engine's English."""
    code = main(args)
    plain = capsys.readouterr().err
    assert main([*args, "--lang", "en"]) == code == 2
    assert capsys.readouterr().err == plain
    assert plain.startswith("error: ") and plain.isascii()


def test_the_environment_chooses_the_language_without_lang(capsys, monkeypatch):
    monkeypatch.setenv("LANG", "zh_CN.UTF-8")
    assert main(["play", "chess"]) == 2
    assert capsys.readouterr().err.startswith("错误：未知游戏 'chess'")


def test_an_unknown_lang_is_named_in_the_environments_language(capsys, monkeypatch):
    monkeypatch.setenv("LANG", "ja_JP.UTF-8")
    assert main(["play", "friday", "--lang", "fr"]) == 2
    err = capsys.readouterr().err
    assert err.startswith("エラー：") and "'fr'" in err and "日本語" in err


@pytest.mark.parametrize(
    ("lang", "said"), [("ja", "中断しました"), ("zh", "已中断"), ("en", "interrupted")]
)
def test_interrupted_is_in_the_language(capsys, monkeypatch, lang, said):
    def interrupted(**_kwargs):
        raise KeyboardInterrupt

    monkeypatch.setattr(cli_main.cli, "main", interrupted)
    assert main(["games", "--lang", lang]) == 130
    assert capsys.readouterr().err == said + "\n"


def test_an_error_keeps_its_english_text_and_msgid_for_python_callers():
    with pytest.raises(tabletop.ConfigError) as caught:
        tabletop.make("chess")
    error = caught.value
    assert error.msgid == ERRORS["game_unknown"]
    assert str(error) == error.msgid.format(**error.values)
    assert str(error).startswith("unknown game 'chess'; available: ")
    again = pickle.loads(pickle.dumps(error))  # as a worker process sends it back
    assert (type(again), str(again), again.msgid, again.values) == (
        type(error),
        str(error),
        error.msgid,
        error.values,
    )


def test_option_errors_use_the_catalogs_text():
    with pytest.raises(OptionError) as caught:
        tabletop.make("kungfu", draft="yes")
    assert caught.value.msgid == ERRORS["option_choice"]
    assert str(caught.value) == "kungfu: option draft='yes' is not one of False, True"


def test_an_error_inside_an_error_is_worded_too(capsys, tmp_path):
    """A record whose options the game refuses: both messages in the language."""
    record = tabletop.make("friday").new_game(seed=1).record()
    path = tmp_path / "game.json"
    path.write_text(json.dumps({**record, "options": {"level": 9}}), encoding="utf-8")
    assert main(["replay", str(path), "--lang", "ja"]) == 2
    assert capsys.readouterr().err == (
        "エラー：記録のオプションまたは準備が正しくありません："
        "friday：オプション level=9 は 1, 2, 3, 4 のどれでもありません\n"
    )


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        (
            "ja",
            "エラー：準備：'life' は 0～22 の整数でなければなりません（'lots' が指定されました）\n",
        ),
        ("zh", "错误：准备：'life' 必须是 0-22 的整数，却是 'lots'\n"),
        ("en", "error: setup: 'life' must be an integer 0-22, got 'lots'\n"),
    ],
)
def test_a_scenario_the_game_refuses_is_in_the_language(capsys, tmp_path, lang, said):
    path = tmp_path / "scenario.json"
    path.write_text(json.dumps({"life": "lots"}), encoding="utf-8")
    assert main(["play", "friday", "--setup", str(path), "--lang", lang]) == 2
    assert capsys.readouterr().err == said


def test_a_kungfu_scenario_error_keeps_its_values_in_japanese(capsys, tmp_path):
    path = tmp_path / "scenario.json"
    path.write_text(json.dumps({"players": [{"hp": 1}, {"power": 2}]}), encoding="utf-8")
    assert main(["play", "kungfu", "--setup", str(path), "--lang", "ja"]) == 2
    err = capsys.readouterr().err
    assert err.startswith("エラー：準備：players[1] に不明なキー 'power' があります（キー：")
