// The coach of a guided first game (app/engine/tutorial.py): one player for every game's script.
// Before each of the learner's moves it says the lesson's pages (a Next button each), then asks
// for the lesson's move: the board's targets that lead to it are marked, any other move is
// refused with a kind word; once the move is made it says what happened, and after the last
// lesson the closing pages and a way to a real game.
import { h } from "./dom.js";
import { t } from "./i18n.js";
import { matches } from "./moves.js";

const same = (a, b) => JSON.stringify(a) === JSON.stringify(b);

export class Coach {
  // `script`: GET /api/learn/<game>; `made`: the learner's moves already made (a reload).
  constructor(script, made) {
    this.script = script;
    this.made = made;
    this.page = 0; // pages of the current lesson (or of the end) already read
    this.saidAfter = null; // the lesson whose "after" words stand until the next lesson begins
  }

  get lesson() {
    return this.script.lessons[this.made] || null;
  }

  get finished() {
    return this.made >= this.script.lessons.length;
  }

  text(key) {
    return (this.script.texts && this.script.texts[key]) || key;
  }

  // The learner made a move (the server took it).
  moved() {
    this.saidAfter = this.lesson && this.lesson.after ? this.lesson.after : null;
    this.made += 1;
    this.page = 0;
  }

  // What the coach shows now: {prompt, buttons, expect (a move to ask for, or null), reading
  // (true while pages are being read: the board waits)}.
  // `myTurn`: the learner has a decision now; `onChange` redraws after a Next.
  step(myTurn, onChange, game) {
    const next = (pages) => {
      const b = h("button", { type: "button", class: "primary coach-next", id: "coach-next", "data-target": "button", text: t("learn.next") });
      // One page per button: once tapped it is spent (a double tap, or a look at the page before
      // the next drawing, finds no Next that would turn a second page).
      b.addEventListener("click", () => {
        if (b.disabled) return;
        b.disabled = true;
        b.removeAttribute("id");
        this.page += 1; this.saidAfter = null; onChange();
      });
      return { prompt: this.text(pages[this.page]), buttons: [b], expect: null, reading: true };
    };
    const counter = () => t("learn.step", { n: Math.min(this.made + 1, this.script.lessons.length), total: this.script.lessons.length });
    if (this.finished) {
      if (this.page < this.script.end.length) return next(this.script.end);
      const real = h("a", { class: "button primary", id: "coach-real-game", href: `/?game=${encodeURIComponent(game)}`, text: t("learn.real_game") });
      return { prompt: t("learn.done"), buttons: [real], expect: null, reading: true, done: true };
    }
    if (!myTurn) {
      return { prompt: this.saidAfter ? this.text(this.saidAfter) : null, buttons: [], expect: null, reading: false };
    }
    const lesson = this.lesson;
    if (this.page < lesson.say.length - 1) return next(lesson.say);
    const ask = lesson.say.length ? this.text(lesson.say[lesson.say.length - 1]) : null;
    return { prompt: ask ? `${counter()}: ${ask}` : counter(), buttons: [], expect: lesson.expect, reading: false };
  }

  // Whether a finished pick `move` is the one the lesson asks for.
  accepts(move) {
    return !this.lesson || same(move, this.lesson.expect);
  }

  // Whether a board target (the picks so far and this one) leads to the lesson's move.
  leads(picked, partial) {
    return !!this.lesson && matches(this.lesson.expect, { ...picked, ...partial });
  }
}
