// A seat's display name, and what people wrote made safe to place in any sentence. Bots are
// named by the server as "Bot <n> (<level>)" (app/services/matches.py add_bot); that pattern is
// ours, so the client words it in the page's language.
import { has, t } from "./i18n.js";

const BOT = /^Bot (\d+) \(([a-z]+)\)$/;

// Text someone wrote (a name, a chat message), isolated from the text around it: between U+2068
// FIRST STRONG ISOLATE and U+2069 POP DIRECTIONAL ISOLATE, which core/dom.js turns into a <bdi>
// in HTML and keeps in SVG text. A right-to-left name then reads as a unit, and "+2" after it
// stays "+2".
export function isolate(text) {
  return `\u2068${text}\u2069`;
}

// A bot seat that still carries the name the server gave it.
export function namedBot(info) {
  return !!info && info.kind === "bot" && BOT.test(info.name || "");
}

export function seatName(info, seat) {
  if (!info || !info.name) return t("common.seat", { n: seat + 1 });
  const m = info.kind === "bot" ? BOT.exec(info.name) : null;
  // i18n-keys: bot.level.*
  if (m && has(`bot.level.${m[2]}`)) return t("bot.name", { n: m[1], level: t(`bot.level.${m[2]}`) });
  return isolate(info.name);
}
