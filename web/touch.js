// Playing by touching the cards, shared by the game (game/touch.js) and the embed frame
// (embed.js): select a hand card, then tap (or drag it onto) the table cards, builds and
// pile tops it should take or join; tap the table (or drop the card on the felt) to lay it
// there. Which moves fit what is touched is the bridge's answer (the game's {op: "fit"}, a
// diagram's {op: "diagram_fit"}): one fits, it is played; several, the list narrows to them
// ("build 7", "build 14"); none, the bridge's reason is shown. Table actions (000) are made
// the same way without a hand card: pick table cards and pile tops, then "Build".
// The keyboard: arrow keys move along the hand and the table (Enter/Space select, Escape
// clears: the page's own); the list of moves in words stays beside the table.
//
// createTouch(host) takes the page's part:
//   store             {selected, picked, filter}: the hand card, the picks, the ids listed
//   canAct()          the player may touch now;  hasTableActions()  a pick needs no hand card
//   token()           changes with every state (an answer for an older one is dropped)
//   ask(request)      the bridge's fit answer {fits, exact, reason, more} for {card, cards,
//                     builds, piles} (``more``: on a large table the moves offered are a
//                     bounded choice, so one that fits is not yet the one meant; the page's
//                     ask adds the answer's ``added`` moves to the state's before it returns)
//   play(id)          play (or try) the move ``id`` fits named;  trail(code)  lay the card down
//   say(key)          show the page's words ``key`` ("pickHandFirst", "tablePicked", "pickMore")
//   whyNot(reason)    show the bridge's reason;  clearMessage()
//   render()          draw the selection;  focusChoices()  focus the narrowed list
//   selectCard(code)  a hand card touched;  answered()  a touch was answered (a test hook)
//   selectors         {hand, handZone, felt, mine}: the own hand's cards and zone, where a
//                     tap lays the selected card on the table, the own seat

const same = (a) => (b) => (a.build !== undefined ? b.build === a.build : b.card === a.card);

/** The table item a node is part of: {build} | {card} | {card, pile}, or null. */
export function itemOf(node) {
  const build = node.closest("[data-build]");
  if (build) return { build: Number(build.dataset.build) };
  const loose = node.closest('[data-zone="table"] > [data-card]');
  if (loose) return { card: loose.dataset.card };
  const top = node.closest('[data-zone="pile"] button[data-card]');
  if (top) return { card: top.dataset.card, pile: Number(top.closest("[data-pile]").dataset.pile) };
  return null;
}

export function createTouch(host) {
  const store = host.store;
  const sel = host.selectors;

  function ask() {
    const picks = store.picked;
    return host.ask({
      card: store.selected,
      cards: picks.filter((p) => p.card).map((p) => p.card),
      builds: picks.filter((p) => p.build !== undefined).map((p) => p.build),
      piles: picks.filter((p) => p.pile !== undefined).map((p) => p.pile),
    });
  }

  async function answered(fn) {
    try {
      await fn();
    } finally {
      host.answered?.();
    }
  }

  /** A table card, build or pile top touched: picked (or unpicked), then what fits. */
  const pick = (item) => answered(async () => {
    if (!host.canAct()) return;
    const token = host.token();
    const at = store.picked.findIndex(same(item));
    if (at >= 0) store.picked.splice(at, 1);
    else store.picked.push(item);
    host.clearMessage();
    if (!store.selected && !host.hasTableActions()) {
      store.picked = [];
      host.say("pickHandFirst");
      host.render();
      return;
    }
    if (!store.picked.length) {
      store.filter = null;
      host.render();
      return;
    }
    const res = await ask();
    if (host.token() !== token) return;
    if (store.selected && res.fits.length === 1 && !res.more) {
      host.play(res.fits[0]);
      return;
    }
    if (!res.fits.length) {
      store.picked = store.picked.filter((p) => !same(item)(p));
      host.whyNot(res.reason);
      store.filter = store.picked.length ? store.filter : null;
    } else {
      store.filter = res.exact.length ? res.exact : res.fits;
      if (!store.selected) host.say("tablePicked");
    }
    host.render();
  });

  /** The table tapped (or the card dropped on the felt), or "Build": play what the picks
   * make when one move is exactly that; several, offer them; none, say why. */
  const playPicked = () => answered(async () => {
    if (!host.canAct() || (!store.selected && !store.picked.length)) return;
    const token = host.token();
    const res = await ask();
    if (host.token() !== token) return;
    if (res.exact.length === 1) {
      host.play(res.exact[0]);
      return;
    }
    if (res.exact.length > 1) {
      store.filter = res.exact;
      host.clearMessage();
      host.render();
      host.focusChoices();
      return;
    }
    if (store.selected && !store.picked.length) {
      // lay it on the table: the bridge says why not where the rules forbid it
      host.trail(store.selected);
      return;
    }
    if (res.fits.length) host.say("pickMore");
    else host.whyNot(res.reason);
    host.render();
  });

  /** A hand card dropped on a table card, a build, a pile top or the felt. */
  async function drop(code, item) {
    store.selected = code;
    store.picked = [];
    store.filter = null;
    if (item) await pick(item);
    else await playPicked();
  }

  let root = null;
  let suppressClick = false;

  function onClick(event) {
    if (suppressClick) {
      suppressClick = false;
      event.preventDefault();
      return;
    }
    const target = event.target;
    const own = target.closest(sel.hand);
    if (own) {
      host.selectCard(own.dataset.card);
      return;
    }
    const item = itemOf(target);
    if (item) {
      pick(item);
      return;
    }
    if (target.closest(sel.felt) && store.selected) playPicked();
  }

  // ---- drag and drop ---------------------------------------------------------------------
  let drag = null;
  const DRAG_PX = 8;
  const clearOver = () => {
    for (const node of root.querySelectorAll(".drop-over")) node.classList.remove("drop-over");
  };

  function onPointerDown(event) {
    const card = event.target.closest(sel.hand);
    if (!card || card.tagName !== "BUTTON" || event.button !== 0 || !host.canAct()) return;
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
    clearOver();
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
    clearOver();
    const under = document.elementFromPoint(event.clientX, event.clientY);
    if (!under || !root.contains(under) || under.closest(sel.mine)) return;
    drop(code, itemOf(under));
  }

  function onPointerCancel() {
    if (!drag) return;
    drag.card.classList.remove("dragging");
    drag = null;
  }

  // ---- keyboard --------------------------------------------------------------------------
  function tableButtons() {
    return [...root.querySelectorAll(
      '[data-zone="table"] > button[data-card], [data-zone="table"] > [data-build], [data-zone="pile"] button[data-card]')];
  }

  function onKey(event) {
    const { key } = event;
    if (!["ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown"].includes(key)) return;
    const hand = root.querySelector(sel.handZone);
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

  /** Listen on ``node`` (it stays; its contents are drawn again). */
  function wire(node) {
    root = node;
    node.addEventListener("click", onClick);
    node.addEventListener("keydown", onKey);
    node.addEventListener("pointerdown", onPointerDown);
    node.addEventListener("pointermove", onPointerMove);
    node.addEventListener("pointerup", onPointerUp);
    node.addEventListener("pointercancel", onPointerCancel);
  }

  return { pick, playPicked, drop, wire };
}
