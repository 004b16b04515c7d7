// Card faces and backs drawn as SVG, generated here (no image files): corner indices in two
// corners, the standard pip layouts for A-10, a double-headed figure for J, Q and K, and one
// back design. Shapes shared by every card (the suits, the court figures, the back's lattice)
// are <symbol>s of one sprite put into the document once (ensureSprite); each card is a small
// <svg> of <use>s of them, so 52 cards cost a few kilobytes and stay crisp at any zoom.
//
// Colours: every suit shape is filled with currentColor, and the card's class (s-S, s-H,
// s-D, s-C) sets the colour in table.css — the four-colour deck (body.four-colour or
// .four-colour on any ancestor) only changes those rules. No style attributes anywhere (the
// page's Content-Security-Policy forbids inline styles).
//
// Card codes are the bridge's (cards.py): rank A 2 … 10 J Q K, then suit S H D C ("10D", "QS").

const NS = "http://www.w3.org/2000/svg";
export const CARD_W = 240;
export const CARD_H = 336; // 5:7
const SPRITE_ID = "cz-sprite";
export const RANKS = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"];

/** Suit outlines in a 100×100 box centred on 0,0. */
const SUIT_PATHS = {
  H: "M0 46C-20 26-48 8-48-16C-48-34-35-46-21-46C-10-46-3-39 0-30C3-39 10-46 21-46C35-46 48-34 48-16C48 8 20 26 0 46Z",
  D: "M0-48C10-31 23-14 37 0C23 14 10 31 0 48C-10 31-23 14-37 0C-23-14-10-31 0-48Z",
  S: "M0-48C-14-28-46-14-46 10C-46 26-34 36-20 36C-11 36-5 31-3 26C-4 36-10 44-18 48H18C10 44 4 36 3 26C5 31 11 36 20 36C34 36 46 26 46 10C46-14 14-28 0-48Z",
  C: "M-4 12C-4 30-10 42-18 48H18C10 42 4 30 4 12Z",
};
const CLUB_CIRCLES = '<circle cx="0" cy="-24" r="20"/><circle cx="-22" cy="8" r="20"/>'
  + '<circle cx="22" cy="8" r="20"/><circle cx="0" cy="2" r="10"/>';

/** Pip positions of the numerals: [column, row] with column -1/0/1 and row 0 (top) … 1. */
const PIPS = {
  2: [[0, 0], [0, 1]],
  3: [[0, 0], [0, 0.5], [0, 1]],
  4: [[-1, 0], [1, 0], [-1, 1], [1, 1]],
  5: [[-1, 0], [1, 0], [0, 0.5], [-1, 1], [1, 1]],
  6: [[-1, 0], [1, 0], [-1, 0.5], [1, 0.5], [-1, 1], [1, 1]],
  7: [[-1, 0], [1, 0], [0, 0.25], [-1, 0.5], [1, 0.5], [-1, 1], [1, 1]],
  8: [[-1, 0], [1, 0], [0, 0.25], [-1, 0.5], [1, 0.5], [0, 0.75], [-1, 1], [1, 1]],
  9: [[-1, 0], [1, 0], [-1, 1 / 3], [1, 1 / 3], [0, 0.5], [-1, 2 / 3], [1, 2 / 3], [-1, 1], [1, 1]],
  10: [[-1, 0], [1, 0], [0, 1 / 6], [-1, 1 / 3], [1, 1 / 3], [-1, 2 / 3], [1, 2 / 3], [0, 5 / 6],
    [-1, 1], [1, 1]],
};
const PIP = { size: 46, x0: 120, dx: 47, top: 70, bottom: 266 };

// Court figures: the upper half of a double-headed card, drawn in the box x 46…194,
// y 44…168; the lower half is the same figure turned about the card's centre. The robe is
// the suit's colour (currentColor); trims gold; outlines dark.
const INK = "#2a2420";
const GOLD = "#e1a92b";
const SKIN = "#f5d3b3";
const COURT_COMMON = (robe) => `
<path class="cz-robe" d="M48 170V146C50 130 78 120 102 116H138C162 120 190 130 192 146V170Z" fill="${robe}" stroke="${INK}" stroke-width="2"/>
<path d="M112 118V170M128 118V170" stroke="${GOLD}" stroke-width="5"/>
<path d="M48 150C70 142 88 140 104 146M192 150C170 142 152 140 136 146" fill="none" stroke="${GOLD}" stroke-width="4"/>
<circle cx="120" cy="160" r="4" fill="${GOLD}" stroke="${INK}"/><circle cx="120" cy="144" r="4" fill="${GOLD}" stroke="${INK}"/>
<path d="M98 116L120 134L142 116Z" fill="#fff" stroke="${INK}" stroke-width="2"/>`;
const FACE = `
<ellipse cx="120" cy="92" rx="18" ry="22" fill="${SKIN}" stroke="${INK}" stroke-width="2"/>
<circle cx="113" cy="92" r="2" fill="${INK}"/><circle cx="127" cy="92" r="2" fill="${INK}"/>
<path d="M115 105Q120 108 125 105" fill="none" stroke="${INK}" stroke-width="1.6"/>`;
const COURT_ART = {
  K: `${COURT_COMMON("currentColor")}
<path d="M150 50V150" stroke="#9aa3ad" stroke-width="5"/><path d="M142 140H158" stroke="${GOLD}" stroke-width="5"/>
${FACE}
<path d="M103 100C103 124 112 132 120 134C128 132 137 124 137 100C131 110 109 110 103 100Z" fill="#8a5a2b" stroke="${INK}" stroke-width="1.6"/>
<path d="M100 76V54L110 64L120 48L130 64L140 54V76Z" fill="${GOLD}" stroke="${INK}" stroke-width="2"/>
<circle cx="120" cy="66" r="4" fill="#c8102e"/>`,
  Q: `${COURT_COMMON("currentColor")}
<path d="M98 86C96 110 98 128 94 140L108 128C104 112 104 98 106 86ZM142 86C144 110 142 128 146 140L132 128C136 112 136 98 134 86Z" fill="#c98a2e" stroke="${INK}" stroke-width="1.6"/>
${FACE}
<path d="M102 84C102 70 138 70 138 84C132 78 108 78 102 84Z" fill="#c98a2e" stroke="${INK}" stroke-width="1.6"/>
<path d="M104 74L108 58L114 68L120 54L126 68L132 58L136 74Z" fill="${GOLD}" stroke="${INK}" stroke-width="2"/>
<circle cx="120" cy="62" r="3.5" fill="#1d4fc4"/>
<circle cx="72" cy="140" r="7" fill="#c8102e" stroke="${INK}" stroke-width="1.4"/><path d="M72 147V166" stroke="#2f7d32" stroke-width="3"/>`,
  J: `${COURT_COMMON("currentColor")}
<path d="M84 60L80 160" stroke="#8a5a2b" stroke-width="4"/><path d="M70 62Q84 48 96 64L84 74Z" fill="#9aa3ad" stroke="${INK}" stroke-width="1.6"/>
<path d="M101 92C99 110 102 118 104 122L110 110C106 102 106 96 107 90ZM139 92C141 110 138 118 136 122L130 110C134 102 134 96 133 90Z" fill="#3b2a1e" stroke="${INK}" stroke-width="1.4"/>
${FACE}
<path class="cz-robe" d="M98 82C96 64 144 62 144 80C138 74 104 74 98 82Z" fill="currentColor" stroke="${INK}" stroke-width="2"/>
<path d="M99 80H143" stroke="${GOLD}" stroke-width="4"/>
<path d="M138 70C150 52 164 50 170 54C160 58 150 64 142 76Z" fill="${GOLD}" stroke="${INK}" stroke-width="1.4"/>`,
};

function spriteMarkup() {
  const suits = Object.entries(SUIT_PATHS).map(([suit, d]) =>
    `<symbol id="cz-suit-${suit}" viewBox="-50 -50 100 100"><path d="${d}" fill="currentColor"/>`
    + (suit === "C" ? `<g fill="currentColor">${CLUB_CIRCLES}</g>` : "") + "</symbol>").join("");
  // the indices' ranks as symbols too: no text inside a card (its name is its label)
  const ranks = RANKS.map((rank) => {
    const fit = rank === "10" ? ' textLength="44" lengthAdjust="spacingAndGlyphs"' : "";
    return `<symbol id="cz-rank-${rank}" viewBox="0 0 50 50"><text x="25" y="44" class="cz-index"`
      + ` text-anchor="middle" font-size="50"${fit}>${rank}</text></symbol>`;
  }).join("");
  const courts = Object.entries(COURT_ART).map(([rank, art]) =>
    `<symbol id="cz-court-${rank}" viewBox="0 0 ${CARD_W} ${CARD_H}">`
    + `<g clip-path="url(#cz-half)">${art}</g></symbol>`).join("");
  return `${ranks}<defs><clipPath id="cz-half"><rect x="46" y="44" width="148" height="124"/></clipPath>
<pattern id="cz-lattice" width="18" height="18" patternUnits="userSpaceOnUse">
<rect width="18" height="18" fill="#9b1c31"/><path d="M9 1L17 9L9 17L1 9Z" fill="none" stroke="#d9a441" stroke-width="1.4"/>
<circle cx="9" cy="9" r="2" fill="#f3d9a4"/></pattern></defs>${suits}${courts}
<symbol id="cz-back" viewBox="0 0 ${CARD_W} ${CARD_H}">
<rect x="1.5" y="1.5" width="237" height="333" rx="14" fill="#fdfbf5" stroke="#b9b3a6" stroke-width="3"/>
<rect x="14" y="14" width="212" height="308" rx="8" fill="url(#cz-lattice)" stroke="#7a1426" stroke-width="3"/>
<rect x="22" y="22" width="196" height="292" rx="5" fill="none" stroke="#f3d9a4" stroke-width="2"/>
<ellipse cx="120" cy="168" rx="44" ry="56" fill="#7a1426" stroke="#f3d9a4" stroke-width="3"/>
<path d="M120 126L146 168L120 210L94 168Z" fill="#f3d9a4"/><path d="M120 146L133 168L120 190L107 168Z" fill="#7a1426"/>
</symbol>`;
}

/** Put the shared sprite into ``doc`` once (idempotent); every card drawn refers to it. */
export function ensureSprite(doc = document) {
  if (doc.getElementById(SPRITE_ID)) return;
  const svg = doc.createElementNS(NS, "svg");
  svg.id = SPRITE_ID;
  svg.setAttribute("class", "cz-sprite");
  svg.setAttribute("aria-hidden", "true");
  svg.setAttribute("focusable", "false");
  svg.innerHTML = spriteMarkup();
  doc.body.prepend(svg);
}

/** ``"10D"`` → ``{rank: "10", suit: "D"}`` (the bridge's codes; "T" is not sent). */
export function parseCode(code) {
  return { rank: code.slice(0, -1), suit: code.slice(-1) };
}

const use = (id, x, y, w, h, extra = "") =>
  `<use href="#${id}" x="${x}" y="${y}" width="${w}" height="${h}"${extra}/>`;

function corner(rank, suit) {
  return use(`cz-rank-${rank}`, 0, 8, 50, 50) + use(`cz-suit-${suit}`, 9, 60, 32, 32);
}

function pips(rank, suit) {
  if (rank === "A") {
    const size = suit === "S" ? 120 : 96;
    return use(`cz-suit-${suit}`, 120 - size / 2, 168 - size / 2, size, size);
  }
  return PIPS[rank].map(([col, row]) => {
    const cx = PIP.x0 + col * PIP.dx;
    const cy = PIP.top + row * (PIP.bottom - PIP.top);
    const turn = row > 0.5 ? ` transform="rotate(180 ${cx} ${cy})"` : "";
    return use(`cz-suit-${suit}`, cx - PIP.size / 2, cy - PIP.size / 2, PIP.size, PIP.size, turn);
  }).join("");
}

function court(rank, suit) {
  return `<rect x="46" y="44" width="148" height="248" fill="#fbf4e2" stroke="currentColor" stroke-width="2.5"/>`
    + use(`cz-court-${rank}`, 0, 0, CARD_W, CARD_H)
    + use(`cz-court-${rank}`, 0, 0, CARD_W, CARD_H, ` transform="rotate(180 120 168)"`)
    + `<path d="M46 168H194" stroke="${GOLD}" stroke-width="2"/>`
    + use(`cz-suit-${suit}`, 52, 48, 30, 30)
    + use(`cz-suit-${suit}`, 158, 258, 30, 30, ' transform="rotate(180 173 273)"');
}

/** The inner markup of a face's <svg viewBox="0 0 240 336">. */
export function faceMarkup(code) {
  const { rank, suit } = parseCode(code);
  const middle = "JQK".includes(rank) ? court(rank, suit) : pips(rank, suit);
  const c = corner(rank, suit);
  return `<rect class="cz-face" x="1.5" y="1.5" width="237" height="333" rx="14"/>`
    + `<g class="cz-corner">${c}</g>`
    + `<g class="cz-corner" transform="rotate(180 120 168)">${c}</g>${middle}`;
}

function svgOf(inner) {
  const svg = document.createElementNS(NS, "svg");
  svg.setAttribute("viewBox", `0 0 ${CARD_W} ${CARD_H}`);
  svg.setAttribute("aria-hidden", "true");
  svg.setAttribute("focusable", "false");
  svg.innerHTML = inner;
  return svg;
}

// Each face's <svg> (and the back's) is parsed once and cloned after: a redraw of the felt
// builds dozens of cards, and a clone costs far less than parsing the markup again. The
// colours are the card's class (the four-colour deck included), so one copy per code does.
const drawn = new Map();
function svgFor(code) {
  const key = code || "";
  let svg = drawn.get(key);
  if (!svg) {
    svg = svgOf(code ? faceMarkup(code) : use("cz-back", 0, 0, CARD_W, CARD_H));
    drawn.set(key, svg);
  }
  return svg.cloneNode(true);
}

/**
 * A card element: ``code`` a card code, or null for a back. ``tag`` "div" or "button";
 * ``name`` the accessible name (the card in words; the table passes the bridge's names).
 * Keeps the test hook ``data-card`` on faces; backs carry ``data-back``.
 */
export function cardElement(code, { tag = "div", name = null } = {}) {
  ensureSprite();
  const el = document.createElement(tag);
  if (tag === "button") el.type = "button";
  if (code) {
    const { suit } = parseCode(code);
    el.className = `card face s-${suit}`;
    el.dataset.card = code;
    el.append(svgFor(code));
  } else {
    el.className = "card back";
    el.dataset.back = "";
    el.append(svgFor(null));
  }
  if (name) {
    if (tag !== "button") el.setAttribute("role", "img");
    el.setAttribute("aria-label", name);
  } else if (tag !== "button") {
    el.setAttribute("aria-hidden", "true");
  }
  return el;
}

/** Turn a card element face up (``code``) or down (null) in place, keeping the element. */
export function setFace(el, code) {
  const fresh = cardElement(code);
  el.replaceChildren(...fresh.childNodes);
  const keep = [...el.classList].filter((c) => !/^(card|face|back|s-[SHDC])$/.test(c));
  el.className = [fresh.className, ...keep].join(" ");
  if (code) {
    el.dataset.card = code;
    delete el.dataset.back;
  } else {
    delete el.dataset.card;
    el.dataset.back = "";
  }
}
