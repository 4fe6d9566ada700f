// Camargue: the shared display of path tiles, your hand, the helpers, and the reaction window.
import { h, s, svgRoot } from "../core/dom.js";
import { AutoAnswer, loadFlag, saveFlag } from "../core/autoanswer.js";
import { plural } from "../core/catalog.js";
import { legendIcon, tileArt as art } from "./camargue-art.js";

// Units per tile in the display's drawing. On screen a tile takes the box's width, between 40 and
// 80 px on a phone and 56 and 88 px on a desktop (the CSS under ".camargue"); a display wider than
// that pans in its box.
const CELL = 64;
const SMALL = 36; // px of a helper drawn in a player's area

const touchScreen = () => !!(window.matchMedia && window.matchMedia("(pointer: coarse)").matches);

const tileArt = (ctx, t, x, y, size = CELL) => art(ctx.catalog, t, x, y, size);
const landName = (ctx, land) => ctx.catalog.name(land).toLowerCase();

function tileName(ctx, t) {
  if (!t) return "tile";
  if (t.id && ctx.catalog.entry(t.id)) return ctx.catalog.name(t.id);
  if (t.kind === "start") return ctx.catalog.name("tile:start");
  if (t.kind === "emergency") return ctx.catalog.name("emergency");
  return `${ctx.catalog.name(t.landscape)} tile`;
}

// A spot in words, from the start tile: "2 east and 1 north of the start tile".
export function where(x, y) {
  if (x === 0 && y === 0) return "on the start tile";
  const part = (n, pos, neg) => (n === 0 ? null : `${Math.abs(n)} ${n > 0 ? pos : neg}`);
  return `${[part(x, "east", "west"), part(y, "south", "north")].filter(Boolean).join(" and ")} of the start tile`;
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

// The sum for the spot under the pointer (or focus), over the display so nothing moves: at the
// bottom of the box, or at its top when the spot lies in the lower half of what shows.
function showPreview(ctx, x, y, spot) {
  const box = document.querySelector(".camargue .spot-preview");
  if (!box) return;
  const line = spotLine(ctx, x, y);
  box.textContent = line ? `Here, ${where(x, y)}: ${line}` : "";
  box.hidden = !line;
  const frame = box.parentElement.getBoundingClientRect(), r = spot.getBoundingClientRect();
  box.classList.toggle("at-top", r.top + r.height / 2 > frame.top + frame.height / 2);
}

function hidePreview() {
  const box = document.querySelector(".camargue .spot-preview");
  if (box) { box.hidden = true; box.textContent = ""; }
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
  const svg = svgRoot(W, H, "Shared display of landscape tiles", { "data-board": "display", style: `--cols:${cols};--rows:${rows}` });
  svg.append(s("rect", { width: W, height: H, fill: "#e9dfc8" }));
  const last = pub.last;
  const area = new Set(last ? last.area : []);
  for (const [[x, y], t] of cells) {
    const g = tileArt(ctx, t, (x - minX) * CELL, (y - minY) * CELL);
    const k = `${x},${y}`;
    g.setAttribute("data-tile-at", k);
    g.append(s("title", { text: `${tileName(ctx, t)}, ${where(x, y)}` }));
    if (area.has(k) && !(last.x === x && last.y === y)) {
      g.append(s("rect", { class: "scored-area", x: 2, y: 2, width: CELL - 4, height: CELL - 4, fill: "none", stroke: "#fff", "stroke-width": 3, "stroke-dasharray": "6 4" }));
    }
    if (last && last.x === x && last.y === y) {
      g.classList.add("last-placed");
      // 18 units: 11 px at the smallest size on a phone (40 px a tile)
      g.append(s("rect", { x: 1.5, y: 1.5, width: CELL - 3, height: CELL - 3, fill: "none", stroke: "#c0392b", "stroke-width": 4 }),
        s("text", { x: CELL - 5, y: 18, "text-anchor": "end", class: "new-mark", text: "new" }));
    }
    svg.append(g);
  }
  for (const [k, [x, y]] of spots) {
    const g = s("g", { transform: `translate(${(x - minX) * CELL},${(y - minY) * CELL})`, "data-cell": k });
    g.append(s("rect", { class: "hl hl-fill", x: 3, y: 3, width: CELL - 6, height: CELL - 6, rx: 6, fill: "none" }));
    const picked = ctx.picked.tile && (ctx.priv.hand || []).find((t) => t.id === ctx.picked.tile);
    if (ctx.isPicked({ x, y })) g.classList.add("picked");
    if (ctx.candidates.some((m) => m.type === "place" && m.x === x && m.y === y)) {
      const line = spotLine(ctx, x, y);
      ctx.target(g, { type: "place", x, y }, `Lay ${picked ? "the " + tileName(ctx, picked) : "a tile"} ${where(x, y)}${line ? " (" + line + ")" : ""}`);
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
      g.addEventListener("mouseenter", () => showPreview(ctx, x, y, g));
      g.addEventListener("pointerdown", () => showPreview(ctx, x, y, g));
      g.addEventListener("focus", () => showPreview(ctx, x, y, g));
      g.addEventListener("mouseleave", hidePreview);
      g.addEventListener("blur", hidePreview);
    } else {
      ctx.target(g, { type: "emergency", x, y }, `Lay an emergency tile ${where(x, y)} (it scores nothing)`);
    }
    svg.append(g);
  }
  return svg;
}

function hand(ctx) {
  const tiles = ctx.priv.hand || [];
  const W = Math.max(1, tiles.length) * (CELL + 12) + 12, H = CELL + 24;
  const svg = svgRoot(W, H, "Your hand", { "data-board": "hand", style: `max-width:${W * 1.4}px` });
  tiles.forEach((t, i) => {
    const g = tileArt(ctx, t, 12 + i * (CELL + 12), 8);
    g.append(s("rect", { class: "hl", width: CELL, height: CELL, rx: 6, fill: "none" }), s("title", { text: tileName(ctx, t) }));
    if (ctx.isPicked({ tile: t.id })) g.classList.add("picked");
    // A claim is made with the bar's "Claim" button; the helper it would use is outlined here.
    if (ctx.candidates.some((m) => m.type === "claim" && m.tile === t.id)) g.classList.add("matching");
    for (const partial of [{ type: "place", tile: t.id }, { type: "helper", tile: t.id }]) {
      if (ctx.candidates.some((m) => m.type === partial.type && m.tile === t.id)) {
        const verb = { place: "Lay", helper: "Play for 10 points:" }[partial.type];
        ctx.target(g, partial, `${verb} ${tileName(ctx, t)}`);
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

function holdsMatchingHelper(ctx) {
  const land = ctx.pub.window.landscape;
  return (ctx.priv.hand || []).some((t) => t.landscapes && t.landscapes.includes(land));
}

function updateAutoPass() {
  if (wanted && loadFlag(AUTOPASS_KEY, true)) autoPass.want(wanted.key, wanted.selector);
  else autoPass.stop();
}

function autoPassToggle() {
  const box = h("input", { type: "checkbox", id: "camargue-autopass", checked: loadFlag(AUTOPASS_KEY, true) });
  box.addEventListener("change", () => { saveFlag(AUTOPASS_KEY, box.checked); updateAutoPass(); });
  return h("label", { class: "autopass", for: "camargue-autopass" }, [box, " Pass automatically when I hold no matching helper"]);
}

// The reaction window: who scored what, and who was asked. The answer itself ("Claim (+N)",
// "Pass") is made with the buttons of the pinned bar, which the shell makes of the moves.
function windowPanel(ctx) {
  const w = ctx.pub.window;
  const asked = w.asked || [];
  const key = `${w.placer}:${w.tile}`;
  const how = ctx.catalog.fill(ctx.catalog.events.landscape_scored, w, ctx.names);
  const answered = w.responded.length ? ` Answered so far: ${listed(w.responded.map(ctx.names))}.` : "";
  const parts = [h("p", { class: "window-note",
    text: `${ctx.names(w.placer)} scored ${plural(w.points, "point")} with ${landName(ctx, w.landscape)} (${how}). Anyone with a matching helper may claim the same points. Asked: ${listed(asked.map(ctx.names))}.${answered}` })];
  const mine = ctx.seat !== null && asked.includes(ctx.seat) && !w.responded.includes(ctx.seat);
  // Without a matching helper the only move is to pass: its button is the only one in the bar.
  wanted = mine && !holdsMatchingHelper(ctx) ? { key, selector: "#actions .move-button[data-target=button]" } : null;
  updateAutoPass();
  return h("div", { class: "window" }, parts);
}

const listed = (items) => (items.length < 2 ? items.join("") : `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`);

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
    rows.push(h("div", { class: "shown" }, [h("span", { text: you ? "Lying in front of you:" : "Lying in front:" }),
      smallTile(ctx, info.helper_in_front, "Helper lying in front")]));
  }
  rows.push(h("div", { class: "shown" }, [h("span", { text: "Used helpers:" }),
    ...(info.discards.length ? info.discards.map((t) => smallTile(ctx, t, "Used helper")) : [h("span", { class: "none", text: "none" })])]));
  return rows;
}

function seatArea(ctx, seat) {
  const info = ctx.pub.seats[seat];
  const area = h("div", { class: "seat-area" }, [
    h("div", { class: "seat-name" }, [h("span", { class: "seat-dot", "aria-hidden": "true" }), ` ${ctx.names(seat)} · ${plural(info.hand_size, "tile")} in hand`]),
    ...helpersShown(ctx, seat, false)]);
  area.style.setProperty("--seat", ctx.colour(seat));
  return area;
}

// After the page has drawn the display: keep the box where the player panned it, and bring the
// tile laid last into view when it is new and outside what shows.
let pan = { left: 0, last: null };
function keepPan(box) {
  box.addEventListener("scroll", () => { pan.left = box.scrollLeft; }, { passive: true });
  queueMicrotask(() => {
    if (!box.isConnected || box.scrollWidth <= box.clientWidth) return;
    const last = box.querySelector(".last-placed");
    const key = last ? last.getAttribute("data-tile-at") : null;
    const fresh = key !== pan.last;
    pan.last = key;
    if (box.scrollLeft === 0) box.scrollLeft = pan.left;
    if (!last || !fresh) return;
    const b = box.getBoundingClientRect(), r = last.getBoundingClientRect();
    if (r.left < b.left || r.right > b.right) box.scrollLeft += r.left + r.width / 2 - (b.left + b.width / 2);
  });
}

export default {
  labels: { landscape: "Landscapes", helper: "Helpers played", claim: "Helper claims" },
  legendIcon,
  render(ctx) {
    const pub = ctx.pub;
    const parts = [];
    if (pub.window) {
      parts.push(windowPanel(ctx));
    } else {
      wanted = null;
      updateAutoPass();
    }
    const box = h("div", { class: "scroll-x" }, display(ctx));
    keepPan(box);
    parts.push(h("section", { "aria-label": "Display" }, [
      h("h2", { text: `Display · ${plural(pub.pile_size, "tile")} in the pile · ${plural(pub.emergency_left, "emergency tile")}` }),
      // The sum for the spot pointed at shows over the display, so nothing moves under a finger.
      h("div", { class: "display-frame" }, [box, h("p", { class: "spot-preview", "aria-live": "polite", "data-preview": "", hidden: true })]),
      pub.last ? h("p", { class: "last-note", text: pub.last.area.length > 1
        ? "The red frame marks the tile laid last; the dashed frames, the rest of the area it scored."
        : "The red frame marks the tile laid last." }) : null]));
    if (ctx.seat !== null) {
      parts.push(h("section", { "aria-label": "Your hand" }, [h("h3", { text: "Your hand" }), hand(ctx),
        h("div", { class: "own-helpers" }, helpersShown(ctx, ctx.seat, true)), autoPassToggle()]));
    }
    const others = pub.seats.map((_, i) => i).filter((i) => i !== ctx.seat);
    parts.push(h("section", { "aria-label": "Other players" }, [h("h3", { text: "Other players" }),
      h("div", { class: "seat-areas" }, others.map((i) => seatArea(ctx, i)))]));
    return h("div", { class: "camargue" }, parts);
  },
  prompt(ctx) {
    const types = new Set(ctx.candidates.map((m) => m.type));
    if (types.has("claim")) {
      const w = ctx.pub.window;
      const claims = ctx.candidates.filter((m) => m.type === "claim");
      const with_ = claims.length === 1 ? `your ${ctx.catalog.name(claims[0].tile)}` : `one of your ${landName(ctx, w.landscape)} helpers`;
      return `${ctx.names(w.placer)} scored ${plural(w.points, "point")} with ${landName(ctx, w.landscape)}. Claim the same with ${with_}? It then lies in front of you and your next turn goes to setting it aside.`;
    }
    if (types.has("pass")) {
      return loadFlag(AUTOPASS_KEY, true) ? "You hold no matching helper: passing for you in a moment." : "You hold no matching helper: pass.";
    }
    if (types.has("set_aside")) return "A helper lies in front of you: set it aside this turn.";
    if (types.has("emergency")) return "No tile fits: click a highlighted spot to lay an emergency tile.";
    if (types.has("stuck")) return "Nothing can be played: you are stuck this turn.";
    if (ctx.picked.tile) {
      return `Click a highlighted spot of the display to lay the tile: each shows the points it would score${touchScreen() ? "" : " (point at one to see the sum)"}.`;
    }
    if (ctx.picked.x !== undefined) return "Click the tile of your hand to lay there.";
    return types.has("helper") ? "Lay a tile: click it in your hand, then a highlighted spot (or play a helper for 10)." : "Lay a tile: click it in your hand, then a highlighted spot.";
  },
  describeMove(m, ctx) {
    if (m.type === "claim") {
      const points = ctx.pub.window.points;
      const several = ctx.candidates.filter((c) => c.type === "claim").length > 1;
      return several ? `Claim (+${points}) with the ${ctx.catalog.name(m.tile)}` : `Claim (+${points})`;
    }
    return { pass: "Pass", set_aside: "Set the helper aside", stuck: "I am stuck: pass the turn" }[m.type] || null;
  },
  // A helper played on your turn is gone for good: the tap that chose it is confirmed first.
  confirm(m, ctx) {
    if (m.type !== "helper") return null;
    return `Play the ${ctx.catalog.name(m.tile)} for 10 points? It is used up (it can no longer claim), and you draw a new tile.`;
  },
  describeEvent(ev, names) {
    const n = ev.seat !== undefined ? names(ev.seat) : "";
    const tile = (id) => (id || "").replace("tile:", "").replace(/-\d$/, "");
    switch (ev.type) {
      case "place": return `${n} laid ${tile(ev.tile)} ${where(ev.x, ev.y)}.`;
      case "draw": return `${n} drew a tile${ev.secret ? ` (${tile(ev.secret.tile)})` : ""}; ${ev.pile_size} left.`;
      case "turn": return false;
      case "helper": return `${n} played the helper ${tile(ev.tile)}.`;
      case "window": return false;
      case "responded": return false;
      case "claim": return false;
      case "window_closed": return ev.claimed && ev.claimed.length ? false : `No one claimed ${names(ev.placer)}'s points.`;
      case "set_aside": return `${n} set aside ${tile(ev.tile)}.`;
      case "emergency": return `${n} laid an emergency tile ${where(ev.x, ev.y)}.`;
      case "stuck": return `${n} is stuck.`;
      case "game_over": return `Game over.`;
      default: return null;
    }
  },
  // The end page's "how every point was scored", from the scoring codes and the catalog.
  details(ctx) {
    const d = ctx.pub.details;
    if (!d) return null;
    return d.map((rows) => rows.map((r) => {
      const template = ctx.catalog.events[r.code];
      return { category: r.category, points: r.points, reason: (template && ctx.catalog.fill(template, r, ctx.names)) || r.reason };
    }));
  },
  simultaneous(pub) { return pub.phase === "window"; },
  score(ctx, seat) { return ctx.pub.seats[seat].score; },
};
