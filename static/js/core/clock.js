// Turn timers as live countdowns: "4:07", "1 h 05 min", "2 d 3 h"; never a raw count of seconds.

export function formatLeft(seconds) {
  const s = Math.max(0, Math.floor(seconds));
  if (s >= 86400) {
    const d = Math.floor(s / 86400), hrs = Math.floor((s % 86400) / 3600);
    return hrs ? `${d} d ${hrs} h` : `${d} d`;
  }
  if (s >= 3600) {
    const hrs = Math.floor(s / 3600), min = Math.floor((s % 3600) / 60);
    return `${hrs} h ${String(min).padStart(2, "0")} min`;
  }
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;
}

// A turn length as the lobby and waiting room say it: "1 minute", "5 minutes", "1 day".
export function formatLength(seconds) {
  const plural = (n, one) => `${n} ${one}${n === 1 ? "" : "s"}`;
  if (seconds % 86400 === 0) return plural(seconds / 86400, "day");
  if (seconds % 3600 === 0) return plural(seconds / 3600, "hour");
  if (seconds % 60 === 0) return plural(seconds / 60, "minute");
  return plural(seconds, "second");
}

// An element with data-deadline (an ISO time) shows the time left.
export function showLeft(el) {
  const left = (Date.parse(el.dataset.deadline) - Date.now()) / 1000;
  const text = left > 0 ? `⏱ ${formatLeft(left)}` : "⏱ time is up";
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
