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
from tabletop.rulesets.gunrain.phases import JOKER, OVER, PLACE, SET, SIDE

from .describe import describe_act, describe_event, describe_outcome, seat_name

__all__ = ["render", "render_result"]


SUIT_STYLE = {"S": "bold white", "C": "bold green", "D": "bold yellow", "H": "bold red"}


def _suit(letter: str | None) -> Text:
    if letter is None:
        return Text("▒▒", style="dim")
    return Text(SUIT_SYMBOLS[SUIT_LETTERS.index(letter)], style=SUIT_STYLE[letter])


def _card(name: str) -> Text:
    return Text(name[:-1]) + _suit(name[-1])


def render(view: dict) -> RenderableType:
    """Status, the board, then the hand and what the phase asks for."""
    parts: list[RenderableType] = [_status(view), _board(view)]
    if view["revealed"] is not None or view["events"]:
        parts.append(_last_turn(view))
    if view["hand"] and view["phase"] != OVER:
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
            label = f"{seat_name(view, player)} ({label})"
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
            names.append(f"{seat_name(view, owner)}: player {owner}")
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
    acts = [describe_act(a) for a in setting["actions"]]
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


def _prompt(view: dict) -> Text:
    phase = view["phase"]
    if phase == OVER:
        return Text(f"Game over: {view['result']['reason']}", style="bold")
    if phase == SIDE:
        return Text(f"Player {view['turn_player']} chooses which half to take.", style="cyan")
    if phase == PLACE:
        mover = view["to_move"][0]
        return Text(f"Player {mover} places their piece on a face-up square.", style="cyan")
    if phase == JOKER:
        mover = view["to_move"][0]
        return Text(f"Player {mover} has drawn: use the joker to redraw, or pass.", style="cyan")
    lines = Text()
    if view["setting"] is not None:
        lines.append_text(_setting_line(view["setting"]))
        lines.append("\n")
    if view["aiming"] is not None and view["aiming"]["cards"]:
        card = view["aiming"]["cards"][0]
        lines.append(f"Step 4: you stand on ♣; shift the token of {card} or not.\n", style="cyan")
    waiting = [seat_name(view, p) for p in (0, 1) if not view["ready"][p]]
    action = "setting cards in secret" if phase == SET else "aiming"
    lines.append(f"Waiting for: {', '.join(waiting)} ({action}).", style="cyan")
    return lines


def _last_turn(view: dict) -> Text:
    text = Text("Last turn:" if view["revealed"] is not None else "So far:", style="bold")
    if view["revealed"] is not None:
        for player, shown in enumerate(view["revealed"]):
            acts = ", ".join(describe_act(a) for a in shown["actions"]) or "nothing"
            costs = " ".join(shown["costs"]) or "none"
            to = f", to {shown['to']}" if shown["to"] is not None else ""
            text.append(f"\n  {seat_name(view, player)} set {acts} (costs {costs}{to})")
    for event in view["events"]:
        text.append("\n  " + describe_event(view, event))
    return text


def render_result(result: dict) -> RenderableType:
    """Who won and why, with both players' HP."""
    text = Text(describe_outcome(result), style="bold green" if result["winners"] else "bold")
    table = Table(box=box.SIMPLE_HEAD, show_edge=False)
    table.add_column("player")
    table.add_column("HP left", justify="right")
    for player, hp in enumerate(result["details"]["hp"]):
        table.add_row(str(player), str(hp))
    return Group(text, table, Text(f"after {result['details']['turns']} turns"))
