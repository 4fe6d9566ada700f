// Walking in Provence: your tableau of scene cards, the card you pass and the one you place,
// the photographer and the drone, the photo cards and goals, and every other tableau.
import { h, s, svgRoot } from "../core/dom.js";
import { drawSquare, drone, photographer } from "./provence-art.js";
import { CH, CW, cardSquares, cardSvg, legendIcon, photoCard } from "./provence-cards.js";

const TERRAINS = ["meadow", "forest", "lavender", "wheat", "sunflower", "town", "mill", "church"];
// Terrain colours and symbols from the catalog (set at each render).
let COLOURS = {};
let SYMBOL = {};
let CATALOG = null;

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

function count(n, one, many) {
  return `${n} ${n === 1 ? one : many || one + "s"}`;
}

// Where a meadow lies from a token's square, in squares ("2 squares right and 1 square towards
// the scene deck"); the tableau's top is the scene deck's side.
function offset(from, to) {
  const [fx, fy] = from.split(",").map(Number), [tx, ty] = to.split(",").map(Number);
  const dx = tx - fx, dy = ty - fy;
  const bits = [];
  if (dx) bits.push(`${count(Math.abs(dx), "square")} ${dx > 0 ? "right" : "left"}`);
  if (dy) bits.push(`${count(Math.abs(dy), "square")} ${dy < 0 ? "up" : "down"}`);
  return bits.join(" and ");
}

// The choice this seat has made for its tokens so far (sent, or being confirmed).
function plannedTokens(ctx) {
  const pend = ctx.priv.pending;
  if (!pend || ctx.pub.phase !== "walk") return {};
  const plan = { photographer: pend.photographer, drone: pend.drone };
  const picked = ctx.picked || {};
  if ((picked.type === "photographer" || picked.type === "drone") && picked.to) plan[picked.type] = picked.to;
  return plan;
}

// While a corner or a meadow is being confirmed, the others stay targets on a touch screen,
// where a tap is the only way to see a preview; with a mouse, pointing previews them all, and
// the one being confirmed is the only target until Cancel.
function alsoOffered(ctx, stage, key) {
  const p = ctx.picked || {};
  if (p.type !== stage) return true;
  const chosen = stage === "place" ? (p.x !== undefined ? `${p.x},${p.y}` : null) : p.to || null;
  if (!chosen || chosen === key) return true;
  return !!(window.matchMedia && window.matchMedia("(pointer: coarse)").matches);
}

function isOffered(el) {
  return el.classList.contains("target") || el.classList.contains("picked");
}

// The label drawn over a tableau at about 12 px on screen: the drawing is scaled to its box
// (at most 1.3 times its size on a desktop, the screen's width on a phone).
function labelSize(W) {
  const box = window.innerWidth <= 820 ? window.innerWidth - 40 : Math.min(W * 1.3, 980);
  return Math.max(12, (12 * W) / Math.min(box, W * 1.3));
}

function tableau(ctx, seat, size, interactive) {
  const info = ctx.pub.seats[seat];
  const cells = Object.entries(info.visible).map(([k, sq]) => [k.split(",").map(Number), sq]);
  const pend = ctx.seat === seat ? ctx.priv.pending : null;
  const stage = interactive && pend ? pend.stage : null;
  const hand = ctx.priv.hand || [];
  const vx = cells.map(([p]) => p[0]), vy = cells.map(([p]) => p[1]);
  // Every corner the card being placed may take: the shell says which partial moves are legal
  // now, so a corner stays a target while another one is being confirmed.
  const spots = [];
  if (stage === "place") {
    for (let y = Math.min(...vy) - CH; y <= Math.max(...vy) + 1; y++) {
      for (let x = Math.min(...vx) - CH; x <= Math.max(...vx) + 1; x++) {
        const g = s("g", { "data-cell": `${x},${y}` });
        if (!alsoOffered(ctx, "place", `${x},${y}`)) continue;
        ctx.target(g, { type: "place", x, y }, "Place the card with its top-left corner on this square");
        if (isOffered(g)) spots.push({ x, y, g });
      }
    }
  }
  // The card this seat placed this round, shown to it alone until everyone has chosen.
  const placed = ctx.seat === seat && ctx.pub.phase === "scene" && pend && pend.stage === "done" && pend.x !== null
    ? { card: hand.find((c) => c.id !== pend.pass), x: pend.x, y: pend.y, rot: pend.rot, layer: pend.layer } : null;
  const placedSquares = placed && placed.card ? cardSquares(placed.card, placed.rot).map(({ dx, dy, sq }) => ({ x: placed.x + dx, y: placed.y + dy, sq })) : [];
  const all = cells.map(([p]) => p).concat(spots.map((p) => [p.x, p.y]), placedSquares.map((p) => [p.x, p.y]));
  const xs = all.map((p) => p[0]), ys = all.map((p) => p[1]);
  const minX = Math.min(...xs) - 1, maxX = Math.max(...xs) + 2, minY = Math.min(...ys) - 1, maxY = Math.max(...ys) + 2;
  const W = (maxX - minX + 1) * size, H = (maxY - minY + 1) * size;
  const svg = svgRoot(W, H, `${ctx.names(seat)}'s tableau`, { "data-board": `tableau-${seat}` });
  const font = labelSize(W);
  svg.append(s("rect", { width: W, height: H, fill: "#f3ecdf" }));
  svg.append(s("text", { x: W / 2, y: font + 2, "text-anchor": "middle", class: "pv-label", "font-size": font.toFixed(1), text: "▲ scene deck" }));
  const px = (x) => (x - minX) * size, py = (y) => (y - minY) * size;
  const walkingKind = stage === "photographer" || stage === "drone" ? stage : null;
  const preview = interactive ? ctx.priv.frame_preview : null;
  const frames = s("g", { class: "frame-preview", "data-preview": "frames", "pointer-events": "none" });
  const note = interactive && preview ? h("div", { class: "frame-note", "data-preview-text": "frames", "aria-live": "polite" }) : null;
  const picked = ctx.picked && ctx.picked.to && preview ? ctx.picked.to : null;
  const show = (to) => {
    if (!note) return;
    const entry = to ? preview[to] : null;
    drawFrames(frames, entry, px, py, size, ctx.colour(seat));
    note.replaceChildren(...frameNote(ctx, entry));
  };
  for (const [[x, y], sq] of cells) {
    const g = square(px(x), py(y), sq, size);
    const key = `${x},${y}`;
    if (walkingKind && sq.t === "meadow" && alsoOffered(ctx, walkingKind, key)) {
      ctx.target(g, { type: walkingKind, to: key }, `${walkingKind === "drone" ? "Fly your drone" : "Walk your photographer"} to this meadow`);
      if (isOffered(g)) {
        g.append(s("rect", { class: "hl hl-fill", x: 2, y: 2, width: size - 4, height: size - 4, fill: "none" }));
        g.setAttribute("data-cell", key);
        if (note) {
          g.addEventListener("mouseenter", () => show(key));
          g.addEventListener("focus", () => show(key));
          g.addEventListener("mouseleave", () => show(picked));
          g.addEventListener("blur", () => show(picked));
        }
      }
    }
    svg.append(g);
  }
  // card outlines
  for (const p of info.tableau) {
    const w = p.rot % 2 ? CH : CW, hh = p.rot % 2 ? CW : CH;
    svg.append(s("rect", { x: px(p.x), y: py(p.y), width: w * size, height: hh * size, fill: "none", stroke: "#7a6a55", "stroke-width": 0.8, "stroke-dasharray": "3 2", "pointer-events": "none" }));
  }
  if (placedSquares.length) svg.append(placedCard(placed, placedSquares, info, px, py, size, ctx.colour(seat)));
  svg.append(...tokens(ctx, seat, info, px, py, size));
  // the card being placed, over the corner pointed at (or being confirmed)
  const placing = stage === "place" ? hand.find((c) => c.id !== pend.pass) : null;
  const ghost = s("g", { class: "ghost", opacity: 0.75, "pointer-events": "none" });
  for (const { x, y, g } of spots) {
    g.setAttribute("transform", `translate(${px(x)},${py(y)})`);
    g.append(s("rect", { class: "hl hl-fill", x: 3, y: 3, width: size - 6, height: size - 6, rx: 4, fill: "none", "stroke-dasharray": "4 2" }));
    if (placing) {
      const showCard = () => ghost.replaceChildren(...cardSquares(placing, pend.rot).map(({ dx, dy, sq }) => square(px(x + dx), py(y + dy), sq, size)));
      const chosen = ctx.picked.x === x && ctx.picked.y === y; // being confirmed: keep the preview
      if (chosen) showCard();
      g.addEventListener("mouseenter", showCard);
      g.addEventListener("mouseleave", () => { if (!chosen) ghost.replaceChildren(); });
    }
    svg.append(g);
  }
  svg.append(ghost, frames);
  // The own tableau pans and zooms in its box (bigger squares to tap on a phone).
  const box = interactive ? h("div", { class: "scroll-x tableau-box" }, h("div", { class: "tableau-fit" }, svg)) : svg;
  if (!interactive) svg.style.maxWidth = `${Math.max(W * 1.3, 200)}px`;
  else box.firstChild.style.maxWidth = `${Math.max(W * 1.3, 200)}px`;
  const committed = interactive && pend && pend.stage === "done"
    ? h("p", { class: "committed-note", text: ctx.pub.phase === "walk"
      ? "Your walk is chosen: your photographer and drone are drawn where they go. They move when everyone has chosen."
      : "Your card is chosen: it is drawn where it goes (dashed). Everyone's cards are laid when everyone has chosen." }) : null;
  if (!note && !committed) return box;
  if (note) show(picked);
  return h("div", { class: "tableau-with-note" }, [box, note, committed]);
}

// The scene card this seat has chosen to lay, drawn where it will go: on top it hides what is
// under it, tucked under only its squares over empty spaces show.
function placedCard(placed, squares, info, px, py, size, colour) {
  const g = s("g", { class: "placed-card", "data-placed": "scene", opacity: 0.9, "pointer-events": "none" });
  for (const { x, y, sq } of squares) {
    if (placed.layer === "under" && info.visible[`${x},${y}`]) continue;
    g.append(square(px(x), py(y), sq, size));
  }
  const w = placed.rot % 2 ? CH : CW, hh = placed.rot % 2 ? CW : CH;
  g.append(s("rect", { x: px(placed.x) + 1.5, y: py(placed.y) + 1.5, width: w * size - 3, height: hh * size - 3, fill: "none", stroke: colour, "stroke-width": 3, "stroke-dasharray": "7 4", rx: 3 }),
    s("title", { text: `The card you lay ${placed.layer === "top" ? "on top" : "tucked under"} when everyone has chosen` }));
  return g;
}

// The photographer and the drone in the seat's colour; while this seat walks, where they go is
// drawn solid and where they stand now faded.
function tokens(ctx, seat, info, px, py, size) {
  const plan = ctx.seat === seat ? plannedTokens(ctx) : {};
  const colour = ctx.colour(seat);
  const out = [];
  const draw = (who, key, now) => {
    const [x, y] = key.split(",").map(Number);
    const token = (who === "photographer" ? photographer : drone)(px(x) + size / 2, py(y) + size / 2, size, colour);
    token.setAttribute("pointer-events", "none");
    if (now) {
      token.setAttribute("data-token", who);
      token.append(s("title", { text: `${ctx.name(who)} of ${ctx.names(seat)}` }));
    } else {
      token.setAttribute("opacity", 0.4);
      token.setAttribute("data-token-before", who);
      token.append(s("title", { text: `Where your ${ctx.name(who).toLowerCase()} stands before the walk` }));
    }
    out.push(token);
  };
  // Where the tokens stand now (faded when they move), then where they stay, then where they go,
  // so that a token walking onto the other's square is drawn over it.
  const moving = ["photographer", "drone"].filter((who) => plan[who] && info[who] && plan[who] !== info[who]);
  for (const who of moving) draw(who, info[who], false);
  for (const who of ["photographer", "drone"]) if (!moving.includes(who) && (plan[who] || info[who])) draw(who, plan[who] || info[who], true);
  for (const who of moving) draw(who, plan[who], true);
  return out;
}

// The frames a token would have on a meadow, drawn over the tableau (from the view's frame_preview):
// the photographer's dashed, the drone's dotted, solid where a photo would be taken.
function drawFrames(layer, entry, px, py, size, colour) {
  layer.replaceChildren();
  if (!entry) return;
  const used = new Set(entry.photos.map((p) => p.frame));
  for (const [name, cells] of Object.entries(entry.frames)) {
    const pts = cells.map((k) => k.split(",").map(Number));
    const xs = pts.map((p) => p[0]), ys = pts.map((p) => p[1]);
    const x0 = Math.min(...xs), y0 = Math.min(...ys);
    const takes = used.has(name);
    layer.append(s("rect", { x: px(x0) + 1, y: py(y0) + 1, width: (Math.max(...xs) - x0 + 1) * size - 2, height: (Math.max(...ys) - y0 + 1) * size - 2,
      fill: takes ? "rgba(255,255,255,0.18)" : "none", stroke: colour, "stroke-width": takes ? 3.5 : 1.8,
      "stroke-dasharray": takes ? "none" : name === "drone" ? "2 4" : "6 4", rx: 3, "data-frame": name }));
  }
}

function frameNote(ctx, entry) {
  if (!entry) return [h("p", { text: "Point at or tap a highlighted meadow to see its frames and the photos they would take (on a touch screen, tap another one to compare)." })];
  if (!entry.photos.length) return [h("p", { text: "From this meadow no frame completes a photo you can still take." })];
  return [h("p", { text: "From this meadow you would take:" }), h("ul", {}, entry.photos.map((p) => h("li", { "data-photo": p.photo, "data-points": p.points,
    text: `${ctx.name(p.photo)} — ${ctx.name(`frame:${p.frame}`)}, marker worth ${p.points}` })))];
}

function handCard(title, svg) {
  return h("div", { class: "hand-card" }, [h("div", { class: "hand-title", text: title }), svg]);
}

function handArea(ctx) {
  const pend = ctx.priv.pending || {};
  const hand = ctx.priv.hand || [];
  const parts = [];
  const left = ctx.names((ctx.seat + 1) % ctx.players);
  const card = hand.find((c) => c.id !== pend.pass);
  const passed = hand.find((c) => c.id === pend.pass);
  const layerName = (layer) => (layer === "top" ? "on top" : "tucked under");
  if (pend.stage === "orient" || pend.stage === "place" || pend.stage === "done") {
    if (passed) parts.push(handCard(`Passing to ${left}`, cardSvg(passed, 0, 30, "the card you pass", square)));
    else if (hand.length === 1) parts.push(h("p", { class: "hand-title", text: "Last round: nothing to pass, you lay the card passed to you." }));
    if (card && pend.stage === "orient") {
      for (const layer of ["top", "under"]) {
        const row = h("div", { class: "strip orient-row" }, [h("div", { class: "orient-label", text: layer === "top" ? "On top:" : "Tucked under (only its squares over empty spaces show):" })]);
        for (let rot = 0; rot < 4; rot++) {
          const svg = cardSvg(card, rot, 40, `turned ${rot * 90}°, ${layerName(layer)}`, square, { under: layer === "under", scores: true });
          ctx.target(svg.firstChild, { type: "orient", rot, layer }, `Turn the card ${rot * 90} degrees and place it ${layerName(layer)}`);
          row.append(svg);
        }
        parts.push(row);
      }
    } else if (card) {
      const title = pend.stage === "done" ? `You lay this one (${layerName(pend.layer)})` : `Placing (${layerName(pend.layer)})`;
      parts.push(handCard(title, cardSvg(card, pend.rot, 30, "the card you place", square, { under: pend.layer === "under", scores: true })));
    }
  } else {
    for (const c of hand) {
      const svg = cardSvg(c, 0, 44, "a scene card in your hand", square, { scores: true });
      ctx.target(svg.firstChild, { type: "pass", card: c.id }, `Pass this card to ${left} (${ctx.name(c.id)})`);
      parts.push(svg);
    }
  }
  return h("div", { class: "strip hand-strip" }, parts);
}

function photos(ctx) {
  return h("div", { class: "strip photo-strip", "data-board": "photos" }, ctx.pub.photos.map((ph) => photoCard(ctx, ph, square)));
}

const FULL_LABELS = { lavender: "Lavender", wheat: "Wheat", sunflowers: "Sunflowers", towns: "Towns", photos: "Photos", goals: "Goals" };
const SHORT_LABELS = { lavender: "Lav.", wheat: "Wheat", sunflowers: "Sun.", towns: "Town", photos: "Photo", goals: "Goal" };

const STAGE_WORDS = { scene: "scene phase (everyone at once)", walk: "walking phase (everyone at once)", over: "game over" };

export default {
  // The final table's column titles: on a phone the short ones, so that the table with its
  // Total column fits the screen (the log and the desktop keep the catalog's full words).
  get labels() {
    return window.innerWidth <= 480 ? SHORT_LABELS : FULL_LABELS;
  },
  legendIcon,
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
    const parts = [h("p", { class: "status-line", text: `Round ${pub.round} of ${pub.rounds} · ${STAGE_WORDS[pub.phase] || pub.phase} · ${count(pub.deck_size, "card")} in the deck` })];
    parts.push(h("section", { "aria-label": "Photos and goals" }, [h("h3", { text: "Photos" }), photos(ctx),
      h("p", { class: "goals", text: `Goals: ${pub.goals.map((g) => g.title).join(" · ")}` })]));
    if (ctx.seat !== null) {
      const me = pub.seats[ctx.seat];
      if ((ctx.priv.hand || []).length) parts.push(h("section", { "aria-label": "Your hand" }, [h("h3", { text: "Your hand" }), handArea(ctx)]));
      parts.push(h("section", { "aria-label": "Your tableau" }, [h("h2", { text: `Your tableau · ${count(me.score_total, "point")} · ${count(me.markers_left, "marker")} left` }),
        tableau(ctx, ctx.seat, 42, true)]));
    }
    const others = pub.seats.map((x) => x.seat).filter((i) => i !== ctx.seat);
    parts.push(h("section", { "aria-label": "Other tableaux" }, [h("h3", { text: "Other players" }), h("div", { class: "strip others" },
      others.map((i) => h("div", { class: "other-tableau" }, [h("div", { class: "other-title", text: `${ctx.names(i)} · ${count(pub.seats[i].score_total, "point")}${pub.phase !== "over" ? (pub.seats[i].committed || !pub.waiting_for.includes(i) ? " · ready" : " · choosing…") : ""}` }), tableau(ctx, i, 28, false)])))]));
    return h("div", { class: "provence" }, parts);
  },
  prompt(ctx) {
    const pend = ctx.priv.pending || {};
    const last = (ctx.priv.hand || []).length === 1;
    return {
      pass: `Choose the card to pass to ${ctx.names((ctx.seat + 1) % ctx.players)} (click it); you place the other one.`,
      orient: `${last ? "Last round: nothing to pass. " : ""}Choose how to turn your card and whether it goes on top or under.`,
      place: "Click a highlighted square for the card's top-left corner (a preview shows where the card lands).",
      photographer: "Walk your photographer: point at or tap a meadow to see its four 3×5 frames and the photos A and B they would take.",
      drone: "Fly your drone: point at or tap a meadow to see its 5×5 frame and every photo your walk would take.",
    }[pend.stage] || "Your move.";
  },
  // The last step of each simultaneous phase cannot be taken back once sent.
  confirm(m, ctx) {
    if (m.type === "place") return "Place your scene card here? Your scene phase ends with it.";
    if (m.type !== "drone" && m.type !== "photographer") return null;
    const entry = ((ctx && ctx.priv.frame_preview) || {})[m.to];
    const list = entry && entry.photos.length ? `You would take ${entry.photos.map((p) => `${ctx.name(p.photo)} (${p.points})`).join("; ")}.` : "No photo would be taken from here.";
    const stays = ctx && ctx.seat !== null && ctx.pub.seats[ctx.seat][m.type] === m.to;
    if (m.type === "drone") return `${list} ${stays ? "Keep your drone where it is?" : "Fly your drone to this meadow?"} Your walk ends with it.`;
    return `${list} ${stays ? "Keep your photographer where it stands?" : "Walk your photographer here?"}`;
  },
  // Buttons for a move the board does not offer as a target (the move being confirmed, when a
  // new frame came in meanwhile): what it does and where, never a coordinate.
  describeMove(m, ctx) {
    if (m.type === "back") return "Back";
    if ((m.type === "photographer" || m.type === "drone") && ctx && ctx.seat !== null) {
      const now = ctx.pub.seats[ctx.seat][m.type];
      const what = m.type === "drone" ? "drone" : "photographer";
      if (now === m.to) return `Keep your ${what} where it is`;
      const verb = m.type === "drone" ? "Fly your drone" : "Walk your photographer";
      return `${verb} to the chosen meadow (${offset(now, m.to)})`;
    }
    if (m.type === "place") return "Place the card on the chosen square";
    if (m.type === "orient") return `Turn the card ${m.rot * 90}° and place it ${m.layer === "top" ? "on top" : "tucked under"}`;
    if (m.type === "pass" && ctx) return `Pass the ${ctx.name(m.card)}`;
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
