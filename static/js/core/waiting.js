// The waiting room: share links, the seats filling live, and the host's bots and start button.
import { api } from "./api.js";
import { seatName } from "./names.js";
import { COLOUR_HEX, h, seatColour } from "./dom.js";
import { formatLength } from "./clock.js";
import { t } from "./i18n.js";
import { optionsText } from "./options.js";

function copyField(id, label, copyLabel, value) {
  const input = h("input", { id, readonly: true, value, "aria-label": label });
  const btn = h("button", { type: "button", text: t("common.copy"), "aria-label": copyLabel });
  btn.addEventListener("click", async () => {
    input.select();
    try { await navigator.clipboard.writeText(value); btn.textContent = t("common.copied"); } catch (err) { document.execCommand("copy"); }
  });
  return h("div", { class: "copy" }, [h("label", { for: id, text: label }), h("div", { class: "row" }, [input, btn])]);
}

const LEVELS = ["random", "greedy", "strong"];

// Why the Hints box shows what it shows: the host's choice, or the default, which follows the
// seats until the start (on once a bot sits at a table without a turn timer), so the box ticks
// itself when a bot is added and the host is told so beforehand.
function hintsWhy(room) {
  if (room.hints_chosen) return t("waiting.hints_chosen");
  if (room.hints) return t("waiting.hints_default_on");
  return room.turn_seconds ? t("waiting.hints_default_timer") : t("waiting.hints_default_off");
}

// The link of a seat kept for the host's own bot is answered once: this tab keeps it until the
// bot takes the seat, so a redraw or a reload still shows it to the host.
const botLinksKey = (roomId) => `panorama.botlinks.${roomId}`;
function botLinks(roomId) {
  try { return JSON.parse(sessionStorage.getItem(botLinksKey(roomId)) || "{}"); } catch (err) { return {}; }
}
function keepBotLink(roomId, seat, link) {
  try { sessionStorage.setItem(botLinksKey(roomId), JSON.stringify({ ...botLinks(roomId), [seat]: link })); } catch (err) { /* private mode */ }
}
// i18n-keys: waiting.level.*
const levelText = (level) => t(`waiting.level.${level}`);

function hostName(room) {
  const host = room.seats.find((s) => s.host);
  return host ? seatName(host, host.seat) : "";
}

// A seat's line: its colour and who sits there; the host's controls (level, move up or down,
// remove) and a player's own "Leave this table".
function seatRow(s, { room, me, isHost, act, roomId, onLeft }) {
  const mine = me && me.seat === s.seat;
  let label = t("waiting.free_seat");
  if (s.taken) {
    label = [seatName(s, s.seat), s.outside ? t("waiting.outside_bot") : s.kind === "bot" ? t("waiting.bot") : null,
      s.host ? t("waiting.host") : null].filter(Boolean).join(" · ");
    if (mine) label = t("common.you", { name: label });
    if (s.invited) label += ` · ${t("waiting.invited")}`;
  }
  const tools = [];
  if (isHost && s.taken && s.kind === "bot" && !s.outside) {
    const level = h("select", { class: "seat-level", "aria-label": t("waiting.level_of", { name: seatName(s, s.seat) }) },
      LEVELS.map((l) => h("option", { value: l, selected: l === s.level, text: levelText(l) })));
    level.addEventListener("change", () => act(() => api.botLevel(roomId, me.token, s.seat, level.value)));
    tools.push(level);
  }
  if (isHost) {
    const order = room.seats.map((x) => x.seat);
    const move = (delta, text, label) => {
      const to = s.seat + delta;
      const b = h("button", { type: "button", class: "seat-move", text, "aria-label": `${label}: ${s.taken ? seatName(s, s.seat) : t("common.seat", { n: s.seat + 1 })}`,
        disabled: to < 0 || to >= order.length });
      b.addEventListener("click", () => {
        [order[s.seat], order[to]] = [order[to], order[s.seat]];
        act(() => api.reorder(roomId, me.token, order));
      });
      return b;
    };
    tools.push(move(-1, "↑", t("waiting.move_up")), move(1, "↓", t("waiting.move_down")));
  }
  if (isHost && s.taken && !s.host) {
    const remove = h("button", { type: "button", class: "seat-remove", text: t("waiting.remove"), "aria-label": t("waiting.remove_who", { name: seatName(s, s.seat) }) });
    remove.addEventListener("click", () => act(() => api.removeSeat(roomId, me.token, s.seat)));
    tools.push(remove);
  }
  if (mine && !s.host) {
    const leave = h("button", { type: "button", class: "seat-leave", id: "leave-table", text: t("waiting.leave") });
    leave.addEventListener("click", () => act(async () => {
      await api.removeSeat(roomId, me.token, s.seat);
      onLeft();
    }));
    tools.push(leave);
  }
  return h("li", { class: s.taken ? "taken" : "free", "data-seat": s.seat, ...(s.outside ? { "data-outside-bot": "" } : {}) }, [
    h("span", { class: "dot", style: `background:${seatColour(s.seat)}` }),
    h("span", { class: "seat-name", text: label }),
    tools.length ? h("span", { class: "seat-tools" }, tools) : null,
  ]);
}

// The player's own colour: a swatch for each of the game's colours, those another seat chose
// marked taken (and named, so colour is not the only sign).
function colourPicker(room, me, roomId, act, colours) {
  const mine = room.seats[me.seat];
  const others = new Set(room.seats.filter((s) => s.seat !== me.seat && s.taken).map((s) => s.colour));
  // i18n-keys: colour.*
  const buttons = colours.map((c) => {
    const name = t(`colour.${c}`);
    const taken = others.has(c);
    const b = h("button", { type: "button", class: `swatch-button${mine && mine.colour === c ? " chosen" : ""}`, "data-colour": c,
      "aria-pressed": mine && mine.colour === c ? "true" : "false", disabled: taken,
      "aria-label": taken ? t("waiting.colour_taken", { colour: name }) : name, title: taken ? t("waiting.colour_taken", { colour: name }) : name },
    [h("span", { class: "dot", style: `background:${COLOUR_HEX[c] || "#999"}` }), h("span", { class: "swatch-name", text: name })]);
    b.addEventListener("click", () => act(() => api.colour(roomId, me.token, c)));
    return b;
  });
  return h("div", { class: "colour-picker", role: "group", "aria-label": t("waiting.colour") }, [
    h("h3", { text: t("waiting.colour") }), h("div", { class: "row wrap" }, buttons)]);
}

// `room` and `me` are the page's current knowledge; `act(fn)` runs an action and redraws;
// `onLeft()` runs once this browser's player left the table.
// `props`: the game's option schema properties, which name the room's options.
// `colours`: the game's colours, which a seated player may choose from.
export function renderWaiting(container, { roomId, room, me, error, act, title, props, onLeft, colours = [] }) {
  const isHost = !!me && !!room.seats[me.seat] && room.seats[me.seat].host;
  const full = room.seats.every((s) => s.taken);
  const waitingFor = room.seats.filter((s) => s.invited).map((s) => seatName(s, s.seat));
  const seats = h("ul", { class: "seats", id: "seats" },
    room.seats.map((s) => seatRow(s, { room, me, isHost, act, roomId, onLeft })));
  const links = isHost ? room.seats.filter((s) => s.outside && s.invited && botLinks(roomId)[s.seat]).map((s) =>
    copyField(`bot-link-${s.seat}`, t("waiting.bot_link", { name: s.name }), t("waiting.copy_bot_link", { name: s.name }),
      botLinks(roomId)[s.seat])) : [];
  const controls = [];
  if (isHost) {
    const level = h("select", { id: "bot-level", "aria-label": t("waiting.bot_level") },
      LEVELS.map((l) => h("option", { value: l, selected: l === "greedy", text: levelText(l) })));
    const add = h("button", { type: "button", id: "add-bot", disabled: full, text: t("waiting.add_bot") });
    add.addEventListener("click", () => act(() => api.addBot(roomId, me.token, level.value)));
    const start = h("button", { type: "button", id: "start", class: "primary", disabled: !full || waitingFor.length > 0,
      text: t("waiting.start") });
    start.addEventListener("click", () => act(() => api.start(roomId, me.token)));
    controls.push(h("div", { class: "row wrap" }, [level, add, start]));
    const hints = h("input", { type: "checkbox", id: "hints-switch", checked: !!room.hints });
    hints.addEventListener("change", () => act(() => api.switchHints(roomId, me.token, hints.checked)));
    controls.push(h("label", { class: "check hints-switch", for: "hints-switch" }, [hints, " ", t("waiting.hints")]));
    controls.push(h("p", { class: "hint", id: "hints-why", text: hintsWhy(room) }));
    const botName = h("input", { id: "bot-name", maxlength: 40, placeholder: t("waiting.bot_name"), "aria-label": t("waiting.bot_name") });
    const invite = h("button", { type: "button", id: "invite-bot", disabled: full, text: t("waiting.invite_bot") });
    invite.addEventListener("click", () => act(async () => {
      const kept = await api.inviteBot(roomId, me.token, botName.value.trim() || t("waiting.outside_bot"));
      keepBotLink(roomId, kept.seat, kept.link);
    }));
    controls.push(h("div", { class: "row wrap" }, [botName, invite]));
    controls.push(h("p", { class: "hint", text: t("waiting.order_hint") }));
  } else {
    controls.push(h("p", { text: full ? t("waiting.for_host") : t("waiting.for_seats") }));
    controls.push(h("p", { class: "hint", id: "hints-state", text: room.hints ? t("waiting.hints_on") : t("waiting.hints_off") }));
  }
  if (waitingFor.length) controls.push(h("p", { class: "hint", text: t("waiting.for_invited", { names: waitingFor.join(", ") }) }));
  const host = hostName(room);
  const about = [host ? t("lobby.hosts_table", { name: host }) : null, title || null, t("lobby.players_exact", { n: room.players }),
    optionsText(room.options, props), room.turn_seconds ? t("clock.per_turn", { length: formatLength(room.turn_seconds) }) : null];
  container.replaceChildren(
    h("h2", { text: about.filter(Boolean).join(" · ") }),
    copyField("share-link", t("waiting.share_link"), t("waiting.copy_share"), `${location.origin}/rooms/${roomId}`),
    copyField("watch-link", t("waiting.watch_link"), t("waiting.copy_watch"), `${location.origin}/rooms/${roomId}?watch=1`),
    h("h3", { text: t("waiting.seats") }), seats, ...links,
    ...(me && room.seats[me.seat] && colours.length ? [colourPicker(room, me, roomId, act, colours)] : []), ...controls,
    ...(error ? [h("p", { class: "error", role: "alert", text: error })] : []),
  );
}
