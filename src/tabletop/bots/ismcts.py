"""Information-set Monte Carlo tree search (single-observer ISMCTS, Cowling et al. 2012).

Each iteration samples a world consistent with what the bot's seat has seen
(``state.determinize``), walks one shared tree whose edges are action notations, and plays
the rest of the game with a rollout policy. Availability counts replace parent visits in
UCT, since an action is only sometimes legal across sampled worlds. Simultaneous phases
are played in ``to_move`` order inside the samples: a sampled world already holds resampled
secret choices of the others, so the bot never sees a real one.

Two additions make it stronger than the heuristic it rolls out with, at well under a second
a decision. With ``depth`` a rollout stops after that many moves (and the next quiet
position) and the game's static evaluation (``rulesets.<game>.heuristic.evaluate``) scores the
sampled world, so an iteration costs a few moves instead of a whole game. With ``sweep``
every sampled world is played after every root action, so actions are compared on the same
worlds and luck cancels out of the comparison; the heuristic's own move is kept unless
another one's paired gain is significant, since a noisy search left to itself plays worse
than a sound strategy. With ``flat`` a sweep grows no tree below the root, so two root
actions' playouts differ through the action alone.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable, Collection
from dataclasses import dataclass
from statistics import NormalDist
from typing import Any

from tabletop.engine import Action, ConfigError, GameDescriptor, State
from tabletop.engine.errors import Term
from tabletop.i18n.common import ERRORS, ISMCTS_WANTED

from .heuristics import Estimate, HeuristicBot, evaluator

_NORMAL = NormalDist()


class SearchRandom(random.Random):
    """The search's generator: ``random.Random`` with ``shuffle`` written out as CPython's
    (each place's partner drawn by ``getrandbits``, a draw out of range drawn again), so that
    compiled it shuffles in C with the very draws, and to the very order, of
    ``random.Random.shuffle``: every sampled world shuffles its hidden piles, and the library's
    shuffle spends a Python call a card (a quarter of a Friday search)."""

    def shuffle(self, x: list) -> None:
        getrandbits = self.getrandbits
        for i in range(len(x) - 1, 0, -1):
            n = i + 1
            k = n.bit_length()
            j = getrandbits(k)
            while j >= n:
                j = getrandbits(k)
            x[i], x[j] = x[j], x[i]


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
    mean_score: float  # mean final (with depth: evaluated) score of the bot's seat through it


def outcome(state: State) -> Estimate:
    """A finished game's rewards in 0..1 and scores: the win/loss return; solo games also rank
    by score.

    A solo game's wins are rare early on, so a loss is graded by score (squashed below
    0.5) to give the search a gradient toward better play; any win beats any loss.
    """
    result = state.result
    if state.game.num_players > 1:
        return Estimate(tuple([(r + 1) / 2 for r in result.returns]), result.scores)
    if result.returns[0] >= 1:
        return Estimate((1.0,), result.scores)
    return Estimate((0.25 + 0.25 * math.tanh(result.scores[0] / 50),), result.scores)


_NUMBER, _WHOLE, _FLAG = (int, float), (int,), (int, bool)


def _check(
    name: str, value: object, wanted: str, fits: Callable[[float], bool], kinds: tuple = _NUMBER
) -> None:
    """A ConfigError naming the option unless ``value`` is of ``kinds`` and fits: options
    arrive as text from ``bot:ismcts:iterations=abc`` as well as from Python (where only a
    flag may be a bool). ``wanted`` is a key of ISMCTS_WANTED."""
    is_bool = isinstance(value, bool)
    if (is_bool and bool not in kinds) or not isinstance(value, kinds) or not fits(value):
        values = {"name": name, "wanted": Term(ISMCTS_WANTED[wanted]), "value": repr(value)}
        raise ConfigError(msgid=ERRORS["ismcts_option"], values=values)


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
        depth: int | None = None,
        sweep: int = 0,
        confidence: float = 2.0,
        strict: int = 0,
        phases: str | None = None,
        kinds: str | None = None,
        race: int = 0,
        flat: int = 0,
        leaf: str | None = None,
        guess: int = 0,
        style: str | None = None,
    ) -> None:
        """Budget: ``iterations`` per decision, or ``seconds`` of search when given (at least
        one iteration, or one sweep, however short).

        Rollouts follow the game's heuristic bot (with probability ``epsilon`` a random
        move instead, so rollouts stay varied), or are uniformly random. They play to the
        end of the game, or with ``depth`` that many moves and on to the next quiet position
        (for games that define one), which is then evaluated statically.

        With ``sweep=1`` each sampled world is played once after every root action, so root
        actions are compared on the same worlds (common random numbers: with ``epsilon=0``
        their rollouts differ only through the action); ``iterations`` then counts playouts,
        whole sweeps at a time. The heuristic's own choice is kept unless another action's
        mean gain over it on those worlds is ``confidence`` standard errors above 0 (with
        ``strict=1`` a bar raised for many root actions and few worlds).

        With ``phases`` ("+"-separated names, e.g. ``"hazard+remove"``) only decisions whose
        view's ``phase`` is listed are searched; the others are the heuristic's own moves, so
        the budget goes to the decisions that shape the game. With ``kinds`` (action kinds,
        e.g. ``"pay+use"``) only decisions offering an action of a listed kind are searched.

        With ``race=R`` (and ``sweep``), from the R-th sampled world on, a root action whose
        mean paired gain over the heuristic's is a standard error or more below 0 (or 0 in
        every world) is dropped from the sweeps: the playouts go to the actions still in the
        race, and the search stops once only the heuristic's own is left (most positions: a
        search that would keep it anyway costs a few worlds instead of the whole budget).

        With ``flat=1`` (and ``sweep``) a sweep's playout is the rollout policy's from the root
        action on, with no tree below the root: the root actions are compared on the same
        worlds through the action alone (with ``epsilon=0``), and no walk down a tree, whose
        untried moves are picked at random, is paid for or adds noise.

        With ``leaf`` (and ``depth``) the cut playouts are scored by the evaluation the game's
        strategy names so in its ``LEAVES`` (with its own quiet positions) instead of its
        ``evaluate``.

        With ``guess=1`` each sampled world is handed to the strategy's ``guess(world, seat)``,
        which remakes the opponents' hidden choices that ``determinize`` deals at random (Gun
        Rain: a committed setting) as the strategy would make them; a game whose strategy has
        no ``guess`` samples its worlds as without it.

        With ``style`` the heuristic plays in the strategy's style of that name (its
        ``STYLES``) wherever the search asks it: its own move kept by default, the rollouts of
        every seat and ``guess``; a ``leaf`` then scores the cut playouts as fitted to games
        played in that style.
        """
        if rollout not in ("heuristic", "random"):
            raise ConfigError(msgid=ERRORS["ismcts_rollout"], values={"value": repr(rollout)})
        _check("iterations", iterations, "whole_1", lambda v: v >= 1, _WHOLE)
        if seconds is not None:
            _check("seconds", seconds, "seconds", lambda v: 0 < v <= 3600)
        _check("exploration", exploration, "number_0", lambda v: v >= 0)
        _check("epsilon", epsilon, "fraction", lambda v: 0 <= v <= 1)
        if depth is not None:
            _check("depth", depth, "whole_0", lambda v: v >= 0, _WHOLE)
        _check("sweep", sweep, "flag", lambda v: v in (0, 1), _FLAG)
        _check("confidence", confidence, "number_0", lambda v: v >= 0)
        _check("strict", strict, "flag", lambda v: v in (0, 1), _FLAG)
        _check("race", race, "whole_0", lambda v: v >= 0, _WHOLE)
        _check("flat", flat, "flag", lambda v: v in (0, 1), _FLAG)
        _check("guess", guess, "flag", lambda v: v in (0, 1), _FLAG)
        self._rng = SearchRandom(seed)
        self.iterations = iterations
        self.seconds = seconds
        self.exploration = exploration
        self.epsilon = epsilon if rollout == "heuristic" else 1.0
        self.depth = depth
        self.sweep = bool(sweep)
        self.confidence = confidence
        self.strict = bool(strict)
        self.phases = None if phases is None else frozenset(str(phases).split("+"))
        self.kinds = None if kinds is None else frozenset(str(kinds).split("+"))
        self.race = race if self.sweep else 0
        self.flat = bool(flat) and self.sweep
        self.leaf = None if leaf is None else str(leaf)
        self.guess = bool(guess)
        self._policy = HeuristicBot(style=style)

    def check(self, game: GameDescriptor) -> None:
        """A ConfigError if the search's ``style`` is not one of ``game``'s strategy's."""
        self._policy.check(game)

    def choose(self, state: State, player: int) -> Action:
        legal = state.legal_actions(player)
        if len(legal) == 1:
            return legal[0]
        if not self.searches(state, player):
            return self._policy.choose(state, player)
        best = self.analyse(state, player)[0].notation
        return next(a for a in legal if a.notation == best)

    def searches(self, state: State, player: int) -> bool:
        """Whether ``choose`` searches this decision rather than play the heuristic's move:
        not when ``phases`` or ``kinds`` leave it out (for a game with a heuristic)."""
        if not self._policy.knows(state):
            return True
        if self.phases is not None and state.view(player).get("phase") not in self.phases:
            return False
        if self.kinds is None:
            return True
        return not self.kinds.isdisjoint(a.kind for a in state.legal_actions(player))

    def analyse(self, state: State, player: int) -> list[MoveEstimate]:
        """Search from ``state`` for ``player``; root actions, best first.

        Best is the most visited; with ``sweep`` (every root action tried about equally
        often) the heuristic's own choice, unless another one is clearly better (the
        highest value, with a significant gain); the rest by value (with ``race``, the
        actions still in the race first).
        """
        root = _Node(player)
        scores: dict[str, list[float]] = {}
        deadline = time.perf_counter() + self.seconds if self.seconds else math.inf
        game, style = state.game.descriptor, self._policy.style
        evaluation = evaluator(game, self.leaf, style) if self.depth is not None else None
        rng = self._rng
        done = worlds = 0
        paired: dict[str, dict[int, float]] = {}  # sweep: root action -> world -> reward
        knows = self.sweep and self._policy.knows(state)
        favourite = self._policy.choose(state, player).notation if knows else ""
        racing = bool(self.race and favourite)
        guess = self._policy.guesser(state) if self.guess else None
        dropped: set[str] = set()  # race: root actions out of it
        # A time budget still runs one iteration (one sweep), however short: a move needs one.
        while (
            done < self.iterations
            if self.seconds is None
            else not done or time.perf_counter() < deadline
        ):
            world = state.determinize(player, rng)
            if guess is not None:
                guess(world, player)
                world.legal_memo = None  # the guess changed the world without a move
            if not self.sweep:
                first, score, _ = self._iterate(root, world, player, evaluation)
                scores.setdefault(first, []).append(score)
                done += 1
                continue
            for action in world.legal_actions(player):  # the same world after every action
                if action.notation in dropped:
                    continue
                first, score, value = self._iterate(
                    root, world.clone(), player, evaluation, action, self.flat
                )
                scores.setdefault(first, []).append(score)
                paired.setdefault(first, {})[worlds] = value
                done += 1
            worlds += 1
            if racing and worlds >= self.race and favourite in paired:
                dropped |= self._behind(paired, favourite, dropped)
                if len(dropped) == len(paired) - 1:
                    break  # only the heuristic's own move is left
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
        if not self.sweep:
            estimates.sort(key=lambda e: (-e.visits, -e.value, e.notation))
            return estimates
        estimates.sort(
            key=lambda e: (
                e.notation in dropped,
                -e.value,
                e.notation != favourite,
                -e.visits,
                e.notation,
            )
        )
        if favourite in paired and not self._significant(
            paired[estimates[0].notation], paired[favourite], len(paired) - 1
        ):
            estimates.sort(key=lambda e: e.notation != favourite)  # stable: the rest by value
        return estimates

    def paired_rewards(
        self,
        state: State,
        player: int,
        worlds: int,
        observe: Callable[[State], Any] | None = None,
        only: Collection[str] | None = None,
    ) -> tuple[dict[str, list[float]], dict[str, list[Any]]]:
        """Each legal action of ``player`` (with ``only``, those of these notations) played in
        the same ``worlds`` sampled worlds, each playout flat (the rollout policy's from the
        action on, cut and evaluated as the bot's options say): the action's reward in each
        world, in the order the worlds were sampled, and (with ``observe``) what ``observe``
        saw of each playout's last position. What a review compares, by paired differences.
        Worlds come from ``player``'s view (``determinize``, and ``guess`` when asked): the
        real hidden cards never count."""
        game, style = state.game.descriptor, self._policy.style
        evaluation = evaluator(game, self.leaf, style) if self.depth is not None else None
        guess = self._policy.guesser(state) if self.guess else None
        legal = [a.notation for a in state.legal_actions(player)]
        if only is not None:
            legal = [notation for notation in legal if notation in only]
        rewards: dict[str, list[float]] = {notation: [] for notation in legal}
        seen: dict[str, list[Any]] = {notation: [] for notation in legal}
        for _ in range(worlds):
            world = state.determinize(player, self._rng)
            if guess is not None:
                guess(world, player)
                world.legal_memo = None  # the guess changed the world without a move
            for action in world.legal_actions(player):
                if action.notation not in rewards:
                    continue
                played = world.clone()
                _, _, reward = self._iterate(
                    _Node(player), played, player, evaluation, action, flat=True
                )
                rewards[action.notation].append(reward)
                if observe is not None:
                    seen[action.notation].append(observe(played))
        return rewards, seen

    @staticmethod
    def _behind(paired: dict[str, dict[int, float]], favourite: str, dropped: set[str]) -> set[str]:
        """The racing root actions whose mean paired gain over the heuristic's move is a
        standard error or more below 0 (0 in every world too): unlikely ever to clear the
        bar, so not worth more playouts."""
        base = paired[favourite]
        behind = set()
        for notation, rewards in paired.items():
            if notation == favourite or notation in dropped:
                continue
            gains = [rewards[w] - base[w] for w in rewards.keys() & base.keys()]
            n = len(gains)
            if n < 2:
                continue
            mean = sum(gains) / n
            if mean > 0:
                continue  # ahead: its spread does not matter
            variance = sum([(g - mean) ** 2 for g in gains]) / (n - 1)
            if mean * mean * n >= variance:
                behind.add(notation)
        return behind

    def _significant(
        self, challenger: dict[int, float], favourite: dict[int, float], rivals: int
    ) -> bool:
        """Whether the challenger's paired gain over the heuristic's move clears ``confidence``
        standard errors: small, noisy gains are not worth leaving a sound strategy for.

        With ``strict`` the bar accounts for picking the best of ``rivals`` challengers
        (Bonferroni) and for the few worlds (the spread of Student's t)."""
        gains = [challenger[w] - favourite[w] for w in challenger.keys() & favourite.keys()]
        n = len(gains)
        bar = self.confidence
        if self.strict:
            if n <= 3:
                return False
            bar = -_NORMAL.inv_cdf(_NORMAL.cdf(-bar) / max(1, rivals)) * math.sqrt(
                (n - 1) / (n - 3)
            )
        if n < 2:
            return False
        mean = sum(gains) / n
        variance = sum([(g - mean) ** 2 for g in gains]) / (n - 1)
        return mean > 0 and mean * mean * n > bar * bar * variance

    def _iterate(
        self,
        root: _Node,
        world: State,
        player: int,
        evaluation,
        first: Action | None = None,
        flat: bool = False,
    ) -> tuple[str, float, float]:
        """Walk, roll out and update from a sampled ``world`` (``first``: the root action to
        take; ``flat``: roll out right after it); the root action taken, the bot's (expected)
        score and its reward."""
        rng = self._rng
        node = root
        path: list[_Node] = []
        in_tree = True  # until an action is expanded (or, flat, right after the root action)
        if first is not None:
            node = root.children.get(first.notation)
            if node is None:
                node = root.children[first.notation] = _Node(player)
                in_tree = False
            path.append(node)
            world.apply_legal(player, first)
            in_tree = in_tree and not flat
        while in_tree and not world.is_over:
            actor = player if node is root else world.to_move[0]
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
                in_tree = False
            else:
                action = max(legal, key=lambda a: self._ucb(children[a.notation]))
                node = children[action.notation]
            path.append(node)
            if first is None:
                first = action
            world.apply_legal(actor, action)
        moves = 0
        epsilon, knows = self.epsilon, self._policy.knows(world)
        policy = self._policy.policy(world) if knows else None
        draw, play = rng.random, world.apply_legal  # looked up once: a playout plays hundreds
        while not world.is_over:  # rollout
            if evaluation is not None and moves >= self.depth and evaluation[1](world):
                break
            actor = world.to_move[0]
            if draw() < epsilon or not knows:
                play(actor, rng.choice(world.legal_actions(actor)))
            else:
                play(actor, policy(world, actor))
            moves += 1
        values, scores = outcome(world) if world.is_over else evaluation[0](world)
        for node in path:
            node.visits += 1
            node.reward += values[node.actor]
        return first.notation, scores[player], values[player]

    def _ucb(self, node: _Node) -> float:
        mean = node.reward / node.visits
        return mean + self.exploration * math.sqrt(math.log(node.avail) / node.visits)
