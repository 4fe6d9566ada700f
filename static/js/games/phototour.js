// Phototour: the map of Russia with its railways and highways, the sight cards, equipment tokens
// and travel dice on offer, your hand and travel diary, and every other traveller.
import { api } from "../core/api.js";
import { h, s, svgRoot, seatColour } from "../core/dom.js";

const REGION = { blue: "#4a7fd1", green: "#3f9a57", yellow: "#d5aa1c", orange: "#e07b2c", purple: "#8b5ccf", red: "#cf3f3f" };
const TOKEN = { drone: "#546e7a", lens: "#00897b", film: "#6d4c41", tripod: "#7b1fa2", flash: "#f9a825", any: "#999" };
const DIE = { car: "car", train: "train", plane: "plane" };
let CONTENT = null;

const num = (id) => Number(String(id).split(":")[1]);

function content(ctx) {
  if (ctx.pub.content && typeof ctx.pub.content === "object") return ctx.pub.content;
  return CONTENT;
}

function project(loc) {
  const x = 40 + ((Math.log(loc.lon - 20) - Math.log(8)) / (Math.log(142) - Math.log(8))) * 920;
  const y = 30 + (70 - loc.lat) * 15.5;
  return [x, y];
}

// Projected positions, then nudged apart so that no two towns are closer than a finger's width.
let LAYOUT = null;
function layout(c) {
  if (LAYOUT && LAYOUT.c === c) return LAYOUT.pos;
  const pos = {};
  for (const [n, loc] of Object.entries(c.locations)) pos[n] = project(loc);
  const keys = Object.keys(pos), MIN = 26;
  for (let it = 0; it < 80; it++) {
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
  for (const p of Object.values(pos)) { p[0] = Math.min(985, Math.max(15, p[0])); p[1] = Math.min(455, Math.max(15, p[1])); }
  LAYOUT = { c, pos };
  return pos;
}

function regionColour(c, region) {
  return REGION[(c.regions[region] || {}).color] || "#888";
}

function sightCard(c, id, x, y, w = 132, hh = 78) {
  const n = num(id);
  const sg = c.sights[String(n)] || { title: id, spaces: [], points: 0, type: "?" };
  const loc = c.locations[String(n)] || {};
  const g = s("g", { transform: `translate(${x},${y})`, "data-card": id });
  g.append(s("rect", { class: "hl", width: w, height: hh, rx: 6, fill: "#fff", stroke: regionColour(c, loc.region), "stroke-width": 3 }),
    s("rect", { width: w, height: 16, rx: 6, fill: regionColour(c, loc.region) }),
    s("text", { x: 6, y: 12, class: "label small", fill: "#fff", style: "fill:#fff", text: `${n}. ${loc.town || ""}`.slice(0, 24) }),
    s("text", { x: 6, y: 32, class: "label small", text: sg.title.slice(0, 26) }),
    s("text", { x: 6, y: 46, class: "label small", text: `${sg.type} · ${sg.points} pts` }));
  sg.spaces.forEach((sp, i) => g.append(s("circle", { cx: 12 + i * 16, cy: 62, r: 6, fill: TOKEN[sp] || "#999" }, [s("title", { text: sp })])));
  g.append(s("title", { text: `${sg.title} (${loc.town}, ${sg.type}, ${sg.points} points; needs ${sg.spaces.join(", ") || "nothing"})${sg.bonus_text ? ". " + sg.bonus_text : ""}` }));
  return g;
}

function map(ctx, c) {
  const pub = ctx.pub;
  const W = 1000, H = 470;
  const svg = svgRoot(W, H, "Map", { "data-board": "map" });
  svg.append(s("rect", { width: W, height: H, rx: 10, fill: "#eef3f6" }));
  const pos = layout(c);
  for (const [a, b] of c.highways) svg.append(s("line", { x1: pos[a][0], y1: pos[a][1], x2: pos[b][0], y2: pos[b][1], stroke: "#b08b5a", "stroke-width": 2.5 }));
  for (const [a, b] of c.railways) svg.append(s("line", { x1: pos[a][0], y1: pos[a][1], x2: pos[b][0], y2: pos[b][1], stroke: "#333", "stroke-width": 1.6, "stroke-dasharray": "6 3" }));
  const goes = new Set(ctx.candidates.filter((m) => m.type === "go").map((m) => String(m.to)));
  const pawns = {};
  pub.seats.forEach((st) => { if (st.pawn !== null && st.pawn !== undefined) (pawns[st.pawn] = pawns[st.pawn] || []).push(st.seat); });
  const later = [];
  for (const [n, loc] of Object.entries(c.locations)) {
    const [x, y] = pos[n];
    const g = s("g", { transform: `translate(${x},${y})`, "data-node": n });
    const airport = c.airports.includes(Number(n));
    if (goes.has(n)) g.append(s("circle", { class: "hl hl-fill", r: 12, fill: "none" }));
    g.append(airport ? s("rect", { x: -7, y: -7, width: 14, height: 14, fill: regionColour(c, loc.region), stroke: "#fff", "stroke-width": 1.5, transform: "rotate(45)" })
      : s("circle", { r: 6.5, fill: regionColour(c, loc.region), stroke: "#fff", "stroke-width": 1.5 }));
    g.append(s("text", { x: 0, y: 3, "text-anchor": "middle", class: "label small", style: "fill:#fff;font-size:7px", text: n }));
    g.append(s("title", { text: `${n}. ${loc.town}${airport ? " (airport)" : ""}` }));
    (pawns[n] || []).forEach((seat, k) => g.append(s("path", { d: "M0,-8 l-6,-12 h12 z", transform: `translate(${k * 10 - 4},-2)`, fill: seatColour(seat), stroke: "#fff" }, [s("title", { text: `${ctx.names(seat)} is in ${loc.town}` })])));
    if (goes.has(n) && ctx.target(g, { type: "go", to: Number(n) }, `Travel to ${loc.town}`).classList.contains("target")) {
      later.push(g); // destinations on top, so that a neighbouring town never covers one
    } else {
      if (goes.size) g.setAttribute("pointer-events", "none");
      svg.append(g);
    }
  }
  svg.append(...later);
  return svg;
}

function offer(ctx, c) {
  const pub = ctx.pub;
  const pend = (pub.turn && pub.turn.pending) || {};
  const row = pend.kind === "refresh_discard" ? pend.row : null;
  const W = 5 * 140 + 8, H = 86 + 48 + 52;
  const svg = svgRoot(W, H, "Sight cards, equipment tokens and dice on offer", { "data-board": "offer" });
  pub.display.forEach((id, i) => {
    if (!id) { svg.append(s("rect", { x: 4 + i * 140, y: 4, width: 132, height: 78, rx: 6, fill: "none", stroke: "#ccc", "stroke-dasharray": "4 3" })); return; }
    const g = sightCard(c, id, 4 + i * 140, 4);
    for (const type of ["plan", "take_card"]) if (ctx.target(g, { type, card: id }, `${type === "plan" ? "Plan" : "Take"} the sight ${c.sights[String(num(id))].title}`).classList.contains("target")) break;
    if (row === "sights") ctx.target(g, { type: "discard_item", index: i }, `Discard the sight ${c.sights[String(num(id))].title}`);
    svg.append(g);
  });
  pub.board_tokens.forEach((tok, i) => {
    const g = s("g", { transform: `translate(${4 + i * 140 + 66},${106})` });
    g.append(s("circle", { class: "hl", r: 18, fill: tok ? TOKEN[tok] : "none", stroke: tok ? "#fff" : "#ccc", "stroke-width": 2 }));
    if (tok) {
      g.append(s("text", { y: 4, "text-anchor": "middle", class: "label small", style: "fill:#fff", text: tok }), s("title", { text: `${tok} token` }));
      for (const type of ["rent", "take_token"]) if (ctx.target(g, { type, token: tok }, `${type === "rent" ? "Rent" : "Take"} a ${tok} token`).classList.contains("target")) break;
      if (row === "tokens") ctx.target(g, { type: "discard_item", index: i }, `Discard the ${tok} token`);
    }
    svg.append(g);
  });
  pub.dice.forEach((face, i) => {
    const g = s("g", { transform: `translate(${4 + i * 140 + 30},${134})` });
    g.append(s("rect", { class: "hl", width: 76, height: 40, rx: 8, fill: face ? "#fff" : "none", stroke: face ? "#444" : "#ccc" }));
    if (face) {
      g.append(s("text", { x: 38, y: 25, "text-anchor": "middle", class: "label", text: DIE[face] || face }), s("title", { text: `${face} die` }));
      for (const type of ["die", "set_die"]) if (ctx.target(g, { type, die: i }, `${type === "die" ? "Use" : "Turn"} the ${face} die`).classList.contains("target")) break;
      if (row === "dice") ctx.target(g, { type: "discard_item", index: i }, `Reroll the ${face} die`);
    }
    svg.append(g);
  });
  return svg;
}

function handSvg(ctx, c) {
  const ids = ctx.pub.phase === "start" ? ctx.priv.dealt || [] : ctx.priv.hand || [];
  const per = Math.min(5, Math.max(1, ids.length)), rows = Math.max(1, Math.ceil(ids.length / 5));
  const W = per * 140 + 8;
  const svg = svgRoot(W, rows * 84 + 4, ctx.pub.phase === "start" ? "Sight cards dealt to you" : "Your hand of sight cards", { "data-board": "hand", style: `max-width:${W * 1.2}px` });
  ids.forEach((id, i) => {
    const g = sightCard(c, id, 4 + (i % 5) * 140, 4 + Math.floor(i / 5) * 84);
    const title = c.sights[String(num(id))].title;
    for (const [type, verb] of [["choose", "Keep"], ["photo", "Photograph"], ["pay", "Pay with"], ["sight_bonus", "Use the bonus of"], ["use", "React with"]]) {
      if (ctx.target(g, { type, card: id }, `${verb} ${title}`).classList.contains("target")) break;
    }
    svg.append(g);
  });
  return svg;
}

function diarySvg(ctx, c, seat, interactive) {
  const info = ctx.pub.seats[seat];
  const slots = info.diary;
  const W = slots.length * 96 + 8, H = 118;
  const svg = svgRoot(W, H, `${ctx.names(seat)}'s travel diary`, { "data-board": `diary-${seat}`, style: `max-width:${W * 1.2}px` });
  slots.forEach((entry, i) => {
    const meta = info.diary_slots ? info.diary_slots[i] : null;
    const g = s("g", { transform: `translate(${4 + i * 96},4)` });
    g.append(s("rect", { class: "hl hl-fill", width: 90, height: 108, rx: 6, fill: "none", stroke: "#bbb", "stroke-dasharray": entry ? "" : "4 3" }));
    if (meta) g.append(s("text", { x: 45, y: 102, "text-anchor": "middle", class: "label small", text: `${meta.type}${meta.bonus ? " · " + meta.bonus : ""}` }));
    if (entry) {
      const n = num(entry.card);
      const sg = c.sights[String(n)], loc = c.locations[String(n)];
      g.append(s("rect", { x: 3, y: 3, width: 84, height: 84, rx: 5, fill: "#fff", stroke: regionColour(c, loc.region), "stroke-width": 3 }),
        s("text", { x: 8, y: 18, class: "label small", text: `${n}. ${loc.town}`.slice(0, 16) }),
        s("text", { x: 8, y: 32, class: "label small", text: `${sg.type} · ${sg.points}` }));
      (entry.tokens || []).forEach((t, k) => g.append(s("circle", { cx: 14 + k * 18, cy: 62, r: 7, fill: t ? TOKEN[t] : "#fff", stroke: TOKEN[sg.spaces[k]] || "#999", "stroke-width": 2 }, [s("title", { text: t ? `${t} on ${sg.spaces[k]}` : `empty ${sg.spaces[k]} space` })])));
      g.append(s("title", { text: `${sg.title} in ${loc.town}` }));
    }
    if (interactive) {
      for (const [type, verb] of [["photo", "Put the photograph in slot"], ["diary", "Use the diary bonus of slot"]]) {
        if (ctx.target(g, { type, slot: i }, `${verb} ${i + 1}`).classList.contains("target")) break;
      }
    }
    svg.append(g);
  });
  return svg;
}

function reserveSvg(ctx, seat, interactive) {
  const toks = ctx.pub.seats[seat].reserve;
  const W = Math.max(1, toks.length) * 46 + 8;
  const svg = svgRoot(W, 48, `${ctx.names(seat)}'s reserve`, { style: `max-width:${W * 1.3}px` });
  toks.forEach((t, i) => {
    const g = s("g", { transform: `translate(${26 + i * 46},24)` }, [s("circle", { class: "hl", r: 18, fill: TOKEN[t] || "#999", stroke: "#fff", "stroke-width": 2 }),
      s("text", { y: 4, "text-anchor": "middle", class: "label small", style: "fill:#fff", text: t }), s("title", { text: `${t} token` })]);
    if (interactive) {
      for (const [type, verb] of [["equip", "Equip"], ["discard_token", "Discard"], ["pay", "Pay with"]]) {
        if (ctx.target(g, { type, token: t }, `${verb} the ${t} token`).classList.contains("target")) break;
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
    parts.push(h("section", { "aria-label": "Map" }, [h("div", { class: "scroll-x wide-map" }, map(ctx, c)),
      h("p", { class: "legend-row" }, [
        "dashed: railway · brown: highway · diamond: airport · ",
        ...Object.values(c.regions).map((r) => h("span", {}, [h("span", { class: "dot", style: `background:${REGION[r.color] || "#888"}` }), r.name])),
      ])]));
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
  simultaneous(pub) { return pub.phase === "start"; },
  score(ctx, seat) { return ctx.pub.seats[seat].score; },
};
