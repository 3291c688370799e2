"""Command-line wiring (click): parse options, call the module that does the work.

``main`` turns every user mistake (click usage errors, tabletop.Error) into one line on
stderr and a non-zero exit code, so a person never sees a traceback for a typo.
"""

from __future__ import annotations

import json
import math
import os
import secrets
import shlex
import signal
import sys
import time
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from contextvars import ContextVar
from pathlib import Path
from typing import Any

import click
from click.core import ParameterSource
from rich.console import Console
from rich.progress import Progress

import tabletop
from tabletop import bots, compiled, sim
from tabletop.bench import run as run_bench
from tabletop.engine import ConfigError, Error, OptionError
from tabletop.engine.descriptor import Option
from tabletop.engine.errors import OPTION_CHOICE
from tabletop.engine.jsonfile import read_json
from tabletop.i18n import N_, Translator, resolve_locale, translator
from tabletop.i18n.common import ERRORS, REPORT
from tabletop.kit import new as kit_new
from tabletop.present.lesson import lesson_named
from tabletop.sim import cluster as sim_cluster
from tabletop.sim import report as sim_report
from tabletop.sim.tournament import check as tournament_check
from tabletop.sim.tournament import play as tournament_play

from . import play as play_loop
from . import replay as replay_viewer
from . import review as game_review
from .coach import Coach
from .linebreak import break_lines_by_kinsoku
from .worded import (
    FloatRange,
    IntRange,
    WordedGroup,
    WordedOption,
    lang_on_line,
    option,
    route_click_words,
    speaking,
    usage_message,
    version_option,
)

route_click_words()  # click's own words (usage, --help, its errors) in the command's language


def _console() -> Console:
    """The console of a command's output: Japanese and Chinese lines (table cells too) break
    where they may (cli/linebreak.py), never inside a word, a number or a name in brackets."""
    console = Console(highlight=False)
    break_lines_by_kinsoku(console, _words().locale)
    return console


def cluster_option(command):
    """``--cluster``: run the games as Ray tasks instead of local processes."""
    return option(
        "--cluster",
        metavar="ray|auto|ray://HOST:PORT",
        help=N_(
            "Play on Ray: a local Ray for this run, the running cluster, or one at an address "
            "(pip install '.[cluster]'). Same games and results as --jobs."
        ),
    )(command)


@contextmanager
def _ray_session(cluster: str | None, jobs: int | None) -> Iterator[None]:
    """Ray connected for the whole command when --cluster is given (started once)."""
    if cluster is None:
        yield
        return
    with sim_cluster.session(cluster, jobs):
        yield


def _progress() -> Progress:
    """A progress bar on stderr, shown only in a terminal: stdout keeps the report alone."""
    bar = Console(stderr=True)
    return Progress(console=bar, transient=True, disable=not bar.is_terminal)


LOCALE_KEY = "tabletop.locale"
# The --lang of the running command, for main's error line (click's context is gone by then).
_CHOSEN_LOCALE: ContextVar[str | None] = ContextVar("tabletop_cli_locale", default=None)
LANG_HELP = N_(
    "Language of what is shown: ja, zh or en (default: LANGUAGE, LC_ALL, LC_MESSAGES, LANG)."
)


def _choose_lang(ctx: click.Context, _param: click.Parameter, value: str | None) -> None:
    """``--lang``, on the group or a command (the command's wins): checked at once, so an
    unknown language is the first error, naming the choices."""
    if value is not None:
        ctx.meta[LOCALE_KEY] = resolve_locale(value)
        _CHOSEN_LOCALE.set(ctx.meta[LOCALE_KEY])


def lang_option() -> click.Option:
    return WordedOption(
        ["--lang"],
        metavar="ja|zh|en",
        is_eager=True,
        expose_value=False,
        callback=_choose_lang,
        help=LANG_HELP,
    )


def _words() -> Translator:
    """The translator of this command: its --lang, else the group's, else the environment's."""
    ctx = click.get_current_context(silent=True)
    chosen = ctx.meta.get(LOCALE_KEY) if ctx is not None else None
    return translator(chosen or resolve_locale(None))


@click.group(
    cls=WordedGroup,
    context_settings={"help_option_names": ["-h", "--help"]},
    help=N_("Play and study tabletop games: Friday, Gun Rain and Kung Fu."),
)
@version_option(tabletop.__version__)
def cli() -> None:
    """The group: each command is a function below."""


cli.params.append(lang_option())


# TRANSLATORS: after tabletop new; the commands to go on with follow, one a line.
NEW_WRITTEN = N_("Wrote the game {game} in {path} ({count} files). Next:")

# TRANSLATORS: between an option's possible values, as typed (1|2|3|4).
CHOICE_SEPARATOR = N_("|")
# TRANSLATORS: a game's number of players, from low to high ("2-5").
PLAYER_RANGE = N_("{low}-{high}")


def _option_in_words(option: Option, t: Translator) -> str:
    """An option as typed (``level=1``) with its possible values in the language's brackets
    and separator (``level=1 (1|2|3|4)``, full width in ja and zh); a file option is optional."""
    if option.is_file:
        return t.format(N_("{option} (optional)"), option=f"{option.name}=FILE")
    typed = f"{option.name}={_text(option.default)}"
    if not option.choices:
        return typed
    choices = t.gettext(CHOICE_SEPARATOR).join(map(_text, option.choices))
    return t.format(N_("{option} ({choices})"), option=typed, choices=choices)


@cli.command(help=N_("List the registered games and their options."))
def games() -> int:
    t = _words()
    for name, described in tabletop.engine.descriptors().items():
        options = t.gettext(N_(", ")).join(_option_in_words(o, t) for o in described.options)
        low, high = described.min_players, described.max_players
        players = str(low) if low == high else t.format(PLAYER_RANGE, low=low, high=high)
        # the name and options stay as typed; a plug-in game's summary is its own words
        summary = t.gettext(described.summary)
        line = N_("{game}  players {players}  options: {options}  {summary}")
        options = options or t.gettext(N_("none"))
        click.echo(t.format(line, game=name, players=players, options=options, summary=summary))
    return 0


def _parse_options(pairs: tuple[str, ...]) -> dict[str, Any]:
    options: dict[str, Any] = {}
    for pair in pairs:
        key, eq, value = pair.partition("=")
        if not eq or not key:
            raise ConfigError(msgid=ERRORS["option_not_pair"], values={"pair": repr(pair)})
        key, value = key.replace("-", "_"), _option_value(value)
        if options.get(key, value) != value:
            raise ConfigError(msgid=ERRORS["option_twice"], values={"key": key})
        options[key] = value
    return options


def _unwritable(path: str, exc: OSError) -> Error:
    """The error of a file that could not be written (the system's reason stays English)."""
    values = {"path": path, "reason": exc.strerror or str(exc)}
    return Error(msgid=ERRORS["file_unwritable"], values=values)


def _text(value: Any) -> str:
    """An option value as it is typed after ``-o``: ``true``, not Python's ``True``."""
    return str(value).lower() if isinstance(value, bool) else str(value)


def _option_value(text: str) -> Any:
    """Command-line text as the option's type: integers, true/false, else the text."""
    if text.removeprefix("-").isdecimal() and len(text) < 20:  # (not "²", nor 5,000 digits)
        return int(text)
    return {"true": True, "false": False}.get(text.lower(), text)


def _read_setup(path: str | None) -> dict | None:
    if path is None:
        return None
    return read_json(path, "setup", ConfigError)


def game_options(command):
    """The options shared by every command that configures a game: ``-o KEY=VALUE`` for any
    option its descriptor declares (``tabletop games`` lists them), and ``--level``, short for
    ``-o level=N`` in games that have levels."""
    command = option(
        "-o", "--option", "extra", multiple=True, metavar="KEY=VALUE", help=N_("A game option.")
    )(command)
    return option("--level", type=int, help=N_("Short for -o level=N (Friday: 1-4)."))(command)


def _game(game: str, level, extra, seats: str | None) -> tabletop.engine.Game:
    """The configured game; with a ``players`` option the seats say how many, if not given."""
    options = _parse_options(extra)
    if level is not None:
        if "level" in options and options["level"] != level:
            values = {"level": level, "option": _text(options["level"])}
            raise ConfigError(msgid=ERRORS["level_disagrees"], values=values)
        options["level"] = level
    if seats and tabletop.engine.descriptor(game).option("players"):
        options.setdefault("players", len(seats.split(",")))
    try:
        return tabletop.make(game, **options)
    except OptionError as exc:  # in values as typed here: draft=true, not Python's True
        raise ConfigError(msgid=OPTION_CHOICE, values=exc.choice_values(_text)) from None


@cli.command(
    help=N_(
        "Play GAME in the terminal, one screen per move.\n\n"
        "Example: tabletop play friday --level 2 --seed 7\n\n"
        "Example: tabletop play gunrain --seats human,bot:random"
    )
)
@click.argument("game")
@game_options
@option("--seed", type=int, help=N_("Seed of the game; random when omitted."))
@option("--setup", metavar="FILE", help=N_("Start from a scenario (JSON setup)."))
@option(
    "--seats",
    metavar="SEATS",
    help=N_("Who plays each seat, e.g. human,bot:random (default: people in every seat)."),
)
def play(game, level, extra, seed, setup, seats) -> int:
    configured = _game(game, level, extra, seats)
    seat_list = play_loop.parse_seats(seats, configured.num_players)
    for seat in seat_list:
        if seat.bot:
            bots.check_fits(seat.bot, configured.descriptor)
    chosen = seed is not None
    if not chosen:  # a seed the screen could be matched against would tell every hidden card
        seed = secrets.randbits(62)
    state = configured.new_game(seed=seed, setup=_read_setup(setup))
    return play_loop.run(state, _console(), seat_list, show_seed=chosen, t=_words())


@cli.command(
    help=N_(
        "Learn GAME with a guided first game.\n\n"
        "A fixed deal: before each of your first decisions a sentence says what to look at and "
        "what the choice means, and the menu marks the move it asks for; any other move leaves "
        "the lesson. Then the game is yours to finish.\n\n"
        "Example: tabletop learn gunrain --lang ja"
    )
)
@click.argument("game")
def learn(game: str) -> int:
    lesson = lesson_named(game)
    seats = [play_loop.Seat(bot) for bot in lesson.seats]  # None: the learner, a person
    return play_loop.run(
        lesson.new_game(), _console(), seats, show_seed=False, t=_words(), coach=Coach(lesson)
    )


@cli.command(
    help=N_(
        "Print How to play GAME: its rules in short, as the rules command shows them in a "
        "game.\n\n"
        "Example: tabletop rules kungfu --lang ja"
    )
)
@click.argument("game")
def rules(game: str) -> int:
    _console().print(play_loop.rules(tabletop.engine.descriptor(game), _words()))
    return 0


@cli.command(
    help=N_(
        "Write a new game as a package of its own: a small card game that plays and passes "
        "tabletop's checks, each file saying what to change.\n\n"
        "Example: tabletop new mygame --dir ../mygame"
    )
)
@click.argument("game")
@option(
    "--dir",
    "folder",
    metavar="PATH",
    help=N_("Where to write it, a new or empty folder (default: tabletop-GAME here)."),
)
def new(game: str, folder: str | None) -> int:
    where = Path(folder) if folder is not None else kit_new.default_folder(game)
    written = kit_new.write(game, where)
    t = _words()
    click.echo(t.format(NEW_WRITTEN, game=game, count=len(written), path=str(where)))
    for line in (f"cd {shlex.quote(str(where))}", "pip install -e . pytest", "pytest"):
        click.echo(f"  {line}")
    click.echo(f"  tabletop play {game} --seats human,bot:ismcts")
    return 0


@cli.command(
    help=N_(
        "Play GAME many times between bots and report win rates with 95% intervals.\n\n"
        "Example: tabletop simulate friday --level 1 --seats bot:random --games 1000"
    )
)
@click.argument("game")
@game_options
@option("--seats", required=True, metavar="SEATS", help=N_("One bot per seat: bot:random,..."))
@option("--games", "count", type=IntRange(min=1), default=100, show_default=True)
@option("--jobs", type=IntRange(min=1), help=N_("Processes (default: all cores)."))
@option("--seed", type=int, default=0, show_default=True, help=N_("Seed of the whole run."))
@option(
    "--out",
    metavar="FILE",
    help=N_("Write every game (summary + record) as JSON lines, as it ends."),
)
@option(
    "--json",
    "as_json",
    is_flag=True,
    help=N_("Print the report as JSON (for scripts comparing runs) instead of tables."),
)
@option(
    "--resume",
    is_flag=True,
    help=N_("Keep the games a stopped run of the same command wrote to --out and play the rest."),
)
@option("--overwrite", is_flag=True, help=N_("Start again in an --out FILE that holds games."))
@cluster_option
def simulate(
    game,
    level,
    extra,
    seats,
    count,
    jobs,
    seed,
    out,
    as_json,
    resume,
    overwrite,
    cluster,
) -> int:
    configured = _game(game, level, extra, seats)
    names = []
    for seat in play_loop.parse_seats(seats, configured.num_players):
        if seat.bot is None:
            raise ConfigError(msgid=ERRORS["bots_only"])
        names.append(seat.bot)
    if resume and not out:
        raise ConfigError(msgid=ERRORS["resume_needs_out"])
    if resume and overwrite:
        raise ConfigError(msgid=ERRORS["resume_or_overwrite"])
    if out and not (resume or overwrite) and os.path.isfile(out) and os.path.getsize(out):
        # hours of games may be in it: replacing them takes a word
        raise ConfigError(msgid=ERRORS["out_holds_games"], values={"path": out})
    plan = sim.Plan(game, configured.options, tuple(names), count, seed)
    sim.check(plan)
    if cluster is not None:
        sim_cluster.check_address(cluster)
    games = sim.finished(plan, out) if resume else []
    console = _console()
    try:
        with (
            _sigterm_stops_like_ctrl_c(),
            _ray_session(cluster, jobs),  # before --out is opened: a Ray that fails changes nothing
            _games_file(out, games) as write,
            _progress() as bar,
        ):
            label = _words().format(REPORT["progress_games"], game=game, count=count)
            task = bar.add_task(label, total=count, completed=len(games))
            for played in sim.run(
                plan, jobs, lambda n: bar.advance(task, n), start=len(games), cluster=cluster
            ):
                write(played)
                games.append(played)
    except OSError as exc:
        raise _unwritable(out, exc) from None
    except KeyboardInterrupt:
        if out:
            kept = _words().format(ERRORS["games_kept"], count=_lines_in(out), path=out)
            click.echo(kept, err=True)
        raise
    summary = sim.summarize(plan, games)
    if as_json:
        click.echo(json.dumps(summary, indent=2))
        return 0
    console.print(sim_report.render(summary, _words()))
    if out:
        console.print(_words().format(REPORT["wrote_games"], count=len(games), path=out))
    return 0


class Terminated(KeyboardInterrupt):
    """SIGTERM (``timeout``, a batch scheduler, ``kill``) stops a run as Ctrl-C does."""


@contextmanager
def _sigterm_stops_like_ctrl_c() -> Iterator[None]:
    def stop(signum: int, frame: Any) -> None:
        raise Terminated

    previous = signal.signal(signal.SIGTERM, stop)
    try:
        yield
    finally:
        signal.signal(signal.SIGTERM, previous)


def _lines_in(path: str) -> int:
    """The whole lines in a closed games file: what a stopped run kept. Counted from the
    file, not from the games written, since a stop can land between writing a game and
    counting it."""
    if not os.path.exists(path):  # stopped before the file was opened
        return 0
    with open(path, "rb") as games:
        return sum(chunk.count(b"\n") for chunk in iter(lambda: games.read(1 << 20), b""))


@contextmanager
def _games_file(path: str | None, kept: list[dict[str, Any]]) -> Iterator[Any]:
    """A function that writes one game to ``path`` (a line, flushed, so a stopped run keeps
    every game it finished), after the ``kept`` games; none without path.

    The kept games are written to a new file that then replaces ``path`` (dropping a line a
    stop cut short), so a second stop at that moment cannot lose them."""
    if path is None:
        yield lambda game: None
        return
    if kept:
        staged = f"{path}.resume"
        with open(staged, "w", encoding="utf-8") as fresh:
            fresh.writelines(json.dumps(game) + "\n" for game in kept)
        os.replace(staged, path)
    with open(path, "a" if kept else "w", encoding="utf-8") as out:

        def write(game: dict[str, Any]) -> None:
            out.write(json.dumps(game) + "\n")
            out.flush()

        yield write


@cli.command(
    help=N_(
        "Round robin between bots with seats swapped: win-rate matrix and Elo ratings.\n\n"
        "Example: tabletop tournament gunrain --bots random,heuristic --games 100"
    )
)
@click.argument("game")
@game_options
@option("--bots", "names", required=True, help=N_("Bots to compare: random,heuristic,..."))
@option(
    "--games",
    "count",
    type=IntRange(min=1),
    default=50,
    show_default=True,
    help=N_("Games per pair and seating."),
)
@option("--jobs", type=IntRange(min=1), help=N_("Processes (default: all cores)."))
@option("--seed", type=int, default=0, show_default=True, help=N_("Seed of the whole run."))
@cluster_option
def tournament(game, level, extra, names, count, jobs, seed, cluster) -> int:
    configured = _game(game, level, extra, None)
    # bot:NAME as in --seats, or NAME
    bot_specs = [n.strip().removeprefix("bot:") for n in names.split(",")]
    for spec in bot_specs:
        bots.check_fits(spec, configured.descriptor)
    tournament_check(game, configured.options, bot_specs)  # before the progress bar shows
    if cluster is not None:
        sim_cluster.check_address(cluster)
    pairs = len(bot_specs) * (len(bot_specs) - 1) // 2
    console = _console()
    with _ray_session(cluster, jobs), _progress() as progress:
        label = _words().format(REPORT["progress_round_robin"], game=game)
        task = progress.add_task(label, total=pairs * 2 * count)
        matches = tournament_play(
            game,
            configured.options,
            bot_specs,
            count,
            seed,
            jobs,
            lambda n: progress.advance(task, n),
            cluster,
        )
    console.print(sim_report.render_tournament(game, bot_specs, matches, seed, _words()))
    return 0


def _command_line(ctx: click.Context) -> str:
    """The command as it was typed (options in a fixed order): a report names it."""
    words = ["tabletop", ctx.info_name or ""]
    for param in ctx.command.params:
        value = ctx.params.get(param.name or "")
        if ctx.get_parameter_source(param.name or "") is ParameterSource.DEFAULT or value in (
            None,
            (),
        ):
            continue
        if isinstance(param, click.Argument):
            words.append(str(value))
            continue
        flag = max(param.opts, key=len)
        for item in value if isinstance(value, tuple) else (value,):
            words += [flag] if item is True else [flag, _text(item)]
    return shlex.join(words)


@cli.command(
    help=N_(
        "Study GAME's balance over many games and write an HTML report with plots and "
        "intervals.\n\n"
        "Example: tabletop balance gunrain --games 500 --out gunrain.html"
    )
)
@click.argument("game")
@game_options
@option(
    "--games",
    "count",
    type=IntRange(min=1),
    default=200,
    show_default=True,
    help=N_("Games per setting."),
)
@option(
    "--bots",
    "names",
    default="heuristic",
    show_default=True,
    help=N_("Bots, each playing every seat of every setting: heuristic,random,..."),
)
@option("--seats", help=N_("One bot per seat instead of --bots (fixes the player count)."))
@option(
    "--vary",
    multiple=True,
    metavar="KEY=V1,V2",
    help=N_(
        "An option to sweep (repeatable); default: the sweep the game declares (docs/balance.md)."
    ),
)
@option(
    "--compare",
    multiple=True,
    metavar="KEY=VALUE",
    help=N_(
        "Play every setting again with this option changed (e.g. cards=mine.json) "
        "and test each figure's difference."
    ),
)
@option("--jobs", type=IntRange(min=1), help=N_("Processes (default: all cores)."))
@option("--seed", type=int, default=0, show_default=True, help=N_("Seed of the whole study."))
@cluster_option
@option(
    "--from",
    "from_files",
    multiple=True,
    metavar="FILE",
    help=N_(
        "Report on games a simulate --out run wrote (repeatable, one setting a file) "
        "instead of playing."
    ),
)
@option("--out", required=True, metavar="FILE", help=N_("The report: one HTML file."))
def balance(
    game,
    level,
    extra,
    count,
    names,
    seats,
    vary,
    compare,
    jobs,
    seed,
    cluster,
    from_files,
    out,
) -> int:
    from tabletop.sim import balance as study

    command = _command_line(click.get_current_context())
    if from_files:
        if extra or level or seats or vary or compare or cluster:
            raise ConfigError(msgid=ERRORS["from_takes_options"])
        played = study.load(game, list(from_files))
    else:
        settings = study.plan_settings(
            game,
            _balance_options(game, level, extra, seats),
            [n.strip().removeprefix("bot:") for n in names.split(",")],
            [s.strip().removeprefix("bot:") for s in seats.split(",")] if seats else None,
            _sweep(vary),
            _parse_options(compare) if compare else None,
        )
        if cluster is not None:
            sim_cluster.check_address(cluster)
        with _ray_session(cluster, jobs), _progress() as progress:
            label = _words().format(REPORT["progress_balance"], game=game)
            task = progress.add_task(label, total=len(settings) * count)
            played = study.play(
                game, settings, count, seed, jobs, cluster, lambda n: progress.advance(task, n)
            )
    page = study.build(game, played, command, t=_words())
    try:
        with open(out, "w", encoding="utf-8") as handle:
            handle.write(page)
    except OSError as exc:
        raise _unwritable(out, exc) from None
    click.echo(_words().format(REPORT["wrote_balance"], path=out, count=len(played)))
    return 0


def _balance_options(game: str, level, extra, seats: str | None) -> dict[str, Any]:
    """The options the user fixed (the rest may be swept); checked as play checks them."""
    _game(game, level, extra, seats)  # a bad option fails here, in its words
    fixed = _parse_options(extra)
    if level is not None:
        fixed["level"] = level
    if seats and tabletop.engine.descriptor(game).option("players"):
        fixed.setdefault("players", len(seats.split(",")))
    return fixed


def _sweep(vary: tuple[str, ...]) -> dict[str, tuple[Any, ...]] | None:
    """--vary KEY=V1,V2 ... as {key: values}; None (the game's default sweep) without any."""
    if not vary:
        return None
    sweep = {}
    for item in vary:
        key, eq, values = item.partition("=")
        if not eq or not key or not values:
            raise ConfigError(msgid=ERRORS["vary_not_pair"], values={"item": repr(item)})
        sweep[key.replace("-", "_")] = tuple(_option_value(v) for v in values.split(","))
    return sweep


@cli.command(
    help=N_(
        "Step through a saved game: Enter = next move, b = back, q = quit.\n\n"
        "Example: tabletop replay games.jsonl --game 17 --to-end"
    )
)
@click.argument("file")
@option("--to-end", is_flag=True, help=N_("Print the final position and result, then exit."))
@option("--seat", type=int, help=N_("Whose view to show (default: the table's)."))
@option(
    "--game",
    "index",
    type=IntRange(min=0),
    help=N_("FILE is a simulate --out file (.jsonl, or .jsonl.gz): show its game N."),
)
@option(
    "--seats",
    metavar="SEATS",
    help=N_("Who played each seat, to name them, e.g. human,bot:random (as tabletop play)."),
)
def replay(file: str, to_end: bool, seat: int | None, index: int | None, seats) -> int:
    return replay_viewer.run(file, _console(), to_end, seat, index, _words(), seats)


@cli.command(
    help=N_(
        "Review a finished game: one seat's chance after each decision, the moves that cost"
        " the most with the better move, and the good moves, each judged from what the seat"
        " knew then.\n\nExample: tabletop review games.jsonl --game 3 --seat 1"
    )
)
@click.argument("file")
@option(
    "--game",
    "index",
    type=IntRange(min=0),
    help=N_("FILE is a simulate --out file (.jsonl, or .jsonl.gz): review its game N."),
)
@option(
    "--seat",
    type=int,
    help=N_(
        "Whose decisions: the seat counted from 0, as in tabletop replay (default: the first"
        " seat a person played)."
    ),
)
@option(
    "--playouts",
    type=IntRange(1, 100_000),
    default=game_review.PLAYOUTS,
    show_default=True,
    help=N_(
        "Playouts a decision: half choose among its moves, the rest measure the difference"
        " again in other worlds (more where one shows): more is slower and surer."
    ),
)
@option("--seed", type=int, default=0, show_default=True, help=N_("Seed of the review's worlds."))
def review(file: str, index: int | None, seat: int | None, playouts: int, seed: int) -> int:
    console = _console()
    with _progress() as bar:
        task = bar.add_task(_words().gettext(REPORT["progress_review"]), total=None)
        text = game_review.run(
            file,
            console.width,
            index,
            seat,
            playouts,
            seed,
            _words(),
            lambda done, total: bar.update(task, completed=done, total=total),
        )
    console.print(text)
    return 0


@cli.command(help=N_("Random-play throughput and clone() cost per game, on one core."))
@option("--game", "names", multiple=True, help=N_("Game to measure (repeatable); default all."))
@option(
    "--seconds",
    type=FloatRange(min=0, min_open=True, max=3600),  # NaN passes any range: see bench
    default=5.0,
    show_default=True,
    help=N_("Random-play time per game."),
)
@option("--seed", type=int, default=0, show_default=True, help=N_("Seed of the random player."))
def bench(names: tuple[str, ...], seconds: float, seed: int) -> int:
    if math.isnan(seconds):
        raise ConfigError(msgid=ERRORS["seconds_nan"])
    names = names or tabletop.games()
    for name in names:
        tabletop.make(name)  # an unknown game fails before any measuring
    run_bench(list(names), seconds, seed, _console(), _words())
    return 0


# TRANSLATORS: tabletop compile; {path} is the build's folder.
COMPILE_IN_USE = N_("The compiled engine is in use: {path}")
# TRANSLATORS: tabletop compile, after building; {count} modules, {seconds} to one decimal.
COMPILE_BUILT = N_("Compiled {count} modules in {seconds} s: {path}")
COMPILE_NONE = N_("No compiled build matches the sources: the plain Python files run.")
COMPILE_PURE = N_("TABLETOP_PURE is set: the plain Python files run.")


@cli.command(
    name="compile",
    help=N_(
        "Compile the engine's busiest modules with Cython (pip install -e '.[speed]'): the same "
        "rules, run faster. Without it the plain Python files run, with the same results; an "
        "edited source never runs from an older build."
    ),
)
@option("--check", is_flag=True, help=N_("Only say which engine runs; exit 1 unless compiled."))
@option(
    "--jobs",
    type=IntRange(min=1, max=64),
    default=2,
    show_default=True,
    help=N_("Compiler processes."),
)
def compile_engine(check: bool, jobs: int) -> int:
    t = _words()
    state, folder = compiled.status()
    if state == "pure":
        click.echo(t.gettext(COMPILE_PURE))
        return 1 if check else 0
    if state == "current":
        click.echo(t.format(COMPILE_IN_USE, path=folder))
        return 0
    if check:
        click.echo(t.gettext(COMPILE_NONE))
        return 1
    started = time.monotonic()
    try:
        folder = compiled.build(jobs)
    except compiled.BuildError as failed:
        if failed.missing:
            values = {"missing": ", ".join(failed.missing)}
            raise Error(msgid=ERRORS["compile_needs"], values=values) from None
        raise Error(msgid=ERRORS["compile_failed"], values={"reason": str(failed)}) from None
    seconds = f"{time.monotonic() - started:.1f}"
    count = len(compiled.MODULES)
    click.echo(t.format(COMPILE_BUILT, count=count, seconds=seconds, path=folder))
    return 0


@cli.command(help=N_("Play in the browser: start the web server and print its address."))
@option("--host", default="127.0.0.1", show_default=True, help=N_("Address to listen on."))
@option("--port", default=8000, show_default=True, type=IntRange(0, 65535))
@option(
    "--db",
    default="sqlite:///tabletop.sqlite",
    show_default=True,
    help=N_("Where rooms are kept: a SQLAlchemy database URL."),
)
@option(
    "--bot-workers",
    default=2,
    show_default=True,
    type=IntRange(0, 64),
    help=N_("Worker processes for bot moves and hints."),
)
@option(
    "--bot-queue",
    is_flag=True,
    help=N_(
        "Send bot moves and hints to tabletop worker processes through the database"
        " (PostgreSQL) instead of this server's own workers."
    ),
)
@option(
    "--limit",
    "limits",
    multiple=True,
    metavar="NAME=VALUE",
    help=N_("Change one of the server's limits, e.g. rooms_per_minute=30 (docs/server.md)."),
)
@option(
    "--allow-origin",
    "allow_origins",
    multiple=True,
    metavar="ORIGIN",
    help=N_("Also answer pages of this origin, e.g. https://games.example.org ('*': any)."),
)
def serve(
    host: str,
    port: int,
    db: str,
    bot_workers: int,
    bot_queue: bool,
    limits: tuple[str, ...],
    allow_origins: tuple[str, ...],
) -> int:
    from tabletop.server import serve as run_server

    run_server(host, port, db, bot_workers, limits, allow_origins, _words(), bot_queue)
    return 0


@cli.command(
    help=N_(
        "Take bot moves and hints from the servers' queue in PostgreSQL (tabletop serve"
        " --bot-queue), one at a time, until stopped. Start as many as you like, on any machine."
    )
)
@option(
    "--db",
    required=True,
    help=N_("The servers' database: a PostgreSQL URL (postgresql://...)."),
)
@option("--name", help=N_("The worker's name in logs and metrics; default host:pid:random."))
def worker(db: str, name: str | None) -> int:
    from tabletop.server import work

    work(db, name, _words())
    return 0


# --lang on every command as well (``tabletop play friday --lang ja``), as on the group.
for _command in cli.commands.values():
    _command.params.append(lang_option())


def _error_words(argv: Sequence[str] | None) -> Translator:
    """The translator of main's error line: the command's --lang, else the line's, else the
    environment's."""
    args = list(sys.argv[1:] if argv is None else argv)
    return translator(_CHOSEN_LOCALE.get() or lang_on_line(args) or resolve_locale(None))


def main(argv: list[str] | None = None) -> int:
    """Entry point: returns the exit code instead of raising for user mistakes, which it
    writes as one line in the command's language (click's own message too)."""
    chosen = _CHOSEN_LOCALE.set(None)
    try:
        code = cli.main(args=argv, prog_name="tabletop", standalone_mode=False)
    except click.exceptions.NoArgsIsHelpError as exc:  # bare ``tabletop``: its help page
        with speaking(_error_words(argv)):
            click.echo(exc.ctx.get_help(), err=True)
        return exc.exit_code
    except click.UsageError as exc:
        t = _error_words(argv)
        with speaking(t):  # click words some messages as it shows them
            message = usage_message(exc)
        if exc.ctx:
            message = t.format(ERRORS["see_help"], message=message, command=exc.ctx.command_path)
        click.echo(t.format(ERRORS["error_line"], message=message), err=True)
        return exc.exit_code
    except click.ClickException as exc:
        t = _error_words(argv)
        with speaking(t):
            message = exc.format_message()
        click.echo(t.format(ERRORS["error_line"], message=message), err=True)
        return exc.exit_code
    except Error as exc:
        t = _error_words(argv)
        click.echo(t.format(ERRORS["error_line"], message=exc.worded(t.format)), err=True)
        return 2
    except (click.Abort, KeyboardInterrupt) as exc:  # click turns KeyboardInterrupt into Abort
        t = _error_words(argv)
        if isinstance(exc, Terminated) or isinstance(exc.__cause__, Terminated):
            click.echo(t.gettext(ERRORS["terminated"]), err=True)
            return 128 + signal.SIGTERM
        click.echo(t.gettext(ERRORS["interrupted"]), err=True)
        return 130
    finally:
        _CHOSEN_LOCALE.reset(chosen)
    return code if isinstance(code, int) else 0
