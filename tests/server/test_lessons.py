"""Lesson rooms (``POST /api/lessons/{game}``): a private room of the game's lesson, its learner
seated; its bots play the script in the script's order, the learner's state carries the
lesson's standing in the connection's words, and the room keeps all of it over a restart."""

from __future__ import annotations

import random
from typing import Any

import pytest
from fastapi.testclient import TestClient

from tabletop.i18n import translator
from tabletop.present.lesson import Lesson, lesson_named
from tabletop.server.app import create_app
from tabletop.server.store import Store

from .helpers import Player, play_out

GAMES = ("friday", "gunrain", "kungfu")


def start(client: TestClient, game: str, **body: Any) -> dict[str, Any]:
    answer = client.post(f"/api/lessons/{game}", json=body or None)
    assert answer.status_code == 200, answer.text
    return answer.json()


def actions(client: TestClient, room: str) -> list[tuple[int, str]]:
    """The room's moves so far, as the store holds them (lower case, to compare with a script)."""
    played = client.app.state.hub.get(room).row.actions
    return [(seat, notation.lower()) for seat, notation in played]


def script(lesson: Lesson) -> list[tuple[int, str]]:
    return [(seat, notation.lower()) for seat, notation, _ in lesson.script]


def steps(lesson: Lesson) -> list[int]:
    """Where in the script the learner's moves are."""
    return [i for i, (_, _, step) in enumerate(lesson.script) if step is not None]


def caught_up(learner: Player, client: TestClient, room: str, count: int) -> dict[str, Any]:
    """The learner's latest state once the room holds ``count`` moves: the bots play on their
    own time, and each of their moves reaches the learner as a state."""
    while len(actions(client, room)) < count:
        learner.receive()
    return learner.wait_turn()


def expected(lesson: Lesson, at: int, lang: str) -> dict[str, Any]:
    """The standing a learner is sent before the script's move ``at`` (one of theirs)."""
    t = translator(lang)
    _, notation, step = lesson.script[at]
    number = steps(lesson).index(at) + 1
    words = {
        "title": t.gettext(lesson.title),
        "say": t.gettext(step.say),
        "look": list(step.look),
        "notation": notation,
        "number": number,
        "steps": lesson.steps,
        "guided": True,
        "left": False,
        "done": False,
    }
    return words | ({"intro": t.gettext(lesson.intro)} if number == 1 else {})


@pytest.mark.parametrize("game", GAMES)
def test_the_bots_play_the_script_in_order_and_the_state_guides_the_learner(client, game):
    lesson = lesson_named(game)
    started = start(client, game, name="Ann")
    room = started["room"]
    assert started["seat"] == lesson.learner
    summary = client.get(f"/api/rooms/{room}").json()
    assert (summary["lesson"], summary["public"], summary["seeded"]) == (True, False, True)
    assert [s["kind"] for s in summary["seats"]] == [
        "human" if spec is None else "bot" for spec in lesson.seats
    ]
    with client.websocket_connect(f"/ws/rooms/{room}") as socket:
        learner = Player(socket, started["token"], lang="en")
        for at in steps(lesson):
            # The other seats' scripted moves before this step are played, and no more.
            state = caught_up(learner, client, room, at)
            assert actions(client, room) == script(lesson)[:at]
            assert state["lesson"] == expected(lesson, at, "en")
            asked = state["lesson"]["notation"]
            assert asked in [move["notation"] for move in state["legal"]]
            assert learner.act(asked)["type"] == "state"
        # The whole script, the bots' answers after the last step too, then its closing words.
        caught_up(learner, client, room, len(lesson.script))
        # The bots may already have gone on with their own play: the script is what came first.
        assert actions(client, room)[: len(lesson.script)] == script(lesson)
        standing = learner.last["lesson"]
        assert standing["done"] and not standing["guided"] and not standing["left"]
        assert standing["closing"] == lesson.closing and standing["say"] is None
        # Then the game is the learner's, against the bots' own play, to its end.
        play_out([learner], random.Random(game))
        assert learner.last["over"] and learner.last["lesson"]["done"]
        assert actions(client, room)[: len(lesson.script)] == script(lesson)


@pytest.mark.parametrize("lang", ["ja", "zh"])
def test_the_standing_is_worded_in_the_connections_language(client, lang):
    lesson = lesson_named("kungfu")
    started = start(client, "kungfu")
    with client.websocket_connect(f"/ws/rooms/{started['room']}") as socket:
        standing = Player(socket, started["token"], lang=lang).last["lesson"]
    assert standing == expected(lesson, steps(lesson)[0], lang)
    english = expected(lesson, steps(lesson)[0], "en")
    assert all(standing[key] != english[key] for key in ("title", "say", "intro"))


def test_another_move_leaves_the_lesson_and_the_bots_then_play_their_own(client):
    lesson = lesson_named("gunrain")
    started = start(client, "gunrain")
    room = started["room"]
    with client.websocket_connect(f"/ws/rooms/{room}") as socket:
        learner = Player(socket, started["token"])
        asked = learner.last["lesson"]["notation"]
        other = next(m["notation"] for m in learner.last["legal"] if m["notation"] != asked)
        standing = learner.act(other)["lesson"]
        assert (standing["guided"], standing["left"], standing["done"]) == (False, True, False)
        assert standing["say"] is None and standing["notation"] is None
        assert "closing" not in standing
        play_out([learner], random.Random(1), stop_after=12)
        assert learner.last["lesson"]["left"]
    played = actions(client, room)
    assert len(played) > 12 and played[0] != script(lesson)[0]
    assert any(seat != lesson.learner for seat, _ in played)  # the bot moved on its own


def test_only_the_learners_seat_is_sent_the_lesson(client):
    started = start(client, "kungfu")
    with client.websocket_connect(f"/ws/rooms/{started['room']}") as socket:
        watcher = Player(socket, None)
    assert watcher.last["seat"] is None and watcher.last["lesson"] is None
    # An ordinary room is no lesson.
    created = client.post(
        "/api/rooms",
        json={"game": "kungfu", "seats": [{"kind": "bot", "bot": "random"}] * 2},
    ).json()
    with client.websocket_connect(f"/ws/rooms/{created['room']}") as socket:
        assert Player(socket, None).last["lesson"] is None
    assert client.get(f"/api/rooms/{created['room']}").json()["lesson"] is False


def test_a_restarted_server_keeps_the_lesson_and_plays_its_script_on(db_url):
    lesson = lesson_named("kungfu")
    with TestClient(create_app(db_url, bot_workers=0, messages_per_second=1e6)) as client:
        started = start(client, "kungfu", name="Ann")
        room = started["room"]
        with client.websocket_connect(f"/ws/rooms/{room}") as socket:
            learner = Player(socket, started["token"])
            for at in steps(lesson)[:4]:
                learner.act(lesson.script[at][1])
            before = learner.last
    with TestClient(create_app(db_url, bot_workers=0, messages_per_second=1e6)) as client:
        assert client.get(f"/api/rooms/{room}").json()["lesson"] is True
        with client.websocket_connect(f"/ws/rooms/{room}") as socket:
            learner = Player(socket, started["token"])
            assert (
                learner.last["lesson"]
                == before["lesson"]
                == expected(lesson, steps(lesson)[4], "en")
            )
            assert learner.last["view"] == before["view"]
            for at in steps(lesson)[4:]:
                assert actions(client, room) == script(lesson)[:at]
                learner.act(lesson.script[at][1])
            assert actions(client, room) == script(lesson)
            assert learner.last["lesson"]["done"]


def test_a_server_stopped_before_the_scripts_answer_plays_it_on_start(db_url):
    """The bots' scripted moves are committed one by one after the move they answer: a server
    stopped in between plays the rest of them when it starts again."""
    lesson = lesson_named("kungfu")
    with TestClient(create_app(db_url, bot_workers=0)) as client:
        started = start(client, "kungfu")
        room = started["room"]
        picks = steps(lesson)[0]
        assert picks == 3 and actions(client, room) == script(lesson)[:picks]
    store = Store(db_url)
    try:  # as if the server had stopped before the bot's three secret picks
        for index in reversed(range(picks)):
            store.remove_last_action(room, index, False, 0, (0, 1))
        assert store.load(room).actions == []
    finally:
        store.close()
    with TestClient(create_app(db_url, bot_workers=0)) as client:
        assert actions(client, room) == script(lesson)[:picks]
        with client.websocket_connect(f"/ws/rooms/{room}") as socket:
            learner = Player(socket, started["token"])
        assert learner.last["lesson"] == expected(lesson, picks, "en")


def test_a_finished_lesson_replays_from_the_lessons_deal(client):
    lesson = lesson_named("friday")
    started = start(client, "friday")
    room = started["room"]
    with client.websocket_connect(f"/ws/rooms/{room}") as socket:
        learner = Player(socket, started["token"])
        for at in steps(lesson):
            learner.act(lesson.script[at][1])
        play_out([learner], random.Random(5))
    record = client.get(f"/api/rooms/{room}/record").json()
    assert (record["seed"], record["setup"]) == (lesson.seed, lesson.setup)
    first = client.get(f"/api/rooms/{room}/replay/0").json()
    assert first["view"] == lesson.new_game().view(None)
    state = lesson.new_game()
    state.apply(*lesson.script[0][:2])
    assert client.get(f"/api/rooms/{room}/replay/1").json()["view"] == state.view(None)


def test_the_learners_name_is_optional_and_checked_and_an_unknown_game_is_a_404(client):
    started = start(client, "friday")
    summary = client.get(f"/api/rooms/{started['room']}").json()
    assert summary["seats"][0]["claimed"] and summary["seats"][0]["name"] is None
    with client.websocket_connect(f"/ws/rooms/{started['room']}") as socket:
        assert Player(socket, started["token"]).last["seats"][0]["display"] == "Player 1"
    named = start(client, "friday", name="  Ann  ")
    assert client.get(f"/api/rooms/{named['room']}").json()["seats"][0]["name"] == "Ann"
    refused = client.post("/api/lessons/friday", json={"name": ""})
    assert refused.status_code == 400 and "name" in refused.json()["detail"]
    unknown = client.post("/api/lessons/chess", headers={"Accept-Language": "ja"})
    assert unknown.status_code == 404
    assert unknown.json()["detail"] == translator("ja").format(
        "unknown game {game}; available: {games}", game="'chess'", games="friday, gunrain, kungfu"
    )
    listed = client.get("/api/games").json()["games"]
    assert {g["name"]: g["lesson"] for g in listed} == dict.fromkeys(GAMES, True)
