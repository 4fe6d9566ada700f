// The room page: waiting room (share link, seats filling live, bots, start), the game itself
// (board, prompt, actions, players, log) and the end screen. Everything live over the websocket.
import { api, ApiError } from "./core/api.js";
import { h, seatColour, clear } from "./core/dom.js";
import { renderEnd } from "./core/endscreen.js";
import { GameLog, humanize } from "./core/log.js";
import { MoveBuilder, matches } from "./core/moves.js";
import { forgetSeat, loadSeat, saveSeat } from "./core/seats.js";
import { RoomSocket } from "./core/socket.js";

const root = document.getElementById("room-root");
const roomId = root.dataset.room;
const params = new URLSearchParams(location.search);
const watching = params.has("watch");

const app = {
  room: null, // room info
  me: null, // {seat, token, name} or null for a spectator
  frame: null, // last state frame
  module: null,
  socket: null,
  log: null,
  ui: null,
  movesFor: -1,
  busy: false,
  error: "",
  endShown: false,
};
// A handle for tests and debugging that carries no seat token (a global is readable by any script).
window.panorama = { socket: { drop: (ms) => app.socket && app.socket.drop(ms) } };

const GAME_TITLES = { camargue: "Camargue", provence: "Walking in Provence", osaka: "Walking in Osaka",
  phototour: "Phototour", sunset: "Sunset Over Water" };

function names(seat) {
  const info = app.room && app.room.seats[seat];
  return (info && info.name) || `Seat ${seat + 1}`;
}

async function boot() {
  try {
    app.room = await api.room(roomId);
  } catch (err) {
    root.replaceChildren(h("p", { class: "error", text: `This room cannot be found (${err.message}).` }),
      h("p", {}, h("a", { href: "/", text: "Back to the lobby" })));
    return;
  }
  document.title = `${GAME_TITLES[app.room.game] || app.room.game} · Room ${roomId} · Panorama`;
  app.me = watching ? null : loadSeat(roomId);
  if (!app.me && !watching && app.room.status === "open") {
    renderJoin();
    return;
  }
  await enter();
}

function renderJoin(message) {
  const input = h("input", { id: "join-name", name: "name", required: true, maxlength: 40, autocomplete: "nickname",
    placeholder: "Your name" });
  const form = h("form", { class: "card join", "aria-label": "Join the game" }, [
    h("h1", { text: `Join ${GAME_TITLES[app.room.game] || app.room.game}` }),
    h("p", { text: `${app.room.seats.filter((s) => s.taken).length} of ${app.room.players} seats are taken.` }),
    h("label", { for: "join-name", text: "Your name" }), input,
    message ? h("p", { class: "error", role: "alert", text: message }) : null,
    h("div", { class: "row" }, [
      h("button", { type: "submit", class: "primary", text: "Join the game" }),
      h("a", { href: `/rooms/${roomId}?watch=1`, text: "Just watch" }),
    ]),
  ]);
  form.addEventListener("submit", async (e) => {
    e.preventDefault();
    const name = input.value.trim();
    if (!name) return;
    try {
      const seat = await api.join(roomId, name);
      saveSeat(roomId, seat.seat, seat.token, name);
      app.me = { seat: seat.seat, token: seat.token, name };
      app.room = await api.room(roomId);
      await enter();
    } catch (err) {
      if (err.status === 409) {
        location.href = `/rooms/${roomId}?watch=1`;
        return;
      }
      renderJoin(err.message);
    }
  });
  root.replaceChildren(form);
  input.focus();
}

async function enter() {
  app.module = await loadModule(app.room.game);
  if (app.module.init) {
    try { await app.module.init(); } catch (err) { console.error(err); }
  }
  buildShell();
  renderRoom();
  let since = null;
  if (app.room.status !== "open") {
    try {
      const entries = await api.log(roomId, app.me && app.me.token);
      for (const e of entries) app.log.add(e.version, e.events);
      const last = entries.length ? entries[entries.length - 1].version : 0;
      since = last >= 1 ? last - 1 : null;
    } catch (err) {
      if (err.status === 401 && app.me) {
        forgetSeat(roomId); // a token for another server or a reset database
        app.me = null;
      }
    }
  }
  const socket = new RoomSocket(roomId, {
    token: app.me && app.me.token,
    onState: onState,
    onRoom: (info) => { app.room = info; renderRoom(); scheduleRender(); },
    onStatus: (status) => renderConnection(status),
    onError: (frame) => {
      if (frame.code === "bad_token") {
        // The stored seat is not valid here (another server, a reset database): watch instead.
        forgetSeat(roomId);
        app.me = null;
        socket.token = null;
        app.ui.head.querySelector(".who").textContent = "Watching";
      }
      showError(frame.message);
    },
  });
  socket.version = since;
  app.socket = socket;
  socket.connect();
}

async function loadModule(game) {
  try {
    const mod = await import(`./games/${game}.js`);
    return mod.default;
  } catch (err) {
    console.error(err);
    const mod = await import("./games/generic.js");
    return mod.default;
  }
}

function buildShell() {
  const status = h("span", { class: "conn", id: "conn", role: "status", "data-conn": "connecting", text: "Connecting…" });
  const ui = {
    status,
    head: h("div", { class: "room-head" }),
    waiting: h("section", { class: "waiting card", "aria-label": "Waiting room" }),
    prompt: h("p", { class: "prompt", id: "prompt", "aria-live": "polite" }),
    board: h("div", { class: "board", id: "board" }),
    actions: h("div", { class: "actions", id: "actions", role: "group", "aria-label": "Moves" }),
    end: h("section", { class: "end card", id: "end", "aria-label": "End of the game", hidden: true }),
    players: h("section", { class: "players card", id: "players", "aria-label": "Players" }),
    logList: h("ol", { class: "log-list", id: "log" }),
  };
  ui.game = h("div", { class: "game", hidden: true }, [
    h("div", { class: "main-col" }, [ui.end, h("div", { class: "prompt-bar" }, [ui.prompt]), ui.actions, ui.board]),
    h("aside", { class: "side" }, [ui.players, h("section", { class: "log card", "aria-label": "Game log" }, [
      h("h2", { text: "Log" }), ui.logList])]),
  ]);
  ui.head.replaceChildren(
    h("h1", { text: GAME_TITLES[app.room.game] || app.room.game }),
    h("span", { class: "who", text: app.me ? `You are ${names(app.me.seat)}` : "Watching" }),
    status,
  );
  app.ui = ui;
  app.log = new GameLog(ui.logList, { names, describe: app.module.describeEvent && ((ev, n) => app.module.describeEvent(ev, n, ctxBase())) });
  app.builder = new MoveBuilder({ onChange: () => scheduleRender(), onComplete: submit });
  root.replaceChildren(ui.head, ui.waiting, ui.game);
  root.setAttribute("aria-live", "off");
}

function renderConnection(status) {
  const el = app.ui.status;
  el.dataset.conn = status;
  root.dataset.conn = status;
  el.textContent = { live: "Live", connecting: "Connecting…", reconnecting: "Reconnecting…" }[status] || status;
}

function link(path) {
  return `${location.origin}${path}`;
}

function copyField(id, label, value) {
  const input = h("input", { id, readonly: true, value, "aria-label": label });
  const btn = h("button", { type: "button", text: "Copy", "aria-label": `Copy the ${label.toLowerCase()}` });
  btn.addEventListener("click", async () => {
    input.select();
    try { await navigator.clipboard.writeText(value); btn.textContent = "Copied"; } catch (err) { document.execCommand("copy"); }
  });
  return h("div", { class: "copy" }, [h("label", { for: id, text: label }), h("div", { class: "row" }, [input, btn])]);
}

function renderRoom() {
  const { ui, room } = app;
  const open = room.status === "open";
  ui.waiting.hidden = !open;
  ui.game.hidden = open;
  if (app.me) {
    const mine = room.seats[app.me.seat];
    ui.head.querySelector(".who").textContent = `You are ${(mine && mine.name) || app.me.name}`;
  }
  if (!open) {
    renderPlayers();
    return;
  }
  const isHost = app.me && app.me.seat === 0;
  const full = room.seats.every((s) => s.taken);
  const seats = h("ul", { class: "seats", id: "seats" }, room.seats.map((s) => h("li", {
    class: s.taken ? "taken" : "free", "data-seat": s.seat }, [
    h("span", { class: "dot", style: `background:${seatColour(s.seat)}` }),
    s.taken ? `${s.name}${s.kind === "bot" ? " · bot" : ""}${app.me && app.me.seat === s.seat ? " (you)" : ""}` : "waiting for a player…",
  ])));
  const controls = [];
  if (isHost) {
    const level = h("select", { id: "bot-level", "aria-label": "Bot level" },
      ["greedy", "random", "strong"].map((l) => h("option", { value: l, text: `${l} bot` })));
    const add = h("button", { type: "button", id: "add-bot", disabled: full, text: "Add a bot" });
    add.addEventListener("click", () => guarded(() => api.addBot(roomId, app.me.token, level.value)));
    const start = h("button", { type: "button", id: "start", class: "primary", disabled: !full, text: "Start the game" });
    start.addEventListener("click", () => guarded(() => api.start(roomId, app.me.token)));
    controls.push(h("div", { class: "row" }, [level, add, start]));
  } else {
    controls.push(h("p", { text: full ? "Waiting for the host to start…" : "Waiting for the seats to fill…" }));
  }
  ui.waiting.replaceChildren(
    h("h2", { text: `${room.players} players · ${Object.entries(room.options || {}).map(([k, v]) => `${humanize(k)}: ${v}`).join(", ") || "standard rules"}${room.turn_seconds ? ` · ${room.turn_seconds} s a turn` : ""}` }),
    copyField("share-link", "Share link", link(`/rooms/${roomId}`)),
    copyField("watch-link", "Spectator link", link(`/rooms/${roomId}?watch=1`)),
    h("h3", { text: "Seats" }), seats, ...controls,
    ...(app.error ? [h("p", { class: "error", role: "alert", text: app.error })] : []),
  );
}

async function guarded(fn) {
  try {
    app.error = "";
    await fn();
  } catch (err) {
    app.error = err.message;
  }
  try { app.room = await api.room(roomId); } catch (err) { /* the socket will tell */ }
  renderRoom();
}

function onState(frame) {
  app.frame = frame;
  app.log.add(frame.version, frame.events);
  if (app.room.status === "open" || app.room.status !== frame.status) {
    app.room = { ...app.room, status: frame.status };
    renderRoom();
  }
  root.dataset.version = frame.version;
  root.dataset.status = frame.status;
  refreshMoves();
  scheduleRender();
}

let movesInFlight = false;
let movesDirty = false;
const isActor = (f) => !!(app.me && f && f.status === "playing" && f.actors.includes(app.me.seat));

// The legal moves of this seat for the latest frame; a late answer for an older frame is dropped.
async function refreshMoves() {
  if (movesInFlight) { movesDirty = true; return; }
  const f = app.frame;
  if (!isActor(f)) {
    app.builder.setMoves([], f ? f.version : null);
    app.movesFor = f ? f.version : -1;
    scheduleRender();
    return;
  }
  movesInFlight = true;
  try {
    const res = await api.moves(roomId, app.me.token);
    const now = app.frame;
    if (isActor(now) && res.version >= now.version) {
      app.builder.setMoves(res.moves, res.version);
      app.movesFor = res.version;
    } else {
      movesDirty = true;
    }
  } catch (err) {
    showError(err.message);
  } finally {
    movesInFlight = false;
  }
  if (movesDirty) { movesDirty = false; await refreshMoves(); return; }
  scheduleRender();
}

async function submit(move, version) {
  app.busy = true;
  app.error = "";
  root.dataset.busy = "1";
  app.builder.setMoves([], version);
  scheduleRender();
  try {
    const res = await api.move(roomId, app.me.token, version, move);
    if (app.frame && res.version === app.frame.version + 1 && res.status) {
      // The socket may be slower than the answer; the socket skips this version later.
      if (app.socket.version === null || app.socket.version < res.version) app.socket.version = res.version;
      onState({ type: "state", ...res });
    }
  } catch (err) {
    if (!(err instanceof ApiError && err.status === 409)) showError(err.message);
  } finally {
    app.busy = false;
    delete root.dataset.busy;
    await refreshMoves();
    scheduleRender();
  }
}

function showError(message) {
  app.error = message;
  scheduleRender();
}

let renderQueued = false;
function scheduleRender() {
  if (renderQueued) return;
  renderQueued = true;
  setTimeout(() => { renderQueued = false; renderGame(); }, 0);
}

function ctxBase() {
  const f = app.frame;
  return {
    view: f && f.view, pub: f && f.view ? f.view.public : {}, priv: f && f.view ? f.view.private || {} : {},
    seat: app.me ? app.me.seat : null, actors: f ? f.actors : [], status: f ? f.status : app.room.status,
    names, players: app.room.players, room: app.room,
  };
}

function renderGame() {
  const f = app.frame;
  if (!f || !f.view) return;
  const { ui, module, builder } = app;
  const ctx = ctxBase();
  const myTurn = !!(app.me && f.status === "playing" && f.actors.includes(app.me.seat));
  const ready = myTurn && !app.busy && app.movesFor >= 0;
  const candidates = ready ? builder.candidates() : [];
  const targets = [];
  ctx.picked = builder.picked;
  ctx.candidates = candidates;
  ctx.myTurn = myTurn;
  const implied = (p) => Object.entries(p).every(([k, v]) => JSON.stringify(builder.picked[k]) === JSON.stringify(v));
  ctx.target = (el, partial, label) => {
    if (!ready || !builder.allows(partial)) return el;
    if (Object.keys(builder.picked).length && implied(partial)) {
      el.classList.add("picked"); // already chosen: the next choice is elsewhere
      return el;
    }
    targets.push(partial);
    el.classList.add("target");
    el.setAttribute("data-target", "board");
    el.setAttribute("role", "button");
    el.setAttribute("tabindex", "0");
    if (label) el.setAttribute("aria-label", label);
    const go = (e) => { e.preventDefault(); e.stopPropagation(); builder.pick(partial); };
    el.addEventListener("click", go);
    el.addEventListener("keydown", (e) => { if (e.key === "Enter" || e.key === " ") go(e); });
    return el;
  };
  ctx.isPicked = (partial) => Object.keys(partial).length > 0 && matches(builder.picked, partial);
  let board;
  try {
    board = module.render(ctx);
  } catch (err) {
    console.error(err);
    board = h("pre", { class: "error", text: `The board could not be drawn: ${err.message}` });
  }
  ui.board.replaceChildren(board);
  // Every legal move no board target can reach becomes a named button.
  const covered = (m) => targets.some((p) => matches(m, { ...builder.picked, ...p }));
  const rest = candidates.filter((m) => !covered(m));
  const buttons = rest.map((m) => {
    const label = safe(() => module.describeMove(m, ctx)) || describeGeneric(m);
    const b = h("button", { type: "button", class: "move-button", "data-target": "button", text: label });
    b.addEventListener("click", () => builder.choose(m));
    return b;
  });
  if (Object.keys(builder.picked).length) {
    const cancel = h("button", { type: "button", class: "cancel", id: "cancel", text: "Cancel this choice" });
    cancel.addEventListener("click", () => builder.reset());
    buttons.push(cancel);
  }
  ui.actions.replaceChildren(...buttons);
  ui.actions.hidden = !buttons.length;
  // The prompt says what to do now.
  let prompt;
  if (f.status === "finished") prompt = "The game is over.";
  else if (!app.me) prompt = `Watching. ${waitingText(f.actors, !!safe(() => module.simultaneous && module.simultaneous(ctx.pub)))}`;
  else if (app.busy) prompt = "Sending your move…";
  else if (myTurn && app.movesFor < 0) prompt = "Loading your moves…";
  else if (myTurn) prompt = safe(() => module.prompt(ctx)) || "Your move.";
  else prompt = waitingText(f.actors, !!safe(() => module.simultaneous && module.simultaneous(ctx.pub)));
  ui.prompt.textContent = prompt;
  ui.prompt.classList.toggle("your-turn", myTurn);
  if (app.error) ui.prompt.append(h("span", { class: "error", role: "alert", text: ` ${app.error}` }));
  root.dataset.myTurn = myTurn ? "1" : "0";
  root.dataset.ready = ready && candidates.length ? "1" : "0";
  renderPlayers();
  if (f.status === "finished" && f.outcome && !app.endShown) {
    app.endShown = true;
    ui.end.hidden = false;
    renderEnd(ui.end, { room: roomId, outcome: f.outcome, names: app.room.seats.map((s) => names(s.seat)),
      labels: module.labels, details: module.details ? safe(() => module.details(ctx)) : null, headline: module.headline ? safe(() => module.headline(f.outcome, ctx)) : null }).then(() => { root.dataset.ended = "1"; });
  }
}

function waitingText(actors, simultaneous) {
  if (!actors || !actors.length) return "";
  if (actors.length > 1 || simultaneous) return `Still choosing: ${actors.map(names).join(", ")}.`;
  return `Waiting for ${names(actors[0])}…`;
}

function safe(fn) {
  try { return fn(); } catch (err) { console.error(err); return null; }
}

function describeGeneric(m) {
  const rest = Object.entries(m).filter(([k]) => k !== "type").map(([k, v]) => `${humanize(k)} ${Array.isArray(v) ? v.map(humanize).join(" then ") : humanize(v)}`);
  return `${humanize(m.type)}${rest.length ? ": " + rest.join(", ") : ""}`;
}

function renderPlayers() {
  const { ui, room, frame, module } = app;
  if (!frame || !frame.view) {
    ui.players.replaceChildren(h("h2", { text: "Players" }));
    return;
  }
  const ctx = ctxBase();
  const simultaneous = frame.actors.length > 1 || !!safe(() => module.simultaneous && module.simultaneous(ctx.pub));
  const rows = room.seats.map((s) => {
    const acting = frame.status === "playing" && frame.actors.includes(s.seat);
    const score = safe(() => module.score(ctx, s.seat));
    let state = frame.status !== "playing" ? "" : acting ? (simultaneous ? "choosing…" : "to play") : (simultaneous ? "ready" : "");
    if (s.away && frame.status === "playing") state = `away (a bot plays)${state ? " · " + state : ""}`;
    if (acting && s.deadline) {
      const left = Math.round((Date.parse(s.deadline) - Date.now()) / 1000);
      if (left > 0) state += ` · ${left >= 120 ? Math.round(left / 60) + " min" : left + " s"} left`;
    }
    return h("li", { class: `player${acting ? " acting" : ""}`, "data-seat": s.seat }, [
      h("span", { class: "dot", style: `background:${seatColour(s.seat)}` }),
      h("span", { class: "pname", text: `${names(s.seat)}${s.kind === "bot" ? " · bot" : ""}${app.me && app.me.seat === s.seat ? " (you)" : ""}` }),
      h("span", { class: "pstate", text: state }),
      h("span", { class: "pscore", "aria-label": `score of ${names(s.seat)}`, text: score === null || score === undefined ? "" : String(score) }),
    ]);
  });
  ui.players.replaceChildren(h("h2", { text: "Players" }), h("ul", { class: "player-list" }, rows));
}

boot();
