"""Gun Rain on the terminal: the board as a grid from the viewer's seat, hand, costs, last turn.

Everything dynamic comes from ``state.view(seat)``, so the screen cannot show a secret; the
action table comes from the public card module. Coordinates are the viewer's (G3): 1-12 their
own territory at the bottom, 13-24 the opponent's above it.
"""

from __future__ import annotations

from collections.abc import Sequence

from rich import box
from rich.console import Group, RenderableType
from rich.table import Table
from rich.text import Text

from tabletop.i18n import N_, Translator
from tabletop.present.names import seat_names
from tabletop.rulesets.gunrain.cards import ACTIONS, SUIT_LETTERS, SUIT_SYMBOLS
from tabletop.rulesets.gunrain.descriptor import DESCRIPTOR
from tabletop.rulesets.gunrain.phases import JOKER, OVER, PLACE, SET, SIDE

from . import texts
from .describe import (
    BONUS_WORDS,
    EN,
    action_name,
    describe_act,
    describe_event,
    describe_outcome,
    describe_reason,
    seat_name,
)

__all__ = ["render", "render_result"]


SUIT_STYLE = {"S": "bold white", "C": "bold green", "D": "bold yellow", "H": "bold red"}


def _suit(letter: str | None) -> Text:
    if letter is None:
        return Text("▒▒", style="dim")
    return Text(SUIT_SYMBOLS[SUIT_LETTERS.index(letter)], style=SUIT_STYLE[letter])


def _card(name: str) -> Text:
    return Text(name[:-1]) + _suit(name[-1])


def render(view: dict, t: Translator = EN, names: Sequence[str] | None = None) -> RenderableType:
    """Status, the board, then the hand and what the phase asks for."""
    parts: list[RenderableType] = [_status(view, t), _board(view, t)]
    if view["revealed"] is not None or view["events"]:
        parts.append(_last_turn(view, t))
    if view["hand"] and view["phase"] != OVER:
        parts.append(_hand(view, t))
    parts.append(_prompt(view, t))
    return Group(*parts)


def _status(view: dict, t: Translator) -> Text:
    text = Text(t.gettext(DESCRIPTOR.title) + "  ", style="bold")
    turn = (
        t.format(N_("turn {turn}/{max_turns}"), turn=view["turn"], max_turns=view["max_turns"])
        if view["turn"]
        else t.gettext(N_("setup"))
    )
    text.append(f"{turn}  ")
    seat = view["seat"]
    if seat is not None:
        text.append(t.format(N_("you are player {player}"), player=seat))
        if view["sides"][seat]:
            text.append(f" ({t.gettext(texts.side_name(view['sides'][seat]))})")
        text.append("  ")
    text.append(t.format(N_("turn player: {player}"), player=view["turn_player"]) + "\n")
    for player in (0, 1):
        jokers = t.gettext(N_("joker used") if view["jokers_used"][player] else N_("joker unused"))
        label = t.format(N_("player {player}"), player=player)
        if seat is not None:
            label = f"{seat_name(view, player, t)} ({label})"
        text.append(f"{label}: ")
        text.append(t.format(texts.label("hp"), hp=view["hp"][player], max_hp=5), style="bold")
        cards = t.format(N_("cards {count}"), count=view["hand_sizes"][player])
        text.append(f", {cards}, {jokers}\n")
    text.append(
        t.format(
            N_("deck {deck}  discard {discard}"), deck=view["deck"], discard=len(view["discard"])
        )
    )
    return text


def _board(view: dict, t: Translator) -> Table:
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
        # Marks wrap at the spaces between them (rich counts cells, so wide characters too):
        # a crowded square grows a line rather than cutting a token off.
        table.add_column(width=9, overflow="fold")
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
    top, bottom = _territory_names(view, t)
    table.title = top
    table.caption = bottom
    return table


def _territory_names(view: dict, t: Translator) -> tuple[str, str]:
    owners = {square["coord"] > 12: square["owner"] for square in view["board"]}
    names = []
    for upper in (True, False):
        owner = owners[upper]
        half = t.gettext(
            texts.side_name("north" if (view["frame"] == "south") == upper else "south")
        )
        if owner is None:
            names.append(t.format(N_("{side} half"), side=half))
        elif view["seat"] is None:
            names.append(t.format(N_("player {player} ({side})"), player=owner, side=half))
        else:
            player = t.format(N_("player {player}"), player=owner)
            names.append(f"{seat_name(view, owner, t)}: {player}")
    legend = t.gettext(N_("(▒▒ face down, ↑↓ token direction)"))
    return names[0], f"{names[1]} {legend}"


def _hand(view: dict, t: Translator) -> Table:
    table = Table(
        title=t.gettext(N_("Your hand")), title_justify="left", box=box.SIMPLE_HEAD, show_edge=False
    )
    for heading in (N_("card"), N_("action"), N_("cost"), N_("bonus")):
        table.add_column(t.gettext(heading))
    for name in view["hand"]:
        suit = name[-1]
        kind = ACTIONS[SUIT_LETTERS.index(suit)]
        table.add_row(
            _card(name), action_name(suit, t), str(kind.cost), t.gettext(BONUS_WORDS[suit])
        )
    return table


def _setting_line(setting: dict, t: Translator) -> Text:
    text = Text(t.gettext(N_("Your setting: ")), style="bold")
    acts = [describe_act(a, t) for a in setting["actions"]]
    if setting["pending"]:
        acts.append(t.format(N_("{card} (choose its target)"), card=setting["pending"]))
    none = t.gettext(N_("none"))
    text.append(t.format(N_("actions {actions}; "), actions=", ".join(acts) or none))
    text.append(t.format(N_("costs {costs} "), costs=" ".join(setting["costs"]) or none))
    text.append(
        t.format(
            N_("(paid {paid}; the actions cost {required})"),
            paid=setting["paid"],
            required=setting["required"],
        )
    )
    if setting["keep"]:
        text.append(t.format(N_("; keep {card}"), card=setting["keep"]))
    if setting["to"] is not None:
        text.append(t.format(N_("; to {square}"), square=setting["to"]))
    return text


def _prompt(view: dict, t: Translator) -> Text:
    phase = view["phase"]
    if phase == OVER:
        # seated: "you"/"opponent", as the rest of the screen says; else "Player 1"...
        seats = None if view["seat"] is None else [seat_name(view, p, t) for p in (0, 1)]
        reason = describe_reason(view["result"], t, seats)
        return Text(t.format(N_("Game over: {reason}"), reason=reason), style="bold")
    if phase == SIDE:
        return Text(
            t.format(N_("Player {player} chooses which half to take."), player=view["turn_player"]),
            style="cyan",
        )
    mover = view["to_move"][0] if view["to_move"] else None
    if phase == PLACE:
        return Text(
            t.format(N_("Player {player} places their piece on a face-up square."), player=mover),
            style="cyan",
        )
    if phase == JOKER:
        return Text(
            t.format(
                N_("Player {player} has drawn: use the joker to redraw, or pass."), player=mover
            ),
            style="cyan",
        )
    lines = Text()
    if view["setting"] is not None:
        lines.append_text(_setting_line(view["setting"], t))
        lines.append("\n")
    if view["aiming"] is not None and view["aiming"]["cards"]:
        card = view["aiming"]["cards"][0]
        lines.append(
            t.format(N_("Step 4: you stand on ♣; shift the token of {card} or not."), card=card)
            + "\n",
            style="cyan",
        )
    waiting = ", ".join(seat_name(view, p, t) for p in (0, 1) if not view["ready"][p])
    message = (
        N_("Waiting for: {players} (setting cards in secret).")
        if phase == SET
        else N_("Waiting for: {players} (aiming).")
    )
    lines.append(t.format(message, players=waiting), style="cyan")
    return lines


def _last_turn(view: dict, t: Translator) -> Text:
    heading = N_("Last turn:") if view["revealed"] is not None else N_("So far:")
    text = Text(t.gettext(heading), style="bold")
    if view["revealed"] is not None:
        for player, shown in enumerate(view["revealed"]):
            acts = ", ".join(describe_act(a, t) for a in shown["actions"])
            costs = " ".join(shown["costs"]) or t.gettext(N_("none"))
            values = {
                "who": seat_name(view, player, t),
                "actions": acts or t.gettext(N_("nothing")),
                "costs": costs,
            }
            if shown["to"] is not None:
                line = t.format(
                    N_("{who} set {actions} (costs {costs}, to {square})"),
                    square=shown["to"],
                    **values,
                )
            else:
                line = t.format(N_("{who} set {actions} (costs {costs})"), **values)
            text.append("\n  " + line)
    for event in view["events"]:
        text.append("\n  " + describe_event(view, event, t))
    return text


def render_result(
    result: dict, t: Translator = EN, names: Sequence[str] | None = None
) -> RenderableType:
    """Who won and why, with both players' HP; seats by ``names`` (display names)."""
    names = seat_names(len(result["scores"]), t, names)
    outcome = describe_outcome(result, t, names)
    text = Text(outcome, style="bold green" if result["winners"] else "bold")
    table = Table(box=box.SIMPLE_HEAD, show_edge=False)
    table.add_column(t.gettext(N_("player")))
    table.add_column(t.gettext(N_("HP left")), justify="right")
    for player, hp in enumerate(result["details"]["hp"]):
        table.add_row(Text(names[player]), str(hp))
    after = t.format(N_("after {turns} turns"), turns=result["details"]["turns"])
    return Group(text, table, Text(after))
