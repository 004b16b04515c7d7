// Posts commands to the Cassino frame (the parent's first frame) from another origin; the
// frame must ignore them. window.attack() sends them again on demand.
window.attack = () => {
  const target = window.parent.frames[0];
  target.postMessage({ type: "set-lang", lang: "pt" }, "*");
  target.postMessage({ type: "new-game", seed: 1 }, "*");
  return true;
};
window.attack();
