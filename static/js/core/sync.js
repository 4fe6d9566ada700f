// Keeping this seat's legal moves in step with the latest state, sending the chosen move, and
// finding the way back by itself when a call fails: the state, the log and the moves are fetched
// again (with a growing delay while the server cannot be reached) until the page is in step.
import { api, ApiError } from "./api.js";
import { errorText, t } from "./i18n.js";

// `game`: the room's game, whose board may word its own refusals (core/i18n.js errorText).
export function failureText(err, game) {
  if (!(err instanceof ApiError)) return t("sync.failed");
  if (err.status === 0) return t("sync.unreachable");
  if (err.status === 409) return t("sync.moved_on");
  if (err.status >= 500) return t("sync.server_problem");
  return errorText(err.code, err.message, game);
}

export class MoveSync {
  // `app` holds the page state (frame, me, builder, socket, log); `onState` takes a state answer
  // (from a move or a resync); `redraw` and `showError` update the page.
  constructor(app, roomId, { onState, redraw, showError }) {
    this.app = app;
    this.roomId = roomId;
    this.onState = onState;
    this.redraw = redraw;
    this.showError = showError;
    this.inFlight = false;
    this.dirty = false;
    this.movesFor = -1; // version of the move list the builder holds
    this.busy = false; // a move is on its way
    this.recovering = false;
    this.retry = null;
    this.attempt = 0;
  }

  isActor(f = this.app.frame) {
    const me = this.app.me;
    return !!(me && f && f.status === "playing" && f.actors.includes(me.seat));
  }

  // The legal moves of this seat for the latest frame; a late answer for an older frame is dropped.
  async refresh() {
    if (this.inFlight) { this.dirty = true; return; }
    const { app } = this;
    const f = app.frame;
    if (!this.isActor(f)) {
      app.builder.setMoves([], f ? f.version : null);
      this.movesFor = f ? f.version : -1;
      this.redraw();
      return;
    }
    if (Array.isArray(f.moves) && Array.isArray(f.previews) && f.previews.length === f.moves.length) {
      // The frame carries this seat's moves and what each is worth: no call to make.
      app.builder.setMoves(f.moves, f.version, f.previews);
      this.movesFor = f.version;
      this.redraw();
      return;
    }
    this.inFlight = true;
    let failed = null;
    try {
      const res = await api.moves(this.roomId, app.me.token);
      if (this.isActor(app.frame) && res.version >= app.frame.version) {
        app.builder.setMoves(res.moves, res.version, res.previews);
        this.movesFor = res.version;
      } else {
        this.dirty = true;
      }
    } catch (err) {
      failed = err;
    } finally {
      this.inFlight = false;
    }
    if (failed) { this.fail(failed); return; }
    if (this.dirty) { this.dirty = false; await this.refresh(); return; }
    this.redraw();
  }

  async submit(move, version) {
    const { app } = this;
    this.busy = true;
    this.showError("");
    app.root.dataset.busy = "1";
    app.builder.setMoves([], version);
    this.redraw();
    let failed = null;
    try {
      const res = await api.move(this.roomId, app.me.token, version, move);
      app.lastMine = res.version; // what others did after this is "since my last move"
      if (app.coach) app.coach.moved();
      if (app.frame && res.version === app.frame.version + 1 && res.status) {
        // The socket may be slower than the answer; the socket skips this version later.
        if (app.socket.version === null || app.socket.version < res.version) app.socket.version = res.version;
        this.onState({ type: "state", ...res });
      }
    } catch (err) {
      failed = err;
    } finally {
      this.busy = false;
      delete app.root.dataset.busy;
    }
    if (failed && failed instanceof ApiError && failed.status >= 400 && failed.status < 500 && failed.status !== 409) {
      // The rules refused the move: say why and offer the moves again.
      this.showError(errorText(failed.code, failed.message, this.app.room.game));
      this.movesFor = -1;
      await this.refresh();
      return;
    }
    if (failed) { this.fail(failed); return; }
    await this.refresh();
    this.redraw();
  }

  // A call failed: say so, then fetch everything again until it works.
  fail(err) {
    this.showError(failureText(err, this.app.room.game));
    this.movesFor = -1;
    this.app.builder.setMoves([], null);
    if (!this.recovering) {
      this.recovering = true;
      this.attempt = 0;
      this.app.root.dataset.recovering = "1";
    }
    clearTimeout(this.retry);
    this.retry = setTimeout(() => this.resync(), this.attempt ? Math.min(5000, 500 * 2 ** (this.attempt - 1)) : 0);
    this.redraw();
  }

  async resync() {
    const { app } = this;
    this.attempt += 1;
    try {
      const token = app.me && app.me.token;
      const res = await api.state(this.roomId, token);
      if (!app.frame || res.version > app.frame.version) {
        // Events of the versions missed meanwhile, then the state itself.
        const entries = await api.log(this.roomId, token);
        for (const e of entries) if (e.version < res.version) app.log.add(e.version, e.events);
        if (app.socket.version === null || app.socket.version < res.version) app.socket.version = res.version;
        this.onState({ type: "state", ...res });
      }
      this.recovering = false;
      delete app.root.dataset.recovering;
      this.showError("");
      this.movesFor = -1;
      await this.refresh();
    } catch (err) {
      this.retry = setTimeout(() => this.resync(), Math.min(5000, 500 * 2 ** (this.attempt - 1)));
      this.showError(failureText(err, this.app.room.game));
    }
  }
}
