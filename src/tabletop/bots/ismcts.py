"""Information-set Monte Carlo tree search (single-observer ISMCTS, Cowling et al. 2012).

Each iteration samples a world consistent with what the bot's seat has seen
(``state.determinize``), walks one shared tree whose edges are action notations, and plays
the rest of the game with a rollout policy. Availability counts replace parent visits in
UCT, since an action is only sometimes legal across sampled worlds. Simultaneous phases
are played in ``to_move`` order inside the samples: a sampled world already holds resampled
secret choices of the others, so the bot never sees a real one.
"""

from __future__ import annotations

import math
import random
import time
from dataclasses import dataclass

from tabletop.engine import Action, ConfigError, State

from .heuristics import HeuristicBot


class _Node:
    __slots__ = ("actor", "avail", "children", "reward", "visits")

    def __init__(self, actor: int) -> None:
        self.actor = actor  # who chose the action leading here
        self.visits = 0
        self.avail = 1
        self.reward = 0.0
        self.children: dict[str, _Node] = {}


@dataclass(frozen=True)
class MoveEstimate:
    """One root action after a search: how often it was tried and how it fared."""

    notation: str
    visits: int
    value: float  # mean reward in 0..1 (win rate for multi-player games)
    mean_score: float  # mean final score of the bot's seat in the iterations through it


def reward(state: State, player: int) -> float:
    """0..1 for ``player``: the win/loss return; solo games also rank by score.

    A solo game's wins are rare early on, so a loss is graded by score (squashed below
    0.5) to give the search a gradient toward better play; any win beats any loss.
    """
    result = state.result
    win = (result.returns[player] + 1) / 2
    if state.game.num_players > 1:
        return win
    if win >= 1:
        return 1.0
    return 0.25 + 0.25 * math.tanh(result.scores[player] / 50)


class ISMCTSBot:
    name = "ismcts"

    def __init__(
        self,
        seed: int = 0,
        iterations: int = 1000,
        seconds: float | None = None,
        exploration: float = 0.7,
        rollout: str = "heuristic",
        epsilon: float = 0.2,
    ) -> None:
        """Budget: ``iterations`` per decision, or ``seconds`` of search when given.

        Rollouts follow the game's heuristic bot (with probability ``epsilon`` a random
        move instead, so rollouts stay varied), or are uniformly random.
        """
        if rollout not in ("heuristic", "random"):
            raise ConfigError(f"ismcts rollout must be 'heuristic' or 'random', got {rollout!r}")
        self._rng = random.Random(seed)
        self.iterations = iterations
        self.seconds = seconds
        self.exploration = exploration
        self.epsilon = epsilon if rollout == "heuristic" else 1.0
        self._policy = HeuristicBot()

    def choose(self, state: State, player: int) -> Action:
        legal = state.legal_actions(player)
        if len(legal) == 1:
            return legal[0]
        best = self.analyse(state, player)[0].notation
        return next(a for a in legal if a.notation == best)

    def analyse(self, state: State, player: int) -> list[MoveEstimate]:
        """Search from ``state`` for ``player``; root actions, most visited first."""
        root = _Node(player)
        scores: dict[str, list[float]] = {}
        deadline = time.perf_counter() + self.seconds if self.seconds else math.inf
        done = 0
        while done < self.iterations if self.seconds is None else time.perf_counter() < deadline:
            first, world = self._iterate(root, state, player)
            scores.setdefault(first, []).append(world.result.scores[player])
            done += 1
        estimates = [
            MoveEstimate(
                notation,
                child.visits,
                child.reward / child.visits,
                sum(scores[notation]) / len(scores[notation]),
            )
            for notation, child in root.children.items()
            if child.visits
        ]
        estimates.sort(key=lambda e: (-e.visits, -e.value, e.notation))
        return estimates

    def _iterate(self, root: _Node, state: State, player: int) -> tuple[str, State]:
        rng = self._rng
        world = state.determinize(player, rng)
        node = root
        path: list[_Node] = []
        first = ""
        while not world.is_over:
            actor = world.to_move[0]
            legal = world.legal_actions(actor)
            children = node.children
            untried = [a for a in legal if a.notation not in children]
            for action in legal:
                child = children.get(action.notation)
                if child is not None:
                    child.avail += 1
            if untried:  # expand one new action, then roll out from there
                action = rng.choice(untried)
                node = children[action.notation] = _Node(actor)
            else:
                action = max(legal, key=lambda a: self._ucb(children[a.notation]))
                node = children[action.notation]
            path.append(node)
            first = first or action.notation
            world.apply(actor, action)
            if untried:
                break
        while not world.is_over:  # rollout
            actor = world.to_move[0]
            if rng.random() < self.epsilon or not self._policy.knows(world):
                world.apply(actor, rng.choice(world.legal_actions(actor)))
            else:
                world.apply(actor, self._policy.choose(world, actor))
        for node in path:
            node.visits += 1
            node.reward += reward(world, node.actor)
        return first, world

    def _ucb(self, node: _Node) -> float:
        mean = node.reward / node.visits
        return mean + self.exploration * math.sqrt(math.log(node.avail) / node.visits)
