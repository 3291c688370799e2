"""Step through a saved game: Enter = next move, b = back, q = quit; or jump to the end.

On a terminal each position replaces the last one in place (``Page``, as in play): the move
lines stay above it, so the scrollback reads as the moves stepped through, one board below.

The game is a saved game file, or one game of a ``simulate --out`` file (``--game N``). It is
replayed whole first, so a corrupt or illegal record fails with its RecordError before anything
is shown; the positions are then rebuilt one move at a time from the record, using only the
engine contract.
"""

from __future__ import annotations

from pathlib import Path

from rich.console import Console
from rich.rule import Rule
from rich.text import Text

from tabletop.engine import ConfigError, RecordError, State, load, replay
from tabletop.i18n import N_, Translator
from tabletop.i18n.common import ERRORS
from tabletop.present import EN, words_for
from tabletop.sim import game_record

from .page import Page
from .screens import screen_for


def positions(
    path: str | Path, game: int | None = None
) -> tuple[list[State], list[tuple[int, str]]]:
    """Every position of the saved game, or of game ``game`` of a ``simulate --out`` file
    (start first), and the moves between them."""
    final = _final(path) if game is None else replay(game_record(path, game))
    record = final.record()
    state = replay({**record, "actions": []})
    states = [state]
    moves = final.actions_taken()
    for player, notation in moves:
        state = state.clone()
        state.apply(player, notation)
        states.append(state)
    return states, moves


def _final(path: str | Path) -> State:
    try:
        return load(path)
    except RecordError as error:
        if str(path).endswith((".jsonl", ".jsonl.gz", ".gz")):
            hint = ERRORS["games_file_hint"]
            raise RecordError(msgid=hint, values={"error": error}) from None
        raise


def show(
    page: Page,
    states: list[State],
    moves: list[tuple[int, str]],
    at: int,
    seat: int | None,
    t: Translator = EN,
) -> None:
    """Position ``at`` with the move that led to it, and the result once the game is over,
    in ``t``'s language (the moves in notation)."""
    state = states[at]
    screen = screen_for(state.game.descriptor)
    if at:
        player, notation = moves[at - 1]
        words = words_for(state.game.descriptor).describe_move(
            states[at - 1].view(player), notation, t
        )
        message = (
            N_("move {at}/{count}: player {player} {move}")
            if state.game.num_players > 1
            else N_("move {at}/{count}: {move}")
        )
        title = t.format(message, at=at, count=len(moves), player=player, move=notation)
        title += f" ({words})" if words else ""
    else:
        title = t.format(
            N_("start of {game}, seed {seed} (moves: {count})"),
            game=t.gettext(state.game.descriptor.title),
            seed=state.seed,
            count=len(moves),
        )
    page.new_screen()
    page.say(Rule(Text(title), align="left"))
    parts = [screen.render(state.view(seat), t)]
    if state.is_over:
        parts.append(screen.render_result(state.result.to_dict(), t))
    elif at == len(moves):
        parts.append(
            t.format(
                N_("The record ends here, before the game is over (moves: {count})."),
                count=len(moves),
            )
        )
    page.draw(*parts)


def run(
    path: str,
    console: Console,
    to_end: bool,
    seat: int | None = None,
    game: int | None = None,
    t: Translator = EN,
) -> int:
    """Show a saved game from ``seat``'s side (default: the solo seat, or the table's)."""
    states, moves = positions(path, game)
    players = states[0].game.num_players
    if seat is None:
        seat = 0 if players == 1 else None
    elif not 0 <= seat < players:
        if players == 1:
            raise ConfigError(msgid=ERRORS["replay_seat_solo"])
        raise ConfigError(msgid=ERRORS["replay_seat"], values={"last": players - 1})
    page = Page(console)
    if to_end:
        show(page, states, moves, len(moves), seat, t)
        return 0
    at = 0
    show(page, states, moves, at, seat, t)
    while True:
        try:
            key = page.ask(t.gettext(N_("Enter = next, b = back, q = quit> "))).strip().lower()
        except EOFError:
            return 0
        if key == "q":
            return 0
        if key == "b":
            if at == 0:
                page.say(t.gettext(N_("Already at the start.")))
                continue
            at -= 1
        elif key:
            page.say(t.gettext(N_("Enter = next move, b = back, q = quit.")))
            continue
        elif at == len(moves):
            return 0
        else:
            at += 1
        show(page, states, moves, at, seat, t)
