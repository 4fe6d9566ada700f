// The room's chat beside the log: messages as plain text (never markup), quick phrases, a field
// for a spectator's name when the host lets spectators chat, the host's switch for that, and on
// phones an unread count on the "Chat" side tab while another tab is shown.
import { call } from "./api.js";
import { h } from "./dom.js";
import { errorText, formatDateTime, t } from "./i18n.js";
import { isolate } from "./names.js";

// Sent as written in the writer's language.
export const QUICK_PHRASES = [t("chat.quick.good_game"), t("chat.quick.your_turn"), t("chat.quick.moment")];
const MAX_CHARS = 500;
const NAME_KEY = "panorama.chatName";

const chatApi = {
  send: (room, token, text, name) => call("POST", `/api/rooms/${room}/chat`, { token, body: name ? { text, name } : { text } }),
  spectators: (room, token, allowed) => call("PUT", `/api/rooms/${room}/chat/spectators`, { token, body: { allowed } }),
};

// When a message was kept, as this language writes a time.
function sentAt(at) {
  const when = at ? new Date(at) : null;
  if (!when || Number.isNaN(when.getTime())) return null;
  return h("time", { class: "chat-time", datetime: at, title: formatDateTime(when), text: formatDateTime(when, { timeStyle: "short" }) });
}

export class ChatPanel {
  // `panel`: the side section to fill; `tab`: its side tab button (phones), or null.
  constructor(panel, { roomId, me, room, tab, side }) {
    this.roomId = roomId;
    this.me = me;
    this.room = room;
    this.tab = tab;
    this.side = side;
    this.seen = new Set();
    this.unread = 0;
    this.list = h("ol", { class: "chat-list", id: "chat-list", "aria-live": "polite" });
    this.error = h("p", { class: "error chat-error", role: "alert" });
    this.input = h("input", { type: "text", id: "chat-input", maxlength: String(MAX_CHARS), autocomplete: "off",
      "aria-label": t("chat.message"), placeholder: t("chat.placeholder") });
    this.name = h("input", { type: "text", id: "chat-name", maxlength: "40", autocomplete: "nickname",
      "aria-label": t("common.your_name"), placeholder: t("common.your_name"), value: localStorage.getItem(NAME_KEY) || "" });
    this.form = h("form", { class: "chat-form" }, [this.name, this.input, h("button", { type: "submit", text: t("chat.send") })]);
    this.form.addEventListener("submit", (e) => { e.preventDefault(); this.send(this.input.value); });
    this.quick = h("div", { class: "chat-quick" }, QUICK_PHRASES.map((text) =>
      h("button", { type: "button", class: "quick-phrase", text, onclick: () => this.send(text) })));
    this.closed = h("p", { class: "chat-closed", id: "chat-closed", text: t("chat.closed") });
    this.host = h("label", { class: "inline chat-host" });
    panel.replaceChildren(h("h2", { text: t("side.chat") }), this.list, this.closed, this.quick, this.form, this.error, this.host);
    if (tab) tab.addEventListener("click", () => this.markRead());
    this.setRoom(room, me);
  }

  // The room changed (or who this page is): who may write, and the host's switch.
  setRoom(room, me = this.me) {
    this.room = room;
    this.me = me;
    const canWrite = !!me || !!room.spectator_chat;
    this.form.hidden = this.quick.hidden = !canWrite;
    this.closed.hidden = canWrite;
    this.name.hidden = !!me;
    const hosting = me && room.seats[me.seat] && room.seats[me.seat].host;
    if (!hosting) {
      this.host.replaceChildren();
      return;
    }
    const box = h("input", { type: "checkbox", id: "chat-spectators", checked: !!room.spectator_chat });
    box.addEventListener("change", async () => {
      try {
        this.room = await chatApi.spectators(this.roomId, this.me.token, box.checked);
        this.error.textContent = "";
      } catch (err) {
        box.checked = !box.checked;
        this.error.textContent = errorText(err.code, err.message);
      }
    });
    this.host.replaceChildren(box, ` ${t("chat.let_spectators")}`);
  }

  // A message from the server (the websocket sends the recent ones again after a reconnect).
  add(message) {
    if (this.seen.has(message.id)) return;
    this.seen.add(message.id);
    const mine = this.me && message.seat === this.me.seat;
    const who = message.seat === null ? t("chat.spectator", { name: isolate(message.name) }) : isolate(message.name);
    // textContent only: a message is never parsed as markup; a <bdi>, so that its words, in any
    // direction, stay after its sender's name.
    this.list.append(h("li", { class: `chat-message${mine ? " mine" : ""}`, "data-id": String(message.id) }, [
      h("span", { class: "chat-who", text: who }), h("bdi", { class: "chat-text", text: message.text }), sentAt(message.at)]));
    this.list.scrollTop = this.list.scrollHeight;
    if (!mine && this.hiddenNow()) {
      this.unread += 1;
      this.showUnread();
    }
  }

  hiddenNow() {
    return !!this.tab && !!this.side && getComputedStyle(this.tab).display !== "none"
      && this.tab.offsetParent !== null && this.side.dataset.tab !== "chat-panel";
  }

  markRead() {
    this.unread = 0;
    this.showUnread();
  }

  showUnread() {
    if (!this.tab) return;
    this.tab.textContent = this.unread ? t("chat.tab_count", { n: this.unread }) : t("side.chat");
    this.tab.setAttribute("aria-label", this.unread ? t("chat.tab_unread", { n: this.unread }) : t("side.chat"));
    this.tab.dataset.unread = String(this.unread);
  }

  async send(text) {
    text = text.trim();
    if (!text) return;
    const name = this.me ? null : this.name.value.trim();
    if (!this.me && !name) {
      this.error.textContent = t("chat.name_first");
      return;
    }
    try {
      const message = await chatApi.send(this.roomId, this.me && this.me.token, text, name);
      if (name) localStorage.setItem(NAME_KEY, name);
      this.error.textContent = "";
      if (text === this.input.value.trim()) this.input.value = "";
      this.add(message);
    } catch (err) {
      this.error.textContent = errorText(err.code, err.message);
    }
  }
}
