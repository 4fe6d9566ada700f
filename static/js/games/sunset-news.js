// "Since your last move": what changed on the table between two of this player's own actions
// (what the other artists painted, who took or won the daily goal, commissions sold, a new day, a new goal, the Wilderness
// refilled), worked out by comparing the views the board receives. It stays until the player
// dismisses it or acts again, so a turn that ends by itself or a day that starts at once is not
// missed.
import { h } from "../core/dom.js";
import { t } from "../core/i18n.js";

const KEEP = 10; // the latest lines kept

let last = null; // what the previous drawing showed
let lines = []; // { kind, text }, oldest first
let unfolded = false; // on a phone the panel shows its first line until "more" is tapped

function snapshot(pub) {
  return {
    day: pub.day,
    goal: pub.goal ? { id: pub.goal.id, holder: pub.goal.holder ?? null, renown: pub.goal.renown } : null,
    seats: pub.seats.map((st) => ({ sold: st.commissions.map((c) => c.id), goals: (st.goals || []).map((g) => g.id),
      painted: st.paintings.map((p) => p.id) })),
    empty: pub.wilderness.filter((c) => !c.card && !c.station).length,
  };
}

// The lines for what changed from `was` to `now`, named for the seat `me` (null for a watcher).
function changes(ctx, was, now) {
  const me = ctx.seat;
  const who = (seat) => ctx.names(seat);
  const goalName = (id) => ctx.name(id);
  const renown = (n) => t("sunset.renown", { n });
  const out = [];
  const heldByMe = was.goal && was.goal.holder === me && me !== null;
  // The other artists' paintings first: the panel folds to its latest line, which should stay
  // the weightier news below (a sale, a goal, a new day) when there is some.
  ctx.pub.seats.forEach((st, seat) => {
    if (seat === me) return;
    const before = new Set((was.seats[seat] || { painted: [] }).painted || []);
    const n = st.paintings.filter((p) => !before.has(p.id)).length;
    if (n) out.push({ kind: "painted", text: t("sunset.news.painted", { name: who(seat), n }) });
  });
  ctx.pub.seats.forEach((st, seat) => {
    const before = new Set((was.seats[seat] || { sold: [] }).sold);
    // i18n-keys: sunset.news.sold, sunset.news.sold_you
    for (const c of st.commissions.filter((c) => !before.has(c.id))) {
      out.push({ kind: "sold", text: t(seat === me ? "sunset.news.sold_you" : "sunset.news.sold", { name: who(seat), renown: renown(c.renown) }) });
    }
  });
  if (was.goal && now.goal && was.goal.id === now.goal.id && was.goal.holder !== now.goal.holder && now.goal.holder !== null) {
    const words = { name: who(now.goal.holder), goal: goalName(now.goal.id) };
    const held = { goal: now.goal.id, seat: now.goal.holder, holding: true };
    if (heldByMe) out.push({ kind: "stolen", text: t("sunset.news.goal_taken_from_you", words), ...held });
    else if (now.goal.holder === me) out.push({ kind: "goal", text: t("sunset.news.goal_yours", words), ...held });
    else out.push({ kind: "goal", text: t("sunset.news.goal_taken", words), ...held });
  }
  ctx.pub.seats.forEach((st, seat) => {
    const before = new Set((was.seats[seat] || { goals: [] }).goals);
    for (const g of (st.goals || []).filter((g) => !before.has(g.id))) {
      const words = { name: who(seat), goal: goalName(g.id), renown: renown(g.renown) };
      const lost = heldByMe && seat !== me && g.id === was.goal.id;
      // i18n-keys: sunset.news.goal_won, sunset.news.goal_won_you, sunset.news.goal_won_from_you
      const key = lost ? "goal_won_from_you" : seat === me ? "goal_won_you" : "goal_won";
      out.push({ kind: lost ? "stolen" : "goal", text: t(`sunset.news.${key}`, words), goal: g.id, seat, won: true });
    }
  });
  if (now.day > was.day) out.push({ kind: "day", text: t("sunset.news.day", { day: now.day, days: ctx.pub.days }) });
  if (now.empty < was.empty) out.push({ kind: "refill", text: t("sunset.news.refill", { n: was.empty - now.empty }) });
  if (now.goal && (!was.goal || was.goal.id !== now.goal.id)) {
    out.push({ kind: "new-goal", text: t("sunset.news.new_goal", { goal: goalName(now.goal.id), renown: renown(now.goal.renown) }) });
  }
  return out;
}

// Each thing said once: who holds a goal is dropped once that artist has won it (the won line
// says it, and that it was taken from you).
function said(list) {
  return list.filter((l) => !l.holding || !list.some((w) => w.won && w.goal === l.goal && w.seat === l.seat));
}

// The player acted (a target, on the board or in a phone bar's tray, a move button, a
// confirmation): what happened before is read.
function acted() { lines = []; unfolded = false; }

if (typeof document !== "undefined") {
  document.addEventListener("click", (e) => {
    if (e.isTrusted && e.target.closest && e.target.closest("#board [data-target], #tray [data-target], #actions [data-target], #confirm")) acted();
  }, true);
  document.addEventListener("keydown", (e) => {
    if ((e.key === "Enter" || e.key === " ") && e.target.closest && e.target.closest("#board [data-target], #tray [data-target]")) acted();
  }, true);
}

// The panel for this drawing, or null when there is nothing new (or nobody seated to tell).
export function newsPanel(ctx) {
  const now = snapshot(ctx.pub);
  if (last && ctx.seat !== null) lines = said(lines.concat(changes(ctx, last, now))).slice(-KEEP);
  last = now;
  if (ctx.seat === null || !lines.length || ctx.pub.phase === "over") return null;
  const stolen = lines.some((l) => l.kind === "stolen");
  const close = h("button", { type: "button", class: "news-close", "data-news": "close", text: t("sunset.news.close") });
  // Where the panel stands above the Wilderness (see panorama.css), and while planning, it is
  // folded to its latest line, so the step's targets are in view when it begins; "more" shows the rest.
  const more = lines.length > 1 ? h("button", { type: "button", class: "news-more", "data-news": "more", "aria-expanded": String(unfolded),
    text: unfolded ? t("sunset.news.less") : t("sunset.news.more", { n: lines.length - 1 }) }) : null;
  // While the planning card is chosen the panel is folded on a wide screen too: beside the
  // Wilderness it would push the cards to choose below the window's edge.
  // (Read from the view, not from the moves: they are fetched afresh whenever another artist
  // plans, and the panel must not unfold meanwhile.)
  const planning = ctx.pub.phase === "planning" && !ctx.pub.seats[ctx.seat].planned;
  const panel = h("section", { class: `sunset-news${stolen ? " has-stolen" : ""}${unfolded ? " unfolded" : ""}${planning ? " fold-wide" : ""}`, "data-board": "news", role: "status", "aria-label": t("sunset.news.head") }, [
    // "more" stands beside "Got it", so the folded panel takes two lines of the page.
    h("div", { class: "news-head" }, [h("strong", { text: t("sunset.news.head") }),
      h("span", { class: "news-tools" }, [more ? h("span", { class: "news-fold" }, [more]) : null, close].filter(Boolean))]),
    stolen ? h("p", { class: "news-alert", "data-news": "stolen", text: t("sunset.news.alert") }) : null,
    h("ul", {}, lines.map((l) => h("li", { class: `news-${l.kind}`, text: l.text }))),
  ]);
  close.addEventListener("click", () => { acted(); panel.remove(); });
  if (more) {
    more.addEventListener("click", () => {
      unfolded = !unfolded;
      panel.classList.toggle("unfolded", unfolded);
      more.setAttribute("aria-expanded", String(unfolded));
      more.textContent = unfolded ? t("sunset.news.less") : t("sunset.news.more", { n: lines.length - 1 });
    });
  }
  return panel;
}
