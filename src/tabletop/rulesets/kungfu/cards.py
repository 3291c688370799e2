"""Kung Fu's card data (K1): the JSON schema, its validation, and dice conditions (K5).

The published cards are not public, so the project ships its own set
(``data/kungfu-cards.json``) and accepts any file with the same schema; docs/kungfu.md
describes it. A bad file raises ConfigError naming the card and the field. Cards become
small ints (their index in the file) and the rules read per-card tuples of a
:class:`CardSet`, so the hot path never touches dicts or dataclasses.
"""

from __future__ import annotations

import json
import operator
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache
from importlib import resources
from itertools import combinations
from pathlib import Path
from typing import Any

from tabletop.engine import ConfigError
from tabletop.engine.errors import Phrase, Term
from tabletop.engine.jsonfile import card_file_error, lone_surrogate, read_json
from tabletop.i18n.common import CARD_FILE

# Ability symbols (top left of a card), in track order, with their emoji (K1, tracks).
SYMBOLS = ("hp", "atk", "def", "hit", "avo")
SYMBOL_EMOJI = {"hp": "💧", "atk": "🤜", "def": "🙅", "hit": "👁", "avo": "🦵"}
# Bottom-box marks: attack, defence, HIT/HP/AVO restore, counter.
MARKS = ("atk", "def", "hit", "hp", "avo", "counter")
MARK_EMOJI = {**SYMBOL_EMOJI, "counter": "☯"}
ATTACK_MARKS = frozenset({"atk", "hit", "hp"})  # K6: a card showing one of these attacks
DEFENCE_MARKS = frozenset({"def", "avo", "counter"})  # K6: one of these defends

OPS: dict[str, Callable[[int, int], bool]] = {
    "<": operator.lt,
    "<=": operator.le,
    ">": operator.gt,
    ">=": operator.ge,
    "=": operator.eq,
}
KINDS = ("none", "faces", "equal", "any", "sum", "open_sum")
MAX_DICE = 7  # K4: each player rolls 7 dice


@dataclass(frozen=True, slots=True)
class Condition:
    """A dice condition (K5). ``dice`` is how many dice the card holds (0 = open sum)."""

    kind: str
    dice: int = 0
    faces: tuple[int, ...] = ()
    op: str = "="
    value: int = 0

    @property
    def capacity(self) -> int:
        """How many dice may be placed on the card: its squares, any number for an open sum."""
        return MAX_DICE if self.kind == "open_sum" else self.dice

    @property
    def shiftable(self) -> bool:
        """Whether moving pips can change the outcome (not for none or any N dice)."""
        return self.kind not in ("none", "any")

    def met(self, dice: tuple[int, ...]) -> bool:
        """``dice`` sorted ascending: exactly the card's count (open sum: at least one)."""
        kind = self.kind
        if kind == "none":
            return True
        if kind == "open_sum":
            return bool(dice) and OPS[self.op](sum(dice), self.value)
        if len(dice) != self.dice:
            return False
        if kind == "faces":
            return dice == self.faces
        if kind == "equal":
            return dice[0] == dice[-1]
        if kind == "any":
            return True
        return OPS[self.op](sum(dice), self.value)  # sum

    def can_still_meet(self, dice: tuple[int, ...], pool: tuple[int, ...]) -> bool:
        """Whether some of ``pool`` (dice not placed yet), put beside ``dice`` in the squares
        left, meets the condition: a placement after which this is False leaves the card unmet
        (only a HIT or AVO shift could mend it)."""
        room = min(self.capacity - len(dice), len(pool))
        return any(
            self.met(tuple(sorted(dice + extra)))
            for size in range(room + 1)
            for extra in combinations(sorted(pool), size)
        )

    def pips_to_meet(self, dice: tuple[int, ...]) -> int | None:
        """Fewest pips (HIT or AVO points, K2) after which exactly ``dice`` (sorted) meet the
        condition; None when no moving of pips can (too few or too many dice)."""
        kind = self.kind
        if kind == "none":
            return None if dice else 0
        if kind == "open_sum":
            return _sum_gap(self.op, self.value, dice) if dice else None
        if len(dice) != self.dice:
            return None
        if kind == "faces":  # sorted dice against sorted faces: the cheapest pairing
            return sum(abs(d - f) for d, f in zip(dice, self.faces, strict=True))
        if kind == "equal":
            return min(sum(abs(d - face) for d in dice) for face in range(1, 7))
        if kind == "any":
            return 0
        return _sum_gap(self.op, self.value, dice)

    @classmethod
    def from_label(cls, label: str) -> Condition:
        """The condition a :meth:`label` prints (a view names conditions by their label)."""
        words = label.split()
        if label == "❌":
            return cls("none")
        if label.startswith("□"):
            op, value = words[-2], int(words[-1])
            if "…" in label:
                return cls("open_sum", 0, (), op, value)
            return cls("sum", label.count("□"), (), op, value)
        if all(word.isdecimal() for word in words):
            return cls("faces", len(words), tuple(sorted(map(int, words))))
        kind = "equal" if len(words) > 1 and set(words) == {"x"} else "any"
        return cls(kind, len(words))

    def label(self) -> str:
        """The printed form: '❌', '2 3 4', 'x x x', 'x y z', '□+□ = 12', '□+… >= 20'."""
        kind = self.kind
        if kind == "none":
            return "❌"
        if kind == "faces":
            return " ".join(map(str, self.faces))
        if kind == "equal":
            return " ".join("x" * self.dice)
        if kind == "any":
            return " ".join("xyzuvwt"[: self.dice])
        if kind == "sum":
            return f"{'+'.join('□' * self.dice)} {self.op} {self.value}"
        return f"□+… {self.op} {self.value}"


def _sum_gap(op: str, value: int, dice: tuple[int, ...]) -> int | None:
    """Pips between the dice's sum and the nearest sum they can show that passes the test;
    None when they can show none."""
    total, n = sum(dice), len(dice)
    low, high = n, 6 * n  # the sums these dice can show
    if op in (">", ">="):
        low = max(low, value + (op == ">"))
    elif op in ("<", "<="):
        high = min(high, value - (op == "<"))
    else:
        low, high = max(low, value), min(high, value)
    return max(0, low - total, total - high) if low <= high else None


@dataclass(frozen=True, slots=True)
class Card:
    index: int
    id: str
    name: str
    initiative: int
    symbol: str
    condition: Condition
    box: tuple[tuple[str, int], ...]  # (mark, number) in MARKS order

    def box_label(self) -> str:
        """'🤜6 👁1'."""
        return " ".join(f"{MARK_EMOJI[m]}{n}" for m, n in self.box)


class CardSet:
    """A validated card file plus the per-card tuples the rules read (indexed by card int)."""

    def __init__(self, cards: tuple[Card, ...], source: str) -> None:
        self.cards = cards
        self.source = source
        self.by_id = {c.id: c.index for c in cards}
        self.ids = tuple(c.id for c in cards)
        self.symbol = tuple(SYMBOLS.index(c.symbol) for c in cards)
        self.initiative = tuple(c.initiative for c in cards)
        self.condition = tuple(c.condition for c in cards)
        self.capacity = tuple(c.condition.capacity for c in cards)
        self.shiftable = tuple(c.condition.shiftable for c in cards)
        marks = [dict(c.box) for c in cards]
        self.atk, self.dfn, self.hit, self.hp, self.avo, self.counter = (
            tuple(m.get(mark, 0) for m in marks) for mark in MARKS
        )
        self.attacks = tuple(bool(ATTACK_MARKS & m.keys()) for m in marks)
        self.defends = tuple(bool(DEFENCE_MARKS & m.keys()) for m in marks)

    def __len__(self) -> int:
        return len(self.cards)


def _fail(where: str | Phrase, problem: str, **values: Any) -> None:
    """Refuse the card file: ``problem`` (a key of CARD_FILE) at ``where``."""
    raise card_file_error("kungfu", where, problem, **values)


_TOP = Term(CARD_FILE["top_level"])


def _int(entry: dict, key: str, where: str | Phrase, low: int, high: int) -> int:
    if key not in entry:
        _fail(where, "missing_field", key=repr(key))
    value = entry[key]
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        _fail(where, "field_integer", key=repr(key), low=low, high=high, value=repr(value))
    return value


def _str(entry: dict, key: str, where: str | Phrase, allowed: tuple[str, ...] | None = None) -> str:
    if key not in entry:
        _fail(where, "missing_field", key=repr(key))
    value = entry[key]
    if not isinstance(value, str) or not value.strip():
        _fail(where, "field_text", key=repr(key), value=repr(value))
    if lone_surrogate(value):
        _fail(where, "surrogate", key=repr(key), value=repr(value))
    if allowed is not None and value not in allowed:
        choices = ", ".join(allowed)
        _fail(where, "field_one_of", key=repr(key), choices=choices, value=repr(value))
    return value


def _sums(dice: int) -> range:
    return range(dice, 6 * dice + 1)


def parse_condition(entry: Any, where: str) -> Condition:
    """K5: one of the six kinds; operators written explicitly; never impossible to meet."""
    at = Phrase(CARD_FILE["in_field"], where=where, field="'condition'")
    if not isinstance(entry, dict):
        _fail(at, "condition_object")
    kind = _str(entry, "kind", at, KINDS)
    expected = {
        "none": {"kind"},
        "faces": {"kind", "faces"},
        "equal": {"kind", "dice"},
        "any": {"kind", "dice"},
        "sum": {"kind", "dice", "op", "value"},
        "open_sum": {"kind", "op", "value"},
    }[kind]
    extra = sorted(set(entry) - expected)
    if extra:
        _fail(at, "unexpected_field", field=repr(extra[0]), kind=repr(kind))
    if kind == "none":
        return Condition("none")
    if kind == "faces":
        faces = entry.get("faces")
        if (
            not isinstance(faces, list)
            or not 1 <= len(faces) <= MAX_DICE
            or not all(type(f) is int and 1 <= f <= 6 for f in faces)
        ):
            _fail(at, "faces", most=MAX_DICE, value=repr(faces))
        return Condition("faces", len(faces), tuple(sorted(faces)))
    if kind == "equal":
        return Condition("equal", _int(entry, "dice", at, 2, MAX_DICE))
    if kind == "any":
        return Condition("any", _int(entry, "dice", at, 1, MAX_DICE))
    op = _str(entry, "op", at, tuple(OPS))
    value = _int(entry, "value", at, 0, 6 * MAX_DICE + 1)
    if kind == "sum":
        dice = _int(entry, "dice", at, 1, MAX_DICE)
        reachable = _sums(dice)
    else:
        dice = 0
        reachable = range(1, 6 * MAX_DICE + 1)
    if not any(OPS[op](total, value) for total in reachable):
        _fail(at, "never_met", condition=f"'{op} {value}'")
    return Condition(kind, dice, (), op, value)


def parse_box(entry: Any, where: str) -> tuple[tuple[str, int], ...]:
    """The bottom box: marks with numbers >= 1, on one side only (attack or defence)."""
    at = Phrase(CARD_FILE["in_field"], where=where, field="'box'")
    if not isinstance(entry, dict) or not entry:
        _fail(at, "box_object", marks=", ".join(MARKS))
    for mark, number in entry.items():
        if mark not in MARKS:
            _fail(at, "unknown_mark", mark=repr(mark), marks=", ".join(MARKS))
        if isinstance(number, bool) or not isinstance(number, int) or not 1 <= number <= 99:
            _fail(at, "mark_integer", mark=repr(mark), value=repr(number))
    if ATTACK_MARKS & entry.keys() and DEFENCE_MARKS & entry.keys():
        _fail(at, "mixed_marks")
    return tuple((mark, entry[mark]) for mark in MARKS if mark in entry)


def parse_cards(data: Any, source: str = "file") -> CardSet:
    """Validate a card file's content and build the card set."""
    if not isinstance(data, dict):
        _fail(_TOP, "cards_object")
    extra = sorted(set(data) - {"about", "cards"})
    if extra:
        _fail(_TOP, "unknown_top_field", field=repr(extra[0]), fields="about, cards")
    entries = data.get("cards")
    if not isinstance(entries, list) or not entries:
        _fail(_TOP, "no_cards")
    cards: list[Card] = []
    seen: set[str] = set()
    for i, entry in enumerate(entries):
        where = f"cards[{i}]"
        if not isinstance(entry, dict):
            _fail(where, "not_object")
        cid = _str(entry, "id", where)
        where = f"cards[{i}] ({cid})"
        if cid in seen:
            _fail(where, "duplicate_id", id=repr(cid))
        if any(c.isspace() for c in cid):  # notation splits on any whitespace
            _fail(where, "id_spaces", value=repr(cid))
        seen.add(cid)
        extra = sorted(set(entry) - {"id", "name", "initiative", "symbol", "condition", "box"})
        if extra:
            _fail(where, "unknown_field", field=repr(extra[0]))
        cards.append(
            Card(
                index=i,
                id=cid,
                name=_str(entry, "name", where),
                initiative=_int(entry, "initiative", where, 0, 99),
                symbol=_str(entry, "symbol", where, SYMBOLS),
                condition=parse_condition(entry.get("condition"), where),
                box=parse_box(entry.get("box"), where),
            )
        )
    lowered = {}
    for card in cards:
        twin = lowered.setdefault(card.id.lower(), card.id)
        if twin != card.id:  # notation is case-insensitive
            _fail(f"cards[{card.index}] ({card.id})", "id_case", twin=repr(twin))
    return CardSet(tuple(cards), source)


def _read(path: str | Path | None) -> tuple[Any, str]:
    if path is None:
        text = resources.files(__package__).joinpath("data/kungfu-cards.json").read_text("utf-8")
        return json.loads(text), Term(CARD_FILE["built_in"])
    return read_json(path, "Kung Fu card file", ConfigError), str(path)


def load_cards(path: str | Path | None = None) -> CardSet:
    """The built-in set (cached), or another file with the same schema."""
    if path is None:
        return _builtin()
    data, source = _read(path)
    return parse_cards(data, source)


@cache
def _builtin() -> CardSet:
    data, source = _read(None)
    return parse_cards(data, source)
