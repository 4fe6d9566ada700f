// Walking in Provence's drawn components: scene squares as small pictures of their terrain
// (lavender rows, wheat stalks, a sunflower, a town house with its shop sign, forest trees, meadow
// grass, a church and a mill facing their way), the start tokens, the photographer and the drone.
// Every terrain has its own pattern and the catalog's symbol, so colour never carries meaning alone.
import { s } from "../core/dom.js";
import { t } from "../core/i18n.js";

const FACE_ANGLE = { N: 0, E: 90, S: 180, W: 270 };

// The way a sunflower, mill or church faces: a bold pointer on the side it looks at, a third of
// the square wide, so that ▲ and ◀ can be told apart even on the small cards of the hand.
function facing(size, face) {
  const w = size * 0.2, hgt = size * 0.24;
  return s("g", { transform: `translate(${size / 2},${size / 2}) rotate(${FACE_ANGLE[face] || 0})`, class: "facing" }, [
    s("path", { d: `M0,${-size / 2 + 1} l${w},${hgt} h${-2 * w} z`, fill: "#1d1d1d", stroke: "#fff", "stroke-width": Math.max(1, size / 30), "stroke-linejoin": "round" }),
  ]);
}

function grass(size) {
  const g = s("g", { stroke: "#5b8f3a", "stroke-width": Math.max(1, size / 28), fill: "none", "stroke-linecap": "round" });
  for (const [fx, fy] of [[0.22, 0.35], [0.6, 0.25], [0.4, 0.65], [0.78, 0.7], [0.18, 0.85]]) {
    const x = fx * size, y = fy * size, d = size / 12;
    g.append(s("path", { d: `M${x - d},${y - d} L${x},${y} L${x + d},${y - d} M${x},${y} v${-d * 1.3}` }));
  }
  return g;
}

export function tree(x, y, r) {
  return s("g", {}, [
    s("rect", { x: x - r / 6, y: y + r * 0.5, width: r / 3, height: r * 0.6, fill: "#6d4c2e" }),
    s("circle", { cx: x, cy: y, r, fill: "#1f6a2a", stroke: "#0f3d16", "stroke-width": 0.8 }),
  ]);
}

function forest(size) {
  const g = s("g", {});
  for (const [fx, fy, fr] of [[0.28, 0.3, 0.17], [0.72, 0.36, 0.19], [0.42, 0.7, 0.18]]) {
    const x = fx * size, y = fy * size, r = fr * size;
    g.append(s("path", { d: `M${x},${y - r} L${x + r * 0.8},${y + r} L${x - r * 0.8},${y + r} z`, fill: "#1b5e20", stroke: "#0d3311", "stroke-width": 0.8 }),
      s("rect", { x: x - r / 8, y: y + r, width: r / 4, height: r / 3, fill: "#5d4037" }));
  }
  return g;
}

// Lavender grows in rows, upright (V) or across (H): three solid rows running edge to edge, so
// that the rows of a field carry on from square to square and two directions meeting show as a
// break, with blossoms along them.
function lavender(size, dir) {
  const g = s("g", {});
  const across = dir === "H";
  for (let i = 1; i < 4; i++) {
    const a = (i * size) / 4;
    const [x1, y1, x2, y2] = across ? [0, a, size, a] : [a, 0, a, size];
    g.append(s("line", { x1, y1, x2, y2, stroke: "#4a2d86", "stroke-width": size / 9, "stroke-linecap": "butt" }));
    for (let j = 0; j < 4; j++) {
      const b = ((j + 0.5) * size) / 4;
      const [cx, cy] = across ? [b, a] : [a, b];
      g.append(s("ellipse", { cx, cy, rx: across ? size / 10 : size / 17, ry: across ? size / 17 : size / 10, fill: "#b39ddb" }));
    }
  }
  return g;
}

function wheat(size) {
  const g = s("g", { stroke: "#a07a10", "stroke-width": Math.max(1, size / 30), "stroke-linecap": "round", fill: "none" });
  for (const fx of [0.25, 0.5, 0.75]) {
    const x = fx * size;
    g.append(s("path", { d: `M${x},${size * 0.88} V${size * 0.18}` }));
    for (let k = 0; k < 3; k++) {
      const y = size * (0.22 + k * 0.13);
      g.append(s("path", { d: `M${x},${y + size * 0.06} l${-size / 14},${-size / 14} M${x},${y + size * 0.06} l${size / 14},${-size / 14}` }));
    }
  }
  return g;
}

function sunflower(size) {
  const c = size / 2, r = size / 5;
  const g = s("g", {});
  for (let k = 0; k < 10; k++) {
    const a = (k * Math.PI) / 5;
    g.append(s("ellipse", { cx: c + Math.cos(a) * r, cy: c + Math.sin(a) * r, rx: r / 2.2, ry: r / 4.5, fill: "#ffd54f", stroke: "#c77800", "stroke-width": 0.5,
      transform: `rotate(${(a * 180) / Math.PI} ${c + Math.cos(a) * r} ${c + Math.sin(a) * r})` }));
  }
  g.append(s("circle", { cx: c, cy: c, r: r * 0.75, fill: "#6d3b12" }));
  return g;
}

// Each shop's picture in the gable, so that the four shops differ by shape and not only by the
// letter (which changes with the language): a cup, a wrapped box, a slice, a cone.
export function shopIcon(kind, cx, cy, r) {
  const g = s("g", { class: "shop-icon", "data-shop": kind, "stroke-linejoin": "round" });
  g.append(s("circle", { cx, cy, r, fill: "#fff", stroke: "#7a2a1a", "stroke-width": Math.max(0.5, r / 8) }));
  const u = r * 0.62, line = Math.max(0.6, r / 7);
  if (kind === "coffee") {
    g.append(s("path", { d: `M${cx - u},${cy - u * 0.55} h${u * 1.45} v${u * 0.8} a${u * 0.55},${u * 0.55} 0 0 1 ${-u * 0.55},${u * 0.55} h${-u * 0.35} a${u * 0.55},${u * 0.55} 0 0 1 ${-u * 0.55},${-u * 0.55} z`, fill: "#6d3b12" }),
      s("path", { d: `M${cx + u * 0.45},${cy - u * 0.3} a${u * 0.35},${u * 0.35} 0 0 1 0,${u * 0.7}`, fill: "none", stroke: "#6d3b12", "stroke-width": line * 1.3 }));
  } else if (kind === "gift") {
    g.append(s("rect", { x: cx - u * 0.8, y: cy - u * 0.6, width: u * 1.6, height: u * 1.4, fill: "#c62828" }),
      s("path", { d: `M${cx},${cy - u * 0.6} v${u * 1.4} M${cx - u * 0.8},${cy} h${u * 1.6} M${cx},${cy - u * 0.6} l${-u * 0.45},${-u * 0.4} M${cx},${cy - u * 0.6} l${u * 0.45},${-u * 0.4}`, stroke: "#ffd54f", "stroke-width": line * 1.4, fill: "none" }));
  } else if (kind === "pizza") {
    g.append(s("path", { d: `M${cx - u},${cy - u * 0.7} Q${cx},${cy - u * 1.05} ${cx + u},${cy - u * 0.7} L${cx},${cy + u * 0.95} z`, fill: "#f4b400", stroke: "#c77800", "stroke-width": line }),
      s("circle", { cx: cx - u * 0.3, cy: cy - u * 0.3, r: u * 0.2, fill: "#c62828" }), s("circle", { cx: cx + u * 0.25, cy: cy + u * 0.05, r: u * 0.2, fill: "#c62828" }));
  } else if (kind === "ice cream") {
    g.append(s("path", { d: `M${cx - u * 0.6},${cy - u * 0.1} L${cx},${cy + u * 1.05} L${cx + u * 0.6},${cy - u * 0.1} z`, fill: "#d7a05b", stroke: "#8d5a1e", "stroke-width": line }),
      s("circle", { cx, cy: cy - u * 0.45, r: u * 0.6, fill: "#f48fb1", stroke: "#ad1457", "stroke-width": line }));
  }
  return g;
}

function town(size, shop, kind) {
  const g = s("g", {});
  const x = size * 0.2, w = size * 0.6, top = size * 0.42;
  g.append(s("rect", { x, y: top, width: w, height: size * 0.42, fill: "#f6e3c6", stroke: "#7a4a2a", "stroke-width": 0.8 }),
    s("path", { d: `M${x - size * 0.06},${top} L${size / 2},${size * 0.14} L${x + w + size * 0.06},${top} z`, fill: "#b5482a", stroke: "#7a2a1a", "stroke-width": 0.8 }),
    s("rect", { x: size * 0.44, y: size * 0.62, width: size * 0.12, height: size * 0.22, fill: "#7a4a2a" }));
  if (shop) {
    g.append(s("rect", { x: size * 0.26, y: size * 0.44, width: size * 0.48, height: size * 0.22, rx: 2, fill: "#fff", stroke: "#7a4a2a", "stroke-width": 0.6 }),
      s("text", { x: size / 2, y: size * 0.615, "text-anchor": "middle", "font-size": size * 0.2, "font-weight": 700, fill: "#7a2a1a", class: "shop-mark", text: shop }));
  }
  if (kind) g.append(shopIcon(kind, size / 2, size * 0.29, size * 0.13));
  return g;
}

function mill(size) {
  const c = size / 2;
  return s("g", {}, [
    s("path", { d: `M${c - size * 0.12},${size * 0.88} L${c - size * 0.07},${size * 0.45} h${size * 0.14} L${c + size * 0.12},${size * 0.88} z`, fill: "#eee2cc", stroke: "#5d4037", "stroke-width": 0.8 }),
    s("g", { stroke: "#5d4037", "stroke-width": Math.max(1.2, size / 18), "stroke-linecap": "round" }, [
      s("line", { x1: c - size * 0.26, y1: size * 0.2, x2: c + size * 0.26, y2: size * 0.7 }),
      s("line", { x1: c + size * 0.26, y1: size * 0.2, x2: c - size * 0.26, y2: size * 0.7 }),
    ]),
    s("circle", { cx: c, cy: size * 0.45, r: size / 18, fill: "#5d4037" }),
  ]);
}

function church(size) {
  const c = size / 2;
  return s("g", {}, [
    s("rect", { x: size * 0.22, y: size * 0.5, width: size * 0.56, height: size * 0.36, fill: "#f4f1ea", stroke: "#546e7a", "stroke-width": 0.8 }),
    s("rect", { x: c - size * 0.1, y: size * 0.26, width: size * 0.2, height: size * 0.3, fill: "#f4f1ea", stroke: "#546e7a", "stroke-width": 0.8 }),
    s("path", { d: `M${c - size * 0.13},${size * 0.27} L${c},${size * 0.12} L${c + size * 0.13},${size * 0.27} z`, fill: "#78909c" }),
    s("path", { d: `M${c},${size * 0.02} v${size * 0.1} M${c - size * 0.04},${size * 0.06} h${size * 0.08}`, stroke: "#37474f", "stroke-width": 1.2 }),
    s("path", { d: `M${c - size * 0.06},${size * 0.86} v${-size * 0.14} a${size * 0.06},${size * 0.06} 0 0 1 ${size * 0.12},0 v${size * 0.14} z`, fill: "#546e7a" }),
  ]);
}

export function scooter(x, y, size) {
  return s("g", { transform: `translate(${x},${y})` }, [
    s("circle", { cx: -size * 0.22, cy: size * 0.12, r: size * 0.1, fill: "#333" }),
    s("circle", { cx: size * 0.22, cy: size * 0.12, r: size * 0.1, fill: "#333" }),
    s("path", { d: `M${-size * 0.24},${size * 0.05} H${size * 0.12} L${size * 0.2},${-size * 0.28} h${size * 0.08}`, fill: "none", stroke: "#c62828", "stroke-width": size * 0.08, "stroke-linecap": "round" }),
  ]);
}

// One scene square at (x, y): its terrain's colour from the catalog, its picture and its symbol.
export function drawSquare(x, y, sq, size, colour, symbol) {
  const g = s("g", { transform: `translate(${x},${y})`, "data-terrain": sq.t });
  g.append(s("rect", { width: size, height: size, fill: colour || "#ddd", stroke: "#fff", "stroke-width": 1 }));
  if (sq.t === "meadow") g.append(grass(size));
  else if (sq.t === "forest") g.append(forest(size));
  else if (sq.t === "lavender") g.append(lavender(size, sq.dir));
  else if (sq.t === "wheat") g.append(wheat(size));
  else if (sq.t === "sunflower") g.append(sunflower(size));
  // i18n-keys: provence.shop_mark.*
  else if (sq.t === "town") g.append(town(size, sq.shop ? t(`provence.shop_mark.${sq.shop.replace(" ", "_")}`) : "", sq.shop));
  else if (sq.t === "mill") g.append(mill(size));
  else if (sq.t === "church") g.append(church(size));
  if (sq.tree) g.append(tree(size * 0.7, size * 0.3, size / 6));
  if (sq.scooter) g.append(scooter(size * 0.35, size * 0.75, size * 0.6));
  if (sq.face) g.append(facing(size, sq.face));
  // lavender's mark says its direction too: ‖ upright, ═ across
  if (sq.t === "lavender" && symbol) symbol = sq.dir === "H" ? "═" : "‖";
  if (symbol && size >= 30) {
    g.append(s("text", { x: 3, y: size - 3, class: "terrain-mark", "font-size": Math.round(size / 4), fill: "#222", "fill-opacity": 0.75, text: symbol }));
  }
  return g;
}

// The photographer: a walker with a camera; the drone: four rotors around a body.
export function photographer(cx, cy, size, colour) {
  const r = size / 4;
  return s("g", { transform: `translate(${cx},${cy})` }, [
    s("circle", { r: r * 1.15, fill: colour, stroke: "#fff", "stroke-width": 2 }),
    s("circle", { cy: -r * 0.45, r: r * 0.28, fill: "#fff" }),
    s("rect", { x: -r * 0.5, y: -r * 0.05, width: r, height: r * 0.6, rx: 2, fill: "#fff" }),
    s("circle", { cy: r * 0.25, r: r * 0.18, fill: colour }),
  ]);
}

export function drone(cx, cy, size, colour) {
  const r = size / 4;
  const g = s("g", { transform: `translate(${cx},${cy})` });
  for (const [dx, dy] of [[-1, -1], [1, -1], [-1, 1], [1, 1]]) {
    g.append(s("line", { x1: 0, y1: 0, x2: dx * r, y2: dy * r, stroke: "#fff", "stroke-width": 3 }),
      s("line", { x1: 0, y1: 0, x2: dx * r, y2: dy * r, stroke: colour, "stroke-width": 1.5 }),
      s("circle", { cx: dx * r, cy: dy * r, r: r * 0.42, fill: "none", stroke: colour, "stroke-width": 2 }));
  }
  g.append(s("rect", { x: -r * 0.45, y: -r * 0.45, width: r * 0.9, height: r * 0.9, rx: 2, fill: colour, stroke: "#fff", "stroke-width": 1.5 }));
  return g;
}
