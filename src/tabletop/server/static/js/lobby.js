// The lobby: create a game (game, options, seats as humans or bots, public, hot-seat), hand
// out one invite link per human seat, and list the public rooms to join or watch.
import {
  $, N_, api, botName, labelled, catalogFor, clear, el, gamesList, gameTitle, howToPlayButton, keepWhole, rendererFor, saveSeat, savedName, seatName, startI18n, t, tf,
} from "./common.js";
import { clockLine } from "./clock.js";

const lobby = { games: [], bots: [] };

function showError(text) {
  const box = clear($("#messages"));
  if (text) box.append(el("div.error", String(text)));
}

// ---------------------------------------------------------------- the create form

function currentGame() {
  return lobby.games.find((g) => g.name === $("#game-select").value) || lobby.games[0];
}

function optionValue(option, raw) {
  if (raw === "") return undefined;
  const named = namedValue(option, raw);
  if (named !== undefined) return named;
  if (option.allowed) {
    try {
      return JSON.parse(raw); // select values are JSON of the allowed values
    } catch {
      return raw;
    }
  }
  if (typeof option.default === "number") return Number(raw);
  if (typeof option.default === "boolean") return raw === "true";
  if (/^-?\d+$/.test(raw)) return Number(raw);
  return raw;
}

function readOptions() {
  const game = currentGame();
  const options = {};
  for (const option of game.options) {
    const input = document.querySelector(`[data-option="${CSS.escape(option.name)}"]`);
    if (!input) continue;
    const value = optionValue(option, input.value.trim());
    if (value === undefined) continue;
    if (JSON.stringify(value) === JSON.stringify(option.default)) continue;
    options[option.name] = value;
  }
  return options;
}

function seatCount() {
  const game = currentGame();
  if (!game) return 1;
  const players = document.querySelector('[data-option="players"]');
  if (players && players.value) return Number(JSON.parse(players.value));
  return game.min_players;
}

function drawOptions() {
  const game = currentGame();
  const box = $("#options");
  clear(box).append(el("legend", t("Options")));
  if (!game.options.length) box.append(el("p.muted", t("none")));
  for (const option of game.options) {
    const id = `option-${option.name}`;
    let input;
    if (Array.isArray(option.allowed)) {
      input = el(
        "select",
        { id, dataset: { option: option.name } },
        option.allowed.map((v) => el("option", { value: JSON.stringify(v), selected: JSON.stringify(v) === JSON.stringify(option.default) }, valueLabel(option, v))),
      );
    } else {
      input = el("input", {
        id,
        dataset: { option: option.name },
        value: fieldText(option, option.default),
        placeholder: option.default === null ? t("default") : "",
        list: datalist(option, id),
      });
    }
    if (option.name === "players") input.addEventListener("change", drawSeats);
    box.append(
      el("div.form-row", el("label", { for: id }, option.label ? t(option.label) : option.name), input, datalistOf(option, id)),
      option.help ? el("p.muted.small.option-help", keepWhole(t(option.help))) : null,
    );
  }
  drawSeats();
  drawClock();
  $("#game-blurb").textContent = game.blurb ? t(game.blurb) : "";
  drawHowToPlay();
}

/** A choice's words: the option's value label, a number as it is, else the value itself. */
function valueLabel(option, value) {
  const words = (option.value_labels || {})[JSON.stringify(value)];
  return words ? t(words) : String(value);
}

/** A free-text option's value as its field shows it: a named value by its words (Gun Rain's
 * face_down "front" reads "Front row"), anything else as typed. */
function fieldText(option, value) {
  if (value === null || value === undefined) return "";
  if (typeof value === "object") return JSON.stringify(value);
  return valueLabel(option, value);
}

/** The value a free-text field's words name (the words of one of its named values), else
 * undefined: the text is read as typed (a list of coordinates, or the value itself). */
function namedValue(option, raw) {
  if (Array.isArray(option.allowed)) return undefined;
  for (const [json, words] of Object.entries(option.value_labels || {})) {
    if (raw === t(words)) return JSON.parse(json);
  }
  return undefined;
}

/** Free-text options with named values (Gun Rain's face_down) suggest them by their words. */
function datalist(option, id) {
  return Object.keys(option.value_labels || {}).length && !Array.isArray(option.allowed) ? `${id}-choices` : null;
}

function datalistOf(option, id) {
  const name = datalist(option, id);
  if (!name) return null;
  return el(
    "datalist",
    { id: name },
    Object.values(option.value_labels).map((words) => el("option", { value: t(words) })),
  );
}

async function drawHowToPlay() {
  const game = currentGame();
  const slot = clear($("#how-slot"));
  const [renderer, catalog] = await Promise.all([rendererFor(game.name), catalogFor(game.name)]);
  if (currentGame() !== game) return; // another game was chosen meanwhile
  clear(slot).append(howToPlayButton(game, renderer, { catalog, texts: game.texts || {} }));
  const learn = learnButton(game);
  if (learn) slot.append(" ", learn);
}

function drawSeats() {
  const box = $("#seats");
  const old = [...box.querySelectorAll(".seat-row")].map(readSeat);
  clear(box).append(el("legend", t("Seats")));
  const n = seatCount();
  for (let i = 0; i < n; i++) {
    const levels = currentGame().levels || [];
    const prev = old[i] || { kind: i === 0 ? "human" : "bot", bot: levels.length ? levels[0].name : "heuristic", budget: "" };
    const kind = el(
      "select.seat-kind",
      { "aria-label": tf("seat {seat}: human or bot", { seat: i + 1 }) },
      el("option", { value: "human", selected: prev.kind === "human" }, t("human")),
      el("option", { value: "bot", selected: prev.kind === "bot" }, t("bot")),
    );
    const bot = el(
      "select.seat-bot",
      { "aria-label": tf("seat {seat}: which bot", { seat: i + 1 }) },
      // Named strengths first (Easy / Normal / Hard, each a spec the game declares), then the
      // bots themselves for experts, the search with its options field.
      levels.length
        ? el("optgroup", { label: t("By strength") }, levels.map((level) => el("option", { value: level.name, selected: level.name === prev.bot }, t(level.label))))
        : null,
      el(
        "optgroup",
        { label: t("Custom bot") },
        (currentGame().bots || lobby.bots).map((b) => el("option", { value: b, selected: b === prev.bot }, botName(b))),
      ),
    );
    const strength = el("small.seat-strength.muted");
    const budget = el("input.seat-budget", { placeholder: tf("e.g. {example}", { example: "seconds=1" }), value: prev.budget || "", "aria-label": tf("seat {seat}: bot options", { seat: i + 1 }), size: 14 });
    // Seats are numbered from 1 on every page and screen (data-seat keeps the index).
    const row = el("div.form-row.seat-row", { dataset: { seat: i } }, el("label", tf("Seat {seat}", { seat: i + 1 })), kind, bot, budget, strength);
    const sync = () => {
      const isBot = kind.value === "bot";
      bot.hidden = !isBot;
      budget.hidden = !isBot || bot.value !== "ismcts";
      if (!budget.hidden && !budget.value) budget.value = "seconds=1";
      const level = isBot ? levels.find((l) => l.name === bot.value) : null;
      strength.textContent = level ? t(level.strength) : "";
      strength.hidden = !level;
    };
    kind.addEventListener("change", sync);
    bot.addEventListener("change", sync);
    sync();
    box.append(row);
  }
}

// ---------------------------------------------------------------- the turn clock

/** The clock's fields: none (the default), a time per move, or a time per player with an
 * increment (chess-style); and what happens when time runs out: a bot of one of the game's
 * levels moves for the player, or the player forfeits. */
function drawClock() {
  const box = $("#clock");
  const old = box.querySelector("#clock-mode") ? readClockFields() : null;
  clear(box).append(el("legend", t("Clock")));
  const mode = el(
    "select#clock-mode",
    el("option", { value: "none" }, t("No clock")),
    el("option", { value: "move" }, t("A time per move")),
    el("option", { value: "game" }, t("A time per player, for the whole game")),
  );
  const seconds = el("input#clock-seconds", { type: "number", min: 5, max: 3600, value: 60, size: 6 });
  const minutes = el("input#clock-minutes", { type: "number", min: 0.5, max: 180, step: 0.5, value: 10, size: 6 });
  const increment = el("input#clock-increment", { type: "number", min: 0, max: 60, value: 5, size: 6 });
  const levels = currentGame().levels || [];
  const timeout = el(
    "select#clock-timeout",
    levels.map((level) => el("option", { value: `bot:${level.name}` }, tf("a bot ({level}) moves for the player", { level: t(level.label) }))),
    el("option", { value: "forfeit" }, t("the player loses the game")),
  );
  const rows = {
    move: [el("div.form-row", el("label", { for: "clock-seconds" }, t("Seconds per move")), seconds)],
    game: [
      el("div.form-row", el("label", { for: "clock-minutes" }, t("Minutes per player")), minutes),
      el("div.form-row", el("label", { for: "clock-increment" }, t("Seconds added after each move")), increment),
    ],
    timeout: el("div.form-row", el("label", { for: "clock-timeout" }, t("When time runs out")), timeout),
  };
  box.append(el("div.form-row", el("label", { for: "clock-mode" }, t("How time is counted")), mode), ...rows.move, ...rows.game, rows.timeout);
  if (old) {
    mode.value = old.mode;
    [seconds.value, minutes.value, increment.value] = [old.seconds, old.minutes, old.increment];
    if ([...timeout.options].some((o) => o.value === old.timeout)) timeout.value = old.timeout;
  }
  const sync = () => {
    for (const row of rows.move) row.hidden = mode.value !== "move";
    for (const row of rows.game) row.hidden = mode.value !== "game";
    rows.timeout.hidden = mode.value === "none";
  };
  mode.addEventListener("change", sync);
  sync();
}

function readClockFields() {
  return {
    mode: $("#clock-mode").value,
    seconds: $("#clock-seconds").value,
    minutes: $("#clock-minutes").value,
    increment: $("#clock-increment").value,
    timeout: $("#clock-timeout").value,
  };
}

/** The clock as POST /api/rooms takes it (the server checks the bounds and says why). */
function readClock() {
  const f = readClockFields();
  if (f.mode === "move") return { mode: "move", seconds: Math.round(Number(f.seconds)), timeout: f.timeout };
  if (f.mode === "game") return { mode: "game", seconds: Math.round(Number(f.minutes) * 60), increment: Math.round(Number(f.increment)), timeout: f.timeout };
  return { mode: "none" };
}

function readSeat(row) {
  return {
    kind: row.querySelector(".seat-kind").value,
    bot: row.querySelector(".seat-bot").value,
    budget: row.querySelector(".seat-budget").value.trim(),
  };
}

async function create(event) {
  event.preventDefault();
  showError("");
  const game = currentGame();
  const seats = [...document.querySelectorAll("#seats .seat-row")].map((row) => {
    const s = readSeat(row);
    if (s.kind === "human") return { kind: "human" };
    const budget = s.bot === "ismcts" && s.budget ? `:${s.budget.replace(/^:/, "").replace(/,\s*/g, ":")}` : "";
    return { kind: "bot", bot: `${s.bot}${budget}` };
  });
  const body = { game: game.name, options: readOptions(), seats, public: $("#public").checked, hotseat: $("#hotseat").checked, clock: readClock() };
  const button = $("#create-button");
  button.disabled = true;
  try {
    const answer = await api("/api/rooms", body);
    showCreated(answer);
    loadRooms();
  } catch (error) {
    showError(tf("Could not create the game: {error}", { error: error.message }));
  } finally {
    button.disabled = false;
  }
}

function absolute(url) {
  return new URL(url, location.origin).href;
}

function showCreated(answer) {
  const room = answer.room;
  const box = clear($("#created"));
  box.hidden = false;
  const roomUrl = `/room/${encodeURIComponent(room)}`;
  box.append(el("h3", tf("Game created: room {room}", { room })));
  if (answer.token) {
    // Hot-seat: one token for every human seat, kept by this browser.
    saveSeat(room, { token: answer.token, seat: null, hotseat: true });
    box.append(
      el("p", t("Hot-seat game: everybody plays on this screen; the board is covered between players.")),
      el("p", el("a.button.primary#open-hotseat", { href: roomUrl }, t("Open the game"))),
    );
  }
  const invites = answer.invites || {};
  const entries = Object.entries(invites);
  if (entries.length && !answer.token) {
    box.append(el("p", t("Send each player their link (each link works once). Or play a seat yourself:")));
    const list = el("ul.invites");
    for (const [seat, url] of entries) {
      const full = absolute(url);
      const number = Number(seat) + 1; // the seat as people count it
      const field = el("input.invite-url", { value: full, readonly: true, "aria-label": tf("invite link for seat {seat}", { seat: number }), size: 48 });
      list.append(
        el(
          "li",
          { dataset: { seat } },
          el("strong", labelled(tf("Seat {seat}", { seat: number })), " "),
          field,
          el("button.small", { type: "button", onclick: () => copy(field) }, t("Copy")),
          el("a.button.small.play-seat", { href: full, dataset: { seat } }, t("Play this seat")),
        ),
      );
    }
    box.append(list);
  }
  if (!entries.length && !answer.token) box.append(el("p", t("No human seats: the bots play it out.")));
  box.append(el("p", el("a", { href: roomUrl, class: "spectate-link" }, t("Watch this game (spectate)"))));
}

async function copy(field) {
  field.select();
  try {
    await navigator.clipboard.writeText(field.value);
  } catch {
    document.execCommand && document.execCommand("copy");
  }
}

// ---------------------------------------------------------------- Learn to play

/** "Learn to play", beside How to play, for a game with a lesson: a guided first game. */
function learnButton(game) {
  if (!game.lesson) return null;
  const title = t("A guided first game: the lesson says what to look at and which move to make, then the game is yours to finish.");
  return el("button#learn-button.small.learn-button", { type: "button", title, onclick: (event) => startLesson(game, event.currentTarget) }, t("Learn to play"));
}

/** Start a lesson room of `game` and open it as its learner (the seat's token kept as a join
 * keeps it). */
async function startLesson(game, button) {
  showError("");
  button.disabled = true;
  try {
    const name = savedName();
    const answer = await api(`/api/lessons/${encodeURIComponent(game.name)}`, name ? { name } : {});
    saveSeat(answer.room, { token: answer.token, seat: answer.seat, hotseat: false });
    location.href = `/room/${encodeURIComponent(answer.room)}`;
  } catch (error) {
    showError(tf("Could not start the lesson: {error}", { error: error.message }));
    button.disabled = false;
  }
}

// ---------------------------------------------------------------- the room list
//
// Each public room is a card: its game (a mark and the title), the options it was created with
// in one line of words, its seats by name, its state and whose turn it is, and the buttons to
// join, watch or replay it. One markup for every screen: the stylesheet stacks the cards on a
// phone and sets them in a grid on a desktop.

// A room's state in words: a seat is free (open), every seat is taken (running), or over.
const STATE_WORDS = { open: N_("open"), running: N_("running"), finished: N_("finished") };

let shownRooms = null; // the list last drawn (JSON): an unchanged list is not drawn again

function freeSeats(r) {
  return (Array.isArray(r.seats) ? r.seats : []).filter((s) => s && s.kind === "human" && !s.claimed);
}

function roomState(r) {
  if (r.over) return "finished";
  return freeSeats(r).length ? "open" : "running";
}

async function loadRooms() {
  const box = $("#rooms");
  let data;
  try {
    data = await api("/api/rooms");
  } catch (error) {
    shownRooms = null;
    clear(box).append(el("p.muted", tf("Cannot list rooms: {error}", { error: error.message })));
    return;
  }
  const rooms = Array.isArray(data.rooms) ? data.rooms : [];
  const json = JSON.stringify(rooms);
  if (json === shownRooms) return;
  shownRooms = json;
  clear(box);
  if (!rooms.length) box.append(el("p.muted", t("No public games yet: start one under New game.")));
  else box.append(el("ul.room-list", rooms.map(roomCard)));
}

/** A room as a card; its buttons are described by the card's title (the game) for a screen
 * reader, which otherwise hears ten links called Join. */
function roomCard(r) {
  const id = String(r.room);
  const state = roomState(r);
  const seats = Array.isArray(r.seats) ? r.seats : [];
  const free = freeSeats(r);
  const page = `/room/${encodeURIComponent(id)}`;
  const about = { "aria-describedby": `room-${id}-game` };
  const toMove = state === "finished" ? [] : r.to_move || [];
  return el(
    "li.room-card",
    { dataset: { room: id, game: r.game, state }, class: markClass(r.game) },
    el(
      "div.room-head",
      gameMark(r.game),
      el("h3.room-game", { id: `room-${id}-game` }, gameTitle(lobby.games, r.game)),
      r.seeded ? el("span.badge.seeded", { title: t("created with a chosen seed: its creator may know the deal") }, t("seeded")) : null,
      r.hotseat ? el("span.badge", t("hot-seat")) : null,
      el("span.badge.room-state", { class: `state-${state}` }, t(STATE_WORDS[state])),
    ),
    el("p.room-options", optionsLine(r), r.clock ? el("span.room-option.room-clock", clockLine(r.clock)) : null),
    el("ul.room-seats", { "aria-label": t("Seats") }, seats.map((seat, i) => seatChip(seats, i))),
    el(
      "div.room-foot",
      toMove.length ? el("p.room-turn", tf("To move: {players}", { players: toMove.map((i) => seatName(seats, i)).join(t(", ")) })) : null,
      el(
        "div.room-buttons",
        free.length ? el("a.button.primary.join", { href: `${page}?join=1&seat=${free[0].seat}`, ...about }, t("Join")) : null,
        el("a.button.spectate", { href: page, ...about }, t("Watch")),
        state === "finished" ? el("a.button.replay", { href: `/replay/${encodeURIComponent(id)}`, ...about }, t("Replay")) : null,
      ),
    ),
  );
}

/** The game's mark: the first letter of its title in the page's language on the game's colour.
 * Decoration, drawn by the stylesheet from data-letter: the title beside it says the same. */
function gameMark(name) {
  const letter = Array.from(gameTitle(lobby.games, name)).find((c) => /[\p{L}\p{N}]/u.test(c));
  return el("span.game-mark", { "aria-hidden": "true", dataset: { letter: letter || "" } });
}

/** Each game its colour, by its place in the game list (mark-0 to mark-4). */
function markClass(name) {
  return `mark-${Math.max(0, lobby.games.findIndex((g) => g.name === name)) % 5}`;
}

/** A seat by its display name (the server's, in the page's language: "Ann", "Bot 2 (Easy)"),
 * or a free seat by its number, counted from 1. */
function seatChip(seats, index) {
  const seat = seats[index] || {};
  if (seat.kind === "human" && !seat.claimed) return el("li.seat-chip.free", tf("Seat {seat}: free", { seat: index + 1 }));
  // .typed: a name a person typed, shown as typed in every language
  const typed = seat.kind === "human" && seat.name && !/^player \d+$/i.test(String(seat.name).trim());
  return el("li.seat-chip", { class: typed ? "typed" : seat.kind === "bot" ? "bot" : null }, seatName(seats, index));
}

/**
 * A room's options in one line of words: the ones that differ from the game's defaults, and a
 * choice of a number (Friday's level) always; "Default options" when nothing else is to say.
 * The players option is left out: the seats say how many play. A choice whose every value has
 * words shows its words alone ("Draft the hands"); any other option its label and value ("Turn
 * limit: 20").
 */
function optionsLine(r) {
  const game = lobby.games.find((g) => g.name === r.game);
  const options = r.options || {};
  const shown = (game ? game.options : []).filter((option) => {
    const value = options[option.name];
    if (option.name === "players" || value === null || value === undefined) return false;
    return isNumberChoice(option) || JSON.stringify(value) !== JSON.stringify(option.default);
  });
  if (!shown.length) return el("span.room-option", t("Default options"));
  return shown.map((option) => el("span.room-option", optionWords(option, options[option.name])));
}

function isNumberChoice(option) {
  return Array.isArray(option.allowed) && option.allowed.every((v) => typeof v === "number");
}

function optionWords(option, value) {
  const labels = option.value_labels || {};
  const named = Array.isArray(option.allowed) && option.allowed.every((v) => labels[JSON.stringify(v)]);
  if (named) return valueLabel(option, value);
  const shown = Array.isArray(value) ? value.join(",") : valueLabel(option, value); // a typed list as typed
  return tf("{option}: {value}", { option: option.label ? t(option.label) : option.name, value: shown });
}

async function main() {
  await startI18n();
  try {
    const data = await gamesList();
    lobby.games = data.games;
    lobby.bots = data.bots;
  } catch (error) {
    showError(tf("Cannot load the games: {error}", { error: error.message }));
    return;
  }
  // The heading names the registered games, plug-ins too, by their titles.
  $("#tagline").textContent = tf("{games} in the browser", { games: lobby.games.map((g) => t(g.title)).join(t(", ")) });
  const select = $("#game-select");
  clear(select).append(...lobby.games.map((g) => el("option", { value: g.name }, t(g.title))));
  select.addEventListener("change", drawOptions);
  drawOptions();
  $("#create-form").addEventListener("submit", create);
  $("#refresh-rooms").addEventListener("click", loadRooms);
  loadRooms();
  setInterval(() => document.visibilityState === "visible" && loadRooms(), 5000);
}

main();
