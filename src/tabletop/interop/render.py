"""The adapters' render modes: ``ansi`` (a view as JSON text) and ``human`` (the game's screen).

Both come from the game's own parts (its view and its ``screen`` module, through
:mod:`tabletop.present.screens`), so the adapters need nothing of the terminal's command line.
There is no ``rgb_array``: a mode an environment lacks is refused with :class:`RenderModeError`,
a ``ConfigError`` that is also a ``TypeError``, which is how Stable-Baselines3's
``make_vec_env`` (it asks for ``rgb_array`` first) learns to make the environment without one.
"""

from __future__ import annotations

import json

import tabletop
from tabletop.engine import State, descriptor
from tabletop.present.screens import print_screen

RENDER_MODES = ["ansi", "human"]


class RenderModeError(tabletop.ConfigError, TypeError):
    """A render mode the environments do not have (a ``TypeError`` too: see the module)."""


def check_render_mode(render_mode: object) -> None:
    if render_mode not in (None, *RENDER_MODES):
        raise RenderModeError(f"render_mode is 'ansi', 'human' or None, got {render_mode!r}")


def render_state(render_mode: str | None, state: State | None, seat: int | None) -> str | None:
    """``ansi``: ``seat``'s view (None: a spectator's) as JSON text; ``human``: its screen,
    printed (returns None)."""
    if state is None:
        return None
    if render_mode == "ansi":
        return json.dumps(state.view(seat))
    if render_mode == "human":
        print_screen(descriptor(state.game.name), state.view(seat))
    return None
