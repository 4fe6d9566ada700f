// Small DOM and SVG builders.

const SVG_NS = "http://www.w3.org/2000/svg";

function fill(el, attrs, children) {
  for (const [k, v] of Object.entries(attrs || {})) {
    if (v === undefined || v === null || v === false) continue;
    if (k === "text") el.textContent = v;
    else if (k.startsWith("on") && typeof v === "function") el.addEventListener(k.slice(2), v);
    else if (k === "class") el.setAttribute("class", v);
    else if (k === "style") el.style.cssText = v; // through the CSSOM: a style attribute is inline style under the CSP
    else el.setAttribute(k, v === true ? "" : v);
  }
  for (const c of [].concat(children || [])) {
    if (c === null || c === undefined || c === false) continue;
    el.append(typeof c === "string" || typeof c === "number" ? document.createTextNode(String(c)) : c);
  }
  return el;
}

export function h(tag, attrs, children) {
  return fill(document.createElement(tag), attrs, children);
}

export function s(tag, attrs, children) {
  return fill(document.createElementNS(SVG_NS, tag), attrs, children);
}

export function svgRoot(width, height, label, attrs = {}) {
  return s("svg", { viewBox: `0 0 ${width} ${height}`, role: "group", "aria-label": label, class: "board-svg", ...attrs });
}

export function title(text) {
  return s("title", { text });
}

export const SEAT_COLOURS = ["#d9534f", "#2f7ed8", "#3a9d5d", "#e0a800", "#8e5bd6", "#e56fb0"];

export function seatColour(seat) {
  return SEAT_COLOURS[seat % SEAT_COLOURS.length];
}

export function clear(el) {
  while (el.firstChild) el.removeChild(el.firstChild);
  return el;
}
