// The game's card table: web/table/'s felt, seats, piles and builds drawn from the bridge's
// state, with what the player may do marked on it (the selected hand card, the table cards,
// builds and pile tops picked with it, the hint), cards that travel when the state changes
// (motion.js) and the table's sounds (sound.js). Touch, drag and the keyboard are in touch.js.
//
// The felt is drawn again only when the bridge's state (or the language, or the pass screen)
// changes; a selection only re-marks it (decorate), so a tap costs no layout of the table.
import { cardElement, warmFaces } from "../table/cards.js";
import { createMotion } from "../table/motion.js";
import { createSound } from "../table/sound.js";
import { createTable } from "../table/table-view.js";
import { $, app, page, prefs } from "./context.js";

export const felt = { table: null, motion: null, sound: null, drawn: null, cardNames: {}, levelNames: {},
  dealing: null };

/** Put the felt into ``container`` (once): an empty table until the first state comes. */
export function mountFelt(container) {
  felt.table = createTable(container, {
    lang: page.lang, cardNames: felt.cardNames, levelNames: felt.levelNames, interactive: true,
    warm: false,
  });
  felt.motion = createMotion({ pace: page.pace });
  felt.sound = createSound({ enabled: prefs.sound });
  return felt.table.felt;
}

/** The bridge's names of cards (once, with the rule sets) and of the computer levels. */
export function setNames(cardNames, levels) {
  Object.assign(felt.cardNames, cardNames || {});
  for (const lv of levels || []) felt.levelNames[lv.id] = lv.name;
}

/** Whether the hot-seat pass screen hides the hand of the seat to move. */
export function passing() {
  const s = app.state;
  return Boolean(s && s.hotseat && s.awaiting === "human"
    && (app.shownSeat !== s.seat || s.hand_hidden));
}

/** What the felt draws: the bridge's state, its hand emptied behind the pass screen. */
function drawable(s) {
  if (!passing()) return s;
  return { ...s, view: { ...s.view, hand: [] } };
}

export function canAct() {
  const s = app.state;
  return Boolean(s && s.awaiting === "human" && !app.busy && !passing());
}

/** The moves the bridge offers with a hand card (as {m, i}: i its index in state.moves). */
export function movesFor(code) {
  const s = app.state;
  if (!s || s.awaiting !== "human") return [];
  return s.moves.map((m, i) => ({ m, i })).filter(({ m }) => m.card === code);
}

/** Moves without a hand card (a table build or an addition to a build, 000): they do not
 * end the turn (the bridge's ends_turn). Tablic's declaration has a button of its own. */
export function tableMoves() {
  const s = app.state;
  if (!s || s.awaiting !== "human") return [];
  return s.moves.map((m, i) => ({ m, i }))
    .filter(({ m }) => m.ends_turn === false && m.kind !== "declare");
}

/**
 * Draw the state (when it changed) and mark what can be done. A card that changed place
 * travels there: from where it was on screen, or from the seat that played it (turning up
 * when it came from a hidden hand), or from the stock when dealt.
 */
export function drawFelt() {
  const s = app.state;
  if (!s || !felt.table) return;
  const key = `${page.lang}|${passing()}`;
  if (felt.drawn?.state !== s || felt.drawn?.key !== key) {
    const prev = felt.drawn?.state;
    const waiting = felt.drawn?.key === "waiting";
    const focus = focusedItem();
    // where every card was (for the motion): the boxes the last drawing measured (and where
    // the captures since left their cards), read only when the felt changed size since;
    // not wanted when nothing is to move
    const rested = felt.table.rects();
    const landed = felt.motion.takeLanded();
    let before = null;
    if (prev && !felt.motion.reduced) {
      if (rested) {
        before = new Map();
        for (const [node, rect] of rested) {
          const code = node.dataset?.card;
          if (code && !before.has(code) && node.isConnected) before.set(code, rect);
        }
        for (const [code, rect] of landed) before.set(code, rect);
      } else before = felt.motion.snapshot(felt.table.felt);
    }
    const stockNode = felt.table.stockElement();
    const stock = (stockNode && (rested?.get(stockNode) || stockNode.getBoundingClientRect())) || null;
    felt.motion.settle();
    const started = performance.now();
    felt.table.setLang(page.lang, false);
    delete felt.table.felt.dataset.waiting;
    // marked before the table lays its cards out: the focus and the motion's reads that
    // follow find the layout done (one layout per redraw)
    felt.table.render(drawable(s), decorate);
    felt.drawn = { state: s, key };
    restoreFocus(focus);
    // the redraw's time, for bench/long_tasks.py (a user-timing entry; nothing reads it here)
    performance.measure("cassino:felt-render", { start: started });
    // the other faces made ahead now, in idle moments: not while Python starts, where their
    // pictures' loads queued beside its downloads (bench/startup.py)
    warmFaces();
    const measured = felt.table.rects();
    if (prev && prev.view.round === s.view.round && prev.view.deal === s.view.deal) {
      travel(before || new Map(), s, measured);
    } else if ((before || waiting) && !felt.motion.reduced) {
      // a new deal: the cards dealt come from the stock, one after another; those that
      // stay on the table (a deal within the round) stay where they are
      felt.dealing = felt.motion.playFrom(prev && prev.view.round === s.view.round ? before : new Map(),
        felt.table.felt, { from: stock, stagger: 60, turnUp: false, measured });
    }
    return;
  }
  decorate();
}

/** The cards of the last move travel from where they were (or from the mover's hand). */
function travel(before, s, measured) {
  const lm = s.last_move;
  const hand = lm ? felt.table.handElement(lm.seat) : null;
  const from = (hand && measured?.get(hand)) || hand;
  if (!felt.motion.reduced) felt.motion.playFrom(before, felt.table.felt, { from, turnUp: true, measured });
  if (!lm) return;
  // the computer's card stays marked until the next move
  if (lm.card && lm.seat !== s.view.seat) {
    felt.table.felt.querySelectorAll(`[data-zone="table"] [data-card="${lm.card}"], [data-zone="pile"] [data-card="${lm.card}"]`)
      .forEach((c) => c.classList.add("last-played"));
  }
  const kind = lm.kind === "capture" ? (s.view.sweeps.some((n, i) => n > (felt.sweepsBefore?.[i] ?? n))
    ? "sweep" : "capture") : lm.kind === "trail" ? "play" : lm.kind === "declare" ? null : "build";
  felt.sweepsBefore = [...s.view.sweeps];
  if (kind) felt.sound.play(kind);
}

/** Mark the selection, the picks, each hand card's number of moves and the hint. */
export function decorate() {
  const root = felt.table?.felt;
  const s = app.state;
  if (!root || !s) return;
  const acting = canAct();
  root.dataset.selecting = app.selected ? "true" : "false";
  root.dataset.acting = acting ? "true" : "false";
  const hand = root.querySelector('.seat.mine [data-zone="hand"]');
  for (const card of hand ? hand.querySelectorAll("[data-card]") : []) {
    const code = card.dataset.card;
    const n = movesFor(code).length;
    card.classList.toggle("selected", app.selected === code);
    card.classList.toggle("stuck", acting && n === 0);
    card.setAttribute("aria-pressed", app.selected === code ? "true" : "false");
    if (acting) card.dataset.moves = String(n);
    else delete card.dataset.moves;
    if (app.hint && app.hint.card === code) card.dataset.hint = "true";
    else delete card.dataset.hint;
    card.disabled = !acting;
  }
  const picked = app.picked;
  for (const card of root.querySelectorAll('[data-zone="table"] > [data-card], [data-zone="pile"] button[data-card]')) {
    const on = picked.some((p) => p.card === card.dataset.card);
    card.classList.toggle("picked", on);
    card.setAttribute("aria-pressed", on ? "true" : "false");
  }
  for (const build of root.querySelectorAll("[data-build]")) {
    const on = picked.some((p) => p.build === Number(build.dataset.build));
    build.classList.toggle("picked", on);
    build.setAttribute("aria-pressed", on ? "true" : "false");
    build.dataset.pending = s.view.pending_capture === Number(build.dataset.build) ? "true" : "false";
  }
}

/** Light up the table cards, builds and pile tops a move (hovered in the list) touches. */
export function highlight(move) {
  const root = felt.table?.felt;
  if (!root) return;
  for (const node of root.querySelectorAll(".hl")) node.classList.remove("hl");
  if (!move) return;
  const codes = new Set([...(move.takes || []), ...(move.uses || [])]);
  for (const code of codes) {
    for (const node of root.querySelectorAll(`[data-zone="table"] [data-card="${code}"], [data-zone="pile"] [data-card="${code}"]`)) {
      node.classList.add("hl");
    }
  }
  for (const index of move.from_piles || []) {
    root.querySelector(`[data-zone="pile"][data-pile="${index}"] [data-card]`)?.classList.add("hl");
  }
  for (const id of move.targets || []) root.querySelector(`[data-build="${id}"]`)?.classList.add("hl");
}

function focusedItem() {
  const a = document.activeElement;
  if (!a || !felt.table.felt.contains(a)) return null;
  const zone = a.closest("[data-zone]")?.dataset.zone;
  return { zone, card: a.dataset.card, build: a.dataset.build, hand: a.matches('[data-zone="hand"]') };
}
function restoreFocus(f) {
  if (!f) return;
  const root = felt.table.felt;
  let target = null;
  if (f.hand) target = root.querySelector('.seat.mine [data-zone="hand"]');
  else if (f.build !== undefined) target = root.querySelector(`[data-build="${f.build}"]`);
  else if (f.card) target = root.querySelector(`[data-zone="${f.zone}"] button[data-card="${f.card}"]`);
  if (!target && f.zone === "hand") target = root.querySelector('.seat.mine [data-zone="hand"] button');
  target?.focus({ preventScroll: true });
}

/** The viewer's hand (the group) and its cards. */
export function handZone() {
  return felt.table?.felt.querySelector('.seat.mine [data-zone="hand"]') || null;
}

/** Focus the hand without scrolling; until the player has touched the page, the hand group
 * itself (no card wears a focus ring that could pass for a selection), then its first card
 * (the group while that card is still being dealt: an unseen card takes no focus). */
export function focusHand() {
  const hand = handZone();
  const first = hand?.querySelector("button");
  if (!first) return;
  (app.touched && !first.classList.contains("dealing") ? first : hand).focus({ preventScroll: true });
}

/** A capture seen before it is drawn: the capturing card onto its targets, then into the
 * capturer's pile (the old drawing; the caller draws the new state afterwards). */
export async function captureMotion(next) {
  const move = next && next.last_move;
  const root = felt.table?.felt;
  if (!move || move.kind !== "capture" || !root || felt.motion.reduced) return;
  const targets = [];
  for (const code of move.takes || []) {
    const node = root.querySelector(`[data-zone="table"] > [data-card="${code}"], [data-zone="pile"] [data-card="${code}"]`);
    if (node) targets.push(node);
  }
  for (const id of move.targets || []) {
    const node = root.querySelector(`[data-build="${id}"]`);
    if (node) targets.push(node);
  }
  const measured = new Map(felt.table.rects() || []);
  let card = root.querySelector(`[data-zone="hand"] [data-card="${move.card}"]`);
  if (!card) {
    // the computer's card: from its hand, turning face up on the way
    const hand = felt.table.handElement(move.seat);
    if (!hand) return;
    const back = hand.querySelector(".card") || hand;
    card = cardElement(move.card);
    card.classList.add("flying");
    hand.append(card);
    // its place in the hand: the one box read here (it is new)
    const to = card.getBoundingClientRect();
    measured.set(card, to);
    await felt.motion.travel(card, measured.get(back) || back, { face: move.card, to });
  }
  const pile = felt.table.pileOfSeat(move.seat);
  await felt.motion.capture(card, targets, pile, { measured });
}

/** Before a move's state is drawn: its capture travels (captureMotion), then, when it ends
 * the round, the cards left on the table gather into the last capturer's pile (001 §07). */
export async function moveMotion(next) {
  await captureMotion(next);
  const rest = next && next.rest;
  const root = felt.table?.felt;
  if (!rest || !root || felt.motion.reduced) return;
  const cards = rest.takes.map((code) => root.querySelector(`[data-zone="table"] [data-card="${code}"]`))
    .filter(Boolean).map((node) => node.closest("[data-build]") || node);
  const unique = [...new Set(cards)];
  const pile = felt.table.pileOfSeat(rest.seat);
  if (unique.length && pile) {
    await felt.motion.capture(unique[0], unique.slice(1), pile, { measured: felt.table.rects() });
  }
}

/** Settles when the last deal's cards have all arrived (at once when none travel), or after
 * ``limit`` ms at most (a hidden page runs no frames, so its deal would never end). */
export function dealt(limit = 3000) {
  const dealing = felt.dealing;
  if (!dealing) return Promise.resolve();
  return Promise.race([dealing, new Promise((resolve) => setTimeout(resolve, limit))])
    .then(() => { if (felt.dealing === dealing) felt.dealing = null; });
}

export function setPace(pace) {
  if (felt.motion) felt.motion.pace = pace;
}
export function setSound(on) {
  if (felt.sound) felt.sound.enabled = on;
}
/** While Python starts: the audio context made (see sound.js prepare). */
export function prepareSound() {
  felt.sound?.prepare();
}
export function feltElement() {
  return felt.table?.felt || $(".felt");
}

/** While Python starts: the felt with a full deck on it and two empty seats, marked
 * data-waiting (a picture; the
 * first state from the bridge replaces it and the cards are dealt from that stock). */
export function drawWaitingTable(names) {
  if (!felt.table || felt.drawn) return;
  felt.table.render({
    names, humans: [0], levels: {},
    view: {
      players: 2, seat: 0, direction: 1, order: [0, 1], teams: [[0], [1]], hand: [], hands: [0, 0],
      piles: [0, 0], pile_seats: [[0], [1]], pile_tops: null, sweeps: [0, 0], sweep_name: null,
      stock: 52, table: { loose: [], builds: [] }, to_move: null, dealer: null,
      round_over: false, match_over: false,
    },
  });
  felt.table.felt.dataset.waiting = "true";
  felt.drawn = { state: null, key: "waiting" };
}
