// The game page's entry: connects the worker (Python: cassino.bridge), puts the felt on the
// page and wires the buttons. Where things are:
//   worker-client.js   requests to the worker and their answers (shared with embed.js)
//   i18n/en.js, pt.js  the page's words; the rules' words come from the bridge
//   game/context.js    the shared presentation state, language, preferences
//   game/controller.js the flow: states shown, computers asked, moves played, matches started
//   game/felt.js       the card table (web/table/: faces, felt, seats, piles, builds, motion)
//   game/touch.js      playing by touching and dragging the cards, the keyboard on the felt
//   game/panel.js      around the felt: status, the moves in words, tools, scores, log
//   game/round-end.js  the round's and the match's end over the table
//   game/setup.js      New game, Rules and Settings
// JS decides no rule: moves, labels, whose turn, teams and scores all come from the bridge.
import { connectWorker } from "./worker-client.js";
import * as loading from "./progress.js";
import { I18N } from "./i18n/index.js";
import { hasOwnKey } from "./params.js";
import { $, actions, app, page } from "./game/context.js";
import * as controller from "./game/controller.js";
import { mountFelt } from "./game/felt.js";
import { confirmDeclare, openDeclare, wireLog } from "./game/panel.js";
import { openPrefs, openRules, openSetup, wireDialogs } from "./game/setup.js";
import { pick, playPicked, wireTouch } from "./game/touch.js";

const client = connectWorker({
  onProgress: (msg) => loading.update(msg),
  onFatal: (error) => controller.fail(error),
  lang: () => page.lang,
});
Object.assign(actions, {
  call: client.call, mustCall: client.mustCall, render: controller.renderSelection,
  renderAll: controller.render, play: controller.play, send: controller.send,
  selectCard: controller.selectCard, guarded: controller.guarded, newMatch: controller.newMatch,
  pick, playPicked,
});

const felt = mountFelt($("#felt-area"));
wireTouch(felt);
wireLog();
wireDialogs();

$("#lang").addEventListener("change", (e) => {
  if (hasOwnKey(I18N, e.target.value)) {
    page.lang = e.target.value;
    controller.render();
    if (!app.state) controller.applyStaticTexts();
  }
});
$("#next").addEventListener("click", () => controller.next());
$("#hint").addEventListener("click", () => controller.hint());
$("#undo").addEventListener("click", () => controller.undo());
$("#declare").addEventListener("click", () => openDeclare());
$("#declare-form").addEventListener("submit", confirmDeclare);
$("#declare-cancel").addEventListener("click", () => $("#declare-dialog").close());
$("#copy-link").addEventListener("click", () => controller.guarded(controller.copyLink));
$("#pass-show").addEventListener("click", () => controller.showHand());
$("#build-picked").addEventListener("click", () => playPicked());
$("#rules-button").addEventListener("click", () => openRules(app.state ? app.state.view.variant : app.variant));
$("#prefs-button").addEventListener("click", () => openPrefs());
$("#reload").addEventListener("click", () => location.reload());
$("#new-game").addEventListener("click", () => openSetup());
$("#drawer-button").addEventListener("click", () => {
  const open = document.body.dataset.drawer !== "open";
  document.body.dataset.drawer = open ? "open" : "closed";
  $("#drawer-button").setAttribute("aria-expanded", String(open));
});
document.addEventListener("keydown", (e) => {
  if (e.key === "Escape" && !document.querySelector("dialog[open]")) controller.clearSelection();
});
for (const type of ["keydown", "pointerdown"]) {
  document.addEventListener(type, () => {
    app.touched = true;
    app.lastInput = type === "keydown" ? "key" : "pointer";
  }, { capture: true, passive: true });
}
window.addEventListener("unhandledrejection", (e) => controller.fail(String(e.reason && e.reason.message || e.reason)));

controller.applyStaticTexts();
controller.guarded(controller.start);
