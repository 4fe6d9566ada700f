// The players panel: every seat with its score, who is to act, and who is still choosing.
import { showLeft } from "./clock.js";
import { h, seatColour } from "./dom.js";

export function seatState(frame, seat, simultaneous) {
  if (frame.status !== "playing") return "";
  const acting = frame.actors.includes(seat.seat);
  let state = acting ? (simultaneous ? "choosing…" : "to play") : (simultaneous ? "ready" : "");
  if (seat.away) state = `away (a bot plays)${state ? " · " + state : ""}`;
  return state;
}

export function renderPlayers(container, { room, frame, me, names, score, simultaneous }) {
  if (!frame || !frame.view) {
    container.replaceChildren(h("h2", { text: "Players" }));
    return;
  }
  const rows = room.seats.map((s) => {
    const acting = frame.status === "playing" && frame.actors.includes(s.seat);
    const points = score(s.seat);
    const state = seatState(frame, s, simultaneous);
    return h("li", { class: `player${acting ? " acting" : ""}`, "data-seat": s.seat }, [
      h("span", { class: "dot", style: `background:${seatColour(s.seat)}` }),
      h("span", { class: "pname", text: `${names(s.seat)}${s.kind === "bot" ? " · bot" : ""}${me && me.seat === s.seat ? " (you)" : ""}` }),
      h("span", { class: "pstate" }, [acting ? h("span", { class: "turn-mark", "aria-hidden": "true", text: "▶ " }) : null, state,
        acting && s.deadline ? showLeft(h("span", { class: "timer", "data-deadline": s.deadline, "aria-label": `time left for ${names(s.seat)}` })) : null]),
      h("span", { class: "pscore", "aria-label": `score of ${names(s.seat)}`, text: points === null || points === undefined ? "" : String(points) }),
    ]);
  });
  container.replaceChildren(h("h2", { text: "Players" }), h("ul", { class: "player-list" }, rows));
}

// The phone's one-line summary above the board: each seat's colour, name and score, the seat
// to act marked, so the standings need no scrolling.
export function renderStrip(container, { room, frame, names, score }) {
  if (!frame || !frame.view) { container.replaceChildren(); return; }
  container.replaceChildren(...room.seats.map((s) => {
    const acting = frame.status === "playing" && frame.actors.includes(s.seat);
    const points = score(s.seat);
    return h("span", { class: `chip${acting ? " acting" : ""}`, "data-seat": s.seat }, [
      h("span", { class: "dot", style: `background:${seatColour(s.seat)}` }),
      `${names(s.seat)}${points === null || points === undefined ? "" : ` ${points}`}`,
    ]);
  }));
}
