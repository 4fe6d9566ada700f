// Small DOM and SVG builders.

const SVG_NS = "http://www.w3.org/2000/svg";

function fill(el, attrs, children) {
  for (const [k, v] of Object.entries(attrs || {})) {
    if (v === undefined || v === null || v === false) continue;
    if (k === "text") el.textContent = v;
    else if (k.startsWith("on") && typeof v === "function") el.addEventListener(k.slice(2), v);
    else if (k === "class") el.setAttribute("class", v);
    // Through the CSSOM: the Content-Security-Policy refuses style attributes.
    else if (k === "style") el.style.cssText = v;
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

// Short marks that tell the seats apart on pawns and figures: the initial when no other seat
// shares it, else two characters ("B1", "B2" for "Bot 1", "Bot 2"; "Be", "Bo" for "Bea", "Bob"),
// else the initial and the seat's number.
export function seatMarks(names) {
  // A bracketed note such as a bot's level "(greedy)" is not part of the name.
  const clean = names.map((n) => (n || "?").replace(/\(.*?\)/g, "").trim() || (n || "").trim() || "?");
  const initial = (n) => n.charAt(0).toUpperCase();
  const two = (n) => {
    const words = n.split(/\s+/);
    if (words.length > 1) return initial(words[0]) + words[words.length - 1].charAt(0).toUpperCase();
    return initial(n) + (n.charAt(1) || "").toLowerCase();
  };
  const count = (list, v) => list.filter((x) => x === v).length;
  const first = clean.map(initial);
  const second = clean.map(two);
  return clean.map((n, i) => {
    if (count(first, first[i]) === 1) return first[i];
    if (count(second, second[i]) === 1 && second[i].length === 2) return second[i];
    return `${first[i]}${i + 1}`;
  });
}

export function clear(el) {
  while (el.firstChild) el.removeChild(el.firstChild);
  return el;
}
