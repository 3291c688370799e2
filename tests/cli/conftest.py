"""Fixtures that drive the real installed ``tabletop`` command in a pseudo-terminal."""

from __future__ import annotations

from pathlib import Path

import pexpect
import pytest

from .helpers import ENV, EXE


@pytest.fixture(scope="session")
def exe() -> Path:
    assert EXE.exists(), f"{EXE} is missing: install the package (pip install -e .)"
    return EXE


@pytest.fixture
def spawn(exe):
    """Start ``tabletop ARGS...`` in a pseudo-terminal; closed after the test."""
    children: list[pexpect.spawn] = []

    def start(*args: str, timeout: float = 10) -> pexpect.spawn:
        child = pexpect.spawn(
            str(exe),
            list(args),
            env=ENV,
            encoding="utf-8",
            dimensions=(60, 160),
            timeout=timeout,
        )
        child.delaybeforesend = None
        children.append(child)
        return child

    yield start
    for child in children:
        child.close(force=True)
