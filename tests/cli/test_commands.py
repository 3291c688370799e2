"""The other commands and every user mistake: one line on stderr, non-zero exit, no traceback."""

from __future__ import annotations

import io
import re
import subprocess
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner
from rich.console import Console

import tabletop
from tabletop.cli.main import _parse_options, cli, main
from tabletop.cli.play import rules as play_rules
from tabletop.engine import GameDescriptor, descriptor
from tabletop.i18n import translator
from tabletop.i18n.common import WORDS
from tabletop.rulesets.friday import describe as friday_words
from tabletop.rulesets.kungfu import texts as kungfu_texts

from .helpers import ENV, run

ROOT = Path(__file__).resolve().parents[2]


def test_version_and_games():
    done = run("--version")
    assert (
        done.returncode == 0 and done.stdout.strip() == f"tabletop, version {tabletop.__version__}"
    )
    done = run("games")
    assert done.returncode == 0
    assert done.stdout.startswith("friday  players 1  options: level=1 (1|2|3|4), aging_draw=top")
    lines = done.stdout.splitlines()
    assert lines[1].startswith("gunrain  players 2  options: layout=4x6 (4x6|6x4)")
    assert lines[2].startswith("kungfu  players 2-5  options: players=2 (2|3|4|5)")
    assert "draft=false (false|true)" in lines[2]  # as typed: -o draft=true
    assert "cards=FILE (optional)" in lines[2]  # a card file, not a value to type


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["play", "friday", "--level", "7"], "friday: option level=7 is not one of 1, 2, 3, 4"),
        # values as typed after -o, not as Python writes them ('5x5', True)
        (["play", "gunrain", "-o", "layout=5x5"], "option layout=5x5 is not one of 4x6, 6x4"),
        (["play", "kungfu", "-o", "draft=yes"], "option draft=yes is not one of false, true"),
        (["play", "friday", "--level", "x"], "Invalid value for '--level': 'x' is not a valid"),
        (
            ["play", "friday", "-o", "aging_draw=sometimes"],
            "aging_draw=sometimes is not one of top",
        ),
        (["play", "friday", "--aging-draw", "top"], "No such option '--aging-draw'"),
        (["play", "gunrain", "--level", "2"], "gunrain: unknown option 'level'"),
        (["play", "friday", "--seed", "one"], "Invalid value for '--seed'"),
        (["play", "friday", "--lvl", "2"], "No such option '--lvl'"),
        (["play", "friday", "-o", "speed=3"], "friday: unknown option 'speed'"),
        # option names that are Python's parameter names, and numbers int() cannot read
        (["play", "friday", "-o", "self=1"], "friday: unknown option 'self'"),
        (["play", "friday", "-o", "name=x"], "friday: unknown option 'name'"),
        (["play", "friday", "-o", "level=²"], "friday: option level=² is not one of 1, 2, 3, 4"),
        (["play", "gunrain", "-o", "face_down=9," + "9" * 5000], "option face_down="),
        (
            ["simulate", "friday", "--seats", "bot:random:name=1"],
            "bot 'random' does not take option 'name'",
        ),
        (["play", "friday", "-o", "speed"], "'speed' is not KEY=VALUE"),
        (["play", "friday", "--level", "3", "-o", "level=2"], "--level 3 and -o level=2 disagree"),
        (["play", "friday", "-o", "level=2", "-o", "level=3"], "level is given twice, differently"),
        (["play", "chess"], f"unknown game 'chess'; available: {', '.join(tabletop.games())}"),
        (["play"], "Missing argument 'GAME'"),
        (["play", "friday", "--setup", "nowhere.json"], "cannot read setup nowhere.json"),
        (["replay"], "Missing argument 'FILE'"),
        (["bench", "--game", "chess"], "unknown game 'chess'"),
        (["bench", "--seconds", "0"], "Invalid value for '--seconds'"),
        (["bench", "--seconds", "nan"], "must be a number of seconds, not nan"),
        (["simulate", "friday", "--seats", "bot:random:seed=3"], "seeded from the run's seed"),
        (["dance"], "No such command 'dance'"),
        (["rules"], "Missing argument 'GAME'"),
        (["rules", "chess"], "unknown game 'chess'; available: "),
        (["rules", "friday", "--lang", "xx"], "Unknown language 'xx'"),
    ],
)
def test_user_mistakes(capsys, args, message):
    code = main(args)
    captured = capsys.readouterr()
    assert code == 2
    assert captured.err.startswith("error: ") and message in captured.err
    assert captured.err.count("\n") == 1 and captured.out == ""


@pytest.mark.parametrize("locale", ["en", "ja", "zh"])
def test_rules_prints_how_to_play_outside_a_game(capsys, locale):
    """``tabletop rules GAME --lang L``: the game's How to play, as its ``rules`` command in a
    game shows it, in the language asked for."""
    t = translator(locale)
    assert main(["rules", "kungfu", "--lang", locale]) == 0
    shown = capsys.readouterr().out
    assert shown.splitlines()[0] == t.format(WORDS["how_to_play_game"], game=t.gettext("Kung Fu"))
    for heading, _paragraphs in kungfu_texts.how_to_play():
        assert t.gettext(heading) in shown
    console = Console(width=80, record=True, file=io.StringIO())
    console.print(play_rules(descriptor("kungfu"), t))
    same = "".join(shown.split()) == "".join(console.export_text().split())
    assert same  # the in-game command's words, whatever the width they wrap at


def test_a_game_without_how_to_play_says_so():
    plain = GameDescriptor("plain", "Plain", "", "plain.game:Plain", 2, 2)  # no texts module
    shown = play_rules(plain).plain
    assert shown == "This game has no How to play: its menu and help show its moves."


def test_bad_setup_content(tmp_path, capsys):
    (tmp_path / "s.json").write_text('{"life": 99}', encoding="utf-8")
    (tmp_path / "t.json").write_text("{", encoding="utf-8")
    assert main(["play", "friday", "--setup", str(tmp_path / "s.json")]) == 2
    assert "setup: 'life' must be an integer 0-22, got 99" in capsys.readouterr().err
    assert main(["play", "friday", "--setup", str(tmp_path / "t.json")]) == 2
    assert "is not valid JSON" in capsys.readouterr().err


def test_mistake_through_the_real_command():
    done = run("play", "friday", "--level", "9")
    assert done.returncode == 2
    assert done.stderr == "error: friday: option level=9 is not one of 1, 2, 3, 4\n"
    assert done.stdout == ""


def test_piped_input_plays_without_a_terminal():
    """Not a terminal: plain text, no ANSI codes; end of input leaves the game."""
    result = CliRunner().invoke(cli, ["play", "friday", "--seed", "8", "--level", "3"], input="1\n")
    assert result.exit_code == 0
    assert "\x1b[" not in result.output
    state = tabletop.make("friday", level=3).new_game(8)
    first = state.legal_actions(0)[0].notation
    said = "Player 1: " + friday_words.describe_move(state.view(0), first)  # in words
    assert "Level 3" in result.output and said in " ".join(result.output.split())
    assert result.output.rstrip().endswith("Left the game (use save FILE first to keep it).")


def test_odd_typed_lines_are_answered_not_raised(tmp_path):
    """Found by fuzzing: "²" passed isdigit() and broke int(); a NUL in a file name broke
    save. Each is now an answer, and the game goes on."""
    result = CliRunner().invoke(
        cli,
        ["play", "friday", "--seed", "3"],
        input=f"²\n{'9' * 5000}\nsave {tmp_path}/a\0b\nquit\n",
    )
    assert result.exit_code == 0, result.output
    assert "'²' cannot be played now." in result.output
    assert "Cannot save: cannot write" in result.output
    assert "Traceback" not in result.output


def test_a_drawn_seed_is_unguessable_and_named_only_at_the_end(monkeypatch):
    """A seed printed at the start, or one of 2^31 (searched in seconds against the first
    screen), would tell the deck; a drawn one has 62 bits and shows when the game is over."""
    import secrets

    drawn = []
    real = secrets.randbits

    def spy(bits: int) -> int:
        drawn.append(real(bits))
        assert bits >= 62
        return drawn[-1]

    monkeypatch.setattr(secrets, "randbits", spy)
    result = CliRunner().invoke(cli, ["play", "friday"], input="quit\n")
    assert result.exit_code == 0
    assert len(drawn) == 1 and str(drawn[0]) not in result.output
    assert result.output.startswith("Friday. Type help")
    chosen = CliRunner().invoke(cli, ["play", "friday", "--seed", "8"], input="quit\n")
    assert chosen.output.startswith("Friday, seed 8. Type help")


def test_with_other_seats_save_waits_for_the_end(tmp_path):
    """A record holds every seat's secrets (a bot's hand, its setting): in a game with other
    seats, save is refused until the game is over, and nothing is written."""
    target = tmp_path / "mid.json"
    result = CliRunner().invoke(
        cli,
        ["play", "gunrain", "--seed", "3", "--seats", "human,bot:random"],
        input=f"save {target}\nquit\n",
    )
    assert result.exit_code == 0
    assert "Save works once the game is over" in result.output
    assert not target.exists()
    assert result.output.rstrip().endswith("Left the game.")


BENCH_ROW = re.compile(
    r"^\s*friday\s+(\d+)\s+(\d+)\s+([\d.]+)\s+([\d,]+)\s+([\d,]+)\s+([\d.]+)\s+(\d+)", re.M
)


def check_bench(out: str) -> None:
    assert "Random play on one core" in out
    assert "Engine: compiled (" in out  # the suite runs on the build the install made
    games, actions, seconds, per_game, per_action, clone_us, clones = BENCH_ROW.search(out).groups()
    assert int(games) >= 1 and int(actions) > int(games) and int(clones) >= 1
    assert float(seconds) > 0 and float(clone_us) > 0
    assert int(per_game.replace(",", "")) > 0 and int(per_action.replace(",", "")) > 0


def test_bench_command(capsys):
    assert main(["bench", "--game", "friday", "--seconds", "0.05"]) == 0
    check_bench(capsys.readouterr().out)


def test_game_list_after_a_game_was_imported(capsys):
    """In one process with Friday loaded: tabletop.games() stays the registry function."""
    tabletop.make("friday")
    assert main(["games"]) == 0
    assert capsys.readouterr().out.startswith("friday  players 1")
    assert main(["bench", "--seconds", "0.05"]) == 0  # all games
    check_bench(capsys.readouterr().out)


def test_bench_script():
    script = ROOT / "benchmarks" / "bench_engine.py"
    done = subprocess.run(
        [sys.executable, str(script), "--seconds", "0.05"],
        env=ENV,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 0, done.stderr
    check_bench(done.stdout)


def test_option_values_take_their_types():
    parsed = _parse_options(("draft=true", "refresh=False", "players=3"))
    assert parsed == {"draft": True, "refresh": False, "players": 3}
    assert tabletop.make("kungfu", **parsed).options["draft"] is True
    assert _parse_options(("layout=6x4",)) == {"layout": "6x4"}
