// The end page's final scores, as two tables of the same numbers: players as rows (the wide
// screen's layout) and categories as rows (for a phone, where a column per category does not
// fit). `fitFinalTables` shows the first while it fits its box and the second otherwise.
import { h, seatColour } from "./dom.js";
import { formatNumber, t } from "./i18n.js";

// A name's trailing note ("Bot 1 (greedy)") goes on a line of its own that never breaks, so a
// narrow column splits the name between words, never inside one.
function nameParts(name) {
  const m = /^(.*\S)\s+(\([^()]*\))$/.exec(String(name));
  return m ? [m[1], h("span", { class: "seat-note", text: m[2] })] : [String(name)];
}

// The dot stays with the name's first word, and a seat's number with the word before it ("Bot 1").
function nameCell(tag, attrs, seat, name) {
  const [main, ...note] = nameParts(name);
  const words = main.replace(/ (\d+)(?= |$)/g, "\u00a0$1").split(" ");
  return h(tag, { ...attrs, class: `${attrs.class || ""} seat-name`.trim() }, [
    h("span", { class: "seat-lead" }, [h("span", { class: "dot", style: `background:${seatColour(seat)}` }), words[0]]),
    words.length > 1 ? ` ${words.slice(1).join(" ")}` : null, ...note]);
}

export function playersAsRows({ outcome, names, order, cats, label }) {
  return h("table", { class: "final-scores" }, [
    h("caption", { text: t("end.final_scores") }),
    h("thead", {}, h("tr", {}, [h("th", { scope: "col", "aria-label": t("end.rank"), text: "#" }), h("th", { scope: "col", text: t("end.player") }),
      ...cats.map((c) => h("th", { scope: "col", text: label(c) })), h("th", { scope: "col", text: t("end.total") })])),
    h("tbody", {}, order.map((seat) => h("tr", { class: outcome.winners.includes(seat) ? "winner" : "" }, [
      h("td", { text: String(outcome.ranks[seat]) }),
      nameCell("th", { scope: "row" }, seat, names[seat]),
      ...cats.map((c) => h("td", { text: formatNumber((outcome.breakdown[seat] || {})[c] ?? 0) })),
      h("td", { class: "total", text: formatNumber(outcome.scores[seat]) }),
    ]))),
  ]);
}

export function categoriesAsRows({ outcome, names, order, cats, label }) {
  const win = (seat) => (outcome.winners.includes(seat) ? "winner" : "");
  const row = (title, cell, cls = "") => h("tr", { class: cls }, [h("th", { scope: "row", text: title }),
    ...order.map((seat) => h("td", { class: win(seat), text: cell(seat) }))]);
  return h("table", { class: "final-by-category" }, [
    h("caption", { text: t("end.final_scores") }),
    h("thead", {}, h("tr", {}, [h("th", { scope: "col", text: t("end.player") }),
      ...order.map((seat) => nameCell("th", { scope: "col", class: win(seat) }, seat, names[seat]))])),
    h("tbody", {}, [
      row(t("end.rank"), (seat) => String(outcome.ranks[seat]), "rank"),
      ...cats.map((c) => row(label(c), (seat) => formatNumber((outcome.breakdown[seat] || {})[c] ?? 0))),
      row(t("end.total"), (seat) => formatNumber(outcome.scores[seat]), "total"),
    ]),
  ]);
}

// Both tables in one box; the narrow layout is chosen whenever the wide one would scroll.
export function finalTables(parts) {
  const wide = playersAsRows(parts);
  const narrow = categoriesAsRows(parts);
  const box = h("div", { class: "final-tables" }, [wide, narrow]);
  let width = -1;
  const fit = () => {
    if (!box.isConnected || box.clientWidth === width) return;
    width = box.clientWidth;
    box.classList.remove("narrow", "tight", "breaking");
    const over = (table) => table.scrollWidth > box.clientWidth + 1;
    if (!over(wide)) return;
    box.classList.add("narrow");
    if (over(narrow)) box.classList.add("tight");
    if (over(narrow)) box.classList.add("breaking");
  };
  if (typeof ResizeObserver === "function") new ResizeObserver(fit).observe(box);
  requestAnimationFrame(fit);
  return box;
}
