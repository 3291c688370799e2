"""Friday's rules as a state machine (seeds 000/001, rulings F1-F17).

Piles are lists of card ints with the top at the end. Per-fight flags are bitmasks over
card ints (bit ``1 << card``). Ruling ids sit next to the code that implements them.

Phases: ``hazard`` (choose or skip an offered hazard), ``fight`` (draw, use abilities,
end), ``zero`` (pick which tied card a "highest card = 0" zeroes), ``remove`` (spend a
loss on removing fighting cards), ``pirate`` (choose which pirate to fight first), ``over``.
Inside a fight, ``pending`` holds an ability that is still resolving (F4: abilities
resolve one at a time, each completely), so only its own follow-up actions are legal.
"""

from __future__ import annotations

from collections.abc import Iterator
from itertools import permutations
from typing import Any, ClassVar

from tabletop.engine import Action, Result
from tabletop.engine.phased import PhasedState

from . import cards as C
from .actions import COPY, DONE, DRAW, END, FIGHT, ON, PAY, REMOVE, SKIP, STOP, USE, ZERO, put
from .cards import ABILITY, IS_AGING, VALUE
from .phases import (
    FIGHT_PHASE,
    HAZARD_PHASE,
    OVER,
    PENDING_COPY,
    PENDING_EXCHANGE,
    PENDING_MORE,
    PENDING_REPLACE,
    PENDING_SORT,
    PENDING_TARGET,
    PIRATE_PHASE,
    REMOVE_PHASE,
    ZERO_PHASE,
)
from .scoring import score_breakdown
from .view import determinize, friday_view

# What fight_total must look at beyond the plain sum: pirates that change how cards count (F14,
# F16) and the aging cards that zero the highest card (F13).
_TOTAL_RULES = frozenset({C.PIRATE_HALF, C.PIRATE_PLUS_CARDS})
_ZEROING = tuple(a == C.HIGHEST_ZERO and aging for a, aging in zip(ABILITY, IS_AGING, strict=True))
# Each card's ability if Robinson may use it in a fight (F12), else None.
_PLAYER_ABILITY = tuple(a if a in C.PLAYER_ABILITIES else None for a in ABILITY)
# Each card's hazard values (green, yellow, red; a pirate's one), and the life each card's aging
# ability costs at judgement (F13).
_HAZARD_VALUES = tuple(c.hazard_values for c in C.CARDS)
_DRAIN = tuple({C.AGE1: 1, C.AGE2: 2}.get(a, 0) for a in ABILITY)

PIRATES_STEP = 3  # step index after red: the final fight (F10)
_STOP_CARDS = frozenset(i for i, a in enumerate(ABILITY) if a == C.STOP and IS_AGING[i])


# How a game ends: a language-neutral code -> the English ``result.reason`` (its numbers in
# braces). texts.py words each code for people (ENDINGS there).
ENDINGS = {
    "pirates_beaten": "both pirate ships beaten",
    "pirate_unbeatable": "the pirate could not be beaten: no card can be obtained any more",
    "no_aging_card": "Robinson's stack had to be rebuilt with no aging card left",
    "out_of_life": "had to lose {amount} life with only {life} left",
}


class FridayState(PhasedState):
    __slots__ = (
        "rng",
        "level",
        "life",
        "max_life",
        "step",
        "stack",
        "discard",
        "aging",
        "hazard_stack",
        "hazard_discard",
        "removed",
        "pirates",
        "pirates_beaten",
        "phase",
        "offer",
        "enemy",
        "enemy_value",
        "left",
        "right",
        "used",
        "destroyed",
        "doubled",
        "double_spent",
        "zeroed",
        "free_left",
        "drew_free",
        "stop_card",
        "steps_down",
        "pending",
        "budget",
        "seen_aging",
        "known_top",
        "known_bottom",
        "won",
        "ending",
    )

    # How clone() copies each slot, in engine.cloning's terms: clone() below is written out as
    # cloned_by_slots would generate it (a compiled class takes no method once made), and
    # tests/engine/test_written_clones.py checks the two agree.
    clone_rules: ClassVar[dict[str, tuple[str, ...]]] = {
        "copy": (
            "rng",
            "stack",
            "discard",
            "aging",
            "hazard_stack",
            "hazard_discard",
            "removed",
            "pirates",
            "offer",
            "left",
            "right",
        ),
        "copy_items": (),
        "shared_records": (),
    }

    def clone(self) -> FridayState:
        """A copy sharing nothing the rules change in place (engine.cloning). Lists are copied
        by slicing, which compiled is one C call where ``.copy()`` looks a method up."""
        twin = FridayState.__new__(FridayState)
        self._copy_base_into(twin)
        twin.rng = self.rng.copy()
        twin.level = self.level
        twin.life = self.life
        twin.max_life = self.max_life
        twin.step = self.step
        twin.stack = self.stack[:]
        twin.discard = self.discard[:]
        twin.aging = self.aging[:]
        twin.hazard_stack = self.hazard_stack[:]
        twin.hazard_discard = self.hazard_discard[:]
        twin.removed = self.removed[:]
        twin.pirates = self.pirates[:]
        twin.pirates_beaten = self.pirates_beaten
        twin.phase = self.phase
        twin.offer = self.offer[:]
        twin.enemy = self.enemy
        twin.enemy_value = self.enemy_value
        twin.left = self.left[:]
        twin.right = self.right[:]
        twin.used = self.used
        twin.destroyed = self.destroyed
        twin.doubled = self.doubled
        twin.double_spent = self.double_spent
        twin.zeroed = self.zeroed
        twin.free_left = self.free_left
        twin.drew_free = self.drew_free
        twin.stop_card = self.stop_card
        twin.steps_down = self.steps_down
        twin.pending = self.pending
        twin.budget = self.budget
        twin.seen_aging = self.seen_aging
        twin.known_top = self.known_top
        twin.known_bottom = self.known_bottom
        twin.won = self.won
        twin.ending = self.ending
        return twin

    # --- the contract -----------------------------------------------------------
    @property
    def to_move(self) -> tuple[int, ...]:
        return () if self.phase == OVER else (0,)

    @property
    def is_over(self) -> bool:
        """PhasedState's, written here so that compiled it reads the typed ``phase``."""
        return self.phase == OVER

    def _final_result(self) -> Result:
        breakdown = score_breakdown(self)
        return Result(
            winners=(0,) if self.won else (),
            scores=(breakdown["total"],),
            returns=(1.0,) if self.won else (-1.0,),
            reason=ENDINGS[self.ending[0]].format(**dict(self.ending[1])),
            details=breakdown,
            reason_code=self.ending[0],
            reason_values=dict(self.ending[1]),
        )

    def describe_phase(self) -> str:
        if self.phase == FIGHT_PHASE and self.pending is not None:
            return f"resolving {C.CARDS[self.pending[1]].id}: {self.pending[0]}"
        return self.phase

    def view(self, player: int | None = 0) -> dict:
        self.check_seat(player, spectator=True)
        return friday_view(self)

    def _determinize(self, player: int, rng: Any) -> FridayState:
        return determinize(self, rng)

    # --- legal actions ------------------------------------------------------------
    def _may_act(self, player: int) -> bool:
        return player == 0  # the only seat (_seat_actions has none for it once over)

    def _seat_actions(self, player: int) -> list[Action]:
        """Seat 0's legal actions."""
        phase = self.phase
        if phase == FIGHT_PHASE:
            if self.pending is not None:
                return self._pending_actions()
            return self._fight_actions()
        if phase == HAZARD_PHASE:
            out = [FIGHT[h] for h in self.offer]
            if len(self.offer) == 1:  # F10: the last hazard may be fought or discarded
                out.append(SKIP)
            return out
        if phase == REMOVE_PHASE:
            return [REMOVE[c] for c in self.removable()] + [DONE]
        if phase == ZERO_PHASE:
            return [ZERO[c] for c in self._zero_candidates()]
        if phase == PIRATE_PHASE:
            return [FIGHT[p] for p in self.pirates]
        return []

    # The fight's moves one by one (no ability resolving), for ``_fight_actions`` and for a
    # playout's heuristic, which asks only what it needs instead of the whole list.
    def free_draw_open(self) -> bool:
        """Whether the fight's next card is a free draw (DRAW, and STOP once one is drawn)."""
        return self.free_left > 0 and self.stop_card < 0

    def draw_cost(self) -> int:
        # F14: against the 2-life pirate only paid draws cost 2.
        return 2 if ABILITY[self.enemy] == C.PIRATE_COST2 else 1

    def can_pay(self) -> bool:
        """Whether PAY is legal once the free draws are over (F5/F8: it needs enough life)."""
        return self.life >= self.draw_cost()

    def can_end(self, best_total: int) -> bool:
        """Whether END is legal once the free draws are over, given ``fight_total(best=True)``:
        hazards are judged on request; a pirate fight cannot be conceded (F6/F14)."""
        return self.enemy_value < 0 or best_total >= self.enemy_value

    def may_end(self) -> bool:
        """``can_end`` of the best total, worked out only for a pirate: a hazard fight may
        always end."""
        return self.enemy_value < 0 or self.can_end(self.fight_total(best=True))

    def can_use(self, card: int) -> bool:
        """Whether USE of this face-up fighting card is legal (no ability resolving)."""
        ability = _PLAYER_ABILITY[card]
        return (
            ability is not None
            and not (self.used | self.destroyed) >> card & 1
            and self._usable(ability, card, 1 << card)
        )

    def _fight_actions(self) -> list[Action]:
        out: list[Action] = []
        if self.free_draw_open():
            out.append(DRAW)
            if self.drew_free:  # F5: stopping needs at least one card drawn
                out.append(STOP)
        else:
            if self.can_pay():
                out.append(PAY)
            if self.may_end():
                out.append(END)
        for card in self.left + self.right:  # most cards have no ability: asked first
            if _PLAYER_ABILITY[card] is not None and self.can_use(card):
                out.append(USE[card])
        return out

    def _fight_stuck(self) -> bool:
        """Whether the fight has no legal move (``not legal_actions()``), stopping at the first
        move found instead of building the list."""
        if self.pending is not None:
            return not self._pending_actions()
        if self.free_draw_open() or self.can_pay() or self.may_end():
            return False
        return not any(map(self.can_use, self.left + self.right))

    def face_up(self, source: int = -1) -> list[int]:
        """Face-up fighting cards (not destroyed), other than ``source`` (F12 targets)."""
        gone = self.destroyed
        if not gone and source < 0:
            return self.left + self.right
        return [c for c in self.left + self.right if c != source and not gone & (1 << c)]

    def _usable(self, ability: str, source: int, chain: int) -> bool:
        """Whether using ``ability`` from ``source`` can be carried out now (no dead ends)."""
        if ability in C.TARGETED:  # asked for every legal move: no list is built
            return next(self._target_cards(ability, source), None) is not None
        if ability == C.SORT:
            return bool(self.stack)
        if ability == C.COPY:
            return bool(self._copyable(source, chain))
        return True

    def _targets(self, ability: str, source: int) -> list[int]:
        return list(self._target_cards(ability, source))

    def _target_cards(self, ability: str, source: int) -> Iterator[int]:
        """The face-up cards other than ``source`` that ``ability`` may target: not destroyed
        (F12), and for double not doubled already (F12: a card is doubled once per fight)."""
        gone = self.destroyed | self.double_spent if ability == C.DOUBLE else self.destroyed
        return (c for c in self.left + self.right if c != source and not gone >> c & 1)

    def _copyable(self, source: int, chain: int) -> list[int]:
        """F12/F16: copy repeats a starting/knowledge ability (used or not), never looping."""
        out = []
        for card in self.face_up(source):
            bit = 1 << card
            ability = ABILITY[card]
            if (
                not chain & bit
                and ability in C.PLAYER_ABILITIES
                and self._usable(ability, source, chain | bit)
            ):
                out.append(card)
        return out

    def _pending_actions(self) -> list[Action]:
        kind = self.pending[0]
        source = self.pending[1]
        if kind == PENDING_TARGET:
            return [ON[c] for c in self._targets(self.pending[2], source)]
        if kind == PENDING_COPY:
            return [COPY[c] for c in self._copyable(source, self.pending[2])]
        if kind == PENDING_EXCHANGE:  # the optional second exchange of "exchange x2"
            return [ON[c] for c in self.face_up(source)] + [DONE]
        if kind in (
            PENDING_MORE,
            PENDING_REPLACE,
        ):  # second card of "+2 cards"; below-the-pile refill
            return [DRAW, DONE]
        return self._arrangements(self.pending[2])

    def _arrangements(self, k: int) -> list[Action]:
        """F12 sort: discard at most 1 of the k cards looked at, return the rest in any order."""
        seen = tuple(self.stack[-1 : -k - 1 : -1])  # top first
        out = [put(order) for order in permutations(seen)]
        for dropped in seen:
            rest = tuple(c for c in seen if c != dropped)
            out.extend(put(order, dropped) for order in permutations(rest))
        return out

    def removable(self) -> list[int]:
        """F7: face-up fighting cards of this fight whose removal fits the remaining budget."""
        budget = self.budget
        return [c for c in self.face_up() if (2 if IS_AGING[c] else 1) <= budget]

    # --- applying actions ---------------------------------------------------------
    def _apply(self, player: int, action: Action) -> None:
        kind = action.kind
        if kind == "draw":
            self._draw_action()
        elif kind == "use":
            self.used |= 1 << action.card
            self._resolve(ABILITY[action.card], action.card)
        elif kind == "on":
            self._on_target(action.card)
        elif kind == "pay":
            self.life -= self.draw_cost()
            card = self._draw()
            if card >= 0:
                self.right.append(card)
        elif kind == "end":
            self._judge()
        elif kind == "stop":
            self.free_left = 0  # F5: the remaining free draws are forfeited
        elif kind == "fight":
            if self.phase == PIRATE_PHASE:
                self._start_pirate(action.card)
            else:
                self._start_hazard(action.card)
        elif kind == PENDING_COPY:
            chain = self.pending[2] | (1 << action.card)
            source = self.pending[1]
            self.pending = None
            ability = ABILITY[action.card]
            if ability == C.COPY:
                self.pending = (PENDING_COPY, source, chain)
            else:
                self._resolve(ability, source)
        elif kind == "put":
            self._arrange(action.args, action.card)
        elif kind == "remove":
            self._remove(action.card)
        elif kind == "zero":
            self._zero(action.card)
        elif kind == "skip":
            self.hazard_discard.append(self.offer.pop())
            self._next_turn()
        else:  # done
            if self.phase == REMOVE_PHASE:
                self._clear_fight()
            else:
                self.pending = None
        if self.phase == FIGHT_PHASE and self.enemy_value >= 0 and self._fight_stuck():
            # F14/seed 000 defeat 2: short against a pirate with nothing left to try.
            self._defeat("pirate_unbeatable")

    def _resolve(self, ability: str, source: int) -> None:
        """Carry out a starting/knowledge ability for ``source`` (F12)."""
        if ability == C.LIFE1 or ability == C.LIFE2:
            self._gain(1 if ability == C.LIFE1 else 2)
        elif ability == C.CARD1 or ability == C.CARD2:
            card = self._draw()  # F12: free, placed right, not a free-portion draw
            if card >= 0:
                self.right.append(card)
                if ability == C.CARD2:  # F16: "+2 cards" may stop after one
                    self.pending = (PENDING_MORE, source)
        elif ability == C.STEP_DOWN:
            self.steps_down += 1
        elif ability == C.SORT:
            k = min(3, len(self.stack))  # F12: no rebuild for sort
            self._look(k)
            for card in self.stack[-k:]:
                if IS_AGING[card]:
                    self.seen_aging |= 1 << card
            self.known_top = max(self.known_top, k)  # the player has seen them
            self.reveal_count += 1
            self.pending = (PENDING_SORT, source, k)
        elif ability == C.COPY:
            self.pending = (PENDING_COPY, source, 1 << source)
        else:
            self.pending = (PENDING_TARGET, source, ability)

    def _on_target(self, target: int) -> None:
        kind, source = self.pending[0], self.pending[1]
        ability = C.EXCHANGE if kind == PENDING_EXCHANGE else self.pending[2]
        self.pending = None
        bit = 1 << target
        if ability == C.DESTROY:
            self.destroyed |= bit  # F12: face down, counts 0, ability void
            if target == self.stop_card:
                self.stop_card = -1  # F13: free draws resume
        elif ability == C.DOUBLE:
            self.doubled |= bit
            self.double_spent |= bit
        elif ability == C.EXCHANGE or ability == C.EXCHANGE2:
            side = self.left if target in self.left else self.right
            index = side.index(target)
            self._leave_play(target, side)
            self.discard.append(target)
            card = self._draw()
            if card < 0:
                return
            side.insert(index, card)
            if ability == C.EXCHANGE2:
                self.pending = (PENDING_EXCHANGE, source)
        else:  # below the pile
            from_left = target in self.left
            self._leave_play(target, self.left if from_left else self.right)
            if not self.stack and not self._rebuild():  # F12: rebuild first if empty
                # F9 defeat; the card is still Robinson's and counts in the score (F15)
                self.stack.append(target)
                return
            self.stack.insert(0, target)
            self.known_bottom += 1
            if from_left:
                self.pending = (PENDING_REPLACE, source)

    def _leave_play(self, card: int, side: list[int]) -> None:
        side.remove(card)
        self.doubled &= ~(1 << card)  # F16: a doubled card that leaves play gets nothing
        if card == self.stop_card:
            self.stop_card = -1  # F13/F16: remaining free draws resume

    def _draw_action(self) -> None:
        pending = self.pending
        self.pending = None
        card = self._draw()
        if card < 0:
            return
        if pending is None:  # a free-portion draw (F5)
            self.free_left -= 1
            self.drew_free = True
            self.left.append(card)
            if card in _STOP_CARDS:
                self.stop_card = card  # F13: stop triggers only on a free draw
        elif pending[0] == PENDING_MORE:
            self.right.append(card)
        else:  # F12: a free replacement for a left card put below the pile
            self.left.append(card)

    def _draw(self) -> int:
        """Top card of Robinson's stack, rebuilding first if empty (F9); -1 on defeat."""
        if not self.stack and not self._rebuild():
            return -1
        top = len(self.stack) - 1
        card = self.rng.draw(self.stack, top if self.known_top else min(self.known_bottom, top))
        if self.known_top:
            self.known_top -= 1
        if self.known_bottom > len(self.stack):
            self.known_bottom = len(self.stack)
        if IS_AGING[card]:
            self.seen_aging |= 1 << card
        self.reveal_count += 1
        return card

    def _look(self, k: int) -> None:
        """The top ``k`` cards of the stack come to light (F12 sort): those not known yet are
        dealt from the unseen middle (a no-op for the seeded generator, engine/rng.py)."""
        stack = self.stack
        top = len(stack) - 1
        unseen_from = min(self.known_bottom, len(stack))
        for place in range(top - self.known_top, max(top - k, unseen_from - 1), -1):
            self.rng.reveal(stack, place, range(unseen_from, place + 1))

    def _rebuild(self) -> bool:
        """F9: top aging card (unseen) + discard, shuffled; fight cards stay out."""
        if not self.aging:
            self._defeat("no_aging_card")
            return False
        self.discard.append(self.rng.draw(self.aging, aging_unseen_from(self.aging)))
        self.stack = self.discard
        self.discard = []
        self.rng.shuffle_pile(self.stack)
        self.known_top = self.known_bottom = 0
        return True

    def _gain(self, amount: int) -> None:
        self.life = min(self.max_life, self.life + amount)  # F8: gains above max are lost

    def _arrange(self, order: tuple[int, ...], dropped: int) -> None:
        k = self.pending[2]
        self.pending = None
        del self.stack[len(self.stack) - k :]
        self.stack.extend(reversed(order))  # order is top first; the top is the list's end
        if dropped >= 0:
            self.discard.append(dropped)
        self.known_top += len(order) - k
        self.known_bottom = min(self.known_bottom, len(self.stack))

    # --- judgement and after --------------------------------------------------------
    def hazard_value(self) -> int:
        """The value to reach now: F12 step -1 for hazards, the fixed value for pirates."""
        if self.enemy_value >= 0:
            return self.enemy_value
        step = self.step - self.steps_down
        return _HAZARD_VALUES[self.enemy][step if step > 0 else 0]

    def fight_total(self, best: bool = False) -> int:
        """The fighting total now (F12 double, F13 highest = 0, F14 pirate rules).

        With ``best`` the still-open choices (tied highest cards, the counted half)
        are made to maximise the total; otherwise ``zeroed`` holds the choices made.
        """
        doubled = self.doubled
        cards = self.face_up() if self.destroyed else self.left + self.right
        ability = ABILITY[self.enemy]
        if not doubled and not self.zeroed and ability not in _TOTAL_RULES:
            # A plain loop: for a handful of cards far cheaper than sum(map(...)).
            total = 0
            for card in cards:
                if _ZEROING[card]:
                    break
                total += VALUE[card]
            else:
                return total  # none of the rules below applies
        values = {c: VALUE[c] * 2 if doubled & (1 << c) else VALUE[c] for c in cards}
        zeroed = self.zeroed
        if best:
            for _ in range(self._zero_cards_pending()):
                zeroed |= 1 << min(self._zero_candidates(zeroed), key=values.__getitem__)
        for card in cards:
            if zeroed & (1 << card):
                values[card] = 0
        half = ability == C.PIRATE_HALF
        total = self._best_half(cards, values) if half else sum(values.values())
        if ability == C.PIRATE_PLUS_CARDS:
            total += len(cards)
        return total

    @staticmethod
    def _best_half(cards: list[int], values: dict[int, int]) -> int:
        """F14/F16: half the cards count (odd: floor or ceil at will); aging cards always."""
        forced = [c for c in cards if IS_AGING[c]]
        others = sorted((values[c] for c in cards if not IS_AGING[c]), reverse=True)
        base = sum(values[c] for c in forced)
        sizes = {len(cards) // 2, (len(cards) + 1) // 2}
        options = [base + sum(others[: n - len(forced)]) for n in sizes if n >= len(forced)]
        return max(options) if options else base

    def _zero_cards_pending(self) -> int:
        active = 0
        for card in self.face_up():
            active += _ZEROING[card]
        return active - self.zeroed.bit_count()

    def _zero_candidates(self, zeroed: int | None = None) -> list[int]:
        """F13: the not yet zeroed face-up cards with the highest printed value."""
        zeroed = self.zeroed if zeroed is None else zeroed
        cards = [c for c in self.face_up() if not zeroed & (1 << c)]
        top = max(VALUE[c] for c in cards)
        return [c for c in cards if VALUE[c] == top]

    def _judge(self) -> None:
        """F6: automatic judgement; hazard fights first settle tied "highest = 0" picks."""
        if self.enemy_value < 0:
            self.phase = ZERO_PHASE
            self._settle_zeroes()
        else:
            self._finish_fight(self.fight_total(best=True))

    def _settle_zeroes(self) -> None:
        """F13 ties are the player's choice, asked only when it can change the outcome.

        Equal tied cards change nothing. If the best picks win, F6 applies: a total that
        reaches the value cannot be turned into a loss, so the best pick is made.
        """
        doubled = self.doubled
        while self._zero_cards_pending() > 0:
            tied = self._zero_candidates()
            worth = {c: VALUE[c] * (2 if doubled & (1 << c) else 1) for c in tied}
            if len(set(worth.values())) > 1:
                if self.fight_total(best=True) < self.hazard_value():
                    return  # a lost fight either way: the loss size is the player's (ZERO)
                tied.sort(key=worth.__getitem__)
            self.zeroed |= 1 << tied[0]
        self.phase = FIGHT_PHASE
        self._finish_fight(self.fight_total())

    def _zero(self, card: int) -> None:
        self.zeroed |= 1 << card
        self._settle_zeroes()

    def _finish_fight(self, total: int) -> None:
        """F7/F13: aging life loss, then the result, the loss payment and the removals."""
        value = self.hazard_value()
        won = total >= value
        is_pirate = self.enemy_value >= 0
        if won and not is_pirate:
            self.discard.append(self.enemy)  # F7: the hazard joins as a knowledge card
            self.enemy = -1
        elif won:
            # F6/F15: the pirate is beaten at judgement, like a hazard above, even if the
            # aging life loss that follows (F13) kills Robinson: it still scores +15.
            self.pirates.remove(self.enemy)
            self.pirates_beaten += 1
        drain = 0
        for card in self.face_up():
            drain += _DRAIN[card]
        if drain and not self._lose_life(drain):
            return
        if won:
            self._clear_fight()
            return
        loss = value - total  # F16: totals may be negative
        if not self._lose_life(loss):
            return
        self.budget = loss
        if self.removable():
            self.phase = REMOVE_PHASE
        else:
            self._clear_fight()

    def _lose_life(self, amount: int) -> bool:
        """F8: reaching 0 is fine; losing more than you have is defeat (life counts 0)."""
        if amount > self.life:
            self._defeat("out_of_life", amount=amount, life=self.life)
            self.life = 0
            return False
        self.life -= amount
        return True

    def _remove(self, card: int) -> None:
        side = self.left if card in self.left else self.right
        side.remove(card)
        self.removed.append(card)
        self.budget -= 2 if IS_AGING[card] else 1
        if not self.removable():
            self._clear_fight()  # nothing more fits the budget: "done" is all that is left

    def _clear_fight(self) -> None:
        """Fight cards to Robinson's discard, destroyed ones out of the game (F7, F12)."""
        gone = self.destroyed
        for card in self.left + self.right:
            (self.removed if gone & (1 << card) else self.discard).append(card)
        if self.enemy >= 0 and self.enemy_value < 0:
            self.hazard_discard.append(self.enemy)  # F7: a lost hazard
        self._reset_fight()
        self._next_turn()

    def _reset_fight(self) -> None:
        self.enemy = -1
        self.enemy_value = -1
        self.left = []
        self.right = []
        self.used = self.destroyed = self.doubled = self.double_spent = self.zeroed = 0
        self.free_left = 0
        self.drew_free = False
        self.stop_card = -1
        self.steps_down = 0
        self.pending = None
        self.budget = 0

    # --- turn structure -------------------------------------------------------------
    def _next_turn(self) -> None:
        """F10: offer hazards, advance the step when the stack is empty, then pirates."""
        while self.step < PIRATES_STEP:
            if len(self.hazard_stack) >= 2:
                draw = self.rng.draw
                self.offer = [draw(self.hazard_stack), draw(self.hazard_stack)]
            elif self.hazard_stack:
                self.offer = [self.hazard_stack.pop()]  # the last card: no chance left
            else:
                self.step += 1
                if self.step < PIRATES_STEP:
                    self.hazard_stack = self.hazard_discard
                    self.hazard_discard = []
                    self.rng.shuffle_pile(self.hazard_stack)
                continue
            self.phase = HAZARD_PHASE
            self.reveal_count += 1
            return
        if len(self.pirates) == 2:
            self.phase = PIRATE_PHASE  # F14: the player chooses the order
        elif self.pirates:
            self._start_pirate(self.pirates[0])
        else:
            self.won = True
            self._end("pirates_beaten")
            self.phase = OVER

    def _start_hazard(self, hazard: int) -> None:
        self.offer.remove(hazard)
        self.hazard_discard.extend(self.offer)  # F10: the other one is discarded face up
        self.offer = []
        self.enemy = hazard
        self.free_left = C.CARDS[hazard].free_cards
        self.phase = FIGHT_PHASE

    def pirate_terms(self, pirate: int) -> tuple[int, int]:
        """(free cards, value) of a pirate if its fight started now (F14)."""
        card = C.CARDS[pirate]
        if card.ability == C.PIRATE_ALL_HAZARDS:  # F14: from the hazard discard at the start
            free = sum(C.CARDS[h].free_cards for h in self.hazard_discard)
            return free, sum(C.CARDS[h].hazard_values[2] for h in self.hazard_discard)
        if card.ability == C.PIRATE_AGING:  # F14 (revised)/F16: 2 x aging cards ever taken
            return card.free_cards, 2 * self.aging_taken()
        return card.free_cards, card.hazard_values[0]

    def aging_taken(self) -> int:
        """F14 (revised): the aging cards that have entered Robinson's stack this game, owned,
        in play, removed or destroyed alike: in a standard game, the level's aging cards less
        the aging pile (a scenario's unlisted aging cards never entered it)."""
        places = self.stack + self.discard + self.removed + self.left + self.right
        return sum(map(IS_AGING.__getitem__, places))

    def _start_pirate(self, pirate: int) -> None:
        free, value = self.pirate_terms(pirate)
        self.enemy = pirate
        self.enemy_value = value
        self.free_left = free
        self.phase = FIGHT_PHASE
        if self._fight_stuck():
            self._defeat("pirate_unbeatable")

    def _end(self, code: str, **values: int) -> None:
        """Record how the game ended: its code and numbers (the result words them)."""
        self.ending = (code, tuple(values.items()))

    def _defeat(self, code: str, **values: int) -> None:
        self.won = False
        self._end(code, **values)
        self.phase = OVER
        self.pending = None


def aging_unseen_from(aging: list[int]) -> int:
    """Where the unseen part of the aging pile begins: its normal cards lie shuffled on its
    difficult ones (F2), so the top card is one of the normal cards while any is left."""
    difficult = 0
    for card in aging:  # a loop, not sum(generator): compiled, no generator object
        difficult += C.IS_DIFFICULT[card]
    return difficult if difficult < len(aging) else 0
