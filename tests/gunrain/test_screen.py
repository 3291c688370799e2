# ruff: noqa: RUF001, RUF002  (Japanese and Chinese punctuation is full width: that is the text)
"""Gun Rain's terminal screen: the grid from the viewer's seat, hand, setting, last turn, menu
words and result, rendered in-process from scenarios; and a whole game through `tabletop play`."""

from __future__ import annotations

import io
import re

import pytest
from click.testing import CliRunner
from rich.console import Console

import tabletop
from tabletop.cli.main import cli
from tabletop.i18n import translator
from tabletop.present.screens import screen_for
from tabletop.rulesets.gunrain import describe as gunrain_words
from tabletop.rulesets.gunrain import screen as gunrain_screen

from .helpers import play, scenario, turn


def text(renderable) -> str:
    console = Console(file=io.StringIO(), width=150, color_system=None)
    console.print(renderable)
    return console.file.getvalue()


def flat(renderable) -> str:
    return " ".join(text(renderable).split())


def menu(state, player: int) -> dict[str, str]:
    view = state.view(player)
    return {
        a.notation: gunrain_words.describe_move(view, a.notation)
        for a in state.legal_actions(player)
    }


def test_the_screen_is_registered():
    assert screen_for(tabletop.engine.descriptor("gunrain")) is gunrain_screen


def grid(view: dict) -> tuple[list[list[int]], dict[int, tuple[str, str]]]:
    """The drawn grid: coordinates row by row (top first), and coordinate -> (suit, marks)."""
    lines = text(gunrain_screen.render(view)).splitlines()
    rows, cells = [], {}
    for i, line in enumerate(lines):
        if re.match(r"│\s*\d+ \S", line):  # a cell's first line: coordinate and suit
            tops = [c.split() for c in line.strip("│").split("│")]
            marks = [c.strip() for c in lines[i + 1].strip("│").split("│")]
            rows.append([int(c[0]) for c in tops])
            cells.update({int(c[0]): (c[1], m) for c, m in zip(tops, marks, strict=True)})
    return rows, cells


def test_grid_from_the_viewers_seat_with_pieces_tokens_and_face_down_squares():
    state = scenario(
        positions=[6, 7],
        tokens=[{"card": "7C", "owner": 1, "at": 15}, {"card": "9C", "owner": 0, "at": 2}],
        hands=[["10S", "5H"], []],
    )
    rows, cells = grid(state.view(0))
    assert rows == [[21, 22, 23, 24], [17, 18, 19, 20], [13, 14, 15, 16], [9, 10, 11, 12],
                    [5, 6, 7, 8], [1, 2, 3, 4]]  # fmt: skip
    assert cells[9] == ("▒▒", "") and cells[16] == ("▒▒", "")
    assert cells[6] == ("♠", "●") and cells[18] == ("♥", "●")
    assert cells[10] == ("▒▒", "7♣↓") and cells[2] == ("♦", "9♣↑")
    screen = flat(gunrain_screen.render(state.view(0), names=["Ann", "Bob"]))
    assert "Opponent's territory: Bob" in screen and "Your territory: Ann" in screen
    _, theirs = grid(state.view(1))
    assert theirs[7] == ("♥", "●") and theirs[19] == ("♠", "●")
    assert theirs[15] == ("▒▒", "7♣↑")


def squares_at(renderable, width: int) -> dict[int, str]:
    """Coordinate -> every mark drawn in that square, its lines joined, at ``width`` columns."""
    console = Console(file=io.StringIO(), width=width, color_system=None)
    console.print(renderable)
    squares: dict[int, str] = {}
    row: list[list[str]] = []
    for line in [*console.file.getvalue().splitlines(), "├"]:
        if line.startswith("│"):
            row.append([cell.strip() for cell in line.strip("│").split("│")])
        elif row:  # a row of cells ends: its first line holds the coordinates
            for column, top in enumerate(row[0]):
                squares[int(top.split()[0])] = " ".join(r[column] for r in row[1:]).strip()
            row = []
    return squares


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize(("layout", "at"), [("4x6", (6, 7, 10)), ("6x4", (2, 5, 10))])
def test_a_crowded_square_shows_every_token_in_80_columns(lang, layout, at):
    mine, theirs, ahead = at
    tokens = [("10C", 1, theirs), ("8C", 1, theirs), ("9C", 0, mine), ("6C", 0, mine)]
    state = scenario(
        options={"layout": layout},
        positions=[mine, theirs],
        tokens=[{"card": c, "owner": o, "at": a} for c, o, a in [*tokens, ("7C", 0, ahead)]],
    )
    squares = squares_at(gunrain_screen.render(state.view(0), translator(lang)), 80)
    assert squares[mine].split() == ["●", "9♣↑", "6♣↑"]
    assert squares[25 - theirs].split() == ["●", "10♣↓", "8♣↓"]
    assert squares[ahead] == "7♣↑"


def test_hand_costs_and_the_setting_in_progress():
    state = scenario(hands=[["10S", "5H", "6C"], ["4D"]])
    screen = flat(gunrain_screen.render(state.view(0), names=["Ann", "Bob"]))
    assert "Gun Rain Turn 1/40 Turn player: Ann" in screen
    assert "Ann (you): HP 5/5, 3 in hand, joker used" in screen
    assert "Bob: HP 5/5, 1 in hand, joker used" in screen
    assert "10♠ Light gun 10 +1 damage if you end on ♠" in screen
    assert "5♥ Expand 5 pay +5: swap two face-up squares instead, if on ♥ now" in screen
    assert "6♣ Heavy gun 5 pay 5 more: shift the token as it is placed, if you end on ♣" in screen
    play(state, 0, "act 5H", "flip 10", "keep 10S")
    screen = flat(gunrain_screen.render(state.view(0), names=["Ann", "Bob"]))
    assert "Your actions: expand 5♥ on square 10" in screen
    assert "Your cost cards: none (cost paid 0 of 5)" in screen
    assert "Kept for next turn: 10♠" in screen
    assert "Set your cards face down, in secret; Bob is setting theirs too." in screen
    theirs = flat(gunrain_screen.render(state.view(1)))
    assert "5♥" not in theirs and "10♠" not in theirs


@pytest.mark.parametrize(
    ("lang", "yours", "waiting", "never"),
    [
        (
            "en",
            "Set your cards face down, in secret.",
            "Waiting for Ann: setting cards in secret.",
            "Waiting for Ann",
        ),
        (
            "ja",
            "カードを裏向きでセットしてください。",
            "Annがカードを裏向きでセット中です。",
            "Annの操作待ち",
        ),
        ("zh", "请秘密盖放卡牌。", "等待：Ann正在秘密盖放。", "等待Ann"),
    ],
)
def test_the_secret_step_asks_the_viewer_and_waits_only_for_the_other(lang, yours, waiting, never):
    """ja N04, zh N02: 「プレイヤー1の操作待ち」 / 「等待玩家1」 stood right above
    「轮到玩家1（你）」 on the viewer's own setting: the viewer is asked, the opponent is
    waited for."""
    state = scenario(hands=[["10S", "5H", "6C"], ["4D"]])
    play(state, 1, "pay 4D", "done")
    t = translator(lang)
    own = flat(gunrain_screen.render(state.view(0), t, names=["Ann", "Bob"]))
    assert yours in own and never not in own
    other = flat(gunrain_screen.render(state.view(1), t, names=["Ann", "Bob"]))
    assert waiting in other and yours not in other


def test_the_last_turn_keeps_each_wrapped_sentence_indented():
    """ja N08: a log sentence of the last turn wrapped onto column 0 under the block's indent."""
    state = scenario(
        options={"face_down": "none"}, positions=[8, 10], hands=[["5C", "10H"], ["4D"]]
    )
    turn(state, ("act 5C+", "pay 10H", "done"), ("act 4D", "to 9"))
    console = Console(file=io.StringIO(), width=40, color_system=None)
    console.print(gunrain_screen._last_turn(state.view(0), translator("ja"), ["Ann", "Bob"]))
    lines = console.file.getvalue().splitlines()
    assert len(lines) > 3 and lines[0].strip() == "前のターン："
    assert all(line.startswith("  ") and line.strip() for line in lines[1:]), lines


def test_menu_words_for_setting_steps():
    state = scenario(positions=[7, 6], hands=[["10S", "5H", "4D", "9C"], []])
    words = menu(state, 0)
    assert words["act 10S"] == (
        "Light gun with 10♠ (cost 10): 1 damage if the opponent ends in your column "
        "(+1 on a ♠ square)"
    )
    assert words["act 9C+"].startswith("Heavy gun with 9♣ and its bonus (cost 10)")
    assert words["pay 9C"] == "Pay with 9♣ (paid 9; no action set yet)"
    assert words["keep 4D"] == "Keep the 4♦ for the next turn"
    assert words["done"] == "Finish setting: no action, nothing paid"
    play(state, 0, "act 5H")
    words = menu(state, 0)
    assert words["flip 11"] == "Turn square 11 face up"
    assert words["swap 1 2"] == "Swap squares 1 (♠) and 2 (♦) instead (+5 cost)"
    play(state, 0, "flip 11", "act 4D")
    assert menu(state, 0)["pay 9C"] == "Pay with 9♣ (cost paid 9 of 5)"
    play(state, 0, "pay 9C")
    words = menu(state, 0)
    assert words["to 11"] == "Move to square 11 (turned face up this turn) and finish setting"
    assert words["to 8"] == "Move to square 8 (♣) and finish setting"
    play(state, 0, "keep 10S")
    assert "done" not in menu(state, 0)  # a ♦ card is set: the destination finishes it
    state = scenario(positions=[7, 6], hands=[["10S", "5H", "9C", "8D"], []])
    play(state, 0, "act 5H", "flip 11", "act 9C+", "pay 10S", "pay 8D")
    assert menu(state, 0)["done"] == (
        "Finish setting: expand 5♥ on square 11, heavy gun 9♣ with its bonus (cost paid 18 of 15)"
    )


def test_setup_phases_and_aiming_words():
    state = scenario(
        options={"face_down": "none"}, positions=[8, 10], hands=[["5C", "10H"], ["4D"]]
    )
    turn(state, ("act 5C+", "pay 10H", "done"), ("act 4D", "to 9"))
    screen = flat(gunrain_screen.render(state.view(0), names=["Ann", "Bob"]))
    assert (
        "You stand on ♣ after moving: you may shift heavy-gun token 5♣ 1 square as it is placed."
    ) in screen
    assert "Ann reveals their cards: heavy gun 5♣ with its bonus, paid with 10♥." in screen
    assert "Bob reveals their cards: move 4♦, no cost card." in screen
    assert "Bob moves from square 15 to square 16." in screen
    view = state.view(0)
    labels = {
        a.notation: gunrain_words.describe_move(view, a.notation, names=["Ann", "Bob"])
        for a in state.legal_actions(0)
    }
    assert labels == {
        "shift 5C ahead": "Shift heavy-gun token 5♣ 1 square ahead: it lands on Bob on "
        "square 16 (2 damage)",
        "shift 5C back": "Shift heavy-gun token 5♣ 1 square back: it lands on your own square "
        "8, where it cannot hurt you",
        "shift 5C left": "Shift heavy-gun token 5♣ 1 square to the left: it lands on square 11",
        "shift 5C none": "Leave heavy-gun token 5♣ straight ahead: it lands on square 12",
    }


def test_side_and_place_words_and_the_result():
    state = tabletop.make("gunrain").new_game(4)
    first = state.turn_player
    assert menu(state, first) == {
        "side south": "Take the bottom half of the board as your territory",
        "side north": "Take the top half of the board as your territory",
    }
    screen = flat(gunrain_screen.render(state.view(first), names=["Ann", "Bob"]))
    assert f"{['Ann', 'Bob'][first]} chooses which half of the board becomes" in screen
    state.apply(first, "side south")
    assert menu(state, first)["at 6"] == "Start on square 6 (♣)"
    ended = scenario(positions=[2, 3], hp=[1, 1], hands=[["10S", "10H"], ["9S", "10D"]])
    turn(ended, ("act 10S", "pay 10H", "done"), ("act 9S", "pay 10D", "done"))
    result = flat(gunrain_screen.render_result(ended.result.to_dict()))
    assert result.startswith("Both players fell in the same turn, so the game is drawn.")
    assert "Turns played: 1 player HP left" in result and "Player 1 0 Player 2 0" in result


@pytest.mark.parametrize(
    ("lang", "headline"),
    [
        ("en", "Bot 1 (Easy) has run out of HP, so Ann wins the game."),
        ("ja", "Bot 1 (Easy)のHPが0になり、アンの勝ちです。"),
        ("zh", "Bot 1 (Easy)的HP归零，アン获胜。"),
    ],
)
def test_the_end_screen_names_the_seats(lang, headline):
    """One sentence says how it ended and who won, once: the screen of the last position no
    longer says it before the result does (「…のHPがなくなりました。」 twice in a row), and the
    winner is not named twice (「アンの勝ち：…」 above 「勝者：アン」)."""
    state = scenario(positions=[6, 7], hp=[5, 2], hands=[["10S", "10H"], []])
    turn(state, ("act 10S", "pay 10H", "done"), ("done",))
    names = ["アン" if lang != "en" else "Ann", "Bot 1 (Easy)"]
    result = flat(gunrain_screen.render_result(state.result.to_dict(), translator(lang), names))
    assert result.startswith(headline) and "Ann 5 Bot 1 (Easy) 0" in result.replace("アン", "Ann")
    assert not re.search(r"(?i)player \d|プレイヤー\d", result)
    over = flat(gunrain_screen.render(state.view(0), translator(lang), names))
    said = (headline, "has no HP left", "HPがなくなりました", "HP耗尽")
    assert not [words for words in said if words in over]


def test_a_whole_game_through_the_terminal_loop():
    """`tabletop play gunrain`: both seats at one terminal, always the first menu entry."""
    args = ["play", "gunrain", "--seed", "3", "-o", "max_turns=3"]
    result = CliRunner().invoke(cli, args, input="1\n" * 400)
    assert result.exit_code == 0, result.output
    assert "Gun Rain" in result.output and "Player 1 (you) to move." in result.output
    # How it ended, once in the log and once as the end screen's headline; the last screen no
    # longer says it a third time ("Game over: ...") just above the headline.
    logged = ("The turn limit of 3 is reached", "has no HP left: ")
    headline = ("The 3 turns are over and", "has run out of HP, so")
    assert sum(result.output.count(words) for words in logged) == 1
    assert sum(result.output.count(words) for words in headline) == 1
    assert "Game over: " not in result.output
