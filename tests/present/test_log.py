"""The game log (tabletop.present.log): one entry per public event, built from a seat's views.

Games are played by the random and heuristic bots from fixed seeds (a handful per game, to stay
fast). Counts of each kind of entry are checked against what the game's own state did, move by
move (not against the log's reading of the views); secret moves reach another seat's log
without their notation; every entry is worded in en, ja and zh, each message translated. That
no game's log tells a seat what it cannot see (built again from resampled worlds, every card it
names in the seat's view) is tabletop.testing's log check.
"""

from __future__ import annotations

import dataclasses
import json
import random
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass

import pytest

import tabletop
from tabletop.bots import from_spec
from tabletop.engine import ConfigError, RecordError
from tabletop.engine.contract import State
from tabletop.i18n import PLACEHOLDER, translator
from tabletop.present import log as present_log
from tabletop.present.log import Entry, GameLog, NoLog, Term, log_entries, render
from tabletop.rulesets.friday import cards as friday_cards
from tabletop.rulesets.gunrain.cards import DECK_SUIT, SUIT_LETTERS

# (game, options, bot, seed): a handful of whole games per game.
GAMES = [
    ("friday", {"level": 1}, "random", 1),
    ("friday", {"level": 4}, "random", 2),
    ("friday", {"level": 2}, "heuristic", 3),
    ("friday", {"level": 3}, "heuristic", 4),
    ("gunrain", {}, "random", 5),
    ("gunrain", {"layout": "6x4"}, "random", 6),
    ("gunrain", {}, "heuristic", 7),
    ("kungfu", {"players": 2}, "random", 8),
    ("kungfu", {"players": 4, "draft": True}, "random", 9),
    ("kungfu", {"players": 3}, "heuristic", 10),
    ("kungfu", {"players": 5}, "heuristic", 11),
]
IDS = [f"{game}-{bot}-{seed}" for game, _, bot, seed in GAMES]


@dataclass
class Played:
    """A whole game: its states, the first one and after each move, and its moves."""

    states: list[State]
    moves: list[tuple[int, str]]

    @property
    def final(self) -> State:
        return self.states[-1]

    def steps(self) -> Iterator[tuple[State, int, str, State]]:
        for i, (actor, notation) in enumerate(self.moves):
            yield self.states[i], actor, notation, self.states[i + 1]


_PLAYED: dict[int, Played] = {}


def played(index: int) -> Played:
    """Game ``index`` of GAMES, played once per test run."""
    if index not in _PLAYED:
        name, options, spec, seed = GAMES[index]
        state = tabletop.make(name, **options).new_game(seed)
        bots = [from_spec(spec, seed * 10 + p) for p in range(state.game.num_players)]
        states, moves = [state.clone()], []
        while not state.is_over:
            actor = state.to_move[0]
            action = bots[actor].choose(state, actor)
            state.apply(actor, action)
            states.append(state.clone())
            moves.append((actor, action.notation))
        _PLAYED[index] = Played(states, moves)
    return _PLAYED[index]


def seats(state: State) -> list[int | None]:
    return [*range(state.game.num_players), None]


def kinds(entries: list[Entry]) -> Counter[str]:
    return Counter(e.kind for e in entries)


# --- one entry per public event: counts against what the state did ------------------------
def _friday_heals(notation: str) -> bool:
    card = friday_cards.CARDS[friday_cards.BY_ID[notation.split()[1]]]
    return card.ability in (friday_cards.LIFE1, friday_cards.LIFE2)


def friday_expected(game: Played) -> Counter[str]:
    want: Counter[str] = Counter()
    want["offer"] = 1  # the opening offer; then one after every move that leaves one offered
    for before, _, notation, after in game.steps():
        verb = notation.split()[0]
        if after.phase == "hazard":
            want["offer"] += 1
        if verb == "fight" and before.phase == "hazard":
            want["fight"] += 1
        if verb == "use" and _friday_heals(notation):
            want["heal"] += 1  # a heal is one line: the card and the life it gave
        elif verb in ("skip", "stop", "use", "remove", "zero", "copy"):
            want[verb] += 1
        if len(after.aging) < len(before.aging):
            want["rebuild"] += 1
        gained = len(after.left) + len(after.right) - len(before.left) - len(before.right)
        if verb == "draw" and before.pending is None and after.left != before.left:
            want["draw_free"] += 1
        if verb == "pay" and gained > 0:
            want["draw_paid"] += 1
        judged = verb in ("end", "zero") and after.phase != "zero" and before.enemy >= 0
        if judged:
            beaten = after.pirates_beaten > before.pirates_beaten
            won = beaten or after.discard.count(before.enemy) > before.discard.count(before.enemy)
            want["won" if won else "lost"] += 1
    want["saved" if game.final.won else "died"] = 1
    return want


def test_friday_logs_one_entry_per_event() -> None:
    for index, (name, *_rest) in enumerate(GAMES):
        if name != "friday":
            continue
        game = played(index)
        got = kinds(log_entries(game.final, 0))
        want = friday_expected(game)
        offers = got["offer"] + got["offer_last"]
        assert offers == want.pop("offer"), IDS[index]
        for kind, count in want.items():
            assert got[kind] == count, (IDS[index], kind, got[kind], count)
        # The other hazard of a pair goes to the discard whenever one is fought.
        assert got["discard_hazard"] == sum(
            1 for b, _, n, _ in game.steps() if n.startswith("fight") and len(b.offer) == 2
        )


def gunrain_expected(game: Played) -> Counter[str]:
    want: Counter[str] = Counter(side=1, start=2)
    final = game.final
    for before, _, _, after in game.steps():
        if before.phase == "set" and after.revealed is not before.revealed:
            want["reveal"] += 2
            want["set"] += 2
            for acts, _costs, dest in after.revealed:
                suits = Counter(SUIT_LETTERS[DECK_SUIT[card]] for card, *_ in acts)
                want["shot_or_miss"] += suits["S"]
                want["token_or_placed"] += suits["C"]
                want["flip_or_swap"] += suits["H"]
                want["move"] += dest >= 0
    want["draw"] = 2 * final.turn  # both draw before each turn (G8, G10)
    want["joker"] = sum(final.jokers_used)
    want["end"] = 1
    return want


def test_gun_rain_logs_one_entry_per_event() -> None:
    for index, (name, *_rest) in enumerate(GAMES):
        if name != "gunrain":
            continue
        game = played(index)
        for seat in seats(game.final):
            got = kinds(log_entries(game.final, seat))
            got["shot_or_miss"] = got.pop("shot", 0) + got.pop("miss", 0)
            got["token_or_placed"] = got.pop("token", 0) + got.pop("hit_placed", 0)
            got["flip_or_swap"] = got.pop("flip", 0) + got.pop("swap", 0)
            got["end"] = got.pop("won", 0) + got.pop("won_hp", 0) + got.pop("draw_game", 0)
            want = gunrain_expected(game)
            for kind, count in want.items():
                assert got[kind] == count, (IDS[index], seat, kind, got[kind], count)


def kungfu_expected(game: Played) -> Counter[str]:
    want: Counter[str] = Counter()
    for before, actor, notation, after in game.steps():
        verb = notation.split()[0]
        if verb == "choose" and len(after.chosen[actor]) == 3:
            want["chose"] += 1
        if verb == "use":
            want["attack" if " on " in notation else "use"] += 1
        if verb in ("defend", "take", "hit", "avo", "keep"):
            want[verb] += 1
        if after.round != before.round:
            want["round_end"] += 1
        if after.exchanges > before.exchanges:
            last = after.last
            want["damage"] += last["met"] and last["target"] is not None
            want["counter"] += bool(last["counter"])
            want["fizzle"] += (not last["met"]) + (last["defence_met"] is False)
    final = game.final
    want["round_end"] += final.reason.startswith("round")
    want["out"] = sum(1 for at in final.out_at if at >= 0)
    want["end"] = 1
    return want


def test_kung_fu_logs_one_entry_per_event() -> None:
    for index, (name, *_rest) in enumerate(GAMES):
        if name != "kungfu":
            continue
        game = played(index)
        want = kungfu_expected(game)
        for seat in seats(game.final):
            got = kinds(log_entries(game.final, seat))
            got["end"] = sum(got.pop(k, 0) for k in ("end_standing", "end_together", "end_rounds"))
            for kind, count in want.items():
                assert got[kind] == count, (IDS[index], seat, kind, got[kind], count)
            assert got["reveal"] == got["chose"] and got["placed"] <= got["chose"]


# --- leaks ------------------------------------------------------------------------------
def test_other_seats_secret_moves_reach_the_log_without_notation(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A Kung Fu pick or a Gun Rain setting step is handed to the game's log as None for
    every seat but its maker; public moves (a Kung Fu attack) keep their notation."""
    told: list[tuple[int | None, int, str | None, str]] = []
    original = present_log.log_class

    def spy(descriptor: object) -> type[GameLog]:
        class Spy(original(descriptor)):  # type: ignore[misc]
            def step(self, actor, notation, before, after):  # type: ignore[no-untyped-def]
                told.append((self.seat, actor, notation, before["phase"]))
                return super().step(actor, notation, before, after)

        return Spy

    monkeypatch.setattr(present_log, "log_class", spy)
    secret = {"set", "aim", "choose", "place", "draft"}
    for index in (4, 8):  # a Gun Rain and a Kung Fu game
        told.clear()
        game = played(index)
        for seat in range(game.final.game.num_players):
            log_entries(game.final, seat)
        for seat, actor, notation, phase in told:
            if actor != seat and phase in secret:
                assert notation is None, (seat, actor, phase)
            if actor == seat:
                assert notation is not None
    assert any(n is not None and p == "attack" for s, a, n, p in told if s != a)


# --- words ------------------------------------------------------------------------------
def _keys(entry: Entry) -> Iterator[str]:
    yield entry.key
    stack = list(entry.values.values())
    while stack:
        value = stack.pop()
        if isinstance(value, Term):
            yield value.key
            stack.extend(value.values.values())
        elif isinstance(value, tuple):
            stack.extend(value)


@pytest.mark.parametrize("locale", ["en", "ja", "zh"])
def test_every_entry_is_worded_in_each_language_with_nothing_left_unfilled(locale: str) -> None:
    t = translator(locale)
    for index in range(len(GAMES)):
        game = played(index)
        for seat in (0, None):
            for entry in log_entries(game.final, seat):
                text = render(entry, t)
                assert text and not PLACEHOLDER.search(text), (entry, text)
                if locale != "en":
                    missing = [k for k in _keys(entry) if not t.has(k)]
                    assert not missing, (locale, missing)


def test_seats_are_worded_by_the_names_given_or_numbered_from_one() -> None:
    entry = log_entries(played(7).final, None)[1]
    assert entry.kind == "chose"
    seat = entry.seats[0]
    assert render(entry, translator("en")) == f"Player {seat + 1} has chosen their cards."
    names = ["Ann", "Bot 1 (heuristic)"]
    assert render(entry, translator("en"), names).startswith(f"{names[seat]} has chosen")
    assert render(entry, translator("ja"), names).startswith(names[seat])


def test_entries_are_json_ready_and_keep_the_cards_they_name() -> None:
    entries = log_entries(played(10).final, 1)
    sent = json.loads(json.dumps([e.to_dict() for e in entries]))
    reveal = next(d for d in sent if d["kind"] == "reveal")
    assert set(reveal) == {"kind", "key", "values", "seats"}
    assert reveal["values"]["player"] == {"seat": reveal["seats"][0]}
    assert all(c["card"].startswith("K") for c in reveal["values"]["cards"])


# --- determinism and the API ----------------------------------------------------------------
def test_a_game_without_a_log_module_has_an_empty_log() -> None:
    state = tabletop.make("gunrain").new_game(1)
    descriptor = state.game.descriptor
    bare = dataclasses.replace(descriptor, parts=tuple(p for p in descriptor.parts if p != "log"))
    assert present_log.log_class(bare) is NoLog
    assert NoLog(0).step(0, "x", {}, {}) == []


def test_bad_requests_are_clear_errors() -> None:
    state = played(4).final
    with pytest.raises(ConfigError, match="no player 2"):
        log_entries(state, 2)
    with pytest.raises(ConfigError, match="sampled world"):
        log_entries(state.determinize(0, random.Random(1)), 0)
    with pytest.raises(RecordError, match="no 'rules_version'"):
        log_entries({"game": "gunrain", "actions": []}, 0)
    record = state.record()
    with pytest.raises(RecordError, match="action 2"):
        log_entries({**record, "actions": [record["actions"][0], ["0", "x"]]}, 0)
    with pytest.raises(RecordError, match=r"action 1 \('side east'\) is illegal"):
        log_entries({**record, "actions": [[record["actions"][0][0], "side east"]]}, 0)
    with pytest.raises(RecordError, match="JSON object"):
        log_entries("game.json", 0)  # type: ignore[arg-type]
