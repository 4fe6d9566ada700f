// Phototour on a phone: the choices of the decision that are not on the map (the cards dealt or
// in hand, the sights, tokens and dice on offer, the reserve, the diary's slots) drawn small in
// the pinned bar's tray, beside the prompt and the buttons, so the whole decision is one glance.
// Only the rows that hold a choice now are drawn; each choice keeps the name, tooltip and worth it
// has on the board (which is drawn without targets meanwhile).
import { h, s } from "../core/dom.js";
import { t } from "../core/i18n.js";
import { worthBadge } from "../core/worth.js";
import { dieFace, tokenArt, townMarker, wrap } from "./phototour-art.js";
import { aim, aimWorth, bandTown, cardTitle, fittedText, reserveTitle } from "./phototour-parts.js";

// Chip sizes in their own units, which are about CSS px in a 390 px wide bar (five across, or
// three across for the diary's slots).
const CW = 72, SIGHT_H = 80, ITEM_H = 48, SLOT_W = 120, SLOT_H = 52;

const chipSvg = (w, hh, children, attrs = {}) => s("svg", { viewBox: `0 0 ${w} ${hh}`, class: "pt-chip", ...attrs }, children);
const live = (el) => el.classList.contains("target") || el.classList.contains("picked");

// A cross over an item marked for discard (or reroll) in a refresh.
function crossed(w, hh, words) {
  return s("g", { class: "pt-discard", "pointer-events": "none" }, [
    s("rect", { x: 1, y: 1, width: w - 2, height: hh - 2, rx: 6, fill: "rgba(200,40,30,.18)", stroke: "#c0392b", "stroke-width": 2.5, "stroke-dasharray": "5 3" }),
    s("path", { d: `M6,6 L${w - 6},${hh - 6} M${w - 6},6 L6,${hh - 6}`, stroke: "#c0392b", "stroke-width": 2.5, "stroke-linecap": "round", opacity: 0.7 }),
    s("title", { text: words }),
  ]);
}

function emptyChip(hh) {
  return chipSvg(CW, hh, [s("rect", { x: 1, y: 1, width: CW - 2, height: hh - 2, rx: 6, fill: "none", stroke: "#ccc", "stroke-dasharray": "4 3" })], { "aria-hidden": "true" });
}

// A sight card, small: the town on its region's band, the sight, its kind and points, the
// equipment it needs; its worth as a target at the bottom right.
function sightChip(ctx, c, id, kit) {
  const n = kit.num(id);
  const sg = c.sights[String(n)] || { spaces: [], points: 0, type: "?" };
  const reg = kit.regionLook(ctx, (c.locations[String(n)] || {}).region);
  const g = s("g", { class: "sight-card", "data-card": id }, [
    s("rect", { class: "hl", x: 1, y: 1, width: CW - 2, height: SIGHT_H - 2, rx: 5, fill: "#fffdf7", stroke: reg.colour, "stroke-width": 2 }),
    s("path", { d: `M1,16 V6 a5,5 0 0 1 5,-5 H${CW - 6} a5,5 0 0 1 5,5 V16 Z`, fill: reg.colour }),
    bandTown(kit.townName(ctx, n), CW - 10, { x: 5, y: 12.5, sizes: [9.5, 9, 8.5, 8, 7.5], squeeze: true }),
    ...cardTitle(kit.sightName(ctx, n), CW - 9, { x: 5, tries: [[10, 2, 11, 28], [9.5, 3, 10, 27], [9, 3, 9.5, 26.5], [8.5, 3, 9, 26], [8, 3, 8.6, 25.5]], weight: 600 }),
    s("g", { transform: "translate(10,56) scale(0.6)" }, [townMarker(sg.type, "#555")]),
    fittedText(kit.points(sg.points), 19, 60, CW - 23, { sizes: [9, 8.5, 8], anchor: "start" }),
  ]);
  sg.spaces.forEach((sp, i) => {
    const art = tokenArt(sp, kit.tokenLook(ctx, sp).colour, 6);
    art.setAttribute("transform", `translate(${10 + i * 14},71)`);
    g.append(art);
  });
  g.append(s("title", { text: kit.cardWords(ctx, c, id) }));
  return { svg: chipSvg(CW, SIGHT_H, [g]), g, badge: [CW - 17, 71, 8.5] };
}

// An equipment token (on offer or in the reserve) with its name under it.
function tokenChip(ctx, kind, kit) {
  const l = kit.tokenLook(ctx, kind);
  const art = tokenArt(kind, l.colour, 13);
  art.setAttribute("transform", "translate(36,18)");
  const g = s("g", { class: "pt-token-chip" }, [
    s("rect", { class: "hl", x: 1, y: 1, width: CW - 2, height: ITEM_H - 2, rx: 6, fill: "#fff", stroke: "#d8ccb0" }),
    art, fittedText(l.name, 36, 43, CW - 6, { sizes: [10, 9, 8.5, 8] }), s("title", { text: t("phototour.token.title", { token: l.name }) })]);
  return { svg: chipSvg(CW, ITEM_H, [g]), g, badge: [CW - 13, 9, 8] };
}

function dieChip(ctx, face, kit) {
  const l = kit.look(ctx.catalog, face);
  const g = s("g", { class: "pt-die-chip" }, [
    s("rect", { class: "hl", x: 1, y: 1, width: CW - 2, height: ITEM_H - 2, rx: 6, fill: "#fff", stroke: "#d8ccb0" }),
    s("rect", { x: 22, y: 4, width: 28, height: 28, rx: 5, fill: "#fff", stroke: "#444", "stroke-width": 1.5 }),
    s("g", { transform: "translate(36,18)" }, [dieFace(face, 10)]),
    fittedText(l.name, 36, 43, CW - 6), s("title", { text: t("phototour.die.title", { die: l.name, how: (ctx.catalog && ctx.catalog.describe(face)) || "" }) })]);
  return { svg: chipSvg(CW, ITEM_H, [g]), g, badge: [CW - 13, 9, 8] };
}

// Lines of small text that fit `width`, the last cut with "…" (the whole text is the tooltip's).
function smallLines(text, x, y, width, rows, size = 8) {
  return wrap(text, width, rows, { size }).map((line, i) => s("text", { x, y: y + i * (size + 1.5), class: "label", style: `font-size:${size}px;fill:#5a3d00`, text: line }));
}

// A slot of the own diary: its number and what it takes, what it gives (side B), or the
// photograph in it with its sight's bonus.
function slotChip(ctx, c, seat, i, kit) {
  const info = ctx.pub.seats[seat], entry = info.diary[i];
  const words = kit.slotWords(ctx, c, info, i);
  const g = s("g", { "data-slot": i, class: "pt-slot-chip" }, [
    s("rect", { class: "hl hl-fill", x: 1, y: 1, width: SLOT_W - 2, height: SLOT_H - 2, rx: 6, fill: entry ? "#fff" : "#f3ead7", stroke: "#bba77f", "stroke-dasharray": entry ? "" : "4 3" })]);
  let tip;
  if (entry) {
    const n = kit.num(entry.card), reg = kit.regionLook(ctx, (c.locations[String(n)] || {}).region);
    const town = kit.townName(ctx, n), sight = kit.sightName(ctx, n), bonus = kit.bonusText(ctx, n);
    g.append(s("path", { d: `M1,15 V7 a6,6 0 0 1 6,-6 H${SLOT_W - 7} a6,6 0 0 1 6,6 V15 Z`, fill: reg.colour }),
      bandTown(`${i + 1}. ${town}`, SLOT_W - 30, { x: 5, y: 11.5, sizes: [9, 8.5, 8, 7.5], squeeze: true }),
      fittedText(sight, 5, 26, SLOT_W - 10, { sizes: [9, 8.5, 8], weight: 600, anchor: "start" }),
      ...(bonus ? smallLines(bonus, 5, 37, SLOT_W - 10, 2) : []));
    tip = [t("phototour.slot.photo_title", { sight, town }), bonus].filter(Boolean).join(". ");
  } else {
    const head = `${i + 1}. ${words.need}`;
    g.append(fittedText(head, 5, 13, SLOT_W - 36, { sizes: [10, 9, 8.5], weight: 700, anchor: "start" }));
    if (words.gives) g.append(...smallLines(words.gives, 5, 26, SLOT_W - 10, 3));
    tip = [head, words.gives].filter(Boolean).join(". ");
  }
  g.append(s("title", { text: tip }));
  return { svg: chipSvg(SLOT_W, SLOT_H, [g]), g, badge: [SLOT_W - 15, 9, 8] };
}

// The photograph just placed, to equip: its sight and each equipment space, a target of its own.
function equipChip(ctx, c, seat, slot, kit) {
  const entry = ctx.pub.seats[seat].diary[slot];
  const n = kit.num(entry.card), sg = c.sights[String(n)];
  const W = 3 * SLOT_W + 8, H = 52;
  const svg = chipSvg(W, H, [], { "data-slot": slot, class: "pt-chip pt-equip-chip" });
  const town = kit.townName(ctx, n), sight = kit.sightName(ctx, n);
  svg.append(s("rect", { x: 1, y: 1, width: W - 2, height: H - 2, rx: 6, fill: "#fff", stroke: kit.regionLook(ctx, (c.locations[String(n)] || {}).region).colour, "stroke-width": 2 }),
    fittedText(`${slot + 1}. ${town}`, 8, 20, 150, { sizes: [10, 9.5, 9, 8.5], weight: 700, anchor: "start" }),
    fittedText(sight, 8, 35, 150, { sizes: [9.5, 9, 8.5, 8], anchor: "start" }),
    s("title", { text: t("phototour.slot.photo_title", { sight, town }) }));
  (entry.tokens || []).forEach((tk, k) => {
    const need = sg.spaces[k], needName = kit.tokenLook(ctx, need).name;
    const sp = s("g", { transform: `translate(${184 + k * 64},26)`, class: "pt-space" });
    if (tk) {
      sp.append(tokenArt(tk, kit.tokenLook(ctx, tk).colour, 14), s("title", { text: t("phototour.space.filled", { token: kit.tokenLook(ctx, tk).name, space: needName }) }));
    } else {
      const faint = tokenArt(need, kit.tokenLook(ctx, need).colour, 14);
      faint.setAttribute("opacity", "0.35");
      sp.append(s("circle", { class: "hl", r: 18, fill: "#fff", stroke: "#8a8a8a", "stroke-width": 1.5, "stroke-dasharray": "3 2" }), faint,
        s("title", { text: t("phototour.space.empty", { space: needName }) }));
      aimWorth(ctx, sp, { type: "equip", space: k }, t("phototour.target.equip_space", { space: needName }), [20, -14, 8]);
    }
    svg.append(sp);
  });
  return svg;
}

// A row of chips under its caption; `key` names it (data-row), `board` is the name of the part
// of the board it is drawn from (data-board), so a choice is found the same way in the tray.
function trayRow(key, caption, chips, { board = null, wide = false } = {}) {
  return h("div", { class: "pt-tray-row", "data-row": key, ...(board ? { "data-board": board } : {}) }, [
    h("p", { class: "pt-tray-cap" }, [h("span", { text: caption })]),
    h("div", { class: `pt-chips${wide ? " wide" : ""}` }, chips)]);
}

// The whole row as a target (which row a refresh renews), with its worth after its caption.
function rowTarget(ctx, row, key, kit) {
  if (!ctx.candidates.some((m) => m.type === "refresh_row")) return;
  aim(ctx, row, { type: "refresh_row", row: key }, t("phototour.target.refresh_row", { row: kit.look(ctx.catalog, `row:${key}`).name }));
  if (row.classList.contains("target")) {
    const badge = worthBadge(ctx.worth({ type: "refresh_row", row: key }));
    if (badge) row.firstChild.append(badge);
  }
}

// The rows last drawn with a choice in them, drawn again (without targets) while the next step's
// moves are on their way, so the bar keeps its height between two steps of one turn.
let LAST = { rows: [], cards: [], slots: [] };

// `market`: the offer's three rows come first and are drawn at every step of the turn, targets
// or not (a wide screen's bar has the room: the offer stays in sight after a refresh, and keeps
// its place and the bar its height from step to step).
export function trayParts(ctx, c, kit, { market = false } = {}) {
  const pub = ctx.pub, me = pub.seats[ctx.seat];
  const pend = (pub.turn && pub.turn.pending) || {};
  const refreshing = pend.kind === "refresh_discard" ? pend.row : null;
  const marked = new Set(refreshing ? pend.marked || [] : []);
  const waiting = !ctx.candidates.length;
  const rows = [];
  const handIds = (pub.phase === "start" ? ctx.priv.dealt : ctx.priv.hand) || [];
  // A photograph's card is chosen first (in the hand), then its slot: the slots are not a choice before.
  const photoing = ctx.picked.type === "photo";
  // The parts that hold a choice now, from the moves left (the others are not drawn at all).
  const any = (test) => ctx.candidates.some(test);
  const is = (...types) => (m) => types.includes(m.type);
  const inHand = (m) => "card" in m && handIds.includes(m.card);
  const wants = waiting ? Object.fromEntries(LAST.rows.map((k) => [k, true])) : {
    hand: any((m) => is("choose", "photo", "pay", "sight_bonus", "use")(m) && inHand(m)),
    sights: market || any(is("plan", "take_card", "refresh_row")) || (refreshing === "sights" && any(is("discard_item"))),
    tokens: market || any(is("rent", "take_token", "refresh_row")) || (refreshing === "tokens" && any(is("discard_item"))),
    dice: market || any(is("die", "set_die", "refresh_row")) || (refreshing === "dice" && any(is("discard_item"))),
    reserve: any((m) => is("equip", "discard_token", "pay")(m) && "token" in m),
    diary: any((m) => is("diary", "equip")(m) || (is("sight_bonus", "use")(m) && !inHand(m))) || (photoing && any(is("photo"))),
  };

  const hand = [];
  for (const id of wants.hand ? handIds : []) {
    const chip = sightChip(ctx, c, id, kit);
    const sight = kit.sightName(ctx, kit.num(id)), town = kit.townName(ctx, kit.num(id));
    // i18n-keys: phototour.card_target.*
    for (const type of ["choose", "photo", "pay", "sight_bonus", "use"]) {
      if (aimWorth(ctx, chip.g, { type, card: id }, t(`phototour.card_target.${type}`, { sight, town }), chip.badge)) break;
    }
    if (live(chip.g) || (waiting && LAST.cards.includes(id))) hand.push([id, chip.svg]);
  }
  const handRow = hand.length ? trayRow("hand", pub.phase === "start" ? t("phototour.hand.aria_dealt") : t("phototour.tray.hand"), hand.map(([, x]) => x), { board: "hand" }) : null;
  if (handRow && !market) rows.push(handRow);

  const sights = !wants.sights ? [] : pub.display.map((id, i) => {
    if (!id) return { svg: emptyChip(SIGHT_H), g: null };
    const chip = sightChip(ctx, c, id, kit), sight = kit.sightName(ctx, kit.num(id));
    for (const type of ["plan", "take_card"]) if (aimWorth(ctx, chip.g, { type, card: id }, t(`phototour.target.${type}`, { sight }), chip.badge)) break;
    if (refreshing === "sights") {
      aim(ctx, chip.g, { type: "discard_item", index: i }, t("phototour.target.discard_sight", { sight }));
      if (marked.has(i)) chip.svg.append(crossed(CW, SIGHT_H, t("phototour.mark.discard_sight")));
    }
    return chip;
  });
  const tokens = !wants.tokens ? [] : pub.board_tokens.map((tok, i) => {
    if (!tok) return { svg: emptyChip(ITEM_H), g: null };
    const chip = tokenChip(ctx, tok, kit), name = kit.tokenLook(ctx, tok).name;
    for (const type of ["rent", "take_token"]) if (aimWorth(ctx, chip.g, { type, token: tok }, t(`phototour.target.${type}`, { token: name }), chip.badge)) break;
    if (refreshing === "tokens") {
      aim(ctx, chip.g, { type: "discard_item", index: i }, t("phototour.target.discard_token", { token: name }));
      if (marked.has(i)) chip.svg.append(crossed(CW, ITEM_H, t("phototour.mark.discard")));
    }
    return chip;
  });
  const dice = !wants.dice ? [] : pub.dice.map((face, i) => {
    if (!face) return { svg: emptyChip(ITEM_H), g: null };
    const chip = dieChip(ctx, face, kit), name = kit.look(ctx.catalog, face).name;
    // One die at a time: while one waits for Confirm, the others may only be turned.
    const confirming = ctx.picked.type === "die" && ctx.picked.die !== i;
    for (const type of confirming ? ["set_die"] : ["die", "set_die"]) {
      if (aimWorth(ctx, chip.g, { type, die: i }, t(`phototour.target.${type}`, { die: name }), chip.badge, { direct: true })) break;
    }
    if (refreshing === "dice") {
      aim(ctx, chip.g, { type: "discard_item", index: i }, t("phototour.target.reroll", { die: name }));
      if (marked.has(i)) chip.svg.append(crossed(CW, ITEM_H, t("phototour.mark.reroll")));
    }
    return chip;
  });
  for (const [key, chips, caption] of [["sights", sights, t("phototour.tray.sights")], ["tokens", tokens, t("phototour.offer.tokens")], ["dice", dice, t("phototour.offer.dice")]]) {
    if (!wants[key]) continue;
    const row = trayRow(key, caption, chips.map((x) => x.svg), { board: "offer" });
    rowTarget(ctx, row, key, kit);
    if (market || live(row) || chips.some((x) => x.g && live(x.g)) || (waiting && LAST.rows.includes(key))) rows.push(row);
  }

  if (handRow && market) rows.push(handRow); // after the offer, which keeps its place at every step

  const reserve = !wants.reserve ? [] : me.reserve.map((tok) => {
    const chip = tokenChip(ctx, tok, kit), name = kit.tokenLook(ctx, tok).name;
    // i18n-keys: phototour.reserve_target.*
    for (const type of ["equip", "discard_token", "pay"]) {
      if (aimWorth(ctx, chip.g, { type, token: tok }, t(`phototour.reserve_target.${type}`, { token: name }), chip.badge)) break;
    }
    return chip;
  });
  const equipping = pend.kind === "equip" && me.diary[pend.slot] ? pend.slot : null;
  if (reserve.some((x) => live(x.g)) || equipping !== null || (waiting && LAST.rows.includes("reserve"))) {
    rows.push(trayRow("reserve", reserveTitle(me.reserve.length), reserve.map((x) => x.svg)));
  }

  const slots = [];
  if (wants.diary) me.diary.forEach((entry, i) => {
    if (i === equipping) return;
    const chip = slotChip(ctx, c, ctx.seat, i, kit);
    // i18n-keys: phototour.slot_target.*
    let done = false;
    for (const type of photoing ? ["photo"] : ["diary"]) {
      if ((done = aimWorth(ctx, chip.g, { type, slot: i }, t(`phototour.slot_target.${type}`, { slot: i + 1 }), chip.badge))) break;
    }
    if (!done && entry) {
      const sight = kit.sightName(ctx, kit.num(entry.card));
      for (const type of ["sight_bonus", "use"]) if (aimWorth(ctx, chip.g, { type, card: entry.card }, t(`phototour.card_target.${type}`, { sight }), chip.badge)) break;
    }
    if (live(chip.g) || (waiting && LAST.slots.includes(i))) slots.push([i, chip.svg]);
  });
  if (equipping !== null || slots.length) {
    const chips = [...(equipping !== null ? [equipChip(ctx, c, ctx.seat, equipping, kit)] : []), ...slots.map(([, x]) => x)];
    rows.push(trayRow("diary", t("phototour.diary.mine"), chips, { board: `diary-${ctx.seat}`, wide: true }));
  }

  if (!waiting) LAST = { rows: rows.map((r) => r.dataset.row), cards: hand.map(([id]) => id), slots: slots.map(([i]) => i) };
  return rows.length ? h("div", { class: "pt-tray", "data-tray": "" }, rows) : null;
}
