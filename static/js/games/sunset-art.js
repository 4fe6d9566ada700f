// Sunset Over Water's drawn components: landscape cards as small paintings composed from their
// features, planning cards (wake-up time, hike arrows, movement and paint counts) and the picture
// frames of commissions. Colours and symbols come from the catalog; every feature also carries its
// symbol, so colour is never the only sign.
import { s } from "../core/dom.js";
import { t } from "../core/i18n.js";

export function look(cat, key) {
  const e = cat.entry(key) || {};
  return { colour: e.colour || "#999", symbol: e.symbol || "?", name: e.name || key };
}

// A small round badge with a feature's symbol.
export function featureBadge(cat, f, x, y, r = 8) {
  const l = look(cat, f);
  return s("g", { transform: `translate(${x},${y})`, class: "feature-badge" }, [
    s("circle", { r, fill: l.colour, stroke: "#fff", "stroke-width": 1.5 }),
    s("text", { y: r * 0.42, "text-anchor": "middle", class: "label", style: `fill:#fff;font-size:${Math.max(12, r * 1.25)}px;font-weight:700`, text: l.symbol }),
  ]);
}

let clipCount = 0;

// A landscape painting w x h: sky (a setting sun when it shows the sunset), mountains, a waterfall
// falling from a cliff, the coast's waves, a meadow of wildflowers; the features' badges below.
export function paintingArt(cat, features, w, h, { badges = true, badge = 0 } = {}) {
  const has = new Set(features);
  const id = `sunset-clip-${++clipCount}`;
  const g = s("g", { class: "painting" });
  g.append(s("clipPath", { id }, [s("rect", { width: w, height: h, rx: 4 })]));
  const art = s("g", { "clip-path": `url(#${id})` });
  const horizon = h * 0.55;
  const sky = has.has("sunset") ? look(cat, "sunset").colour : "#bfe0f5";
  art.append(s("rect", { width: w, height: h, fill: sky }));
  if (has.has("sunset")) {
    art.append(s("rect", { y: 0, width: w, height: horizon * 0.45, fill: "#f6c667", opacity: 0.7 }),
      s("circle", { cx: w * 0.7, cy: horizon, r: h * 0.17, fill: "#fff2b0" }));
    for (let i = 1; i <= 3; i++) art.append(s("line", { x1: w * 0.7 - h * 0.26, x2: w * 0.7 + h * 0.26, y1: horizon - i * h * 0.05, y2: horizon - i * h * 0.05, stroke: sky, "stroke-width": 1.2 }));
  } else {
    art.append(s("circle", { cx: w * 0.2, cy: h * 0.18, r: h * 0.07, fill: "#fffbe0" }));
  }
  if (has.has("mountains")) {
    const c = look(cat, "mountains").colour;
    art.append(s("path", { d: `M${-w * 0.05},${horizon} L${w * 0.3},${h * 0.12} L${w * 0.62},${horizon} Z`, fill: c }),
      s("path", { d: `M${w * 0.35},${horizon} L${w * 0.68},${h * 0.22} L${w * 1.05},${horizon} Z`, fill: c, opacity: 0.85 }),
      s("path", { d: `M${w * 0.3},${h * 0.12} L${w * 0.22},${h * 0.24} L${w * 0.3},${h * 0.21} L${w * 0.37},${h * 0.24} Z`, fill: "#fff" }));
  }
  // the ground: meadow, or sea when the coast fills the foreground
  art.append(s("rect", { y: horizon, width: w, height: h - horizon, fill: "#8fc27a" }));
  if (has.has("coast")) {
    const c = look(cat, "coast").colour;
    art.append(s("path", { d: `M0,${horizon} L${w},${horizon} L${w},${h} L${w * 0.45},${h} Q${w * 0.5},${horizon + (h - horizon) * 0.4} ${w * 0.25},${horizon} Z`, fill: c }));
    for (let i = 0; i < 3; i++) {
      const y = horizon + (h - horizon) * (0.25 + i * 0.25);
      art.append(s("path", { d: `M${w * 0.55},${y} q${w * 0.06},-3 ${w * 0.12},0 t${w * 0.12},0 t${w * 0.12},0`, fill: "none", stroke: "#fff", "stroke-width": 1 }));
    }
  }
  if (has.has("waterfall")) {
    const c = look(cat, "waterfall").colour;
    const x = has.has("coast") ? w * 0.08 : w * 0.42;
    art.append(s("rect", { x: x - w * 0.06, y: h * 0.3, width: w * 0.26, height: h * 0.32, fill: "#7a6a55" }),
      s("rect", { x, y: h * 0.3, width: w * 0.12, height: h * 0.45, fill: c }));
    for (let i = 0; i < 3; i++) art.append(s("line", { x1: x + w * 0.03 * (i + 1), x2: x + w * 0.03 * (i + 1), y1: h * 0.32, y2: h * 0.72, stroke: "#fff", "stroke-width": 0.8, opacity: 0.8 }));
    art.append(s("ellipse", { cx: x + w * 0.06, cy: h * 0.76, rx: w * 0.12, ry: h * 0.04, fill: "#e8f8fb" }));
  }
  if (has.has("wildflowers")) {
    const c = look(cat, "wildflowers").colour;
    const spots = [[0.12, 0.8], [0.22, 0.9], [0.32, 0.78], [0.08, 0.93], [0.38, 0.9], [0.18, 0.7]];
    for (const [fx, fy] of spots) {
      art.append(s("circle", { cx: w * fx, cy: h * fy, r: Math.max(1.6, h * 0.03), fill: c }),
        s("circle", { cx: w * fx, cy: h * fy, r: Math.max(0.6, h * 0.01), fill: "#fff6a0" }));
    }
  }
  g.append(art, s("rect", { width: w, height: h, rx: 4, fill: "none", stroke: "#6b5a3a", "stroke-width": 1 }));
  if (badges) {
    const r = badge || Math.max(6, Math.min(9, w / 10));
    features.forEach((f, i) => g.append(featureBadge(cat, f, r + 3 + i * (2 * r + 2), h - r - 3, r)));
  }
  return g;
}

const ARROW = { N: [0, -1], NE: [1, -1], E: [1, 0], SE: [1, 1], S: [0, 1], SW: [-1, 1], W: [-1, 0], NW: [-1, -1] };

// A compass of the eight directions, the card's own drawn as arrows, the others as faint dots.
export function compass(dirs, x, y, r, colour) {
  const g = s("g", { transform: `translate(${x},${y})` });
  g.append(s("circle", { r: 3, fill: colour }));
  for (const [d, [dx, dy]] of Object.entries(ARROW)) {
    const n = Math.hypot(dx, dy);
    const ex = (dx / n) * r, ey = (dy / n) * r;
    if (dirs.includes(d)) {
      const a = Math.atan2(ey, ex);
      const hx = ex - Math.cos(a) * 5, hy = ey - Math.sin(a) * 5;
      g.append(s("line", { x1: 0, y1: 0, x2: hx, y2: hy, stroke: colour, "stroke-width": 2.5 }),
        s("path", { d: `M${ex},${ey} L${hx + Math.sin(a) * 4},${hy - Math.cos(a) * 4} L${hx - Math.sin(a) * 4},${hy + Math.cos(a) * 4} Z`, fill: colour }));
    } else {
      g.append(s("circle", { cx: ex * 0.8, cy: ey * 0.8, r: 1.3, fill: "#c8c0b0" }));
    }
  }
  return g;
}

// A hiking boot 14 x 14 (shaft, laces, toe and heel), as on the card's movement sign.
export function boot(x, y, colour, k = 1) {
  return s("g", { transform: `translate(${x},${y}) scale(${k})`, class: "boot" }, [
    s("path", { d: "M2,0 h6 v7 l4.5,1.6 q1.8,0.7 1.8,2.6 v1.3 h-12.3 Z", fill: colour }),
    s("rect", { x: 1.6, y: 12.4, width: 12.8, height: 1.8, rx: 0.6, fill: colour }),
    s("path", { d: "M3.5,2.5 h3 M3.5,4.5 h3 M3.5,6.5 h3", stroke: "#fffaf0", "stroke-width": 0.9 }),
  ]);
}

export function brush(x, y, colour, k = 1) {
  return s("g", { transform: `translate(${x},${y}) scale(${k}) rotate(35)`, class: "brush" }, [
    s("rect", { x: -1.5, y: -8, width: 3, height: 10, fill: "#8a6a3a" }),
    s("path", { d: "M-3,2 h6 l-1,6 q-2,3 -4,0 Z", fill: colour }),
  ]);
}

// A planning card 96 x 120 in its owner's colour: the owner's mark, the wake-up time, the hike
// arrows, the movement points (boot) and the paint count (brush).
export function planningArt(card, { colour = "#777", mark = "" } = {}) {
  const g = s("g", { class: "planning-card" });
  g.append(s("rect", { class: "hl", width: 96, height: 120, rx: 8, fill: "#fffaf0", stroke: colour, "stroke-width": 3 }),
    s("rect", { x: 3, y: 3, width: 90, height: 26, rx: 6, fill: colour }),
    s("text", { x: 8, y: 21, class: "label", style: "fill:#fff;font-size:12px;font-weight:700", text: mark }),
    s("text", { x: mark.length > 1 ? 58 : 52, y: 22, "text-anchor": "middle", class: "label", style: "fill:#fff;font-size:16px;font-weight:700", text: card.time }),
    compass(card.directions, 48, 60, 22, "#3d3528"),
    boot(8, 93, "#3d3528"), s("text", { x: 27, y: 106, class: "label", style: "font-size:14px;font-weight:700", text: String(card.move) }),
    brush(62, 97, colour), s("text", { x: 73, y: 106, class: "label", style: "font-size:14px;font-weight:700", text: String(card.paint) }));
  return g;
}

// A played planning card as a small chip 68 x 44: the time on the owner's colour, then the boot
// and brush counts (the arrows are in its tooltip).
export function playedChip(card, colour) {
  const g = s("g", { class: "planning-card played" });
  g.append(s("rect", { width: 68, height: 44, rx: 5, fill: "#fffaf0", stroke: colour, "stroke-width": 2 }),
    s("rect", { x: 1, y: 1, width: 66, height: 18, rx: 4, fill: colour }),
    s("text", { x: 34, y: 15, "text-anchor": "middle", class: "label", style: "fill:#fff;font-size:13px;font-weight:700", text: card.time }),
    boot(4, 24, "#3d3528"), s("text", { x: 20, y: 37, class: "label", style: "font-size:13px;font-weight:700", text: String(card.move) }),
    brush(42, 29, colour), s("text", { x: 51, y: 37, class: "label", style: "font-size:13px;font-weight:700", text: String(card.paint) }));
  return g;
}

// One picture frame of a commission, w x 34: a gilt frame holding the features it needs as badges,
// "?" for each further feature of any kind, and "+" when other features are allowed (open frame).
export function frameArt(cat, frame, w, { h = 30, r = 9 } = {}) {
  const g = s("g", { class: "frame" });
  const cy = h / 2;
  g.append(s("rect", { width: w, height: h, rx: 2, fill: "#fdf8ec", stroke: "#b08a3a", "stroke-width": frame.open ? 2 : 4, "stroke-dasharray": frame.open ? "4 2" : null }));
  let x = r + 4;
  for (const f of frame.needs) { g.append(featureBadge(cat, f, x, cy, r)); x += 2 * r + 3; }
  for (let i = 0; i < frame.any; i++) {
    g.append(s("circle", { cx: x, cy, r, fill: "#fff", stroke: "#8a7a5a", "stroke-dasharray": "2 2" }),
      s("text", { x, y: cy + 4.5, "text-anchor": "middle", class: "label", style: "font-size:12px;font-weight:700", text: "?" }));
    x += 2 * r + 3;
  }
  if (!frame.needs.length && !frame.any) g.append(s("text", { x: 6, y: cy + 4.5, class: "label", style: "font-size:12px", text: t("sunset.frame.any_short") }));
  if (frame.open) g.append(s("text", { x: w - 5, y: cy + 5, "text-anchor": "end", class: "label", style: "font-size:14px;font-weight:700", text: "+" }));
  return g;
}

// The words of a frame, as the tooltip and aria-label say it.
export function frameWords(cat, frame) {
  const named = frame.needs.map((f) => look(cat, f).name.toLowerCase());
  // "other" only beside a named feature: a frame that names none wants features of any kind.
  // i18n-keys: sunset.frame.other_features, sunset.frame.any_features
  if (frame.any) named.push(t(named.length ? "sunset.frame.other_features" : "sunset.frame.any_features", { n: frame.any }));
  const text = named.length ? named.join(" + ") : t("sunset.frame.any_landscape");
  return frame.open ? t("sunset.frame.open", { text }) : t("sunset.frame.exact", { text });
}

const FEATURES = new Set(["mountains", "coast", "waterfall", "wildflowers", "sunset"]);

// The legend's pictures, drawn as on the board: a feature's badge, a frame, the card's signs.
export function legendIcon(item) {
  const svg = s("svg", { viewBox: "0 0 32 32", width: 32, height: 32, "aria-hidden": "true" });
  const key = item.key;
  const cat = { entry: () => item };
  if (FEATURES.has(key)) {
    svg.append(featureBadge(cat, key, 16, 16, 13));
  } else if (key === "frame:exact" || key === "frame:open") {
    const fr = frameArt(cat, { needs: [], any: 1, open: key === "frame:open" }, 30, { h: 22, r: 7 });
    fr.setAttribute("transform", "translate(1,5)");
    svg.append(fr);
  } else if (key === "sign:move") {
    svg.append(boot(3, 3, "#3d3528", 1.8));
  } else if (key === "sign:paint") {
    svg.append(brush(14, 15, "#2f6fd8", 1.6));
  } else if (key === "sign:arrows") {
    svg.append(compass(["N", "E", "SW"], 16, 16, 14, "#3d3528"));
  } else {
    return null;
  }
  return svg;
}
