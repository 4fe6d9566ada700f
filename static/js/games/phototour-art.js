// Phototour's drawn components: the outline of the country under the map, town markers (a
// house for a city sight, a peak for a nature sight, a plane badge at an airport), railways
// drawn as chequered track and highways as solid roads, the photographer pawns, transport dice
// with car/train/plane faces and the five kinds of equipment tokens. Colours, names and symbols
// come from the catalog; every meaning also has a shape, so colour is never the only sign.
import { s } from "../core/dom.js";

export function look(cat, key) {
  const e = (cat && cat.entry(key)) || {};
  return { colour: e.colour || "#999", symbol: e.symbol || "?", name: e.name || key };
}

export const MAP_W = 1000, MAP_H = 500;

// A gentle log stretch of the longitude keeps the crowded west readable and the wide east short.
export function project(lon, lat) {
  const x = 40 + ((Math.log(Math.max(lon - 20, 6)) - Math.log(8)) / (Math.log(142) - Math.log(8))) * 920;
  const y = 40 + (73 - Math.min(lat, 75)) * 14;
  return [x, y];
}

// A simple outline of the country (longitude, latitude), drawn here: coasts and borders smoothed.
const OUTLINE = [
  [28, 60], [29.5, 63], [29, 66], [29, 69.5], [33, 69.6], [41, 67.5], [44, 68.5], [53, 68.6],
  [58, 69], [61, 69.8], [68, 72.5], [73, 71.5], [80, 73.5], [90, 75], [104, 75], [113, 73.5],
  [130, 71.5], [141, 72.5], [160, 70], [172, 69], [179, 68], [179, 64.5], [170, 60.5], [163, 58.5],
  [163, 56], [157, 51], [155.5, 57], [151, 59.2], [142, 59.5], [137, 54.5], [141, 53], [140.5, 48.5],
  [133, 42.5], [130.8, 42.4], [131, 45], [134.5, 48], [127.5, 49.5], [120, 53], [117, 50], [108, 49.8],
  [98, 50], [88, 49.2], [82, 50.8], [76, 54], [69, 55], [61, 50.5], [55, 51], [50, 51.5], [47, 48.5],
  [48.5, 46], [47.5, 42], [45, 42.5], [40, 43.3], [37.5, 45], [38.5, 47], [40, 49.5], [36, 50.5],
  [35, 52], [32, 52.3], [31.5, 54], [28, 56], [27.5, 58], [28, 60],
];
const SAKHALIN = [[142, 54.2], [143.2, 53], [143.5, 49], [142.5, 46], [141.8, 48], [142, 54.2]];

export function countryOutline() {
  const path = (pts) => "M" + pts.map(([lo, la]) => project(lo, la).map((v) => v.toFixed(1)).join(",")).join("L") + "Z";
  return s("g", { class: "country", "aria-hidden": "true" }, [
    s("path", { d: path(OUTLINE), fill: "#f4efe1", stroke: "#b9ab86", "stroke-width": 1.5, "stroke-linejoin": "round" }),
    s("path", { d: path(SAKHALIN), fill: "#f4efe1", stroke: "#b9ab86", "stroke-width": 1.5 }),
  ]);
}

// Railways: a dark track with white sleepers between (chequered). Highways: a solid road with a
// pale centre line. Both read apart in black and white.
export function railway([x1, y1], [x2, y2]) {
  return s("g", { class: "railway" }, [
    s("line", { x1, y1, x2, y2, stroke: "#2b2b2b", "stroke-width": 4 }),
    s("line", { x1, y1, x2, y2, stroke: "#fff", "stroke-width": 2, "stroke-dasharray": "5 5" }),
  ]);
}

export function highway([x1, y1], [x2, y2]) {
  return s("g", { class: "highway" }, [
    s("line", { x1, y1, x2, y2, stroke: "#c27a2c", "stroke-width": 5, "stroke-linecap": "round" }),
    s("line", { x1, y1, x2, y2, stroke: "#fbe3c0", "stroke-width": 1.2 }),
  ]);
}

// A town: a house (city sight) or a peak (nature sight) in its region's colour.
export function townMarker(kind, colour) {
  if (kind === "nature") return s("path", { d: "M-8,6 L0,-8 L8,6 Z", fill: colour, stroke: "#fff", "stroke-width": 1.5 });
  return s("path", { d: "M-7,6 V-2 L0,-8 L7,-2 V6 Z", fill: colour, stroke: "#fff", "stroke-width": 1.5 });
}

export function airportBadge(x, y) {
  return s("g", { transform: `translate(${x},${y})`, class: "airport" }, [
    s("circle", { r: 6.5, fill: "#fff", stroke: "#1d3b63", "stroke-width": 1.2 }),
    s("path", { d: planePath(0.42), fill: "#1d3b63" }),
  ]);
}

// The photographer: a figure with a camera, in the seat's colour, the seat's mark on the chest.
export function pawn(colour, mark) {
  return s("g", { class: "pawn" }, [
    s("circle", { cx: 0, cy: -24, r: 4.5, fill: colour, stroke: "#fff", "stroke-width": 1.5 }),
    s("path", { d: "M-7,-6 Q-7,-19 0,-19 Q7,-19 7,-6 Z", fill: colour, stroke: "#fff", "stroke-width": 1.5 }),
    s("rect", { x: 3, y: -17, width: 7, height: 5, rx: 1, fill: "#222", stroke: "#fff", "stroke-width": 0.8 }),
    s("text", { x: 0, y: -8.5, "text-anchor": "middle", style: `fill:#fff;font-size:${mark.length > 1 ? 6 : 7}px;font-weight:700`, text: mark }),
  ]);
}

function planePath(k) {
  const p = [[0, -14], [2, -10], [2, -4], [13, 2], [13, 5], [2, 1], [2, 8], [5, 11], [5, 13], [0, 11.5], [-5, 13], [-5, 11], [-2, 8], [-2, 1], [-13, 5], [-13, 2], [-2, -4], [-2, -10]];
  return "M" + p.map(([x, y]) => `${(x * k).toFixed(2)},${(y * k).toFixed(2)}`).join("L") + "Z";
}

// One face of a transport die, centred at 0,0 and about 2r wide.
export function dieFace(face, r = 14) {
  const k = r / 14;
  const g = s("g", { class: `die-face die-${face}` });
  if (face === "car") {
    g.append(s("path", { d: `M${-13 * k},${4 * k} V${-2 * k} L${-7 * k},${-3 * k} L${-4 * k},${-9 * k} H${6 * k} L${9 * k},${-3 * k} L${13 * k},${-2 * k} V${4 * k} Z`, fill: "#c0392b" }),
      s("circle", { cx: -7 * k, cy: 5 * k, r: 3.2 * k, fill: "#222" }), s("circle", { cx: 7 * k, cy: 5 * k, r: 3.2 * k, fill: "#222" }),
      s("rect", { x: -3 * k, y: -7.5 * k, width: 8 * k, height: 4 * k, fill: "#cde" }));
  } else if (face === "train") {
    g.append(s("rect", { x: -11 * k, y: -10 * k, width: 22 * k, height: 16 * k, rx: 3 * k, fill: "#2e7d32" }),
      s("rect", { x: -8 * k, y: -7 * k, width: 6 * k, height: 5 * k, fill: "#cde" }), s("rect", { x: 2 * k, y: -7 * k, width: 6 * k, height: 5 * k, fill: "#cde" }),
      s("circle", { cx: -6 * k, cy: 8 * k, r: 2.6 * k, fill: "#222" }), s("circle", { cx: 6 * k, cy: 8 * k, r: 2.6 * k, fill: "#222" }),
      s("line", { x1: -13 * k, y1: 11.5 * k, x2: 13 * k, y2: 11.5 * k, stroke: "#222", "stroke-width": 1.5 * k }));
  } else if (face === "plane") {
    g.append(s("path", { d: planePath(k), fill: "#1d3b63" }));
  } else {
    g.append(s("text", { y: 5, "text-anchor": "middle", text: "?" }));
  }
  return g;
}

// An equipment token: a round counter in the kind's colour with the kind's picture in white.
export function tokenArt(kind, colour, r = 16) {
  const k = r / 16;
  const W = { stroke: "#fff", "stroke-width": 1.8 * k, fill: "none", "stroke-linecap": "round", "stroke-linejoin": "round" };
  const g = s("g", { class: `token token-${kind}` }, [s("circle", { class: "hl", r, fill: colour, stroke: "#fff", "stroke-width": 2 })]);
  const P = (d, extra = {}) => s("path", { d, ...W, ...extra });
  if (kind === "drone") {
    g.append(P(`M${-6 * k},${-6 * k} L${6 * k},${6 * k} M${6 * k},${-6 * k} L${-6 * k},${6 * k}`));
    for (const [x, y] of [[-1, -1], [1, -1], [1, 1], [-1, 1]]) g.append(s("circle", { cx: x * 7 * k, cy: y * 7 * k, r: 3 * k, ...W }));
    g.append(s("rect", { x: -2.5 * k, y: -2.5 * k, width: 5 * k, height: 5 * k, fill: "#fff" }));
  } else if (kind === "lens") {
    g.append(s("circle", { r: 9 * k, ...W }), s("circle", { r: 5 * k, ...W }), s("circle", { r: 1.6 * k, fill: "#fff" }));
  } else if (kind === "film") {
    g.append(s("rect", { x: -10 * k, y: -6 * k, width: 20 * k, height: 12 * k, ...W }));
    for (let i = -1; i <= 1; i++) g.append(s("rect", { x: (i * 6 - 1.5) * k, y: -4.6 * k, width: 3 * k, height: 1.8 * k, fill: "#fff" }), s("rect", { x: (i * 6 - 1.5) * k, y: 2.8 * k, width: 3 * k, height: 1.8 * k, fill: "#fff" }));
  } else if (kind === "tripod") {
    g.append(s("rect", { x: -5 * k, y: -10 * k, width: 10 * k, height: 5 * k, fill: "#fff" }), P(`M0,${-5 * k} L${-8 * k},${10 * k} M0,${-5 * k} L0,${10 * k} M0,${-5 * k} L${8 * k},${10 * k}`));
  } else if (kind === "flash") {
    g.append(s("path", { d: `M${2 * k},${-11 * k} L${-6 * k},${1 * k} H${-0.5 * k} L${-3 * k},${11 * k} L${6 * k},${-2 * k} H${0.5 * k} Z`, fill: "#fff" }));
  } else {
    g.append(s("path", { d: starPath(8 * k, 3.5 * k), fill: "#fff" }));
  }
  return g;
}

function starPath(R, r) {
  const pts = [];
  for (let i = 0; i < 10; i++) {
    const a = -Math.PI / 2 + (i * Math.PI) / 5, d = i % 2 ? r : R;
    pts.push(`${(Math.cos(a) * d).toFixed(2)},${(Math.sin(a) * d).toFixed(2)}`);
  }
  return "M" + pts.join("L") + "Z";
}

// Text widths as the board draws them (its SVG text takes the page's font, in px that are the
// SVG's own units), measured on a canvas, so wrapping follows the words of any language rather
// than a count of letters.
// Each width is measured once per font (a board is drawn again at every step, with the same words).
let canvas = null;
const family = () => getComputedStyle(document.body).fontFamily || "sans-serif";
const WIDTHS = { family: null, known: new Map() };
export function textWidth(text, { size = 11, weight = 400 } = {}) {
  if (!canvas) canvas = document.createElement("canvas").getContext("2d");
  const fam = family();
  if (WIDTHS.family !== fam) { WIDTHS.family = fam; WIDTHS.known.clear(); }
  const key = `${weight} ${size}|${text}`;
  let w = WIDTHS.known.get(key);
  if (w === undefined) {
    canvas.font = `${weight} ${size}px ${fam}`;
    w = canvas.measureText(String(text)).width * 1.03;  // a little room for hinting
    WIDTHS.known.set(key, w);
  }
  return w;
}

// The height a line of text takes on the page (what its box measures), above and below its baseline.
export function fontBox({ size = 11, weight = 400 } = {}) {
  if (!canvas) canvas = document.createElement("canvas").getContext("2d");
  canvas.font = `${weight} ${size}px ${family()}`;
  const m = canvas.measureText("Hg");
  const up = m.fontBoundingBoxAscent || size * 0.95, down = m.fontBoundingBoxDescent || size * 0.25;
  return { up, down };
}

// The text shortened with "…" until it fits `width` (the whole text stays in the tooltip).
export function fit(text, width, font) {
  let str = String(text);
  if (textWidth(str, font) <= width) return str;
  while (str && textWidth(str + "…", font) > width) str = str.slice(0, -1);
  return str.trimEnd() + "…";
}

// Words wrapped into lines that fit `width`, at most `rows` of them; when the text goes on, the
// last line is cut with "…" to fit `lastWidth` (room left for a button that shows it whole). A line
// may also end after a word's own hyphen ("Ростов-на-|Дону"); a word wider than a line is broken
// where it must be, with a hyphen added at the break.
export function wrap(text, width, rows, font, lastWidth = width) {
  const out = [];
  let line = "";
  const pieces = String(text).split(/\s+/).filter(Boolean)
    .flatMap((word) => word.split(/(?<=[-‑])(?=.)/).map((w, k) => ({ w, spaced: k === 0 })));
  for (let { w, spaced } of pieces) {
    const joined = line ? `${line}${spaced ? " " : ""}${w}` : w;
    if (textWidth(joined, font) <= width) { line = joined; continue; }
    if (line) out.push(line);
    while (textWidth(w, font) > width) {
      let k = w.length - 1;
      while (k > 1 && textWidth(`${w.slice(0, k)}-`, font) > width) k--;
      out.push(`${w.slice(0, k)}-`);
      w = w.slice(k);
    }
    line = w;
  }
  if (line) out.push(line);
  if (out.length > rows) {
    out.length = rows;
    out[rows - 1] = fit(out[rows - 1] + " …", lastWidth, font);
    if (!out[rows - 1].endsWith("…")) out[rows - 1] += "…";
  }
  return out;
}

// The catalog's legend drawn with the board's own pictures (the shell sizes it to about 32 px).
export function legendIcon(item) {
  const box = (children, vb = "-20 -20 40 40") => s("svg", { viewBox: vb, "aria-hidden": "true" }, children);
  const key = item.key || "";
  if (key.startsWith("region:")) return box([s("g", { transform: "scale(1.9)" }, [townMarker("city", item.colour || "#999")])]);
  if (["drone", "lens", "film", "tripod", "flash", "any"].includes(key)) return box([tokenArt(key, item.colour || "#999", 18)]);
  if (["car", "train", "plane"].includes(key)) {
    return box([s("rect", { x: -18, y: -18, width: 36, height: 36, rx: 7, fill: "#fff", stroke: "#444", "stroke-width": 2 }), dieFace(key, 13)]);
  }
  // The map's items by their symbol (their names are translated).
  const bySymbol = {
    "┅": () => box([railway([-19, 0], [19, 0])]),
    "━": () => box([highway([-19, 0], [19, 0])]),
    "✈": () => box([s("g", { transform: "scale(2.4)" }, [airportBadge(0, 0)])]),
    "⌂": () => box([s("g", { transform: "translate(-9,2) scale(1.3)" }, [townMarker("city", "#777")]), s("g", { transform: "translate(10,2) scale(1.3)" }, [townMarker("nature", "#777")])]),
  };
  return bySymbol[item.symbol] ? bySymbol[item.symbol]() : null;
}

export function textLines(lines, x, y, step, attrs = {}) {
  return lines.map((t, i) => s("text", { x, y: y + i * step, ...attrs, text: t }));
}
