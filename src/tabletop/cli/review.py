"""``tabletop review``: a finished game's review in the terminal, in the reader's language.

The numbers come from :mod:`tabletop.review`; this face draws the seat's chance after each
decision as a text chart with its 95% band, then the turning points (the moves that cost
the most, with the better move) and the good moves (the best move found where the obvious
one falls short), each move in words with its notation dim after them.
"""

from __future__ import annotations

from collections.abc import Callable

from rich.text import Text

from tabletop.engine import ConfigError, State
from tabletop.i18n import N_, Translator
from tabletop.i18n.common import ERRORS
from tabletop.present import EN, move_label, words_for
from tabletop.present.names import display_names
from tabletop.review import Decision, Review, review
from tabletop.review.analysis import PLAYOUTS, Z95, positions_before

from .replay import game_of

CHART_ROWS = 10  # each a tenth of the scale
CHART_WIDEST = 100  # columns at most; more decisions share a column (their mean)


def run(
    path: str,
    width: int,
    index: int | None = None,
    seat: int | None = None,
    playouts: int = PLAYOUTS,
    seed: int = 0,
    t: Translator = EN,
    progress: Callable[[int, int], None] | None = None,
) -> Text:
    """Review ``seat``'s decisions (counted from 0, as ``tabletop replay --seat``; default: the
    first seat a person played, else the first) in the saved game at ``path`` (``index``: game
    N of a ``simulate --out`` file), as text ``width`` columns wide; ``progress(done, total)``
    after each of the seat's decisions."""
    final, bots = game_of(path, index)
    players = final.game.num_players
    if seat is None:
        seat = next((i for i, bot in enumerate(bots) if bot is None), 0)
    if not 0 <= seat < players:
        if players == 1:
            raise ConfigError(msgid=ERRORS["replay_seat_solo"])
        raise ConfigError(msgid=ERRORS["replay_seat"], values={"last": players - 1})
    names = display_names([(None, bot) for bot in bots or [None] * players], t)
    reviewed = review(final, seat, playouts, seed, progress)
    return report(final, reviewed, names, t, width)


def report(final: State, reviewed: Review, names: list[str], t: Translator, width: int) -> Text:
    """The whole review as text: heading, chart, turning points, good moves."""
    shown = {d.index for d in (*reviewed.turning_points(), *reviewed.finds())}
    states = positions_before(final.record(), shown)
    game = final.game.descriptor
    solo = final.game.num_players == 1
    out = Text()
    out.append(
        t.format(
            N_("Review of {player} in {game} (seed {seed})"),
            player=names[reviewed.seat],
            game=t.gettext(game.title),
            seed=final.seed,
        )
        + "\n",
        style="bold",
    )
    out.append(
        t.format(
            N_(
                "{count} decisions with a choice ({forced} with one move are left out), each"
                " judged from what the seat knew then: {playouts} playouts a decision, review"
                " seed {seed}."
            ),
            count=len(reviewed.decisions),
            forced=reviewed.forced,
            playouts=reviewed.playouts,
            seed=reviewed.seed,
        )
        + "\n\n"
    )
    scale = N_("Outlook") if solo else N_("Chance of winning")
    out.append(t.gettext(scale), style="bold")
    out.append(" " + t.gettext(N_("after each decision (█ the estimate, ░ its 95% band)")) + "\n")
    out.append_text(chart(reviewed.decisions, min(CHART_WIDEST, max(20, width - 8))))
    if solo:
        out.append(
            t.gettext(N_("(A win counts 100%; a loss counts under 50%, more for a better score.)"))
            + "\n"
        )
    words = words_for(game)

    def line(decision: Decision, message: str, notation: str, **values: object) -> Text:
        """``message`` with the move ``notation`` in words as its ``{move}``, the notation
        dim after the line."""
        view = states[decision.index].view(reviewed.seat)
        label = move_label(words, view, notation, t, names)
        text = Text(t.format(message, move=label, **values))
        if label != notation:
            text.append(f"  {notation}", style="dim")
        return text

    def section(title: str, none: str, decisions: list[Decision], details) -> None:
        """A list of decisions: each the move played, then ``details(decision)``: the other
        move and the difference, then the reasons."""
        out.append("\n" + t.gettext(title) + "\n", style="bold")
        if not decisions:
            out.append(t.gettext(none) + "\n")
        for rank, decision in enumerate(decisions, 1):
            played = N_("{rank}. Decision {turn} (move {at} of the game): {move}")
            values = {"rank": rank, "turn": decision.turn, "at": decision.index + 1}
            out.append_text(line(decision, played, decision.played, **values))
            other, summary = details(decision)
            out.append("\n   ")
            out.append_text(other)
            out.append("\n   " + summary + "\n")
            out.append(_why(decision, t, names[reviewed.seat]))

    def costly(decision: Decision) -> tuple[Text, str]:
        summary = t.format(
            N_("{before} → {after} ({difference} points, ±{error})"),
            before=_percent(decision.chance.mean),
            after=_percent(decision.best_chance.mean),
            difference=f"+{100 * decision.loss.mean:.0f}",
            error=_points(Z95 * decision.loss.error),
        )
        return line(decision, N_("Better: {move}"), decision.best), summary

    def found(decision: Decision) -> tuple[Text, str]:
        summary = t.format(
            N_("{difference} points better (±{error})"),
            difference=f"{100 * decision.gain.mean:.0f}",
            error=_points(Z95 * decision.gain.error),
        )
        return line(decision, N_("The obvious move: {move}"), decision.obvious or ""), summary

    section(
        N_("Turning points"),
        N_("None: no move played cost a clear margin."),
        reviewed.turning_points(),
        costly,
    )
    section(
        N_("Good moves"),
        N_("None: no move beat the obvious one by a clear margin."),
        reviewed.finds(),
        found,
    )
    return out


def chart(decisions: tuple[Decision, ...], width: int) -> Text:
    """The chance after each decision, a column each (decisions sharing a column when there
    are more than ``width``): █ in the row of the estimate, ░ in the rows its band reaches."""
    if not decisions:
        return Text("")
    columns = min(width, len(decisions))
    groups = [
        decisions[c * len(decisions) // columns : (c + 1) * len(decisions) // columns]
        for c in range(columns)
    ]
    cells = []
    for group in groups:
        mean = sum(d.chance.mean for d in group) / len(group)
        error = max(d.chance.error for d in group)
        cells.append((mean, mean - Z95 * error, mean + Z95 * error))
    text = Text()
    for row in reversed(range(CHART_ROWS)):
        low, high = row / CHART_ROWS, (row + 1) / CHART_ROWS
        text.append(f"{100 * high:4.0f}% ┤" if row % 2 else "      │")
        for mean, lower, upper in cells:
            top = high if row < CHART_ROWS - 1 else high + 1e-9  # 100% lands in the top row
            if low <= mean < top:
                text.append("█", style="bold")
            elif lower < top and upper >= low:
                text.append("░", style="dim")
            else:
                text.append(" ")
        text.append("\n")
    first, last = decisions[0].turn, decisions[-1].turn
    axis = f"{first}".ljust(columns - len(str(last))) + f"{last}"
    text.append("      └" + "─" * columns + "\n")
    text.append("       " + axis + "\n")
    return text


def _why(decision: Decision, t: Translator, player: str) -> str:
    """The decision's reasons in the game's facts, a line each (none: nothing clear)."""
    return "".join(
        "   " + t.format(reason.says, amount=f"{reason.amount:.1f}", player=player) + "\n"
        for reason in decision.why
    )


def _points(value: float) -> str:
    """A margin in percentage points: one decimal under 1 (so a small error is not "±0")."""
    return f"{100 * value:.1f}" if value < 0.01 else f"{100 * value:.0f}"


def _percent(value: float) -> str:
    return f"{100 * value:.0f}%"
