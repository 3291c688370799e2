"""Gun Rain's rules as a state machine (seed 004, rulings G1-G10).

Phases (phases.py): side and place (G9), joker (G8), set (the secret setting, G5, built in
setting.py), aim (step 4 heavy-gun shifts, G6), over. The reveal, steps 1-4, the end check, the
discard and the draws run inside the ``apply`` that completes the last setting or aim.

Squares are ints 0..23 (board.py), tokens (owner, square, card) tuples, piles lists with the top
at the end. ``events`` (public, for the view) tells what the last resolution did.
"""

from __future__ import annotations

from typing import Any, ClassVar

from tabletop.engine import Action, Result
from tabletop.engine.phased import PhasedState

from .actions import AT, NO_SHIFT, PASS, SHIFT, SIDES, USE_JOKER
from .board import AHEAD, SOUTH, SQUARES, bits, coord_of, square_of
from .cards import BOARD_SUIT, CLUB, DECK_SUIT, DIAMOND, HEART, SPADE
from .phases import AIM, JOKER, OVER, PLACE, SET, SIDE
from .setting import Setting, apply_setting, setting_actions
from .view import determinize, gunrain_view

HAND_SIZE = 5  # G4/G8: cards drawn each turn before the voltage bonus
MAX_HP = 5  # G5
TOKEN_DAMAGE = 2  # G6
EVERY_SQUARE = (1 << SQUARES) - 1  # the board's squares as a bitmask


# How a game ends: a language-neutral code -> the English ``result.reason`` (its numbers in
# braces). texts.py words each code for people (ENDINGS there).
ENDINGS = {
    "both_fell": "both players fell in the same turn: a draw",
    "no_hp": "player {player} has no HP left",
    "turn_limit_equal": "turn limit {turns} reached with equal HP: a draw",
    "turn_limit": "turn limit {turns} reached: more HP left",
}


def replaced(pair: tuple, seat: int, value: Any) -> tuple:
    """``pair`` (one entry per seat) with ``seat``'s entry replaced: the seats' positions, HP
    and jokers are tuples, which a clone shares instead of copying."""
    return (value, pair[1]) if seat == 0 else (pair[0], value)


def _seats(first: bool, second: bool) -> tuple[int, ...]:
    """The seats of two that are waited for. An ``if`` per answer: compiled, Cython refuses a
    conditional expression between tuples of different lengths."""
    if first:
        if second:
            return (0, 1)
        return (0,)
    if second:
        return (1,)
    return ()


class GunRainState(PhasedState):
    __slots__ = (
        "rng",
        "layout",
        "max_turns",
        "board",
        "face_up",
        "south",
        "pos",
        "start",
        "hp",
        "tokens",
        "hands",
        "deck",
        "discard",
        "jokers_used",
        "phase",
        "actor",
        "turn",
        "turn_player",
        "drawn",
        "fresh",
        "settings",
        "aims",
        "shifts",
        "revealed",
        "events",
        "winners",
        "reason",
        "ending",
    )

    # How clone() copies each slot, in engine.cloning's terms: clone() below is written out as
    # cloned_by_slots would generate it (a compiled class takes no method once made), and
    # tests/engine/test_written_clones.py checks the two agree.
    clone_rules: ClassVar[dict[str, tuple[str, ...]]] = {
        "copy": ("rng", "board", "deck", "discard"),
        "copy_items": ("hands", "settings"),
        "shared_records": (),
    }

    def clone(self) -> GunRainState:
        """A copy sharing nothing the rules change in place (engine.cloning). Lists are copied
        by slicing, which compiled is one C call where ``.copy()`` looks a method up."""
        twin = GunRainState.__new__(GunRainState)
        self._copy_base_into(twin)
        twin.rng = self.rng.copy()
        twin.layout = self.layout
        twin.max_turns = self.max_turns
        twin.board = self.board[:]
        twin.face_up = self.face_up
        twin.south = self.south
        twin.pos = self.pos
        twin.start = self.start
        twin.hp = self.hp
        twin.tokens = self.tokens
        twin.hands = [hand[:] for hand in self.hands]
        twin.deck = self.deck[:]
        twin.discard = self.discard[:]
        twin.jokers_used = self.jokers_used
        twin.phase = self.phase
        twin.actor = self.actor
        twin.turn = self.turn
        twin.turn_player = self.turn_player
        twin.drawn = self.drawn
        twin.fresh = self.fresh
        twin.settings = []
        for setting in self.settings:  # a loop: compiled, the typed item's copy() is a C call
            twin.settings.append(setting.copy())
        twin.aims = self.aims
        twin.shifts = self.shifts
        twin.revealed = self.revealed
        twin.events = self.events
        twin.winners = self.winners
        twin.reason = self.reason
        twin.ending = self.ending
        return twin

    # --- the contract -------------------------------------------------------------------
    @property
    def to_move(self) -> tuple[int, ...]:
        return self._waiting()

    def _waiting(self) -> tuple[int, ...]:
        """``to_move``, as a method: compiled, the rules call it in C, not through a property."""
        phase = self.phase
        if phase == SET:  # asked at every move of a playout: no generator
            first, second = self.settings
            return _seats(not first.done, not second.done)
        if phase == AIM:
            aims = self.aims
            return _seats(bool(aims[0]), bool(aims[1]))
        if phase == OVER:
            return ()
        return (self.actor,)

    @property
    def is_over(self) -> bool:
        """PhasedState's, written here so that compiled it reads the typed ``phase``."""
        return self.phase == OVER

    def _final_result(self) -> Result:
        winners = self.winners
        returns = tuple(0.0 if not winners else 1.0 if p in winners else -1.0 for p in (0, 1))
        return Result(
            winners=winners,
            scores=tuple(self.hp),
            returns=returns,
            reason=self.reason,
            reason_code=self.ending[0],
            reason_values=dict(self.ending[1]),
            details={"hp": list(self.hp), "turns": self.turn},
        )

    def describe_phase(self) -> str:
        if self.phase == SET:
            return f"turn {self.turn}: setting cards in secret"
        if self.phase == AIM:
            return f"turn {self.turn}, step 4: aiming heavy guns"
        return {
            SIDE: f"player {self.actor} chooses a side",
            PLACE: f"player {self.actor} chooses an initial position",
            JOKER: f"player {self.actor} may use the joker",
        }.get(self.phase, self.phase)

    def view(self, player: int | None = 0) -> dict:
        player = self.check_seat(player, spectator=True)
        return gunrain_view(self, player)

    def _determinize(self, player: int, rng: Any) -> GunRainState:
        return determinize(self, player, rng)

    # --- geometry from a player's seat -----------------------------------------------
    def side_of(self, player: int) -> int:
        return SOUTH if player == self.south else 1 - SOUTH

    def forward(self, player: int) -> int:
        """G3: forward is along the column toward the opponent."""
        step = self.layout.columns
        return step if player == self.south else -step

    def shift_options(self, player: int) -> list[int]:
        """G6: the directions a heavy-gun token may be shifted (staying on the board)."""
        side = self.side_of(player)
        ahead = self.layout.shifted(side, self.pos[player], AHEAD)
        return [d for d in range(NO_SHIFT) if self.layout.shifted(side, ahead, d) >= 0]

    # --- legal actions ------------------------------------------------------------------
    def _may_act(self, player: int) -> bool:
        return player in self._waiting()

    def _seat_actions(self, player: int) -> list[Action]:
        """The legal actions of ``player``, a seat to move."""
        phase = self.phase
        if phase == SET:
            return setting_actions(self, player)
        if phase == AIM:
            moves = SHIFT[self.aims[player][0]]
            return [moves[d] for d in self.shift_options(player)] + [moves[NO_SHIFT]]
        if phase == JOKER:
            return [USE_JOKER, PASS]
        if phase == PLACE:  # G9: any face-up square of one's own territory
            side = self.side_of(player)
            free = self.face_up & self.layout.territory[side]
            return [AT[c] for c in sorted([coord_of(side, sq) for sq in bits(free)])]
        return list(SIDES)

    # --- applying actions ---------------------------------------------------------------
    def _apply(self, player: int, action: Action) -> None:
        phase = self.phase
        if phase == SET:
            apply_setting(self, player, action)
            if not self._waiting():
                self._reveal()
        elif phase == AIM:
            self.aims = tuple([a[1:] if p == player else a for p, a in enumerate(self.aims)])
            self.shifts += ((action.card, action.args[0]),)
            if not self._waiting():
                self.reveal_count += 1  # the shifts come to light
                self._attack()
        elif phase == JOKER:
            if action is USE_JOKER:
                self._use_joker(player)
            self._next_draw()
        elif phase == PLACE:
            square = square_of(self.side_of(player), action.args[0])
            self.pos = replaced(self.pos, player, square)
            self.start = replaced(self.start, player, square)
            if player == self.turn_player:  # G9: the turn player places first
                self.actor = 1 - player
            else:
                self.begin_draws()
        else:  # G9: the turn player chooses which half is theirs
            self.south = player if action.args[0] == SOUTH else 1 - player
            self.phase = PLACE
            self.actor = player

    # --- the turn: reveal and steps 1-4 (G5) --------------------------------------------
    def _reveal(self) -> None:
        self.reveal_count += 1
        self.events = ()
        self.shifts = ()
        self.revealed = tuple([(tuple(s.acts), tuple(s.costs), s.dest) for s in self.settings])
        self._advance_tokens()
        for player in (0, 1):
            self._expand(player)
        for player in (0, 1):
            self._move(player)
        # G6/G10: a paid heavy-gun bonus works only from a ♣ square after moving.
        self.aims = (self._heavy_aims(0), self._heavy_aims(1))
        if self.aims[0] or self.aims[1]:
            self.phase = AIM
        else:
            self._attack()

    def _heavy_aims(self, player: int) -> tuple[int, ...]:
        """The player's heavy guns set with the bonus, which aim (G6/G10: from a ♣ square)."""
        if self._square_suit(player) != CLUB:
            return ()
        return tuple(
            [
                card
                for card, bonus, _, _ in self.settings[player].acts
                if bonus and DECK_SUIT[card] == CLUB
            ]
        )

    def _square_suit(self, player: int) -> int:
        return BOARD_SUIT[self.board[self.pos[player]]]

    def _advance_tokens(self) -> None:
        """Step 1 (G6): each token 1 square forward; it hits on entering the opponent's square
        and leaves the board at its edge."""
        kept = []
        for owner, square, card in self.tokens:
            to = square + self.forward(owner)
            if not 0 <= to < len(self.board):
                self.discard.append(card)
                self.events += (("off", owner, card, square),)
            elif to == self.pos[1 - owner]:
                self._token_hits(owner, card, to, "advance")
            else:
                kept.append((owner, to, card))
                self.events += (("advance", owner, card, square, to),)
        self.tokens = tuple(kept)

    def _token_hits(self, owner: int, card: int, square: int, how: str) -> None:
        """G6/G10: 2 damage to the owner's opponent; the ♣ card goes to the discard."""
        self._hurt(1 - owner, TOKEN_DAMAGE)
        self.discard.append(card)
        self.events += (("hit", owner, card, square, how),)

    def _hurt(self, player: int, damage: int) -> None:
        self.hp = replaced(self.hp, player, max(0, self.hp[player] - damage))

    def _expand(self, player: int) -> None:
        """Step 2 (G7): ❤ cards in set order. The bonus square was checked when setting."""
        for card, bonus, a, b in self.settings[player].acts:
            if DECK_SUIT[card] != HEART:
                continue
            if bonus:
                self.board[a], self.board[b] = self.board[b], self.board[a]
                self.events += (("swap", player, a, b),)
            else:
                hidden = bits(EVERY_SQUARE & ~self.face_up)  # the face-down squares
                self.rng.reveal(self.board, a, hidden)  # G7: it comes to light now
                self.face_up |= 1 << a
                self.events += (("flip", player, a, self.board[a]),)

    def _move(self, player: int) -> None:
        """Step 3 (G7, G10): all ♦ cards are one walk, 1 step each or 2 each from a ♦ square.

        Opponent tokens on the walk hit (G6). The walk is the one that takes the least damage;
        among equals, the one crossing the squares with the lowest coordinates of the mover.
        """
        dest = self.settings[player].dest
        if dest < 0:
            return
        diamonds = 0
        for act in self.settings[player].acts:
            if DECK_SUIT[act[0]] == DIAMOND:
                diamonds += 1
        start = self.pos[player]
        side = self.side_of(player)
        most = diamonds * (2 if self._square_suit(player) == DIAMOND else 1)
        allowed = self.face_up & self.layout.territory[side]
        danger = 0
        for owner, square, _ in self.tokens:
            if owner != player:
                danger |= 1 << square
        if danger:
            routes = self.layout.crossings(start, dest, allowed, diamonds, most, danger)
            crossed = self._best_route(player, routes)
            kept = []
            for token in self.tokens:
                owner, square, card = token
                if owner != player and crossed >> square & 1:
                    self._token_hits(owner, card, square, "route")
                else:
                    kept.append(token)
            self.tokens = tuple(kept)
        self.pos = replaced(self.pos, player, dest)
        self.events += (("move", player, start, dest),)

    def _best_route(self, player: int, routes: set[int]) -> int:
        """The first of ``routes`` with the least :meth:`_route_key` (``min`` with that key)."""
        best = best_key = None
        for crossed in routes:
            key = self._route_key(player, crossed)
            if best_key is None or key < best_key:
                best, best_key = crossed, key
        return best

    def _route_key(self, player: int, crossed: int) -> tuple[int, list[int]]:
        """Damage first (stacked tokens each hit), then the mover's lowest coordinates."""
        hits = 0
        for owner, s, _ in self.tokens:
            if owner != player and crossed >> s & 1:
                hits += 1
        side = self.side_of(player)
        return hits, sorted([coord_of(side, s) for s in bits(crossed)])

    def _attack(self) -> None:
        """Step 4 (G6): light guns down the column, heavy-gun tokens placed; then the end."""
        layout = self.layout
        shifts = dict(self.shifts)
        for player in (0, 1):
            here = self.pos[player]
            there = self.pos[1 - player]
            side = self.side_of(player)
            for card, _, _, _ in self.settings[player].acts:
                suit = DECK_SUIT[card]
                if suit == SPADE:
                    damage = 0
                    if layout.column(here) == layout.column(there):
                        damage = 2 if self._square_suit(player) == SPADE else 1
                        self._hurt(1 - player, damage)
                    self.events += (("shot", player, card, damage),)
                elif suit == CLUB:
                    square = layout.shifted(side, here, AHEAD)
                    direction = shifts.get(card, NO_SHIFT)
                    if direction != NO_SHIFT:
                        square = layout.shifted(side, square, direction)
                    if square == there:
                        self._token_hits(player, card, square, "placed")
                    else:
                        self.tokens += ((player, square, card),)
                        self.events += (("token", player, card, square),)
        self._discard_settings()
        self._end_check()

    def _discard_settings(self) -> None:
        """G4/G10: set cards (but tokens) and unkept hand cards go to the shared discard."""
        for player in (0, 1):
            s = self.settings[player]
            for card, _, _, _ in s.acts:
                if DECK_SUIT[card] != CLUB:
                    self.discard.append(card)
            self.discard.extend(s.costs)
            self.discard.extend(self.hands[player])
            self.hands[player] = [s.keep] if s.keep >= 0 else []
        self.settings = []
        self.aims = ((), ())

    def _end_check(self) -> None:
        """G5: after step 4; both at 0 is a draw. The turn limit ends a game that would not."""
        dead = [p for p in (0, 1) if self.hp[p] == 0]
        if len(dead) == 2:
            self._finish((), "both_fell")
        elif dead:
            self._finish((1 - dead[0],), "no_hp", player=dead[0])
        elif self.turn >= self.max_turns:
            if self.hp[0] == self.hp[1]:
                self._finish((), "turn_limit_equal", turns=self.max_turns)
            else:
                leader = 0 if self.hp[0] > self.hp[1] else 1
                self._finish((leader,), "turn_limit", turns=self.max_turns)
        else:
            self.begin_draws()

    def _finish(self, winners: tuple[int, ...], code: str, **values: int) -> None:
        """End the game: its winners, its code and numbers, and the English ``reason``."""
        self.winners = winners
        self.ending = (code, tuple(values.items()))
        self.reason = ENDINGS[code].format(**values)
        self.phase = OVER

    # --- drawing (G8, G10) -----------------------------------------------------------------
    def begin_draws(self) -> None:
        """Both players draw, the turn player first (G10), each then deciding on the joker."""
        self.drawn = 0
        self._next_draw()

    def _next_draw(self) -> None:
        while self.drawn < 2:
            player = self.turn_player ^ self.drawn
            self.drawn += 1
            self.fresh = HAND_SIZE + self.voltage(player)
            self._draw(player, self.fresh)
            if not self.jokers_used[player]:
                self.phase = JOKER
                self.actor = player
                return
        if self.turn:
            self.turn_player ^= 1  # seed 004: change the turn player after the draw
        self.turn += 1
        self.begin_setting()

    def begin_setting(self) -> None:
        self.phase = SET
        self.settings = [Setting(), Setting()]

    def voltage(self, player: int) -> int:
        """G8: rows ahead of the initial position at the end of the turn, never negative."""
        side = self.side_of(player)
        return max(
            0, self.layout.row(side, self.pos[player]) - self.layout.row(side, self.start[player])
        )

    def _draw(self, player: int, count: int) -> None:
        """G10: the rest of the deck first, then the discard shuffled in.

        The deck and discard together always hold enough: at a draw each hand holds at most
        its kept card and at most 7 clubs lie as tokens, leaving 19 of 28 cards, and two draws
        take at most 14 (5 + a voltage bonus of at most 2) with the joker returning its cards.
        """
        hand = self.hands[player]
        deck = self.deck
        draw = self.rng.draw  # looked up once: a draw is a step of most turns
        for _ in range(count):
            if not deck:
                deck = self.deck = self.discard
                self.discard = []
                self.rng.shuffle_pile(deck)
                self.events += (("reshuffle",),)
            hand.append(draw(deck))
        self.reveal_count += 1

    def _use_joker(self, player: int) -> None:
        """G8: once per game, right after drawing: discard the new draw, draw as many again."""
        hand = self.hands[player]
        self.discard.extend(hand[-self.fresh :])
        del hand[-self.fresh :]
        self.jokers_used = replaced(self.jokers_used, player, True)
        self.events += (("joker", player),)
        self._draw(player, self.fresh)


def standing(state: GunRainState, seat: int) -> float:
    """The seat's HP minus the opponent's over the starting HP, for score rewards (research)."""
    hp = state.hp
    return (hp[seat] - hp[1 - seat]) / MAX_HP
