// The table lab: draws a fixture (a real bridge state) with the table's parts and plays sample
// motions on it. The sample moves are made up here for the demonstration only (the game asks
// the bridge for moves); the browser tests and the screenshots use this page.
import { cardElement, warmFaces } from "./cards.js";
import { createMotion } from "./motion.js";
import { createSound } from "./sound.js";
import { createTable } from "./table-view.js";

const params = new URLSearchParams(location.search);
const base = params.get("fixtures") || "../../tests/e2e/fixtures/";
const $ = (sel) => document.querySelector(sel);
const stage = $("#stage");
document.body.dataset.chrome = params.get("chrome") ?? "1";

const lab = {
  fixture: null, table: null, names: [],
  motion: createMotion({ pace: Number(params.get("pace") ?? 400) }),
  sound: createSound({ enabled: params.get("sound") === "1" }),
  lang: params.get("lang") === "pt" ? "pt" : "en",
};
window.lab = lab;

async function load(name) {
  const response = await fetch(`${base}table-${name}.json`);
  if (!response.ok) throw new Error(`no fixture ${name}`);
  return response.json();
}

function clone(x) { return JSON.parse(JSON.stringify(x)); }

async function show(name) {
  document.body.dataset.ready = "false";
  lab.fixture = await load(name);
  if (lab.table) lab.table.destroy();
  stage.replaceChildren();
  stage.className = "lab-stage";
  lab.table = createTable(stage, {
    lang: lab.lang, cardNames: lab.fixture.card_names, levelNames: lab.fixture.level_names,
  });
  lab.table.render(clone(lab.fixture.state));
  $("#fixture").value = name;
  document.body.dataset.ready = "true";
  return lab.table;
}

function busy(promise) {
  document.body.dataset.animating = "true";
  return promise.finally(() => { document.body.dataset.animating = "false"; });
}

/** The human's first hand card is laid on the table (a trail, for the demonstration). */
function playSample() {
  const state = clone(lab.table.state);
  const v = state.view;
  const code = v.hand[0];
  if (!code) return Promise.resolve();
  const before = lab.motion.snapshot(lab.table.felt);
  v.hand = v.hand.slice(1);
  v.hands[v.seat] -= 1;
  v.table.loose.push(code);
  v.last_move = { kind: "trail", card: code, seat: v.seat };
  lab.table.render(state);
  lab.sound.play("play");
  return busy(lab.motion.playFrom(before, lab.table.felt));
}

/** The next seat lays a card it held hidden: it comes from its hand, turning face up. */
function computerSample() {
  const state = clone(lab.table.state);
  const v = state.view;
  const seat = (v.seat + 1) % v.players;
  const seen = new Set([...v.hand, ...v.table.loose, ...v.table.builds.flatMap((b) => b.groups.flat()),
    ...(v.pile_tops || [])]);
  const code = Object.keys(lab.fixture.card_names).find((c) => !seen.has(c));
  const from = lab.table.handElement(seat).getBoundingClientRect();
  const before = lab.motion.snapshot(lab.table.felt);
  v.hands[seat] = Math.max(0, v.hands[seat] - 1);
  v.table.loose.push(code);
  v.last_move = { kind: "trail", card: code, seat };
  lab.table.render(state);
  lab.table.tableElement().querySelector(`[data-card="${code}"]`)?.classList.add("last-played");
  lab.sound.play("play");
  return busy(lab.motion.playFrom(before, lab.table.felt, { from }));
}

/** The human's first hand card takes the first table card: onto it, then both to the pile. */
async function captureSample() {
  const table = lab.table;
  const v0 = table.state.view;
  const code = v0.hand[0];
  const target = v0.table.loose[0];
  if (!code || !target) return;
  const card = table.handElement(v0.seat).querySelector(`[data-card="${code}"]`);
  const onto = table.tableElement().querySelector(`[data-card="${target}"]`);
  const pile = table.pileOfSeat(v0.seat);
  await busy(lab.motion.capture(card, [onto], pile));
  const state = clone(table.state);
  const v = state.view;
  v.hand = v.hand.filter((c) => c !== code);
  v.hands[v.seat] -= 1;
  v.table.loose = v.table.loose.filter((c) => c !== target);
  const k = Number(pile.dataset.pile);
  v.piles[k] += 2;
  if (v.pile_tops) v.pile_tops[k] = code;
  const before = lab.motion.snapshot(table.felt);
  table.render(state);
  lab.sound.play("capture");
  await busy(lab.motion.playFrom(before, table.felt));
}

/** The seat's hand dealt again from the stock (faces turn up as they arrive). */
function dealSample() {
  const state = clone(lab.table.state);
  const empty = clone(state);
  empty.view.hand = [];
  lab.table.render(empty);
  const before = lab.motion.snapshot(lab.table.felt);
  lab.table.render(state);
  const from = lab.table.stockElement().getBoundingClientRect();
  return busy(lab.motion.playFrom(before, lab.table.felt, { from, stagger: 90 }));
}

function showDeck() {
  warmFaces();
  stage.replaceChildren();
  stage.className = "lab-stage deck";
  stage.style.setProperty("--deck-w", `${Number(params.get("w")) || 110}px`);
  const names = {};
  for (const suit of "SHDC") {
    for (const rank of ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"]) {
      stage.append(cardElement(rank + suit, { name: names[rank + suit] || rank + suit }));
    }
  }
  stage.append(cardElement(null, { name: "back" }));
  document.body.dataset.ready = "true";
}

Object.assign(lab, { show, playSample, computerSample, captureSample, dealSample, showDeck });

async function start() {
  lab.names = await (await fetch(`${base}table-index.json`)).json();
  const select = $("#fixture");
  for (const name of lab.names) select.append(new Option(name, name));
  select.addEventListener("change", () => show(select.value));
  $("#lang").value = lab.lang;
  $("#lang").addEventListener("change", (e) => { lab.lang = e.target.value; lab.table?.setLang(lab.lang); });
  const four = params.get("four") === "1";
  $("#four").checked = four;
  document.body.classList.toggle("four-colour", four);
  $("#four").addEventListener("change", (e) => document.body.classList.toggle("four-colour", e.target.checked));
  $("#pace").value = String(lab.motion.pace);
  $("#pace").addEventListener("change", (e) => { lab.motion.pace = Number(e.target.value); });
  $("#sound").checked = lab.sound.enabled;
  $("#sound").addEventListener("change", (e) => { lab.sound.enabled = e.target.checked; });
  $("#play").addEventListener("click", playSample);
  $("#computer").addEventListener("click", computerSample);
  $("#capture").addEventListener("click", captureSample);
  $("#deal").addEventListener("click", dealSample);
  if (params.get("deck") === "1") showDeck();
  else await show(params.get("fixture") || lab.names[0]);
}

start().catch((err) => {
  document.body.dataset.ready = "error";
  stage.textContent = String(err);
});
