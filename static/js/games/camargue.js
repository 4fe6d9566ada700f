// Camargue: the shared display of path tiles, your hand, the helpers, and the reaction window.
import { h, s, svgRoot } from "../core/dom.js";
import { AutoAnswer, loadFlag, saveFlag } from "../core/autoanswer.js";
import { listText, loadGameTexts, t } from "../core/i18n.js";
import { worthBadge, worthSvg } from "../core/worth.js";
import { leastScale, stageHeight } from "../core/zoom.js";
import { legendIcon, tileArt as art } from "./camargue-art.js";

await loadGameTexts("camargue");

// Units per tile in the drawings (a phone's 100 %: one unit a px). The display is drawn whole: its
// box's width, tiles at most 80 px, no taller than the screen leaves (core/zoom.js fits it, and +
// or a pinch enlarges it).
const CELL = 64;
const SMALL = 36; // px of a helper drawn in a player's area
const MOST_PX = 80; // px of a tile at most
const LEAST_TEXT_PX = 11.2; // the smallest text drawn on the display, in px: 11 and a margin for rounding
// Units of a spot's "+N" and of the hand's (the hand is drawn at about 0.8 px a unit).
const SPOT_TEXT = 18;
const HAND_TEXT = 14;

// Px per unit the display will be drawn at: its box's width, at most MOST_PX a tile, and no
// taller than the free band (core/zoom.js fits it once it is in the page; on a desktop the CSS
// keeps it under the page's head); on a phone never under the finger-sized tiles core/zoom.js
// keeps (the display then pans in its box). The texts on it are sized so as never to fall under
// LEAST_TEXT_PX, however small a late game's tiles get.
function drawnScale(W, H, finger) {
  const box = document.querySelector("#board .camargue .scroll-x");
  const width = box && box.clientWidth ? box.clientWidth : Math.max(200, window.innerWidth - 40);
  const phone = window.matchMedia && window.matchMedia("(max-width: 820px)").matches;
  // On a desktop the display's height follows the pinned bar's (its news line, its button row).
  const bar = document.getElementById("actionbar")?.offsetHeight || 7.5 * 16;
  const tall = phone ? stageHeight() : window.innerHeight - bar - 12.4 * 16; // the CSS under ".camargue"
  return Math.max(finger ? leastScale(CELL) : 0, Math.min(phone ? 1 : MOST_PX / CELL, width / W, Math.max(160, tall) / H));
}

const touchScreen = () => !!(window.matchMedia && window.matchMedia("(pointer: coarse)").matches);

const tileArt = (ctx, t, x, y, size = CELL) => art(ctx.catalog, t, x, y, size);
const landName = (ctx, land) => ctx.catalog.name(land).toLowerCase();

function tileName(ctx, tile) {
  if (!tile) return t("camargue.tile");
  if (tile.id && ctx.catalog.entry(tile.id)) return ctx.catalog.name(tile.id);
  if (tile.kind === "start") return ctx.catalog.name("tile:start");
  if (tile.kind === "emergency") return ctx.catalog.name("emergency");
  return t("camargue.tile_of", { land: landName(ctx, tile.landscape) });
}

// A spot in words, from the start tile: "2 east and 1 north of the start tile".
export function where(x, y) {
  if (x === 0 && y === 0) return t("camargue.where.start");
  // i18n-keys: camargue.where.east, camargue.where.west, camargue.where.south, camargue.where.north
  const part = (n, pos, neg) => (n === 0 ? null : t(`camargue.where.${n > 0 ? pos : neg}`, { n: Math.abs(n) }));
  return t("camargue.where.from", { parts: listText([part(x, "east", "west"), part(y, "south", "north")].filter(Boolean)) });
}

// What laying at a spot scores, in words, for each tile of the hand that may go there, named (only
// the chosen one once a tile is chosen, unnamed): the server's previews, worded as the log words
// the score.
function spotLine(ctx, x, y) {
  const hand = ctx.priv.hand || [];
  const lines = ctx.candidates.filter((m) => m.type === "place" && m.x === x && m.y === y).map((m) => {
    const p = ctx.previewOf(m);
    if (!p) return null;
    return ctx.picked.tile ? p.text : `${tileName(ctx, hand.find((tile) => tile.id === m.tile))}: ${p.text}`;
  });
  return [...new Set(lines.filter(Boolean))].join("; ");
}

// Once the display is drawn at its size (core/zoom.js fits it after the drawing, to a band that
// may have changed with the bar), a badge or a mark whose text came out under LEAST_TEXT_PX is
// enlarged about its centre (a mark about its corner on the tile's edge).
function keepReadable(svg, W) {
  const scale = svg.getBoundingClientRect().width / W;
  if (!scale) return;
  for (const g of svg.querySelectorAll(".worth-svg, .since-tag")) {
    const text = g.querySelector("text"), rect = g.querySelector("rect");
    const px = Number(text.getAttribute("font-size")) * scale;
    if (!px || px >= LEAST_TEXT_PX) continue;
    const k = (LEAST_TEXT_PX + 0.25) / px;
    const [x, y, w, hgt] = ["x", "y", "width", "height"].map((a) => Number(rect.getAttribute(a)));
    const cx = g.classList.contains("since-tag") ? x : x + w / 2, cy = g.classList.contains("since-tag") ? y + hgt : y + hgt / 2;
    const about = (el, ax, ay) => {
      el.setAttribute(ax, cx + (Number(el.getAttribute(ax)) - cx) * k);
      el.setAttribute(ay, cy + (Number(el.getAttribute(ay)) - cy) * k);
    };
    about(rect, "x", "y");
    for (const a of ["width", "height", "rx"]) if (rect.hasAttribute(a)) rect.setAttribute(a, Number(rect.getAttribute(a)) * k);
    about(text, "x", "y");
    text.setAttribute("font-size", Number(text.getAttribute("font-size")) * k);
  }
}

// A target's worth drawn as a "+N" badge centred at (x, y), its text at most `size` units high and
// the badge at most `room` wide. Where the target still leaves several moves (a spot before a
// tile is chosen, a tile before its spot), the badge shows the best of them, outlined dashed; the
// words on hover and long press give the range.
function worthMark(w, x, y, size, room) {
  if (!w) return null;
  const several = w.low !== undefined && w.low !== w.points;
  const shown = several ? { ...w, low: undefined } : w;
  const chars = String(shown.points).length + 1 + (shown.ahead || shown.certain === false ? 2 : 0);
  const badge = worthSvg(shown, x, y, Math.min(size, room / (0.62 * chars + 0.9)));
  if (several) badge.classList.add("worth-best");
  return badge;
}

// The sum for the spot under the mouse (or keyboard focus), in the line under the display, where
// the note on the tile laid last otherwise stands: it never covers a spot, and the display never moves.
// The spot itself is marked "previewed": its "+N" steps aside to the spot's corner, off the
// chosen tile's preview, so the paths can be checked.
function showPreview(ctx, x, y, spot) {
  const box = document.querySelector(".camargue .spot-preview");
  if (!box) return;
  const line = spotLine(ctx, x, y);
  if (!line) { hidePreview(); return; }
  for (const other of document.querySelectorAll(".camargue [data-cell].previewed")) other.classList.remove("previewed");
  if (spot) spot.classList.add("previewed");
  box.textContent = t("camargue.preview.here", { where: where(x, y), line });
  box.classList.add("previewing");
}

function hidePreview() {
  for (const spot of document.querySelectorAll(".camargue [data-cell].previewed")) spot.classList.remove("previewed");
  const box = document.querySelector(".camargue .spot-preview");
  if (!box) return;
  box.textContent = box.dataset.note || "";
  box.classList.remove("previewing");
}

// What the other players laid since this seat's last turn, cell -> {seat}. A turn is what
// counts, not any answer: a pass in a helper window (the page's own auto-pass too) leaves the
// tiles laid before it marked until this seat's turn ends. Who laid a tile is learnt from the
// others' events since this seat last acted (ctx.recent), which hold every placement at the
// frame that brings it. Kept per room and seat for the tab, so a reload keeps the marks; a page
// that never saw a turn of this seat marks what its log shows since the seat last acted.
const SINCE_KEY = "panorama.camargue.since";
let since = null; // {key, base: cells when this seat's last turn ended, at: cells when its turn began, mine, by: {cell: seat}}

function loadSince(key) {
  try {
    const kept = JSON.parse(sessionStorage.getItem(SINCE_KEY) || "null");
    if (kept && kept.key === key) return kept;
  } catch (err) { /* none kept */ }
  return { key, base: null, at: null, mine: false, by: {} };
}

function laidSince(ctx) {
  const out = new Map();
  if (ctx.seat === null || ctx.seat === undefined || ctx.status !== "playing") return out;
  const key = `${(ctx.room && ctx.room.room) || ""}|${ctx.seat}`;
  if (!since || since.key !== key) since = loadSince(key);
  const cells = Object.keys(ctx.pub.display);
  const fresh = new Set(); // laid by the others since this seat last acted
  for (const { events } of ctx.recent || []) {
    for (const e of events) {
      if ((e.type === "place" || e.type === "emergency") && e.seat !== ctx.seat) {
        since.by[`${e.x},${e.y}`] = e.seat;
        fresh.add(`${e.x},${e.y}`);
      }
    }
  }
  const w = ctx.pub.window, last = ctx.pub.last;
  if (w && last && w.placer !== ctx.seat) since.by[`${last.x},${last.y}`] = w.placer; // the window says who laid it
  const mine = ctx.pub.phase === "turn" && ctx.pub.turn === ctx.seat;
  if (since.base === null) since.base = cells.filter((k) => !(k in since.by));
  else if (since.mine && !mine) since.base = cells.filter((k) => !fresh.has(k)); // (frames may come bunched)
  since.at = mine ? since.at || cells : null; // what this seat lays in its own turn is not marked
  since.mine = mine;
  const base = new Set(since.base);
  for (const k of Object.keys(since.by)) if (base.has(k)) delete since.by[k];
  try { sessionStorage.setItem(SINCE_KEY, JSON.stringify(since)); } catch (err) { /* private mode */ }
  // Only tiles whose layer this page saw: this seat's own (laid from another device, say) never are.
  for (const k of since.at || cells) if (!base.has(k) && k in since.by) out.set(k, { seat: since.by[k] });
  return out;
}

// Room to tap a spot beyond its own square: the quarter of each neighbouring cell that is not a
// spot itself (a laid tile or an empty cell), up to that cell's centre. Two spots' reaches never
// overlap, so a late game's small tiles stay tappable with a finger.
const HALF = CELL / 2;
const REACH = { N: [HALF, -HALF], E: [CELL + HALF, HALF], S: [HALF, CELL + HALF], W: [-HALF, HALF] };
const STEP = { N: [0, -1], E: [1, 0], S: [0, 1], W: [-1, 0] };
const CORNER = { N: [CELL, 0], E: [CELL, CELL], S: [0, CELL], W: [0, 0] }; // where each side ends, clockwise
function hitArea(spots, x, y) {
  const points = [[0, 0]];
  for (const side of ["N", "E", "S", "W"]) {
    const [dx, dy] = STEP[side];
    if (!spots.has(`${x + dx},${y + dy}`)) points.push(REACH[side]);
    points.push(CORNER[side]);
  }
  return s("polygon", { class: "hit", points: points.map((p) => p.join(",")).join(" "), fill: "#000", "fill-opacity": 0 });
}

function display(ctx, step) {
  const pub = ctx.pub;
  const cells = Object.entries(pub.display).map(([k, t]) => [k.split(",").map(Number), t]);
  const spots = new Map();
  for (const m of ctx.candidates) {
    if (m.x !== undefined) spots.set(`${m.x},${m.y}`, [m.x, m.y]);
  }
  // One free row around the tiles, where every spot lies: the size does not change between turns.
  const xs = cells.map(([p]) => p[0]), ys = cells.map(([p]) => p[1]);
  const minX = Math.min(...xs) - 1, maxX = Math.max(...xs) + 1, minY = Math.min(...ys) - 1, maxY = Math.max(...ys) + 1;
  const cols = maxX - minX + 1, rows = maxY - minY + 1;
  const W = cols * CELL, H = rows * CELL;
  // Its targets are tiles: on a phone core/zoom.js keeps them finger-sized, and pans the display
  // to the step's spots and the tile laid last. A finished game's display, or a spectator's, has
  // nothing to tap: it is drawn whole.
  const playing = ctx.status === "playing" && ctx.seat !== null;
  const svg = svgRoot(W, H, t("camargue.display.label"), { "data-board": "display", ...(playing ? { "data-target-units": CELL } : {}),
    "data-pan-step": step, style: `--cols:${cols};--rows:${rows}` });
  const least = LEAST_TEXT_PX / drawnScale(W, H, playing);
  const text = (units) => Math.max(units, least);
  svg.append(s("rect", { width: W, height: H, fill: "#e9dfc8" }));
  const last = pub.last;
  const area = new Set(last ? last.area : []);
  const since = laidSince(ctx);
  for (const [[x, y], tile] of cells) {
    const g = tileArt(ctx, tile, (x - minX) * CELL, (y - minY) * CELL);
    const k = `${x},${y}`;
    const isLast = !!last && last.x === x && last.y === y;
    const by = since.get(k);
    g.setAttribute("data-tile-at", k);
    g.setAttribute("data-where", k);
    const laidBy = by ? `, ${t("camargue.mark.laid_by", { name: ctx.names(by.seat) })}` : "";
    g.append(s("title", { text: `${tileName(ctx, tile)}, ${where(x, y)}${laidBy}` }));
    if (area.has(k) && !isLast) {
      g.append(s("rect", { class: "scored-area", x: 2, y: 2, width: CELL - 4, height: CELL - 4, fill: "none", stroke: "#fff", "stroke-width": 3, "stroke-dasharray": "6 4" }));
    }
    if (by) {
      // Laid by another player since this seat's last turn: framed in the layer's colour, with
      // the layer's mark in the corner (the colour is never the only sign).
      const colour = ctx.colour(by.seat), mark = ctx.mark(by.seat), size = text(13), wide = size * (0.5 + 0.65 * mark.length);
      g.classList.add("laid-since");
      g.append(s("rect", { class: "since-frame", x: 2.5, y: 2.5, width: CELL - 5, height: CELL - 5, fill: "none", stroke: colour, "stroke-width": 5 }),
        s("g", { class: "since-tag" }, [
          s("rect", { x: 2, y: CELL - 2 - size * 1.4, width: wide, height: size * 1.4, rx: size / 3, fill: colour, stroke: "#fff", "stroke-width": 1.5 }),
          s("text", { x: 2 + wide / 2, y: CELL - 2 - size * 0.38, "text-anchor": "middle", "font-size": size, "font-weight": 700, fill: "#fff", text: mark })]));
    }
    if (isLast) {
      g.classList.add("last-placed");
      g.setAttribute("data-pan-anchor", "");
      // Laid last: the red corner (and a red frame when no other frame says it is new).
      if (!by) g.append(s("rect", { x: 2.5, y: 2.5, width: CELL - 5, height: CELL - 5, fill: "none", stroke: "#c0392b", "stroke-width": 5 }));
      g.append(s("path", { d: "M0,0 H20 L0,20 Z", fill: "#c0392b", stroke: "#fff", "stroke-width": 1.5, class: "new-corner" }));
    }
    svg.append(g);
  }
  for (const [k, [x, y]] of spots) {
    const g = s("g", { transform: `translate(${(x - minX) * CELL},${(y - minY) * CELL})`, "data-cell": k });
    g.append(hitArea(spots, x, y), s("rect", { class: "hl hl-fill", x: 3, y: 3, width: CELL - 6, height: CELL - 6, rx: 6, fill: "none" }));
    const picked = ctx.picked.tile && (ctx.priv.hand || []).find((t) => t.id === ctx.picked.tile);
    if (ctx.isPicked({ x, y })) g.classList.add("picked");
    if (ctx.candidates.some((m) => m.type === "place" && m.x === x && m.y === y)) {
      const what = picked ? t("camargue.spot.lay_picked", { tile: tileName(ctx, picked), where: where(x, y) }) : t("camargue.spot.lay_any", { where: where(x, y) });
      ctx.target(g, { type: "place", x, y }, what);
      if (picked) {
        const ghost = tileArt(ctx, picked, 4, 4, CELL - 8);
        ghost.classList.add("ghost");
        ghost.setAttribute("opacity", "0.6");
        ghost.setAttribute("pointer-events", "none");
        g.append(ghost);
      }
      const mark = worthMark(ctx.worth({ type: "place", x, y }), CELL / 2, CELL / 2, text(SPOT_TEXT), CELL - 2);
      if (mark) g.append(mark);
      // A touch screen has no pointing without choosing, and the browser's emulated mouse events
      // after a tap would leave a sum standing under a spot nobody chose: no preview there.
      if (!touchScreen()) {
        g.addEventListener("mouseenter", () => { if (pointer.moved) showPreview(ctx, x, y, g); });
        g.addEventListener("mouseleave", hidePreview);
        // Only a focus the keyboard moved (not one a click or the page set) shows the sum.
        g.addEventListener("focus", () => { if (g.matches(":focus-visible")) showPreview(ctx, x, y, g); });
        g.addEventListener("blur", hidePreview);
      }
    } else {
      ctx.target(g, { type: "emergency", x, y }, t("camargue.spot.emergency", { where: where(x, y) }));
      const mark = worthMark(ctx.worth({ type: "emergency", x, y }), CELL / 2, CELL / 2, text(SPOT_TEXT), CELL - 2);
      if (mark) g.append(mark);
    }
    svg.append(g);
  }
  return svg;
}

// Your tiles, each with what it scores at its best spot (or at the spot chosen first) below it.
function hand(ctx) {
  const tiles = ctx.priv.hand || [];
  const W = Math.max(1, tiles.length) * (CELL + 12) + 12, H = CELL + 40;
  // On a phone the hand is the tray of the pinned bar: the prompt, the tiles with their values and
  // the spots on the display are seen together. Not while this seat may claim: the question and
  // its buttons name the helper, and they need the bar's room.
  const claiming = toAnswer(ctx) && holdsMatchingHelper(ctx);
  const svg = svgRoot(W, H, t("camargue.hand.label"), { "data-board": "hand", ...(claiming ? {} : { "data-tray": "" }), style: `--w:${W};--h:${H}` });
  tiles.forEach((tile, i) => {
    const left = 12 + i * (CELL + 12);
    const g = tileArt(ctx, tile, left, 8);
    g.append(s("rect", { class: "hl", width: CELL, height: CELL, rx: 6, fill: "none" }), s("title", { text: tileName(ctx, tile) }));
    if (ctx.isPicked({ tile: tile.id })) g.classList.add("picked");
    // A claim is made with the bar's "Claim" button; the helper it would use is outlined here,
    // with what the claim scores under it.
    const matching = ctx.candidates.some((m) => m.type === "claim" && m.tile === tile.id);
    if (matching) g.classList.add("matching");
    svg.append(g);
    if (matching) {
      const mark = worthMark(ctx.worth({ type: "claim", tile: tile.id }), left + CELL / 2, 8 + CELL + 17, HAND_TEXT, CELL + 8);
      if (mark) svg.append(mark);
    }
    for (const partial of [{ type: "place", tile: tile.id }, { type: "helper", tile: tile.id }]) {
      if (ctx.candidates.some((m) => m.type === partial.type && m.tile === tile.id)) {
        ctx.target(g, partial, partial.type === "place" ? t("camargue.hand.lay", { tile: tileName(ctx, tile) }) : t("camargue.hand.helper", { tile: tileName(ctx, tile) }));
        const mark = worthMark(ctx.worth(partial), left + CELL / 2, 8 + CELL + 17, HAND_TEXT, CELL + 8);
        if (mark) svg.append(mark);
        break;
      }
    }
  });
  return svg;
}

// Auto-pass: a player asked in a reaction window who holds no matching helper can only pass; the
// page passes for them (docs/rules/camargue.md). On unless turned off. The pass waits as long as
// a person's would while another person plays, so that its speed does not tell them the hand
// holds no matching helper; among bots alone, which read nothing from it, it comes at once.
const AUTOPASS_KEY = "panorama.camargue.autopass";
const HUMAN_LIKE = { minMs: 800, maxMs: 2500 };
const AT_ONCE = { minMs: 150, maxMs: 300 };
const autoPass = new AutoAnswer(HUMAN_LIKE);
let wanted = null; // {key, selector, quick} of the window this page would pass in now, or null

// Whether another person plays at this table (a seat a bot plays for its person still counts).
function anotherPerson(ctx) {
  return ((ctx.room && ctx.room.seats) || []).some((seat, i) => i !== ctx.seat && seat.kind !== "bot");
}

// This seat is asked in the reaction window and has not answered yet.
function toAnswer(ctx) {
  const w = ctx.pub.window;
  return !!w && ctx.seat !== null && (w.asked || []).includes(ctx.seat) && !w.responded.includes(ctx.seat);
}

function matchingHelpers(ctx) {
  const land = ctx.pub.window.landscape;
  return (ctx.priv.hand || []).filter((t) => t.landscapes && t.landscapes.includes(land));
}

function holdsMatchingHelper(ctx) {
  return matchingHelpers(ctx).length > 0;
}

// A guided first game asks the learner for every answer itself (a pass is a lesson too), so
// nothing answers for them there; nor while a bot plays the seat for its player: a pass sent
// from the page is the player's own move, and would take the seat back from the bot.
function autoPassOn(ctx) {
  const seat = ctx.room && ctx.room.seats && ctx.room.seats[ctx.seat];
  return !(ctx.room && ctx.room.tutorial) && !(seat && seat.away) && loadFlag(AUTOPASS_KEY, true);
}

function updateAutoPass() {
  if (wanted && loadFlag(AUTOPASS_KEY, true)) {
    if (autoPass.key !== wanted.key) Object.assign(autoPass, wanted.quick ? AT_ONCE : HUMAN_LIKE);
    autoPass.want(wanted.key, wanted.selector);
  } else autoPass.stop();
}

function autoPassToggle() {
  const box = h("input", { type: "checkbox", id: "camargue-autopass", checked: loadFlag(AUTOPASS_KEY, true) });
  box.addEventListener("change", () => { saveFlag(AUTOPASS_KEY, box.checked); updateAutoPass(); });
  return h("label", { class: "autopass", for: "camargue-autopass" }, [box, ` ${t("camargue.autopass")}`]);
}

// The reaction window, said in the line under the display (it moves neither the display nor
// the hand): who scored what, and who is still deciding. A seat still to answer that holds a
// matching helper reads the question in the pinned bar; one that holds none and passes
// automatically reads a short line there, and finds the pass it may make at once beside its
// hand (on a phone in the bar's tray; the bar itself stays without a button).
function windowNote(ctx) {
  const w = ctx.pub.window;
  const key = `${w.placer}:${w.tile}`;
  const mine = toAnswer(ctx);
  const quiet = mine && !holdsMatchingHelper(ctx) && autoPassOn(ctx);
  wanted = quiet ? { key, selector: ".camargue .quiet-pass[data-target]", quick: !anotherPerson(ctx) } : null;
  updateAutoPass();
  if (mine && !quiet) return { text: null, pass: null };
  const how = ctx.catalog.fill(ctx.catalog.events.landscape_scored, w, ctx.names);
  const deciding = (ctx.actors || []).filter((seat) => seat !== ctx.seat);
  const text = [t("camargue.window.note", { placer: ctx.names(w.placer), points: t("points", { n: w.points }), land: landName(ctx, w.landscape), how }),
    deciding.length ? t("camargue.window.deciding", { names: listText(deciding.map(ctx.names)) }) : null].filter(Boolean).join(" ");
  if (!quiet) return { text, pass: null };
  const pass = h("button", { type: "button", class: "quiet-pass", "data-tray": "" }, [t("camargue.window.pass_now"), " ", worthBadge(ctx.worth({ type: "pass" }))]);
  ctx.target(pass, { type: "pass" }, t("camargue.window.pass_now"));
  return { text, pass };
}

// On a phone the score strip marks with ▶ every seat the game waits for: this line says what for.
function whoLine(ctx) {
  const acting = ctx.actors || [];
  if (!acting.length) return null;
  const name = (seat) => (seat === ctx.seat ? t("common.you", { name: ctx.names(seat) }) : ctx.names(seat));
  const text = ctx.pub.phase === "window" ? t("camargue.who.window", { names: listText(acting.map(name)) }) : t("camargue.who.turn", { name: name(acting[0]) });
  return h("p", { class: "who-line" }, [h("span", { class: "turn-mark", "aria-hidden": "true", text: "▶ " }), text]);
}

// A small drawn tile for a player's area, named in its tooltip.
function smallTile(ctx, tile, what) {
  const svg = svgRoot(SMALL, SMALL, `${what}: ${tileName(ctx, tile)}`, { class: "small-tile", "data-where": `helper:${tile.id}` });
  const g = art(ctx.catalog, tile, 0, 0, SMALL);
  g.append(s("title", { text: `${what}: ${tileName(ctx, tile)}` }));
  svg.append(g);
  return svg;
}

// The helpers a player has shown, face up as at the table: the one lying in front, the used ones.
function helpersShown(ctx, seat, you) {
  const info = ctx.pub.seats[seat];
  const rows = [];
  if (info.helper_in_front) {
    rows.push(h("div", { class: "shown" }, [h("span", { text: (you ? t("camargue.shown.front_you") : t("camargue.shown.front")) }),
      smallTile(ctx, info.helper_in_front, t("camargue.shown.front_tip"))]));
  }
  rows.push(h("div", { class: "shown" }, [h("span", { text: t("camargue.shown.used") }),
    ...(info.discards.length ? info.discards.map((tile) => smallTile(ctx, tile, t("camargue.shown.used_tip"))) : [h("span", { class: "none", text: t("camargue.shown.none") })])]));
  return rows;
}

function seatArea(ctx, seat) {
  const info = ctx.pub.seats[seat];
  const area = h("div", { class: "seat-area" }, [
    h("div", { class: "seat-name" }, [h("span", { class: "seat-dot", "aria-hidden": "true" }), ` ${ctx.names(seat)} · ${t("camargue.seat.in_hand", { n: info.hand_size })}`]),
    ...helpersShown(ctx, seat, false)]);
  area.style.setProperty("--seat", ctx.colour(seat));
  return area;
}

// The display is drawn whole where its tiles stay large enough to tap; zoomed in (+ or a pinch),
// or on a phone whose screen cannot hold it whole at a finger's size, it pans in its box, and
// core/zoom.js pans it to the step's spots (or the tile laid last) when a step begins.

// A mouse pointer resting where the last click was finds another spot under it when the next
// step's display is drawn: that spot is not pointed at until the pointer moves, so it is not
// emphasised (the box is "still") and its sum is not shown.
const pointer = { step: null, moved: false, x: null, y: null };

function stillUntilMoved(box, step) {
  if (step !== pointer.step) { pointer.step = step; pointer.moved = false; }
  if (!pointer.moved) box.classList.add("still");
}

document.addEventListener("pointermove", (e) => {
  if (e.pointerType !== "mouse" || (e.clientX === pointer.x && e.clientY === pointer.y)) return;
  pointer.x = e.clientX; pointer.y = e.clientY;
  if (pointer.moved) return;
  pointer.moved = true;
  // The spot now under the pointer is pointed at: its sum shows as if the pointer had entered it.
  const under = document.elementFromPoint(e.clientX, e.clientY);
  const spot = under && under.closest(".camargue [data-cell][data-target]");
  if (spot) spot.dispatchEvent(new MouseEvent("mouseenter"));
  for (const box of document.querySelectorAll(".camargue .scroll-x.still")) box.classList.remove("still");
}, { passive: true });

// With a mouse a zoomed display is dragged as well as scrolled; a drag is not a click on a spot.
function dragToPan(box) {
  let from = null, moved = false;
  box.addEventListener("pointerdown", (e) => {
    if (e.pointerType !== "mouse" || e.button !== 0 || box.scrollWidth <= box.clientWidth + 2) return;
    from = { x: e.clientX, y: e.clientY, left: box.scrollLeft, top: box.scrollTop };
    moved = false;
  });
  box.addEventListener("pointermove", (e) => {
    if (!from) return;
    const dx = e.clientX - from.x, dy = e.clientY - from.y;
    if (!moved && Math.abs(dx) + Math.abs(dy) < 6) return;
    moved = true;
    box.classList.add("dragging");
    box.scrollLeft = from.left - dx;
    box.scrollTop = from.top - dy;
  });
  const end = () => { from = null; box.classList.remove("dragging"); };
  box.addEventListener("pointerup", end);
  box.addEventListener("pointerleave", end);
  box.addEventListener("click", (e) => { if (moved) { e.stopPropagation(); e.preventDefault(); moved = false; } }, true);
}

function panView(box) {
  dragToPan(box);
  // After the zoom has sized the drawing (core/zoom.js runs once the board is in the page).
  requestAnimationFrame(() => {
    if (!box.isConnected) return;
    const svg = box.querySelector("svg");
    if (svg) keepReadable(svg, svg.viewBox.baseVal.width);
  });
}

// What the marks on the display say, under it (only the marks it shows).
function marksNote(ctx, board) {
  if (!ctx.pub.last) return "";
  const area = ctx.pub.last.area.length > 1;
  if (board.querySelector(".laid-since")) return area ? t("camargue.note.since_area") : t("camargue.note.since");
  return area ? t("camargue.note.last_area") : t("camargue.note.last");
}

export default {
  legendIcon,
  worthBest: true, // the legend explains the dashed "+N": the best of several moves

  render(ctx) {
    const pub = ctx.pub;
    const parts = [];
    let said = { text: null, pass: null };
    if (pub.window) said = windowNote(ctx);
    else {
      wanted = null;
      updateAutoPass();
    }
    if (ctx.status === "playing") parts.push(whoLine(ctx));
    const last = pub.last ? `${pub.last.x},${pub.last.y}` : "";
    const spots = ctx.candidates.some((m) => m.x !== undefined);
    const step = `${last}|${pub.phase}|${spots}|${JSON.stringify(ctx.picked)}`;
    const board = display(ctx, step);
    const box = h("div", { class: "scroll-x" }, board);
    stillUntilMoved(box, step);
    panView(box);
    const note = said.text || marksNote(ctx, board);
    parts.push(h("section", { class: "display-area", "aria-label": t("camargue.display.section") }, [
      // On a phone the heading keeps only its counts, on one line.
      h("h2", {}, [h("span", { class: "what" }, [t("camargue.display.section"), " · "]),
        h("span", { class: "counts", text: t("camargue.display.heading", { pile: t("camargue.display.pile", { n: pub.pile_size }), emergency: t("camargue.display.emergency", { n: pub.emergency_left }) }) })]),
      box,
      h("div", { class: "note-slot" }, [h("p", { class: "spot-preview", "aria-live": "polite", "data-preview": "", "data-note": note, text: note }), said.pass])]));
    if (ctx.seat !== null && ctx.status === "finished") {
      // Once the game is over there is no hand and nothing to pass: only the helpers used.
      parts.push(h("section", { class: "hand-area over", "aria-label": t("camargue.shown.yours") }, [
        h("div", { class: "own-helpers" }, helpersShown(ctx, ctx.seat, true))]));
    } else if (ctx.seat !== null) {
      parts.push(h("section", { class: "hand-area", "aria-label": t("camargue.hand.label") }, [h("h3", { text: t("camargue.hand.label") }), hand(ctx),
        h("div", { class: "own-helpers" }, helpersShown(ctx, ctx.seat, true)), ctx.room && ctx.room.tutorial ? null : autoPassToggle()]));
    }
    const others = pub.seats.map((_, i) => i).filter((i) => i !== ctx.seat);
    // A watcher (a replay too) sits at no seat: every seat is a player, none "other".
    // i18n-keys: camargue.players, camargue.others
    const heading = t(ctx.seat === null ? "camargue.players" : "camargue.others");
    parts.push(h("section", { class: "others-area", "aria-label": heading }, [h("h3", { text: heading }),
      h("div", { class: "seat-areas" }, others.map((i) => seatArea(ctx, i)))]));
    return h("div", { class: "camargue" }, parts);
  },
  // The places a log line names: the tile it laid or scored (score lines say where), a helper.
  whereOf(ev) {
    const keys = [];
    if (ev.x !== undefined && ev.y !== undefined) keys.push(`${ev.x},${ev.y}`);
    if (typeof ev.tile === "string" && ev.tile.startsWith("tile:helper-")) keys.push(`helper:${ev.tile}`);
    return keys;
  },
  // Worded from the step of the game (a reaction window or a turn), never from a move list alone:
  // for a moment after a new step the shell may still hold the last step's moves.
  prompt(ctx) {
    if (ctx.pub.phase === "window" && ctx.pub.window) {
      if (!toAnswer(ctx)) return null;
      const w = ctx.pub.window;
      const scored = { placer: ctx.names(w.placer), points: t("points", { n: w.points }), land: landName(ctx, w.landscape) };
      const helpers = matchingHelpers(ctx);
      if (!helpers.length) return (autoPassOn(ctx) ? t("camargue.prompt.pass_auto", { land: scored.land }) : t("camargue.prompt.pass", scored));
      const with_ = helpers.length === 1 ? t("camargue.prompt.with_one", { tile: ctx.catalog.name(helpers[0].id) }) : t("camargue.prompt.with_some", { land: landName(ctx, w.landscape) });
      return t("camargue.prompt.claim", { ...scored, with: with_ });
    }
    const types = new Set(ctx.candidates.map((m) => m.type));
    if (!types.size) return null; // the moves of this turn are on their way: the shell says so
    if (types.has("set_aside")) return t("camargue.prompt.set_aside", { draw: ctx.pub.pile_size ? t("camargue.prompt.set_aside_draw") : "" });
    if (types.has("emergency")) return t("camargue.prompt.emergency");
    if (types.has("stuck")) return t("camargue.prompt.stuck");
    if (ctx.picked.tile) return (touchScreen() ? t("camargue.prompt.spot") : t("camargue.prompt.spot_hover"));
    if (ctx.picked.x !== undefined) return t("camargue.prompt.pick_tile");
    if (!types.has("place")) return t("camargue.prompt.helper_only");
    return (types.has("helper") ? t("camargue.prompt.lay_or_helper") : t("camargue.prompt.lay"));
  },
  describeMove(m, ctx) {
    if (m.type === "claim") {
      // A move list of a window already closed may stand for a moment (the shell fetches the next).
      if (!ctx.pub.window) return null;
      // The button's badge says the points (the same as the window's).
      const several = ctx.candidates.filter((c) => c.type === "claim").length > 1;
      // Two matching helpers: each button names its helper by its landscapes, short enough for a
      // phone's bar ("Claim with village and forest").
      const helper = (ctx.priv.hand || []).find((tile) => tile.id === m.tile);
      const lands = helper && helper.landscapes ? listText(helper.landscapes.map((land) => landName(ctx, land))) : ctx.catalog.name(m.tile);
      return several ? t("camargue.move.claim_with", { lands }) : t("camargue.move.claim");
    }
    // A tile laid is picked on the board (the tile, then its spot); named whole for a hint.
    if (m.type === "place") return t("camargue.spot.lay_picked", { tile: ctx.catalog.name(m.tile), where: where(m.x, m.y) });
    // i18n-keys: camargue.move.pass, camargue.move.set_aside, camargue.move.stuck
    return ["pass", "set_aside", "stuck"].includes(m.type) ? t(`camargue.move.${m.type}`) : null;
  },
  // A helper played on your turn is gone for good, and so is a tile laid: the tap that chose
  // either alone is confirmed first (a tile chosen after its spot, or its spot after it, is not).
  confirm(m, ctx, how) {
    if (m.type === "helper") return t("camargue.confirm.helper", { tile: ctx.catalog.name(m.tile) });
    if (m.type === "place" && how && how.oneTap) return t("camargue.confirm.place", { tile: ctx.catalog.name(m.tile), where: where(m.x, m.y) });
    return null;
  },
  // The catalog words the log; these lines stand in for an event it has no wording for.
  describeEvent(ev, names, ctx) {
    const name = ev.seat !== undefined ? names(ev.seat) : "";
    const tile = (id) => (ctx && ctx.catalog ? ctx.catalog.name(id) : "");
    switch (ev.type) {
      case "place": return t("camargue.event.place", { name, tile: tile(ev.tile), where: where(ev.x, ev.y) });
      case "draw": return ev.secret ? t("camargue.event.draw_secret", { name, tile: tile(ev.secret.tile), left: ev.pile_size }) : t("camargue.event.draw", { name, left: ev.pile_size });
      case "helper": return t("camargue.event.helper", { name, tile: tile(ev.tile) });
      // The claimers' score lines say a claim; a window nobody claimed is not worth a line.
      case "window_closed": return false;
      case "set_aside": return t("camargue.event.set_aside", { name, tile: tile(ev.tile) });
      case "emergency": return t("camargue.event.emergency", { name, where: where(ev.x, ev.y) });
      case "stuck": return t("camargue.event.stuck", { name });
      case "game_over": return t("camargue.event.game_over");
      case "turn": case "window": case "responded": case "claim": return false;
      default: return null;
    }
  },
  // The end page's "how every point was scored", from the scoring codes and the catalog.
  details(ctx) {
    const d = ctx.pub.details;
    if (!d) return null;
    return d.map((rows) => rows.map((r) => {
      const template = ctx.catalog.events[r.code];
      return { category: r.category, points: r.points, reason: (template && ctx.catalog.fill(template, r, ctx.names)) || ctx.catalog.category(r.category) };
    }));
  },
  simultaneous(pub) { return pub.phase === "window"; },
  score(ctx, seat) { return ctx.pub.seats[seat].score; },
};
