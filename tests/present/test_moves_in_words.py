# ruff: noqa: RUF001  (the marks of Japanese and Chinese are full width)
"""A refusal's legal moves, listed in one sentence: each next move added by a whole message
(``ERRORS["moves_list"]``), so each language chooses the mark between two moves, and a move's
own commas stay inside the move."""

from __future__ import annotations

import pytest

from tabletop.i18n import translator
from tabletop.present import moves_in_words

LABELS = ["Fight A (hazard value 3, free cards 1)", "Draw a free card", "Stop"]


@pytest.mark.parametrize(
    ("lang", "mark"),
    [("en", "; "), ("ja", "／"), ("zh", "；")],
)
def test_moves_are_set_apart_by_the_languages_mark(lang, mark):
    assert moves_in_words(LABELS, translator(lang)) == mark.join(LABELS)


def test_one_move_is_itself_and_none_is_empty():
    ja = translator("ja")
    assert moves_in_words(LABELS[:1], ja) == LABELS[0]
    assert moves_in_words([], ja) == ""
    assert moves_in_words(["{x}", "{moves}"]) == "{x}; {moves}"  # a label is never a template
