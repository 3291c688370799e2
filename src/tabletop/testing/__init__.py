"""Check a game with every check tabletop runs on its own games (docs/testing.md).

``check_game("mygame")`` runs them all on a registered game, its options and a seed, and
raises :class:`GameCheckFailed` (an AssertionError) naming the check, the game, the options,
the seed and what differed. Under pytest, ``game_checks("mygame")`` gives one parameter per
check, so a failure shows which one (the pytest plugin, :mod:`tabletop.testing.pytest_plugin`,
adds a marker and a fixture for the same).

Checks that need a library (OpenSpiel, PettingZoo, Gymnasium) are skipped when it is not
installed, and said so: in the returned :class:`CheckReport`, in a :class:`ChecksSkipped`
warning, and as a pytest skip naming the library.
"""

from __future__ import annotations

import time
import warnings
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from importlib.util import find_spec
from typing import Any

from . import cloning, contract, fairplay, hidden, interop, parts, records
from .subject import Subject


@dataclass(frozen=True)
class Check:
    """One check: its name (a pytest id), what it runs, and the libraries it needs."""

    name: str
    run: Callable[[Subject], None]
    needs: tuple[str, ...] = ()

    def missing(self) -> list[str]:
        """The libraries it needs that are not installed."""
        return [module for module in self.needs if find_spec(module) is None]


CHECKS: dict[str, Check] = {
    check.name: check
    for check in (
        Check("parts", parts.check_parts),
        Check("contract", contract.check_contract),
        Check("errors", contract.check_errors),
        Check("determinism", contract.check_determinism),
        Check("clone", cloning.check_clone),
        Check("views", hidden.check_views),
        Check("messages", hidden.check_messages),
        Check("log", hidden.check_log),
        Check("fair_play", fairplay.check_fair_play),
        Check("records", records.check_records),
        *(
            Check(name, getattr(interop, f"check_{name}"), needs)
            for name, needs in interop.NEEDS.items()
        ),
    )
}


class GameCheckFailed(AssertionError):
    """A check found the game breaking the contract: the message names the check, the game,
    its options and seed, and what differed."""

    def __init__(self, check: str, subject: Subject, detail: str) -> None:
        self.check, self.detail = check, detail
        self.game, self.options, self.seed = subject.name, subject.options, subject.seed
        options = ", ".join(f"{k}={v!r}" for k, v in subject.options.items()) or "defaults"
        super().__init__(
            f"tabletop check {check!r} failed for game {subject.name!r} (options: {options}; "
            f"seed {subject.seed}): {detail}"
        )


class ChecksSkipped(UserWarning):
    """Some checks did not run because a library they need is not installed."""


@dataclass
class CheckReport:
    """What :func:`check_game` ran: each passed check with its seconds, each skipped one with
    why."""

    game: str
    options: dict[str, Any]
    passed: dict[str, float] = field(default_factory=dict)
    skipped: dict[str, str] = field(default_factory=dict)

    def __str__(self) -> str:
        lines = [f"{name}: passed in {seconds:.2f}s" for name, seconds in self.passed.items()]
        lines += [f"{name}: skipped, {why}" for name, why in self.skipped.items()]
        return f"tabletop checks of {self.game!r}:\n  " + "\n  ".join(lines)


def skip_reason(check: Check) -> str | None:
    """Why ``check`` cannot run here (a library it needs is missing), or None."""
    missing = check.missing()
    if not missing:
        return None
    return f"{', '.join(missing)} not installed ({interop.INSTALL})"


def run_check(
    name: str, game: str, options: Mapping[str, Any] | None = None, seed: int = 0
) -> float:
    """Run the check ``name`` on ``game``; its seconds, or :class:`GameCheckFailed`. A check
    whose library is missing is not run: ``ModuleNotFoundError`` saying which
    (:func:`skip_reason`)."""
    check = CHECKS[name]
    why = skip_reason(check)
    if why:
        raise ModuleNotFoundError(f"tabletop check {name!r}: {why}")
    subject = Subject(game, dict(options or {}), seed)
    started = time.perf_counter()
    try:
        check.run(subject)
    except GameCheckFailed:
        raise
    except AssertionError as exc:
        raise GameCheckFailed(name, subject, str(exc)) from exc
    except Exception as exc:
        raise GameCheckFailed(name, subject, f"raised {type(exc).__name__}: {exc}") from exc
    return time.perf_counter() - started


def _chosen(checks: Iterable[str] | None) -> list[str]:
    names = list(CHECKS) if checks is None else list(checks)
    unknown = [n for n in names if n not in CHECKS]
    if unknown:
        raise ValueError(f"unknown checks {unknown}; the checks are: {', '.join(CHECKS)}")
    return names


def check_game(
    name: str,
    options: Mapping[str, Any] | None = None,
    *,
    seed: int = 0,
    checks: Iterable[str] | None = None,
) -> CheckReport:
    """Run every check (or those named in ``checks``, see :data:`CHECKS`) on the registered
    game ``name`` made with ``options``, dealing from ``seed``. Raises
    :class:`GameCheckFailed` at the first failure; returns the :class:`CheckReport`, and warns
    (:class:`ChecksSkipped`) if a check was skipped for lack of a library."""
    import tabletop

    tabletop.make(name, **dict(options or {}))  # an unknown game or option: its own clear error
    report = CheckReport(name, dict(options or {}))
    for check in _chosen(checks):
        why = skip_reason(CHECKS[check])
        if why:
            report.skipped[check] = why
            continue
        report.passed[check] = run_check(check, name, options, seed)
    if report.skipped:
        skipped = "; ".join(f"{check}: {why}" for check, why in report.skipped.items())
        warnings.warn(
            f"tabletop checks of {name!r} skipped: {skipped}", ChecksSkipped, stacklevel=2
        )
    return report


def game_checks(
    name: str,
    options: Mapping[str, Any] | None = None,
    *,
    seed: int = 0,
    checks: Iterable[str] | None = None,
) -> list[Any]:
    """The checks as pytest parameters, one per check (all, or those named), each a
    :class:`~tabletop.testing.pytest_plugin.GameCheck` with the id
    ``GAME[-OPTION=VALUE...]-CHECK``: ``@pytest.mark.parametrize("check", game_checks(NAME))``
    and ``check()`` in the test. The game is looked up only when a check runs, so a plug-in
    installed by a fixture may be named at collection. pytest is imported here, not with the
    module, which :func:`check_game` uses without it."""
    import pytest

    from .pytest_plugin import GameCheck, check_id

    given = dict(options or {})
    return [
        pytest.param(GameCheck(check, name, given, seed), id=check_id(name, given, check))
        for check in _chosen(checks)
    ]


__all__ = [
    "CHECKS",
    "Check",
    "CheckReport",
    "ChecksSkipped",
    "GameCheckFailed",
    "check_game",
    "game_checks",
    "run_check",
    "skip_reason",
]
