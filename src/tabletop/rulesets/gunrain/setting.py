"""One player's secret setting (G4, G5), built from small actions so each menu stays short.

A card at a time: ``act`` (an action card; ``act 7C+`` pays the heavy-gun bonus), ``pay`` (a
cost card), ``keep`` (the one card kept for next turn); right after a ❤ card its target, ``flip
N`` or ``swap A B`` (the bonus); then the commit, ``to N`` when ♦ cards are set (the destination
comes last, once every card that decides where the player can go is down) or ``done``. Only
actions that keep the setting completable are offered: whatever has been set, paying with the
rest of the hand always covers the costs, and every ❤ or ♦ card has a target. Cards left in the
hand at the commit are discarded with the set cards after step 4.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tabletop.engine import Action

from .actions import ACT, ACT_BONUS, COORDS, DONE, FLIP, KEEP, PAY, SWAP, TO
from .board import bits, coord_of, square_of
from .cards import (
    ACTION_COST,
    BOARD_SUIT,
    BONUS_COST,
    CLUB,
    DECK_SUIT,
    DECK_VALUE,
    DIAMOND,
    HEART,
    SPADE,
)

if TYPE_CHECKING:
    from .rules import GunRainState


class Setting:
    """The cards one player has set this turn. ``acts`` holds (card, bonus, a, b): a ❤ card's
    squares (a = flipped, or a and b swapped); ``dest`` is the ♦ destination square."""

    __slots__ = ("acts", "costs", "keep", "dest", "required", "paid", "pending", "done")

    def __init__(self) -> None:
        self.acts: list[tuple[int, bool, int, int]] = []
        self.costs: list[int] = []
        self.keep = -1
        self.dest = -1
        self.required = 0  # G4: the actions' costs, bonuses included
        self.paid = 0  # G4: the numbers of the cost cards
        self.pending = -1  # a ❤ card waiting for its target
        self.done = False

    def copy(self) -> Setting:
        twin = Setting.__new__(Setting)
        twin.acts = self.acts[:]
        twin.costs = self.costs[:]
        twin.keep = self.keep
        twin.dest = self.dest
        twin.required = self.required
        twin.paid = self.paid
        twin.pending = self.pending
        twin.done = self.done
        return twin

    def placed(self) -> list[int]:
        """Every card this setting took from the hand."""
        cards = [act[0] for act in self.acts] + self.costs
        if self.keep >= 0:
            cards.append(self.keep)
        if self.pending >= 0:
            cards.append(self.pending)
        return cards

    def placed_count(self) -> int:
        """``len(placed())`` without building the list: views and observers ask every step."""
        return len(self.acts) + len(self.costs) + (self.keep >= 0) + (self.pending >= 0)


# Per card: its number, suit and action cost, and its setting actions (act, act with the bonus
# or None, pay, keep), read with one lookup in setting_actions, a Gun Rain game's hottest loop.
_CARD = tuple(
    (value, suit, ACTION_COST[suit], ACT[card], ACT_BONUS.get(card), PAY[card], KEEP[card])
    for card, (value, suit) in enumerate(zip(DECK_VALUE, DECK_SUIT, strict=True))
)


# FLIP, TO and SWAP indexed by coordinates (index 0 unused): the targets' loops index tuples
# rather than hash keys (a tuple key, for SWAP).
_FLIP = tuple(FLIP.get(c) for c in range(COORDS.stop))
_TO = tuple(TO.get(c) for c in range(COORDS.stop))
_SWAP = tuple(tuple(SWAP.get((a, b)) for b in range(COORDS.stop)) for a in range(COORDS.stop))


def setting_actions(state: GunRainState, player: int) -> list[Action]:
    """The legal next steps of ``player``'s setting (the player is still setting)."""
    s = state.settings[player]
    hand = state.hands[player]
    slack = s.paid - s.required  # what paying with the whole rest of the hand would leave
    for card in hand:
        value = DECK_VALUE[card]  # compiled, a C int: the sum stays in C
        slack += value
    side = state.side_of(player)
    if s.pending >= 0:
        return _heart_targets(state, player, side, s, slack)
    territory = state.layout.territory[side]
    out: list[Action] = []
    keeping = s.keep < 0  # G4: at most 1 unset card is kept
    plan = -1  # the face-up squares after the ❤ cards set so far, computed on demand
    for card in hand:
        value, suit, cost, act, bonus, pay, keep = _CARD[card]
        left = slack - value
        if left >= cost:
            if suit == SPADE:
                out.append(act)
            elif suit == CLUB:
                out.append(act)
                if left >= cost + BONUS_COST:
                    out.append(bonus)
            else:
                if plan < 0:
                    plan = _planned_face_up(state, s) & territory
                if suit == DIAMOND:  # G7: a first step needs a movement square next to you
                    if state.layout.neighbours[state.pos[player]] & plan:
                        out.append(act)
                elif territory & ~plan or (
                    _on_heart(state, player) and left >= cost + BONUS_COST and plan.bit_count() >= 2
                ):
                    out.append(act)
        out.append(pay)
        if keeping and left >= 0:
            out.append(keep)
    if s.paid >= s.required:  # G4: the cost cards' sum reaches the actions' costs
        if _moves(s):
            out.extend(_destinations(state, player, side, s))
        else:
            out.append(DONE)
    return out


def _moves(s: Setting) -> bool:
    """Whether the setting holds a ♦ card (a loop: compiled, cpdef functions take no generator)."""
    for act in s.acts:  # noqa: SIM110 (any() of a generator would be a closure)
        if DECK_SUIT[act[0]] == DIAMOND:
            return True
    return False


def apply_setting(state: GunRainState, player: int, action: Action) -> None:
    """Carry out one legal setting step; ``to`` and ``done`` commit the setting."""
    s = state.settings[player]
    kind = action.kind
    card = action.card
    if kind == "act":
        state.hands[player].remove(card)
        suit = DECK_SUIT[card]
        s.required += ACTION_COST[suit]
        if suit == HEART:
            s.pending = card
        else:
            bonus = action.args[0]
            if bonus:
                s.required += BONUS_COST
            s.acts.append((card, bonus, -1, -1))
    elif kind == "pay":
        state.hands[player].remove(card)
        s.costs.append(card)
        s.paid += DECK_VALUE[card]
    elif kind == "keep":
        state.hands[player].remove(card)
        s.keep = card
    elif kind == "flip":
        side = state.side_of(player)
        s.acts.append((s.pending, False, square_of(side, action.args[0]), -1))
        s.pending = -1
    elif kind == "swap":
        side = state.side_of(player)
        a, b = action.args
        s.required += BONUS_COST
        s.acts.append((s.pending, True, square_of(side, a), square_of(side, b)))
        s.pending = -1
    elif kind == "to":
        s.dest = square_of(state.side_of(player), action.args[0])
        s.done = True
    else:  # done
        s.done = True


def _on_heart(state: GunRainState, player: int) -> bool:
    """G7: the ❤ bonus needs a ❤ square under the player at the start of the turn."""
    return BOARD_SUIT[state.board[state.pos[player]]] == HEART


def _planned_face_up(state: GunRainState, s: Setting) -> int:
    """The face-up squares once this setting's ❤ flips have happened (step 2 precedes moving)."""
    mask = state.face_up
    for card, bonus, a, _ in s.acts:
        if DECK_SUIT[card] == HEART and not bonus:
            mask |= 1 << a
    return mask


def _heart_targets(
    state: GunRainState, player: int, side: int, s: Setting, slack: int
) -> list[Action]:
    """G7: flip a face-down square of one's territory, or (bonus) swap two face-up ones."""
    territory = state.layout.territory[side]
    plan = _planned_face_up(state, s) & territory
    out = [_FLIP[c] for c in sorted([coord_of(side, sq) for sq in bits(territory & ~plan)])]
    if slack >= BONUS_COST and _on_heart(state, player):
        coords = sorted([coord_of(side, sq) for sq in bits(plan)])
        out.extend([_SWAP[a][b] for i, a in enumerate(coords) for b in coords[i + 1 :]])
    return out


def _destinations(state: GunRainState, player: int, side: int, s: Setting) -> list[Action]:
    """G7/G10: where the ♦ cards can take the player, 1 step each, 2 from a ♦ square.

    The ♦ square is the one under the player after this setting's swaps (step 2 comes first).
    A card swapped in from a square that was face down at the start of the turn has a suit the
    player does not know yet, so the offer counts it as no ♦; the real suit decides the walk at
    step 3 and a longer walk can always end where a shorter one can.
    """
    diamonds = 0
    source = state.pos[player]
    swaps = []
    for card, bonus, a, b in s.acts:
        suit = DECK_SUIT[card]
        if suit == DIAMOND:
            diamonds += 1
        elif suit == HEART and bonus:
            swaps.append((a, b))
    for a, b in reversed(swaps):  # which square's card ends up under the player
        if source == a:
            source = b
        elif source == b:
            source = a
    known = state.face_up >> source & 1
    bonus = known and BOARD_SUIT[state.board[source]] == DIAMOND
    allowed = _planned_face_up(state, s) & state.layout.territory[side]
    ends = state.layout.reachable(state.pos[player], allowed, diamonds, diamonds * (1 + bonus))
    return [_TO[c] for c in sorted([coord_of(side, sq) for sq in bits(ends)])]
