"""Kung Fu's fixed action ids and observation vector (docs/research.md has the tables).

Both depend on the card set (option ``cards``), so one :class:`Codec` is built per game. Ids
number the shared action objects of :class:`ActionTable` in one fixed order; targets in
``use X on T`` stay absolute seats. The observation lists the seats starting with the viewer.
"""

from __future__ import annotations

from typing import Any

from tabletop.engine import Action
from tabletop.engine.encoding import Features, index_of

from .actions import AVO_DOWN, AVO_UP, DONE, HIT_DOWN, HIT_UP, TAKE, ActionTable
from .board import MAX_PER_SYMBOL
from .cards import MAX_DICE, SYMBOLS
from .phases import CARDS_PER_ROUND, ROUNDS

PHASES = index_of(("draft", "choose", "place", "attack", "hit", "defend", "avo", "over"))
FACES = 6
HP_SCALE = 100  # above any board's maximum HP (K3)
STAT_SCALE = 20
HAND_SCALE = 12


class Codec:
    """Action ids and the view encoder of one card set and player count."""

    def __init__(self, table: ActionTable, ids: tuple[str, ...], players: int) -> None:
        shifts = (HIT_UP, HIT_DOWN, AVO_UP, AVO_DOWN)
        ordered: list[Action] = [DONE, TAKE, *(a for s in shifts for a in s if a is not None)]
        ordered += [*table.keep, *table.choose, *table.use, *table.defend]
        ordered += [a for per_card in table.use_on for a in per_card]
        ordered += [a for per_face in table.put for a in per_face]
        self._id = {a.notation: i for i, a in enumerate(ordered)}
        self.num_actions = len(ordered)
        self.card = index_of(ids)
        self.n = players

    def action_id(self, action: Action) -> int:
        return self._id[action.notation]

    def _cards(self, f: Features, names: list[str] | None) -> None:
        f.multi_hot((self.card[c] for c in names or ()), len(self.card))

    def encode(self, view: dict[str, Any]) -> list[float]:
        return self.features(view).out

    def features(self, view: dict[str, Any]) -> Features:
        f = Features()
        me = view["viewer"]
        order = [(me + k) % self.n for k in range(self.n)]  # the viewer first
        f.scaled(view["round"], ROUNDS)
        f.one_of(view["phase"], PHASES)
        f.scaled(view["box"], len(self.card))
        for p in order:
            self._seat(f, view["seats"][p])
        turn_order = view["order"]
        for p in order:
            f.one_hot(turn_order.index(p) if p in turn_order else None, self.n)
            f.flag(p in view["rolloff"])
            f.flag(view["attacker"] == p)
        self._exchange(f, view["exchange"], order)
        draft = view["draft"] or {}
        f.scaled(draft.get("step"), HAND_SCALE)
        f.scaled(draft.get("pack_size"), HAND_SCALE)
        self._cards(f, draft.get("pack"))
        f.flag(view["result"] is not None)
        return f

    def _seat(self, f: Features, seat: dict[str, Any]) -> None:
        f.flag(seat["out"])
        f.flag(seat["to_move"])
        f.scaled(seat["hp"], HP_SCALE)
        f.scaled(seat["max_hp"], HP_SCALE)
        for key in ("atk", "def", "hit", "hit_max", "avo", "avo_max"):
            f.scaled(seat[key], STAT_SCALE)
        tracks = seat["tracks"] or {}
        for symbol in SYMBOLS:
            f.scaled(tracks.get(symbol), MAX_PER_SYMBOL)
        self._cards(f, seat["hand"])
        f.scaled(seat["hand_size"], HAND_SCALE)
        self._cards(f, seat["spent"])
        f.scaled(seat["face_down"], CARDS_PER_ROUND)
        cards = seat["cards"] or []
        for k in range(CARDS_PER_ROUND):
            card = cards[k] if k < len(cards) else {}
            f.one_hot(self.card[card["id"]] if card else None, len(self.card))
            f.flag(card.get("used"))
            f.flag(card.get("met"))
            f.counts((d - 1 for d in card.get("dice") or ()), FACES, MAX_DICE)
        f.counts((d - 1 for d in seat["roll"]), FACES, MAX_DICE)
        f.counts((d - 1 for d in seat["unplaced"] or ()), FACES, MAX_DICE)
        f.scaled(seat["initiative"], 20)

    def _exchange(self, f: Features, exchange: dict[str, Any] | None, order: list[int]) -> None:
        exchange = exchange or {}
        for p in order:
            f.flag(exchange.get("target") == p)
        for key in ("card", "defence"):
            card = exchange.get(key)
            f.one_hot(None if card is None else self.card[card], len(self.card))
