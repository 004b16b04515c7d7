// The embed frame's words in Portuguese (embed-en.js has the same keys in English).
export default {
  loading: "Carregando o jogo…", you: "Você", computer: "Computador", seat: (n) => `Lugar ${n + 1}`,
  cards: (n) => `${n} carta${n === 1 ? "" : "s"}`, stock: (n) => `monte ${n}`,
  yourHand: "Sua mão", handOf: (name) => `Vez de ${name}`, yourTurn: "Sua vez: escolha uma carta.",
  thinking: (name) => `${name} está pensando…`, played: (name, l) => `${name}: ${l}`,
  build: (v, who) => `construção de ${v} · ${who}`, empty: "(mesa vazia)",
  roundOver: (r, s) => `Fim da rodada ${r}: ${s}.`, matchOver: (s) => `Fim da partida: ${s}.`,
  next: "Próxima rodada", again: "Nova partida", noMoves: "Nenhuma jogada com esta carta.",
  tryCard: "Escolha uma carta da mão e depois uma jogada.",
  legal: (l) => `✓ Válida: ${l}.`, illegal: (l, why) => `✗ Não é permitido — ${l}: ${why}`,
  movesWith: (c) => `Jogadas com ${c}`, score: "placar",
  badParam: (k, v) => `${k}=“${v}” ignorado.`, full: "Abrir o jogo completo",
  passShow: (name) => `${name}: mostrar minha mão`, passTo: (name) => `Passe o aparelho para ${name}.`,
  hand: (name, n) => `${name}: ${n} carta${n === 1 ? "" : "s"} na mão`,
  pile: (names, n) => `${names}: ${n} carta${n === 1 ? "" : "s"} capturada${n === 1 ? "" : "s"}`,
  top: (c) => `carta de cima ${c}`, and: " e ",
};
