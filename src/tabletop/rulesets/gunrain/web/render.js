// Gun Rain: the card grid from the viewer's side (their back row at the bottom), the two
// pieces, heavy-gun tokens with their direction, HP, hands, the setting in progress and
// what happened at the last reveal.
import { SUITS, el, section, seatName, stat } from "/static/js/common.js";

const ACTIONS = {
  S: { name: "light gun", cost: 10, text: "1 damage if the opponent is in your column (+1 on ♠)" },
  C: { name: "heavy gun", cost: 5, text: "a token 1 square ahead, 2 damage when it reaches the opponent" },
  D: { name: "move", cost: 0, text: "1 step on your face-up squares (2 from a ♦ square)" },
  H: { name: "expand", cost: 5, text: "turn a face-down square of yours face up" },
};
const MAX_HP = 5;

function suitOf(card) {
  return card ? String(card).slice(-1) : null;
}

export function suitSpan(letter) {
  if (!letter) return el("span.suit.facedown", "▒");
  return el("span.suit", { class: `suit-${letter}` }, SUITS[letter] || letter);
}

export function playingCard(name, extra = {}) {
  const suit = suitOf(name);
  const action = ACTIONS[suit];
  return el(
    "div.card.playing",
    { class: `suit-${suit}${extra.cls ? ` ${extra.cls}` : ""}`, dataset: { card: name }, title: action ? `${action.name}, cost ${action.cost}: ${action.text}` : name },
    el("div.rank", String(name).slice(0, -1)),
    el("div.big-suit", SUITS[suit] || suit),
    action && !extra.bare ? el("div.card-name", action.name) : null,
    action && !extra.bare ? el("div.muted.small", `cost ${action.cost}`) : null,
  );
}

function nameOf(ctx, player) {
  const viewer = ctx.viewer;
  const name = seatName(ctx.seats, player);
  if (viewer !== null && viewer !== undefined && viewer === player) return `${name} (you)`;
  return name;
}

export function render(view, ctx = {}) {
  const viewer = view.seat ?? null;
  const c = { ...ctx, viewer };
  const root = el("div.gunrain");
  root.append(status(view, c));
  root.append(board(view, c));
  if (Array.isArray(view.hand) && view.hand.length) {
    root.append(section("Your hand", el("div.cards", view.hand.map((card) => playingCard(card)))));
  }
  if (view.setting) root.append(setting(view.setting));
  if (view.aiming && Array.isArray(view.aiming.cards) && view.aiming.cards.length) {
    root.append(section("Aiming", el("p", `You stand on ♣: shift the token of ${view.aiming.cards.join(", ")}, or not.`)));
  }
  if (view.revealed || (view.events && view.events.length)) root.append(lastTurn(view, c));
  if (Array.isArray(view.discard)) {
    root.append(section(`Discard pile (${view.discard.length})`, el("div.chips", view.discard.map((card) => el("span.chip", { class: `suit-${suitOf(card)}` }, String(card).slice(0, -1), SUITS[suitOf(card)] || "")))));
  }
  return root;
}

function status(view, c) {
  const players = [0, 1].map((p) => {
    const hp = (view.hp || [])[p] ?? 0;
    return el(
      "div.player-box",
      { class: `p${p}${(view.to_move || []).includes(p) ? " to-move" : ""}` },
      el("div.player-name", el("span.piece.mini", { class: `p${p}` }, `P${p}`), " ", nameOf(c, p), view.sides && view.sides[p] ? el("span.muted", ` · ${view.sides[p]}`) : null),
      el("div.hearts", { title: `${hp} HP` }, Array.from({ length: MAX_HP }, (_, i) => el("span.heart", { class: i < hp ? "full" : "empty" }, i < hp ? "♥" : "♡")), el("span.hp-num", ` ${hp}/${MAX_HP}`)),
      el("div.muted.small", `cards ${(view.hand_sizes || [])[p] ?? "?"} · joker ${(view.jokers_used || [])[p] ? "used" : "unused"}`, view.ready && view.phase !== "over" ? ` · ${view.ready[p] ? "committed" : "setting…"}` : ""),
    );
  });
  return el(
    "div.status-row",
    stat("Turn", view.turn ? `${view.turn} / ${view.max_turns}` : "setup"),
    stat("Phase", view.phase),
    stat("Turn player", view.turn_player === null || view.turn_player === undefined ? "—" : nameOf(c, view.turn_player)),
    stat("Deck", view.deck),
    ...players,
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
  (view.positions || []).forEach((coord, p) => {
    if (coord !== null && coord !== undefined) add(coord, el("span.piece", { class: `p${p}`, title: nameOf(c, p) }, `P${p}`));
  });
  for (const t of view.tokens || []) {
    const up = view.sides && view.sides[t.owner] && view.sides[t.owner] === view.frame;
    add(t.at, el("span.token", { class: `p${t.owner}`, title: `token ${t.card} of ${nameOf(c, t.owner)}` }, `${t.card}${up ? "↑" : "↓"}`));
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
      grid.append(
        el(
          "div.square",
          { class: `${owner}${sq.card ? ` suit-${sq.suit}` : " facedown"}${row === rows / 2 ? " centre" : ""}`, dataset: { coord: sq.coord }, title: sq.card ? `${sq.coord}: ${sq.card}` : `${sq.coord}: face down` },
          el("span.coord", String(sq.coord)),
          sq.card ? el("span.square-card", String(sq.card).slice(0, -1)) : null,
          suitSpan(sq.suit),
          starts.has(sq.coord) ? el("span.start", { title: "initial position" }, "◦") : null,
          el("div.square-marks", marks[sq.coord] || []),
        ),
      );
    }
  }
  const top = halfName(view, c, true);
  const bottom = halfName(view, c, false);
  return section("Board", el("div.board-wrap", el("div.half-label", top), grid, el("div.half-label", bottom)));
}

function halfName(view, c, upper) {
  const sq = (view.board || []).find((s) => (s.coord > 12) === upper);
  const owner = sq ? sq.owner : null;
  if (owner === null || owner === undefined) {
    const half = (view.frame === "south") === upper ? "north" : "south";
    return `${half} half`;
  }
  return `${nameOf(c, owner)}'s territory`;
}

function actText(a) {
  let text = a.card + (a.bonus && suitOf(a.card) === "C" ? "+" : a.bonus ? " (bonus)" : "");
  if (Array.isArray(a.squares) && a.squares.length) text += ` ${a.squares.length === 2 ? "swap" : "flip"} ${a.squares.join(" ")}`;
  return text;
}

function setting(s) {
  const acts = (s.actions || []).map(actText);
  if (s.pending) acts.push(`${s.pending} (choose its target)`);
  return section(
    "Your setting",
    el(
      "div.setting",
      el("div", el("strong", "Actions: "), acts.join(", ") || "none"),
      el("div", el("strong", "Costs: "), (s.costs || []).join(" ") || "none", ` (paid ${s.paid ?? 0}; the actions cost ${s.required ?? 0})`),
      s.keep ? el("div", el("strong", "Keep: "), s.keep) : null,
      s.to !== null && s.to !== undefined ? el("div", el("strong", "To: "), String(s.to)) : null,
      s.done ? el("div.muted", "committed") : null,
    ),
  );
}

function lastTurn(view, c) {
  const lines = [];
  if (Array.isArray(view.revealed)) {
    view.revealed.forEach((shown, p) => {
      if (!shown) return;
      const acts = (shown.actions || []).map(actText).join(", ") || "nothing";
      const costs = (shown.costs || []).join(" ") || "none";
      lines.push(el("li", `${nameOf(c, p)} set ${acts} (costs ${costs}${shown.to !== null && shown.to !== undefined ? `, to ${shown.to}` : ""})`));
    });
  }
  for (const e of view.events || []) lines.push(el("li", eventText(e, c)));
  return section(view.revealed ? "Last turn" : "So far", el("ul.events", lines));
}

function eventText(e, c) {
  const kind = e.event;
  if (kind === "reshuffle") return "the discard pile was shuffled into a new deck";
  const who = e.player === undefined ? "someone" : nameOf(c, e.player);
  switch (kind) {
    case "joker":
      return `${who} used the joker`;
    case "flip":
      return `${who} turned ${e.at} face up: ${e.card}`;
    case "swap":
      return `${who} swapped ${(e.squares || []).join(" and ")}`;
    case "move":
      return `${who} moved ${e.from} → ${e.to}`;
    case "shot":
      return `${who} fired ${e.card}: ${e.damage ? `hit for ${e.damage}` : "missed"}`;
    case "advance":
      return `${who}'s token ${e.card} advanced ${e.at} → ${e.to}`;
    case "off":
      return `${who}'s token ${e.card} left the board from ${e.at}`;
    case "token":
      return `${who} placed token ${e.card} on ${e.at}`;
    case "hit": {
      const how = { advance: "advanced into", route: "was crossed by", placed: "was placed on" }[e.how] || "hit";
      return `${who}'s token ${e.card} ${how} the opponent at ${e.at}: 2 damage`;
    }
    default:
      return `${kind}: ${JSON.stringify(e)}`;
  }
}
