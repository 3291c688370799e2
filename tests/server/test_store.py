"""The store on SQLite and on a real PostgreSQL server: rooms, seats and actions round-trip,
the lobby pages, a restart finds the rooms its bots must wake, and one server per database."""

from __future__ import annotations

import sqlite3
import subprocess
import sys
from pathlib import Path

import psycopg
import pytest

from tabletop.engine import ConfigError
from tabletop.server.store import LEASES, SERVED, Conflict, RoomRow, SeatRow, Store

from .conftest import POSTGRES

EXE = Path(sys.executable).with_name("tabletop")
RULES = {"gunrain": "gunrain-1"}


def _room(room_id: str, created: float, *, public: bool = True, bots=(None, None)) -> RoomRow:
    row = RoomRow(
        id=room_id,
        game="gunrain",
        rules_version="gunrain-1",
        options={"max_turns": 40},
        seed=2**62 - 1,  # the largest seed a room may have: PostgreSQL needs a BIGINT
        seeded=True,
        public=public,
        hotseat=False,
        hotseat_token=None,
        created=created,
        over=False,
        to_move="0",
    )
    row.seats = [SeatRow(seat, bot) for seat, bot in enumerate(bots)]
    return row


@pytest.fixture
def store(any_db_url):
    opened = Store(any_db_url)
    yield opened
    opened.close()


def test_a_room_its_seats_and_actions_round_trip(store):
    store.create_room(_room("a", 1.0, bots=(None, "random")))
    store.claim_seat("a", 0, "Ann", "digest")
    store.add_action("a", 0, 0, "side south", False, 0, (1,))
    store.add_action("a", 1, 1, "side north", True, 3, ())
    loaded = store.load("a")
    assert loaded.seed == 2**62 - 1 and loaded.options == {"max_turns": 40}
    assert loaded.actions == [(0, "side south"), (1, "side north")]
    assert (loaded.over, loaded.moves, loaded.to_move) == (True, 3, "")
    assert [(s.seat, s.bot, s.name, s.token) for s in loaded.seats] == [
        (0, None, "Ann", "digest"),
        (1, "random", None, None),
    ]
    assert store.load("nope") is None


def test_an_action_taken_twice_is_refused_and_changes_nothing(store):
    store.create_room(_room("a", 1.0))
    store.add_action("a", 0, 0, "side south", False, 1, (1,))
    with pytest.raises(Exception):  # noqa: B017 (each driver names its IntegrityError)
        store.add_action("a", 0, 1, "side north", True, 2, ())
    loaded = store.load("a")
    assert loaded.actions == [(0, "side south")] and (loaded.over, loaded.moves) == (False, 1)
    store.add_action("a", 1, 1, "side north", False, 2, (0,))  # the writer still works
    assert len(store.load("a").actions) == 2


def test_an_undone_action_is_deleted_with_the_rooms_counts_as_before_it(store):
    store.create_room(_room("a", 1.0))
    store.create_room(_room("b", 2.0))
    store.add_action("a", 0, 0, "side south", False, 1, (1,))
    store.add_action("b", 0, 0, "side south", False, 1, (1,))
    store.add_action("a", 1, 1, "side north", True, 2, ())
    store.remove_last_action("a", 1, False, 1, (1,))
    loaded = store.load("a")
    assert loaded.actions == [(0, "side south")]
    assert (loaded.over, loaded.moves, loaded.to_move) == (False, 1, "1")
    assert store.load("b").actions == [(0, "side south")]  # another room's is left alone
    store.add_action("a", 1, 1, "side north", False, 2, (0,))  # the index is free again
    assert len(store.load("a").actions) == 2


def test_the_lobby_pages_public_rooms_unfinished_and_newest_first(store):
    for number in range(5):
        store.create_room(_room(f"r{number}", float(number)))
    store.create_room(_room("hidden", 9.0, public=False))
    old_rules = _room("old-rules", 10.0)
    old_rules.rules_version = "gunrain-0"  # cannot be replayed: never listed
    store.create_room(old_rules)
    store.add_action("r4", 0, 0, "side south", True, 1, ())  # r4 is over: listed last
    first, total = store.lobby(0, 2, RULES)
    second, _ = store.lobby(2, 2, RULES)
    third, _ = store.lobby(4, 2, RULES)
    assert total == 5
    assert [r.id for r in first + second + third] == ["r3", "r2", "r1", "r0", "r4"]
    assert [s.seat for s in first[1].seats] == [0, 1]
    assert [r.id for r in store.lobby(0, 10, {"gunrain": "gunrain-0"})[0]] == ["old-rules"]


def test_a_restart_wakes_only_the_rooms_where_a_bot_is_to_move(store):
    store.create_room(_room("people", 1.0))
    store.create_room(_room("bot-to-move", 2.0, bots=("random", None)))
    store.create_room(_room("bot-waits", 3.0, bots=(None, "random")))
    store.create_room(_room("bot-done", 4.0, bots=("random", None)))
    store.add_action("bot-done", 0, 0, "side south", True, 1, ())
    assert store.waiting_for_bots() == ["bot-to-move"]


def test_a_second_store_on_a_sqlite_database_is_refused_until_the_first_closes(db_url):
    first = Store(db_url)
    try:
        with pytest.raises(ConfigError, match="already serving this SQLite database"):
            Store(db_url)
    finally:
        first.close()
    Store(db_url).close()  # free again


def test_stores_share_a_postgresql_database_one_lease_and_one_write_at_a_time(postgres_url):
    first, second = Store(postgres_url), Store(postgres_url)
    try:
        first.create_room(_room("shared", 1.0, bots=("random", "random")))
        assert second.load("shared").seats == first.load("shared").seats
        # One process leads a room at a time; its lease is free again once given back.
        assert first.lead("shared") and not second.lead("shared")
        # The rooms nobody leads, in one look (what a server takes over each second).
        assert second.unled(["shared", "alone"]) == ["alone"]
        first.resign("shared")
        assert second.unled(["shared", "alone"]) == ["shared", "alone"]
        assert second.lead("shared") and not first.lead("shared")
        # A write is taken on top of the stored version only: never twice, never over a gap.
        first.add_action("shared", 0, 0, "side south", False, 1, (1,))
        with pytest.raises(Conflict):
            second.add_action("shared", 0, 1, "side north", False, 1, (0,))
        with pytest.raises(Conflict):
            second.add_action("shared", 2, 1, "side north", False, 1, (0,))
        with pytest.raises(Conflict):  # an undo of a move that is no longer the last
            second.remove_last_action("shared", 5, False, 0, (0,))
        assert second.load("shared").actions == [(0, "side south")]
        with second.hold("shared") as version:
            assert version == 1
    finally:
        first.close()
        second.close()
    # The leases die with their connections.
    third = Store(postgres_url)
    try:
        assert third.unled(["shared"]) == ["shared"]
        assert third.lead("shared")
        assert third.unled(["shared"]) == []
        # A lock of the same keys in another database of the server is not this one's lease.
        with psycopg.connect(POSTGRES, autocommit=True) as other:
            other.execute("SELECT pg_advisory_lock(%s, hashtext('alone'))", (LEASES,))
            assert third.unled(["alone"]) == ["alone"]
    finally:
        third.close()


def test_an_older_tabletops_database_gets_the_new_columns_and_its_rooms_load(tmp_path):
    path = tmp_path / "old.sqlite"
    with sqlite3.connect(path) as db:  # the tables as tabletop 0.1 made them
        db.executescript(
            """
            CREATE TABLE rooms (id VARCHAR(32) PRIMARY KEY, game VARCHAR(32) NOT NULL,
                rules_version VARCHAR(32) NOT NULL, options TEXT NOT NULL, seed INTEGER NOT NULL,
                seeded BOOLEAN NOT NULL, public BOOLEAN NOT NULL, hotseat BOOLEAN NOT NULL,
                hotseat_token VARCHAR(64), created FLOAT NOT NULL, over BOOLEAN NOT NULL);
            CREATE TABLE seats (room VARCHAR(32), seat INTEGER, bot VARCHAR(80),
                name VARCHAR(64), invite VARCHAR(64), token VARCHAR(64), PRIMARY KEY (room, seat));
            CREATE TABLE actions (room VARCHAR(32), "index" INTEGER, player INTEGER NOT NULL,
                notation VARCHAR(80) NOT NULL, PRIMARY KEY (room, "index"));
            INSERT INTO rooms VALUES ('old', 'gunrain', 'gunrain-1', '{}', 5, 1, 1, 0, NULL, 1, 0);
            INSERT INTO seats VALUES ('old', 0, 'random', NULL, NULL, NULL);
            INSERT INTO seats VALUES ('old', 1, NULL, NULL, 'x', NULL);
            """
        )
    store = Store(f"sqlite:///{path}")
    try:
        loaded = store.load("old")
        assert (loaded.moves, loaded.to_move) == (None, None)  # unknown: replayed when needed
        assert loaded.lesson is None  # an older tabletop had no lesson rooms
        assert store.waiting_for_bots() == ["old"]
    finally:
        store.close()


def test_a_second_server_on_a_served_database_refuses_to_start_with_one_line(tmp_path):
    """Break 6 of the audit: two servers on one database diverged (one invite claimed on
    both, a move refused by the other's row, the room stuck)."""
    db = f"sqlite:///{tmp_path / 'rooms.sqlite'}"
    first = subprocess.Popen(
        [str(EXE), "serve", "--port", "0", "--db", db], stdout=subprocess.PIPE, text=True
    )
    try:
        assert "serving at" in first.stdout.readline()
        second = subprocess.run(
            [str(EXE), "serve", "--port", "0", "--db", db],
            capture_output=True,
            text=True,
            timeout=60,
            check=False,
        )
    finally:
        first.terminate()
        first.wait(timeout=15)
    assert second.returncode == 2 and second.stdout == ""
    assert second.stderr == f"error: cannot use --db {db!r}: {SERVED}\n"
