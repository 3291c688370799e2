"""Kung Fu's fixed action ids and observation vector (docs/research.md has the tables).

Both depend on the card set (option ``cards``), so one :class:`Codec` is built per game. Ids
number the shared action objects of :class:`ActionTable` in one fixed order; targets in
``use X on T`` stay absolute seats. The observation lists the seats starting with the viewer.
"""

from __future__ import annotations

from array import array
from typing import TYPE_CHECKING, Any

from tabletop.engine import Action
from tabletop.engine.encoding import Features, clip, index_of, set_entries

from .actions import AVO_DOWN, AVO_UP, DONE, HIT_DOWN, HIT_UP, TAKE, ActionTable
from .board import MAX_PER_SYMBOL
from .cards import MAX_DICE, SYMBOLS
from .phases import CARDS_PER_ROUND, ROUNDS
from .rules import (
    MARK_CARD,
    MARK_CARDS,
    MARK_POOL,
    MARK_ROLL,
    MARK_SEAT,
    MARK_STATS,
    MARKS_PER_SEAT,
)

if TYPE_CHECKING:
    from .rules import KungFuState

PHASES = index_of(("draft", "choose", "place", "attack", "hit", "defend", "avo", "over"))
FACES = 6
HP_SCALE = 100  # above any board's maximum HP (K3)
STAT_SCALE = 20
HAND_SCALE = 12


def _seat_stats(s: KungFuState, p: int, draft: bool) -> tuple:
    """Seat ``p``'s out flag, stats, tracks and (after the draft) symbols: what its stats
    block shows, and the key that tells when it must be rewritten."""
    return (
        s.out_at[p] >= 0,
        s.hp[p],
        s.max_hp[p],
        s.atk[p],
        s.dfn[p],
        s.hit[p],
        s.hit_max[p],
        s.avo[p],
        s.avo_max[p],
        None if draft else s.symbols[p],
    )


def _mark_cards(buf: Any, at: int, was: tuple, now: tuple) -> None:
    """The one-hot entries from ``at`` of the cards in ``now`` set, of those only in ``was``
    cleared (a hand or the spent cards hold a dozen cards at most: tests on the tuples are
    cheaper than sets of them)."""
    for card in was:
        if card not in now:
            buf[at + card] = 0.0
    for card in now:
        if card not in was:
            buf[at + card] = 1.0


class Codec:
    """Action ids and the view encoder of one card set and player count."""

    def __init__(self, table: ActionTable, ids: tuple[str, ...], players: int) -> None:
        shifts = (HIT_UP, HIT_DOWN, AVO_UP, AVO_DOWN)
        ordered: list[Action] = [DONE, TAKE, *(a for s in shifts for a in s if a is not None)]
        ordered += [*table.keep, *table.choose, *table.use, *table.defend]
        ordered += [a for per_card in table.use_on for a in per_card]
        ordered += [a for per_face in table.put for a in per_face]
        self._notations = [a.notation for a in ordered]
        self._id = {n: i for i, n in enumerate(self._notations)}
        self.num_actions = len(ordered)
        self.card = index_of(ids)
        self.n = players
        self._layout()

    def action_id(self, action: Action) -> int:
        return self._id[action.notation]

    def action_notation(self, action_id: int) -> str | None:
        return self._notations[action_id] if 0 <= action_id < self.num_actions else None

    def action_ids(self, actions: list[Action]) -> list[int]:
        ids = self._id  # (a comprehension: Python 3.11 specialises its slot reads, not map's)
        return [ids[a.notation] for a in actions]

    def _cards(self, f: Features, names: list[str] | None) -> None:
        f.multi_hot((self.card[c] for c in names or ()), len(self.card))

    def encode(self, view: dict[str, Any]) -> list[float]:
        return self.features(view).out

    def features(self, view: dict[str, Any]) -> Features:
        f = Features()
        me = view["viewer"]
        order = [(me + k) % self.n for k in range(self.n)]  # the viewer first
        f.section("game")
        f.scaled(view["round"], ROUNDS)
        f.one_of(view["phase"], PHASES)
        f.scaled(view["box"], len(self.card))
        for k, p in enumerate(order):  # seat_0 is the viewer, seat_1 the next seat...
            f.section(f"seat_{k}")
            self._seat(f, view["seats"][p])
        f.section("turns")
        turn_order = view["order"]
        for p in order:
            f.one_hot(turn_order.index(p) if p in turn_order else None, self.n)
            f.flag(p in view["rolloff"])
            f.flag(view["attacker"] == p)
        f.section("exchange")
        self._exchange(f, view["exchange"], order)
        f.section("draft")
        draft = view["draft"] or {}
        f.scaled(draft.get("step"), HAND_SCALE)
        f.scaled(draft.get("pack_size"), HAND_SCALE)
        self._cards(f, draft.get("pack"))
        f.section("over")
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

    # --- the same vector read straight off the state ------------------------------------
    # ``state_features`` is what adapters call on every step; ``features(view)`` above is the
    # reference it must equal (tests/interop/test_fast_paths.py), so it reads only what the
    # view shows. Offsets follow the block order of ``features``. A step changes one or two
    # seats, so each seat's entries are remembered with the values they were computed from,
    # and reused while those values stay equal.
    def _layout(self) -> None:
        c, n = len(self.card), self.n
        self._round_card = c + 8  # card, used, met, dice per face
        # out, to move, 8 stats, 5 tracks, hand, hand size, spent, face down, 3 round cards,
        # roll, unplaced dice, initiative
        self._seat_size = 2 + 8 + 5 + c + 1 + c + 1 + 3 * self._round_card + 2 * FACES + 1
        self._seats = 1 + len(PHASES) + 1
        self._turns = self._seats + n * self._seat_size
        self._exchange_at = self._turns + n * (n + 2)
        self._draft_at = self._exchange_at + n + 2 * c
        self._over = self._draft_at + 2 + c
        self.size = self._over + 1
        # The last key and entries of each block, by viewer and seat.
        self._stats_last: list[tuple[tuple, _Entries] | None] = [None] * n * n
        self._cards_last: list[tuple[tuple, _Entries] | None] = [None] * n * n

    def state_features(self, s: KungFuState, me: int) -> Features:
        """``features(view(me))`` computed from the state without building the view."""
        c, n = len(self.card), self.n
        phase = s.phase
        ones = [1 + PHASES[phase]]
        at: list[int] = []
        scaled: list[float] = []
        if s.round:
            at.append(0)
            scaled.append(1.0 if s.round >= ROUNDS else s.round / ROUNDS)
        if s.box:
            at.append(1 + len(PHASES))
            scaled.append(len(s.box) / c)
        stage = _STAGE.get(phase, _OPEN)  # all the cards blocks need to know of the phase
        dice_public = stage == _OPEN
        order = [(me + k) % n for k in range(n)]
        movers = s.movers
        used, dice_on = s.used, s.dice_on
        stats_last, cards_last = self._stats_last, self._cards_last
        draft = phase == "draft"
        for k, p in enumerate(order):
            own = p == me
            seen = me * n + p
            waiting = p in movers
            key = (k, waiting, *_seat_stats(s, p, draft))
            last = stats_last[seen]
            if last is not None and last[0] == key:
                block = last[1]
            else:
                block = self._stats_entries(key)
                stats_last[seen] = (key, block)
            ones += block[0]
            at += block[1]
            scaled += block[2]
            slot = 3 * p
            key = (
                k,
                own,
                stage,
                waiting,
                s.hand[p] if own else len(s.hand[p]),
                s.spent[p],
                s.chosen[p],
                used >> slot & 7,
                dice_on[slot],
                dice_on[slot + 1],
                dice_on[slot + 2],
                s.roll[p],
                s.pool[p] if own or dice_public else (),
                s.initiative[p],
            )
            last = cards_last[seen]
            if last is not None and last[0] == key:
                block = last[1]
            else:
                block = self._cards_entries(key, s.card_set.condition)
                cards_last[seen] = (key, block)
            ones += block[0]
            at += block[1]
            scaled += block[2]
        turn_order = s.order
        for k, p in enumerate(order):
            base = self._turns + k * (n + 2)
            if p in turn_order:
                ones.append(base + turn_order.index(p))
            if p in s.rolloff:
                ones.append(base + n)
            if s.attacker == p:
                ones.append(base + n + 1)
        if phase == "hit" or phase == "defend" or phase == "avo":
            ones += self.exchange_ones(s, order)
        elif phase == "draft":
            base = self._draft_at
            for i, x in enumerate((s.step, len(s.taken) // n - s.step)):
                if x > 0:
                    at.append(base + i)
                    scaled.append(1.0 if x >= HAND_SCALE else x / HAND_SCALE)
            ones += [base + 2 + card for card in s.packs[(me - s.step) % n]]
        elif phase == "over":
            ones.append(self._over)
        return Features.of(self.size, ones, at, scaled)

    def exchange_ones(self, s: KungFuState, order: list[int]) -> list[int]:
        """The exchange block's set entries during an attack: target, attack and defence cards
        (``order``: the seats from the viewer on)."""
        base, n, c = self._exchange_at, self.n, len(self.card)
        ones = [base + order.index(s.target)] if s.target >= 0 else []
        ones.append(base + n + s.chosen[s.attacker][s.atk_slot % 3])
        if s.def_slot >= 0:
            ones.append(base + n + c + s.chosen[s.target][s.def_slot % 3])
        return ones

    def observer(self, me: int, buf: Any) -> Observer:
        """Seat ``me``'s observer over ``buf``: ``size`` zeros to start with."""
        return Observer(self, me, buf)

    def _stats_entries(self, key: tuple) -> _Entries:
        """The start of one seat's block (out, to move, stats, tracks) from its memo key."""
        k, waiting, out, *stats, symbols = key
        base = self._seats + k * self._seat_size
        ones = [base] if out else []
        if waiting:
            ones.append(base + 1)
        at: list[int] = []
        scaled: list[float] = []
        for i, value in enumerate(stats):
            x = value / (HP_SCALE if i < 2 else STAT_SCALE)
            if x > 0.0:
                at.append(base + 2 + i)
                scaled.append(1.0 if x >= 1.0 else x)
        for i, count in enumerate(symbols or ()):
            if count > 0:
                at.append(base + 10 + i)
                scaled.append(min(count, MAX_PER_SYMBOL) / MAX_PER_SYMBOL)
        return ones, at, scaled

    def _cards_entries(self, key: tuple, conditions: Any) -> _Entries:
        """The rest of one seat's block (cards and dice) from its memo key."""
        k, own, stage, waiting, hand, spent, chosen, used = key[:8]
        dice_on, roll, pool, initiative = key[8:11], key[11], key[12], key[13]
        c = len(self.card)
        base = self._seats + k * self._seat_size + 15
        ones: list[int] = []
        at: list[int] = []
        scaled: list[float] = []
        if own:
            ones += [base + card for card in hand]
            held = len(hand)
        else:
            held = hand
            if stage == _CHOOSE and waiting:
                held += len(chosen)  # picks so far stay secret: they count as hand cards
        if held:
            at.append(base + c)
            scaled.append(1.0 if held >= HAND_SCALE else held / HAND_SCALE)
        ones += [base + c + 1 + card for card in spent]
        if stage == _CHOOSE and not own and not waiting and chosen:
            at.append(base + 2 * c + 1)
            scaled.append(len(chosen) / CARDS_PER_ROUND)
        cards_public = stage >= _PLACE
        dice_public = stage == _OPEN
        if own or cards_public:
            dice_shown = dice_public or (own and cards_public)
            for i, card in enumerate(chosen):
                block = base + 2 * c + 2 + i * self._round_card
                ones.append(block + card)
                if used >> i & 1:
                    ones.append(block + c)
                if dice_shown:
                    if conditions[card].met(dice_on[i]):
                        ones.append(block + c + 1)
                    _dice(block + c + 2, dice_on[i], at, scaled)
        dice = base + 2 * c + 2 + CARDS_PER_ROUND * self._round_card
        _dice(dice, roll, at, scaled)
        _dice(dice + FACES, pool, at, scaled)  # empty unless shown (see the key)
        if cards_public and chosen and initiative > 0:
            at.append(dice + 2 * FACES)
            scaled.append(1.0 if initiative >= 20 else initiative / 20)
        return ones, at, scaled


_Entries = tuple[list[int], list[int], list[float]]  # ones, other indices, their values
# What the phase shows of the round's cards and dice: nothing yet, one's own picks, the cards,
# everything (from the attacks on).
_DRAFT, _CHOOSE, _PLACE, _OPEN = range(4)
_STAGE = {"draft": _DRAFT, "choose": _CHOOSE, "place": _PLACE}
_MEMO_LIMIT = 4096  # keys a memo remembers before it starts over


def _face_counts(dice: tuple[int, ...]) -> tuple[tuple[int, float], ...]:
    """``Features.counts`` of die faces 1-6: (face index, count scaled by ``MAX_DICE``)."""
    counts = _FACE_COUNTS.get(dice)
    if counts is None:
        if len(_FACE_COUNTS) >= _MEMO_LIMIT:
            _FACE_COUNTS.clear()
        tally = [0] * FACES
        for d in dice:
            tally[d - 1] += 1
        counts = _FACE_COUNTS[dice] = tuple(
            (i, 1.0 if n >= MAX_DICE else n / MAX_DICE) for i, n in enumerate(tally) if n
        )
    return counts


def _dice(base: int, dice: tuple[int, ...], at: list[int], scaled: list[float]) -> None:
    """The entries of ``_face_counts`` from ``base`` on."""
    for i, value in _face_counts(dice):
        at.append(base + i)
        scaled.append(value)


# (face index, scaled count) by tuple of dice, for the tuples seen lately.
_FACE_COUNTS: dict[tuple[int, ...], tuple[tuple[int, float], ...]] = {}


def _float32(values: list[float]) -> array:
    """``values`` as float32s: what a slice of a float32 buffer takes in one assignment."""
    return array("f", values)


# Per phase: its stage, and whether an exchange is shown.
_PHASES = {phase: (_STAGE.get(phase, _OPEN), phase in ("hit", "defend", "avo")) for phase in PHASES}


def _shown(own: bool, block: int, stage: int) -> tuple[bool, ...]:
    """What of its facts an observer's block of a seat (``own``: the viewer's) shows in
    ``stage``, as far as that differs between stages: the blocks' keys below read the stage
    only through these tests."""
    if block == MARK_STATS:
        return (stage == _DRAFT,)  # tracks
    if block == MARK_CARDS:
        return () if own else (stage == _CHOOSE,)  # another seat's picks while it chooses
    if block == MARK_ROLL:
        return (stage >= _PLACE,)  # initiative
    if block == MARK_POOL:
        return () if own else (stage == _OPEN,)
    if block == MARK_SEAT:
        return ()
    if own:  # a round card: the card from the choice on, its dice from the reveal on
        return (stage >= _PLACE,)
    return (stage >= _PLACE, stage == _OPEN)  # another seat's: the card, then its dice


# From one stage to another: the blocks to look at again though their marks are unchanged,
# the viewer's and another seat's.
_RESTAGE = {
    (was, now): tuple(
        tuple(b for b in range(MARKS_PER_SEAT) if _shown(own, b, was) != _shown(own, b, now))
        for own in (True, False)
    )
    for was in range(4)
    for now in range(4)
}
# Keys of an observer's blocks (by mark, see ``Observer._keys``) that match a zeroed buffer:
# no stats, no cards; a round card's (card, used, dice or None while not shown), with none;
# rolled dice and initiative; unplaced dice. Between rounds a seat's round cards and dice are
# blank again, as at the start.
_HIDDEN = (-1, 0, None)
_BLANK_KEYS = [_HIDDEN] * CARDS_PER_ROUND + [((), 0), ()]
_ZERO_KEYS = [(False, 0, 0, 0, 0, 0, 0, 0, 0, None), (False, 0, (), 0, 0), *_BLANK_KEYS, None]
_STAT_SCALES = (1, HP_SCALE, HP_SCALE, *(STAT_SCALE,) * 6)  # by the stats key's index
_TAIL = 2 + FACES  # a round card's entries after its card's one-hot: used, met, dice


class Observer:
    """``Codec.state_features(state, me)`` written into ``buf``, rewriting what changed.

    Each seat's part is written in seven blocks (stats; hand and spent cards; each of the
    round's three cards; rolled dice and initiative; unplaced dice), plus its "to move" flag,
    written when the players to move change. A block is looked at only when its mark
    (``KungFuState.marks``: the rules replace it whenever the block's facts change) differs
    from the last call, or the stage of the phase changed what it shows (``_RESTAGE``): most
    steps change one or two blocks of one seat, and a token is far cheaper to compare than the
    fields it stands for. Then the block's key, the state fields its entries show, is built
    and the block rewritten only if the key differs from the one it was last written from (a
    change may show nothing: another seat's dice while it places), and only where it differs
    (a stat, a card moved). Die face counts (a seat's rolled and unplaced dice, a round card's)
    are written with one slice assignment of a template memoised by the dice, packed as
    ``buf`` takes it (floats for a list, float32s for a numpy array's memoryview); between
    rounds a seat's cards, dice and initiative are blank and cleared with one slice
    assignment. The rest is small: recomputed, and written where it differs.
    """

    __slots__ = (
        "buf",
        "me",
        "codec",
        "_order",
        "_seats",
        "_card",
        "_dice",
        "_round",
        "_box",
        "_stage",
        "_movers",
        "_marks",
        "_keys",
        "_pack",
        "_blank",
        "_counts",
        "_entries",
        "_phase",
        "_turns",
        "_draft",
    )

    def __init__(self, codec: Codec, me: int, buf: Any) -> None:
        self.buf = buf  # zeroed by the caller
        self.me = me
        self.codec = codec
        n = codec.n
        self._order = [(me + k) % n for k in range(n)]  # the viewer first
        # Per seat from the viewer on: k, the seat, where its marks start, where its block and
        # its round cards (then its dice and initiative, to the block's end) start in ``buf``.
        rounds = 15 + 2 * len(codec.card) + 2
        self._seats = [
            (k, p, MARKS_PER_SEAT * p, base, base + rounds)
            for k, p in enumerate(self._order)
            for base in [codec._seats + k * codec._seat_size]
        ]
        # a round card's offsets: where its used, met and dice entries start, where the next
        # card starts; and where the dice start after the three cards
        self._card = (len(codec.card), codec._round_card)
        self._dice = CARDS_PER_ROUND * codec._round_card
        self._round = 0  # what the round and box entries were last written from
        self._box: tuple[int, ...] | None = None
        self._stage = -1  # the stage of the last call
        self._movers: tuple[int, ...] = ()  # the players to move, as their flags show
        # the state's marks the blocks were last looked at for, and their keys (by mark)
        self._marks: list[object] = [None] * (MARKS_PER_SEAT * n)
        self._keys: list[Any] = _ZERO_KEYS * n
        self._pack = list if isinstance(buf, list) else _float32
        self._blank = self._pack([0.0] * (codec._seat_size - rounds))
        self._counts: dict[tuple[int, ...], Any] = {}  # packed face counts by dice
        self._entries: list[list[int]] = [[], []]  # the turns; the exchange and draft
        self._phase: str | None = None  # the phase written
        self._turns: tuple = ()  # what the turns were last written from
        self._draft = False  # whether the draft's scalars may be set

    def write(self, s: KungFuState, to_move: tuple[int, ...] | None = None) -> None:
        """Bring ``buf`` up to date (``to_move`` is not needed: the state keeps ``movers``)."""
        buf = self.buf
        phase = s.phase
        stage, exchange = _PHASES[phase]
        if stage != self._stage:  # a few times a round
            self._restage(stage)
        if s.round != self._round or s.box is not self._box:  # a few times a game
            self._round, self._box = s.round, s.box
            buf[0] = clip(s.round / ROUNDS)
            buf[1 + len(PHASES)] = len(s.box) / len(self.codec.card)
        if s.movers != self._movers:
            self._write_movers(s.movers, stage)
        marks, seen = s.marks, self._marks
        for seat in self._seats:
            at = seat[2]
            if marks[at + MARK_SEAT] is not seen[at + MARK_SEAT]:  # most steps skip most seats
                self._seat(s, stage, seat[0], seat[1], at, seat[3], seat[4])
        if phase != self._phase:
            self._write_phase(phase)
        turns = (s.order, s.rolloff, s.attacker)  # all the next block reads
        if turns != self._turns:
            self._turns = turns
            self._write_turns(turns)
        if exchange or stage == _DRAFT or self._draft or self._entries[1]:  # mostly neither
            self._write_exchange_and_draft(s, exchange, stage == _DRAFT)

    def _restage(self, stage: int) -> None:
        """Forget the marks of the blocks that show more or less in ``stage`` than before."""
        seen = self._marks
        if self._stage >= 0:  # (none is seen before the first call)
            own, others = _RESTAGE[self._stage, stage]
            for k, _, at, _, _ in self._seats:
                for block in others if k else own:
                    seen[at + block] = seen[at + MARK_SEAT] = None
        self._stage = stage

    def _write_movers(self, movers: tuple[int, ...], stage: int) -> None:
        """Each seat's "to move" flag where it changed; while choosing, another seat's picks
        count in its hand until it is done (its hand block is looked at again)."""
        was, self._movers = self._movers, movers
        for k, p, at, base, _ in self._seats:
            waiting = p in movers
            if waiting != (p in was):
                self.buf[base + 1] = 1.0 if waiting else 0.0
                if stage == _CHOOSE and k:
                    self._marks[at + MARK_CARDS] = self._marks[at + MARK_SEAT] = None

    def _seat(
        self, s: KungFuState, stage: int, k: int, p: int, at: int, base: int, start: int
    ) -> None:
        """The blocks of seat ``p`` (``k``-th from the viewer) whose marks changed."""
        seen = self._marks
        end = at + MARKS_PER_SEAT
        old = seen[at:end]
        new = seen[at:end] = s.marks[at:end]
        if new[MARK_STATS] is not old[MARK_STATS]:
            self._write_stats(s, p, stage, at, base)
        if new[MARK_CARDS] is not old[MARK_CARDS]:
            self._write_hand(s, k, p, stage, at, base)
        if not s.chosen[p] and not s.roll[p] and not s.pool[p]:  # between rounds: one write
            keys = self._keys
            if keys[at + MARK_CARD : at + MARK_SEAT] != _BLANK_KEYS:
                self.buf[start : start + len(self._blank)] = self._blank
                keys[at + MARK_CARD : at + MARK_SEAT] = _BLANK_KEYS
            return
        for i in range(CARDS_PER_ROUND):
            if new[MARK_CARD + i] is not old[MARK_CARD + i]:
                self._write_card(s, k, p, i, stage, at, start)
        # the initiative shows only if cards were chosen: the first card's mark tells
        if new[MARK_ROLL] is not old[MARK_ROLL] or new[MARK_CARD] is not old[MARK_CARD]:
            self._write_roll(s, p, stage, at, start + self._dice)
        if new[MARK_POOL] is not old[MARK_POOL]:
            key = s.pool[p] if k == 0 or stage == _OPEN else ()
            if key != self._keys[at + MARK_POOL]:  # every die placed changes it
                self._keys[at + MARK_POOL] = key
                dice = start + self._dice + FACES
                self.buf[dice : dice + FACES] = self._face_counts(key)

    def _write_stats(self, s: KungFuState, p: int, stage: int, at: int, base: int) -> None:
        """Seat ``p``'s out flag, stats and tracks (``_stats_entries``), where they changed:
        an exchange changes one or two stats."""
        key = _seat_stats(s, p, stage == _DRAFT)
        old = self._keys[at + MARK_STATS]
        if key == old:
            return
        self._keys[at + MARK_STATS] = key
        buf = self.buf
        if key[0] != old[0]:
            buf[base] = 1.0 if key[0] else 0.0
        for i in range(1, 9):
            if key[i] != old[i]:
                x = key[i] / _STAT_SCALES[i]
                buf[base + 1 + i] = 1.0 if x >= 1.0 else x if x > 0.0 else 0.0
        if key[9] != old[9]:
            for i, count in enumerate(key[9] or (0,) * len(SYMBOLS), base + 10):
                buf[i] = min(count, MAX_PER_SYMBOL) / MAX_PER_SYMBOL if count > 0 else 0.0

    def _write_hand(self, s: KungFuState, k: int, p: int, stage: int, at: int, base: int) -> None:
        """Hand, hand size, spent cards and the count of face-down picks (``_cards_entries``),
        where they differ from the last key's: a step moves a card or a few, of up to twenty.

        The key holds only what the entries show: the viewer's hand, another seat's hand size,
        with its picks so far while it still chooses (they stay secret), or their count once
        it is done.
        """
        hand, chosen = s.hand[p], s.chosen[p]
        if k == 0:
            key = (True, hand, s.spent[p], len(hand), 0)
        elif stage == _CHOOSE:
            if p in s.movers:
                key = (False, 0, s.spent[p], len(hand) + len(chosen), 0)
            else:
                key = (False, 0, s.spent[p], len(hand), len(chosen))
        else:
            key = (False, 0, s.spent[p], len(hand), 0)
        old = self._keys[at + MARK_CARDS]
        if key == old:
            return
        self._keys[at + MARK_CARDS] = key
        own, held, spent, size, face_down = key
        buf, c = self.buf, len(self.codec.card)
        base += 15
        if own and held != old[1]:
            _mark_cards(buf, base, old[1] or (), held)
        if size != old[3]:
            buf[base + c] = 1.0 if size >= HAND_SCALE else size / HAND_SCALE
        if spent != old[2]:
            _mark_cards(buf, base + c + 1, old[2], spent)
        if face_down != old[4]:
            buf[base + 2 * c + 1] = face_down / CARDS_PER_ROUND

    def _write_card(
        self, s: KungFuState, k: int, p: int, i: int, stage: int, at: int, start: int
    ) -> None:
        """Round card ``i`` of seat ``p``: its card's one-hot, used and met flags where they
        changed, and its dice's face counts (memoised) in one slice when they changed."""
        chosen = s.chosen[p]
        if i < len(chosen) and (k == 0 or stage >= _PLACE):
            slot = 3 * p + i
            dice_shown = stage == _OPEN or (k == 0 and stage >= _PLACE)
            key = (chosen[i], s.used >> slot & 1, s.dice_on[slot] if dice_shown else None)
        else:
            key = _HIDDEN
        was = self._keys[at + MARK_CARD + i]
        if key == was:
            return
        self._keys[at + MARK_CARD + i] = key
        buf = self.buf
        card, used, dice = key
        tail_at, size = self._card
        start += i * size
        if card != was[0]:
            if was[0] >= 0:
                buf[start + was[0]] = 0.0
            if card >= 0:
                buf[start + card] = 1.0
        start += tail_at
        if used != was[1]:
            buf[start] = 1.0 if used else 0.0
        if dice != was[2] or card != was[0]:  # (every die placed: a new tuple of dice)
            met = dice is not None and s.card_set.condition[card].met(dice)
            buf[start + 1] = 1.0 if met else 0.0
            buf[start + 2 : start + _TAIL] = self._face_counts(dice or ())

    def _write_roll(self, s: KungFuState, p: int, stage: int, at: int, dice: int) -> None:
        """Seat ``p``'s rolled dice and its initiative, once shown, where they changed."""
        initiative = s.initiative[p] if stage >= _PLACE and s.chosen[p] else 0
        key = (s.roll[p], initiative)
        old = self._keys[at + MARK_ROLL]
        if key != old:
            self._keys[at + MARK_ROLL] = key
            if key[0] != old[0]:
                self.buf[dice : dice + FACES] = self._face_counts(key[0])
            x = 1.0 if initiative >= 20 else max(initiative, 0) / 20
            self.buf[dice + 2 * FACES] = x

    def _face_counts(self, dice: tuple[int, ...]) -> Any:
        """The 6 entries of ``dice``'s face counts, packed (memoised by ``dice``)."""
        counts = self._counts.get(dice)
        if counts is None:
            if len(self._counts) >= _MEMO_LIMIT:
                self._counts.clear()
            dense = [0.0] * FACES
            for i, value in _face_counts(dice):
                dense[i] = value
            counts = self._counts[dice] = self._pack(dense)
        return counts

    def _write_phase(self, phase: str) -> None:
        """The phase's one-hot and whether the game is over."""
        buf = self.buf
        if self._phase is not None:
            buf[1 + PHASES[self._phase]] = 0.0
        buf[1 + PHASES[phase]] = 1.0
        buf[self.codec._over] = 1.0 if phase == "over" else 0.0
        self._phase = phase

    def _write_turns(self, turns: tuple) -> None:
        """Each seat's place in the turn order, roll-off and attacker."""
        turn_order, rolloff, attacker = turns
        codec, n = self.codec, self.codec.n
        ones = []
        for k, p in enumerate(self._order):
            base = codec._turns + k * (n + 2)
            if p in turn_order:
                ones.append(base + turn_order.index(p))
            if p in rolloff:
                ones.append(base + n)
            if attacker == p:
                ones.append(base + n + 1)
        set_entries(self.buf, self._entries, 0, ones)

    def _write_exchange_and_draft(self, s: KungFuState, exchange: bool, draft: bool) -> None:
        """The exchange's target and cards during an attack; the draft's step, pack size and
        pack while drafting (then cleared)."""
        codec, buf, n = self.codec, self.buf, self.codec.n
        ones = codec.exchange_ones(s, self._order) if exchange else []
        if draft:
            base = codec._draft_at
            buf[base] = clip(s.step / HAND_SCALE)
            buf[base + 1] = clip((len(s.taken) // n - s.step) / HAND_SCALE)
            ones += [base + 2 + card for card in s.packs[(self.me - s.step) % n]]
            self._draft = True
        elif self._draft:
            buf[codec._draft_at] = buf[codec._draft_at + 1] = 0.0
            self._draft = False
        set_entries(buf, self._entries, 1, ones)


def observer(game: Any, player: int, buf: Any) -> Observer:
    """The seat's observer over ``buf``: ``observation_size`` zeros to start with."""
    return game.codec.observer(player, buf)
