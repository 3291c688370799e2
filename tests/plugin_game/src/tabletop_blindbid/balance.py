"""Blind Bid's part of a balance study: how many rounds are swept, the prize points each seat
has as the game goes, and a section of its own, the cards winners and losers bid."""

from __future__ import annotations

from typing import Any

from tabletop.sim.balance import GameBalance, Report, Tracker
from tabletop.sim.balance.page import escape, mean, num, table


class BidTracker(Tracker):
    """Every card each seat bid."""

    def __init__(self) -> None:
        self.bids: list[list[int]] = [[], []]

    def step(self, state: Any, player: int, action: str) -> None:
        self.bids[player].append(int(action.split()[1]))

    def result(self, state: Any) -> dict[str, Any]:
        return {"bids": self.bids}


def bids(report: Report) -> list[str]:
    """The mean card bid by the seat that won and by the one that lost, per setting."""
    t = report.t
    rows = []
    for setting, games in report.played:
        decided = [x for x in games if len(x["winners"]) == 1]
        won = [b for x in decided for b in x["bids"][x["winners"][0]]]
        lost = [b for x in decided for b in x["bids"][1 - x["winners"][0]]]
        rows.append([report.name(setting), num(mean(won)), num(mean(lost))])
    columns = [t["col.setting"], t["bids.winners"], t["bids.losers"]]
    heading = f"<h3>{escape(t['bids.heading'])}</h3>"
    return [report.section("bids", heading, [table(columns, rows)])]


BALANCE = GameBalance(
    sweep={"rounds": (1, 3)},
    trajectory=lambda state: list(state.scores),
    tracker=BidTracker,
    last_sections=bids,
    text={
        "bids.heading": "Cards bid by winners and losers",
        "bids.caption": "Mean card bid per round by the seat that won and the one that lost "
        "(decided games).",
        "bids.winners": "winners' bids",
        "bids.losers": "losers' bids",
    },
)
