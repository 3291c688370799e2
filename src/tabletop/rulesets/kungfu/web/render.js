// Kung Fu's board, drawn as the game looks: technique cards with their attack-order number,
// ability symbol, dice condition as squares and effect box as icons; each seat's player board
// (health bar and the five tracks with the seat's token); dice drawn with their pips; the
// initiative order; and the arena, where the attack in progress meets its defence.
//
// Every symbol is drawn from the card facts (the view's own `cards`, else the catalog), never
// read out of a text; every word is a msgid of the game's texts (ctx.texts, from
// /api/games) through t(). A card shows its translated name, its id only as a small corner
// mark; each card, die, track and mark explains itself in its title (hover or long press).
//
// The layout holds still while a seat acts: the status lines, the prompt, the arena and every
// card keep their size from one state to the next, so a card only glides (common.js
// markChanges) when it really moves, never because something above it grew.
import { DIE_PIPS, el, icon as spriteIcon, lookup, pageLocale, quote, seatName, svg, t, tf } from "/static/js/common.js";


// The rulebook's five ability symbols and the box's marks, as icons of the sprite.
const ICONS = { hp: "water-drop", atk: "punch", def: "black-hand-shield", hit: "eye-target", avo: "leg", counter: "yin-yang", out: "knockout" };
const SYMBOL_ORDER = ["hp", "atk", "def", "hit", "avo"];
const ATTACK_MARKS = new Set(["atk", "hit", "hp"]);
const RESTORES = new Set(["hit", "hp", "avo"]);
const TRACK_VALUES = {
  hp: [0, 4, 8, 12, 16, 20],
  atk: [0, 2, 4, 6, 8, 10],
  def: [0, 1, 2, 3, 4, 5],
  hit: [1, 2, 3, 4, 5, 6],
  avo: [1, 2, 3, 4, 5, 6],
};
const OP_SIGNS = { "<": "<", "<=": "≤", ">": ">", ">=": "≥", "=": "=" };

let TX = {}; // the game's texts: cards, symbols, marks, hints, phases, board, pieces (msgids)

// ---------------------------------------------------------------- words

function msgidOf(table, key) {
  const entry = TX[table] && TX[table][key];
  return Array.isArray(entry) ? entry[0] : entry;
}

/** The text of a table's msgid in the page's language, its {placeholders} filled. */
function word(table, key, values = null, fallback = key) {
  const msgid = msgidOf(table, key);
  if (!msgid) return String(fallback ?? "");
  return values ? tf(msgid, values) : t(msgid);
}

const piece = (key, values = null) => word("pieces", key, values);
const board = (key, values = null) => word("board", key, values);

/** A symbol's name (体力, 攻撃...) and what its track gives. */
function symbolName(symbol) {
  const entry = TX.symbols && TX.symbols[symbol];
  return entry ? t(entry[0]) : symbol;
}

function symbolHelp(symbol) {
  const entry = TX.symbols && TX.symbols[symbol];
  return entry ? t(entry[1]) : null;
}

/** A card's name in the page's language; a card of another card file keeps its own name. */
function cardName(id, f) {
  const words = TX.cards && TX.cards[id];
  return words && words.card_name ? t(words.card_name) : String((f && f.name) || id);
}

/** What a card does, line by line (condition, then each box mark), in words. */
function cardLines(id, f) {
  const words = TX.cards && TX.cards[id];
  if (words && Array.isArray(words.ability_text)) return words.ability_text.map(([msgid, values]) => tf(msgid, values));
  return Object.entries(f.box || {}).map(([mark, n]) => piece(`mark_${mark}`, { n }));
}

/** Seats' names joined as the page's language lists them. */
function listed(names) {
  return names.join(["ja", "zh"].includes(pageLocale()) ? "、" : ", ");
}

function nameOf(c, p) {
  const name = seatName(c.seats, p);
  return c.viewer !== null && c.viewer === p ? piece("you", { name }) : name;
}

// ---------------------------------------------------------------- drawing

/** An icon of Kung Fu's sprite (common.js icon()): named for screen readers when it carries
 * meaning alone (`label`), hidden from them when words beside it say the same. */
function icon(name, { label = null } = {}) {
  return spriteIcon("kungfu", name, { label, cls: `kf-icon icon-${name}` });
}

/** A die's face with its pips drawn (no font's ⚀ character). */
function dieFace(face, cls = "") {
  return svg(
    "svg",
    { class: `kf-face ${cls}`.trim(), viewBox: "0 0 24 24", "aria-hidden": "true", focusable: "false" },
    svg("rect", { class: "kf-face-body", x: 1, y: 1, width: 22, height: 22, rx: 5 }),
    (DIE_PIPS[face] || []).map(([cx, cy]) => svg("circle", { class: "kf-pip", cx, cy, r: 2.3 })),
  );
}

/** A die: its face drawn, named for screen readers, explained in its title. */
function die(face, { cls = null, title = null } = {}) {
  return el(
    "span.die",
    { class: cls, role: "img", "aria-label": piece("die", { face }), title: title ?? word("hints", "die", { face }), dataset: { die: face } },
    dieFace(face),
  );
}

function facts(id, view, catalog) {
  return (view.cards && view.cards[id]) || lookup(catalog, id) || {};
}

function sideOf(f) {
  return Object.keys(f.box || {}).some((mark) => ATTACK_MARKS.has(mark)) ? "attack" : "defence";
}

// ---------------------------------------------------------------- conditions

/** A condition as the view prints it ('2 3 4', 'x x x', '□+□ >= 12'...) or as the catalog has it. */
export function parseCondition(cond, capacity) {
  if (cond && typeof cond === "object") {
    const kind = cond.kind;
    return { kind, faces: (cond.faces || []).slice().sort(), dice: kind === "open_sum" ? 7 : kind === "faces" ? (cond.faces || []).length : cond.dice || 0, op: cond.op, value: cond.value };
  }
  const text = String(cond || "").trim();
  let m;
  if (text === "❌" || text === "") return { kind: "none", dice: 0 };
  if (/^[1-6]( [1-6])*$/.test(text)) {
    const faces = text.split(" ").map(Number).sort();
    return { kind: "faces", faces, dice: faces.length };
  }
  if (/^x( x)+$/.test(text)) return { kind: "equal", dice: text.split(" ").length };
  if (/^[a-z]( [a-z])*$/.test(text)) return { kind: "any", dice: text.split(" ").length };
  if ((m = /^□(?:\+□)* (<=|>=|<|>|=) (\d+)$/.exec(text))) return { kind: "sum", dice: text.split(" ")[0].split("+").length, op: m[1], value: Number(m[2]) };
  if ((m = /^□\+… (<=|>=|<|>|=) (\d+)$/.exec(text))) return { kind: "open_sum", dice: capacity || 7, op: m[1], value: Number(m[2]) };
  return null;
}

const OPS = { "<": (a, b) => a < b, "<=": (a, b) => a <= b, ">": (a, b) => a > b, ">=": (a, b) => a >= b, "=": (a, b) => a === b };

/** Whether these dice meet the condition (K5), as the rules decide it. */
export function conditionMet(cond, dice) {
  const sorted = dice.slice().sort();
  const sum = sorted.reduce((a, b) => a + b, 0);
  switch (cond.kind) {
    case "none":
      return true;
    case "open_sum":
      return sorted.length > 0 && OPS[cond.op](sum, cond.value);
    default:
      if (sorted.length !== cond.dice) return false;
  }
  if (cond.kind === "faces") return sorted.every((d, i) => d === cond.faces[i]);
  if (cond.kind === "equal") return sorted[0] === sorted[sorted.length - 1];
  if (cond.kind === "any") return true;
  return OPS[cond.op](sum, cond.value);
}

/** Pips between a sum and the nearest sum `n` dice can show that passes the test; null if none. */
function sumGap(op, value, total, n) {
  let low = n;
  let high = 6 * n;
  if (op === ">" || op === ">=") low = Math.max(low, value + (op === ">" ? 1 : 0));
  else if (op === "<" || op === "<=") high = Math.min(high, value - (op === "<" ? 1 : 0));
  else {
    low = Math.max(low, value);
    high = Math.min(high, value);
  }
  return low <= high ? Math.max(0, low - total, total - high) : null;
}

/** Fewest pips (HIT or AVO points) after which exactly these dice meet the condition; null
 * when no moving of pips can (too few or too many dice), as the rules' Condition.pips_to_meet. */
export function pipsToMeet(cond, dice) {
  const sorted = dice.slice().sort((a, b) => a - b);
  const total = sorted.reduce((a, b) => a + b, 0);
  if (cond.kind === "none") return sorted.length ? null : 0;
  if (cond.kind === "open_sum") return sorted.length ? sumGap(cond.op, cond.value, total, sorted.length) : null;
  if (sorted.length !== cond.dice) return null;
  if (cond.kind === "faces") return sorted.reduce((sum, d, i) => sum + Math.abs(d - cond.faces[i]), 0);
  if (cond.kind === "equal") return Math.min(...[1, 2, 3, 4, 5, 6].map((face) => sorted.reduce((sum, d) => sum + Math.abs(d - face), 0)));
  if (cond.kind === "any") return 0;
  return sumGap(cond.op, cond.value, total, sorted.length);
}

/** The sub-multisets of `dice` of 1 to `most` dice. */
function subsets(dice, most) {
  const out = [];
  for (let mask = 1; mask < 1 << dice.length; mask++) {
    const some = dice.filter((_, i) => mask & (1 << i));
    if (some.length <= most) out.push(some);
  }
  return out;
}

/** What putting `face` on a card would do, given the dice still in hand and the seat's points
 * that move this card's dice (`points`: HIT for an attack card, AVO for a defence card), as
 * describe.placement says it: {kind: "met"} (it is met), "open" (more of your dice can still
 * meet it), `side` ("hit" or "avo") with `pips` (those points can move its dice to meet it when
 * it plays) or "fizzle" (nothing can any more). */
export function placementOutcome(cond, onCard, face, unplaced, side = "hit", points = 0) {
  const after = [...onCard, face];
  if (conditionMet(cond, after)) return { kind: "met", pips: 0 };
  const rest = unplaced.slice();
  rest.splice(rest.indexOf(face), 1);
  const room = cond.dice - after.length;
  const more = subsets(rest, room);
  if (more.some((dice) => conditionMet(cond, [...after, ...dice]))) return { kind: "open", pips: 0 };
  const pips = pipsToMeet(cond, after);
  if (pips !== null && pips <= points) return { kind: side, pips };
  const mended = more.some((dice) => {
    const needed = pipsToMeet(cond, [...after, ...dice]);
    return needed !== null && needed <= points;
  });
  return { kind: mended ? "open" : "fizzle", pips: 0 };
}

/** The condition's squares, each with the face it asks for (a faces condition) and the die on
 * it: a die goes on a square asking for its face, else on the first free one. An open sum
 * shows its dice and one free square while it has room. */
function squaresOf(cond, dice) {
  if (cond.kind === "none") return [];
  if (cond.kind === "open_sum") {
    const squares = dice.map((d) => ({ need: null, die: d }));
    return dice.length < cond.dice ? [...squares, { need: null, die: null }] : squares;
  }
  const squares = Array.from({ length: cond.dice }, (_, i) => ({ need: cond.kind === "faces" ? cond.faces[i] : null, die: null }));
  const rest = [];
  for (const d of dice) {
    const asking = squares.find((s) => s.need === d && s.die === null);
    if (asking) asking.die = d;
    else rest.push(d);
  }
  for (const d of rest) {
    const free = squares.find((s) => s.die === null);
    if (free) free.die = d;
  }
  return squares;
}

function noDiceMark() {
  return svg(
    "svg",
    { class: "kf-none-mark", viewBox: "0 0 24 24", "aria-hidden": "true", focusable: "false" },
    svg("circle", { cx: 12, cy: 12, r: 8 }),
    svg("line", { x1: 6.5, y1: 17.5, x2: 17.5, y2: 6.5 }),
  );
}

/** The dice condition as the rulebook prints it, drawn: a square per die (a faces condition's
 * squares show the face they ask for), joined by = when the dice must match and by + when they
 * are added up, then the sum to reach; the dice on the card sit in their squares. `next`
 * marks the square the selected die would take. */
function conditionBlock(id, f, dice, next) {
  const cond = parseCondition(f.condition, f.dice);
  const words = cardLines(id, f);
  const text = words.length && TX.cards && TX.cards[id] ? words[0] : String(f.condition ?? "");
  if (!cond) return el("div.kf-cond", { title: text }, el("div.kf-squares.dice", String(f.condition ?? "")));
  const drawn = [];
  const squares = squaresOf(cond, dice);
  let nextMarked = false;
  squares.forEach((square, i) => {
    if (i > 0 && cond.kind === "equal") drawn.push(el("span.kf-op", { "aria-hidden": "true" }, "="));
    if (i > 0 && (cond.kind === "sum" || cond.kind === "open_sum")) drawn.push(el("span.kf-op", { "aria-hidden": "true" }, "+"));
    const cls = [square.die === null ? "is-free" : "is-taken"];
    if (square.need && square.die !== null && square.need !== square.die) cls.push("is-wrong");
    if (next && square.die === null && !nextMarked) {
      cls.push("is-next");
      nextMarked = true;
    }
    drawn.push(el("span.kf-square", { class: cls.join(" ") }, square.die !== null ? die(square.die) : square.need ? dieFace(square.need, "kf-asked") : null));
  });
  if (cond.kind === "open_sum") drawn.push(el("span.kf-op", { "aria-hidden": "true" }, "…"));
  // Under the squares, always one line: what they must show together (a sum to reach, the
  // same number, any numbers, no dice at all); blank for a faces condition.
  const said = { none: "no_dice", equal: "same_number", any: "any_numbers" }[cond.kind];
  let caption = said ? piece(said) : null;
  if (cond.kind === "sum" || cond.kind === "open_sum") caption = el("span.kf-sum", { "aria-hidden": "true" }, `${OP_SIGNS[cond.op] || cond.op} ${cond.value}`);
  return el(
    "div.kf-cond",
    { class: `cond-${cond.kind}`, role: "group", "aria-label": text, title: text },
    el("div.kf-squares.dice", cond.kind === "none" ? el("span.kf-square.kf-none", noDiceMark()) : drawn),
    el("div.kf-caption", caption),
  );
}

// ---------------------------------------------------------------- cards

/** A mark of the bottom box: its icon and number, named for screen readers. */
function markBadge(mark, n) {
  return el(
    "span.kf-mark",
    { class: `mark-${mark}`, role: "img", "aria-label": piece(`mark_${mark}`, { n }), title: word("marks", mark, { n }, piece(`mark_${mark}`, { n })) },
    icon(ICONS[mark] || "punch"),
    el("span.kf-num", { "aria-hidden": "true" }, `${RESTORES.has(mark) ? "+" : ""}${n}`),
  );
}

function boxBlock(f) {
  return el("div.kf-box", { class: `box-${sideOf(f)}` }, Object.entries(f.box || {}).map(([mark, n]) => markBadge(mark, n)));
}

function symbolBadge(symbol) {
  if (!ICONS[symbol]) return el("span.kf-symbol", symbol ? String(symbol) : "");
  return el("span.kf-symbol.symbol", { class: `sym-${symbol}`, title: `${symbolName(symbol)}: ${symbolHelp(symbol) || ""}` }, icon(ICONS[symbol], { label: piece("symbol", { name: symbolName(symbol) }) }));
}

/**
 * A technique card as the rulebook draws it: the attack-order number large at the top left,
 * the ability symbol beside it (both top left, as seed 002 says; the id mark at the right), the name, the dice condition's squares (holding the dice put
 * there) and the bottom box of marks; attack cards red, defence cards blue. `state` =
 * {dice, met, used} for a round card. `extra` makes it playable: `move` (the notation a click
 * plays), `select` (a click that only changes the renderer's own selection), `drop` (drag and
 * drop of a die), `note` (what placing the selected die would do), `copy` (the arena's copy of
 * a round card: no data-card, so the feel animations and clicks keep to the real one),
 * `resolved` (its attack is over: an unmet card fizzled) and `cls`.
 */
export function kfCard(id, view, catalog, state = null, extra = {}) {
  const f = facts(id, view, catalog);
  const side = sideOf(f);
  const cls = [side];
  if (state) {
    if (state.used) cls.push("is-used");
    if (state.met === true) cls.push("is-met");
    if (state.met === false) cls.push("is-unmet");
  }
  if (extra.note) cls.push(`put-${extra.note.kind}`);
  if (extra.cls) cls.push(extra.cls);
  const name = cardName(id, f);
  const kind = side === "attack" ? word("words", "attack_card") : word("words", "defence_card");
  const title = [`${name} · ${kind}`, ...cardLines(id, f)];
  if (state && state.met === false) title.push(word("hints", "fizzled"));
  if (state && state.used) title.push(word("hints", "used_card"));
  if (extra.note) title.push(extra.note.text);
  const onclick = extra.select
    ? (event) => {
        event.stopPropagation(); // a choice of the renderer's own: nothing to send, nothing to explain
        extra.select();
      }
    : null;
  const dropping = extra.drop
    ? {
        ondragover: (event) => event.preventDefault(),
        ondragenter: (event) => event.currentTarget.classList.add("drop-over"),
        ondragleave: (event) => event.currentTarget.classList.remove("drop-over"),
        ondrop: (event) => {
          event.preventDefault();
          extra.drop(event.dataTransfer ? event.dataTransfer.getData("text/plain") : "");
        },
      }
    : {};
  const dataset = extra.copy ? {} : { card: id };
  if (extra.move && !extra.copy) dataset.move = extra.move.notation;
  const dice = state && Array.isArray(state.dice) ? state.dice : [];
  let strip = null;
  if (extra.note) strip = el("span.put-note", { class: `put-${extra.note.kind}` }, extra.note.short);
  else if (state && (state.met === true || state.met === false)) {
    const said = cardState(state, f, extra, view.phase);
    strip = el("span.kf-state", { class: `is-${said === "met" ? "met" : said === "fizzled" ? "unmet" : "open"}` }, word("states", said));
  }
  return el(
    "div.card.kf",
    { class: cls.join(" "), dataset, title: title.join("\n"), onclick, ...dropping },
    el(
      "div.kf-head",
      el("span.init.kf-init", { title: `${word("words", "initiative_number")}: ${word("words", "initiative_help")}`, "aria-label": word("labels", "initiative", { initiative: f.initiative ?? "?" }) }, String(f.initiative ?? "?")),
      symbolBadge(f.symbol),
      el("span.card-id", { "aria-hidden": "true" }, id),
    ),
    el("div.card-name", name),
    conditionBlock(id, f, dice, !!extra.note),
    boxBlock(f),
    el("div.kf-strip", strip),
    state && state.used ? el("span.kf-stamp", piece("used")) : null,
  );
}

/** Where a round card stands (the game's STATES, as the terminal's table says it): no die on it
 * yet while placing, not met yet (dice, HIT or AVO may still meet it), met, or fizzled (its
 * exchange is over, or it got no die to move). */
function cardState(state, f, extra, phase) {
  if (state.met) return "met";
  if (state.used || extra.resolved) return "fizzled";
  const cond = parseCondition(f.condition, f.dice);
  const needsDice = !cond || cond.kind !== "none";
  if (needsDice && !(state.dice || []).length) return phase === "place" ? "no_die" : "fizzled";
  return "not_met";
}

/** A place for a card not there: not chosen yet, face down, or the arena's empty side. */
function cardPlace(text, cls = "") {
  return el("div.kf-place", { class: cls }, el("span", text));
}

function backs(n, title) {
  return el("span.card-backs", { title }, Array.from({ length: Math.min(n, 10) }, () => el("span.card-back")), el("span.kf-count", String(n)));
}

/** How to play's drawings: an attack card and two defence cards of the project's set. */
export function illustrate(heading, ctx = {}) {
  if (heading !== "The cards") return null;
  TX = ctx.texts || {};
  const catalog = ctx.catalog || {};
  const ids = ["K02", "K39", "K66"].filter((id) => lookup(catalog, id));
  return el("div.cards.kungfu-cards.illustration", ids.map((id) => kfCard(id, {}, catalog)));
}

// ---------------------------------------------------------------- acting on the board
//
// Each element that plays a move carries data-move (room.js sends it); choices that take two
// clicks keep a default so that the final element is always there: the first unplaced die is
// the selected one (a click on another die selects it), and the first attack card that can hit
// several opponents is the selected one (a click on another selects it; the opponents' boards
// then attack with it). The selection is the renderer's own, forgotten when the step changes.
const pick = { key: null, face: null, attack: null };

function legalMoves(ctx) {
  const byText = new Map();
  for (const action of ctx.legal || []) byText.set(String(action.notation).toLowerCase(), action);
  return (text) => {
    const action = byText.get(String(text).toLowerCase());
    return action ? { notation: String(action.notation) } : null;
  };
}

/** The control buttons of the step (done, take), each carrying its move. */
function control(move, text, cls = "") {
  if (!move) return null;
  return el("button.kf-control", { type: "button", class: cls, dataset: { move: move.notation } }, text);
}

/** The decision of the moment in a sentence, with the step's controls; when the seat does not
 * move, who is to move. Always there, so nothing below it moves when it changes. */
function prompt(view, c) {
  const me = c.viewer;
  const phase = view.phase;
  const seat = me !== null ? (view.seats || [])[me] || {} : {};
  const controls = [];
  let text;
  if (phase === "over" || view.result) text = piece("over");
  else if (!c.moving) {
    const names = (view.to_move || []).map((p) => nameOf(c, p));
    text = me === null ? piece("others_move", { players: listed(names) }) : piece("waiting", { players: listed(names) });
  } else if (phase === "draft") text = piece("prompt_draft");
  else if (phase === "choose") text = piece("prompt_choose", { count: (seat.cards || []).length });
  else if (phase === "place") {
    text = piece("prompt_place");
    controls.push(control(c.move("done"), board("done_placing")));
  } else if (phase === "attack") {
    const aiming = attackChoices(seat, c).selected;
    text = aiming ? piece("prompt_aim", { card: quote(cardName(aiming, facts(aiming, view, c.catalog))) }) : piece("prompt_attack");
  } else if (phase === "hit" || phase === "avo") {
    text = phase === "hit" ? piece("prompt_hit", { hit: seat.hit }) : piece("prompt_avo", { avo: seat.avo });
    controls.push(control(c.move("done"), board("done_shifting")));
  } else if (phase === "defend") {
    const x = view.exchange || {};
    const card = x.card ? quote(cardName(x.card, facts(x.card, view, c.catalog))) : "";
    text = piece("prompt_defend", { name: x.attacker !== null && x.attacker !== undefined ? nameOf(c, x.attacker) : "", card });
    controls.push(control(c.move("take"), board("take_hit"), "take"));
  } else text = word("phases", phase, null, phase);
  return el("div.kf-prompt", { role: "status", class: c.moving ? "is-asking" : null }, el("span.kf-prompt-text", text), controls.length ? el("span.kf-controls", controls) : null);
}

/** Round, phase and cards in the box; then the initiative order of the round. */
function status(view, c) {
  const order = view.order || [];
  const rolled = new Set(view.rolloff || []);
  const seats = view.seats || [];
  return el(
    "div.kf-status",
    el(
      "div.kf-status-line",
      el("span.kf-round", word("labels", "round", { round: view.round ?? "—", rounds: 3 })),
      el("span.kf-phase", word("phases", view.phase, null, view.phase)),
      el("span.kf-box-count", piece("box", { count: view.box ?? 0 })),
    ),
    el(
      "div.kf-status-line.kf-order",
      el("span.kf-order-label", word("words", "initiative")),
      order.length
        ? el(
            "ol.kf-order-list",
            order.map((p, i) =>
              el(
                "li.kf-order-seat",
                {
                  class: [`p${p}`, view.attacker === p ? "is-now" : null, (seats[p] || {}).out ? "is-out" : null].filter(Boolean).join(" "),
                  title: rolled.has(p) ? piece("rolloff") : word("hints", "initiative"),
                },
                el("span.kf-order-no", String(i + 1)),
                el("span.kf-order-name", nameOf(c, p)),
                rolled.has(p) ? el("span.kf-rolloff", "*") : null,
              ),
            ),
          )
        : el("span.kf-order-later", view.phase === "over" ? "—" : piece("order_later")),
    ),
  );
}

export function render(view, ctx = {}) {
  TX = ctx.texts || {};
  const catalog = ctx.catalog || {};
  const c = { ...ctx, catalog, viewer: view.viewer ?? null, move: legalMoves(ctx) };
  c.moving = !!ctx.moving;
  const key = `${view.round}:${view.phase}:${view.viewer}:${view.exchange ? view.exchange.attacker : ""}`;
  if (pick.key !== key) Object.assign(pick, { key, face: null, attack: null });
  const seats = (view.seats || []).map((s, i) => ({ s, p: s.seat ?? i }));
  const mine = seats.filter(({ p }) => p === c.viewer);
  const others = seats.filter(({ p }) => p !== c.viewer);
  return el(
    "div.kungfu",
    { class: c.moving ? "moving" : null, dataset: { phase: view.phase, players: seats.length } },
    status(view, c),
    prompt(view, c),
    arena(view, catalog, c),
    view.draft ? draft(view.draft, view, catalog, c) : null,
    el(
      "div.seats.kf-seats",
      { class: mine.length ? "has-viewer" : null },
      mine.length ? el("div.kf-column.kf-mine", mine.map(({ s, p }) => seatBoard(s, p, view, catalog, c))) : null,
      el("div.kf-column.kf-others", others.map(({ s, p }) => seatBoard(s, p, view, catalog, c))),
    ),
  );
}

/**
 * Why a click on a piece plays nothing, in Kung Fu's words (room.js asks only while the seat
 * may move, and says itself when it is another seat's turn); null for the general sentence.
 */
export function explain(node, view, ctx = {}) {
  TX = ctx.texts || TX;
  const me = view.viewer ?? null;
  if (me === null) return null;
  const phase = view.phase;
  const seatNode = node.closest("[data-seat]");
  const owner = seatNode ? Number(seatNode.dataset.seat) : null;
  const seat = (view.seats || [])[me] || {};
  if (node.dataset.explain) return board(node.dataset.explain);
  if (node.dataset.die !== undefined) {
    if (owner !== null && owner !== me) return board("die_not_yours");
    if (phase === "hit" || phase === "avo") return board(node.closest(".kf-shifting") ? "use_arrows" : "shift_other_card");
    if (phase === "place") return board(node.closest(".card") || node.closest(".is-placed") ? "die_placed" : "roll_die");
    return board("die_on_card");
  }
  const id = node.dataset.card;
  if (!id) return null;
  const round = (seat.cards || []).find((card) => card.id === id);
  if (owner !== null && owner !== me) return board("not_yours");
  if (!round) {
    if (phase === "draft") return board("kept_already");
    return board(phase === "choose" ? "spent_or_hand" : "only_round_cards");
  }
  if (phase === "choose") return board("chosen_already");
  const f = facts(id, view, ctx.catalog || {});
  const side = sideOf(f);
  if (phase === "place") {
    const cond = parseCondition(f.condition, f.dice);
    if (cond && cond.kind === "none") return board("takes_no_dice");
    return board("card_full");
  }
  if (round.used) return board("used_card");
  if (phase === "attack") return side === "defence" ? board("defence_cannot_attack") : null;
  if (phase === "defend") return side === "attack" ? board("attack_cannot_defend") : null;
  if (phase === "hit" || phase === "avo") return board("shift_other_card");
  return null;
}

// ---------------------------------------------------------------- the arena

/** The round card `id` of seat `p` as the view has it (its dice, met, used). */
function roundCard(view, p, id) {
  const seat = (view.seats || [])[p] || {};
  return (seat.cards || []).find((card) => card.id === id) || { id, dice: null, met: null, used: false };
}

/**
 * The attack in progress (or the last one): the attacker and its card facing the target and
 * its defence card, with what the attack did; while HIT or AVO is spent, − and + beside each
 * die of the card in play. Before the first attack, the same frame stands empty.
 */
function arena(view, catalog, c) {
  const live = view.exchange || null;
  const x = live || view.last || null;
  const phase = view.phase;
  const named = (p) => (p !== null && p !== undefined ? el("span.kf-who", { class: `p${p}` }, nameOf(c, p)) : el("span.kf-who", "\u00a0"));
  const card = (p, id, met) => {
    const state = { ...roundCard(view, p, id) };
    if (met !== null && met !== undefined) state.met = met;
    state.used = false; // in the arena the card is in play, whatever the seat's board says
    return kfCard(id, view, catalog, state, { copy: true, cls: "kf-mini", resolved: !live });
  };
  let attacker = cardPlace("", "kf-mini is-blank");
  let defender = cardPlace("", "kf-mini is-blank");
  let who = [named(null), named(null)];
  if (x) {
    who = [named(x.attacker), named(x.target)];
    if (x.card) attacker = card(x.attacker, x.card, x.met);
    if (x.defence) defender = card(x.target, x.defence, x.defence_met);
    else if (x.target === null || x.target === undefined) defender = cardPlace(piece("no_target"), "kf-mini");
    else if (live && phase === "defend") defender = cardPlace(piece("choosing_defence"), "kf-mini is-waiting");
    else if (live && phase === "hit") defender = cardPlace("?", "kf-mini is-waiting");
    else defender = cardPlace(piece("no_defence"), "kf-mini");
  }
  const shifting = live && (phase === "hit" || phase === "avo") ? shiftControls(view, live, c) : null;
  return el(
    "section.kf-arena",
    { class: live ? "is-live" : null, "aria-label": piece(live ? "this_attack" : "last_attack") },
    el("h3.kf-arena-title", x ? piece(live ? "this_attack" : "last_attack") : piece("no_attack")),
    el(
      "div.kf-duel",
      el("div.kf-side.kf-attacker", who[0], attacker),
      el("div.kf-versus", { "aria-hidden": "true" }, svg("svg", { viewBox: "0 0 24 24", class: "kf-arrow" }, svg("path", { d: "M3 12h14M12 6l6 6-6 6" }))),
      el("div.kf-side.kf-defender", who[1], defender),
    ),
    el("div.kf-outcome", shifting || (x && !live ? outcome(x) : null)),
  );
}

/** What an attack did: damage, counter and restores, as icons with their numbers. */
function outcome(x) {
  const parts = [];
  if (x.damage !== null && x.damage !== undefined) parts.push(el("span.kf-result.mark-atk", icon(ICONS.atk), piece("damage", { n: x.damage })));
  if (x.counter) parts.push(el("span.kf-result.mark-counter", icon(ICONS.counter), piece("counter_damage", { n: x.counter })));
  for (const [mark, n] of Object.entries(x.restored || {})) if (n) parts.push(markBadge(mark, n));
  return parts;
}

/** − and + beside each die of the card whose dice HIT (or AVO) moves, when they play. */
function shiftControls(view, x, c) {
  const phase = view.phase;
  const p = phase === "hit" ? x.attacker : x.target;
  const id = phase === "hit" ? x.card : x.defence;
  const dice = roundCard(view, p, id).dice || [];
  const mine = c.moving && c.viewer === p;
  return el(
    "div.kf-shifting",
    dice.map((face) => {
      const minus = mine ? c.move(`${phase} ${face}-`) : null;
      const plus = mine ? c.move(`${phase} ${face}+`) : null;
      const arrow = (move, text, key) =>
        move ? el("button.kf-shift", { type: "button", dataset: { move: move.notation }, title: board(key, { face }), "aria-label": board(key, { face }) }, text) : null;
      return el("span.die-shift", arrow(minus, "−", "shift_down"), die(face), arrow(plus, "+", "shift_up"));
    }),
  );
}

function draft(d, view, catalog, c) {
  return el(
    "section.panel.kf-draft",
    el("h3", word("phases", "draft"), el("span.kf-count", String(d.pack_size ?? (d.pack || []).length))),
    Array.isArray(d.pack) ? el("div.cards.draft-pack", d.pack.map((id) => kfCard(id, view, catalog, null, { move: c.move(`keep ${id}`) }))) : null,
  );
}

// ---------------------------------------------------------------- a seat's board

/** A track of the player board: its spaces' values, the seat's token on the space its symbols
 * reach, and the value it gives now. */
function track(name, count, s) {
  const values = TRACK_VALUES[name];
  const now = name === "hit" || name === "avo" ? `${s[name]}/${s[`${name}_max`]}` : name === "hp" ? `+${values[count] ?? "?"}` : String(s[name]);
  return el(
    "div.track",
    { class: `sym-${name}`, dataset: { track: name }, title: symbolHelp(name) },
    el("span.track-label", icon(ICONS[name]), el("span.kf-track-name", name === "hp" ? word("words", "hp_track") : symbolName(name))),
    el(
      "span.kf-spaces",
      values.map((v, i) => el("span.kf-space", { class: i === count ? "is-token" : i < count ? "is-passed" : null, title: piece("space", { count: i, value: v }) }, String(v))),
    ),
    el("span.track-value", now),
  );
}

/** The seat's round cards, each with what a click on it does now; places for those not there. */
function roundCards(s, p, view, catalog, c) {
  const own = c.viewer === p && c.moving;
  const phase = view.phase;
  const unplaced = Array.isArray(s.unplaced) ? s.unplaced : [];
  const face = own && phase === "place" ? selectedFace(unplaced) : null;
  const attacks = own && phase === "attack" ? attackChoices(s, c) : null;
  const cards = (Array.isArray(s.cards) ? s.cards : []).map((card) => {
    const extra = {};
    if (own && phase === "place" && face !== null) {
      const move = c.move(`put ${face} ${card.id}`);
      if (move) {
        const f = facts(card.id, view, catalog);
        const cond = parseCondition(f.condition, f.dice);
        extra.move = move;
        extra.drop = (dropped) => {
          const put = c.move(`put ${dropped} ${card.id}`);
          if (put) c.act(put.notation);
        };
        if (cond) {
          const side = sideOf(f) === "attack" ? "hit" : "avo";
          const { kind, pips } = placementOutcome(cond, card.dice || [], face, unplaced, side, Number(s[side]) || 0);
          extra.note = { kind, short: piece(`note_${kind}`, { face, pips }), text: board(`put_${kind}`, { face, pips }) };
        }
      }
    } else if (attacks) {
      const choice = attacks.get(card.id);
      if (choice && choice.direct) extra.move = choice.direct;
      else if (choice) {
        extra.select = () => {
          pick.attack = card.id;
          c.redraw && c.redraw();
        };
        extra.cls = attacks.selected === card.id ? "kf-selected" : "kf-selectable";
      }
    } else if (own && phase === "defend") {
      extra.move = c.move(`defend ${card.id}`);
    }
    return kfCard(card.id, view, catalog, card, extra);
  });
  // Places for the cards still to come: chosen face down, or not chosen yet while choosing;
  // blank once the round's cards are spent or the seat is out.
  const facedown = cards.length ? 0 : s.face_down || 0;
  const choosing = !s.out && (phase === "choose" || phase === "draft");
  const places = [];
  for (let i = cards.length; i < 3; i++) {
    if (i < facedown) places.push(cardPlace(piece("face_down"), "is-face-down"));
    else places.push(choosing ? cardPlace(piece("not_chosen")) : cardPlace("", "is-blank"));
  }
  return [...cards, ...places];
}

/** The die the next placement uses: the one clicked last if still unplaced, else the first. */
function selectedFace(unplaced) {
  if (!unplaced.length) return null;
  return unplaced.includes(pick.face) ? pick.face : unplaced[0];
}

/**
 * The attack cards of an attack turn: card id -> {direct: move} for a card whose one move needs
 * no target choice (a card without attack, or a single opponent left), else {targets};
 * `selected`: the card the opponents' boards attack with.
 */
function attackChoices(s, c) {
  const choices = new Map();
  for (const action of c.legal || []) {
    const m = /^use (\S+)(?: on (\d+))?$/i.exec(String(action.notation));
    if (!m) continue;
    const id = m[1].toUpperCase();
    const found = (s.cards || []).find((card) => card.id.toUpperCase() === id);
    const cardId = found ? found.id : m[1];
    if (!choices.has(cardId)) choices.set(cardId, { targets: [], moves: [] });
    const entry = choices.get(cardId);
    entry.moves.push({ notation: String(action.notation) });
    if (m[2] !== undefined) entry.targets.push(Number(m[2]));
  }
  for (const entry of choices.values()) if (entry.moves.length === 1) entry.direct = entry.moves[0];
  const aiming = [...choices.keys()].filter((id) => choices.get(id).targets.length > 1);
  choices.selected = aiming.includes(pick.attack) ? pick.attack : aiming[0] ?? null;
  return choices;
}

/**
 * The seat's seven dice in the order rolled, always in the same row: while the seat places,
 * the dice still to place are buttons (select with a click, or drag onto a card) and the
 * placed ones stay dimmed where they were.
 */
function diceRow(s, p, view, c) {
  const roll = Array.isArray(s.roll) ? s.roll : [];
  const placing = c.viewer === p && c.moving && view.phase === "place" && Array.isArray(s.unplaced);
  const left = {};
  for (const d of Array.isArray(s.unplaced) ? s.unplaced : []) left[d] = (left[d] || 0) + 1;
  const face = placing ? selectedFace(s.unplaced) : null;
  let selectedShown = false;
  const dice = roll.map((d) => {
    const free = left[d] > 0;
    if (free) left[d] -= 1;
    if (!placing) return die(d, { cls: Array.isArray(s.unplaced) && !free ? "is-placed" : null, title: Array.isArray(s.unplaced) && free ? word("hints", "unused_die") : null });
    if (!free) return die(d, { cls: "is-placed", title: board("die_placed") });
    const selected = d === face && !selectedShown;
    if (selected) selectedShown = true;
    return el(
      "button.kf-die",
      {
        type: "button",
        class: selected ? "kf-selected" : null,
        dataset: { die: d },
        draggable: "true",
        "aria-pressed": selected ? "true" : "false",
        "aria-label": piece("die", { face: d }),
        title: board("select_die", { face: d }),
        onclick: (event) => {
          event.stopPropagation();
          pick.face = d;
          c.redraw && c.redraw();
        },
        ondragstart: (event) => {
          pick.face = d;
          event.dataTransfer.setData("text/plain", String(d));
          event.dataTransfer.effectAllowed = "move";
        },
      },
      die(d, { title: board("select_die", { face: d }) }),
    );
  });
  return el(
    "div.roll.kf-dice-row",
    { class: placing ? "kf-tray" : null },
    el("span.kf-row-label", placing ? board("your_dice") : word("words", "dice")),
    el("span.kf-dice", dice.length ? dice : el("span.kf-muted", !s.out && ["choose", "draft"].includes(view.phase) ? piece("not_rolled") : "")),
  );
}

function seatBoard(s, p, view, catalog, c) {
  const hp = Number(s.hp) || 0;
  const max = Number(s.max_hp) || 1;
  const x = view.exchange;
  const cls = [`p${p}`];
  if (s.out) cls.push("is-out");
  if (s.to_move) cls.push("to-move");
  if (c.viewer === p) cls.push("viewer");
  if (x && x.attacker === p) cls.push("attacking");
  if (x && x.target === p) cls.push("targeted");
  const own = c.viewer === p;
  // An attack turn: an opponent's board is the target of the selected attack card.
  let target = null;
  if (c.moving && view.phase === "attack" && !own && c.viewer !== null) {
    const mine = (view.seats || [])[c.viewer] || {};
    const selected = attackChoices(mine, c).selected;
    target = selected ? c.move(`use ${selected} on ${p}`) : null;
    if (target) {
      target.card = selected;
      cls.push("kf-target");
    }
  }
  const attrs = { class: cls.join(" "), dataset: { seat: p } };
  if (target) {
    attrs.dataset.move = target.notation;
    attrs.title = piece("aim", { card: quote(cardName(target.card, facts(target.card, view, catalog))) });
  } else if (s.out && c.moving && view.phase === "attack" && !own) {
    attrs.dataset.explain = "cannot_attack_out";
  }
  let state = null;
  if (s.out) state = el("span.badge.kf-chip.out", { title: word("hints", "knocked_out") }, icon(ICONS.out), word("words", "knocked_out"));
  else if (target) state = el("span.badge.kf-chip.kf-aim", piece("aim", { card: quote(cardName(target.card, facts(target.card, view, catalog))) }));
  else if (x && x.attacker === p) state = el("span.badge.kf-chip.attack", piece("attacking"));
  else if (x && x.target === p) state = el("span.badge.kf-chip.attack", piece("attacked"));
  else if (s.to_move) state = el("span.badge.kf-chip.moving", piece("to_move"));
  const hand = Array.isArray(s.hand) ? s.hand : null;
  return el(
    "section.panel.seat-board",
    attrs,
    el(
      "h3.kf-seat-head",
      el("span.kf-seat-no", { title: piece("seat", { n: p + 1 }) }, String(p + 1)),
      el("span.kf-seat-name", nameOf(c, p)),
      el(
        "span.kf-chips",
        state,
        s.initiative !== null && s.initiative !== undefined ? el("span.badge.kf-chip", { title: word("hints", "initiative") }, word("labels", "initiative_total", { total: s.initiative })) : null,
      ),
    ),
    el(
      "div.kf-health",
      { title: symbolHelp("hp") },
      el("span.kf-health-label", icon(ICONS.hp), el("span", symbolName("hp"))),
      el("div.bar", el("div.bar-fill", { style: { width: `${Math.max(0, Math.min(100, (100 * hp) / max))}%` } })),
      el("span.kf-hp-value", { dataset: { hp } }, `${s.hp} / ${s.max_hp}`),
    ),
    el(
      "div.kf-stats",
      SYMBOL_ORDER.slice(1).map((name) =>
        el("span.kf-stat", { class: `sym-${name}`, title: symbolHelp(name) }, icon(ICONS[name]), el("span.kf-stat-name", symbolName(name)), el("span", name === "hit" || name === "avo" ? `${s[name]}/${s[`${name}_max`]}` : String(s[name]))),
      ),
    ),
    s.tracks ? el("div.tracks", SYMBOL_ORDER.map((name) => track(name, s.tracks[name] ?? 0, s))) : null,
    el("div.kf-round", el("h4", piece("round_cards")), el("div.cards.round-cards", roundCards(s, p, view, catalog, c))),
    diceRow(s, p, view, c),
    hand
      ? el(
          "div.kf-hand",
          { title: word("hints", "hand") },
          el("h4", word("words", "hand"), el("span.kf-count", String(hand.length))),
          el("div.cards.hand", hand.map((id) => kfCard(id, view, catalog, null, own && view.phase === "choose" ? { move: c.move(`choose ${id}`) } : {}))),
        )
      : el("div.hand-backs", el("span.kf-row-label", word("words", "hand")), backs(s.hand_size || 0, word("words", "hand"))),
    Array.isArray(s.spent) && s.spent.length
      ? el(
          "details.spent",
          { title: word("hints", "spent") },
          el("summary", word("words", "spent"), el("span.kf-count", String(s.spent.length))),
          el("div.cards.small", s.spent.map((id) => kfCard(id, view, catalog, null, { cls: "spent" }))),
        )
      : null,
  );
}
