"""Gun Rain's actions and their notation (docs/gunrain.md has the table).

Every action is built once and shared, so the hot path never formats strings. Cards are named
rank + suit letter ("7S", "10H"); squares by the acting player's coordinates 1-12 (G3).
"""

from __future__ import annotations

from tabletop.engine import Action

from .board import DIRECTIONS, SIDE_NAMES
from .cards import CLUB, DECK_NAMES, DECK_SUIT

COORDS = range(1, 13)

SIDES = tuple(Action("side", f"side {name}", args=(side,)) for side, name in enumerate(SIDE_NAMES))
AT = {c: Action("at", f"at {c}", args=(c,)) for c in COORDS}  # initial position (G9)
USE_JOKER = Action("joker", "joker")  # discard the new draw and draw as many again (G8)
PASS = Action("pass", "pass")  # keep the new draw
DONE = Action("done", "done")  # commit a setting without a ♦ move

# The secret setting (G4, G5): one card or one choice at a time.
ACT = tuple(Action("act", f"act {name}", card, (False,)) for card, name in enumerate(DECK_NAMES))
ACT_BONUS = {  # a heavy gun with its bonus paid (+5 cost, G6)
    card: Action("act", f"act {name}+", card, (True,))
    for card, name in enumerate(DECK_NAMES)
    if DECK_SUIT[card] == CLUB
}
PAY = tuple(Action("pay", f"pay {name}", card) for card, name in enumerate(DECK_NAMES))
KEEP = tuple(Action("keep", f"keep {name}", card) for card, name in enumerate(DECK_NAMES))
FLIP = {c: Action("flip", f"flip {c}", args=(c,)) for c in COORDS}  # ❤ target
SWAP = {  # ❤ bonus target (+5 cost, G7)
    (a, b): Action("swap", f"swap {a} {b}", args=(a, b)) for a in COORDS for b in COORDS if a < b
}
TO = {c: Action("to", f"to {c}", args=(c,)) for c in COORDS}  # ♦ destination; commits

# Step 4: a heavy gun with its bonus picks its shift (G6); index 4 = no shift.
NO_SHIFT = len(DIRECTIONS)
SHIFT = {
    card: tuple(
        Action("shift", f"shift {DECK_NAMES[card]} {word}", card, (d,))
        for d, word in enumerate((*DIRECTIONS, "none"))
    )
    for card in ACT_BONUS
}
