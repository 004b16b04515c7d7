// Cards that travel: FLIP with the Web Animations API. An element is drawn where it ends up;
// it is then animated from where it was (a rect measured before the change, or a source
// element such as a seat's hand, a pile or the stock) to its place, optionally turning face
// up on the way. Only transform and opacity are animated (the compositor runs them, so the
// main thread stays free for the worker's answers). Every function returns a promise that
// settles when the motion is over; with prefers-reduced-motion, or a pace of 0 ("Instant"),
// nothing moves and the promises settle at once, on the end state.
//
//   const motion = createMotion({ pace: 400 });
//   const before = motion.snapshot(table.felt);      // rects of every [data-card]
//   table.render(nextState);
//   await motion.playFrom(before, table.felt, { from: table.handElement(1) });

import { setFace } from "./cards.js";

const EASE = "cubic-bezier(0.22, 0.8, 0.3, 1)";

/** One step's duration in ms for a pace setting (the computers' pause, in ms: 0, 150, 400, 900). */
export function durationFor(pace) {
  if (!pace || pace <= 0) return 0;
  return Math.round(Math.min(650, Math.max(200, 160 + pace * 0.5)));
}

/** A DOMRect-like box of an element, a rect or {left, top, width, height}. */
export function rectOf(source) {
  if (!source) return null;
  if (typeof source.getBoundingClientRect === "function") return source.getBoundingClientRect();
  const { left, top, width = 0, height = 0 } = source;
  return { left, top, width, height };
}

function centred(rect, width, height) {
  return { left: rect.left + (rect.width - width) / 2, top: rect.top + (rect.height - height) / 2,
    width, height };
}

export function createMotion({ pace = 400, matchMedia = globalThis.matchMedia } = {}) {
  const query = matchMedia ? matchMedia("(prefers-reduced-motion: reduce)") : { matches: false };
  const state = { pace };
  const running = new Set();
  // captures' animations hold their end (fill: forwards) until the next drawing: the felt
  // keeps the elements that stay (morph.js), so they are let go then (settle)
  const held = new Set();
  // where the captures left their cards (code -> rect): see takeLanded
  const landed = new Map();

  const still = () => query.matches || durationFor(state.pace) === 0;
  const duration = (scale = 1) => Math.round(durationFor(state.pace) * scale);

  function track(animation) {
    running.add(animation);
    const done = () => running.delete(animation);
    animation.finished.then(done, done);
    return animation;
  }

  /**
   * Animate ``el`` (already in its final place) from ``from`` (a rect or an element; an
   * element of another size is met at its centre, at the card's size, or scaled when
   * ``scale`` is true). ``face``: a card code to turn up half-way (the element is shown
   * as a back until then). ``to``: the element's rect, when the caller measured it already
   * (playFrom measures every card first, then writes: one layout, not one per card).
   * Resolves when it arrives.
   */
  async function travel(el, from, { face = null, delay = 0, scale = false, dur = duration(),
    lift = true, to = el.getBoundingClientRect() } = {}) {
    let start = rectOf(from);
    if (!start || still() || dur === 0 || !to.width) {
      if (face) setFace(el, face);
      return;
    }
    if (!scale) start = centred(start, to.width, to.height);
    const dx = start.left - to.left;
    const dy = start.top - to.top;
    const sx = scale ? start.width / to.width : 1;
    const sy = scale ? start.height / to.height : 1;
    const moved = `translate(${dx}px, ${dy}px) scale(${sx}, ${sy})`;
    el.classList.add("travelling");
    const peak = lift ? " scale(1.08)" : " scale(1)";
    try {
      if (face) {
        // first half: still a back, turning edge-on; then the face, turning to flat
        setFace(el, null);
        const mid = `perspective(800px) translate(${dx / 2}px, ${dy / 2}px)${peak}`;
        const first = track(el.animate([{ transform: `perspective(800px) ${moved} rotateY(0deg)` },
          { transform: `${mid} rotateY(90deg)` }],
        { duration: dur / 2, delay, easing: "ease-in", fill: "both" }));
        await first.finished;
        setFace(el, face);
        const second = track(el.animate([{ transform: `${mid} rotateY(-90deg)` },
          { transform: "perspective(800px) translate(0px, 0px) rotateY(0deg)" }],
        { duration: dur / 2, easing: "ease-out" }));
        // (not el.getAnimations(): it would bring the page's style up to date, card by card)
        first.cancel();
        await second.finished;
      } else {
        await track(el.animate([{ transform: moved }, { transform: `translate(${dx * 0.45}px, ${dy * 0.45}px)${peak}`, offset: 0.45 },
          { transform: "none" }], { duration: dur, delay, easing: EASE, fill: "backwards" })).finished;
      }
    } catch {
      /* cancelled: the element is already where it ends */
    } finally {
      el.classList.remove("travelling");
    }
  }

  /** Rects of every card in ``root`` by code (faces) — what playFrom compares against. */
  function snapshot(root) {
    const rects = new Map();
    root.querySelectorAll("[data-card]").forEach((el) => {
      if (!rects.has(el.dataset.card)) rects.set(el.dataset.card, el.getBoundingClientRect());
    });
    return rects;
  }

  /**
   * After a re-render: every card of ``root`` that was somewhere else in ``before`` travels
   * from there; a card that was nowhere comes from ``from`` (an element or rect: the seat
   * that played it, the stock), turning face up when ``turnUp`` (it was hidden there).
   */
  function playFrom(before, root, { from = null, turnUp = true, stagger = 0, measured = null } = {}) {
    const moves = [];
    const dealt = [];
    // every rect read first (one layout), then the animations written; ``measured``: the
    // rects the drawing measured already (element -> rect): then nothing is read
    const cards = [...root.querySelectorAll("[data-card]")];
    const rects = cards.map((el) => measured?.get(el) || el.getBoundingClientRect());
    const source = rectOf(from);
    cards.forEach((el, i) => {
      const old = before.get(el.dataset.card);
      const now = rects[i];
      if (old && Math.abs(old.left - now.left) < 1 && Math.abs(old.top - now.top) < 1) return;
      if (old) moves.push(travel(el, old, { scale: true, lift: false, to: now }));
      else if (source) {
        const how = { face: turnUp ? el.dataset.card : null, to: now };
        if (stagger > 0 && !still()) dealt.push({ el, how });
        else moves.push(travel(el, source, how));
      }
    });
    if (dealt.length) moves.push(dealOut(dealt, source, stagger));
    return Promise.all(moves);
  }

  // cards dealt and not yet set off (dealOut): element -> a function that lets it go
  const waiting = new Map();

  /**
   * Cards dealt from ``source`` one after another, ``stagger`` ms apart: each waits unseen
   * (``.dealing``) until its turn, and is set off then, on that frame. A deal's cards are
   * not all drawn and set off in one frame: the frames' work (starting each animation,
   * painting each new face) is spread over the deal, as a dealer's hand would.
   */
  function dealOut(dealt, source, stagger) {
    const started = [];
    for (const { el } of dealt) {
      el.classList.add("dealing");
      waiting.set(el, () => el.classList.remove("dealing"));
    }
    return new Promise((resolve) => {
      const t0 = performance.now();
      let next = 0;
      const tick = (now) => {
        // at most a few a frame, even when a frame came late
        for (let n = 0; n < 3 && next < dealt.length && (now - t0) >= next * stagger; n += 1) {
          const { el, how } = dealt[next];
          next += 1;
          if (!waiting.has(el)) continue; // let go already (a drawing came first: settle)
          waiting.delete(el);
          el.classList.remove("dealing");
          started.push(travel(el, source, how));
        }
        if (next < dealt.length) requestAnimationFrame(tick);
        else Promise.all(started).then(() => resolve());
      };
      requestAnimationFrame(tick);
    });
  }

  /** Every card still waiting to be dealt is shown where it lies (a new drawing came). */
  function letGo() {
    waiting.forEach((show) => show());
    waiting.clear();
  }

  /**
   * A capture, on the cards as they are drawn before it: the capturing card goes onto its
   * targets, then it and every target go to the capturer's pile (shrinking into it). The
   * caller draws the new state afterwards. ``card``: the capturing card's element;
   * ``targets``: the table cards and builds taken; ``pile``: the pile's element.
   */
  async function capture(card, targets, pile, { measured = null } = {}) {
    if (still() || !card || !pile) return;
    // every rect read first (none when the drawing measured them: ``measured``, element ->
    // rect), then only animations written: the second step reads nothing when the first ends
    const box = (el) => measured?.get(el) || el.getBoundingClientRect();
    const onto = targets[0] ? box(targets[0]) : null;
    const from = box(card);
    const goal = box(pile);
    const all = [card, ...targets];
    const seen = all.map((el) => ({ at: box(el), base: "none" }));
    let over = null;
    if (onto) {
      const dx = onto.left + onto.width * 0.18 - from.left;
      const dy = onto.top + onto.height * 0.12 - from.top;
      card.classList.add("travelling");
      over = track(card.animate([{ transform: "none" }, { transform: `translate(${dx}px, ${dy}px)` }],
        { duration: duration(), easing: EASE, fill: "forwards" }));
      held.add(over);
      seen[0] = { at: { left: from.left + dx, top: from.top + dy, width: from.width, height: from.height },
        base: `translate(${dx}px, ${dy}px)` };
      await over.finished.catch(() => {});
    }
    // where the cards end, for the next drawing's "before" (they are held there until then)
    all.forEach((el) => {
      const code = el.dataset.card;
      if (code) landed.set(code, goal);
      el.querySelectorAll?.("[data-card]").forEach((c) => landed.set(c.dataset.card, goal));
    });
    // started on the next frame (the finished callback writes nothing the frame must lay out)
    await new Promise((resolve) => requestAnimationFrame(resolve));
    await Promise.all(all.map((el, i) => {
      const { at, base } = seen[i];
      const sx = goal.width / at.width;
      const dx = goal.left - at.left + (goal.width - at.width) / 2;
      const dy = goal.top - at.top + (goal.height - at.height) / 2;
      el.classList.add("travelling");
      // every property in every keyframe: a keyframe left open (opacity only at the end) makes
      // the effect depend on the element's earlier animations, and Chromium then runs it on the
      // main thread, a style update on every frame of it
      const away = track(el.animate([{ transform: base === "none" ? "none" : base, opacity: 1 },
        { transform: `${base === "none" ? "" : base} translate(${dx}px, ${dy}px) scale(${sx})`,
          opacity: 0.9 }],
      { duration: duration(0.9), delay: i * 40, easing: "ease-in-out", fill: "forwards" }));
      held.add(away);
      // the card's first step let go once its second holds the same place (as in travel's turn)
      if (i === 0 && over) {
        over.cancel();
        held.delete(over);
      }
      return away.finished.catch(() => {});
    }));
  }

  /** Run ``steps`` (functions returning promises) one after another. */
  async function sequence(steps) {
    for (const step of steps) await step();
  }

  return {
    travel, snapshot, playFrom, capture, sequence,
    get reduced() { return still(); },
    get pace() { return state.pace; },
    set pace(value) { state.pace = value; },
    duration,
    /** Let go of the captures' held end states and of the cards still to be dealt (before
     * the next drawing). */
    settle() { held.forEach((a) => a.cancel()); held.clear(); letGo(); },
    /** Where the captures since the last call left their cards (code -> rect): they are
     * seen there, not where the last drawing put them. */
    takeLanded() { const out = new Map(landed); landed.clear(); return out; },
    /** Stop every motion at its end state. */
    finishAll() { letGo(); running.forEach((a) => { try { a.finish(); } catch { a.cancel(); } }); },
    get running() { return running.size; },
  };
}
