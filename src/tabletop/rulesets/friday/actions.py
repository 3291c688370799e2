"""Friday's actions and their notation (docs/friday.md has the table).

Every action object is built once and shared, so the hot path never formats strings.
Cards are named by their stable ids from the card file (R05, H12, A04, P07).
"""

from __future__ import annotations

from tabletop.engine import Action

from .cards import CARDS

DRAW = Action("draw", "draw")  # a free draw, or the next card of +2 cards / a replacement
PAY = Action("pay", "pay")  # a paid draw (1 life, 2 against the 2-life pirate)
STOP = Action("stop", "stop")  # stop free drawing; the rest of the free draws are forfeited
END = Action("end", "end")  # judgement
SKIP = Action("skip", "skip")  # discard the last hazard card instead of fighting it
DONE = Action("done", "done")  # finish an optional part (second exchange, removals, ...)


def _per_card(kind: str) -> tuple[Action, ...]:
    return tuple(Action(kind, f"{kind} {c.id}", c.index) for c in CARDS)


FIGHT = _per_card("fight")  # choose the hazard or pirate to fight
USE = _per_card("use")  # use a card's ability
ON = _per_card("on")  # the target of the ability being resolved
COPY = _per_card("copy")  # the card whose ability a copy repeats
REMOVE = _per_card("remove")  # remove a fighting card from the game after a loss
ZERO = _per_card("zero")  # which tied highest card a "highest card = 0" zeroes

_ARRANGEMENTS: dict[tuple[tuple[int, ...], int], Action] = {}


def put(order: tuple[int, ...], dropped: int = -1) -> Action:
    """Sort's answer: the kept cards top first, and the discarded one (-1: none)."""
    key = (order, dropped)
    action = _ARRANGEMENTS.get(key)
    if action is None:
        text = "put"
        if order:
            text += " " + ",".join(CARDS[c].id for c in order)
        if dropped >= 0:
            text += f" drop {CARDS[dropped].id}"
        action = _ARRANGEMENTS[key] = Action("put", text, dropped, order)
    return action
