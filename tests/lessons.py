"""A lesson's script played from its deal, with a snapshot of the game around each move: what
the games' lesson tests look at to check that the script does what its words say."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from tabletop.present.lesson import Lesson


@dataclass
class Moment:
    """One scripted move and the game just before it (``before``) and after it (``after``)."""

    seat: int
    notation: str
    before: Any
    after: Any


def moments(lesson: Lesson) -> list[Moment]:
    """The script played from the lesson's deal, a snapshot around each move."""
    state = lesson.new_game()
    played = []
    for seat, notation, _ in lesson.script:
        before = state.clone()
        state.apply(seat, notation)
        played.append(Moment(seat, notation, before, state.clone()))
    return played
