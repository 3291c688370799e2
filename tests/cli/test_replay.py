"""``tabletop replay FILE``: stepping through a saved game, --to-end, and bad records."""

from __future__ import annotations

import gzip
import json

import pexpect
import pytest

import tabletop
from tabletop.cli.main import main
from tabletop.rulesets.friday import describe as friday_words
from tabletop.rulesets.gunrain import describe as gunrain_words

from .helpers import ERASE, on_a_terminal, run

STEP_PROMPT = "Enter = next, b = back, q = quit> "


@pytest.fixture
def saved(tmp_path):
    """A short finished game (always the first legal move), saved with the engine."""
    state = tabletop.make("friday", level=2).new_game(seed=4)
    while not state.is_over:
        state.apply(0, state.legal_actions(0)[0])
    path = tmp_path / "game.json"
    tabletop.save(state, path)
    return path, state


def state_before(final, move: int):
    """The position before move ``move`` (from 0) of the game that led to ``final``."""
    record = final.record()
    return tabletop.replay({**record, "actions": record["actions"][:move]})


def test_step_forward_back_and_quit(spawn, saved):
    path, state = saved
    moves = state.actions_taken()
    child = spawn("replay", str(path))
    child.expect(STEP_PROMPT)
    assert f"start of Friday, seed 4 (moves: {len(moves)})" in child.before
    assert "Level 2" in child.before and "Choose a hazard to fight" in child.before
    child.sendline("b")
    child.expect("Already at the start.")
    child.expect(STEP_PROMPT)
    child.sendline("")
    child.expect(STEP_PROMPT)
    # Each move in words, by the seat's name, the notation after them.
    first = friday_words.describe_move(state_before(state, 0).view(0), moves[0][1])
    assert f"Move 1/{len(moves)} — Player 1: {first}  {moves[0][1]}" in child.before
    child.sendline("")
    child.expect(STEP_PROMPT)
    assert f"Move 2/{len(moves)} — Player 1: " in child.before and moves[1][1] in child.before
    child.sendline("b")
    child.expect(STEP_PROMPT)
    assert f"Move 1/{len(moves)} — " in child.before
    child.sendline("x")
    child.expect("Enter = next move, b = back, q = quit.")
    child.expect(STEP_PROMPT)
    child.sendline("q")
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 0


def test_on_a_terminal_each_step_replaces_the_last_board_and_the_move_lines_stay(saved):
    """The scrollback keeps the moves stepped through; one board, at the bottom."""
    path, state = saved
    moves = state.actions_taken()
    out = on_a_terminal(["replay", str(path)], STEP_PROMPT, ("", "", "b"), "q")
    assert len(ERASE.findall(out)) == 3, "one board erased per step"
    last = out.rsplit("\x1b[J", 1)[1]
    assert "» b" in last, "the answer is said again above the new board"
    assert out.count(f"Move 1/{len(moves)} — ") == 2 and out.count(f"Move 2/{len(moves)} — ") == 1


def test_to_end_prints_final_screen_and_result(saved, capsys):
    path, state = saved
    assert main(["replay", str(path), "--to-end"]) == 0
    out = capsys.readouterr().out
    result = state.result
    assert f"Move {len(state.actions_taken())}/{len(state.actions_taken())} — " in out
    assert f"Defeat: {friday_words.describe_reason(result.to_dict())}" in out
    for part, points in result.details.items():
        assert f" {part} " in out and f" {points} " in out


def test_unfinished_record_says_so(tmp_path, capsys):
    state = tabletop.make("friday").new_game(seed=1)
    state.apply(0, state.legal_actions(0)[0])
    tabletop.save(state, tmp_path / "half.json")
    assert main(["replay", str(tmp_path / "half.json"), "--to-end"]) == 0
    assert "The record ends here, before the game is over (moves: 1)." in capsys.readouterr().out


def record_with(**changes) -> str:
    record = tabletop.make("friday").new_game(seed=3).record()
    record.update(changes)
    return json.dumps(record)


@pytest.mark.parametrize(
    ("content", "message"),
    [
        ("{not json", "is not valid JSON"),
        ("[1, 2]", "a record must be a JSON object"),
        (record_with(seed="x"), "record field 'seed' must be an integer"),
        (record_with(game="chess"), "unknown game 'chess'"),
        (record_with(rules_version="friday-0"), "record was made with rules 'friday-0'"),
        (record_with(options={"level": 9}), "record options or setup are invalid"),
        (record_with(actions=[[0, "fly"]]), "record action 1 ('fly') is illegal"),
        (record_with(actions=["draw"]), "record action 1 must be [player, notation]"),
    ],
)
def test_bad_records_fail_with_one_line(tmp_path, capsys, content, message):
    path = tmp_path / "bad.json"
    path.write_text(content, encoding="utf-8")
    assert main(["replay", str(path)]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err.startswith("error: ") and message in captured.err
    assert captured.err.count("\n") == 1


@pytest.mark.parametrize("name", ["missing.json", ".", "binary.bin"])
def test_unreadable_files_fail_with_one_line(tmp_path, capsys, name):
    (tmp_path / "binary.bin").write_bytes(b"\xff\xfe\x00garbage")
    assert main(["replay", str(tmp_path / name)]) == 2
    err = capsys.readouterr().err
    assert err.startswith("error: ") and err.count("\n") == 1


def test_corrupt_file_through_the_real_command(tmp_path):
    path = tmp_path / "bad.json"
    path.write_text('{"game": "friday"', encoding="utf-8")
    done = run("replay", str(path), "--to-end")
    assert done.returncode == 2
    assert done.stdout == ""
    assert done.stderr.startswith(f"error: saved game {path} is not valid JSON")
    assert "Traceback" not in done.stderr


def test_seat_out_of_range_is_a_clear_error(saved, capsys):
    path, _ = saved
    assert main(["replay", str(path), "--to-end", "--seat", "3"]) == 2
    assert "error: --seat must be 0, the only seat, for this game" in capsys.readouterr().err
    assert main(["replay", str(path), "--to-end", "--seat", "0"]) == 0


def test_a_game_of_a_simulation_file_plain_or_gzipped(tmp_path, capsys):
    """``--game N`` shows game N of a ``simulate --out`` file, as the runs in results/ are kept."""
    out = tmp_path / "games.jsonl"
    args = ["simulate", "gunrain", "--seats", "bot:random,bot:random", "--games", "3"]
    assert main([*args, "--jobs", "1", "--seed", "2", "--out", str(out)]) == 0
    capsys.readouterr()
    line = json.loads(out.read_text().splitlines()[2])
    packed = tmp_path / "games.jsonl.gz"
    packed.write_bytes(gzip.compress(out.read_bytes()))
    for path in (out, packed):
        assert main(["replay", str(path), "--game", "2", "--to-end"]) == 0
        shown = capsys.readouterr().out
        moves = len(line["record"]["actions"])
        bots = ["Bot 1 (random)", "Bot 2 (random)"]  # the file's bots, named by seat
        ended = {key: line[key] for key in ("reason", "winners", "scores")}
        reason = gunrain_words.describe_outcome(ended, names=bots)  # how it ended, who won
        last = line["record"]["actions"][-1][0]  # the seat that made the last move
        named = f"Move {moves}/{moves} — Bot {last + 1} (random): "  # the file's bots, by seat
        assert named in shown and reason in shown


def test_a_run_whose_last_line_was_cut_off_by_a_stop_still_replays(tmp_path, capsys):
    """A stop may cut the last line off (``--resume`` plays that game again); the games
    before it replay, and the cut one is simply not there."""
    out = tmp_path / "games.jsonl"
    args = ["simulate", "friday", "--seats", "bot:random", "--games", "3", "--jobs", "1"]
    assert main([*args, "--out", str(out)]) == 0
    out.write_bytes(out.read_bytes()[:-100])
    capsys.readouterr()
    assert main(["replay", str(out), "--game", "1", "--to-end"]) == 0
    assert main(["replay", str(out), "--game", "2"]) == 2
    assert "has no game 2: it holds games 0-1" in capsys.readouterr().err


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--game", "3"], "has no game 3: it holds games 0-1"),
        (["--game", "-1"], "Invalid value for '--game'"),
        ([], "not valid JSON"),  # a simulation file needs --game, and the error says so
    ],
)
def test_a_simulation_file_without_that_game_is_one_clear_error(tmp_path, capsys, args, message):
    out = tmp_path / "games.jsonl"
    run_args = ["simulate", "friday", "--seats", "bot:random", "--games", "2", "--jobs", "1"]
    assert main([*run_args, "--out", str(out)]) == 0
    capsys.readouterr()
    assert main(["replay", str(out), *args]) == 2
    err = capsys.readouterr().err
    assert message in err and err.count("\n") == 1
    if not args:
        assert "pick a game: --game N" in err


def test_a_saved_game_is_not_a_simulation_file(saved, capsys):
    path, _ = saved
    assert main(["replay", str(path), "--game", "0"]) == 2
    assert "line 1: not a game written by simulate --out" in capsys.readouterr().err
