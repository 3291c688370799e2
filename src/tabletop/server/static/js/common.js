// Shared helpers for every page: DOM building, JSON API calls, the room WebSocket,
// tokens kept in localStorage, the page's language (t, tf, the switcher, How to play), and
// generic renderers (key/value fallback, results).
//
// Rule of the house: text from the server (names above all) is only ever inserted with
// textContent / createTextNode. Nothing here uses innerHTML.

export const SUITS = { S: "♠", C: "♣", D: "♦", H: "♥" };

/** el("div.card.red", {title: "x", dataset: {id: 1}, onclick: f}, child, "text", [more]) */
export function el(spec, attrs, ...children) {
  const parts = spec.split(/(?=[.#])/);
  const name = parts[0] && !/^[.#]/.test(parts[0]) ? parts.shift() : "div";
  const node = document.createElement(name);
  for (const part of parts) {
    if (part[0] === "#") node.id = part.slice(1);
    else if (part.length > 1) node.classList.add(part.slice(1));
  }
  // Anything but a plain object is the first child; 0 too (a score of 0 is shown, not dropped).
  if (attrs !== null && attrs !== undefined && (typeof attrs !== "object" || attrs instanceof Node || Array.isArray(attrs))) {
    children.unshift(attrs);
    attrs = null;
  }
  for (const [key, value] of Object.entries(attrs || {})) {
    if (value === null || value === undefined || value === false) continue;
    if (key === "dataset") Object.assign(node.dataset, value);
    else if (key === "class") String(value).split(/\s+/).filter(Boolean).forEach((c) => node.classList.add(c));
    else if (key.startsWith("on") && typeof value === "function") node.addEventListener(key.slice(2), value);
    else if (key === "text") node.textContent = String(value);
    else if (key === "style") setStyle(node, value);
    else if (key === "value") node.value = value;
    else if (key === "checked") node.checked = !!value;
    else node.setAttribute(key, value === true ? "" : String(value));
  }
  append(node, children);
  return node;
}

const SVG_NS = "http://www.w3.org/2000/svg";


/** Where a die's pips sit on a 24 x 24 face, for the boards that draw dice (no font's ⚀). */
export const DIE_PIPS = {
  1: [[12, 12]],
  2: [[7, 7], [17, 17]],
  3: [[7, 7], [12, 12], [17, 17]],
  4: [[7, 7], [17, 7], [7, 17], [17, 17]],
  5: [[7, 7], [17, 7], [12, 12], [7, 17], [17, 17]],
  6: [[7, 6.5], [17, 6.5], [7, 12], [17, 12], [7, 17.5], [17, 17.5]],
};
/** svg("rect.frame", {x: 0, width: 10}, child...): an SVG element, as el() makes HTML ones
 * (attributes set as they are; children are SVG elements or text). */
export function svg(spec, attrs, ...children) {
  const [name, ...classes] = spec.split(".");
  const node = document.createElementNS(SVG_NS, name);
  if (classes.length) node.setAttribute("class", classes.join(" "));
  if (attrs !== null && attrs !== undefined && (typeof attrs !== "object" || attrs instanceof Node || Array.isArray(attrs))) {
    children.unshift(attrs);
    attrs = null;
  }
  for (const [key, value] of Object.entries(attrs || {})) {
    if (value === null || value === undefined || value === false) continue;
    if (key === "class") node.setAttribute("class", [node.getAttribute("class"), value].filter(Boolean).join(" "));
    else node.setAttribute(key, String(value));
  }
  append(node, children);
  return node;
}

/**
 * An icon of a game's sprite (its descriptor's web_icons, served at /games/{game}/icons.svg;
 * icons from game-icons.net, docs/credits.md), drawn in the text's colour. With a `label` the
 * icon is an image with that name; without, it is decoration beside words that say the same.
 */
export function icon(game, name, { label = null, cls = "" } = {}) {
  const node = svg("svg", { class: `icon ${cls}`.trim(), viewBox: "0 0 512 512", focusable: "false" });
  if (label) {
    node.setAttribute("role", "img");
    node.setAttribute("aria-label", label);
    node.append(svg("title", label));
  } else node.setAttribute("aria-hidden", "true");
  node.append(svg("use", { href: `/games/${encodeURIComponent(game)}/icons.svg#${name}` }));
  return node;
}

// The pages run under a CSP without 'unsafe-inline': style attributes are refused, but
// properties set through the CSSOM are fine.
function setStyle(node, value) {
  if (typeof value === "object") {
    for (const [prop, v] of Object.entries(value)) node.style.setProperty(prop, String(v));
    return;
  }
  for (const part of String(value).split(";")) {
    const at = part.indexOf(":");
    if (at > 0) node.style.setProperty(part.slice(0, at).trim(), part.slice(at + 1).trim());
  }
}

function append(node, children) {
  for (const child of children) {
    if (child === null || child === undefined || child === false) continue;
    if (Array.isArray(child)) append(node, child);
    else if (child instanceof Node) node.appendChild(child);
    else node.appendChild(document.createTextNode(String(child)));
  }
}

// ---------------------------------------------------------------- languages
//
// Every word a page shows is an English msgid looked up in the table the server sends
// (GET /api/i18n/{locale}, from the same gettext catalogs as the terminal); a msgid the table
// lacks shows in English. The language: the one chosen with the switcher (kept in
// localStorage), else the browser's languages (the server reads its Accept-Language: "auto"),
// else English.

const LANGUAGE_KEY = "tabletop.lang";
// Each language's name in its own script: the same whatever the page's language.
export const LANGUAGES = [["ja", "日本語"], ["zh", "简体中文"], ["en", "English"]];
const I18N = { locale: "en", messages: {}, started: false };

/** Marks an English msgid kept in a table for t() later (the catalogs' tests find it). */
export function N_(msgid) {
  return msgid;
}

/** The text of a msgid in the page's language (English when the catalog has none). */
export function t(msgid) {
  const text = I18N.messages[msgid];
  return typeof text === "string" && text ? text : String(msgid);
}

/** t() with str.format-style {name} placeholders filled from `values`, as the catalogs use. */
export function tf(msgid, values = {}) {
  return fill(t(msgid), values);
}

/** Fill {name} placeholders of a text already translated; unknown names stay as they are. */
export function fill(text, values = {}) {
  return String(text).replace(/\{([A-Za-z_][A-Za-z0-9_]*)\}/g, (whole, name) =>
    Object.prototype.hasOwnProperty.call(values, name) ? String(values[name]) : whole,
  );
}

/** "Discard pile:" with the colon of the page's language (full width in Japanese and Chinese). */
export function labelled(label) {
  return ["ja", "zh"].includes(I18N.locale) ? `${label}：` : `${label}:`;
}

/** A label and its value: "Ann: 36", or "Ann：36" in Japanese and Chinese (no space after the
 * full-width colon). */
export function labelledValue(label, value) {
  return ["ja", "zh"].includes(I18N.locale) ? `${labelled(label)}${value}` : `${labelled(label)} ${value}`;
}

/** A translated template with one placeholder filled by nodes (a name drawn as an element):
 * the words on either side stay where the language put them ("勝者：Ben"). */
export function filled(template, placeholder, nodes) {
  const at = template.indexOf(placeholder);
  if (at < 0) return el("span", template, " ", nodes);
  return el("span", template.slice(0, at), nodes, template.slice(at + placeholder.length));
}

// A name inside a sentence, set off as the language does (tabletop.i18n.QUOTE_MARKS):
// 「人食い族」と戦う, 挑战“食人族”; English weaves names in bare.
const QUOTE_MARKS = { ja: ["「", "」"], zh: ["“", "”"] };

/** `name` in the page language's quotation marks for a name inside a sentence. */
export function quote(name) {
  const [opening, closing] = QUOTE_MARKS[I18N.locale] || ["", ""];
  return `${opening}${name}${closing}`;
}

/** The page's language: en, ja, zh (or the test-only pseudo-locale qps). */
export function pageLocale() {
  return I18N.locale;
}

function chosenLanguage() {
  try {
    return localStorage.getItem(LANGUAGE_KEY);
  } catch {
    return null;
  }
}

/** Load the page's words, translate its static text and add the switcher; call first. */
export async function startI18n() {
  const chosen = chosenLanguage();
  let data = null;
  for (const wanted of chosen ? [chosen, "auto"] : ["auto"]) {
    try {
      data = await api(`/api/i18n/${encodeURIComponent(wanted)}`);
      break;
    } catch {
      data = null; // a stored choice the server no longer offers: the browser's languages
    }
  }
  if (data) {
    I18N.locale = String(data.locale);
    I18N.messages = data.messages || {};
  }
  I18N.started = true; // from now on the server words its refusals in the page's language
  document.documentElement.lang = { zh: "zh-Hans", qps: "en-XA" }[I18N.locale] || I18N.locale;
  translateStatic(document);
  addSwitcher();
}

/** The page's own text, marked in its HTML: data-i18n (text), data-i18n-title, -aria-label,
 * -placeholder (attributes) hold English msgids. */
export function translateStatic(root) {
  for (const node of root.querySelectorAll("[data-i18n]")) node.textContent = t(node.dataset.i18n);
  for (const attribute of ["title", "aria-label", "placeholder"]) {
    const key = `i18n${attribute.replace(/(^|-)([a-z])/g, (_, __, c) => c.toUpperCase())}`;
    for (const node of root.querySelectorAll(`[data-i18n-${attribute}]`)) node.setAttribute(attribute, t(node.dataset[key]));
  }
  const title = document.querySelector("title[data-i18n-page]");
  if (title) document.title = t(title.dataset.i18nPage);
}

function addSwitcher() {
  const bar = document.querySelector(".topbar");
  if (!bar || document.querySelector("#lang-select")) return;
  const offered = LANGUAGES.some(([code]) => code === I18N.locale) ? LANGUAGES : [...LANGUAGES, [I18N.locale, I18N.locale]];
  const select = el(
    "select#lang-select.lang-select",
    { "aria-label": t("Language"), title: t("Language") },
    offered.map(([code, name]) => el("option", { value: code, lang: code === "zh" ? "zh-Hans" : code, selected: code === I18N.locale }, name)),
  );
  select.addEventListener("change", () => {
    try {
      localStorage.setItem(LANGUAGE_KEY, select.value);
    } catch {
      // storage refused (private mode): the choice lasts for this page only
    }
    location.reload();
  });
  bar.append(el("span.lang-switch", select));
}

/**
 * A touch screen never shows a title: there a tap on a card, square, die or token inside
 * `root` shows its explanation (its title) in a box at the bottom of the screen, until the
 * next tap. A piece that plays a move (`data-move`) plays it instead.
 */
export function explainOnTap(root) {
  if (!window.matchMedia || !window.matchMedia("(hover: none)").matches) return;
  const tip = el("div#tap-tip.tap-tip", { role: "status", hidden: true });
  document.body.append(tip);
  document.addEventListener("click", (event) => {
    const target = event.target instanceof Element ? event.target.closest("[title]") : null;
    const explains = target && root.contains(target) && !target.closest("button, a, select, input, [data-move]");
    tip.hidden = !explains;
    if (explains) tip.textContent = target.getAttribute("title");
  });
}

// ---------------------------------------------------------------- How to play

/**
 * The rules of a game in the page's language, in a dialog: the game's How to play sections
 * (msgids from /api/games), with `illustrate(section)` adding the game's own drawings.
 */
export function showHowToPlay(game, illustrate) {
  let dialog = document.querySelector("#how-to-play");
  if (!dialog) {
    dialog = el("dialog#how-to-play.how-to-play", { "aria-labelledby": "how-to-play-title" });
    dialog.addEventListener("click", (event) => event.target === dialog && dialog.close());
    document.body.append(dialog);
  }
  clear(dialog);
  const sections = Array.isArray(game && game.how_to_play) ? game.how_to_play : [];
  append(dialog, [
    el(
      "div.how-head",
      el("h2#how-to-play-title", tf("How to play {game}", { game: t(game ? game.title : "") })),
      el("button#how-to-play-close.small", { type: "button", onclick: () => dialog.close() }, t("Close")),
    ),
    game && game.blurb ? el("p.muted", t(game.blurb)) : null,
    sections.length ? null : el("p.muted", t("No rules are written for this game yet.")),
    sections.map((section) =>
      el(
        "section.how-section",
        el("h3", t(section.heading)),
        section.paragraphs.map((text) => el("p", t(text))),
        illustrate ? safeIllustration(illustrate, section.heading) : null,
      ),
    ),
  ]);
  if (typeof dialog.showModal === "function") dialog.showModal();
  else dialog.setAttribute("open", "");
  return dialog;
}

function safeIllustration(illustrate, heading) {
  try {
    return illustrate(heading) || null;
  } catch (error) {
    console.error(error);
    return null;
  }
}

/** A "How to play" button for a game (its info from /api/games) and its renderer module. */
export function howToPlayButton(game, renderer, ctx) {
  const illustrate = renderer && typeof renderer.illustrate === "function" ? (heading) => renderer.illustrate(heading, ctx) : null;
  return el("button#how-to-play-button.small.how-button", { type: "button", onclick: () => showHowToPlay(game, illustrate) }, t("How to play"));
}

export function clear(node) {
  while (node.firstChild) node.removeChild(node.firstChild);
  return node;
}

export function $(selector, root = document) {
  return root.querySelector(selector);
}

// ---------------------------------------------------------------- HTTP API

export async function api(path, body) {
  // Once the page's language is known, it is the language asked for (a refusal comes worded in
  // it); before, the browser's own Accept-Language lets the server choose ("auto").
  const headers = { Accept: "application/json", ...(I18N.started ? { "Accept-Language": I18N.locale } : {}) };
  const init = body === undefined
    ? { headers }
    : { method: "POST", headers: { ...headers, "Content-Type": "application/json" }, body: JSON.stringify(body) };
  const response = await fetch(path, init);
  let data = null;
  try {
    data = await response.json();
  } catch {
    data = null;
  }
  if (!response.ok) {
    throw new Error(errorText(data) || `${response.status} ${response.statusText}`);
  }
  return data;
}

function errorText(data) {
  if (!data) return "";
  if (typeof data === "string") return data;
  const detail = data.detail ?? data.message ?? data.error;
  if (typeof detail === "string") return detail;
  if (Array.isArray(detail)) return detail.map((d) => d.msg || JSON.stringify(d)).join("; ");
  return detail ? JSON.stringify(detail) : "";
}

// ---------------------------------------------------------------- tokens

const KEY = (room) => `tabletop.room.${room}`;

export function loadSeat(room) {
  try {
    return JSON.parse(localStorage.getItem(KEY(room)) || "null");
  } catch {
    return null;
  }
}

export function saveSeat(room, info) {
  localStorage.setItem(KEY(room), JSON.stringify(info));
}

export function forgetSeat(room) {
  localStorage.removeItem(KEY(room));
}

export function savedName() {
  return localStorage.getItem("tabletop.name") || "";
}

export function saveName(name) {
  localStorage.setItem("tabletop.name", name);
}

// ---------------------------------------------------------------- WebSocket

/**
 * A room connection that says hello on every (re)connect and reconnects with backoff.
 * The server answers each hello with a full `state`, so a reconnect reloads the view.
 */
export class RoomSocket {
  constructor(room, token, { onMessage, onStatus }) {
    this.url = `${location.protocol === "https:" ? "wss" : "ws"}://${location.host}/ws/rooms/${encodeURIComponent(room)}`;
    this.token = token || null;
    this.onMessage = onMessage;
    this.onStatus = onStatus || (() => {});
    this.delay = 500;
    this.closed = false;
    this.ws = null;
    this.open();
  }

  open() {
    this.onStatus("connecting");
    const ws = new WebSocket(this.url);
    this.ws = ws;
    ws.onopen = () => {
      this.delay = 500;
      ws.send(JSON.stringify({ type: "hello", token: this.token, lang: I18N.locale }));
      this.onStatus("connected");
    };
    ws.onmessage = (event) => {
      let message;
      try {
        message = JSON.parse(event.data);
      } catch {
        return;
      }
      this.onMessage(message);
    };
    ws.onclose = (event) => {
      if (this.ws !== ws) return;
      if (this.closed) return this.onStatus("closed");
      this.onStatus("disconnected", event);
      setTimeout(() => !this.closed && this.open(), this.delay);
      this.delay = Math.min(this.delay * 2, 8000);
    };
  }

  send(message) {
    if (!this.ws || this.ws.readyState !== WebSocket.OPEN) return false;
    this.ws.send(JSON.stringify(message));
    return true;
  }

  close() {
    this.closed = true;
    if (this.ws) this.ws.close();
  }
}

// ---------------------------------------------------------------- seats and names

/** A seat's display name from the `seats` list of a state or room message. */
export function seatName(seats, index) {
  const seat = Array.isArray(seats) ? seats[index] : seats && seats[index];
  if (seat && typeof seat === "object") {
    if (seat.display) return String(seat.display); // the server's distinct name, in the page's language
    // Generic names ("Player 1" for seat 0 in hot-seat rooms) read as the seat number.
    // A bot's seat is named after its bot ("bot:ismcts:iterations=50"): said in words.
    const bot = seat.kind === "bot" ? seat.bot || (/^bot:/.test(String(seat.name || "")) ? String(seat.name).slice(4) : null) : null;
    if (bot) return tf("bot {name}", { name: botName(bot) });
    if (seat.name && !/^player \d+$/i.test(String(seat.name).trim())) return String(seat.name);
    if (seat.kind === "bot") return t("bot");
  } else if (typeof seat === "string" && seat) {
    return seat;
  }
  return playerN(index);
}

/** Show the game log's lines (worded by the server) in a #log list, one <li> each, the newest
 * scrolled into view; lines already shown stay (a new move only appends). */
export function showLog(list, lines) {
  if (!list) return;
  const items = Array.isArray(lines) ? lines.map(String) : [];
  const shown = [...list.children];
  if (shown.length > items.length || shown.some((li, i) => li.textContent !== items[i])) clear(list);
  for (const line of items.slice(list.children.length)) list.append(el("li", line));
  list.scrollTop = list.scrollHeight;
}

/** "Player 2": a seat nobody named, by its number counted from 1 (as every face counts seats;
 * only notation counts them from 0). */
export function playerN(index) {
  return tf("Player {player}", { player: Number(index) + 1 });
}

// A number with the word just before it and its counter after it: 「災厄値6」「無償2枚」
// 「レベル2〜4」「支払い4」. Line breaking (Japanese auto-phrase included) may split such a run
// between its word and its number; the page keeps each one whole, and each short bracketed
// group too (「（支払い4/必要10）」「（+5）」).
const NUMBER_RUN = /[\p{L}ー]{0,4}[（(]?[+\-−]?\d+(?:[・〜~/／\-]\d+)*(?:[）)]|[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}])?/gu;
const SHORT_BRACKETS = 16; // characters: a longer bracketed group may wrap inside

/** Text as nodes with each word+number run and each short bracketed group in a `span.nobreak`
 * (white-space: nowrap), so a line never breaks between 「災厄値」 and 「6」; the rest wraps as
 * the language does. */
export function keepWhole(text) {
  return String(text)
    .split(/([（(][^（）()]*[）)])/)
    .filter((part) => part)
    .flatMap((part) => (/^[（(]/.test(part) && part.length <= SHORT_BRACKETS ? [el("span.nobreak", part)] : numberRuns(part)));
}

function numberRuns(words) {
  const nodes = [];
  let at = 0;
  for (const match of words.matchAll(NUMBER_RUN)) {
    if (match.index > at) nodes.push(words.slice(at, match.index));
    nodes.push(el("span.nobreak", match[0]));
    at = match.index + match[0].length;
  }
  if (at < words.length) nodes.push(words.slice(at));
  return nodes;
}

/** A move as a person reads it: its words, then its notation as a small muted mark (what the
 * terminal lets one type); a move without words (a game that has none) shows its notation. */
export function moveWords(label, notation) {
  const words = label ? String(label) : "";
  if (!words) return [el("span.label", String(notation))];
  return [el("span.label", keepWhole(words)), " ", el("small.notation", String(notation))];
}

/** A bot's name in words ("heuristic" -> the page's word for it); options stay as typed. */
export function botName(spec) {
  const [name, ...options] = String(spec).split(":");
  const word = {
    random: N_("random"), heuristic: N_("heuristic"), ismcts: N_("search (ISMCTS)"), easy: N_("Easy"), normal: N_("Normal"), hard: N_("Hard"),
  }[name];
  return [word ? t(word) : name, ...options].join(":");
}

/** A seat by its display name, "Ann (you)" where the reader is that seat, as a span. */
export function who(seats, index, viewer) {
  const name = seatName(seats, index);
  const you = viewer !== null && viewer !== undefined && Number(viewer) === Number(index);
  return el("span.who", { class: `p${index}` }, you ? tf("{name} (you)", { name }) : name);
}

// ---------------------------------------------------------------- generic rendering

/** Any JSON value as nested key/value tables; never throws. */
export function kv(value, depth = 0) {
  if (value === null || value === undefined) return el("span.muted", "—");
  if (typeof value !== "object") return el("span", String(value));
  if (depth > 6) return el("code", JSON.stringify(value));
  if (Array.isArray(value)) {
    if (value.length === 0) return el("span.muted", t("none"));
    if (value.every((v) => v === null || typeof v !== "object")) return el("span", value.map((v) => (v === null ? "—" : String(v))).join(", "));
    return el("ol.kv-list", value.map((v) => el("li", kv(v, depth + 1))));
  }
  const entries = Object.entries(value);
  if (entries.length === 0) return el("span.muted", t("none"));
  return el("table.kv", el("tbody", entries.map(([k, v]) => el("tr", el("th", k), el("td", kv(v, depth + 1))))));
}

/** The keys of `view` a renderer did not draw, as a collapsible table (empty if none). */
export function section(title, ...children) {
  return el("section.panel", el("h3", title), ...children);
}

export function stat(label, value, extra) {
  return el("div.stat", el("span.stat-label", label), el("span.stat-value", value === null || value === undefined ? "—" : String(value)), extra || null);
}

// The words of a result's details: the game's own (its texts' RESULT_DETAILS, by the engine's
// keys), else these; an unknown key shows as it is.
const DETAIL_WORDS = { total: N_("total") };

/** The end screen: headline, reason, winners, scores and the details (score breakdown).
 * `outcome` is the server's sentence on how the game ended, in the page's language (the
 * hello's lang, or the replay's `lang`); without one the result's own reason is shown.
 * `texts`: the game's words (/api/games), whose `result_details` name its details. */
export function renderResult(result, seats, viewer, outcome, texts = {}) {
  const detailWords = { ...DETAIL_WORDS, ...((texts && texts.result_details) || {}) };
  if (!result) return el("p", t("The game is over."));
  const winners = Array.isArray(result.winners) ? result.winners : [];
  const scores = Array.isArray(result.scores) ? result.scores : [];
  const n = Math.max(scores.length, Array.isArray(seats) ? seats.length : 0, 1);
  const details = result.details && typeof result.details === "object" ? { ...result.details } : {};
  let headline;
  // A solo game has no winner to name: it is won or lost (the game's outcome says how).
  if (n === 1) headline = winners.includes(0) ? t("Victory!") : t("Defeat.");
  else if (winners.length === 0) headline = t("Nobody won.");
  else if (winners.length === n) headline = t("A draw.");
  else headline = filled(t("Winner: {players}"), "{players}", winners.map((w, i) => [i ? t(", ") : "", who(seats, w, viewer)]));
  const parts = [el("p.headline", headline)];
  if (outcome || result.reason) parts.push(el("p.reason", afterHeadline(String(outcome || result.reason), n === 1 ? headline : "")));
  // The scores as the game means them: headed by the detail that holds the same numbers (体力,
  // HP), that detail then not shown twice; a solo game's score is its breakdown's total.
  const sameAsScores = Object.keys(details).find((k) => Array.isArray(details[k]) && details[k].length === scores.length && details[k].every((x, i) => x === scores[i]));
  const soloTotal = n === 1 && details.total !== undefined && details.total === scores[0];
  if (!soloTotal) {
    const scoreRows = [];
    for (let i = 0; i < n; i++) {
      // A word, not an emoji: colour-emoji fonts are often missing (a trophy drew as a box).
      scoreRows.push(el("tr", { class: winners.includes(i) ? "winner" : null }, el("td", who(seats, i, viewer)), el("td.num", scores[i] ?? "—"), el("td", winners.includes(i) ? t("winner") : "")));
    }
    const scoreWord = sameAsScores ? t(detailWords[sameAsScores] || sameAsScores) : t("score");
    if (sameAsScores) delete details[sameAsScores];
    parts.push(el("table.scores", el("thead", el("tr", el("th", t("player")), el("th", scoreWord), el("th", ""))), el("tbody", scoreRows)));
  }
  if (Object.keys(details).length) {
    const rows = Object.entries(details).map(([k, v]) => {
      let cell;
      if (Array.isArray(v) && v.every((x) => x === null || typeof x !== "object")) {
        // one value per seat; a flag names the seats it holds for ("Out: Ann"), not a yes or
        // no per seat
        const shown = v.every((x) => typeof x === "boolean") ? v.flatMap((x, i) => (x ? [seatName(seats, i)] : [])) : v.map((x, i) => labelledValue(seatName(seats, i), x));
        cell = el("td.num", shown.length ? shown.join(t(", ")) : t("none"));
      } else if (v !== null && typeof v === "object") cell = el("td", kv(v));
      else cell = el("td.num", String(v));
      return el("tr", { class: k === "total" ? "total" : null }, el("th", detailWords[k] ? t(detailWords[k]) : k), cell);
    });
    parts.push(el("h4", t("Score breakdown")), el("table.breakdown", el("tbody", rows)));
  }
  return el("div.result", parts);
}

/** The outcome sentence without a lead word the headline above it already says: 「敗北」 over
 * 「敗北：ロビンソンは力尽きた。」 reads 「ロビンソンは力尽きた。」 (the log keeps the whole sentence). */
export function afterHeadline(sentence, headline) {
  const word = headline.replace(/[.!。！]+$/u, "");
  if (!word || !sentence.startsWith(word)) return sentence;
  const rest = sentence.slice(word.length).replace(/^\s*[:：,，、.。!！]\s*/u, "");
  return rest && rest !== sentence.slice(word.length) ? rest : sentence;
}

// ---------------------------------------------------------------- renderers

const RENDERERS = {};
let GAMES = null;

/** The server's game list (/api/games), fetched once per page: titles, seats, options and
 * where each game's renderer lives all come from the games' own descriptors. */
export function gamesList() {
  GAMES = GAMES || api("/api/games");
  return GAMES;
}

/** A game's title from the game list, in the page's language, or its name while the list is
 * not known. */
export function gameTitle(games, name) {
  const game = (games || []).find((g) => g.name === name);
  return game ? t(game.title) : String(name || "?");
}

/** A game's entry of the game list (title, options, How to play, its texts), or null. */
export async function gameInfo(name) {
  return (await gamesList()).games.find((g) => g.name === name) || null;
}

/** The game's own stylesheet (its descriptor's web_style), linked once, after the client's: a
 * room or replay page has it in its head already (the server links it for the first paint), the
 * lobby links it for How to play's drawings. Resolves once it is loaded (or failed to load). */
function linkGameStyle(info) {
  if (!info || !info.style) return Promise.resolve();
  const present = [...document.querySelectorAll('link[rel="stylesheet"]')].some((link) => link.getAttribute("href") === info.style);
  if (present) return Promise.resolve();
  const link = el("link", { rel: "stylesheet", href: info.style, id: `game-style-${info.name}` });
  const loaded = new Promise((resolve) => {
    link.addEventListener("load", resolve, { once: true });
    link.addEventListener("error", resolve, { once: true });
  });
  document.head.append(link);
  return loaded;
}

/** The renderer module of a game (render(view, ctx) -> Node); a generic one if it has none.
 * The game's stylesheet comes with it, so whatever it draws is drawn in the game's look. */
export async function rendererFor(game) {
  if (RENDERERS[game]) return RENDERERS[game];
  let module = null;
  const info = (await gamesList()).games.find((g) => g.name === game);
  const styled = linkGameStyle(info);
  if (info && info.renderer) {
    try {
      module = await import(info.renderer);
    } catch (error) {
      console.error(error);
      module = null;
    }
  }
  await styled;
  RENDERERS[game] = module || { render: (view) => el("div.generic", kv(view)) };
  return RENDERERS[game];
}

/** Render safely: a renderer that throws on an unexpected view falls back to key/value. */
export function safeRender(renderer, view, ctx) {
  try {
    return renderer.render(view, ctx);
  } catch (error) {
    console.error(error);
    return el("div.generic", el("p.muted", tf("(shown as raw data: {error})", { error: String(error && error.message) })), kv(view));
  }
}

export async function catalogFor(game) {
  try {
    return (await api(`/api/games/${encodeURIComponent(game)}/catalog`)) || {};
  } catch {
    return {};
  }
}

/** A card's public facts from a game's catalog (/api/games/{name}/catalog, keyed by id). */
export function lookup(catalog, id) {
  return (catalog && id && catalog[id]) || null;
}

// ---------------------------------------------------------------- feel: what changed moves

// Values whose fall is damage (life, HP, a track): a drop flashes. A renderer may mark its own
// numbers with data-hp.
const FALLING_VALUES = ".stat-value, .hp-num, .track-value, [data-hp]";

/** Whether the reader asked for less motion: then nothing moves (the CSS stills the rest). */
export function reducedMotion() {
  return typeof matchMedia === "function" && matchMedia("(prefers-reduced-motion: reduce)").matches;
}

/** `node`'s place in `root`, as tags, first classes and sibling indexes: the same piece of
 *  the next drawing of the same layout has the same place. */
function placeOf(node, root) {
  const parts = [];
  for (let at = node; at && at !== root; at = at.parentElement) {
    const index = at.parentElement ? [...at.parentElement.children].indexOf(at) : 0;
    parts.push(`${at.tagName}.${at.classList[0] || ""}:${index}`);
  }
  return parts.reverse().join("/");
}

/** Elements of `root` matching `selector`, by a key from `keyOf` (a repeated key is numbered). */
function keyed(root, selector, keyOf) {
  const found = new Map();
  for (const node of root.querySelectorAll(selector)) {
    const key = keyOf(node);
    let n = 0;
    while (found.has(`${key}#${n}`)) n += 1;
    found.set(`${key}#${n}`, node);
  }
  return found;
}

const CARDS = (root) => keyed(root, "[data-card]", (node) => node.dataset.card);
const PIECES = (root) =>
  keyed(root, "[data-coord], [data-die], .die", (node) => (node.dataset.coord !== undefined ? `coord:${node.dataset.coord}` : node.dataset.die !== undefined ? `die:${node.dataset.die}` : `die@${placeOf(node, root)}`));
const VALUES = (root) => keyed(root, FALLING_VALUES, (node) => placeOf(node, root));
const firstNumber = (text) => {
  const m = /-?\d+/.exec(text || "");
  return m ? Number(m[0]) : null;
};

/** What the board shows now, to compare the next drawing with: where each card is, what
 *  each square and die shows, and each value. */
export function boardSnapshot(root) {
  const cards = new Map();
  for (const [key, node] of CARDS(root)) cards.set(key, node.getBoundingClientRect());
  const pieces = new Map();
  for (const [key, node] of PIECES(root)) pieces.set(key, node.textContent);
  const values = new Map();
  for (const [key, node] of VALUES(root)) values.set(key, firstNumber(node.textContent));
  return { cards, pieces, values };
}

/** A glide's sideways start, moved in so the card starts within the screen: drawn past its
 * edge, the card would widen the page, which then scrolls sideways on a phone while it glides
 * (a Kung Fu card widening to its own row to show its HIT buttons started 210 px past a 390 px
 * screen). A card already wider than the screen does not glide sideways. */
function withinScreen(dx, rect) {
  const least = -rect.left;
  const most = document.documentElement.clientWidth - rect.right;
  return least > most ? 0 : Math.max(least, Math.min(dx, most));
}

/**
 * Mark what changed since `before` (a boardSnapshot of the last state) so the stylesheet can
 * animate it for a moment: a card that is new (`fx-new`), a square or die that shows
 * something else (`fx-changed`; a die `fx-roll`), a value that fell (`fx-fell`: damage); a
 * card that moved glides from where it was, or from the nearest place on screen. Nothing moves
 * for a reader who asked for less motion (the CSS leaves the marks unanimated there).
 */
export function markChanges(root, before) {
  if (!before) return;
  const still = reducedMotion();
  for (const [key, node] of CARDS(root)) {
    const was = before.cards.get(key);
    if (!was) {
      node.classList.add("fx-new");
      continue;
    }
    const now = node.getBoundingClientRect();
    const dx = withinScreen(was.left - now.left, now);
    const dy = was.top - now.top;
    if (!still && Math.abs(dx) + Math.abs(dy) > 3 && typeof node.animate === "function") {
      node.animate([{ transform: `translate(${dx}px, ${dy}px)` }, { transform: "none" }], { duration: 280, easing: "ease-out" });
    }
  }
  for (const [key, node] of PIECES(root)) {
    const was = before.pieces.get(key);
    if (was === node.textContent) continue;
    node.classList.add(node.matches("[data-die], .die") ? "fx-roll" : "fx-changed");
  }
  for (const [key, node] of VALUES(root)) {
    const was = before.values.get(key);
    const now = firstNumber(node.textContent);
    if (was !== undefined && was !== null && now !== null && now < was) node.classList.add("fx-fell");
  }
}
