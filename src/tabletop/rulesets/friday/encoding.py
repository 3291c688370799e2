"""Friday's fixed action ids and observation vector (docs/research.md has the tables).

Action ids: 0-5 ``draw pay stop end skip done``; then one block of 69 per card action
(``fight use on copy remove zero``, offset by the card's index in the card file); then 12 ids
for sort's ``put``, numbered by the *positions* of the cards looked at (top first), not by the
cards themselves, so the id of an arrangement says nothing the player did not see.
"""

from __future__ import annotations

from itertools import permutations
from typing import TYPE_CHECKING, Any

from tabletop.engine import Action
from tabletop.engine.encoding import Features, index_of

from .actions import COPY, DONE, DRAW, END, FIGHT, ON, PAY, REMOVE, SKIP, STOP, USE, ZERO
from .cards import CARDS

if TYPE_CHECKING:
    from .rules import FridayState

N = len(CARDS)
CARD = index_of(c.id for c in CARDS)
_SIMPLE = (DRAW, PAY, STOP, END, SKIP, DONE)
_PER_CARD = (FIGHT, USE, ON, COPY, REMOVE, ZERO)
_FIXED = {a.notation: i for i, a in enumerate(_SIMPLE)}
for _block, _table in enumerate(_PER_CARD):
    _FIXED.update({a.notation: len(_SIMPLE) + _block * N + a.card for a in _table})
PUT_BASE = len(_SIMPLE) + len(_PER_CARD) * N
SORT_MAX = 3  # F12: sort looks at up to 3 cards


def _arrangements(k: int) -> dict[tuple[tuple[int, ...], int], int]:
    """(kept positions top first, dropped position or -1) -> number, in the rules' order."""
    seen = tuple(range(k))
    out = [(order, -1) for order in permutations(seen)]
    for dropped in seen:
        out += [(order, dropped) for order in permutations(p for p in seen if p != dropped)]
    return {key: i for i, key in enumerate(out)}


_PUT = {k: _arrangements(k) for k in range(SORT_MAX + 1)}
NUM_ACTIONS = PUT_BASE + max(len(t) for t in _PUT.values())


def action_id(state: FridayState, action: Action) -> int:
    if action.kind != "put":
        return _FIXED[action.notation]
    k = state.pending[2]
    position = {card: i for i, card in enumerate(state.stack[-1 : -k - 1 : -1])}
    dropped = position[action.card] if action.card >= 0 else -1
    return PUT_BASE + _PUT[k][(tuple(position[c] for c in action.args), dropped)]


PHASES = index_of(("hazard", "fight", "zero", "remove", "pirate", "over"))
STEPS = index_of(("green", "yellow", "red", "pirates"))
PENDING = index_of(("copy", "exchange", "more", "replace", "sort", "target"))
_FLAGS = ("used", "destroyed", "doubled", "zeroed")


def _cards(f: Features, ids: list[str]) -> None:
    f.multi_hot((CARD[c] for c in ids), N)


def _card(f: Features, card_id: str | None) -> None:
    f.one_hot(None if card_id is None else CARD[card_id], N)


def encode(view: dict[str, Any]) -> list[float]:
    return features(view).out


def features(view: dict[str, Any]) -> Features:
    f = Features()
    f.one_hot(view["level"] - 1, 4)
    f.one_of(view["phase"], PHASES)
    f.one_of(view["step"], STEPS)
    f.scaled(view["life"], 22)
    f.scaled(view["max_life"], 22)
    stack = view["stack"]
    f.scaled(stack["size"], 40)
    _cards(f, stack["known_top"])
    _cards(f, stack["known_bottom"])
    _cards(f, view["discard"])
    f.scaled(view["aging_pile"], 11)
    f.scaled(view["aging_owned"], 11)
    f.scaled(view["hazard_stack"], 30)
    _cards(f, view["hazard_discard"])
    _cards(f, view["removed"])
    pirates = view["pirates"]
    for k in range(2):
        pirate = pirates[k] if k < len(pirates) else None
        _card(f, pirate and pirate["id"])
        f.scaled(pirate and pirate["free_cards"], 12)
        f.scaled(pirate and pirate["value"], 60)
    f.scaled(view["pirates_beaten"], 2)
    _cards(f, view["offer"])
    _fight(f, view["fight"])
    f.flag(view["result"] is not None)
    return f


def _fight(f: Features, fight: dict[str, Any] | None) -> None:
    fight = fight or {}
    f.flag(fight)
    _card(f, fight.get("enemy"))
    f.flag(fight.get("pirate"))
    f.scaled(fight.get("value"), 60)
    f.scaled(fight.get("free_left"), 12)
    f.scaled(fight.get("draw_cost"), 2)
    _card(f, fight.get("stopped_by"))
    f.scaled(fight.get("steps_down"), 3)
    both = fight.get("left", []) + fight.get("right", [])
    _cards(f, [c["id"] for c in fight.get("left", [])])
    _cards(f, [c["id"] for c in fight.get("right", [])])
    for flag in _FLAGS:
        _cards(f, [c["id"] for c in both if c[flag]])
    f.scaled(fight.get("total"), 60, low=-30)
    f.scaled(fight.get("removal_budget"), 6)
    pending = fight.get("pending") or {}
    f.one_of(pending.get("kind"), PENDING)
    _card(f, pending.get("source"))
    seen = pending.get("cards", [])
    for k in range(SORT_MAX):  # by position: put ids refer to these
        _card(f, seen[k] if k < len(seen) else None)
