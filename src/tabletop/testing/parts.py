"""The descriptor and its parts: each part it lists is in the package under its fixed name
and holds the names tabletop reads there; every option value and bot level it declares
works."""

from __future__ import annotations

from collections.abc import Callable
from importlib import import_module, resources
from importlib.util import find_spec
from typing import Any

import tabletop
from tabletop.bots import check_fits
from tabletop.engine import Game, GameDescriptor

from .subject import Subject, expect


def _is_callable(*names: str) -> Callable[[Any], list[str]]:
    return lambda found: [n for n in names if not callable(getattr(found, n, None))]


def _is_a(module: str, cls: str) -> Callable[[Any], list[str]]:
    def wrong(found: Any) -> list[str]:
        kind = getattr(import_module(module), cls)
        ok = isinstance(found, kind) or (isinstance(found, type) and issubclass(found, kind))
        return [] if ok else [f"a {cls}, not {type(found).__name__}"]

    return wrong


def _describe(found: Any) -> list[str]:
    missing = _is_callable("describe_move", "describe_outcome")(found)
    return missing + (
        [] if isinstance(getattr(found, "NOTATION_HELP", None), str) else ["NOTATION_HELP"]
    )


# What tabletop reads in each module or attribute part (files are checked to exist).
NAMES: dict[str, Callable[[Any], list[str]]] = {
    "heuristic": _is_callable("choose"),
    "screen": _is_callable("render", "render_result"),
    "describe": _describe,
    "log": lambda found: _is_a("tabletop.present.log", "GameLog")(getattr(found, "LOG", None)),
    "lesson": lambda found: _is_a("tabletop.present.lesson", "Lesson")(
        getattr(found, "LESSON", None)
    ),
    "balance": _is_a("tabletop.sim.balance.parts", "GameBalance"),
    "review": lambda found: [] if isinstance(found, tuple) else ["FACTS as a tuple of Fact"],
}


def check_parts(subject: Subject) -> None:
    """Each part the descriptor lists is in the game's package with the names tabletop reads
    (``describe``: ``NOTATION_HELP``, ``describe_move``, ``describe_outcome``; ``log``: ``LOG``,
    a GameLog; ...), a lesson's script plays, the files and catalogs are there; the texts
    module's How to play is sections of text; every value of every option makes a game, and
    every bot level is a spec that fits the game."""
    descriptor = tabletop.engine.descriptor(subject.name)
    game_class = descriptor.load_game_class()
    expect(
        isinstance(game_class, type) and issubclass(game_class, Game),
        f"the descriptor's game {descriptor.game!r} is not a Game subclass",
    )
    expect(
        game_class.descriptor is descriptor,
        f"{descriptor.game} has another descriptor than the one registered",
    )
    for part in descriptor.parts:
        where = getattr(descriptor, part)
        if part == "translations":
            found = resources.files(descriptor.package).joinpath(where)
            catalogs = (
                list(found.glob(f"*/LC_MESSAGES/{descriptor.name}.po")) if found.is_dir() else []
            )
            expect(
                catalogs, f"part 'translations': no {where}<lang>/LC_MESSAGES/{descriptor.name}.po"
            )
            continue
        if "/" in where:
            expect(
                resources.files(descriptor.package).joinpath(where).is_file(),
                f"part {part!r}: {where} is not in package {descriptor.package}",
            )
            continue
        module, _, attribute = where.partition(":")
        try:
            found = import_module(module)
        except ImportError as exc:
            raise AssertionError(f"part {part!r}: module {module} does not import: {exc}") from exc
        if attribute:
            expect(hasattr(found, attribute), f"part {part!r}: {module} has no {attribute}")
            found = getattr(found, attribute)
        missing = NAMES[part](found) if part in NAMES else []
        expect(not missing, f"part {part!r}: {where} lacks {', '.join(missing)}")
        if part == "lesson":
            try:
                found.LESSON.check()
            except ValueError as exc:
                raise AssertionError(f"part 'lesson': {exc}") from exc
    _check_texts(descriptor)
    for option in descriptor.options:
        for value in option.choices or ():
            tabletop.make(subject.name, **{option.name: value}).new_game(subject.seed)
    for level in descriptor.bot_levels:
        for players in range(descriptor.min_players, descriptor.max_players + 1):
            check_fits(level.spec_for(players), descriptor)


def _check_texts(descriptor: GameDescriptor) -> None:
    """How to play, if the package has a texts module with one: (heading, paragraphs)."""
    name = f"{descriptor.package}.texts"
    if find_spec(name) is None:
        return
    how_to_play = getattr(import_module(name), "how_to_play", None)
    if how_to_play is None:
        return
    for section in how_to_play():
        heading, paragraphs = section
        expect(
            isinstance(heading, str) and all(isinstance(p, str) for p in paragraphs),
            f"how_to_play() gave a section that is not (heading, paragraphs): {section!r}",
        )
