// The New game panel (rule set, players, seats, options, the target in the bridge's words),
// the Rules panel and Settings (four-colour deck, pace, sounds).
import { $, PACES, actions, app, el, keepPrefs, page, prefs, setPhase, t } from "./context.js";
import { setPace, setSound } from "./felt.js";
import { learnUrl, shouldOffer } from "../learn-progress.js";

export async function openRules(variantId) {
  const variant = variantById(variantId);
  const res = await actions.call({ op: "rules", variant: variantId });
  const dialog = $("#rules-dialog");
  const text = res && res.ok ? res.text[page.lang] : ((variant && variant.summary) || {})[page.lang] || "";
  $("#rules-title").textContent = t().rulesTitle(variant ? variant.name[page.lang] : variantId);
  // the bridge's section headings are drawn as headings; the first line names the rule set
  const headings = new Set(((res && res.ok && res.sections && res.sections[page.lang]) || [])
    .map((section) => section.heading));
  $("#rules-text").replaceChildren(...text.split(/\n\n+/).map((para, i) => (headings.has(para)
    ? el("h3", { text: para }) : el("p", { text: para, class: i === 0 ? "rules-name" : null }))));
  dialog.dataset.variant = variantId;
  $("#rules-page").href = `rules/${page.lang}/${encodeURIComponent(variantId)}.html`;
  if (!dialog.open) dialog.showModal();
  $("#rules-text").scrollTop = 0;
  $("#rules-title").focus(); // read from the top (Escape or Close returns)
}

let paceDrawn = null;
/** The settings shown as they are; only what changed is written (every drawing calls this). */
export function applyPrefs() {
  if (document.body.classList.contains("four-colour") !== prefs.fourColour) {
    document.body.classList.toggle("four-colour", prefs.fourColour);
  }
  if ($("#four-colour").checked !== prefs.fourColour) $("#four-colour").checked = prefs.fourColour;
  const select = $("#pace");
  const key = `${page.lang}|${page.pace}`;
  if (paceDrawn !== key || !select.options.length) {
    paceDrawn = key;
    select.replaceChildren(...PACES.map((ms) => el("option", {
      value: String(ms), selected: ms === page.pace, text: t().paces[ms],
    })));
    if (!PACES.includes(page.pace)) {
      select.append(el("option", { value: String(page.pace), selected: true, text: `${page.pace} ms` }));
    }
  }
  if (select.value !== String(page.pace)) select.value = String(page.pace);
  if ($("#sound").checked !== prefs.sound) $("#sound").checked = prefs.sound;
}
export function savePrefs() {
  keepPrefs();
  applyPrefs();
}
export function openPrefs() {
  applyPrefs();
  const dialog = $("#prefs");
  if (!dialog.open) dialog.showModal();
  $("#four-colour").focus();
}

// ---- variants and the new-game panel ------------------------------------------------------
export function variantById(id) {
  return app.variants.find((x) => x.id === id) || null;
}
export function defaultPlayers(variant) {
  const allowed = (variant && variant.players) || [2];
  return allowed.includes(2) ? 2 : allowed[0];
}
export function defaultOptions(variant) {
  return Object.fromEntries(((variant && variant.options) || []).map((o) => [o.key, o.default]));
}
/** Whether this many players of the rule set play as partnerships: the bridge says it per
 * player count (the rule set's in_partnerships), the page only reads it. */
export function inPartnerships(variant, players) {
  return Boolean(variant && variant.in_partnerships && variant.in_partnerships[String(players)]);
}
/** An option's choice in words: the bridge's choice_labels, else the value as people read it. */
function choiceLabel(option, i) {
  const label = (option.choice_labels || [])[i];
  return (label && label[page.lang]) || choiceText(option.choices[i]);
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

export const draft = { variant: null, players: 2, options: {}, level: "expert", seats: [] }; // the panel's unsaved choices

export function openSetup() {
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
        el("span", { class: "variant-name", text: variant.name[page.lang] || variant.id }),
        el("span", { class: "variant-about", id: `${id}-about` },
          el("span", { class: "variant-players", text: tr.playersList(variant.players) }), " · ",
          el("span", { class: "variant-summary", text: (variant.summary || {})[page.lang] || "" }))));
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
    value: lv.id, selected: lv.id === draft.level, text: (lv.name && lv.name[page.lang]) || lv.id,
  })));
  level.value = draft.level;
  $("#level-hint").textContent = tr.levelHint;
  renderSeatSetup();
  renderSetupTarget();
  // A rule set the player has neither learned nor played: its walk-through is offered.
  const learn = $("#setup-learn");
  learn.hidden = !shouldOffer(variant.id);
  learn.href = learnUrl(variant.id, page.lang);
  learn.textContent = tr.learnOffer(variant.name[page.lang] || variant.id);
  $("#players-hint").textContent = tr.playersHint(draft.players, inPartnerships(variant, draft.players));
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
        text: sameValue(c, o.default) ? tr.isDefault(choiceLabel(o, i)) : choiceLabel(o, i),
      })));
      return el("div", { class: "field" },
        el("label", { for: id, text: (o.name && o.name[page.lang]) || o.key }), select);
    })));
}

/** What ends the drafted match, in the bridge's words (its options, a best-of series and
 * its decider included): asked again on every change, only the latest answer shown. */
let targetAsked = 0;
async function renderSetupTarget() {
  const asked = ++targetAsked;
  const box = $("#setup-target");
  box.textContent = "";
  const res = await actions.call({
    op: "target", variant: draft.variant, players: draft.players, options: { ...draft.options },
  });
  if (asked !== targetAsked) return;
  box.textContent = res && res.ok ? res.text[page.lang] : "";
}

/** One select per seat, in the order play goes round the table from seat 0 (the bridge's
 * ``seat_order``), numbered so: a human, or a computer at one of the levels. */
export function renderSeatSetup() {
  const tr = t();
  draft.seats = seatPlan(draft.players, draft.seats, draft.level).slice(0, draft.players);
  const variant = variantById(draft.variant);
  const order = variant.seat_order[String(draft.players)]; // the bridge's order of play
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
        value: lv.id, selected: kind === lv.id, text: tr.computerAt((lv.name && lv.name[page.lang]) || lv.id),
      }))));
  }));
}

export function startFromSetup(event) {
  event.preventDefault();
  app.focusGame = true;
  $("#setup").close();
  app.variant = draft.variant;
  app.players = draft.players;
  app.options = { ...draft.options };
  app.level = draft.level;
  app.seats = seatPlan(draft.players, draft.seats);
  setPhase("thinking");
  actions.guarded(actions.newMatch);
}


/** The panels' own controls (the buttons that open them are wired in app.js). */
export function wireDialogs() {
  $("#setup-rules").addEventListener("click", () => openRules(draft.variant));
  $("#rules-close").addEventListener("click", () => $("#rules-dialog").close());
  $("#four-colour").addEventListener("change", (e) => {
    prefs.fourColour = e.target.checked;
    savePrefs();
  });
  $("#pace").addEventListener("change", (e) => {
    prefs.pace = Number.parseInt(e.target.value, 10);
    page.pace = prefs.pace;
    setPace(page.pace);
    savePrefs();
  });
  $("#sound").addEventListener("change", (e) => {
    prefs.sound = e.target.checked;
    setSound(prefs.sound);
    savePrefs();
  });
  $("#players").addEventListener("change", (e) => {
    draft.players = Number.parseInt(e.target.value, 10);
    $("#players-hint").textContent = t().playersHint(draft.players,
      inPartnerships(variantById(draft.variant), draft.players));
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
}

/** Who sits where: per seat "human" or a computer level; at least one human (seat 0). */
export function seatPlan(players, seats, level = app.level) {
  const plan = Array.from({ length: players }, (_, i) => (seats && seats[i]) || (i === 0 ? "human" : level));
  if (!plan.includes("human")) plan[0] = "human";
  return plan;
}
