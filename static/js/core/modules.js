// What the room page and the replay page share: the room and its catalog, the game's module (the
// generic renderer when it cannot be loaded) and the seat helpers every renderer's context carries.
import { api } from "./api.js";
import { loadCatalog } from "./catalog.js";
import { h, seatColour, seatMarks } from "./dom.js";
import { errorText, loadGameTexts, t } from "./i18n.js";

// The room and its game's catalog; when either cannot be had, the page says so and links back
// to the lobby, and the answer is null.
export async function loadRoom(root, roomId) {
  try {
    const room = await api.room(roomId);
    return { room, catalog: await loadCatalog(room.game) };
  } catch (err) {
    root.replaceChildren(h("p", { class: "error", text: t("room.not_found", { reason: errorText(err.code, err.message) }) }),
      h("p", {}, h("a", { href: "/", text: t("common.back_to_lobby") })));
    return null;
  }
}

// The board's texts are loaded first, so the module can word itself with its own "<game>.<key>" texts as it draws.
export async function loadModule(game) {
  await loadGameTexts(game);
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
