// The player's own seat during a game: let a bot play it for now and take it back, and carry it
// to another device with a personal link (its seat token in the URL fragment, which browsers never
// send to the server) shown as text and as a QR code.
import { api } from "./api.js";
import { h } from "./dom.js";
import { qrSvg } from "./qr.js";
import { errorText, t } from "./i18n.js";
import { seatName } from "./names.js";
import { loadSeat, saveSeat } from "./seats.js";

export function deviceLink(roomId, me) {
  const fragment = new URLSearchParams({ seat: String(me.seat), token: me.token, name: me.name || "" });
  return `${location.origin}/rooms/${roomId}#${fragment}`;
}

// A seat carried in the address (#seat=..&token=..&name=..), removed at once from the address bar
// and history. The server says which seat the token holds and whose it is (the link's own name
// is not believed: anyone can write one). When this browser holds another seat of the room, the
// link does not replace it unless the person says so: a link with someone else's token used to
// overwrite the stored seat silently. Answers the seat to play, or null (then the stored one).
export async function adoptSeatFromFragment(roomId) {
  if (!location.hash.includes("token=")) return null;
  const params = new URLSearchParams(location.hash.slice(1));
  history.replaceState(null, "", location.pathname + location.search);
  const token = params.get("token");
  if (!token) return null;
  let seat;
  let room;
  try {
    seat = (await api.state(roomId, token)).seat; // the server says which seat the token holds
    room = await api.room(roomId);
  } catch (err) {
    return null;
  }
  if (typeof seat !== "number" || !room.seats[seat]) return null;
  const carried = { seat, token, name: room.seats[seat].name };
  const stored = loadSeat(roomId);
  if (stored && stored.token !== token && !(await askToReplace(room, seat, stored.seat))) return null;
  saveSeat(roomId, carried.seat, carried.token, carried.name);
  return carried;
}

// "This link is X's seat (seat N); yours here is Y's: keep yours, or take X's?" True to take it.
function askToReplace(room, linkedSeat, storedSeat) {
  const nameOf = (seat) => (room.seats[seat] ? seatName(room.seats[seat], seat) : t("common.seat", { n: seat + 1 }));
  const linked = nameOf(linkedSeat);
  const mine = nameOf(storedSeat);
  return new Promise((resolve) => {
    const dialog = h("dialog", { class: "device-dialog", id: "seat-link-dialog", "aria-label": t("myseat.link_title") });
    const answer = (take) => { dialog.close(); dialog.remove(); resolve(take); };
    const take = h("button", { type: "button", id: "seat-link-take", text: t("myseat.link_take", { name: linked }) });
    const keep = h("button", { type: "button", class: "primary", id: "seat-link-keep", text: t("myseat.link_keep", { name: mine }) });
    take.addEventListener("click", () => answer(true));
    keep.addEventListener("click", () => answer(false));
    dialog.addEventListener("cancel", (event) => { event.preventDefault(); answer(false); });
    dialog.replaceChildren(
      h("h2", { text: t("myseat.link_title") }),
      h("p", { id: "seat-link-whose", text: t("myseat.link_whose", { name: linked, n: linkedSeat + 1 }) }),
      h("p", { text: t("myseat.link_yours", { name: mine }) }),
      h("div", { class: "row wrap" }, [keep, take]));
    document.body.append(dialog);
    dialog.showModal();
  });
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
  // A seat already taken in the new room (on this device) is one tap away: no second join.
  const seated = room.rematch ? loadSeat(room.rematch) : null;
  const label = seated ? t("rematch.go") : room.rematch ? t("rematch.join") : t("rematch.play_again");
  const button = h("button", { type: "button", class: "primary", id: "play-again", text: label });
  button.addEventListener("click", async () => {
    if (seated) { onSeat(room.rematch); return; }
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
  container.replaceChildren(h("div", { class: "row wrap" }, [button]), error);
}
