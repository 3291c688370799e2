"""Any tabletop game as a PettingZoo environment: ``env(game, **options)`` (AEC) or
``parallel_env(game, **options)`` (Parallel API).

Agents are ``player_0``, ``player_1``, ... (Friday has one). Observations are dicts with the
seat's ``observation`` vector (a float32 ``Box``) and an ``action_mask`` (an int8 ``Box``) over
the game's fixed action ids. In the AEC environment simultaneous phases are played one agent at
a time in ``to_move`` order; in the parallel one every agent to move acts at once (Kung Fu's
draft, card choice and dice, Gun Rain's setting), and the others' actions are ignored (their
mask is all zeros). An illegal id raises ``IllegalAction`` and changes nothing by default;
``illegal="terminate"`` ends the game instead, as PettingZoo's classic games do (the offender is
paid ``illegal_reward``, the others 0, and its ``info`` has ``illegal_move``), and
``illegal="skip"`` ignores the id and pays ``illegal_reward`` (the agent is asked again), which
lets loops that sample without the mask run on. ``max_cycles`` truncates an unfinished game
after that many steps. Rewards are ``reward``'s (``rewards.py``: the game's returns when it ends by
default); a Kung Fu seat knocked out stays an agent (and never acts) until the end, so that
every seat learns the final outcome, whose ``info`` holds ``final_score`` and ``is_success``.
``render_mode="human"`` prints the terminal screen of what a spectator sees.
"""

from __future__ import annotations

from typing import Any, ClassVar

import numpy as np
from gymnasium import spaces
from gymnasium.utils import seeding
from pettingzoo import AECEnv, ParallelEnv

import tabletop

from .arrays import Observer, mask_array
from .moves import LegalCache, legal_by_id, pick
from .render import RENDER_MODES, check_render_mode, render_state
from .rewards import Rewarder, final_info

ILLEGAL = ("raise", "terminate", "skip")


def _spaces(game: tabletop.Game, agents: list[str]) -> tuple[dict, dict]:
    """Every agent's observation and action space (one object per agent, kept)."""
    n = game.num_distinct_actions
    observation = spaces.Box(0.0, 1.0, (game.observation_size,), np.float32)
    observations = {
        a: spaces.Dict({"observation": observation, "action_mask": spaces.Box(0, 1, (n,), np.int8)})
        for a in agents
    }
    return observations, {a: spaces.Discrete(n) for a in agents}


class _Seats:
    """What both APIs set up alike: the game, its agents and spaces, the reward, the seeding."""

    def _seat(
        self,
        game: tabletop.Game,
        render_mode: str | None,
        reward: str,
        illegal: str,
        illegal_reward: float,
        max_cycles: int | None,
    ) -> None:
        if illegal not in ILLEGAL:
            raise tabletop.ConfigError(f"illegal is one of {', '.join(ILLEGAL)}; got {illegal!r}")
        if isinstance(illegal_reward, bool) or not isinstance(illegal_reward, int | float):
            raise tabletop.ConfigError(f"illegal_reward is a number, got {illegal_reward!r}")
        if max_cycles is not None and (type(max_cycles) is not int or max_cycles < 1):
            raise tabletop.ConfigError(
                f"max_cycles is a whole number >= 1 or None, got {max_cycles!r}"
            )
        self._illegal, self._illegal_reward = illegal, float(illegal_reward)
        self.max_cycles = max_cycles
        self.game = game
        self._reward = Rewarder(reward, game.name)
        self.render_mode = render_mode
        self.possible_agents = [f"player_{p}" for p in range(game.num_players)]
        self._player = {a: p for p, a in enumerate(self.possible_agents)}
        self._observers = [Observer(game, p) for p in range(game.num_players)]
        self._actions = game.num_distinct_actions
        self.observation_spaces, self.action_spaces = _spaces(game, self.possible_agents)
        self._seeds, _ = seeding.np_random()
        self.state: tabletop.State | None = None  # reset() deals

    def observation_space(self, agent: str) -> spaces.Space:
        return self.observation_spaces[agent]

    def action_space(self, agent: str) -> spaces.Space:
        return self.action_spaces[agent]


class TabletopAEC(_Seats, AECEnv):
    """An AEC environment over one configured game; see the module docstring."""

    metadata: ClassVar[dict[str, Any]] = {
        "name": "tabletop_v0",
        "render_modes": RENDER_MODES,
        # its agents take turns in ``to_move`` order, not in cycles: use ``parallel_env``
        "is_parallelizable": False,
    }

    def __init__(
        self,
        game: str,
        render_mode: str | None = None,
        reward: str = "win",
        illegal: str = "raise",
        illegal_reward: float = -1.0,
        max_cycles: int | None = None,
        **options: Any,
    ) -> None:
        super().__init__()
        check_render_mode(render_mode)
        made = tabletop.make(game, **options)
        self._seat(made, render_mode, reward, illegal, illegal_reward, max_cycles)
        self._legal = LegalCache()

    def reset(self, seed: int | None = None, options: dict | None = None) -> None:
        """A new game; its engine seed comes from ``seed``, or from the previous one."""
        if seed is not None:
            self._seeds, _ = seeding.np_random(seed)
        self.state = self.game.new_game(seed=int(self._seeds.integers(1 << 62)))
        self.agents = self.possible_agents[:]
        self.rewards = dict.fromkeys(self.agents, 0.0)
        self._cumulative_rewards = dict.fromkeys(self.agents, 0.0)
        self.terminations = dict.fromkeys(self.agents, False)
        self.truncations = dict.fromkeys(self.agents, False)
        self.infos = {a: {} for a in self.agents}
        self._to_move = self.state.to_move
        self.agent_selection = self.possible_agents[self._to_move[0]]
        self._steps = 0
        self._reward.start(self.state)

    def observe(self, agent: str) -> dict[str, np.ndarray]:
        player = self._player.get(agent)
        state = self.state
        if player is None or state is None:
            raise self._misuse(agent)
        return {
            "observation": self._observers[player].observe(state, self._to_move),
            "action_mask": mask_array(self._legal.get(state, player, self._to_move), self._actions),
        }

    def step(self, action: int | None) -> None:
        if self.state is None:
            raise self._misuse(None)
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        player = self._player[agent]
        state = self.state
        try:
            self._legal.play(state, player, action, self._to_move)
            played = True
        except tabletop.IllegalAction:
            if self._illegal == "raise":
                raise  # before anything changed
            played = False
        self._steps += 1
        self._cumulative_rewards[agent] = 0.0
        if not played:
            self._refuse(agent)
            return
        over = state.is_over
        if over or self._reward.kind == "score_delta":
            self.rewards = {a: self._reward(state, self._player[a]) for a in self.agents}
            self._accumulate_rewards()
        # else the rewards stay all zero until the end: nothing to add up
        if over:
            self._to_move = ()
            self.terminations = dict.fromkeys(self.agents, True)
            self.infos = {a: final_info(state, self._player[a]) for a in self.agents}
        else:
            self._to_move = to_move = state.to_move  # the adapter asks the first (``seat``)
            self.agent_selection = self.possible_agents[to_move[0]]
            if self.max_cycles is not None:
                self._truncate_at_max_cycles()

    def _refuse(self, agent: str) -> None:
        """An illegal id under ``illegal="terminate"`` or ``"skip"`` (see the module)."""
        self.rewards = dict.fromkeys(self.agents, 0.0)
        self.rewards[agent] = self._illegal_reward
        self._accumulate_rewards()
        if self._illegal == "terminate":
            self._to_move = ()
            self.terminations = dict.fromkeys(self.agents, True)
            self.infos[agent] = {**self.infos[agent], "illegal_move": True}
        else:
            self._truncate_at_max_cycles()

    def _truncate_at_max_cycles(self) -> None:
        if self.max_cycles is not None and self._steps >= self.max_cycles:
            self._to_move = ()
            self.truncations = dict.fromkeys(self.agents, True)

    def _misuse(self, agent: str | None) -> tabletop.ConfigError:
        if self.state is None:
            return tabletop.ConfigError("call reset() before observe() or step()")
        return tabletop.ConfigError(f"no agent {agent!r}: the agents are {self.possible_agents}")

    def render(self) -> str | None:
        """``ansi``: what a spectator sees, as JSON text; ``human``: its screen, printed."""
        return render_state(self.render_mode, self.state, None)

    def close(self) -> None:
        """Nothing to release: a game is plain Python objects."""


class TabletopParallel(_Seats, ParallelEnv):
    """A Parallel API environment over one configured game; see the module docstring.

    ``step`` takes an action from every agent to move (the others' are ignored, missing ones
    too), checks them all before playing any (an illegal one raises ``IllegalAction`` and
    changes nothing, or see ``illegal``), then plays them in ``to_move`` order: in a
    simultaneous phase nobody's choice shows in another's view before all have chosen.
    ``max_cycles`` steps (None: no limit) truncate an unfinished game.
    """

    metadata: ClassVar[dict[str, Any]] = {
        "name": "tabletop_parallel_v0",
        "render_modes": RENDER_MODES,
    }

    def __init__(
        self,
        game: str,
        render_mode: str | None = None,
        reward: str = "win",
        max_cycles: int | None = None,
        illegal: str = "raise",
        illegal_reward: float = -1.0,
        **options: Any,
    ) -> None:
        check_render_mode(render_mode)
        made = tabletop.make(game, **options)
        self._seat(made, render_mode, reward, illegal, illegal_reward, max_cycles)
        self.agents: list[str] = []

    def reset(self, seed: int | None = None, options: dict | None = None) -> tuple[dict, dict]:
        """A new game; its engine seed comes from ``seed``, or from the previous one."""
        if seed is not None:
            self._seeds, _ = seeding.np_random(seed)
        self.state = self.game.new_game(seed=int(self._seeds.integers(1 << 62)))
        self.agents = self.possible_agents[:]
        self._cycles = 0
        self._reward.start(self.state)
        self._observe()
        return self._observations(), {a: {} for a in self.agents}

    def step(self, actions: dict[str, Any]) -> tuple[dict, dict, dict, dict, dict]:
        state = self.state
        if state is None:
            raise tabletop.ConfigError("call reset() before step()")
        if not self.agents:
            raise tabletop.ConfigError("the game is over: call reset() for another")
        chosen, offenders = [], []
        for player in self._to_move:
            agent = self.possible_agents[player]
            if agent not in actions:
                raise tabletop.IllegalAction(f"{agent} is to move but was given no action")
            try:
                chosen.append((player, pick(self._legal[player], player, actions[agent])))
            except tabletop.IllegalAction:
                if self._illegal == "raise":
                    raise
                offenders.append(agent)
        if offenders and self._illegal == "terminate":
            return self._terminate(offenders)
        for k, (player, action) in enumerate(chosen):
            if k == 0:
                state.apply_legal(player, action)  # legal: just checked
            else:  # simultaneous choices do not change each other's legality: checked again
                state.apply(player, action)
        self._cycles += 1
        over = state.is_over
        truncated = not over and self.max_cycles is not None and self._cycles >= self.max_cycles
        agents = self.agents
        rewards = {a: self._reward(state, self._player[a]) for a in agents}
        for agent in offenders:  # ``illegal="skip"``: their ids were ignored
            rewards[agent] += self._illegal_reward
        terminations = dict.fromkeys(agents, over)
        truncations = dict.fromkeys(agents, truncated)
        infos = {a: final_info(state, self._player[a]) if over else {} for a in agents}
        self._observe()
        observations = self._observations()
        if over or truncated:
            self.agents = []
        return observations, rewards, terminations, truncations, infos

    def _terminate(self, offenders: list[str]) -> tuple[dict, dict, dict, dict, dict]:
        """``illegal="terminate"``: the game ends where it stands, the offenders paid."""
        agents = self.agents
        rewards = dict.fromkeys(agents, 0.0)
        infos: dict[str, dict] = {a: {} for a in agents}
        for agent in offenders:
            rewards[agent], infos[agent] = self._illegal_reward, {"illegal_move": True}
        self.agents = []
        done = dict.fromkeys(agents, True)
        return self._observations(), rewards, done, dict.fromkeys(agents, False), infos

    def _observe(self) -> None:
        """The players to move and their legal actions by id, for masks and the next step."""
        state = self.state
        self._to_move = to_move = () if state.is_over else state.to_move
        self._legal = {p: legal_by_id(state, p, to_move) for p in to_move}

    def _observations(self) -> dict[str, dict[str, np.ndarray]]:
        state, to_move, legal = self.state, self._to_move, self._legal
        return {
            a: {
                "observation": self._observers[p].observe(state, to_move),
                "action_mask": mask_array(legal.get(p, ()), self._actions),
            }
            for p, a in enumerate(self.possible_agents)
        }

    def render(self) -> str | None:
        """``ansi``: what a spectator sees, as JSON text; ``human``: its screen, printed."""
        return render_state(self.render_mode, self.state, None)

    def close(self) -> None:
        """Nothing to release: a game is plain Python objects."""


def env(game: str, **options: Any) -> TabletopAEC:
    """A PettingZoo AEC environment for the registered game ``game`` with its options (and
    ``render_mode``, ``reward``, ``illegal``, ``illegal_reward``, ``max_cycles``)."""
    return TabletopAEC(game, **options)


def parallel_env(game: str, **options: Any) -> TabletopParallel:
    """A PettingZoo Parallel API environment for the registered game ``game`` (options as
    :func:`env`'s)."""
    return TabletopParallel(game, **options)
