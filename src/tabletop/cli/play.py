"""The terminal game loop for any game: seats, screen, numbered menu, input, undo and save.

It knows only the engine contract; what a position looks like comes from the game's
screen module (:mod:`tabletop.present.screens`), so a new game plugs in with one renderer.
Seats are people or bots. With two or more people on one screen (hot-seat), the screen is
cleared and a "pass to player N" prompt shown before each person's private screen, so
nobody sees another's secrets. A bot's move is announced without its notation, because
in a secret phase the notation is the secret; its public effects show on the next screen.
"""

from __future__ import annotations

import os
from contextlib import suppress
from dataclasses import dataclass
from importlib import import_module

from rich.console import Console, Group, RenderableType
from rich.table import Table
from rich.text import Text

from tabletop import bots
from tabletop.engine import ConfigError, Error, GameDescriptor, IllegalAction, State, save
from tabletop.i18n import N_, Translator
from tabletop.i18n.common import COMMANDS, ERRORS, SEAT_NAMES, TERMINAL, WORDS
from tabletop.present import EN, move_label, moves_in_words, notation_example, words_for
from tabletop.present.log import SeatLog, render
from tabletop.present.names import display_names
from tabletop.present.screens import screen_for
from tabletop.present.undo import undo_refusal

from .coach import MARK, Coach
from .page import Page

# The prompts (msgids: shown in the session's language, the answer typed a space after them).
PROMPT = TERMINAL["prompt"]
OVER_PROMPT = TERMINAL["over_prompt"]
ERASE_SCROLLBACK = "\x1b[3J"  # clear() leaves the scrollback, where a hot-seat screen stays
# The commands as typed (English in every language) and the msgid of their help; a move by its
# notation comes second, with the game's own example.
COMMAND_LINES = (
    ("undo", "undo"),
    ("hint", "hint"),
    ("save FILE", "save"),
    ("rules", "rules"),
    ("help", "help"),
    ("quit", "quit"),
)


def commands_help(t: Translator = EN, example: str | None = None) -> Group:
    """``help``'s list of commands in ``t``'s language; the commands themselves stay as typed.
    ``example``: a move in the game's notation (:func:`tabletop.present.notation_example`);
    without one (the game is over) the lines on playing a move are left out. A description
    too long for a line goes on under itself, not at column 0."""
    table = Table.grid(padding=(0, 1))
    table.add_column(min_width=16, no_wrap=True)  # two spaces, the command, one space
    table.add_column()
    typed = [("3", "number"), (example, "notation")] if example else []
    for command, key in [*typed, *COMMAND_LINES]:
        table.add_row(Text(f"  {command}"), Text(t.format(COMMANDS[key], number=3)))
    return Group(Text(t.gettext(COMMANDS["heading"])), table)


@dataclass(frozen=True)
class Seat:
    """Who plays a seat: a person, or a bot by name (``bot:random``)."""

    bot: str | None = None

    @property
    def label(self) -> str:
        return f"bot:{self.bot}" if self.bot else "human"


def parse_seats(text: str | None, players: int) -> list[Seat]:
    """``"human,bot:random"`` -> seats; default: a person in every seat."""
    if text is None:
        return [Seat() for _ in range(players)]
    seats = []
    for word in (w.strip() for w in text.split(",")):
        if word == "human":
            seats.append(Seat())
        elif word.startswith("bot:"):
            bots.from_spec(word[4:], 0)  # refuse an unknown bot or option now
            seats.append(Seat(word[4:]))
        else:
            choices = ", ".join(["human", *(f"bot:{b}" for b in bots.names())])
            raise ConfigError(
                msgid=ERRORS["unknown_seat"], values={"seat": repr(word), "choices": choices}
            )
    if len(seats) != players:
        msgid = ERRORS["seats_one_player"] if players == 1 else ERRORS["seats_players"]
        raise ConfigError(msgid=msgid, values={"players": players, "count": len(seats)})
    return seats


class Session:
    """The game in progress, its seats, and the earlier positions undo may return to."""

    def __init__(self, state: State, seats: list[Seat], seed: int) -> None:
        self.state = state
        self.seats = seats
        self.bots = {
            p: bots.from_spec(seat.bot, seed + p) for p, seat in enumerate(seats) if seat.bot
        }
        self.past: list[tuple[State, int, SeatLog]] = []
        self.words: Translator = EN  # the language of everything the session says
        self._public = state.public_picture()
        # The log printed as the game goes: the one person's seat's, else (hot-seat, bots
        # only) the table's public one, so nobody's secret lands in the shared scrollback.
        people = self.people
        self.log = SeatLog(state, people[0] if len(people) == 1 else None)
        self.logged = 0  # how many of the log's entries were printed

    def names(self) -> list[str]:
        """Every seat's display name in the session's language ("Player 1", "Bot 2 (random)")."""
        return display_names([(None, seat.bot) for seat in self.seats], self.words)

    def new_log_lines(self) -> list[str]:
        """The log entries not printed yet, in words; from now on they count as printed."""
        fresh = self.log.entries[self.logged :]
        self.logged = len(self.log.entries)
        names = self.names()
        return [render(entry, self.words, names) for entry in fresh]

    def play(self, player: int, move) -> bool:
        """Apply ``move``; an illegal one raises IllegalAction and changes nothing. Returns
        whether everybody can see that a move was made (not a secret step)."""
        before, log_before = self.state.clone(), self.log.copy()
        self.state.apply(player, move)
        self.past.append((before, player, log_before))
        self.log.advance(player, self.state.actions_taken()[-1][1], self.state)
        public, self._public = self._public, self.state.public_picture()
        return public != self._public

    def undo(self, player: int) -> str | None:
        """Go back one move of ``player`` if that reveals nothing new; otherwise say why not
        (a msgid)."""
        if not self.past:
            return undo_refusal(player, None, 0, 0)
        before, mover, log_before = self.past[-1]
        refused = undo_refusal(player, mover, before.reveal_count, self.state.reveal_count)
        if refused:
            return refused
        self.state, self.log = before, log_before
        self.logged = min(self.logged, len(log_before.entries))
        self.past.pop()
        self._public = before.public_picture()
        return None

    @property
    def people(self) -> list[int]:
        return [p for p, seat in enumerate(self.seats) if not seat.bot]


def run(
    state: State,
    console: Console,
    seats: list[Seat] | None = None,
    show_seed: bool = True,
    t: Translator = EN,
    coach: Coach | None = None,
) -> int:
    """Play ``state`` to the end (or until quit) in the terminal; returns the exit code.

    ``show_seed``: name the seed at the start (one the player chose); a drawn one is named
    only at the end, since it tells every hidden card. ``t``: the language of every word shown
    (the notation typed and shown stays as it is). ``coach``: a lesson (``tabletop learn``)
    guides the person's seat, and the bots play its script while it lasts."""
    seats = seats or [Seat() for _ in range(state.game.num_players)]
    page = Page(console)
    session = Session(state, seats, state.seed)
    session.words = t
    screen = screen_for(state.game.descriptor)
    hot_seat = len(session.people) > 1
    game = t.gettext(coach.lesson.title) if coach else _game_name(state, t)
    if show_seed:
        console.print(t.format(TERMINAL["start_seed"], game=game, seed=state.seed), markup=False)
    else:
        console.print(t.format(TERMINAL["start"], game=game), markup=False)
    shown_to: int | None = None  # whose private screen is on display
    announced: set[int] = set()  # the bots said to have moved since a person last chose
    show = True
    while True:
        state = session.state
        if state.is_over:
            if show:
                page.new_screen()
                _print_log(console, session)
                if coach and (news := coach.news(state, t)) is not None:
                    page.say(news)
                _show_end(page, screen, session)
            show = _end_command(page, session)
            if show is None:
                return 0
            shown_to = None
            continue
        waiting = {p for p in state.to_move if coach and coach.waits(state, p)}
        player = next((p for p in state.to_move if p in session.bots and p not in waiting), None)
        if player is not None:
            move = coach.scripted(state, player) if coach else None
            move = move or session.bots[player].choose(state, player)
            # A secret step (a pick, a setting move) is not announced: its count is secret.
            # A bot's run of moves is said once (the log lines tell what each move was).
            if session.play(player, move) and len(seats) > 1 and player not in announced:
                announced.add(player)
                name = session.names()[player]
                page.say(t.format(TERMINAL["moved"], name=name), markup=False)
            show = True
            continue
        player = state.to_move[0]
        if hot_seat and shown_to != player:
            _pass_to(console, session.names()[player], t)
            page.forget()  # the wiped screen is not redrawn, nor its talk said again
            show = True
        shown_to = player
        if show:
            page.new_screen()
            _print_log(console, session)  # after a hot-seat wipe: the next person reads it
            if coach and (news := coach.news(state, t)) is not None:
                page.say(news)  # once, before the screen: it stays in the scrollback
            _show(page, screen, session, player, coach)
        announced.clear()
        try:
            line = page.ask(t.gettext(PROMPT) + " ").strip()
        except EOFError:
            line = "quit"
        show = _command(page, session, player, line)
        if show is None:
            left = TERMINAL["left_unsaved"] if state.game.num_players == 1 else TERMINAL["left"]
            page.say(t.gettext(left))
            return 0


def _command(page: Page, session: Session, player: int, line: str) -> bool | None:
    """Carry out one line of input; True = redraw, None = quit."""
    t = session.words
    word, _, arg = line.partition(" ")
    word = word.lower()
    legal = [a.notation for a in session.state.legal_actions(player)]
    if word == "quit":
        return None
    if word == "help":
        words = words_for(session.state.game.descriptor)
        example = notation_example(words, legal)
        notation = Text(t.gettext(words.NOTATION_HELP))
        page.say(Group(commands_help(t, example), Text(), notation))
    elif word == "rules":
        page.say(rules(session.state.game.descriptor, t))
    elif word == "undo":
        refused = session.undo(player)
        page.say(t.gettext(refused or TERMINAL["undone"]))
        return refused is None
    elif word == "save":
        _save(page, session.state, arg.strip(), t)
    elif word == "hint":
        try:
            page.say(_hint(session.state, player, t, session.names()))
        except KeyboardInterrupt:  # Ctrl-C while the advisor thinks: no hint, the game goes on
            page.say(t.gettext(TERMINAL["hint_cancelled"]))
    elif line.removeprefix("-").isdecimal() and len(line) < 10:  # (not "²", not 5,000 digits)
        if 1 <= int(line) <= len(legal):
            return _play(page, session, player, legal[int(line) - 1])
        key = "no_such_move" if len(legal) > 1 else "no_such_move_one"  # (not "choose 1-1")
        page.say(t.format(TERMINAL[key], number=line, count=len(legal)))
    elif line:
        return _play(page, session, player, line)
    return False


def _end_seat(session: Session) -> int | None:
    """Whose view ends the game: the one person's (or the solo seat), else the table's."""
    if session.state.game.num_players == 1:
        return 0
    people = session.people
    return people[0] if len(people) == 1 else None


def _show_end(page: Page, screen, session: Session) -> None:
    t = session.words
    view = session.state.view(_end_seat(session))
    parts: list[RenderableType] = [screen.render(view, t, names=session.names())]
    result = session.state.result.to_dict()
    # The game's own result says the scores as the game means them (体力 left, HP, points):
    # no second, shared table of bare "scores" after it.
    parts.append(screen.render_result(result, t, names=session.names()))
    parts.append(Text(t.format(TERMINAL["game_over"], seed=session.state.seed)))
    page.draw(*parts)


def _end_command(page: Page, session: Session) -> bool | None:
    """After the game: help, save, undo (one person's last move); anything else leaves."""
    try:
        line = page.ask(session.words.gettext(OVER_PROMPT) + " ").strip()
    except EOFError:
        return None
    t = session.words
    word, _, arg = line.partition(" ")
    word = word.lower()
    seat = _end_seat(session)
    if word == "help":
        page.say(commands_help(t))  # no move to type any more
    elif word == "rules":
        page.say(rules(session.state.game.descriptor, t))
    elif word == "save":
        _save(page, session.state, arg.strip(), t)
    elif word == "undo" and seat is not None:
        refused = session.undo(seat)
        page.say(t.gettext(refused or TERMINAL["undone"]))
        return refused is None
    else:
        return None
    return False


def _print_log(console: Console, session: Session) -> None:
    """Print the log's new entries, so the scrollback tells the game's story."""
    for line in session.new_log_lines():
        console.print(Text("· " + line, style="dim"))


def _pass_to(console: Console, name: str, t: Translator = EN) -> None:
    """Hot-seat: hide the last person's screen and wait for the next one (``name``) to sit down."""
    _wipe(console)
    with suppress(EOFError):
        console.input(t.format(TERMINAL["pass_to"], name=name) + " ")
    _wipe(console)


def _wipe(console: Console) -> None:
    """Clear the screen and, in a terminal, its scrollback, where the last screen would stay."""
    console.clear()
    if console.is_terminal:
        console.file.write(ERASE_SCROLLBACK)
        console.file.flush()


def _play(page: Page, session: Session, player: int, move: str) -> bool:
    t = session.words
    names = session.names()
    words = words_for(session.state.game.descriptor)
    view = session.state.view(player)  # the move is worded as its maker saw the position
    try:
        session.play(player, move)
    except IllegalAction:  # the engine's English is for Python callers: say it in t's words
        page.say(_refusal(session.state, player, move, t, names), markup=False)
        return False
    taken = session.state.actions_taken()[-1][1]  # as the engine wrote it (typed in any case)
    # Not numbered: a count of all moves would count the other players' secret steps.
    label = move_label(words, view, taken, t, names)
    said = t.format(TERMINAL["player_moves"], name=names[player], move=label)
    page.say(Text(said, style="bold"))  # (a rule's title would cut a long move short)
    return True


def _refusal(state: State, player: int, move: str, t: Translator, names: list[str]) -> str:
    """Why ``move`` (as typed) cannot be played, with the moves that can, in words."""
    words = words_for(state.game.descriptor)
    view = state.view(player)
    legal = [move_label(words, view, a.notation, t, names) for a in state.legal_actions(player)]
    return t.format(ERRORS["move_refused"], move=move, moves=moves_in_words(legal, t))


def _show(page: Page, screen, session: Session, player: int, coach: Coach | None = None) -> None:
    """The position as ``player`` sees it, then their numbered menu; with a ``coach``, the
    lesson's words above the menu and the move it asks for marked (bold, after a ▶)."""
    state = session.state
    t = session.words
    view = state.view(player)
    names = session.names()
    parts: list[RenderableType] = [screen.render(view, t, names=names)]
    words = words_for(state.game.descriptor)
    # Words first: each move's label, its notation dim after it (what may be typed instead).
    menu = Table.grid(padding=(0, 2))
    menu.add_column(justify="right")
    menu.add_column()
    menu.add_column(style="dim")
    asked = coach.asks(state) if coach else None
    for number, action in enumerate(state.legal_actions(player), start=1):
        label = move_label(words, view, action.notation, t, names)
        # (a move without words shows none; nor does a lesson's menu: its learner reads words)
        mark = action.notation if label != action.notation and asked is None else ""
        if action.notation.lower() == asked:
            menu.add_row(Text(f"{MARK} {number}", style="bold"), Text(label, style="bold"), mark)
        else:
            menu.add_row(str(number), Text(label), mark)
    if coach and (told := coach.panel(state, t)) is not None:
        parts.append(told)
    if state.game.num_players > 1:  # the reader is the seat to move: named, and "you"
        you = t.format(SEAT_NAMES["you"], name=names[player])
        parts.append(Text(t.format(TERMINAL["to_move"], name=you)))
    page.draw(*parts, menu)


def _hint(state: State, player: int, t: Translator = EN, names: list[str] | None = None) -> Table:
    """The advisor: the game's strongest search (``bots.advisor``) from ``player``'s
    information only (it determinizes their view), its best move first; each move in words,
    its notation dim after them."""
    # Seeded by the player's own move count: the count of all moves holds others' secret steps.
    mine = sum(1 for mover, _ in state.actions_taken() if mover == player)
    solo = state.game.num_players == 1
    estimates = bots.advisor(state, mine).analyse(state, player)
    searched = sum(e.visits for e in estimates)
    table = Table(title=t.format(TERMINAL["hint_title"], count=searched))
    table.add_column(t.gettext(TERMINAL["hint_move"]))
    table.add_column(t.gettext(TERMINAL["hint_tried"]), justify="right")
    value = TERMINAL["hint_outlook"] if solo else TERMINAL["hint_win_rate"]
    table.add_column(t.gettext(value), justify="right")
    words = words_for(state.game.descriptor)
    view = state.view(player)
    for estimate in estimates[:5]:
        move = Text(move_label(words, view, estimate.notation, t, names))
        if move.plain != estimate.notation:
            move.append("  " + estimate.notation, style="dim")
        table.add_row(move, str(estimate.visits), f"{100 * estimate.value:.0f}%")
    return table


def _save(page: Page, state: State, path: str, t: Translator = EN) -> None:
    if not path:
        page.say(t.gettext(TERMINAL["save_usage"]))
        return
    if state.game.num_players > 1 and not state.is_over:  # as the server keeps its records
        page.say(t.gettext(TERMINAL["save_later"]))
        return
    try:
        save(state, os.path.expanduser(path))
    except Error as exc:
        page.say(t.format(TERMINAL["save_failed"], error=exc), markup=False)
        return
    page.say(t.format(TERMINAL["saved"], path=path), markup=False)


def _game_name(state: State, t: Translator) -> str:
    """The game's title in ``t``'s language (a plug-in game's own title as it is)."""
    return t.gettext(state.game.descriptor.title)


def rules(game: GameDescriptor, t: Translator = EN) -> RenderableType:
    """The game's "How to play" (its texts module's), in ``t``'s language: the ``rules``
    command of a game in play and ``tabletop rules GAME`` outside one."""
    try:
        texts = import_module(f"{game.package}.texts")
    except ImportError:
        texts = None
    sections = getattr(texts, "how_to_play", None)
    if sections is None:  # a plug-in game without words of its own
        return Text(t.gettext(NO_RULES))
    title = t.gettext(game.title)  # (a plug-in game's own title as it is)
    parts: list[RenderableType] = [
        Text(t.format(WORDS["how_to_play_game"], game=title), style="bold")
    ]
    for heading, paragraphs in sections():
        parts.append(Text(t.gettext(heading), style="bold cyan"))
        # a grid, not "  • " + text: a paragraph of CJK is one long word that would wrap whole
        points = Table.grid(padding=(0, 1))
        points.add_column(width=3, justify="right")
        points.add_column(overflow="fold")
        for paragraph in paragraphs:
            points.add_row("•", t.gettext(paragraph))
        parts.append(points)
    return Group(*parts)


NO_RULES = N_("This game has no How to play: its menu and help show its moves.")
