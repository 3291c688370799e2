"""F15 scoring, computed from the piles alone so that tests can recompute it independently."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .cards import IS_AGING, VALUE

if TYPE_CHECKING:
    from .rules import FridayState


def score_breakdown(state: FridayState) -> dict[str, int]:
    """Owned cards (aging -5 each), +15 per pirate, +5 per life, -3 per undefeated hazard."""
    gone = state.destroyed
    owned = (
        state.stack + state.discard + [c for c in state.left + state.right if not gone & (1 << c)]
    )
    cards = sum(VALUE[c] for c in owned if not IS_AGING[c])
    aging = -5 * sum(1 for c in owned if IS_AGING[c])
    undefeated = len(state.hazard_stack) + len(state.hazard_discard) + len(state.offer)
    if state.enemy >= 0 and state.enemy_value < 0:
        undefeated += 1  # the hazard in play at a defeat
    parts = {
        "cards": cards,
        "aging": aging,
        "pirates": 15 * state.pirates_beaten,
        "life": 5 * state.life,
        "hazards": -3 * undefeated,
    }
    parts["total"] = sum(parts.values())
    return parts


def standing(state: FridayState, seat: int) -> float:
    """The F15 score over 100: what the research environments' score rewards pay."""
    return score_breakdown(state)["total"] / 100
