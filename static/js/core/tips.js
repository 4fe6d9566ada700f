// A tap equivalent for the SVG tooltips: tapping (or clicking) a drawn component that is not a
// move target shows its <title> text in a small bubble, so nothing needs a hover to be read.
// A bubble belongs to the drawing it was opened on: `hideTips()` closes every open one when the
// board is drawn again, so none covers the next turn's targets.
import { h } from "./dom.js";

const hiders = new Set();

export function hideTips() {
  for (const hide of hiders) hide();
}

export function installTips(container) {
  const tip = h("div", { class: "tip", id: "tip", role: "status", hidden: true });
  document.body.append(tip);
  let timer = null;
  const hide = () => { clearTimeout(timer); tip.hidden = true; };
  hiders.add(hide);
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
    tip.textContent = text;
    tip.hidden = false;
    const box = tip.getBoundingClientRect();
    const x = Math.min(Math.max(8, e.clientX - box.width / 2), window.innerWidth - box.width - 8);
    const y = e.clientY - box.height - 14 < 8 ? e.clientY + 18 : e.clientY - box.height - 14;
    tip.style.left = `${x}px`;
    tip.style.top = `${y}px`;
    clearTimeout(timer);
    timer = setTimeout(hide, 4000);
  });
  window.addEventListener("scroll", hide, { passive: true });
  return hide;
}
