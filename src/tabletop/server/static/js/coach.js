// The coach of a lesson room (docs/server.md, "Lesson rooms"): the lesson's words in a panel
// above the board, the pieces it points at highlighted on the board, the move it asks for
// marked in the move list (and on the board, where a piece plays it). Every other move stays
// playable; once the learner leaves the lesson or finishes it, the panel says so and can be
// closed. It draws from the state's `lesson` (the learner's seat only) and nothing else.
import { $, clear, el, t, tf } from "./common.js";

// The attributes by which a board names its pieces: a card, a square, a die, a card in hand.
const PIECE_ATTRIBUTES = ["data-card", "data-coord", "data-die", "data-hand"];

/** Show the lesson's standing of a state message (none: the panel goes away). */
export function showCoach(message, room) {
  const panel = $("#coach");
  const lesson = message && message.lesson;
  const end = lesson ? (lesson.left ? "left" : lesson.done ? "done" : null) : null;
  // A guided learner reads moves as words: the notation marks beside them are hidden (style.css).
  document.body.classList.toggle("lesson", !!(lesson && lesson.guided && !end));
  if (!lesson || (end && closed(room) === end)) {
    panel.hidden = true;
    return;
  }
  // The words change with the step only: redrawn then, so a screen reader hears them once.
  const said = JSON.stringify([end, lesson.number, lesson.say, lesson.title]);
  if (panel.dataset.said !== said) {
    panel.dataset.said = said;
    sayWords(lesson, end);
  }
  const close = $("#coach-close");
  close.hidden = !end;
  close.onclick = () => {
    remember(room, end);
    panel.hidden = true;
  };
  panel.dataset.end = end || "guided";
  panel.hidden = false;
  if (lesson.guided) {
    highlight(lesson.look, message.seat);
    markMove(lesson.notation);
  }
}

/** The panel's words: the title, the step ("Step 3 of 14"), the intro with the first step and
 * the step's sentence; or that the learner left the lesson; or its closing words. */
function sayWords(lesson, end) {
  $("#coach-title").textContent = String(lesson.title || "");
  $("#coach-step").textContent = lesson.guided && lesson.say ? tf("Step {number} of {steps}", { number: lesson.number, steps: lesson.steps }) : "";
  const words = clear($("#coach-words"));
  if (lesson.guided && lesson.say) {
    if (lesson.intro) words.append(el("p.coach-intro", lesson.intro));
    words.append(el("p.coach-say", lesson.say));
    // Said with the first step: the marked move is a suggestion, not the only way on.
    if (lesson.number === 1) words.append(el("p.coach-note.small", t("The highlighted move is the one the lesson asks for; any other move leaves the lesson, and the game is yours.")));
  } else if (end === "left") {
    words.append(el("p.coach-say", t("You left the lesson: you played another move than the one it asked for. The game is yours now.")));
  } else if (end === "done") {
    words.append(el("p.coach-say", lesson.closing || ""));
  }
}

/** Outline the board's pieces the step points at: a card's id, a square's number, a die's
 * face, a card in hand. Where the learner's own part of the board (`data-seat`) holds the piece,
 * only there: the learner's dice, not the ones on another seat's cards. */
function highlight(look, seat) {
  const board = $("#board");
  const own = seat === null || seat === undefined ? null : board.querySelector(`[data-seat="${CSS.escape(String(seat))}"]`);
  for (const piece of Array.isArray(look) ? look : []) {
    const selector = PIECE_ATTRIBUTES.map((name) => `[${name}="${CSS.escape(String(piece))}"]`).join(", ");
    const mine = own ? [...own.querySelectorAll(selector)] : [];
    const found = mine.length ? mine : [...board.querySelectorAll(selector)];
    for (const node of found) node.classList.add("coach-look");
  }
}

/** Mark the move the lesson asks for in the move list and on the board, and bring its button
 * into view in the list (the list scrolls inside its panel, the page does not move). */
function markMove(notation) {
  if (!notation) return;
  const wanted = String(notation).toLowerCase();
  for (const node of document.querySelectorAll("#moves button[data-notation], #board [data-move]")) {
    const move = node.dataset.notation ?? node.dataset.move;
    if (String(move).toLowerCase() !== wanted) continue;
    node.classList.add("coach-move");
    if (node.matches("#moves button")) {
      node.setAttribute("aria-describedby", "coach-words");
      reveal(node);
    }
  }
}

/** Scroll the boxes that hold `node` (the move list, a phone's move sheet) so it shows whole,
 * below a head that sticks to the box's top (the sheet's): centred in what the box shows. */
function reveal(node) {
  for (let box = node.parentElement; box && box.id !== "game"; box = box.parentElement) {
    if (box.scrollHeight <= box.clientHeight + 1) continue;
    const frame = box.getBoundingClientRect();
    const head = box.querySelector(":scope > .sheet-head");
    const top = head && getComputedStyle(head).position === "sticky" ? head.getBoundingClientRect().bottom : frame.top;
    const at = node.getBoundingClientRect();
    if (at.top >= top && at.bottom <= frame.bottom) continue;
    box.scrollTop += (at.top + at.bottom) / 2 - (top + frame.bottom) / 2;
  }
}

// A closed panel stays closed for this room (a reload, a reconnect): which end it told of.
const CLOSED = (room) => `tabletop.coach.${room}`;
const closedHere = new Map(); // the same for this page, where storage is refused

function closed(room) {
  try {
    return localStorage.getItem(CLOSED(room)) || closedHere.get(room) || null;
  } catch {
    return closedHere.get(room) || null;
  }
}

function remember(room, end) {
  closedHere.set(room, end);
  try {
    localStorage.setItem(CLOSED(room), end);
  } catch {
    // storage refused (private mode): closed for this page only
  }
}
