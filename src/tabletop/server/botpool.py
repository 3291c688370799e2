"""Bot moves and advisor hints, computed in worker processes so the event loop never waits.

A job carries the room's record (seed, options, actions): the worker replays it to get
the position, then asks the bot. Records are small and replay is fast, and the worker
needs no shared memory with the server. Bots see only their seat's view and
``determinize``, as everywhere else.

Every job is bounded in time whatever its bot spec says (``Limits.bot_seconds``): inside
the worker an interval timer stops a search that runs over, and the bot plays a random
move instead; a worker that still does not answer a few seconds later is killed with its
pool. A pool whose worker died (an out-of-memory kill, say) is rebuilt, and the jobs it
lost are run once more on the new one.
"""

from __future__ import annotations

import asyncio
import logging
import multiprocessing
import signal
import threading
from collections.abc import Iterator
from concurrent.futures import Executor, ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from contextlib import contextmanager
from typing import Any

from tabletop import bots, replay

HINT_MOVES = 5
GRACE_SECONDS = 5.0  # past the time bound, before a silent worker is killed
log = logging.getLogger("tabletop.server")


class Overtime(Exception):
    """A job ran past the server's time bound."""


@contextmanager
def _time_bound(seconds: float) -> Iterator[None]:
    """Raise Overtime in this code after ``seconds``. Only a process's main thread receives
    signals: in a worker process that is the job's thread; in threads (``workers=0``, for
    tests) the pool's outer bound alone applies."""
    if threading.current_thread() is not threading.main_thread():
        yield
        return

    def expire(_signum: int, _frame: Any) -> None:
        raise Overtime

    previous = signal.signal(signal.SIGALRM, expire)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)


def choose(
    record: dict[str, Any], seat: int, spec: str, seed: int, seconds: float
) -> tuple[str, str | None]:
    """The notation the bot ``spec`` plays for ``seat`` in the recorded position, and what to
    log if it ran out of time (told to the server: a worker process has no log of its own).
    A bot that fails or runs past ``seconds`` plays a random legal move: its room must not
    wait forever."""
    state = replay(record)
    overtime = None
    try:
        with _time_bound(seconds):
            return bots.from_spec(spec, seed).choose(state, seat).notation, None
    except Overtime:
        overtime = f"bot {spec} ran past the server's {seconds:g} s: it plays a random move instead"
    except Exception:
        log.exception("bot %s failed: it plays a random move instead", spec)
    return bots.make("random", seed=seed).choose(state, seat).notation, overtime


def advise(record: dict[str, Any], seat: int, seed: int, seconds: float) -> list[dict[str, Any]]:
    """The advisor's top moves for ``seat``: the game's strongest search (``bots.advisor``)
    from that seat's view, best first, each with its playouts and value (its win rate, or a
    solo game's outlook: 1 a sure win)."""
    state = replay(record)
    advisor = bots.advisor(state, seed)
    with _time_bound(seconds):
        estimates = advisor.analyse(state, seat)
    return [
        {"notation": e.notation, "visits": e.visits, "value": round(e.value, 3)}
        for e in estimates[:HINT_MOVES]
    ]


class BotPool:
    """A process pool for bot jobs; ``workers=0`` runs them in threads (for small tests).

    ``seconds`` bounds each job (see the module's text).
    """

    def __init__(self, workers: int, seconds: float = 10.0) -> None:
        self.workers = workers
        self.seconds = seconds
        self.executor: Executor | None = self._new_executor()
        # Jobs wait here, not in the pool's queue, so that the time bound counts from the
        # moment a worker takes the job (threads: no such wait).
        self.free = asyncio.Semaphore(workers) if workers else None
        self.rebuilt = 0  # how many times a dead or stuck worker's pool was replaced

    def _new_executor(self) -> Executor | None:
        if self.workers == 0:
            return None
        return ProcessPoolExecutor(self.workers, mp_context=multiprocessing.get_context("spawn"))

    async def choose(self, record: dict[str, Any], seat: int, spec: str, seed: int) -> str:
        notation, overtime = await self._run(choose, record, seat, spec, seed, self.seconds)
        if overtime:
            log.warning("%s", overtime)
        return notation

    async def advise(self, record: dict[str, Any], seat: int, seed: int) -> list[dict[str, Any]]:
        return await self._run(advise, record, seat, seed, self.seconds)

    async def _run(self, job: Any, *args: Any) -> Any:
        """The job's answer; a pool that broke under it is rebuilt and the job run again once.

        Raises Overtime past the time bound, BrokenProcessPool if the new pool breaks too."""
        if self.free is None:
            return await self._attempt(job, *args)
        async with self.free:
            return await self._attempt(job, *args)

    async def _attempt(self, job: Any, *args: Any) -> Any:
        loop = asyncio.get_running_loop()
        retried = False
        while True:
            executor = self.executor
            try:
                running = loop.run_in_executor(executor, job, *args)
                return await asyncio.wait_for(running, self.seconds + GRACE_SECONDS)
            except BrokenProcessPool:
                if retried:
                    raise
                retried = True
                self._rebuild(executor, "a bot worker died")
            except TimeoutError:
                self._rebuild(executor, f"a bot job ran past {self.seconds + GRACE_SECONDS:g} s")
                raise Overtime from None

    def _rebuild(self, broken: Executor | None, why: str) -> None:
        """Replace the pool ``broken`` (once, however many of its jobs noticed)."""
        if broken is None or broken is not self.executor:
            return
        log.warning("%s: the bot pool is rebuilt and its jobs retried", why)
        _kill_workers(broken)
        broken.shutdown(wait=False, cancel_futures=True)
        self.executor = self._new_executor()
        self.rebuilt += 1

    def worker_pids(self) -> list[int]:
        """The worker processes' ids (none in thread mode)."""
        processes = getattr(self.executor, "_processes", None) or {}
        return [process.pid for process in processes.values()]

    def close(self) -> None:
        if self.executor is not None:
            self.executor.shutdown(wait=False, cancel_futures=True)


def _kill_workers(executor: Executor) -> None:
    """Stop a pool's workers at once: a stuck one would otherwise run on unseen."""
    for process in (getattr(executor, "_processes", None) or {}).values():
        if process.is_alive():
            process.kill()
