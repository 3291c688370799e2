"""The honest undo rule, shared by the terminal and the web server.

A player may take back their own last move only when nothing hidden came to light since the
position before it (a card drawn, a shuffle seen, a secret choice shown: the state's
``reveal_count``), and nobody else moved since: undoing a move that showed a card would let the
player play on knowing that card. Each undo steps back one move; so a run of undos goes back to
the last point where something was revealed, no further.
"""

from __future__ import annotations

from tabletop.i18n.common import TERMINAL


def undo_refusal(
    player: int, mover: int | None, reveals_before: int, reveals_now: int
) -> str | None:
    """Why ``player`` may not take back the last move, as a msgid, or None if they may.

    ``mover`` made the last move (None: no move was made yet); ``reveals_before`` and
    ``reveals_now`` are the ``reveal_count`` of the positions before and after it."""
    if mover is None:
        return TERMINAL["nothing_to_undo"]
    if mover != player:
        return TERMINAL["undo_after_other"]
    if reveals_before != reveals_now:
        return TERMINAL["undo_after_reveal"]
    return None
