"""What every adapter needs between the engine's actions and a fixed action space."""

from __future__ import annotations

from tabletop.engine import Action, IllegalAction, State


def legal_by_id(state: State, player: int) -> dict[int, Action]:
    """``player``'s legal actions by id; empty when the player need not act now."""
    if player not in state.to_move:
        return {}
    return {state.action_id(a): a for a in state.legal_actions(player)}


def mask(state: State, player: int, size: int) -> list[int]:
    """1 for each id ``player`` may play now, 0 elsewhere."""
    out = [0] * size
    for i in legal_by_id(state, player):
        out[i] = 1
    return out


def action_for(state: State, player: int, action_id: int) -> Action:
    """The action behind ``action_id``; an id that is not legal now raises ``IllegalAction``."""
    return pick(legal_by_id(state, player), player, action_id)


def pick(legal: dict[int, Action], player: int, action_id: int) -> Action:
    """``legal[action_id]``, or ``IllegalAction`` naming the legal ids."""
    try:
        return legal[int(action_id)]
    except KeyError:
        raise IllegalAction(
            f"action id {action_id} is not legal for player {player} now; legal: {sorted(legal)}"
        ) from None


class LegalCache:
    """``legal_by_id`` remembered for one (state, position, player).

    A position is identified by the state object and its history node: every ``apply`` makes a
    new node, so an entry can never outlive the position it was computed for. Adapters ask for
    the legal ids several times per step (mask, then the chosen action); this computes them once.
    """

    __slots__ = ("_state", "_history", "_player", "_legal")

    def __init__(self) -> None:
        self._state: State | None = None
        self._history: object = None
        self._player = -1
        self._legal: dict[int, Action] = {}

    def get(self, state: State, player: int) -> dict[int, Action]:
        if state is not self._state or state.history is not self._history or player != self._player:
            self._legal = legal_by_id(state, player)
            self._state, self._history, self._player = state, state.history, player
        return self._legal

    def action_for(self, state: State, player: int, action_id: int) -> Action:
        return pick(self.get(state, player), player, action_id)


def seat(state: State) -> int:
    """The player an adapter asks next: the first in ``to_move``.

    Adapters sequentialise multi-active phases this way; a player's choice stays hidden from
    the next one because observations come from views, which hide pending choices.
    """
    return state.to_move[0]
