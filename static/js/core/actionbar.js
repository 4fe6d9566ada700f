// The pinned action bar (top on desktops, bottom on phones): what to do now, the time left, the
// buttons of the current step with Cancel, the confirmation of a move that cannot be taken back,
// and what went wrong with the last call.
import { showLeft } from "./clock.js";
import { h, setText } from "./dom.js";
import { t } from "./i18n.js";

export class ActionBar {
  constructor() {
    this.prompt = h("p", { class: "prompt", id: "prompt", "aria-live": "polite" });
    this.timer = h("span", { class: "timer own-timer", hidden: true });
    this.message = h("p", { class: "bar-message", id: "bar-message", role: "alert", hidden: true });
    // What happened since my last move, one line; a tap shows it whole.
    this.news = h("p", { class: "bar-news", id: "bar-news", hidden: true });
    this.news.addEventListener("click", () => this.news.classList.toggle("open"));
    this.actions = h("div", { class: "actions", id: "actions", role: "group", "aria-label": t("bar.moves") });
    // On a phone the choices of the decision (a hand, dice, options: what the board marks
    // [data-tray]) sit here, between the prompt and the buttons, so all three are seen together.
    this.tray = h("div", { class: "tray", id: "tray", hidden: true });
    this.el = h("div", { class: "actionbar", id: "actionbar", role: "region", "aria-label": t("bar.label") }, [
      h("div", { class: "prompt-row" }, [this.prompt, this.timer]), this.news, this.message, this.tray, this.actions]);
    // When the bar changes height within the page's width (a choice adds Confirm and Cancel, a
    // move on its way takes them away), what the player looks at stays where it was. On phones
    // the bar is fixed at the bottom: the page scrolls by as much, growing or shrinking alike, so
    // the thing just chosen stays above it and a step that brings the same bar back leaves the
    // page still. On desktops it stands at the top and pushes the board down: once the page has
    // scrolled the browser keeps the board still by itself (scroll anchoring); at the very top it
    // does not, so a growth is scrolled away here and the shrink after it is the browser's again.
    // A board drawn to be tapped twice in a row (Phototour's map: a town, then maybe its
    // neighbour) is marked [data-keep-still]: while what was just chosen on it stays in sight
    // above the grown bar, the page does not move under the finger, nor when the bar shrinks back.
    const keepsStill = () => {
      const el = document.querySelector("[data-keep-still] .picked");
      if (!el) return false;
      const r = el.getBoundingClientRect();
      return r.height > 0 && r.top >= 0 && r.bottom <= this.el.getBoundingClientRect().top - 4;
    };
    if (window.ResizeObserver) {
      let before = 0;
      let width = 0;
      let kept = false;
      new ResizeObserver(() => {
        const height = Math.ceil(this.el.offsetHeight);
        document.documentElement.style.setProperty("--bar-space", `${height + 12}px`);
        document.documentElement.style.setProperty("--bar-h", `${height}px`);
        const change = before && width === window.innerWidth ? height - before : 0;
        if (change) {
          const fixed = getComputedStyle(this.el).position === "fixed";
          if (fixed && change > 0 && keepsStill()) kept = true;
          else if (fixed && change < 0 && kept) kept = false;
          else if (fixed && window.scrollY > 0 && this.el.getBoundingClientRect().bottom >= window.innerHeight - 1) window.scrollBy(0, change);
          else if (!fixed && window.scrollY === 0 && change > 0) window.scrollBy(0, change);
        }
        before = height;
        width = window.innerWidth;
      }).observe(this.el);
    }
  }

  // The board's [data-tray] parts, moved here (a phone) or none (they stay on the board); they
  // keep the board's class around them (`boardClass`), so the game's styles still reach them.
  setTray(parts, boardClass = "") {
    this.tray.replaceChildren(...(parts.length ? [h("div", { class: `${boardClass} tray-parts` }, parts)] : []));
    this.tray.hidden = !parts.length;
  }

  // `news` is {text, fresh} or null (no line: before the game, or a game that tells it itself).
  setNews(news) {
    this.news.hidden = !news;
    if (!news) return;
    if (this.news.textContent !== news.text) this.news.classList.remove("open");
    setText(this.news, news.text);
    this.news.title = news.text;
    this.news.classList.toggle("fresh", news.fresh);
    // A line cut at the bar's edge says so with a mark that a tap opens it.
    requestAnimationFrame(() => this.news.classList.toggle("cut", this.news.classList.contains("open") || this.news.scrollWidth > this.news.clientWidth + 1));
  }

  // `detail` (a confirmation's worth in words) follows the prompt on one line, cut off at the
  // bar's edge; a tap shows it whole (and it stays open while the same words are shown).
  render({ prompt, detail = null, myTurn, deadline, error, buttons }) {
    setText(this.prompt, prompt);
    if (detail) {
      const open = this.openDetail === detail;
      const more = h("span", { class: `prompt-more${open ? " open" : ""}`, id: "prompt-more", role: "button", tabindex: "0",
        "aria-expanded": open ? "true" : "false", title: detail, text: detail });
      const toggle = () => {
        const now = !more.classList.contains("open");
        more.classList.toggle("open", now);
        more.setAttribute("aria-expanded", now ? "true" : "false");
        this.openDetail = now ? detail : null;
      };
      more.addEventListener("click", toggle);
      more.addEventListener("keydown", (e) => { if (e.key === "Enter" || e.key === " ") { e.preventDefault(); toggle(); } });
      this.prompt.append(" ", more);
    } else this.openDetail = null;
    this.prompt.classList.toggle("your-turn", myTurn);
    this.el.classList.toggle("your-turn", myTurn);
    this.timer.hidden = !deadline;
    if (deadline) { this.timer.dataset.deadline = deadline; showLeft(this.timer); }
    else delete this.timer.dataset.deadline;
    this.message.hidden = !error;
    setText(this.message, error || "");
    this.actions.replaceChildren(...buttons);
    this.actions.hidden = !buttons.length;
    // On a desktop the row stays while it is empty (a move on its way, another seat's turn: CSS
    // keeps it shown), one button high as it was, so the bar's height never changes between
    // steps and neither the page nor the board under it moves.
    if (getComputedStyle(this.el).position === "fixed") {
      this.actions.style.minHeight = "";
    } else if (buttons.length) {
      this.rowHeight = Math.max(this.rowHeight || 0, buttons[0].getBoundingClientRect().height);
      this.actions.style.minHeight = `${this.rowHeight}px`;
    }
  }
}

// The buttons of a confirmation: the move itself, or back to choosing.
export function confirmButtons(question, onConfirm, onCancel) {
  const yes = h("button", { type: "button", class: "primary confirm", id: "confirm", "data-target": "button", text: t("bar.confirm") });
  const no = h("button", { type: "button", class: "cancel", id: "cancel", text: t("bar.cancel_choice") });
  // Both go at once, not at the next drawing: a quick second tap finds no answer to give twice.
  const answer = (then) => () => { yes.remove(); no.remove(); then(); };
  yes.addEventListener("click", answer(onConfirm));
  no.addEventListener("click", answer(onCancel));
  return { prompt: question, buttons: [yes, no] };
}
