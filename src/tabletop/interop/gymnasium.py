"""Tabletop games as Gymnasium environments, registered on import of this module.

``gymnasium.make("tabletop/Friday-v0", level=1)`` is the solo game;
``gymnasium.make("tabletop/GunRain-v0", opponent="heuristic")`` and
``gymnasium.make("tabletop/KungFu-v0", players=3, opponent="random")`` put the agent in one
seat (``seat``, default 0) and let bots (``tabletop.bots.from_spec``) play the others between
the agent's steps. Actions are ``Discrete`` over the game's fixed ids; ``info["action_mask"]``
and ``env.action_masks()`` (sb3-contrib's convention, reached through the standard wrappers by
``get_wrapper_attr``) mark the legal ones. ``reward`` picks what a step pays (``rewards.py``:
``"win"``, ``"score"``, ``"score_delta"``); the last ``info`` holds ``final_score`` and
``is_success``. ``render_mode="human"`` prints the terminal screen. An illegal id changes
nothing and pays ``illegal_reward`` (with ``info["illegal_action"]``), so generic checkers and
unmasked agents can step safely; the registered step limit then ends an episode that never
makes progress.
"""

from __future__ import annotations

import json
import warnings
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
from .rewards import Rewarder, final_info

MAX_EPISODE_STEPS = 10_000


class TabletopEnv(gym.Env):
    """One seat of a tabletop game; see the module docstring."""

    metadata: ClassVar[dict[str, Any]] = {"render_modes": ["ansi", "human"], "render_fps": 4}

    def __init__(
        self,
        game: str,
        opponent: str = "random",
        seat: int = 0,
        illegal_reward: float = 0.0,
        render_mode: str | None = None,
        reward: str = "win",
        **options: Any,
    ) -> None:
        self.game = tabletop.make(game, **options)
        self._reward = Rewarder(reward, self.game.name)
        n = self.game.num_players
        given, seat = seat, as_int(seat)  # numpy ints too
        if seat is None or not 0 <= seat < n:
            raise tabletop.ConfigError(f"seat {given!r} is not a seat of {game} (0 to {n - 1})")
        if not isinstance(opponent, str):
            raise tabletop.ConfigError(f"opponent is a bot such as 'random', got {opponent!r}")
        bots.from_spec(opponent, 0)  # an unknown bot or option fails here, not at reset
        if isinstance(illegal_reward, bool) or not isinstance(illegal_reward, Real):
            raise tabletop.ConfigError(f"illegal_reward is a number, got {illegal_reward!r}")
        if render_mode not in (None, *self.metadata["render_modes"]):
            raise tabletop.ConfigError(
                f"render_mode is 'ansi', 'human' or None, got {render_mode!r}"
            )
        self.seat = seat
        self.opponent = opponent
        self.illegal_reward = float(illegal_reward)
        self.render_mode = render_mode
        self.state: tabletop.State | None = None  # reset() deals
        self._legal = LegalCache()
        self._observer = Observer(self.game, seat)
        self._actions = n = self.game.num_distinct_actions
        self.action_space = spaces.Discrete(n)
        self.observation_space = spaces.Box(0.0, 1.0, (self.game.observation_size,), np.float32)

    def reset(
        self, *, seed: int | None = None, options: dict | None = None
    ) -> tuple[np.ndarray, dict]:
        super().reset(seed=seed)
        self.state = self.game.new_game(seed=int(self.np_random.integers(1 << 62)))
        self._bots = {
            p: self._bot(int(self.np_random.integers(1 << 62)))
            for p in range(self.game.num_players)
            if p != self.seat
        }
        self._let_bots_play()
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
        self._let_bots_play()
        reward = self._reward(self.state, self.seat)
        return self._observation(), reward, self.state.is_over, False, self._info(False)

    def action_masks(self) -> np.ndarray:
        """The legal ids as booleans (sb3-contrib's ``MaskablePPO`` asks for this)."""
        legal = self._legal.get(self.state, self.seat, self._to_move) if self.state else ()
        return mask_array(legal, self._actions).astype(bool)

    def render(self) -> str | None:
        """``ansi``: the agent's view as JSON text; ``human``: prints the terminal screen."""
        if self.state is None:
            return None
        if self.render_mode == "ansi":
            return json.dumps(self.state.view(self.seat))
        if self.render_mode == "human":
            print_screen(self.game.name, self.state.view(self.seat))
        return None

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

    def _let_bots_play(self) -> None:
        """Bots act until the agent's seat must act or the game ends (``to_move`` order)."""
        state = self.state
        self._to_move = ()
        while not state.is_over:
            to_move = state.to_move
            if self.seat in to_move:
                self._to_move = to_move  # for the mask, which needs it
                return
            player = to_move[0]  # ``seat``
            state.apply(player, self._bots[player].choose(state, player))

    def _observation(self) -> np.ndarray:
        return self._observer(self.state, self._to_move)

    def _info(self, illegal: bool) -> dict[str, Any]:
        legal = self._legal.get(self.state, self.seat, self._to_move)
        info = {"action_mask": mask_array(legal, self._actions), "illegal_action": illegal}
        if self.state.is_over:
            info.update(final_info(self.state, self.seat))
        return info


def print_screen(game: str, view: dict) -> None:
    """The terminal's screen of ``view`` (``tabletop play``'s), printed to standard output."""
    from rich.console import Console

    from tabletop.cli.screens import screen_for

    screen = screen_for(tabletop.engine.descriptor(game))
    Console().print(screen.render(view))
    if view.get("result"):
        Console().print(screen.render_result(view["result"]))


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
