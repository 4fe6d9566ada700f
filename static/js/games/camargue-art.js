// Camargue's drawn tiles: each landscape as a small scene (village roofs, water ripples, grain
// stripes, forest trees, lavender rows) with the sandy paths on top, its symbol at the top right (as the rulebook's emblem) so
// colour is never the only sign (symbols are pictures, class "glyph", not text to read; grain's
// is a drawn ear of wheat); the start tile, emergency tiles and two-landscape helpers.
// Colours and symbols come from the catalog.
import { s } from "../core/dom.js";

const EDGE = { N: [0.5, 0], E: [1, 0.5], S: [0.5, 1], W: [0, 0.5] };
const PATH = "#f3e6c4";

export function look(cat, key) {
  const e = cat.entry(key) || {};
  return { colour: e.colour || "#bbb", symbol: e.symbol || "?", name: e.name || key };
}

// The landscape's picture filling a w x h box at (x, y), clipped to it (a nested svg clips to its
// own box): a tree's top or a row's rounded end never reaches past the tile's edge.
function scene(land, colour, x, y, w, h) {
  const g = s("svg", { x, y, width: w, height: h, viewBox: `0 0 ${w} ${h}`, overflow: "hidden", class: `scene scene-${land}` });
  g.append(s("rect", { width: w, height: h, fill: colour }));
  const u = Math.min(w, h) / 8;
  const dark = "rgba(0,0,0,0.22)", light = "rgba(255,255,255,0.45)";
  if (land === "village") {
    for (const [cx, cy] of [[0.22, 0.28], [0.72, 0.24], [0.26, 0.76], [0.76, 0.74]]) {
      const px = cx * w, py = cy * h;
      g.append(s("rect", { x: px - u, y: py, width: 2 * u, height: 1.2 * u, fill: "#f4e3c3" }),
        s("path", { d: `M${px - 1.3 * u},${py} L${px},${py - 1.1 * u} L${px + 1.3 * u},${py} Z`, fill: "#a4452c" }));
    }
  } else if (land === "water") {
    for (let i = 1; i < 6; i++) {
      const py = (i * h) / 6;
      g.append(s("path", { d: `M0,${py} q${w / 8},${-u / 1.5} ${w / 4},0 t${w / 4},0 t${w / 4},0 t${w / 4},0`, fill: "none", stroke: light, "stroke-width": u / 4 }));
    }
  } else if (land === "grain") {
    for (let i = 1; i < 8; i++) {
      const px = (i * w) / 8;
      g.append(s("line", { x1: px, y1: 0, x2: px, y2: h, stroke: "#c9a227", "stroke-width": u / 3, "stroke-dasharray": `${u / 1.4} ${u / 3}` }));
    }
  } else if (land === "forest") {
    for (const [cx, cy] of [[0.2, 0.3], [0.78, 0.28], [0.22, 0.8], [0.8, 0.78], [0.5, 0.2]]) {
      const px = cx * w, py = cy * h;
      g.append(s("rect", { x: px - u / 6, y: py, width: u / 3, height: u * 0.8, fill: "#5a3b22" }),
        s("path", { d: `M${px - u},${py + u * 0.2} L${px},${py - 1.4 * u} L${px + u},${py + u * 0.2} Z`, fill: "#2e6b3b" }));
    }
  } else if (land === "lavender") {
    for (let i = 1; i < 6; i++) {
      const py = (i * h) / 6;
      g.append(s("line", { x1: 0, y1: py, x2: w, y2: py, stroke: "#6f4fa8", "stroke-width": u / 2.2, "stroke-dasharray": `${u / 2.5} ${u / 4}`, "stroke-linecap": "round" }));
    }
  }
  g.append(s("rect", { width: w, height: h, fill: "none", stroke: dark, "stroke-width": 1 }));
  return g;
}

function badge(symbol, x, y, size) {
  return s("g", { transform: `translate(${x},${y})`, class: "land-badge" }, [
    s("circle", { r: size, fill: "rgba(255,255,255,0.85)", stroke: "#5b5346", "stroke-width": 0.8 }),
    s("text", { y: size * 0.42, "text-anchor": "middle", class: "glyph", style: `font-size:${size * 1.3}px;fill:#3b3328;font-weight:700`, text: symbol }),
  ]);
}

// An ear of wheat in a badge of radius r: a stalk and three pairs of kernels under a top one.
// Drawn, not a character: the text mark for grain read as the letter "i".
function wheatBadge(x, y, r) {
  const ink = "#3b3328";
  const kernel = (cx, cy, angle) => s("ellipse", { cx, cy, rx: r * 0.13, ry: r * 0.27, fill: ink, transform: `rotate(${angle} ${cx} ${cy})` });
  const kernels = [];
  for (const cy of [0.28, -0.1, -0.46]) kernels.push(kernel(-r * 0.25, cy * r, -38), kernel(r * 0.25, cy * r, 38));
  return s("g", { transform: `translate(${x},${y})`, class: "land-badge land-badge-grain" }, [
    s("circle", { r, fill: "rgba(255,255,255,0.85)", stroke: "#5b5346", "stroke-width": 0.8 }),
    s("line", { x1: 0, y1: r * 0.86, x2: 0, y2: -r * 0.45, stroke: ink, "stroke-width": r * 0.1, "stroke-linecap": "round" }),
    ...kernels, kernel(0, -r * 0.72, 0),
  ]);
}

function landBadge(cat, land, x, y, r) {
  return land === "grain" ? wheatBadge(x, y, r) : badge(look(cat, land).symbol, x, y, r);
}

// A tile as the view describes it ({kind, landscape | landscapes, paths}), size x size at (x, y).
export function tileArt(cat, tile, x, y, size) {
  const g = s("g", { transform: `translate(${x},${y})`, class: "tile" });
  const kind = tile.kind || (tile.landscapes ? "helper" : "landscape");
  const r = size / 9;
  if (kind === "helper") {
    const [a, b] = tile.landscapes.map((k) => look(cat, k));
    g.append(scene(tile.landscapes[0], a.colour, 0, 0, size, size / 2), scene(tile.landscapes[1], b.colour, 0, size / 2, size, size / 2),
      s("rect", { width: size, height: size, fill: "none", stroke: "#333", "stroke-width": 2, rx: 6 }),
      landBadge(cat, tile.landscapes[0], r * 1.3, r * 1.3, r), landBadge(cat, tile.landscapes[1], r * 1.3, size - r * 1.3, r),
      s("g", { transform: `translate(${size / 2},${size / 2})` }, [
        s("circle", { r: size / 7, fill: "#fff", stroke: "#333" }),
        s("text", { y: size / 16, "text-anchor": "middle", class: "glyph", style: `font-size:${size / 5}px`, text: "☺" }),
      ]));
    return g;
  }
  if (kind === "start") g.append(s("rect", { width: size, height: size, fill: "#e8e2d6" }));
  else if (kind === "emergency") {
    g.append(s("rect", { width: size, height: size, fill: "#9b9b9b" }));
    for (let i = -1; i < 4; i++) g.append(s("line", { x1: i * size / 3, y1: size, x2: i * size / 3 + size, y2: 0, stroke: "rgba(255,255,255,0.25)", "stroke-width": size / 16 }));
  } else {
    const l = look(cat, tile.landscape);
    g.append(scene(tile.landscape, l.colour, 0, 0, size, size));
  }
  for (const d of tile.paths || "") {
    const [ex, ey] = EDGE[d];
    g.append(s("line", { x1: size / 2, y1: size / 2, x2: ex * size, y2: ey * size, stroke: "#8a7752", "stroke-width": size / 5.5, "stroke-linecap": "butt" }),
      s("line", { x1: size / 2, y1: size / 2, x2: ex * size, y2: ey * size, stroke: PATH, "stroke-width": size / 8 }));
  }
  if ((tile.paths || "").length) g.append(s("circle", { cx: size / 2, cy: size / 2, r: size / 12, fill: PATH }));
  // The emblem stands at the top right, as on the real tiles (it shows their orientation).
  if (kind === "landscape") g.append(landBadge(cat, tile.landscape, size - r * 1.3, r * 1.3, r));
  // The start tile's mark is a corner badge, as a landscape's symbol is: its picture stays clear.
  if (kind === "start") g.append(badge("✚", size - r * 1.3, r * 1.3, r));
  if (kind === "emergency") g.append(badge("!", size / 2, size / 2, size / 7));
  g.append(s("rect", { width: size, height: size, fill: "none", stroke: "#5b5346", "stroke-width": 1, rx: 3 }));
  return g;
}

// The legend's picture of an entry, drawn as on the board. The shell hands over one legend item at
// a time ({key, name, colour, symbol}); the landscapes come first in the legend, so their looks
// are kept to draw the helper that follows (two landscapes split across the tile).
const LANDSCAPES = ["village", "water", "grain", "forest", "lavender"];
const seen = new Map();
const shim = { entry: (key) => seen.get(key) || null, name: (key) => (seen.get(key) || {}).name || "" };

function legendTile(item) {
  if (LANDSCAPES.includes(item.key)) {
    seen.set(item.key, { colour: item.colour, symbol: item.symbol, name: item.name });
    return { kind: "landscape", landscape: item.key, paths: "" };
  }
  if (item.key === "tile:start") return { kind: "start", paths: "NESW" };
  if (item.key === "emergency") return { kind: "emergency", paths: "NES" };
  if (item.symbol === "☺" && seen.size >= 2) return { kind: "helper", landscapes: [...seen.keys()].slice(1, 3) };
  if (item.symbol === "━") return { kind: "start", paths: "NS" };
  return null;
}

export function legendIcon(item) {
  const tile = legendTile(item);
  if (!tile) return null;
  const svg = s("svg", { viewBox: "0 0 48 48", role: "img", "aria-hidden": "true" });
  svg.append(tileArt(shim, tile, 0, 0, 48));
  return svg;
}
