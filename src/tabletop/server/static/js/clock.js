// Turn clocks (docs/server.md, "Turn clocks"): a room's clock in words for the lobby, and the
// countdowns of the room page, ticking here between the server's state messages.
import { el, t, tf } from "./common.js";

const URGENT_SECONDS = 10; // under this a running clock turns urgent

/** A duration as a clock shows it: 4:05, 1:02:03; seconds rounded up while they run, so 0:00
 * shows only once the time is out. */
export function clockTime(seconds) {
  const whole = Math.max(0, Math.ceil(seconds - 1e-6));
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = String(whole % 60).padStart(2, "0");
  return h ? `${h}:${String(m).padStart(2, "0")}:${s}` : `${m}:${s}`;
}

/** A span of time in words: "5 min", "30 s", "1 min 30 s". */
function span(seconds) {
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  if (!m) return tf("{seconds} s", { seconds: s });
  if (!s) return tf("{minutes} min", { minutes: m });
  return tf("{minutes} min {seconds} s", { minutes: m, seconds: s });
}

/** A room's clock rule in words, for its lobby card: "Clock: 5 min + 3 s per player". */
export function clockLine(rule) {
  if (!rule) return null;
  if (rule.mode === "move") return tf("Clock: {time} per move", { time: span(rule.seconds) });
  if (rule.increment) return tf("Clock: {time} + {increment} per player", { time: span(rule.seconds), increment: span(rule.increment) });
  return tf("Clock: {time} per player", { time: span(rule.seconds) });
}

/** The time a seat has left now (seconds), from the state message's clock entry: a running
 * clock counts down to its deadline, in the server's time (`skew`: server minus page, ms). */
function secondsLeft(entry, skew) {
  if (!entry.running || typeof entry.deadline !== "number") return Number(entry.left) || 0;
  return entry.deadline - (Date.now() + skew) / 1000;
}

/** A seat's countdown, drawn by `tickClocks` (empty for a seat without a clock). */
export function seatClock(message, seat) {
  const clock = message && message.clock;
  const entry = clock && Array.isArray(clock.seats) ? clock.seats.find((s) => s.seat === seat) : null;
  if (!entry) return null;
  return el("span.seat-clock", { dataset: { seat: String(seat) }, title: t("Time left") }, "");
}

/** Redraw every countdown of the page from the last state message. */
export function tickClocks(message, skew) {
  const entries = (message && message.clock && message.clock.seats) || [];
  for (const node of document.querySelectorAll(".seat-clock")) {
    const entry = entries.find((s) => String(s.seat) === node.dataset.seat);
    if (!entry) continue;
    const left = message.over ? Number(entry.left) || 0 : secondsLeft(entry, skew);
    const running = Boolean(entry.running) && !message.over;
    const text = clockTime(left);
    if (node.textContent !== text) node.textContent = text;
    node.classList.toggle("running", running);
    node.classList.toggle("urgent", running && left < URGENT_SECONDS);
  }
}
