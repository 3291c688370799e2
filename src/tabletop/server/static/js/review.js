// The replay page's game review (docs/review.md): ask the server to review one seat's
// decisions, follow its progress, then draw the seat's chance after each decision with its 95%
// band, the turning points and the good moves, each move in words with its notation, and a
// button that shows the position of that decision in the replay.
import { $, api, clear, el, moveWords, pageLocale, seatName, svg, t, tf } from "./common.js";

const POLL_MS = 400;
// The chart is drawn as wide as its box (at most WIDEST px), one unit a CSS pixel, so its
// labels keep their CSS size on a phone instead of shrinking with a wide viewBox.
const CHART = { height: 200, left: 44, right: 8, top: 8, bottom: 24 };
const WIDEST = 640;
const NARROWEST = 240;

/** Set up the review panel of ``room``, whose seats are ``seats``; ``show(step)`` moves the
 * replay to a step; ``wanted`` is a seat to review at once (from the end screen's link). */
export function setUpReview(room, seats, show, wanted) {
  const select = clear($("#review-seat"));
  seats.forEach((seat, index) => select.append(el("option", { value: String(index) }, seatName(seats, index))));
  const review = { room, seats, show, ticket: 0, seat: null };
  $("#review-start").onclick = () => start(review, Number(select.value));
  $("#review-cancel").onclick = () => cancel(review);
  if (Number.isInteger(wanted) && wanted >= 0 && wanted < seats.length) {
    select.value = String(wanted);
    start(review, wanted);
  }
}

function path(review, seat) {
  return `/api/rooms/${encodeURIComponent(review.room)}/review/${seat}?lang=${encodeURIComponent(pageLocale())}`;
}

async function start(review, seat) {
  const ticket = ++review.ticket;
  review.seat = seat;
  clear($("#review-result"));
  $("#review-start").disabled = true;
  let data;
  try {
    data = await api(path(review, seat), {});
    while (ticket === review.ticket && data.state === "running") {
      progress(data);
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      data = await api(path(review, seat));
    }
  } catch (error) {
    if (ticket === review.ticket) finish(String(error.message || error));
    return;
  }
  if (ticket !== review.ticket) return;
  if (data.state === "failed") return finish(t("The review got no answer from the bots: try again later."));
  finish("");
  draw(review, data);
}

function progress(data) {
  $("#review-cancel").hidden = false;
  $("#review-progress").textContent = tf("Reviewing the decisions: {done} of {total}…", { done: data.done, total: data.total });
}

function finish(message) {
  $("#review-start").disabled = false;
  $("#review-cancel").hidden = true;
  $("#review-progress").textContent = message;
}

async function cancel(review) {
  review.ticket++;
  finish("");
  if (review.seat === null) return;
  await fetch(path(review, review.seat), { method: "DELETE" }).catch(() => {});
}

function draw(review, data) {
  const box = clear($("#review-result"));
  box.append(
    el("p.muted", tf("Each decision is judged from what that seat knew then, over {playouts} playouts.", { playouts: data.playouts })),
    chart(data, Math.round(Math.min(WIDEST, Math.max(NARROWEST, box.clientWidth || WIDEST)))),
    el("p.muted.review-caption", tf("{scale} after each decision: the line is the estimate, the band its 95% range.", { scale: data.scale })),
    el("h4", t("Turning points")),
    list(review, data.turning, t("None: no move played cost a clear margin."), (point) => [
      moveLine(tf, "Better: {move}", point.better),
      el("p", tf("{before} → {after} ({difference} points, ±{error})", {
        before: percent(point.before), after: percent(point.after), difference: `+${points(point.difference)}`, error: points(point.margin),
      })),
    ]),
    el("h4", t("Good moves")),
    list(review, data.good, t("None: no move beat the obvious one by a clear margin."), (point) => [
      moveLine(tf, "The obvious move: {move}", point.obvious),
      el("p", tf("{difference} points better (±{error})", { difference: points(point.difference), error: points(point.margin) })),
    ]),
  );
}

/** The chance after each decision: a line over its shaded 95% band, 0-100% up the side,
 * ``width`` px wide. */
function chart(data, width) {
  const { height, left, right, top, bottom } = CHART;
  const points = data.chart;
  const x = (i) => left + (points.length > 1 ? (i * (width - left - right)) / (points.length - 1) : (width - left - right) / 2);
  const y = (v) => top + (1 - v) * (height - top - bottom);
  const line = points.map((p, i) => `${x(i).toFixed(1)},${y(p.chance).toFixed(1)}`).join(" ");
  const band = [
    ...points.map((p, i) => `${x(i).toFixed(1)},${y(p.high).toFixed(1)}`),
    ...points.map((p, i) => `${x(i).toFixed(1)},${y(p.low).toFixed(1)}`).reverse(),
  ].join(" ");
  const grid = [0, 0.5, 1].flatMap((v) => [
    svg("line.review-grid", { x1: left, x2: width - right, y1: y(v), y2: y(v) }),
    svg("text.review-axis", { x: left - 6, y: y(v) + 4, "text-anchor": "end" }, percent(v)),
  ]);
  const first = points[0];
  const last = points[points.length - 1];
  return svg(
    "svg.review-chart",
    { viewBox: `0 0 ${width} ${height}`, role: "img", "aria-label": tf("{scale} after each decision: the line is the estimate, the band its 95% range.", { scale: data.scale }) },
    ...grid,
    svg("polygon.review-band", { points: band }),
    svg("polyline.review-line", { points: line }),
    first ? svg("text.review-axis", { x: x(0), y: height - 6, "text-anchor": "start" }, String(first.turn)) : "",
    last ? svg("text.review-axis", { x: x(points.length - 1), y: height - 6, "text-anchor": "end" }, String(last.turn)) : "",
  );
}

function list(review, items, none, details) {
  if (!items.length) return el("p.muted", none);
  return el(
    "ul.review-list",
    items.map((point, rank) =>
      el(
        "li",
        moveLine(tf, "{rank}. Decision {turn} (move {at} of the game): {move}", point.played, { rank: rank + 1, turn: point.turn, at: point.move }),
        ...details(point),
        ...point.why.map((reason) => el("p.review-why", reason)),
        el("button.review-show", { type: "button", onclick: () => review.show(point.move - 1) }, t("Show this position")),
      ),
    ),
  );
}

/** A message whose {move} is a move in words with its notation mark after it. */
function moveLine(format, msgid, move, values = {}) {
  const [before, after] = format(msgid, { ...values, move: "\u0000" }).split("\u0000");
  return el("p", before, ...moveWords(move.label, move.notation), after || "");
}

function percent(value) {
  return `${Math.round(100 * value)}%`;
}

function points(value) {
  const shown = 100 * value;
  return shown < 1 ? shown.toFixed(1) : shown.toFixed(0);
}
