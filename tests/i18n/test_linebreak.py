# ruff: noqa: RUF001, RUF002  (Japanese and Chinese punctuation is full width)
"""Kinsoku in the terminal: a wrapped Japanese or Chinese line never starts with a closing mark.

Real text is wrapped at every width from 20 to 80 columns, through a console as terminal play
sets it up (``Page``): the log lines of played games, their screens and How to play. Every line a
wrap makes must not start with a mark of ``NO_LINE_START`` (。、，」… small kana, ー) nor end with
one of ``NO_LINE_END`` (「（“…). English wraps exactly as rich wraps it, and the same text
through rich alone does break before 。 and 、 (what the rules are for).
"""

from __future__ import annotations

import random
import re
from functools import cache
from itertools import pairwise

import pytest
import rich.text
from rich.console import Console, Group, RenderableType
from rich.panel import Panel
from rich.table import Table

import tabletop
from tabletop.cli.linebreak import (
    NO_LINE_END,
    NO_LINE_START,
    RICH_DIVIDE_LINE,
    break_lines_by_kinsoku,
    divide_line,
)
from tabletop.cli.page import Page
from tabletop.cli.play import rules
from tabletop.i18n import translator
from tabletop.present.log import log_entries, render
from tabletop.present.screens import screen_for

GAMES = {"friday": {"level": 2}, "gunrain": {}, "kungfu": {"players": 3}}
WIDTHS = range(20, 81)
# Between the cells of a screen: box drawing, or the two spaces or more of a grid's padding.
CELL_EDGE = re.compile(r"[\u2500-\u257f]|\s{2,}")


@cache
def played(game: str, seed: int = 3, moves: int = 60) -> tabletop.engine.contract.State:
    """A game after some random moves (or to its end, if sooner)."""
    rng = random.Random(seed)
    state = tabletop.make(game, **GAMES[game]).new_game(seed=seed)
    for _ in range(moves):
        if state.is_over:
            break
        player = state.to_move[0]
        state.apply(player, rng.choice(state.legal_actions(player)))
    return state


@cache
def log_lines(game: str, locale: str) -> tuple[str, ...]:
    """The 40 longest lines of a played game's log (as the spectator reads it)."""
    t = translator(locale)
    lines = {render(entry, t) for entry in log_entries(played(game), None)}
    return tuple(sorted(lines, key=lambda line: (-len(line), line))[:40])


def console(width: int, kinsoku: bool = True) -> Console:
    out = Console(width=width, color_system=None, force_terminal=False, highlight=False)
    if kinsoku:
        Page(out)  # as terminal play and replay set the console up
    return out


def printed(out: Console, *renderables: RenderableType) -> list[str]:
    with out.capture() as capture:
        for renderable in renderables:
            out.print(renderable)
    return capture.get().splitlines()


def bad_breaks(lines: list[str]) -> list[str]:
    """The lines of one wrapped paragraph (its first line is its own start) that start with a
    mark that may not start a line, or end, before the next, with one that may not end it."""
    found = [
        f"starts with {line.lstrip()[0]}: {line!r}"
        for line in lines[1:]
        if line.strip() and line.lstrip()[0] in NO_LINE_START
    ]
    found += [
        f"ends with {line.rstrip()[-1]}: {line!r}"
        for line in lines[:-1]
        if line.strip() and line.rstrip()[-1] in NO_LINE_END
    ]
    return found


def bad_cells(lines: list[str]) -> list[str]:
    """In a screen, the cells (between box lines and column gaps) of every line but the first
    of the screen that start or end with such a mark (but rich's … of a column too narrow for
    anything else)."""
    found = []
    for above, line in pairwise(lines):
        for cell in CELL_EDGE.split(line):
            cell = cell.strip()
            if cell == "…":
                continue
            if cell and cell[0] in NO_LINE_START:
                found.append(f"starts with {cell[0]}: {line!r} (below {above!r})")
            if cell and cell[-1] in NO_LINE_END:
                found.append(f"ends with {cell[-1]}: {line!r}")
    return found


def screens(game: str, locale: str) -> list[RenderableType]:
    """The first seat's screen of a played game, and the game's How to play."""
    state = played(game)
    t = translator(locale)
    return [
        screen_for(state.game.descriptor).render(state.view(0), t),
        rules(state.game.descriptor, t),
    ]


@pytest.mark.parametrize("locale", ["ja", "zh"])
@pytest.mark.parametrize("game", sorted(GAMES))
def test_wrapped_log_lines_never_start_with_a_closing_mark(game: str, locale: str) -> None:
    lines = log_lines(game, locale)
    assert len(lines) > 10 and max(map(len, lines)) > 20
    wrapped = 0
    for width in WIDTHS:
        out = console(width)
        for line in lines:
            shown = printed(out, line)
            wrapped += len(shown) > 1
            assert not bad_breaks(shown), (width, line, bad_breaks(shown))
    assert wrapped > 100  # the lines were long enough to wrap, many times


@pytest.mark.parametrize("locale", ["ja", "zh"])
@pytest.mark.parametrize("game", sorted(GAMES))
def test_screens_and_how_to_play_never_break_before_a_closing_mark(game: str, locale: str) -> None:
    for width in WIDTHS[::3]:
        out = console(width)
        for renderable in screens(game, locale):
            shown = printed(out, renderable)
            assert not bad_cells(shown), (width, bad_cells(shown))


def test_rich_alone_breaks_before_closing_marks_on_the_same_text() -> None:
    """What kinsoku is for: without it, the same log lines and rules start lines with 。 or 、."""
    found = 0
    for width in WIDTHS[::6]:
        out = console(width, kinsoku=False)
        for line in log_lines("friday", "ja") + log_lines("kungfu", "zh"):
            found += len(bad_breaks(printed(out, line)))
        found += len(bad_cells(printed(out, *screens("friday", "ja"))))
    assert found > 20


@pytest.mark.parametrize("game", sorted(GAMES))
def test_english_wraps_exactly_as_rich_wraps_it(game: str) -> None:
    shown = [*log_lines(game, "en"), *screens(game, "en")]
    for width in WIDTHS[::6]:
        assert printed(console(width), *shown) == printed(console(width, kinsoku=False), *shown)


def test_paragraphs_inside_panels_and_tables_break_by_kinsoku() -> None:
    sentence = "ロビンソンは「筏で難破船へ」に屈した。体力を3失い、「非力」を除外した。" * 3
    table = Table("札", "説明")
    table.add_row("「非力」", sentence)
    for width in range(24, 60):
        shown = printed(console(width), Panel(Group(sentence, table)))
        assert not bad_cells(shown), (width, bad_cells(shown))


def test_the_rules_of_a_break() -> None:
    text = "捨て札は5枚、山札は12枚です。「非力」を除外。"
    for width in range(6, 40):
        breaks = divide_line(text, width)
        assert breaks == sorted(set(breaks)) and all(0 < b < len(text) for b in breaks)
        for at in breaks:
            assert text[at] not in NO_LINE_START and text[at - 1] not in NO_LINE_END, (width, at)
            assert not text[at - 1].isdigit(), (width, at)  # 5枚 and 12枚 stay whole
    assert RICH_DIVIDE_LINE("体力を3失った", 7) == [4]  # rich: 体力を3 / 失った
    assert divide_line("体力を3失った", 7) == [3]  # 体力を / 3失った: the number keeps its word
    assert divide_line("あ。。。。。。", 4) == [2, 4, 6]  # unbreakable and too long: folded
    # an indent stays with the word after it, as in rich (no line of spaces alone)
    assert divide_line("   5枚", 4) == RICH_DIVIDE_LINE("   5枚", 4) == [4]
    assert divide_line("あ。。。。。。", 4, fold=False) == []


def test_text_without_japanese_or_chinese_is_rich_own_wrapping() -> None:
    texts = ("Fight the Cannibals (5 free cards).", "x" * 50 + " y", "a, b; c: d!", "🤜4 👁1 (x)")
    for text in texts:
        for width in range(3, 30):
            for fold in (True, False):
                assert divide_line(text, width, fold) == RICH_DIVIDE_LINE(text, width, fold)


def test_only_the_page_console_changes_and_only_while_it_prints() -> None:
    text = "ロビンソンは「筏で難破船へ」に屈した。体力を3失い、「非力」を除外した。"
    text += "捨て札は5枚、山札は12枚です。"
    plain, kinsoku = console(20, kinsoku=False), console(20)
    Page(kinsoku)  # a second page on the same console adds nothing
    assert rich.text.divide_line is RICH_DIVIDE_LINE
    assert bad_breaks(printed(plain, text))  # rich alone: a line starts with 、
    assert not bad_breaks(printed(kinsoku, text))
    assert rich.text.divide_line is RICH_DIVIDE_LINE
    assert bad_breaks(printed(plain, text)), "the other console changed too"
    assert len(kinsoku._render_hooks) == 1
    break_lines_by_kinsoku(kinsoku)
    assert len(kinsoku._render_hooks) == 1


# Cells the readers found torn in the terminal's tables and menus: each must come out whole.
WHOLE_JA = ["ボット2（ふつう）", "このままでは", "体力+1", "警戒-1", "更新2枚", "ダイス2個", "不発"]
WHOLE_ZH = ["机器人2（简单）", "（已使用）", "恢复1", "攻击3", "“蛟龙出海”"]


def table_lines(width: int, cells: list[str], language: str | None) -> list[str]:
    """The lines of a two-column table whose second column holds ``cells``, one per row."""
    out = Console(width=width, color_system=None, force_terminal=False, highlight=False)
    break_lines_by_kinsoku(out, language)
    table = Table.grid(padding=(0, 2))
    table.add_column()
    table.add_column()
    for cell in cells:
        table.add_row("1", cell)
    return [line[3:].strip() for line in printed(out, table)]


@pytest.mark.parametrize("width", range(21, 40))
def test_a_table_cell_never_splits_a_word_a_number_or_a_short_name(width: int) -> None:
    """Kinsoku alone let 「このままでは不\\n発」, 「体力\\n+1」, 「ボット2（ふつ\\nう）」 through: a
    Japanese line breaks between phrases, a number keeps its sign, the word before it and its
    counter, a short name in brackets or quotes stays whole (J16, Z74)."""
    ja = "（戦闘力0、体力+1）：ボット2（ふつう）はこのままでは不発、更新2枚、ダイス2個、警戒-1"
    zh = "机器人2（简单）：鹰爪（已使用）攻击3、命中恢复1，用“蛟龙出海”攻击"
    for text, whole, language in ((ja, WHOLE_JA, "ja"), (zh, WHOLE_ZH, "zh")):
        lines = table_lines(width, [text], language)
        assert "".join(lines) == text
        for word in whole:
            assert any(word in line for line in lines), (width, word, lines)
        assert not bad_breaks(lines), lines


def test_a_word_longer_than_the_line_still_breaks_by_kinsoku() -> None:
    """A phrase wider than the column falls back to kinsoku's breaks, not to a cut before 。."""
    text = "災厄カードを2枚めくった：「島の奥地の探索」と「島の奥地の探索」。"
    for width in range(16, 30):
        lines = table_lines(width, [text], "ja")
        assert "".join(lines) == text
        assert not bad_breaks(lines), (width, lines)
