"""Statistics of a Kung Fu card set: ``python -m tabletop.rulesets.kungfu.stats [CARDS.json]``.

Everything is computed exactly (enumerating dice multisets with their multinomial weights,
and hands with the multivariate hypergeometric law), never sampled, so the output is the
same on every run; docs/kungfu-cards.md holds it for the built-in set.
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter
from fractions import Fraction
from functools import cache
from itertools import combinations, combinations_with_replacement
from math import comb, factorial
from statistics import mean

from tabletop.engine import Error

from .cards import (
    MARK_EMOJI,
    MARKS,
    MAX_DICE,
    OPS,
    SYMBOL_EMOJI,
    SYMBOLS,
    Card,
    CardSet,
    Condition,
    load_cards,
)

HAND = 10  # K3
SPARE = 2  # dice a card may choose from beyond its own count in the "fair share" column


@cache
def _rolls(m: int) -> tuple[tuple[tuple[int, ...], Fraction], ...]:
    """Every multiset of ``m`` dice (sorted) with its probability."""
    out = []
    for faces in combinations_with_replacement(range(1, 7), m):
        ways = factorial(m)
        for count in Counter(faces).values():
            ways //= factorial(count)
        out.append((faces, Fraction(ways, 6**m)))
    return tuple(out)


def _subsets(faces: tuple[int, ...], size: int | None) -> set[tuple[int, ...]]:
    """Distinct sub-multisets of ``faces``: of ``size``, or of every size >= 1."""
    sizes = range(1, len(faces) + 1) if size is None else (size,)
    return {sub for k in sizes for sub in combinations(faces, k)}


def dice_needed(cond: Condition) -> int:
    """The dice a card takes: its count, or the fewest that can meet an open sum."""
    if cond.kind != "open_sum":
        return cond.dice
    test = OPS[cond.op]
    return next(
        k for k in range(1, MAX_DICE + 1) if any(test(t, cond.value) for t in range(k, 6 * k + 1))
    )


def p_meet(cond: Condition, rolled: int) -> Fraction:
    """P(some choice among ``rolled`` fresh dice meets ``cond``), exactly."""
    if cond.kind == "none":
        return Fraction(1)
    need = dice_needed(cond)
    if rolled < need:
        return Fraction(0)
    size = None if cond.kind == "open_sum" else cond.dice
    return sum(
        (p for faces, p in _rolls(rolled) if any(map(cond.met, _subsets(faces, size)))),
        Fraction(0),
    )


def p_redeal(card_set: CardSet) -> Fraction:
    """K3: P(10 random cards hold more than 5 of one symbol), exactly."""
    counts = [sum(1 for c in card_set.cards if c.symbol == s) for s in SYMBOLS]
    total = comb(len(card_set), HAND)

    def ok(i: int, left: int) -> int:  # hands of `left` cards from symbols i.. with <= 5 each
        if i == len(counts):
            return 1 if left == 0 else 0
        return sum(comb(counts[i], k) * ok(i + 1, left - k) for k in range(min(5, left) + 1))

    return 1 - Fraction(ok(0, HAND), total)


def role(card: Card) -> str:
    marks = dict(card.box)
    if "atk" in marks:
        return "attack"
    if "counter" in marks:
        return "counter"
    if "def" in marks or "avo" in marks:
        return "defence"
    return "restore"


def _pct(p: Fraction) -> str:
    return f"{float(p) * 100:5.1f}%"


def report(card_set: CardSet) -> str:
    cards = card_set.cards
    lines = [f"Card set: {card_set.source}, {len(cards)} cards", ""]
    lines.append("Ability symbols (top left):")
    symbols = Counter(c.symbol for c in cards)
    for s in SYMBOLS:
        lines.append(f"  {SYMBOL_EMOJI[s]} {s:<4} {symbols[s]:3}")
    lines.append(
        f"  P(a random hand of {HAND} holds more than 5 of one symbol, so is re-dealt, K3)"
        f" = {_pct(p_redeal(card_set)).strip()} (exact)"
    )
    lines += ["", "Roles (by bottom box):"]
    roles = Counter(role(c) for c in cards)
    for name in ("attack", "restore", "defence", "counter"):
        lines.append(f"  {name:<8} {roles[name]:3}")
    lines += ["", "Bottom-box marks: cards showing it, average and range of its number:"]
    for mark in MARKS:
        values = [dict(c.box)[mark] for c in cards if mark in dict(c.box)]
        if values:
            lines.append(
                f"  {MARK_EMOJI[mark]} {mark:<7} {len(values):3} cards,"
                f" average {mean(values):4.1f}, {min(values)}-{max(values)}"
            )
    lines += ["", "Conditions (K5):"]
    kinds = Counter(c.condition.kind for c in cards)
    for kind, count in sorted(kinds.items(), key=lambda kv: -kv[1]):
        lines.append(f"  {kind:<9} {count:3}")
    inits = [c.initiative for c in cards]
    lines += [
        "",
        f"Initiative numbers: {min(inits)}-{max(inits)}, average {mean(inits):.1f};"
        f" by value: {dict(sorted(Counter(inits).items()))}",
        "",
        "Per card, exact probability that the condition can be met:",
        f"  own = exactly the dice it takes, rolled fresh (no choice);"
        f" +{SPARE} = choosing them from {SPARE} more dice (a fair share of 7 dice over 3 cards);",
        "  all 7 = choosing them from all 7 dice. Without HIT or AVO shifts.",
        "",
        f"  {'id':<4} {'name':<28} {'init':>4} {'sym':<3} {'condition':<13} {'box':<10}"
        f" {'dice':>4} {'own':>6} {'+' + str(SPARE):>6} {'all 7':>6}",
    ]
    for c in cards:
        cond = c.condition
        need = dice_needed(cond)
        own = p_meet(cond, need)
        spare = p_meet(cond, min(MAX_DICE, need + SPARE))
        lines.append(
            f"  {c.id:<4} {c.name[:28]:<28} {c.initiative:>4} {SYMBOL_EMOJI[c.symbol]:<3}"
            f" {cond.label():<13} {c.box_label():<10} {need:>4} {_pct(own)} {_pct(spare)}"
            f" {_pct(p_meet(cond, MAX_DICE))}"
        )
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Statistics of a Kung Fu card set.")
    parser.add_argument("cards", nargs="?", help="card file (default: the built-in set)")
    args = parser.parse_args(argv)
    try:
        cards = load_cards(args.cards)
    except Error as exc:  # one line, as the tabletop command gives: never a traceback
        print(f"error: {exc}", file=sys.stderr)
        return 2
    print(report(cards))
    return 0


if __name__ == "__main__":
    sys.exit(main())
