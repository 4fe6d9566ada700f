// The words of the page in its language. The server picks the language (the `lang` cookie, else
// the browser's Accept-Language) and writes it on <html lang>; this module loads that language's
// texts from static/i18n/<lang>/ before any page module runs (top-level await): ui.json for the
// site, and <game>.json's "board" texts once a board is loaded (keys "<game>.<key>").
// A key the language lacks shows as ⟦key⟧, so a missing text is seen and tested, never guessed.

export const lang = document.documentElement.lang || "en";

const messages = new Map();
const games = new Map();
const rules = new Intl.PluralRules(lang);

async function readFile(name) {
  try {
    const res = await fetch(`/static/i18n/${lang}/${name}.json`);
    if (res.ok) return await res.json();
  } catch (err) {
    console.error(err);
  }
  return {};
}

function add(prefix, texts) {
  for (const [key, value] of Object.entries(texts)) messages.set(prefix + key, value);
}

add("", await readFile("ui"));

// A board's texts, loaded once per game (core/modules.js does it before the board module runs).
export function loadGameTexts(game) {
  if (!games.has(game)) games.set(game, readFile(game).then((data) => add(`${game}.`, data.board || {})));
  return games.get(game);
}

export function has(key) {
  return messages.has(key);
}

function fillParams(text, params) {
  return String(text).replace(/\{([a-z_0-9]+)\}/gi, (whole, name) =>
    params[name] === undefined || params[name] === null ? whole : String(params[name]));
}

// The plural category of a number in this language: "one", "few", "many", "other"…
export function pluralCategory(n) {
  return rules.select(Number(n));
}

// t(key) or t(key, params); a plural text is an object of forms
// ({"one": "{n} point", "other": "{n} points"}) chosen by params.n.
export function t(key, params = {}) {
  let value = messages.get(key);
  if (value === undefined) return `⟦${key}⟧`;
  if (value && typeof value === "object" && !Array.isArray(value)) {
    const cat = pluralCategory(params.n ?? 0);
    value = value[cat] ?? value.other ?? value.many ?? Object.values(value)[0];
  }
  return fillParams(value, params);
}

// A number with a noun given as its forms in the order of "language.plural_order"
// (English: one, other; Russian: one, few, many), as catalog templates write them:
// {sandals|n:sandal} or {sandals|n:сандалия:сандалии:сандалий}. One English form gets an "s".
export function countNoun(n, forms) {
  // i18n-keys: language.plural_order
  const order = messages.get("language.plural_order") || ["one", "other"];
  let form;
  if (forms.length === 1) form = lang === "en" && Number(n) !== 1 ? `${forms[0]}s` : forms[0];
  else {
    const at = order.indexOf(pluralCategory(n));
    form = forms[at >= 0 && at < forms.length ? at : forms.length - 1];
  }
  return `${n} ${form}`;
}

// "a, b and c" in this language.
export function listText(items) {
  return new Intl.ListFormat(lang, { style: "long", type: "conjunction" }).format(items.map(String));
}

// The client's own words for an API or websocket error code: for a refused move the game's own
// text first ("<game>.error.<code>", from the board's file), then the site's ("error.<code>"),
// else the server's message (API messages stay English; codes are the contract).
// i18n-keys: error.*
export function errorText(code, message, game) {
  if (game && code && has(`${game}.error.${code}`)) return t(`${game}.error.${code}`);
  if (code && has(`error.${code}`)) return t(`error.${code}`);
  return message || code || t("error.unknown");
}

// Numbers, dates and times as this language writes them.
export function formatNumber(n) {
  return new Intl.NumberFormat(lang).format(n);
}

export function formatDateTime(value, options = { dateStyle: "medium", timeStyle: "short" }) {
  return new Intl.DateTimeFormat(lang, options).format(value instanceof Date ? value : new Date(value));
}

function remember(code) {
  document.cookie = `lang=${encodeURIComponent(code)}; path=/; max-age=31536000; SameSite=Lax`;
  try { localStorage.setItem("lang", code); } catch (err) { /* private mode: the cookie remembers */ }
}

function cookieLanguage() {
  const m = document.cookie.match(/(?:^|;\s*)lang=([^;]*)/);
  return m ? decodeURIComponent(m[1]) : null;
}

// The language menu in every page's header (templates/base.html).
const menu = document.getElementById("lang-switch");
// A choice this browser kept whose cookie is gone (cleared, expired): set it again and reload in it,
// unless the address asks for a language (?lang=) or cookies are refused (no reload loop).
let kept = null;
try { kept = localStorage.getItem("lang"); } catch (err) { kept = null; }
if (menu && kept && kept !== lang && !cookieLanguage() && !new URLSearchParams(location.search).has("lang")
    && [...menu.options].some((o) => o.value === kept)) {
  remember(kept);
  if (cookieLanguage() === kept) location.reload();
}
if (menu) {
  menu.addEventListener("change", () => {
    remember(menu.value);
    location.reload();
  });
}
