// Turn timers as live countdowns: "4:07", "1 h 05 min", "2 d 3 h"; never a raw count of seconds.
import { t } from "./i18n.js";

export function formatLeft(seconds) {
  const s = Math.max(0, Math.floor(seconds));
  if (s >= 86400) {
    const d = Math.floor(s / 86400), hrs = Math.floor((s % 86400) / 3600);
    return hrs ? t("clock.days_hours", { d, h: hrs }) : t("clock.days", { d });
  }
  if (s >= 3600) {
    const hrs = Math.floor(s / 3600), min = Math.floor((s % 3600) / 60);
    return t("clock.hours_minutes", { h: hrs, min: String(min).padStart(2, "0") });
  }
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;
}

// A turn length as the lobby and waiting room say it: "1 minute", "5 minutes", "1 day".
export function formatLength(seconds) {
  if (seconds % 86400 === 0) return t("clock.length_days", { n: seconds / 86400 });
  if (seconds % 3600 === 0) return t("clock.length_hours", { n: seconds / 3600 });
  if (seconds % 60 === 0) return t("clock.length_minutes", { n: seconds / 60 });
  return t("clock.length_seconds", { n: seconds });
}

// An element with data-deadline (an ISO time) shows the time left.
export function showLeft(el) {
  const left = (Date.parse(el.dataset.deadline) - Date.now()) / 1000;
  const text = `⏱ ${left > 0 ? formatLeft(left) : t("clock.time_up")}`;
  if (el.textContent !== text) el.textContent = text;
  el.classList.toggle("urgent", left > 0 && left < 30);
  return el;
}

// Every element with data-deadline under `root` shows the time left, refreshed every second.
export function startClock(root) {
  const tick = () => {
    for (const el of root.querySelectorAll("[data-deadline]")) showLeft(el);
  };
  tick();
  return setInterval(tick, 1000);
}
