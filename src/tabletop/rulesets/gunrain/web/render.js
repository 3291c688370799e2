// Gun Rain at the table: a gunfight on a field of playing cards. The 24 squares are the cards
// they are (rank and suit in the corners and a big pip; face-down squares are card backs), the
// viewer's territory at the bottom and the opponent's at the top, each framed in its owner's
// colour. Each player's piece (a gunslinger's hat in the seat's colour with the seat's number)
// and the heavy-gun tokens (a bullet pointing where it travels) stand on their squares; each
// seat shows its HP as the die the rulebook counts it with, its hand and its joker; the deck
// and the discard pile lie beside the field. The hand is playing cards with the roles each can
// be set in, and the setting reads as words ("Action: Light gun 7♠ · Cost: 9♥").
//
// The decision of the moment comes first (the hand while setting, the field while placing,
// flipping, moving or aiming), named by a prompt line; its targets glow and the rest of the
// field is dimmed. Every word is a msgid of the game's texts (ctx.texts, /api/games) through
// t(); a card reads as a person reads it (7♥), its notation (7H) stays in data attributes.
import { DIE_PIPS, SUITS, el, icon as spriteIcon, keepWhole, labelled, seatName, svg, t, tf } from "/static/js/common.js";

// Each suit's action (the texts' key), its cost and its icon in the sprite.
const ACTIONS = {
  S: { key: "light gun", cost: 10, icon: "revolver" },
  C: { key: "heavy gun", cost: 5, icon: "blunderbuss" },
  D: { key: "move", cost: 0, icon: "boot-prints" },
  H: { key: "expand", cost: 5, icon: "card-play" },
};
const MAX_HP = 5;
const GAME = "gunrain";
let TX = {}; // the game's texts: actions, squares, tokens, sides, phases, hints, look... (msgids)

// ---------------------------------------------------------------- words

/** A msgid of one of the game's tables, translated, its {placeholders} filled from `values`. */
function word(table, key, values) {
  const entry = TX[table] && TX[table][key];
  const msgid = Array.isArray(entry) ? entry[0] : entry;
  if (!msgid) return String(key ?? "");
  return values ? tf(msgid, values) : t(msgid);
}

/** The board's own words (texts.LOOK). */
function look(key, values = {}) {
  return word("look", key, values);
}

/** [name, effect, bonus] of a suit's action, translated. */
function action(suit) {
  const entry = ACTIONS[suit] && TX.actions && TX.actions[ACTIONS[suit].key];
  return entry ? entry.map((msgid) => t(msgid)) : null;
}

function tokenWords(key) {
  const entry = (TX.tokens && TX.tokens[key]) || [];
  return { name: entry[0] ? t(entry[0]) : key, text: entry[1] ? t(entry[1]) : "" };
}

function suitOf(card) {
  return card ? String(card).slice(-1) : null;
}

function rankOf(card) {
  return String(card).slice(0, -1);
}

function cardValue(card) {
  return Number.parseInt(String(card), 10) || 0;
}

/** A card as a person reads it: "7H" -> "7♥", "10S" -> "10♠". */
export function cardText(card) {
  return `${rankOf(card)}${SUITS[suitOf(card)] || ""}`;
}

/** Items joined as the page's language lists them ("A, B, C"; ja and zh 「A、B、C」). */
function listOf(items) {
  return items.reduce((first, second) => look("list", { first, second }));
}

/** A seat's display name; the viewer's own marked "(you)". */
function nameOf(c, player) {
  const name = seatName(c.seats, player);
  return c.viewer !== null && c.viewer !== undefined && c.viewer === player ? look("you", { name }) : name;
}

// ---------------------------------------------------------------- drawing: icons, the die

/** An icon of the game's sprite, in the colour of the text around it (common.js icon()). */
function icon(game, name, options = {}) {
  return spriteIcon(game, name, { ...options, cls: `icon-${name}` });
}

/** HP is counted on a die (seed 004, "HP count"). */
function hpDie(hp) {
  const pips = (DIE_PIPS[hp] || []).map(([cx, cy]) => svg("circle", { cx, cy, r: 2.4 }));
  return svg("svg", { class: "hp-die", viewBox: "0 0 24 24", "aria-hidden": "true" }, svg("rect", { x: 1.5, y: 1.5, width: 21, height: 21, rx: 5 }), ...pips);
}

// ---------------------------------------------------------------- cards

/** A card's corner index: its rank over its suit, as printed on a playing card. */
function corner(card, where) {
  return el("span.index", { class: where, "aria-hidden": "true" }, el("span.rank", rankOf(card)), el("span.corner-suit", SUITS[suitOf(card)] || ""));
}

/** A deck card as a playing card: the corners, a big pip, its action and cost. */
export function playingCard(card, extra = {}) {
  const suit = suitOf(card);
  const words = action(suit);
  const cost = ACTIONS[suit] ? ACTIONS[suit].cost : null;
  const title = words ? [look("card", { card: cardText(card), action: words[0], cost }), words[1], look("bonus_line", { text: words[2] })].join("\n") : cardText(card);
  return el(
    "div.card.playing",
    { class: `suit-${suit}${extra.cls ? ` ${extra.cls}` : ""}`, dataset: extra.data || {}, title },
    corner(card, "tl"),
    el("span.big-suit", { "aria-hidden": "true" }, SUITS[suit] || ""),
    words && !extra.bare ? el("span.card-action", icon(GAME, ACTIONS[suit].icon), el("span.card-name", words[0])) : null,
    words && !extra.bare ? el("span.card-cost", look("cost", { cost })) : null,
  );
}

/** A small face-up card (the discard pile, a setting): rank and suit. */
function miniCard(card, { data = true } = {}) {
  const words = action(suitOf(card));
  return el(
    "span.mini-card",
    { class: `suit-${suitOf(card)}`, dataset: data ? { card } : {}, title: words ? `${cardText(card)}: ${words[0]}` : cardText(card) },
    el("span.rank", rankOf(card)),
    el("span.corner-suit", SUITS[suitOf(card)] || ""),
  );
}

/** How to play's drawings: a card of each suit, and a row of the field. */
export function illustrate(heading, ctx = {}) {
  TX = ctx.texts || {};
  if (heading === "The cards") return el("div.gunrain.cards.illustration", ["10S", "5C", "7D", "4H"].map((card) => playingCard(card)));
  if (heading === "The board") {
    const squares = ["QS", "KC", "JD", "AH", null].map((card, i) => square({ coord: i + 1, card, suit: card ? suitOf(card) : null }, { owner: "mine" }));
    return el("div.gunrain.illustration", el("div.field", el("div.grid.row-of-five", squares)));
  }
  return null;
}

// ---------------------------------------------------------------- the page

export function render(view, ctx = {}) {
  TX = ctx.texts || {};
  const viewer = view.seat ?? null;
  const c = { ...ctx, viewer, play: playable(view, ctx) };
  const handFirst = c.play.moves.size > 0 && handDecides(view);
  const root = el("div.gunrain", { class: handFirst ? "hand-first" : "" });
  const lines = prompts(view, c);
  const layout = el("div.gunrain-layout", lines.length ? el("div.prompt", { role: "status" }, lines.map((line) => el("p", line))) : null, table(view, c));
  const hand = handPanel(view, c);
  if (hand) layout.append(hand);
  if (view.revealed || (view.events && view.events.length)) layout.append(lastTurn(view, c));
  if (Array.isArray(view.discard) && view.discard.length) layout.append(discardPanel(view.discard));
  root.append(layout);
  return root;
}

/** Whether the decision of the moment is in the hand (the joker, setting cards), not on the field. */
function handDecides(view) {
  if (view.phase === "joker") return true;
  return view.phase === "set" && !!view.setting && !view.setting.pending && !view.setting.done;
}

// ---------------------------------------------------------------- acting on the board
//
// Every element that plays a move carries data-move (room.js sends it). Two choices are kept
// here between redraws, each with a default so one click always plays something: the hand card
// whose roles are spelled out (the first card), and the first square of a ♥ swap (the lowest;
// clicking it lets the player pick another first square, `swapPicking`).
const chosen = { card: null, swapFirst: null, swapPicking: false };

/** What this seat may do now, read from ctx.legal: the notations, and the pieces they name. */
function playable(view, ctx) {
  const moves = new Set(ctx.moving ? (ctx.legal || []).map((entry) => String(entry.notation)) : []);
  const swaps = [];
  for (const move of moves) {
    const m = /^swap (\d+) (\d+)$/.exec(move);
    if (m) swaps.push([Number(m[1]), Number(m[2])]);
  }
  const starts = new Set(swaps.map(([a]) => a));
  swaps.forEach(([, b]) => starts.add(b));
  if (!swaps.length) chosen.swapPicking = false;
  if (chosen.swapPicking) chosen.swapFirst = null;
  else if (!starts.has(chosen.swapFirst)) chosen.swapFirst = swaps.length ? swaps[0][0] : null;
  const partners = new Map();
  for (const [a, b] of swaps) {
    if (a === chosen.swapFirst) partners.set(b, `swap ${a} ${b}`);
    if (b === chosen.swapFirst) partners.set(a, `swap ${a} ${b}`);
  }
  const hand = Array.isArray(view.hand) ? view.hand : [];
  if (!hand.includes(chosen.card)) chosen.card = hand[0] ?? null;
  return { moves, has: (move) => moves.has(move), swapStarts: starts, partners, redraw: ctx.redraw, shifts: shiftTargets(view, moves) };
}

/** At step 4: the square each legal shift of the current heavy gun puts its token on. */
function shiftTargets(view, moves) {
  const card = view.aiming && Array.isArray(view.aiming.cards) ? view.aiming.cards[0] : null;
  const here = (view.positions || [])[view.seat];
  if (!card || here === null || here === undefined) return null;
  const columns = Number(view.columns) || 4;
  const ahead = here + columns;
  const left = (ahead - 1) % columns !== 0;
  const right = ahead % columns !== 0;
  const squares = { ahead: ahead + columns, back: here, left: left ? ahead - 1 : null, right: right ? ahead + 1 : null };
  const byCoord = new Map();
  for (const [direction, coord] of Object.entries(squares)) {
    if (coord !== null && moves.has(`shift ${card} ${direction}`)) byCoord.set(coord, `shift ${card} ${direction}`);
  }
  const none = moves.has(`shift ${card} none`) ? `shift ${card} none` : null;
  return byCoord.size || none ? { card, ahead, byCoord, none } : null;
}

/** The move a click on this square plays now, or null. */
function squareMove(sq, view, play) {
  const coord = sq.coord;
  if (view.phase === "side") {
    const side = coord <= 12 ? view.frame : view.frame === "south" ? "north" : "south";
    return play.has(`side ${side}`) ? `side ${side}` : null;
  }
  for (const verb of ["at", "flip", "to"]) if (play.has(`${verb} ${coord}`)) return `${verb} ${coord}`;
  if (play.partners.has(coord)) return play.partners.get(coord);
  if (play.shifts && play.shifts.byCoord.has(coord)) return play.shifts.byCoord.get(coord);
  return null;
}

/** Props that make a square playable: its move, or (a ♥ swap's first square) a selection. */
function squareProps(sq, view, play) {
  const move = squareMove(sq, view, play);
  if (move) return { move, label: targetWords(move, sq, view), cls: move.startsWith("swap ") ? " target swap-target" : " target" };
  if (play.swapStarts.has(sq.coord)) {
    // A selection only: nothing to send, nothing to explain.
    const select = (first) => (event) => {
      event.stopPropagation();
      chosen.swapFirst = first;
      chosen.swapPicking = first === null;
      play.redraw && play.redraw();
    };
    if (sq.coord === chosen.swapFirst) return { cls: " swap-first", label: look("swap_first"), onclick: select(null) };
    return { cls: " swap-pick", label: look("swap_pick"), onclick: select(sq.coord) };
  }
  return { cls: "" };
}

/** What a click on a glowing square does, in words (its title). */
function targetWords(move, sq, view) {
  const [verb, ...args] = move.split(" ");
  const pending = view.setting && view.setting.pending ? cardText(view.setting.pending) : "";
  if (verb === "side") return look("target_side");
  if (verb === "at") return look("target_at");
  if (verb === "to") return look("target_to");
  if (verb === "flip") return look("target_flip", { card: pending });
  if (verb === "swap") return look("target_swap", { card: pending, other: args.map(Number).find((n) => n !== sq.coord) ?? sq.coord });
  if (verb === "shift") return look("target_shift", { card: cardText(args[0]), direction: word("directions", args[1]) });
  return "";
}

/** The decision of the moment in a sentence or two, above everything else. */
function prompts(view, c) {
  const play = c.play;
  if (!play.moves.size) {
    const other = view.seat === 0 || view.seat === 1 ? 1 - view.seat : null;
    const waiting = view.phase === "set" && view.setting && view.setting.done && other !== null;
    return waiting ? [look("prompt_wait", { name: nameOf(c, other) })] : [];
  }
  const lines = [];
  const s = view.setting;
  const any = (verb) => [...play.moves].some((m) => m.startsWith(`${verb} `));
  if (view.phase === "side") lines.push(look("prompt_side"));
  else if (view.phase === "place") lines.push(look("prompt_place"));
  else if (view.phase === "joker") lines.push(look("prompt_joker"));
  else if (view.phase === "aim" && play.shifts) lines.push(look("prompt_aim", { card: cardText(play.shifts.card) }));
  else if (s && s.pending) {
    if (any("flip")) lines.push(look("prompt_flip", { card: cardText(s.pending) }));
    if (play.swapStarts.size) lines.push(look(chosen.swapFirst === null ? "prompt_swap_pick" : "prompt_swap"));
  } else if (view.phase === "set") {
    if (any("to")) lines.push(look("prompt_set_move"));
    else if (play.has("done") && s && (s.actions || []).length) lines.push(look("prompt_confirm"));
    else lines.push(look("prompt_set"));
  }
  return lines;
}

// ---------------------------------------------------------------- the table: seats, field, piles

function table(view, c) {
  return el("div.table", seatBar(view, c, ownerOf(view, true)), field(view, c), seatBar(view, c, ownerOf(view, false)), piles(view));
}

/** Who owns the upper or lower half as drawn; before the sides are chosen, the seat shown there
 * (the viewer below, or player 1 above for a spectator). */
function ownerOf(view, upper) {
  const sq = (view.board || []).find((s) => (s.coord > 12) === upper);
  if (sq && sq.owner !== null && sq.owner !== undefined) return sq.owner;
  const below = view.seat === 0 || view.seat === 1 ? view.seat : 0;
  return upper ? 1 - below : below;
}

function sidesKnown(view) {
  return (view.board || []).some((s) => s.owner !== null && s.owner !== undefined);
}

/** The name of one half, written on the felt by its edge: your territory, the opponent's, or
 * (before the sides are chosen) a half to take. */
function halfLabel(view, c, upper) {
  const play = c.play;
  const side = upper === (view.frame === "south") ? "north" : "south";
  if (!sidesKnown(view)) {
    const move = view.phase === "side" && play.has(`side ${side}`) ? `side ${side}` : null;
    if (move) return el("div.half-label", el("button.half-move", { type: "button", dataset: { move }, title: look("target_side") }, look("take_half")));
    return el("div.half-label", el("span.territory-name", word("halves", side)));
  }
  const owner = ownerOf(view, upper);
  const seated = c.viewer !== null && c.viewer !== undefined;
  const text = seated ? look(owner === c.viewer ? "your_territory" : "their_territory") : look("territory_of", { name: nameOf(c, owner) });
  return el("div.half-label", { class: `p${owner}` }, el("span.territory-name", text));
}

/** A seat at the table: its piece, name, HP die, hand, joker and where its setting stands. */
function seatBar(view, c, p) {
  const hp = (view.hp || [])[p] ?? 0;
  const joker = (view.jokers_used || [])[p];
  const count = (view.hand_sizes || [])[p] ?? 0;
  const ready = view.ready && view.phase !== "over" ? view.ready[p] : null;
  const jokerWords = word("hints", joker ? "joker_used" : "joker");
  return el(
    "div.seat-bar",
    { class: `p${p}${(view.to_move || []).includes(p) ? " to-move" : ""}`, dataset: { seat: String(p) } },
    el("span.seat-piece", { class: `p${p}`, "aria-hidden": "true" }, icon(GAME, "western-hat"), el("span.piece-no", String(p + 1))),
    el("span.seat-name", nameOf(c, p)),
    view.turn_player === p ? el("span.turn-player", word("words", "turn_player")) : null,
    el("span.hp", { title: word("hints", "hp") }, hpDie(hp), el("span.hp-num", look("hp", { hp, max_hp: MAX_HP }))),
    el("span.hand-count", { role: "img", "aria-label": look("hand_count", { count }), title: look("hand_count", { count }) }, el("span.back.mini"), el("span", String(count))),
    el("span.joker", { class: joker ? "used" : "ready", title: jokerWords }, icon(GAME, "card-joker", { label: jokerWords })),
    ready !== null ? el("span.seat-state", { class: ready ? "done" : "setting", title: ready ? word("hints", "committed") : "" }, word("words", ready ? "committed" : "setting")) : null,
  );
}

/** The deck (card backs) and the discard pile (its top card face up), with their counts. */
function piles(view) {
  const discard = Array.isArray(view.discard) ? view.discard : [];
  const top = discard[discard.length - 1];
  return el(
    "div.piles",
    el(
      "div.pile.deck",
      { title: `${look("deck_count", { count: view.deck ?? 0 })}\n${word("hints", "deck")}` },
      el("span.pile-card.back", { "aria-hidden": "true" }),
      el("span.pile-text", el("span.pile-name", look("deck")), el("span.pile-count", String(view.deck ?? 0))),
    ),
    el(
      "div.pile.discard",
      { title: `${look("discard_count", { count: discard.length })}\n${word("hints", "discard")}` },
      top ? el("span.pile-card.face", { class: `suit-${suitOf(top)}`, "aria-hidden": "true" }, corner(top, "tl"), el("span.big-suit", SUITS[suitOf(top)])) : el("span.pile-card.empty", { "aria-hidden": "true" }),
      el("span.pile-text", el("span.pile-name", look("discard")), el("span.pile-count", String(discard.length))),
    ),
  );
}

/** The field: the 24 cards in one grid, the opponent's half above the front line and yours
 * below, each half framed in its owner's colour; pieces, tokens and the start flags on them. */
function field(view, c) {
  const columns = Number(view.columns) || 4;
  const rows = Number(view.rows) || 6;
  const half = rows / 2;
  const play = c.play;
  const squares = [...(view.board || [])].sort((a, b) => a.coord - b.coord);
  const marks = squareMarks(view, c);
  const starts = new Map();
  (view.starts || []).forEach((coord, p) => coord !== null && coord !== undefined && starts.set(coord, p));
  const grid = el("div.grid", {
    class: `columns-${columns}`,
    style: { "grid-template-columns": `repeat(${columns}, var(--square-column))`, "grid-template-rows": `repeat(${half}, auto) var(--front-line) repeat(${half}, auto)` },
  });
  const known = sidesKnown(view);
  for (const [upper, rowsAt] of [[true, `1 / ${half + 1}`], [false, `${half + 2} / ${rows + 2}`]]) {
    const owner = known ? ownerOf(view, upper) : null;
    grid.append(el("div.territory", { class: `${upper ? "top" : "bottom"}${owner === null ? "" : ` p${owner}`}`, style: { "grid-row": rowsAt, "grid-column": "1 / -1" } }));
  }
  grid.append(el("div.front-line", { style: { "grid-row": String(half + 1), "grid-column": "1 / -1" } }));
  let targets = 0;
  for (let shown = 0; shown < rows; shown++) {
    const row = rows - 1 - shown; // the viewer's back row at the bottom
    for (let col = 0; col < columns; col++) {
      const place = { "grid-row": String(shown + 1 + (shown >= half ? 1 : 0)), "grid-column": String(col + 1) };
      const sq = squares[row * columns + col];
      if (!sq) {
        grid.append(el("div.square.empty", { style: place }));
        continue;
      }
      const mine = c.viewer !== null && c.viewer !== undefined && sq.owner === c.viewer;
      const owner = sq.owner === null || sq.owner === undefined ? "nobody" : mine ? "mine" : c.viewer === null || c.viewer === undefined ? `owner-${sq.owner}` : "theirs";
      const props = squareProps(sq, view, play);
      if (props.move) targets += 1;
      const start = starts.has(sq.coord) ? startFlag(c, starts.get(sq.coord)) : null;
      const node = square(sq, { owner, marks: marks[sq.coord], start, props });
      node.style.setProperty("grid-row", place["grid-row"]);
      node.style.setProperty("grid-column", place["grid-column"]);
      grid.append(node);
    }
  }
  const deciding = targets || play.swapStarts.size ? "deciding" : "";
  return el("div.field", { class: deciding, role: "group", "aria-label": look("field") }, halfLabel(view, c, true), grid, halfLabel(view, c, false));
}

/** One square: a face-up card (corners, a big pip) or a card back; its number; what stands on it. */
function square(sq, { owner = "nobody", marks = [], start = null, props = {} } = {}) {
  const title = [sq.card ? look("square", { square: sq.coord, card: cardText(sq.card) }) : look("square_down", { square: sq.coord }), word("squares", sq.card ? sq.suit : "down")];
  if (props.label) title.unshift(props.label);
  if (start) title.push(start.title);
  const data = props.move ? { coord: sq.coord, move: props.move } : { coord: sq.coord };
  return el(
    "div.square",
    { class: `${owner}${sq.card ? ` suit-${sq.suit}` : " facedown"}${props.cls || ""}`, dataset: data, title: title.join("\n"), onclick: props.onclick || null },
    sq.card ? corner(sq.card, "tl") : null,
    el("span.coord", String(sq.coord)),
    start,
    el("span.square-body", sq.card ? el("span.big-pip", { "aria-hidden": "true" }, SUITS[sq.suit] || "") : null, el("span.square-marks", marks || [])),
    sq.card ? corner(sq.card, "br") : null,
  );
}

/** What stands on each square: pieces, heavy-gun tokens, the heavy gun being aimed. */
function squareMarks(view, c) {
  const marks = {};
  const add = (coord, node) => (marks[coord] = marks[coord] || []).push(node);
  (view.positions || []).forEach((coord, p) => {
    if (coord !== null && coord !== undefined) add(coord, piece(c, p));
  });
  for (const tk of view.tokens || []) add(tk.at, tokenMark(tk, view, c));
  if (c.play.shifts) add(c.play.shifts.ahead, aimPad(c.play.shifts));
  return marks;
}

/** A player's piece: a gunslinger's hat in the seat's colour, with the seat's number. */
function piece(c, p) {
  const label = look("piece", { name: seatName(c.seats, p), number: p + 1 });
  return el("span.piece", { class: `p${p}`, role: "img", "aria-label": label, title: `${label}\n${tokenWords("piece").text}` }, icon(GAME, "western-hat"), el("span.piece-no", String(p + 1)));
}

/** A heavy-gun token: a bullet pointing the way it travels, with its card. */
function tokenMark(tk, view, c) {
  const up = !!(view.sides && view.sides[tk.owner] && view.sides[tk.owner] === view.frame);
  const label = look("token", { name: nameOf(c, tk.owner), card: cardText(tk.card), target: nameOf(c, 1 - tk.owner) });
  return el(
    "span.token",
    { class: `p${tk.owner} ${up ? "up" : "down"}`, dataset: { card: tk.card }, role: "img", "aria-label": label, title: `${label}\n${tokenWords("heavy_gun_token").text}` },
    icon(GAME, "rifle"),
    el("span.token-card", cardText(tk.card)),
    el("span.token-way", { "aria-hidden": "true" }, up ? "↑" : "↓"),
  );
}

/** The flag on a player's initial position (the voltage bonus counts rows ahead of it). */
function startFlag(c, p) {
  const text = look("start", { name: nameOf(c, p) });
  return el("span.start", { class: `p${p}`, title: text }, icon(GAME, "flying-flag", { label: text }));
}

// The heavy-gun shift's arrows as the owner sees them (ahead is up the screen); the token itself
// is the "no shift" choice.
const ARROWS = [
  ["ahead", "↑", "up"],
  ["left", "←", "left"],
  ["right", "→", "right"],
  ["back", "↓", "down"],
];

/** The token about to be placed at step 4, with an arrow for each legal shift. */
function aimPad(shifts) {
  const card = cardText(shifts.card);
  const arrows = ARROWS.map(([direction, arrow, place]) => {
    const move = [...shifts.byCoord.values()].find((m) => m.endsWith(` ${direction}`));
    if (!move) return null;
    const name = look("shift", { card, direction: word("directions", direction) });
    return el("button.arrow", { type: "button", class: `at-${place}`, dataset: { move }, title: name, "aria-label": name }, arrow);
  });
  const stay = look("shift", { card, direction: word("directions", "none") });
  const centre = shifts.none
    ? el("button.token.ghost", { type: "button", dataset: { move: shifts.none }, title: stay, "aria-label": stay }, icon(GAME, "rifle"), el("span.token-card", card))
    : el("span.token.ghost", icon(GAME, "rifle"), el("span.token-card", card));
  return el("span.aim-pad", centre, ...arrows);
}

// ---------------------------------------------------------------- the hand and the setting

/** Each hand card's roles: [kind, notation, short word]; the ♣ bonus only on clubs. */
function roles(card) {
  const out = [["act", `act ${card}`, look("role_act")]];
  if (suitOf(card) === "C") out.push(["act+", `act ${card}+`, look("role_act_bonus")]);
  out.push(["pay", `pay ${card}`, look("role_pay", { value: cardValue(card) })], ["keep", `keep ${card}`, look("role_keep")]);
  return out;
}

/** A role in full words, as the move's label says it: "Set 7♠ as an action: Light gun", "Pay
 * with 9♣ (cost paid 9 of 10)". */
function roleLabel(kind, card, view) {
  const words = action(suitOf(card));
  const s = view.setting || {};
  const required = s.required ?? 0;
  const values = { card: cardText(card), action: words ? words[0] : "", paid: (s.paid ?? 0) + cardValue(card), required };
  const pay = required ? "pay_long" : "pay_long_first";
  return look({ act: "act_long", "act+": "act_bonus_long", pay, keep: "keep_long" }[kind], values);
}

/** The role control: a button carrying its move, or a dimmed mark that explains itself. */
function roleControl(kind, move, text, card, view, play, long = false) {
  const label = keepWhole(long ? roleLabel(kind, card, view) : text); // "（+5）" stays whole
  const cls = `role-${kind.replace("+", "-bonus")}`;
  if (play.has(move)) return el("button.role", { type: "button", class: cls, dataset: { move }, title: roleLabel(kind, card, view) }, label);
  const why = roleReason(kind, card, view);
  return el("span.role.off", { class: cls, dataset: { explain: `${kind} ${card}` }, title: why ? t(why.msgid) : "" }, label);
}

function handPanel(view, c) {
  const hand = Array.isArray(view.hand) ? view.hand : [];
  const play = c.play;
  const setting = view.phase === "set" && view.setting && !view.setting.done && play.moves.size;
  const controls = [];
  for (const move of ["pass", "joker"]) {
    if (play.has(move)) controls.push(el("button.hand-move", { type: "button", class: `move-${move}${move === "joker" ? " with-icon" : ""}`, dataset: { move } }, move === "joker" ? icon(GAME, "card-joker") : null, look(move)));
  }
  const tray = settingTray(view, c);
  if (!hand.length && !controls.length && !tray) return null;
  const cards = hand.map((card) => {
    const face = playingCard(card, { data: { hand: card }, cls: setting && card === chosen.card ? "chosen" : "" });
    if (setting) {
      face.addEventListener("click", (event) => {
        event.stopPropagation(); // shows the card's roles: a selection, nothing to send
        chosen.card = card;
        c.redraw && c.redraw();
      });
      face.classList.add("selectable");
    } else {
      face.dataset.explain = "hand";
    }
    const controlsOf = setting ? el("div.roles", roles(card).map(([kind, move, text]) => roleControl(kind, move, text, card, view, play))) : null;
    return el("div.hand-card", face, controlsOf);
  });
  const detail = setting && !view.setting.pending && chosen.card ? cardDetail(chosen.card, view, play) : null;
  const heading = el("h3", { title: word("hints", "hand") }, look("your_hand")); // a tap on a card is not about the hand
  return el(
    "section.panel.hand-panel",
    heading,
    hand.length ? el("div.cards.hand", cards) : null,
    controls.length ? el("div.hand-moves", controls) : null,
    detail,
    tray,
  );
}

/** The chosen card's roles in full words, each a button, or why it is not offered (its own
 * line under the role's words); above them, what the card does, a sentence a line. */
function cardDetail(card, view, play) {
  const words = action(suitOf(card));
  const lines = roles(card).map(([kind, move, text]) => {
    if (play.has(move)) return roleControl(kind, move, text, card, view, play, true);
    const why = roleReason(kind, card, view);
    return el("span.role.off.long", { dataset: { explain: `${kind} ${card}` } }, el("span.role-words", keepWhole(roleLabel(kind, card, view))), why ? el("span.why", t(why.msgid)) : null);
  });
  const rules = words ? [look("effect_line", { action: words[0], text: words[1] }), look("bonus_line", { text: words[2] }), look("pays", { value: cardValue(card) })] : [];
  return el("div.card-detail", el("strong", look("roles", { card: cardText(card) })), rules.map((line) => el("p.small", line)), el("div.detail-roles", lines));
}

/** One action of a setting in words: "Light gun 7♠", "Expand 9♥: square 10". */
function actionItem(act, pending = false) {
  const words = action(suitOf(act.card));
  const values = { action: words ? words[0] : "", card: cardText(act.card) };
  const squares = Array.isArray(act.squares) ? act.squares : [];
  let key = "item";
  if (pending) key = "item_pending";
  else if (squares.length === 2) key = "item_swap";
  else if (squares.length === 1) key = "item_flip";
  else if (act.bonus) key = "item_bonus";
  return look(key, { ...values, square: squares[0], other: squares[1] });
}

/** The setting so far, in words: actions, cost cards and how much they pay, the kept card,
 * the destination; and the button that confirms it, saying what it confirms. */
function settingTray(view, c) {
  const s = view.setting;
  if (!s) return null;
  const play = c.play;
  const acts = (s.actions || []).map((act) => el("span.set-item", { class: `suit-${suitOf(act.card)}`, dataset: { card: act.card } }, icon(GAME, ACTIONS[suitOf(act.card)].icon), actionItem(act)));
  if (s.pending) acts.push(el("span.set-item.choosing", { class: `suit-${suitOf(s.pending)}` }, icon(GAME, ACTIONS[suitOf(s.pending)].icon), actionItem({ card: s.pending }, true)));
  const none = () => el("span.muted", look("none"));
  const paid = s.paid ?? 0;
  const required = s.required ?? 0;
  const slot = (key, ...content) => el("div.slot", { class: `slot-${key}` }, el("span.slot-label", labelled(look(`slot_${key}`))), el("span.slot-content", ...content));
  const rows = [
    slot("action", acts.length ? acts : none()),
    slot("cost", (s.costs || []).map((card) => miniCard(card)), el("span.paid", { class: paid >= required ? "covered" : "short" }, look("paid", { paid, required }))),
    slot("keep", s.keep ? miniCard(s.keep) : none()),
  ];
  if (s.to !== null && s.to !== undefined) rows.push(slot("to", look("to_square", { square: s.to })));
  let footer = null;
  if (s.done) footer = el("p.committed", look("committed"));
  else if (play.has("done")) {
    const phrases = (s.actions || []).map((act) => actionItem(act));
    const text = phrases.length ? look("confirm", { actions: listOf(phrases) }) : look("confirm_nothing");
    footer = el("button.hand-move.move-done.primary", { type: "button", dataset: { move: "done" } }, text);
  } else if ([...play.moves].some((m) => m.startsWith("to "))) footer = el("p.confirm-hint", look("confirm_by_moving"));
  else if (play.moves.size && !s.pending) {
    footer = el("span.hand-move.off", { dataset: { explain: "done" }, title: tf(TX.why.costs_first, { paid, required }) }, look("confirm_short", { missing: Math.max(required - paid, 0) }));
  }
  return el("div.setting-tray", el("h4", look("your_setting")), el("div.slots", rows), footer);
}

// ---------------------------------------------------------------- why a click does nothing

/** A reason as {msgid, values}; null when the role is open (or nothing needs saying). */
function roleReason(kind, card, view) {
  if (view.phase === "joker") return { msgid: TX.why.joker_first };
  if (view.phase === "aim") return { msgid: TX.why.aim_arrows };
  const s = view.setting;
  if (view.phase !== "set" || !s || s.done) return null;
  if (s.pending) return { msgid: TX.why.target_first };
  const hand = Array.isArray(view.hand) ? view.hand : [];
  const slack = (s.paid || 0) - (s.required || 0) + hand.reduce((sum, c) => sum + cardValue(c), 0);
  const left = slack - cardValue(card);
  const suit = suitOf(card);
  const cost = ACTIONS[suit] ? ACTIONS[suit].cost : 0;
  if (kind === "act") {
    if (left < cost) return { msgid: TX.why.cannot_afford };
    if (suit === "D") return { msgid: TX.why.no_step };
    if (suit === "H") return { msgid: TX.why.nothing_to_flip };
  }
  if (kind === "act+") return { msgid: left < cost ? TX.why.cannot_afford : TX.why.cannot_afford_bonus };
  if (kind === "keep") return { msgid: s.keep ? TX.why.keep_one : TX.why.keep_cannot_afford };
  return null;
}

/** Why a square plays nothing now. */
function squareReason(coord, view, moves) {
  const sq = (view.board || []).find((s) => s.coord === coord);
  const theirs = coord > 12;
  const s = view.setting;
  const any = (verb) => [...moves].some((m) => m.startsWith(`${verb} `));
  if (view.phase === "joker") return { msgid: TX.why.joker_first };
  if (view.phase === "aim") return { msgid: TX.why.aim_arrows };
  if (view.phase === "place") return { msgid: theirs ? TX.why.not_yours : sq && !sq.card ? TX.why.face_down : TX.why.not_in_reach };
  if (view.phase !== "set" || !s) return null;
  if (s.pending) {
    if (theirs || (sq && sq.card) || !any("flip")) return { msgid: any("swap") && !theirs ? TX.why.swap_pair : TX.why.flip_face_down };
    return null;
  }
  if (any("to")) return { msgid: theirs ? TX.why.not_yours : TX.why.not_in_reach };
  if (!(s.actions || []).some((a) => suitOf(a.card) === "D")) return { msgid: TX.why.no_move_card };
  return { msgid: TX.why.costs_first, values: { paid: s.paid ?? 0, required: s.required ?? 0 } };
}

/**
 * Why a click on this piece plays nothing (room.js asks, for a piece without data-move while
 * this seat may move): in the rules' words, or null for the room's general sentence.
 */
export function explain(node, view, ctx = {}) {
  TX = ctx.texts || TX;
  if (!TX.why) return null;
  const moves = new Set((ctx.legal || []).map((entry) => String(entry.notation)));
  let why = null;
  const tag = node.dataset ? node.dataset.explain : null;
  if (tag === "done") {
    const s = view.setting || {};
    why = { msgid: TX.why.costs_first, values: { paid: s.paid ?? 0, required: s.required ?? 0 } };
  } else if (tag === "hand") {
    why = roleReason("hand", null, view);
  } else if (tag) {
    const [kind, card] = tag.split(" ");
    why = roleReason(kind, card, view);
  } else if (node.closest && node.closest("[data-coord]")) {
    // a square, or a token standing on it: the square's reason
    why = squareReason(Number(node.closest("[data-coord]").dataset.coord), view, moves);
  }
  return why && why.msgid ? tf(why.msgid, why.values || {}) : null;
}

// ---------------------------------------------------------------- the last turn, the discard pile

/** Each player's revealed setting, and what happened, in words. */
function lastTurn(view, c) {
  const parts = [];
  if (Array.isArray(view.revealed)) {
    view.revealed.forEach((shown, p) => {
      if (!shown) return;
      const acts = (shown.actions || []).map((act) => el("span.set-item", { class: `suit-${suitOf(act.card)}` }, icon(GAME, ACTIONS[suitOf(act.card)].icon), actionItem(act)));
      const slot = (key, ...content) => el("div.slot", el("span.slot-label", labelled(look(`slot_${key}`))), el("span.slot-content", ...content));
      parts.push(
        el(
          "div.revealed",
          { class: `p${p}` },
          el("strong.revealed-name", nameOf(c, p)),
          el(
            "div.slots",
            slot("action", acts.length ? acts : el("span.muted", look("none"))),
            slot("cost", (shown.costs || []).length ? shown.costs.map((card) => miniCard(card, { data: false })) : el("span.muted", look("none"))),
            shown.to !== null && shown.to !== undefined ? slot("to", look("to_square", { square: shown.to })) : null,
          ),
        ),
      );
    });
  }
  const events = (view.events || []).map((e) => el("li", { class: `event-${e.event}` }, icon(GAME, EVENT_ICONS[e.event] || "bullet-impacts"), el("span", eventText(e, c))));
  if (events.length) parts.push(el("ul.events", events));
  return el("section.panel.last-turn", el("h3", look(view.revealed ? "last_turn" : "so_far")), parts);
}

const EVENT_ICONS = { joker: "card-joker", flip: "card-play", swap: "card-exchange", move: "boot-prints", shot: "revolver", advance: "rifle", off: "rifle", token: "blunderbuss", hit: "bullet-impacts", reshuffle: "card-exchange" };

/** An event of the last resolution in the log's sentence for it (texts.LOG_LINES, as log.py
 * event() chooses and fills it); its squares as the viewer sees the field. */
function eventText(e, c) {
  const line = (key, values) => word("log_lines", key, values);
  if (e.event === "reshuffle" || e.player === undefined) return line("reshuffle");
  const player = nameOf(c, e.player);
  const target = nameOf(c, 1 - e.player);
  const face = e.card ? cardText(e.card) : "";
  const token = word("log_terms", "token", { card: face });
  switch (e.event) {
    case "joker":
      return line("joker", { player });
    case "flip":
      return line("flip", { player, square: e.at, suit: word("log_terms", `square_${suitOf(e.card)}`) });
    case "swap":
      return line("swap", { player, first: (e.squares || [])[0], second: (e.squares || [])[1] });
    case "move":
      return e.from === e.to ? line("move_back", { player, end: e.to }) : line("move", { player, start: e.from, end: e.to });
    case "shot": {
      const card = word("log_terms", suitOf(e.card), { card: face });
      return e.damage ? line("shot", { player, card, damage: e.damage, target }) : line("miss", { player, card, target });
    }
    case "token":
      return line("token", { player, token, square: e.at });
    case "advance":
      return line("advance", { player, token, start: e.at, end: e.to });
    case "off":
      return line("off", { player, token, square: e.at });
    default: // a hit: by advancing, on the opponent's route, or placed on them
      return line(`hit_${e.how}`, { player, token, target, square: e.at });
  }
}

/** The whole discard pile, face up (it is public): what is left to come is what is not here. */
function discardPanel(discard) {
  return el(
    "section.panel.discard-panel",
    { title: word("hints", "discard") },
    el("h3", look("discard_count", { count: discard.length })),
    el("div.discard-cards", discard.map((card) => miniCard(card))),
  );
}
