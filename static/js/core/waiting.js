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

const LEVELS = ["random", "greedy", "strong"];

function hostName(room) {
  const host = room.seats.find((s) => s.host);
  return host ? host.name : "";
}

// A seat's line: its colour and who sits there; the host's controls (level, move up or down,
// remove) and a player's own "Leave this table".
function seatRow(s, { room, me, isHost, act, roomId, onLeft }) {
  const mine = me && me.seat === s.seat;
  let label = "waiting for a player…";
  if (s.taken) {
    label = `${s.name}${s.kind === "bot" ? " · bot" : ""}${s.host ? " · host" : ""}${mine ? " (you)" : ""}`;
    if (s.invited) label += " · invited, not here yet";
  }
  const tools = [];
  if (isHost && s.taken && s.kind === "bot") {
    const level = h("select", { class: "seat-level", "aria-label": `Level of ${s.name}` },
      LEVELS.map((l) => h("option", { value: l, selected: l === s.level, text: `${l} bot` })));
    level.addEventListener("change", () => act(() => api.botLevel(roomId, me.token, s.seat, level.value)));
    tools.push(level);
  }
  if (isHost) {
    const order = room.seats.map((x) => x.seat);
    const move = (delta, text, label) => {
      const to = s.seat + delta;
      const b = h("button", { type: "button", class: "seat-move", text, "aria-label": `${label}: ${s.taken ? s.name : `seat ${s.seat + 1}`}`,
        disabled: to < 0 || to >= order.length });
      b.addEventListener("click", () => {
        [order[s.seat], order[to]] = [order[to], order[s.seat]];
        act(() => api.reorder(roomId, me.token, order));
      });
      return b;
    };
    tools.push(move(-1, "↑", "Move up"), move(1, "↓", "Move down"));
  }
  if (isHost && s.taken && !s.host) {
    const remove = h("button", { type: "button", class: "seat-remove", text: "Remove", "aria-label": `Remove ${s.name}` });
    remove.addEventListener("click", () => act(() => api.removeSeat(roomId, me.token, s.seat)));
    tools.push(remove);
  }
  if (mine && !s.host) {
    const leave = h("button", { type: "button", class: "seat-leave", id: "leave-table", text: "Leave this table" });
    leave.addEventListener("click", () => act(async () => {
      await api.removeSeat(roomId, me.token, s.seat);
      onLeft();
    }));
    tools.push(leave);
  }
  return h("li", { class: s.taken ? "taken" : "free", "data-seat": s.seat }, [
    h("span", { class: "dot", style: `background:${seatColour(s.seat)}` }),
    h("span", { class: "seat-name", text: label }),
    tools.length ? h("span", { class: "seat-tools" }, tools) : null,
  ]);
}

// `room` and `me` are the page's current knowledge; `act(fn)` runs an action and redraws;
// `onLeft()` runs once this browser's player left the table.
export function renderWaiting(container, { roomId, room, me, error, act, title, onLeft }) {
  const isHost = !!me && !!room.seats[me.seat] && room.seats[me.seat].host;
  const full = room.seats.every((s) => s.taken);
  const waitingFor = room.seats.filter((s) => s.invited).map((s) => s.name);
  const seats = h("ul", { class: "seats", id: "seats" },
    room.seats.map((s) => seatRow(s, { room, me, isHost, act, roomId, onLeft })));
  const controls = [];
  if (isHost) {
    const level = h("select", { id: "bot-level", "aria-label": "Bot level" },
      LEVELS.map((l) => h("option", { value: l, selected: l === "greedy", text: `${l} bot` })));
    const add = h("button", { type: "button", id: "add-bot", disabled: full, text: "Add a bot" });
    add.addEventListener("click", () => act(() => api.addBot(roomId, me.token, level.value)));
    const start = h("button", { type: "button", id: "start", class: "primary", disabled: !full || waitingFor.length > 0,
      text: "Start the game" });
    start.addEventListener("click", () => act(() => api.start(roomId, me.token)));
    controls.push(h("div", { class: "row wrap" }, [level, add, start]));
    if (isHost) controls.push(h("p", { class: "hint", text: "The seats play in this order: move them with ↑ and ↓." }));
  } else {
    controls.push(h("p", { text: full ? "Waiting for the host to start…" : "Waiting for the seats to fill…" }));
  }
  if (waitingFor.length) controls.push(h("p", { class: "hint", text: `Waiting for ${waitingFor.join(", ")} to take their seat.` }));
  const options = Object.entries(room.options || {}).map(([k, v]) => `${humanize(k)}: ${v}`).join(", ") || "standard rules";
  const host = hostName(room);
  container.replaceChildren(
    h("h2", { text: `${host ? `${host}’s table · ` : ""}${title ? `${title} · ` : ""}${room.players} players · ${options}${room.turn_seconds ? ` · ${formatLength(room.turn_seconds)} a turn` : ""}` }),
    copyField("share-link", "Share link", `${location.origin}/rooms/${roomId}`),
    copyField("watch-link", "Spectator link", `${location.origin}/rooms/${roomId}?watch=1`),
    h("h3", { text: "Seats" }), seats, ...controls,
    ...(error ? [h("p", { class: "error", role: "alert", text: error })] : []),
  );
}
