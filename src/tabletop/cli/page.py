"""One screen per move on a terminal, with the scrollback kept as the game's story.

Terminal play draws a screen (the position and the menu) for every move. On a real terminal the
next screen replaces the last one in place: the cursor goes back up to where the last screen began
and everything below is erased. What was said meanwhile (the answers typed at the prompt, errors,
help, the move just made) is said again at that spot, an answer as "» 3" (the only prompt shown is
the one that asks), then the new log entries, then the new screen. So the scrollback reads as the
game's story, in order, with one board on the screen: at the bottom, the talk and the log above.

A screen that no longer fits on the terminal (taller than its rows, with what followed) cannot be
reached by the cursor; the next screen is then simply printed below it. Where output is not an
interactive terminal (a pipe, a file, ``TERM=dumb``), everything is appended as it comes and no
escape code is written.
"""

from __future__ import annotations

from rich.cells import cell_len
from rich.console import Console, RenderableType
from rich.text import Text

from .linebreak import break_lines_by_kinsoku

ANSWERED = "» "  # before an answer said again; not the prompt, which only ever asks


def erase_lines(count: int) -> str:
    """Back up ``count`` lines to the start of a line and erase from there to the screen's end."""
    return f"\x1b[{count}A\r\x1b[J"


class Page:
    """The terminal's output during a game: screens drawn over the last one, talk kept."""

    def __init__(self, console: Console) -> None:
        self.console = console
        break_lines_by_kinsoku(console)  # Japanese and Chinese lines break where they may
        self.redraws = console.is_interactive  # a real terminal that moves the cursor
        self.height = 0  # lines from the top of the last screen down to the cursor
        self.talk: list[str] = []  # what was said below the last screen, as written

    def say(self, renderable: RenderableType, **options) -> None:
        """Print a message (``console.print`` options); kept to be said again above the next
        screen."""
        if not self.redraws:
            self.console.print(renderable, **options)
            return
        self._write(self._rendered(renderable, **options), talk=True)

    def ask(self, prompt: str) -> str:
        """The prompt's answer (EOFError at the end of input). Said again as "» answer": the
        prompt itself is never repeated, so what waits for it never mistakes an old one."""
        answer = self.console.input(prompt)
        if self.redraws and self.height:
            self.height += max(1, -(-cell_len(prompt + answer) // self.console.width))
            if answer.strip():
                self.talk.append(self._rendered(Text(ANSWERED + answer, style="dim")))
        return answer

    def new_screen(self) -> None:
        """Erase the last screen, if the cursor can still reach it, and say its talk again where
        it began: what comes next (log entries, the next screen) prints below."""
        if self.redraws and 0 < self.height < self.console.height:
            self.console.file.write(erase_lines(self.height) + "".join(self.talk))
            self.console.file.flush()
        self.forget()

    def draw(self, *renderables: RenderableType) -> None:
        """Print a screen: the part the next :meth:`new_screen` replaces."""
        if not self.redraws:
            for renderable in renderables:
                self.console.print(renderable)
            return
        self.height = 0
        self.talk = []
        for renderable in renderables:
            self._write(self._rendered(renderable))

    def forget(self) -> None:
        """Nothing on the screen is to be replaced or said again (after a wipe, say)."""
        self.height = 0
        self.talk = []

    def _rendered(self, renderable: RenderableType, **options) -> str:
        with self.console.capture() as capture:
            self.console.print(renderable, **options)
        return capture.get()

    def _write(self, text: str, talk: bool = False) -> None:
        self.console.file.write(text)
        self.console.file.flush()
        if self.height or not talk:  # talk before any screen has nothing to be said again for
            self.height += text.count("\n")
            if talk:
                self.talk.append(text)
