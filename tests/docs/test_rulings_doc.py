"""docs/rulings.md keeps the rulings the code follows inside the project.

Tests and code cite ruling ids (F = Friday, K = Kung Fu, G = Gun Rain). Every id cited must be
an entry of docs/rulings.md, every entry must be cited by a test, and no file may point at the
rulebooks' folder beside a developer's checkout: a clone has none.
"""

from __future__ import annotations

import ast
import re
import unicodedata
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
RULINGS = ROOT / "docs" / "rulings.md"
THIS_FILE = Path(__file__).resolve()

# Kung Fu card ids are K01-K74 (always two digits), so a Kung Fu ruling is K and one digit 1-9;
# Friday and Gun Rain have no card ids starting with F or G.
CITED_ID = re.compile(r"\b(?:[FG]\d{1,2}|K[1-9])\b")
# "F1-F16", "K2-K9": a range names the rulings a module is about, not one a test pins.
ID_RANGE = re.compile(r"\b([FKG])\d{1,2}-\1?\d{1,2}\b")
# A test's name cites its ruling in lower case: test_g2_each_front_row_starts_face_down.
ID_IN_NAME = re.compile(r"(?:^|_)((?:[fg]\d{1,2}|k[1-9]))(?=_|$)")
ENTRY = re.compile(r"^### ((?:[FG]\d{1,2}|K[1-9])): ", re.MULTILINE)
SEED_OF_GAME = {"F": ("seed 000", "seed 001"), "K": ("seed 002",), "G": ("seed 004",)}

OUTSIDE_PATHS = ("/work/shared", "../shared", "shared/seeds", "shared/RULINGS")
SCANNED = ("tests", "src", "docs", "tools", "benchmarks")


def entries() -> dict[str, str]:
    """Each ruling id of docs/rulings.md with the text of its entry."""
    text = RULINGS.read_text(encoding="utf-8")
    starts = list(ENTRY.finditer(text))
    bounds = [m.start() for m in starts[1:]] + [len(text)]
    return {
        m.group(1): text[m.start() : end].split("\n## ")[0]
        for m, end in zip(starts, bounds, strict=True)
    }


def python_files(*folders: str) -> list[Path]:
    """The project's Python files under ``folders``, this one left out (it names ids on purpose)."""
    found = [p for folder in folders for p in (ROOT / folder).rglob("*.py")]
    return sorted(p for p in found if p.resolve() != THIS_FILE)


def cited_in(text: str) -> set[str]:
    """Every ruling id named in ``text``, range ends included."""
    return set(CITED_ID.findall(text))


def sources_of_tests(path: Path) -> list[str]:
    """The source of every test function of ``path``, decorators included, and the ruling its
    name cites in upper case."""
    source = path.read_text(encoding="utf-8")
    lines = source.splitlines()
    sources = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef) and node.name.startswith(
            "test"
        ):
            first = min([node.lineno] + [d.lineno for d in node.decorator_list])
            named = " ".join(m.upper() for m in ID_IN_NAME.findall(node.name))
            sources.append("\n".join([named, *lines[first - 1 : node.end_lineno]]))
    return sources


def github_slug(heading: str) -> str:
    """The anchor GitHub gives a Markdown heading: lower case, punctuation dropped, '-' for ' '."""
    kept = "".join(
        ch for ch in heading.lower() if ch in " -_" or unicodedata.category(ch)[0] in "LN"
    )
    return kept.replace(" ", "-")


def anchors(page: Path) -> set[str]:
    """The heading anchors of a Markdown page."""
    text = page.read_text(encoding="utf-8")
    return {github_slug(h) for h in re.findall(r"^#{1,6} +(.+?) *$", text, re.MULTILINE)}


def test_the_rulings_page_has_every_ruling_once_in_order():
    text = RULINGS.read_text(encoding="utf-8")
    ids = ENTRY.findall(text)
    expected = (
        [f"F{n}" for n in range(1, 18)]
        + [f"K{n}" for n in range(1, 10)]
        + [f"G{n}" for n in range(1, 11)]
    )
    assert ids == expected


def test_every_entry_names_the_seed_lines_it_settles():
    for ruling, entry in entries().items():
        settles = [line for line in entry.split("\n\n") if line.startswith("Settles:")]
        assert settles, f"{ruling} has no 'Settles:' paragraph"
        assert any(
            re.search(rf"{seed}, lines? \d", settles[0]) for seed in SEED_OF_GAME[ruling[0]]
        ), f"{ruling} cites no line of {' or '.join(SEED_OF_GAME[ruling[0]])}"


@pytest.mark.parametrize("folder", ["tests", "src", "tools"])
def test_every_ruling_cited_in_the_code_is_on_the_rulings_page(folder):
    defined = set(entries())
    unknown = {
        f"{path.relative_to(ROOT)}: {ruling}"
        for path in python_files(folder)
        for ruling in cited_in(path.read_text(encoding="utf-8"))
        if ruling not in defined
    }
    assert not unknown


def test_every_ruling_on_the_page_is_cited_by_a_test():
    cited: set[str] = set()
    for path in python_files("tests"):
        for source in sources_of_tests(path):
            cited |= cited_in(ID_RANGE.sub("", source))
    uncited = set(entries()) - cited
    assert uncited == set(), "rulings no test names"


def test_no_file_points_outside_the_repository():
    offenders = []
    for folder in SCANNED:
        for path in sorted((ROOT / folder).rglob("*")):
            if not path.is_file() or path.resolve() == THIS_FILE or "__pycache__" in path.parts:
                continue
            try:
                text = path.read_text(encoding="utf-8")
            except UnicodeDecodeError:
                continue  # binary data cannot hold a path reference worth reading
            offenders += [f"{path.relative_to(ROOT)}: {p}" for p in OUTSIDE_PATHS if p in text]
    assert not offenders


def test_the_rulings_page_links_resolve():
    text = RULINGS.read_text(encoding="utf-8")
    links = re.findall(r"\]\(([^)\s]*)\)", text)
    assert links
    for link in links:
        page, _, anchor = link.partition("#")
        target = RULINGS.parent / page if page else RULINGS
        assert target.is_file(), link
        if anchor:
            assert anchor in anchors(target), link
