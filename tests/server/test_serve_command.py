"""`tabletop serve`: a bad database or port is one clear line, never a traceback."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

EXE = Path(sys.executable).with_name("tabletop")


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--db", "nope://x"], "cannot use --db 'nope://x'"),
        (["--db", "sqlite:////no/such/dir/rooms.sqlite"], "cannot use --db"),
        # a PostgreSQL server that is not there (fuzzing, before psycopg: a traceback)
        (
            ["--db", "postgresql://u@127.0.0.1:1/x"],
            "cannot use --db 'postgresql://u@127.0.0.1:1/x'",
        ),
        (["--port", "70000"], "70000 is not in the range"),
    ],
)
def test_bad_serve_options_fail_with_one_line(args, message):
    done = subprocess.run(
        [str(EXE), "serve", *args], capture_output=True, text=True, timeout=30, check=False
    )
    assert done.returncode == 2
    assert message in done.stderr
    assert "Traceback" not in done.stderr and len(done.stderr.strip().splitlines()) == 1


def test_a_file_that_is_not_our_database_is_one_line_and_left_unchanged(tmp_path):
    """Found by fuzzing: a file that is no database, and another program's SQLite database
    (which also got our other tables created in it), ended in tracebacks."""
    import sqlite3

    not_a_database = tmp_path / "notes.txt"
    not_a_database.write_text("not a database " * 100)
    other = tmp_path / "other.sqlite"
    with sqlite3.connect(other) as db:
        db.execute("CREATE TABLE rooms (x INTEGER)")
    for path, message in ((not_a_database, "file is not a database"), (other, "lacks tabletop's")):
        done = subprocess.run(
            [str(EXE), "serve", "--port", "0", "--db", f"sqlite:///{path}"],
            capture_output=True,
            text=True,
            timeout=30,
            check=False,
        )
        assert done.returncode == 2 and message in done.stderr, done.stderr
        assert "Traceback" not in done.stderr and len(done.stderr.strip().splitlines()) == 1
    with sqlite3.connect(other) as db:
        tables = db.execute("SELECT name FROM sqlite_master WHERE type = 'table'").fetchall()
    assert tables == [("rooms",)]


def test_serve_is_listed_in_the_help():
    done = subprocess.run([str(EXE), "--help"], capture_output=True, text=True, check=True)
    assert "serve" in done.stdout


def test_the_server_listens_on_loopback_unless_told_otherwise():
    from tabletop.cli.main import serve

    host = next(p for p in serve.params if p.name == "host")
    assert host.default == "127.0.0.1"
