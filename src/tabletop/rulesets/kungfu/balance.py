"""Kung Fu's part of a balance study (sim/balance/parts.py): player counts swept, HP followed,
the draft set apart, and each card's win share when held, chosen, used and kept."""

from __future__ import annotations

from collections import defaultdict
from statistics import fmean
from typing import Any

from tabletop.engine import make
from tabletop.i18n import N_
from tabletop.sim.balance import page
from tabletop.sim.balance.parts import GameBalance, Tracker
from tabletop.sim.balance.report import Report
from tabletop.sim.stats import two_proportions_p, wilson, z_for

from .texts import card_name

TEXT = {
    "endings.caption": N_(
        "Draws (no single winner) and games ended by the clock (the end of the third round) "
        "rather than a knock-out."
    ),
    "cards.heading": N_("Cards: win rate when held, chosen, used, kept; fizzles"),
    "cards.caption": N_(
        "Each card's win share for the seat that held it (dealt, or drafted), with its 95% "
        "interval; the line is the set's mean. Without the draft the deal is chance alone, so"
        " this is the card's effect; the win shares when chosen or used also reflect when the"
        " bots choose a card. Marked cards lie outside the set's interval even after the "
        "Bonferroni correction for {cards} cards (their {level} interval excludes the set's "
        "mean, or the mean of the cards of their ability symbol, which count for the player's"
        " tracks)."
    ),
    "cards.out_of_line": N_("Cards out of line"),
    "cards.by_symbol": N_("By ability symbol"),
    "cards.vs_set": N_("{side} the set"),
    "cards.vs_symbol": N_("{side} the {symbol} cards"),
    "cards.none_out": N_("No card is out of line at this many games."),
    "cards.all": N_("Every card"),
    "cards.axis": N_("win share when held"),
    "col.card": N_("card"),
    "col.name": N_("name"),
    "col.held": N_("held"),
    "col.symbol": N_("symbol"),
    "col.out": N_("out of line"),
    "col.win_held": N_("win share when held"),
    "col.chosen": N_("chosen"),
    "col.win_chosen": N_("win share when chosen"),
    "col.used": N_("used"),
    "col.win_used": N_("win share when used"),
    "col.fizzle": N_("fizzle rate"),
    "col.kept": N_("kept (draft)"),
    "col.win_kept": N_("win share when kept"),
    "above": N_("above"),
    "below": N_("below"),
}


class CardTracker(Tracker):
    """Per seat, the cards held (as dealt or drafted), kept in the draft, chosen, used, and
    those whose use fizzled."""

    def __init__(self) -> None:
        self.cards: dict[int, dict[str, list[str]]] = {}
        self.last: Any = None

    def begin(self, state: Any) -> None:
        """The hands as dealt (or drafted), before any choice. Without the draft the deal is
        chance alone, so a card's win share when held is its effect, free of the bots'
        choices."""
        for p in range(state.n):
            self._seat(p)["held"] = [state.card_set.ids[c] for c in state.hand[p]]

    def _seat(self, player: int) -> dict[str, list[str]]:
        return self.cards.setdefault(
            player, {"held": [], "kept": [], "chosen": [], "used": [], "fizzled": []}
        )

    def step(self, state: Any, player: int, action: str) -> None:
        words = action.split()
        verb = {"keep": "kept", "choose": "chosen", "use": "used", "defend": "used"}.get(words[0])
        if verb:
            seat = self.cards.setdefault(
                player, {"kept": [], "chosen": [], "used": [], "fizzled": []}
            )
            seat[verb].append(words[1].upper())
        last = state.last
        if last is not None and last is not self.last:  # an exchange was just resolved
            self.last = last
            if last["met"] is False:
                self._seat(last["attacker"])["fizzled"].append(last["card"])
            if last["defence"] is not None and last["defence_met"] is False:
                self._seat(last["target"])["fizzled"].append(last["defence"])

    def result(self, state: Any) -> dict[str, Any]:
        return {"cards": [self._seat(p) for p in range(state.n)]}


def cards(report: Report) -> list[str]:
    """Per setting: each card's win share when held (dealt: its effect, without the draft),
    chosen, used and kept; fizzles; the cards whose effect is out of line."""
    t = report.t
    out = []
    pairs = {id(a): gb for a, _, _, gb in report.pairs()}
    for setting, g in report.played:
        stats = _card_stats(g)
        if not stats:
            continue
        catalog = make(report.game, **setting.options).catalog()
        symbol_of = {k: v["symbol"] for k, v in catalog.items()}
        mean = fmean(held for st in stats.values() for held in st["held"])
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
                t[f"cards.{word}"].format(
                    side=t["above" if low > centre else "below"], symbol=symbol
                )
                for word, centre in (("vs_set", mean), ("vs_symbol", own))
                if n and (high < centre or low > centre)
            ]
            out_of_line = bool(against)
            dots.append((card, page.rate(won, n), out_of_line))
            row = [card, _name(card, catalog, report), symbol, "; ".join(against) or "-", str(n)]
            row.append(page.pct(page.rate(won, n)))
            for kind in ("chosen", "used") + (("kept",) if drafted else ()):
                row += [str(len(st[kind])), page.pct(page.rate(sum(st[kind]), len(st[kind])))]
            row.append(page.pct(page.rate(st["fizzled"], len(st["used"]))))
            if other is not None:
                b = other.get(card, {"held": []})["held"]
                row.append(page.p_text(two_proportions_p(won, n, sum(b), len(b))))
            rows.append(row)
            marks.append(out_of_line)
        cols = [t[f"col.{c}"] for c in ("card", "name", "symbol", "out", "held")]
        cols.append(t["col.win_held"])
        for kind in ("chosen", "used") + (("kept",) if drafted else ()):
            cols += [t[f"col.{kind}"], t[f"col.win_{kind}"]]
        cols.append(t["col.fizzle"])
        if other is not None:
            cols.append(t["col.p"])
        flagged = [r for r, m in zip(rows, marks, strict=True) if m]
        level = f"{100 * (1 - 0.05 / len(stats)):.3f}%"
        symbol_rows = [
            [symbol, str(len(v)), page.pct(page.rate(sum(v), len(v)))]
            for symbol, v in sorted(by_symbol.items())
        ]
        symbol_cols = [t["col.symbol"], t["col.held"], t["col.win_held"]]
        parts = [
            f"<h3>{page.escape(t['cards.by_symbol'])}</h3>",
            page.table(symbol_cols, symbol_rows),
            f"<h3>{page.escape(t['cards.out_of_line'])}</h3>",
            page.table(cols, flagged, [True] * len(flagged))
            if flagged
            else f"<p>{page.escape(t['cards.none_out'])}</p>",
            f"<details><summary>{page.escape(t['cards.all'])}</summary>"
            f"{page.table(cols, rows, marks)}</details>",
        ]
        caption = t["cards.caption"].format(cards=len(stats), level=level)
        heading = f"<h3>{page.escape(report.name(setting))}</h3>"
        figure = _card_figure(dots, mean, t["cards.axis"])
        out.append(report.section("cards", heading + figure, parts, caption))
    return out


def _card_stats(games: list[dict[str, Any]]) -> dict[str, dict[str, Any]]:
    """Per card: the seat's win share in each game it was held, chosen, used and kept, and how
    many of its uses fizzled."""
    stats: dict[str, dict[str, Any]] = defaultdict(
        lambda: {"held": [], "chosen": [], "used": [], "kept": [], "fizzled": 0}
    )
    for game in games:
        for seat, held in enumerate(game["cards"]):
            won = page.share(game, seat)
            for kind in ("held", "chosen", "used", "kept"):
                for card in set(held[kind]):
                    stats[card][kind].append(won)
            for card in held["fizzled"]:
                stats[card]["fizzled"] += 1
    return dict(stats)


def _card_figure(dots: list[tuple[str, page.Interval, bool]], mean: float, axis: str) -> str:
    ordered = sorted(dots, key=lambda d: d[1][0])

    def draw(figure: Any) -> None:
        ax = figure.subplots()
        xs = range(len(ordered))
        values = [d[1] for d in ordered]
        colours = ["tab:red" if d[2] else "tab:blue" for d in ordered]
        page.interval_points(
            ax,
            xs,
            values,
            fmt="none",
            ecolor="lightgrey",
        )
        ax.scatter(xs, [v[0] for v in values], c=colours, s=10, zorder=3)
        ax.axhline(mean, color="grey", linestyle="--", linewidth=1)
        ax.set_xticks(list(xs), [d[0] for d in ordered], rotation=90, fontsize=5)
        ax.set_ylabel(axis)

    return page.svg(draw, width=10, height=3.8)


BALANCE = GameBalance(
    sweep={"players": (2, 3, 4)},
    trajectory=lambda state: list(state.hp),
    setting_up=lambda action: action.startswith("keep "),
    went_the_distance=lambda reason: reason.startswith("round "),
    tracker=CardTracker,
    last_sections=cards,
    text=TEXT,
)


def _name(card: str, catalog: dict, report: Report) -> str:
    """A built-in card's name in the report's language; a card file's own names stay as written."""
    own = catalog[card]["name"]
    return report.translator.gettext(own) if card_name(card) == own else own
