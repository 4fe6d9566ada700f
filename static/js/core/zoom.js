// Zoom for boards in a `.scroll-x` box: the board is drawn at the size its game's layout gives it
// ("100 %"), or smaller when that would not fit the screen's free band, so a board is always seen
// whole first and fits again by itself as it grows. −, + and a two-finger pinch zoom between the
// whole board and three times its size; "Fit" goes back to the whole board. A zoomed board pans
// by scrolling (or dragging on a touch screen) inside its own box: the page never scrolls
// sideways. The label says the size against the layout's, so a board shrunk to fit says so.
import { h } from "./dom.js";
import { lang, t } from "./i18n.js";

const chosen = new Map(); // board key -> a scale the player chose (px per board unit); none: fit
const MOST = 3; // times the larger of the layout's size and the fitting size

// The height a board may take in one glance: the window less the pinned bar and what stands
// above the board on a phone (the score strip).
export function stageHeight() {
  const bar = document.getElementById("actionbar")?.offsetHeight || 0;
  const phone = window.matchMedia && window.matchMedia("(max-width: 820px)").matches;
  const strip = phone ? (document.getElementById("score-strip")?.offsetHeight || 0) : 0;
  const zoomBar = 44; // the zoom buttons above the board
  return Math.max(160, window.innerHeight - (phone ? bar + strip + zoomBar + 16 : bar + zoomBar + 24));
}

function boardUnits(svg) {
  const vb = svg.viewBox && svg.viewBox.baseVal;
  return vb && vb.width ? { w: vb.width, h: vb.height } : null;
}

export function addZoom(board) {
  for (const box of board.querySelectorAll(".scroll-x")) {
    const svg = box.querySelector("svg");
    if (!svg || box.previousElementSibling?.classList.contains("zoom-bar")) continue;
    const units = boardUnits(svg);
    if (!units) continue;
    const key = svg.dataset.board || svg.getAttribute("aria-label") || "board";
    const what = (svg.getAttribute("aria-label") || t("zoom.board")).replace(/^./, (c) => c.toLowerCase());
    const reset = () => {
      svg.style.width = "";
      svg.style.height = "";
      svg.style.minWidth = "";
      svg.style.maxWidth = "";
      svg.style.maxHeight = "";
    };
    // Scales in px per board unit: the layout's, and the one at which the whole board fits.
    const measure = () => {
      reset();
      const layout = svg.getBoundingClientRect().width / units.w;
      const width = box.clientWidth || box.getBoundingClientRect().width;
      const fit = Math.min(width / units.w, stageHeight() / units.h);
      return { layout, fit };
    };
    const apply = () => {
      const { layout, fit } = measure();
      if (!layout) return;
      const least = Math.min(layout, fit);
      const own = chosen.get(key);
      // A map drawn to be panned (`.wide-map`: its names stay readable only near its own size)
      // opens at that size; "Fit" shows it whole.
      const first = box.classList.contains("wide-map") ? layout : least;
      const scale = own === undefined ? first : Math.min(Math.max(own, least), MOST * Math.max(layout, fit));
      if (Math.abs(scale - layout) > 1e-3) {
        svg.style.width = `${Math.round(scale * units.w)}px`;
        svg.style.height = `${Math.round(scale * units.h)}px`;
        svg.style.minWidth = "0";
        svg.style.maxWidth = "none";
        svg.style.maxHeight = "none";
      }
      current = scale;
      label.textContent = new Intl.NumberFormat(lang, { style: "percent" }).format(scale / layout);
      out.disabled = scale <= least + 1e-3;
      inn.disabled = scale >= MOST * Math.max(layout, fit) - 1e-3;
      whole.disabled = own === undefined;
      requestAnimationFrame(more);
    };
    let current = 0;
    const zoomTo = (scale) => { chosen.set(key, scale); apply(); };
    const out = h("button", { type: "button", class: "zoom-out", "aria-label": t("zoom.out", { what }), text: "−" });
    const inn = h("button", { type: "button", class: "zoom-in", "aria-label": t("zoom.in", { what }), text: "+" });
    const whole = h("button", { type: "button", class: "zoom-fit", "aria-label": t("zoom.fit_label", { what }), text: t("zoom.fit") });
    const label = h("span", { class: "zoom-level", "aria-live": "polite" });
    out.addEventListener("click", () => zoomTo(current / 1.25));
    inn.addEventListener("click", () => zoomTo(current * 1.25));
    whole.addEventListener("click", () => { chosen.delete(key); apply(); });
    // Says where the rest of a board wider than its box lies, so nothing is missed off its edge.
    const hint = h("span", { class: "pan-hint", "aria-live": "polite" });
    const more = () => {
      const left = box.scrollLeft > 4;
      const right = box.scrollLeft + box.clientWidth < box.scrollWidth - 4;
      const touch = window.matchMedia && window.matchMedia("(pointer: coarse)").matches;
      // i18n-keys: zoom.more_both.*, zoom.more_right.*, zoom.more_left.*
      const where = left && right ? "more_both" : right ? "more_right" : left ? "more_left" : null;
      hint.textContent = where ? t(`zoom.${where}.${touch ? "swipe" : "scroll"}`) : "";
    };
    box.addEventListener("scroll", more, { passive: true });
    pinch(box, () => current, zoomTo);
    box.before(h("div", { class: "zoom-bar", role: "group", "aria-label": t("zoom.label") }, [out, label, inn, whole, hint]));
    apply();
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
