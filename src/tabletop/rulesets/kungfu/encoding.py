"""Kung Fu's fixed action ids and observation vector (docs/research.md has the tables).

Both depend on the card set (option ``cards``), so one :class:`Codec` is built per game. Ids
number the shared action objects of :class:`ActionTable` in one fixed order; targets in
``use X on T`` stay absolute seats. The observation lists the seats starting with the viewer.
"""

from __future__ import annotations

from operator import attrgetter
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
_NOTATION = attrgetter("notation")


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
        self._layout()

    def action_id(self, action: Action) -> int:
        return self._id[action.notation]

    def action_ids(self, actions: list[Action]) -> list[int]:
        return list(map(self._id.__getitem__, map(_NOTATION, actions)))  # C loops

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
            key = (
                k,
                waiting,
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
                block = self._cards_entries(key, s.cs.condition)
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
_BLOCKS = MARK_SEAT  # an observer's blocks per seat: one per mark but the seat's
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


def _write_dice(buf: Any, base: int, old: tuple[int, ...], dice: tuple[int, ...]) -> None:
    """The face counts of ``dice`` from ``base`` on, where those of ``old`` are now."""
    if old != dice:
        for i, _ in _face_counts(old):
            buf[base + i] = 0.0
        for i, value in _face_counts(dice):
            buf[base + i] = value


# (face index, scaled count) by tuple of dice, for the tuples seen lately.
_FACE_COUNTS: dict[tuple[int, ...], tuple[tuple[int, float], ...]] = {}


class Observer:
    """``Codec.state_features(state, me)`` written into ``buf``, rewriting what changed.

    Each seat's part is written in seven blocks (stats; hand and spent cards; each of the
    round's three cards; rolled dice and initiative; unplaced dice), plus its "to move" flag,
    written on its own because it changes far more often. A block is looked at only when its
    mark (``KungFuState.marks``: the rules replace it whenever the block's facts change) or the
    stage of the phase (what it shows) differs from the last call: most steps change one or two
    blocks of one seat, and a token is far cheaper to compare than the fields it stands for.
    Then the block's key, the state fields its entries show, is built and the block rewritten
    only if the key differs from the one it was last written from (a change may show nothing:
    another seat's dice while it places). Entries are written in place where they differ from
    the old key's (a card moved, a die face count), not cleared and refilled; between rounds a
    seat's cards, dice and initiative are blank and cleared with one slice assignment. The rest
    is small: recomputed, and written where it differs.
    """

    __slots__ = (
        "buf",
        "me",
        "codec",
        "_order",
        "_round",
        "_box",
        "_stage",
        "_marks",
        "_waiting",
        "_keys",
        "_blank",
        "_blank_keys",
        "_entries",
        "_turns",
        "_draft",
    )

    def __init__(self, codec: Codec, me: int, buf: Any) -> None:
        self.buf = buf  # zeroed by the caller
        self.me = me
        self.codec = codec
        self._order = [(me + k) % codec.n for k in range(codec.n)]  # the viewer first
        self._round = 0  # what the round and box entries were last written from
        self._box: tuple[int, ...] | None = None
        self._stage = -1  # the stage the marks below were seen in
        # the marks each seat k's blocks were written from (``MARKS_PER_SEAT`` per seat)
        self._marks: list[object] = [None] * (MARKS_PER_SEAT * codec.n)
        self._waiting: list[bool | None] = [None] * codec.n  # each seat's "to move" flag
        # A seat's round cards, dice and initiative between rounds: all zeros, and their keys.
        size = codec._seat_size - self._round_at(0) + codec._seats
        zeros = [0.0] * size if isinstance(buf, list) else memoryview(bytes(4 * size)).cast("f")
        self._blank = zeros  # the same kind as ``buf``, for a slice assignment
        self._blank_keys = [
            [*((k, i) for i in range(CARDS_PER_ROUND)), (k, (), 0), (k, ())] for k in range(codec.n)
        ]
        self._keys: list[tuple | None] = [None] * (_BLOCKS * codec.n)
        self._entries: list[list[int]] = [[], []]  # the phase and turns; the exchange and draft
        self._turns: tuple = ()  # what the phase and turns were last written from
        self._draft = False  # whether the draft's scalars may be set

    def __call__(self, s: KungFuState, to_move: tuple[int, ...] | None = None) -> None:
        """Bring ``buf`` up to date (``to_move`` is not needed: the state keeps ``movers``)."""
        buf, codec, me = self.buf, self.codec, self.me
        c, n = len(codec.card), codec.n
        phase = s.phase
        if s.round != self._round or s.box is not self._box:  # a few times a game
            self._round, self._box = s.round, s.box
            buf[0] = clip(s.round / ROUNDS)
            buf[1 + len(PHASES)] = len(s.box) / c
        stage = _STAGE.get(phase, _OPEN)
        if stage != self._stage:  # every block shows more or less with the stage
            was, self._marks = self._marks, [None] * len(self._marks)
            if (stage == _DRAFT) == (self._stage == _DRAFT):  # but the stats: only the draft
                self._marks[MARK_STATS::MARKS_PER_SEAT] = was[MARK_STATS::MARKS_PER_SEAT]
            self._stage = stage
            self._waiting = [None] * n
        seen, waits = self._marks, self._waiting
        movers, marks = s.movers, s.marks
        order = self._order
        for k, p in enumerate(order):
            m = MARKS_PER_SEAT * k
            waiting = p in movers
            if waiting is not waits[k]:
                waits[k] = waiting
                buf[codec._seats + k * codec._seat_size + 1] = 1.0 if waiting else 0.0
                if stage == _CHOOSE and k:  # another seat's picks count in its hand meanwhile
                    seen[m + MARK_CARDS] = seen[m + MARK_SEAT] = None
            at = MARKS_PER_SEAT * p
            if marks[at + MARK_SEAT] is not seen[m + MARK_SEAT]:  # most steps skip most seats
                self._seat(s, k, p, stage, waiting, marks, at)
        turns = (phase, s.order, s.rolloff, s.attacker)  # all the next block reads
        if turns != self._turns:
            self._turns = turns
            self._write_turns(turns)
        ones: list[int] = []
        if phase == "hit" or phase == "defend" or phase == "avo":
            ones = codec.exchange_ones(s, order)
        if phase == "draft":
            base = codec._draft_at
            buf[base] = clip(s.step / HAND_SCALE)
            buf[base + 1] = clip((len(s.taken) // n - s.step) / HAND_SCALE)
            ones += [base + 2 + card for card in s.packs[(me - s.step) % n]]
            self._draft = True
        elif self._draft:
            buf[codec._draft_at] = buf[codec._draft_at + 1] = 0.0
            self._draft = False
        if ones or self._entries[1]:  # most phases have neither
            set_entries(buf, self._entries, 1, ones)

    def _seat(
        self, s: KungFuState, k: int, p: int, stage: int, waiting: bool, marks: list, at: int
    ) -> None:
        """The blocks of seat ``p`` (``k``-th from the viewer) whose marks changed."""
        keys, seen = self._keys, self._marks
        j, m = _BLOCKS * k, MARKS_PER_SEAT * k
        seen[m + MARK_SEAT] = marks[at + MARK_SEAT]
        mark = marks[at + MARK_STATS]
        if mark is not seen[m + MARK_STATS]:
            seen[m + MARK_STATS] = mark
            key = (
                k,
                False,
                s.out_at[p] >= 0,
                s.hp[p],
                s.max_hp[p],
                s.atk[p],
                s.dfn[p],
                s.hit[p],
                s.hit_max[p],
                s.avo[p],
                s.avo_max[p],
                None if stage == _DRAFT else s.symbols[p],
            )
            if key != keys[j]:
                self._write_stats(k, key)
                keys[j] = key
        own = k == 0
        chosen = s.chosen[p]
        # the keys hold only what the entries show: most changes leave them equal
        mark = marks[at + MARK_CARDS]
        if mark is not seen[m + MARK_CARDS]:
            seen[m + MARK_CARDS] = mark
            hand = s.hand[p]
            if own:
                key = (k, True, hand, s.spent[p], 0, 0)
            elif stage == _CHOOSE:  # picks so far stay secret while the seat still chooses
                picks = len(chosen)
                key = (k, False, len(hand), s.spent[p], *((picks, 0) if waiting else (0, picks)))
            else:
                key = (k, False, len(hand), s.spent[p], 0, 0)
            if key != keys[j + 1]:
                self._write_hand(k, keys[j + 1], key)
                keys[j + 1] = key
        if not chosen and not s.roll[p] and not s.pool[p]:  # between rounds: one blank write
            blank = self._blank_keys[k]
            if keys[j + 2 : j + _BLOCKS] != blank:
                start = self._round_at(k)
                self.buf[start : start + len(self._blank)] = self._blank
                keys[j + 2 : j + _BLOCKS] = blank
            seen[m + MARK_CARD : m + MARK_SEAT] = marks[at + MARK_CARD : at + MARK_SEAT]
            return
        # the initiative shows only if cards were chosen: the first card's mark tells
        first_card = marks[at + MARK_CARD] is not seen[m + MARK_CARD]
        shown = own or stage >= _PLACE
        dice_shown = stage == _OPEN or (own and stage >= _PLACE)
        slot = 3 * p
        for i in range(CARDS_PER_ROUND):
            mark = marks[at + MARK_CARD + i]
            if mark is seen[m + MARK_CARD + i]:
                continue
            seen[m + MARK_CARD + i] = mark
            if shown and i < len(chosen):
                dice = s.dice_on[slot + i] if dice_shown else None
                key = (k, i, chosen[i], s.used >> (slot + i) & 1, dice)
            else:
                key = (k, i)  # nothing shown
            if key != keys[j + 2 + i]:
                self._write_card(k, keys[j + 2 + i], key, s.cs.condition)
                keys[j + 2 + i] = key
        mark = marks[at + MARK_ROLL]
        if mark is not seen[m + MARK_ROLL] or first_card:
            seen[m + MARK_ROLL] = mark
            initiative = s.initiative[p] if stage >= _PLACE and chosen else 0
            key = (k, s.roll[p], initiative)
            if key != keys[j + 5]:
                old = keys[j + 5]
                dice = self._dice_at(k)
                _write_dice(self.buf, dice, old[1] if old else (), key[1])
                self.buf[dice + 2 * FACES] = 1.0 if initiative >= 20 else max(initiative, 0) / 20
                keys[j + 5] = key
        mark = marks[at + MARK_POOL]
        if mark is not seen[m + MARK_POOL]:
            seen[m + MARK_POOL] = mark
            key = (k, s.pool[p] if own or stage == _OPEN else ())
            if key != keys[j + 6]:  # every die placed changes it
                old = keys[j + 6]
                _write_dice(self.buf, self._dice_at(k) + FACES, old[1] if old else (), key[1])
                keys[j + 6] = key

    def _write_turns(self, turns: tuple) -> None:
        """The phase, each seat's place in the turn order, roll-off and attacker, game over."""
        phase, turn_order, rolloff, attacker = turns
        codec, n = self.codec, self.codec.n
        ones = [1 + PHASES[phase]]
        for k, p in enumerate(self._order):
            base = codec._turns + k * (n + 2)
            if p in turn_order:
                ones.append(base + turn_order.index(p))
            if p in rolloff:
                ones.append(base + n)
            if attacker == p:
                ones.append(base + n + 1)
        if phase == "over":
            ones.append(codec._over)
        set_entries(self.buf, self._entries, 0, ones)

    def _write_stats(self, k: int, key: tuple) -> None:
        """Seat ``k``'s out flag, stats and tracks (``_stats_entries``), each at its place."""
        _, _, out, *stats, symbols = key
        buf = self.buf
        base = self.codec._seats + k * self.codec._seat_size
        buf[base] = 1.0 if out else 0.0
        for i, value in enumerate(stats, base + 2):
            x = value / (HP_SCALE if i < base + 4 else STAT_SCALE)
            buf[i] = x if 0.0 < x < 1.0 else 1.0 if x >= 1.0 else 0.0
        for i, count in enumerate(symbols or (0,) * len(SYMBOLS), base + 10):
            buf[i] = min(count, MAX_PER_SYMBOL) / MAX_PER_SYMBOL if count > 0 else 0.0

    def _write_hand(self, k: int, old: tuple | None, key: tuple) -> None:
        """Hand, hand size, spent cards and the count of face-down picks (``_cards_entries``),
        where they differ from ``old``'s: a step moves a card or a few, of up to twenty.

        ``secret`` picks still count as hand cards (another seat choosing); ``face_down`` picks
        are shown as a count (another seat done choosing).
        """
        _, own, hand, spent, secret, face_down = key
        buf, c = self.buf, len(self.codec.card)
        base = self.codec._seats + k * self.codec._seat_size + 15
        was_held, was_spent = (old[2], old[3]) if old else ((), ())
        if own:
            for card in set(was_held).difference(hand):
                buf[base + card] = 0.0
            for card in set(hand).difference(was_held):
                buf[base + card] = 1.0
            held = len(hand)
        else:
            held = hand + secret
        buf[base + c] = 1.0 if held >= HAND_SCALE else held / HAND_SCALE
        spent_at = base + c + 1
        for card in set(was_spent).difference(spent):
            buf[spent_at + card] = 0.0
        for card in set(spent).difference(was_spent):
            buf[spent_at + card] = 1.0
        buf[base + 2 * c + 1] = face_down / CARDS_PER_ROUND

    def _write_card(self, k: int, old: tuple | None, key: tuple, conditions: Any) -> None:
        """One of the round's cards: id, used, met and its dice (``_cards_entries``), where
        ``old``'s are now. A key of two items shows nothing."""
        _, i, *shown = key
        codec, buf = self.codec, self.buf
        c = len(codec.card)
        block = codec._seats + k * codec._seat_size + 15 + 2 * c + 2 + i * codec._round_card
        card, used, dice = shown or (-1, 0, None)
        was, _, was_dice = old[2:] if old and len(old) == 5 else (-1, 0, None)
        if card != was:
            if was >= 0:
                buf[block + was] = 0.0
            if card >= 0:
                buf[block + card] = 1.0
        buf[block + c] = 1.0 if used else 0.0
        buf[block + c + 1] = 1.0 if dice is not None and conditions[card].met(dice) else 0.0
        _write_dice(buf, block + c + 2, was_dice or (), dice or ())

    def _round_at(self, k: int) -> int:
        """Where seat ``k``'s round cards start (then its dice and initiative, to the end)."""
        codec = self.codec
        return codec._seats + k * codec._seat_size + 15 + 2 * len(codec.card) + 2

    def _dice_at(self, k: int) -> int:
        """Where seat ``k``'s rolled dice start (then the unplaced ones, then initiative)."""
        codec = self.codec
        cards = 2 * len(codec.card) + 2 + CARDS_PER_ROUND * codec._round_card
        return codec._seats + k * codec._seat_size + 15 + cards


def observer(game: Any, player: int, buf: Any) -> Observer:
    """The seat's observer over ``buf``: ``observation_size`` zeros to start with."""
    return game.codec.observer(player, buf)
