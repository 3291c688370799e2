"""``clone()`` for a game's state, declared once from its ``__slots__``.

A search clones a state at every simulated step, so the copy must be as cheap as a hand-written
one, and must share nothing the rules change in place. A state class names only the slots that
need copying; every other slot is shared with the clone, which is right for immutable values
(numbers, strings, tuples, frozen game-wide tables) and for records that are replaced whole,
never changed (named in ``shared_records``, so that the contract test can tell them from a
forgotten list). Rules, slot by slot:

- ``copy``: ``value.copy()``, one level deep: lists, dicts, sets, and objects with a copy of
  their own (the game's :class:`~tabletop.engine.Rng`).
- ``copy_items``: a list whose items are mutable too (a list of hands, a list of settings):
  a new list of ``item.copy()``.
- everything else: the same object.

Like :mod:`dataclasses`, the clone is generated as straight-line Python (one assignment per
slot) when the class is defined: a loop over the slot names costs three times as much
(measured with ``timeit`` on the games' states).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import TypeVar

from .contract import State

# The engine's own slots, shared like immutable values (``State._copy_base_into``): written out
# in the generated clone rather than called, a tenth of a clone's cost.
BASE_SLOTS = State.__slots__

StateClass = TypeVar("StateClass", bound=type)


def cloned_by_slots(
    *,
    copy: Iterable[str] = (),
    copy_items: Iterable[str] = (),
    shared_records: Iterable[str] = (),
) -> Callable[[StateClass], StateClass]:
    """Class decorator: give the state class a ``clone()`` built from its own ``__slots__``
    (the base :class:`~tabletop.engine.State` slots are shared, as ``_copy_base_into`` does)."""
    copied, itemwise, records = tuple(copy), tuple(copy_items), tuple(shared_records)

    def decorate(cls: StateClass) -> StateClass:
        slots = tuple(cls.__dict__.get("__slots__", ()))
        named = copied + itemwise + records
        unknown = sorted(set(named) - set(slots))
        if unknown:
            raise TypeError(f"{cls.__name__}: not slots of the class: {', '.join(unknown)}")
        if len(set(named)) != len(named):
            raise TypeError(f"{cls.__name__}: a slot has more than one clone rule")
        cls.clone = _clone_function(cls, slots, set(copied), set(itemwise))
        cls.clone_rules = {"copy": copied, "copy_items": itemwise, "shared_records": records}
        return cls

    return decorate


def _clone_function(
    cls: type, slots: tuple[str, ...], copied: set[str], itemwise: set[str]
) -> Callable:
    lines = ["def clone(self):", "    twin = new(cls)"]
    for name in BASE_SLOTS + slots:
        if name in copied:
            value = f"self.{name}.copy()"
        elif name in itemwise:
            value = f"[item.copy() for item in self.{name}]"
        else:
            value = f"self.{name}"
        lines.append(f"    twin.{name} = {value}")
    lines.append("    return twin")
    # ``cls.__new__``, not ``object.__new__``, which refuses a subclass of a compiled State.
    namespace: dict = {"new": cls.__new__, "cls": cls}
    exec("\n".join(lines), namespace)
    clone = namespace["clone"]
    clone.__qualname__ = f"{cls.__qualname__}.clone"
    clone.__module__ = cls.__module__
    clone.__doc__ = "A copy sharing nothing the rules change in place (engine.cloning)."
    return clone
