// The replay page of a finished game: a slider and step buttons through every version, the board
// drawn by the game's own module as a spectator saw it (no targets: nothing is clickable), and the
// log and score chart in step. Each version comes from the server, rebuilt from the move log.
import { api, call } from "./core/api.js";
import { seatName } from "./core/names.js";
import { chartNote, scoreChart } from "./core/chart.js";
import { h, setSeatColours, setText } from "./core/dom.js";
import { GameLog } from "./core/log.js";
import { renderPlayers } from "./core/players.js";
import { overText, safe } from "./core/table.js";
import { errorText, t } from "./core/i18n.js";
import { loadModule, loadRoom, seatHelpers } from "./core/modules.js";
import { hideTips, installTips } from "./core/tips.js";
import { matches } from "./core/moves.js";
import { addZoom } from "./core/zoom.js";

const root = document.getElementById("replay-root");
const roomId = root.dataset.room;
const PLAY_EVERY_MS = 900;
const SPEEDS = [0.5, 1, 2, 4, 8];

const app = { room: null, catalog: null, module: null, last: 0, version: 0, frame: null, history: [], cache: new Map(),
  wanted: 0, playing: null, ui: null, log: null, speed: 1, movers: new Map(), rounds: [] };

const names = (seat) => {
  return seatName(app.room && app.room.seats[seat], seat);
};

// A move the review suggests for the version the page opened at (?suggest=), drawn picked there.
const SUGGESTED = (() => {
  try { return JSON.parse(new URLSearchParams(location.search).get("suggest") || "null"); } catch (err) { return null; }
})();
const OPENED_AT = Number(new URLSearchParams(location.search).get("version") || 0);

// The renderer's context of a spectator at one version: the same fields as in play, with targets
// that make nothing clickable (but the review's suggested move, drawn as picked).
function context(frame) {
  const view = frame && frame.view;
  const suggested = SUGGESTED && frame && frame.version === OPENED_AT ? SUGGESTED : null;
  const shows = (partial) => !!suggested && Object.keys(partial).length > 0 && matches(suggested, partial);
  return {
    view, pub: view ? view.public : {}, priv: view ? view.private || {} : {}, seat: null,
    actors: frame ? frame.actors : [], status: frame ? frame.status : "finished", names, players: app.room.players,
    room: app.room, catalog: app.catalog, name: (id, kind) => app.catalog.name(id, kind),
    ...seatHelpers(app.room, names), picked: suggested || {}, candidates: suggested ? [suggested] : [], myTurn: false,
    target: (el, partial) => { if (shows(partial)) el.classList.add("picked", "suggested"); return el; },
    isPicked: shows,
  };
}

async function boot() {
  const loaded = await loadRoom(root, roomId);
  if (!loaded) return;
  ({ room: app.room, catalog: app.catalog } = loaded);
  setSeatColours(app.room.seats.map((s) => s.colour));
  const title = app.catalog.title || "Panorama";
  document.title = t("replay.title", { game: title, room: roomId });
  if (app.room.status !== "finished") {
    root.replaceChildren(h("h1", { text: t("replay.heading", { game: title }) }),
      h("p", { class: "notice card", id: "not-finished", text: t("replay.not_finished") }),
      h("p", {}, h("a", { href: `/rooms/${roomId}`, text: t("replay.back_to_game") })));
    return;
  }
  app.module = await loadModule(app.room.game);
  if (app.module.init) {
    try { await app.module.init(); } catch (err) { console.error(err); }
  }
  build(title);
  let entries = [];
  try {
    [entries, app.history] = await Promise.all([api.log(roomId), api.scores(roomId)]);
  } catch (err) {
    showError(t("replay.log_failed", { reason: errorText(err.code, err.message) }));
  }
  app.log = new GameLog(app.ui.logList, { names, catalog: app.catalog,
    describe: app.module.describeEvent && ((ev, n) => app.module.describeEvent(ev, n, context(app.frame))) });
  for (const e of entries) app.log.add(e.version, e.events);
  for (const e of entries) app.movers.set(e.version, e.seat);
  app.last = entries.length;
  // The versions at which each round (or day) ended, for jumping a round at a time.
  try {
    const marks = await api.standings(roomId);
    app.rounds = marks.filter((m) => m.round !== null && m.round !== undefined && !m.end).map((m) => m.version);
  } catch (err) { app.rounds = []; }
  app.ui.roundBack.hidden = app.ui.roundOn.hidden = !app.rounds.length;
  app.ui.slider.max = String(app.last);
  await go(Number(new URLSearchParams(location.search).get("version") || 0));
}

function build(title) {
  const button = (id, text, label, onclick) => h("button", { type: "button", id, text, "aria-label": label, onclick });
  const slider = h("input", { type: "range", id: "replay-slider", min: "0", max: "0", value: "0", step: "1",
    "aria-label": t("replay.slider") });
  slider.addEventListener("input", () => { stop(); go(Number(slider.value)); });
  const play = button("replay-play", t("replay.play"), t("replay.play_label"), () => (app.playing ? stop() : start()));
  const speed = h("select", { id: "replay-speed", "aria-label": t("replay.speed") },
    SPEEDS.map((x) => h("option", { value: String(x), selected: x === app.speed, text: t("replay.times", { n: x }) })));
  speed.addEventListener("change", () => { app.speed = Number(speed.value); if (app.playing) { stop(); start(); } });
  const roundBack = button("replay-round-back", t("replay.round_back"), t("replay.round_back_label"), () => { stop(); go(roundStep(-1)); });
  const roundOn = button("replay-round-on", t("replay.round_on"), t("replay.round_on_label"), () => { stop(); go(roundStep(1)); });
  const ui = app.ui = {
    slider, play, speed, roundBack, roundOn,
    position: h("span", { class: "replay-position", id: "replay-position", role: "status" }),
    what: h("p", { class: "replay-what", id: "replay-what" }),
    error: h("p", { class: "error", role: "alert" }),
    board: h("div", { class: "board", id: "board" }),
    players: h("section", { class: "players card", id: "players", "aria-label": t("side.players") }),
    logList: h("ol", { class: "log-list", id: "log" }),
    chart: h("figure", { class: "chart-box", id: "replay-chart" }),
  };
  const controls = h("section", { class: "replay-controls card", "aria-label": t("replay.controls") }, [
    button("replay-first", t("replay.first"), t("replay.first_label"), () => { stop(); go(0); }),
    roundBack,
    button("replay-turn-back", "◀◀", t("replay.turn_back_label"), () => { stop(); go(turnStep(-1)); }),
    button("replay-prev", "◀", t("replay.prev_label"), () => { stop(); go(app.wanted - 1); }),
    slider,
    button("replay-next", "▶", t("replay.next_label"), () => { stop(); go(app.wanted + 1); }),
    button("replay-turn-on", "▶▶", t("replay.turn_on_label"), () => { stop(); go(turnStep(1)); }),
    roundOn,
    button("replay-last", t("replay.last"), t("replay.last_label"), () => { stop(); go(app.last); }),
    play, speed, ui.position,
  ]);
  const log = h("section", { class: "log card", id: "log-panel", "aria-label": t("log.label") }, [h("h2", { text: t("side.log") }), ui.logList]);
  root.replaceChildren(
    h("div", { class: "room-head" }, [h("h1", { text: t("replay.heading", { game: title }) }),
      h("a", { href: `/rooms/${roomId}`, class: "who", text: t("replay.back_to_room") })]),
    controls, ui.what, ui.error,
    h("div", { class: "game replay" }, [h("div", { class: "main-col" }, [ui.board, ui.chart]),
      h("aside", { class: "side replay-side" }, [ui.players, log])]));
  document.addEventListener("keydown", (e) => {
    if (e.target instanceof HTMLInputElement && e.target !== slider) return;
    if (e.key === "ArrowLeft" && e.target !== slider) { stop(); go(app.wanted - 1); }
    if (e.key === "ArrowRight" && e.target !== slider) { stop(); go(app.wanted + 1); }
  });
  installTips(ui.board);
}

function start() {
  if (app.wanted >= app.last) go(0);
  app.ui.play.textContent = t("replay.pause");
  app.playing = setInterval(() => {
    if (app.wanted >= app.last) { stop(); return; }
    go(app.wanted + 1);
  }, PLAY_EVERY_MS / app.speed);
}

// The version a turn away: the last move of the next player's run of moves (or the first of this
// run, going back), so each step shows one player's whole turn done.
function turnStep(dir) {
  let v = app.wanted;
  const mover = (x) => app.movers.get(x);
  if (dir > 0) {
    v += 1;
    while (v < app.last && mover(v + 1) === mover(v)) v += 1;
    return Math.min(v, app.last);
  }
  if (v <= 0) return 0;
  v -= 1;
  while (v > 0 && mover(v) === mover(v + 1)) v -= 1;
  return v;
}

// The version a round away: the next (or previous) end of a round.
function roundStep(dir) {
  const ends = [0, ...app.rounds, app.last];
  if (dir > 0) return ends.find((v) => v > app.wanted) ?? app.last;
  return [...ends].reverse().find((v) => v < app.wanted) ?? 0;
}

function stop() {
  if (!app.playing) return;
  clearInterval(app.playing);
  app.playing = null;
  app.ui.play.textContent = t("replay.play");
}

function showError(message) {
  app.ui.error.textContent = message;
}

async function fetchVersion(version) {
  let answer = app.cache.get(version);
  if (!answer) {
    answer = call("GET", `/api/rooms/${roomId}/replay?version=${version}`);
    app.cache.set(version, answer);
    answer.catch(() => app.cache.delete(version));
  }
  return answer;
}

async function go(version) {
  version = Math.max(0, Math.min(app.last, Math.round(version) || 0));
  app.wanted = version;
  app.ui.slider.value = String(version);
  let frame;
  try {
    frame = await fetchVersion(version);
  } catch (err) {
    showError(t("replay.version_failed", { reason: errorText(err.code, err.message) }));
    return;
  }
  if (app.wanted !== version) return; // a later step was asked for meanwhile
  showError("");
  app.frame = frame;
  app.version = version;
  if (version < app.last) fetchVersion(version + 1).catch(() => {}); // the next step is likely next
  draw();
}

function draw() {
  const { ui, frame, version, last } = app;
  const ctx = context(frame);
  let board;
  try {
    board = app.module.render(ctx);
  } catch (err) {
    console.error(err);
    board = h("pre", { class: "error", text: t("board.draw_failed", { reason: err.message }) });
  }
  hideTips(); // a bubble points at the drawing that is being replaced
  ui.board.replaceChildren(board);
  addZoom(ui.board);
  ui.position.textContent = version === 0 ? t("replay.deal", { last }) : t("replay.move", { version, last });
  setText(ui.what, describeStep(frame));
  renderPlayers(ui.players, { room: app.room, frame, me: null, names,
    score: (seat) => safe(() => app.module.score(ctx, seat)), simultaneous: frame.actors.length > 1 });
  for (const item of ui.logList.children) {
    const v = Number(item.dataset.version);
    item.hidden = v > version;
    item.classList.toggle("current", v === version);
  }
  const current = ui.logList.querySelector("li.current");
  if (current) ui.logList.scrollTop = current.offsetTop - ui.logList.offsetTop - ui.logList.clientHeight / 2;
  else ui.logList.scrollTop = ui.logList.scrollHeight;
  const history = app.history.filter((row) => row.version <= version);
  const ending = version === last && frame.outcome;
  const note = ending && app.module.chartNote ? safe(() => app.module.chartNote(ctx)) : null;
  ui.chart.replaceChildren(h("figcaption", { text: t("replay.score_so_far") }),
    scoreChart(history, app.room.seats.map((s) => names(s.seat)), ending ? { finalScores: frame.outcome.scores, endVersion: frame.version } : {}),
    ...[chartNote(note)].filter(Boolean));
  root.dataset.version = String(version);
  root.dataset.last = String(last);
}

function describeStep(frame) {
  if (frame.outcome) return overText(frame.outcome, names);
  const who = frame.version === 0 ? t("replay.start") : t("replay.moved", { name: names(frame.mover) });
  const next = frame.actors.length ? ` ${t("replay.next", { names: frame.actors.map(names).join(", ") })}` : "";
  return who + next;
}

boot();
