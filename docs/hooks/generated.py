"""MkDocs hook: the parts of the site that are generated from the code, not written by hand.

A page asks for a part with an HTML comment on a line of its own, ``<!-- generated: NAME -->``;
the hook puts the part's Markdown there when the page is built, so the page can never disagree
with the code (``tabletop`` is imported from this repository's ``src/``). The parts:

- ``bot-levels``: every registered game's named levels (the spec each plays and its measured
  strength), its options, its strategy's styles and leaf evaluations, from the descriptors;
- ``bot-options``: each bot's options and their defaults, from the bots' signatures;
- ``observations``: each game's action space and observation layout (``observation_slices``);
- ``examples``: the scripts in ``examples/``, from their docstrings.

It also fills the Lab notes section of the navigation with the pages in ``docs/lab/``, copies
the kept balance reports (``results/balance/``) into the site, and turns a link to any other
file outside ``docs/`` into the file's path in the repository (the site holds only the docs).
"""

from __future__ import annotations

import ast
import inspect
import posixpath
import re
import sys
from pathlib import Path
from typing import Any

from mkdocs.structure.files import File, Files

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "src"))  # the docs describe this repository's code

MARKER = re.compile(r"^<!-- generated: ([a-z-]+) -->$", re.M)
LINK = re.compile(r"\[(?P<text>[^\]\n]*)\]\((?P<target>[^)\s#]+)(?P<anchor>#[^)\s]*)?\)")
# Files outside docs/ that the site carries, as the repository holds them.
CARRIED = ("results/balance/*.html", "results/balance/*.json")
LAB = "lab"
ROLE = re.compile(r":(?:class|func|meth|attr|data|mod|exc|obj):<code>~?")


def on_config(config: Any) -> Any:
    """The Lab notes section lists its landing page, then every other note by file name."""
    notes = sorted(p for p in (Path(config["docs_dir"]) / LAB).glob("*.md") if p.name != "index.md")
    for section in config["nav"]:
        if isinstance(section, dict) and "Lab notes" in section:
            section["Lab notes"] = [f"{LAB}/index.md"] + [f"{LAB}/{p.name}" for p in notes]
    return config


def on_files(files: Files, config: Any) -> Files:
    for pattern in CARRIED:
        for path in sorted(ROOT.glob(pattern)):
            uri = path.relative_to(ROOT).as_posix()
            files.append(
                File(uri, src_dir=str(ROOT), dest_dir=config["site_dir"], use_directory_urls=False)
            )
    return files


def on_page_markdown(markdown: str, page: Any, config: Any, files: Files) -> str:
    markdown = MARKER.sub(lambda m: PARTS[m.group(1)](config), markdown)
    return LINK.sub(lambda m: _outside(m, page.file.src_uri, files), markdown)


def on_page_content(html: str, page: Any, config: Any, files: Files) -> str:
    """Sphinx roles in docstrings (``:class:`Error```) read as the name alone, and an option of
    the command line reference with no default reads "None" (click 8.3 marks it with a
    sentinel object that mkdocs-click 0.9 prints)."""
    html = ROLE.sub("<code>", html)
    return html.replace("<code>Sentinel.UNSET</code>", "None")


def _outside(match: re.Match, page_uri: str, files: Files) -> str:
    """A link out of docs/: to the site's copy when it carries the file, else the file's path
    in the repository as text (a reader of the built site has no repository to open)."""
    target = match.group("target")
    if "://" in target or target.startswith(("mailto:", "/")):
        return match.group(0)
    resolved = posixpath.normpath(posixpath.join(posixpath.dirname(page_uri), target))
    if not resolved.startswith("../"):
        return match.group(0)
    in_repo = resolved.removeprefix("../")
    if files.get_file_from_path(in_repo) is not None:
        here = posixpath.dirname(page_uri) or "."
        anchor = match.group("anchor") or ""
        return f"[{match.group('text')}]({posixpath.relpath(in_repo, here)}{anchor})"
    text = match.group("text")
    if text.strip("`").rstrip("/") == in_repo:  # the link names its file already
        return f"{text} (in the repository)"
    return f"{text} (`{in_repo}` in the repository)"


def _cell(text: Any) -> str:
    return str(text).replace("|", "\\|").replace("\n", " ")


def _code(value: Any) -> str:
    """A value as typed after ``=`` (an empty text as its quotes, so the cell shows it)."""
    return '`""`' if value == "" else f"`{value}`"


def bot_levels(config: Any) -> str:
    from tabletop.bots.heuristics import _strategy
    from tabletop.engine import descriptors

    out: list[str] = []
    for name, game in sorted(descriptors().items()):
        players = (
            f"{game.min_players}"
            if game.min_players == game.max_players
            else f"{game.min_players}-{game.max_players}"
        )
        out += [f"## {game.title} (`{name}`)", "", f"{game.summary} Players: {players}.", ""]
        out += ["| level | plays | strength |", "|---|---|---|"]
        for level in game.bot_levels:
            spec = f"`{level.spec}`"
            for count, other in sorted(level.by_players.items()):
                spec += f"; with {count} players `{other}`"
            out.append(f"| `{level.name}` | {_cell(spec)} | {_cell(level.strength)} |")
        if not game.bot_levels:
            out.append("| (none) | | |")
        out += ["", "Game options (`-o NAME=VALUE` on the command line, keywords of `make`):", ""]
        out += ["| option | default | values | meaning |", "|---|---|---|---|"]
        for option in game.options:
            values = ", ".join(map(_code, option.choices or ())) or "see meaning"
            out.append(
                f"| `{option.name}` | {_code(option.default)} | {values} | {_cell(option.help)} |"
            )
        if game.heuristic is not None:
            strategy = _strategy(game)
            styles = ", ".join(f"`{s}`" for s in getattr(strategy, "STYLES", {})) or "none"
            leaves = ", ".join(f"`{s}`" for s in getattr(strategy, "LEAVES", {})) or "none"
            out += [
                "",
                f"Its strategy's styles (`heuristic:style=NAME`, a search's `style=`): {styles}."
                f" Its leaf evaluations (a search's `leaf=`): {leaves}.",
            ]
        out.append("")
    return "\n".join(out)


def bot_options(config: Any) -> str:
    from tabletop import bots

    out = ["| bot | option | default |", "|---|---|---|"]
    for name in bots.names():
        parameters = inspect.signature(bots._BOTS[name]).parameters.values()
        shown = [p for p in parameters if p.name != "seed"]
        for parameter in shown:
            out.append(f"| `{name}` | `{parameter.name}` | {_code(parameter.default)} |")
        if not shown:
            out.append(f"| `{name}` | (none) | |")
    return "\n".join(out) + "\n"


def observations(config: Any) -> str:
    import tabletop

    out: list[str] = []
    for name in tabletop.games():
        descriptor = tabletop.engine.descriptor(name)
        counts = range(descriptor.min_players, descriptor.max_players + 1)
        out += [f"## {descriptor.title} (`{name}`)", ""]
        for players in counts:
            options = {"players": players} if len(counts) > 1 else {}
            game = tabletop.make(name, **options)
            heading = f"{players} players: " if len(counts) > 1 else ""
            out += [
                f"{heading}{game.num_distinct_actions} action ids, an observation of "
                f"{game.observation_size} values.",
                "",
                "| slice | start | stop | size |",
                "|---|---|---|---|",
            ]
            for slice_name, start, stop in game.observation_slices():
                out.append(f"| `{slice_name}` | {start} | {stop} | {stop - start} |")
            out.append("")
    return "\n".join(out)


def examples(config: Any) -> str:
    out: list[str] = []
    for path in sorted((ROOT / "examples").glob("*.py")):
        doc = ast.get_docstring(ast.parse(path.read_text(encoding="utf-8"))) or ""
        out += [f"## `examples/{path.name}`", "", doc, ""]
    return "\n".join(out)


PARTS = {
    "bot-levels": bot_levels,
    "bot-options": bot_options,
    "observations": observations,
    "examples": examples,
}
