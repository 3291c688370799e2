"""tabletop's generic tests of the engine contract and of its bots, run on both games made with
``tabletop new``: the one as written and the one grown from it (tests/plugin_site.py copies
each test with ``name`` set to theirs)."""

from __future__ import annotations

import tabletop
from plugin_site import per_game_tests

from .conftest import GAME, GROWN

EVERY_GAME = list(tabletop.games())  # read while collecting: tabletop's own games

CHECKS = (
    "engine/test_contract.py",
    "engine/test_clone.py",
    "engine/test_descriptor.py",
    "bots/test_random_bot.py",
    "bots/test_ismcts.py",
)

for _relative in CHECKS:
    globals().update(per_game_tests(_relative, [GAME, GROWN], EVERY_GAME))
