"""Every relative link in the docs reaches its file, and its anchor a heading of that file.

Sections move (a reference page's experiments went to docs/lab/), and a link to a section that
moved fails quietly on GitHub and only at build time on the site. Anchors are the ids MkDocs
gives headings (Python-Markdown's toc slugify): lower case, punctuation dropped, spaces and
runs of hyphens one hyphen.
"""

from __future__ import annotations

import re
import unicodedata
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PAGES = [
    *sorted((ROOT / "docs").rglob("*.md")),
    ROOT / "README.md",
    ROOT / "results" / "README.md",
    ROOT / "benchmarks" / "README.md",
]
FENCE = re.compile(r"^[ \t]*(```|~~~).*?^[ \t]*\1", re.MULTILINE | re.DOTALL)
HEADING = re.compile(r"^#{1,6}[ \t]+(.+?)[ \t#]*$", re.MULTILINE)
LINK = re.compile(r"\]\(([^)\s]+)\)")
INLINE_LINK = re.compile(r"!?\[([^\]]*)\]\([^)]*\)")
HTML_ID = re.compile(r"<a\s+(?:id|name)=\"([^\"]+)\"")
# a page whose headings the site build writes (mkdocs-click, mkdocstrings): its anchors are
# checked by the strict build (tests/docs/test_site.py), not here
GENERATED = re.compile(r"^::: ", re.MULTILINE)


def slugify(heading: str) -> str:
    """A heading's id as Python-Markdown's toc extension makes it."""
    text = INLINE_LINK.sub(r"\1", heading).replace("`", "").replace("*", "")
    text = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode("ascii")
    text = re.sub(r"[^\w\s-]", "", text).strip().lower()
    return re.sub(r"[-\s]+", "-", text)


def prose(page: Path) -> str:
    """The page without its fenced code blocks, where a bracket is code, not a link."""
    return FENCE.sub("", page.read_text(encoding="utf-8"))


def generated(page: Path) -> bool:
    return bool(GENERATED.search(page.read_text(encoding="utf-8")))


def anchors(page: Path) -> set[str]:
    text = prose(page)
    return {slugify(h) for h in HEADING.findall(text)} | set(HTML_ID.findall(text))


def test_slugify_as_mkdocs_does() -> None:
    assert slugify("2026-12-05: a value estimate between fights") == (
        "2026-12-05-a-value-estimate-between-fights"
    )
    assert slugify("Kung Fu: where `hard`'s margin comes from") == (
        "kung-fu-where-hards-margin-comes-from"
    )
    assert slugify("1. Setting: simultaneous and secret") == "1-setting-simultaneous-and-secret"


def test_relative_links_resolve() -> None:
    broken = []
    for page in PAGES:
        for target in LINK.findall(prose(page)):
            if re.match(r"[a-z]+:", target):  # https:, mailto:
                continue
            path, _, anchor = target.partition("#")
            file = (page.parent / path).resolve() if path else page
            where = f"{page.relative_to(ROOT)}: {target}"
            if not file.exists():
                broken.append(f"{where} (no such file)")
            elif (
                anchor
                and file.suffix == ".md"
                and not generated(file)
                and anchor not in anchors(file)
            ):
                broken.append(f"{where} (no such heading)")
    assert not broken, "\n".join(broken)
