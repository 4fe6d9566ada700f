// Walking in Osaka: a player's photobook, only as tall as its columns need. Columns stand on the
// ground line; each shows its bottom card's lower block and every card's upper block. While a
// card is placed its legal positions are dashed ghosts of the card; while a tile is claimed the
// qualifying columns glow with the points they would score.
import { s, svgRoot } from "../core/dom.js";
import { sandal } from "./osaka-art.js";
import { INK, card, drawBlock, textLines, wrap } from "./osaka-draw.js";

const SLOT_WORDS = { left: "left end", right: "right end", top: "on top", under: "under (setup)" };
const CW = 64, BH = 40, HEAD = 28;

// A column in a move's label: its place now and the block on top, which the eye finds at once.
function columnName(ctx, c, col) {
  const top = ctx.pub.cards[col.cards[col.cards.length - 1]].upper;
  const what = top.icon ? ((ctx.catalog.entry(top.icon) || {}).short || ctx.name(top.icon)).toLowerCase() : `plain ${ctx.name(top.bg).toLowerCase()} block`;
  return `column ${c + 1} (${what} on top)`;
}

export function photobook(ctx, seat, interactive, zoom = 1) {
  const pub = ctx.pub;
  const info = pub.seats[seat];
  const cols = info.book.length;
  const pending = interactive && pub.pending ? pub.cards[pub.pending] : null;
  const offers = (type, at) => interactive && ctx.candidates.some((m) => m.type === type && (!at || m.at === at));
  const under = offers("place", "under");
  const left = cols < 5 || pending ? 1 : 0, right = cols < 5 ? 1 : 0;
  // levels above the ground line: each column's blocks and one more for its tile or the top slot
  let levels = Math.max(2, ...info.book.map((c) => c.cards.length + 2));
  if (pending) levels = Math.max(levels, 5); // room for the card to place above the left end
  const W = (Math.max(cols, 3) + left + right) * CW + 16;
  const H = HEAD + levels * BH + (under ? BH : 0) + 8;
  const svg = svgRoot(W, H, `${ctx.names(seat)}'s photobook`, { "data-board": `book-${seat}`, style: `width:${Math.round(W * zoom)}px;max-width:100%` });
  svg.append(s("rect", { width: W, height: H, rx: 8, fill: "#faf6ee", stroke: ctx.colour(seat), "stroke-width": 2 }));
  svg.append(s("g", { "data-sandals": info.sandals }, [
    ...Array.from({ length: Math.min(info.sandals, 6) }, (_, k) => sandal(8 + k * 15, 5, 18)),
    s("text", { x: 8 + Math.min(info.sandals, 6) * 15 + 4, y: 19, "font-size": 12, fill: INK, text: `${info.sandals} sandal${info.sandals === 1 ? "" : "s"}` }),
    s("title", { text: `${ctx.names(seat)} has ${info.sandals} sandal${info.sandals === 1 ? "" : "s"}` })]));
  svg.append(s("text", { x: W - 8, y: 19, "text-anchor": "end", "font-size": 12, fill: INK, text: `${info.score} point${info.score === 1 ? "" : "s"} · zone ${info.largest_zone}` }));
  const ground = HEAD + (levels - 1) * BH; // top of the ground-level block
  if (pending) {
    svg.append(s("g", { "data-pending": "1" }, [
      s("text", { x: 8 + CW / 2, y: HEAD + 12, "text-anchor": "middle", "font-size": 11, "font-weight": "bold", fill: "#5a3e12", text: "to place" }),
      card(ctx, 10, HEAD + 16, CW - 4, 2 * BH, pub.pending)]));
  }
  const colX = (c) => 8 + (c + left) * CW;
  const slot = (x, y, nblocks, ghost, partial, label, at) => {
    const g = s("g", { transform: `translate(${x},${y})`, "data-slot": at });
    if (ghost) ghost.forEach((b, k) => g.append(s("g", { opacity: 0.45 }, [drawBlock(ctx, 2, 1 + k * BH, CW - 4, BH - 2, b, { big: false })])));
    g.append(s("rect", { class: "hl hl-fill", x: 2, y: 1, width: CW - 4, height: nblocks * BH - 2, rx: 4, fill: "none", stroke: "#8a6d3b", "stroke-dasharray": "5 3", "stroke-width": 1.5 }),
      s("text", { x: CW / 2, y: nblocks * BH / 2 + 4, "text-anchor": "middle", "font-size": 11, "font-weight": "bold", fill: "#5a3e12", stroke: "#fffaf0", "stroke-width": 2.5, "paint-order": "stroke", text: SLOT_WORDS[at] }));
    if (interactive && ctx.target(g, partial, label).classList.contains("target")) svg.append(g);
  };
  info.book.forEach((col, c) => {
    const x = colX(c);
    const n = col.cards.length;
    if (n) {
      svg.append(drawBlock(ctx, x, ground, CW, BH, pub.cards[col.cards[0]].lower, { labelSize: 12 }));
      col.cards.forEach((cid, k) => svg.append(drawBlock(ctx, x, ground - (k + 1) * BH, CW, BH, pub.cards[cid].upper, { labelSize: 12 })));
    }
    const top = ground - (n + 1) * BH;
    if (col.tile) {
      const loc = pub.locations[col.tile];
      svg.append(s("g", { "data-tile": col.tile }, [s("rect", { x: x + 2, y: top + 4, width: CW - 4, height: BH - 6, rx: 4, fill: "#fff1c7", stroke: "#b08a2e", "stroke-width": 1.5 }),
        ...textLines(wrap(loc ? loc.name : "", 9).slice(0, 2), x + CW / 2, top + 17, 10, { "text-anchor": "middle", "font-weight": "bold" }, CW - 8, 1),
        s("title", { text: `${ctx.name(col.tile)}: claimed, this column is closed` })]));
    }
    svg.append(s("rect", { x, y: ground - n * BH, width: CW, height: (n + 1) * BH, fill: "none", stroke: "#5b5346", "stroke-width": 1 }));
    const where = n ? columnName(ctx, c, col) : `column ${c + 1}`;
    slot(x, top, 1, pending ? [pending.upper] : null, { type: "place", at: "top", column: c }, `Put the card on top of ${where}`, "top");
    slot(x, ground + BH, 1, pending ? [pending.lower] : null, { type: "place", at: "under", column: c }, `Put the starting card under ${where} (setup only)`, "under");
    const claim = s("g", { transform: `translate(${x},${ground - n * BH})`, "data-claim": c }, [
      s("rect", { class: "hl hl-fill", width: CW, height: (n + 1) * BH, fill: "none" })]);
    const preview = (pub.claim_preview || []).find((p) => p.column === c);
    const gain = preview ? `: +${preview.points} point${preview.points === 1 ? "" : "s"}` : "";
    if (interactive && ctx.target(claim, { type: "claim", column: c }, `Claim the location tile with ${where} (${n + 1} blocks high${gain})`).classList.contains("target")) {
      if (preview) {
        const text = ctx.catalog.events[preview.code] ? ctx.catalog.fill(ctx.catalog.events[preview.code], { ...preview, tile: pub.street[info.pawn].tile }, ctx.names) : "";
        claim.append(s("rect", { x: 4, y: -22, width: CW - 8, height: 18, rx: 9, fill: "#1a73e8" }),
          s("text", { x: CW / 2, y: -9, "text-anchor": "middle", "font-size": 12, "font-weight": "bold", fill: "#fff", "data-gain": preview.points, text: `+${preview.points}` }),
          s("title", { text }));
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

// One line about a photobook, for its folded summary.
export function bookSummary(ctx, seat) {
  const info = ctx.pub.seats[seat];
  const n = info.book.reduce((a, c) => a + c.cards.length, 0);
  const tiles = info.book.filter((c) => c.tile).length;
  return `${n} card${n === 1 ? "" : "s"} · ${tiles} tile${tiles === 1 ? "" : "s"} · ${info.sandals} sandal${info.sandals === 1 ? "" : "s"} · ${info.score} point${info.score === 1 ? "" : "s"}`;
}
