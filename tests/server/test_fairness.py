"""The bot workers are shared fairly: jobs queue per client and clients take turns, hints have
a budget in all, random bots never wait for a worker, and a frozen worker is noticed by its
silent heartbeat, replaced, and its job run again elsewhere."""

from __future__ import annotations

import asyncio
import os
import signal
import time
from concurrent.futures import ThreadPoolExecutor

from fastapi.testclient import TestClient

from tabletop.i18n import translator
from tabletop.server.app import create_app
from tabletop.server.protocol import CreateRoom, Limits
from tabletop.server.scheduler import FairScheduler

from .helpers import HUMAN, HeldAdvisor, Player, bot, claim, create, until

BUSY = "the advisor is busy with other players' hints: try again in a moment"


def _app(db_url, workers: int = 0, **limits) -> TestClient:
    return TestClient(
        create_app(db_url, bot_workers=workers, messages_per_second=1e6, limits=Limits(**limits))
    )


# --- the scheduler alone: jobs that run until the test lets them finish ---------------------
def _run(scenario) -> None:
    """Run ``scenario`` in a thread of its own: a browser test in this process may have left
    its loop running here."""
    with ThreadPoolExecutor(1) as thread:
        thread.submit(asyncio.run, scenario).result()


class _Jobs:
    """Jobs of named clients on one scheduler; each holds its place until finished."""

    def __init__(self, slots: int) -> None:
        self.scheduler = FairScheduler(slots)
        self.started: list[str] = []
        self.finish: dict[str, asyncio.Event] = {}
        self.tasks: list[asyncio.Task] = []

    def submit(self, client: str, name: str) -> None:
        self.finish[name] = asyncio.Event()

        async def job() -> None:
            async with self.scheduler.turn(client):
                self.started.append(name)
                await self.finish[name].wait()

        self.tasks.append(asyncio.ensure_future(job()))

    async def done(self, name: str) -> None:
        """Finish ``name`` and let the scheduler hand its place on."""
        self.finish[name].set()
        for _ in range(5):
            await asyncio.sleep(0)


def test_another_client_starts_before_the_first_clients_queued_jobs():
    """Client a queues four long jobs, then b one: with two workers a holds one (one stays
    free), so b starts at once, before a's queue moves on."""

    async def scenario() -> None:
        jobs = _Jobs(2)
        for n in range(4):
            jobs.submit("a", f"a{n}")
        await asyncio.sleep(0)
        jobs.submit("b", "b0")
        await asyncio.sleep(0)
        assert jobs.started == ["a0", "b0"]
        assert jobs.scheduler.holding("a") == 1 and jobs.scheduler.waiting() == 3
        await jobs.done("a0")
        await jobs.done("b0")
        await jobs.done("a1")
        assert jobs.started == ["a0", "b0", "a1", "a2"]
        for name in ("a2", "a3"):
            await jobs.done(name)
        assert jobs.scheduler.clients == {}  # nothing held or waiting: all forgotten
        await asyncio.gather(*jobs.tasks)

    _run(scenario())


def test_clients_take_turns_and_one_that_had_nothing_waiting_goes_first():
    async def scenario() -> None:
        jobs = _Jobs(1)
        for n in range(3):
            jobs.submit("a", f"a{n}")
            jobs.submit("b", f"b{n}")
        await asyncio.sleep(0)
        jobs.submit("c", "c0")
        for name in ("a0", "b0", "c0", "a1", "b1", "a2", "b2"):
            assert jobs.started[-1] == name
            await jobs.done(name)
        assert jobs.started == ["a0", "b0", "c0", "a1", "b1", "a2", "b2"]

    _run(scenario())


def test_a_clients_share_shrinks_as_others_come_and_a_cancelled_job_leaves_the_queue():
    """Four workers: alone, a holds three (one stays free); with b waiting, a's share is two,
    so a's next job waits until a holds fewer than two."""

    async def scenario() -> None:
        jobs = _Jobs(4)
        for n in range(5):
            jobs.submit("a", f"a{n}")
        await asyncio.sleep(0)
        assert jobs.started == ["a0", "a1", "a2"]
        jobs.submit("b", "b0")
        jobs.submit("b", "b1")
        jobs.submit("b", "b2")
        await asyncio.sleep(0)
        assert jobs.started[3:] == ["b0"]  # the free worker: b's share is two, one is free
        await jobs.done("a0")
        assert jobs.started[4:] == ["b1"]  # a holds two, its share: b's turn
        jobs.tasks.pop().cancel()  # b2 gives up waiting
        await jobs.done("a1")
        assert jobs.started[5:] == ["a3"]
        assert jobs.scheduler.waiting() == 1  # a4; b2 left
        for name in ("a2", "a3", "b0", "b1", "a4"):
            await jobs.done(name)
        assert jobs.scheduler.clients == {} and jobs.scheduler.free == 4

    _run(scenario())


# --- the server: whose queue a job waits in, hints in all, random bots at once -------------
def test_bot_moves_wait_in_the_creators_queue_after_a_restart_too(db_url):
    with _app(db_url) as client:
        hub = client.app.state.hub
        queues: list[str] = []
        choose = hub.pool.choose

        async def recorded(queue, *args):
            queues.append(queue)
            return await choose(queue, *args)

        hub.pool.choose = recorded
        request = CreateRoom(game="gunrain", seats=[bot("ismcts:iterations=5")] * 2)
        made = client.portal.call(hub.create, request, "192.0.2.7")
        until(lambda: hub.rooms[made["room"]].row.actions)
        assert set(queues) == {"192.0.2.7"}
        assert "192.0.2.7" not in str(client.get(f"/api/rooms/{made['room']}").json())
    with _app(db_url) as client:
        assert client.app.state.hub.get(made["room"]).row.client == "192.0.2.7"


def test_random_bots_play_on_the_event_loop_without_a_worker(db_url):
    with _app(db_url, workers=2) as client:
        hub = client.app.state.hub
        created = create(client, "gunrain", [bot("random"), bot("random")], seed=3)
        until(lambda: hub.rooms[created["room"]].state.is_over)
        assert hub.pool.worker_pids() == []  # no worker was ever started


def test_hints_past_the_servers_total_are_refused_in_the_askers_language(db_url):
    with _app(db_url, client_hints=5, total_hints=1) as client:
        advisor = HeldAdvisor(client.app.state.hub)
        rooms = [create(client, "friday", [HUMAN], seed=n) for n in range(3)]
        sockets = [client.websocket_connect(f"/ws/rooms/{r['room']}") for r in rooms]
        langs = [None, None, "ja"]
        players = [
            Player(s.__enter__(), claim(client, r, 0), lang)
            for s, r, lang in zip(sockets, rooms, langs, strict=True)
        ]
        players[0].socket.send_json({"type": "hint", "seat": 0})
        until(lambda: client.app.state.hub.hints)  # in flight, held
        for player in players[1:]:
            player.socket.send_json({"type": "hint", "seat": 0})
        assert players[1].socket.receive_json()["message"] == BUSY
        in_japanese = translator("ja").gettext(BUSY)
        assert in_japanese != BUSY and players[2].socket.receive_json()["message"] == in_japanese
        advisor.released.set()
        assert players[0].socket.receive_json()["type"] == "hint"
        players[1].socket.send_json({"type": "hint", "seat": 0})  # the budget is free again
        assert players[1].socket.receive_json()["type"] == "hint"
        for s in sockets:
            s.__exit__(None, None, None)


# --- heartbeats: a frozen worker is noticed, replaced, and its job run elsewhere ----------
def test_a_frozen_worker_is_replaced_and_its_job_rerun_while_the_other_rooms_play(db_url, caplog):
    with _app(db_url, workers=2) as client:
        hub = client.app.state.hub
        request = CreateRoom(game="gunrain", seats=[bot("ismcts:seconds=0.3")] * 2)
        rooms = [
            hub.rooms[client.portal.call(hub.create, request, address)["room"]]
            for address in ("192.0.2.1", "192.0.2.2")  # two clients: both workers in use
        ]
        until(lambda: all(len(room.row.actions) >= 2 for room in rooms))
        pool = hub.pool

        def beating() -> list:
            """Workers running a job whose heart beats (a new one's starts a little later)."""
            return [w for w in list(pool.busy) if time.monotonic() - w.beat.value < 1]

        until(beating)
        frozen = beating()[0]
        pid = frozen.process.pid
        os.kill(pid, signal.SIGSTOP)
        moved = [len(room.row.actions) for room in rooms]
        until(lambda: pool.replaced >= 1 and pool.reruns >= 1)
        until(lambda: all(len(r.row.actions) >= m + 3 for r, m in zip(rooms, moved, strict=True)))
        assert pid not in pool.worker_pids() and len(pool.worker_pids()) == 2
    assert f"bot worker {pid} is replaced: its heart was silent" in caplog.text
    assert "got no move" not in caplog.text  # the stopped job was run again, not given up
