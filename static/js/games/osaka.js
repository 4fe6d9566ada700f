// Walking in Osaka: the town area with its street of location tiles (osaka-town.js), your own
// photobook right under it (osaka-book.js), the Shogunate options as cards (osaka-shogun.js), a key
// to the card symbols, and the other players' photobooks folded under their one-line summaries.
// Names, colours and symbols come from the catalog; the drawings from osaka-art.js; every other
// word from static/i18n/<lang>/osaka.json.
import { h, s, svgRoot } from "../core/dom.js";
import { bringIntoView } from "../core/focus.js";
import { loadGameTexts, t } from "../core/i18n.js";
import { block, bonusMarker, fitAll, icon, pawn, sandal, shogun } from "./osaka-art.js";
import { bookSummary, miniBook, photobook, scoreBreakdown } from "./osaka-book.js";
import { INK, card, words } from "./osaka-draw.js";
import { optionChoices, optionPicture, optionRing, scoringNotice } from "./osaka-shogun.js";
import { DESK_TOWN, PHONE_TOWN, cornerWorth, reachCorner, town, townSize } from "./osaka-town.js";

await loadGameTexts("osaka");

const phone = () => typeof window !== "undefined" && window.matchMedia && window.matchMedia("(max-width: 820px)").matches;

// The town is drawn in the phone's or the desktop's size; when the window crosses between them
// the town last drawn is redrawn in the other size (the rest of the board fits either way).
let drawnTown = null;
const PHONE_MEDIA = typeof window !== "undefined" && window.matchMedia ? window.matchMedia("(max-width: 820px)") : null;
if (PHONE_MEDIA) PHONE_MEDIA.addEventListener("change", () => {
  if (!drawnTown || !drawnTown.box.isConnected) return;
  const geometry = phone() ? PHONE_TOWN : DESK_TOWN;
  drawnTown.box.replaceChildren(town(drawnTown.ctx, geometry));
  drawnTown.root.style.setProperty("--osaka-town-ratio", townRatio(geometry));
  fitAll(drawnTown.box);
});
const townRatio = (geometry) => { const size = townSize(geometry); return (size.w / size.h).toFixed(4); };

// The sandal supply under the town: how many tokens are left to earn.
function supply(ctx) {
  const n = ctx.pub.supply;
  const svg = svgRoot(300, 34, t("osaka.supply.label", { n }), { "data-board": "supply", style: "width:300px;max-width:100%" });
  svg.append(sandal(4, 4, 26), s("text", { x: 36, y: 22, "font-size": 13, fill: INK, text: t("osaka.supply.text", { n }) }),
    s("title", { text: t("osaka.supply.title", { sandals: t("osaka.sandals", { n }) }) }));
  return svg;
}

const mini = (children) => s("svg", { viewBox: "0 0 24 24", class: "osaka-mini", "aria-hidden": "true" }, children);
const plainPicture = () => [block(0, 0, 24, 24, { bg: "water", icon: null }, { colour: WATER }),
  s("rect", { x: 0.5, y: 0.5, width: 23, height: 23, fill: "none", stroke: INK, "stroke-dasharray": "2 2" })];

// A key to the drawn symbols: the six icons, the four backgrounds and the plain block, with
// their names from the catalog (the legend lists the same entries with their meaning).
const ICON_KEYS = ["shukyo", "samurai", "yokujo", "teien", "chonin", "flag"];
const BG_KEYS = ["grass", "water", "stone", "sakura"];

function symbolKey(ctx) {
  const wd = words(ctx);
  // (the tick has no catalog entry: its words are its own title)
  const item = (k, picture, text) => h("li", { "data-key": k, title: k === "reach" ? text : ctx.name(k) }, [mini(picture), h("span", { text })]);
  return h("div", { class: "osaka-key", "data-board": "key", role: "group", "aria-label": t("osaka.key.title") }, [
    h("h3", { text: t("osaka.key.title") }),
    h("ul", {}, [
      ...ICON_KEYS.map((k) => item(k, [icon(k, 0, 0, 24)], ctx.name(k))),
      ...BG_KEYS.map((k) => item(k, [block(0, 0, 24, 24, { bg: k, icon: null }, { colour: wd.colour(k) })], t("osaka.key.background", { bg: ctx.name(k) }))),
      item("plain", plainPicture(), t("osaka.key.plain")),
      item("reach", [s("rect", { x: 0.5, y: 0.5, width: 23, height: 23, rx: 3, fill: "#fff3d6", stroke: "#2e7d32", "stroke-width": 1.5 }), reachCorner(24, 11)],
        t("osaka.key.within_reach")),
    ]),
    h("p", { class: "osaka-note", text: t("osaka.key.note") }),
  ]);
}

// A drawing holding the turn's choices goes to the phone's tray, sized there by the bar's CSS from
// its own units (--w, --h) rather than the page's width.
function toTray(svg) {
  if (!svg.querySelector("[data-target]")) return;
  const [, , w, hgt] = svg.getAttribute("viewBox").split(/\s+/);
  svg.setAttribute("style", `--w:${w};--h:${hgt}`);
  svg.setAttribute("data-tray", "");
}

// On a phone's Shogun turn the options are the tray's and the page shows your photobook above
// them, where the scores they preview land: scrolled to once a turn, not at every redraw.
let shownForShogun = null;
function showForShogun(book, key) {
  if (key === shownForShogun) return;
  shownForShogun = key;
  bringIntoView(book);
}

// Which other photobooks are unfolded; on a phone they start folded, on a desktop open.
const unfolded = new Map();

function otherBook(ctx, i) {
  const open = unfolded.has(i) ? unfolded.get(i) : !phone();
  const d = h("details", { class: "osaka-book", "data-book": i, ...(open ? { open: true } : {}) }, [
    h("summary", {}, [h("span", { class: "osaka-dot" }), h("strong", { text: t("osaka.book.label", { name: ctx.names(i) }) }), h("span", { class: "osaka-sum", text: ` · ${bookSummary(ctx, i)}` })]),
    photobook(ctx, i, false),
  ]);
  d.querySelector(".osaka-dot").style.background = ctx.colour(i);
  d.addEventListener("toggle", () => { unfolded.set(i, d.open); if (d.open) fitAll(d); });
  return d;
}

// The legend's pictures, drawn as on the board (the catalog's colours are the board's colours).
const GRASS = "#8cc56a", WATER = "#5fc1ee";

function legendIcon(item) {
  const k = item.key || "";
  const colour = item.colour;
  let picture = null;
  if (BG_KEYS.includes(k)) picture = [block(0, 0, 24, 24, { bg: k, icon: null }, { colour })];
  else if (k === "plain") picture = plainPicture();
  else if (ICON_KEYS.includes(k)) picture = [icon(k, 0, 0, 24)];
  else if (k.startsWith("option:")) picture = optionPicture(k.slice(7), GRASS);
  else if (k === "sandal") picture = [sandal(0, 0, 24)];
  else if (k === "pawn") picture = [pawn(0, 0, 24, "#d9534f", "A")];
  else if (k === "shogun") picture = [shogun(0, 0, 24)];
  else if (k === "bonus_marker") picture = [bonusMarker(0, 0, 24, "#2f7ed8", "B")];
  return picture ? s("svg", { viewBox: "0 0 24 24", "aria-hidden": "true" }, picture) : null;
}

function statusText(ctx) {
  const pub = ctx.pub;
  const parts = [pub.round ? t("osaka.status.round", { round: pub.round, rounds: pub.rounds }) : t("osaka.status.before")];
  if (pub.last_round) parts[0] += ` ${t("osaka.status.last_round")}`;
  if (pub.turn !== null && pub.phase !== "over") parts.push(pub.turn === ctx.seat ? t("osaka.status.your_turn") : t("osaka.status.waiting", { name: ctx.names(pub.turn) }));
  // i18n-keys: osaka.phase.*
  parts.push(t(`osaka.phase.${pub.phase}`), t("osaka.status.deck", { n: pub.deck }));
  return parts.join(" · ");
}

export default {
  legendIcon,
  render(ctx) {
    const pub = ctx.pub;
    const status = h("p", { class: "status-line", text: statusText(ctx) });
    const mine = ctx.seat !== null && ctx.seat !== undefined && pub.seats[ctx.seat] ? ctx.seat : null;
    const geometry = phone() ? PHONE_TOWN : DESK_TOWN;
    const townBox = h("div", { class: "scroll-x" }, town(ctx, geometry));
    // the town and its zoom buttons alone in a box: on a phone that box is fitted to the band
    // above the bar and scrolled into view whole when the town holds the turn's targets
    const townParts = [h("h2", { text: t("osaka.town.title") }), h("div", { class: "osaka-stage" }, townBox), supply(ctx)];
    // On a phone the turn's choices off the town (the starting cards, your photobook while a card
    // is placed or a tile claimed, the options the Shogun or your bonus marker can reach) are the
    // pinned bar's tray, beside the prompt; the town stays on the page, fitted above the bar.
    const tray = phone();
    let starting = null;
    if (pub.phase === "setup_start" && pub.start_cards.length) {
      const svg = svgRoot(pub.start_cards.length * 84 + 8, 124, t("osaka.start.label"), { "data-board": "start", style: `max-width:${pub.start_cards.length * 90}px;width:100%` });
      pub.start_cards.forEach((cid, i) => {
        const g = card(ctx, 6 + i * 84, 14, 74, 104, cid, 11);
        if (ctx.target(g, { type: "start_card", card: cid }, t("osaka.target.start_card", { card: ctx.name(cid) })).classList.contains("target")) {
          const badge = cornerWorth(ctx.worth({ type: "start_card", card: cid }), 11);
          if (badge) g.append(badge);
        }
        svg.append(g);
      });
      if (tray) toTray(svg);
      // (in the tray the prompt says what the cards are for)
      starting = h("div", { class: "osaka-start" }, [svg.hasAttribute("data-tray") ? null : h("strong", { text: t("osaka.start.title") }), svg]);
      // the starting card goes into your photobook: it is chosen above it, not under the town
      if (mine === null) townParts.push(starting);
    }
    // on a phone the page is scrolled to the town for the turn, so the news of the Shogun's
    // scoring sits right under it, not at the top of the page
    // (on a desktop it heads the Shogunate options beside the town: its opening and folding
    // there moves nothing above the town, so the town stays where it is from step to step)
    const notice = scoringNotice(ctx);
    const parts = [h("div", { class: "osaka-head" }, [status])];
    if (phone() && notice) townParts.push(notice);
    parts.push(h("section", { class: "osaka-town", "aria-label": t("osaka.town.title") }, townParts));
    const shogunTurn = ctx.candidates.some((m) => m.type === "shogunate");
    let book = null;
    if (mine !== null) {
      const why = scoreBreakdown(ctx, mine);
      const own = photobook(ctx, mine, true, phone() ? 1 : 1.3);
      if (tray) toTray(own);
      // while the turn's choices lie on the town (a walk, a card to take), a phone's tray shows
      // your photobook drawn small beside the prompt, to hold the tiles' requirements against
      const small = tray && !own.hasAttribute("data-tray") && !shogunTurn && ctx.candidates.length
        && pub.seats[mine].book.some((c) => c.cards.length) ? miniBook(ctx, mine) : null;
      // (a photobook gone to the tray leaves a word where it stood, not an empty box)
      book = h("section", { class: "osaka-mine", "aria-label": t("osaka.book.yours") }, [small, starting, h("h3", { text: t("osaka.book.yours") }),
        own, own.hasAttribute("data-tray") ? h("p", { class: "osaka-note osaka-book-away", text: t("osaka.book.in_tray") }) : null,
        why ? h("p", { class: "osaka-breakdown", "data-board": "breakdown", text: t("osaka.book.breakdown", { points: t("osaka.points", { n: pub.seats[mine].score }), why }) }) : null]);
    }
    // On a desktop the Shogun's move puts the options in the town's place beside your photobook
    // (CSS) and the page brings them whole into sight (a walk before may have left it scrolled
    // down to the pawn); on a phone its choices are the tray's.
    const ring = h("section", { class: "osaka-shogunate", "aria-label": t("osaka.shogun.ring_label"), ...(shogunTurn && !tray ? { "data-focus-anchor": "1" } : {}) }, [
      h("h3", { text: t("osaka.shogun.heading") }), phone() ? null : notice, optionRing(ctx, { targets: !tray }), tray ? optionChoices(ctx) : null]);
    parts.push(book, ring);
    if (tray && shogunTurn && book && ctx.candidates.length) showForShogun(book, `${pub.round}|${pub.turn}`);
    parts.push(h("section", { class: "osaka-keys", "aria-label": t("osaka.key.title") }, [symbolKey(ctx)]));
    const others = pub.seats.map((x) => x.seat).filter((i) => i !== mine);
    if (others.length) parts.push(h("section", { class: "osaka-others", "aria-label": t("osaka.book.all") }, [h("h3", { text: mine === null ? t("osaka.book.all") : t("osaka.book.others") }),
      h("div", { class: "osaka-books" }, others.map((i) => otherBook(ctx, i)))]));
    // the Shogun's move puts its options first beside the town, where a desktop screen shows them
    // (on a phone the sections keep their order: the targets are scrolled into view instead)
    const root = h("div", { class: `osaka${shogunTurn ? " osaka-shogun-turn" : ""}`, style: `--osaka-town-ratio:${townRatio(geometry)}` }, parts);
    drawnTown = { ctx, box: townBox, root };
    requestAnimationFrame(() => { if (root.isConnected) fitAll(root); });
    return root;
  },
  prompt(ctx) {
    const types = new Set(ctx.candidates.map((m) => m.type));
    const pub = ctx.pub;
    const me = ctx.seat !== null && ctx.seat !== undefined ? pub.seats[ctx.seat] : null;
    const tile = me && me.pawn !== null && me.pawn !== undefined && pub.street[me.pawn] ? pub.street[me.pawn].tile : null;
    const params = { tile: tile ? ctx.name(tile) : t("osaka.prompt.the_tile") };
    if (types.has("sandal")) return types.has("claim") ? t("osaka.prompt.claim_or_sandal", params) : t("osaka.prompt.sandal");
    if (types.has("claim")) return t("osaka.prompt.claim", params);
    if (types.has("pawn")) return t("osaka.prompt.pawn");
    if (types.has("travel")) {
      const sandals = t("osaka.sandals", { n: me ? me.sandals : 0 });
      return types.has("bonus") ? t("osaka.prompt.travel_bonus", { sandals }) : t("osaka.prompt.travel", { sandals });
    }
    if (types.has("take")) return t("osaka.prompt.take");
    if (types.has("start_card")) return t("osaka.prompt.start_card");
    if (types.has("place")) {
      const under = ctx.candidates.some((m) => m.type === "place" && m.at === "under");
      const card = pub.pending ? pub.cards[pub.pending] : null;
      const top = ctx.candidates.some((m) => m.type === "place" && m.at === "top");
      if (under) {
        // setting up: under your first card its lower block is hidden, on top the new card's
        const first = me && me.book[0] && me.book[0].cards.length ? pub.cards[me.book[0].cards[0]].lower : null;
        const below = first && first.icon ? ctx.name(first.icon) : null;
        const above = top && card && card.lower.icon ? ctx.name(card.lower.icon) : null;
        // i18n-keys: osaka.prompt.place_setup_both, osaka.prompt.place_setup_under, osaka.prompt.place_setup_top
        if (below || above) return t(`osaka.prompt.place_setup_${below && above ? "both" : below ? "under" : "top"}`, { under: below, top: above });
        return t("osaka.prompt.place_setup");
      }
      return top && card && card.lower.icon ? t("osaka.prompt.place_hides", { building: ctx.name(card.lower.icon) }) : t("osaka.prompt.place");
    }
    if (types.has("shogunate")) return t("osaka.prompt.shogunate");
    return t("osaka.prompt.other");
  },
  describeMove(m, ctx) {
    if (m.type === "decline") return t("osaka.move.decline");
    if (m.type === "sandal") return t("osaka.move.sandal");
    if (m.type === "shogunate") {
      const params = { steps: t("osaka.steps", { n: m.spaces }), option: ctx ? ctx.name(`option:${m.option}`) : m.option, sandals: t("osaka.sandals", { n: m.sandals }) };
      return m.sandals ? t("osaka.move.shogunate_paid", params) : t("osaka.move.shogunate", params);
    }
    return null;
  },
  score(ctx, seat) { return ctx.pub.seats[seat].score; },
};
