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
    this.version = null;
    this.picked = {};
    this.onChange = onChange;
    this.onComplete = onComplete;
  }

  setMoves(moves, version) {
    const changed = !same(moves, this.moves);
    this.moves = moves || [];
    this.version = version;
    if (changed || !this.candidates().length) this.picked = {};
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
      this.picked = {};
      this.onComplete(left[0], this.version);
      return;
    }
    this.picked = next;
    this.onChange();
  }

  choose(move) {
    this.picked = {};
    this.onComplete(move, this.version);
  }

  reset() {
    if (!Object.keys(this.picked).length) return;
    this.picked = {};
    this.onChange();
  }
}
