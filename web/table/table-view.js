// The card table: a felt of fixed proportions (landscape 16:10, portrait 3:5, or 4:5 on a
// short phone upright: whichever fits the space it is given; table.css) with the seats
// around it in the order play goes, the stock, the table's cards and builds, and each
// capture pile as a stack. It draws a bridge state (docs/bridge.md) and decides no rule: the order of play is view.direction, pile tops are
// view.pile_tops (null where the rules do not use them), sweeps are marked where
// view.sweep_name says they score, teams and owners are the view's.
//
//   const table = createTable(container, { lang: "en", cardNames, levelNames });
//   table.render(state);          // draws (again) from a bridge state
//   table.seatElement(seat), table.pileElement(k), table.stockElement()
//
// Test hooks: data-card on every face, data-zone="hand"|"table"|"pile"|"stock" (piles and the
// stock with data-count), data-build on builds, data-seat on each seat and its hand.

import { cardElement, warmFaces } from "./cards.js";
import { morphChildren } from "./morph.js";

/** The least a tap target is across and down, in CSS px (a finger's width). */
const TAP_PX = 44;

const WORDS = {
  en: {
    table: "Card table", human: "Human", dealer: "Dealer", dealerShort: "D",
    yourTurn: "Your turn", theirTurn: "Playing…", stockWord: "Stock", stock: (n) => `Stock: ${n} cards`,
    hand: (name, n) => `${name}: ${n} cards in hand`, pile: (names, n) => `${names}'s pile, ${n} cards`,
    ownPile: (team, n) => `${team ? "Your side's pile" : "Your pile"}, ${n} cards`,
    top: (card) => `top card ${card}`, sweeps: (name, n) => `${n} ${name}`,
    build: (v, owner) => `build of ${v}, ${owner}'s`, cards: (n) => `${n}`, and: " & ",
    tableCards: "Cards on the table", partner: "partner", opponent: "opponent", yourHand: "Your hand",
  },
  pt: {
    table: "Mesa de jogo", human: "Humano", dealer: "Carteador", dealerShort: "C",
    yourTurn: "Sua vez", theirTurn: "Jogando…", stockWord: "Monte", stock: (n) => `Monte: ${n} cartas`,
    hand: (name, n) => `${name}: ${n} cartas na mão`, pile: (names, n) => `Montinho de ${names}, ${n} cartas`,
    ownPile: (team, n) => `${team ? "Montinho do seu lado" : "Seu montinho"}, ${n} cartas`,
    top: (card) => `carta de cima ${card}`, sweeps: (name, n) => `${n} ${name}`,
    build: (v, owner) => `construção de ${v}, de ${owner}`, cards: (n) => `${n}`, and: " e ",
    tableCards: "Cartas na mesa", partner: "parceiro", opponent: "adversário", yourHand: "Sua mão",
  },
};

/** What can move on the felt when a state is drawn (see renewMoved): every element but the
 * insides of the cards' pictures. */
const MOVERS = ":not(svg, svg *)";

/** Where each seat sits, by how far it is from the viewer in the order of play. */
const PLACES = {
  2: ["bottom", "top"],
  3: ["bottom", "top-left", "top-right"],
  4: ["bottom", "left", "top", "right"],
};

/**
 * The place of every seat on the felt: the viewer at the bottom, then the seats in the order
 * play goes (the bridge's view.order, from the viewer), round the table clockwise on the
 * screen when play is clockwise (view.direction +1) and the other way when it is not.
 */
export function seatPlaces(view) {
  const n = view.players;
  const ring = PLACES[n] || PLACES[4];
  const places = {};
  view.order.forEach((seat, k) => {
    // anticlockwise play goes round the screen the other way: bottom, right, top, left
    places[seat] = view.direction === -1 ? ring[(n - k) % n] : ring[k];
  });
  return places;
}

function el(tag, attrs = {}, children = []) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs)) {
    if (value === null || value === undefined || value === false) continue;
    if (key === "class") node.className = value;
    else if (key === "text") node.textContent = value;
    else node.setAttribute(key, value === true ? "" : String(value));
  }
  node.append(...children);
  return node;
}

export function createTable(container, options = {}) {
  const opts = { lang: "en", cardNames: {}, levelNames: {}, interactive: true, warm: true, ...options };
  // the faces made ahead (cards.js); ``warm: false``: the page starts it itself (the game does
  // once its first deal is drawn: their pictures' loads would queue beside Python's downloads)
  if (opts.warm) warmFaces();
  const wrap = el("div", { class: "cz-wrap" });
  const felt = el("section", { class: "felt", "aria-label": WORDS[opts.lang].table });
  wrap.append(felt);
  container.append(wrap);
  let state = null;
  // the boxes' sizes, measured once per size of the felt (and seating): see layoutAll
  let sized = "";
  let measured = null;
  let drawnShape = ""; // the table's shape last drawn (render: seats, places, big hand)
  // every element's box when the felt was last drawn (at rest: no motion's transform), for
  // the felt's size then: the next drawing's "before" (renewMoved) and the motion's rects
  let rest = null;
  const resize = new ResizeObserver((entries) => {
    sized = entries.map((e) => `${e.contentRect.width}x${e.contentRect.height}`).join(",");
    measured = null;
    rest = null;
    layoutAll();
  });
  resize.observe(wrap);

  const w = () => WORDS[opts.lang] || WORDS.en;
  const txt = (pair) => (pair && typeof pair === "object" ? pair[opts.lang] ?? pair.en : pair);
  const cardName = (code) => txt(opts.cardNames[code]) || code;
  const nameOf = (seat) => txt(state.names?.[seat]) || `${seat + 1}`;
  const sideOf = (seat) => Math.max(0, state.view.teams.findIndex((team) => team.includes(seat)));

  /** Draw ``next``; ``mark(felt)``, when given, marks the new drawing before it is laid
   * out (classes and attributes written before the layout's reads, not after). */
  function render(next, mark = null) {
    state = next;
    const v = state.view;
    const places = seatPlaces(v);
    felt.dataset.players = v.players;
    // a hand dealt more cards than two rows of 44 px hold on a short phone's felt: there the
    // hand's seat is taller (table.css); the deal's size, not the cards left, so the seats
    // never move in a match
    felt.toggleAttribute("data-big-hand", (v.hand_size || 0) > 12);
    felt.toggleAttribute("data-pile-tops", Boolean(v.pile_tops)); // a pile's top may be taken
    // drawn afresh aside, then the felt brought up to date with it (morph.js): what stays
    // keeps its elements, so only what changed is styled and laid out again
    const fresh = document.createElement("section");
    const seats = {};
    // in the order play goes from the viewer (the bridge's view.order): so they are read
    for (const seat of v.order) {
      seats[seat] = seatView(seat, places[seat]);
      fresh.append(seats[seat]);
    }
    // each capture pile beside the seat of its owners nearest the viewer in play order
    v.piles.forEach((count, k) => {
      const owners = v.pile_seats[k];
      const holder = [...owners].sort((a, b) => v.order.indexOf(a) - v.order.indexOf(b))[0];
      seats[holder].querySelector(".seat-piles").append(pileView(k, count));
    });
    fresh.append(el("div", { class: "center" }, [stockView(), tableView()]));
    // where each card and build was: the boxes the last drawing measured (still true while
    // the felt keeps its size), else read now
    const was = rest && rest.sized === sized ? rest.rects : readMovers();
    // a table of another shape (the loading table's two seats, then the match's four; a big
    // hand's taller seat) is a new table: drawn anew, not its old parts moved into place
    const shape = [v.players, v.seat, JSON.stringify(places), felt.hasAttribute("data-big-hand"),
      felt.hasAttribute("data-pile-tops")].join("|");
    if (shape === drawnShape) morphChildren(felt, fresh);
    else felt.replaceChildren(...fresh.childNodes);
    drawnShape = shape;
    if (mark) mark(felt);
    layoutAll();
    rest = { sized, rects: renewMoved(was) };
  }

  /** Every mover's box (one layout). */
  function readMovers() {
    const rects = new Map();
    for (const node of felt.querySelectorAll(MOVERS)) rects.set(node, node.getBoundingClientRect());
    return rects;
  }

  /**
   * A kept element that is somewhere else now (a card, a build, a hidden hand's backs, a pile
   * beside a hand that shrank) is put there as a new element (a copy):
   * the browser counts an element that moves as a layout shift, and the felt's promise is
   * that nothing moves but the cards that travel (motion.js animates the new element from
   * where the old one was). One layout: every rect read, then the copies written.
   */
  function renewMoved(was) {
    // every box read once (the felt's one layout for this drawing): the motion's "last"
    // positions and the next drawing's "first" ones come from it too (rects())
    const now = readMovers();
    const focused = document.activeElement;
    for (const [node, rect] of [...now]) {
      const a = was.get(node);
      if (!a || !node.isConnected || (Math.abs(a.left - rect.left) < 0.5 && Math.abs(a.top - rect.top) < 0.5)) continue;
      const copy = node.cloneNode(true);
      node.replaceWith(copy);
      // the copy is where the node is now: so are its insides
      const inside = [node, ...node.querySelectorAll(MOVERS)];
      const copies = [copy, ...copy.querySelectorAll(MOVERS)];
      inside.forEach((n, i) => {
        if (copies[i] && now.has(n)) now.set(copies[i], now.get(n));
        now.delete(n);
      });
      if (node === focused || node.contains(focused)) copy.focus({ preventScroll: true });
    }
    return now;
  }

  function seatView(seat, place) {
    const v = state.view;
    const human = state.humans ? state.humans.includes(seat) : seat === v.seat;
    const level = human ? w().human : txt(opts.levelNames[state.levels?.[seat]]) || state.levels?.[seat] || "";
    const turn = v.to_move === seat && !v.round_over && !v.match_over;
    const mine = seat === v.seat;
    const partners = v.teams.some((team) => team.length > 1);
    const role = sideOf(seat) === sideOf(v.seat) ? "partner" : "opponent";
    const plate = el("div", { class: "plate" }, [
      // the full name on hover too: a side seat of a phone shows it in two lines at most
      el("span", { class: "plate-name seat-name", text: nameOf(seat), title: nameOf(seat) }),
      el("span", { class: "plate-level", text: level }),
    ]);
    if (!mine && partners) plate.append(el("span", { class: `role ${role}`, text: w()[role] }));
    if (v.dealer === seat) {
      plate.append(el("span", { class: "dealer-chip", title: w().dealer, "aria-label": w().dealer,
        role: "img", text: w().dealerShort }));
    }
    if (turn) {
      plate.append(el("span", { class: "turn-badge", text: seat === v.seat ? w().yourTurn : w().theirTurn }));
    }
    const hand = el("div", {
      class: `hand ${mine ? "own" : "hidden"}`, "data-zone": "hand", "data-seat": seat,
      "aria-label": w().hand(nameOf(seat), v.hands[seat]), role: mine ? "group" : "img",
      tabindex: mine && opts.interactive ? "-1" : null,
    });
    if (mine) {
      for (const code of v.hand) {
        hand.append(cardElement(code, { tag: opts.interactive ? "button" : "div", name: cardName(code) }));
      }
    } else {
      const shown = Math.min(v.hands[seat], 8); // the count says the rest
      for (let i = 0; i < shown; i += 1) hand.append(cardElement(null));
      if (v.hands[seat] > 0) hand.append(el("span", { class: "count", "aria-hidden": "true", text: v.hands[seat] }));
    }
    // the viewer's hand has a heading (screen readers jump to it): in hot-seat, its player
    const heading = mine ? el("h2", { class: "hand-title visually-hidden",
      text: state.hotseat ? nameOf(seat) : w().yourHand }) : null;
    // the game's hooks: the other seats are zones of their own, with their role
    return el("div", {
      class: `seat side-${sideOf(seat)}${mine ? " mine" : ""}`, "data-seat": seat, "data-place": place,
      "data-turn": turn ? "true" : null, "data-mine": mine ? "true" : null,
      "data-zone": mine ? null : "opponent", "data-role": mine ? null : role,
    }, [...(heading ? [heading] : []), plate,
      el("div", { class: "seat-body" }, [hand, el("div", { class: "seat-piles" })])]);
  }

  function stack(count, topCode, label, topTag = "div") {
    const node = el("div", { class: "stack", "data-count": count });
    const depth = Math.min(count, 5) - (topCode ? 1 : 0);
    for (let i = 0; i < depth; i += 1) {
      const back = cardElement(null);
      back.classList.add("layer");
      back.style.setProperty("--layer", i);
      node.append(back);
    }
    if (topCode) {
      const top = cardElement(topCode, { name: label, tag: topTag });
      top.classList.add("layer", "top");
      top.style.setProperty("--layer", Math.max(depth, 0));
      node.append(top);
    }
    if (count === 0) node.append(el("div", { class: "slot", "aria-hidden": "true" }));
    node.append(el("span", { class: "count", "aria-hidden": "true", text: count }));
    return node;
  }

  function pileView(k, count) {
    const v = state.view;
    const owners = v.pile_seats[k];
    const top = v.pile_tops ? v.pile_tops[k] : null;
    const names = owners.map(nameOf).join(w().and);
    const mine = owners.includes(v.seat) && !state.hotseat;
    let label = mine ? w().ownPile(owners.length > 1, count) : w().pile(names, count);
    if (top) label += `; ${w().top(cardName(top))}`;
    const side = sideOf(owners[0]);
    const sweeps = v.sweep_name ? v.sweeps[side] || 0 : 0;
    if (sweeps) label += `; ${w().sweeps(txt(v.sweep_name), sweeps)}`;
    const playable = Boolean(top) && opts.interactive;
    const node = el("div", {
      class: `pile side-${side}`, "data-zone": "pile", "data-count": count, "data-pile": k,
      "data-side": side, "data-seats": owners.join(" "), role: playable ? "group" : "img",
      "aria-label": label,
    }, [stack(count, top, cardName(top), playable ? "button" : "div")]);
    // a sweep is kept as a card laid crosswise under the pile (001 §07)
    if (sweeps) {
      const marks = el("div", { class: "sweeps", "aria-hidden": "true" });
      for (let i = 0; i < Math.min(sweeps, 4); i += 1) {
        const mark = el("span", { class: "sweep-mark" });
        mark.style.setProperty("--k", i);
        marks.append(mark);
      }
      marks.append(el("span", { class: "sweep-count", title: w().sweeps(txt(v.sweep_name), sweeps),
        text: `★ ${sweeps}` }));
      node.append(marks);
    }
    node.querySelectorAll(".card").forEach((c) => {
      if (c.tagName !== "BUTTON") c.setAttribute("aria-hidden", "true");
    });
    return node;
  }

  function stockView() {
    const count = state.view.stock;
    return el("div", {
      class: "stock", "data-zone": "stock", "data-count": count, role: "img",
      "aria-label": w().stock(count), "data-empty": count === 0 ? "true" : null,
    }, [stack(count, null), el("span", { class: "stock-label", "aria-hidden": "true", text: w().stockWord })]);
  }

  function tableView() {
    const v = state.view;
    const zone = el("div", { class: "table-cards", "data-zone": "table", role: "group",
      "aria-label": w().tableCards });
    const last = v.last_move || state.last_move;
    for (const code of v.table.loose) {
      const card = cardElement(code, { tag: opts.interactive ? "button" : "div", name: cardName(code) });
      if (last && last.kind === "trail" && last.card === code) card.classList.add("last-played");
      zone.append(card);
    }
    for (const build of v.table.builds) zone.append(buildView(build));
    return zone;
  }

  function buildView(build) {
    const owner = build.owner;
    const node = el(opts.interactive ? "button" : "div", {
      class: `build side-${sideOf(owner)}`, "data-build": build.id, "data-value": build.value,
      "aria-label": `${w().build(build.value, nameOf(owner))}: ${build.groups.flat().map(cardName).join(", ")}`,
      type: opts.interactive ? "button" : null,
    });
    // on the build itself, whose width (table.css) it sets: the fan fills the build
    node.style.setProperty("--groups", build.groups.length);
    const fan = el("div", { class: "fan", "aria-hidden": "true" });
    build.groups.forEach((group, g) => {
      const column = el("div", { class: "group" });
      column.style.setProperty("--g", g);
      column.style.setProperty("--n", group.length);
      group.forEach((code, i) => {
        const card = cardElement(code);
        card.style.setProperty("--i", i);
        column.append(card);
      });
      fan.append(column);
    });
    node.append(fan, el("span", { class: "badge", "aria-hidden": "true", text: build.value }));
    return node;
  }

  // ------------------------------------------------------------------ layout
  // Hands and the table place their cards in the space their box has (overlapping, in rows,
  // or smaller): the boxes themselves never change size, so nothing else moves.
  // The boxes do not depend on the cards in them, so they are measured once per size of the
  // felt and seating (writes, then every read, then writes: one layout) and then only written:
  // a redraw reads no layout here (the browser lays the felt out once, for the motion's reads
  // or the next frame).
  function layoutAll() {
    if (!state) return;
    const hands = [...felt.querySelectorAll(".hand.own")];
    const zones = [...felt.querySelectorAll(".table-cards")];
    const v = state.view;
    const key = `${sized}|${v.players}|${v.seat}|${hands.length}|${zones.length}|${v.stock === 0}`;
    if (!measured || measured.key !== key || hands.some((h, i) => !measured.hands[i].natural
      && h.querySelector(".card"))) {
      for (const hand of hands) hand.querySelectorAll(".card").forEach((card) => card.style.removeProperty("--w"));
      for (const zone of zones) {
        zone.style.removeProperty("--tscale");
        zone.style.removeProperty("--tgap");
        zone.style.removeProperty("--tover");
        delete zone.dataset.overlap;
      }
      // A table card's width is --tcw, a CSS expression (min(), max(), container units)
      // that getComputedStyle gives back unresolved: a probe of that width is measured.
      const probes = zones.map((zone) => zone.appendChild(tableCardProbe()));
      measured = { key, hands: hands.map(measureHand), zones: zones.map(measureTable) };
      probes.forEach((probe) => probe.remove());
    }
    hands.forEach((hand, i) => layoutHand(hand, measured.hands[i]));
    zones.forEach((zone, i) => layoutTable(zone, measured.zones[i]));
  }

  function measureHand(hand) {
    const first = hand.querySelector(".card");
    return { box: hand.getBoundingClientRect(), natural: first ? first.getBoundingClientRect().width : 0 };
  }

  function tableCardProbe() {
    const probe = document.createElement("div");
    probe.className = "tcw-probe";
    probe.setAttribute("aria-hidden", "true");
    return probe;
  }

  function measureTable(zone) {
    const probe = zone.querySelector(":scope > .tcw-probe");
    return { box: zone.getBoundingClientRect(), cw: probe.getBoundingClientRect().width || 60 };
  }

  /**
   * Own hand: one row when the cards fit with at least 44 px (and the middle, where a tap or
   * a click lands) of each showing, else up to three rows, each showing the middle of the
   * row behind it; smaller cards when even that does not fit. Room is kept above the cards
   * for a selected card's lift, so it never covers the seat's plate or turn badge.
   */
  function layoutHand(hand, { box, natural }) {
    const cards = [...hand.querySelectorAll(".card")];
    if (!cards.length || !box.width) return;
    // First the middle of every card showing, the cards smaller if need be (not under 46 px
    // nor 60 %); else
    // (a big hand on a small felt) at least 44 x 44 px of each at full size.
    const tryFit = (scale, middle) => {
      const cw = natural * scale;
      const lift = cw * 0.24;
      const minStep = middle ? Math.max(TAP_PX, cw * 0.52) : Math.min(TAP_PX, cw);
      const minGap = middle ? Math.max(TAP_PX, cw * 0.72) : TAP_PX;
      for (let rows = 1; rows <= 3; rows += 1) {
        const perRow = Math.ceil(cards.length / rows);
        const step = perRow > 1 ? Math.min(cw * 1.06, (box.width - cw) / (perRow - 1)) : 0;
        const room = rows > 1 ? (box.height - lift - cw * 1.4) / (rows - 1) : 0;
        const rowGap = Math.min(room, Math.max(cw * 0.8, minGap));
        const tall = rows === 1 ? box.height >= lift + cw * 1.4 - 1 : rowGap >= minGap;
        if ((perRow === 1 || step >= minStep) && tall) return { cw, lift, rows, perRow, step, rowGap };
      }
      return null;
    };
    let fit = null;
    const least = Math.min(1, Math.max(0.6, 46 / natural)); // a card stays 44 px wide or more
    for (let scale = 1; scale >= least - 1e-6 && !fit; scale -= 0.04) fit = tryFit(scale, true);
    fit = fit || tryFit(1, false);
    // A seat too short for its cards (a small phone on its side, a big hand): the rows that
    // show the most of every card (across: the step, down: the rows' spacing, the last row
    // showing 60 % of its height in the box), the cards as low as the box lets them.
    let most = -1;
    let fallback = null;
    for (let rows = 1; rows <= 3 && !fit; rows += 1) {
      const perRow = Math.ceil(cards.length / rows);
      const step = perRow > 1 ? Math.min(natural * 1.06, (box.width - natural) / (perRow - 1)) : 0;
      const rowGap = rows > 1
        ? Math.min(TAP_PX, Math.max(0, (box.height - natural * 1.4 * 0.6) / (rows - 1))) : 0;
      const shown = (perRow > 1 ? Math.min(step, natural) : natural)
        * (rows > 1 ? rowGap : natural * 1.4);
      if (shown > most) {
        most = shown;
        fallback = { cw: natural, rows, perRow, step, rowGap,
          lift: Math.max(0, box.height - natural * 1.4 - (rows - 1) * rowGap) };
      }
    }
    fit = fit || fallback;
    const { cw, lift, rows, perRow, step, rowGap } = fit;
    cards.forEach((card, i) => {
      const row = Math.floor(i / perRow);
      const inRow = Math.min(perRow, cards.length - row * perRow);
      const start = (box.width - (cw + step * (inRow - 1))) / 2;
      if (cw !== natural) card.style.setProperty("--w", `${cw}px`);
      else card.style.removeProperty("--w");
      card.style.setProperty("--x", `${start + step * (i - row * perRow)}px`);
      card.style.setProperty("--y", `${lift + row * rowGap}px`);
    });
    hand.dataset.rows = rows;
  }

  /**
   * Table cards and builds in rows, at full size while they fit (their gaps narrowed if need
   * be); then smaller, down to 44 px wide; then, at 44 px, in rows that overlap, each row
   * showing the top 44 px of the one behind it (its corner index: a tap lands there); only
   * then smaller still.
   */
  function layoutTable(zone, { box, cw }) {
    const items = [...zone.children];
    if (!items.length || !box.width) return;
    const widthOf = (item, s) => (item.classList.contains("build")
      ? cw * s * (1 + 0.34 * (Number(item.style.getPropertyValue("--groups")) - 1))
      : cw * s);
    const heightOf = (item, s) => cw * s * (item.classList.contains("build") ? 1.76 : 1.4) + 4;
    /** The height the items take at scale ``s`` with ``gap``; ``shown``: each row but the
     * last that many px tall (the next row over the rest). */
    const heightAt = (s, gap, shown = 0) => {
      let x = 0;
      let rowHeight = 0;
      let height = 0;
      let tallest = 0;
      for (const item of items) {
        const iw = widthOf(item, s);
        if (x > 0 && x + iw > box.width) {
          height += (shown || rowHeight) + gap;
          x = 0;
          rowHeight = 0;
        }
        x += iw + gap;
        rowHeight = Math.max(rowHeight, heightOf(item, s));
        tallest = Math.max(tallest, heightOf(item, s));
      }
      return { height: height + rowHeight, wraps: height > 0, tallest };
    };
    const least = Math.min(1, TAP_PX / cw); // table cards are tap targets
    let scale = null;
    let gap = 0;
    let overlap = 0;
    const tryGaps = (s, shown = 0) => {
      for (const g of [8 * s, 3, 0]) {
        const at = heightAt(s, g, shown);
        if (at.height <= box.height && (!shown || at.wraps)) {
          scale = s;
          gap = g;
          overlap = shown ? at.tallest - 4 - shown : 0;
          return true;
        }
      }
      return false;
    };
    const scales = [];
    for (let s = 1; s > least + 1e-6; s -= 0.05) scales.push(s);
    scales.push(least);
    scales.find((s) => tryGaps(s));
    if (scale === null) tryGaps(least, TAP_PX);
    for (let s = least - 0.05; s > 0.35 && scale === null; s -= 0.05) tryGaps(s);
    if (scale === null) { scale = 0.35; gap = 8 * scale; }
    zone.style.setProperty("--tscale", scale.toFixed(2));
    zone.style.setProperty("--tgap", `${gap.toFixed(1)}px`);
    if (overlap > 0) {
      zone.dataset.overlap = "";
      zone.style.setProperty("--tover", `${overlap.toFixed(1)}px`);
    } else {
      delete zone.dataset.overlap;
      zone.style.removeProperty("--tover");
    }
  }

  return {
    felt,
    render,
    relayout: () => { rest = null; layoutAll(); },
    get state() { return state; },
    /** The boxes measured when the felt was last drawn (element -> rect), or null when the
     * felt changed size since (then they are to be read). */
    rects: () => (rest && rest.sized === sized ? rest.rects : null),
    /** The language of the words drawn; ``draw`` false: only for the next render. */
    setLang(lang, draw = true) { opts.lang = lang; if (draw && state) render(state); },
    seatElement: (seat) => felt.querySelector(`.seat[data-seat="${seat}"]`),
    handElement: (seat) => felt.querySelector(`[data-zone="hand"][data-seat="${seat}"]`),
    pileElement: (k) => felt.querySelector(`[data-zone="pile"][data-pile="${k}"]`),
    pileOfSeat: (seat) => felt.querySelector(`[data-zone="pile"][data-seats~="${seat}"]`),
    stockElement: () => felt.querySelector('[data-zone="stock"]'),
    tableElement: () => felt.querySelector('[data-zone="table"]'),
    destroy() { resize.disconnect(); wrap.remove(); },
  };
}
