"""The player's pages in other languages: gettext catalogs of the English pages, and the pages
built from them.

The English page ``docs/<page>.md`` is the source; each language translates it in
``docs/locales/<lang>/LC_MESSAGES/<page>.po``, one entry per paragraph, list item, heading or
table cell (mdpo: code blocks are left out, inline code stays in the entry as typed). The same
workflow as the program's own words (docs/i18n.md): extract, translate, build.

    python tools/docs_i18n.py update [--lang ja]   # the catalogs follow the English pages
    python tools/docs_i18n.py build OUTDIR          # OUTDIR/<lang>/<page>.md

``update`` adds an empty entry for each new or changed English text and removes the entries
whose English is gone. ``build`` writes every page of every language that has a folder under
docs/locales; a link to a page of PAGES stays in the translated pages, any other link points at
the English page (``--english``, by default ``..``: the English pages in OUTDIR's parent, as
when OUTDIR is the site's docs folder itself), and each translated heading keeps its English
anchor, so that ``kungfu.md#card-files`` still arrives.
"""

from __future__ import annotations

import argparse
import contextlib
import posixpath
import re
import sys
from pathlib import Path

try:
    from mdpo.md2po import markdown_to_pofile
    from mdpo.po2md import pofile_to_markdown
except ImportError:  # a one-line answer instead of a traceback
    sys.exit("tools/docs_i18n.py needs mdpo: pip install -e '.[dev]'")

ROOT = Path(__file__).resolve().parents[1]
DOCS = ROOT / "docs"
LOCALES = DOCS / "locales"
# The pages translated, by their path under docs/ without .md ("play/terminal"): add a page
# here, then run `update` and translate its entries.
PAGES = (
    "friday",
    "gunrain",
    "kungfu",
    "kungfu-cards",
    "play/index",
    "play/terminal",
    "play/browser",
    "play/languages",
    "review",
)
LANGUAGES = ("ja", "zh")
WRAPWIDTH = 0  # one line per entry, as `md2po --wrapwidth 0` writes it

FENCE = re.compile(r"^ {0,3}(```|~~~)")
HEADING = re.compile(r"^ {0,3}#{1,6} ")
# A link's target in Markdown, and mdpo's autolink form of a link whose text is its target.
LINK = re.compile(r"\]\(([^()\s]+)\)")
AUTOLINK = re.compile(r"<([^<>\s:]+\.md(?:#[^<>\s]*)?)>")
# A link's text broken over two lines ("[in the\nterminal](terminal.md)"): mdpo extracts the
# text with a space but looks it up with the line break, and the paragraph would stay English.
BROKEN_LINK_TEXT = re.compile(r"\[([^\[\]]*\n[^\[\]]*)\]\(")


def catalog(page: str, lang: str, locales: Path = LOCALES) -> Path:
    """Where ``lang`` translates ``page``."""
    return locales / lang / "LC_MESSAGES" / f"{page}.po"


def update(page: str, lang: str, docs: Path = DOCS, locales: Path = LOCALES) -> None:
    """Extract ``page``'s texts into its ``lang`` catalog, keeping the translations of the texts
    still there and removing those of texts gone (stale entries are not kept: the English they
    translate no longer exists)."""
    po = catalog(page, lang, locales).resolve()
    po.parent.mkdir(parents=True, exist_ok=True)
    with contextlib.chdir(docs.parent):  # entries located as docs/<page>.md, on any machine
        markdown_to_pofile(
            f"{docs.name}/{page}.md",
            po_filepath=str(po),
            save=True,
            wrapwidth=WRAPWIDTH,
            mark_not_found_as_obsolete=False,
            preserve_not_found=False,
            metadata={"Language": lang, "Content-Type": "text/plain; charset=UTF-8"},
        )


def languages(locales: Path = LOCALES) -> list[str]:
    """The languages that have a folder of catalogs."""
    return [lang for lang in LANGUAGES if (locales / lang).is_dir()]


def slug(heading: str) -> str:
    """A heading's anchor as MkDocs (Python-Markdown's toc) makes it from English text."""
    text = re.sub(r"[^\w\s-]", "", heading.encode("ascii", "ignore").decode()).strip().lower()
    return re.sub(r"[-\s]+", "-", text)


def outside_code(lines: list[str]):
    """(index, line) of each line not inside a fenced code block."""
    fenced = False
    for index, line in enumerate(lines):
        if FENCE.match(line):
            fenced = not fenced
        elif not fenced:
            yield index, line


def joined_link_texts(markdown: str) -> str:
    """``markdown`` with each link's text outside code blocks on one line, so that po2md finds
    the translation of every paragraph (the lines of a paragraph are one entry anyway)."""
    lines = markdown.split("\n")
    prose = {index for index, _ in outside_code(lines)}
    chunks: list[tuple[bool, list[str]]] = []
    for index, line in enumerate(lines):
        if not chunks or chunks[-1][0] != (index in prose):
            chunks.append((index in prose, []))
        chunks[-1][1].append(line)
    return "\n".join(
        BROKEN_LINK_TEXT.sub(lambda m: f"[{' '.join(m[1].split())}](", "\n".join(part))
        if is_prose
        else "\n".join(part)
        for is_prose, part in chunks
    )


def retarget(target: str, page: str, english: str, pages: tuple[str, ...]) -> str:
    """A link of ``page``'s translation: to a translated page as it is (the translations lie
    as the English pages do), to any other page of the docs at the English one; an address or
    an anchor of the page itself unchanged."""
    if "://" in target or target.startswith(("#", "/", "mailto:")):
        return target
    path, hash_, anchor = target.partition("#")
    in_docs = posixpath.normpath(posixpath.join(posixpath.dirname(page), path))
    if in_docs.removesuffix(".md") in pages:
        return target
    if "://" not in english:  # a path from OUTDIR/<lang>, so from a nested page one more ../
        english = "../" * page.count("/") + english
    return f"{english}/{in_docs}{hash_}{anchor}"


def localize(translated: str, source: str, page: str, english: str, pages: tuple[str, ...]) -> str:
    """``translated`` (po2md's output for ``source``, the English ``page``) with its links
    retargeted and each heading preceded by the anchor the English heading has."""
    anchors = [
        slug(HEADING.sub("", line))
        for _, line in outside_code(source.splitlines())
        if HEADING.match(line)
    ]
    lines = translated.splitlines()
    headings = [index for index, line in outside_code(lines) if HEADING.match(line)]
    if len(headings) != len(anchors):
        raise SystemExit(f"{page}: {len(headings)} headings translated, {len(anchors)} in English")
    for index, anchor in zip(reversed(headings), reversed(anchors), strict=True):
        lines[index:index] = [f'<a id="{anchor}"></a>', ""]
    for index, line in list(outside_code(lines)):
        line = AUTOLINK.sub(lambda m: f"[{m[1]}]({m[1]})", line)
        lines[index] = LINK.sub(lambda m: f"]({retarget(m[1], page, english, pages)})", line)
    return "\n".join(lines) + "\n"


def build(
    outdir: Path,
    english: str = "..",
    docs: Path = DOCS,
    locales: Path = LOCALES,
    pages: tuple[str, ...] = PAGES,
) -> list[Path]:
    """Write every translated page: ``outdir/<lang>/<page>.md``; the paths written."""
    written = []
    for lang in languages(locales):
        for page in pages:
            source = docs / f"{page}.md"
            po = catalog(page, lang, locales)
            if not po.is_file():
                raise SystemExit(f"{po} is missing: run python tools/docs_i18n.py update")
            english_source = source.read_text(encoding="utf-8")
            text = pofile_to_markdown(
                joined_link_texts(english_source), [str(po)], wrapwidth=WRAPWIDTH
            )
            out = outdir / lang / f"{page}.md"
            out.parent.mkdir(parents=True, exist_ok=True)
            out.write_text(localize(text, english_source, page, english, pages), encoding="utf-8")
            written.append(out)
    return written


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    commands = parser.add_subparsers(dest="command", required=True)
    updating = commands.add_parser("update", help="extract the English pages into the catalogs")
    updating.add_argument(
        "--lang", action="append", choices=LANGUAGES, help="default: every language"
    )
    building = commands.add_parser("build", help="write the translated pages")
    building.add_argument("outdir", type=Path)
    building.add_argument(
        "--english", default="..", help="where the English pages are, from OUTDIR/<lang>"
    )
    args = parser.parse_args(argv)
    if args.command == "update":
        for lang in args.lang or LANGUAGES:
            for page in PAGES:
                update(page, lang)
    else:
        for path in build(args.outdir, args.english):
            print(path)


if __name__ == "__main__":
    sys.exit(main())
