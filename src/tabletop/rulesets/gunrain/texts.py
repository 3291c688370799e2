"""Gun Rain's words for people, in English (the msgids the catalogs translate): data, not markup.

Suits, actions with their costs and bonuses, tokens, the joker, the board's words, phases, end
reasons, move labels and "How to play", in the project's words from seed 004 and rulings
G1-G10. Every function returns an English msgid (``{name}`` placeholders where a value goes in);
the presentation layer translates it. A card's name ("7S") is notation: a person reads the card
as :func:`card_face` writes it ("7♠"), in every language.
"""

from __future__ import annotations

from tabletop.i18n import N_, GameTexts

from .cards import ACTIONS, SUIT_LETTERS, SUIT_SYMBOLS

SUITS = {
    "S": N_("Spades"),
    "C": N_("Clubs"),
    "D": N_("Diamonds"),
    "H": N_("Hearts"),
}

# Each suit's action (seed 004's アクション一覧): name, effect and bonus, by the action's name.
_ACTIONS = {
    "light gun": (
        N_("Light gun"),
        N_("Deal 1 damage to the opponent if they stand in your column, at any distance."),
        N_("+1 damage if you stand on a ♠ square after moving."),
    ),
    "heavy gun": (
        N_("Heavy gun"),
        N_("Place this card as a heavy-gun token on the square ahead of you."),
        N_(
            "For 5 more in costs, if you stand on a ♣ square after moving, shift the token 1 "
            "square ahead, back, left or right."
        ),
    ),
    "move": (
        N_("Move"),
        N_("Move 1 square forward, back, left or right onto a move square of your territory."),
        N_("2 squares instead, if you start the turn on a ♦ square."),
    ),
    "expand": (
        N_("Expand"),
        N_("Turn a face-down square of your territory face up: it becomes a move square."),
        N_(
            "For 5 more in costs, if you stand on a ♥ square at the start of the turn, swap two "
            "move squares of your territory instead."
        ),
    ),
}

TOKENS = {
    "heavy_gun_token": (
        N_("Heavy-gun token"),
        N_(
            "Moves 1 square forward every turn; deals 2 damage when it meets the opponent, "
            "then disappears. It never hurts its owner."
        ),
    ),
    "joker": (
        N_("Joker"),
        N_("Once per game, right after drawing: discard the cards just drawn and draw as many."),
    ),
    "piece": (N_("Piece"), N_("Where a player stands on their own territory.")),
}

# Words of the board and the turn (seed 004: 自陣, 移動マス, ボルテージボーナス...).
WORDS = {
    "territory": N_("Territory"),
    "opponent_territory": N_("Opponent's territory"),
    "move_square": N_("Move square"),
    "face_down_square": N_("Face-down square"),
    "initial_position": N_("Initial position"),
    "voltage_bonus": N_("Voltage bonus"),
    "action_card": N_("Action card"),
    "cost_card": N_("Cost card"),
    "kept_card": N_("Kept card"),
    "deck": N_("Deck"),
    "discard": N_("Discard pile"),
    "hand": N_("Hand"),
    "hp": N_("HP"),
    "cost": N_("Cost"),
    "bonus": N_("Bonus"),
    "turn_player": N_("Turn player"),
    "committed": N_("Setting done"),
    "setting": N_("Setting cards"),
}

# The two halves of the board as drawn before the sides are chosen (everybody sees it from the
# south seat then): "side south" takes the bottom half. North and south are notation only.
HALVES = {"south": N_("Bottom half"), "north": N_("Top half")}
DIRECTIONS = {
    "ahead": N_("Ahead"),
    "back": N_("Back"),
    "left": N_("Left"),
    "right": N_("Right"),
    "none": N_("No shift"),
}

PHASES = {
    "side": N_("Choose a side"),
    "place": N_("Choose the initial position"),
    "joker": N_("Use the joker?"),
    "set": N_("Set cards"),
    "aim": N_("Shift the heavy-gun token"),
    "over": N_("Game over"),
}

# The engine's end reasons (rules.py, with {placeholders} for its numbers) -> the text shown.
END_REASONS = (
    (
        "both players fell in the same turn: a draw",
        N_("Both players fell in the same turn: a draw."),
    ),
    ("player {player} has no HP left", N_("Player {player} has no HP left.")),
    (
        "turn limit {turns} reached with equal HP: a draw",
        N_("The turn limit ({turns}) is reached with equal HP: a draw."),
    ),
    (
        "turn limit {turns} reached: more HP left",
        N_("The turn limit ({turns}) is reached: the player with more HP left wins."),
    ),
)


# The rules' ending codes (rules.ENDINGS, in result.reason_code) -> the same texts, by code.
ENDINGS = {
    "both_fell": END_REASONS[0][1],
    "no_hp": END_REASONS[1][1],
    "turn_limit_equal": END_REASONS[2][1],
    "turn_limit": END_REASONS[3][1],
}

# How a game ended, in one sentence that names the seats (the log's last line), by ending
# code: {winner} and {loser} are display names.
OUTCOMES = {
    "both_fell": N_("Both players fell in the same turn: the game is a draw."),
    "no_hp": N_("{loser} has no HP left: {winner} wins."),
    "turn_limit_equal": N_("The turn limit of {turns} is reached with equal HP: a draw."),
    "turn_limit": N_("The turn limit of {turns} is reached: {winner} wins with more HP left."),
}
# The same, as the end screen's headline: addressed to the players (ja in the polite form the
# other games' end screens use, the log keeps the plain one).
HEADLINES = {
    "both_fell": N_("Both players fell in the same turn, so the game is drawn."),
    "no_hp": N_("{loser} has run out of HP, so {winner} wins the game."),
    "turn_limit_equal": N_(
        "The {turns} turns are over and both players have the same HP, so the game is drawn."
    ),
    "turn_limit": N_("The {turns} turns are over and {winner} has more HP left, so wins the game."),
}

# Menu labels of the notation's moves; {card} is a card like "7S", {square} a coordinate.
MOVES = {
    "side": N_("Take the {side} side"),
    "at": N_("Start on square {square}"),
    "joker": N_("Use the joker: draw again"),
    "pass": N_("Don't redraw"),
    "act": N_("Set {card} as an action"),
    "act bonus": N_("Set {card} as a heavy gun with its bonus (+5)"),
    "pay": N_("Pay with {card}"),
    "keep": N_("Keep the {card} for the next turn"),
    "flip": N_("Turn square {square} face up"),
    "swap": N_("Swap squares {square} and {other}"),
    "to": N_("Move to square {square}"),
    "shift": N_("Shift the token of {card}: {direction}"),
    "done": N_("Done"),
}

LABELS = {
    "hp": N_("HP {hp}/{max_hp}"),
    "hand": N_("Hand: {count}"),
    "deck": N_("Deck: {count}"),
    "discard": N_("Discard pile: {count}"),
    "turn": N_("Turn {turn}/{max_turns}"),
    "costs": N_("Costs {paid}/{needed}"),
    "square": N_("Square {square}"),
}

# What a square says when pointed at: its suit's bonus, by suit letter; "down" when face down.
SQUARES = {
    "S": N_("♠ square: your light guns deal +1 damage if you stand here after moving."),
    "C": N_("♣ square: after moving here, a heavy gun with its bonus paid may shift its token."),
    "D": N_("♦ square: start the turn here and each ♦ card moves you 2 squares."),
    "H": N_("♥ square: start the turn here and a ♥ card with its bonus paid swaps two squares."),
    "down": N_("Face-down square: nobody stands here until a ♥ card turns it face up."),
}

# What a thing on the table says when pointed at (hover or tap).
# The end screen's details, by the result's detail keys (the page's renderResult).
RESULT_DETAILS = {
    "hp": N_("HP"),
    "turns": N_("turns"),
}

HINTS = {
    "hp": N_("HP: at 0 after the attacks, the player loses."),
    "deck": N_("The deck: 4-10 of each suit; the discard pile is shuffled in when it runs out."),
    "discard": N_("The discard pile: set cards and cards not kept go here."),
    "hand": N_("Your hand: set some as actions, pay with others, keep at most 1."),
    "joker": N_("The joker: once per game, redraw right after drawing."),
    "joker_used": N_("The joker has been used."),
    "initial_position": N_(
        "The initial position: standing rows ahead of it gives the voltage bonus."
    ),
    "committed": N_("This player has set their cards for the turn."),
}

# Why a click on the board plays nothing (web/render.js, explain): in the rules' words.
WHY = {
    "not_yours": N_("That square is in the opponent's territory: you stand only on your own."),
    "face_down": N_("Nobody stands on a face-down square: start on a face-up one."),
    "not_in_reach": N_("That square is not in reach."),
    "flip_face_down": N_("Only a face-down square of your territory can be turned face up."),
    "swap_pair": N_("Those two squares cannot be swapped."),
    "target_first": N_("First choose the square for the ♥ card you just set."),
    "no_move_card": N_("Set a ♦ card as an action to move."),
    "costs_first": N_("The cost cards do not cover the actions yet: paid {paid} of {required}."),
    "cannot_afford": N_("The rest of your hand could not pay for this action too."),
    "cannot_afford_bonus": N_("The rest of your hand could not pay the 5 more of the bonus."),
    "no_step": N_("No face-up square of yours is next to you: a ♦ card would have nowhere to go."),
    "nothing_to_flip": N_(
        "None of your squares is face down, and you cannot swap: a ♥ card has no target."
    ),
    "keep_one": N_("You already keep a card: at most 1 a turn."),
    "keep_cannot_afford": N_(
        "Keeping this card would leave too little in your hand to pay for your actions."
    ),
    "joker_first": N_("First choose whether to redraw with the joker."),
    "aim_arrows": N_("Shift the token with the arrows on it."),
}

# The board's own words in the browser (web/render.js draws the field as playing cards): the
# prompt line, the two territories, the pieces, tokens, piles and seats, the hand's roles, the
# setting in words and the last turn's events. {card} is a card as a person reads it ("7♥"),
# {square} a square's number as the viewer sees the field (1-24), {name} a seat's name.
LOOK = {
    # The prompt line: the decision of the moment, in a sentence.
    "prompt_side": N_("Choose your side: click the half of the field you want."),
    "prompt_place": N_("Choose where your piece starts: click a glowing card of your territory."),
    "prompt_joker": N_("Redraw with your joker, or play on with these cards."),
    "prompt_set": N_("Set your cards: choose a role under each card, then confirm."),
    "prompt_set_move": N_(
        "Set your cards, then click the glowing card to move to: that confirms your setting."
    ),
    "prompt_confirm": N_("Your costs are covered: confirm, or set more cards."),
    "prompt_flip": N_("Click a face-down card of your territory: {card} turns it face up."),
    "prompt_swap": N_(
        "Or swap two cards (+5): the outlined card swaps with the one you click; click the "
        "outlined card to choose another."
    ),
    "prompt_swap_pick": N_("Or swap two cards (+5): click the first one."),
    "prompt_aim": N_(
        "Shift the heavy-gun token {card} with an arrow, or click the token to leave it ahead "
        "of you."
    ),
    "prompt_wait": N_("Your setting is done: waiting for {name}."),
    # The field.
    "turn": N_("Turn {turn}/{max}"),
    "setup": N_("Setup"),
    "your_territory": N_("Your territory"),
    "their_territory": N_("Opponent's territory"),
    "territory_of": N_("{name}'s territory"),
    "take_half": N_("Take this half as your territory"),
    "field": N_("The field"),
    "square": N_("Square {square}: {card}"),
    "square_down": N_("Square {square}: face down"),
    "piece": N_("{name}'s piece (player {number})"),
    "start": N_(
        "{name}'s initial position: each row ahead of it at the end of a turn draws 1 more "
        "card (voltage bonus)."
    ),
    "token": N_("{name}'s heavy-gun token {card}, heading for {target}"),
    "shift": N_("Heavy-gun token {card}: {direction}"),
    # What a click on a glowing square does (its title).
    "target_side": N_("Click: this half becomes your territory."),
    "target_at": N_("Click: your piece starts here."),
    "target_to": N_("Click: move here. This confirms your setting."),
    "target_flip": N_("Click: {card} turns this card face up."),
    "target_swap": N_("Click: {card} swaps this card with square {other} (+5)."),
    "target_shift": N_("Click: the heavy-gun token {card} lands here ({direction})."),
    "swap_first": N_("The first card of the swap. Click it to choose another."),
    "swap_pick": N_("Click: swap from this card."),
    # The seats and the piles.
    "you": N_("{name} (you)"),
    "hp": N_("HP {hp}/{max_hp}"),
    "hand_count": N_("{count} cards in hand"),
    "deck": N_("Deck"),
    "deck_count": N_("Deck: {count} cards"),
    "discard": N_("Discard pile"),
    "discard_count": N_("Discard pile: {count} cards"),
    # The hand: a card, its roles, the chosen card's roles in full.
    "your_hand": N_("Your hand"),
    "card": N_("{card}: {action}, cost {cost}"),
    "cost": N_("Cost {cost}"),
    "effect_line": N_("{action}: {text}"),
    "bonus_line": N_("Bonus: {text}"),
    "role_act": N_("Action"),
    "role_act_bonus": N_("With bonus (+5)"),
    "role_pay": N_("Pays {value}"),
    "role_keep": N_("Keep"),
    "act_long": N_("Set {card} as an action: {action}"),
    "act_bonus_long": N_("Set {card} as a heavy gun with its bonus (+5)"),
    # The same words as the move's label (describe.py), so paying reads one way everywhere.
    "pay_long": N_("Pay with {card} (cost paid {paid} of {required})"),
    "pay_long_first": N_("Pay with {card} (paid {paid}; no action set yet)"),
    "keep_long": N_("Keep {card} for the next turn"),
    "roles": N_("What {card} can do"),
    "pays": N_("As a cost card it pays {value}."),
    "pass": N_("Don't redraw"),
    "joker": N_("Use the joker: draw again"),
    # The setting, in words.
    "your_setting": N_("Your setting"),
    "slot_action": N_("Action"),
    "slot_cost": N_("Cost"),
    "slot_keep": N_("Keep"),
    "slot_to": N_("Destination"),
    "none": N_("none"),
    "paid": N_("{paid} of {required} paid"),
    "item": N_("{action} {card}"),
    "item_bonus": N_("{action} {card} with its bonus (+5)"),
    "item_flip": N_("{action} {card}: square {square}"),
    "item_swap": N_("{action} {card}: swap squares {square} and {other}"),
    "item_pending": N_("{action} {card}: choose its square on the field"),
    "to_square": N_("Square {square}"),
    # TRANSLATORS: joins two items of a list; a longer list joins again ("A, B, C").
    "list": N_("{first}, {second}"),
    "confirm": N_("Confirm: {actions}"),
    "confirm_nothing": N_("Confirm: no action this turn"),
    "confirm_short": N_("Pay {missing} more to confirm"),
    "confirm_by_moving": N_("Choose the square to move to on the board: that confirms."),
    "committed": N_("Setting done: it is revealed when both players are done."),
    # The last turn (its events read as the log's sentences, LOG_LINES).
    "last_turn": N_("Last turn"),
    "so_far": N_("So far"),
}

# The game log's sentences (log.py), by the name each is chosen by. The page's "last turn"
# panel (web/render.js) and the terminal's (screen.py) tell the turn's events in these same
# sentences, so an event reads one way on every face. Cards read "7♠", squares are the viewer's.
LOG_LINES = {
    "side": N_("{player} chooses their half of the board."),
    "start": N_("{player} takes square {square} as their initial position."),
    "draw": N_("{player} draws {count} cards."),
    "draw_bonus": N_("{player} draws {count} cards: {base} and a voltage bonus of {bonus}."),
    "joker": N_("{player} uses the joker: discards the cards just drawn and draws as many again."),
    "keep_draw": N_("{player} does not redraw."),
    "set": N_("{player} has set their cards."),
    "reveal": N_("{player} reveals their cards: {actions}, paid with {costs}."),
    "reveal_free": N_("{player} reveals their cards: {actions}, no cost card."),
    "reveal_costs": N_("{player} reveals their cards: no action; cost cards {costs}."),
    "reveal_none": N_("{player} reveals their cards: no action and no cost card."),
    "aim": N_("{player} has aimed their heavy guns."),
    "reshuffle": N_("The discard pile is shuffled into a new deck."),
    "flip": N_("{player} turns square {square} face up ({suit})."),
    "swap": N_("{player} swaps squares {first} and {second}."),
    "move": N_("{player} moves from square {start} to square {end}."),
    "move_back": N_("{player} moves and comes back to square {end}."),
    "shot": N_("{player} fires {card}: {damage} damage to {target}."),
    "miss": N_("{player} fires {card} and misses {target}."),
    "token": N_("{player} places {token} on square {square}."),
    "advance": N_("{player}'s {token} advances from square {start} to square {end}."),
    "off": N_("{player}'s {token} leaves the board from square {square}."),
    "hit_advance": N_("{player}'s {token} advances into {target} on square {square}: 2 damage."),
    "hit_route": N_("{target} moves through {player}'s {token} on square {square}: 2 damage."),
    "hit_placed": N_("{player} places {token} right on {target}, square {square}: 2 damage."),
    # An ending the texts do not know (a record from before the ending codes): its reason.
    "won": N_("{player} wins: {reason}"),
    "draw_game": N_("The game is a draw: {reason}"),
}

# The things the log's sentences name: a deck card set as an action, by suit letter ("light gun
# 7♠"); a club on the board, which is the token (G10), named once with its face; a face-up
# square by its suit (on the board only the suit matters, G2).
LOG_TERMS = {
    "S": N_("light gun {card}"),
    "C": N_("heavy gun {card}"),
    "D": N_("move {card}"),
    "H": N_("expand {card}"),
    "token": N_("heavy-gun token {card}"),
    "square_S": N_("a ♠ square"),
    "square_C": N_("a ♣ square"),
    "square_D": N_("a ♦ square"),
    "square_H": N_("a ♥ square"),
}

HOW_TO_PLAY = (
    (
        N_("Goal"),
        (N_("Bring your opponent from 5 HP to 0 before they do the same to you."),),
    ),
    (
        N_("The board"),
        (
            N_(
                "The A, 2, 3, J, Q and K of each suit form the board; each player owns the half "
                "nearest them, numbered 1-12 from their seat."
            ),
            N_(
                "Only a square's suit matters. You move only on the face-up squares of your own "
                "territory; the front row starts face down."
            ),
            N_("The 4-10 of each suit form the deck; each player starts with 5 cards and a joker."),
        ),
    ),
    (
        N_("A turn"),
        (
            N_(
                "Both players secretly set cards at the same time: action cards, and cost cards "
                "whose numbers add up to at least the actions' costs. You may keep 1 other card."
            ),
            N_(
                "Then everything is revealed and resolved in order: heavy-gun tokens advance, "
                "♥ expands, ♦ moves, then ♠ and ♣ attack."
            ),
            N_(
                "Draw 5 cards plus the voltage bonus: 1 for each row you stand ahead of your "
                "initial position."
            ),
        ),
    ),
    (
        N_("The cards"),
        (
            N_("The suit of a deck card is its action; its number is what it pays as a cost."),
            N_("♠ Light gun, cost 10: 1 damage down your column; +1 on a ♠ square."),
            N_("♣ Heavy gun, cost 5: a token ahead of you that advances and hits for 2."),
            N_("♦ Move, cost 0: 1 square; 2 if you start on a ♦ square."),
            N_("♥ Expand, cost 5: turn a face-down square of yours face up."),
        ),
    ),
    (
        N_("The end"),
        (
            N_(
                "Checked after the attacks: a player at 0 HP loses; both at 0 is a draw. After "
                "the turn limit, more HP wins."
            ),
        ),
    ),
)


def suit_name(letter: str) -> str:
    """ "Spades" for "S": the suit letters of card names."""
    return SUITS[letter]


def action_name(suit: str) -> str:
    """The action a deck card of this suit (letter) does: "Light gun" for "S"."""
    return _ACTIONS[ACTIONS[SUIT_LETTERS.index(suit)].name][0]


def action_text(suit: str) -> str:
    """What the suit's action does, in one sentence."""
    return _ACTIONS[ACTIONS[SUIT_LETTERS.index(suit)].name][1]


def bonus_text(suit: str) -> str:
    """The suit's bonus and when it applies, in one sentence."""
    return _ACTIONS[ACTIONS[SUIT_LETTERS.index(suit)].name][2]


def card_face(card: str) -> str:
    """A card as a person reads a playing card, rank then suit symbol: "7S" -> "7♠", "10H" ->
    "10♥" (the same in every language; the notation "7S" is only typed)."""
    return card[:-1] + SUIT_SYMBOLS[SUIT_LETTERS.index(card[-1].upper())]


def card_name(card: str) -> str:
    """A deck card's action name ("7S" -> "Light gun"); board cards ("QD") show only a suit."""
    return action_name(card[-1].upper())


def token_name(token: str) -> str:
    return TOKENS[token][0]


def token_text(token: str) -> str:
    return TOKENS[token][1]


def word(key: str) -> str:
    return WORDS[key]


def half_name(side: str) -> str:
    """A half of the board by the side that takes it: "Bottom half" for "south"."""
    return HALVES[side]


def direction_name(direction: str) -> str:
    return DIRECTIONS[direction]


def square_text(square: str) -> str:
    """What a board square means: its suit's bonus ("S", "C", "D", "H"), or "down"."""
    return SQUARES[square]


def outcome(result: dict, headline: bool = False) -> tuple[str, dict[str, object]] | None:
    """How a game ended (``GameResult.to_dict()``): its sentence of OUTCOMES (HEADLINES with
    ``headline``) and the numbers it needs, by the ending code (or the English reason of a
    result saved before codes); the seats' names are the caller's. None for an ending these
    texts do not know."""
    message, values = reason(result)
    code = next((code for code, text in ENDINGS.items() if text == message), None)
    if code is None:
        return None
    sentences = HEADLINES if headline else OUTCOMES
    return sentences[code], {name: value for name, value in values.items() if name == "turns"}


_COMMON = GameTexts.declared_in(globals())
phase_name, move_label, label = _COMMON.phase_name, _COMMON.move_label, _COMMON.label
end_reason, how_to_play, hint = _COMMON.end_reason, _COMMON.how_to_play, _COMMON.hint
reason, reason_in = _COMMON.reason, _COMMON.reason_in
