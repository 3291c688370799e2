"""Kung Fu's first game that teaches itself (:mod:`tabletop.present.lesson`): the learner takes
the first seat against the Easy bot, guided through most of round 1.

The deal (seed 13, found by trying seeds) was picked for what it teaches: a hand whose three
Accuracy symbols give 4 HIT, so the hardest condition in it, Dragon Emerges from the Sea's three
6s (attack 13), is worth choosing; a roll of 3 4 4 4 5 6 6, two 6s short of what the trio wants.
The learner chooses that card, Crane Beak Strike (a pair, initiative 5) and Redirect the Tide (a
counter 4 on a 6); puts both 6s and the 5 on the Dragon, a pair of 4s on Crane Beak Strike and
the last 4 on Redirect the Tide, so two cards fizzle as placed. The bot's lower total attacks
first: the learner defends with Redirect the Tide, turns its 4 into a 6 with 2 AVO and counters
for 4; then attacks with the Dragon, turns the 5 into a 6 with 1 HIT and deals 11 through the
bot's defence (the bot rescues its own defence card with AVO). The bot's second attack comes
while the learner has no defence card left; the lesson ends at the learner's last attack of the
round, 34 health to the bot's 23.

The bot's moves are the ones the Easy bot plays there (the tests hold it to that). In the
simultaneous steps (choosing, placing) the bot's moves come first in the script, so a face plays
them before the learner's step. Steps point at cards by id (the board's ``data-card``, "K28")
and at dice by face (``data-die``, "6").
"""

from __future__ import annotations

from tabletop.i18n import N_
from tabletop.present.lesson import Lesson, Step

LEARNER, BOT = 0, 1

DRAGON = "K28"  # Dragon Emerges from the Sea: attack 13 on 6 6 6
CRANE = "K06"  # Crane Beak Strike: attack 3, restores 1 HIT, on a pair
TIDE = "K67"  # Redirect the Tide: counter 4 on a 6
THUNDER = "K21"  # the bot's Thunder Kick: attack 5, restores 3 health

LESSON = Lesson(
    game="kungfu",
    title=N_("Your first game of Kung Fu"),
    intro=N_(
        "Kung Fu is a battle of techniques: after three rounds, the fighter with the most health "
        "left wins. Each round you choose three cards, roll seven dice and place them to meet the "
        "cards' conditions, then you take turns to attack and defend. Let's play most of the "
        "first round together."
    ),
    closing=N_(
        "Your opponent blocked 3 with Crane Spreads Its Wings, after moving its die with AVO, "
        "and its Tiger Claw hit you for 4: you lead, 34 health against 23. From here you play on "
        "your own: attack with Crane Beak Strike, then choose three of your seven cards for "
        "round 2. Good luck!"
    ),
    seats=(None, "easy"),
    seed=13,
    script=(
        # Choosing: the bot's three cards first (secret), then the learner's.
        (BOT, "choose K43", None),
        (BOT, "choose K21", None),
        (BOT, "choose K04", None),
        (
            LEARNER,
            f"choose {DRAGON}",
            Step(
                N_(
                    "The symbols beside the number at the top left of your ten cards have set "
                    "your board: three Accuracy symbols give you 4 HIT, points that move your "
                    "dice. With them, choose Dragon Emerges from the Sea: attack 13, if its dice "
                    "show three 6s."
                ),
                (DRAGON,),
            ),
        ),
        (
            LEARNER,
            f"choose {CRANE}",
            Step(
                N_(
                    "The big number at the top left is the initiative number: the round's three "
                    "are added, and the lower total attacks first. Crane Beak Strike adds only 5, "
                    "needs just a pair, and gives back 1 HIT."
                ),
                (CRANE,),
            ),
        ),
        (
            LEARNER,
            f"choose {TIDE}",
            Step(
                N_(
                    "Take a defence card too. Redirect the Tide blocks nothing, but its counter "
                    "deals 4 damage back to whoever attacks you, if a 6 sits on it."
                ),
                (TIDE,),
            ),
        ),
        # Placing: the bot's dice first (secret until both are done), then the learner's.
        (BOT, "put 3 K43", None),
        (BOT, "put 1 K21", None),
        (BOT, "put 2 K21", None),
        (BOT, "put 3 K21", None),
        (BOT, "put 6 K04", None),
        (
            LEARNER,
            f"put 6 {DRAGON}",
            Step(
                N_(
                    "The cards are revealed, and you both rolled seven dice. Dragon Emerges "
                    "from the Sea needs three 6s and you have two: put a 6 on it."
                ),
                (DRAGON, "6"),
            ),
        ),
        (
            LEARNER,
            f"put 6 {DRAGON}",
            Step(N_("Now your other 6."), (DRAGON, "6")),
        ),
        (
            LEARNER,
            f"put 5 {DRAGON}",
            Step(
                N_(
                    "No 6 is left: add your 5. The card is not met yet, and as it stands its "
                    "numbers count 0, but when you attack, 1 HIT point turns the 5 into a 6."
                ),
                (DRAGON, "5"),
            ),
        ),
        (
            LEARNER,
            f"put 4 {CRANE}",
            Step(
                N_("Crane Beak Strike wants two of a kind, and you rolled three 4s: put a 4."),
                (CRANE, "4"),
            ),
        ),
        (
            LEARNER,
            f"put 4 {CRANE}",
            Step(N_("A second 4: the pair meets its condition."), (CRANE, "4")),
        ),
        (
            LEARNER,
            f"put 4 {TIDE}",
            Step(
                N_(
                    "Redirect the Tide needs a 6 too, and none is left: put your last 4. AVO "
                    "points move a defence card's dice as HIT moves an attack card's, and you "
                    "have 3."
                ),
                (TIDE, "4"),
            ),
        ),
        # The attack turns: the bot's total (19) is lower than the learner's (30).
        (BOT, "use K21 on 0", None),
        (BOT, "done", None),
        (
            LEARNER,
            f"defend {TIDE}",
            Step(
                N_(
                    "Your opponent's total, 19, is lower than your 30, so it attacks first: "
                    "Thunder Kick, 4 damage. Redirect the Tide blocks none of it, but its "
                    "counter hits back for 4: defend with it rather than take the hit."
                ),
                (THUNDER, TIDE),
            ),
        ),
        (
            LEARNER,
            "avo 4+",
            Step(N_("Its 4 fizzles as placed: spend 1 AVO, and the 4 becomes a 5."), (TIDE, "4")),
        ),
        (
            LEARNER,
            "avo 5+",
            Step(N_("One more: the 5 becomes a 6, and the condition is met."), (TIDE, "5")),
        ),
        (
            LEARNER,
            "done",
            Step(
                N_(
                    "Spent points come back only through restores: keep your last AVO for a "
                    "later defence."
                ),
                (TIDE,),
            ),
        ),
        (
            LEARNER,
            f"use {DRAGON} on 1",
            Step(
                N_(
                    "Your turn: you must attack with one of your attack cards, and your "
                    "opponent is the only target. Use Dragon Emerges from the Sea first: Crane "
                    "Beak Strike, used later, gives back 1 of the HIT you spend now."
                ),
                (DRAGON, CRANE),
            ),
        ),
        (
            LEARNER,
            "hit 5+",
            Step(
                N_(
                    "Spend 1 HIT: the 5 becomes a 6, and three 6s meet the condition. Damage is "
                    "your attack 2 plus 13, minus your opponent's defence 1: 14, unless it "
                    "defends."
                ),
                (DRAGON, "5"),
            ),
        ),
        (
            LEARNER,
            "done",
            Step(N_("Keep your other 3 HIT: spend no more."), (DRAGON,)),
        ),
        # The bot rescues its defence card with AVO; then its Tiger Claw meets no defence card.
        (BOT, "defend K43", None),
        (BOT, "avo 3+", None),
        (BOT, "done", None),
        (BOT, "use K04 on 0", None),
        (BOT, "done", None),
    ),
)
