// /learn/<game>: starts a guided first game (POST /api/learn/<game>) and takes the learner to its
// room, where the coach (core/coach.js) leads the lessons.
import { call } from "./core/api.js";
import { errorText, lang, t } from "./core/i18n.js";
import { saveSeat } from "./core/seats.js";

const root = document.getElementById("learn-root");
const game = root.dataset.game;

async function begin() {
  try {
    const seat = await call("POST", `/api/learn/${encodeURIComponent(game)}?lang=${lang}`, { body: {} });
    saveSeat(seat.room, seat.seat, seat.token, t("learn.you"));
    const asked = new URLSearchParams(location.search).get("lang");
    location.replace(`/rooms/${seat.room}${asked ? `?lang=${encodeURIComponent(asked)}` : ""}`);
  } catch (err) {
    root.textContent = t("learn.failed", { reason: errorText(err.code, err.message) });
  }
}

begin();
