"""Friday on the terminal: one position drawn from ``state.view(0)``.

Dynamic facts come only from the view, so the screen cannot show a secret; printed
facts (hazard titles, values per step, knowledge sides) come from the public card table.
The words (moves, cards, the ability in progress, the score's parts) come from
:mod:`tabletop.rulesets.friday.describe`, which the web server reads as well; this module only
lays them out with rich.
"""

from __future__ import annotations

from collections.abc import Sequence

from rich import box
from rich.console import Group, RenderableType
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from tabletop.i18n import N_, Translator
from tabletop.rulesets.friday.cards import STEPS
from tabletop.rulesets.friday.descriptor import DESCRIPTOR
from tabletop.rulesets.friday.phases import HAZARD_PHASE, PIRATE_PHASE, REMOVE_PHASE, ZERO_PHASE

from . import texts
from .describe import (
    BREAKDOWN,
    EN,
    ability,
    card,
    describe_outcome,
    describe_pending,
    hazard_title,
    knowledge,
    name,
    short,
)

__all__ = ["render", "render_result"]

STEP_STYLE = {"green": "green", "yellow": "yellow", "red": "red", "pirates": "magenta"}


def render(view: dict, t: Translator = EN, names: Sequence[str] | None = None) -> RenderableType:
    """Status, piles and pirates; then the hazard offer or the fight."""
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


def _piles(view: dict, t: Translator) -> Text:
    stack = view["stack"]
    text = Text(t.format(texts.label("stack"), count=stack["size"]))
    if stack["known_top"]:
        cards = ", ".join(short(c, t) for c in stack["known_top"])
        text.append(" " + t.format(N_("(known top, top first: {cards})"), cards=cards))
    if stack["known_bottom"]:
        cards = ", ".join(short(c, t) for c in stack["known_bottom"])
        text.append(" " + t.format(N_("(known bottom: {cards})"), cards=cards))
    text.append(
        "  |  "
        + t.format(N_("discard {count}"), count=len(view["discard"]))
        + "  |  "
        + t.format(
            N_("aging pile {count} (aging cards owned {owned}, taken {taken})"),
            count=view["aging_pile"],
            owned=view["aging_owned"],
            taken=view["aging_taken"],
        )
        + "\n"
        + t.format(texts.label("hazard_stack"), count=view["hazard_stack"])
        + "  |  "
        + t.format(N_("hazard discard {count}"), count=len(view["hazard_discard"]))
        + "  |  "
        + t.format(N_("removed {count}"), count=len(view["removed"]))
    )
    return text


def _pirates(view: dict, t: Translator) -> Group:
    table = Table.grid(padding=(0, 2))
    for _ in range(4):
        table.add_column()
    for p in view["pirates"]:
        free = t.format(N_("{count} free cards"), count=p["free_cards"])
        value = t.format(N_("value {value}"), value=p["value"])
        table.add_row(f"  {p['id']}", free, value, ability(p["id"], t))
    heading = t.format(N_("Pirates ({beaten} of 2 beaten):"), beaten=view["pirates_beaten"])
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
        N_("title"),
        N_("value ({step})"),
        N_("free cards"),
        N_("if beaten: knowledge card"),
    )
    step_word = t.gettext(texts.step_name(step))
    for heading in headings:
        table.add_column(t.format(heading, step=step_word))
    for hazard_id in view["offer"]:
        c = card(hazard_id)
        value = c.hazard_values[STEPS.index(step)]
        table.add_row(c.id, hazard_title(c.id, t), str(value), str(c.free_cards), knowledge(c, t))
    return table


def _fight(view: dict, t: Translator) -> Panel:
    fight = view["fight"]
    lines: list[RenderableType] = [_enemy_line(fight, t)]
    if fight["stopped_by"]:
        stopper = short(fight["stopped_by"], t)
        lines.append(Text(t.format(N_("Free drawing stopped by {card}."), card=stopper)))
    lines.append(_fight_cards(fight, t))
    if fight["total"] is not None:
        total, value = fight["total"], fight["value"]
        verdict = (
            N_("Total {total} against {value}: enough")
            if total >= value
            else N_("Total {total} against {value}: short by {short}")
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
                        "Fight lost: remove fighting cards costing up to {budget}"
                        " (1 each, aging cards 2), then done."
                    ),
                    budget=fight["removal_budget"],
                ),
                style="cyan",
            )
        )
    return Panel(Group(*lines), title=t.gettext(texts.phase_name("fight")), title_align="left")


def _enemy_line(fight: dict, t: Translator) -> Text:
    enemy = fight["enemy"]
    if enemy is None:
        return Text(t.gettext(N_("The fight is over.")))
    if fight["pirate"]:
        text = Text(
            t.format(N_("Pirate ship {card}: value {value}"), card=enemy, value=fight["value"])
        )
        special = ability(enemy, t)
        tail = f"  ({special})" if special else ""
    else:
        text = Text(
            t.format(
                N_("Hazard {card} {title}: value {value} now"),
                card=enemy,
                title=hazard_title(enemy, t),
                value=fight["value"],
            )
        )
        steps = fight["steps_down"]
        tail = " " + t.format(N_("(step -1 x{count})"), count=steps) if steps else ""
    text.append(tail)
    text.append("  |  " + t.format(N_("free cards left {count}"), count=fight["free_left"]))
    return text


MARKS = {
    "used": N_("used"),
    "destroyed": N_("destroyed"),
    "doubled": N_("doubled"),
    "zeroed": N_("zeroed"),
}
SIDES = {"left": N_("left"), "right": N_("right")}


def _fight_cards(fight: dict, t: Translator) -> Table | Text:
    table = Table(box=box.SIMPLE_HEAD, show_edge=False)
    for heading in (N_("side"), N_("card"), N_("name"), N_("value"), N_("ability"), N_("marks")):
        table.add_column(t.gettext(heading))
    for side in ("left", "right"):
        for c in fight[side]:
            marks = [t.gettext(word) for m, word in MARKS.items() if c[m]]
            shown = name(c["id"], t) + (t.gettext(N_(" (aging)")) if c["aging"] else "")
            style = "dim" if c["destroyed"] else None
            table.add_row(
                t.gettext(SIDES[side]),
                c["id"],
                shown,
                str(c["value"]),
                ability(c["id"], t) or "-",
                ", ".join(marks),
                style=style,
            )
    return table if table.rows else Text(t.gettext(N_("No fighting cards yet.")))


def render_result(
    result: dict, t: Translator = EN, names: Sequence[str] | None = None
) -> RenderableType:
    """Why the game ended, and the score part by part (F15). The one seat is Robinson, as the
    headline says: ``names`` (the protocol's) are not needed."""
    headline = Text(
        describe_outcome(result, t), style="bold green" if result["winners"] else "bold red"
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
            t.gettext(how),
            style="bold" if key == "total" else None,
        )
    return Group(headline, table)
