"""A balance report as one self-contained HTML page: figures inline as SVG, tables, no script,
no external file or font, so it opens offline and can be mailed as it is.

Each section answers one of a designer's questions (docs/balance.md lists them) from the games'
features (features.py); every rate comes with its 95% Wilson interval and every mean with its
normal interval; with ``--compare`` each figure's table adds the p-value of A = B. The words
come from one table (text.py).
"""

from __future__ import annotations

import html
import io
from collections import defaultdict
from collections.abc import Callable, Iterable
from statistics import fmean
from typing import Any

from tabletop import __version__
from tabletop.engine import ConfigError, make

from ..stats import mean_interval, spread, two_means_p, two_proportions_p, wilson, z_for
from .features import GUNRAIN_ACTIONS, POINTS
from .study import Setting
from .text import ENGLISH

Played = list[tuple[Setting, list[dict[str, Any]]]]
Interval = tuple[float, float, float]  # value, low, high


def _figure_module() -> Any:
    try:
        from matplotlib.figure import Figure
    except ImportError:
        raise ConfigError(
            "the balance report draws with matplotlib: pip install 'tabletop[report]'"
        ) from None
    return Figure


def build(game: str, played: Played, command: str, text: dict[str, str] = ENGLISH) -> str:
    """The report's HTML for the played settings of ``game``."""
    sizes = sorted({len(g) for _, g in played})
    games = str(sizes[0]) if len(sizes) == 1 else f"{sizes[0]}-{sizes[-1]}"
    _figure_module()
    report = _Report(game, played, text)
    sections = [report.seats(), report.endings(), report.length(), report.lead()]
    sections += {"kungfu": report.cards, "gunrain": report.actions, "friday": report.knowledge}[
        game
    ]()
    if game == "friday":
        sections.insert(0, report.curve())
    bots = sorted({s.bot for s, _ in played})
    head = [
        f"<h1>{_e(text['title'].format(game=game))}</h1>",
        "<p>"
        + _e(text["summary"].format(games=games, bots=", ".join(bots), version=__version__))
        + "</p>",
        f"<p>{_e(text['command'])}: <code>{_e(command)}</code></p>",
    ]
    if report.compared:
        a, b = report.sides()
        head.append(f"<p>{_e(text['compare'].format(a=a, b=b))}</p>")
    body = "\n".join(head + [s for s in sections if s])
    return _PAGE.format(title=_e(text["title"].format(game=game)), body=body)


_PAGE = """<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>{title}</title>
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


def _e(text: Any) -> str:
    return html.escape(str(text))


_NONE: Interval = (0.0, 0.0, 0.0)  # a seat the setting does not have: no bar, "-" in tables


def _pct(value: Interval) -> str:
    if value is _NONE:
        return "-"
    rate, low, high = value
    return f"{100 * rate:.1f}% ({100 * low:.1f}-{100 * high:.1f})"


def _num(value: Interval) -> str:
    mean, low, high = value
    return f"{mean:.2f} ({low:.2f} to {high:.2f})"


def _p(p: float) -> str:
    return "<0.001" if p < 0.001 else f"{p:.3f}"


def _rate(successes: float, n: int) -> Interval:
    low, high = wilson(successes, n)
    return (successes / n if n else 0.0, low, high)


def _mean(values: list[float]) -> Interval:
    return mean_interval(values) if values else (0.0, 0.0, 0.0)


def _share(game: dict[str, Any], seat: int) -> float:
    """A seat's share of the win: 1, 0, or 1/k of a win shared by k."""
    winners = game["winners"]
    return 1 / len(winners) if seat in winners else 0.0


def _table(columns: list[str], rows: Iterable[list[str]], marked: Iterable[bool] = ()) -> str:
    marks = list(marked)
    head = "".join(f"<th>{_e(c)}</th>" for c in columns)
    lines = []
    for number, row in enumerate(rows):
        css = ' class="out"' if number < len(marks) and marks[number] else ""
        lines.append(f"<tr{css}>" + "".join(f"<td>{_e(c)}</td>" for c in row) + "</tr>")
    return f"<table><tr>{head}</tr>{''.join(lines)}</table>"


def _svg(draw: Callable[[Any], None], width: float = 8, height: float = 3.6) -> str:
    """A matplotlib figure as inline SVG: text kept as text (no embedded or fetched font), no
    date, ids fixed, so the same games draw the same bytes."""
    import matplotlib

    figure = _figure_module()(figsize=(width, height))
    with matplotlib.rc_context({"svg.fonttype": "none", "svg.hashsalt": "tabletop"}):
        draw(figure)
        figure.tight_layout()
        out = io.StringIO()
        # no date, creator or licence URLs: the page names no address at all
        figure.savefig(
            out, format="svg", metadata=dict.fromkeys(("Date", "Creator", "Format", "Type"))
        )
    text = out.getvalue()
    return text[text.index("<svg") :]


def _bars(
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
            errors = [[v[0] - v[1] for v in values], [v[2] - v[0] for v in values]]
            ax.bar(xs, heights, width, yerr=errors, capsize=2, label=name)
        if fair is not None:
            ax.axhline(fair, linestyle="--", color="grey", linewidth=1, label=fair_label)
        ax.set_xticks(range(len(groups)), groups, rotation=20 if len(groups) > 3 else 0)
        ax.set_ylabel(axis)
        ax.legend(fontsize="small")

    return _svg(draw)


class _Report:
    """The sections of one report; each returns its HTML, or "" when it does not apply."""

    def __init__(self, game: str, played: Played, text: dict[str, str]) -> None:
        self.game = game
        self.played = played
        self.t = text
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
            f'<section id="{key}"><h2>{_e(self.t[f"{key}.heading"])}</h2>'
            f"<p>{_e(caption)}</p>{figure}{''.join(tables)}</section>"
        )

    def p_table(self, metrics: list[tuple[str, Callable[[list, list], float]]]) -> str:
        """One row per compared pair of settings, one p-value per metric."""
        if not self.compared:
            return ""
        rows = []
        for a, ga, _, gb in self.pairs():
            rows.append([a.label, a.bot, *[_p(test(ga, gb)) for _, test in metrics]])
        cols = [self.t["col.setting"], self.t["col.bot"]]
        return _table(cols + [f"{name}: {self.t['col.p']}" for name, _ in metrics], rows)

    # --- seats, endings, length, lead: every game -------------------------------------------

    def seats(self) -> str:
        many = [(s, g) for s, g in self.played if len(s.seats) > 1]
        if not many:
            return ""
        most = max(len(s.seats) for s, _ in many)
        first = self.game == "gunrain"  # a random seat moves first; Kung Fu's seat 0 is fixed
        names = [self.name(s) for s, _ in many]
        series = []
        if first:
            series.append(
                (
                    self.t["seats.first"],
                    [_rate(sum(_share(x, x["first"]) for x in g), len(g)) for _, g in many],
                )
            )
        for seat in range(most):
            values = [
                _rate(sum(_share(x, seat) for x in g), len(g)) if seat < len(s.seats) else _NONE
                for s, g in many
            ]
            series.append((self.t["seats.seat"].format(seat=seat), values))
        fair = 1 / len(many[0][0].seats) if len({len(s.seats) for s, _ in many}) == 1 else None
        figure = _bars(names, series, self.t["seats.heading"], fair, self.t["seats.fair"])
        cols = [self.t["col.setting"], self.t["col.games"]] + [name for name, _ in series]
        rows = [
            [names[k], str(len(g)), *[_pct(values[k]) for _, values in series]]
            for k, (_, g) in enumerate(many)
        ]
        if first:  # draws aside: does moving first win more than half of the decided games?
            cols.append(self.t["seats.first_decided"])
            for row, (_, g) in zip(rows, many, strict=True):
                decided = [x for x in g if len(x["winners"]) == 1]
                row.append(
                    _pct(_rate(sum(x["first"] in x["winners"] for x in decided), len(decided)))
                )
        tests = []
        if first:
            tests.append((self.t["seats.first"], _p_share(lambda x: x["first"])))
        tests += [
            (self.t["seats.seat"].format(seat=seat), _p_share(lambda x, seat=seat: seat))
            for seat in range(most)
        ]
        return self.section("seats", figure, [_table(cols, rows), self.p_table(tests)])

    def endings(self) -> str:
        if self.game == "friday":
            return ""

        def draws(g: list) -> Interval:
            return _rate(sum(1 for x in g if len(x["winners"]) != 1), len(g))

        def distance(g: list) -> Interval:
            return _rate(sum(1 for x in g if x["went_the_distance"]), len(g))

        names = [self.name(s) for s, _ in self.played]
        series = [
            (self.t["endings.draws"], [draws(g) for _, g in self.played]),
            (self.t["endings.distance"], [distance(g) for _, g in self.played]),
        ]
        figure = _bars(names, series, self.t["endings.heading"])
        cols = [self.t["col.setting"], self.t["col.games"]] + [n for n, _ in series]
        rows = [
            [names[k], str(len(g)), *[_pct(v[k]) for _, v in series]]
            for k, (_, g) in enumerate(self.played)
        ]
        tests = [
            (self.t["endings.draws"], _p_count(lambda x: len(x["winners"]) != 1)),
            (self.t["endings.distance"], _p_count(lambda x: x["went_the_distance"])),
        ]
        return self.section("endings", figure, [_table(cols, rows), self.p_table(tests)])

    def length(self) -> str:
        names = [self.name(s) for s, _ in self.played]
        data = [[x["length"] for x in g] for _, g in self.played]

        def draw(figure: Any) -> None:
            ax = figure.subplots()
            ax.boxplot(data, tick_labels=names, showfliers=False)
            ax.set_ylabel(self.t["length.axis"])
            ax.tick_params(axis="x", labelrotation=20 if len(names) > 3 else 0)

        rows = [
            [names[k], str(len(d)), f"{spread(d)['median']:g}", _num(_mean(d))]
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
            _svg(draw),
            [_table([*cols, self.t["col.mean"]], rows), self.p_table(tests)],
        )

    def lead(self) -> str:
        solo = self.game == "friday"
        xs = [k / (POINTS - 1) for k in range(POINTS)]
        lines: list[tuple[str, list[Interval]]] = []
        for setting, g in self.played:
            if solo:
                for word, won in ((self.t["lead.won"], True), (self.t["lead.lost"], False)):
                    lives = [x["trajectory"] for x in g if bool(x["winners"]) == won]
                    if lives:
                        series = [_mean([t[k][0] for t in lives]) for k in range(POINTS)]
                        lines.append((f"{self.name(setting)}, {word}", series))
            else:
                leads = [_winner_lead(x) for x in g if len(x["winners"]) == 1]
                if leads:
                    lines.append(
                        (self.name(setting), [_mean([d[k] for d in leads]) for k in range(POINTS)])
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
        return self.section("lead", _svg(draw), [_table(cols, rows)], caption)

    # --- per game ----------------------------------------------------------------------------

    def cards(self) -> list[str]:
        """Kung Fu, per setting: each card's win share when held (dealt: its effect, without the
        draft), chosen, used and kept; fizzles; the cards whose effect is out of line."""
        out = []
        pairs = {id(a): gb for a, _, _, gb in self.pairs()}
        for setting, g in self.played:
            stats = _card_stats(g)
            if not stats:
                continue
            catalog = make("kungfu", **setting.options).catalog()
            symbol_of = {k: v["symbol"] for k, v in catalog.items()}
            mean = fmean(share for st in stats.values() for share in st["held"])
            by_symbol: dict[str, list[float]] = defaultdict(list)
            for card, st in stats.items():
                by_symbol[symbol_of[card]] += st["held"]
            z = z_for(1 - 0.05 / len(stats))
            other = _card_stats(pairs[id(setting)]) if id(setting) in pairs else None
            drafted = any(st["kept"] for st in stats.values())
            rows, marks, dots = [], [], []
            for card in sorted(stats):
                st = stats[card]
                n, won = len(st["held"]), sum(st["held"])
                low, high = wilson(won, n, z)
                symbol = symbol_of[card]
                own = fmean(by_symbol[symbol])
                against = [
                    self.t[f"cards.{word}"].format(
                        side=self.t["above" if low > centre else "below"], symbol=symbol
                    )
                    for word, centre in (("vs_set", mean), ("vs_symbol", own))
                    if n and (high < centre or low > centre)
                ]
                out_of_line = bool(against)
                dots.append((card, _rate(won, n), out_of_line))
                row = [card, catalog[card]["name"], symbol, "; ".join(against) or "-", str(n)]
                row.append(_pct(_rate(won, n)))
                for kind in ("chosen", "used") + (("kept",) if drafted else ()):
                    row += [str(len(st[kind])), _pct(_rate(sum(st[kind]), len(st[kind])))]
                row.append(_pct(_rate(st["fizzled"], len(st["used"]))))
                if other is not None:
                    b = other.get(card, {"held": []})["held"]
                    row.append(_p(two_proportions_p(won, n, sum(b), len(b))))
                rows.append(row)
                marks.append(out_of_line)
            cols = [self.t[f"col.{c}"] for c in ("card", "name", "symbol", "out", "held")]
            cols.append(self.t["col.win_held"])
            for kind in ("chosen", "used") + (("kept",) if drafted else ()):
                cols += [self.t[f"col.{kind}"], self.t[f"col.win_{kind}"]]
            cols.append(self.t["col.fizzle"])
            if other is not None:
                cols.append(self.t["col.p"])
            flagged = [r for r, m in zip(rows, marks, strict=True) if m]
            level = f"{100 * (1 - 0.05 / len(stats)):.3f}%"
            symbol_rows = [
                [symbol, str(len(v)), _pct(_rate(sum(v), len(v)))]
                for symbol, v in sorted(by_symbol.items())
            ]
            symbol_cols = [self.t["col.symbol"], self.t["col.held"], self.t["col.win_held"]]
            parts = [
                f"<h3>{_e(self.t['cards.by_symbol'])}</h3>",
                _table(symbol_cols, symbol_rows),
                f"<h3>{_e(self.t['cards.out_of_line'])}</h3>",
                _table(cols, flagged, [True] * len(flagged))
                if flagged
                else f"<p>{_e(self.t['cards.none_out'])}</p>",
                f"<details><summary>{_e(self.t['cards.all'])}</summary>"
                f"{_table(cols, rows, marks)}</details>",
            ]
            caption = self.t["cards.caption"].format(cards=len(stats), level=level)
            heading = f"<h3>{_e(self.name(setting))}</h3>"
            out.append(
                self.section("cards", heading + _card_figure(dots, mean, self.t), parts, caption)
            )
        return out

    def actions(self) -> list[str]:
        """Gun Rain: how often winners and losers set each action."""
        kinds = [*GUNRAIN_ACTIONS.values(), "joker", "swap"]
        out = []
        for setting, g in self.played:
            decided = [x for x in g if len(x["winners"]) == 1]
            if not decided:
                continue
            won = {k: [x["actions"][x["winners"][0]].get(k, 0) for x in decided] for k in kinds}
            lost = {
                k: [x["actions"][1 - x["winners"][0]].get(k, 0) for x in decided] for k in kinds
            }
            series = [
                (self.t["actions.winners"], [_mean(won[k]) for k in kinds]),
                (self.t["actions.losers"], [_mean(lost[k]) for k in kinds]),
            ]
            rows = [
                [k, _num(series[0][1][i]), _num(series[1][1][i]), _p(two_means_p(won[k], lost[k]))]
                for i, k in enumerate(kinds)
            ]
            cols = [self.t["col.action"], self.t["col.winners"], self.t["col.losers"], "p"]
            heading = f"<h3>{_e(self.name(setting))}</h3>"
            figure = _bars(kinds, series, self.t["actions.axis"])
            out.append(self.section("actions", heading + figure, [_table(cols, rows)]))
        return out

    def knowledge(self) -> list[str]:
        """Friday: how often won and lost games end owning each knowledge card."""
        out = []
        for setting, g in self.played:
            won = [set(x["knowledge"]) for x in g if x["winners"]]
            lost = [set(x["knowledge"]) for x in g if not x["winners"]]
            cards = sorted({c for owned in won + lost for c in owned})
            if not cards or not won or not lost:
                continue
            series = [
                (self.t["lead.won"], [_rate(sum(c in o for o in won), len(won)) for c in cards]),
                (self.t["lead.lost"], [_rate(sum(c in o for o in lost), len(lost)) for c in cards]),
            ]
            rows = [
                [
                    c,
                    _pct(series[0][1][i]),
                    _pct(series[1][1][i]),
                    _p(
                        two_proportions_p(
                            sum(c in o for o in won), len(won), sum(c in o for o in lost), len(lost)
                        )
                    ),
                ]
                for i, c in enumerate(cards)
            ]
            cols = [self.t["col.card"], self.t["col.owned_won"], self.t["col.owned_lost"], "p"]
            heading = f"<h3>{_e(self.name(setting))}</h3>"

            def draw(figure: Any, series=series, cards=cards) -> None:
                ax = figure.subplots()
                for k, (name, values) in enumerate(series):
                    xs = [i + (k - 0.5) * 0.35 for i in range(len(cards))]
                    ax.errorbar(
                        xs,
                        [v[0] for v in values],
                        yerr=[[v[0] - v[1] for v in values], [v[2] - v[0] for v in values]],
                        fmt="o",
                        markersize=3,
                        label=name,
                    )
                ax.set_xticks(range(len(cards)), cards, rotation=90, fontsize="x-small")
                ax.set_ylabel(self.t["knowledge.axis"])
                ax.legend(fontsize="small")

            section = self.section("knowledge", heading + _svg(draw), [_table(cols, rows)])
            out.append(section)
        return out

    def curve(self) -> str:
        """Friday: win rate over the levels, one line per bot (and side of a comparison)."""
        lines: dict[tuple[str, str], list[tuple[int, list]]] = defaultdict(list)
        for setting, g in self.played:
            level = setting.options["level"]
            lines[(setting.variant, setting.bot)].append((level, g))
        rows = []

        def draw(figure: Any) -> None:
            ax = figure.subplots()
            for (variant, bot), points in sorted(lines.items()):
                points.sort(key=lambda p: p[0])
                values = [_rate(sum(1 for x in g if x["winners"]), len(g)) for _, g in points]
                levels = [lv for lv, _ in points]
                ax.errorbar(
                    levels,
                    [v[0] for v in values],
                    yerr=[[v[0] - v[1] for v in values], [v[2] - v[0] for v in values]],
                    marker="o",
                    capsize=3,
                    label=f"{variant}: {bot}" if self.compared else bot,
                )
            ax.set_xticks([1, 2, 3, 4])
            ax.set_xlabel(self.t["curve.level"])
            ax.set_ylabel(self.t["curve.axis"])
            ax.set_ylim(0, 1)
            ax.legend(fontsize="small")

        figure = _svg(draw)
        for (variant, bot), points in sorted(lines.items()):
            for level, g in sorted(points, key=lambda p: p[0]):
                wins = sum(1 for x in g if x["winners"])
                name = f"{variant}: {bot}" if self.compared else bot
                rows.append(
                    [
                        name,
                        str(level),
                        str(len(g)),
                        _pct(_rate(wins, len(g))),
                        _num(_mean([x["scores"][0] for x in g])),
                    ]
                )
        cols = [self.t[f"col.{c}"] for c in ("bot", "level", "games", "win", "score")]
        tests = [
            (self.t["col.win"], _p_count(lambda x: bool(x["winners"]))),
            (self.t["col.score"], lambda a, b: two_means_p(_scores(a), _scores(b))),
        ]
        return self.section("curve", figure, [_table(cols, rows), self.p_table(tests)])


def _scores(games: list) -> list[float]:
    return [x["scores"][0] for x in games]


def _p_share(seat_of: Callable[[dict], int]) -> Callable[[list, list], float]:
    """The p-value that a seat's win share is the same in A and B."""

    def test(a: list, b: list) -> float:
        won_a = sum(_share(x, seat_of(x)) for x in a)
        won_b = sum(_share(x, seat_of(x)) for x in b)
        return two_proportions_p(won_a, len(a), won_b, len(b))

    return test


def _p_count(event: Callable[[dict], bool]) -> Callable[[list, list], float]:
    def test(a: list, b: list) -> float:
        return two_proportions_p(
            sum(1 for x in a if event(x)), len(a), sum(1 for x in b if event(x)), len(b)
        )

    return test


def _winner_lead(game: dict[str, Any]) -> list[float]:
    """The winner's HP minus the best other seat's, at each sample of the game."""
    winner = game["winners"][0]
    return [
        hp[winner] - max(v for seat, v in enumerate(hp) if seat != winner)
        for hp in game["trajectory"]
    ]


def _card_stats(games: list[dict[str, Any]]) -> dict[str, dict[str, Any]]:
    """Per Kung Fu card: the seat's win share in each game it was held, chosen, used and
    kept, and how many of its uses fizzled."""
    stats: dict[str, dict[str, Any]] = defaultdict(
        lambda: {"held": [], "chosen": [], "used": [], "kept": [], "fizzled": 0}
    )
    for game in games:
        for seat, cards in enumerate(game["cards"]):
            share = _share(game, seat)
            for kind in ("held", "chosen", "used", "kept"):
                for card in set(cards[kind]):
                    stats[card][kind].append(share)
            for card in cards["fizzled"]:
                stats[card]["fizzled"] += 1
    return dict(stats)


def _card_figure(dots: list[tuple[str, Interval, bool]], mean: float, t: dict[str, str]) -> str:
    ordered = sorted(dots, key=lambda d: d[1][0])

    def draw(figure: Any) -> None:
        ax = figure.subplots()
        xs = range(len(ordered))
        values = [d[1] for d in ordered]
        colours = ["tab:red" if d[2] else "tab:blue" for d in ordered]
        ax.errorbar(
            xs,
            [v[0] for v in values],
            yerr=[[v[0] - v[1] for v in values], [v[2] - v[0] for v in values]],
            fmt="none",
            ecolor="lightgrey",
        )
        ax.scatter(xs, [v[0] for v in values], c=colours, s=10, zorder=3)
        ax.axhline(mean, color="grey", linestyle="--", linewidth=1)
        ax.set_xticks(list(xs), [d[0] for d in ordered], rotation=90, fontsize=5)
        ax.set_ylabel(t["cards.axis"])

    return _svg(draw, width=10, height=3.8)
