// Walking in Osaka: drawing helpers every board part shares (wrapped lines, a town card, a block
// with its catalog colour and short name), on top of the symbols in osaka-art.js.
import { s } from "../core/dom.js";
import { block, fitText } from "./osaka-art.js";

export const INK = "#2b2b2b";

const VOWEL = /[aeiouāōūаеёиоуыэюя]/i;

// A word too long for a line is split near its middle after a vowel, with a hyphen.
function splitWord(word, max) {
  if (word.length <= max) return [word];
  const dash = word.indexOf("-");
  if (dash > 0 && dash < word.length - 1) return [word.slice(0, dash + 1), word.slice(dash + 1)];
  const mid = Math.ceil(word.length / 2);
  for (let d = 0; d < mid; d++) {
    for (const i of [mid + d, mid - d]) {
      if (i > 2 && i < word.length - 2 && VOWEL.test(word[i - 1]) && !VOWEL.test(word[i]) && /\p{L}/u.test(word[i])) return [`${word.slice(0, i)}-`, word.slice(i)];
    }
  }
  return [`${word.slice(0, mid)}-`, word.slice(mid)];
}

// Lines of at most `max` characters, broken between words (and inside a word longer than a line).
export function wrap(text, max) {
  const lines = [];
  for (const word of String(text).split(/\s+/).flatMap((w) => splitWord(w, max + 1))) {
    const last = lines[lines.length - 1];
    if (last !== undefined && !last.endsWith("-") && (last + " " + word).length <= max) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

// Lines of text from baseline `y`, each kept within `max` units wide.
export function textLines(lines, x, y, size, attrs = {}, max = null, gap = 2) {
  return lines.map((line, i) => {
    const a = { x, y: y + i * (size + gap), "font-size": size, fill: INK, ...attrs, text: line };
    return max ? fitText(a, max) : s("text", a);
  });
}

export const words = (ctx) => ({
  colour: (bg) => (ctx.catalog.entry(bg) || {}).colour,
});

export function drawBlock(ctx, x, y, w, hgt, b, { big = true, labelSize = 10.5 } = {}) {
  const wd = words(ctx);
  return block(x, y, w, hgt, b, { colour: wd.colour(b.bg), label: b.icon ? ctx.name(b.icon) : null, big, labelSize });
}

// A town card: the upper block (with the white flag when it has one) over the lower block.
export function card(ctx, x, y, w, hgt, cid, labelSize = 10.5) {
  const c = ctx.pub.cards[cid];
  const g = s("g", { transform: `translate(${x},${y})`, "data-card": cid });
  g.append(drawBlock(ctx, 0, 0, w, hgt / 2, c.upper, { labelSize }), drawBlock(ctx, 0, hgt / 2, w, hgt / 2, c.lower, { labelSize }),
    s("line", { x1: 0, x2: w, y1: hgt / 2, y2: hgt / 2, stroke: "#fff", "stroke-width": 1, "stroke-dasharray": "3 2" }),
    s("rect", { class: "hl", width: w, height: hgt, rx: 4, fill: "none", stroke: "#4a3b28", "stroke-width": 1.5 }),
    s("title", { text: ctx.name(cid) }));
  return g;
}
