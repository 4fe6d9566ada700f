// The join form a newcomer sees in an open room: whose table and which game, a name, nothing
// else (or "just watch").
import { api } from "./api.js";
import { h } from "./dom.js";
import { saveSeat } from "./seats.js";

export function renderJoin(root, { roomId, room, title, onJoined, message }) {
  const host = room.seats.find((s) => s.host && s.taken);
  const input = h("input", { id: "join-name", name: "name", required: true, maxlength: 40, autocomplete: "nickname",
    placeholder: "Your name" });
  const form = h("form", { class: "card join", "aria-label": "Join the game" }, [
    h("h1", { text: host ? `${host.name} invites you to ${title}` : `Join ${title}` }),
    h("p", { class: "join-about", text: `${host ? `${host.name}’s table` : "A table"} of ${title} · `
      + `${room.seats.filter((s) => s.taken).length} of ${room.players} seats are taken.` }),
    h("label", { for: "join-name", text: "Your name" }), input,
    message ? h("p", { class: "error", role: "alert", text: message }) : null,
    h("div", { class: "row" }, [
      h("button", { type: "submit", class: "primary", text: "Join the game" }),
      h("a", { href: `/rooms/${roomId}?watch=1`, text: "Just watch" }),
    ]),
  ]);
  form.addEventListener("submit", async (e) => {
    e.preventDefault();
    const name = input.value.trim();
    if (!name) return;
    try {
      const seat = await api.join(roomId, name);
      saveSeat(roomId, seat.seat, seat.token, name);
      await onJoined({ seat: seat.seat, token: seat.token, name });
    } catch (err) {
      if (err.status === 409) {
        location.href = `/rooms/${roomId}?watch=1`;
        return;
      }
      renderJoin(root, { roomId, room, title, onJoined, message: err.message });
    }
  });
  root.replaceChildren(form);
  input.focus();
}
