"""Step through a saved game: Enter = next move, b = back, q = quit; or jump to the end.

On a terminal each position replaces the last one in place (``Page``, as in play): the move
lines stay above it, so the scrollback reads as the moves stepped through, one board below.

The game is a saved game file, or one game of a ``simulate --out`` file (``--game N``). It is
replayed whole first, so a corrupt or illegal record fails with its RecordError before anything
is shown; the positions are then rebuilt one move at a time from the record, using only the
engine contract.

Each move is captioned in words: the seat's name and what the move did, as its maker saw the
position (the game is over, its record open), the notation dim after them. A record does not
say who sat where: its seats read "Player 1", "Player 2"... unless ``--seats`` says who played
(``human,bot:random``, as ``tabletop play`` takes it), and a ``simulate --out`` game names its
bots ("Bot 2 (random)") as the file lists them.
"""

from __future__ import annotations

from pathlib import Path

from rich.console import Console
from rich.text import Text

from tabletop.engine import ConfigError, RecordError, State, load, replay
from tabletop.i18n import N_, Translator
from tabletop.i18n.common import ERRORS
from tabletop.present import EN, move_label, words_for
from tabletop.present.names import display_names
from tabletop.present.screens import screen_for
from tabletop.sim import game_record
from tabletop.sim.files import read_games

from .page import Page
from .play import parse_seats


def positions_of(final: State) -> tuple[list[State], list[tuple[int, str]]]:
    """Every position of the game that led to ``final`` (start first), and the moves between
    them."""
    record = final.record()
    state = replay({**record, "actions": []})
    states = [state]
    moves = final.actions_taken()
    for player, notation in moves:
        state = state.clone()
        state.apply(player, notation)
        states.append(state)
    return states, moves


def game_of(path: str | Path, game: int | None = None) -> tuple[State, list[str | None]]:
    """The saved game, or game ``game`` of a ``simulate --out`` file, replayed to its end; and
    who sat where as far as the file says: a ``simulate --out`` game lists its bots, a saved
    game does not (None: a person, or nobody knows)."""
    if game is None:
        final = _final(path)
        return final, [None] * final.game.num_players
    for line in read_games(path):
        if line.get("index") == game:
            final = replay(line["record"])
            listed = line.get("seats")
            players = final.game.num_players
            if not isinstance(listed, list) or len(listed) != players:
                listed = [None] * players
            return final, [bot if isinstance(bot, str) else None for bot in listed]
    return replay(game_record(path, game)), []  # game_record raises, naming the games held


def _final(path: str | Path) -> State:
    try:
        return load(path)
    except RecordError as error:
        if str(path).endswith((".jsonl", ".jsonl.gz", ".gz")):
            hint = ERRORS["games_file_hint"]
            raise RecordError(msgid=hint, values={"error": error}) from None
        raise


def caption(
    states: list[State],
    moves: list[tuple[int, str]],
    at: int,
    t: Translator = EN,
    names: list[str] | None = None,
) -> Text:
    """The line over position ``at`` (from 1): the move that led to it in words, with the
    seat's name (``names``, else "Player 1"...), its notation dim after them."""
    state = states[at]
    player, notation = moves[at - 1]
    words = words_for(state.game.descriptor)
    names = names or display_names([(None, None)] * state.game.num_players, t)
    label = move_label(words, states[at - 1].view(player), notation, t, names)
    message = N_("Move {at}/{count} — {player}: {move}")
    said = t.format(message, at=at, count=len(moves), player=names[player], move=label)
    title = Text(said, style="bold")
    if label != notation:
        title.append("  " + notation, style="dim")
    return title


def show(
    page: Page,
    states: list[State],
    moves: list[tuple[int, str]],
    at: int,
    seat: int | None,
    t: Translator = EN,
    names: list[str] | None = None,
) -> None:
    """Position ``at`` with the move that led to it, and the result once the game is over,
    in ``t``'s language, the seats by ``names`` (else "Player 1"...)."""
    state = states[at]
    screen = screen_for(state.game.descriptor)
    if at:
        title = caption(states, moves, at, t, names)
    else:
        title = Text(
            t.format(
                N_("start of {game}, seed {seed} (moves: {count})"),
                game=t.gettext(state.game.descriptor.title),
                seed=state.seed,
                count=len(moves),
            ),
            style="bold",
        )
    page.new_screen()
    page.say(title)  # (not a rule's title, which would cut a long move short)
    parts = [screen.render(state.view(seat), t, names=names)]
    if state.is_over:
        parts.append(screen.render_result(state.result.to_dict(), t, names=names))
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
    seats: str | None = None,
) -> int:
    """Show a saved game from ``seat``'s side (default: the solo seat, or the table's); the
    seats named as ``seats`` says who played them (``human,bot:random``), else as the file
    says."""
    final, bots = game_of(path, game)
    states, moves = positions_of(final)
    players = final.game.num_players
    if seats is not None:
        bots = [played.bot for played in parse_seats(seats, players)]
    names = display_names([(None, bot) for bot in bots], t)
    if seat is None:
        seat = 0 if players == 1 else None
    elif not 0 <= seat < players:
        if players == 1:
            raise ConfigError(msgid=ERRORS["replay_seat_solo"])
        raise ConfigError(msgid=ERRORS["replay_seat"], values={"last": players - 1})
    page = Page(console)
    if to_end:
        show(page, states, moves, len(moves), seat, t, names)
        return 0
    at = 0
    show(page, states, moves, at, seat, t, names)
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
        show(page, states, moves, at, seat, t, names)
