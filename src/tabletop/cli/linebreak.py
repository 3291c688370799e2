# ruff: noqa: RUF001, RUF002  (the marks of Japanese and Chinese line breaking are full width)
"""Line breaking for Japanese and Chinese in the terminal: kinsoku (禁則), as JIS X 4051 says.

rich wraps a line at its spaces; a run of Japanese or Chinese, which has none, it cuts wherever
the width ends, so a wrapped line could start with 。 or 、 and end with 「. Here a line may break
at a space, or between two characters when one of them is wide (kana, kanji, full-width forms),
but never before a mark that may not start a line (closing brackets and quotes, 。、，．・：；！？,
small kana, ー, iteration marks, dashes and leaders) nor after one that may not end a line
(opening brackets and quotes), nor between a number and what follows it (5枚 stays whole). What
cannot break moves to the next line whole. Text without Japanese or Chinese is wrapped by rich
itself, exactly as before.

rich has no setting for how it breaks lines: ``Text.wrap`` asks the ``divide_line`` of its module.
:func:`break_lines_by_kinsoku` gives a console a render hook (rich's public way into its
printing) that, while each thing printed on that console is rendered, points that name at
:func:`divide_line` here: every text the console prints, paragraphs inside panels and table cells
included, breaks by these rules, and nothing else in the process changes.
"""

from __future__ import annotations

import unicodedata
import weakref
from collections.abc import Iterator
from contextlib import contextmanager

import rich.text
from rich.cells import cell_len, chop_cells
from rich.console import (
    Console,
    ConsoleOptions,
    ConsoleRenderable,
    RenderableType,
    RenderHook,
    RenderResult,
)
from rich.measure import Measurement

RICH_DIVIDE_LINE = rich.text.divide_line  # rich's own, for text without wide characters

# JIS X 4051 (and W3C's "Requirements for Japanese Text Layout", 3.1.7): characters that may not
# start a line. Closing brackets and quotes (cl-02), hyphens (cl-03), dividing punctuation
# (cl-04), middle dots (cl-05), full stops (cl-06), commas (cl-07), inseparable leaders (cl-08),
# iteration marks (cl-09), the prolonged sound mark (cl-10), small kana (cl-11) and postfixed
# units (cl-20); with their ASCII and Chinese counterparts.
NO_LINE_START = frozenset(
    "’”）〕］｝〉》」』】〙〗〟｠»)]}"
    "‐〜゠–～"
    "？！‼⁇⁈⁉?!"
    "・：；:;"
    "。．."
    "、，,"
    "―…‥"
    "ヽヾゝゞ々〻"
    "ー"
    "ぁぃぅぇぉっゃゅょゎゕゖァィゥェォッャュョヮヵヶㇰㇱㇲㇳㇴㇵㇶㇷㇸㇹㇺㇻㇼㇽㇾㇿ"
    "%％‰°′″℃¢￠"
)
# Characters that may not end a line: opening brackets and quotes (cl-01), prefixed units (cl-19).
NO_LINE_END = frozenset("‘“（〔［｛〈《「『【〘〖〝｟«([{" + "¥￥$＄£￡#＃€№")


def is_wide(char: str) -> bool:
    """Two cells in a terminal: a line may break before or after it (kana, kanji, emoji...)."""
    return unicodedata.east_asian_width(char) in ("W", "F")


def is_cjk(char: str) -> bool:
    """A wide character of Japanese, Chinese or Korean: a wide one but the symbols and emoji."""
    return is_wide(char) and not (0x2300 <= ord(char) < 0x2C00 or 0x1F000 <= ord(char) < 0x20000)


def may_break(before: str, after: str) -> bool:
    """Whether a line may end after ``before`` and the next start with ``after``: two
    neighbouring characters of a text with wide characters in it."""
    if after in NO_LINE_START or before in NO_LINE_END:
        return False
    if after.isspace():
        return False  # a space ends the line it follows, not the next one's start
    if before.isspace():
        return True
    if before.isdigit():
        return False  # a number keeps what follows it: 5枚, 3ラウンド
    return is_wide(before) or is_wide(after)


def units(text: str) -> Iterator[tuple[int, str]]:
    """The pieces a line cannot break inside, with their start: each with the spaces after it
    (what rich calls words, here also single characters of Japanese and Chinese)."""
    start = 0
    last_seen = ""  # the last character before any spaces ("": only spaces so far, an indent)
    for index in range(1, len(text)):
        before, after = text[index - 1], text[index]
        if not before.isspace():
            last_seen = before
        if last_seen and last_seen not in NO_LINE_END and may_break(before, after):
            yield start, text[start:index]
            start = index
    if text:
        yield start, text[start:]


def divide_line(text: str, width: int, fold: bool = True) -> list[int]:
    """Where to break ``text`` into lines of ``width`` cells: rich's ``divide_line`` with kinsoku.

    The same signature and the same greedy filling as rich's; a piece longer than a line is
    folded (``fold``) or left to overflow as rich does. Text without Japanese, Chinese or Korean
    goes to rich (English with an emoji in it too).
    """
    if not any(is_cjk(char) for char in text):
        return RICH_DIVIDE_LINE(text, width, fold=fold)
    breaks: list[int] = []
    filled = 0  # cells of the current line
    for start, unit in units(text):
        needed = cell_len(unit.rstrip())
        if width - filled >= needed:
            filled += cell_len(unit)
        elif needed > width:  # longer than any line: folded as rich folds a long word
            if not fold:
                if start:
                    breaks.append(start)
                filled = cell_len(unit)
                continue
            for piece in chop_cells(unit, width):
                if start:
                    breaks.append(start)
                start += len(piece)
                filled = cell_len(piece)
        elif filled and start:
            breaks.append(start)
            filled = cell_len(unit)
    return breaks


@contextmanager
def kinsoku() -> Iterator[None]:
    """While inside, every ``rich.text.Text`` wraps by :func:`divide_line` (nests)."""
    saved = rich.text.divide_line
    rich.text.divide_line = divide_line
    try:
        yield
    finally:
        rich.text.divide_line = saved


class Kinsoku:
    """A renderable drawn with kinsoku line breaking (the renderable inside, unchanged)."""

    def __init__(self, renderable: RenderableType) -> None:
        self.renderable = renderable

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        with kinsoku():  # rendered whole inside: no text is wrapped after the name is restored
            segments = list(console.render(self.renderable, options))
        yield from segments

    def __rich_measure__(self, console: Console, options: ConsoleOptions) -> Measurement:
        return Measurement.get(console, options, self.renderable)


class KinsokuHook(RenderHook):
    """Draws everything a console prints with kinsoku line breaking."""

    def process_renderables(self, renderables: list[ConsoleRenderable]) -> list[ConsoleRenderable]:
        return [Kinsoku(renderable) for renderable in renderables]


_HOOKED: weakref.WeakSet[Console] = weakref.WeakSet()


def break_lines_by_kinsoku(console: Console) -> None:
    """From now on ``console`` breaks Japanese and Chinese lines by kinsoku (once per console)."""
    if console not in _HOOKED:
        console.push_render_hook(KinsokuHook())
        _HOOKED.add(console)
