// /learn/<game>: starts a guided first game (POST /api/learn/<game>) and takes the learner to its
// room, where the coach (core/coach.js) leads the lessons.
import { call } from "./core/api.js";
import { errorText, lang, t } from "./core/i18n.js";
import { saveSeat } from "./core/seats.js";

const root = document.getElementById("learn-root");
const game = root.dataset.game;

async function begin() {
  try {
    // The learner is named as in the lobby, else "Learner": the log speaks of every seat in the
    // third person ("Learner gains 1 sandal").
    const name = (localStorage.getItem("panorama.name") || "").trim() || t("learn.name");
    const seat = await call("POST", `/api/learn/${encodeURIComponent(game)}?lang=${lang}`, { body: { name } });
    saveSeat(seat.room, seat.seat, seat.token, name, { guided: game });
    const asked = new URLSearchParams(location.search).get("lang");
    location.replace(`/rooms/${seat.room}${asked ? `?lang=${encodeURIComponent(asked)}` : ""}`);
  } catch (err) {
    root.textContent = t("learn.failed", { reason: errorText(err.code, err.message) });
  }
}

begin();
