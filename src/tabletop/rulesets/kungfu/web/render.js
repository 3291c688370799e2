// Kung Fu: every seat's board (HP, ATK, DEF, HIT, AVO and the five tracks), the round's
// cards with their dice and conditions, rolls, hands and spent cards, initiative order and
// the exchange in progress. Card facts: the view's own `cards`, else the catalog.
import { el, lookup, readable, section, seatName, stat } from "/static/js/common.js";

// Text, not emoji: many systems (and CI browsers) have no colour-emoji font.
export const SYMBOLS = { hp: "HP", atk: "ATK", def: "DEF", hit: "HIT", avo: "AVO", counter: "☯" };
const TRACK_VALUES = {
  hp: [0, 4, 8, 12, 16, 20],
  atk: [0, 2, 4, 6, 8, 10],
  def: [0, 1, 2, 3, 4, 5],
  hit: [1, 2, 3, 4, 5, 6],
  avo: [1, 2, 3, 4, 5, 6],
};
const DIE = ["", "⚀", "⚁", "⚂", "⚃", "⚄", "⚅"];
const ATTACK_MARKS = new Set(["atk", "hit", "hp"]);

function conditionText(cond) {
  if (!cond) return "";
  if (typeof cond === "string") return readable(cond);
  switch (cond.kind) {
    case "none":
      return "no dice";
    case "faces":
      return (cond.faces || []).join(" ");
    case "equal":
      return Array(cond.dice || 0).fill("x").join(" ");
    case "any":
      return "xyzuvwt".slice(0, cond.dice || 0).split("").join(" ");
    case "sum":
      return `${Array(cond.dice || 0).fill("□").join("+")} ${cond.op} ${cond.value}`;
    case "open_sum":
      return `□+… ${cond.op} ${cond.value}`;
    default:
      return JSON.stringify(cond);
  }
}

function facts(id, view, catalog) {
  return (view.cards && view.cards[id]) || lookup(catalog, id) || {};
}

function die(face, cls = "") {
  return el("span.die", { class: cls, title: String(face) }, DIE[face] || String(face));
}

function boxMarks(box) {
  return Object.entries(box || {}).map(([mark, n]) => el("span.mark-box", { class: `mark-${mark}`, title: mark }, `${SYMBOLS[mark] || mark} ${n}`));
}

/** A technique card; `state` = {dice, met, used} for a round card. */
export function kfCard(id, view, catalog, state = null, extra = {}) {
  const f = facts(id, view, catalog);
  const side = Object.keys(f.box || {}).some((m) => ATTACK_MARKS.has(m)) ? "attack" : "defence";
  const cls = [side];
  if (state) {
    if (state.used) cls.push("is-used");
    if (state.met === true) cls.push("is-met");
    if (state.met === false) cls.push("is-unmet");
  }
  if (extra.cls) cls.push(extra.cls);
  return el(
    "div.card.kf",
    { class: cls.join(" "), dataset: { card: id }, title: `${id} ${f.name || ""}` },
    el("div.card-top", el("span.init", { title: "initiative" }, String(f.initiative ?? "?")), el("span.card-id", id), el("span.symbol", { class: `mark-${f.symbol}`, title: `track symbol: ${f.symbol}` }, SYMBOLS[f.symbol] || "")),
    el("div.card-name", f.name || id),
    el("div.condition", { title: "dice condition" }, conditionText(f.condition)),
    el("div.box-marks", boxMarks(f.box)),
    state && Array.isArray(state.dice) ? el("div.dice", state.dice.length ? state.dice.map((d) => die(d)) : el("span.muted.small", "no dice")) : null,
    state && (state.used || state.met !== undefined)
      ? el("div.card-state.small", state.met === true ? "met" : state.met === false ? "not met" : "", state.used ? " · used" : "")
      : null,
  );
}

function back(n) {
  return el("div.card-backs", { title: `${n} cards` }, Array.from({ length: Math.min(n, 10) }, () => el("span.card-back")), el("span.muted.small", ` ${n}`));
}

function nameOf(ctx, p) {
  const name = seatName(ctx.seats, p);
  return ctx.viewer !== null && ctx.viewer !== undefined && ctx.viewer === p ? `${name} (you)` : name;
}

export function render(view, ctx = {}) {
  const catalog = ctx.catalog || {};
  const c = { ...ctx, viewer: view.viewer ?? null };
  const root = el("div.kungfu");
  root.append(
    el(
      "div.status-row",
      stat("Round", `${view.round ?? "—"} / 3`),
      stat("Phase", view.phase),
      stat("Initiative order", (view.order || []).length ? view.order.map((p) => nameOf(c, p)).join(" → ") : "—"),
      (view.rolloff || []).length ? stat("Roll-off", view.rolloff.map((p) => nameOf(c, p)).join(", ")) : null,
      view.attacker !== null && view.attacker !== undefined ? stat("Attacking", nameOf(c, view.attacker)) : null,
      stat("Cards in the box", view.box),
    ),
  );
  if (view.exchange) root.append(exchange("Exchange in progress", view.exchange, view, catalog, c));
  if (view.last) root.append(exchange("Last exchange", view.last, view, catalog, c));
  if (view.draft) root.append(draft(view.draft, view, catalog));
  root.append(el("div.seats", (view.seats || []).map((s, i) => seatBoard(s, i, view, catalog, c))));
  return root;
}

function exchange(title, x, view, catalog, c) {
  const parts = [];
  if (x.attacker !== null && x.attacker !== undefined) parts.push(el("span", `${nameOf(c, x.attacker)} `));
  if (x.card) parts.push(el("span", "uses ", el("strong", `${x.card} ${facts(x.card, view, catalog).name || ""}`)));
  if (x.met === false) parts.push(el("span.muted", " (fizzled)"));
  if (x.target !== null && x.target !== undefined) parts.push(el("span", ` on ${nameOf(c, x.target)}`));
  if (x.defence) parts.push(el("span", "; defends with ", el("strong", `${x.defence} ${facts(x.defence, view, catalog).name || ""}`), x.defence_met === false ? el("span.muted", " (fizzled)") : null));
  const results = [];
  if (x.damage !== null && x.damage !== undefined) results.push(`damage ${x.damage}`);
  if (x.counter) results.push(`counter ${x.counter}`);
  for (const [k, v] of Object.entries(x.restored || {})) if (v) results.push(`${SYMBOLS[k] || k} +${v}`);
  return section(title, el("p.exchange", parts, results.length ? el("span.result-line", ` → ${results.join(", ")}`) : null));
}

function draft(d, view, catalog) {
  return section(
    `Draft: pick ${(d.step ?? 0) + 1}`,
    el("p.muted", `pack of ${d.pack_size ?? (d.pack || []).length}`),
    Array.isArray(d.pack) ? el("div.cards", d.pack.map((id) => kfCard(id, view, catalog))) : null,
  );
}

function track(name, count, s) {
  const values = TRACK_VALUES[name];
  const cur = name === "hit" ? `${s.hit}/${s.hit_max}` : name === "avo" ? `${s.avo}/${s.avo_max}` : name === "hp" ? `+${values[count] ?? "?"}` : String(s[name]);
  return el(
    "div.track",
    { dataset: { track: name } },
    el("span.track-label", name.toUpperCase()),
    el("span.track-pips", values.map((v, i) => el("span.pip", { class: i === count ? "on" : i < count ? "past" : "", title: `${i} symbols: ${v}` }, String(v)))),
    el("span.track-value", cur),
  );
}

function seatBoard(s, i, view, catalog, c) {
  const p = s.seat ?? i;
  const hp = Number(s.hp) || 0;
  const max = Number(s.max_hp) || 1;
  const cls = [`p${p}`];
  if (s.out) cls.push("is-out");
  if (s.to_move) cls.push("to-move");
  if (c.viewer === p) cls.push("viewer");
  if (view.exchange && view.exchange.attacker === p) cls.push("attacking");
  if (view.exchange && view.exchange.target === p) cls.push("targeted");
  return el(
    "section.panel.seat-board",
    { class: cls.join(" "), dataset: { seat: p } },
    el(
      "h3",
      el("span.seat-no", `P${p}`),
      nameOf(c, p),
      view.exchange && view.exchange.attacker === p ? el("span.badge.attack", "attacking") : null,
      view.exchange && view.exchange.target === p ? el("span.badge.attack", "attacked") : null, s.out ? el("span.badge.out", "out") : null, s.to_move ? el("span.badge.moving", "to move") : null, s.initiative !== null && s.initiative !== undefined ? el("span.badge", `initiative ${s.initiative}`) : null),
    el("div.hp-line", el("span.stat-label", "HP"), el("div.bar", el("div.bar-fill", { style: `width:${Math.max(0, Math.min(100, (100 * hp) / max))}%` })), el("span.stat-value", `${s.hp} / ${s.max_hp}`)),
    el("div.status-row.compact", stat("ATK", s.atk), stat("DEF", s.def), stat("HIT", `${s.hit}/${s.hit_max}`), stat("AVO", `${s.avo}/${s.avo_max}`)),
    s.tracks ? el("div.tracks", Object.keys(TRACK_VALUES).map((t) => track(t, s.tracks[t] ?? 0, s))) : null,
    Array.isArray(s.cards) && s.cards.length
      ? el("div", el("h4", "Round cards"), el("div.cards", s.cards.map((card) => kfCard(card.id, view, catalog, card))))
      : s.face_down
        ? el("div", el("h4", "Round cards"), back(s.face_down), el("span.muted.small", " face down"))
        : null,
    Array.isArray(s.roll) && s.roll.length
      ? el(
          "div.roll",
          el("span.stat-label", "Dice "),
          s.roll.map((d) => die(d)),
          Array.isArray(s.unplaced) ? el("span.muted.small", ` unplaced: `, s.unplaced.length ? s.unplaced.map((d) => die(d, "small")) : "none") : null,
        )
      : null,
    Array.isArray(s.hand)
      ? el("div", el("h4", `Hand (${s.hand.length})`), el("div.cards", s.hand.map((id) => kfCard(id, view, catalog))))
      : el("div.hand-backs", el("span.stat-label", "Hand "), back(s.hand_size || 0)),
    Array.isArray(s.spent) && s.spent.length
      ? el("details.spent", el("summary", `Spent (${s.spent.length})`), el("div.cards.small", s.spent.map((id) => kfCard(id, view, catalog, null, { cls: "spent" }))))
      : null,
  );
}
