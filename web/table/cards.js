// Card faces and backs drawn as SVG, generated here (no image files): corner indices in two
// corners, the standard pip layouts for A-10, a double-headed figure for J, Q and K, and one
// back design. Each face is a small SVG document of its own (its suit, rank and figure as
// <symbol>s, <use>d where they repeat), shown through an SVG <image>: the page styles and
// lays out one element per card, not the 20-60 of an inline face (its <use>s' shadow trees
// included), and the browser keeps one picture per face and size. Crisp at any zoom (the
// browser draws it again from the vectors at each scale).
//
// Colours: the suits' colours are faces.css's (.card.s-H … and the four-colour deck's
// .four-colour .card.s-D / .s-C, read once from the style sheet); a diamond or club card holds
// the face of both decks and faces.css shows the one of the deck in force, so the four-colour
// switch (body.four-colour, or .four-colour on any ancestor) stays one class.
//
// Card codes are the bridge's (cards.py): rank A 2 … 10 J Q K, then suit S H D C ("10D", "QS").

const NS = "http://www.w3.org/2000/svg";
export const CARD_W = 240;
export const CARD_H = 336; // 5:7
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

// The indices' ranks: DejaVu Serif Bold's outlines (Bitstream Vera licence), in a 50×50 box,
// made by scripts/rank_glyphs.py. Not <text>: a text's font is looked up and shaped again for
// every size a card is drawn at, tens of ms of main-thread layout each while cards travel.
const RANK_PATHS = {
  "A": "M5.2 44V41H8.2L21.9 7.5H27.7L41.5 41H45V44H27.9V41H31.5L28.5 33.6H14.8L11.7 41H16.1V44ZM16 30.6H27.3L21.6 16.7Z",
  "2": "M14.2 16.6H11.3V8.7Q14.2 7.8 17.2 7.3Q20.1 6.9 23.1 6.9Q30 6.9 33.9 9.7Q37.8 12.6 37.8 17.7Q37.8 21.3 35.7 24.1Q33.5 27 27.5 30.9L17.3 37.6H34.6V33.3H37.9V44H10.9V38L16.3 34.3Q23.3 29.5 25.5 26.2Q27.8 22.9 27.8 18.4Q27.8 14.2 26.1 12Q24.4 9.7 21 9.7Q18.1 9.7 16.4 11.5Q14.7 13.2 14.2 16.6Z",
  "3": "M11.9 8.6Q15.1 7.7 18.2 7.3Q21.2 6.9 24.1 6.9Q30.7 6.9 34.2 9.2Q37.7 11.6 37.7 16Q37.7 19.3 35.7 21.3Q33.7 23.4 29.7 24.1Q34.5 24.9 36.9 27.3Q39.2 29.8 39.2 34.2Q39.2 39.3 35.2 42Q31.1 44.7 23.4 44.7Q20.6 44.7 17.5 44.2Q14.4 43.7 11.1 42.8V34.7H14.1Q14.3 38.2 16.2 40Q18.1 41.9 21.5 41.9Q25.2 41.9 27.2 39.8Q29.3 37.7 29.3 33.9Q29.3 30 27.1 27.8Q25 25.7 21.2 25.7H19.5V22.8H20.8Q24.4 22.8 26.2 21.1Q28 19.4 28 16.1Q28 13 26.3 11.4Q24.6 9.7 21.4 9.7Q18.6 9.7 16.9 11.3Q15.2 12.9 14.9 15.9H11.9Z",
  "4": "M39.5 44H19.4V41H24.9V34.4H9.7V31.6L24.9 6.9H34.1V31.3H40.3V34.4H34.1V41H39.5ZM24.9 31.3V13.6L14 31.3Z",
  "5": "M35.8 7.5V13.9H16.3V22Q17.9 20.7 19.9 20.1Q21.9 19.4 24.1 19.4Q30.8 19.4 34.7 22.8Q38.6 26.3 38.6 32.1Q38.6 38.1 34.7 41.4Q30.8 44.7 23.8 44.7Q20.8 44.7 17.8 44.2Q14.9 43.7 11.7 42.7V34.7H14.6Q14.8 38.3 16.5 40.1Q18.2 41.9 21.6 41.9Q25.2 41.9 26.9 39.4Q28.6 37 28.6 32.1Q28.6 27.3 27 24.8Q25.3 22.4 21.8 22.4Q20 22.4 18.5 23.2Q17.1 24 15.8 25.6H13.4V7.5Z",
  "6": "M19.9 22.4Q21.5 21.1 23.5 20.5Q25.4 19.9 27.7 19.9Q33.3 19.9 36.5 23.1Q39.7 26.4 39.7 32.1Q39.7 38.1 36.1 41.4Q32.5 44.7 25.9 44.7Q18.4 44.7 14.6 40.2Q10.8 35.7 10.8 27Q10.8 17 15 12Q19.3 6.9 27.7 6.9Q29.9 6.9 32.4 7.3Q34.9 7.6 37.8 8.4V14.8H34.9Q34.2 12.3 32.5 11Q30.8 9.7 28.2 9.7Q23.8 9.7 21.9 12.7Q19.9 15.7 19.9 22.4ZM25.4 41.9Q27.9 41.9 28.9 39.7Q30 37.6 30 32.3Q30 27 28.9 24.9Q27.9 22.8 25.4 22.8Q22.8 22.8 21.8 24.9Q20.7 27 20.7 32.3Q20.7 37.6 21.8 39.7Q22.8 41.9 25.4 41.9Z",
  "7": "M38.2 13.8 23.2 44H18.2L32.9 14.5H14.9V19.4H11.6V7.5H38.2Z",
  "8": "M30.8 24.6Q35.2 25.3 37.5 27.8Q39.7 30.3 39.7 34.3Q39.7 39.3 35.9 42Q32.1 44.7 25 44.7Q17.8 44.7 14 42Q10.2 39.3 10.2 34.3Q10.2 30.3 12.5 27.8Q14.7 25.3 19.1 24.6Q15.2 23.7 13.3 21.6Q11.4 19.6 11.4 16.4Q11.4 11.8 14.9 9.3Q18.3 6.9 25 6.9Q31.6 6.9 35 9.3Q38.5 11.8 38.5 16.4Q38.5 19.6 36.6 21.6Q34.7 23.7 30.8 24.6ZM29.1 16.5Q29.1 12.7 28.1 11.2Q27.2 9.7 25 9.7Q22.7 9.7 21.8 11.2Q20.9 12.7 20.9 16.5Q20.9 20.3 21.8 21.8Q22.7 23.2 25 23.2Q27.2 23.2 28.1 21.8Q29.1 20.3 29.1 16.5ZM30 33.9Q30 29.4 28.9 27.7Q27.7 26.1 25 26.1Q22.2 26.1 21 27.7Q19.9 29.4 19.9 33.9Q19.9 38.4 21 40.1Q22.2 41.9 25 41.9Q27.7 41.9 28.9 40.1Q30 38.4 30 33.9Z",
  "9": "M24.6 9.7Q22.1 9.7 21.1 11.9Q20 14 20 19.3Q20 24.6 21.1 26.7Q22.1 28.8 24.6 28.8Q27.2 28.8 28.2 26.7Q29.3 24.6 29.3 19.3Q29.3 14 28.2 11.9Q27.2 9.7 24.6 9.7ZM30.1 29.2Q28.5 30.5 26.5 31.1Q24.5 31.7 22.3 31.7Q16.7 31.7 13.5 28.5Q10.3 25.2 10.3 19.5Q10.3 13.4 13.9 10.2Q17.4 6.9 24.1 6.9Q31.5 6.9 35.4 11.4Q39.2 15.9 39.2 24.6Q39.2 34.6 35 39.6Q30.7 44.7 22.3 44.7Q20.1 44.7 17.6 44.3Q15.1 44 12.2 43.2V36.8H15.1Q15.8 39.3 17.5 40.6Q19.2 41.9 21.9 41.9Q26.2 41.9 28.1 38.9Q30.1 35.9 30.1 29.2Z",
  "10": "M7.5 44V41H11.9V11.6L7 16V12.4L12.9 6.9H17.9V41H22.4V44ZM35.7 41.9Q37.6 41.9 38.3 39.2Q39 36.5 39 25.8Q39 15.2 38.3 12.5Q37.6 9.7 35.7 9.7Q33.8 9.7 33.1 12.4Q32.4 15.1 32.4 25.8Q32.4 36.5 33.1 39.2Q33.8 41.9 35.7 41.9ZM35.7 44.7Q30.9 44.7 28.4 39.8Q25.9 35 25.9 25.8Q25.9 16.7 28.4 11.8Q30.9 6.9 35.7 6.9Q40.4 6.9 42.9 11.8Q45.5 16.7 45.5 25.8Q45.5 35 42.9 39.8Q40.4 44.7 35.7 44.7Z",
  "J": "M9.5 52.7V47H12.7Q12.8 49.3 13.8 50.4Q14.7 51.4 16.6 51.4Q18.9 51.4 19.9 49.6Q20.8 47.8 20.8 42.8V10.5H15.5V7.5H34.9V10.5H30.3V43Q30.3 48.9 27.3 51.7Q24.3 54.4 17.8 54.4Q15.7 54.4 13.7 54Q11.6 53.6 9.5 52.7Z",
  "Q": "M24.8 44.7Q15.6 44.6 10.5 39.6Q5.3 34.6 5.3 25.8Q5.3 17 10.6 11.9Q15.8 6.9 25 6.9Q34.2 6.9 39.4 11.9Q44.6 16.9 44.6 25.8Q44.6 33.6 40.6 38.4Q36.6 43.2 29.2 44.4Q30.5 45.8 32.3 46.4Q34.2 47 37.1 47H38.4V53H37.7Q33 53 29.9 51Q26.8 49 24.8 44.7ZM25 41.8Q29.6 41.8 31.9 37.8Q34.2 33.9 34.2 25.8Q34.2 17.7 31.9 13.8Q29.6 9.8 25 9.8Q20.3 9.8 18.1 13.8Q15.8 17.8 15.8 25.8Q15.8 33.8 18.1 37.8Q20.3 41.8 25 41.8Z",
  "K": "M5.6 44V41H10.3V10.5H5.6V7.5H24.4V10.5H19.7V23.8L35.1 10.5H31.2V7.5H44.8V10.5H40L26.9 21.8L44.7 41H48.3V44H35.9L19.7 26.3V41H24.4V44Z",
};

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

const suitSymbol = (suit) => `<symbol id="cz-suit-${suit}" viewBox="-50 -50 100 100">`
  + `<path d="${SUIT_PATHS[suit]}" fill="currentColor"/>`
  + (suit === "C" ? `<g fill="currentColor">${CLUB_CIRCLES}</g>` : "") + "</symbol>";
// the indices' ranks: outlines, not text (a card's name is its label)
const rankSymbol = (rank) => `<symbol id="cz-rank-${rank}" viewBox="0 0 50 50">`
  + `<path class="cz-index" fill="currentColor" d="${RANK_PATHS[rank]}"/></symbol>`;
const courtSymbol = (rank) => `<clipPath id="cz-half"><rect x="46" y="44" width="148" height="124"/></clipPath>`
  + `<symbol id="cz-court-${rank}" viewBox="0 0 ${CARD_W} ${CARD_H}">`
  + `<g clip-path="url(#cz-half)">${COURT_ART[rank]}</g></symbol>`;
const BACK = `<defs><pattern id="cz-lattice" width="18" height="18" patternUnits="userSpaceOnUse">
<rect width="18" height="18" fill="#9b1c31"/><path d="M9 1L17 9L9 17L1 9Z" fill="none" stroke="#d9a441" stroke-width="1.4"/>
<circle cx="9" cy="9" r="2" fill="#f3d9a4"/></pattern></defs>
<rect x="1.5" y="1.5" width="237" height="333" rx="14" fill="#fdfbf5" stroke="#b9b3a6" stroke-width="3"/>
<rect x="14" y="14" width="212" height="308" rx="8" fill="url(#cz-lattice)" stroke="#7a1426" stroke-width="3"/>
<rect x="22" y="22" width="196" height="292" rx="5" fill="none" stroke="#f3d9a4" stroke-width="2"/>
<ellipse cx="120" cy="168" rx="44" ry="56" fill="#7a1426" stroke="#f3d9a4" stroke-width="3"/>
<path d="M120 126L146 168L120 210L94 168Z" fill="#f3d9a4"/><path d="M120 146L133 168L120 190L107 168Z" fill="#7a1426"/>`;

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

/** The inner markup of a face's <svg viewBox="0 0 240 336">: its symbols, then the face. */
export function faceMarkup(code) {
  const { rank, suit } = parseCode(code);
  const courtly = "JQK".includes(rank);
  const middle = courtly ? court(rank, suit) : pips(rank, suit);
  const c = corner(rank, suit);
  return `<defs>${suitSymbol(suit)}${rankSymbol(rank)}${courtly ? courtSymbol(rank) : ""}</defs>`
    + `<rect class="cz-face" x="1.5" y="1.5" width="237" height="333" rx="14" fill="#fffdf7" stroke="#cfc8b8" stroke-width="2"/>`
    + `<g class="cz-corner">${c}</g>`
    + `<g class="cz-corner" transform="rotate(180 120 168)">${c}</g>${middle}`;
}

/** A face's (or the back's, ``code`` null) SVG document: ``colour`` the suit's, ``robe`` the
 * court figures' robes. */
export function faceDocument(code, { colour = "#161616", robe = colour } = {}) {
  const inner = code
    ? faceMarkup(code).replace(/(class="cz-robe"[^>]*?)fill="currentColor"/g, `$1fill="${robe}"`)
    : BACK;
  return `<svg xmlns="${NS}" viewBox="0 0 ${CARD_W} ${CARD_H}" color="${colour}">${inner}</svg>`;
}

// The suits' colours as faces.css gives them (two decks: "two" and "four" colours), read
// once from a probe card: the style sheet stays their one source.
let colours = null;
function suitColours() {
  if (colours) return colours;
  colours = {};
  const probe = document.createElement("div");
  probe.className = "cz-probe";
  probe.setAttribute("aria-hidden", "true");
  const card = document.createElement("div");
  probe.append(card);
  document.body.append(probe);
  for (const deck of ["two", "four"]) {
    probe.classList.toggle("four-colour", deck === "four");
    for (const suit of "SHDC") {
      card.className = `card face s-${suit}`;
      const style = getComputedStyle(card);
      const colour = style.color;
      colours[`${deck}${suit}`] = { colour, robe: style.getPropertyValue("--robe").trim() || colour };
    }
  }
  probe.remove();
  return colours;
}

// Each face's picture is made once (a blob: URL, allowed by the page's img-src) and kept
// decoded (held), so a card drawn again shows at once.
const pictures = new Map(); // key -> {href, image}
function picture(code, deck) {
  const key = `${code || "back"}|${deck}`;
  let made = pictures.get(key);
  if (!made) {
    const look = code ? suitColours()[`${deck}${parseCode(code).suit}`] : {};
    // a blob, not a data: URL: the browser loads a data: URL's picture at once, in the task
    // that shows it (a deal or a redraw showing 20-30 faces not yet drawn was one task of
    // 60-120 ms), a blob's in a task of its own
    const href = URL.createObjectURL(new Blob([faceDocument(code, look)], { type: "image/svg+xml" }));
    const image = new Image();
    image.src = href;
    made = { href, image };
    pictures.set(key, made);
  }
  return made;
}
const pictureOf = (code, deck) => picture(code, deck).href;

/** Every face and the back made and decoded ahead, one at a time in idle moments (a face's
 * picture takes 4-8 ms to decode; 80 decoded at once were a task of a second at load), while
 * Python starts: the first deal then draws pictures the browser has already. A face wanted
 * before its turn is made when it is wanted. */
let warming = false;
export function warmFaces() {
  if (warming) return;
  warming = true;
  const wanted = [[null, "two"]];
  for (const suit of "SHDC") for (const rank of RANKS) wanted.push([`${rank}${suit}`, "two"]);
  for (const suit of "DC") for (const rank of RANKS) wanted.push([`${rank}${suit}`, "four"]);
  const idle = () => new Promise((resolve) => (globalThis.requestIdleCallback
    ? globalThis.requestIdleCallback(resolve, { timeout: 1000 }) : setTimeout(resolve, 20)));
  (async () => {
    for (const [code, deck] of wanted) {
      await idle();
      await picture(code, deck).image.decode().catch(() => {});
    }
  })();
}

function imageOf(href, deck) {
  const image = document.createElementNS(NS, "image");
  image.setAttribute("href", href);
  image.setAttribute("width", String(CARD_W));
  image.setAttribute("height", String(CARD_H));
  image.setAttribute("class", `cz-img cz-${deck}`);
  return image;
}

// Each card's <svg> is made once per code and cloned after.
const drawn = new Map();
function svgFor(code) {
  const key = code || "";
  let svg = drawn.get(key);
  if (!svg) {
    svg = document.createElementNS(NS, "svg");
    svg.setAttribute("viewBox", `0 0 ${CARD_W} ${CARD_H}`);
    svg.setAttribute("aria-hidden", "true");
    svg.setAttribute("focusable", "false");
    // diamonds and clubs differ between the decks: both faces, faces.css shows one
    const decks = code && "DC".includes(parseCode(code).suit) ? ["two", "four"] : ["two"];
    for (const deck of decks) svg.append(imageOf(pictureOf(code, deck), decks.length > 1 ? deck : "any"));
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
