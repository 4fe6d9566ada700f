// The room's websocket: says hello with the seat token and the last version seen, reconnects by
// itself with a growing delay, and resumes from the last version so no state is skipped. A socket
// that stops delivering frames (not even the answer to a ping) within `pongTimeout` is treated as
// down: closed and opened again, so the badge never says "Live" over a dead connection. A seat's
// frames carry previews (what each of its moves is worth) in the page's language. A socket that was
// away longer than the server keeps versions in memory gets their log entries instead (`onLog`),
// and reads any older than the 500 a log frame carries from GET /log.
import { api } from "./api.js";
import { lang } from "./i18n.js";

export class RoomSocket {
  constructor(room, { token, onState, onLog, onRoom, onStatus, onError, onChat }) {
    this.room = room;
    this.token = token;
    this.onState = onState;
    this.onLog = onLog || (() => {});
    this.onRoom = onRoom || (() => {});
    this.onChat = onChat || (() => {});
    this.onStatus = onStatus || (() => {});
    this.onError = onError || (() => {});
    this.version = null; // last state version handled
    this.ws = null;
    this.attempt = 0;
    this.closed = false;
    this.pinger = null;
    this.status = "connecting";
    this.pingEvery = 15000;
    this.pongTimeout = 5000;
    this.lastSeen = 0;
  }

  connect() {
    if (this.closed) return;
    const proto = location.protocol === "https:" ? "wss:" : "ws:";
    const ws = new WebSocket(`${proto}//${location.host}/ws/rooms/${this.room}`);
    this.ws = ws;
    this.setStatus(this.attempt ? "reconnecting" : "connecting");
    ws.onopen = () => {
      const hello = { type: "hello", previews: true, lang };
      if (this.token) hello.token = this.token;
      if (this.version !== null) hello.version = this.version;
      ws.send(JSON.stringify(hello));
      this.attempt = 0;
      this.setStatus("live");
      this.lastSeen = Date.now();
      this.watch(ws);
    };
    ws.onmessage = (msg) => {
      if (this.ws !== ws) return;
      this.lastSeen = Date.now();
      let frame;
      try { frame = JSON.parse(msg.data); } catch (err) { return; }
      if (frame.type === "state") {
        if (this.version !== null && frame.version <= this.version) return;
        this.version = frame.version;
        this.onState(frame);
      } else if (frame.type === "log") {
        const first = frame.entries.length ? frame.entries[0].version : null;
        if (this.version !== null && first !== null && first > this.version + 1) {
          api.log(this.room, this.token, this.version, first - 1).then(this.onLog, () => {});
        }
        this.onLog(frame.entries);
      } else if (frame.type === "room") {
        this.onRoom(frame);
      } else if (frame.type === "chat") {
        this.onChat(frame);
      } else if (frame.type === "error") {
        this.onError(frame);
      }
    };
    ws.onclose = () => {
      if (this.ws !== ws || this.closed) return;
      clearInterval(this.pinger);
      this.ws = null;
      this.attempt += 1;
      this.setStatus("reconnecting");
      const delay = Math.max(this.hold || 0, Math.min(5000, 250 * 2 ** Math.min(this.attempt - 1, 5)));
      this.hold = 0;
      this.timer = setTimeout(() => this.connect(), delay);
    };
  }

  // Ping when nothing came for `pingEvery`; no frame within `pongTimeout` after that: down.
  watch(ws) {
    clearInterval(this.pinger);
    let pingedAt = 0;
    this.pinger = setInterval(() => {
      if (this.ws !== ws || ws.readyState !== WebSocket.OPEN) return;
      const now = Date.now();
      if (pingedAt && this.lastSeen < pingedAt && now - pingedAt > this.pongTimeout) {
        pingedAt = 0;
        ws.onclose(); // reconnect now; the dead socket is dropped without waiting for its close
        try { ws.close(); } catch (err) { /* already closing */ }
        return;
      }
      if (now - this.lastSeen >= this.pingEvery && (!pingedAt || this.lastSeen >= pingedAt)) {
        pingedAt = now;
        try { ws.send('{"type":"ping"}'); } catch (err) { /* the close handler follows */ }
      }
    }, 1000);
  }

  // Drop the connection as a network failure would; the next attempt waits at least `holdMs`.
  drop(holdMs = 0) {
    this.hold = holdMs;
    if (this.ws) this.ws.close();
  }

  // As over a dead network: frames stop arriving and nothing leaves, though the socket stays
  // open; `pingEvery`/`pongTimeout` may be shortened so the watchdog notices soon (for tests).
  stall(pingEvery = this.pingEvery, pongTimeout = this.pongTimeout) {
    Object.assign(this, { pingEvery, pongTimeout });
    if (this.ws) {
      this.ws.onmessage = () => {};
      this.ws.send = () => {};
    }
  }

  close() {
    this.closed = true;
    clearTimeout(this.timer);
    clearInterval(this.pinger);
    if (this.ws) this.ws.close();
  }

  setStatus(status) {
    this.status = status;
    this.onStatus(status);
  }
}
