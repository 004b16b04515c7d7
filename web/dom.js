// The DOM helper every page shares (the game, the embed frame, Learn to play).

/** A ``tag`` element: ``attrs`` "class", "text" (its text), "on…" (listeners) and the rest
 * as attributes (null, undefined and false left out; true as an empty one), then ``kids``
 * appended (null and undefined left out). */
export function el(tag, attrs = {}, ...kids) {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (v === null || v === undefined || v === false) continue;
    if (k === "class") node.className = v;
    else if (k === "text") node.textContent = v;
    else if (k.startsWith("on")) node.addEventListener(k.slice(2), v);
    else node.setAttribute(k, v === true ? "" : v);
  }
  for (const kid of kids) if (kid !== null && kid !== undefined) node.append(kid);
  return node;
}
