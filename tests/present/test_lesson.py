"""present/lesson.py: a lesson's standing is read from the moves alone (guided, left, done), its
script is checked move by move, and the other seats follow the script while it lasts."""

from __future__ import annotations

import dataclasses

import pytest

import tabletop
from tabletop.present.lesson import Lesson, Step, progress, scripted_move


def _first_moves(game: str, options: dict, seed: int, count: int) -> list[tuple[int, str]]:
    """The first legal move of whoever moves first, ``count`` times: a script to test with."""
    state = tabletop.make(game, **options).new_game(seed)
    moves = []
    for _ in range(count):
        seat = state.to_move[0]
        notation = state.legal_actions(seat)[0].notation
        state.apply(seat, notation)
        moves.append((seat, notation))
    return moves


def _lesson(game: str, options: dict, seats: tuple, count: int) -> Lesson:
    moves = _first_moves(game, options, 7, count)
    learner = seats.index(None)
    script = tuple(
        (seat, notation, Step(f"step {i}") if seat == learner else None)
        for i, (seat, notation) in enumerate(moves)
    )
    return Lesson(
        game=game,
        title="t",
        intro="i",
        closing="c",
        seats=seats,
        script=script,
        seed=7,
        options=options,
    )


def test_the_standing_follows_the_moves_played():
    lesson = _lesson("gunrain", {}, (None, "random"), 6)
    moves = [(seat, notation) for seat, notation, _ in lesson.script]
    start = progress(lesson, [])
    assert start.guided and not start.left and start.seat == moves[0][0]
    learner_moves = [i for i, (seat, _) in enumerate(moves) if seat == lesson.learner]
    at = learner_moves[0]
    now = progress(lesson, moves[:at])
    assert now.guided and now.step == lesson.script[at][2] and now.number == 1
    assert now.notation == moves[at][1]
    done = progress(lesson, moves)
    assert done.done and not done.guided and not done.left
    # The game goes on after the script: the lesson stays done, not left.
    assert progress(lesson, [*moves, (lesson.learner, "anything")]).done
    # Typed in another case, the same move: still the script.
    assert progress(lesson, [(s, n.upper()) for s, n in moves[:3]]).guided
    # Another move leaves the lesson, and the lesson stays left.
    other = (moves[0][0], "something else")
    assert progress(lesson, [other]).left
    assert progress(lesson, [other, *moves[1:]]).left


def test_the_other_seats_play_the_script_while_it_lasts():
    lesson = _lesson("gunrain", {}, (None, "random"), 6)
    moves = [(seat, notation) for seat, notation, _ in lesson.script]
    bot_turns = [i for i, (seat, _) in enumerate(moves) if seat != lesson.learner]
    assert bot_turns, "the test's script has no move of the bot's"
    at = bot_turns[0]
    assert scripted_move(lesson, moves[:at], moves[at][0]) == moves[at][1]
    assert scripted_move(lesson, moves[:at], lesson.learner) is None  # never the learner's move
    assert scripted_move(lesson, [(0, "elsewhere")], 1) is None  # left: the bot plays its own


def test_a_lesson_is_checked_move_by_move():
    lesson = _lesson("friday", {}, (None,), 4)
    lesson.check()
    assert lesson.steps == 4 and lesson.learner == 0
    first = lesson.script[0]
    illegal = dataclasses.replace(lesson, script=((0, "fight H99", first[2]), *lesson.script[1:]))
    with pytest.raises(ValueError, match="move 1"):
        illegal.check()
    unseen = dataclasses.replace(
        lesson, script=((first[0], first[1], Step("look", ("P99",))), *lesson.script[1:])
    )
    with pytest.raises(ValueError, match="cannot see"):
        unseen.check()
    silent = dataclasses.replace(lesson, script=((first[0], first[1], None), *lesson.script[1:]))
    with pytest.raises(ValueError, match="a step goes with the learner's moves"):
        silent.check()


def test_the_lesson_starts_from_its_deal():
    lesson = dataclasses.replace(
        _lesson("friday", {}, (None,), 2), setup={"life": 12}, options={"level": 2}
    )
    state = lesson.new_game()
    assert state.view(0)["life"] == 12 and state.view(0)["level"] == 2
    assert state.record()["setup"] == {"life": 12}
