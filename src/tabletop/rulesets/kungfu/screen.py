"""Kung Fu on the terminal: one position drawn from ``state.view(seat)``.

Everything comes from the view, including the facts of every card it names, so the
screen can neither show a secret nor depend on which card file is in play. Words first: seats
by their display names (``names``), cards by their names, conditions and bottom boxes in words
(:mod:`.describe`); card ids and notation stay in the move menu, which the terminal draws.
"""

from __future__ import annotations

from collections.abc import Sequence

from rich import box
from rich.console import Group, RenderableType
from rich.table import Table
from rich.text import Text

from tabletop.i18n import N_, Translator
from tabletop.present.log import LIST_SEPARATOR, seat_name
from tabletop.present.log import render as render_entry
from tabletop.present.names import seat_names
from tabletop.rulesets.kungfu.descriptor import DESCRIPTOR
from tabletop.rulesets.kungfu.phases import CHOOSE, DRAFT, PLACE, ROUNDS

from . import texts
from .describe import (
    EN,
    PHASE_WORDS,
    box_words,
    card_name,
    condition_words,
    describe_last_exchange,
    describe_outcome,
    faces_words,
    symbol_words,
)
from .log import WORDS as LOG_WORDS
from .log import attack_entries

__all__ = ["render", "render_result"]

# The words of the screen's own headings and cells (the board values use texts.SYMBOLS' names).
SCREEN = {
    # The header's second line: who looks, and whom the game waits for (whole sentences).
    "your_turn": N_("You are {player}. Your turn."),
    "your_turn_too": N_("You are {player}. Your turn; also waiting for {players}."),
    "you_wait": N_("You are {player}. Waiting for {players}."),
    "you_over": N_("You are {player}."),
    "watching": N_("You are watching. Waiting for {players}."),
    "watching_over": N_("You are watching."),
    "player": N_("Player"),
    "hand": N_("Cards in hand"),
    "spent": N_("Spent"),
    "status": N_("Status"),
    "out": N_("Knocked out"),
    "to_move": N_("To move"),
    "face_down": N_("{count} cards face down"),
    "order": N_("Attack order, lowest initiative first: {players}"),
    "in_order": N_("{player} (initiative {initiative})"),
    "picks": N_("Your picks so far (face down)"),
    "round_cards": N_("The round's cards"),
    "card": N_("Card"),
    # TRANSLATORS: the short header of the column of initiative numbers (a card's top-left
    # number): ja 攻撃順, zh 出招值 (never 出招顺序, the order itself).
    "initiative_column": N_("Init."),
    "condition": N_("Dice condition"),
    "box": N_("Effects"),
    "dice": N_("Dice"),
    "meets": N_("Met?"),
    "not_rolled": N_("not rolled yet"),
    "hidden": N_("hidden"),
    "used": N_("{card} (used)"),
    "your_dice": N_("Your dice: {roll}. Not placed yet: {unplaced}."),
    "all_placed": N_("none"),
    "exchange": N_("Exchange in progress"),
    "card_box": N_("{card}: {box}"),
    "last": N_("Last exchange"),
    "pack": N_("Your pack"),
    "kept": N_("Kept so far"),
    "your_hand": N_("Your hand"),
    "symbol": N_("Symbol"),
    "winner": N_("winner"),
    "knocked_out": N_("knocked out"),
}


def _words(key: str, t: Translator, **values: object) -> str:
    return t.format(SCREEN[key], **values) if values else t.gettext(SCREEN[key])


def render(view: dict, t: Translator = EN, names: Sequence[str] | None = None) -> RenderableType:
    """Header, boards, attack order, the round's cards, the exchange, own pack or hand."""
    parts: list[RenderableType] = [_header(view, t, names), _boards(view, t, names)]
    if view["order"]:
        parts.append(_order(view, t, names))
    if any(seat["cards"] for seat in view["seats"]):
        parts.append(_round_cards(view, t, names))
    if view["exchange"]:
        parts.append(_exchange(view, t, names))
    if view["last"]:
        lines = describe_last_exchange(view, t, names)
        parts.append(Text("\n".join([_words("last", t), *(f"  {line}" for line in lines)])))
    if view["draft"] and view["draft"]["pack"] is not None:
        parts.append(_cards_table(view, _words("pack", t), view["draft"]["pack"], t))
    me = view["viewer"]
    if me is not None and view["seats"][me]["hand"]:
        title = _words("kept" if view["phase"] == DRAFT else "your_hand", t)
        parts.append(_cards_table(view, title, view["seats"][me]["hand"], t))
    return Group(*parts)


def _header(view: dict, t: Translator, names: Sequence[str] | None) -> Text:
    """Two lines: the game, round and step; then who looks and whom the game waits for (on
    the viewer's own turn: "your turn", never its own name)."""
    text = Text(t.gettext(DESCRIPTOR.title) + "  ", style="bold")
    text.append(t.format(texts.label("round"), round=view["round"], rounds=ROUNDS) + "  ")
    text.append(t.gettext(PHASE_WORDS[view["phase"]]), style="bold cyan")
    me = view["viewer"]
    others = [seat_name(p, t, names) for p in view["to_move"] if p != me]
    players = t.gettext(LIST_SEPARATOR).join(others)
    if me is None:
        line = _words("watching", t, players=players) if others else _words("watching_over", t)
    else:
        player = seat_name(me, t, names)
        if me in view["to_move"]:
            key = "your_turn_too" if others else "your_turn"
        else:
            key = "you_wait" if others else "you_over"
        line = _words(key, t, player=player, players=players)
    text.append("\n" + line)
    return text


def _boards(view: dict, t: Translator, names: Sequence[str] | None) -> Table:
    table = Table(box=box.SIMPLE_HEAD, show_edge=False)
    table.add_column(_words("player", t))
    for symbol in ("hp", "atk", "def", "hit", "avo"):
        table.add_column(symbol_words(symbol, t), justify="right")
    for key in ("hand", "spent", "status"):
        table.add_column(_words(key, t))
    for seat in view["seats"]:
        status = []
        if seat["out"]:
            status.append(_words("out", t))
        elif seat["to_move"]:
            status.append(_words("to_move", t))
        if seat["face_down"]:
            status.append(_words("face_down", t, count=seat["face_down"]))
        table.add_row(
            seat_name(seat["seat"], t, names),
            f"{seat['hp']}/{seat['max_hp']}",
            str(seat["atk"]),
            str(seat["def"]),
            f"{seat['hit']}/{seat['hit_max']}",
            f"{seat['avo']}/{seat['avo_max']}",
            str(seat["hand_size"]),
            str(len(seat["spent"])),
            t.gettext(LIST_SEPARATOR).join(status),
            style="dim" if seat["out"] else None,
        )
    return table


def _order(view: dict, t: Translator, names: Sequence[str] | None) -> Text:
    """The attack order by display names with each initiative; the attacker stands out."""
    entries = [
        _words(
            "in_order", t, player=seat_name(p, t, names), initiative=view["seats"][p]["initiative"]
        )
        for p in view["order"]
    ]
    text = Text(_words("order", t, players=" → ".join(entries)))
    if view["attacker"] is not None and view["phase"] != PLACE:
        text.highlight_words([entries[view["order"].index(view["attacker"])]], "bold reverse")
    if view["rolloff"]:
        tied = t.gettext(LIST_SEPARATOR).join(seat_name(p, t, names) for p in view["rolloff"])
        text.append("  " + t.format(LOG_WORDS["rolloff"], players=tied))
    return text


def _round_cards(view: dict, t: Translator, names: Sequence[str] | None) -> Table:
    """Each seat's three cards under its name (a row of its own, so that no column is as wide
    as a name): number, condition and effects in words, the dice on it and its state."""
    choosing = view["phase"] == CHOOSE
    title = _words("picks" if choosing else "round_cards", t)
    table = Table(title=title, title_justify="left", box=box.SIMPLE_HEAD)
    table.add_column(_words("card", t), no_wrap=True)
    table.add_column(_words("initiative_column", t), justify="right", no_wrap=True)
    # A condition is one phrase (zh 3个骰子之和不超过6): it never wraps; the effects and a long
    # row of dice wrap between their items instead.
    table.add_column(_words("condition", t), no_wrap=True)
    table.add_column(_words("box", t))
    table.add_column(_words("dice", t))
    table.add_column(_words("meets", t), no_wrap=True)
    hidden = _words("not_rolled" if choosing else "hidden", t)
    for seat in view["seats"]:
        if not seat["cards"]:
            continue
        if table.row_count:
            table.add_section()
        table.add_row(Text(seat_name(seat["seat"], t, names), style="bold"))
        for card in seat["cards"]:
            f = view["cards"][card["id"]]
            name = card_name(view, card["id"], t)
            if card["used"]:
                name = _words("used", t, card=name)
            state = card_state(view, card)
            table.add_row(
                Text("  ") + Text(name),
                str(f["initiative"]),
                condition_words(f["condition"], t),
                box_words(f, t),
                _dice_cell(card, state, f, t, hidden),
                _words("hidden", t) if state is None else t.gettext(texts.STATES[state]),
                style="dim" if card["used"] else None,
            )
    me = view["viewer"]
    if me is not None and view["seats"][me]["roll"]:
        seat = view["seats"][me]
        unplaced = faces_words(seat["unplaced"], t) or _words("all_placed", t)
        roll = faces_words(seat["roll"], t)
        table.caption = _words("your_dice", t, roll=roll, unplaced=unplaced)
        table.caption_justify = "left"
    return table


def card_state(view: dict, card: dict) -> str | None:
    """Where a round card stands (texts.STATES): no die on it yet while placing, not met yet
    (dice, HIT or AVO may still meet it), met, or fizzled (its exchange is over, or it got no
    die to move); None while its dice are secret."""
    if card["met"] is None:
        return None
    if card["met"]:
        return "met"
    if card["used"]:
        return "fizzled"
    if not card["dice"]:
        return "no_die" if view["phase"] == PLACE else "fizzled"
    return "not_met"


def _dice_cell(card: dict, state: str | None, facts: dict, t: Translator, hidden: str) -> str:
    """The dice column: secret dice say so; while placing, a card with no die yet gets a dash
    (the state beside it already says "no die yet"); else the dice in words."""
    if card["dice"] is None:
        return hidden
    if state == "no_die":
        return "-"
    return _dice_words(card["dice"], facts, t)


def _dice_words(dice: list[int], facts: dict, t: Translator) -> str:
    """The dice on a card; a card needing none, or holding none yet, says which (two
    different things, two different words)."""
    if not facts["dice"]:
        return t.gettext(texts.word("no_dice_needed"))
    if not dice:
        return t.gettext(texts.word("no_die_placed"))
    return faces_words(dice, t)


def _exchange(view: dict, t: Translator, names: Sequence[str] | None) -> Text:
    """The attack in progress, in the log's sentences, each card's bottom box in words."""
    ex = view["exchange"]
    entries = attack_entries(ex["attacker"], ex["card"], ex["target"], ex["defence"], view)
    lines = [_words("exchange", t)]
    for entry, cid in zip(entries, (ex["card"], ex["defence"]), strict=False):
        details = _words(
            "card_box", t, card=card_name(view, cid, t), box=box_words(view["cards"][cid], t)
        )
        lines.append(f"  {render_entry(entry, t, names)}  {details}")
    return Text("\n".join(lines), style="bold")


def _cards_table(view: dict, title: str, ids: list[str], t: Translator) -> Table:
    table = Table(title=title, title_justify="left", box=box.SIMPLE_HEAD, show_edge=False)
    table.add_column(_words("card", t), no_wrap=True)
    table.add_column(_words("initiative_column", t), justify="right", no_wrap=True)
    table.add_column(_words("symbol", t), no_wrap=True)
    table.add_column(_words("condition", t), no_wrap=True)
    table.add_column(_words("box", t))
    for cid in ids:
        f = view["cards"][cid]
        table.add_row(
            card_name(view, cid, t),
            str(f["initiative"]),
            symbol_words(f["symbol"], t),
            condition_words(f["condition"], t),
            box_words(f, t),
        )
    return table


def render_result(
    result: dict, t: Translator = EN, names: Sequence[str] | None = None
) -> RenderableType:
    """Who won (K8), with every seat's health; seats by ``names`` (display names), else
    "Player 1"."""
    winners = result["winners"]
    names = seat_names(len(result["scores"]), t, names)
    table = Table(box=box.SIMPLE_HEAD, show_edge=False)
    table.add_column(_words("player", t))
    table.add_column(symbol_words("hp", t), justify="right")
    table.add_column("")
    for p, hp in enumerate(result["scores"]):
        mark = "winner" if p in winners else ("knocked_out" if hp == 0 else None)
        table.add_row(
            Text(names[p]),
            str(int(hp)),
            _words(mark, t) if mark else "",
            style="bold" if p in winners else None,
        )
    return Group(Text(describe_outcome(result, t, names), style="bold green"), table)
