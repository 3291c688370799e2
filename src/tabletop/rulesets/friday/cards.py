"""Friday's card data: loaded from JSON, validated with messages that name the bad field.

Cards become small ints (their index in :data:`CARDS`) so that the rules work on ints
and bitmasks. Order: Robinson's 18 starting cards, 30 hazards, 11 aging cards, 10 pirates.
"""

from __future__ import annotations

from dataclasses import dataclass
from importlib import resources
from pathlib import Path
from typing import Any

from tabletop.engine import ConfigError
from tabletop.engine.errors import Term
from tabletop.engine.jsonfile import card_file_error, lone_surrogate, read_json
from tabletop.i18n.common import CARD_FILE, JSON_KINDS

# Ability vocabulary of the data file (see its "abilities" table).
LIFE1, LIFE2 = "+1 life", "+2 life"
CARD1, CARD2 = "+1 card", "+2 cards"
DESTROY, DOUBLE, COPY = "destroy", "double", "copy"
STEP_DOWN, SORT = "step -1", "sort 3 cards"
EXCHANGE, EXCHANGE2 = "exchange", "exchange x2"
BELOW = "below the pile"
AGE1, AGE2, HIGHEST_ZERO, STOP = "-1 life", "-2 life", "highest card = 0", "stop"

PLAYER_ABILITIES = frozenset(
    {LIFE1, LIFE2, CARD1, CARD2, DESTROY, DOUBLE, COPY, STEP_DOWN, SORT, EXCHANGE, EXCHANGE2, BELOW}
)
AGING_ABILITIES = frozenset({AGE1, AGE2, HIGHEST_ZERO, STOP})
TARGETED = frozenset({DESTROY, DOUBLE, EXCHANGE, EXCHANGE2, BELOW})

# Pirate abilities, keyed by the data file's text.
PIRATE_COST2 = "each additional card costs 2 life"
PIRATE_HALF = "only half of the face-up fighting cards count (aging cards must be among them)"
PIRATE_PLUS_CARDS = "+1 fighting value for each face-up fighting card"
PIRATE_AGING = "hazard value = 2 x each aging card added to Robinson's stack"
PIRATE_ALL_HAZARDS = "fight all remaining hazards: free cards and red hazard values summed"
PIRATE_ABILITIES = frozenset(
    {PIRATE_COST2, PIRATE_HALF, PIRATE_PLUS_CARDS, PIRATE_AGING, PIRATE_ALL_HAZARDS}
)

# Each ability name as the very object above, so that the card table holds these constants and
# the rules' comparisons with them are identity tests (compiled, a pointer compared), not texts.
_ABILITY_NAMES = {name: name for name in PLAYER_ABILITIES | AGING_ABILITIES | PIRATE_ABILITIES}

ROBINSON, HAZARD, AGING, PIRATE = "robinson", "hazard", "aging", "pirate"
STEPS = ("green", "yellow", "red")


@dataclass(frozen=True, slots=True)
class Card:
    """One physical card. A hazard card's fighting side is its knowledge card."""

    index: int
    id: str
    kind: str  # robinson | hazard | aging | pirate
    name: str  # fighting-side name (knowledge name for hazards, hazard title kept in `hazard`)
    value: int  # fighting value (0 for pirates)
    ability: str | None  # fighting-side ability (pirate ability for pirates)
    free_cards: int | None = None  # hazards and pirates
    hazard_values: tuple[int, ...] | None = None  # hazards: green, yellow, red; pirates: (value,)
    hazard: str | None = None  # hazard title
    group: str | None = None  # aging: normal | difficult
    only_at_levels: tuple[int, ...] | None = None

    def label(self) -> str:
        """Short human text: 'H07 realization 0 (destroy)'."""
        ability = f" ({self.ability})" if self.ability else ""
        return f"{self.id} {self.name} {self.value}{ability}"


def _fail(where: str, problem: str, **values: Any) -> None:
    """Refuse the card file: ``problem`` (a key of CARD_FILE) at ``where``."""
    raise card_file_error("friday", where, problem, **values)


def _need(entry: dict, key: str, kind: type, where: str, nullable: bool = False) -> Any:
    if not isinstance(entry, dict):
        _fail(where, "not_object")
    if key not in entry:
        _fail(where, "missing_field", key=repr(key))
    value = entry[key]
    if value is None and nullable:
        return None
    if isinstance(value, bool) or not isinstance(value, kind):
        kind_word = Term(JSON_KINDS[kind.__name__])
        _fail(where, "field_kind", key=repr(key), kind=kind_word, value=repr(value))
    if isinstance(value, str) and lone_surrogate(value):
        _fail(where, "surrogate", key=repr(key), value=repr(value))
    return value


def parse_cards(data: Any) -> tuple[Card, ...]:
    """Validate a card file's content and build the card table."""
    if not isinstance(data, dict):
        _fail(Term(CARD_FILE["top_level"]), "not_object")
    expected = {"robinson": 18, "hazards": 30, "aging": 11, "pirates": 10}
    for key, count in expected.items():
        entries = data.get(key)
        if not isinstance(entries, list):
            _fail(key, "missing_list")
        if len(entries) != count:
            _fail(key, "card_count", count=count, found=len(entries))
    cards: list[Card] = []
    seen: set[str] = set()

    def card_id(entry: dict, where: str) -> str:
        cid = _need(entry, "id", str, where)
        if cid in seen:
            _fail(where, "duplicate_id", id=repr(cid))
        seen.add(cid)
        return cid

    def fighting_ability(entry: dict, where: str, allowed: frozenset) -> str | None:
        ability = _need(entry, "ability", str, where, nullable=True)
        if ability is None:
            return None
        if ability not in allowed:
            _fail(where, "unknown_ability", ability=repr(ability))
        return _ABILITY_NAMES[ability]

    for i, e in enumerate(data["robinson"]):
        where = f"robinson[{i}]"
        cards.append(
            Card(
                len(cards),
                card_id(e, where),
                ROBINSON,
                _need(e, "name", str, where),
                _need(e, "value", int, where),
                fighting_ability(e, where, PLAYER_ABILITIES),
            )
        )
    for i, e in enumerate(data["hazards"]):
        where = f"hazards[{i}]"
        cid = card_id(e, where)
        values = _need(e, "hazard_values", list, where)
        if len(values) != 3 or not all(type(v) is int for v in values):
            _fail(where, "hazard_values")
        side = _need(e, "knowledge", dict, where)
        free = _need(e, "free_cards", int, where)
        if free < 0:
            _fail(where, "free_cards")
        cards.append(
            Card(
                len(cards),
                cid,
                HAZARD,
                _need(side, "name", str, where + ".knowledge"),
                _need(side, "value", int, where + ".knowledge"),
                fighting_ability(side, where + ".knowledge", PLAYER_ABILITIES),
                free_cards=free,
                hazard_values=tuple(values),
                hazard=_need(e, "hazard", str, where),
            )
        )
    for i, e in enumerate(data["aging"]):
        where = f"aging[{i}]"
        group = _need(e, "group", str, where)
        if group not in ("normal", "difficult"):
            _fail(where, "group", value=repr(group))
        levels = e.get("only_at_levels")
        if levels is not None and (
            not isinstance(levels, list) or not all(v in (1, 2, 3, 4) for v in levels)
        ):
            _fail(where, "only_at_levels")
        cards.append(
            Card(
                len(cards),
                card_id(e, where),
                AGING,
                _need(e, "name", str, where),
                _need(e, "value", int, where),
                fighting_ability(e, where, AGING_ABILITIES),
                group=group,
                only_at_levels=tuple(levels) if levels is not None else None,
            )
        )
    for i, e in enumerate(data["pirates"]):
        where = f"pirates[{i}]"
        ability = _need(e, "ability", str, where, nullable=True)
        if ability is not None:
            if ability not in PIRATE_ABILITIES:
                _fail(where, "unknown_pirate_ability", ability=repr(ability))
            ability = _ABILITY_NAMES[ability]
        free = _need(e, "free_cards", int, where, nullable=ability == PIRATE_ALL_HAZARDS)
        value = _need(
            e, "hazard_value", int, where, nullable=ability in (PIRATE_AGING, PIRATE_ALL_HAZARDS)
        )
        cards.append(
            Card(
                len(cards),
                card_id(e, where),
                PIRATE,
                "pirate ship",
                0,
                ability,
                free_cards=free,
                hazard_values=(value,) if value is not None else None,
            )
        )
    return tuple(cards)


def load_cards(path: str | Path | None = None) -> tuple[Card, ...]:
    """The package's own card set, or another file with the same schema."""
    if path is None:
        path = Path(str(resources.files(__package__).joinpath("data/friday-cards.json")))
    return parse_cards(read_json(path, "Friday card file", ConfigError))


CARDS: tuple[Card, ...] = load_cards()
BY_ID: dict[str, int] = {c.id: c.index for c in CARDS}
# Hot-path tables indexed by card int.
VALUE = tuple(c.value for c in CARDS)
ABILITY = tuple(c.ability for c in CARDS)
KIND = tuple(c.kind for c in CARDS)
IS_AGING = tuple(c.kind == AGING for c in CARDS)
IS_DIFFICULT = tuple(c.group == "difficult" for c in CARDS)  # F2: the aging pile's bottom part
ROBINSON_CARDS = tuple(c.index for c in CARDS if c.kind == ROBINSON)
HAZARD_CARDS = tuple(c.index for c in CARDS if c.kind == HAZARD)
AGING_CARDS = tuple(c.index for c in CARDS if c.kind == AGING)
PIRATE_CARDS = tuple(c.index for c in CARDS if c.kind == PIRATE)


def _in_play_at(card: Card, level: int) -> bool:
    return card.only_at_levels is None or level in card.only_at_levels


# F3: the aging cards in play at each level ("very stupid" only at levels 3-4), worked out once:
# every new game asks.
_AGING_AT_LEVEL = {
    level: tuple([c for c in AGING_CARDS if _in_play_at(CARDS[c], level)]) for level in (1, 2, 3, 4)
}


def aging_at_level(level: int) -> list[int]:
    """F3: the aging cards in play at a level (1-4)."""
    return list(_AGING_AT_LEVEL[level])
