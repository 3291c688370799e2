"""Every example in the docs runs, or says why it does not (docs/site.md, "Tested").

Sybil reads the fenced blocks of README.md and every page in docs/. A ``python`` block runs in
one namespace per page, in order; each command of an ``sh`` block is a ``tabletop`` command, run
in-process (``tabletop.cli.main.main``) in a folder holding the files the examples name, with an
empty input (an interactive command leaves at its first prompt), and must exit with 0. A block
preceded by ``<!-- not run: REASON -->`` is not run; one preceded by ``<!-- run with: OPTIONS
-->`` runs with smaller sizes than it shows: each ``--name value`` set on every command that
takes the option, each ``name=value`` replacing that option in every bot spec
(``ismcts:iterations=200`` becomes ``ismcts:iterations=5`` with ``iterations=5``).
"""

from __future__ import annotations

import re
import shlex
import shutil
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest
from click.testing import CliRunner
from sybil import Document, Example, Region
from sybil.evaluators.python import PythonEvaluator
from sybil.parsers.markdown.lexers import FencedCodeBlockLexer

import tabletop
from tabletop.cli.main import cli, main

ROOT = Path(__file__).resolve().parents[2]
PAGES = [
    "README.md",
    *sorted(
        p.relative_to(ROOT).as_posix()
        for p in (ROOT / "docs").rglob("*.md")
        if "hooks" not in p.parts
    ),
]
# Pages being rewritten as references elsewhere: their blocks are read (markers checked), not
# run, until the rewrite marks them; then this set is emptied.
BEING_REWRITTEN: set[str] = set()
EXAMPLES = {"python", "sh"}
MARKER = re.compile(r"<!-- (not run|run with): (\S[^\n]*?) -->\s*\Z")
ANY_MARKER = re.compile(r"^[ \t]*<!-- (?:not run|run with)\b", re.M)
# a line that starts a command, after a prompt or variables (TERM=dumb tabletop ...)
LOOKS_LIKE_A_COMMAND = re.compile(
    r"^(?:\$ )?(?:[A-Z_]+=\S* )*(?:tabletop|python3?|pip|pybabel|\.venv/bin/)", re.M
)


@dataclass
class Block:
    page: str
    line: int
    language: str
    source: str
    marker: str | None  # "not run", "run with" or None
    says: str  # the reason, or the options to run with


def read(page: str) -> tuple[Document, list[Block]]:
    """The page as Sybil reads it, with the examples to run as its regions, and every fenced
    block with the marker before it."""
    found: list[Block] = []
    lexer = FencedCodeBlockLexer(r"[^\n`]*", mapping={"language": "language", "source": "source"})

    def parser(document: Document) -> Iterator[Region]:
        for region in lexer(document):
            before = document.text[: region.start]
            marked = MARKER.search(before)
            block = Block(
                page=page,
                line=before.count("\n") + 1,
                language=region.lexemes["language"].strip(),
                source=str(region.lexemes["source"]),
                marker=marked.group(1) if marked else None,
                says=marked.group(2) if marked else "",
            )
            found.append(block)
            if block.language not in EXAMPLES or block.marker == "not run":
                continue
            if block.language == "python":
                region.parsed = region.lexemes["source"]
                region.evaluator = PythonEvaluator()
            else:
                region.parsed = block
                region.evaluator = run_commands
            yield region

    return Document.parse(str(ROOT / page), parser), found


def commands(source: str) -> list[list[str]]:
    """The commands of a shell block: one a line (a trailing backslash continues it)."""
    lines = source.replace("\\\n", " ").splitlines()
    return [words for line in lines if (words := shlex.split(line, comments=True))]


def accepts(argv: list[str], option: str) -> bool:
    command = cli.commands.get(argv[1]) if len(argv) > 1 else None
    return command is not None and any(option in p.opts for p in command.params)


def smaller(says: str) -> tuple[list[tuple[str, str]], list[tuple[str, str]]]:
    """A ``run with`` marker's command options (``--games 4``) and bot-spec options
    (``iterations=5``), as pairs."""
    words = shlex.split(says)
    specs = [tuple(w.split("=", 1)) for w in words if not w.startswith("--") and "=" in w]
    rest = [w for w in words if w.startswith("--") or "=" not in w]
    return list(zip(rest[::2], rest[1::2], strict=True)), specs


def with_options(argv: list[str], says: str) -> list[str]:
    """``argv`` run with a ``run with`` marker's sizes: each ``--name value`` replacing its own,
    or added when the command takes that option; each ``name=value`` replacing the bot specs'
    option of that name."""
    options, specs = smaller(says)
    argv = list(argv)
    for name, value in options:
        if name in argv:
            argv[argv.index(name) + 1] = value
        elif accepts(argv, name):
            argv += [name, value]
    for name, value in specs:
        argv = [re.sub(rf"(?<=:){name}=[^:,\s]+", f"{name}={value}", a) for a in argv]
    return argv


def run_commands(example: Example) -> str | None:
    """Each ``tabletop`` command of the block, in-process; the first failure's message."""
    block: Block = example.parsed
    for words in commands(block.source):
        if words[0] != "tabletop":
            return f"{words[0]!r} is not a tabletop command: mark the block <!-- not run: WHY -->"
        argv = with_options(words, block.says) if block.marker == "run with" else words
        with CliRunner().isolation(input="") as (out, err, _):
            code = main(argv[1:])
        if code:
            shown = (out.getvalue() + err.getvalue()).decode(errors="replace")[-2000:]
            return f"{shlex.join(argv)} exited with {code}:\n{shown}"
    return None


@pytest.fixture(scope="module")
def files(tmp_path_factory) -> Path:
    """The files the examples name: a saved Gun Rain game, 20 games of a ``simulate --out``
    file, two Friday runs and a Kung Fu card file."""
    here = tmp_path_factory.mktemp("docs")
    state = tabletop.make("gunrain").new_game(seed=3)
    for _ in range(12):
        player = state.to_move[0]
        state.apply(player, state.legal_actions(player)[0])
    tabletop.save(state, here / "game.json")
    runs = {
        "games.jsonl": ["gunrain", "--seats", "bot:heuristic,bot:heuristic", "--games", "20"],
        "run-L1.jsonl": ["friday", "--level", "1", "--seats", "bot:heuristic", "--games", "6"],
        "run-L2.jsonl": ["friday", "--level", "2", "--seats", "bot:heuristic", "--games", "6"],
    }
    with CliRunner().isolation(input=""):
        for name, args in runs.items():
            assert main(["simulate", *args, "--jobs", "1", "--out", str(here / name)]) == 0
    cards = ROOT / "src/tabletop/rulesets/kungfu/data/kungfu-cards.json"
    shutil.copy(cards, here / "mine.json")
    return here


@pytest.fixture
def folder(files, tmp_path) -> Path:
    """A page's own copy of the files, so that what one page writes is not another's input."""
    return Path(shutil.copytree(files, tmp_path / "page"))


@pytest.mark.parametrize("page", sorted(set(PAGES) - BEING_REWRITTEN))
def test_the_examples_run(page, folder, monkeypatch):
    monkeypatch.chdir(folder)
    document, _ = read(page)
    for example in document.examples():
        example.evaluate()


@pytest.mark.parametrize("page", PAGES)
def test_every_marker_stands_before_a_block_and_says_why(page):
    """A marker names its reason (or options) and is the last thing before a fenced block."""
    text = (ROOT / page).read_text(encoding="utf-8")
    _, blocks = read(page)
    assert len(ANY_MARKER.findall(text)) == sum(b.marker is not None for b in blocks), page
    for block in blocks:
        if block.marker:
            assert block.language in EXAMPLES, (page, block.line, "a marker on a non-example")
        if block.marker == "run with":
            options, specs = smaller(block.says)
            assert options or specs, (page, block.line)
            argvs = commands(block.source)
            for name, _ in options:
                taken = any(name in argv or accepts(argv, name) for argv in argvs)
                assert taken, (page, block.line, f"no command here takes {name}")
            for name, _ in specs:
                assert f":{name}=" in block.source, (page, block.line, f"no spec here has {name}")


@pytest.mark.parametrize("page", sorted(set(PAGES) - BEING_REWRITTEN))
def test_commands_are_in_sh_blocks(page):
    """A block of commands says it is one (```sh), so that it is run or marked; a block that
    names its language otherwise (``text`` for a command's output) is not an example."""
    _, blocks = read(page)
    for block in blocks:
        if not block.language:
            assert not LOOKS_LIKE_A_COMMAND.search(block.source), (page, block.line)


def test_the_readme_set_up_is_what_ci_runs():
    """The README's two set-up commands, not run here, are the ones .ci/run runs."""
    _, blocks = read("README.md")
    install, test = (b.source.strip() for b in blocks[:2])
    ci = (ROOT / ".ci/run").read_text(encoding="utf-8").splitlines()
    venv, pip, compile_engine, serve = install.split(" && ")
    assert venv in ci
    assert pip.replace("pip install ", "pip install --quiet ") in ci
    assert compile_engine == ".venv/bin/tabletop compile" and compile_engine in ci
    assert serve == ".venv/bin/tabletop serve"
    assert test in ci


def test_a_run_with_marker_sets_only_the_options_a_command_takes():
    argv = ["tabletop", "tournament", "gunrain", "--bots", "random,ismcts:iterations=200:depth=0"]
    says = "--games 4 --seconds 1 iterations=5"
    assert with_options([*argv, "--games", "100"], says) == [
        *argv[:-1],
        "random,ismcts:iterations=5:depth=0",
        "--games",
        "4",
    ]
