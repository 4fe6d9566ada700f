// Sunset Over Water: the 5x5 Wilderness of landscape cards, the artists, the commissions (with the
// face-up card on the deck) and the daily goal, the trek order, your planning cards, your paintings
// and commissions, and every other artist's. Drawing helpers are in sunset-art.js.
import { h, plainText, s, svgRoot } from "../core/dom.js";
import { listText, loadGameTexts, t } from "../core/i18n.js";
import { worthLabel, worthSvg, worthText } from "../core/worth.js";
import { featureBadge, frameArt, frameWords, legendIcon, look, paintingArt, planningArt, playedChip } from "./sunset-art.js";
import { newsPanel } from "./sunset-news.js";

await loadGameTexts("sunset");

const C = 96; // one Wilderness space

function xy(pos) { return pos.split(",").map(Number); }

// A landscape's name inside a sentence ("the landscape of coast"): its first letter in lower case.
function landscapeName(ctx, card) { const n = ctx.name(card.id); return n.charAt(0).toLowerCase() + n.slice(1); }

// A catalog name standing alone (a tooltip): the names are in lower case, to be read inside sentences.
function capital(text) { return text.charAt(0).toUpperCase() + text.slice(1); }

function renown(n) { return t("sunset.renown", { n }); }

// About the widest a letter of the labels is, per px of font size (Cyrillic included).
const CHAR_EM = 0.64;

// The words beside a renown seal, which shows the number: the plural text of n without its number
// ("renown"; "очко славы", "очка славы", "очков славы"), on two lines when one is too narrow.
function sealWords(n, x, width, { size = 12, y = 18 } = {}) {
  const CHAR = size * CHAR_EM;
  const words = renown(n).replace(String(n), "").replace(/\s+/g, " ").trim();
  const lines = wrap(words, Math.floor(width / CHAR), 2);
  const top = y + size * 0.35 - ((lines.length - 1) * (size + 1)) / 2;
  return lines.map((line, i) => s("text", { x, y: top + i * (size + 1), class: "label", "data-seal-words": "", style: `font-size:${size}px`, text: line }));
}

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
      s("text", { x: 4 + x * C + C - 13, y: 4 + y * C + C / 2 + 6, "text-anchor": "middle", class: "label", style: "font-size:16px;fill:#1a73e8;font-weight:700", text: "✎" }));
  }
  if (pts.length > 1) layer.append(s("polyline", { points: pts.join(" "), fill: "none", stroke: "#1a73e8", "stroke-width": 5, "stroke-linecap": "round", "stroke-dasharray": "1 9", opacity: 0.9 }));
  const [ex, ey] = pts[pts.length - 1].split(",").map(Number);
  layer.append(s("circle", { cx: ex, cy: ey, r: 9, fill: "none", stroke: "#1a73e8", "stroke-width": 3 }));
}

// The words under the Wilderness for one hike: what it is worth (the server's preview, its words
// say what it lets you paint and what it may lead to) and the landscapes by name.
function hikeNote(ctx, move, p) {
  const w = move ? ctx.worth(move) : null;
  if (!w) return previewText(ctx, p);
  const names = p ? paintableNames(ctx, p) : [];
  return t("sunset.preview.worth", { label: worthLabel(w), text: worthText(w) }) + (names.length ? " " + t("sunset.preview.names", { list: names.join("; ") }) : "");
}

function paintableNames(ctx, p) {
  const cells = new Map(ctx.pub.wilderness.map((c) => [c.pos, c]));
  return p.paintable.map((pos) => (cells.get(pos).card ? landscapeName(ctx, cells.get(pos).card) : t("sunset.preview.dealt")));
}

// A landscape to paint is labelled with what it makes at once (its features toward unsold renown),
// which tells the landscapes apart; the most the turn can reach after it is in its words.
function paintNow(w) {
  if (!w || !w.one) return w;
  return { ...w, points: w.one.points, low: undefined, ahead: false };
}

function previewText(ctx, p) {
  if (!p) return "";
  const cells = new Map(ctx.pub.wilderness.map((c) => [c.pos, c]));
  const names = p.paintable.map((pos) => (cells.get(pos).card ? landscapeName(ctx, cells.get(pos).card) : t("sunset.preview.dealt")));
  const where = p.type === "stay" ? t("sunset.preview.stay") : t("sunset.preview.hike", { n: p.distance, dir: ctx.name(p.dir, "dir") });
  return names.length ? t("sunset.preview.paint", { where, list: names.join("; ") }) : t("sunset.preview.nothing", { where });
}

// Latin and Cyrillic capitals that look alike count as one when marks are compared.
const LOOKALIKE = { "А": "A", "Б": "B", "В": "B", "Е": "E", "К": "K", "М": "M", "Н": "H", "О": "O", "Р": "P", "С": "C", "Т": "T", "Х": "X", "З": "3", "Ч": "4" };
function shape(mark) { return [...mark.toUpperCase()].map((ch) => LOOKALIKE[ch] || ch).join(""); }

// Each seat's mark on its artist and cards, one character where it can be: a name's number
// ("Bot 2" → 2), else its initial; when two would look alike, in either alphabet, two letters;
// else the seat's number. With the seat's colour it tells the artists apart.
function seatMarks(ctx) {
  const names = ctx.pub.seats.map((st) => plainText(ctx.names(st.seat) || "").replace(/\(.*?\)/g, "").trim() || "?");
  const number = (n) => (/(\d+)$/.exec(n) || [])[1];
  const tiers = [
    names.map((n) => number(n) || n.charAt(0).toUpperCase()),
    names.map((n) => number(n) || n.charAt(0).toUpperCase() + (n.charAt(1) || "").toLowerCase()),
    names.map((_, i) => String(i + 1)),
  ];
  return tiers.find((marks) => new Set(marks.map(shape)).size === marks.length);
}
function markOf(ctx, seat) { return seatMarks(ctx)[seat] || "?"; }

// An artist figure in the seat's colour with the seat's mark (unique among the seats) on it.
function artist(ctx, seat, { x, y, k }) {
  const c = ctx.colour(seat);
  const mark = markOf(ctx, seat);
  return s("g", { transform: `translate(${x},${y}) scale(${k})`, class: "artist", "data-artist": String(seat) }, [
    s("path", { d: "M-13,18 Q-13,-4 0,-4 Q13,-4 13,18 Z", fill: c, stroke: "#fff", "stroke-width": 2 }),
    s("circle", { cy: -13, r: 8, fill: c, stroke: "#fff", "stroke-width": 2 }),
    // the mark keeps its size on a smaller figure, so it stays readable
    s("text", { y: 13, "text-anchor": "middle", class: "label", style: `fill:#fff;font-size:${((mark.length > 1 ? 13 : 16) / k).toFixed(1)}px;font-weight:700`, text: mark }),
    s("title", { text: t("sunset.artist", { name: ctx.names(seat) }) }),
  ]);
}

// Where the artists on one space stand, each figure (28 wide and 41 tall at scale 1, with its
// outline) clear of the others and its mark inside its width: up to three side by side (three a
// little smaller), four smaller in two rows.
function artistSpots(n) {
  if (n <= 0) return [];
  if (n === 1) return [{ x: C / 2, y: C / 2 - 6, k: 1 }];
  if (n === 2) return [{ x: C / 2 - 16, y: C / 2 - 6, k: 1 }, { x: C / 2 + 16, y: C / 2 - 6, k: 1 }];
  if (n === 3) return [-27, 0, 27].map((dx) => ({ x: C / 2 + dx, y: C / 2 - 6, k: 0.8 }));
  return Array.from({ length: n }, (_, i) => ({ x: C / 2 + (i % 2 ? 16 : -16), y: i < 2 ? C / 2 - 25 : C / 2 + 4, k: 0.62 }));
}

function station(g) {
  g.append(s("rect", { x: 8, y: 8, width: C - 16, height: C - 16, rx: 4, fill: "#dfe8d0" }),
    s("path", { d: `M${C / 2 - 20},34 L${C / 2},16 L${C / 2 + 20},34 Z`, fill: "#8a5a3a" }),
    s("rect", { x: C / 2 - 15, y: 34, width: 30, height: 18, fill: "#c9a27a", stroke: "#6b4a2a" }),
    s("rect", { x: C / 2 - 4, y: 40, width: 8, height: 12, fill: "#6b4a2a" }),
    s("text", { x: C / 2, y: 69, "text-anchor": "middle", class: "label", style: "font-size:16px", text: t("sunset.station.line1") }),
    s("text", { x: C / 2, y: 86, "text-anchor": "middle", class: "label", style: "font-size:16px", text: t("sunset.station.line2") }));
}

function wilderness(ctx) {
  const pub = ctx.pub;
  const W = 5 * C + 8;
  const svg = svgRoot(W, W, t("sunset.wilderness"), { "data-board": "wilderness", style: "max-width:560px" });
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
  const show = (p, move) => { drawPreview(layer, p); note.textContent = p ? hikeNote(ctx, move, p) : defaultNote; };
  const badges = [];
  const path = new Set(pub.path || []);
  for (const cell of pub.wilderness) {
    const [x, y] = xy(cell.pos);
    const g = s("g", { transform: `translate(${4 + x * C},${4 + y * C})`, "data-cell": cell.pos });
    g.append(s("rect", { class: "hl hl-fill", x: 2, y: 2, width: C - 4, height: C - 4, rx: 6, fill: cell.card ? "#fffdf6" : "#efe9dc", stroke: path.has(cell.pos) ? "#1a73e8" : "#b5ab95", "stroke-width": path.has(cell.pos) ? 3 : 1 }));
    if (cell.card) {
      const art = paintingArt(ctx.catalog, cell.card.features, C - 16, C - 16, { badge: 12 });
      art.setAttribute("transform", "translate(8,8)");
      g.append(art, s("title", { text: capital(ctx.name(cell.card.id)) }));
    } else if (cell.station) {
      station(g);
      g.append(s("title", { text: t("sunset.station.title") }));
    } else {
      g.append(s("text", { x: C / 2, y: cell.artists.length ? C - 12 : C / 2 + 6, "text-anchor": "middle", class: "label", style: "fill:#857c68;font-size:16px", text: t("sunset.empty") }),
        s("title", { text: t("sunset.empty_title") }));
    }
    artistSpots(cell.artists.length).forEach((spot, k) => g.append(artist(ctx, cell.artists[k], spot)));
    const hike = hikes.get(cell.pos);
    let move = null;
    if (hike) {
      move = { type: "hike", dir: hike.dir, distance: hike.distance };
      const where = { n: hike.distance, dir: ctx.name(hike.dir, "dir") };
      ctx.target(g, move, cell.card ? t("sunset.target.hike_to", { ...where, landscape: landscapeName(ctx, cell.card) }) : t("sunset.target.hike", where));
    } else if (me && me.pos === cell.pos && ctx.candidates.some((m) => m.type === "stay")) {
      move = { type: "stay" };
      ctx.target(g, move, t("sunset.target.stay"));
    } else if (ctx.candidates.some((m) => m.type === "paint" && m.pos === cell.pos)) {
      ctx.target(g, { type: "paint", pos: cell.pos }, t("sunset.target.paint", { landscape: landscapeName(ctx, cell.card) }));
    }
    if (move) {
      const p = previewFor(ctx, move);
      g.addEventListener("mouseenter", () => show(p, move));
      g.addEventListener("focus", () => show(p, move));
      g.addEventListener("mouseleave", () => show(pending, pendingMove));
      g.addEventListener("blur", () => show(pending, pendingMove));
    }
    // What the hike, the stay or the landscape painted is worth, at the top of the space (the
    // landscape's feature badges along its foot and the artist stay in view).
    const target = move || (g.classList.contains("target") ? { type: "paint", pos: cell.pos } : null);
    if (target && g.classList.contains("target")) {
      const b = worthSvg(move ? ctx.worth(target) : paintNow(ctx.worth(target)), 4 + x * C + C / 2, 4 + y * C + 17, 16);
      if (b) badges.push(b);
    }
    svg.append(g);
  }
  svg.append(layer, ...badges);
  // A hike waiting for confirmation stays previewed, so a tap shows what it would let you paint.
  const picked = ctx.picked || {};
  const pendingMove = picked.type === "hike" || picked.type === "stay" ? picked : null;
  const pending = pendingMove ? previewFor(ctx, picked) : null;
  const choosing = ctx.candidates.some((m) => m.type === "hike" || m.type === "stay");
  const defaultNote = choosing ? t("sunset.preview.hint") : "";
  show(pending, pendingMove);
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

function paintingCount(n) { return t("sunset.paintings_n", { n }); }

// A commission card, CW wide: its renown, then one picture frame per painting it wants. Drawn
// at 1:1 on every screen (three fit in a row on a phone's 359 px), so its texts keep their size.
const CW = 108;
function commissionCard(ctx, c, { interactive = false, note = [], selling = false } = {}) {
  const sale = { type: "sell", commission: c.id };
  const worth = interactive && ctx.candidates.some((m) => m.type === "sell" && m.commission === c.id) ? ctx.worth(sale) : null;
  const H = 38 + c.frames.length * 34 + note.length * 14 + (selling ? 18 : 0) + (worth ? 24 : 0);
  const g = s("g", { transform: "translate(3,3)", "data-commission": c.id, class: selling ? "selling" : "" });
  g.append(s("rect", { class: "hl", width: CW, height: H, rx: 6, fill: selling ? "#eaf2ff" : "#fff", stroke: selling ? "#1a73e8" : "#8a7a5a", "stroke-width": selling ? 4 : 1 }),
    renownSeal(18, 18, c.renown), ...sealWords(c.renown, 36, CW - 40));
  c.frames.forEach((f, i) => {
    const fr = frameArt(ctx.catalog, f, CW - 12);
    fr.setAttribute("transform", `translate(6,${36 + i * 34})`);
    g.append(fr);
  });
  note.forEach((line, i) => g.append(s("text", { x: 6, y: 36 + c.frames.length * 34 + 12 + i * 14, class: "label", style: "font-size:12px", text: line })));
  if (selling) g.append(s("text", { x: CW / 2, y: H - 6, "text-anchor": "middle", class: "label", style: "font-size:12px;font-weight:700;fill:#1a4f9e", text: t("sunset.card.selling") }));
  if (worth) g.append(worthSvg(worth, CW / 2, H - 13, 13));
  const words = frameList(ctx, c);
  g.append(s("title", { text: t("sunset.commission.title", { renown: renown(c.renown), paintings: paintingCount(c.frames.length), frames: words }) }));
  if (interactive) ctx.target(g, sale, t("sunset.target.sell", { renown: renown(c.renown), frames: words }));
  return { g, H };
}

// The cards of a decision taken off the Wilderness (the hand while planning, the commissions to
// sell, the paintings to frame): on a phone the pinned bar shows them beside the prompt, so the
// page need not move between the Wilderness and them (core/actionbar.js).
function inTray(ctx, type) {
  return ctx.candidates.some((m) => m.type === type) ? { "data-tray": "" } : {};
}

function cardSvg(label, node, W, H, attrs = {}) {
  const svg = svgRoot(W + 6, H + 6, label, { style: `width:${W + 6}px`, ...attrs });
  svg.append(node);
  return svg;
}

function holderText(ctx, seat) {
  return seat === null || seat === undefined ? t("sunset.goal.nobody") : t("sunset.goal.held_by", { name: ctx.names(seat) });
}

// The solo rank, named by the catalog ("rank:<the engine's name>").
function rankName(ctx, rank) { return ctx.name(rank, "rank"); }

function goalCard(ctx, goal, { held = null, showHolder = true, W = CW, today = false } = {}) {
  const lines = wrap(ctx.name(goal.id), Math.floor((W - 12) / 7.2), 8);
  const holder = !showHolder ? [] : wrap(holderText(ctx, held), Math.floor((W - 12) / 7.4), 2);
  const H = 40 + lines.length * 14 + holder.length * 14 + 4;
  const g = s("g", { transform: "translate(3,3)", "data-goal": goal.id });
  g.append(s("rect", { width: W, height: H, rx: 6, fill: "#fff7df", stroke: "#c9a23a", "stroke-width": 2, "stroke-dasharray": today ? "5 3" : null }),
    renownSeal(18, 18, goal.renown), s("text", { x: 36, y: 23, class: "label", style: "font-size:12px;font-weight:700", text: today ? t("sunset.goal.holding") : t("sunset.goal.daily") }));
  lines.forEach((line, i) => g.append(s("text", { x: 6, y: 50 + i * 14, class: "label", style: "font-size:12px", text: line })));
  holder.forEach((line, i) => g.append(s("text", { x: 6, y: 50 + (lines.length + i) * 14 + 2, class: "label", style: "font-size:12px;font-weight:700", text: line })));
  return { g, H };
}

function commissions(ctx) {
  const pub = ctx.pub;
  const selling = pub.sale && pub.sale.commission ? pub.sale.commission.id : null;
  const cards = pub.commission_row.filter(Boolean).map((c) => {
    const { g, H } = commissionCard(ctx, c, { interactive: true, selling: c.id === selling });
    return cardSvg(t("sunset.commission.label", { renown: renown(c.renown) }), g, CW, H, { class: "board-svg commission-card", ...inTray(ctx, "sell") });
  });
  if (pub.commission_preview) {
    const c = pub.commission_preview;
    const { g, H } = commissionCard(ctx, c, { interactive: true, selling: c.id === selling, note: [t("sunset.commission.next"), t("sunset.commission.below", { n: pub.commission_deck })] });
    if (c.id !== selling) g.querySelector("rect").setAttribute("stroke-dasharray", "6 3");
    cards.push(cardSvg(t("sunset.commission.next_label"), g, CW, H, { "data-board": "commission-preview", class: "board-svg commission-card", ...inTray(ctx, "sell") }));
  }
  if (pub.goal) {
    const holder = pub.goal.holder !== null && pub.goal.holder !== undefined ? pub.goal.holder : null;
    const { g, H } = goalCard(ctx, pub.goal, { held: holder });
    g.append(s("title", { text: t("sunset.goal.title", { renown: renown(pub.goal.renown), goal: ctx.name(pub.goal.id), holder: holderText(ctx, holder) }) }));
    cards.push(cardSvg(t("sunset.goal.label"), g, CW, H, { "data-board": "goal" }));
  }
  return h("div", { class: "strip", "data-board": "commissions" }, cards);
}

function planningWords(ctx, card) {
  const dirs = card.directions.length === 8 ? t("sunset.plan.any_direction") : card.directions.map((d) => ctx.name(d, "dir")).join(", ");
  return t("sunset.plan.words", { time: card.time, move: card.move, dirs, paint: card.paint });
}

function handSvg(ctx) {
  let hand = ctx.pub.solo ? ctx.pub.hand || [] : ctx.priv.hand || [];
  const me = ctx.seat !== null ? ctx.pub.seats[ctx.seat] : null;
  const today = ctx.priv.chosen || (me && me.chosen);
  if (today && !ctx.pub.solo) hand = [today]; // the rest went under the deck: show today's card
  const picked = ctx.picked && ctx.picked.type === "plan" && ctx.picked.card ? ctx.picked.card : null;
  // Once today's card is picked, the order of the two others under the deck is chosen on them:
  // the card clicked next comes back to the hand first.
  const backFirst = (card) => {
    const other = hand.find((c) => c.id !== picked && c.id !== card.id);
    return other ? { type: "plan", card: picked, bottom: [card.id, other.id] } : null;
  };
  const ordering = picked && !lastPlanning(ctx.pub) ? hand.filter((card) => card.id !== picked) : [];
  const worths = hand.map((card) => (today ? null : ordering.includes(card) ? ctx.worth(backFirst(card)) : picked ? null : ctx.worth({ type: "plan", card: card.id })));
  const H = (picked ? 146 : 128) + (worths.some(Boolean) ? 22 : 0);
  const W = Math.max(1, hand.length) * 106 + 8;
  // The hand is the tray of the planning's two steps (on a phone), and on a wide screen it is
  // brought whole into view above the bar (worth badges included).
  const svg = svgRoot(W, H, t("sunset.hand"), { "data-board": "planning", style: `max-width:${W * 1.2}px;--w:${W}`,
    ...(wide() ? { "data-focus-anchor": "" } : {}), ...inTray(ctx, "plan") });
  hand.forEach((card, i) => {
    const chosen = picked === card.id;
    const g = s("g", { transform: `translate(${4 + i * 106},${picked ? 20 : 4})`, class: chosen ? "chosen" : picked ? "set-aside" : "", "data-plan-card": card.id });
    g.append(planningArt(card, { colour: ctx.colour(ctx.seat), mark: markOf(ctx, ctx.seat) }), s("title", { text: t("sunset.plan.title", { words: planningWords(ctx, card) }) }));
    if (chosen) {
      g.append(s("rect", { x: -3, y: -3, width: 102, height: 126, rx: 10, fill: "none", stroke: "#1a73e8", "stroke-width": 5 }),
        s("text", { x: 48, y: -6, "text-anchor": "middle", class: "label", style: "font-size:13px;font-weight:700;fill:#1a4f9e", text: t("sunset.plan.today") }));
    } else if (picked) {
      g.append(s("rect", { width: 96, height: 120, rx: 8, fill: "#fff", opacity: 0.45 }),
        s("text", { x: 48, y: -6, "text-anchor": "middle", class: "label", style: "font-size:13px;fill:#5a5040", text: t("sunset.plan.under") }));
    }
    const order = ordering.includes(card) ? backFirst(card) : null;
    if (order) {
      ctx.target(g, order, describePlan(order, ctx));
    } else {
      // On the last day the order under the deck cannot matter (those cards are never drawn
      // again): the card's first listed move is taken whole, so no order is asked.
      // The card's other orders are covered by the same target, so they are not offered as buttons.
      const partial = { type: "plan", card: card.id };
      const whole = lastPlanning(ctx.pub) ? (ctx.candidates || []).find((m) => m.type === "plan" && m.card === card.id) : null;
      ctx.target(g, whole || partial, t("sunset.target.plan", { time: card.time, words: planningWords(ctx, card) }), { covers: whole ? partial : null });
    }
    svg.append(g);
    if (worths[i]) svg.append(worthSvg(worths[i], 4 + i * 106 + 48, (picked ? 20 : 4) + 120 + 12, 13));
  });
  return svg;
}

// Played planning cards as small chips in the seat's colour (the arrows are in the tooltip).
function played(ctx, seat, label) {
  const cards = ctx.pub.seats[seat].played;
  return h("div", { class: "strip played-row", "data-board": "played", "aria-label": label }, cards.map((card) => {
    const svg = svgRoot(70, 46, t("sunset.played.label", { time: card.time }), { style: "width:70px" });
    const g = s("g", { transform: "translate(1,1)" });
    g.append(playedChip(card, ctx.colour(seat)), s("title", { text: t("sunset.played.title", { words: planningWords(ctx, card) }) }));
    svg.append(g);
    return svg;
  }));
}

const PW = 80, PH = 62; // one painting: four fit in a row on a phone

function paintingSvg(ctx, p, { interactive, framed }) {
  const svg = svgRoot(PW + 4, PH + 4, t("sunset.painting", { name: ctx.name(p.id) }), { style: `width:${PW + 4}px`, class: "board-svg painting-card" });
  const g = s("g", { transform: "translate(2,2)", "data-painting": interactive ? p.id : null });
  g.append(s("rect", { class: "hl", x: -1, y: -1, width: PW + 2, height: PH + 2, rx: 5, fill: framed ? "#1a73e8" : "#d8ccb0" }));
  g.append(paintingArt(ctx.catalog, p.features, PW, PH, { badge: 10 }));
  // The badge stands clear of the painting's edges (centred at the top), in either language.
  if (framed) g.append(s("rect", { x: (PW - 56) / 2, y: 4, width: 56, height: 17, rx: 3, fill: "#1a73e8", "data-framed": "" }),
    s("text", { x: PW / 2, y: 17, "text-anchor": "middle", class: "label", style: "fill:#fff;font-size:12px;font-weight:700", text: t("sunset.framed") }));
  g.append(s("title", { text: t("sunset.painting", { name: ctx.name(p.id) }) }));
  const frame = { type: "frame", landscape: p.id };
  // The only painting that fits is also the bar's main button: one tap frames it (the prompt says so).
  if (interactive) ctx.target(g, frame, t("sunset.target.frame", { features: featureList(ctx, p) }), { button: soleFrame(ctx) === p.id });
  svg.append(g);
  if (interactive && g.classList.contains("target")) {
    const b = worthSvg(ctx.worth(frame), 2 + PW - 20, 2 + 12, 12);
    if (b) svg.append(b);
  }
  return svg;
}

function featureList(ctx, p) { return listText(p.features.map((f) => look(ctx.catalog, f).name.toLowerCase())); }

// The landscape of the only painting that fits the frame now, when exactly one does.
function soleFrame(ctx) {
  const frames = ctx.candidates.filter((m) => m.type === "frame");
  return frames.length === 1 ? frames[0].landscape : null;
}

function myPainting(ctx, id) {
  return ctx.seat === null ? null : ctx.pub.seats[ctx.seat].paintings.find((p) => p.id === id) || null;
}

function paintings(ctx, seat, interactive) {
  const list = ctx.pub.seats[seat].paintings;
  const framed = new Set((ctx.pub.sale && ctx.pub.sale.landscapes) || []);
  const items = list.length ? list.map((p) => paintingSvg(ctx, p, { interactive, framed: framed.has(p.id) }))
    : [h("p", { class: "none", text: t("sunset.no_paintings") })];
  return h("div", { class: "strip paintings-row", "data-board": "paintings", "aria-label": t("sunset.paintings_of", { name: ctx.names(seat) }),
    ...(interactive ? inTray(ctx, "frame") : {}) }, items);
}

// The renown of the commissions sold: what is scored during play (and what the score chart
// counts until its end step).
function soldRenown(st) { return st.commissions.reduce((n, c) => n + c.renown, 0); }

// A seat's score: the view's `score` is its total if the game ended now (the engine's standing,
// the same number as the players panel), said with what the commissions sold make of it:
// "15 renown if the game ended now (12 from commissions sold)". Once the game is over it is the
// final score, said alone.
function scoreWords(ctx, st) {
  const sold = soldRenown(st);
  if (ctx.pub.phase === "over" || st.score === sold) return renown(st.score);
  return sold ? t("sunset.score.with_end", { renown: renown(st.score), sold }) : t("sunset.score.if_ended", { renown: renown(st.score) });
}

function unsoldWorth(st) {
  const features = st.paintings.reduce((n, p) => n + p.features.length, 0);
  return { features, renown: Math.floor(features / 2) };
}

// What the paintings show, feature by feature, as badges with counts (read at a glance on a phone).
function tally(ctx, st) {
  const counts = new Map();
  for (const p of st.paintings) for (const f of p.features) counts.set(f, (counts.get(f) || 0) + 1);
  const { features, renown: worth } = unsoldWorth(st);
  const items = [...counts.entries()].map(([f, n]) => {
    const l = look(ctx.catalog, f);
    const badge = h("span", { class: "feature", text: l.symbol, title: l.name });
    badge.style.background = l.colour;
    return h("span", { class: "tally-item", "aria-label": t("sunset.tally.item", { name: l.name, n }) }, [badge, `×${n}`]);
  });
  return h("p", { class: "tally", "data-board": "tally" }, [
    h("span", { text: t("sunset.tally.summary", { paintings: paintingCount(st.paintings.length), features: t("sunset.features_n", { n: features }), renown: renown(worth) }) }),
    ...items,
  ]);
}

// A commission as a small card: its renown seal, a word beside it and its frames, W wide (four
// fit in a row on a phone).
function smallWidth(words) {
  return Math.max(80, Math.ceil(33 + Math.max(0, ...words.map((w) => w.length)) * 12 * CHAR_EM));
}

function smallCommission(ctx, c, { W, word, label, title, dashed = false }) {
  const H = 30 + c.frames.length * 24;
  const svg = svgRoot(W + 4, H + 4, label, { style: `width:${W + 4}px` });
  const g = s("g", { transform: "translate(2,2)", "data-small-commission": c.id });
  g.append(s("rect", { width: W, height: H, rx: 5, fill: "#fff", stroke: "#8a7a5a", "stroke-dasharray": dashed ? "5 3" : null }),
    renownSeal(14, 14, c.renown, 11));
  if (word) g.append(s("text", { x: 29, y: 18, class: "label", style: "font-size:12px", text: word }));
  c.frames.forEach((f, i) => {
    const fr = frameArt(ctx.catalog, f, W - 8, { h: 22, r: 8 });
    fr.setAttribute("transform", `translate(4,${28 + i * 24})`);
    g.append(fr);
  });
  g.append(s("title", { text: title }));
  svg.append(g);
  return svg;
}

// Sold commissions as small cards: the renown and the frames they took.
function soldCards(ctx, seat) {
  const list = ctx.pub.seats[seat].commissions;
  if (!list.length) return null;
  const word = t("sunset.sold.word");
  const W = smallWidth([word]);
  return h("div", { class: "strip", "data-board": "sold", "aria-label": t("sunset.commissions_of", { name: ctx.names(seat) }) }, list.map((c) =>
    smallCommission(ctx, c, { W, word, label: t("sunset.sold.label", { renown: renown(c.renown) }),
      title: t("sunset.sold.title", { renown: renown(c.renown), frames: frameList(ctx, c) }) })));
}

// While the planning card is chosen on a phone, what it is chosen for comes with the hand into
// the pinned bar (the commission row lies under it otherwise): the commissions as small cards,
// the one face up on the deck dashed, and the daily goal in words. Only the bar shows it.
function planTray(ctx) {
  const pub = ctx.pub;
  if (!ctx.candidates.some((m) => m.type === "plan") || (ctx.picked && ctx.picked.card)) return null;
  const row = pub.commission_row.filter(Boolean);
  const deck = pub.commission_preview;
  if (!row.length && !deck && !pub.goal) return null;
  const next = t("sunset.tray.deck");
  const W = smallWidth(deck ? [next] : []);
  const card = (c, onDeck) => smallCommission(ctx, c, { W, word: onDeck ? next : "", dashed: onDeck,
    label: onDeck ? t("sunset.commission.next_label") : t("sunset.commission.label", { renown: renown(c.renown) }),
    title: t("sunset.commission.title", { renown: renown(c.renown), paintings: paintingCount(c.frames.length), frames: frameList(ctx, c) }) });
  const cards = [...row.map((c) => card(c, false)), ...(deck ? [card(deck, true)] : [])];
  const parts = [h("p", { class: "plan-tray-head", text: t("sunset.tray.commissions") }), cards.length ? h("div", { class: "strip" }, cards) : null];
  if (pub.goal) parts.push(h("p", { class: "plan-tray-goal", "data-board": "tray-goal", text: t("sunset.tray.goal", { goal: ctx.name(pub.goal.id), renown: renown(pub.goal.renown) }) }));
  return h("div", { class: "plan-tray", "data-board": "tray-commissions", "data-tray": "", "data-fit-ignore": "" }, parts.filter(Boolean));
}

// Daily goals this seat has won, and today's while it holds it (it may still be taken away).
function goalCards(ctx, seat) {
  const st = ctx.pub.seats[seat];
  const cards = (st.goals || []).map((goal) => ({ goal, today: false }));
  const g0 = ctx.pub.goal;
  if (g0 && g0.holder === seat) cards.push({ goal: g0, today: true });
  if (!cards.length) return null;
  return h("div", { class: "strip", "data-board": "goals", "aria-label": t("sunset.goals_of", { name: ctx.names(seat) }) }, cards.map(({ goal, today }) => {
    const { g, H } = goalCard(ctx, goal, { showHolder: false, today });
    const words = { goal: ctx.name(goal.id), renown: renown(goal.renown) };
    g.append(s("title", { text: today ? t("sunset.goal.held_title", words) : t("sunset.goal.won_title", words) }));
    return cardSvg(today ? t("sunset.goal.held_label") : t("sunset.goal.won_label"), g, CW, H);
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
      `${now ? "▶ " : done ? "✓ " : ""}${ctx.names(seat)}${time ? ` · ${time}` : ""}${now ? ` ${t("sunset.trek.now")}` : ""}`,
    ]);
  });
  return h("div", { class: "trek-order", "data-board": "trek-order" }, [h("strong", { text: t("sunset.trek.order") }), h("ol", {}, items)]);
}

// Why the game ended, from the view's end code and the catalog's words for the game_end event.
function endText(ctx) {
  const code = ctx.pub.end_code;
  return code ? ctx.catalog.eventText({ type: "game_end", code, days: ctx.pub.days }, ctx.names) : null;
}

function status(ctx) {
  const pub = ctx.pub;
  let now = "";
  if (pub.phase === "planning") now = pub.solo ? t("sunset.status.planning_solo") : t("sunset.status.planning");
  else if (pub.phase === "trek") {
    // i18n-keys: sunset.status.step.*
    if (["hike", "paint", "sell", "frame"].includes(pub.step)) now = t(`sunset.status.step.${pub.step}`, { name: ctx.names(pub.current), n: pub.paint_left });
  } else if (pub.phase === "over") now = endText(ctx) || t("sunset.status.over");
  const day = t("sunset.status.day", { day: pub.day, days: pub.days });
  const solo = pub.solo ? `${t("sunset.status.wanderlust")} · ` : "";
  return h("p", { class: "status-line", text: `${solo}${day} · ${now}${pub.solo ? ` · ${t("sunset.status.rank", { rank: rankName(ctx, pub.rank) })}` : ""}` });
}

// Other artists' paintings fold on a phone (the tally above them says what they show); the
// open/closed choice survives redraws.
const openAreas = new Map();
function wide() { return !(window.matchMedia && window.matchMedia("(max-width: 820px)").matches); }

function otherArea(ctx, st) {
  const pub = ctx.pub;
  const name = ctx.names(st.seat);
  const state = pub.phase === "planning" ? (st.planned ? t("sunset.other.planned") : t("sunset.other.planning")) : st.chosen ? t("sunset.other.today", { time: st.chosen.time }) : "";
  const dot = h("span", { class: "dot", style: `background:${ctx.colour(st.seat)}` });
  const area = [h("h3", {}, [dot, `${t("sunset.other.head", { name, renown: scoreWords(ctx, st) })}${state ? " · " + state : ""}`]),
    h("p", { class: "score-note", "data-board": "mark", text: t("sunset.other.mark", { name, mark: markOf(ctx, st.seat) }) })];
  if (st.paintings.length) {
    area.push(tally(ctx, st));
    const open = openAreas.has(st.seat) ? openAreas.get(st.seat) : wide();
    const box = h("details", { class: "paintings-fold", "data-seat": String(st.seat) }, [
      h("summary", { text: t("sunset.other.paintings", { name, n: st.paintings.length }) }), paintings(ctx, st.seat, false)]);
    box.open = open;
    box.addEventListener("toggle", () => openAreas.set(st.seat, box.open));
    area.push(box);
  } else {
    area.push(h("p", { class: "none", text: t("sunset.no_paintings") }));
  }
  const goals = goalCards(ctx, st.seat);
  const sold = soldCards(ctx, st.seat);
  if (sold || goals) area.push(h("div", { class: "won" }, [sold, goals].filter(Boolean)));
  if (st.played.length) area.push(played(ctx, st.seat, t("sunset.played.of", { name })));
  return h("section", { "aria-label": t("sunset.other.area", { name }), class: "seat-area" }, area);
}

function myArea(ctx) {
  const pub = ctx.pub;
  const me = pub.seats[ctx.seat];
  const chosen = ctx.priv.chosen || me.chosen;
  const hand = pub.solo ? pub.hand || [] : ctx.priv.hand || [];
  const dot = h("span", { class: "dot", style: `background:${ctx.colour(ctx.seat)}` });
  const mine = [h("h3", { class: "area-head" }, [dot, t("sunset.mine.score", { renown: scoreWords(ctx, me) })]),
    h("p", { class: "score-note", "data-board": "mark", text: t("sunset.mine.mark", { mark: markOf(ctx, ctx.seat) }) })];
  if (hand.length || chosen) mine.push(h("h3", { class: "hand-head", text: chosen ? t("sunset.mine.hand_today", { time: chosen.time }) : t("sunset.hand") }), handSvg(ctx));
  const forPlan = planTray(ctx);
  if (forPlan) mine.push(forPlan);
  const { features, renown: worth } = unsoldWorth(me);
  mine.push(h("h3", { text: me.paintings.length ? t("sunset.mine.paintings_worth", { n: me.paintings.length, renown: renown(worth), features: t("sunset.features_n", { n: features }) }) : t("sunset.mine.paintings") }),
    paintings(ctx, ctx.seat, true));
  // What the header's "+N if the game ended now" counts, below the hand so it never pushes it down.
  if (pub.phase !== "over" && me.score !== soldRenown(me)) mine.push(h("p", { class: "score-note", "data-board": "score-note", text: t("sunset.score.note") }));
  const sold = soldCards(ctx, ctx.seat);
  if (sold) mine.push(h("h3", { text: t("sunset.mine.commissions") }), sold);
  const goals = goalCards(ctx, ctx.seat);
  if (goals) mine.push(h("h3", { text: t("sunset.mine.goals") }), goals);
  if (pub.solo && pub.inspiration) {
    const l = look(ctx.catalog, pub.inspiration.feature);
    mine.push(h("p", { class: "inspiration", text: t("sunset.mine.inspiration", { feature: l.name.toLowerCase(), symbol: l.symbol }) }));
  }
  if (me.played.length) mine.push(h("h3", { text: t("sunset.mine.played") }), played(ctx, ctx.seat, t("sunset.mine.played_label")));
  // Today's card alone (the rest went under the deck) stands beside the lines above it on a wide
  // screen (see panorama.css).
  return h("section", { "aria-label": t("sunset.mine.area"), class: `seat-area mine${chosen && !pub.solo ? " today-only" : ""}` }, mine);
}

// While a pick is being sent (the shell offers no targets until the answer comes), the targets of
// the step stay outlined, not clickable, so they do not vanish and come back after every pick.
let offered = { step: null, keys: new Set() };
function stepKey(ctx) { return `${ctx.pub.day}|${ctx.pub.current}|${ctx.pub.step}|${ctx.pub.phase}`; }
const KEYED = ["data-cell", "data-plan-card", "data-painting", "data-commission"];
function targetKey(el) { const a = KEYED.find((k) => el.hasAttribute(k)); return a ? `${a}=${el.getAttribute(a)}` : null; }
function holdTargets(ctx, root) {
  if (ctx.candidates.length) {
    offered = { step: stepKey(ctx), keys: new Set([...root.querySelectorAll("[data-target=board], .picked")].map(targetKey)) };
    return;
  }
  if (!ctx.myTurn || offered.step !== stepKey(ctx)) return;
  for (const g of root.querySelectorAll(KEYED.map((k) => `[${k}]`).join(","))) {
    if (offered.keys.has(targetKey(g))) g.classList.add("target-wait");
  }
}

// A planning card's wake-up time inside its catalog name ("9:00 planning card").
const PLANNING_TIME = /\d{1,2}:\d{2}/;

function saleLeft(pub) {
  if (!pub.sale || !pub.sale.commission) return 0;
  return pub.sale.commission.frames.length - pub.sale.landscapes.length;
}

// The planning choice survives a reload: the card picked (and the order of the two others, once
// chosen) is kept in sessionStorage for this room, seat and day, and picked again after a reload
// through the same targets and buttons a player uses.
const restored = new Set();
function planKey(ctx) { return `sunset-plan:${location.pathname}:${ctx.seat}:${ctx.pub.day}`; }
function readPlan(key) {
  try { return JSON.parse(sessionStorage.getItem(key) || "null"); } catch (err) { return null; }
}
function writePlan(key, plan) {
  try { if (plan) sessionStorage.setItem(key, JSON.stringify(plan)); else sessionStorage.removeItem(key); } catch (err) { /* storage off: nothing kept */ }
}

function keepPlan(ctx, hand) {
  if (ctx.seat === null || ctx.pub.solo || ctx.pub.phase !== "planning") return;
  const key = planKey(ctx);
  if (ctx.priv.chosen) { writePlan(key, null); return; }
  if (!ctx.candidates.some((m) => m.type === "plan")) return;
  const picked = ctx.picked || {};
  if (picked.type === "plan" && picked.card) {
    writePlan(key, { card: picked.card, bottom: picked.bottom || null });
    restored.add(key);
    return;
  }
  const saved = readPlan(key);
  if (restored.has(key)) { writePlan(key, null); return; } // cancelled since: start afresh
  restored.add(key);
  if (!saved || !ctx.candidates.some((m) => m.card === saved.card)) return;
  const el = hand.querySelector(`[data-plan-card="${CSS.escape(saved.card)}"]`);
  if (!el) return;
  setTimeout(() => {
    if (!el.isConnected) return;
    el.dispatchEvent(new MouseEvent("click", { bubbles: true }));
    if (!saved.bottom) return;
    // The order under the deck: a click on the card that comes back first.
    setTimeout(() => {
      const first = document.querySelector(`[data-board=planning] [data-plan-card="${CSS.escape(saved.bottom[0])}"][data-target]`);
      if (first) first.dispatchEvent(new MouseEvent("click", { bubbles: true }));
    }, 0);
  }, 0);
}

// On the last day the two other cards are never drawn again: the board puts them back as drawn
// and asks no order.
function lastPlanning(pub) { return !pub.solo && pub.day >= pub.days; }

// The order under the deck, by wake-up times, saying which card comes back first.
function describePlan(m, ctx) {
  if (!m.bottom || m.bottom.length !== 2) return t("sunset.move.plan");
  const time = (id) => { const card = (ctx.priv.hand || []).find((c) => c.id === id); return card ? card.time : (PLANNING_TIME.exec(ctx.name(id)) || [ctx.name(id)])[0]; };
  return t("sunset.move.bottom", { first: time(m.bottom[0]), second: time(m.bottom[1]) });
}

export default {
  tellsNews: true, // its own "Since your last move" panel (sunset-news.js) says what changed
  // i18n-keys: sunset.labels.*
  labels: Object.fromEntries(["paintings", "commissions", "goals", "sets"].map((k) => [k, t(`sunset.labels.${k}`)])),
  legendIcon,
  render(ctx) {
    const pub = ctx.pub;
    // The day's line and the trek order share a row on a wide screen, to leave the height to the board.
    const parts = [h("div", { class: "sunset-head" }, [status(ctx), trekOrder(ctx)].filter(Boolean))];
    // On a phone the Wilderness is fitted to the band the pinned bar leaves, with the zoom's
    // buttons (core/zoom.js), so a hike or a painting is chosen with the whole of it in sight.
    const [map, note] = wilderness(ctx);
    const board = h("section", { "aria-label": t("sunset.wilderness"), class: "wilderness" }, [h("h2", { text: t("sunset.wilderness") }),
      wide() ? map : h("div", { class: "scroll-x" }, map), note]);
    // What happened since your last move comes first: above the Wilderness on a phone, at the top
    // of the column beside it on a wide screen (see panorama.css).
    const side = [newsPanel(ctx), h("section", { "aria-label": t("sunset.commissions"), class: "commissions-area" }, [h("h3", { text: t("sunset.commissions_goal") }), commissions(ctx)])];
    if (ctx.seat !== null) side.push(myArea(ctx));
    // On a wide screen the Wilderness and your cards stand side by side (see panorama.css).
    parts.push(h("div", { class: "sunset-top" }, [board, h("div", { class: "sunset-side" }, side.filter(Boolean))]));
    for (const st of pub.seats) if (st.seat !== ctx.seat) parts.push(otherArea(ctx, st));
    const root = h("div", { class: "sunset" }, parts.filter(Boolean));
    const hand = root.querySelector("[data-board=planning]");
    if (hand) keepPlan(ctx, hand);
    holdTargets(ctx, root);
    return root;
  },
  prompt(ctx) {
    const types = new Set(ctx.candidates.map((m) => m.type));
    if (types.has("plan")) {
      if (ctx.pub.solo) return t("sunset.prompt.plan_solo");
      return ctx.picked.card ? t("sunset.prompt.plan_order") : lastPlanning(ctx.pub) ? t("sunset.prompt.plan_last") : t("sunset.prompt.plan");
    }
    if (types.has("hike")) return types.has("stay") ? t("sunset.prompt.hike") : t("sunset.prompt.hike_no_stay");
    if (types.has("stay")) return t("sunset.prompt.stay_only");
    if (types.has("paint")) return t("sunset.prompt.paint", { n: ctx.pub.paint_left });
    if (types.has("frame")) {
      const sole = myPainting(ctx, soleFrame(ctx));
      if (sole) return t("sunset.prompt.frame_only", { renown: renown(ctx.pub.sale.commission.renown), features: featureList(ctx, sole) });
      const left = saleLeft(ctx.pub);
      const framed = ctx.pub.sale.landscapes.length;
      const which = left === 1 ? (framed ? t("sunset.prompt.frame_one_more") : t("sunset.prompt.frame_one")) : t("sunset.prompt.frame_many", { n: left });
      return t("sunset.prompt.frame", { renown: renown(ctx.pub.sale.commission.renown), which });
    }
    if (types.has("sell")) return t("sunset.prompt.sell");
    return t("sunset.prompt.move");
  },
  confirm(m, ctx) {
    if (m.type === "hike" || m.type === "stay") return t("sunset.confirm.hike", { preview: previewText(ctx, previewFor(ctx, m)) });
    // Choosing the order under the deck is the second and last step of planning (the prompt says
    // it is final); only the last day, which asks no order, confirms the card.
    if (m.type !== "plan" || ctx.pub.solo || !lastPlanning(ctx.pub)) return null;
    const card = (ctx.priv.hand || []).find((c) => c.id === m.card);
    return t("sunset.confirm.plan_last", { time: card ? card.time : "" });
  },
  describeMove(m, ctx) {
    switch (m.type) {
      case "plan": return describePlan(m, ctx);
      case "stop_painting": return t("sunset.move.stop_painting");
      case "end_turn": return t("sunset.move.end_turn");
      case "cancel_sale": return t("sunset.move.cancel_sale");
      case "stay": return t("sunset.move.stay");
      case "frame": {
        const p = myPainting(ctx, m.landscape);
        return p ? t("sunset.target.frame", { features: featureList(ctx, p) }) : null;
      }
      default: return null;
    }
  },
  // The reveal names every artist's card, in trek order (the end is worded by the catalog from
  // the game_end event's code).
  describeEvent(ev, names, ctx) {
    if (ev.type !== "reveal") return null;
    const order = ev.order || Object.keys(ev.cards || {}).map(Number);
    const cards = order.map((seat) => `${names(seat)} ${(PLANNING_TIME.exec(ctx.catalog.name(ev.cards[String(seat)])) || [""])[0]}`);
    return t("sunset.reveal", { cards: cards.join(", ") });
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
    return ctx.pub.solo ? t("sunset.headline", { renown: renown(outcome.scores[0]), rank: rankName(ctx, ctx.pub.rank) }) : null;
  },
  chartNote() { return t("sunset.score.chart_note"); },
  simultaneous(pub) { return pub.phase === "planning"; },
  score(ctx, seat) { return ctx.pub.seats[seat].score; },
};
