"""The terminal's coach for ``tabletop learn``: a game's lesson (:mod:`tabletop.present.lesson`)
told at the learner's screen.

Before each of the learner's decisions the lesson's words stand above the menu (the intro
first, then the step's sentence, "step n of N"), and the menu marks the move it asks for; every
other move stays playable. The other seats play the script's moves while the lesson guides,
each when it is the script's next move, and their bots after. What happens once is said once
and stays in the scrollback: that the learner left the lesson, or its closing words.
"""

from __future__ import annotations

from rich.console import Group, RenderableType
from rich.panel import Panel
from rich.text import Text

from tabletop.engine import State
from tabletop.i18n import Translator
from tabletop.i18n.common import TERMINAL
from tabletop.present.lesson import Lesson, progress, scripted_move, standing

MARK = "▶"  # before the number of the move the lesson asks for


class Coach:
    """The lesson of one game in progress, and what the learner was last told of its end."""

    def __init__(self, lesson: Lesson) -> None:
        self.lesson = lesson
        self.told: str | None = None  # "left" or "done", once said; None while it guides

    def scripted(self, state: State, seat: int) -> str | None:
        """The script's move for the other seat ``seat`` if it is the script's next move."""
        return scripted_move(self.lesson, state.actions_taken(), seat)

    def waits(self, state: State, seat: int) -> bool:
        """Whether the other seat ``seat`` waits for the learner: the lesson guides and the
        script's next move is the learner's (in a phase where both are to move)."""
        now = progress(self.lesson, state.actions_taken())
        return now.guided and now.seat != seat and self.lesson.learner in state.to_move

    def asks(self, state: State) -> str | None:
        """The move the lesson asks of the learner now (its notation, lower case), or None."""
        now = progress(self.lesson, state.actions_taken())
        if now.guided and now.seat == self.lesson.learner and now.notation:
            return now.notation.lower()
        return None

    def news(self, state: State, t: Translator) -> RenderableType | None:
        """What to say once, before the next screen: the learner left the lesson, or finished
        it (its closing words). Back in the lesson (an undo), it is said again next time."""
        words = standing(self.lesson, state.actions_taken(), t)
        end = "left" if words["left"] else "done" if words["done"] else None
        if end == self.told:
            return None
        self.told = end
        if end == "left":
            return Text(t.gettext(TERMINAL["lesson_left"]), style="bold")
        if end == "done":
            return Panel(Text(words["closing"]), title=words["title"], title_align="left")
        return None

    def panel(self, state: State, t: Translator) -> RenderableType | None:
        """The lesson's words above the learner's menu while it guides, else None."""
        words = standing(self.lesson, state.actions_taken(), t)
        if not words["guided"] or words["say"] is None:
            return None
        lines: list[RenderableType] = []
        if "intro" in words:
            lines += [Text(words["intro"]), Text("")]
        lines.append(Text(words["say"], style="bold"))
        if words["number"] == 1:  # said once, with the first step (as the page says it)
            lines += [Text(""), Text(t.format(TERMINAL["lesson_mark"], mark=MARK), style="dim")]
        title = t.format(
            TERMINAL["lesson_step"],
            title=words["title"],
            number=words["number"],
            steps=words["steps"],
        )
        return Panel(Group(*lines), title=title, title_align="left", border_style="cyan")
