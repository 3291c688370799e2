"""What a game tells the balance lab about itself: which options a study sweeps, the figure each
seat's trajectory follows, what it counts move by move, and the report sections of its own.

A game declares one :class:`GameBalance`, ``BALANCE`` in its package's ``balance.py``, and lists
the part ``"balance"`` in its descriptor; it is imported only when a study runs. A game that
declares none still gets the shared sections (seats, endings, length).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from importlib import import_module
from typing import TYPE_CHECKING, Any

from tabletop.engine import descriptor

if TYPE_CHECKING:
    from .report import Report


class Tracker:
    """Counts, per game, what a report asks about that the outcome does not say. Replaying a
    record calls ``begin`` once the game proper starts, ``step`` after every move, and
    ``result`` at the end; its dict joins the game's features."""

    def begin(self, state: Any) -> None:
        """The first move that is not setting up is about to be played."""

    def step(self, state: Any, player: int, action: str) -> None:
        """``player`` has just played ``action`` (its notation); ``state`` is after it."""

    def result(self, state: Any) -> dict[str, Any]:
        return {}


def _no_sections(report: Report) -> list[str]:
    return []


@dataclass(frozen=True)
class GameBalance:
    """A game's part of a balance study.

    ``sweep``: the options varied by default, each value a setting. ``trajectory``: the figure
    of each seat sampled over the game (HP, life) for the lead section; None: no such section.
    ``setting_up``: whether a move belongs to the setup (a draft), before the game proper.
    ``went_the_distance``: whether an end reason is the clock's (a turn or round limit).
    ``first_player_varies``: the seat that moves first is drawn, so the seats section also
    gives the first player's share. ``tracker``: makes the :class:`Tracker` of one game.
    ``first_sections``/``last_sections``: the game's own sections, before and after the shared
    ones. ``text``: the words of those sections (and any shared key it words its own way).
    """

    sweep: dict[str, tuple[Any, ...]] = field(default_factory=dict)
    trajectory: Callable[[Any], list[float]] | None = None
    setting_up: Callable[[str], bool] = lambda action: False
    went_the_distance: Callable[[str], bool] = lambda reason: False
    first_player_varies: bool = False
    tracker: Callable[[], Tracker] = Tracker
    first_sections: Callable[[Report], list[str]] = _no_sections
    last_sections: Callable[[Report], list[str]] = _no_sections
    text: dict[str, str] = field(default_factory=dict)


def balance_of(game: str) -> GameBalance:
    """The balance part ``game``'s descriptor names, or the shared sections alone."""
    named = descriptor(game).balance
    if named is None:
        return GameBalance()
    module, _, attribute = named.partition(":")
    return getattr(import_module(module), attribute)
