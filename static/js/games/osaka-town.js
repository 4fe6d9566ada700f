// Walking in Osaka: the 3x3 town area with its street of location tiles around it. Drawn
// portrait, about as many units wide as a phone has pixels, so its smallest text (11 units) stays
// readable on a phone and grows on a desktop.
import { s, svgRoot } from "../core/dom.js";
import { block, icon, pawn, sandal } from "./osaka-art.js";
import { INK, card, textLines, words, wrap } from "./osaka-draw.js";

export const TEXT = 11; // the smallest text in the town, in viewBox units
const LINE = TEXT + 2;
const CW = 72, CH = 112; // a card cell
const SIDE = 66, DEPTH = 112, GAP = 4; // the street's width left and right, its depth above and below
export const TOWN_W = 2 * (SIDE + GAP) + 3 * CW;
const TOWN_H = 2 * (DEPTH + GAP) + 3 * CH;

// The icons of a location tile's requirement: "2×" and an icon (or a background swatch) each.
function requirement(ctx, loc, size) {
  const g = s("g", {});
  let cx = 0;
  for (const r of loc.requires) {
    g.append(s("text", { x: cx, y: size * 0.8, "font-size": TEXT, "font-weight": "bold", fill: INK, text: `${r.count}×` }));
    cx += TEXT * 1.25;
    if (r.icon) g.append(icon(r.icon, cx, 0, size));
    else g.append(block(cx, 1, size, size - 2, { bg: r.bg, icon: null }, { colour: words(ctx).colour(r.bg) }),
      s("rect", { x: cx, y: 1, width: size, height: size - 2, fill: "none", stroke: INK, "stroke-width": 0.6 }));
    cx += size + 4;
  }
  return { g, width: cx - 4 };
}

// A street space: its location tile (name, the requirement as icons, then in words) or a sandal
// for an empty marker. A pawn standing there takes the icons' place (the words still say it all).
function street(ctx, st, x, y, w, hgt) {
  const pub = ctx.pub;
  const g = s("g", { transform: `translate(${x},${y})`, "data-street": st.pos });
  const loc = st.tile ? pub.locations[st.tile] : null;
  const pawnHere = st.pawn !== null && st.pawn !== undefined;
  g.append(s("rect", { class: "hl hl-fill", width: w, height: hgt, rx: 6, fill: loc ? "#fff3d6" : "#e4dccb", stroke: "#a08f70", "stroke-width": 1.2 }));
  let cy = 4;
  if (loc) {
    const name = wrap(loc.name, 9);
    g.append(...textLines(name, w / 2, cy + TEXT, TEXT, { "text-anchor": "middle", "font-weight": "bold", "data-name": "1" }, w - 4));
    cy += name.length * LINE + 3;
    if (!pawnHere) {
      const req = requirement(ctx, loc, 14);
      req.g.setAttribute("transform", `translate(${(w - req.width) / 2},${cy})`);
      g.append(req.g);
    }
    cy += pawnHere ? 27 : 20;
    const needs = (ctx.catalog.entry(st.tile) || {}).needs || "";
    g.append(...textLines(wrap(`needs ${needs}`, 10), w / 2, cy + TEXT - 2, TEXT, { "text-anchor": "middle", "data-needs": "1" }, w - 4, 1.5),
      s("title", { text: `${loc.name}: ${ctx.catalog.describe(st.tile)}` }));
  } else {
    g.append(sandal(w / 2 - 10, hgt / 2 - 24, 20), ...textLines(["no tile:", "a sandal"], w / 2, hgt / 2 + 10, TEXT, { "text-anchor": "middle" }, w - 4),
      s("title", { text: "A street marker without a location tile: stopping here gives a sandal." }));
  }
  if (pawnHere) {
    const who = ctx.names(st.pawn);
    const py = loc ? 4 + wrap(loc.name, 9).length * LINE + 1 : 4;
    g.append(s("g", { "data-pawn": st.pawn }, [pawn(w / 2 - 13, py, 26, ctx.colour(st.pawn), ctx.mark(st.pawn)), s("title", { text: `${who}'s pawn` })]));
  }
  const mv = ctx.candidates.find((m) => (m.type === "pawn" || m.type === "travel") && m.to === st.pos);
  if (mv) {
    const where = loc ? loc.name : "the empty street marker";
    const extra = mv.type === "travel" ? ` (${mv.steps} step${mv.steps === 1 ? "" : "s"}${mv.sandals ? `, paying ${mv.sandals} sandal${mv.sandals === 1 ? "" : "s"}` : ""})` : "";
    ctx.target(g, { type: mv.type, to: st.pos }, `${mv.type === "pawn" ? "Put your pawn at" : "Walk to"} ${where}${extra}`);
    if (mv.type === "travel" && mv.sandals) {
      g.append(s("rect", { x: 2, y: hgt - 17, width: w - 4, height: 15, rx: 7, fill: "#8a3b12" }),
        s("text", { x: w / 2, y: hgt - 6, "text-anchor": "middle", "font-size": TEXT, "font-weight": "bold", fill: "#fff", "data-cost": mv.sandals,
          text: `+${mv.sandals} sandal${mv.sandals === 1 ? "" : "s"}` }));
    }
  }
  return g;
}

export function town(ctx) {
  const pub = ctx.pub;
  const W = TOWN_W, H = TOWN_H;
  const svg = svgRoot(W, H, "Town area and the street around it", { "data-board": "town", style: `max-width:430px;width:100%` });
  const ox = SIDE + GAP, oy = DEPTH + GAP;
  svg.append(s("rect", { width: W, height: H, rx: 10, fill: "#efe6d3" }),
    s("rect", { x: ox - 2, y: oy - 2, width: 3 * CW + 4, height: 3 * CH + 4, rx: 6, fill: "#d9ccb0" }));
  for (const [key, cid] of Object.entries(pub.area)) {
    const [cx, cy] = key.split(",").map(Number);
    const x = ox + cx * CW + 3, y = oy + cy * CH + 3;
    if (!cid) {
      svg.append(s("rect", { x, y, width: CW - 6, height: CH - 6, rx: 4, fill: "none", stroke: "#a99", "stroke-dasharray": "4 3" }),
        ...textLines(["taken"], x + (CW - 6) / 2, y + CH / 2, TEXT, { "text-anchor": "middle", fill: "#665" }));
      continue;
    }
    const g = card(ctx, x, y, CW - 6, CH - 6, cid, TEXT);
    ctx.target(g, { type: "take", cell: key }, `Take the ${ctx.name(cid)}`);
    svg.append(g);
  }
  // street: 0-2 above the columns, 3-5 right of the rows, 6-8 below columns 2..0, 9-11 left of rows 2..0
  const spot = (p) => {
    if (p < 3) return [ox + p * CW + 2, 2, CW - 4, DEPTH - 2];
    if (p < 6) return [ox + 3 * CW + GAP, oy + (p - 3) * CH + 2, SIDE - 2, CH - 4];
    if (p < 9) return [ox + (8 - p) * CW + 2, oy + 3 * CH + GAP, CW - 4, DEPTH - 2];
    return [2, oy + (11 - p) * CH + 2, SIDE - 2, CH - 4];
  };
  for (const st of pub.street) svg.append(street(ctx, st, ...spot(st.pos)));
  // the walking direction, clockwise, in the corners
  for (const [x, y, r] of [[SIDE / 2, DEPTH / 2, 0], [W - SIDE / 2, DEPTH / 2, 90], [W - SIDE / 2, H - DEPTH / 2, 180], [SIDE / 2, H - DEPTH / 2, 270]]) {
    svg.append(s("path", { d: "M-12 6 Q0 -12 12 0 l-5 -1 m5 1 l0 -5", fill: "none", stroke: "#a08f70", "stroke-width": 2, transform: `translate(${x},${y}) rotate(${r})` }));
  }
  svg.append(s("text", { x: SIDE / 2 + 2, y: DEPTH / 2 + 24, "text-anchor": "middle", "font-size": TEXT, fill: "#6d5e44", text: "clockwise" }));
  return svg;
}
