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
    this.actions = h("div", { class: "actions", id: "actions", role: "group", "aria-label": t("bar.moves") });
    // On a phone the choices of the decision (a hand, dice, options: what the board marks
    // [data-tray]) sit here, between the prompt and the buttons, so all three are seen together.
    this.tray = h("div", { class: "tray", id: "tray", hidden: true });
    this.el = h("div", { class: "actionbar", id: "actionbar", role: "region", "aria-label": t("bar.label") }, [
      h("div", { class: "prompt-row" }, [this.prompt, this.timer]), this.message, this.tray, this.actions]);
    // When the bar changes height within the page's width (a choice adds Confirm and Cancel, a
    // move on its way takes them away), what the player looks at stays where it was. On phones
    // the bar is fixed at the bottom: the page scrolls by as much, growing or shrinking alike, so
    // the thing just chosen stays above it and a step that brings the same bar back leaves the
    // page still. On desktops it stands at the top and pushes the board down: once the page has
    // scrolled the browser keeps the board still by itself (scroll anchoring); at the very top it
    // does not, so a growth is scrolled away here and the shrink after it is the browser's again.
    if (window.ResizeObserver) {
      let before = 0;
      let width = 0;
      new ResizeObserver(() => {
        const height = Math.ceil(this.el.offsetHeight);
        document.documentElement.style.setProperty("--bar-space", `${height + 12}px`);
        document.documentElement.style.setProperty("--bar-h", `${height}px`);
        const change = before && width === window.innerWidth ? height - before : 0;
        if (change) {
          const fixed = getComputedStyle(this.el).position === "fixed";
          if (fixed && window.scrollY > 0 && this.el.getBoundingClientRect().bottom >= window.innerHeight - 1) window.scrollBy(0, change);
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

  render({ prompt, myTurn, deadline, error, buttons }) {
    setText(this.prompt, prompt);
    this.prompt.classList.toggle("your-turn", myTurn);
    this.el.classList.toggle("your-turn", myTurn);
    this.timer.hidden = !deadline;
    if (deadline) { this.timer.dataset.deadline = deadline; showLeft(this.timer); }
    else delete this.timer.dataset.deadline;
    this.message.hidden = !error;
    setText(this.message, error || "");
    this.actions.replaceChildren(...buttons);
    this.actions.hidden = !buttons.length;
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
