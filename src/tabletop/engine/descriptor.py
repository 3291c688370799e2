"""What the rest of tabletop knows about a game before importing its rules: one record per game.

A game package declares one :class:`GameDescriptor` in its ``descriptor.py`` (cheap to import:
no rules, no data) and registers it under the entry point group ``tabletop.games``, the way
pytest and Flask plug-ins register. The registry, the command line, the server, the bots and
the research adapters read it; none of them keeps a list of games of its own.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from importlib import import_module
from typing import Any

ENTRY_POINT_GROUP = "tabletop.games"


@dataclass(frozen=True)
class Option:
    """A game option: its default, the values it allows (None: the game checks them itself),
    whether it names a file on this machine (fine at a terminal, refused by a server), and the
    words a person reads: a label, a one-sentence help and words for some values. Words are
    English message ids (marked with ``tabletop.i18n.N_``), translated where they are shown."""

    name: str
    default: Any
    choices: tuple[Any, ...] | None = None
    is_file: bool = False
    label: str = ""
    help: str = ""
    value_labels: dict[Any, str] = field(default_factory=dict)  # value -> words, where needed


@dataclass(frozen=True)
class Research:
    """How the research adapters present the game (OpenSpiel's parameters are its options):
    OpenSpiel's utility, the Gymnasium environment's title (``tabletop/<title>-v0``), the
    standing that score rewards pay, and whether OpenSpiel may play its chance explicitly."""

    zero_sum: bool = False
    env_title: str = ""
    # "module:function" of standing(state, seat) -> float: the seat's score at any position,
    # from public facts, for the environments' score rewards (interop/rewards.py); None: win only
    standing: str | None = None
    # Whether the rules reach every hidden card and random number through the generator's
    # chance hooks (engine/rng.py), so that OpenSpiel can play chance out explicitly
    explicit_chance: bool = False


# The optional parts a game's package may hold, each under a fixed name: a descriptor lists
# the ones its package has (``parts``), and the rest of tabletop finds them there.
PARTS: dict[str, str] = {
    "heuristic": "heuristic",  # module: choose(state, player), optionally evaluate/quiet
    "screen": "screen",  # module: the terminal's Screen protocol (present/screens.py)
    "describe": "describe",  # module: the game's words (present/)
    "balance": "balance:BALANCE",  # a sim.balance.GameBalance
    "review": "review:FACTS",  # the facts a game review gives as reasons (review/facts.py)
    "web_renderer": "web/render.js",  # file: the browser's renderer
    "web_style": "web/style.css",  # file: the stylesheet its room and replay pages load
    "web_icons": "web/icons.svg",  # file: the SVG sprite its renderer draws icons from
    "log": "log",  # module: LOG turns the moves a seat saw into game-log entries (present.log)
    "lesson": "lesson",  # module: LESSON, a first game that teaches itself (present.lesson)
    # folder: its own catalogs, locales/<locale>/LC_MESSAGES/<game name>.po (i18n.plugins)
    "translations": "locales/",
}


@dataclass(frozen=True)
class BotLevel:
    """A named bot strength a person picks (``bot:hard``, the lobby): the bot spec it plays
    and how strong that spec measured (docs/bots.md), in words a person reads (a msgid).

    ``by_players`` gives another spec for some player counts, where the search must be
    cheaper to stay within a second a decision (Kung Fu with 4 players)."""

    name: str  # "easy", "normal" or "hard"
    spec: str
    strength: str = ""
    by_players: dict[int, str] = field(default_factory=dict)

    def spec_for(self, players: int) -> str:
        return self.by_players.get(players, self.spec)


@dataclass(frozen=True)
class GameDescriptor:
    """Everything outside a game's rules needs: its name and title, seats, options, and which
    optional parts its package holds, imported on first use.

    ``game``: the :class:`~tabletop.engine.contract.Game` class as ``"module:Class"``; its
    module's package is the game's package. ``parts``: the names of :data:`PARTS` that the
    package holds, each under its fixed name; the attributes of the same names give where
    (``heuristic``, ``screen``, ``describe``, ``log``, ``lesson``: a module; ``balance``,
    ``review``: ``"module:attribute"``; ``web_renderer``, ``web_style``, ``web_icons``: a file
    relative to the package; ``translations``: the folder of its own catalogs),
    or None without it. ``bot_levels``: the Easy / Normal / Hard bots, weakest first.
    ``simultaneous``: every seat decides at once from the first move (secret picks revealed
    together), so no seat moves first and the reports give no first-mover figure.
    """

    name: str
    title: str
    summary: str
    game: str
    min_players: int
    max_players: int
    parts: tuple[str, ...] = ()
    options: tuple[Option, ...] = ()
    research: Research = field(default_factory=Research)
    bot_levels: tuple[BotLevel, ...] = ()
    simultaneous: bool = False

    def __post_init__(self) -> None:
        unknown = sorted(set(self.parts) - set(PARTS))
        if unknown:
            raise ValueError(f"{self.name}: unknown parts {unknown}; known: {', '.join(PARTS)}")

    def __getattr__(self, part: str) -> str | None:
        """``heuristic``, ``screen``, ``describe``, ``balance``, ``web_renderer``,
        ``web_style``, ``web_icons`` (the :data:`PARTS`): where the package holds it, or None
        without it."""
        if part not in PARTS:  # first: unpickling asks for names before any field is set
            raise AttributeError(f"{type(self).__name__!r} object has no attribute {part!r}")
        where = PARTS[part] if part in self.parts else None
        if where is not None and "/" not in where:
            where = f"{self.package}.{where}"
        object.__setattr__(self, part, where)  # kept: a search asks at every playout
        return where

    def option(self, name: str) -> Option | None:
        return next((o for o in self.options if o.name == name), None)

    def bot_level(self, name: str) -> BotLevel | None:
        return next((level for level in self.bot_levels if level.name == name), None)

    def load_game_class(self) -> type:
        module, _, attribute = self.game.partition(":")
        return getattr(import_module(module), attribute)

    @property
    def package(self) -> str:
        """The game's package: where its web renderer and data files live."""
        return self.game.partition(":")[0].rpartition(".")[0]
