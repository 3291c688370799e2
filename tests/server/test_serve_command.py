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


def test_serve_is_listed_in_the_help():
    done = subprocess.run([str(EXE), "--help"], capture_output=True, text=True, check=True)
    assert "serve" in done.stdout


def test_the_server_listens_on_loopback_unless_told_otherwise():
    from tabletop.cli.main import serve

    host = next(p for p in serve.params if p.name == "host")
    assert host.default == "127.0.0.1"
