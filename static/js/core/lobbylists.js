// The lobby's two lists: "Your games" (every room this browser holds a seat in, from the stored
// seat tokens) and "Open tables" (public rooms waiting for players, joined with one click).
import { api } from "./api.js";
import { h } from "./dom.js";
import { allSeats, saveSeat } from "./seats.js";

const HIDE_FINISHED = "panorama.hideFinished";
const STATUS = { open: "waiting for players", playing: "playing", finished: "finished" };

export function turnText(summary, mySeat) {
  if (summary.status === "open") {
    const free = summary.seats.filter((s) => !s.taken).length;
    return free ? `${free} seat${free > 1 ? "s" : ""} free` : "waiting for the start";
  }
  if (summary.status !== "playing") return "";
  if (summary.actors.includes(mySeat)) return "your turn";
  const who = summary.actors.map((s) => summary.seats[s].name);
  if (!who.length) return "";
  return who.length === 1 ? `${who[0]} to play` : `${who.join(", ")} choosing`;
}

// `titles(gameId)` gives a game's name from its catalog.
export async function renderMyGames(container, { titles }) {
  const seats = allSeats().slice(0, 50);
  const hide = h("input", { type: "checkbox", id: "hide-finished", checked: localStorage.getItem(HIDE_FINISHED) === "1" });
  const list = h("ul", { class: "room-list", id: "my-games" });
  container.replaceChildren(h("div", { class: "list-head" }, [h("h2", { text: "Your games" }),
    h("label", { class: "inline", for: "hide-finished" }, [hide, " Hide finished games"])]), list);
  if (!seats.length) {
    list.append(h("li", { class: "empty", text: "No games yet: create a room below or join an open table." }));
    return;
  }
  let data;
  try {
    data = await api.summaries(seats.map((s) => s.room));
  } catch (err) {
    list.append(h("li", { class: "error", text: `Your games could not be loaded: ${err.message}` }));
    return;
  }
  const byRoom = new Map(data.rooms.map((r) => [r.room, r]));
  const draw = () => {
    const rows = [];
    for (const mine of seats) {
      const room = byRoom.get(mine.room);
      if (!room) continue; // gone from this server
      if (hide.checked && room.status === "finished") continue;
      const yourTurn = room.status === "playing" && room.actors.includes(mine.seat);
      const players = room.seats.map((s) => (s.seat === mine.seat ? `${s.name || mine.name} (you)` : s.name || "free seat")).join(", ");
      const turn = turnText(room, mine.seat);
      rows.push(h("li", { class: `room-row${yourTurn ? " your-turn" : ""}`, "data-room": room.room, "data-status": room.status }, [
        h("a", { class: "room-link", href: `/rooms/${room.room}` }, [
          h("span", { class: "rgame", text: titles(room.game) }),
          h("span", { class: "rstatus", text: STATUS[room.status] || room.status }),
          turn ? h("span", { class: "rturn", text: turn }) : null,
        ]),
        h("span", { class: "rplayers", text: players }),
        room.status === "finished" ? h("a", { class: "replay-link", href: `/rooms/${room.room}/replay`, text: "replay" }) : null,
        room.rematch ? h("a", { class: "rematch-link", href: `/rooms/${room.rematch}`, text: "rematch" }) : null,
      ]));
    }
    list.replaceChildren(...(rows.length ? rows : [h("li", { class: "empty", text: "Every game here is finished." })]));
  };
  hide.addEventListener("change", () => {
    localStorage.setItem(HIDE_FINISHED, hide.checked ? "1" : "0");
    draw();
  });
  draw();
}

// `nameInput` is the lobby's "Your name" field: a table is joined under that name.
export async function renderOpenTables(container, { titles, nameInput, describeOptions }) {
  const list = h("ul", { class: "room-list", id: "open-tables" });
  const error = h("p", { class: "error", role: "alert" });
  const more = h("button", { type: "button", id: "more-tables", text: "More tables", hidden: true });
  container.replaceChildren(h("h2", { text: "Open tables" }), list, more, error);
  let offset = 0;
  const load = async () => {
    let page;
    try {
      page = await api.openTables(offset);
    } catch (err) {
      error.textContent = `The open tables could not be loaded: ${err.message}`;
      return;
    }
    if (!offset && !page.rooms.length) {
      list.append(h("li", { class: "empty", text: "No open tables right now. Create one and tick “List it in the lobby”." }));
    }
    for (const t of page.rooms) list.append(tableRow(t));
    offset = page.next ?? offset;
    more.hidden = page.next === null;
  };
  const tableRow = (t) => {
    const join = h("button", { type: "button", class: "primary join-table", text: "Join" });
    join.addEventListener("click", async () => {
      const name = nameInput.value.trim();
      if (!name) {
        error.textContent = "Type your name first (under “Your name”).";
        nameInput.focus();
        return;
      }
      localStorage.setItem("panorama.name", name);
      join.disabled = true;
      try {
        const seat = await api.join(t.room, name);
        saveSeat(t.room, seat.seat, seat.token, name);
        location.href = `/rooms/${t.room}`;
      } catch (err) {
        error.textContent = err.message;
        join.disabled = false;
      }
    });
    const opts = describeOptions(t.game, t.options);
    return h("li", { class: "room-row", "data-room": t.room }, [
      h("span", { class: "room-link" }, [
        h("span", { class: "rgame", text: titles(t.game) }),
        h("span", { class: "rstatus", text: `${t.host_name ? `${t.host_name}’s table` : "a table"} · ${t.taken} of ${t.players} seats taken` }),
      ]),
      h("span", { class: "rplayers", text: opts }),
      join,
    ]);
  };
  more.addEventListener("click", load);
  await load();
}
