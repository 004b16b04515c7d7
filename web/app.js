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
  variants: [],
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

  // opponent: card backs only
  const opp = (v.hands || []).filter((_, i) => i !== v.seat).reduce((a, b) => a + b, 0);
  $('[data-zone="opponent"]').replaceChildren(
    ...Array.from({ length: opp }, () => el("div", { class: "card back", "aria-hidden": "true" })));
  $("#opponent-count").textContent = `(${opp})`;

  $("#stock").textContent = String(v.stock);
  const mine = mySide(v);
  const other = mine === 0 ? 1 : 0;
  $("#pile-0").textContent = String(v.piles[mine] ?? 0);
  $("#pile-1").textContent = String(v.piles[other] ?? 0);
  $("#score-0").textContent = String(v.scores[mine] ?? 0);
  $("#score-1").textContent = String(v.scores[other] ?? 0);
  $("#target").textContent = tr.target(v.target);
  $("#round-info").textContent = tr.round(v.round, v.deal, v.deals) + (v.last_deal ? ` · ${tr.lastDeal}` : "");

  // table: loose cards and builds
  const table = $('[data-zone="table"]');
  const kids = v.table.loose.map(tableCard);
  for (const b of v.table.builds) {
    const owner = b.owner === v.seat ? tr.mine : tr.theirs;
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

  // status line
  let status = "";
  if (s.awaiting === "human") status = tr.yourTurn;
  else if (s.awaiting === "computer") status = tr.thinking;
  $("#status").textContent = status;
  const lm = s.last_move;
  const lastText = lm && lm.label ? (lm.seat === v.seat ? tr.youPlayed : tr.computerPlayed)(lm.label[lang]) : "";
  const msg = app.message ? app.message.text[lang] : lastText;
  $("#message").textContent = msg;
  $("#message").className = `message ${app.message ? app.message.kind : ""}`;

  renderChoices();
  renderRoundEnd();
}

/** Scores, piles and round results are per side (seat in a 2-player game). */
function mySide(v) {
  return v.side ?? v.seat;
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
  const seats = s.round_score.map((_, i) => i);
  const seatName = (i) => (i === mySide(v) ? tr.you : tr.computer);
  $("#round-end-title").textContent = s.awaiting === "match-over" ? tr.matchOver : tr.roundOver(v.round);
  const items = Object.keys(s.item_names || {});
  for (const rs of s.round_score) for (const k of Object.keys(rs.items)) if (!items.includes(k)) items.push(k);
  const table = $("#breakdown");
  table.tHead.replaceChildren(el("tr", {}, el("th", { scope: "col", text: tr.item }),
    ...seats.map((i) => el("th", { scope: "col", "data-seat": String(i), text: seatName(i) }))));
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
    else if (v.winner === mySide(v)) winner = tr.youWin;
    else winner = tr.computerWins;
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

/** Show a state; while the computer is to move, ask it (after a visible pause). */
async function show(s) {
  app.state = s;
  if (app.selected && !s.view.hand.includes(app.selected)) app.selected = null;
  if (s.awaiting !== "human") app.selected = null;
  while (app.state.awaiting === "computer") {
    app.busy = true;
    setPhase("thinking");
    render();
    if (pace > 0) await sleep(pace);
    app.state = await mustCall({ op: "ai" });
  }
  app.busy = false;
  const before = document.activeElement;
  const hadFocusInGame = before && before !== document.body && $("#game").contains(before);
  render();
  setPhase(phaseFor(app.state));
  // Keep keyboard users moving: focus the next sensible control if focus was lost.
  if (hadFocusInGame || document.activeElement === document.body) {
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
  return guarded(async () => {
    app.busy = true;
    setPhase("thinking");
    render();
    const res = await call({ op: "play", move });
    if (res.ok) {
      app.selected = null;
      app.message = null;
      await show(res);
    } else {
      // An illegal move: say so, keep playing from the unchanged game.
      const e = res.error || {};
      app.message = { kind: "warn", text: e.message || { pt: e.code, en: e.code } };
      app.busy = false;
      await show(await mustCall({ op: "state" }));
    }
  });
}

function next() {
  const s = app.state;
  if (!s || app.busy) return;
  return guarded(async () => {
    app.busy = true;
    app.message = null;
    if (s.awaiting === "round-over") {
      setPhase("thinking");
      await show(await mustCall({ op: "next_round" }));
    } else if (s.awaiting === "match-over") {
      setPhase("thinking");
      await newMatch();
    }
  });
}

async function newMatch() {
  const res = await mustCall({
    op: "new", variant: app.variant, players: 2, seed, options: {}, humans: [0], level: "greedy",
  });
  await show(res);
}

async function start() {
  setPhase("loading");
  applyStaticTexts();
  startCreep();
  const vres = await mustCall({ op: "variants" });
  app.variants = vres.variants || [];
  const ids = app.variants.map((x) => x.id);
  const asked = params.get("variant");
  if (asked !== null && !ids.includes(asked)) {
    const name = (id) => {
      const found = app.variants.find((x) => x.id === id);
      return found && found.name ? found.name[lang] : id;
    };
    notices.push((tr) => tr.badVariant(asked, name(DEFAULT_VARIANT)));
    renderNotices();
  } else if (asked !== null) {
    app.variant = asked;
  }
  loadStage = "starting";
  setProgress(98);
  const res = await call({
    op: "new", variant: app.variant, players: 2, seed, options: {}, humans: [0], level: "greedy",
  });
  if (!res.ok) throw new Error(`new: ${res.error ? `${res.error.code}: ${messageOf(res.error)}` : "failed"}`);
  endLoading();
  await show(res);
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
document.addEventListener("keydown", (e) => {
  if (e.key === "Escape" && app.selected) {
    const code = app.selected;
    app.selected = null;
    render();
    $(`[data-zone="hand"] [data-card="${code}"]`)?.focus();
  }
});
window.addEventListener("unhandledrejection", (e) => fail(String(e.reason && e.reason.message || e.reason)));

applyStaticTexts();
guarded(start);
