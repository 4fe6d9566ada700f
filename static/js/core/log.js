// The game log: every event, in order, worded from the game's catalog. An event whose code (or,
// until the engines send codes, whose type) the catalog words is written from its parameters; the
// others fall back to the game module's wording, then to the engine's English reason, then to a
// generic line. Ids inside any of these are replaced by names.
import { Catalog, humanize } from "./catalog.js";
import { h } from "./dom.js";
import { t } from "./i18n.js";

export { humanize };

function value(v, catalog) {
  if (v === null || v === undefined) return t("log.none");
  if (Array.isArray(v)) return v.map((x) => value(x, catalog)).join(", ");
  if (typeof v === "object") return Object.entries(v).map(([k, x]) => `${humanize(k)} ${value(x, catalog)}`).join(", ");
  return catalog.entry(v) ? catalog.name(v) : humanize(v);
}

// A score line: who, how many points, in which category, and why.
export function scoreText(ev, names, catalog) {
  const who = ev.seat !== undefined && ev.seat !== null ? names(ev.seat) : "";
  const sign = ev.points >= 0 ? "+" : "";
  const why = (ev.code && catalog.events[ev.code] ? catalog.fill(catalog.events[ev.code], ev, names) : null)
    || (ev.reason ? catalog.scrub(ev.reason) : "");
  return `${who} ${sign}${ev.points} (${catalog.category(ev.category || "points")})${why ? ": " + why : ""}`;
}

export function genericEvent(ev, names, catalog = new Catalog({})) {
  const who = ev.seat !== undefined && ev.seat !== null ? names(ev.seat) : null;
  if (ev.type === "score") return scoreText(ev, names, catalog);
  if (ev.reason) return `${who ? who + ": " : ""}${catalog.scrub(ev.reason)}`;
  const rest = Object.entries(ev)
    .filter(([k]) => !["type", "seat", "secret", "code"].includes(k))
    .map(([k, v]) => `${humanize(k)} ${value(v, catalog)}`);
  if (ev.secret) rest.push(t("log.you_see", { what: value(ev.secret, catalog) }));
  return `${who ? who + ": " : ""}${humanize(ev.type)}${rest.length ? " — " + rest.join("; ") : ""}`;
}

export function eventText(ev, names, catalog, describe) {
  if (ev.type === "score") return scoreText(ev, names, catalog);
  let text = catalog.eventText(ev, names);
  if (text === false) return false;
  if (!text && describe) {
    try { text = describe(ev, names); } catch (err) { text = null; }
    if (text === false) return false;
  }
  return catalog.scrub(text || genericEvent(ev, names, catalog));
}

export class GameLog {
  constructor(list, { names, describe, catalog }) {
    this.list = list;
    this.names = names;
    this.describe = describe;
    this.catalog = catalog || new Catalog({});
    this.seen = new Set();
    this.events = new Map(); // version -> its events, as this viewer saw them
  }

  // Every version after `after` with its events, oldest first.
  since(after) {
    return [...this.events.entries()].filter(([v]) => v > after).sort((a, b) => a[0] - b[0])
      .map(([version, events]) => ({ version, events }));
  }

  // The last version whose events name `seat` as the one who acted (0 when none). A "turn" event
  // names the seat to move next, which has not acted yet.
  lastBy(seat) {
    let last = 0;
    for (const [v, events] of this.events) if (v > last && (events || []).some((e) => e.seat === seat && e.type !== "score" && e.type !== "turn")) last = v;
    return last;
  }

  add(version, events) {
    if (this.seen.has(version)) return;
    this.seen.add(version);
    this.events.set(version, events || []);
    const stick = this.list.scrollHeight - this.list.scrollTop - this.list.clientHeight < 40;
    for (const ev of events || []) {
      const text = eventText(ev, this.names, this.catalog, this.describe);
      if (text === false) continue;
      // The version stays in the markup (a replay or a test can find a move) but not in the
      // text: players read moves in order, not numbers.
      const item = h("li", { class: `log-${ev.type}`, "data-version": version, text });
      if (ev.type === "score") item.classList.add("log-score");
      item.logEvent = ev; // what the line says, for pointing at its place on the board
      this.list.insertBefore(item, this.after(version));
    }
    if (stick || this.list.children.length < 30) this.list.scrollTop = this.list.scrollHeight;
  }

  // The first line of a later version (entries read late, from GET /log, go before it), or null.
  after(version) {
    let next = null;
    for (let item = this.list.lastElementChild; item && Number(item.dataset.version) > version;
      item = item.previousElementSibling) next = item;
    return next;
  }
}
