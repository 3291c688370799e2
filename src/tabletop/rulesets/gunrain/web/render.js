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
    { class: `suit-${suit}${extra.cls ? ` ${extra.cls}` : ""}`, dataset: { card: name }, title },
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
  const c = { ...ctx, viewer };
  const root = el("div.gunrain");
  root.append(status(view, c));
  root.append(board(view, c));
  if (Array.isArray(view.hand) && view.hand.length) {
    root.append(el("div", { title: word("hints", "hand") }, section(t("Your hand"), el("div.cards", view.hand.map((card) => playingCard(card))))));
  }
  if (view.setting) root.append(setting(view.setting));
  if (view.aiming && Array.isArray(view.aiming.cards) && view.aiming.cards.length) {
    root.append(section(word("phases", "aim"), el("p", tf("You stand on ♣: shift the token of {cards}, or not.", { cards: view.aiming.cards.join(", ") }))));
  }
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

function square(sq, owner, marks, centre, start = false) {
  const title = [`${sq.coord}${sq.card ? `: ${sq.card}` : ""}`, word("squares", sq.card ? sq.suit : "down")];
  if (start) title.push(word("hints", "initial_position"));
  return el(
    "div.square",
    { class: `${owner}${sq.card ? ` suit-${sq.suit}` : " facedown"}${centre ? " centre" : ""}`, dataset: { coord: sq.coord }, title: title.join("\n") },
    el("span.coord", String(sq.coord)),
    sq.card ? el("span.square-card", String(sq.card).slice(0, -1)) : null,
    suitSpan(sq.suit),
    start ? el("span.start", { title: word("hints", "initial_position") }, "◦") : null,
    el("div.square-marks", marks || []),
  );
}

function board(view, c) {
  const columns = Number(view.columns) || 4;
  const rows = Number(view.rows) || 6;
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
      grid.append(square(sq, owner, marks[sq.coord], row === rows / 2, starts.has(sq.coord)));
    }
  }
  const top = halfName(view, c, true);
  const bottom = halfName(view, c, false);
  return section(t("Board"), el("div.board-wrap", el("div.half-label", top), grid, el("div.half-label", bottom)));
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
