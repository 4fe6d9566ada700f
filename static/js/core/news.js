// One line under the prompt of what the others did since this player's last move ("Since your
// last move: Bea took the Temple card · Bea claimed Osaka Castle"), else the table's last move,
// so a turn taken by a bot in a blink is read where the eyes already are (the log is a tab away
// on a phone). The line is always there during a game, so its coming and going never moves the
// page.
import { eventText } from "./log.js";
import { t } from "./i18n.js";

const SHOWN = 3; // the latest lines said; the log has them all

function texts(log, versions) {
  const out = [];
  for (const { events } of versions) {
    for (const ev of events) {
      if (ev.type === "turn") continue;
      const text = eventText(ev, log.names, log.catalog, log.describe);
      if (text) out.push(text);
    }
  }
  return out;
}

// {text, fresh}: `recent` is the others' versions since my last move (room.js `recentOf`).
export function newsLine(log, recent) {
  const since = texts(log, recent.filter((r) => r.version > 0));
  if (since.length) {
    const shown = since.slice(-SHOWN).join(" · ");
    return { text: t("bar.news_since", { text: since.length > SHOWN ? `… ${shown}` : shown }), fresh: true };
  }
  // The latest version that says something, worded alone (not the whole game at every drawing).
  for (const version of log.since(0).reverse()) {
    const last = texts(log, [version]);
    if (last.length) return { text: t("bar.news_last", { text: last.join(" · ") }), fresh: false };
  }
  return null;
}
