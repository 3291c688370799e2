"""A simulation summary as a terminal table."""

from __future__ import annotations

from typing import Any

from rich.console import Group, RenderableType
from rich.table import Table
from rich.text import Text


def _pct(x: float) -> str:
    return f"{100 * x:.1f}%"


def render(summary: dict[str, Any]) -> RenderableType:
    options = ", ".join(f"{k}={v}" for k, v in summary["options"].items())
    head = Text(
        f"{summary['game']} ({options}): {summary['games']} games, seed {summary['seed']}",
        style="bold",
    )
    seats = Table(title="Per seat, with 95% intervals")
    for column in ("seat", "bot", "win rate", "mean score", "scores min/q1/median/q3/max"):
        seats.add_column(column, justify="left" if column == "bot" else "right")
    for s in summary["seats"]:
        low, high = s["win_interval"]
        s_low, s_high = s["score_interval"]
        sp = s["score_spread"]
        seats.add_row(
            str(s["seat"]),
            s["bot"],
            f"{_pct(s['win_rate'])} ({_pct(low)}-{_pct(high)})",
            f"{s['score_mean']:.2f} ({s_low:.2f} to {s_high:.2f})",
            "/".join(f"{sp[k]:g}" for k in ("min", "q1", "median", "q3", "max")),
        )
    length = summary["length_spread"]
    lines = [
        head,
        seats,
        Text(
            f"Game length (actions): min {length['min']:g}, q1 {length['q1']:g}, "
            f"median {length['median']:g}, q3 {length['q3']:g}, max {length['max']:g}"
        ),
    ]
    if summary.get("draws"):
        lines.append(Text(f"Draws or shared wins: {summary['draws']}"))
    if "first_mover" in summary:
        first = summary["first_mover"]
        low, high = first["win_interval"]
        lines.append(
            Text(f"First mover wins {_pct(first['win_rate'])} (95% {_pct(low)}-{_pct(high)})")
        )
    return Group(*lines)
