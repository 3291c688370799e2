"""A sensible Kung Fu player whose moves depend only on ``view(player)``, the legal actions and
the card file.

It reads the parts of the state that the view shows (``_seats`` and ``_exchange`` follow
view.py's rules of what a seat sees, and a test checks they agree with the view) instead of
building the view dict: that dict, with the facts of every card it names, was more than half the
cost of a move, and a search plays hundreds of thousands of moves. The card file is public
(docs/kungfu-cards.md), so the bot looks cards up in it by id and prices them with the exact
chance that dice meet a condition (the figures of :mod:`tabletop.rulesets.kungfu.stats`).

Strategy, in order of the decisions:
- worth: a met attack card is worth its damage (own ATK + 🤜 - a typical foe's DEF and
  guard) plus the HP and HIT it would restore; a met defence card the damage it blocks
  (never more than a typical attack deals) plus its counter and AVO. Blocking and
  counters count only while foes can attack;
- draft: keep the card with the best chance-weighted worth plus the value of its symbol
  while that track has room, leaning towards the role (attack or defence) held less;
- choose: pick the three cards whose conditions the 7 dice can most likely meet together:
  each card's exact chance when it may choose from its own dice, those the trio leaves
  over and 2 more; a trio that needs more than 7 dice lets its weakest cards fizzle. A
  second and third defence card count less (about one attack a round comes at a seat);
- place: search every split of the roll over the three cards for the one that meets the
  most worth, counting HIT (attack side) and AVO (defence side) points that would turn a
  near miss into a success at a small cost per point;
- attack: the card and target with the best outcome against the target's best answer
  (its public, unused defence cards): knock-outs first, then damage dealt minus counter
  taken, then the weaker target; a restore waits until its HP would not be wasted;
- HIT / AVO: spend points only when they turn a fizzle into a success that matters;
- defend: the answer (a card or taking the hit) that loses the least HP now and keeps the
  best cards for the attacks still to come, never taking a knock-out that a card prevents.

The numbers that weigh the choice of cards and of targets form a ``Style``: ``plain``, the
default, which the levels were measured with, or ``tuned`` (``heuristic:style=tuned``), picked
from screens against it; with several foes it spares those below the leading foe.
"""

from __future__ import annotations

import json
from collections import Counter
from functools import cache, lru_cache
from importlib import resources
from itertools import combinations, combinations_with_replacement
from math import exp, factorial
from typing import Any, NamedTuple

from tabletop.bots.heuristics import Estimate
from tabletop.engine import Action, State
from tabletop.rulesets.kungfu.actions import DONE
from tabletop.rulesets.kungfu.board import MAX_PER_SYMBOL, TRACKS
from tabletop.rulesets.kungfu.cards import (
    ATTACK_MARKS,
    MAX_DICE,
    OPS,
    Card,
    CardSet,
    Condition,
)
from tabletop.rulesets.kungfu.phases import (
    ATTACK,
    AVO,
    CHOOSE,
    DEFEND,
    DRAFT,
    HIT,
    PLACE,
    ROUNDS,
)
from tabletop.rulesets.kungfu.rules import MARK_SEAT, MARKS_PER_SEAT
from tabletop.rulesets.kungfu.stats import dice_needed

INF = 1_000  # pips no shifting can make up
# A card of a trio is met about as often as when it alone could choose from its own dice,
# those the trio leaves over and 2 more: within 0.15 of the placement search's rate per
# card (Monte Carlo over random trios of the built-in set); fewer extra dice underrate it.
SPARE = 2
TYPICAL_ATTACK = 6  # the average 🤜 of an attack card (docs/kungfu-cards.md)
TYPICAL_GUARD = 1.5  # what a foe's defence card usually blocks of an attack
HIT_VALUE = 1.5  # a HIT point rescues a near miss of an attack card
HP_SPREAD = 3.0  # evaluate: HP per round still to play that makes a lead about e times likelier
AVO_VALUE = 1.0  # an AVO point rescues a near miss of a defence card, which is rarer
POINT_COST = 0.5  # spending a point in a plan: it is gone for later rescues
DEFENCE_WEIGHTS = (1.0, 0.45, 0.15)  # about one attack a round comes at a seat
SYMBOL_VALUE = {"hp": 3.5, "atk": 5.0, "def": 3.0, "hit": 1.5, "avo": 1.0}  # per game
TYPICAL_BOARD = {"atk": 4, "def": 2}  # 2 symbols of each kind among 10 cards
BALANCE = 0.6  # draft: a card of the role held less is worth this much more per card
KNOCK_OUT = 30.0  # a foe out attacks no more; in a duel it wins the game
WEAKER = 0.01  # between equal outcomes, attack the target with less HP


class Style(NamedTuple):
    """The numbers the strategy weighs its choice of cards and of targets by. ``plain`` is the
    strategy every level was measured with; ``tuned`` was found by playing styles against
    it on the same deals (``tools/tune_kungfu_style.py``, docs/bots.md)."""

    spare: int  # a trio's card may choose from its own dice, those left over and this many more
    initiative: float  # a trio's worth falls by this per point of its initiative sum
    guard: float  # what a foe's defence card usually blocks of an attack
    attack_share: float  # with several foes, damage dealt counts this much (avoided counts 1)
    rival: float  # with several foes, damage to one below the leading foe's HP counts 1 - this


STYLES = {
    "plain": Style(spare=SPARE, initiative=0.02, guard=TYPICAL_GUARD, attack_share=0.8, rival=0.0),
    "tuned": Style(spare=5, initiative=-0.06, guard=0.5, attack_share=0.4, rival=0.33),
}
PLAIN = STYLES["plain"]


@cache
def _chance(cond: Condition, rolled: int) -> float:
    """P(some of ``rolled`` fresh dice meet the condition), exact: the number
    ``stats.p_meet`` gives, computed per condition kind instead of trying every subset, so
    that pricing the hands costs little even in the first game of a process."""
    rolled = min(rolled, MAX_DICE)
    if rolled < dice_needed(cond):
        return 0.0
    if cond.kind in ("none", "any"):
        return 1.0
    return sum([p for dice, counts, p in _rolls(rolled) if _meetable(cond, dice, counts)])


@cache
def _rolls(m: int) -> tuple[tuple[tuple[int, ...], tuple[int, ...], float], ...]:
    """Every sorted roll of ``m`` dice, its count of each face (index = face) and its
    probability (multinomial weights)."""
    out = []
    for dice in combinations_with_replacement(range(1, 7), m):
        counts = tuple([dice.count(face) for face in range(7)])
        ways = factorial(m)
        for count in counts:
            ways //= factorial(count)
        out.append((dice, counts, ways / 6**m))
    return tuple(out)


def _meetable(cond: Condition, dice: tuple[int, ...], counts: tuple[int, ...]) -> bool:
    """Whether some of the sorted ``dice`` meet a faces, equal, sum or open sum condition."""
    kind = cond.kind
    # Loops rather than all() and any(): compiled, they make no generator a roll.
    if kind == "faces":
        faces = cond.faces
        for face in faces:  # noqa: SIM110
            if counts[face] < faces.count(face):
                return False
        return True
    if kind == "equal":
        return max(counts) >= cond.dice
    test = OPS[cond.op]
    need = len(dice) if kind == "open_sum" else cond.dice
    if cond.op == "=":
        value = cond.value
        sizes = range(1, need + 1) if kind == "open_sum" else (need,)
        for k in sizes:
            for sub in combinations(dice, k):
                if sum(sub) == value:  # OPS["="]
                    return True
        return False
    if cond.op in (">", ">="):  # the highest dice; an open sum takes them all
        return test(sum(dice[len(dice) - need :]), cond.value)
    return test(sum(dice[: 1 if kind == "open_sum" else need]), cond.value)  # the lowest


def _cost(cond: Condition, dice: tuple[int, ...]) -> int:
    """Fewest pips (HIT or AVO points) after which exactly these dice meet the condition."""
    pips = cond.pips_to_meet(dice)
    return INF if pips is None else pips


def _attacks(card: Card) -> bool:
    """Attack side (🤜 👁 💧): used on the attacker's turn, HIT shifts its dice. A box holds
    marks of one side only (K1), so its first mark tells."""
    return card.box[0][0] in ATTACK_MARKS


class Table(NamedTuple):
    """What the seat knows, in the numbers that give cards their worth (a named tuple: one is
    made for every move a playout plays)."""

    me: dict[str, Any]
    foes: tuple[dict[str, Any], ...]  # living opponents
    seats: tuple[dict[str, Any], ...]
    deck: CardSet
    threat: float  # damage a typical foe's attack deals this seat after its DEF
    foes_attack: bool  # whether any foe may still attack this round
    phase: str
    exchange: dict[str, Any] | None  # the attack being resolved (hit, defend, avo)
    style: Style

    def card(self, cid: str) -> Card:
        return self.deck.cards[self.deck.by_id[cid]]

    def worth(self, card: Card) -> float:
        """What the card brings this seat when its condition is met (its marks read from the
        card set's per-card numbers: a playout prices cards at every placement)."""
        deck, i = self.deck, card.index
        if _attacks(card):
            return self.damage_worth(deck.atk[i]) + self.restore_worth(deck.hp[i], deck.hit[i])
        if not self.foes_attack:
            return AVO_VALUE * deck.avo[i]
        blocked = min(deck.dfn[i], self.threat)
        return blocked + deck.counter[i] + AVO_VALUE * deck.avo[i]

    def damage_worth(self, atk: int) -> float:
        """ATK + 🤜 through a typical foe's DEF and guard; shared out among several foes."""
        if not atk or not self.foes:
            return 0.0
        foe_def = sum([f["def"] for f in self.foes]) / len(self.foes)
        share = 1.0 if len(self.foes) == 1 else self.style.attack_share
        return share * max(0.0, self.me["atk"] + atk - foe_def - self.style.guard)

    def restore_worth(self, hp: int, hit: int) -> float:
        """What a restore of ``hp`` and ``hit`` will likely give by the time it is used: HP up
        to the room a typical hit leaves, HIT up to one point over the room (near misses spend
        them)."""
        room = self.me["max_hp"] - self.me["hp"] + self.threat
        hit_room = self.me["hit_max"] - self.me["hit"] + 1
        return min(hp, room) + HIT_VALUE * min(hit, hit_room)

    def restore_now(self, box: dict[str, int]) -> float:
        """HP and HIT a restore gives if used now: nothing above the maximums."""
        room = self.me["max_hp"] - self.me["hp"]
        hit_room = self.me["hit_max"] - self.me["hit"]
        return min(box.get("hp", 0), room) + HIT_VALUE * min(box.get("hit", 0), hit_room)


# Seats already read, by the state's token of the seat's facts (``KungFuState.marks``: replaced
# whenever any of them changes, shared by clones while they do not) and what the phase shows:
# a playout's move changes one or two seats, so the others are read once for many moves.
# Emptied when full; the entries are never changed (the heuristic copies before it adapts one).
_SEATS_READ: dict[tuple[object, bool, bool, bool], dict[str, Any]] = {}
_SEATS_KEPT = 4096


def _seats(state: State, player: int) -> tuple[dict[str, Any], ...]:
    """Each seat's facts that the heuristic reads, as ``view(player)["seats"]`` shows them
    (dice and rolls as tuples; see ``_seat``), reused while the seat's facts stay the same."""
    phase = state.phase
    cards_public = phase != DRAFT and phase != CHOOSE  # K4: revealed together
    dice_public = cards_public and phase != PLACE  # K4: placements revealed together
    marks = state.marks
    read = _SEATS_READ
    seats = []
    for p in range(state.n):
        own = p == player
        key = (marks[MARKS_PER_SEAT * p + MARK_SEAT], own, cards_public, dice_public)
        seat = read.get(key)
        if seat is None:
            if len(read) >= _SEATS_KEPT:
                read.clear()
            seat = read[key] = _seat(state, p, own, cards_public, dice_public)
        seats.append(seat)
    return tuple(seats)


def _seat(state: State, p: int, own: bool, cards_public: bool, dice_public: bool) -> dict[str, Any]:
    """Seat ``p``'s facts as the view shows them: the round's cards from the reveal on (its
    own picks to itself before), their dice from the placements' reveal on (its own from the
    roll on); its hand, maximums, roll and unplaced dice for the seat itself only (the
    heuristic reads no other seat's)."""
    ids = state.card_set.ids
    cards = None
    if own or cards_public:
        shown = dice_public or (own and cards_public)
        at = 3 * p
        used = state.used
        cards = [
            {
                "id": ids[card],
                "used": bool(used >> (at + k) & 1),
                "dice": state.dice_on[at + k] if shown else None,
            }
            for k, card in enumerate(state.chosen[p])
        ]
    seat = {
        "seat": p,
        "out": state.out_at[p] >= 0,
        "hp": state.hp[p],
        "atk": state.atk[p],
        "def": state.dfn[p],
        "hit": state.hit[p],
        "avo": state.avo[p],
        "cards": cards,
    }
    if own:
        seat["max_hp"] = state.max_hp[p]
        seat["hit_max"] = state.hit_max[p]
        seat["hand"] = tuple([ids[c] for c in state.hand[p]])
        seat["roll"] = state.roll[p]
        seat["unplaced"] = state.pool[p]
    return seat


def _exchange(state: State) -> dict[str, Any] | None:
    """The attack being resolved, as ``view(player)["exchange"]`` shows it (public)."""
    if state.phase not in (HIT, DEFEND, AVO):
        return None
    ids = state.card_set.ids
    a = state.attacker
    defence = state.chosen[state.target][state.def_slot % 3] if state.def_slot >= 0 else None
    return {
        "attacker": a,
        "card": ids[state.chosen[a][state.atk_slot % 3]],
        "target": state.target if state.target >= 0 else None,
        "defence": ids[defence] if defence is not None else None,
    }


def _table(state: State, player: int, style: Style) -> Table:
    deck = state.card_set  # the public card file the game names
    seats = _seats(state, player)
    foes = tuple([s for s in seats if s["seat"] != player and not s["out"]])
    revealed = [card for f in foes for card in f["cards"] or () if not card["used"]]
    foes_attack = not revealed or any(
        _attacks(deck.cards[deck.by_id[c["id"]]]) for c in revealed
    )  # before the reveal every foe may attack
    return _with_threat(
        seats[player], foes, seats, deck, foes_attack, state.phase, _exchange(state), style
    )


def _with_threat(
    me: dict[str, Any],
    foes: tuple[dict[str, Any], ...],
    seats: tuple[dict[str, Any], ...],
    deck: CardSet,
    foes_attack: bool,
    phase: str,
    exchange: dict[str, Any] | None,
    style: Style,
) -> Table:
    foe_atk = sum([f["atk"] for f in foes]) / len(foes) if foes else 0.0
    threat = max(0.0, foe_atk + TYPICAL_ATTACK - me["def"])
    return Table(me, foes, seats, deck, threat, foes_attack, phase, exchange, style)


def choose(state: State, player: int, style: Style = PLAIN) -> Action:
    """The heuristic's action for ``player``, from what its view shows and its legal actions."""
    actions = state.legal_actions(player)
    if len(actions) == 1:  # a forced move (a seat with one attack card left, one target)
        return actions[0]
    if state.phase in (HIT, AVO) and not _can_rescue(state, player):
        return DONE  # most HIT / AVO steps: nothing to price
    legal = {a.notation: a for a in actions}
    table = _table(state, player, style)
    return legal[_DECIDE[table.phase](table, list(legal))]


# --- draft and choice ------------------------------------------------------------------


def _keep(table: Table, legal: list[str]) -> str:
    """The pack's card with the best worth, symbol and role balance for the kept hand."""
    kept = [table.card(cid) for cid in table.me["hand"]]
    symbols = Counter(card.symbol for card in kept)
    attackers = sum([1 for card in kept if _attacks(card)])
    me = {**table.me, **_board(symbols)}
    foes = tuple([{**foe, **TYPICAL_BOARD} for foe in table.foes])  # boards come after the draft
    table = _with_threat(me, foes, table.seats, table.deck, True, table.phase, None, table.style)

    def value(notation: str) -> float:
        card = table.card(notation.split()[1])
        chance = _chance(card.condition, dice_needed(card.condition) + SPARE)
        room = symbols[card.symbol] < MAX_PER_SYMBOL
        same = attackers if _attacks(card) else len(kept) - attackers
        balance = BALANCE * (len(kept) - 2 * same)
        return chance * table.worth(card) + room * SYMBOL_VALUE[card.symbol] + balance

    return max(legal, key=value)


def _board(symbols: Counter[str]) -> dict[str, int]:
    """ATK and DEF from the kept cards' symbols; HP and HIT at their maximum."""
    atk, dfn = (TRACKS[s][min(symbols[s], MAX_PER_SYMBOL)] for s in ("atk", "def"))
    return {"atk": atk, "def": dfn, "hp": 0, "max_hp": 0, "hit": 0, "hit_max": 0}


class Priced(NamedTuple):
    """A hand card with what choosing needs of it, worked out once per decision."""

    card: Card
    need: int  # dice it takes (an open sum: the fewest that can meet it)
    worth: float  # what it brings when met
    chances: tuple[float, ...]  # P(met) when it may choose from 0..7 dice


def _priced(table: Table, cid: str) -> Priced:
    card = table.card(cid)
    chances = tuple([_chance(card.condition, rolled) for rolled in range(MAX_DICE + 1)])
    return Priced(card, dice_needed(card.condition), table.worth(card), chances)


# Picks already worked out, by everything ``_pick`` reads (the cards picked and in hand and
# the numbers cards are priced by): a search's playouts pick the seat's own cards, whose hand
# and board every sampled world shares, again and again. Emptied when full.
_PICKED: dict[tuple, str] = {}
_PICKS_KEPT = 4096
# Trio values by their cards and worths in order (all ``_trio_value`` reads): the second and
# third picks weigh trios that the first already did.
_TRIOS: dict[tuple, float] = {}
_TRIOS_KEPT = 65536


def _pick(table: Table, legal: list[str]) -> str:
    """The next card of the best trio that holds the cards already picked."""
    me = table.me
    key = (
        table.deck,
        tuple([c["id"] for c in me["cards"]]),
        me["hand"],
        (me["atk"], me["def"], me["hp"], me["max_hp"], me["hit"], me["hit_max"]),
        tuple([(f["atk"], f["def"]) for f in table.foes]),
        table.foes_attack,
        table.style,
    )
    choice = _PICKED.get(key)
    if choice is None:
        if len(_PICKED) >= _PICKS_KEPT:
            _PICKED.clear()
        picked = tuple([_priced(table, c["id"]) for c in me["cards"]])
        hand = [_priced(table, cid) for cid in me["hand"]]
        trios = (picked + rest for rest in combinations(hand, 3 - len(picked)))
        style = table.style
        best = max(trios, key=lambda trio: _trio_value_kept(trio, style))
        choice = _PICKED[key] = f"choose {best[len(picked)].card.id}"
    return choice


def _trio_value_kept(trio: tuple[Priced, ...], style: Style) -> float:
    """``_trio_value``, remembered by the trio's cards and worths and the style."""
    key = (style, *((p.card.index, p.worth) for p in trio))
    value = _TRIOS.get(key)
    if value is None:
        if len(_TRIOS) >= _TRIOS_KEPT:
            _TRIOS.clear()
        value = _TRIOS[key] = _trio_value(trio, style)
    return value


def _trio_value(trio: tuple[Priced, ...], style: Style) -> float:
    """Expected worth of the trio when the dice go to the subset of cards that fits best."""
    users = [i for i, p in enumerate(trio) if p.need]
    splits = (served for k in range(len(users) + 1) for served in combinations(users, k))
    best = max(
        (
            [
                _served_values(trio, s, style.spare)
                for s in splits
                if sum([trio[i].need for i in s]) <= MAX_DICE
            ]
        ),
        key=sum,
    )
    attack = sum([v for p, v in zip(trio, best, strict=True) if _attacks(p.card)])
    guards = sorted([v for p, v in zip(trio, best, strict=True) if not _attacks(p.card)])
    guard = sum([w * v for w, v in zip(DEFENCE_WEIGHTS, reversed(guards), strict=False)])
    return attack + guard - style.initiative * sum([p.card.initiative for p in trio])


def _served_values(trio: tuple[Priced, ...], served: tuple[int, ...], more: int) -> list[float]:
    """Each card's chance-weighted worth when only the ``served`` ones get dice (each from its
    own, those the served cards leave over and ``more``)."""
    spare = MAX_DICE - sum([trio[i].need for i in served])
    values = []
    for i, p in enumerate(trio):
        if not p.need:
            chance = 1.0
        elif i in served:
            chance = p.chances[min(MAX_DICE, p.need + spare + more)]
        else:
            chance = 0.0
        values.append(chance * p.worth)
    return values


# --- dice placement --------------------------------------------------------------------


def _place(table: Table, legal: list[str]) -> str:
    """The next die of the best split of the roll, or done when the split is complete.

    The best split of the whole roll is searched once a placement (then cached) and
    followed while the dice placed so far belong to it; a die placed elsewhere (by another
    policy) gets the best completion of what is placed instead."""
    own = table.me["cards"]
    deck = table.deck
    cards = tuple([table.card(c["id"]) for c in own])
    indices = tuple([card.index for card in cards])
    placed = tuple([c["dice"] for c in own])
    worths = tuple([table.worth(card) for card in cards])
    budgets = (table.me["hit"], table.me["avo"])
    plan = _plan(deck, indices, ((),) * len(cards), table.me["roll"], budgets, worths)
    if not all(_within(have, want) for have, want in zip(placed, plan, strict=True)):
        plan = _plan(deck, indices, placed, table.me["unplaced"], budgets, worths)
    for card, have, want in zip(cards, placed, plan, strict=True):
        missing = _remove(want, have)
        if missing:
            return f"put {missing[0]} {card.id}"
    return "done"


@lru_cache(maxsize=1024)
def _plan(
    deck: CardSet,
    indices: tuple[int, ...],
    placed: tuple[tuple[int, ...], ...],
    pool: tuple[int, ...],
    budgets: tuple[int, int],
    worths: tuple[float, ...],
) -> tuple[tuple[int, ...], ...]:
    """The dice each card (``deck``'s cards at ``indices``: cheap to hash, as the cache key)
    ends with in the split of the pool that meets the most worth, by a search over the cards
    memoized on the dice left (a roll has at most 128 sub-multisets); a HIT or AVO point spent
    on a near miss costs a little worth."""
    cards = tuple([deck.cards[i] for i in indices])
    memo: dict[tuple, tuple[float, tuple[tuple[int, ...], ...]]] = {}

    def best(i: int, pool: tuple[int, ...], hit: int, avo: int) -> tuple[float, tuple]:
        if i == len(cards):
            return 0.0, ()
        key = (i, pool, hit, avo)
        if key not in memo:
            memo[key] = best_for(i, pool, hit, avo)
        return memo[key]

    def best_for(i: int, pool: tuple[int, ...], hit: int, avo: int) -> tuple[float, tuple]:
        side_hit = _attacks(cards[i])
        points = hit if side_hit else avo
        top = (-1.0, ())  # the empty addition always scores at least 0
        for add, cost in _additions(cards[i].condition, placed[i], pool):
            met = cost <= points and worths[i] > POINT_COST * cost  # worth its points
            if add and not met:
                continue
            gain = worths[i] - POINT_COST * cost if met else 0.0
            spent = cost if met else 0
            rest = _remove(pool, add)
            later, plan = best(i + 1, rest, hit - spent * side_hit, avo - spent * (not side_hit))
            if gain + later > top[0]:
                top = (gain + later, (tuple(sorted(placed[i] + add)), *plan))
        return top

    return best(0, pool, *budgets)[1]


@lru_cache(maxsize=8192)
def _additions(
    cond: Condition, placed: tuple[int, ...], pool: tuple[int, ...]
) -> tuple[tuple[tuple[int, ...], int], ...]:
    """(dice, pips to meet) for the distinct dice sets that may still go on a card: none,
    or enough to fill its need; an open sum only sets from which no die can be dropped
    without costing more pips. Cached: a roll's sub-multisets recur all game long."""
    room = cond.capacity - len(placed)
    if cond.kind == "open_sum":
        sizes = range(1, min(room, len(pool)) + 1)
    else:
        sizes = range(room, room + 1) if 0 < room <= len(pool) else range(0)
    out = [((), _cost(cond, placed))]
    for add in sorted({sub for k in sizes for sub in combinations(pool, k)}):
        dice = tuple(sorted(placed + add))
        cost = _cost(cond, dice)
        if cost < INF and not (cond.kind == "open_sum" and _droppable(cond, dice, add, cost)):
            out.append((add, cost))
    return tuple(out)


def _droppable(cond: Condition, dice: tuple[int, ...], add: tuple[int, ...], cost: int) -> bool:
    """Whether one of the added dice could stay off the card at no extra cost."""
    return any(_cost(cond, _remove(dice, (face,))) <= cost for face in set(add))


def _within(dice: tuple[int, ...], pool: tuple[int, ...]) -> bool:
    """Whether every one of ``dice`` can be taken from ``pool`` (as multisets)."""
    rest = list(pool)
    for die in dice:
        if die not in rest:
            return False
        rest.remove(die)
    return True


def _remove(pool: tuple[int, ...], dice: tuple[int, ...]) -> tuple[int, ...]:
    rest = list(pool)
    for die in dice:
        rest.remove(die)
    return tuple(rest)


# --- attack turns ----------------------------------------------------------------------


def _attack(table: Table, legal: list[str]) -> str:
    """The card and target with the best outcome; restores wait until nothing is wasted.

    Damage the target's best answer lets through, plus the restores that land, minus the
    counter it returns; a knock-out dealt (or taken) outweighs everything else. With several
    foes the style's ``rival`` discounts damage to those below the leading foe: the game is
    won by ending above the best of them. Each card's readiness and each target's answers
    are worked out once (a card may name several foes)."""
    armed: dict[str, tuple[bool, dict[str, int], float]] = {}
    answers: dict[int, list[tuple[int, int]]] = {}
    rival = table.style.rival if len(table.foes) > 1 else 0.0
    leading = max([f["hp"] for f in table.foes]) if rival else 0

    def score(notation: str) -> float:
        words = notation.split()
        if words[1] not in armed:
            card = table.card(words[1])
            mine = _round_card(table.me, card.id)
            ready = _cost(card.condition, mine["dice"]) <= table.me["hit"]
            box = dict(card.box)
            armed[words[1]] = ready, box, table.restore_now(box) if ready else 0.0
        ready, box, restore = armed[words[1]]
        if len(words) == 2:
            return restore
        seat = int(words[3])
        target = table.seats[seat]
        if seat not in answers:
            answers[seat] = _guards_ready(table, target)
        raw = table.me["atk"] + box["atk"] if ready else 0
        damage, counter = _answer(target, raw, answers[seat])
        weight = 1 - rival if target["hp"] < leading else 1.0
        value = weight * damage + restore - counter - WEAKER * target["hp"]
        if damage >= target["hp"]:
            value += KNOCK_OUT
        if counter >= table.me["hp"]:
            value -= KNOCK_OUT
        return value

    return max(legal, key=score)


def _round_card(seat: dict[str, Any], cid: str) -> dict[str, Any]:
    return next(c for c in seat["cards"] if c["id"] == cid)


def _guards_ready(table: Table, target: dict[str, Any]) -> list[tuple[int, int]]:
    """(🙅, ☯) of the target's unused defence cards that are met or that its AVO can meet."""
    out = []
    for mine in target["cards"]:
        card = table.card(mine["id"])
        if mine["used"] or _attacks(card):
            continue
        if _cost(card.condition, mine["dice"]) <= target["avo"]:
            box = dict(card.box)
            out.append((box.get("def", 0), box.get("counter", 0)))
    return out


def _answer(target: dict[str, Any], raw: int, guards: list[tuple[int, int]]) -> tuple[int, int]:
    """(damage dealt, counter taken) when the target answers with its best ready card."""
    options = [(max(0, raw - target["def"]), 0)]
    options.extend((max(0, raw - target["def"] - block), counter) for block, counter in guards)
    return min(options, key=lambda option: option[0] - option[1])


def _can_rescue(state: State, player: int) -> bool:
    """HIT / AVO: whether the seat's card in the exchange falls short of its condition by no
    more pips than the seat's points can pay (read from the state: the exchange, its dice and
    the points are public)."""
    slot = state.atk_slot if state.phase == HIT else state.def_slot
    card = state.card_set.cards[state.chosen[player][slot % 3]]
    cost = _cost(card.condition, state.dice_on[slot])
    points = state.hit[player] if state.phase == HIT else state.avo[player]
    return 0 < cost <= points


def _shift(table: Table, legal: list[str]) -> str:
    """One pip towards meeting the card if success matters (``choose`` has already answered
    done when the card is met, or the points cannot meet it)."""
    exchange = table.exchange
    kind = table.phase
    cid = exchange["card"] if kind == HIT else exchange["defence"]
    card = table.card(cid)
    dice = _round_card(table.me, cid)["dice"]
    cost = _cost(card.condition, dice)
    if not _matters(table, card):
        return "done"
    for notation in legal:
        if notation == "done":
            continue
        _, move = notation.split()
        face, delta = int(move[:-1]), 1 if move[-1] == "+" else -1
        moved = list(dice)
        moved[moved.index(face)] = face + delta
        if _cost(card.condition, tuple(sorted(moved))) < cost:
            return notation
    return "done"


def _matters(table: Table, card: Card) -> bool:
    """Whether meeting the card changes anything in this exchange."""
    box = dict(card.box)
    exchange = table.exchange
    if _attacks(card):
        target = exchange["target"]
        raw = table.me["atk"] + box.get("atk", 0)
        if target is not None:
            seat = table.seats[target]
            hurts = _answer(seat, raw, _guards_ready(table, seat))[0] > 0
        else:
            hurts = False
        return hurts or table.restore_now(box) > 0
    raw = _incoming(table, exchange)
    return box.get("counter", 0) > 0 or box.get("avo", 0) > 0 or raw > table.me["def"]


def _incoming(table: Table, exchange: dict[str, Any]) -> int:
    """The attack's raw strength (attacker's ATK + card's 🤜), 0 if its card fizzled."""
    attacker = table.seats[exchange["attacker"]]
    card = table.card(exchange["card"])
    met = card.condition.met(_round_card(attacker, card.id)["dice"])  # K5, as the view says
    return attacker["atk"] + dict(card.box).get("atk", 0) if met else 0


def _defend(table: Table, legal: list[str]) -> str:
    """The answer that loses the least HP now and keeps good cards for attacks to come."""
    exchange = table.exchange
    raw = _incoming(table, exchange)
    attacker = table.seats[exchange["attacker"]]
    threats = _threats(table, exchange)
    guards = {n: _guard(table, n.split()[1]) for n in legal if n != "take"}

    def value(notation: str) -> float:
        block, counter = guards.get(notation, (0, 0))
        damage = max(0, raw - table.me["def"] - block)
        score = counter - damage
        if damage >= table.me["hp"]:
            score -= 2 * KNOCK_OUT
        if counter >= attacker["hp"]:
            score += KNOCK_OUT
        rest = [g for n, g in guards.items() if n != notation]
        return score + _future(threats, rest)

    return max(legal, key=value)


def _guard(table: Table, cid: str) -> tuple[int, int]:
    """(🙅 blocked, ☯ dealt) by one of this seat's defence cards, if met or AVO can meet it."""
    card = table.card(cid)
    if _cost(card.condition, _round_card(table.me, cid)["dice"]) > table.me["avo"]:
        return 0, 0
    box = dict(card.box)
    return box.get("def", 0), box.get("counter", 0)


def _threats(table: Table, exchange: dict[str, Any]) -> list[tuple[float, int]]:
    """(chance it aims here, damage) of each foe attack still to come, biggest first."""
    targets = sum([1 for s in table.seats if not s["out"]]) - 1
    out = []
    for foe in table.foes:
        for mine in foe["cards"] or ():
            card = table.card(mine["id"])
            box = dict(card.box)
            current = foe["seat"] == exchange["attacker"] and card.id == exchange["card"]
            if mine["used"] or current or not box.get("atk"):
                continue
            if _cost(card.condition, mine["dice"]) <= foe["hit"]:
                damage = max(0, foe["atk"] + box["atk"] - table.me["def"])
                out.append((1 / targets, damage))
    return sorted(out, key=lambda t: t[0] * t[1], reverse=True)


def _future(threats: list[tuple[float, int]], guards: list[tuple[int, int]]) -> float:
    """What the kept defence cards may still save: best cards against the biggest threats."""
    ranked = sorted(guards, key=lambda g: g[0] + g[1], reverse=True)
    return sum(
        [
            aim * (min(damage, block) + counter)
            for (aim, damage), (block, counter) in zip(threats, ranked, strict=False)
        ]
    )


_DECIDE = {  # the decision each phase asks for
    DRAFT: _keep,
    CHOOSE: _pick,
    PLACE: _place,
    ATTACK: _attack,
    HIT: _shift,
    AVO: _shift,
    DEFEND: _defend,
}


def evaluate(state: State) -> Estimate:
    """A sampled world's outlook: each seat's chance to finish with the most HP.

    A softmax of HP plus the HIT and AVO points left (each worth ``POINT_COST``: spent, it
    no longer rescues a near miss), knocked-out seats getting nothing, whose temperature
    shrinks as the rounds run out, since less damage is still to come. All of it is public;
    a search calls this on the worlds it samples, to cut its rollouts short.
    """
    hp, hit, avo = state.hp, state.hit, state.avo
    spread = HP_SPREAD * (ROUNDS + 1 - state.round)
    weights = [
        exp((h + POINT_COST * (hit[p] + avo[p])) / spread) if h > 0 else 0.0
        for p, h in enumerate(hp)
    ]
    total = sum(weights) or 1.0
    return Estimate(tuple([w / total for w in weights]), tuple([float(h) for h in hp]))


def quiet(state: State) -> bool:
    """While cards are chosen: no attack of the round is half done, so HP tells the same story
    whichever attacks a line of play rushed. (The cards left in hand are not scored, so the
    choice of cards is left to the heuristic: searched to the round's end it would burn the
    best cards early.)"""
    return state.phase == CHOOSE


# --- a fitted value of a round start ---------------------------------------------------

# What a card in hand brings beside its price, summed over the hand: the fit weighs what the
# pricing misses (how late it attacks, how hard its condition is, what kind it is).
CONDITION_KINDS = ("none", "faces", "equal", "any", "sum", "open_sum")
CARD_PROPERTIES = (
    "initiative",
    "dice needed",
    "chance",
    "chance with 7 dice",
    "atk",
    "hit",
    "hp",
    "def",
    "avo",
    "counter",
    "chance x atk",
    "chance x hp",
    "chance x def",
    "chance x counter",
    *(f"kind {kind}" for kind in CONDITION_KINDS),
)

VALUE_FEATURES = (
    "hp",
    "hit",
    "avo",
    "atk",
    "def",
    "damage in hand",
    "restores in hand",
    "blocks in hand",
    "counters in hand",
    "attack cards in hand",
    *(f"hand: {name}" for name in CARD_PROPERTIES),
)


@cache
def _hand_prices(deck: CardSet) -> tuple[tuple[float, int, float, int, float, bool], ...]:
    """Per card of the set: the heuristic's chance that a trio meets it (its own dice and
    ``SPARE`` more), its 🤜, its restores (HP and HIT points), its 🙅, its counter and AVO
    restore, and whether it attacks: the value estimate prices a hand from these alone."""
    out = []
    for i, card in enumerate(deck.cards):
        chance = _chance(card.condition, dice_needed(card.condition) + SPARE)
        restore = deck.hp[i] + HIT_VALUE * deck.hit[i]
        guard = deck.counter[i] + AVO_VALUE * deck.avo[i]
        out.append((chance, deck.atk[i], restore, deck.dfn[i], guard, deck.attacks[i]))
    return tuple(out)


def value_features(state: State, seat: int) -> list[float]:
    """What a round start says of ``seat``'s chances, as ``VALUE_WEIGHTS`` reads it: its board
    and the cards left in its hand, each priced as the heuristic prices a card to choose (the
    chance a trio meets it times the damage it deals through the foes' average DEF and guard,
    the restores it gives, the part of a typical attack it blocks, its counter and AVO), then
    the hand's ``CARD_PROPERTIES`` summed.

    Called on the worlds a search samples (whose hands are sampled), never on the real state.
    """
    hand = [0.0] * len(CARD_PROPERTIES)
    properties = _card_properties(state.card_set)
    for card in state.hand[seat]:
        for k, value in enumerate(properties[card]):
            hand[k] += value
    return _priced_features(state, seat) + hand


def _priced_features(state: State, seat: int) -> list[float]:
    """The board and the priced hand: ``value_features`` without the properties summed."""
    hp, atk, dfn = state.hp, state.atk, state.dfn
    foes = [p for p in range(state.n) if p != seat and hp[p] > 0] or [seat]
    foe_def = sum([dfn[p] for p in foes]) / len(foes) + TYPICAL_GUARD
    threat = max(0.0, sum([atk[p] for p in foes]) / len(foes) + TYPICAL_ATTACK - dfn[seat])
    prices = _hand_prices(state.card_set)
    own_atk = atk[seat]
    damage = restores = blocks = counters = attackers = 0.0
    for card in state.hand[seat]:
        chance, card_atk, restore, block, guard, attacks = prices[card]
        if attacks:
            attackers += 1
            if card_atk:
                damage += chance * max(0.0, own_atk + card_atk - foe_def)
            restores += chance * restore
        else:
            blocks += chance * min(block, threat)
            counters += chance * guard
    return [
        float(hp[seat]),
        float(state.hit[seat]),
        float(state.avo[seat]),
        float(own_atk),
        float(dfn[seat]),
        damage,
        restores,
        blocks,
        counters,
        attackers,
    ]


@cache
def _card_properties(deck: CardSet) -> tuple[tuple[float, ...], ...]:
    """Per card of the set, its ``CARD_PROPERTIES`` (the chance as ``_hand_prices`` has it)."""
    out = []
    prices = _hand_prices(deck)
    for i, card in enumerate(deck.cards):
        cond = card.condition
        chance = prices[i][0]
        marks = (deck.atk[i], deck.hit[i], deck.hp[i], deck.dfn[i], deck.avo[i], deck.counter[i])
        out.append(
            (
                float(card.initiative),
                float(dice_needed(cond)),
                chance,
                _chance(cond, MAX_DICE),
                *map(float, marks),
                chance * deck.atk[i],
                chance * deck.hp[i],
                chance * deck.dfn[i],
                chance * deck.counter[i],
                *(float(cond.kind == kind) for kind in CONDITION_KINDS),
            )
        )
    return tuple(out)


def _load_value_weights() -> dict[Style, dict[tuple[int, int], tuple[float, ...]]]:
    """The weights ``tools/fit_kungfu_value.py`` fitted, by style and (players, round), each in
    the order of VALUE_FEATURES."""
    table = json.loads(resources.files(__package__).joinpath("data/value.json").read_text("utf-8"))
    return {
        STYLES[style]: {
            (int(players), int(round_)): tuple([float(weights[name]) for name in VALUE_FEATURES])
            for players, rounds in by_players.items()
            for round_, weights in rounds.items()
        }
        for style, by_players in table.items()
    }


VALUE_WEIGHTS = _load_value_weights()


def evaluate_value(state: State, style: Style = PLAIN) -> Estimate:
    """A sampled round start's outlook: each seat's chance to win, a softmax over the seats
    still in of the fitted weights (by player count and round) applied to
    ``value_features``, fitted to the outcomes of heuristic games played in ``style`` (the
    style the search's playouts play: the same round start leads elsewhere when every seat
    weighs its cards otherwise); knocked-out seats get nothing. Unlike ``evaluate`` it weighs
    the cards left in hand, so a search may compare choices of cards by it."""
    priced, card_scores = _split_weights(state.card_set, state.n, state.round, style)
    hp, hand = state.hp, state.hand
    scores = [
        sum([w * f for w, f in zip(priced, _priced_features(state, p), strict=True)])
        + sum([card_scores[c] for c in hand[p]])
        if hp[p] > 0
        else None
        for p in range(state.n)
    ]
    top = max([s for s in scores if s is not None])
    odds = [exp(s - top) if s is not None else 0.0 for s in scores]
    total = sum(odds)
    return Estimate(tuple([o / total for o in odds]), tuple([float(h) for h in hp]))


@cache
def _split_weights(
    deck: CardSet, players: int, round_: int, style: Style
) -> tuple[tuple[float, ...], tuple[float, ...]]:
    """The fitted weights of the priced features, and per card of the set what holding it adds
    to a seat's score through the weights of the ``CARD_PROPERTIES``: ``evaluate_value`` adds
    these up instead of summing the properties first, which costs a sum per card at every cut
    playout instead of one per property, and splits no weights there."""
    weights = VALUE_WEIGHTS[style][players, round_]
    split = len(VALUE_FEATURES) - len(CARD_PROPERTIES)
    scores = tuple(
        [
            sum([w * x for w, x in zip(weights[split:], card, strict=True)])
            for card in _card_properties(deck)
        ]
    )
    return weights[:split], scores


def quiet_value(state: State) -> bool:
    """A round start (every seat's cards still to choose), where ``evaluate_value`` was
    fitted: a search cut there has played the round's choice of cards, so it can weigh it."""
    return state.phase == CHOOSE and not any(state.chosen)


LEAVES = {"value": (evaluate_value, quiet_value)}


def guess(world: State, player: int, style: Style = PLAIN) -> None:
    """Remake, in a world a search sampled for ``player``, the secret decisions other seats
    have already handed in: ``determinize`` deals their round's cards and their dice
    placements at random, which models foes who choose and place blindly, so the seat that
    decides after them would search against far weaker foes than the seat that decides first.
    Here they are what this strategy chooses and places with the same hand and roll
    (``ismcts:...:guess=1``), in the searching bot's style. Reads the sampled world only (its
    hands are sampled too)."""
    phase = world.phase
    if phase not in (CHOOSE, PLACE):
        return
    done = [q for q in range(world.n) if q != player and world.hp[q] > 0 and q not in world.movers]
    for q in done:
        world.reopen(q)
    for q in done:
        while q in world.movers:  # the seat's own decisions, until it hands them in
            world.apply_legal(q, choose(world, q, style))
