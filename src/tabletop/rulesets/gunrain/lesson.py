"""Gun Rain's first game that teaches itself (:mod:`tabletop.present.lesson`): the learner
takes the first seat and the south half against the Easy bot, guided through two turns.

The deal (seed 1352, found by trying seeds) was picked for what it teaches: a first hand with no
♠ (so the joker is worth using), then a redraw that can move, shoot and keep a card; the bot
settles on square 24, in a column the learner reaches in one move onto a ♠ square. Turn 1: a
light gun paid with two cost cards, a kept ♣, a 2-square move from ♦: the shot hits for 2 while
the bot drops a heavy-gun token down the learner's column. Turn 2: the learner steps out of that
column and sets the kept ♣ as a heavy gun, and the bot's two light guns miss.

The bot's moves are the ones the Easy bot plays there (the tests hold it to that). In a secret
setting both seats are to move; the bot's whole setting comes first in the script, so a face
plays it before the learner's first step. Steps point at squares by the learner's numbers (the
board's ``data-coord``) and at cards by their code (the board's ``data-card``, "8S").
"""

from __future__ import annotations

from tabletop.i18n import N_
from tabletop.present.lesson import Lesson, Step

LEARNER, BOT = 0, 1

LESSON = Lesson(
    game="gunrain",
    title=N_("Your first game of Gun Rain"),
    intro=N_(
        "Gun Rain is a gunfight on a grid of playing cards: take all 5 HP of your opponent to "
        "win. Each turn you both set cards face down at the same time, then they are revealed "
        "and played out. Let's play the first two turns together."
    ),
    closing=N_(
        "Your opponent fired two light guns down your old column and missed. From here you play "
        "on your own: shoot from ♠ squares in your opponent's column, and keep out of columns "
        "under fire. Good luck!"
    ),
    seats=(None, "easy"),
    seed=1352,
    script=(
        (
            LEARNER,
            "side south",
            Step(
                N_(
                    "First choose your half of the board, your territory. The bottom half has "
                    "five ♦ squares, and a move card played from ♦ goes 2 squares: take the "
                    "bottom half."
                ),
                ("3", "4", "5", "6", "7"),
            ),
        ),
        (
            LEARNER,
            "at 3",
            Step(
                N_(
                    "Now your starting square: take square 3. It is ♦, and it is in your back "
                    "row, so every row you later advance from it adds a card to your draw."
                ),
                ("3",),
            ),
        ),
        (BOT, "at 1", None),
        (
            LEARNER,
            "joker",
            Step(
                N_(
                    "A card's suit is its action: ♠ light gun, ♣ heavy gun, ♦ move, ♥ turn a "
                    "square face up. This hand has no ♠ to shoot with, so use your joker to draw "
                    "5 new cards; it works once per game."
                ),
                ("10C", "5H", "6H", "4C", "10D"),
            ),
        ),
        (BOT, "pass", None),
        # Turn 1: the bot turns a square face up and sets a heavy gun, staying on square 24.
        (BOT, "act 4H", None),
        (BOT, "flip 9", None),
        (BOT, "act 5C", None),
        (BOT, "pay 6S", None),
        (BOT, "pay 4D", None),
        (BOT, "keep 7S", None),
        (BOT, "done", None),
        (
            LEARNER,
            "act 8S",
            Step(
                N_(
                    "Your opponent stands on square 24, in the column of your squares 4 and 8. "
                    "Set 8♠ as a light gun: it hits an opponent in your column, and costs 10."
                ),
                ("8S", "24"),
            ),
        ),
        (
            LEARNER,
            "pay 4S",
            Step(
                N_(
                    "Other cards pay the cost, each its number whatever its suit; the action "
                    "card's own number does not count. 4♠ pays 4."
                ),
                ("4S",),
            ),
        ),
        (
            LEARNER,
            "pay 7C",
            Step(N_("Add 7♣: 4 + 7 = 11, enough for the 10."), ("7C",)),
        ),
        (
            LEARNER,
            "act 7D",
            Step(
                N_("A move costs 0. You start on square 3, a ♦ square, so 7♦ takes you 2 squares."),
                ("7D", "3"),
            ),
        ),
        (
            LEARNER,
            "keep 9C",
            Step(
                N_(
                    "Cards you do not set are discarded after the turn, but you may keep one. "
                    "Keep 9♣: next turn it can be a heavy gun."
                ),
                ("9C",),
            ),
        ),
        (
            LEARNER,
            "to 8",
            Step(
                N_(
                    "Last, where you move: square 8, in your opponent's column. It is a ♠ "
                    "square, so your light gun hits for 2 instead of 1."
                ),
                ("8", "24"),
            ),
        ),
        # The shot hits for 2; the bot's token lands on square 20. Turn 2: the bot shoots twice
        # down the column the learner stood in.
        (BOT, "pass", None),
        (BOT, "act 7S", None),
        (BOT, "act 9S", None),
        (BOT, "pay 10H", None),
        (BOT, "pay 7H", None),
        (BOT, "pay 5D", None),
        (BOT, "keep 8C", None),
        (BOT, "done", None),
        (
            LEARNER,
            "act 6D",
            Step(
                N_(
                    "Your shot hit for 2, and your opponent's 5♣ became a heavy-gun token on "
                    "square 20: it comes down your column 1 square a turn and hits for 2 when it "
                    "reaches you. Set 6♦ to step out of its way."
                ),
                ("5C", "20", "6D"),
            ),
        ),
        (
            LEARNER,
            "act 9C",
            Step(
                N_(
                    "Now the 9♣ you kept, as a heavy gun: its token lands 1 square ahead of you, "
                    "then flies toward your opponent's side 1 square a turn."
                ),
                ("9C",),
            ),
        ),
        (
            LEARNER,
            "pay 6C",
            Step(N_("A heavy gun costs 5: 6♣ pays for it."), ("6C",)),
        ),
        (
            LEARNER,
            "keep 10S",
            Step(N_("Keep 10♠: a light gun ready for next turn."), ("10S",)),
        ),
        (
            LEARNER,
            "to 7",
            Step(
                N_(
                    "Move to square 7, out of that column: your opponent stands in it on a ♠ "
                    "square, where a light gun hits for 2."
                ),
                ("7", "24"),
            ),
        ),
        (BOT, "pass", None),
    ),
)
