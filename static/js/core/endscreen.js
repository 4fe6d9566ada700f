// End of the game: the winner, the final table with the rulebook's categories, the tie-break line
// only when a tie was broken, the score chart (category bars for a game that scores only at the
// end), and how every point was scored, in words.
import { api } from "./api.js";
import { Catalog } from "./catalog.js";
import { categoryBars, chartNote, scoreChart, standingsChart } from "./chart.js";
import { h } from "./dom.js";
import { finalTables } from "./finaltable.js";
import { errorText, listText, t } from "./i18n.js";

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

// `version` is the finished game's last version (its end scoring); `note` a game's words under the chart.
// `roundWord` names a game's rounds under the chart ("days").
export async function renderEnd(container, { room, outcome, version = null, names, labels, headline: custom, details, note, catalog = new Catalog({}), roundWord = null }) {
  const players = names.length;
  const cats = [];
  for (const b of outcome.breakdown || []) for (const k of Object.keys(b || {})) if (!cats.includes(k)) cats.push(k);
  const label = (c) => (labels && labels[c]) || catalog.category(c);
  const order = [...Array(players).keys()].sort((a, b) => outcome.ranks[a] - outcome.ranks[b] || a - b);
  const winners = outcome.winners.map((w) => names[w]);
  const headline = custom || (winners.length === 1 ? t("end.wins", { name: winners[0] }) : t("end.share", { names: listText(winners) }));
  const chartBox = h("figure", { class: "chart-box" }, [h("figcaption", { text: t("chart.over_game") })]);
  container.replaceChildren(
    h("h2", { class: "headline", text: headline }),
    ...(outcome.tiebreak && tieBroken(outcome) ? [h("p", { class: "tiebreak", text: t("end.tiebreak", { rule: catalog.scrub(outcome.tiebreak) }) })] : []),
    finalTables({ outcome, names, order, cats, label }),
    chartBox,
    h("p", { class: "replay-link" }, h("a", { href: `/rooms/${room}/replay`, id: "replay-link", text: t("end.replay") })),
  );
  const how = h("section", { class: "how-scored" }, [h("h3", { text: t("end.how_scored") })]);
  const review = h("section", { class: "review", id: "review", "aria-live": "polite" }, [
    h("h3", { text: t("review.heading") }), h("p", { class: "hint", text: t("review.making") })]);
  container.append(review, how);
  showReview(review, room, names);
  let history = [];
  try {
    history = await api.scores(room);
    let marks = null;
    try { marks = await api.standings(room); } catch (err) { marks = null; }
    if (marks && marks.length > 2) {
      chartBox.append(standingsChart(marks, names, { roundWord }));
    } else if (scoresOnlyAtEnd(history) && cats.length) {
      chartBox.firstChild.textContent = t("chart.by_category");
      chartBox.append(categoryBars(outcome, names, cats, label));
    } else {
      chartBox.append(scoreChart(history, names, { finalScores: outcome.scores, endVersion: version }));
    }
    // The final points by category, drawn too where the lines say only the totals.
    if (marks && marks.length > 2 && cats.length > 1) {
      chartBox.append(h("figcaption", { class: "second", text: t("chart.by_category") }), categoryBars(outcome, names, cats, label));
    }
  } catch (err) {
    chartBox.append(h("p", { text: t("end.history_failed", { reason: errorText(err.code, err.message) }) }));
  }
  const noted = chartNote(note);
  if (noted) chartBox.append(noted);
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
      h("summary", { text: `${names[seat]}: ${t("points", { n: outcome.scores[seat] })}` }),
      ...Object.entries(groups).map(([cat, ls]) => h("div", { class: "how-cat" }, [
        h("strong", { text: `${label(cat)}: ${ls.reduce((a, l) => a + l.points, 0)}` }),
        h("ul", {}, ls.map((l) => h("li", { text: `${l.points >= 0 ? "+" : ""}${l.points}: ${why(l)}` }))),
      ])),
      lines.length ? null : h("p", { text: t("end.no_scoring") }),
    ]));
  }
}

// The review: per player, the decisions where the expert's move would have been worth clearly
// more, each with a link to the replay at that version showing the expert's move on the board.
// Made in the background once the game ends: asked again while it is being made.
const REVIEW_TRIES = 140;

async function showReview(section, room, names, tries = 0) {
  let review;
  try {
    review = await api.review(room);
  } catch (err) {
    // A long game's review takes minutes on a busy server: asked every 3 s for a minute, then
    // every 10 s for twenty more, so it shows up without a reload.
    if (err.code === "review_pending" && tries < REVIEW_TRIES) {
      setTimeout(() => showReview(section, room, names, tries + 1), tries < 20 ? 3000 : 10000);
      return;
    }
    section.replaceChildren(h("h3", { text: t("review.heading") }), h("p", { class: "hint", text: errorText(err.code, err.message) }));
    return;
  }
  const rows = review.items.map((item) => {
    const link = h("a", { href: `/rooms/${room}/replay?version=${item.version}&suggest=${encodeURIComponent(JSON.stringify(item.better))}`,
      text: t("review.show") });
    return h("li", { "data-version": item.version, "data-seat": item.seat }, [
      h("span", { class: "more", text: `+${item.more}` }), " ", item.text, " ", link]);
  });
  section.replaceChildren(h("h3", { text: t("review.heading") }),
    h("p", { class: "hint", text: t("review.about", { n: review.decisions, margin: review.margin }) }),
    rows.length ? h("ol", {}, rows) : h("p", { text: t("review.none") }));
}
