"""A server app on a fresh database per test, driven in-process by FastAPI's TestClient."""

from __future__ import annotations

import pytest
from fastapi.testclient import TestClient

from tabletop.server.app import create_app


@pytest.fixture
def db_url(tmp_path) -> str:
    return f"sqlite:///{tmp_path / 'rooms.sqlite'}"


@pytest.fixture
def client(db_url):
    """Bots run in threads here (``bot_workers=0``); one test uses the real process pool.

    Test players move far faster than people, so the rate limit is raised (one test checks
    the real one).
    """
    with TestClient(create_app(db_url, bot_workers=0, messages_per_second=1e6)) as test_client:
        yield test_client
