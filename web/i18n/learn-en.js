// The lessons page's words in English (learn-pt.js: the same keys). The lessons' own
// words (tasks, hints, verdicts, rule-set names) come from the engine (cassino.lessons).
export default {
  heading: "Learn to play",
  title: (name) => `Learn to play · ${name}`, loading: "Loading the teacher…",
  step: (n, total) => `Step ${n} of ${total}`, hint: "Hint", hideHint: "Hide the hint",
  table: "Table", hand: "Your hand", empty: "(the table is empty)",
  others: (k, n) => `Opponent${k ? ` ${k}` : ""}: ${n} card${n === 1 ? "" : "s"}`,
  build: (v, mine) => `${v}${mine ? " · yours" : ""}`,
  pick: "Pick a card from your hand.", movesWith: (c) => `What ${c} can do:`,
  tableMoves: "With the table only (your turn goes on):",
  next: "Next step →", again: "Try again", finishedAll: "You have done every step!",
  finished: (name) => `Lesson complete: you know the moves of ${name}.`,
  play: (name) => `Play ${name}`, restart: "Start the lesson again",
  refused: (why) => `Not allowed: ${why}.`, rules: "Rules", other: "Português",
  badParam: (k, v) => `Ignored ${k}=“${v}”.`, stepDone: "done",
};
