// Walking in Osaka: the Shogunate space and the six scoring options as HTML cards in their
// clockwise ring (top row left to right, bottom row right to left), so their texts keep the page's
// font size on any screen. The Shogunate pawn, the bonus markers and a move's sandal cost sit on
// their own lines, never over a title. What the Shogun's last stop scored (kept in the view) is shown on its card and in a banner.
import { h, s } from "../core/dom.js";
import { t } from "../core/i18n.js";
import { signed, worthBadge } from "../core/worth.js";
import { block, bonusMarker, icon, shogun } from "./osaka-art.js";
import { words } from "./osaka-draw.js";

const mini = (label, children, box = 24) => s("svg", { viewBox: `0 0 ${box} ${box}`, class: "osaka-mini", "aria-hidden": "true", role: "img", "aria-label": label }, children);

// The picture of an option, as on its tile: the building's icon, or four grass blocks for Large Zones.
export function optionPicture(opt, colour) {
  if (opt !== "large_zones") return [icon(opt, 0, 0, 24)];
  return [[0, 0], [12, 0], [0, 12], [12, 12]].map(([x, y]) => block(x, y, 12, 12, { bg: "grass" }, { colour }))
    .concat([s("path", { d: "M12 0 V24 M0 12 H24", stroke: "#3d6b2a", "stroke-width": 0.8 })]);
}

function shogunTotals(pub) {
  return pub.seats.map((st) => (st.breakdown && st.breakdown.shogunate) || 0);
}

// What the Shogun's latest stop scored, from the view (kept there until it moves again, so a
// reload shows the same): the option space, each seat's points, and each seat's scoring record
// (its code and parameters, worded by the catalog); null before its first move.
export function lastScoring(ctx) {
  const last = ctx.pub.last_shogunate;
  if (!last || last.to !== ctx.pub.shogun) return null;
  const scores = [...last.scores].sort((a, b) => a.seat - b.seat);
  return { shogun: last.to, option: last.option, gains: scores.map((r) => r.points), scores };
}

const gainsText = (ctx, gains) => gains.map((g, i) => t("osaka.shogun.gain", { name: ctx.names(i), n: g })).join(" · ");

// When each Shogun scoring was first seen on this page: the round it belongs to and the state it
// was seen in, so its banner is open only until the next move, then folds to one line.
const seen = new Map();
let opened = false; // a scoring already there when the page opens is shown folded
const scoringKey = (last) => JSON.stringify([last.round ?? null, last.seat, last.to, last.spaces, last.scores.map((r) => r.points)]);
const moveKey = (pub) => JSON.stringify([pub.round, pub.turn, pub.phase, pub.deck, pub.pending, pub.street.map((st) => st.pawn), Object.values(pub.area)]);

// The round of the Shogun's last move: the view's own when it says, else worked out when the page
// first sees the move (the Shogun moves at the end of its mover's turn, so a turn number not past
// the mover's means the round has moved on since). Null when the page opened later than that.
function scoringRound(pub, last, first) {
  if (last.round) return last.round;
  if (!first) return null;
  const wrapped = pub.turn !== null && pub.turn !== undefined && pub.turn <= last.seat;
  return wrapped ? pub.round - 1 : pub.round;
}

// What the Shogun scored when it last moved: the option, its rule, each seat's points and how
// each seat's points were counted. Open just after the move, then one line (that unfolds) until
// the Shogun moves again, so bots playing on never hide it.
export function scoringNotice(ctx) {
  const got = lastScoring(ctx);
  const late = !opened;
  opened = true;
  if (!got || ctx.pub.phase === "over") return null;
  const last = ctx.pub.last_shogunate;
  const id = scoringKey(last);
  const fresh = !seen.has(id) && !late;
  if (!seen.has(id)) {
    if (seen.size > 20) seen.clear();
    seen.set(id, { round: scoringRound(ctx.pub, last, fresh), at: fresh ? moveKey(ctx.pub) : null, open: null });
  }
  const memo = seen.get(id);
  // The view's own round first: a page kept open remembers earlier moves that looked the same.
  const round = last.round ?? memo.round ?? null;
  // Open until the game has moved on, and even then while this player has targets on screen:
  // folding shortens the page above them, so it waits for a drawing without targets (a bot's
  // move, or the end of this player's turn). Once folded it stays folded.
  const moved = memo.at !== null && memo.at !== moveKey(ctx.pub);
  const open = memo.open ?? (memo.at !== null && (!moved || ctx.candidates.length > 0));
  if (!open && memo.open === null) memo.at = null;
  const key = `option:${got.option}`;
  const reasons = got.scores.map((r) => {
    const why = ctx.catalog.eventText(r, ctx.names);
    return why ? h("li", { "data-seat": r.seat, text: t("osaka.shogun.scored_seat", { name: ctx.names(r.seat), why }) }) : null;
  }).filter(Boolean);
  // A scoring of an earlier round says how long ago it was, so it never reads as this round's news.
  // (the Shogun moves as its round ends: in the next round it is still the latest news)
  const ago = round && ctx.pub.round - round >= 2 ? ctx.pub.round - round : 0;
  const title = ago ? t("osaka.shogun.scored_title_past", { ago: t("osaka.shogun.rounds_ago", { n: ago, round }), option: ctx.name(key) })
    : round ? t("osaka.shogun.scored_title_round", { round, option: ctx.name(key) }) : t("osaka.shogun.scored_title", { option: ctx.name(key) });
  const d = h("details", { class: `osaka-scored${ago ? " osaka-scored-past" : ""}`, "data-board": "shogun-scored", "data-round": round || "", "data-ago": ago, role: "status", ...(open ? { open: true } : {}) }, [
    h("summary", {}, [mini("", [shogun(0, 0, 24)]), h("span", {}, [h("strong", { text: title }), " ", h("span", { class: "osaka-scored-gains", text: gainsText(ctx, got.gains) })])]),
    h("div", { class: "osaka-scored-text" }, [
      h("p", { class: "osaka-scored-why", text: t("osaka.shogun.scored_why", { rule: ctx.catalog.describe(key) }) }),
      reasons.length ? h("ul", { class: "osaka-scored-seats", "data-board": "shogun-reasons" }, reasons) : null]),
  ]);
  d.addEventListener("toggle", () => { if (d.open !== open) memo.open = d.open; }); // not the drawing's own opening
  return d;
}

// Each seat's Shogunate points so far (the "Shogunate" line of the score breakdown).
function totalsLine(ctx) {
  const totals = shogunTotals(ctx.pub);
  return h("p", { class: "osaka-shogun-totals", "data-board": "shogun-totals" }, [
    h("strong", { text: t("osaka.shogun.totals") }), " ",
    totals.map((v, i) => t("osaka.shogun.total", { name: ctx.names(i), n: v })).join(" · ")]);
}

// What moving the Shogun here would score, for every seat: the option scores for everyone, so
// each seat's change is written out, yours first ("+6 you · Bea +1"). The sign carries the value.
function shogunGains(ctx, preview) {
  const me = ctx.seat;
  const order = preview.seats.map((_, i) => i).sort((a, b) => (b === me) - (a === me));
  return h("div", { class: "osaka-gains", "data-gains": preview.seats.join(",") }, order.map((i) =>
    h("span", { class: `osaka-gain${i === me ? " mine" : ""}`, "data-seat": i },
      i === me ? [worthBadge({ points: preview.points, one: preview, certain: preview.certain }), " ", t("osaka.shogun.you")]
        : [h("strong", { text: signed(preview.seats[i]) }), " ", ctx.names(i)])));
}

// What moving your bonus marker here is worth at the end, against where it stands now (the
// turn's walk may add more: the target's words say "up to").
function bonusGain(ctx, preview) {
  return h("div", { class: "osaka-gains", "data-gains": String(preview.points) }, [
    h("span", { class: "osaka-gain mine", "data-seat": ctx.seat }, [worthBadge({ points: preview.points, one: preview, certain: preview.certain }), " ", t("osaka.shogun.bonus_worth")])]);
}

// i18n-keys: osaka.shogun.marker_home, osaka.shogun.marker_option
function markers(ctx, seats, key) {
  if (!seats.length) return null;
  return h("div", { class: "osaka-markers" }, seats.map((k) => h("span", { class: "osaka-marker", title: t(key, { name: ctx.names(k) }) }, [
    mini("", [bonusMarker(0, 0, 24, ctx.colour(k), ctx.mark(k))]), h("span", { text: ctx.names(k) })])));
}

// The way on from each option card to the next, as the cards lie (1 2 3 over 6 5 4).
const LOOP = ["right", "right", "down", "left", "left", "up"];
const ARROW = { right: "→", left: "←", down: "↓", up: "↑" };

// An option's card: its step in the ring, picture, name and rule, the Shogunate pawn and the
// bonus markers on it, and, with `targets`, the move of this turn that ends there (its cost and
// what it scores) as the card's target.
function optionCard(ctx, i, targets) {
  const pub = ctx.pub;
  const opt = pub.options[i];
  const got = lastScoring(ctx);
  const key = `option:${opt}`;
  const here = pub.shogun === i;
  const el = h("div", { class: `osaka-opt${here ? " here" : ""}`, "data-option": i, ...(here ? { "data-shogun": "1" } : {}) }, [
    h("div", { class: "osaka-opt-head" }, [h("span", { class: "osaka-step", title: t("osaka.shogun.step_title", { n: i + 1 }), text: String(i + 1) }), mini(ctx.name(key), optionPicture(opt, words(ctx).colour("grass"))), h("strong", { text: ctx.name(key) })]),
    h("p", { class: "osaka-opt-text", text: ctx.catalog.describe(key), title: ctx.catalog.describe(key) }),
    here ? h("div", { class: "osaka-shogun", "data-shogun-pawn": "1", title: t("osaka.shogun.here_title") }, [mini(t("osaka.shogun.pawn"), [shogun(0, 0, 24)]), h("span", { text: t("osaka.shogun.here") })]) : null,
    here && got ? h("p", { class: "osaka-opt-scored", "data-scored": got.gains.join(",") }, [h("strong", { text: t("osaka.shogun.scored_here") }), " ", gainsText(ctx, got.gains)]) : null,
    markers(ctx, pub.seats.filter((st) => st.bonus_marker === i).map((st) => st.seat), "osaka.shogun.marker_option"),
    h("span", { class: "osaka-loop", "data-loop": LOOP[i], "aria-hidden": "true", text: ARROW[LOOP[i]] }),
  ]);
  for (const type of targets ? ["shogunate", "bonus"] : []) {
    const mv = ctx.candidates.find((m) => m.type === type && m.to === i);
    if (!mv) continue;
    const cost = type === "bonus" ? 2 : mv.sandals;
    const steps = t("osaka.steps", { n: mv.spaces });
    const params = { option: ctx.name(key), steps, sandals: t("osaka.sandals", { n: cost }) };
    // i18n-keys: osaka.target.shogunate, osaka.target.shogunate_paid, osaka.target.bonus
    ctx.target(el, { type, to: i }, t(type === "bonus" ? "osaka.target.bonus" : cost ? "osaka.target.shogunate_paid" : "osaka.target.shogunate", params));
    const preview = ctx.previewOf(mv);
    el.append(h("div", { class: "osaka-cost", "data-cost": cost || 0,
      text: type === "bonus" ? t("osaka.shogun.cost_bonus", params) : cost ? t("osaka.shogun.cost_paid", params) : t("osaka.shogun.cost_free", params) }));
    if (preview) el.append(type === "bonus" ? bonusGain(ctx, preview) : shogunGains(ctx, preview));
    break;
  }
  return el;
}

const reachable = (ctx, i) => ctx.candidates.some((m) => (m.type === "shogunate" || m.type === "bonus") && m.to === i);

// The option your bonus marker may move to beside a walk, as one small chip: the walk on the
// town is the turn's main choice, this one is on the side (its cost, its worth at the end).
function bonusChip(ctx, i) {
  const mv = ctx.candidates.find((m) => m.type === "bonus" && m.to === i);
  const key = `option:${ctx.pub.options[i]}`;
  const params = { option: ctx.name(key), steps: t("osaka.steps", { n: mv.spaces }), sandals: t("osaka.sandals", { n: 2 }) };
  const preview = ctx.previewOf(mv);
  const el = h("div", { class: "osaka-bonus-chip", "data-option": i }, [
    mini("", [bonusMarker(0, 0, 24, ctx.colour(ctx.seat), ctx.mark(ctx.seat))]),
    h("span", { class: "osaka-bonus-text", text: t("osaka.shogun.bonus_chip", params) }),
    preview ? worthBadge({ points: preview.points, one: preview, certain: preview.certain }) : null]);
  ctx.target(el, { type: "bonus", to: i }, t("osaka.target.bonus", params));
  return el;
}

// The whole rule of an option whose text the tray cuts to three lines: a tap on "Whole rule" (at
// the card's foot) opens it in place (the tap does not choose the card), open for the turn.
// i18n-keys: osaka.shogun.rule_more, osaka.shogun.rule_less
const openRules = new Set();
let openRulesTurn = null;
function wholeRule(el, i, turn) {
  if (openRulesTurn !== turn) { openRules.clear(); openRulesTurn = turn; }
  const text = el.querySelector(".osaka-opt-text");
  if (!text) return;
  const button = h("button", { type: "button", class: "osaka-rule-more", "aria-expanded": openRules.has(i) ? "true" : "false",
    text: t(openRules.has(i) ? "osaka.shogun.rule_less" : "osaka.shogun.rule_more") });
  el.classList.toggle("rule-open", openRules.has(i));
  const flip = (e) => {
    e.stopPropagation();
    e.preventDefault();
    if (openRules.has(i)) openRules.delete(i); else openRules.add(i);
    el.classList.toggle("rule-open", openRules.has(i));
    button.setAttribute("aria-expanded", openRules.has(i) ? "true" : "false");
    button.textContent = t(openRules.has(i) ? "osaka.shogun.rule_less" : "osaka.shogun.rule_more");
  };
  button.addEventListener("click", flip);
  for (const type of ["keydown", "pointerdown", "pointerup", "touchstart", "touchend"]) button.addEventListener(type, (e) => e.stopPropagation());
  // at the card's foot, clear of its middle where a tap chooses the option
  el.append(button);
  // a rule that fits its three lines needs no button
  requestAnimationFrame(() => { if (button.isConnected && !openRules.has(i) && text.scrollHeight <= text.clientHeight + 1) button.hidden = true; });
}

// The options this turn's Shogun or bonus marker move can reach, their cards alone in a row: on a
// phone they are the pinned bar's tray (data-tray), and the ring on the page shows them without
// targets. A bonus marker's move beside a walk is one small chip instead. Null when no such move
// is open.
export function optionChoices(ctx) {
  const reach = ctx.pub.options.map((_, i) => i).filter((i) => reachable(ctx, i));
  if (!reach.length) return null;
  if (!ctx.candidates.some((m) => m.type === "shogunate")) {
    return h("div", { class: "osaka-bonus-chips", "data-tray": "", role: "group", "aria-label": t("osaka.shogun.bonus_label") }, reach.map((i) => bonusChip(ctx, i)));
  }
  const turn = `${ctx.pub.round}|${ctx.pub.turn}`;
  return h("div", { class: "osaka-choices", "data-tray": "", role: "group", "aria-label": t("osaka.shogun.ring_label") },
    reach.map((i) => { const el = optionCard(ctx, i, true); wholeRule(el, i, turn); return el; }));
}

// The ring of options; `targets` false when optionChoices holds this turn's moves.
export function optionRing(ctx, { targets = true } = {}) {
  const pub = ctx.pub;
  const home = pub.shogun === -1 || pub.shogun === null;
  const waiting = pub.seats.filter((st) => st.bonus_marker === null || st.bonus_marker === undefined).map((st) => st.seat);
  const start = h("div", { class: `osaka-home${home ? " here" : ""}`, "data-option": -1, ...(home ? { "data-shogun": "1" } : {}) }, [
    h("strong", { text: t("osaka.shogun.home") }),
    home ? h("div", { class: "osaka-shogun", "data-shogun-pawn": "1", title: t("osaka.shogun.home_title") }, [mini(t("osaka.shogun.pawn"), [shogun(0, 0, 24)]), h("span", { text: t("osaka.shogun.starts") })]) : null,
    h("p", { text: t("osaka.shogun.home_text") }),
    markers(ctx, waiting, "osaka.shogun.marker_home"),
  ]);
  const cards = pub.options.map((_, i) => optionCard(ctx, i, targets));
  // the ring: top row 1 2 3 left to right, bottom row 6 5 4, the Shogunate space on the left
  return h("div", { class: "osaka-ring-box" }, [
    h("div", { class: "osaka-ring", "data-board": "options", role: "group", "aria-label": t("osaka.shogun.ring_label") }, [start,
      ...[0, 1, 2, 5, 4, 3].map((i) => cards[i])]),
    totalsLine(ctx),
  ]);
}
