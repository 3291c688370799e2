"""tools/vendor_icons.py: the boards' icons are game-icons.net's, each credited to its author
under CC BY 3.0 beside its symbol and in docs/credits.md, and served from the game's package."""

from __future__ import annotations

import json
import re
import tempfile
from pathlib import Path

from fastapi.testclient import TestClient

from tabletop.server.app import create_app

from . import load_tool

tool = load_tool("vendor_icons")


def test_every_vendored_icon_is_credited_and_the_credits_page_is_current():
    assert tool.SPRITES, "no game ships icons"
    for sprite in tool.SPRITES:
        text = sprite.read_text("utf-8")
        symbols = re.findall(r'<symbol id="([a-z0-9-]+)"', text)
        credited = [m["name"] for m in tool.SYMBOL.finditer(text)]
        assert symbols and symbols == credited, sprite
        assert "CC BY 3.0" in text
    assert tool.CREDITS.read_text("utf-8") == tool.credits()


def test_the_tool_writes_a_sprite_and_refuses_an_unknown_icon(tmp_path, capsys, monkeypatch):
    iconify = tmp_path / "icons.json"
    body = '<path fill="currentColor" d="M0 0h1v1z"/>'
    iconify.write_text(json.dumps({"icons": {"ship-wreck": {"body": body}}}))
    authors = tmp_path / "icons"
    (authors / "delapouite").mkdir(parents=True)
    (authors / "delapouite" / "ship-wreck.svg").write_text("<svg/>")
    monkeypatch.setattr(tool, "CREDITS", tmp_path / "credits.md")
    out = tmp_path / "web" / "icons.svg"
    common = ["--iconify", str(iconify), "--authors", str(authors), "--out", str(out)]
    assert tool.main([*common, "ship-wreck"]) == 0
    sprite = out.read_text()
    assert "<!-- ship-wreck by delapouite, game-icons.net -->" in sprite
    assert f'<symbol id="ship-wreck" viewBox="0 0 512 512">{body}</symbol>' in sprite
    assert tool.main([*common, "no-such-icon"]) == 2
    assert "no such icon: no-such-icon" in capsys.readouterr().err


def test_the_server_serves_each_games_icons_from_its_package():
    with TestClient(create_app(f"sqlite:///{tempfile.mkdtemp()}/rooms.sqlite", bot_workers=0)) as c:
        games = c.get("/api/games").json()["games"]
        for game in games:
            answer = c.get(f"/games/{game['name']}/icons.svg")
            if game["icons"] is None:
                assert answer.status_code == 404
                continue
            assert game["icons"] == f"/games/{game['name']}/icons.svg"
            assert answer.status_code == 200
            assert answer.headers["content-type"].startswith("image/svg+xml")
            assert "<symbol id=" in answer.text
        assert any(game["icons"] for game in games)
    assert Path(tool.ROOT / "docs" / "credits.md").exists()
