// Walking in Osaka: the town area with its street of location tiles (osaka-town.js), your own
// photobook right under it (osaka-book.js), the Shogunate options as cards (osaka-shogun.js), a key
// to the card symbols, and the other players' photobooks folded under their one-line summaries.
// Names, colours and symbols come from the catalog; the drawings from osaka-art.js.
import { h, s, svgRoot } from "../core/dom.js";
import { block, bonusMarker, fitAll, icon, pawn, sandal, shogun } from "./osaka-art.js";
import { bookSummary, photobook } from "./osaka-book.js";
import { INK, card, words } from "./osaka-draw.js";
import { optionPicture, optionRing } from "./osaka-shogun.js";
import { town } from "./osaka-town.js";

const phone = () => typeof window !== "undefined" && window.matchMedia && window.matchMedia("(max-width: 820px)").matches;

// The sandal supply under the town: how many tokens are left to earn.
function supply(ctx) {
  const n = ctx.pub.supply;
  const svg = svgRoot(230, 34, `Sandal supply: ${n} left`, { "data-board": "supply", style: "width:230px" });
  svg.append(sandal(4, 4, 26), s("text", { x: 36, y: 22, "font-size": 13, fill: INK, text: `× ${n} in the sandal supply` }),
    s("title", { text: `${n} sandals left in the supply. A sandal buys one extra step; two buy a Shogun step or a bonus marker move.` }));
  return svg;
}

const mini = (children) => s("svg", { viewBox: "0 0 24 24", class: "osaka-mini", "aria-hidden": "true" }, children);

// A key to the drawn symbols: the six icons, the four backgrounds and the plain block, with
// their names from the catalog (the legend lists the same entries with their meaning).
const ICON_KEYS = ["shukyo", "samurai", "yokujo", "teien", "chonin", "flag"];
const BG_KEYS = ["grass", "water", "stone", "sakura"];

function symbolKey(ctx) {
  const wd = words(ctx);
  const item = (k, picture, text) => h("li", { "data-key": k, title: ctx.name(k) }, [mini(picture), h("span", { text })]);
  return h("div", { class: "osaka-key", "data-board": "key", role: "group", "aria-label": "Key to the cards" }, [
    h("h3", { text: "Key to the cards" }),
    h("ul", {}, [
      ...ICON_KEYS.map((k) => item(k, [icon(k, 0, 0, 24)], wd.short(k))),
      ...BG_KEYS.map((k) => item(k, [block(0, 0, 24, 24, { bg: k, icon: null }, { colour: wd.colour(k) })], `${ctx.name(k)} background`)),
      item("plain", [block(0, 0, 24, 24, { bg: "water", icon: null }, { colour: wd.colour("water") }), s("rect", { x: 0.5, y: 0.5, width: 23, height: 23, fill: "none", stroke: INK, "stroke-dasharray": "2 2" })],
        "Plain block: background only, no building. It counts as one block of its background."),
    ]),
    h("p", { class: "osaka-note", text: "A Chōnin-chi counts as two blocks of its background. Touching blocks of one background form a zone." }),
  ]);
}

// Which other photobooks are unfolded; on a phone they start folded, on a desktop open.
const unfolded = new Map();

function otherBook(ctx, i) {
  const open = unfolded.has(i) ? unfolded.get(i) : !phone();
  const d = h("details", { class: "osaka-book", "data-book": i, ...(open ? { open: true } : {}) }, [
    h("summary", {}, [h("span", { class: "osaka-dot" }), h("strong", { text: `${ctx.names(i)}'s photobook` }), h("span", { class: "osaka-sum", text: ` · ${bookSummary(ctx, i)}` })]),
    photobook(ctx, i, false),
  ]);
  d.querySelector(".osaka-dot").style.background = ctx.colour(i);
  d.addEventListener("toggle", () => { unfolded.set(i, d.open); if (d.open) fitAll(d); });
  return d;
}

const PHASE = {
  setup_pawn: "setting up: pawns", setup_take: "setting up: first town card", setup_start: "setting up: starting card",
  setup_place: "setting up: photobook", travel: "travel", claim: "location tile", sightsee: "sightseeing",
  place: "photobook", shogunate: "scoring", over: "game over",
};

// The legend's pictures, drawn as on the board (the catalog's colours are the board's colours).
const GRASS = "#8cc56a", WATER = "#5fc1ee";

function legendIcon(item) {
  const k = item.key || "";
  const colour = item.colour;
  let picture = null;
  if (BG_KEYS.includes(k)) picture = [block(0, 0, 24, 24, { bg: k, icon: null }, { colour })];
  else if (k === "plain") picture = [block(0, 0, 24, 24, { bg: "water", icon: null }, { colour: WATER }), s("rect", { x: 0.5, y: 0.5, width: 23, height: 23, fill: "none", stroke: INK, "stroke-dasharray": "2 2" })];
  else if (ICON_KEYS.includes(k)) picture = [icon(k, 0, 0, 24)];
  else if (k.startsWith("option:")) picture = optionPicture(k.slice(7), GRASS);
  else if (k === "sandal") picture = [sandal(0, 0, 24)];
  else if (k === "pawn") picture = [pawn(0, 0, 24, "#d9534f", "A")];
  else if (k === "shogun") picture = [shogun(0, 0, 24)];
  else if (k === "bonus_marker") picture = [bonusMarker(0, 0, 24, "#2f7ed8", "B")];
  return picture ? s("svg", { viewBox: "0 0 24 24", "aria-hidden": "true" }, picture) : null;
}

export default {
  labels: { location: "Locations", shogunate: "Shogunate", largest_zone: "Largest zone", bonus: "Bonus" },
  legendIcon,
  render(ctx) {
    const pub = ctx.pub;
    const waiting = pub.turn !== null && pub.phase !== "over" ? (pub.turn === ctx.seat ? "your turn" : `waiting for ${ctx.names(pub.turn)}`) : "";
    const status = h("p", { class: "status-line", text: `${pub.round ? `Round ${pub.round} of ${pub.rounds}` : "Before the first round"}${pub.last_round ? " (last round)" : ""}${waiting ? ` · ${waiting}` : ""} · ${PHASE[pub.phase] || pub.phase} · ${pub.deck} town cards in the deck` });
    const mine = ctx.seat !== null && ctx.seat !== undefined && pub.seats[ctx.seat] ? ctx.seat : null;
    const townParts = [h("h2", { text: "Ōsaka" }), h("div", { class: "scroll-x" }, town(ctx)), supply(ctx)];
    if (pub.phase === "setup_start" && pub.start_cards.length) {
      const svg = svgRoot(pub.start_cards.length * 84 + 8, 116, "Starting cards", { "data-board": "start", style: `max-width:${pub.start_cards.length * 90}px;width:100%` });
      pub.start_cards.forEach((cid, i) => {
        const g = card(ctx, 6 + i * 84, 6, 74, 104, cid, 11);
        ctx.target(g, { type: "start_card", card: cid }, `Choose the ${ctx.name(cid)}`);
        svg.append(g);
      });
      townParts.push(h("div", { class: "osaka-start" }, [h("strong", { text: "Starting cards (take one):" }), svg]));
    }
    const parts = [status, h("section", { class: "osaka-town", "aria-label": "Town" }, townParts)];
    if (mine !== null) parts.push(h("section", { class: "osaka-mine", "aria-label": "Your photobook" }, [h("h3", { text: "Your photobook" }), photobook(ctx, mine, true, phone() ? 1 : 1.3)]));
    parts.push(h("section", { class: "osaka-shogunate", "aria-label": "Scoring options" }, [
      h("h3", { text: "Shogunate options: the Shogun walks clockwise, 1 → 6" }), optionRing(ctx)]));
    parts.push(h("section", { class: "osaka-keys", "aria-label": "Key to the cards" }, [symbolKey(ctx)]));
    const others = pub.seats.map((x) => x.seat).filter((i) => i !== mine);
    if (others.length) parts.push(h("section", { class: "osaka-others", "aria-label": "Photobooks" }, [h("h3", { text: mine === null ? "Photobooks" : "Other photobooks" }),
      h("div", { class: "osaka-books" }, others.map((i) => otherBook(ctx, i)))]));
    const root = h("div", { class: "osaka" }, parts);
    requestAnimationFrame(() => { if (root.isConnected) fitAll(root); });
    return root;
  },
  prompt(ctx) {
    const types = new Set(ctx.candidates.map((m) => m.type));
    const pub = ctx.pub;
    const me = ctx.seat !== null && ctx.seat !== undefined ? pub.seats[ctx.seat] : null;
    const tile = me && me.pawn !== null && me.pawn !== undefined && pub.street[me.pawn] ? pub.street[me.pawn].tile : null;
    const tileName = tile ? ctx.name(tile) : "the location tile";
    if (types.has("sandal")) return types.has("claim")
      ? `Claim ${tileName}: click a glowing column of your photobook (the badge shows its points), or take a sandal and leave the tile.`
      : "Take a sandal.";
    if (types.has("claim")) return `Claim ${tileName}? Click a glowing column of your photobook, or decline.`;
    if (types.has("pawn")) return "Choose a street space for your pawn (not one with another pawn).";
    if (types.has("travel")) {
      const n = me ? me.sandals : 0;
      return `Travel: walk clockwise to a glowing street space (1 or 2 steps free; each extra step costs a sandal, you have ${n})${types.has("bonus") ? ", or pay 2 sandals to move your bonus marker onto a Shogunate option" : ""}.`;
    }
    if (types.has("take")) return "Sightseeing: take a glowing town card from the row or column your pawn faces.";
    if (types.has("start_card")) return "Choose your starting card.";
    if (types.has("place")) {
      const under = ctx.candidates.some((m) => m.type === "place" && m.at === "under");
      return `Click a dashed ghost in your photobook to put the card there (on top, its lower block hides behind the card below${under ? "; setup only: it may also go under" : ""}).`;
    }
    if (types.has("shogunate")) return "Move the Shogun 1 or 2 options clockwise (2 sandals for each option more): everyone scores the option it stops on.";
    return "Your move.";
  },
  describeMove(m, ctx) {
    if (m.type === "decline") return "Decline the location tile";
    if (m.type === "sandal") return "Take a sandal (the tile stays)";
    if (m.type === "shogunate") {
      return `Shogun ${m.spaces} option${m.spaces === 1 ? "" : "s"} on to ${ctx ? ctx.name(`option:${m.option}`) : m.option}${m.sandals ? ` (${m.sandals} sandals)` : ""}`;
    }
    return null;
  },
  score(ctx, seat) { return ctx.pub.seats[seat].score; },
};
