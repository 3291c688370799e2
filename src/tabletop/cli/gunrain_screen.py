"""Gun Rain on the terminal: the board as a grid from the viewer's seat, hand, costs, last turn.

Everything dynamic comes from ``state.view(seat)``, so the screen cannot show a secret; the
action table comes from the public card module. Coordinates are the viewer's (G3): 1-12 their
own territory at the bottom, 13-24 the opponent's above it.
"""

from __future__ import annotations

from rich import box
from rich.console import Group, RenderableType
from rich.table import Table
from rich.text import Text

from tabletop.rulesets.gunrain.cards import ACTIONS, SUIT_LETTERS, SUIT_SYMBOLS

__all__ = ["NOTATION_HELP", "describe", "render", "render_result"]

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

SUIT_STYLE = {"S": "bold white", "C": "bold green", "D": "bold yellow", "H": "bold red"}
ACTION_WORDS = {
    "S": "1 damage if the opponent ends in your column (+1 on a ♠ square)",
    "C": "a token 1 square ahead, hitting for 2 as it advances",
    "D": "1 step onto your face-up squares (2 per card from a ♦ square)",
    "H": "turn a face-down square of yours face up",
}


def _suit(letter: str | None) -> Text:
    if letter is None:
        return Text("▒▒", style="dim")
    return Text(SUIT_SYMBOLS[SUIT_LETTERS.index(letter)], style=SUIT_STYLE[letter])


def _card(name: str) -> Text:
    return Text(name[:-1]) + _suit(name[-1])


def _who(view: dict, player: int) -> str:
    if view["seat"] is None:
        return f"player {player}"
    return "you" if player == view["seat"] else "opponent"


def render(view: dict) -> RenderableType:
    """Status, the board, then the hand and what the phase asks for."""
    parts: list[RenderableType] = [_status(view), _board(view)]
    if view["revealed"] is not None or view["events"]:
        parts.append(_last_turn(view))
    if view["hand"] and view["phase"] != "over":
        parts.append(_hand(view))
    parts.append(_prompt(view))
    return Group(*parts)


def _status(view: dict) -> Text:
    text = Text("Gun Rain  ", style="bold")
    turn = f"turn {view['turn']}/{view['max_turns']}" if view["turn"] else "setup"
    text.append(f"{turn}  ")
    if view["seat"] is not None:
        text.append(f"you are player {view['seat']}")
        if view["sides"][view["seat"]]:
            text.append(f" ({view['sides'][view['seat']]})")
        text.append("  ")
    text.append(f"turn player: {view['turn_player']}\n")
    for player in (0, 1):
        jokers = "joker used" if view["jokers_used"][player] else "joker unused"
        label = f"player {player}"
        if view["seat"] is not None:
            label = f"{_who(view, player)} ({label})"
        text.append(f"{label}: ")
        text.append(f"HP {view['hp'][player]}/5", style="bold")
        text.append(f", cards {view['hand_sizes'][player]}, {jokers}\n")
    text.append(f"deck {view['deck']}  discard {len(view['discard'])}")
    return text


def _board(view: dict) -> Table:
    """The grid, the opponent's back row on top; pieces P0/P1, tokens with owner and arrow."""
    columns = view["columns"]
    pieces: dict[int, list[Text]] = {}
    for player, coord in enumerate(view["positions"]):
        if coord is not None:
            pieces.setdefault(coord, []).append(Text(f"P{player}", style="bold reverse"))
    for token in view["tokens"]:
        arrow = "↑" if view["sides"][token["owner"]] == view["frame"] else "↓"
        mark = Text(f"{token['card']}{arrow}{token['owner']}", style="bold magenta")
        pieces.setdefault(token["at"], []).append(mark)
    table = Table(box=box.SQUARE, show_header=False, show_lines=True, padding=(0, 1))
    for _ in range(columns):
        table.add_column(width=9, no_wrap=True)
    squares = view["board"]
    for row in range(view["rows"] - 1, -1, -1):
        cells = []
        for square in squares[row * columns : (row + 1) * columns]:
            cell = Text(f"{square['coord']:>2} ") + _suit(square["suit"])
            marks = pieces.get(square["coord"], [])
            cell.append("\n")
            cell.append_text(Text(" ").join(marks) if marks else Text(""))
            cells.append(cell)
        table.add_row(*cells)
    top, bottom = _territory_names(view)
    table.title = top
    table.caption = bottom
    return table


def _territory_names(view: dict) -> tuple[str, str]:
    owners = {square["coord"] > 12: square["owner"] for square in view["board"]}
    names = []
    for upper in (True, False):
        owner = owners[upper]
        half = "north" if (view["frame"] == "south") == upper else "south"
        if owner is None:
            names.append(f"{half} half")
        elif view["seat"] is None:
            names.append(f"player {owner} ({half})")
        else:
            names.append(f"{_who(view, owner)}: player {owner}")
    return names[0], names[1] + " (▒▒ face down, ↑↓ token direction)"


def _hand(view: dict) -> Table:
    table = Table(title="Your hand", title_justify="left", box=box.SIMPLE_HEAD, show_edge=False)
    for name in ("card", "action", "cost", "bonus"):
        table.add_column(name)
    for name in view["hand"]:
        kind = ACTIONS[SUIT_LETTERS.index(name[-1])]
        table.add_row(_card(name), kind.name, str(kind.cost), kind.bonus)
    return table


def _setting_line(setting: dict) -> Text:
    text = Text("Your setting: ", style="bold")
    acts = [_act(a) for a in setting["actions"]]
    if setting["pending"]:
        acts.append(f"{setting['pending']} (choose its target)")
    text.append(f"actions {', '.join(acts) or 'none'}; ")
    text.append(f"costs {' '.join(setting['costs']) or 'none'} ")
    text.append(f"(paid {setting['paid']}; the actions cost {setting['required']})")
    if setting["keep"]:
        text.append(f"; keep {setting['keep']}")
    if setting["to"] is not None:
        text.append(f"; to {setting['to']}")
    return text


def _act(act: dict) -> str:
    text = act["card"] + ("+" if act["bonus"] and act["card"][-1] == "C" else "")
    squares = act.get("squares")
    if squares:
        text += f" {'swap' if len(squares) == 2 else 'flip'} {' '.join(map(str, squares))}"
    return text


def _prompt(view: dict) -> Text:
    phase = view["phase"]
    if phase == "over":
        return Text(f"Game over: {view['result']['reason']}", style="bold")
    if phase == "side":
        return Text(f"Player {view['turn_player']} chooses which half to take.", style="cyan")
    if phase == "place":
        mover = view["to_move"][0]
        return Text(f"Player {mover} places their piece on a face-up square.", style="cyan")
    if phase == "joker":
        mover = view["to_move"][0]
        return Text(f"Player {mover} has drawn: use the joker to redraw, or pass.", style="cyan")
    lines = Text()
    if view["setting"] is not None:
        lines.append_text(_setting_line(view["setting"]))
        lines.append("\n")
    if view["aiming"] is not None and view["aiming"]["cards"]:
        card = view["aiming"]["cards"][0]
        lines.append(f"Step 4: you stand on ♣; shift the token of {card} or not.\n", style="cyan")
    waiting = [_who(view, p) for p in (0, 1) if not view["ready"][p]]
    action = "setting cards in secret" if phase == "set" else "aiming"
    lines.append(f"Waiting for: {', '.join(waiting)} ({action}).", style="cyan")
    return lines


def _last_turn(view: dict) -> Text:
    text = Text("Last turn:" if view["revealed"] is not None else "So far:", style="bold")
    if view["revealed"] is not None:
        for player, shown in enumerate(view["revealed"]):
            acts = ", ".join(_act(a) for a in shown["actions"]) or "nothing"
            costs = " ".join(shown["costs"]) or "none"
            to = f", to {shown['to']}" if shown["to"] is not None else ""
            text.append(f"\n  {_who(view, player)} set {acts} (costs {costs}{to})")
    for event in view["events"]:
        text.append("\n  " + _event(view, event))
    return text


def _event(view: dict, e: dict) -> str:
    kind = e["event"]
    if kind == "reshuffle":
        return "the discard pile was shuffled into a new deck"
    who = _who(view, e["player"])
    if kind == "joker":
        return f"{who} used the joker"
    if kind == "flip":
        return f"{who} turned {e['at']} face up: {e['card']}"
    if kind == "swap":
        return f"{who} swapped {e['squares'][0]} and {e['squares'][1]}"
    if kind == "move":
        return f"{who} moved {e['from']} -> {e['to']}"
    if kind == "shot":
        hit = f"hit for {e['damage']}" if e["damage"] else "missed"
        return f"{who} fired {e['card']}: {hit}"
    if kind == "advance":
        return f"{who}'s token {e['card']} advanced {e['at']} -> {e['to']}"
    if kind == "off":
        return f"{who}'s token {e['card']} left the board from {e['at']}"
    if kind == "token":
        return f"{who} placed token {e['card']} on {e['at']}"
    how = {"advance": "advanced into", "route": "was crossed by", "placed": "was placed on"}
    return f"{who}'s token {e['card']} {how[e['how']]} the opponent at {e['at']}: 2 damage"


def describe(view: dict, notation: str) -> str:
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
        acts = ", ".join(_act(a) for a in setting["actions"]) or "no actions"
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


def render_result(result: dict) -> RenderableType:
    """Who won and why, with both players' HP."""
    winners = result["winners"]
    headline = "Draw" if not winners else f"Player {winners[0]} wins"
    text = Text(f"{headline}: {result['reason']}", style="bold green" if winners else "bold")
    table = Table(box=box.SIMPLE_HEAD, show_edge=False)
    table.add_column("player")
    table.add_column("HP left", justify="right")
    for player, hp in enumerate(result["details"]["hp"]):
        table.add_row(str(player), str(hp))
    return Group(text, table, Text(f"after {result['details']['turns']} turns"))
