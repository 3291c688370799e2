# ruff: noqa: RUF001, RUF002  (the marks of Japanese and Chinese line breaking are full width)
"""Line breaking for Japanese and Chinese in the terminal: kinsoku (禁則), as JIS X 4051 says.

rich wraps a line at its spaces; a run of Japanese or Chinese, which has none, it cuts wherever
the width ends, so a wrapped line could start with 。 or 、 and end with 「. Here a line may break
at a space, or between two characters when one of them is wide (kana, kanji, full-width forms),
but never before a mark that may not start a line (closing brackets and quotes, 。、，．・：；！？,
small kana, ー, iteration marks, dashes and leaders) nor after one that may not end a line
(opening brackets and quotes). Nor inside a word or a figure as a reader sees them: a number keeps
its sign, the word before it and the counter after it (体力+1, ボット2, 更新2枚 stay whole), a
short name in brackets or quotes stays whole (（ふつう）, “蛟龙出海”), and a Japanese line breaks
only between phrases: a run of kanji or of katakana is one word, and kana after a word belong to
it (このままでは｜不発, not このままでは不｜発). What cannot break moves to the next line whole; a
piece longer than a line is cut. Text without Japanese or Chinese is wrapped by rich itself,
exactly as before.

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
from contextvars import ContextVar

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


# The pairs whose content stays on one line when it is short: a name in quotes, a bot's level in
# brackets; longer than SHORT_GROUP cells, it breaks inside as any text.
PAIRS = {"（": "）", "(": ")", "「": "」", "『": "』", "“": "”", "【": "】", "《": "》", "〈": "〉"}
SHORT_GROUP = 16
SIGNS = frozenset("+-−＋")


def is_wide(char: str) -> bool:
    """Two cells in a terminal: a line may break before or after it (kana, kanji, emoji...)."""
    return unicodedata.east_asian_width(char) in ("W", "F")


def is_cjk(char: str) -> bool:
    """A wide character of Japanese, Chinese or Korean: a wide one but the symbols and emoji."""
    return is_wide(char) and not (0x2300 <= ord(char) < 0x2C00 or 0x1F000 <= ord(char) < 0x20000)


def _script(char: str) -> str:
    """The kind of a character for phrase breaking: hiragana, katakana, kanji or other."""
    code = ord(char)
    if 0x3041 <= code <= 0x309F:
        return "hiragana"
    if 0x30A1 <= code <= 0x30FA or code == 0x30FC or 0xFF66 <= code <= 0xFF9F:
        return "katakana"
    if 0x4E00 <= code <= 0x9FFF or 0x3400 <= code <= 0x4DBF or char in "々〆":
        return "kanji"
    return "other"


# The language of what a console prints, where its hook knows it (kanji alone do not tell
# Japanese from Chinese): "ja" breaks every wide text between phrases.
_LANGUAGE: ContextVar[str | None] = ContextVar("tabletop_kinsoku_language", default=None)


def is_japanese(text: str) -> bool:
    """Whether ``text`` is Japanese, whose lines break between phrases only: the console's
    language says so, or (language unknown) the text holds kana."""
    language = _LANGUAGE.get()
    if language is not None:
        return language == "ja"
    return any(_script(char) in ("hiragana", "katakana") for char in text if char != "ー")


def _starts_number(text: str, index: int) -> bool:
    """Whether a number starts at ``index``: a digit, or a sign before one."""
    char = text[index]
    if char.isdigit():
        return True
    return char in SIGNS and index + 1 < len(text) and text[index + 1].isdigit()


def may_break(before: str, after: str, japanese: bool = False) -> bool:
    """Whether a line may end after ``before`` and the next start with ``after``: two
    neighbouring characters of a text with wide characters in it (``japanese``: of a Japanese
    text, where a line breaks between phrases only)."""
    if after in NO_LINE_START or before in NO_LINE_END:
        return False
    if after.isspace():
        return False  # a space ends the line it follows, not the next one's start
    if before.isspace():
        return True
    if before.isdigit() or before in SIGNS:
        return False  # a number keeps its counter and its digits: 5枚, 3ラウンド, +1
    if not (is_wide(before) or is_wide(after)):
        return False
    if japanese:
        kinds = _script(before), _script(after)
        if kinds[1] == "hiragana" and kinds[0] != "other":
            return False  # kana after a word belong to it: 選んで, 不発に
        if kinds[0] == kinds[1] and kinds[0] in ("kanji", "katakana"):
            return False  # one word: 発動条件, ボット
    return True


def _breaks(text: str, words: bool = True) -> list[int]:
    """The indexes where a line of ``text`` may start (after 0); ``words``: not inside a word,
    a figure or a short name in brackets either (False: by kinsoku alone, for a piece that is
    longer than a line)."""
    japanese = words and is_japanese(text)
    breaks = []
    last_seen = ""  # the last character before any spaces ("": only spaces so far, an indent)
    for index in range(1, len(text)):
        before, after = text[index - 1], text[index]
        if not before.isspace():
            last_seen = before
        if not last_seen or last_seen in NO_LINE_END:
            continue
        if words and _starts_number(text, index) and _script(before) in ("kanji", "katakana"):
            continue  # a number keeps the word before it: ダイス2, 体力+1, 机器人2
        if words and not japanese and _two_hanzi_before_number(text, index):
            continue  # Chinese: the (two-character) word before a number: 恢复1, 攻击3
        if may_break(before, after, japanese):
            breaks.append(index)
    return _keep_short_groups(text, breaks) if words else breaks


def _two_hanzi_before_number(text: str, index: int) -> bool:
    """Whether ``index`` falls between two hanzi that a number follows (恢|复1)."""
    return (
        index + 1 < len(text)
        and _starts_number(text, index + 1)
        and _script(text[index - 1]) == _script(text[index]) == "kanji"
    )


def _keep_short_groups(text: str, breaks: list[int]) -> list[int]:
    """``breaks`` less those inside a short pair of brackets or quotes (SHORT_GROUP cells)."""
    inside: set[int] = set()
    for start, char in enumerate(text):
        closing = PAIRS.get(char)
        if closing is None:
            continue
        end = text.find(closing, start + 1)
        if end > 0 and cell_len(text[start : end + 1]) <= SHORT_GROUP:
            inside.update(range(start + 1, end + 1))
    return [index for index in breaks if index not in inside]


def units(text: str, words: bool = True) -> Iterator[tuple[int, str]]:
    """The pieces a line cannot break inside, with their start: each with the spaces after it
    (what rich calls words, here also phrases of Japanese and characters of Chinese);
    ``words=False``: the pieces of kinsoku alone."""
    start = 0
    for index in _breaks(text, words):
        yield start, text[start:index]
        start = index
    if text:
        yield start, text[start:]


def _pieces(text: str, width: int) -> Iterator[tuple[int, str]]:
    """The units of ``text``; one longer than a line comes as its pieces by kinsoku alone."""
    for start, unit in units(text):
        if cell_len(unit.rstrip()) <= width:
            yield start, unit
        else:
            for offset, piece in units(unit, words=False):
                yield start + offset, piece


def divide_line(text: str, width: int, fold: bool = True) -> list[int]:
    """Where to break ``text`` into lines of ``width`` cells: rich's ``divide_line`` with kinsoku.

    The same signature and the same greedy filling as rich's; a word longer than a line breaks
    by kinsoku alone, and a piece still longer is folded (``fold``) or left to overflow as rich
    does. Text without Japanese, Chinese or Korean goes to rich (English with an emoji in it
    too).
    """
    if not any(is_cjk(char) for char in text):
        return RICH_DIVIDE_LINE(text, width, fold=fold)
    breaks: list[int] = []
    filled = 0  # cells of the current line
    for start, unit in _pieces(text, width):
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
def kinsoku(language: str | None = None) -> Iterator[None]:
    """While inside, every ``rich.text.Text`` wraps by :func:`divide_line` (nests);
    ``language``: the locale of the text ("ja" breaks between phrases), None to tell by kana."""
    saved = rich.text.divide_line
    rich.text.divide_line = divide_line
    token = _LANGUAGE.set(language)
    try:
        yield
    finally:
        _LANGUAGE.reset(token)
        rich.text.divide_line = saved


class Kinsoku:
    """A renderable drawn with kinsoku line breaking (the renderable inside, unchanged)."""

    def __init__(self, renderable: RenderableType, language: str | None = None) -> None:
        self.renderable = renderable
        self.language = language

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        # rendered whole inside: no text is wrapped after the name is restored
        with kinsoku(self.language):
            segments = list(console.render(self.renderable, options))
        yield from segments

    def __rich_measure__(self, console: Console, options: ConsoleOptions) -> Measurement:
        return Measurement.get(console, options, self.renderable)


class KinsokuHook(RenderHook):
    """Draws everything a console prints with kinsoku line breaking."""

    def __init__(self, language: str | None = None) -> None:
        self.language = language

    def process_renderables(self, renderables: list[ConsoleRenderable]) -> list[ConsoleRenderable]:
        return [Kinsoku(renderable, self.language) for renderable in renderables]


_HOOKED: weakref.WeakKeyDictionary[Console, KinsokuHook] = weakref.WeakKeyDictionary()


def break_lines_by_kinsoku(console: Console, language: str | None = None) -> None:
    """From now on ``console`` breaks Japanese and Chinese lines by kinsoku (once per console);
    ``language``: the locale it prints in, if known (a later call may name it)."""
    hook = _HOOKED.get(console)
    if hook is None:
        hook = _HOOKED[console] = KinsokuHook(language)
        console.push_render_hook(hook)
    elif language is not None:
        hook.language = language
