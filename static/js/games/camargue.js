// Camargue: the shared display of path tiles, your hand, the helpers, and the reaction window.
import { h, s, svgRoot } from "../core/dom.js";
import { AutoAnswer, loadFlag, saveFlag } from "../core/autoanswer.js";
import { listText, loadGameTexts, t } from "../core/i18n.js";
import { legendIcon, tileArt as art } from "./camargue-art.js";

await loadGameTexts("camargue");

// Units per tile in the display's drawing. On screen a tile takes the box's width, between 40 and
// 80 px on a phone and 56 and 88 px on a desktop (the CSS under ".camargue"); a display wider than
// that pans in its box.
const CELL = 64;
const SMALL = 36; // px of a helper drawn in a player's area

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

// The spot preview from the engine ("forest area of 6 × 3 edges = 18"), for the tile's landscape.
// Worded by the catalog's template for a landscape score, so the preview and the log agree.
export function previewText(ctx, x, y, land) {
  const p = ((ctx.priv.previews || {})[`${x},${y}`] || {})[land];
  if (!p) return null;
  return ctx.catalog.fill(ctx.catalog.events.landscape_scored, { landscape: land, ...p }, ctx.names);
}

function spotLine(ctx, x, y) {
  const hand = (ctx.priv.hand || []).filter((t) => t.kind === "landscape" && ctx.candidates.some((m) => m.type === "place" && m.tile === t.id && m.x === x && m.y === y));
  const chosen = hand.filter((t) => !ctx.picked.tile || t.id === ctx.picked.tile);
  return chosen.map((t) => `${tileName(ctx, t)}: ${previewText(ctx, x, y, t.landscape)}`).join("; ");
}

// The sum for the spot under the mouse (or keyboard focus), in the line under the display, where
// the note on the tile laid last otherwise stands: it never covers a spot, and the display never moves.
function showPreview(ctx, x, y) {
  const box = document.querySelector(".camargue .spot-preview");
  if (!box) return;
  const line = spotLine(ctx, x, y);
  if (!line) { hidePreview(); return; }
  box.textContent = t("camargue.preview.here", { where: where(x, y), line });
  box.classList.add("previewing");
}

function hidePreview() {
  const box = document.querySelector(".camargue .spot-preview");
  if (!box) return;
  box.textContent = box.dataset.note || "";
  box.classList.remove("previewing");
}

// Extra room to tap a spot, reaching into the laid tiles next to it (never into another spot):
// on a phone the display fits the screen's width, and its tiles may be drawn smaller than a finger.
const REACH = 22;
function hitArea(pub, x, y) {
  const laid = (dx, dy) => (`${x + dx},${y + dy}` in pub.display ? REACH : 0);
  const w = laid(-1, 0), e = laid(1, 0), n = laid(0, -1), so = laid(0, 1);
  return s("rect", { class: "hit", x: -w, y: -n, width: CELL + w + e, height: CELL + n + so, fill: "#000", "fill-opacity": 0 });
}

function display(ctx) {
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
  const svg = svgRoot(W, H, t("camargue.display.label"), { "data-board": "display", style: `--cols:${cols};--rows:${rows}` });
  svg.append(s("rect", { width: W, height: H, fill: "#e9dfc8" }));
  const last = pub.last;
  const area = new Set(last ? last.area : []);
  for (const [[x, y], tile] of cells) {
    const g = tileArt(ctx, tile, (x - minX) * CELL, (y - minY) * CELL);
    const k = `${x},${y}`;
    g.setAttribute("data-tile-at", k);
    g.append(s("title", { text: `${tileName(ctx, tile)}, ${where(x, y)}` }));
    if (area.has(k) && !(last.x === x && last.y === y)) {
      g.append(s("rect", { class: "scored-area", x: 2, y: 2, width: CELL - 4, height: CELL - 4, fill: "none", stroke: "#fff", "stroke-width": 3, "stroke-dasharray": "6 4" }));
    }
    if (last && last.x === x && last.y === y) {
      g.classList.add("last-placed");
      // The red frame says it (and the note under the display): no word over the tile's picture.
      g.append(s("rect", { x: 2, y: 2, width: CELL - 4, height: CELL - 4, fill: "none", stroke: "#c0392b", "stroke-width": 5 }),
        s("path", { d: "M0,0 H16 L0,16 Z", fill: "#c0392b", class: "new-corner" }));
    }
    svg.append(g);
  }
  for (const [k, [x, y]] of spots) {
    const g = s("g", { transform: `translate(${(x - minX) * CELL},${(y - minY) * CELL})`, "data-cell": k });
    g.append(hitArea(pub, x, y), s("rect", { class: "hl hl-fill", x: 3, y: 3, width: CELL - 6, height: CELL - 6, rx: 6, fill: "none" }));
    const picked = ctx.picked.tile && (ctx.priv.hand || []).find((t) => t.id === ctx.picked.tile);
    if (ctx.isPicked({ x, y })) g.classList.add("picked");
    if (ctx.candidates.some((m) => m.type === "place" && m.x === x && m.y === y)) {
      const line = spotLine(ctx, x, y);
      const what = picked ? t("camargue.spot.lay_picked", { tile: tileName(ctx, picked), where: where(x, y) }) : t("camargue.spot.lay_any", { where: where(x, y) });
      ctx.target(g, { type: "place", x, y }, line ? `${what} (${line})` : what);
      if (picked) {
        const ghost = tileArt(ctx, picked, 4, 4, CELL - 8);
        ghost.setAttribute("opacity", "0.6");
        ghost.setAttribute("pointer-events", "none");
        g.append(ghost);
        const p = ((ctx.priv.previews || {})[k] || {})[picked.landscape];
        if (p) {
          g.append(s("text", { x: CELL / 2, y: CELL / 2 + 7, "text-anchor": "middle", class: "spot-points", "pointer-events": "none", text: `+${p.points}` }));
        }
      }
      // A touch screen has no pointing without choosing, and the browser's emulated mouse events
      // after a tap would leave a sum standing under a spot nobody chose: no preview there.
      if (!touchScreen()) {
        g.addEventListener("mouseenter", () => showPreview(ctx, x, y));
        g.addEventListener("mouseleave", hidePreview);
        // Only a focus the keyboard moved (not one a click or the page set) shows the sum.
        g.addEventListener("focus", () => { if (g.matches(":focus-visible")) showPreview(ctx, x, y); });
        g.addEventListener("blur", hidePreview);
      }
    } else {
      ctx.target(g, { type: "emergency", x, y }, t("camargue.spot.emergency", { where: where(x, y) }));
    }
    svg.append(g);
  }
  return svg;
}

function hand(ctx) {
  const tiles = ctx.priv.hand || [];
  const W = Math.max(1, tiles.length) * (CELL + 12) + 12, H = CELL + 24;
  const svg = svgRoot(W, H, t("camargue.hand.label"), { "data-board": "hand", style: `max-width:${W * 1.4}px` });
  tiles.forEach((tile, i) => {
    const g = tileArt(ctx, tile, 12 + i * (CELL + 12), 8);
    g.append(s("rect", { class: "hl", width: CELL, height: CELL, rx: 6, fill: "none" }), s("title", { text: tileName(ctx, tile) }));
    if (ctx.isPicked({ tile: tile.id })) g.classList.add("picked");
    // A claim is made with the bar's "Claim" button; the helper it would use is outlined here.
    if (ctx.candidates.some((m) => m.type === "claim" && m.tile === tile.id)) g.classList.add("matching");
    for (const partial of [{ type: "place", tile: tile.id }, { type: "helper", tile: tile.id }]) {
      if (ctx.candidates.some((m) => m.type === partial.type && m.tile === tile.id)) {
        ctx.target(g, partial, partial.type === "place" ? t("camargue.hand.lay", { tile: tileName(ctx, tile) }) : t("camargue.hand.helper", { tile: tileName(ctx, tile) }));
        break;
      }
    }
    svg.append(g);
  });
  return svg;
}

// Auto-pass: a player asked in a reaction window who holds no matching helper can only pass; the
// page passes for them after a human-like delay (docs/rules/camargue.md). On unless turned off.
const AUTOPASS_KEY = "panorama.camargue.autopass";
const autoPass = new AutoAnswer({ minMs: 800, maxMs: 2500 });
let wanted = null; // {key, selector} of the window this page would pass in now, or null

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

function updateAutoPass() {
  if (wanted && loadFlag(AUTOPASS_KEY, true)) autoPass.want(wanted.key, wanted.selector);
  else autoPass.stop();
}

function autoPassToggle() {
  const box = h("input", { type: "checkbox", id: "camargue-autopass", checked: loadFlag(AUTOPASS_KEY, true) });
  box.addEventListener("change", () => { saveFlag(AUTOPASS_KEY, box.checked); updateAutoPass(); });
  return h("label", { class: "autopass", for: "camargue-autopass" }, [box, ` ${t("camargue.autopass")}`]);
}

// The reaction window, said in the line under the display (it moves neither the display nor
// the hand): who scored what. A seat still to answer that holds a matching helper reads the
// question in the pinned bar; one that holds none and passes automatically reads a short line
// there, and here finds the pass it may make at once (the bar stays without a button).
function windowNote(ctx) {
  const w = ctx.pub.window;
  const key = `${w.placer}:${w.tile}`;
  const mine = toAnswer(ctx);
  const quiet = mine && !holdsMatchingHelper(ctx) && loadFlag(AUTOPASS_KEY, true);
  wanted = quiet ? { key, selector: "#board .quiet-pass[data-target]" } : null;
  updateAutoPass();
  if (mine && !quiet) return { text: null, pass: null };
  const how = ctx.catalog.fill(ctx.catalog.events.landscape_scored, w, ctx.names);
  const text = t("camargue.window.note", { placer: ctx.names(w.placer), points: t("points", { n: w.points }), land: landName(ctx, w.landscape), how });
  if (!quiet) return { text, pass: null };
  const pass = h("button", { type: "button", class: "quiet-pass", text: t("camargue.window.pass_now") });
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
  const svg = svgRoot(SMALL, SMALL, `${what}: ${tileName(ctx, tile)}`, { class: "small-tile" });
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

// The display's box keeps its tiles at least 56 px (40 on a phone) and pans when the display is
// larger. When a step begins the box is centred on its legal spots (or the tile laid last);
// within a step it stays where the player panned it. The box is new at every drawing.
const view = { left: null, top: null, step: null };

function centreOn(box, rects) {
  const b = box.getBoundingClientRect();
  const left = Math.min(...rects.map((r) => r.left)), right = Math.max(...rects.map((r) => r.right));
  const top = Math.min(...rects.map((r) => r.top)), bottom = Math.max(...rects.map((r) => r.bottom));
  box.scrollLeft += (left + right) / 2 - (b.left + b.width / 2);
  box.scrollTop += (top + bottom) / 2 - (b.top + b.height / 2);
}

// The legal spots when they all fit the box; else the tile laid last, with the spots beside it.
function centreStep(box) {
  const spots = [...box.querySelectorAll("[data-cell][data-target]")].map((g) => g.getBoundingClientRect());
  const last = box.querySelector(".last-placed");
  if (spots.length) {
    const w = Math.max(...spots.map((r) => r.right)) - Math.min(...spots.map((r) => r.left));
    const ht = Math.max(...spots.map((r) => r.bottom)) - Math.min(...spots.map((r) => r.top));
    if ((w <= box.clientWidth && ht <= box.clientHeight) || !last) { centreOn(box, spots); return true; }
  }
  if (!last) return false;
  centreOn(box, [last.getBoundingClientRect()]);
  return true;
}

// The page part the pinned bar leaves free (it stands at the top on a desktop, at the bottom on a phone).
function freeBand() {
  const bar = document.getElementById("actionbar");
  const r = bar ? bar.getBoundingClientRect() : { top: 0, bottom: 0, height: 0 };
  if (!r.height) return { top: 0, bottom: window.innerHeight };
  return r.top < window.innerHeight / 2 ? { top: r.bottom, bottom: window.innerHeight } : { top: 0, bottom: r.top };
}

// After a tile is chosen the spots are what the player needs: the page brings the display's box
// into the free part of the screen (the bar's growth would otherwise scroll it towards the hand).
function bringBoxIntoView(box) {
  const band = freeBand(), b = box.getBoundingClientRect();
  if (b.top >= band.top && b.bottom <= band.bottom) return;
  const room = band.bottom - band.top;
  const shift = b.height <= room ? b.top - band.top - (room - b.height) / 2 : b.top - band.top;
  window.scrollBy({ top: shift, behavior: "auto" });
}

function showPanArrows(frame, box) {
  const more = {
    north: box.scrollTop > 4, south: box.scrollTop + box.clientHeight < box.scrollHeight - 4,
    west: box.scrollLeft > 4, east: box.scrollLeft + box.clientWidth < box.scrollWidth - 4,
  };
  for (const [dir, on] of Object.entries(more)) {
    const arrow = frame.querySelector(`.pan-${dir}`);
    if (arrow) arrow.hidden = !on;
  }
}

const ARROWS = { north: ["▲", 0, -1], south: ["▼", 0, 1], west: ["◀", -1, 0], east: ["▶", 1, 0] };

// Buttons at the box's sides, shown where more of the display lies: a hint and a way to pan.
function panArrows(box) {
  return Object.entries(ARROWS).map(([dir, [mark, dx, dy]]) => {
    // i18n-keys: camargue.pan.north, camargue.pan.south, camargue.pan.west, camargue.pan.east
    const b = h("button", { type: "button", class: `pan-arrow pan-${dir}`, hidden: true, "aria-label": t(`camargue.pan.${dir}`), title: t(`camargue.pan.${dir}`), text: mark });
    b.addEventListener("click", () => box.scrollBy({ left: dx * box.clientWidth * 0.6, top: dy * box.clientHeight * 0.6, behavior: "smooth" }));
    return b;
  });
}

// With a mouse the display is dragged as well as scrolled; a drag is not a click on a spot.
function dragToPan(box) {
  let from = null, moved = false;
  box.addEventListener("pointerdown", (e) => {
    if (e.pointerType !== "mouse" || e.button !== 0) return;
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

function panView(frame, box, step, picked) {
  const arrows = () => showPanArrows(frame, box);
  box.addEventListener("scroll", () => { view.left = box.scrollLeft; view.top = box.scrollTop; arrows(); }, { passive: true });
  dragToPan(box);
  queueMicrotask(() => {
    if (!box.isConnected) return;
    const fresh = step !== view.step;
    view.step = step;
    if (!(fresh && centreStep(box)) && view.left !== null) { box.scrollLeft = view.left; box.scrollTop = view.top; }
    view.left = box.scrollLeft; view.top = box.scrollTop;
    arrows();
    if (!fresh || !picked) return;
    // After the frame in which the pinned bar takes its new height and scrolls the page by it.
    requestAnimationFrame(() => requestAnimationFrame(() => {
      if (!box.isConnected) return;
      bringBoxIntoView(box);
      centreStep(box);
    }));
  });
}

export default {
  legendIcon,
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
    const box = h("div", { class: "scroll-x" }, display(ctx));
    const frame = h("div", { class: "pan-frame" }, [box, ...panArrows(box)]);
    const last = pub.last ? `${pub.last.x},${pub.last.y}` : "";
    const spots = ctx.candidates.some((m) => m.x !== undefined);
    panView(frame, box, `${last}|${pub.phase}|${spots}|${JSON.stringify(ctx.picked)}`, !!ctx.picked.tile && spots);
    const note = said.text || (!pub.last ? "" : (pub.last.area.length > 1 ? t("camargue.note.last_area") : t("camargue.note.last")));
    parts.push(h("section", { class: "display-area", "aria-label": t("camargue.display.section") }, [
      h("h2", { text: t("camargue.display.heading", { pile: t("camargue.display.pile", { n: pub.pile_size }), emergency: t("camargue.display.emergency", { n: pub.emergency_left }) }) }),
      frame,
      h("div", { class: "note-slot" }, [h("p", { class: "spot-preview", "aria-live": "polite", "data-preview": "", "data-note": note, text: note }), said.pass])]));
    if (ctx.seat !== null) {
      parts.push(h("section", { class: "hand-area", "aria-label": t("camargue.hand.label") }, [h("h3", { text: t("camargue.hand.label") }), hand(ctx),
        h("div", { class: "own-helpers" }, helpersShown(ctx, ctx.seat, true)), autoPassToggle()]));
    }
    const others = pub.seats.map((_, i) => i).filter((i) => i !== ctx.seat);
    parts.push(h("section", { class: "others-area", "aria-label": t("camargue.others") }, [h("h3", { text: t("camargue.others") }),
      h("div", { class: "seat-areas" }, others.map((i) => seatArea(ctx, i)))]));
    return h("div", { class: "camargue" }, parts);
  },
  // Worded from the step of the game (a reaction window or a turn), never from a move list alone:
  // for a moment after a new step the shell may still hold the last step's moves.
  prompt(ctx) {
    if (ctx.pub.phase === "window" && ctx.pub.window) {
      if (!toAnswer(ctx)) return null;
      const w = ctx.pub.window;
      const scored = { placer: ctx.names(w.placer), points: t("points", { n: w.points }), land: landName(ctx, w.landscape) };
      const helpers = matchingHelpers(ctx);
      if (!helpers.length) return (loadFlag(AUTOPASS_KEY, true) ? t("camargue.prompt.pass_auto", { land: scored.land }) : t("camargue.prompt.pass", scored));
      const with_ = helpers.length === 1 ? t("camargue.prompt.with_one", { tile: ctx.catalog.name(helpers[0].id) }) : t("camargue.prompt.with_some", { land: landName(ctx, w.landscape) });
      return t("camargue.prompt.claim", { ...scored, with: with_ });
    }
    const types = new Set(ctx.candidates.map((m) => m.type));
    if (!types.size) return null; // the moves of this turn are on their way: the shell says so
    if (types.has("set_aside")) return t("camargue.prompt.set_aside");
    if (types.has("emergency")) return t("camargue.prompt.emergency");
    if (types.has("stuck")) return t("camargue.prompt.stuck");
    if (ctx.picked.tile) return (touchScreen() ? t("camargue.prompt.spot") : t("camargue.prompt.spot_hover"));
    if (ctx.picked.x !== undefined) return t("camargue.prompt.pick_tile");
    return (types.has("helper") ? t("camargue.prompt.lay_or_helper") : t("camargue.prompt.lay"));
  },
  describeMove(m, ctx) {
    if (m.type === "claim") {
      // A move list of a window already closed may stand for a moment (the shell fetches the next).
      if (!ctx.pub.window) return null;
      const points = ctx.pub.window.points;
      const several = ctx.candidates.filter((c) => c.type === "claim").length > 1;
      return several ? t("camargue.move.claim_with", { points, tile: ctx.catalog.name(m.tile) }) : t("camargue.move.claim", { points });
    }
    // i18n-keys: camargue.move.pass, camargue.move.set_aside, camargue.move.stuck
    return ["pass", "set_aside", "stuck"].includes(m.type) ? t(`camargue.move.${m.type}`) : null;
  },
  // A helper played on your turn is gone for good: the tap that chose it is confirmed first.
  confirm(m, ctx) {
    if (m.type !== "helper") return null;
    return t("camargue.confirm.helper", { tile: ctx.catalog.name(m.tile) });
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
