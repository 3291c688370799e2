"""A finished game's review, as numbers: for each decision of one seat, how its chances stood
after the move played, and what the best move found would have kept.

Each decision is judged from what the seat knew then: worlds are sampled from its view
(``determinize``, as the fair bots do). Playouts continue as the Easy bot would (the game's
heuristic for every seat, in its own style), cut and judged by the ``hard`` level's value
estimate where it has one. Half the budget chooses: every legal move played in the same
worlds, the best by its mean. Then fresh worlds, drawn independently of those, measure the
move played, the best and the obvious one by paired differences, each with its standard
error, so the chosen move's luck in the worlds that chose it does not inflate its difference
(the winner's curse). A decision is called a mistake (or a good move) only when its difference
clears ``SIGNIFICANT`` standard errors and ``SMALLEST`` in both sets of worlds; those whose
choosing worlds show it are measured in a full budget's worth of worlds, so what clears the
bar there is seldom luck. A game's review part may ask the measure to play on to the end of
the game (``TO_THE_END``) where its estimate, good enough to choose, misjudges by how much.
The numbers depend only on the record, the seat and the seed.
"""

from __future__ import annotations

import dataclasses
import math
from collections.abc import Callable
from dataclasses import dataclass
from importlib import import_module

from tabletop import bots
from tabletop.bots import HeuristicBot, ISMCTSBot
from tabletop.engine import ConfigError, GameDescriptor, State
from tabletop.engine.records import replay
from tabletop.i18n.common import ERRORS

from .facts import Fact, Reason, facts_of, reasons

PLAYOUTS = 192  # a decision's playouts in all (the default budget): half choose, half measure
MIN_WORLDS = 8  # worlds at least, to choose and to measure: fewer give no error worth the name
SIGNIFICANT = 2.0  # standard errors a difference must clear to be called a mistake (or a find)
SMALLEST = 0.02  # and at least this much chance (2 points)
Z95 = 1.96  # an interval's half-width in standard errors (95%)


@dataclass(frozen=True)
class Estimate:
    """A mean over the sampled worlds and its standard error."""

    mean: float
    error: float

    @classmethod
    def of(cls, values: list[float]) -> Estimate:
        n = len(values)
        mean = sum(values) / n
        if n < 2:
            return cls(mean, 0.0)
        variance = sum((v - mean) ** 2 for v in values) / (n - 1)
        return cls(mean, math.sqrt(variance / n))

    def clears(self) -> bool:
        """Above zero by SIGNIFICANT standard errors and at least SMALLEST."""
        return self.mean >= SMALLEST and self.mean > SIGNIFICANT * self.error


@dataclass(frozen=True)
class Decision:
    """One decision of the reviewed seat: the move played, the best found, the obvious one
    (the game's heuristic), the chance each keeps and the paired differences."""

    index: int  # the move's place in the record's actions (0: the first)
    turn: int  # the seat's own decisions counted from 1, forced ones included
    played: str
    best: str
    obvious: str | None  # None: the game has no heuristic
    # Measured in the fresh worlds, not in those that chose ``best``:
    chance: Estimate  # the seat's chance after the move played
    best_chance: Estimate
    loss: Estimate  # best - played, paired (0 when the played move is the best)
    gain: Estimate  # played - obvious, paired (0 when the same move, or the best is another)
    moves: int  # legal moves to choose from
    worlds: int  # the fresh worlds the differences were measured in
    scouted: int  # the worlds the best move was chosen in
    # Whether the worlds that chose the best move already showed a clear difference (the best
    # over the move played, or the move played over the obvious one): only such a decision is
    # measured at the full budget and may be called a mistake or a good move.
    suspected: bool
    # Why the better move is better, in the game's facts: the best found against the move
    # played when they differ, else the move played against the obvious one.
    why: tuple[Reason, ...] = ()

    def to_dict(self) -> dict:
        """Plain data (JSON), as a worker hands a decision back to the server."""
        return dataclasses.asdict(self)

    @classmethod
    def from_dict(cls, data: dict) -> Decision:
        estimates = {k: Estimate(**data[k]) for k in ("chance", "best_chance", "loss", "gain")}
        why = tuple(Reason(**reason) for reason in data["why"])
        return cls(**{**data, **estimates, "why": why})

    @property
    def mistake(self) -> bool:
        """The best found beats the move played clearly, in the worlds that chose it and
        again in the fresh ones."""
        return self.suspected and self.played != self.best and self.loss.clears()

    @property
    def find(self) -> bool:
        """A good move: the best found, which the obvious move misses by a clear margin."""
        return (
            self.suspected
            and self.played == self.best
            and self.obvious != self.played
            and self.gain.clears()
        )


@dataclass(frozen=True)
class Review:
    game: str
    seat: int
    seed: int
    playouts: int
    decisions: tuple[Decision, ...]  # those with a choice, in play order
    forced: int  # decisions with one legal move, not reviewed

    def turning_points(self, count: int = 3) -> list[Decision]:
        """The mistakes that cost the most chance, largest first."""
        mistakes = [d for d in self.decisions if d.mistake]
        return sorted(mistakes, key=lambda d: (-d.loss.mean, d.index))[:count]

    def finds(self, count: int = 3) -> list[Decision]:
        """The good moves that gained the most over the obvious move, largest first."""
        found = [d for d in self.decisions if d.find]
        return sorted(found, key=lambda d: (-d.gain.mean, d.index))[:count]


def reviewer(state: State, seed: int, to_end: bool = False) -> ISMCTSBot:
    """The playouts of a review: the game's ``hard`` level's when it is a search (its rollouts,
    cut and judged by its value estimate), but every seat in the heuristic's own style, since a
    difference claimed is what the move changes when the game goes on as the Easy bot plays
    it; with ``to_end``, not cut: on to the end of the game. Plain ISMCTS (heuristic rollouts
    where the game has a heuristic) for a game whose ``hard`` is no search."""
    hard = state.game.descriptor.bot_level("hard")
    if hard is not None:
        dropped = ("style=", "depth=", "leaf=") if to_end else ("style=",)
        spec = hard.spec_for(state.game.num_players).split(":")
        bot = bots.from_spec(":".join(p for p in spec if not p.startswith(dropped)), seed)
        if isinstance(bot, ISMCTSBot):
            return bot
    return ISMCTSBot(seed=seed)


def to_the_end(game: GameDescriptor) -> bool:
    """Whether the game's review part asks the differences be measured by playing on to the
    end of the game (its ``TO_THE_END``) rather than by the ``hard`` level's estimate."""
    if game.review is None:
        return False
    return bool(getattr(import_module(game.review.partition(":")[0]), "TO_THE_END", False))


def check(final: State, seat: int, playouts: int) -> None:
    """A ConfigError unless ``final`` is over, ``seat`` one of its seats and ``playouts`` a
    budget a review takes."""
    if not final.is_over:
        raise ConfigError(msgid=ERRORS["review_not_over"])
    players = final.game.num_players
    if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < players:
        # Seats counted from 0, as in the API's paths and the commands' --seat.
        key = "review_seat" if players > 1 else "review_seat_solo"
        shown = seat if isinstance(seat, int) and not isinstance(seat, bool) else repr(seat)
        raise ConfigError(msgid=ERRORS[key], values={"seat": shown, "last": players - 1})
    if not isinstance(playouts, int) or isinstance(playouts, bool) or not 1 <= playouts <= 100_000:
        raise ConfigError(msgid=ERRORS["review_playouts"], values={"value": repr(playouts)})


def choices(final: State, seat: int) -> tuple[list[tuple[int, int]], int]:
    """The decisions of ``seat`` that had more than one legal move, as (the move's index in
    the record, the seat's turn counted from 1), and how many of its decisions had one."""
    state = replay({**final.record(), "actions": []})
    found: list[tuple[int, int]] = []
    turn = forced = 0
    for index, (player, notation) in enumerate(final.actions_taken()):
        if player == seat:
            turn += 1
            if len(state.legal_actions(seat)) > 1:
                found.append((index, turn))
            else:
                forced += 1
        state.apply(player, notation)
    return found, forced


def positions_before(record: dict, wanted: set[int]) -> dict[int, State]:
    """The positions before the moves ``wanted`` (by index in ``record``), replayed once:
    where the words of a reviewed decision's moves are read."""
    state = replay({**record, "actions": []})
    found = {}
    for index, (player, notation) in enumerate(record["actions"]):
        if index in wanted:
            found[index] = state.clone()
        state.apply(player, notation)
    return found


def review(
    final: State,
    seat: int,
    playouts: int = PLAYOUTS,
    seed: int = 0,
    progress: Callable[[int, int], None] | None = None,
) -> Review:
    """The review of ``seat``'s decisions in the finished game ``final``. ``progress(done,
    total)`` is told after each decision judged (a bar; an exception raised there stops the
    review)."""
    check(final, seat, playouts)
    found, forced = choices(final, seat)
    record = final.record()
    state = replay({**record, "actions": []})
    obvious = HeuristicBot() if final.game.descriptor.heuristic else None
    facts = facts_of(final.game.descriptor)
    decisions: list[Decision] = []
    moves = final.actions_taken()
    done = 0
    for index, turn in found:
        while done < index:
            state.apply(*moves[done])
            done += 1
        played = moves[index][1]
        decisions.append(judge(state, seat, played, index, turn, obvious, playouts, seed, facts))
        if progress is not None:
            progress(len(decisions), len(found))
    return Review(final.game.descriptor.name, seat, seed, playouts, tuple(decisions), forced)


def paired(rewards: dict[str, list[float]], a: str, b: str) -> Estimate:
    """Move ``a``'s mean gain over move ``b`` in the same worlds, with its standard error."""
    return Estimate.of([x - y for x, y in zip(rewards[a], rewards[b], strict=True)])


def judge_at(record: dict, seat: int, index: int, turn: int, playouts: int, seed: int) -> Decision:
    """:func:`judge` for the decision before move ``index`` of ``record`` (a worker's job: a
    record travels, a state does not)."""
    state = replay({**record, "actions": record["actions"][:index]})
    played = record["actions"][index][1]
    obvious = HeuristicBot() if state.game.descriptor.heuristic else None
    facts = facts_of(state.game.descriptor)
    return judge(state, seat, played, index, turn, obvious, playouts, seed, facts)


def judge(
    state: State,
    seat: int,
    played: str,
    index: int,
    turn: int,
    obvious: HeuristicBot | None,
    playouts: int,
    seed: int,
    facts: tuple[Fact, ...] = (),
) -> Decision:
    """The decision ``seat`` faces in ``state``, judged from its view alone: the best of its
    legal moves chosen in one set of worlds (``playouts`` / 2 playouts shared by the moves),
    then the move ``played`` compared in fresh worlds with the best, or when it is the best
    with the ``obvious`` one: each in ``playouts`` worlds when the choosing worlds showed a
    clear difference, else ``playouts`` / 2 shared by them (at least MIN_WORLDS worlds each
    time); seeded by ``seed`` and the move's ``index`` in the record. ``facts``, the game's,
    read where each measuring playout stopped, give the reasons."""
    legal = state.legal_actions(seat)
    base = seed * 1_000_003 + index
    scouted = max(MIN_WORLDS, math.ceil(playouts / 2 / len(legal)))
    chosen, _ = reviewer(state, (2 * base) % 2**62).paired_rewards(state, seat, scouted)
    means = {notation: sum(r) / len(r) for notation, r in chosen.items()}
    # The best found; the played move wins a tie (a tie is no mistake).
    best = max(means, key=lambda n: (means[n], n == played))
    usual = obvious.choose(state, seat).notation if obvious is not None else None
    # The pair a verdict can be about: a mistake (the best found against the move played) or,
    # when the seat played the best found, a good move (it against the obvious one).
    other = best if best != played else usual
    compared = [played] if other in (None, played) else [played, other]
    suspected = (best != played and paired(chosen, best, played).clears()) or (
        usual not in (None, played) and best == played and paired(chosen, played, usual).clears()
    )
    shared = max(MIN_WORLDS, math.ceil(playouts / 2 / len(compared)))
    worlds = max(MIN_WORLDS, playouts) if suspected else shared
    measure = reviewer(state, (2 * base + 1) % 2**62, to_the_end(state.game.descriptor))
    observe = (lambda world: tuple(f.read(world.view(seat)) for f in facts)) if facts else None
    rewards, seen = measure.paired_rewards(state, seat, worlds, observe, compared)

    if best != played:
        why = reasons(facts, seen[best], seen[played])
    elif usual is not None and usual != played:
        why = reasons(facts, seen[played], seen[usual])
    else:
        why = ()
    return Decision(
        index=index,
        turn=turn,
        played=played,
        best=best,
        obvious=usual,
        chance=Estimate.of(rewards[played]),
        best_chance=Estimate.of(rewards[best]),
        loss=paired(rewards, best, played),
        gain=paired(rewards, played, usual) if usual in rewards else Estimate(0.0, 0.0),
        moves=len(legal),
        worlds=worlds,
        scouted=scouted,
        suspected=suspected,
        why=why,
    )
