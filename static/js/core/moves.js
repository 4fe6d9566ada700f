// The move builder: narrows the list of legal moves step by step as the player clicks, and hands
// a move over only once exactly one legal move is left.

function same(a, b) {
  return JSON.stringify(a) === JSON.stringify(b);
}

export function matches(move, partial) {
  for (const [k, v] of Object.entries(partial)) {
    if (v === undefined) {
      if (k in move) return false;
    } else if (!same(move[k], v)) {
      return false;
    }
  }
  return true;
}

export class MoveBuilder {
  constructor({ onChange, onComplete }) {
    this.moves = [];
    this.previews = []; // what each move is worth to this seat, aligned with `moves` (may be empty)
    this.version = null;
    this.picked = {};
    this.onChange = onChange;
    this.onComplete = onComplete;
  }

  setMoves(moves, version, previews) {
    const changed = !same(moves, this.moves);
    this.moves = moves || [];
    this.previews = previews && previews.length === this.moves.length ? previews : [];
    this.version = version;
    if (changed || !this.candidates().length) this.picked = {};
  }

  // The preview of one legal move, or null.
  previewOf(move) {
    const i = this.moves.findIndex((m) => same(m, move));
    return i >= 0 ? this.previews[i] || null : null;
  }

  // What picking `partial` now is worth: {points, low, one, ahead} over the moves it leaves,
  // where `points` is the best, `low` the worst, `one` the preview when a single move is left and
  // `ahead` whether the best is reached only by the steps after it; null without previews.
  worth(partial = {}) {
    if (!this.previews.length) return null;
    const next = { ...this.picked, ...partial };
    let best = null;
    let low = null;
    let count = 0;
    let one = null;
    // A step that leaves the seat to move again counts what its following steps reach (`upto`).
    const value = (p) => (p.upto === undefined || p.upto === null ? p.points : p.upto);
    this.moves.forEach((m, i) => {
      if (!matches(m, next) || !this.previews[i]) return;
      const p = this.previews[i];
      count += 1;
      one = p;
      if (best === null || value(p) > value(best)) best = p;
      if (low === null || value(p) < value(low)) low = p;
    });
    if (!count) return null;
    return { points: value(best), low: value(low), best, one: count === 1 ? one : null, certain: best.certain,
      ahead: value(best) !== best.points };
  }

  candidates() {
    return this.moves.filter((m) => matches(m, this.picked));
  }

  // Would picking `partial` now leave at least one legal move?
  allows(partial) {
    const next = { ...this.picked, ...partial };
    return this.moves.some((m) => matches(m, next));
  }

  pick(partial) {
    const next = { ...this.picked, ...partial };
    const left = this.moves.filter((m) => matches(m, next));
    if (!left.length) return;
    if (left.length === 1) {
      // `oneTap`: this tap alone made the whole move (a game may ask to confirm such a move).
      const oneTap = !Object.keys(this.picked).length;
      this.picked = {};
      this.onComplete(left[0], this.version, { oneTap });
      return;
    }
    this.picked = next;
    this.onChange();
  }

  choose(move) {
    this.picked = {};
    this.onComplete(move, this.version, { oneTap: false });
  }

  reset() {
    if (!Object.keys(this.picked).length) return;
    this.picked = {};
    this.onChange();
  }
}
