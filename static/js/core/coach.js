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
    this.next = null; // {page, button}: the Next button of the page shown
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
    // One button per page, kept across the drawings of that page (a move's answer, its moves and
    // the others' frames each draw the table again): a finger on its way to Next still finds it.
    const nextButton = (go) => {
      const page = `${this.made}|${this.page}|${this.saidAfter}`;
      if (this.next && this.next.page === page) return this.next.button;
      const b = h("button", { type: "button", class: "primary coach-next", id: "coach-next", "data-target": "button", text: t("learn.next") });
      b.addEventListener("click", () => {
        if (!this.next || this.next.button !== b) return; // a second tap on a page already read
        // Gone at once, not at the next drawing a frame later: a quick second tap finds no
        // Next of a page already read.
        b.remove();
        this.next = null;
        go();
        onChange();
      });
      this.next = { page, button: b };
      return b;
    };
    const next = (pages) => ({ prompt: this.text(pages[this.page]), buttons: [nextButton(() => { this.page += 1; this.saidAfter = null; })],
      expect: null, reading: true });
    const counter = () => t("learn.step", { n: Math.min(this.made + 1, this.script.lessons.length), total: this.script.lessons.length });
    if (this.saidAfter && (myTurn || this.finished)) {
      // What the last move scored stands until it is read: the others' moves often take less
      // time than reading it, and the next lesson (or the closing pages) would replace it.
      return { prompt: this.text(this.saidAfter), buttons: [nextButton(() => { this.saidAfter = null; })], expect: null, reading: true };
    }
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
