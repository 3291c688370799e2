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
  return el("span.die", { class: cls, title, dataset: { die: face } }, DIE[face] || String(face));
}

function boxMarks(box) {
  return Object.entries(box || {}).map(([mark, n]) =>
    el("span.mark-box", { class: `mark-${mark}`, title: readable(tf((TX.marks && TX.marks[mark]) || mark, { n })) }, `${symbol(mark)} ${n}`),
  );
}

/**
 * A technique card; `state` = {dice, met, used} for a round card. `extra` makes it playable:
 * `move` (the notation a click plays), `select` (a click that only changes the renderer's
 * own selection), `drop` (drag and drop of a die), `dice` (the dice drawn with their controls),
 * `note` (what placing the selected die would do) and `cls`.
 */
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
  if (extra.note) title.push(extra.note.text);
  if (extra.move) title.unshift(extra.move.label ? `${extra.move.notation}: ${readable(extra.move.label)}` : extra.move.notation);
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
  const dice = extra.dice || (state && Array.isArray(state.dice) ? state.dice.map((d) => die(d)) : null);
  return el(
    "div.card.kf",
    {
      class: cls.join(" "),
      dataset: extra.move ? { card: id, move: extra.move.notation } : { card: id },
      title: title.join("\n"),
      onclick,
      ...dropping,
    },
    el(
      "div.card-top",
      el("span.init", { title: `${word("words", "initiative")}: ${word("words", "initiative_help")}` }, String(f.initiative ?? "?")),
      el("span.card-id", id),
      el("span.symbol", { class: `mark-${f.symbol}`, title: TX.symbols && TX.symbols[f.symbol] ? t(TX.symbols[f.symbol][1]) : null }, f.symbol ? symbol(f.symbol) : ""),
    ),
    el("div.card-name", cardName(id, f)),
    el("div.condition", { title: word("words", "condition") }, conditionText(f.condition)),
    el("div.box-marks", boxMarks(f.box)),
    dice ? el("div.dice", dice.length ? dice : el("span.muted.small", t("No dice"))) : null,
    state && (state.used || state.met !== undefined)
      ? el("div.card-state.small", state.met === true ? t("met") : state.met === false ? t("not met") : "", state.used ? ` · ${t("used")}` : "")
      : null,
    extra.note ? el("div.put-note.small", { class: `put-${extra.note.kind}` }, extra.note.short) : null,
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

// ---------------------------------------------------------------- acting on the board
//
// Each element that plays a move carries data-move (room.js sends it); choices that take two
// clicks keep a default so that the final element is always there: the first unplaced die is
// the selected one (a click on another die selects it), and the first attack card with a
// target is the selected one (a click on another selects it; the opponents' boards then attack
// with it). The selection is the renderer's own, forgotten when the step changes.
const pick = { key: null, face: null, attack: null };

function legalMoves(ctx) {
  const byText = new Map();
  for (const action of ctx.legal || []) byText.set(String(action.notation).toLowerCase(), action);
  return (text) => {
    const action = byText.get(String(text).toLowerCase());
    return action ? { notation: String(action.notation), label: action.label } : null;
  };
}

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

/** What putting `face` on a card would do, given the dice still in hand: "met" (it is met),
 * "open" (more of your dice can still meet it) or "fizzle" (no dice of yours can any more). */
export function placementOutcome(cond, onCard, face, unplaced) {
  const after = [...onCard, face];
  if (conditionMet(cond, after)) return "met";
  const rest = unplaced.slice();
  rest.splice(rest.indexOf(face), 1);
  const room = cond.dice - after.length;
  for (let mask = 1; mask < 1 << rest.length; mask++) {
    const more = rest.filter((_, i) => mask & (1 << i));
    if (more.length <= room && conditionMet(cond, [...after, ...more])) return "open";
  }
  return "fizzle";
}

function board(key) {
  const msgid = TX.board && TX.board[key];
  return msgid ? t(msgid) : key;
}

function boardf(key, values) {
  const msgid = TX.board && TX.board[key];
  return msgid ? tf(msgid, values) : key;
}

/** The control buttons of the step (done, take), each carrying its move. */
function control(move, text, cls = "") {
  if (!move) return null;
  return el("button.kf-control", { type: "button", class: cls, dataset: { move: move.notation }, title: move.label ? readable(move.label) : move.notation }, text);
}

/** What the seat can do now, in a sentence, with the step's controls. */
function prompt(view, c) {
  const me = c.viewer;
  if (!c.moving || me === null || me === undefined) return null;
  const seat = (view.seats || [])[me] || {};
  const phase = view.phase;
  let text = "";
  const controls = [];
  if (phase === "draft") text = board("prompt_draft");
  else if (phase === "choose") text = boardf("prompt_choose", { count: (seat.cards || []).length });
  else if (phase === "place") {
    text = board("prompt_place");
    controls.push(control(c.move("done"), board("done_placing")));
  } else if (phase === "attack") {
    text = board("prompt_attack");
  } else if (phase === "hit" || phase === "avo") {
    text = phase === "hit" ? boardf("prompt_hit", { hit: seat.hit }) : boardf("prompt_avo", { avo: seat.avo });
    controls.push(control(c.move("done"), board("done_shifting")));
  } else if (phase === "defend") {
    text = board("prompt_defend");
    controls.push(control(c.move("take"), word("moves", "take"), "take"));
  }
  return el("div.kf-prompt", { role: "status" }, el("span.kf-prompt-text", text), controls);
}

export function render(view, ctx = {}) {
  TX = ctx.texts || {};
  const catalog = ctx.catalog || {};
  const c = { ...ctx, viewer: view.viewer ?? null, move: legalMoves(ctx) };
  c.moving = !!ctx.moving;
  const key = `${view.round}:${view.phase}:${view.viewer}:${view.exchange ? view.exchange.attacker : ""}`;
  if (pick.key !== key) Object.assign(pick, { key, face: null, attack: null });
  const root = el("div.kungfu", { class: c.moving ? "moving" : null, dataset: { phase: view.phase } });
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
  const asked = prompt(view, c);
  if (asked) root.append(asked);
  if (view.exchange) root.append(exchange(t("Exchange in progress"), view.exchange, view, catalog, c));
  if (view.last) root.append(exchange(t("Last exchange"), view.last, view, catalog, c));
  if (view.draft) root.append(draft(view.draft, view, catalog, c));
  root.append(el("div.seats", (view.seats || []).map((s, i) => seatBoard(s, i, view, catalog, c))));
  return root;
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
    if (phase === "place") return board(node.closest(".card") ? "die_placed" : "roll_die");
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
  const side = Object.keys(f.box || {}).some((m) => ATTACK_MARKS.has(m)) ? "attack" : "defence";
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

function draft(d, view, catalog, c) {
  return section(
    tf("Draft: pick {pick}", { pick: (d.step ?? 0) + 1 }),
    el("p.muted", tf("pack of {count}", { count: d.pack_size ?? (d.pack || []).length })),
    Array.isArray(d.pack) ? el("div.cards.draft-pack", d.pack.map((id) => kfCard(id, view, catalog, null, { move: c.move(`keep ${id}`) }))) : null,
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

/** The seat's round cards, each with what a click on it does now. */
function roundCards(s, p, view, catalog, c) {
  const me = c.viewer;
  const own = me === p && c.moving;
  const phase = view.phase;
  const ex = view.exchange;
  const unplaced = Array.isArray(s.unplaced) ? s.unplaced : [];
  const face = own && phase === "place" ? selectedFace(unplaced) : null;
  const attacks = own && phase === "attack" ? attackChoices(s, c) : null;
  return s.cards.map((card) => {
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
          const outcome = placementOutcome(cond, card.dice || [], face, unplaced);
          extra.note = { kind: outcome, short: boardf(`short_${outcome}`, { face }), text: boardf(`put_${outcome}`, { face }) };
          extra.cls = `put-${outcome}`;
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
    const shifting = ex && ((phase === "hit" && ex.card === card.id && ex.attacker === p) || (phase === "avo" && ex.defence === card.id && ex.target === p));
    if (shifting && Array.isArray(card.dice)) {
      extra.dice = card.dice.map((d) => shiftableDie(d, phase, me === p ? c : null));
      extra.cls = `${extra.cls || ""} kf-shifting`;
    }
    return kfCard(card.id, view, catalog, card, extra);
  });
}

/** The die the next placement uses: the one clicked last if still unplaced, else the first. */
function selectedFace(unplaced) {
  if (!unplaced.length) return null;
  return unplaced.includes(pick.face) ? pick.face : unplaced[0];
}

/**
 * The attack cards of an attack turn: card id -> {direct: move} for a card whose one move needs
 * no target choice (no 🤜, or a single opponent left), else {targets}; `selected`: the card
 * the opponents' boards attack with.
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
    entry.moves.push({ notation: String(action.notation), label: action.label });
    if (m[2] !== undefined) entry.targets.push(Number(m[2]));
  }
  for (const entry of choices.values()) if (entry.moves.length === 1) entry.direct = entry.moves[0];
  const aiming = [...choices.keys()].filter((id) => choices.get(id).targets.length);
  choices.selected = aiming.includes(pick.attack) ? pick.attack : aiming[0] ?? null;
  return choices;
}

/** A die of the card whose dice HIT (or AVO) moves, with − and + beside it when they play. */
function shiftableDie(face, phase, c) {
  const minus = c ? c.move(`${phase} ${face}-`) : null;
  const plus = c ? c.move(`${phase} ${face}+`) : null;
  const arrow = (move, text, key) =>
    move ? el("button.kf-shift", { type: "button", dataset: { move: move.notation }, title: move.label ? readable(move.label) : move.notation, "aria-label": boardf(key, { face }) }, text) : null;
  if (!minus && !plus) return die(face);
  return el("span.die-shift", arrow(minus, "−", "shift_down"), die(face), arrow(plus, "+", "shift_up"));
}

/** The seat's unplaced dice while placing: each can be selected (click) or dragged. */
function diceTray(s, view, c) {
  const unplaced = s.unplaced || [];
  const face = selectedFace(unplaced);
  return el(
    "div.kf-tray",
    el("span.stat-label", board("your_dice"), " "),
    unplaced.length
      ? unplaced.map((d, i) =>
          el(
            "button.kf-die",
            {
              type: "button",
              class: d === face && unplaced.indexOf(d) === i ? "kf-selected" : null,
              dataset: { die: d },
              draggable: "true",
              "aria-pressed": d === face && unplaced.indexOf(d) === i ? "true" : "false",
              title: boardf("select_die", { face: d }),
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
            DIE[d] || String(d),
            el("span.kf-die-face", String(d)),
          ),
        )
      : el("span.muted.small", t("none")),
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
  const placing = own && c.moving && view.phase === "place" && Array.isArray(s.unplaced);
  const attrs = { class: cls.join(" "), dataset: { seat: p } };
  if (target) {
    attrs.dataset.move = target.notation;
    attrs.title = target.label ? `${target.notation}: ${readable(target.label)}` : target.notation;
  } else if (s.out && c.moving && view.phase === "attack" && !own) {
    attrs.dataset.explain = "cannot_attack_out";
  }
  return el(
    "section.panel.seat-board",
    attrs,
    el(
      "h3",
      el("span.seat-no", `P${p}`),
      nameOf(c, p),
      view.exchange && view.exchange.attacker === p ? el("span.badge.attack", t("attacking")) : null,
      view.exchange && view.exchange.target === p ? el("span.badge.attack", t("attacked")) : null,
      s.out ? el("span.badge.out", { title: word("hints", "knocked_out") }, word("words", "knocked_out")) : null,
      s.to_move ? el("span.badge.moving", t("to move")) : null,
      s.initiative !== null && s.initiative !== undefined ? el("span.badge", { title: word("hints", "initiative") }, tf((TX.labels && TX.labels.initiative) || "{initiative}", { initiative: s.initiative })) : null,
      target ? el("span.badge.kf-aim", boardf("attack_with", { card: cardName(target.card, facts(target.card, view, catalog)) })) : null,
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
      ? el("div", el("h4", t("Round cards")), el("div.cards.round-cards", roundCards(s, p, view, catalog, c)))
      : s.face_down
        ? el("div", el("h4", t("Round cards")), back(s.face_down), el("span.muted.small", " ", t("face down")))
        : null,
    placing ? diceTray(s, view, c) : null,
    Array.isArray(s.roll) && s.roll.length
      ? el(
          "div.roll",
          el("span.stat-label", word("words", "dice"), " "),
          s.roll.map((d) => die(d)),
          Array.isArray(s.unplaced) && !placing ? el("span.muted.small", " ", t("unplaced:"), " ", s.unplaced.length ? s.unplaced.map((d) => die(d, "small", true)) : t("none")) : null,
        )
      : null,
    Array.isArray(s.hand)
      ? el(
          "div",
          { title: word("hints", "hand") },
          el("h4", `${word("words", "hand")} (${s.hand.length})`),
          el("div.cards.hand", s.hand.map((id) => kfCard(id, view, catalog, null, own && view.phase === "choose" ? { move: c.move(`choose ${id}`) } : {}))),
        )
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
