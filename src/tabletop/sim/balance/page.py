"""The pieces a balance report's sections are built of: intervals, their words, HTML tables and
matplotlib figures inline as SVG. Public, because a game's own sections (its ``balance``
module) draw with them too.
"""

from __future__ import annotations

import html
import io
from collections.abc import Callable, Iterable
from typing import Any

from tabletop.engine import ConfigError
from tabletop.i18n.common import ERRORS

from ..stats import mean_interval, two_proportions_p, wilson

Interval = tuple[float, float, float]  # value, low, high
NONE: Interval = (0.0, 0.0, 0.0)  # a seat the setting does not have: no bar, "-" in tables


def figure_class() -> Any:
    """matplotlib's Figure, or the words that say how to install it."""
    try:
        from matplotlib.figure import Figure
    except ImportError:
        raise ConfigError(msgid=ERRORS["balance_matplotlib"]) from None
    return Figure


def escape(text: Any) -> str:
    return html.escape(str(text))


def pct(value: Interval) -> str:
    if value is NONE:
        return "-"
    rate_, low, high = value
    return f"{100 * rate_:.1f}% ({100 * low:.1f}-{100 * high:.1f})"


def num(value: Interval) -> str:
    mean_, low, high = value
    return f"{mean_:.2f} ({low:.2f} to {high:.2f})"


def p_text(p: float) -> str:
    return "<0.001" if p < 0.001 else f"{p:.3f}"


def rate(successes: float, n: int) -> Interval:
    low, high = wilson(successes, n)
    return (successes / n if n else 0.0, low, high)


def mean(values: list[float]) -> Interval:
    return mean_interval(values) if values else (0.0, 0.0, 0.0)


def share(game: dict[str, Any], seat: int) -> float:
    """A seat's share of the win: 1, 0, or 1/k of a win shared by k."""
    winners = game["winners"]
    return 1 / len(winners) if seat in winners else 0.0


def errors(values: list[Interval]) -> list[list[float]]:
    """matplotlib's ``yerr`` of intervals: how far each low and high lies from its value."""
    return [[v[0] - v[1] for v in values], [v[2] - v[0] for v in values]]


def interval_points(ax: Any, xs: Any, values: list[Interval], **style: Any) -> None:
    """Each interval's value at its x, with its low and high as an error bar."""
    ax.errorbar(xs, [v[0] for v in values], yerr=errors(values), **style)


def p_count(event: Callable[[dict], bool]) -> Callable[[list, list], float]:
    """The p-value that ``event`` happens as often in A's games as in B's."""

    def test(a: list, b: list) -> float:
        return two_proportions_p(
            sum(1 for x in a if event(x)), len(a), sum(1 for x in b if event(x)), len(b)
        )

    return test


def table(columns: list[str], rows: Iterable[list[str]], marked: Iterable[bool] = ()) -> str:
    marks = list(marked)
    head = "".join(f"<th>{escape(c)}</th>" for c in columns)
    lines = []
    for number, row in enumerate(rows):
        css = ' class="out"' if number < len(marks) and marks[number] else ""
        lines.append(f"<tr{css}>" + "".join(f"<td>{escape(c)}</td>" for c in row) + "</tr>")
    return f"<table><tr>{head}</tr>{''.join(lines)}</table>"


def svg(draw: Callable[[Any], None], width: float = 8, height: float = 3.6) -> str:
    """A matplotlib figure as inline SVG: text kept as text (no embedded or fetched font), no
    date, ids fixed, so the same games draw the same bytes. Japanese and Chinese labels are
    measured with Noto Sans CJK where it is installed (.ci/run installs it)."""
    import matplotlib

    figure = figure_class()(figsize=(width, height))
    settings = {
        "svg.fonttype": "none",
        "svg.hashsalt": "tabletop",
        "font.family": ["DejaVu Sans", "Noto Sans CJK JP"],
    }
    with matplotlib.rc_context(settings):
        draw(figure)
        figure.tight_layout()
        out = io.StringIO()
        # no date, creator or licence URLs: the page names no address at all
        figure.savefig(
            out, format="svg", metadata=dict.fromkeys(("Date", "Creator", "Format", "Type"))
        )
    text = out.getvalue()
    return text[text.index("<svg") :]


def bars(
    groups: list[str],
    series: list[tuple[str, list[Interval]]],
    axis: str,
    fair: float | None = None,
    fair_label: str = "",
) -> str:
    """Grouped bars with their 95% intervals as error bars."""

    def draw(figure: Any) -> None:
        ax = figure.subplots()
        width = 0.8 / max(1, len(series))
        for k, (name, values) in enumerate(series):
            xs = [g + (k - (len(series) - 1) / 2) * width for g in range(len(groups))]
            heights = [v[0] for v in values]
            ax.bar(xs, heights, width, yerr=errors(values), capsize=2, label=name)
        if fair is not None:
            ax.axhline(fair, linestyle="--", color="grey", linewidth=1, label=fair_label)
        ax.set_xticks(range(len(groups)), groups, rotation=20 if len(groups) > 3 else 0)
        ax.set_ylabel(axis)
        ax.legend(fontsize="small")

    return svg(draw)
