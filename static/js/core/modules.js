// What the room page and the replay page share about a game's module: loading it (the generic
// renderer when it cannot be loaded) and the seat helpers every renderer's context carries.
import { seatColour, seatMarks } from "./dom.js";

export async function loadModule(game) {
  try {
    return (await import(`../games/${game}.js`)).default;
  } catch (err) {
    console.error(err);
    return (await import("../games/generic.js")).default;
  }
}

// `mark(seat)`: a short mark unique among the seats; `colour(seat)`: the seat's colour.
export function seatHelpers(room, names) {
  return {
    mark: (seat) => seatMarks(room.seats.map((_, i) => names(i)))[seat] || "?",
    colour: seatColour,
  };
}
