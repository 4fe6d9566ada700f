// Walking in Provence's cards outside the tableau: scene cards in the hand and the eight turn
// options, the photo cards with their marker spots, and the legend's pictures (drawn with the
// same pieces as the board).
import { s, svgRoot } from "../core/dom.js";
import { t } from "../core/i18n.js";
import { drawSquare, drone, photographer, shopIcon } from "./provence-art.js";

export const CW = 2, CH = 3;
// A token that belongs to no seat (photo cards, the legend).
const NEUTRAL = "#5d5348";

function turn(c, r, rot) {
  if (rot === 0) return [c, r];
  if (rot === 1) return [CH - 1 - r, c];
  if (rot === 2) return [CW - 1 - c, CH - 1 - r];
  return [r, CW - 1 - c];
}

function turnSquare(sq, rot) {
  const out = { ...sq };
  const faces = ["N", "E", "S", "W"];
  if (out.face) out.face = faces[(faces.indexOf(out.face) + rot) % 4];
  if (out.dir && rot % 2 === 1) out.dir = out.dir === "V" ? "H" : "V";
  return out;
}

// The squares of a scene card turned `rot` quarter turns, each with its offset from the top-left corner.
export function cardSquares(card, rot) {
  return card.squares.map((sq, i) => {
    const [dx, dy] = turn(i % CW, Math.floor(i / CW), rot);
    return { dx, dy, sq: turnSquare(sq, rot) };
  });
}

// What a sunflower scores the way it faces (+2 towards the scene deck, −3 otherwise): printed on
// the cards in the hand and the turn options, where the choice is made.
function sunflowerBadge(x, y, sq, size) {
  const good = sq.face === "N";
  const w = Math.max(22, size * 0.5), hgt = 15;
  return s("g", { transform: `translate(${x + size - w - 2},${y + size - hgt - 2})`, class: "sun-score", "pointer-events": "none" }, [
    s("rect", { width: w, height: hgt, rx: 4, fill: good ? "#e8f5e9" : "#fdecea", stroke: good ? "#2e7d32" : "#c62828", "stroke-width": 1 }),
    s("text", { x: w / 2, y: 11.5, "text-anchor": "middle", class: `pv-text pv-strong ${good ? "pv-good" : "pv-bad"}`, text: good ? "+2" : "−3" }),
  ]);
}

// A scene card drawn on its own at `size` pixels a square. `drawSquareNamed(x, y, sq, size)`
// draws one square with its name; `opts.under` draws the card as tucked under (faded, dashed).
export function cardSvg(card, rot, size, label, drawSquareNamed, opts = {}) {
  const w = rot % 2 ? CH : CW, hgt = rot % 2 ? CW : CH;
  const svg = svgRoot(w * size + 8, hgt * size + 8, label, { style: `width:${w * size + 8}px` });
  const g = s("g", { transform: "translate(4,4)" });
  const body = s("g", { opacity: opts.under ? 0.72 : 1 });
  for (const { dx, dy, sq } of cardSquares(card, rot)) {
    body.append(drawSquareNamed(dx * size, dy * size, sq, size));
    if (opts.scores && sq.t === "sunflower" && size >= 30) body.append(sunflowerBadge(dx * size, dy * size, sq, size));
  }
  g.append(body, s("rect", { class: "hl", width: w * size, height: hgt * size, fill: "none", stroke: "#555", "stroke-width": opts.under ? 2 : 1.5,
    "stroke-dasharray": opts.under ? "6 4" : "none", rx: 3 }));
  svg.append(g);
  return svg;
}

// A photo card: its requirement drawn as squares and in words, the token whose frame takes it,
// its pile letter, and its marker spots with the markers on them (in the seats' colours).
// i18n-keys: provence.photo_card.*
export function photoCard(ctx, ph, drawSquareNamed) {
  const W = 136, H = 150;
  const [what, n] = ph.need;
  const byDrone = ph.pile === "C";
  const svg = svgRoot(W, H, ctx.name(ph.id), { style: `width:${W}px`, "data-photo": ph.id });
  svg.append(s("rect", { x: 1, y: 1, width: W - 2, height: H - 2, rx: 6, fill: "#fffdf7", stroke: "#8d7b62" }),
    s("rect", { x: 5, y: 5, width: W - 10, height: 62, rx: 3, fill: "#eef3f6", stroke: "#b0bec5" }));
  const count = Math.min(n, 5), q = 20;
  const start = (W - count * (q + 2)) / 2;
  for (let i = 0; i < count; i++) svg.append(drawSquareNamed(start + i * (q + 2), 9, what === "lavender" ? { t: what, dir: "V" } : { t: what }, q));
  svg.append(s("text", { x: W / 2, y: 45, "text-anchor": "middle", class: "pv-text", text: ctx.name(what).toLowerCase() }));
  if (n > 1) svg.append(s("text", { x: W / 2, y: 60, "text-anchor": "middle", class: "pv-text", text: t("provence.photo_card.joined", { n }) }));
  svg.append(s("circle", { cx: 13, cy: 82, r: 8.5, fill: NEUTRAL }),
    s("text", { x: 13, y: 86, "text-anchor": "middle", class: "pv-text pv-strong pv-light", text: ph.pile }),
    (byDrone ? drone : photographer)(33, 82, 22, NEUTRAL),
    s("text", { x: 46, y: 86, class: "pv-text", text: ctx.name(byDrone ? "drone" : "photographer").toLowerCase() }));
  ph.spots.forEach((sp, j) => {
    const y = 98 + j * 17;
    // each spot says what it is (the legend's "Marker spots" tells the rule)
    const says = s("title", { text: t(sp.infinite ? "provence.photo_card.spot_infinite" : "provence.photo_card.spot", { points: sp.points }) });
    svg.append(s("g", { "data-spot": j }, [s("rect", { x: 6, y, width: 30, height: 15, rx: 7, fill: "#f3e6c8", stroke: "#8d7b62", "stroke-width": 0.6 }),
      s("text", { x: 21, y: y + 12, "text-anchor": "middle", class: "pv-text", text: `${sp.points}${sp.infinite ? "∞" : ""}` }), says]));
    sp.seats.forEach((seat, k) => svg.append(s("circle", { cx: 46 + k * 15, cy: y + 7.5, r: 6, fill: ctx.colour(seat), stroke: "#333", "stroke-width": 0.6 },
      [s("title", { text: ctx.names(seat) })])));
  });
  svg.append(s("title", { text: t(byDrone ? "provence.photo_card.by_drone" : "provence.photo_card.by_photographer", { photo: ctx.name(ph.id) }) }));
  return svg;
}

// The legend's picture of one item, drawn as on the board (the shell sizes it).
export function legendIcon(item) {
  const size = 40;
  const svg = s("svg", { viewBox: `0 0 ${size} ${size}`, role: "img", "aria-hidden": "true" });
  const key = item.key || "";
  const square = (sq, colour) => drawSquare(0, 0, sq, size, colour || item.colour, null);
  if (key === "photographer") svg.append(photographer(size / 2, size / 2, size * 1.4, NEUTRAL));
  else if (key === "drone") svg.append(drone(size / 2, size / 2, size * 1.4, NEUTRAL));
  // a shop: its picture large on the town's colour, its letter under it
  // i18n-keys: provence.shop_mark.*
  else if (key.startsWith("shop:")) {
    const shop = key.slice(5);
    svg.append(s("rect", { width: size, height: size, rx: 3, fill: item.colour || "#e0895a" }), shopIcon(shop, size / 2, size * 0.4, size * 0.34),
      s("text", { x: size / 2, y: size - 2, "text-anchor": "middle", "font-size": size * 0.24, "font-weight": 700, fill: "#fff", text: t(`provence.shop_mark.${shop.replace(" ", "_")}`) }));
  }
  else if (key === "mark:tree") svg.append(square({ t: "meadow", tree: true }));
  else if (key === "mark:scooter") svg.append(square({ t: "meadow", scooter: true }));
  else if (key === "mark:facing") svg.append(square({ t: "sunflower", face: "N" }));
  else if (key === "mark:upright" || key === "mark:sideways") svg.append(square({ t: "lavender", dir: key === "mark:upright" ? "V" : "H" }));
  // a photo card's marker spots: the highest free one, and the last that takes any number
  else if (key === "mark:spots") {
    ["5", "3", "2∞"].forEach((label, j) => svg.append(s("rect", { x: 4, y: 3 + j * 12, width: 32, height: 10, rx: 5, fill: "#f3e6c8", stroke: "#8d7b62", "stroke-width": 0.6 }),
      s("text", { x: 20, y: 11.5 + j * 12, "text-anchor": "middle", "font-size": 9, fill: "#333", text: label })));
  }
  else if (key === "mark:piles") {
    [["A", photographer], ["C", drone]].forEach(([letter, token], j) => svg.append(s("circle", { cx: 9, cy: 10 + j * 20, r: 7, fill: NEUTRAL }),
      s("text", { x: 9, y: 13.5 + j * 20, "text-anchor": "middle", "font-size": 10, "font-weight": 700, fill: "#fff", text: letter }),
      token(28, 10 + j * 20, 18, NEUTRAL)));
  }
  else if (key) svg.append(square({ t: key, dir: key === "lavender" ? "V" : undefined, face: key === "mill" || key === "church" ? "N" : undefined }));
  else return null;
  return svg;
}
