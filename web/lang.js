// The language the page speaks before the player picks one: the URL's ?lang= when it names
// one the page has, else Portuguese when the browser's own language is any Portuguese, else
// English (game/context.js and the loading screen, progress.js, which runs before it).

/** "pt" or "en", from the browser's language. */
export function browserLang() {
  return (navigator.language || "en").toLowerCase().startsWith("pt") ? "pt" : "en";
}

/** The URL's ?lang= (lower case) when ``languages`` has it as an own key, else null. */
export function askedLang(languages, search = location.search) {
  const asked = (new URLSearchParams(search).get("lang") || "").toLowerCase();
  return Object.hasOwn(languages, asked) ? asked : null;
}

/** The page's language: the URL's when ``languages`` has it, else the browser's. */
export function pageLang(languages) {
  return askedLang(languages) || browserLang();
}
