"""Kung Fu's words for people, in English (the msgids the catalogs translate): data, not markup.

The names of the project's own 74 cards (ruling K1: seed 002 prints none, so every name is the
project's), what each symbol, mark and dice condition means, phases, end reasons, move
labels and "How to play", in the project's words from seed 002 and rulings K1-K9. Every function
returns an English msgid, or (msgid, values) where numbers go in; the presentation layer
translates it. A card of another card file (option ``cards``) keeps the name its file gives.
"""

from __future__ import annotations

from tabletop.i18n import N_, GameTexts

from .cards import Condition, load_cards

# The project's cards by id; each msgid is the name the card data gives (a test checks).
CARD_NAMES = {
    "K01": N_("Arrow Punch"),
    "K02": N_("Sparrow Jab"),
    "K03": N_("Snake Fang"),
    "K04": N_("Tiger Claw"),
    "K05": N_("Mantis Hook"),
    "K06": N_("Crane Beak Strike"),
    "K07": N_("Leopard Fist"),
    "K08": N_("Monkey Steals the Peach"),
    "K09": N_("Iron Palm"),
    "K10": N_("Hammer Fist"),
    "K11": N_("Spinning Back Fist"),
    "K12": N_("Whirlwind Kick"),
    "K13": N_("Phoenix Eye Fist"),
    "K14": N_("Dragon Tail Sweep"),
    "K15": N_("Flying Knee"),
    "K16": N_("Cannon Fist"),
    "K17": N_("Bear Paw Slam"),
    "K18": N_("Eagle Talon"),
    "K19": N_("Rising Sun Uppercut"),
    "K20": N_("Seven Star Strike"),
    "K21": N_("Thunder Kick"),
    "K22": N_("Double Dragon Fists"),
    "K23": N_("Crushing Elbow"),
    "K24": N_("Falling Star"),
    "K25": N_("Hurricane Palm"),
    "K26": N_("Mountain Crusher"),
    "K27": N_("Black Tiger Steals the Heart"),
    "K28": N_("Dragon Emerges from the Sea"),
    "K29": N_("Thousand Hands"),
    "K30": N_("Tiger Leaps the Gorge"),
    "K31": N_("Deep Breath"),
    "K32": N_("Meditation"),
    "K33": N_("Still Water"),
    "K34": N_("Focus the Eye"),
    "K35": N_("Jade Elixir"),
    "K36": N_("Lotus Seat"),
    "K37": N_("Second Wind"),
    "K38": N_("Sharpen the Senses"),
    "K39": N_("Raised Forearm"),
    "K40": N_("Wooden Dummy Block"),
    "K41": N_("Iron Shirt"),
    "K42": N_("Golden Bell"),
    "K43": N_("Crane Spreads Its Wings"),
    "K44": N_("Cloud Hands"),
    "K45": N_("Bamboo Bends"),
    "K46": N_("Stone Wall"),
    "K47": N_("Turtle Shell"),
    "K48": N_("Drunken Sway"),
    "K49": N_("Willow in the Wind"),
    "K50": N_("Shadow Step"),
    "K51": N_("Monkey Dodge"),
    "K52": N_("Snake Coils"),
    "K53": N_("Rolling Back"),
    "K54": N_("Hidden Guard"),
    "K55": N_("Tiger Crouches"),
    "K56": N_("Elbow Shield"),
    "K57": N_("Bridge Arm"),
    "K58": N_("Eight Directions Guard"),
    "K59": N_("White Crane Blocks"),
    "K60": N_("Mountain Stance"),
    "K61": N_("Flowing River"),
    "K62": N_("Empty Step"),
    "K63": N_("Parting the Horse's Mane"),
    "K64": N_("Single Whip Guard"),
    "K65": N_("Repulse the Monkey"),
    "K66": N_("Returning Wave"),
    "K67": N_("Redirect the Tide"),
    "K68": N_("Mirror Palm"),
    "K69": N_("Thorned Rose"),
    "K70": N_("Snapping Turtle"),
    "K71": N_("Sticky Hands"),
    "K72": N_("Borrowed Strength"),
    "K73": N_("Reed Whip"),
    "K74": N_("Echo Fist"),
}

# The five ability symbols (top left of a card; seed 002: 体力 攻撃 防御 命中 敏捷, so "Health",
# not Gun Rain's "HP"): name, and what the player-board track they move gives.
SYMBOLS = {
    "hp": (
        N_("Health"),
        N_("Health: the game's life points; restores never go above the start."),
    ),
    "atk": (N_("Attack"), N_("Base attack, added to the attack number of every attack card.")),
    "def": (N_("Defence"), N_("Base defence, taken off the damage of every attack on you.")),
    "hit": (
        N_("Accuracy"),
        N_("HIT points: each moves one die of your attack card one pip up or down."),
    ),
    "avo": (
        N_("Agility"),
        N_("AVO points: each moves one die of your defence card one pip up or down."),
    ),
}

# The marks of a card's bottom box, in words (the board draws their icons from the card data):
# what each means, as a card's tooltip says it; {n} is the number printed with the mark.
MARKS = {
    "atk": N_("Attack {n}: damage = your attack + {n} - the target's defence."),
    "def": N_("Defence {n}: adds {n} to your defence against this attack."),
    "hit": N_("Restores {n} HIT."),
    "hp": N_("Restores {n} health."),
    "avo": N_("Restores {n} AVO."),
    "counter": N_("Counter {n}: {n} damage to the attacker, as it is."),
}

# The same marks in short, as a menu line or a table cell names them ("attack 7").
MARK_WORDS = {
    "atk": N_("attack {n}"),
    "def": N_("defence {n}"),
    "hit": N_("restores {n} HIT"),
    "hp": N_("restores {n} health"),
    "avo": N_("restores {n} AVO"),
    "counter": N_("counter {n}"),
}

# Dice conditions (K5), as a card's tooltip says them; {dice} how many dice, {faces} the faces,
# {value} the number compared.
_CONDITIONS = {
    ("none", "="): N_("No dice needed: always met."),
    ("faces", "="): N_("Dice showing exactly {faces}."),
    ("equal", "="): N_("{dice} dice all showing the same face."),
    ("any", "="): N_("{dice} dice, any faces."),
    ("sum", "="): N_("{dice} dice adding up to exactly {value}."),
    ("sum", "<"): N_("{dice} dice adding up to less than {value}."),
    ("sum", "<="): N_("{dice} dice adding up to {value} or less."),
    ("sum", ">"): N_("{dice} dice adding up to more than {value}."),
    ("sum", ">="): N_("{dice} dice adding up to {value} or more."),
    ("open_sum", "="): N_("Any number of dice adding up to exactly {value}."),
    ("open_sum", "<"): N_("Any number of dice adding up to less than {value}."),
    ("open_sum", "<="): N_("Any number of dice adding up to {value} or less."),
    ("open_sum", ">"): N_("Any number of dice adding up to more than {value}."),
    ("open_sum", ">="): N_("Any number of dice adding up to {value} or more."),
}

# The same conditions in short, as a menu line or a table cell names them ("3 of a kind"), keyed
# "kind" or "kind op" (condition_word picks).
CONDITION_WORDS = {
    "none": N_("no dice needed"),
    "faces": N_("dice {faces}"),
    "equal": N_("{dice} of a kind"),
    "any": N_("any {dice} dice"),
    "any 1": N_("any one die"),
    "sum =": N_("{dice} dice totalling exactly {value}"),
    "sum <": N_("{dice} dice totalling less than {value}"),
    "sum <=": N_("{dice} dice totalling {value} or less"),
    "sum >": N_("{dice} dice totalling more than {value}"),
    "sum >=": N_("{dice} dice totalling {value} or more"),
    "open_sum =": N_("any dice totalling exactly {value}"),
    "open_sum <": N_("any dice totalling less than {value}"),
    "open_sum <=": N_("any dice totalling {value} or less"),
    "open_sum >": N_("any dice totalling more than {value}"),
    "open_sum >=": N_("any dice totalling {value} or more"),
}

# TRANSLATORS: between the faces of dice listed in a phrase ("dice 2 3 4", ja 出目2・3・4).
FACE_SEPARATOR = N_(" ")

WORDS = {
    # The order the seats attack in (ja 攻撃順, zh 出招顺序) and the number that sets it, printed
    # at a card's top left (ja 攻撃順の数字, zh 出招值): one word each.
    "initiative": N_("Initiative"),
    "initiative_number": N_("Initiative number"),
    "initiative_help": N_(
        "Top left: the round's three numbers are added; the lowest total attacks first."
    ),
    # The player board's health track: the bonus its symbols add to the starting health (seed
    # 002: 体力強化値), not the health itself.
    "hp_track": N_("Health bonus"),
    "condition": N_("Dice condition"),
    "fizzle": N_("Fizzled: the condition is not met, so the card's numbers count 0."),
    "attack_card": N_("Attack card"),
    "defence_card": N_("Defence card"),
    "die": N_("Die"),
    "dice": N_("Dice"),
    "hand": N_("Hand"),
    "spent": N_("Spent cards"),
    "round": N_("Round"),
    "knocked_out": N_("Knocked out"),
    # Two things the seed's ❌ and an empty card might both be called "no dice": one term each.
    "no_dice_needed": N_("No dice needed"),
    "no_die_placed": N_("No die placed yet"),
}

PHASES = {
    "draft": N_("Draft: keep a card"),
    "choose": N_("Choose three cards"),
    "place": N_("Place dice"),
    "attack": N_("Attack turn"),
    "hit": N_("Spend HIT"),
    "defend": N_("Defend"),
    "avo": N_("Spend AVO"),
    "over": N_("Game over"),
}

# The engine's end reasons (rules.py, with {placeholders} for its numbers) -> the text shown.
END_REASONS = (
    ("only player {player} is left standing", N_("Only player {player} is left standing.")),
    (
        "the last players were knocked out in the same exchange",
        N_("The last players were knocked out in the same exchange: they share the win."),
    ),
    ("round {round} is over", N_("Round {round} is over: the most health wins.")),
)


# The rules' ending codes (rules.ENDINGS, in result.reason_code) -> the same texts, by code.
ENDINGS = {
    "last_standing": END_REASONS[0][1],
    "all_knocked_out": END_REASONS[1][1],
    "rounds_over": END_REASONS[2][1],
}

# Menu labels of the notation's moves (describe.py picks one by the move and the position):
# {card} a card's name, quoted as the language quotes a name; {box} its bottom box and
# {condition} its dice condition, in words (a placement leaves it out: the card on the board
# and the terminal's table above the menu show it, and a line with the condition, the dice and
# what they do was too much for one line); {target} and {attacker} seats' display names;
# {dice} the faces on the card after the move; {pips} the HIT or AVO points that would move
# its dice to meet the condition. A card "not met yet" may still be met (more dice, or HIT
# or AVO in the exchange); one that "fizzles" no longer can.
MOVES = {
    "keep": N_("Keep {card} (initiative {initiative}; {box}; {condition}; symbol: {symbol})"),
    "choose": N_("Choose {card} (initiative {initiative}; {box}; {condition})"),
    "put": N_("Put a {face} on {card}: dice {dice}, condition met"),
    "put open": N_("Put a {face} on {card}: dice {dice}, needs more dice"),
    "put hit": N_(
        "Put a {face} on {card}: dice {dice}, not met yet: {pips} HIT can meet it when you attack"
    ),
    "put avo": N_(
        "Put a {face} on {card}: dice {dice}, not met yet: {pips} AVO can meet it when you defend"
    ),
    "put fizzle": N_("Put a {face} on {card}: dice {dice}, can no longer be met: fizzles"),
    "done": N_("Done placing: dice not placed stay unused"),
    "done unmet": N_("Done placing: dice not placed stay unused; not met yet: {cards}"),
    "use": N_("Use {card} ({box}): condition met"),
    "use unmet": N_("Use {card} ({box}): not met yet, restores nothing unless HIT moves its dice"),
    "use fizzle": N_("Use {card} ({box}): fizzles, restores nothing"),
    "use on": N_(
        "Attack {target}, who has {hp} health, with {card} ({box}): {damage} damage if not defended"
    ),
    "use on unmet": N_(
        "Attack {target}, who has {hp} health, with {card} ({box}): not met yet, no damage unless "
        "HIT moves its dice"
    ),
    "use on fizzle": N_(
        "Attack {target}, who has {hp} health, with {card} ({box}): fizzles, no damage"
    ),
    "hit": N_(
        "Spend 1 HIT: the {face} on {card} becomes a {new_face}; dice {dice}, condition met "
        "({left} HIT left)"
    ),
    "hit unmet": N_(
        "Spend 1 HIT: the {face} on {card} becomes a {new_face}; dice {dice}, condition not met "
        "({left} HIT left)"
    ),
    "done hit": N_("Spend no more HIT: {card} attacks with its condition met"),
    "done hit fizzle": N_("Spend no more HIT: {card} fizzles"),
    "defend": N_("Defend with {card} ({box}): take {damage} damage"),
    "defend counter": N_(
        "Defend with {card} ({box}): take {damage} damage, deal {counter} back to {attacker}"
    ),
    "defend unmet": N_(
        "Defend with {card} ({box}): not met yet, take {damage} damage unless AVO moves its dice"
    ),
    "defend fizzle": N_("Defend with {card} ({box}): fizzles, take {damage} damage"),
    "take": N_("Do not defend: take {damage} damage from {card}"),
    "avo": N_(
        "Spend 1 AVO: the {face} on {card} becomes a {new_face}; dice {dice}, condition met "
        "({left} AVO left)"
    ),
    "avo unmet": N_(
        "Spend 1 AVO: the {face} on {card} becomes a {new_face}; dice {dice}, condition not met "
        "({left} AVO left)"
    ),
    "done avo": N_("Spend no more AVO: {card} defends with its condition met"),
    "done avo fizzle": N_("Spend no more AVO: {card} fizzles"),
}

# Where a card of the round stands with its condition, one word each (the board's strip under
# a card, the terminal's table): no die on it yet while placing; not met yet (more dice, or HIT
# or AVO, may still meet it); met; fizzled (its exchange is over, or no die can ever reach it).
STATES = {
    "no_die": N_("No die yet"),
    "not_met": N_("Not met yet"),
    "met": N_("Met"),
    "fizzled": N_("Fizzled"),
}

LABELS = {
    "hp": N_("Health {hp}/{max_hp}"),
    "atk": N_("Attack {atk}"),
    "def": N_("Defence {defence}"),
    "hit": N_("HIT {hit}/{hit_max}"),
    "avo": N_("AVO {avo}/{avo_max}"),
    "round": N_("Round {round}/{rounds}"),
    "initiative": N_("Initiative {initiative}"),
    "initiative_total": N_("Initiative total {total}"),
    "damage": N_("{attacker} deals {damage} damage to {target}"),
    "counter": N_("{defender} counters: {damage} damage to {attacker}"),
}

# What a thing on the table says when pointed at (hover or tap).
# The end screen's details, by the result's detail keys (the page's renderResult): health is
# 体力 in the rulebook, never HP.
RESULT_DETAILS = {
    "hp": N_("Health"),
    "knocked_out": N_("knocked out"),
}

HINTS = {
    "die": N_("A die showing {face}: place it on one of your cards to meet its condition."),
    "unused_die": N_("An unused die: it does nothing this round."),
    "initiative": N_("The sum of this round's 3 initiative numbers: the lowest attacks first."),
    "spent": N_("Spent cards: played in earlier rounds, out of the game."),
    "hand": N_("The cards you can still choose in the coming rounds."),
    "used_card": N_("Used this round: it cannot attack or defend again."),
    "fizzled": N_("Its dice condition is not met: the card's numbers count 0."),
    "knocked_out": N_("Knocked out at 0 health: no more turns, cannot be attacked."),
    "hit": N_("HIT: points to move the dice of your attack card, 1 pip per point."),
    "avo": N_("AVO: points to move the dice of your defence card, 1 pip per point."),
}

# The room page's board (web/render.js): what to do now, its controls, what placing the
# selected die would do, and why a click on a piece plays nothing. {face} a die's face, {card}
# a card's name, {count} cards chosen so far, {hit}/{avo} the points left.
BOARD = {
    "prompt_draft": N_("Click a card of your pack to keep it."),
    "prompt_choose": N_("Click a card of your hand to choose it ({count} of 3 chosen)."),
    "prompt_place": N_(
        "Click one of your dice, then a card to put it on (or drag the die onto the card)."
    ),
    "prompt_attack": N_(
        "Click a highlighted card to use it; with several opponents, click the card, then the "
        "board of the player you attack."
    ),
    "prompt_hit": N_("Move the dice of your attack card with - and + ({hit} HIT left)."),
    "prompt_avo": N_("Move the dice of your defence card with - and + ({avo} AVO left)."),
    "prompt_defend": N_("You are attacked: click a defence card to defend, or take the attack."),
    "done_placing": N_("Done placing"),
    "done_shifting": N_("Keep these dice"),
    # TRANSLATORS: the button of a target that takes the attack without a defence card.
    "take_hit": N_("Take the hit"),
    "your_dice": N_("Dice to place"),
    "select_die": N_("A die showing {face}: click to place this one, or drag it onto a card."),
    "attack_with": N_("Attack with {card}"),
    "shift_down": N_("{face}: one pip down"),
    "shift_up": N_("{face}: one pip up"),
    "put_met": N_("Putting the {face} here meets the card's condition."),
    "put_open": N_("Putting the {face} here leaves the card needing more dice."),
    "put_hit": N_(
        "Putting the {face} here leaves the card not met yet: when you attack with it, "
        "{pips} HIT can move its dice to meet it."
    ),
    "put_avo": N_(
        "Putting the {face} here leaves the card not met yet: when you defend with it, "
        "{pips} AVO can move its dice to meet it."
    ),
    "put_fizzle": N_(
        "Putting the {face} here leaves the card unmet whatever dice you add and whatever HIT "
        "or AVO you have: it would fizzle."
    ),
    "not_yours": N_("This card is not yours: you act only with your own cards."),
    "die_not_yours": N_("This die is not yours."),
    "only_round_cards": N_("Only this round's three cards take dice, attack or defend."),
    "spent_or_hand": N_("Choose from the cards of your hand."),
    "kept_already": N_("You have kept this card already: keep one from your pack."),
    "chosen_already": N_("This card is chosen already for this round."),
    "takes_no_dice": N_("This card needs no dice: its condition is always met."),
    "card_full": N_("This card holds all the dice its condition has squares for."),
    "die_placed": N_("This die is placed already: a placed die stays where it is."),
    "roll_die": N_("These are all the dice you rolled: click one of the dice still to place."),
    "die_on_card": N_("Dice move only with HIT or AVO points, during an attack."),
    "use_arrows": N_("Click - or + beside a die: each step spends 1 point."),
    "shift_other_card": N_(
        "HIT moves only the dice of the attack card in play, AVO only those of the defence card."
    ),
    "used_card": N_("This card was used this round: it cannot act again."),
    "defence_cannot_attack": N_("A defence card cannot attack: it defends when you are attacked."),
    "attack_cannot_defend": N_(
        "An attack card cannot defend: click a defence card, or take the attack."
    ),
    "cannot_attack_out": N_("This player is knocked out and cannot be attacked."),
}

HOW_TO_PLAY = (
    (
        N_("Goal"),
        (
            # The page's subtitle already says what the game is (descriptor.summary): the goal
            # says only how to win.
            N_(
                "After 3 rounds, the player with the most health left wins; a player knocked "
                "down to 0 is out at once."
            ),
        ),
    ),
    (
        N_("Setup"),
        (
            N_(
                "Each player gets 10 cards. The symbols at the top left of your cards set your "
                "board: the more symbols of a kind, the higher that value."
            ),
            N_(
                "Starting health is 30 (2-3 players), 45 (4) or 60 (5), plus the bonus your "
                "health symbols give."
            ),
        ),
    ),
    (
        N_("A round"),
        (
            N_("Everyone secretly chooses 3 cards, then rolls 7 dice."),
            N_(
                "The cards are revealed. Add your 3 initiative numbers: the lowest total "
                "attacks first."
            ),
            N_(
                "Everyone secretly places dice on their own cards to meet each card's dice "
                "condition. Dice may stay unused."
            ),
            N_(
                "In initiative order, each player with an attack card must use one; the "
                "target may defend with a defence card."
            ),
            N_(
                "HIT points move the attacker's dice and AVO points the defender's, 1 pip per "
                "point, to meet a condition."
            ),
            N_(
                "Damage = the attacker's attack + the card's attack number - (the defender's "
                "defence + the defence card's defence number), never below 0. Then the restores, "
                "then the counter."
            ),
            N_("At the end of the round, the 3 cards are spent, used or not."),
        ),
    ),
    (
        N_("The cards"),
        (
            N_("Top left: the initiative number and one ability symbol (it counts only at setup)."),
            N_("Middle: the dice condition; a card whose condition is not met counts 0."),
            N_(
                "Bottom box: attack, defence, restores of HIT, health or AVO, counter. A card "
                "with attack or a HIT or health restore attacks; one with defence, an AVO "
                "restore or a counter defends."
            ),
        ),
    ),
    (
        N_("The end"),
        (
            N_(
                "The game ends when one player is left, or after round 3: the most health wins "
                "and tied players share the win."
            ),
        ),
    ),
)


def card_name(card_id: str) -> str | None:
    """The English name of one of the project's cards; None for an id it does not have."""
    return CARD_NAMES.get(card_id)


def condition_text(condition: Condition) -> tuple[str, dict[str, object]]:
    """(msgid, values) saying what a dice condition asks for."""
    text = _CONDITIONS[(condition.kind, condition.op)]
    faces = " ".join(map(str, condition.faces))
    return text, {"dice": condition.dice, "faces": faces, "value": condition.value}


def condition_word(condition: Condition) -> str:
    """The msgid naming a dice condition in short (its values: {dice}, {faces}, {value})."""
    if condition.kind in ("sum", "open_sum"):
        return CONDITION_WORDS[f"{condition.kind} {condition.op}"]
    if condition.kind == "any" and condition.dice == 1:
        return CONDITION_WORDS["any 1"]
    return CONDITION_WORDS[condition.kind]


def ability_text(card_id: str, cards_file: str | None = None) -> tuple[tuple[str, dict], ...]:
    """What a card does, line by line: its dice condition, then each mark of its bottom box."""
    card_set = load_cards(cards_file)
    card = card_set.cards[card_set.by_id[card_id]]
    marks = tuple((MARKS[mark], {"n": n}) for mark, n in card.box)
    return (condition_text(card.condition), *marks)


def symbol_name(symbol: str) -> str:
    return SYMBOLS[symbol][0]


def symbol_text(symbol: str) -> str:
    """What a symbol's track on the player board gives, in one sentence."""
    return SYMBOLS[symbol][1]


def mark_text(mark: str) -> str:
    return MARKS[mark]


def word(key: str) -> str:
    return WORDS[key]


_COMMON = GameTexts.declared_in(globals())
phase_name, move_label, label = _COMMON.phase_name, _COMMON.move_label, _COMMON.label
end_reason, how_to_play, hint = _COMMON.end_reason, _COMMON.how_to_play, _COMMON.hint
reason, reason_in = _COMMON.reason, _COMMON.reason_in


# The words of the drawn board (web/render.js) beside its pictures: an icon's or a die's name
# for screen readers, a dice condition's caption, what placing the selected die would do, the
# prompt line naming the decision of the moment, and the arena where an attack meets its
# defence. {n} a printed number, {face} a die's face, {card} a card's name (quoted by the page),
# {name} and {players} seats' display names, {count} how many.
PIECES = {
    "mark_atk": N_("Attack {n}"),
    "mark_def": N_("Defence {n}"),
    "mark_hit": N_("Restores {n} HIT"),
    "mark_hp": N_("Restores {n} health"),
    "mark_avo": N_("Restores {n} AVO"),
    "mark_counter": N_("Counter {n}"),
    "symbol": N_("Ability symbol: {name}"),
    "space": N_("{count} symbols: {value}"),
    "no_dice": N_("No dice needed"),
    "same_number": N_("Same number"),
    "any_numbers": N_("Any numbers"),
    "die": N_("A die showing {face}"),
    # What placing the selected die on a card would do, under the card: the die's face first,
    # so the note reads as the die's and not as the card's state.
    "note_met": N_("A {face} here: met"),
    "note_open": N_("A {face} here: needs dice"),
    "note_hit": N_("A {face} here: {pips} HIT"),
    "note_avo": N_("A {face} here: {pips} AVO"),
    "note_fizzle": N_("A {face} here: fizzles"),
    "used": N_("Used"),
    "round_cards": N_("This round's cards"),
    "not_chosen": N_("Not chosen yet"),
    "face_down": N_("Face down"),
    "not_rolled": N_("Not rolled yet"),
    "you": N_("{name} (you)"),
    "seat": N_("Seat {n}"),
    "to_move": N_("To move"),
    "attacking": N_("Attacking"),
    "attacked": N_("Attacked"),
    "aim": N_("Attack with {card}"),
    "order_later": N_("set when the cards are revealed"),
    "rolloff": N_("tie: order drawn at random"),
    "box": N_("{count} cards in the box"),
    "prompt_draft": N_("Keep one card of your pack."),
    "prompt_choose": N_("Choose a card of your hand for this round ({count} of 3)."),
    "prompt_place": N_("Place your dice: pick a die, then the card to put it on."),
    "prompt_attack": N_("Attack: pick one of your attack cards."),
    "prompt_aim": N_("Pick the player to attack with {card}."),
    "prompt_hit": N_("Move your attack card's dice with - and + ({hit} HIT left)."),
    "prompt_defend": N_("{name} attacks you with {card}: pick a defence card, or take the attack."),
    "prompt_avo": N_("Move your defence card's dice with - and + ({avo} AVO left)."),
    "waiting": N_("Waiting for {players}."),
    "others_move": N_("{players} to move."),
    "over": N_("The game is over."),
    "this_attack": N_("This attack"),
    "last_attack": N_("Last attack"),
    "no_attack": N_("No attack yet."),
    "no_defence": N_("No defence"),
    "choosing_defence": N_("Choosing a defence…"),
    "no_target": N_("No target: restores only"),
    "damage": N_("{n} damage"),
    "counter_damage": N_("{n} counter damage"),
}
