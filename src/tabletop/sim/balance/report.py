"""A balance report as one self-contained HTML page: figures inline as SVG, tables, no script,
no external file or font, so it opens offline and can be mailed as it is.

Each section answers one of a designer's questions (docs/balance.md lists them) from the games'
features (features.py); every rate comes with its 95% Wilson interval and every mean with its
normal interval; with ``--compare`` each figure's table adds the p-value of A = B. The sections
every game has are here; a game adds its own (its ``balance`` module, parts.py). The shared
words come from one table (text.py), a game's from its own.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from tabletop import __version__
from tabletop.engine import descriptor
from tabletop.i18n import Translator
from tabletop.present import EN
from tabletop.present.names import seat_number

from ..stats import spread, two_means_p, two_proportions_p
from .features import POINTS
from .page import (
    NONE,
    Interval,
    bars,
    escape,
    figure_class,
    mean,
    num,
    p_count,
    p_text,
    pct,
    rate,
    share,
    svg,
    table,
)
from .parts import GameBalance, balance_of
from .study import Setting
from .text import ENGLISH

Played = list[tuple[Setting, list[dict[str, Any]]]]


def build(
    game: str,
    played: Played,
    command: str,
    text: dict[str, str] | None = None,
    t: Translator = EN,
) -> str:
    """The report's HTML for the played settings of ``game``, its words (every key of text.py
    and of the game's own, all msgids) in ``t``'s language; ``text`` replaces any of them."""
    sizes = sorted({len(g) for _, g in played})
    games = str(sizes[0]) if len(sizes) == 1 else f"{sizes[0]}-{sizes[-1]}"
    figure_class()
    parts = balance_of(game)
    words = {key: t.gettext(msgid) for key, msgid in {**ENGLISH, **parts.text}.items()}
    words.update(text or {})
    report = Report(game, played, words, parts, t)
    sections = [
        *parts.first_sections(report),
        report.seats(),
        report.endings(),
        report.length(),
        report.lead(),
        *parts.last_sections(report),
    ]
    bots = sorted({s.bot for s, _ in played})
    head = [
        f"<h1>{escape(words['title'].format(game=game))}</h1>",
        "<p>"
        + escape(words["summary"].format(games=games, bots=", ".join(bots), version=__version__))
        + "</p>",
        f"<p>{escape(words['command'])}: <code>{escape(command)}</code></p>",
    ]
    if report.compared:
        a, b = report.sides()
        head.append(f"<p>{escape(words['compare'].format(a=a, b=b))}</p>")
    body = "\n".join(head + [s for s in sections if s])
    title = escape(words["title"].format(game=game))
    return _PAGE.format(lang=HTML_LANG.get(t.locale, "en"), title=title, body=body)


# <html lang> of each locale (Chinese as written: Simplified).
HTML_LANG = {"ja": "ja", "zh": "zh-Hans"}


_PAGE = """<!DOCTYPE html>
<html lang="{lang}"><head><meta charset="utf-8"><title>{title}</title>
<style>
body {{ font-family: sans-serif; max-width: 62em; margin: 1em auto; padding: 0 1em; }}
table {{ border-collapse: collapse; margin: 0.5em 0 1.5em; font-size: 0.9em; }}
td, th {{ border: 1px solid #ccc; padding: 0.15em 0.5em; text-align: right; }}
th:first-child, td:first-child {{ text-align: left; }}
svg {{ max-width: 100%; height: auto; }}
.out {{ background: #fde8e0; }}
</style></head>
<body>
{body}
</body></html>
"""


class Report:
    """The sections of one report; each returns its HTML, or "" when it does not apply. A
    game's own sections read ``played`` and ``t`` (the words; ``translator`` for a game's own
    msgids such as card names) and lay out with ``name``, ``pairs``, ``section`` and ``p_table``."""

    def __init__(
        self,
        game: str,
        played: Played,
        text: dict[str, str],
        parts: GameBalance,
        translator: Translator = EN,
    ):
        self.game = game
        self.played = played
        self.t = text
        self.translator = translator
        self.parts = parts
        self.solo = descriptor(game).max_players == 1  # no draws, no seats to compare
        self.compared = any(s.variant == "B" for s, _ in played)

    def sides(self) -> tuple[str, str]:
        options = {v: s.options for s, _ in self.played for v in (s.variant,)}
        a, b = options["A"], options["B"]
        differ = sorted(k for k in {*a, *b} if a.get(k) != b.get(k))
        words = [", ".join(f"{k}={side.get(k)}" for k in differ) for side in (a, b)]
        return words[0], words[1]

    def name(self, setting: Setting) -> str:
        label = setting.label
        if len({s.bot for s, _ in self.played}) > 1:
            label += f" [{setting.bot}]"
        return f"{setting.variant}: {label}" if self.compared else label

    def pairs(self) -> list[tuple[Setting, list, Setting, list]]:
        """A and B settings that differ only by the compared options."""
        b_side = {(s.varied, s.bot): (s, g) for s, g in self.played if s.variant == "B"}
        out = []
        for s, g in self.played:
            if s.variant == "A" and (s.varied, s.bot) in b_side:
                out.append((s, g, *b_side[(s.varied, s.bot)]))
        return out

    def section(self, key: str, figure: str, tables: list[str], caption: str = "") -> str:
        caption = caption or self.t[f"{key}.caption"]
        return (
            f'<section id="{key}"><h2>{escape(self.t[f"{key}.heading"])}</h2>'
            f"<p>{escape(caption)}</p>{figure}{''.join(tables)}</section>"
        )

    def p_table(self, metrics: list[tuple[str, Callable[[list, list], float]]]) -> str:
        """One row per compared pair of settings, one p-value per metric."""
        if not self.compared:
            return ""
        rows = []
        for a, ga, _, gb in self.pairs():
            rows.append([a.label, a.bot, *[p_text(test(ga, gb)) for _, test in metrics]])
        cols = [self.t["col.setting"], self.t["col.bot"]]
        return table(cols + [f"{name}: {self.t['col.p']}" for name, _ in metrics], rows)

    def seats(self) -> str:
        many = [(s, g) for s, g in self.played if len(s.seats) > 1]
        if not many:
            return ""
        most = max(len(s.seats) for s, _ in many)
        first = self.parts.first_player_varies and not descriptor(self.game).simultaneous
        names = [self.name(s) for s, _ in many]
        series = []
        if first:
            series.append(
                (
                    self.t["seats.first"],
                    [rate(sum(share(x, x["first"]) for x in g), len(g)) for _, g in many],
                )
            )
        for seat in range(most):
            values = [
                rate(sum(share(x, seat) for x in g), len(g)) if seat < len(s.seats) else NONE
                for s, g in many
            ]
            series.append((self.t["seats.seat"].format(seat=seat_number(seat)), values))
        fair = 1 / len(many[0][0].seats) if len({len(s.seats) for s, _ in many}) == 1 else None
        figure = bars(names, series, self.t["seats.heading"], fair, self.t["seats.fair"])
        cols = [self.t["col.setting"], self.t["col.games"]] + [name for name, _ in series]
        rows = [
            [names[k], str(len(g)), *[pct(values[k]) for _, values in series]]
            for k, (_, g) in enumerate(many)
        ]
        if first:  # draws aside: does moving first win more than half of the decided games?
            cols.append(self.t["seats.first_decided"])
            for row, (_, g) in zip(rows, many, strict=True):
                decided = [x for x in g if len(x["winners"]) == 1]
                row.append(
                    pct(rate(sum(x["first"] in x["winners"] for x in decided), len(decided)))
                )
        tests = []
        if first:
            tests.append((self.t["seats.first"], _p_share(lambda x: x["first"])))
        tests += [
            (
                self.t["seats.seat"].format(seat=seat_number(seat)),
                _p_share(lambda x, seat=seat: seat),
            )
            for seat in range(most)
        ]
        return self.section("seats", figure, [table(cols, rows), self.p_table(tests)])

    def endings(self) -> str:
        if self.solo:
            return ""

        def draws(g: list) -> Interval:
            return rate(sum(1 for x in g if len(x["winners"]) != 1), len(g))

        def distance(g: list) -> Interval:
            return rate(sum(1 for x in g if x["went_the_distance"]), len(g))

        names = [self.name(s) for s, _ in self.played]
        series = [
            (self.t["endings.draws"], [draws(g) for _, g in self.played]),
            (self.t["endings.distance"], [distance(g) for _, g in self.played]),
        ]
        figure = bars(names, series, self.t["endings.heading"])
        cols = [self.t["col.setting"], self.t["col.games"]] + [n for n, _ in series]
        rows = [
            [names[k], str(len(g)), *[pct(v[k]) for _, v in series]]
            for k, (_, g) in enumerate(self.played)
        ]
        tests = [
            (self.t["endings.draws"], p_count(lambda x: len(x["winners"]) != 1)),
            (self.t["endings.distance"], p_count(lambda x: x["went_the_distance"])),
        ]
        return self.section("endings", figure, [table(cols, rows), self.p_table(tests)])

    def length(self) -> str:
        names = [self.name(s) for s, _ in self.played]
        data = [[x["length"] for x in g] for _, g in self.played]

        def draw(figure: Any) -> None:
            ax = figure.subplots()
            ax.boxplot(data, tick_labels=names, showfliers=False)
            ax.set_ylabel(self.t["length.axis"])
            ax.tick_params(axis="x", labelrotation=20 if len(names) > 3 else 0)

        rows = [
            [names[k], str(len(d)), f"{spread(d)['median']:g}", num(mean(d))]
            for k, d in enumerate(data)
        ]
        cols = [self.t["col.setting"], self.t["col.games"], self.t["col.median"]]
        tests = [
            (
                self.t["length.axis"],
                lambda a, b: two_means_p([x["length"] for x in a], [x["length"] for x in b]),
            )
        ]
        return self.section(
            "length",
            svg(draw),
            [table([*cols, self.t["col.mean"]], rows), self.p_table(tests)],
        )

    def lead(self) -> str:
        if self.parts.trajectory is None:
            return ""
        solo = self.solo
        xs = [k / (POINTS - 1) for k in range(POINTS)]
        lines: list[tuple[str, list[Interval]]] = []
        for setting, g in self.played:
            if solo:
                for word, won in ((self.t["lead.won"], True), (self.t["lead.lost"], False)):
                    lives = [x["trajectory"] for x in g if bool(x["winners"]) == won]
                    if lives:
                        series = [mean([t[k][0] for t in lives]) for k in range(POINTS)]
                        lines.append((f"{self.name(setting)}, {word}", series))
            else:
                leads = [_winner_lead(x) for x in g if len(x["winners"]) == 1]
                if leads:
                    lines.append(
                        (self.name(setting), [mean([d[k] for d in leads]) for k in range(POINTS)])
                    )

        def draw(figure: Any) -> None:
            ax = figure.subplots()
            for name, series in lines:
                ax.plot(xs, [v[0] for v in series], label=name)
                ax.fill_between(xs, [v[1] for v in series], [v[2] for v in series], alpha=0.2)
            ax.set_xlabel(self.t["lead.progress"])
            ax.set_ylabel(self.t["lead.axis_solo" if solo else "lead.axis"])
            ax.legend(fontsize="x-small", ncol=2)

        cols = [self.t["col.setting"]] + [f"{x:.0%}" for x in xs[::2]]
        rows = [[name, *[f"{v[0]:.1f}" for v in series[::2]]] for name, series in lines]
        caption = self.t["lead.caption_solo" if solo else "lead.caption"]
        return self.section("lead", svg(draw), [table(cols, rows)], caption)


def _p_share(seat_of: Callable[[dict], int]) -> Callable[[list, list], float]:
    """The p-value that a seat's win share is the same in A and B."""

    def test(a: list, b: list) -> float:
        won_a = sum(share(x, seat_of(x)) for x in a)
        won_b = sum(share(x, seat_of(x)) for x in b)
        return two_proportions_p(won_a, len(a), won_b, len(b))

    return test


def _winner_lead(game: dict[str, Any]) -> list[float]:
    """The winner's HP minus the best other seat's, at each sample of the game."""
    winner = game["winners"][0]
    return [
        hp[winner] - max(v for seat, v in enumerate(hp) if seat != winner)
        for hp in game["trajectory"]
    ]
