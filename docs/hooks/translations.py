"""MkDocs hook: the player's pages in Japanese and Chinese, built from their catalogs.

``tools/docs_i18n.py build`` writes each translated page (``<lang>/<page>.md``) into a folder of
its own outside the repository when the site is built; the hook adds those pages to the site's
files, lists them in a navigation section per language after Play, and puts a line under each
version's title that links the same page in the other languages, so the repository holds only
the English pages and the catalogs (``docs/locales/``).
"""

from __future__ import annotations

import importlib.util
import posixpath
import shutil
import sys
import tempfile
from pathlib import Path
from typing import Any

from babel.messages.pofile import read_po
from mkdocs.structure.files import File, Files

ROOT = Path(__file__).resolve().parents[2]
# Each language's name as its readers write it: the navigation section and the switch.
NAMES = {"en": "English", "ja": "日本語", "zh": "中文"}
# The heading anchors' tooltip, which the toc extension writes in English on every page.
PERMALINK = 'title="Permanent link"'
PERMALINK_IN = {"ja": 'title="この見出しへのリンク"', "zh": 'title="此标题的链接"'}
AFTER = "Play"  # the English section the translations follow in the navigation
H1 = "# "


def _tool() -> Any:
    """tools/docs_i18n.py, the one place that knows the pages and how to build them."""
    spec = importlib.util.spec_from_file_location("docs_i18n", ROOT / "tools" / "docs_i18n.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


tool = _tool()
_built: list[Path] = []  # the folder of this build's translated pages, removed after it


def _uri(lang: str, page: str) -> str:
    return f"{page}.md" if lang == "en" else f"{lang}/{page}.md"


def on_config(config: Any) -> Any:
    """A section per language, after Play: the translated pages in the English order."""
    order = [p for p in _play_pages(config["nav"]) if p in tool.PAGES]
    order += [p for p in tool.PAGES if p not in order]
    sections = [
        {NAMES[lang]: [{_title(lang, p): _uri(lang, p)} for p in order]}
        for lang in tool.languages()
    ]
    nav = config["nav"]
    at = next(i for i, s in enumerate(nav) if isinstance(s, dict) and AFTER in s) + 1
    nav[at:at] = sections
    return config


def _title(lang: str, page: str) -> str:
    """The page's title in ``lang``: its catalog's translation of the English title (MkDocs
    would not find the heading, which follows the English anchor)."""
    source = (tool.DOCS / f"{page}.md").read_text(encoding="utf-8")
    english = next(line for line in source.splitlines() if line.startswith(H1))[len(H1) :]
    with tool.catalog(page, lang).open("rb") as file:
        title = read_po(file)[english.strip()].string
    return title.replace("`", "")  # a title is plain text: `tabletop review` as its words


def _play_pages(nav: list) -> list[str]:
    """The pages of the Play section, by their path without .md."""
    section = next(s[AFTER] for s in nav if isinstance(s, dict) and AFTER in s)
    items = [next(iter(i.values())) if isinstance(i, dict) else i for i in section]
    return [i.removesuffix(".md") for i in items if isinstance(i, str)]


def on_files(files: Files, config: Any) -> Files:
    """Build the translated pages afresh for each build (``mkdocs serve`` rebuilds after a
    catalog changes) and add them as ``<lang>/<page>.md``."""
    out = Path(tempfile.mkdtemp(prefix="tabletop-docs-i18n-"))
    _built.append(out)
    for path in tool.build(out):
        uri = path.relative_to(out).as_posix()
        files.append(
            File(uri, src_dir=str(out), dest_dir=config["site_dir"], use_directory_urls=False)
        )
    return files


def on_page_markdown(markdown: str, page: Any, config: Any, files: Files) -> str:
    """Under the title of a translated page, and of its English source, the switch: the same
    page in every language, the one read in bold."""
    uri = page.file.src_uri
    lang, _, rest = uri.partition("/")
    if lang not in NAMES or lang == "en":
        lang, rest = "en", uri
    name = rest.removesuffix(".md")
    if name not in tool.PAGES:
        return markdown
    here = posixpath.dirname(uri) or "."
    links = [
        f"**{NAMES[other]}**"
        if other == lang
        else f"[{NAMES[other]}]({posixpath.relpath(_uri(other, name), here)})"
        for other in ["en", *tool.languages()]
    ]
    lines = markdown.split("\n")
    title = next(i for i, line in enumerate(lines) if line.startswith(H1))
    lines[title + 1 : title + 1] = ["", " · ".join(links)]
    return "\n".join(lines)


def on_page_content(html: str, page: Any, config: Any, files: Files) -> str:
    """A translated page's heading anchors say what they are in its language."""
    lang = page.file.src_uri.partition("/")[0]
    return html.replace(PERMALINK, PERMALINK_IN[lang]) if lang in PERMALINK_IN else html


def on_post_build(config: Any) -> None:
    while _built:
        shutil.rmtree(_built.pop(), ignore_errors=True)
