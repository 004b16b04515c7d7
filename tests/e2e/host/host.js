// Test host for embed.html: records every message it receives (window.events) and sends
// commands to the Cassino frame (window.send). ?src= the frame's URL; ?other= a page of
// another origin to load in a second frame (it posts commands to the Cassino frame).
const params = new URLSearchParams(location.search);
window.events = [];
window.addEventListener("message", (event) => {
  window.events.push({ origin: event.origin, data: event.data });
});
const frame = document.createElement("iframe");
frame.id = "cassino";
frame.title = "Cassino";
frame.width = "380";
frame.height = "520";
frame.src = params.get("src");
document.body.append(frame);
window.send = (message) => frame.contentWindow.postMessage(message, new URL(frame.src).origin);
if (params.get("other")) {
  const other = document.createElement("iframe");
  other.id = "other";
  other.src = params.get("other");
  document.body.append(other);
}
