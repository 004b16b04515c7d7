// Reading what the page is given from outside — URL parameters, messages — by a table's own
// keys only: "__proto__", "constructor" or "toString" name no language (issue 22).

/** ``table[key]`` when ``key`` is one of the table's own keys, else undefined. */
export function own(table, key) {
  return typeof key === "string" && Object.hasOwn(table, key) ? table[key] : undefined;
}

/** Whether ``key`` is one of ``table``'s own keys. */
export function hasOwnKey(table, key) {
  return typeof key === "string" && Object.hasOwn(table, key);
}

/** A seed from a URL: a whole number written in digits that JavaScript holds exactly (a
 * safe integer), else null ("1e21" and 1000000000000000000000 are not). */
export function parseSeed(raw) {
  const text = String(raw ?? "").trim();
  if (!/^-?\d{1,16}$/.test(text)) return null;
  const n = Number(text);
  return Number.isSafeInteger(n) ? n : null;
}

/** A pause in milliseconds from a URL: a whole number from 0 to 10000, else null. */
export function parsePace(raw) {
  const text = String(raw ?? "").trim();
  if (!/^\d{1,5}$/.test(text)) return null;
  const n = Number(text);
  return n <= 10_000 ? n : null;
}
