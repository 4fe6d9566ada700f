// Seat tokens kept in the browser, one per room, so a reload or a later visit finds the seat again.

const KEY = (room) => `panorama.seat.${room}`;

export function loadSeat(room) {
  try {
    const raw = localStorage.getItem(KEY(room));
    const data = raw ? JSON.parse(raw) : null;
    return data && typeof data.token === "string" ? data : null;
  } catch (err) {
    return null;
  }
}

// `extra.guided` marks a guided first game's seat (the lobby words it so, and forgets it once
// played through); saving the same token again keeps it.
export function saveSeat(room, seat, token, name, extra = {}) {
  const before = loadSeat(room);
  const kept = before && before.token === token && before.guided ? { guided: before.guided, done: before.done } : {};
  localStorage.setItem(KEY(room), JSON.stringify({ seat, token, name, ...kept, ...extra, saved: Date.now() }));
}

// A guided first game played through: it never reaches the game's end (the lessons stop before),
// so the lobby is told here that it is over.
export function guidedGameDone(room) {
  const seat = loadSeat(room);
  if (seat && seat.guided && !seat.done) localStorage.setItem(KEY(room), JSON.stringify({ ...seat, done: true }));
}

export function forgetSeat(room) {
  localStorage.removeItem(KEY(room));
}

// Every seat this browser holds: [{room, seat, token, name, saved}], most recently saved first.
export function allSeats() {
  const out = [];
  for (let i = 0; i < localStorage.length; i += 1) {
    const key = localStorage.key(i);
    if (!key || !key.startsWith("panorama.seat.")) continue;
    const room = key.slice("panorama.seat.".length);
    const data = loadSeat(room);
    if (data) out.push({ room, ...data });
  }
  return out.sort((a, b) => (b.saved || 0) - (a.saved || 0));
}
