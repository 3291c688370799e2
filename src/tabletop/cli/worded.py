# ruff: noqa: RUF001  (the punctuation of Japanese and Chinese is full width)
"""click's pages and usage errors in the command's language.

Two kinds of words reach a ``--help`` page or a usage error:

* ours: each command's help and each option's ``help=`` are msgids (``N_``), translated when a
  page is written, by the classes here (``WordedGroup`` makes its commands ``WordedCommand``;
  options are ``WordedOption``);
* click's: click marks its own texts for gettext (``from gettext import gettext as _``), so its
  English is a msgid and ``tabletop.i18n.clicktexts`` holds them in our catalogs. The stdlib's
  gettext would find a catalog only as a compiled ``.mo`` file, for the language of the
  process's environment and for every library at once; ``route_click_words`` instead points the
  ``_``/``ngettext`` names of click's modules at ``click_gettext``, which asks the translator of
  the running command (``speaking``) and, outside a command, the stdlib as before.

The language is the one ``--lang`` names anywhere on the line, else the environment's: it is read
from the arguments before click parses them (``lang_on_line``), since click writes an error about
an option before it reads a ``--lang`` after it, and ``--help`` may come before ``--lang``.
"""

from __future__ import annotations

import gettext
import sys
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from contextvars import ContextVar
from typing import Any

import click
from click import core, decorators, exceptions, formatting, parser, types
from click.utils import make_default_short_help
from rich.cells import cell_len  # terminal columns: click counts characters (整数 is 4, not 2)

from tabletop.engine import ConfigError
from tabletop.i18n import N_, Translator, resolve_locale, translator
from tabletop.i18n.clicktexts import MISSING, TYPE_NAMES, USAGE
from tabletop.present.log import LIST_SEPARATOR

_SPEAKING: ContextVar[Translator | None] = ContextVar("tabletop_click_words", default=None)

# click's modules whose gettext calls can reach a person running our commands.
ROUTED_MODULES = (core, decorators, exceptions, formatting, parser, types)


def click_gettext(message: str) -> str:
    """click's ``_``: the running command's translation, else the stdlib's gettext as before."""
    words = _SPEAKING.get()
    return gettext.gettext(message) if words is None else words.gettext(message)


def click_ngettext(singular: str, plural: str, count: int) -> str:
    """click's ``ngettext``: English picks its form by the count; each form is its own msgid
    (our catalogs have no plural forms: Japanese and Chinese have none)."""
    words = _SPEAKING.get()
    if words is None:
        return gettext.ngettext(singular, plural, count)
    return words.gettext(singular if count == 1 else plural)


def route_click_words() -> None:
    """Point click's gettext names at ours (once; a click that bound them to anything else
    than the stdlib's functions is left alone, and tests/cli/test_help_languages.py fails)."""
    for module in ROUTED_MODULES:
        for name, ours, stdlib in (
            ("_", click_gettext, gettext.gettext),
            ("ngettext", click_ngettext, gettext.ngettext),
        ):
            if getattr(module, name, None) is stdlib:
                setattr(module, name, ours)


@contextmanager
def speaking(words: Translator) -> Iterator[None]:
    """click's words (and the pages' help texts) in ``words``' language for the block."""
    token = _SPEAKING.set(words)
    try:
        yield
    finally:
        _SPEAKING.reset(token)


def words_now() -> Translator:
    """The translator of the running command's click words (English outside one)."""
    return _SPEAKING.get() or translator("en")


def lang_on_line(args: Sequence[str]) -> str | None:
    """The locale the last ``--lang`` of the line asks for (the command's comes after the
    group's, and wins); None if there is none before ``--`` or it names no language."""
    chosen = None
    for index, arg in enumerate(args):
        if arg == "--":
            break
        if arg == "--lang" and index + 1 < len(args):
            chosen = args[index + 1]
        elif arg.startswith("--lang="):
            chosen = arg.removeprefix("--lang=")
    if chosen is None:
        return None
    try:
        return resolve_locale(chosen)
    except ConfigError:
        return None


def line_words(args: Sequence[str]) -> Translator:
    """The translator of a command line: its ``--lang``, else the environment's."""
    return translator(lang_on_line(args) or resolve_locale(None))


# -- display width: a Japanese or Chinese character takes two columns of a terminal -----------

_OPENING = set("（「『【〔([{")
_CLOSING = set("、。，．・：；？！）」』】〕）)]}:;,.!?ー")


def _may_break(before: str, after: str) -> bool:
    """Whether a line may break between two characters: after spaces, and next to a wide
    character, but never before closing nor after opening punctuation."""
    if after == " ":
        return False
    if before == " ":
        return True
    if after in _CLOSING or before in _OPENING:
        return False
    return cell_len(before) == 2 or cell_len(after) == 2


def _pieces(paragraph: str) -> list[str]:
    """The paragraph cut where a line may break (spaces stay on the piece before)."""
    pieces: list[str] = []
    for ch in paragraph:
        if pieces and not _may_break(pieces[-1][-1], ch):
            pieces[-1] += ch
        else:
            pieces.append(ch)
    return pieces


def wrap_wide(text: str, width: int, initial_indent: str = "", subsequent_indent: str = "") -> str:
    """``click.wrap_text`` for text with wide characters: paragraphs (blank-line separated)
    filled to ``width`` terminal columns."""
    lines: list[str] = []
    for paragraph in text.split("\n\n"):
        indent = initial_indent
        line = ""
        for piece in _pieces(" ".join(paragraph.split())):
            if line and cell_len(indent + line + piece.rstrip()) > width:
                lines.append(indent + line.rstrip())
                indent, line = subsequent_indent, piece.lstrip()
            else:
                line += piece
        lines.append(indent + line.rstrip())
        lines.append("")
    return "\n".join(lines[:-1])


class WordedFormatter(click.HelpFormatter):
    """click's formatter measuring terminal columns, so that a translated page keeps its two
    columns aligned and its lines inside the width, and closing its usage line's word and its
    headings with the language's colon (a full-width one needs no space after it). English
    takes click's own path unchanged."""

    def write_usage(self, prog: str, args: str = "", prefix: str | None = None) -> None:
        words = words_now()
        if words.locale == "en":
            super().write_usage(prog, args, prefix)
            return
        usage = words.gettext("Usage:") if prefix is None else prefix
        first = f"{' ' * self.current_indent}{usage}{prog}"
        if args:
            first = wrap_wide(args, self.width, f"{first} ", " " * (cell_len(first) + 1))
        self.write(first + "\n")

    def write_heading(self, heading: str) -> None:
        if words_now().locale == "en":
            super().write_heading(heading)
            return
        self.write(f"{' ' * self.current_indent}{heading}\uff1a\n")

    def write_text(self, text: str) -> None:
        if words_now().locale == "en":
            super().write_text(text)
            return
        indent = " " * self.current_indent
        self.write(wrap_wide(text, self.width, indent, indent))
        self.write("\n")

    def write_dl(
        self, rows: Sequence[tuple[str, str]], col_max: int = 30, col_spacing: int = 2
    ) -> None:
        if words_now().locale == "en":
            super().write_dl(rows, col_max, col_spacing)
            return
        first_col = min(max(cell_len(first) for first, _ in rows), col_max) + col_spacing
        for first, second in rows:
            self.write(" " * self.current_indent + first)
            if not second:
                self.write("\n")
                continue
            if cell_len(first) <= first_col - col_spacing:
                self.write(" " * (first_col - cell_len(first)))
            else:
                self.write("\n" + " " * (first_col + self.current_indent))
            text_width = max(self.width - first_col - 2 - self.current_indent, 10)
            lines = wrap_wide(second, text_width).splitlines() or [""]
            self.write(lines[0] + "\n")
            for line in lines[1:]:
                self.write(" " * (first_col + self.current_indent) + line + "\n")


class WordedContext(click.Context):
    formatter_class = WordedFormatter


def _short_help(text: str, limit: int) -> str:
    """The first sentence of ``text`` for a command list, within ``limit`` columns."""
    if words_now().locale == "en":
        return make_default_short_help(text, limit)
    first = " ".join(text.partition("\n\n")[0].split())
    for end in ("。", "."):
        if end in first:
            first = first.partition(end)[0] + end
            break
    if cell_len(first) <= limit:
        return first
    while cell_len(first + "…") > limit:
        first = first[:-1]
    return first + "…"


class WordedCommand(click.Command):
    """A command whose page is in the running command's language: its help (a msgid), the
    usage line's placeholders and its ``--help`` option's text."""

    context_class = WordedContext

    def format_help_text(self, ctx: click.Context, formatter: click.HelpFormatter) -> None:
        if self.help:
            formatter.write_paragraph()
            with formatter.indentation():
                formatter.write_text(words_now().gettext(self.help))

    def get_short_help_str(self, limit: int = 45) -> str:
        return _short_help(words_now().gettext(self.short_help or self.help or ""), limit)

    def collect_usage_pieces(self, ctx: click.Context) -> list[str]:
        pieces = super().collect_usage_pieces(ctx)
        if self.options_metavar and pieces[:1] == [self.options_metavar]:
            pieces[0] = words_now().gettext(USAGE["options"])
        return pieces

    def get_help_option(self, ctx: click.Context) -> click.Option | None:
        """click's ``--help``, made once with its msgid (click would store the text of the
        language of the first page it writes)."""
        names = self.get_help_option_names(ctx)
        if names and self.add_help_option and self._help_option is None:
            click.help_option(*names, cls=WordedOption, help=N_("Show this message and exit."))(
                self
            )
            self._help_option = self.params.pop()
        return super().get_help_option(ctx)


class WordedGroup(WordedCommand, click.Group):
    """The ``tabletop`` group: its commands are ``WordedCommand``; a run speaks the language of
    its line (``lang_on_line``) while click parses it and writes pages and errors."""

    command_class = WordedCommand

    def collect_usage_pieces(self, ctx: click.Context) -> list[str]:
        pieces = super().collect_usage_pieces(ctx)
        if pieces and pieces[-1] == self.subcommand_metavar == "COMMAND [ARGS]...":
            pieces[-1] = words_now().gettext(USAGE["command"])
        return pieces

    def main(self, args: Sequence[str] | None = None, *rest: Any, **extra: Any) -> Any:
        line = list(sys.argv[1:] if args is None else args)
        with speaking(line_words(line)):
            return super().main(line, *rest, **extra)


class _WordedType:
    """A click type whose name (the metavar INTEGER, the "is not a valid integer" of its
    error) is a msgid, said in the running command's language."""

    english: str

    @property
    def name(self) -> str:  # click reads ``name`` where it writes it
        return words_now().gettext(TYPE_NAMES[self.english])

    @name.setter
    def name(self, _value: str) -> None:
        """click's classes set their English name as a class attribute: ours is fixed."""


class Text(_WordedType, types.StringParamType):
    english = "text"


class Integer(_WordedType, types.IntParamType):
    english = "integer"


class IntRange(_WordedType, types.IntRange):
    english = "integer range"


class FloatRange(_WordedType, types.FloatRange):
    english = "float range"


TEXT, INTEGER = Text(), Integer()


class WordedOption(click.Option):
    """An option whose ``help=`` is a msgid, translated when a page is written, with click's
    notes after it (default, range) in the language's brackets; an option of click's text type
    says TEXT in the language too."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        if self.type is click.STRING:
            self.type = TEXT
        elif self.type is click.INT:
            self.type = INTEGER

    def get_help_record(self, ctx: click.Context) -> tuple[str, str] | None:
        record = super().get_help_record(ctx)
        words = words_now()
        if record is None or (words.locale == "en" and not self.help):
            return record
        names, text = record  # click's text is the help, then its [default: ...; ...]
        if words.locale == "en":
            return names, words.gettext(self.help) + text[len(self.help) :]
        said = words.gettext(self.help) if self.help else ""
        notes = self._notes(ctx)
        if notes:  # in the language's brackets and list separator, not click's [...; ...]
            said += f"\uff08{words.gettext(LIST_SEPARATOR).join(notes)}\uff09"
        return names, said

    def _notes(self, ctx: click.Context) -> list[str]:
        """What click notes after an option's help (its environment variable, default, range,
        required), in the running command's language, as click words each."""
        extra = self.get_help_extra(ctx)
        notes = []
        if "envvars" in extra:
            notes.append(click_gettext("env var: {var}").format(var=", ".join(extra["envvars"])))
        if "default" in extra:
            notes.append(click_gettext("default: {default}").format(default=extra["default"]))
        if "range" in extra:
            notes.append(extra["range"])
        if "required" in extra:
            notes.append(click_gettext(extra["required"]))
        return notes


def option(*declarations: str, **settings: Any) -> Any:
    """``click.option`` for our commands: a ``WordedOption``."""
    return click.option(*declarations, cls=WordedOption, **settings)


def usage_message(error: click.UsageError) -> str:
    """click's message for ``error`` in the running command's language: a missing argument or
    option is one sentence around its name (``MISSING``); any other is click's own."""
    param = error.param if isinstance(error, click.MissingParameter) else None
    if param is not None and error.param_hint is None and not error.message:
        kind = error.param_type or param.param_type_name
        if kind in MISSING and not param.type.get_missing_message(param=param, ctx=error.ctx):
            return words_now().format(MISSING[kind], name=param.get_error_hint(error.ctx))
    return error.format_message()


VERSION_LINE = N_("%(prog)s, version %(version)s")


def version_option(version: str) -> Any:
    """``--version`` (click's reads its line at import, in one language for good)."""

    def show(ctx: click.Context, _param: click.Parameter, value: bool) -> None:
        if value and not ctx.resilient_parsing:
            click.echo(words_now().gettext(VERSION_LINE) % {"prog": "tabletop", "version": version})
            ctx.exit()

    return option(
        "--version",
        is_flag=True,
        expose_value=False,
        is_eager=True,
        callback=show,
        help=N_("Show the version and exit."),
    )
