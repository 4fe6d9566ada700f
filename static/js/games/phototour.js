// Phototour: the map of Russia with its railways and highways, the sight cards, equipment tokens
// and travel dice on offer, your hand and travel diary, and every other traveller.
import { api } from "../core/api.js";
import { plural } from "../core/catalog.js";
import { h, s, svgRoot } from "../core/dom.js";
import { codedDetails } from "../core/scorelines.js";
import { addZoom } from "../core/zoom.js";
import { MAP_H, MAP_W, airportBadge, countryOutline, dieFace, highway, legendIcon, look, pawn, project, railway, textLines, tokenArt, townMarker, wrap } from "./phototour-art.js";

const num = (id) => Number(String(id).split(":")[1]);
let CONTENT = null;
// A phone gets boards laid out for its narrow screen (offer and hand in two columns, diaries in three).
const narrow = () => !!(window.matchMedia && window.matchMedia("(max-width: 820px)").matches);
const strategic = (ctx) => ctx.pub.mode === "strategic";

function content(ctx) {
  if (ctx.pub.content && typeof ctx.pub.content === "object") return ctx.pub.content;
  return CONTENT;
}

// Projected positions, then nudged apart so that no two towns are closer than a finger's width.
let LAYOUT = null;
function layout(c) {
  if (LAYOUT && LAYOUT.c === c) return LAYOUT.pos;
  const pos = {};
  for (const [n, loc] of Object.entries(c.locations)) pos[n] = project(loc.lon, loc.lat);
  const keys = Object.keys(pos), MIN = 30;
  for (let it = 0; it < 120; it++) {
    let moved = false;
    for (let i = 0; i < keys.length; i++) {
      for (let j = i + 1; j < keys.length; j++) {
        const a = pos[keys[i]], b = pos[keys[j]];
        let dx = b[0] - a[0], dy = b[1] - a[1];
        let d = Math.hypot(dx, dy);
        if (d >= MIN) continue;
        if (d < 0.01) { dx = 1; dy = 0; d = 1; }
        const push = (MIN - d) / 2 / d;
        a[0] -= dx * push; a[1] -= dy * push; b[0] += dx * push; b[1] += dy * push;
        moved = true;
      }
    }
    if (!moved) break;
  }
  for (const p of Object.values(pos)) { p[0] = Math.min(MAP_W - 20, Math.max(20, p[0])); p[1] = Math.min(MAP_H - 20, Math.max(34, p[1])); }
  LAYOUT = { c, pos };
  return pos;
}

const regionLook = (ctx, region) => look(ctx.catalog, `region:${region}`);
const tokenLook = (ctx, kind) => look(ctx.catalog, kind);

// A sight card: the town and region in the header, the sight, its kind (house or peak) and points,
// the equipment spaces it takes drawn large (they decide what to rent), and in Strategic mode its
// bonus in words.
const cardHeight = (ctx) => (strategic(ctx) ? 150 : 112);

function sightCard(ctx, c, id, x, y, w = 150, hh = cardHeight(ctx)) {
  const n = num(id);
  const sg = c.sights[String(n)] || { title: id, spaces: [], points: 0, type: "?" };
  const loc = c.locations[String(n)] || {};
  const reg = regionLook(ctx, loc.region);
  const g = s("g", { transform: `translate(${x},${y})`, "data-card": id, class: "sight-card" });
  g.append(s("rect", { class: "hl", width: w, height: hh, rx: 6, fill: "#fffdf7", stroke: reg.colour, "stroke-width": 3 }),
    s("rect", { width: w, height: 20, rx: 6, fill: reg.colour }),
    s("text", { x: 6, y: 14.5, class: "label", style: "fill:#fff;font-weight:700", text: `${loc.town || ""}`.slice(0, 21) }),
    s("g", { transform: `translate(${w - 13},${34}) scale(0.8)` }, [townMarker(sg.type, "#555")]),
    ...textLines(wrap(sg.title, 19, 2), 6, 36, 13, { class: "label", style: "font-weight:600" }),
    s("text", { x: 6, y: 66, class: "label", text: `${look(ctx.catalog, sg.type).name} · ${plural(sg.points, "point")}` }));
  sg.spaces.forEach((sp, i) => {
    const t = tokenArt(sp, tokenLook(ctx, sp).colour, 13);
    t.setAttribute("transform", `translate(${19 + i * 31},90)`);
    t.append(s("title", { text: `needs ${tokenLook(ctx, sp).name}` }));
    g.append(t);
  });
  const bonus = strategic(ctx) && sg.bonus_text;
  if (bonus) g.append(...textLines(wrap(sg.bonus_text, 25, 3), 5, 118, 11, { class: "label small", style: "fill:#5a3d00" }));
  g.append(s("title", { text: `${sg.title} (${loc.town}, ${reg.name}, ${look(ctx.catalog, sg.type).name}, ${plural(sg.points, "point")}; needs ${sg.spaces.map((sp) => tokenLook(ctx, sp).name).join(", ") || "nothing"})${bonus ? ". " + sg.bonus_text : ""}` }));
  return g;
}

// The towns that matter now: where the pawns stand, where this turn's trip can go, and the towns
// of the sights in your hand (or dealt to you). They get the larger labels.
function keyTowns(ctx, goes) {
  const keys = new Set(goes);
  for (const st of ctx.pub.seats) if (st.pawn !== null && st.pawn !== undefined) keys.add(String(st.pawn));
  for (const id of (ctx.pub.phase === "start" ? ctx.priv.dealt : ctx.priv.hand) || []) keys.add(String(num(id)));
  return keys;
}

// Where each town's name goes: below, above, right or left of its marker, whichever overlaps the
// fewest names already placed, markers and airport badges (placed greedily from west to east).
let PLACES = null;
function labelPlaces(c, pos) {
  if (PLACES && PLACES.pos === pos) return PLACES.at;
  const F = 11, boxes = [], at = {};
  const markers = Object.entries(pos).map(([n, [x, y]]) => [x - 9, y - (c.airports.includes(Number(n)) ? 14 : 9), x + (c.airports.includes(Number(n)) ? 16 : 9), y + 8]);
  const overlap = (a, b) => Math.max(0, Math.min(a[2], b[2]) - Math.max(a[0], b[0])) * Math.max(0, Math.min(a[3], b[3]) - Math.max(a[1], b[1]));
  const order = Object.keys(pos).sort((a, b) => pos[a][0] - pos[b][0]);
  for (const n of order) {
    const [x, y] = pos[n];
    const w = String(c.locations[n].town).length * F * 0.56;
    const options = {
      below: [x - w / 2, y + 9, x + w / 2, y + 9 + F], above: [x - w / 2, y - 11 - F, x + w / 2, y - 11],
      right: [x + 11, y - F / 2, x + 11 + w, y + F / 2], left: [x - 11 - w, y - F / 2, x - 11, y + F / 2],
    };
    let best = null, bestCost = Infinity;
    for (const [where, box] of Object.entries(options)) {
      const cost = boxes.reduce((t, b) => t + overlap(box, b), 0) * 2 + markers.reduce((t, b) => t + overlap(box, b), 0)
        + (box[0] < 0 || box[2] > MAP_W ? 500 : 0) + (where === "below" ? 0 : 8);
      if (cost < bestCost) { bestCost = cost; best = where; }
    }
    at[n] = best;
    boxes.push(options[best]);
  }
  PLACES = { pos, at };
  return at;
}

function nameAttrs(where, key) {
  const d = key ? 2 : 0;
  return {
    below: { x: 0, y: 17 + d, "text-anchor": "middle" }, above: { x: 0, y: -11 - d / 2, "text-anchor": "middle" },
    right: { x: 11, y: 4, "text-anchor": "start" }, left: { x: -11, y: 4, "text-anchor": "end" },
  }[where];
}

// A destination's name is part of what a finger or a pointer may hit (the name's text itself lets
// pointers through), so a tap on "Saint Petersburg" travels there, not onto the railway under it.
function labelHit(where, name, whole) {
  const w = name.length * (whole ? 11 : 8), h = whole ? 16 : 14;
  const box = {
    right: [9, -h / 2, w + 4, h], left: [-(w + 13), -h / 2, w + 4, h],
    below: [-w / 2 - 2, 7, w + 4, h], above: [-w / 2 - 2, -(h + 8), w + 4, h],
  }[where] || [-w / 2 - 2, 7, w + 4, h];
  return s("rect", { x: box[0], y: box[1], width: box[2], height: box[3], fill: "transparent", stroke: "none" });
}

function map(ctx, c, whole) {
  const pub = ctx.pub;
  const svg = svgRoot(MAP_W, MAP_H, "Map", { "data-board": whole ? "map-whole" : "map", class: `board-svg${whole ? " whole" : ""}` });
  svg.append(s("rect", { width: MAP_W, height: MAP_H, rx: 10, fill: "#d6e7f2" }), countryOutline());
  const pos = layout(c);
  for (const [a, b] of c.highways) svg.append(highway(pos[a], pos[b]));
  for (const [a, b] of c.railways) svg.append(railway(pos[a], pos[b]));
  const goes = new Set(ctx.candidates.filter((m) => m.type === "go").map((m) => String(m.to)));
  const keys = keyTowns(ctx, new Set());
  const places = labelPlaces(c, pos);
  const pawns = {};
  pub.seats.forEach((st) => { if (st.pawn !== null && st.pawn !== undefined) (pawns[st.pawn] = pawns[st.pawn] || []).push(st.seat); });
  const later = [], figures = [];
  const hit = whole ? 34 : 17;
  for (const [n, loc] of Object.entries(c.locations)) {
    const [x, y] = pos[n];
    const sg = c.sights[n] || {};
    const g = s("g", { transform: `translate(${x},${y})`, "data-node": n, class: goes.has(n) ? "town destination" : "town" });
    const airport = c.airports.includes(Number(n));
    if (goes.has(n)) g.append(s("circle", { class: "hl hl-fill", r: whole ? 24 : 17, fill: "none", stroke: "#ff8c1a", "stroke-width": 2.5 }));
    g.append(s("circle", { r: hit, fill: "transparent", stroke: "none" })); // a finger-sized hit area
    g.append(townMarker(sg.type, regionLook(ctx, loc.region).colour));
    if (airport) g.append(airportBadge(9, -7));
    const key = keys.has(n);
    if (goes.has(n)) g.append(labelHit(whole ? "below" : places[n], loc.town, whole));
    g.append(s("text", { ...nameAttrs(whole ? "below" : places[n], key), class: `town-name${key ? " key" : ""}${goes.has(n) ? " goes" : ""}`, text: loc.town }));
    g.append(s("title", { text: `${loc.town}: ${sg.title || ""} (${regionLook(ctx, loc.region).name}${airport ? ", airport" : ""})` }));
    (pawns[n] || []).forEach((seat, k) => {
      const f = pawn(ctx.colour(seat), ctx.mark(seat));
      f.setAttribute("transform", `translate(${x + k * (whole ? 30 : 15) - 3},${y - 2}) scale(${whole ? 2.8 : 1.45})`);
      f.setAttribute("pointer-events", "none");
      f.append(s("title", { text: `${ctx.names(seat)} is in ${loc.town}` }));
      figures.push(f);
    });
    if (goes.has(n) && ctx.target(g, { type: "go", to: Number(n) }, `Travel to ${loc.town}`).classList.contains("target")) {
      later.push(g); // destinations on top, so that a neighbouring town never covers one
    } else {
      if (goes.size) g.setAttribute("pointer-events", "none");
      svg.append(g);
    }
  }
  svg.append(...figures, ...later);
  return { svg, goes, pos };
}

// The phone's map: up close in a box that pans sideways (the shell's zoom buttons), or the whole
// country fitted to the screen. The close view keeps where it was panned to across redraws and
// centres on your pawn and your destinations when they change (a new trip, the start of your turn).
const VIEW = { whole: false, centre: null, focus: null };

function focusPoints(ctx, pos, goes) {
  const me = ctx.seat !== null ? ctx.pub.seats[ctx.seat] : null;
  const here = me && me.pawn !== null && me.pawn !== undefined ? [String(me.pawn)] : [];
  const dealt = ctx.pub.phase === "start" ? (ctx.priv.dealt || []).map((id) => String(num(id))) : [];
  const names = [...here, ...goes, ...dealt].filter((n) => pos[n]);
  return { key: JSON.stringify([here, [...goes].sort(), dealt, ctx.pub.active === ctx.seat]), xs: names.map((n) => pos[n][0]), pawnX: here.length ? pos[here[0]][0] : null };
}

function keepPanned(box, focus) {
  const svg = box.querySelector("svg");
  const place = () => {
    const W = svg.getBoundingClientRect().width, view = box.clientWidth;
    if (!W || !view || W <= view + 1) return;
    let centre = VIEW.centre;
    if (focus.key !== VIEW.focus && focus.xs.length) {
      centre = (Math.min(...focus.xs) + Math.max(...focus.xs)) / 2;
      if (focus.pawnX !== null) { // the pawn stays in view even when the destinations spread wide
        const half = (view / W) * MAP_W / 2 - 40;
        centre = Math.min(focus.pawnX + half, Math.max(focus.pawnX - half, centre));
      }
    }
    VIEW.focus = focus.key;
    if (centre === null) return;
    VIEW.centre = centre;
    box.scrollLeft = Math.max(0, (centre / MAP_W) * W - view / 2);
  };
  box.addEventListener("scroll", () => {
    const W = svg.getBoundingClientRect().width;
    if (W) VIEW.centre = ((box.scrollLeft + box.clientWidth / 2) / W) * MAP_W;
  }, { passive: true });
  // After the shell has put the board on the page (and sized it for its zoom).
  queueMicrotask(place);
}

function mapSection(ctx, c) {
  const sec = h("section", { "aria-label": "Map", class: "pt-map" });
  const phone = narrow();
  const draw = () => {
    const whole = phone && VIEW.whole;
    const { svg, goes, pos } = map(ctx, c, whole);
    const parts = [];
    if (phone) {
      const toggle = h("button", { type: "button", class: "pt-view-toggle", text: whole ? "Show the map up close" : "Show the whole map" });
      toggle.addEventListener("click", () => { VIEW.whole = !VIEW.whole; VIEW.focus = null; draw(); });
      parts.push(h("div", { class: "pt-map-tools" }, [toggle]));
    }
    const box = h("div", { class: whole ? "pt-whole-map" : "scroll-x wide-map" }, svg);
    parts.push(box, mapLegend(ctx, c));
    sec.replaceChildren(...parts);
    if (!whole) {
      if (sec.isConnected) addZoom(sec); // redrawn by the toggle, after the shell's pass
      keepPanned(box, focusPoints(ctx, pos, goes));
    }
  };
  draw();
  return sec;
}

function mapLegend(ctx, c) {
  const item = (svgChildren, words) => h("span", { class: "legend-item" }, [s("svg", { viewBox: "0 0 34 20", width: 34, height: 20, "aria-hidden": "true" }, svgChildren), " ", words]);
  return h("p", { class: "legend-row" }, [
    item([railway([2, 10], [32, 10])], "railway (train or car)"), " · ",
    item([highway([2, 10], [32, 10])], "highway (car only)"), " · ",
    item([airportBadge(17, 10)], "airport (plane)"), " · ",
    item([s("g", { transform: "translate(17,11)" }, [townMarker("city", "#777")])], `${look(ctx.catalog, "city").name}`), " · ",
    item([s("g", { transform: "translate(17,11)" }, [townMarker("nature", "#777")])], `${look(ctx.catalog, "nature").name}`), " · ",
    ...Object.keys(c.regions).map((r) => h("span", {}, [h("span", { class: "dot", style: `background:${regionLook(ctx, r).colour}` }), regionLook(ctx, r).name, " "])),
  ]);
}

// A cross over an item chosen for discard in a refresh, so it reads apart from one not chosen.
function discardMark(w, hh, x0, y0, words) {
  return s("g", { class: "pt-discard", "pointer-events": "none" }, [
    s("rect", { x: x0, y: y0, width: w, height: hh, rx: 6, fill: "rgba(200,40,30,.18)", stroke: "#c0392b", "stroke-width": 3, "stroke-dasharray": "6 3" }),
    s("path", { d: `M${x0 + 6},${y0 + 6} L${x0 + w - 6},${y0 + hh - 6} M${x0 + w - 6},${y0 + 6} L${x0 + 6},${y0 + hh - 6}`, stroke: "#c0392b", "stroke-width": 3, "stroke-linecap": "round", opacity: 0.7 }),
    s("text", { x: x0 + w / 2, y: y0 + hh / 2 + 4, "text-anchor": "middle", class: "label", style: "font-weight:700;fill:#8e1c12;paint-order:stroke;stroke:#fff;stroke-width:3px", text: words }),
  ]);
}

// The rows on offer: sight cards (five across, or two columns on a phone), then the equipment
// tokens and the transport dice, each row in its own band with its caption above.
function offer(ctx, c) {
  const pub = ctx.pub;
  const pend = (pub.turn && pub.turn.pending) || {};
  const row = pend.kind === "refresh_discard" ? pend.row : null;
  const marked = new Set(row ? pend.marked || [] : []);
  const cols = narrow() ? 2 : 5;
  const CW = 158, CH = cardHeight(ctx), STEP = narrow() ? 64 : CW;
  const cardRows = Math.ceil(pub.display.length / cols) || 1;
  const W = Math.max(cols * CW, 5 * STEP) + 8;
  const sightsH = cardRows * (CH + 8) + 4, tokensY = sightsH, diceY = tokensY + 88, H = diceY + 90;
  const svg = svgRoot(W, H, "Sight cards, equipment tokens and dice on offer", { "data-board": "offer" });
  const itemX = (i) => 4 + i * STEP + STEP / 2 - 4;
  pub.display.forEach((id, i) => {
    const x = 4 + (i % cols) * CW, y = 4 + Math.floor(i / cols) * (CH + 8);
    if (!id) { svg.append(s("rect", { x, y, width: CW - 8, height: CH, rx: 6, fill: "none", stroke: "#ccc", "stroke-dasharray": "4 3" })); return; }
    const g = sightCard(ctx, c, id, x, y, CW - 8, CH);
    const title = c.sights[String(num(id))].title;
    for (const type of ["plan", "take_card"]) if (ctx.target(g, { type, card: id }, `${type === "plan" ? "Plan" : "Take"} the sight ${title}`).classList.contains("target")) break;
    if (row === "sights") ctx.target(g, { type: "discard_item", index: i }, `Discard the sight ${title}`);
    svg.append(g);
    if (row === "sights" && marked.has(i)) svg.append(discardMark(CW - 8, CH, x, y, "to discard"));
  });
  pub.board_tokens.forEach((tok, i) => {
    const g = s("g", { transform: `translate(${itemX(i)},${tokensY + 44})` });
    if (tok) {
      const l = tokenLook(ctx, tok);
      g.append(s("circle", { class: "hl", r: 24, fill: "none", stroke: "none" }), tokenArt(tok, l.colour, 19),
        s("text", { y: 36, "text-anchor": "middle", class: "label", text: l.name }), s("title", { text: `${l.name} token` }));
      for (const type of ["rent", "take_token"]) if (ctx.target(g, { type, token: tok }, `${type === "rent" ? "Rent" : "Take"} a ${l.name} token`).classList.contains("target")) break;
      if (row === "tokens") ctx.target(g, { type: "discard_item", index: i }, `Discard the ${l.name} token`);
    } else g.append(s("circle", { class: "hl", r: 19, fill: "none", stroke: "#ccc", "stroke-dasharray": "3 3" }));
    svg.append(g);
    if (row === "tokens" && marked.has(i)) svg.append(discardMark(56, 70, itemX(i) - 28, tokensY + 18, "discard"));
  });
  pub.dice.forEach((face, i) => {
    const g = s("g", { transform: `translate(${itemX(i)},${diceY + 50})` });
    g.append(s("rect", { class: "hl", x: -24, y: -24, width: 48, height: 48, rx: 9, fill: face ? "#fff" : "none", stroke: face ? "#444" : "#ccc", "stroke-width": 2 }));
    if (face) {
      const l = look(ctx.catalog, face);
      g.append(dieFace(face, 16), s("text", { y: 38, "text-anchor": "middle", class: "label", text: l.name }),
        s("title", { text: `${l.name} die: ${(ctx.catalog && ctx.catalog.describe(face)) || ""}` }));
      const confirming = ctx.picked.type === "die" && ctx.picked.die !== i; // one die at a time: Confirm or Cancel
      for (const type of confirming ? ["set_die"] : ["die", "set_die"]) if (ctx.target(g, { type, die: i }, type === "die" ? `Use the ${l.name} die to travel` : `Turn the ${l.name} die`).classList.contains("target")) break;
      if (row === "dice") ctx.target(g, { type: "discard_item", index: i }, `Reroll the ${l.name} die`);
    }
    svg.append(g);
    if (row === "dice" && marked.has(i)) svg.append(discardMark(56, 74, itemX(i) - 28, diceY + 22, "reroll"));
  });
  svg.append(s("text", { x: 6, y: tokensY + 14, class: "label", style: "fill:#555;font-weight:600", text: "Equipment tokens" }),
    s("text", { x: 6, y: diceY + 14, class: "label", style: "fill:#555;font-weight:600", text: "Transport dice" }));
  // "Which row do you refresh?": answered by tapping the row itself.
  const bands = { sights: [0, sightsH], tokens: [tokensY, 88], dice: [diceY, 90] };
  if (ctx.candidates.some((m) => m.type === "refresh_row")) {
    for (const [key, [y, hh]] of Object.entries(bands)) {
      const band = s("g", { "data-row": key }, [s("rect", { class: "hl hl-fill", x: 1, y, width: W - 2, height: hh, rx: 8, fill: "rgba(255,255,255,0.01)", stroke: "none" })]);
      ctx.target(band, { type: "refresh_row", row: key }, `Refresh the ${look(ctx.catalog, `row:${key}`).name}`);
      svg.append(band);
    }
  }
  return svg;
}

function handSvg(ctx, c) {
  const ids = ctx.pub.phase === "start" ? ctx.priv.dealt || [] : ctx.priv.hand || [];
  const cols = narrow() ? 2 : 5, CH = cardHeight(ctx);
  const per = Math.min(cols, Math.max(1, ids.length)), rows = Math.max(1, Math.ceil(ids.length / cols));
  const W = per * 158 + 8;
  const svg = svgRoot(W, rows * (CH + 6) + 4, ctx.pub.phase === "start" ? "Sight cards dealt to you" : "Your hand of sight cards", { "data-board": "hand", style: `max-width:${W * 1.2}px` });
  if (!ids.length) svg.append(s("text", { x: 8, y: 30, class: "label", style: "fill:#888", text: "no sight cards: plan one from the offer" }));
  ids.forEach((id, i) => {
    const g = sightCard(ctx, c, id, 4 + (i % cols) * 158, 4 + Math.floor(i / cols) * (CH + 6), 150, CH);
    const title = c.sights[String(num(id))].title;
    for (const [type, verb] of [["choose", "Start in the town of"], ["photo", "Photograph"], ["pay", "Pay with"], ["sight_bonus", "Use the bonus of"], ["use", "React with"]]) {
      if (ctx.target(g, { type, card: id }, `${verb} ${title}`).classList.contains("target")) break;
    }
    svg.append(g);
  });
  return svg;
}

// What a diary slot asks for and gives, in words: side A takes any sight; side B's top row gives a
// bonus action when filled, its bottom row scores a condition at the end.
function slotWords(ctx, c, info, i) {
  const meta = info.diary_slots ? info.diary_slots[i] : null;
  if (!meta) return { need: "any sight", gives: "" };
  const d = c.diaries[info.diary_id] || { top: [], bottom: [] };
  const top = d.top.length;
  const text = i < top ? (d.top[i] || {}).text : (d.bottom[i - top] || {}).text;
  return { need: `${look(ctx.catalog, meta.type).name}`, gives: `${meta.row === "top" ? "Bonus: " : "End: "}${text || ""}`, type: meta.type };
}

function diarySvg(ctx, c, seat, interactive) {
  const info = ctx.pub.seats[seat];
  const slots = info.diary;
  const pend = (ctx.pub.turn && ctx.pub.turn.pending) || {};
  const equipping = interactive && pend.kind === "equip" ? pend.slot : null;
  const SW = 112, SH = 170;
  const cols = narrow() ? 3 : slots.length, rows = Math.ceil(slots.length / cols);
  const W = cols * SW + 8, H = rows * (SH + 6) + 2;
  const name = info.diary_id !== null && info.diary_id !== undefined && c.diaries[info.diary_id] ? look(ctx.catalog, `diary:${c.diaries[info.diary_id].name}`).name : "Travel diary";
  const svg = svgRoot(W, H, `${ctx.names(seat)}'s travel diary`, { "data-board": `diary-${seat}`, style: `max-width:${W * 1.2}px` });
  svg.append(s("rect", { width: W, height: H, rx: 8, fill: "#f3ead7", stroke: "#a8916a" }));
  slots.forEach((entry, i) => {
    const words = slotWords(ctx, c, info, i);
    const g = s("g", { transform: `translate(${4 + (i % cols) * SW},${4 + Math.floor(i / cols) * (SH + 6)})`, "data-slot": i });
    g.append(s("rect", { class: "hl hl-fill", width: SW - 6, height: SH, rx: 6, fill: "none", stroke: "#bba77f", "stroke-dasharray": entry ? "" : "4 3" }));
    g.append(s("text", { x: 5, y: 13, class: "label", style: "font-weight:700", text: `${i + 1}. ${words.need}` }));
    if (words.type) g.append(s("g", { transform: `translate(${SW - 16},9) scale(0.6)` }, [townMarker(words.type, "#6b5a3a")]));
    if (words.gives) g.append(...textLines(wrap(words.gives, 19, 3), 5, 133, 11, { class: "label small", style: "font-size:10px;fill:#5a3d00" }));
    if (entry) {
      const n = num(entry.card);
      const sg = c.sights[String(n)], loc = c.locations[String(n)];
      const reg = regionLook(ctx, loc.region);
      g.append(s("rect", { class: "pt-photo", x: 3, y: 18, width: SW - 12, height: 100, rx: 5, fill: "#fff", stroke: reg.colour, "stroke-width": 3 }),
        s("rect", { x: 3, y: 18, width: SW - 12, height: 15, rx: 5, fill: reg.colour }),
        s("text", { x: 7, y: 29.5, class: "label small", style: "fill:#fff;font-weight:700;font-size:10px", text: loc.town.slice(0, 16) }),
        ...textLines(wrap(sg.title, 15, 2), 7, 46, 12, { class: "label" }),
        s("text", { x: 7, y: 73, class: "label", text: plural(sg.points, "point") }));
      (entry.tokens || []).forEach((tk, k) => {
        const need = sg.spaces[k];
        const needName = tokenLook(ctx, need).name;
        const sp = s("g", { transform: `translate(${17 + k * 27},98)`, class: "pt-space" });
        if (tk) {
          sp.append(tokenArt(tk, tokenLook(ctx, tk).colour, 11), s("title", { text: `${tokenLook(ctx, tk).name} on the ${needName} space` }));
        } else {
          const faint = tokenArt(need, tokenLook(ctx, need).colour, 11);
          faint.setAttribute("opacity", "0.35");
          sp.append(s("circle", { class: "hl", r: 13, fill: "#fff", stroke: "#8a8a8a", "stroke-width": 1.5, "stroke-dasharray": "3 2" }), faint,
            s("title", { text: `empty ${needName} space` }));
          if (equipping === i) ctx.target(sp, { type: "equip", space: k }, `Put the token on the ${needName} space`);
        }
        g.append(sp);
      });
      g.append(s("title", { text: `${sg.title} in ${loc.town}` }));
    } else {
      g.append(s("text", { x: (SW - 6) / 2, y: 72, "text-anchor": "middle", class: "label", style: "fill:#a8916a", text: "empty" }));
    }
    if (interactive && equipping !== i) {
      let done = false;
      for (const [type, verb] of [["photo", "Put the photograph in slot"], ["diary", "Use the diary bonus of slot"]]) {
        if ((done = ctx.target(g, { type, slot: i }, `${verb} ${i + 1}`).classList.contains("target"))) break;
      }
      // A photographed sight's own bonus (or reaction) is chosen on the photograph itself.
      if (!done && entry) {
        const title = c.sights[String(num(entry.card))].title;
        for (const [type, verb] of [["sight_bonus", "Use the bonus of"], ["use", "React with"]]) {
          if (ctx.target(g, { type, card: entry.card }, `${verb} ${title}`).classList.contains("target")) break;
        }
      }
    }
    svg.append(g);
  });
  svg.prepend(s("title", { text: name }));
  return svg;
}

function reserveSvg(ctx, seat, interactive) {
  const toks = ctx.pub.seats[seat].reserve;
  const W = Math.max(1, toks.length) * 64 + 8;
  const svg = svgRoot(W, 70, `${ctx.names(seat)}'s reserve`, { style: `max-width:${W * 1.3}px` });
  if (!toks.length) svg.append(s("text", { x: 6, y: 30, class: "label", style: "fill:#888", text: "no tokens" }));
  toks.forEach((t, i) => {
    const l = tokenLook(ctx, t);
    const g = s("g", { transform: `translate(${36 + i * 64},25)` }, [s("circle", { class: "hl", r: 23, fill: "none", stroke: "none" }), tokenArt(t, l.colour, 19),
      s("text", { y: 37, "text-anchor": "middle", class: "label", text: l.name }), s("title", { text: `${l.name} token` })]);
    if (interactive) {
      for (const [type, verb] of [["equip", "Equip"], ["discard_token", "Discard"], ["pay", "Pay with"]]) {
        if (ctx.target(g, { type, token: t }, `${verb} the ${l.name} token`).classList.contains("target")) break;
      }
    }
    svg.append(g);
  });
  return svg;
}

function tokenName(ctx, kind) {
  return tokenLook(ctx, kind).name;
}

// What the equip step's move puts where, in words: "Put the Lens token on the Any equipment space".
function equipWords(ctx, m) {
  const c = content(ctx);
  const pend = (ctx.pub.turn && ctx.pub.turn.pending) || {};
  const entry = pend.slot !== undefined ? ctx.pub.seats[ctx.seat].diary[pend.slot] : null;
  const need = entry && c ? c.sights[String(num(entry.card))].spaces[m.space] : null;
  return `Put the ${tokenName(ctx, m.token)} token on the ${need ? tokenName(ctx, need) : "free"} space`;
}

export default {
  labels: { sights: "Sights", tokens_on_cards: "Tokens on cards", reserve: "Reserve", contests: "Contests", diary: "Diary", bonus: "Bonus points" },
  legendIcon,
  async init() {
    if (CONTENT) return;
    const all = await api.games();
    const me = all.find((g) => g.id === "phototour");
    CONTENT = me && me.content;
  },
  render(ctx) {
    const c = content(ctx);
    if (!c) return h("p", { text: "Loading the map…" });
    const pub = ctx.pub;
    const parts = [h("p", { class: "status-line", text: `${strategic(ctx) ? "Strategic" : "Basic"} mode · ${pub.phase === "start" ? "choosing starting towns (simultaneous)" : pub.active !== null ? ctx.names(pub.active) + "'s turn" : pub.phase}${pub.last_round ? " · last round" : ""} · ${plural(pub.deck_count, "sight card")} in the deck · ${plural(pub.bag_count, "token")} in the bag` })];
    if (pub.contests && pub.contests.length) parts.push(h("p", { class: "goals", text: `Contests: ${pub.contests.map((i) => (c.contests[String(i)] || {}).text || i).join(" · ")}` }));
    parts.push(mapSection(ctx, c));
    const offerBox = narrow() ? h("div", { class: "pt-offer" }, offer(ctx, c)) : h("div", { class: "scroll-x wide-row" }, offer(ctx, c));
    parts.push(h("section", { "aria-label": "On offer" }, [h("h3", { text: "On offer" }), offerBox]));
    const diaryBox = (svg) => (narrow() ? h("div", { class: "pt-diary" }, svg) : h("div", { class: "scroll-x wide-row" }, svg));
    if (ctx.seat !== null) {
      const me = pub.seats[ctx.seat];
      const held = pub.phase === "start" ? "Sight cards dealt to you: one is your starting town" : `Your hand (${plural(me.hand_count, "sight card")}, scored only once photographed)`;
      parts.push(h("section", { "aria-label": "Your area" }, [h("h3", { text: held }), handSvg(ctx, c),
        h("h3", { text: `Your reserve (${me.reserve.length} of 3 tokens)` }), reserveSvg(ctx, ctx.seat, true),
        h("h3", { text: "Your travel diary" }), diaryBox(diarySvg(ctx, c, ctx.seat, true))]));
    }
    for (const st of pub.seats) {
      if (st.seat === ctx.seat) continue;
      parts.push(h("section", { "aria-label": `${ctx.names(st.seat)}'s area` }, [
        h("h3", { text: `${ctx.names(st.seat)} · ${plural(st.score, "point")} · ${plural(st.hand_count, "card")} in hand${pub.phase === "start" ? (st.chosen ? " · ready" : " · choosing…") : ""}` }),
        h("div", { class: "strip" }, [reserveSvg(ctx, st.seat, false), diaryBox(diarySvg(ctx, c, st.seat, false))])]));
    }
    return h("div", { class: "phototour" }, parts);
  },
  prompt(ctx) {
    const pub = ctx.pub;
    const types = new Set(ctx.candidates.map((m) => m.type));
    const pend = (pub.reaction && pub.reaction.pending) || (pub.turn && pub.turn.pending);
    if (types.has("choose")) return "Choose your starting town: click one of the three cards dealt to you. Your pawn starts there and that card is discarded; the other two stay in your hand.";
    if (ctx.picked.type === "photo") return "Click the diary slot for this photograph.";
    if (pend) {
      const rowName = pend.row ? look(ctx.catalog, `row:${pend.row}`).name : "";
      if (pend.kind === "equip") {
        return ctx.picked.type === "equip" && ctx.picked.token
          ? `Click the highlighted space on the photograph for the ${tokenName(ctx, ctx.picked.token)} token.`
          : types.has("equip") ? "Equip the new photograph: click a highlighted token in your reserve, then its space on the photograph; or finish." : "No token of your reserve fits the photograph: finish it.";
      }
      return {
        go: `Click a highlighted town to travel by ${look(ctx.catalog, pend.mode).name}.`, discard_token: "Your reserve is full: click a token to discard.",
        take_card: "Click a sight card to take.", take_token: "Click a token to take.", set_die: "Click a die to turn.",
        refresh_pay: "Pay for the refresh: click a token in your reserve or a card in your hand.",
        refresh_row: "Refresh: click the row to renew (the sight cards, the equipment tokens or the transport dice).",
        refresh_discard: `Click the ${rowName} to ${pend.row === "dice" ? "reroll" : "discard"} (each gets a cross), then refill the row.`,
      }[pend.kind] || "Your move.";
    }
    if (types.has("use")) return "React with a sight card, or pass.";
    if (types.has("end_turn") && !types.has("plan")) {
      return strategic(ctx) ? "Your main action is done: use a bonus or refresh a row, or end the turn." : "Your main action is done: end the turn (or refresh a row first).";
    }
    return "Your turn: plan a sight, rent a token, use a die to travel, or photograph where you stand.";
  },
  confirm(m, ctx) {
    const c = content(ctx);
    if (m.type === "die") {
      const face = m.as || ctx.pub.dice[m.die];
      const l = look(ctx.catalog, face);
      const how = (ctx.catalog && ctx.catalog.describe(face)) || "";
      return `Travel by ${l.name}${how ? ` (${how.replace(/\.$/, "").replace(/^./, (x) => x.toLowerCase())})` : ""}? This is your main action.`;
    }
    if (m.type !== "choose") return null;
    const loc = c && c.locations[String(num(m.card))];
    return `Start in ${loc ? loc.town : "this town"}? Its card is discarded and the other two stay in your hand. It cannot be changed.`;
  },
  describeMove(m, ctx) {
    switch (m.type) {
      case "end_turn": return "End the turn";
      case "refresh": return "Refresh a row";
      case "refill": return "Refill the row";
      case "equip_done": return "Finish the photograph";
      case "pass": return "Pass";
      case "cancel": return "Cancel the refresh";
      case "refresh_row": return `Refresh the ${look(ctx.catalog, `row:${m.row}`).name}`;
      case "die": return m.as ? `Use die ${m.die + 1} as ${look(ctx.catalog, m.as).name}` : `Use die ${m.die + 1}`;
      case "set_die": return `Turn the die to ${look(ctx.catalog, m.face).name}`;
      case "equip": return equipWords(ctx, m);
      default: return null;
    }
  },
  details(ctx) { return codedDetails(ctx, ctx.pub.details); },
  simultaneous(pub) { return pub.phase === "start"; },
  score(ctx, seat) { return ctx.pub.seats[seat].score; },
};
