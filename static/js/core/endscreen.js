// End of the game: the winner, the final table with the rulebook's categories, the tie-break line
// only when a tie was broken, the score chart (category bars for a game that scores only at the
// end), and how every point was scored, in words.
import { api } from "./api.js";
import { Catalog } from "./catalog.js";
import { categoryBars, scoreChart } from "./chart.js";
import { h, seatColour } from "./dom.js";

// Whether two seats with the same score were told apart by the tie-break rule.
export function tieBroken(outcome) {
  const { scores, ranks } = outcome;
  return scores.some((x, a) => scores.some((y, b) => a !== b && x === y && ranks[a] !== ranks[b]));
}

// A game scores only at the end when its history has no points before the last version.
export function scoresOnlyAtEnd(history) {
  const versions = new Set(history.filter((r) => r.points).map((r) => r.version));
  return versions.size <= 1;
}

export async function renderEnd(container, { room, outcome, names, labels, headline: custom, details, catalog = new Catalog({}) }) {
  const players = names.length;
  const cats = [];
  for (const b of outcome.breakdown || []) for (const k of Object.keys(b || {})) if (!cats.includes(k)) cats.push(k);
  const label = (c) => (labels && labels[c]) || catalog.category(c);
  const order = [...Array(players).keys()].sort((a, b) => outcome.ranks[a] - outcome.ranks[b] || a - b);
  const winners = outcome.winners.map((w) => names[w]);
  const headline = custom || (winners.length === 1 ? `${winners[0]} wins!` : `${winners.join(" and ")} share the win!`);
  const table = h("table", { class: "final-scores" }, [
    h("caption", { text: "Final scores" }),
    h("thead", {}, h("tr", {}, [h("th", { scope: "col", "aria-label": "Rank", text: "#" }), h("th", { scope: "col", text: "Player" }),
      ...cats.map((c) => h("th", { scope: "col", text: label(c) })), h("th", { scope: "col", text: "Total" })])),
    h("tbody", {}, order.map((seat) => h("tr", { class: outcome.winners.includes(seat) ? "winner" : "" }, [
      h("td", { text: String(outcome.ranks[seat]) }),
      h("th", { scope: "row" }, [h("span", { class: "dot", style: `background:${seatColour(seat)}` }), names[seat]]),
      ...cats.map((c) => h("td", { text: String((outcome.breakdown[seat] || {})[c] ?? 0) })),
      h("td", { class: "total", text: String(outcome.scores[seat]) }),
    ]))),
  ]);
  const chartBox = h("figure", { class: "chart-box" }, [h("figcaption", { text: "Score over the game" })]);
  container.replaceChildren(
    h("h2", { class: "headline", text: headline }),
    ...(outcome.tiebreak && tieBroken(outcome) ? [h("p", { class: "tiebreak", text: `Tie broken: ${catalog.scrub(outcome.tiebreak)}` })] : []),
    h("div", { class: "table-scroll" }, table),
    chartBox,
    h("p", { class: "replay-link" }, h("a", { href: `/rooms/${room}/replay`, id: "replay-link", text: "Watch the replay, move by move" })),
  );
  const how = h("section", { class: "how-scored" }, [h("h3", { text: "How every point was scored" })]);
  container.append(how);
  let history = [];
  try {
    history = await api.scores(room);
    if (scoresOnlyAtEnd(history) && cats.length) {
      chartBox.firstChild.textContent = "Final points by category";
      chartBox.append(categoryBars(outcome, names, cats, label));
    } else {
      chartBox.append(scoreChart(history, names, outcome.scores));
    }
  } catch (err) {
    chartBox.append(h("p", { text: `The score history could not be loaded: ${err.message}` }));
  }
  // The log's scoring events carry a code and parameters that the catalog words; the score
  // history keeps only the English reason, the fallback.
  let scored = null;
  try {
    scored = (await api.log(room)).flatMap((e) => (e.events || []).filter((ev) => ev.type === "score"));
    if (!scored.some((ev) => ev.code)) scored = null;
  } catch (err) {
    scored = null;
  }
  const why = (l) => (l.code && catalog.events[l.code] ? catalog.fill(catalog.events[l.code], l, (i) => names[i]) : catalog.scrub(l.reason || ""));
  for (const seat of order) {
    // The game's own final details when it has them, else every scoring event of the history.
    let lines = details ? details[seat] : null;
    if (!lines) lines = (scored || history).filter((r) => r.seat === seat);
    const groups = {};
    for (const l of lines) (groups[l.category] = groups[l.category] || []).push(l);
    how.append(h("details", { open: seat === order[0] }, [
      h("summary", { text: `${names[seat]}: ${outcome.scores[seat]} points` }),
      ...Object.entries(groups).map(([cat, ls]) => h("div", { class: "how-cat" }, [
        h("strong", { text: `${label(cat)}: ${ls.reduce((a, l) => a + l.points, 0)}` }),
        h("ul", {}, ls.map((l) => h("li", { text: `${l.points >= 0 ? "+" : ""}${l.points}: ${why(l)}` }))),
      ])),
      lines.length ? null : h("p", { text: "No scoring events." }),
    ]));
  }
}
