// The end of a round and of the match, over the table: the breakdown of the round's points
// by side (the bridge's items and names), who won, and the match's history as a table and a
// small chart toward the target.
import { cardElement } from "../table/cards.js";
import { $, app, el, nextTask, page, svg, t } from "./context.js";
import { felt } from "./felt.js";
import {
  cardLabel, mySide, partnered, playOrder, seatName, sideName, sideOf, sidesInOrder, teamsOf,
} from "./sides.js";

export function renderRoundEnd() {
  const s = app.state;
  const box = $("#round-end");
  if (!s || (s.awaiting !== "round-over" && s.awaiting !== "match-over") || !s.round_score) {
    box.hidden = true;
    return;
  }
  const tr = t();
  const v = s.view;
  const seats = sidesInOrder(v); // one column per side
  $("#round-end-title").textContent = s.awaiting === "match-over" ? tr.matchOver : tr.roundOver(v.round);
  const items = Object.keys(s.item_names || {});
  for (const rs of s.round_score) for (const k of Object.keys(rs.items)) if (!items.includes(k)) items.push(k);
  const table = $("#breakdown");
  table.tHead.replaceChildren(el("tr", {}, el("th", { scope: "col", text: tr.item }),
    ...seats.map((i) => el("th", {
      scope: "col", "data-seat": String(i), "data-side": String(i), text: sideName(v, i),
    }))));
  table.tBodies[0].replaceChildren(...items.map((k) => el("tr", { "data-item": k },
    el("th", { scope: "row", text: (s.item_names[k] && s.item_names[k][page.lang]) || k }),
    ...seats.map((i) => el("td", { "data-seat": String(i), text: String(s.round_score[i].items[k] ?? 0) })))));
  table.tFoot.replaceChildren(
    el("tr", { "data-item": "total" }, el("th", { scope: "row", text: tr.total }),
      ...seats.map((i) => el("td", { "data-seat": String(i), text: String(s.round_score[i].total) }))),
    el("tr", { "data-item": "match" }, el("th", { scope: "row", text: tr.matchScore }),
      ...seats.map((i) => el("td", { "data-seat": String(i), text: String(v.scores[i]) }))));
  let winner = "";
  if (s.awaiting === "match-over") {
    if (v.winner === null || v.winner === undefined) winner = tr.draw;
    else if (v.winner === mySide(v)) winner = partnered(v) ? tr.teamWins : tr.youWin;
    else if (v.players === 2) winner = tr.computerWins;
    else if (partnered(v)) winner = tr.opponentsWin;
    else winner = tr.winsMatch(sideName(v, v.winner), teamsOf(v)[v.winner].length > 1);
  }
  if (s.round_void || v.round_void) winner = [tr.roundVoid, winner].filter(Boolean).join(" ");
  $("#winner").textContent = winner;
  $("#winner").hidden = !winner;
  const next = $("#next");
  next.textContent = s.awaiting === "match-over" ? tr.newMatch : tr.nextRound;
  next.disabled = app.busy;
  if (s.awaiting === "match-over" && v.winner !== null && v.winner !== undefined && s.hotseat) {
    $("#winner").textContent = tr.winsMatch(sideName(v, v.winner), teamsOf(v)[v.winner].length > 1);
  }
  renderHistory(s, v);
  box.hidden = false;
  renderCounted(s, v);
}

let countedShown = null; // the state whose piles were last counted out (they travel once)

/**
 * Every capture pile counted out over the table (001 §07: the points are counted from the
 * piles once the round is over): its cards spread in a row, those that score (the bridge's
 * counted_piles: each ace, 10♦, 2♠…) first and marked with their items' names. The cards
 * are dealt out of the pile one after another (motion.js: the pace, reduced motion).
 */
function renderCounted(s, v) {
  const tr = t();
  const box = $("#counted");
  const piles = s.counted_piles || [];
  const itemName = (key) => (s.item_names[key] && s.item_names[key][page.lang]) || key;
  // the piles in the order their players play from the viewer, as the breakdown's sides
  const order = playOrder(v);
  const first = (k) => Math.min(...v.pile_seats[k].map((seat) => order.indexOf(seat)));
  const ks = piles.map((_, k) => k).sort((a, b) => first(a) - first(b));
  // counted out (they travel) once per state; drawn again as they lie otherwise
  const counting = countedShown !== s && piles.length > 0 && felt.motion && !felt.motion.reduced;
  const toCount = new Map(); // fan -> its cards still in the pile (each a function making it)
  box.replaceChildren(...ks.map((k) => {
    const pile = piles[k];
    const scoring = pile.scoring || {};
    const cards = [...pile.cards.filter((c) => scoring[c]), ...pile.cards.filter((c) => !scoring[c])];
    const names = v.pile_seats[k].map((seat) => seatName(v, seat)).join(" + ");
    const scored = cards.filter((c) => scoring[c])
      .map((c) => `${cardLabel(c)} (${scoring[c].map(itemName).join(", ")})`).join("; ");
    const fan = el("div", { class: "counted-fan", "aria-hidden": "true" });
    fan.style.setProperty("--n", String(Math.max(cards.length, 1)));
    const make = (code) => {
      const card = cardElement(code);
      if (scoring[code]) {
        card.classList.add("scores");
        card.dataset.scores = scoring[code].join(" ");
        card.title = `${cardLabel(code)}: ${scoring[code].map(itemName).join(", ")}`;
      }
      return card;
    };
    // counted out: each card made when its turn to leave the pile comes (countOut), a few a
    // task; drawn as they lie otherwise
    if (counting) toCount.set(fan, cards.map((code) => () => make(code)));
    else fan.append(...cards.map(make));
    const label = tr.countedPile(names, pile.cards.length);
    return el("div", {
      class: `counted-pile side-${sideOf(v, v.pile_seats[k][0])}`,
      "data-zone": "counted", "data-pile": String(k), "data-count": String(pile.cards.length),
      role: "img", "aria-label": `${label}; ${tr.countedScoring(scored)}`,
    }, el("span", { class: "counted-name", "aria-hidden": "true", text: label }), fan);
  }));
  box.hidden = piles.length === 0;
  if (countedShown !== s && piles.length) {
    countedShown = s;
    $("#round-end").scrollTop = 0; // the piles first (Next stays in view: it sticks below)
    if (counting) countOut(box, toCount);
  }
}

/** Cards dealt out of a pile per task: making, styling, laying out and setting off a whole
 * pile of 20–40 card faces at once was one task of 100–200 ms while the round's last cards
 * travel. */
const COUNT_CHUNK = 6;

/** The cards leave their pile's place (the row's start) one after another, a few per task,
 * each made then (``toCount``: fan -> its cards' makers; the fan's width is set by its count,
 * so the row does not grow as they come). A drawing of the round's end again (a new state, the
 * language) replaces the rows: the count stops with them. */
async function countOut(box, toCount) {
  const motion = felt.motion;
  const fans = [...toCount.keys()];
  const starts = new Map();
  const stagger = (fan) => Math.min(40, 900 / Math.max(toCount.get(fan).length, 1));
  for (let at = 0; fans.some((fan) => at < toCount.get(fan).length); at += COUNT_CHUNK) {
    await nextTask();
    if (!box.isConnected || fans.some((fan) => !fan.isConnected)) return;
    const chunk = fans.map((fan) => toCount.get(fan).slice(at, at + COUNT_CHUNK).map((make) => make()));
    chunk.forEach((cards, f) => fans[f].append(...cards));
    // every box read first (one layout), then the animations written
    fans.forEach((fan) => { if (!starts.has(fan) && fan.firstElementChild) starts.set(fan, fan.firstElementChild.getBoundingClientRect()); });
    const rects = chunk.map((cards) => cards.map((card) => card.getBoundingClientRect()));
    chunk.forEach((cards, f) => cards.forEach((card, i) => {
      if (at + i === 0) return; // the pile's place: the first card stays
      motion.travel(card, starts.get(fans[f]), { delay: i * stagger(fans[f]), scale: true, lift: false, to: rects[f][i] });
    }));
  }
}

/** Every round's points and the running totals, as a table and a small line chart toward
 * the target (inline SVG: one line per side, the target dashed). */
function renderHistory(s, v) {
  const tr = t();
  const h = s.match_history || { rounds: [], running: [], target: v.target };
  const sides = sidesInOrder(v);
  $("#history-title").textContent = tr.history;
  const table = $("#history-table");
  table.tHead.replaceChildren(el("tr", {}, el("th", { scope: "col", text: tr.roundCol }),
    ...sides.map((i) => el("th", { scope: "col", "data-side": String(i), text: sideName(v, i) }))));
  table.tBodies[0].replaceChildren(...h.rounds.map((points, r) => el("tr", { "data-round": String(r + 1) },
    el("th", { scope: "row", text: tr.roundN(r + 1) }),
    ...sides.map((i) => el("td", {
      "data-side": String(i), text: `${points[i] >= 0 ? "+" : ""}${points[i]} → ${h.running[r][i]}`,
    })))));
  // The plot between the margins: the target's number left of it (no line crosses it),
  // a tick and its number under each round, the legend below those.
  const W = 300;
  const H = 140;
  const left = 30;
  const right = 10;
  const top = 10;
  const bottom = 40;
  const most = Math.max(h.target, ...h.running.flat(), 1);
  const n = Math.max(h.running.length, 1);
  const x = (r) => left + ((W - left - right) * r) / n;
  const y = (score) => H - bottom - ((H - top - bottom) * Math.max(score, 0)) / most;
  const parts = sides.map((i) => `${sideName(v, i)} ${h.running.length ? h.running[h.running.length - 1][i] : 0}`);
  const rounds = h.running.map((_, r) => r + 1);
  const chart = svg("svg", {
    viewBox: `0 0 ${W} ${H}`, class: "chart", role: "img", "aria-label": tr.chartLabel(parts.join(", ")),
  },
  svg("line", { x1: left, y1: y(h.target), x2: W - right, y2: y(h.target), class: "target-line" }),
  svg("text", {
    x: left - 4, y: y(h.target) + 3, class: "chart-label target-label", "text-anchor": "end",
  }, String(h.target)),
  svg("line", { x1: left, y1: H - bottom, x2: W - right, y2: H - bottom, class: "axis" }),
  ...rounds.map((r) => svg("line", {
    x1: x(r), y1: H - bottom, x2: x(r), y2: H - bottom + 4, class: "tick", "data-round": r,
  })),
  ...rounds.map((r) => svg("text", {
    x: x(r), y: H - bottom + 14, class: "tick-label", "text-anchor": "middle", "data-round": r,
  }, String(r))),
  ...sides.map((i) => svg("polyline", {
    class: `series side-${i}`, "data-side": String(i),
    points: [[0, 0], ...h.running.map((row, r) => [r + 1, row[i]])]
      .map(([r, score]) => `${x(r).toFixed(1)},${y(score).toFixed(1)}`).join(" "),
  })),
  ...sides.map((i) => svg("text", {
    x: left + (i * (W - left)) / sides.length, y: H - 6, class: `chart-label side-${i}`,
  }, `■ ${sideName(v, i)}`)));
  $("#history-chart").replaceChildren(chart);
}
