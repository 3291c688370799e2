"""A tiny two-player game with a secret simultaneous phase, for testing seats and hot-seat.

Both players secretly pick 1-3 (a multi-active phase); then the picks are revealed and
the higher pick wins. Just enough of the engine contract for the play loop.
"""

from __future__ import annotations

from tabletop.engine import Action, Game, GameDescriptor, Result, State

PICKS = {n: Action("pick", f"pick {n}", n) for n in (1, 2, 3)}


class DuelGame(Game):
    descriptor = GameDescriptor(
        name="duel",
        title="Duel",
        summary="Both pick 1-3 in secret; the higher pick wins",
        game="tests.cli.fake_duel:DuelGame",
        min_players=2,
        max_players=2,
    )
    rules_version = "duel-1"

    @property
    def num_players(self) -> int:
        return 2

    def new_game(self, seed: int, setup: dict | None = None) -> DuelState:
        state = self._blank_state(DuelState, seed, setup)
        state.picks = [0, 0]
        return state


class DuelState(State):
    __slots__ = ("picks",)

    @property
    def to_move(self) -> tuple[int, ...]:
        return tuple(p for p in (0, 1) if not self.picks[p])

    def legal_actions(self, player: int = 0) -> list[Action]:
        return list(PICKS.values()) if player in self.to_move else []

    def _apply(self, player: int, action: Action) -> None:
        self.picks[player] = action.card
        if all(self.picks):
            self.reveal_count += 1

    @property
    def is_over(self) -> bool:
        return all(self.picks)

    @property
    def result(self) -> Result | None:
        if not self.is_over:
            return None
        a, b = self.picks
        winners = (0,) if a > b else (1,) if b > a else (0, 1)
        returns = tuple(1.0 if p in winners else -1.0 for p in (0, 1))
        return Result(winners, (a, b), returns, "higher pick")

    def view(self, player: int | None = 0) -> dict:
        shown = [
            p if self.is_over or q == player else ("secret" if p else None)
            for q, p in enumerate(self.picks)
        ]
        return {"picks": shown}

    def _determinize(self, player: int, rng) -> DuelState:
        """The other's pick, if made and not yet revealed, could be anything."""
        world = self.clone()
        other = 1 - player
        if world.picks[other] and not self.is_over:
            world.picks[other] = 1 + rng.randrange(3)
        return world

    def clone(self) -> DuelState:
        twin = DuelState.__new__(DuelState)
        self._copy_base_into(twin)
        twin.picks = self.picks[:]
        return twin
