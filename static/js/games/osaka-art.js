// Walking in Osaka's symbol set, drawn here: the five buildings and the white flag, the four
// backgrounds (each with its own texture, so colour is never the only clue), the sandal token,
// the Shogunate pawn and the players' pawns. Every icon is drawn in a 24×24 box at the origin and
// placed with `at(x, y, size)`.
import { s } from "../core/dom.js";

const INK = "#3b2f22";

function at(x, y, size, children) {
  return s("g", { transform: `translate(${x},${y}) scale(${size / 24})` }, children);
}

const ICONS = {
  // a torii gate: two posts, a curved top beam and a straight tie beam
  shukyo: () => [
    s("path", { d: "M2 5 Q12 2 22 5 L22 7.5 Q12 5 2 7.5 Z", fill: "#c8322a", stroke: INK, "stroke-width": 0.8 }),
    s("rect", { x: 4, y: 10, width: 16, height: 2, fill: "#c8322a", stroke: INK, "stroke-width": 0.6 }),
    s("rect", { x: 6, y: 6.5, width: 2.4, height: 16, fill: "#c8322a", stroke: INK, "stroke-width": 0.6 }),
    s("rect", { x: 15.6, y: 6.5, width: 2.4, height: 16, fill: "#c8322a", stroke: INK, "stroke-width": 0.6 }),
  ],
  // a samurai house: white walls under a tall dark hipped roof with upturned eaves and a crest
  samurai: () => [
    s("path", { d: "M1 12 Q4 11 6 7 L18 7 Q20 11 23 12 Z", fill: "#33414f", stroke: INK, "stroke-width": 0.8 }),
    s("path", { d: "M7 7 L12 2 L17 7 Z", fill: "#4a5a6a", stroke: INK, "stroke-width": 0.6 }),
    s("rect", { x: 4, y: 12, width: 16, height: 10, fill: "#f5efe2", stroke: INK, "stroke-width": 0.8 }),
    s("rect", { x: 10, y: 15, width: 4, height: 7, fill: "#6b4a2b" }),
    s("circle", { cx: 12, cy: 9.5, r: 1.4, fill: "#e0b84a" }),
  ],
  // a bathhouse: a wooden tub with three wisps of steam (the onsen sign)
  yokujo: () => [
    s("path", { d: "M6 9 q-2 -3 0 -5 q2 -2 0 -4 M12 9 q-2 -3 0 -5 q2 -2 0 -4 M18 9 q-2 -3 0 -5 q2 -2 0 -4",
      fill: "none", stroke: "#2c7fb8", "stroke-width": 1.6, "stroke-linecap": "round", transform: "translate(0,2)" }),
    s("path", { d: "M2 12 L22 12 L20 22 L4 22 Z", fill: "#b07a45", stroke: INK, "stroke-width": 0.8 }),
    s("path", { d: "M3 15.5 L21 15.5 M3.6 19 L20.4 19", stroke: INK, "stroke-width": 0.7 }),
    s("ellipse", { cx: 12, cy: 12, rx: 10, ry: 1.6, fill: "#7cc6ee", stroke: INK, "stroke-width": 0.6 }),
  ],
  // a garden: a pine with layered crowns beside a small pond and a stepping stone
  teien: () => [
    s("ellipse", { cx: 16, cy: 20, rx: 7, ry: 2.6, fill: "#7cc6ee", stroke: INK, "stroke-width": 0.6 }),
    s("rect", { x: 6.8, y: 12, width: 2, height: 10, fill: "#6b4a2b" }),
    s("ellipse", { cx: 8, cy: 6, rx: 6, ry: 3, fill: "#2f7d3a", stroke: INK, "stroke-width": 0.6 }),
    s("ellipse", { cx: 11, cy: 11, rx: 5, ry: 2.4, fill: "#3a9147", stroke: INK, "stroke-width": 0.6 }),
    s("ellipse", { cx: 5, cy: 13.5, rx: 4, ry: 2, fill: "#3a9147", stroke: INK, "stroke-width": 0.6 }),
    s("ellipse", { cx: 13.5, cy: 19.5, rx: 1.6, ry: 0.9, fill: "#b9b3a6" }),
  ],
  // the townsmen district: a row of two machiya townhouses with gabled roofs and lattices
  chonin: () => [
    s("path", { d: "M1 11 L6.5 5 L12 11 Z M12 11 L17.5 5 L23 11 Z", fill: "#7a4b2a", stroke: INK, "stroke-width": 0.7 }),
    s("rect", { x: 2, y: 11, width: 9, height: 11, fill: "#e9d7b5", stroke: INK, "stroke-width": 0.7 }),
    s("rect", { x: 13, y: 11, width: 9, height: 11, fill: "#e9d7b5", stroke: INK, "stroke-width": 0.7 }),
    s("path", { d: "M3.5 14 h6 M3.5 16 h6 M14.5 14 h6 M14.5 16 h6", stroke: "#7a4b2a", "stroke-width": 0.8 }),
    s("rect", { x: 5, y: 18, width: 3, height: 4, fill: "#7a4b2a" }),
    s("rect", { x: 16, y: 18, width: 3, height: 4, fill: "#7a4b2a" }),
  ],
  // the white flag of open sky: a tall nobori banner on its pole
  flag: () => [
    s("path", { d: "M6 1 L6 23", stroke: INK, "stroke-width": 1.4 }),
    s("path", { d: "M6 2.5 L18 2.5", stroke: INK, "stroke-width": 1.2 }),
    s("path", { d: "M6.6 3 L17.5 3 L17.5 16 Q12 14.5 6.6 16 Z", fill: "#ffffff", stroke: INK, "stroke-width": 0.8 }),
    s("path", { d: "M9 6 L15 6 M9 9 L15 9", stroke: "#c8322a", "stroke-width": 0.8 }),
  ],
};

export function icon(kind, x, y, size) {
  const draw = ICONS[kind];
  return at(x, y, size, draw ? draw() : [s("circle", { cx: 12, cy: 12, r: 8, fill: "#fff", stroke: INK })]);
}

// Each background's texture over its colour: grass tufts, water ripples, stone courses, petals.
const TEXTURE = {
  grass: (w, h) => {
    let d = "";
    for (let y = 6; y < h; y += 10) for (let x = (y / 10) % 2 ? 4 : 9; x < w - 3; x += 12) d += `M${x} ${y + 3} l1.5 -4 M${x + 2.5} ${y + 3} l-0.5 -4.5 M${x + 4} ${y + 3} l-2 -3.5 `;
    return s("path", { d, stroke: "#4f8a36", "stroke-width": 0.9, fill: "none", "stroke-linecap": "round" });
  },
  water: (w, h) => {
    let d = "";
    for (let y = 6; y < h; y += 8) for (let x = (y / 8) % 2 ? 2 : 8; x < w - 8; x += 14) d += `M${x} ${y} q2 -2.5 4 0 t4 0 `;
    return s("path", { d, stroke: "#ffffff", "stroke-opacity": 0.85, "stroke-width": 1, fill: "none" });
  },
  stone: (w, h) => {
    let d = "";
    for (let y = 7, row = 0; y < h; y += 7, row++) {
      d += `M0 ${y} H${w} `;
      for (let x = row % 2 ? 6 : 12; x < w; x += 12) d += `M${x} ${y - 7} V${y} `;
    }
    return s("path", { d, stroke: "#7d7d7d", "stroke-width": 0.8, fill: "none" });
  },
  sakura: (w, h) => {
    const g = s("g", { fill: "#ffffff", "fill-opacity": 0.8 });
    for (let y = 6; y < h; y += 11) for (let x = (y / 11) % 2 ? 5 : 11; x < w - 3; x += 13) {
      for (let k = 0; k < 5; k++) g.append(s("ellipse", { cx: x, cy: y - 2, rx: 1, ry: 2, transform: `rotate(${k * 72} ${x} ${y})` }));
    }
    return g;
  },
};

// A text line that never runs wider than `max`: squeezed (never shrunk) so its letters keep their
// height. The estimate squeezes at once; fitAll() measures once the board is on the page.
export function fitText(attrs, max) {
  const bold = attrs["font-weight"] === "bold";
  const wide = String(attrs.text).length * attrs["font-size"] * (bold ? 0.66 : 0.58);
  return s("text", { ...attrs, "data-fit": max, ...(wide > max ? { textLength: max, lengthAdjust: "spacingAndGlyphs" } : {}) });
}

export function fitAll(root) {
  for (const t of root.querySelectorAll("text[data-fit]")) {
    const max = Number(t.dataset.fit);
    const guess = t.getAttribute("textLength");
    t.removeAttribute("textLength");
    const natural = t.getComputedTextLength();
    if (natural > max || (!natural && guess)) { // not laid out (a closed photobook): the estimate stays
      t.setAttribute("textLength", max);
      t.setAttribute("lengthAdjust", "spacingAndGlyphs");
    }
  }
}

// A block of a town card: its background with texture, its icon, and (when there is room) the
// icon's short name at `labelSize`.
export function block(x, y, w, h, b, { colour, label, big = true, labelSize = 9 } = {}) {
  const g = s("g", { transform: `translate(${x},${y})`, "data-bg": b.bg, "data-icon": b.icon || "" });
  g.append(s("rect", { width: w, height: h, fill: colour || "#ccc" }));
  if (TEXTURE[b.bg]) g.append(TEXTURE[b.bg](w, h));
  if (b.icon) {
    const size = Math.min(h - (label && big ? labelSize + 4 : 4), w - 6, 40);
    const badge = size + 4;
    g.append(s("rect", { x: (w - badge) / 2, y: 2, width: badge, height: badge, rx: badge / 2, fill: "#fffaf0", "fill-opacity": 0.85 }),
      icon(b.icon, (w - size) / 2, 4, size));
    if (label && big) g.append(fitText({ x: w / 2, y: h - 3, "text-anchor": "middle", "font-size": labelSize, "font-weight": "bold", fill: "#2b2118", stroke: "#fffaf0", "stroke-width": 2.2, "paint-order": "stroke", text: label }, w - 7));
  }
  return g;
}

// A sandal token: a straw zōri sole with its V-shaped thong.
export function sandal(x, y, size) {
  return at(x, y, size, [
    s("ellipse", { cx: 12, cy: 12.5, rx: 6.5, ry: 10.5, fill: "#d9b26f", stroke: INK, "stroke-width": 1 }),
    s("path", { d: "M8 5 L12 12 L16 5 M8 5 Q7 11 6.5 13 M16 5 Q17 11 17.5 13", fill: "none", stroke: "#c8322a", "stroke-width": 1.6, "stroke-linecap": "round" }),
    s("path", { d: "M8 17 h8 M8.5 20 h7", stroke: "#a8823f", "stroke-width": 0.7 }),
  ]);
}

// The Shogunate pawn: a gold figure under a crested kabuto helmet.
export function shogun(x, y, size) {
  return at(x, y, size, [
    s("path", { d: "M6 23 Q6 14 9.5 12 L14.5 12 Q18 14 18 23 Z", fill: "#e0b84a", stroke: INK, "stroke-width": 1 }),
    s("circle", { cx: 12, cy: 9, r: 4, fill: "#e0b84a", stroke: INK, "stroke-width": 1 }),
    s("path", { d: "M6.5 8.5 Q12 3 17.5 8.5 Z", fill: "#33414f", stroke: INK, "stroke-width": 0.8 }),
    s("path", { d: "M12 5 L8 0.5 M12 5 L16 0.5", stroke: "#e0b84a", "stroke-width": 1.6, "stroke-linecap": "round" }),
  ]);
}

// A player's pawn: a walker's figure in the seat colour with the seat's mark ("A", "B1"...).
export function pawn(x, y, size, colour, mark) {
  const m = String(mark || "");
  return at(x, y, size, [
    s("path", { d: "M4 23 Q4 12.5 12 11.5 Q20 12.5 20 23 Z", fill: colour, stroke: "#fff", "stroke-width": 1.5 }),
    s("circle", { cx: 12, cy: 6.5, r: 5, fill: colour, stroke: "#fff", "stroke-width": 1.5 }),
    s("text", { x: 12, y: 21.5, "text-anchor": "middle", "font-size": m.length > 1 ? 10.5 : 11, "font-weight": "bold", fill: "#fff", text: m }),
  ]);
}

// A bonus marker: a square token in the seat colour with a star and the seat's mark.
export function bonusMarker(x, y, size, colour, mark) {
  return at(x, y, size, [
    s("rect", { x: 1, y: 1, width: 22, height: 22, rx: 4, fill: colour, stroke: "#fff", "stroke-width": 1.5 }),
    s("path", { d: "M12 3 l1.6 3.4 3.7 .4 -2.8 2.5 .8 3.6 -3.3 -1.9 -3.3 1.9 .8 -3.6 -2.8 -2.5 3.7 -.4 Z", fill: "#fff" }),
    s("text", { x: 12, y: 21.5, "text-anchor": "middle", "font-size": 11, "font-weight": "bold", fill: "#fff", text: String(mark || "") }),
  ]);
}
