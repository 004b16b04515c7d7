// The game's part of playing by touching the cards (the touch itself is ../touch.js, shared
// with the embed frame): the game's state, its {op: "fit"}, its words and its move list.
// The keyboard: arrow keys move along the hand and the table, Enter/Space select, Escape
// clears (in controller.js); the list of moves in words stays beside the table.
import { I18N, actions, app } from "./context.js";
import { canAct, tableMoves } from "./felt.js";
import { createTouch } from "../touch.js";

function say(key) {
  app.message = { kind: "info", text: { pt: I18N.pt[key], en: I18N.en[key] } };
}

function whyNot(reason) {
  const why = (reason && reason.message) || { pt: reason?.code, en: reason?.code };
  app.message = {
    kind: "warn", code: reason?.code,
    text: { pt: I18N.pt.whyNot(why.pt), en: I18N.en.whyNot(why.en) },
  };
}

const touch = createTouch({
  store: app,
  selectors: {
    hand: '.seat.mine [data-zone="hand"] [data-card]',
    handZone: '.seat.mine [data-zone="hand"]',
    felt: '[data-zone="table"], .center',
    mine: ".seat.mine",
  },
  canAct,
  hasTableActions: () => tableMoves().length > 0,
  token: () => app.state,
  ask: async (request) => {
    const res = await actions.mustCall({ op: "fit", ...request });
    // on a large table the bridge offers a bounded choice and adds the moves a touch names
    if (res.added?.length && app.state) app.state.moves.push(...res.added);
    return res;
  },
  play: (index) => actions.play(index),
  trail: (code) => actions.send({ kind: "trail", card: code }),
  say,
  whyNot,
  clearMessage: () => { app.message = null; },
  render: () => actions.render(),
  focusChoices: () => document.querySelector("#choice-list [data-move], #table-action-list [data-move]")?.focus(),
  selectCard: (code) => actions.selectCard(code),
  answered: () => { app.touches += 1; }, // app.touches counts the touches answered (tests)
});

/** A table card, build or pile top touched: picked (or unpicked), then what fits. */
export const { pick, playPicked } = touch;

/** Listen on the felt (it stays; its contents are drawn again). */
export function wireTouch(root) {
  touch.wire(root);
}
