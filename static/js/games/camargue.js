// Camargue: the shared display of path tiles, your hand, the helpers, and the reaction window.
import { h, s, svgRoot, seatColour } from "../core/dom.js";
import { AutoAnswer, loadFlag, saveFlag } from "../core/autoanswer.js";
import { tileArt as art } from "./camargue-art.js";

const CELL = 64; // px per tile at 100%: never below 56 on a desktop or 40 on a phone

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
export function previewText(ctx, x, y, land) {
  const p = ((ctx.priv.previews || {})[`${x},${y}`] || {})[land];
  if (!p) return null;
  return `${ctx.catalog.name(land)} area of ${p.area} × ${p.edges} edge${p.edges === 1 ? "" : "s"} = ${p.points} point${p.points === 1 ? "" : "s"}`;
}

function spotLine(ctx, x, y) {
  const hand = (ctx.priv.hand || []).filter((t) => t.kind === "landscape" && ctx.candidates.some((m) => m.type === "place" && m.tile === t.id && m.x === x && m.y === y));
  const chosen = hand.filter((t) => !ctx.picked.tile || t.id === ctx.picked.tile);
  return chosen.map((t) => `${tileName(ctx, t)}: ${previewText(ctx, x, y, t.landscape)}`).join("; ");
}

function showPreview(ctx, x, y) {
  const box = document.querySelector(".camargue .spot-preview");
  if (!box) return;
  const line = spotLine(ctx, x, y);
  box.textContent = line ? `Here, ${where(x, y)}: ${line}` : "";
}

function display(ctx) {
  const pub = ctx.pub;
  const cells = Object.entries(pub.display).map(([k, t]) => [k.split(",").map(Number), t]);
  const spots = new Map();
  for (const m of ctx.candidates) {
    if (m.x !== undefined) spots.set(`${m.x},${m.y}`, [m.x, m.y]);
  }
  const all = cells.map(([p]) => p).concat([...spots.values()]);
  const xs = all.map((p) => p[0]), ys = all.map((p) => p[1]);
  const minX = Math.min(...xs) - 1, maxX = Math.max(...xs) + 1, minY = Math.min(...ys) - 1, maxY = Math.max(...ys) + 1;
  const W = (maxX - minX + 1) * CELL, H = (maxY - minY + 1) * CELL;
  // A fixed size per tile: a wide display scrolls (and zooms) in its box rather than shrinking.
  const svg = svgRoot(W, H, "Shared display of landscape tiles", { "data-board": "display", style: `--board-w:${W}px` });
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
      g.append(s("rect", { x: 1.5, y: 1.5, width: CELL - 3, height: CELL - 3, fill: "none", stroke: "#c0392b", "stroke-width": 4 }),
        s("text", { x: CELL - 6, y: 14, "text-anchor": "end", style: "font-size:11px;font-weight:700;fill:#c0392b;paint-order:stroke;stroke:#fff;stroke-width:3px", text: "new" }));
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
          g.append(s("text", { x: CELL / 2, y: CELL / 2 + 7, "text-anchor": "middle", class: "spot-points", "pointer-events": "none",
            style: "font-size:20px;font-weight:800;fill:#222;paint-order:stroke;stroke:#fff;stroke-width:4px", text: `+${p.points}` }));
        }
      }
      g.addEventListener("mouseenter", () => showPreview(ctx, x, y));
      g.addEventListener("pointerdown", () => showPreview(ctx, x, y));
      g.addEventListener("focus", () => showPreview(ctx, x, y));
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
    for (const partial of [{ type: "place", tile: t.id }, { type: "helper", tile: t.id }, { type: "claim", tile: t.id }]) {
      if (ctx.candidates.some((m) => m.type === partial.type && m.tile === t.id)) {
        const verb = { place: "Lay", helper: "Play the helper", claim: "Claim with" }[partial.type];
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

function windowPanel(ctx) {
  const w = ctx.pub.window;
  const asked = w.asked || [];
  const key = `${w.placer}:${w.tile}`;
  const parts = [h("p", { class: "window-note", text: `${ctx.names(w.placer)} scored ${w.points} with ${landName(ctx, w.landscape)} (${ctx.catalog.fill(ctx.catalog.events.landscape_scored, w, ctx.names)}). Anyone with a matching helper may claim the same points; asked: ${asked.map((e) => ctx.names(e) + (w.responded.includes(e) ? " ✓" : " …")).join(", ")}.` })];
  const mine = ctx.seat !== null && asked.includes(ctx.seat) && !w.responded.includes(ctx.seat);
  wanted = null;
  if (mine) {
    const pass = h("button", { type: "button", class: "move-button", "data-autopass": key, text: "Pass (no claim)" });
    ctx.target(pass, { type: "pass" }, "Pass (no claim)");
    parts.push(pass);
    if (!holdsMatchingHelper(ctx)) wanted = { key, selector: `[data-autopass="${key}"].target` };
  }
  updateAutoPass();
  return h("div", { class: "window" }, parts);
}

function seatStrip(ctx, seat) {
  const info = ctx.pub.seats[seat];
  const W = 320, H = 60;
  const svg = svgRoot(W, H, `${ctx.names(seat)}'s area`, { style: "max-width:360px" });
  svg.append(s("rect", { width: W, height: H, rx: 8, fill: "#faf6ee", stroke: seatColour(seat), "stroke-width": 2 }));
  for (let i = 0; i < info.hand_size; i++) {
    svg.append(s("rect", { x: 10 + i * 26, y: 14, width: 22, height: 32, rx: 3, fill: "#6d5b45", stroke: "#fff" }, [s("title", { text: "a tile in hand" })]));
  }
  svg.append(s("text", { x: 100, y: 26, class: "label", text: `${info.hand_size} in hand · ${info.discards.length} helper${info.discards.length === 1 ? "" : "s"} used` }));
  if (info.helper_in_front) {
    const g = tileArt(ctx, info.helper_in_front, W - 54, 6, 48);
    g.append(s("title", { text: `helper lying in front: ${tileName(ctx, info.helper_in_front)}` }));
    svg.append(g, s("text", { x: 100, y: 44, class: "label", text: "helper lying in front →" }));
  }
  return svg;
}

export default {
  labels: { landscape: "Landscapes", helper: "Helpers played", claim: "Helper claims" },
  render(ctx) {
    const pub = ctx.pub;
    const parts = [];
    if (pub.window) {
      parts.push(windowPanel(ctx));
    } else {
      wanted = null;
      updateAutoPass();
    }
    parts.push(h("section", { "aria-label": "Display" }, [h("h2", { text: `Display · ${pub.pile_size} tiles in the pile · ${pub.emergency_left} emergency tiles` }),
      // Its room is kept so that the text appearing never moves the display under a finger.
      h("p", { class: "spot-preview", "aria-live": "polite", "data-preview": "", style: "min-height:4.2em;margin:0.3em 0",
        text: ctx.picked.tile ? "Each highlighted spot shows what the tile would score there; point at one for the sum." : "" }),
      h("div", { class: "scroll-x" }, display(ctx)),
      pub.last ? h("p", { class: "last-note", text: pub.last.area.length > 1
        ? "The red frame marks the tile laid last; the dashed frames, the rest of the area it scored."
        : "The red frame marks the tile laid last." }) : null]));
    if (ctx.seat !== null) {
      const mine = pub.seats[ctx.seat];
      const front = mine.helper_in_front ? ` · helper lying in front of you: ${tileName(ctx, mine.helper_in_front)}` : "";
      parts.push(h("section", { "aria-label": "Your hand" }, [h("h3", { text: `Your hand${front}` }), hand(ctx), autoPassToggle()]));
    }
    const others = pub.seats.map((_, i) => i).filter((i) => i !== ctx.seat);
    parts.push(h("section", { "aria-label": "Other players" }, [h("h3", { text: "Other players" }),
      h("div", { class: "strip" }, others.map((i) => h("div", {}, [h("div", { text: ctx.names(i) }), seatStrip(ctx, i)])))]));
    return h("div", { class: "camargue" }, parts);
  },
  prompt(ctx) {
    const types = new Set(ctx.candidates.map((m) => m.type));
    if (types.has("claim")) return `Claim ${ctx.pub.window.points} points with your ${landName(ctx, ctx.pub.window.landscape)} helper? Click it, or pass.`;
    if (types.has("pass")) {
      return loadFlag(AUTOPASS_KEY, true) ? "You hold no matching helper: passing for you in a moment." : "You hold no matching helper: pass.";
    }
    if (types.has("set_aside")) return "A helper lies in front of you: set it aside this turn.";
    if (types.has("emergency")) return "No tile fits: click a highlighted spot to lay an emergency tile.";
    if (types.has("stuck")) return "Nothing can be played: you are stuck this turn.";
    if (ctx.picked.tile) return "Click a highlighted spot of the display to lay the tile: each shows the points it would score.";
    if (ctx.picked.x !== undefined) return "Click the tile of your hand to lay there.";
    return types.has("helper") ? "Lay a tile: click it in your hand, then a highlighted spot (or play a helper for 10)." : "Lay a tile: click it in your hand, then a highlighted spot.";
  },
  describeMove(m) {
    return { pass: "Pass (no claim)", set_aside: "Set the helper aside", stuck: "I am stuck: pass the turn" }[m.type] || null;
  },
  describeEvent(ev, names) {
    const n = ev.seat !== undefined ? names(ev.seat) : "";
    const tile = (id) => (id || "").replace("tile:", "").replace(/-\d$/, "");
    switch (ev.type) {
      case "place": return `${n} laid ${tile(ev.tile)} ${where(ev.x, ev.y)}.`;
      case "draw": return `${n} drew a tile${ev.secret ? ` (${tile(ev.secret.tile)})` : ""}; ${ev.pile_size} left.`;
      case "turn": return false;
      case "helper": return `${n} played the helper ${tile(ev.tile)}.`;
      case "window": return `${(ev.asked || []).map(names).join(", ")} may claim with a ${ev.landscape} helper.`;
      case "responded": return `${n} answered.`;
      case "claim": return `${n} claims with ${tile(ev.tile)}.`;
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
