"""What a balance report reads from one played game: its record re-simulated move by move.

Each game is replayed once (the engine alone, no bot: cheap next to playing it) and reduced to
a small dict of plain values: the outcome, a trajectory of each seat's figure (the game's
``trajectory``: HP, life) at eleven points of the game, and what the game's tracker counts of
what each seat did (parts.py).
"""

from __future__ import annotations

from typing import Any

from tabletop.engine import RecordError, game_class, make
from tabletop.i18n.common import ERRORS

from .parts import balance_of

POINTS = 11  # trajectory samples: the start, every tenth of the game, the end


def extract(game: dict[str, Any]) -> dict[str, Any]:
    """The report's view of one ``simulate`` game summary (with its record)."""
    record = game["record"]
    if record["rules_version"] != game_class(record["game"]).rules_version:
        values = {
            "made": repr(record["rules_version"]),
            "plays": repr(game_class(record["game"]).rules_version),
        }
        raise RecordError(msgid=ERRORS["record_made_with"], values=values)
    state = make(record["game"], **record["options"]).new_game(record["seed"], record["setup"])
    parts = balance_of(record["game"])
    metric = parts.trajectory or (lambda state: [])
    track = parts.tracker()
    # the game proper starts with the first move that is not setting up (a draft)
    start = next(
        (k for k, (_, action) in enumerate(record["actions"]) if not parts.setting_up(action)),
        0,
    )
    series = [metric(state)]
    for number, (player, action) in enumerate(record["actions"]):
        if number == start:
            track.begin(state)
        state.apply(player, action)
        series.append(metric(state))
        track.step(state, player, action)
    return {
        "index": game["index"],
        "seats": game["seats"],
        "winners": game["winners"],
        "scores": game["scores"],
        "reason": game["reason"],
        "length": game["length"],
        "first": game["first"],
        "went_the_distance": parts.went_the_distance(game["reason"]),
        "trajectory": _sample(series, start),
        **track.result(state),
    }


def _sample(series: list[list[float]], start: int) -> list[list[float]]:
    """POINTS samples of the per-seat series, from ``start`` to the end."""
    span = len(series) - 1 - start
    return [series[start + round(span * k / (POINTS - 1))] for k in range(POINTS)]
