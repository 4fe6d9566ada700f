// A tap equivalent for the SVG tooltips: tapping (or clicking) a drawn component that is not a
// move target shows its <title> text in a small bubble, so nothing needs a hover to be read.
// A bubble belongs to the drawing it was opened on: `hideTips()` closes every open one when the
// board is drawn again, so none covers the next turn's targets.
import { h, setText } from "./dom.js";

const hiders = new Set();

export function hideTips() {
  for (const hide of hiders) hide();
}

let shared = null;

// The one bubble of the page, shown at (x, y) with `text` for a few seconds.
export function showTip(text, x, y) {
  if (!shared) installTips(null);
  shared.show(text, x, y);
}

export function installTips(container) {
  const tip = h("div", { class: "tip", id: "tip", role: "status", hidden: true });
  document.body.append(tip);
  let timer = null;
  const hide = () => { clearTimeout(timer); tip.hidden = true; };
  hiders.add(hide);
  const show = (text, cx, cy) => {
    setText(tip, text);
    tip.hidden = false;
    const box = tip.getBoundingClientRect();
    const x = Math.min(Math.max(8, cx - box.width / 2), window.innerWidth - box.width - 8);
    const y = cy - box.height - 14 < 8 ? cy + 18 : cy - box.height - 14;
    tip.style.left = `${x}px`;
    tip.style.top = `${y}px`;
    clearTimeout(timer);
    timer = setTimeout(hide, 4000);
  };
  if (!shared) shared = { show, hide };
  window.addEventListener("scroll", hide, { passive: true });
  if (!container) return hide;
  container.addEventListener("click", (e) => {
    if (e.target.closest("[data-target]")) return;
    let el = e.target;
    let text = null;
    while (el && el !== container) {
      const t = [...el.children || []].find((c) => c.tagName && c.tagName.toLowerCase() === "title");
      if (t) { text = t.textContent; break; }
      el = el.parentNode;
    }
    if (!text) { hide(); return; }
    show(text, e.clientX, e.clientY);
  });
  return hide;
}
