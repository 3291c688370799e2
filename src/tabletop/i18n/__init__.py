"""Languages: which one a person reads (``resolve_locale``) and the words in it (``translator``).

The English text of every message is its msgid; ``ja`` and ``zh`` (Simplified) come from gettext
catalogs (``locales/<locale>/LC_MESSAGES/tabletop.po``) that are read as they are, with Babel, at
run time: the ``.po`` files are the only source of translations, for the terminal and, through
``catalog_json``, for the browser. No ``.mo`` file is built, so none can fall out of date.
A plug-in game brings its own catalogs, in a domain of its own (``tabletop.i18n.plugins``).

A message missing from a catalog, empty or marked fuzzy falls back to its English text, never to
an id. The pseudo-locale ``qps`` (not offered to players) wraps and accents every msgid of the
template, so a test that runs a screen in ``qps`` spots any English that never went through here.

Texts are written without plural forms (Japanese and Chinese have none; English ones read
"cards: {count}"), and placeholders are ``str.format`` names: ``{life}``.
"""

from __future__ import annotations

import os
import re
from collections.abc import Mapping
from functools import cache
from importlib import resources
from typing import TYPE_CHECKING

from tabletop.engine.errors import ConfigError  # (not the package: engine modules read msgids)

if TYPE_CHECKING:
    from babel.messages.catalog import Catalog

LOCALES = ("en", "ja", "zh")
DEFAULT_LOCALE = "en"
PSEUDO_LOCALE = "qps"
DOMAIN = "tabletop"
# Where the language comes from when no --lang is given, in gettext's order: the first variable
# that is set decides (LC_ALL=C.UTF-8 means English even with LANG=ja_JP.UTF-8, as in gettext).
ENVIRONMENT_VARIABLES = ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")

_TRADITIONAL_CHINESE = frozenset({"hant", "tw", "hk", "mo"})
# A str.format field ({life}; click's own texts add a conversion, {value!r}) or, in click's
# version line, a %-style one: kept whole by every translation and by the pseudo-locale.
PLACEHOLDER = re.compile(r"\{[A-Za-z_][A-Za-z0-9_]*(?:![rsa])?\}|%\([a-z_]+\)s")


def N_(message: str) -> str:
    """Mark an English text for extraction into the catalogs; translated later, where shown."""
    return message


# --lang's error names each choice in its own language, readable whatever the terminal's.
UNKNOWN_LANGUAGE = N_("Unknown language {lang}: choose ja (日本語), zh (简体中文) or en (English).")


class ReasonTable:
    """Turns a result's ``reason`` (the engine's English) into a msgid and its values.

    Built from (engine template, msgid) pairs: "had to lose {amount} life" matches the reason
    "had to lose 3 life" and gives its msgid with ``{"amount": "3"}``. Placeholders match integers.
    """

    def __init__(self, pairs: tuple[tuple[str, str], ...]) -> None:
        self._patterns = tuple((self._pattern(engine), text) for engine, text in pairs)

    @staticmethod
    def _pattern(template: str) -> re.Pattern[str]:
        escaped = re.escape(template)
        return re.compile(re.sub(r"\\\{(\w+)\\\}", r"(?P<\1>-?\\d+)", escaped) + r"\Z")

    def lookup(self, reason: str) -> tuple[str, dict[str, str]]:
        """(msgid, values); a reason no template matches comes back as it is, with no values."""
        for pattern, text in self._patterns:
            match = pattern.match(reason)
            if match:
                return text, match.groupdict()
        return reason, {}


class GameTexts:
    """The lookups every game's texts module offers, over the tables it declares: phases, move
    labels, screen labels, end reasons, "How to play" and hover hints, each a msgid (a game's
    module adds lookups of its own things: cards, suits, symbols...)."""

    def __init__(
        self,
        *,
        phases: Mapping[str, str],
        moves: Mapping[str, str],
        labels: Mapping[str, str],
        end_reasons: tuple[tuple[str, str], ...],
        how_to_play: tuple[tuple[str, tuple[str, ...]], ...],
        hints: Mapping[str, str],
        endings: Mapping[str, str] | None = None,
    ) -> None:
        self._phases, self._moves, self._labels = phases, moves, labels
        self._reasons = ReasonTable(end_reasons)
        self._endings = dict(endings or {})
        self._how_to_play, self._hints = how_to_play, hints

    @classmethod
    def declared_in(cls, module: Mapping[str, object]) -> GameTexts:
        """The lookups over a texts module's tables, found by their conventional names:
        ``PHASES``, ``MOVES``, ``LABELS``, ``END_REASONS``, ``HOW_TO_PLAY``, ``HINTS`` and,
        if it has one, ``ENDINGS`` (the rules' ending codes)."""
        return cls(
            phases=module["PHASES"],
            moves=module["MOVES"],
            labels=module["LABELS"],
            end_reasons=module["END_REASONS"],
            how_to_play=module["HOW_TO_PLAY"],
            hints=module["HINTS"],
            endings=module.get("ENDINGS"),
        )

    def phase_name(self, phase: str) -> str:
        return self._phases[phase]

    def move_label(self, verb: str) -> str:
        return self._moves[verb]

    def label(self, key: str) -> str:
        return self._labels[key]

    def end_reason(self, reason: str) -> tuple[str, dict[str, str]]:
        """The msgid and its values for a result's ``reason``; an unknown one comes back as is."""
        return self._reasons.lookup(reason)

    def reason(self, result: Mapping[str, object]) -> tuple[str, dict[str, object]]:
        """The msgid and values saying why a game ended (``GameResult.to_dict()``): by its
        language-neutral ``reason_code`` when it has a known one, else read from the English
        ``reason`` (a result saved before codes existed)."""
        code = result.get("reason_code")
        if isinstance(code, str) and code in self._endings:
            return self._endings[code], dict(result.get("reason_values") or {})
        return self.end_reason(str(result.get("reason", "")))

    def reason_in(self, result: Mapping[str, object], t: Translator) -> str:
        """Why a game ended, in ``t``'s language: :meth:`reason` worded."""
        message, values = self.reason(result)
        return t.format(message, **values)

    def how_to_play(self) -> tuple[tuple[str, tuple[str, ...]], ...]:
        """Sections of "How to play": (heading, paragraphs), each a msgid."""
        return self._how_to_play

    def hint(self, key: str) -> str:
        """What a pile, counter, die or mark on the table is, for a hover or tap."""
        return self._hints[key]


def locale_of_tag(tag: str) -> str | None:
    """The supported locale a POSIX or BCP 47 tag asks for, or None.

    ``ja_JP.UTF-8`` -> ja; ``zh``, ``zh_CN``, ``zh-Hans``, ``zh_SG`` -> zh (Simplified, as seed
    001); ``zh_TW``/``zh-Hant`` -> None (Traditional is not offered); ``C``/``POSIX`` -> None.
    """
    base = tag.split(".", 1)[0].split("@", 1)[0].strip().lower().replace("-", "_")
    language, *rest = base.split("_") if base else [""]
    if language in ("en", "ja"):
        return language
    if language == "zh" and not _TRADITIONAL_CHINESE.intersection(rest):
        return "zh"
    return None


def resolve_locale(explicit: str | None, environ: Mapping[str, str] | None = None) -> str:
    """The locale to show: ``--lang`` if given, else the environment's, else English.

    An explicit value that names no supported locale is the user's mistake: ConfigError, naming
    the choices. ``qps`` is accepted for tests. ``environ`` defaults to ``os.environ``.
    """
    if explicit is not None:
        choice = explicit.strip()
        if choice.lower() == PSEUDO_LOCALE:
            return PSEUDO_LOCALE
        locale = locale_of_tag(choice) if choice else None
        if locale is None:
            raise ConfigError(msgid=UNKNOWN_LANGUAGE, values={"lang": repr(explicit)})
        return locale
    environ = os.environ if environ is None else environ
    for variable in ENVIRONMENT_VARIABLES:
        value = environ.get(variable, "")
        if value:
            for tag in value.split(":"):
                locale = locale_of_tag(tag)
                if locale is not None:
                    return locale
            return DEFAULT_LOCALE
    return DEFAULT_LOCALE


def resolve_accept_language(header: str | None) -> str:
    """The locale for a browser's ``Accept-Language`` header: its most wanted one offered.

    "ja,en-US;q=0.8" -> ja; "fr, zh-CN;q=0.5" -> zh; tags with q=0, malformed weights and
    unoffered languages are skipped; nothing offered (or no header) -> English.
    """
    weighted: list[tuple[float, int, str]] = []
    for position, part in enumerate((header or "").split(",")):
        tag, _, parameters = part.strip().partition(";")
        weight = 1.0
        name, _, value = parameters.strip().partition("=")
        if name.strip().lower() == "q":
            try:
                weight = float(value)
            except ValueError:
                continue
        locale = locale_of_tag(tag) if tag.strip() not in ("", "*") else None
        if locale is not None and 0 < weight <= 1:
            weighted.append((-weight, position, locale))
    return min(weighted)[2] if weighted else DEFAULT_LOCALE


# How a name (a card's, a hazard's) is set off inside a sentence, so that the language's particles
# attach to the quotation and not to the name's last word: 「筏で難破船へ」に屈した, 挑战“食人族”.
# English weaves names in bare ("Fight the Cannibals"). docs/i18n-style.md.
QUOTE_MARKS = {"ja": ("「", "」"), "zh": ("“", "”")}


class Translator:
    """gettext for one locale: the translation if the catalog has a usable one, else the English.

    ``gettext(msgid)`` as in the standard library; ``format(msgid, **params)`` translates, then
    fills the placeholders (the same names in every language); ``quote(name)`` sets a name off
    as the language does inside a sentence.
    """

    def __init__(self, locale: str, translations: Mapping[str, str]) -> None:
        self.locale = locale
        self._translations = dict(translations)

    def gettext(self, message: str) -> str:
        return self._translations.get(message, message)

    def format(self, message: str, /, **params: object) -> str:
        return self.gettext(message).format(**params)

    def quote(self, name: str) -> str:
        """``name`` in the language's quotation marks for a name inside a sentence."""
        opening, closing = QUOTE_MARKS.get(self.locale, ("", ""))
        return f"{opening}{name}{closing}"

    def table(self) -> dict[str, str]:
        """msgid -> text of every message this locale translates (a copy)."""
        return dict(self._translations)

    def has(self, message: str) -> bool:
        """Whether the catalog translates this message (English translates nothing)."""
        return message in self._translations


def _locales_dir() -> resources.abc.Traversable:
    return resources.files(__package__).joinpath("locales")


@cache
def template() -> Catalog:
    """The extracted template (``tabletop.pot``): every msgid the project marks."""
    from babel.messages.pofile import read_po  # only where catalogs are read: texts stay light

    with _locales_dir().joinpath(f"{DOMAIN}.pot").open("rb") as file:
        return read_po(file, domain=DOMAIN)


@cache
def catalog(locale: str) -> Catalog:
    """The ``.po`` catalog of a translated locale (``ja`` or ``zh``)."""
    if locale not in LOCALES or locale == DEFAULT_LOCALE:
        raise ConfigError(f"no catalog for locale {locale!r}: catalogs exist for ja and zh")
    from babel.messages.pofile import read_po

    path = _locales_dir().joinpath(locale, "LC_MESSAGES", f"{DOMAIN}.po")
    with path.open("rb") as file:
        return read_po(file, locale=locale, domain=DOMAIN)


def usable_translations(po: Catalog) -> dict[str, str]:
    """msgid -> msgstr for the entries gettext would use: not fuzzy, not empty, not obsolete."""
    return {
        message.id: message.string
        for message in po
        if message.id
        and isinstance(message.id, str)
        and isinstance(message.string, str)
        and message.string
        and not message.fuzzy
    }


_ACCENTS = str.maketrans(
    "AaCcDdEeGgHhIiJjKkLlNnOoRrSsTtUuWwYyZz",
    "ÅåÇçĐđÉéĜĝĤĥÎîĴĵĶķĹĺÑñÖöŔŕŠšŢţÜüŴŵÝýŽž",
)


def pseudo(message: str) -> str:
    """``qps``: the English accented and wrapped, placeholders untouched: "⟦Ļîƒé: {life}⟧"."""
    parts: list[str] = []
    last = 0
    for match in PLACEHOLDER.finditer(message):
        parts.append(message[last : match.start()].translate(_ACCENTS))
        parts.append(match.group())
        last = match.end()
    parts.append(message[last:].translate(_ACCENTS))
    return "⟦" + "".join(parts) + "⟧"


def translator(locale: str) -> Translator:
    """The (shared) translator of ``en``, ``ja``, ``zh`` or the pseudo-locale ``qps``: tabletop's
    catalog, then the catalogs of the registered plug-in games that carry their own
    (:mod:`tabletop.i18n.plugins`) for the msgids tabletop's does not translate."""
    if locale == DEFAULT_LOCALE:
        return _translator(locale, ())
    if locale != PSEUDO_LOCALE and locale not in LOCALES:
        raise ConfigError(f"unknown locale {locale!r}: choose ja, zh or en")
    from tabletop.i18n import plugins  # reads the registry, which reads this module

    return _translator(locale, plugins.sources())


@cache
def _translator(locale: str, sources: tuple[tuple[str, str], ...]) -> Translator:
    """One translator per locale and set of plug-in catalogs (the registry can change in tests)."""
    from tabletop.i18n import plugins

    if locale == DEFAULT_LOCALE:
        return Translator(locale, {})
    if locale == PSEUDO_LOCALE:
        ids = {m.id for m in template() if m.id and isinstance(m.id, str)}
        for source in sources:
            ids |= plugins.msgids(source, LOCALES[1:])
        return Translator(locale, {msgid: pseudo(msgid) for msgid in ids})
    words: dict[str, str] = {}
    for source in reversed(sources):  # the first game by name wins a msgid two translate
        words.update(plugins.translations(source, locale))
    words.update(usable_translations(catalog(locale)))  # tabletop's words are tabletop's
    return Translator(locale, words)


def catalog_json(locale: str) -> dict[str, str]:
    """What the server sends a page: msgid -> text for every translated message of ``locale``.

    The same catalogs as the terminal's; a msgid absent from it is shown in English (the page
    does the same fallback as ``Translator.gettext``). English sends an empty table.
    """
    return translator(locale).table()
