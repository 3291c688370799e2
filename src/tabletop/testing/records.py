"""Records and replay: a game's record rebuilds the very same game, through JSON and a file,
and a record that was tampered with is refused, saying where."""

from __future__ import annotations

import json
import tempfile
from pathlib import Path

from tabletop.engine import RecordError, State, load, replay, save

from .subject import Subject, expect, expect_same, play_randomly


def _same_game(again: State, state: State, what: str) -> None:
    for seat in [*range(state.game.num_players), None]:
        expect_same(again.view(seat), state.view(seat), f"{what}: the view of seat {seat} differs")
    expect_same(again.record(), state.record(), f"{what}: the record differs")
    expect_same(again.result, state.result, f"{what}: the result differs")


def check_records(subject: Subject) -> None:
    """A record (finished or mid-game), read back from JSON or saved to a file and loaded,
    replays to the same views, record and result; another rules version, or an illegal move
    in its actions, is a RecordError naming it."""
    game = play_randomly(subject, 0)
    final, middle = game.states[-1], game.states[len(game.states) // 2]
    for state, what in ((final, "the finished game"), (middle, "a game half played")):
        _same_game(replay(json.loads(json.dumps(state.record()))), state, f"replaying {what}")
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "game.json"
        save(final, path)
        _same_game(load(path), final, "saving and loading the finished game")
    record = final.record()
    _refused({**record, "rules_version": "none-0"}, "made with rules 'none-0'")
    if record["actions"]:
        at = len(record["actions"]) // 2
        actions = [list(a) for a in record["actions"]]
        actions[at][1] = "fly to the moon"
        _refused({**record, "actions": actions}, f"record action {at + 1} ('fly to the moon')")


def _refused(record: dict, said: str) -> None:
    try:
        replay(record)
    except RecordError as exc:
        expect(said in str(exc), f"a bad record was refused saying {str(exc)!r}, not {said!r}")
        return
    raise AssertionError(f"a record that should be refused ({said}) was replayed")
