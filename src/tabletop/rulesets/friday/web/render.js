// Friday: the fight (enemy, left/free and right/paid cards, total vs value), life, step,
// the two pirates, Robinson's piles and the hazard offer. Card facts come from the view
// (fighting cards) or the catalog (hazards, pirates, piles by id); every word from the game's
// texts (ctx.texts, msgids from /api/games) through t(): a card shows its translated name with
// its ASCII id, and explains itself in its title (hover or long press).
//
// The board is playable (docs/server.md, "Acting on the board"): every element that plays a
// move carries data-move with the move's exact notation from ctx.legal (an offered hazard, a
// pirate, the stack, a card in play, the fight's controls); sort's order is composed by
// clicking the cards seen (kept in this module, redrawn with ctx.redraw) and played by a
// confirm element that always carries a legal order. explain() says why a click plays nothing.
import { N_, el, labelled, lookup, readable, section, stat, t, tf } from "/static/js/common.js";

const STEPS = ["green", "yellow", "red"];
let TX = {}; // the game's texts: cards, steps, phases, hints, board words... (msgids)
let MOVES = new Map(); // the legal moves this seat may play now: notation -> label

// Sort's order being composed: the cards picked so far (top first) and the one to discard.
// `key` names the sort it belongs to; any other position starts afresh.
const sorting = { key: null, picked: [], drop: null };

/** A table's msgid for `key`, translated; `fallback` (or the key) when the table lacks it. */
function word(table, key, fallback) {
  const msgid = TX[table] && TX[table][key];
  return msgid ? t(msgid) : String(fallback ?? key ?? "");
}

/** A board word (texts.BOARD) with its placeholders filled. */
function say(key, values = {}) {
  const msgid = TX.board && TX.board[key];
  return msgid ? tf(msgid, values) : key;
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

/** The legal move `notation` if this seat may play it now, else null. */
function legal(notation) {
  return MOVES.has(notation) ? notation : null;
}

/** The first legal move of a card by one of `verbs` ("use H07", "on R14"...), else null. */
function cardMove(id, verbs) {
  for (const verb of verbs) if (MOVES.has(`${verb} ${id}`)) return `${verb} ${id}`;
  return null;
}

/** Make `node` play `move`: data-move, and its title ends with what the move does. */
function playable(node, move) {
  if (!move) return node;
  node.dataset.move = move;
  node.classList.add("playable");
  const label = MOVES.get(move);
  const line = label ? `${move}: ${readable(label)}` : move;
  node.title = node.title ? `${node.title}\n→ ${line}` : line;
  return node;
}

export function render(view, ctx = {}) {
  TX = ctx.texts || {};
  MOVES = new Map(ctx.moving && Array.isArray(ctx.legal) ? ctx.legal.map((a) => [String(a.notation), a.label]) : []);
  const sortingNow = view.fight && view.fight.pending && view.fight.pending.kind === "sort";
  if (!sortingNow) sorting.key = null; // the next sort starts from the order as seen
  const catalog = ctx.catalog || {};
  const root = el("div.friday");
  root.append(status(view));
  const prompt = promptFor(view);
  if (prompt) root.append(el("p.friday-prompt", { role: "status" }, prompt));
  if (Array.isArray(view.offer) && view.offer.length) root.append(offer(view, catalog));
  if (view.fight) root.append(fight(view, catalog, ctx));
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

/** What to do now, in a sentence, when this seat may move; null otherwise. */
function promptFor(view) {
  if (!MOVES.size) return null;
  const f = view.fight;
  if (view.phase === "hazard") return say(MOVES.has("skip") ? "prompt_last_hazard" : "prompt_hazard");
  if (view.phase === "pirate") return say("prompt_pirate");
  if (view.phase === "zero") return say("prompt_zero");
  if (view.phase === "remove") return say("prompt_remove", { count: f ? f.removal_budget : 0 });
  if (!f) return null;
  const p = f.pending;
  if (p) {
    if (p.kind === "target") return say("prompt_target", { ability: abilityWord(p.ability) });
    return say(`prompt_${p.kind}`);
  }
  if (MOVES.has("draw")) return say("prompt_draw");
  return say("prompt_paid");
}

/** The short label of an ability by the card data's word for it ("destroy" -> "Destroy 1"). */
function abilityWord(ability) {
  const entry = TX.abilities && TX.abilities[ability];
  return Array.isArray(entry) && entry[0] ? t(entry[0]) : String(ability ?? "");
}

/** The short label of a card's ability ("Destroy 1"), from its words. */
function abilityLabel(id) {
  const words = cardWords(id);
  return words.ability_label ? t(words.ability_label) : "";
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
  const skip = legal("skip");
  return section(
    word("phases", "hazard"),
    el(
      "div.cards.offer",
      view.offer.map((id) => playable(hazardCard(id, catalog, view), legal(`fight ${id}`))),
      skip ? control(say("skip"), skip, "skip") : null,
    ),
  );
}

/**
 * A control of the fight (stop, pay, end, done...): a button playing `move` when it is legal,
 * else, if `why` names a reason, a greyed control whose click explain() answers.
 */
function control(text, move, why) {
  if (move) return playable(el("button.fr-control", { type: "button" }, text), move);
  return el("span.fr-control.off", { dataset: { explain: why }, "aria-disabled": "true" }, text);
}

function fight(view, catalog, ctx) {
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
  );
  const side = (cards) => cards.map((c) => playable(fightCard(c, catalog), cardMove(c.id, ["use", "on", "copy", "zero", "remove"])));
  return section(
    word("phases", "fight"),
    el(
      "div.fight",
      el("div.enemy", enemy, info),
      controls(view),
      f.pending ? pending(f.pending, catalog, ctx) : null,
      el(
        "div.sides",
        el(
          "div.side.left",
          { title: word("hints", "left") },
          el("h4", t("Free (left)")),
          el("div.cards", side(f.left || []), (f.left || []).length ? null : el("span.muted", t("no cards yet"))),
        ),
        el(
          "div.side.right",
          { title: word("hints", "right") },
          el("h4", t("Paid (right)")),
          el("div.cards", side(f.right || []), (f.right || []).length ? null : el("span.muted", t("no cards"))),
        ),
      ),
    ),
  );
}

/** The fight's table: Robinson's stack to draw from, and stop, pay, end, done. */
function controls(view) {
  const f = view.fight;
  const size = view.stack && typeof view.stack === "object" ? view.stack.size : view.stack;
  const inFight = view.phase === "fight";
  const stack = el(
    "div.fr-stack",
    { dataset: { explain: "stack" }, title: word("hints", "stack") },
    el("span.fr-stack-back"),
    el("span.fr-stack-label", t("Robinson's stack")),
    el("span.fr-stack-count", say("cards", { count: size ?? "—" })),
    legal("draw") ? el("span.fr-stack-action", say("draw")) : null,
  );
  if (legal("draw")) {
    delete stack.dataset.explain;
    playable(stack, "draw");
  }
  const open = inFight && !f.pending && MOVES.size > 0; // a watcher or a replay gets no controls
  const freeOpen = Number(f.free_left) > 0 && !f.stopped_by;
  const endText = Number(f.total) >= Number(f.value) ? say("end_win") : say("end_lose", { count: Number(f.value) - Number(f.total) });
  return el(
    "div.fr-controls",
    inFight ? stack : null,
    open && freeOpen ? control(say("stop"), legal("stop"), "stop") : null,
    open ? control(say("pay", { cost: f.draw_cost ?? 1 }), legal("pay"), "pay") : null,
    open ? control(endText, legal("end"), "end") : null,
    legal("done") ? control(say(view.phase === "remove" ? "done_remove" : "done"), "done") : null,
  );
}

function pending(p, catalog, ctx) {
  const words = cardWords(p.source);
  const sortable = p.kind === "sort" && Array.isArray(p.cards) && [...MOVES.keys()].some((m) => m.startsWith("put"));
  return el(
    "div.pending",
    el("strong", t("Resolving:"), " "),
    words.ability_label ? t(words.ability_label) : "",
    p.source ? ` (${cardName(p.source)} ${p.source})` : "",
    sortable
      ? sorter(p, catalog, ctx)
      : Array.isArray(p.cards) && p.cards.length
        ? el("div.cards.small", p.cards.map((id) => el("span.chip", { title: chipTitle(id, catalog) }, id)))
        : null,
  );
}

/** Sort's notation for the cards kept (top first) and the one discarded, as actions.put writes it. */
function putNotation(kept, drop) {
  return ["put", kept.length ? kept.join(",") : null, drop ? `drop ${drop}` : null].filter(Boolean).join(" ");
}

/** The order composed so far: the picked cards first, then the others in the order seen. */
function composedOrder(seen) {
  const kept = seen.filter((id) => id !== sorting.drop);
  return [...sorting.picked.filter((id) => kept.includes(id)), ...kept.filter((id) => !sorting.picked.includes(id))];
}

/**
 * The sort ability: each card seen is a button (click in the order to put them back, top
 * first; click again to unpick), with a discard toggle; the confirm element carries the order
 * composed so far, so it is legal from the start (the order as seen).
 */
function sorter(p, catalog, ctx) {
  const seen = p.cards.map(String);
  const key = `${p.source}:${seen.join(",")}`;
  if (sorting.key !== key) Object.assign(sorting, { key, picked: [], drop: null });
  const redraw = () => (typeof ctx.redraw === "function" ? ctx.redraw() : null);
  const order = composedOrder(seen);
  const pick = (id) => () => {
    if (sorting.drop === id) sorting.drop = null;
    sorting.picked = sorting.picked.includes(id) ? sorting.picked.filter((x) => x !== id) : [...sorting.picked, id];
    redraw();
  };
  const reset = () => {
    Object.assign(sorting, { picked: [], drop: null });
    redraw();
  };
  const toggleDrop = (id) => () => {
    sorting.drop = sorting.drop === id ? null : id;
    sorting.picked = sorting.picked.filter((x) => x !== id);
    redraw();
  };
  const cards = seen.map((id) => {
    const dropped = sorting.drop === id;
    const place = order.indexOf(id);
    return el(
      "div.fr-sort-card",
      { class: dropped ? "is-dropped" : sorting.picked.includes(id) ? "is-picked" : null, dataset: { sortCard: id } },
      el(
        "button.fr-sort-pick",
        { type: "button", title: cardTitle(id), "aria-pressed": sorting.picked.includes(id) ? "true" : "false", onclick: pick(id) },
        el("span.fr-sort-place", dropped ? "✕" : String(place + 1)),
        el("span.card-id", id),
        el("span.card-name", cardName(id)),
      ),
      el("button.fr-sort-drop.small", { type: "button", "aria-pressed": dropped ? "true" : "false", onclick: toggleDrop(id) }, dropped ? say("sort_keep") : say("sort_drop")),
    );
  });
  const notation = putNotation(order, sorting.drop);
  const move = legal(notation) || legal(putNotation(seen, null));
  return el(
    "div.fr-sort",
    el("div.fr-sort-cards", cards),
    el(
      "div.fr-sort-actions",
      move ? playable(el("button.fr-control.fr-sort-confirm", { type: "button" }, say("sort_confirm"), " ", el("code", move.slice(4))), move) : null,
      sorting.picked.length || sorting.drop ? el("button.fr-sort-reset.small", { type: "button", onclick: reset }, say("sort_reset")) : null,
    ),
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
  return section(
    t("Pirates"),
    el("div.cards", (view.pirates || []).map((p) => playable(pirateCard(p, view.fight && view.fight.enemy === p.id), legal(`fight ${p.id}`)))),
  );
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

// ---------------------------------------------------------------- why a click plays nothing

/** All the fighting cards of the fight, left and right. */
function inPlay(f) {
  return [...(f.left || []), ...(f.right || [])];
}

/**
 * Why a click on `node` (a card, the stack or a greyed control) plays nothing now, in
 * Friday's words; null leaves the page's general sentence.
 */
export function explain(node, view, ctx = {}) {
  TX = ctx.texts || TX;
  MOVES = new Map(Array.isArray(ctx.legal) ? ctx.legal.map((a) => [String(a.notation), a.label]) : []);
  const f = view.fight;
  const why = node.dataset.explain;
  if (why && f) return explainControl(why, view, f);
  const id = node.dataset.card;
  if (!id) return null;
  if (f && f.enemy === id) return say("why_enemy", { value: f.value ?? "—" });
  if (id.startsWith("P")) return view.step === "pirates" ? say("why_pirate_next") : say("why_pirates_later");
  const card = f ? inPlay(f).find((c) => c.id === id) : null;
  return card ? explainCard(card, view, f) : null;
}

/** The stack, stop, pay and end (shown during a fight only), when they play nothing. */
function explainControl(why, view, f) {
  const p = f.pending;
  if (p) return p.kind === "sort" ? say("why_sort_confirm") : say("why_resolving", { ability: abilityLabel(p.source) });
  const freeOpen = Number(f.free_left) > 0 && !f.stopped_by;
  const cost = Number(f.draw_cost ?? 1);
  if (why === "stop") return say("why_stop_first");
  if (why === "pay") {
    if (freeOpen) return say("why_free_first", { count: f.free_left });
    return say("why_no_life", { cost, life: view.life ?? 0 });
  }
  if (why === "end") return freeOpen ? say("why_end_free") : say("why_pirate_short", { value: f.value ?? "—" });
  if (why === "stack") return MOVES.has("pay") ? say("why_no_free", { cost }) : say("why_no_life", { cost, life: view.life ?? 0 });
  return null;
}

/** A card in play that plays nothing: spent, without an ability, or not a target now. */
function explainCard(card, view, f) {
  const p = f.pending;
  if (view.phase === "remove") {
    if (card.destroyed) return say("why_destroyed_goes");
    return say("why_budget", { cost: card.aging ? 2 : 1, count: f.removal_budget ?? 0 });
  }
  if (view.phase === "zero") return say("why_not_tied");
  if (p) {
    if (p.kind === "sort") return say("why_sort_confirm");
    if (p.kind === "more" || p.kind === "replace") return say("why_resolving", { ability: abilityLabel(p.source) });
    if (card.id === p.source) return say("why_self");
    if (card.destroyed) return say("why_destroyed");
    if (p.kind === "copy") return say("why_not_copyable");
    if (card.doubled || p.ability === "double") return say("why_doubled");
    return say("why_resolving", { ability: abilityLabel(p.source) });
  }
  if (card.destroyed) return say("why_destroyed");
  const words = cardWords(card.id);
  if (!words.ability_label) return say("why_no_ability");
  if (card.aging || card.id.startsWith("A")) return say("why_aging");
  if (card.used) return say("why_used");
  return say("why_nothing_to_act_on");
}
