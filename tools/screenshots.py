"""Screenshots of every game's room page at its start, middle and end, in each language, on a
desktop and on a phone: the same scenes the visual test compares (tests/server/
test_browser_visual.py) and the pictures a reviewer reads.

A scene is a room on a fixed deal: a person in the first seat (random bots in the others), the
person's moves picked by a seeded random generator after the bots have moved, so the same scene
is the same position, log included, every time. The page is then opened as that person.

    python tools/screenshots.py --out shots/ [--games friday,gunrain,kungfu] [--langs ja,zh,en]
        [--stages start,middle,end] [--viewports desktop,phone]

It starts its own ``tabletop serve`` on a free port with a temporary database and writes
``{game}-{stage}-{lang}-{viewport}.png`` into ``--out``.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request
from contextlib import ExitStack
from dataclasses import dataclass
from pathlib import Path

from websockets.sync.client import connect

from tabletop.server.protocol import RATE_PER_SECOND, RateLimit

CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--font-render-hinting=none",
]
VIEWPORTS = {"desktop": {"width": 1280, "height": 900}, "phone": {"width": 390, "height": 844}}
LANGS = ("ja", "zh", "en")
STAGES = ("start", "middle", "end")


@dataclass(frozen=True)
class Game:
    """A scene's room: its seats' names (the first is the person whose page is shown), options,
    seed, and how many moves in all make its middle."""

    names: tuple[str, ...]
    options: dict
    seed: int
    middle: int


GAMES = {
    "friday": Game(names=("Ann",), options={}, seed=5, middle=14),
    "gunrain": Game(names=("Ann", "Ben"), options={"max_turns": 8}, seed=5, middle=24),
    "kungfu": Game(names=("Ann", "Ben", "Chen"), options={"players": 3}, seed=5, middle=30),
}


def _post(url: str, body: dict) -> dict:
    request = urllib.request.Request(
        url, json.dumps(body).encode(), {"Content-Type": "application/json"}, method="POST"
    )
    with urllib.request.urlopen(request, timeout=30) as response:
        return json.loads(response.read())


def build_scene(url: str, game: str, stage: str) -> tuple[str, str]:
    """A room at ``stage`` of ``game``'s scene; returns (room id, the first seat's token).

    Every seat is a person played from here (the server seeds its bots afresh each move, so a
    bot would make another scene each time), each move a seeded random pick among the seat's
    legal moves, the seats to move taken in order: the same scene, log included, every time."""
    spec = GAMES[game]
    body = {
        "game": game,
        "seats": [{"kind": "human"} for _ in spec.names],
        "options": spec.options,
        "seed": spec.seed,
    }
    room = _post(f"{url}/api/rooms", body)["room"]
    tokens = [
        _post(f"{url}/api/rooms/{room}/join", {"name": name, "seat": seat})["token"]
        for seat, name in enumerate(spec.names)
    ]
    moves = {"start": 0, "middle": spec.middle, "end": 10_000}[stage]
    rng = random.Random(spec.seed)
    address = f"ws{url.removeprefix('http')}/ws/rooms/{room}"
    with ExitStack() as stack:
        sockets = [stack.enter_context(connect(address, open_timeout=30)) for _ in tokens]
        states = []
        for ws, token in zip(sockets, tokens, strict=True):
            ws.send(json.dumps({"type": "hello", "token": token, "lang": "en"}))
            states.append(_next_state(ws))
        # Each connection under the server's limit of messages a second, as a browser is.
        paces = [RateLimit(0.9 * RATE_PER_SECOND, 0.9 * 2 * RATE_PER_SECOND) for _ in tokens]
        current = states[0]  # the newest state of the room, as the last mover heard it
        made = 0
        while not current["over"] and (made < moves or 0 not in current["to_move"]):
            seat = min(current["to_move"])
            ws = sockets[seat]
            state = states[seat]
            while state["version"] < current["version"] or not (
                state["legal"] and seat in state["to_move"]
            ):
                state = _next_state(ws)
            made += 1
            while not paces[seat].allow():
                time.sleep(1 / RATE_PER_SECOND)
            choice = rng.choice(state["legal"])["notation"]
            ws.send(json.dumps({"type": "act", "notation": choice, "id": made}))
            states[seat] = current = _next_state(ws, ack=made)
    return room, tokens[0]


def _next_state(ws, ack: int | None = None) -> dict:
    """The next state the room sends (with ``ack``: the answer to that move)."""
    while True:
        message = json.loads(ws.recv(timeout=60))
        if message.get("type") == "error":
            raise RuntimeError(f"the room refused a scene's move: {message}")
        if message.get("type") == "state" and (ack is None or message.get("ack") == ack):
            return message


def open_scene(browser, url: str, room: str, token: str, lang: str, viewport: str):
    """A page showing the room as its person, in ``lang``, at ``viewport``; fonts loaded."""
    phone = viewport == "phone"
    context = browser.new_context(
        viewport=VIEWPORTS[viewport],
        has_touch=phone,
        is_mobile=phone,
        reduced_motion="reduce",
        device_scale_factor=1,
    )
    seat = json.dumps({"token": token, "seat": 0})
    context.add_init_script(
        f"localStorage.setItem('tabletop.lang', {json.dumps(lang)});"
        f"localStorage.setItem('tabletop.room.{room}', {json.dumps(seat)});"
    )
    page = context.new_page()
    page.goto(f"{url}/room/{room}")
    page.wait_for_function(
        "() => document.querySelector('#board').childElementCount > 0"
        " && document.querySelector('#conn').dataset.status === 'connected'"
    )
    page.evaluate("() => document.fonts.ready")
    # A room's id is random letters: the same scene shows the same one, so the page's width
    # and line breaks do not change with it.
    page.evaluate(
        """room => { for (const node of document.querySelectorAll('#room-title, title'))
               node.textContent = node.textContent.replace(room, 'ScEnE00000A'); }""",
        room,
    )
    page.wait_for_timeout(300)  # the last state's drawing and the log's scroll
    return page


def shoot(page, path: Path) -> Path:
    """The whole page, still: animations stopped."""
    page.screenshot(path=str(path), full_page=True, animations="disabled")
    return path


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, required=True)
    parser.add_argument("--games", default=",".join(GAMES))
    parser.add_argument("--langs", default=",".join(LANGS))
    parser.add_argument("--stages", default=",".join(STAGES))
    parser.add_argument("--viewports", default=",".join(VIEWPORTS))
    args = parser.parse_args(argv)
    from playwright.sync_api import sync_playwright

    args.out.mkdir(parents=True, exist_ok=True)
    port = _free_port()
    folder = Path(tempfile.mkdtemp())
    exe = Path(sys.executable).parent / "tabletop"
    server = subprocess.Popen(
        [str(exe), "serve", "--port", str(port), "--db", f"sqlite:///{folder / 'rooms.sqlite'}"],
        stdout=(folder / "serve.log").open("w"),
        stderr=subprocess.STDOUT,
        env={**os.environ, "NO_COLOR": "1"},
    )
    url = f"http://127.0.0.1:{port}"
    try:
        for _ in range(300):
            try:
                urllib.request.urlopen(url + "/api/games", timeout=1).close()
                break
            except OSError:
                time.sleep(0.2)
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
            for game in args.games.split(","):
                for stage in args.stages.split(","):
                    room, token = build_scene(url, game, stage)
                    for lang in args.langs.split(","):
                        for viewport in args.viewports.split(","):
                            page = open_scene(browser, url, room, token, lang, viewport)
                            path = shoot(page, args.out / f"{game}-{stage}-{lang}-{viewport}.png")
                            page.context.close()
                            print(path)
            browser.close()
    finally:
        server.terminate()
        server.wait(15)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
