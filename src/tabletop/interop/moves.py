"""What every adapter needs between the engine's actions and a fixed action space."""

from __future__ import annotations

from tabletop.engine import Action, IllegalAction, State, as_int


def legal_by_id(
    state: State, player: int, to_move: tuple[int, ...] | None = None
) -> dict[int, Action]:
    """``player``'s legal actions by id; empty when the player need not act now.

    ``to_move`` is ``state.to_move`` when the caller has it already (it costs a little).
    """
    if player not in (state.to_move if to_move is None else to_move):
        return {}
    legal = state.legal_actions(player)
    # No ``strict=``: the ids come from ``legal``, one each, and any keyword argument sends
    # ``zip`` down a slow path (0.5 µs, a tenth of a Friday step).
    return dict(zip(state.game.action_ids(state, legal), legal))  # noqa: B905


def pick(legal: dict[int, Action], player: int, action_id: int) -> Action:
    """``legal[action_id]``, or ``IllegalAction`` naming the legal ids. An id is an integer
    (numpy's too): 1.9 from a continuous policy or the text "1" is no id, not move 1."""
    try:
        return legal[as_int(action_id)]
    except KeyError:  # not an id (None), or not a legal one
        raise IllegalAction(
            f"action id {action_id!r} is not legal for player {player} now; legal: {sorted(legal)}"
        ) from None


class LegalCache:
    """``legal_by_id`` remembered for one (state, position, player).

    A position is identified by the state object and its history node: every ``apply`` makes a
    new node, so an entry can never outlive the position it was computed for. Adapters ask for
    the legal ids several times per step (mask, then the chosen action); this computes them once.
    """

    __slots__ = ("_state", "_history", "_player", "_legal", "_sorted")

    def __init__(self) -> None:
        self._state: State | None = None
        self._history: object = None
        self._player = -1
        self._legal: dict[int, Action] = {}
        self._sorted: list[int] | None = None

    def get(
        self, state: State, player: int, to_move: tuple[int, ...] | None = None
    ) -> dict[int, Action]:
        """``legal_by_id(state, player, to_move)``, computed once per position and player."""
        if state is not self._state or state.history is not self._history or player != self._player:
            self._legal = legal_by_id(state, player, to_move)
            self._sorted = None
            self._state, self._history, self._player = state, state.history, player
        return self._legal

    def sorted_ids(
        self, state: State, player: int, to_move: tuple[int, ...] | None = None
    ) -> list[int]:
        """The ids of :meth:`get` in increasing order (shared: do not change it)."""
        legal = self.get(state, player, to_move)
        if self._sorted is None:
            self._sorted = sorted(legal)
        return self._sorted

    def play(
        self, state: State, player: int, action_id: int, to_move: tuple[int, ...] | None = None
    ) -> None:
        """``state.apply`` of the legal action ``action_id``, without asking the rules again.

        The action comes out of this position's own ``legal_actions`` (the cache's key), so
        ``apply``'s check would only repeat that call (a quarter of a Gun Rain step). An id
        that is not legal raises ``IllegalAction`` from :func:`pick` before anything changes.
        An id that is an int key of the legal ids is looked up directly (one call less per step).
        """
        legal = self.get(state, player, to_move)
        # a plain int is looked up at once; anything else (True == 1) goes through ``pick``
        action = legal.get(action_id) if type(action_id) is int else None
        if action is None:
            action = pick(legal, player, action_id)
        state.apply_legal(player, action)


def seat(state: State) -> int:
    """The player an adapter asks next: the first in ``to_move``.

    Adapters sequentialise multi-active phases this way; a player's choice stays hidden from
    the next one because observations come from views, which hide pending choices.
    """
    return state.to_move[0]
