// The language the page speaks before the player picks one: the URL's ?lang= when it names
// one the page has, else Portuguese when the browser's own language is any Portuguese, else
// English: the game page (game/context.js; its loading screen, progress.js, which runs
// before it), the embed frame (embed.js), the lessons (learn.js), and, before any of them,
// the inline start script of each (build.py inline_start_worker: <html lang> from the first
// paint).

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
