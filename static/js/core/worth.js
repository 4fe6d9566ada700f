// What a move is worth, drawn the same way in every game: the server's previews (one for each
// legal move, core/moves.js `worth`) as a "+N" badge on a board target or beside a button, and
// their words on hover, on a long press and in the confirmation bar. The sign is always written
// (+3, −2, 0), so colour never carries the value alone.
import { h, s as svg } from "./dom.js";
import { t } from "./i18n.js";

const MINUS = "\u2212";

export function signed(n) {
  const r = Math.round(Number(n) * 10) / 10;
  if (r === 0) return "0";
  return `${r > 0 ? "+" : MINUS}${Math.abs(r)}`;
}

// The short label of a worth: "+14", "−3", "+2…+5" over several moves, "≈ +2.5" when uncertain,
// "≤ +5" when the best is reached by the steps that follow this one.
export function worthLabel(w) {
  if (!w) return "";
  const approx = w.certain === false ? "≈ " : w.ahead ? "≤ " : "";
  if (w.low !== undefined && w.low !== w.points) return `${approx}${signed(w.low)}…${signed(w.points)}`;
  return `${approx}${signed(w.points)}`;
}

// The words of a worth: the preview's own text when one move is meant, else the best move's
// with "up to".
export function worthText(w) {
  if (!w) return "";
  if (w.one) return w.one.text;
  if (w.low !== undefined && w.low !== w.points) return t("worth.up_to", { points: signed(w.points), text: w.best.text });
  return w.best ? w.best.text : "";
}

function tone(w) {
  return w.points > 0 ? "gain" : w.points < 0 ? "loss" : "none";
}

// A badge for an HTML option (a card in hand, a button).
export function worthBadge(w, extra = {}) {
  if (!w) return null;
  return h("span", { class: `worth worth-${tone(w)}`, "data-worth": String(w.points), title: worthText(w), text: worthLabel(w), ...extra });
}

// A badge drawn in an SVG board at (x, y) (its centre), `size` the text height in board units.
export function worthSvg(w, x, y, size = 12) {
  if (!w) return null;
  const label = worthLabel(w);
  const width = size * (0.62 * label.length + 0.9);
  const g = svg("g", { class: `worth-svg worth-${tone(w)}`, "data-worth": String(w.points), "pointer-events": "none" });
  g.append(
    svg("rect", { x: x - width / 2, y: y - size * 0.75, width, height: size * 1.5, rx: size * 0.75 }),
    svg("text", { x, y: y + size * 0.36, "font-size": size, "text-anchor": "middle", text: label }),
  );
  return g;
}

// A press held on a target shows its worth in words instead of choosing it (phones have no hover).
export function holdForWords(el, words, show) {
  if (!words) return;
  let timer = null;
  let held = false;
  el.addEventListener("pointerdown", (e) => {
    if (e.pointerType === "mouse") return;
    held = false;
    clearTimeout(timer);
    timer = setTimeout(() => { held = true; show(words, e.clientX, e.clientY); }, 450);
  });
  const cancel = () => clearTimeout(timer);
  el.addEventListener("pointerup", cancel);
  el.addEventListener("pointercancel", cancel);
  el.addEventListener("pointerleave", cancel);
  el.addEventListener("contextmenu", (e) => { if (held) e.preventDefault(); });
  // The click that ends a long press does not choose.
  el.addEventListener("click", (e) => { if (held) { held = false; e.preventDefault(); e.stopImmediatePropagation(); } }, true);
}
