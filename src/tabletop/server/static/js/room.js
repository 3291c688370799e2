// The game page: claim a seat from an invite (or a free public seat), reconnect with the
// stored token, or spectate; then render every `state` the server sends, offer the legal
// moves as buttons, ask for hints, cover the board between hot-seat players, and show the
// end screen with a link to the replay.
import {
  $, N_, RoomSocket, api, boardSnapshot, botName, catalogFor, clear, el, explainOnTap, forgetSeat, gameInfo, gamesList, gameTitle, howToPlayButton, loadSeat,
  markChanges, moveWords, playerN, rendererFor, renderResult, safeRender, saveName, saveSeat, savedName, seatName, showLog, startI18n, t, tf,
} from "./common.js";
import { showCoach } from "./coach.js";
import { seatClock, tickClocks } from "./clock.js";

const room = decodeURIComponent(location.pathname.split("/").filter(Boolean)[1] || "");
const params = new URLSearchParams(location.search);

const page = {
  info: null, // GET /api/rooms/{room}
  game: null, // the game's entry of /api/games: title, How to play, texts
  renderer: null,
  catalog: {},
  socket: null,
  stored: null, // {token, seat, hotseat}
  hotseat: false,
  last: null, // the last state message received
  shownSeat: undefined, // the seat whose view is on screen (hot-seat curtain)
  curtained: false,
  hintAskedAt: null, // the state a hint was asked for
  pending: null, // the move sent and not yet answered: {id, timer}
  nextId: 0,
  logLines: [], // the shown seat's log: the server sends the lines this page lacks
  title: "", // the tab's title, before the "your move" cue
  // Phones: the move sheet starts folded to its one-line head, so the board (and what a
  // lesson points at) is seen first; the player opens it, and it stays as they leave it.
  sheetOpen: false,
  drawn: false, // the board shows a position (not the hot-seat curtain): changes can be marked
  skew: 0, // the server's clock minus this page's (ms), for the turn clocks' countdowns
};

function showError(text) {
  const box = $("#messages");
  clear(box);
  if (text) box.append(el("div.error", String(text)));
}

function showNote(text) {
  const box = $("#messages");
  clear(box);
  if (text) box.append(el("div.note", String(text)));
}

// The connection's states in words (the attribute keeps the state itself, for the CSS).
const STATUS_WORDS = { connecting: N_("connecting"), connected: N_("connected"), disconnected: N_("disconnected"), closed: N_("closed") };

function setStatus(status) {
  const conn = $("#conn");
  conn.dataset.status = status;
  conn.textContent = STATUS_WORDS[status] ? t(STATUS_WORDS[status]) : status;
}

async function main() {
  await startI18n();
  if (!room) return showError(t("No room in the address."));
  try {
    page.info = await api(`/api/rooms/${encodeURIComponent(room)}`);
  } catch (error) {
    $("#room-title").textContent = tf("Room {room}", { room });
    return showError(tf("This room cannot be opened: {error}", { error: error.message }));
  }
  const game = page.info.game;
  const title = gameTitle((await gamesList()).games, game);
  page.title = document.title = tf("tabletop: {game} {room}", { game: title, room });
  $("#room-title").textContent = tf("{game} · room {room}", { game: title, room });
  [page.renderer, page.catalog, page.game] = await Promise.all([rendererFor(game), catalogFor(game), gameInfo(game)]);
  $("#how-slot").append(howToPlayButton(page.game, page.renderer, context()));
  document.body.dataset.game = game;
  explainOnTap($("#board"));
  $("#board").addEventListener("click", onBoardClick);
  // The turn clocks tick here between the server's messages (a few times a second: the
  // second shown changes on time).
  setInterval(() => page.last && !page.curtained && tickClocks(page.last, page.skew), 250);

  page.stored = loadSeat(room);
  const invite = params.get("invite");
  const seatParam = params.get("seat");
  if (invite && seatParam !== null) {
    // Reloading before the invite left the address: the seat is already ours.
    if (page.stored && page.stored.token && String(page.stored.seat) === seatParam) return start();
    return askName({ seat: Number(seatParam), invite });
  }
  if (params.has("join")) {
    if (page.stored && page.stored.token) return start();
    return askName({ seat: seatParam === null ? null : Number(seatParam), invite: null });
  }
  start();
}


function askName({ seat, invite }) {
  const panel = $("#join-panel");
  panel.hidden = false;
  const free = seat === null || Number.isNaN(seat);
  $("#join-title").textContent = free ? t("Take a free seat") : tf("Join as {name}", { name: playerN(seat) });
  const input = $("#join-name");
  // The default name stays English ("Player 2" for the second seat): the server reads such a
  // name as the seat's own (the seat's number, in the reader's language).
  input.value = savedName() || (free ? "" : `Player ${seat + 1}`);
  input.focus();
  $("#spectate-button").onclick = () => {
    panel.hidden = true;
    showError(""); // a failed join's message is no longer true once watching
    history.replaceState(null, "", `/room/${encodeURIComponent(room)}`);
    start();
  };
  $("#join-form").onsubmit = async (event) => {
    event.preventDefault();
    const name = input.value.trim();
    if (!name) return showError(t("Please enter a name."));
    const body = { name };
    if (seat !== null && !Number.isNaN(seat)) body.seat = seat;
    if (invite) body.invite = invite;
    $("#join-button").disabled = true;
    try {
      const answer = await api(`/api/rooms/${encodeURIComponent(room)}/join`, body);
      page.stored = { token: answer.token, seat: answer.seat, hotseat: false };
      saveSeat(room, page.stored);
      saveName(name);
      // The invite is spent: keep it out of the address bar and the history.
      history.replaceState(null, "", `/room/${encodeURIComponent(room)}`);
      panel.hidden = true;
      showError("");
      start();
    } catch (error) {
      showError(tf("Could not join: {error}", { error: error.message }));
    } finally {
      $("#join-button").disabled = false;
    }
  };
}

function start() {
  page.hotseat = !!(page.info.hotseat || (page.stored && page.stored.hotseat));
  const token = page.stored && page.stored.token;
  $("#seat-info").textContent = token ? (page.hotseat ? t("hot-seat") : playerN(page.stored.seat)) : t("spectating");
  $("#game").hidden = false;
  $("#hint-button").onclick = () => {
    if (!page.last || page.last.seat === null || page.last.seat === undefined) return;
    clear($("#hint-panel")).append(el("p.muted.thinking", t("Thinking…")));
    page.hintAskedAt = page.last; // the answer is for this position only
    page.socket.send({ type: "hint", seat: page.last.seat });
  };
  $("#curtain-button").onclick = liftCurtain;
  $("#undo-button").onclick = () => {
    if (page.last && page.last.undo && page.last.undo.ok) send({ type: "undo", seat: page.last.seat });
  };
  $("#sheet-toggle").onclick = () => openSheet(!page.sheetOpen);
  // Keys 1-9 play the first nine moves of the list.
  document.addEventListener("keydown", (event) => {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    if (event.target && ["INPUT", "SELECT", "TEXTAREA"].includes(event.target.tagName)) return;
    if (!/^[1-9]$/.test(event.key) || page.curtained) return;
    const button = document.querySelectorAll("#moves button.action")[Number(event.key) - 1];
    if (button && !button.disabled) button.click();
  });
  // For the console (and tests): send a raw protocol message on this page's connection.
  window.tabletopRoom = { send: (message) => page.socket.send(message) };
  page.socket = new RoomSocket(room, token, {
    onMessage: onMessage,
    onStatus: (status, event) => {
      setStatus(status);
      if (status === "connected") release(); // a fresh state follows the hello
      if (status === "disconnected" && event && event.code === 1008 && token) {
        showError(t("The server refused this seat's token; reconnecting as a spectator."));
        forgetSeat(room);
        page.socket.token = null;
      }
    },
  });
}

function onMessage(message) {
  if (message.type === "state") return onState(message);
  if (message.type === "hint") return showHint(message);
  if (message.type === "error") {
    if (page.pending && (message.ack === undefined || message.ack === page.pending.id)) release();
    const hint = $("#hint-panel");
    if (hint.querySelector(".thinking")) clear(hint);
    if (!page.last && page.socket.token) {
      // The stored token holds no seat here (any more): watch instead of failing.
      forgetSeat(room);
      page.stored = null;
      page.socket.token = null;
      $("#seat-info").textContent = t("spectating");
      showError(tf("{error}: you are watching as a spectator.", { error: message.message || t("error") }));
      page.socket.ws.close();
      return;
    }
    return showError(message.message || t("error"));
  }
}

function onState(message) {
  takeLog(message);
  page.last = message;
  if (typeof message.now === "number") page.skew = message.now * 1000 - Date.now();
  if (page.pending && message.ack === page.pending.id) release();
  if (message.hotseat) page.hotseat = true;
  document.body.dataset.over = message.over ? "true" : "false";
  const seat = message.seat ?? null;
  if (page.hotseat && !message.over && seat !== null && (page.curtained || seat !== page.shownSeat)) {
    return showCurtain(seat, message);
  }
  show(message);
}

/**
 * Add the log lines a state brings: the server sends only those this page lacks, starting at
 * `log_from` (0: the whole log, as after a reconnect or an undo). Lines that would leave a
 * gap are not shown: the page asks for the whole log again.
 */
function takeLog(message) {
  const lines = Array.isArray(message.log) ? message.log.map(String) : [];
  const from = Number.isInteger(message.log_from) ? message.log_from : 0;
  if (from === 0) page.logLines = lines;
  else if (from === page.logLines.length) page.logLines = page.logLines.concat(lines);
  else page.socket.send({ type: "log" });
}

/** Phones: open or fold the move sheet (a desktop shows the side panel whole). */
function openSheet(open) {
  page.sheetOpen = open;
  $("#turn-panel").dataset.open = String(open);
  const toggle = $("#sheet-toggle");
  toggle.setAttribute("aria-expanded", String(open));
  toggle.textContent = open ? t("Hide moves") : t("Show moves");
}

/** The tab says when this seat is to move, so a player in another tab sees their turn come. */
function showTurnInTitle(message) {
  const mine = !message.over && message.seat !== null && message.seat !== undefined && Array.isArray(message.legal) && message.legal.length > 0;
  document.title = mine ? tf("● Your move — {title}", { title: page.title }) : page.title;
}

function showCurtain(seat, message) {
  page.curtained = true;
  // Nothing of the position stays in the page while the screen changes hands.
  clear($("#board"));
  page.drawn = false;
  clear($("#moves"));
  clear($("#hint-panel"));
  $("#hint-button").hidden = true;
  $("#game").hidden = true;
  $("#curtain").hidden = false;
  const name = seatName(message.seats, seat);
  $("#curtain-text").textContent = tf("Pass to {name} — click when ready", { name });
  $("#curtain-button").textContent = tf("I am {name}: show the board", { name });
  $("#curtain-button").focus();
}

function liftCurtain() {
  page.curtained = false;
  $("#curtain").hidden = true;
  $("#game").hidden = false;
  if (page.last) show(page.last);
}

function show(message) {
  const seat = message.seat ?? null;
  // What moved is animated against the last drawing of the same seat's view only.
  const before = page.shownSeat === seat && page.drawn ? boardSnapshot($("#board")) : null;
  page.shownSeat = seat;
  const view = message.view || {};
  const ctx = boardContext(message);
  const board = clear($("#board"));
  board.dataset.seat = seat === null ? "spectator" : String(seat);
  board.append(safeRender(page.renderer, view, ctx));
  page.drawn = true;
  markChanges(board, before);
  renderSeatInfo(message);
  renderSeats(message);
  tickClocks(message, page.skew);
  renderActions(message);
  markTargets(message);
  showCoach(message, room);
  renderEnd(message);
  showLog($("#log"), page.logLines);
  showTurnInTitle(message);
}

/** What the game's renderer reads besides the view: card facts and the game's words. */
function context() {
  return { catalog: page.catalog, texts: (page.game && page.game.texts) || {} };
}

/**
 * What a renderer needs to make its board playable (docs/server.md, "Acting on the board"):
 * the seat's legal moves, whether it may move now, `act(notation)` to play one (for drag and
 * drop), and `redraw()` to draw the same state again after a choice kept in the renderer
 * (a selected die, a sort order). Elements carrying `data-move` play their move on click.
 */
function boardContext(message) {
  const legal = Array.isArray(message.legal) ? message.legal : [];
  const seat = message.seat ?? null;
  return {
    ...context(),
    seats: message.seats,
    seat,
    viewer: seat,
    legal,
    moving: seat !== null && legal.length > 0 && !message.over,
    act: (notation) => act(seat, String(notation)),
    redraw: () => page.last === message && !page.curtained && show(message),
  };
}

/** The top bar: whom this page plays, by the seat's display name (as the seat list, the log
 * and the terminal name it), or that it spectates or shares the screen (hot-seat). */
function renderSeatInfo(message) {
  const info = $("#seat-info");
  if (page.hotseat) info.textContent = t("hot-seat");
  else if (message.seat === null || message.seat === undefined) info.textContent = t("spectating");
  else info.textContent = tf("{name} (you)", { name: seatName(message.seats, message.seat) });
  const clock = page.hotseat ? null : seatClock(message, message.seat);
  if (clock) info.append(" ", clock);
}

/** A bot seat's badge, unless its name already says it is a bot (「ボット2（かんたん）」 was
 * followed by the badge 「ボット」). */
function botBadge(seat, name) {
  const badge = seat.bot ? tf("bot {name}", { name: botName(seat.bot) }) : t("bot");
  const said = name.toLowerCase().includes(t("bot").toLowerCase());
  return said ? null : el("span.badge", badge);
}

function renderSeats(message) {
  const list = clear($("#seat-list"));
  const seats = Array.isArray(message.seats) ? message.seats : (page.info && page.info.seats) || [];
  const toMove = message.to_move || [];
  seats.forEach((s, i) => {
    const kind = s && typeof s === "object" ? s.kind : null;
    list.append(
      el(
        "li",
        { class: `${toMove.includes(i) ? "to-move" : ""} ${i === message.seat ? "me" : ""}`.trim() || null },
        el("span.seat-no", String(i + 1)), // the seat's number, from 1 as every face counts
        " ",
        el("span.seat-name", seatName(seats, i)),
        kind === "bot" ? botBadge(s, seatName(seats, i)) : null,
        kind === "human" && s.claimed === false ? el("span.badge.free", t("free")) : null,
        kind === "human" && s.claimed && s.connected === false ? el("span.badge", t("away")) : null,
        toMove.includes(i) ? el("span.badge.moving", t("to move")) : null,
        seatClock(message, i),
      ),
    );
  });
}

function renderActions(message) {
  const box = clear($("#moves"));
  const legal = Array.isArray(message.legal) ? message.legal : [];
  const seat = message.seat ?? null;
  const turn = $("#turn-info");
  let heading = t("Your move");
  if (message.over) heading = t("Game over");
  else if (seat === null) heading = t("Spectating");
  else if (page.hotseat) heading = tf("{name}'s move", { name: seatName(message.seats, seat) });
  $("#turn-panel h3").textContent = heading;
  // Over, a phone shows no move sheet: nothing is left to choose, the end panel says the rest.
  $("#turn-panel").dataset.over = String(!!message.over);
  if (message.over) {
    turn.textContent = t("The game is over.");
  } else if (legal.length) {
    // The panel is this screen's own seat: no name (a name with a polite suffix read oddly),
    // except at a shared hot-seat screen, where it says whose turn it is.
    if (seat === null) turn.textContent = "";
    else turn.textContent = page.hotseat ? tf("{name}'s turn: choose a move.", { name: seatName(message.seats, seat) }) : t("Choose a move.");
  } else {
    const waiting = (message.to_move || []).map((p) => seatName(message.seats, p));
    turn.textContent = waiting.length ? tf("Waiting for {players}…", { players: waiting.join(", ") }) : t("Waiting…");
  }
  for (const [index, action] of legal.entries()) {
    const notation = String(action.notation);
    box.append(
      el(
        "button.action",
        {
          type: "button",
          dataset: { notation },
          disabled: !!page.pending,
          title: index < 9 ? tf("key {key}", { key: index + 1 }) : null,
          onclick: () => act(seat, notation),
        },
        moveWords(action.label, notation),
      ),
    );
  }
  const hint = $("#hint-button");
  hint.hidden = !(legal.length && seat !== null && !message.over);
  if (hint.hidden) clear($("#hint-panel"));
  // Undo, where the room offers it (one person at the table): greyed out with the reason
  // while the honest rule refuses it.
  const undo = $("#undo-button");
  const offer = !message.over && seat !== null && message.undo ? message.undo : null;
  undo.hidden = !offer;
  undo.disabled = !offer || !offer.ok || !!page.pending;
  undo.title = offer ? (offer.ok ? t("Take back your last move") : String(offer.why || "")) : "";
}

/**
 * Give `data-move` to the board's pieces that a legal move names alone ("fight H12",
 * "choose K40", "to 6", "flip 10"), where the game's renderer has not marked them itself:
 * a game without board code of its own is still playable by clicking its pieces.
 */
function markTargets(message) {
  const legal = Array.isArray(message.legal) ? message.legal : [];
  const byTarget = new Map();
  for (const action of legal) {
    const m = /^([a-z]+) (\S+)$/i.exec(String(action.notation));
    if (!m) continue;
    const key = /^\d+$/.test(m[2]) ? `coord:${m[2]}` : `card:${m[2].toUpperCase()}`;
    if (!byTarget.has(key)) byTarget.set(key, []);
    byTarget.get(key).push(action);
  }
  const board = $("#board");
  for (const [key, actions] of byTarget) {
    if (actions.length !== 1) continue; // several moves on one piece: the renderer's or the list's
    const [kind, id] = key.split(":");
    const selector = kind === "coord" ? `[data-coord="${CSS.escape(id)}"]` : `[data-card="${CSS.escape(id)}"]`;
    const action = actions[0];
    for (const node of board.querySelectorAll(selector)) {
      if (node.closest("[data-move]")) continue;
      node.dataset.move = String(action.notation);
      node.title = action.label ? String(action.label) : String(action.notation); // words only
    }
  }
}

/**
 * One listener for the whole board: a click on an element with `data-move` plays that move;
 * a click on a piece that plays nothing says why (not this seat's turn, or the game's own
 * reason from its renderer's `explain`), so a click never does nothing silently.
 */
function onBoardClick(event) {
  const node = event.target instanceof Element ? event.target : null;
  if (!node || !page.last || page.curtained) return;
  const move = node.closest("#board [data-move]");
  if (move) {
    event.preventDefault();
    if (!page.pending) act(page.last.seat ?? null, move.dataset.move);
    return;
  }
  const piece = node.closest("[data-card], [data-coord], [data-die], [data-explain]");
  if (!piece || node.closest("button, a, select, input, summary")) return;
  const reason = whyNoMove(piece, page.last);
  if (reason) showNote(reason);
}

/** Why a click on `piece` plays nothing, in words; null where nothing needs saying. */
function whyNoMove(piece, message) {
  if (message.over || page.pending) return null;
  const seat = message.seat ?? null;
  if (seat === null) return t("You are watching: only the players make moves.");
  const legal = Array.isArray(message.legal) ? message.legal : [];
  if (!legal.length) {
    const waiting = (message.to_move || []).map((p) => seatName(message.seats, p));
    return waiting.length ? tf("Not your turn: waiting for {players}.", { players: waiting.join(", ") }) : t("Not your turn.");
  }
  const own = page.renderer && typeof page.renderer.explain === "function" ? page.renderer.explain(piece, message.view || {}, boardContext(message)) : null;
  return own || t("No move uses this now: the highlighted pieces, and the list of moves, are what you can do.");
}

/**
 * Send one move. Until the server answers it (the state or error carrying its id as `ack`)
 * the buttons stay disabled, so a second click cannot race the first.
 */
function act(seat, notation) {
  send({ type: "act", seat, notation });
}

/** Send a move or an undo, matched to its answer by id (see act). */
function send(message) {
  if (page.pending) return;
  const id = ++page.nextId;
  page.pending = { id, timer: setTimeout(release, 15000) };
  showError("");
  for (const button of document.querySelectorAll("#moves button, #undo-button")) button.disabled = true;
  document.body.dataset.pending = "true";
  clear($("#hint-panel"));
  if (!page.socket.send({ ...message, id })) {
    release();
    showError(t("Not connected to the server; reconnecting…"));
  }
}

function release() {
  if (page.pending) clearTimeout(page.pending.timer);
  page.pending = null;
  for (const button of document.querySelectorAll("#moves button")) button.disabled = false;
  $("#undo-button").disabled = !(page.last && page.last.undo && page.last.undo.ok);
  delete document.body.dataset.pending;
}

function showHint(message) {
  // An answer that comes after the position changed (a move, the hot-seat curtain for another
  // player) is dropped: it would show advice for a past position, or another player's cards.
  if (page.curtained || page.last !== page.hintAskedAt || message.seat !== page.last.seat) {
    if ($("#hint-panel .thinking")) clear($("#hint-panel"));
    return;
  }
  const panel = clear($("#hint-panel"));
  // The value of a move: a win rate, or a solo game's outlook (100% a sure win).
  const solo = Array.isArray(page.last.seats) && page.last.seats.length === 1;
  const moves = Array.isArray(message.moves) ? message.moves : [];
  if (!moves.length) return panel.append(el("p.muted", t("No advice.")));
  const rows = moves.map((m) =>
    el(
      "tr",
      el("td", el("button.link", { type: "button", dataset: { notation: m.notation }, onclick: () => act(message.seat, m.notation), title: t("play this move") }, moveWords(m.label, m.notation))),
      el("td.num", m.visits ?? ""),
      el("td.num", typeof m.value === "number" ? `${Math.round(100 * m.value)}%` : ""),
    ),
  );
  panel.append(
    el(
      "table.hint-table#hint-table",
      el("caption", t("The advisor's top moves")),
      el("thead", el("tr", el("th", t("Choice")), el("th", t("visits")), el("th", t(solo ? "Outlook" : "Win rate")))),
      el("tbody", rows),
    ),
  );
}

function renderEnd(message) {
  const end = $("#end-screen");
  if (!message.over) {
    end.hidden = true;
    clear(end);
    return;
  }
  clear(end);
  end.append(
    el("h2", t("Game over")),
    // Hot-seat: every person at the screen is a "you", so no seat is marked as the reader.
    renderResult(message.result || (message.view && message.view.result), message.seats, page.hotseat ? null : message.seat, message.outcome, context().texts),
    el(
      "p",
      el("a.button#replay-link", { href: `/replay/${encodeURIComponent(room)}` }, t("Watch the replay")),
      " ",
      // The review opens on the replay page, of this screen's seat (a hot seat's: the first).
      el("a.button#review-link", { href: `/replay/${encodeURIComponent(room)}?review=${page.hotseat || message.seat == null ? 0 : message.seat}` }, t("Review this game")),
      " ",
      el("a.button", { href: "/" }, t("Back to the lobby")),
    ),
  );
  end.hidden = false;
}

main().catch((error) => showError(String(error && error.message ? error.message : error)));
