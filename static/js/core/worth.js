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
// An average is written whole on a badge ("≈ +7"; its words keep the decimals). With `fit` (the
// width it may take, in board units: its square's) the badge stays inside it: the text shrinks a
// little, and if that is not enough only the sign and number are written ("+7", the best of a
// range), as small as needed; `bare` writes only those from the start (a square small on screen).
export function worthSvg(w, x, y, size = 12, { fit = null, bare = false } = {}) {
  if (!w) return null;
  const whole = w.certain === false ? { ...w, points: roundHalfAway(w.points), low: w.low === undefined ? undefined : roundHalfAway(w.low) } : w;
  const wide = (label, at) => at * (0.62 * [...label].length + 0.9);
  let label = bare ? signed(whole.points) : worthLabel(whole);
  let font = size;
  if (fit && wide(label, font) > fit) {
    font = Math.max(size * 0.8, fit / (0.62 * [...label].length + 0.9));
    if (wide(label, font) > fit) {
      label = signed(whole.points);
      font = Math.min(size, fit / (0.62 * [...label].length + 0.9));
    }
  }
  const width = wide(label, font);
  const g = svg("g", { class: `worth-svg worth-${tone(w)}`, "data-worth": String(w.points), "pointer-events": "none" });
  if (label !== worthLabel(w)) g.setAttribute("data-worth-label", worthLabel(w));
  g.append(
    svg("rect", { x: x - width / 2, y: y - font * 0.75, width, height: font * 1.5, rx: font * 0.75 }),
    svg("text", { x, y: y + font * 0.36, "font-size": +font.toFixed(2), "text-anchor": "middle", text: label }),
  );
  return g;
}

// 2.5 → 3, −2.5 → −3: an average rounded as a player would.
function roundHalfAway(n) {
  return Math.sign(n) * Math.round(Math.abs(Number(n)));
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
