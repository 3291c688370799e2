// Friday: the island table. The decision of the moment comes first (the prompt, then the two
// offered hazards, the pirate ships to choose, or the fight with Robinson's free cards left of
// the hazard and his paid ones right of it), then the step cards and the life track, the pirate
// ships still to come, and the piles. Every card is drawn as its kind looks in the box: a
// hazard with its free-draw box and its three step values over its knowledge side, Robinson's
// fighting cards by strength, aging cards dark, pirate ships at sea; icons come from Friday's
// sprite (web/icons.svg, game-icons.net, docs/credits.md). Card facts come from the view
// (fighting cards) or the catalog (hazards, pirates, piles); every word is a msgid of the game's
// texts (ctx.texts) through t(): a card's id is only a small corner mark, and its title
// explains it in words (hover or long press).
//
// The board is playable (docs/server.md, "Acting on the board"): every element that plays a
// move carries data-move with the move's exact notation from ctx.legal (an offered hazard, a
// pirate, the stack, a card in play, the fight's controls); sort's order is composed by
// clicking the cards seen (kept in this module, redrawn with ctx.redraw) and played by a
// confirm element that always carries a legal order. explain() says why a click plays nothing.
import { el, icon as spriteIcon, lookup, quote, svg, t, tf } from "/static/js/common.js";

const STEPS = ["green", "yellow", "red"];
const LIFE_TOKENS = 22; // the box's life tokens: life, the stock, and at level 4 two put away

// The drawing on a hazard card, by its title (the card data's spelling).
const HAZARD_ART = {
  "With the raft to the wreck": "raft",
  "Exploring the island": "island",
  "Further exploring the island": "jungle",
  "Wild animals": "wolf-head",
  Cannibals: "tribal-mask",
};

// An ability's icon, by the card data's word for it (pirates' rules by their text).
const ABILITY_ICONS = {
  "+1 life": "heart-plus",
  "+2 life": "heart-plus",
  "+1 card": "card-draw",
  "+2 cards": "card-draw",
  destroy: "card-burn",
  double: "upgrade",
  copy: "mirror-mirror",
  "step -1": "armor-downgrade",
  "sort 3 cards": "spyglass",
  exchange: "card-exchange",
  "exchange x2": "card-exchange",
  "below the pile": "fall-down",
  "-1 life": "heart-minus",
  "-2 life": "heart-minus",
  "highest card = 0": "shattered-sword",
  stop: "halt",
  "each additional card costs 2 life": "heart-drop",
  "only half of the face-up fighting cards count (aging cards must be among them)": "divided-square",
  "+1 fighting value for each face-up fighting card": "stack",
  "hazard value = 2 x each aging card added to Robinson's stack": "hourglass",
  "fight all remaining hazards: free cards and red hazard values summed": "hazard-sign",
};

// A fighting card's kind -> its icon and its word (ON_THE_TABLE).
const KINDS = { robinson: ["footprint", "starting"], knowledge: ["light-bulb", "knowledge"], aging: ["sands-of-time", "aging"] };
const MARKS = ["used", "destroyed", "doubled", "zeroed"];

let TX = {}; // the game's texts: cards, steps, phases, board words... (msgids)
let MOVES = new Set(); // the notations of the moves this seat may play now

// Sort's order being composed: the cards picked so far (top first) and the one to discard.
// `key` names the sort it belongs to; any other position starts afresh.
const sorting = { key: null, picked: [], drop: null };

// ---------------------------------------------------------------- words and drawing helpers

/** A word of the drawn table (texts.ON_THE_TABLE) with its placeholders filled. */
function look(key, values = {}) {
  const msgid = TX.on_the_table && TX.on_the_table[key];
  return msgid ? tf(msgid, values) : key;
}

/** A short caption whose bracketed aside (（1枚につき-5点）, (-5 points each)) stays whole: the
 * line may break before the bracket, never inside it, so a number keeps its counter. */
function keepAsides(text) {
  return el("span", ...String(text).split(/([（(][^）)]*[）)])/).filter(Boolean).map((part) => (/^[（(]/.test(part) ? el("span.fr-aside", part) : part)));
}

/** A board word of the prompts, controls and reasons (texts.BOARD) with its placeholders filled. */
function say(key, values = {}) {
  const msgid = TX.board && TX.board[key];
  return msgid ? tf(msgid, values) : key;
}

/** A table's msgid for `key`, translated; `fallback` (or the key) when the table lacks it. */
function word(table, key, fallback) {
  const msgid = TX[table] && TX[table][key];
  return msgid ? t(msgid) : String(fallback ?? key ?? "");
}

function cardWords(id) {
  return (TX.cards && TX.cards[id]) || {};
}

/** A card's name in the page's language (its fighting side: a hazard's knowledge side). */
function cardName(id) {
  const words = cardWords(id);
  return words.card_name ? t(words.card_name) : String(id);
}

function hazardName(id) {
  const words = cardWords(id);
  return words.hazard_name ? t(words.hazard_name) : String(id);
}

/** The short label of a card's ability ("Destroy 1"), from its words; "" without one. */
function abilityLabel(id) {
  const words = cardWords(id);
  return words.ability_label ? t(words.ability_label) : "";
}

/** The short label of an ability by the card data's word for it ("destroy" -> "Destroy 1"). */
function abilityWord(ability) {
  const entry = TX.abilities && TX.abilities[ability];
  return Array.isArray(entry) && entry[0] ? t(entry[0]) : String(ability ?? "");
}

/** "Destroy 1: Turn another face-up...": a card's ability in one line, or null. */
function abilityLine(id) {
  const words = cardWords(id);
  if (!words.ability_label) return null;
  return look("ability_line", { ability: t(words.ability_label), text: words.ability_text ? t(words.ability_text) : "" });
}

/** An icon of Friday's sprite, coloured as the text around it (common.js icon()). */
function icon(name, { label } = {}) {
  return spriteIcon("friday", name, { label, cls: `fr-icon icon-${name}` });
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

/** Make `node` play `move` (data-move); `says`, what the click does in words, ends its title. */
function playable(node, move, says) {
  if (!move) return node;
  node.dataset.move = move;
  node.classList.add("playable");
  if (says) node.title = node.title ? `${node.title}\n→ ${says}` : says;
  return node;
}

/** A number as the cards print it: a true minus sign for negative values. */
function printed(value) {
  if (value === null || value === undefined || value === "") return "?";
  const n = Number(value);
  return Number.isFinite(n) && n < 0 ? `−${-n}` : String(value);
}

function stepIndex(view) {
  const i = STEPS.indexOf(view.step);
  return i < 0 ? 2 : i;
}

// ---------------------------------------------------------------- the board

export function render(view, ctx = {}) {
  TX = ctx.texts || {};
  MOVES = new Set(ctx.moving && Array.isArray(ctx.legal) ? ctx.legal.map((a) => String(a.notation)) : []);
  const sortingNow = view.fight && view.fight.pending && view.fight.pending.kind === "sort";
  if (!sortingNow) sorting.key = null; // the next sort starts from the order as seen
  const catalog = ctx.catalog || {};
  const choosingPirate = view.phase === "pirate";
  const root = el("div.friday");
  const prompt = promptFor(view); // a watcher or a replay has none: the zones' headings say it
  if (prompt) root.append(el("p.friday-prompt", { role: "status" }, icon("footprint"), el("span", prompt)));
  if (Array.isArray(view.offer) && view.offer.length) root.append(offer(view, catalog));
  if (choosingPirate) root.append(pirates(view, catalog, true));
  if (view.fight) root.append(fight(view, catalog, ctx));
  root.append(camp(view));
  if (!choosingPirate) root.append(pirates(view, catalog, false));
  root.append(piles(view, catalog));
  // Cards to click stand out; the other cards step back while a choice among cards is open.
  if (root.querySelector(".fr-card[data-move]")) root.classList.add("is-choosing");
  return root;
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

/** A zone of the table: a heading (with its icon) and what lies there. */
function zone(cls, heading, iconName, ...children) {
  return el(`section.fr-zone.${cls}`, el("h3.fr-zone-head", iconName ? icon(iconName) : null, el("span", heading)), ...children);
}

// ---------------------------------------------------------------- cards

/** A fighting card's kind: a starting card, a knowledge card (a beaten hazard) or an aging card. */
function fightingKind(card, rec) {
  if (card.aging || rec.kind === "aging") return "aging";
  return rec.kind === "hazard" ? "knowledge" : "robinson";
}

/** How strong a fighting value is: the cards' discs are coloured by it. */
function strength(value) {
  const n = Number(value);
  if (n >= 2) return "is-strong";
  if (n === 1) return "is-fair";
  return n < 0 ? "is-negative" : "is-weak";
}

/** The fighting value in its disc, with what doubles or zeroes it. */
function valueDisc(value, card = {}) {
  return el(
    "span.fr-value",
    { class: strength(value) },
    el("span.fr-value-num", printed(value)),
    card.doubled ? el("span.fr-value-note", "×2") : null,
    card.zeroed ? el("span.fr-value-note", "→0") : null,
  );
}

/** An ability as the card prints it: its icon, then its short label. */
function abilityBand(ability, id, cls = "fr-ability") {
  const label = id ? abilityLabel(id) : abilityWord(ability);
  if (!label) return null;
  return el(`div.${cls}`, icon(ABILITY_ICONS[ability] || "hazard-sign"), el("span.fr-ability-label", label));
}

/** Everything a fighting card says on hover: kind, name, value, ability. */
function fightingTitle(id, kind, value) {
  return [look(KINDS[kind][1]), cardName(id), look("fighting_line", { value: printed(value) }), abilityLine(id)].filter(Boolean).join("\n");
}

/** A fighting card as the view shows it (id, value, marks): its kind's look, its value's disc. */
function fightCard(card, catalog) {
  const id = String(card.id);
  const rec = lookup(catalog, id) || {};
  const kind = fightingKind(card, rec);
  const value = card.value ?? rec.value;
  const ability = card.ability ?? rec.ability;
  const marks = MARKS.filter((m) => card[m]);
  const [kindIcon, kindWord] = KINDS[kind];
  const classes = [`fr-${kind}`, strength(value), ...marks.map((m) => `is-${m}`)].join(" ");
  const attrs = { class: classes, dataset: { card: id, kind }, title: fightingTitle(id, kind, value) };
  if (card.destroyed) {
    // Destroyed: turned face down (it counts 0); its name stays on a tag to tell which it was.
    const tag = el("div.fr-destroyed-tag", el("span.fr-mark", look("destroyed")), el("span.card-name", cardName(id)));
    return el("div.card.fighting.fr-card", attrs, el("div.fr-back"), tag, el("span.card-id", id));
  }
  return el(
    "div.card.fighting.fr-card",
    attrs,
    el("div.fr-card-head", valueDisc(value, card), el("span.fr-kind", icon(kindIcon, { label: look(kindWord) }))),
    el("div.card-name", cardName(id)),
    ability ? abilityBand(ability, id) : null,
    marks.length ? el("div.marks", marks.map((m) => el("span.fr-mark", { class: `mark-${m}`, title: word("hints", m, "") || null }, look(m)))) : null,
    el("span.card-id", id),
  );
}

/** The white box of a hazard or pirate card: how many cards are drawn free. */
function freeBox(count) {
  return el("div.fr-free", el("span.fr-free-num", printed(count)), el("span.fr-free-label", look("free_draws")));
}

/** Everything a hazard card says on hover: both sides, in words. */
function hazardTitle(id, rec) {
  const [green, yellow, red] = (rec.hazard_values || []).map(printed);
  return [
    look("hazard"),
    hazardName(id),
    look("hazard_line", { free: printed(rec.free_cards), green, yellow, red }),
    look("knowledge_line", { name: quote(cardName(id)), value: printed(rec.value) }),
    abilityLine(id),
  ]
    .filter(Boolean)
    .join("\n");
}

/**
 * A hazard card as printed: its title and drawing, the free-draw box on the left, the hazard
 * values of the green, yellow and red steps on the right (the one read now stands out: the
 * step, lowered by Step -1 in a fight), and below, its knowledge side with value and ability.
 */
function hazardCard(id, catalog, view, stepsDown = 0) {
  const rec = lookup(catalog, id) || {};
  const art = HAZARD_ART[rec.hazard] || "hazard-sign";
  const values = Array.isArray(rec.hazard_values) ? rec.hazard_values : [];
  const now = view.step === "pirates" ? -1 : Math.max(0, stepIndex(view) - Number(stepsDown || 0));
  const steps = values.map((v, i) => {
    const step = word("steps", STEPS[i], STEPS[i]);
    const said = look(i === now ? "step_value_now" : "step_value", { step, value: printed(v) });
    return el("span.fr-step", { class: `fr-step-${STEPS[i]}${i === now ? " is-now" : ""}`, title: said, "aria-label": said }, printed(v));
  });
  return el(
    "div.card.hazard.fr-card.fr-big",
    { dataset: { card: id, kind: "hazard" }, title: hazardTitle(id, rec) },
    el("div.fr-big-title", icon(art), el("span.fr-big-name", hazardName(id))),
    el("div.fr-big-body", freeBox(rec.free_cards), el("span.fr-art", icon(art)), el("div.fr-steps", steps)),
    el(
      "div.fr-knowledge-side",
      el("div.fr-becomes", icon("light-bulb"), el("span", look("becomes"))),
      el("div.fr-knowledge-row", valueDisc(rec.value), el("span.card-name", cardName(id))),
      rec.ability ? abilityBand(rec.ability, id) : null,
    ),
    el("span.card-id", id),
  );
}

/** A pirate ship: its free-draw box, its one hazard value and its special rule. */
function pirateCard(p, catalog, fighting = false) {
  const rec = lookup(catalog, p.id) || {};
  const free = p.free_cards ?? rec.free_cards;
  const value = p.value ?? (Array.isArray(rec.hazard_values) ? rec.hazard_values[0] : null);
  const ability = p.ability ?? rec.ability;
  const title = [look("pirate"), look("pirate_line", { free: printed(free), value: printed(value) }), abilityLine(p.id)].filter(Boolean).join("\n");
  const said = look("hazard_value");
  return el(
    "div.card.pirate.fr-card.fr-big",
    { class: fighting ? "is-enemy" : null, dataset: { card: p.id, kind: "pirate" }, title },
    el("div.fr-big-title", icon("pirate-flag"), el("span.fr-big-name", look("pirate"))),
    el("div.fr-big-body", freeBox(free), el("span.fr-art", icon("galleon")), el("div.fr-steps", el("span.fr-step.fr-step-pirate.is-now", { title: said, "aria-label": said }, printed(value)))),
    ability ? abilityBand(ability, p.id, "fr-pirate-rule") : null,
    el("span.card-id", p.id),
  );
}

// ---------------------------------------------------------------- the decision zones

function offer(view, catalog) {
  const skip = legal("skip");
  const says = look(view.offer.length > 1 ? "click_fight" : "click_fight_last");
  return zone(
    "fr-offer",
    word("phases", "hazard"),
    "hazard-sign",
    el(
      "div.fr-row.offer",
      view.offer.map((id) => playable(hazardCard(id, catalog, view), legal(`fight ${id}`), says)),
      skip ? control(say("skip"), skip, "skip") : null,
    ),
  );
}

/**
 * A control of the fight (stop, pay, end, done...): a button playing `move` when it is legal,
 * else, if `why` names a reason, a greyed control whose click explain() answers.
 */
function control(text, move, why, iconName) {
  const inside = [iconName ? icon(iconName) : null, el("span", text)];
  if (move) return playable(el("button.fr-control", { type: "button" }, inside), move);
  return el("span.fr-control.off", { dataset: { explain: why }, "aria-disabled": "true" }, inside);
}

/** Which verbs a card in the fight answers to now, and what its click does, in words. */
function cardAction(card, view) {
  const f = view.fight;
  const move = cardMove(card.id, ["use", "on", "copy", "zero", "remove"]);
  if (!move) return [null, null];
  const verb = move.split(" ")[0];
  const p = f.pending;
  const says = {
    use: () => look("click_use", { ability: quote(abilityLabel(card.id)) }),
    on: () => look("click_on", { ability: quote(p ? abilityWord(p.ability) : "") }),
    copy: () => look("click_copy", { ability: quote(abilityLabel(card.id)) }),
    zero: () => look("click_zero"),
    remove: () => look("click_remove", { cost: card.aging ? 2 : 1, budget: f.removal_budget ?? 0 }),
  }[verb];
  return [move, says()];
}

function fight(view, catalog, ctx) {
  const f = view.fight;
  const enemyId = String(f.enemy ?? "");
  let enemy = null;
  if (f.pirate || enemyId.startsWith("P")) {
    const p = (view.pirates || []).find((x) => x.id === enemyId) || { id: enemyId };
    enemy = pirateCard(p, catalog, true);
  } else if (enemyId) enemy = hazardCard(enemyId, catalog, view, f.steps_down);
  const side = (cards, cls, label, hint) =>
    el(
      `div.side.${cls}`,
      { title: word("hints", hint) || null },
      el("h4.fr-side-head", label),
      el(
        "div.cards.fr-row",
        cards.map((c) => {
          const [move, says] = cardAction(c, view);
          return playable(fightCard(c, catalog), move, says);
        }),
        cards.length ? null : el("span.fr-empty", look("no_cards")),
      ),
    );
  return zone(
    "fr-fight-zone",
    word("phases", "fight"),
    "crossed-swords",
    el(
      "div.fight",
      el("div.fr-enemy", enemy, tally(view)),
      f.pending ? pending(f.pending, catalog, ctx) : null,
      controls(view),
      side(f.left || [], "left", look("left"), "left"),
      side(f.right || [], "right", look("right"), "right"),
    ),
  );
}

/** The fight's count: Robinson's total against the value to reach, and what else bears on it. */
function tally(view) {
  const f = view.fight;
  const total = Number(f.total);
  const value = Number(f.value);
  const winning = total >= value;
  const read = f.steps_down && !f.pirate ? STEPS[Math.max(0, stepIndex(view) - Number(f.steps_down))] : null;
  const fact = (text, iconName) => el("li", iconName ? icon(iconName) : null, el("span", text));
  return el(
    "div.fr-tally",
    { class: winning ? "winning" : "losing" },
    el(
      "div.fr-score",
      el("div.fr-score-part", el("span.fr-total", printed(f.total)), el("span.fr-score-label", look("fighting_total"))),
      icon("crossed-swords"),
      el("div.fr-score-part", el("span.fr-target", printed(f.value)), el("span.fr-score-label", look("hazard_value"))),
    ),
    el("p.fr-verdict", winning ? look("enough") : look("short", { count: value - total })),
    el(
      "ul.fr-facts",
      fact(look("free_left", { count: f.free_left ?? 0 }), "card-draw"),
      f.draw_cost ? fact(look("draw_cost", { count: f.draw_cost }), "heart-drop") : null,
      read ? fact(look("read_as", { step: word("steps", read, read) }), "armor-downgrade") : null,
      f.stopped_by ? fact(look("stopped_by", { name: quote(cardName(f.stopped_by)) }), "halt") : null,
      f.removal_budget ? fact(look("budget", { count: f.removal_budget }), "cancel") : null,
    ),
  );
}

/** The fight's table: Robinson's stack to draw from, and stop, pay, end, done. */
function controls(view) {
  const f = view.fight;
  const size = view.stack && typeof view.stack === "object" ? view.stack.size : view.stack;
  const inFight = view.phase === "fight";
  const drawable = legal("draw");
  const stack = el(
    "div.fr-stack",
    { dataset: drawable ? {} : { explain: "stack" }, title: word("hints", "stack") },
    el("span.fr-stack-back", icon("footprint")),
    el("span.fr-stack-label", look("stack")),
    el("span.fr-stack-count", look("cards_left", { count: size ?? "—" })),
    drawable ? el("span.fr-stack-action", say("draw")) : null,
  );
  playable(stack, drawable, drawable ? look("click_draw") : null);
  const open = inFight && !f.pending && MOVES.size > 0; // a watcher or a replay gets no controls
  const freeOpen = Number(f.free_left) > 0 && !f.stopped_by;
  const endText = Number(f.total) >= Number(f.value) ? say("end_win") : say("end_lose", { count: Number(f.value) - Number(f.total) });
  return el(
    "div.fr-controls",
    inFight || drawable ? stack : null,
    open && freeOpen ? control(say("stop"), legal("stop"), "stop", "halt") : null,
    open ? control(say("pay", { cost: f.draw_cost ?? 1 }), legal("pay"), "pay", "heart-drop") : null,
    open ? control(endText, legal("end"), "end", "crossed-swords") : null,
    legal("done") ? control(say(view.phase === "remove" ? "done_remove" : "done"), "done") : null,
  );
}

/** The ability being carried out: which, from which card, and sort's composer. */
function pending(p, catalog, ctx) {
  const rec = lookup(catalog, p.source) || {};
  const ability = p.ability || rec.ability; // a copy resolves the ability it copies
  const label = p.ability ? abilityWord(p.ability) : abilityLabel(p.source);
  const sortable = p.kind === "sort" && Array.isArray(p.cards) && [...MOVES].some((m) => m.startsWith("put"));
  return el(
    "div.pending.fr-pending",
    el("p.fr-pending-head", icon(ABILITY_ICONS[ability] || "hazard-sign"), el("span", look("resolving", { ability: quote(label), name: quote(cardName(p.source)) }))),
    sortable ? sorter(p, ctx) : Array.isArray(p.cards) && p.cards.length ? el("div.fr-chips", p.cards.map((id) => fightingChip(id, catalog))) : null,
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
function sorter(p, ctx) {
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
  const catalog = ctx.catalog || {};
  const cards = seen.map((id) => {
    const dropped = sorting.drop === id;
    const place = order.indexOf(id);
    const rec = lookup(catalog, id) || {};
    const kind = fightingKind({}, rec);
    return el(
      "div.fr-sort-card",
      { class: dropped ? "is-dropped" : sorting.picked.includes(id) ? "is-picked" : null, dataset: { sortCard: id } },
      el(
        "button.fr-sort-pick",
        { type: "button", class: `fr-${kind}`, title: fightingTitle(id, kind, rec.value), "aria-pressed": sorting.picked.includes(id) ? "true" : "false", onclick: pick(id) },
        el("span.fr-sort-place", dropped ? "✕" : String(place + 1)),
        valueDisc(rec.value),
        el("span.card-name", cardName(id)),
      ),
      el("button.fr-sort-drop.small", { type: "button", "aria-pressed": dropped ? "true" : "false", onclick: toggleDrop(id) }, dropped ? say("sort_keep") : say("sort_drop")),
    );
  });
  const move = legal(putNotation(order, sorting.drop)) || legal(putNotation(seen, null));
  return el(
    "div.fr-sort",
    el("p.fr-sort-note", look("sort_top")),
    el("div.fr-sort-cards", cards),
    el(
      "div.fr-sort-actions",
      move ? playable(el("button.fr-control.fr-sort-confirm", { type: "button" }, look("sort_confirm")), move) : null,
      sorting.picked.length || sorting.drop ? el("button.fr-sort-reset.small", { type: "button", onclick: reset }, say("sort_reset")) : null,
    ),
  );
}

// ---------------------------------------------------------------- the camp: steps and life

/** The step cards and the life track, with the level played. */
function camp(view) {
  return el("section.fr-zone.fr-camp", stepCards(view), lifeTrack(view), el("p.fr-level", look("level", { level: view.level ?? "—" })));
}

/** The step cards as they lie: green on yellow on red, the ones passed put away. */
function stepCards(view) {
  const at = view.step === "pirates" ? 3 : stepIndex(view);
  const left = STEPS.slice(at);
  const name = view.step === "pirates" ? look("pirates_step") : word("steps", view.step, view.step ?? "");
  const cards = left
    .slice()
    .reverse()
    .map((step) => el("span.fr-step-card", { class: `fr-step-card-${step}` }));
  return el(
    "div.fr-step-cards",
    { title: word("hints", "step") || null },
    el("div.fr-step-pile", { role: "img", "aria-label": look("step_cards", { step: name }) }, cards.length ? cards : el("span.fr-step-card.fr-step-card-pirates", icon("pirate-flag"))),
    el("span.fr-step-name", name),
  );
}

/** The life track: one token per life point, the stock's empty places, and the tokens put away. */
function lifeTrack(view) {
  const life = Math.max(0, Number(view.life) || 0);
  const max = Math.max(life, Number(view.max_life) || LIFE_TOKENS);
  const stock = Math.max(0, max - life);
  const boxed = Math.max(0, LIFE_TOKENS - max);
  const perRow = 11;
  const tokens = [];
  for (let i = 0; i < Math.max(LIFE_TOKENS, max); i++) {
    const cls = i < life ? "fr-token" : i < max ? "fr-token-stock" : "fr-token-boxed";
    tokens.push(svg("circle", { class: cls, cx: 9 + (i % perRow) * 20, cy: 9 + Math.floor(i / perRow) * 20, r: 7.5 }));
  }
  const rows = Math.ceil(tokens.length / perRow);
  return el(
    "div.fr-life",
    { title: word("hints", "life") || null },
    el("div.fr-life-head", icon("hearts"), el("span.fr-life-label", look("life")), el("span.fr-life-num", { dataset: { hp: "" } }, String(life)), el("span.fr-life-max", `/ ${max}`)),
    svg("svg", { class: "fr-life-track", viewBox: `0 0 ${perRow * 20 - 2} ${rows * 20 - 2}`, role: "img", "aria-label": look("life_of", { life, max }) }, tokens),
    el("p.fr-life-stock", el("span", look("stock", { count: stock })), boxed ? el("span", look("boxed", { count: boxed })) : null),
  );
}

// ---------------------------------------------------------------- pirates and piles

/** The two pirate ships still to fight (the one fought now lies in the fight), and the beaten. */
function pirates(view, catalog, deciding) {
  const enemy = view.fight && view.fight.enemy;
  const ships = (view.pirates || []).filter((p) => p.id !== enemy);
  const beaten = Number(view.pirates_beaten) || 0;
  const wrecks = Array.from({ length: beaten }, () => el("div.fr-wreck", icon("ship-wreck"), el("span", look("beaten"))));
  return zone(
    deciding ? "fr-pirates.is-deciding" : "fr-pirates",
    look("pirates"),
    "pirate-flag",
    el(
      "div.fr-row",
      ships.map((p) => playable(pirateCard(p, catalog), legal(`fight ${p.id}`), look("click_pirate"))),
      wrecks,
    ),
    view.step === "pirates" ? null : el("p.fr-note", look("pirates_later")),
  );
}

/** A hazard card of a pile, small: its drawing and title. */
function hazardChip(id, catalog) {
  const rec = lookup(catalog, id) || {};
  return el("span.fr-chip.hazard", { title: hazardTitle(id, rec) }, icon(HAZARD_ART[rec.hazard] || "hazard-sign"), el("span", hazardName(id)));
}

/** A fighting card of a pile, small: its value and name in its kind's colours (a beaten hazard
 * lies there as its knowledge side). */
function fightingChip(id, catalog) {
  const rec = lookup(catalog, id) || {};
  const kind = fightingKind({}, rec);
  return el("span.fr-chip", { class: `fr-${kind}`, title: fightingTitle(id, kind, rec.value) }, el("span.fr-chip-value", { class: strength(rec.value) }, printed(rec.value)), el("span", cardName(id)));
}

/**
 * A pile as a pile: its back (or, face up, its top card) with as much depth as it has cards,
 * its name and count; what a face-up pile holds opens below it.
 */
function pile(cls, label, count, { backIcon, top, cards, hint, extra } = {}) {
  const n = Number(count) || 0;
  const depth = n === 0 ? 0 : Math.min(4, 1 + Math.floor(n / 6));
  const face = n === 0 ? el("span.fr-pile-empty") : top ? top : el("span.fr-pile-back", backIcon ? icon(backIcon) : null);
  return el(
    `div.fr-pile.${cls}`,
    { title: hint ? word("hints", hint) || null : null, dataset: { depth: String(depth) } },
    el("div.fr-pile-stack", face),
    el("div.fr-pile-text", el("span.fr-pile-label", label), el("span.fr-pile-count", look("cards_left", { count: n })), extra || null),
    cards && cards.length ? el("details.fr-pile-contents", el("summary", look("show_cards")), el("div.fr-chips", cards)) : null,
  );
}

function piles(view, catalog) {
  const stack = view.stack && typeof view.stack === "object" ? view.stack : { size: view.stack };
  const discard = view.discard || [];
  const hazards = view.hazard_discard || [];
  const removed = view.removed || [];
  const topOf = (ids, make) => (ids.length ? el("span.fr-pile-top", make(ids[ids.length - 1])) : null);
  const known = [
    stack.known_top && stack.known_top.length ? el("p.fr-known", el("span", look("known_top")), stack.known_top.map((id) => fightingChip(id, catalog))) : null,
    stack.known_bottom && stack.known_bottom.length ? el("p.fr-known", el("span", look("known_bottom")), stack.known_bottom.map((id) => fightingChip(id, catalog))) : null,
  ];
  return zone(
    "fr-piles",
    look("piles"),
    "stack",
    el(
      "div.fr-pile-row",
      pile("fr-pile-stack-robinson", look("stack"), stack.size, { backIcon: "footprint", hint: "stack" }),
      pile("fr-pile-discard", look("discard"), discard.length, {
        top: topOf(discard, (id) => fightingChip(id, catalog)),
        cards: discard.map((id) => fightingChip(id, catalog)),
        hint: "discard",
      }),
      pile("fr-pile-aging", look("aging_pile"), view.aging_pile, {
        backIcon: "sands-of-time",
        hint: "aging_pile",
        extra: el("span.fr-pile-extra", keepAsides(look("aging_owned", { count: view.aging_owned ?? 0 })), el("span", look("aging_taken", { count: view.aging_taken ?? 0 }))),
      }),
      pile("fr-pile-hazards", look("hazard_deck"), view.hazard_stack, { backIcon: "hazard-sign", hint: "hazard_stack" }),
      pile("fr-pile-hazard-discard", look("hazard_discard"), hazards.length, {
        top: topOf(hazards, (id) => hazardChip(id, catalog)),
        cards: hazards.map((id) => hazardChip(id, catalog)),
        hint: "hazard_discard",
      }),
      pile("fr-pile-removed", look("removed"), removed.length, { backIcon: "cancel", cards: removed.map((id) => fightingChip(id, catalog)), hint: "removed" }),
    ),
    known,
  );
}

// ---------------------------------------------------------------- How to play

/** How to play's drawings: each kind of card ("The cards"), and the step cards with the life track. */
export function illustrate(heading, ctx = {}) {
  TX = ctx.texts || {};
  MOVES = new Set();
  const catalog = ctx.catalog || {};
  const view = { step: "green" };
  if (heading === "The cards") {
    const fighting = ["R01", "R14", "H18", "A06"].filter((id) => lookup(catalog, id)).map((id) => fightCard({ id }, catalog));
    return el(
      "div.friday.illustration",
      el("div.fr-row", lookup(catalog, "H25") ? hazardCard("H25", catalog, view) : null, lookup(catalog, "P07") ? pirateCard({ id: "P07" }, catalog) : null),
      el("div.cards.fr-row", fighting),
    );
  }
  if (heading === "Steps and the end") {
    return el("div.friday.illustration", el("section.fr-zone.fr-camp", stepCards(view), lifeTrack({ life: 20, max_life: 22 })));
  }
  return null;
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
  MOVES = new Set(Array.isArray(ctx.legal) ? ctx.legal.map((a) => String(a.notation)) : []);
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
