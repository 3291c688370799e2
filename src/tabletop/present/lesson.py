"""A first game that teaches itself: a fixed deal and a script of its first moves, with a
sentence at each of the learner's decisions (what to look at, what the choice means).

A game's lesson lives in its package (the descriptor's ``lesson`` part: a module with
``LESSON``). The faces (``tabletop learn``, the lobby's "Learn to play") start
:meth:`Lesson.new_game`, show the step :func:`progress` gives for the moves played so far, mark
the move it asks for and let every other seat play the script's moves. Nothing is forced: a
learner who plays another move leaves the lesson, and the game goes on freely, the other seats
then played by their bots. Once the script is played out the lesson says its closing words and
the learner finishes the game freely.

The lesson is read from the moves alone (``progress`` compares them with the script), so a room
needs no state of its own to know where its lesson stands, after a restart as before.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from importlib import import_module
from typing import Any

import tabletop
from tabletop.engine import ConfigError, GameDescriptor, IllegalAction, descriptor, descriptors
from tabletop.engine.contract import State
from tabletop.i18n import Translator
from tabletop.i18n.common import ERRORS


@dataclass(frozen=True)
class Step:
    """What the lesson says at one of the learner's decisions: ``say``, a msgid (a sentence or
    two: what to look at, what the choice means), and ``look``, the pieces it points at, as the
    board marks them (card ids, square numbers as text)."""

    say: str
    look: tuple[str, ...] = ()


@dataclass(frozen=True)
class Lesson:
    """A fixed deal and the script of its first moves, every seat's, in the order played.

    ``seats``: None for the learner's seat, else the bot spec that plays the seat once the
    script is over (or left). ``script``: ``(seat, notation, step)``, where ``step`` is the
    :class:`Step` of each of the learner's moves and None for the others'. ``title``, ``intro``
    and ``closing`` are msgids: the lesson's name, what it says before the first move, and what
    it says when the learner takes over."""

    game: str
    title: str
    intro: str
    closing: str
    seats: tuple[str | None, ...]
    script: tuple[tuple[int, str, Step | None], ...]
    seed: int
    options: Mapping[str, Any] = field(default_factory=dict)
    setup: Mapping[str, Any] | None = None

    @property
    def learner(self) -> int:
        """The learner's seat."""
        return self.seats.index(None)

    @property
    def steps(self) -> int:
        """How many of the learner's decisions the lesson walks through."""
        return sum(1 for _, _, step in self.script if step is not None)

    def new_game(self) -> State:
        """The lesson's game at its start: the fixed deal."""
        return tabletop.make(self.game, **dict(self.options)).new_game(self.seed, setup=self.setup)

    def check(self) -> None:
        """Play the script from the deal: every move legal when played, a step exactly on the
        learner's moves, every piece a step points at present in the learner's view then.
        Raises ValueError naming the first problem (a lesson is code: this is for its tests)."""
        if self.seats.count(None) != 1:
            raise ValueError(f"{self.game} lesson: exactly one seat is the learner's")
        state = self.new_game()
        for index, (seat, notation, step) in enumerate(self.script):
            where = f"{self.game} lesson, move {index + 1} ({seat}: {notation})"
            if (step is not None) != (seat == self.learner):
                raise ValueError(f"{where}: a step goes with the learner's moves, and only those")
            if step is not None:
                shown = repr(state.view(seat))
                missing = [piece for piece in step.look if not _seen(piece, shown)]
                if missing:
                    raise ValueError(f"{where}: the learner cannot see {missing}")
            try:
                state.apply(seat, notation)
            except IllegalAction as error:
                raise ValueError(f"{where}: {error}") from None
        if state.is_over:
            raise ValueError(f"{self.game} lesson: the script ends the game; leave the end free")


def _seen(piece: str, shown: str) -> bool:
    """Whether a view (as its repr) holds ``piece``: a card id, or a number (a square, a die)."""
    return repr(piece) in shown or (
        piece.isdigit() and re.search(rf"\b{piece}\b", shown) is not None
    )


@dataclass(frozen=True)
class Progress:
    """Where a lesson stands after some moves.

    ``guided``: the moves so far are the script's first ones and some are left. Then ``move`` is
    the script's next move (``seat``, ``notation``) and, when that is the learner's, ``step`` the
    lesson's words for it and ``number`` which of the learner's decisions it is (from 1).
    ``left``: the learner played another move than the script's (the lesson is over early);
    ``done``: the whole script was played (whatever was played after it)."""

    guided: bool
    left: bool
    done: bool
    seat: int | None = None
    notation: str | None = None
    step: Step | None = None
    number: int = 0


def progress(lesson: Lesson, actions: Sequence[tuple[int, str]]) -> Progress:
    """The lesson's standing after ``actions`` (the game's moves so far, as recorded)."""
    script = lesson.script
    played = len(actions)
    if any(
        (seat, notation.lower()) != (s, n.lower())
        for (seat, notation), (s, n, _) in zip(actions, script, strict=False)
    ):
        return Progress(guided=False, left=True, done=False)
    if played >= len(script):  # the game goes on after the script: the lesson stays done
        return Progress(guided=False, left=False, done=True)
    seat, notation, step = script[played]
    number = sum(1 for _, _, s in script[: played + 1] if s is not None) if step else 0
    return Progress(True, False, False, seat, notation, step, number)


def scripted_move(lesson: Lesson, actions: Sequence[tuple[int, str]], seat: int) -> str | None:
    """The script's move for ``seat`` (not the learner's) if it is the next one, else None."""
    now = progress(lesson, actions)
    return now.notation if now.guided and now.seat == seat != lesson.learner else None


def standing(lesson: Lesson, actions: Sequence[tuple[int, str]], t: Translator) -> dict[str, Any]:
    """What a face shows the learner after ``actions``, its words in ``t``'s language.

    ``say``, ``look``, ``notation`` and ``number`` are those of the learner's next step: the
    one the script reaches after the other seats' moves that come before it. So the standing
    does not change while another seat plays its scripted moves, which may be secret (a bot's
    Kung Fu pick): it tells the learner nothing their own seat cannot see. ``intro`` comes with
    the first step, ``closing`` once the whole script is played."""
    now = progress(lesson, actions)
    words: dict[str, Any] = {
        "title": t.gettext(lesson.title),
        "say": None,
        "look": [],
        "notation": None,
        "number": lesson.steps if now.done else 0,
        "steps": lesson.steps,
        "guided": now.guided,
        "left": now.left,
        "done": now.done,
    }
    if now.done:
        words["closing"] = t.gettext(lesson.closing)
    if not now.guided:
        return words
    script = lesson.script
    ahead = next((i for i in range(len(actions), len(script)) if script[i][2] is not None), None)
    if ahead is None:  # only the other seats' moves are left of the script
        words["number"] = lesson.steps
        return words
    _, notation, step = script[ahead]
    assert step is not None
    number = sum(1 for _, _, s in script[: ahead + 1] if s is not None)
    words.update(say=t.gettext(step.say), look=list(step.look), notation=notation, number=number)
    if number == 1:
        words["intro"] = t.gettext(lesson.intro)
    return words


def lesson_for(game: GameDescriptor) -> Lesson | None:
    """The lesson the game's descriptor names, or None for a game without one."""
    return import_module(game.lesson).LESSON if game.lesson else None


def lesson_named(game: str) -> Lesson:
    """The lesson of the game named ``game``: a ConfigError in words for an unknown game or a
    game without one (naming the games that have one)."""
    lesson = lesson_for(descriptor(game))
    if lesson is None:
        with_one = ", ".join(name for name, d in descriptors().items() if d.lesson)
        raise ConfigError(msgid=ERRORS["no_lesson"], values={"game": game, "games": with_one})
    return lesson


__all__ = [
    "Lesson",
    "Progress",
    "Step",
    "lesson_for",
    "lesson_named",
    "progress",
    "scripted_move",
    "standing",
]
