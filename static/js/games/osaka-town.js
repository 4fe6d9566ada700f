// Walking in Osaka: the 3x3 town area with its street of location tiles around it. Drawn
// portrait, about as many units wide as a phone has pixels, so its smallest text (11 units) stays
// readable on a phone and grows on a desktop.
import { s, svgRoot } from "../core/dom.js";
import { t } from "../core/i18n.js";
import { worthSvg } from "../core/worth.js";
import { block, fitText, icon, pawn, sandal } from "./osaka-art.js";
import { INK, card, textLines, words, wrap } from "./osaka-draw.js";

// Two sizes of the same town: the phone's, about as many units wide as a phone has pixels (its
// smallest text, 11 units, stays readable), and the desktop's, with bigger cards and a wider street
// drawn to fill the window's height (its column of the grid is as wide as that height allows).
export const PHONE_TOWN = { text: 11, cw: 72, ch: 112, side: 66, depth: 112, gap: 4, nameWrap: 9, needsWrap: 10 };
export const DESK_TOWN = { text: 12, cw: 104, ch: 118, side: 104, depth: 98, gap: 4, nameWrap: 13, needsWrap: 15 };
export const townSize = (G) => ({ w: 2 * (G.side + G.gap) + 3 * G.cw, h: 2 * (G.depth + G.gap) + 3 * G.ch });
export const TEXT = PHONE_TOWN.text; // the smallest text in the town, in viewBox units
let G = PHONE_TOWN, TEXT_NOW = TEXT;
const line = () => TEXT_NOW + 2;

// The icons of a location tile's requirement: "2×" and an icon (or a background swatch) each.
function requirement(ctx, loc, size) {
  const g = s("g", {});
  let cx = 0;
  for (const r of loc.requires) {
    g.append(s("text", { x: cx, y: size * 0.8, "font-size": TEXT_NOW, "font-weight": "bold", fill: INK, text: `${r.count}×` }));
    cx += TEXT_NOW * 1.25;
    if (r.icon) g.append(icon(r.icon, cx, 0, size));
    else g.append(block(cx, 1, size, size - 2, { bg: r.bg, icon: null }, { colour: words(ctx).colour(r.bg) }),
      s("rect", { x: cx, y: 1, width: size, height: size - 2, fill: "none", stroke: INK, "stroke-width": 0.6 }));
    cx += size + 4;
  }
  return { g, width: cx - 4 };
}

// A street space: its location tile (name, the requirement as icons, then in words) or a sandal
// for an empty marker. A pawn standing there, or the sandal cost of walking there, takes the
// icons' place (the words still say it all), so neither ever covers a word.
function street(ctx, st, x, y, w, hgt) {
  const pub = ctx.pub;
  const g = s("g", { transform: `translate(${x},${y})`, "data-street": st.pos });
  const loc = st.tile ? pub.locations[st.tile] : null;
  const pawnHere = st.pawn !== null && st.pawn !== undefined;
  const mine = ctx.seat !== null && ctx.seat !== undefined ? pub.seats[ctx.seat] : null;
  const inReach = loc && mine && (mine.within_reach || []).includes(st.tile);
  g.append(s("rect", { class: "hl hl-fill", width: w, height: hgt, rx: 6, fill: loc ? "#fff3d6" : "#e4dccb",
    stroke: inReach ? REACH : "#a08f70", "stroke-width": inReach ? 2.5 : 1.2 }));
  const flapSize = G === PHONE_TOWN ? 12 : 18;
  if (inReach) g.append(reachCorner(w, flapSize));
  let cy = 4;
  const mv = ctx.candidates.find((m) => (m.type === "pawn" || m.type === "travel") && m.to === st.pos);
  const cost = mv && mv.type === "travel" && mv.sandals ? mv.sandals : 0;
  // what the walk (or the setup pawn) leads to this turn, at best
  const worth = mv ? ctx.worth({ type: mv.type, to: st.pos }) : null;
  const locName = loc ? ctx.name(st.tile) : "";
  if (loc) {
    const name = wrap(locName, G.nameWrap);
    g.append(...nameLines(name, w, cy, inReach ? flapSize + 6 : 0));
    cy += name.length * line() + 3;
    if (worth) g.append(moveRow(worth, cost, w, cy));
    else if (cost) g.append(costBadge(cost, w, cy));
    else if (!pawnHere) {
      const req = requirement(ctx, loc, TEXT_NOW + 3);
      req.g.setAttribute("transform", `translate(${(w - req.width) / 2},${cy})`);
      g.append(req.g);
    }
    cy += pawnHere ? 27 : TEXT_NOW + 9;
    const needs = wrap(t("osaka.street.needs", { needs: (ctx.catalog.entry(st.tile) || {}).needs || "" }), G.needsWrap);
    // A long requirement closes up its lines, moves up, and then takes a smaller size, rather
    // than run off the tile's bottom (a line's box reaches about 0.3 of its size below the baseline).
    const bottom = (size, gap) => cy + size - 2 + (needs.length - 1) * (size + gap) + size * 0.3;
    const gap = bottom(TEXT_NOW, 1.5) <= hgt - 2 ? 1.5 : 0;
    // then it takes up to 4 units of the space above it (not the pawn's)
    if (!pawnHere) cy -= Math.max(0, Math.min(4, bottom(TEXT_NOW, gap) - (hgt - 2)));
    const size = bottom(TEXT_NOW, gap) <= hgt - 2 ? TEXT_NOW : Math.max(6, (hgt - cy) / (needs.length + 0.3));
    g.append(...textLines(needs, w / 2, cy + size - 2, size, { "text-anchor": "middle", "data-needs": "1" }, w - 4, gap),
      s("title", { text: t("osaka.street.tile_title", { tile: locName, description: ctx.catalog.describe(st.tile) })
        + (inReach ? ` ${t("osaka.street.within_reach")}` : "") }));
  } else {
    g.append(sandal(w / 2 - 10, hgt / 2 - 24 - (cost ? 10 : 0), 20),
      ...textLines(t("osaka.street.empty").split("\n").flatMap((l) => wrap(l, G.needsWrap)), w / 2, hgt / 2 + 10 - (cost ? 10 : 0), TEXT_NOW, { "text-anchor": "middle" }, w - 4),
      s("title", { text: t("osaka.street.empty_title") }));
    if (worth) g.append(moveRow(worth, cost, w, hgt - 19));
    else if (cost) g.append(costBadge(cost, w, hgt - 19));
  }
  if (pawnHere) {
    const py = loc ? 4 + wrap(locName, G.nameWrap).length * line() + 1 : 4;
    // Your own pawn, while you choose where it walks, is what the page keeps in sight (core/focus.js).
    // a desktop's page brings your walking pawn into sight; a phone's shows the whole fitted town
    const walking = G !== PHONE_TOWN && st.pawn === ctx.seat && ctx.candidates.some((m) => m.type === "travel");
    g.append(s("g", { "data-pawn": st.pawn, ...(walking ? { "data-focus-anchor": "1" } : {}) }, [pawn(w / 2 - 13, py, 26, ctx.colour(st.pawn), ctx.mark(st.pawn)),
      s("title", { text: t("osaka.street.pawn", { name: ctx.names(st.pawn) }) })]));
  }
  if (mv) {
    const where = loc ? locName : t("osaka.street.empty_marker");
    const label = mv.type === "pawn" ? t("osaka.target.pawn", { where })
      : cost ? t("osaka.target.travel_paid", { where, steps: t("osaka.steps", { n: mv.steps }), sandals: t("osaka.sandals", { n: cost }) })
        : t("osaka.target.travel", { where, steps: t("osaka.steps", { n: mv.steps }) });
    ctx.target(g, { type: mv.type, to: st.pos }, label);
  }
  return g;
}

// A tile's name, centred; a line beside the reach flap that would run under it is centred in the
// room left of the flap instead.
function nameLines(lines, w, top, flap) {
  return lines.map((text, i) => {
    const y = top + TEXT_NOW + i * line();
    const wide = text.length * TEXT_NOW * 0.72;
    const beside = flap && y - TEXT_NOW < flap && w / 2 + wide / 2 > w - flap - 1;
    return fitText({ x: beside ? (w - flap) / 2 : w / 2, y, "font-size": TEXT_NOW, fill: INK, "text-anchor": "middle", "font-weight": "bold",
      "data-name": "1", text }, beside ? w - flap - 4 : w - 4);
  });
}

// A tile one of your columns could take now: a tick in a corner flap (a shape, not only a colour).
const REACH = "#2e7d32";
export function reachCorner(w, size = 18) {
  return s("g", { "data-reach": "1" }, [
    s("path", { d: `M${w - size - 6} 0 H${w - 6} a6 6 0 0 1 6 6 V${size + 6} Z`, fill: REACH }),
    s("path", { d: `M${w - size * 0.55} ${size * 0.42} l${size * 0.17} ${size * 0.17} l${size * 0.3} -${size * 0.32}`, fill: "none", stroke: "#fff", "stroke-width": 2, "stroke-linecap": "round", "stroke-linejoin": "round" })]);
}

// A target's row under the tile's name: what walking there is worth, and beside it what it costs
// ("−1" and a sandal; the target's label says it in words).
function moveRow(worth, cost, w, y) {
  const badge = worthSvg(worth, 0, 0, TEXT_NOW);
  const bw = Number(badge.querySelector("rect").getAttribute("width"));
  // the cost as "−2" and a sandal, or only "2" and a sandal where a phone's tile has no room
  const pill = (text) => (cost ? text.length * TEXT_NOW * 0.7 + 17 : 0);
  let costText = cost ? t("osaka.street.cost_short", { n: cost }) : "";
  if (cost && bw + 1 + pill(costText) > w - 2) costText = String(cost);
  const costW = pill(costText);
  const gap = !cost ? 0 : bw + 4 + costW <= w - 2 ? 4 : 1;
  const left = Math.max(1, (w - bw - gap - costW) / 2);
  badge.setAttribute("transform", `translate(${left + bw / 2},${y + 8})`);
  const g = s("g", { "data-move-row": "1" }, [badge]);
  if (cost) {
    const x = left + bw + gap;
    g.append(s("g", { "data-cost-badge": cost }, [s("rect", { x, y: y - 0.5, width: costW, height: 17, rx: 8, fill: "#8a3b12" }),
      s("text", { x: x + costW - 13, y: y + 12, "text-anchor": "end", "font-size": TEXT_NOW, "font-weight": "bold", fill: "#fff", "data-cost": cost, text: costText }),
      sandal(x + costW - 12.5, y + 3, 10)]));
  }
  return g;
}

// The sandals a walk to this space costs, on the row under the tile's name.
function costBadge(cost, w, y) {
  return s("g", { "data-cost-badge": cost }, [s("rect", { x: 2, y, width: w - 4, height: 16, rx: 8, fill: "#8a3b12" }),
    fitText({ x: w / 2, y: y + 12, "text-anchor": "middle", "font-size": TEXT_NOW, "font-weight": "bold", fill: "#fff", "data-cost": cost,
      text: t("osaka.street.cost", { n: cost }) }, w - 8)]);
}

// What taking a card is worth, on its top left corner: across the card's top edge, beside its
// upper block's icon rather than over it.
export function cornerWorth(worth, size = TEXT_NOW) {
  const badge = worthSvg(worth, 0, 0, size);
  if (!badge) return null;
  const width = Number(badge.querySelector("rect").getAttribute("width"));
  badge.setAttribute("transform", `translate(${width / 2 + 1},${size * 0.15})`);
  return badge;
}

export function town(ctx, geometry = PHONE_TOWN) {
  const pub = ctx.pub;
  G = geometry;
  TEXT_NOW = G.text;
  const { cw: CW, ch: CH, side: SIDE, depth: DEPTH, gap: GAP } = G;
  const TEXT = G.text;
  const { w: W, h: H } = townSize(G);
  const svg = svgRoot(W, H, t("osaka.town.label"), { "data-board": "town", "data-size": G === PHONE_TOWN ? "phone" : "desktop" });
  const ox = SIDE + GAP, oy = DEPTH + GAP;
  svg.append(s("rect", { width: W, height: H, rx: 10, fill: "#efe6d3" }),
    s("rect", { x: ox - 2, y: oy - 2, width: 3 * CW + 4, height: 3 * CH + 4, rx: 6, fill: "#d9ccb0" }));
  for (const [key, cid] of Object.entries(pub.area)) {
    const [cx, cy] = key.split(",").map(Number);
    const x = ox + cx * CW + 3, y = oy + cy * CH + 3;
    if (!cid) {
      svg.append(s("rect", { x, y, width: CW - 6, height: CH - 6, rx: 4, fill: "none", stroke: "#a99", "stroke-dasharray": "4 3" }),
        ...textLines(wrap(t("osaka.town.taken"), 9), x + (CW - 6) / 2, y + CH / 2, TEXT, { "text-anchor": "middle", fill: "#665" }));
      continue;
    }
    const g = card(ctx, x, y, CW - 6, CH - 6, cid, TEXT);
    if (ctx.target(g, { type: "take", cell: key }, t("osaka.target.take", { card: ctx.name(cid) })).classList.contains("target")) {
      const badge = cornerWorth(ctx.worth({ type: "take", cell: key }));
      if (badge) g.append(badge);
    }
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
  svg.append(...textLines(wrap(t("osaka.town.clockwise"), 9), SIDE / 2 + 2, DEPTH / 2 + 24, TEXT, { "text-anchor": "middle", fill: "#6d5e44", "data-clockwise": "1" }, SIDE - 6));
  return svg;
}
