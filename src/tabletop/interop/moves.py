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
    legal = legal_by_id(state, player)
    try:
        return legal[int(action_id)]
    except KeyError:
        raise IllegalAction(
            f"action id {action_id} is not legal for player {player} now; legal: {sorted(legal)}"
        ) from None


def seat(state: State) -> int:
    """The player an adapter asks next: the first in ``to_move``.

    Adapters sequentialise multi-active phases this way; a player's choice stays hidden from
    the next one because observations come from views, which hide pending choices.
    """
    return state.to_move[0]
