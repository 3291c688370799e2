"""A simulation summary as a terminal table."""

from __future__ import annotations

from typing import Any

from rich.console import Group, RenderableType
from rich.table import Table
from rich.text import Text

from .tournament import elo, elo_intervals, win_matrix


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
        # fold, never elide: a long bot spec or spread wraps in a narrow terminal or log
        seats.add_column(column, justify="left" if column == "bot" else "right", overflow="fold")
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
    if summary.get("first_mover", {}).get("win_rate") is not None:
        first = summary["first_mover"]
        low, high = first["win_interval"]
        lines.append(
            Text(f"First mover wins {_pct(first['win_rate'])} (95% {_pct(low)}-{_pct(high)})")
        )
    return Group(*lines)


def render_tournament(game: str, names: list[str], matches: list, seed: int) -> RenderableType:
    """The win-rate matrix (row against column) and Elo ratings with 95% intervals."""
    rates = win_matrix(names, matches)
    matrix = Table(title=f"{game}: win rate of row against column (95% interval)")
    matrix.add_column("", overflow="fold")
    for name in names:
        matrix.add_column(name, justify="right", overflow="fold")
    for row in names:
        cells = []
        for column in names:
            if row == column:
                cells.append("-")
                continue
            cell = rates[(row, column)]
            low, high = cell["interval"]
            cells.append(f"{_pct(cell['rate'])} ({_pct(low)}-{_pct(high)})")
        matrix.add_row(row, *cells)
    ratings = elo(names, matches)
    intervals = elo_intervals(names, matches, seed)
    table = Table(title=f"Elo, mean 0 ({len(matches)} games)")
    for column in ("bot", "Elo", "95% bootstrap"):
        table.add_column(column, justify="left" if column == "bot" else "right", overflow="fold")
    for name in sorted(names, key=ratings.__getitem__, reverse=True):
        low, high = intervals[name]
        table.add_row(name, f"{ratings[name]:+.0f}", f"{low:+.0f} to {high:+.0f}")
    return Group(matrix, table)
