// Kung Fu: every seat's board (HP, ATK, DEF, HIT, AVO and the five tracks), the round's
// cards with their dice and conditions, rolls, hands and spent cards, initiative order and
// the exchange in progress. Card facts: the view's own `cards`, else the catalog; every word
// from the game's texts (ctx.texts, msgids from /api/games) through t(): a card shows its
// translated name with its ASCII id, and each card, die, track and mark explains itself in its
// title (hover or long press).
import { N_, el, fill, lookup, readable, section, seatName, stat, t, tf } from "/static/js/common.js";

// Text, not emoji: many systems (and CI browsers) have no colour-emoji font. The letters are
// the symbols' short names (msgids, as the screen labels print them).
export const SYMBOLS = { hp: N_("HP"), atk: N_("ATK"), def: N_("DEF"), hit: N_("HIT"), avo: N_("AVO"), counter: "☯" };
let TX = {}; // the game's texts: cards, symbols, marks, hints, phases... (msgids)

function symbol(mark) {
  return SYMBOLS[mark] === "☯" ? "☯" : SYMBOLS[mark] ? t(SYMBOLS[mark]) : mark;
}

function word(table, key, fallback) {
  const entry = TX[table] && TX[table][key];
  const msgid = Array.isArray(entry) ? entry[0] : entry;
  return msgid ? t(msgid) : String(fallback ?? key ?? "");
}

/** A card's name in the page's language; a card of another card file keeps its own name. */
function cardName(id, f) {
  const words = TX.cards && TX.cards[id];
  return words && words.card_name ? t(words.card_name) : String((f && f.name) || id);
}

/** What a card does, line by line (condition, then each box mark), for its title. */
function cardLines(id) {
  const words = TX.cards && TX.cards[id];
  const lines = (words && words.ability_text) || [];
  return lines.map(([msgid, values]) => readable(fill(t(msgid), values)));
}
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
      return t("No dice");
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

function die(face, cls = "", unused = false) {
  const title = unused ? word("hints", "unused_die") : tf((TX.hints && TX.hints.die) || "{face}", { face });
  return el("span.die", { class: cls, title }, DIE[face] || String(face));
}

function boxMarks(box) {
  return Object.entries(box || {}).map(([mark, n]) =>
    el("span.mark-box", { class: `mark-${mark}`, title: readable(tf((TX.marks && TX.marks[mark]) || mark, { n })) }, `${symbol(mark)} ${n}`),
  );
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
  const kind = side === "attack" ? word("words", "attack_card") : word("words", "defence_card");
  const title = [`${id} ${cardName(id, f)} · ${kind}`, ...cardLines(id)];
  if (state && state.met === false) title.push(word("hints", "fizzled"));
  if (state && state.used) title.push(word("hints", "used_card"));
  return el(
    "div.card.kf",
    { class: cls.join(" "), dataset: { card: id }, title: title.join("\n") },
    el(
      "div.card-top",
      el("span.init", { title: `${word("words", "initiative")}: ${word("words", "initiative_help")}` }, String(f.initiative ?? "?")),
      el("span.card-id", id),
      el("span.symbol", { class: `mark-${f.symbol}`, title: TX.symbols && TX.symbols[f.symbol] ? t(TX.symbols[f.symbol][1]) : null }, f.symbol ? symbol(f.symbol) : ""),
    ),
    el("div.card-name", cardName(id, f)),
    el("div.condition", { title: word("words", "condition") }, conditionText(f.condition)),
    el("div.box-marks", boxMarks(f.box)),
    state && Array.isArray(state.dice) ? el("div.dice", state.dice.length ? state.dice.map((d) => die(d)) : el("span.muted.small", t("No dice"))) : null,
    state && (state.used || state.met !== undefined)
      ? el("div.card-state.small", state.met === true ? t("met") : state.met === false ? t("not met") : "", state.used ? ` · ${t("used")}` : "")
      : null,
  );
}

function back(n) {
  return el("div.card-backs", { title: tf("{count} cards", { count: n }) }, Array.from({ length: Math.min(n, 10) }, () => el("span.card-back")), el("span.muted.small", ` ${n}`));
}

function nameOf(ctx, p) {
  const name = seatName(ctx.seats, p);
  return ctx.viewer !== null && ctx.viewer !== undefined && ctx.viewer === p ? `${name} ${t("(you)")}` : name;
}

/** How to play's drawings: an attack card and a defence card of the project's set. */
export function illustrate(heading, ctx = {}) {
  if (heading !== "The cards") return null;
  TX = ctx.texts || {};
  const catalog = ctx.catalog || {};
  const ids = ["K02", "K39", "K66"].filter((id) => lookup(catalog, id));
  return el("div.cards.illustration", ids.map((id) => kfCard(id, {}, catalog)));
}

export function render(view, ctx = {}) {
  TX = ctx.texts || {};
  const catalog = ctx.catalog || {};
  const c = { ...ctx, viewer: view.viewer ?? null };
  const root = el("div.kungfu");
  root.append(
    el(
      "div.status-row",
      stat(word("words", "round"), `${view.round ?? "—"} / 3`),
      stat(t("Phase"), word("phases", view.phase, view.phase)),
      stat(t("Initiative order"), (view.order || []).length ? view.order.map((p) => nameOf(c, p)).join(" → ") : "—"),
      (view.rolloff || []).length ? stat(t("Roll-off"), view.rolloff.map((p) => nameOf(c, p)).join(", ")) : null,
      view.attacker !== null && view.attacker !== undefined ? stat(t("Attacking"), nameOf(c, view.attacker)) : null,
      stat(t("Cards in the box"), view.box),
    ),
  );
  if (view.exchange) root.append(exchange(t("Exchange in progress"), view.exchange, view, catalog, c));
  if (view.last) root.append(exchange(t("Last exchange"), view.last, view, catalog, c));
  if (view.draft) root.append(draft(view.draft, view, catalog));
  root.append(el("div.seats", (view.seats || []).map((s, i) => seatBoard(s, i, view, catalog, c))));
  return root;
}

function exchange(title, x, view, catalog, c) {
  const parts = [];
  if (x.attacker !== null && x.attacker !== undefined) parts.push(el("span", `${nameOf(c, x.attacker)} `));
  const fizzled = () => el("span.muted", { title: word("hints", "fizzled") }, ` (${t("fizzled")})`);
  if (x.card) parts.push(el("span", t("uses"), " ", el("strong", `${cardName(x.card, facts(x.card, view, catalog))} ${x.card}`)));
  if (x.met === false) parts.push(fizzled());
  if (x.target !== null && x.target !== undefined) parts.push(el("span", " ", tf("on {name}", { name: nameOf(c, x.target) })));
  if (x.defence) parts.push(el("span", "; ", t("defends with"), " ", el("strong", `${cardName(x.defence, facts(x.defence, view, catalog))} ${x.defence}`), x.defence_met === false ? fizzled() : null));
  const results = [];
  if (x.damage !== null && x.damage !== undefined) results.push(tf("damage {damage}", { damage: x.damage }));
  if (x.counter) results.push(tf("counter {damage}", { damage: x.counter }));
  for (const [k, v] of Object.entries(x.restored || {})) if (v) results.push(`${symbol(k)} +${v}`);
  return section(title, el("p.exchange", parts, results.length ? el("span.result-line", ` → ${results.join(", ")}`) : null));
}

function draft(d, view, catalog) {
  return section(
    tf("Draft: pick {pick}", { pick: (d.step ?? 0) + 1 }),
    el("p.muted", tf("pack of {count}", { count: d.pack_size ?? (d.pack || []).length })),
    Array.isArray(d.pack) ? el("div.cards", d.pack.map((id) => kfCard(id, view, catalog))) : null,
  );
}

function track(name, count, s) {
  const values = TRACK_VALUES[name];
  const cur = name === "hit" ? `${s.hit}/${s.hit_max}` : name === "avo" ? `${s.avo}/${s.avo_max}` : name === "hp" ? `+${values[count] ?? "?"}` : String(s[name]);
  return el(
    "div.track",
    { dataset: { track: name }, title: TX.symbols && TX.symbols[name] ? t(TX.symbols[name][1]) : null },
    el("span.track-label", symbol(name)),
    el("span.track-pips", values.map((v, i) => el("span.pip", { class: i === count ? "on" : i < count ? "past" : "", title: tf("{count} symbols: {value}", { count: i, value: v }) }, String(v)))),
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
      view.exchange && view.exchange.attacker === p ? el("span.badge.attack", t("attacking")) : null,
      view.exchange && view.exchange.target === p ? el("span.badge.attack", t("attacked")) : null,
      s.out ? el("span.badge.out", { title: word("hints", "knocked_out") }, word("words", "knocked_out")) : null,
      s.to_move ? el("span.badge.moving", t("to move")) : null,
      s.initiative !== null && s.initiative !== undefined ? el("span.badge", { title: word("hints", "initiative") }, tf((TX.labels && TX.labels.initiative) || "{initiative}", { initiative: s.initiative })) : null,
    ),
    el("div.hp-line", el("span.stat-label", symbol("hp")), el("div.bar", el("div.bar-fill", { style: `width:${Math.max(0, Math.min(100, (100 * hp) / max))}%` })), el("span.stat-value", `${s.hp} / ${s.max_hp}`)),
    el(
      "div.status-row.compact",
      stat(symbol("atk"), s.atk),
      stat(symbol("def"), s.def),
      el("div", { title: word("hints", "hit") }, stat(symbol("hit"), `${s.hit}/${s.hit_max}`)),
      el("div", { title: word("hints", "avo") }, stat(symbol("avo"), `${s.avo}/${s.avo_max}`)),
    ),
    s.tracks ? el("div.tracks", Object.keys(TRACK_VALUES).map((t) => track(t, s.tracks[t] ?? 0, s))) : null,
    Array.isArray(s.cards) && s.cards.length
      ? el("div", el("h4", t("Round cards")), el("div.cards", s.cards.map((card) => kfCard(card.id, view, catalog, card))))
      : s.face_down
        ? el("div", el("h4", t("Round cards")), back(s.face_down), el("span.muted.small", " ", t("face down")))
        : null,
    Array.isArray(s.roll) && s.roll.length
      ? el(
          "div.roll",
          el("span.stat-label", word("words", "dice"), " "),
          s.roll.map((d) => die(d)),
          Array.isArray(s.unplaced) ? el("span.muted.small", " ", t("unplaced:"), " ", s.unplaced.length ? s.unplaced.map((d) => die(d, "small", true)) : t("none")) : null,
        )
      : null,
    Array.isArray(s.hand)
      ? el("div", { title: word("hints", "hand") }, el("h4", `${word("words", "hand")} (${s.hand.length})`), el("div.cards", s.hand.map((id) => kfCard(id, view, catalog))))
      : el("div.hand-backs", el("span.stat-label", word("words", "hand"), " "), back(s.hand_size || 0)),
    Array.isArray(s.spent) && s.spent.length
      ? el(
          "details.spent",
          { title: word("hints", "spent") },
          el("summary", `${word("words", "spent")} (${s.spent.length})`),
          el("div.cards.small", s.spent.map((id) => kfCard(id, view, catalog, null, { cls: "spent" }))),
        )
      : null,
  );
}
