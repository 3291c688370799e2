"""Blind Bid's rules: the state, its legal bids, and how a round is settled.

Rules: each player shuffles a suit of nine cards 1-9 and draws one per round, face down (the
rest stay unseen); the prize cards 1-5 are shuffled and one is turned up per round. Both players
bid a card of their hand at once, face down; when both have bid, the bids are shown: the higher
takes the prize's points, equal bids discard it. Bid cards are spent. After the last round, more
points wins; equal points is a draw.
"""

from __future__ import annotations

from typing import Any

from tabletop.engine import Action, Result, Rng, State
from tabletop.engine.cloning import cloned_by_slots

CARDS = tuple(range(1, 10))
PRIZES = tuple(range(1, 6))
BID = {card: Action("bid", f"bid {card}", card=card) for card in CARDS}


# played is a new list on every change: shared by clones, as a record
@cloned_by_slots(
    copy=("rng", "bids", "pile", "scores"), copy_items=("hands",), shared_records=("played",)
)
class BlindBidState(State):
    __slots__ = ("rng", "rounds", "round", "hands", "bids", "pile", "prize", "scores", "played")

    rng: Rng
    rounds: int
    round: int  # 1-based; rounds + 1 once the game is over
    hands: list[list[int]]  # each sorted
    bids: list[int | None]  # this round's face-down bids
    pile: list[int]  # prize cards still face down, the next on top (last)
    prize: int | None  # the prize of this round; None once over
    scores: list[int]
    played: list[tuple[int, int, int]]  # (prize, bid of player 0, bid of player 1) per round

    @property
    def to_move(self) -> tuple[int, ...]:
        if self.prize is None:
            return ()
        return tuple(p for p in (0, 1) if self.bids[p] is None)

    def legal_actions(self, player: int = 0) -> list[Action]:
        if type(player) is not int or player not in self.to_move:
            return self._idle_actions(player)
        return [BID[card] for card in self.hands[player]]

    def _apply(self, player: int, action: Action) -> None:
        self.hands[player] = [c for c in self.hands[player] if c != action.card]
        self.bids[player] = action.card
        if None not in self.bids:
            self._settle()

    def _settle(self) -> None:
        """Both bids are in: show them, give the prize, turn up the next one."""
        first, second = self.bids
        if first != second:
            self.scores[0 if first > second else 1] += self.prize
        self.played = [*self.played, (self.prize, first, second)]
        self.bids = [None, None]
        self.round += 1
        self.prize = self.pile.pop() if self.round <= self.rounds else None
        self.reveal_count += 1  # the bids, and the next prize

    @property
    def is_over(self) -> bool:
        return self.prize is None

    @property
    def result(self) -> Result | None:
        if self.prize is not None:
            return None
        a, b = self.scores
        winners = (0,) if a > b else (1,) if b > a else (0, 1)
        returns = (0.0, 0.0) if len(winners) == 2 else (1.0, -1.0) if a > b else (-1.0, 1.0)
        return Result(
            winners=winners,
            scores=(float(a), float(b)),
            returns=returns,
            reason="equal points: a draw" if len(winners) == 2 else "more prize points",
            details={
                "rounds won": [
                    sum(1 for _, x, y in self.played if x > y),
                    sum(1 for _, x, y in self.played if y > x),
                ]
            },
        )

    def view(self, player: int | None = 0) -> dict:
        from .view import blindbid_view

        return blindbid_view(self, self.check_seat(player, spectator=True))

    def describe_phase(self) -> str:
        return f"round {self.round} of {self.rounds}, bidding for prize {self.prize}"

    def _determinize(self, player: int, rng: Any) -> BlindBidState:
        """The other hand and its face-down bid drawn from the other suit's cards not shown
        yet, the face-down prizes reshuffled, and a fresh generator."""
        world = self.clone()
        other = 1 - player
        shown = {bids[other] for _, *bids in self.played}
        unseen = [c for c in CARDS if c not in shown]
        rng.shuffle(unseen)
        count = len(self.hands[other])
        world.hands[other] = sorted(unseen[:count])
        if self.bids[other] is not None:
            world.bids[other] = unseen[count]
        world.pile = sorted(self.pile)  # from the same order in every world the seat sees
        rng.shuffle(world.pile)
        world.rng = Rng(rng.randrange(1 << 64))
        return world
