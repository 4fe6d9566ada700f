// Walking in Osaka: a player's photobook, only as tall as its columns need. Columns stand on the
// ground line; each shows its bottom card's lower block and every card's upper block. While a
// card is placed its legal positions are dashed ghosts of the card; while a tile is claimed the
// qualifying columns glow. Every target carries what it is worth (its preview): a badge at its
// top, the words on hover or a long press.
import { h, s, svgRoot } from "../core/dom.js";
import { t } from "../core/i18n.js";
import { worthSvg } from "../core/worth.js";
import { fitText, sandal } from "./osaka-art.js";
import { INK, card, drawBlock, textLines, wrap } from "./osaka-draw.js";

const CW = 64, BH = 40, HEAD = 28;

// A column in a move's label: its place now and the block on top, which the eye finds at once.
function columnName(ctx, c, col) {
  if (!col.cards.length) return t("osaka.book.column", { n: c + 1 });
  const top = ctx.pub.cards[col.cards[col.cards.length - 1]].upper;
  const what = top.icon ? ctx.name(top.icon) : t("osaka.book.plain_block", { bg: ctx.name(top.bg) });
  return t("osaka.book.column_top", { n: c + 1, top: what });
}

// A claimed location tile on its column, drawn as on the street (its name on the tile's colours)
// with a cap across the column's top and a lock: nothing more goes on this column.
function claimedTile(ctx, tile, x, top) {
  const lines = wrap(ctx.name(tile), 9).slice(0, 2);
  const y0 = top + 2, hgt = BH - 4;
  return s("g", { "data-tile": tile }, [
    s("rect", { x: x + 2, y: y0, width: CW - 4, height: hgt, rx: 6, fill: "#fff3d6", stroke: "#a08f70", "stroke-width": 1.2 }),
    ...textLines(lines, x + (CW - 14) / 2 + 2, y0 + (lines.length > 1 ? 13 : 19), 10, { "text-anchor": "middle", "font-weight": "bold" }, CW - 20, 1),
    s("g", { "data-cap": "1" }, [
      s("rect", { x: x - 2, y: top + BH - 4, width: CW + 4, height: 6, rx: 2, fill: "#6b4a2b", stroke: INK, "stroke-width": 0.8 }),
      s("path", { d: `M${x + CW - 12} ${y0 + 8} v-2.5 a3 3 0 0 1 6 0 v2.5`, fill: "none", stroke: "#6b4a2b", "stroke-width": 1.4 }),
      s("rect", { x: x + CW - 13.5, y: y0 + 8, width: 9, height: 7, rx: 1.5, fill: "#6b4a2b" })]),
    s("title", { text: t("osaka.book.claimed", { tile: ctx.name(tile) }) })]);
}

export function photobook(ctx, seat, interactive, zoom = 1) {
  const pub = ctx.pub;
  const info = pub.seats[seat];
  const cols = info.book.length;
  // the card taken is public, but it is drawn as "to place" only in the book of the seat placing it
  const pending = interactive && pub.pending && pub.turn === seat ? pub.cards[pub.pending] : null;
  const offers = (type, at) => interactive && ctx.candidates.some((m) => m.type === type && (!at || m.at === at));
  const under = offers("place", "under");
  const left = cols < 5 || pending ? 1 : 0, right = cols < 5 ? 1 : 0;
  // levels above the ground line: each column's blocks and one more for its tile or the top slot
  let levels = Math.max(2, ...info.book.map((c) => c.cards.length + 2));
  if (pending) levels = Math.max(levels, 5); // room for the card to place above the left end
  const W = (Math.max(cols, 3) + left + right) * CW + 16;
  const H = HEAD + levels * BH + (under ? BH : 0) + 8;
  const svg = svgRoot(W, H, t("osaka.book.label", { name: ctx.names(seat) }), { "data-board": `book-${seat}`, style: `width:${Math.round(W * zoom)}px;max-width:100%` });
  svg.append(s("rect", { width: W, height: H, rx: 8, fill: "#faf6ee", stroke: ctx.colour(seat), "stroke-width": 2 }));
  svg.append(s("g", { "data-sandals": info.sandals }, [
    ...Array.from({ length: Math.min(info.sandals, 6) }, (_, k) => sandal(8 + k * 15, 5, 18)),
    s("text", { x: 8 + Math.min(info.sandals, 6) * 15 + 4, y: 19, "font-size": 12, fill: INK, text: t("osaka.sandals", { n: info.sandals }) }),
    s("title", { text: t("osaka.book.sandals_title", { name: ctx.names(seat), sandals: t("osaka.sandals", { n: info.sandals }) }) })]));
  svg.append(s("text", { x: W - 8, y: 19, "text-anchor": "end", "font-size": 12, fill: INK, "data-score": info.score,
    text: t("osaka.book.score", { points: t("osaka.points", { n: info.score }), zone: info.largest_zone }) }),
  s("title", { text: scoreBreakdown(ctx, seat) }));
  const ground = HEAD + (levels - 1) * BH; // top of the ground-level block
  if (pending) {
    svg.append(s("g", { "data-pending": "1" }, [
      s("text", { x: 8 + CW / 2, y: HEAD + 12, "text-anchor": "middle", "font-size": 11, "font-weight": "bold", fill: "#5a3e12", text: t("osaka.book.to_place") }),
      card(ctx, 10, HEAD + 16, CW - 4, 2 * BH, pub.pending)]));
  }
  const colX = (c) => 8 + (c + left) * CW;
  const slot = (x, y, nblocks, ghost, partial, label, at) => {
    const g = s("g", { transform: `translate(${x},${y})`, "data-slot": at });
    if (ghost) ghost.forEach((b, k) => g.append(s("g", { opacity: 0.45 }, [drawBlock(ctx, 2, 1 + k * BH, CW - 4, BH - 2, b, { big: false })])));
    const worth = interactive ? ctx.worth(partial) : null;
    g.append(s("rect", { class: "hl hl-fill", x: 2, y: 1, width: CW - 4, height: nblocks * BH - 2, rx: 4, fill: "none", stroke: "#8a6d3b", "stroke-dasharray": "5 3", "stroke-width": 1.5 }),
      fitText({ x: CW / 2, y: nblocks * BH / 2 + (worth ? 9 : 4), "text-anchor": "middle", "font-size": 11, "font-weight": "bold", fill: "#5a3e12", stroke: "#fffaf0", "stroke-width": 2.5, "paint-order": "stroke", text: t(`osaka.book.slot.${at}`) }, CW - 6));
    // i18n-keys: osaka.book.slot.*
    if (interactive && ctx.target(g, partial, label).classList.contains("target")) {
      if (worth) g.append(worthSvg(worth, CW / 2, 11, 11));
      svg.append(g);
    }
  };
  info.book.forEach((col, c) => {
    const x = colX(c);
    const n = col.cards.length;
    if (n) {
      svg.append(drawBlock(ctx, x, ground, CW, BH, pub.cards[col.cards[0]].lower, { labelSize: 12 }));
      col.cards.forEach((cid, k) => svg.append(drawBlock(ctx, x, ground - (k + 1) * BH, CW, BH, pub.cards[cid].upper, { labelSize: 12 })));
    }
    const top = ground - (n + 1) * BH;
    if (col.tile) svg.append(claimedTile(ctx, col.tile, x, top));
    svg.append(s("rect", { x, y: ground - n * BH, width: CW, height: (n + 1) * BH, fill: "none", stroke: "#5b5346", "stroke-width": 1 }));
    const where = columnName(ctx, c, col);
    // on top, the new card's lower block tucks behind the column: a building there is lost
    const lost = pending && pending.lower.icon ? ctx.name(pending.lower.icon) : null;
    slot(x, top, 1, pending ? [pending.upper] : null, { type: "place", at: "top", column: c },
      lost ? t("osaka.target.place_top_hides", { column: where, building: lost }) : t("osaka.target.place_top", { column: where }), "top");
    // under the first card (setting up), that card's lower block tucks away: a building there is lost
    const below = n && pub.cards[col.cards[0]].lower.icon ? ctx.name(pub.cards[col.cards[0]].lower.icon) : null;
    slot(x, ground + BH, 1, pending ? [pending.lower] : null, { type: "place", at: "under", column: c },
      below ? t("osaka.target.place_under_hides", { column: where, building: below }) : t("osaka.target.place_under", { column: where }), "under");
    const claim = s("g", { transform: `translate(${x},${ground - n * BH})`, "data-claim": c }, [
      s("rect", { class: "hl hl-fill", width: CW, height: (n + 1) * BH, fill: "none" })]);
    // the claim's worth (its location bonus, the best choice of icon or background) in the free
    // level above the column, where the tile will lie; its words on hover say what it counts
    if (interactive && ctx.target(claim, { type: "claim", column: c }, t("osaka.target.claim", { column: where, blocks: n + 1 })).classList.contains("target")) {
      const worth = ctx.worth({ type: "claim", column: c });
      if (worth) claim.append(worthSvg(worth, CW / 2, -BH / 2, 13));
      svg.append(claim);
    }
  });
  const newCard = pending ? [pending.upper, pending.lower] : null;
  slot(8, ground - BH, 2, newCard, { type: "place", at: "left" }, t("osaka.target.place_left"), "left");
  slot(colX(cols), ground - BH, 2, newCard, { type: "place", at: "right" }, t("osaka.target.place_right"), "right");
  svg.append(s("line", { x1: 6, x2: W - 6, y1: ground + BH, y2: ground + BH, stroke: "#8a7a5c", "stroke-width": 1.5 }));
  return svg;
}

// A seat's points by category so far: "Locations 6 · Shogunate 3".
export function scoreBreakdown(ctx, seat) {
  const b = ctx.pub.seats[seat].breakdown || {};
  return Object.entries(b).filter(([, v]) => v).map(([k, v]) => `${ctx.catalog.category(k)} ${v}`).join(" · ");
}

// One line about a photobook, for its folded summary.
export function bookSummary(ctx, seat) {
  const info = ctx.pub.seats[seat];
  const n = info.book.reduce((a, c) => a + c.cards.length, 0);
  const tiles = info.book.filter((c) => c.tile).length;
  const parts = [t("osaka.cards", { n }), t("osaka.tiles", { n: tiles }), t("osaka.sandals", { n: info.sandals }), t("osaka.points", { n: info.score })];
  const why = scoreBreakdown(ctx, seat);
  return parts.join(" · ") + (why ? ` (${why})` : "");
}

// A photobook drawn small beside a phone's prompt while the turn's choices lie on the town (a
// walk, a card to take): each column's visible blocks from the ground up, their backgrounds and
// building symbols as on the tiles' requirements ("2 samurai in one column"), a claimed column
// capped and faded (nothing more counts there), with the sandals and points over it.
const MW = 26, MH = 19, MGAP = 3;

export function miniBook(ctx, seat) {
  const pub = ctx.pub;
  const info = pub.seats[seat];
  const cols = info.book;
  const levels = Math.max(1, ...cols.map((c) => c.cards.length + 1));
  const W = cols.length * (MW + MGAP) - MGAP + 4;
  const H = levels * MH + 8;
  const svg = svgRoot(W, H, t("osaka.book.mini_label", { name: ctx.names(seat) }), { "data-board": "mini-book", style: `--w:${W};--h:${H}` });
  const ground = H - 2;
  cols.forEach((col, c) => {
    const x = 2 + c * (MW + MGAP);
    const blocks = col.cards.length ? [pub.cards[col.cards[0]].lower, ...col.cards.map((cid) => pub.cards[cid].upper)] : [];
    const g = s("g", { "data-mini-column": c, "data-blocks": blocks.map((b) => `${b.bg}:${b.icon || ""}`).join(" "), ...(col.tile ? { "data-closed": col.tile, opacity: 0.5 } : {}) });
    blocks.forEach((b, k) => g.append(drawBlock(ctx, x, ground - (k + 1) * MH, MW, MH, b, { big: false })));
    const top = ground - blocks.length * MH;
    g.append(s("rect", { x, y: top, width: MW, height: blocks.length * MH, fill: "none", stroke: "#5b5346", "stroke-width": 0.8 }));
    // a claimed column: capped, as in the photobook
    if (col.tile) g.append(s("rect", { x: x - 1, y: top - 5, width: MW + 2, height: 5, rx: 1.5, fill: "#6b4a2b" }));
    const what = blocks.map((b) => (b.icon ? ctx.name(b.icon) : t("osaka.book.plain_block", { bg: ctx.name(b.bg) }))).join(", ");
    g.append(s("title", { text: col.tile ? t("osaka.book.mini_closed", { n: c + 1, tile: ctx.name(col.tile) }) : t("osaka.book.mini_column", { n: c + 1, blocks: what }) }));
    svg.append(g);
  });
  return h("div", { class: "osaka-mini-book", "data-tray": "" }, [
    h("span", { class: "osaka-mini-cap", text: t("osaka.book.mini_head", { sandals: t("osaka.sandals", { n: info.sandals }) }) }), svg]);
}
