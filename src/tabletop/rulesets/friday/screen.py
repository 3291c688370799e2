"""Friday on the terminal: one position drawn from ``state.view(0)``.

Dynamic facts come only from the view, so the screen cannot show a secret; printed
facts (hazard titles, values per step, knowledge sides) come from the public card table.
The words (moves, cards, the ability in progress, the score's parts) come from
:mod:`tabletop.rulesets.friday.describe`, which the web server reads as well; this module only
lays them out with rich.

Words first: a card is shown by its name; its id (what notation types) follows as a small
secondary mark, dim, in the style :data:`ID_MARK`, whose ``meta`` names it, so a reader (and a
test, see :func:`id_marks`) can tell the marks from the words.
"""

from __future__ import annotations

from collections.abc import Sequence

from rich import box
from rich.console import Group, RenderableType
from rich.panel import Panel
from rich.style import Style
from rich.table import Table
from rich.text import Text

from tabletop.i18n import N_, Translator
from tabletop.present.log import LIST_SEPARATOR
from tabletop.rulesets.friday.cards import STEPS
from tabletop.rulesets.friday.descriptor import DESCRIPTOR
from tabletop.rulesets.friday.phases import HAZARD_PHASE, PIRATE_PHASE, REMOVE_PHASE, ZERO_PHASE

from . import texts
from .describe import (
    BREAKDOWN,
    EN,
    MARKS,
    ability,
    card,
    describe_end,
    describe_pending,
    fight_cards,
    hazard_title,
    name,
    pirate,
    quoted,
    told_apart,
)

__all__ = ["ID_MARK", "id_marks", "render", "render_result"]

STEP_STYLE = {"green": "green", "yellow": "yellow", "red": "red", "pirates": "magenta"}

# A card's id beside its words: dim, and marked in ``meta`` as the secondary notation mark.
ID_MARK = Style(dim=True, meta={"mark": "card id"})

SIDES = {"left": N_("Free (left)"), "right": N_("Additional (right)")}


def id_marks(style: Style | None) -> bool:
    """Whether text in this style is a card id's secondary mark (not words)."""
    return style is not None and style.meta.get("mark") == "card id"


def _id(card_id: str) -> Text:
    return Text(card_id, style=ID_MARK)


def _named(words: str, card_id: str) -> Text:
    """Words about a card, then the card's id as a dim mark."""
    return Text.assemble(words, " ", _id(card_id))


def render(view: dict, t: Translator = EN, names: Sequence[str] | None = None) -> RenderableType:
    """Status, piles and pirates; then the hazard offer or the fight. The one seat is Robinson:
    ``names`` are not needed."""
    parts: list[RenderableType] = [_status(view, t), _piles(view, t), _pirates(view, t)]
    if view["phase"] == HAZARD_PHASE:
        parts.append(_offer(view, t))
    elif view["phase"] == PIRATE_PHASE:
        parts.append(
            Text(t.gettext(N_("The hazards are over: choose which pirate ship to fight first.")))
        )
    if view["fight"] is not None:
        parts.append(_fight(view, t))
    return Group(*parts)


def _status(view: dict, t: Translator) -> Text:
    step = view["step"]
    text = Text(t.gettext(DESCRIPTOR.title) + "  ", style="bold")
    text.append(t.format(texts.label("level"), level=view["level"]) + "  ")
    text.append(t.gettext(texts.step_name(step)), style=f"bold {STEP_STYLE[step]}")
    life = t.format(texts.label("life"), life=view["life"], max_life=view["max_life"])
    text.append(f"  {life}", style="bold")
    return text


def _piles(view: dict, t: Translator) -> Group:
    grid = Table.grid(padding=(0, 3))
    for _ in range(3):
        grid.add_column()
    count = texts.label
    grid.add_row(
        t.format(count("stack"), count=view["stack"]["size"]),
        t.format(count("discard"), count=len(view["discard"])),
        t.format(count("aging_pile"), count=view["aging_pile"]),
    )
    grid.add_row(
        t.format(count("hazard_stack"), count=view["hazard_stack"]),
        t.format(count("hazard_discard"), count=len(view["hazard_discard"])),
        t.format(count("removed"), count=len(view["removed"])),
    )
    grid.add_row(
        t.format(count("aging_owned"), count=view["aging_owned"]),
        t.format(count("aging_taken"), count=view["aging_taken"]),
        "",
    )
    lines: list[RenderableType] = [grid]
    stack = view["stack"]
    if stack["known_top"]:
        lines.append(
            _known(N_("Known top of Robinson's stack, top first: {cards}"), stack["known_top"], t)
        )
    if stack["known_bottom"]:
        lines.append(
            _known(N_("Known bottom of Robinson's stack: {cards}"), stack["known_bottom"], t)
        )
    return Group(*lines)


def _known(message: str, ids: list[str], t: Translator) -> Text:
    """A line of cards seen in the stack, by name, their ids as marks at the end."""
    pool = [{"id": c} for c in ids]
    cards = t.gettext(LIST_SEPARATOR).join(told_apart(c, pool, t) for c in ids)
    text = Text(t.format(message, cards=cards))
    for card_id in ids:
        text.append(" ")
        text.append_text(_id(card_id))
    return text


def _pirates(view: dict, t: Translator) -> Group:
    """The ships still to fight, each told apart by its hazard value, then its terms. No id: a
    ship is chosen from the menu, whose lines name it by its value too."""
    table = Table.grid(padding=(0, 2))
    for _ in range(3):
        table.add_column()
    for p in view["pirates"]:
        table.add_row(
            "  " + t.format(texts.label("hazard_value"), value=p["value"]),
            t.format(texts.label("free_cards"), count=p["free_cards"]),
            ability(p["id"], t) or t.gettext(N_("no special rule")),
        )
    heading = t.format(N_("Pirate ships, {beaten} of 2 beaten:"), beaten=view["pirates_beaten"])
    return Group(Text(heading), table)


def _offer(view: dict, t: Translator) -> Table:
    step = view["step"]
    table = Table(
        title=t.gettext(N_("Choose a hazard to fight")),
        title_justify="left",
        box=box.SIMPLE_HEAD,
        show_edge=False,
    )
    headings = (
        N_("hazard"),
        N_("hazard value"),
        N_("free cards"),
        N_("if beaten: knowledge card"),
        N_("fighting value"),
        N_("ability"),
    )
    for heading in headings:
        table.add_column(t.gettext(heading), no_wrap=heading == "hazard")
    table.add_column("")
    for hazard_id in view["offer"]:
        c = card(hazard_id)
        table.add_row(
            hazard_title(c.id, t),
            str(c.hazard_values[STEPS.index(step)]),
            str(c.free_cards),
            name(c.id, t),
            str(c.value),
            ability(c.id, t),
            _id(c.id),
        )
    return table


def _fight(view: dict, t: Translator) -> Panel:
    fight = view["fight"]
    lines: list[RenderableType] = [_enemy_line(view, t)]
    if fight["stopped_by"]:
        stopper = quoted(fight["stopped_by"], t)  # it may have left the fight since
        lines.append(Text(t.format(N_("{card} stopped the free draws."), card=stopper)))
    lines.append(_fight_cards(fight, t))
    if fight["total"] is not None:
        total, value = fight["total"], fight["value"]
        verdict = (
            N_("Fighting total {total}, hazard value {value}: enough to win")
            if total >= value
            else N_("Fighting total {total}, hazard value {value}: {short} short")
        )
        lines.append(
            Text(t.format(verdict, total=total, value=value, short=value - total), style="bold")
        )
    pending = describe_pending(fight, t)
    if pending:
        lines.append(Text(pending, style="cyan"))
    if view["phase"] == ZERO_PHASE:
        lines.append(
            Text(t.gettext(N_("Tied highest cards: choose which one counts 0.")), style="cyan")
        )
    if view["phase"] == REMOVE_PHASE:
        lines.append(
            Text(
                t.format(
                    N_(
                        "Lost against {hazard}: the life lost may remove this fight's cards "
                        "from the game, 1 life per card and 2 per aging card ({budget} left)."
                    ),
                    hazard=t.quote(hazard_title(fight["enemy"], t)),
                    budget=fight["removal_budget"],
                ),
                style="cyan",
            )
        )
    return Panel(Group(*lines), title=t.gettext(texts.phase_name("fight")), title_align="left")


def _enemy_line(view: dict, t: Translator) -> Text:
    fight = view["fight"]
    enemy = fight["enemy"]
    if enemy is None:
        return Text(t.gettext(N_("The fight is over.")))
    if fight["pirate"]:
        words = t.format(
            N_("Fighting {pirate}: hazard value {value}, free cards left {free}"),
            pirate=pirate(view["pirates_beaten"], t),
            value=fight["value"],
            free=fight["free_left"],
        )
    else:
        message = (
            N_(
                "Fighting {hazard}: hazard value {value} now (steps down: {steps}), "
                "free cards left {free}"
            )
            if fight["steps_down"]
            else N_("Fighting {hazard}: hazard value {value} now, free cards left {free}")
        )
        words = t.format(
            message,
            hazard=t.quote(hazard_title(enemy, t)),
            value=fight["value"],
            free=fight["free_left"],
            steps=fight["steps_down"],
        )
    return _named(words, enemy)


def _fight_cards(fight: dict, t: Translator) -> Table | Text:
    table = Table(box=box.SIMPLE_HEAD, show_edge=False)
    for heading in (N_("side"), N_("card"), N_("fighting value"), N_("ability"), N_("marks"), ""):
        table.add_column(t.gettext(heading) if heading else "")
    separator = t.gettext(LIST_SEPARATOR)
    for c in fight_cards(fight):
        marks = [t.gettext(word) for m, word in MARKS.items() if c[m]]
        shown = name(c["id"], t)
        if c["aging"]:
            shown = t.format(N_("{card} (aging card)"), card=shown)
        table.add_row(
            t.gettext(SIDES[c["side"]]),
            shown,
            str(c["value"]),
            ability(c["id"], t),
            separator.join(marks),
            _id(c["id"]),
            style="dim" if c["destroyed"] else None,
        )
    return table if table.rows else Text(t.gettext(N_("No fighting cards yet.")))


def render_result(
    result: dict, t: Translator = EN, names: Sequence[str] | None = None
) -> RenderableType:
    """Won or lost and why, and the score part by part (F15). The one seat is Robinson, as the
    headline says: ``names`` (the protocol's) are not needed."""
    headline = Text(
        describe_end(result, t), style="bold green" if result["winners"] else "bold red"
    )
    table = Table(
        title=t.gettext(N_("Score")), title_justify="left", box=box.SIMPLE_HEAD, show_edge=False
    )
    table.add_column(t.gettext(N_("part")))
    table.add_column(t.gettext(N_("points")), justify="right")
    table.add_column(t.gettext(N_("how")))
    details = result["details"]
    for key, part, how in BREAKDOWN:
        table.add_row(
            t.gettext(part),
            str(details[key]),
            t.gettext(how) if how else "",
            style="bold" if key == "total" else None,
        )
    return Group(headline, table)
