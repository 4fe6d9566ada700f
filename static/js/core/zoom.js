// Zoom buttons for boards wider than their box (the Phototour map, long offer rows): the board
// keeps its size across redraws, pans by scrolling (or dragging on a touch screen) inside its
// own box, and the page itself never scrolls sideways. A board may set a floor for its width in
// CSS (`--zoom-min` on the svg, as Camargue keeps its tiles large enough to read): zooming out
// stops there.
import { h } from "./dom.js";
import { lang, t } from "./i18n.js";

const levels = new Map(); // board key -> zoom factor, kept while the page lives
const STEPS = [0.5, 0.75, 1, 1.25, 1.5, 2];

export function addZoom(board) {
  for (const box of board.querySelectorAll(".scroll-x")) {
    const svg = box.querySelector("svg");
    if (!svg || box.previousElementSibling?.classList.contains("zoom-bar")) continue;
    const key = svg.dataset.board || svg.getAttribute("aria-label") || "board";
    const what = (svg.getAttribute("aria-label") || t("zoom.board")).replace(/^./, (c) => c.toLowerCase());
    const apply = () => {
      const z = levels.get(key) || 1;
      svg.style.width = "";
      svg.style.minWidth = "";
      svg.style.maxWidth = "";
      svg.style.maxHeight = "";
      label.textContent = new Intl.NumberFormat(lang, { style: "percent" }).format(z);
      const base = svg.getBoundingClientRect().width;
      out.disabled = !!base && floor() > base * lower(z) + 0.5;
      if (z === 1) return; // the size the page's layout gives it
      if (!base) return;
      svg.style.width = `max(${Math.round(base * z)}px, var(--zoom-min, 0px))`;
      svg.style.minWidth = "0";
      svg.style.maxWidth = "none";
      svg.style.maxHeight = "none";
    };
    // The board's own floor in px (0 without one), measured at the layout's size.
    const floor = () => {
      if (!getComputedStyle(svg).getPropertyValue("--zoom-min").trim()) return 0;
      const width = svg.style.width;
      svg.style.width = "var(--zoom-min, 0px)";
      const least = svg.getBoundingClientRect().width;
      svg.style.width = width;
      return least;
    };
    const lower = (z) => STEPS[Math.max(0, STEPS.findIndex((v) => v >= z - 1e-6) - 1)];
    const step = (dir) => {
      const z = levels.get(key) || 1;
      const i = STEPS.findIndex((v) => v >= z - 1e-6);
      levels.set(key, STEPS[Math.min(STEPS.length - 1, Math.max(0, (i < 0 ? 2 : i) + dir))]);
      apply();
      requestAnimationFrame(more);
    };
    const out = h("button", { type: "button", class: "zoom-out", "aria-label": t("zoom.out", { what }), text: "−" });
    const inn = h("button", { type: "button", class: "zoom-in", "aria-label": t("zoom.in", { what }), text: "+" });
    const label = h("span", { class: "zoom-level", "aria-live": "polite" });
    out.addEventListener("click", () => step(-1));
    inn.addEventListener("click", () => step(1));
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
    box.before(h("div", { class: "zoom-bar", role: "group", "aria-label": t("zoom.label") }, [out, label, inn, hint]));
    apply();
    requestAnimationFrame(more);
  }
}
