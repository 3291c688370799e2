"""What one seat (or a spectator) sees: a JSON-ready dict computed from the state.

Public: boards, tracks, HP, spent cards, hand sizes, who still has to submit, the dice
rolled (rolls are made in the open), and, from each reveal on, the round's cards and then
the dice placed on them. Private: a seat's hand, its choice before the reveal (also how
many cards it has picked so far), its dice placement before the reveal, its draft pack.
The facts of every card the view names are included, so a screen needs nothing else.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .board import MAX_PER_SYMBOL
from .cards import SYMBOLS, CardSet
from .phases import AVO, CHOOSE, DEFEND, DRAFT, HIT, OVER, PLACE

if TYPE_CHECKING:
    from .rules import KungFuState


def card_facts(card_set: CardSet, card: int) -> dict[str, Any]:
    c = card_set.cards[card]
    return {
        "name": c.name,
        "initiative": c.initiative,
        "symbol": c.symbol,
        "condition": c.condition.label(),
        "dice": c.condition.capacity,
        "box": dict(c.box),
    }


def kungfu_view(s: KungFuState, player: int | None) -> dict[str, Any]:
    card_set = s.card_set
    ids = card_set.ids
    named: set[int] = set()

    def show(cards: tuple[int, ...]) -> list[str]:
        named.update(cards)
        return [ids[c] for c in cards]

    phase = s.phase
    cards_public = phase not in (DRAFT, CHOOSE)  # K4: revealed together
    dice_public = cards_public and phase != PLACE  # K4: placements revealed together
    seats = []
    for p in range(s.n):
        own = p == player
        waiting = p in s.movers
        board: dict[str, Any] = {
            "seat": p,
            "out": s.out_at[p] >= 0,
            "to_move": waiting,
            "hp": s.hp[p],
            "max_hp": s.max_hp[p],
            "atk": s.atk[p],
            "def": s.dfn[p],
            "hit": s.hit[p],
            "hit_max": s.hit_max[p],
            "avo": s.avo[p],
            "avo_max": s.avo_max[p],
            "tracks": None
            if phase == DRAFT
            else {
                sym: min(n, MAX_PER_SYMBOL) for sym, n in zip(SYMBOLS, s.symbols[p], strict=True)
            },
            "hand": show(s.hand[p]) if own else None,
            "hand_size": len(s.hand[p]),
            "spent": show(s.spent[p]),
            "face_down": 0,
            "cards": None,
            "roll": list(s.roll[p]),
            "unplaced": list(s.pool[p]) if own or dice_public else None,
            "initiative": s.initiative[p] if cards_public and s.chosen[p] else None,
        }
        if phase == CHOOSE and not own:
            if waiting:  # picks so far stay secret: they still count as hand cards
                board["hand_size"] += len(s.chosen[p])
            else:
                board["face_down"] = len(s.chosen[p])
        if own or cards_public:
            dice_shown = dice_public or (own and cards_public)  # no dice before the roll
            board["cards"] = [
                _round_card(s, p, k, card, dice_shown, show) for k, card in enumerate(s.chosen[p])
            ]
        seats.append(board)
    view: dict[str, Any] = {
        "game": "kungfu",
        "players": s.n,
        "viewer": player,
        "round": s.round,
        "phase": phase,
        "to_move": list(s.movers),
        "seats": seats,
        "box": len(s.box),
        "order": list(s.order),
        "rolloff": list(s.rolloff),
        "attacker": s.attacker if s.attacker >= 0 else None,
        "exchange": _exchange(s, show) if phase in (HIT, DEFEND, AVO) else None,
        "last": _last(s, show),
        "draft": None,
        "result": None,
    }
    if phase == DRAFT:
        per_pack = len(s.taken) // s.n - s.step  # cards in each pack when this step began
        view["draft"] = {"step": s.step, "pack_size": per_pack, "pack": None}
        if player is not None:
            view["draft"]["pack"] = show(s.packs[(player - s.step) % s.n])
    if phase == OVER:
        view["result"] = s.result.to_dict()
    view["cards"] = {ids[c]: card_facts(card_set, c) for c in sorted(named)}
    return view


def _round_card(s: KungFuState, p: int, k: int, card: int, dice_shown: bool, show) -> dict:
    slot = 3 * p + k
    show((card,))
    return {
        "id": s.card_set.ids[card],
        "used": bool(s.used >> slot & 1),
        "dice": list(s.dice_on[slot]) if dice_shown else None,
        "met": s.met(slot) if dice_shown else None,
    }


def _exchange(s: KungFuState, show) -> dict[str, Any]:
    """The attack being resolved: attacker, card, target and defence card so far."""
    a = s.attacker
    card = s.chosen[a][s.atk_slot % 3]
    defence = s.chosen[s.target][s.def_slot % 3] if s.def_slot >= 0 else None
    show((card,) if defence is None else (card, defence))
    return {
        "attacker": a,
        "card": s.card_set.ids[card],
        "target": s.target if s.target >= 0 else None,
        "defence": s.card_set.ids[defence] if defence is not None else None,
    }


def _last(s: KungFuState, show) -> dict[str, Any] | None:
    """What the last exchange did (a copy: the state's record is shared between clones)."""
    if s.last is None:
        return None
    by_id = s.card_set.by_id
    show(tuple(by_id[c] for c in (s.last["card"], s.last["defence"]) if c is not None))
    return {**s.last, "restored": dict(s.last["restored"])}
