// The game's flow: it asks the bridge (in the worker) for every state, shows it, lets the
// computers move one after another with a visible pause, plays the human's moves (or shows
// why the rules refuse one), and starts, resumes, undoes and links matches. It decides no
// rule. The views: felt.js (the table), panel.js (around it), round-end.js, setup.js.
import * as loading from "../progress.js";
import { cardElement } from "../table/cards.js";
import {
  $, I18N, actions, app, el, nextTask, notices, page, params, setPhase, storageGet, storageRemove,
  t,
} from "./context.js";
import {
  dealt, decorate, drawFelt, drawWaitingTable, focusHand, moveMotion, passing, prepareSound,
  setNames,
} from "./felt.js";
import {
  announce, renderChoices, renderDeclare, renderInfo, renderLog, renderPass, renderScoreboard,
  renderStatus, renderTableActions, renderTools,
} from "./panel.js";
import { renderMatchOver } from "./match-over.js";
import { setText } from "./panel.js";
import { renderRoundEnd } from "./round-end.js";
import { markPlayed } from "../learn-progress.js";
import { applyPrefs, defaultOptions, defaultPlayers, seatPlan, variantById } from "./setup.js";

const SAVE_KEY = "cassino.save"; // what an older version left in localStorage (moves to the worker)
const mustCall = (req) => actions.mustCall(req);
const call = (req) => actions.call(req);

// ---- drawing -------------------------------------------------------------------------------
/** Words that do not depend on the state (data-i18n), the language, the notices. */
// Only what differs is written: every drawing calls this, and a write of the same value can
// still cost the whole page's style (<html lang> restyles every element, SVG insides included,
// for :lang(); a rebuilt <select> re-matches :checked).
export function applyStaticTexts() {
  const lang = page.lang === "pt" ? "pt-BR" : "en";
  if (document.documentElement.lang !== lang) document.documentElement.lang = lang;
  if (document.title !== t().title) document.title = t().title;
  for (const node of document.querySelectorAll("[data-i18n]")) {
    const v = t()[node.dataset.i18n];
    if (typeof v === "string") setText(node, v);
  }
  if ($("#lang").value !== page.lang) $("#lang").value = page.lang;
  applyPrefs();
  if (app.phase === "loading") loading.render(page.lang);
  renderNotices();
}

let noticesDrawn = null;
export function renderNotices() {
  const texts = notices.map((fn) => fn(t()));
  const key = JSON.stringify(texts);
  if (key === noticesDrawn) return;
  noticesDrawn = key;
  const box = $("#notice");
  box.replaceChildren(...texts.map((text) => el("p", { text })));
  box.hidden = texts.length === 0;
}

/** Draw everything from app.state: the felt, then what is around it. */
export function render() {
  applyStaticTexts();
  const s = app.state;
  if (!s) return;
  endLoading();
  const v = s.view;
  const playing = !v.round_over && !v.match_over;
  drawFelt();
  renderInfo(v);
  renderScoreboard(v, playing);
  renderStatus(s);
  renderTools(s, playing);
  renderPass();
  renderChoices();
  renderTableActions();
  renderDeclare(v);
  renderRoundEnd();
  renderMatchOver();
  renderLog();
  panelDrawn();
}

/** The panel is drawn: its scores and log show from now on, in their places (style.css). */
function panelDrawn() {
  document.body.toggleAttribute("data-panel-drawn", true);
}

/** What is around the felt, once the felt is drawn: in three tasks, not one (the moves in
 * words can be dozens of buttons; the round's end a breakdown, a chart and the piles), so
 * that no task of a move's drawing is long while its cards travel. Resolves false when a
 * newer match (``gen``) came meanwhile. */
async function renderPanel(gen, atOnce = false) {
  const steps = [
    () => {
      applyStaticTexts();
      drawFelt(); // (drawn already: only its marks)
      const v = app.state.view;
      const playing = !v.round_over && !v.match_over;
      renderInfo(v);
      renderScoreboard(v, playing);
      renderStatus(app.state);
      renderTools(app.state, playing);
      renderPass();
      renderDeclare(v);
    },
    () => { renderChoices(); renderTableActions(); },
    () => { renderRoundEnd(); renderMatchOver(); renderLog(); },
  ];
  for (const [k, step] of steps.entries()) {
    if (k > 0 && !atOnce) await nextTask();
    if (gen !== app.gen || !app.state) return false;
    step();
  }
  panelDrawn();
  return true;
}

/** The felt first (its cards set off), the rest in a later task (renderSoon): so a move's
 * drawing is two short tasks, not one long one, while the cards travel. */
function renderFelt() {
  applyStaticTexts();
  if (!app.state) return;
  endLoading();
  drawFelt();
}

/** Only the selection changed: mark it on the felt and list its moves. */
export function renderSelection() {
  decorate();
  renderStatus(app.state);
  renderChoices();
  renderTableActions();
}

/** Text in the type sizes a dealt game shows and the loading screen does not (a card's
 * index, a badge, the status line), laid out unseen while Python starts. The browser asks
 * its main process for each new size's font settings once, 5–25 ms a size when busy:
 * asked now, while the page waits, not in the first drawing of the game. */
let fontWarmup = null;
export function warmFonts() {
  if ($("#loading").hidden) return;
  fontWarmup = el("div", { class: "font-warmup", "aria-hidden": "true" },
    el("div", { class: "felt" }, cardElement("10S"),
      el("span", { class: "turn-badge", text: t().yourTurnShort })),
    el("p", { class: "status", text: t().yourTurn }));
  document.body.append(fontWarmup);
}
/** The loading bar goes with the first drawing of a match (one layout for both). */
function endLoading() {
  if ($("#loading").hidden) return;
  fontWarmup?.remove();
  loading.finish();
}
export function fail(text) {
  fontWarmup?.remove();
  loading.stop();
  $("#loading").hidden = true;
  $("#error").hidden = false;
  $("#error-message").textContent = String(text);
  setPhase("error");
  console.warn("cassino error:", text);
}

// ---- hot-seat: the hand of the seat to move stays hidden until its player is ready ----------
/** The seat whose hand an undo leaves on screen: in hot-seat play none, so the pass screen
 * stands until the seat to move confirms (whoever pressed Undo may not be that player). */
function shownAfterUndo(s) {
  return s.hotseat ? null : s.seat;
}
export function showHand() {
  const s = app.state;
  if (!s || app.busy) return;
  const gen = app.gen;
  if (s.hand_hidden) setPhase("thinking"); // until the worker sends the hand
  return guarded(async () => {
    // The worker sends the hand only now that its player said they have the device.
    const res = s.hand_hidden ? await mustCall({ op: "confirm", seat: s.seat }) : s;
    if (gen !== app.gen || app.state !== s) return;
    app.state = res;
    app.shownSeat = res.seat;
    setPhase(phaseFor(res));
    render();
    focusHand();
  });
}

// ---- flow ---------------------------------------------------------------------------------
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

function phaseFor(s) {
  switch (s.awaiting) {
    case "human": return "ready";
    case "computer": return "thinking";
    case "round-over": return "round-over";
    case "match-over": return "match-over";
    default: throw new Error(`unknown awaiting value: ${s.awaiting}`);
  }
}

const QUICK_ANSWER_MS = 100;
/** Whether ``promise`` settles (either way) within ``ms``. */
function settlesWithin(promise, ms) {
  return Promise.race([promise.then(() => true, () => true), sleep(ms).then(() => false)]);
}

/** Show a state; while a computer seat is to move, ask it (after a visible pause), seat
 * after seat, until a human is to move or the round ends. A newer match (app.gen) stops it.
 * ``asked``: the first computer move's answer, when it was asked for already. */
async function show(s, asked = null) {
  const gen = app.gen;
  app.state = s;
  if (app.played !== s.view.variant) { // a match of it was played: no walk-through offered
    app.played = s.view.variant;
    markPlayed(s.view.variant);
  }
  app.hint = null;
  app.filter = null;
  app.picked = [];
  if (app.selected && !s.view.hand.includes(app.selected)) app.selected = null;
  if (s.awaiting !== "human") app.selected = null;
  while (app.state.awaiting === "computer") {
    app.busy = true;
    setPhase("thinking");
    // The worker thinks while the page shows the turn and pauses (nothing the player can do
    // meanwhile changes the game: every control is off while busy).
    let thinking = asked;
    asked = null;
    const ask = () => {
      thinking ||= mustCall({ op: "ai" });
      thinking.catch(() => {}); // a failure is met at the await below, not as "unhandled"
    };
    if (page.pace > 0) {
      // Drawn first, asked a frame later: the drawing that sets the cards travelling has the
      // cores to itself (on two cores the worker's search would hold one of them throughout,
      // and the compositor shares the other) and the worker thinks while they travel.
      renderFelt();
      await nextTask();
      if (gen !== app.gen) return;
      ask();
      if (!(await renderPanel(gen))) return; // the felt is drawn: only the panel
      announce();
      await sleep(page.pace);
    } else {
      ask();
      // With no pause asked for, a quick answer is drawn together with the move before it
      // (one render, one layout); a slower one shows the turn being thought about first.
      if (!(await settlesWithin(thinking, QUICK_ANSWER_MS))) {
        renderFelt();
        await nextTask();
        if (gen !== app.gen) return;
        if (!(await renderPanel(gen))) return;
        announce();
      }
    }
    if (gen !== app.gen) return;
    const answer = await thinking;
    if (gen !== app.gen) return;
    // a deal is dealt before anyone plays: the computer's card does not set off while the
    // dealt cards still travel (nor does its drawing share the cores with theirs)
    await dealt();
    if (gen !== app.gen) return;
    app.computerMoves += 1;
    if (answer.last_move) app.replies.push(answer.last_move);
    await moveMotion(answer);
    if (gen !== app.gen) return;
    app.state = answer;
  }
  const before = document.activeElement;
  const hadFocusInGame = before && before !== document.body && $("#game").contains(before);
  renderFelt();
  // the panel, the phase and the focus in a later task (the felt's cards travel meanwhile),
  // but the first time, when the page has just loaded: then at once, in the same task (no
  // move is under way, nor can the player have done anything yet)
  const atOnce = !app.shown;
  app.shown = true;
  if (!atOnce) await nextTask();
  if (gen !== app.gen) return;
  app.busy = false;
  if (!(await renderPanel(gen, atOnce))) return; // the felt is drawn: only the panel
  performance.mark("cassino:drawn");
  announce();
  setPhase(passing() ? "pass" : phaseFor(app.state));
  // Keep keyboard users moving: focus the next sensible control if focus was lost.
  const wantFocus = app.focusGame;
  app.focusGame = false;
  if (wantFocus || hadFocusInGame || document.activeElement === document.body) {
    if (!$("#game").contains(document.activeElement) || document.activeElement.disabled) {
      if (passing()) $("#pass-show").focus();
      else if (app.state.awaiting === "human") focusHand();
      else if (!$("#round-end").hidden) $("#next").focus();
    }
  }
}


/** A hand card touched: selected (or unselected); its moves are listed beside the table.
 * From the keyboard, focus goes to that list; a finger stays on the table. */
export function selectCard(code) {
  if (!app.state || app.state.awaiting !== "human" || app.busy) return;
  app.selected = app.selected === code ? null : code;
  app.picked = [];
  app.filter = null;
  app.message = null;
  renderSelection();
  if (app.selected && app.lastInput === "key") $("#choice-list button")?.focus();
}

/** Escape: the selection and the picks cleared, focus back on the card. */
export function clearSelection() {
  const code = app.selected;
  if (!code && !app.picked.length) return;
  app.selected = null;
  app.picked = [];
  app.filter = null;
  app.message = null;
  renderSelection();
  if (code) $(`.seat.mine [data-zone="hand"] [data-card="${code}"]`)?.focus();
}

export async function guarded(fn) {
  try {
    await fn();
  } catch (err) {
    fail(String((err && err.message) || err));
  }
}

export function play(index) {
  const s = app.state;
  if (!s || s.awaiting !== "human" || app.busy) return;
  return send(s.moves[index]);
}

/** Ask the bridge to play a move (one it offered, or an attempt it may refuse: then its
 * reason is shown in the player's language and the game goes on unchanged). */
export function send(move) {
  const s = app.state;
  if (!s || s.awaiting !== "human" || app.busy) return;
  const gen = app.gen;
  return guarded(async () => {
    app.busy = true;
    setPhase("thinking");
    render();
    const res = await call({ op: "play", move });
    if (gen !== app.gen) return;
    if (res.ok) {
      app.selected = null;
      app.message = null;
      app.replies = [];
      await moveMotion(res);
      await show(res);
    } else {
      // An illegal move: say why not, keep playing from the unchanged game.
      const e = res.error || {};
      const why = e.message || { pt: e.code, en: e.code };
      app.message = {
        kind: "warn", code: e.code,
        text: { pt: I18N.pt.whyNot(why.pt || e.code), en: I18N.en.whyNot(why.en || e.code) },
      };
      app.filter = null;
      app.busy = false;
      const now = await mustCall({ op: "state" });
      if (gen === app.gen) await show(now);
    }
  });
}

export function next() {
  const s = app.state;
  if (!s || app.busy) return;
  const gen = app.gen;
  return guarded(async () => {
    app.busy = true;
    app.message = null;
    if (s.awaiting === "round-over") {
      setPhase("thinking");
      app.announced = 0;
      app.replies = [];
      const res = await mustCall({ op: "next_round" });
      if (gen === app.gen) await show(res);
    } else if (s.awaiting === "match-over") {
      setPhase("thinking");
      await newMatch();
    }
  });
}

/** Start a match with the chosen rule set, player count and options (seat 0 is human). */
export async function newMatch() {
  const gen = ++app.gen;
  app.busy = true;
  app.selected = null;
  app.message = null;
  const res = await mustCall(newRequest());
  if (gen === app.gen) await show(res);
}

function newRequest() {
  const plan = seatPlan(app.players, app.seats);
  resetView();
  return {
    op: "new", variant: app.variant, players: app.players, seed: page.seed, options: { ...app.options },
    humans: plan.flatMap((x, i) => (x === "human" ? [i] : [])), level: app.level,
    levels: plan.map((x) => (x === "human" ? app.level : x)),
  };
}
/** Forget what belonged to the match on screen (hot-seat hand, animations, announcements). */
function resetView() {
  app.shownSeat = null;
  app.replies = [];
  app.announced = 0;
  app.hint = null;
  app.filter = null;
}
/** Take the settings of a match the bridge resumed (rule set, seats), for the next one. */
function adopt(s) {
  app.variant = s.view.variant;
  app.players = s.view.players;
  app.options = { ...(s.view.options || {}) };
  app.seats = Array.from({ length: s.view.players }, (_, i) => (s.humans.includes(i)
    ? "human" : (s.levels || {})[String(i)] || app.level));
}

// ---- hint, undo, link, rules, settings ------------------------------------------------------
/** Ask the computer (card counter, a short think) for a move: select its card, mark it. */
export function hint() {
  const s = app.state;
  if (!s || s.awaiting !== "human" || app.busy || passing()) return;
  const gen = app.gen;
  return guarded(async () => {
    const res = await call({ op: "hint" });
    if (gen !== app.gen || app.state !== s) return;
    if (!res.ok) {
      const e = res.error || {};
      app.message = { kind: "warn", code: e.code, text: e.message || { pt: e.code, en: e.code } };
      render();
      return;
    }
    const move = res.hint;
    if (res.added?.length) s.moves.push(...res.added); // (a large table's bounded choice)
    app.hint = move;
    app.selected = move.card ?? null; // a table action or a declaration plays no hand card
    app.filter = null;
    app.message = {
      kind: "hint", text: { pt: I18N.pt.hintText(move.label.pt), en: I18N.en.hintText(move.label.en) },
    };
    render();
    $('#choice-list [data-hint="true"], #table-action-list [data-hint="true"], #declare[data-hint="true"]')?.focus();
  });
}

/** Take back the last human move and the computer moves after it (to the round's start). */
export function undo() {
  const s = app.state;
  if (!s || !s.can_undo || app.busy || s.view.round_over || s.view.match_over) return;
  const gen = app.gen;
  return guarded(async () => {
    app.busy = true;
    const res = await mustCall({ op: "undo" });
    if (gen !== app.gen) return;
    app.selected = null;
    app.message = { kind: "info", text: { pt: I18N.pt.undone, en: I18N.en.undone } };
    app.focusGame = true;
    app.shownSeat = shownAfterUndo(res);
    app.replies = [];
    app.announced = 0;
    await show(res);
  });
}

/** A link that deals this match again (rule set, players, seed) in the current language:
 * the seed is asked of the worker now, when the player wants the link (no state has it). */
async function dealLink() {
  const deal = await mustCall({ op: "link" });
  const url = new URL(location.href);
  url.search = "";
  url.hash = "";
  url.searchParams.set("seed", String(deal.seed));
  url.searchParams.set("variant", deal.variant);
  url.searchParams.set("players", String(deal.players));
  url.searchParams.set("lang", page.lang);
  return url.href;
}
export async function copyLink() {
  if (!app.state) return;
  const link = await dealLink();
  const out = $("#link-out");
  out.value = link;
  out.hidden = false;
  let copied = false;
  try {
    await navigator.clipboard.writeText(link);
    copied = true;
  } catch { /* no clipboard here: the link is shown to copy by hand */ }
  app.message = { kind: "info", text: copied
    ? { pt: I18N.pt.linkCopied, en: I18N.en.linkCopied }
    : { pt: I18N.pt.linkShown, en: I18N.en.linkShown } };
  render();
  if (!copied) out.select();
}

// The rule sets and levels: variants.json is the bridge's own answer to {op: "variants"},
// written by build.py, so the page has it (and asks for its first deal) while Python starts.
const variantsFile = fetch(new URL("../variants.json", import.meta.url))
  .then((r) => (r.ok ? r.json() : null))
  .catch(() => null);
async function variantList() {
  const data = await variantsFile;
  return data && data.ok === true ? data : mustCall({ op: "variants" });
}

export async function start() {
  setPhase("loading");
  applyStaticTexts();
  loading.start(page.lang);
  drawWaitingTable([{ pt: I18N.pt.you, en: I18N.en.you }, { pt: I18N.pt.computer, en: I18N.en.computer }]);
  // once the loading screen is painted: what the first drawing would otherwise wait for
  requestAnimationFrame(() => setTimeout(() => { warmFonts(); prepareSound(); }));
  const vres = await variantList();
  app.variants = vres.variants || [];
  app.levels = vres.levels || [];
  app.level = vres.default_level || app.level;
  app.cardNames = vres.card_names || null; // every card in words, from cards.py
  setNames(vres.card_names, app.levels);
  if (params.has("level")) {
    const asked = params.get("level");
    if (app.levels.some((lv) => lv.id === asked)) app.level = asked;
    else {
      const fallback = app.levels.find((lv) => lv.id === app.level);
      notices.push((tr) => tr.badLevel(asked, fallback ? fallback.name[page.lang] : app.level));
    }
  }
  if (!variantById(app.variant) && app.variants.length) app.variant = app.variants[0].id;
  const nameOf = (id) => {
    const found = variantById(id);
    return found && found.name ? found.name[page.lang] : id;
  };
  const asked = params.get("variant");
  if (asked !== null && !variantById(asked)) {
    const fallback = app.variant;
    notices.push((tr) => tr.badVariant(asked, nameOf(fallback)));
  } else if (asked !== null) {
    app.variant = asked;
  }
  const variant = variantById(app.variant);
  app.players = defaultPlayers(variant);
  app.options = defaultOptions(variant);
  if (params.has("players")) {
    const raw = params.get("players");
    const n = /^\s*\d+\s*$/.test(raw) ? Number.parseInt(raw, 10) : NaN;
    if (variant && variant.players.includes(n)) {
      app.players = n;
    } else {
      const id = app.variant;
      const allowed = variant ? variant.players.join(", ") : "2";
      const fallback = app.players;
      notices.push((tr) => tr.badPlayers(raw, nameOf(id), allowed, fallback));
    }
  }
  renderNotices();
  $("#new-game").disabled = app.variants.length === 0;
  const gen = ++app.gen;
  // A link with a deal (?seed, ?variant, ?players) starts it; otherwise the match the worker
  // keeps resumes (or, once, the one an older version left in localStorage, which then moves
  // to the worker). A save that cannot be resumed is named in a notice and kept aside by the
  // worker (never overwritten), and a new match starts.
  const linked = ["seed", "variant", "players"].some((k) => params.has(k));
  const legacy = storageGet(SAVE_KEY);
  const answer = await call({ op: "resume", legacy, resume: !linked });
  performance.mark("cassino:resume answered");
  if (answer && answer.legacy_taken) storageRemove(SAVE_KEY);
  let res = null;
  if (answer && answer.ok) {
    res = answer;
    adopt(res);
    app.message = { kind: "info", text: { pt: I18N.pt.resumed, en: I18N.en.resumed } };
  } else if (answer && answer.error && !["no-save", "replaced"].includes(answer.error.code)) {
    const e = answer.error;
    notices.push((tr) => tr.badSave((e.message || {})[page.lang] || e.code));
    renderNotices();
  }
  let opening = null;
  if (res === null) {
    // Asked together: the deal and, should a computer hold its first move, that move (when
    // a human does, the bridge refuses the second request and changes nothing).
    // (With a pause between turns, show() asks once the deal is drawn, as for every turn.)
    const dealt = call(newRequest());
    if (page.pace === 0) {
      opening = mustCall({ op: "ai" });
      opening.catch(() => {});
    }
    res = await dealt;
    performance.mark("cassino:dealt");
    if ((!res || res.ok !== true) && page.seed !== null) {
      // A seed the bridge does not take: named in a notice, and a deal of the bridge's own.
      const refused = page.seed;
      notices.push((tr) => tr.badSeed(String(refused)));
      renderNotices();
      page.seed = null;
      opening = null;
      res = await mustCall(newRequest());
    } else if (!res || res.ok !== true) {
      res = await mustCall(newRequest());
    }
  }
  if (gen === app.gen) await show(res, res.awaiting === "computer" ? opening : null);
  if (linked) {
    // The deal is started (and kept): a reload now resumes it rather than dealing it again.
    const url = new URL(location.href);
    for (const k of ["seed", "variant", "players"]) url.searchParams.delete(k);
    history.replaceState(null, "", url);
  }
}

