// Keeps what the player must act on in sight: when a step begins and none of the board's
// highlighted targets shows in the part of the screen the pinned bar leaves free, the first one
// (or the piece the board names as their anchor) is scrolled into view (its own scrolling box
// too, as a wide display or map). At the end the results are brought into view once.

// The part of the window not covered by the pinned bar (top on desktops, bottom on phones).
function freeBand(bar) {
  const r = bar.getBoundingClientRect();
  const h = window.innerHeight;
  if (!r.height) return { top: 0, bottom: h };
  return r.top < h / 2 ? { top: Math.max(0, r.bottom), bottom: h } : { top: 0, bottom: Math.min(h, r.top) };
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
    if (r.right <= b.left + 4 || r.left >= b.right - 4) return false;
  }
  return true;
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
    const targets = [...this.board.querySelectorAll("[data-target=board]")];
    if (!targets.length) return false;
    if (this.inSight(targets)) return false;
    // After the frame in which the bar takes its new height: its own scroll (core/actionbar.js)
    // would otherwise cut this one short. The board may have been drawn again meanwhile.
    requestAnimationFrame(() => requestAnimationFrame(() => {
      const now = [...this.board.querySelectorAll("[data-target=board]")];
      if (!now.length || this.inSight(now)) return;
      const stage = this.stage(now);
      const anchor = this.board.querySelector("[data-focus-anchor]") || stage || now[0];
      // The least scroll that shows it: a page moved as little as it can keeps the rest of the
      // decision (the row above, the player's own area) where it was. A board fitted to the
      // screen is put in place at once: the decision is on it, and a smooth scroll still under
      // way on a busy phone leaves the player looking at the wrong part of the page.
      anchor.scrollIntoView({ behavior: smooth() && !stage ? "smooth" : "auto", block: stage ? "start" : "nearest", inline: "nearest" });
    }));
    return true;
  }

  // A board may name the piece the targets lie around (data-focus-anchor: Provence's walking
  // token, your Osaka pawn on a walk); then that piece must show whole, else one target at least.
  inSight(targets) {
    const band = freeBand(this.bar);
    const anchor = this.board.querySelector("[data-focus-anchor]") || this.stage(targets);
    return anchor ? whole(anchor, band) : targets.some((t) => shown(t, band));
  }

  // On a phone the board is fitted to the free band: when the targets are on it, the whole board
  // is what must be in sight (with its zoom bar), not just one target at its edge.
  stage(targets) {
    if (!(window.matchMedia && window.matchMedia("(max-width: 820px)").matches)) return null;
    const box = targets[0].closest(".scroll-x");
    if (!box || !targets.every((t) => box.contains(t))) return null;
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
