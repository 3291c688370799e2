"""The words of the sections every balance report has, in one place, so the report can be
translated by giving another table of the same keys (the report's code holds no sentence of its
own). A game's own sections bring their words in its ``GameBalance.text``, which may also word
a shared key its own way (what its clock is, whose life the solo lead follows)."""

from __future__ import annotations

from tabletop.i18n import N_

ENGLISH: dict[str, str] = {
    "title": N_("Balance report: {game}"),
    "summary": N_(
        "{games} games per setting; bots: {bots}. Every figure shows 95% intervals (Wilson "
        "for rates, normal for means); tabletop {version}."
    ),
    "command": N_("Made by"),
    "compare": N_(
        "Compared: A = {a}; B = {b}. Each figure's table gives the two-sided p-value of A = B"
        " (two-proportion z-test for rates, Welch's test for means)."
    ),
    "seats.heading": N_("Seat and first-player advantage"),
    "seats.caption": N_(
        "Win share per seat (a shared win counts 1/k to each of k winners); the dashed line "
        "is a fair share."
    ),
    "seats.first": N_("first player"),
    "seats.first_decided": N_("first player, of decided games"),
    "seats.seat": N_("seat {seat}"),
    "seats.fair": N_("fair share"),
    "endings.heading": N_("Draws and games that went the distance"),
    "endings.caption": N_(
        "Draws (no single winner) and games ended by the clock (a turn or round limit) rather"
        " than a knock-out."
    ),
    "endings.draws": N_("draws"),
    "endings.distance": N_("went the distance"),
    "length.heading": N_("Game length"),
    "length.caption": N_(
        "Moves per game (every action of every seat); boxes are quartiles, whiskers 1.5 IQR."
    ),
    "length.axis": N_("moves per game"),
    "lead.heading": N_("How the lead changes over a game"),
    "lead.caption": N_(
        "The eventual winner's HP minus the best other seat's, at each tenth of the game "
        "(decided games only), mean with its 95% band."
    ),
    "lead.caption_solo": N_(
        "The player's standing at each tenth of the game, won and lost games apart, mean with"
        " its 95% band."
    ),
    "lead.axis": N_("winner's HP lead"),
    "lead.axis_solo": N_("standing"),
    "lead.progress": N_("share of the game played"),
    "lead.won": N_("won"),
    "lead.lost": N_("lost"),
    "col.setting": N_("setting"),
    "col.bot": N_("bot"),
    "col.games": N_("games"),
    "col.p": N_("p (A = B)"),
    "col.median": N_("median"),
    "col.mean": N_("mean"),
    "col.metric": N_("figure"),
}
