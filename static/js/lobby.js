// The lobby: your games and the open tables, then a card per game (drawing, players, length, what it is about, how to play), its
// options and the number of players, an optional turn timer, a name, and "Create the room".
import { api, call } from "./core/api.js";
import { gameArt } from "./core/art.js";
import { loadCatalog } from "./core/catalog.js";
import { h } from "./core/dom.js";
import { helpDialog } from "./core/help.js";
import { renderMyGames, renderOpenTables } from "./core/lobbylists.js";
import { humanize } from "./core/log.js";
import { saveSeat } from "./core/seats.js";
import { formatLength } from "./core/clock.js";
import { errorText, t } from "./core/i18n.js";
import { optionsText } from "./core/options.js";

const root = document.getElementById("lobby-root");

function optionField(name, schema) {
  const id = `opt-${name}`;
  const label = h("label", { for: id, text: schema.title || name });
  let input;
  const labels = schema["x-labels"] || {};
  if (schema.enum) {
    input = h("select", { id, name }, schema.enum.map((v) => h("option", { value: v, selected: v === schema.default,
      text: labels[v] || humanize(String(v)) })));
  } else if (schema.type === "boolean") {
    input = h("input", { id, name, type: "checkbox", checked: !!schema.default });
  } else if (schema.type === "integer") {
    input = h("input", { id, name, type: "number", value: schema.default ?? "", min: schema.minimum, max: schema.maximum });
  } else {
    input = h("input", { id, name, value: schema.default ?? "" });
  }
  const about = schema.description ? h("small", { class: "hint", id: `${id}-about`, text: schema.description }) : null;
  if (about) input.setAttribute("aria-describedby", `${id}-about`);
  return h("div", { class: "field" }, [label, input, about]);
}

function readOptions(box, props) {
  const out = {};
  for (const [name, schema] of Object.entries(props)) {
    const el = box.querySelector(`#opt-${name}`);
    if (!el) continue;
    out[name] = schema.type === "boolean" ? el.checked : schema.type === "integer" ? Number(el.value) : el.value;
  }
  return out;
}

function players(g) {
  return g.min_players === g.max_players ? t("lobby.players_exact", { n: g.min_players })
    : t("lobby.players_range", { min: g.min_players, n: g.max_players });
}

// One game's card: the drawing, title, players and length, the one-line description and a link
// to its "How to play" (opened in a dialog, from the game's catalog).
function gameCard(g, i, catalog) {
  const id = `game-${g.id}`;
  const howTo = h("button", { type: "button", class: "ghelp", id: `${id}-help`, text: t("help.how_to_play", { game: g.title }) });
  howTo.addEventListener("click", async (e) => {
    e.preventDefault();
    let dialog = document.getElementById(`${id}-dialog`);
    if (!dialog) {
      // The legend draws the symbols as the board does, when the game's module offers them.
      let legendIcon = null, worthBest = false;
      try {
        const module = (await import(`./games/${g.id}.js`)).default;
        legendIcon = module.legendIcon || null;
        worthBest = !!module.worthBest;
      } catch (err) { console.error(err); }
      dialog = document.getElementById(`${id}-dialog`) || helpDialog(catalog, { legendIcon, worthBest });
      dialog.id = `${id}-dialog`;
      root.append(dialog);
    }
    dialog.showModal();
  });
  const wanted = new URLSearchParams(location.search).get("game");
  const learn = learnable.has(g.id) ? h("a", { class: "glearn", href: `/learn/${g.id}`, id: `${id}-learn`,
    "aria-label": t("lobby.learn_game", { game: g.title }), text: t("learn.button") }) : null;
  return h("label", { class: "game-choice", for: id }, [
    gameArt(g.id),
    h("input", { type: "radio", name: "game", id, value: g.id, checked: wanted ? wanted === g.id : i === 0, "aria-label": g.title,
      "aria-describedby": `${id}-about` }),
    h("span", { class: "gtitle", text: g.title }),
    h("span", { class: "gmeta", id: `${id}-about`, text: `${players(g)}${catalog.length ? " · " + catalog.length : ""}` }),
    catalog.blurb ? h("span", { class: "gblurb", text: catalog.blurb }) : null,
    catalog.help.turn ? howTo : null,
    learn,
  ]);
}

// The games that have a guided first game (GET /api/learn).
let learnable = new Set();

async function main() {
  let games;
  let catalogs;
  try {
    games = await api.games();
    catalogs = await Promise.all(games.map((g) => loadCatalog(g.id)));
    try { learnable = new Set(await call("GET", "/api/learn")); } catch (err) { learnable = new Set(); }
  } catch (err) {
    root.replaceChildren(h("p", { class: "error", text: t("lobby.load_failed", { reason: errorText(err.code, err.message) }) }));
    return;
  }
  const choices = h("fieldset", { class: "games" }, [h("legend", { text: t("lobby.game") })]);
  games.forEach((g, i) => choices.append(gameCard(g, i, catalogs[i])));
  const players = h("select", { id: "players", name: "players" });
  const optionsBox = h("div", { class: "options" });
  const timer = h("select", { id: "turn-timer", name: "turn_seconds" }, [
    h("option", { value: "", text: t("lobby.no_timer") }),
    ...[60, 300, 86400].map((v) => h("option", { value: String(v), text: t("clock.per_turn", { length: formatLength(v) }) })),
  ]);
  const name = h("input", { id: "name", name: "name", required: true, maxlength: 40, autocomplete: "nickname", placeholder: t("common.your_name"),
    value: localStorage.getItem("panorama.name") || "" });
  const listed = h("input", { type: "checkbox", id: "public", name: "public" });
  const error = h("p", { class: "error", role: "alert" });
  const form = h("form", { class: "card create", "aria-label": t("lobby.new_room") }, [
    choices,
    h("div", { class: "row wrap" }, [
      h("div", { class: "field" }, [h("label", { for: "players", text: t("lobby.players") }), players]),
      optionsBox,
      h("div", { class: "field" }, [h("label", { for: "turn-timer", text: t("lobby.turn_timer") }), timer]),
    ]),
    h("div", { class: "field" }, [h("label", { for: "name", text: t("common.your_name") }), name]),
    h("p", {}, h("label", { class: "inline", for: "public" }, [listed, ` ${t("lobby.public")}`])),
    h("button", { type: "submit", class: "primary", id: "create", text: t("lobby.create") }),
    error,
  ]);
  const selected = () => games.find((g) => g.id === form.querySelector("input[name=game]:checked").value);
  const refresh = () => {
    const g = selected();
    const keep = Number(players.value) || 0;
    players.replaceChildren(...Array.from({ length: g.max_players - g.min_players + 1 }, (_, i) => {
      const n = g.min_players + i;
      return h("option", { value: n, text: String(n), selected: n === keep || (!keep && n === Math.max(2, g.min_players)) });
    }));
    const props = (g.options && g.options.properties) || {};
    optionsBox.replaceChildren(...Object.entries(props).map(([k, v]) => optionField(k, v)));
  };
  choices.addEventListener("change", refresh);
  refresh();
  form.addEventListener("submit", async (e) => {
    e.preventDefault();
    const g = selected();
    const who = name.value.trim();
    if (!who) { error.textContent = t("lobby.name_first"); return; }
    localStorage.setItem("panorama.name", who);
    const options = readOptions(optionsBox, (g.options && g.options.properties) || {});
    try {
      const res = await api.createRoom(g.id, Number(players.value), options, who, Number(timer.value) || null, listed.checked);
      saveSeat(res.room, res.seat, res.token, who);
      location.href = `/rooms/${res.room}`;
    } catch (err) {
      error.textContent = errorText(err.code, err.message);
    }
  });
  const titles = (id) => (catalogs[games.findIndex((g) => g.id === id)] || {}).title
    || (games.find((g) => g.id === id) || {}).title || t("lobby.a_game");
  const describeOptions = (id, options) => optionsText(options, ((games.find((g) => g.id === id) || {}).options || {}).properties);
  const mine = h("section", { class: "card lists-mine", "aria-label": t("lobby.your_games") });
  const tables = h("section", { class: "card lists-open", "aria-label": t("lobby.open_tables") });
  root.replaceChildren(h("div", { class: "lists" }, [mine, tables]), h("h2", { class: "new-room", text: t("lobby.new_room") }), form);
  renderMyGames(mine, { titles });
  renderOpenTables(tables, { titles, nameInput: name, describeOptions });
}

main();
