// A card in words for the embed frame and the lessons page: its name from the bridge's
// card_names (cards.py, sent with the `variants` answer and with a lesson), or its symbol
// ("10♦") until they have come. The game's table takes the same names (table-view.js).

const SUIT = { S: "♠", H: "♥", D: "♦", C: "♣" };
const names = {}; // card code -> {pt, en}: the bridge's names of the cards (cards.py)

/** Keep the bridge's card names (a `card_names` answer). */
export function setCardNames(cardNames) {
  Object.assign(names, cardNames || {});
}

/** A card's name in words in ``lang`` (its symbol until the bridge's names have come). */
export function cardName(code, lang) {
  return (names[code] && names[code][lang]) || symbol(code);
}

/** ``"10D"`` → ``"10♦"``. */
export function symbol(code) { return code.slice(0, -1) + (SUIT[code.slice(-1)] || code.slice(-1)); }
