"""The client's common stylesheet holds no game's look: every game's own goes in its package's
web/style.css (docs/engine.md), which the page links wherever it draws that game."""

from __future__ import annotations

import re
from pathlib import Path

from tabletop.engine.registry import descriptor

SRC = Path(__file__).resolve().parents[2] / "src" / "tabletop"
STATIC = SRC / "server" / "static"
COMMON = STATIC / "css" / "style.css"
RENDERERS = sorted((SRC / "rulesets").glob("*/web/render.js"))


def _selector_classes(css: str) -> set[str]:
    """The class names the sheet's selectors name (declarations and comments left out)."""
    bare = re.sub(r"/\*.*?\*/", "", css, flags=re.S)
    selectors = re.sub(r"\{[^{}]*\}", " ", bare)  # the innermost blocks: declarations
    return set(re.findall(r"\.(-?[A-Za-z_][\w-]*)", selectors))


class _Source:
    """A script's or page's words, and the starts of the names it builds: a start followed by a
    template's ``${`` or by ``" +`` (``state-${state}``, ``"p" + index``)."""

    def __init__(self, text: str) -> None:
        self.words = set(re.findall(r"[A-Za-z_][\w-]*", text))
        self.starts = set(re.findall(r"(?<![\w-])([A-Za-z][\w-]*?)(?:\$\{|[\"'`]\s*\+)", text))

    def sets(self, name: str) -> bool:
        """Whether it may set the class ``name``: the name whole, or a start of it."""
        return name in self.words or any(name.startswith(s) and name != s for s in self.starts)


def test_the_common_stylesheet_styles_only_what_the_client_or_several_games_draw():
    client = [*STATIC.glob("js/*.js"), *STATIC.glob("*.html")]
    common_code = _Source("\n".join(path.read_text("utf-8") for path in client))
    games = {path.parts[-3]: _Source(path.read_text("utf-8")) for path in RENDERERS}
    assert len(games) >= 2, "the built-in games' renderers are missing"
    one_game = {}
    for name in sorted(_selector_classes(COMMON.read_text("utf-8"))):
        if common_code.sets(name):
            continue
        users = [game for game, source in games.items() if source.sets(name)]
        if len(users) < 2:
            one_game[name] = users
    assert not one_game, (
        "classes of the common stylesheet only one game's renderer (or none) sets; move them to "
        f"that game's web/style.css or delete them: {one_game}"
    )


def test_the_common_stylesheet_names_no_game():
    text = COMMON.read_text("utf-8").lower()
    for game in sorted(path.parts[-3] for path in RENDERERS):
        for name in {game, str(descriptor(game).title)}:
            assert name.lower() not in text, f"the common stylesheet names {name!r}"
