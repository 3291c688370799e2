"""What a page's layout must never do, measured in the page: a piece overlapping another, or
anything leaving the screen sideways; and what axe-core finds wrong for people who use assistive
technology. Shared by the browser tests that look at whole pages."""

from __future__ import annotations

from axe_playwright_python.sync_playwright import Axe

# The things a person reads or touches. Two of them may overlap only when one holds the other
# (a token on its square, a word in its button), or inside a layer that floats over the page
# on purpose (position fixed or sticky: a phone's move sheet, the tap tip, a dialog).
_OVERLAPS = """() => {
  const PIECES = 'button, a, input, select, textarea, label, h1, h2, h3, h4, p, li, td, th, ' +
    '[data-card], [data-coord], [data-die], .badge, .stat, svg.icon';
  const floating = (node) => {
    for (let at = node; at && at !== document.body; at = at.parentElement) {
      const style = getComputedStyle(at);
      if (['fixed', 'sticky'].includes(style.position) || at.tagName === 'DIALOG') return true;
    }
    return false;
  };
  const shown = [];
  for (const node of document.querySelectorAll(PIECES)) {
    const box = node.getBoundingClientRect();
    if (box.width < 1 || box.height < 1 || floating(node)) continue;
    const style = getComputedStyle(node);
    if (style.visibility === 'hidden' || Number(style.opacity) === 0) continue;
    shown.push([node, box]);
  }
  const name = (node) => {
    const text = (node.textContent || '').trim().replace(/\\s+/g, ' ').slice(0, 30);
    return `${[node.tagName.toLowerCase(), ...node.classList].join('.')} "${text}"`;
  };
  const found = [];
  for (let i = 0; i < shown.length; i++) {
    const [a, ra] = shown[i];
    for (let j = i + 1; j < shown.length; j++) {
      const [b, rb] = shown[j];
      if (a.contains(b) || b.contains(a)) continue;
      const w = Math.min(ra.right, rb.right) - Math.max(ra.left, rb.left);
      const h = Math.min(ra.bottom, rb.bottom) - Math.max(ra.top, rb.top);
      if (w > 2 && h > 2) {
        found.push(`${name(a)} overlaps ${name(b)} by ${Math.round(w)}x${Math.round(h)} px`);
      }
      if (found.length >= 20) return found;
    }
  }
  return found;
}"""

_OFF_SCREEN = """() => {
  const width = document.documentElement.clientWidth;
  const found = [];
  const wide = document.documentElement.scrollWidth;
  if (wide > width + 1) found.push(`the page is ${wide} px wide on a ${width} px screen`);
  for (const node of document.querySelectorAll('body *')) {
    const box = node.getBoundingClientRect();
    if (box.width < 1 || box.height < 1) continue;
    let scrolls = false;
    for (let at = node.parentElement; at && at !== document.body; at = at.parentElement) {
      const overflow = getComputedStyle(at).overflowX;
      if (['auto', 'scroll', 'hidden', 'clip'].includes(overflow)) scrolls = true;
    }
    if (scrolls) continue;  // inside a box that scrolls or clips on purpose
    if (box.right > width + 1 || box.left < -1) {
      const name = [node.tagName.toLowerCase(), ...node.classList].join('.');
      found.push(`${name} spans ${Math.round(box.left)}..${Math.round(box.right)} px`);
    }
    if (found.length >= 20) break;
  }
  return found;
}"""


def overlaps(page) -> list[str]:
    """Pairs of pieces that overlap though neither holds the other (empty: none)."""
    return page.evaluate(_OVERLAPS)


def off_screen(page) -> list[str]:
    """What leaves the screen sideways (empty: nothing)."""
    return page.evaluate(_OFF_SCREEN)


# axe-core's WCAG 2 A and AA rules, run in the page; a finding of impact "serious" or "critical"
# fails (contrast of text, names of controls and images among them).
_AXE = Axe()
_AXE_OPTIONS = {
    "runOnly": {"type": "tag", "values": ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]},
    "resultTypes": ["violations"],
}


def accessibility_findings(page) -> list[str]:
    """axe-core's serious and critical findings on the page, one line each (empty: none)."""
    results = _AXE.run(page, options=_AXE_OPTIONS).response
    lines = []
    for violation in results["violations"]:
        if violation["impact"] not in ("serious", "critical"):
            continue
        targets = [" ".join(map(str, node["target"])) for node in violation["nodes"][:4]]
        lines.append(
            f"{violation['id']} ({violation['impact']}, {len(violation['nodes'])}): {targets}"
        )
    return lines
