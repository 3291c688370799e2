// Gun Rain: the card grid from the viewer's side (their back row at the bottom), the two
// pieces, heavy-gun tokens with their direction, HP, hands, the setting in progress and
// what happened at the last reveal. Every word from the game's texts (ctx.texts, msgids from
// /api/games) through t(); cards ("7S") and squares (1-24) stay notation, and each card,
// square, piece and token explains itself in its title (hover or long press).
import { N_, SUITS, el, labelled, section, seatName, stat, t, tf } from "/static/js/common.js";

// Each suit's action (the texts' key) and its cost.
const ACTIONS = { S: { key: "light gun", cost: 10 }, C: { key: "heavy gun", cost: 5 }, D: { key: "move", cost: 0 }, H: { key: "expand", cost: 5 } };
const MAX_HP = 5;
let TX = {}; // the game's texts: actions, squares, tokens, sides, phases, hints... (msgids)

function word(table, key, fallback) {
  const entry = TX[table] && TX[table][key];
  const msgid = Array.isArray(entry) ? entry[0] : entry;
  return msgid ? t(msgid) : String(fallback ?? key ?? "");
}

/** [name, effect, bonus] of a suit's action, translated. */
function action(suit) {
  const entry = ACTIONS[suit] && TX.actions && TX.actions[ACTIONS[suit].key];
  return entry ? entry.map((msgid) => t(msgid)) : null;
}

function token(key) {
  const entry = (TX.tokens && TX.tokens[key]) || [];
  return { name: entry[0] ? t(entry[0]) : key, text: entry[1] ? t(entry[1]) : "" };
}

function suitOf(card) {
  return card ? String(card).slice(-1) : null;
}

export function suitSpan(letter) {
  if (!letter) return el("span.suit.facedown", "▒");
  return el("span.suit", { class: `suit-${letter}`, title: word("suits", letter, letter) }, SUITS[letter] || letter);
}

export function playingCard(name, extra = {}) {
  const suit = suitOf(name);
  const words = action(suit);
  const cost = ACTIONS[suit] ? ACTIONS[suit].cost : null;
  const title = words ? `${name} · ${words[0]} (${tf("cost {cost}", { cost })})\n${words[1]}\n${t("Bonus")}: ${words[2]}` : name;
  return el(
    "div.card.playing",
    { class: `suit-${suit}${extra.cls ? ` ${extra.cls}` : ""}`, dataset: extra.data || { card: name }, title },
    el("div.rank", String(name).slice(0, -1)),
    el("div.big-suit", SUITS[suit] || suit),
    words && !extra.bare ? el("div.card-name", words[0]) : null,
    words && !extra.bare ? el("div.muted.small", tf("cost {cost}", { cost })) : null,
  );
}

function nameOf(ctx, player) {
  const viewer = ctx.viewer;
  const name = seatName(ctx.seats, player);
  if (viewer !== null && viewer !== undefined && viewer === player) return `${name} ${t("(you)")}`;
  return name;
}

/** How to play's drawings: a card of each suit, and a square of each suit. */
export function illustrate(heading, ctx = {}) {
  TX = ctx.texts || {};
  if (heading === "The cards") return el("div.cards.illustration", ["10S", "5C", "7D", "4H"].map((card) => playingCard(card)));
  if (heading === "The board") {
    return el(
      "div.grid.illustration",
      { style: "grid-template-columns: repeat(5, minmax(3.5rem, 5.5rem))" },
      ["QS", "KC", "JD", "AH", null].map((card, i) => square({ coord: i + 1, card, suit: card ? suitOf(card) : null }, "mine", [], false)),
    );
  }
  return null;
}

export function render(view, ctx = {}) {
  TX = ctx.texts || {};
  const viewer = view.seat ?? null;
  const c = { ...ctx, viewer, play: playable(view, ctx) };
  const root = el("div.gunrain");
  root.append(status(view, c));
  root.append(board(view, c));
  const hand = handPanel(view, c);
  if (hand) root.append(hand);
  if (view.setting) root.append(setting(view.setting));
  if (view.revealed || (view.events && view.events.length)) root.append(lastTurn(view, c));
  if (Array.isArray(view.discard)) {
    root.append(
      section(
        tf("Discard pile: {count}", { count: view.discard.length }),
        el("div.chips", { title: word("hints", "discard") }, view.discard.map((card) => el("span.chip", { class: `suit-${suitOf(card)}`, title: card }, String(card).slice(0, -1), SUITS[suitOf(card)] || ""))),
      ),
    );
  }
  return root;
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
  const moves = new Set(ctx.moving ? (ctx.legal || []).map((action) => String(action.notation)) : []);
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
  if (move) return { move, cls: move.startsWith("swap ") ? " target swap-target" : " target" };
  if (play.swapStarts.has(sq.coord)) {
    // A selection only: nothing to send, nothing to explain.
    const select = (first) => (event) => {
      event.stopPropagation();
      chosen.swapFirst = first;
      chosen.swapPicking = first === null;
      play.redraw && play.redraw();
    };
    if (sq.coord === chosen.swapFirst) return { cls: " swap-first", onclick: select(null) };
    return { cls: " swap-pick", onclick: select(sq.coord) };
  }
  return { cls: "" };
}

/** What to click now, in a sentence or two above the board. */
function prompts(view, play) {
  if (!play.moves.size) return [];
  const lines = [];
  const s = view.setting;
  if (view.phase === "side") lines.push(word("board", "choose_side"));
  else if (view.phase === "place") lines.push(word("board", "choose_start"));
  else if (view.phase === "joker") lines.push(word("board", "joker"));
  else if (view.phase === "aim" && play.shifts) lines.push(tf(TX.board.aim, { card: play.shifts.card }));
  else if (s && s.pending) {
    if ([...play.moves].some((m) => m.startsWith("flip "))) lines.push(tf(TX.board.flip, { card: s.pending }));
    if (play.swapStarts.size) lines.push(word("board", chosen.swapFirst === null ? "swap_pick" : "swap"));
  } else if (view.phase === "set") {
    lines.push(word("board", "set"));
    if ([...play.moves].some((m) => m.startsWith("to "))) lines.push(word("board", "move"));
    else if (play.has("done")) lines.push(word("board", "done"));
  }
  return lines;
}

/** Each hand card's roles: [kind, notation, short word]; the ♣ bonus only on clubs. */
function roles(card) {
  const value = cardValue(card);
  const out = [["act", `act ${card}`, word("board", "action")]];
  if (suitOf(card) === "C") out.push(["act+", `act ${card}+`, word("board", "action_bonus")]);
  out.push(["pay", `pay ${card}`, tf(TX.board.pay, { value })], ["keep", `keep ${card}`, word("board", "keep")]);
  return out;
}

function roleLabel(kind, card) {
  const key = { act: "act", "act+": "act bonus", pay: "pay", keep: "keep" }[kind];
  return tf(TX.moves[key], { card });
}

function cardValue(card) {
  return Number.parseInt(String(card), 10) || 0;
}

/** The role control: a button carrying its move, or a dimmed mark that explains itself. */
function roleControl(kind, move, text, card, view, play, long = false) {
  const label = long ? roleLabel(kind, card) : text;
  if (play.has(move)) return el("button.role", { type: "button", class: `role-${kind.replace("+", "-bonus")}`, dataset: { move }, title: roleLabel(kind, card) }, label);
  const why = roleReason(kind, card, view);
  return el("span.role.off", { class: `role-${kind.replace("+", "-bonus")}`, dataset: { explain: `${kind} ${card}` }, title: why ? t(why.msgid) : "" }, label);
}

function handPanel(view, c) {
  const hand = Array.isArray(view.hand) ? view.hand : [];
  const play = c.play;
  const setting = view.phase === "set" && view.setting && !view.setting.done && play.moves.size;
  const controls = [];
  if (play.has("joker") || play.has("pass")) {
    for (const move of ["pass", "joker"]) if (play.has(move)) controls.push(el("button.hand-move", { type: "button", class: `move-${move}`, dataset: { move } }, word("moves", move)));
  }
  if (setting && !view.setting.pending) {
    if (play.has("done")) controls.push(el("button.hand-move.move-done", { type: "button", dataset: { move: "done" } }, word("moves", "done")));
    else if (![...play.moves].some((m) => m.startsWith("to "))) controls.push(el("span.hand-move.off", { dataset: { explain: "done" }, title: tf(TX.why.costs_first, { paid: view.setting.paid ?? 0, required: view.setting.required ?? 0 }) }, word("moves", "done")));
  }
  if (!hand.length && !controls.length) return null;
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
  const panel = section(t("Your hand"), el("div.cards.hand", cards), controls.length ? el("div.hand-moves", controls) : null, detail);
  panel.classList.add("hand-panel");
  panel.querySelector("h3").title = word("hints", "hand"); // on the heading: a tap on a card is not about the hand
  return panel;
}

/** The chosen card's roles in full words, each a button, or why it is not offered. */
function cardDetail(card, view, play) {
  const words = action(suitOf(card));
  const lines = roles(card).map(([kind, move, text]) => {
    if (play.has(move)) return roleControl(kind, move, text, card, view, play, true);
    const why = roleReason(kind, card, view);
    return el("span.role.off.long", { dataset: { explain: `${kind} ${card}` } }, roleLabel(kind, card), why ? el("span.why", ` — ${t(why.msgid)}`) : null);
  });
  return el(
    "div.card-detail",
    el("strong", tf(TX.board.roles, { card })),
    words ? el("p.small", `${words[0]}: ${words[1]} ${t("Bonus")}: ${words[2]} ${tf(TX.board.pays, { value: cardValue(card) })}`) : null,
    el("div.detail-roles", lines),
  );
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
  const moves = new Set((ctx.legal || []).map((action) => String(action.notation)));
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
  } else if (node.dataset && node.dataset.coord) {
    why = squareReason(Number(node.dataset.coord), view, moves);
  }
  return why && why.msgid ? tf(why.msgid, why.values || {}) : null;
}

function status(view, c) {
  const players = [0, 1].map((p) => {
    const hp = (view.hp || [])[p] ?? 0;
    const joker = (view.jokers_used || [])[p];
    return el(
      "div.player-box",
      { class: `p${p}${(view.to_move || []).includes(p) ? " to-move" : ""}` },
      el("div.player-name", el("span.piece.mini", { class: `p${p}` }, `P${p}`), " ", nameOf(c, p), view.sides && view.sides[p] ? el("span.muted", ` · ${word("sides", view.sides[p])}`) : null),
      el("div.hearts", { title: word("hints", "hp") }, Array.from({ length: MAX_HP }, (_, i) => el("span.heart", { class: i < hp ? "full" : "empty" }, i < hp ? "♥" : "♡")), el("span.hp-num", ` ${hp}/${MAX_HP}`)),
      el(
        "div.muted.small",
        el("span", { title: word("hints", "hand") }, tf("Hand: {count}", { count: (view.hand_sizes || [])[p] ?? "?" })),
        " · ",
        el("span", { title: word("hints", joker ? "joker_used" : "joker") }, joker ? t("joker used") : t("joker unused")),
        view.ready && view.phase !== "over" ? ` · ${view.ready[p] ? word("words", "committed") : word("words", "setting")}` : "",
      ),
    );
  });
  return el(
    "div.status-row",
    stat(t("Turn"), view.turn ? `${view.turn} / ${view.max_turns}` : t("setup")),
    stat(t("Phase"), word("phases", view.phase, view.phase)),
    stat(word("words", "turn_player"), view.turn_player === null || view.turn_player === undefined ? "—" : nameOf(c, view.turn_player)),
    el("div", { title: word("hints", "deck") }, stat(word("words", "deck"), view.deck)),
    ...players,
  );
}

function square(sq, owner, marks, centre, start = false, props = {}) {
  const title = [`${sq.coord}${sq.card ? `: ${sq.card}` : ""}`, word("squares", sq.card ? sq.suit : "down")];
  if (start) title.push(word("hints", "initial_position"));
  if (props.label) title.unshift(props.label);
  return el(
    "div.square",
    {
      class: `${owner}${sq.card ? ` suit-${sq.suit}` : " facedown"}${centre ? " centre" : ""}${props.cls || ""}`,
      dataset: props.move ? { coord: sq.coord, move: props.move } : { coord: sq.coord },
      title: title.join("\n"),
      onclick: props.onclick || null,
    },
    el("span.coord", String(sq.coord)),
    sq.card ? el("span.square-card", String(sq.card).slice(0, -1)) : null,
    suitSpan(sq.suit),
    start ? el("span.start", { title: word("hints", "initial_position") }, "◦") : null,
    el("div.square-marks", marks || []),
  );
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
  const gun = token("heavy_gun_token");
  const arrows = ARROWS.map(([direction, arrow, place]) => {
    const move = [...shifts.byCoord.values()].find((m) => m.endsWith(` ${direction}`));
    if (!move) return null;
    const name = word("directions", direction);
    return el("button.arrow", { type: "button", class: `at-${place}`, dataset: { move }, title: `${shifts.card}: ${name}`, "aria-label": `${shifts.card}: ${name}` }, arrow);
  });
  const stay = word("directions", "none");
  const centre = shifts.none
    ? el("button.token.ghost", { type: "button", dataset: { move: shifts.none }, title: `${gun.name} ${shifts.card}: ${stay}`, "aria-label": `${shifts.card}: ${stay}` }, shifts.card)
    : el("span.token.ghost", shifts.card);
  return el("div.aim-pad", centre, ...arrows);
}

function board(view, c) {
  const columns = Number(view.columns) || 4;
  const rows = Number(view.rows) || 6;
  const play = c.play;
  const squares = [...(view.board || [])].sort((a, b) => a.coord - b.coord);
  const marks = {};
  const add = (coord, node) => {
    (marks[coord] = marks[coord] || []).push(node);
  };
  const piece = token("piece");
  (view.positions || []).forEach((coord, p) => {
    if (coord !== null && coord !== undefined) add(coord, el("span.piece", { class: `p${p}`, title: `${piece.name}: ${nameOf(c, p)}\n${piece.text}` }, `P${p}`));
  });
  const gun = token("heavy_gun_token");
  for (const tk of view.tokens || []) {
    const up = view.sides && view.sides[tk.owner] && view.sides[tk.owner] === view.frame;
    const title = `${gun.name} ${tk.card}: ${nameOf(c, tk.owner)}\n${gun.text}`;
    add(tk.at, el("span.token", { class: `p${tk.owner}`, title }, `${tk.card}${up ? "↑" : "↓"}`));
  }
  if (play.shifts) add(play.shifts.ahead, aimPad(play.shifts));
  const starts = new Set((view.starts || []).filter((x) => x !== null && x !== undefined));
  const grid = el("div.grid", { style: `grid-template-columns: repeat(${columns}, minmax(3.5rem, 5.5rem))` });
  for (let row = rows - 1; row >= 0; row--) {
    for (let col = 0; col < columns; col++) {
      const sq = squares[row * columns + col];
      if (!sq) {
        grid.append(el("div.square.empty"));
        continue;
      }
      const mine = c.viewer !== null && sq.owner === c.viewer;
      const owner = sq.owner === null || sq.owner === undefined ? "nobody" : mine ? "mine" : c.viewer === null ? `owner-${sq.owner}` : "theirs";
      const props = squareProps(sq, view, play);
      if (props.move) props.label = moveLabel(props.move, c);
      grid.append(square(sq, owner, marks[sq.coord], row === rows / 2, starts.has(sq.coord), props));
    }
  }
  const half = (upper) => {
    const text = halfName(view, c, upper);
    const side = upper === (view.frame === "south") ? "north" : "south";
    const move = view.phase === "side" && play.has(`side ${side}`) ? `side ${side}` : null;
    return move ? el("button.half-label.half-move", { type: "button", dataset: { move } }, tf(TX.moves.side, { side: word("sides", side) })) : el("div.half-label", text);
  };
  const lines = prompts(view, play);
  return section(t("Board"), lines.length ? el("div.prompt", lines.map((line) => el("p", line))) : null, el("div.board-wrap", half(true), grid, half(false)));
}

/** The label the server gave a legal move, for a square's title. */
function moveLabel(move, c) {
  const found = (c.legal || []).find((action) => String(action.notation) === move);
  return found && found.label ? `${move}: ${found.label}` : move;
}

function halfName(view, c, upper) {
  const sq = (view.board || []).find((s) => (s.coord > 12) === upper);
  const owner = sq ? sq.owner : null;
  if (owner === null || owner === undefined) {
    const half = (view.frame === "south") === upper ? "north" : "south";
    return tf("{side} half", { side: word("sides", half) });
  }
  return tf("{name}'s territory", { name: nameOf(c, owner) });
}

function actText(a) {
  let text = a.card + (a.bonus && suitOf(a.card) === "C" ? "+" : a.bonus ? ` (${t("Bonus")})` : "");
  if (Array.isArray(a.squares) && a.squares.length) {
    text += ` ${a.squares.length === 2 ? tf("swap {squares}", { squares: a.squares.join(" ") }) : tf("flip {squares}", { squares: a.squares.join(" ") })}`;
  }
  return text;
}

function setting(s) {
  const acts = (s.actions || []).map(actText);
  if (s.pending) acts.push(tf("{card} (choose its target)", { card: s.pending }));
  return section(
    t("Your setting"),
    el(
      "div.setting",
      el("div", el("strong", labelled(word("words", "action_card")), " "), acts.join(", ") || t("none")),
      el("div", el("strong", labelled(word("words", "cost_card")), " "), (s.costs || []).join(" ") || t("none"), " ", tf("(paid {paid}; the actions cost {required})", { paid: s.paid ?? 0, required: s.required ?? 0 })),
      s.keep ? el("div", el("strong", labelled(word("words", "kept_card")), " "), s.keep) : null,
      s.to !== null && s.to !== undefined ? el("div", el("strong", t("To:"), " "), String(s.to)) : null,
      s.done ? el("div.muted", word("words", "committed")) : null,
    ),
  );
}

function lastTurn(view, c) {
  const lines = [];
  if (Array.isArray(view.revealed)) {
    view.revealed.forEach((shown, p) => {
      if (!shown) return;
      const values = { player: nameOf(c, p), actions: (shown.actions || []).map(actText).join(", ") || t("nothing"), costs: (shown.costs || []).join(" ") || t("none") };
      const moved = shown.to !== null && shown.to !== undefined;
      lines.push(el("li", moved ? tf("{player} set {actions} (costs {costs}, to {to})", { ...values, to: shown.to }) : tf("{player} set {actions} (costs {costs})", values)));
    });
  }
  for (const e of view.events || []) lines.push(el("li", eventText(e, c)));
  return section(view.revealed ? t("Last turn") : t("So far"), el("ul.events", lines));
}

// Each event of a turn in words; {player} is a name, the rest cards and squares.
const EVENTS = {
  joker: N_("{player} used the joker"),
  flip: N_("{player} turned {at} face up: {card}"),
  swap: N_("{player} swapped {squares}"),
  move: N_("{player} moved {from} → {to}"),
  shot_hit: N_("{player} fired {card}: hit for {damage}"),
  shot_miss: N_("{player} fired {card}: missed"),
  advance: N_("{player}'s token {card} advanced {at} → {to}"),
  off: N_("{player}'s token {card} left the board from {at}"),
  token: N_("{player} placed token {card} on {at}"),
  hit_advance: N_("{player}'s token {card} advanced into the opponent at {at}: 2 damage"),
  hit_route: N_("{player}'s token {card} was crossed by the opponent at {at}: 2 damage"),
  hit_placed: N_("{player}'s token {card} was placed on the opponent at {at}: 2 damage"),
  hit: N_("{player}'s token {card} hit the opponent at {at}: 2 damage"),
};

function eventText(e, c) {
  const kind = e.event;
  if (kind === "reshuffle") return t("the discard pile was shuffled into a new deck");
  const values = { ...e, player: e.player === undefined ? t("someone") : nameOf(c, e.player), squares: (e.squares || []).join(" / ") };
  let key = kind;
  if (kind === "shot") key = e.damage ? "shot_hit" : "shot_miss";
  if (kind === "hit" && EVENTS[`hit_${e.how}`]) key = `hit_${e.how}`;
  return EVENTS[key] ? tf(EVENTS[key], values) : `${kind}: ${JSON.stringify(e)}`;
}
