"""The words of the sections every balance report has, in one place, so the report can be
translated by giving another table of the same keys (the report's code holds no sentence of its
own). A game's own sections bring their words in its ``GameBalance.text``, which may also word
a shared key its own way (what its clock is, whose life the solo lead follows)."""

from __future__ import annotations

ENGLISH: dict[str, str] = {
    "title": "Balance report: {game}",
    "summary": (
        "{games} games per setting; bots: {bots}. Every figure shows 95% intervals "
        "(Wilson for rates, normal for means); tabletop {version}."
    ),
    "command": "Made by",
    "compare": "Compared: A = {a}; B = {b}. Each figure's table gives the two-sided p-value of "
    "A = B (two-proportion z-test for rates, Welch's test for means).",
    "seats.heading": "Seat and first-player advantage",
    "seats.caption": "Win share per seat (a shared win counts 1/k to each of k winners); the "
    "dashed line is a fair share.",
    "seats.first": "first player",
    "seats.first_decided": "first player, of decided games",
    "seats.seat": "seat {seat}",
    "seats.fair": "fair share",
    "endings.heading": "Draws and games that went the distance",
    "endings.caption": "Draws (no single winner) and games ended by the clock (a turn or round "
    "limit) rather than a knock-out.",
    "endings.draws": "draws",
    "endings.distance": "went the distance",
    "length.heading": "Game length",
    "length.caption": "Moves per game (every action of every seat); boxes are quartiles, "
    "whiskers 1.5 IQR.",
    "length.axis": "moves per game",
    "lead.heading": "How the lead changes over a game",
    "lead.caption": "The eventual winner's HP minus the best other seat's, at each tenth of "
    "the game (decided games only), mean with its 95% band.",
    "lead.caption_solo": "The player's standing at each tenth of the game, won and lost games "
    "apart, mean with its 95% band.",
    "lead.axis": "winner's HP lead",
    "lead.axis_solo": "standing",
    "lead.progress": "share of the game played",
    "lead.won": "won",
    "lead.lost": "lost",
    "col.setting": "setting",
    "col.bot": "bot",
    "col.games": "games",
    "col.p": "p (A = B)",
    "col.median": "median",
    "col.mean": "mean",
    "col.metric": "figure",
}
