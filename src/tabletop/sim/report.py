"""A simulation summary as a terminal table, its words in the translator ``t``'s language (bot
specs, game options and numbers as they are)."""

from __future__ import annotations

from typing import Any

from rich.console import Group, RenderableType
from rich.table import Table
from rich.text import Text

from tabletop.engine.registry import descriptors
from tabletop.i18n import DEFAULT_LOCALE, Translator, translator
from tabletop.i18n.common import REPORT

from .tournament import elo, elo_intervals, win_matrix

EN = translator(DEFAULT_LOCALE)


def _pct(x: float) -> str:
    return f"{100 * x:.1f}%"


def _game(game: str, t: Translator) -> str:
    """A registered game's title in ``t``'s language (its name if none is registered)."""
    described = descriptors().get(game)
    return t.gettext(described.title) if described else game


def render(summary: dict[str, Any], t: Translator = EN) -> RenderableType:
    options = ", ".join(f"{k}={v}" for k, v in summary["options"].items())
    head = Text(
        t.format(
            REPORT["summary"],
            game=_game(summary["game"], t),
            options=options,
            games=summary["games"],
            seed=summary["seed"],
        ),
        style="bold",
    )
    seats = Table(title=t.gettext(REPORT["per_seat"]))
    for column in ("seat", "bot", "win_rate", "mean_score", "spread"):
        # fold, never elide: a long bot spec or spread wraps in a narrow terminal or log
        seats.add_column(
            t.gettext(REPORT[column]),
            justify="left" if column == "bot" else "right",
            overflow="fold",
        )
    for s in summary["seats"]:
        low, high = s["win_interval"]
        s_low, s_high = s["score_interval"]
        sp = s["score_spread"]
        seats.add_row(
            str(s["seat"]),
            s["bot"],
            f"{_pct(s['win_rate'])} ({_pct(low)}-{_pct(high)})",
            t.format(
                REPORT["interval"],
                value=f"{s['score_mean']:.2f}",
                low=f"{s_low:.2f}",
                high=f"{s_high:.2f}",
            ),
            "/".join(f"{sp[k]:g}" for k in ("min", "q1", "median", "q3", "max")),
        )
    length = summary["length_spread"]
    lines = [
        head,
        seats,
        Text(t.format(REPORT["length"], **{k: f"{length[k]:g}" for k in _SPREAD})),
    ]
    if summary.get("draws"):
        lines.append(Text(t.format(REPORT["draws"], draws=summary["draws"])))
    if summary.get("first_mover", {}).get("win_rate") is not None:
        first = summary["first_mover"]
        low, high = first["win_interval"]
        rate, low, high = _pct(first["win_rate"]), _pct(low), _pct(high)
        lines.append(Text(t.format(REPORT["first_mover"], rate=rate, low=low, high=high)))
    return Group(*lines)


_SPREAD = ("min", "q1", "median", "q3", "max")


def render_tournament(
    game: str, names: list[str], matches: list, seed: int, t: Translator = EN
) -> RenderableType:
    """The win-rate matrix (row against column) and Elo ratings with 95% intervals."""
    rates = win_matrix(names, matches)
    matrix = Table(title=t.format(REPORT["matrix"], game=_game(game, t)))
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
    table = Table(title=t.format(REPORT["elo"], games=len(matches)))
    for column in ("bot", "elo_column", "bootstrap"):
        table.add_column(
            t.gettext(REPORT[column]),
            justify="left" if column == "bot" else "right",
            overflow="fold",
        )
    for name in sorted(names, key=ratings.__getitem__, reverse=True):
        low, high = intervals[name]
        table.add_row(name, f"{ratings[name]:+.0f}", f"{low:+.0f} to {high:+.0f}")
    return Group(matrix, table)
