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

export function saveSeat(room, seat, token, name) {
  localStorage.setItem(KEY(room), JSON.stringify({ seat, token, name, saved: Date.now() }));
}

export function forgetSeat(room) {
  localStorage.removeItem(KEY(room));
}
