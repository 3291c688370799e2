"""What the player at the table sees (``view``), and worlds consistent with it (``determinize``).

Hidden in Friday: the order of Robinson's stack (except cards known from sort or put below
the pile), which aging card went unseen into the stack at a rebuild or at setup, the order of
the aging pile, and the order of the hazard stack. Everything else lies face up.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tabletop.engine import Rng

from . import cards as C
from .cards import CARDS, IS_AGING
from .phases import OVER, PENDING_SORT, PENDING_TARGET

if TYPE_CHECKING:
    from .rules import FridayState

STEP_NAMES = ("green", "yellow", "red", "pirates")


def _ids(cards: list[int]) -> list[str]:
    return [CARDS[c].id for c in cards]


def _fight_card(state: FridayState, card: int) -> dict[str, Any]:
    info = CARDS[card]
    bit = 1 << card
    return {
        "id": info.id,
        "name": info.name,
        "value": info.value,
        "ability": info.ability,
        "aging": info.kind == C.AGING,
        "used": bool(state.used & bit),
        "destroyed": bool(state.destroyed & bit),
        "doubled": bool(state.doubled & bit),
        "zeroed": bool(state.zeroed & bit),
    }


def pirate_info(state: FridayState, pirate: int) -> dict[str, Any]:
    """A pirate's terms; P09 and P10 show what they would be if the fight started now."""
    free, value = state.pirate_terms(pirate)
    return {
        "id": CARDS[pirate].id,
        "free_cards": free,
        "value": value,
        "ability": CARDS[pirate].ability,
    }


def friday_view(state: FridayState) -> dict[str, Any]:
    """A JSON-ready dict of everything the player may see, and nothing else."""
    stack = state.stack
    known_top = min(state.known_top, len(stack))
    view: dict[str, Any] = {
        "game": "friday",
        "level": state.level,
        "phase": state.phase,
        "step": STEP_NAMES[state.step],
        "life": state.life,
        "max_life": state.max_life,
        "stack": {
            "size": len(stack),
            "known_top": _ids(stack[len(stack) - known_top :][::-1]),
            "known_bottom": _ids(stack[: state.known_bottom]),
        },
        "discard": _ids(state.discard),
        "aging_pile": len(state.aging),
        "aging_owned": sum([1 for c in stack + state.discard if IS_AGING[c]]),
        "aging_taken": state.aging_taken(),  # what P09 counts (F14, revised)
        "hazard_stack": len(state.hazard_stack),
        "hazard_discard": _ids(state.hazard_discard),
        "removed": _ids(state.removed),
        "pirates": [pirate_info(state, p) for p in state.pirates],
        "pirates_beaten": state.pirates_beaten,
        "offer": _ids(state.offer),
        "fight": None,
        "result": None,
    }
    if state.enemy >= 0 or state.left or state.right:
        view["fight"] = _fight_view(state)
    if state.phase == OVER:
        view["result"] = state.result.to_dict()
    return view


def _fight_view(state: FridayState) -> dict[str, Any]:
    enemy = state.enemy
    fight: dict[str, Any] = {
        "enemy": CARDS[enemy].id if enemy >= 0 else None,
        "pirate": state.enemy_value >= 0,
        "value": state.hazard_value() if enemy >= 0 else None,
        "free_left": state.free_left,
        "draw_cost": state.draw_cost() if enemy >= 0 else None,
        "stopped_by": CARDS[state.stop_card].id if state.stop_card >= 0 else None,
        "steps_down": state.steps_down,
        "left": [_fight_card(state, c) for c in state.left],
        "right": [_fight_card(state, c) for c in state.right],
        "total": state.fight_total(best=True) if enemy >= 0 else None,
        "pending": None,
        "removal_budget": state.budget,
    }
    if state.pending is not None:
        kind, source = state.pending[0], state.pending[1]
        pending: dict[str, Any] = {"kind": kind, "source": CARDS[source].id}
        if kind == PENDING_SORT:
            k = state.pending[2]
            pending["cards"] = _ids(state.stack[len(state.stack) - k :][::-1])
        elif kind == PENDING_TARGET:
            pending["ability"] = state.pending[2]
        fight["pending"] = pending
    return fight


def determinize(state: FridayState, rng: Any) -> FridayState:
    """A copy with every hidden part resampled, consistent with ``view(0)``.

    ``rng`` is anything with ``shuffle`` and ``randrange`` (``random.Random`` or
    :class:`tabletop.engine.Rng`). The copy gets a fresh generator too, so that future
    shuffles are not the real ones.
    """
    world = state.clone()
    world.rng = Rng(rng.randrange(1 << 62))
    # Hidden parts are sorted before shuffling, so the world depends only on the view and
    # rng, never on the real hidden order (a bot given equal views decides alike).
    world.hazard_stack.sort()
    rng.shuffle(world.hazard_stack)
    stack = world.stack
    low, high = world.known_bottom, len(stack) - world.known_top
    unseen = [
        i for i in range(low, high) if IS_AGING[stack[i]] and not world.seen_aging & (1 << stack[i])
    ]
    # A scenario that lists a pile changes the preparation (see docs/friday.md, "Scenarios").
    listed = set(state.setup or ()) & {"aging", "stack", "discard"}
    if "aging" in listed:  # a pile in any order: its groups say nothing about its order
        _resample_as_one(world, unseen, rng)
    elif world.game.options["aging_draw"] == "random" and world.level >= 2 and not listed:
        _resample_random_draw(world, unseen, rng)
    else:
        _resample_by_group(world, unseen, rng)
    if high > low:
        middle = sorted(stack[low:high])
        rng.shuffle(middle)
        stack[low:high] = middle
    return world


def _resample_as_one(world: FridayState, unseen: list[int], rng: Any) -> None:
    """The aging pile and the unseen aging cards in the stack (which came off it), shuffled
    together: a scenario's pile may hold its cards in any order."""
    slots = [("aging", i) for i in range(len(world.aging))] + [("stack", i) for i in unseen]
    _deal_into(world, slots, rng)


def _deal_into(world: FridayState, slots: list[tuple[str, int]], rng: Any) -> None:
    """The cards at ``slots`` (pile name, index) shuffled among them, from sorted order."""
    piles = {"aging": world.aging, "stack": world.stack}
    found = sorted([piles[p][i] for p, i in slots])
    rng.shuffle(found)
    for (pile, i), card in zip(slots, found, strict=True):
        piles[pile][i] = card


def _resample_by_group(world: FridayState, unseen: list[int], rng: Any) -> None:
    """Unseen aging cards of one group (normal/difficult) are interchangeable, wherever they lie.

    Exact for the standard preparation: the aging pile is normal cards on top of difficult
    ones, and every unseen aging card in the stack came off its top.
    """
    for group in ("normal", "difficult"):
        slots = [("aging", i) for i, c in enumerate(world.aging) if CARDS[c].group == group]
        slots += [("stack", i) for i in unseen if CARDS[world.stack[i]].group == group]
        _deal_into(world, slots, rng)


def _resample_random_draw(
    world: FridayState, unseen: list[int], rng: Any, tries: int = 20000
) -> None:
    """F3 option: the setup card was any aging card. Sample setups until one fits what was seen."""
    level_aging = C.aging_at_level(world.level)
    seen_owned = {
        c
        for c in world.stack + world.discard + world.left + world.right + world.removed
        if IS_AGING[c]
    } - {world.stack[i] for i in unseen}
    rebuilds = len(level_aging) - 1 - len(world.aging)
    for _ in range(tries):
        first = level_aging[rng.randrange(len(level_aging))]
        normal = [c for c in level_aging if c != first and CARDS[c].group == "normal"]
        difficult = [c for c in level_aging if c != first and CARDS[c].group == "difficult"]
        rng.shuffle(normal)
        rng.shuffle(difficult)
        sequence = normal + difficult  # the order in which rebuilds take them
        owned = {first, *sequence[:rebuilds]}
        if seen_owned <= owned:
            hidden = [c for c in (*sequence[:rebuilds], first) if c not in seen_owned]
            rng.shuffle(hidden)
            for i, card in zip(unseen, hidden, strict=True):
                world.stack[i] = card
            world.aging[:] = sequence[rebuilds:][::-1]
            return
    # Practically unreachable; the group resampling is still consistent with the view.
    _resample_by_group(world, unseen, rng)
