// Sunset Over Water: the 5x5 Wilderness of landscape cards, the artists, the commissions (with the
// face-up card on the deck) and the daily goal, the trek order, your planning cards, your paintings
// and commissions, and every other artist's. Drawing helpers are in sunset-art.js.
import { h, s, svgRoot, seatColour } from "../core/dom.js";
import { frameArt, frameWords, look, paintingArt, planningArt } from "./sunset-art.js";

const C = 96; // one Wilderness space

function xy(pos) { return pos.split(",").map(Number); }

function landscapeName(ctx, card) { return ctx.name(card.id).replace(/^L/, "l"); }

// The preview of one hike: the spaces it walks and the landscapes it would let you paint (from
// the view's hike_preview, which the engine computes by playing the hike on a copy).
function previewFor(ctx, move) {
  return (ctx.pub.hike_preview || []).find((p) => p.type === move.type && (p.type === "stay" || (p.dir === move.dir && p.distance === move.distance))) || null;
}

function drawPreview(layer, p) {
  while (layer.firstChild) layer.removeChild(layer.firstChild);
  if (!p) return;
  const pts = p.path.map((pos) => { const [x, y] = xy(pos); return `${4 + x * C + C / 2},${4 + y * C + C / 2}`; });
  for (const pos of p.paintable) {
    const [x, y] = xy(pos);
    layer.append(s("rect", { "data-paintable": pos, x: 4 + x * C + 4, y: 4 + y * C + 4, width: C - 8, height: C - 8, rx: 6, fill: "none", stroke: "#1a73e8", "stroke-width": 4, "stroke-dasharray": "8 4" }),
      s("text", { x: 4 + x * C + C - 12, y: 4 + y * C + 20, "text-anchor": "middle", class: "label", style: "font-size:16px;fill:#1a73e8;font-weight:700", text: "✎" }));
  }
  if (pts.length > 1) layer.append(s("polyline", { points: pts.join(" "), fill: "none", stroke: "#1a73e8", "stroke-width": 5, "stroke-linecap": "round", "stroke-dasharray": "1 9", opacity: 0.9 }));
  const [ex, ey] = pts[pts.length - 1].split(",").map(Number);
  layer.append(s("circle", { cx: ex, cy: ey, r: 9, fill: "none", stroke: "#1a73e8", "stroke-width": 3 }));
}

function previewText(ctx, p) {
  if (!p) return "";
  const cells = new Map(ctx.pub.wilderness.map((c) => [c.pos, c]));
  const names = p.paintable.map((pos) => (cells.get(pos).card ? landscapeName(ctx, cells.get(pos).card) : "a landscape a ranger station deals"));
  const where = p.type === "stay" ? "Staying here" : `Hiking ${p.distance} ${ctx.name(p.dir, "dir")}`;
  return names.length ? `${where}, you may paint: ${names.join("; ")}.` : `${where}, there is nothing you may paint.`;
}

function artist(ctx, seat, x, y) {
  const c = seatColour(seat);
  const initial = (ctx.names(seat) || "?").trim().charAt(0).toUpperCase();
  return s("g", { transform: `translate(${x},${y})`, class: "artist" }, [
    s("path", { d: "M-9,12 Q-9,-2 0,-2 Q9,-2 9,12 Z", fill: c, stroke: "#fff", "stroke-width": 1.5 }),
    s("circle", { cy: -8, r: 6, fill: c, stroke: "#fff", "stroke-width": 1.5 }),
    s("text", { y: 9, "text-anchor": "middle", class: "label", style: "fill:#fff;font-size:9px;font-weight:700", text: initial }),
    s("title", { text: `${ctx.names(seat)}'s artist` }),
  ]);
}

function station(g) {
  g.append(s("rect", { x: 8, y: 8, width: C - 16, height: C - 16, rx: 4, fill: "#dfe8d0" }),
    s("path", { d: `M${C / 2 - 26},46 L${C / 2},24 L${C / 2 + 26},46 Z`, fill: "#8a5a3a" }),
    s("rect", { x: C / 2 - 20, y: 46, width: 40, height: 26, fill: "#c9a27a", stroke: "#6b4a2a" }),
    s("rect", { x: C / 2 - 5, y: 56, width: 10, height: 16, fill: "#6b4a2a" }),
    s("text", { x: C / 2, y: 86, "text-anchor": "middle", class: "label small", text: "ranger station" }));
}

function wilderness(ctx) {
  const pub = ctx.pub;
  const W = 5 * C + 8;
  const svg = svgRoot(W, W, "The Wilderness", { "data-board": "wilderness", style: "max-width:560px" });
  svg.append(s("rect", { width: W, height: W, rx: 10, fill: "#dfe6d3" }));
  const me = ctx.seat !== null ? pub.seats[ctx.seat] : null;
  const hikes = new Map();
  if (me && me.pos) {
    const [mx, my] = xy(me.pos);
    const dirs = { N: [0, -1], NE: [1, -1], E: [1, 0], SE: [1, 1], S: [0, 1], SW: [-1, 1], W: [-1, 0], NW: [-1, -1] };
    for (const m of ctx.candidates) {
      if (m.type === "hike") hikes.set(`${mx + dirs[m.dir][0] * m.distance},${my + dirs[m.dir][1] * m.distance}`, m);
    }
  }
  const layer = s("g", { class: "hike-preview", "data-preview": "hike", "pointer-events": "none" });
  const note = h("p", { class: "hike-note", "data-preview-text": "hike", "aria-live": "polite" });
  const show = (p) => { drawPreview(layer, p); note.textContent = p ? previewText(ctx, p) : defaultNote; };
  const path = new Set(pub.path || []);
  for (const cell of pub.wilderness) {
    const [x, y] = xy(cell.pos);
    const g = s("g", { transform: `translate(${4 + x * C},${4 + y * C})`, "data-cell": cell.pos });
    g.append(s("rect", { class: "hl hl-fill", x: 2, y: 2, width: C - 4, height: C - 4, rx: 6, fill: cell.card ? "#fffdf6" : "#efe9dc", stroke: path.has(cell.pos) ? "#1a73e8" : "#b5ab95", "stroke-width": path.has(cell.pos) ? 3 : 1 }));
    if (cell.card) {
      const art = paintingArt(ctx.catalog, cell.card.features, C - 16, C - 16);
      art.setAttribute("transform", "translate(8,8)");
      g.append(art, s("title", { text: ctx.name(cell.card.id) }));
    } else if (cell.station) {
      station(g);
      g.append(s("title", { text: "Ranger station: hiking onto or through it refills the empty spaces around it" }));
    } else {
      g.append(s("text", { x: C / 2, y: C / 2 + 4, "text-anchor": "middle", class: "label small", style: "fill:#9a917d", text: "empty" }),
        s("title", { text: "An empty space: no artist may hike into or through it" }));
    }
    cell.artists.forEach((seat, k) => g.append(artist(ctx, seat, C / 2 - (cell.artists.length - 1) * 11 + k * 22, C / 2 + 2)));
    const hike = hikes.get(cell.pos);
    let move = null;
    if (hike) {
      move = { type: "hike", dir: hike.dir, distance: hike.distance };
      ctx.target(g, move, `Hike ${hike.distance} ${ctx.name(hike.dir, "dir")}${cell.card ? ` to the ${landscapeName(ctx, cell.card)}` : ""}`);
    } else if (me && me.pos === cell.pos && ctx.candidates.some((m) => m.type === "stay")) {
      move = { type: "stay" };
      ctx.target(g, move, "Stay where you are");
    } else if (ctx.candidates.some((m) => m.type === "paint" && m.pos === cell.pos)) {
      ctx.target(g, { type: "paint", pos: cell.pos }, `Paint the ${landscapeName(ctx, cell.card)}`);
    }
    if (move) {
      const p = previewFor(ctx, move);
      g.addEventListener("mouseenter", () => show(p));
      g.addEventListener("focus", () => show(p));
      g.addEventListener("mouseleave", () => show(pending));
      g.addEventListener("blur", () => show(pending));
    }
    svg.append(g);
  }
  svg.append(layer);
  // A hike waiting for confirmation stays previewed, so a tap shows what it would let you paint.
  const picked = ctx.picked || {};
  const pending = picked.type === "hike" || picked.type === "stay" ? previewFor(ctx, picked) : null;
  const choosing = ctx.candidates.some((m) => m.type === "hike" || m.type === "stay");
  const defaultNote = choosing ? "Point at a highlighted space (or tap it: you confirm next) to see its path and the landscapes you could paint from it." : "";
  show(pending);
  return [svg, note];
}

function renownSeal(x, y, renown) {
  return s("g", { transform: `translate(${x},${y})` }, [
    s("circle", { r: 13, fill: "#c9a23a", stroke: "#8a6a1a" }),
    s("text", { y: 5, "text-anchor": "middle", class: "label", style: "fill:#fff;font-size:14px;font-weight:700", text: String(renown) }),
  ]);
}

function commissionCard(ctx, c, { x = 4, y = 4, interactive = false, note = "" } = {}) {
  const H = 40 + c.frames.length * 34 + (note ? 14 : 0);
  const g = s("g", { transform: `translate(${x},${y})`, "data-commission": "" });
  g.append(s("rect", { class: "hl", width: 150, height: H, rx: 6, fill: "#fff", stroke: "#8a7a5a" }),
    renownSeal(20, 18, c.renown), s("text", { x: 38, y: 22, class: "label small", text: "renown" }));
  c.frames.forEach((f, i) => {
    const fr = frameArt(ctx.catalog, f, 134);
    fr.setAttribute("transform", `translate(8,${38 + i * 34})`);
    g.append(fr);
  });
  if (note) g.append(s("text", { x: 8, y: H - 6, class: "label small", text: note }));
  const words = c.frames.map((f) => frameWords(ctx.catalog, f)).join("; ");
  g.append(s("title", { text: `Commission worth ${c.renown} renown: ${c.frames.length} painting(s): ${words}` }));
  if (interactive) ctx.target(g, { type: "sell", commission: c.id }, `Sell paintings to the commission worth ${c.renown} (${words})`);
  return { g, H };
}

function cardSvg(label, node, H, attrs = {}) {
  const svg = svgRoot(158, H + 8, label, { style: "width:158px", ...attrs });
  svg.append(node);
  return svg;
}

function commissions(ctx) {
  const pub = ctx.pub;
  const cards = pub.commission_row.filter(Boolean).map((c) => {
    const { g, H } = commissionCard(ctx, c, { interactive: true });
    return cardSvg(`commission worth ${c.renown}`, g, H);
  });
  if (pub.commission_preview) {
    const { g, H } = commissionCard(ctx, pub.commission_preview, { interactive: true, note: `next, on the deck (${pub.commission_deck} below)` });
    g.querySelector("rect").setAttribute("stroke-dasharray", "6 3");
    cards.push(cardSvg("the next commission, face up on the deck", g, H, { "data-board": "commission-preview" }));
  }
  if (pub.goal) {
    const g = s("g", { transform: "translate(4,4)" });
    g.append(s("rect", { width: 150, height: 108, rx: 6, fill: "#fff7df", stroke: "#c9a23a", "stroke-width": 2 }),
      renownSeal(20, 18, pub.goal.renown), s("text", { x: 38, y: 22, class: "label", text: "Daily goal" }));
    wrap(pub.goal.text, 24).forEach((line, i) => g.append(s("text", { x: 8, y: 48 + i * 13, class: "label small", text: line })));
    const holder = pub.goal.holder !== null && pub.goal.holder !== undefined ? `held by ${ctx.names(pub.goal.holder)}` : "nobody holds it yet";
    g.append(s("text", { x: 8, y: 100, class: "label small", style: "font-weight:700", text: holder }), s("title", { text: `Daily goal worth ${pub.goal.renown}: ${pub.goal.text}; ${holder}` }));
    cards.push(cardSvg("the daily goal", g, 108));
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

function planningWords(ctx, card) {
  const dirs = card.directions.length === 8 ? "any direction" : card.directions.map((d) => ctx.name(d, "dir")).join(", ");
  return `wake up ${card.time}, hike up to ${card.move} (${dirs}), paint up to ${card.paint}`;
}

function handSvg(ctx) {
  let hand = ctx.pub.solo ? ctx.pub.hand || [] : ctx.priv.hand || [];
  const me = ctx.seat !== null ? ctx.pub.seats[ctx.seat] : null;
  const today = ctx.priv.chosen || (me && me.chosen);
  if (today && !ctx.pub.solo) hand = [today]; // the rest went under the deck: show today's card
  const W = Math.max(1, hand.length) * 106 + 8;
  const svg = svgRoot(W, 130, "Your planning cards", { "data-board": "planning", style: `max-width:${W * 1.2}px` });
  hand.forEach((card, i) => {
    const g = s("g", { transform: `translate(${4 + i * 106},4)` });
    g.append(planningArt(ctx.catalog, card, card.id), s("title", { text: `Planning card: ${planningWords(ctx, card)}` }));
    ctx.target(g, { type: "plan", card: card.id }, `Plan the ${card.time} card (${planningWords(ctx, card)})`);
    svg.append(g);
  });
  return svg;
}

function playedSvg(ctx, cards, label) {
  const W = Math.max(1, cards.length) * 56 + 8;
  const svg = svgRoot(W, 76, label, { style: `max-width:${W}px`, "data-board": "played" });
  cards.forEach((card, i) => {
    const g = s("g", { transform: `translate(${4 + i * 56},4) scale(0.55)` });
    g.append(planningArt(ctx.catalog, card, card.id), s("title", { text: `Played: ${planningWords(ctx, card)}` }));
    svg.append(g);
  });
  return svg;
}

function paintingsSvg(ctx, seat, interactive) {
  const st = ctx.pub.seats[seat];
  const list = st.paintings;
  const W = Math.max(3, list.length) * 78 + 8;
  const svg = svgRoot(W, 66, `${ctx.names(seat)}'s paintings`, { style: `max-width:${W * 1.2}px`, "data-board": "paintings" });
  if (!list.length) svg.append(s("text", { x: 8, y: 34, class: "label", text: "no paintings yet" }));
  const framed = new Set((ctx.pub.sale && ctx.pub.sale.landscapes) || []);
  list.forEach((p, i) => {
    const g = s("g", { transform: `translate(${4 + i * 78},4)` });
    g.append(s("rect", { class: "hl", x: -2, y: -2, width: 76, height: 62, rx: 5, fill: framed.has(p.id) ? "#1a73e8" : "#d8ccb0" }));
    g.append(paintingArt(ctx.catalog, p.features, 72, 58));
    if (framed.has(p.id)) g.append(s("text", { x: 66, y: 14, "text-anchor": "end", class: "label", style: "fill:#fff;font-size:12px;font-weight:700", text: "framed" }));
    g.append(s("title", { text: `Painting: ${ctx.name(p.id)}` }));
    if (interactive) ctx.target(g, { type: "frame", landscape: p.id }, `Frame the painting of ${p.features.map((f) => look(ctx.catalog, f).name.toLowerCase()).join(", ")}`);
    svg.append(g);
  });
  return svg;
}

function soldSvg(ctx, seat) {
  const list = ctx.pub.seats[seat].commissions;
  if (!list.length) return null;
  const W = list.length * 40 + 8;
  const svg = svgRoot(W, 40, `${ctx.names(seat)}'s commissions`, { style: `max-width:${W * 1.2}px`, "data-board": "sold" });
  list.forEach((c, i) => {
    const g = s("g", { transform: `translate(${4 + i * 40},4)` });
    g.append(s("rect", { width: 34, height: 32, rx: 4, fill: "#fff", stroke: "#8a7a5a" }), renownSeal(17, 16, c.renown));
    g.append(s("title", { text: `Commission sold: ${c.renown} renown (${c.frames.map((f) => frameWords(ctx.catalog, f)).join("; ")})` }));
    svg.append(g);
  });
  return svg;
}

// The day's trek order: earliest wake-up first, the artist trekking now marked.
function trekOrder(ctx) {
  const pub = ctx.pub;
  if (pub.phase !== "trek" || !pub.order || !pub.order.length) return null;
  const items = pub.order.map((seat, i) => {
    const st = pub.seats[seat];
    const now = seat === pub.current;
    const done = pub.order.indexOf(pub.current) > i;
    const time = st.chosen ? st.chosen.time : st.played.length ? st.played[st.played.length - 1].time : "";
    return h("li", { class: now ? "now" : done ? "done" : "", "data-seat": String(seat) }, [
      h("span", { class: "dot", style: `background:${seatColour(seat)}` }),
      `${now ? "▶ " : done ? "✓ " : ""}${ctx.names(seat)}${time ? ` · ${time}` : ""}${now ? " (trekking)" : ""}`,
    ]);
  });
  return h("div", { class: "trek-order", "data-board": "trek-order" }, [h("strong", { text: "Trek order today: " }), h("ol", {}, items)]);
}

function status(ctx) {
  const pub = ctx.pub;
  let now = pub.phase;
  if (pub.phase === "planning") now = "everyone picks a planning card in secret";
  else if (pub.phase === "trek") {
    const step = { hike: "hiking", paint: `painting (${pub.paint_left} left)`, sell: "selling", frame: "framing paintings for a sale" }[pub.step] || "";
    now = `${ctx.names(pub.current)} is ${step}`;
  } else if (pub.phase === "over") now = "the game is over";
  return h("p", { class: "status-line", text: `Day ${pub.day} of ${pub.days} · ${now}${pub.solo ? ` · rank now: ${pub.rank}` : ""}` });
}

export default {
  labels: { paintings: "Paintings", commissions: "Commissions", goals: "Goals", sets: "Sets" },
  render(ctx) {
    const pub = ctx.pub;
    const parts = [status(ctx), trekOrder(ctx)];
    parts.push(h("section", { "aria-label": "Wilderness" }, [h("h2", { text: "The Wilderness" }), ...wilderness(ctx)]));
    parts.push(h("section", { "aria-label": "Commissions" }, [h("h3", { text: "Commissions and the daily goal" }), commissions(ctx)]));
    if (ctx.seat !== null) {
      const me = pub.seats[ctx.seat];
      const chosen = ctx.priv.chosen || me.chosen;
      const hand = pub.solo ? pub.hand || [] : ctx.priv.hand || [];
      const mine = hand.length || chosen ? [h("h3", { text: `Your planning cards${chosen ? ` · today: ${chosen.time}` : ""}` }), handSvg(ctx)] : [];
      mine.push(h("h3", { text: `Your paintings · ${me.score} renown` }), paintingsSvg(ctx, ctx.seat, true));
      const sold = soldSvg(ctx, ctx.seat);
      if (sold) mine.push(h("h3", { text: "Your commissions" }), sold);
      if (pub.solo && pub.inspiration) {
        mine.push(h("p", { class: "inspiration" }, [`Inspiration: every commission showing ${look(ctx.catalog, pub.inspiration.feature).name.toLowerCase()} `, look(ctx.catalog, pub.inspiration.feature).symbol, " earns 1 more renown at the end."]));
      }
      if (me.played.length) mine.push(h("h3", { text: "Cards you have played" }), playedSvg(ctx, me.played, "Your played planning cards"));
      parts.push(h("section", { "aria-label": "Your area" }, mine));
    }
    for (const st of pub.seats) {
      if (st.seat === ctx.seat) continue;
      const state = pub.phase === "planning" ? (st.planned ? "has planned" : "planning…") : st.chosen ? `today: ${st.chosen.time}` : "";
      const area = [h("h3", { text: `${ctx.names(st.seat)} · ${st.score} renown${state ? " · " + state : ""}` }), paintingsSvg(ctx, st.seat, false)];
      const sold = soldSvg(ctx, st.seat);
      if (sold) area.push(sold);
      if (st.played.length) area.push(playedSvg(ctx, st.played, `${ctx.names(st.seat)}'s played planning cards`));
      parts.push(h("section", { "aria-label": `${ctx.names(st.seat)}'s area` }, area));
    }
    return h("div", { class: "sunset" }, parts.filter(Boolean));
  },
  prompt(ctx) {
    const types = new Set(ctx.candidates.map((m) => m.type));
    if (types.has("plan")) return ctx.picked.card ? "Choose the order of the other cards at the bottom of your deck." : "Choose your planning card for today (secret): click it. Earlier times trek first.";
    if (types.has("hike")) return types.has("stay") ? "Hike: click a highlighted space in a straight line (the blue path shows what you could paint), or your own space to stay."
      : "Hike: click a highlighted space in a straight line (another artist shares your space, so you may not stay).";
    if (types.has("paint")) return `Paint: click a highlighted landscape (${ctx.pub.paint_left} left), or stop painting.`;
    if (types.has("frame")) return "Frame paintings for the commission: click them.";
    if (types.has("sell")) return "Sell to a commission (click it), or end your turn.";
    return "Your move.";
  },
  confirm(m, ctx) {
    if (m.type === "hike" || m.type === "stay") return `${previewText(ctx, previewFor(ctx, m))} Go?`;
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
  // The end page's "how every point was scored", from the scoring codes and the catalog.
  details(ctx) {
    const d = ctx.pub.details;
    if (!d) return null;
    const names = (seat) => ctx.names(seat);
    return d.map((rows) => rows.map((r) => {
      const template = ctx.catalog.events[r.code];
      return { category: r.category, points: r.points, reason: (template && ctx.catalog.fill(template, r, names)) || r.reason };
    }));
  },
  headline(outcome, ctx) {
    return ctx.pub.solo ? `Wanderlust: ${outcome.scores[0]} renown · ${ctx.pub.rank}` : null;
  },
  simultaneous(pub) { return pub.phase === "planning"; },
  score(ctx, seat) { return ctx.pub.seats[seat].score; },
};
