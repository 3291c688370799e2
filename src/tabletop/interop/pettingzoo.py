"""Any tabletop game as a PettingZoo AEC environment: ``env("gunrain", **options)``.

Agents are ``player_0``, ``player_1``, ... (Friday has one). Observations are dicts with the
seat's ``observation`` vector and an ``action_mask`` over the game's fixed action ids.
Simultaneous phases are played one agent at a time in ``to_move`` order. Rewards are the
game's returns, given when it ends; a Kung Fu seat knocked out stays an agent (and never acts)
until then, so that every seat learns the final outcome.
"""

from __future__ import annotations

import json
from typing import Any, ClassVar

import numpy as np
from gymnasium import spaces
from gymnasium.utils import seeding
from pettingzoo import AECEnv

import tabletop

from .arrays import Observer, mask_array
from .moves import LegalCache


class TabletopAEC(AECEnv):
    """An AEC environment over one configured game; see the module docstring."""

    metadata: ClassVar[dict[str, Any]] = {
        "name": "tabletop_v0",
        "render_modes": ["ansi"],
        "is_parallelizable": False,
    }

    def __init__(self, game: str, render_mode: str | None = None, **options: Any) -> None:
        super().__init__()
        if render_mode not in (None, *self.metadata["render_modes"]):
            raise tabletop.ConfigError(f"render_mode is 'ansi' or None, got {render_mode!r}")
        self.game = tabletop.make(game, **options)
        self.render_mode = render_mode
        self.possible_agents = [f"player_{p}" for p in range(self.game.num_players)]
        self._player = {a: p for p, a in enumerate(self.possible_agents)}
        self._legal = LegalCache()
        self._observers = [Observer(self.game, p) for p in range(self.game.num_players)]
        self._actions = n = self.game.num_distinct_actions
        observation = spaces.Box(0.0, 1.0, (self.game.observation_size,), np.float32)
        self.observation_spaces = {
            a: spaces.Dict(
                {"observation": observation, "action_mask": spaces.Box(0, 1, (n,), np.int8)}
            )
            for a in self.possible_agents
        }
        self.action_spaces = {a: spaces.Discrete(n) for a in self.possible_agents}
        self._seeds, _ = seeding.np_random()
        self.state: tabletop.State | None = None  # reset() deals

    def observation_space(self, agent: str) -> spaces.Space:
        return self.observation_spaces[agent]

    def action_space(self, agent: str) -> spaces.Space:
        return self.action_spaces[agent]

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

    def observe(self, agent: str) -> dict[str, np.ndarray]:
        player = self._player.get(agent)
        state = self.state
        if player is None or state is None:
            raise self._misuse(agent)
        return {
            "observation": self._observers[player](state, self._to_move),
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
        self._legal.play(state, player, action, self._to_move)
        self._cumulative_rewards[agent] = 0.0
        if state.is_over:
            self._to_move = ()
            returns = state.result.returns
            self.rewards = {a: float(returns[self._player[a]]) for a in self.agents}
            self.terminations = dict.fromkeys(self.agents, True)
            self._accumulate_rewards()
        else:  # rewards stay all zero until the end: nothing to add up
            self._to_move = to_move = state.to_move  # the adapter asks the first (``seat``)
            self.agent_selection = self.possible_agents[to_move[0]]

    def _misuse(self, agent: str | None) -> tabletop.ConfigError:
        if self.state is None:
            return tabletop.ConfigError("call reset() before observe() or step()")
        return tabletop.ConfigError(f"no agent {agent!r}: the agents are {self.possible_agents}")

    def render(self) -> str | None:
        """``ansi``: what a spectator sees, as JSON text."""
        if self.render_mode == "ansi" and self.state is not None:
            return json.dumps(self.state.view(None))
        return None

    def close(self) -> None:
        """Nothing to release: a game is plain Python objects."""


def env(game: str, render_mode: str | None = None, **options: Any) -> TabletopAEC:
    """A PettingZoo AEC environment for the registered game ``game`` with its options."""
    return TabletopAEC(game, render_mode=render_mode, **options)
