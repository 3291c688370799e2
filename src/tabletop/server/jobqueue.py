"""Bot moves and hints through a queue in PostgreSQL, for ``tabletop worker`` processes.

``tabletop serve --bot-queue`` puts each job (the room's record, as the built-in pool's
workers get it) in the ``bot_jobs`` table and waits for its answer; ``tabletop worker --db
URL`` processes, on any machine, take jobs one at a time. A worker takes the next job by the
built-in pool's fair rule (:func:`.scheduler.fair_order`) counted over the whole queue: the
live workers are the places, and the clients are those with a job waiting or running,
through whichever server. Taking is one short transaction under one advisory lock, so two
workers never count the same picture.

Each worker beats a heart in ``bot_workers``. One silent for ``SILENT_SECONDS`` (frozen,
killed, cut off) is lost: its job waits again for another worker, once (a job lost twice
fails, and its room plays a random move, as with the built-in pool). A server that waits for
answers looks for lost workers every ``CHECK_SECONDS``, and so does every worker as it takes
a job, so a lost worker is noticed within 2 s. The server's outer time bound counts from
when a worker took the job. Changes are told with ``NOTIFY``: ``tabletop_jobs`` wakes the
workers, ``tabletop_answers`` (the job's id) the servers; both also look on their own every
second or less, so a lost notice only costs time.

Jobs and beats are not worth a disk flush each: the queue's connections commit without
waiting for one (``synchronous_commit = off``).
"""

from __future__ import annotations

import asyncio
import json
import logging
import os
import socket
import threading
import time
import uuid
from dataclasses import dataclass
from typing import Any

from . import botpool
from .botpool import GRACE_SECONDS, Overtime, Unanswered
from .scheduler import fair_order

BEAT_SECONDS = 0.25  # a worker's heartbeat
SILENT_SECONDS = 1.5  # a worker whose heart is silent this long is lost
CHECK_SECONDS = 0.25  # how often a waiting server looks for answers and lost workers
IDLE_SECONDS = 1.0  # how long an idle worker waits for a notice before it looks anyway
NO_WORKER_SECONDS = 10.0  # a job waiting this long while no worker lives gets no answer
FORGET_SECONDS = 600.0  # a job this old is nobody's any more (its server died)
JOBS = "tabletop_jobs"  # NOTIFY channel: a job waits
ANSWERS = "tabletop_answers"  # NOTIFY channel: the job with this id has its answer
QUEUE_KEY = 0x7AB2  # the advisory lock a worker takes a job under
log = logging.getLogger("tabletop.server")

TABLES = """
CREATE TABLE IF NOT EXISTS bot_jobs (
    id BIGSERIAL PRIMARY KEY,
    kind TEXT NOT NULL,                      -- choose | advise | judge
    client TEXT NOT NULL,                    -- whose share it counts in
    server TEXT NOT NULL,                    -- who waits for the answer
    args JSONB NOT NULL,
    state TEXT NOT NULL DEFAULT 'waiting',   -- waiting | taken | done | failed | overtime
    worker TEXT,
    attempts INTEGER NOT NULL DEFAULT 0,     -- workers lost while they ran it
    created TIMESTAMPTZ NOT NULL DEFAULT clock_timestamp(),
    taken TIMESTAMPTZ,
    answer JSONB
);
CREATE INDEX IF NOT EXISTS bot_jobs_open ON bot_jobs (client, id)
    WHERE state IN ('waiting', 'taken');
CREATE UNLOGGED TABLE IF NOT EXISTS bot_workers (
    name TEXT PRIMARY KEY,
    beat TIMESTAMPTZ NOT NULL,
    jobs BIGINT NOT NULL DEFAULT 0
);
"""
ENDED = ("done", "failed", "overtime")


@dataclass(frozen=True)
class Job:
    id: int
    kind: str
    args: dict[str, Any]


def connect(conninfo: str) -> Any:
    """A queue connection: autocommit, and no disk flush awaited at commit."""
    import psycopg  # the postgres extra's driver

    connection = psycopg.connect(conninfo, autocommit=True)
    connection.execute("SET synchronous_commit = off")
    return connection


class JobQueue:
    """The queue's statements over one connection (used from one thread at a time)."""

    def __init__(self, conninfo: str) -> None:
        self.db = connect(conninfo)
        self._lock = threading.Lock()
        with self._lock, self.db.transaction():  # two processes starting at once: one creates
            self.db.execute("SELECT pg_advisory_xact_lock(%s)", (QUEUE_KEY,))
            self.db.execute(TABLES)

    def close(self) -> None:
        self.db.close()

    # --- a server's side ---

    def put(self, kind: str, client: str, server: str, args: dict[str, Any]) -> int:
        with self._lock:
            row = self.db.execute(
                "INSERT INTO bot_jobs (kind, client, server, args) VALUES (%s, %s, %s, %s)"
                " RETURNING id",
                (kind, client, server, json.dumps(args)),
            ).fetchone()
            self.db.execute("SELECT pg_notify(%s, '')", (JOBS,))
        return row[0]

    def collect(self, ids: list[int]) -> dict[int, tuple[str, Any]]:
        """The ended jobs among ``ids`` (their rows deleted): state and answer; a job whose
        row is gone (forgotten) is ``("failed", None)``."""
        with self._lock:
            ended = self.db.execute(
                "DELETE FROM bot_jobs WHERE id = ANY(%s) AND state = ANY(%s)"
                " RETURNING id, state, answer",
                (ids, list(ENDED)),
            ).fetchall()
            found = {row[0]: (row[1], row[2]) for row in ended}
            rest = [i for i in ids if i not in found]
            if rest:
                kept = self.db.execute("SELECT id FROM bot_jobs WHERE id = ANY(%s)", (rest,))
                alive = {row[0] for row in kept}
                found.update({i: ("failed", None) for i in rest if i not in alive})
        return found

    def end_late(self, ids: list[int], bound: float) -> None:
        """Among ``ids``: a job taken over ``bound`` seconds ago is overtime; one waiting
        NO_WORKER_SECONDS while no worker lives fails."""
        with self._lock:
            self.db.execute(
                "UPDATE bot_jobs SET state = 'overtime' WHERE id = ANY(%s) AND state = 'taken'"
                " AND taken < clock_timestamp() - make_interval(secs => %s)",
                (ids, bound),
            )
            self.db.execute(
                "UPDATE bot_jobs SET state = 'failed' WHERE id = ANY(%s) AND state = 'waiting'"
                " AND created < clock_timestamp() - make_interval(secs => %s)"
                " AND NOT EXISTS (SELECT 1 FROM bot_workers)",
                (ids, NO_WORKER_SECONDS),
            )

    def drop(self, ids: list[int]) -> None:
        """Jobs nobody waits for any more (a worker that has one finds it gone)."""
        with self._lock:
            self.db.execute("DELETE FROM bot_jobs WHERE id = ANY(%s)", (ids,))

    def reap(self) -> int:
        """Forget lost workers and put their jobs back (see the module's text): how many."""
        with self._lock, self.db.transaction():
            self.db.execute("SELECT pg_advisory_xact_lock(%s)", (QUEUE_KEY,))
            return self._reap()

    def _reap(self) -> int:
        lost = self.db.execute(
            "DELETE FROM bot_workers WHERE beat < clock_timestamp() - make_interval(secs => %s)"
            " RETURNING name",
            (SILENT_SECONDS,),
        ).fetchall()
        again = self.db.execute(
            "UPDATE bot_jobs SET state = CASE WHEN attempts >= 1 THEN 'failed' ELSE 'waiting' END,"
            " worker = NULL, taken = NULL, attempts = attempts + 1"
            " WHERE state = 'taken' AND worker NOT IN (SELECT name FROM bot_workers)"
            " RETURNING id, state",
        ).fetchall()
        self.db.execute(
            "DELETE FROM bot_jobs WHERE created < clock_timestamp() - make_interval(secs => %s)",
            (FORGET_SECONDS,),
        )
        for job, state in again:
            if state == "failed":
                self.db.execute("SELECT pg_notify(%s, %s)", (ANSWERS, str(job)))
        if any(state == "waiting" for _, state in again):
            self.db.execute("SELECT pg_notify(%s, '')", (JOBS,))
        for (name,) in lost:
            log.warning("bot worker %s is lost: its heart was silent %g s", name, SILENT_SECONDS)
        return len(lost)

    def census(self) -> tuple[int, int, float]:
        """Jobs waiting, live workers, and the seconds since the most silent one beat."""
        with self._lock:
            row = self.db.execute(
                "SELECT (SELECT count(*) FROM bot_jobs WHERE state = 'waiting'),"
                " count(*), coalesce(extract(epoch FROM clock_timestamp() - min(beat)), 0)"
                " FROM bot_workers"
            ).fetchone()
        return int(row[0]), int(row[1]), float(row[2])

    # --- a worker's side ---

    def take(self, worker: str) -> Job | None:
        """The next job by the fair rule, now ``worker``'s; None if no client may have one."""
        with self._lock, self.db.transaction():
            self.db.execute("SELECT pg_advisory_xact_lock(%s)", (QUEUE_KEY,))
            self._reap()
            (places,) = self.db.execute("SELECT count(*) FROM bot_workers").fetchone()
            clients = self.db.execute(
                "SELECT client, count(*) FILTER (WHERE state = 'taken'),"
                " extract(epoch FROM max(taken))::float8, extract(epoch FROM min(created))::float8,"
                " bool_or(state = 'waiting')"
                " FROM bot_jobs WHERE state IN ('waiting', 'taken') GROUP BY client"
            ).fetchall()
            order = fair_order(max(1, places), [tuple(row) for row in clients])
            if not order:
                return None
            row = self.db.execute(
                "UPDATE bot_jobs SET state = 'taken', worker = %s, taken = clock_timestamp()"
                " WHERE id = (SELECT id FROM bot_jobs WHERE client = %s AND state = 'waiting'"
                " ORDER BY id LIMIT 1) RETURNING id, kind, args",
                (worker, order[0]),
            ).fetchone()
        return Job(row[0], row[1], row[2])

    def finish(self, worker: str, job: Job, state: str, answer: Any) -> bool:
        """Give the job's answer; False if it is no longer this worker's (lost meanwhile, or
        its server stopped waiting)."""
        with self._lock:
            row = self.db.execute(
                "UPDATE bot_jobs SET state = %s, answer = %s"
                " WHERE id = %s AND worker = %s AND state = 'taken' RETURNING id",
                (state, json.dumps(answer), job.id, worker),
            ).fetchone()
            if row is None:
                return False
            self.db.execute("UPDATE bot_workers SET jobs = jobs + 1 WHERE name = %s", (worker,))
            self.db.execute("SELECT pg_notify(%s, %s)", (ANSWERS, str(job.id)))
        return True

    def leave(self, worker: str) -> None:
        """A worker stops: its job, if any, waits again at once for another."""
        with self._lock:
            self.db.execute("DELETE FROM bot_workers WHERE name = %s", (worker,))
            self.db.execute(
                "UPDATE bot_jobs SET state = 'waiting', worker = NULL, taken = NULL"
                " WHERE worker = %s AND state = 'taken'",
                (worker,),
            )
            self.db.execute("SELECT pg_notify(%s, '')", (JOBS,))


def run_job(job: Job) -> tuple[str, Any]:
    """The job's state and answer, computed here under the job's own time bound by the
    built-in pool's job of the same name (its arguments are the job's, by name)."""
    try:
        if job.kind == "choose":
            notation, overtime = botpool.choose(**job.args)
            if overtime:
                log.warning("%s", overtime)
            return "done", notation
        if job.kind == "judge":
            return "done", botpool.judge(**job.args)
        return "done", botpool.advise(**job.args)
    except Overtime:
        return "overtime", None


class Worker:
    """One ``tabletop worker``: takes jobs from the queue until stopped."""

    def __init__(self, conninfo: str, name: str | None = None) -> None:
        self.name = name or f"{socket.gethostname()}:{os.getpid()}:{uuid.uuid4().hex[:6]}"
        self.queue = JobQueue(conninfo)
        self._heart = connect(conninfo)
        self._beat()  # alive before the first take: it counts as a place
        threading.Thread(target=self._beating, daemon=True).start()
        self._notices = connect(conninfo)
        self._notices.execute(f"LISTEN {JOBS}")

    def _beat(self) -> None:
        self._heart.execute(
            "INSERT INTO bot_workers (name, beat) VALUES (%s, clock_timestamp())"
            " ON CONFLICT (name) DO UPDATE SET beat = clock_timestamp()",
            (self.name,),
        )

    def _beating(self) -> None:
        while True:
            time.sleep(BEAT_SECONDS)
            try:
                self._beat()
            except Exception:  # the database is away: the worker counts as lost meanwhile
                log.exception("bot worker %s could not beat", self.name)
                time.sleep(1)

    def serve(self) -> None:
        """Take and answer jobs, one at a time, until interrupted; then leave the queue."""
        try:
            while True:
                job = self.queue.take(self.name)
                if job is None:
                    for _ in self._notices.notifies(timeout=IDLE_SECONDS, stop_after=1):
                        pass
                    continue
                state, answer = run_job(job)
                self.queue.finish(self.name, job, state, answer)  # refused if it was lost
        finally:
            self.queue.leave(self.name)


class QueuePool:
    """The server's side: the built-in :class:`.botpool.BotPool`'s interface over the queue."""

    def __init__(self, conninfo: str, seconds: float = 10.0) -> None:
        self.conninfo = conninfo
        self.seconds = seconds
        self.queue = JobQueue(conninfo)
        self.name = f"{socket.gethostname()}:{os.getpid()}"
        self.pending: dict[int, asyncio.Future[tuple[str, Any]]] = {}
        self.replaced = 0  # lost workers this server found
        self._waiting = self._workers = 0
        self._heartbeat_age = 0.0
        self._tasks: list[asyncio.Task] = []
        self.closed = False

    async def choose(
        self, client: str, record: dict[str, Any], seat: int, spec: str, seed: int
    ) -> str:
        args = {"record": record, "seat": seat, "spec": spec, "seed": seed}
        return await self._run(client, "choose", args)

    async def advise(
        self, client: str, record: dict[str, Any], seat: int, seed: int
    ) -> list[dict[str, Any]]:
        return await self._run(client, "advise", {"record": record, "seat": seat, "seed": seed})

    async def judge(
        self, client: str, record: dict[str, Any], seat: int, index: int, turn: int, playouts: int
    ) -> dict[str, Any]:
        args = {"record": record, "seat": seat, "index": index, "turn": turn}
        return await self._run(client, "judge", {**args, "playouts": playouts, "seed": 0})

    async def _run(self, client: str, kind: str, args: dict[str, Any]) -> Any:
        """The job's answer. Raises Overtime past the time bound, Unanswered if it failed,
        was lost twice, or no worker lives."""
        if self.closed:
            raise asyncio.CancelledError
        self._start()
        args = {**args, "seconds": self.seconds}
        job = await asyncio.to_thread(self.queue.put, kind, client, self.name, args)
        answer = self.pending[job] = asyncio.get_running_loop().create_future()
        try:
            state, value = await answer
        except asyncio.CancelledError:
            await asyncio.shield(asyncio.to_thread(self.queue.drop, [job]))
            raise
        finally:
            self.pending.pop(job, None)
        if state == "overtime":
            raise Overtime
        if state != "done":
            raise Unanswered
        return value

    def _start(self) -> None:
        if not self._tasks:
            self._tasks = [asyncio.ensure_future(c) for c in (self._listen(), self._watch())]

    async def _listen(self) -> None:
        """Collect an answer as soon as its notice comes (the watch collects missed ones)."""
        import psycopg

        while True:
            try:
                listener = await psycopg.AsyncConnection.connect(self.conninfo, autocommit=True)
                async with listener:
                    await listener.execute(f"LISTEN {ANSWERS}")
                    async for note in listener.notifies():
                        if note.payload.isdigit() and int(note.payload) in self.pending:
                            await self._collect([int(note.payload)])
            except psycopg.OperationalError:
                log.warning("the bot queue's notices are cut off: trying again in 1 s")
                await asyncio.sleep(1)

    async def _watch(self) -> None:
        """Every CHECK_SECONDS: find lost workers, end late jobs, collect answers, count."""
        while True:
            await asyncio.sleep(CHECK_SECONDS)
            try:
                if self.pending:
                    self.replaced += await asyncio.to_thread(self.queue.reap)
                    ids = list(self.pending)
                    await asyncio.to_thread(self.queue.end_late, ids, self.seconds + GRACE_SECONDS)
                    await self._collect(ids)
                census = await asyncio.to_thread(self.queue.census)
                self._waiting, self._workers, self._heartbeat_age = census
            except Exception:  # the database is away a moment: the next look tries again
                log.exception("the bot queue could not be read")

    async def _collect(self, ids: list[int]) -> None:
        for job, ended in (await asyncio.to_thread(self.queue.collect, ids)).items():
            answer = self.pending.get(job)
            if answer is not None and not answer.done():
                answer.set_result(ended)

    def waiting(self) -> int:
        """Jobs queued for a worker, every server's."""
        return self._waiting

    def heartbeat_age(self) -> float:
        return self._heartbeat_age

    def worker_count(self) -> int:
        """Live workers on the queue, whichever machine they run on."""
        return self._workers

    def close(self) -> None:
        self.closed = True
        for task in self._tasks:
            task.cancel()
        if self.pending:
            self.queue.drop(list(self.pending))
        self.queue.close()
