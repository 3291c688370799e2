"""What a balance report reads from one played game: its record re-simulated move by move.

Each game is replayed once (the engine alone, no bot: cheap next to playing it) and reduced to
a small dict of plain values: the outcome, a trajectory of each seat's HP (Friday: life) at
eleven points of the game, and what each seat did that a designer asks about (Kung Fu's cards,
Gun Rain's actions, Friday's knowledge cards).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from typing import Any

from tabletop.engine import RecordError, game_class, make

POINTS = 11  # trajectory samples: the start, every tenth of the game, the end

# Gun Rain: the suit of a set card names its action (docs/gunrain.md, "Actions")
GUNRAIN_ACTIONS = {"S": "light gun", "C": "heavy gun", "D": "move", "H": "expand"}


def extract(game: dict[str, Any]) -> dict[str, Any]:
    """The report's view of one ``simulate`` game summary (with its record)."""
    record = game["record"]
    if record["rules_version"] != game_class(record["game"]).rules_version:
        raise RecordError(
            f"made with rules {record['rules_version']!r}; this tabletop plays "
            f"{game_class(record['game']).rules_version!r}"
        )
    state = make(record["game"], **record["options"]).new_game(record["seed"], record["setup"])
    metric = _METRICS[record["game"]]
    track = _Tracker(record["game"])
    # the game proper starts with the first move that is not setting up (Kung Fu's draft)
    start = next(
        (k for k, (_, action) in enumerate(record["actions"]) if not action.startswith("keep ")),
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
        "went_the_distance": _went_the_distance(record["game"], game["reason"]),
        "trajectory": _sample(series, start),
        **track.result(state),
    }


def _went_the_distance(name: str, reason: str) -> bool:
    """Ended by the clock (Gun Rain's turn limit, Kung Fu's third round), not by a knock-out."""
    return {"gunrain": "turn limit" in reason, "kungfu": reason.startswith("round ")}.get(
        name, False
    )


def _sample(series: list[list[float]], start: int) -> list[list[float]]:
    """POINTS samples of the per-seat series, from ``start`` to the end."""
    span = len(series) - 1 - start
    return [series[start + round(span * k / (POINTS - 1))] for k in range(POINTS)]


_METRICS: dict[str, Callable[[Any], list[float]]] = {
    "gunrain": lambda s: list(s.hp),
    "kungfu": lambda s: list(s.hp),
    "friday": lambda s: [s.life],
}


class _Tracker:
    """Counts, per seat, the moves a report looks at, from their notation."""

    def __init__(self, name: str) -> None:
        self.name = name
        self.counts: dict[int, Counter[str]] = {}
        self.cards: dict[int, dict[str, list[str]]] = {}
        self.last: Any = None

    def begin(self, state: Any) -> None:
        """The game proper starts: Kung Fu's hands as dealt (or drafted), before any choice.
        Without the draft the deal is chance alone, so a card's win share when held is its
        effect, free of the bots' choices."""
        if self.name == "kungfu":
            for p in range(state.n):
                self._seat(p)["held"] = [state.card_set.ids[c] for c in state.hand[p]]

    def _seat(self, player: int) -> dict[str, list[str]]:
        return self.cards.setdefault(
            player, {"held": [], "kept": [], "chosen": [], "used": [], "fizzled": []}
        )

    def step(self, state: Any, player: int, action: str) -> None:
        words = action.split()
        if self.name == "gunrain" and words[0] == "act":
            suit = words[1].rstrip("+")[-1].upper()
            self.counts.setdefault(player, Counter())[GUNRAIN_ACTIONS[suit]] += 1
        elif self.name == "gunrain" and words[0] in ("joker", "swap"):
            self.counts.setdefault(player, Counter())[words[0]] += 1
        elif self.name == "kungfu":
            self._kungfu(state, player, words)

    def _kungfu(self, state: Any, player: int, words: list[str]) -> None:
        verb = {"keep": "kept", "choose": "chosen", "use": "used", "defend": "used"}.get(words[0])
        if verb:
            seat = self.cards.setdefault(
                player, {"kept": [], "chosen": [], "used": [], "fizzled": []}
            )
            seat[verb].append(words[1].upper())
        last = state.last
        if last is not None and last is not self.last:  # an exchange was just resolved
            self.last = last
            if last["met"] is False:
                self._seat(last["attacker"])["fizzled"].append(last["card"])
            if last["defence"] is not None and last["defence_met"] is False:
                self._seat(last["target"])["fizzled"].append(last["defence"])

    def result(self, state: Any) -> dict[str, Any]:
        if self.name == "gunrain":
            return {"actions": [dict(self.counts.get(p, {})) for p in range(2)]}
        if self.name == "kungfu":
            return {"cards": [self._seat(p) for p in range(state.n)]}
        if self.name == "friday":
            view = state.view(None)
            owned = [*view["stack"], *view["discard"]]
            return {"knowledge": sorted({c for c in owned if isinstance(c, str) and c[0] == "H"})}
        return {}
