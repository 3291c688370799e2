"""One way to name a seat, in every face: a game of each kind is played on a real page,
then the same moves in terminal play, and both replays are stepped through; on each move, every
face that names the seat that acts names it the same, by its display name (numbered from 1),
in Japanese (and English for the two shorter games):

- the page: the server's state messages (``seats[i].display``), the top bar, the seat list, the
  turn panel, the hot-seat curtain, the game log and the end screen;
- terminal play (``cli.play.run``, the moves of the page's game typed, the bots replaying
  theirs): the "(you) to move" line, the move said after it, "has moved", the pass screen, the
  log;
- the replay page's caption and ``tabletop replay``'s (told who sat where with ``--seats``).

Friday (one person), Gun Rain (two people on one screen) and Kung Fu (a person and two bots).
"""

from __future__ import annotations

import io
import json
import random
import re
from collections import defaultdict

import pytest
from playwright.sync_api import expect
from rich.console import Console

import tabletop
from tabletop.cli import play, replay
from tabletop.i18n import translator
from tabletop.i18n.common import SEAT_NAMES, TERMINAL
from tabletop.present import move_label, words_for
from tabletop.present.log import log_entries, render
from tabletop.present.names import display_names

from . import browser_helpers
from .browser_helpers import WAIT_MS, click_action, is_over, wait_state

live_server = browser_helpers.roomy_server
CASES = {  # game: seats as tabletop play takes them, options, whether the page is hot-seat
    "friday": ("human", {}, False),
    "gunrain": ("human,human", {"max_turns": 1}, True),
    "kungfu": ("human,bot:random,bot:random", {"players": 3}, False),
}
SEED = 21
MAX_CLICKS = 400
# The replay page stepped forward to its end, each step's caption read: its words (without the
# notation's small mark) and the mark.
_CAPTIONS = """async (steps) => {
  const captions = [];
  for (let step = 1; step <= steps; step++) {
    document.querySelector('#next').click();
    await new Promise((resolve) => {
      const drawn = () => document.body.dataset.step === String(step);
      const wait = () => (drawn() ? resolve() : setTimeout(wait, 5));
      wait();
    });
    const label = document.querySelector('#move-label');
    const mark = label.querySelector('small.notation');
    const words = [...label.childNodes].filter((n) => n !== mark).map((n) => n.textContent);
    captions.push([words.join('').trim(), mark ? mark.textContent : null]);
  }
  return captions;
}"""
# Kung Fu's emoji, which the page spells out (common.js readable()) until its texts say words.
EMOJI = re.compile("[\U0001f000-\U0001ffff\u274c]")


def _page_words(lang: str):
    """The page's t(msgid) and tf(msgid, values), from the catalog the server sends."""
    t = translator(lang)
    return t.gettext, t.format


# ---------------------------------------------------------------- the page


class PagePlay:
    """A game played on the page, one click at a time: what it showed, by move."""

    def __init__(self, page, names: list[str], lang: str, hotseat: bool) -> None:
        self.page, self.names, self.hotseat = page, names, hotseat
        self.t, self.tf = _page_words(lang)
        self.states: list[dict] = []  # every state message the page was sent
        self.named: dict[tuple[int, int], str] = {}  # (seat, its move number): the name shown
        self.moves: defaultdict[int, int] = defaultdict(int)
        page.on("websocket", self._listen)

    def _listen(self, socket) -> None:
        def received(payload) -> None:
            message = json.loads(payload)
            if message.get("type") == "state":
                self.states.append(message)

        socket.on("framereceived", received)

    def play_out(self, rng: random.Random) -> None:
        curtain = self.page.locator("#curtain")
        for _ in range(MAX_CLICKS):
            if is_over(self.page):
                return
            if curtain.is_visible():
                self._lift_the_curtain()
            elif self.page.locator("#moves button.action:enabled").count():
                self._move(rng)
            else:
                self._waiting()
        pytest.fail(f"the game did not end within {MAX_CLICKS} clicks")

    def _lift_the_curtain(self) -> None:
        text = self.page.locator("#curtain-text").inner_text()
        self.page.click("#curtain-button")
        wait_state(self.page)
        seat = int(self.page.locator("#board").get_attribute("data-seat"))
        name = self.names[seat]
        assert text == self.tf("Pass to {name} — click when ready", name=name)

    def _move(self, rng: random.Random) -> None:
        page, t, tf = self.page, self.t, self.tf
        seat = int(page.locator("#board").get_attribute("data-seat"))
        name = self.names[seat]
        top = t("hot-seat") if self.hotseat else tf("{name} (you)", name=self.names[0])
        expect(page.locator("#seat-info")).to_have_text(top)
        numbers = [str(n) for n in range(1, len(self.names) + 1)]
        expect(page.locator("#seat-list .seat-no")).to_have_text(numbers)
        expect(page.locator("#seat-list .seat-name")).to_have_text(self.names)
        expect(page.locator("#seat-list li.to-move .seat-name").first).to_be_attached()
        moving = page.locator("#seat-list li.to-move .seat-name").all_inner_texts()
        assert name in moving, (name, moving)
        heading = tf("{name}'s move", name=name) if self.hotseat else t("Your move")
        expect(page.locator("#turn-panel h3")).to_have_text(heading)
        info = page.locator("#turn-info").inner_text()
        # This screen's own seat: no name; a shared (hot-seat) screen says whose turn it is.
        asked = tf("{name}'s turn: choose a move.", name=name) if self.hotseat else None
        assert info == (asked or t("Choose a move.")), info
        if click_action(page, rng):
            self.named[(seat, self.moves[seat])] = name
            self.moves[seat] += 1

    def _waiting(self) -> None:
        info = self.page.locator("#turn-info").inner_text()
        last = self.states[-1] if self.states else None
        if last and not last["over"] and last["to_move"] and info.startswith(self.t("Waiting")):
            waiting = [self.names[p] for p in last["to_move"]]
            shown = [self.tf("Waiting for {players}…", players=", ".join(waiting))]
            assert info in (*shown, self.t("Waiting…")) or "…" in info, info
        self.page.wait_for_timeout(50)


def _play_on_the_page(browser, server, game: str, lang: str, names: list[str]):
    """The game played on a real page to its end: what the page showed, and the room."""
    spec, options, hotseat = CASES[game]
    seats = [
        {"kind": "human"} if s == "human" else {"kind": "bot", "bot": s.removeprefix("bot:")}
        for s in spec.split(",")
    ]
    created = server.create(game, seats, options=options, seed=SEED, hotseat=hotseat)
    room = created["room"]
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    context.set_default_timeout(WAIT_MS)
    stored = {"tabletop.lang": lang}
    if hotseat:
        stored[f"tabletop.room.{room}"] = json.dumps(
            {"token": created["token"], "seat": None, "hotseat": True}
        )
    context.add_init_script(
        "".join(
            f"localStorage.setItem({json.dumps(k)}, {json.dumps(v)});" for k, v in stored.items()
        )
    )
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    played = PagePlay(page, names, lang, hotseat)
    tf = played.tf
    if hotseat:
        page.goto(f"{server.url}/room/{room}")
    else:
        page.goto(server.url + created["invites"]["0"])
        expect(page.locator("#join-title")).to_have_text(tf("Join as {name}", name=names[0]))
        expect(page.locator("#join-name")).to_have_value("Player 1")  # kept: the seat's own
        page.click("#join-button")
    wait_state(page)
    played.play_out(random.Random(f"{game}{lang}"))
    assert played.states and all(
        [s["display"] for s in state["seats"]] == names for state in played.states
    ), "every state message names the seats by their display names"
    viewer = None if hotseat else 0
    end = page.locator("#end-screen table.scores td .who")
    if len(names) > 1:
        expect(end).to_have_count(len(names))
        you = [tf("{name} (you)", name=n) if i == viewer else n for i, n in enumerate(names)]
        expect(end).to_have_text(you)
    else:  # a solo game's end is its result and its score breakdown: no table of seats
        expect(page.locator("#end-screen table.breakdown")).to_be_visible()
        expect(end).to_have_count(0)
    record = server.get(f"/api/rooms/{room}/record")
    log_seat = played.states[-1]["seat"]  # the page shows the log of the seat it shows
    wanted = [render(e, translator(lang), names) for e in log_entries(record, log_seat)]
    expect(page.locator("#log li")).to_have_text(wanted)

    # The replay page: each move's caption names its seat, the move in words.
    page.goto(f"{server.url}/replay/{room}")
    expect(page.locator("body")).to_have_attribute("data-step", "0")
    captions = [tuple(c) for c in page.evaluate(_CAPTIONS, len(record["actions"]))]
    assert not errors, errors
    context.close()
    return played, record, captions


# ---------------------------------------------------------------- the terminal


class Typist(Console):
    """A wide terminal that types the page's moves: each seat's next one when asked."""

    def __init__(self, state, queues: dict[int, list[str]], t) -> None:
        super().__init__(file=io.StringIO(), width=3000, color_system=None)
        self.state, self.queues, self.t = state, queues, t
        self.asked: list[tuple[str, int | None, str]] = []  # (prompt, seat, screen before it)
        self._read = 0

    def input(self, prompt: str = "", **_) -> str:
        screen = self.file.getvalue()[self._read :]
        if prompt != self.t.gettext(play.PROMPT) + " ":
            seat, answer = None, ""  # a pass screen, or the end: Enter
        else:
            seat = self.state.to_move[0]
            answer = self.queues[seat].pop(0)
        self.asked.append((prompt, seat, screen))
        self.print(prompt + answer)  # as a terminal echoes what is typed, and the Enter
        self._read = len(self.file.getvalue())
        return answer


def _play_in_the_terminal(monkeypatch, game: str, lang: str, record: dict, names: list[str]):
    """The page's game played again in terminal play: the person types the page's moves, the
    bots play theirs. Returns what the terminal printed and the moves in the order it made them
    with whether each was announced."""
    spec, options, _ = CASES[game]
    t = translator(lang)
    queues: dict[int, list[str]] = defaultdict(list)
    for seat, notation in record["actions"]:
        queues[seat].append(notation)
    made: list[tuple[int, str, bool]] = []

    class Replaying(play.Session):
        """The session, its bots playing the page's bots' moves."""

        def __init__(self, state, seats, seed) -> None:
            super().__init__(state, seats, seed)
            self.bots = {p: Scripted(queues[p]) for p in self.bots}

        def play(self, player, move) -> bool:
            public = super().play(player, move)
            made.append((player, self.state.actions_taken()[-1][1], public))
            return public

    monkeypatch.setattr(play, "Session", Replaying)
    state = tabletop.make(game, **options).new_game(SEED)
    console = Typist(state, queues, t)
    seats = play.parse_seats(spec, len(names))
    assert play.run(state, console, seats, t=t) == 0
    assert state.is_over and not any(queues.values()), "the page's moves, all of them"
    return console, state, made


class Scripted:
    """A bot that plays the moves it is given, in order."""

    def __init__(self, moves: list[str]) -> None:
        self.moves = moves

    def choose(self, state, player: int) -> str:
        return self.moves.pop(0)


# ---------------------------------------------------------------- the test


def _in_order(text: str, lines: list[str]) -> None:
    """Each of ``lines`` is in ``text``, in this order."""
    at = 0
    for line in lines:
        found = text.find(line, at)
        assert found >= 0, (line, text[at : at + 400])
        at = found + len(line)


class Stepper(Console):
    """A wide terminal that steps a replay to its end (Enter at every prompt)."""

    def __init__(self) -> None:
        super().__init__(file=io.StringIO(), width=3000, color_system=None)

    def input(self, prompt: str = "", **_) -> str:
        self.print(prompt)  # and the Enter typed
        return ""


# Each game in Japanese, and the two short ones in English too (Kung Fu's whole game on the
# page takes the longest: its English words are checked by the other two's).
@pytest.mark.parametrize(
    ("game", "lang"),
    [("friday", "en"), ("friday", "ja"), ("gunrain", "en"), ("gunrain", "ja"), ("kungfu", "ja")],
)
def test_every_face_names_the_acting_seat_the_same(
    browser, live_server, monkeypatch, tmp_path, game, lang
):
    spec, options, hotseat = CASES[game]
    people = [seat == "human" for seat in spec.split(",")]
    t = translator(lang)
    names = display_names([(None, s.bot) for s in play.parse_seats(spec, len(people))], t)
    words = words_for(tabletop.engine.descriptor(game))
    shown: defaultdict[tuple[int, int], dict[str, str]] = defaultdict(dict)  # move: face: name

    # The page, live: the name shown as each of the person's moves was chosen.
    played, record, captions = _play_on_the_page(browser, live_server, game, lang, names)
    for key, name in played.named.items():
        shown[key]["page"] = name

    # The replay page: each move's caption, the seat by its name and the move in words.
    states, moves = replay.positions_of(tabletop.replay(record))
    keys = []  # each move of the record as (seat, its move number)
    count: defaultdict[int, int] = defaultdict(int)
    frames = []  # the terminal replay's captions, in order
    for at, ((seat, notation), (caption, mark)) in enumerate(zip(moves, captions, strict=True), 1):
        label = move_label(words, states[at - 1].view(seat), notation, t, names)
        frame = t.format("Move {step} — {player}: {move}", step=at, player=names[seat], move="")
        assert caption.startswith(frame), (caption, frame)  # the seat by its name
        if not EMOJI.search(label):  # and the move in the words every face says
            assert caption == frame + label, caption
        assert mark == (notation if label != notation else None)
        keys.append((seat, count[seat]))
        count[seat] += 1
        shown[keys[-1]]["replay page"] = names[seat]
        terminal = "Move {at}/{count} — {player}: {move}"
        line = t.format(terminal, at=at, count=len(moves), player=names[seat], move=label)
        frames.append(f"{line}  {notation}" if label != notation else line)

    # tabletop replay of the saved game, told who sat where (--seats).
    path = tmp_path / "game.json"
    path.write_text(json.dumps(record), encoding="utf-8")
    stepper = Stepper()
    assert replay.run(str(path), stepper, False, None, None, t, spec) == 0
    _in_order(stepper.file.getvalue(), frames)
    for key in keys:
        shown[key]["terminal replay"] = names[key[0]]

    # Terminal play, the same moves: the person's typed, the bots' replayed.
    console, state, made = _play_in_the_terminal(monkeypatch, game, lang, record, names)
    out = console.file.getvalue()
    position = tabletop.make(game, **options).new_game(SEED)
    said = []  # what the terminal says of each move, in order
    announced = set()  # the bots said to have moved since the person's last move
    count.clear()
    for seat, notation, public in made:
        key = (seat, count[seat])
        count[seat] += 1
        if people[seat]:  # the move in words, by the seat's name
            label = move_label(words, position.view(seat), notation, t, names)
            said.append(t.format(TERMINAL["player_moves"], name=names[seat], move=label))
            shown[key]["terminal"] = names[seat]
            announced.clear()
        elif public and seat not in announced:  # a bot's run of moves everybody saw, said once
            said.append(t.format(TERMINAL["moved"], name=names[seat]))
            shown[key]["terminal"] = names[seat]
            announced.add(seat)
        position.apply(seat, notation)
    _in_order(out, said)
    you = t.gettext(SEAT_NAMES["you"])
    for index, (prompt, seat, screen) in enumerate(console.asked):
        if seat is not None and len(names) > 1:  # the seat asked is named, and "you"
            assert t.format(TERMINAL["to_move"], name=you.format(name=names[seat])) in screen
        elif seat is None and hotseat and index + 1 < len(console.asked):  # the pass screen
            following = console.asked[index + 1][1]
            assert prompt == t.format(TERMINAL["pass_to"], name=names[following]) + " "
    log_seat = 0 if people.count(True) == 1 else None  # the person's log, or the table's
    printed = [line[2:] for line in out.splitlines() if line.startswith("· ")]
    assert printed == [render(e, t, names) for e in log_entries(state, log_seat)]

    # On each move, every face that named its seat named it the same.
    assert len(shown) == len(keys)
    for key in keys:
        assert set(shown[key].values()) == {names[key[0]]}, (key, shown[key])
    faces = {face for named in shown.values() for face in named}
    assert faces == {"page", "replay page", "terminal replay", "terminal"}
