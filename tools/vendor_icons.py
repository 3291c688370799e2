"""Copy icons of game-icons.net (CC BY 3.0) into a game's web folder as one SVG sprite.

The boards draw their pieces with icons made for games, vendored into the repository so that
nothing is fetched at run time and no build step runs: each game's ``web/icons.svg`` holds one
``<symbol id="NAME">`` per icon, with the author credited in a comment beside it, and
docs/credits.md lists every vendored icon with its author and the licence.

The icon shapes come from Iconify's packaging of the set (``npm pack @iconify-json/game-icons``,
whose ``icons.json`` draws each icon in ``currentColor`` without the set's black square) and the
authors from the set's own repository (``github.com/game-icons/icons``: one folder per author).

    python tools/vendor_icons.py --iconify icons.json --authors game-icons-checkout \\
        --out src/tabletop/rulesets/friday/web/icons.svg pirate-flag ship-wreck ...

The names given replace the sprite's icons (give them all); the credits are rewritten from every
sprite in the project.
"""

from __future__ import annotations

import argparse
import json
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
CREDITS = ROOT / "docs" / "credits.md"
SPRITES = sorted((ROOT / "src" / "tabletop").glob("**/web/icons.svg"))
LICENCE = "CC BY 3.0 (https://creativecommons.org/licenses/by/3.0/)"
SYMBOL = re.compile(r"<!-- (?P<name>[a-z0-9-]+) by (?P<author>[^,]+), game-icons\.net -->")


def authors_of(source: Path) -> dict[str, str]:
    """Icon name -> author, from a checkout (or bare git directory) of game-icons/icons."""
    if (source / "HEAD").exists() and not (source / ".git").exists():  # a bare repository
        listing = subprocess.run(
            ["git", "--git-dir", str(source), "ls-tree", "-r", "--name-only", "HEAD"],
            check=True,
            capture_output=True,
            text=True,
        ).stdout.split()
    else:
        listing = [str(p.relative_to(source)) for p in source.glob("*/*.svg")]
    found: dict[str, str] = {}
    for path in listing:
        author, _, file = path.partition("/")
        if file.endswith(".svg") and "/" not in file:
            found.setdefault(file.removesuffix(".svg"), author)
    return found


def sprite(names: list[str], bodies: dict[str, dict], authors: dict[str, str]) -> str:
    """The sprite: one symbol per icon, its author credited beside it."""
    lines = [
        '<svg xmlns="http://www.w3.org/2000/svg">',
        f"<!-- Icons from game-icons.net, licensed {LICENCE}: see docs/credits.md. -->",
    ]
    for name in names:
        lines.append(f"<!-- {name} by {authors[name]}, game-icons.net -->")
        body = bodies[name]["body"]
        lines.append(f'<symbol id="{name}" viewBox="0 0 512 512">{body}</symbol>')
    lines.append("</svg>")
    return "\n".join(lines) + "\n"


def credits() -> str:
    """docs/credits.md, from the sprites' own credit comments."""
    rows = []
    for path in SPRITES:
        where = path.relative_to(ROOT)
        for match in SYMBOL.finditer(path.read_text("utf-8")):
            rows.append(f"| {match['name']} | {match['author']} | `{where}` |")
    return (
        "# Credits\n\n"
        "The boards' icons come from [game-icons.net](https://game-icons.net), "
        f"by the authors below, licensed {LICENCE}. They are drawn in the boards' own "
        "colours (the set's black square left out); `tools/vendor_icons.py` copies them into "
        "each game's `web/icons.svg` and writes this page.\n\n"
        "| icon | author | sprite |\n|---|---|---|\n" + "\n".join(rows) + "\n"
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--iconify", type=Path, required=True, help="icons.json of the package")
    parser.add_argument("--authors", type=Path, required=True, help="game-icons/icons checkout")
    parser.add_argument("--out", type=Path, required=True, help="the sprite to write")
    parser.add_argument("names", nargs="+", help="icon names, as game-icons.net spells them")
    args = parser.parse_args(argv)
    bodies = json.loads(args.iconify.read_text("utf-8"))["icons"]
    authors = authors_of(args.authors)
    unknown = [n for n in args.names if n not in bodies or n not in authors]
    if unknown:
        print(f"error: no such icon: {', '.join(unknown)}", file=sys.stderr)
        return 2
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(sprite(list(dict.fromkeys(args.names)), bodies, authors), "utf-8")
    global SPRITES
    SPRITES = sorted((ROOT / "src" / "tabletop").glob("**/web/icons.svg"))
    CREDITS.write_text(credits(), "utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
