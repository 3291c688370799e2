"""Gun Rain's words (the presentation layer, see :mod:`tabletop.present`): the label of each
legal move, the notation help, the action cards, the outcome.

Plain strings, shared by the terminal screen and the web server, in the language of the
translator ``t`` (English by default): every word is a msgid, of :mod:`.texts`, :mod:`.log` or
marked here. A label is words only: cards as a person reads them ("7♠"), squares by the numbers
the viewer's board shows (G3), seats by their display names. The notation ("act 7S") is what is
typed, shown beside a label at most. A label is made from the view of the seat that makes the
move, so a secret setting step names only what that seat knows. Nothing here decides what is
legal.
"""

from __future__ import annotations

from collections.abc import Sequence

from tabletop.i18n import DEFAULT_LOCALE, N_, Translator, translator
from tabletop.present.log import render_value, seat_name
from tabletop.present.names import named_reason, seat_names
from tabletop.rulesets.gunrain.cards import ACTIONS, BONUS_COST, SUIT_LETTERS, SUIT_SYMBOLS

from . import log, texts

EN = translator(DEFAULT_LOCALE)

# The move that shows best how Gun Rain's notation reads (the terminal's help quotes it).
NOTATION_EXAMPLE = "act 7S"

NOTATION_HELP = N_("""\
Gun Rain notation, to type a move instead of its number (case-insensitive).
Cards: rank and suit letter, 7S = 7♠, 10H = 10♥, 4C = 4♣, 9D = 9♦
(S ♠ light gun, C ♣ heavy gun, D ♦ move, H ♥ expand).
Squares: your own numbers, 1-4 back row, 5-8 middle, 9-12 front
(on the 6x4 board 1-6 back, 7-12 front).
  side south       before the game: take the bottom half (side north: the top half)
  at 6             your initial position, a face-up square of your territory
  joker / pass     after drawing: draw again with the joker (once per game) / don't
Setting your cards in secret, one step at a time:
  act 7S           set 7♠ as an action (act 7C+: a heavy gun with its +5 bonus)
  pay 9H           set 9♥ as a cost card (pays 9)
  keep 4C          keep 4♣ for next turn (one card at most)
  flip 10          the ♥ card just set turns square 10 face up
  swap 5 7         or, standing on ♥, it swaps squares 5 and 7 (+5 cost)
  to 6             with ♦ cards set: your destination; this finishes the setting
  done             without ♦ cards: finish the setting
At the attack, a heavy gun with its bonus, standing on ♣:
  shift 7C left    shift its token 1 square: ahead, back, left, right or none""")

ACTION_WORDS = {
    "S": N_("1 damage if the opponent ends in your column (+1 on a ♠ square)"),
    "C": N_("a token 1 square ahead, hitting for 2 as it advances"),
    "D": N_("1 step onto your face-up squares (2 per card from a ♦ square)"),
    "H": N_("turn a face-down square of yours face up"),
}
# Each suit's bonus as the hand table says it, short.
BONUS_WORDS = {
    "S": N_("+1 damage if you end on ♠"),
    "C": N_("pay 5 more: shift the token as it is placed, if you end on ♣"),
    "D": N_("2 steps per ♦ card if you start on ♦"),
    "H": N_("pay +5: swap two face-up squares instead, if on ♥ now"),
}

# The labels of the moves, by notation verb (and the case that picks a sentence).
LABELS = {
    "side_bottom": N_("Take the bottom half of the board as your territory"),
    "side_top": N_("Take the top half of the board as your territory"),
    "at": N_("Start on square {square} ({suit})"),
    "joker": N_(
        "Use the joker: discard the cards just drawn and draw as many again (once per game)"
    ),
    "pass": N_("Don't redraw (save the joker for later)"),
    "act": N_("{action} with {card} (cost {cost}): {effect}"),
    "act_bonus": N_(
        "Heavy gun with {card} and its bonus (cost {cost}): if you end on ♣, shift its token 1 "
        "square as it is placed"
    ),
    "pay": N_("Pay with {card} (cost paid {paid} of {required})"),
    "pay_first": N_("Pay with {card} (paid {paid}; no action set yet)"),
    "swap": N_(
        "Swap squares {first} ({first_suit}) and {second} ({second_suit}) instead (+5 cost)"
    ),
    "to": N_("Move to square {square} ({suit}) and finish setting"),
    "done": N_("Finish setting"),
    "done_nothing": N_("Finish setting: no action, nothing paid"),
    "done_unused": N_("Finish setting: no action, {paid} paid"),
    "done_actions": N_("Finish setting: {actions} (cost paid {paid} of {required})"),
}
# A square that a ♥ card set this turn turns face up: its suit shows at the reveal.
TURNED_UP = N_("turned face up this turn")
# At the attack: where a heavy gun's token goes, by the shift chosen (left and right as the
# board is drawn for the viewer).
SHIFTS = {
    "ahead": N_("Shift {token} 1 square ahead: {landing}"),
    "back": N_("Shift {token} 1 square back: {landing}"),
    "left": N_("Shift {token} 1 square to the left: {landing}"),
    "right": N_("Shift {token} 1 square to the right: {landing}"),
    "none": N_("Leave {token} straight ahead: {landing}"),
}
LANDINGS = {
    "square": N_("it lands on square {square}"),
    "hit": N_("it lands on {player} on square {square} (2 damage)"),
    "own": N_("it lands on your own square {square}, where it cannot hurt you"),
}


def action_name(suit: str, t: Translator = EN) -> str:
    """The action of a suit (letter) in ``t``'s language: "Light gun" for "S"."""
    return t.gettext(texts.action_name(suit.upper()))


def describe_move(
    view: dict, notation: str, t: Translator = EN, names: Sequence[str] | None = None
) -> str:
    """A legal move in words, from the view of the seat that makes it: "act 7S" -> "Light gun
    with 7♠ (cost 10): ..."; the opponent by ``names`` (display names by seat)."""
    verb, _, arg = notation.partition(" ")
    if verb == "side":
        return t.gettext(LABELS["side_bottom" if arg == view["frame"] else "side_top"])
    if verb == "at":
        return t.format(LABELS["at"], square=arg, suit=_suit(view, int(arg), t))
    if verb in ("joker", "pass"):
        return t.gettext(LABELS[verb])
    if verb == "act":
        return _act(arg, t)
    setting = view["setting"]
    if verb == "pay":
        card = texts.card_face(arg)
        if setting is None:  # described from another seat's view (a replay)
            return t.format(texts.move_label("pay"), card=card)
        paid, required = setting["paid"] + int(arg[:-1]), setting["required"]
        label = LABELS["pay" if required else "pay_first"]
        return t.format(label, card=card, paid=paid, required=required)
    if verb == "keep":
        return t.format(texts.move_label("keep"), card=texts.card_face(arg))
    if verb == "flip":
        return t.format(texts.move_label("flip"), square=arg)
    if verb == "swap":
        first, second = (int(x) for x in arg.split())
        return t.format(
            LABELS["swap"],
            first=first,
            first_suit=_suit(view, first, t),
            second=second,
            second_suit=_suit(view, second, t),
        )
    if verb == "to":
        return t.format(LABELS["to"], square=arg, suit=_suit(view, int(arg), t))
    if verb == "done":
        return _done(setting, t)
    if verb == "shift" and view["seat"] is not None:
        card, direction = arg.split()
        return _shift(view, card, direction, t, names)
    return ""


def _act(arg: str, t: Translator) -> str:
    """Setting a card as an action: the action, its cost and what it does."""
    name = arg.rstrip("+")
    suit = name[-1].upper()
    cost = ACTIONS[SUIT_LETTERS.index(suit)].cost
    card = texts.card_face(name)
    if arg.endswith("+"):
        return t.format(LABELS["act_bonus"], card=card, cost=cost + BONUS_COST)
    return t.format(
        LABELS["act"],
        action=action_name(suit, t),
        card=card,
        cost=cost,
        effect=t.gettext(ACTION_WORDS[suit]),
    )


def _done(setting: dict | None, t: Translator) -> str:
    """Finishing a setting without a move: what it holds (the seat's own cards)."""
    if setting is None:  # described from another seat's view (a replay)
        return t.gettext(LABELS["done"])
    paid, required = setting["paid"], setting["required"]
    actions = tuple(log.action(a) for a in setting["actions"])
    if actions:
        listed = render_value(actions, t)
        return t.format(LABELS["done_actions"], actions=listed, paid=paid, required=required)
    if paid:
        return t.format(LABELS["done_unused"], paid=paid)
    return t.gettext(LABELS["done_nothing"])


def _suit(view: dict, coord: int, t: Translator) -> str:
    """A square's suit symbol; a square still face down is one a ♥ card set turns up."""
    suit = view["board"][coord - 1]["suit"]
    return t.gettext(TURNED_UP) if suit is None else SUIT_SYMBOLS[SUIT_LETTERS.index(suit)]


def _shift(
    view: dict, card: str, direction: str, t: Translator, names: Sequence[str] | None
) -> str:
    """Where the token lands, in the viewer's coordinates (own position + 1 row, + the shift)."""
    columns = view["columns"]
    seat = view["seat"]
    mine = view["positions"][seat]
    delta = {"ahead": columns, "back": -columns, "left": -1, "right": 1, "none": 0}[direction]
    square = mine + columns + delta
    if square == view["positions"][1 - seat]:
        opponent = seat_name(1 - seat, t, names)
        landing = t.format(LANDINGS["hit"], player=opponent, square=square)
    elif square == mine:
        landing = t.format(LANDINGS["own"], square=square)
    else:
        landing = t.format(LANDINGS["square"], square=square)
    token = render_value(log.token(card), t)
    return t.format(SHIFTS[direction], token=token, landing=landing)


# A reason that names a seat by number, worded with the seat's display name instead.
NAMED_REASONS = {texts.END_REASONS[1][1]: N_("{player} has no HP left.")}


def describe_reason(result: dict, t: Translator = EN, names: Sequence[str] | None = None) -> str:
    """Why the game ended (the engine's ``reason``), in ``t``'s language; seats by ``names``
    (display names by seat), else "Player 1"..."""
    return named_reason(texts.reason, NAMED_REASONS, result, t, names)


def describe_outcome(result: dict, t: Translator = EN, names: Sequence[str] | None = None) -> str:
    """The headline of a finished game, one sentence: how it ended and who won ("Player 1 has
    no HP left: Bot 2 (Hard) wins."); seats by ``names``."""
    winners = result["winners"]
    names = seat_names(len(result["scores"]), t, names)
    outcome = texts.outcome(result, headline=True)
    if outcome is None:  # an ending the texts do not know: its reason, as the rules say it
        reason = describe_reason(result, t, names)
        if not winners:
            return t.format(N_("Draw: {reason}"), reason=reason)
        return t.format(N_("{player} wins: {reason}"), player=names[winners[0]], reason=reason)
    message, values = outcome
    if winners:
        values = {**values, "winner": names[winners[0]], "loser": names[1 - winners[0]]}
    return t.format(message, **values)
