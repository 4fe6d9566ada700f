// Keeps what the player must act on in sight: when a step begins and none of the board's
// highlighted targets shows in the part of the screen the pinned bar leaves free, the first one
// is scrolled into view (its own scrolling box too, as a wide display or map). At the end the
// results are brought into view once.

// The part of the window not covered by the pinned bar (top on desktops, bottom on phones).
function freeBand(bar) {
  const r = bar.getBoundingClientRect();
  const h = window.innerHeight;
  if (!r.height) return { top: 0, bottom: h };
  return r.top < h / 2 ? { top: Math.max(0, r.bottom), bottom: h } : { top: 0, bottom: Math.min(h, r.top) };
}

function shown(el, band) {
  const r = el.getBoundingClientRect();
  if (!r.width && !r.height) return false;
  if (r.bottom <= band.top + 4 || r.top >= band.bottom - 4 || r.right <= 0 || r.left >= window.innerWidth) return false;
  const box = el.closest(".scroll-x");
  if (box) {
    const b = box.getBoundingClientRect();
    if (r.right <= b.left + 4 || r.left >= b.right - 4) return false;
  }
  return true;
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
    const band = freeBand(this.bar);
    if (targets.some((t) => shown(t, band))) return false;
    const first = targets[0];
    first.scrollIntoView({ behavior: smooth() ? "smooth" : "auto", block: "center", inline: "center" });
    return true;
  }
}

export function bringIntoView(el) {
  el.scrollIntoView({ behavior: smooth() ? "smooth" : "auto", block: "start" });
}
