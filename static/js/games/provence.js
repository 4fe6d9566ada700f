// Walking in Provence: your tableau of scene cards, the card you pass and the one you place,
// the photographer and the drone, the photo cards and goals, and every other tableau.
import { h, s, svgRoot, seatColour } from "../core/dom.js";
import { drawSquare, drone, photographer } from "./provence-art.js";

const TERRAINS = ["meadow", "forest", "lavender", "wheat", "sunflower", "town", "mill", "church"];
// Terrain colours and symbols from the catalog (set at each render).
let COLOURS = {};
let SYMBOL = {};
let CATALOG = null;
const CW = 2, CH = 3;

function turn(c, r, rot) {
  if (rot === 0) return [c, r];
  if (rot === 1) return [CH - 1 - r, c];
  if (rot === 2) return [CW - 1 - c, CH - 1 - r];
  return [r, CW - 1 - c];
}

function turnSquare(sq, rot) {
  const out = { ...sq };
  const faces = ["N", "E", "S", "W"];
  if (out.face) out.face = faces[(faces.indexOf(out.face) + rot) % 4];
  if (out.dir && rot % 2 === 1) out.dir = out.dir === "V" ? "H" : "V";
  return out;
}

const FACES = { N: "the scene deck", E: "right", S: "away from the scene deck", W: "left" };

function squareName(sq) {
  const e = CATALOG && CATALOG.entry(sq.t);
  const bits = [e ? e.name : sq.t];
  if (sq.dir) bits.push(sq.dir === "V" ? "(rows upright)" : "(rows across)");
  if (sq.tree) bits.push("with a tree");
  if (sq.scooter) bits.push("with a scooter");
  if (sq.shop) bits.push(`(${CATALOG ? CATALOG.name(`shop:${sq.shop}`) : sq.shop})`);
  if (sq.face) bits.push(`facing ${FACES[sq.face]}`);
  return bits.join(" ");
}

function square(x, y, sq, size) {
  const g = drawSquare(x, y, sq, size, COLOURS[sq.t], SYMBOL[sq.t]);
  g.append(s("title", { text: squareName(sq) }));
  return g;
}

function cardSquares(card, rot) {
  return card.squares.map((sq, i) => {
    const [dx, dy] = turn(i % CW, Math.floor(i / CW), rot);
    return { dx, dy, sq: turnSquare(sq, rot) };
  });
}

function cardSvg(card, rot, size, label) {
  const w = rot % 2 ? CH : CW, hgt = rot % 2 ? CW : CH;
  const svg = svgRoot(w * size + 8, hgt * size + 8, label, { style: `width:${w * size + 8}px` });
  const g = s("g", { transform: "translate(4,4)" });
  for (const { dx, dy, sq } of cardSquares(card, rot)) g.append(square(dx * size, dy * size, sq, size));
  g.append(s("rect", { class: "hl", width: w * size, height: hgt * size, fill: "none", stroke: "#555", "stroke-width": 1.5, rx: 3 }));
  svg.append(g);
  return svg;
}

function tableau(ctx, seat, size, interactive) {
  const info = ctx.pub.seats[seat];
  const cells = Object.entries(info.visible).map(([k, sq]) => [k.split(",").map(Number), sq]);
  const spots = new Map();
  if (interactive) {
    for (const m of ctx.candidates) {
      if (m.type === "place") spots.set(`${m.x},${m.y}`, { type: "place", x: m.x, y: m.y });
    }
  }
  const all = cells.map(([p]) => p).concat([...spots.keys()].map((k) => k.split(",").map(Number)));
  const xs = all.map((p) => p[0]), ys = all.map((p) => p[1]);
  const minX = Math.min(...xs) - 1, maxX = Math.max(...xs) + 2, minY = Math.min(...ys) - 1, maxY = Math.max(...ys) + 2;
  const W = (maxX - minX + 1) * size, H = (maxY - minY + 1) * size;
  const svg = svgRoot(W, H, `${ctx.names(seat)}'s tableau`, { "data-board": `tableau-${seat}`, style: `max-width:${Math.max(W * 1.3, 200)}px` });
  svg.append(s("rect", { width: W, height: H, fill: "#f3ecdf" }));
  svg.append(s("text", { x: W / 2, y: 12, "text-anchor": "middle", class: "label small", text: "▲ scene deck" }));
  const px = (x) => (x - minX) * size, py = (y) => (y - minY) * size;
  const walking = interactive ? new Set(ctx.candidates.filter((m) => m.type === "photographer" || m.type === "drone").map((m) => m.to)) : new Set();
  const preview = interactive ? ctx.priv.frame_preview : null;
  const frames = s("g", { class: "frame-preview", "data-preview": "frames", "pointer-events": "none" });
  const note = interactive && preview ? h("div", { class: "frame-note", "data-preview-text": "frames", "aria-live": "polite" }) : null;
  const picked = ctx.picked && ctx.picked.to && preview ? ctx.picked.to : null;
  const show = (to) => {
    if (!note) return;
    const entry = to ? preview[to] : null;
    drawFrames(frames, entry, px, py, size);
    note.replaceChildren(...frameNote(ctx, entry));
  };
  for (const [[x, y], sq] of cells) {
    const g = square(px(x), py(y), sq, size);
    const key = `${x},${y}`;
    if (walking.has(key)) {
      g.append(s("rect", { class: "hl hl-fill", x: 2, y: 2, width: size - 4, height: size - 4, fill: "none" }));
      const type = ctx.candidates.find((m) => m.to === key).type;
      g.setAttribute("data-cell", key);
      ctx.target(g, { type, to: key }, `${type === "drone" ? "Fly your drone" : "Walk your photographer"} to this meadow`);
      if (note) {
        g.addEventListener("mouseenter", () => show(key));
        g.addEventListener("focus", () => show(key));
        g.addEventListener("mouseleave", () => show(picked));
        g.addEventListener("blur", () => show(picked));
      }
    }
    svg.append(g);
  }
  // card outlines
  for (const p of info.tableau) {
    const w = p.rot % 2 ? CH : CW, hh = p.rot % 2 ? CW : CH;
    svg.append(s("rect", { x: px(p.x), y: py(p.y), width: w * size, height: hh * size, fill: "none", stroke: "#7a6a55", "stroke-width": 0.8, "stroke-dasharray": "3 2", "pointer-events": "none" }));
  }
  const pend = ctx.seat === seat ? ctx.priv.pending : null;
  for (const [key, who, colour] of [[info.photographer, "photographer", "#c62828"], [info.drone, "drone", "#1565c0"]]) {
    if (!key) continue;
    const [x, y] = key.split(",").map(Number);
    const planned = pend && pend[who] && pend[who] !== key;
    const token = (who === "photographer" ? photographer : drone)(px(x) + size / 2, py(y) + size / 2, size, colour);
    token.setAttribute("opacity", planned ? 0.45 : 1);
    token.setAttribute("pointer-events", "none");
    token.setAttribute("data-token", who);
    token.append(s("title", { text: `${ctx.name(who)} of ${ctx.names(seat)}` }));
    svg.append(token);
  }
  if (pend && pend.photographer && pend.stage === "drone") {
    const [x, y] = pend.photographer.split(",").map(Number);
    const token = photographer(px(x) + size / 2, py(y) + size / 2, size, "#c62828");
    token.setAttribute("pointer-events", "none");
    token.append(s("title", { text: "your photographer's new meadow" }));
    svg.append(token);
  }
  // anchors of the card being placed
  const placing = interactive && pend && pend.stage === "place" ? ctx.priv.hand.find((c) => c.id !== pend.pass) : null;
  const ghost = s("g", { class: "ghost", opacity: 0.75, "pointer-events": "none" });
  for (const [key, partial] of spots) {
    const [x, y] = key.split(",").map(Number);
    const g = s("g", { transform: `translate(${px(x)},${py(y)})`, "data-cell": key });
    g.append(s("rect", { class: "hl hl-fill", x: 3, y: 3, width: size - 6, height: size - 6, rx: 4, fill: "none", "stroke-dasharray": "4 2" }));
    if (placing) {
      const show = () => ghost.replaceChildren(...cardSquares(placing, pend.rot).map(({ dx, dy, sq }) => square(px(x + dx), py(y + dy), sq, size)));
      const chosen = ctx.picked.x === x && ctx.picked.y === y; // being confirmed: keep the preview
      if (chosen) show();
      g.addEventListener("mouseenter", show);
      g.addEventListener("mouseleave", () => { if (!chosen) ghost.replaceChildren(); });
    }
    ctx.target(g, partial, "Place the card with its top-left corner on this square");
    svg.append(g);
  }
  svg.append(ghost, frames);
  if (!note) return svg;
  show(picked);
  return h("div", { class: "tableau-with-note" }, [svg, note]);
}

// The frames a token would have on a meadow, drawn over the tableau (from the view's frame_preview).
function drawFrames(layer, entry, px, py, size) {
  layer.replaceChildren();
  if (!entry) return;
  const used = new Set(entry.photos.map((p) => p.frame));
  for (const [name, cells] of Object.entries(entry.frames)) {
    const pts = cells.map((k) => k.split(",").map(Number));
    const xs = pts.map((p) => p[0]), ys = pts.map((p) => p[1]);
    const x0 = Math.min(...xs), y0 = Math.min(...ys);
    const takes = used.has(name);
    layer.append(s("rect", { x: px(x0) + 1, y: py(y0) + 1, width: (Math.max(...xs) - x0 + 1) * size - 2, height: (Math.max(...ys) - y0 + 1) * size - 2,
      fill: takes ? "rgba(255,255,255,0.18)" : "none", stroke: name === "drone" ? "#1565c0" : "#c62828", "stroke-width": takes ? 3.5 : 1.8,
      "stroke-dasharray": takes ? "none" : "6 4", rx: 3, "data-frame": name }));
  }
}

function frameNote(ctx, entry) {
  if (!entry) return [h("p", { text: "Point at a highlighted meadow (or tap it) to see the frames there and the photos they would take." })];
  if (!entry.photos.length) return [h("p", { text: "From this meadow no frame completes a photo you can still take." })];
  return [h("p", { text: "From this meadow you would take:" }), h("ul", {}, entry.photos.map((p) => h("li", { "data-photo": p.photo, "data-points": p.points,
    text: `${ctx.name(p.photo)} — ${ctx.name(`frame:${p.frame}`)}, marker worth ${p.points}` })))];
}

function handArea(ctx) {
  const pend = ctx.priv.pending || {};
  const hand = ctx.priv.hand || [];
  const parts = [];
  if (pend.stage === "orient" || pend.stage === "place") {
    const card = hand.find((c) => c.id !== pend.pass);
    const passed = hand.find((c) => c.id === pend.pass);
    if (passed) parts.push(h("div", { class: "hand-card" }, [h("div", { text: "Passing left" }), cardSvg(passed, 0, 22, "the card you pass")]));
    if (card && pend.stage === "orient") {
      for (const layer of ["top", "under"]) {
        const row = h("div", { class: "strip" }, [h("div", { class: "orient-label", text: layer === "top" ? "On top:" : "Tucked under:" })]);
        for (let rot = 0; rot < 4; rot++) {
          const svg = cardSvg(card, rot, 26, `turned ${rot * 90}°, ${layer}`);
          const g = svg.firstChild;
          ctx.target(g, { type: "orient", rot, layer }, `Turn the card ${rot * 90} degrees and place it ${layer === "top" ? "on top" : "under"}`);
          row.append(svg);
        }
        parts.push(row);
      }
    } else if (card) {
      parts.push(h("div", { class: "hand-card" }, [h("div", { text: `Placing (${pend.layer === "top" ? "on top" : "under"})` }), cardSvg(card, pend.rot, 22, "the card you place")]));
    }
  } else {
    for (const card of hand) {
      const svg = cardSvg(card, 0, 32, "a scene card in your hand");
      ctx.target(svg.firstChild, { type: "pass", card: card.id }, `Pass this card left (${card.squares.map((q) => q.t).join(", ")})`);
      parts.push(svg);
    }
  }
  return h("div", { class: "strip" }, parts);
}

// A photo card: its pile, the token whose frame takes it, its requirement as squares of the
// terrain, and its marker spots with the markers on them.
function photos(ctx) {
  const W = 132, H = 118;
  return h("div", { class: "strip", "data-board": "photos" }, ctx.pub.photos.map((ph) => {
    const [what, n] = ph.need;
    const byDrone = ph.pile === "C";
    const svg = svgRoot(W, H, ctx.name(ph.id), { style: `width:${W}px`, "data-photo": ph.id });
    svg.append(s("rect", { x: 1, y: 1, width: W - 2, height: H - 2, rx: 6, fill: "#fffdf7", stroke: "#8d7b62" }),
      s("rect", { x: 5, y: 5, width: W - 10, height: 40, rx: 3, fill: "#eef3f6", stroke: "#b0bec5" }));
    const count = Math.min(n, 5), q = 16;
    const start = (W - count * (q + 2)) / 2;
    for (let i = 0; i < count; i++) {
      const sq = what === "lavender" ? { t: what, dir: "V" } : what === "town" ? { t: what } : { t: what };
      svg.append(square(start + i * (q + 2), 9, sq, q));
    }
    svg.append(s("text", { x: W / 2, y: 40, "text-anchor": "middle", class: "label small", text: `${n > 1 ? n + " joined " : ""}${ctx.name(what)}`.toLowerCase() }));
    const tok = (byDrone ? drone : photographer)(14, 58, 22, byDrone ? "#1565c0" : "#c62828");
    svg.append(tok, s("text", { x: 28, y: 62, class: "label small", text: `${ph.pile} · ${byDrone ? "drone 5×5" : "photographer 3×5"}` }));
    ph.spots.forEach((sp, j) => {
      const y = 72 + j * 14;
      svg.append(s("rect", { x: 6, y, width: 22, height: 12, rx: 6, fill: "#f3e6c8", stroke: "#8d7b62", "stroke-width": 0.6 }),
        s("text", { x: 17, y: y + 10, "text-anchor": "middle", class: "label small", text: `${sp.points}${sp.infinite ? "∞" : ""}` }));
      sp.seats.forEach((seat, k) => svg.append(s("circle", { cx: 38 + k * 12, cy: y + 6, r: 5, fill: seatColour(seat), stroke: "#333", "stroke-width": 0.6 }, [s("title", { text: ctx.names(seat) })])));
    });
    svg.append(s("title", { text: `${ctx.name(ph.id)}. ${byDrone ? "Taken with the drone's 5×5 frame" : "Taken with the photographer's 3×5 frame"}.` }));
    return svg;
  }));
}

export default {
  labels: { lavender: "Lavender", wheat: "Wheat", sunflowers: "Sunflowers", towns: "Towns", photos: "Photos", goals: "Goals" },
  render(ctx) {
    const pub = ctx.pub;
    SYMBOL = {};
    COLOURS = {};
    CATALOG = ctx.catalog || null;
    for (const t of TERRAINS) {
      const e = ctx.catalog && ctx.catalog.entry(t);
      if (e && e.symbol) SYMBOL[t] = e.symbol;
      if (e && e.colour) COLOURS[t] = e.colour;
    }
    const parts = [h("p", { class: "status-line", text: `Round ${pub.round} of ${pub.rounds} · ${pub.phase === "scene" ? "scene phase (simultaneous)" : pub.phase === "walk" ? "walking phase (simultaneous)" : pub.phase} · deck ${pub.deck_size}` })];
    parts.push(h("section", { "aria-label": "Photos and goals" }, [h("h3", { text: "Photos" }), photos(ctx),
      h("p", { class: "goals", text: `Goals: ${pub.goals.map((g) => g.title).join(" · ")}` })]));
    if (ctx.seat !== null) {
      const me = pub.seats[ctx.seat];
      parts.push(h("section", { "aria-label": "Your tableau" }, [h("h2", { text: `Your tableau · ${me.score_total} points · ${me.markers_left} markers left` }),
        tableau(ctx, ctx.seat, 42, true)]));
      if ((ctx.priv.hand || []).length) parts.push(h("section", { "aria-label": "Your hand" }, [h("h3", { text: "Your hand" }), handArea(ctx)]));
    }
    const others = pub.seats.map((x) => x.seat).filter((i) => i !== ctx.seat);
    parts.push(h("section", { "aria-label": "Other tableaux" }, [h("h3", { text: "Other players" }), h("div", { class: "strip" },
      others.map((i) => h("div", {}, [h("div", { text: `${ctx.names(i)} · ${pub.seats[i].score_total} points${pub.phase !== "over" ? (pub.seats[i].committed || !pub.waiting_for.includes(i) ? " · ready" : " · choosing…") : ""}` }), tableau(ctx, i, 20, false)])))]));
    return h("div", { class: "provence" }, parts);
  },
  prompt(ctx) {
    const stage = (ctx.priv.pending || {}).stage;
    return {
      pass: `Choose the card to pass to ${ctx.names((ctx.seat + 1) % ctx.players)} (click it); you place the other one.`,
      orient: "Choose how to turn your card and whether it goes on top or under.",
      place: "Click a highlighted square for the card's top-left corner.",
      photographer: "Walk your photographer: point at or tap a meadow to see its four 3×5 frames and the photos A and B they would take.",
      drone: "Fly your drone: point at or tap a meadow to see its 5×5 frame and every photo your walk would take.",
    }[stage] || "Your move.";
  },
  // The last step of each simultaneous phase cannot be taken back once sent.
  confirm(m, ctx) {
    if (m.type === "place") return "Place your scene card here? Your scene phase ends with it.";
    if (m.type !== "drone" && m.type !== "photographer") return null;
    const entry = ((ctx && ctx.priv.frame_preview) || {})[m.to];
    const list = entry && entry.photos.length ? `You would take ${entry.photos.map((p) => `${ctx.name(p.photo)} (${p.points})`).join("; ")}.` : "No photo would be taken from here.";
    return m.type === "drone" ? `${list} Fly your drone to this meadow? Your walk ends with it.` : `${list} Walk your photographer here?`;
  },
  describeMove(m) {
    if (m.type === "back") return "Back";
    return null;
  },
  details(ctx) {
    const d = ctx.pub.details;
    if (!d) return null;
    const names = (seat) => ctx.names(seat);
    return d.map((part) => Object.entries(part).flatMap(([category, items]) => items.map((it) => {
      const template = ctx.catalog && ctx.catalog.events[it.code];
      return { category, points: it.points, reason: (template && ctx.catalog.fill(template, it, names)) || it.reason };
    })));
  },
  simultaneous(pub) { return pub.phase === "scene" || pub.phase === "walk"; },
  score(ctx, seat) { return ctx.pub.seats[seat].score_total; },
};
