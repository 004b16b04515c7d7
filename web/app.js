// Main thread: paints the table, talks to the worker (Python), renders the bridge's states.
// JS decides no rule: moves, labels, whose turn and scores all come from cassino.bridge.

const I18N = {
  en: {
    title: "Cassino", language: "Language", loading: "Loading the game…",
    loadingRuntime: "Loading Python…", loadingGame: "Loading the rules…", starting: "Dealing…",
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
    cardName: (r, s) => `${r} of ${s}`,
    ranks: { A: "ace", J: "jack", Q: "queen", K: "king" },
    suits: { S: "spades", H: "hearts", D: "diamonds", C: "clubs" },
    newGame: "New game", ruleSet: "Rule set", players: "Players", options: "Options",
    noOptions: "This rule set has no options.", cancel: "Cancel", start: "Start",
    variantLabel: "Rules", scoreboard: "Scores", sideCol: "Side", sweeps: "Sweeps",
    playersN: (n) => `${n} players`, playersList: (ns) => `${ns.join(", ")} players`,
    playersHint: (n, teams) => (n === 2 ? "You against the computer."
      : teams ? "Partnerships: you and your partner (seat 2, opposite) against seats 1 and 3."
        : `You against ${n - 1} computers, each playing for itself.`),
    yes: "yes", no: "no", isDefault: (x) => `${x} (default)`,
    computerN: (n) => `Computer ${n}`, partner: "partner", opponent: "opponent",
    youAndPartner: "You and partner", opponents: "Opponents",
    thinkingN: (name) => `${name} is thinking…`, playedBy: (name, l) => `${name}: ${l}`,
    winsMatch: (name) => `${name} wins the match.`, teamWins: "You and your partner win the match!",
    opponentsWin: "The opponents win the match.", ownedBy: (name) => `${name}'s`,
    partnerOwns: "partner's", dealer: "dealer", toMove: "to play", yourTurnShort: "your turn",
    badPlayers: (v, name, allowed, d) =>
      `${name} cannot be played by “${v}” players (allowed: ${allowed}): playing with ${d}.`,
    level: "Computer level", levelHint: "Expert thinks for up to a second a move.",
    badLevel: (v, d) => `Unknown level “${v}”: the computer plays at level ${d}.`,
  },
  pt: {
    title: "Cassino", language: "Idioma", loading: "Carregando o jogo…",
    loadingRuntime: "Carregando o Python…", loadingGame: "Carregando as regras…", starting: "Dando as cartas…",
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
    cardName: (r, s) => `${r} de ${s}`,
    ranks: { A: "ás", J: "valete", Q: "dama", K: "rei" },
    suits: { S: "espadas", H: "copas", D: "ouros", C: "paus" },
    newGame: "Novo jogo", ruleSet: "Regras", players: "Jogadores", options: "Opções",
    noOptions: "Estas regras não têm opções.", cancel: "Cancelar", start: "Começar",
    variantLabel: "Regras", scoreboard: "Placar", sideCol: "Lado", sweeps: "Limpezas",
    playersN: (n) => `${n} jogadores`, playersList: (ns) => `${ns.join(", ")} jogadores`,
    playersHint: (n, teams) => (n === 2 ? "Você contra o computador."
      : teams ? "Em duplas: você e seu parceiro (lugar 2, à sua frente) contra os lugares 1 e 3."
        : `Você contra ${n - 1} computadores, cada um por si.`),
    yes: "sim", no: "não", isDefault: (x) => `${x} (padrão)`,
    computerN: (n) => `Computador ${n}`, partner: "parceiro", opponent: "adversário",
    youAndPartner: "Você e Parceiro", opponents: "Adversários",
    thinkingN: (name) => `${name} está pensando…`, playedBy: (name, l) => `${name}: ${l}`,
    winsMatch: (name) => `${name} venceu a partida.`, teamWins: "Você e seu parceiro venceram a partida!",
    opponentsWin: "Os adversários venceram a partida.", ownedBy: (name) => `do ${name}`,
    partnerOwns: "do parceiro", dealer: "carteador", toMove: "na vez", yourTurnShort: "sua vez",
    badPlayers: (v, name, allowed, d) =>
      `${name} não se joga com “${v}” jogadores (permitido: ${allowed}): jogando com ${d}.`,
    level: "Nível do computador", levelHint: "O Especialista pensa até um segundo por jogada.",
    badLevel: (v, d) => `Nível desconhecido “${v}”: o computador joga no nível ${d}.`,
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
  if (asked in I18N) lang = asked;
  else notices.push((t) => t.badLang(params.get("lang")));
}
const paceParam = Number.parseInt(params.get("pace") ?? "", 10);
const pace = Number.isFinite(paceParam) && paceParam >= 0 ? paceParam : 400;
let seed = null;
if (params.has("seed")) {
  const raw = params.get("seed");
  if (/^-?\d+$/.test(raw.trim())) seed = Number.parseInt(raw, 10);
  else notices.push((t) => t.badSeed(raw));
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
  level: "expert",   // the computer seats' level, sent with "new"
  levels: [],        // [{id, name: {pt, en}}] from the bridge
  variants: [],
  gen: 0,            // bumped by every new match: answers for an older one are dropped
  computerMoves: 0,  // computer moves asked for so far (a counter for tests)
  selected: null,    // selected hand card code
  message: null,     // {kind, text: {pt, en} | fn}
  busy: false,
  phase: "loading",
};
window.cassino = app; // read-only hook for tests and embedding pages

function t() { return I18N[lang]; }
function setPhase(phase) {
  app.phase = phase;
  document.body.dataset.state = phase;
}

// ---- worker RPC ---------------------------------------------------------------------------
const worker = new Worker(new URL("./worker.js", import.meta.url), { type: "module" });
const pending = new Map();
let nextId = 1;
let loadStage = "loading";
worker.onmessage = (event) => {
  const msg = event.data;
  if (msg.type === "progress") {
    loadStage = msg.stage === "runtime" ? "loadingRuntime" : "loadingGame";
    setProgress(msg.value);
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
let progressValue = 5;
let creep = null;
function setProgress(value) {
  progressValue = Math.max(progressValue, value);
  $("#progress-fill").style.width = `${progressValue}%`;
  $(".progress").setAttribute("aria-valuenow", String(Math.round(progressValue)));
  $("#loading-label").textContent = t()[loadStage];
}
function startCreep() {
  // Pyodide gives no byte progress; creep towards the next stage so the bar visibly moves.
  creep = setInterval(() => {
    if (progressValue < 80) setProgress(progressValue + (80 - progressValue) * 0.04);
  }, 200);
}
function endLoading() {
  clearInterval(creep);
  setProgress(100);
  $("#loading").hidden = true;
}
function fail(text) {
  clearInterval(creep);
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
  return [
    el("span", { class: "rank", "aria-hidden": "true", text: rank }),
    el("span", { class: `suit ${red ? "red" : "black"}`, "aria-hidden": "true", text: SUIT_SYMBOL[suit] || suit }),
  ];
}
function cardClass(code, extra = "") {
  const suit = code.slice(-1);
  return `card ${suit === "H" || suit === "D" ? "red" : "black"} ${extra}`.trim();
}
function tableCard(code) {
  return el("div", { class: cardClass(code), "data-card": code, role: "img", "aria-label": cardLabel(code) },
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
  if (app.phase === "loading") $("#loading-label").textContent = t()[loadStage];
  renderNotices();
}

function render() {
  applyStaticTexts();
  const s = app.state;
  if (!s) return;
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

  // table: loose cards and builds
  const table = $('[data-zone="table"]');
  const kids = v.table.loose.map(tableCard);
  for (const b of v.table.builds) {
    const owner = ownerText(v, b.owner);
    const groups = b.groups.map((g) => el("div", { class: "group" }, ...g.map(tableCard)));
    kids.push(el("div", {
      class: "build", "data-build": String(b.id), "data-owner": String(b.owner),
      role: "group", "aria-label": `${tr.build(b.value)} (${owner})`,
    }, el("div", { class: "build-head", text: `${tr.build(b.value)} · ${owner}` }), ...groups));
  }
  if (kids.length === 0) kids.push(el("p", { class: "empty", text: tr.emptyTable }));
  table.replaceChildren(...kids);

  // hand
  const canAct = s.awaiting === "human" && !app.busy;
  const hand = $('[data-zone="hand"]');
  const focusedCard = document.activeElement && document.activeElement.dataset
    ? document.activeElement.dataset.card : null;
  hand.replaceChildren(...v.hand.map((code) => el("button", {
    type: "button",
    class: cardClass(code, `${app.selected === code ? "selected" : ""} ${canAct && !movesFor(code).length ? "stuck" : ""}`),
    "data-card": code, "aria-label": cardLabel(code), "aria-pressed": app.selected === code ? "true" : "false",
    "data-moves": canAct ? String(movesFor(code).length) : null,
    disabled: !canAct, onclick: () => selectCard(code),
  }, ...cardFace(code))));
  if (focusedCard) hand.querySelector(`[data-card="${focusedCard}"]`)?.focus();
  const myTurn = playing && v.to_move === v.seat;
  $("#my-seat").classList.toggle("to-move", myTurn);
  $("#my-seat").dataset.seat = String(v.seat);
  $("#my-turn").hidden = !myTurn;
  $("#my-turn").textContent = tr.yourTurnShort;
  $("#my-dealer").hidden = v.dealer !== v.seat;
  $("#my-dealer").textContent = tr.dealer;

  // status line
  let status = "";
  if (s.awaiting === "human") status = tr.yourTurn;
  else if (s.awaiting === "computer") {
    status = v.players === 2 ? tr.thinking : tr.thinkingN(seatName(v, v.to_move));
  }
  $("#status").textContent = status;
  const lm = s.last_move;
  let lastText = "";
  if (lm && lm.label) {
    lastText = lm.seat === v.seat ? tr.youPlayed(lm.label[lang]) : tr.playedBy(seatName(v, lm.seat), lm.label[lang]);
  }
  const msg = app.message ? app.message.text[lang] : lastText;
  $("#message").textContent = msg;
  $("#message").className = `message ${app.message ? app.message.kind : ""}`;

  renderChoices();
  renderRoundEnd();
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
function seatName(v, seat) {
  const tr = t();
  if (seat === v.seat) return tr.you;
  return v.players === 2 ? tr.computer : tr.computerN(seat);
}
function sideName(v, side) {
  const tr = t();
  const members = teamsOf(v)[side] ?? [side];
  if (members.includes(v.seat)) return members.length > 1 ? tr.youAndPartner : tr.you;
  return members.length > 1 ? tr.opponents : seatName(v, members[0]);
}
function ownerText(v, owner) {
  const tr = t();
  if (owner === v.seat) return tr.mine;
  if (v.players === 2) return tr.theirs;
  if (partnered(v) && sideOf(v, owner) === mySide(v)) return tr.partnerOwns;
  return tr.ownedBy(seatName(v, owner));
}

/** One zone per other seat, in turn order after ours: card backs, count, role, turn. */
function renderSeats(v, playing) {
  const tr = t();
  const teams = partnered(v);
  const others = Array.from({ length: v.players - 1 }, (_, i) => (v.seat + 1 + i) % v.players);
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

function renderScoreboard(v, playing) {
  const sides = v.scores.map((_, i) => i);
  const moving = playing ? sideOf(v, v.to_move) : -1;
  $("#scoreboard").tBodies[0].replaceChildren(...sides.map((side) => el("tr", {
    "data-side": String(side),
    class: `${side === mySide(v) ? "mine" : ""} ${side === moving ? "to-move" : ""}`.trim() || null,
  },
  el("th", { scope: "row", text: sideName(v, side) }),
  el("td", { id: `pile-${side}`, text: String(v.piles[side] ?? 0) }),
  el("td", { id: `sweeps-${side}`, text: String((v.sweeps || [])[side] ?? 0) }),
  el("td", { id: `score-${side}`, text: String(v.scores[side] ?? 0) }))));
}

function movesFor(code) {
  const s = app.state;
  if (!s || s.awaiting !== "human") return [];
  return s.moves.map((m, i) => ({ m, i })).filter(({ m }) => m.card === code);
}

function renderChoices() {
  const box = $("#choices");
  const list = $("#choice-list");
  if (!app.selected || !app.state || app.state.awaiting !== "human") {
    box.hidden = true;
    list.replaceChildren();
    return;
  }
  const choices = movesFor(app.selected);
  $("#choices-title").textContent = t().choicesFor(cardLabel(app.selected));
  if (choices.length === 0) {
    list.replaceChildren(el("li", { text: t().noMoves }));
  } else {
    list.replaceChildren(...choices.map(({ m, i }) => el("li", {},
      el("button", {
        type: "button", class: `choice ${m.kind}`, "data-move": String(i), "data-kind": m.kind,
        disabled: app.busy,
        onclick: () => play(i),
        onmouseenter: () => highlight(m), onfocus: () => highlight(m),
        onmouseleave: () => highlight(null), onblur: () => highlight(null),
      }, (m.label && m.label[lang]) || `${m.kind} ${m.card}`))));
  }
  box.hidden = false;
}

function highlight(move) {
  for (const node of document.querySelectorAll(".hl")) node.classList.remove("hl");
  if (!move) return;
  const table = $('[data-zone="table"]');
  const codes = new Set([...(move.takes || []), ...(move.uses || [])]);
  for (const code of codes) {
    for (const node of table.querySelectorAll(`[data-card="${code}"]`)) node.classList.add("hl");
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
  const seats = s.round_score.map((_, i) => i); // one column per side
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
    else winner = tr.winsMatch(sideName(v, v.winner));
  }
  if (s.round_void || v.round_void) winner = [tr.roundVoid, winner].filter(Boolean).join(" ");
  $("#winner").textContent = winner;
  $("#winner").hidden = !winner;
  const next = $("#next");
  next.textContent = s.awaiting === "match-over" ? tr.newMatch : tr.nextRound;
  next.disabled = app.busy;
  box.hidden = false;
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

/** Show a state; while a computer seat is to move, ask it (after a visible pause), seat
 * after seat, until a human is to move or the round ends. A newer match (app.gen) stops it. */
async function show(s) {
  const gen = app.gen;
  app.state = s;
  if (app.selected && !s.view.hand.includes(app.selected)) app.selected = null;
  if (s.awaiting !== "human") app.selected = null;
  while (app.state.awaiting === "computer") {
    app.busy = true;
    setPhase("thinking");
    render();
    if (pace > 0) await sleep(pace);
    if (gen !== app.gen) return;
    const answer = await mustCall({ op: "ai" });
    if (gen !== app.gen) return;
    app.computerMoves += 1;
    app.state = answer;
  }
  app.busy = false;
  const before = document.activeElement;
  const hadFocusInGame = before && before !== document.body && $("#game").contains(before);
  render();
  setPhase(phaseFor(app.state));
  // Keep keyboard users moving: focus the next sensible control if focus was lost.
  const wantFocus = app.focusGame;
  app.focusGame = false;
  if (wantFocus || hadFocusInGame || document.activeElement === document.body) {
    if (!$("#game").contains(document.activeElement) || document.activeElement.disabled) {
      if (app.state.awaiting === "human") $('[data-zone="hand"] button')?.focus();
      else if (!$("#round-end").hidden) $("#next").focus();
    }
  }
}

function selectCard(code) {
  if (!app.state || app.state.awaiting !== "human" || app.busy) return;
  app.selected = app.selected === code ? null : code;
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
  const move = s.moves[index];
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
      await show(res);
    } else {
      // An illegal move: say so, keep playing from the unchanged game.
      const e = res.error || {};
      app.message = { kind: "warn", text: e.message || { pt: e.code, en: e.code } };
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
  const res = await mustCall({
    op: "new", variant: app.variant, players: app.players, seed, options: { ...app.options },
    humans: [0], level: app.level,
  });
  if (gen === app.gen) await show(res);
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

const draft = { variant: null, players: 2, options: {}, level: "expert" }; // the panel's unsaved choices

function openSetup() {
  if (!app.variants.length) return;
  draft.variant = app.variant;
  draft.players = app.players;
  draft.options = { ...app.options };
  draft.level = app.level;
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
  $("#players-hint").textContent = tr.playersHint(draft.players, playsInTeams(variant, draft.players));
  const options = variant.options || [];
  $("#option-list").replaceChildren(...(options.length === 0
    ? [el("p", { class: "hint", text: tr.noOptions })]
    : options.map((o) => {
      const id = `option-${o.key}`;
      const select = el("select", {
        id, "data-option": o.key,
        onchange: (e) => { draft.options[o.key] = o.choices[Number(e.target.value)]; },
      }, ...o.choices.map((c, i) => el("option", {
        value: String(i), "data-value": JSON.stringify(c),
        selected: sameValue(c, draft.options[o.key]),
        text: sameValue(c, o.default) ? tr.isDefault(choiceText(c)) : choiceText(c),
      })));
      return el("div", { class: "field" },
        el("label", { for: id, text: (o.name && o.name[lang]) || o.key }), select);
    })));
}

function startFromSetup(event) {
  event.preventDefault();
  app.focusGame = true;
  $("#setup").close();
  app.variant = draft.variant;
  app.players = draft.players;
  app.options = { ...draft.options };
  app.level = draft.level;
  setPhase("thinking");
  guarded(newMatch);
}

async function start() {
  setPhase("loading");
  applyStaticTexts();
  startCreep();
  const vres = await mustCall({ op: "variants" });
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
  loadStage = "starting";
  setProgress(98);
  const gen = ++app.gen;
  const res = await mustCall({
    op: "new", variant: app.variant, players: app.players, seed, options: { ...app.options },
    humans: [0], level: app.level,
  });
  endLoading();
  if (gen === app.gen) await show(res);
}

$("#lang").addEventListener("change", (e) => {
  if (e.target.value in I18N) {
    lang = e.target.value;
    render();
    if (!app.state) applyStaticTexts();
  }
});
$("#next").addEventListener("click", () => next());
$("#reload").addEventListener("click", () => location.reload());
$("#new-game").addEventListener("click", () => openSetup());
$("#players").addEventListener("change", (e) => {
  draft.players = Number.parseInt(e.target.value, 10);
  $("#players-hint").textContent = t().playersHint(draft.players,
    playsInTeams(variantById(draft.variant), draft.players));
});
$("#level").addEventListener("change", (e) => { draft.level = e.target.value; });
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
window.addEventListener("unhandledrejection", (e) => fail(String(e.reason && e.reason.message || e.reason)));

applyStaticTexts();
guarded(start);
