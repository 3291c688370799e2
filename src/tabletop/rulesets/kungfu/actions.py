"""Kung Fu's actions and their notation (docs/kungfu.md has the table).

Every action object is built once per card set and shared, so the hot path never formats
strings. Cards are named by their ids from the card file (K12), players by seat (0-4).
Each decision is one small step (one card, one die, one pip), so a legal-action list
stays short: at most 3 x 6 dice placements plus ``done``.
"""

from __future__ import annotations

from tabletop.engine import Action

from .cards import CardSet

MAX_SEATS = 5
FACES = range(1, 7)

DONE = Action("done", "done")  # finish placing dice, or spending HIT / AVO
TAKE = Action("take", "take")  # the target does not defend


def _shifts(kind: str) -> tuple[tuple[Action | None, ...], tuple[Action | None, ...]]:
    """(up, down) indexed by face: one pip on one die of that face, 1 HIT or AVO each (K2)."""
    up = (None, *(Action(kind, f"{kind} {f}+", -1, (f, 1)) if f < 6 else None for f in FACES))
    down = (None, *(Action(kind, f"{kind} {f}-", -1, (f, -1)) if f > 1 else None for f in FACES))
    return up, down


HIT_UP, HIT_DOWN = _shifts("hit")  # the attacker moves pips on its attack card's dice
AVO_UP, AVO_DOWN = _shifts("avo")  # the defender moves pips on its defence card's dice


class ActionTable:
    """The per-card actions of one card set, indexed by card int (and face or target)."""

    def __init__(self, card_set: CardSet) -> None:
        ids = card_set.ids

        def per_card(kind: str, args: tuple = ()) -> tuple[Action, ...]:
            return tuple(Action(kind, f"{kind} {cid}", c, args) for c, cid in enumerate(ids))

        self.keep = per_card("keep")  # draft: keep this card of the pack in hand
        self.choose = per_card("choose")  # one of the round's 3 cards, face down
        self.use = per_card("use", (-1,))  # a card without 🤜: no target
        self.use_on = tuple(  # an attack card and its target seat
            tuple(Action("use", f"use {cid} on {t}", c, (t,)) for t in range(MAX_SEATS))
            for c, cid in enumerate(ids)
        )
        self.defend = per_card("defend")  # the target's defence card
        self.put = (  # put[face][card]: one die showing ``face`` on this card
            (),
            *(
                tuple(Action("put", f"put {f} {cid}", c, (f,)) for c, cid in enumerate(ids))
                for f in FACES
            ),
        )
