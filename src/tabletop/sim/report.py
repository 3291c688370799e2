"""A simulation summary as a terminal table, its words in the translator ``t``'s language: seats
by their number from 1 (as every face counts them), bots and game options in words (a bot's own
options and the numbers as they are), intervals in the language's brackets."""

from __future__ import annotations

from typing import Any

from rich.console import Group, RenderableType
from rich.table import Table
from rich.text import Text

from tabletop.engine.registry import descriptors
from tabletop.i18n import DEFAULT_LOCALE, Translator, translator
from tabletop.i18n.common import REPORT
from tabletop.present.log import LIST_SEPARATOR
from tabletop.present.names import bot_word, seat_number

from .tournament import elo, elo_intervals, win_matrix

EN = translator(DEFAULT_LOCALE)


def _pct(x: float) -> str:
    return f"{100 * x:.1f}%"


def _game(game: str, t: Translator) -> str:
    """A registered game's title in ``t``'s language (its name if none is registered)."""
    described = descriptors().get(game)
    return t.gettext(described.title) if described else game


def _options(game: str, options: dict[str, Any], t: Translator) -> str:
    """A run's game options in words: an option's words for its value where the game has them
    ("Draft the hands"), else its label and value ("Players 2"); an unset one (None) is left
    out, and an option the game does not describe reads as typed (key=value)."""
    described = descriptors().get(game)
    known = {option.name: option for option in described.options} if described else {}
    shown = []
    for key, value in options.items():
        option = known.get(key)
        if value is None:
            continue
        if option is None:
            shown.append(f"{key}={value}")
        elif value in option.value_labels:
            shown.append(t.gettext(option.value_labels[value]))
        else:
            label = t.gettext(option.label) if option.label else key
            shown.append(t.format(REPORT["option_value"], option=label, value=value))
    return t.gettext(LIST_SEPARATOR).join(shown)


def bot_in_words(spec: str, t: Translator) -> str:
    """A bot as a person reads it: a bare level or kind in words ("random" -> "Random"); a spec
    with options as typed (``ismcts:iterations=200``: what a researcher compares and types)."""
    return bot_word(spec, t) if ":" not in spec else spec


def _interval(value: str, low: str, high: str, t: Translator) -> str:
    return t.format(REPORT["interval"], value=value, low=low, high=high)


def render(summary: dict[str, Any], t: Translator = EN) -> RenderableType:
    options = _options(summary["game"], summary["options"], t)
    head = Text(
        t.format(
            REPORT["summary"] if options else REPORT["summary_plain"],
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
            str(seat_number(s["seat"])),
            bot_in_words(s["bot"], t),
            _interval(_pct(s["win_rate"]), _pct(low), _pct(high), t),
            _interval(f"{s['score_mean']:.2f}", f"{s_low:.2f}", f"{s_high:.2f}", t),
            # the language's list separator: a line breaks after it, never inside a figure
            t.gettext(LIST_SEPARATOR).join(f"{sp[k]:g}" for k in _SPREAD),
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
        matrix.add_column(bot_in_words(name, t), justify="right", overflow="fold")
    for row in names:
        cells = []
        for column in names:
            if row == column:
                cells.append("-")
                continue
            cell = rates[(row, column)]
            low, high = cell["interval"]
            cells.append(_interval(_pct(cell["rate"]), _pct(low), _pct(high), t))
        matrix.add_row(bot_in_words(row, t), *cells)
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
        span = t.format(REPORT["span"], low=f"{low:+.0f}", high=f"{high:+.0f}")
        table.add_row(bot_in_words(name, t), f"{ratings[name]:+.0f}", span)
    return Group(matrix, table)
