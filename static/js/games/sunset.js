// Sunset Over Water: the 5x5 Wilderness of landscape cards, the artists, the commissions and
// the daily goal, your planning cards, your paintings, and every other artist.
import { h, s, svgRoot, seatColour } from "../core/dom.js";

const FEATURE = { mountains: "#8d8d9a", coast: "#4fa3d9", waterfall: "#6fd0e0", wildflowers: "#e58bc0", sunset: "#f29a3a", forest: "#3f8f4f", lake: "#2f6fb0" };
const DIRS = { N: [0, -1], NE: [1, -1], E: [1, 0], SE: [1, 1], S: [0, 1], SW: [-1, 1], W: [-1, 0], NW: [-1, -1] };
const ARTIST = { blue: "#2f6fd8", red: "#d94a3a", green: "#3a9d5d", yellow: "#e0b000", purple: "#8e5bd6" };

function features(g, list, x, y, w) {
  list.forEach((f, i) => g.append(s("g", { transform: `translate(${x},${y + i * 16})` }, [
    s("rect", { width: w, height: 14, rx: 3, fill: FEATURE[f] || "#999" }),
    s("text", { x: 4, y: 10.5, class: "label small", style: "fill:#fff;font-size:9px", text: f }),
  ])));
}

function artistColour(ctx, seat) {
  return seatColour(seat); // the same colour as in the players panel and the chart
}

function wilderness(ctx) {
  const pub = ctx.pub;
  const C = 96;
  const W = 5 * C + 8;
  const svg = svgRoot(W, W, "The Wilderness", { "data-board": "wilderness", style: "max-width:560px" });
  svg.append(s("rect", { width: W, height: W, rx: 10, fill: "#e9efe3" }));
  const me = ctx.seat !== null ? pub.seats[ctx.seat] : null;
  const hikes = new Map();
  if (me && me.pos) {
    const [mx, my] = me.pos.split(",").map(Number);
    for (const m of ctx.candidates) {
      if (m.type === "hike") {
        const [dx, dy] = DIRS[m.dir];
        hikes.set(`${mx + dx * m.distance},${my + dy * m.distance}`, m);
      }
    }
  }
  const path = new Set(pub.path || []);
  for (const cell of pub.wilderness) {
    const [x, y] = cell.pos.split(",").map(Number);
    const g = s("g", { transform: `translate(${4 + x * C},${4 + y * C})`, "data-cell": cell.pos });
    g.append(s("rect", { class: "hl hl-fill", x: 2, y: 2, width: C - 4, height: C - 4, rx: 6, fill: cell.card ? "#fffdf6" : cell.station ? "#d9d2c2" : "#f0ebe0", stroke: path.has(cell.pos) ? "#1a73e8" : "#b5ab95", "stroke-width": path.has(cell.pos) ? 3 : 1 }));
    if (cell.card) {
      features(g, cell.card.features, 8, 10, C - 16);
      g.append(s("title", { text: ctx.name(cell.card.id) }));
    } else if (cell.station) {
      g.append(s("text", { x: C / 2, y: C / 2, "text-anchor": "middle", class: "label", text: "ranger station" }), s("title", { text: `ranger station at ${cell.pos}` }));
    } else {
      g.append(s("title", { text: `empty space at ${cell.pos}` }));
    }
    cell.artists.forEach((seat, k) => g.append(s("g", { transform: `translate(${20 + k * 22},${C - 34})` }, [
      s("circle", { r: 9, fill: artistColour(ctx, seat), stroke: "#fff", "stroke-width": 2 }), s("title", { text: `artist of ${ctx.names(seat)}` })])));
    const hike = hikes.get(cell.pos);
    if (hike) ctx.target(g, { type: "hike", dir: hike.dir, distance: hike.distance }, `Hike ${hike.distance} ${ctx.name(hike.dir, "dir")}`);
    else if (me && me.pos === cell.pos && ctx.candidates.some((m) => m.type === "stay")) ctx.target(g, { type: "stay" }, "Stay where you are");
    else if (ctx.candidates.some((m) => m.type === "paint" && m.pos === cell.pos)) ctx.target(g, { type: "paint", pos: cell.pos }, `Paint the ${ctx.name(cell.card.id).replace(/^L/, "l")}`);
    svg.append(g);
  }
  return svg;
}

function commissionCard(ctx, c, x, y, interactive) {
  const g = s("g", { transform: `translate(${x},${y})` });
  g.append(s("rect", { class: "hl", width: 150, height: 92, rx: 6, fill: "#fff", stroke: "#8a7a5a" }),
    s("text", { x: 8, y: 16, class: "label", text: `${c.renown} renown` }));
  c.frames.forEach((f, i) => {
    g.append(s("text", { x: 8, y: 34 + i * 16, class: "label small", text: `${f.open ? "○" : "▣"} ${f.needs.join(" + ")}${f.any ? ` + ${f.any} any` : ""}` }));
  });
  g.append(s("title", { text: `commission worth ${c.renown}: ${c.frames.map((f) => f.needs.join(" + ") + (f.any ? ` + ${f.any} any` : "")).join("; ")}` }));
  if (interactive) ctx.target(g, { type: "sell", commission: c.id }, `Sell paintings to the commission worth ${c.renown}`);
  return g;
}

function commissions(ctx) {
  const pub = ctx.pub;
  const cards = pub.commission_row.filter(Boolean).map((c) => {
    const svg = svgRoot(158, 100, `commission worth ${c.renown}`, { style: "width:158px" });
    svg.append(commissionCard(ctx, c, 4, 4, true));
    return svg;
  });
  if (pub.goal) {
    const svg = svgRoot(158, 100, "the daily goal", { style: "width:158px" });
    const g = s("g", { transform: "translate(4,4)" });
    g.append(s("rect", { width: 150, height: 92, rx: 6, fill: "#fff7df", stroke: "#c9a23a" }),
      s("text", { x: 8, y: 16, class: "label", text: `Goal · ${pub.goal.renown} renown` }));
    wrap(pub.goal.text, 26).forEach((line, i) => g.append(s("text", { x: 8, y: 34 + i * 13, class: "label small", text: line })));
    if (pub.goal.holder !== null && pub.goal.holder !== undefined) g.append(s("text", { x: 8, y: 86, class: "label small", text: `held by ${ctx.names(pub.goal.holder)}` }));
    svg.append(g);
    cards.push(svg);
  }
  return h("div", { class: "strip", "data-board": "commissions" }, cards);
}

function wrap(text, n) {
  const out = [];
  let line = "";
  for (const w of String(text).split(" ")) {
    if ((line + " " + w).trim().length > n) { out.push(line.trim()); line = w; } else line += " " + w;
  }
  if (line.trim()) out.push(line.trim());
  return out.slice(0, 4);
}

function planningCard(g, card) {
  g.append(s("rect", { class: "hl", width: 96, height: 120, rx: 8, fill: "#fff", stroke: ARTIST[card.colour] || "#777", "stroke-width": 3 }),
    s("text", { x: 48, y: 24, "text-anchor": "middle", class: "label", style: "font-size:15px;font-weight:700", text: card.time }),
    s("text", { x: 8, y: 48, class: "label small", text: `move ${card.move}` }),
    s("text", { x: 8, y: 64, class: "label small", text: `paint ${card.paint}` }),
    s("text", { x: 8, y: 80, class: "label small", text: card.directions.length === 8 ? "any direction" : card.directions.join(" ") }),
    s("title", { text: `planning card ${card.time}: move up to ${card.move} (${card.directions.join(", ")}), paint ${card.paint}` }));
  return g;
}

function handSvg(ctx) {
  const hand = ctx.pub.solo ? ctx.pub.hand || [] : ctx.priv.hand || [];
  const W = Math.max(1, hand.length) * 106 + 8;
  const svg = svgRoot(W, 130, "Your planning cards", { "data-board": "planning", style: `max-width:${W * 1.2}px` });
  hand.forEach((card, i) => {
    const g = planningCard(s("g", { transform: `translate(${4 + i * 106},4)` }), card);
    ctx.target(g, { type: "plan", card: card.id }, `Plan the ${card.time} card (move ${card.move}, paint ${card.paint})`);
    svg.append(g);
  });
  return svg;
}

function paintingsSvg(ctx, seat, interactive) {
  const st = ctx.pub.seats[seat];
  const list = st.paintings;
  const W = Math.max(3, list.length) * 78 + 8;
  const svg = svgRoot(W, 62, `${ctx.names(seat)}'s paintings`, { style: `max-width:${W * 1.2}px` });
  if (!list.length) svg.append(s("text", { x: 8, y: 34, class: "label", text: "no paintings yet" }));
  const framed = new Set((ctx.pub.sale && ctx.pub.sale.landscapes) || []);
  list.forEach((p, i) => {
    const g = s("g", { transform: `translate(${4 + i * 78},4)` });
    g.append(s("rect", { class: "hl", width: 72, height: 52, rx: 5, fill: framed.has(p.id) ? "#dbe9ff" : "#fff", stroke: "#9a8d70" }));
    features(g, p.features.slice(0, 2), 4, 6, 64);
    if (p.features.length > 2) g.append(s("text", { x: 66, y: 46, "text-anchor": "end", class: "label small", text: `+${p.features.length - 2}` }));
    g.append(s("title", { text: `painting: ${ctx.name(p.id)}` }));
    if (interactive) ctx.target(g, { type: "frame", landscape: p.id }, `Frame the painting of ${p.features.join(", ")}`);
    svg.append(g);
  });
  return svg;
}

export default {
  labels: { paintings: "Paintings", commissions: "Commissions", goals: "Goals", sets: "Sets" },
  render(ctx) {
    const pub = ctx.pub;
    const parts = [h("p", { class: "status-line", text: `Day ${pub.day} of ${pub.days} · ${pub.phase === "planning" ? "planning (secret, simultaneous)" : pub.phase === "trek" ? `${ctx.names(pub.current)} treks${pub.step ? " · " + pub.step : ""}${pub.paint_left ? ` · ${pub.paint_left} paintings left` : ""}` : pub.phase}${pub.solo ? ` · rank now: ${pub.rank}` : ""}` })];
    parts.push(h("section", { "aria-label": "Wilderness" }, [h("h2", { text: "The Wilderness" }), wilderness(ctx)]));
    parts.push(h("section", { "aria-label": "Commissions" }, [h("h3", { text: "Commissions" }), commissions(ctx)]));
    if (ctx.seat !== null) {
      const me = pub.seats[ctx.seat];
      const chosen = ctx.priv.chosen || me.chosen;
      const mine = [h("h3", { text: `Your planning cards${chosen ? ` · planned ${chosen.time}` : ""}` }), handSvg(ctx),
        h("h3", { text: `Your paintings · ${me.score} renown` }), paintingsSvg(ctx, ctx.seat, true)];
      if (pub.solo && pub.inspiration) mine.push(h("p", { text: `Inspiration: ${pub.inspiration.feature}` }));
      parts.push(h("section", { "aria-label": "Your area" }, mine));
    }
    for (const st of pub.seats) {
      if (st.seat === ctx.seat) continue;
      const state = pub.phase === "planning" ? (st.planned ? "has planned" : "planning…") : st.chosen ? `planned ${st.chosen.time}` : "";
      parts.push(h("section", { "aria-label": `${ctx.names(st.seat)}'s area` }, [h("h3", { text: `${ctx.names(st.seat)} · ${st.score} renown · ${state}` }), paintingsSvg(ctx, st.seat, false)]));
    }
    return h("div", { class: "sunset" }, parts);
  },
  prompt(ctx) {
    const types = new Set(ctx.candidates.map((m) => m.type));
    if (types.has("plan")) return ctx.picked.card ? "Choose the order of the other cards at the bottom of your deck." : "Choose your planning card for today (secret): click it.";
    if (types.has("hike")) return types.has("stay") ? "Hike: click a highlighted space in a straight line, or your own space to stay."
      : "Hike: click a highlighted space in a straight line (another artist shares your card, so you may not stay).";
    if (types.has("paint")) return "Paint: click a highlighted landscape, or stop painting.";
    if (types.has("frame")) return "Frame paintings for the commission: click them.";
    if (types.has("sell")) return "Sell to a commission (click it), or end your turn.";
    return "Your move.";
  },
  confirm(m, ctx) {
    if (m.type !== "plan" || ctx.pub.solo) return null;
    const card = (ctx.priv.hand || []).find((c) => c.id === m.card);
    return `Plan the ${card ? card.time : ""} card for today? It stays secret until everyone has planned, and cannot be changed.`;
  },
  describeMove(m, ctx) {
    switch (m.type) {
      case "plan": return m.bottom && m.bottom.length ? `Under the deck: ${m.bottom.map((c) => ctx.name(c)).join(", then ")}` : "Plan this card";
      case "stop_painting": return "Stop painting";
      case "end_turn": return "End the turn";
      case "cancel_sale": return "Cancel the sale";
      case "stay": return "Stay";
      default: return null;
    }
  },
  headline(outcome, ctx) {
    return ctx.pub.solo ? `Wanderlust: ${outcome.scores[0]} renown · ${ctx.pub.rank}` : null;
  },
  simultaneous(pub) { return pub.phase === "planning"; },
  score(ctx, seat) { return ctx.pub.seats[seat].score; },
};
