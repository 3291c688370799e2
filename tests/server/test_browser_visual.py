"""Every game's room page as people see it: the start, the middle and the end of a fixed game,
on a desktop and on a 390 px phone, in Japanese, Chinese and English (tools/screenshots.py
builds the scenes: the same position every time, log included).

For each of these screens:
- the page looks as its committed reference image (tests/server/visual/*.webp, lossless) within
  a small tolerance for anti-aliasing; a change in the look fails with the new image and a diff
  image in test-artifacts/visual/. A change meant to be seen is accepted by writing the new
  references: ``TABLETOP_UPDATE_VISUALS=1 python -m pytest tests/server/test_browser_visual.py``,
  then looking at them before committing;
- no piece overlaps another and nothing leaves the screen sideways (tests/server/layout.py);
- axe-core finds nothing serious or critical (contrast, names of controls and images...).
"""

from __future__ import annotations

import importlib.util
import os
import sys
from pathlib import Path

import pytest
from PIL import Image, ImageChops

from . import browser_helpers
from .layout import accessibility_findings, off_screen, overlaps

live_server = browser_helpers.live_server
ROOT = Path(__file__).resolve().parents[2]
REFERENCES = Path(__file__).resolve().parent / "visual"
ARTIFACTS = ROOT / "test-artifacts" / "visual"
UPDATE = os.environ.get("TABLETOP_UPDATE_VISUALS") == "1"
# A pixel differs when a channel moves by more than this; a screen may differ in this share of
# its pixels (anti-aliasing), never in size.
PIXEL_THRESHOLD = 40
DIFFERING_SHARE = 0.002


def _tool():
    spec = importlib.util.spec_from_file_location("screenshots", ROOT / "tools" / "screenshots.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules.setdefault("screenshots", module)
    spec.loader.exec_module(module)
    return module


screenshots = _tool()
SCREENS = [
    (game, stage, lang, viewport)
    for game in screenshots.GAMES
    for stage in screenshots.STAGES
    for lang in screenshots.LANGS
    for viewport in screenshots.VIEWPORTS
]


@pytest.fixture(scope="module")
def scenes(live_server):
    """(game, stage) -> (room, token), built once for every language and size."""
    return {
        (game, stage): screenshots.build_scene(live_server.url, game, stage)
        for game in screenshots.GAMES
        for stage in screenshots.STAGES
    }


def _difference(shot: Path, reference: Path, diff: Path) -> str | None:
    """Why ``shot`` does not look as ``reference`` (None: it does); writes the diff image."""
    new = Image.open(shot).convert("RGB")
    old = Image.open(reference).convert("RGB")
    if new.size != old.size:
        return (
            f"the page is {new.size[0]}x{new.size[1]} px, the reference {old.size[0]}x{old.size[1]}"
        )
    changed = (
        ImageChops.difference(new, old)
        .convert("L")
        .point(lambda v: 255 if v > PIXEL_THRESHOLD else 0)
    )
    count = changed.histogram()[255]
    if count <= DIFFERING_SHARE * new.size[0] * new.size[1]:
        return None
    marked = Image.composite(Image.new("RGB", new.size, (255, 0, 255)), new, changed)
    Image.blend(new, marked, 0.7).save(diff)
    return f"{count} pixels differ ({100 * count / (new.size[0] * new.size[1]):.2f}%)"


@pytest.mark.parametrize(("game", "stage", "lang", "viewport"), SCREENS)
def test_each_screen_looks_as_its_reference_fits_and_passes_axe(
    browser, live_server, scenes, game, stage, lang, viewport
):
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    name = f"{game}-{stage}-{lang}-{viewport}"
    room, token = scenes[(game, stage)]
    page = screenshots.open_scene(browser, live_server.url, room, token, lang, viewport)
    try:
        shot = screenshots.shoot(page, ARTIFACTS / f"{name}.png")
        reference = REFERENCES / f"{name}.webp"
        if UPDATE:
            REFERENCES.mkdir(exist_ok=True)
            Image.open(shot).save(reference, "WEBP", lossless=True, method=6)
        problems = []
        if not reference.exists():
            problems.append(f"no reference image {reference.name}: write it (module docstring)")
        else:
            why = _difference(shot, reference, ARTIFACTS / f"{name}-diff.png")
            if why:
                problems.append(f"looks different from {reference.name}: {why} (see {ARTIFACTS})")
        problems += overlaps(page)
        problems += off_screen(page)
        problems += [f"axe: {finding}" for finding in accessibility_findings(page)]
    finally:
        page.context.close()
    assert not problems, f"{name}:\n" + "\n".join(problems)
