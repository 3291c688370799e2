"""Bot moves and advisor hints, computed in worker processes so the event loop never waits.

A job carries the room's record (seed, options, actions): the worker replays it to get
the position, then asks the bot. Records are small and replay is fast, and the worker
needs no shared memory with the server. Bots see only their seat's view and
``determinize``, as everywhere else.
"""

from __future__ import annotations

import asyncio
import logging
import multiprocessing
from concurrent.futures import Executor, ProcessPoolExecutor
from typing import Any

from tabletop import bots, replay

from .protocol import HINT_SECONDS

HINT_MOVES = 5
log = logging.getLogger("tabletop.server")


def choose(record: dict[str, Any], seat: int, spec: str, seed: int) -> str:
    """The notation the bot ``spec`` plays for ``seat`` in the recorded position. A bot that
    fails is logged and plays a random legal move instead: its room must not wait forever."""
    state = replay(record)
    try:
        return bots.from_spec(spec, seed).choose(state, seat).notation
    except Exception:
        log.exception("bot %s failed: it plays a random move instead", spec)
        return bots.make("random", seed=seed).choose(state, seat).notation


def advise(record: dict[str, Any], seat: int, seed: int) -> list[dict[str, Any]]:
    """The advisor's top moves for ``seat``: ISMCTS from that seat's view."""
    state = replay(record)
    advisor = bots.make("ismcts", seconds=HINT_SECONDS, seed=seed)
    return [
        {
            "notation": e.notation,
            "visits": e.visits,
            "value": round(e.value, 3),
            "mean_score": round(e.mean_score, 1),
        }
        for e in advisor.analyse(state, seat)[:HINT_MOVES]
    ]


class BotPool:
    """A process pool for bot jobs; ``workers=0`` runs them in threads (for small tests)."""

    def __init__(self, workers: int) -> None:
        self.executor: Executor | None = (
            ProcessPoolExecutor(workers, mp_context=multiprocessing.get_context("spawn"))
            if workers > 0
            else None
        )

    async def choose(self, record: dict[str, Any], seat: int, spec: str, seed: int) -> str:
        return await self._run(choose, record, seat, spec, seed)

    async def advise(self, record: dict[str, Any], seat: int, seed: int) -> list[dict[str, Any]]:
        return await self._run(advise, record, seat, seed)

    async def _run(self, job: Any, *args: Any) -> Any:
        return await asyncio.get_running_loop().run_in_executor(self.executor, job, *args)

    def close(self) -> None:
        if self.executor is not None:
            self.executor.shutdown(wait=False, cancel_futures=True)
