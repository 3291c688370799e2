"""tabletop's own games among the registered ones: the tests of facts about them (their levels,
their words in every catalog) leave out a plug-in, which declares what it has in its own words."""

from __future__ import annotations

import tabletop
from tabletop.engine import descriptor

OWN_PACKAGE = "tabletop.rulesets."


def own_games() -> tuple[str, ...]:
    """The registered games whose package is one of tabletop's (``src/tabletop/rulesets/``)."""
    return tuple(n for n in tabletop.games() if descriptor(n).package.startswith(OWN_PACKAGE))
