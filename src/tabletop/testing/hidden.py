"""Hidden information: a seat's view, its messages and its log depend only on what that seat
may see. Each check compares the real game with a world ``determinize`` resampled for the
seat (everything hidden from it dealt again): the seat must not be able to tell them apart."""

from __future__ import annotations

import json
import random

from tabletop.engine import ConfigError, IllegalAction, State
from tabletop.i18n import LOCALES, PLACEHOLDER, translator
from tabletop.present import move_label, words_for
from tabletop.present.log import SeatLog, log_entries, render

from .subject import (
    WORLDS,
    Subject,
    expect,
    expect_same,
    play_randomly,
    sample_positions,
    where,
)

GAMES = 2  # random playthroughs whose positions are resampled


def check_views(subject: Subject) -> None:
    """``determinize`` keeps what the seat saw: in the resampled world the seat's view, its
    observation, who is to move, its legal moves and their ids, and the spectator's view are
    the real ones; the world has no record, names only the seat's own past moves, and plays
    on to the end."""
    games = [play_randomly(subject, offset) for offset in range(GAMES)]
    rng = random.Random(subject.seed)
    for state, seed, moves in sample_positions(games, 24, rng):
        real = state.actions_taken()
        for seat in range(state.game.num_players):
            at = where(seed, moves, seat)
            world = state.determinize(seat, rng)
            expect_same(
                world.view(seat), state.view(seat), f"the seat's view changed ({at})", WORLDS
            )
            expect_same(
                world.view(None), state.view(None), f"the public view changed ({at})", WORLDS
            )
            expect_same(
                world.observation(seat),
                state.observation(seat),
                f"the observation changed ({at})",
                WORLDS,
            )
            expect_same(world.to_move, state.to_move, f"who is to move changed ({at})", WORLDS)
            if seat in state.to_move:
                mine, theirs = state.legal_actions(seat), world.legal_actions(seat)
                expect_same(
                    [a.notation for a in theirs],
                    [a.notation for a in mine],
                    f"the seat's legal moves changed ({at})",
                    WORLDS,
                )
                expect_same(
                    [world.action_id(a) for a in theirs],
                    [state.action_id(a) for a in mine],
                    f"the ids of the seat's legal moves changed ({at})",
                    WORLDS,
                )
            expect_same(
                world.actions_taken(),
                [(p, n if p == seat else None) for p, n in real],
                f"the world's history names other seats' moves ({at})",
            )
            for copy in (world, world.clone()):
                try:
                    copy.record()
                except ConfigError:
                    pass
                else:
                    raise AssertionError(f"a sampled world gave a record ({at})")
    for state, seed, moves in sample_positions(games, 2, rng):
        world = state.determinize(state.to_move[0] if state.to_move else 0, rng)
        try:
            while not world.is_over:
                actor = rng.choice(world.to_move)
                world.apply(actor, rng.choice(world.legal_actions(actor)))
                world.determinize(actor, rng)
        except Exception as exc:
            raise AssertionError(
                f"a world resampled at {where(seed, moves)} broke, played on: "
                f"{type(exc).__name__}: {exc}"
            ) from exc


def check_messages(subject: Subject) -> None:
    """What a seat reads depends on its view alone: the refusal of an illegal move (with the
    game's ``describe_phase``), and in every language the label of each legal move (from the
    describe module) and the headline of the result; labels and headlines leave no
    placeholder unfilled."""
    games = [play_randomly(subject, offset) for offset in range(GAMES)]
    rng = random.Random(subject.seed)
    words = words_for(subject.game().descriptor)
    languages = [translator(locale) for locale in LOCALES]
    for state, seed, moves in sample_positions(games, 12, rng):
        for seat in state.to_move:
            at = where(seed, moves, seat)
            world = state.determinize(seat, rng)
            said = [_refused(s, seat) for s in (state, world)]
            expect_same(said[1], said[0], f"the refusal of an illegal move differs ({at})", WORLDS)
            for t in languages:
                view = state.view(seat)
                labels = [move_label(words, view, a.notation, t) for a in state.legal_actions(seat)]
                expect_same(
                    [
                        move_label(words, world.view(seat), a.notation, t)
                        for a in world.legal_actions(seat)
                    ],
                    labels,
                    f"the move labels in {t.locale} differ ({at})",
                    WORLDS,
                )
                _filled(labels, f"a move label in {t.locale} ({at})")
    for game in games:
        result = game.states[-1].result.to_dict()
        for t in languages:
            headline = words.describe_outcome(result, t)
            expect(isinstance(headline, str), f"describe_outcome gave {headline!r}")
            _filled([headline], f"the result's headline in {t.locale} (game seed {game.seed})")


def _refused(state: State, seat: int) -> str:
    try:
        state.apply(seat, "nonsense")
    except IllegalAction as exc:
        return str(exc)
    raise AssertionError("the move 'nonsense' was accepted")


def _filled(texts: list[str], what: str) -> None:
    for text in texts:
        expect(isinstance(text, str) and text, f"{what} is empty: {text!r}")
        expect(not PLACEHOLDER.search(text), f"{what} leaves a placeholder unfilled: {text!r}")


def check_log(subject: Subject) -> None:
    """The game log tells each seat only what it saw: built again from worlds resampled for
    the seat at every move, it is the same; every card an entry names was in the seat's
    view; the log of the record is the log kept move by move; every entry is JSON and is
    worded in every language with nothing left unfilled."""
    games = [play_randomly(subject, offset) for offset in range(GAMES)]
    rng = random.Random(subject.seed)
    languages = [translator(locale) for locale in LOCALES]
    for game in games:
        first, final = game.states[0], game.states[-1]
        for seat in [*range(final.game.num_players), None]:
            real = SeatLog(first, seat)
            sampled = SeatLog(first.determinize(seat, rng), seat) if seat is not None else None
            for moves, (before, actor, notation, after) in enumerate(game.steps(), 1):
                at = where(game.seed, moves, seat)
                new = real.advance(actor, notation, after)
                seen = json.dumps([before.view(seat), after.view(seat)])
                for entry in new:
                    hidden = sorted(c for c in entry.cards() if f'"{c}"' not in seen)
                    expect(
                        not hidden, f"the log entry {entry.kind!r} names {hidden}, unseen ({at})"
                    )
                if sampled is not None:
                    sampled.advance(actor, notation, after.determinize(seat, rng))
                    expect_same(
                        sampled.entries,
                        real.entries,
                        f"the log read what the seat cannot see ({at})",
                        WORLDS,
                    )
            expect_same(
                log_entries(final.record(), seat),
                real.entries,
                f"the log of the record is not the log kept move by move (game seed {game.seed})",
            )
            json.dumps([entry.to_dict() for entry in real.entries])
            for t in languages:
                _filled(
                    [render(entry, t) for entry in real.entries],
                    f"a log entry in {t.locale} (game seed {game.seed}, seat {seat})",
                )
