// REST client of the v1 contract. Errors come back as ApiError with the server's code and message.
import { lang } from "./i18n.js";

export class ApiError extends Error {
  constructor(status, code, message) {
    super(message);
    this.status = status;
    this.code = code;
  }
}

export async function call(method, path, { token, body } = {}) {
  const headers = { Accept: "application/json" };
  if (body !== undefined) headers["Content-Type"] = "application/json";
  if (token) headers.Authorization = `Bearer ${token}`;
  let res;
  try {
    res = await fetch(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  } catch (err) {
    throw new ApiError(0, "network", "the server cannot be reached");
  }
  let data = null;
  try { data = await res.json(); } catch (err) { data = null; }
  if (!res.ok) {
    const e = (data && data.error) || {};
    throw new ApiError(res.status, e.code || `http_${res.status}`, e.message || res.statusText);
  }
  return data;
}

// The most entries GET /log answers at a time (app/services/gamelog.py LOG_PAGE).
const LOG_PAGE = 500;

// The log after version `after` (up to version `upto`, else to its end), read a page at a time.
async function readLog(room, token, after = 0, upto = Infinity) {
  const entries = [];
  for (;;) {
    const page = await call("GET", `/api/rooms/${room}/log?after=${after}`, { token });
    entries.push(...page.filter((e) => e.version <= upto));
    if (page.length < LOG_PAGE || !page.length || page[page.length - 1].version >= upto) return entries;
    after = page[page.length - 1].version;
  }
}

export const api = {
  games: () => call("GET", `/api/games?lang=${lang}`),
  game: (game) => call("GET", `/api/games/${game}?lang=${lang}`),
  createRoom: (game, players, options, name, turnSeconds, isPublic = false) => call("POST", "/api/rooms", {
    body: { game, players, options, name, public: isPublic, ...(turnSeconds ? { turn_seconds: turnSeconds } : {}) } }),
  openTables: (offset = 0, limit = 10) => call("GET", `/api/rooms?status=open&public=true&limit=${limit}&offset=${offset}`),
  summaries: (rooms) => call("GET", `/api/room-summaries?ids=${rooms.map(encodeURIComponent).join(",")}`),
  removeSeat: (room, token, seat) => call("DELETE", `/api/rooms/${room}/seats/${seat}`, { token }),
  botLevel: (room, token, seat, level) => call("PATCH", `/api/rooms/${room}/seats/${seat}`, { token, body: { level } }),
  reorder: (room, token, order) => call("POST", `/api/rooms/${room}/order`, { token, body: { order } }),
  colour: (room, token, colour) => call("PUT", `/api/rooms/${room}/colour`, { token, body: { colour } }),
  leave: (room, token) => call("POST", `/api/rooms/${room}/leave`, { token }),
  comeBack: (room, token) => call("POST", `/api/rooms/${room}/return`, { token }),
  rematch: (room, token) => call("POST", `/api/rooms/${room}/rematch`, { token }),
  room: (room) => call("GET", `/api/rooms/${room}`),
  join: (room, name) => call("POST", `/api/rooms/${room}/join`, { body: { name } }),
  addBot: (room, token, level) => call("POST", `/api/rooms/${room}/bots`, { token, body: level ? { level } : {} }),
  inviteBot: (room, token, name) => call("POST", `/api/rooms/${room}/invites`, { token, body: { name } }),
  start: (room, token) => call("POST", `/api/rooms/${room}/start`, { token }),
  // The calls of a seat's turn ask for previews, what each legal move is worth, in the page's language.
  state: (room, token) => call("GET", `/api/rooms/${room}/state?preview=true&lang=${lang}`, { token }),
  moves: (room, token) => call("GET", `/api/rooms/${room}/moves?preview=true&lang=${lang}`, { token }),
  move: (room, token, version, move) => call("POST", `/api/rooms/${room}/moves?preview=true&lang=${lang}`, { token, body: { version, move } }),
  scores: (room) => call("GET", `/api/rooms/${room}/scores`),
  standings: (room) => call("GET", `/api/rooms/${room}/standings`),
  hint: (room, token) => call("GET", `/api/rooms/${room}/hint?lang=${lang}`, { token }),
  review: (room) => call("GET", `/api/rooms/${room}/review?lang=${lang}`),
  switchHints: (room, token, hints) => call("PUT", `/api/rooms/${room}/hints`, { token, body: { hints } }),
  log: readLog,
};
