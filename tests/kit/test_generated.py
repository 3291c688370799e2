"""The games made with ``tabletop new`` in every face: registered, played in the terminal and in
a server room, simulated, in every language, with a log; their files pass ruff; and the grown
game plays its own rules."""

from __future__ import annotations

import json
import random
import re
import subprocess
import sys
from pathlib import Path

import pytest
from babel.messages.extract import extract_from_dir
from babel.messages.pofile import read_po
from fastapi.testclient import TestClient

import tabletop
from cli.helpers import run as run_tabletop
from server.helpers import HUMAN, Player, bot, claim, create, play_out
from tabletop.cli.main import main
from tabletop.i18n import translator
from tabletop.present.log import log_entries, render
from tabletop.server.app import create_app

from .conftest import GAME, GROWN


def run(env: dict[str, str], *args: str) -> subprocess.CompletedProcess:
    """``tabletop ARGS...`` to completion in a process that sees both games."""
    return run_tabletop(*args, env=env, timeout=120)


def test_both_games_are_registered_from_their_own_packages():
    assert {GAME, GROWN} <= set(tabletop.games())
    assert tabletop.engine.descriptor(GAME).title == "Duel"
    assert tabletop.engine.descriptor(GROWN).title == "Low Duel"
    assert tabletop.make(GAME).options == {"hand": 5}
    assert tabletop.make(GROWN).options == {"hand": 4}


def test_a_whole_game_between_random_bots_in_the_terminal(kit_env):
    done = run(kit_env, "play", GAME, "--seats", "bot:random,bot:random", "--seed", "5")
    assert done.returncode == 0 and done.stderr == "", done.stderr
    out = done.stdout
    assert out.count(" leads ") == 5 and out.count(" wins the trick.") == 5  # the log
    assert re.search(r"Result: Bot \d \(random\)\s+wins with more tricks\.", out)
    assert "Game over (seed 5)" in out


def test_a_few_games_simulated_with_the_random_and_ismcts_bots(kit_env, tmp_path):
    out = tmp_path / "games.jsonl"
    done = run(
        kit_env, "simulate", GAME, "--seats", "bot:random,bot:ismcts:iterations=50",
        "--games", "4", "--jobs", "1", "--json", "--out", str(out),
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    summary = json.loads(done.stdout)
    assert (summary["game"], summary["games"]) == (GAME, 4)
    games = [json.loads(line) for line in out.read_text("utf-8").splitlines()]
    assert len(games) == 4 and all(tabletop.replay(g["record"]).is_over for g in games)


def test_ruff_passes_on_every_file_written(projects):
    ruff = Path(sys.executable).with_name("ruff")
    for project in projects.values():
        for check in (["check"], ["format", "--check"]):
            done = subprocess.run(
                [str(ruff), *check, "--no-cache", "."], cwd=project, capture_output=True, text=True
            )
            assert done.returncode == 0, done.stdout + done.stderr


@pytest.mark.parametrize("lang", ["ja", "zh"])
def test_its_catalogs_translate_every_word_it_marks(projects, lang):
    package = projects[GAME] / "src" / f"tabletop_{GAME}"
    marked = {found[2] for found in extract_from_dir(package, keywords={"N_": None})}
    with (package / "locales" / lang / "LC_MESSAGES" / f"{GAME}.po").open("rb") as file:
        catalog = read_po(file)
    translated = {m.id: m.string for m in catalog if m.id and m.string and not m.fuzzy}
    assert len(marked) > 10 and marked == set(translated)


def test_how_to_play_in_each_language_and_the_grown_games_own(capsys):
    assert main(["rules", GAME, "--lang", "ja"]) == 0
    assert "大きいほうのカードがトリックを取り" in capsys.readouterr().out
    assert main(["rules", GAME, "--lang", "zh"]) == 0
    assert "点数大的牌赢得这一墩" in capsys.readouterr().out
    assert main(["rules", GROWN]) == 0
    shown = capsys.readouterr().out
    assert "The lower card wins the trick" in shown and "the cards 1 to 9" in shown


@pytest.mark.parametrize("lang", ["en", "ja", "zh"])
def test_each_seat_logs_every_card_and_trick_in_its_language(lang):
    state = tabletop.make(GAME).new_game(11)
    rng = random.Random(11)
    while not state.is_over:
        player = state.to_move[0]
        state.apply(player, rng.choice(state.legal_actions(player)))
    t = translator(lang)
    for seat in (0, 1, None):
        entries = log_entries(state, seat)
        assert [e.kind for e in entries] == ["lead", "answer", "trick"] * 5
        for entry in entries:
            assert not re.search(r"[{}]", render(entry, t, ["Ann", "Bob"]))


def test_the_grown_game_plays_its_own_rules():
    state = tabletop.make(GROWN).new_game(0, setup={"hands": [[1, 2, 3, 9], [4, 5, 6, 7]]})
    assert [a.notation for a in state.legal_actions(0)] == ["lay 1", "lay 2", "lay 3", "lay 9"]
    state.apply(0, "lay 9")
    state.apply(1, "lay 4")
    assert state.view(0)["tricks"] == [0, 1]  # the lower card took it
    assert state.to_move == (1,)  # and its player leads
    with pytest.raises(tabletop.ConfigError, match="different cards 1-9"):
        tabletop.make(GROWN).new_game(0, setup={"hands": [[1, 2, 3, 10], [4, 5, 6, 7]]})


def test_a_person_plays_a_room_against_ismcts_on_the_server(tmp_path):
    app = create_app(f"sqlite:///{tmp_path / 'rooms.sqlite'}", bot_workers=0)
    with TestClient(app) as client:
        listed = {g["name"]: g for g in client.get("/api/games").json()["games"]}
        assert listed[GAME]["renderer"] is None  # the page's generic renderer draws it
        assert listed[GAME]["texts"]["moves"] == {"play": "Play {card}"}
        created = create(client, GAME, [HUMAN, bot("ismcts:iterations=50")])
        token = claim(client, created, 0)
        with client.websocket_connect(f"/ws/rooms/{created['room']}") as socket:
            person = Player(socket, token)
            assert len(person.last["view"]["hand"]) == 5
            assert play_out([person], random.Random(3)) == 5
            assert person.last["over"] and person.last["log"][-1].endswith("wins the trick.")
        record = client.get(f"/api/rooms/{created['room']}/record").json()
        assert tabletop.replay(record).result.to_dict() == person.last["result"]
