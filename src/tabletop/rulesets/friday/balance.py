"""Friday's part of a balance study (sim/balance/parts.py): the four levels swept, Robinson's
life followed, the difficulty curve first, and the knowledge cards won and lost games end with."""

from __future__ import annotations

from collections import defaultdict
from typing import Any

from tabletop.i18n import N_
from tabletop.sim.balance import page
from tabletop.sim.balance.parts import GameBalance, Tracker
from tabletop.sim.balance.report import Report
from tabletop.sim.stats import two_means_p, two_proportions_p

TEXT = {
    "lead.caption_solo": N_(
        "Robinson's life at each tenth of the game, won and lost games apart, mean with its "
        "95% band."
    ),
    "lead.axis_solo": N_("life"),
    "knowledge.heading": N_("Knowledge cards taken by winners and losers"),
    "knowledge.caption": N_(
        "Share of won and of lost games in which Robinson ends owning each knowledge card "
        "(hazards beaten and kept)."
    ),
    "knowledge.axis": N_("share of games owning it"),
    "curve.heading": N_("Difficulty curve"),
    "curve.caption": N_(
        "Win rate at each level, per bot, with 95% intervals; the table adds the mean score."
    ),
    "curve.axis": N_("win rate"),
    "curve.level": N_("level"),
    "col.card": N_("card"),
    "col.level": N_("level"),
    "col.win": N_("win rate"),
    "col.score": N_("mean score"),
    "col.owned_won": N_("owned when won"),
    "col.owned_lost": N_("owned when lost"),
}


class KnowledgeTracker(Tracker):
    """The knowledge cards (beaten hazards) Robinson owns at the end."""

    def result(self, state: Any) -> dict[str, Any]:
        view = state.view(None)
        owned = [*view["stack"], *view["discard"]]
        return {"knowledge": sorted({c for c in owned if isinstance(c, str) and c[0] == "H"})}


def knowledge(report: Report) -> list[str]:
    """How often won and lost games end owning each knowledge card, per setting."""
    t = report.t
    out = []
    for setting, g in report.played:
        won = [set(x["knowledge"]) for x in g if x["winners"]]
        lost = [set(x["knowledge"]) for x in g if not x["winners"]]
        cards = sorted({c for owned in won + lost for c in owned})
        if not cards or not won or not lost:
            continue
        series = [
            (t["lead.won"], [page.rate(sum(c in o for o in won), len(won)) for c in cards]),
            (t["lead.lost"], [page.rate(sum(c in o for o in lost), len(lost)) for c in cards]),
        ]
        rows = [
            [
                c,
                page.pct(series[0][1][i]),
                page.pct(series[1][1][i]),
                page.p_text(
                    two_proportions_p(
                        sum(c in o for o in won), len(won), sum(c in o for o in lost), len(lost)
                    )
                ),
            ]
            for i, c in enumerate(cards)
        ]
        cols = [t["col.card"], t["col.owned_won"], t["col.owned_lost"], "p"]
        heading = f"<h3>{page.escape(report.name(setting))}</h3>"

        def draw(figure: Any, series=series, cards=cards) -> None:
            ax = figure.subplots()
            for k, (name, values) in enumerate(series):
                xs = [i + (k - 0.5) * 0.35 for i in range(len(cards))]
                page.interval_points(
                    ax,
                    xs,
                    values,
                    fmt="o",
                    markersize=3,
                    label=name,
                )
            ax.set_xticks(range(len(cards)), cards, rotation=90, fontsize="x-small")
            ax.set_ylabel(t["knowledge.axis"])
            ax.legend(fontsize="small")

        out.append(report.section("knowledge", heading + page.svg(draw), [page.table(cols, rows)]))
    return out


def curve(report: Report) -> list[str]:
    """Win rate over the levels, one line per bot (and side of a comparison)."""
    t = report.t
    lines: dict[tuple[str, str], list[tuple[int, list]]] = defaultdict(list)
    for setting, g in report.played:
        level = setting.options["level"]
        lines[(setting.variant, setting.bot)].append((level, g))
    rows = []

    def draw(figure: Any) -> None:
        ax = figure.subplots()
        for (variant, bot), points in sorted(lines.items()):
            points.sort(key=lambda p: p[0])
            values = [page.rate(sum(1 for x in g if x["winners"]), len(g)) for _, g in points]
            levels = [lv for lv, _ in points]
            page.interval_points(
                ax,
                levels,
                values,
                marker="o",
                capsize=3,
                label=f"{variant}: {bot}" if report.compared else bot,
            )
        ax.set_xticks([1, 2, 3, 4])
        ax.set_xlabel(t["curve.level"])
        ax.set_ylabel(t["curve.axis"])
        ax.set_ylim(0, 1)
        ax.legend(fontsize="small")

    figure = page.svg(draw)
    for (variant, bot), points in sorted(lines.items()):
        for level, g in sorted(points, key=lambda p: p[0]):
            wins = sum(1 for x in g if x["winners"])
            name = f"{variant}: {bot}" if report.compared else bot
            rows.append(
                [
                    name,
                    str(level),
                    str(len(g)),
                    page.pct(page.rate(wins, len(g))),
                    page.num(page.mean([x["scores"][0] for x in g])),
                ]
            )
    cols = [t[f"col.{c}"] for c in ("bot", "level", "games", "win", "score")]
    tests = [
        (t["col.win"], page.p_count(lambda x: bool(x["winners"]))),
        (t["col.score"], lambda a, b: two_means_p(_scores(a), _scores(b))),
    ]
    return [report.section("curve", figure, [page.table(cols, rows), report.p_table(tests)])]


def _scores(games: list) -> list[float]:
    return [x["scores"][0] for x in games]


BALANCE = GameBalance(
    sweep={"level": (1, 2, 3, 4)},
    trajectory=lambda state: [state.life],
    tracker=KnowledgeTracker,
    first_sections=curve,
    last_sections=knowledge,
    text=TEXT,
)
