// Camargue: the shared display of path tiles, your hand, the helpers, and the reaction window.
import { h, s, svgRoot, seatColour } from "../core/dom.js";
import { AutoAnswer, loadFlag, saveFlag } from "../core/autoanswer.js";

const LAND = { village: "#d7a86e", water: "#5aa9e6", grain: "#ecd264", forest: "#4e9a5c", lavender: "#a58bd8" };
const CELL = 64;
const EDGE = { N: [0.5, 0], E: [1, 0.5], S: [0.5, 1], W: [0, 0.5] };

function tileShape(x, y, tile, size = CELL) {
  const g = s("g", { transform: `translate(${x},${y})` });
  const kind = tile.kind || (tile.landscapes ? "helper" : "landscape");
  if (kind === "helper") {
    const [a, b] = tile.landscapes;
    g.append(s("rect", { width: size, height: size / 2, fill: LAND[a] }), s("rect", { y: size / 2, width: size, height: size / 2, fill: LAND[b] }),
      s("rect", { width: size, height: size, fill: "none", stroke: "#333", "stroke-width": 1.5, rx: 6 }),
      s("text", { x: size / 2, y: size / 2 + 4, "text-anchor": "middle", class: "label", text: "helper" }));
    return g;
  }
  const fill = kind === "start" ? "#e8e2d6" : kind === "emergency" ? "#9b9b9b" : LAND[tile.landscape] || "#ccc";
  g.append(s("rect", { width: size, height: size, fill, stroke: "#5b5346", "stroke-width": 1, rx: 4 }));
  for (const d of tile.paths || "") {
    const [ex, ey] = EDGE[d];
    g.append(s("line", { x1: size / 2, y1: size / 2, x2: ex * size, y2: ey * size, stroke: "#fdf6e3", "stroke-width": size / 8, "stroke-linecap": "round" }));
  }
  if ((tile.paths || "").length) g.append(s("circle", { cx: size / 2, cy: size / 2, r: size / 14, fill: "#fdf6e3" }));
  if (kind === "start") g.append(s("text", { x: size / 2, y: size - 6, "text-anchor": "middle", class: "label small", text: "start" }));
  if (kind === "emergency") g.append(s("text", { x: size / 2, y: size - 6, "text-anchor": "middle", class: "label small", text: "emergency" }));
  return g;
}

function tileName(t) {
  if (!t) return "tile";
  if (t.landscapes) return `helper (${t.landscapes.join(" / ")})`;
  return `${t.landscape} tile with paths ${t.paths.split("").join(", ")}`;
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
  const svg = svgRoot(W, H, "Shared display of landscape tiles", { "data-board": "display", style: `max-width:${Math.round(W * 1.25)}px` });
  svg.append(s("rect", { width: W, height: H, fill: "#efe7d6" }));
  for (const [[x, y], t] of cells) {
    const g = tileShape((x - minX) * CELL, (y - minY) * CELL, t);
    g.append(s("title", { text: `${t.kind === "landscape" ? tileName(t) : t.kind} at ${x},${y}` }));
    if (pub.window && pub.window.tile === t.tile) g.append(s("rect", { width: CELL, height: CELL, fill: "none", stroke: "#1a73e8", "stroke-width": 4 }));
    svg.append(g);
  }
  for (const [k, [x, y]] of spots) {
    const g = s("g", { transform: `translate(${(x - minX) * CELL},${(y - minY) * CELL})`, "data-cell": k });
    g.append(s("rect", { class: "hl hl-fill", x: 3, y: 3, width: CELL - 6, height: CELL - 6, rx: 6, fill: "none" }));
    const placing = { type: "place", x, y };
    const picked = ctx.picked.tile && ctx.candidates.find((m) => m.tile === ctx.picked.tile);
    if (ctx.isPicked({ x, y })) g.classList.add("picked");
    if (ctx.candidates.some((m) => m.type === "place" && m.x === x && m.y === y)) {
      ctx.target(g, placing, `Place ${picked ? "the tile" : "a tile"} at ${x},${y}`);
      const chosen = picked && (ctx.priv.hand || []).find((t) => t.id === ctx.picked.tile);
      if (chosen) {
        const ghost = tileShape(4, 4, chosen, CELL - 8);
        ghost.setAttribute("opacity", "0.55");
        ghost.setAttribute("pointer-events", "none");
        g.append(ghost);
      }
    } else {
      ctx.target(g, { type: "emergency", x, y }, `Lay an emergency tile at ${x},${y}`);
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
    const g = tileShape(12 + i * (CELL + 12), 8, t);
    g.append(s("rect", { class: "hl", width: CELL, height: CELL, rx: 6, fill: "none" }), s("title", { text: tileName(t) }));
    if (ctx.isPicked({ tile: t.id })) g.classList.add("picked");
    for (const partial of [{ type: "place", tile: t.id }, { type: "helper", tile: t.id }, { type: "claim", tile: t.id }]) {
      if (ctx.candidates.some((m) => m.type === partial.type && m.tile === t.id)) {
        const verb = { place: "Lay", helper: "Play the helper", claim: "Claim with" }[partial.type];
        ctx.target(g, partial, `${verb} ${tileName(t)}`);
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
  const parts = [h("p", { class: "window-note", text: `${ctx.names(w.placer)} scored ${w.points} with ${w.landscape} (${w.reason}). Anyone with a matching helper may claim the same points; asked: ${asked.map((e) => ctx.names(e) + (w.responded.includes(e) ? " ✓" : " …")).join(", ")}.` })];
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
  svg.append(s("text", { x: 100, y: 26, class: "label", text: `${info.hand_size} in hand · ${info.discards.length} helpers used` }));
  if (info.helper_in_front) {
    const g = tileShape(W - 50, 10, info.helper_in_front, 40);
    g.append(s("title", { text: `helper in front: ${tileName(info.helper_in_front)}` }));
    svg.append(g, s("text", { x: 100, y: 44, class: "label", text: "helper in front →" }));
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
    parts.push(h("section", { "aria-label": "Display" }, [h("h2", { text: `Display · ${pub.pile_size} tiles in the pile · ${pub.emergency_left} emergency tiles` }), display(ctx)]));
    if (ctx.seat !== null) {
      const mine = pub.seats[ctx.seat];
      const front = mine.helper_in_front ? ` · helper in front of you: ${tileName(mine.helper_in_front)}` : "";
      parts.push(h("section", { "aria-label": "Your hand" }, [h("h3", { text: `Your hand${front}` }), hand(ctx), autoPassToggle()]));
    }
    const others = pub.seats.map((_, i) => i).filter((i) => i !== ctx.seat);
    parts.push(h("section", { "aria-label": "Other players" }, [h("h3", { text: "Other players" }),
      h("div", { class: "strip" }, others.map((i) => h("div", {}, [h("div", { text: ctx.names(i) }), seatStrip(ctx, i)])))]));
    return h("div", { class: "camargue" }, parts);
  },
  prompt(ctx) {
    const types = new Set(ctx.candidates.map((m) => m.type));
    if (types.has("claim")) return `Claim ${ctx.pub.window.points} points with your ${ctx.pub.window.landscape} helper? Click it, or pass.`;
    if (types.has("pass")) {
      return loadFlag(AUTOPASS_KEY, true) ? "You hold no matching helper: passing for you in a moment." : "You hold no matching helper: pass.";
    }
    if (types.has("set_aside")) return "A helper lies in front of you: set it aside this turn.";
    if (types.has("emergency")) return "No tile fits: click a highlighted spot to lay an emergency tile.";
    if (types.has("stuck")) return "Nothing can be played: you are stuck this turn.";
    if (ctx.picked.tile) return "Click a highlighted spot of the display to lay the tile.";
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
      case "place": return `${n} laid ${tile(ev.tile)} at ${ev.x},${ev.y}.`;
      case "draw": return `${n} drew a tile${ev.secret ? ` (${tile(ev.secret.tile)})` : ""}; ${ev.pile_size} left.`;
      case "turn": return false;
      case "helper": return `${n} played the helper ${tile(ev.tile)}.`;
      case "window": return `${(ev.asked || []).map(names).join(", ")} may claim with a ${ev.landscape} helper.`;
      case "responded": return `${n} answered.`;
      case "claim": return `${n} claims with ${tile(ev.tile)}.`;
      case "set_aside": return `${n} set aside ${tile(ev.tile)}.`;
      case "emergency": return `${n} laid an emergency tile at ${ev.x},${ev.y}.`;
      case "stuck": return `${n} is stuck.`;
      case "game_over": return `Game over.`;
      default: return null;
    }
  },
  simultaneous(pub) { return pub.phase === "window"; },
  score(ctx, seat) { return ctx.pub.seats[seat].score; },
};
