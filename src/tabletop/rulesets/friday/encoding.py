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
from tabletop.engine.encoding import Features, clip, index_of, scaler, set_many, set_one

from .actions import COPY, DONE, DRAW, END, FIGHT, ON, PAY, REMOVE, SKIP, STOP, USE, ZERO
from .cards import AGING_CARDS, CARDS, IS_AGING, PIRATE_AGING
from .phases import OVER, PENDING_KINDS, PENDING_SORT, PHASES

if TYPE_CHECKING:
    from .rules import FridayState

N = len(CARDS)
CARD = index_of(c.id for c in CARDS)
_AGING_PIRATE = next(c.index for c in CARDS if c.ability == PIRATE_AGING)  # P09 (F14)
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


def action_ids(state: FridayState, actions: list[Action]) -> list[int]:
    try:  # the usual case; sort's put arrangements are not in ``_FIXED``
        return [_FIXED[a.notation] for a in actions]
    except KeyError:
        return [action_id(state, a) for a in actions]


PHASE_INDEX = index_of(PHASES)
STEPS = index_of(("green", "yellow", "red", "pirates"))
PENDING_INDEX = index_of(PENDING_KINDS)
_FLAGS = ("used", "destroyed", "doubled", "zeroed")


def _cards(f: Features, ids: list[str]) -> None:
    f.multi_hot((CARD[c] for c in ids), N)


def _card(f: Features, card_id: str | None) -> None:
    f.one_hot(None if card_id is None else CARD[card_id], N)


def encode(view: dict[str, Any]) -> list[float]:
    return features(view).out


def features(view: dict[str, Any]) -> Features:
    f = Features()
    f.section("level")
    f.one_hot(view["level"] - 1, 4)
    f.section("phase")
    f.one_of(view["phase"], PHASE_INDEX)
    f.section("step")
    f.one_of(view["step"], STEPS)
    f.section("life")
    f.scaled(view["life"], 22)
    f.scaled(view["max_life"], 22)
    f.section("stack")
    stack = view["stack"]
    f.scaled(stack["size"], 40)
    _cards(f, stack["known_top"])
    _cards(f, stack["known_bottom"])
    f.section("discard")
    _cards(f, view["discard"])
    f.section("aging")
    f.scaled(view["aging_pile"], 11)
    f.scaled(view["aging_owned"], 11)
    f.section("hazards")
    f.scaled(view["hazard_stack"], 30)
    _cards(f, view["hazard_discard"])
    f.section("removed")
    _cards(f, view["removed"])
    f.section("pirates")
    pirates = view["pirates"]
    for k in range(2):
        pirate = pirates[k] if k < len(pirates) else None
        _card(f, pirate and pirate["id"])
        f.scaled(pirate and pirate["free_cards"], 12)
        f.scaled(pirate and pirate["value"], 60)
    f.scaled(view["pirates_beaten"], 2)
    f.section("offer")
    _cards(f, view["offer"])
    f.section("fight")
    _fight(f, view["fight"])
    f.section("over")
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
    f.one_of(pending.get("kind"), PENDING_INDEX)
    _card(f, pending.get("source"))
    seen = pending.get("cards", [])
    for k in range(SORT_MAX):  # by position: put ids refer to these
        _card(f, seen[k] if k < len(seen) else None)


# --- the same vector read straight off the state ------------------------------------------
# ``state_features`` is what adapters call on every step; ``features(view)`` above is the
# reference it must equal (tests/interop/test_fast_paths.py), so it reads only what the view
# shows. Offsets follow the block order of ``features``.
_LEVEL, _PHASE, _STEP = 0, 4, 10
_LIFE, _MAX_LIFE, _STACK_SIZE, _KNOWN_TOP = 14, 15, 16, 17
_KNOWN_BOTTOM, _DISCARD = _KNOWN_TOP + N, _KNOWN_TOP + 2 * N
_AGING_PILE = _DISCARD + N
_AGING_OWNED, _HAZARD_STACK, _HAZARD_DISCARD = _AGING_PILE + 1, _AGING_PILE + 2, _AGING_PILE + 3
_REMOVED = _HAZARD_DISCARD + N
_PIRATES = _REMOVED + N  # per pirate: card, free cards, value
_PIRATES_BEATEN = _PIRATES + 2 * (N + 2)
_OFFER = _PIRATES_BEATEN + 1
_FIGHT = _OFFER + N
_ENEMY, _IS_PIRATE = _FIGHT + 1, _FIGHT + 1 + N
_VALUE, _FREE_LEFT, _DRAW_COST = _IS_PIRATE + 1, _IS_PIRATE + 2, _IS_PIRATE + 3
_STOPPED_BY = _IS_PIRATE + 4
_STEPS_DOWN = _STOPPED_BY + N
_LEFT, _RIGHT = _STEPS_DOWN + 1, _STEPS_DOWN + 1 + N
_CARD_FLAGS = _RIGHT + N  # used, destroyed, doubled, zeroed: N each
_TOTAL = _CARD_FLAGS + 4 * N
_BUDGET, _PENDING = _TOTAL + 1, _TOTAL + 2
_SOURCE = _PENDING + len(PENDING_INDEX)
_SEEN = _SOURCE + N
_OVER = _SEEN + SORT_MAX * N
_SIZE = _OVER + 1


def state_features(state: FridayState) -> Features:
    """``features(view)`` computed from the state without building the view."""
    ones = [
        _LEVEL + state.level - 1,
        _PHASE + PHASE_INDEX[state.phase],
        _STEP + state.step,
    ]
    at, scaled, scale = scaler()

    stack = state.stack
    size = len(stack)
    scale(_LIFE, state.life / 22)
    scale(_MAX_LIFE, state.max_life / 22)
    scale(_STACK_SIZE, size / 40)
    top = min(state.known_top, size)
    if top:
        ones += [_KNOWN_TOP + c for c in stack[size - top :]]
    ones += [_KNOWN_BOTTOM + c for c in stack[: state.known_bottom]]
    ones += [_DISCARD + c for c in state.discard]
    scale(_AGING_PILE, len(state.aging) / 11)
    owned = sum(map(IS_AGING.__getitem__, stack)) + sum(map(IS_AGING.__getitem__, state.discard))
    scale(_AGING_OWNED, owned / 11)
    scale(_HAZARD_STACK, len(state.hazard_stack) / 30)
    ones += [_HAZARD_DISCARD + c for c in state.hazard_discard]
    ones += [_REMOVED + c for c in state.removed]
    for k, pirate in enumerate(state.pirates[:2]):
        base = _PIRATES + k * (N + 2)
        free, value = state.pirate_terms(pirate)
        ones.append(base + pirate)
        scale(base + N, free / 12)
        scale(base + N + 1, value / 60)
    scale(_PIRATES_BEATEN, state.pirates_beaten / 2)
    ones += [_OFFER + c for c in state.offer]
    enemy = state.enemy
    if enemy >= 0 or state.left or state.right:
        _fight_features(state, ones, scale)
    if state.phase == OVER:
        ones.append(_OVER)
    return Features.of(_SIZE, ones, at, scaled)


def _fight_features(state: FridayState, ones: list[int], scale: Any) -> None:
    enemy = state.enemy
    ones.append(_FIGHT)
    if enemy >= 0:
        ones.append(_ENEMY + enemy)
        scale(_VALUE, state.hazard_value() / 60)
        scale(_DRAW_COST, state.draw_cost() / 2)
        scale(_TOTAL, (state.fight_total(best=True) + 30) / 90)
    if state.enemy_value >= 0:
        ones.append(_IS_PIRATE)
    scale(_FREE_LEFT, state.free_left / 12)
    if state.stop_card >= 0:
        ones.append(_STOPPED_BY + state.stop_card)
    scale(_STEPS_DOWN, state.steps_down / 3)
    ones += [_LEFT + c for c in state.left]
    ones += [_RIGHT + c for c in state.right]
    for k, mask in enumerate((state.used, state.destroyed, state.doubled, state.zeroed)):
        if mask:
            base = _CARD_FLAGS + k * N
            ones += [base + c for c in state.left + state.right if mask >> c & 1]
    scale(_BUDGET, state.budget / 6)
    pending = state.pending
    if pending is not None:
        kind = pending[0]
        ones.append(_PENDING + PENDING_INDEX[kind])
        ones.append(_SOURCE + pending[1])
        if kind == PENDING_SORT:
            k = pending[2]
            ones += [_SEEN + i * N + c for i, c in enumerate(state.stack[-1 : -k - 1 : -1])]


# --- the same vector kept in a buffer (see ``set_one`` in tabletop.engine.encoding) -----------
# One-hot slots and multi-hot blocks of the observer, by number.
_HOTS = (_LEVEL, _PHASE, _STEP, _PIRATES, _PIRATES + N + 2, _ENEMY, _STOPPED_BY, _PENDING, _SOURCE)
_H_LEVEL, _H_PHASE, _H_STEP, _H_PIRATE, _H_ENEMY, _H_STOPPED, _H_PENDING, _H_SOURCE = (
    0,
    1,
    2,
    3,  # and 4
    5,
    6,
    7,
    8,
)
_M_TOP, _M_BOTTOM, _M_DISCARD, _M_HAZARD, _M_REMOVED, _M_OFFER = range(6)
_M_LEFT, _M_RIGHT, _M_FLAGS, _M_SEEN = 6, 7, 8, 12  # flags: 8-11
_FIGHT_HOTS, _FIGHT_MANY = 5, 6  # the slots from these on lie in the fight block
_MANY = (
    *(_KNOWN_TOP, _KNOWN_BOTTOM, _DISCARD, _HAZARD_DISCARD, _REMOVED, _OFFER, _LEFT, _RIGHT),
    *(_CARD_FLAGS + k * N for k in range(4)),
    _SEEN,
)
_NO_MASKS = (0, 0, 0, 0)
# The aging cards: a pile's are counted by one intersection in C (cards are unique)
_AGING_SET = frozenset(AGING_CARDS)
_FIGHT_SCALARS = (_FIGHT, _IS_PIRATE, _VALUE, _FREE_LEFT, _DRAW_COST, _STEPS_DOWN, _TOTAL, _BUDGET)


class Observer:
    """``state_features`` written into ``buf``, rewriting only the blocks that changed.

    Each block is rewritten when the state fields it reads differ from the ones it was last
    written from (kept in ``_head``, ``_pirates``, ``_fight`` and the slot lists).
    """

    __slots__ = (
        "buf",
        "_hot",
        "_many",
        "_head",
        "_pirates",
        "_taken",
        "_discard_aging",
        "_fight",
        "_flagged",
        "_size",
        "_life",
        "_owned",
        "_free_left",
    )

    def __init__(self, buf: Any) -> None:
        self.buf = buf  # zeroed by the caller
        self._hot = [-1] * len(_HOTS)
        self._many: list[list[int]] = [[] for _ in range(len(_MANY))]
        self._head: tuple = ()
        self._pirates: list[int] | None = None  # the pirates and aging taken last written
        self._taken = -1
        self._discard_aging = 0  # aging cards in ``_many[_M_DISCARD]``
        self._fight: tuple = ()  # the fight fields last written; () when none was
        self._flagged = False  # whether any card flag is set in ``buf``
        # the scalars as written (what a zeroed buffer shows): the stack size, life, aging
        # cards owned, free draws left
        self._size = self._life = self._owned = self._free_left = 0

    def write(self, state: FridayState, to_move: tuple[int, ...] | None = None) -> None:
        """Bring ``buf`` up to date (``to_move`` is not needed: Friday has one player)."""
        buf, many = self.buf, self._many
        stack, discard = state.stack, state.discard
        size = len(stack)
        if size != self._size:  # (every draw changes it)
            self._size = size
            buf[_STACK_SIZE] = size / 40 if size < 40 else 1.0
        if state.life != self._life:
            self._life = state.life
            buf[_LIFE] = clip(state.life / 22)
        head = (
            state.level,
            state.phase,
            state.step,
            state.max_life,
            len(state.aging),
            len(state.hazard_stack),
            state.pirates_beaten,
        )
        if head != self._head:
            self._head = head
            self._write_head(state)
        # Each pile is compared here first: most steps change none of them.
        top = min(state.known_top, size)
        pile = stack[size - top :] if top else []
        if pile != many[_M_TOP]:
            set_many(buf, many, _M_TOP, _KNOWN_TOP, pile)
        pile = stack[: state.known_bottom]
        if pile != many[_M_BOTTOM]:
            set_many(buf, many, _M_BOTTOM, _KNOWN_BOTTOM, pile)
        if discard != many[_M_DISCARD]:
            set_many(buf, many, _M_DISCARD, _DISCARD, discard)
            self._discard_aging = len(_AGING_SET.intersection(discard))
        hazards = state.hazard_discard != many[_M_HAZARD]
        if hazards:
            set_many(buf, many, _M_HAZARD, _HAZARD_DISCARD, state.hazard_discard)
        if state.removed != many[_M_REMOVED]:
            set_many(buf, many, _M_REMOVED, _REMOVED, state.removed)
        if state.offer != many[_M_OFFER]:
            set_many(buf, many, _M_OFFER, _OFFER, state.offer)
        owned = len(_AGING_SET.intersection(stack)) + self._discard_aging
        if owned != self._owned:
            self._owned = owned
            buf[_AGING_OWNED] = clip(owned / 11)
        pirates = state.pirates
        # pirate_terms reads only the hazard discard and, for the aging pirate, the aging cards
        # taken: counted only while that pirate is still to fight, as ``aging_taken`` does
        # (those owned, counted above, and those removed or in play)
        taken = 0
        if _AGING_PIRATE in pirates:
            taken = owned + len(_AGING_SET.intersection(state.removed))
            taken += len(_AGING_SET.intersection(state.left))
            taken += len(_AGING_SET.intersection(state.right))
        if taken != self._taken or pirates != self._pirates or hazards:
            self._taken = taken
            self._pirates = pirates[:]
            self._write_pirates(state)
        if state.enemy >= 0 or state.left or state.right:
            self._write_fight(state)
        elif self._fight:
            self._fight = ()
            self._flagged = False
            hot = self._hot
            for k in range(_FIGHT_HOTS, len(hot)):
                set_one(buf, hot, k, -1)
            for k in range(_FIGHT_MANY, len(many)):
                if many[k]:  # (most are empty)
                    set_many(buf, many, k, _MANY[k], [])
            for i in _FIGHT_SCALARS:
                buf[i] = 0.0
            self._free_left = 0

    def _write_head(self, state: FridayState) -> None:
        buf, hot, phase = self.buf, self._hot, state.phase
        set_one(buf, hot, _H_LEVEL, _LEVEL + state.level - 1)
        set_one(buf, hot, _H_PHASE, _PHASE + PHASE_INDEX[phase])
        set_one(buf, hot, _H_STEP, _STEP + state.step)
        buf[_MAX_LIFE] = clip(state.max_life / 22)
        buf[_AGING_PILE] = clip(len(state.aging) / 11)
        buf[_HAZARD_STACK] = clip(len(state.hazard_stack) / 30)
        buf[_PIRATES_BEATEN] = clip(state.pirates_beaten / 2)
        buf[_OVER] = 1.0 if phase == OVER else 0.0

    def _write_pirates(self, state: FridayState) -> None:
        buf, pirates = self.buf, state.pirates
        for k in range(2):
            base = _PIRATES + k * (N + 2)
            if k < len(pirates):
                pirate = pirates[k]
                free, value = state.pirate_terms(pirate)
                set_one(buf, self._hot, _H_PIRATE + k, base + pirate)
                buf[base + N] = clip(free / 12)
                buf[base + N + 1] = clip(value / 60)
            else:
                set_one(buf, self._hot, _H_PIRATE + k, -1)
                buf[base + N] = buf[base + N + 1] = 0.0

    def _write_fight(self, state: FridayState) -> None:
        buf, hot, many = self.buf, self._hot, self._many
        enemy, left, right = state.enemy, state.left, state.right
        pending = state.pending
        masks = (state.used, state.destroyed, state.doubled, state.zeroed)
        cards = False
        if left != many[_M_LEFT]:
            cards = set_many(buf, many, _M_LEFT, _LEFT, left)
        if right != many[_M_RIGHT]:
            cards = set_many(buf, many, _M_RIGHT, _RIGHT, right)
        if pending is not None and pending[0] == PENDING_SORT:  # sort shows the top of the stack
            k = pending[2]
            seen = [i * N + c for i, c in enumerate(state.stack[-1 : -k - 1 : -1])]
            set_many(buf, many, _M_SEEN, _SEEN, seen)
        elif many[_M_SEEN]:
            set_many(buf, many, _M_SEEN, _SEEN, [])
        last = self._fight or (None, None, None)
        foe = (enemy, state.enemy_value, state.step, state.steps_down)
        if foe != last[0]:
            buf[_FIGHT] = 1.0
            if enemy >= 0:
                set_one(buf, hot, _H_ENEMY, _ENEMY + enemy)
                buf[_VALUE] = clip(state.hazard_value() / 60)
                buf[_DRAW_COST] = clip(state.draw_cost() / 2)
            else:
                set_one(buf, hot, _H_ENEMY, -1)
                buf[_VALUE] = buf[_DRAW_COST] = 0.0
            buf[_IS_PIRATE] = 1.0 if state.enemy_value >= 0 else 0.0
            buf[_STEPS_DOWN] = clip(state.steps_down / 3)
        if cards or masks != last[1] or last[0] is None or enemy != last[0][0]:
            # fight_total reads the cards, the masks and the enemy
            buf[_TOTAL] = clip((state.fight_total(best=True) + 30) / 90) if enemy >= 0 else 0.0
            if masks != _NO_MASKS or self._flagged:
                self._write_flags(masks, left + right)
        if state.free_left != self._free_left:  # every free draw changes it: on its own
            self._free_left = state.free_left
            buf[_FREE_LEFT] = clip(state.free_left / 12)
        rest = (state.stop_card, state.budget, pending)
        if rest != last[2]:
            stop = state.stop_card
            set_one(buf, hot, _H_STOPPED, _STOPPED_BY + stop if stop >= 0 else -1)
            buf[_BUDGET] = clip(state.budget / 6)
            if pending is None:
                set_one(buf, hot, _H_PENDING, -1)
                set_one(buf, hot, _H_SOURCE, -1)
            else:
                set_one(buf, hot, _H_PENDING, _PENDING + PENDING_INDEX[pending[0]])
                set_one(buf, hot, _H_SOURCE, _SOURCE + pending[1])
        self._fight = (foe, masks, rest)

    def _write_flags(self, masks: tuple[int, ...], both: list[int]) -> None:
        """The used / destroyed / doubled / zeroed cards among the fighting ones."""
        buf, many = self.buf, self._many
        for k, mask in enumerate(masks):
            if mask or many[_M_FLAGS + k]:
                flagged = [c for c in both if mask >> c & 1]
                set_many(buf, many, _M_FLAGS + k, _CARD_FLAGS + k * N, flagged)
        self._flagged = any(many[_M_FLAGS : _M_FLAGS + 4])


def observer(game: Any, player: int, buf: Any) -> Observer:
    """The seat's observer over ``buf``: ``observation_size`` zeros to start with."""
    return Observer(buf)
