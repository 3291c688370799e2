"""Gun Rain's words (the presentation layer, see :mod:`tabletop.present`): the menu line next to
each notation, the notation help, the action cards, the events of the last turn.

Plain strings, shared by the terminal screen and the web server, in the language of the
translator ``t`` (English by default): every word is a msgid, of :mod:`.texts` or marked here.
Coordinates are the viewer's (G3); everything dynamic comes from the view; nothing here decides
what is legal. Card names ("7S") and notation stay ASCII in every language.
"""

from __future__ import annotations

from collections.abc import Sequence

from tabletop.i18n import DEFAULT_LOCALE, N_, Translator, translator
from tabletop.present.names import named_reason, seat_names
from tabletop.rulesets.gunrain.cards import ACTIONS, SUIT_LETTERS, SUIT_SYMBOLS

from . import texts

EN = translator(DEFAULT_LOCALE)

NOTATION_HELP = N_("""\
Gun Rain notation (case-insensitive). Cards: rank + suit letter, 7S 10H 4C 9D
(S = ♠ light gun, C = ♣ heavy gun, D = ♦ move, H = ♥ expand). Squares: your
coordinates, 1-4 back row, 5-8 middle, 9-12 front (4x6 board).
  side south       before the game: take this half of the board
  at 6             your initial position (a face-up square of yours)
  joker / pass     after drawing: redraw the new cards (once per game) or keep them
Setting your cards in secret, one step at a time:
  act 7S           set 7S as an action (act 7C+ = heavy gun with its +5 bonus)
  pay 9H           set 9H as a cost card (pays 9)
  keep 4C          keep 4C for next turn (at most one card)
  flip 10          target of the ♥ card just set: turn square 10 face up
  swap 5 7         or, standing on ♥, swap squares 5 and 7 (+5 cost)
  to 6             with ♦ cards set: your destination; this commits the setting
  done             without ♦ cards: commit the setting
Step 4, heavy gun with the bonus on a ♣ square:
  shift 7C left    move its token 1 square: ahead, back, left, right or none""")

ACTION_WORDS = {
    "S": N_("1 damage if the opponent ends in your column (+1 on a ♠ square)"),
    "C": N_("a token 1 square ahead, hitting for 2 as it advances"),
    "D": N_("1 step onto your face-up squares (2 per card from a ♦ square)"),
    "H": N_("turn a face-down square of yours face up"),
}
# Each suit's bonus as the hand table says it, short.
BONUS_WORDS = {
    "S": N_("+1 damage if you end on ♠"),
    "C": N_("pay +5: shift the token at step 4 if you end on ♣"),
    "D": N_("2 steps per ♦ card if you start on ♦"),
    "H": N_("pay +5: swap 2 face-up squares instead, if on ♥ now"),
}


def action_name(suit: str, t: Translator = EN) -> str:
    """The action of a suit (letter) in ``t``'s language: "Light gun" for "S"."""
    return t.gettext(texts.action_name(suit.upper()))


def seat_name(view: dict, player: int, t: Translator = EN) -> str:
    """How the viewer calls a seat: 'you', 'opponent', or 'player N' for a spectator."""
    if view["seat"] is None:
        return t.format(N_("player {player}"), player=player)
    return t.gettext(N_("you") if player == view["seat"] else N_("opponent"))


def describe_act(act: dict, t: Translator = EN) -> str:
    """An action card as set, e.g. '7C+' or '5H flip 10' (notation: the same in every language)."""
    text = act["card"] + ("+" if act["bonus"] and act["card"][-1] == "C" else "")
    squares = act.get("squares")
    if squares:
        text += f" {'swap' if len(squares) == 2 else 'flip'} {' '.join(map(str, squares))}"
    return text


_TOKEN_HOW = {
    "advance": N_("{who}'s token {card} advanced into the opponent at {at}: 2 damage"),
    "route": N_("{who}'s token {card} was crossed by the opponent at {at}: 2 damage"),
    "placed": N_("{who}'s token {card} was placed on the opponent at {at}: 2 damage"),
}


def describe_event(view: dict, event: dict, t: Translator = EN) -> str:
    """One thing that happened in the last turn, e.g. 'opponent moved 15 -> 16'."""
    kind = event["event"]
    if kind == "reshuffle":
        return t.gettext(N_("the discard pile was shuffled into a new deck"))
    values = {"who": seat_name(view, event["player"], t), **event}
    if kind == "joker":
        return t.format(N_("{who} used the joker"), **values)
    if kind == "flip":
        return t.format(N_("{who} turned {at} face up: {card}"), **values)
    if kind == "swap":
        a, b = event["squares"]
        return t.format(N_("{who} swapped {a} and {b}"), who=values["who"], a=a, b=b)
    if kind == "move":
        return t.format(
            N_("{who} moved {start} -> {to}"),
            who=values["who"],
            start=event["from"],
            to=event["to"],
        )
    if kind == "shot":
        if event["damage"]:
            return t.format(N_("{who} fired {card}: hit for {damage}"), **values)
        return t.format(N_("{who} fired {card}: missed"), **values)
    if kind == "advance":
        return t.format(N_("{who}'s token {card} advanced {at} -> {to}"), **values)
    if kind == "off":
        return t.format(N_("{who}'s token {card} left the board from {at}"), **values)
    if kind == "token":
        return t.format(N_("{who} placed token {card} on {at}"), **values)
    return t.format(_TOKEN_HOW[event["how"]], **values)


def describe_move(
    view: dict, notation: str, t: Translator = EN, names: Sequence[str] | None = None
) -> str:
    """A few words on a legal move, e.g. 'act 7S' -> 'Light gun (cost 10): ...'."""
    verb, _, arg = notation.partition(" ")
    if verb == "side":
        message = (
            N_("take the {side} side (the bottom of the board as drawn)")
            if arg == view["frame"]
            else N_("take the {side} side (the top of the board as drawn)")
        )
        return t.format(message, side=t.gettext(texts.side_name(arg)))
    if verb == "at":
        return t.format(
            N_("start on {square} ({suit})"), square=arg, suit=_suit_word(view, int(arg), t)
        )
    if verb == "joker":
        return t.gettext(N_("discard the new cards and draw as many again (once per game)"))
    if verb == "pass":
        return t.gettext(N_("keep the new cards"))
    if verb == "act":
        card = arg.rstrip("+")
        suit = card[-1].upper()
        if arg.endswith("+"):
            return t.gettext(
                N_("heavy gun with bonus (cost 10): shift its token at step 4 if you end on ♣")
            )
        kind = ACTIONS[SUIT_LETTERS.index(suit)]
        return t.format(
            N_("{action} (cost {cost}): {effect}"),
            action=action_name(suit, t),
            cost=kind.cost,
            effect=t.gettext(ACTION_WORDS[suit]),
        )
    setting = view["setting"]
    if verb == "pay":
        if setting is None:  # described from another seat's view (a replay)
            return t.format(N_("cost card: pays {amount}"), amount=arg[:-1])
        return t.format(
            N_("cost card: you will have paid {paid}; your actions so far cost {required}"),
            paid=setting["paid"] + int(arg[:-1]),
            required=setting["required"],
        )
    if verb == "keep":
        return t.format(N_("keep {card} for next turn"), card=arg)
    if verb == "flip":
        return t.format(N_("turn your square {square} face up"), square=arg)
    if verb == "swap":
        a, b = (int(x) for x in arg.split())
        return t.format(
            N_("swap {a} ({suit_a}) with {b} ({suit_b}), +5 cost"),
            a=a,
            suit_a=_suit_word(view, a, t),
            b=b,
            suit_b=_suit_word(view, b, t),
        )
    if verb == "to":
        return t.format(
            N_("move to {square} ({suit}) and commit the setting"),
            square=arg,
            suit=_suit_word(view, int(arg), t),
        )
    if verb == "done":
        if setting is None:
            return t.gettext(N_("commit the setting"))
        acts = ", ".join(describe_act(a, t) for a in setting["actions"])
        return t.format(
            N_("commit: {actions}; paid {paid} of {required}"),
            actions=acts or t.gettext(N_("no actions")),
            paid=setting["paid"],
            required=setting["required"],
        )
    if verb == "shift" and view["seat"] is not None:
        return _shift(view, arg.split()[1], t)
    return ""


def _suit_word(view: dict, coord: int, t: Translator) -> str:
    suit = view["board"][coord - 1]["suit"]
    return t.gettext(N_("face down")) if suit is None else SUIT_SYMBOLS[SUIT_LETTERS.index(suit)]


def _shift(view: dict, direction: str, t: Translator) -> str:
    """Where the token lands, in the viewer's coordinates (own position + 1 row, + the shift)."""
    columns = view["columns"]
    ahead = view["positions"][view["seat"]] + columns
    delta = {"ahead": columns, "back": -columns, "left": -1, "right": 1, "none": 0}[direction]
    target = ahead + delta
    text = t.format(N_("token on {square}"), square=target)
    if target == view["positions"][1 - view["seat"]]:
        text = t.format(N_("token on {square}: on the opponent, 2 damage"), square=target)
    if delta:
        text += t.format(N_(" instead of {square}"), square=ahead)
    return text


# A reason that names a seat by number, worded with the seat's display name instead.
NAMED_REASONS = {texts.END_REASONS[1][1]: N_("{player} has no HP left.")}


def describe_reason(result: dict, t: Translator = EN, names: Sequence[str] | None = None) -> str:
    """Why the game ended (the engine's ``reason``), in ``t``'s language; seats by ``names``
    (display names by seat), else "Player 1"..."""
    return named_reason(texts.reason, NAMED_REASONS, result, t, names)


def describe_outcome(result: dict, t: Translator = EN, names: Sequence[str] | None = None) -> str:
    """The headline of a finished game: who won, or a draw, and why it ended; seats by
    ``names``."""
    winners = result["winners"]
    names = seat_names(len(result["scores"]), t, names)
    reason = describe_reason(result, t, names)
    if not winners:
        return t.format(N_("Draw: {reason}"), reason=reason)
    return t.format(N_("{player} wins: {reason}"), player=names[winners[0]], reason=reason)
