"""A finished room's review on the server (docs/review.md): each decision a job in the
asker's share of the bot workers, progress while it runs, the review worded in the asker's
language, one review per client at a time, and a cancel."""

from __future__ import annotations

import asyncio
import threading

from fastapi.testclient import TestClient

from tabletop.i18n import translator
from tabletop.server.app import create_app
from tabletop.server.protocol import Limits

from .helpers import bot, create, until


def _finished_room(client: TestClient) -> str:
    """A short Gun Rain game of a heuristic and a random bot, played to its end."""
    created = create(
        client, "gunrain", [bot("heuristic"), bot("random")], seed=4, options={"max_turns": 4}
    )
    hub = client.app.state.hub
    until(lambda: hub.get(created["room"]).over)
    return created["room"]


def test_a_review_runs_decision_by_decision_and_reads_in_the_askers_language(db_url):
    with TestClient(create_app(db_url, bot_workers=0, limits=Limits(total_reviews=1))) as client:
        room = _finished_room(client)
        started = client.post(f"/api/rooms/{room}/review/1?lang=ja")
        assert started.status_code == 200, started.text
        assert started.json()["total"] > 0 and started.json()["state"] in ("running", "done")

        def review():
            return client.get(f"/api/rooms/{room}/review/1?lang=ja").json()

        until(lambda: review()["state"] == "done")
        done = review()
        assert done["done"] == done["total"] == len(done["chart"])
        assert done["scale"] == translator("ja").gettext("Chance of winning")
        for point in done["chart"]:
            assert 0 <= point["low"] <= point["chance"] <= point["high"] <= 1
        assert done["turning"], "a random player's game has a turning point"
        for point in done["turning"]:
            assert point["better"]["label"] != point["better"]["notation"]  # in words
            assert point["difference"] > 0 and point["margin"] >= 0
            assert all("より良い手なら" in reason for reason in point["why"])
        # Another asker, in English, gets the same review worded for it.
        english = client.get(f"/api/rooms/{room}/review/1?lang=en").json()
        assert english["chart"] == done["chart"] and english["scale"] == "Chance of winning"


def test_refusals_say_why_and_a_client_cancels_its_own_review(db_url):
    with TestClient(create_app(db_url, bot_workers=0)) as client:
        hub = client.app.state.hub
        unfinished = create(client, "gunrain", [{"kind": "human"}, bot("random")], seed=1)
        answer = client.post(f"/api/rooms/{unfinished['room']}/review/0")
        assert answer.status_code == 409
        room = _finished_room(client)
        answer = client.post(f"/api/rooms/{room}/review/2")
        assert answer.status_code == 400
        assert answer.json()["detail"] == "there is no seat 2 in this game: seats are 0 to 1"
        assert client.get(f"/api/rooms/{room}/review/0").status_code == 404

        released = threading.Event()
        judge = hub.pool.judge

        async def held(*args):
            while not released.is_set():
                await asyncio.sleep(0.01)
            return await judge(*args)

        client.app.state.reviews.pool.judge = held
        assert client.post(f"/api/rooms/{room}/review/0").json()["state"] == "running"
        # A refusal speaks the page's language (sent as Accept-Language, as the page does).
        again = client.post(f"/api/rooms/{room}/review/1", headers={"Accept-Language": "ja"})
        assert again.status_code == 429
        assert again.json()["detail"] == translator("ja").gettext(
            "a review of yours is still running: wait for it or cancel it"
        )
        assert client.delete(f"/api/rooms/{room}/review/0").json() == {"cancelled": True}
        assert client.get(f"/api/rooms/{room}/review/0").status_code == 404
        released.set()
