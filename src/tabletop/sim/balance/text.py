"""Every word a balance report shows, in one place, so the report can be translated by giving
another table of the same keys (the report's code holds no sentence of its own)."""

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
    "endings.caption": "Draws (no single winner) and games ended by the clock (Gun Rain's turn "
    "limit, Kung Fu's third round) rather than a knock-out.",
    "endings.draws": "draws",
    "endings.distance": "went the distance",
    "length.heading": "Game length",
    "length.caption": "Moves per game (every action of every seat); boxes are quartiles, "
    "whiskers 1.5 IQR.",
    "length.axis": "moves per game",
    "lead.heading": "How the lead changes over a game",
    "lead.caption": "The eventual winner's HP minus the best other seat's, at each tenth of "
    "the game (decided games only), mean with its 95% band.",
    "lead.caption_solo": "Robinson's life at each tenth of the game, won and lost games apart, "
    "mean with its 95% band.",
    "lead.axis": "winner's HP lead",
    "lead.axis_solo": "life",
    "lead.progress": "share of the game played",
    "lead.won": "won",
    "lead.lost": "lost",
    "cards.heading": "Cards: win rate when held, chosen, used, kept; fizzles",
    "cards.caption": "Each card's win share for the seat that held it (dealt, or drafted), "
    "with its 95% interval; the line is the set's mean. Without the draft the deal is chance "
    "alone, so this is the card's effect; the win shares when chosen or used also reflect "
    "when the bots choose a card. Marked cards lie outside the set's interval even after the "
    "Bonferroni correction for {cards} cards (their {level} interval excludes the set's mean, "
    "or the mean of the cards of their ability symbol, which count for the player's tracks).",
    "cards.out_of_line": "Cards out of line",
    "cards.by_symbol": "By ability symbol",
    "cards.vs_set": "{side} the set",
    "cards.vs_symbol": "{side} the {symbol} cards",
    "cards.none_out": "No card is out of line at this many games.",
    "cards.all": "Every card",
    "cards.axis": "win share when held",
    "actions.heading": "Actions used by winners and losers",
    "actions.caption": "Mean times per game each action was set (or the joker and a swap "
    "used), by the seat that went on to win and the one that lost (decided games).",
    "actions.axis": "per game",
    "actions.winners": "winners",
    "actions.losers": "losers",
    "knowledge.heading": "Knowledge cards taken by winners and losers",
    "knowledge.caption": "Share of won and of lost games in which Robinson ends owning each "
    "knowledge card (hazards beaten and kept).",
    "knowledge.axis": "share of games owning it",
    "curve.heading": "Difficulty curve",
    "curve.caption": "Win rate at each level, per bot, with 95% intervals; the table adds the "
    "mean score.",
    "curve.axis": "win rate",
    "curve.level": "level",
    "col.setting": "setting",
    "col.bot": "bot",
    "col.games": "games",
    "col.p": "p (A = B)",
    "col.card": "card",
    "col.name": "name",
    "col.held": "held",
    "col.symbol": "symbol",
    "col.out": "out of line",
    "col.win_held": "win share when held",
    "col.chosen": "chosen",
    "col.win_chosen": "win share when chosen",
    "col.used": "used",
    "col.win_used": "win share when used",
    "col.fizzle": "fizzle rate",
    "col.kept": "kept (draft)",
    "col.win_kept": "win share when kept",
    "col.median": "median",
    "col.mean": "mean",
    "col.score": "mean score",
    "col.level": "level",
    "col.win": "win rate",
    "col.action": "action",
    "col.winners": "winners",
    "col.losers": "losers",
    "col.owned_won": "owned when won",
    "col.owned_lost": "owned when lost",
    "col.metric": "figure",
    "above": "above",
    "below": "below",
}
