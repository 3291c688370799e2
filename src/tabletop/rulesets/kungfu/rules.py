"""Kung Fu's rules as a state machine (seed 002, rulings K1-K9).

Per-seat facts live in lists indexed by seat; card collections are tuples of card ints
(replaced, never mutated), so ``clone`` is a handful of shallow list copies. The round's
three cards of seat ``p`` are ``chosen[p]``; the dice on ``chosen[p][k]`` are the sorted
tuple ``dice_on[3 * p + k]`` ("slot" ``3p + k``) and bit ``1 << slot`` of ``used`` marks
it turned down. Ruling ids sit next to the code that implements them.

Phases (phases.py): ``draft`` (option), ``choose`` and ``place`` (simultaneous and secret),
then the attack turns: ``attack`` (card and target), ``hit`` (attacker shifts pips),
``defend`` (target chooses a defence card or takes it), ``avo`` (defender shifts pips).
"""

from __future__ import annotations

from typing import Any, ClassVar

from tabletop.engine import Action, Result, Rng
from tabletop.engine.phased import PhasedState

from .actions import AVO_DOWN, AVO_UP, DONE, HIT_DOWN, HIT_UP, TAKE, ActionTable
from .board import set_boards
from .cards import MAX_DICE, CardSet
from .knowledge import determinize
from .phases import ATTACK, AVO, CARDS_PER_ROUND, CHOOSE, DEFEND, DRAFT, HIT, OVER, PLACE, ROUNDS
from .view import kungfu_view

# The marks of one seat (``KungFuState.marks``), one per block of its observation: mark
# ``MARKS_PER_SEAT * p + block`` of seat ``p`` stands for the facts listed with each block.
MARK_STATS = 0  # out_at, hp, max_hp, atk, dfn, hit, hit_max, avo, avo_max, symbols
MARK_CARDS = 1  # hand, spent, chosen
MARK_CARD = 2  # + k: round card k (chosen[k] or its absence, used bit, dice_on[3p + k])
MARK_ROLL = 5  # roll, initiative
MARK_POOL = 6  # pool
MARK_SEAT = 7  # any of the above: replaced along with each of them
MARKS_PER_SEAT = 8


# How a game ends: a language-neutral code -> the English ``result.reason`` (its numbers in
# braces). texts.py words each code for people (ENDINGS there).
ENDINGS = {
    "last_standing": "only player {player} is left standing",
    "all_knocked_out": "the last players were knocked out in the same exchange",
    "rounds_over": "round {round} is over",
}


class KungFuState(PhasedState):
    __slots__ = (
        "card_set",
        "acts",
        "rng",
        "n",
        "round",
        "phase",
        "movers",
        # player boards: symbol counts of the 10 cards (public tracks) and current values
        "symbols",
        "hp",
        "max_hp",
        "atk",
        "dfn",
        "hit",
        "hit_max",
        "avo",
        "avo_max",
        "out_at",
        # cards
        "hand",
        "chosen",
        "spent",
        "box",
        # dice
        "next_roll",
        "roll",
        "pool",
        "dice_on",
        "used",
        # attack turns
        "initiative",
        "order",
        "rolloff",
        "turn",
        "attacker",
        "atk_slot",
        "target",
        "def_slot",
        "exchanges",
        "last",
        # draft (option)
        "packs",
        "step",
        "taken",
        "reason",
        "ending",
        "marks",
    )

    card_set: CardSet
    acts: ActionTable
    rng: Rng
    n: int
    round: int
    phase: str
    movers: tuple[int, ...]
    symbols: list[tuple[int, ...]]
    hp: list[int]
    max_hp: list[int]
    atk: list[int]
    dfn: list[int]
    hit: list[int]
    hit_max: list[int]
    avo: list[int]
    avo_max: list[int]
    out_at: list[int]  # exchange number at which the seat was knocked out, -1 while in
    hand: list[tuple[int, ...]]
    chosen: list[tuple[int, ...]]
    spent: list[tuple[int, ...]]
    box: tuple[int, ...]  # cards not dealt
    next_roll: tuple[tuple[int, ...], ...] | None  # a scenario's fixed first roll
    roll: list[tuple[int, ...]]
    pool: list[tuple[int, ...]]  # dice not placed yet
    dice_on: list[tuple[int, ...]]
    used: int
    initiative: list[int]
    order: tuple[int, ...]
    rolloff: tuple[int, ...]  # seats whose place in the order a roll-off settled
    turn: int  # index in ``order`` of the current attacker
    attacker: int
    atk_slot: int
    target: int
    def_slot: int
    exchanges: int
    last: dict | None  # what the last exchange did (public; never mutated)
    packs: list[tuple[int, ...]]  # draft: pack j is held by seat (j + step) % n
    step: int
    taken: tuple[int, ...]  # draft: card kept by seat i at step t, at t * n + i (-1: none)
    reason: str
    ending: tuple[str, tuple[tuple[str, int], ...]]  # the code of ``reason`` and its numbers
    # Tokens for the observers (encoding.Observer), ``MARKS_PER_SEAT`` per seat, one per block
    # of its observation (``MARK_*`` above): a block's token is replaced by a new object whenever
    # any fact it stands for changes, so that an observer compares one token instead of the
    # fields behind it, and reads only the blocks whose token changed. Tokens compare by
    # identity: two equal ones mean the same facts, whichever state (clone, world, other deal)
    # holds them, and a copied or unpickled state gets new objects. No rule reads them; views,
    # records and results do not include them.
    marks: list[object]

    # How clone() copies each slot, in engine.cloning's terms: clone() below is written out as
    # cloned_by_slots would generate it (a compiled class takes no method once made), and
    # tests/engine/test_written_clones.py checks the two agree.
    clone_rules: ClassVar[dict[str, tuple[str, ...]]] = {
        "copy": (
            "rng",
            "hp",
            "hit",
            "avo",
            "out_at",
            "hand",
            "chosen",
            "spent",
            "roll",
            "pool",
            "dice_on",
            "initiative",
            "packs",
            "marks",
        ),
        "copy_items": (),
        # What the last exchange did, and the boards' tracks and starting values once set up
        # (K2, K8): replaced whole, never changed.
        "shared_records": ("last", "symbols", "max_hp", "atk", "dfn", "hit_max", "avo_max"),
    }

    def clone(self) -> KungFuState:
        """A copy sharing nothing the rules change in place (engine.cloning). Lists are copied
        by slicing, which compiled is one C call where ``.copy()`` looks a method up."""
        twin = KungFuState.__new__(KungFuState)
        self._copy_base_into(twin)
        twin.card_set = self.card_set
        twin.acts = self.acts
        twin.rng = self.rng.copy()
        twin.n = self.n
        twin.round = self.round
        twin.phase = self.phase
        twin.movers = self.movers
        twin.symbols = self.symbols
        twin.hp = self.hp[:]
        twin.max_hp = self.max_hp
        twin.atk = self.atk
        twin.dfn = self.dfn
        twin.hit = self.hit[:]
        twin.hit_max = self.hit_max
        twin.avo = self.avo[:]
        twin.avo_max = self.avo_max
        twin.out_at = self.out_at[:]
        twin.hand = self.hand[:]
        twin.chosen = self.chosen[:]
        twin.spent = self.spent[:]
        twin.box = self.box
        twin.next_roll = self.next_roll
        twin.roll = self.roll[:]
        twin.pool = self.pool[:]
        twin.dice_on = self.dice_on[:]
        twin.used = self.used
        twin.initiative = self.initiative[:]
        twin.order = self.order
        twin.rolloff = self.rolloff
        twin.turn = self.turn
        twin.attacker = self.attacker
        twin.atk_slot = self.atk_slot
        twin.target = self.target
        twin.def_slot = self.def_slot
        twin.exchanges = self.exchanges
        twin.last = self.last
        twin.packs = self.packs[:]
        twin.step = self.step
        twin.taken = self.taken
        twin.reason = self.reason
        twin.ending = self.ending
        twin.marks = self.marks[:]
        return twin

    # --- the contract -------------------------------------------------------------
    @property
    def to_move(self) -> tuple[int, ...]:
        return self.movers

    @property
    def is_over(self) -> bool:
        """PhasedState's, written here so that compiled it reads the typed ``phase``."""
        return self.phase == OVER

    def _final_result(self) -> Result:
        n = self.n
        hp = self.hp
        standing = [p for p in range(n) if hp[p] > 0]
        if standing:  # K8: highest HP wins, ties share
            best = max(hp[p] for p in standing)
            winners = tuple(p for p in standing if hp[p] == best)
        else:  # the last ones standing were knocked out together: they share
            last = max(self.out_at)
            winners = tuple(p for p in range(n) if self.out_at[p] == last)
        if len(winners) == n:
            returns = (0.0,) * n
        else:
            returns = tuple(1.0 if p in winners else -1.0 for p in range(n))
        return Result(
            winners=winners,
            scores=tuple(float(h) for h in hp),
            returns=returns,
            reason=self.reason,
            reason_code=self.ending[0],
            reason_values=dict(self.ending[1]),
            details={"hp": list(hp), "knocked_out": [hp[p] == 0 for p in range(n)]},  # per seat
        )

    def describe_phase(self) -> str:
        return {
            DRAFT: "drafting: keep one card of the pack",
            CHOOSE: "choosing the round's 3 cards",
            PLACE: "placing dice on the revealed cards",
            ATTACK: f"player {self.attacker} chooses an attack card",
            HIT: f"player {self.attacker} may spend HIT on the attack card's dice",
            DEFEND: f"player {self.target} chooses a defence card or takes the hit",
            AVO: f"player {self.target} may spend AVO on the defence card's dice",
            OVER: "the game is over",
        }[self.phase]

    def view(self, player: int | None = 0) -> dict:
        player = self.check_seat(player, spectator=True)
        return kungfu_view(self, player)

    def _determinize(self, player: int, rng: Any) -> KungFuState:
        return determinize(self, player, rng)

    def reopen(self, seat: int) -> None:
        """Give ``seat`` back the secret choice or dice placement it has handed in: the
        round's cards back in hand, or the dice back in its pool, and the seat to move again.
        Not a move (the rules allow no take-backs): a search remakes a foe's handed-in decision
        this way in the worlds it samples (``heuristic.guess``)."""
        if self.phase == CHOOSE:
            self.hand[seat] = tuple(sorted(self.hand[seat] + self.chosen[seat]))
            self.chosen[seat] = ()
        else:
            self.dice_on[3 * seat : 3 * seat + 3] = [(), (), ()]
            self.pool[seat] = self.roll[seat]
        self.movers = tuple(sorted((*self.movers, seat)))
        self.legal_memo = None  # not a move, but the seat has moves again
        at = MARKS_PER_SEAT * seat
        self.marks[at : at + MARKS_PER_SEAT] = [object()] * MARKS_PER_SEAT

    # --- legal actions ------------------------------------------------------------
    def _may_act(self, player: int) -> bool:
        return player in self.movers

    def _seat_actions(self, player: int) -> list[Action]:
        """The legal actions of ``player``, a seat to move."""
        phase = self.phase
        acts = self.acts
        if phase == PLACE:
            return self._placements(player)
        if phase == CHOOSE:
            choose = acts.choose
            return [choose[c] for c in self.hand[player]]
        if phase == ATTACK:
            return self._attacks(player)
        if phase == HIT:
            return self._shifts(self.atk_slot, HIT_UP, HIT_DOWN)
        if phase == DEFEND:
            defend = acts.defend
            defends = self.card_set.defends
            out = [defend[c] for c in self._unused(player) if defends[c]]
            out.append(TAKE)
            return out
        if phase == AVO:
            return self._shifts(self.def_slot, AVO_UP, AVO_DOWN)
        if phase == DRAFT:
            keep = acts.keep
            return [keep[c] for c in self.packs[(player - self.step) % self.n]]
        return []

    def _placements(self, p: int) -> list[Action]:
        """K4: any unplaced die on any revealed card with room; dice of one face are alike."""
        pool = self.pool[p]  # sorted: the sorted roll less the dice placed
        put = self.acts.put
        capacity = self.card_set.capacity
        dice_on = self.dice_on
        out = []
        slot = 3 * p
        for card in self.chosen[p]:
            if len(dice_on[slot]) < capacity[card]:
                last = 0
                for face in pool:  # each face once, in order; no set (compiled: C ints)
                    if face != last:
                        out.append(put[face][card])
                        last = face
            slot += 1
        out.append(DONE)
        return out

    def _attacks(self, p: int) -> list[Action]:
        """K6: an unused card showing 🤜, 👁 or 💧; a 🤜 card names one living opponent."""
        card_set = self.card_set
        hp = self.hp
        out = []
        for card in self._unused(p):
            if not card_set.attacks[card]:
                continue
            if card_set.atk[card]:
                use_on = self.acts.use_on[card]
                for t in range(self.n):  # a loop: a cpdef method takes no generator
                    if t != p and hp[t] > 0:
                        out.append(use_on[t])
            else:
                out.append(self.acts.use[card])
        return out

    def _shifts(self, slot: int, up: tuple, down: tuple) -> list[Action]:
        """K2: one pip up or down on one die of the card, faces stay within 1..6."""
        out = []
        last = 0
        for face in self.dice_on[slot]:  # sorted: each face once, in order, without a set
            if face != last:
                if face < 6:
                    out.append(up[face])
                if face > 1:
                    out.append(down[face])
                last = face
        out.append(DONE)
        return out

    def _unused(self, p: int) -> list[int]:
        used = self.used
        out = []
        slot = 3 * p
        for card in self.chosen[p]:  # compiled, the slot's bit is read with C ints
            if not used >> slot & 1:
                out.append(card)
            slot += 1
        return out

    # --- applying actions -----------------------------------------------------------
    def _apply(self, player: int, action: Action) -> None:
        kind = action.kind
        if kind == "put":
            self._put(player, action.card, action.args[0])
        elif kind == "hit" or kind == "avo":
            face, delta = action.args
            self._shift(face, delta)
        elif kind == "choose":
            self._choose(player, action.card)
        elif kind == "use":
            self._use(player, action.card, action.args[0])
        elif kind == "defend":
            self.def_slot = self._slot(player, action.card)
            if self._can_shift(self.def_slot, self.avo[player]):
                self.phase = AVO
            else:
                self._resolve()
        elif kind == "take":
            self.def_slot = -1
            self._resolve()
        elif kind == "keep":
            self._keep(player, action.card)
        elif self.phase == PLACE:  # done
            self._submitted(player)
        elif self.phase == HIT:
            self._strike()
        else:  # done spending AVO
            self._resolve()

    def _slot(self, p: int, card: int) -> int:
        return 3 * p + self.chosen[p].index(card)

    def _submitted(self, p: int) -> None:
        """A seat's secret decision is in; the last one triggers the reveal."""
        self.movers = tuple([q for q in self.movers if q != p])
        if self.movers:
            return
        if self.phase == CHOOSE:
            self.reveal_cards()
        elif self.phase == PLACE:
            self._start_attacks()
        else:
            self._pass_packs()

    # --- draft (K3 option) ------------------------------------------------------------
    def _keep(self, p: int, card: int) -> None:
        j = (p - self.step) % self.n
        self.packs[j] = tuple([c for c in self.packs[j] if c != card])
        self.hand[p] += (card,)
        mark_at = MARKS_PER_SEAT * p
        self.marks[mark_at + MARK_CARDS] = self.marks[mark_at + MARK_SEAT] = object()
        at = self.step * self.n + p
        self.taken = (*self.taken[:at], card, *self.taken[at + 1 :])
        self._submitted(p)

    def _pass_packs(self) -> None:
        """K3 draft: every pack moves one seat left; the last card of a pack is kept unasked."""
        self.step += 1
        self.reveal_count += 1
        if not self.packs[0]:
            set_boards(self)
            self.mark_all()
            self.start_round()
            return
        self.movers = tuple(range(self.n))
        if len(self.packs[0]) == 1:
            for p in range(self.n):
                self._keep(p, self.packs[(p - self.step) % self.n][0])

    # --- round: choose, reveal, place (K4) --------------------------------------------------
    def _choose(self, p: int, card: int) -> None:
        self.hand[p] = tuple([c for c in self.hand[p] if c != card])
        self.chosen[p] += (card,)
        picks = len(self.chosen[p])
        at = MARKS_PER_SEAT * p
        marks, mark = self.marks, object()
        marks[at + MARK_CARDS] = marks[at + MARK_CARD + picks - 1] = marks[at + MARK_SEAT] = mark
        if picks == CARDS_PER_ROUND:
            self._submitted(p)

    def reveal_cards(self) -> None:
        """K4: roll 7 dice each, reveal the cards, initiative order (ties by roll-off)."""
        rng = self.rng
        n = self.n
        standing = [p for p in range(n) if self.hp[p] > 0]
        fixed, self.next_roll = self.next_roll, None
        init = self.card_set.initiative
        for p in standing:
            if fixed is not None:
                dice = fixed[p]
            else:
                dice = tuple(sorted([rng.randrange(6) + 1 for _ in range(MAX_DICE)]))
            self.roll[p] = self.pool[p] = dice
            self.initiative[p] = sum([init[c] for c in self.chosen[p]])
            at = MARKS_PER_SEAT * p
            marks, mark = self.marks, object()
            marks[at + MARK_ROLL] = marks[at + MARK_POOL] = marks[at + MARK_SEAT] = mark
        order = []
        tied = []
        for value in sorted({self.initiative[p] for p in standing}):
            group = [p for p in standing if self.initiative[p] == value]
            if len(group) > 1:  # a roll-off: a fair random order among the tied seats
                rng.shuffle(group)
                tied.extend(group)
            order.extend(group)
        self.order = tuple(order)
        self.rolloff = tuple(sorted(tied))
        self.reveal_count += 1
        self.phase = PLACE
        # K4: placing is done once no die fits; a seat with nothing to place is ready at once
        self.movers = tuple([p for p in standing if self._can_place(p)])
        if not self.movers:
            self._start_attacks()

    def _can_place(self, p: int) -> bool:
        if not self.pool[p]:
            return False
        capacity = self.card_set.capacity
        dice_on = self.dice_on
        slot = 3 * p
        for card in self.chosen[p]:  # asked after every die placed: no generator
            if len(dice_on[slot]) < capacity[card]:
                return True
            slot += 1
        return False

    def _put(self, p: int, card: int, face: int) -> None:
        slot = self._slot(p, card)
        self.dice_on[slot] = tuple(sorted((*self.dice_on[slot], face)))
        pool = self.pool[p]
        i = pool.index(face)
        self.pool[p] = pool[:i] + pool[i + 1 :]
        at = MARKS_PER_SEAT * p
        marks, mark = self.marks, object()
        marks[at + MARK_CARD + slot % 3] = marks[at + MARK_POOL] = marks[at + MARK_SEAT] = mark
        if not self._can_place(p):
            self._submitted(p)

    # --- attack turns (K6) -------------------------------------------------------------
    def _start_attacks(self) -> None:
        self.reveal_count += 1  # K4: the placements are shown together
        self.turn = -1
        self._next_attacker()

    def _next_attacker(self) -> None:
        """K6: round the initiative order; a seat with an unused attack card must use one."""
        order = self.order
        m = len(order)
        attacks = self.card_set.attacks
        for i in range(1, m + 1):
            at = (self.turn + i) % m
            p = order[at]
            if self.hp[p] > 0 and self._any_unused(p, attacks):
                self.turn = at
                self.attacker = p
                self.atk_slot = self.target = self.def_slot = -1
                self.phase = ATTACK
                self.movers = (p,)
                return
        self._end_round()

    def _any_unused(self, p: int, shows: tuple[bool, ...]) -> bool:
        """Whether an unused card of ``p`` is one that ``shows`` (a per-card table) marks: ``any``
        without a generator."""
        for c in self._unused(p):  # noqa: SIM110 (no generator: see the docstring)
            if shows[c]:
                return True
        return False

    def _use(self, p: int, card: int, target: int) -> None:
        self.atk_slot = self._slot(p, card)
        self.target = target
        if self._can_shift(self.atk_slot, self.hit[p]):
            self.phase = HIT
        else:
            self._strike()

    def _can_shift(self, slot: int, points: int) -> bool:
        """K2: points left and dice whose faces matter (not for none or any N dice)."""
        if points <= 0 or not self.dice_on[slot]:
            return False
        return self.card_set.shiftable[self.chosen[slot // 3][slot % 3]]

    def _shift(self, face: int, delta: int) -> None:
        """K2: 1 point moves one die one pip; HIT for the attacker, AVO for the defender."""
        if self.phase == HIT:
            slot, points = self.atk_slot, self.hit
            p = self.attacker
        else:
            slot, points = self.def_slot, self.avo
            p = self.target
        points[p] -= 1
        dice = list(self.dice_on[slot])
        dice[dice.index(face)] = face + delta
        dice.sort()
        self.dice_on[slot] = tuple(dice)
        at = MARKS_PER_SEAT * p
        marks, mark = self.marks, object()
        marks[at + MARK_STATS] = marks[at + MARK_CARD + slot % 3] = marks[at + MARK_SEAT] = mark
        if not points[p]:  # nothing left to spend: the step ends by itself
            if self.phase == HIT:
                self._strike()
            else:
                self._resolve()

    def _strike(self) -> None:
        """The attack card is set; a named target may defend (K6) if it has a defence card."""
        d = self.target
        if d >= 0 and self._any_unused(d, self.card_set.defends):
            self.phase = DEFEND
            self.movers = (d,)
            return
        self.def_slot = -1
        self._resolve()

    def met(self, slot: int) -> bool:
        """K5: whether the dice on a slot meet its card's condition."""
        return self.card_set.condition[self.chosen[slot // 3][slot % 3]].met(self.dice_on[slot])

    def _resolve(self) -> None:
        """K7/K9: damage first, then 👁 💧 🦵 ☯ in the rulebook's order; cards turned down."""
        card_set = self.card_set
        hp = self.hp
        a, d = self.attacker, self.target
        slot, dslot = self.atk_slot, self.def_slot
        card = self.chosen[a][slot % 3]
        met = self.met(slot)  # K9: a fizzled card counts 0: no damage, no restore
        dcard = self.chosen[d][dslot % 3] if dslot >= 0 else -1
        dmet = dslot >= 0 and self.met(dslot)
        damage = counter = 0
        if d >= 0 and met:  # K7: without a (met) defence card only base DEF
            guard = self.dfn[d] + (card_set.dfn[dcard] if dmet else 0)
            damage = max(0, self.atk[a] + card_set.atk[card] - guard)
            hp[d] = max(0, hp[d] - damage)  # K8
        before = (self.hit[a], hp[a], self.avo[d] if d >= 0 else 0)
        if met:  # K7: restores go to the card's owner, capped at the starting value
            self.hit[a] = min(self.hit_max[a], self.hit[a] + card_set.hit[card])
            hp[a] = min(self.max_hp[a], hp[a] + card_set.hp[card])
        if dmet:
            if hp[d] > 0:  # a seat knocked out gains nothing
                self.avo[d] = min(self.avo_max[d], self.avo[d] + card_set.avo[dcard])
            counter = card_set.counter[dcard]  # K7/K9: no subtraction; dealt even from 0 HP
        restored = {
            "hit": self.hit[a] - before[0],
            "hp": hp[a] - before[1],
            "avo": self.avo[d] - before[2] if d >= 0 else 0,
        }
        hp[a] = max(0, hp[a] - counter)
        self.used |= 1 << slot
        if dslot >= 0:
            self.used |= 1 << dslot
        self.exchanges += 1
        self.last = {
            "attacker": a,
            "card": card_set.ids[card],
            "met": met,
            "target": d if d >= 0 else None,
            "defence": card_set.ids[dcard] if dcard >= 0 else None,
            "defence_met": dmet if dcard >= 0 else None,
            "damage": damage if d >= 0 else None,
            "counter": counter,
            "restored": restored,
        }
        marks = self.marks
        for p, own_slot in ((d, dslot), (a, slot)):
            if p >= 0:
                if hp[p] == 0 and self.out_at[p] < 0:
                    self.out_at[p] = self.exchanges  # K8: out at once
                at, mark = MARKS_PER_SEAT * p, object()
                marks[at + MARK_STATS] = marks[at + MARK_SEAT] = mark
                if own_slot >= 0:  # turned down
                    marks[at + MARK_CARD + own_slot % 3] = mark
        standing = [p for p in range(self.n) if hp[p] > 0]
        if len(standing) == 1:
            self._finish("last_standing", player=standing[0])
        elif not standing:
            self._finish("all_knocked_out")
        else:
            self._next_attacker()

    def _end_round(self) -> None:
        """K9: the round's 3 cards are spent, used or not; option refresh (K2); K8 after 3."""
        n = self.n
        for p in range(n):
            self.spent[p] += self.chosen[p]
        self.chosen = [()] * n
        self.roll = [()] * n
        self.pool = [()] * n
        self.dice_on = [()] * (3 * n)
        self.used = 0
        self.order = self.rolloff = ()
        self.initiative = [0] * n
        self.turn = self.attacker = self.atk_slot = self.target = self.def_slot = -1
        if self.game.options["refresh"]:
            self.hit = self.hit_max[:]
            self.avo = self.avo_max[:]
        self.mark_all()
        if self.round == ROUNDS:
            self._finish("rounds_over", round=ROUNDS)
            return
        self.round += 1
        self.start_round()

    def mark_all(self) -> None:
        """New marks for every block of every seat (see ``marks``): after changes to all."""
        self.marks = [object() for _ in range(MARKS_PER_SEAT * self.n)]

    def start_round(self) -> None:
        self.phase = CHOOSE
        self.movers = tuple([p for p in range(self.n) if self.hp[p] > 0])

    def _finish(self, code: str, **values: int) -> None:
        """End the game: its code and numbers, and the English ``reason``."""
        self.phase = OVER
        self.movers = ()
        self.ending = (code, tuple(values.items()))
        self.reason = ENDINGS[code].format(**values)


def standing(state: KungFuState, seat: int) -> float:
    """The seat's share of its maximum HP minus the best share among the others, for score
    rewards (research)."""
    shares = [hp / top for hp, top in zip(state.hp, state.max_hp, strict=True)]
    return shares[seat] - max(share for p, share in enumerate(shares) if p != seat)
