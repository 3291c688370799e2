"""The random bot and bot specs: selectable by name, clear errors. That it plays every game
legally and reproducibly is tabletop.testing's determinism check."""

from __future__ import annotations

import pytest

import tabletop
from tabletop import bots


def test_unknown_bot_or_option_is_a_config_error():
    with pytest.raises(
        tabletop.ConfigError, match="unknown bot 'genius'; available: heuristic, ismcts, random"
    ):
        bots.make("genius")
    with pytest.raises(tabletop.ConfigError, match="does not take option 'depth' \\(options: none"):
        bots.make("random", depth=3)
    with pytest.raises(tabletop.ConfigError, match="'foo' \\(options: iterations, seconds"):
        bots.from_spec("ismcts:foo=1", seed=0)  # only what was typed is named, not the seed


def test_a_seed_in_a_bot_spec_is_refused_since_runs_seed_their_bots():
    """It used to be passed twice (a TypeError traceback from play, simulate, tournament)."""
    with pytest.raises(tabletop.ConfigError, match="bots are seeded from the run's seed"):
        bots.from_spec("random:seed=3", seed=0)


@pytest.mark.parametrize("spec", [None, 3, ["random"]])
def test_a_bot_spec_that_is_not_text_is_a_config_error(spec):
    """from_spec(None, 0) was an AttributeError ('NoneType' has no attribute 'split')."""
    with pytest.raises(tabletop.ConfigError, match="a bot spec is text such as 'random'"):
        bots.from_spec(spec, seed=0)
    with pytest.raises(tabletop.ConfigError, match="unknown bot"):
        bots.make(spec)


@pytest.mark.parametrize("seed", [None, "3", 1.5, True])
def test_a_bot_seed_that_is_not_an_integer_is_a_config_error(seed):
    """random.Random took None (an unseeded, irreproducible bot), "3" and 1.5 silently."""
    with pytest.raises(
        tabletop.ConfigError, match=f"a bot's seed must be an integer, got {seed!r}"
    ):
        bots.from_spec("random", seed)


def test_a_bot_seed_may_be_any_integer_type():
    """numpy's integers were a TypeError from random.Random on Python 3.11."""
    import numpy as np

    state = tabletop.make("kungfu").new_game(1)
    chosen = bots.from_spec("random", np.int64(4)).choose(state, 0)
    assert chosen == bots.from_spec("random", 4).choose(state, 0)
