// Small drawn illustrations of the five games for the lobby's cards (SVG made here, no assets).
import { s } from "./dom.js";
import { t } from "./i18n.js";

const W = 200, H = 90;

function frame(label, parts) {
  return s("svg", { viewBox: `0 0 ${W} ${H}`, class: "game-art", role: "img", "aria-label": label }, parts);
}

function camargue() {
  // Landscape tiles in a row with a path running across them.
  const lands = ["#d7a86e", "#5aa9e6", "#ecd264", "#4e9a5c", "#a58bd8"];
  const parts = [s("rect", { width: W, height: H, fill: "#efe7d6" })];
  lands.forEach((c, i) => {
    const x = 12 + i * 36, y = i % 2 ? 30 : 14;
    parts.push(s("rect", { x, y, width: 34, height: 34, rx: 3, fill: c, stroke: "#5b5346" }));
    if (i === 1) parts.push(s("path", { d: `M${x + 4} ${y + 10} q6 -4 12 0 t12 0 M${x + 4} ${y + 20} q6 -4 12 0 t12 0`, stroke: "#fff", fill: "none", "stroke-width": 1.5 }));
    if (i === 3) parts.push(s("path", { d: `M${x + 9} ${y + 26} l5 -12 l5 12 z M${x + 19} ${y + 26} l5 -12 l5 12 z`, fill: "#2f6b3b" }));
  });
  parts.push(s("polyline", { points: "12,31 46,31 82,47 118,31 154,47 190,47", fill: "none", stroke: "#fdf6e3", "stroke-width": 5, "stroke-linecap": "round" }));
  parts.push(s("rect", { x: 70, y: 68, width: 60, height: 16, rx: 3, fill: "#fff", stroke: "#5b5346" }),
    s("rect", { x: 70, y: 68, width: 30, height: 16, rx: 3, fill: "#d7a86e" }), s("rect", { x: 100, y: 68, width: 30, height: 16, fill: "#4e9a5c" }));
  return frame(t("art.camargue"), parts);
}

function provence() {
  const parts = [s("rect", { width: W, height: H, fill: "#bfe3f5" }), s("circle", { cx: 170, cy: 20, r: 11, fill: "#ffcf3f" }),
    s("path", { d: "M0 46 Q60 30 120 44 T200 40 V90 H0 Z", fill: "#b5d98f" })];
  for (let i = 0; i < 7; i++) parts.push(s("path", { d: `M${-20 + i * 26} 90 L${40 + i * 14} 50`, stroke: "#8a6fd0", "stroke-width": 7, "stroke-linecap": "round" }));
  parts.push(s("rect", { x: 128, y: 52, width: 60, height: 38, fill: "#eccb52" }));
  for (let i = 0; i < 5; i++) parts.push(s("line", { x1: 132 + i * 12, y1: 56, x2: 132 + i * 12, y2: 88, stroke: "#c9a53a", "stroke-width": 2 }));
  parts.push(s("path", { d: "M150 30 l0 -16 l10 -6 l10 6 l0 16 z", fill: "#e8d6b8", stroke: "#8d6e4a" }), s("rect", { x: 157, y: 22, width: 6, height: 8, fill: "#8d6e4a" }));
  return frame(t("art.provence"), parts);
}

function osaka() {
  const parts = [s("rect", { width: W, height: H, fill: "#f6e3d0" }), s("circle", { cx: 40, cy: 26, r: 14, fill: "#e25b45" })];
  // A torii gate and a castle roof
  parts.push(s("rect", { x: 20, y: 44, width: 6, height: 40, fill: "#c0392b" }), s("rect", { x: 58, y: 44, width: 6, height: 40, fill: "#c0392b" }),
    s("path", { d: "M10 40 Q42 32 74 40 L74 46 Q42 38 10 46 Z", fill: "#c0392b" }), s("rect", { x: 16, y: 52, width: 52, height: 5, fill: "#c0392b" }));
  parts.push(s("path", { d: "M110 84 V60 H170 V84 Z", fill: "#fdf6e3", stroke: "#5b5346" }),
    s("path", { d: "M100 62 L140 46 L180 62 Z", fill: "#3d5a6c" }), s("path", { d: "M114 46 L140 32 L166 46 Z", fill: "#3d5a6c" }),
    s("rect", { x: 128, y: 46, width: 24, height: 10, fill: "#fdf6e3" }), s("rect", { x: 134, y: 68, width: 12, height: 16, fill: "#5b5346" }));
  for (let i = 0; i < 5; i++) parts.push(s("circle", { cx: 92 + i * 22, cy: 14 + (i % 2) * 6, r: 3, fill: "#f6b8cf" }));
  return frame(t("art.osaka"), parts);
}

function phototour() {
  const parts = [s("rect", { width: W, height: H, fill: "#eef3f6" }),
    s("path", { d: "M8 52 Q30 20 70 26 T130 18 T192 30 L186 62 Q150 72 110 64 T40 74 Z", fill: "#dfe9d4", stroke: "#9fb59a" })];
  parts.push(s("polyline", { points: "30,56 62,44 98,50 134,40 170,46", fill: "none", stroke: "#333", "stroke-width": 1.6, "stroke-dasharray": "5 3" }));
  for (const [x, y, c] of [[30, 56, "#4a7fd1"], [62, 44, "#3f9a57"], [98, 50, "#e07b2c"], [134, 40, "#8b5ccf"], [170, 46, "#cf3f3f"]]) {
    parts.push(s("circle", { cx: x, cy: y, r: 5, fill: c, stroke: "#fff", "stroke-width": 1.5 }));
  }
  parts.push(s("path", { d: "M120 20 l16 4 l8 -6 l3 1 l-5 8 l10 3 l-2 2 l-11 -2 l-6 6 l-2 -1 l3 -6 l-14 -4 z", fill: "#24495c" }));
  parts.push(s("rect", { x: 150, y: 62, width: 36, height: 22, rx: 4, fill: "#333" }), s("circle", { cx: 168, cy: 73, r: 7, fill: "#9fc3d8", stroke: "#fff", "stroke-width": 2 }),
    s("rect", { x: 154, y: 58, width: 10, height: 5, rx: 1, fill: "#333" }));
  return frame(t("art.phototour"), parts);
}

function sunset() {
  const parts = [s("rect", { width: W, height: 56, fill: "#f7c59f" }), s("rect", { y: 30, width: W, height: 26, fill: "#f29a3a", opacity: .5 }),
    s("circle", { cx: 100, cy: 54, r: 16, fill: "#f25c2a" }),
    s("path", { d: "M0 56 L40 22 L70 46 L104 14 L150 50 L172 34 L200 52 V56 Z", fill: "#6d6d80" }),
    s("path", { d: "M96 20 L104 14 L112 21 Z", fill: "#fff" }),
    s("rect", { y: 56, width: W, height: 34, fill: "#4fa3d9" })];
  for (let i = 0; i < 4; i++) parts.push(s("line", { x1: 70 + i * 6, y1: 62 + i * 6, x2: 130 - i * 6, y2: 62 + i * 6, stroke: "#f7c59f", "stroke-width": 2 }));
  parts.push(s("rect", { x: 14, y: 52, width: 26, height: 34, fill: "#fff", stroke: "#8a7a5a" }), s("line", { x1: 27, y1: 86, x2: 20, y2: 90, stroke: "#8a7a5a", "stroke-width": 2 }),
    s("path", { d: "M17 72 L24 62 L30 70 L37 60 V82 H17 Z", fill: "#e58bc0" }));
  return frame(t("art.sunset"), parts);
}

const ART = { camargue, provence, osaka, phototour, sunset };

export function gameArt(id) {
  return ART[id] ? ART[id]() : null;
}
