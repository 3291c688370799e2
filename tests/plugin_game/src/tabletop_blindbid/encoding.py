"""Blind Bid's fixed action ids and observation vector, for the research adapters.

Action ids: ``bid N`` is N - 1 (9 ids). The observation reads only the seat's view, "me" first.
"""

from __future__ import annotations

from typing import Any

from tabletop.engine import Action
from tabletop.engine.encoding import Features

from .rules import BID, CARDS, PRIZES

ALL_ACTIONS = tuple(BID[card] for card in CARDS)
_ID = {a.notation: i for i, a in enumerate(ALL_ACTIONS)}
NUM_ACTIONS = len(ALL_ACTIONS)
MAX_ROUNDS = 4
MAX_POINTS = sum(sorted(PRIZES)[-MAX_ROUNDS:])


def action_id(action: Action) -> int:
    return _ID[action.notation]


def action_notation(action_id: int) -> str | None:
    return ALL_ACTIONS[action_id].notation if 0 <= action_id < NUM_ACTIONS else None


def features(view: dict[str, Any]) -> Features:
    f = Features()
    me = view["seat"]
    other = 1 - me
    f.multi_hot((c - 1 for c in view["hand"]), len(CARDS))
    f.one_hot(None if view["bid"] is None else view["bid"] - 1, len(CARDS))
    f.flag(view["prize"] is not None and other not in view["waiting_for"])  # the other has bid
    f.one_hot(None if view["prize"] is None else view["prize"] - 1, len(PRIZES))
    for seat in (me, other):
        f.scaled(view["scores"][seat], MAX_POINTS)
        f.multi_hot((r["bids"][seat] - 1 for r in view["played"]), len(CARDS))
    f.scaled(view["round"], MAX_ROUNDS)
    f.one_hot(view["rounds"] - 1, MAX_ROUNDS)
    return f
