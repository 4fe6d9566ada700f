// The pinned action bar (top on desktops, bottom on phones): what to do now, the time left, the
// buttons of the current step with Cancel, the confirmation of a move that cannot be taken back,
// and what went wrong with the last call.
import { showLeft } from "./clock.js";
import { h } from "./dom.js";

export class ActionBar {
  constructor() {
    this.prompt = h("p", { class: "prompt", id: "prompt", "aria-live": "polite" });
    this.timer = h("span", { class: "timer own-timer", hidden: true });
    this.message = h("p", { class: "bar-message", id: "bar-message", role: "alert", hidden: true });
    this.actions = h("div", { class: "actions", id: "actions", role: "group", "aria-label": "Moves" });
    this.el = h("div", { class: "actionbar", id: "actionbar", role: "region", "aria-label": "What to do now" }, [
      h("div", { class: "prompt-row" }, [this.prompt, this.timer]), this.message, this.actions]);
    // On phones the bar is fixed at the bottom: the page keeps room for it below the board.
    if (window.ResizeObserver) {
      new ResizeObserver(() => {
        document.documentElement.style.setProperty("--bar-space", `${Math.ceil(this.el.offsetHeight) + 12}px`);
        document.documentElement.style.setProperty("--bar-h", `${Math.ceil(this.el.offsetHeight)}px`);
      }).observe(this.el);
    }
  }

  render({ prompt, myTurn, deadline, error, buttons }) {
    this.prompt.textContent = prompt;
    this.prompt.classList.toggle("your-turn", myTurn);
    this.el.classList.toggle("your-turn", myTurn);
    this.timer.hidden = !deadline;
    if (deadline) { this.timer.dataset.deadline = deadline; showLeft(this.timer); }
    else delete this.timer.dataset.deadline;
    this.message.hidden = !error;
    this.message.textContent = error || "";
    this.actions.replaceChildren(...buttons);
    this.actions.hidden = !buttons.length;
  }
}

// The buttons of a confirmation: the move itself, or back to choosing.
export function confirmButtons(question, onConfirm, onCancel) {
  const yes = h("button", { type: "button", class: "primary confirm", id: "confirm", "data-target": "button", text: "Confirm" });
  yes.addEventListener("click", onConfirm);
  const no = h("button", { type: "button", class: "cancel", id: "cancel", text: "Cancel this choice" });
  no.addEventListener("click", onCancel);
  return { prompt: question, buttons: [yes, no] };
}
