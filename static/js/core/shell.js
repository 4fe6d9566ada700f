// The room's page frame: the header (title, who you are, How to play, sound, connection badge),
// the waiting room, the action bar, the board and end page, and the side column (players, log,
// legend) that phones show one tab at a time.
import { ActionBar } from "./actionbar.js";
import { h } from "./dom.js";
import { helpDialog, legendPanel } from "./help.js";
import { soundToggle } from "./turn.js";
import { t } from "./i18n.js";

// i18n-keys: conn.*
const badge = (status) => (["live", "connecting", "reconnecting"].includes(status) ? t(`conn.${status}`) : status);

function sideTabs(ui) {
  const tabs = [["players", t("side.players")], ["log-panel", t("side.log")], ["chat-panel", t("side.chat")], ["legend", t("side.legend")]];
  const bar = h("div", { class: "side-tabs", role: "tablist", "aria-label": t("side.tabs") });
  for (const [id, label] of tabs) {
    const b = h("button", { type: "button", role: "tab", "data-tab": id, "aria-controls": id, text: label,
      "aria-selected": id === "players" ? "true" : "false" });
    b.addEventListener("click", () => {
      ui.side.dataset.tab = id;
      for (const other of bar.children) other.setAttribute("aria-selected", other === b ? "true" : "false");
      if (id === "log-panel") ui.logList.scrollTop = ui.logList.scrollHeight;
    });
    bar.append(b);
  }
  return bar;
}

export function buildShell({ catalog, title, who, legendIcon = null, worthBest = false, players = null }) {
  const ui = {
    status: h("span", { class: "conn", id: "conn", role: "status", "data-conn": "connecting", text: badge("connecting") }),
    head: h("div", { class: "room-head" }),
    who: h("span", { class: "who", text: who }),
    waiting: h("section", { class: "waiting card", "aria-label": t("waiting.label") }),
    bar: new ActionBar(),
    board: h("div", { class: "board", id: "board" }),
    end: h("section", { class: "end card", id: "end", "aria-label": t("end.label"), hidden: true }),
    players: h("section", { class: "players card", id: "players", "aria-label": t("side.players") }),
    logList: h("ol", { class: "log-list", id: "log" }),
    strip: h("div", { class: "score-strip", id: "score-strip", "aria-hidden": "true" }),
  };
  const log = h("section", { class: "log card", id: "log-panel", "aria-label": t("log.label") }, [h("h2", { text: t("side.log") }), ui.logList]);
  const legend = h("section", { class: "legend card", id: "legend", "aria-label": t("side.legend") }, [h("h2", { text: t("side.legend") }), legendPanel(catalog, legendIcon, { worthBest })]);
  ui.chat = h("section", { class: "chat card", id: "chat-panel", "aria-label": t("side.chat") });
  ui.side = h("aside", { class: "side", "data-tab": "players" }, [sideTabs(ui), ui.players, log, ui.chat, legend]);
  ui.game = h("div", { class: "game", hidden: true }, [ui.bar.el, h("div", { class: "main-col" }, [ui.strip, ui.end, ui.board]), ui.side]);
  const dialog = helpDialog(catalog, { legendIcon, worthBest, players });
  const helpButton = h("button", { type: "button", class: "help-button", id: "help-button", text: t("help.button") });
  helpButton.addEventListener("click", () => dialog.showModal());
  ui.head.replaceChildren(h("h1", { text: title }), ui.who,
    h("span", { class: "head-tools" }, [helpButton, soundToggle(h), ui.status]), dialog);
  return ui;
}

export function showConnection(ui, root, status) {
  ui.status.dataset.conn = status;
  root.dataset.conn = status;
  ui.status.textContent = badge(status);
}
