// Around the felt: the status and the last move in words, the moves of the selected card
// and the table actions as lists (the keyboard's and the screen reader's way to play), the
// tools, the scoreboard and the game log. On a desktop a side panel; on a phone a bar under
// the felt and a drawer (scores and log). Every box has a fixed size: nothing here pushes
// the felt or anything else when its words change.
import { $, actions, app, el, page, t } from "./context.js";
import { canAct, highlight, movesFor, passing, tableMoves } from "./felt.js";
import {
  cardLabel, mySide, seatName, sideCards, sideName, sideOf, sidesInOrder, teamsOf,
} from "./sides.js";

/** Words put in ``node`` only when they changed (the same words written again are laid out
 * and shaped again). */
export function setText(node, text) {
  if (node.textContent !== text) node.textContent = text;
}

/** The rule set, target and deal under the title. */
export function renderInfo(v) {
  const tr = t();
  const variant = app.variants.find((x) => x.id === v.variant);
  setText($("#variant-name"), (variant ? variant.name[page.lang] : v.variant)
    + (v.players > 2 ? ` · ${tr.playersN(v.players)}` : ""));
  setText($("#stock"), String(v.stock));
  setText($("#target"), tr.target(v.target));
  setText($("#round-info"), tr.round(v.round, v.deal, v.deals) + (v.last_deal ? ` · ${tr.lastDeal}` : ""));
}

/** Per side: captured cards, sweeps (their name is the bridge's: view.sweep_name; with their
 * points where a sweep is worth more than one), games won in a best-of series, this round's
 * points so far (where a side declares its total) and the match score. */
export function renderScoreboard(v, playing) {
  const tr = t();
  const sides = sidesInOrder(v);
  const moving = playing ? sideOf(v, v.to_move) : -1;
  const games = (v.games_won || []).some((n) => n > 0);
  const soFar = v.declare_target !== null && v.declare_target !== undefined && Array.isArray(v.round_points);
  const sweepName = v.sweep_name ? v.sweep_name[page.lang] : tr.sweeps;
  setText($("#sweeps-head"), sweepName.charAt(0).toUpperCase() + sweepName.slice(1));
  $("#games-head").hidden = !games;
  $("#so-far-head").hidden = !soFar;
  const sweepText = (side) => {
    const count = (v.sweeps || [])[side] ?? 0;
    const points = (v.sweep_points || [])[side] ?? count;
    return points && points !== count ? `${count} (${tr.sweepPoints(points)})` : String(count);
  };
  // drawn again only when a figure, a name or the side to move changed
  const rows = JSON.stringify([page.lang, moving, games, soFar, sides.map((side) => [sideName(v, side),
    sideCards(v, side), sweepText(side), v.sweeps?.[side], v.games_won?.[side], v.round_points?.[side],
    v.scores[side], side === mySide(v)])]);
  if (rows !== scoreRows) scoreRows = rows;
  else return renderCarried(v, tr);
  $("#scoreboard").tBodies[0].replaceChildren(...sides.map((side) => el("tr", {
    "data-side": String(side),
    class: `${side === mySide(v) ? "mine" : ""} ${side === moving ? "to-move" : ""}`.trim() || null,
  },
  el("th", { scope: "row", class: teamsOf(v)[side]?.length > 1 ? "team" : null, text: sideName(v, side) }),
  el("td", { id: `pile-${side}`, text: String(sideCards(v, side)) }),
  el("td", { id: `sweeps-${side}`, "data-sweeps": String((v.sweeps || [])[side] ?? 0), text: sweepText(side) }),
  games ? el("td", { id: `games-${side}`, text: String(v.games_won[side] ?? 0) }) : null,
  soFar ? el("td", { id: `so-far-${side}`, text: String(v.round_points[side] ?? 0) }) : null,
  el("td", { id: `score-${side}`, text: String(v.scores[side] ?? 0) }))));
  renderCarried(v, tr);
}
let scoreRows = "";
function renderCarried(v, tr) {
  const names = (app.state && app.state.item_names) || {};
  const carried = Object.entries(v.carried || {}).filter(([, n]) => n);
  setText($("#carried"), carried.length
    ? tr.carried(carried.map(([k, n]) => `${(names[k] && names[k][page.lang]) || k} ${n}`).join(", ")) : "");
  $("#carried").hidden = !carried.length;
}

/** The status line (whose turn, what to do) and the message (the last move, a hint, why
 * a move is not allowed). A move that does not end the turn is the bridge's ends_turn. */
export function renderStatus(s) {
  const tr = t();
  const v = s.view;
  let status = "";
  const lm = s.last_move;
  const goesOn = s.awaiting === "human" && lm && lm.seat === v.seat && v.to_move === v.seat
    && lm.ends_turn === false;
  if (s.awaiting === "human") {
    status = s.hotseat ? tr.turnOf(seatName(v, v.seat)) : tr.yourTurn;
    if (app.selected) status = tr.pickTargets(cardLabel(app.selected));
    if (goesOn) status = tableMoves().length ? tr.turnGoesOnStatus : tr.turnGoesOnCard;
    if (!s.moves.some((m) => m.card) && tableMoves().length) status = tr.tableFirst;
    const pending = v.table.builds.find((b) => b.id === v.pending_capture);
    if (pending) status += ` ${tr.mustCapture(pending.value)}`;
  } else if (s.awaiting === "computer") {
    status = v.players === 2 ? tr.thinking : tr.thinkingN(seatName(v, v.to_move));
  } else if (s.awaiting === "round-over" || s.awaiting === "match-over") {
    status = s.awaiting === "match-over" ? tr.matchOver : tr.roundOver(v.round);
  }
  setText($("#status"), status);
  let lastText = "";
  if (lm && lm.label) {
    lastText = lm.seat === v.seat ? tr.youPlayed(lm.label[page.lang]) : tr.playedBy(seatName(v, lm.seat), lm.label[page.lang]);
    const lastLine = s.log && s.log.length ? s.log[s.log.length - 1][page.lang] : "";
    if (lm.kind === "declare" && lastLine) lastText = lastLine; // says whether it was right
    if (goesOn) lastText += ` — ${tr.turnGoesOn}`;
    // With several computers, each one's move since the human last played, one a line.
    const replies = app.replies.filter((m) => m.label && m.seat !== v.seat);
    if (lm.seat !== v.seat && replies.length > 1) {
      lastText = replies.map((m) => tr.playedBy(seatName(v, m.seat), m.label[page.lang])).join("\n");
    }
  }
  const msg = app.message ? app.message.text[page.lang] : lastText;
  const box = $("#message");
  setText(box, msg);
  const kind = `message ${app.message ? app.message.kind : ""}`;
  if (box.className !== kind) box.className = kind;
  if (app.message && app.message.code) box.dataset.code = app.message.code;
  else delete box.dataset.code;
}

function moveButton({ m, i }, extraClass = "") {
  const hinted = app.hint && app.hint.id === i;
  return el("li", {}, el("button", {
    type: "button", class: `choice ${extraClass} ${m.kind}${hinted ? " hinted" : ""}`.replace(/\s+/g, " "),
    "data-move": String(i), "data-kind": m.kind, "data-hint": hinted ? "true" : null,
    disabled: app.busy, onclick: () => actions.play(i),
    onmouseenter: () => highlight(m), onfocus: () => highlight(m),
    onmouseleave: () => highlight(null), onblur: () => highlight(null),
  }, hinted ? "★ " : null, (m.label && m.label[page.lang]) || `${m.kind} ${m.card ?? ""}`));
}

let choicesDrawn = null;
/** The selected card's moves in words (narrowed to what the picks fit), and "trail" even
 * where the rules forbid it, so the bridge can say why not. */
export function renderChoices() {
  const box = $("#choices");
  const list = $("#choice-list");
  if (!app.selected || !app.state || app.state.awaiting !== "human") {
    box.hidden = true;
    list.replaceChildren();
    choicesDrawn = null;
    return;
  }
  // the same list as drawn (a redraw of the page for another reason): kept as it is
  const key = [app.state, app.selected, String(app.filter), app.busy, app.hint, page.lang];
  if (choicesDrawn && key.every((x, i) => x === choicesDrawn[i])) return;
  choicesDrawn = key;
  const all = movesFor(app.selected);
  const choices = app.filter ? all.filter(({ i }) => app.filter.includes(i)) : all;
  setText($("#choices-title"), t().choicesFor(cardLabel(app.selected)));
  const items = choices.map((c) => moveButton(c));
  if (choices.length === 0) items.push(el("li", { text: t().noMoves }));
  // a large table: the bridge offers a bounded choice of this card's moves (it names the
  // cards whose list is partial); the others are made by touching the cards
  if (!app.filter && (app.state.moves_partial || []).includes(app.selected)) {
    items.unshift(el("li", { class: "more-moves", text: t().moreMoves }));
  }
  if (!app.filter && !all.some(({ m }) => m.kind === "trail")) {
    items.push(el("li", {}, el("button", {
      type: "button", class: "choice trail attempt", "data-attempt": "trail", disabled: app.busy,
      onclick: () => actions.send({ kind: "trail", card: app.selected }),
    }, t().tryTrail)));
  }
  list.replaceChildren(...items);
  box.hidden = false;
}

/** Table actions (000): made by picking table cards then "Build" on the felt, or from this
 * list in words; they do not end the turn. */
export function renderTableActions() {
  const box = $("#table-actions");
  const list = $("#table-action-list");
  const all = passing() || app.selected ? [] : tableMoves();
  const actionsNow = app.filter && !app.selected ? all.filter(({ i }) => app.filter.includes(i)) : all;
  if (!all.length) {
    box.hidden = true;
    list.replaceChildren();
    $("#build-picked").hidden = true;
    return;
  }
  const focused = document.activeElement;
  const focusedMove = focused && list.contains(focused) ? focused.dataset.move : null;
  setText($("#table-actions-hint"), t().tableActionsHint);
  list.replaceChildren(...actionsNow.map((c) => moveButton(c, "table-action")));
  box.hidden = false;
  const build = $("#build-picked");
  build.hidden = !app.picked.length;
  build.disabled = app.busy;
  build.textContent = t().buildPicked;
  if (focusedMove !== null && focusedMove !== undefined) {
    list.querySelector(`[data-move="${focusedMove}"]`)?.focus();
  }
}

// ---- Tablic's declaration: a button, then a confirmation with the side's total -------------
export function declareMove() {
  const s = app.state;
  if (!s || s.awaiting !== "human" || passing()) return null;
  return s.moves.find((m) => m.kind === "declare") || null;
}
export function renderDeclare(v) {
  const button = $("#declare");
  const move = declareMove();
  if (!move && $("#declare-dialog").open) $("#declare-dialog").close();
  // a declaring game (the bridge's declare_target) keeps the button's place the whole match,
  // the button shown while the player may declare (style.css): the tools beside it never move
  button.hidden = v.declare_target == null;
  button.toggleAttribute("data-unavailable", !move);
  if (!move) return;
  const hinted = Boolean(app.hint && app.hint.kind === "declare");
  button.textContent = `${hinted ? "★ " : ""}${t().declare(v.declare_target)}`;
  button.dataset.hint = String(hinted);
  button.disabled = app.busy;
}
/** The side's total as the declaration counts it: match score plus this round's points. */
export function openDeclare() {
  const s = app.state;
  if (!declareMove() || app.busy) return;
  const v = s.view;
  const side = mySide(v);
  const match = v.scores[side] ?? 0;
  const round = (v.round_points || [])[side] ?? 0;
  setText($("#declare-text"), t().declareText(match + round, match, round, v.declare_target));
  const dialog = $("#declare-dialog");
  if (!dialog.open) dialog.showModal();
  $("#declare-cancel").focus(); // a stray Enter keeps the points
}
export function confirmDeclare(event) {
  event.preventDefault();
  $("#declare-dialog").close();
  const move = declareMove();
  if (move) {
    app.focusGame = true;
    actions.send(move);
  }
}

// ---- hot-seat: the pass screen ---------------------------------------------------------------
export function renderPass() {
  const box = $("#pass");
  const s = app.state;
  if (!passing()) {
    box.hidden = true;
    return;
  }
  const name = seatName(s.view, s.seat);
  setText($("#pass-title"), t().passTitle(name));
  setText($("#pass-body"), t().passBody);
  setText($("#pass-show"), t().passShow(name));
  box.hidden = false;
}

// ---- the game log and what screen readers hear ---------------------------------------------
let logAtEnd = true;
export function wireLog() {
  $("#log").addEventListener("scroll", (e) => {
    const list = e.currentTarget;
    logAtEnd = list.scrollTop + list.clientHeight >= list.scrollHeight - 4;
  }, { passive: true });
}
// the lines drawn (their words, in the language drawn): a new move's lines are appended, the
// others kept (not laid out and shaped again on every drawing)
let logDrawn = [];
export function renderLog() {
  const s = app.state;
  const lines = ((s && s.log) || []).map((line) => line[page.lang]);
  const list = $("#log");
  const kept = logDrawn.length <= lines.length && logDrawn.every((text, i) => text === lines[i])
    && list.children.length === logDrawn.length;
  if (kept && logDrawn.length === lines.length) return;
  const from = kept ? logDrawn.length : 0;
  const items = lines.slice(from).map((text, k) => el("li", { "data-line": String(from + k), text }));
  if (kept) list.append(...items);
  else list.replaceChildren(...items);
  logDrawn = lines;
  if (logAtEnd) requestAnimationFrame(() => { list.scrollTop = list.scrollHeight; });
}
/** Announce the log lines added since the last announcement (a new round starts afresh). */
export function announce() {
  const lines = (app.state && app.state.log) || [];
  if (app.announced > lines.length) app.announced = 0;
  const fresh = lines.slice(app.announced).map((line) => line[page.lang]);
  app.announced = lines.length;
  if (fresh.length) $("#announce").textContent = fresh.slice(-3).join(" ");
}

/** Hint, Undo and the link: on or off as the turn allows. */
export function renderTools(s, playing) {
  $("#hint").disabled = !canAct();
  $("#undo").disabled = !s.can_undo || app.busy || !playing; // no undo once the round is over
  $("#copy-link").disabled = false;
  $("#rules-button").disabled = !app.variants.length;
}

