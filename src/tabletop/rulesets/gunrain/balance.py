"""Gun Rain's part of a balance study (sim/balance/parts.py): both layouts and face-down rules
swept, HP followed, the first player drawn, and the actions winners and losers set."""

from __future__ import annotations

from collections import Counter
from typing import Any

from tabletop.i18n import N_
from tabletop.sim.balance.page import bars, escape, mean, num, p_text, table
from tabletop.sim.balance.parts import GameBalance, Tracker
from tabletop.sim.balance.report import Report
from tabletop.sim.stats import two_means_p

# the suit of a set card names its action (docs/gunrain.md, "Actions")
ACTIONS = {"S": "light gun", "C": "heavy gun", "D": "move", "H": "expand"}
KINDS = [*ACTIONS.values(), "joker", "swap"]

TEXT = {
    "endings.caption": N_(
        "Draws (no single winner) and games ended by the clock (the turn limit) rather than a"
        " knock-out."
    ),
    "actions.heading": N_("Actions used by winners and losers"),
    "actions.caption": N_(
        "Mean times per game each action was set (or the joker and a swap used), by the seat "
        "that went on to win and the one that lost (decided games)."
    ),
    "actions.axis": N_("per game"),
    "actions.winners": N_("winners"),
    "actions.losers": N_("losers"),
    "col.action": N_("action"),
    "col.winners": N_("winners"),
    "col.losers": N_("losers"),
}


class ActionTracker(Tracker):
    """Per seat, how often each action was set, and the joker and a swap used."""

    def __init__(self) -> None:
        self.counts: dict[int, Counter[str]] = {}

    def step(self, state: Any, player: int, action: str) -> None:
        words = action.split()
        if words[0] == "act":
            suit = words[1].rstrip("+")[-1].upper()
            self.counts.setdefault(player, Counter())[ACTIONS[suit]] += 1
        elif words[0] in ("joker", "swap"):
            self.counts.setdefault(player, Counter())[words[0]] += 1

    def result(self, state: Any) -> dict[str, Any]:
        return {"actions": [dict(self.counts.get(p, {})) for p in range(2)]}


def actions(report: Report) -> list[str]:
    """How often winners and losers set each action, per setting."""
    t = report.t
    out = []
    for setting, g in report.played:
        decided = [x for x in g if len(x["winners"]) == 1]
        if not decided:
            continue
        won = {k: [x["actions"][x["winners"][0]].get(k, 0) for x in decided] for k in KINDS}
        lost = {k: [x["actions"][1 - x["winners"][0]].get(k, 0) for x in decided] for k in KINDS}
        series = [
            (t["actions.winners"], [mean(won[k]) for k in KINDS]),
            (t["actions.losers"], [mean(lost[k]) for k in KINDS]),
        ]
        rows = [
            [k, num(series[0][1][i]), num(series[1][1][i]), p_text(two_means_p(won[k], lost[k]))]
            for i, k in enumerate(KINDS)
        ]
        cols = [t["col.action"], t["col.winners"], t["col.losers"], "p"]
        heading = f"<h3>{escape(report.name(setting))}</h3>"
        figure = bars(KINDS, series, t["actions.axis"])
        out.append(report.section("actions", heading + figure, [table(cols, rows)]))
    return out


BALANCE = GameBalance(
    sweep={"layout": ("4x6", "6x4"), "face_down": ("front", "none")},
    trajectory=lambda state: list(state.hp),
    went_the_distance=lambda reason: "turn limit" in reason,
    first_player_varies=True,
    tracker=ActionTracker,
    last_sections=actions,
    text=TEXT,
)
