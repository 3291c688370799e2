// Friday: the fight (enemy, left/free and right/paid cards, total vs value), life, step,
// the two pirates, Robinson's piles and the hazard offer. Card facts come from the view
// (fighting cards) or the catalog (hazards, pirates, piles by id); every word from the game's
// texts (ctx.texts, msgids from /api/games) through t(): a card shows its translated name with
// its ASCII id, and explains itself in its title (hover or long press).
import { N_, el, labelled, lookup, section, stat, t, tf } from "/static/js/common.js";

const STEPS = ["green", "yellow", "red"];
let TX = {}; // the game's texts: cards, steps, phases, hints... (msgids)

/** A table's msgid for `key`, translated; `fallback` (or the key) when the table lacks it. */
function word(table, key, fallback) {
  const msgid = TX[table] && TX[table][key];
  return msgid ? t(msgid) : String(fallback ?? key ?? "");
}

function cardWords(id) {
  return (TX.cards && TX.cards[id]) || {};
}

/** A card's name in the page's language (its fighting side: a hazard's knowledge side). */
function cardName(id, fallback) {
  const words = cardWords(id);
  return words.card_name ? t(words.card_name) : String(fallback ?? id);
}

/** Everything a card says on hover: id, kind, names, ability and its text. */
function cardTitle(id) {
  const w = cardWords(id);
  const lines = [`${id} · ${w.kind_name ? t(w.kind_name) : ""}`];
  if (w.hazard_name) lines.push(tf("Hazard: {name}", { name: t(w.hazard_name) }));
  lines.push(w.hazard_name ? tf("Knowledge: {name}", { name: cardName(id) }) : cardName(id));
  if (w.ability_label) lines.push(`${t(w.ability_label)}: ${w.ability_text ? t(w.ability_text) : ""}`);
  return lines.join("\n");
}

export function render(view, ctx = {}) {
  TX = ctx.texts || {};
  const catalog = ctx.catalog || {};
  const root = el("div.friday");
  root.append(status(view));
  if (Array.isArray(view.offer) && view.offer.length) root.append(offer(view, catalog));
  if (view.fight) root.append(fight(view, catalog));
  root.append(pirates(view, catalog));
  root.append(piles(view, catalog));
  return root;
}

/** How to play's drawings: a hazard card with both sides and two fighting cards. */
export function illustrate(heading, ctx = {}) {
  if (heading !== "The cards") return null;
  TX = ctx.texts || {};
  const view = { step: "green" };
  const catalog = ctx.catalog || {};
  const fighting = ["R01", "H01"].filter((id) => lookup(catalog, id)).map((id) => fightCard({ id }, catalog));
  return el("div.cards.illustration", lookup(catalog, "H01") ? hazardCard("H01", catalog, view) : null, fighting);
}

function status(view) {
  const life = Number(view.life) || 0;
  const max = Number(view.max_life) || 22;
  const bar = el("div.bar.life-bar", el("div.bar-fill", { style: `width:${Math.max(0, Math.min(100, (100 * life) / max))}%` }));
  return el(
    "div.status-row",
    stat(t("Level"), view.level),
    el("div.stat", { title: word("hints", "step") }, el("span.stat-label", t("Step")), el("span.step-badge", { class: `step-${view.step}` }, word("steps", view.step, view.step ?? "—"))),
    el("div.stat.life", { title: word("hints", "life") }, el("span.stat-label", t("Life")), el("span.stat-value", `${view.life ?? "—"} / ${view.max_life ?? "—"}`), bar),
    stat(t("Phase"), word("phases", view.phase, view.phase)),
    stat(t("Pirates beaten"), view.pirates_beaten ?? 0),
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
  const words = cardWords(id);
  const values = Array.isArray(rec.hazard_values) ? rec.hazard_values : [];
  const current = stepIndex(view);
  const know = knowledgeSide(rec);
  return el(
    "div.card.hazard",
    { dataset: { card: id }, title: cardTitle(id) },
    el("div.card-id", id),
    el("div.card-name", words.hazard_name ? t(words.hazard_name) : rec.hazard || id),
    el("div.card-row", el("span.badge", { title: word("hints", "left") }, tf("{count} free", { count: rec.free_cards ?? "?" }))),
    el(
      "div.hazard-values",
      values.map((v, i) => el("span.hv", { class: `step-${STEPS[i]}${i === current ? " current" : ""}`, title: word("steps", STEPS[i]) }, String(v))),
    ),
    el(
      "div.knowledge",
      el("span.muted", t("win:"), " "),
      `${cardName(id, know.name)} ${know.value ?? ""}`,
      words.ability_label ? el("span.ability", { title: words.ability_text ? t(words.ability_text) : null }, t(words.ability_label)) : null,
    ),
    extra.note ? el("div.note", extra.note) : null,
  );
}

// The marks a fighting card can carry, and the hint that explains each.
const MARKS = { used: N_("used"), destroyed: N_("destroyed"), doubled: N_("doubled"), zeroed: N_("counts 0") };

/** A fighting card as the view shows it (id, value, marks); its words from the texts. */
function fightCard(card, catalog) {
  const rec = lookup(catalog, card.id) || {};
  const know = rec.hazard ? knowledgeSide(rec) : {};
  const words = cardWords(card.id);
  const value = card.value ?? know.value ?? rec.value;
  const kind = card.aging || String(card.id).startsWith("A") ? "aging" : String(card.id).startsWith("H") ? "knowledge" : "robinson";
  const marks = Object.keys(MARKS).filter((m) => card[m]);
  return el(
    "div.card.fighting",
    { class: [kind, ...marks.map((m) => `is-${m}`)].join(" "), dataset: { card: card.id }, title: cardTitle(card.id) },
    el("div.card-id", card.id),
    el("div.card-value", value === undefined || value === null ? "?" : String(value)),
    el("div.card-name", cardName(card.id, card.name ?? know.name ?? rec.name)),
    words.ability_label ? el("div.ability", t(words.ability_label)) : null,
    marks.length ? el("div.marks", marks.map((m) => el("span.mark", { title: word("hints", m, "") || null }, t(MARKS[m])))) : null,
  );
}

function offer(view, catalog) {
  return section(word("phases", "hazard"), el("div.cards", view.offer.map((id) => hazardCard(id, catalog, view))));
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
    el(
      "div.versus",
      { class: winning ? "winning" : "losing", title: t("Your fighting total against the hazard value") },
      el("span.total", String(f.total ?? "—")),
      el("span.vs", " : "),
      el("span.value", String(f.value ?? "—")),
    ),
    el("div.muted", winning ? t("enough to win") : tf("{count} short", { count: value - total })),
    el(
      "div.fight-stats",
      stat(t("Free draws left"), f.free_left),
      stat(t("Paid draw costs"), tf("{count} life", { count: f.draw_cost ?? 1 })),
      f.steps_down ? stat(t("Steps down"), f.steps_down) : null,
      f.stopped_by ? stat(t("Stopped by"), `${cardName(f.stopped_by)} ${f.stopped_by}`) : null,
      f.removal_budget ? stat(t("Removal budget"), f.removal_budget) : null,
    ),
    f.pending ? pending(f.pending, catalog) : null,
  );
  return section(
    word("phases", "fight"),
    el(
      "div.fight",
      el("div.enemy", enemy, info),
      el(
        "div.sides",
        el(
          "div.side.left",
          { title: word("hints", "left") },
          el("h4", t("Free (left)")),
          el("div.cards", (f.left || []).map((c) => fightCard(c, catalog)), (f.left || []).length ? null : el("span.muted", t("no cards yet"))),
        ),
        el(
          "div.side.right",
          { title: word("hints", "right") },
          el("h4", t("Paid (right)")),
          el("div.cards", (f.right || []).map((c) => fightCard(c, catalog)), (f.right || []).length ? null : el("span.muted", t("no cards"))),
        ),
      ),
    ),
  );
}

function pending(p, catalog) {
  const words = cardWords(p.source);
  return el(
    "div.pending",
    el("strong", t("Resolving:"), " "),
    words.ability_label ? t(words.ability_label) : "",
    p.source ? ` (${cardName(p.source)} ${p.source})` : "",
    Array.isArray(p.cards) && p.cards.length
      ? el("div.cards.small", p.cards.map((id) => el("span.chip", { title: chipTitle(id, catalog) }, id)))
      : null,
  );
}

function pirateCard(p, fighting = false) {
  const words = cardWords(p.id);
  return el(
    "div.card.pirate",
    { class: fighting ? "fighting-now" : null, dataset: { card: p.id }, title: cardTitle(p.id) },
    el("div.card-id", p.id),
    el("div.card-name", cardName(p.id, t("Pirate ship"))),
    el("div.card-row", el("span.badge", tf("{count} free", { count: p.free_cards ?? "?" })), el("span.badge.value", tf("value {value}", { value: p.value ?? p.hazard_value ?? "?" }))),
    words.ability_label ? el("div.ability", t(words.ability_label)) : null,
  );
}

function pirates(view) {
  return section(t("Pirates"), el("div.cards", (view.pirates || []).map((p) => pirateCard(p, view.fight && view.fight.enemy === p.id))));
}

function chipTitle(id, catalog) {
  return lookup(catalog, id) || cardWords(id).card_name ? cardTitle(id) : id;
}

function chips(ids, catalog) {
  if (!Array.isArray(ids) || ids.length === 0) return el("span.muted", t("none"));
  return el("div.chips", ids.map((id) => el("span.chip", { class: `kind-${String(id)[0]}`, title: chipTitle(id, catalog) }, id)));
}

function pile(label, hint, ids, catalog) {
  return el("div.pile", { title: hint ? word("hints", hint) : null }, el("span.pile-label", labelled(label), " "), chips(ids, catalog));
}

function piles(view, catalog) {
  const stack = view.stack || {};
  const counted = (label, value, hint) => el("div.stat", { title: hint ? word("hints", hint) : null }, el("span.stat-label", label), el("span.stat-value", value ?? "—"));
  return section(
    t("Piles"),
    el(
      "div.status-row",
      counted(t("Robinson's stack"), typeof stack === "object" ? stack.size : stack, "stack"),
      counted(t("Discard pile"), (view.discard || []).length, "discard"),
      counted(t("Aging pile"), view.aging_pile, "aging_pile"),
      counted(t("Aging cards owned"), view.aging_owned),
      counted(t("Aging cards taken (P09)"), view.aging_taken),
      counted(t("Hazard deck"), view.hazard_stack, "hazard_stack"),
      counted(t("Hazard discard"), (view.hazard_discard || []).length, "hazard_discard"),
    ),
    stack.known_top && stack.known_top.length ? pile(t("Known top of the stack"), null, stack.known_top, catalog) : null,
    stack.known_bottom && stack.known_bottom.length ? pile(t("Known bottom of the stack"), null, stack.known_bottom, catalog) : null,
    pile(t("Discard pile"), "discard", view.discard, catalog),
    pile(t("Hazard discard"), "hazard_discard", view.hazard_discard, catalog),
    pile(t("Removed"), "removed", view.removed, catalog),
  );
}
