// Phototour's board helpers that hold no drawing of their own: targets with their worth, where a
// trip can end (the same graph walk as the engine's board.py, so the board can show a die's reach
// before it is used), texts cut short with a button that shows them whole, and where a pawn
// stands clear of names.
import { h, s } from "../core/dom.js";
import { t } from "../core/i18n.js";
import { worthSvg } from "../core/worth.js";
import { fit, textLines, textWidth, wrap } from "./phototour-art.js";

// A board target, but while a move is half made (a photograph waiting for its diary slot) only
// the targets that go on with that move: the shell would also let a new move of another type
// replace it, and those would stay outlined as if they were the next step.
export function aim(ctx, el, partial, label) {
  if (ctx.picked.type && partial.type !== ctx.picked.type) return el;
  if (partial.type === "photo" && ctx.pub.mode !== "strategic") {
    // In Basic mode a diary's slots are all alike (no slot types, no bonuses): a photograph goes
    // into the first free slot, with no step to choose among seven equal ones (docs/rules/phototour.md).
    if ("slot" in partial) return el;
    const slots = ctx.candidates.filter((m) => m.type === "photo" && m.card === partial.card).map((m) => m.slot);
    if (slots.length) return ctx.target(el, { ...partial, slot: Math.min(...slots) }, label, { covers: partial });
  }
  return ctx.target(el, partial, label);
}

// `aim` (or, `direct`, the shell's target itself), and once `el` is a target, what choosing it is
// worth (core/worth.js: the server's previews, a range over the moves it leaves open) as a badge
// at (x, y) of its drawing. True when `el` became a target.
export function aimWorth(ctx, el, partial, label, [x, y, size = 12], { direct = false } = {}) {
  if (!(direct ? ctx.target(el, partial, label) : aim(ctx, el, partial, label)).classList.contains("target")) return false;
  const badge = worthSvg(ctx.worth(partial), x, y, size);
  if (badge) el.append(badge);
  return true;
}

const CAR_RANGE = 2, TRAIN_RANGE = 6;

function graphs(c) {
  if (c._graphs) return c._graphs;
  const all = {}, rail = {};
  for (const n of Object.keys(c.locations)) { all[n] = []; rail[n] = []; }
  for (const [a, b] of c.railways) { all[a].push(String(b)); all[b].push(String(a)); rail[a].push(String(b)); rail[b].push(String(a)); }
  for (const [a, b] of c.highways) { all[a].push(String(b)); all[b].push(String(a)); }
  c._graphs = { all, rail };
  return c._graphs;
}

function within(graph, start, segments) {
  const seen = new Set([start]);
  let frontier = [start];
  for (let i = 0; i < segments; i++) {
    const next = [];
    for (const cur of frontier) for (const n of graph[cur] || []) if (!seen.has(n)) { seen.add(n); next.push(n); }
    frontier = next;
  }
  seen.delete(start);
  return [...seen];
}

// The towns (as strings) a trip of `mode` from `start` may end in under this turn's modifiers.
export function destinations(c, start, mode, mods = {}) {
  if (start === null || start === undefined) return [];
  const from = String(start), g = graphs(c), airports = c.airports.map(String);
  if (mode === "car") return within(g.all, from, CAR_RANGE + (mods.range_car || 0));
  if (mode === "train") return within(g.rail, from, TRAIN_RANGE + (mods.range_train || 0));
  if (mode === "step") return [...(g.all[from] || [])];
  if (mode === "plane") {
    if (!airports.includes(from) && !mods.take_off_anywhere) return [];
    if (mods.land_anywhere && airports.includes(from)) return Object.keys(c.locations).filter((n) => n !== from);
    return airports.filter((n) => n !== from);
  }
  return [];
}

// A text wrapped to `width` in at most `rows` lines; when it was cut ("…"), a small button at the
// end of the last line shows the whole text (tap, click, Enter or focus), so a long bonus can
// always be read.
export function bonusNote(text, { x, y, step, width, rows, size = 11 }, label) {
  const lines = wrap(text, width, rows, { size }, width - 20);
  const out = textLines(lines, x, y, step, { class: "label small", style: `fill:#5a3d00;font-size:${size}px` });
  if (!lines.length || !lines[lines.length - 1].endsWith("…")) return out;
  const last = y + (lines.length - 1) * step;
  out.push(s("g", { class: "pt-more", transform: `translate(${x + width - 8},${last - 4})`, tabindex: "0", role: "button", "aria-label": label, "data-full": text }, [
    s("circle", { r: 8, fill: "#5a3d00" }),
    s("text", { y: 3.5, "text-anchor": "middle", style: "fill:#fff;font-size:11px;font-weight:700", text: "…" }),
  ]));
  return out;
}

// A town's name on a card's or a photograph's coloured band: smaller when long
// ("Петропавловск-Камчатский"), never cut.
// `squeeze`: a name too long even at the smallest size is drawn narrower, whole, instead of cut
// (a photograph in a diary has no tooltip to read it by).
export function bandTown(town, width, { x = 6, y = 14.5, sizes = [11, 10, 9, 8], cls = "label pt-card-town", squeeze = false } = {}) {
  if (squeeze) return fittedText(town, x, y, width, { sizes, weight: 700, anchor: "start", cls, fill: "#fff" });
  const size = sizes.find((z) => textWidth(town, { size: z, weight: 700 }) <= width) || sizes[sizes.length - 1];
  return s("text", { x, y, class: cls, style: `fill:#fff;font-weight:700;font-size:${size}px`, text: fit(town, width, { size, weight: 700 }) });
}

// A name in the width it has: the first of `sizes` that holds it, else the smallest drawn
// narrower, whole, never cut.
export function fittedText(text, x, y, width, { sizes = [10, 9, 8.5, 8], weight = 400, anchor = "middle", cls = "label", fill = null } = {}) {
  const size = sizes.find((z) => textWidth(text, { size: z, weight }) <= width) || sizes[sizes.length - 1];
  const attrs = { x, y, "text-anchor": anchor, class: cls, style: `${fill ? `fill:${fill};` : ""}font-size:${size}px;font-weight:${weight}`, text };
  if (textWidth(text, { size, weight }) > width) Object.assign(attrs, { textLength: width, lengthAdjust: "spacingAndGlyphs" });
  return s("text", attrs);
}

// A sight's name in the lines a card (or a photograph) has for it: the first of `tries`
// ([size, rows, step, first baseline]) that holds it in whole words, else the first that holds it
// with a word broken (a hyphen shown); never cut, unless not even the last holds it.
const CARD_TRIES = [[11, 2, 13, 36], [10, 2, 12, 36], [10, 3, 10.5, 34], [9, 3, 10, 34], [8.5, 3, 9.5, 34]];
export function cardTitle(title, width, { x = 6, tries = CARD_TRIES, weight = 600, cls = "label pt-card-title" } = {}) {
  const whole = (lines) => !lines.some((l) => l.endsWith("-") && !title.includes(l));
  let pick = null;
  for (const [size, rows, step, y] of tries) {
    const lines = wrap(title, width, 99, { size, weight });
    if (lines.length > rows) continue;
    if (whole(lines)) { pick = { lines, size, step, y }; break; }
    if (!pick) pick = { lines, size, step, y };
  }
  if (!pick) {
    const [size, rows, step, y] = tries[tries.length - 1];
    pick = { lines: wrap(title, width, rows, { size, weight }), size, step, y };
  }
  return textLines(pick.lines, x, pick.y, pick.step, { class: cls, style: `font-weight:${weight};font-size:${pick.size}px` });
}

// One listener on the board for every such button (capturing, so the card under it is not chosen).
export function showNotes(root) {
  const note = h("p", { class: "pt-note", role: "status", hidden: "" });
  const close = h("button", { type: "button", class: "pt-note-close", "aria-label": t("phototour.note.close"), text: "×" });
  const words = h("span");
  note.append(words, close);
  const show = (btn) => {
    words.textContent = btn.getAttribute("data-full");
    note.hidden = false;
    const r = btn.getBoundingClientRect();
    note.style.top = `${Math.min(window.innerHeight - 120, r.bottom + 6)}px`;
  };
  const hit = (e) => e.target.closest && e.target.closest(".pt-more");
  root.addEventListener("click", (e) => {
    const btn = hit(e);
    if (btn) { e.preventDefault(); e.stopPropagation(); show(btn); } else if (e.target === close) note.hidden = true;
  }, true);
  root.addEventListener("keydown", (e) => {
    const btn = hit(e);
    if (btn && (e.key === "Enter" || e.key === " ")) { e.preventDefault(); e.stopPropagation(); show(btn); }
    if (e.key === "Escape") note.hidden = true;
  }, true);
  root.addEventListener("focusin", (e) => { const btn = hit(e); if (btn) show(btn); });
  root.append(note);
}

const overlap = (a, b) => Math.max(0, Math.min(a[2], b[2]) - Math.max(a[0], b[0])) * Math.max(0, Math.min(a[3], b[3]) - Math.max(a[1], b[1]));

// Where a pawn stands by its town: of a few spots around the marker, the one that covers the
// least of the towns' names (its own too) and markers and of the pawns already placed. `w` and `hh` are
// the pawn's drawn size; the answer is the offset of its feet from the town.
const SPOTS = [[0, -9], [15, -6], [-15, -6], [16, 26], [-16, 26], [0, 34], [27, 8], [-27, 8], [26, -10], [-26, -10], [0, 46], [30, 36], [-30, 36]];
// A spot whose foot is nearer another town (`towns`: their [x, y]) than its own would seat the
// pawn in that town: it is taken only when every spot is.
export function pawnSpot(x, y, w, hh, obstacles, towns = []) {
  let best = SPOTS[0], bestCost = Infinity;
  for (const [dx, dy] of SPOTS) {
    const box = [x + dx - w / 2, y + dy - hh, x + dx + w / 2, y + dy];
    const own = Math.hypot(dx, dy);
    const astray = towns.some(([tx, ty]) => Math.hypot(x + dx - tx, y + dy - ty) < own) ? 1e5 : 0;
    const cost = astray + obstacles.reduce((t, b) => t + overlap(box, b), 0) + Math.abs(dx) * 0.2 + Math.abs(dy) * 0.2;
    if (cost < bestCost) { bestCost = cost; best = [dx, dy]; }
  }
  const [dx, dy] = best;
  obstacles.push([x + dx - w / 2, y + dy - hh, x + dx + w / 2, y + dy]);
  return best;
}

// How far each seat is in a photo contest, counted from the diaries in the view the way the final
// scoring counts it (photographs in the region or regions, tokens on photographs, of one kind or any).
export function contestValue(c, seat, contest) {
  const photos = (seat.diary || []).filter(Boolean);
  const region = (e) => (c.locations[String(e.card).split(":")[1]] || {}).region;
  const tokens = (kind) => photos.reduce((n, e) => n + (e.tokens || []).filter((tk) => tk && (!kind || tk === kind)).length, 0);
  switch (contest.kind) {
    case "per_region": return photos.filter((e) => region(e) === contest.region).length;
    case "in_regions": return photos.filter((e) => contest.regions.includes(region(e))).length;
    case "tokens_on_cards": return tokens(null);
    case "tokens_kind": return tokens(contest.token);
    default: return 0;
  }
}

// The seats in first place of a contest now (a seat needs at least 1 to place), and their value.
export function contestLeaders(c, seats, contest) {
  const values = seats.map((st) => contestValue(c, st, contest));
  const top = Math.max(0, ...values);
  return { top, seats: top ? seats.filter((_, i) => values[i] === top).map((st) => st.seat) : [] };
}

// Names placed around their towns so that no two cover each other and none leaves the map.
// Each name tries its one line, then two lines (after a hyphen or at a space; a long name prefers
// two), at eight spots around its town (below first), then at the same spots one and two steps
// further out. A spot that leaves `bounds` or covers a name already placed is never taken;
// markers, pawns and roads (`obstacles`, each with a weight) only add to a spot's cost. A spot
// nearer to another town (`points`) than to its own would be read as that town's name: it is
// never taken where the name has another, and else only at a cost. The most crowded towns go
// first; a name that found no free spot goes first in the next round, so its neighbours make way.
// An `optional` name goes after the others and is left out where it has no free spot near its own
// town (a map zoomed out has no room for every name); the `first` go before the rest of theirs.
// An item is { id, x, y, shapes: [{ lines: [{ text, w }], up, down, step }] }; the answer gives
// each id placed its lines, their anchor, x and baselines, and the box they fill.
const DIRS = [[0, 1, 0], [0, -1, 8], [1, 0, 8], [-1, 0, 8], [1, 1, 14], [-1, 1, 14], [1, -1, 16], [-1, -1, 16]];
const GAPS = { below: 9, above: 11, side: 11, cornerX: 6, cornerBelow: 7, cornerAbove: 9 };
export function placeNames(items, { bounds, obstacles = [], points = items.map((it) => [it.x, it.y]), far = 12, margin = 1.5, optional = new Set(), first = new Set() }) {
  const [bx0, by0, bx1, by1] = bounds;
  const spots = (it, shape) => {
    const w = Math.max(...shape.lines.map((l) => l.w)), hh = shape.up + shape.down + (shape.lines.length - 1) * shape.step;
    const out = [];
    for (const ring of [0, 1, 2]) {
      for (const [dx, dy, rank] of DIRS) {
        const e = ring * far;
        const gx = (dy === 0 ? GAPS.side : GAPS.cornerX) + e;
        const x0 = dx === 0 ? it.x - w / 2 : dx > 0 ? it.x + gx : it.x - gx - w;
        const y0 = dy === 0 ? it.y - hh / 2 : dy > 0 ? it.y + (dx === 0 ? GAPS.below : GAPS.cornerBelow) + e : it.y - (dx === 0 ? GAPS.above : GAPS.cornerAbove) - e - hh;
        const box = [x0, y0, x0 + w, y0 + hh];
        if (box[0] < bx0 + 1 || box[1] < by0 + 1 || box[2] > bx1 - 1 || box[3] > by1 - 1) continue;
        const anchor = dx === 0 ? "middle" : dx > 0 ? "start" : "end";
        out.push({ box, anchor, tx: dx === 0 ? it.x : dx > 0 ? x0 : x0 + w, ys: shape.lines.map((_, i) => y0 + shape.up + i * shape.step),
          lines: shape.lines.map((l) => l.text), cost: rank + ring * 30 + (shape.lines.length - 1) * 10 + (shape.lines.length === 1 ? Math.max(0, w - 100) * 0.2 : 0) });
      }
    }
    return out;
  };
  const options = Object.fromEntries(items.map((it) => [it.id, it.shapes.flatMap((sh) => spots(it, sh))]));
  // A name nearer to another town than to its own would be read as that town's.
  const gap = ([x0, y0, x1, y1], x, y) => Math.hypot(Math.max(x0 - x, 0, x - x1), Math.max(y0 - y, 0, y - y1));
  for (const it of items) {
    const own = [];
    for (const o of options[it.id]) {
      for (const [x0, y0, x1, y1, wt] of obstacles) o.cost += overlap(o.box, [x0, y0, x1, y1]) * wt;
      const mine = gap(o.box, it.x, it.y);
      const nearer = points.some(([x, y]) => (x !== it.x || y !== it.y) && gap(o.box, x, y) < mine);
      if (nearer) o.cost += 40;
      else own.push(o);
    }
    if (own.length || optional.has(it.id)) options[it.id] = own;
  }
  const crowd = (it) => items.filter((o) => o !== it && Math.hypot(o.x - it.x, o.y - it.y) < 70).length;
  let order = [...items].sort((a, b) => optional.has(a.id) - optional.has(b.id) || first.has(b.id) - first.has(a.id) || crowd(b) - crowd(a) || a.x - b.x);
  let at = {};
  for (let round = 0; round < 6; round++) {
    at = {};
    const failed = [];
    const boxes = [];
    for (const it of order) {
      let best = null, bestCost = Infinity, free = false;
      for (const o of options[it.id]) {
        const grown = [o.box[0] - margin, o.box[1] - margin, o.box[2] + margin, o.box[3] + margin];
        const hit = boxes.reduce((t, b) => t + overlap(grown, b), 0);
        if (hit > 0 && free) continue;
        const cost = hit > 0 ? 1e6 + hit : o.cost;
        if (!hit && !free) { free = true; bestCost = Infinity; }
        if (cost < bestCost) { bestCost = cost; best = o; }
      }
      if (!free && optional.has(it.id)) continue;
      if (!free) failed.push(it);
      if (best) { at[it.id] = best; boxes.push(best.box); }
    }
    if (!failed.length) break;
    order = [...failed, ...order.filter((it) => !failed.includes(it))];
  }
  return at;
}

// A town's share of a tap: the circle of radius `r` around it, less whatever lies nearer to
// another site (each of `others` an [dx, dy] from this town): the cells of close neighbours
// meet half-way and never cover each other's markers. Points of a polygon, relative to the town.
export function hitCell(r, others, sides = 24) {
  let poly = Array.from({ length: sides }, (_, i) => [r * Math.cos((i * 2 * Math.PI) / sides), r * Math.sin((i * 2 * Math.PI) / sides)]);
  for (const [ox, oy] of others) {
    const d2 = ox * ox + oy * oy;
    if (!d2 || d2 >= 4 * r * r) continue;
    // Keep the points p with p·o <= |o|²/2 (this side of the perpendicular bisector).
    const side = ([x, y]) => x * ox + y * oy - d2 / 2;
    const out = [];
    poly.forEach((p, i) => {
      const q = poly[(i + 1) % poly.length], sp = side(p), sq = side(q);
      if (sp <= 0) out.push(p);
      if ((sp < 0 && sq > 0) || (sp > 0 && sq < 0)) {
        const k = sp / (sp - sq);
        out.push([p[0] + (q[0] - p[0]) * k, p[1] + (q[1] - p[1]) * k]);
      }
    });
    poly = out;
  }
  return poly.map(([x, y]) => `${x.toFixed(1)},${y.toFixed(1)}`).join(" ");
}

// Which town a tap at `p` (map units) is meant for, in this order: a legal target's visible
// marker (the nearest when two touch it), a blocking town (`blocks`: another town's marker or
// name that is not a target now, whose tap chooses nothing), a target's name, the nearest
// target site within `reach` (the cells of hitCell), else a target whose marker and name span
// the spot (`spans`: a tap between a town and its own name is that town's). Each candidate is
// { town, box } (boxes as [x0, y0, x1, y1]); sites are { town, x, y }. Null when the tap is for
// none of them.
export function tapOwner(p, { markers, blocks, names, sites, reach, spans = [] }) {
  const inside = (b) => p.x >= b[0] && p.x <= b[2] && p.y >= b[1] && p.y <= b[3];
  const dist = (t) => Math.hypot(p.x - t.x, p.y - t.y);
  const hits = markers.filter((m) => inside(m.box));
  if (hits.length) return hits.reduce((a, b) => (dist(a) <= dist(b) ? a : b)).town;
  const block = blocks.find((b) => inside(b.box));
  if (block) return block.town;
  const name = names.find((n) => inside(n.box));
  if (name) return name.town;
  let best = null, bestD = reach;
  for (const s of sites) { const d = dist(s); if (d <= bestD) { bestD = d; best = s; } }
  if (best) return best.town;
  const across = spans.filter((b) => inside(b.box));
  return across.length ? across.reduce((a, b) => (dist(a) <= dist(b) ? a : b)).town : null;
}

// The reserve's heading: its count against its 3 places, and what to do when a bonus overfilled it.
export function reserveTitle(n) {
  return n > 3 ? t("phototour.reserve.mine_over", { n }) : t("phototour.reserve.mine", { n });
}
