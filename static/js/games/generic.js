// A fallback for a game without its own renderer: scores and the legal moves as buttons.
import { h } from "../core/dom.js";

export default {
  render(ctx) {
    return h("pre", { class: "raw-view", text: JSON.stringify(ctx.pub, null, 1).slice(0, 4000) });
  },
  prompt() { return "Choose a move."; },
  describeMove() { return null; },
  score(ctx, seat) {
    const s = ctx.pub.seats && ctx.pub.seats[seat];
    return s ? s.score : null;
  },
};
