"""Seats in the play loop: people and bots, hot-seat secrecy, undo across players."""

from __future__ import annotations

import io

import pytest
from rich.console import Console

import tabletop
from tabletop import bots
from tabletop.cli import play
from tabletop.i18n import translator
from tabletop.present.log import log_entries, render

from .fake_duel import DuelGame
from .helpers import PROMPT


class Scripted(Console):
    """A console that reads scripted lines and records every screen and prompt."""

    def __init__(self, lines: list[str]) -> None:
        super().__init__(file=io.StringIO(), width=100, color_system=None)
        self.lines = list(lines)
        self.prompts: list[str] = []

    def input(self, prompt: str = "", **_) -> str:
        self.print(prompt, end="")
        self.prompts.append(prompt)
        if not self.lines:
            raise EOFError
        return self.lines.pop(0)

    def clear(self, home: bool = True) -> None:
        self.print("<<CLEAR>>")

    @property
    def text(self) -> str:
        return self.file.getvalue()


def test_parse_seats():
    assert play.parse_seats(None, 2) == [play.Seat(), play.Seat()]
    assert play.parse_seats("human, bot:random", 2) == [play.Seat(), play.Seat("random")]
    with pytest.raises(tabletop.ConfigError, match="unknown bot 'chess'"):
        play.parse_seats("human,bot:chess", 2)
    with pytest.raises(tabletop.ConfigError, match="has 2 players but --seats names 3"):
        play.parse_seats("human,human,human", 2)
    with pytest.raises(tabletop.ConfigError, match="has 1 player but --seats names 2"):
        play.parse_seats("human,human", 1)


def test_hot_seat_hides_each_secret_behind_a_pass_prompt():
    state = DuelGame().new_game(1)
    # Enter at each pass prompt, then the move; the last Enter leaves the finished game
    console = Scripted(["", "3", "", "1", ""])
    assert play.run(state, console, [play.Seat(), play.Seat()]) == 0
    # Seats by their display names, counted from 1 as the log counts them.
    to_player0, to_player1 = console.text.split("Pass to Player 2, then press Enter.")
    assert "Pass to Player 1, then press Enter." in to_player0
    assert to_player0.rstrip().endswith("<<CLEAR>>")  # player 0's screen is wiped first
    player1_screen = to_player1.split(PROMPT)[0]
    assert "{'picks': ['secret', 0]}" in player1_screen  # that 0 picked, not what
    assert "{'picks': [3, 1]}" in to_player1.split("Player 2: pick 1")[1]
    assert "higher pick" in console.text


def test_bot_seat_moves_without_revealing_its_secret():
    state = DuelGame().new_game(2)
    console = Scripted(["2", ""])
    play.run(state, console, [play.Seat("random"), play.Seat()])
    before_my_move = console.text.split(PROMPT)[0]
    assert "Bot 1 (random) has moved." in before_my_move
    assert "{'picks': ['secret', 0]}" in before_my_move
    assert "pick" not in before_my_move.split("has moved.")[0]
    assert "Pass to" not in console.text  # one person: no hot-seat prompts


def test_a_bots_secret_steps_are_neither_announced_nor_counted():
    """K4: cards are chosen secretly, and how many a player has chosen is secret too. The bot
    (seat 1) picks first: its first two picks change nothing anyone sees, its third takes it
    out of the players to move. One announcement, and moves carry no running number."""
    state = tabletop.make("kungfu").new_game(8)
    console = Scripted([])  # the human's first prompt ends the session (end of input)
    play.run(state, console, [play.Seat(), play.Seat("random")])
    assert [seat for seat, _ in state.actions_taken()] == [1, 1, 1]
    assert console.text.split(PROMPT)[0].count("has moved.") == 1


def test_a_bots_run_of_moves_is_announced_once_per_turn_of_the_person():
    """zh N11, J27: a bot placing several dice before the person's next prompt was said to
    have moved once per die, the same line four times in a row."""
    state = tabletop.make("kungfu", players=3).new_game(8)
    console = Scripted(["1"] * 60)
    play.run(state, console, [play.Seat(), play.Seat("random"), play.Seat("random")])
    stretches = console.text.split(PROMPT)
    assert any("has moved." in stretch for stretch in stretches)
    for stretch in stretches:
        said = [line.strip() for line in stretch.splitlines() if line.endswith("has moved.")]
        assert len(said) == len(set(said)), said


def test_the_end_shows_the_games_own_result_and_no_second_table_of_float_scores():
    """J23, Z59: after Kung Fu's own table of 体力 left, a shared table printed the engine's
    scores again as floats (「得点 0.0 / 30.0 / 27.0」)."""
    state = tabletop.make("kungfu", players=3).new_game(8)
    console = Scripted([])
    play.run(state, console, [play.Seat("random") for _ in range(3)])
    end = console.text.split("Game over (seed")[0].rsplit("<<CLEAR>>", 1)[-1]
    assert state.is_over
    assert "Score" not in end
    assert not any(f"{score:.1f}" in end.split() for score in state.result.to_dict()["scores"])


def test_undo_refused_once_another_player_moved():
    session = play.Session(DuelGame().new_game(3), [play.Seat(), play.Seat()], 3)
    session.play(0, "pick 1")
    assert session.undo(1) == "Cannot undo: another player has moved since your last move."
    assert session.undo(0) is None
    assert session.state.picks == [0, 0]
    session.play(0, "pick 2")
    session.play(1, "pick 3")  # reveals both picks
    assert session.undo(1) == "Cannot undo: something hidden was revealed since the last move."


def test_hint_lists_the_advisors_top_moves_the_hard_bots_first():
    state = tabletop.make("friday").new_game(4)
    console = Scripted(["hint", "quit"])
    console.width = 200  # a row a line: the moves' words are long
    play.run(state, console)
    hint = console.text.split(" searches")[1]
    assert "Hint: " in console.text
    assert "Outlook" in hint
    rows = [line.split() for line in hint.splitlines() if "%" in line]
    legal = [a.notation for a in state.legal_actions(0)]
    assert rows and all(any(n in " ".join(row) for n in legal) for row in rows)
    hard = bots.from_spec("hard", 0).choose(state, 0).notation  # seeded as the hint: no moves yet
    assert hard in " ".join(rows[0])
    assert state.actions_taken() == []  # asking for a hint plays nothing


def test_ctrl_c_while_the_advisor_thinks_cancels_the_hint_not_the_game(monkeypatch):
    def interrupted(state, player, t, names):
        raise KeyboardInterrupt

    monkeypatch.setattr(play, "_hint", interrupted)
    console = Scripted(["hint", "quit"])
    assert play.run(tabletop.make("friday").new_game(4), console) == 0
    assert "Hint cancelled." in console.text
    assert console.text.count(PROMPT) == 2  # asked again after the cancelled hint


def _log_lines(record, seat, lang, names):
    t = translator(lang)
    return [render(entry, t, names) for entry in log_entries(record, seat)]


def test_the_terminal_prints_the_persons_log_in_their_language_with_seat_names():
    """Against a bot, the scrollback holds the person's seat's whole log, each entry once, in
    the chosen language, the bot named "Bot 2 (random)" in Japanese."""
    state = tabletop.make("gunrain", max_turns=2).new_game(5)
    console = Scripted(["1"] * 400)
    console.width = 2000  # one log entry a line, however long
    play.run(state, console, [play.Seat(), play.Seat("random")], t=translator("ja"))
    assert state.is_over
    bot = "ボット2\uff08ランダム\uff09"  # Japanese brackets: "Bot 2 (random)"
    names = ["プレイヤー1", bot]
    printed = [line[2:] for line in console.text.splitlines() if line.startswith("· ")]
    assert printed == _log_lines(state.record(), 0, "ja", names)
    assert any(bot in line for line in printed)
    scores = state.result.scores
    end = console.text.split("プレイヤー1")[-1]  # the last naming of seat 0: the score table
    assert end.split()[:3] == [str(scores[0]), bot, str(scores[1])]


def test_hot_seat_prints_the_public_log_and_undo_takes_back_its_entries():
    session = play.Session(tabletop.make("gunrain").new_game(3), [play.Seat(), play.Seat()], 3)
    assert session.log.seat is None  # two people on one screen: the table's log
    assert session.new_log_lines() == []  # Gun Rain opens with nothing on the table
    mover = session.state.to_move[0]
    session.play(mover, session.state.legal_actions(mover)[0])
    assert session.new_log_lines() and session.new_log_lines() == []
    assert session.undo(mover) is None
    assert session.log.entries == log_entries(session.state, None)
    assert session.logged == len(session.log.entries)
