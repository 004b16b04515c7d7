// The embeddable frame (embed.html): a compact game, or a rules diagram with ?position=.
// Configured by URL; talks to the embedding page with postMessage. See docs/embedding.md.
// Like app.js it decides no rule: moves, labels and verdicts come from cassino.bridge.
// This file: the URL's settings, the embedding page's commands and events, the flow of a
// game or a diagram. Elsewhere:
//   worker-client.js          requests to the worker (shared with the game and Learn to play)
//   touch.js                  playing by touching (and dragging) the cards, shared with the game
//   embed-view.js             the frame's felt: seats, piles, stock, table, builds; card travel
//   table/cards.js, motion.js the game's card faces and card motion
//   i18n/embed-en.js, -pt.js  the frame's words; the rules' words come from the bridge
import { askedLang, pageLang } from "./lang.js";
import { hasOwnKey, parsePace, parseSeed as seedFrom } from "./params.js";
import { connectWorker } from "./worker-client.js";
import en from "./i18n/embed-en.js";
import pt from "./i18n/embed-pt.js";
import { setCardNames, symbol } from "./card-words.js";
import { card, drawMove, drawSeats, drawTable } from "./embed-view.js";
import { el } from "./dom.js";
import { createMotion } from "./table/motion.js";
import { createTouch } from "./touch.js";

const T = { en, pt };
const SEAT_KINDS = ["human", "computer"];
const LEVELS = ["random", "greedy", "counter", "expert"];

const params = new URLSearchParams(location.search);
const notices = [];
let lang = pageLang(T); // lang.js: the URL's ?lang=, else the browser's
if (params.has("lang") && !askedLang(T)) notices.push(["lang", params.get("lang")]);
// A position that cannot be drawn falls back to the game (a notice names it): see start().
let mode = params.has("position") ? "diagram" : "play";
const pace = params.has("pace") ? parsePace(params.get("pace")) ?? 400 : 400;
if (params.has("pace") && parsePace(params.get("pace")) === null) notices.push(["pace", params.get("pace")]);
const motion = createMotion({ pace });
// The four-colour deck: ?colours=4 (or 2), else the game's own setting on this site.
let fourColour = false;
try { fourColour = JSON.parse(localStorage.getItem("cassino.prefs") || "{}").fourColour === true; } catch { /* none */ }
if (params.has("colours")) {
  if (["2", "4"].includes(params.get("colours"))) fourColour = params.get("colours") === "4";
  else notices.push(["colours", params.get("colours")]);
}

// ---- origins: who may command this frame and receive its events -----------------------
function originOf(url) {
  try { return new URL(url).origin; } catch { return null; }
}
const allowed = new Set((params.get("origin") || "").split(/[\s,]+/).map(originOf)
  .filter((o) => o && o !== "null"));
if (!params.has("origin") && originOf(document.referrer)) allowed.add(originOf(document.referrer));
const embedded = window.parent !== window;
const parentOrigin = (location.ancestorOrigins && location.ancestorOrigins[0])
  || originOf(document.referrer);

/** Post an event to the embedding page, only if its origin is allowed. */
function post(type, data = {}) {
  if (!embedded || !parentOrigin || !allowed.has(parentOrigin)) return;
  window.parent.postMessage({ source: "cassino", type, mode, ...data }, parentOrigin);
}

// ---- config from the URL -----------------------------------------------------------------
function parseSeats(raw) {
  const seats = String(raw).split(",").map((s) => s.trim().toLowerCase());
  return seats.length >= 2 && seats.length <= 4 && seats.every((s) => SEAT_KINDS.includes(s))
    ? seats : null;
}
function parseSeed(raw) {
  return /^-?\d{1,15}$/.test(String(raw).trim()) ? seedFrom(raw) : null;
}
const config = {
  variant: params.get("variant") || "casino",
  seats: ["human", "computer"],
  seed: null,
  level: "expert",
  position: params.get("position"),
};
if (params.has("seats")) {
  const seats = parseSeats(params.get("seats"));
  if (seats) config.seats = seats;
  else notices.push(["seats", params.get("seats")]);
}
if (params.has("seed")) {
  config.seed = parseSeed(params.get("seed"));
  if (config.seed === null) notices.push(["seed", params.get("seed")]);
}
if (params.has("level")) {
  if (LEVELS.includes(params.get("level"))) config.level = params.get("level");
  else notices.push(["level", params.get("level")]);
}

// ---- worker RPC (worker-client.js, shared with the game) -----------------------------------
const client = connectWorker({
  onProgress: (msg) => { if (msg.type === "progress") setProgress(msg.value); },
  onFatal: (error) => fail(error),
  lang: () => lang,
});
const { call, mustCall } = client;

// ---- DOM helpers -------------------------------------------------------------------------
const $ = (sel) => document.querySelector(sel);
function setPhase(phase) { document.body.dataset.state = phase; }
function setProgress(value) { $("#progress-fill").style.width = `${Math.max(5, value)}%`; }
function fail(text) {
  $("#loading").hidden = true;
  $("#error").hidden = false;
  $("#error").textContent = String(text);
  setPhase("error");
  console.warn("cassino embed:", text);
}
function t() { return T[lang]; }

// ---- shared rendering --------------------------------------------------------------------
let humans = [0];
function seatName(seat, viewer) {
  if (mode === "diagram") return t().seat(seat);
  if (humans.length === 1 && seat === humans[0]) return t().you;
  if (humans.includes(seat)) return `${t().you} (${t().seat(seat)})`;
  const computers = [...Array(config.seats.length).keys()].filter((s) => !humans.includes(s));
  return computers.length > 1 ? `${t().computer} ${seat}` : t().computer;
}
/** The table's cards and builds of ``view``; ``lastCard`` (a trail just made) highlighted;
 * ``interactive``: played by touching them (the picks marked). */
function renderTable(view, lastCard = null, interactive = false) {
  drawTable(view, { lang, words: t(), seatName, lastCard, interactive, picked: touched.picked });
}
/** The other seats, the viewer's piles and the stock (embed-view.js). */
function renderSeats(view, { hands = null, turn = null, interactive = false } = {}) {
  drawSeats(view, { hands, turn, lang, words: t(), seatName, game: mode === "play", interactive, picked: touched.picked });
}
/** What touching the cards says (the page's words, or the bridge's reason), or "". */
function touchText() {
  const m = touched.message;
  if (!m) return "";
  if (m.key) return t()[m.key];
  const why = (m.reason && m.reason.message && m.reason.message[lang]) || (m.reason && m.reason.code) || "";
  return t().whyNot(why);
}
/** The moves listed: those of the selected card (or the table actions), narrowed to the
 * ones the touched cards fit when the bridge said which. */
function listed(moves, tableOnly) {
  const base = touched.selected ? moves.filter((m) => m.card === touched.selected) : tableOnly;
  return touched.filter ? base.filter((m) => touched.filter.includes(m.id)) : base;
}
/** The "Build" button: table cards picked with no hand card, where table actions exist. */
function renderBuildPicked(tableOnly, can) {
  const shown = can && !touched.selected && touched.picked.length > 0 && tableOnly.length > 0;
  $("#build-picked").hidden = !shown;
  $("#build-picked").textContent = t().buildPicked;
}
function renderNotices() {
  $("#notice").replaceChildren(...notices.map(([k, v]) => el("p", { text: t().badParam(k, v) })));
  $("#notice").hidden = notices.length === 0;
}
function renderCaption() {
  const caption = params.get("caption");
  $("#caption").hidden = !caption;
  if (caption) $("#caption").textContent = caption;
}

// ---- play mode ---------------------------------------------------------------------------
const game = { state: null, busy: false, gen: 0, lastPosted: null };
// What the reader touched (both modes): the hand card, the table cards, builds and pile tops
// picked with it, the move ids the bridge said fit them, and what touching said.
const touched = { selected: null, picked: [], filter: null, message: null };
function clearTouch() {
  touched.selected = null;
  touched.picked = [];
  touched.filter = null;
  touched.message = null;
}

function renderPlay() {
  const s = game.state;
  if (!s) return;
  const v = s.view;
  const tr = t();
  const sides = v.scores.map((score, side) => `${v.teams[side].map((x) => seatName(x)).join("+")} ${score}`);
  $("#info").textContent = `${(s.rules.name || {})[lang] || v.variant} · ${tr.score} ${sides.join(" · ")}`;
  const playing = !v.round_over && !v.match_over;
  const canAct = s.awaiting === "human" && !game.busy && !s.hand_hidden;
  renderSeats(v, { turn: playing ? v.to_move : null, interactive: canAct });
  const last = s.last_move;
  renderTable(v, last && last.kind === "trail" ? last.card : null, canAct);
  // Several humans: a hand comes only once its player said they have the device.
  const passing = s.awaiting === "human" && s.hand_hidden;
  $("#pass-show").hidden = !passing;
  $("#pass-show").textContent = passing ? tr.passShow(seatName(v.seat)) : "";
  $("#pass-show").disabled = game.busy;
  $("#hand-title").textContent = humans.length > 1 ? tr.handOf(seatName(v.seat)) : tr.yourHand;
  $('[data-zone="hand"]').replaceChildren(...v.hand.map((code) => {
    const count = s.moves.filter((m) => m.card === code).length;
    return card(code, lang, { tag: "button", attrs: {
      disabled: !canAct, "aria-pressed": String(touched.selected === code),
      "data-moves": canAct ? String(count) : null,
    } });
  }));
  for (const b of document.querySelectorAll('[data-zone="hand"] .card')) {
    b.classList.toggle("selected", b.dataset.card === touched.selected);
  }
  // With no card selected: the moves that play no hand card (000 table actions, Tablic's
  // declaration); they do not end the turn.
  const tableMoves = canAct ? s.moves.filter((m) => m.card === null || m.card === undefined) : [];
  const choices = canAct ? listed(s.moves, tableMoves) : [];
  $("#choices").hidden = !canAct || (!touched.selected && !tableMoves.length);
  const items = choices.length ? choices.map((m) => el("li", {},
    el("button", {
      type: "button", "data-move": String(m.id), "data-kind": m.kind, text: m.label[lang], onclick: () => play(m),
    })))
    : [touched.selected ? el("li", { text: tr.noMoves }) : null];
  // a large table: the bridge lists only a bounded choice for some cards (moves_partial);
  // the rest are made by touching the cards
  if (!touched.filter && (s.moves_partial || []).includes(touched.selected)) {
    items.unshift(el("li", { class: "more-moves", text: tr.moreMoves }));
  }
  $("#choices").replaceChildren(...items);
  renderBuildPicked(tableMoves, canAct);
  let status = "";
  if (passing) status = tr.passTo(seatName(v.seat));
  else if (canAct && touched.message) status = touchText();
  else if (s.awaiting === "human" && !touched.selected && tableMoves.length) {
    status = tr.yourTurnOrTable(tableMoves.every((m) => m.ends_turn === false));
    // Tablic: the side's total against the target, beside the declaration (the bridge's)
    if (tableMoves.some((m) => m.kind === "declare") && v.declare_target !== null) {
      status += ` ${tr.declareTotal(v.declare_total, v.declare_target)}`;
    }
  } else if (s.awaiting === "human") status = touched.selected ? tr.touchTable : tr.yourTurn;
  else if (s.awaiting === "computer") status = tr.thinking(seatName(v.to_move));
  if (s.last_move && s.awaiting !== "human") status = `${tr.played(seatName(s.last_move.seat), s.last_move.label[lang])} ${status}`;
  else if (s.last_move) status = `${tr.played(seatName(s.last_move.seat), s.last_move.label[lang])}. ${status}`;
  $("#status").textContent = status;
  $("#status").dataset.code = canAct && touched.message && touched.message.reason ? touched.message.reason.code || "" : "";
  const over = s.awaiting === "round-over" || s.awaiting === "match-over";
  $("#round-end").hidden = !over;
  if (over) {
    const totals = (s.round_score || []).map((r, side) => `${v.teams[side].map((x) => seatName(x)).join("+")} ${r.total}`).join(", ");
    $("#round-summary").textContent = s.awaiting === "match-over" ? tr.matchOver(sides.join(", ")) : tr.roundOver(v.round, totals);
    $("#next").textContent = s.awaiting === "match-over" ? tr.again : tr.next;
    $("#next").disabled = game.busy;
  }
}

function announce(s) {
  if (s.last_move && JSON.stringify(s.last_move) !== game.lastPosted) {
    game.lastPosted = JSON.stringify(s.last_move);
    post("move", { seat: s.last_move.seat, move: s.last_move, human: humans.includes(s.last_move.seat) });
  }
  if (s.awaiting === "round-over") {
    post("round-over", { round: s.view.round, round_score: s.round_score, scores: s.view.scores });
  } else if (s.awaiting === "match-over") {
    post("round-over", { round: s.view.round, round_score: s.round_score, scores: s.view.scores });
    post("match-over", { scores: s.view.scores, winner: s.view.winner });
  }
}

/** Draw state ``next`` after the one on screen, its last move travelling (embed-view.js). */
async function draw(next) {
  const prev = game.state;
  game.state = next;
  if (prev !== next && touched.selected && !next.view.hand.includes(touched.selected)) clearTouch();
  await drawMove(motion, prev, next, renderPlay);
}

async function show(s) {
  const gen = game.gen;
  await draw(s);
  if (gen !== game.gen) return;
  announce(s);
  while (game.state.awaiting === "computer") {
    game.busy = true;
    setPhase("thinking");
    // Asked before the pause: the worker thinks while the page draws and waits, and a new
    // game commanded meanwhile cannot receive this game's computer move.
    const thinking = mustCall({ op: "ai" });
    thinking.catch(() => {}); // a failure is met at the await below, not as "unhandled"
    renderPlay();
    if (pace > 0) await new Promise((r) => setTimeout(r, pace));
    if (gen !== game.gen) return;
    const next = await thinking;
    if (gen !== game.gen) return;
    await draw(next);
    if (gen !== game.gen) return;
    announce(next);
  }
  game.busy = false;
  const phase = { human: "ready", "round-over": "round-over", "match-over": "match-over" };
  renderPlay();
  setPhase(phase[game.state.awaiting] || "ready");
}

async function play(move) {
  if (game.busy) return;
  const gen = game.gen;
  game.busy = true;
  clearTouch();
  setPhase("thinking");
  const res = await call({ op: "play", move });
  if (gen !== game.gen) return;
  if (res.ok) {
    await show(res);
    return;
  }
  // A move the rules refuse (a trail laid by touching the felt): the reason, the game unchanged.
  const now = await mustCall({ op: "state" });
  if (gen !== game.gen) return;
  touched.selected = move.card || null;
  touched.message = { reason: res.error };
  await show(now);
}

async function newGame(overrides = {}) {
  const seats = overrides.seats || config.seats;
  humans = seats.map((kind, i) => (kind === "human" ? i : -1)).filter((i) => i >= 0);
  const gen = ++game.gen;
  game.busy = true;
  clearTouch();
  game.lastPosted = null;
  setPhase("thinking");
  const res = await call({
    op: "new", variant: overrides.variant || config.variant, players: seats.length,
    seed: overrides.seed !== undefined ? overrides.seed : config.seed, humans, level: overrides.level || config.level,
  });
  if (!res.ok) {
    // A bad variant or player count from the URL: say so and play the default.
    notices.push(["variant", `${overrides.variant || config.variant} × ${seats.length}`]);
    renderNotices();
    if (config.variant === "casino" && seats.length === 2) throw new Error(res.error.code);
    config.variant = "casino";
    config.seats = ["human", "computer"];
    return newGame();
  }
  config.seats = seats;
  started(res.view, null);
  if (gen === game.gen) await show(res);
  return res;
}

// ---- diagram mode ------------------------------------------------------------------------
const diagram = { state: null, verdict: null };

function renderDiagram() {
  const d = diagram.state;
  if (!d) return;
  const tr = t();
  $("#info").textContent = `${(d.rules.name || {})[lang] || d.variant}`;
  renderSeats(d.view, { hands: d.hands, turn: d.to_move, interactive: true });
  renderTable(d.view, null, true);
  $("#hand-title").textContent = tr.handOf(tr.seat(d.to_move));
  $('[data-zone="hand"]').replaceChildren(...d.hands[d.to_move].map((code) => {
    const b = card(code, lang, { tag: "button", attrs: {
      "aria-pressed": String(touched.selected === code),
    } });
    b.classList.toggle("selected", touched.selected === code);
    return b;
  }));
  // With no card picked: the moves that play no hand card (000's table actions, Tablic's
  // declaration), to try as well.
  const tableMoves = d.candidates.filter((m) => m.card === null || m.card === undefined);
  const choices = listed(d.candidates, tableMoves);
  renderBuildPicked(tableMoves, true);
  const items = choices.map((m) => el("li", {},
    el("button", { type: "button", "data-move": String(m.id), "data-kind": m.kind, text: m.label[lang],
      onclick: () => tryMove(m) })));
  if (!touched.filter && (d.partial || []).includes(touched.selected)) {
    items.unshift(el("li", { class: "more-moves", text: tr.moreMoves }));  // a large table
  }
  $("#choices").hidden = !items.length;
  $("#choices").replaceChildren(...items);
  // With a card picked its moves speak for themselves: no status line (the frame stays
  // short enough for the verdict to show at the documented size).
  $("#status").textContent = touched.message ? touchText()
    : touched.selected ? "" : (tableMoves.length ? tr.tryCardOrTable : tr.tryCard);
  $("#status").dataset.code = touched.message && touched.message.reason ? touched.message.reason.code || "" : "";
  $("#status").hidden = Boolean(touched.selected) && !touched.message;
  if (touched.selected) $("#choices").setAttribute("aria-label", tr.movesWith(symbol(touched.selected)));
  else $("#choices").removeAttribute("aria-label");
  const v = diagram.verdict;
  $("#verdict").hidden = !v;
  if (v) {
    $("#verdict").textContent = v.legal ? tr.legal(v.move.label[lang])
      : tr.illegal(v.tried.label[lang], v.error.message[lang]);
    $("#verdict").dataset.legal = String(v.legal);
    $("#verdict").dataset.code = v.legal ? "" : v.error.code;
  }
}

async function tryMove(move) {
  const res = await mustCall({ op: "try", move });
  touched.picked = [];
  touched.filter = null;
  touched.message = null;
  diagram.verdict = { ...res, tried: move };
  renderDiagram();
  post("move", { legal: res.legal, move: res.legal ? res.move : move, error: res.error || null });
}

async function setDiagram(position) {
  const res = await call({ op: "diagram", position });
  if (!res.ok) throw new Error(`${res.error.code}: ${res.error.message[lang]}`);
  diagram.state = res;
  clearTouch();
  diagram.verdict = null;
  started(res.view, res.position);
  renderDiagram();
  setPhase("ready");
  return res;
}

// ---- commands from the embedding page ----------------------------------------------------
function render() {
  document.documentElement.lang = lang === "pt" ? "pt-BR" : "en";
  $("#loading-label").textContent = t().loading;
  $("#full").textContent = t().full;
  renderNotices();
  if (mode === "diagram") renderDiagram(); else renderPlay();
}

const COMMANDS = {
  "set-lang": (msg) => {
    if (!hasOwnKey(T, msg.lang)) return false;
    lang = msg.lang;
    render();
    return true;
  },
  "new-game": (msg) => {
    if (mode === "diagram") {
      if (msg.position !== undefined && typeof msg.position !== "string") return false;
      setDiagram(msg.position || config.position).catch((e) => console.warn("cassino embed:", e.message));
      return true;
    }
    const o = {};
    if (msg.variant !== undefined) {
      if (typeof msg.variant !== "string" || !/^[a-z0-9-]{1,40}$/.test(msg.variant)) return false;
      o.variant = msg.variant;
    }
    if (msg.seats !== undefined) {
      o.seats = parseSeats(Array.isArray(msg.seats) ? msg.seats.join(",") : msg.seats);
      if (!o.seats) return false;
    }
    if (msg.seed !== undefined && msg.seed !== null) {
      if (!Number.isSafeInteger(msg.seed)) return false;
      o.seed = msg.seed;
    }
    if (msg.level !== undefined) {
      if (!LEVELS.includes(msg.level)) return false;
      o.level = msg.level;
    }
    newGame(o).catch((e) => fail(e.message));
    return true;
  },
};

window.addEventListener("message", (event) => {
  // Only the embedding page, from an allowed origin, with a well-formed command.
  if (!embedded || event.source !== window.parent || !allowed.has(event.origin)) return;
  const msg = event.data;
  if (!msg || typeof msg !== "object" || Array.isArray(msg) || typeof msg.type !== "string"
      || !Object.hasOwn(COMMANDS, msg.type)) return;
  if (!COMMANDS[msg.type](msg)) console.warn("cassino embed: ignored a malformed command", msg.type);
});

// ---- playing by touching the cards (touch.js, shared with the game) ------------------------
/** The moves that play no hand card (000 table actions), of the mode on screen. */
function tableActions() {
  const moves = mode === "diagram" ? diagram.state?.candidates || [] : game.state?.moves || [];
  return moves.filter((m) => (m.card === null || m.card === undefined) && m.kind !== "declare");
}
function canTouch() {
  if (mode === "diagram") return Boolean(diagram.state);
  const s = game.state;
  return Boolean(s && s.awaiting === "human" && !game.busy && !s.hand_hidden);
}
function renderMode() {
  if (mode === "diagram") renderDiagram(); else renderPlay();
}
const touch = createTouch({
  store: touched,
  selectors: {
    hand: '.mine [data-zone="hand"] [data-card]', handZone: '.mine [data-zone="hand"]',
    felt: ".table-area", mine: ".mine",
  },
  canAct: canTouch,
  hasTableActions: () => tableActions().length > 0,
  token: () => (mode === "diagram" ? diagram.state : game.state),
  // a diagram's candidates (legal or not: trying one teaches) or the game's legal moves
  ask: async (request) => {
    const res = await mustCall({ op: mode === "diagram" ? "diagram_fit" : "fit", ...request });
    // a large table: the bridge adds the moves a touch names to the bounded choice offered
    if (res.added?.length) {
      if (mode === "diagram") diagram.state?.candidates.push(...res.added);
      else game.state?.moves.push(...res.added);
    }
    return res;
  },
  play: (id) => {
    if (mode === "diagram") tryMove(diagram.state.candidates.find((m) => m.id === id));
    else play(game.state.moves.find((m) => m.id === id));
  },
  trail: (code) => {
    const move = { kind: "trail", card: code, takes: [], uses: [], targets: [] };
    if (mode === "diagram") tryMove(move); else play(move);
  },
  say: (key) => { touched.message = { key }; },
  whyNot: (reason) => { touched.message = { reason }; },
  clearMessage: () => { touched.message = null; },
  render: renderMode,
  focusChoices: () => $("#choices [data-move]")?.focus(),
  selectCard: (code) => {
    if (!canTouch()) return;
    touched.selected = touched.selected === code ? null : code;
    touched.picked = [];
    touched.filter = null;
    touched.message = null;
    diagram.verdict = null;
    renderMode();
  },
  answered: () => { document.body.dataset.touches = String(Number(document.body.dataset.touches || 0) + 1); },
});
touch.wire($("#game"));
$("#build-picked").addEventListener("click", () => touch.playPicked());
document.addEventListener("keydown", (e) => {
  if (e.key !== "Escape" || (!touched.selected && !touched.picked.length)) return;
  const code = touched.selected;
  clearTouch();
  renderMode();
  if (code) $(`.mine [data-zone="hand"] [data-card="${code}"]`)?.focus();
});

// ---- start -------------------------------------------------------------------------------
let isStarted = false;
/** The first game or diagram is set up: show it and tell the embedding page (once). */
function started(view, position) {
  if (isStarted) return;
  isStarted = true;
  $("#loading").hidden = true;
  $("#game").hidden = false;
  post("ready", {
    variant: view.variant, players: view.players, lang,
    seats: mode === "diagram" ? null : config.seats, position,
  });
}

async function start() {
  document.body.classList.toggle("four-colour", fourColour);
  // The cards' names in words (screen readers), once Python has started.
  call({ op: "variants" }).then((res) => {
    if (res && res.ok) { setCardNames(res.card_names); render(); }
  }, () => {});
  renderCaption();
  render();
  setPhase("loading");
  if (mode === "diagram") {
    try {
      await setDiagram(config.position);
      return;
    } catch (err) {
      // A position that cannot be drawn: a notice names it, and the frame plays a game.
      console.warn("cassino embed: bad position:", String((err && err.message) || err));
      notices.push(["position", config.position]);
      mode = "play";
      renderNotices();
    }
  }
  await newGame();
}
$("#pass-show").addEventListener("click", async () => {
  const s = game.state;
  if (!s || game.busy || !s.hand_hidden) return;
  game.busy = true;
  renderPlay();
  const res = await mustCall({ op: "confirm", seat: s.seat });
  game.busy = false;
  await show(res);
  $('[data-zone="hand"] button')?.focus();
});
$("#next").addEventListener("click", async () => {
  const s = game.state;
  if (!s || game.busy) return;
  game.busy = true;
  if (s.awaiting === "round-over") await show(await mustCall({ op: "next_round" }));
  else if (s.awaiting === "match-over") await newGame();
});
start().catch((e) => fail(e.message || e));
