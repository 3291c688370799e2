"""What a seat knows about where the cards are, and worlds consistent with it (``determinize``).

Known to seat ``o``: its own cards, every card played (revealed, then spent), the dice
rolls, and each seat's symbol counts (the tracks are public once hands are set). Hidden:
the other hands, the box, other seats' pending choices and placements, and in a draft
the packs ``o`` does not hold.

Hidden cards are split into *groups*: a group is a set of places (a seat's hand, a pack,
the box) that ``o`` knows hold exactly the group's cards, in some unknown arrangement.
Without a draft there is one group. In a draft, ``o`` remembers every pack it held: the
cards that vanished from a pack between two of its sightings went to the seats that held
it in between, one each; the cards left at the last sighting went on to the next holders
or are still in the pack; cards ``o`` never saw are one group with the box. A world is a
rearrangement of every group that keeps each seat's public symbol counts.

A world depends on nothing but what ``o`` knows and the generator (hidden cards are put in
order before they are shuffled), so positions ``o`` cannot tell apart give the same worlds
and a search bot decides from the view alone.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tabletop.engine import Rng

from .board import MAX_PER_SYMBOL
from .cards import SYMBOLS
from .phases import CARDS_PER_ROUND, CHOOSE, DRAFT, PLACE

if TYPE_CHECKING:
    from .rules import KungFuState

BOX = -1
UNBOUNDED = 99
NODE_BUDGET = 20_000  # per attempt of the constrained search; far above what it needs
ATTEMPTS = 20

# An entry is (place, take): place = seat, n + pack, or BOX; take = index into
# ``taken`` for a draft pick, else -1. A group is (entries, cards): the cards fill the
# entries in some order.
Group = tuple[list[tuple[int, int]], list[int]]


def determinize(s: KungFuState, o: int, rng: Any) -> KungFuState:
    """A copy in which everything hidden from seat ``o`` is resampled (see the module doc).

    ``rng`` is anything with ``randrange`` and ``shuffle``; the copy also gets a fresh
    generator, so that its future rolls are not the real ones.
    """
    world = s.clone()
    world.rng = Rng(rng.randrange(1 << 62))
    world.next_roll = None  # a scenario's fixed first roll is future dice too: hidden
    groups = _draft_groups(s, o) if s.taken else [_single_group(s, o)]
    groups, seen_picks = _without_public(s, groups)
    if s.phase == DRAFT:  # no symbol is public yet: any rearrangement will do
        filled = [(entries, _shuffled(cards, rng)) for entries, cards in groups]
    else:
        filled = _constrained(s, o, groups, rng)
    _rebuild(world, o, filled, rng)
    for take, card in seen_picks:
        world.taken = (*world.taken[:take], card, *world.taken[take + 1 :])
    world.mark_all()  # resampled hands and dice
    return world


def _shuffled(cards: list[int], rng: Any) -> list[int]:
    cards = cards[:]
    rng.shuffle(cards)
    return cards


def _hidden_of(s: KungFuState, p: int) -> tuple[int, ...]:
    """A seat's cards the others cannot see: its hand, and its choice before the reveal."""
    return s.hand[p] + s.chosen[p] if s.phase in (DRAFT, CHOOSE) else s.hand[p]


def _single_group(s: KungFuState, o: int) -> Group:
    entries = []
    cards = []
    for p in range(s.n):
        if p != o:
            hidden = _hidden_of(s, p)
            entries.extend((p, -1) for _ in hidden)
            cards.extend(hidden)
    entries.extend((BOX, -1) for _ in s.box)
    cards.extend(s.box)
    return entries, cards


def _draft_groups(s: KungFuState, o: int) -> list[Group]:
    """One group per stretch of a pack's journey between two sightings by ``o`` (K3 draft)."""
    n = s.n
    taken = s.taken
    unseen: Group = ([(BOX, -1) for _ in s.box], list(s.box))
    groups = [unseen]
    steps = len(taken) // n
    drafting = s.phase == DRAFT
    last_step = s.step if drafting else steps - 1
    for pack in range(n):
        group = unseen
        for t in range(last_step + 1):
            taker = (pack + t) % n
            if taker == o:  # o sees the pack: what follows is a new stretch
                group = ([], [])
                groups.append(group)
                continue
            card = taken[t * n + taker]
            if card >= 0:
                group[0].append((taker, t * n + taker))
                group[1].append(card)
        if drafting and (o - s.step) % n != pack:  # a pack o does not hold right now
            group[0].extend((n + pack, -1) for _ in s.packs[pack])
            group[1].extend(s.packs[pack])
    return groups


def _without_public(
    s: KungFuState, groups: list[Group]
) -> tuple[list[Group], list[tuple[int, int]]]:
    """Cards seen played are known: each leaves its group with one of its owner's places.

    A world must depend on nothing ``o`` cannot know, so the cards left are put in order,
    and a played card takes its owner's first place in the group (which of a seat's unseen
    picks it was is not known). Returns the groups and the (pick, card) of played cards.
    """
    owner = {c: p for p in range(s.n) for c in s.spent[p]}
    if s.phase not in (DRAFT, CHOOSE):
        owner.update((c, p) for p in range(s.n) for c in s.chosen[p])
    out = []
    seen_picks = []
    for entries, cards in groups:
        entries = entries[:]
        for card in sorted([c for c in cards if c in owner]):
            at = next(i for i, (place, _) in enumerate(entries) if place == owner[card])
            take = entries.pop(at)[1]
            if take >= 0:
                seen_picks.append((take, card))
        hidden = sorted([c for c in cards if c not in owner])
        if hidden:
            out.append((entries, hidden))
    return out, seen_picks


def _bounds(s: KungFuState, o: int) -> dict[int, list[tuple[int, int]]]:
    """Per other seat and symbol, (low, high) for its hidden cards, from the public tracks.

    A track shows the count capped at 5; only a draft can hold a sixth symbol (K3
    re-deals a random hand with one), so a full track bounds the count from below only
    in a draft.
    """
    card_set = s.card_set
    drafted = bool(s.taken)
    bounds = {}
    for p in range(s.n):
        if p == o:
            continue
        public = [0] * len(SYMBOLS)
        for card in s.spent[p] + (s.chosen[p] if s.phase not in (DRAFT, CHOOSE) else ()):
            public[card_set.symbol[card]] += 1
        seat = []
        for sym, count in enumerate(s.symbols[p]):
            track = min(count, MAX_PER_SYMBOL)
            low = max(0, track - public[sym])
            high = UNBOUNDED if drafted and track == MAX_PER_SYMBOL else low
            seat.append((low, high))
        bounds[p] = seat
    return bounds


def _constrained(s: KungFuState, o: int, groups: list[Group], rng: Any) -> list[Group]:
    """Fill every group so that each seat's hidden symbol counts stay within its bounds."""
    bounds = _bounds(s, o)
    symbol = s.card_set.symbol
    if len(groups) == 1 and all(lo == hi for seat in bounds.values() for lo, hi in seat):
        return [_deal_by_symbol(groups[0], bounds, symbol, rng)]
    for _ in range(ATTEMPTS):
        filled = _search(groups, bounds, symbol, rng, NODE_BUDGET)
        if filled is not None:
            return filled
    # Practically unreachable: forget which stretch of a pack a card came from.
    merged = ([e for g in groups for e in g[0]], [c for g in groups for c in g[1]])
    filled = _search([merged], bounds, symbol, rng, None)
    assert filled is not None, "the real arrangement always fits"
    return filled


def _deal_by_symbol(group: Group, bounds: dict, symbol: tuple[int, ...], rng: Any) -> Group:
    """Exact counts in one group: deal each symbol's cards separately (a uniform world)."""
    entries, cards = group
    by_symbol: list[list[int]] = [[] for _ in SYMBOLS]
    for card in cards:
        by_symbol[symbol[card]].append(card)
    per_place: dict[int, list[int]] = {}
    for sym, pile in enumerate(by_symbol):
        rng.shuffle(pile)
        for p, seat in bounds.items():
            need = seat[sym][0]
            per_place.setdefault(p, []).extend(pile[:need])
            del pile[:need]
        per_place.setdefault(BOX, []).extend(pile)
    for pile in per_place.values():
        rng.shuffle(pile)
    return entries, [per_place[place].pop() for place, _ in entries]


def _search(
    groups: list[Group], bounds: dict, symbol: tuple[int, ...], rng: Any, budget: int | None
) -> list[Group] | None:
    """Randomised depth-first choice of a symbol per seat entry, then the cards per symbol.

    Tight groups (few cards) go first and the flexible ones last, so dead ends show early.
    None when the node budget runs out.
    """
    order = sorted(range(len(groups)), key=lambda g: (len(groups[g][1]), rng.randrange(1 << 30)))
    supply = [[0] * len(SYMBOLS) for _ in groups]
    for g, (_, cards) in enumerate(groups):
        for card in cards:
            supply[g][symbol[card]] += 1
    slots = [(g, place) for g in order for place, _ in groups[g][0] if place in bounds]
    count = {p: [0] * len(SYMBOLS) for p in bounds}
    left = {p: sum([1 for _, q in slots if q == p]) for p in bounds}
    chosen = [0] * len(slots)
    nodes = 0

    def short(p: int) -> int:
        return sum([max(0, lo - c) for (lo, _), c in zip(bounds[p], count[p], strict=True)])

    def fill(i: int) -> bool:
        nonlocal nodes
        if i == len(slots):
            return True
        nodes += 1
        if budget is not None and nodes > budget:
            return False
        g, p = slots[i]
        options = [
            sym
            for sym in range(len(SYMBOLS))
            if supply[g][sym] and count[p][sym] < bounds[p][sym][1]
        ]
        rng.shuffle(options)
        for sym in options:
            supply[g][sym] -= 1
            count[p][sym] += 1
            left[p] -= 1
            if left[p] >= short(p) and fill(i + 1):
                chosen[i] = sym
                return True
            supply[g][sym] += 1
            count[p][sym] -= 1
            left[p] += 1
        return False

    if not fill(0):
        return None
    wanted: dict[tuple[int, int], list[int]] = {}
    for (g, p), sym in zip(slots, chosen, strict=True):
        wanted.setdefault((g, p), []).append(sym)
    out = []
    for g, (entries, cards) in enumerate(groups):
        piles: list[list[int]] = [[] for _ in SYMBOLS]
        for card in _shuffled(cards, rng):
            piles[symbol[card]].append(card)
        placed = []
        for place, _ in entries:
            if place in bounds:
                placed.append(piles[wanted[g, place].pop()].pop())
            else:
                placed.append(-1)
        rest = [c for pile in piles for c in pile]
        rng.shuffle(rest)
        out.append((entries, [c if c >= 0 else rest.pop() for c in placed]))
    return out


def _rebuild(world: KungFuState, o: int, filled: list[Group], rng: Any) -> None:
    """Put the resampled cards in place; other seats' secret decisions follow from them."""
    n = world.n
    hidden: dict[int, list[int]] = {p: [] for p in range(n) if p != o}
    packs: dict[int, list[int]] = {}
    box = []
    taken = list(world.taken)
    for entries, cards in filled:
        for (place, take), card in zip(entries, cards, strict=True):
            if place == BOX:
                box.append(card)
            elif place >= n:
                packs.setdefault(place - n, []).append(card)
            else:
                hidden[place].append(card)
            if take >= 0:
                taken[take] = card
    world.box = tuple(sorted(box))
    world.taken = tuple(taken)
    for pack, cards in packs.items():
        world.packs[pack] = tuple(sorted(cards))
    for p, cards in hidden.items():
        rng.shuffle(cards)
        phase = world.phase
        if phase == CHOOSE and world.hp[p] > 0 and p not in world.movers:
            world.chosen[p] = tuple(cards[:CARDS_PER_ROUND])
            world.hand[p] = tuple(sorted(cards[CARDS_PER_ROUND:]))
        elif phase in (DRAFT, CHOOSE):  # nothing picked yet, for all o knows
            world.chosen[p], world.hand[p] = (), tuple(sorted(cards))
        else:
            world.hand[p] = tuple(sorted(cards))
        if phase == PLACE and world.hp[p] > 0:
            _replace_dice(world, p, rng)


def _replace_dice(world: KungFuState, p: int, rng: Any) -> None:
    """A seat still placing has placed nothing, for all o knows; a seat done, anything."""
    for k in range(3):
        world.dice_on[3 * p + k] = ()
    world.pool[p] = world.roll[p]
    if p in world.movers:
        return
    capacity = world.card_set.capacity
    pool = []
    for face in world.roll[p]:
        room = [
            k
            for k, card in enumerate(world.chosen[p])
            if len(world.dice_on[3 * p + k]) < capacity[card]
        ]
        k = rng.randrange(len(room) + 1) - 1  # -1: the die stays unused
        if k < 0:
            pool.append(face)
        else:
            slot = 3 * p + room[k]
            world.dice_on[slot] = tuple(sorted((*world.dice_on[slot], face)))
    world.pool[p] = tuple(pool)
