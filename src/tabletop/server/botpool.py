"""Bot moves and advisor hints, computed in worker processes so the event loop never waits.

A job carries the room's record (seed, options, actions): the worker replays it to get
the position, then asks the bot. Records are small and replay is fast, and the worker
needs no shared memory with the server. Bots see only their seat's view and
``determinize``, as everywhere else.

Jobs wait for a worker in their client's queue (:mod:`.scheduler`), so one client's rooms
get at most their share of the workers. Every job is bounded in time whatever its bot spec
says (``Limits.bot_seconds``): inside the worker an interval timer stops a search that runs
over, and the bot plays a random move instead; a worker that still does not answer a few
seconds later is killed and replaced. Each worker beats a heart (a thread that writes the
time into memory shared with the server); one silent for ``SILENT_SECONDS`` (frozen, or
dead) is killed and replaced at once, and its job is run once more on another worker. The
pool keeps one spare worker started, which takes a lost worker's place (a new process needs
a second or more to import the games on a busy machine), and starts a new spare.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import multiprocessing
import signal
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from multiprocessing.connection import Connection
from typing import Any

from tabletop import bots, replay
from tabletop.review.analysis import judge_at

from .scheduler import FairScheduler

HINT_MOVES = 5
GRACE_SECONDS = 5.0  # past the time bound, before a worker that beats but never answers is killed
BEAT_SECONDS = 0.2  # a worker's heartbeat
SILENT_SECONDS = 1.5  # a worker whose heart is silent this long is frozen or dead
CHECK_SECONDS = 0.25  # how often the server listens: a silent worker is noticed within 2 s
START_SECONDS = 20.0  # a new worker's time to start its heart (a busy machine imports slowly)
log = logging.getLogger("tabletop.server")


class Overtime(Exception):
    """A job ran past the server's time bound."""


class Unanswered(Exception):
    """The pool gave no answer: the job failed, or its worker was lost twice."""


class _Lost(Exception):
    """The job's worker was killed (frozen, dead, or past the outer time bound)."""


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


def judge(
    record: dict[str, Any],
    seat: int,
    index: int,
    turn: int,
    playouts: int,
    seed: int,
    seconds: float,
) -> dict[str, Any]:
    """A review's judgement of ``seat``'s decision before move ``index`` of ``record``, as
    plain data (``tabletop.review``: from that seat's view alone)."""
    with _time_bound(seconds):
        return judge_at(record, seat, index, turn, playouts, seed).to_dict()


def _serve(connection: Connection, beat: Any) -> None:
    """A worker's life: its heart beats in a thread while it answers jobs one at a time.

    A stopped (SIGSTOP) or killed process stops both, which is how the server tells."""

    def beating() -> None:
        while True:
            beat.value = time.monotonic()
            time.sleep(BEAT_SECONDS)

    signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl-C is the server's; it ends its workers
    threading.Thread(target=beating, daemon=True).start()
    while True:
        try:
            job, args = connection.recv()
        except EOFError:  # the server is gone
            return
        try:
            answer: tuple[str, Any] = ("ok", job(*args))
        except Overtime:
            answer = ("overtime", None)
        except Exception:
            log.exception("a bot job failed")
            answer = ("failed", None)
        try:
            connection.send(answer)
        except OSError:
            return


class Worker:
    """One worker process: the pipe its jobs and answers go through, and its heartbeat."""

    def __init__(self, context: Any) -> None:
        self.pipe, child = context.Pipe()
        self.beat = context.RawValue("d", time.monotonic() + START_SECONDS)
        self.process = context.Process(target=_serve, args=(child, self.beat), daemon=True)
        self.process.start()
        child.close()
        self.answer: asyncio.Future[Any] | None = None  # the answer to the job it runs
        asyncio.get_running_loop().add_reader(self.pipe.fileno(), self._readable)
        self.on_lost: Callable[[Worker, str], None] = lambda _worker, _why: None

    @property
    def started(self) -> bool:
        """Its heart has beaten (a new worker's first beat is set START_SECONDS ahead)."""
        return self.beat.value <= time.monotonic()

    def silent(self, now: float) -> bool:
        return now - self.beat.value > SILENT_SECONDS or not self.process.is_alive()

    async def run(self, job: Callable[..., Any], args: tuple[Any, ...]) -> Any:
        """The job's answer; _Lost if this worker is lost before it comes."""
        self.answer = answer = asyncio.get_running_loop().create_future()
        try:  # in a thread: a frozen worker's full pipe must not block the event loop
            await asyncio.to_thread(self.pipe.send, (job, args))
        except OSError:
            self.on_lost(self, "its pipe is closed")
        return await answer

    def _readable(self) -> None:
        try:
            kind, value = self.pipe.recv()
        except (EOFError, OSError):
            self.on_lost(self, "it died")
            return
        answer, self.answer = self.answer, None
        if answer is None or answer.done():
            return
        if kind == "ok":
            answer.set_result(value)
        else:
            answer.set_exception(Overtime() if kind == "overtime" else Unanswered())

    def kill(self, why: str) -> None:
        """Stop the process at once (SIGKILL ends a stopped one too); its job is _Lost."""
        with contextlib.suppress(ValueError, OSError, RuntimeError):
            asyncio.get_running_loop().remove_reader(self.pipe.fileno())
        if self.process.is_alive():
            self.process.kill()
        if self.answer is not None and not self.answer.done():
            self.answer.set_exception(_Lost(why))
        self.answer = None
        # Reap it beside the loop: a killed process is gone in milliseconds.
        threading.Thread(target=self.process.join, args=(5,), daemon=True).start()


class BotPool:
    """Worker processes for bot jobs, shared fairly by clients; ``workers=0`` runs jobs in
    threads, unscheduled (for small tests).

    ``seconds`` bounds each job (see the module's text).
    """

    def __init__(self, workers: int, seconds: float = 10.0) -> None:
        self.workers = workers
        self.seconds = seconds
        self.scheduler = FairScheduler(workers) if workers else None
        self.idle: list[Worker] = []
        self.busy: set[Worker] = set()
        self.spare: Worker | None = None  # started, idle, for a lost worker's place
        self.replaced = 0  # workers killed (frozen, dead or stuck) and replaced
        self.reruns = 0  # jobs run again after their worker was lost
        self._context = multiprocessing.get_context("spawn")
        self._listener: asyncio.Task | None = None
        self.closed = False

    async def choose(
        self, client: str, record: dict[str, Any], seat: int, spec: str, seed: int
    ) -> str:
        notation, overtime = await self._run(client, choose, record, seat, spec, seed, self.seconds)
        if overtime:
            log.warning("%s", overtime)
        return notation

    async def advise(
        self, client: str, record: dict[str, Any], seat: int, seed: int
    ) -> list[dict[str, Any]]:
        return await self._run(client, advise, record, seat, seed, self.seconds)

    async def judge(
        self, client: str, record: dict[str, Any], seat: int, index: int, turn: int, playouts: int
    ) -> dict[str, Any]:
        """A review's judgement of one decision (seeded by the review's seed, 0)."""
        return await self._run(client, judge, record, seat, index, turn, playouts, 0, self.seconds)

    async def _run(self, client: str, job: Callable[..., Any], *args: Any) -> Any:
        """The job's answer, run in ``client``'s turn. Raises Overtime past the time bound,
        Unanswered if it failed or its worker was lost twice."""
        bound = self.seconds + GRACE_SECONDS
        if self.scheduler is None:
            try:
                return await asyncio.wait_for(asyncio.to_thread(job, *args), bound)
            except TimeoutError:
                raise Overtime from None
        async with self.scheduler.turn(client):
            for attempt in (1, 2):
                if self.closed:  # the server stops (its task's cancel may come too late)
                    raise asyncio.CancelledError
                self._start()
                worker = self._take()
                self.busy.add(worker)
                try:
                    return await asyncio.wait_for(worker.run(job, args), bound)
                except TimeoutError:
                    self._lose(worker, f"its job ran past {bound:g} s")
                    raise Overtime from None
                except _Lost:
                    if attempt == 2:
                        raise Unanswered from None
                    self.reruns += 1
                finally:
                    if worker in self.busy:
                        self.busy.discard(worker)
                        self.idle.append(worker)
        raise AssertionError("unreachable")

    def _take(self) -> Worker:
        """An idle worker: the longest idle of those whose heart beats, if any (a new one
        may still be starting, and a job sent to it would wait for that)."""
        worker = next((w for w in self.idle if w.started), self.idle[0])
        self.idle.remove(worker)
        return worker

    def _start(self) -> None:
        """Start the workers and the heart listener on first use (in the server's loop)."""
        if self._listener is not None:
            return
        self.idle = [self._new_worker() for _ in range(self.workers)]
        self.spare = self._new_worker()
        self._listener = asyncio.ensure_future(self._listen())

    def _new_worker(self) -> Worker:
        worker = Worker(self._context)
        worker.on_lost = self._lose
        return worker

    async def _listen(self) -> None:
        """Every CHECK_SECONDS, kill and replace the workers whose heart is silent."""
        while True:
            await asyncio.sleep(CHECK_SECONDS)
            now = time.monotonic()
            for worker in [*self.idle, *self.busy, *filter(None, [self.spare])]:
                if worker.silent(now):
                    try:
                        self._lose(worker, f"its heart was silent for {SILENT_SECONDS:g} s")
                    except OSError:  # no new process now (out of memory?): next time, then
                        log.exception("a bot worker could not be replaced")

    def _lose(self, worker: Worker, why: str) -> None:
        """Kill ``worker`` and put the spare in its place, and a new spare in the spare's; its
        job, if any, is _Lost."""
        if worker is not self.spare and worker not in self.idle and worker not in self.busy:
            return  # already replaced
        spare = self._new_worker()  # first: if that fails, the next check tries again
        if worker is not self.spare:
            if worker in self.idle:
                self.idle.remove(worker)
            self.busy.discard(worker)
            self.idle.append(self.spare or spare)
        self.spare = spare
        log.warning("bot worker %d is replaced: %s", worker.process.pid, why)
        self.replaced += 1
        worker.kill(why)

    def waiting(self) -> int:
        """Jobs queued for a worker, every client's together."""
        return self.scheduler.waiting() if self.scheduler is not None else 0

    def heartbeat_age(self) -> float:
        """Seconds since the most silent started worker last beat (0 with none)."""
        now = time.monotonic()
        started = [w for w in [*self.idle, *self.busy] if w.started]
        return max((now - w.beat.value for w in started), default=0.0)

    def worker_pids(self) -> list[int]:
        """The ids of the worker processes that take jobs (none in thread mode, or before the
        first job; the spare is not one)."""
        return [w.process.pid for w in [*self.idle, *self.busy] if w.process.pid is not None]

    def worker_count(self) -> int:
        return len(self.worker_pids())

    def close(self) -> None:
        self.closed = True
        if self._listener is not None:
            self._listener.cancel()
        for worker in [*self.idle, *self.busy, *filter(None, [self.spare])]:
            worker.kill("the server stops")
        self.idle, self.busy, self.spare = [], set(), None
