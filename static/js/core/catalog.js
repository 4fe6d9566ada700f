// A game's catalog (GET /api/games/{game}, loaded once per page): display names, descriptions,
// colours and symbols by component id, log wording by event code, score category names, the
// legend and the "How to play" text. Views and events keep ids; everything a player reads goes
// through here, so no id reaches the screen.
import { api } from "./api.js";
import { countNoun, listText, t } from "./i18n.js";

const ID = /\b([a-z_]+):([A-Za-z0-9_-]+)\b/g;

export function humanize(word) {
  return String(word).replace(/^[a-z]+:/, "").replace(/[_-]+/g, " ");
}

export function plural(n, one, many) {
  return countNoun(n, many ? [one, many] : [one]);
}

function dig(obj, path) {
  return path.split(".").reduce((o, k) => (o === null || o === undefined ? undefined : o[k]), obj);
}

export class Catalog {
  constructor(data) {
    this.data = data || {};
    const cat = this.data.catalog || {};
    this.components = cat.components || {};
    this.events = cat.events || {};
    this.categories = cat.categories || {};
    this.legend = cat.legend || [];
    this.help = cat.help || {};
    this.blurb = cat.blurb || "";
    this.length = cat.length || "";
    this.title = this.data.title || "";
  }

  entry(id) {
    return this.components[String(id)] || null;
  }

  // The display name of a component id or key; unknown words are made readable, never shown raw.
  name(id, kind) {
    if (id === null || id === undefined) return "";
    const key = kind ? `${kind}:${id}` : String(id);
    const e = this.components[key] || (kind ? null : this.components[String(id)]);
    if (e) return e.name;
    return humanize(id);
  }

  describe(id) {
    const e = this.entry(id);
    return e ? e.description || "" : "";
  }

  category(key) {
    if (this.categories[key]) return this.categories[key];
    return humanize(key).replace(/^./, (x) => x.toUpperCase());
  }

  // Any "kind:name" id the catalog knows, inside a text such as an engine's English reason.
  scrub(text) {
    return String(text).replace(ID, (whole) => (this.components[whole] ? this.components[whole].name : whole));
  }

  // One value of an event as words: {key} names ids, {key|player} seats, {key|points}, {key|ordinal}
  // (a 0-based slot or column as "2"), {key|count} a list's length, {key|kind} the id "kind:value",
  // {key|n:sandal} a number with its noun ("1 sandal", "2 sandals"; {key|n:cross:crosses}; in
  // Russian the three forms {key|n:сандалия:сандалии:сандалий}, core/i18n.js countNoun).
  format(value, fmt, names, key) {
    if (fmt && fmt.startsWith("n:")) {
      return countNoun(Array.isArray(value) ? value.length : Number(value), fmt.slice(2).split(":"));
    }
    if (Array.isArray(value)) {
      if (fmt === "count") return String(value.length);
      return listText(value.filter((v) => v !== null && v !== undefined && v !== "").map((v) => this.format(v, fmt, names, key)));
    }
    if (fmt === "player" || (!fmt && key === "seat")) return names(Number(value));
    if (fmt === "points") return t("points", { n: Number(value) });
    if (fmt === "ordinal") return String(Number(value) + 1);
    if (fmt && fmt !== "name") return this.name(value, fmt);
    if (typeof value === "number") return String(value);
    if (typeof value === "string") return this.entry(value) ? this.name(value) : this.scrub(humanize(value));
    return "";
  }

  // A template such as "{seat} laid a {tile}[[: a {secret.tile}]]": segments in [[ ]] show only
  // when every value they name is present (and not 0: "[[, paying {sandals} sandals]]").
  fill(template, ev, names) {
    const one = (text, strict) => {
      let missing = false;
      const out = text.replace(/\{([A-Za-z_.0-9]+)(?:\|([a-z_]+(?::[^:{}|]+)*))?\}/g, (_, path, fmt) => {
        const v = dig(ev, path);
        if (v === undefined || v === null || (strict && v === 0) || (Array.isArray(v) && !v.length && fmt !== "count")) { missing = true; return ""; }
        return this.format(v, fmt, names, path.split(".").pop());
      });
      return strict && missing ? "" : out;
    };
    return one(template.replace(/\[\[(.*?)\]\]/g, (_, inner) => one(inner, true)), false);
  }

  // The log line of an event: its code's wording when the catalog has it, else the wording of its
  // type; null when the catalog has no wording, false when the event is not for the log.
  eventText(ev, names) {
    for (const key of [ev.code, ev.code ? null : ev.type]) {
      if (!key || !(key in this.events)) continue;
      const template = this.events[key];
      if (template === null) return false;
      return this.fill(template, ev, names);
    }
    return null;
  }
}

const loaded = new Map();

export function loadCatalog(game) {
  if (!loaded.has(game)) {
    loaded.set(game, api.game(game).then((data) => new Catalog(data)).catch((err) => {
      console.error(err);
      loaded.delete(game);
      return new Catalog({});
    }));
  }
  return loaded.get(game);
}
