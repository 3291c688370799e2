"""``tabletop serve``: the address it prints is the one it listens on, and a port it cannot
have is one clear error before anything is printed as served."""

from __future__ import annotations

import asyncio
import json
import re
import socket
import subprocess
import sys
import urllib.request
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest
import websockets

from tabletop.cli.main import main
from tabletop.server.protocol import MAX_MESSAGE_BYTES

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


def _serve(tmp_path) -> tuple[subprocess.Popen, int]:
    """A real ``tabletop serve --port 0`` and the port its banner names."""
    server = subprocess.Popen(
        [str(EXE), "serve", "--port", "0", "--db", f"sqlite:///{tmp_path / 'r.sqlite'}"],
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
    )
    return server, int(re.search(r"http://localhost:(\d+)/", server.stdout.readline())[1])


def test_port_0_prints_the_port_the_system_chose(tmp_path):
    server, port = _serve(tmp_path)
    try:
        assert port > 0
        with urllib.request.urlopen(f"http://127.0.0.1:{port}/api/games", timeout=5) as answer:
            assert "friday" in [g["name"] for g in json.loads(answer.read())["games"]]
    finally:
        server.kill()
        server.wait(timeout=10)


def test_an_oversize_message_to_a_real_server_closes_with_1009_and_logs_no_traceback(tmp_path):
    """uvicorn refuses the frame itself (1009) and tells the app the socket is gone: the app
    must not close it a second time (that raised inside the server, logged as a traceback)."""
    server, port = _serve(tmp_path)
    try:
        body = json.dumps({"game": "friday", "seats": [{"kind": "human"}]}).encode()
        request = urllib.request.Request(
            f"http://127.0.0.1:{port}/api/rooms",
            data=body,
            headers={"content-type": "application/json"},
        )
        with urllib.request.urlopen(request, timeout=5) as answer:
            room = json.loads(answer.read())["room"]

        async def send_too_much() -> int:
            async with websockets.connect(f"ws://127.0.0.1:{port}/ws/rooms/{room}") as socket:
                await socket.send("x" * (MAX_MESSAGE_BYTES + 1))
                with pytest.raises(websockets.ConnectionClosed) as closed:
                    await socket.recv()
            return closed.value.rcvd.code

        # A thread of its own: a browser test in this process may have left its loop running.
        with ThreadPoolExecutor(1) as thread:
            assert thread.submit(asyncio.run, send_too_much()).result() == 1009
    finally:
        server.terminate()
        log, _ = server.communicate(timeout=10)
    assert "Traceback" not in log and "RuntimeError" not in log, log
