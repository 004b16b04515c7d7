// Main thread: paints the table, talks to the worker (Python), renders the bridge's states.
// JS decides no rule: moves, labels, whose turn and scores all come from cassino.bridge.
// The worker keeps the match and its save; the page gets only what its viewer may see.
import { hasOwnKey, parsePace, parseSeed } from "./params.js";
import * as loading from "./progress.js";
import { learnUrl, markPlayed, shouldOffer } from "./learn-progress.js";

const I18N = {
  en: {
    title: "Cassino", language: "Language", loading: "Loading the game…",
    errorTitle: "Something went wrong", reload: "Reload",
    computer: "Computer", you: "You", stock: "Stock", piles: "Captured", score: "Score",
    table: "Table", yourHand: "Your hand", target: (n) => `(to ${n})`,
    round: (r, d, n) => `Round ${r} · deal ${d} of ${n}`, lastDeal: "last deal",
    yourTurn: "Your turn: choose a card.", thinking: "The computer is thinking…",
    choicesFor: (c) => `Moves with ${c}`, noMoves: "No moves with this card.",
    computerPlayed: (l) => `Computer: ${l}`, youPlayed: (l) => `You: ${l}`,
    roundOver: (r) => `Round ${r} over`, matchOver: "Match over",
    nextRound: "Next round", newMatch: "New match", item: "Item", total: "Round total",
    matchScore: "Match score", youWin: "You win the match!", computerWins: "The computer wins the match.",
    draw: "The match is a draw.", roundVoid: "Nobody captured: the round does not count.", emptyTable: "(empty)", build: (v) => `build of ${v}`,
    buildOwner: (o) => o, mine: "yours", theirs: "computer's",
    badVariant: (v, d) => `Unknown variant “${v}”: playing ${d} instead.`,
    badLang: (v) => `Unknown language “${v}”: use pt or en. Using the browser's language.`,
    badSeed: (v) => `Seed “${v}” is not a whole number: ignored.`,
    badPace: (v) => `Pace “${v}” is not a number of milliseconds (0 to 10000): using the pace setting.`,
    cardName: (r, s) => `${r} of ${s}`,
    ranks: { A: "ace", J: "jack", Q: "queen", K: "king" },
    suits: { S: "spades", H: "hearts", D: "diamonds", C: "clubs" },
    newGame: "New game", ruleSet: "Rule set", players: "Players", options: "Options",
    noOptions: "This rule set has no options.", cancel: "Cancel", start: "Start",
    variantLabel: "Rules", scoreboard: "Scores", sideCol: "Side", sweeps: "Sweeps",
    playersN: (n) => `${n} players`, playersList: (ns) => `${ns.join(", ")} players`,
    playersHint: (n, teams) => (n === 2 ? "You against the computer."
      : teams ? "Partnerships: you and your partner (seat 3, opposite) against seats 2 and 4."
        : `You against ${n - 1} computers, each playing for itself.`),
    yes: "yes", no: "no", isDefault: (x) => `${x} (default)`,
    computerN: (n) => `Computer ${n}`, partner: "partner", opponent: "opponent",
    youAndPartner: "You and partner", opponents: "Opponents",
    thinkingN: (name) => `${name} is thinking…`, playedBy: (name, l) => `${name}: ${l}`,
    winsMatch: (name, several) => `${name} ${several ? "win" : "wins"} the match.`, teamWins: "You and your partner win the match!",
    opponentsWin: "The opponents win the match.", ownedBy: (name) => `${name}'s`,
    partnerOwns: "partner's", dealer: "dealer", toMove: "to play", yourTurnShort: "your turn",
    badPlayers: (v, name, allowed, d) =>
      `${name} cannot be played by “${v}” players (allowed: ${allowed}): playing with ${d}.`,
    level: "Computer level", levelHint: "Expert thinks for up to a second a move.",
    badLevel: (v, d) => `Unknown level “${v}”: the computer plays at level ${d}.`,
    hint: "Hint", undo: "Undo", copyLink: "Copy link", linkText: "Link to this deal",
    linkCopied: "Link to this deal copied.", linkShown: "Link to this deal shown below.",
    hintText: (l) => `Suggestion: ${l}`, whyNot: (m) => `Not allowed: ${m}`,
    tryTrail: "Trail (lay it on the table)", log: "Game log", rules: "Rules",
    rulesTitle: (name) => `Rules: ${name}`, close: "Close", readRules: "Read the rules",
    learnOffer: (name) => `New to ${name}? Learn to play, step by step`,
    rulesPage: "Rules page, with examples to try",
    settings: "Settings", fourColour: "Four-colour deck (♦ blue, ♣ green)", pace: "Computer pace",
    paces: { 0: "Instant", 150: "Fast", 400: "Normal", 900: "Slow" },
    seats: "Seats", seatN: (n) => `Seat ${n + 1}`, human: "Human", youSeat: "(you)",
    computerAt: (name) => `Computer: ${name}`,
    passTitle: (name) => `Pass the device to ${name}`,
    passBody: "The hand stays hidden until its player is ready.",
    passShow: (name) => `I am ${name}: show my hand`, turnOf: (name) => `${name}: your turn — choose a card.`,
    resumed: "Your saved game was resumed.", badSave: (m) => `The saved game could not be resumed: ${m}`,
    history: "Match history", roundCol: "Round", roundN: (n) => `Round ${n}`, chartLabel: (parts) => `Scores after each round: ${parts}`,
    undone: "Move taken back.",
    tableActions: "Table actions",
    tableActionsHint: "These do not end your turn: afterwards, another table action or a hand card.",
    turnGoesOn: "your turn goes on", turnGoesOnStatus: "Your turn goes on: a table action or a hand card.",
    turnGoesOnCard: "Your turn goes on: play a hand card.",
    tableFirst: "Your turn: first a table action (no hand card can be played yet).",
    mustCapture: (v) => `You must capture the build of ${v} with a hand card this turn.`,
    pilesTitle: "Capture piles", pileOf: (name, n) => `${name} (${n})`, emptyPile: "empty",
    pileLabel: (name, n, top) => (top ? `${name}'s pile, ${n} cards, ${top} on top` : `${name}'s pile, empty`),
    yourPileLabel: (team, n, top) => `${team ? "Your side's pile" : "Your pile"}, ${top ? `${n} cards, ${top} on top` : "empty"}`,
    games: "Games", roundSoFar: "This round",
    carried: (parts) => `Carried from tied majorities: ${parts}.`,
    sweepPoints: (n) => `${n} pts`,
    sweepNames: { basra: "Basras", "basra-yemen": "Basras", ashush: "Basras", kasino: "Mokkis", "kasino-builds": "Mokkis", diloti: "Kseri" },
    declare: (n) => `Declare ${n}…`, declareTitle: "Declare the target?", declareConfirm: "Declare",
    declareText: (total, match, round, target) => `Your side has ${total} points now (${match} in the match + ${round} this round). The target is ${target}. Reached: your side wins at once. Not reached: it loses points and play goes on.`,
  },
  pt: {
    title: "Cassino", language: "Idioma", loading: "Carregando o jogo…",
    errorTitle: "Algo deu errado", reload: "Recarregar",
    computer: "Computador", you: "Você", stock: "Monte", piles: "Capturadas", score: "Placar",
    table: "Mesa", yourHand: "Sua mão", target: (n) => `(até ${n})`,
    round: (r, d, n) => `Rodada ${r} · mão ${d} de ${n}`, lastDeal: "última mão",
    yourTurn: "Sua vez: escolha uma carta.", thinking: "O computador está pensando…",
    choicesFor: (c) => `Jogadas com ${c}`, noMoves: "Nenhuma jogada com esta carta.",
    computerPlayed: (l) => `Computador: ${l}`, youPlayed: (l) => `Você: ${l}`,
    roundOver: (r) => `Fim da rodada ${r}`, matchOver: "Fim da partida",
    nextRound: "Próxima rodada", newMatch: "Nova partida", item: "Item", total: "Total da rodada",
    matchScore: "Placar da partida", youWin: "Você venceu a partida!", computerWins: "O computador venceu a partida.",
    draw: "A partida empatou.", roundVoid: "Ninguém capturou: a rodada não conta.", emptyTable: "(vazia)", build: (v) => `construção de ${v}`,
    buildOwner: (o) => o, mine: "sua", theirs: "do computador",
    badVariant: (v, d) => `Variante desconhecida “${v}”: jogando ${d}.`,
    badLang: (v) => `Idioma desconhecido “${v}”: use pt ou en. Usando o idioma do navegador.`,
    badSeed: (v) => `Semente “${v}” não é um número inteiro: ignorada.`,
    badPace: (v) => `Ritmo “${v}” não é um número de milissegundos (0 a 10000): usando o ritmo dos ajustes.`,
    cardName: (r, s) => `${r} de ${s}`,
    ranks: { A: "ás", J: "valete", Q: "dama", K: "rei" },
    suits: { S: "espadas", H: "copas", D: "ouros", C: "paus" },
    newGame: "Novo jogo", ruleSet: "Regras", players: "Jogadores", options: "Opções",
    noOptions: "Estas regras não têm opções.", cancel: "Cancelar", start: "Começar",
    variantLabel: "Regras", scoreboard: "Placar", sideCol: "Lado", sweeps: "Limpezas",
    playersN: (n) => `${n} jogadores`, playersList: (ns) => `${ns.join(", ")} jogadores`,
    playersHint: (n, teams) => (n === 2 ? "Você contra o computador."
      : teams ? "Em duplas: você e seu parceiro (lugar 3, à sua frente) contra os lugares 2 e 4."
        : `Você contra ${n - 1} computadores, cada um por si.`),
    yes: "sim", no: "não", isDefault: (x) => `${x} (padrão)`,
    computerN: (n) => `Computador ${n}`, partner: "parceiro", opponent: "adversário",
    youAndPartner: "Você e parceiro", opponents: "Adversários",
    thinkingN: (name) => `${name} está pensando…`, playedBy: (name, l) => `${name}: ${l}`,
    winsMatch: (name, several) => `${name} ${several ? "venceram" : "venceu"} a partida.`, teamWins: "Você e seu parceiro venceram a partida!",
    opponentsWin: "Os adversários venceram a partida.", ownedBy: (name) => `do ${name}`,
    partnerOwns: "do parceiro", dealer: "carteador", toMove: "na vez", yourTurnShort: "sua vez",
    badPlayers: (v, name, allowed, d) =>
      `${name} não se joga com “${v}” jogadores (permitido: ${allowed}): jogando com ${d}.`,
    level: "Nível do computador", levelHint: "O Especialista pensa até um segundo por jogada.",
    badLevel: (v, d) => `Nível desconhecido “${v}”: o computador joga no nível ${d}.`,
    hint: "Dica", undo: "Desfazer", copyLink: "Copiar link", linkText: "Link para esta partida",
    linkCopied: "Link para esta distribuição copiado.", linkShown: "O link para esta distribuição está abaixo.",
    hintText: (l) => `Sugestão: ${l}`, whyNot: (m) => `Não é permitido: ${m}`,
    tryTrail: "Largar (deixar na mesa)", log: "Registro do jogo", rules: "Regras",
    rulesTitle: (name) => `Regras: ${name}`, close: "Fechar", readRules: "Ler as regras",
    learnOffer: (name) => `Primeira vez no ${name}? Aprenda a jogar, passo a passo`,
    rulesPage: "Página das regras, com exemplos para experimentar",
    settings: "Ajustes", fourColour: "Baralho de quatro cores (♦ azul, ♣ verde)", pace: "Ritmo do computador",
    paces: { 0: "Imediato", 150: "Rápido", 400: "Normal", 900: "Lento" },
    seats: "Lugares", seatN: (n) => `Lugar ${n + 1}`, human: "Humano", youSeat: "(você)",
    computerAt: (name) => `Computador: ${name}`,
    passTitle: (name) => `Passe o aparelho para ${name}`,
    passBody: "A mão fica escondida até o jogador estar pronto.",
    passShow: (name) => `Sou ${name}: mostrar minha mão`, turnOf: (name) => `${name}: sua vez — escolha uma carta.`,
    resumed: "Seu jogo salvo foi retomado.", badSave: (m) => `Não foi possível retomar o jogo salvo: ${m}`,
    history: "Histórico da partida", roundCol: "Rodada", roundN: (n) => `Rodada ${n}`, chartLabel: (parts) => `Placar depois de cada rodada: ${parts}`,
    undone: "Jogada desfeita.",
    tableActions: "Ações na mesa",
    tableActionsHint: "Não encerram a vez: depois, outra ação na mesa ou uma carta da mão.",
    turnGoesOn: "a vez continua", turnGoesOnStatus: "A vez continua: uma ação na mesa ou uma carta da mão.",
    turnGoesOnCard: "A vez continua: jogue uma carta da mão.",
    tableFirst: "Sua vez: primeiro uma ação na mesa (nenhuma carta da mão pode ser jogada ainda).",
    mustCapture: (v) => `Você tem de capturar a construção de ${v} com uma carta da mão nesta vez.`,
    pilesTitle: "Montinhos de capturadas", pileOf: (name, n) => `${name} (${n})`, emptyPile: "vazio",
    pileLabel: (name, n, top) => (top ? `Montinho de ${name}, ${n} cartas, ${top} no topo` : `Montinho de ${name}, vazio`),
    yourPileLabel: (team, n, top) => `${team ? "Montinho do seu lado" : "Seu montinho"}, ${top ? `${n} cartas, ${top} no topo` : "vazio"}`,
    games: "Jogos", roundSoFar: "Nesta rodada",
    carried: (parts) => `Acumulado de maiorias empatadas: ${parts}.`,
    sweepPoints: (n) => `${n} pts`,
    sweepNames: { basra: "Basras", "basra-yemen": "Basras", ashush: "Basras", kasino: "Mokkis", "kasino-builds": "Mokkis", diloti: "Kseri" },
    declare: (n) => `Declarar ${n}…`, declareTitle: "Declarar a meta?", declareConfirm: "Declarar",
    declareText: (total, match, round, target) => `Seu lado tem agora ${total} pontos (${match} na partida + ${round} nesta rodada). A meta é ${target}. Se chegou: seu lado vence na hora. Se não: perde pontos e o jogo continua.`,
  },
};
const SUIT_SYMBOL = { S: "♠", H: "♥", D: "♦", C: "♣" };
const DEFAULT_VARIANT = "casino";

const params = new URLSearchParams(location.search);
const notices = []; // [fn(t) -> text]
const browserLang = (navigator.language || "en").toLowerCase().startsWith("pt") ? "pt" : "en";
let lang = browserLang;
if (params.has("lang")) {
  const asked = params.get("lang").toLowerCase();
  if (hasOwnKey(I18N, asked)) lang = asked;
  else notices.push((t) => t.badLang(params.get("lang")));
}
const paceParam = params.has("pace") ? parsePace(params.get("pace")) : null;
if (params.has("pace") && paceParam === null) notices.push((t) => t.badPace(params.get("pace")));
// Player preferences (deck colours, computer pace) live in localStorage; a page that cannot
// use it (private mode, quota) simply does not keep them. The match in progress is kept by
// the worker (cassino.save here is only what an older version left: it moves to the worker).
const PREFS_KEY = "cassino.prefs";
const SAVE_KEY = "cassino.save";
const PACES = [0, 150, 400, 900];
function storageGet(key) {
  try { return localStorage.getItem(key); } catch { return null; }
}
function storageSet(key, value) {
  try { localStorage.setItem(key, value); } catch { /* not kept */ }
}
function storageRemove(key) {
  try { localStorage.removeItem(key); } catch { /* nothing to remove */ }
}
const prefs = { fourColour: false, pace: 400 };
try {
  const kept = JSON.parse(storageGet(PREFS_KEY) || "{}");
  if (kept && typeof kept.fourColour === "boolean") prefs.fourColour = kept.fourColour;
  if (kept && PACES.includes(kept.pace)) prefs.pace = kept.pace;
} catch { /* unreadable preferences: the defaults */ }
const pacePinned = paceParam !== null; // ?pace= wins over the setting
let pace = pacePinned ? paceParam : prefs.pace;
const reducedMotion = window.matchMedia ? window.matchMedia("(prefers-reduced-motion: reduce)") : { matches: true };
let seed = null;
if (params.has("seed")) {
  const raw = params.get("seed");
  seed = parseSeed(raw);
  if (seed === null) notices.push((t) => t.badSeed(raw));
}

const $ = (sel) => document.querySelector(sel);
const el = (tag, attrs = {}, ...kids) => {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (v === null || v === undefined || v === false) continue;
    if (k === "class") node.className = v;
    else if (k === "text") node.textContent = v;
    else if (k.startsWith("on")) node.addEventListener(k.slice(2), v);
    else node.setAttribute(k, v === true ? "" : v);
  }
  for (const kid of kids) if (kid !== null && kid !== undefined) node.append(kid);
  return node;
};

// ---- app state (presentation only) -------------------------------------------------------
const app = {
  state: null,       // last state from the bridge
  variant: DEFAULT_VARIANT,
  players: 2,
  options: {},       // option key -> chosen value, sent with "new"
  level: "expert",   // the computer seats' default level
  seats: null,       // per seat: "human" or a computer level (null: seat 0 human, the rest app.level)
  levels: [],        // [{id, name: {pt, en}}] from the bridge
  variants: [],
  gen: 0,            // bumped by every new match: answers for an older one are dropped
  computerMoves: 0,  // computer moves asked for so far (a counter for tests)
  selected: null,    // selected hand card code
  message: null,     // {kind, text: {pt, en} | fn}
  busy: false,
  phase: "loading",
  hint: null,        // {id, card, ...} the computer's suggestion for this turn
  shownSeat: null,   // hot-seat: the seat whose hand is on screen (null: hidden)
  announced: 0,      // log lines already announced to screen readers
  prevTable: null,   // table card codes at the last render (to animate new ones)
  prevHand: null,
  replies: [],       // the computer moves since a human last played (each is shown)
  touched: false,    // the player has pressed a key or clicked (see focusHand)
};
window.cassino = app; // read-only hook for tests and embedding pages

function t() { return I18N[lang]; }
function setPhase(phase) {
  app.phase = phase;
  document.body.dataset.state = phase;
}

// ---- worker RPC ---------------------------------------------------------------------------
// Started by start-worker.js while the page was parsed (or here, without that script).
const { worker, early } = window.cassinoWorker
  || { worker: new Worker(new URL("./worker.js", import.meta.url), { type: "module" }), early: [] };
const pending = new Map();
let nextId = 1;
worker.onmessage = (event) => {
  const msg = event.data;
  if (msg.type === "progress" || msg.type === "ready") {
    loading.update(msg);
  } else if (msg.type === "fatal") {
    fail(msg.error);
  } else if (msg.type === "response") {
    const p = pending.get(msg.id);
    pending.delete(msg.id);
    if (!p) return;
    if (msg.error !== undefined) p.reject(new Error(msg.error));
    else p.resolve(msg.res);
  }
};
worker.onerror = (event) => {
  event.preventDefault();
  fail(event.message || "the worker could not start");
};
// Then what the worker said before this script ran, in order (once this module has been
// evaluated: the handlers use bindings declared further down).
queueMicrotask(() => {
  for (const event of early.splice(0)) {
    if (event.type === "error") worker.onerror(event);
    else worker.onmessage(event);
  }
});
// The worker keeps the match's save itself after every new position (once asked to, by
// "resume" in start()): no save, and so no hidden card, comes to the page.
function call(req) {
  const id = nextId++;
  return new Promise((resolve, reject) => {
    pending.set(id, { resolve, reject });
    worker.postMessage({ id, req });
  });
}
function messageOf(err) {
  if (err && err.message && typeof err.message === "object") return err.message[lang] || err.code;
  return String((err && err.message) || err);
}
/** A request that must not fail: an ok:false answer is an error too. */
async function mustCall(req) {
  const res = await call(req);
  if (!res || res.ok !== true) {
    const e = res && res.error;
    const text = e ? `${e.code}: ${messageOf(e)}` : "bad answer from the bridge";
    throw new Error(`${req.op}: ${text}`);
  }
  return res;
}

// ---- loading / errors / notices -----------------------------------------------------------
/** Text in the type sizes a dealt game shows and the loading screen does not (a card's
 * rank and suit, a badge, the status line), laid out unseen while Python starts. The
 * browser asks its main process for each new size's font settings once, 5–25 ms a size
 * when busy: asked now, while the page waits, not in the first drawing of the game. */
let fontWarmup = null;
function warmFonts() {
  if ($("#loading").hidden) return;
  const card = el("span", { class: cardClass("10S") }, ...cardFace("10S"));
  fontWarmup = el("div", { class: "font-warmup", "aria-hidden": "true" },
    el("div", { class: "cards hand" }, card),
    el("span", { class: "turn-badge", text: t().yourTurnShort }),
    el("p", { class: "status", text: t().yourTurn }));
  document.body.append(fontWarmup);
}
/** The loading bar goes with the first drawing of a match (one layout for both). */
function endLoading() {
  if ($("#loading").hidden) return;
  fontWarmup?.remove();
  loading.finish();
}
function fail(text) {
  fontWarmup?.remove();
  loading.stop();
  $("#loading").hidden = true;
  $("#error").hidden = false;
  $("#error-message").textContent = String(text);
  setPhase("error");
  console.warn("cassino error:", text);
}
function renderNotices() {
  const box = $("#notice");
  box.replaceChildren(...notices.map((fn) => el("p", { text: fn(t()) })));
  box.hidden = notices.length === 0;
}

// ---- cards --------------------------------------------------------------------------------
function cardParts(code) {
  return { rank: code.slice(0, -1), suit: code.slice(-1) };
}
function cardLabel(code) {
  const { rank, suit } = cardParts(code);
  return t().cardName(t().ranks[rank] || rank, t().suits[suit] || suit);
}
function cardFace(code) {
  const { rank, suit } = cardParts(code);
  const red = suit === "H" || suit === "D";
  // The glyphs are drawn by CSS (content: attr(data-glyph)): the card's name, in words, is
  // its only text, so what a screen reader or voice control hears is the aria-label.
  return [
    el("span", { class: "rank", "aria-hidden": "true", "data-glyph": rank }),
    el("span", { class: `suit ${red ? "red" : "black"}`, "aria-hidden": "true", "data-glyph": SUIT_SYMBOL[suit] || suit }),
  ];
}
function cardClass(code, extra = "") {
  const suit = code.slice(-1);
  return `card ${suit === "H" || suit === "D" ? "red" : "black"} s-${suit} ${extra}`.trim();
}
/** A table card: a button while a hand card is selected (click it to take it with that card,
 * or hear why not), else a picture. New cards since the last render slide in. */
function tableCard(code, selectable = false, fresh = false) {
  const cls = cardClass(code, fresh ? "enter" : "");
  if (selectable) {
    return el("button", {
      type: "button", class: cls, "data-card": code, "aria-label": cardLabel(code),
      onclick: () => tryTable({ card: code }),
    }, ...cardFace(code));
  }
  return el("div", { class: cls, "data-card": code, role: "img", "aria-label": cardLabel(code) },
    ...cardFace(code));
}

// ---- rendering ----------------------------------------------------------------------------
function applyStaticTexts() {
  document.documentElement.lang = lang === "pt" ? "pt-BR" : "en";
  document.title = t().title;
  for (const node of document.querySelectorAll("[data-i18n]")) {
    const v = t()[node.dataset.i18n];
    if (typeof v === "string") node.textContent = v;
  }
  $("#lang").value = lang;
  applyPrefs();
  if (app.phase === "loading") loading.render(lang);
  renderNotices();
}

function render() {
  applyStaticTexts();
  const s = app.state;
  if (!s) return;
  endLoading();
  const v = s.view;
  const tr = t();
  const playing = !v.round_over && !v.match_over;

  renderSeats(v, playing);

  const variant = variantById(v.variant);
  $("#variant-name").textContent = (variant ? variant.name[lang] : v.variant)
    + (v.players > 2 ? ` · ${tr.playersN(v.players)}` : "");
  $("#stock").textContent = String(v.stock);
  $("#target").textContent = tr.target(v.target);
  $("#round-info").textContent = tr.round(v.round, v.deal, v.deals) + (v.last_deal ? ` · ${tr.lastDeal}` : "");
  renderScoreboard(v, playing);

  // table: loose cards and builds (buttons while a hand card is selected)
  const canAct = s.awaiting === "human" && !app.busy && !passing();
  const selectable = canAct && app.selected !== null;
  const animate = !reducedMotion.matches && app.prevTable !== null;
  const before = new Set(app.prevTable || []);
  const table = $('[data-zone="table"]');
  const focused = document.activeElement;
  const focusedCard = focused && focused.dataset ? focused.dataset.card : null;
  const focusedBuild = focused && focused.dataset ? focused.dataset.buildButton : null;
  const focusedZone = focused && focused.closest ? focused.closest("[data-zone]")?.dataset.zone : null;
  const kids = v.table.loose.map((code) => tableCard(code, selectable, animate && !before.has(code)));
  for (const b of v.table.builds) {
    const owner = ownerText(v, b.owner);
    const fresh = animate && !b.groups.flat().every((c) => before.has(c));
    const groups = b.groups.map((g) => el("div", { class: "group" }, ...g.map((c) => tableCard(c))));
    const head = selectable
      ? el("button", {
        type: "button", class: "build-head", "data-build-button": String(b.id),
        onclick: () => tryTable({ build: b.id }), text: `${tr.build(b.value)} · ${owner}`,
      })
      : el("div", { class: "build-head", text: `${tr.build(b.value)} · ${owner}` });
    const pending = v.pending_capture === b.id;
    kids.push(el("div", {
      class: `build${fresh ? " built" : ""}${pending ? " pending" : ""}`, "data-build": String(b.id),
      "data-owner": String(b.owner), "data-pending": pending ? "true" : null,
      role: "group", "aria-label": `${tr.build(b.value)} (${owner})`,
    }, head, ...groups));
  }
  if (kids.length === 0) kids.push(el("p", { class: "empty", text: tr.emptyTable }));
  table.replaceChildren(...kids);
  app.prevTable = [...v.table.loose, ...v.table.builds.flatMap((b) => b.groups.flat())];
  if (focusedZone === "table") {
    const again = focusedBuild
      ? table.querySelector(`[data-build-button="${focusedBuild}"]`)
      : table.querySelector(`button[data-card="${focusedCard}"]`);
    again?.focus();
  }
  renderPiles(v, selectable);
  if (focusedZone === "pile") $(`#pile-list button[data-card="${focusedCard}"]`)?.focus();

  // hand (hidden behind the pass screen in hot-seat play until its player is ready)
  const hand = $('[data-zone="hand"]');
  const handBefore = new Set(app.prevHand || []);
  const dealt = animate && app.prevHand !== null;
  const shown = passing() ? [] : v.hand;
  hand.replaceChildren(...shown.map((code) => el("button", {
    type: "button",
    class: cardClass(code, `${app.selected === code ? "selected" : ""} ${canAct && !movesFor(code).length ? "stuck" : ""} ${dealt && !handBefore.has(code) ? "dealt" : ""}`),
    "data-card": code, "aria-label": cardLabel(code), "aria-pressed": app.selected === code ? "true" : "false",
    "data-moves": canAct ? String(movesFor(code).length) : null,
    "data-hint": app.hint && app.hint.card === code ? "true" : null,
    disabled: !canAct, onclick: () => selectCard(code),
  }, ...cardFace(code))));
  app.prevHand = passing() ? app.prevHand : [...v.hand];
  if (focusedCard && focusedZone === "hand") hand.querySelector(`[data-card="${focusedCard}"]`)?.focus();
  $("#my-seat-title").textContent = s.hotseat ? seatName(v, v.seat) : tr.yourHand;
  const myTurn = playing && v.to_move === v.seat;
  $("#my-seat").classList.toggle("to-move", myTurn);
  $("#my-seat").dataset.seat = String(v.seat);
  $("#my-turn").hidden = !myTurn;
  $("#my-turn").textContent = tr.yourTurnShort;
  $("#my-dealer").hidden = v.dealer !== v.seat;
  $("#my-dealer").textContent = tr.dealer;

  // status line
  let status = "";
  const lm = s.last_move;
  // A move without a hand card (a table action, a declaration) leaves the turn with its player.
  const goesOn = s.awaiting === "human" && lm && lm.seat === v.seat && v.to_move === v.seat
    && (lm.card === null || lm.card === undefined);
  if (s.awaiting === "human") {
    status = s.hotseat ? tr.turnOf(seatName(v, v.seat)) : tr.yourTurn;
    if (goesOn) status = tableMoves().length ? tr.turnGoesOnStatus : tr.turnGoesOnCard;
    if (!s.moves.some((m) => m.card) && tableMoves().length) status = tr.tableFirst;
    const pending = v.table.builds.find((b) => b.id === v.pending_capture);
    if (pending) status += ` ${tr.mustCapture(pending.value)}`;
  } else if (s.awaiting === "computer") {
    status = v.players === 2 ? tr.thinking : tr.thinkingN(seatName(v, v.to_move));
  }
  $("#status").textContent = status;
  let lastText = "";
  if (lm && lm.label) {
    lastText = lm.seat === v.seat ? tr.youPlayed(lm.label[lang]) : tr.playedBy(seatName(v, lm.seat), lm.label[lang]);
    const lastLine = s.log && s.log.length ? s.log[s.log.length - 1][lang] : "";
    if (lm.kind === "declare" && lastLine) lastText = lastLine; // says whether it was right
    if (goesOn) lastText += ` — ${tr.turnGoesOn}`;
    // With several computers, each one's move since the human last played, one a line.
    const replies = app.replies.filter((m) => m.label && m.seat !== v.seat);
    if (lm.seat !== v.seat && replies.length > 1) {
      lastText = replies.map((m) => tr.playedBy(seatName(v, m.seat), m.label[lang])).join("\n");
    }
  }
  const msg = app.message ? app.message.text[lang] : lastText;
  $("#message").textContent = msg;
  $("#message").className = `message ${app.message ? app.message.kind : ""}`;
  if (app.message && app.message.code) $("#message").dataset.code = app.message.code;
  else delete $("#message").dataset.code;

  $("#hint").disabled = !canAct;
  $("#undo").disabled = !s.can_undo || app.busy || !playing; // no undo once the round is over
  $("#copy-link").disabled = false;
  $("#rules-button").disabled = !app.variants.length;
  renderPass();
  renderChoices();
  renderTableActions(v);
  renderDeclare(v);
  renderRoundEnd();
  renderLog();
}

// ---- hot-seat: the hand of the seat to move stays hidden until its player is ready ----------
function passing() {
  const s = app.state;
  return Boolean(s && s.hotseat && s.awaiting === "human"
    && (app.shownSeat !== s.seat || s.hand_hidden));
}
function renderPass() {
  const box = $("#pass");
  const s = app.state;
  if (!passing()) {
    box.hidden = true;
    return;
  }
  const name = seatName(s.view, s.seat);
  $("#pass-title").textContent = t().passTitle(name);
  $("#pass-body").textContent = t().passBody;
  $("#pass-show").textContent = t().passShow(name);
  box.hidden = false;
}
/** The seat whose hand an undo leaves on screen: in hot-seat play none, so the pass screen
 * stands until the seat to move confirms (whoever pressed Undo may not be that player). */
function shownAfterUndo(s) {
  return s.hotseat ? null : s.seat;
}
function showHand() {
  const s = app.state;
  if (!s || app.busy) return;
  const gen = app.gen;
  if (s.hand_hidden) setPhase("thinking"); // until the worker sends the hand
  return guarded(async () => {
    // The worker sends the hand only now that its player said they have the device.
    const res = s.hand_hidden ? await mustCall({ op: "confirm", seat: s.seat }) : s;
    if (gen !== app.gen || app.state !== s) return;
    app.state = res;
    app.shownSeat = res.seat;
    setPhase(phaseFor(res));
    render();
    focusHand();
  });
}

// ---- the game log and what screen readers hear ---------------------------------------------
// The log follows its newest line unless the reader has scrolled back. Its position is read
// only when it scrolls and set in the next frame: a render never forces a layout of its own.
let logAtEnd = true;
$("#log").addEventListener("scroll", (e) => {
  const list = e.currentTarget;
  logAtEnd = list.scrollTop + list.clientHeight >= list.scrollHeight - 4;
}, { passive: true });
function renderLog() {
  const s = app.state;
  const lines = (s && s.log) || [];
  const list = $("#log");
  list.replaceChildren(...lines.map((line, i) => el("li", { "data-line": String(i), text: line[lang] })));
  if (logAtEnd) requestAnimationFrame(() => { list.scrollTop = list.scrollHeight; });
}
/** Announce the log lines added since the last announcement (a new round starts afresh). */
function announce() {
  const lines = (app.state && app.state.log) || [];
  if (app.announced > lines.length) app.announced = 0;
  const fresh = lines.slice(app.announced).map((line) => line[lang]);
  app.announced = lines.length;
  if (fresh.length) $("#announce").textContent = fresh.slice(-3).join(" ");
}

// ---- seats and sides ----------------------------------------------------------------------
// Scores, piles and sweeps belong to sides: a seat each, or two partners (seats 0+2, 1+3).
/** The side (team) the viewing seat plays for. */
function mySide(v) {
  return v.side ?? v.seat;
}
function teamsOf(v) {
  return v.teams ?? Array.from({ length: v.players }, (_, i) => [i]);
}
function sideOf(v, seat) {
  const i = teamsOf(v).findIndex((team) => team.includes(seat));
  return i < 0 ? seat : i;
}
function partnered(v) {
  return teamsOf(v).some((team) => team.length > 1);
}
/** The seats each capture pile belongs to: a side's (the usual), or one player's (000
 * Lesotho partnerships, where each player keeps a pile). */
function pileSeats(v) {
  return v.pile_seats ?? teamsOf(v);
}
/** Every seat in the order play goes round the table, from the viewer (the bridge's). */
function playOrder(v) {
  return v.order || Array.from({ length: v.players }, (_, i) => (v.seat + i) % v.players);
}
/** The sides (scores, breakdown, history), then the piles, in the order their players play
 * from the viewer: ours first. */
function sidesInOrder(v) {
  const sides = playOrder(v).map((seat) => sideOf(v, seat));
  return sides.filter((side, i) => sides.indexOf(side) === i && side < v.scores.length);
}
function pilesInOrder(v) {
  const seats = pileSeats(v);
  const place = (seat) => playOrder(v).indexOf(seat);
  return seats.map((_, i) => i).sort((a, b) => Math.min(...seats[a].map(place)) - Math.min(...seats[b].map(place)));
}
/** How many cards a side has captured, over its piles (the bridge counts them). */
function sideCards(v, side) {
  return (v.captured || [])[side] ?? 0;
}
function seatName(v, seat) {
  const tr = t();
  const s = app.state;
  // The bridge's names: numbered in the order play goes round the table.
  if (s && s.names && s.names[seat]) return s.names[seat][lang];
  if (seat === v.seat) return tr.you;
  return v.players === 2 ? tr.computer : tr.computerN(seat);
}
function sideName(v, side) {
  const tr = t();
  const members = teamsOf(v)[side] ?? [side];
  if (app.state && app.state.hotseat) return members.map((m) => seatName(v, m)).join(" + ");
  if (members.includes(v.seat)) return members.length > 1 ? tr.youAndPartner : tr.you;
  return members.length > 1 ? tr.opponents : seatName(v, members[0]);
}
function ownerText(v, owner) {
  const tr = t();
  if (owner === v.seat) return tr.mine;
  if (v.players === 2 && !(app.state && app.state.hotseat)) return tr.theirs; // hot-seat: by name
  if (partnered(v) && sideOf(v, owner) === mySide(v)) return tr.partnerOwns;
  return tr.ownedBy(seatName(v, owner));
}

/** One zone per other seat, in the order play goes round the table after ours (the view's
 * ``order``: to the right in the rule sets that play anticlockwise): card backs, count,
 * role, turn. */
function renderSeats(v, playing) {
  const tr = t();
  const teams = partnered(v);
  const others = playOrder(v).slice(1);
  $("#opponents").dataset.players = String(v.players);
  $("#opponents").replaceChildren(...others.map((seat) => {
    const role = sideOf(v, seat) === mySide(v) ? "partner" : "opponent";
    const count = (v.hands || [])[seat] ?? 0;
    const turn = playing && v.to_move === seat;
    return el("section", {
      class: `seat opponent ${role}${turn ? " to-move" : ""}`, "data-zone": "opponent",
      "data-seat": String(seat), "data-role": role, "data-turn": turn ? "true" : null,
    },
    el("h2", {},
      el("span", { class: "seat-name", text: seatName(v, seat) }), " ",
      teams ? el("span", { class: `role ${role}`, text: tr[role] }) : null, " ",
      el("span", { class: "count", "data-count": String(count), text: `(${count})` }),
      v.dealer === seat ? el("span", { class: "dealer", text: tr.dealer }) : null,
      turn ? el("span", { class: "turn-badge", text: tr.toMove }) : null),
    el("div", { class: "cards backs", "aria-hidden": "true" },
      ...Array.from({ length: count }, () => el("div", { class: "card back" }))));
  }));
}

/** Per side: captured cards, sweeps (with their points where a sweep is worth more than
 * one: a basra, 10), games won in a best-of series, this round's points so far (where a
 * side declares its total) and the match score; points carried from tied majorities below. */
function renderScoreboard(v, playing) {
  const tr = t();
  const sides = sidesInOrder(v);
  const moving = playing ? sideOf(v, v.to_move) : -1;
  const games = (v.games_won || []).some((n) => n > 0);
  const soFar = v.declare_target !== null && v.declare_target !== undefined && Array.isArray(v.round_points);
  $("#sweeps-head").textContent = tr.sweepNames[v.variant] || tr.sweeps;
  $("#games-head").hidden = !games;
  $("#so-far-head").hidden = !soFar;
  const sweepText = (side) => {
    const count = (v.sweeps || [])[side] ?? 0;
    const points = (v.sweep_points || [])[side] ?? count;
    return points && points !== count ? `${count} (${tr.sweepPoints(points)})` : String(count);
  };
  $("#scoreboard").tBodies[0].replaceChildren(...sides.map((side) => el("tr", {
    "data-side": String(side),
    class: `${side === mySide(v) ? "mine" : ""} ${side === moving ? "to-move" : ""}`.trim() || null,
  },
  el("th", { scope: "row", text: sideName(v, side) }),
  el("td", { id: `pile-${side}`, text: String(sideCards(v, side)) }),
  el("td", { id: `sweeps-${side}`, "data-sweeps": String((v.sweeps || [])[side] ?? 0), text: sweepText(side) }),
  games ? el("td", { id: `games-${side}`, text: String(v.games_won[side] ?? 0) }) : null,
  soFar ? el("td", { id: `so-far-${side}`, text: String(v.round_points[side] ?? 0) }) : null,
  el("td", { id: `score-${side}`, text: String(v.scores[side] ?? 0) }))));
  const names = (app.state && app.state.item_names) || {};
  const carried = Object.entries(v.carried || {}).filter(([, n]) => n);
  $("#carried").textContent = carried.length
    ? tr.carried(carried.map(([k, n]) => `${(names[k] && names[k][lang]) || k} ${n}`).join(", ")) : "";
  $("#carried").hidden = !carried.length;
}

/** Each capture pile (a side's, or a player's), its top card face up, where the rule set
 * uses pile tops (000): a button while a hand card is selected, as a table card (some rules
 * take it) — never on the player's own pile. */
function renderPiles(v, selectable) {
  const box = $("#piles");
  const tops = v.pile_tops;
  if (!Array.isArray(tops)) {
    box.hidden = true;
    $("#pile-list").replaceChildren();
    return;
  }
  const tr = t();
  $("#pile-list").replaceChildren(...pilesInOrder(v).map((index) => {
    const top = tops[index];
    const seats = pileSeats(v)[index] ?? [index];
    const side = sideOf(v, seats[0]);
    const name = seats.length === 1 && partnered(v) ? seatName(v, seats[0]) : sideName(v, side);
    const count = (v.piles || [])[index] ?? 0;
    const mine = seats.includes(v.seat);
    return el("div", {
      class: `pile${mine ? " mine" : ""}`, "data-zone": "pile", "data-side": String(side),
      "data-pile": String(index),
      role: "group", "aria-label": mine && !(app.state && app.state.hotseat)
        ? tr.yourPileLabel(seats.length > 1, count, top ? cardLabel(top) : null)
        : tr.pileLabel(name, count, top ? cardLabel(top) : null),
    },
    el("div", { class: "pile-name", "aria-hidden": "true", text: tr.pileOf(name, count) }),
    top ? tableCard(top, selectable && !mine) : el("p", { class: "empty", text: tr.emptyPile }));
  }));
  box.hidden = false;
}

function movesFor(code) {
  const s = app.state;
  if (!s || s.awaiting !== "human") return [];
  return s.moves.map((m, i) => ({ m, i })).filter(({ m }) => m.card === code);
}

/** Moves without a hand card: a build of table cards or an addition to a build (000). They
 * do not end the turn. (Tablic's declaration has a button and a confirmation of its own.) */
function tableMoves() {
  const s = app.state;
  if (!s || s.awaiting !== "human") return [];
  return s.moves.map((m, i) => ({ m, i }))
    .filter(({ m }) => (m.card === null || m.card === undefined) && m.kind !== "declare");
}

// ---- Tablic's declaration: a button, then a confirmation with the side's total ---------------
/** The declaration the bridge offers the seat on screen now, as the move to send. */
function declareMove() {
  const s = app.state;
  if (!s || s.awaiting !== "human" || passing()) return null;
  return s.moves.find((m) => m.kind === "declare") || null;
}
function renderDeclare(v) {
  const button = $("#declare");
  const move = declareMove();
  button.hidden = !move;
  if (!move) {
    if ($("#declare-dialog").open) $("#declare-dialog").close();
    return;
  }
  const hinted = Boolean(app.hint && app.hint.kind === "declare");
  button.textContent = `${hinted ? "★ " : ""}${t().declare(v.declare_target)}`;
  button.dataset.hint = String(hinted);
  button.disabled = app.busy;
}
/** The side's total as the declaration counts it: match score plus this round's points. */
function openDeclare() {
  const s = app.state;
  if (!declareMove() || app.busy) return;
  const v = s.view;
  const side = mySide(v);
  const match = v.scores[side] ?? 0;
  const round = (v.round_points || [])[side] ?? 0;
  $("#declare-text").textContent = t().declareText(match + round, match, round, v.declare_target);
  const dialog = $("#declare-dialog");
  if (!dialog.open) dialog.showModal();
  $("#declare-cancel").focus(); // a stray Enter keeps the points
}
function confirmDeclare(event) {
  event.preventDefault();
  $("#declare-dialog").close();
  const move = declareMove();
  if (move) {
    app.focusGame = true;
    send(move);
  }
}

function renderTableActions(v) {
  const box = $("#table-actions");
  const list = $("#table-action-list");
  const actions = passing() ? [] : tableMoves();
  if (!actions.length) {
    box.hidden = true;
    list.replaceChildren();
    return;
  }
  const tr = t();
  const focused = document.activeElement;
  const focusedMove = focused && list.contains(focused) ? focused.dataset.move : null;
  $("#table-actions-hint").textContent = tr.tableActionsHint;
  list.replaceChildren(...actions.map(({ m, i }) => {
    const hinted = app.hint && app.hint.id === i;
    return el("li", {}, el("button", {
      type: "button", class: `choice table-action ${m.kind}${hinted ? " hinted" : ""}`,
      "data-move": String(i), "data-kind": m.kind, "data-hint": hinted ? "true" : null,
      disabled: app.busy, onclick: () => play(i),
      onmouseenter: () => highlight(m), onfocus: () => highlight(m),
      onmouseleave: () => highlight(null), onblur: () => highlight(null),
    }, hinted ? "★ " : null, (m.label && m.label[lang]) || m.kind));
  }));
  box.hidden = false;
  if (focusedMove !== null && focusedMove !== undefined) {
    list.querySelector(`[data-move="${focusedMove}"]`)?.focus();
  }
}

function renderChoices() {
  const box = $("#choices");
  const list = $("#choice-list");
  if (!app.selected || !app.state || app.state.awaiting !== "human") {
    box.hidden = true;
    list.replaceChildren();
    return;
  }
  const all = movesFor(app.selected);
  const choices = app.filter ? all.filter(({ i }) => app.filter.includes(i)) : all;
  $("#choices-title").textContent = t().choicesFor(cardLabel(app.selected));
  const items = choices.map(({ m, i }) => {
    const hinted = app.hint && app.hint.id === i;
    return el("li", {},
      el("button", {
        type: "button", class: `choice ${m.kind}${hinted ? " hinted" : ""}`, "data-move": String(i),
        "data-kind": m.kind, "data-hint": hinted ? "true" : null, disabled: app.busy,
        onclick: () => play(i),
        onmouseenter: () => highlight(m), onfocus: () => highlight(m),
        onmouseleave: () => highlight(null), onblur: () => highlight(null),
      }, hinted ? "★ " : null, (m.label && m.label[lang]) || `${m.kind} ${m.card}`));
  });
  if (choices.length === 0) items.push(el("li", { text: t().noMoves }));
  // Trailing is offered even where the rules forbid it, so the bridge can say why not.
  if (!app.filter && !all.some(({ m }) => m.kind === "trail")) {
    items.push(el("li", {}, el("button", {
      type: "button", class: "choice trail attempt", "data-attempt": "trail", disabled: app.busy,
      onclick: () => send({ kind: "trail", card: app.selected }),
    }, t().tryTrail)));
  }
  list.replaceChildren(...items);
  box.hidden = false;
}

/** A table card or build clicked with a hand card selected: the move that takes or uses it
 * (a choice among several), or, when none is legal, ask the bridge and show why not. */
function tryTable(target) {
  const s = app.state;
  if (!s || s.awaiting !== "human" || app.busy || !app.selected) return;
  const fits = movesFor(app.selected).filter(({ m }) => (target.build !== undefined
    ? m.target === target.build || (m.targets || []).includes(target.build)
    : (m.takes || []).includes(target.card) || (m.uses || []).includes(target.card)));
  if (fits.length === 1) return play(fits[0].i);
  if (fits.length > 1) {
    app.filter = fits.map(({ i }) => i);
    render();
    $("#choice-list button")?.focus();
    return;
  }
  const build = target.build !== undefined ? s.view.table.builds.find((b) => b.id === target.build) : null;
  return send(build
    ? { kind: "capture", card: app.selected, targets: [build.id], takes: build.groups.flat() }
    : { kind: "capture", card: app.selected, takes: [target.card] });
}

function highlight(move) {
  for (const node of document.querySelectorAll(".hl")) node.classList.remove("hl");
  if (!move) return;
  const table = $('[data-zone="table"]');
  const codes = new Set([...(move.takes || []), ...(move.uses || [])]);
  for (const code of codes) {
    for (const node of table.querySelectorAll(`[data-card="${code}"]`)) node.classList.add("hl");
  }
  // An opponent's capture-pile top the move takes or uses (000).
  const piles = move.from_piles || (move.from_pile === null || move.from_pile === undefined ? [] : [move.from_pile]);
  for (const index of piles) {
    const pile = document.querySelector(`#pile-list [data-zone="pile"][data-pile="${index}"]`);
    for (const node of pile ? pile.querySelectorAll("[data-card]") : []) node.classList.add("hl");
  }
  for (const b of app.state.view.table.builds) {
    const cards = b.groups.flat();
    const targeted = b.id === move.target || (move.targets || []).includes(b.id);
    if (targeted || (cards.length && cards.every((c) => codes.has(c)))) {
      table.querySelector(`[data-build="${b.id}"]`)?.classList.add("hl");
    }
  }
}

function renderRoundEnd() {
  const s = app.state;
  const box = $("#round-end");
  if (!s || (s.awaiting !== "round-over" && s.awaiting !== "match-over") || !s.round_score) {
    box.hidden = true;
    return;
  }
  const tr = t();
  const v = s.view;
  const seats = sidesInOrder(v); // one column per side
  $("#round-end-title").textContent = s.awaiting === "match-over" ? tr.matchOver : tr.roundOver(v.round);
  const items = Object.keys(s.item_names || {});
  for (const rs of s.round_score) for (const k of Object.keys(rs.items)) if (!items.includes(k)) items.push(k);
  const table = $("#breakdown");
  table.tHead.replaceChildren(el("tr", {}, el("th", { scope: "col", text: tr.item }),
    ...seats.map((i) => el("th", {
      scope: "col", "data-seat": String(i), "data-side": String(i), text: sideName(v, i),
    }))));
  table.tBodies[0].replaceChildren(...items.map((k) => el("tr", { "data-item": k },
    el("th", { scope: "row", text: (s.item_names[k] && s.item_names[k][lang]) || k }),
    ...seats.map((i) => el("td", { "data-seat": String(i), text: String(s.round_score[i].items[k] ?? 0) })))));
  table.tFoot.replaceChildren(
    el("tr", { "data-item": "total" }, el("th", { scope: "row", text: tr.total }),
      ...seats.map((i) => el("td", { "data-seat": String(i), text: String(s.round_score[i].total) }))),
    el("tr", { "data-item": "match" }, el("th", { scope: "row", text: tr.matchScore }),
      ...seats.map((i) => el("td", { "data-seat": String(i), text: String(v.scores[i]) }))));
  let winner = "";
  if (s.awaiting === "match-over") {
    if (v.winner === null || v.winner === undefined) winner = tr.draw;
    else if (v.winner === mySide(v)) winner = partnered(v) ? tr.teamWins : tr.youWin;
    else if (v.players === 2) winner = tr.computerWins;
    else if (partnered(v)) winner = tr.opponentsWin;
    else winner = tr.winsMatch(sideName(v, v.winner), teamsOf(v)[v.winner].length > 1);
  }
  if (s.round_void || v.round_void) winner = [tr.roundVoid, winner].filter(Boolean).join(" ");
  $("#winner").textContent = winner;
  $("#winner").hidden = !winner;
  const next = $("#next");
  next.textContent = s.awaiting === "match-over" ? tr.newMatch : tr.nextRound;
  next.disabled = app.busy;
  if (s.awaiting === "match-over" && v.winner !== null && v.winner !== undefined && s.hotseat) {
    $("#winner").textContent = tr.winsMatch(sideName(v, v.winner), teamsOf(v)[v.winner].length > 1);
  }
  renderHistory(s, v);
  box.hidden = false;
}

const SVG = "http://www.w3.org/2000/svg";
function svg(tag, attrs = {}, ...kids) {
  const node = document.createElementNS(SVG, tag);
  for (const [k, val] of Object.entries(attrs)) node.setAttribute(k, String(val));
  for (const kid of kids) node.append(kid);
  return node;
}

/** Every round's points and the running totals, as a table and a small line chart toward
 * the target (inline SVG: one line per side, the target dashed). */
function renderHistory(s, v) {
  const tr = t();
  const h = s.match_history || { rounds: [], running: [], target: v.target };
  const sides = sidesInOrder(v);
  $("#history-title").textContent = tr.history;
  const table = $("#history-table");
  table.tHead.replaceChildren(el("tr", {}, el("th", { scope: "col", text: tr.roundCol }),
    ...sides.map((i) => el("th", { scope: "col", "data-side": String(i), text: sideName(v, i) }))));
  table.tBodies[0].replaceChildren(...h.rounds.map((points, r) => el("tr", { "data-round": String(r + 1) },
    el("th", { scope: "row", text: tr.roundN(r + 1) }),
    ...sides.map((i) => el("td", {
      "data-side": String(i), text: `${points[i] >= 0 ? "+" : ""}${points[i]} → ${h.running[r][i]}`,
    })))));
  // The plot between the margins: the target's number left of it (no line crosses it),
  // a tick and its number under each round, the legend below those.
  const W = 300;
  const H = 140;
  const left = 30;
  const right = 10;
  const top = 10;
  const bottom = 40;
  const most = Math.max(h.target, ...h.running.flat(), 1);
  const n = Math.max(h.running.length, 1);
  const x = (r) => left + ((W - left - right) * r) / n;
  const y = (score) => H - bottom - ((H - top - bottom) * Math.max(score, 0)) / most;
  const parts = sides.map((i) => `${sideName(v, i)} ${h.running.length ? h.running[h.running.length - 1][i] : 0}`);
  const rounds = h.running.map((_, r) => r + 1);
  const chart = svg("svg", {
    viewBox: `0 0 ${W} ${H}`, class: "chart", role: "img", "aria-label": tr.chartLabel(parts.join(", ")),
  },
  svg("line", { x1: left, y1: y(h.target), x2: W - right, y2: y(h.target), class: "target-line" }),
  svg("text", {
    x: left - 4, y: y(h.target) + 3, class: "chart-label target-label", "text-anchor": "end",
  }, String(h.target)),
  svg("line", { x1: left, y1: H - bottom, x2: W - right, y2: H - bottom, class: "axis" }),
  ...rounds.map((r) => svg("line", {
    x1: x(r), y1: H - bottom, x2: x(r), y2: H - bottom + 4, class: "tick", "data-round": r,
  })),
  ...rounds.map((r) => svg("text", {
    x: x(r), y: H - bottom + 14, class: "tick-label", "text-anchor": "middle", "data-round": r,
  }, String(r))),
  ...sides.map((i) => svg("polyline", {
    class: `series side-${i}`, "data-side": String(i),
    points: [[0, 0], ...h.running.map((row, r) => [r + 1, row[i]])]
      .map(([r, score]) => `${x(r).toFixed(1)},${y(score).toFixed(1)}`).join(" "),
  })),
  ...sides.map((i) => svg("text", {
    x: left + (i * (W - left)) / sides.length, y: H - 6, class: `chart-label side-${i}`,
  }, `■ ${sideName(v, i)}`)));
  $("#history-chart").replaceChildren(chart);
}

// ---- flow ---------------------------------------------------------------------------------
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

function phaseFor(s) {
  switch (s.awaiting) {
    case "human": return "ready";
    case "computer": return "thinking";
    case "round-over": return "round-over";
    case "match-over": return "match-over";
    default: throw new Error(`unknown awaiting value: ${s.awaiting}`);
  }
}

const QUICK_ANSWER_MS = 100;
/** Whether ``promise`` settles (either way) within ``ms``. */
function settlesWithin(promise, ms) {
  return Promise.race([promise.then(() => true, () => true), sleep(ms).then(() => false)]);
}

/** Show a state; while a computer seat is to move, ask it (after a visible pause), seat
 * after seat, until a human is to move or the round ends. A newer match (app.gen) stops it.
 * ``asked``: the first computer move's answer, when it was asked for already. */
async function show(s, asked = null) {
  const gen = app.gen;
  app.state = s;
  if (app.played !== s.view.variant) { // a match of it was played: no walk-through offered
    app.played = s.view.variant;
    markPlayed(s.view.variant);
  }
  app.hint = null;
  app.filter = null;
  if (app.selected && !s.view.hand.includes(app.selected)) app.selected = null;
  if (s.awaiting !== "human") app.selected = null;
  while (app.state.awaiting === "computer") {
    app.busy = true;
    setPhase("thinking");
    // Asked first: the worker thinks while the page draws the turn and pauses (nothing the
    // player can do meanwhile changes the game: every control is off while busy).
    const thinking = asked || mustCall({ op: "ai" });
    asked = null;
    thinking.catch(() => {}); // a failure is met at the await below, not as "unhandled"
    // With no pause asked for, a quick answer is drawn together with the move before it
    // (one render, one layout); a slower one shows the turn being thought about first.
    if (pace > 0 || !(await settlesWithin(thinking, QUICK_ANSWER_MS))) {
      render();
      announce();
    }
    if (pace > 0) await sleep(pace);
    if (gen !== app.gen) return;
    const answer = await thinking;
    if (gen !== app.gen) return;
    app.computerMoves += 1;
    if (answer.last_move) app.replies.push(answer.last_move);
    await animateMove(answer);
    if (gen !== app.gen) return;
    app.state = answer;
  }
  app.busy = false;
  const before = document.activeElement;
  const hadFocusInGame = before && before !== document.body && $("#game").contains(before);
  render();
  announce();
  setPhase(passing() ? "pass" : phaseFor(app.state));
  // Keep keyboard users moving: focus the next sensible control if focus was lost.
  const wantFocus = app.focusGame;
  app.focusGame = false;
  if (wantFocus || hadFocusInGame || document.activeElement === document.body) {
    if (!$("#game").contains(document.activeElement) || document.activeElement.disabled) {
      if (passing()) $("#pass-show").focus();
      else if (app.state.awaiting === "human") focusHand();
      else if (!$("#round-end").hidden) $("#next").focus();
    }
  }
}

/** Focus the hand without scrolling to it: the table above stays in view. Until the player
 * has pressed a key or clicked, the hand itself takes it (a group: Tab goes on to its
 * cards), so that no card wears a focus ring that could pass for a selection; then its
 * first card. */
function focusHand() {
  const hand = $('[data-zone="hand"]');
  const first = hand.querySelector("button");
  if (!first) return;
  (app.touched ? first : hand).focus({ preventScroll: true });
}

/** Before showing a capture, let the taken cards light up and fade (skipped when the player
 * prefers reduced motion or the pace is instant). */
async function animateMove(next) {
  const move = next && next.last_move;
  if (!move || move.kind !== "capture" || reducedMotion.matches || pace === 0) return;
  const table = $('[data-zone="table"]');
  let any = false;
  for (const code of move.takes || []) {
    for (const node of table.querySelectorAll(`[data-card="${code}"]`)) {
      node.classList.add("taking");
      any = true;
    }
  }
  for (const id of move.targets || []) table.querySelector(`[data-build="${id}"]`)?.classList.add("taking");
  if (any) await sleep(Math.min(320, pace));
}

function selectCard(code) {
  if (!app.state || app.state.awaiting !== "human" || app.busy) return;
  app.selected = app.selected === code ? null : code;
  app.filter = null;
  app.message = null;
  render();
  if (app.selected) $("#choice-list button")?.focus();
}

async function guarded(fn) {
  try {
    await fn();
  } catch (err) {
    fail(String((err && err.message) || err));
  }
}

function play(index) {
  const s = app.state;
  if (!s || s.awaiting !== "human" || app.busy) return;
  return send(s.moves[index]);
}

/** Ask the bridge to play a move (one it offered, or an attempt it may refuse: then its
 * reason is shown in the player's language and the game goes on unchanged). */
function send(move) {
  const s = app.state;
  if (!s || s.awaiting !== "human" || app.busy) return;
  const gen = app.gen;
  return guarded(async () => {
    app.busy = true;
    setPhase("thinking");
    render();
    const res = await call({ op: "play", move });
    if (gen !== app.gen) return;
    if (res.ok) {
      app.selected = null;
      app.message = null;
      app.replies = [];
      await animateMove(res);
      await show(res);
    } else {
      // An illegal move: say why not, keep playing from the unchanged game.
      const e = res.error || {};
      const why = e.message || { pt: e.code, en: e.code };
      app.message = {
        kind: "warn", code: e.code,
        text: { pt: I18N.pt.whyNot(why.pt || e.code), en: I18N.en.whyNot(why.en || e.code) },
      };
      app.filter = null;
      app.busy = false;
      const now = await mustCall({ op: "state" });
      if (gen === app.gen) await show(now);
    }
  });
}

function next() {
  const s = app.state;
  if (!s || app.busy) return;
  const gen = app.gen;
  return guarded(async () => {
    app.busy = true;
    app.message = null;
    if (s.awaiting === "round-over") {
      setPhase("thinking");
      app.announced = 0;
      app.replies = [];
      const res = await mustCall({ op: "next_round" });
      if (gen === app.gen) await show(res);
    } else if (s.awaiting === "match-over") {
      setPhase("thinking");
      await newMatch();
    }
  });
}

/** Start a match with the chosen rule set, player count and options (seat 0 is human). */
async function newMatch() {
  const gen = ++app.gen;
  app.busy = true;
  app.selected = null;
  app.message = null;
  const res = await mustCall(newRequest());
  if (gen === app.gen) await show(res);
}

/** Who sits where: per seat "human" or a computer level; at least one human (seat 0). */
function seatPlan(players, seats, level = app.level) {
  const plan = Array.from({ length: players }, (_, i) => (seats && seats[i]) || (i === 0 ? "human" : level));
  if (!plan.includes("human")) plan[0] = "human";
  return plan;
}
function newRequest() {
  const plan = seatPlan(app.players, app.seats);
  resetView();
  return {
    op: "new", variant: app.variant, players: app.players, seed, options: { ...app.options },
    humans: plan.flatMap((x, i) => (x === "human" ? [i] : [])), level: app.level,
    levels: plan.map((x) => (x === "human" ? app.level : x)),
  };
}
/** Forget what belonged to the match on screen (hot-seat hand, animations, announcements). */
function resetView() {
  app.shownSeat = null;
  app.replies = [];
  app.announced = 0;
  app.prevTable = null;
  app.prevHand = null;
  app.hint = null;
  app.filter = null;
}
/** Take the settings of a match the bridge resumed (rule set, seats), for the next one. */
function adopt(s) {
  app.variant = s.view.variant;
  app.players = s.view.players;
  app.options = { ...(s.view.options || {}) };
  app.seats = Array.from({ length: s.view.players }, (_, i) => (s.humans.includes(i)
    ? "human" : (s.levels || {})[String(i)] || app.level));
}

// ---- hint, undo, link, rules, settings ------------------------------------------------------
/** Ask the computer (card counter, a short think) for a move: select its card, mark it. */
function hint() {
  const s = app.state;
  if (!s || s.awaiting !== "human" || app.busy || passing()) return;
  const gen = app.gen;
  return guarded(async () => {
    const res = await call({ op: "hint" });
    if (gen !== app.gen || app.state !== s) return;
    if (!res.ok) {
      const e = res.error || {};
      app.message = { kind: "warn", code: e.code, text: e.message || { pt: e.code, en: e.code } };
      render();
      return;
    }
    const move = res.hint;
    app.hint = move;
    app.selected = move.card ?? null; // a table action or a declaration plays no hand card
    app.filter = null;
    app.message = {
      kind: "hint", text: { pt: I18N.pt.hintText(move.label.pt), en: I18N.en.hintText(move.label.en) },
    };
    render();
    $('#choice-list [data-hint="true"], #table-action-list [data-hint="true"], #declare[data-hint="true"]')?.focus();
  });
}

/** Take back the last human move and the computer moves after it (to the round's start). */
function undo() {
  const s = app.state;
  if (!s || !s.can_undo || app.busy || s.view.round_over || s.view.match_over) return;
  const gen = app.gen;
  return guarded(async () => {
    app.busy = true;
    const res = await mustCall({ op: "undo" });
    if (gen !== app.gen) return;
    app.selected = null;
    app.message = { kind: "info", text: { pt: I18N.pt.undone, en: I18N.en.undone } };
    app.focusGame = true;
    app.shownSeat = shownAfterUndo(res);
    app.replies = [];
    app.announced = 0;
    app.prevTable = null;
    await show(res);
  });
}

/** A link that deals this match again (rule set, players, seed) in the current language:
 * the seed is asked of the worker now, when the player wants the link (no state has it). */
async function dealLink() {
  const deal = await mustCall({ op: "link" });
  const url = new URL(location.href);
  url.search = "";
  url.hash = "";
  url.searchParams.set("seed", String(deal.seed));
  url.searchParams.set("variant", deal.variant);
  url.searchParams.set("players", String(deal.players));
  url.searchParams.set("lang", lang);
  return url.href;
}
async function copyLink() {
  if (!app.state) return;
  const link = await dealLink();
  const out = $("#link-out");
  out.value = link;
  out.hidden = false;
  let copied = false;
  try {
    await navigator.clipboard.writeText(link);
    copied = true;
  } catch { /* no clipboard here: the link is shown to copy by hand */ }
  app.message = { kind: "info", text: copied
    ? { pt: I18N.pt.linkCopied, en: I18N.en.linkCopied }
    : { pt: I18N.pt.linkShown, en: I18N.en.linkShown } };
  render();
  if (!copied) out.select();
}

async function openRules(variantId) {
  const variant = variantById(variantId);
  const res = await call({ op: "rules", variant: variantId });
  const dialog = $("#rules-dialog");
  const text = res && res.ok ? res.text[lang] : ((variant && variant.summary) || {})[lang] || "";
  $("#rules-title").textContent = t().rulesTitle(variant ? variant.name[lang] : variantId);
  $("#rules-text").replaceChildren(...text.split(/\n\n+/).map((para) => el("p", { text: para })));
  dialog.dataset.variant = variantId;
  $("#rules-page").href = `rules/${lang}/${encodeURIComponent(variantId)}.html`;
  if (!dialog.open) dialog.showModal();
  $("#rules-text").scrollTop = 0;
  $("#rules-title").focus(); // read from the top (Escape or Close returns)
}

function applyPrefs() {
  document.body.classList.toggle("four-colour", prefs.fourColour);
  $("#four-colour").checked = prefs.fourColour;
  const select = $("#pace");
  select.replaceChildren(...PACES.map((ms) => el("option", {
    value: String(ms), selected: ms === pace, text: t().paces[ms],
  })));
  if (!PACES.includes(pace)) select.append(el("option", { value: String(pace), selected: true, text: `${pace} ms` }));
  select.value = String(pace);
}
function savePrefs() {
  storageSet(PREFS_KEY, JSON.stringify({ fourColour: prefs.fourColour, pace: prefs.pace }));
  applyPrefs();
}
function openPrefs() {
  applyPrefs();
  const dialog = $("#prefs");
  if (!dialog.open) dialog.showModal();
  $("#four-colour").focus();
}

// ---- variants and the new-game panel ------------------------------------------------------
function variantById(id) {
  return app.variants.find((x) => x.id === id) || null;
}
function defaultPlayers(variant) {
  const allowed = (variant && variant.players) || [2];
  return allowed.includes(2) ? 2 : allowed[0];
}
function defaultOptions(variant) {
  return Object.fromEntries(((variant && variant.options) || []).map((o) => [o.key, o.default]));
}
/** Whether 4 players of this rule set play as two partnerships (the bridge may say so). */
function playsInTeams(variant, players) {
  if (players !== 4) return false;
  return variant && typeof variant.partnerships === "boolean" ? variant.partnerships : true;
}
/** A choice value as people read it: numbers as they are, yes/no, "royal" -> "Royal". */
function choiceText(value) {
  const tr = t();
  if (typeof value === "boolean") return value ? tr.yes : tr.no;
  if (typeof value === "number") return String(value);
  if (typeof value === "string") {
    return value.split(/[-_\s]+/).filter(Boolean).map((w) => w[0].toUpperCase() + w.slice(1)).join(" ");
  }
  return value === null || value === undefined ? "–" : JSON.stringify(value);
}
const sameValue = (a, b) => JSON.stringify(a) === JSON.stringify(b);

const draft = { variant: null, players: 2, options: {}, level: "expert", seats: [] }; // the panel's unsaved choices

function openSetup() {
  if (!app.variants.length) return;
  draft.variant = app.variant;
  draft.players = app.players;
  draft.options = { ...app.options };
  draft.level = app.level;
  draft.seats = seatPlan(app.players, app.seats);
  renderSetup();
  const dialog = $("#setup");
  if (!dialog.open) dialog.showModal();
  $(`#variant-list input[value="${CSS.escape(draft.variant)}"]`)?.focus();
}

/** Keep the draft valid for its rule set: an allowed player count, known option values. */
function fixDraft() {
  const variant = variantById(draft.variant);
  if (!variant.players.includes(draft.players)) draft.players = defaultPlayers(variant);
  const options = defaultOptions(variant);
  for (const o of variant.options || []) {
    if (o.key in draft.options && o.choices.some((c) => sameValue(c, draft.options[o.key]))) {
      options[o.key] = draft.options[o.key];
    }
  }
  draft.options = options;
}

function renderSetup() {
  const tr = t();
  fixDraft();
  $("#variant-list").replaceChildren(...app.variants.map((variant) => {
    const id = `variant-${variant.id}`;
    return el("div", { class: "variant" },
      el("input", {
        type: "radio", name: "variant", id, value: variant.id, "data-variant": variant.id,
        checked: variant.id === draft.variant, "aria-describedby": `${id}-about`,
        onchange: () => { draft.variant = variant.id; fixDraft(); renderSetupFields(); },
      }),
      el("label", { for: id },
        el("span", { class: "variant-name", text: variant.name[lang] || variant.id }),
        el("span", { class: "variant-about", id: `${id}-about` },
          el("span", { class: "variant-players", text: tr.playersList(variant.players) }), " · ",
          el("span", { class: "variant-summary", text: (variant.summary || {})[lang] || "" }))));
  }));
  renderSetupFields();
}

function renderSetupFields() {
  const tr = t();
  const variant = variantById(draft.variant);
  const players = $("#players");
  players.replaceChildren(...variant.players.map((n) => el("option", {
    value: String(n), selected: n === draft.players, text: String(n),
  })));
  players.value = String(draft.players);
  const level = $("#level");
  level.replaceChildren(...app.levels.map((lv) => el("option", {
    value: lv.id, selected: lv.id === draft.level, text: (lv.name && lv.name[lang]) || lv.id,
  })));
  level.value = draft.level;
  $("#level-hint").textContent = tr.levelHint;
  renderSeatSetup();
  renderSetupTarget();
  // A rule set the player has neither learned nor played: its walk-through is offered.
  const learn = $("#setup-learn");
  learn.hidden = !shouldOffer(variant.id);
  learn.href = learnUrl(variant.id, lang);
  learn.textContent = tr.learnOffer(variant.name[lang] || variant.id);
  $("#players-hint").textContent = tr.playersHint(draft.players, playsInTeams(variant, draft.players));
  const options = variant.options || [];
  $("#option-list").replaceChildren(...(options.length === 0
    ? [el("p", { class: "hint", text: tr.noOptions })]
    : options.map((o) => {
      const id = `option-${o.key}`;
      const select = el("select", {
        id, "data-option": o.key,
        onchange: (e) => { draft.options[o.key] = o.choices[Number(e.target.value)]; renderSetupTarget(); },
      }, ...o.choices.map((c, i) => el("option", {
        value: String(i), "data-value": JSON.stringify(c),
        selected: sameValue(c, draft.options[o.key]),
        text: sameValue(c, o.default) ? tr.isDefault(choiceText(c)) : choiceText(c),
      })));
      return el("div", { class: "field" },
        el("label", { for: id, text: (o.name && o.name[lang]) || o.key }), select);
    })));
}

/** What ends the drafted match, in the bridge's words (its options, a best-of series and
 * its decider included): asked again on every change, only the latest answer shown. */
let targetAsked = 0;
async function renderSetupTarget() {
  const asked = ++targetAsked;
  const box = $("#setup-target");
  box.textContent = "";
  const res = await call({
    op: "target", variant: draft.variant, players: draft.players, options: { ...draft.options },
  });
  if (asked !== targetAsked) return;
  box.textContent = res && res.ok ? res.text[lang] : "";
}

/** One select per seat, in the order play goes round the table from seat 0 (the bridge's
 * ``seat_order``), numbered so: a human, or a computer at one of the levels. */
function renderSeatSetup() {
  const tr = t();
  draft.seats = seatPlan(draft.players, draft.seats, draft.level).slice(0, draft.players);
  const variant = variantById(draft.variant);
  const order = ((variant && variant.seat_order) || {})[String(draft.players)]
    || draft.seats.map((_, i) => i);
  $("#seat-list").replaceChildren(...order.map((i, place) => {
    const kind = draft.seats[i];
    const id = `seat-${i}`;
    return el("div", { class: "field seat-field" },
      el("label", { for: id, text: `${tr.seatN(place)}${i === 0 ? ` ${tr.youSeat}` : ""}` }),
      el("select", {
        id, "data-seat-kind": String(i),
        onchange: (e) => { draft.seats[i] = e.target.value; },
      },
      el("option", { value: "human", selected: kind === "human", text: tr.human }),
      ...app.levels.map((lv) => el("option", {
        value: lv.id, selected: kind === lv.id, text: tr.computerAt((lv.name && lv.name[lang]) || lv.id),
      }))));
  }));
}

function startFromSetup(event) {
  event.preventDefault();
  app.focusGame = true;
  $("#setup").close();
  app.variant = draft.variant;
  app.players = draft.players;
  app.options = { ...draft.options };
  app.level = draft.level;
  app.seats = seatPlan(draft.players, draft.seats);
  setPhase("thinking");
  guarded(newMatch);
}

// The rule sets and levels: variants.json is the bridge's own answer to {op: "variants"},
// written by build.py, so the page has it (and asks for its first deal) while Python starts.
const variantsFile = fetch(new URL("./variants.json", import.meta.url))
  .then((r) => (r.ok ? r.json() : null))
  .catch(() => null);
async function variantList() {
  const data = await variantsFile;
  return data && data.ok === true ? data : mustCall({ op: "variants" });
}

async function start() {
  setPhase("loading");
  applyStaticTexts();
  loading.start(lang);
  requestAnimationFrame(() => setTimeout(warmFonts)); // once the loading screen is painted
  const vres = await variantList();
  app.variants = vres.variants || [];
  app.levels = vres.levels || [];
  app.level = vres.default_level || app.level;
  if (params.has("level")) {
    const asked = params.get("level");
    if (app.levels.some((lv) => lv.id === asked)) app.level = asked;
    else {
      const fallback = app.levels.find((lv) => lv.id === app.level);
      notices.push((tr) => tr.badLevel(asked, fallback ? fallback.name[lang] : app.level));
    }
  }
  if (!variantById(app.variant) && app.variants.length) app.variant = app.variants[0].id;
  const nameOf = (id) => {
    const found = variantById(id);
    return found && found.name ? found.name[lang] : id;
  };
  const asked = params.get("variant");
  if (asked !== null && !variantById(asked)) {
    const fallback = app.variant;
    notices.push((tr) => tr.badVariant(asked, nameOf(fallback)));
  } else if (asked !== null) {
    app.variant = asked;
  }
  const variant = variantById(app.variant);
  app.players = defaultPlayers(variant);
  app.options = defaultOptions(variant);
  if (params.has("players")) {
    const raw = params.get("players");
    const n = /^\s*\d+\s*$/.test(raw) ? Number.parseInt(raw, 10) : NaN;
    if (variant && variant.players.includes(n)) {
      app.players = n;
    } else {
      const id = app.variant;
      const allowed = variant ? variant.players.join(", ") : "2";
      const fallback = app.players;
      notices.push((tr) => tr.badPlayers(raw, nameOf(id), allowed, fallback));
    }
  }
  renderNotices();
  $("#new-game").disabled = app.variants.length === 0;
  const gen = ++app.gen;
  // A link with a deal (?seed, ?variant, ?players) starts it; otherwise the match the worker
  // keeps resumes (or, once, the one an older version left in localStorage, which then moves
  // to the worker). A save that cannot be resumed is named in a notice and kept aside by the
  // worker (never overwritten), and a new match starts.
  const linked = ["seed", "variant", "players"].some((k) => params.has(k));
  const legacy = storageGet(SAVE_KEY);
  const answer = await call({ op: "resume", legacy, resume: !linked });
  if (answer && answer.legacy_taken) storageRemove(SAVE_KEY);
  let res = null;
  if (answer && answer.ok) {
    res = answer;
    adopt(res);
    app.message = { kind: "info", text: { pt: I18N.pt.resumed, en: I18N.en.resumed } };
  } else if (answer && answer.error && !["no-save", "replaced"].includes(answer.error.code)) {
    const e = answer.error;
    notices.push((tr) => tr.badSave((e.message || {})[lang] || e.code));
    renderNotices();
  }
  let opening = null;
  if (res === null) {
    // Asked together: the deal and, should a computer hold its first move, that move (when
    // a human does, the bridge refuses the second request and changes nothing).
    const dealt = call(newRequest());
    opening = mustCall({ op: "ai" });
    opening.catch(() => {});
    res = await dealt;
    if ((!res || res.ok !== true) && seed !== null) {
      // A seed the bridge does not take: named in a notice, and a deal of the bridge's own.
      const refused = seed;
      notices.push((tr) => tr.badSeed(String(refused)));
      renderNotices();
      seed = null;
      opening = null;
      res = await mustCall(newRequest());
    } else if (!res || res.ok !== true) {
      res = await mustCall(newRequest());
    }
  }
  if (gen === app.gen) await show(res, res.awaiting === "computer" ? opening : null);
  if (linked) {
    // The deal is started (and kept): a reload now resumes it rather than dealing it again.
    const url = new URL(location.href);
    for (const k of ["seed", "variant", "players"]) url.searchParams.delete(k);
    history.replaceState(null, "", url);
  }
}

$("#lang").addEventListener("change", (e) => {
  if (hasOwnKey(I18N, e.target.value)) {
    lang = e.target.value;
    render();
    if (!app.state) applyStaticTexts();
  }
});
$("#next").addEventListener("click", () => next());
$("#hint").addEventListener("click", () => hint());
$("#undo").addEventListener("click", () => undo());
$("#declare").addEventListener("click", () => openDeclare());
$("#declare-form").addEventListener("submit", confirmDeclare);
$("#declare-cancel").addEventListener("click", () => $("#declare-dialog").close());
$("#copy-link").addEventListener("click", () => guarded(copyLink));
$("#pass-show").addEventListener("click", () => showHand());
$("#rules-button").addEventListener("click", () => openRules(app.state ? app.state.view.variant : app.variant));
$("#setup-rules").addEventListener("click", () => openRules(draft.variant));
$("#rules-close").addEventListener("click", () => $("#rules-dialog").close());
$("#prefs-button").addEventListener("click", () => openPrefs());
$("#four-colour").addEventListener("change", (e) => {
  prefs.fourColour = e.target.checked;
  savePrefs();
});
$("#pace").addEventListener("change", (e) => {
  prefs.pace = Number.parseInt(e.target.value, 10);
  pace = prefs.pace;
  savePrefs();
});
$("#reload").addEventListener("click", () => location.reload());
$("#new-game").addEventListener("click", () => openSetup());
$("#players").addEventListener("change", (e) => {
  draft.players = Number.parseInt(e.target.value, 10);
  $("#players-hint").textContent = t().playersHint(draft.players,
    playsInTeams(variantById(draft.variant), draft.players));
  renderSeatSetup();
});
$("#level").addEventListener("change", (e) => {
  // The level for every computer seat that had the previous one.
  const old = draft.level;
  draft.level = e.target.value;
  draft.seats = draft.seats.map((x) => (x === old ? draft.level : x));
  renderSeatSetup();
});
$("#setup-form").addEventListener("submit", startFromSetup);
$("#setup-cancel").addEventListener("click", () => $("#setup").close());
$("#setup").addEventListener("close", () => {
  // Cancelled (button or Escape): back to the button that opened the panel.
  if (!app.focusGame) $("#new-game").focus();
});
document.addEventListener("keydown", (e) => {
  if (e.key === "Escape" && app.selected && !$("#setup").open) {
    const code = app.selected;
    app.selected = null;
    render();
    $(`[data-zone="hand"] [data-card="${code}"]`)?.focus();
  }
});
for (const type of ["keydown", "pointerdown"]) {
  document.addEventListener(type, () => { app.touched = true; }, { capture: true, passive: true });
}
window.addEventListener("unhandledrejection", (e) => fail(String(e.reason && e.reason.message || e.reason)));

applyStaticTexts();
guarded(start);
