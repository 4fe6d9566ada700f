// A seat's display name. Bots are named by the server as "Bot <n> (<level>)" (app/services/
// matches.py add_bot); that pattern is ours, so the client words it in the page's language.
import { has, t } from "./i18n.js";

const BOT = /^Bot (\d+) \(([a-z]+)\)$/;

// A bot seat that still carries the name the server gave it.
export function namedBot(info) {
  return !!info && info.kind === "bot" && BOT.test(info.name || "");
}

export function seatName(info, seat) {
  if (!info || !info.name) return t("common.seat", { n: seat + 1 });
  const m = info.kind === "bot" ? BOT.exec(info.name) : null;
  // i18n-keys: bot.level.*
  if (m && has(`bot.level.${m[2]}`)) return t("bot.name", { n: m[1], level: t(`bot.level.${m[2]}`) });
  return info.name;
}
