// Sunset Over Water: the 5x5 Wilderness of landscape cards, the artists, the commissions (with the
// face-up card on the deck) and the daily goal, the trek order, your planning cards, your paintings
// and commissions, and every other artist's. Drawing helpers are in sunset-art.js.
import { h, s, svgRoot } from "../core/dom.js";
import { featureBadge, frameArt, frameWords, legendIcon, look, paintingArt, planningArt, playedChip } from "./sunset-art.js";

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

// An artist figure in the seat's colour with the seat's mark (unique among the seats) on it.
function artist(ctx, seat, x, y) {
  const c = ctx.colour(seat);
  return s("g", { transform: `translate(${x},${y})`, class: "artist", "data-artist": String(seat) }, [
    s("path", { d: "M-13,18 Q-13,-4 0,-4 Q13,-4 13,18 Z", fill: c, stroke: "#fff", "stroke-width": 2 }),
    s("circle", { cy: -13, r: 8, fill: c, stroke: "#fff", "stroke-width": 2 }),
    s("text", { y: 13, "text-anchor": "middle", class: "label", style: "fill:#fff;font-size:16px;font-weight:700", text: ctx.mark(seat) }),
    s("title", { text: `${ctx.names(seat)}'s artist` }),
  ]);
}

function station(g) {
  g.append(s("rect", { x: 8, y: 8, width: C - 16, height: C - 16, rx: 4, fill: "#dfe8d0" }),
    s("path", { d: `M${C / 2 - 20},34 L${C / 2},16 L${C / 2 + 20},34 Z`, fill: "#8a5a3a" }),
    s("rect", { x: C / 2 - 15, y: 34, width: 30, height: 18, fill: "#c9a27a", stroke: "#6b4a2a" }),
    s("rect", { x: C / 2 - 4, y: 40, width: 8, height: 12, fill: "#6b4a2a" }),
    s("text", { x: C / 2, y: 69, "text-anchor": "middle", class: "label", style: "font-size:16px", text: "ranger" }),
    s("text", { x: C / 2, y: 86, "text-anchor": "middle", class: "label", style: "font-size:16px", text: "station" }));
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
      const art = paintingArt(ctx.catalog, cell.card.features, C - 16, C - 16, { badge: 12 });
      art.setAttribute("transform", "translate(8,8)");
      g.append(art, s("title", { text: ctx.name(cell.card.id) }));
    } else if (cell.station) {
      station(g);
      g.append(s("title", { text: "Ranger station: hiking onto or through it refills the empty spaces around it" }));
    } else {
      g.append(s("text", { x: C / 2, y: cell.artists.length ? C - 12 : C / 2 + 6, "text-anchor": "middle", class: "label", style: "fill:#857c68;font-size:16px", text: "empty" }),
        s("title", { text: "An empty space: no artist may hike into or through it" }));
    }
    const gap = Math.min(28, (C - 30) / Math.max(1, cell.artists.length - 1));
    cell.artists.forEach((seat, k) => g.append(artist(ctx, seat, C / 2 - ((cell.artists.length - 1) * gap) / 2 + k * gap, C / 2 - 6))); // above the feature badges
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

function renownSeal(x, y, renown, r = 13) {
  return s("g", { transform: `translate(${x},${y})`, class: "seal" }, [
    s("circle", { r, fill: "#c9a23a", stroke: "#8a6a1a" }),
    s("text", { y: r * 0.4, "text-anchor": "middle", class: "label", style: `fill:#fff;font-size:${Math.max(13, r * 1.05)}px;font-weight:700`, text: String(renown) }),
  ]);
}

function wrap(text, n, max = 6) {
  const out = [];
  let line = "";
  for (const w of String(text).split(" ")) {
    if ((line + " " + w).trim().length > n && line.trim()) { out.push(line.trim()); line = w; } else line += " " + w;
  }
  if (line.trim()) out.push(line.trim());
  return out.slice(0, max);
}

function frameList(ctx, c) {
  return c.frames.map((f) => frameWords(ctx.catalog, f)).join("; ");
}

function paintingCount(n) { return `${n} painting${n === 1 ? "" : "s"}`; }

// A commission card, CW wide: its renown, then one picture frame per painting it wants. Drawn
// at 1:1 on every screen (three fit in a row on a phone's 359 px), so its texts keep their size.
const CW = 108;
function commissionCard(ctx, c, { interactive = false, note = [], selling = false } = {}) {
  const H = 38 + c.frames.length * 34 + note.length * 14 + (selling ? 18 : 0);
  const g = s("g", { transform: "translate(3,3)", "data-commission": "", class: selling ? "selling" : "" });
  g.append(s("rect", { class: "hl", width: CW, height: H, rx: 6, fill: selling ? "#eaf2ff" : "#fff", stroke: selling ? "#1a73e8" : "#8a7a5a", "stroke-width": selling ? 4 : 1 }),
    renownSeal(18, 18, c.renown), s("text", { x: 36, y: 23, class: "label", style: "font-size:12px", text: "renown" }));
  c.frames.forEach((f, i) => {
    const fr = frameArt(ctx.catalog, f, CW - 12);
    fr.setAttribute("transform", `translate(6,${36 + i * 34})`);
    g.append(fr);
  });
  note.forEach((line, i) => g.append(s("text", { x: 6, y: 36 + c.frames.length * 34 + 12 + i * 14, class: "label", style: "font-size:12px", text: line })));
  if (selling) g.append(s("text", { x: CW / 2, y: H - 6, "text-anchor": "middle", class: "label", style: "font-size:12px;font-weight:700;fill:#1a4f9e", text: "✓ selling here" }));
  const words = frameList(ctx, c);
  g.append(s("title", { text: `Commission worth ${c.renown} renown: ${paintingCount(c.frames.length)}: ${words}` }));
  if (interactive) ctx.target(g, { type: "sell", commission: c.id }, `Sell paintings to the commission worth ${c.renown} (${words})`);
  return { g, H };
}

function cardSvg(label, node, W, H, attrs = {}) {
  const svg = svgRoot(W + 6, H + 6, label, { style: `width:${W + 6}px`, ...attrs });
  svg.append(node);
  return svg;
}

function goalCard(ctx, goal, { held = null, showHolder = true, W = CW, today = false } = {}) {
  const lines = wrap(goal.text, Math.floor((W - 12) / 7.2));
  const holder = !showHolder ? [] : wrap(held === null ? "nobody holds it yet" : `held by ${ctx.names(held)}`, Math.floor((W - 12) / 7.4), 2);
  const H = 40 + lines.length * 14 + holder.length * 14 + 4;
  const g = s("g", { transform: "translate(3,3)", "data-goal": goal.id });
  g.append(s("rect", { width: W, height: H, rx: 6, fill: "#fff7df", stroke: "#c9a23a", "stroke-width": 2, "stroke-dasharray": today ? "5 3" : null }),
    renownSeal(18, 18, goal.renown), s("text", { x: 36, y: 23, class: "label", style: "font-size:12px;font-weight:700", text: today ? "Holding" : "Daily goal" }));
  lines.forEach((line, i) => g.append(s("text", { x: 6, y: 50 + i * 14, class: "label", style: "font-size:12px", text: line })));
  holder.forEach((line, i) => g.append(s("text", { x: 6, y: 50 + (lines.length + i) * 14 + 2, class: "label", style: "font-size:12px;font-weight:700", text: line })));
  return { g, H };
}

function commissions(ctx) {
  const pub = ctx.pub;
  const selling = pub.sale && pub.sale.commission ? pub.sale.commission.id : null;
  const cards = pub.commission_row.filter(Boolean).map((c) => {
    const { g, H } = commissionCard(ctx, c, { interactive: true, selling: c.id === selling });
    return cardSvg(`commission worth ${c.renown}`, g, CW, H);
  });
  if (pub.commission_preview) {
    const c = pub.commission_preview;
    const { g, H } = commissionCard(ctx, c, { interactive: true, selling: c.id === selling, note: ["next, on deck", `(${pub.commission_deck} below)`] });
    if (c.id !== selling) g.querySelector("rect").setAttribute("stroke-dasharray", "6 3");
    cards.push(cardSvg("the next commission, face up on the deck", g, CW, H, { "data-board": "commission-preview" }));
  }
  if (pub.goal) {
    const holder = pub.goal.holder !== null && pub.goal.holder !== undefined ? pub.goal.holder : null;
    const { g, H } = goalCard(ctx, pub.goal, { held: holder });
    g.append(s("title", { text: `Daily goal worth ${pub.goal.renown}: ${pub.goal.text}; ${holder === null ? "nobody holds it yet" : `held by ${ctx.names(holder)}`}. The last artist to meet it today wins it.` }));
    cards.push(cardSvg("the daily goal", g, CW, H, { "data-board": "goal" }));
  }
  return h("div", { class: "strip", "data-board": "commissions" }, cards);
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
  const picked = ctx.picked && ctx.picked.type === "plan" && ctx.picked.card ? ctx.picked.card : null;
  const H = picked ? 146 : 128;
  const W = Math.max(1, hand.length) * 106 + 8;
  const svg = svgRoot(W, H, "Your planning cards", { "data-board": "planning", style: `max-width:${W * 1.2}px` });
  hand.forEach((card, i) => {
    const chosen = picked === card.id;
    const g = s("g", { transform: `translate(${4 + i * 106},${picked ? 20 : 4})`, class: chosen ? "chosen" : picked ? "set-aside" : "" });
    g.append(planningArt(card, { colour: ctx.colour(ctx.seat), mark: ctx.mark(ctx.seat) }), s("title", { text: `Planning card: ${planningWords(ctx, card)}` }));
    if (chosen) {
      g.append(s("rect", { x: -3, y: -3, width: 102, height: 126, rx: 10, fill: "none", stroke: "#1a73e8", "stroke-width": 5 }),
        s("text", { x: 48, y: -6, "text-anchor": "middle", class: "label", style: "font-size:13px;font-weight:700;fill:#1a4f9e", text: "✓ today's card" }));
    } else if (picked) {
      g.append(s("rect", { width: 96, height: 120, rx: 8, fill: "#fff", opacity: 0.45 }),
        s("text", { x: 48, y: -6, "text-anchor": "middle", class: "label", style: "font-size:13px;fill:#5a5040", text: "under the deck" }));
    }
    ctx.target(g, { type: "plan", card: card.id }, `Plan the ${card.time} card (${planningWords(ctx, card)})`);
    svg.append(g);
  });
  return svg;
}

// Played planning cards as small chips in the seat's colour (the arrows are in the tooltip).
function played(ctx, seat, label) {
  const cards = ctx.pub.seats[seat].played;
  return h("div", { class: "strip played-row", "data-board": "played", "aria-label": label }, cards.map((card) => {
    const svg = svgRoot(70, 46, `Played: the ${card.time} card`, { style: "width:70px" });
    const g = s("g", { transform: "translate(1,1)" });
    g.append(playedChip(card, ctx.colour(seat)), s("title", { text: `Played: ${planningWords(ctx, card)}` }));
    svg.append(g);
    return svg;
  }));
}

const PW = 80, PH = 62; // one painting: four fit in a row on a phone

function paintingSvg(ctx, p, { interactive, framed }) {
  const svg = svgRoot(PW + 4, PH + 4, `Painting: ${ctx.name(p.id)}`, { style: `width:${PW + 4}px`, class: "board-svg painting-card" });
  const g = s("g", { transform: "translate(2,2)" });
  g.append(s("rect", { class: "hl", x: -1, y: -1, width: PW + 2, height: PH + 2, rx: 5, fill: framed ? "#1a73e8" : "#d8ccb0" }));
  g.append(paintingArt(ctx.catalog, p.features, PW, PH, { badge: 10 }));
  if (framed) g.append(s("rect", { x: PW - 52, y: 2, width: 50, height: 17, rx: 3, fill: "#1a73e8" }),
    s("text", { x: PW - 27, y: 15, "text-anchor": "middle", class: "label", style: "fill:#fff;font-size:12px;font-weight:700", text: "framed" }));
  g.append(s("title", { text: `Painting: ${ctx.name(p.id)}` }));
  if (interactive) ctx.target(g, { type: "frame", landscape: p.id }, `Frame the painting of ${p.features.map((f) => look(ctx.catalog, f).name.toLowerCase()).join(", ")}`);
  svg.append(g);
  return svg;
}

function paintings(ctx, seat, interactive) {
  const list = ctx.pub.seats[seat].paintings;
  const framed = new Set((ctx.pub.sale && ctx.pub.sale.landscapes) || []);
  const items = list.length ? list.map((p) => paintingSvg(ctx, p, { interactive, framed: framed.has(p.id) }))
    : [h("p", { class: "none", text: "no paintings yet" })];
  return h("div", { class: "strip paintings-row", "data-board": "paintings", "aria-label": `${ctx.names(seat)}'s paintings` }, items);
}

function unsoldWorth(st) {
  const features = st.paintings.reduce((n, p) => n + p.features.length, 0);
  return { features, renown: Math.floor(features / 2) };
}

// What the paintings show, feature by feature, as badges with counts (read at a glance on a phone).
function tally(ctx, st) {
  const counts = new Map();
  for (const p of st.paintings) for (const f of p.features) counts.set(f, (counts.get(f) || 0) + 1);
  const { features, renown } = unsoldWorth(st);
  const items = [...counts.entries()].map(([f, n]) => {
    const l = look(ctx.catalog, f);
    const badge = h("span", { class: "feature", text: l.symbol, title: l.name });
    badge.style.background = l.colour;
    return h("span", { class: "tally-item", "aria-label": `${l.name} ${n}` }, [badge, `×${n}`]);
  });
  return h("p", { class: "tally", "data-board": "tally" }, [
    h("span", { text: `${paintingCount(st.paintings.length)}, ${features} feature${features === 1 ? "" : "s"} (unsold: worth ${renown} renown)` }),
    ...items,
  ]);
}

// Sold commissions as small cards: the renown and the frames they took.
function soldCards(ctx, seat) {
  const list = ctx.pub.seats[seat].commissions;
  if (!list.length) return null;
  const W = 80; // four in a row on a phone
  return h("div", { class: "strip", "data-board": "sold", "aria-label": `${ctx.names(seat)}'s commissions` }, list.map((c) => {
    const H = 30 + c.frames.length * 24;
    const svg = svgRoot(W + 4, H + 4, `Commission sold: ${c.renown} renown`, { style: `width:${W + 4}px` });
    const g = s("g", { transform: "translate(2,2)" });
    g.append(s("rect", { width: W, height: H, rx: 5, fill: "#fff", stroke: "#8a7a5a" }), renownSeal(14, 14, c.renown, 11),
      s("text", { x: 29, y: 18, class: "label", style: "font-size:12px", text: "sold" }));
    c.frames.forEach((f, i) => {
      const fr = frameArt(ctx.catalog, f, W - 8, { h: 22, r: 8 });
      fr.setAttribute("transform", `translate(4,${28 + i * 24})`);
      g.append(fr);
    });
    g.append(s("title", { text: `Commission sold: ${c.renown} renown (${frameList(ctx, c)})` }));
    svg.append(g);
    return svg;
  }));
}

// Daily goals this seat has won, and today's while it holds it (it may still be taken away).
function goalCards(ctx, seat) {
  const st = ctx.pub.seats[seat];
  const cards = (st.goals || []).map((goal) => ({ goal, today: false }));
  const g0 = ctx.pub.goal;
  if (g0 && g0.holder === seat) cards.push({ goal: g0, today: true });
  if (!cards.length) return null;
  return h("div", { class: "strip", "data-board": "goals", "aria-label": `${ctx.names(seat)}'s daily goals` }, cards.map(({ goal, today }) => {
    const { g, H } = goalCard(ctx, goal, { showHolder: false, today });
    g.append(s("title", { text: today ? `Holding today's goal (${goal.renown} renown): ${goal.text}. Another artist who meets it later today takes it.` : `Daily goal won: ${goal.text}, ${goal.renown} renown` }));
    return cardSvg(today ? "today's daily goal, held" : "a daily goal won", g, CW, H);
  }));
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
      h("span", { class: "dot", style: `background:${ctx.colour(seat)}` }),
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

// Other artists' paintings fold on a phone (the tally above them says what they show); the
// open/closed choice survives redraws.
const openAreas = new Map();
function wide() { return !(window.matchMedia && window.matchMedia("(max-width: 820px)").matches); }

function otherArea(ctx, st) {
  const pub = ctx.pub;
  const name = ctx.names(st.seat);
  const state = pub.phase === "planning" ? (st.planned ? "has planned" : "planning…") : st.chosen ? `today: ${st.chosen.time}` : "";
  const dot = h("span", { class: "dot", style: `background:${ctx.colour(st.seat)}` });
  const area = [h("h3", {}, [dot, `${name} · score ${st.score} renown${state ? " · " + state : ""}`])];
  if (st.paintings.length) {
    area.push(tally(ctx, st));
    const open = openAreas.has(st.seat) ? openAreas.get(st.seat) : wide();
    const box = h("details", { class: "paintings-fold", "data-seat": String(st.seat) }, [
      h("summary", { text: `${name}'s paintings (${st.paintings.length})` }), paintings(ctx, st.seat, false)]);
    box.open = open;
    box.addEventListener("toggle", () => openAreas.set(st.seat, box.open));
    area.push(box);
  } else {
    area.push(h("p", { class: "none", text: "no paintings yet" }));
  }
  const goals = goalCards(ctx, st.seat);
  const sold = soldCards(ctx, st.seat);
  if (sold || goals) area.push(h("div", { class: "won" }, [sold, goals].filter(Boolean)));
  if (st.played.length) area.push(played(ctx, st.seat, `${name}'s played planning cards`));
  return h("section", { "aria-label": `${name}'s area`, class: "seat-area" }, area);
}

function myArea(ctx) {
  const pub = ctx.pub;
  const me = pub.seats[ctx.seat];
  const chosen = ctx.priv.chosen || me.chosen;
  const hand = pub.solo ? pub.hand || [] : ctx.priv.hand || [];
  const dot = h("span", { class: "dot", style: `background:${ctx.colour(ctx.seat)}` });
  const mine = [h("h3", { class: "area-head" }, [dot, `Your score: ${me.score} renown`])];
  if (hand.length || chosen) mine.push(h("h3", { text: `Your planning cards${chosen ? ` · today: ${chosen.time}` : ""}` }), handSvg(ctx));
  const { features, renown } = unsoldWorth(me);
  mine.push(h("h3", { text: me.paintings.length ? `Your paintings · ${me.paintings.length}, unsold worth ${renown} renown (${features} features ÷ 2)` : "Your paintings" }),
    paintings(ctx, ctx.seat, true));
  const sold = soldCards(ctx, ctx.seat);
  if (sold) mine.push(h("h3", { text: "Your commissions" }), sold);
  const goals = goalCards(ctx, ctx.seat);
  if (goals) mine.push(h("h3", { text: "Your daily goals" }), goals);
  if (pub.solo && pub.inspiration) {
    mine.push(h("p", { class: "inspiration" }, [`Inspiration: every commission showing ${look(ctx.catalog, pub.inspiration.feature).name.toLowerCase()} `, look(ctx.catalog, pub.inspiration.feature).symbol, " earns 1 more renown at the end."]));
  }
  if (me.played.length) mine.push(h("h3", { text: "Cards you have played" }), played(ctx, ctx.seat, "Your played planning cards"));
  return h("section", { "aria-label": "Your area", class: "seat-area mine" }, mine);
}

function saleLeft(pub) {
  if (!pub.sale || !pub.sale.commission) return 0;
  return pub.sale.commission.frames.length - pub.sale.landscapes.length;
}

export default {
  labels: { paintings: "Paintings", commissions: "Commissions", goals: "Goals", sets: "Sets" },
  legendIcon,
  render(ctx) {
    const pub = ctx.pub;
    const parts = [status(ctx), trekOrder(ctx)];
    parts.push(h("section", { "aria-label": "Wilderness", class: "wilderness" }, [h("h2", { text: "The Wilderness" }), ...wilderness(ctx)]));
    parts.push(h("section", { "aria-label": "Commissions" }, [h("h3", { text: "Commissions and the daily goal" }), commissions(ctx)]));
    if (ctx.seat !== null) parts.push(myArea(ctx));
    for (const st of pub.seats) if (st.seat !== ctx.seat) parts.push(otherArea(ctx, st));
    return h("div", { class: "sunset" }, parts.filter(Boolean));
  },
  prompt(ctx) {
    const types = new Set(ctx.candidates.map((m) => m.type));
    if (types.has("plan")) return ctx.picked.card ? "Now choose the order in which the other two cards go under your deck (the buttons)." : "Choose your planning card for today (secret): click it. Earlier times trek first.";
    if (types.has("hike")) return types.has("stay") ? "Hike: click a highlighted space in a straight line (the blue path shows what you could paint), or your own space to stay."
      : "Hike: click a highlighted space in a straight line (another artist shares your space, so you may not stay).";
    if (types.has("stay")) return "No straight line is open from your space, so you cannot hike: click your own space to stay put.";
    if (types.has("paint")) return `Paint: click a highlighted landscape (${ctx.pub.paint_left} left), or stop painting.`;
    if (types.has("frame")) {
      const left = saleLeft(ctx.pub);
      const framed = ctx.pub.sale.landscapes.length;
      const which = left === 1 ? (framed ? "one more of your highlighted paintings" : "one of your highlighted paintings") : `${left} of your highlighted paintings, one by one`;
      return `Frame paintings for the commission worth ${ctx.pub.sale.commission.renown}: click ${which}.`;
    }
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
  // The reveal names every artist's card, in trek order.
  describeEvent(ev, names, ctx) {
    if (ev.type !== "reveal") return null;
    const order = ev.order || Object.keys(ev.cards || {}).map(Number);
    const cards = order.map((seat) => `${names(seat)} ${ctx.catalog.name(ev.cards[String(seat)]).replace(/ planning card$/, "")}`);
    return `The planning cards are revealed; trek order: ${cards.join(", ")}.`;
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
