// Walking in Osaka: the 3x3 town area with its street of location tiles around it, the ring of
// Shogunate options with the Shogunate pawn, the sandal supply, and every photobook. Names,
// colours and symbols come from the catalog; the drawings from osaka-art.js.
import { h, s, svgRoot, seatColour } from "../core/dom.js";
import { block, icon, pawn, sandal, shogun } from "./osaka-art.js";

const INK = "#2b2b2b";

// Lines of at most `max` characters, broken between words.
function wrap(text, max) {
  const lines = [];
  for (const word of String(text).split(/\s+/)) {
    const last = lines[lines.length - 1];
    if (last !== undefined && (last + " " + word).length <= max) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

function textLines(lines, x, y, size, attrs = {}) {
  return lines.map((line, i) => s("text", { x, y: y + i * (size + 2), "font-size": size, fill: INK, ...attrs, text: line }));
}

const words = (ctx) => ({
  colour: (bg) => (ctx.catalog.entry(bg) || {}).colour,
  short: (key) => (ctx.catalog.entry(key) || {}).short || ctx.name(key),
  half: (b) => `${b.icon ? `${(ctx.catalog.entry(b.icon) || {}).short || ctx.name(b.icon)} on ` : ""}${ctx.name(b.bg).toLowerCase()}`,
});

function drawBlock(ctx, x, y, w, hgt, b, big = true) {
  const wd = words(ctx);
  return block(x, y, w, hgt, b, { colour: wd.colour(b.bg), label: b.icon ? wd.short(b.icon) : null, big });
}

// A town card: the upper block (with the white flag when it has one) over the lower block.
function card(ctx, x, y, w, hgt, cid) {
  const c = ctx.pub.cards[cid];
  const g = s("g", { transform: `translate(${x},${y})`, "data-card": cid });
  g.append(drawBlock(ctx, 0, 0, w, hgt / 2, c.upper), drawBlock(ctx, 0, hgt / 2, w, hgt / 2, c.lower),
    s("line", { x1: 0, x2: w, y1: hgt / 2, y2: hgt / 2, stroke: "#fff", "stroke-width": 1, "stroke-dasharray": "3 2" }),
    s("rect", { class: "hl", width: w, height: hgt, rx: 4, fill: "none", stroke: "#4a3b28", "stroke-width": 1.5 }),
    s("title", { text: ctx.name(cid) }));
  return g;
}

// The icons of a location tile's requirement: an icon or a background swatch with its count.
function requirement(ctx, loc, x, y, size) {
  const g = s("g", { transform: `translate(${x},${y})` });
  let cx = 0;
  for (const r of loc.requires) {
    g.append(s("text", { x: cx, y: size * 0.75, "font-size": size * 0.7, "font-weight": "bold", fill: INK, text: `${r.count}×` }));
    cx += size * 0.95;
    if (r.icon) g.append(icon(r.icon, cx, 0, size));
    else g.append(block(cx, 1, size, size - 2, { bg: r.bg, icon: null }, { colour: words(ctx).colour(r.bg) }),
      s("rect", { x: cx, y: 1, width: size, height: size - 2, fill: "none", stroke: INK, "stroke-width": 0.6 }));
    cx += size + 4;
  }
  return { g, width: cx - 4 };
}

function street(ctx, st, x, y, w, hgt) {
  const pub = ctx.pub;
  const g = s("g", { transform: `translate(${x},${y})`, "data-street": st.pos });
  const loc = st.tile ? pub.locations[st.tile] : null;
  g.append(s("rect", { class: "hl hl-fill", width: w, height: hgt, rx: 6, fill: loc ? "#fff3d6" : "#e4dccb", stroke: "#a08f70", "stroke-width": 1.2 }));
  if (loc) {
    // name in full, the requirement as icons, then in words
    const pawnHere = st.pawn !== null && st.pawn !== undefined;
    // a pawn stands in the top right corner: the name then keeps to the left of it
    const name = wrap(loc.name, pawnHere ? 10 : w > 90 ? 15 : 11);
    const room = pawnHere ? w - 30 : w - 6;
    const size = Math.min(10.5, room / (0.6 * Math.max(...name.map((l) => l.length))));
    textLines(name, pawnHere ? (w - 26) / 2 + 2 : w / 2, 13, size, { "text-anchor": "middle", "font-weight": "bold" }).forEach((t) => g.append(t));
    const req = requirement(ctx, loc, 0, 0, 20);
    const iy = 6 + name.length * 12.5;
    req.g.setAttribute("transform", `translate(${(w - req.width) / 2},${iy})`);
    const needs = (ctx.catalog.entry(st.tile) || {}).needs || "";
    g.append(req.g, ...textLines(wrap(`needs ${needs}`, w > 90 ? 18 : 14), w / 2, iy + 32, 9.5, { "text-anchor": "middle", "data-needs": "1" }),
      s("title", { text: `${loc.name}: ${ctx.catalog.describe(st.tile)}` }));
  } else {
    g.append(sandal(w / 2 - 9, hgt / 2 - 16, 18), ...textLines(["a sandal"], w / 2, hgt / 2 + 14, 9, { "text-anchor": "middle" }),
      s("title", { text: "A street marker without a location tile: stopping here gives a sandal." }));
  }
  if (st.pawn !== null && st.pawn !== undefined) {
    const who = ctx.names(st.pawn);
    g.append(s("g", { "data-pawn": st.pawn }, [pawn(w - 26, 1, 25, seatColour(st.pawn), who.slice(0, 1)), s("title", { text: `${who}'s pawn` })]));
  }
  const mv = ctx.candidates.find((m) => (m.type === "pawn" || m.type === "travel") && m.to === st.pos);
  if (mv) {
    const where = loc ? loc.name : "the empty street marker";
    const extra = mv.type === "travel" ? ` (${mv.steps} step${mv.steps === 1 ? "" : "s"}${mv.sandals ? `, paying ${mv.sandals} sandal${mv.sandals === 1 ? "" : "s"}` : ""})` : "";
    ctx.target(g, { type: mv.type, to: st.pos }, `${mv.type === "pawn" ? "Put your pawn at" : "Walk to"} ${where}${extra}`);
    if (mv.type === "travel" && mv.sandals) g.append(s("text", { x: 6, y: hgt - 4, "font-size": 9, fill: "#8a3b12", text: `+${mv.sandals} sandal` }));
  }
  return g;
}

function town(ctx) {
  const pub = ctx.pub;
  const C = 100, S = 86, M = 6; // card cell, street depth, margin
  const W = 2 * (S + M) + 3 * C, H = W;
  const svg = svgRoot(W, H, "Town area and the street around it", { "data-board": "town", style: `max-width:${W + 40}px;width:100%` });
  svg.append(s("rect", { width: W, height: H, rx: 10, fill: "#efe6d3" }),
    s("rect", { x: S + M - 3, y: S + M - 3, width: 3 * C + 6, height: 3 * C + 6, rx: 6, fill: "#d9ccb0" }));
  const ox = S + M, oy = S + M;
  for (const [key, cid] of Object.entries(pub.area)) {
    const [cx, cy] = key.split(",").map(Number);
    const x = ox + cx * C + 5, y = oy + cy * C + 3;
    if (!cid) {
      svg.append(s("rect", { x, y, width: C - 10, height: C - 6, rx: 4, fill: "none", stroke: "#a99", "stroke-dasharray": "4 3" }),
        ...textLines(["taken"], x + (C - 10) / 2, y + C / 2, 9, { "text-anchor": "middle", fill: "#776" }));
      continue;
    }
    const g = card(ctx, x, y, C - 10, C - 6, cid);
    ctx.target(g, { type: "take", cell: key }, `Take the ${ctx.name(cid)}`);
    svg.append(g);
  }
  // street: 0-2 above the columns, 3-5 right of the rows, 6-8 below columns 2..0, 9-11 left of rows 2..0
  const spot = (p) => {
    if (p < 3) return [ox + p * C + 3, M / 2, C - 6, S - 2];
    if (p < 6) return [ox + 3 * C + M / 2 + 2, oy + (p - 3) * C + 3, S - 2, C - 6];
    if (p < 9) return [ox + (8 - p) * C + 3, oy + 3 * C + M / 2 + 2, C - 6, S - 2];
    return [M / 2, oy + (11 - p) * C + 3, S - 2, C - 6];
  };
  for (const st of pub.street) svg.append(street(ctx, st, ...spot(st.pos)));
  // the walking direction, clockwise, in the corners
  for (const [x, y, r] of [[S / 2, S / 2, 0], [W - S / 2, S / 2, 90], [W - S / 2, H - S / 2, 180], [S / 2, H - S / 2, 270]]) {
    svg.append(s("path", { d: "M-12 6 Q0 -12 12 0 l-5 -1 m5 1 l0 -5", fill: "none", stroke: "#a08f70", "stroke-width": 2, transform: `translate(${x},${y}) rotate(${r})` }));
  }
  return svg;
}

// The six Shogunate option tiles clockwise in a ring of two rows, each with its scoring text.
function optionRing(ctx) {
  const pub = ctx.pub;
  const TW = 150, TH = 104, SW = 64;
  const W = SW + 3 * (TW + 4) + 8, H = 2 * (TH + 6) + 6;
  const svg = svgRoot(W, H, "Shogunate scoring options", { "data-board": "options", style: `max-width:${W + 40}px;width:100%` });
  // the Shogunate space, where the pawn starts (between the last option and the first) and
  // where the bonus markers wait until a player pays to move one
  const home = pub.shogun === -1 || pub.shogun === null;
  const start = s("g", { transform: "translate(4,4)", "data-option": -1, ...(home ? { "data-shogun": "1" } : {}) });
  start.append(s("rect", { width: SW, height: 2 * TH + 6, rx: 7, fill: home ? "#ffe7a3" : "#f1e6cf", stroke: "#a08f70", "stroke-width": 1.2 }),
    ...textLines(["Shogunate", "space"], SW / 2, 16, 10, { "text-anchor": "middle", "font-weight": "bold" }),
    ...textLines(["bonus", "markers", "not moved:", "4 for each", "set of the", "five", "buildings"], SW / 2, 100, 8.5, { "text-anchor": "middle" }),
    s("path", { d: `M${SW / 2} ${2 * TH - 4} v-18 m-4 4 l4 -4 l4 4`, stroke: "#a08f70", "stroke-width": 1.5, fill: "none" }),
    s("title", { text: "The Shogunate space: the Shogunate pawn starts here, then walks clockwise round the options. Bonus markers wait here until a player pays 2 sandals to move one onto an option." }));
  if (home) start.append(s("g", { "data-shogun-pawn": "1" }, [shogun(SW / 2 - 15, 34, 30), s("title", { text: "The Shogunate pawn: it has not moved yet" })]));
  pub.seats.forEach((st, k) => {
    if (st.bonus_marker === null || st.bonus_marker === undefined) start.append(s("g", {}, [s("rect", { x: 6 + (k % 3) * 18, y: 72 + Math.floor(k / 3) * 16, width: 14, height: 14, rx: 2, fill: seatColour(k), stroke: "#fff" }),
      s("text", { x: 13 + (k % 3) * 18, y: 83 + Math.floor(k / 3) * 16, "text-anchor": "middle", "font-size": 9, fill: "#fff", "font-weight": "bold", text: "B" }),
      s("title", { text: `${ctx.names(k)}'s bonus marker, not moved yet` })]));
  });
  svg.append(start);
  pub.options.forEach((opt, i) => {
    const col = i < 3 ? i : 5 - i, row = i < 3 ? 0 : 1;
    const key = `option:${opt}`;
    const here = pub.shogun === i;
    const g = s("g", { transform: `translate(${SW + 8 + col * (TW + 4)},${row * (TH + 6) + 4})`, "data-option": i, ...(here ? { "data-shogun": "1" } : {}) });
    g.append(s("rect", { class: "hl hl-fill", width: TW, height: TH, rx: 7, fill: here ? "#ffe7a3" : "#fffaf0", stroke: here ? "#b08a2e" : "#a08f70", "stroke-width": here ? 2.5 : 1.2 }));
    if (opt === "large_zones") {
      g.append(block(6, 5, 10, 10, { bg: "grass" }, { colour: words(ctx).colour("grass") }), block(16, 5, 10, 10, { bg: "grass" }, { colour: words(ctx).colour("grass") }),
        block(6, 15, 10, 10, { bg: "grass" }, { colour: words(ctx).colour("grass") }), block(16, 15, 10, 10, { bg: "grass" }, { colour: words(ctx).colour("grass") }));
    } else g.append(icon(opt, 5, 4, 22));
    g.append(s("text", { x: 32, y: 19, "font-size": 11.5, "font-weight": "bold", fill: INK, text: ctx.name(key) }),
      ...textLines(wrap(ctx.catalog.describe(key), 29), 6, 40, 9),
      s("title", { text: `${ctx.name(key)}: ${ctx.catalog.describe(key)}` }));
    if (here) g.append(s("g", { "data-shogun-pawn": "1" }, [shogun(TW - 30, TH - 34, 30), s("title", { text: "The Shogunate pawn: everyone scores this option at the next scoring" })]));
    pub.seats.forEach((st, k) => {
      if (st.bonus_marker === i) g.append(s("g", {}, [s("rect", { x: 6 + k * 18, y: TH - 18, width: 14, height: 14, rx: 2, fill: seatColour(k), stroke: "#fff" }),
        s("text", { x: 13 + k * 18, y: TH - 7, "text-anchor": "middle", "font-size": 9, fill: "#fff", "font-weight": "bold", text: "B" }),
        s("title", { text: `${ctx.names(k)}'s bonus marker: scores this option at the end` })]));
    });
    for (const type of ["shogunate", "bonus"]) {
      const mv = ctx.candidates.find((m) => m.type === type && m.to === i);
      if (mv) {
        ctx.target(g, { type, to: i }, `${type === "bonus" ? "Move your bonus marker" : "Move the Shogun"} to ${ctx.name(key)}${mv.sandals ? ` for ${mv.sandals} sandals` : ""}`);
        if (mv.sandals) g.append(s("text", { x: TW - 6, y: 19, "text-anchor": "end", "font-size": 9, fill: "#8a3b12", text: `${mv.sandals} sandals` }));
        break;
      }
    }
    svg.append(g);
  });
  return svg;
}

// The sandal supply beside the town: how many tokens are left to earn.
function supply(ctx) {
  const n = ctx.pub.supply;
  const svg = svgRoot(190, 40, `Sandal supply: ${n} left`, { "data-board": "supply", style: "width:190px" });
  svg.append(sandal(4, 6, 28), s("text", { x: 38, y: 25, "font-size": 13, fill: INK, text: `× ${n} in the supply` }),
    s("title", { text: `${n} sandals left in the supply. A sandal buys one extra step; two buy a Shogun step or a bonus marker move.` }));
  return svg;
}

// A key to the drawn symbols, beside the town: the six icons and the four backgrounds with
// their names from the catalog (the legend panel lists the same entries with their meaning).
const ICON_KEYS = ["shukyo", "samurai", "yokujo", "teien", "chonin", "flag"];
const BG_KEYS = ["grass", "water", "stone", "sakura"];

function symbolKey(ctx) {
  const R = 24;
  const svg = svgRoot(300, ICON_KEYS.length * R + 26, "Key to the symbols", { "data-board": "key", style: "width:300px;max-width:100%" });
  svg.append(s("text", { x: 4, y: 14, "font-size": 11, "font-weight": "bold", fill: INK, text: "Key to the cards" }));
  ICON_KEYS.forEach((k, i) => svg.append(s("g", { "data-key": k }, [icon(k, 4, 22 + i * R, 20),
    s("text", { x: 30, y: 36 + i * R, "font-size": 11, fill: INK, text: words(ctx).short(k) }), s("title", { text: ctx.name(k) })])));
  BG_KEYS.forEach((k, j) => {
    const y = 24 + j * R;
    svg.append(s("g", { "data-key": k }, [block(120, y, 20, 18, { bg: k, icon: null }, { colour: words(ctx).colour(k) }),
      s("text", { x: 146, y: y + 13, "font-size": 11, fill: INK, text: `${ctx.name(k)} background` }), s("title", { text: ctx.name(k) })]));
  });
  return svg;
}

const SLOT_WORDS = { left: "left end", right: "right end", top: "on top", under: "tuck under" };

function photobook(ctx, seat, interactive) {
  const pub = ctx.pub;
  const info = pub.seats[seat];
  const CW = 64, BH = 40;
  const cols = info.book.length;
  const pending = interactive && pub.pending ? pub.cards[pub.pending] : null;
  const levels = Math.max(5, ...info.book.map((c) => c.cards.length + (c.tile ? 2 : 1))) + 1;
  const W = (Math.max(cols, 3) + 2) * CW + 16, H = (levels + 1) * BH + 34;
  const svg = svgRoot(W, H, `${ctx.names(seat)}'s photobook`, { "data-board": `book-${seat}`, style: `width:${W}px;max-width:100%` });
  svg.append(s("rect", { width: W, height: H, rx: 8, fill: "#faf6ee", stroke: seatColour(seat), "stroke-width": 2 }));
  // header: sandals as tokens, points
  svg.append(s("g", { "data-sandals": info.sandals }, [
    ...Array.from({ length: Math.min(info.sandals, 6) }, (_, k) => sandal(8 + k * 15, 5, 18)),
    s("text", { x: 8 + Math.min(info.sandals, 6) * 15 + 4, y: 19, "font-size": 11, fill: INK, text: `${info.sandals} sandal${info.sandals === 1 ? "" : "s"}` }),
    s("title", { text: `${ctx.names(seat)} has ${info.sandals} sandal${info.sandals === 1 ? "" : "s"}` })]));
  svg.append(s("text", { x: W - 8, y: 19, "text-anchor": "end", "font-size": 11, fill: INK, text: `${info.score} point${info.score === 1 ? "" : "s"} · largest zone ${info.largest_zone}` }));
  const ground = H - 8 - 2 * BH;
  if (pending) {
    // the card to place, in the free corner above the left end
    svg.append(s("g", { "data-pending": "1" }, [
      s("text", { x: 8 + CW / 2, y: 38, "text-anchor": "middle", "font-size": 10, "font-weight": "bold", fill: "#5a3e12", text: "to place" }),
      card(ctx, 10, 44, CW - 4, 2 * BH + 8, pub.pending)]));
  }
  const colX = (c) => 8 + (c + 1) * CW;
  // a legal position: its outline, its words, and the new card's blocks as they would show there
  const slot = (x, y, nblocks, ghost, partial, label, at) => {
    const g = s("g", { transform: `translate(${x},${y})`, "data-slot": at });
    if (ghost) ghost.forEach((b, k) => g.append(s("g", { opacity: 0.45 }, [drawBlock(ctx, 2, 1 + k * BH, CW - 4, BH - 2, b, false)])));
    g.append(s("rect", { class: "hl hl-fill", x: 2, y: 1, width: CW - 4, height: nblocks * BH - 2, rx: 4, fill: "none", stroke: "#8a6d3b", "stroke-dasharray": "5 3", "stroke-width": 1.5 }),
      s("text", { x: CW / 2, y: nblocks * BH / 2 + 4, "text-anchor": "middle", "font-size": 10, "font-weight": "bold", fill: "#5a3e12", text: SLOT_WORDS[at] }));
    if (interactive && ctx.target(g, partial, label).classList.contains("target")) svg.append(g);
  };
  info.book.forEach((col, c) => {
    const x = colX(c);
    const n = col.cards.length;
    if (n) {
      svg.append(drawBlock(ctx, x, ground, CW, BH, pub.cards[col.cards[0]].lower));
      col.cards.forEach((cid, k) => svg.append(drawBlock(ctx, x, ground - (k + 1) * BH, CW, BH, pub.cards[cid].upper)));
    }
    const top = ground - (n + 1) * BH;
    if (col.tile) {
      const loc = pub.locations[col.tile];
      svg.append(s("g", { "data-tile": col.tile }, [s("rect", { x: x + 2, y: top + 4, width: CW - 4, height: BH - 6, rx: 4, fill: "#fff1c7", stroke: "#b08a2e", "stroke-width": 1.5 }),
        ...(() => {
          const lines = wrap(loc ? loc.name : "", 11).slice(0, 2);
          const longest = Math.max(...lines.map((l) => l.length));
          return textLines(lines, x + CW / 2, top + 17, longest > 10 ? 7.5 : 9, { "text-anchor": "middle", "font-weight": "bold" });
        })(),
        s("title", { text: `${ctx.name(col.tile)}: claimed, this column is closed` })]));
    }
    svg.append(s("rect", { x, y: ground - n * BH, width: CW, height: (n + 1) * BH, fill: "none", stroke: "#5b5346", "stroke-width": 1 }));
    for (let k = 1; k <= n; k++) svg.append(s("line", { x1: x, x2: x + CW, y1: ground - k * BH + BH, y2: ground - k * BH + BH, stroke: "#5b5346", "stroke-width": 0.6, "stroke-dasharray": "2 2" }));
    slot(x, top, 1, pending ? [pending.upper] : null, { type: "place", at: "top", column: c }, `Put the card on top of column ${c + 1}`, "top");
    slot(x, ground + BH, 1, pending ? [pending.lower] : null, { type: "place", at: "under", column: c }, `Tuck the card under column ${c + 1}`, "under");
    const claim = s("g", { transform: `translate(${x},${ground - n * BH})`, "data-claim": c }, [
      s("rect", { class: "hl hl-fill", width: CW, height: (n + 1) * BH, fill: "none" })]);
    const preview = (pub.claim_preview || []).find((p) => p.column === c);
    const gain = preview ? `: +${preview.points} point${preview.points === 1 ? "" : "s"}` : "";
    if (interactive && ctx.target(claim, { type: "claim", column: c }, `Claim the location tile with column ${c + 1} (${n + 1} blocks high${gain})`).classList.contains("target")) {
      if (preview) {
        // the location bonus this claim would score, from the view (the engine's own figure)
        const words = ctx.catalog.events[preview.code] ? ctx.catalog.fill(ctx.catalog.events[preview.code], { ...preview, tile: pub.street[pub.seats[seat].pawn].tile }, ctx.names) : "";
        claim.append(s("rect", { x: 4, y: -22, width: CW - 8, height: 18, rx: 9, fill: "#1a73e8" }),
          s("text", { x: CW / 2, y: -9, "text-anchor": "middle", "font-size": 11, "font-weight": "bold", fill: "#fff", "data-gain": preview.points, text: `+${preview.points}` }),
          s("title", { text: words }));
      }
      svg.append(claim);
    }
  });
  const newCard = pending ? [pending.upper, pending.lower] : null;
  slot(8, ground - BH, 2, newCard, { type: "place", at: "left" }, "Put the card at the left end of the photobook", "left");
  slot(colX(cols), ground - BH, 2, newCard, { type: "place", at: "right" }, "Put the card at the right end of the photobook", "right");
  svg.append(s("line", { x1: 6, x2: W - 6, y1: ground + BH, y2: ground + BH, stroke: "#8a7a5c", "stroke-width": 1.5 }));
  return svg;
}

const PHASE = {
  setup_pawn: "setting up: pawns", setup_take: "setting up: first town card", setup_start: "setting up: starting card",
  setup_place: "setting up: photobook", travel: "travel", claim: "location tile", sightsee: "sightseeing",
  place: "photobook", shogunate: "scoring", over: "game over",
};

export default {
  labels: { location: "Locations", shogunate: "Shogunate", largest_zone: "Largest zone", bonus: "Bonus" },
  render(ctx) {
    const pub = ctx.pub;
    const waiting = pub.turn !== null && pub.phase !== "over" ? (pub.turn === ctx.seat ? "your turn" : `waiting for ${ctx.names(pub.turn)}`) : "";
    const parts = [h("p", { class: "status-line", text: `${pub.round ? `Round ${pub.round} of ${pub.rounds}` : "Before the first round"}${pub.last_round ? " (last round)" : ""}${waiting ? ` · ${waiting}` : ""} · ${PHASE[pub.phase] || pub.phase} · ${pub.deck} town cards in the deck` })];
    const mine = ctx.seat !== null && ctx.seat !== undefined && pub.seats[ctx.seat];
    // placing a card or claiming a tile: the photobook is the board of the moment
    const placing = mine && pub.turn === ctx.seat && (pub.pending || pub.phase === "claim");
    const side = [supply(ctx), symbolKey(ctx)];
    if (pub.phase === "setup_start" && pub.start_cards.length) {
      const svg = svgRoot(pub.start_cards.length * 100 + 8, 120, "Starting cards", { "data-board": "start", style: `max-width:${pub.start_cards.length * 110}px;width:100%` });
      pub.start_cards.forEach((cid, i) => {
        const g = card(ctx, 6 + i * 100, 6, 88, 104, cid);
        ctx.target(g, { type: "start_card", card: cid }, `Choose the ${ctx.name(cid)}`);
        svg.append(g);
      });
      side.push(h("div", {}, [h("strong", { text: "Starting cards:" }), svg]));
    }
    const book = (i, interactive) => h("div", { class: "osaka-book" }, [h("strong", { text: i === ctx.seat ? "Your photobook" : `${ctx.names(i)}'s photobook` }), photobook(ctx, i, interactive)]);
    parts.push(h("section", { "aria-label": "Town" }, [h("h2", { text: "Ōsaka" }), h("div", { class: "strip" }, [h("div", { style: "flex:1 1 340px;max-width:560px" }, [h("div", { class: "scroll-x" }, town(ctx))]), h("div", {}, side)])]));
    // While placing or claiming, the photobook sits right under the town.
    if (placing) parts.push(h("section", { "aria-label": "Your photobook" }, [book(ctx.seat, true)]));
    parts.push(h("section", { "aria-label": "Scoring options" }, [h("h3", { text: "Shogunate options (clockwise)" }), h("div", { class: "scroll-x", style: "width:100%;max-width:640px" }, optionRing(ctx))]));
    const order = pub.seats.map((x) => x.seat).filter((i) => !(placing && i === ctx.seat))
      .sort((a, b) => (a === ctx.seat ? -1 : b === ctx.seat ? 1 : a - b));
    parts.push(h("section", { "aria-label": "Photobooks" }, [h("h3", { text: "Photobooks" }), h("div", { class: "strip" },
      order.map((i) => book(i, i === ctx.seat)))]));
    return h("div", { class: "osaka" }, parts);
  },
  prompt(ctx) {
    const types = new Set(ctx.candidates.map((m) => m.type));
    if (types.has("sandal")) return types.has("claim")
      ? "Claim the location tile (tap the glowing column of your photobook) or take a sandal instead."
      : "Take a sandal.";
    if (types.has("claim")) return "Claim the location tile? Tap the glowing column of your photobook, or decline.";
    if (types.has("pawn")) return "Choose a street space for your pawn (not one with another pawn).";
    if (types.has("travel")) return `Travel: walk clockwise to a glowing street space (1 or 2 steps; extra steps cost a sandal each)${types.has("bonus") ? ", or pay 2 sandals to move your bonus marker" : ""}.`;
    if (types.has("take")) return "Sightseeing: take a glowing town card from the row or column your pawn faces.";
    if (types.has("start_card")) return "Choose your starting card.";
    if (types.has("place")) return "Choose where the card goes in your photobook: the dashed spaces show every legal position.";
    if (types.has("shogunate")) return "Move the Shogun 1 or 2 options clockwise: everyone scores the option it stops on.";
    return "Your move.";
  },
  describeMove(m, ctx) {
    if (m.type === "decline") return "Decline the location tile";
    if (m.type === "sandal") return "Take a sandal (the tile stays)";
    if (m.type === "shogunate") return `Shogun ${m.spaces} space(s) to ${ctx ? ctx.name(`option:${m.option}`) : m.option}${m.sandals ? ` (${m.sandals} sandals)` : ""}`;
    return null;
  },
  score(ctx, seat) { return ctx.pub.seats[seat].score; },
};
