"""Final scoring: sights, tokens, reserve, photo contests and bonus conditions; the outcome."""

from __future__ import annotations

from typing import NamedTuple

from app.engine import events as ev
from app.engine.ranking import outcome as ranked

from .board import AIRPORTS, HAS_RAIL
from .content import (
    CONTEST_FIRST, CONTEST_SECOND, CONTESTS, DIARIES, RESERVE_LIMIT, TOKEN_IN_RESERVE_POINTS,
    TOKEN_ON_CARD_POINTS,
)
from .state import State, diary_slots, number, photos, region, sight, slot_matches
from .texts import condition_text, contest_text

CATEGORIES = ["sights", "tokens_on_cards", "reserve", "contests", "bonuses"]
TIEBREAK_RULE = "fewer photographs in the diary, then more equipment tokens on photographs"


def kept(seat: dict) -> int:
    """The tokens of the reserve that count: a 4th token taken must be discarded before anything
    else happens (the pending discard), so "if the game ended now" never counts it."""
    return min(len(seat["reserve"]), RESERVE_LIMIT)


def measure(seat: dict, spec: dict) -> int:
    """The quantity a condition or contest counts for one seat."""
    cards = photos(seat)
    k = spec["kind"]
    if k == "per_type":
        return sum(1 for e in cards if sight(e["card"]).type == spec["type"])
    if k == "per_region":
        return sum(1 for e in cards if region(e["card"]) == spec["region"])
    if k == "in_regions":
        return sum(1 for e in cards if region(e["card"]) in spec["regions"])
    if k in ("regions", "regions_at_least"):
        return len({region(e["card"]) for e in cards})
    if k == "tokens_on_cards":
        return sum(1 for e in cards for t in e["tokens"] if t)
    if k == "tokens_kind":
        return sum(1 for e in cards for t in e["tokens"] if t == spec["token"])
    if k == "airports":
        return sum(1 for e in cards if number(e["card"]) in AIRPORTS)
    if k == "no_rail":
        return sum(1 for e in cards if number(e["card"]) not in HAS_RAIL)
    if k == "reserve":
        return kept(seat)
    if k == "full_cards":
        return sum(1 for e in cards if e["tokens"] and all(e["tokens"]))
    raise ValueError(k)


def condition_points(seat: dict, cond: dict) -> int:
    m = measure(seat, cond)
    if cond["kind"] == "regions_at_least":
        return cond["points"] if m >= cond["count"] else 0
    return m * cond["points"]


class Place(NamedTuple):
    """A seat's place in a contest: 1 or 2 (0: none), how many seats share it, and its points."""

    place: int
    shared: int
    points: int


def contest_places(values: list[int]) -> list[Place]:
    """7 and 3 points; a tie for first splits 10 (rounded down) with no second place; a tie for
    second splits 3. A seat needs a value of at least 1 to place."""
    out = [Place(0, 0, 0)] * len(values)
    qualified = [s for s, v in enumerate(values) if v >= 1]
    if not qualified:
        return out
    top = max(values[s] for s in qualified)
    firsts = [s for s in qualified if values[s] == top]
    if len(firsts) > 1:
        for s in firsts:
            out[s] = Place(1, len(firsts), (CONTEST_FIRST + CONTEST_SECOND) // len(firsts))
        return out
    out[firsts[0]] = Place(1, 1, CONTEST_FIRST)
    rest = [s for s in qualified if s != firsts[0]]
    if rest:
        second = max(values[s] for s in rest)
        seconds = [s for s in rest if values[s] == second]
        for s in seconds:
            out[s] = Place(2, len(seconds), CONTEST_SECOND // len(seconds))
    return out


def contest_points(values: list[int]) -> list[int]:
    return [p.points for p in contest_places(values)]


def _count(n: int, noun: str) -> str:
    return f"{n} {noun}" + ("" if n == 1 else "s")


_PLACE = {1: "first", 2: "second"}


def _contest_line(cid: int, values: list[int], s: int, place: Place) -> tuple[str, str, dict]:
    """The English reason, the code and the parameters of a seat's line of a contest: its
    place, and with whom and how the points of a shared place were split."""
    said = {"contest": f"contest:{cid}", "value": values[s], "values": list(values)}
    head = f"contest '{contest_text(CONTESTS[cid])}': {values[s]}"
    everyone = f" (everyone: {', '.join(map(str, values))})"
    if not place.place:
        return head + ", no place" + everyone, "contest_unplaced", said
    word = _PLACE[place.place]
    if place.shared == 1:
        return f"{head}, {word} place{everyone}", f"contest_{word}", said
    pool = CONTEST_FIRST + CONTEST_SECOND if place.place == 1 else CONTEST_SECOND
    return (f"{head}, {word} place shared by {place.shared}: {pool} split {place.shared} ways, rounded down"
            f"{everyone}", f"contest_{word}_shared", {**said, "shared": place.shared, "pool": pool})


class ScoreLine(NamedTuple):
    """One line of a seat's final score: its category and points, the English arithmetic
    (`reason`, for REST clients) and a `code` with parameters that the catalog words (a
    condition is named by its catalog id, `condition:<n>` or `diary:<name>:<slot>`)."""

    category: str
    points: int
    reason: str = ""
    code: str = ""
    params: dict = {}


def _bonus_items(state: State, s: int, reasons: bool = True) -> list[ScoreLine]:
    """Lines for matching bottom diary slots and end-of-game sight bonuses (reasons, codes and
    parameters empty unless asked for)."""
    seat = state["seats"][s]
    items = []
    slots = diary_slots(state, s)
    if slots:
        for i, slot in enumerate(slots):
            if slot["row"] == "bottom" and slot_matches(state, s, i):
                c = slot["condition"]
                items.append(ScoreLine("bonuses", condition_points(seat, c), *(
                    (f"diary slot {i + 1}: {condition_text(c)}", "diary_condition",
                     {"slot": i, "condition": f"diary:{DIARIES[seat['diary_id']]['name']}:{i}"}) if reasons else ())))
    if state["mode"] == "strategic":
        for e in photos(seat):
            b = sight(e["card"]).bonus
            if b and b["timing"] == "end":
                c = b["condition"]
                items.append(ScoreLine("bonuses", condition_points(seat, c), *(
                    (f"{sight(e['card']).title}: {condition_text(c)}", "sight_condition",
                     {"card": e["card"], "condition": f"condition:{number(e['card'])}"}) if reasons else ())))
    if seat["bonus_points"]:
        items.append(ScoreLine("bonuses", seat["bonus_points"], "points gained from sight bonuses during the game",
                               "bonus_points_in_game", {}))
    return items


def score_lines(state: State, reasons: bool = True) -> list[list[ScoreLine]]:
    """Per seat: the lines of the final score; without `reasons` the
    reasons are empty (the bots value many positions and read only the points)."""
    out = []
    places = []
    values = []
    for ci, cid in enumerate(state["contests"]):
        vals = [measure(seat, CONTESTS[cid]) for seat in state["seats"]]
        values.append(vals)
        places.append(contest_places(vals))
    for s, seat in enumerate(state["seats"]):
        cards = photos(seat)
        pts = [sight(e["card"]).points for e in cards]
        on_cards = sum(1 for e in cards for t in e["tokens"] if t)
        reserve = kept(seat)
        if reasons:
            lines = [
                ScoreLine("sights", sum(pts), f"{_count(len(cards), 'photograph')} worth " + ("+".join(map(str, pts)) or "0") + f" = {sum(pts)}",
                          "photos_scored", {"photos": len(cards), "values": pts}),
                ScoreLine("tokens_on_cards", on_cards * TOKEN_ON_CARD_POINTS,
                          f"{_count(on_cards, 'token')} on photographs x {TOKEN_ON_CARD_POINTS} = {on_cards * TOKEN_ON_CARD_POINTS}",
                          "tokens_on_photos", {"tokens": on_cards, "each": TOKEN_ON_CARD_POINTS}),
                ScoreLine("reserve", reserve * TOKEN_IN_RESERVE_POINTS, f"{_count(reserve, 'token')} in reserve x {TOKEN_IN_RESERVE_POINTS}",
                          "reserve_left", {"tokens": reserve, "each": TOKEN_IN_RESERVE_POINTS}),
            ]
        else:
            lines = [ScoreLine("sights", sum(pts)), ScoreLine("tokens_on_cards", on_cards * TOKEN_ON_CARD_POINTS),
                     ScoreLine("reserve", reserve * TOKEN_IN_RESERVE_POINTS)]
        if state["mode"] == "strategic":
            for ci, cid in enumerate(state["contests"]):
                place = places[ci][s]
                extra = _contest_line(cid, values[ci], s, place) if reasons else ()
                lines.append(ScoreLine("contests", place.points, *extra))
            lines.extend(_bonus_items(state, s, reasons))
        out.append(lines)
    return out


def standing(state: State) -> list[dict[str, int]]:
    """Each seat's points if the game ended now, by the final table's categories: the final
    scoring itself (the outcome's breakdown, the views' scores and every preview read it)."""
    res = []
    for lines in score_lines(state, reasons=False):
        b = {c: 0 for c in CATEGORIES}
        for line in lines:
            b[line.category] += line.points
        if state["mode"] != "strategic":
            del b["contests"], b["bonuses"]
        res.append(b)
    return res


def totals(state: State) -> list[int]:
    return [sum(b.values()) for b in standing(state)]


def final_events(state: State) -> list[dict]:
    events = []
    for s, lines in enumerate(score_lines(state)):
        for line in lines:
            if line.code == "bonus_points_in_game":
                continue  # already scored when gained
            if line.points:
                events.append(ev.score(s, line.points, line.reason, line.category, code=line.code, **line.params))
    return events


def tiebreak_keys(state: State) -> list[tuple[int, int]]:
    keys = []
    for seat in state["seats"]:
        cards = photos(seat)
        keys.append((-len(cards), sum(1 for e in cards for t in e["tokens"] if t)))
    return keys


def outcome(state: State) -> dict | None:
    if state["phase"] != "over":
        return None
    b = standing(state)
    return ranked([sum(x.values()) for x in b], b, tiebreak_keys(state), TIEBREAK_RULE)
