// The room's websocket: says hello with the seat token and the last version seen, reconnects by
// itself with a growing delay, and resumes from the last version so no state is skipped.

export class RoomSocket {
  constructor(room, { token, onState, onRoom, onStatus, onError }) {
    this.room = room;
    this.token = token;
    this.onState = onState;
    this.onRoom = onRoom || (() => {});
    this.onStatus = onStatus || (() => {});
    this.onError = onError || (() => {});
    this.version = null; // last state version handled
    this.ws = null;
    this.attempt = 0;
    this.closed = false;
    this.pinger = null;
    this.status = "connecting";
  }

  connect() {
    if (this.closed) return;
    const proto = location.protocol === "https:" ? "wss:" : "ws:";
    const ws = new WebSocket(`${proto}//${location.host}/ws/rooms/${this.room}`);
    this.ws = ws;
    this.setStatus(this.attempt ? "reconnecting" : "connecting");
    ws.onopen = () => {
      const hello = { type: "hello" };
      if (this.token) hello.token = this.token;
      if (this.version !== null) hello.version = this.version;
      ws.send(JSON.stringify(hello));
      this.attempt = 0;
      this.setStatus("live");
      clearInterval(this.pinger);
      this.pinger = setInterval(() => {
        if (ws.readyState === WebSocket.OPEN) ws.send('{"type":"ping"}');
      }, 20000);
    };
    ws.onmessage = (msg) => {
      let frame;
      try { frame = JSON.parse(msg.data); } catch (err) { return; }
      if (frame.type === "state") {
        if (this.version !== null && frame.version <= this.version) return;
        this.version = frame.version;
        this.onState(frame);
      } else if (frame.type === "room") {
        this.onRoom(frame);
      } else if (frame.type === "error") {
        this.onError(frame);
      }
    };
    ws.onclose = () => {
      clearInterval(this.pinger);
      if (this.ws !== ws || this.closed) return;
      this.attempt += 1;
      this.setStatus("reconnecting");
      const delay = Math.max(this.hold || 0, Math.min(5000, 250 * 2 ** Math.min(this.attempt - 1, 5)));
      this.hold = 0;
      this.timer = setTimeout(() => this.connect(), delay);
    };
  }

  // Drop the connection as a network failure would; the next attempt waits at least `holdMs`.
  drop(holdMs = 0) {
    this.hold = holdMs;
    if (this.ws) this.ws.close();
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
