// The end of the match, over the table: each side's final score as a plate in its seat's
// colour (the winner's crowned), above the last round's breakdown (round-end.js). The
// winner and the scores are the bridge's (view.winner, view.scores); nothing is decided here.
import { $, app, el, t } from "./context.js";
import { sideName, sidesInOrder, teamsOf } from "./sides.js";

export function renderMatchOver() {
  const s = app.state;
  const box = $("#final-scores");
  if (!box) return;
  if (!s || s.awaiting !== "match-over") {
    box.hidden = true;
    box.replaceChildren();
    return;
  }
  const tr = t();
  const v = s.view;
  const rounds = ((s.match_history || {}).rounds || []).length || v.round;
  box.replaceChildren(
    el("p", { class: "final-title", text: tr.finalScore(rounds, v.target) }),
    el("ol", { class: "final-list" }, ...sidesInOrder(v).map((side) => {
      const won = v.winner === side;
      const seat = (teamsOf(v)[side] || [side])[0];
      return el("li", {
        class: `final-side side-${side}${won ? " won" : ""}`, "data-side": String(side),
        "data-seat": String(seat),
      },
      el("span", { class: "final-crown", "aria-hidden": "true", text: won ? "♛" : "" }),
      el("span", { class: "final-name", text: sideName(v, side) }),
      el("span", { class: "final-points", text: String(v.scores[side]) }),
      won ? el("span", { class: "visually-hidden", text: `(${tr.winnerMark})` }) : null);
    })));
  box.hidden = false;
}
