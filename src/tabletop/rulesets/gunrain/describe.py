"""Gun Rain's words (the presentation layer, see :mod:`tabletop.present`): the menu line next to
each notation, the notation help, the action cards, the events of the last turn.

Plain strings, shared by the terminal screen and the web server. Coordinates are the
viewer's (G3); everything dynamic comes from the view; nothing here decides what is legal.
"""

from __future__ import annotations

from tabletop.rulesets.gunrain.cards import ACTIONS, SUIT_LETTERS, SUIT_SYMBOLS

NOTATION_HELP = """\
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
  shift 7C left    move its token 1 square: ahead, back, left, right or none"""

ACTION_WORDS = {
    "S": "1 damage if the opponent ends in your column (+1 on a ♠ square)",
    "C": "a token 1 square ahead, hitting for 2 as it advances",
    "D": "1 step onto your face-up squares (2 per card from a ♦ square)",
    "H": "turn a face-down square of yours face up",
}


def seat_name(view: dict, player: int) -> str:
    """How the viewer calls a seat: 'you', 'opponent', or 'player N' for a spectator."""
    if view["seat"] is None:
        return f"player {player}"
    return "you" if player == view["seat"] else "opponent"


def describe_act(act: dict) -> str:
    """An action card as set, e.g. '7C+' or '5H flip 10'."""
    text = act["card"] + ("+" if act["bonus"] and act["card"][-1] == "C" else "")
    squares = act.get("squares")
    if squares:
        text += f" {'swap' if len(squares) == 2 else 'flip'} {' '.join(map(str, squares))}"
    return text


def describe_event(view: dict, event: dict) -> str:
    """One thing that happened in the last turn, e.g. 'opponent moved 15 -> 16'."""
    kind = event["event"]
    if kind == "reshuffle":
        return "the discard pile was shuffled into a new deck"
    who = seat_name(view, event["player"])
    if kind == "joker":
        return f"{who} used the joker"
    if kind == "flip":
        return f"{who} turned {event['at']} face up: {event['card']}"
    if kind == "swap":
        return f"{who} swapped {event['squares'][0]} and {event['squares'][1]}"
    if kind == "move":
        return f"{who} moved {event['from']} -> {event['to']}"
    if kind == "shot":
        hit = f"hit for {event['damage']}" if event["damage"] else "missed"
        return f"{who} fired {event['card']}: {hit}"
    if kind == "advance":
        return f"{who}'s token {event['card']} advanced {event['at']} -> {event['to']}"
    if kind == "off":
        return f"{who}'s token {event['card']} left the board from {event['at']}"
    if kind == "token":
        return f"{who} placed token {event['card']} on {event['at']}"
    how = {"advance": "advanced into", "route": "was crossed by", "placed": "was placed on"}
    token, at = event["card"], event["at"]
    return f"{who}'s token {token} {how[event['how']]} the opponent at {at}: 2 damage"


def describe_move(view: dict, notation: str) -> str:
    """A few words on a legal move, e.g. 'act 7S' -> 'light gun (cost 10): ...'."""
    verb, _, arg = notation.partition(" ")
    if verb == "side":
        where = "bottom" if arg == view["frame"] else "top"
        return f"take the {arg} half (the {where} of the board as drawn)"
    if verb == "at":
        return f"start on {arg} ({_suit_word(view, int(arg))})"
    if verb == "joker":
        return "discard the new cards and draw as many again (once per game)"
    if verb == "pass":
        return "keep the new cards"
    if verb == "act":
        name = arg.rstrip("+")
        kind = ACTIONS[SUIT_LETTERS.index(name[-1].upper())]
        if arg.endswith("+"):
            return "heavy gun with bonus (cost 10): shift its token at step 4 if you end on ♣"
        return f"{kind.name} (cost {kind.cost}): {ACTION_WORDS[name[-1].upper()]}"
    setting = view["setting"]
    if verb == "pay":
        if setting is None:  # described from another seat's view (a replay)
            return f"cost card: pays {arg[:-1]}"
        paid = setting["paid"] + int(arg[:-1])
        return (
            f"cost card: you will have paid {paid}; your actions so far cost {setting['required']}"
        )
    if verb == "keep":
        return f"keep {arg} for next turn"
    if verb == "flip":
        return f"turn your square {arg} face up"
    if verb == "swap":
        a, b = (int(x) for x in arg.split())
        return f"swap {a} ({_suit_word(view, a)}) with {b} ({_suit_word(view, b)}), +5 cost"
    if verb == "to":
        return f"move to {arg} ({_suit_word(view, int(arg))}) and commit the setting"
    if verb == "done":
        if setting is None:
            return "commit the setting"
        acts = ", ".join(describe_act(a) for a in setting["actions"]) or "no actions"
        return f"commit: {acts}; paid {setting['paid']} of {setting['required']}"
    if verb == "shift" and view["seat"] is not None:
        return _shift(view, arg.split()[1])
    return ""


def _suit_word(view: dict, coord: int) -> str:
    suit = view["board"][coord - 1]["suit"]
    return "face down" if suit is None else SUIT_SYMBOLS[SUIT_LETTERS.index(suit)]


def _shift(view: dict, direction: str) -> str:
    """Where the token lands, in the viewer's coordinates (own position + 1 row, + the shift)."""
    columns = view["columns"]
    ahead = view["positions"][view["seat"]] + columns
    delta = {"ahead": columns, "back": -columns, "left": -1, "right": 1, "none": 0}[direction]
    target = ahead + delta
    hits = ": on the opponent, 2 damage" if target == view["positions"][1 - view["seat"]] else ""
    return f"token on {target}{hits}" + (f" instead of {ahead}" if delta else "")


def describe_outcome(result: dict) -> str:
    """The headline of a finished game: who won, or a draw, and why it ended."""
    winners = result["winners"]
    headline = "Draw" if not winners else f"Player {winners[0]} wins"
    return f"{headline}: {result['reason']}"
