"""``tabletop learn GAME``: each game's lesson played through the real command, the asked moves
typed by their menu numbers, then random legal moves to the end; its words, the marked move,
leaving the lesson, the commands that keep working, and the errors."""

from __future__ import annotations

import json
import random
import re

import pexpect
import pytest

import tabletop
from tabletop.i18n import translator
from tabletop.i18n.common import TERMINAL
from tabletop.present.lesson import Lesson, lesson_named

from .helpers import over_prompt, prompt, run

# A menu line: "▶ 3" before the move the lesson asks for, else the number; the move's words,
# then its notation.
MENU_LINE = re.compile(r"^\s*(▶ )?(\d+)  (?:(.*?)  +)?(\S+(?: \S+)*)\s*$")
BOX = re.compile(r"[\s│─╭╮╰╯]")  # whitespace and a panel's frame: where words wrap
# A menu line with a notation mark after its words (two spaces, then the mark).
NOTATION_MARK = re.compile(r"^\s*(▶ )?\d+  \S.*?\S  +\S+(?: \S+)*\s*$")


def lesson_mark(t) -> str:
    """The lesson's note on its marked move, said with the first step only."""
    return t.format(TERMINAL["lesson_mark"], mark="▶")


def squeezed(text: str) -> str:
    """``text`` without whitespace and frame characters: words compared across line breaks."""
    return BOX.sub("", text)


def menu_lines(screen: str) -> list[str]:
    """The lines of the numbered menu at the end of a screen."""
    lines = []
    for line in reversed([line for line in screen.splitlines() if line.strip()]):
        if not MENU_LINE.match(line):
            break
        lines.append(line)
    return lines[::-1]


def menu_of(screen: str) -> list[tuple[str, bool]]:
    """The numbered menu at the end of a screen: [(notation, marked)] in order (in a lesson,
    whose menu has no notation marks, the words)."""
    menu = []
    for line in menu_lines(screen):
        match = MENU_LINE.match(line)
        menu.append((int(match[2]), match[4], bool(match[1])))
    assert [n for n, _, _ in menu] == list(range(1, len(menu) + 1)), screen
    return [(notation, marked) for _, notation, marked in menu]


def learner_steps(lesson: Lesson) -> list[tuple[str, object]]:
    return [(notation, step) for _, notation, step in lesson.script if step is not None]


def step_title(lesson: Lesson, lang: str, number: int) -> str:
    t = translator(lang)
    title = t.gettext(lesson.title)
    return t.format(TERMINAL["lesson_step"], title=title, number=number, steps=lesson.steps)


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("game", ["friday", "gunrain", "kungfu"])
def test_the_lesson_guides_every_step_then_the_game_is_played_to_its_end(spawn, game, lang):
    lesson = lesson_named(game)
    t = translator(lang)
    child = spawn("learn", game, "--lang", lang, timeout=60)
    child.expect_exact(t.format(TERMINAL["start"], game=t.gettext(lesson.title)))
    for number, (_, step) in enumerate(learner_steps(lesson), start=1):
        child.expect_exact(prompt(lang))
        screen = squeezed(child.before)
        assert squeezed(step_title(lesson, lang, number)) in screen
        assert squeezed(t.gettext(step.say)) in screen
        assert (squeezed(t.gettext(lesson.intro)) in screen) == (number == 1)
        menu = menu_of(child.before)
        marked = [i for i, (_, is_marked) in enumerate(menu, start=1) if is_marked]
        assert len(marked) == 1, child.before
        # The learner reads words: no notation mark after them (the script's move among them;
        # the marked one is it, or the lesson would say it was left, checked below).
        assert not any(NOTATION_MARK.match(line) for line in menu_lines(child.before)), screen
        assert (squeezed(lesson_mark(t)) in screen) == (number == 1)  # said once
        child.sendline(str(marked[0]))
    # The script is played: its closing words, once, and the game goes on without a lesson.
    rng = random.Random(f"{game} {lang}")
    screens = []
    while child.expect_exact([prompt(lang), over_prompt(lang)]) == 0:
        screens.append(child.before)
        menu = menu_of(child.before)
        assert not any(is_marked for _, is_marked in menu)
        child.sendline(str(rng.randint(1, len(menu))))
    screens.append(child.before)
    child.sendline("")
    child.expect(pexpect.EOF)
    closing = squeezed(t.gettext(lesson.closing))
    assert closing in squeezed(screens[0])
    assert sum(closing in squeezed(screen) for screen in screens) == 1
    assert not any(squeezed(t.gettext(TERMINAL["lesson_left"])) in squeezed(s) for s in screens)
    assert not any(squeezed(step_title(lesson, lang, 1))[:6] in squeezed(s) for s in screens[1:])


def test_another_move_leaves_the_lesson_and_says_so_once(spawn):
    lesson = lesson_named("gunrain")
    child = spawn("learn", "gunrain", timeout=60)
    child.expect_exact(prompt("en"))
    menu = menu_of(child.before)
    other = next(i for i, (_, is_marked) in enumerate(menu, start=1) if not is_marked)
    child.sendline(str(other))  # the North half, not the South half the lesson asks for
    screens = []
    for _ in range(6):
        child.expect_exact(prompt("en"))
        screens.append(child.before)
        assert not any(is_marked for _, is_marked in menu_of(child.before))
        child.sendline("1")
    child.sendline("quit")
    child.expect(pexpect.EOF)
    left = squeezed(TERMINAL["lesson_left"])
    assert left in squeezed(screens[0])
    assert sum(left in squeezed(screen) for screen in screens) == 1
    assert not any(squeezed(step_title(lesson, "en", 2)) in squeezed(s) for s in screens)


def test_rules_undo_hint_and_save_keep_working_in_a_lesson(spawn, tmp_path):
    lesson = lesson_named("friday")
    first, second = (notation for notation, _ in learner_steps(lesson)[:2])
    child = spawn("learn", "friday", timeout=60)
    child.expect_exact(prompt("en"))
    child.sendline("rules")
    child.expect_exact(prompt("en"))
    assert "How to play Friday" in child.before
    child.sendline(first)  # typed as notation, as in tabletop play
    child.expect_exact(prompt("en"))
    assert squeezed(step_title(lesson, "en", 2)) in squeezed(child.before)
    child.sendline("undo")
    child.expect_exact(prompt("en"))
    assert "Undone." in child.before
    assert squeezed(step_title(lesson, "en", 1)) in squeezed(child.before)
    child.sendline(first)
    child.expect_exact(prompt("en"))
    child.sendline("hint")
    child.expect_exact(prompt("en"))
    assert re.search(r"Hint: \d+ searches", child.before)
    path = tmp_path / "lesson.json"
    child.sendline(f"save {path}")
    child.expect_exact(prompt("en"))
    child.sendline("quit")
    child.expect(pexpect.EOF)
    record = json.loads(path.read_text())
    assert record["setup"] == lesson.setup and record["seed"] == lesson.seed
    assert [notation for _, notation in record["actions"]] == [first]
    replayed = tabletop.replay(record)
    assert [a.notation for a in replayed.legal_actions(0)] == ["draw"] == [second]


def test_an_unknown_game_is_one_line_in_words():
    done = run("learn", "chess")
    assert done.returncode == 2 and done.stdout == "" and "Traceback" not in done.stderr
    assert done.stderr == "error: unknown game 'chess'; available: friday, gunrain, kungfu\n"
    japanese = run("learn", "chess", "--lang", "ja")
    assert japanese.returncode == 2 and "Traceback" not in japanese.stderr
    assert japanese.stderr.startswith("エラー") and "chess" in japanese.stderr
