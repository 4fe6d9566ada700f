// Walking in Provence's photo phase in words: the markers each seat placed when the last walk
// ended, found by comparing the photo cards before and after it (the view keeps no list of
// them). Shown from the end of a walk until the next walk begins.
import { h } from "../core/dom.js";
import { listText, t } from "../core/i18n.js";

let before = null; // the photo cards' markers as last seen during a walk
let summary = null; // { room, round, taken: [[seat, [{photo, points}]]] }

function markers(pub) {
  return pub.photos.map((ph) => ({ id: ph.id, spots: ph.spots.map((sp) => ({ points: sp.points, seats: [...sp.seats] })) }));
}

function diff(old, pub) {
  const taken = pub.seats.map((info) => [info.seat, []]);
  for (const ph of pub.photos) {
    const was = old.photos.find((o) => o.id === ph.id);
    ph.spots.forEach((sp, i) => {
      const prev = was && was.spots[i] ? was.spots[i].seats : [];
      for (const seat of new Set(sp.seats)) {
        const added = sp.seats.filter((x) => x === seat).length - prev.filter((x) => x === seat).length;
        for (let k = 0; k < added; k++) taken[seat][1].push({ photo: ph.id, points: sp.points });
      }
    });
  }
  return taken;
}

// Called at each render: remembers the cards during a walk and, once the walk is over, what it gave.
export function trackPhotos(ctx) {
  const pub = ctx.pub;
  const room = location.pathname; // one room's page
  if (pub.phase === "walk") {
    before = { room, round: pub.round, photos: markers(pub) };
    summary = null;
    return;
  }
  if (before && before.room === room && (pub.round === before.round + 1 || (pub.phase === "over" && pub.round === before.round))) {
    summary = { room, round: before.round, taken: diff(before, pub) };
    before = null;
  }
  if (summary && summary.room !== room) summary = null;
}

// i18n-keys: provence.round_photos.*
export function photoSummary(ctx) {
  if (!summary) return null;
  const items = summary.taken.map(([seat, list]) => h("li", { "data-seat": seat, "data-taken": list.length }, t("provence.round_photos.seat", {
    name: ctx.names(seat),
    photos: list.length ? listText(list.map((p) => t("provence.round_photos.photo", { photo: ctx.name(p.photo), points: p.points }))) : t("provence.round_photos.none"),
  })));
  return h("div", { class: "pv-round-photos", "data-board": "round-photos", role: "status" }, [
    h("strong", { text: t("provence.round_photos.title", { round: summary.round }) }), h("ul", {}, items)]);
}
