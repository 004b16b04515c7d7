// The lessons page's words in Portuguese (learn-en.js: the same keys). The lessons' own
// words (tasks, hints, verdicts, rule-set names) come from the engine (cassino.lessons).
export default {
  heading: "Aprender a jogar",
  title: (name) => `Aprender a jogar · ${name}`, loading: "Carregando o professor…",
  step: (n, total) => `Passo ${n} de ${total}`, hint: "Dica", hideHint: "Esconder a dica",
  table: "Mesa", hand: "Sua mão", empty: "(a mesa está vazia)",
  others: (k, n) => `Adversário${k ? ` ${k}` : ""}: ${n} carta${n === 1 ? "" : "s"}`,
  build: (v, mine) => `${v}${mine ? " · sua" : ""}`,
  pick: "Escolha uma carta da sua mão.", movesWith: (c) => `O que o ${c} pode fazer:`,
  tableMoves: "Só com a mesa (a vez continua):",
  next: "Próximo passo →", again: "Tentar de novo", finishedAll: "Você fez todos os passos!",
  finished: (name) => `Lição completa: você conhece as jogadas de ${name}.`,
  play: (name) => `Jogar ${name}`, restart: "Recomeçar a lição",
  refused: (why) => `Não pode: ${why}.`, rules: "Regras", other: "English",
  badParam: (k, v) => `${k}=“${v}” ignorado.`, stepDone: "feito",
};
