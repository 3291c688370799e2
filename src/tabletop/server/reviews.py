"""Reviews of finished rooms (docs/review.md), computed as bot work: each decision of the
reviewed seat is one job for the pool (or the queue) in the asking client's share, so a
review waits its turn like a bot's move and shows its progress decision by decision.

One review runs per client at a time and ``Limits.total_reviews`` in all; a finished review
is kept (the last ``KEPT`` of them) and given to anybody who asks for the same room and seat,
worded in each asker's language. A review can be cancelled by the client that asked for it.
"""

from __future__ import annotations

import asyncio
import logging
from collections import OrderedDict
from dataclasses import dataclass, field
from typing import Any

from tabletop.engine import replay
from tabletop.engine.registry import descriptor
from tabletop.i18n import N_, Translator
from tabletop.i18n.common import ERRORS
from tabletop.present import move_label, words_for
from tabletop.review.analysis import (
    PLAYOUTS,
    Z95,
    Decision,
    Review,
    check,
    choices,
    positions_before,
)

from .botpool import BotPool, Overtime, Unanswered
from .jobqueue import QueuePool
from .protocol import BadRequest, Limits

KEPT = 64  # finished reviews kept in memory
log = logging.getLogger("tabletop.server")


class TooManyReviews(BadRequest):
    status = 429


@dataclass
class Running:
    """A review in progress or done: its decisions so far, of ``total``."""

    client: str
    total: int
    forced: int
    decisions: list[Decision] = field(default_factory=list)
    task: asyncio.Task | None = None
    failed: bool = False

    @property
    def done(self) -> bool:
        return len(self.decisions) == self.total


class Reviews:
    """The server's reviews, by (room id, seat)."""

    def __init__(self, pool: BotPool | QueuePool, limits: Limits) -> None:
        self.pool = pool
        self.limits = limits
        self.reviews: OrderedDict[tuple[str, int], Running] = OrderedDict()

    def start(self, room: str, record: dict[str, Any], seat: int, client: str) -> Running:
        """The review of ``seat`` in the finished game ``record``: the one kept or running, or
        a new one started for ``client`` (a ConfigError for a bad seat; TooManyReviews past
        the limits)."""
        key = (room, seat)
        known = self.reviews.get(key)
        if known is not None and not known.failed:
            self.reviews.move_to_end(key)
            return known
        running = [r for r in self.reviews.values() if r.task is not None and not r.task.done()]
        if any(r.client == client for r in running):
            raise TooManyReviews(ERRORS["review_yours"])
        if len(running) >= self.limits.total_reviews:
            raise TooManyReviews(ERRORS["review_busy"])
        final = replay(record)
        check(final, seat, PLAYOUTS)  # the caller checked the seat: the game is over
        found, forced = choices(final, seat)
        review = Running(client, len(found), forced)
        self.reviews[key] = review
        review.task = asyncio.ensure_future(self._run(review, record, seat, found))
        while len(self.reviews) > KEPT:
            oldest, kept = next(iter(self.reviews.items()))
            if kept.task is not None and not kept.task.done():
                break
            del self.reviews[oldest]
        return review

    async def _run(
        self, review: Running, record: dict[str, Any], seat: int, found: list[tuple[int, int]]
    ) -> None:
        try:
            for index, turn in found:
                data = await self.pool.judge(review.client, record, seat, index, turn, PLAYOUTS)
                review.decisions.append(Decision.from_dict(data))
        except (Overtime, Unanswered):
            log.warning("a review of seat %d got no answer from the pool", seat)
            review.failed = True

    def get(self, room: str, seat: int) -> Running | None:
        return self.reviews.get((room, seat))

    def cancel(self, room: str, seat: int, client: str) -> bool:
        """Stop the running review ``client`` asked for; False if there is none of its."""
        review = self.reviews.get((room, seat))
        if review is None or review.client != client or review.task is None or review.task.done():
            return False
        review.task.cancel()
        del self.reviews[(room, seat)]
        return True

    def close(self) -> None:
        for review in self.reviews.values():
            if review.task is not None:
                review.task.cancel()


def worded(
    review: Running, record: dict[str, Any], seat: int, t: Translator, names: list[str]
) -> dict[str, Any]:
    """The review as the page shows it, in ``t``'s language: progress while it runs; done,
    the chance after each decision with its band, the turning points and the good moves,
    each move in words (its notation beside) with its reasons."""
    answer: dict[str, Any] = {
        "seat": seat,
        "done": len(review.decisions),
        "total": review.total,
        "forced": review.forced,
        "state": "failed" if review.failed else "done" if review.done else "running",
    }
    if not review.done:
        return answer
    game = descriptor(record["game"])
    solo = len(names) == 1
    words = words_for(game)
    decisions = tuple(review.decisions)  # in play order, as the jobs were given
    reviewed = Review(game.name, seat, 0, PLAYOUTS, decisions, review.forced)
    mistakes, finds = reviewed.turning_points(), reviewed.finds()
    states = positions_before(record, {d.index for d in (*mistakes, *finds)})

    def move(decision: Decision, notation: str) -> dict[str, str]:
        view = states[decision.index].view(seat)
        return {"label": move_label(words, view, notation, t, names), "notation": notation}

    def told(decision: Decision) -> list[str]:
        return [
            t.format(r.says, amount=f"{r.amount:.1f}", player=names[seat]) for r in decision.why
        ]

    answer |= {
        "scale": t.gettext(N_("Outlook") if solo else N_("Chance of winning")),
        "playouts": PLAYOUTS,
        "chart": [
            {
                "turn": d.turn,
                "chance": round(d.chance.mean, 4),
                "low": round(max(0.0, d.chance.mean - Z95 * d.chance.error), 4),
                "high": round(min(1.0, d.chance.mean + Z95 * d.chance.error), 4),
            }
            for d in decisions
        ],
        "turning": [
            {
                "turn": d.turn,
                "move": d.index + 1,
                "played": move(d, d.played),
                "better": move(d, d.best),
                "before": round(d.chance.mean, 4),
                "after": round(d.best_chance.mean, 4),
                "difference": round(d.loss.mean, 4),
                "margin": round(Z95 * d.loss.error, 4),
                "why": told(d),
            }
            for d in mistakes
        ],
        "good": [
            {
                "turn": d.turn,
                "move": d.index + 1,
                "played": move(d, d.played),
                "obvious": move(d, d.obvious or ""),
                "difference": round(d.gain.mean, 4),
                "margin": round(Z95 * d.gain.error, 4),
                "why": told(d),
            }
            for d in finds
        ],
    }
    return answer
