"""Tabletop games as Gymnasium environments, registered on import of this module.

``gymnasium.make("tabletop/Friday-v0", level=1)`` is the solo game;
``gymnasium.make("tabletop/GunRain-v0", opponent="heuristic")`` and
``gymnasium.make("tabletop/KungFu-v0", players=3, opponent="random")`` put the agent in one
seat (``seat``, default 0) and let the opponent play the others between the agent's steps: a
bot (``tabletop.bots.from_spec``) or a policy, ``policy(observation, mask) -> action id`` with
that seat's own observation and legal ids (self-play, league training). Actions are ``Discrete``
over the game's fixed ids; ``info["action_mask"]`` and ``env.action_masks()`` (sb3-contrib's
convention, reached through the standard wrappers by ``get_wrapper_attr``) mark the legal
ones. ``auto_forced=True`` plays the agent's decisions that have one legal move by itself.
``reward`` picks what a step pays (``rewards.py``: ``"win"``, ``"score"``, ``"score_delta"``);
the last ``info`` holds ``final_score`` and ``is_success``. ``render_mode="human"`` prints the
game's screen. An illegal id changes nothing and pays ``illegal_reward`` (with
``info["illegal_action"]``), so generic checkers and unmasked agents can step safely; the
registered step limit then ends an episode that never makes progress.
"""

from __future__ import annotations

import warnings
from collections.abc import Callable
from numbers import Real
from typing import Any, ClassVar

import gymnasium as gym
import numpy as np
from gymnasium import spaces

import tabletop
from tabletop import bots
from tabletop.engine import IllegalAction, as_int

from .arrays import Observer, mask_array
from .moves import LegalCache
from .render import RENDER_MODES, check_render_mode, render_state
from .rewards import Rewarder, final_info

MAX_EPISODE_STEPS = 10_000
# A policy for the other seats: (that seat's observation, its legal ids as booleans) -> an id.
Policy = Callable[[np.ndarray, np.ndarray], int]


class TabletopEnv(gym.Env):
    """One seat of a tabletop game; see the module docstring."""

    metadata: ClassVar[dict[str, Any]] = {"render_modes": RENDER_MODES, "render_fps": 4}

    def __init__(
        self,
        game: str,
        opponent: str | Policy = "random",
        seat: int = 0,
        illegal_reward: float = 0.0,
        render_mode: str | None = None,
        reward: str = "win",
        auto_forced: bool = False,
        **options: Any,
    ) -> None:
        self.game = tabletop.make(game, **options)
        self._reward = Rewarder(reward, self.game.name)
        n = self.game.num_players
        given, seat = seat, as_int(seat)  # numpy ints too
        if seat is None or not 0 <= seat < n:
            raise tabletop.ConfigError(f"seat {given!r} is not a seat of {game} (0 to {n - 1})")
        if isinstance(opponent, str):
            bots.from_spec(opponent, 0)  # an unknown bot or option fails here, not at reset
        elif not callable(opponent):
            raise tabletop.ConfigError(
                "opponent is a bot such as 'random' or a policy(observation, mask) -> action "
                f"id, got {opponent!r}"
            )
        if isinstance(illegal_reward, bool) or not isinstance(illegal_reward, Real):
            raise tabletop.ConfigError(f"illegal_reward is a number, got {illegal_reward!r}")
        if not isinstance(auto_forced, bool):
            raise tabletop.ConfigError(f"auto_forced is True or False, got {auto_forced!r}")
        check_render_mode(render_mode)
        self.seat = seat
        self.opponent = opponent
        self.illegal_reward = float(illegal_reward)
        self.auto_forced = auto_forced
        self.render_mode = render_mode
        self.state: tabletop.State | None = None  # reset() deals
        self._legal = LegalCache()
        self._observer = Observer(self.game, seat)
        # a policy reads each other seat's own observation and legal ids
        self._others = None if isinstance(opponent, str) else _Others(self.game, seat, opponent)
        self._actions = n = self.game.num_distinct_actions
        self.action_space = spaces.Discrete(n)
        self.observation_space = spaces.Box(0.0, 1.0, (self.game.observation_size,), np.float32)

    def reset(
        self, *, seed: int | None = None, options: dict | None = None
    ) -> tuple[np.ndarray, dict]:
        super().reset(seed=seed)
        self.state = self.game.new_game(seed=int(self.np_random.integers(1 << 62)))
        if self._others is None:
            self._bots = {
                p: self._bot(int(self.np_random.integers(1 << 62)))
                for p in range(self.game.num_players)
                if p != self.seat
            }
        self._let_others_play()
        self._reward.start(self.state)
        return self._observation(), self._info(False)

    def step(self, action: int) -> tuple[np.ndarray, float, bool, bool, dict]:
        if self.state is None:
            raise gym.error.ResetNeeded("call reset() before step()")
        if self.state.is_over:  # stays over, as an agent that missed ``terminated`` expects
            return self._observation(), 0.0, True, False, self._info(True)
        try:
            self._legal.play(self.state, self.seat, action)
        except IllegalAction:
            return self._observation(), self.illegal_reward, False, False, self._info(True)
        self._let_others_play()
        reward = self._reward(self.state, self.seat)
        return self._observation(), reward, self.state.is_over, False, self._info(False)

    def action_masks(self) -> np.ndarray:
        """The legal ids as booleans (sb3-contrib's ``MaskablePPO`` asks for this)."""
        legal = self._legal.get(self.state, self.seat, self._to_move) if self.state else ()
        return mask_array(legal, self._actions).astype(bool)

    def render(self) -> str | None:
        """``ansi``: the agent's view as JSON text; ``human``: prints the game's screen."""
        return render_state(self.render_mode, self.state, self.seat)

    def _bot(self, seed: int) -> bots.Bot:
        """The opponent bot; a game its strategy does not know gets the random bot instead."""
        bot = bots.from_spec(self.opponent, seed)
        knows = getattr(bot, "knows", None)
        if knows is not None and not knows(self.state):
            warnings.warn(
                f"no {self.opponent!r} bot for {self.game.name}; playing 'random'", stacklevel=3
            )
            bot = bots.from_spec("random", seed)
        return bot

    def _let_others_play(self) -> None:
        """The other seats act (``to_move`` order), and with ``auto_forced`` the agent's single
        legal moves are played, until the agent has a choice or the game ends."""
        state, seat, others = self.state, self.seat, self._others
        self._to_move = ()
        while not state.is_over:
            to_move = state.to_move
            if seat in to_move:
                if self.auto_forced:
                    legal = self._legal.get(state, seat, to_move)
                    if len(legal) == 1:
                        state.apply_legal(seat, next(iter(legal.values())))
                        continue
                self._to_move = to_move  # for the mask, which needs it
                return
            player = to_move[0]  # ``seat``
            if others is None:
                state.apply(player, self._bots[player].choose(state, player))
            else:
                others.play(state, player, to_move)

    def _observation(self) -> np.ndarray:
        return self._observer.observe(self.state, self._to_move)

    def _info(self, illegal: bool) -> dict[str, Any]:
        legal = self._legal.get(self.state, self.seat, self._to_move)
        info = {"action_mask": mask_array(legal, self._actions), "illegal_action": illegal}
        if self.state.is_over:
            info.update(final_info(self.state, self.seat))
        return info


class _Others:
    """The other seats played by a policy: each seat's observation (its own observer) and its
    legal ids as booleans in, an id out. An id that is not legal raises ``IllegalAction``: the
    policy is the caller's code, and playing something else would hide its mistake."""

    __slots__ = ("_policy", "_observers", "_legal", "_actions")

    def __init__(self, game: tabletop.Game, seat: int, policy: Policy) -> None:
        self._policy = policy
        self._observers = {p: Observer(game, p) for p in range(game.num_players) if p != seat}
        self._legal = LegalCache()
        self._actions = game.num_distinct_actions

    def play(self, state: tabletop.State, player: int, to_move: tuple[int, ...]) -> None:
        legal = self._legal.get(state, player, to_move)
        mask = mask_array(legal, self._actions).astype(bool)
        action = self._policy(self._observers[player].observe(state, to_move), mask)
        self._legal.play(state, player, action, to_move)


class _Registered(TabletopEnv):
    """The environment of a registered id, whose game the id names (``game=`` is refused:
    ``tabletop/KungFu-v0`` making Friday would be a silent surprise)."""

    game_name: ClassVar[str]

    def __init__(self, **options: Any) -> None:
        if "game" in options:
            raise tabletop.ConfigError(
                f"this environment id always plays {self.game_name}; got game="
                f"{options['game']!r} (each game has its own id: "
                f"{', '.join(f'tabletop/{title}-v0' for title in ENVIRONMENTS)})"
            )
        super().__init__(self.game_name, **options)


ENVIRONMENTS: dict[str, type[_Registered]] = {}  # title -> class, one per registered game


def register() -> None:
    """Register ``tabletop/<Title>-v0`` for every game whose descriptor names a title (again is
    harmless: call it after installing a plug-in). Each id gets a class of its own, named after
    the title and kept in this module, so that environments pickle by name."""
    for name, described in tabletop.engine.descriptors().items():
        title = described.research.env_title
        if not title or title in ENVIRONMENTS:
            continue
        cls = type(f"{title}Env", (_Registered,), {"game_name": name, "__module__": __name__})
        ENVIRONMENTS[title] = globals()[cls.__name__] = cls
        env_id = f"tabletop/{title}-v0"
        if env_id not in gym.registry:
            gym.register(
                id=env_id,
                entry_point=f"{__name__}:{cls.__name__}",
                max_episode_steps=MAX_EPISODE_STEPS,
            )


register()
