"""The engine contract (docs/engine.md) as any game must keep it: what random play meets at
every step, how wrong input is refused, and that a seed repeats the game."""

from __future__ import annotations

import json
import random
from collections.abc import Callable

import tabletop
from tabletop.bots import make as make_bot
from tabletop.engine import Action, ConfigError, IllegalAction

from .subject import Subject, expect, expect_same, play_randomly, where

GAMES = 4  # random playthroughs of the contract check


def check_contract(subject: Subject) -> None:
    """Random games obey the contract at every step: someone is to move while the game runs,
    each with legal actions of unique notations whose ids lie in the fixed action space,
    observations of the fixed size, text and Action (and ``apply_legal``) playing the same
    move; at the end nobody is to move and the result, record and views are JSON."""
    game = subject.game()
    n = game.num_players
    for offset in range(GAMES):
        state, text, trusted = subject.new(offset), subject.new(offset), subject.new(offset)
        rng = random.Random(subject.seed + offset)
        moves = 0
        while not state.is_over:
            at = where(subject.seed + offset, moves)
            expect(state.to_move, f"nobody is to move while the game runs ({at})")
            expect(state.result is None, f"a result before the game is over ({at})")
            for player in state.to_move:
                legal = state.legal_actions(player)
                expect(legal, f"seat {player} is to move with no legal action ({at})")
                notations = [a.notation for a in legal]
                expect(len(set(notations)) == len(notations), f"notations repeat: {notations}")
                expect(all(str(a) == a.notation for a in legal), "str(action) is not its notation")
                ids = [state.action_id(a) for a in legal]
                expect(len(set(ids)) == len(ids), f"two legal actions share an id ({at})")
                expect(
                    all(0 <= i < game.num_distinct_actions for i in ids),
                    f"an action id outside range({game.num_distinct_actions}) ({at})",
                )
            for seat in range(n):
                size = len(state.observation(seat))
                expect(
                    size == game.observation_size,
                    f"observation of seat {seat} has {size} values, not "
                    f"observation_size {game.observation_size} ({at})",
                )
            player = rng.choice(state.to_move)
            action = rng.choice(state.legal_actions(player))
            state.apply(player, action)
            text.apply(player, action.notation)
            own = trusted.legal_actions(player)
            trusted.apply_legal(player, own[own.index(action)])
            moves += 1
            for seat in range(n):
                expect_same(
                    text.view(seat),
                    state.view(seat),
                    f"the notation {action.notation!r} and its Action played differently "
                    f"({where(subject.seed + offset, moves, seat)})",
                )
                expect_same(
                    trusted.view(seat),
                    state.view(seat),
                    f"apply_legal and apply played {action.notation!r} differently "
                    f"({where(subject.seed + offset, moves, seat)})",
                )
        expect(state.to_move == (), "someone is still to move after the game is over")
        result = state.result
        expect(result is not None, "a finished game has no result")
        expect(
            len(result.scores) == len(result.returns) == n,
            f"the result has {len(result.scores)} scores and {len(result.returns)} returns "
            f"for {n} seats",
        )
        expect_same(trusted.record(), state.record(), "apply_legal left another record")
        json.dumps([result.to_dict(), state.record()])
        json.dumps([state.view(seat) for seat in [*range(n), None]])


BAD_SEATS = (-1, "0", True, 1.0)  # and the first seat numbers past the last


def check_errors(subject: Subject) -> None:
    """Wrong input is refused clearly and changes nothing: an illegal move (naming the legal
    ones), a seat that does not exist or is not a seat number, another seat's turn, unknown
    options, a seed or a setup of the wrong type."""
    game = subject.game()
    state = subject.new()
    player = state.to_move[0]
    before, record = json.dumps(state.view(player)), state.record()
    message = _refusal(lambda: state.apply(player, "fly to the moon"), IllegalAction)
    expect(
        "'fly to the moon' is not legal now" in message,
        f"an illegal move's message does not say it is not legal: {message!r}",
    )
    missing = [a.notation for a in state.legal_actions(player) if a.notation not in message]
    expect(not missing, f"an illegal move's message does not list the legal {missing}")
    seats = range(game.num_players)
    for seat in (*BAD_SEATS, game.num_players, game.num_players + 6):
        for ask, call in (
            ("view", lambda s=seat: state.view(s)),
            ("determinize", lambda s=seat: state.determinize(s, random.Random(0))),
            ("observation", lambda s=seat: state.observation(s)),
        ):
            said = _refusal(call, ConfigError, f"{ask}({seat!r})")
            expect(f"no player {seat!r}" in said, f"{ask}({seat!r}) said {said!r}")
        said = _refusal(
            lambda s=seat: state.apply(s, state.legal_actions(player)[0]), IllegalAction
        )
        expect(f"no player {seat!r}" in said, f"apply({seat!r}, ...) said {said!r}")
        if type(seat) is int:
            expect(state.legal_actions(seat) == [], f"legal_actions({seat}) of no seat is not []")
    for seat in (0.0, True, "0", None):
        _refusal(lambda s=seat: state.legal_actions(s), ConfigError, f"legal_actions({seat!r})")
    for other in (s for s in seats if s not in state.to_move):
        said = _refusal(
            lambda o=other: state.apply(o, state.legal_actions(player)[0]), IllegalAction
        )
        expect(f"not player {other}'s turn" in said, f"apply by idle seat {other} said {said!r}")
    _refusal(lambda: state.action_id("not an action"), ConfigError, "action_id('not an action')")
    foreign = Action("no such kind", "no such move")  # as another game's action would be
    said = _refusal(lambda: state.action_id(foreign), ConfigError, "action_id of another game's")
    expect(f"no {subject.name} action here" in said, f"action_id of a foreign action said {said!r}")
    expect_same(json.dumps(state.view(player)), before, "a refused input changed the view")
    expect_same(state.record(), record, "a refused input changed the record")
    deep: list = []
    for _ in range(5000):
        deep = [deep]
    for call, what, says in (
        (lambda: tabletop.make(subject.name, colour="blue"), "option colour", "unknown option"),
        (lambda: game.new_game("seven"), "seed 'seven'", "seed must be an integer"),
        (lambda: game.new_game(1, setup=["a", "list"]), "a list setup", "must be a JSON object"),
        (lambda: game.new_game(1, setup={"stack": deep}), "a deep setup", "nested too deep"),
        (lambda: game.new_game(1, setup={1: 2, "a": 3}), "setup key 'a'", "unknown key 'a'"),
    ):
        said = _refusal(call, ConfigError, what)
        expect(says in said, f"{what} was refused saying {said!r}, not {says!r}")


def _refusal(call: Callable[[], object], error: type[Exception], what: str = "") -> str:
    """The message of the ``error`` that ``call`` must raise."""
    try:
        call()
    except error as exc:
        return str(exc)
    except Exception as exc:
        raise AssertionError(
            f"{what or 'the call'} raised {type(exc).__name__} ({exc}), not {error.__name__}"
        ) from exc
    raise AssertionError(f"{what or 'the call'} was accepted; it must raise {error.__name__}")


class _NumpyLikeSeat:
    """An integer that is not an int, as numpy's are: a seat all the same."""

    def __index__(self) -> int:
        return 0


def check_determinism(subject: Subject) -> None:
    """A seed repeats the game: the same deal, the same bots' moves, the same record; seeds
    are taken modulo 2**64 and kept as given; an integer of another type is a seat."""
    game = subject.game()
    one, two = play_randomly(subject, 0), play_randomly(subject, 0)
    for i, (a, b) in enumerate(zip(one.states, two.states, strict=True)):
        for seat in [*range(game.num_players), None]:
            expect_same(
                a.view(seat), b.view(seat), f"one seed dealt two games ({where(one.seed, i, seat)})"
            )
    records = []
    for _ in range(2):
        bot = make_bot("random", seed=subject.seed)
        state = subject.new(1)
        while not state.is_over:
            player = state.to_move[0]
            action = bot.choose(state, player)
            expect(action in state.legal_actions(player), f"the random bot chose {action}")
            state.apply(player, action)
        records.append(state.record())
    expect_same(records[0], records[1], "the random bot with one seed played two games")
    big = game.new_game(2**64 + subject.seed)
    expect_same(big.view(0), subject.new().view(0), "seed 2**64 + s dealt another game than s")
    expect(big.record()["seed"] == 2**64 + subject.seed, "the record changed the seed given")
    state, seat = subject.new(), _NumpyLikeSeat()
    expect_same(state.view(seat), state.view(0), "view of a numpy-like 0 is not seat 0's")
    expect_same(
        [a.notation for a in state.legal_actions(seat)],
        [a.notation for a in state.legal_actions(0)],
        "legal_actions of a numpy-like 0 are not seat 0's",
    )
    expect_same(state.observation(seat), state.observation(0), "observation of a numpy-like 0")
    if state.to_move[0] == 0:
        action = state.legal_actions(0)[0]
        state.apply(seat, action)
        expect_same(
            state.actions_taken(), [(0, action.notation)], "a numpy-like 0's move is not seat 0's"
        )
