"""Words first, notation second: the checks every face's tests share (docs/i18n-style.md).

What a person reads (a move's label, a board's title, a replay caption, a terminal menu line, a
log line) is in words of the reader's language. Notation (``fight H07``, ``put 5 K12``, ``7H``)
may appear only in its own secondary mark, which the caller strips before checking. These
functions find what should not be there:

- :func:`notation_tokens`: in every language, a card id (``H07``, ``K53``), a Gun Rain card code
  (``7H``, ``QS``, ``10C``) or a notation phrase (``fight H07``, ``on 1``, ``hit 4+``);
- :func:`foreign_words`: in Japanese, Chinese and the pseudo-locale, any run of ASCII letters
  (outside the pseudo-locale's ⟦…⟧ and the words a caller allows: a typed name, a rulebook's
  own ASCII word such as Gun Rain's HP).
"""

from __future__ import annotations

import re
from collections.abc import Iterable

# Friday's R05 H12 A04 P07 and Kung Fu's K12: a letter and two digits, standing alone.
CARD_ID = re.compile(r"(?<![A-Za-z0-9])[HRAPK]\d{2}(?![A-Za-z0-9])")
# Gun Rain's cards: rank then suit letter (7H, QS, 10C, AD), standing alone.
PLAYING_CARD = re.compile(r"(?<![A-Za-z0-9])(?:10|[2-9AJQK])[SCDH][+]?(?![A-Za-z0-9])")
# A verb of the games' notation followed by a notation argument: a card id or code after any
# verb; a bare number only after the verbs whose notation takes one (at 6, to 6, flip 10, on 1,
# put 5 K12, swap 5 7), since "pay 5 more", "up to 15" or "Copy 1" (an ability's printed name)
# are words.
NOTATION_PHRASE = re.compile(
    r"\b(?:fight|use|on|copy|zero|remove|choose|keep|defend|act|pay|at|to|flip|put|swap|drop)"
    r"\s+(?:[HRAPK]\d{2}|(?:10|[2-9AJQK])[SCDH])\b"
    r"|(?<!up )\b(?:at|to|flip|on|put|swap)\s+\d+\b(?![♠♣♦♥])"
    r"|\b(?:hit|avo)\s+\d[+-]"
    r"|\bside\s+(?:north|south)\b"
    r"|\bshift\s+\S+\s+(?:ahead|back|left|right|none)\b",
    re.IGNORECASE,
)
ASCII_WORD = re.compile(r"[A-Za-z]+")
# A playing card as a person reads it (J♥, Q♠, A♣): its rank's letter is no foreign word.
CARD_FACE = re.compile(r"(?<![A-Za-z])[AJQK](?=[♠♣♦♥])")
PSEUDO = re.compile(r"⟦[^⟦⟧]*⟧")
WORDED_LOCALES = ("ja", "zh", "qps")


def notation_tokens(text: str) -> list[str]:
    """The notation found in ``text``: card ids, card codes and notation phrases."""
    found = [m.group(0) for m in NOTATION_PHRASE.finditer(text)]
    found += [m.group(0) for m in CARD_ID.finditer(text)]
    found += [m.group(0) for m in PLAYING_CARD.finditer(text)]
    return found


def _outside_pseudo(text: str) -> str:
    """``text`` without the pseudo-locale's brackets and what they hold (they nest)."""
    previous = None
    while previous != text:
        previous, text = text, PSEUDO.sub(" ", text)
    return text


def foreign_words(text: str, locale: str, allowed: Iterable[str] = ()) -> set[str]:
    """ASCII words in a Japanese, Chinese or pseudo-locale text, but the ``allowed`` ones."""
    if locale not in WORDED_LOCALES:
        return set()
    keep = set(allowed)
    text = CARD_FACE.sub(" ", _outside_pseudo(text))
    return {w for w in ASCII_WORD.findall(text) if w not in keep}


def problems(
    text: str,
    locale: str,
    *,
    notation: Iterable[str] = (),
    allowed: Iterable[str] = (),
) -> list[str]:
    """Why ``text`` is not words for a person, as readable strings (empty: it is words).
    ``notation``: the moves' own notation, which the text must not be or hold."""
    said = text.strip()
    found = []
    for move in notation:
        if said.lower() == move.lower():
            found.append(f"bare notation {move!r}")
        elif " " in move and re.search(rf"(?<!\w){re.escape(move)}(?!\w)", said, re.IGNORECASE):
            found.append(f"holds the notation {move!r}")
    found += [f"notation token {token!r}" for token in notation_tokens(said)]
    found += [f"ASCII word {word!r}" for word in sorted(foreign_words(said, locale, allowed))]
    return found
