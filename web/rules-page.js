// Rules pages (rules/<lang>/<id>.html, written by tools/rules_pages.py). The page reads in
// full without this script: every diagram is drawn as cards (rank and suit in HTML), its
// tries listed with their verdicts. This draws those cards with the game's own SVG faces
// (table/cards.js), and adds a button to each diagram that opens it live, in embed.html's
// diagram mode (Python starts in that frame), to try any move and be told whether it is
// legal and why. One live diagram at a time: opening another closes the first (and its
// worker).
import { setFace } from "./table/cards.js";

// each diagram card turned to the game's face in place (its name in words and data-card kept)
for (const card of document.querySelectorAll(".board .card[data-card]")) {
  try { setFace(card, card.dataset.card); } catch { /* keeps the HTML card */ }
}

const words = (document.getElementById("rules-page-words") || {}).dataset || {};
let live = null; // { figure, button, frame }

function close() {
  if (!live) return;
  live.frame.remove();
  live.figure.querySelector(".board").hidden = false;
  live.button.textContent = words.try;
  live.button.setAttribute("aria-expanded", "false");
  live.figure.removeAttribute("data-live");
  live = null;
}

/** Grow the frame to its content (same origin: every URL of the site is relative). */
function fit(frame) {
  try {
    const win = frame.contentWindow;
    const root = frame.contentDocument.documentElement;
    const size = () => { frame.style.height = `${Math.ceil(root.getBoundingClientRect().height)}px`; };
    new win.ResizeObserver(size).observe(root);
    size();
  } catch { /* keeps its CSS height */ }
}

function open(figure, button) {
  close();
  const frame = document.createElement("iframe");
  frame.className = "live";
  frame.title = figure.dataset.frameTitle || "";
  frame.src = figure.dataset.embed;
  frame.addEventListener("load", () => fit(frame), { once: true });
  figure.querySelector(".board").hidden = true;
  figure.querySelector(".try-bar").before(frame);
  figure.dataset.live = "true";
  button.textContent = words.close;
  button.setAttribute("aria-expanded", "true");
  live = { figure, button, frame };
}

for (const figure of document.querySelectorAll("figure.diagram[data-embed]")) {
  const bar = document.createElement("div");
  bar.className = "try-bar";
  const button = document.createElement("button");
  button.type = "button";
  button.className = "try-button";
  button.textContent = words.try;
  button.setAttribute("aria-expanded", "false");
  button.addEventListener("click", () => (live && live.figure === figure ? close() : open(figure, button)));
  bar.append(button);
  figure.querySelector(".board").after(bar);
}
