// Friday: the fight (enemy, left/free and right/paid cards, total vs value), life, step,
// the two pirates, Robinson's piles and the hazard offer. Card facts come from the view
// (fighting cards) or the catalog (hazards, pirates, piles by id).
import { el, lookup, section, stat } from "/static/js/common.js";

const STEPS = ["green", "yellow", "red"];

export function render(view, ctx = {}) {
  const catalog = ctx.catalog || {};
  const root = el("div.friday");
  root.append(status(view));
  if (Array.isArray(view.offer) && view.offer.length) root.append(offer(view, catalog));
  if (view.fight) root.append(fight(view, catalog));
  root.append(pirates(view, catalog));
  root.append(piles(view, catalog));
  return root;
}

function status(view) {
  const life = Number(view.life) || 0;
  const max = Number(view.max_life) || 22;
  const bar = el("div.bar.life-bar", el("div.bar-fill", { style: `width:${Math.max(0, Math.min(100, (100 * life) / max))}%` }));
  return el(
    "div.status-row",
    stat("Level", view.level),
    el("div.stat", el("span.stat-label", "Step"), el("span.step-badge", { class: `step-${view.step}` }, String(view.step ?? "—"))),
    el("div.stat.life", el("span.stat-label", "Life"), el("span.stat-value", `${view.life ?? "—"} / ${view.max_life ?? "—"}`), bar),
    stat("Phase", view.phase),
    stat("Pirates beaten", view.pirates_beaten ?? 0),
  );
}

function stepIndex(view) {
  const i = STEPS.indexOf(view.step);
  return i < 0 ? 2 : i;
}

/** The knowledge side of a hazard record (nested in the card file, flat in the catalog). */
function knowledgeSide(rec) {
  if (rec.knowledge) return rec.knowledge;
  return { name: rec.name, value: rec.value, ability: rec.ability };
}

/** A hazard card (both sides) from the catalog. */
function hazardCard(id, catalog, view, extra = {}) {
  const rec = lookup(catalog, id) || {};
  const values = Array.isArray(rec.hazard_values) ? rec.hazard_values : [];
  const current = stepIndex(view);
  const know = knowledgeSide(rec);
  return el(
    "div.card.hazard",
    { dataset: { card: id }, title: `${id}: ${rec.hazard || ""}` },
    el("div.card-id", id),
    el("div.card-name", rec.hazard || rec.name || id),
    el("div.card-row", el("span.badge", `${rec.free_cards ?? "?"} free`)),
    el(
      "div.hazard-values",
      values.map((v, i) => el("span.hv", { class: `step-${STEPS[i]}${i === current ? " current" : ""}`, title: STEPS[i] }, String(v))),
    ),
    el("div.knowledge", el("span.muted", "win: "), `${know.name || "?"} ${know.value ?? ""}`, know.ability ? el("span.ability", know.ability) : null),
    extra.note ? el("div.note", extra.note) : null,
  );
}

/** A fighting card as the view shows it (id, name, value, ability, marks). */
function fightCard(card, catalog) {
  const rec = lookup(catalog, card.id) || {};
  const know = rec.hazard ? knowledgeSide(rec) : {};
  const name = card.name ?? know.name ?? rec.name ?? card.id;
  const value = card.value ?? know.value ?? rec.value;
  const ability = card.ability !== undefined ? card.ability : know.ability ?? rec.ability;
  const kind = card.aging || String(card.id).startsWith("A") ? "aging" : String(card.id).startsWith("H") ? "knowledge" : "robinson";
  const marks = ["used", "destroyed", "doubled", "zeroed"].filter((m) => card[m]);
  return el(
    "div.card.fighting",
    { class: [kind, ...marks.map((m) => `is-${m}`)].join(" "), dataset: { card: card.id }, title: card.id },
    el("div.card-id", card.id),
    el("div.card-value", value === undefined || value === null ? "?" : String(value)),
    el("div.card-name", String(name)),
    ability ? el("div.ability", String(ability)) : null,
    marks.length ? el("div.marks", marks.map((m) => el("span.mark", m))) : null,
  );
}

function offer(view, catalog) {
  return section("Choose a hazard", el("div.cards", view.offer.map((id) => hazardCard(id, catalog, view))));
}

function fight(view, catalog) {
  const f = view.fight;
  const enemyId = f.enemy;
  let enemy;
  if (f.pirate || String(enemyId).startsWith("P")) {
    const p = (view.pirates || []).find((x) => x.id === enemyId) || lookup(catalog, enemyId) || {};
    enemy = pirateCard({ ...p, id: enemyId }, true);
  } else enemy = hazardCard(enemyId, catalog, view);
  const total = Number(f.total);
  const value = Number(f.value);
  const winning = total >= value;
  const info = el(
    "div.fight-info",
    el("div.versus", { class: winning ? "winning" : "losing" }, el("span.total", String(f.total ?? "—")), el("span.vs", " vs "), el("span.value", String(f.value ?? "—"))),
    el("div.muted", winning ? "enough to win" : `${value - total} short`),
    el(
      "div.fight-stats",
      stat("Free draws left", f.free_left),
      stat("Paid draw costs", `${f.draw_cost ?? 1} life`),
      f.steps_down ? stat("Steps down", f.steps_down) : null,
      f.stopped_by ? stat("Stopped by", f.stopped_by) : null,
      f.removal_budget ? stat("Removal budget", f.removal_budget) : null,
    ),
    f.pending ? pending(f.pending, catalog) : null,
  );
  return section(
    "Fight",
    el(
      "div.fight",
      el("div.enemy", enemy, info),
      el(
        "div.sides",
        el("div.side.left", el("h4", "Free (left)"), el("div.cards", (f.left || []).map((c) => fightCard(c, catalog)), (f.left || []).length ? null : el("span.muted", "no cards yet"))),
        el("div.side.right", el("h4", "Paid (right)"), el("div.cards", (f.right || []).map((c) => fightCard(c, catalog)), (f.right || []).length ? null : el("span.muted", "no cards"))),
      ),
    ),
  );
}

function pending(p, catalog) {
  return el(
    "div.pending",
    el("strong", "Resolving: "),
    `${p.kind || "ability"}${p.source ? ` of ${p.source}` : ""}`,
    p.ability ? ` (${p.ability})` : "",
    Array.isArray(p.cards) && p.cards.length
      ? el("div.cards.small", p.cards.map((id) => el("span.chip", { title: chipTitle(id, catalog) }, id)))
      : null,
  );
}

function pirateCard(p, fighting = false) {
  return el(
    "div.card.pirate",
    { class: fighting ? "fighting-now" : null, dataset: { card: p.id } },
    el("div.card-id", p.id),
    el("div.card-name", "Pirate ship"),
    el("div.card-row", el("span.badge", `${p.free_cards ?? "?"} free`), el("span.badge.value", `value ${p.value ?? p.hazard_value ?? "?"}`)),
    p.ability ? el("div.ability", String(p.ability)) : null,
  );
}

function pirates(view) {
  return section("Pirates", el("div.cards", (view.pirates || []).map((p) => pirateCard(p, view.fight && view.fight.enemy === p.id))));
}

function chipTitle(id, catalog) {
  const rec = lookup(catalog, id);
  if (!rec) return id;
  if (rec.hazard) return `${rec.hazard} / win: ${knowledgeSide(rec).name ?? ""} ${knowledgeSide(rec).value ?? ""}`;
  return `${rec.name ?? ""} ${rec.value ?? ""}${rec.ability ? ` (${rec.ability})` : ""}`;
}

function chips(ids, catalog) {
  if (!Array.isArray(ids) || ids.length === 0) return el("span.muted", "none");
  return el("div.chips", ids.map((id) => el("span.chip", { class: `kind-${String(id)[0]}`, title: chipTitle(id, catalog) }, id)));
}

function piles(view, catalog) {
  const stack = view.stack || {};
  return section(
    "Piles",
    el(
      "div.status-row",
      stat("Robinson's stack", typeof stack === "object" ? stack.size : stack),
      stat("Discard", (view.discard || []).length),
      stat("Aging pile", view.aging_pile),
      stat("Aging owned", view.aging_owned),
      stat("Aging taken (P09)", view.aging_taken),
      stat("Hazard stack", view.hazard_stack),
      stat("Hazard discard", (view.hazard_discard || []).length),
    ),
    stack.known_top && stack.known_top.length ? el("div.pile", el("span.pile-label", "Known top of stack: "), chips(stack.known_top, catalog)) : null,
    stack.known_bottom && stack.known_bottom.length ? el("div.pile", el("span.pile-label", "Known bottom of stack: "), chips(stack.known_bottom, catalog)) : null,
    el("div.pile", el("span.pile-label", "Discard: "), chips(view.discard, catalog)),
    el("div.pile", el("span.pile-label", "Hazard discard: "), chips(view.hazard_discard, catalog)),
    el("div.pile", el("span.pile-label", "Removed: "), chips(view.removed, catalog)),
  );
}
