"""Friday on the terminal: one position drawn from ``state.view(0)``.

Dynamic facts come only from the view, so the screen cannot show a secret; printed
facts (hazard titles, values per step, knowledge sides) come from the public card table.
The words (moves, cards, the ability in progress, the score's parts) come from
:mod:`tabletop.rulesets.friday.describe`, which the web server reads as well; this module only
lays them out with rich.
"""

from __future__ import annotations

from rich import box
from rich.console import Group, RenderableType
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from tabletop.rulesets.friday.cards import STEPS
from tabletop.rulesets.friday.phases import HAZARD_PHASE, PIRATE_PHASE, REMOVE_PHASE, ZERO_PHASE

from .describe import BREAKDOWN, card, describe_outcome, describe_pending, knowledge, short

__all__ = ["render", "render_result"]

STEP_STYLE = {"green": "green", "yellow": "yellow", "red": "red", "pirates": "magenta"}


def render(view: dict) -> RenderableType:
    """Status, piles and pirates; then the hazard offer or the fight."""
    parts: list[RenderableType] = [_status(view), _piles(view), _pirates(view)]
    if view["phase"] == HAZARD_PHASE:
        parts.append(_offer(view))
    elif view["phase"] == PIRATE_PHASE:
        parts.append(Text("The hazards are over: choose which pirate ship to fight first."))
    if view["fight"] is not None:
        parts.append(_fight(view))
    return Group(*parts)


def _status(view: dict) -> Text:
    step = view["step"]
    text = Text("Friday  ", style="bold")
    text.append(f"level {view['level']}  ")
    text.append("step ")
    text.append(step.upper(), style=f"bold {STEP_STYLE[step]}")
    text.append(f"  life {view['life']}/{view['max_life']}", style="bold")
    return text


def _piles(view: dict) -> Text:
    stack = view["stack"]
    text = Text(f"Robinson's stack {stack['size']}")
    if stack["known_top"]:
        text.append(f" (known top, top first: {', '.join(map(short, stack['known_top']))})")
    if stack["known_bottom"]:
        text.append(f" (known bottom: {', '.join(map(short, stack['known_bottom']))})")
    text.append(
        f"  |  discard {len(view['discard'])}  |  aging pile {view['aging_pile']}"
        f" (aging cards owned {view['aging_owned']}, taken {view['aging_taken']})\n"
        f"Hazard stack {view['hazard_stack']}  |  hazard discard {len(view['hazard_discard'])}"
        f"  |  removed {len(view['removed'])}"
    )
    return text


def _pirates(view: dict) -> Group:
    table = Table.grid(padding=(0, 2))
    for _ in range(4):
        table.add_column()
    for p in view["pirates"]:
        free, value = f"{p['free_cards']} free cards", f"value {p['value']}"
        table.add_row(f"  {p['id']}", free, value, p["ability"] or "")
    return Group(Text(f"Pirates ({view['pirates_beaten']} of 2 beaten):"), table)


def _offer(view: dict) -> Table:
    step = view["step"]
    table = Table(
        title="Choose a hazard to fight", title_justify="left", box=box.SIMPLE_HEAD, show_edge=False
    )
    for name in ("hazard", "title", f"value ({step})", "free cards", "if beaten: knowledge card"):
        table.add_column(name)
    for hazard_id in view["offer"]:
        c = card(hazard_id)
        value = c.hazard_values[STEPS.index(step)]
        table.add_row(c.id, c.hazard, str(value), str(c.free_cards), knowledge(c))
    return table


def _fight(view: dict) -> Panel:
    fight = view["fight"]
    lines: list[RenderableType] = [_enemy_line(fight)]
    if fight["stopped_by"]:
        lines.append(Text(f"Free drawing stopped by {short(fight['stopped_by'])}."))
    lines.append(_fight_cards(fight))
    if fight["total"] is not None:
        total, value = fight["total"], fight["value"]
        verdict = "enough" if total >= value else f"short by {value - total}"
        lines.append(Text(f"Total {total} against {value}: {verdict}", style="bold"))
    pending = describe_pending(fight)
    if pending:
        lines.append(Text(pending, style="cyan"))
    if view["phase"] == ZERO_PHASE:
        lines.append(Text("Tied highest cards: choose which one counts 0.", style="cyan"))
    if view["phase"] == REMOVE_PHASE:
        lines.append(
            Text(
                f"Fight lost: remove fighting cards costing up to {fight['removal_budget']}"
                " (1 each, aging cards 2), then done.",
                style="cyan",
            )
        )
    return Panel(Group(*lines), title="Fight", title_align="left")


def _enemy_line(fight: dict) -> Text:
    enemy = fight["enemy"]
    if enemy is None:
        return Text("The fight is over.")
    if fight["pirate"]:
        ability = card(enemy).ability
        text = Text(f"Pirate ship {enemy}: value {fight['value']}")
        tail = f"  ({ability})" if ability else ""
    else:
        text = Text(f"Hazard {enemy} {card(enemy).hazard}: value {fight['value']} now")
        tail = f" (step -1 x{fight['steps_down']})" if fight["steps_down"] else ""
    text.append(tail)
    text.append(f"  |  free cards left {fight['free_left']}")
    return text


def _fight_cards(fight: dict) -> Table | Text:
    table = Table(box=box.SIMPLE_HEAD, show_edge=False)
    for name in ("side", "card", "name", "value", "ability", "marks"):
        table.add_column(name)
    for side in ("left", "right"):
        for c in fight[side]:
            marks = [m for m in ("used", "destroyed", "doubled", "zeroed") if c[m]]
            name = c["name"] + (" (aging)" if c["aging"] else "")
            style = "dim" if c["destroyed"] else None
            table.add_row(
                side,
                c["id"],
                name,
                str(c["value"]),
                c["ability"] or "-",
                ", ".join(marks),
                style=style,
            )
    return table if table.rows else Text("No fighting cards yet.")


def render_result(result: dict) -> RenderableType:
    """Why the game ended, and the score part by part (F15)."""
    headline = Text(
        describe_outcome(result), style="bold green" if result["winners"] else "bold red"
    )
    table = Table(title="Score", title_justify="left", box=box.SIMPLE_HEAD, show_edge=False)
    table.add_column("part")
    table.add_column("points", justify="right")
    table.add_column("how")
    details = result["details"]
    for key, how in BREAKDOWN:
        table.add_row(key, str(details[key]), how, style="bold" if key == "total" else None)
    return Group(headline, table)
