// Keeps what the player must act on in sight: when a step begins and none of the board's
// highlighted targets shows in the part of the screen the pinned bar leaves free, the piece the
// board names as their anchor (or the fitted board, or the first target) is scrolled into view
// (its own scrolling box too, as a wide display or map), and then one target at least. At the end the results are brought into view once.

// The part of the window not covered by the pinned bar (top on desktops, bottom on phones) nor,
// on a phone, by the score strip that stays at the top of the screen.
function freeBand(bar) {
  const r = bar.getBoundingClientRect();
  const h = window.innerHeight;
  const strip = document.getElementById("score-strip");
  const s = strip && strip.offsetHeight && getComputedStyle(strip).position === "sticky" ? strip.getBoundingClientRect() : null;
  const top = s && s.top <= 1 ? s.bottom : 0;
  if (!r.height) return { top, bottom: h };
  return r.top < h / 2 ? { top: Math.max(top, r.bottom), bottom: h } : { top, bottom: Math.min(h, r.top) };
}

// A board may name several anchors, the widest view first (data-focus-anchor="1", "2", …): the
// first that fits the free band is the one kept in sight, else the last (the smallest).
function pickAnchor(board, band) {
  const all = [...board.querySelectorAll("[data-focus-anchor]")];
  if (!all.length) return null;
  all.sort((a, b) => Number(a.dataset.focusAnchor) - Number(b.dataset.focusAnchor));
  const fits = (el) => {
    const r = el.getBoundingClientRect();
    const box = el.closest(".scroll-x");
    return r.height <= band.bottom - band.top && (!box || box === el || r.width <= box.clientWidth);
  };
  return all.find(fits) || all[all.length - 1];
}

// In sight: at least half of it, or 40 px of it, in the free band (a row peeking in at the
// top of a phone's screen is not).
function shown(el, band) {
  const r = el.getBoundingClientRect();
  if (!r.width && !r.height) return false;
  const seen = Math.min(r.bottom, band.bottom) - Math.max(r.top, band.top);
  if (seen < Math.min(40, r.height / 2) || r.right <= 0 || r.left >= window.innerWidth) return false;
  const box = el.closest(".scroll-x");
  if (box) {
    const b = box.getBoundingClientRect();
    if (r.right <= b.left + 4 || r.left >= b.right - 4 || r.bottom <= b.top + 4 || r.top >= b.bottom - 4) return false;
  }
  return true;
}

// The target whose middle is nearest the middle of the free band.
function nearestTo(targets, band) {
  const y = (band.top + band.bottom) / 2, x = window.innerWidth / 2;
  const d = (el) => { const r = el.getBoundingClientRect(); return Math.hypot((r.left + r.right) / 2 - x, (r.top + r.bottom) / 2 - y); };
  return targets.reduce((best, el) => (d(el) < d(best) ? el : best));
}

function whole(el, band) {
  const r = el.getBoundingClientRect();
  const box = el.closest(".scroll-x");
  const b = box ? box.getBoundingClientRect() : { left: 0, right: window.innerWidth };
  return r.top >= band.top && r.bottom <= band.bottom && r.left >= Math.max(0, b.left) && r.right <= Math.min(window.innerWidth, b.right);
}

function smooth() {
  return !(window.matchMedia && window.matchMedia("(prefers-reduced-motion: reduce)").matches);
}

// A board's targets, but those of a part repeated in the pinned bar's tray ([data-tray-copy]): the
// bar is always in sight.
const TARGETS = "[data-target=board]:not([data-tray-copy] *)";

export class TargetFocus {
  constructor(board, bar) {
    this.board = board;
    this.bar = bar;
    this.step = null;
  }

  // `step` names the current choice (version and what is picked); it is checked once per step, so
  // a redraw while the player looks around never moves the page under them.
  check(step) {
    if (step === null) { this.step = null; return false; }
    if (step === this.step) return false;
    this.step = step;
    const targets = [...this.board.querySelectorAll(TARGETS)];
    if (!targets.length) return false;
    if (this.inSight(targets)) return false;
    // After the frame in which the bar takes its new height: its own scroll (core/actionbar.js)
    // would otherwise cut this one short. The board may have been drawn again meanwhile.
    requestAnimationFrame(() => requestAnimationFrame(() => {
      const now = [...this.board.querySelectorAll(TARGETS)];
      if (!now.length || this.inSight(now)) return;
      const stage = this.stage(now);
      const anchor = pickAnchor(this.board, freeBand(this.bar)) || stage || now[0];
      // The least scroll that shows it: a page moved as little as it can keeps the rest of the
      // decision (the row above, the player's own area) where it was. A board fitted to the
      // screen is put in place at once: the decision is on it, and a smooth scroll still under
      // way on a busy phone leaves the player looking at the wrong part of the page.
      const instant = !smooth() || !!stage;
      const moved = !whole(anchor, freeBand(this.bar));
      if (moved) anchor.scrollIntoView({ behavior: instant ? "auto" : "smooth", block: stage && anchor === stage ? "start" : "nearest", inline: "nearest" });
      // The piece in sight, a target still may not be (a stage taller than the band leaves its
      // lower part under the bar): the least scroll that brings the nearest one in.
      const band = freeBand(this.bar);
      if ((instant || !moved) && !now.some((el) => shown(el, band))) nearestTo(now, band).scrollIntoView({ block: "nearest", inline: "nearest" });
    }));
    return true;
  }

  // A hint's targets (`selector`): the first brought into sight when none of them shows.
  reveal(selector) {
    requestAnimationFrame(() => requestAnimationFrame(() => {
      const els = [...this.board.querySelectorAll(selector)];
      if (!els.length || els.some((el) => shown(el, freeBand(this.bar)))) return;
      els[0].scrollIntoView({ behavior: smooth() ? "smooth" : "auto", block: "center", inline: "nearest" });
    }));
  }

  // A board may name the piece the targets lie around (data-focus-anchor: Provence's walking
  // token, your Osaka pawn on a walk); then that piece must show whole, else one target at least.
  // On a board tapped twice in a row ([data-keep-still], core/actionbar.js) what was just chosen
  // in sight is enough: the page stays still under the finger that may tap its neighbour next.
  inSight(targets) {
    const band = freeBand(this.bar);
    const kept = this.board.querySelector("[data-keep-still] .picked");
    if (kept && shown(kept, band)) return true;
    const anchor = pickAnchor(this.board, band) || this.stage(targets);
    return (!anchor || whole(anchor, band)) && targets.some((t) => shown(t, band));
  }

  // On a phone the board is fitted to the free band: when the targets are on it, the whole board
  // is what must be in sight (with its zoom bar), not just one target at its edge. A map drawn to
  // be panned (`.wide-map`, Phototour's: with its legend, or beside a tall bar, taller than the
  // band) is no stage: a target in sight is enough, else the page would jump at every step (after
  // each tap on the map, under the finger).
  stage(targets) {
    if (!(window.matchMedia && window.matchMedia("(max-width: 820px)").matches)) return null;
    const box = targets[0].closest(".scroll-x");
    if (!box || box.classList.contains("wide-map") || !targets.every((t) => box.contains(t))) return null;
    const bar = box.previousElementSibling;
    return bar && bar.classList.contains("zoom-bar") ? bar.parentElement : box;
  }
}

// After the bar has taken its new height (the end adds "Back to the lobby" to it): the page's
// scroll padding follows the bar's height, and a scroll worked out before would leave the top
// of `el` under a bar pinned at the top.
export function bringIntoView(el) {
  requestAnimationFrame(() => requestAnimationFrame(() => el.scrollIntoView({ behavior: smooth() ? "smooth" : "auto", block: "start" })));
}
