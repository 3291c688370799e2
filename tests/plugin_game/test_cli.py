"""The plug-in through the real ``tabletop`` command: listed, played in a terminal with the
generic screen, simulated, replayed and put in a tournament, with the ISMCTS bot."""

from __future__ import annotations

import json
import subprocess

import pexpect
import pytest

import tabletop
from cli.helpers import EXE, OVER_PROMPT, PROMPT, parse_menu
from cli.helpers import run as run_tabletop

from .conftest import NAME


@pytest.fixture
def tabletop_command(plugin_env):
    """Run ``tabletop ARGS...`` to completion in a process that sees the plug-in."""

    def run(*args: str) -> subprocess.CompletedProcess:
        return run_tabletop(*args, env=plugin_env, timeout=120)

    return run


def test_tabletop_games_lists_the_plugin_with_its_option(tabletop_command):
    done = tabletop_command("games")
    assert done.returncode == 0, done.stderr
    line = next(line for line in done.stdout.splitlines() if line.startswith(NAME))
    assert "players 2  options: rounds=3 (1|2|3|4)  Blind Bid, a 2-player bidding game" in line
    assert [line.split()[0] for line in done.stdout.splitlines()] == [
        "blindbid",
        "friday",
        "gunrain",
        "kungfu",
    ]


def test_tabletop_learn_refuses_it_in_words_naming_the_games_with_a_lesson(tabletop_command):
    done = tabletop_command("learn", NAME)
    assert done.returncode == 2 and done.stdout == "" and "Traceback" not in done.stderr
    assert done.stderr == (
        f"error: {NAME} has no lesson yet; games with one: friday, gunrain, kungfu\n"
    )


def test_a_person_plays_it_in_the_terminal_against_a_bot_on_the_generic_screen(plugin_env):
    hand = tabletop.make(NAME, rounds=2).new_game(4).view(0)["hand"]
    child = pexpect.spawn(
        str(EXE),
        ["play", NAME, "--seats", "human,bot:random", "--seed", "4", "-o", "rounds=2"],
        env=plugin_env,
        encoding="utf-8",
        dimensions=(60, 160),
        timeout=30,
    )
    try:
        child.expect_exact("Blind Bid, seed 4. Type help for commands.")
        child.expect_exact(PROMPT)
        screen = child.before
        assert f"'hand': {hand}" in screen  # the seat's view, as the generic screen prints it
        assert screen.count("'hand'") == 1  # the bot's hand is nowhere
        # its describe module's words beside each move
        assert parse_menu(screen) == [(f"bid {card}", f"Bid {card}") for card in hand]
        child.sendline("help")
        child.expect_exact("Bid a card of your hand: bid 7.")
        child.expect_exact(PROMPT)
        child.sendline("bid 0")
        child.expect_exact("'bid 0' cannot be played now. Legal moves: ")
        child.expect_exact(PROMPT)
        child.sendline("1")
        child.expect_exact(f"Player 1: Bid {hand[0]}")
        child.expect_exact(PROMPT)  # round 2: the hand less the card bid
        assert parse_menu(child.before) == [(f"bid {card}", f"Bid {card}") for card in hand[1:]]
        child.sendline("1")
        child.expect_exact(OVER_PROMPT)
        end = child.before
        assert "Result: " in end and "rounds won" in end and "Game over (seed 4)" in end
        child.sendline("")
        child.expect(pexpect.EOF)
    finally:
        child.close(force=True)
    assert child.exitstatus == 0


def test_simulate_with_ismcts_writes_games_that_replay_on_the_generic_screen(
    tabletop_command, tmp_path
):
    out = tmp_path / "games.jsonl"
    done = tabletop_command(
        "simulate", NAME, "--seats", "bot:random,bot:ismcts:iterations=50", "--games", "4",
        "--jobs", "2", "--json", "-o", "rounds=2", "--out", str(out),
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    summary = json.loads(done.stdout)
    assert (summary["game"], summary["games"], summary["options"]) == (NAME, 4, {"rounds": 2})
    assert [s["bot"] for s in summary["seats"]] == ["random", "ismcts:iterations=50"]
    games = [json.loads(line) for line in out.read_text().splitlines()]
    assert len(games) == 4
    record = games[2]["record"]
    assert tabletop.replay(record).is_over and len(record["actions"]) == 4
    shown = tabletop_command("replay", str(out), "--game", "2", "--to-end")
    assert shown.returncode == 0, shown.stderr
    assert "Result: " in shown.stdout and "'played': [{'prize':" in shown.stdout


@pytest.mark.parametrize(
    "command",
    [
        ("play", NAME, "--seats", "human,bot:heuristic"),
        ("simulate", NAME, "--seats", "bot:random,bot:heuristic", "--games", "1"),
        ("tournament", NAME, "--bots", "random,heuristic", "--games", "1"),
    ],
)
def test_a_heuristic_bot_is_refused_before_the_game_since_the_game_has_none(
    tabletop_command, command
):
    """play started, then stopped at the bot's first move; simulate and tournament failed in
    their workers."""
    done = tabletop_command(*command)
    assert (done.returncode, done.stdout) == (2, "")
    assert done.stderr == "error: no heuristic bot for blindbid yet; bots for it: ismcts, random\n"


def test_a_tournament_rates_random_against_ismcts(tabletop_command):
    done = tabletop_command(
        "tournament", NAME, "--bots", "random,ismcts:iterations=50", "--games", "2",
        "--jobs", "1", "-o", "rounds=1",
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    assert "Blind Bid: win rate of row against column" in done.stdout
    assert "Elo, mean 0 (4 games)" in done.stdout  # 2 per seating
