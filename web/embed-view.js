// The embed frame's felt (embed.html): the other seats with their hands and capture piles,
// the stock, the table's cards and builds, and the viewer's hand, drawn with the game's card
// faces (table/cards.js) and the game's pieces (table/table.css: builds as fanned stacks of
// their groups with a value badge in the owner's colour, piles and the stock as stacks with
// their count). It is laid out in the flow of the page, not on a felt of fixed proportions:
// a rules page grows the frame to its content. It draws what the bridge sends and decides no
// rule. Test hooks: data-card on faces, data-zone "hand" | "table" | "pile" | "stock" (piles
// and the stock with data-count), data-build on builds, data-seat on each other seat.
import { el } from "./dom.js";
import { cardName } from "./card-words.js";
import { cardElement } from "./table/cards.js";
import { rectOf } from "./table/motion.js";

/** A face (``code``) or a back (null); ``tag`` "button" for a card the reader may pick. */
export function card(code, lang, { tag = "div", attrs = {} } = {}) {
  const node = cardElement(code, { tag, name: code ? cardName(code, lang) : null });
  for (const [k, v] of Object.entries(attrs)) {
    if (v === null || v === undefined || v === false) continue;
    if (k.startsWith("on")) node.addEventListener(k.slice(2), v);
    else node.setAttribute(k, v === true ? "" : v);
  }
  return node;
}

/** A stack of ``count`` cards (backs, ``top`` face up on them when given; a button when
 * ``topTag`` says so: a pile top the reader may take) with its count. */
function stack(count, top, lang, topTag = "div") {
  const node = el("div", { class: "stack", "data-count": String(count) });
  const depth = Math.min(count, 4) - (top ? 1 : 0);
  for (let i = 0; i < depth; i += 1) {
    const back = cardElement(null);
    back.classList.add("layer");
    back.style.setProperty("--layer", i);
    node.append(back);
  }
  if (top) {
    const face = card(top, lang, { tag: topTag });
    face.classList.add("layer", "top");
    face.style.setProperty("--layer", Math.max(depth, 0));
    if (topTag !== "button") face.setAttribute("aria-hidden", "true");
    node.append(face);
  }
  if (count === 0) node.append(el("div", { class: "slot", "aria-hidden": "true" }));
  node.append(el("span", { class: "count", "aria-hidden": "true", text: String(count) }));
  return node;
}

/**
 * Capture pile ``k`` of ``view`` (its top face up where the rules show pile tops: a button
 * when ``interactive``, to take or use by touching it), named ``label`` for screen readers;
 * the side's colour rings it.
 */
export function pile(view, k, label, lang, interactive = false) {
  const top = view.pile_tops ? view.pile_tops[k] : null;
  const side = Math.max(0, view.teams.findIndex((team) => team.includes(view.pile_seats[k][0])));
  const playable = Boolean(top) && interactive;
  return el("div", {
    class: `pile side-${side}`, "data-zone": "pile", "data-pile": String(k),
    "data-count": String(view.piles[k]), role: playable ? "group" : "img", "aria-label": label,
  }, stack(view.piles[k], top, lang, playable ? "button" : "div"));
}

/** The stock as a stack with its count. */
export function stock(count, label, lang) {
  return el("div", {
    class: "stock", "data-zone": "stock", "data-count": String(count), role: "img",
    "aria-label": label, "data-empty": count === 0 ? "true" : null,
  }, stack(count, null, lang));
}

/** The piles of ``view`` kept beside ``seat``: those whose first owner it is. */
export function pilesOf(view, seat) {
  return view.pile_seats.map((owners, k) => (owners[0] === seat ? k : -1)).filter((k) => k >= 0);
}

/**
 * Another seat: its plate (name; whose turn), its hand (backs with the count, or faces in a
 * diagram, where every hand is open) and its piles.
 */
export function otherSeat({ seat, name, turn, side, hand, count, label, piles }, lang) {
  const cards = hand ? hand.map((code) => card(code, lang))
    : Array.from({ length: Math.min(count, 6) }, () => cardElement(null));
  const handNode = el("div", {
    class: `e-hand ${hand ? "open" : "backs"}`, role: "img", "aria-label": label,
  }, ...cards);
  if (!hand && count > 0) handNode.append(el("span", { class: "count", "aria-hidden": "true", text: String(count) }));
  return el("div", { class: `seat side-${side}`, "data-seat": String(seat), "data-turn": turn ? "true" : null },
    el("span", { class: "plate" }, el("span", { class: "plate-name", text: name })),
    handNode, ...piles);
}

/**
 * The table: loose cards, then each build as a fan of its groups with its value in a badge
 * of the owner's colour and the owner named under it. ``words``: {build(v, owner), empty}.
 * ``interactive``: the cards and builds are buttons (played by touching them), ``picked``
 * the ones touched ([{card} | {build}]) marked.
 */
export function tableCards(zone, view, { lang, ownerName, words, lastCard = null, interactive = false, picked = [] }) {
  const kids = view.table.loose.map((code) => {
    const on = picked.some((p) => p.card === code && p.pile === undefined);
    const node = card(code, lang, interactive
      ? { tag: "button", attrs: { "aria-pressed": String(on) } } : {});
    if (code === lastCard) node.classList.add("last-played");
    node.classList.toggle("picked", on);
    return node;
  });
  for (const b of view.table.builds) {
    const side = Math.max(0, view.teams.findIndex((team) => team.includes(b.owner)));
    const on = picked.some((p) => p.build === b.id);
    const node = el(interactive ? "button" : "div", {
      class: `build side-${side}${on ? " picked" : ""}`, "data-build": String(b.id), "data-value": String(b.value),
      type: interactive ? "button" : null, "aria-pressed": interactive ? String(on) : null,
      role: interactive ? null : "img", "aria-label": `${words.build(b.value, ownerName(b.owner))}: ${b.groups.flat().map((c) => cardName(c, lang)).join(", ")}`,
    });
    node.style.setProperty("--groups", b.groups.length); // the build's width (embed.css)
    const fan = el("div", { class: "fan", "aria-hidden": "true" });
    const deepest = Math.max(...b.groups.map((group) => group.length));
    node.style.setProperty("--depth", Math.min(0.36, 0.18 * (deepest - 1)).toFixed(2));
    b.groups.forEach((group, g) => {
      const column = el("div", { class: "group" });
      column.style.setProperty("--g", g);
      column.style.setProperty("--n", group.length);
      group.forEach((code, i) => {
        const face = cardElement(code);
        face.style.setProperty("--i", i);
        column.append(face);
      });
      fan.append(column);
    });
    node.append(fan, el("span", { class: "badge", "aria-hidden": "true", text: String(b.value) }),
      el("span", { class: "owner-tag", "aria-hidden": "true", text: ownerName(b.owner) }));
    kids.push(node);
  }
  if (!kids.length) kids.push(el("span", { class: "empty", text: words.empty }));
  zone.replaceChildren(...kids);
}

const sideOf = (view, seat) => Math.max(0, view.teams.findIndex((team) => team.includes(seat)));

/** A capture pile's name for screen readers: whose, how many, its top card. */
function pileLabel(view, k, { lang, words, seatName }) {
  const names = view.pile_seats[k].map((seat) => seatName(seat)).join(words.and);
  const top = view.pile_tops ? view.pile_tops[k] : null;
  return `${words.pile(names, view.piles[k])}${top ? `; ${words.top(cardName(top, lang))}` : ""}`;
}

/** The table's cards and builds of ``view`` into the frame's table zone. */
export function drawTable(view, { lang, words, seatName, lastCard = null, interactive = false, picked = [] }) {
  tableCards(document.querySelector('[data-zone="table"]'), view, {
    lang, ownerName: (seat) => seatName(seat), words, lastCard, interactive, picked,
  });
}

/**
 * Every seat but the viewer's, in the order play goes from it (the bridge's view.order):
 * ``hands`` the open hands of a diagram, else backs with their count; ``turn`` the seat to
 * move (its plate glows). The viewer's piles go beside the hand, the stock (when there is
 * one) beside the table. ``game``: a game shows every pile from the start and the stock
 * while there are deals to come; a diagram only what its position gives. ``interactive``:
 * pile tops are buttons, ``picked`` ([{pile}]) marked.
 */
export function drawSeats(view, { hands = null, turn = null, lang, words, seatName, game, interactive = false, picked = [] }) {
  const order = view.order || view.hands.map((_, k) => (view.seat + k) % view.players);
  const shown = (k) => game || view.piles[k] > 0;
  const pileOf = (k) => {
    const node = pile(view, k, pileLabel(view, k, { lang, words, seatName }), lang, interactive);
    const top = node.querySelector("button[data-card]");
    const on = picked.some((p) => p.pile === k);
    top?.classList.toggle("picked", on);
    top?.setAttribute("aria-pressed", String(on));
    return node;
  };
  document.getElementById("others").replaceChildren(...order.filter((seat) => seat !== view.seat)
    .map((seat) => otherSeat({
      seat, name: seatName(seat), turn: seat === turn, side: sideOf(view, seat),
      hand: hands ? hands[seat] : null, count: view.hands[seat],
      label: hands ? `${seatName(seat)}: ${hands[seat].map((c) => cardName(c, lang)).join(", ") || words.cards(0)}`
        : words.hand(seatName(seat), view.hands[seat]),
      piles: pilesOf(view, seat).filter((k) => !view.pile_seats[k].includes(view.seat) && shown(k)).map(pileOf),
    }, lang)));
  const own = view.pile_seats.map((owners, k) => (owners.includes(view.seat) && shown(k) ? k : -1))
    .filter((k) => k >= 0);
  document.getElementById("own-piles").replaceChildren(...own.map(pileOf));
  const hasStock = game ? view.deals > 1 || view.stock > 0 : view.stock > 0;
  const slot = document.getElementById("stock");
  slot.hidden = !hasStock;
  slot.replaceChildren(...(hasStock ? [stock(view.stock, words.stock(view.stock), lang)] : []));
  document.querySelector(".mine").className = `mine side-${sideOf(view, view.seat)}`;
  document.querySelector(".e-felt").dataset.turn = turn === view.seat ? "true" : "false";
}

/**
 * Draw state ``next`` (with ``render``) after ``prev``, its last move travelling: a capture's
 * cards go to the capturer's pile, then every card that changed place travels there (a card
 * new to the table from the seat that played it, turning face up; a new deal's from the
 * stock). Durations follow ``motion``'s pace; with prefers-reduced-motion or pace 0, the
 * end state at once.
 */
export async function drawMove(motion, prev, next, render) {
  const move = next.last_move;
  const fresh = move && prev && JSON.stringify(move) !== JSON.stringify(prev.last_move);
  if (motion.reduced || !fresh || prev.view.round !== next.view.round) {
    render();
    return;
  }
  const root = document.getElementById("game");
  const zone = root.querySelector('[data-zone="table"]');
  const hand = root.querySelector('[data-zone="hand"]');
  if (move.takes && move.takes.length) {
    const builds = (move.targets || []).map((id) => zone.querySelector(`[data-build="${id}"]`));
    const loose = move.takes.map((code) => zone.querySelector(`:scope > [data-card="${code}"]`));
    const targets = [...new Set([...builds, ...loose])].filter(Boolean);
    const k = next.view.pile_seats.findIndex((owners) => owners.includes(move.seat));
    const goal = root.querySelector(`[data-zone="pile"][data-pile="${k}"]`);
    const own = move.seat === prev.view.seat && move.card ? hand.querySelector(`[data-card="${move.card}"]`) : null;
    if (targets.length && goal) await motion.capture(own || targets[0], own ? targets : targets.slice(1), goal);
  }
  const before = motion.snapshot(root);
  const dealt = prev.view.deal !== next.view.deal;
  const seat = move.seat === prev.view.seat ? hand : root.querySelector(`#others [data-seat="${move.seat}"] .e-hand`);
  const from = rectOf(dealt ? root.querySelector('[data-zone="stock"]') : seat);
  render();
  await motion.playFrom(before, root, { from, turnUp: !dealt || move.seat !== next.view.seat, stagger: dealt ? 40 : 0 });
}
