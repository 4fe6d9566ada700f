// One drawing of the table for the latest frame: the board with its targets (the move builder
// decides which elements are clickable), the fallback buttons, and the prompt.
import { h, s } from "./dom.js";
import { humanize } from "./log.js";
import { matches } from "./moves.js";
import { listText, t } from "./i18n.js";
import { holdForWords, worthBadge, worthLabel, worthText } from "./worth.js";
import { showTip } from "./tips.js";

export function safe(fn) {
  try { return fn(); } catch (err) { console.error(err); return null; }
}

export function describeGeneric(m, catalog) {
  const word = (v) => (catalog ? catalog.name(v) : humanize(v));
  const rest = Object.entries(m).filter(([k]) => k !== "type").map(([k, v]) => `${humanize(k)} ${Array.isArray(v) ? v.map(word).join(t("move.then")) : word(v)}`);
  return `${humanize(m.type)}${rest.length ? ": " + rest.join(", ") : ""}`;
}

// The renderer's context with `target` and `isPicked` bound to the builder; `targets` collects
// the partial moves the board offers so the rest can become buttons. A target that picks one
// move out of several the player need not tell apart names them all in `covers` (a partial
// move), so the others do not come back as buttons. A target that is the step's only choice may
// also be offered as the bar's main button (`button: true`): one tap on either makes the move.
// `hint`: a move the expert suggested, whose targets are marked (class "hinted"); `guide(picked,
// partial)`: a guided game's test of a target that leads to the lesson's move ("coach-point").
export function boardContext(base, builder, ready, hint = null, guide = null) {
  const ctx = { ...base };
  const targets = [];
  const hintedNames = []; // the names of the targets that lead to the hint's move
  const offered = []; // targets also offered as the bar's main button
  const candidates = ready ? builder.candidates() : [];
  ctx.picked = builder.picked;
  ctx.candidates = candidates;
  // What picking `partial` (or, with no argument, the moves left) is worth: core/moves.js `worth`.
  ctx.worth = (partial = {}) => (ready ? builder.worth(partial) : null);
  ctx.previewOf = (move) => builder.previewOf(move);
  const implied = (p) => Object.entries(p).every(([k, v]) => JSON.stringify(builder.picked[k]) === JSON.stringify(v));
  ctx.offered = offered;
  ctx.target = (el, partial, label, { covers = null, button = false } = {}) => {
    if (!ready || !builder.allows(partial)) return el;
    if (Object.keys(builder.picked).length && implied(partial)) {
      el.classList.add("picked"); // already chosen: the next choice is elsewhere
      return el;
    }
    if (button) offered.push(partial);
    else targets.push(covers || partial);
    el.classList.add("target");
    if (hint && matches(hint, { ...builder.picked, ...partial })) {
      el.classList.add("hinted");
      if (label && !hintedNames.includes(label)) hintedNames.push(label);
    }
    if (guide && guide(builder.picked, partial)) el.classList.add("coach-point");
    el.setAttribute("data-target", "board");
    el.setAttribute("role", "button");
    el.setAttribute("tabindex", "0");
    const w = builder.worth(partial);
    const words = w ? `${worthLabel(w)}: ${worthText(w)}` : "";
    if (w) el.setAttribute("data-worth", String(w.points));
    if (label || words) el.setAttribute("aria-label", [label, words].filter(Boolean).join(" — "));
    if (words) addWords(el, words);
    holdForWords(el, words, showTip);
    const go = (e) => { e.preventDefault(); e.stopPropagation(); builder.pick(partial); };
    el.addEventListener("click", go);
    el.addEventListener("keydown", (e) => { if (e.key === "Enter" || e.key === " ") go(e); });
    return el;
  };
  ctx.isPicked = (partial) => Object.keys(partial).length > 0 && matches(builder.picked, partial);
  return { ctx, targets, candidates, hintedNames };
}

// The worth in words on hover: an SVG element's <title> (added, or extended below the name it
// gives), an HTML element's title.
function addWords(el, words) {
  if (el.namespaceURI !== "http://www.w3.org/2000/svg") {
    el.setAttribute("title", [el.getAttribute("title"), words].filter(Boolean).join("\n"));
    return;
  }
  const own = [...el.children].find((c) => c.tagName.toLowerCase() === "title");
  if (own) own.textContent = `${own.textContent}\n${words}`;
  else el.prepend(s("title", { text: words }));
}

// A move's name: the game's own words for it, else the catalog's.
export function moveLabel(module, m, ctx) {
  return safe(() => module.describeMove(m, ctx)) || describeGeneric(m, ctx.catalog);
}

// Every legal move no board target can reach becomes a named button; "Cancel" resets a half-made move.
export function moveButtons(module, ctx, builder, targets, candidates, hint = null, asked = null) {
  const covered = (m) => targets.some((p) => matches(m, { ...builder.picked, ...p }));
  const offered = (m) => (ctx.offered || []).some((p) => matches(m, { ...builder.picked, ...p }));
  // The step's only choice, offered as the main button, comes first.
  const rest = candidates.filter((m) => !covered(m)).sort((a, b) => offered(b) - offered(a));
  const buttons = rest.map((m) => {
    const label = moveLabel(module, m, ctx);
    const p = builder.previewOf(m);
    const w = p ? builder.worth(m) : null;
    const main = offered(m);
    const b = h("button", { type: "button", class: main ? "move-button primary" : "move-button", "data-target": "button", title: w ? worthText(w) : null }, [label, w ? " " : null, worthBadge(w)]);
    b.addEventListener("click", () => builder.choose(m));
    if (hint && JSON.stringify(hint) === JSON.stringify(m)) b.classList.add("hinted");
    if (asked && JSON.stringify(asked) === JSON.stringify(m)) b.classList.add("coach-point");
    return b;
  });
  if (Object.keys(builder.picked).length) {
    const cancel = h("button", { type: "button", class: "cancel", id: "cancel", text: t("bar.cancel_choice") });
    cancel.addEventListener("click", () => builder.reset());
    buttons.push(cancel);
  }
  return buttons;
}

export function waitingText(actors, simultaneous, names) {
  if (!actors || !actors.length) return "";
  if (actors.length > 1 || simultaneous) return t("turn.still_choosing", { names: actors.map(names).join(", ") });
  return t("turn.waiting_for", { name: names(actors[0]) });
}

// Prompts say "tap" on a touch screen and "click" with a mouse, whatever the game module wrote.
export function deviceWords(text) {
  const touch = window.matchMedia && window.matchMedia("(pointer: coarse)").matches;
  if (!touch || !text) return text;
  return text.replace(/\b([Cc])lick(s|ing|ed)?\b/g, (_, c, end) => `${c === "C" ? "T" : "t"}ap${end === "ing" ? "ping" : end === "ed" ? "ped" : end || ""}`);
}

// The end in one line: who won.
export function overText(outcome, names) {
  if (!outcome || !outcome.winners || !outcome.winners.length) return t("end.over");
  // No unit: each game counts in its own (points, renown); the results below say it.
  const who = outcome.winners.map(names);
  return who.length === 1 ? t("end.over_winner", { name: who[0] }) : t("end.over_shared", { names: listText(who) });
}

// What the prompt says now: the game's own words on this seat's turn, else who is being waited for.
export function promptText({ frame, me, sync, myTurn, names, simultaneous, own }) {
  if (frame.status === "finished") return overText(frame.outcome, names);
  if (!me) return t("turn.watching", { waiting: waitingText(frame.actors, simultaneous, names) }).trim();
  // Once a frame says another seat is to move, the page says so, even while the answer to this
  // seat's last move is still on its way (no "Sending…" during another's turn).
  if (sync.busy && myTurn) return t("turn.sending");
  if (sync.recovering) return t("turn.recovering");
  if (myTurn && sync.movesFor < 0) return t("turn.loading_moves");
  if (myTurn) return own() || t("turn.your_move");
  return waitingText(frame.actors, simultaneous, names);
}
