"""The plug-in in the web server, in-process: listed in the lobby's game list with its option
and no renderer of its own (the client's generic one draws it), played in a room against ISMCTS."""

from __future__ import annotations

import random

import pytest
from fastapi.testclient import TestClient

import tabletop
from server.helpers import HUMAN, Player, bot, claim, create, play_out
from tabletop.server.app import create_app

from .conftest import NAME


@pytest.fixture
def client(tmp_path):
    app = create_app(f"sqlite:///{tmp_path / 'rooms.sqlite'}", bot_workers=0)
    with TestClient(app) as test_client:
        yield test_client


def test_the_game_list_describes_the_plugin_from_its_descriptor(client):
    from tabletop_blindbid.texts import HOW_TO_PLAY  # (on the path while this module runs)

    listed = client.get("/api/games").json()["games"]
    assert [g["name"] for g in listed] == list(tabletop.games())
    assert next(g for g in listed if g["name"] == NAME) == {
        "name": NAME,
        "title": "Blind Bid",
        "summary": "Blind Bid, a 2-player bidding game with hidden hands (a plug-in example)",
        "min_players": 2,
        "max_players": 2,
        "options": [
            {
                "name": "rounds",
                "default": 3,
                "allowed": [1, 2, 3, 4],
                "label": "Rounds",
                "help": "Prizes to bid for; each player is dealt one card per round.",
                "value_labels": {},
            }
        ],
        "renderer": None,
        "style": f"/games/{NAME}/style.css",  # its web_style part, for every page that draws it
        "icons": None,  # it ships no icon sprite
        "bots": ["ismcts", "random"],  # it has no heuristic strategy
        # its texts module's How to play and tables, as msgids its catalogs translate
        "blurb": "Blind Bid, a 2-player bidding game with hidden hands (a plug-in example)",
        "how_to_play": [
            {"heading": heading, "paragraphs": list(paragraphs)}
            for heading, paragraphs in HOW_TO_PLAY
        ],
        "texts": {"cards": {}, "moves": {"bid": "Bid {card}"}},
        "levels": [],  # it names no Easy / Normal / Hard bots
        "lesson": False,  # it has no guided first game
    }
    assert client.get(f"/games/{NAME}/render.js").status_code == 404
    assert client.get(f"/api/games/{NAME}/catalog").json() == {}


def test_a_lesson_of_the_plugin_is_a_404_in_words(client):
    answer = client.post(f"/api/lessons/{NAME}", json={"name": "Ann"})
    assert answer.status_code == 404
    assert answer.json() == {
        "detail": f"{NAME} has no lesson yet; games with one: friday, gunrain, kungfu"
    }


def test_a_person_plays_a_room_against_ismcts_and_the_record_replays(client):
    created = create(client, NAME, [HUMAN, bot("ismcts:iterations=50")], options={"rounds": 2})
    token = claim(client, created, 0)
    with client.websocket_connect(f"/ws/rooms/{created['room']}") as socket:
        person = Player(socket, token)
        assert person.last["view"]["hand"] is not None and person.last["seat"] == 0
        assert play_out([person], random.Random(3)) == 2
        assert person.last["over"]
    record = client.get(f"/api/rooms/{created['room']}/record").json()
    assert tabletop.replay(record).result.to_dict() == person.last["result"]


def test_a_heuristic_seat_is_refused_since_the_game_has_no_heuristic(client):
    """The room used to be made, and its bot played random moves, a traceback in the log."""
    answer = client.post("/api/rooms", json={"game": NAME, "seats": [HUMAN, bot("heuristic")]})
    assert answer.status_code == 400
    refusal = "no heuristic bot for blindbid yet; bots for it: ismcts, random"
    assert answer.json()["detail"] == refusal
    assert client.get("/api/rooms").json()["rooms"] == []


def test_a_bad_option_is_refused_with_the_descriptors_choices(client):
    answer = client.post(
        "/api/rooms", json={"game": NAME, "seats": [HUMAN, HUMAN], "options": {"rounds": 9}}
    )
    assert answer.status_code == 400
    assert answer.json()["detail"] == "blindbid: option rounds=9 is not one of 1, 2, 3, 4"


def test_the_games_stylesheet_is_served_and_its_room_pages_load_it(client):
    """The game's web_style part is served from the plug-in's package, and the room and replay
    pages of its rooms link it; another game's pages link that game's own, never the plug-in's."""
    style = client.get(f"/games/{NAME}/style.css")
    assert style.status_code == 200 and style.headers["content-type"].startswith("text/css")
    assert "border-top: 3px solid rgb(184, 134, 11)" in style.text
    assert client.get("/games/nosuchgame/style.css").status_code == 404
    link = f'<link rel="stylesheet" href="/games/{NAME}/style.css">'
    gunrain = '<link rel="stylesheet" href="/games/gunrain/style.css">'
    ours = create(client, NAME, [HUMAN, HUMAN])["room"]
    other = create(client, "gunrain", [HUMAN, HUMAN])["room"]
    for page in ("room", "replay"):
        html = client.get(f"/{page}/{ours}").text
        assert html.count(link) == 1 and html.index(link) < html.index("</head>")
        assert gunrain not in html
        assert link not in client.get(f"/{page}/{other}").text
