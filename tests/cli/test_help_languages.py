# ruff: noqa: RUF001  (Japanese and Chinese punctuation is full width: that is the text)
"""click's own words in the command's language: every ``--help`` page and the usage errors
click raises (unknown option, missing argument, bad integer...), read whole in ja and zh, and
exactly as before in English."""

from __future__ import annotations

import ast
import gettext
import os
import re
import subprocess
import sys
from pathlib import Path

import click
import pytest
from rich.cells import cell_len

from tabletop.cli import worded
from tabletop.cli.main import cli, main
from tabletop.i18n import translator
from tabletop.i18n.clicktexts import CLICK
from tabletop.i18n.common import REPORT

LANGUAGE_VARIABLES = ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")
COMMANDS = [[], *([name] for name in sorted(cli.commands))]
SAID = {"ja": ("使い方：", "オプション："), "zh": ("用法：", "选项：")}


@pytest.fixture(autouse=True)
def english_environment(monkeypatch):
    for variable in LANGUAGE_VARIABLES:
        monkeypatch.delenv(variable, raising=False)


def page(capsys, args: list[str]) -> str:
    assert main(args) == 0
    return capsys.readouterr().out


def prose(text: str) -> set[str]:
    """The English phrases of a page: runs of two or more words, the notation left out (the
    example command lines, a ``pip install``)."""
    runs = re.findall(r"(?<![-\w./:,=|'])[A-Za-z][a-z]*(?: [a-z]+)+", text)
    return {run for run in runs if not run.startswith(("tabletop", "pip install"))}


@pytest.mark.parametrize("lang", ["ja", "zh"])
@pytest.mark.parametrize("command", COMMANDS, ids=lambda c: " ".join(c) or "tabletop")
def test_every_help_page_is_in_the_language(capsys, lang, command):
    english = page(capsys, [*command, "--help"])
    translated = page(capsys, [*command, "--help", "--lang", lang])
    assert all(word in translated for word in SAID[lang])
    phrases = prose(english)
    assert len(phrases) > 3  # the check has English to look for
    assert not {phrase for phrase in phrases if phrase in translated}
    # click's single words and the kinds of values: none left
    left = re.findall(
        r"\b(Usage|Options|Commands|default|required|TEXT|INTEGER|RANGE)\b", translated
    )
    assert not left
    # the options and the notation stay as typed
    assert "--lang ja|zh|en" in translated and "-h, --help" in translated


def test_a_lang_anywhere_on_the_line_and_before_help_chooses(capsys):
    first = page(capsys, ["--lang", "zh", "simulate", "--help"])
    assert first == page(capsys, ["simulate", "--help", "--lang", "zh"])
    assert first.startswith("用法：tabletop simulate [选项] GAME")
    # the command's --lang wins over the group's
    assert page(capsys, ["--lang", "zh", "play", "--lang", "ja", "--help"]).startswith("使い方：")


def test_the_command_list_and_the_columns_fit_the_width(capsys):
    """A wide character takes two columns: the page is measured in columns, not characters."""
    for lang in ("ja", "zh"):
        for command in COMMANDS:
            text = page(capsys, [*command, "--help", "--lang", lang])
            assert max(cell_len(line) for line in text.splitlines()) <= 78, command
    listing = page(capsys, ["--help", "--lang", "ja"]).split("コマンド：\n")[1]
    assert "  play        GAME を端末で遊びます。\n" in listing


def test_headings_and_option_notes_are_in_the_languages_marks(capsys):
    """click ends a heading with ':' and notes an option's default and range in '[...; ...]':
    a Japanese or Chinese page uses its own colon, brackets and list separator."""
    ja = page(capsys, ["serve", "--help", "--lang", "ja"])
    # no space after a full-width colon
    assert ja.startswith("使い方：tabletop serve [オプション]\n")
    assert "\nオプション：\n" in ja and "--port 整数            （既定：8000、0<=x<=65535）" in ja
    zh = page(capsys, ["simulate", "--help", "--lang", "zh"])
    assert "--games 整数                    （默认：100、x>=1）" in zh
    assert "进程数（默认：全部核心）。（x>=1）" in zh  # the help, then click's notes
    for lang in ("ja", "zh"):
        for command in COMMANDS:
            text = page(capsys, [*command, "--help", "--lang", lang])
            assert not re.search(r"^\S.*:$", text, re.M), command  # a heading
            assert not re.search(r"\[(既定|默认|必須|必填)|; ", text), command


ENGLISH_GROUP_PAGE = """\
Usage: tabletop [OPTIONS] COMMAND [ARGS]...

  Play and study tabletop games: Friday, Gun Rain and Kung Fu.

Options:
  --version        Show the version and exit.
  --lang ja|zh|en  Language of what is shown: ja, zh or en (default: LANGUAGE,
                   LC_ALL, LC_MESSAGES, LANG).
  -h, --help       Show this message and exit.

Commands:
  balance     Study GAME's balance over many games and write an HTML...
  bench       Random-play throughput and clone() cost per game, on one core.
  compile     Compile the engine's busiest modules with Cython (pip...
  games       List the registered games and their options.
  learn       Learn GAME with a guided first game.
  new         Write a new game as a package of its own: a small card game...
  play        Play GAME in the terminal, one screen per move.
  replay      Step through a saved game: Enter = next move, b = back, q =...
  review      Review a finished game: one seat's chance after each...
  rules       Print How to play GAME: its rules in short, as the rules...
  serve       Play in the browser: start the web server and print its...
  simulate    Play GAME many times between bots and report win rates with...
  tournament  Round robin between bots with seats swapped: win-rate...
  worker      Take bot moves and hints from the servers' queue in...
"""

ENGLISH_SERVE_OPTIONS = """\
  --host TEXT                  Address to listen on.  [default: 127.0.0.1]
  --port INTEGER RANGE         [default: 8000; 0<=x<=65535]
  --db TEXT                    Where rooms are kept: a SQLAlchemy database
                               URL.  [default: sqlite:///tabletop.sqlite]
  --bot-workers INTEGER RANGE  Worker processes for bot moves and hints.
                               [default: 2; 0<=x<=64]
"""


def test_english_pages_read_as_click_writes_them(capsys):
    assert page(capsys, ["--help"]) == ENGLISH_GROUP_PAGE
    assert page(capsys, ["--help", "--lang", "en"]) == ENGLISH_GROUP_PAGE
    assert ENGLISH_SERVE_OPTIONS in page(capsys, ["serve", "--help"])
    assert page(capsys, ["--version"]).startswith("tabletop, version ")


def test_the_environment_chooses_the_pages_language(capsys, monkeypatch):
    monkeypatch.setenv("LANG", "zh_CN.UTF-8")
    assert page(capsys, ["replay", "--help"]).startswith("用法：tabletop replay [选项] FILE")
    assert page(capsys, ["--version"]).startswith("tabletop 版本 ")


def test_lang_ja_jp_in_the_environment_gives_japanese_help_in_a_real_process():
    environ = {k: v for k, v in os.environ.items() if k not in LANGUAGE_VARIABLES}
    script = Path(sys.executable).with_name("tabletop")
    shown = subprocess.run(
        [str(script), "simulate", "--help"],
        env={**environ, "LANG": "ja_JP.UTF-8"},
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    assert shown.startswith("使い方：tabletop simulate [オプション] GAME")
    assert "このメッセージを表示して終了します。" in shown


# (arguments after the group's --lang, the English line as click words it, what ja says, what
# zh says, the values as typed that the line keeps)
MISTAKES = [
    (
        ["simulate", "friday", "--foo"],
        "No such option '--foo'. (Did you mean one of: '--option', '--out'?) "
        "(see 'tabletop simulate --help')",
        "不明なオプション '--foo'。 （次のどれかですか：'--option', '--out'）",
        "未知选项 '--foo'。 （您是指以下之一吗：'--option', '--out'？）",
    ),
    (
        ["play", "friday", "--sed", "1"],
        "No such option '--sed'. (Did you mean one of: '--seats', '--seed', '--setup'?) "
        "(see 'tabletop play --help')",
        "不明なオプション '--sed'。",
        "未知选项 '--sed'。",
    ),
    (
        ["chess"],
        "No such command 'chess'. (see 'tabletop --help')",
        "不明なコマンド 'chess'。",
        "未知命令 'chess'。",
    ),
    (
        ["play"],
        "Missing argument 'GAME'. (see 'tabletop play --help')",
        "引数 'GAME' がありません。",
        "缺少参数 'GAME'。",
    ),
    (
        ["simulate", "friday"],
        "Missing option '--seats'. (see 'tabletop simulate --help')",
        "オプション '--seats' が指定されていません。",
        "缺少选项 '--seats'。",
    ),
    (
        ["play", "friday", "--seed", "abc"],
        "Invalid value for '--seed': 'abc' is not a valid integer. (see 'tabletop play --help')",
        "'--seed' の値が正しくありません：'abc' は正しい整数ではありません。",
        "'--seed' 的值无效：'abc' 不是有效的整数。",
    ),
    (
        ["simulate", "friday", "--seats", "bot:random", "--games", "0"],
        "Invalid value for '--games': 0 is not in the range x>=1. (see 'tabletop simulate --help')",
        "'--games' の値が正しくありません：0 は範囲 x>=1 に入っていません。",
        "'--games' 的值无效：0 不在范围 x>=1 内。",
    ),
    (
        ["bench", "--seconds", "fast"],
        "Invalid value for '--seconds': 'fast' is not a valid float range. "
        "(see 'tabletop bench --help')",
        "'fast' は正しい数値ではありません。",
        "'fast' 不是有效的数值。",
    ),
    (
        ["play", "friday", "extra"],
        "Got unexpected extra argument (extra) (see 'tabletop play --help')",
        "余分な引数があります（extra）",
        "多出了意外的参数（extra）",
    ),
    (
        ["play", "friday", "--seats"],
        "Option '--seats' requires an argument.",
        "オプション '--seats' には値が必要です。",
        "选项 '--seats' 需要一个值。",
    ),
    (
        ["simulate", "friday", "--json=yes"],
        "Option '--json' does not take a value.",
        "オプション '--json' は値をとりません。",
        "选项 '--json' 不接受值。",
    ),
    (
        [],
        "Missing command. (see 'tabletop --help')",
        "コマンドがありません。",
        "缺少命令。",
    ),
]
PREFIX = {"en": "error: ", "ja": "エラー：", "zh": "错误："}


@pytest.mark.parametrize(("args", "english", "ja", "zh"), MISTAKES)
def test_usage_mistakes_read_whole_in_each_language(capsys, args, english, ja, zh):
    assert main(["--lang", "en", *args]) == 2
    assert capsys.readouterr().err == f"error: {english}\n"
    for lang, said in (("ja", ja), ("zh", zh)):
        assert main(["--lang", lang, *args]) == 2
        err = capsys.readouterr().err
        assert err.startswith(PREFIX[lang]) and said in err and err.count("\n") == 1, err
        # what is left once the values as typed ('--foo', (extra), x>=1) are taken out
        words = re.sub(r"'[^']*'|\((\w+)\)|（\w+）|x>=1", "", err)
        assert not re.search(r"[A-Za-z]{2,}", words), err


def test_the_lang_after_a_mistake_still_chooses(capsys):
    assert main(["play", "friday", "--seed", "abc", "--lang", "zh"]) == 2
    assert "'abc' 不是有效的整数" in capsys.readouterr().err


def test_bare_tabletop_shows_its_page_in_the_language(capsys, monkeypatch):
    monkeypatch.setenv("LANGUAGE", "ja")
    assert main([]) == 2
    assert capsys.readouterr().err.startswith("使い方：tabletop [オプション] コマンド [引数]...")


# click's texts no command of ours can show: mistakes of a program's own declarations, and
# parts of click we do not use (deprecation, a command marked deprecated is worded by click).
FOR_PROGRAMMERS = {
    "Could not determine name for option with declarations {decls!r}",
    "Arguments take exactly one parameter declaration, got {length}: {decls}.",
    "Name '{name}' defined twice",
    "Boolean option {decl!r} cannot use the same flag for true/false.",
    "Invalid start character for option ({option})",
    "No options defined but a name was passed ({name}). Did you mean to declare an argument "
    "instead? Did you mean to pass '--{name}'?",
    "Choice({choices})",
    "deprecated",
    "DeprecationWarning: The command {name!r} is deprecated.{extra_message}",
    "DeprecationWarning: The {param_type} {name!r} is deprecated.{extra_message}",
}


def test_every_text_click_marks_is_in_our_table():
    """Read from click's sources: a click that adds a text (or changes one) fails here until
    the table and the catalogs have it."""
    marked = set()
    for module in worded.ROUTED_MODULES:
        tree = ast.parse(Path(module.__file__).read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Call) and getattr(node.func, "id", "") in ("_", "ngettext"):
                marked.update(a.value for a in node.args[:2] if isinstance(a, ast.Constant))
    marked -= FOR_PROGRAMMERS
    assert len(marked) > 40
    assert marked <= set(CLICK), sorted(marked - set(CLICK))
    assert {"Usage:", "No such option {name!r}."} <= marked


def test_click_asks_us_and_outside_a_command_asks_the_stdlib():
    for module in worded.ROUTED_MODULES:
        assert module._ is worded.click_gettext
        assert getattr(module, "ngettext", worded.click_ngettext) is worded.click_ngettext
    # no command running: gettext's own answer, as before
    assert worded.click_gettext("Usage:") == gettext.gettext("Usage:") == "Usage:"
    with worded.speaking(worded.translator("ja")):
        assert click.core._("Options") == "オプション"
        assert click.exceptions.ngettext("Did you mean {possibility}?", "x", 1).endswith("？")


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("ja", "値が正しくありません：'fr' は 'ja', 'zh' のどれでもありません。"),
        ("zh", "值无效：'fr' 不在 'ja', 'zh' 之中。"),
        ("en", "Invalid value: 'fr' is not one of 'ja', 'zh'."),
    ],
)
def test_a_choice_click_refuses_is_worded_too(lang, said):
    """No option of ours is a click.Choice yet: one added later speaks the language already."""
    with worded.speaking(worded.translator(lang)), pytest.raises(click.BadParameter) as caught:
        click.Choice(["ja", "zh"]).convert("fr", None, None)
    with worded.speaking(worded.translator(lang)):
        assert caught.value.format_message() == said


@pytest.mark.parametrize("lang", ["ja", "zh", "en"])
def test_plays_examples_stay_whole_on_their_lines(capsys, lang):
    """Z69: the --seats example broke inside the command (--seats / human,bot:random)."""
    text = page(capsys, ["play", "--help", "--lang", lang])
    lines = [line.strip() for line in text.splitlines()]
    assert any(line.endswith("tabletop play gunrain --seats human,bot:random") for line in lines)
    assert any(line.endswith("tabletop play friday --level 2 --seed 7") for line in lines)


@pytest.mark.parametrize("lang", ["ja", "zh"])
def test_games_lists_options_in_the_languages_brackets(capsys, lang):
    """zh N20, J74: a spaced 人数 1, ASCII (1|2|3|4) and a space before the bracket of
    cards=FILE in a Chinese or Japanese line."""
    text = page(capsys, ["games", "--lang", lang])
    assert "level=1（1／2／3／4）" in text and "cards=FILE（" in text
    assert "2〜5人" in text or "2至5人" in text
    for bad in ("|", " (", " （", "人数 "):
        assert bad not in text, bad


def test_simulates_first_seat_line_says_what_it_counts():
    """zh N16, ja N10: the line said 先手 (Gun Rain's word) and gave its range as 36.4%-76.2%,
    unlike the table's 36.4%至76.2%."""
    for lang, range_word in (("ja", "〜"), ("zh", "至")):
        line = translator(lang).format(
            REPORT["first_mover"], rate="57.5%", low="36.4%", high="76.2%"
        )
        assert "先手" not in line and "-" not in line and f"36.4%{range_word}76.2%" in line
