// Small DOM and SVG builders.
//
// What people wrote (names, chat) reaches these builders isolated (core/names.js isolate(): the
// text between U+2068 and U+2069), wherever it was put in a sentence, so that a right-to-left
// name cannot carry the words and numbers around it along ("+2" shown as "2+", a hand size
// before the name). In HTML each isolated run becomes a <bdi> and the marks go, so the text
// reads as written; in SVG text the marks stay, and isolate there themselves; attributes drop them.

const SVG_NS = "http://www.w3.org/2000/svg";
const FSI = "\u2068";
const PDI = "\u2069";
const MARKS = /[\u2068\u2069]/g;

// The nodes of `text` for an HTML element: each isolated run a <bdi>.
export function textNodes(text) {
  text = String(text);
  if (!text.includes(FSI)) return [text.replace(MARKS, "")];
  const top = document.createDocumentFragment();
  const open = [];
  let at = top;
  let run = "";
  const flush = () => { if (run) at.append(run); run = ""; };
  for (const ch of text) {
    if (ch === FSI) {
      flush();
      const bdi = document.createElement("bdi");
      at.append(bdi);
      open.push(at);
      at = bdi;
    } else if (ch === PDI) {
      flush();
      if (open.length) at = open.pop();
    } else {
      run += ch;
    }
  }
  flush();
  return [...top.childNodes];
}

// Set an element's text as the builders do.
export function setText(el, text) {
  if (el.namespaceURI === SVG_NS) el.textContent = text;
  else el.replaceChildren(...textNodes(text));
  return el;
}

function fill(el, attrs, children) {
  const svg = el.namespaceURI === SVG_NS;
  for (const [k, v] of Object.entries(attrs || {})) {
    if (v === undefined || v === null || v === false) continue;
    if (k === "text") setText(el, v);
    else if (k.startsWith("on") && typeof v === "function") el.addEventListener(k.slice(2), v);
    else if (k === "class") el.setAttribute("class", v);
    // Through the CSSOM: the Content-Security-Policy refuses style attributes.
    else if (k === "style") el.style.cssText = v;
    else el.setAttribute(k, v === true ? "" : String(v).replace(MARKS, ""));
  }
  for (const c of [].concat(children || [])) {
    if (c === null || c === undefined || c === false) continue;
    if (typeof c !== "string" && typeof c !== "number") el.append(c);
    else if (svg) el.append(String(c));
    else el.append(...textNodes(c));
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
// The colours a game may give its seats (the room's `colour` of each seat names one).
export const COLOUR_HEX = { red: "#d9534f", blue: "#2f7ed8", green: "#3a9d5d", yellow: "#e0a800", purple: "#8e5bd6",
  pink: "#e56fb0", orange: "#e07a1f" };
let chosen = [];

// The room's seats' colours by name (room info `seats[].colour`), set whenever the room changes.
export function setSeatColours(names) {
  chosen = (names || []).map((n) => COLOUR_HEX[n] || null);
}

export function seatColour(seat) {
  return chosen[seat] || SEAT_COLOURS[seat % SEAT_COLOURS.length];
}

// Short marks that tell the seats apart on pawns and figures: the initial when no other seat
// shares it, else two characters ("B1", "B2" for "Bot 1", "Bot 2"; "Be", "Bo" for "Bea", "Bob"),
// else the initial and the seat's number.
export function seatMarks(names) {
  // A bracketed note such as a bot's level "(greedy)" is not part of the name.
  const clean = names.map((n) => plainText(n || "?")).map((n) => n.replace(/\(.*?\)/g, "").trim() || n.trim() || "?");
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

// `text` without the isolation marks (to measure or cut it, or to compare names).
export function plainText(text) {
  return String(text).replace(MARKS, "");
}

export function clear(el) {
  while (el.firstChild) el.removeChild(el.firstChild);
  return el;
}
