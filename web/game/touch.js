// Playing by touching the cards: select a hand card, then tap (or drag it onto) the table
// cards, builds and pile tops it should take or join; tap the table (or drop the card on
// the felt) to lay it there. Which moves fit what is touched is the bridge's answer
// ({op: "fit"}): one fits, it is played; several, the list narrows to them ("build 7",
// "build 14"); none, the bridge's reason is shown. Table actions (000) are made the same way
// without a hand card: pick table cards and pile tops, then "Build".
// The keyboard: arrow keys move along the hand and the table, Enter/Space select, Escape
// clears (in controller.js); the list of moves in words stays beside the table.
import { I18N, actions, app } from "./context.js";
import { canAct, felt, handZone, tableMoves } from "./felt.js";

const same = (a) => (b) => (a.build !== undefined ? b.build === a.build : b.card === a.card);

/** Ask the bridge which moves fit the selected hand card and the picks. */
async function ask() {
  const picks = app.picked;
  return actions.mustCall({
    op: "fit", card: app.selected,
    cards: picks.filter((p) => p.card).map((p) => p.card),
    builds: picks.filter((p) => p.build !== undefined).map((p) => p.build),
    piles: picks.filter((p) => p.pile !== undefined).map((p) => p.pile),
  });
}

function say(kind, make) {
  app.message = { kind, text: { pt: make(I18N.pt), en: make(I18N.en) } };
}

function whyNot(reason) {
  const why = (reason && reason.message) || { pt: reason?.code, en: reason?.code };
  app.message = {
    kind: "warn", code: reason?.code,
    text: { pt: I18N.pt.whyNot(why.pt), en: I18N.en.whyNot(why.en) },
  };
}

/** A table card, build or pile top touched: picked (or unpicked), then what fits.
 * app.touches counts the touches answered (a hook for tests). */
export async function pick(item) {
  try {
    await pickNow(item);
  } finally {
    app.touches += 1;
  }
}

async function pickNow(item) {
  if (!canAct()) return;
  const state = app.state;
  const at = app.picked.findIndex(same(item));
  if (at >= 0) app.picked.splice(at, 1);
  else app.picked.push(item);
  app.message = null;
  if (!app.selected && !tableMoves().length) {
    app.picked = [];
    say("info", (tr) => tr.pickHandFirst);
    actions.render();
    return;
  }
  if (!app.picked.length) {
    app.filter = null;
    actions.render();
    return;
  }
  const res = await ask();
  if (app.state !== state) return;
  if (app.selected && res.fits.length === 1) {
    actions.play(res.fits[0]);
    return;
  }
  if (!res.fits.length) {
    app.picked = app.picked.filter((p) => !same(item)(p));
    whyNot(res.reason);
    app.filter = app.picked.length ? app.filter : null;
  } else {
    app.filter = res.exact.length ? res.exact : res.fits;
    if (!app.selected) say("info", (tr) => tr.tablePicked);
  }
  actions.render();
}

/** The table tapped (or the card dropped on the felt), or "Build": play what the picks make
 * when one move is exactly that; several, offer them; none, say why. */
export async function playPicked() {
  try {
    await playPickedNow();
  } finally {
    app.touches += 1;
  }
}

async function playPickedNow() {
  if (!canAct() || (!app.selected && !app.picked.length)) return;
  const state = app.state;
  const res = await ask();
  if (app.state !== state) return;
  if (res.exact.length === 1) {
    actions.play(res.exact[0]);
    return;
  }
  if (res.exact.length > 1) {
    app.filter = res.exact;
    app.message = null;
    actions.render();
    document.querySelector("#choice-list [data-move], #table-action-list [data-move]")?.focus();
    return;
  }
  if (app.selected && !app.picked.length) {
    // lay it on the table: the bridge says why not where the rules forbid it
    actions.send({ kind: "trail", card: app.selected });
    return;
  }
  if (res.fits.length) say("info", (tr) => tr.pickMore);
  else whyNot(res.reason);
  actions.render();
}

/** A hand card dropped on a table card, a build, a pile top or the felt. */
async function drop(code, item) {
  app.selected = code;
  app.picked = [];
  app.filter = null;
  if (item) await pick(item);
  else await playPicked();
}

function itemOf(node) {
  const build = node.closest("[data-build]");
  if (build) return { build: Number(build.dataset.build) };
  const loose = node.closest('[data-zone="table"] > [data-card]');
  if (loose) return { card: loose.dataset.card };
  const top = node.closest('[data-zone="pile"] button[data-card]');
  if (top) return { card: top.dataset.card, pile: Number(top.closest("[data-pile]").dataset.pile) };
  return null;
}

let suppressClick = false;

function onClick(event) {
  if (suppressClick) {
    suppressClick = false;
    event.preventDefault();
    return;
  }
  const target = event.target;
  const own = target.closest('.seat.mine [data-zone="hand"] [data-card]');
  if (own) {
    actions.selectCard(own.dataset.card);
    return;
  }
  const item = itemOf(target);
  if (item) {
    pick(item);
    return;
  }
  if (target.closest('[data-zone="table"], .center') && app.selected) playPicked();
}

// ---- drag and drop -----------------------------------------------------------------------
let drag = null;
const DRAG_PX = 8;

function onPointerDown(event) {
  const card = event.target.closest('.seat.mine [data-zone="hand"] button[data-card]');
  if (!card || event.button !== 0 || !canAct()) return;
  drag = { card, code: card.dataset.card, x: event.clientX, y: event.clientY, on: false, id: event.pointerId };
}

function onPointerMove(event) {
  if (!drag || event.pointerId !== drag.id) return;
  const dx = event.clientX - drag.x;
  const dy = event.clientY - drag.y;
  if (!drag.on && Math.hypot(dx, dy) < DRAG_PX) return;
  if (!drag.on) {
    drag.on = true;
    drag.card.classList.add("dragging");
    try { drag.card.setPointerCapture(event.pointerId); } catch { /* a synthetic pointer */ }
  }
  event.preventDefault();
  drag.card.style.setProperty("--drag-x", `${dx}px`);
  drag.card.style.setProperty("--drag-y", `${dy}px`);
  const under = document.elementFromPoint(event.clientX, event.clientY);
  for (const node of felt.table.felt.querySelectorAll(".drop-over")) node.classList.remove("drop-over");
  const item = under && itemOf(under);
  if (item) {
    const node = item.build !== undefined ? under.closest("[data-build]") : under.closest("[data-card]");
    node?.classList.add("drop-over");
  }
}

function onPointerUp(event) {
  if (!drag || event.pointerId !== drag.id) return;
  const { card, code, on } = drag;
  drag = null;
  if (!on) return;
  suppressClick = true;
  setTimeout(() => { suppressClick = false; }, 0);
  card.classList.remove("dragging");
  card.style.removeProperty("--drag-x");
  card.style.removeProperty("--drag-y");
  for (const node of felt.table.felt.querySelectorAll(".drop-over")) node.classList.remove("drop-over");
  const under = document.elementFromPoint(event.clientX, event.clientY);
  if (!under || !felt.table.felt.contains(under) || under.closest(".seat.mine")) return;
  drop(code, itemOf(under));
}

function onPointerCancel() {
  if (!drag) return;
  drag.card.classList.remove("dragging");
  drag = null;
}

// ---- keyboard ----------------------------------------------------------------------------
function tableButtons() {
  return [...felt.table.felt.querySelectorAll(
    '[data-zone="table"] > button[data-card], [data-zone="table"] > [data-build], [data-zone="pile"] button[data-card]')];
}

function onKey(event) {
  const { key } = event;
  if (!["ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown"].includes(key)) return;
  const hand = handZone();
  const inHand = hand && hand.contains(event.target);
  const list = inHand ? [...hand.querySelectorAll("button[data-card]")] : tableButtons();
  if (!inHand && !list.includes(event.target)) return;
  let next = null;
  if (key === "ArrowLeft" || key === "ArrowRight") {
    const at = list.indexOf(event.target);
    const step = key === "ArrowRight" ? 1 : -1;
    next = list[at < 0 ? 0 : (at + step + list.length) % list.length];
  } else if (inHand && key === "ArrowUp") {
    next = tableButtons()[0];
  } else if (!inHand && key === "ArrowDown") {
    next = hand?.querySelector("button.selected") || hand?.querySelector("button[data-card]");
  }
  if (next) {
    event.preventDefault();
    next.focus({ preventScroll: true });
  }
}

/** Listen on the felt (it stays; its contents are drawn again). */
export function wireTouch(root) {
  root.addEventListener("click", onClick);
  root.addEventListener("keydown", onKey);
  root.addEventListener("pointerdown", onPointerDown);
  root.addEventListener("pointermove", onPointerMove);
  root.addEventListener("pointerup", onPointerUp);
  root.addEventListener("pointercancel", onPointerCancel);
}
