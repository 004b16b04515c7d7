// The language the page first speaks when the URL names none: Portuguese when the browser's
// own language is any Portuguese, else English (game/context.js and the loading screen).

/** "pt" or "en", from the browser's language. */
export function browserLang() {
  return (navigator.language || "en").toLowerCase().startsWith("pt") ? "pt" : "en";
}
