"""Kung Fu on the terminal: one position drawn from ``state.view(seat)``.

Everything comes from the view, including the facts of every card it names, so the
screen can neither show a secret nor depend on which card file is in play. Move words
read the notation (stable, documented) and the same view; nothing here decides legality.
"""

from __future__ import annotations

from rich import box
from rich.console import Group, RenderableType
from rich.table import Table
from rich.text import Text

from tabletop.rulesets.kungfu.phases import CHOOSE, DRAFT, PLACE

from .describe import (
    EMOJI,
    PHASE_WORDS,
    box_text,
    card_line,
    describe_last_exchange,
    describe_outcome,
)

__all__ = ["render", "render_result"]


def render(view: dict) -> RenderableType:
    """Header, boards, initiative order, the round's cards, the exchange, own hand."""
    parts: list[RenderableType] = [_header(view), _boards(view)]
    if view["order"]:
        parts.append(_order(view))
    if any(seat["cards"] for seat in view["seats"]):
        parts.append(_round_cards(view))
    if view["exchange"]:
        parts.append(_exchange(view))
    if view["last"]:
        parts.append(Text(describe_last_exchange(view)))
    if view["draft"] and view["draft"]["pack"] is not None:
        parts.append(_cards_table(view, "Your pack", view["draft"]["pack"]))
    me = view["viewer"]
    if me is not None and view["seats"][me]["hand"]:
        title = "Kept so far" if view["phase"] == DRAFT else "Your hand"
        parts.append(_cards_table(view, title, view["seats"][me]["hand"]))
    return Group(*parts)


def _header(view: dict) -> Text:
    text = Text("Kung Fu  ", style="bold")
    text.append(f"round {view['round']}/3  ")
    text.append(PHASE_WORDS[view["phase"]], style="bold cyan")
    who = "spectator" if view["viewer"] is None else f"player {view['viewer']}"
    waiting = ", ".join(map(str, view["to_move"])) or "-"
    text.append(f"  |  you are {who}  |  waiting for {waiting}")
    return text


def _boards(view: dict) -> Table:
    table = Table(box=box.SIMPLE_HEAD, show_edge=False)
    for name in ("seat", "HP", "ATK", "DEF", "HIT", "AVO", "tracks", "hand", "spent", "status"):
        table.add_column(name)
    for seat in view["seats"]:
        tracks = seat["tracks"]
        marks = " ".join(f"{EMOJI[s]}{n}" for s, n in tracks.items()) if tracks else "-"
        status = []
        if seat["out"]:
            status.append("OUT")
        elif seat["to_move"]:
            status.append("to move")
        if seat["face_down"]:
            status.append(f"{seat['face_down']} cards face down")
        if seat["initiative"] is not None:
            status.append(f"initiative {seat['initiative']}")
        table.add_row(
            f"P{seat['seat']}",
            f"{seat['hp']}/{seat['max_hp']}",
            str(seat["atk"]),
            str(seat["def"]),
            f"{seat['hit']}/{seat['hit_max']}",
            f"{seat['avo']}/{seat['avo_max']}",
            marks,
            str(seat["hand_size"]),
            str(len(seat["spent"])),
            ", ".join(status),
            style="dim" if seat["out"] else None,
        )
    return table


def _order(view: dict) -> Text:
    text = Text("Initiative order (lowest sum attacks first): ")
    for i, p in enumerate(view["order"]):
        seat = view["seats"][p]
        style = "bold reverse" if p == view["attacker"] and view["phase"] != PLACE else None
        text.append(f"P{p} ({seat['initiative']})", style=style)
        if i < len(view["order"]) - 1:
            text.append(" -> ")
    if view["rolloff"]:
        text.append(f"  ties settled by roll-off: {', '.join(f'P{p}' for p in view['rolloff'])}")
    return text


def _round_cards(view: dict) -> Table:
    choosing = view["phase"] == CHOOSE
    title = "Your picks so far (face down)" if choosing else "The round's cards"
    table = Table(title=title, title_justify="left", box=box.SIMPLE_HEAD)
    for name in ("seat", "card", "init", "condition", "box", "dice", "meets?"):
        table.add_column(name)
    hidden = "not rolled" if choosing else "hidden"
    for seat in view["seats"]:
        for card in seat["cards"] or ():
            f = view["cards"][card["id"]]
            dice = hidden if card["dice"] is None else " ".join(map(str, card["dice"])) or "-"
            dice += f"  ({f['dice']} max)" if card["dice"] is not None and f["dice"] else ""
            met = {True: "yes", False: "no: fizzles", None: "?"}[card["met"]]
            table.add_row(
                f"P{seat['seat']}",
                f"{card['id']} {f['name']}" + (" (used)" if card["used"] else ""),
                str(f["initiative"]),
                f["condition"],
                box_text(f),
                dice,
                met,
                style="dim" if card["used"] else None,
            )
    me = view["viewer"]
    if me is not None and view["seats"][me]["roll"]:
        seat = view["seats"][me]
        unplaced = " ".join(map(str, seat["unplaced"])) or "none"
        table.caption = f"Your dice: {' '.join(map(str, seat['roll']))}; not placed: {unplaced}"
        table.caption_justify = "left"
    return table


def _exchange(view: dict) -> Text:
    ex = view["exchange"]
    text = Text(f"P{ex['attacker']} uses {card_line(view, ex['card'])}", style="bold")
    if ex["target"] is not None:
        text.append(f"  against P{ex['target']}")
    if ex["defence"]:
        text.append(f"\nP{ex['target']} defends with {card_line(view, ex['defence'])}")
    return text


def _cards_table(view: dict, title: str, ids: list[str]) -> Table:
    table = Table(title=title, title_justify="left", box=box.SIMPLE_HEAD, show_edge=False)
    for name in ("card", "name", "init", "symbol", "condition", "box"):
        table.add_column(name)
    for cid in ids:
        f = view["cards"][cid]
        table.add_row(
            cid, f["name"], str(f["initiative"]), EMOJI[f["symbol"]], f["condition"], box_text(f)
        )
    return table


def render_result(result: dict) -> RenderableType:
    """Who won (K8), with every seat's HP."""
    winners = result["winners"]
    table = Table(box=box.SIMPLE_HEAD, show_edge=False)
    table.add_column("seat")
    table.add_column("HP", justify="right")
    table.add_column("")
    for p, hp in enumerate(result["scores"]):
        mark = "winner" if p in winners else ("knocked out" if hp == 0 else "")
        table.add_row(f"P{p}", str(int(hp)), mark, style="bold" if p in winners else None)
    return Group(Text(describe_outcome(result), style="bold green"), table)
