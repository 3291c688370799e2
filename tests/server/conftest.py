"""A server app on a fresh database per test, driven in-process by FastAPI's TestClient.

The store and crash-recovery tests also run on a real PostgreSQL server when
``TABLETOP_TEST_POSTGRES_URL`` names one (a role that may create databases; ``.ci/run``
starts Debian's PostgreSQL and sets it): each test gets a database of its own, dropped
after. Without it they are skipped, except in CI (``CI`` set), where that is a failure.
"""

from __future__ import annotations

import os
import secrets

import pytest
from fastapi.testclient import TestClient
from sqlalchemy import create_engine, text
from sqlalchemy.engine import make_url

from tabletop.server.app import create_app

POSTGRES = os.environ.get("TABLETOP_TEST_POSTGRES_URL")


@pytest.fixture
def db_url(tmp_path) -> str:
    return f"sqlite:///{tmp_path / 'rooms.sqlite'}"


@pytest.fixture
def postgres_url():
    """A fresh, empty PostgreSQL database, dropped after the test."""
    if not POSTGRES:
        if os.environ.get("CI"):
            pytest.fail("CI runs the PostgreSQL tests: set TABLETOP_TEST_POSTGRES_URL")
        pytest.skip("no PostgreSQL server (set TABLETOP_TEST_POSTGRES_URL)")
    name = f"tabletop_test_{secrets.token_hex(6)}"
    admin = create_engine(
        make_url(POSTGRES).set(drivername="postgresql+psycopg"), isolation_level="AUTOCOMMIT"
    )
    with admin.connect() as db:
        db.execute(text(f"CREATE DATABASE {name}"))
    try:
        yield make_url(POSTGRES).set(database=name).render_as_string(hide_password=False)
    finally:
        with admin.connect() as db:
            db.execute(text(f"DROP DATABASE IF EXISTS {name} WITH (FORCE)"))
        admin.dispose()


@pytest.fixture(params=["sqlite", "postgresql"])
def any_db_url(request, tmp_path) -> str:
    """The same test on SQLite and on PostgreSQL."""
    if request.param == "sqlite":
        return f"sqlite:///{tmp_path / 'rooms.sqlite'}"
    return request.getfixturevalue("postgres_url")


@pytest.fixture
def client(db_url):
    """Bots run in threads here (``bot_workers=0``); one test uses the real process pool.

    Test players move far faster than people, so the rate limit is raised (one test checks
    the real one).
    """
    with TestClient(create_app(db_url, bot_workers=0, messages_per_second=1e6)) as test_client:
        yield test_client
