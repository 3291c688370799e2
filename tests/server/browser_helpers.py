"""Fixtures and helpers for the browser tests: a real ``tabletop serve`` and Debian's chromium.

The server runs as a subprocess on a free loopback port with a temporary database, exactly as
a user starts it. The browser is the system's ``/usr/bin/chromium`` (CI installs it with apt);
nothing is ever downloaded. Pages are driven the way a person plays: by clicking the action
buttons the page draws from ``legal``.
"""

from __future__ import annotations

import json
import os
import socket
import subprocess
import sys
import time
import urllib.request
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest
from playwright.sync_api import expect, sync_playwright

CHROMIUM = Path("/usr/bin/chromium")
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]
EXE = Path(sys.executable).parent / "tabletop"
ARTIFACTS = Path(__file__).resolve().parents[1] / "artifacts"
WAIT_MS = 20_000  # generous: two cores are shared with other work
expect.set_options(timeout=WAIT_MS)


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


class LiveServer:
    """A running ``tabletop serve``: its base URL and a tiny JSON client."""

    def __init__(self, url: str) -> None:
        self.url = url

    def get(self, path: str) -> dict:
        with urllib.request.urlopen(self.url + path, timeout=30) as response:
            return json.loads(response.read())

    def post(self, path: str, body: dict) -> dict:
        request = urllib.request.Request(
            self.url + path,
            data=json.dumps(body).encode(),
            headers={"Content-Type": "application/json"},
            method="POST",
        )
        with urllib.request.urlopen(request, timeout=30) as response:
            return json.loads(response.read())

    def create(self, game: str, seats: list[dict], **fields: object) -> dict:
        return self.post("/api/rooms", {"game": game, "seats": seats, **fields})


@contextmanager
def serving(folder: Path, *options: str, env: dict[str, str] | None = None) -> Iterator[LiveServer]:
    """``tabletop serve`` on a free port with a SQLite database in ``folder``; ``options`` are
    more of its command-line options (``--limit NAME=VALUE``), ``env`` its environment (one
    that sees a plug-in: tests/plugin_site.py)."""
    assert EXE.exists(), f"{EXE} is missing: install the package (pip install -e .)"
    db = folder / "rooms.sqlite"
    port = free_port()
    log = (folder / "serve.log").open("w")
    process = subprocess.Popen(
        [
            *(str(EXE), "serve", "--port", str(port), "--db", f"sqlite:///{db}"),
            *("--bot-workers", "1", *options),
        ],
        stdout=log,
        stderr=subprocess.STDOUT,
        env={**(os.environ if env is None else env), "NO_COLOR": "1"},
    )
    url = f"http://127.0.0.1:{port}"
    deadline = time.monotonic() + 60
    while True:
        if process.poll() is not None:
            log.close()
            pytest.fail(f"tabletop serve exited: {(folder / 'serve.log').read_text()}")
        try:
            with urllib.request.urlopen(url + "/api/games", timeout=2):
                break
        except OSError:
            if time.monotonic() > deadline:
                process.kill()
                pytest.fail("tabletop serve did not answer within 60 s")
            time.sleep(0.2)
    try:
        yield LiveServer(url)
    finally:
        process.terminate()
        try:
            process.wait(timeout=15)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()
        log.close()


@pytest.fixture(scope="session")
def live_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[LiveServer]:
    """``tabletop serve`` on a free port with a temporary SQLite database."""
    with serving(tmp_path_factory.mktemp("server")) as server:
        yield server


@pytest.fixture(scope="module")
def roomy_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[LiveServer]:
    """A server of the module's own, whose client may create rooms as fast as a test does
    (the creation limits are lifted: every test's rooms come from one address)."""
    limits = ("--limit", "rooms_per_minute=6000", "--limit", "rooms_burst=1000")
    with serving(tmp_path_factory.mktemp("server"), *limits) as server:
        yield server


@pytest.fixture(scope="session")
def browser() -> Iterator[object]:
    """Debian's chromium through Playwright; a missing browser fails loudly (CI installs it)."""
    if not CHROMIUM.exists():
        pytest.fail(f"{CHROMIUM} is missing: install Debian's chromium (apt-get install chromium)")

    with sync_playwright() as playwright:
        chromium = playwright.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS)
        try:
            yield chromium
        finally:
            chromium.close()


@pytest.fixture
def new_page(browser) -> Iterator[object]:
    """A factory of pages, each in a fresh context (its own localStorage: one person).

    ``new_page(errors)`` collects the page's JavaScript errors into the list ``errors``.
    Every context is closed after the test.
    """
    contexts = []

    def make(errors: list[str] | None = None):
        context = browser.new_context(viewport={"width": 1280, "height": 900})
        context.set_default_timeout(WAIT_MS)
        contexts.append(context)
        page = context.new_page()
        if errors is not None:
            page.on("pageerror", lambda error: errors.append(str(error)))
        return page

    yield make
    for context in contexts:
        context.close()


def screenshot(page, name: str) -> Path:
    ARTIFACTS.mkdir(exist_ok=True)
    path = ARTIFACTS / f"{name}.png"
    page.screenshot(path=str(path), full_page=True)
    return path


def join(page, url: str, name: str) -> None:
    """Open an invite link, claim the seat under ``name`` and wait for the board."""
    page.goto(url)
    page.fill("#join-name", name)
    page.click("#join-button")
    wait_state(page)


def wait_state(page) -> None:
    """Until the page has drawn a state (board or end screen)."""
    page.wait_for_function(
        "() => document.querySelector('#board').childElementCount > 0"
        " || !document.querySelector('#curtain').hidden"
    )


def is_over(page) -> bool:
    return page.evaluate("() => document.body.dataset.over === 'true'")


def click_action(page, rng=None) -> str | None:
    """Click one action button (the first, or one picked by ``rng``) and wait for the answer.

    Returns the notation clicked, or None when the page has nothing to click right now.
    """
    open_sheet(page)
    buttons = page.locator("#moves button[data-notation]:enabled")
    return _click_one(page, buttons, "data-notation", rng)


def open_sheet(page) -> None:
    """On a phone, open the move sheet (it starts folded, the board first) as a player taps
    its button; on a desktop, or once open, nothing to do."""
    toggle = page.locator("#sheet-toggle")
    if toggle.is_visible() and toggle.get_attribute("aria-expanded") == "false":
        toggle.click()


def click_board_move(page, rng=None) -> str | None:
    """Click one element of the board that plays a move (``[data-move]`` outside the move
    list ``#moves``), picked by ``rng`` or the first, and wait for the answer.

    Returns the notation clicked, or None when the board offers no move right now.
    """
    if page.evaluate("() => document.body.dataset.pending === 'true'"):
        return None
    return _click_one(page, page.locator("#board [data-move]:visible"), "data-move", rng)


def _click_one(page, targets, attribute: str, rng) -> str | None:
    """Click one of ``targets`` and wait for the answer: a new state, which redraws the clicked
    element (a secret step leaves the public version as it was, so the element is what tells),
    or an error message. Returns its ``attribute`` (the notation), None if there is none."""
    count = targets.count()
    if count == 0:
        return None
    target = targets.nth(rng.randrange(count) if rng else 0)
    try:
        handle = target.element_handle(timeout=1000)
        notation = handle.get_attribute(attribute)
        handle.click(timeout=2000)
    except Exception:  # redrawn under us by a new state: try again later
        return None
    page.wait_for_function(
        """b => !b.isConnected
               || document.querySelector('#messages').textContent !== ''
               || !document.querySelector('#curtain').hidden""",
        arg=handle,
    )
    return notation
