"""Friday's first game that teaches itself (:mod:`tabletop.present.lesson`): a short game set
late on the island, guided through its main decisions, then left to the learner for the end.

The deal is a scenario (docs/friday.md, "Scenarios"), so a first game lasts minutes: the red
step with four hazards left, then the pirates. Robinson's stack is listed top first, so every
draw is known and shows what its step says. Fight 1 (Exploring the island, 6 at red with 2 free
cards): two free draws make 3, a paid card brings Repeat, whose ability doubles Genius to win
6 against 6. Fight 2 (With the raft to the wreck, 3): the one free card is the aging card Scared;
the learner ends the fight, loses 3 life and removes Scared with them. Then the pirates: the
learner picks the ship with a special rule (16, each extra card 2 life), draws Weapon and the
aging card Stupid, and destroys Stupid with Realization. There the lesson hands over, with 12
life: the four free cards left reach the ship's 16, and the other ship's 20 takes its six free
cards and the abilities drawn with them, or life paid for cards (tests/friday/test_lesson.py
plays that end as a newcomer would, with and without the abilities).

Cards are named in the words; ``look`` gives their ids, which the board marks.
"""

from __future__ import annotations

from tabletop.i18n import N_
from tabletop.present.lesson import Lesson, Step

SETUP = {
    "life": 16,
    "step": "red",
    # Offered in pairs: Exploring the island or Wild animals, then the raft or Further exploring.
    "hazard_stack": ["H13", "H28", "H03", "H21"],
    "stack": [
        # Fight 1: Genius, Focused free; Repeat paid.
        "R01",
        "R02",
        "H18",
        # Fight 2: Scared.
        "A01",
        # The first pirate: Weapon, Stupid, Realization, then the learner's own four free cards.
        "H30",
        "A06",
        "H25",
        "H27",
        "R03",
        "H26",
        "H14",
        # The second pirate: 14 free, and the abilities make up the rest.
        "H29",
        "H23",
        "H24",
        "H20",
        "H19",
        "H22",
        "H12",
        "R04",
        "R13",
        "R05",
        "R14",
    ],
    "discard": ["R06", "R07", "R08", "R15", "R16"],
    "removed": ["R09", "R10", "R17"],
    "pirates": ["P06", "P01"],
}

LESSON = Lesson(
    game="friday",
    title=N_("Learn to play Friday"),
    intro=N_(
        "Robinson is stranded on an island: beat hazards with his fighting cards to make his "
        "deck stronger, then beat two pirate ships to escape. We start late in the game, at the "
        "red step with four hazards left, so the pirates are near."
    ),
    closing=N_(
        "Now it is your game: draw the rest of your free cards, use the abilities and reach 16. "
        "Then beat the other ship, which needs 20. Good luck!"
    ),
    seats=(None,),
    seed=2011,
    options={"level": 1},
    setup=SETUP,
    script=(
        (
            0,
            "fight H13",
            Step(
                N_(
                    "Fight one of these two hazards; the other is discarded. A hazard shows its "
                    "free cards and a value for each step, green, yellow and red: at this red "
                    "step Exploring the island needs 6 with 2 free cards, Wild animals 11 with 4."
                ),
                ("H13", "H28"),
            ),
        ),
        (
            0,
            "draw",
            Step(
                N_(
                    "Draw your free cards one by one from Robinson's stack; they go on the left. "
                    "You need a total of 6."
                ),
                ("H13",),
            ),
        ),
        (
            0,
            "draw",
            Step(N_("Genius is worth 2. Draw your second free card."), ("R01",)),
        ),
        (
            0,
            "pay",
            Step(
                N_(
                    "Genius and Focused make 3, and the free cards are used up. Each extra card "
                    "costs 1 life, and losing would cost 3: pay for one more."
                ),
                ("R01", "R02"),
            ),
        ),
        (
            0,
            "use H18",
            Step(
                N_(
                    "Repeat is a knowledge card: a hazard beaten earlier, turned upside down. Its "
                    "ability doubles another card: use it."
                ),
                ("H18",),
            ),
        ),
        (
            0,
            "on R01",
            Step(
                N_("Double Genius, your best card: 2 becomes 4 and the total reaches 6."),
                ("R01",),
            ),
        ),
        (
            0,
            "end",
            Step(
                N_(
                    "6 against 6 is enough: end the fight and win. Exploring the island turns "
                    "into a knowledge card, a Weapon worth 2, and joins your discard pile."
                ),
                ("H13",),
            ),
        ),
        (
            0,
            "fight H03",
            Step(
                N_(
                    "The last two hazards. With the raft to the wreck needs only 3, with 1 free "
                    "card; Further exploring the island needs 8. Take the raft: even a loss "
                    "there is cheap."
                ),
                ("H03", "H21"),
            ),
        ),
        (
            0,
            "draw",
            Step(N_("One free card: draw it."), ("H03",)),
        ),
        (
            0,
            "end",
            Step(
                N_(
                    "Scared is an aging card: such cards join the deck as Robinson grows older, "
                    "and this one makes your best card count 0. Pay for no more cards: end the "
                    "fight and lose it, and you can get rid of Scared."
                ),
                ("A01",),
            ),
        ),
        (
            0,
            "remove A01",
            Step(
                N_(
                    "A loss costs the points you were short in life: 3 here. Each point may "
                    "remove one of this fight's cards from the game, an aging card taking two: "
                    "remove Scared for good."
                ),
                ("A01",),
            ),
        ),
        (
            0,
            "fight P06",
            Step(
                N_(
                    "No hazards left: now the two pirate ships, both to beat, in the order you "
                    "like. One needs 16 with 7 free cards, but each extra card costs 2 life; the "
                    "other needs 20 with 6. Start with the 16."
                ),
                ("P06", "P01"),
            ),
        ),
        (
            0,
            "draw",
            Step(
                N_(
                    "A pirate fight goes like any other, but you cannot give up: the total must "
                    "reach 16. Draw."
                ),
                ("P06",),
            ),
        ),
        (
            0,
            "draw",
            Step(N_("Weapon, worth 4: a good start. Keep drawing."), ("H30",)),
        ),
        (
            0,
            "draw",
            Step(N_("Stupid is another aging card, worth -2. Draw again."), ("A06",)),
        ),
        (
            0,
            "use H25",
            Step(
                N_(
                    "Realization can destroy another card: it then counts 0 and leaves the game "
                    "after the fight. Use it."
                ),
                ("H25", "A06"),
            ),
        ),
        (
            0,
            "on A06",
            Step(
                N_("Destroy Stupid: your total goes up by 2, and the aging card is gone for good."),
                ("A06",),
            ),
        ),
    ),
)
