// Bring a drawn tree up to date with one built afresh, keeping the nodes that stay: a card
// that stays in its zone keeps its element (and its <svg>), a seat keeps its plate and its
// words. The browser then styles, lays out and shapes again only what changed, not the
// whole felt (a redraw was the felt's every card and word, 100-300 ms on a busy machine).
//
//   morphChildren(felt, fresh);   // felt's children made like fresh's; fresh is emptied
//
// Children are matched by a key: the tag and the first of data-card, data-seat, data-build,
// data-pile, data-zone, or the first class (with the number of earlier siblings of that
// key), so a card code is one element as long as it stays under the same parent. Attributes
// and inline styles are copied from the fresh node; ``owned`` inline properties (the
// table's own layout, written after the drawing: --x, --y, --w, --tscale) are left alone.
// A card (.card) whose face (data-card) or back is the same keeps its <svg> as it is.

const OWNED = new Set(["--x", "--y", "--w", "--tscale"]);

function baseKey(node) {
  if (node.nodeType !== 1) return `#${node.nodeType}`;
  const d = node.dataset;
  const id = d.card ?? d.seat ?? d.build ?? d.pile ?? d.zone ?? node.classList[0] ?? "";
  return `${node.tagName}|${id}|${"back" in d ? "b" : ""}`;
}

function keyed(parent) {
  const seen = new Map();
  return [...parent.childNodes].map((node) => {
    const base = baseKey(node);
    const n = seen.get(base) || 0;
    seen.set(base, n + 1);
    return [`${base}#${n}`, node];
  });
}

function syncAttributes(live, fresh) {
  for (const { name } of [...live.attributes]) {
    if (name !== "style" && !fresh.hasAttribute(name)) live.removeAttribute(name);
  }
  for (const { name, value } of fresh.attributes) {
    if (name === "style") continue;
    // a card on its way keeps its place above the others until it lands (motion.js)
    const want = name === "class" && live.classList.contains("travelling") ? `${value} travelling` : value;
    if (live.getAttribute(name) !== want) live.setAttribute(name, want);
  }
  // inline styles through the CSSOM (the page's Content-Security-Policy forbids style="")
  const want = fresh.style;
  const have = live.style;
  for (let i = have.length - 1; i >= 0; i -= 1) {
    const prop = have[i];
    if (!OWNED.has(prop) && !want.getPropertyValue(prop)) have.removeProperty(prop);
  }
  for (let i = 0; i < want.length; i += 1) {
    const prop = want[i];
    const value = want.getPropertyValue(prop);
    if (have.getPropertyValue(prop) !== value) have.setProperty(prop, value);
  }
}

const sameCard = (live, fresh) => live.classList.contains("card")
  && live.dataset.card === fresh.dataset.card && ("back" in live.dataset) === ("back" in fresh.dataset)
  && live.firstElementChild?.tagName === fresh.firstElementChild?.tagName;

/** Make ``live`` like ``fresh`` (same tag): true when it could be kept. */
function patch(live, fresh) {
  if (live.nodeType !== fresh.nodeType) return false;
  if (live.nodeType !== 1) {
    if (live.nodeValue !== fresh.nodeValue) live.nodeValue = fresh.nodeValue;
    return true;
  }
  if (live.tagName !== fresh.tagName) return false;
  syncAttributes(live, fresh);
  if (!sameCard(live, fresh)) morphChildren(live, fresh);
  return true;
}

/** Make the children of ``live`` like those of ``fresh`` (a detached tree, used up). */
export function morphChildren(live, fresh) {
  const pool = new Map(keyed(live));
  const wanted = keyed(fresh).map(([key, node]) => {
    const old = pool.get(key);
    if (old && patch(old, node)) {
      pool.delete(key);
      return old;
    }
    return node;
  });
  for (const node of pool.values()) node.remove();
  let cursor = live.firstChild;
  for (const node of wanted) {
    if (node === cursor) cursor = node.nextSibling;
    else live.insertBefore(node, cursor);
  }
}
