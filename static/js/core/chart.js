// Every player's score over the game, drawn as SVG from the score history.
import { h, s, seatColour, svgRoot } from "./dom.js";
import { formatNumber, t } from "./i18n.js";

// Each seat's running total over the versions of the history. With the final scores (a finished
// game), the last step is the end scoring: every point logged at `endVersion` (the move that
// ended the game, where end-only categories are counted) and whatever the final count adds, so
// each line ends on that seat's final score.
export function scoreSeries(history, players, { finalScores = null, endVersion = null } = {}) {
  const series = Array.from({ length: players }, () => [[0, 0]]);
  const totals = new Array(players).fill(0);
  const ending = !!finalScores;
  let last = 0;
  for (const row of history) {
    if (row.seat === null || row.seat === undefined || row.seat >= players) continue;
    if (ending && endVersion !== null && row.version >= endVersion) continue; // counted in the end step
    totals[row.seat] += row.points;
    last = Math.max(last, row.version);
    const line = series[row.seat];
    if (line[line.length - 1][0] === row.version) line[line.length - 1][1] = totals[row.seat];
    else line.push([row.version, totals[row.seat]]);
  }
  let end = null;
  if (ending) {
    end = Math.max(last + 1, endVersion ?? 0);
    series.forEach((line, seat) => {
      // Level until the step before the end, then up (or down) to the final score.
      if (line[line.length - 1][0] < end - 1) line.push([end - 1, line[line.length - 1][1]]);
      line.push([end, finalScores[seat] ?? totals[seat]]);
    });
    last = end;
  }
  series.forEach((line) => { if (line[line.length - 1][0] < last) line.push([last, line[line.length - 1][1]]); });
  return { series, last, end };
}

// `finalScores` and `endVersion` (see scoreSeries) for a finished game.
export function scoreChart(history, names, { finalScores = null, endVersion = null } = {}) {
  const players = names.length;
  const { series, last, end } = scoreSeries(history, players, { finalScores, endVersion });
  const W = 640, H = 300, L = 44, R = 16, T = 16, B = 56;
  const maxY = Math.max(10, ...series.flat().map((p) => p[1]));
  const minY = Math.min(0, ...series.flat().map((p) => p[1]));
  // The end step gets a band of its own at the right, however long the game was.
  const gap = end !== null ? (W - L - R) * 0.08 : 0;
  const maxX = Math.max(1, end !== null ? end - 1 : last);
  const x = (v) => (end !== null && v >= end ? W - R : L + (Math.min(v, maxX) / maxX) * (W - L - R - gap));
  const y = (v) => T + (1 - (v - minY) / (maxY - minY)) * (H - T - B);
  const svg = svgRoot(W, H, t("chart.over_game"), { class: "chart", "data-chart": "scores" });
  const step = niceStep(maxY - minY);
  for (let v = Math.ceil(minY / step) * step; v <= maxY; v += step) {
    svg.append(s("line", { x1: L, x2: W - R, y1: y(v), y2: y(v), class: "grid" }));
    svg.append(s("text", { x: L - 6, y: y(v) + 4, "text-anchor": "end", class: "axis", text: formatNumber(v) }));
  }
  svg.append(s("text", { x: (L + W - R) / 2, y: H - B + 18, "text-anchor": "middle", class: "axis", text: t("chart.moves") }));
  if (end !== null) {
    // The end scoring is a step of its own, marked and named on the axis.
    svg.append(s("line", { x1: x(end), x2: x(end), y1: T, y2: H - B, class: "grid end-step" }));
    svg.append(s("text", { x: x(end), y: H - B + 18, "text-anchor": "end", class: "axis end-label", "data-end": "1", text: t("chart.end") }));
  }
  series.forEach((line, seat) => {
    const pts = line.map(([vx, vy]) => `${x(vx).toFixed(1)},${y(vy).toFixed(1)}`).join(" ");
    svg.append(s("polyline", { points: pts, fill: "none", stroke: seatColour(seat), "stroke-width": 2.5,
      "stroke-linejoin": "round", "data-seat": seat, "data-final": line[line.length - 1][1] },
    [s("title", { text: `${names[seat]}: ${formatNumber(line[line.length - 1][1])}` })]));
  });
  names.forEach((name, seat) => {
    const lx = L + (seat % 3) * 190, ly = H - 22 + Math.floor(seat / 3) * 16;
    svg.append(s("rect", { x: lx, y: ly - 9, width: 12, height: 12, rx: 2, fill: seatColour(seat) }));
    const final = series[seat][series[seat].length - 1][1];
    svg.append(s("text", { x: lx + 18, y: ly + 2, class: "legend", text: `${name} (${formatNumber(final)})` }));
  });
  return svg;
}

// Every seat's score "if the game ended now" at the start, at the end of each round (or day) and
// at the end (GET .../standings), so the lines tell the game even where points are counted only
// at the end. On a phone the chart is drawn narrower, so its words keep a readable size.
export function standingsChart(marks, names, { roundWord = null } = {}) {
  const players = names.length;
  const phone = window.matchMedia && window.matchMedia("(max-width: 820px)").matches;
  const W = phone ? 380 : 640, H = phone ? 300 : 300, L = 40, R = 14, T = 16;
  const legendRows = Math.ceil(players / (phone ? 2 : 3));
  const B = 40 + legendRows * 18;
  const rounds = marks.some((m) => m.round !== null && m.round !== undefined);
  const maxY = Math.max(10, ...marks.flatMap((m) => m.scores));
  const minY = Math.min(0, ...marks.flatMap((m) => m.scores));
  const n = Math.max(1, marks.length - 1);
  const x = (i) => L + (i / n) * (W - L - R);
  const y = (v) => T + (1 - (v - minY) / (maxY - minY)) * (H - T - B);
  const svg = svgRoot(W, H, t("chart.over_game"), { class: "chart", "data-chart": "standings" });
  const step = niceStep(maxY - minY);
  for (let v = Math.ceil(minY / step) * step; v <= maxY; v += step) {
    svg.append(s("line", { x1: L, x2: W - R, y1: y(v), y2: y(v), class: "grid" }));
    svg.append(s("text", { x: L - 6, y: y(v) + 4, "text-anchor": "end", class: "axis", text: formatNumber(v) }));
  }
  // The round marks under the axis, thinned to what fits; "End" under the last.
  const every = Math.max(1, Math.ceil(marks.length / (phone ? 8 : 14)));
  marks.forEach((m, i) => {
    if (i === 0 || (!m.end && i % every)) return;
    if (!m.end && marks.length - 1 - i < every) return; // too near "End" to be read beside it
    const text = m.end ? t("chart.end") : rounds ? String(m.round) : "";
    if (!text) return;
    svg.append(s("line", { x1: x(i), x2: x(i), y1: T, y2: H - B, class: m.end ? "grid end-step" : "grid" }));
    svg.append(s("text", { x: x(i), y: H - B + 16, "text-anchor": m.end ? "end" : "middle", class: "axis", "data-mark": m.end ? "end" : String(m.round), text }));
  });
  svg.append(s("text", { x: (L + W - R) / 2, y: H - B + 32, "text-anchor": "middle", class: "axis",
    text: rounds ? (roundWord || t("chart.rounds")) : t("chart.moves") }));
  for (let seat = 0; seat < players; seat += 1) {
    const pts = marks.map((m, i) => `${x(i).toFixed(1)},${y(m.scores[seat]).toFixed(1)}`).join(" ");
    const final = marks[marks.length - 1].scores[seat];
    svg.append(s("polyline", { points: pts, fill: "none", stroke: seatColour(seat), "stroke-width": 2.5, "stroke-linejoin": "round",
      "data-seat": seat, "data-final": final }, [s("title", { text: `${names[seat]}: ${formatNumber(final)}` })]));
  }
  const perRow = phone ? 2 : 3;
  names.forEach((name, seat) => {
    const lx = L + (seat % perRow) * ((W - L) / perRow), ly = H - B + 50 + Math.floor(seat / perRow) * 18;
    svg.append(s("rect", { x: lx, y: ly - 9, width: 12, height: 12, rx: 2, fill: seatColour(seat) }));
    const final = marks[marks.length - 1].scores[seat];
    svg.append(s("text", { x: lx + 18, y: ly + 2, class: "legend", text: `${name} (${formatNumber(final)})` }));
  });
  return svg;
}

// The line under a chart: a game's own note, when its module words one.
export function chartNote(text) {
  return text ? h("p", { class: "chart-note", "data-chart-note": "1", text }) : null;
}

function niceStep(range) {
  const raw = range / 5;
  const mag = 10 ** Math.floor(Math.log10(Math.max(raw, 1)));
  for (const m of [1, 2, 5, 10]) if (m * mag >= raw) return m * mag;
  return 10 * mag;
}

// For a game that scores only at the end: one bar per player, stacked by category.
export function categoryBars(outcome, names, cats, label) {
  const players = names.length;
  // The names' column is as wide as the longest name at the legend's 13 px (about 7.5 px a
  // character, the bold-free average of the page's sans-serif). Narrower on a phone, so the
  // words keep their size when the drawing is scaled to the screen.
  const phone = window.matchMedia && window.matchMedia("(max-width: 820px)").matches;
  const W = phone ? 380 : 640, rowH = 34, R = 50, T = 10;
  const L = Math.min(260, Math.max(80, 16 + Math.max(...names.map((n) => String(n).length)) * 7.5));
  const perRow = phone ? 2 : 3;
  const legendRows = Math.ceil(cats.length / perRow);
  const H = T + players * rowH + 16 + legendRows * 18;
  const max = Math.max(1, ...outcome.breakdown.map((b) => Object.values(b || {}).filter((v) => v > 0).reduce((a, v) => a + v, 0)));
  const scale = (W - L - R) / max;
  const shades = ["#2f6f8f", "#e0a800", "#3a9d5d", "#d9534f", "#8e5bd6", "#e56fb0", "#6d4c41", "#00897b"];
  const svg = svgRoot(W, H, t("chart.by_category"), { class: "chart", "data-chart": "scores" });
  names.forEach((name, seat) => {
    const y = T + seat * rowH;
    svg.append(s("text", { x: L - 8, y: y + 19, "text-anchor": "end", class: "legend", text: name }));
    let x = L;
    cats.forEach((c, i) => {
      const v = (outcome.breakdown[seat] || {})[c] || 0;
      if (v <= 0) return;
      svg.append(s("rect", { x, y: y + 4, width: v * scale, height: rowH - 10, fill: shades[i % shades.length], "data-seat": seat },
        [s("title", { text: `${name}: ${label(c)} ${v}` })]));
      x += v * scale;
    });
    // The player's colour under the bar, as in the line chart.
    svg.append(s("polyline", { points: `${L},${y + rowH - 8} ${L},${y + rowH - 3} ${Math.max(x, L + 4)},${y + rowH - 3} ${Math.max(x, L + 4)},${y + rowH - 8}`,
      fill: "none", stroke: seatColour(seat), "stroke-width": 2.5, "data-seat": seat }));
    svg.append(s("text", { x: x + 6, y: y + 19, class: "legend", text: String(outcome.scores[seat]) }));
  });
  cats.forEach((c, i) => {
    const lx = 10 + (i % perRow) * ((W - 20) / perRow), ly = T + players * rowH + 14 + Math.floor(i / perRow) * 18;
    svg.append(s("rect", { x: lx, y: ly - 10, width: 12, height: 12, rx: 2, fill: shades[i % shades.length] }),
      s("text", { x: lx + 18, y: ly, class: "legend", text: label(c) }));
  });
  return svg;
}
