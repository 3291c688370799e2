"""The bot queue in PostgreSQL: ``tabletop serve --bot-queue`` hands bot
moves and hints to ``tabletop worker`` processes; a worker takes jobs by the built-in pool's
fair rule counted over the whole queue; a frozen or killed worker is noticed by its silent
heart and its job goes to another, once (jobqueue.py)."""

from __future__ import annotations

import os
import random
import signal
import subprocess
import time
from contextlib import ExitStack

import pytest
from fastapi.testclient import TestClient

import tabletop
from tabletop.review.analysis import judge_at
from tabletop.server import jobqueue
from tabletop.server.app import create_app
from tabletop.server.jobqueue import Job, JobQueue, connect, run_job
from tabletop.server.protocol import CreateRoom

from .helpers import HUMAN, Player, bot, claim, create
from .processes import EXE, start_worker


def _conninfo(url: str) -> str:
    return url.replace("postgresql+psycopg://", "postgresql://")


def _beat(queue: JobQueue, *workers: str, ago: float = 0.0) -> None:
    """The workers' hearts beat ``ago`` seconds back (as their threads would write it)."""
    for name in workers:
        queue.db.execute(
            "INSERT INTO bot_workers (name, beat) VALUES (%s, clock_timestamp() - make_interval("
            "secs => %s)) ON CONFLICT (name) DO UPDATE SET beat = EXCLUDED.beat",
            (name, ago),
        )


def _row(queue: JobQueue, job: int) -> tuple:
    return queue.db.execute(
        "SELECT state, worker, attempts FROM bot_jobs WHERE id = %s", (job,)
    ).fetchone()


@pytest.fixture
def queue(postgres_url):
    made = JobQueue(_conninfo(postgres_url))
    yield made
    made.close()


# --- the queue's rule, with workers that are rows ------------------------------------------
def test_one_client_holds_at_most_its_share_and_the_next_client_goes_first(queue):
    _beat(queue, "w1", "w2")
    first, second, third = (queue.put("choose", "A", "s", {"n": n}) for n in range(3))
    assert queue.take("w1").id == first
    # Alone, A may hold one of the two workers: the other stays free for the next client.
    assert queue.take("w2") is None
    later = queue.put("choose", "B", "s", {})
    assert queue.take("w2").id == later
    # B holds one and A one: the first to finish goes to A's next job, in A's order.
    assert queue.finish("w1", Job(first, "choose", {}), "done", "x")
    _beat(queue, "w1", "w2")
    assert queue.take("w1").id == second
    assert queue.collect([first, second]) == {first: ("done", "x")}
    assert _row(queue, third)[0] == "waiting"


def test_a_lost_workers_job_waits_again_once_and_then_fails(queue):
    _beat(queue, "w1", "w2")
    job = queue.put("advise", "A", "s", {})
    taken = queue.take("w1")
    _beat(queue, "w1", ago=jobqueue.SILENT_SECONDS + 1)  # frozen: its heart went silent
    assert queue.reap() == 1
    assert _row(queue, job) == ("waiting", None, 1)
    _beat(queue, "w2")
    assert queue.take("w2").id == job
    assert not queue.finish("w1", taken, "done", "late")  # the lost worker's late answer
    _beat(queue, "w2", ago=jobqueue.SILENT_SECONDS + 1)  # lost a second time: given up
    assert queue.reap() == 1
    assert queue.collect([job]) == {job: ("failed", None)}


def test_a_job_past_the_bound_is_overtime_and_one_no_worker_takes_fails(queue, monkeypatch):
    _beat(queue, "w1")
    slow = queue.put("choose", "A", "s", {})
    assert queue.take("w1").id == slow
    queue.end_late([slow], bound=0)
    assert queue.collect([slow]) == {slow: ("overtime", None)}
    queue.db.execute("DELETE FROM bot_workers")
    alone = queue.put("choose", "A", "s", {})
    monkeypatch.setattr(jobqueue, "NO_WORKER_SECONDS", 0)
    queue.end_late([alone], bound=10)
    assert queue.collect([alone]) == {alone: ("failed", None)}


def test_a_leaving_worker_hands_its_job_back_at_once(queue):
    _beat(queue, "w1", "w2")
    job = queue.put("choose", "A", "s", {})
    assert queue.take("w1").id == job
    queue.leave("w1")
    assert _row(queue, job) == ("waiting", None, 0)  # not counted as lost
    assert queue.take("w2").id == job


# --- the commands -------------------------------------------------------------------------
@pytest.mark.parametrize(
    "command",
    [
        ["worker", "--db", "sqlite:///rooms.sqlite"],
        ["serve", "--db", "sqlite:///rooms.sqlite", "--bot-queue", "--port", "0"],
    ],
)
def test_the_queue_refuses_sqlite_in_the_users_language(command, tmp_path):
    for lang, words in (("en", "the bot queue lives in PostgreSQL"), ("ja", "PostgreSQL")):
        done = subprocess.run(
            [str(EXE), *command, "--lang", lang], cwd=tmp_path, capture_output=True, text=True
        )
        assert done.returncode == 2 and words in done.stderr, done.stderr
        assert "Traceback" not in done.stderr
        if lang == "ja":
            assert "bot queue" not in done.stderr
    assert not (tmp_path / "rooms.sqlite").exists()


def test_a_worker_without_its_database_says_so_in_one_line(tmp_path):
    done = subprocess.run(
        [str(EXE), "worker", "--db", "postgresql://nobody:x@127.0.0.1:1/none"],
        capture_output=True,
        text=True,
        timeout=30,
    )
    assert done.returncode == 2 and "cannot use --db" in done.stderr, done.stderr
    assert "Traceback" not in done.stderr


# --- real workers behind a real server ----------------------------------------------------
def test_workers_play_the_bots_fairly_and_a_frozen_worker_is_replaced(postgres_url):
    """Two `tabletop worker` processes: one client's searching rooms hold at most one of them
    while another client's game and hint are answered; then the worker running a job is
    frozen (SIGSTOP), and its job is taken by the other while the rooms play on."""
    with ExitStack() as stack:
        workers = {}
        for name in ("w1", "w2"):
            workers[name] = process = start_worker(postgres_url, name)
            stack.callback(process.wait, timeout=10)
            stack.callback(process.kill)  # SIGKILL: a stopped process ends too
        app = create_app(postgres_url, bot_queue=True, messages_per_second=1e6)
        client = stack.enter_context(TestClient(app))
        hub = client.app.state.hub
        watch = connect(_conninfo(postgres_url))
        stack.callback(watch.close)

        def held_by(client_address: str) -> list[tuple[int, str]]:
            return watch.execute(
                "SELECT id, worker FROM bot_jobs WHERE state = 'taken' AND client = %s",
                (client_address,),
            ).fetchall()

        searching = CreateRoom(game="gunrain", seats=[bot("ismcts:seconds=0.3")] * 2)
        rooms = [
            hub.rooms[client.portal.call(hub.create, searching, "192.0.2.1")["room"]]
            for _ in range(3)
        ]
        # Another client (the test client's address): a person against the heuristic bot.
        created = create(client, "kungfu", [HUMAN, bot("heuristic")], seed=5)
        most = 0
        with client.websocket_connect(f"/ws/rooms/{created['room']}") as socket:
            player = Player(socket, claim(client, created, 0))
            socket.send_json({"type": "hint", "seat": 0})
            while player.receive()["type"] != "hint":
                pass
            rng = random.Random(5)
            while not player.wait_turn()["over"]:
                most = max(most, len(held_by("192.0.2.1")))
                player.act(rng.choice(player.last["legal"])["notation"])
        assert most == 1  # of two workers
        assert all(room.row.actions for room in rooms)

        deadline = time.monotonic() + 30
        while not (taken := held_by("192.0.2.1")):
            assert time.monotonic() < deadline
            time.sleep(0.02)
        (job, name), *_ = taken
        os.kill(workers[name].pid, signal.SIGSTOP)
        stopped = time.monotonic()
        other = next(n for n in workers if n != name)
        while watch.execute("SELECT 1 FROM bot_workers WHERE name = %s", (name,)).fetchone():
            assert time.monotonic() - stopped < 30, "the frozen worker was never noticed"
            time.sleep(0.02)
        row = watch.execute("SELECT worker FROM bot_jobs WHERE id = %s", (job,)).fetchone()
        assert row is None or row[0] in (None, other)  # waiting again, the other's, or done
        moved = [len(room.row.actions) for room in rooms]
        deadline = time.monotonic() + 60
        while not all(len(r.row.actions) >= m + 2 for r, m in zip(rooms, moved, strict=True)):
            assert time.monotonic() < deadline, "the rooms stopped with the frozen worker"
            time.sleep(0.05)
        assert hub.pool.worker_count() == 1


def test_a_worker_runs_each_kind_of_job_by_its_arguments():
    """What a worker does with a job's row: the built-in pool's job of that kind, called with
    the row's arguments by name (a review's judgement included)."""
    state = tabletop.make("gunrain", max_turns=2).new_game(seed=1)
    while not state.is_over:
        state.apply(state.to_move[0], state.legal_actions(state.to_move[0])[0])
    record = state.record()
    index = next(i for i, (seat, _) in enumerate(record["actions"]) if seat == 0)
    args = {"record": record, "seat": 0, "index": index, "turn": 1, "playouts": 8, "seed": 0}
    state_, judged = run_job(Job(1, "judge", {**args, "seconds": 10.0}))
    assert state_ == "done" and judged == judge_at(record, 0, index, 1, 8, 0).to_dict()
    start = {"record": {**record, "actions": []}, "seat": 0, "seed": 3, "seconds": 10.0}
    state_, move = run_job(Job(2, "choose", {**start, "spec": "heuristic"}))
    assert state_ == "done" and isinstance(move, str)
