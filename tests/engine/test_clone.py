"""The clone rules of engine/cloning.py. That every game's clone shares nothing the rules
change in place and plays on as the original would is tabletop.testing's clone check."""

from __future__ import annotations

import pytest

from tabletop.engine import State
from tabletop.engine.cloning import cloned_by_slots


def test_the_clone_rules_name_slots_of_the_class_once():
    with pytest.raises(TypeError, match="not slots of the class: stack"):

        @cloned_by_slots(copy=("stack",))
        class Misnamed(State):
            __slots__ = ("deck",)

    with pytest.raises(TypeError, match="more than one clone rule"):

        @cloned_by_slots(copy=("deck",), shared_records=("deck",))
        class Twice(State):
            __slots__ = ("deck",)
