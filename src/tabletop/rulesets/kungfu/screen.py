"""Kung Fu on the terminal: one position drawn from ``state.view(seat)``.

Everything comes from the view, including the facts of every card it names, so the
screen can neither show a secret nor depend on which card file is in play. Move words
read the notation (stable, documented) and the same view; nothing here decides legality.
"""

from __future__ import annotations

from collections.abc import Sequence

from rich import box
from rich.console import Group, RenderableType
from rich.table import Table
from rich.text import Text

from tabletop.i18n import N_, Translator
from tabletop.present.names import seat_names
from tabletop.rulesets.kungfu.descriptor import DESCRIPTOR
from tabletop.rulesets.kungfu.phases import CHOOSE, DRAFT, PLACE

from .describe import (
    EMOJI,
    EN,
    PHASE_WORDS,
    box_text,
    card_line,
    card_name,
    describe_last_exchange,
    describe_outcome,
)

__all__ = ["render", "render_result"]


def render(view: dict, t: Translator = EN, names: Sequence[str] | None = None) -> RenderableType:
    """Header, boards, initiative order, the round's cards, the exchange, own hand."""
    parts: list[RenderableType] = [_header(view, t), _boards(view, t)]
    if view["order"]:
        parts.append(_order(view, t))
    if any(seat["cards"] for seat in view["seats"]):
        parts.append(_round_cards(view, t))
    if view["exchange"]:
        parts.append(_exchange(view, t))
    if view["last"]:
        parts.append(Text(describe_last_exchange(view, t)))
    if view["draft"] and view["draft"]["pack"] is not None:
        parts.append(_cards_table(view, t.gettext(N_("Your pack")), view["draft"]["pack"], t))
    me = view["viewer"]
    if me is not None and view["seats"][me]["hand"]:
        title = N_("Kept so far") if view["phase"] == DRAFT else N_("Your hand")
        parts.append(_cards_table(view, t.gettext(title), view["seats"][me]["hand"], t))
    return Group(*parts)


def _header(view: dict, t: Translator) -> Text:
    text = Text(t.gettext(DESCRIPTOR.title) + "  ", style="bold")
    text.append(t.format(N_("round {round}/3"), round=view["round"]) + "  ")
    text.append(t.gettext(PHASE_WORDS[view["phase"]]), style="bold cyan")
    who = (
        t.gettext(N_("spectator"))
        if view["viewer"] is None
        else t.format(N_("player {player}"), player=view["viewer"])
    )
    waiting = ", ".join(map(str, view["to_move"])) or "-"
    text.append("  |  " + t.format(N_("you are {who}"), who=who))
    text.append("  |  " + t.format(N_("waiting for {players}"), players=waiting))
    return text


def _boards(view: dict, t: Translator) -> Table:
    table = Table(box=box.SIMPLE_HEAD, show_edge=False)
    headings = (
        N_("seat"),
        N_("HP"),
        N_("ATK"),
        N_("DEF"),
        N_("HIT"),
        N_("AVO"),
        N_("tracks"),
        N_("hand"),
        N_("spent"),
        N_("status"),
    )
    for heading in headings:
        table.add_column(t.gettext(heading))
    for seat in view["seats"]:
        tracks = seat["tracks"]
        marks = " ".join(f"{EMOJI[s]}{n}" for s, n in tracks.items()) if tracks else "-"
        status = []
        if seat["out"]:
            status.append(t.gettext(N_("OUT")))
        elif seat["to_move"]:
            status.append(t.gettext(N_("to move")))
        if seat["face_down"]:
            status.append(t.format(N_("{count} cards face down"), count=seat["face_down"]))
        if seat["initiative"] is not None:
            status.append(t.format(N_("initiative {initiative}"), initiative=seat["initiative"]))
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


def _order(view: dict, t: Translator) -> Text:
    text = Text(t.gettext(N_("Initiative order (lowest sum attacks first): ")))
    for i, p in enumerate(view["order"]):
        seat = view["seats"][p]
        style = "bold reverse" if p == view["attacker"] and view["phase"] != PLACE else None
        text.append(f"P{p} ({seat['initiative']})", style=style)
        if i < len(view["order"]) - 1:
            text.append(" -> ")
    if view["rolloff"]:
        players = ", ".join(f"P{p}" for p in view["rolloff"])
        text.append("  " + t.format(N_("ties settled by roll-off: {players}"), players=players))
    return text


def _round_cards(view: dict, t: Translator) -> Table:
    choosing = view["phase"] == CHOOSE
    title = N_("Your picks so far (face down)") if choosing else N_("The round's cards")
    table = Table(title=t.gettext(title), title_justify="left", box=box.SIMPLE_HEAD)
    headings = (
        N_("seat"),
        N_("card"),
        N_("init"),
        N_("condition"),
        N_("box"),
        N_("dice"),
        N_("meets?"),
    )
    for heading in headings:
        table.add_column(t.gettext(heading))
    hidden = t.gettext(N_("not rolled") if choosing else N_("hidden"))
    met_words = {True: N_("yes"), False: N_("no: fizzles"), None: "?"}
    for seat in view["seats"]:
        for card in seat["cards"] or ():
            f = view["cards"][card["id"]]
            dice = hidden if card["dice"] is None else " ".join(map(str, card["dice"])) or "-"
            if card["dice"] is not None and f["dice"]:
                dice += "  " + t.format(N_("({count} max)"), count=f["dice"])
            name = f"{card['id']} {card_name(view, card['id'], t)}"
            if card["used"]:
                name += t.gettext(N_(" (used)"))
            table.add_row(
                f"P{seat['seat']}",
                name,
                str(f["initiative"]),
                f["condition"],
                box_text(f),
                dice,
                t.gettext(met_words[card["met"]]),
                style="dim" if card["used"] else None,
            )
    me = view["viewer"]
    if me is not None and view["seats"][me]["roll"]:
        seat = view["seats"][me]
        unplaced = " ".join(map(str, seat["unplaced"])) or t.gettext(N_("none"))
        table.caption = t.format(
            N_("Your dice: {roll}; not placed: {unplaced}"),
            roll=" ".join(map(str, seat["roll"])),
            unplaced=unplaced,
        )
        table.caption_justify = "left"
    return table


def _exchange(view: dict, t: Translator) -> Text:
    ex = view["exchange"]
    text = Text(
        t.format(
            N_("P{attacker} uses {card}"),
            attacker=ex["attacker"],
            card=card_line(view, ex["card"], t),
        ),
        style="bold",
    )
    if ex["target"] is not None:
        text.append("  " + t.format(N_("against P{target}"), target=ex["target"]))
    if ex["defence"]:
        text.append(
            "\n"
            + t.format(
                N_("P{target} defends with {card}"),
                target=ex["target"],
                card=card_line(view, ex["defence"], t),
            )
        )
    return text


def _cards_table(view: dict, title: str, ids: list[str], t: Translator) -> Table:
    table = Table(title=title, title_justify="left", box=box.SIMPLE_HEAD, show_edge=False)
    headings = (N_("card"), N_("name"), N_("init"), N_("symbol"), N_("condition"), N_("box"))
    for heading in headings:
        table.add_column(t.gettext(heading))
    for cid in ids:
        f = view["cards"][cid]
        table.add_row(
            cid,
            card_name(view, cid, t),
            str(f["initiative"]),
            EMOJI[f["symbol"]],
            f["condition"],
            box_text(f),
        )
    return table


def render_result(
    result: dict, t: Translator = EN, names: Sequence[str] | None = None
) -> RenderableType:
    """Who won (K8), with every seat's HP; seats by ``names`` (display names), else "Player 1"."""
    winners = result["winners"]
    names = seat_names(len(result["scores"]), t, names)
    table = Table(box=box.SIMPLE_HEAD, show_edge=False)
    table.add_column(t.gettext(N_("seat")))
    table.add_column(t.gettext(N_("HP")), justify="right")
    table.add_column("")
    for p, hp in enumerate(result["scores"]):
        mark = N_("winner") if p in winners else (N_("knocked out") if hp == 0 else "")
        table.add_row(
            Text(names[p]),
            str(int(hp)),
            t.gettext(mark) if mark else "",
            style="bold" if p in winners else None,
        )
    return Group(Text(describe_outcome(result, t, names), style="bold green"), table)
