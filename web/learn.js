// Learn to play (learn.html?variant=swazi&lang=pt): a rule set's walk-through, one step at a
// time. Each step is a position and a task; the learner picks a hand card and one of its
// moves (or a table card that names one), and the engine answers through the worker
// (cassino.lessons.tutor: lessons, lesson_step, lesson_try) — legal or not and why, whether
// the task is done, or that the turn goes on (000's table actions). This page decides no
// rule and checks no task. Progress: learn-progress.js (localStorage "cassino.learn").
import { cardName as namedCard, setCardNames, symbol } from "./card-words.js";
import { el } from "./dom.js";
import en from "./i18n/learn-en.js";
import pt from "./i18n/learn-pt.js";
import { askedLang, pageLang } from "./lang.js";
import { cardElement } from "./table/cards.js";
import { learnUrl, markStep, resetSteps, stepsDone } from "./learn-progress.js";
import { connectWorker } from "./worker-client.js";

const T = { en, pt }; // the words, one file per language (web/i18n/learn-*.js)

const params = new URLSearchParams(location.search);
const notices = [];
let lang = pageLang(T); // lang.js: the URL's ?lang=, else the browser's
if (params.has("lang") && !askedLang(T)) notices.push(["lang", params.get("lang")]);
const t = () => T[lang];

// ---- worker RPC (worker-client.js, shared with the game and the embed frame) --------------
const { mustCall } = connectWorker({
  onProgress: (msg) => {
    if (msg.type === "progress") $("#progress-fill").style.width = `${Math.max(5, msg.value)}%`;
  },
  onFatal: (error) => fail(error),
  lang: () => lang,
});

// ---- DOM helpers -------------------------------------------------------------------------
const $ = (sel) => document.querySelector(sel);
// every card in words: the lesson's card_names (cards.py), as in the embed frame
const cardName = (code) => namedCard(code, lang);
function fail(text) {
  $("#loading").hidden = true;
  $("#error").hidden = false;
  $("#error").textContent = String(text);
  document.body.dataset.state = "error";
  console.warn("cassino learn:", text);
}

// ---- the lesson --------------------------------------------------------------------------
const lesson = {
  variant: null, name: null, steps: [], index: 0, board: null, played: [],
  selected: null, verdict: null, hint: false, busy: false, finished: false,
};

function stepTotal() { return lesson.steps.length; }

function renderSteps() {
  const done = new Set(stepsDone(lesson.variant));
  $("#steps").replaceChildren(...lesson.steps.map((_, i) => el("li", {
    class: `dot${i === lesson.index ? " current" : ""}${done.has(i) ? " done" : ""}`,
    "data-step": String(i), "aria-current": i === lesson.index ? "step" : null,
  }, el("button", {
    type: "button", "aria-label": `${t().step(i + 1, stepTotal())}${done.has(i) ? ` (${t().stepDone})` : ""}`,
    text: done.has(i) ? "✓" : String(i + 1), onclick: () => { goTo(i).catch((e) => fail(e.message)); },
  }))));
}

function handCard(code) {
  const node = cardElement(code, { tag: "button", name: cardName(code) });
  node.classList.toggle("selected", lesson.selected === code);
  node.setAttribute("aria-pressed", String(lesson.selected === code));
  node.disabled = lesson.busy || lesson.verdict?.done === true;
  node.addEventListener("click", () => {
    lesson.selected = lesson.selected === code ? null : code;
    if (lesson.verdict && !lesson.verdict.done) lesson.verdict = null;
    render();
  });
  return node;
}

/** The moves of the selected card that involve table item ``what`` (a card or a build). */
function movesTouching(what) {
  const moves = lesson.board.candidates.filter((m) => m.card === lesson.selected);
  return moves.filter((m) => (what.card ? [...(m.takes || []), ...(m.uses || [])].includes(what.card)
    : (m.targets || []).includes(what.build)));
}

function tableItem(what, node) {
  node.classList.add("pickable");
  node.addEventListener("click", () => {
    if (!lesson.selected || lesson.busy) return;
    const moves = movesTouching(what);
    if (moves.length === 1) act(moves[0]);
    else {
      lesson.narrow = what;
      render();
    }
  });
  return node;
}

function renderBoard() {
  const b = lesson.board;
  const view = b.view;
  const me = b.to_move;
  $("#others").replaceChildren(...b.hands.map((hand, seat) => (seat === me ? null
    : el("div", { class: "other", "data-seat": String(seat) },
      el("span", { class: "other-label", text: t().others(b.hands.length > 2 ? seat : 0, hand.length) }),
      el("div", { class: "backs" }, ...hand.map(() => cardElement(null))))))
    .filter(Boolean));
  $("#table-title").textContent = t().table;
  $("#hand-title").textContent = t().hand;
  const items = view.table.loose.map((code) => tableItem({ card: code },
    cardElement(code, { tag: "button", name: cardName(code) })));
  for (const build of view.table.builds) {
    const mine = build.owner === me;
    const node = el("button", {
      type: "button", class: `l-build${mine ? " mine" : ""}`, "data-build": String(build.id),
      "aria-label": `${t().build(build.value, mine)}: ${build.groups.flat().map(cardName).join(", ")}`,
    }, el("span", { class: "l-badge", text: t().build(build.value, mine) }),
    ...build.groups.map((g) => el("span", { class: "l-group" }, ...g.map((c) => cardElement(c)))));
    items.push(tableItem({ build: build.id }, node));
  }
  if (!items.length) items.push(el("p", { class: "empty", text: t().empty }));
  $('[data-zone="table"]').replaceChildren(...items);
  $('[data-zone="hand"]').replaceChildren(...b.hands[me].map(handCard));
}

function moveButton(move) {
  return el("li", {}, el("button", {
    type: "button", class: "move", "data-move": String(move.id), "data-kind": move.kind,
    disabled: lesson.busy || lesson.verdict?.done === true, text: move.label[lang],
    onclick: () => act(move),
  }));
}

function renderMoves() {
  const b = lesson.board;
  const done = lesson.verdict?.done === true;
  let moves = [];
  let title = "";
  if (lesson.selected) {
    moves = b.candidates.filter((m) => m.card === lesson.selected);
    if (lesson.narrow) {
      const narrowed = movesTouching(lesson.narrow);
      if (narrowed.length) moves = narrowed;
    }
    title = t().movesWith(symbol(lesson.selected));
  } else {
    moves = b.candidates.filter((m) => m.card === null || m.card === undefined);
    title = moves.length ? t().tableMoves : t().pick;
  }
  $("#moves-title").textContent = done ? "" : title;
  $("#choices").replaceChildren(...(done ? [] : moves.map(moveButton)));
  $("#choices").hidden = done || !moves.length;
}

function renderVerdict() {
  const v = lesson.verdict;
  $("#verdict").hidden = !v;
  if (!v) return;
  let text;
  let tone;
  if (!v.legal) { text = t().refused(v.error.message[lang]); tone = "refused"; }
  else if (v.done) { text = v.message[lang]; tone = "done"; }
  else if (v.goes_on) { text = v.message[lang]; tone = "goes-on"; }
  else { text = v.message[lang]; tone = "miss"; }
  $("#verdict").dataset.tone = tone;
  $("#verdict").dataset.code = v.legal ? "" : v.error.code;
  $("#verdict-text").textContent = text;
  const last = lesson.index >= stepTotal() - 1;
  $("#next").hidden = !v.done || (last && lesson.finished);
  $("#next").textContent = last ? t().finishedAll : t().next;
  $("#again").hidden = !(v.legal && !v.done && !v.goes_on);
  $("#again").textContent = t().again;
}

function render() {
  document.documentElement.lang = lang === "pt" ? "pt-BR" : "en";
  $("#loading-label").textContent = t().loading;
  $("#notice").replaceChildren(...notices.map(([k, v]) => el("p", { text: t().badParam(k, v) })));
  $("#notice").hidden = notices.length === 0;
  $("#back").href = `./index.html?lang=${lang}`;
  $("#rules-link").textContent = t().rules;
  $("#lang-link").textContent = t().other;
  $("#lang-link").setAttribute("hreflang", lang === "pt" ? "en" : "pt-BR");
  if (!lesson.board) return;
  document.title = `Cassino — ${t().title(lesson.name[lang])}`;
  $("#title").textContent = t().title(lesson.name[lang]);
  $("#rules-link").href = `./rules/${lang}/${encodeURIComponent(lesson.variant)}.html`;
  $("#lang-link").href = learnUrl(lesson.variant, lang === "pt" ? "en" : "pt");
  const step = lesson.steps[lesson.index];
  renderSteps();
  $("#step-title").textContent = t().step(lesson.index + 1, stepTotal());
  $("#task").textContent = step.task[lang];
  $("#hint").textContent = step.hint[lang];
  $("#hint").hidden = !lesson.hint;
  $("#hint-button").textContent = lesson.hint ? t().hideHint : t().hint;
  $("#hint-button").setAttribute("aria-expanded", String(lesson.hint));
  renderBoard();
  renderMoves();
  renderVerdict();
  $("#finished").hidden = !lesson.finished || lesson.index < stepTotal() - 1 || !lesson.verdict?.done;
  $("#finished-text").textContent = t().finished(lesson.name[lang]);
  $("#play-link").textContent = t().play(lesson.name[lang]);
  $("#play-link").href = `./index.html?variant=${encodeURIComponent(lesson.variant)}&lang=${lang}`;
  $("#restart").textContent = t().restart;
}

async function loadStep(played = []) {
  const res = await mustCall({ op: "lesson_step", variant: lesson.variant, step: lesson.index, played });
  lesson.board = res.board;
  lesson.played = res.played;
  lesson.selected = null;
  lesson.narrow = null;
}

async function goTo(index) {
  if (lesson.busy) return;
  lesson.busy = true;
  lesson.index = index;
  lesson.verdict = null;
  lesson.hint = false;
  document.body.dataset.state = "thinking";
  try {
    await loadStep();
  } finally {
    lesson.busy = false;
  }
  document.body.dataset.state = "ready";
  document.body.dataset.step = String(index);
  render();
}

async function tryMove(move) {
  if (lesson.busy) return;
  lesson.busy = true;
  document.body.dataset.state = "thinking";
  const res = await mustCall({ op: "lesson_try", variant: lesson.variant, step: lesson.index,
    played: lesson.played, move }).finally(() => { lesson.busy = false; });
  lesson.verdict = res;
  lesson.narrow = null;
  if (res.goes_on) {
    lesson.board = res.board;
    lesson.played = res.played;
    lesson.selected = null;
  } else if (res.done) {
    markStep(lesson.variant, lesson.index, stepTotal());
    lesson.finished = stepsDone(lesson.variant).length >= stepTotal();
  }
  document.body.dataset.state = "ready";
  render();
}

function act(move) {
  tryMove(move).catch((e) => fail(e.message));
}

async function again() {
  lesson.verdict = null;
  await loadStep();
  render();
}

$("#hint-button").addEventListener("click", () => { lesson.hint = !lesson.hint; render(); });
$("#next").addEventListener("click", () => {
  if (lesson.index < stepTotal() - 1) goTo(lesson.index + 1).catch((e) => fail(e.message));
});
$("#again").addEventListener("click", () => { again().catch((e) => fail(e.message)); });
$("#restart").addEventListener("click", () => {
  resetSteps(lesson.variant);
  lesson.finished = false;
  goTo(0).catch((e) => fail(e.message));
});

async function start() {
  render();
  const list = await mustCall({ op: "lessons" });
  const ids = list.lessons.map((l) => l.id);
  let variant = params.get("variant") || "casino";
  if (!ids.includes(variant)) {
    notices.push(["variant", variant]);
    variant = ids.includes("casino") ? "casino" : ids[0];
  }
  const res = await mustCall({ op: "lessons", variant });
  lesson.variant = variant;
  lesson.name = res.name;
  setCardNames(res.card_names);
  lesson.steps = res.steps;
  const done = new Set(stepsDone(variant));
  const asked = params.has("step") ? Number(params.get("step")) - 1 : NaN;
  let first = res.steps.findIndex((_, i) => !done.has(i));
  if (Number.isInteger(asked) && asked >= 0 && asked < res.steps.length) first = asked;
  else if (params.has("step")) notices.push(["step", params.get("step")]);
  lesson.finished = done.size >= res.steps.length;
  $("#loading").hidden = true;
  $("#lesson").hidden = false;
  await goTo(first < 0 ? 0 : first);
}

start().catch((e) => fail(e.message));
