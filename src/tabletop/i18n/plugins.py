"""A plug-in game's own words: its gettext domain and catalogs, found through its descriptor.

A game whose descriptor lists the part ``"translations"`` ships its catalogs in its package as
``locales/<locale>/LC_MESSAGES/<domain>.po``, its domain being the game's name (unique among
registered games, so two plug-ins never share a domain). They are read as tabletop's are, with
Babel, no ``.mo`` built. :func:`tabletop.i18n.translator` adds them under tabletop's own
catalog: a msgid tabletop translates keeps tabletop's words, so no plug-in can change the
words of tabletop or of another game; among plug-ins, the first by game name wins.

A catalog that cannot be read (bad syntax, not UTF-8), or an entry whose placeholders differ
from its msgid's, is a warning naming the file: its words stay English, every other game's
words are unchanged.
"""

from __future__ import annotations

import warnings
from functools import cache
from importlib import resources
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from babel.messages.catalog import Catalog

    from tabletop.engine.descriptor import GameDescriptor

# (package, domain) of a registered game that carries catalogs: the key translators are cached by
Source = tuple[str, str]


def sources() -> tuple[Source, ...]:
    """(package, domain) of every registered game whose descriptor lists ``"translations"``,
    by game name (the registry's order)."""
    from tabletop.engine.registry import descriptors  # the registry reads tabletop.i18n itself

    return tuple(source_of(game) for game in descriptors().values() if game.translations)


def source_of(game: GameDescriptor) -> Source:
    """Where a game's catalogs are: its package, and its domain (the game's name)."""
    return game.package, game.name


def catalog_path(source: Source, locale: str) -> resources.abc.Traversable:
    """The ``.po`` file of ``locale`` in the game's package (it may not exist)."""
    from tabletop.engine.descriptor import PARTS

    package, domain = source
    folder = resources.files(package).joinpath(PARTS["translations"])
    return folder.joinpath(locale, "LC_MESSAGES", f"{domain}.po")


@cache
def read(source: Source, locale: str) -> Catalog | None:
    """The game's catalog of ``locale``; None when it has none or it cannot be read (warned)."""
    from babel.messages.pofile import PoFileError, read_po

    path = catalog_path(source, locale)
    if not path.is_file():
        return None
    try:
        with path.open("rb") as file:
            return read_po(file, locale=locale, domain=source[1], abort_invalid=True)
    except (PoFileError, UnicodeDecodeError, ValueError, OSError) as exc:
        warnings.warn(
            f"game plug-in {source[1]!r}: its catalog {path} cannot be read ({exc}); "
            "its words stay English",
            stacklevel=2,
        )
        return None


@cache
def translations(source: Source, locale: str) -> dict[str, str]:
    """msgid -> text of the entries of the game's catalog that gettext would use; an entry
    whose placeholders are not its msgid's would fail when filled, so it is left out (warned)."""
    from tabletop.i18n import PLACEHOLDER, usable_translations

    po = read(source, locale)
    usable = usable_translations(po) if po is not None else {}
    kept: dict[str, str] = {}
    for msgid, text in usable.items():
        if sorted(PLACEHOLDER.findall(msgid)) == sorted(PLACEHOLDER.findall(text)):
            kept[msgid] = text
        else:
            warnings.warn(
                f"game plug-in {source[1]!r}: {catalog_path(source, locale)}: {text!r} does "
                f"not keep the placeholders of {msgid!r}; it is shown in English",
                stacklevel=2,
            )
    return kept


def msgids(source: Source, locales: tuple[str, ...]) -> set[str]:
    """Every msgid the game's catalogs of ``locales`` hold, translated or not (the
    pseudo-locale wraps them)."""
    found: set[str] = set()
    for locale in locales:
        po = read(source, locale)
        if po is not None:
            found.update(m.id for m in po if m.id and isinstance(m.id, str))
    return found
