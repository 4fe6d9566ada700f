// Phototour: the map of Russia with its railways and highways, the sight cards, equipment tokens
// and travel dice on offer, your hand and travel diary, and every other traveller.
import { api } from "../core/api.js";
import { h, s, svgRoot } from "../core/dom.js";
import { listText, loadGameTexts, t } from "../core/i18n.js";
import { codedDetails } from "../core/scorelines.js";
import { addZoom } from "../core/zoom.js";
import { worthSvg } from "../core/worth.js";
import { MAP_H, MAP_W, airportBadge, countryOutline, dieFace, fit, fontBox, highway, legendIcon, look, pawn, project, railway, textLines, textWidth, tokenArt, townMarker, wrap } from "./phototour-art.js";
import { aim, aimWorth, bandTown, bonusNote, cardTitle, contestLeaders, destinations, hitCell, pawnSpot, placeNames, reserveTitle, showNotes, tapOwner } from "./phototour-parts.js";
import { showTip } from "../core/tips.js";
import { trayParts } from "./phototour-tray.js";

await loadGameTexts("phototour");
const points = (n) => t("phototour.points", { n });

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
// Towns and sights are named by the catalog (in the page's language), never by the content's English.
const townName = (ctx, n) => look(ctx.catalog, `location:${n}`).name;
const sightName = (ctx, n) => look(ctx.catalog, `sight:${n}`).name;
const bonusText = (ctx, n) => (ctx.catalog && ctx.catalog.entry(`bonus:${n}`) ? ctx.catalog.entry(`bonus:${n}`).name : "");
const tokenLook = (ctx, kind) => look(ctx.catalog, kind);

// A sight card: the town and region in the header, the sight, its kind (house or peak) and points,
// the equipment spaces it takes drawn large (they decide what to rent), and in Strategic mode its
// bonus in words.
// On a phone a bonus takes 3 short lines (a button shows the rest); on a desktop there is room for
// every bonus whole, so the cards grow to the longest one.
const BONUS_Y = 118;
// Where a sight card of width `w` shows its worth as a target: right of its equipment spaces.
const CARD_BADGE = (w) => [w - 30, 90, 12];
let BONUS_LINES = null;
function bonusLayout(ctx) {
  if (narrow()) return { rows: 3, size: 9, step: 11 };
  if (!BONUS_LINES || BONUS_LINES.catalog !== ctx.catalog) {
    const c = content(ctx), size = 10;
    const texts = c ? Object.keys(c.sights).map((n) => bonusText(ctx, n)).filter(Boolean) : [];
    const rows = Math.min(9, Math.max(3, ...texts.map((x) => wrap(x, 150 - 10 - 4, 99, { size }).length)));
    BONUS_LINES = { catalog: ctx.catalog, rows, size, step: 12 };
  }
  return BONUS_LINES;
}
const cardHeight = (ctx) => {
  if (!strategic(ctx)) return 112;
  const b = bonusLayout(ctx);
  return Math.max(150, BONUS_Y + (b.rows - 1) * b.step + 8);
};

// A sight's kind in words: the catalog's name ("Nature sight") when it fits, else the board's
// short word ("Nature"; the house or peak beside it shows the kind too).
function kindText(type, name, fits) {
  // i18n-keys: phototour.kind_short.*
  return fits(name) ? name : t(`phototour.kind_short.${type}`);
}

function kindLine(type, kind, pts, width) {
  const line = (k) => `${k} · ${pts}`;
  return fit(line(kindText(type, kind, (k) => textWidth(line(k)) <= width)), width);
}

function sightCard(ctx, c, id, x, y, w = 150, hh = cardHeight(ctx)) {
  const n = num(id);
  const sg = c.sights[String(n)] || { spaces: [], points: 0, type: "?" };
  const loc = c.locations[String(n)] || {};
  const reg = regionLook(ctx, loc.region);
  const town = townName(ctx, n), title = sightName(ctx, n), kind = look(ctx.catalog, sg.type).name;
  const g = s("g", { transform: `translate(${x},${y})`, "data-card": id, class: "sight-card" });
  g.append(s("rect", { class: "hl", width: w, height: hh, rx: 6, fill: "#fffdf7", stroke: reg.colour, "stroke-width": 3 }),
    s("rect", { width: w, height: 20, rx: 6, fill: reg.colour }),
    bandTown(town, w - 12),
    s("g", { transform: `translate(${w - 13},${34}) scale(0.8)` }, [townMarker(sg.type, "#555")]),
    ...cardTitle(title, w - 32),
    s("text", { x: 6, y: 68, class: "label", text: kindLine(sg.type, kind, points(sg.points), w - 12) }));
  sg.spaces.forEach((sp, i) => {
    const art = tokenArt(sp, tokenLook(ctx, sp).colour, 13);
    art.setAttribute("transform", `translate(${19 + i * 31},90)`);
    art.append(s("title", { text: t("phototour.card.needs", { token: tokenLook(ctx, sp).name }) }));
    g.append(art);
  });
  const bonus = strategic(ctx) && bonusText(ctx, n);
  const lay = bonusLayout(ctx);
  if (bonus) g.append(...bonusNote(bonus, { x: 5, y: BONUS_Y, step: lay.step, width: w - 10, rows: lay.rows, size: lay.size }, t("phototour.bonus.more")));
  g.append(s("title", { text: cardWords(ctx, c, id) }));
  return g;
}

// A sight card in words (its tooltip): "Sight (Town, Region, kind, points; needs …)", and its bonus in Strategic mode.
function cardWords(ctx, c, id) {
  const n = num(id);
  const sg = c.sights[String(n)] || { spaces: [], points: 0, type: "?" };
  const loc = c.locations[String(n)] || {};
  const bonus = strategic(ctx) && bonusText(ctx, n);
  const needs = sg.spaces.length ? listText(sg.spaces.map((sp) => tokenLook(ctx, sp).name)) : t("phototour.card.needs_nothing");
  return t("phototour.card.title", { sight: sightName(ctx, n), town: townName(ctx, n), region: regionLook(ctx, loc.region).name,
    kind: look(ctx.catalog, sg.type).name, points: points(sg.points), needs }) + (bonus ? ". " + bonus : "");
}

// The towns that matter now: where the pawns stand, where this turn's trip can go, and the towns
// of the sights in your hand (or dealt to you). They get the larger labels.
function keyTowns(ctx, goes) {
  const keys = new Set(goes);
  for (const st of ctx.pub.seats) if (st.pawn !== null && st.pawn !== undefined) keys.add(String(st.pawn));
  for (const id of (ctx.pub.phase === "start" ? ctx.priv.dealt : ctx.priv.hand) || []) keys.add(String(num(id)));
  return keys;
}

// Where each town's name goes (phototour-parts.js placeNames): never over another name or past
// the map's edge, and as little as may be over markers, airport badges and roads; a town that is
// no key town goes unnamed where there is no room (its tooltip names it). A long name may take
// two lines. Names are placed at the size they are drawn (readableNames), a key town's 1.25
// times as large and bold; on the whole country only the key towns are named, large.
let PLACES = null, NAME_PX = 13;
const SMALL_PX = 18; // names this large in map units: the map is drawn at under some two thirds of its close size
const WHOLE_PX = 30;
function nameShapes(name, font, step) {
  const { up, down } = fontBox(font);
  const line = (text) => ({ text, w: textWidth(text.trimEnd(), font) + 2 + (text.endsWith(" ") ? textWidth(" ", font) : 0) });
  const shapes = [{ lines: [line(name)], up, down, step }];
  // Two lines: after a hyphen or at a space, the break that leaves the two halves most even.
  const breaks = [...name.matchAll(/[-‑](?=.)| /g)].map((m) => m.index + 1);
  if (breaks.length) {
    const k = breaks.reduce((a, b) => (Math.abs(b - name.length / 2) < Math.abs(a - name.length / 2) ? b : a));
    shapes.push({ lines: [line(name.slice(0, k)), line(name.slice(k))], up, down, step });
  }
  return shapes;
}
function labelPlaces(ctx, c, pos, keys, whole, pawnBoxes, must = new Set()) {
  const keyList = JSON.stringify([[...keys].sort(), whole, pawnBoxes, [...must].sort()]);
  if (PLACES && PLACES.pos === pos && PLACES.catalog === ctx.catalog && PLACES.keys === keyList && PLACES.px === NAME_PX) return PLACES;
  const px = NAME_PX;
  const font = (n) => (whole ? { size: WHOLE_PX, weight: 700 } : keys.has(n) ? { size: px * 1.25, weight: 700 } : { size: px });
  const markers = Object.entries(pos).map(([n, [x, y]]) => [x - 9, y - (c.airports.includes(Number(n)) ? 16 : 9), x + (c.airports.includes(Number(n)) ? 18 : 9), y + 8]);
  const obstacles = markers.map((b) => [...b, 1]);
  for (const b of pawnBoxes) obstacles.push([...b, 2]);
  // The roads as a string of small boxes, every 6 units along each.
  for (const [a, b] of [...c.railways, ...c.highways]) {
    const [x1, y1] = pos[a], [x2, y2] = pos[b], k = Math.ceil(Math.hypot(x2 - x1, y2 - y1) / 6);
    for (let i = 1; i < k; i++) { const x = x1 + ((x2 - x1) * i) / k, y = y1 + ((y2 - y1) * i) / k; obstacles.push([x - 2, y - 2, x + 2, y + 2, 0.5]); }
  }
  const named = Object.keys(pos).filter((n) => !whole || keys.has(n));
  const items = named.map((n) => ({ id: n, x: pos[n][0], y: pos[n][1], shapes: nameShapes(townName(ctx, n), font(n), font(n).size * 1.05) }));
  // The towns a tap may choose now (`must`) are named first, then the key towns; a map zoomed
  // out (names large in map units) names only what has room near its own town.
  const small = !whole && px > SMALL_PX;
  const optional = new Set(named.filter((n) => small || !(keys.has(n) || must.has(n))));
  const at = placeNames(items, { bounds: [0, 0, MAP_W, MAP_H], obstacles, points: Object.values(pos), far: whole ? 20 : 12, optional,
    first: new Set([...must, ...keys]) });
  const boxOf = Object.fromEntries(Object.entries(at).map(([n, p]) => [n, p.box]));
  PLACES = { pos, at, catalog: ctx.catalog, keys: keyList, px, boxOf, markers };
  return PLACES;
}

// A town's name as placed: one text, a line per tspan, relative to the town.
function nameText(place, x, y, cls) {
  const el = s("text", { class: cls, x: place.tx - x, y: place.ys[0] - y, "text-anchor": place.anchor });
  place.lines.forEach((line, i) => el.append(s("tspan", { x: place.tx - x, y: place.ys[i] - y, text: line })));
  return el;
}

// A target's name is part of what a finger or a pointer may hit (the name's text itself lets
// pointers through), so a tap on "Saint Petersburg" chooses it, not the railway under it.
function labelHit(place, x, y) {
  const [x0, y0, x1, y1] = place.box;
  return s("rect", { class: "pt-name-hit", x: x0 - x - 2, y: y0 - y - 2, width: x1 - x0 + 4, height: y1 - y0 + 4, fill: "transparent", stroke: "none" });
}

// A town's drawn marker as a box around the town (its airport badge included), in map units.
const markerBox = (x, y, airport) => [x - 9, y - (airport ? 14 : 9), x + (airport ? 16 : 9), y + 8];
const grown = ([x0, y0, x1, y1], d) => [x0 - d, y0 - d, x1 + d, y1 + d];
const overlaps = (a, b) => a[0] < b[2] && b[0] < a[2] && a[1] < b[3] && b[1] < a[3];
// The box around a town's marker and its name.
const spanBox = (a, b) => grown([Math.min(a[0], b[0]), Math.min(a[1], b[1]), Math.max(a[2], b[2]), Math.max(a[3], b[3])], 2);

// The towns of the sights you could photograph next: those in your hand, then those on offer.
function wantedTowns(ctx) {
  const hand = new Set(((ctx.priv && ctx.priv.hand) || []).map((id) => String(num(id))));
  const offered = new Set((ctx.pub.display || []).filter(Boolean).map((id) => String(num(id))).filter((n) => !hand.has(n)));
  return { hand, offered };
}

// A die's reach told town by town: the towns of your hand's and the offer's sights in full, the rest counted.
function reachWords(ctx, towns) {
  if (!towns.length) return t("phototour.confirm.nowhere");
  const { hand, offered } = wantedTowns(ctx);
  const names = (set) => towns.filter((n) => set.has(String(n))).map((n) => townName(ctx, n)).sort();
  const mine = names(hand), offer = names(offered);
  const rest = towns.length - mine.length - offer.length;
  if (!mine.length && !offer.length) {
    if (towns.length <= 8) return t("phototour.confirm.reach", { towns: listText(towns.map((n) => townName(ctx, n)).sort()) });
    return t("phototour.confirm.reach_none", { n: towns.length });
  }
  const said = [];
  if (mine.length) said.push(t("phototour.confirm.reach_hand", { towns: listText(mine) }));
  if (offer.length) said.push(t("phototour.confirm.reach_offer", { towns: listText(offer) }));
  if (rest) said.push(t("phototour.confirm.reach_others", { n: rest }));
  return said.join(" ");
}

// The towns a chosen (unconfirmed) die would reach from your pawn.
function previewTowns(ctx, c) {
  if (ctx.picked.type !== "die" || ctx.seat === null) return [];
  const face = ctx.picked.as || ctx.pub.dice[ctx.picked.die];
  const mods = (ctx.pub.turn && ctx.pub.turn.mods) || {};
  return destinations(c, ctx.pub.seats[ctx.seat].pawn, face, mods);
}

// A reachable town whose sight you hold (filled star) or could take (hollow star), with a heavier ring.
function wantedMark(kind, whole) {
  const r = whole ? 27 : 19, k = whole ? 1.9 : 1.15;
  const star = Array.from({ length: 10 }, (_, i) => {
    const a = -Math.PI / 2 + i * Math.PI / 5, d = i % 2 ? 3.2 : 7.5;
    return `${(d * Math.cos(a)).toFixed(2)},${(d * Math.sin(a)).toFixed(2)}`;
  }).join(" ");
  return [
    s("circle", { class: `pt-wanted-ring pt-wanted-${kind}`, r, fill: "none", stroke: "#7a1fa2", "stroke-width": whole ? 4 : 3 }),
    s("polygon", { class: `pt-wanted-star pt-wanted-${kind}`, points: star, transform: `translate(${-r * 0.72},${-r * 0.72}) scale(${k})`,
      fill: kind === "hand" ? "#7a1fa2" : "#fff", stroke: "#7a1fa2", "stroke-width": 1.6 }),
  ];
}

// The towns this trip may end in. A tap on one only chooses it (the action bar names it and asks
// to confirm), and while it waits the others stay highlighted, so a tap that landed on a
// neighbour is put right with one more tap.
let GOES = { key: null, towns: [] };
function destinationsNow(ctx) {
  const now = ctx.candidates.filter((m) => m.type === "go").map((m) => String(m.to));
  const me = ctx.seat !== null ? ctx.pub.seats[ctx.seat] : null;
  const key = JSON.stringify([ctx.pub.active, me && me.pawn, ctx.pub.turn && ctx.pub.turn.pending]);
  if (ctx.picked.type !== "go") { GOES = { key, towns: now }; return new Set(now); }
  return new Set(GOES.key === key ? [...GOES.towns, ...now] : now);
}

// The starting towns this seat may still choose (the towns of the cards dealt to it), town -> card:
// chosen on the map as well as on the cards.
function startTowns(ctx) {
  const out = new Map();
  // While one waits for its Confirm the others stay open, as on the cards.
  const cards = ctx.picked.type === "choose" ? ctx.priv.dealt || [] : ctx.candidates.filter((m) => m.type === "choose").map((m) => m.card);
  for (const card of cards) out.set(String(num(card)), card);
  return out;
}

// What a tap on a town of the map does now: travel there (a destination) or start there.
function townAims(ctx) {
  const aims = new Map();
  for (const n of destinationsNow(ctx)) aims.set(n, { partial: { type: "go", to: Number(n) }, label: (names) => t("phototour.target.go", names) });
  for (const [n, card] of startTowns(ctx)) {
    if (!aims.has(n)) aims.set(n, { partial: { type: "choose", card }, label: (names) => t("phototour.card_target.choose", names) });
  }
  return aims;
}

// How far from a target's marker a tap still chooses it, in map units: about 24 px on the
// phone's close view (1150 px wide) and at least 20 px on a desktop's; 25 px on the phone's whole
// country. Between close targets the cells meet half-way (hitCell).
const REACH = { close: 24, whole: 70 };

function map(ctx, c, whole) {
  const pub = ctx.pub;
  const svg = svgRoot(MAP_W, MAP_H, t("phototour.map.aria"), { "data-board": whole ? "map-whole" : "map", class: `board-svg${whole ? " whole" : ""}` });
  svg.append(s("rect", { width: MAP_W, height: MAP_H, rx: 10, fill: "#d6e7f2" }), countryOutline());
  const pos = layout(c);
  for (const [a, b] of c.highways) svg.append(highway(pos[a], pos[b]));
  for (const [a, b] of c.railways) svg.append(railway(pos[a], pos[b]));
  const aims = townAims(ctx);
  const goes = new Set(aims.keys());
  const keys = keyTowns(ctx, new Set());
  const pawns = {};
  pub.seats.forEach((st) => { if (st.pawn !== null && st.pawn !== undefined) (pawns[st.pawn] = pawns[st.pawn] || []).push(st.seat); });
  // The whole country's pawns stand large on their towns; its names keep clear of them.
  const pawnBoxes = whole ? Object.entries(pawns).flatMap(([n, seats]) => seats.map((_, k) => {
    const [x, y] = pos[n], px = x + k * 30 - 3;
    return [px - 20, y - 82, px + 28, y - 17];
  })) : [];
  // A die chosen but not yet confirmed: where it would take you, ringed before you decide.
  const preview = new Set(previewTowns(ctx, c).map(String));
  const placed = labelPlaces(ctx, c, pos, keys, whole, pawnBoxes, new Set([...goes, ...preview])), places = placed.at;
  // Of those (and of the destinations), the towns of your hand's sights get a filled star, the offer's a hollow one.
  const wanted = wantedTowns(ctx);
  // Pawns keep clear of every name (a key town's placed at its larger size), their own town's too.
  const obstacles = [...Object.values(placed.boxOf), ...placed.markers];
  const later = [], figures = [];
  const hit = whole ? 34 : 17, reach = whole ? REACH.whole : REACH.close;
  // Every town a tap may be meant for now (the one chosen and waiting for Confirm too): each
  // takes the taps nearer to it than to the others, within reach.
  const sites = [...goes].map((n) => ({ town: n, x: pos[n][0], y: pos[n][1] }));
  const taps = { markers: [], blocks: [], names: [], spans: [], sites, reach, groups: new Map(), titles: new Map() };
  for (const [n, loc] of Object.entries(c.locations)) {
    const [x, y] = pos[n];
    const sg = c.sights[n] || {};
    const aimed = aims.get(n);
    const g = s("g", { transform: `translate(${x},${y})`, "data-node": n, class: goes.has(n) ? "town destination" : preview.has(n) ? "town pt-reach" : "town" });
    const airport = c.airports.includes(Number(n));
    const town = townName(ctx, n);
    if (preview.has(n)) {
      const followed = ctx.followed && ctx.followed.type === "go" && String(ctx.followed.to) === n;
      g.append(s("circle", { class: `pt-reach-ring${followed ? " followed" : ""}`, r: whole ? 24 : 15, fill: "rgba(255,140,26,.15)",
        stroke: followed ? "#1a73e8" : "#c25e00", "stroke-width": followed ? 4 : 2, "stroke-dasharray": followed ? "none" : "4 3" }));
      // While the die is asked, a tap on a town it reaches names the trip too: one Confirm for both.
      if (ctx.follow) {
        g.classList.add("pt-follow");
        g.setAttribute("role", "button");
        g.setAttribute("aria-label", t("phototour.follow.label", { town }));
        g.addEventListener("click", (e) => { e.preventDefault(); e.stopPropagation(); ctx.follow({ type: "go", to: Number(n) }); });
      }
    }
    if (goes.has(n)) g.append(s("circle", { class: "hl hl-fill", r: whole ? 24 : 17, fill: "none", stroke: "#ff8c1a", "stroke-width": 2.5 }));
    const mark = (goes.has(n) || preview.has(n)) && (wanted.hand.has(n) ? "hand" : wanted.offered.has(n) ? "offer" : null);
    if (mark) g.append(...wantedMark(mark, whole));
    if (goes.has(n)) {
      // The stretch from its marker to its name, then its share of the taps: never over a
      // neighbour's marker, however close.
      if (places[n]) {
        const [x0, y0, x1, y1] = spanBox(markerBox(x, y, airport), places[n].box);
        g.append(s("rect", { class: "pt-span-hit", x: x0 - x, y: y0 - y, width: x1 - x0, height: y1 - y0, fill: "transparent", stroke: "none" }));
      }
      const others = sites.filter((o) => o.town !== n).map((o) => [o.x - x, o.y - y]);
      g.append(s("polygon", { class: "pt-town-hit", points: hitCell(reach, others), fill: "transparent", stroke: "none" }));
    } else {
      g.append(s("circle", { r: hit, fill: "transparent", stroke: "none" })); // a finger-sized hit area (for its tooltip)
    }
    const marker = townMarker(sg.type, regionLook(ctx, loc.region).colour);
    marker.classList.add("pt-marker");
    g.append(marker);
    if (airport) g.append(airportBadge(9, -7));
    const key = keys.has(n);
    if (places[n]) {
      if (goes.has(n)) g.append(labelHit(places[n], x, y));
      g.append(nameText(places[n], x, y, `town-name${key ? " key" : ""}${goes.has(n) || preview.has(n) ? " goes" : ""}`));
    }
    const names = { town, sight: sightName(ctx, n), region: regionLook(ctx, loc.region).name };
    const title = airport ? t("phototour.town.title_airport", names) : t("phototour.town.title", names);
    g.append(s("title", { text: title }));
    taps.titles.set(n, title);
    const box = markerBox(x, y, airport);
    if (goes.has(n)) {
      taps.markers.push({ town: n, box, x, y });
      if (places[n]) {
        taps.names.push({ town: n, box: grown(places[n].box, 2) });
        taps.spans.push({ town: n, box: spanBox(box, places[n].box), x, y });
      }
    } else if (goes.size && !whole) {
      // Another town's marker and name take their own taps (and say what they are) while towns
      // are chosen on the map: a tap on Moscow never chooses its neighbour.
      taps.blocks.push({ town: n, box });
      if (places[n]) taps.blocks.push({ town: n, box: places[n].box });
    }
    (pawns[n] || []).forEach((seat, k) => {
      const f = pawn(ctx.colour(seat), ctx.mark(seat));
      f.setAttribute("data-seat", seat);
      // Each pawn beside its town where it covers no town's name or marker (the whole
      // country on a phone keeps them large and on the town: only key names show there).
      const [dx, dy] = whole ? [k * 30 - 3, -2] : pawnSpot(x, y, 17 * 1.2, 24 * 1.2, obstacles, Object.entries(pos).filter(([m]) => m !== n).map(([, at]) => at));
      f.setAttribute("transform", `translate(${x + dx},${y + dy + (whole ? 0 : 6 * 1.2)}) scale(${whole ? 2.8 : 1.2})`);
      f.setAttribute("pointer-events", "none");
      f.append(s("title", { text: t("phototour.pawn.title", { name: ctx.names(seat), town }) }));
      figures.push(f);
    });
    const label = aimed ? aimed.label({ town, sight: sightName(ctx, n) }) : "";
    if (aimed && aimWorth(ctx, g, aimed.partial, label, [0, whole ? 40 : 25, whole ? 18 : 10])) {
      later.push(g); // targets on top, so that a neighbouring town never covers one
      taps.groups.set(n, g);
    } else {
      if (goes.size) g.setAttribute("pointer-events", "none");
      svg.append(g);
    }
  }
  svg.append(...figures, ...later);
  if (sites.length) {
    // The other towns' markers and names over the targets' cells, each with its own tooltip.
    const blocks = taps.blocks.filter((b) => !taps.markers.some((m) => overlaps(b.box, m.box)));
    taps.blocks = blocks;
    if (blocks.length) {
      svg.append(s("g", { class: "pt-blocks" }, blocks.map((b) => s("rect", { class: "pt-block", "data-for": b.town, x: b.box[0], y: b.box[1],
        width: b.box[2] - b.box[0], height: b.box[3] - b.box[1], fill: "transparent", stroke: "none" }, [s("title", { text: taps.titles.get(b.town) })]))));
    }
    tapsByTown(svg, taps);
  }
  return { svg, goes, pos, places };
}

// While towns are chosen on the map, every click or tap on it goes to the town it was meant for
// (phototour-parts.js tapOwner): a target's marker or name chooses that target, another town's
// marker or name chooses nothing (its tooltip shows), and elsewhere the nearest target within
// reach takes it. A finger-sized area around one town therefore never takes a tap aimed at the
// marker of its neighbour. Keys still reach each target on its own.
const RESOLVED = new WeakSet();
function tapsByTown(svg, taps) {
  svg.addEventListener("click", (e) => {
    if (RESOLVED.has(e) || !svg.getScreenCTM()) return;
    const pt = svg.createSVGPoint();
    pt.x = e.clientX;
    pt.y = e.clientY;
    const p = pt.matrixTransform(svg.getScreenCTM().inverse());
    const town = tapOwner(p, taps);
    if (town === null) return;
    e.preventDefault();
    e.stopPropagation();
    const g = taps.groups.get(town);
    if (!g) {
      // Not a choice now (or the one already chosen): say what it is, choose nothing.
      if (taps.titles.has(town)) showTip(taps.titles.get(town), e.clientX, e.clientY);
      return;
    }
    const again = new MouseEvent("click", { bubbles: true, cancelable: true, clientX: e.clientX, clientY: e.clientY });
    RESOLVED.add(again);
    g.dispatchEvent(again);
  }, true);
}

// The phone's map: up close in a box that pans sideways (the shell's zoom buttons), or the whole
// country fitted to the screen. The close view keeps where it was panned to across redraws. A new
// choice on the map (destinations, the starting towns, a hint's town) is brought into view with
// your pawn, names and all: all of it when it fits, else the stretch of it that holds the most
// (and your pawn); the rest is a swipe away, or a tap on "Show the whole map". Otherwise the
// view moves only when your pawn has left it (after your trip, at the start of your turn), so a
// map the player panned during a step stays where it is.
const VIEW = { whole: false, centre: null, at: null, focus: null, goes: null, freshIn: null, die: null };

// Where a close map's box is panned: the middle of its view in map units, and its very scroll
// for a map drawn as wide again (a redraw puts it back to the pixel: a town under a finger stays
// there). Read from the box itself when it is drawn again, since its scroll event may be late.
function remember(box) {
  const svg = box.querySelector("svg");
  const W = svg ? svg.getBoundingClientRect().width : 0;
  if (!W || !box.isConnected) return;
  VIEW.centre = ((box.scrollLeft + box.clientWidth / 2) / W) * MAP_W;
  VIEW.at = { left: box.scrollLeft, W };
}

// A town's width on the map, in map units: its marker and its name as placed.
function townSpan(n, pos, places) {
  const [x] = pos[n];
  const box = places[n] && places[n].box;
  return [Math.min(x - 12, box ? box[0] : x), Math.max(x + 18, box ? box[2] : x)];
}

function focusPoints(ctx, pos, goes, places, svg) {
  const me = ctx.seat !== null ? ctx.pub.seats[ctx.seat] : null;
  const here = me && me.pawn !== null && me.pawn !== undefined ? [String(me.pawn)] : [];
  const dealt = ctx.pub.phase === "start" ? (ctx.priv.dealt || []).map((id) => String(num(id))) : [];
  const hinted = [...svg.querySelectorAll("[data-node].hinted")].map((g) => g.getAttribute("data-node"));
  const choice = (hinted.length ? hinted : [...new Set([...goes, ...dealt])]).filter((n) => pos[n]);
  // Your turn while its moves are still on their way: nothing to look at yet.
  const waiting = !!ctx.myTurn && !ctx.candidates.length;
  const die = ctx.picked.type === "die" ? JSON.stringify([ctx.picked.die, ctx.picked.as || null, ctx.pub.dice, here]) : null;
  return { key: JSON.stringify([here, [...goes].sort(), dealt, hinted, ctx.pub.active === ctx.seat]), waiting, die,
    spans: choice.map((n) => townSpan(n, pos, places)), xs: choice.map((n) => pos[n][0]), ys: choice.map((n) => pos[n][1]),
    pawn: here.length && pos[here[0]] ? [pos[here[0]][0] - 20, pos[here[0]][0] + 20] : null };
}

// The middle of the stretch of `width` map units to show: every span when they fit (the pawn's
// with them), else the stretch that holds the most whole spans with the pawn's. `fits` says
// whether every span is in it.
function panFor(spans, width, pawn) {
  const all = pawn ? [...spans, pawn] : spans;
  const lo = Math.min(...all.map((s) => s[0])), hi = Math.max(...all.map((s) => s[1]));
  if (hi - lo <= width) return { centre: (lo + hi) / 2, fits: true };
  let best = null;
  for (const [left] of all) {
    for (const start of [left, ...all.map((s) => s[1] - width)]) {
      const end = start + width;
      if (pawn && (pawn[0] < start || pawn[1] > end)) continue;
      const held = spans.filter((s) => s[0] >= start && s[1] <= end);
      const a = Math.min(...held.map((s) => s[0]), pawn ? pawn[0] : Infinity), b = Math.max(...held.map((s) => s[1]), pawn ? pawn[1] : -Infinity);
      const centre = Number.isFinite(a) && Number.isFinite(b) ? (a + b) / 2 : start + width / 2;
      if (!best || held.length > best.held) best = { held: held.length, centre };
    }
  }
  // Your pawn too far from every one of them: the choice comes first.
  if ((!best || !best.held) && pawn) return { ...panFor(spans, width, null), fits: false };
  return { centre: best ? best.centre : (lo + hi) / 2, fits: false };
}

// The free band of a phone's screen: under the score strip, above the pinned bar.
function freeBand() {
  const top = document.getElementById("score-strip")?.getBoundingClientRect().bottom || 0;
  const bottom = document.getElementById("actionbar")?.getBoundingClientRect().top || window.innerHeight;
  return { top: Math.max(0, top), bottom: Math.min(window.innerHeight, bottom) };
}

// The page scrolled (at once: a tap that follows a smooth scroll lands where the town was) so
// that rows `y0`..`y1` of the screen show in the free band, centred when they fit.
function showRows(y0, y1) {
  const band = freeBand();
  if (y0 >= band.top + 8 && y1 <= band.bottom - 8) return;
  const by = (y0 + y1) / 2 - (band.top + band.bottom) / 2;
  window.scrollBy({ top: y1 - y0 > band.bottom - band.top - 16 ? y0 - band.top - 8 : by, behavior: "auto" });
}

function keepPanned(box, focus, { whole }) {
  const svg = box.querySelector("svg");
  const place = () => {
    if (!svg.isConnected) return;
    const W = svg.getBoundingClientRect().width, view = box.clientWidth;
    if (!W || !view) return;
    const fresh = focus.key !== VIEW.focus && !focus.waiting;
    if (fresh) { VIEW.focus = focus.key; VIEW.freshIn = svg; }
    const k = W / MAP_W; // px per map unit
    if (!whole && W > view + 1) {
      let centre = VIEW.centre;
      const half = (view / W) * MAP_W / 2 - 40; // map units from the middle of the view that are well in it
      if (fresh) {
        if (focus.spans.length) {
          centre = panFor(focus.spans, (view / W) * MAP_W - 8, focus.pawn).centre;
        } else if (focus.pawn && (centre === null || Math.abs((focus.pawn[0] + focus.pawn[1]) / 2 - centre) > half)) {
          centre = (focus.pawn[0] + focus.pawn[1]) / 2;
        }
      }
      if (centre !== null) {
        const same = centre === VIEW.centre && VIEW.at && Math.abs(VIEW.at.W - W) < 0.5;
        box.scrollLeft = same ? VIEW.at.left : Math.max(0, centre * k - view / 2);
        remember(box);
      }
    }
    // On a desktop a die just chosen brings the map (its ringed towns) under the pinned bar when
    // the page is scrolled away from it, down at the dice.
    if (!narrow() && focus.die !== VIEW.die) {
      VIEW.die = focus.die;
      const r = svg.getBoundingClientRect(), bar = document.getElementById("actionbar");
      const top = bar ? bar.getBoundingClientRect().bottom : 0;
      if (focus.die && (r.bottom < top + 160 || r.top > window.innerHeight - 160)) {
        window.scrollBy({ top: r.top - (bar ? bar.offsetHeight : 0) - 8, behavior: "auto" });
      }
    }
    // On a phone a new choice on the map is also brought up into the band above the bar.
    if (fresh && focus.ys.length && narrow()) {
      const r = svg.getBoundingClientRect();
      // The whole country shows whole, with its button above it; up close, the towns with their names.
      if (whole) return showRows(r.top - (box.previousElementSibling ? box.previousElementSibling.offsetHeight + 6 : 0), r.bottom);
      // The rows of the towns the pan brought into the box (all of them when none is).
      const b = box.getBoundingClientRect();
      const inBox = focus.ys.filter((_, i) => r.left + focus.xs[i] * k >= b.left && r.left + focus.xs[i] * k <= b.right);
      const ys = (inBox.length ? inBox : focus.ys).map((y) => r.top + y * k);
      showRows(Math.min(...ys) - 40, Math.max(...ys) + 40);
    }
  };
  if (!whole) box.addEventListener("scroll", () => remember(box), { passive: true });
  // After the shell has put the board on the page (and sized it for its zoom).
  queueMicrotask(place);
}

function mapSection(ctx, c) {
  const sec = h("section", { "aria-label": t("phototour.map.aria"), class: "pt-map", "data-keep-still": "" });
  const phone = narrow();
  // A new choice of destination opens the close view (centred on the reachable towns below):
  // the whole country is far too small to pick a town on.
  const goes = [...destinationsNow(ctx)].sort();
  if (JSON.stringify(goes) !== VIEW.goes) {
    VIEW.goes = JSON.stringify(goes);
    if (goes.length) VIEW.whole = false;
  }
  const draw = (redrawn = false) => {
    const whole = phone && VIEW.whole;
    const shown = (sec.isConnected ? sec : document).querySelector(".pt-map .wide-map");
    if (shown) remember(shown);
    const { svg, goes, pos, places } = map(ctx, c, whole);
    const parts = [];
    if (phone) {
      const toggle = h("button", { type: "button", class: "pt-view-toggle", text: whole ? t("phototour.map.close") : t("phototour.map.whole") });
      toggle.addEventListener("click", () => { VIEW.whole = !VIEW.whole; VIEW.focus = null; draw(); });
      parts.push(h("div", { class: "pt-map-tools" }, [toggle]));
    }
    const box = h("div", { class: whole ? "pt-whole-map" : "scroll-x wide-map" }, svg);
    parts.push(box, mapLegend(ctx, c));
    sec.replaceChildren(...parts);
    if (!whole && sec.isConnected) addZoom(sec); // redrawn by the toggle, after the shell's pass
    keepPanned(box, focusPoints(ctx, pos, goes, places, svg), { whole });
    // Names drawn again at their real size: a choice brought into view by this drawing is brought
    // into view again, placed by those names.
    if (!whole) queueMicrotask(() => {
      if (!readableNames(svg) || redrawn || !svg.isConnected) return;
      if (VIEW.freshIn === svg) VIEW.focus = null;
      draw(true);
    });
  };
  // A zoom of the close map (its buttons, a pinch) places the names again for their new size,
  // once the zooming has stopped.
  let zooming = 0;
  sec.addEventListener("board-zoomed", () => {
    clearTimeout(zooming);
    zooming = setTimeout(() => {
      const svg = sec.querySelector(".wide-map svg");
      if (svg && sec.isConnected && readableNames(svg)) draw(true);
    }, 150);
  });
  draw();
  return sec;
}

// Town names at least 12 px on the screen (11 on a phone) however wide the map is drawn. The
// names were placed for the size of the last drawing; when this one is drawn at another width,
// the answer is true and the map is drawn again, its names placed for their new size.
function readableNames(svg) {
  const W = svg.getBoundingClientRect().width;
  if (!W) return false;
  const px = Math.ceil((narrow() ? 11 : 12) * MAP_W / W * 4) / 4;
  const again = px !== NAME_PX;
  NAME_PX = px;
  svg.style.setProperty("--pt-name", `${px}px`);
  svg.style.setProperty("--pt-key", `${px * 1.25}px`);
  return again;
}

// A list whose items wrap with gaps between them (no separator left alone at a line's end).
function mapLegend(ctx, c) {
  const item = (svgChildren, words) => h("li", { class: "legend-item" }, [s("svg", { viewBox: "0 0 34 20", width: 34, height: 20, "aria-hidden": "true" }, svgChildren), " ", words]);
  const star = (kind) => { const m = wantedMark(kind, false)[1]; m.setAttribute("transform", "scale(1.15)"); return s("g", { transform: "translate(17,10)" }, [m]); };
  return h("ul", { class: "legend-row pt-legend" }, [
    item([railway([2, 10], [32, 10])], t("phototour.legend.railway")),
    item([highway([2, 10], [32, 10])], t("phototour.legend.highway")),
    item([airportBadge(17, 10)], t("phototour.legend.airport")),
    item([s("g", { transform: "translate(17,11)" }, [townMarker("city", "#777")])], `${look(ctx.catalog, "city").name}`),
    item([s("g", { transform: "translate(17,11)" }, [townMarker("nature", "#777")])], `${look(ctx.catalog, "nature").name}`),
    item([star("hand")], t("phototour.legend.wanted_hand")),
    item([star("offer")], t("phototour.legend.wanted_offer")),
    ...Object.keys(c.regions).map((r) => h("li", {}, [h("span", { class: "dot", style: `background:${regionLook(ctx, r).colour}` }), regionLook(ctx, r).name])),
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
// i18n-keys: phototour.target.plan, phototour.target.take_card, phototour.target.rent, phototour.target.take_token, phototour.target.die, phototour.target.set_die
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
  const svg = svgRoot(W, H, t("phototour.offer.aria"), { "data-board": "offer" });
  const itemX = (i) => 4 + i * STEP + STEP / 2 - 4;
  pub.display.forEach((id, i) => {
    const x = 4 + (i % cols) * CW, y = 4 + Math.floor(i / cols) * (CH + 8);
    if (!id) { svg.append(s("rect", { x, y, width: CW - 8, height: CH, rx: 6, fill: "none", stroke: "#ccc", "stroke-dasharray": "4 3" })); return; }
    const g = sightCard(ctx, c, id, x, y, CW - 8, CH);
    const sight = sightName(ctx, num(id));
    for (const type of ["plan", "take_card"]) if (aimWorth(ctx, g, { type, card: id }, t(`phototour.target.${type}`, { sight }), CARD_BADGE(CW - 8))) break;
    if (row === "sights") aim(ctx, g, { type: "discard_item", index: i }, t("phototour.target.discard_sight", { sight }));
    svg.append(g);
    if (row === "sights" && marked.has(i)) svg.append(discardMark(CW - 8, CH, x, y, t("phototour.mark.discard_sight")));
  });
  pub.board_tokens.forEach((tok, i) => {
    const g = s("g", { transform: `translate(${itemX(i)},${tokensY + 44})` });
    if (tok) {
      const l = tokenLook(ctx, tok);
      g.append(s("circle", { class: "hl", r: 24, fill: "none", stroke: "none" }), tokenArt(tok, l.colour, 19),
        tokenLabel(ctx, tok, STEP - 6, 36), s("title", { text: t("phototour.token.title", { token: l.name }) }));
      for (const type of ["rent", "take_token"]) if (aimWorth(ctx, g, { type, token: tok }, t(`phototour.target.${type}`, { token: l.name }), [24, -14, 11])) break;
      if (row === "tokens") aim(ctx, g, { type: "discard_item", index: i }, t("phototour.target.discard_token", { token: l.name }));
    } else g.append(s("circle", { class: "hl", r: 19, fill: "none", stroke: "#ccc", "stroke-dasharray": "3 3" }));
    svg.append(g);
    if (row === "tokens" && marked.has(i)) svg.append(discardMark(56, 70, itemX(i) - 28, tokensY + 18, t("phototour.mark.discard")));
  });
  pub.dice.forEach((face, i) => {
    const g = s("g", { transform: `translate(${itemX(i)},${diceY + 50})` });
    g.append(s("rect", { class: "hl", x: -24, y: -24, width: 48, height: 48, rx: 9, fill: face ? "#fff" : "none", stroke: face ? "#444" : "#ccc", "stroke-width": 2 }));
    if (face) {
      const l = look(ctx.catalog, face);
      g.append(dieFace(face, 16), s("text", { y: 38, "text-anchor": "middle", class: "label", text: l.name }),
        s("title", { text: t("phototour.die.title", { die: l.name, how: (ctx.catalog && ctx.catalog.describe(face)) || "" }) }));
      const confirming = ctx.picked.type === "die" && ctx.picked.die !== i; // one die at a time: Confirm or Cancel
      for (const type of confirming ? ["set_die"] : ["die", "set_die"]) {
        if (!ctx.target(g, { type, die: i }, t(`phototour.target.${type}`, { die: l.name })).classList.contains("target")) continue;
        const badge = worthSvg(ctx.worth({ type, die: i }), 24, -24, 11);
        if (badge) g.append(badge);
        break;
      }
      if (row === "dice") aim(ctx, g, { type: "discard_item", index: i }, t("phototour.target.reroll", { die: l.name }));
    }
    svg.append(g);
    if (row === "dice" && marked.has(i)) svg.append(discardMark(56, 74, itemX(i) - 28, diceY + 22, t("phototour.mark.reroll")));
  });
  svg.append(s("text", { x: 6, y: tokensY + 14, class: "label", style: "fill:#555;font-weight:600", text: t("phototour.offer.tokens") }),
    s("text", { x: 6, y: diceY + 14, class: "label", style: "fill:#555;font-weight:600", text: t("phototour.offer.dice") }));
  // "Which row do you refresh?": answered by tapping the row itself.
  const bands = { sights: [0, sightsH], tokens: [tokensY, 88], dice: [diceY, 90] };
  if (ctx.candidates.some((m) => m.type === "refresh_row")) {
    for (const [key, [y, hh]] of Object.entries(bands)) {
      const band = s("g", { "data-row": key }, [s("rect", { class: "hl hl-fill", x: 1, y, width: W - 2, height: hh, rx: 8, fill: "rgba(255,255,255,0.01)", stroke: "none" })]);
      aim(ctx, band, { type: "refresh_row", row: key }, t("phototour.target.refresh_row", { row: look(ctx.catalog, `row:${key}`).name }));
      svg.append(band);
    }
  }
  return svg;
}

function handSvg(ctx, c) {
  const ids = ctx.pub.phase === "start" ? ctx.priv.dealt || [] : ctx.priv.hand || [];
  const cols = narrow() ? 2 : 5, CH = cardHeight(ctx);
  const per = Math.min(cols, Math.max(1, ids.length)), rows = Math.max(1, Math.ceil(ids.length / cols));
  // An empty hand is as wide as its words and one line high.
  const W = ids.length ? per * 158 + 8 : Math.max(166, Math.ceil(textWidth(t("phototour.hand.empty"))) + 16);
  const svg = svgRoot(W, ids.length ? rows * (CH + 6) + 4 : 44, (ctx.pub.phase === "start" ? t("phototour.hand.aria_dealt") : t("phototour.hand.aria")), { "data-board": "hand", style: `max-width:${W * 1.2}px` });
  if (!ids.length) svg.append(s("text", { x: 8, y: 26, class: "label", style: "fill:#888", text: t("phototour.hand.empty") }));
  ids.forEach((id, i) => {
    const g = sightCard(ctx, c, id, 4 + (i % cols) * 158, 4 + Math.floor(i / cols) * (CH + 6), 150, CH);
    const sight = sightName(ctx, num(id));
    // i18n-keys: phototour.card_target.*
    for (const type of ["choose", "photo", "pay", "sight_bonus", "use"]) {
      if (aimWorth(ctx, g, { type, card: id }, t(`phototour.card_target.${type}`, { sight, town: townName(ctx, num(id)) }), CARD_BADGE(150))) break;
    }
    svg.append(g);
  });
  return svg;
}

// What a diary slot asks for and gives, in words: side A takes any sight; side B's top row gives a
// bonus action when filled, its bottom row scores a condition at the end.
function slotWords(ctx, c, info, i) {
  const meta = info.diary_slots ? info.diary_slots[i] : null;
  if (!meta) return { need: t("phototour.slot.any"), gives: "" };
  const d = c.diaries[info.diary_id] || { name: "" };
  const text = look(ctx.catalog, `diary:${d.name}:${i}`).name;
  return { need: look(ctx.catalog, meta.type).name, gives: (meta.row === "top" ? t("phototour.slot.bonus", { text }) : t("phototour.slot.end", { text })), type: meta.type };
}

function diarySvg(ctx, c, seat, interactive) {
  const info = ctx.pub.seats[seat];
  const slots = info.diary;
  const pend = (ctx.pub.turn && ctx.pub.turn.pending) || {};
  const equipping = interactive && pend.kind === "equip" ? pend.slot : null;
  // A desktop's slots are wider and as tall as their longest text, which is never cut there.
  const SW = narrow() ? 112 : 140, GIVES_Y = 133, STEP = 11, GW = narrow() ? SW - 16 : SW - 12;
  const texts = slots.map((_, i) => slotWords(ctx, c, info, i).gives).filter(Boolean);
  // A word longer than the line ("достопримечательности") takes the note down to 9 px rather than break.
  const noteSize = (x) => (!narrow() && x.split(/\s+/).some((w) => textWidth(w, { size: 10 }) > GW) ? 9 : 10);
  const lines = narrow() ? 3 : Math.min(9, Math.max(3, ...texts.map((x) => wrap(x, GW, 99, { size: noteSize(x) }).length)));
  // Slot titles wrap to two lines where one is too short ("1. Любое фото"); then every slot's
  // contents move down by the second line.
  const room = (type) => SW - 6 - 5 - (type ? 18 : 4), BOLD = { weight: 700 };
  const titles = slots.map((_, i) => {
    const words = slotWords(ctx, c, info, i), head = (k) => `${i + 1}. ${k}`;
    const need = words.type ? kindText(words.type, words.need, (k) => wrap(head(k), room(words.type), 9, BOLD).length <= 2) : words.need;
    return wrap(head(need), room(words.type), 2, BOLD);
  });
  const TOP = titles.some((l) => l.length > 1) ? 11 : 0;
  const SH = Math.max(170, GIVES_Y + (lines - 1) * STEP + 8) + TOP;
  const cols = narrow() ? 3 : slots.length, rows = Math.ceil(slots.length / cols);
  const W = cols * SW + 8, H = rows * (SH + 6) + 2;
  const name = info.diary_id !== null && info.diary_id !== undefined && c.diaries[info.diary_id] ? look(ctx.catalog, `diary:${c.diaries[info.diary_id].name}`).name : t("phototour.diary.default");
  const svg = svgRoot(W, H, t("phototour.diary.aria", { name: ctx.names(seat) }), { "data-board": `diary-${seat}`, style: `max-width:${W * 1.2}px` });
  svg.append(s("rect", { width: W, height: H, rx: 8, fill: "#f3ead7", stroke: "#a8916a" }));
  slots.forEach((entry, i) => {
    const words = slotWords(ctx, c, info, i);
    const g = s("g", { transform: `translate(${4 + (i % cols) * SW},${4 + Math.floor(i / cols) * (SH + 6)})`, "data-slot": i });
    g.append(s("rect", { class: "hl hl-fill", width: SW - 6, height: SH, rx: 6, fill: "none", stroke: "#bba77f", "stroke-dasharray": entry ? "" : "4 3" }));
    g.append(...textLines(titles[i], 5, 13, 11, { class: "label pt-slot-title", style: "font-weight:700" }));
    if (words.type) g.append(s("g", { transform: `translate(${SW - 16},9) scale(0.6)` }, [townMarker(words.type, "#6b5a3a")]));
    const inner = TOP ? s("g", { transform: `translate(0,${TOP})` }) : g;
    if (TOP) g.append(inner);
    if (words.gives) inner.append(...bonusNote(words.gives, { x: 5, y: GIVES_Y, step: STEP, width: GW, rows: lines, size: noteSize(words.gives) }, t("phototour.bonus.more")));
    if (entry) {
      const n = num(entry.card);
      const sg = c.sights[String(n)], loc = c.locations[String(n)];
      const reg = regionLook(ctx, loc.region);
      const town = townName(ctx, n), sight = sightName(ctx, n);
      inner.append(s("rect", { class: "pt-photo", x: 3, y: 18, width: SW - 12, height: 100, rx: 5, fill: "#fff", stroke: reg.colour, "stroke-width": 3 }),
        s("rect", { x: 3, y: 18, width: SW - 12, height: 15, rx: 5, fill: reg.colour }),
        bandTown(town, SW - 22, { x: 7, y: 29.5, sizes: [10, 9, 8, 7], cls: "label small pt-photo-town", squeeze: true }),
        ...cardTitle(sight, SW - 22, { x: 7, tries: [[11, 2, 12, 46], [10, 3, 10, 44]], weight: 400, cls: "label pt-photo-sight" }),
        s("text", { x: 7, y: 73, class: "label", text: points(sg.points) }));
      (entry.tokens || []).forEach((tk, k) => {
        const need = sg.spaces[k];
        const needName = tokenLook(ctx, need).name;
        const sp = s("g", { transform: `translate(${17 + k * 27},98)`, class: "pt-space" });
        if (tk) {
          sp.append(tokenArt(tk, tokenLook(ctx, tk).colour, 11), s("title", { text: t("phototour.space.filled", { token: tokenLook(ctx, tk).name, space: needName }) }));
        } else {
          const faint = tokenArt(need, tokenLook(ctx, need).colour, 11);
          faint.setAttribute("opacity", "0.35");
          sp.append(s("circle", { class: "hl", r: 13, fill: "#fff", stroke: "#8a8a8a", "stroke-width": 1.5, "stroke-dasharray": "3 2" }), faint,
            s("title", { text: t("phototour.space.empty", { space: needName }) }));
          if (equipping === i) aimWorth(ctx, sp, { type: "equip", space: k }, t("phototour.target.equip_space", { space: needName }), [0, 21, 10]);
        }
        inner.append(sp);
      });
      g.append(s("title", { text: t("phototour.slot.photo_title", { sight, town }) }));
    } else {
      inner.append(s("text", { x: (SW - 6) / 2, y: 72, "text-anchor": "middle", class: "label", style: "fill:#a8916a", text: t("phototour.slot.empty") }));
    }
    if (interactive && equipping !== i) {
      let done = false;
      // i18n-keys: phototour.slot_target.*
      for (const type of ["photo", "diary"]) {
        if ((done = aimWorth(ctx, g, { type, slot: i }, t(`phototour.slot_target.${type}`, { slot: i + 1 }), [(SW - 6) / 2, TOP + (entry ? 125 : 100), entry ? 11 : 13]))) break;
      }
      // A photographed sight's own bonus (or reaction) is chosen on the photograph itself.
      if (!done && entry) {
        const sight = sightName(ctx, num(entry.card));
        for (const type of ["sight_bonus", "use"]) {
          if (aimWorth(ctx, g, { type, card: entry.card }, t(`phototour.card_target.${type}`, { sight }), [(SW - 6) / 2, TOP + 125, 11])) break;
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
  // An empty reserve is as wide as its words; a full one leaves room for the widest worth badge
  // ("≤ +7") beside its last token.
  const W = toks.length ? toks.length * 64 + 16 : Math.max(72, Math.ceil(textWidth(t("phototour.reserve.empty"))) + 14);
  const svg = svgRoot(W, 76, t("phototour.reserve.aria", { name: ctx.names(seat) }), { style: `max-width:${W * 1.3}px` });
  if (!toks.length) svg.append(s("text", { x: 6, y: 30, class: "label", style: "fill:#888", text: t("phototour.reserve.empty") }));
  toks.forEach((tok, i) => {
    const l = tokenLook(ctx, tok);
    const g = s("g", { transform: `translate(${36 + i * 64},25)` }, [s("circle", { class: "hl", r: 23, fill: "none", stroke: "none" }), tokenArt(tok, l.colour, 19),
      tokenLabel(ctx, tok, 58, 37), s("title", { text: t("phototour.token.title", { token: l.name }) })]);
    if (interactive) {
      // i18n-keys: phototour.reserve_target.*
      for (const type of ["equip", "discard_token", "pay"]) {
        if (aimWorth(ctx, g, { type, token: tok }, t(`phototour.reserve_target.${type}`, { token: l.name }), [22, -16, 11])) break;
      }
    }
    svg.append(g);
  });
  return svg;
}

// A token's name under it, in the room one token has (a phone's offer and every reserve are
// tight): the catalog's name (the rulebook's word, the same everywhere) at 11 px, else smaller,
// else in two lines ("Квадро-|коптер"); never cut short or run into its neighbour's.
function tokenLabel(ctx, kind, width, y) {
  const text = tokenLook(ctx, kind).name;
  const attrs = (size) => ({ "text-anchor": "middle", class: "label pt-token-name", style: `font-size:${size}px` });
  for (const size of [11, 10, 9.5]) {
    if (textWidth(text, { size }) <= width) return s("text", { y, ...attrs(size), text });
  }
  const lines = /\s/.test(text.trim()) ? wrap(text, width, 2, { size: 10 }) : halves(text) || wrap(text, width, 2, { size: 10 });
  const el = s("text", { y: y - 3, ...attrs(10) });
  lines.forEach((line, i) => el.append(s("tspan", { x: 0, y: y - 3 + i * 10, text: line })));
  return el;
}

// One long word in two halves near its middle, after a vowel and before a consonant ("Квадро-|коптер").
const VOWEL = /[aeiouyаеёиоуыэюя]/i;
function halves(word) {
  let best = null;
  for (let k = 2; k < word.length - 2; k++) {
    if (VOWEL.test(word[k - 1]) && !VOWEL.test(word[k]) && (best === null || Math.abs(k - word.length / 2) < Math.abs(best - word.length / 2))) best = k;
  }
  return best === null ? null : [`${word.slice(0, best)}-`, word.slice(best)];
}

// The reaction window's prompt: what the opponent did, and what each sight that may answer gives.
function reactPrompt(ctx, cards) {
  const pub = ctx.pub, trig = (pub.reaction && pub.reaction.trigger) || {};
  const name = pub.active !== null ? ctx.names(pub.active) : "";
  const trip = trig.mode ? look(ctx.catalog, `trip:${trig.mode}`).name : "";
  // i18n-keys: phototour.react.*
  const key = trig.action === "photo" ? `react.photo_${trig.type === "nature" ? "nature" : "city"}` : `react.${trig.action}`;
  const options = cards.map((c) => t("phototour.react.option", { sight: look(ctx.catalog, c).name, bonus: look(ctx.catalog, `bonus:${num(c)}`).name }));
  return t("phototour.prompt.react", { trigger: t(`phototour.${key}`, { name, trip }), options: listText(options) });
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
  return t("phototour.equip.words", { token: tokenName(ctx, m.token), space: need ? tokenName(ctx, need) : t("phototour.equip.free") });
}

// The three photo contests of a Strategic game, as cards: what each counts (in which regions),
// the points for first and second place, and who leads it now.
// The rulebook's points for 1st and 2nd place (content.py CONTEST_FIRST, CONTEST_SECOND).
const CONTEST_PLACES = { first: 7, second: 3 };
function contestCards(ctx, c) {
  const pub = ctx.pub;
  const card = (i) => {
    const spec = (c.contests && c.contests[String(i)]) || {};
    const regions = spec.region ? [spec.region] : spec.regions || [];
    const lead = contestLeaders(c, pub.seats, spec);
    const leader = pub.phase === "start" ? "" : lead.seats.length
      ? t("phototour.contest.leader", { names: listText(lead.seats.map((st) => ctx.names(st))), n: lead.top })
      : t("phototour.contest.nobody");
    const first = regions.length ? regionLook(ctx, regions[0]).colour : tokenLook(ctx, spec.token || "any").colour;
    return h("li", { class: "pt-contest", "data-contest": i, style: `border-left-color:${first}` }, [
      h("strong", { text: look(ctx.catalog, `contest:${i}`).name }),
      regions.length ? h("span", { class: "pt-contest-regions" }, regions.map((r) => h("span", {}, [h("span", { class: "dot", style: `background:${regionLook(ctx, r).colour}` }), regionLook(ctx, r).name]))) : null,
      h("span", { class: "pt-contest-points", text: t("phototour.contest.places", { first: points(CONTEST_PLACES.first), second: points(CONTEST_PLACES.second) }) }),
      leader ? h("span", { class: "pt-contest-leader", text: leader }) : null,
    ].filter(Boolean));
  };
  return h("section", { class: "pt-contests", "aria-label": t("phototour.contest.title") }, [
    h("h3", { text: t("phototour.contest.title") }), h("ul", {}, pub.contests.map(card))]);
}

// In Strategic mode bonuses and contests score at the end (a seat's score counts them as if the
// game ended now); what is already scored leaves them out, but keeps the bonus points gained in play.
function banked(st) {
  const b = st.breakdown || {};
  return st.score - ((b.bonuses || 0) + (b.contests || 0) - (st.bonus_points || 0));
}

// "Travel by car to Sochi? Its sight Sochi Olympic Park (4 points) is in your hand.": the town a
// tap chose, named before the trip is made.
function goQuestion(ctx, c, m) {
  const pend = (ctx.pub.turn && ctx.pub.turn.pending) || (ctx.pub.reaction && ctx.pub.reaction.pending) || {};
  const trip = pend.mode ? look(ctx.catalog, `trip:${pend.mode}`).name : "";
  return t("phototour.confirm.go", { town: townName(ctx, m.to), trip, there: sightThere(ctx, c, String(m.to)) });
}

// A destination's sight in a trip's question: in your hand, on offer, or neither.
function sightThere(ctx, c, n) {
  const sg = c && c.sights[n];
  if (!sg) return "";
  const { hand, offered } = wantedTowns(ctx);
  const words = { sight: sightName(ctx, n), points: points(sg.points) };
  // A sight photographed already (each has one card) cannot be taken there again.
  const taker = ctx.pub.seats.find((st) => st.diary.some((e) => e && num(e.card) === Number(n)));
  if (taker && taker.seat === ctx.seat) return t("phototour.confirm.go_taken_mine", words);
  if (taker) return t("phototour.confirm.go_taken", { ...words, name: ctx.names(taker.seat) });
  return hand.has(n) ? t("phototour.confirm.go_hand", words) : offered.has(n) ? t("phototour.confirm.go_offer", words) : t("phototour.confirm.go_sight", words);
}

function statusLine(ctx) {
  const pub = ctx.pub;
  const where = pub.phase === "start" ? t("phototour.status.start") : pub.active !== null ? t("phototour.status.turn", { name: ctx.names(pub.active) }) : "";
  // An answer to the traveller's action is asked of another seat meanwhile: say whose it is.
  const answer = pub.reaction && pub.reaction.seat !== undefined && pub.reaction.seat !== pub.active
    ? (pub.reaction.seat === ctx.seat ? t("phototour.status.answer_mine") : t("phototour.status.answer", { name: ctx.names(pub.reaction.seat) })) : "";
  return [(strategic(ctx) ? t("phototour.status.strategic") : t("phototour.status.basic")), where, answer, pub.last_round ? t("phototour.status.last_round") : "",
    t("phototour.status.deck", { n: pub.deck_count }), t("phototour.status.bag", { n: pub.bag_count })].filter(Boolean).join(" · ");
}

// On a phone, when this seat's turn begins, the page brings its pawn on the map into the band
// between the score strip and the pinned bar (the turn's choices are in the bar), once a turn.
let MY_TURN = false;
function showOwnPawn(root, seat) {
  requestAnimationFrame(() => requestAnimationFrame(() => {
    const figure = root.isConnected && root.querySelector(`.pt-map g.pawn[data-seat="${seat}"]`);
    if (!figure) return;
    const top = document.getElementById("score-strip")?.getBoundingClientRect().bottom || 0;
    const bottom = document.getElementById("actionbar")?.getBoundingClientRect().top || window.innerHeight;
    const r = figure.getBoundingClientRect(), mid = (r.top + r.bottom) / 2;
    if (mid > top + 40 && mid < bottom - 40) return;
    const reduced = window.matchMedia && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    window.scrollBy({ top: mid - (top + bottom) / 2, behavior: reduced ? "auto" : "smooth" });
  }));
}

// What the tray's chips are drawn with: the board's own names and words.
const TRAY_KIT = { num, look, points, regionLook, townName, sightName, tokenLook, bonusText, cardWords, slotWords };

export default {
  // i18n-keys: phototour.category.*
  labels: Object.fromEntries(["sights", "tokens_on_cards", "reserve", "contests", "bonuses"].map((k) => [k, t(`phototour.category.${k}`)])),
  legendIcon,
  async init() {
    if (CONTENT) return;
    const all = await api.games();
    const me = all.find((g) => g.id === "phototour");
    CONTENT = me && me.content;
  },
  render(ctx) {
    const c = content(ctx);
    if (!c) return h("p", { text: t("phototour.loading") });
    const pub = ctx.pub;
    const parts = [h("p", { class: "status-line", text: statusLine(ctx) })];
    // The contests and the note on what scores when: above the map on a phone, below it on a wider
    // screen (where the map stands right under the pinned bar and its tray, one glance with them).
    const about = [];
    if (pub.contests && pub.contests.length) about.push(contestCards(ctx, c));
    if (strategic(ctx) && pub.phase !== "start") about.push(h("p", { class: "pt-expected", text: t("phototour.expected.note") }));
    if (narrow()) parts.push(...about, mapSection(ctx, c));
    else parts.push(mapSection(ctx, c), ...about);
    // While this seat decides, the choices off the map are the pinned bar's tray too
    // (phototour-tray.js), so the decision and the map are one glance. On a phone the board's own
    // drawings of them stay without targets, to be read; on a wider screen they may be clicked
    // too, and are no reason to scroll the page to them ([data-tray-copy], core/focus.js).
    const tray = ctx.myTurn && ctx.status === "playing" && ctx.seat !== null ? trayParts(ctx, c, TRAY_KIT, { market: !narrow() && pub.phase !== "start" }) : null;
    if (tray && !narrow()) tray.dataset.tray = "wide";
    const board = tray && narrow() ? { ...ctx, target: (el) => el } : ctx;
    const copy = tray && !narrow() ? { "data-tray-copy": "" } : {};
    const offerBox = narrow() ? h("div", { class: "pt-offer" }, offer(board, c)) : h("div", { class: "scroll-x wide-row" }, offer(ctx, c));
    parts.push(h("section", { "aria-label": t("phototour.offer.title"), ...copy }, [h("h3", { text: t("phototour.offer.title") }), offerBox]));
    const diaryBox = (svg) => (narrow() ? h("div", { class: "pt-diary" }, svg) : h("div", { class: "scroll-x wide-row" }, svg));
    const during = strategic(ctx) && pub.phase !== "start" && ctx.status !== "finished";
    const scoreWords = (st) => (during ? t("phototour.score.area", { now: points(banked(st)), end: points(st.score) }) : points(st.score));
    if (ctx.seat !== null) {
      const me = pub.seats[ctx.seat];
      const held = pub.phase === "start" ? t("phototour.held.start") : t("phototour.held.hand", { n: me.hand_count });
      parts.push(h("section", { "aria-label": t("phototour.area.mine"), ...copy }, [h("h3", { text: held }), handSvg(board, c),
        h("h3", { text: reserveTitle(me.reserve.length) }), reserveSvg(board, ctx.seat, true),
        h("h3", { text: t("phototour.diary.mine") + (during ? ` · ${scoreWords(me)}` : "") }), diaryBox(diarySvg(board, c, ctx.seat, true))]));
    }
    for (const st of pub.seats) {
      if (st.seat === ctx.seat) continue;
      const state = pub.phase === "start" ? ` · ${(st.chosen ? t("phototour.other.ready") : t("phototour.other.choosing"))}` : "";
      parts.push(h("section", { "aria-label": t("phototour.area.other", { name: ctx.names(st.seat) }) }, [
        h("h3", { text: `${ctx.names(st.seat)} · ${scoreWords(st)} · ${t("phototour.other.cards", { n: st.hand_count })}${state}` }),
        h("div", { class: "strip" }, [reserveSvg(ctx, st.seat, false), diaryBox(diarySvg(ctx, c, st.seat, false))])]));
    }
    if (tray) parts.push(tray);
    const root = h("div", { class: "phototour" }, parts);
    showNotes(root);
    // (once the turn's moves are in: the bar has its tray then, and the pawn is placed above it)
    const turnStarts = narrow() && ctx.myTurn && pub.active === ctx.seat && ctx.candidates.length > 0;
    if (turnStarts && !MY_TURN) showOwnPawn(root, ctx.seat);
    MY_TURN = turnStarts;
    return root;
  },
  prompt(ctx) {
    const pub = ctx.pub;
    const types = new Set(ctx.candidates.map((m) => m.type));
    const pend = (pub.reaction && pub.reaction.pending) || (pub.turn && pub.turn.pending);
    if (types.has("choose")) return t("phototour.prompt.choose");
    if (ctx.picked.type === "photo") return t("phototour.prompt.photo_slot");
    if (pend) {
      if (pend.kind === "equip") {
        return ctx.picked.type === "equip" && ctx.picked.token
          ? t("phototour.prompt.equip_space", { token: tokenName(ctx, ctx.picked.token) })
          : (types.has("equip") ? t("phototour.prompt.equip") : t("phototour.prompt.equip_none"));
      }
      if (pend.kind === "go") return t("phototour.prompt.go", { trip: look(ctx.catalog, `trip:${pend.mode}`).name });
      if (pend.kind === "refresh_discard") {
        const row = look(ctx.catalog, `row:${pend.row}`).name;
        return (pend.row === "dice" ? t("phototour.prompt.refresh_reroll", { row }) : t("phototour.prompt.refresh_discard", { row }));
      }
      // i18n-keys: phototour.pending.*
      const known = ["discard_token", "take_card", "take_token", "set_die", "refresh_pay", "refresh_row"];
      return known.includes(pend.kind) ? t(`phototour.pending.${pend.kind}`) : t("phototour.prompt.move");
    }
    if (types.has("use")) return reactPrompt(ctx, ctx.candidates.filter((m) => m.type === "use").map((m) => m.card));
    if (types.has("end_turn") && !types.has("plan")) return (strategic(ctx) ? t("phototour.prompt.done_strategic") : t("phototour.prompt.done"));
    return pub.last_round ? t("phototour.prompt.turn_last") : t("phototour.prompt.turn");
  },
  // A die confirmed with the town it takes you to, in one question.
  follow(first, next, ctx) {
    if (first.type !== "die" || next.type !== "go") return null;
    const face = first.as || ctx.pub.dice[first.die];
    return t("phototour.confirm.die_go", { die: look(ctx.catalog, face).name, trip: look(ctx.catalog, `trip:${face}`).name,
      town: townName(ctx, next.to), there: sightThere(ctx, content(ctx), String(next.to)) });
  },
  confirm(m, ctx) {
    const c = content(ctx);
    if (m.type === "die") {
      const face = m.as || ctx.pub.dice[m.die];
      const how = (ctx.catalog && ctx.catalog.describe(face)) || "";
      const me = ctx.seat !== null ? ctx.pub.seats[ctx.seat] : null;
      const reach = c && me ? destinations(c, me.pawn, face, (ctx.pub.turn && ctx.pub.turn.mods) || {}) : [];
      return t("phototour.confirm.die", {
        die: look(ctx.catalog, face).name,
        how: how.replace(/\.$/, "").replace(/^./, (x) => x.toLowerCase()),
        reach: reachWords(ctx, reach),
      });
    }
    if (m.type === "go") return goQuestion(ctx, c, m);
    // Planning and renting are main actions too: one stray tap would spend the turn.
    if (m.type === "plan") return t("phototour.confirm.plan", { sight: sightName(ctx, num(m.card)), town: townName(ctx, num(m.card)) });
    if (m.type === "rent") return t("phototour.confirm.rent", { token: tokenName(ctx, m.token) });
    // Basic mode's photograph is one click (its slot is the first free one): it is confirmed too.
    if (m.type === "photo" && !strategic(ctx)) return t("phototour.confirm.photo", { sight: sightName(ctx, num(m.card)), slot: m.slot + 1 });
    // After three cancelled refreshes in a turn the next one must be paid: say so before it starts.
    if (m.type === "refresh" && ctx.pub.turn && ctx.pub.turn.cancels >= 3) return t("phototour.confirm.refresh_final");
    if (m.type !== "choose") return null;
    const loc = c && c.locations[String(num(m.card))];
    return t("phototour.confirm.choose", { town: loc ? townName(ctx, num(m.card)) : t("phototour.confirm.this_town") });
  },
  describeMove(m, ctx) {
    switch (m.type) {
      // i18n-keys: phototour.move.*
      case "end_turn": case "refresh": case "refill": case "equip_done": case "pass": case "cancel": return t(`phototour.move.${m.type}`);
      case "refresh_row": return t("phototour.move.refresh_row", { row: look(ctx.catalog, `row:${m.row}`).name });
      case "die": return m.as ? t("phototour.move.die_as", { n: m.die + 1, face: look(ctx.catalog, m.as).name }) : t("phototour.move.die_n", { n: m.die + 1 });
      case "set_die": return t("phototour.move.set_die", { face: look(ctx.catalog, m.face).name });
      case "equip": return equipWords(ctx, m);
      case "sight_bonus": return t("phototour.card_target.sight_bonus", { sight: sightName(ctx, num(m.card)) });
      default: return null;
    }
  },
  // The start in the log: your own choice (town and sight), then where everyone set off from.
  describeEvent(ev, names, ctx) {
    const town = (n) => (ctx && ctx.catalog ? ctx.catalog.name(`location:${n}`) : String(n));
    if (ev.type === "chosen") {
      const card = ev.secret && ev.secret.card;
      if (!card) return t("phototour.event.chosen", { name: names(ev.seat) });
      return t("phototour.event.chosen_own", { name: names(ev.seat), town: town(num(card)), sight: ctx && ctx.catalog ? ctx.catalog.name(card) : "" });
    }
    if (ev.type === "start") {
      const where = (ev.pawns || []).map((n, seat) => t("phototour.event.start_seat", { name: names(seat), town: town(n) }));
      return t("phototour.event.start", { where: listText(where), first: names(ev.first) });
    }
    return null;
  },
  details(ctx) { return codedDetails(ctx, ctx.pub.details); },
  // (Strategic lines dip: the contests are standings against the others)
  chartNote(ctx) { return strategic(ctx) ? t("phototour.score.chart_note") : null; },
  simultaneous(pub) { return pub.phase === "start"; },
  // In Strategic mode the panel shows the points scored now (a phone's strip has no room for
  // more); the seat's area says what they would be if the game ended now.
  score(ctx, seat) {
    const st = ctx.pub.seats[seat];
    if (!strategic(ctx) || ctx.pub.phase === "start" || ctx.status === "finished") return st.score;
    return banked(st);
  },
};
