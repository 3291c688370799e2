"""Which games a balance report plays: one setting per combination of the swept options, per
bot (each bot in every seat), and for ``--compare`` the same again with the other options.

Every setting is one ``simulate`` plan of its own seed, played on processes or on Ray; each
game is reduced to its features (see features.py) as it arrives, so a long study keeps no
records in memory.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from tabletop.engine import ConfigError, Error, RecordError, descriptor, make
from tabletop.i18n.common import ERRORS

from ..files import read_games
from ..simulate import Plan, check, run
from .features import extract
from .parts import balance_of


@dataclass(frozen=True)
class Setting:
    """One table of games: options, one bot spec per seat, and which side of a comparison."""

    options: dict[str, Any]
    seats: tuple[str, ...]
    varied: tuple[tuple[str, Any], ...]  # the swept options' values: what tells it apart
    bot: str  # the bot playing every seat, or the seats joined when they differ
    variant: str = "A"  # "B" for the --compare side

    @property
    def label(self) -> str:
        parts = [f"{key}={_text(value)}" for key, value in self.varied]
        return ", ".join(parts) or "default options"


def _text(value: Any) -> str:
    return str(value).lower() if isinstance(value, bool) else str(value)


def plan_settings(
    game: str,
    options: dict[str, Any],
    bots: list[str],
    seats: list[str] | None = None,
    sweep: dict[str, tuple[Any, ...]] | None = None,
    compare: dict[str, Any] | None = None,
) -> list[Setting]:
    """Every setting of the study, each checked (a bad option or bot is a ConfigError before
    any game is played). Without ``sweep``, the game's own (its ``GameBalance``). Options the
    caller fixed are not swept; nor ``players`` when the seats are given one by one."""
    described = descriptor(game)
    sweep = dict(balance_of(game).sweep if sweep is None else sweep)
    for key in sweep:
        if described.option(key) is None:
            raise ConfigError(msgid=ERRORS["vary_unknown"], values={"game": game, "key": repr(key)})
    for key in list(sweep):
        if key in options or (seats and key == "players"):
            del sweep[key]
    sides = [("A", options)]
    if compare:
        sides.append(("B", {**options, **compare}))
    settings = []
    for variant, side in sides:
        for values in itertools.product(*sweep.values()):
            varied = tuple(zip(sweep, values, strict=True))
            merged = {**side, **dict(varied)}
            players = make(game, **merged).num_players
            if seats:
                line_ups = [(tuple(seats), "/".join(seats))]
            else:
                line_ups = [((bot,) * players, bot) for bot in bots]
            for seating, name in line_ups:
                configured = make(game, **merged)  # its options as the game keeps them
                setting = Setting(configured.options, seating, varied, name, variant)
                check(Plan(game, setting.options, seating, 1, 0))
                settings.append(setting)
    return settings


def play(
    game: str,
    settings: list[Setting],
    games: int,
    seed: int,
    jobs: int | None = None,
    cluster: str | None = None,
    progress: Callable[[int], None] | None = None,
) -> list[tuple[Setting, list[dict[str, Any]]]]:
    """``games`` games of every setting, each reduced to its features."""
    played = []
    for number, setting in enumerate(settings):
        plan = Plan(game, setting.options, setting.seats, games, seed * 1000 + number)
        played.append((setting, [extract(g) for g in run(plan, jobs, progress, cluster=cluster)]))
    return played


def load(game: str, paths: list[str]) -> list[tuple[Setting, list[dict[str, Any]]]]:
    """Settings from ``simulate --out`` files, one a file, without playing: a report on runs
    already made (on a cluster, or kept in results/). The options that differ between the
    files tell the settings apart."""
    loaded = []
    for path in paths:
        games = read_games(path)
        try:
            loaded.append(_setting_of(game, games))
        except (KeyError, TypeError, ValueError, IndexError, Error) as error:
            # a file edited by hand, or from another version: its words, never a traceback
            said = error if isinstance(error, RecordError) else repr(error)
            values = {"path": path, "error": said}
            raise RecordError(msgid=ERRORS["balance_file"], values=values) from None
    keys = sorted({key for options, _, _ in loaded for key in options})
    varied_keys = [k for k in keys if len({repr(o.get(k)) for o, _, _ in loaded}) > 1]
    played = []
    for options, seats, features in loaded:
        varied = tuple((k, options.get(k)) for k in varied_keys)
        bot = seats[0] if len(set(seats)) == 1 else "/".join(seats)
        played.append((Setting(options, seats, varied, bot), features))
    return played


def _setting_of(game: str, games: list[dict[str, Any]]) -> tuple:
    """(options, seats, features) of one file's games, all of one setting of ``game``."""
    record = games[0]["record"]
    options, seats = record["options"], tuple(games[0]["seats"])
    for number, g in enumerate(games):
        if (g["record"]["game"], g["record"]["options"], tuple(g["seats"])) != (
            game,
            options,
            seats,
        ):
            values = {"number": number, "game": game}
            raise RecordError(msgid=ERRORS["balance_setting"], values=values)
    return options, seats, [extract(g) for g in games]
