# ruff: noqa: RUF001  (the Japanese and Chinese texts' punctuation is full width)
"""The HTTP API: games, rooms, seats, invites, records and replays; every refusal is clear."""

from __future__ import annotations

import random

import pytest

import tabletop
from tabletop.engine import replay

from .helpers import HUMAN, Player, bot, claim, create, invite_of, play_out


def test_games_lists_every_game_with_its_options_but_never_file_options(client):
    listed = client.get("/api/games").json()
    names = [g["name"] for g in listed["games"]]
    assert names == list(tabletop.games())
    kungfu = next(g for g in listed["games"] if g["name"] == "kungfu")
    assert {o["name"] for o in kungfu["options"]} == {"players", "draft", "refresh"}
    assert set(listed["bots"]) == {"random", "heuristic", "ismcts"}
    levels = kungfu["levels"]
    assert [(lv["name"], lv["label"]) for lv in levels] == [
        ("easy", "Easy"),
        ("normal", "Normal"),
        ("hard", "Hard"),
    ]
    assert all(lv["strength"] for lv in levels)
    assert "spec" not in levels[0]  # a level is chosen by name; its spec may change


def test_a_rooms_options_leave_out_file_options_as_the_game_list_does(client):
    created = create(client, "kungfu", [HUMAN, HUMAN])
    room = client.get(f"/api/rooms/{created['room']}").json()
    assert room["options"] == {"players": 2, "draft": False, "refresh": False}


def test_catalog_gives_public_card_facts(client):
    friday = client.get("/api/games/friday/catalog").json()
    assert friday["R01"]["name"] == "genius" and friday["R01"]["value"] == 2
    assert friday["H01"]["hazard_values"] == [0, 1, 3]
    kungfu = client.get("/api/games/kungfu/catalog").json()
    assert kungfu["K01"]["name"] == "Arrow Punch"
    assert client.get("/api/games/gunrain/catalog").json() == {}
    assert client.get("/api/games/chess/catalog").status_code == 404


@pytest.mark.parametrize(
    ("body", "message"),
    [
        ({"game": "chess", "seats": [HUMAN]}, "unknown game 'chess'"),
        ({"game": "friday", "seats": [HUMAN], "options": {"level": 9}}, "level=9"),
        ({"game": "friday", "seats": [HUMAN], "options": {"self": 1}}, "unknown option 'self'"),
        ({"game": "friday", "seats": [bot("random:name=1")]}, "does not take option 'name'"),
        (
            {"game": "gunrain", "seats": [HUMAN] * 2, "options": {"face_down": "9" * 5000}},
            "coordinates like",
        ),
        # values as the request writes them (JSON), not as Python does
        (
            {"game": "kungfu", "seats": [HUMAN] * 2, "options": {"draft": "yes"}},
            'option draft="yes" is not one of false, true',
        ),
        ({"game": "friday", "seats": [HUMAN, HUMAN]}, "has 1 seat, not 2"),
        ({"game": "gunrain", "seats": [HUMAN, bot("chess")]}, "unknown bot 'chess'"),
        ({"game": "gunrain", "seats": [HUMAN, bot("ismcts:seconds=60")]}, "at most 5 s"),
        ({"game": "gunrain", "seats": [HUMAN, bot("ismcts:seconds=abc")]}, "seconds must be"),
        ({"game": "gunrain", "seats": [HUMAN, bot("ismcts:iterations=1e9")]}, "whole number"),
        ({"game": "gunrain", "seats": [HUMAN, {"kind": "bot"}]}, "a bot seat needs a bot"),
        (
            {"game": "kungfu", "seats": [HUMAN, HUMAN], "options": {"cards": "/etc/passwd"}},
            "reads a file",
        ),
        # options equal to an allowed value without being one (True == 1), or out of range
        ({"game": "friday", "seats": [HUMAN], "options": {"level": True}}, "level=true is not"),
        ({"game": "friday", "seats": [HUMAN], "options": {"level": 1.0}}, "level=1.0"),
        ({"game": "gunrain", "seats": [HUMAN] * 2, "options": {"face_down": "\u00b2"}}, "a row"),
        ({"game": "gunrain", "seats": [HUMAN] * 2, "options": {"max_turns": 2**64}}, "1 to 1000"),
    ],
)
def test_a_bad_room_is_refused_with_a_clear_message_and_nothing_is_created(client, body, message):
    response = client.post("/api/rooms", json=body)
    assert response.status_code == 400
    assert message in response.json()["detail"]
    assert client.get("/api/rooms").json()["rooms"] == []


@pytest.mark.parametrize(
    "body",
    [
        '{"game": NaN, "seats": []}',
        '{"game": "friday", "seats": [{"kind": "human"}], "seed": 1e400}',
        '{"game": "\\ud800", "seats": [{"kind": "human"}]}',
        '{"\\ud800": 1, "game": "friday", "seats": [{"kind": "human"}]}',
    ],
)
def test_a_body_json_cannot_write_back_is_refused_not_a_server_error(client, body):
    """FastAPI's own 422 echoes the input; NaN, infinities and lone surrogates cannot be
    written back, which made it a 500 (found by fuzzing)."""
    response = client.post("/api/rooms", content=body, headers={"content-type": "application/json"})
    assert response.status_code in (400, 422)
    assert client.get("/api/rooms").json()["rooms"] == []


def test_malformed_and_oversize_bodies_are_refused(client):
    assert client.post("/api/rooms", json={"game": "friday"}).status_code == 422
    named = {"game": "friday", "seats": [HUMAN], "name": "Friday night"}  # no such field
    assert client.post("/api/rooms", json=named).status_code == 422
    assert client.post("/api/rooms", content=b"{not json").status_code == 422
    huge = {"game": "friday", "seats": [HUMAN], "options": {"x": "y" * 20000}}
    assert client.post("/api/rooms", json=huge).status_code == 413


def test_a_body_streamed_in_chunks_is_capped_too(client):
    """No Content-Length header (chunked transfer): the cap counts the bytes as they come."""

    def chunks():
        yield b'{"game": "friday", "seats": [{"kind": "human"}], "options": {"x": "'
        for _ in range(40):
            yield b"y" * 1000
        yield b'"}}'

    answer = client.post(
        "/api/rooms", content=chunks(), headers={"Content-Type": "application/json"}
    )
    assert answer.status_code == 413
    assert client.get("/api/rooms").json()["rooms"] == []  # nothing was created


def test_an_invite_claims_its_seat_once(client):
    created = create(client, "gunrain", [HUMAN, HUMAN], public=False)
    room = created["room"]
    assert set(created["invites"]) == {"0", "1"}
    claim(client, created, 0, "Ann")
    again = client.post(
        f"/api/rooms/{room}/join", json={"name": "Bob", "seat": 0, "invite": invite_of(created, 0)}
    )
    assert again.status_code == 400 and "taken" in again.json()["detail"]
    wrong = client.post(f"/api/rooms/{room}/join", json={"name": "Bob", "seat": 1, "invite": "x"})
    assert wrong.status_code == 400
    private = client.post(f"/api/rooms/{room}/join", json={"name": "Bob"})
    assert private.status_code == 400 and "private" in private.json()["detail"]
    asked = {"Accept-Language": "ja"}
    private = client.post(f"/api/rooms/{room}/join", json={"name": "Bob"}, headers=asked)
    assert private.json()["detail"] == "この部屋は非公開です：招待リンクから参加してください"
    seats = client.get(f"/api/rooms/{room}").json()["seats"]
    assert [(s["name"], s["claimed"]) for s in seats] == [("Ann", True), (None, False)]


def test_a_public_room_lets_anyone_take_a_free_seat_from_the_lobby(client):
    created = create(client, "kungfu", [HUMAN, bot("random"), HUMAN], options={"players": 3})
    listed = client.get("/api/rooms").json()["rooms"]
    assert [r["room"] for r in listed] == [created["room"]]
    first = client.post(f"/api/rooms/{created['room']}/join", json={"name": "Ann"}).json()
    second = client.post(f"/api/rooms/{created['room']}/join", json={"name": "Bob"}).json()
    assert (first["seat"], second["seat"]) == (0, 2)
    full = client.post(f"/api/rooms/{created['room']}/join", json={"name": "Cy"})
    assert full.status_code == 400


def test_the_lobby_names_each_seat_in_the_language_asked_for(client):
    """The lobby's cards name seats as the game page does (display names, seats from 1), in
    the page's language, sent as its Accept-Language; a free seat is a person not yet named."""
    created = create(client, "kungfu", [HUMAN, bot("easy"), HUMAN], options={"players": 3})
    claim(client, created, 0, "Ann")
    names = {
        header: [s["display"] for s in response.json()["rooms"][0]["seats"]]
        for header in ("ja", "zh-CN,zh;q=0.9", "en")
        for response in [client.get("/api/rooms", headers={"Accept-Language": header})]
    }
    assert names == {
        "ja": ["Ann", "ボット2（かんたん）", "プレイヤー3"],
        "zh-CN,zh;q=0.9": ["Ann", "机器人2（简单）", "玩家3"],
        "en": ["Ann", "Bot 2 (Easy)", "Player 3"],
    }
    answer = client.get("/api/rooms", headers={"Accept-Language": "ja"})
    assert answer.headers["vary"] == "Accept-Language"


@pytest.mark.parametrize("name", ["", "   ", "x" * 25, "x" * 500, "tab\tbell\x07"])
def test_bad_names_are_refused(client, name):
    created = create(client, "friday", [HUMAN])
    response = client.post(
        f"/api/rooms/{created['room']}/join",
        json={"name": name, "seat": 0, "invite": invite_of(created, 0)},
    )
    assert response.status_code == 400 and "printable" in response.json()["detail"]


def test_names_are_kept_as_text_never_as_markup(client):
    created = create(client, "friday", [HUMAN])
    claim(client, created, 0, "<b>Ann</b> & <i>co</i>")
    seats = client.get(f"/api/rooms/{created['room']}").json()["seats"]
    assert seats[0]["name"] == "<b>Ann</b> & <i>co</i>"


def test_unknown_rooms_are_404_and_no_path_is_read(client):
    assert client.get("/api/rooms/nope").status_code == 404
    for page in ("/room/nope", "/replay/nope", "/room/" + "x" * 200):
        missing = client.get(page)  # a readable page for a mistyped link, not raw JSON
        assert missing.status_code == 404 and "No such game" in missing.text
        assert missing.headers["content-type"].startswith("text/html")
    assert client.get("/api/rooms/" + "x" * 200).status_code == 404
    assert client.get("/static/../pyproject.toml").status_code == 404
    assert client.get("/static/%2e%2e/app.py").status_code == 404


def test_record_and_replay_exist_only_after_the_end(client):
    created = create(client, "gunrain", [HUMAN, HUMAN], seed=3, options={"max_turns": 6})
    room = created["room"]
    assert client.get(f"/api/rooms/{room}/record").status_code == 409
    assert client.get(f"/api/rooms/{room}/replay/0").status_code == 409
    with (
        client.websocket_connect(f"/ws/rooms/{room}") as one,
        client.websocket_connect(f"/ws/rooms/{room}") as two,
    ):
        players = [Player(one, claim(client, created, 0)), Player(two, claim(client, created, 1))]
        moves = play_out(players, random.Random(5))
    record = client.get(f"/api/rooms/{room}/record").json()
    assert len(record["actions"]) == moves
    assert replay(record).is_over
    final = client.get(f"/api/rooms/{room}/replay/{moves}").json()
    assert final["steps"] == moves and final["result"] == players[0].last["result"]
    first = client.get(f"/api/rooms/{room}/replay/1").json()
    assert first["seat"] == record["actions"][0][0]
    assert first["notation"] == record["actions"][0][1]
    expected = tabletop.make("gunrain", max_turns=6).new_game(3)
    expected.apply(*record["actions"][0])
    assert first["view"] == expected.view(None)
    assert client.get(f"/api/rooms/{room}/replay/{moves + 1}").status_code == 404


def test_pages_are_served_with_a_content_security_policy(client):
    created = create(client, "friday", [HUMAN])
    for path in ("/", f"/room/{created['room']}"):
        response = client.get(path)
        assert response.status_code == 200
        assert "default-src 'self'" in response.headers["content-security-policy"]


def test_a_room_with_a_chosen_seed_says_so_because_its_creator_may_know_the_deal(client):
    seeded = create(client, "gunrain", [HUMAN, HUMAN], seed=5)
    dealt = create(client, "gunrain", [HUMAN, HUMAN])
    assert client.get(f"/api/rooms/{seeded['room']}").json()["seeded"] is True
    assert client.get(f"/api/rooms/{dealt['room']}").json()["seeded"] is False


@pytest.mark.parametrize(
    ("header", "body", "words"),
    [
        ("ja", {"game": "friday", "seats": [HUMAN, HUMAN]}, "このオプションのfridayは1席で、2席"),
        ("zh", {"game": "friday", "seats": [HUMAN, HUMAN]}, "这些选项下的friday只有1个座位"),
        ("ja", {"game": "gunrain", "seats": [HUMAN, bot("chess")]}, "不明なボット 'chess'"),
        ("ja-JP,ja;q=0.9,en;q=0.8", {"game": "chess", "seats": [HUMAN]}, "不明なゲーム 'chess'"),
        (
            "zh",
            {"game": "kungfu", "seats": [HUMAN] * 2, "options": {"draft": "yes"}},
            'kungfu：选项 draft="yes" 不在 false, true 之中',
        ),
        ("fr", {"game": "friday", "seats": [HUMAN, HUMAN]}, "has 1 seat, not 2"),
        (  # a game's own check of an option (not a choice from a list)
            "ja",
            {"game": "gunrain", "seats": [HUMAN] * 2, "options": {"max_turns": 0}},
            "gunrain：オプション max_turns=0 は1～1000の整数でなければなりません",
        ),
        (
            "zh",
            {"game": "gunrain", "seats": [HUMAN, bot("ismcts:rollout=x")]},
            "ismcts 的 rollout 必须是 'heuristic' 或 'random'，却是 'x'",
        ),
    ],
)
def test_a_refusal_comes_in_the_language_the_page_asks_for(client, header, body, words):
    """The page sends its language as Accept-Language once it knows it (common.js api())."""
    response = client.post("/api/rooms", json=body, headers={"Accept-Language": header})
    assert response.status_code == 400
    assert words in response.json()["detail"]
    assert client.get("/api/rooms").json()["rooms"] == []


def test_missing_rooms_and_unfinished_replays_are_refused_in_the_asked_language(client):
    missing = client.get("/api/rooms/nosuchroom", headers={"Accept-Language": "ja"})
    assert missing.status_code == 404 and missing.json()["detail"] == "そのような部屋はありません"
    assert client.get("/api/rooms/nosuchroom").json()["detail"] == "no such room"
    created = create(client, "friday", [HUMAN])
    early = client.get(f"/api/rooms/{created['room']}/record", headers={"Accept-Language": "zh"})
    assert early.status_code == 409 and early.json()["detail"] == "游戏还没有结束"
    unknown = client.get("/api/games/chess/catalog", headers={"Accept-Language": "zh"})
    assert unknown.status_code == 404 and unknown.json()["detail"] == "没有这个游戏"
