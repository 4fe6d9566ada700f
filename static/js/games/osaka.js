// Walking in Osaka: the 3x3 town area with its street of location tiles around it, the option
// ring of the Shogunate, and every photobook.
import { h, s, svgRoot, seatColour } from "../core/dom.js";

const BG = { grass: "#8cc56a", stone: "#a9a9a9", water: "#5fc1ee", sakura: "#f6b8cf" };
const ICON = { teien: "garden", chonin: "chōnin", samurai: "samurai", shukyo: "shrine", yokujo: "bath", flag: "flag" };
const OPTION = { shukyo: "Shūkyō", yokujo: "Yokujō", large_zones: "Large zones", samurai: "Samurai", teien: "Teien", chonin: "Chōnin" };

function block(x, y, w, hgt, b) {
  const g = s("g", { transform: `translate(${x},${y})` });
  g.append(s("rect", { width: w, height: hgt, fill: BG[b.bg] || "#ccc", stroke: "#fff", "stroke-width": 1 }));
  if (b.icon) g.append(s("text", { x: w / 2, y: hgt / 2 + 4, "text-anchor": "middle", class: "label small", text: ICON[b.icon] || b.icon }));
  return g;
}

function cardName(card) {
  const half = (b) => `${b.bg}${b.icon ? " " + (ICON[b.icon] || b.icon) : ""}`;
  return `card: ${half(card.upper)} above, ${half(card.lower)} below`;
}

function cardShape(x, y, w, hgt, card) {
  const g = s("g", { transform: `translate(${x},${y})` });
  g.append(block(0, 0, w, hgt / 2, card.upper), block(0, hgt / 2, w, hgt / 2, card.lower),
    s("rect", { class: "hl", width: w, height: hgt, rx: 4, fill: "none", stroke: "#444", "stroke-width": 1.2 }),
    s("title", { text: cardName(card) }));
  return g;
}

function town(ctx) {
  const pub = ctx.pub;
  const C = 84, S = 44, M = 8; // card cell, street depth, margin
  const W = 2 * (S + M) + 3 * C, H = W;
  const svg = svgRoot(W, H, "Town area and street", { "data-board": "town", style: "max-width:520px" });
  svg.append(s("rect", { width: W, height: H, rx: 10, fill: "#efe6d3" }));
  const ox = S + M, oy = S + M;
  for (const [key, cid] of Object.entries(pub.area)) {
    const [cx, cy] = key.split(",").map(Number);
    const x = ox + cx * C + 6, y = oy + cy * C + 4;
    if (!cid) {
      svg.append(s("rect", { x, y, width: C - 12, height: C - 8, rx: 4, fill: "none", stroke: "#bbb", "stroke-dasharray": "4 3" }));
      continue;
    }
    const g = cardShape(x, y, C - 12, C - 8, pub.cards[cid]);
    ctx.target(g, { type: "take", cell: key }, `Take the ${ctx.name(cid)}`);
    svg.append(g);
  }
  // street: 0-2 above the columns, 3-5 right of the rows, 6-8 below columns 2..0, 9-11 left of rows 2..0
  const spot = (p) => {
    if (p < 3) return [ox + p * C + 4, M / 2, C - 8, S];
    if (p < 6) return [ox + 3 * C + M / 2, oy + (p - 3) * C + 4, S, C - 8];
    if (p < 9) return [ox + (8 - p) * C + 4, oy + 3 * C + M / 2, C - 8, S];
    return [M / 2, oy + (11 - p) * C + 4, S, C - 8];
  };
  for (const st of pub.street) {
    const [x, y, w, hh] = spot(st.pos);
    const g = s("g", { transform: `translate(${x},${y})`, "data-street": st.pos });
    const loc = st.tile ? pub.locations[st.tile] : null;
    g.append(s("rect", { class: "hl hl-fill", width: w, height: hh, rx: 5, fill: loc ? "#fff8e6" : "#e0d8c8", stroke: "#a08f70" }));
    if (loc) {
      const words = loc.name.split(" ");
      words.slice(0, 2).forEach((wd, i) => g.append(s("text", { x: w / 2, y: 13 + i * 11, "text-anchor": "middle", class: "label small", text: wd.slice(0, 10) })));
      g.append(s("title", { text: `${loc.name}: needs ${loc.requires.map((r) => `${r.count} ${r.icon ? ICON[r.icon] || r.icon : r.bg}`).join(" and ")}` }));
    }
    if (st.pawn !== null && st.pawn !== undefined) {
      g.append(s("circle", { cx: w / 2, cy: hh - 10, r: 8, fill: seatColour(st.pawn), stroke: "#fff", "stroke-width": 2 }, [s("title", { text: `pawn of ${ctx.names(st.pawn)}` })]));
    }
    const mv = ctx.candidates.find((m) => (m.type === "pawn" || m.type === "travel") && m.to === st.pos);
    if (mv) {
      const extra = mv.type === "travel" ? ` (${mv.steps} steps${mv.sandals ? `, ${mv.sandals} sandals` : ""})` : "";
      ctx.target(g, { type: mv.type, to: st.pos }, `${mv.type === "pawn" ? "Put your pawn" : "Walk"} to ${loc ? loc.name : "the empty street space"}${extra}`);
    }
    svg.append(g);
  }
  return svg;
}

function optionRing(ctx) {
  const pub = ctx.pub;
  const W = 3 * 96 + 4, H = 2 * 62 + 6;
  const svg = svgRoot(W, H, "Shogunate scoring options", { "data-board": "options", style: "max-width:420px" });
  pub.options.forEach((opt, i) => {
    // the ring runs clockwise: 0-2 on the top row left to right, 3-5 on the bottom row right to left
    const col = i < 3 ? i : 5 - i, row = i < 3 ? 0 : 1;
    const g = s("g", { transform: `translate(${col * 96 + 2},${row * 62 + 4})` });
    g.append(s("rect", { class: "hl hl-fill", width: 90, height: 56, rx: 6, fill: pub.shogun === i ? "#ffe7a3" : "#fff", stroke: "#a08f70" }),
      s("text", { x: 45, y: 18, "text-anchor": "middle", class: "label", text: OPTION[opt] || opt }));
    if (pub.shogun === i) g.append(s("text", { x: 45, y: 34, "text-anchor": "middle", class: "label small", text: "Shogun" }));
    pub.seats.forEach((st, k) => {
      if (st.bonus_marker === i) g.append(s("rect", { x: 8 + k * 14, y: 40, width: 10, height: 10, fill: seatColour(k) }, [s("title", { text: `bonus marker of ${ctx.names(k)}` })]));
    });
    for (const type of ["shogunate", "bonus"]) {
      const mv = ctx.candidates.find((m) => m.type === type && m.to === i);
      if (mv) {
        ctx.target(g, { type, to: i }, `${type === "bonus" ? "Move your bonus marker" : "Move the Shogun"} to ${OPTION[opt] || opt}${mv.sandals ? ` for ${mv.sandals} sandals` : ""}`);
        break;
      }
    }
    svg.append(g);
  });
  return svg;
}

function photobook(ctx, seat, interactive) {
  const pub = ctx.pub;
  const info = pub.seats[seat];
  const CWD = 56, BH = 26;
  const cols = info.book.length;
  const levels = Math.max(6, ...info.book.map((c) => c.cards.length + 2));
  const W = Math.max(300, (cols + 2) * CWD + 16), H = levels * BH + 36;
  const svg = svgRoot(W, H, `${ctx.names(seat)}'s photobook`, { "data-board": `book-${seat}`, style: `max-width:${W * 1.4}px` });
  svg.append(s("rect", { width: W, height: H, rx: 8, fill: "#faf6ee", stroke: seatColour(seat), "stroke-width": 2 }));
  const ground = H - 16 - BH;
  const colX = (c) => 8 + (c + 1) * CWD;
  const slot = (x, y, partial, label) => {
    const g = s("g", { transform: `translate(${x},${y})` }, [s("rect", { class: "hl hl-fill", x: 2, y: 1, width: CWD - 4, height: BH - 2, rx: 4, fill: "none", "stroke-dasharray": "4 2" })]);
    if (interactive && ctx.target(g, partial, label).classList.contains("target")) svg.append(g);
  };
  info.book.forEach((col, c) => {
    const x = colX(c);
    if (col.cards.length) {
      const first = pub.cards[col.cards[0]];
      if (first) svg.append(block(x, ground, CWD, BH, first.lower));
      col.cards.forEach((cid, k) => { const cd = pub.cards[cid]; if (cd) svg.append(block(x, ground - (k + 1) * BH, CWD, BH, cd.upper)); });
    }
    const top = ground - (col.cards.length + 1) * BH;
    if (col.tile) {
      const loc = pub.locations[col.tile];
      svg.append(s("rect", { x: x + 2, y: top + 2, width: CWD - 4, height: BH - 4, rx: 3, fill: "#fff1c7", stroke: "#b08a2e" }, [s("title", { text: ctx.name(col.tile) })]),
        s("text", { x: x + CWD / 2, y: top + BH / 2 + 3, "text-anchor": "middle", class: "label small", text: loc ? loc.name.slice(0, 9) : "tile" }));
    }
    svg.append(s("rect", { x, y: ground - col.cards.length * BH, width: CWD, height: (col.cards.length + 1) * BH, fill: "none", stroke: "#5b5346", "stroke-width": 1 }));
    slot(x, top, { type: "place", at: "top", column: c }, `Put the card on top of column ${c + 1}`);
    slot(x, ground + BH, { type: "place", at: "under", column: c }, `Tuck the card under column ${c + 1}`);
    const claim = s("g", { transform: `translate(${x},${ground - col.cards.length * BH})` }, [
      s("rect", { class: "hl hl-fill", width: CWD, height: (col.cards.length + 1) * BH, fill: "none" })]);
    if (interactive && ctx.target(claim, { type: "claim", column: c }, `Claim the location tile with column ${c + 1}`).classList.contains("target")) svg.append(claim);
  });
  slot(8, ground, { type: "place", at: "left" }, "Put the card left of the photobook");
  slot(colX(cols), ground, { type: "place", at: "right" }, "Put the card right of the photobook");
  svg.append(s("text", { x: 10, y: 16, class: "label", text: `${info.score} points · ${info.sandals} sandals · ${info.cards} cards · largest zone ${info.largest_zone}` }));
  return svg;
}

export default {
  labels: { location: "Locations", shogunate: "Shogunate", largest_zone: "Largest zone", bonus: "Bonus" },
  render(ctx) {
    const pub = ctx.pub;
    const parts = [h("p", { class: "status-line", text: `Round ${pub.round} of ${pub.rounds}${pub.last_round ? " (last round)" : ""}${pub.turn !== null && pub.phase !== "over" ? ` · ${ctx.names(pub.turn)}'s turn` : ""} · ${pub.phase.replace("_", " ")} · deck ${pub.deck}` })];
    const pending = pub.pending ? pub.cards[pub.pending] : null;
    const starts = pub.phase === "setup_start" ? pub.start_cards : [];
    const row = h("div", { class: "strip" });
    if (pending) {
      const svg = svgRoot(80, 110, "the card to place", { style: "width:80px" });
      svg.append(cardShape(8, 8, 64, 94, pending));
      row.append(h("div", {}, [h("div", { text: "To place:" }), svg]));
    }
    if (starts.length) {
      const svg = svgRoot(starts.length * 76 + 8, 110, "Start cards", { style: `max-width:${starts.length * 90}px` });
      starts.forEach((cid, i) => {
        const g = cardShape(8 + i * 76, 8, 64, 94, pub.cards[cid]);
        ctx.target(g, { type: "start_card", card: cid }, `Choose the ${ctx.name(cid)}`);
        svg.append(g);
      });
      row.append(h("div", {}, [h("div", { text: "Start cards:" }), svg]));
    }
    parts.push(h("section", { "aria-label": "Town" }, [h("h2", { text: "Ōsaka" }), h("div", { class: "strip" }, [town(ctx), row])]));
    parts.push(h("section", { "aria-label": "Scoring options" }, [h("h3", { text: "Shogunate options" }), optionRing(ctx)]));
    const order = pub.seats.map((x) => x.seat).sort((a, b) => (a === ctx.seat ? -1 : b === ctx.seat ? 1 : a - b));
    parts.push(h("section", { "aria-label": "Photobooks" }, [h("h3", { text: "Photobooks" }), h("div", { class: "strip" },
      order.map((i) => h("div", {}, [h("div", { text: i === ctx.seat ? "Your photobook" : ctx.names(i) }), photobook(ctx, i, i === ctx.seat)])))]));
    return h("div", { class: "osaka" }, parts);
  },
  prompt(ctx) {
    const types = new Set(ctx.candidates.map((m) => m.type));
    if (types.has("sandal")) return types.has("claim")
      ? "Claim the location tile (click the column of your photobook) or take a sandal."
      : "Take a sandal.";
    if (types.has("claim")) return "Claim the location tile? Click the column of your photobook, or decline.";
    if (types.has("pawn")) return "Click a street space for your pawn.";
    if (types.has("travel")) return `Travel: click a highlighted street space${types.has("bonus") ? ", or pay 2 sandals to move your bonus marker" : ""}.`;
    if (types.has("take")) return "Sightseeing: click a highlighted card of the town area.";
    if (types.has("start_card")) return "Choose your start card.";
    if (types.has("place")) return "Click where the card goes in your photobook.";
    if (types.has("shogunate")) return "Move the Shogun: click a highlighted scoring option.";
    return "Your move.";
  },
  describeMove(m) {
    if (m.type === "decline") return "Decline the location tile";
    if (m.type === "sandal") return "Take a sandal (the tile stays)";
    if (m.type === "shogunate") return `Shogun ${m.spaces} space(s) to ${OPTION[m.option] || m.option}${m.sandals ? ` (${m.sandals} sandals)` : ""}`;
    return null;
  },
  score(ctx, seat) { return ctx.pub.seats[seat].score; },
};
