// The waiting room: share links, the seats filling live, and the host's bots and start button.
import { api } from "./api.js";
import { h, seatColour } from "./dom.js";
import { formatLength } from "./clock.js";
import { humanize } from "./log.js";

function copyField(id, label, value) {
  const input = h("input", { id, readonly: true, value, "aria-label": label });
  const btn = h("button", { type: "button", text: "Copy", "aria-label": `Copy the ${label.toLowerCase()}` });
  btn.addEventListener("click", async () => {
    input.select();
    try { await navigator.clipboard.writeText(value); btn.textContent = "Copied"; } catch (err) { document.execCommand("copy"); }
  });
  return h("div", { class: "copy" }, [h("label", { for: id, text: label }), h("div", { class: "row" }, [input, btn])]);
}

// `room` and `me` are the page's current knowledge; `act(fn)` runs a host action and redraws.
export function renderWaiting(container, { roomId, room, me, error, act }) {
  const isHost = me && me.seat === 0;
  const full = room.seats.every((s) => s.taken);
  const seats = h("ul", { class: "seats", id: "seats" }, room.seats.map((s) => h("li", {
    class: s.taken ? "taken" : "free", "data-seat": s.seat }, [
    h("span", { class: "dot", style: `background:${seatColour(s.seat)}` }),
    s.taken ? `${s.name}${s.kind === "bot" ? " · bot" : ""}${me && me.seat === s.seat ? " (you)" : ""}` : "waiting for a player…",
  ])));
  const controls = [];
  if (isHost) {
    const level = h("select", { id: "bot-level", "aria-label": "Bot level" },
      ["greedy", "random", "strong"].map((l) => h("option", { value: l, text: `${l} bot` })));
    const add = h("button", { type: "button", id: "add-bot", disabled: full, text: "Add a bot" });
    add.addEventListener("click", () => act(() => api.addBot(roomId, me.token, level.value)));
    const start = h("button", { type: "button", id: "start", class: "primary", disabled: !full, text: "Start the game" });
    start.addEventListener("click", () => act(() => api.start(roomId, me.token)));
    controls.push(h("div", { class: "row" }, [level, add, start]));
  } else {
    controls.push(h("p", { text: full ? "Waiting for the host to start…" : "Waiting for the seats to fill…" }));
  }
  const options = Object.entries(room.options || {}).map(([k, v]) => `${humanize(k)}: ${v}`).join(", ") || "standard rules";
  container.replaceChildren(
    h("h2", { text: `${room.players} players · ${options}${room.turn_seconds ? ` · ${formatLength(room.turn_seconds)} a turn` : ""}` }),
    copyField("share-link", "Share link", `${location.origin}/rooms/${roomId}`),
    copyField("watch-link", "Spectator link", `${location.origin}/rooms/${roomId}?watch=1`),
    h("h3", { text: "Seats" }), seats, ...controls,
    ...(error ? [h("p", { class: "error", role: "alert", text: error })] : []),
  );
}
