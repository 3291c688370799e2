# ruff: noqa: RUF001  (Japanese and Chinese punctuation is full width: that is the text)
"""The command line's errors in the command's language: ``error: ...``, the ``--help`` hint and
the engine's message (its msgid), with the values as typed; English stays as it was."""

from __future__ import annotations

import json
import pickle
import re
from importlib import resources

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
    # click's own message too (tests/cli/test_help_languages.py has the others)
    (
        ["play", "friday", "--lvl", "2"],
        ("不明なオプション '--lvl'", "（'tabletop play --help' を参照）"),
        ("未知选项 '--lvl'", "（参见 'tabletop play --help'）"),
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


ONE_GAME = ["simulate", "friday", "--seats", "bot:random", "--games", "1"]

# The other families of mistakes: card files, game options, bots, records and run files, the
# study commands, the server's flags. (arguments, what ja says, what zh says, the ASCII words
# the line may keep: ids, option names and values as the user or the file writes them)
FAMILIES = [
    (  # a Kung Fu card file (option cards=) with a mark no card has
        ["play", "kungfu", "-o", "cards=marks.json"],
        ("功夫のカードデータ：cards[0] (K01)：'box' 欄：不明なマーク 'kick'",),
        ("功夫卡牌数据：cards[0] (K01)：'box' 字段：未知标记 'kick'",),
        {"kungfu", "cards", "atk", "def", "hit", "hp", "avo", "counter"},
    ),
    (  # a card set too small to deal
        ["play", "kungfu", "-o", "cards=few.json", "-o", "players=2"],
        ("カードセット few.json は 12 枚です。2 人には 20 枚必要です",),
        ("卡组 few.json 有 12 张卡；2 名玩家需要 20 张",),
        {"kungfu"},
    ),
    (
        ["play", "gunrain", "-o", "max_turns=0"],
        ("オプション max_turns=0 は1～1000の整数",),
        ("选项 max_turns=0 必须是1到1000的整数",),
        {"gunrain", "max_turns"},
    ),
    (
        ["play", "gunrain", "-o", "face_down=1,1"],
        ("gunrain：オプション face_down：[1, 1] に同じ座標が2回",),
        ("gunrain：选项 face_down：[1, 1] 中某个坐标出现了两次",),
        {"gunrain", "face_down"},
    ),
    (  # Gun Rain's board card parsing, used by scenarios
        ["play", "gunrain", "--setup", "board.json"],
        ("準備：'board' south：'7S' はボードカード",),
        ("准备：'board' south：'7S' 不是版图卡",),
        {"south", "QD"},
    ),
    (
        ["simulate", "friday", "--seats", "bot:ismcts:iterations=abc", "--games", "1"],
        ("ismcts の iterations は1以上の整数でなければなりません（'abc'",),
        ("ismcts 的 iterations 必须是大于等于1的整数，却是 'abc'",),
        {"ismcts", "iterations"},
    ),
    (
        ["replay", "seedless.json"],
        ("記録の 'seed' 欄は整数でなければなりません",),
        ("记录的 'seed' 字段必须是整数",),
        set(),
    ),
    (  # an action of the record for no seat, another the game refuses
        ["replay", "no_seat.json"],
        ("記録の手 1（'x'）は反則です：プレイヤー 5 はいません：席は 0-1 です",),
        ("记录的第 1 步（'x'）不合法：没有玩家 5：座位为 0-1",),
        set(),
    ),
    (
        ["replay", "illegal.json"],
        ("'fly away' は今は選べません。選べる手：side south, side north",),
        ("'fly away' 现在不可执行；可执行：side south, side north",),
        {"side", "south", "north"},
    ),
    (
        ["replay", "games.jsonl", "--game", "5"],
        ("games.jsonl にゲーム 5 はありません：あるのはゲーム 0～0です",),
        ("games.jsonl 中没有对局 5：其中有对局 0-0",),
        set(),
    ),
    (
        ["replay", "friday.json", "--seat", "3"],
        ("--seat は0（唯一の席）でなければなりません",),
        ("--seat 必须是0（唯一的座位）",),
        set(),
    ),
    (  # --resume meets a file of another run
        [*ONE_GAME, "--seed", "7", "--out", "games.jsonl", "--resume"],
        ("games.jsonl の 1 行目：シード 7 の実行のものではありません",),
        ("games.jsonl 第 1 行：不属于种子为 7 的运行",),
        set(),
    ),
    (
        ["simulate", "friday", "--seats", "bot:random", "--cluster", "bogus"],
        ("--cluster 'bogus'：ray（この実行用のローカル Ray）",),
        ("--cluster 'bogus'：请给出 ray（本次运行的本地 Ray）",),
        {"ray", "auto", "Ray", "HOST", "PORT"},
    ),
    (
        ["balance", "gunrain", "--vary", "speed=1,2", "--out", "report.html"],
        ("gunrain には変化させるオプション 'speed' がありません",),
        ("gunrain 没有可变化的选项 'speed'",),
        {"gunrain"},
    ),
    (
        ["serve", "--limit", "rooms=3"],
        ("不明な制限 'rooms'。制限：bot_seconds",),
        ("未知限制 'rooms'；可用限制：bot_seconds",),
        None,  # the list of limits is names as typed
    ),
    (
        ["bench", "--seconds", "nan"],
        ("--seconds は秒数でなければなりません（nan は不可）",),
        ("--seconds 必须是秒数，不能是 nan",),
        {"nan"},
    ),
]


def english_left(line: str, allowed: set[str]) -> list[str]:
    """ASCII words of a message that are not values: quoted values, flags, file names and
    URLs taken out, then every word not allowed."""
    line = re.sub(r"'[^']*'|--[a-z-]+|[\w.]+\.(json|jsonl|html)\b|\w+://\S*", " ", line)
    return [word for word in re.findall(r"[A-Za-z][A-Za-z_]+", line) if word not in allowed]


@pytest.fixture
def mistake_files(tmp_path, monkeypatch):
    """The files the mistakes above name, in the working directory."""
    monkeypatch.chdir(tmp_path)
    built_in = resources.files("tabletop.rulesets.kungfu").joinpath("data/kungfu-cards.json")
    cards, few = (json.loads(built_in.read_text(encoding="utf-8")) for _ in range(2))
    cards["cards"][0]["box"] = {"kick": 1}
    few["cards"] = few["cards"][:12]
    record = tabletop.make("friday").new_game(seed=1).record()
    duel = tabletop.make("gunrain").new_game(seed=1).record()
    files = {
        "marks.json": cards,
        "few.json": few,
        "board.json": {"board": {"south": ["7S"] * 12, "north": ["QD"] * 12}},
        "seedless.json": {**record, "seed": "x"},
        "friday.json": record,
        "no_seat.json": {**duel, "actions": [[5, "x"]]},
        "illegal.json": {**duel, "actions": [[0, "fly away"]]},
    }
    for name, content in files.items():
        (tmp_path / name).write_text(json.dumps(content), encoding="utf-8")
    assert main([*ONE_GAME, "--out", "games.jsonl"]) == 0


@pytest.mark.parametrize("lang", ["ja", "zh"])
@pytest.mark.parametrize(("args", "ja", "zh", "allowed"), FAMILIES)
def test_every_family_of_mistakes_is_in_the_language(
    capsys, mistake_files, lang, args, ja, zh, allowed
):
    capsys.readouterr()
    code = main([*args, "--lang", lang])
    err = capsys.readouterr().err
    assert code == 2, err
    assert err.startswith(PREFIX[lang]) and err.count("\n") == 1, err
    assert "Traceback" not in err
    for part in ja if lang == "ja" else zh:
        assert part in err, err
    if allowed is not None:
        assert english_left(err, allowed) == [], err


def test_what_simulate_and_bench_print_is_in_the_language(capsys, tmp_path, monkeypatch):
    """The closing line of simulate --out and bench's heading and columns (its figures and the
    game ids stay as they are)."""
    monkeypatch.chdir(tmp_path)
    args = ["simulate", "friday", "--seats", "bot:random", "--games", "2", "--out", "g.jsonl"]
    assert main([*args, "--lang", "ja"]) == 0
    printed = "".join(capsys.readouterr().out.split())  # however the console wrapped it
    assert "g.jsonlに2ゲームを書き出しました" in printed
    assert main(["bench", "--game", "friday", "--seconds", "0.05", "--lang", "zh"]) == 0
    printed = capsys.readouterr().out
    assert "单核随机对局：Python" in printed and "对局/秒" in printed
    assert "games/s" not in printed and "Random play" not in printed
