// The player's own seat during a game: let a bot play it for now and take it back, and carry it
// to another device with a personal link (its seat token in the URL fragment, which browsers never
// send to the server) shown as text and as a QR code.
import { api } from "./api.js";
import { h } from "./dom.js";
import { qrSvg } from "./qr.js";
import { errorText, t } from "./i18n.js";
import { saveSeat } from "./seats.js";

export function deviceLink(roomId, me) {
  const fragment = new URLSearchParams({ seat: String(me.seat), token: me.token, name: me.name || "" });
  return `${location.origin}/rooms/${roomId}#${fragment}`;
}

// A seat carried in the address (#seat=..&token=..&name=..): stored, then removed from the address
// bar and history. Answers the stored seat or null.
export async function adoptSeatFromFragment(roomId) {
  if (!location.hash.includes("token=")) return null;
  const params = new URLSearchParams(location.hash.slice(1));
  history.replaceState(null, "", location.pathname + location.search);
  const token = params.get("token");
  if (!token) return null;
  try {
    const state = await api.state(roomId, token); // the server says which seat the token holds
    if (typeof state.seat !== "number") return null;
    const name = params.get("name") || "";
    saveSeat(roomId, state.seat, token, name);
    return { seat: state.seat, token, name };
  } catch (err) {
    return null;
  }
}

export function renderMySeat(container, { roomId, room, me, act }) {
  const mine = room.seats[me.seat];
  if (!mine || room.status !== "playing") {
    container.replaceChildren();
    container.hidden = true;
    return;
  }
  container.hidden = false;
  const away = mine.away;
  const toggle = h("button", { type: "button", id: "bot-toggle", text: away ? t("myseat.take_back") : t("myseat.bot_plays") });
  toggle.addEventListener("click", () => act(() => (away ? api.comeBack(roomId, me.token) : api.leave(roomId, me.token))));
  const dialog = h("dialog", { class: "device-dialog", id: "device-dialog", "aria-label": t("myseat.device") });
  const open = h("button", { type: "button", id: "device-link", text: t("myseat.device") });
  open.addEventListener("click", () => {
    const link = deviceLink(roomId, me);
    const close = h("button", { type: "button", text: t("common.close") });
    close.addEventListener("click", () => dialog.close());
    const input = h("input", { id: "device-url", readonly: true, value: link, "aria-label": t("myseat.personal_link") });
    const copy = h("button", { type: "button", text: t("common.copy") });
    copy.addEventListener("click", async () => {
      input.select();
      try { await navigator.clipboard.writeText(link); copy.textContent = t("common.copied"); } catch (err) { document.execCommand("copy"); }
    });
    dialog.replaceChildren(
      h("div", { class: "dialog-head" }, [h("h2", { text: t("myseat.device") }), close]),
      h("p", { text: t("myseat.device_about") }),
      qrSvg(link, t("myseat.qr")),
      h("div", { class: "row" }, [input, copy]),
    );
    dialog.showModal();
  });
  container.replaceChildren(
    h("p", { class: "my-seat-state", text: away ? t("myseat.away") : "" }),
    h("div", { class: "row wrap" }, [toggle, open]), dialog);
}

// "Play again" at the end: the first player to press it makes the new room; the others see a
// one-click join to the seat kept for them there.
export function renderRematch(container, { roomId, room, me, onSeat }) {
  const error = h("p", { class: "error", role: "alert" });
  if (!me) {
    container.replaceChildren(room.rematch ? h("a", { href: `/rooms/${room.rematch}?watch=1`, id: "rematch-watch",
      text: t("rematch.watch") }) : "");
    return;
  }
  const label = room.rematch ? t("rematch.join") : t("rematch.play_again");
  const button = h("button", { type: "button", class: "primary", id: "play-again", text: label });
  button.addEventListener("click", async () => {
    button.disabled = true;
    try {
      const seat = await api.rematch(roomId, me.token);
      saveSeat(seat.room, seat.seat, seat.token, me.name);
      onSeat(seat.room);
    } catch (err) {
      if (err.code === "already_joined" && room.rematch) { onSeat(room.rematch); return; }
      error.textContent = errorText(err.code, err.message);
      button.disabled = false;
    }
  });
  container.replaceChildren(h("div", { class: "row wrap" }, [button,
    room.rematch ? h("a", { href: `/rooms/${room.rematch}`, text: t("rematch.open") }) : null]), error);
}
