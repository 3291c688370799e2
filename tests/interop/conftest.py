"""Configurations every interop test runs over: each game, and its variants that change spaces."""

from __future__ import annotations

from collections.abc import Callable

import tabletop


def with_every_game(
    configs: list[tuple[str, dict]], name_of: Callable[[str], str | None] = lambda game: game
) -> list[tuple[str, dict]]:
    """``configs``, and every registered game they do not name at its defaults: a new game runs
    through each suite without a line here. ``name_of`` gives a game's name in the suite (None
    or "": not in it)."""
    named = {name for name, _ in configs}
    more = [name_of(game) for game in tabletop.games()]
    return configs + [(name, {}) for name in more if name and name not in named]


CONFIGS = with_every_game(
    [
        ("friday", {"level": 1}),
        ("friday", {"level": 4, "aging_draw": "random"}),
        ("gunrain", {}),
        ("gunrain", {"layout": "6x4", "max_turns": 12}),
        ("kungfu", {"players": 2}),
        ("kungfu", {"players": 3, "draft": True}),
        ("kungfu", {"players": 5}),
    ]
)
IDS = [
    f"{name}-{'-'.join(f'{k}={v}' for k, v in opts.items()) or 'default'}" for name, opts in CONFIGS
]
