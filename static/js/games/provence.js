// Walking in Provence: your tableau of scene cards, the card you pass and the one you place,
// the photographer and the drone, the photo cards and goals, and every other tableau.
import { h, s, svgRoot } from "../core/dom.js";
import { listText, loadGameTexts, t } from "../core/i18n.js";
import { drawSquare, drone, photographer } from "./provence-art.js";
import { CH, CW, cardSquares, cardSvg, legendIcon, photoCard } from "./provence-cards.js";
import { photoSummary, trackPhotos } from "./provence-photos.js";
import { signed, worthBadge, worthLabel, worthSvg, worthText } from "../core/worth.js";
import { FINGER_PX, IDEAL_PX, leastScale, stageHeight } from "../core/zoom.js";

await loadGameTexts("provence");

const TERRAINS = ["meadow", "forest", "lavender", "wheat", "sunflower", "town", "mill", "church"];
// Terrain colours and symbols from the catalog (set at each render).
let COLOURS = {};
let SYMBOL = {};
let CATALOG = null;

function squareName(sq) {
  const e = CATALOG && CATALOG.entry(sq.t);
  const bits = [e ? e.name : sq.t];
  // i18n-keys: provence.square.rows_V, provence.square.rows_H, provence.square.facing_N, provence.square.facing_E, provence.square.facing_S, provence.square.facing_W
  if (sq.dir) bits.push(t(`provence.square.rows_${sq.dir}`));
  if (sq.tree) bits.push(t("provence.square.tree"));
  if (sq.scooter) bits.push(t("provence.square.scooter"));
  if (sq.shop) bits.push(t("provence.square.shop", { shop: CATALOG ? CATALOG.name(`shop:${sq.shop}`) : sq.shop }));
  if (sq.face) bits.push(t(`provence.square.facing_${sq.face}`));
  return bits.join(" ");
}

function square(x, y, sq, size) {
  const g = drawSquare(x, y, sq, size, COLOURS[sq.t], SYMBOL[sq.t]);
  g.append(s("title", { text: squareName(sq) }));
  return g;
}

// Where a meadow lies from a token's square, in squares ("2 squares right and 1 square towards
// the scene deck"); the tableau's top is the scene deck's side.
function offset(from, to) {
  const [fx, fy] = from.split(",").map(Number), [tx, ty] = to.split(",").map(Number);
  const dx = tx - fx, dy = ty - fy;
  const bits = [];
  // i18n-keys: provence.offset.*
  if (dx) bits.push(t(dx > 0 ? "provence.offset.right" : "provence.offset.left", { n: Math.abs(dx) }));
  if (dy) bits.push(t(dy < 0 ? "provence.offset.up" : "provence.offset.down", { n: Math.abs(dy) }));
  return listText(bits);
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

// A square to tap is drawn at least this wide on a touch screen or a phone (core/zoom.js keeps
// it so, and a tableau larger than its box at that size pans in it): the labels are sized for it.
const MIN_TAP = IDEAL_PX;

function smallScreen() {
  return window.innerWidth <= 480 || !!(window.matchMedia && window.matchMedia("(pointer: coarse)").matches);
}

// The width of the own tableau's drawing on screen: on a desktop squares up to BIG_SQUARE px,
// as far as the board's width and the window's height allow; the screen's width on a phone,
// wider when its squares to tap would be smaller than MIN_TAP.
const BIG_SQUARE = 96;
// On a desktop the tableau is drawn no taller than the window less the pinned bar at its tallest
// in a walk or a placement (and the zoom buttons): the zoom's fit (core/zoom.js) follows the bar's
// height at each step, so a board drawn to fit under the tallest bar keeps its size, and its
// squares stay under the pointer, from one step to the next.
const DESK_RESERVE = 68 + 160;

function fitWidth(W, H, size, tapping) {
  let fit;
  if (window.innerWidth <= 820) fit = Math.min(window.innerWidth - 40, W * 1.3);
  else {
    const board = document.getElementById("board");
    const room = Math.max(300, (board ? board.clientWidth : window.innerWidth) - 16);
    const tall = (Math.max(200, window.innerHeight - DESK_RESERVE) * W) / H;
    fit = Math.max(Math.min((W * BIG_SQUARE) / size, room, tall), Math.min(W, room));
  }
  return tapping && smallScreen() ? Math.max(fit, (W / size) * MIN_TAP) : fit;
}

// The label drawn over a tableau at about 12 px on screen.
function labelSize(W, shown) {
  return Math.max(12, (12 * W) / shown);
}

// i18n-keys: provence.target.*, provence.committed.*, provence.placed.*
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
        ctx.target(g, { type: "place", x, y }, t("provence.target.place"));
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
  const svg = svgRoot(W, H, t("provence.tableau_of", { name: ctx.names(seat) }), { "data-board": `tableau-${seat}` });
  const tapping = !!(stage === "place" || stage === "photographer" || stage === "drone");
  const shown = fitWidth(W, H, size, interactive && tapping);
  const font = labelSize(W, shown);
  svg.append(s("rect", { width: W, height: H, fill: "#f3ecdf" }));
  // the scene deck's side, drawn last and haloed so that no frame or card outline covers it
  const deckMark = s("text", { x: W / 2, y: font + 2, "text-anchor": "middle", class: "pv-label pv-deck-mark", "font-size": font.toFixed(1),
    stroke: "#f3ecdf", "stroke-width": font / 3, "paint-order": "stroke", "data-label": "scene-deck", text: t("provence.scene_deck_mark") });
  const px = (x) => (x - minX) * size, py = (y) => (y - minY) * size;
  const walkingKind = stage === "photographer" || stage === "drone" ? stage : null;
  // On a touch screen a tap is followed by mouse events at the same point of the window; once the
  // page has scrolled they would preview whatever lies there now, not what was tapped.
  const coarse = !!(window.matchMedia && window.matchMedia("(pointer: coarse)").matches);
  const preview = interactive ? ctx.priv.frame_preview : null;
  const frames = s("g", { class: "frame-preview", "data-preview": "frames", "pointer-events": "none" });
  const note = interactive && preview ? h("div", { class: "frame-note", "data-preview-text": "frames", "aria-live": "polite" }) : null;
  // What each target is worth (its move's preview), drawn over the squares and the tokens: a
  // corner's at the top of its square (the terrain's mark stays seen), a meadow's at its foot.
  const badges = s("g", { class: "pv-worth", "data-worth-layer": "targets", "pointer-events": "none" });
  const badgeSize = Math.max(10, size * 0.27);
  // Each badge stays inside its square; where a square is small on screen only the sign and the
  // number are written (core/worth.js).
  // On a phone core/zoom.js never draws the squares to tap under FINGER_PX: past that it draws
  // them IDEAL_PX wide and pans the tableau, so that is their size on screen.
  const fitted = size * Math.min(shown / W, stageHeight() / H);
  const onScreen = interactive && tapping && leastScale(size) && fitted < FINGER_PX ? IDEAL_PX : fitted;
  const badgeFit = { fit: size - 5, bare: onScreen < 44 };
  // the key of the frames' lines stands just above the board, where it stays in sight with them
  const key = note && walkingKind ? frameKey(ctx, walkingKind, frames) : null;
  const picked = ctx.picked && ctx.picked.to && preview ? ctx.picked.to : null;
  const show = (to) => {
    if (!note) return;
    const entry = to ? preview[to] : null;
    drawFrames(frames, entry, px, py, size, W, H, font);
    note.replaceChildren(...frameNote(ctx, entry, frames, to && walkingKind ? ctx.worth({ type: walkingKind, to }) : null));
  };
  const meadowsOffered = [];
  for (const [[x, y], sq] of cells) {
    const g = square(px(x), py(y), sq, size);
    const key = `${x},${y}`;
    if (walkingKind && sq.t === "meadow" && alsoOffered(ctx, walkingKind, key)) {
      ctx.target(g, { type: walkingKind, to: key }, t(walkingKind === "drone" ? "provence.target.drone" : "provence.target.photographer"));
      if (isOffered(g)) {
        meadowsOffered.push(key);
        g.append(s("rect", { class: "hl hl-fill", x: 2, y: 2, width: size - 4, height: size - 4, fill: "none" }));
        g.setAttribute("data-cell", key);
        const badge = worthSvg(ctx.worth({ type: walkingKind, to: key }), px(x) + size / 2, py(y) + size - badgeSize * 0.8, badgeSize, badgeFit);
        if (badge) badges.append(withCell(badge, key));
        if (note) {
          if (!coarse) g.addEventListener("mouseenter", () => show(key));
          g.addEventListener("focus", () => show(key));
          // the last meadow pointed at stays shown, so that its note can be read and pointed at
          if (!coarse) g.addEventListener("mouseleave", () => { if (picked) show(picked); });
          g.addEventListener("blur", () => { if (picked) show(picked); });
        }
      }
    }
    svg.append(g);
  }
  // card outlines
  const outlines = s("g", { "data-cards": "outlines", "pointer-events": "none" });
  svg.append(outlines);
  for (const p of info.tableau) {
    const w = p.rot % 2 ? CH : CW, hh = p.rot % 2 ? CW : CH;
    outlines.append(s("rect", { x: px(p.x), y: py(p.y), width: w * size, height: hh * size, fill: "none", stroke: "#7a6a55", "stroke-width": 0.8, "stroke-dasharray": "3 2", "pointer-events": "none" }));
  }
  if (placedSquares.length) svg.append(placedCard(placed, placedSquares, info, px, py, size, ctx.colour(seat)));
  svg.append(...tokens(ctx, seat, info, px, py, size));
  if (walkingKind) svg.append(badges);
  // the card being placed, over the corner pointed at (or being confirmed)
  const placing = stage === "place" ? hand.find((c) => c.id !== pend.pass) : null;
  const ghost = s("g", { class: "ghost", "data-ghost": "card", "pointer-events": "none" });
  const chosenSpot = spots.find(({ x, y }) => ctx.picked.x === x && ctx.picked.y === y);
  // the card where the corner puts it, with what it is worth there (its own badge lies under it)
  const showCard = (spot) => ghost.replaceChildren(...(spot && placing ? [...ghostCard(placing, pend, spot, info.visible, px, py, size, ctx.colour(seat), H),
    worthSvg(ctx.worth({ type: "place", x: spot.x, y: spot.y }), px(spot.x) + size / 2, py(spot.y) + badgeSize * 0.85, badgeSize, badgeFit)].filter(Boolean) : []));
  for (const spot of spots) {
    const { x, y, g } = spot;
    g.setAttribute("transform", `translate(${px(x)},${py(y)})`);
    // over one of the tableau's squares a corner is only outlined, so the square stays readable
    if (info.visible[`${x},${y}`]) g.classList.add("pv-over");
    g.append(hitArea(size), s("rect", { class: "hl hl-fill", x: 3, y: 3, width: size - 6, height: size - 6, rx: 4, fill: "none", "stroke-dasharray": "4 2" }));
    const badge = worthSvg(ctx.worth({ type: "place", x, y }), px(x) + size / 2, py(y) + badgeSize * 0.85, badgeSize, badgeFit);
    if (badge) badges.append(withCell(badge, `${x},${y}`));
    if (placing) {
      // the corner's own name, then its worth in words (as the shell's targets say it)
      const w = ctx.worth({ type: "place", x, y });
      g.setAttribute("aria-label", [spotLabel(spot, pend.rot, info.visible, minX, minY, spot === chosenSpot), w ? `${worthLabel(w)}: ${worthText(w)}` : ""].filter(Boolean).join(" — "));
      if (!coarse) g.addEventListener("mouseenter", () => showCard(spot));
      g.addEventListener("focus", () => showCard(spot));
      // being confirmed: the preview stays on the chosen corner
      if (!coarse) g.addEventListener("mouseleave", () => showCard(chosenSpot));
      g.addEventListener("blur", () => showCard(chosenSpot));
    }
    svg.append(g);
  }
  showCard(chosenSpot);
  if (stage === "place") svg.append(badges);
  svg.append(ghost, frames, deckMark);
  // The own tableau pans and zooms in its box (bigger squares to tap on a phone).
  // While squares are tapped core/zoom.js keeps them finger-sized on a phone, panning the
  // tableau in its box to the step's squares (and the walking token) when the step begins.
  if (interactive && tapping) {
    svg.setAttribute("data-target-units", size);
    svg.setAttribute("data-pan-step", `${ctx.pub.round}|${ctx.pub.phase}|${stage}`);
  }
  // Another player's tableau zooms in its own box too (its − / + buttons), so it can be read closely.
  const box = h("div", { class: `scroll-x ${interactive ? "tableau-box" : "other-box"}` }, h("div", { class: "tableau-fit" }, svg));
  box.firstChild.style.maxWidth = `${interactive ? Math.max(200, shown) : Math.max(W * 1.3, 200)}px`;
  const committed = interactive && pend && pend.stage === "done"
    ? h("p", { class: "committed-note", text: t(ctx.pub.phase === "walk" ? "provence.committed.walk" : "provence.committed.scene") }) : null;
  // The token walking is what the page keeps in sight while the walk is chosen (core/focus.js):
  // the card may have been laid at the far end of the tableau.
  // The whole tableau is kept in sight when it fits between the top (the score strip on a phone,
  // the bar on a desktop) and the bottom of the free screen; else every square offered (with the
  // walking token and the frames of the meadow chosen); else the walking token alone.
  const walker = walkingKind ? svg.querySelector(`[data-token=${walkingKind}]`) : null;
  // (core/zoom.js pans a tableau larger than its box to it, with the nearest meadow.)
  if (walker) { walker.setAttribute("data-focus-anchor", "3"); walker.setAttribute("data-pan-anchor", ""); }
  const areaKeys = walkingKind ? [...meadowsOffered, plannedTokens(ctx)[walkingKind] || info[walkingKind]].filter(Boolean)
    : spots.map(({ x, y }) => `${x},${y}`);
  if (walkingKind && picked && preview[picked]) for (const cellsOf of Object.values(preview[picked].frames || {})) areaKeys.push(...cellsOf);
  if (areaKeys.length) {
    const pts = areaKeys.map((k) => k.split(",").map(Number));
    const x0 = Math.max(0, px(Math.min(...pts.map((p) => p[0])))), y0 = Math.max(0, py(Math.min(...pts.map((p) => p[1]))));
    const x1 = Math.min(W, px(Math.max(...pts.map((p) => p[0])) + 1)), y1 = Math.min(H, py(Math.max(...pts.map((p) => p[1])) + 1));
    svg.insertBefore(s("rect", { class: "pv-focus-area", x: x0, y: y0, width: Math.max(0, x1 - x0), height: Math.max(0, y1 - y0), fill: "none",
      "pointer-events": "none", "data-focus-anchor": "2" }), deckMark);
    box.setAttribute("data-focus-anchor", "1");
  }
  if (!note && !committed) return box;
  if (note) show(picked);
  return h("div", { class: "tableau-with-note" }, [key, box, note, committed]);
}

// Which rows and columns of the drawing (counted from its top-left square) a corner's card
// would cover, and how many of the tableau's squares it would lie over: every corner's own name.
function spotLabel(spot, rot, visible, minX, minY, chosen) {
  const w = rot % 2 ? CH : CW, hh = rot % 2 ? CW : CH;
  let over = 0;
  for (let dy = 0; dy < hh; dy++) for (let dx = 0; dx < w; dx++) if (visible[`${spot.x + dx},${spot.y + dy}`]) over++;
  const args = { rows: `${spot.y - minY + 1}–${spot.y - minY + hh}`, columns: `${spot.x - minX + 1}–${spot.x - minX + w}`, n: over };
  return t(chosen ? "provence.target.place_chosen" : "provence.target.place_at", args);
}

// The card being placed, drawn where a corner would put it, under a bold outline in the seat's
// colour with a corner mark on the square pointed at and a tag saying its layer: on top it hides
// the squares under it (a solid outline); tucked under, the tableau's squares stay as they are
// and only the card's squares over empty spaces show (a dashed outline).
// i18n-keys: provence.ghost.*
function ghostCard(card, pend, spot, visible, px, py, size, colour, H) {
  const { rot, layer } = pend;
  const w = rot % 2 ? CH : CW, hh = rot % 2 ? CW : CH;
  const under = layer === "under";
  const shown = cardSquares(card, rot).filter(({ dx, dy }) => !under || !visible[`${spot.x + dx},${spot.y + dy}`]);
  const art = s("g", { opacity: under ? 0.6 : 0.88, "data-ghost-layer": layer }, shown.map(({ dx, dy, sq }) => square(px(spot.x + dx), py(spot.y + dy), sq, size)));
  const x = px(spot.x), y = py(spot.y);
  const tag = t(under ? "provence.ghost.under" : "provence.ghost.top");
  const font = Math.min(size * 0.27, (w * size - 14) / (0.64 * [...tag].length + 0.8));
  const tw = font * (0.64 * [...tag].length + 0.8);
  // the layer's tag just outside the card (above it, else below it), so that it hides none of it
  const tagH = font + 6;
  const ty = y - tagH - 3 >= 0 ? y - tagH - 3 : y + hh * size + tagH + 3 <= H ? y + hh * size + 3 : y + hh * size - font - 10;
  return [art,
    s("rect", { x: x + 2, y: y + 2, width: w * size - 4, height: hh * size - 4, rx: 4, fill: "none", stroke: "#fff", "stroke-width": 6 }),
    s("rect", { x: x + 2, y: y + 2, width: w * size - 4, height: hh * size - 4, rx: 4, fill: "none", stroke: colour, "stroke-width": 3.5,
      "stroke-dasharray": under ? "9 5" : "none", "data-ghost-outline": `${w}x${hh}` }),
    s("path", { d: `M${x + 2},${y + size * 0.45} V${y + 2} H${x + size * 0.45}`, fill: "none", stroke: colour, "stroke-width": 7, "stroke-linecap": "round" }),
    s("g", { "data-ghost-tag": layer }, [
      s("rect", { x: x + (w * size - tw) / 2, y: ty, width: tw, height: font + 6, rx: 3, fill: colour, stroke: "#fff", "stroke-width": 1.5 }),
      s("text", { x: x + (w * size) / 2, y: ty + font + 1, "text-anchor": "middle", class: "pv-label pv-frame-tag", "font-size": font.toFixed(1), text: tag }),
    ])];
}

// A target's worth badge names its square, so that tests and the long-press bubble can find it.
function withCell(badge, key) {
  badge.setAttribute("data-worth-cell", key);
  return badge;
}

// The whole square answers a tap, not only its highlighted inset.
function hitArea(size) {
  return s("rect", { class: "hit", width: size, height: size, fill: "transparent" });
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
    s("title", { text: t(placed.layer === "top" ? "provence.placed.top" : "provence.placed.under") }));
  return g;
}

// The photographer and the drone in the seat's colour; while this seat walks, where they go is
// drawn solid and where they stand now faded. Two tokens on one square (the photographer walking
// onto the drone's square before the drone flies off) are drawn smaller, side by side.
function tokens(ctx, seat, info, px, py, size) {
  const plan = ctx.seat === seat ? plannedTokens(ctx) : {};
  const colour = ctx.colour(seat);
  const drawn = [];
  // Where the tokens stand now (faded when they move), then where they stay, then where they go.
  const moving = ["photographer", "drone"].filter((who) => plan[who] && info[who] && plan[who] !== info[who]);
  for (const who of moving) drawn.push({ who, key: info[who], now: false });
  for (const who of ["photographer", "drone"]) if (!moving.includes(who) && (plan[who] || info[who])) drawn.push({ who, key: plan[who] || info[who], now: true });
  for (const who of moving) drawn.push({ who, key: plan[who], now: true });
  return drawn.map((d) => {
    const [x, y] = d.key.split(",").map(Number);
    const sharing = drawn.filter((o) => o.key === d.key);
    const shift = sharing.length > 1 ? (sharing.indexOf(d) === 0 ? -1 : 1) * size * 0.22 : 0;
    const tokenSize = sharing.length > 1 ? size * 0.62 : size;
    const token = (d.who === "photographer" ? photographer : drone)(px(x) + size / 2 + shift, py(y) + size / 2 + shift, tokenSize, colour);
    token.setAttribute("pointer-events", "none");
    if (d.now) {
      token.setAttribute("data-token", d.who);
      token.append(s("title", { text: t("provence.token_of", { token: ctx.name(d.who), name: ctx.names(seat) }) }));
    } else {
      token.setAttribute("opacity", 0.4);
      token.setAttribute("data-token-before", d.who);
      // i18n-keys: provence.token_before.*
      token.append(s("title", { text: t(`provence.token_before.${d.who}`) }));
    }
    return token;
  });
}

// Each frame its own colour, dash and tag, so that the four photographer's frames and the
// drone's, drawn over each other, can be told apart (the note under the board names them).
const FRAME_STYLE = {
  up: { colour: "#1565c0", dash: "9 4" },
  down: { colour: "#7b1fa2", dash: "3 3" },
  left: { colour: "#00796b", dash: "12 3 3 3" },
  right: { colour: "#e65100", dash: "6 6" },
  drone: { colour: "#c62828", dash: "none" },
};
const FRAME_ORDER = ["up", "down", "left", "right", "drone"];

// The frames a token would have on a meadow, drawn over the tableau (from the view's
// frame_preview), each clipped to the tableau's box with its tag in a corner; thicker, and
// lightly filled, where a photo would be taken.
// i18n-keys: provence.frames.tag.*
function drawFrames(layer, entry, px, py, size, W, H, font) {
  layer.replaceChildren();
  if (!entry) return;
  const used = new Set(entry.photos.map((p) => p.frame));
  const names = FRAME_ORDER.filter((n) => entry.frames[n]);
  names.forEach((name, i) => {
    const pts = entry.frames[name].map((k) => k.split(",").map(Number));
    const xs = pts.map((p) => p[0]), ys = pts.map((p) => p[1]);
    const inset = 2 + i * 1.5; // frames sharing an edge are drawn side by side
    const x0 = Math.max(inset, px(Math.min(...xs)) + inset), y0 = Math.max(inset, py(Math.min(...ys)) + inset);
    const x1 = Math.min(W - inset, px(Math.max(...xs) + 1) - inset), y1 = Math.min(H - inset, py(Math.max(...ys) + 1) - inset);
    const takes = used.has(name);
    const style = FRAME_STYLE[name] || FRAME_STYLE.drone;
    const tag = t(`provence.frames.tag.${name}`);
    const tw = font * (0.62 * [...tag].length + 0.8);
    // the tag sits in the corner nearest the token: above the top frame's bottom edge, and so on
    const tx = name === "left" ? x1 - tw - 2 : x0 + 2, ty = name === "up" ? y1 - font - 6 : y0 + 2;
    layer.append(s("g", { "data-frame": name, class: takes ? "takes" : "" }, [
      s("rect", { x: x0, y: y0, width: Math.max(0, x1 - x0), height: Math.max(0, y1 - y0), rx: 3, fill: takes ? "rgba(255,255,255,0.22)" : "none",
        stroke: "#fff", "stroke-width": (takes ? 4 : 2.5) + 2.5, "stroke-opacity": 0.8 }),
      s("rect", { x: x0, y: y0, width: Math.max(0, x1 - x0), height: Math.max(0, y1 - y0), rx: 3, fill: "none",
        stroke: style.colour, "stroke-width": takes ? 4 : 2.5, "stroke-dasharray": style.dash }),
      s("rect", { x: tx, y: ty, width: tw, height: font + 4, rx: 3, fill: style.colour }),
      s("text", { x: tx + tw / 2, y: ty + font, "text-anchor": "middle", class: "pv-label pv-frame-tag", "font-size": font.toFixed(1), text: tag }),
    ]));
  });
}

// A small sample of a frame's line for the note under the board.
function frameSwatch(name) {
  const style = FRAME_STYLE[name] || FRAME_STYLE.drone;
  const svg = s("svg", { viewBox: "0 0 28 12", width: 28, height: 12, class: "frame-swatch", "aria-hidden": "true" });
  svg.append(s("line", { x1: 1, y1: 6, x2: 27, y2: 6, stroke: style.colour, "stroke-width": 3, "stroke-dasharray": style.dash }));
  return svg;
}

// Pointing at a line of the note shows its frame alone, bold.
function focusFrame(layer, name) {
  for (const g of layer.querySelectorAll("[data-frame]")) g.classList.toggle("dim", !!name && g.dataset.frame !== name);
  for (const g of layer.querySelectorAll("[data-frame]")) g.classList.toggle("focus", !!name && g.dataset.frame === name);
}

function hoverable(el, layer, name) {
  el.addEventListener("mouseenter", () => focusFrame(layer, name));
  el.addEventListener("mouseleave", () => focusFrame(layer, null));
  return el;
}

// The frames' lines named: the photographer's four, and the drone's too while it flies (its walk
// shows the photographer's frames that take photos with it).
function frameKey(ctx, kind, layer) {
  const names = kind === "drone" ? FRAME_ORDER : FRAME_ORDER.filter((n) => n !== "drone");
  return h("p", { class: "frame-legend", "data-frame-legend": kind }, names.map((n) => hoverable(h("span", { class: "frame-key", "data-frame-key": n },
    [frameSwatch(n), n === "drone" ? ctx.name(`frame:${n}`) : `${t(`provence.frames.tag.${n}`)} ${ctx.name(`frame:${n}`)}`]), layer, n)));
}

// i18n-keys: provence.frames.*
function frameNote(ctx, entry, layer, worth) {
  if (!entry) return [h("p", { text: t("provence.frames.hint") })];
  const words = worth ? h("p", { class: "pv-worth-words" }, [worthBadge(worth), " ", worthText(worth)]) : null;
  if (!entry.photos.length) return [h("p", { text: t("provence.frames.none") }), words];
  return [h("p", { text: t("provence.frames.would_take") }), h("ul", {}, entry.photos.map((p) => hoverable(h("li", { "data-photo": p.photo, "data-frame-of": p.frame },
    [frameSwatch(p.frame), t("provence.frames.photo", { photo: ctx.name(p.photo), frame: ctx.name(`frame:${p.frame}`) })]), layer, p.frame))), words];
}

// The hand's squares in px: larger on a desktop, where the hand strip has the board's width.
function handSize(size) {
  return window.innerWidth > 820 ? Math.round(size * 1.4) : size;
}

// The turn options' squares: on a phone the four turns of a layer stand in one row of the pinned
// bar's tray (two cards upright, two across: ten squares wide) after the layer's name, written
// upwards, as large as the screen allows.
function orientSize() {
  if (window.innerWidth > 820) return handSize(40);
  return Math.max(24, Math.min(40, Math.floor((window.innerWidth - 85) / 10)));
}

function handCard(title, svg) {
  return h("div", { class: "hand-card" }, [h("div", { class: "hand-title", text: title }), svg]);
}

// On a phone the choices of the pass and of the turn stand in the pinned bar, and the page shows
// the tableau they are made for above it: once a step, so that a bot's move redrawing the board
// never moves the page under the player.
let shownFor = null;

function showTableau(section, key) {
  if (window.innerWidth > 820 || shownFor === key) return;
  shownFor = key;
  requestAnimationFrame(() => requestAnimationFrame(() => { if (section.isConnected) section.scrollIntoView({ block: "start" }); }));
}

// i18n-keys: provence.layer.*, provence.orient.*, provence.hand.*
function handArea(ctx) {
  const pend = ctx.priv.pending || {};
  const hand = ctx.priv.hand || [];
  const parts = [];
  const left = ctx.names((ctx.seat + 1) % ctx.players);
  const card = hand.find((c) => c.id !== pend.pass);
  const passed = hand.find((c) => c.id === pend.pass);
  const layerName = (layer) => t(layer === "top" ? "provence.layer.top" : "provence.layer.under");
  if (pend.stage === "orient" || pend.stage === "place" || pend.stage === "done") {
    if (passed) parts.push(handCard(t("provence.hand.passing_to", { name: left }), cardSvg(passed, 0, handSize(30), t("provence.hand.card_passed"), square)));
    else if (hand.length === 1) parts.push(h("p", { class: "hand-title", text: t("provence.hand.last_round") }));
    if (card && pend.stage === "orient") {
      // On a phone the eight options are the tray of the pinned bar, beside the prompt.
      const options = h("div", { class: "orient-options", "data-tray": "" });
      for (const layer of ["top", "under"]) {
        // i18n-keys: provence.orient.top_short, provence.orient.under_short
        const long = t(`provence.orient.${layer}`);
        const label = window.innerWidth > 820 ? h("div", { class: "orient-label", text: long })
          : h("div", { class: "orient-label", title: long, text: t(`provence.orient.${layer}_short`) });
        const row = h("div", { class: "strip orient-row" }, [label]);
        for (let rot = 0; rot < 4; rot++) {
          const svg = cardSvg(card, rot, orientSize(), t("provence.orient.option", { degrees: rot * 90, layer: layerName(layer) }), square, { under: layer === "under", scores: true });
          ctx.target(svg.firstChild, { type: "orient", rot, layer }, t("provence.orient.target", { degrees: rot * 90, layer: layerName(layer) }));
          // the most this turn reaches at its best corner
          row.append(h("div", { class: "pv-option", "data-orient": `${rot}-${layer}` }, [svg, chooses(optionWorth(ctx, { type: "orient", rot, layer }), svg.firstChild)]));
        }
        options.append(row);
      }
      parts.push(options);
    } else if (card) {
      const title = t(pend.stage === "done" ? "provence.hand.laying" : "provence.hand.placing", { layer: layerName(pend.layer) });
      parts.push(handCard(title, cardSvg(card, pend.rot, handSize(30), t("provence.hand.card_placed"), square, { under: pend.layer === "under", scores: true })));
    }
  } else {
    // the two cards to choose from: on a phone the tray of the pinned bar
    const cards = h("div", { class: "strip pass-options", "data-tray": "" });
    for (const c of hand) {
      const svg = cardSvg(c, 0, handSize(44), t("provence.hand.card_in_hand"), square, { scores: true });
      ctx.target(svg.firstChild, { type: "pass", card: c.id }, t("provence.hand.pass_target", { name: left, card: ctx.name(c.id) }));
      // passing this card keeps the other: what that one reaches at its best turn and corner
      cards.append(h("div", { class: "pv-option", "data-pass": c.id }, [svg, chooses(optionWorth(ctx, { type: "pass", card: c.id }, t("provence.hand.pass_worth")), svg.firstChild)]));
    }
    parts.push(cards);
  }
  return h("div", { class: "strip hand-strip" }, parts);
}

// The worth of a choice beside its picture: a badge and, for a first-time player, what it counts.
// With a caption that says "up to", the badge gives the number alone; a best that is an average
// over the others' secret cards is written whole (its words keep the decimals).
function optionWorth(ctx, partial, caption = "") {
  const w = ctx.worth(partial);
  if (!w) return null;
  const whole = signed(Math.sign(w.points) * Math.round(Math.abs(w.points)));
  const text = caption && w.ahead ? whole : Number.isInteger(w.points) ? null : `${w.ahead ? "≤ " : ""}${whole}`;
  return h("div", { class: "pv-option-worth", title: worthText(w) }, [caption ? h("span", { class: "pv-option-caption", text: caption }) : null,
    worthBadge(w, text ? { text } : {})]);
}

// A tap on a choice's worth chooses as a tap on its picture does.
function chooses(worth, target) {
  if (worth && target && target.hasAttribute("data-target")) {
    worth.classList.add("chooses");
    worth.addEventListener("click", () => target.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true })));
  }
  return worth;
}

function photos(ctx) {
  const strip = h("div", { class: "strip photo-strip", "data-board": "photos" }, ctx.pub.photos.map((ph) => photoCard(ctx, ph, square)));
  // the fade at the right edge says "more this way" until the last card is in view
  strip.addEventListener("scroll", () => strip.classList.toggle("at-end", strip.scrollLeft + strip.clientWidth >= strip.scrollWidth - 4), { passive: true });
  return strip;
}

const CATEGORIES = ["lavender", "wheat", "sunflowers", "towns", "photos", "goals"];

// Every seat's points now, by category, from the view (the landscape and goals as if the game
// ended now, the photos for the markers placed): the count the final table will show.
// i18n-keys: provence.scores.*
function scoreTable(ctx, labels) {
  const pub = ctx.pub;
  // why a goal scores before anything is built: seats tied for a place all score it
  const goalsWhy = t("provence.scores.goals_tied");
  const rows = pub.seats.map((info) => h("tr", { "data-seat": info.seat }, [
    h("th", { scope: "row" }, [h("span", { class: "dot", style: `background:${ctx.colour(info.seat)}` }), ctx.names(info.seat)]),
    ...CATEGORIES.map((c) => h("td", { "data-category": c, title: c === "goals" ? goalsWhy : null, text: String((info.score || {})[c] ?? 0) })),
    h("td", { class: "total", text: String(info.score_total) }),
  ]));
  const table = h("table", { class: "pv-scores", "data-board": "scores" }, [
    h("thead", {}, h("tr", {}, [h("th", { scope: "col", text: t("provence.scores.player") }), ...CATEGORIES.map((c) => h("th", { scope: "col", title: c === "goals" ? goalsWhy : null, text: labels[c] })),
      h("th", { scope: "col", text: t("provence.scores.total") })])),
    h("tbody", {}, rows),
  ]);
  const over = pub.phase === "over";
  const note = t(over ? "provence.scores.note_over" : "provence.scores.note");
  const title = t(over ? "provence.scores.title_over" : "provence.scores.title");
  return h("section", { class: "pv-score-now", "aria-label": title }, [h("h3", { text: title }),
    h("div", { class: "table-scroll" }, table), h("p", { class: "pv-score-note", text: note }),
    over ? null : h("p", { class: "pv-score-note", "data-note": "goals", text: goalsWhy })]);
}

// The score tables' column titles: on a phone the short ones, so that the table with its
// Total column fits the screen (the log and the desktop keep the full words).
// i18n-keys: provence.category.*, provence.category_short.*
function columnLabels() {
  const kind = window.innerWidth <= 480 ? "category_short" : "category";
  return Object.fromEntries(CATEGORIES.map((c) => [c, t(`provence.${kind}.${c}`)]));
}

export default {
  get labels() {
    return columnLabels();
  },
  legendIcon,
  render(ctx) {
    const pub = ctx.pub;
    SYMBOL = {};
    COLOURS = {};
    CATALOG = ctx.catalog || null;
    for (const terrain of TERRAINS) {
      const e = ctx.catalog && ctx.catalog.entry(terrain);
      if (e && e.symbol) SYMBOL[terrain] = e.symbol;
      if (e && e.colour) COLOURS[terrain] = e.colour;
    }
    // i18n-keys: provence.phase.*
    const parts = [h("p", { class: "status-line", text: t("provence.status", { round: pub.round, rounds: pub.rounds, phase: t(`provence.phase.${pub.phase}`),
      cards: t("provence.deck_cards", { n: pub.deck_size }) }) })];
    trackPhotos(ctx);
    parts.push(photoSummary(ctx));
    // On a phone the photo cards scroll sideways: the heading says how many there are.
    parts.push(h("section", { "aria-label": t("provence.photos_and_goals") }, [h("h3", { class: "pv-photos-title" }, [t("provence.photos_count", { n: pub.photos.length }),
      h("span", { class: "pv-swipe", "data-swipe": "photos", text: t("provence.photos_swipe") })]), photos(ctx),
      h("p", { class: "goals", text: t("provence.goals", { goals: pub.goals.map((g) => ctx.name(g.id)).join(" · ") }) })]));
    if (ctx.seat !== null) {
      const me = pub.seats[ctx.seat];
      if ((ctx.priv.hand || []).length) parts.push(h("section", { class: "pv-hand", "aria-label": t("provence.your_hand") }, [h("h3", { text: t("provence.your_hand") }), handArea(ctx)]));
      // i18n-keys: provence.your_tableau_line, provence.your_tableau_line_over
      // once this seat has chosen, what its choice makes of its points (the table shows it later)
      const chosen = ctx.priv.committed_total;
      const line = t(pub.phase === "over" ? "provence.your_tableau_line_over" : "provence.your_tableau_line", {
        points: t("points", { n: me.score_total }), markers: t("provence.markers_left", { n: me.markers_left }) });
      const own = h("section", { "aria-label": t("provence.your_tableau") }, [h("h2", { text: chosen === null || chosen === undefined || chosen === me.score_total ? line
        : `${line} · ${t("provence.with_your_choice", { points: t("points", { n: chosen }) })}` }),
        tableau(ctx, ctx.seat, 42, true)]);
      parts.push(own);
      // once the moves are in: the bar has its full height then
      const stage = ctx.candidates.length && ctx.priv.pending ? ctx.priv.pending.stage : null;
      if (stage === "pass" || stage === "orient") showTableau(own, `${pub.round}|${stage}`);
      else if (stage) shownFor = null;
    }
    parts.push(scoreTable(ctx, columnLabels()));
    const others = pub.seats.map((x) => x.seat).filter((i) => i !== ctx.seat);
    // i18n-keys: provence.other.*
    const state = (i) => (pub.phase === "over" ? null : t(pub.seats[i].committed || !pub.waiting_for.includes(i) ? "provence.other.ready" : "provence.other.choosing"));
    parts.push(h("section", { "aria-label": t("provence.other_tableaux") }, [h("h3", { text: t("provence.other_players") }), h("div", { class: "strip others" },
      others.map((i) => h("div", { class: "other-tableau" }, [h("div", { class: "other-title",
        text: [ctx.names(i), t("points", { n: pub.seats[i].score_total }), state(i)].filter(Boolean).join(" · ") }), tableau(ctx, i, 28, false)])))]));
    return h("div", { class: "provence" }, parts);
  },
  prompt(ctx) {
    const pend = ctx.priv.pending || {};
    const last = (ctx.priv.hand || []).length === 1;
    const touch = !!(window.matchMedia && window.matchMedia("(pointer: coarse)").matches);
    const stage = last && pend.stage === "orient" ? "orient_last" : pend.stage === "place" && touch ? "place_touch" : pend.stage;
    // i18n-keys: provence.prompt.*
    const text = ["pass", "orient", "orient_last", "place", "place_touch", "photographer", "drone"].includes(stage)
      ? t(`provence.prompt.${stage}`, { name: ctx.names((ctx.seat + 1) % ctx.players) }) : t("provence.prompt.other");
    // a tucked card must lie under one of the tableau's squares: no corner leaves it in empty space
    if (pend.stage === "place") return `${t(`provence.prompt.layer_${pend.layer === "under" ? "under" : "top"}`)} ${text}`;
    if (pend.stage === "photographer" && ctx.seat !== null) {
      // with no marker left no walk takes a photo: say so, and that staying ends the walk
      if (ctx.pub.seats[ctx.seat].markers_left === 0) return t("provence.prompt.no_markers");
      // when no walk takes a photo (every move's worth is 0), say that it can be skipped in one move
      const w = ctx.worth ? ctx.worth({}) : null;
      if (w && w.points <= 0) return `${text} ${t("provence.prompt.photographer_stay")}`;
    }
    return text;
  },
  // The last step of each simultaneous phase cannot be taken back once sent.
  confirm(m, ctx) {
    if (m.type === "place") return t("provence.confirm.place");
    if (m.type === "stay") return t("provence.confirm.stay");
    if (m.type !== "drone" && m.type !== "photographer") return null;
    const stays = ctx && ctx.seat !== null && ctx.pub.seats[ctx.seat][m.type] === m.to;
    // i18n-keys: provence.confirm.stay_*, provence.confirm.go_*
    return t(`provence.confirm.${stays ? "stay" : "go"}_${m.type}`);
  },
  // Buttons for a move the board does not offer as a target (the move being confirmed, when a
  // new frame came in meanwhile): what it does and where, never a coordinate.
  describeMove(m, ctx) {
    if (m.type === "back") return t("provence.move.back");
    if (m.type === "stay") return t("provence.move.stay");
    if ((m.type === "photographer" || m.type === "drone") && ctx && ctx.seat !== null) {
      const now = ctx.pub.seats[ctx.seat][m.type];
      // i18n-keys: provence.move.keep_*, provence.move.go_*
      if (now === m.to) return t(`provence.move.keep_${m.type}`);
      return t(`provence.move.go_${m.type}`, { offset: offset(now, m.to) });
    }
    if (m.type === "place") return t("provence.move.place");
    if (m.type === "orient") return t("provence.move.orient", { degrees: m.rot * 90, layer: t(m.layer === "top" ? "provence.layer.top" : "provence.layer.under") });
    if (m.type === "pass" && ctx) return t("provence.move.pass", { card: ctx.name(m.card) });
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
