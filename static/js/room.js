// The room page: waiting room, the game itself (board, prompt, actions, players, log) and the end
// screen, everything live over the websocket. The pieces live in core/; this module wires them.
import { confirmButtons } from "./core/actionbar.js";
import { isolate, seatName } from "./core/names.js";
import { api, call } from "./core/api.js";
import { startClock } from "./core/clock.js";
import { h, setSeatColours, setText } from "./core/dom.js";
import { loadModule, loadRoom, seatHelpers } from "./core/modules.js";
import { renderEnd } from "./core/endscreen.js";
import { renderJoin } from "./core/join.js";
import { ChatPanel } from "./core/chat.js";
import { GameLog } from "./core/log.js";
import { MoveBuilder } from "./core/moves.js";
import { newsLine } from "./core/news.js";
import { adoptSeatFromFragment, renderMySeat, renderRematch } from "./core/myseat.js";
import { renderPlayers, renderStrip } from "./core/players.js";
import { forgetSeat, guidedGameDone, loadSeat, saveSeat } from "./core/seats.js";
import { buildShell as frame, showConnection } from "./core/shell.js";
import { RoomSocket } from "./core/socket.js";
import { MoveSync } from "./core/sync.js";
import { boardContext, deviceWords, moveButtons, moveLabel, promptText, safe } from "./core/table.js";
import { hideTips, installTips } from "./core/tips.js";
import { addZoom } from "./core/zoom.js";
import { bringIntoView, TargetFocus } from "./core/focus.js";
import { TurnSignal } from "./core/turn.js";
import { renderWaiting } from "./core/waiting.js";
import { errorText, lang, listText, t } from "./core/i18n.js";
import { Coach } from "./core/coach.js";
import { signed } from "./core/worth.js";

const root = document.getElementById("room-root");
const roomId = root.dataset.room;
const watching = new URLSearchParams(location.search).has("watch");

const app = {
  root,
  room: null, // room info
  me: null, // {seat, token, name} or null for a spectator
  frame: null, // last state frame
  module: null,
  socket: null,
  log: null,
  ui: null,
  builder: null,
  sync: null,
  error: "",
  roomFrames: 0, // room frames received, so that an older REST answer never replaces a newer frame
  confirming: null, // {move, version, question}: a move waiting for "Confirm"
  hint: null, // the expert's answer shown: {version, move, preview, text, moves}
  hintAsked: null, // a hint on its way: {version, moves}
  turn: null,
  endShown: false,
};
// A handle for tests and debugging that carries no seat token (a global is readable by any script).
window.panorama = { socket: {
  drop: (ms) => app.socket && app.socket.drop(ms),
  stall: (pingEvery, pongTimeout) => app.socket && app.socket.stall(pingEvery, pongTimeout),
} };

const gameTitle = () => (app.catalog && app.catalog.title) || "Panorama";

function names(seat) {
  return seatName(app.room && app.room.seats[seat], seat);
}

async function boot() {
  const loaded = await loadRoom(root, roomId);
  if (!loaded) return;
  ({ room: app.room, catalog: app.catalog } = loaded);
  document.title = t("room.title", { game: gameTitle(), room: roomId });
  app.turn = new TurnSignal(document.title);
  const carried = await adoptSeatFromFragment(roomId);
  app.me = carried || (watching ? null : loadSeat(roomId));
  app.late = !app.me && !watching && app.room.status !== "open";
  if (!app.me && !watching && app.room.status === "open") {
    renderJoin(root, { roomId, room: app.room, title: gameTitle(), onJoined: async (me) => {
      app.me = me;
      app.room = await api.room(roomId);
      await enter();
    } });
    return;
  }
  await enter();
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
      app.madeBefore = app.me ? entries.filter((e) => e.seat === app.me.seat).length : 0;
      const last = entries.length ? entries[entries.length - 1].version : 0;
      since = last >= 1 ? last - 1 : null;
    } catch (err) {
      if (err.status === 401 && app.me) {
        forgetSeat(roomId); // a token for another server or a reset database
        app.me = null;
      }
    }
  }
  if (app.room.tutorial && app.me) {
    try {
      app.coach = new Coach(await call("GET", `/api/learn/${app.room.game}?lang=${lang}`), app.madeBefore || 0);
      root.dataset.tutorial = "1";
    } catch (err) { app.coach = null; }
  }
  const socket = new RoomSocket(roomId, {
    token: app.me && app.me.token,
    onState,
    onLog: (entries) => { for (const e of entries) app.log.add(e.version, e.events); },
    onRoom: (info) => { app.room = info; app.roomFrames += 1; followSeat(info.you); app.chat.setRoom(info, app.me); renderRoom(); scheduleRender(); },
    onChat: (message) => app.chat.add(message),
    onStatus: (status) => showConnection(app.ui, root, status),
    onError: (frame) => {
      if (frame.code === "bad_token") {
        // The stored seat is not valid here (another server, a reset database): watch instead.
        forgetSeat(roomId);
        app.me = null;
        socket.token = null;
        app.ui.who.textContent = t("room.watching");
      }
      showError(errorText(frame.code, frame.message));
    },
  });
  socket.version = since;
  app.socket = socket;
  socket.connect();
}


function buildShell() {
  const ui = frame({ catalog: app.catalog, legendIcon: app.module.legendIcon, worthBest: !!app.module.worthBest, players: app.room.players, title: gameTitle(), who: app.me ? t("room.you_are", { name: names(app.me.seat) }) : t("room.watching") });
  app.ui = ui;
  app.log = new GameLog(ui.logList, { names, catalog: app.catalog,
    describe: app.module.describeEvent && ((ev, n) => app.module.describeEvent(ev, n, ctxBase())) });
  pointFromLog(ui.logList);
  app.sync = new MoveSync(app, roomId, { onState, redraw: scheduleRender, showError });
  app.builder = new MoveBuilder({ onChange: () => scheduleRender(), onComplete: complete });
  ui.notice = h("p", { class: "notice card", id: "late-notice", role: "status", hidden: !app.late,
    text: app.room.status === "finished" ? t("room.late_finished") : t("room.late_playing") });
  ui.mySeat = h("section", { class: "my-seat card", id: "my-seat", "aria-label": t("room.your_seat"), hidden: true });
  ui.rematch = h("div", { class: "rematch", id: "rematch" });
  ui.end.before(ui.rematch);
  ui.players.after(ui.mySeat);
  root.replaceChildren(ui.head, ui.notice, ui.waiting, ui.game);
  root.setAttribute("aria-live", "off");
  installTips(ui.board);
  startClock(root);
  app.chat = new ChatPanel(ui.chat, { roomId, me: app.me, room: app.room, side: ui.side, tab: ui.side.querySelector('[data-tab="chat-panel"]') });
}

// A log line points at the place it names on the board (the board module's `whereOf(event,
// ctx)` gives the keys of its elements' data-where): while hovered, or for a few seconds after a
// tap, which on a phone also brings the place into sight.
function pointFromLog(list) {
  let timer = null;
  const clear = () => { for (const el of document.querySelectorAll("#board .pointed")) el.classList.remove("pointed"); };
  const point = (li) => {
    clear();
    if (!li || !li.logEvent || !app.module || !app.module.whereOf) return [];
    const keys = safe(() => app.module.whereOf(li.logEvent, ctxBase())) || [];
    const found = keys.flatMap((k) => [...document.querySelectorAll(`#board [data-where="${CSS.escape(String(k))}"]`)]);
    for (const el of found) el.classList.add("pointed");
    return found;
  };
  list.addEventListener("mouseover", (e) => point(e.target.closest("li")));
  list.addEventListener("mouseleave", clear);
  list.addEventListener("click", (e) => {
    const found = point(e.target.closest("li"));
    clearTimeout(timer);
    timer = setTimeout(clear, 3000);
    if (found.length && PHONE.matches) found[0].scrollIntoView({ behavior: "smooth", block: "center" });
  });
}

// The versions since this seat last acted, with the others' events: what happened since my last
// decision, for the board to mark.
function recentOf(me) {
  if (!app.log || !me) return [];
  const after = Math.max(app.lastMine || 0, app.log.lastBy(me.seat));
  return app.log.since(after).map(({ version, events }) => ({ version, events: events.filter((e) => e.seat !== me.seat) }))
    .filter((r) => r.events.length);
}

function renderRoom() {
  const { ui, room } = app;
  setSeatColours(room.seats.map((s) => s.colour));
  const open = room.status === "open";
  ui.waiting.hidden = !open;
  ui.game.hidden = open;
  // The chat is in the waiting room too (under the seats), and beside the log once the game starts.
  if (open && ui.chat.parentElement !== root) ui.waiting.after(ui.chat);
  else if (!open && ui.chat.parentElement === root) ui.side.querySelector("#log-panel").after(ui.chat);
  ui.chat.classList.toggle("waiting-chat", open);
  if (app.me) {
    const mine = room.seats[app.me.seat];
    setText(ui.who, t("room.you_are", { name: isolate((mine && mine.name) || app.me.name) }));
  }
  if (!open) {
    drawPlayers();
    if (app.me) renderMySeat(ui.mySeat, { roomId, room, me: app.me, act: hostAction });
    if (room.status === "finished") {
      renderRematch(ui.rematch, { roomId, room, me: app.me, onSeat: (next) => { location.href = `/rooms/${next}`; } });
    }
    return;
  }
  renderWaiting(ui.waiting, { roomId, room, me: app.me, error: app.error, act: hostAction, title: gameTitle(),
    colours: (app.catalog.data || {}).colours || [],
    props: ((app.catalog.data || {}).options || {}).properties,
    onLeft: () => { forgetSeat(roomId); location.href = "/"; } });
}

// The host may move or free seats before the start: the socket says which seat this token holds now.
function followSeat(you) {
  if (!app.me || you === undefined || you === app.me.seat) return;
  if (you === null) {
    forgetSeat(roomId);
    app.me = null;
    app.socket.token = null;
    app.ui.who.textContent = t("room.watching");
    app.error = t("room.removed");
    return;
  }
  app.me = { ...app.me, seat: you };
  saveSeat(roomId, you, app.me.token, app.me.name);
}

async function hostAction(fn) {
  const seen = app.roomFrames;
  try {
    app.error = "";
    await fn();
  } catch (err) {
    app.error = errorText(err.code, err.message);
  }
  // A room frame that arrived meanwhile (a seat filled, a turn timer set) is newer than this answer.
  try {
    const room = await api.room(roomId);
    if (app.roomFrames === seen) app.room = room;
  } catch (err) { /* the socket will tell */ }
  renderRoom();
}

function onState(frame) {
  if (!app.frame || app.frame.version !== frame.version) hideTips(); // a new turn: the old bubble is stale
  app.frame = frame;
  app.log.add(frame.version, frame.events);
  if (app.room.status === "open" || app.room.status !== frame.status || frame.status === "finished") {
    app.room = { ...app.room, status: frame.status };
    renderRoom();
  }
  root.dataset.version = frame.version;
  root.dataset.status = frame.status;
  app.sync.refresh();
  scheduleRender();
}

function showError(message) {
  app.error = message;
  scheduleRender();
}

// A phone's table: the decision's choices in the pinned bar, the board fitted to what is left.
const PHONE = window.matchMedia("(max-width: 820px)");
PHONE.addEventListener("change", () => scheduleRender());
let resized = null;
window.addEventListener("resize", () => { clearTimeout(resized); resized = setTimeout(() => scheduleRender(), 150); });

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
    names, players: app.room.players, room: app.room, recent: recentOf(app.me),
    catalog: app.catalog, name: (id, kind) => app.catalog.name(id, kind),
    ...seatHelpers(app.room, names),
  };
}

const isSimultaneous = (ctx) => !!safe(() => app.module.simultaneous && app.module.simultaneous(ctx.pub));

function renderGame() {
  const f = app.frame;
  if (!f || !f.view) return;
  const { ui, module, builder, sync } = app;
  const myTurn = sync.isActor(f);
  const coached = app.coach ? app.coach.step(myTurn && f.status === "playing", scheduleRender, app.room.game) : null;
  const ready = myTurn && !sync.busy && sync.movesFor >= 0 && !(coached && coached.reading);
  if (app.hint && app.hint.version !== f.version) {
    // A hint is for its decision: another seat's choice in a simultaneous phase moves the
    // version on and leaves this seat's moves as they were, and the hint stands; anything else
    // (this seat moved, another seat's turn came) ends it.
    if (ready && JSON.stringify(builder.moves) === app.hint.moves) app.hint.version = f.version;
    else if (!myTurn || ready) app.hint = null;
  }
  const hinted = app.hint && app.hint.move;
  const guide = coached && coached.expect ? (picked, partial) => app.coach.leads(picked, partial) : null;
  const { ctx, targets, candidates, hintedNames } = boardContext(ctxBase(), builder, ready, hinted, guide);
  ctx.myTurn = myTurn;
  // While a move is asked, the board may name the move that follows it (Phototour: a die, then
  // a town it reaches): one Confirm sends both (`follow(move, next, ctx)` of a board module words
  // the question).
  ctx.follow = ready && app.confirming && app.module.follow ? followWith : null;
  ctx.followed = (app.confirming && app.confirming.then) || null;
  let board;
  try {
    board = module.render(ctx);
  } catch (err) {
    console.error(err);
    board = h("pre", { class: "error", text: t("board.draw_failed", { reason: err.message }) });
  }
  hideTips(); // a bubble points at the drawing that is being replaced
  ui.board.replaceChildren(board);
  // On a phone the choices of the decision go into the pinned bar, beside the prompt; on a wider
  // screen those a board marks [data-tray=wide] too (its drawings of them stay below, to be read).
  const trayed = PHONE.matches ? "[data-tray]" : "[data-tray=wide]";
  ui.bar.setTray(f.status === "playing" ? [...board.querySelectorAll(trayed)] : [], board.getAttribute("class") || "");
  let buttons = moveButtons(module, ctx, builder, targets, candidates, hinted, coached && coached.expect);
  if (ready && candidates.length && app.room.hints && !Object.keys(builder.picked).length) buttons.push(hintButton(f.version));
  let prompt = promptText({ frame: f, me: app.me, sync, myTurn, names, simultaneous: isSimultaneous(ctx),
    own: () => deviceWords(safe(() => module.prompt(ctx))) });
  if (app.confirming && ready && app.confirming.version !== builder.version) {
    // Another seat moved while this one was confirming (a simultaneous phase): the question
    // stands, asked afresh, while the move is still legal; otherwise the choice starts again.
    const { move, how } = app.confirming;
    const same = JSON.stringify(move);
    const still = candidates.some((m) => JSON.stringify(m) === same);
    const question = still && app.module.confirm ? safe(() => app.module.confirm(move, ctx, how)) : null;
    if (question) app.confirming = { move, how, version: builder.version, question };
    else { builder.picked = {}; app.confirming = null; scheduleRender(); }
  }
  let detail = null;
  if (app.confirming && ready && app.confirming.version === builder.version) {
    const worth = builder.previewOf(app.confirming.move);
    // A move worth nothing now is said in words alone: a bare "0:" read like a slip.
    // The question stays whole; the move's worth in words follows on one line, a tap shows it all.
    detail = !worth ? null
      : signed(worth.points) === "0" ? t("worth.confirm_words", { text: worth.text })
        : t("worth.confirm", { points: signed(worth.points), text: worth.text });
    ({ prompt, buttons } = confirmButtons(deviceWords(app.confirming.question), () => {
      const { move, version, then } = app.confirming;
      app.confirming = null;
      builder.picked = {};
      app.sync.submit(move, version).then(() => followUp(then, version + 1));
    }, () => { app.confirming = null; builder.reset(); }));
  } else if (ready || !myTurn) {
    // While the seat's moves are being fetched afresh (another seat moved in a simultaneous
    // phase) the question waits, and is asked again above once they are in.
    app.confirming = null;
  }
  // Back in the lobby, its new-room form has this game chosen, ready for another.
  if (f.status === "finished") buttons = [h("a", { class: "button primary", href: `/?game=${encodeURIComponent(app.room.game)}`, text: t("common.back_to_lobby") })];
  const mine = app.me && app.room.seats[app.me.seat];
  // The hint speaks until its first step is taken; then the step's own prompt says what comes
  // next, while the hint's targets still glow.
  if (app.hint && ready && !app.confirming && !Object.keys(builder.picked).length) {
    // A move picked on several targets (a tile, then its spot) is named whole where the game can.
    const whole = hintedNames.length > 1 ? safe(() => module.describeMove && module.describeMove(hinted, ctx)) : null;
    const named = whole ? [whole] : hintedNames.length ? hintedNames : buttonNames(candidates, hinted, ctx);
    prompt = named.length && app.hint.preview ? t("hint.named", { name: listText(named), text: app.hint.preview.text }) : app.hint.text;
  }
  if (coached && !app.confirming && !sync.busy) {
    if (coached.prompt) prompt = coached.prompt;
    if (coached.reading) buttons = coached.buttons;
    root.dataset.coach = coached.done ? "done" : coached.reading ? "reading" : coached.expect ? "asking" : "waiting";
    if (coached.done) guidedGameDone(roomId);
  }
  ui.bar.setNews(f.status === "playing" && !module.tellsNews ? safe(() => newsLine(app.log, ctx.recent)) : null);
  ui.bar.render({ prompt, detail, myTurn, deadline: myTurn && mine && mine.deadline, error: app.error, buttons });
  addZoom(ui.board); // once the bar has its height: a board fits what the bar leaves
  if (!app.focus) app.focus = new TargetFocus(ui.board, ui.bar.el);
  app.focus.check(ready && candidates.length ? `${builder.version}|${JSON.stringify(builder.picked)}` : null);
  app.turn.update(myTurn);
  root.dataset.myTurn = myTurn ? "1" : "0";
  root.dataset.ready = ready && candidates.length ? "1" : "0";
  drawPlayers();
  document.documentElement.style.setProperty("--strip-h", `${ui.strip.offsetHeight || 0}px`);
  if (f.status === "finished" && f.outcome && !app.endShown) {
    app.endShown = true;
    ui.end.hidden = false;
    renderEnd(ui.end, { room: roomId, outcome: f.outcome, version: f.version, note: chartNoteOf(ctx), names: app.room.seats.map((s) => names(s.seat)),
      roundWord: module.roundWord ? safe(() => module.roundWord()) : null,
      labels: { ...app.catalog.categories, ...(module.labels || {}) }, catalog: app.catalog, details: module.details ? safe(() => module.details(ctx)) : null,
      headline: module.headline ? safe(() => module.headline(f.outcome, ctx)) : null }).then(() => { root.dataset.ended = "1"; });
    bringIntoView(ui.end);
  }
}

// The name of the hint's move when no board target leads to it: a button's name, else the
// move's own words (a hint is never left without saying what it is).
function buttonNames(candidates, hinted, ctx) {
  if (!hinted) return [];
  const m = candidates.find((c) => JSON.stringify(c) === JSON.stringify(hinted));
  return [moveLabel(app.module, m || hinted, ctx)];
}

// "What would you do?": the expert's move for this decision, marked on the board (its targets
// and buttons glow) with its worth and reason in the prompt, until the decision is made. While
// the expert thinks (long on a busy server) the button says so, across redraws; an answer is
// kept when the decision is still the one asked about (same moves), even if another seat's
// choice in a simultaneous phase moved the version on meanwhile.
function hintButton(version) {
  const moves = JSON.stringify(app.builder.moves);
  const asking = app.hintAsked && app.hintAsked.moves === moves ? app.hintAsked : null;
  const b = h("button", { type: "button", class: "hint-button", id: "hint-button", text: asking ? t("hint.thinking") : t("hint.ask") });
  if (asking) { b.disabled = true; return b; }
  b.addEventListener("click", async () => {
    const asked = { version, moves };
    app.hintAsked = asked;
    b.disabled = true;
    b.textContent = t("hint.thinking");
    try {
      const answer = await api.hint(roomId, app.me.token);
      const still = JSON.stringify(app.builder.moves) === moves && app.sync.isActor(app.frame);
      if (answer.version === app.frame.version || still) app.hint = { ...answer, version: app.frame.version, moves };
    } catch (err) {
      showError(errorText(err.code, err.message));
    } finally {
      if (app.hintAsked === asked) app.hintAsked = null;
    }
    scheduleRender();
    if (app.hint && app.focus) app.focus.reveal(".target.hinted");
  });
  return b;
}

// The game's own words under the score chart (optional `chartNote(ctx)` of a board module).
function chartNoteOf(ctx) {
  return (app.module.chartNote && safe(() => app.module.chartNote(ctx))) || null;
}

// A move the builder completed: sent at once, or first confirmed when the game asks for it (a
// choice in a simultaneous phase that cannot be taken back once sent; a move one tap made).
function complete(move, version, how = { oneTap: false }) {
  if (app.coach && !app.coach.accepts(move)) {
    // A guided game asks for one move at a time: another is refused kindly, and nothing is sent.
    showError(t("learn.not_quite"));
    app.builder.reset();
    return;
  }
  const question = app.module.confirm ? safe(() => app.module.confirm(move, ctxBase(), how)) : null;
  if (question) {
    app.error = ""; // what went wrong before (a lesson's "not quite") is not about this move
    // The whole move stays picked, so the board shows what is being confirmed.
    app.confirming = { move, how, version, question };
    app.builder.picked = { ...move };
    scheduleRender();
    return;
  }
  app.sync.submit(move, version);
}

// The move named to follow the one being confirmed: asked with it, in the board's words.
function followWith(next) {
  const asked = app.confirming;
  if (!asked) return;
  const question = safe(() => app.module.follow(asked.move, next, ctxBase()));
  if (!question) return;
  app.confirming = { ...asked, then: next, question };
  scheduleRender();
}

// Sent once the first move is in, when it is still a legal move of the very next version (else
// the step is left to the player, as if it had not been named).
function followUp(next, version) {
  const { builder } = app;
  if (!next || builder.version !== version || app.confirming) return;
  const same = JSON.stringify(next);
  if (!builder.moves.some((m) => JSON.stringify(m) === same)) return;
  app.sync.submit(next, version);
}

function drawPlayers() {
  const ctx = ctxBase();
  const f = app.frame;
  const score = (seat) => safe(() => app.module.score(ctx, seat));
  const simultaneous = !!f && (f.actors.length > 1 || isSimultaneous(ctx));
  renderPlayers(app.ui.players, { room: app.room, frame: f, me: app.me, names, score, simultaneous });
  renderStrip(app.ui.strip, { room: app.room, frame: f, names, score, simultaneous });
}

boot();
