// The replay viewer: step back and forth through a finished game (buttons, the slider, the
// arrow keys, Home and End), drawing each spectator view with the game's own renderer.
import {
  $, api, boardSnapshot, catalogFor, clear, el, explainOnTap, gameInfo, gamesList, gameTitle, howToPlayButton, markChanges, pageLocale, rendererFor,
  renderResult, safeRender, seatName, showLog, startI18n, t, tf,
} from "./common.js";
import { setUpReview } from "./review.js";

const room = decodeURIComponent(location.pathname.split("/").filter(Boolean)[1] || "");
const state = { info: null, renderer: null, catalog: {}, texts: {}, steps: 0, step: 0, cache: new Map(), loading: 0, drawn: null };

function showError(text) {
  const box = clear($("#messages"));
  if (text) box.append(el("div.error", String(text)));
}

async function fetchStep(step) {
  if (state.cache.has(step)) return state.cache.get(step);
  const data = await api(`/api/rooms/${encodeURIComponent(room)}/replay/${step}?lang=${encodeURIComponent(pageLocale())}`);
  state.cache.set(step, data);
  return data;
}

async function go(step) {
  step = Math.max(0, Math.min(state.steps, step));
  const ticket = ++state.loading;
  let data;
  try {
    data = await fetchStep(step);
  } catch (error) {
    return showError(tf("Cannot load step {step}: {error}", { step, error: error.message }));
  }
  if (ticket !== state.loading) return; // a later request won
  showError("");
  state.step = data.step ?? step;
  if (typeof data.steps === "number") state.steps = data.steps;
  draw(data);
  // Warm the neighbours so stepping feels instant.
  for (const n of [state.step + 1, state.step - 1]) if (n >= 0 && n <= state.steps) fetchStep(n).catch(() => {});
}

function draw(data) {
  const seats = state.info && state.info.seats;
  // The server words the seats' display names in the page's language (the room summary cannot).
  if (Array.isArray(seats) && Array.isArray(data.names)) data.names.forEach((name, i) => seats[i] && (seats[i].display = name));
  $("#step-label").textContent = tf("step {step} / {steps}", { step: state.step, steps: state.steps });
  document.body.dataset.step = String(state.step);
  const scrub = $("#scrub");
  scrub.max = String(state.steps);
  scrub.value = String(state.step);
  const move = $("#move-label");
  if (data.notation) {
    // The move in words, as its maker saw the position (the server's label), its notation a
    // small mark after them; the seat by its display name, as the room named it.
    const words = data.label ? String(data.label) : String(data.notation);
    clear(move).append(tf("Move {step} — {player}: {move}", { step: state.step, player: seatName(seats, data.seat), move: words }));
    if (data.label) move.append(" ", el("small.notation", String(data.notation)));
  } else move.textContent = state.step === 0 ? t("The starting position.") : "";
  $("#first").disabled = $("#prev").disabled = state.step <= 0;
  $("#last").disabled = $("#next").disabled = state.step >= state.steps;
  // One step forward moves like the game did; a jump is drawn still.
  const before = state.drawn === state.step - 1 ? boardSnapshot($("#board")) : null;
  const board = clear($("#board"));
  board.append(safeRender(state.renderer, data.view || {}, { catalog: state.catalog, texts: state.texts, seats, seat: null, viewer: null }));
  markChanges(board, before);
  state.drawn = state.step;
  const end = clear($("#end-screen"));
  const result = data.result || (data.view && data.view.result);
  end.hidden = !(state.step === state.steps && result);
  if (!end.hidden) end.append(el("h2", t("Final result")), renderResult(result, seats, null, data.outcome, state.texts));
  showLog($("#log"), data.log);
}

async function main() {
  await startI18n();
  if (!room) return showError(t("No room in the address."));
  try {
    state.info = await api(`/api/rooms/${encodeURIComponent(room)}`);
  } catch (error) {
    return showError(tf("This room cannot be opened: {error}", { error: error.message }));
  }
  const game = state.info.game;
  const title = gameTitle((await gamesList()).games, game);
  $("#room-title").textContent = tf("Replay: {game} · room {room}", { game: title, room });
  document.title = tf("tabletop: replay {room}", { room });
  let info;
  [state.renderer, state.catalog, info] = await Promise.all([rendererFor(game), catalogFor(game), gameInfo(game)]);
  state.texts = (info && info.texts) || {};
  explainOnTap($("#board"));
  $("#how-slot").append(howToPlayButton(info, state.renderer, { catalog: state.catalog, texts: state.texts }));
  let first;
  try {
    first = await fetchStep(0);
  } catch (error) {
    return showError(tf("No replay for this room: {error}", { error: error.message }));
  }
  state.steps = first.steps ?? 0;
  $("#first").onclick = () => go(0);
  $("#prev").onclick = () => go(state.step - 1);
  $("#next").onclick = () => go(state.step + 1);
  $("#last").onclick = () => go(state.steps);
  $("#scrub").oninput = (event) => go(Number(event.target.value));
  document.addEventListener("keydown", (event) => {
    if (event.target && ["INPUT", "SELECT", "TEXTAREA"].includes(event.target.tagName) && event.target.type !== "range") return;
    const moves = { ArrowLeft: -1, ArrowRight: 1, Home: -Infinity, End: Infinity };
    if (!(event.key in moves)) return;
    event.preventDefault();
    const delta = moves[event.key];
    go(Number.isFinite(delta) ? state.step + delta : delta < 0 ? 0 : state.steps);
  });
  const query = new URLSearchParams(location.search);
  const wanted = Number(query.get("step"));
  await go(Number.isFinite(wanted) && wanted > 0 ? wanted : 0);
  // The review panel; the end screen's link opens it with its seat (?review=N).
  const reviewed = query.has("review") ? Number(query.get("review")) : null;
  setUpReview(room, state.info.seats || [], (step) => go(step), reviewed);
}

main().catch((error) => showError(String(error && error.message ? error.message : error)));
