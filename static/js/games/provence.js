// Walking in Provence: your tableau of scene cards, the card you pass and the one you place,
// the photographer and the drone, the photo cards and goals, and every other tableau.
import { h, s, svgRoot, seatColour } from "../core/dom.js";

const COLOURS = { meadow: "#b5d98f", forest: "#2e7d32", lavender: "#9a7fd4", wheat: "#eccb52", sunflower: "#ffb000",
  town: "#d38f62", mill: "#9c7b62", church: "#b8c4cc" };
const ARROW = { N: "▲", E: "▶", S: "▼", W: "◀" };
// Terrain symbols from the catalog, so that no square is told apart by its colour alone.
let SYMBOL = {};
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

function squareName(sq) {
  const bits = [sq.t];
  if (sq.tree) bits.push("with a tree");
  if (sq.scooter) bits.push("with a scooter");
  if (sq.shop) bits.push(`(${sq.shop})`);
  if (sq.face) bits.push(`facing ${sq.face}`);
  return bits.join(" ");
}

function square(x, y, sq, size) {
  const g = s("g", { transform: `translate(${x},${y})` });
  g.append(s("rect", { width: size, height: size, fill: COLOURS[sq.t] || "#ddd", stroke: "#fff", "stroke-width": 1 }));
  if (sq.dir === "V") for (let i = 1; i < 4; i++) g.append(s("line", { x1: (i * size) / 4, x2: (i * size) / 4, y1: 3, y2: size - 3, stroke: "#6f55b0", "stroke-width": 2 }));
  if (sq.dir === "H") for (let i = 1; i < 4; i++) g.append(s("line", { y1: (i * size) / 4, y2: (i * size) / 4, x1: 3, x2: size - 3, stroke: "#6f55b0", "stroke-width": 2 }));
  if (sq.tree) g.append(s("circle", { cx: size * 0.7, cy: size * 0.3, r: size / 7, fill: "#2e7d32" }));
  if (sq.scooter) {
    g.append(s("circle", { cx: size * 0.22, cy: size * 0.78, r: size / 12, fill: "#333" }), s("circle", { cx: size * 0.48, cy: size * 0.78, r: size / 12, fill: "#333" }),
      s("line", { x1: size * 0.22, y1: size * 0.7, x2: size * 0.48, y2: size * 0.7, stroke: "#c62828", "stroke-width": size / 10 }));
  }
  const icon = sq.face ? ARROW[sq.face] : sq.shop ? sq.shop[0].toUpperCase() : null;
  if (icon) g.append(s("text", { x: size / 2, y: size / 2 + 5, "text-anchor": "middle", class: "label", text: icon }));
  else if (!sq.dir && !sq.tree && !sq.scooter && SYMBOL[sq.t]) {
    g.append(s("text", { x: size / 2, y: size / 2 + size / 6, "text-anchor": "middle", class: "terrain-mark",
      "font-size": Math.round(size / 2.2), text: SYMBOL[sq.t] }));
  }
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
  for (const [[x, y], sq] of cells) {
    const g = square(px(x), py(y), sq, size);
    const key = `${x},${y}`;
    if (walking.has(key)) {
      g.append(s("rect", { class: "hl hl-fill", x: 2, y: 2, width: size - 4, height: size - 4, fill: "none" }));
      const type = ctx.candidates.find((m) => m.to === key).type;
      ctx.target(g, { type, to: key }, `${type === "drone" ? "Fly your drone" : "Walk your photographer"} to this meadow`);
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
    svg.append(s("g", { transform: `translate(${px(x) + size / 2},${py(y) + size / 2})`, opacity: planned ? 0.45 : 1, "pointer-events": "none" }, [
      who === "photographer" ? s("circle", { r: size / 4, fill: colour, stroke: "#fff", "stroke-width": 2 }) : s("rect", { x: -size / 4, y: -size / 4, width: size / 2, height: size / 2, fill: colour, stroke: "#fff", "stroke-width": 2 }),
      s("title", { text: `${who} of ${ctx.names(seat)}` })]));
  }
  if (pend && pend.photographer && pend.stage === "drone") {
    const [x, y] = pend.photographer.split(",").map(Number);
    svg.append(s("circle", { cx: px(x) + size / 2, cy: py(y) + size / 2, r: size / 4, fill: "#c62828", stroke: "#1a73e8", "stroke-width": 3, "pointer-events": "none" }, [s("title", { text: "your photographer's new meadow" })]));
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
  svg.append(ghost);
  return svg;
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

function photos(ctx) {
  const W = 120, H = 92;
  return h("div", { class: "strip", "data-board": "photos" }, ctx.pub.photos.map((ph) => {
    const svg = svgRoot(W, H, `Photo: ${ph.need[1]} ${ph.need[0]}`, { style: `width:${W}px` });
    svg.append(s("rect", { x: 1, y: 1, width: W - 2, height: H - 2, rx: 6, fill: "#fff", stroke: "#999" }),
      s("rect", { x: 6, y: 6, width: 22, height: 22, fill: COLOURS[ph.need[0]] || "#ccc" }),
      s("text", { x: 34, y: 22, class: "label", text: `${ph.need[1]}× ${ph.need[0]}` }),
      s("text", { x: W - 6, y: H - 8, "text-anchor": "end", class: "label small", text: `pile ${ph.pile}` }));
    ph.spots.forEach((sp, j) => {
      const y = 36 + j * 17;
      svg.append(s("text", { x: 8, y: y + 10, class: "label small", text: `${sp.points}${sp.infinite ? "+" : ""}` }));
      sp.seats.forEach((seat, k) => svg.append(s("circle", { cx: 34 + k * 12, cy: y + 6, r: 5, fill: seatColour(seat) }, [s("title", { text: ctx.names(seat) })])));
    });
    return svg;
  }));
}

export default {
  labels: { lavender: "Lavender", wheat: "Wheat", sunflowers: "Sunflowers", towns: "Towns", photos: "Photos", goals: "Goals" },
  render(ctx) {
    const pub = ctx.pub;
    SYMBOL = {};
    for (const t of Object.keys(COLOURS)) { const e = ctx.catalog && ctx.catalog.entry(t); if (e && e.symbol) SYMBOL[t] = e.symbol; }
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
      photographer: "Click a meadow to move your photographer to.",
      drone: "Click a meadow to fly your drone to.",
    }[stage] || "Your move.";
  },
  // The last step of each simultaneous phase cannot be taken back once sent.
  confirm(m) {
    if (m.type === "place") return "Place your scene card here? Your scene phase ends with it.";
    if (m.type === "drone") return "Fly your drone to this meadow? Your walk ends with it.";
    return null;
  },
  describeMove(m) {
    if (m.type === "back") return "Back";
    return null;
  },
  details(ctx) {
    const d = ctx.pub.details;
    if (!d) return null;
    return d.map((part) => Object.entries(part).flatMap(([category, items]) => items.map((it) => ({ category, points: it.points, reason: it.reason }))));
  },
  simultaneous(pub) { return pub.phase === "scene" || pub.phase === "walk"; },
  score(ctx, seat) { return ctx.pub.seats[seat].score_total; },
};
