// A room's options in words ("Variant: Expert, Short game: yes"), named as the game's option
// schema names them in this language (its titles and x-labels), else made readable from the id.
import { humanize } from "./catalog.js";
import { t } from "./i18n.js";

function valueText(value, schema) {
  const labels = (schema && schema["x-labels"]) || {};
  if (labels[value] !== undefined) return labels[value];
  if (typeof value === "boolean") return value ? t("options.yes") : t("options.no");
  return humanize(String(value));
}

// `props`: the game's option schema properties (GET /api/games or the catalog's metadata).
export function optionsText(options, props = {}) {
  // The seats' colours, which a game that plays them gets among its options at the start, are
  // told with the seats, not as an option of the table.
  const parts = Object.entries(options || {}).filter(([key]) => key !== "colours").map(([key, value]) => {
    const schema = props[key] || {};
    return `${schema.title || humanize(key)}: ${valueText(value, schema)}`;
  });
  return parts.join(", ") || t("options.standard");
}
