// Phototour: the map of Russia with its railways and highways, the sight cards, equipment tokens
// and travel dice on offer, your hand and travel diary, and every other traveller.
import { api } from "../core/api.js";
import { h, s, svgRoot, seatColour } from "../core/dom.js";
import { codedDetails } from "../core/scorelines.js";
import { MAP_H, MAP_W, airportBadge, countryOutline, dieFace, highway, look, pawn, project, railway, textLines, tokenArt, townMarker, wrap } from "./phototour-art.js";

const num = (id) => Number(String(id).split(":")[1]);
let CONTENT = null;

function content(ctx) {
  if (ctx.pub.content && typeof ctx.pub.content === "object") return ctx.pub.content;
  return CONTENT;
}

// Projected positions, then nudged apart so that no two towns are closer than a finger's width.
let LAYOUT = null;
function layout(c) {
  if (LAYOUT && LAYOUT.c === c) return LAYOUT.pos;
  const pos = {};
  for (const [n, loc] of Object.entries(c.locations)) pos[n] = project(loc.lon, loc.lat);
  const keys = Object.keys(pos), MIN = 30;
  for (let it = 0; it < 120; it++) {
    let moved = false;
    for (let i = 0; i < keys.length; i++) {
      for (let j = i + 1; j < keys.length; j++) {
        const a = pos[keys[i]], b = pos[keys[j]];
        let dx = b[0] - a[0], dy = b[1] - a[1];
        let d = Math.hypot(dx, dy);
        if (d >= MIN) continue;
        if (d < 0.01) { dx = 1; dy = 0; d = 1; }
        const push = (MIN - d) / 2 / d;
        a[0] -= dx * push; a[1] -= dy * push; b[0] += dx * push; b[1] += dy * push;
        moved = true;
      }
    }
    if (!moved) break;
  }
  for (const p of Object.values(pos)) { p[0] = Math.min(MAP_W - 20, Math.max(20, p[0])); p[1] = Math.min(MAP_H - 20, Math.max(34, p[1])); }
  LAYOUT = { c, pos };
  return pos;
}

const regionLook = (ctx, region) => look(ctx.catalog, `region:${region}`);
const tokenLook = (ctx, kind) => look(ctx.catalog, kind);

// A sight card: the town and region in the header, the sight, its kind (house or peak) and points,
// the equipment spaces it takes, and in Strategic mode its bonus in words.
function sightCard(ctx, c, id, x, y, w = 150, hh = 112) {
  const n = num(id);
  const sg = c.sights[String(n)] || { title: id, spaces: [], points: 0, type: "?" };
  const loc = c.locations[String(n)] || {};
  const reg = regionLook(ctx, loc.region);
  const g = s("g", { transform: `translate(${x},${y})`, "data-card": id, class: "sight-card" });
  g.append(s("rect", { class: "hl", width: w, height: hh, rx: 6, fill: "#fffdf7", stroke: reg.colour, "stroke-width": 3 }),
    s("rect", { width: w, height: 17, rx: 6, fill: reg.colour }),
    s("text", { x: 6, y: 12.5, class: "label small", style: "fill:#fff;font-weight:700", text: `${loc.town || ""}`.slice(0, 22) }),
    s("g", { transform: `translate(${w - 12},${29}) scale(0.8)` }, [townMarker(sg.type, "#555")]),
    ...textLines(wrap(sg.title, 22, 2), 6, 31, 12, { class: "label small", style: "font-weight:600" }),
    s("text", { x: 6, y: 56, class: "label small", text: `${look(ctx.catalog, sg.type).name} · ${sg.points} points` }));
  sg.spaces.forEach((sp, i) => {
    const t = tokenArt(sp, tokenLook(ctx, sp).colour, 8);
    t.setAttribute("transform", `translate(${12 + i * 19},69)`);
    t.append(s("title", { text: `needs ${tokenLook(ctx, sp).name}` }));
    g.append(t);
  });
  if (sg.bonus_text && ctx.pub.mode === "strategic") {
    g.append(...textLines(wrap(sg.bonus_text, 30, 3), 5, 87, 9.5, { class: "label", style: "font-size:8px;fill:#5a3d00" }));
  }
  g.append(s("title", { text: `${sg.title} (${loc.town}, ${reg.name}, ${sg.type}, ${sg.points} points; needs ${sg.spaces.map((sp) => tokenLook(ctx, sp).name).join(", ") || "nothing"})${sg.bonus_text ? ". " + sg.bonus_text : ""}` }));
  return g;
}

function map(ctx, c) {
  const pub = ctx.pub;
  const svg = svgRoot(MAP_W, MAP_H, "Map", { "data-board": "map" });
  svg.append(s("rect", { width: MAP_W, height: MAP_H, rx: 10, fill: "#d6e7f2" }), countryOutline());
  const pos = layout(c);
  for (const [a, b] of c.highways) svg.append(highway(pos[a], pos[b]));
  for (const [a, b] of c.railways) svg.append(railway(pos[a], pos[b]));
  const goes = new Set(ctx.candidates.filter((m) => m.type === "go").map((m) => String(m.to)));
  const pawns = {};
  pub.seats.forEach((st) => { if (st.pawn !== null && st.pawn !== undefined) (pawns[st.pawn] = pawns[st.pawn] || []).push(st.seat); });
  const later = [], figures = [];
  for (const [n, loc] of Object.entries(c.locations)) {
    const [x, y] = pos[n];
    const sg = c.sights[n] || {};
    const g = s("g", { transform: `translate(${x},${y})`, "data-node": n, class: goes.has(n) ? "town destination" : "town" });
    const airport = c.airports.includes(Number(n));
    if (goes.has(n)) g.append(s("circle", { class: "hl hl-fill", r: 17, fill: "none", stroke: "#ff8c1a", "stroke-width": 2.5 }));
    g.append(s("circle", { r: 17, fill: "transparent", stroke: "none" })); // a finger-sized hit area
    g.append(townMarker(sg.type, regionLook(ctx, loc.region).colour));
    if (airport) g.append(airportBadge(9, -7));
    const name = s("text", { x: 0, y: 17, "text-anchor": "middle", class: "town-name", style: "font-size:8.5px;paint-order:stroke;stroke:#fffdf2;stroke-width:2.5px;fill:#222", text: loc.town });
    g.append(name);
    g.append(s("title", { text: `${loc.town}: ${sg.title || ""} (${regionLook(ctx, loc.region).name}${airport ? ", airport" : ""})` }));
    (pawns[n] || []).forEach((seat, k) => {
      const f = pawn(seatColour(seat), (ctx.names(seat) || "?").slice(0, 1).toUpperCase());
      f.setAttribute("transform", `translate(${x + k * 15 - 3},${y - 2}) scale(1.45)`);
      f.setAttribute("pointer-events", "none");
      f.append(s("title", { text: `${ctx.names(seat)} is in ${loc.town}` }));
      figures.push(f);
    });
    if (goes.has(n) && ctx.target(g, { type: "go", to: Number(n) }, `Travel to ${loc.town}`).classList.contains("target")) {
      later.push(g); // destinations on top, so that a neighbouring town never covers one
    } else {
      if (goes.size) g.setAttribute("pointer-events", "none");
      svg.append(g);
    }
  }
  svg.append(...figures, ...later);
  return svg;
}

function mapLegend(ctx, c) {
  const item = (svgChildren, words) => h("span", { class: "legend-item" }, [s("svg", { viewBox: "0 0 34 20", width: 34, height: 20, "aria-hidden": "true" }, svgChildren), " ", words]);
  return h("p", { class: "legend-row" }, [
    item([railway([2, 10], [32, 10])], "railway (train or car)"), " · ",
    item([highway([2, 10], [32, 10])], "highway (car only)"), " · ",
    item([airportBadge(17, 10)], "airport (plane)"), " · ",
    item([s("g", { transform: "translate(17,11)" }, [townMarker("city", "#777")])], `${look(ctx.catalog, "city").name}`), " · ",
    item([s("g", { transform: "translate(17,11)" }, [townMarker("nature", "#777")])], `${look(ctx.catalog, "nature").name}`), " · ",
    ...Object.keys(c.regions).map((r) => h("span", {}, [h("span", { class: "dot", style: `background:${regionLook(ctx, r).colour}` }), regionLook(ctx, r).name, " "])),
  ]);
}

function offer(ctx, c) {
  const pub = ctx.pub;
  const pend = (pub.turn && pub.turn.pending) || {};
  const row = pend.kind === "refresh_discard" ? pend.row : null;
  const CW = 158, CH = 112;
  const W = 5 * CW + 8, H = CH + 8 + 64 + 62;
  const svg = svgRoot(W, H, "Sight cards, equipment tokens and dice on offer", { "data-board": "offer" });
  pub.display.forEach((id, i) => {
    if (!id) { svg.append(s("rect", { x: 4 + i * CW, y: 4, width: CW - 8, height: CH, rx: 6, fill: "none", stroke: "#ccc", "stroke-dasharray": "4 3" })); return; }
    const g = sightCard(ctx, c, id, 4 + i * CW, 4, CW - 8, CH);
    for (const type of ["plan", "take_card"]) if (ctx.target(g, { type, card: id }, `${type === "plan" ? "Plan" : "Take"} the sight ${c.sights[String(num(id))].title}`).classList.contains("target")) break;
    if (row === "sights") ctx.target(g, { type: "discard_item", index: i }, `Discard the sight ${c.sights[String(num(id))].title}`);
    svg.append(g);
  });
  pub.board_tokens.forEach((tok, i) => {
    const g = s("g", { transform: `translate(${4 + i * CW + CW / 2 - 4},${CH + 34})` });
    if (tok) {
      const l = tokenLook(ctx, tok);
      g.append(tokenArt(tok, l.colour, 19), s("text", { y: 32, "text-anchor": "middle", class: "label small", text: l.name }), s("title", { text: `${l.name} token` }));
      for (const type of ["rent", "take_token"]) if (ctx.target(g, { type, token: tok }, `${type === "rent" ? "Rent" : "Take"} a ${l.name} token`).classList.contains("target")) break;
      if (row === "tokens") ctx.target(g, { type: "discard_item", index: i }, `Discard the ${l.name} token`);
    } else g.append(s("circle", { class: "hl", r: 19, fill: "none", stroke: "#ccc", "stroke-dasharray": "3 3" }));
    svg.append(g);
  });
  pub.dice.forEach((face, i) => {
    const g = s("g", { transform: `translate(${4 + i * CW + CW / 2 - 4},${CH + 100})` });
    g.append(s("rect", { class: "hl", x: -24, y: -24, width: 48, height: 48, rx: 9, fill: face ? "#fff" : "none", stroke: face ? "#444" : "#ccc", "stroke-width": 2 }));
    if (face) {
      const l = look(ctx.catalog, face);
      g.append(dieFace(face, 16), s("title", { text: `${l.name} die: ${l.name === face ? "" : ""}${(ctx.catalog && ctx.catalog.describe(face)) || ""}` }));
      for (const type of ["die", "set_die"]) if (ctx.target(g, { type, die: i }, `${type === "die" ? "Use" : "Turn"} the ${l.name} die`).classList.contains("target")) break;
      if (row === "dice") ctx.target(g, { type: "discard_item", index: i }, `Reroll the ${l.name} die`);
    }
    svg.append(g);
  });
  svg.append(s("text", { x: 6, y: CH + 14, class: "label small", style: "fill:#666", text: "Equipment tokens" }),
    s("text", { x: 6, y: CH + 72, class: "label small", style: "fill:#666", text: "Transport dice" }));
  // "Which row do you refresh?": answered by tapping the row itself.
  const bands = { sights: [0, CH + 8], tokens: [CH + 8, 62], dice: [CH + 70, 62] };
  if (ctx.candidates.some((m) => m.type === "refresh_row")) {
    for (const [key, [y, hh]] of Object.entries(bands)) {
      const band = s("g", { "data-row": key }, [s("rect", { class: "hl hl-fill", x: 1, y, width: W - 2, height: hh, rx: 8, fill: "rgba(255,255,255,0.01)", stroke: "none" })]);
      ctx.target(band, { type: "refresh_row", row: key }, `Refresh the ${look(ctx.catalog, `row:${key}`).name}`);
      svg.append(band);
    }
  }
  return svg;
}

function handSvg(ctx, c) {
  const ids = ctx.pub.phase === "start" ? ctx.priv.dealt || [] : ctx.priv.hand || [];
  const per = Math.min(5, Math.max(1, ids.length)), rows = Math.max(1, Math.ceil(ids.length / 5));
  const W = per * 158 + 8;
  const svg = svgRoot(W, rows * 118 + 4, ctx.pub.phase === "start" ? "Sight cards dealt to you" : "Your hand of sight cards", { "data-board": "hand", style: `max-width:${W * 1.2}px` });
  ids.forEach((id, i) => {
    const g = sightCard(ctx, c, id, 4 + (i % 5) * 158, 4 + Math.floor(i / 5) * 118);
    const title = c.sights[String(num(id))].title;
    for (const [type, verb] of [["choose", "Keep"], ["photo", "Photograph"], ["pay", "Pay with"], ["sight_bonus", "Use the bonus of"], ["use", "React with"]]) {
      if (ctx.target(g, { type, card: id }, `${verb} ${title}`).classList.contains("target")) break;
    }
    svg.append(g);
  });
  return svg;
}

// What a diary slot asks for and gives, in words: side A takes any sight; side B's top row gives a
// bonus action when filled, its bottom row scores a condition at the end.
function slotWords(ctx, c, info, i) {
  const meta = info.diary_slots ? info.diary_slots[i] : null;
  if (!meta) return { need: "any sight", gives: "" };
  const d = c.diaries[info.diary_id] || { top: [], bottom: [] };
  const top = d.top.length;
  const text = i < top ? (d.top[i] || {}).text : (d.bottom[i - top] || {}).text;
  return { need: `${look(ctx.catalog, meta.type).name}`, gives: `${meta.row === "top" ? "Bonus: " : "End: "}${text || ""}`, type: meta.type };
}

function diarySvg(ctx, c, seat, interactive) {
  const info = ctx.pub.seats[seat];
  const slots = info.diary;
  const SW = 112, SH = 170;
  const W = slots.length * SW + 8, H = SH + 8;
  const name = info.diary_id !== null && info.diary_id !== undefined && c.diaries[info.diary_id] ? look(ctx.catalog, `diary:${c.diaries[info.diary_id].name}`).name : "Travel diary";
  const svg = svgRoot(W, H, `${ctx.names(seat)}'s travel diary`, { "data-board": `diary-${seat}`, style: `max-width:${W * 1.2}px` });
  svg.append(s("rect", { width: W, height: H, rx: 8, fill: "#f3ead7", stroke: "#a8916a" }));
  slots.forEach((entry, i) => {
    const words = slotWords(ctx, c, info, i);
    const g = s("g", { transform: `translate(${4 + i * SW},4)`, "data-slot": i });
    g.append(s("rect", { class: "hl hl-fill", width: SW - 6, height: SH, rx: 6, fill: "none", stroke: "#bba77f", "stroke-dasharray": entry ? "" : "4 3" }));
    g.append(s("text", { x: 5, y: 12, class: "label small", style: "font-weight:700", text: `${i + 1}. ${words.need}` }));
    if (words.type) g.append(s("g", { transform: `translate(${SW - 16},8) scale(0.6)` }, [townMarker(words.type, "#6b5a3a")]));
    if (words.gives) g.append(...textLines(wrap(words.gives, 22, 4), 5, 132, 9.5, { class: "label", style: "font-size:8px;fill:#5a3d00" }));
    if (entry) {
      const n = num(entry.card);
      const sg = c.sights[String(n)], loc = c.locations[String(n)];
      const reg = regionLook(ctx, loc.region);
      g.append(s("rect", { x: 3, y: 18, width: SW - 12, height: 100, rx: 5, fill: "#fff", stroke: reg.colour, "stroke-width": 3 }),
        s("rect", { x: 3, y: 18, width: SW - 12, height: 14, rx: 5, fill: reg.colour }),
        s("text", { x: 7, y: 29, class: "label small", style: "fill:#fff;font-weight:700", text: loc.town.slice(0, 16) }),
        ...textLines(wrap(sg.title, 17, 2), 7, 45, 11, { class: "label small" }),
        s("text", { x: 7, y: 71, class: "label small", text: `${look(ctx.catalog, sg.type).name.split(" ")[0]} · ${sg.points} pts` }));
      (entry.tokens || []).forEach((t, k) => {
        const need = sg.spaces[k];
        const tok = t ? tokenArt(t, tokenLook(ctx, t).colour, 8) : s("circle", { r: 8, fill: "#fff", stroke: tokenLook(ctx, need).colour, "stroke-width": 2, "stroke-dasharray": "3 2" });
        tok.setAttribute("transform", `translate(${15 + k * 20},96)`);
        tok.append(s("title", { text: t ? `${tokenLook(ctx, t).name} on the ${tokenLook(ctx, need).name} space` : `empty ${tokenLook(ctx, need).name} space` }));
        g.append(tok);
      });
      g.append(s("title", { text: `${sg.title} in ${loc.town}` }));
    } else {
      g.append(s("text", { x: (SW - 6) / 2, y: 72, "text-anchor": "middle", class: "label small", style: "fill:#a8916a", text: "empty" }));
    }
    if (interactive) {
      let done = false;
      for (const [type, verb] of [["photo", "Put the photograph in slot"], ["diary", "Use the diary bonus of slot"]]) {
        if ((done = ctx.target(g, { type, slot: i }, `${verb} ${i + 1}`).classList.contains("target"))) break;
      }
      // A photographed sight's own bonus (or reaction) is chosen on the photograph itself.
      if (!done && entry) {
        const title = c.sights[String(num(entry.card))].title;
        for (const [type, verb] of [["sight_bonus", "Use the bonus of"], ["use", "React with"]]) {
          if (ctx.target(g, { type, card: entry.card }, `${verb} ${title}`).classList.contains("target")) break;
        }
      }
    }
    svg.append(g);
  });
  svg.prepend(s("title", { text: name }));
  return svg;
}

function reserveSvg(ctx, seat, interactive) {
  const toks = ctx.pub.seats[seat].reserve;
  const W = Math.max(1, toks.length) * 64 + 8;
  const svg = svgRoot(W, 66, `${ctx.names(seat)}'s reserve`, { style: `max-width:${W * 1.3}px` });
  if (!toks.length) svg.append(s("text", { x: 6, y: 30, class: "label small", style: "fill:#888", text: "no tokens" }));
  toks.forEach((t, i) => {
    const l = tokenLook(ctx, t);
    const g = s("g", { transform: `translate(${36 + i * 64},24)` }, [tokenArt(t, l.colour, 19),
      s("text", { y: 34, "text-anchor": "middle", class: "label small", text: l.name }), s("title", { text: `${l.name} token` })]);
    if (interactive) {
      for (const [type, verb] of [["equip", "Equip"], ["discard_token", "Discard"], ["pay", "Pay with"]]) {
        if (ctx.target(g, { type, token: t }, `${verb} the ${l.name} token`).classList.contains("target")) break;
      }
    }
    svg.append(g);
  });
  return svg;
}

export default {
  labels: { sights: "Sights", tokens_on_cards: "Tokens on cards", reserve: "Reserve", contests: "Contests", diary: "Diary", bonus: "Bonus points" },
  async init() {
    if (CONTENT) return;
    const all = await api.games();
    const me = all.find((g) => g.id === "phototour");
    CONTENT = me && me.content;
  },
  render(ctx) {
    const c = content(ctx);
    if (!c) return h("p", { text: "Loading the map…" });
    const pub = ctx.pub;
    const parts = [h("p", { class: "status-line", text: `${pub.mode === "strategic" ? "Strategic" : "Basic"} mode · ${pub.phase === "start" ? "choosing first sights (simultaneous)" : pub.active !== null ? ctx.names(pub.active) + "'s turn" : pub.phase}${pub.last_round ? " · last round" : ""} · deck ${pub.deck_count} · bag ${pub.bag_count}` })];
    if (pub.contests && pub.contests.length) parts.push(h("p", { class: "goals", text: `Contests: ${pub.contests.map((i) => (c.contests[String(i)] || {}).text || i).join(" · ")}` }));
    parts.push(h("section", { "aria-label": "Map" }, [h("div", { class: "scroll-x wide-map" }, map(ctx, c)), mapLegend(ctx, c)]));
    parts.push(h("section", { "aria-label": "On offer" }, [h("h3", { text: "On offer" }), h("div", { class: "scroll-x wide-row" }, offer(ctx, c))]));
    if (ctx.seat !== null) {
      const me = pub.seats[ctx.seat];
      parts.push(h("section", { "aria-label": "Your area" }, [h("h3", { text: `Your hand (${me.score} points)` }), handSvg(ctx, c),
        h("h3", { text: "Your reserve" }), reserveSvg(ctx, ctx.seat, true), h("h3", { text: "Your travel diary" }), h("div", { class: "scroll-x wide-row" }, diarySvg(ctx, c, ctx.seat, true))]));
    }
    for (const st of pub.seats) {
      if (st.seat === ctx.seat) continue;
      parts.push(h("section", { "aria-label": `${ctx.names(st.seat)}'s area` }, [
        h("h3", { text: `${ctx.names(st.seat)} · ${st.score} points · ${st.hand_count} cards in hand${pub.phase === "start" ? (st.chosen ? " · ready" : " · choosing…") : ""}` }),
        h("div", { class: "strip" }, [reserveSvg(ctx, st.seat, false), diarySvg(ctx, c, st.seat, false)])]));
    }
    return h("div", { class: "phototour" }, parts);
  },
  prompt(ctx) {
    const pub = ctx.pub;
    const types = new Set(ctx.candidates.map((m) => m.type));
    const pend = (pub.reaction && pub.reaction.pending) || (pub.turn && pub.turn.pending);
    if (types.has("choose")) return "Choose the sight card you keep (click it).";
    if (ctx.picked.type === "photo") return "Click the diary slot for this photograph.";
    if (pend) {
      return {
        go: `Click a highlighted town to travel by ${pend.mode}.`, discard_token: "Your reserve is full: click a token to discard.",
        take_card: "Click a sight card to take.", take_token: "Click a token to take.", set_die: "Click a die to turn.",
        equip: "Equip the new photograph: click a reserve token, or finish.", refresh_pay: "Pay for the refresh: click a token or a card.",
        refresh_what: "Which row do you refresh?", refresh_discard: "Click the items to discard, then refill.",
      }[pend.kind] || "Your move.";
    }
    if (types.has("use")) return "React with a sight card, or pass.";
    if (types.has("end_turn") && !types.has("plan")) return "End your turn (or use a bonus).";
    return "Your turn: plan a sight, rent a token, use a die to travel, or photograph where you stand.";
  },
  confirm(m, ctx) {
    if (m.type !== "choose") return null;
    const c = content(ctx);
    const sight = c && c.sights[String(num(m.card))];
    return `Keep ${sight ? sight.title : "this sight"} as your first sight? It cannot be changed.`;
  },
  describeMove(m) {
    switch (m.type) {
      case "end_turn": return "End the turn";
      case "refresh": return "Refresh a row";
      case "refill": return "Refill the row";
      case "equip_done": return "Done equipping";
      case "pass": return "Pass";
      case "refresh_row": return `Refresh the ${m.row}`;
      case "die": return m.as ? `Use die ${m.die + 1} as ${m.as}` : `Use die ${m.die + 1}`;
      case "set_die": return `Turn die ${m.die + 1} to ${m.face}`;
      case "equip": return `Equip ${m.token} on space ${m.space + 1}`;
      default: return null;
    }
  },
  details(ctx) { return codedDetails(ctx, ctx.pub.details); },
  simultaneous(pub) { return pub.phase === "start"; },
  score(ctx, seat) { return ctx.pub.seats[seat].score; },
};
