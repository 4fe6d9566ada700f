// The lobby's two lists: "Your games" (every room this browser holds a seat in, from the stored
// seat tokens) and "Open tables" (public rooms waiting for players, joined with one click).
import { api } from "./api.js";
import { isolate, seatName } from "./names.js";
import { h } from "./dom.js";
import { errorText, listText, t } from "./i18n.js";
import { allSeats, forgetSeat, saveSeat } from "./seats.js";

const HIDE_FINISHED = "panorama.hideFinished";
// i18n-keys: lobby.status.*
const statusText = (status) => (["open", "playing", "finished"].includes(status) ? t(`lobby.status.${status}`) : status);

export function turnText(summary, mySeat) {
  if (summary.status === "open") {
    const free = summary.seats.filter((s) => !s.taken).length;
    return free ? t("lobby.seats_free", { n: free }) : t("lobby.waiting_start");
  }
  if (summary.status !== "playing") return "";
  if (summary.actors.includes(mySeat)) return t("lobby.your_turn");
  const who = summary.actors.map((s) => seatName(summary.seats[s], s));
  if (!who.length) return "";
  return who.length === 1 ? t("lobby.to_play", { name: who[0] }) : t("lobby.choosing", { names: listText(who) });
}

// `titles(gameId)` gives a game's name from its catalog.
export async function renderMyGames(container, { titles }) {
  const seats = allSeats().slice(0, 50);
  const hide = h("input", { type: "checkbox", id: "hide-finished", checked: localStorage.getItem(HIDE_FINISHED) === "1" });
  const list = h("ul", { class: "room-list", id: "my-games" });
  container.replaceChildren(h("div", { class: "list-head" }, [h("h2", { text: t("lobby.your_games") }),
    h("label", { class: "inline", for: "hide-finished" }, [hide, ` ${t("lobby.hide_finished")}`])]), list);
  if (!seats.length) {
    list.append(h("li", { class: "empty", text: t("lobby.no_games") }));
    return;
  }
  let data;
  try {
    data = await api.summaries(seats.map((s) => s.room));
  } catch (err) {
    list.append(h("li", { class: "error", text: t("lobby.games_failed", { reason: errorText(err.code, err.message) }) }));
    return;
  }
  const byRoom = new Map(data.rooms.map((r) => [r.room, r]));
  const draw = () => {
    const rows = [];
    for (const mine of seats) {
      const room = byRoom.get(mine.room);
      if (!room) continue; // gone from this server
      // A guided first game played through is let go.
      if (mine.guided && (mine.done || room.status === "finished")) {
        forgetSeat(mine.room);
        continue;
      }
      if (hide.checked && room.status === "finished") continue;
      const yourTurn = room.status === "playing" && room.actors.includes(mine.seat);
      const players = room.seats.map((s) => (s.seat === mine.seat ? t("common.you", { name: isolate(s.name || mine.name) }) : s.name ? seatName(s, s.seat) : t("lobby.free_seat"))).join(", ");
      const turn = turnText(room, mine.seat);
      rows.push(h("li", { class: `room-row${yourTurn ? " your-turn" : ""}`, "data-room": room.room, "data-status": room.status }, [
        h("a", { class: "room-link", href: `/rooms/${room.room}` }, [
          h("span", { class: "rgame", text: titles(room.game) }),
          h("span", { class: "rstatus", text: mine.guided ? t("lobby.status.guided") : statusText(room.status) }),
          turn ? h("span", { class: "rturn", text: turn }) : null,
        ]),
        h("span", { class: "rplayers", text: players }),
        room.status === "finished" ? h("a", { class: "replay-link", href: `/rooms/${room.room}/replay`, text: t("lobby.replay") }) : null,
        room.rematch ? h("a", { class: "rematch-link", href: `/rooms/${room.rematch}`, text: t("lobby.rematch") }) : null,
      ]));
    }
    list.replaceChildren(...(rows.length ? rows : [h("li", { class: "empty", text: t("lobby.all_finished") })]));
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
  const more = h("button", { type: "button", id: "more-tables", text: t("lobby.more_tables"), hidden: true });
  container.replaceChildren(h("h2", { text: t("lobby.open_tables") }), list, more, error);
  let offset = 0;
  const load = async () => {
    let page;
    try {
      page = await api.openTables(offset);
    } catch (err) {
      error.textContent = t("lobby.tables_failed", { reason: errorText(err.code, err.message) });
      return;
    }
    if (!offset && !page.rooms.length) {
      list.append(h("li", { class: "empty", text: t("lobby.no_tables") }));
    }
    for (const table of page.rooms) list.append(tableRow(table));
    offset = page.next ?? offset;
    more.hidden = page.next === null;
  };
  const tableRow = (table) => {
    const join = h("button", { type: "button", class: "primary join-table", text: t("lobby.join") });
    // A name is asked for right here, in the table's row, when the lobby has none yet; its label
    // differs from the lobby's own "Your name", so each field is found by its label alone.
    const id = `join-name-${table.room}`;
    const own = h("input", { id, class: "join-name", maxlength: 40, autocomplete: "nickname", placeholder: t("common.your_name") });
    const ask = h("form", { class: "join-here", hidden: true, "aria-label": t("lobby.join") }, [
      h("label", { for: id, text: t("lobby.join_as") }), own,
      h("button", { type: "submit", class: "primary", text: t("lobby.join") })]);
    const go = async (name) => {
      localStorage.setItem("panorama.name", name);
      join.disabled = true;
      try {
        const seat = await api.join(table.room, name);
        saveSeat(table.room, seat.seat, seat.token, name);
        location.href = `/rooms/${table.room}`;
      } catch (err) {
        error.textContent = errorText(err.code, err.message);
        join.disabled = false;
      }
    };
    join.addEventListener("click", () => {
      const name = nameInput.value.trim();
      if (name) { go(name); return; }
      join.hidden = true;
      ask.hidden = false;
      own.focus();
    });
    ask.addEventListener("submit", (e) => {
      e.preventDefault();
      const name = own.value.trim();
      if (!name) { own.focus(); return; }
      nameInput.value = name;
      go(name);
    });
    const opts = describeOptions(table.game, table.options);
    return h("li", { class: "room-row", "data-room": table.room }, [
      h("span", { class: "room-link" }, [
        h("span", { class: "rgame", text: titles(table.game) }),
        h("span", { class: "rstatus", text: `${table.host_name ? t("lobby.hosts_table", { name: isolate(table.host_name) }) : t("lobby.a_table")} · ${t("lobby.seats_taken", { taken: table.taken, n: table.players })}` }),
      ]),
      h("span", { class: "rplayers", text: opts }),
      join, ask,
    ]);
  };
  more.addEventListener("click", load);
  await load();
}
