"""Shared helpers for the Friday rules tests: exact scenarios and short move scripts.

Piles in ``setup`` are listed top first (as in scenario files); the state stores them
bottom first (top = end of list), so :func:`top_first` turns a state pile back into ids.
"""

from __future__ import annotations

import tabletop
from tabletop.rulesets.friday.cards import BY_ID, CARDS
from tabletop.rulesets.friday.rules import FridayState


def card(card_id: str) -> int:
    """The internal card int of a card id."""
    return BY_ID[card_id]


def ids(cards: list[int]) -> list[str]:
    """Card ids in the state's own order."""
    return [CARDS[c].id for c in cards]


def top_first(pile: list[int]) -> list[str]:
    """A state pile (top = end of list) as ids, top first."""
    return ids(pile[::-1])


def scenario(*, seed: int = 0, options: dict | None = None, **setup) -> FridayState:
    """A new game fixed by ``setup`` (piles top first); ``level`` goes to the game too."""
    game = tabletop.make("friday", level=setup.get("level", 1), **(options or {}))
    return game.new_game(seed=seed, setup=setup)


def play(state: FridayState, *moves: str) -> FridayState:
    """Apply each move (notation) for the only player; returns the state for chaining."""
    for move in moves:
        state.apply(0, move)
    return state


def legal(state: FridayState) -> set[str]:
    """The legal actions as notation strings."""
    return {a.notation for a in state.legal_actions()}


def fight(
    hazard: str, stack: list[str], *, discard: list[str] | None = None, **setup
) -> FridayState:
    """A hazard fight already started: ``hazard`` is the only card offered and is fought.

    ``stack`` is Robinson's stack, top first. Unlisted starting cards are out of play.
    """
    setup.setdefault("hazard_stack", [hazard])
    setup.setdefault("hazard_discard", [])
    state = scenario(stack=stack, discard=discard or [], **setup)
    return play(state, f"fight {hazard}")


def pirate_fight(pirate: str, other: str, stack: list[str], **setup) -> FridayState:
    """The final fight against ``pirate`` (chosen first; ``other`` is the second ship)."""
    setup.setdefault("hazard_stack", [])
    setup.setdefault("hazard_discard", [])
    setup.setdefault("discard", [])
    state = scenario(step="pirates", pirates=[pirate, other], stack=stack, **setup)
    return play(state, f"fight {pirate}")


def fight_view(state: FridayState) -> dict:
    """The fight part of the player's view."""
    return state.view(0)["fight"]
