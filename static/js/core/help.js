// "How to play" and the legend of a game, both drawn from its catalog: a short summary of the
// rules in our own words, the scoring reference, and every colour and symbol with its meaning
// (colour is never the only carrier: each item also has its symbol).
import { h, svgRoot } from "./dom.js";
import { t } from "./i18n.js";
import { worthSvg } from "./worth.js";

// A game module may draw an item's symbol as it appears on its board (`legendIcon(item)`, an
// SVG element or null); otherwise the catalog's colour and character stand for it.
function swatch(item, icon) {
  const drawn = icon ? safeIcon(icon, item) : null;
  if (drawn) return h("span", { class: "swatch drawn", "aria-hidden": "true" }, [drawn]);
  const el = h("span", { class: "swatch", "aria-hidden": "true", text: item.symbol || "" });
  if (item.colour) el.style.background = item.colour;
  else el.classList.add("plain");
  return el;
}

function safeIcon(icon, item) {
  try { return icon(item); } catch (err) { console.error(err); return null; }
}

export function legendItems(catalog) {
  return catalog.legend.map((group) => ({
    title: group.title,
    items: group.items.map((it) => {
      const e = it.key ? catalog.entry(it.key) || {} : {};
      return { key: it.key, group: group.title, name: it.name || e.name || "", description: it.description || e.description || "",
        colour: it.colour || e.colour, symbol: it.symbol || e.symbol };
    }),
  }));
}

// The badges every game puts on its targets and options, the same in all five: what they mean
// is said here once, where a phone (which has no hover) can read it. A game that outlines the
// best of several moves dashed (`worthBest` in its module: Camargue's spot before its tile is
// chosen) has that badge explained too, drawn as its board draws it.
function bestBadge() {
  const size = 12, width = size * (0.62 * 2 + 0.9);
  const svg = svgRoot(width + 4, size * 1.5 + 4, "", { class: "worth-legend-svg", "aria-hidden": "true" });
  svg.removeAttribute("role");
  svg.removeAttribute("aria-label");
  const badge = worthSvg({ points: 2 }, width / 2 + 2, size * 0.75 + 2, size);
  badge.classList.add("worth-best");
  svg.append(badge);
  return h("span", { class: "worth worth-drawn", "aria-hidden": "true" }, [svg]);
}

function worthKey({ best = false } = {}) {
  // i18n-keys: legend.worth.now, legend.worth.upto, legend.worth.approx, legend.worth.best
  const rows = [["+3", "gain", "now"], ["\u2264 +6", "gain", "upto"], ["\u2248 +2.5", "gain", "approx"], ...(best ? [[null, "gain", "best"]] : [])];
  return h("div", { class: "legend-group worth-key" }, [
    h("h3", { text: t("legend.worth.title") }),
    h("ul", { class: "worth-legend" }, rows.map(([label, tone, key]) => h("li", { "data-worth-key": key }, [
      label === null ? bestBadge() : h("span", { class: `worth worth-${tone}`, "aria-hidden": "true", text: label }), " ",
      h("span", { class: "legend-text", text: t(`legend.worth.${key}`) })]))),
    h("p", { class: "hint", text: t("legend.worth.words") }),
  ]);
}

export function legendPanel(catalog, icon = null, { worthBest = false } = {}) {
  const groups = legendItems(catalog);
  return h("div", { class: "legend-panel" }, [...groups.map((g) => h("div", { class: "legend-group" }, [
    h("h3", { text: g.title }),
    h("ul", { class: "legend-list" }, g.items.map((it) => h("li", {}, [swatch(it, icon),
      h("span", { class: "legend-text" }, [h("strong", { text: it.name }), it.description ? ` — ${it.description}` : ""])]))),
  ])), worthKey({ best: worthBest })]);
}

function summary(help, level) {
  return [
    help.goal ? h("p", { class: "help-goal", text: help.goal }) : null,
    h(level, { text: t("help.turn") }),
    h("ul", {}, (help.turn || []).map((line) => h("li", { text: line }))),
    h(level, { text: t("help.scoring") }),
    h("ul", {}, (help.scoring || []).map((line) => h("li", { text: line }))),
  ];
}

// A game's variant with rules of its own (`help.variants`, each naming the player counts it is
// played at) has its own summary: a table of that many players shows it instead of the game's,
// and where the table is not known yet (the lobby) every variant follows the game's summary.
export function helpPanel(catalog, { players = null } = {}) {
  const help = catalog.help || {};
  const variants = Object.entries(help.variants || {});
  const own = players === null ? null : variants.find(([, v]) => (v.players || []).includes(players));
  if (own) {
    return h("div", { class: "help-panel", "data-variant": own[0] }, [
      h("h3", { class: "help-variant", text: own[1].title }), ...summary(own[1], "h3")]);
  }
  const others = players === null ? variants : [];
  return h("div", { class: "help-panel" }, [
    ...summary(help, "h3"),
    ...others.flatMap(([key, v]) => [h("h3", { class: "help-variant", "data-variant": key, text: v.title }), ...summary(v, "h4")]),
  ]);
}

// A modal "How to play" with the legend, opened from a button and closed with Escape or "Close".
export function helpDialog(catalog, { withLegend = true, legendIcon = null, players = null, worthBest = false } = {}) {
  const close = h("button", { type: "button", class: "close", text: t("common.close") });
  const heading = t("help.how_to_play", { game: catalog.title });
  const dialog = h("dialog", { class: "help-dialog", id: "help", "aria-label": heading }, [
    h("div", { class: "dialog-head" }, [h("h2", { text: heading }), close]),
    helpPanel(catalog, { players }),
    withLegend && catalog.legend.length ? h("h2", { text: t("side.legend") }) : null,
    withLegend ? legendPanel(catalog, legendIcon, { worthBest }) : null,
  ]);
  close.addEventListener("click", () => dialog.close());
  dialog.addEventListener("click", (e) => { if (e.target === dialog) dialog.close(); });
  return dialog;
}
