"""tabletop's generic tests of the engine contract and of its bots, run on the plug-in.

They are written per game name, parametrized over ``tabletop.games()``, which pytest reads
before the plug-in is installed: each is copied here with ``name`` set to the plug-in's
(``tests/plugin_site.py``), so a change to those tests covers the plug-in too.
"""

from __future__ import annotations

import tabletop
from plugin_site import per_game_tests

from .conftest import NAME

EVERY_GAME = list(tabletop.games())  # read while collecting: tabletop's own games

for _relative in ("engine/test_contract.py", "bots/test_random_bot.py", "bots/test_ismcts.py"):
    globals().update(per_game_tests(_relative, [NAME], EVERY_GAME))
