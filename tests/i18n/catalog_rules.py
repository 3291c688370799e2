# ruff: noqa: RUF001  (the marks of Japanese and Chinese are full width)
"""The catalogs' entries and who owns them, for the style tests (docs/i18n-style.md).

Every message of the template is an :class:`Entry`: its English msgid, its Japanese and Chinese
translations, the modules that use it and the games it belongs to. Where a message is used is
read from the sources with Babel, the way ``pybabel extract`` reads them but keeping the
locations: the Python modules under ``src/tabletop`` (``N_``, ``gettext``...) and the page
scripts (``N_``, ``t`` and ``tf`` of ``common.js``). A message belongs to a game when the game's
package (``src/tabletop/rulesets/<game>/``, its Python and its ``web/`` scripts) uses it, to
"shared" when anything outside the games' packages does; one message can be both.

A failing style test lists each broken entry under the module that owns it, so that the
engineer of that module can find and fix it: :func:`report`.
"""

from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Iterable
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from babel.messages.extract import DEFAULT_KEYWORDS, extract_from_dir

import tabletop
from tabletop import i18n
from tabletop.engine import descriptor
from tabletop.present import GenericWords, words_for
from tabletop.present.log import LIST_SEPARATOR
from tabletop.rulesets.kungfu import texts as kungfu_texts

SOURCES = Path(tabletop.__file__).resolve().parent
RULESETS = "rulesets/"
PAGE_KEYWORDS = {"N_": None, "t": None, "tf": None}  # common.js marks and translates with these
LOCALES = ("en", "ja", "zh")
# The games' names as the glossary's tables write them (a game not listed: its package's name).
GAME_TITLES = {"friday": "Friday", "gunrain": "Gun Rain", "kungfu": "Kung Fu"}


@dataclass(frozen=True)
class Entry:
    """One message of the catalogs, in every language, with the modules that use it."""

    msgid: str
    ja: str
    zh: str
    modules: tuple[str, ...]  # paths under src/tabletop, Python first
    games: frozenset[str]  # the GAME_TITLES of the games whose package uses it
    shared: bool  # used outside the games' packages

    def text(self, locale: str) -> str:
        return {"en": self.msgid, "ja": self.ja, "zh": self.zh}[locale]

    @property
    def owner(self) -> str:
        return ", ".join(self.modules) or "(no source: run pybabel extract)"


@cache
def uses() -> dict[str, tuple[str, ...]]:
    """msgid -> the modules (paths under src/tabletop) that mark or translate it."""
    found: dict[str, set[str]] = defaultdict(set)
    passes = (
        ([("**.py", "python")], DEFAULT_KEYWORDS),
        ([("**.js", "javascript")], PAGE_KEYWORDS),
    )
    for method_map, keywords in passes:
        for path, _line, message, _comments, _context in extract_from_dir(
            str(SOURCES), method_map=method_map, keywords=keywords
        ):
            for msgid in message if isinstance(message, tuple) else (message,):
                if msgid:
                    found[msgid].add(path)
    return {
        msgid: tuple(sorted(paths, key=lambda path: (path.endswith(".js"), path)))
        for msgid, paths in found.items()
    }


def game_of(module: str) -> str | None:
    """The game whose package holds ``module`` (a path under src/tabletop), or None."""
    if not module.startswith(RULESETS):
        return None
    package = module.split("/")[1]
    return GAME_TITLES.get(package, package)


@cache
def entries() -> tuple[Entry, ...]:
    """Every message of the template, as the catalogs translate it."""
    ja, zh = i18n.translator("ja"), i18n.translator("zh")
    where = uses()
    found = []
    for message in i18n.template():
        if not message.id or not isinstance(message.id, str):
            continue
        modules = where.get(message.id, ())
        games = {game_of(module) for module in modules}
        found.append(
            Entry(
                msgid=message.id,
                ja=ja.gettext(message.id),
                zh=zh.gettext(message.id),
                modules=modules,
                games=frozenset(game for game in games if game),
                shared=None in games,
            )
        )
    return tuple(found)


@cache
def notation_helps() -> frozenset[str]:
    """The msgids of the notation help texts, found by name (each game's describe module's
    ``NOTATION_HELP``, and the one of games without words): they document what is typed, so
    their example lines keep ASCII notation and punctuation."""
    helps = {GenericWords.NOTATION_HELP}
    for game in tabletop.games():
        described = descriptor(game)
        if described.package.startswith("tabletop.rulesets."):  # not a plug-in's (own words)
            helps.add(words_for(described).NOTATION_HELP)
    return frozenset(helps)


# The list separators are the messages that are pieces by design: ", " between the items of a
# log's list (present.log), and " " between the faces of Kung Fu's dice ("2 3 4", ja 2・3・4).
SEPARATORS = frozenset({LIST_SEPARATOR, kungfu_texts.FACE_SEPARATOR})

CJK = "\u3000-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff01-\uff60"
HAS_CJK = re.compile(f"[{CJK}]")


TYPED = "\x01"  # stands for something typed (a value, a path) that the style tests let be


def without_placeholders(text: str) -> str:
    """``text`` with each placeholder replaced by a neutral stand-in (what fills it is not the
    translator's text): NUL, which no rule matches."""
    return i18n.PLACEHOLDER.sub("\0", text)


@dataclass(frozen=True)
class Violation:
    entry: Entry
    locale: str
    found: str  # what breaks the rule, with a little context

    def line(self) -> str:
        english = shorten(self.entry.msgid, 60)
        return f"    {self.locale}: {self.found}   (msgid {english!r})"


def shorten(text: str, most: int) -> str:
    text = text.replace("\n", "⏎")
    return text if len(text) <= most else text[: most - 1] + "…"


def around(text: str, start: int, end: int, margin: int = 14) -> str:
    """The part of ``text`` that breaks a rule, with ``margin`` characters on each side."""
    left = "…" if start > margin else ""
    right = "…" if end + margin < len(text) else ""
    shown = text[max(0, start - margin) : end + margin].replace("\0", "{…}")
    shown = shown.replace(TYPED, "‹typed›")
    return f"{left}{shown}{right}".replace("\n", "⏎")


def report(rule: str, violations: Iterable[Violation]) -> str:
    """The violations of ``rule``, grouped by the module that owns each entry (empty if none)."""
    by_owner: dict[str, list[Violation]] = defaultdict(list)
    for violation in violations:
        by_owner[violation.entry.owner].append(violation)
    if not by_owner:
        return ""
    total = sum(len(found) for found in by_owner.values())
    lines = [f"{rule}: {total} entries"]
    for owner in sorted(by_owner):
        lines.append(f"  {owner} ({len(by_owner[owner])}):")
        lines.extend(violation.line() for violation in by_owner[owner])
    return "\n".join(lines)
