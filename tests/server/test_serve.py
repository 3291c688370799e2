"""``tabletop serve``: the address it prints is the one it listens on, and a port it cannot
have is one clear error before anything is printed as served."""

from __future__ import annotations

import json
import re
import socket
import subprocess
import sys
import urllib.request
from pathlib import Path

from tabletop.cli.main import main

EXE = Path(sys.executable).with_name("tabletop")


def test_a_port_in_use_is_one_clear_error(tmp_path, capsys):
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        code = main(["serve", "--port", str(port), "--db", f"sqlite:///{tmp_path / 'r.sqlite'}"])
    captured = capsys.readouterr()
    assert code == 2
    assert (
        captured.err == f"error: cannot listen on 127.0.0.1 port {port}: Address already in use\n"
    )
    assert "serving" not in captured.out


def test_port_0_prints_the_port_the_system_chose(tmp_path):
    server = subprocess.Popen(
        [str(EXE), "serve", "--port", "0", "--db", f"sqlite:///{tmp_path / 'r.sqlite'}"],
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
    )
    try:
        banner = server.stdout.readline()
        port = int(re.search(r"http://localhost:(\d+)/", banner)[1])
        assert port > 0
        with urllib.request.urlopen(f"http://127.0.0.1:{port}/api/games", timeout=5) as answer:
            assert "friday" in [g["name"] for g in json.loads(answer.read())["games"]]
    finally:
        server.kill()
        server.wait(timeout=10)
