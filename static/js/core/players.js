// The players panel: every seat with its score, who is to act, and who is still choosing.
import { showLeft } from "./clock.js";
import { h, seatColour } from "./dom.js";
import { formatNumber, t } from "./i18n.js";
import { namedBot } from "./names.js";

export function seatState(frame, seat, simultaneous) {
  if (frame.status !== "playing") return "";
  const acting = frame.actors.includes(seat.seat);
  let state = acting ? (simultaneous ? t("players.choosing") : t("players.to_play")) : (simultaneous ? t("players.ready") : "");
  if (seat.away) state = `${t("players.away")}${state ? " · " + state : ""}`;
  return state;
}

const scoreText = (points) => (points === null || points === undefined ? ""
  : typeof points === "number" ? formatNumber(points) : String(points));

function playerName(name, seat, me) {
  // A bot named by the server already says it is one ("Bot 1 (greedy)").
  const text = `${name}${seat.kind === "bot" && !namedBot(seat) ? ` · ${t("waiting.bot")}` : ""}`;
  return me && me.seat === seat.seat ? t("common.you", { name: text }) : text;
}

export function renderPlayers(container, { room, frame, me, names, score, simultaneous }) {
  if (!frame || !frame.view) {
    container.replaceChildren(h("h2", { text: t("side.players") }));
    return;
  }
  const rows = room.seats.map((s) => {
    const acting = frame.status === "playing" && frame.actors.includes(s.seat);
    const points = score(s.seat);
    const state = seatState(frame, s, simultaneous);
    return h("li", { class: `player${acting ? " acting" : ""}`, "data-seat": s.seat }, [
      h("span", { class: "dot", style: `background:${seatColour(s.seat)}` }),
      h("span", { class: "pname", text: playerName(names(s.seat), s, me) }),
      h("span", { class: "pstate" }, [acting ? h("span", { class: "turn-mark", "aria-hidden": "true", text: "▶ " }) : null, state,
        acting && s.deadline ? showLeft(h("span", { class: "timer", "data-deadline": s.deadline, "aria-label": t("players.time_left", { name: names(s.seat) }) })) : null]),
      h("span", { class: "pscore", "aria-label": t("players.score_of", { name: names(s.seat) }), text: scoreText(points) }),
    ]);
  });
  container.replaceChildren(h("h2", { text: t("side.players") }), h("ul", { class: "player-list" }, rows));
}

// The phone's one-line summary above the board: each seat's colour, name and score, the seat
// to act marked, so the standings need no scrolling. While several choose at once, the seats
// still choosing say so in words.
export function renderStrip(container, { room, frame, names, score, simultaneous }) {
  if (!frame || !frame.view) { container.replaceChildren(); return; }
  container.replaceChildren(...room.seats.map((s) => {
    const acting = frame.status === "playing" && frame.actors.includes(s.seat);
    const points = score(s.seat);
    return h("span", { class: `chip${acting ? " acting" : ""}`, "data-seat": s.seat }, [
      h("span", { class: "dot", style: `background:${seatColour(s.seat)}` }),
      `${names(s.seat)}${points === null || points === undefined ? "" : ` ${scoreText(points)}`}`,
      acting && simultaneous ? h("span", { class: "chip-state", text: t("players.choosing") }) : null,
    ]);
  }));
}
