// Walking in Osaka: the Shogunate space and the six scoring options as HTML cards in their
// clockwise ring (top row left to right, bottom row right to left), so their texts keep the page's
// font size on any screen. The Shogunate pawn, the bonus markers and a move's sandal cost sit on
// their own lines, never over a title.
import { h, s } from "../core/dom.js";
import { block, bonusMarker, icon, shogun } from "./osaka-art.js";
import { words } from "./osaka-draw.js";

const mini = (label, children, box = 24) => s("svg", { viewBox: `0 0 ${box} ${box}`, class: "osaka-mini", "aria-hidden": "true", role: "img", "aria-label": label }, children);

// The picture of an option, as on its tile: the building's icon, or four grass blocks for Large Zones.
export function optionPicture(opt, colour) {
  if (opt !== "large_zones") return [icon(opt, 0, 0, 24)];
  return [[0, 0], [12, 0], [0, 12], [12, 12]].map(([x, y]) => block(x, y, 12, 12, { bg: "grass" }, { colour }))
    .concat([s("path", { d: "M12 0 V24 M0 12 H24", stroke: "#3d6b2a", "stroke-width": 0.8 })]);
}

function markers(ctx, seats, where) {
  if (!seats.length) return null;
  return h("div", { class: "osaka-markers" }, seats.map((k) => h("span", { class: "osaka-marker", title: `${ctx.names(k)}'s bonus marker${where}` }, [
    mini("", [bonusMarker(0, 0, 24, ctx.colour(k), ctx.mark(k))]), h("span", { text: ctx.names(k) })])));
}

export function optionRing(ctx) {
  const pub = ctx.pub;
  const home = pub.shogun === -1 || pub.shogun === null;
  const waiting = pub.seats.filter((st) => st.bonus_marker === null || st.bonus_marker === undefined).map((st) => st.seat);
  const start = h("div", { class: `osaka-home${home ? " here" : ""}`, "data-option": -1, ...(home ? { "data-shogun": "1" } : {}) }, [
    h("strong", { text: "Shogunate space" }),
    home ? h("div", { class: "osaka-shogun", "data-shogun-pawn": "1", title: "The Shogunate pawn: it has not moved yet" }, [mini("Shogunate pawn", [shogun(0, 0, 24)]), h("span", { text: "Shogun starts here" })]) : null,
    h("p", { text: "Bonus markers wait here: unmoved, each scores 4 for every set of the five buildings at the end." }),
    markers(ctx, waiting, ", not moved yet"),
  ]);
  const cards = pub.options.map((opt, i) => {
    const key = `option:${opt}`;
    const here = pub.shogun === i;
    const el = h("div", { class: `osaka-opt${here ? " here" : ""}`, "data-option": i, ...(here ? { "data-shogun": "1" } : {}) }, [
      h("div", { class: "osaka-opt-head" }, [h("span", { class: "osaka-step", title: `option ${i + 1} of 6, clockwise`, text: String(i + 1) }), mini(ctx.name(key), optionPicture(opt, words(ctx).colour("grass"))), h("strong", { text: ctx.name(key) })]),
      h("p", { class: "osaka-opt-text", text: ctx.catalog.describe(key) }),
      here ? h("div", { class: "osaka-shogun", "data-shogun-pawn": "1", title: "The Shogunate pawn: everyone scored this option last" }, [mini("Shogunate pawn", [shogun(0, 0, 24)]), h("span", { text: "Shogun is here" })]) : null,
      markers(ctx, pub.seats.filter((st) => st.bonus_marker === i).map((st) => st.seat), ": scores this option at the end"),
    ]);
    for (const type of ["shogunate", "bonus"]) {
      const mv = ctx.candidates.find((m) => m.type === type && m.to === i);
      if (!mv) continue;
      const cost = type === "bonus" ? 2 : mv.sandals;
      const steps = `${mv.spaces} step${mv.spaces === 1 ? "" : "s"}`;
      ctx.target(el, { type, to: i }, `${type === "bonus" ? "Move your bonus marker" : "Move the Shogun"} to ${ctx.name(key)} (${steps}${cost ? `, paying ${cost} sandals` : ""})`);
      el.append(h("div", { class: "osaka-cost", "data-cost": cost || 0, text: type === "bonus" ? `bonus marker here: 2 sandals` : `${steps}${cost ? ` · costs ${cost} sandals` : " · free"}` }));
      break;
    }
    return el;
  });
  // the ring: top row 1 2 3 left to right, bottom row 6 5 4, the Shogunate space on the left
  const ring = h("div", { class: "osaka-ring", "data-board": "options", role: "group", "aria-label": "Shogunate scoring options" }, [start,
    ...[0, 1, 2, 5, 4, 3].map((i) => cards[i])]);
  return ring;
}
