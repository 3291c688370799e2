"""The project's words say what holds now, not the history of how it got there.

Docs, records, benchmarks, tools, the README, code and tests once dated their figures by issue
number and by which round of work ran them ("issue 31's seventh session"); a reader outside the
tracker cannot follow that, and it goes stale. Dated findings belong in docs/lab/, dated by day.
The patterns are narrow on purpose: a game's own rounds (Kung Fu's third round), a second
Ctrl-C, ruling ids (F3, K7) and a third-party project's issue link are ordinary words.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
THIS_FILE = Path(__file__).resolve()
SCANNED = ("docs", "results", "benchmarks", "tools", "src", "tests", "README.md")
SUFFIXES = {".md", ".py", ".html", ".po", ".pot", ".toml", ".cfg", ".txt", ".js", ".css", ".json"}

ORDINAL = (
    r"(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth"
    r"|\d+(?:st|nd|rd|th))"
)
HISTORY = re.compile(
    "|".join(
        (
            r"\bissues? ?#?\d+",  # issue 31, issue #31, issues 24
            r"\(#\d+\)",  # (#31)
            r"\b(?:PR|pull request) ?#?\d+",
            rf"\b{ORDINAL} sessions?\b",  # the tenth session
            rf"\b{ORDINAL} rounds? of (?:the )?(?:work|fits?|fitting|this)\b",
            rf"\b{ORDINAL}-round (?:numbers|fits?|heuristic|rule|weights)\b",
            r"\bthe issue(?:'s)? (?:asks|names|bar|aims?|anchors)\b",
        )
    ),
    re.IGNORECASE,
)
# Every wording above holds one of these words: a cheap first look at each file.
KEYWORDS = ("issue", "session", "round", "(#", "pr", "pull request")
# A link to another project's tracker names its issue legitimately.
THIRD_PARTY_LINK = re.compile(r"https?://github\.com/[^/\s]+/[^/\s]+/(?:issues|pull)/\d+")


def history_in(line: str) -> list[str]:
    """The history wordings of one line, a third-party issue link left out."""
    return [m.group(0) for m in HISTORY.finditer(THIRD_PARTY_LINK.sub("", line))]


def scanned_files() -> list[Path]:
    files: list[Path] = []
    for name in SCANNED:
        path = ROOT / name
        candidates = [path] if path.is_file() else sorted(path.rglob("*"))
        files += [p for p in candidates if p.is_file() and p.suffix in SUFFIXES]
    return [p for p in files if p.resolve() != THIS_FILE]


@pytest.mark.parametrize(
    "text",
    [
        "Kung Fu's `hard` since issue 31's eleventh session",
        "fixed in issue #44",
        "the heuristic joined (#31)",
        "the tenth session's hard",
        "a second round of the fits",
        "the first-round numbers of the hazard fit",
        "the issue's bar (60%)",
        "Issues 24 and 25 added it",
    ],
)
def test_history_wording_is_found(text: str) -> None:
    assert history_in(text)


@pytest.mark.parametrize(
    "text",
    [
        "games ended by the clock (Kung Fu's third round)",
        "Let's play most of the first round together.",
        "a second stop at that moment cannot lose them",
        "ruling F3 and K7 apply; see rulings F14",
        "see https://github.com/google-deepmind/open_spiel/issues/1234 for the crash",
        "the first pass writes the buffer",
        "[Setting](gunrain.md#1-setting-simultaneous-and-secret)",
        "color: #333; background: #1a2b3c",
        "the round-1 trio differs",
        "a Ray session, the terminal session's language",
    ],
)
def test_ordinary_words_are_not_flagged(text: str) -> None:
    assert history_in(text) == []


def test_no_history_by_issue_or_round() -> None:
    found = []
    for path in scanned_files():
        try:
            text = path.read_text(encoding="utf-8")
        except UnicodeDecodeError:
            continue
        for number, line in enumerate(text.splitlines(), 1):
            lowered = line.lower()
            if not any(word in lowered for word in KEYWORDS):
                continue
            for wording in history_in(line):
                found.append(f"{path.relative_to(ROOT)}:{number}: {wording!r}")
    assert not found, "say what holds now (dated findings go to docs/lab/):\n" + "\n".join(found)
