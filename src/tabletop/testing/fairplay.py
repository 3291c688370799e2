"""Fair play of the bots: a bot decides from its seat's view alone, so two worlds the seat
cannot tell apart get one decision; and every bot plays whole games legally, reproducibly.
Search budgets are small: fairness shows in a few playouts as well as in many."""

from __future__ import annotations

import random
from typing import Any

from tabletop.bots import HeuristicBot, ISMCTSBot, advisor, from_spec, make
from tabletop.engine import Rng, State

from .subject import WORLDS, Subject, expect, expect_same, where

POSITIONS = 3  # positions met in random play, each resampled for the seat to move
CAP = 16  # the most iterations a declared level's search runs here
# Heuristic rollouts cut at a depth, sweeps, the strict and racing tests, flat sweeps.
SEARCHES: tuple[dict[str, Any], ...] = (
    {"iterations": 10, "depth": 4},
    {"iterations": 12, "depth": 2, "sweep": 1},
    {"iterations": 24, "depth": 0, "epsilon": 0, "sweep": 1, "strict": 1, "race": 2},
    {"iterations": 24, "depth": 0, "epsilon": 0, "sweep": 1, "race": 2, "flat": 1},
)


def _bots(subject: Subject) -> list[tuple[str, Any]]:
    """(name, maker of a seeded bot): ISMCTS in several settings, the heuristic bot where the
    game has a strategy, each bot level the game declares and the advisor behind a hint (its
    search capped at CAP)."""
    game = subject.game()
    bots: list[tuple[str, Any]] = [
        (f"ismcts {options}", lambda seed, o=options: make("ismcts", seed=seed, **o))
        for options in SEARCHES
    ]
    if game.descriptor.heuristic is not None:
        bots.append(("heuristic", lambda seed: make("heuristic", seed=seed)))
    for level in game.descriptor.bot_levels:
        spec = level.spec_for(game.num_players)
        bots.append((f"{level.name} level's ({spec})", lambda seed, s=spec: _capped(s, seed)))
    hard = game.descriptor.bot_level("hard")
    if hard is None or not isinstance(from_spec(hard.spec_for(game.num_players), 0), ISMCTSBot):
        # the advisor is the hard level's search where there is one, else its own
        bots.append(("advisor's (a hint's)", lambda seed: _capped(advisor(subject.new(), seed))))
    return bots


def _capped(bot: str | Any, seed: int = 0) -> Any:
    """The bot (or the bot of a spec), its search made CAP iterations at most, not timed."""
    if isinstance(bot, str):
        bot = from_spec(bot, seed)
    if isinstance(bot, ISMCTSBot):
        bot.iterations, bot.seconds = min(bot.iterations, CAP), None
    return bot


def _decision(bot: Any, state: State, player: int) -> Any:
    """What the bot makes of the position: a search's whole analysis, else its move."""
    if isinstance(bot, ISMCTSBot):
        return bot.analyse(state, player)
    return bot.choose(state, player).notation


def _mid_game(subject: Subject, offset: int) -> State:
    state = subject.new(offset)
    rng = random.Random(subject.seed + offset)
    for _ in range(3 + 2 * offset):
        if state.is_over:
            break
        player = rng.choice(state.to_move)
        state.apply(player, rng.choice(state.legal_actions(player)))
    return state


def check_fair_play(subject: Subject) -> None:
    """Each bot (ISMCTS in several settings, the heuristic bot, every declared level, and the
    advisor that a hint runs) decides the same in the real position and in a world resampled for
    the seat to move; ISMCTS and the heuristic bot play a whole game legally, and again the
    same for the same seed."""
    bots = _bots(subject)
    for offset in range(POSITIONS):
        state = _mid_game(subject, offset)
        if state.is_over:
            continue
        player = state.to_move[0]
        at = where(subject.seed + offset, len(state.actions_taken()), player)
        other = state.determinize(player, Rng(subject.seed + offset + 100))
        for name, bot in bots:
            expect_same(
                _decision(bot(1), other, player),
                _decision(bot(1), state, player),
                f"the {name} bot decided otherwise in a world the seat cannot tell apart ({at})",
                WORLDS,
            )
    whole = [("ismcts", lambda seed: make("ismcts", seed=seed, iterations=4, rollout="random"))]
    if subject.game().descriptor.heuristic is not None:
        whole.append(("heuristic", lambda seed: HeuristicBot(seed)))
    for name, bot_of in whole:
        records = []
        for _ in range(2):
            state, bot = subject.new(8), bot_of(3)
            while not state.is_over:
                player = state.to_move[0]
                action = bot.choose(state, player)
                expect(
                    action in state.legal_actions(player),
                    f"the {name} bot chose {action}, not legal "
                    f"({where(subject.seed + 8, len(state.actions_taken()), player)})",
                )
                state.apply(player, action)
            records.append(state.record())
        expect_same(records[0], records[1], f"the {name} bot with one seed played two games")
