"""docs/glossary.md agrees with the catalogs wherever its English is a whole message."""

from __future__ import annotations

from pathlib import Path

from tabletop import i18n

GLOSSARY = Path(__file__).resolve().parents[2] / "docs" / "glossary.md"


def glossary_rows() -> list[dict[str, str]]:
    """Every table row of the glossary as {column heading: cell}."""
    rows: list[dict[str, str]] = []
    header: list[str] | None = None
    for line in GLOSSARY.read_text(encoding="utf-8").splitlines():
        if not line.startswith("|"):
            header = None
            continue
        cells = [cell.strip() for cell in line.strip("|").split("|")]
        if header is None:
            header = cells
        elif not set(line) <= set("|- "):
            rows.append(dict(zip(header, cells, strict=True)))
    return rows


def test_every_glossary_row_has_three_languages_and_a_source() -> None:
    rows = glossary_rows()
    assert len(rows) > 150
    for row in rows:
        assert row["en"] and row["ja"] and row["zh"], row
        if "ja from" in row:
            for source in (row["ja from"], row["zh from"]):
                assert source == "project's" or source[:3] in {"000", "001", "002", "004"}


def test_the_glossary_and_the_catalogs_agree() -> None:
    template = {m.id for m in i18n.template() if m.id}
    ja, zh = i18n.translator("ja"), i18n.translator("zh")
    checked = 0
    for row in glossary_rows():
        if row["en"] in template:
            assert (row["ja"], row["zh"]) == (ja.gettext(row["en"]), zh.gettext(row["en"])), row
            checked += 1
    assert checked > 100  # the card names and most terms are whole messages
