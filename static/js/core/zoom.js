// Zoom for boards in a `.scroll-x` box: the board is drawn at the size its game's layout gives it
// ("100 %"), or smaller when that would not fit the screen's free band, so a board is seen whole
// first and fits again by itself as it grows. −, + and a two-finger pinch zoom between the whole
// board and three times its size; "Fit" shows the whole board. A zoomed board pans by scrolling
// (or dragging on a touch screen) inside its own box: the page never scrolls sideways. The label
// says the size against the layout's, so a board shrunk to fit says so.
//
// On a phone a board whose drawing names the size of its targets (`data-target-units`: the board
// units of a tile or a square to tap) never fits itself below the zoom at which those targets stay
// finger-sized (FINGER_PX): when the whole board does not fit at that size it is drawn with its
// targets at IDEAL_PX inside a box no taller than what the pinned bar leaves free, and it is panned
// so that the step's targets (with the piece the board names as its anchor, `data-pan-anchor` or
// `data-focus-anchor`: the newest tile, the walking token) are in view. A board that names its step
// (`data-pan-step`) is panned so once per step; within a step it stays where the player panned it.
import { h } from "./dom.js";
import { lang, t } from "./i18n.js";

const chosen = new Map(); // board key -> a scale the player chose (px per board unit), or WHOLE; none: the board's own
const panned = new Map(); // board key -> {step, left, top}: where its box was panned within a step
const WHOLE = "whole";
const MOST = 3; // times the larger of the layout's size and the fitting size
export const FINGER_PX = 40; // the least size of a target a finger taps without missing
export const IDEAL_PX = 44; // the size of a target when its board pans anyway

export function onPhone() {
  return !!(window.matchMedia && (window.matchMedia("(max-width: 820px)").matches || window.matchMedia("(pointer: coarse)").matches));
}

const narrow = () => !!(window.matchMedia && window.matchMedia("(max-width: 820px)").matches);

// The height a board may take in one glance: the window less the pinned bar and what stands
// above the board on a phone (the score strip). What the bar shows for reference while the
// decision is not on the board ([data-fit-ignore]: Sunset's commissions beside the hand) does not
// shrink the board.
export function stageHeight() {
  const aside = [...document.querySelectorAll("#actionbar [data-fit-ignore]")].reduce((n, el) => n + el.offsetHeight, 0);
  const bar = (document.getElementById("actionbar")?.offsetHeight || 0) - aside;
  const phone = narrow();
  const strip = phone ? (document.getElementById("score-strip")?.offsetHeight || 0) : 0;
  const zoomBar = 44; // the zoom buttons above the board
  return Math.max(160, window.innerHeight - (phone ? bar + strip + zoomBar + 16 : bar + zoomBar + 24));
}

// On a phone, the height a board's box may take so that, with the page scrolled to the board's
// part (core/focus.js brings its top under the score strip), its bottom stays above the pinned
// bar: what stands between the part's top and the box (a heading, the zoom buttons) is left out.
function boxHeight(box) {
  const bar = document.getElementById("actionbar");
  const barTop = bar && getComputedStyle(bar).position === "fixed" ? bar.getBoundingClientRect().top : window.innerHeight;
  const strip = document.getElementById("score-strip")?.offsetHeight || 0;
  const stage = box.parentElement;
  const above = stage ? box.getBoundingClientRect().top - stage.getBoundingClientRect().top : 44;
  const pad = parseFloat(getComputedStyle(document.documentElement).fontSize || "16") * 0.4; // the page's scroll padding under the strip
  return Math.max(160, Math.floor(barTop - strip - pad - above - 6));
}

// The board size a game may count on when it sizes its drawn text: on a phone its targets are
// never drawn under FINGER_PX (px per board unit, for targets `units` wide).
export function leastScale(units) {
  return units && onPhone() ? IDEAL_PX / units : 0;
}

function boardUnits(svg) {
  const vb = svg.viewBox && svg.viewBox.baseVal;
  return vb && vb.width ? { w: vb.width, h: vb.height } : null;
}

const rectOf = (el) => el.getBoundingClientRect();

// Scrolls the box so that the middle of `rects` is in the middle of the box.
function centreOn(box, rects) {
  const b = rectOf(box);
  const left = Math.min(...rects.map((r) => r.left)), right = Math.max(...rects.map((r) => r.right));
  const top = Math.min(...rects.map((r) => r.top)), bottom = Math.max(...rects.map((r) => r.bottom));
  box.scrollLeft += (left + right) / 2 - (b.left + b.width / 2);
  box.scrollTop += (top + bottom) / 2 - (b.top + b.height / 2);
}

// The piece a step's pan keeps beside its targets: the one the board names for the pan, else
// the smallest of the views it names for the page's focus (core/focus.js numbers them from the
// widest: the whole tableau, the area of the squares offered, the walking token). A wide view
// (an area spanning every target) is no piece to centre on: the pan would take the target
// nearest its middle for the token's.
function panAnchor(box) {
  const named = box.querySelector("[data-pan-anchor]");
  if (named) return named;
  const views = [...box.querySelectorAll("[data-focus-anchor]")];
  return views.reduce((best, el) => (!best || Number(el.dataset.focusAnchor || 0) > Number(best.dataset.focusAnchor || 0) ? el : best), null);
}

// A step begins on a board larger than its box: its targets when they all fit the box; else the
// anchor (the newest tile, the walking token) with the target nearest to it; else the target
// nearest to the middle of them all, with its neighbours around it; with no target, the anchor.
function panToStep(box) {
  const targets = [...box.querySelectorAll("[data-target]")].map(rectOf).filter((r) => r.width || r.height);
  const anchorEl = panAnchor(box);
  const anchor = anchorEl ? rectOf(anchorEl) : null;
  const fits = (rs) => Math.max(...rs.map((r) => r.right)) - Math.min(...rs.map((r) => r.left)) <= box.clientWidth
    && Math.max(...rs.map((r) => r.bottom)) - Math.min(...rs.map((r) => r.top)) <= box.clientHeight;
  const mid = (r) => [(r.left + r.right) / 2, (r.top + r.bottom) / 2];
  const nearest = (p) => targets.reduce((best, r) => {
    const d = Math.hypot(mid(r)[0] - p[0], mid(r)[1] - p[1]);
    return d < best.d ? { r, d } : best;
  }, { r: null, d: Infinity }).r;
  if (!targets.length) {
    if (anchor) centreOn(box, [anchor]);
    return;
  }
  const all = anchor ? [...targets, anchor] : targets;
  if (fits(all)) { centreOn(box, all); return; }
  if (fits(targets) && !anchor) { centreOn(box, targets); return; }
  if (anchor) {
    const near = nearest(mid(anchor));
    centreOn(box, fits([anchor, near]) ? [anchor, near] : [near]);
    return;
  }
  const xs = targets.map((r) => mid(r)[0]), ys = targets.map((r) => mid(r)[1]);
  centreOn(box, [nearest([(Math.min(...xs) + Math.max(...xs)) / 2, (Math.min(...ys) + Math.max(...ys)) / 2])]);
}

export function addZoom(board) {
  for (const box of board.querySelectorAll(".scroll-x")) {
    const svg = box.querySelector("svg");
    // A row of cards (`.wide-row`) only scrolls: a zoom there is one more row of buttons to read.
    if (!svg || box.classList.contains("wide-row") || box.previousElementSibling?.classList.contains("zoom-bar")) continue;
    const units = boardUnits(svg);
    if (!units) continue;
    const key = svg.dataset.board || svg.getAttribute("aria-label") || "board";
    const what = (svg.getAttribute("aria-label") || t("zoom.board")).replace(/^./, (c) => c.toLowerCase());
    const target = Number(svg.dataset.targetUnits) || 0; // board units of a target, when the board names it
    const step = svg.dataset.panStep;
    const reset = () => {
      svg.style.width = "";
      svg.style.height = "";
      svg.style.minWidth = "";
      svg.style.maxWidth = "";
      svg.style.maxHeight = "";
    };
    // Scales in px per board unit: the layout's, the one at which the whole board fits, and on a
    // phone the least at which its targets stay finger-sized.
    const measure = () => {
      reset();
      const layout = svg.getBoundingClientRect().width / units.w;
      const width = box.clientWidth || box.getBoundingClientRect().width;
      const finger = leastScale(target);
      const tall = finger ? boxHeight(box) : stageHeight();
      if (finger) box.style.maxHeight = `${tall}px`;
      const fit = Math.min(width / units.w, tall / units.h);
      return { layout, fit, finger };
    };
    let current = 0;
    let least = 0;
    const apply = () => {
      const { layout, fit, finger } = measure();
      if (!layout) return;
      least = Math.min(layout, fit);
      const most = MOST * Math.max(layout, fit, finger);
      const own = chosen.get(key);
      // A map drawn to be panned (`.wide-map`: its names stay readable only near its own size)
      // opens at that size; a board whose targets would be too small to tap whole opens with
      // them finger-sized; "Fit" shows either whole.
      const first = box.classList.contains("wide-map") ? layout
        : finger && least * target < FINGER_PX ? finger : least;
      const scale = own === undefined ? first : own === WHOLE ? least : Math.min(Math.max(own, least), most);
      if (Math.abs(scale - layout) > 1e-3) {
        svg.style.width = `${Math.round(scale * units.w)}px`;
        svg.style.height = `${Math.round(scale * units.h)}px`;
        svg.style.minWidth = "0";
        svg.style.maxWidth = "none";
        svg.style.maxHeight = "none";
      }
      current = scale;
      box.classList.toggle("panning", scale > least + 1e-3);
      label.textContent = new Intl.NumberFormat(lang, { style: "percent" }).format(scale / layout);
      out.disabled = scale <= least + 1e-3;
      inn.disabled = scale >= most - 1e-3;
      whole.disabled = scale <= least + 1e-3;
      more();
      requestAnimationFrame(more);
    };
    // A zoom keeps the middle of what the box shows in its middle.
    const zoomTo = (scale) => {
      const mx = (box.scrollLeft + box.clientWidth / 2) / (box.scrollWidth || 1);
      const my = (box.scrollTop + box.clientHeight / 2) / (box.scrollHeight || 1);
      chosen.set(key, scale);
      apply();
      box.scrollLeft = mx * box.scrollWidth - box.clientWidth / 2;
      box.scrollTop = my * box.scrollHeight - box.clientHeight / 2;
      zoomed();
    };
    // Tells the board its size changed (a pinch sends many): a board whose drawing depends on
    // its size on the screen (Phototour's names) draws itself again.
    const zoomed = () => svg.dispatchEvent(new CustomEvent("board-zoomed", { bubbles: true }));
    const out = h("button", { type: "button", class: "zoom-out", "aria-label": t("zoom.out", { what }), text: "−" });
    const inn = h("button", { type: "button", class: "zoom-in", "aria-label": t("zoom.in", { what }), text: "+" });
    const whole = h("button", { type: "button", class: "zoom-fit", "aria-label": t("zoom.fit_label", { what }), text: t("zoom.fit") });
    const label = h("span", { class: "zoom-level", "aria-live": "polite" });
    out.addEventListener("click", () => zoomTo(current / 1.25));
    inn.addEventListener("click", () => zoomTo(current * 1.25));
    whole.addEventListener("click", () => { chosen.set(key, WHOLE); apply(); zoomed(); });
    // Says where the rest of a board larger than its box lies, so nothing is missed off its edge.
    const hint = h("span", { class: "pan-hint", "aria-live": "polite" });
    const more = () => {
      const left = box.scrollLeft > 4;
      const right = box.scrollLeft + box.clientWidth < box.scrollWidth - 4;
      const up = box.scrollTop > 4;
      const down = box.scrollTop + box.clientHeight < box.scrollHeight - 4;
      const touch = window.matchMedia && window.matchMedia("(pointer: coarse)").matches;
      // i18n-keys: zoom.more_both.*, zoom.more_right.*, zoom.more_left.*, zoom.more_around.*, zoom.more_up.*, zoom.more_down.*
      const where = up || down ? (left || right || (up && down) ? "more_around" : up ? "more_up" : "more_down")
        : left && right ? "more_both" : right ? "more_right" : left ? "more_left" : null;
      hint.textContent = where ? t(`zoom.${where}.${touch ? "swipe" : "scroll"}`) : "";
      hint.title = hint.textContent;
    };
    box.addEventListener("scroll", () => {
      if (step !== undefined) panned.set(key, { step, left: box.scrollLeft, top: box.scrollTop });
      more();
    }, { passive: true });
    pinch(box, () => current, zoomTo);
    box.before(h("div", { class: "zoom-bar", role: "group", "aria-label": t("zoom.label") }, [out, label, inn, whole, hint]));
    apply();
    // A board that names its step is panned to it when the step begins, and kept where the
    // player panned it while the step lasts (the box is new at every drawing).
    if (step !== undefined && (box.scrollWidth > box.clientWidth + 2 || box.scrollHeight > box.clientHeight + 2)) {
      const kept = panned.get(key);
      if (kept && kept.step === step) { box.scrollLeft = kept.left; box.scrollTop = kept.top; }
      else panToStep(box);
      panned.set(key, { step, left: box.scrollLeft, top: box.scrollTop });
    }
  }
}
// Two fingers on the box zoom its board (one finger still pans: the box's touch-action leaves
// panning to the browser and keeps pinching for us).
function pinch(box, scaleNow, zoomTo) {
  const fingers = new Map();
  let start = null;
  const spread = () => {
    const [a, b] = [...fingers.values()];
    return Math.hypot(a.x - b.x, a.y - b.y);
  };
  box.addEventListener("pointerdown", (e) => {
    if (e.pointerType !== "touch") return;
    fingers.set(e.pointerId, { x: e.clientX, y: e.clientY });
    if (fingers.size === 2) start = { spread: spread(), scale: scaleNow() };
  });
  box.addEventListener("pointermove", (e) => {
    if (!fingers.has(e.pointerId)) return;
    fingers.set(e.pointerId, { x: e.clientX, y: e.clientY });
    if (fingers.size === 2 && start && start.spread > 10) zoomTo(start.scale * (spread() / start.spread));
  });
  const lift = (e) => {
    fingers.delete(e.pointerId);
    if (fingers.size < 2) start = null;
  };
  box.addEventListener("pointerup", lift);
  box.addEventListener("pointercancel", lift);
}
