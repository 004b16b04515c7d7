// The embed frame's words in English (embed-pt.js has the same keys in Portuguese). The
// rules' words (moves, verdicts, rule-set names, cards) come from the bridge.
export default {
  loading: "Loading the game…", you: "You", computer: "Computer", seat: (n) => `Seat ${n + 1}`,
  cards: (n) => `${n} card${n === 1 ? "" : "s"}`, stock: (n) => `stock ${n}`,
  yourHand: "Your hand", handOf: (name) => `${name} to play`, yourTurn: "Your turn: pick a card.",
  thinking: (name) => `${name} is thinking…`, played: (name, l) => `${name}: ${l}`,
  build: (v, who) => `build of ${v} · ${who}`, empty: "(empty table)",
  roundOver: (r, s) => `Round ${r} over: ${s}.`, matchOver: (s) => `Match over: ${s}.`,
  next: "Next round", again: "New match", noMoves: "No moves with this card.",
  tryCard: "Pick a card of the hand to play, then a move.",
  legal: (l) => `✓ Legal: ${l}.`, illegal: (l, why) => `✗ Not allowed — ${l}: ${why}`,
  movesWith: (c) => `Moves with ${c}`, score: "score",
  badParam: (k, v) => `Ignored ${k}=“${v}”.`, full: "Open the full game",
  passShow: (name) => `${name}: show my hand`, passTo: (name) => `Pass the device to ${name}.`,
  hand: (name, n) => `${name}: ${n} card${n === 1 ? "" : "s"} in hand`,
  pile: (names, n) => `${names}: captured ${n} card${n === 1 ? "" : "s"}`,
  top: (c) => `top card ${c}`, and: " & ",
  yourTurnOrTable: (goesOn) => `Your turn: pick a card, or a move below${goesOn ? " (your turn goes on)" : ""}.`,
  tryCardOrTable: "Pick a card of the hand, then a move; or try a move below with the table only.",
  declareTotal: (total, target) => `Your side: ${total} of ${target}.`,
};
