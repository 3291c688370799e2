"""Configurations every interop test runs over: each game, and its variants that change spaces."""

from __future__ import annotations

CONFIGS = [
    ("friday", {"level": 1}),
    ("friday", {"level": 4, "aging_draw": "random"}),
    ("gunrain", {}),
    ("gunrain", {"layout": "6x4", "max_turns": 12}),
    ("kungfu", {"players": 2}),
    ("kungfu", {"players": 3, "draft": True}),
    ("kungfu", {"players": 5}),
]
IDS = [
    f"{name}-{'-'.join(f'{k}={v}' for k, v in opts.items()) or 'default'}" for name, opts in CONFIGS
]
