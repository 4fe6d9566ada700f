// The join form a newcomer sees in an open room: whose table and which game, a name, nothing
// else (or "just watch").
import { api } from "./api.js";
import { h } from "./dom.js";
import { errorText, t } from "./i18n.js";
import { isolate } from "./names.js";
import { saveSeat } from "./seats.js";

export function renderJoin(root, { roomId, room, title, onJoined, message }) {
  const host = room.seats.find((s) => s.host && s.taken);
  const input = h("input", { id: "join-name", name: "name", required: true, maxlength: 40, autocomplete: "nickname",
    placeholder: t("common.your_name") });
  const taken = room.seats.filter((s) => s.taken).length;
  const form = h("form", { class: "card join", "aria-label": t("join.label") }, [
    h("h1", { text: host ? t("join.invites", { name: isolate(host.name), game: title }) : t("join.heading", { game: title }) }),
    h("p", { class: "join-about", text: `${host ? t("join.hosts_table", { name: isolate(host.name), game: title }) : t("join.a_table", { game: title })} · `
      + t("join.seats_taken", { taken, n: room.players }) }),
    h("label", { for: "join-name", text: t("common.your_name") }), input,
    message ? h("p", { class: "error", role: "alert", text: message }) : null,
    h("div", { class: "row" }, [
      h("button", { type: "submit", class: "primary", text: t("join.label") }),
      h("a", { href: `/rooms/${roomId}?watch=1`, text: t("join.watch") }),
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
      renderJoin(root, { roomId, room, title, onJoined, message: errorText(err.code, err.message) });
    }
  });
  root.replaceChildren(form);
  input.focus();
}
