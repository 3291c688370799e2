"""Friday as a configured game: options, the standard preparation (F2, F3) and scenarios."""

from __future__ import annotations

from typing import Any

from tabletop.engine import Action, ConfigError, Game, unknown_keys
from tabletop.engine.encoding import Features
from tabletop.i18n.common import ERRORS

from . import cards as C
from . import encoding
from .cards import BY_ID, CARDS, IS_DIFFICULT
from .descriptor import DESCRIPTOR
from .rules import PIRATES_STEP, FridayState, aging_unseen_from

_SETUP_PILES = ("stack", "discard", "removed", "hazard_stack", "hazard_discard", "aging", "pirates")
_SETUP_KEYS = frozenset(_SETUP_PILES) | {"level", "life", "step"}
_PILE_KINDS = {
    "stack": (C.ROBINSON, C.HAZARD, C.AGING),
    "discard": (C.ROBINSON, C.HAZARD, C.AGING),
    "removed": (C.ROBINSON, C.HAZARD, C.AGING),
    "hazard_stack": (C.HAZARD,),
    "hazard_discard": (C.HAZARD,),
    "aging": (C.AGING,),
    "pirates": (C.PIRATE,),
}
_STEPS = {"green": 0, "yellow": 1, "red": 2, "pirates": PIRATES_STEP}


class FridayGame(Game):
    """Friday, the solo deck-builder. Options: ``level`` 1-4 (F3) and ``aging_draw``.

    ``aging_draw="top"`` (default): at levels 2-4 the card shuffled into Robinson's
    starting deck is the top card of the prepared aging pile; ``"random"``: any aging
    card of the level, drawn at random (F3 option).
    """

    descriptor = DESCRIPTOR
    rules_version = "friday-2"  # friday-2: F14 revised (P09 counts every aging card taken)

    num_distinct_actions = encoding.NUM_ACTIONS

    def catalog(self) -> dict[str, dict[str, Any]]:
        return {
            card.id: {
                "kind": card.kind,
                "name": card.name,
                "value": card.value,
                "ability": card.ability,
                "free_cards": card.free_cards,
                "hazard": card.hazard,
                "hazard_values": card.hazard_values,
                "group": card.group,
            }
            for card in CARDS
        }

    def action_id(self, state: FridayState, action: Action) -> int:
        return encoding.action_id(state, action)

    def action_ids(self, state: FridayState, actions: list[Action]) -> list[int]:
        return encoding.action_ids(state, actions)

    def encode(self, view: dict) -> list[float]:
        return encoding.encode(view)

    def features(self, view: dict) -> Features:
        return encoding.features(view)

    def observation_features(self, state: FridayState, player: int) -> Features:
        return encoding.state_features(state)

    def new_game(self, seed: int, setup: dict | None = None) -> FridayState:
        state = self._blank_state(FridayState, seed, setup)
        state.rng = self.make_rng(state.seed)
        _prepare(state, self.options, state.setup or {})
        state._reset_fight()
        state.offer = []
        state.pirates_beaten = 0
        state.won = False
        state.ending = ("", ())
        state.known_top = state.known_bottom = 0
        state._next_turn()
        return state


def _prepare(state: FridayState, options: dict, setup: dict) -> None:
    """F2/F3 standard preparation; any pile a scenario lists replaces its default."""
    unknown = unknown_keys(setup, _SETUP_KEYS)
    if unknown:
        raise ConfigError(
            msgid=ERRORS["setup_unknown_key"],
            values={"key": repr(unknown[0]), "keys": ", ".join(sorted(_SETUP_KEYS))},
        )
    level = setup.get("level", options["level"])
    if type(level) is not int or level not in (1, 2, 3, 4):  # not True, nor 2.0
        raise ConfigError(
            msgid=ERRORS["setup_range"],
            values={"key": "'level'", "low": 1, "high": 4, "value": repr(level)},
        )
    state.level = level
    state.max_life = 20 if level == 4 else 22  # F3: level 4 boxes 2 life tokens
    piles = {key: _card_list(setup, key, level) for key in _SETUP_PILES if key in setup}
    _check_unique(piles)
    placed = {c for pile in piles.values() for c in pile}
    rng = state.rng
    # Piles are stored bottom first (top = end of list); scenarios list them top first.
    state.seen_aging = 0
    aging_set = C.aging_at_level(level)
    if "aging" in piles:
        state.aging = piles["aging"][::-1]
    else:  # F2: normal pile (shuffled) on top of difficult pile (shuffled)
        aging = _rest(aging_set, placed)
        normal = [c for c in aging if not IS_DIFFICULT[c]]
        difficult = [c for c in aging if IS_DIFFICULT[c]]
        rng.shuffle_pile(normal)
        rng.shuffle_pile(difficult)
        state.aging = difficult + normal
    if "stack" in piles:
        state.stack = piles["stack"][::-1]
        for c in state.stack:
            if C.IS_AGING[c]:
                state.seen_aging |= 1 << c  # a scenario shows its aging cards
    else:
        state.stack = _rest(C.ROBINSON_CARDS, placed)
        if level >= 2 and state.aging and "aging" not in piles and "discard" not in piles:
            # F3: one aging card, unseen, into the starting deck
            if options["aging_draw"] == "random":
                pick = state.aging.pop(rng.randrange(len(state.aging)))
            else:
                pick = rng.draw(state.aging, aging_unseen_from(state.aging))
            state.stack.append(pick)
        rng.shuffle_pile(state.stack)
    state.discard = piles.get("discard", [])[::-1]
    for c in state.discard:
        if C.IS_AGING[c]:
            state.seen_aging |= 1 << c
    state.removed = piles.get("removed", [])
    if "hazard_stack" in piles:
        state.hazard_stack = piles["hazard_stack"][::-1]
    else:
        state.hazard_stack = _rest(C.HAZARD_CARDS, placed)
        rng.shuffle_pile(state.hazard_stack)
    state.hazard_discard = piles.get("hazard_discard", [])[::-1]
    if "pirates" in piles:
        if len(piles["pirates"]) != 2:
            raise ConfigError(msgid=ERRORS["setup_pirates"])
        state.pirates = piles["pirates"]
    else:  # F2: 2 of the 10 pirates at random, face up from the start
        pool = list(C.PIRATE_CARDS)
        rng.shuffle_pile(pool)
        for place in range(2):  # face up: they come to light now
            rng.reveal(pool, place, range(place, len(pool)))
        state.pirates = pool[:2]
    step = setup.get("step", "green")
    if not isinstance(step, str) or step not in _STEPS:
        raise ConfigError(
            msgid=ERRORS["setup_one_of"],
            values={"key": "'step'", "choices": ", ".join(_STEPS), "value": repr(step)},
        )
    state.step = _STEPS[step]
    if state.step == PIRATES_STEP and state.hazard_stack:
        raise ConfigError(msgid=ERRORS["setup_pirates_step"])
    life = setup.get("life", 18 if level == 4 else 20)
    if isinstance(life, bool) or not isinstance(life, int) or not 0 <= life <= state.max_life:
        raise ConfigError(
            msgid=ERRORS["setup_integer"],
            values={"key": "'life'", "low": 0, "high": state.max_life, "value": repr(life)},
        )
    state.life = life


def _rest(cards: tuple[int, ...] | list[int], placed: set[int]) -> list[int]:
    """``cards`` but those a scenario placed: a module function, since compiled ``_prepare``
    takes no closure."""
    return [c for c in cards if c not in placed] if placed else list(cards)


def _card_list(setup: dict, key: str, level: int) -> list[int]:
    ids = setup[key]
    if not isinstance(ids, list):
        raise ConfigError(msgid=ERRORS["setup_card_ids"], values={"key": repr(key)})
    out = []
    for cid in ids:
        if not isinstance(cid, str) or cid not in BY_ID:
            raise ConfigError(
                msgid=ERRORS["setup_unknown_card"], values={"key": repr(key), "card": repr(cid)}
            )
        card = CARDS[BY_ID[cid]]
        if card.kind not in _PILE_KINDS[key]:
            raise ConfigError(
                msgid=ERRORS["setup_pile_kind"],
                values={"key": repr(key), "card": cid, "kind": card.kind},
            )
        if card.only_at_levels is not None and level not in card.only_at_levels:
            raise ConfigError(
                msgid=ERRORS["setup_card_level"],
                values={"card": cid, "name": card.name, "level": level},
            )
        out.append(card.index)
    return out


def _check_unique(piles: dict[str, list[int]]) -> None:
    where: dict[int, str] = {}
    for key, cards in piles.items():
        for c in cards:
            if c in where:
                raise ConfigError(
                    msgid=ERRORS["setup_twice"],
                    values={"card": CARDS[c].id, "first": where[c], "second": key},
                )
            where[c] = key
