// Whose turn, at a glance: while it is this seat's turn the tab title starts with "Your turn" and
// the favicon turns orange; an optional chime (off by default, remembered) marks the moment it
// becomes this seat's turn.
import { t } from "./i18n.js";

const SOUND_KEY = "panorama.sound";

export function soundOn() {
  try { return localStorage.getItem(SOUND_KEY) === "on"; } catch (err) { return false; }
}

export function setSound(on) {
  try { localStorage.setItem(SOUND_KEY, on ? "on" : "off"); } catch (err) { /* private mode */ }
}

function chime() {
  const Ctx = window.AudioContext || window.webkitAudioContext;
  if (!Ctx) return;
  try {
    const audio = new Ctx();
    const now = audio.currentTime;
    [660, 880].forEach((freq, i) => {
      const osc = audio.createOscillator();
      const gain = audio.createGain();
      osc.frequency.value = freq;
      gain.gain.setValueAtTime(0.0001, now + i * 0.16);
      gain.gain.exponentialRampToValueAtTime(0.2, now + i * 0.16 + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, now + i * 0.16 + 0.3);
      osc.connect(gain).connect(audio.destination);
      osc.start(now + i * 0.16);
      osc.stop(now + i * 0.16 + 0.32);
    });
    setTimeout(() => audio.close(), 800);
  } catch (err) { /* no audio device */ }
}

export class TurnSignal {
  constructor(baseTitle) {
    this.baseTitle = baseTitle;
    this.mine = false;
    this.icon = document.getElementById("favicon");
  }

  update(myTurn) {
    if (myTurn === this.mine) return;
    this.mine = myTurn;
    document.title = myTurn ? t("turn.tab_title", { title: this.baseTitle }) : this.baseTitle;
    if (this.icon) this.icon.setAttribute("href", myTurn ? "/static/img/favicon-turn.svg" : "/static/img/favicon.svg");
    if (myTurn && soundOn()) chime();
  }
}

// The "Sound" switch of the room header.
export function soundToggle(h) {
  const btn = h("button", { type: "button", class: "sound", id: "sound", "aria-pressed": soundOn() ? "true" : "false" });
  const label = () => { btn.textContent = `♪ ${soundOn() ? t("sound.on") : t("sound.off")}`; btn.setAttribute("aria-pressed", soundOn() ? "true" : "false"); };
  label();
  btn.title = t("sound.title");
  btn.addEventListener("click", () => { setSound(!soundOn()); label(); if (soundOn()) chime(); });
  return btn;
}
