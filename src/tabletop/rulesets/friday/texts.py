"""Friday's words for people, in English (the msgids the catalogs translate): data, not markup.

Card names, ability texts, phases, steps, end reasons, move labels and "How to play",
written in the project's words from seeds 000/001 and rulings F1-F16. Every function returns an
English msgid (with ``{name}`` placeholders where a value goes in); the presentation layer
translates it with ``tabletop.i18n.translator(locale)``. docs/glossary.md lists the terms.
"""

from __future__ import annotations

from tabletop.i18n import N_, GameTexts

from . import cards as C
from .cards import BY_ID, CARDS

# Names as the card data spells them -> the English shown. Robinson's starting cards, the
# knowledge sides of the hazards and the aging cards (seed 000 names 《バカ丸出し》 "very stupid").
_NAMES = {
    "genius": N_("Genius"),
    "focused": N_("Focused"),
    "weak": N_("Weak"),
    "eating": N_("Eating"),
    "distracted": N_("Distracted"),
    "food": N_("Food"),
    "equipment": N_("Equipment"),
    "strategy": N_("Strategy"),
    "realization": N_("Realization"),
    "deception": N_("Deception"),
    "mimicry": N_("Mimicry"),
    "books": N_("Books"),
    "weapon": N_("Weapon"),
    "repeat": N_("Repeat"),
    "experience": N_("Experience"),
    "vision": N_("Vision"),
    "scared": N_("Scared"),
    "hungry": N_("Hungry"),
    "very tired": N_("Very tired"),
    "stupid": N_("Stupid"),
    "very stupid": N_("Very stupid"),
    "very hungry": N_("Very hungry"),
    "moronic": N_("Moronic"),
    "suicidal": N_("Suicidal"),
    "pirate ship": N_("Pirate ship"),
}

# Hazard titles (the face Robinson fights), as the card data spells them.
_HAZARDS = {
    "With the raft to the wreck": N_("With the raft to the wreck"),
    "Exploring the island": N_("Exploring the island"),
    "Further exploring the island": N_("Further exploring the island"),
    "Wild animals": N_("Wild animals"),
    "Cannibals": N_("Cannibals"),
}

# Ability vocabulary of the card data -> (short label printed on the card, one-sentence text).
_ABILITIES = {
    C.LIFE1: (N_("+1 life"), N_("Gain 1 life, up to the maximum.")),
    C.LIFE2: (N_("+2 life"), N_("Gain 2 life, up to the maximum.")),
    C.CARD1: (N_("+1 card"), N_("Draw 1 more card without paying life; it goes on the right.")),
    C.CARD2: (
        N_("+2 cards"),
        N_("Draw 1 or 2 more cards without paying life; they go on the right."),
    ),
    C.DESTROY: (
        N_("Destroy 1"),
        N_(
            "Turn another face-up fighting card face down: it counts 0, its ability is lost, "
            "and it leaves the game after the fight."
        ),
    ),
    C.DOUBLE: (
        N_("Double 1"),
        N_(
            "Another face-up card counts twice at judgement; no card is doubled twice in one fight."
        ),
    ),
    C.COPY: (N_("Copy 1"), N_("Use the ability of another face-up fighting card once more.")),
    C.STEP_DOWN: (
        N_("Step -1"),
        N_(
            "For this fight, read the hazard value one step lower (red as yellow, yellow as "
            "green); no effect against pirates."
        ),
    ),
    C.SORT: (
        N_("Sort 3 cards"),
        N_(
            "Look at the top 3 cards of Robinson's stack, discard at most 1 of them and put the "
            "rest back in any order."
        ),
    ),
    C.EXCHANGE: (
        N_("Exchange 1"),
        N_(
            "Discard another face-up fighting card and draw a new card into its place, without "
            "paying life."
        ),
    ),
    C.EXCHANGE2: (
        N_("Exchange 2"),
        N_(
            "Up to twice: discard another face-up fighting card and draw a new card into its "
            "place, without paying life."
        ),
    ),
    C.BELOW: (
        N_("1 card below the pile"),
        N_(
            "Put another face-up fighting card under Robinson's stack; if it lay on the left, "
            "you may draw a free card in its place."
        ),
    ),
    C.AGE1: (
        N_("-1 life"),
        N_("Mandatory: lose 1 life at the end of the fight, won or lost."),
    ),
    C.AGE2: (
        N_("-2 life"),
        N_("Mandatory: lose 2 life at the end of the fight, won or lost."),
    ),
    C.HIGHEST_ZERO: (
        N_("Highest card = 0"),
        N_("Mandatory: at judgement, the face-up card with the highest printed value counts 0."),
    ),
    C.STOP: (
        N_("Stop"),
        N_("Mandatory: when drawn as a free card, free drawing ends at once."),
    ),
    C.PIRATE_COST2: (
        N_("Each extra card costs 2 life"),
        N_("Each card drawn by paying life costs 2 life instead of 1."),
    ),
    C.PIRATE_HALF: (
        N_("Only half the fighting cards count"),
        N_(
            "Only half of the face-up fighting cards count (with an odd number, round up or "
            "down as you like); face-up aging cards must be among them."
        ),
    ),
    C.PIRATE_PLUS_CARDS: (
        N_("+1 fighting value per card"),
        N_("The fight total gets +1 for each face-up fighting card."),
    ),
    C.PIRATE_AGING: (
        N_("Hazard value +2 per aging card"),
        N_("The hazard value is 2 for each aging card in Robinson's stack and discard pile."),
    ),
    C.PIRATE_ALL_HAZARDS: (
        N_("Fight all remaining hazards"),
        N_(
            "Free cards and hazard value are the sums of the free cards and red hazard values "
            "of all the hazards in the hazard discard pile."
        ),
    ),
}

# What using an ability will do, as the end of a menu line ("Use Realization: destroy 1 card"):
# the abilities Robinson chooses to use (starting and knowledge cards).
_EFFECTS = {
    C.LIFE1: N_("gain 1 life"),
    C.LIFE2: N_("gain 2 life"),
    C.CARD1: N_("draw 1 more card for free"),
    C.CARD2: N_("draw 1 or 2 more cards for free"),
    C.DESTROY: N_("destroy 1 card"),
    C.DOUBLE: N_("double 1 card's fighting value"),
    C.COPY: N_("use another card's ability once more"),
    C.STEP_DOWN: N_("read the hazard value one step lower"),
    C.SORT: N_("look at the top 3 cards of the stack and sort them"),
    C.EXCHANGE: N_("exchange 1 card"),
    C.EXCHANGE2: N_("exchange 1 or 2 cards"),
    C.BELOW: N_("put a card under the stack"),
}

# A pirate ship in a sentence, once it is fought: the ships share one name and their special
# rule is no name, so a ship is the first or the second of the final fight (before it is chosen,
# its hazard value tells it apart: describe.py).
PIRATE_IN_ORDER = (N_("the first pirate ship"), N_("the second pirate ship"))

KINDS = {
    C.ROBINSON: N_("Starting card"),
    C.HAZARD: N_("Hazard card"),
    C.AGING: N_("Aging card"),
    C.PIRATE: N_("Pirate card"),
}

# The alert steps (seed 000's 警戒段階, 001's 阶段) and the pirate fight after red.
STEPS = {
    "green": N_("Green step"),
    "yellow": N_("Yellow step"),
    "red": N_("Red step"),
    "pirates": N_("The pirates"),
}

PHASES = {
    "hazard": N_("Choose a hazard"),
    "fight": N_("Fight"),
    "zero": N_("Choose which card counts 0"),
    "remove": N_("Remove cards"),
    "pirate": N_("Choose a pirate"),
    "over": N_("Game over"),
}

# The engine's end reasons (rules.py, with {placeholders} for its numbers) -> the text shown:
# each names the real cause, as the rulebooks' three defeats do (seed 000's 《敗北》 ①-③): only
# a loss of life is "Robinson is lost" (力尽きた); a pirate ship not beaten is said as such.
END_REASONS = (
    ("both pirate ships beaten", N_("Both pirate ships are beaten.")),
    (
        "the pirate could not be beaten: no card can be obtained any more",
        N_(
            "Robinson could not beat the pirate ship. No card was left to draw and no ability "
            "to use."
        ),
    ),
    (
        "Robinson's stack had to be rebuilt with no aging card left",
        N_("Robinson's stack had to be rebuilt, but the aging pile was empty."),
    ),
    (
        "had to lose {amount} life with only {life} left",
        N_("Robinson is lost. He had to lose {amount} life with only {life} left."),
    ),
)


# The rules' ending codes (rules.ENDINGS, in result.reason_code) -> the same texts, by code.
ENDINGS = {
    "pirates_beaten": END_REASONS[0][1],
    "pirate_unbeatable": END_REASONS[1][1],
    "no_aging_card": END_REASONS[2][1],
    "out_of_life": END_REASONS[3][1],
}

# How a won game ends, in Robinson's story (a lost one says its reason, END_REASONS). The page's
# end panel puts its own headline (Victory! / Defeat.) above this sentence, so it carries none.
WON = N_("Robinson beats both pirate ships and escapes the island.")

# That sentence ({outcome}) under the rulebooks' word for the end (seed 000: 《勝利》, 《敗北》;
# seed 001: 挑战成功, 挑战失败) where nothing else heads it: the terminal's end screen and the
# log's last line.
HEADLINES = {
    "won": N_("Victory! {outcome}"),
    "lost": N_("Defeat: {outcome}"),
}

# The notation's moves by verb, in words ({card}: a card's name); describe.describe_move says
# more, from the position.
MOVES = {
    "fight": N_("Fight {card}"),
    "skip": N_("Skip the last hazard"),
    "draw": N_("Draw a free card"),
    "stop": N_("Stop drawing free cards"),
    "pay": N_("Draw a card for 1 life"),
    "use": N_("Use the ability of {card}"),
    "on": N_("Target {card}"),
    "copy": N_("Copy the ability of {card}"),
    "put": N_("Put back {cards}"),
    "put drop": N_("Put back {cards}, discard {card}"),
    "end": N_("End the fight"),
    "zero": N_("{card} counts 0"),
    "remove": N_("Remove {card} from the game"),
    "done": N_("Done"),
}

# Labels of the numbers a screen shows.
LABELS = {
    "life": N_("Life {life}/{max_life}"),
    "stack": N_("Robinson's stack: {count}"),
    "discard": N_("Robinson's discard pile: {count}"),
    "aging_pile": N_("Aging pile: {count}"),
    "aging_owned": N_("Aging cards owned: {count}"),
    "aging_taken": N_("Aging cards taken: {count}"),
    "hazard_stack": N_("Hazard deck: {count}"),
    "hazard_discard": N_("Hazard discard pile: {count}"),
    "removed": N_("Removed from the game: {count}"),
    "free_cards": N_("Free cards: {count}"),
    "hazard_value": N_("Hazard value: {value}"),
    "level": N_("Level {level}"),
}

# The score's parts by the result's detail keys: the page's end screen (renderResult) and the
# terminal's score table (describe.BREAKDOWN) name them alike.
RESULT_DETAILS = {
    "cards": N_("fighting values of the cards"),
    "aging": N_("aging cards"),
    "pirates": N_("pirates beaten"),
    "life": N_("life left"),
    "hazards": N_("hazards not beaten"),
}

# What a thing on the table says when pointed at (hover or tap).
HINTS = {
    "life": N_("Robinson's life: paying or losing more than he has loses the game."),
    "stack": N_("Robinson's stack: the fighting cards he draws from, face down."),
    "discard": N_("Robinson's discard pile: shuffled into a new stack when the stack runs out."),
    "aging_pile": N_("The aging pile: one card joins Robinson's deck at every new stack."),
    "hazard_stack": N_("The hazard deck: 2 cards are turned over each turn."),
    "hazard_discard": N_("Hazards discarded or not beaten: they come back at the next step."),
    "step": N_("The step: which of a hazard's three values is in use."),
    "removed": N_("Cards removed from the game: they no longer count."),
    "left": N_("Free cards: drawn without paying life."),
    "right": N_("Paid cards: each cost life, or came from an ability."),
    "used": N_("This card's ability has been used in this fight."),
    "destroyed": N_("Destroyed: counts 0 and leaves the game after the fight."),
    "doubled": N_("Doubled: its fighting value counts twice."),
}

# The browser's board (web/render.js): its controls, what to do now, and why a click on a
# card or a control plays nothing (its explain()).
BOARD = {
    "cards": N_("{count} cards"),
    "draw": N_("Draw a card"),
    "stop": N_("Stop drawing"),
    "pay": N_("Draw for {cost} life"),
    "end_win": N_("End the fight: win"),
    "end_lose": N_("End the fight: lose {count} life"),
    "done": N_("Done"),
    "done_remove": N_("Keep the rest"),
    "skip": N_("Discard it unfought"),
    "sort_confirm": N_("Put back:"),
    "sort_drop": N_("Discard"),
    "sort_keep": N_("Keep"),
    "sort_reset": N_("Start again"),
    "prompt_hazard": N_("Click the hazard card you fight; the other is discarded."),
    "prompt_last_hazard": N_("Click the last hazard card to fight it, or discard it unfought."),
    "prompt_pirate": N_("Click the pirate ship you fight first."),
    "prompt_draw": N_("Click Robinson's stack to draw a free card, or use an ability."),
    "prompt_paid": N_(
        "The free draws are over: pay life for more cards, use abilities, or end the fight."
    ),
    "prompt_target": N_("{ability}: click the card it acts on."),
    "prompt_copy": N_("Copy: click the card whose ability to use once more."),
    "prompt_sort": N_(
        "Sort: click the cards in the order to put them back, top first; you may discard one. "
        "Then confirm."
    ),
    "prompt_more": N_("+2 cards: click Robinson's stack for the second card, or Done."),
    "prompt_replace": N_("Click Robinson's stack for a free card in its place, or Done."),
    "prompt_exchange": N_("Exchange 2: click a second card to exchange, or Done."),
    "prompt_zero": N_("Tied highest cards: click the one that counts 0."),
    "prompt_remove": N_(
        "Fight lost: click cards to remove them from the game (budget {count}, an aging card "
        "costs 2), then Keep the cards left in the fight."
    ),
    "why_used": N_("This card's ability is used already in this fight."),
    "why_destroyed": N_("This card is destroyed: it counts 0 and its ability is void."),
    "why_destroyed_goes": N_("This card is destroyed: it leaves the game after the fight anyway."),
    "why_aging": N_("An aging card's ability acts by itself: it cannot be used."),
    "why_no_ability": N_("This card has no ability to use."),
    "why_nothing_to_act_on": N_("This card's ability has nothing to act on now."),
    "why_resolving": N_("Finish the ability being resolved first: {ability}."),
    "why_sort_confirm": N_("Finish the sort first: confirm the order to put the cards back."),
    "why_self": N_("An ability never acts on its own card."),
    "why_doubled": N_("This card is doubled already: no card is doubled twice in one fight."),
    "why_not_copyable": N_("This card's ability cannot be copied now."),
    "why_stop_first": N_("Draw at least one free card before you stop."),
    "why_free_first": N_(
        "Only the free draws are left: {count} more. Draw them, or stop, before paying life."
    ),
    "why_no_free": N_("No free draws are left: a card now costs {cost} life."),
    "why_no_life": N_("Not enough life: a paid draw costs {cost} and Robinson has {life}."),
    "why_end_free": N_("Draw the free cards, or stop, before ending the fight."),
    "why_pirate_short": N_("A pirate fight cannot be given up: your total must reach {value}."),
    "why_budget": N_("Removing this card costs {cost}; the budget left is {count}."),
    "why_not_tied": N_("Only a card among the tied highest cards can be the one that counts 0."),
    "why_enemy": N_("This is the card you fight: reach {value} with your fighting cards."),
    "why_pirates_later": N_("The pirate ships are fought after the red step."),
    "why_pirate_next": N_("This pirate ship is fought after the current fight."),
}

# The board's drawn table (web/render.js): the words on the cards, piles, step cards and life
# track, and what a click on a card does (its explanation on hover or tap). Names go in quoted.
ON_THE_TABLE = {
    "starting": N_("Starting card"),
    "knowledge": N_("Knowledge card"),
    "aging": N_("Aging card"),
    "hazard": N_("Hazard card"),
    "pirate": N_("Pirate ship"),
    "free_draws": N_("free draws"),
    "hazard_value": N_("Hazard value"),
    "fighting_value": N_("Fighting value"),
    "fighting_total": N_("Fighting total"),
    "step_value": N_("{step}: hazard value {value}"),
    "step_value_now": N_("{step}: hazard value {value}, the one in use now"),
    "read_as": N_("Read as the {step} (Step -1)"),
    "hazard_line": N_(
        "Free draws: {free}. Hazard value: green {green}, yellow {yellow}, red {red}."
    ),
    "knowledge_line": N_("Beaten, it becomes the knowledge card {name}: fighting value {value}."),
    "fighting_line": N_("Fighting value {value}."),
    "pirate_line": N_("Free draws: {free}. Hazard value: {value}."),
    "ability_line": N_("{ability}: {text}"),
    "becomes": N_("Beaten, it becomes"),
    "click_fight": N_("Click to fight this hazard; the other one is discarded."),
    "click_fight_last": N_("Click to fight this last hazard."),
    "click_pirate": N_("Click to fight this pirate ship first."),
    "click_draw": N_("Click to draw a card."),
    "click_use": N_("Click to use its ability: {ability}."),
    "click_on": N_("Click: {ability} acts on this card."),
    "click_copy": N_("Click to copy its ability: {ability}."),
    "click_zero": N_("Click: this card counts 0."),
    "click_remove": N_("Click to remove it from the game: it costs {cost} of the {budget} left."),
    "level": N_("Level {level}"),
    "life": N_("Life"),
    "life_of": N_("Life {life} of {max}"),
    "stock": N_("Stock {count}"),
    "boxed": N_("{count} in the box"),
    "step_cards": N_("Step cards: {step} on top"),
    "pirates_step": N_("The pirates"),
    "enough": N_("Enough to win"),
    "short": N_("{count} short"),
    "free_left": N_("Free draws left: {count}"),
    "draw_cost": N_("A paid draw costs {count} life"),
    "stopped_by": N_("Free drawing stopped by {name}"),
    "budget": N_("Removal budget: {count}"),
    "left": N_("Free (left)"),
    "right": N_("Paid (right)"),
    "no_cards": N_("no cards yet"),
    "resolving": N_("Resolving {ability} of {name}"),
    "sort_confirm": N_("Put them back in this order"),
    "sort_top": N_("1 is the top of the stack."),
    "used": N_("used"),
    "destroyed": N_("destroyed"),
    "doubled": N_("doubled"),
    "zeroed": N_("counts 0"),
    "stack": N_("Robinson's stack"),
    "discard": N_("Robinson's discard pile"),
    "aging_pile": N_("Aging pile"),
    "hazard_deck": N_("Hazard deck"),
    "hazard_discard": N_("Hazard discard"),
    "removed": N_("Removed"),
    "known_top": N_("Known top of the stack"),
    "known_bottom": N_("Known bottom of the stack"),
    "cards_left": N_("Cards: {count}"),
    "show_cards": N_("Show what it holds"),
    "aging_owned": N_("Robinson owns {count} (-5 points each)"),
    "aging_taken": N_("Taken this game: {count}"),
    "piles": N_("Piles"),
    "pirates": N_("Pirates"),
    "beaten": N_("Beaten"),
    "pirates_later": N_("Fought after the red step"),
}

HOW_TO_PLAY = (
    (
        N_("Goal"),
        (
            N_(
                "Robinson is stranded on an island. Make his stack of fighting cards stronger "
                "by beating hazards, then beat the two pirate ships to escape."
            ),
        ),
    ),
    (
        N_("A turn"),
        (
            N_("Turn over 2 hazard cards: fight one and discard the other."),
            N_(
                "Draw fighting cards one by one onto the left, at most as many as the hazard's "
                "free cards. Then each further card costs 1 life and goes on the right."
            ),
            N_(
                "Use the abilities of the face-up cards, each once per fight, in any order. "
                "Then end the fight."
            ),
            N_(
                "Win if your fighting total reaches the hazard value of the current step: the "
                "hazard turns into a knowledge card and joins your discard pile."
            ),
            N_(
                "Lose and you lose the difference in life; for each life lost you may remove "
                "one of this fight's cards from the game (an aging card costs 2)."
            ),
            N_(
                "When Robinson's stack runs out, the discard pile is shuffled with 1 new aging "
                "card into a new stack."
            ),
        ),
    ),
    (
        N_("The cards"),
        (
            N_(
                "Hazard card: the title, the free cards you may draw (left) and the hazard "
                "values of the green, yellow and red steps (right). Turned upside down, it is "
                "a knowledge card with a fighting value and an ability."
            ),
            N_(
                "Fighting card: the number is its fighting value; the text is its ability, "
                "usable once per fight."
            ),
            N_(
                "Aging card: a low or negative fighting value, and some have an ability that "
                "always applies against you."
            ),
            N_("Pirate card: the free cards, the hazard value and a special rule of the fight."),
        ),
    ),
    (
        N_("Steps and the end"),
        (
            N_(
                "The hazard deck is played through three times: the green, yellow and red steps. "
                "Each step reads the hazard value of its colour."
            ),
            N_(
                "After the red step, fight both pirate ships in the order you choose; you cannot "
                "give up against them. Beat both to win."
            ),
            N_(
                "You lose if you must pay or lose more life than you have, or if the stack must "
                "be rebuilt with no aging card left."
            ),
            N_(
                "Score: the fighting values of your cards, -5 per aging card, +15 per pirate "
                "beaten, +5 per life left, -3 per hazard not beaten."
            ),
        ),
    ),
)


def card_name(card_id: str) -> str:
    """The name of a card's fighting side (a hazard's knowledge side; "Pirate ship")."""
    return _NAMES[CARDS[BY_ID[card_id]].name]


def hazard_name(card_id: str) -> str | None:
    """A hazard card's title (the side Robinson fights); None for other cards."""
    title = CARDS[BY_ID[card_id]].hazard
    return None if title is None else _HAZARDS[title]


def kind_name(card_id: str) -> str:
    """ "Hazard card", "Aging card"...: what kind of card this is."""
    return KINDS[CARDS[BY_ID[card_id]].kind]


def ability_label(card_id: str) -> str | None:
    """The short ability printed on the card ("Destroy 1"); None for a card without one."""
    ability = CARDS[BY_ID[card_id]].ability
    return None if ability is None else _ABILITIES[ability][0]


def ability_text(card_id: str) -> str | None:
    """What the card's ability does, in one sentence; None for a card without one."""
    ability = CARDS[BY_ID[card_id]].ability
    return None if ability is None else _ABILITIES[ability][1]


def ability_effect(card_id: str) -> str | None:
    """What using the card's ability will do ("destroy 1 card"); None for a card whose ability
    is not used by choice (aging cards, pirates) or that has none."""
    ability = CARDS[BY_ID[card_id]].ability
    return _EFFECTS.get(ability) if ability is not None else None


def step_name(step: str) -> str:
    return STEPS[step]


def ability_name(ability: str) -> str:
    """The short label of an ability by the card data's word for it ("destroy" -> "Destroy 1")."""
    return _ABILITIES[ability][0]


_COMMON = GameTexts.declared_in(globals())
phase_name, move_label, label = _COMMON.phase_name, _COMMON.move_label, _COMMON.label
end_reason, how_to_play, hint = _COMMON.end_reason, _COMMON.how_to_play, _COMMON.hint
reason, reason_in = _COMMON.reason, _COMMON.reason_in
