// The game log: every event, in order, with its scoring explained.
import { h } from "./dom.js";

export function humanize(word) {
  return String(word).replace(/^[a-z]+:/, "").replace(/[_-]+/g, " ");
}

function value(v) {
  if (v === null || v === undefined) return "none";
  if (Array.isArray(v)) return v.map(value).join(", ");
  if (typeof v === "object") return Object.entries(v).map(([k, x]) => `${humanize(k)} ${value(x)}`).join(", ");
  return humanize(v);
}

export function genericEvent(ev, names) {
  const who = ev.seat !== undefined && ev.seat !== null ? names(ev.seat) : null;
  if (ev.type === "score") {
    const sign = ev.points >= 0 ? "+" : "";
    return `${who} ${sign}${ev.points} (${humanize(ev.category || "points")}): ${ev.reason}`;
  }
  const rest = Object.entries(ev)
    .filter(([k]) => !["type", "seat", "secret"].includes(k))
    .map(([k, v]) => `${humanize(k)} ${value(v)}`);
  if (ev.secret) rest.push(`(you see: ${value(ev.secret)})`);
  return `${who ? who + ": " : ""}${humanize(ev.type)}${rest.length ? " — " + rest.join("; ") : ""}`;
}

export class GameLog {
  constructor(list, { names, describe }) {
    this.list = list;
    this.names = names;
    this.describe = describe;
    this.seen = new Set();
  }

  add(version, events) {
    if (this.seen.has(version)) return;
    this.seen.add(version);
    for (const ev of events || []) {
      let text = null;
      try { text = this.describe ? this.describe(ev, this.names) : null; } catch (err) { text = null; }
      if (text === false) continue;
      text = text || genericEvent(ev, this.names);
      const item = h("li", { class: `log-${ev.type}`, "data-version": version }, [
        h("span", { class: "log-v", text: `#${version}` }), " ", text,
      ]);
      if (ev.type === "score") item.classList.add("log-score");
      this.list.append(item);
    }
    this.list.scrollTop = this.list.scrollHeight;
  }
}
