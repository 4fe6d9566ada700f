"""Scoring: scenes (lavender, wheat, sunflowers, towns), photos and goals; each seat's points if
the game ended now (`standing`); the final table and the outcome.

Scene functions take a visible map {(x, y): square} (see geometry.visible) or its `Survey`.
One pass serves both the final table's lines (with reasons) and `standing`'s quick sums
(reasons empty), which the views, the previews and the bots read.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Iterable, NamedTuple

from app.engine import ranking
from app.engine.events import score

from .content import GOAL_POINTS, GOALS, MARKERS, PHOTO_CARDS, TOWN_POINTS
from .geometry import placed_key, visible
from .photos import photos_taken
from .state import laid, walked, with_laid
from .survey import Survey, _survey, groups, largest, survey, survey_of  # noqa: F401 (groups, largest, survey_of: scoring's names too)

CATEGORIES = ("lavender", "wheat", "sunflowers", "towns", "photos", "goals")

class Item(NamedTuple):
    """One scored line: its points, the English arithmetic (`reason`, "" when reasons were not
    asked for; kept for REST clients) and a `code` with parameters that the catalog words."""

    points: int
    reason: str
    code: str
    params: dict


def lavender_meetings(vis: dict | Survey) -> int:
    """Pairs of orthogonally adjacent lavender squares of different growth directions."""
    sv = survey(vis)
    horiz = sv.cells.get("lavenderH", ())
    return sum(1 for x, y in sv.cells.get("lavenderV", ())
               for q in ((x, y - 1), (x + 1, y), (x, y + 1), (x - 1, y)) if q in horiz)


def lavender(vis: dict | Survey, reasons: bool = True) -> list[Item]:
    """The lavender fields and the meeting penalty."""
    sv = survey(vis)
    v, h = sv.largest("lavenderV"), sv.largest("lavenderH")
    big, small = max(v, h), min(v, h)
    out = []
    if big:
        big_name, small_name = ("vertical", "horizontal") if v >= h else ("horizontal", "vertical")
        out.append(Item(big + 2 * small,
                        f"largest {big_name} field {big} x 1 + largest {small_name} field {small} x 2 = {big + 2 * small}"
                        if reasons else "", "lavender_fields",
                        {"larger": big_name, "larger_size": big, "smaller": small_name, "smaller_size": small}))
    meet = lavender_meetings(sv)
    if meet:
        out.append(Item(-3 * meet, f"{meet} spot(s) where a vertical field meets a horizontal one x -3 = {-3 * meet}"
                        if reasons else "", "lavender_meetings", {"meetings": meet}))
    return out


def wheat(vis: dict | Survey, reasons: bool = True) -> list[Item]:
    """Groups of 2+ wheat squares: 2 a square inside a wheat rectangle of 2 x 2 or more, else 1."""
    sv = survey(vis)
    wheat_cells = sv.cells.get("wheat", set())
    in_block = set()
    for x, y in wheat_cells:
        block = ((x, y), (x + 1, y), (x, y + 1), (x + 1, y + 1))
        if all(b in wheat_cells for b in block):
            in_block.update(block)
    found = sv.groups("wheat")
    out = []
    for g in sorted(found, key=lambda g: (-len(g), min(g))) if reasons else found:
        if len(g) < 2:
            continue
        two = len(g & in_block)
        one = len(g) - two
        out.append(Item(2 * two + one,
                        f"wheat field of {len(g)}: {two} in a rectangle x 2 + {one} x 1 = {2 * two + one}" if reasons else "",
                        "wheat_field", {"size": len(g), "in_rectangle": two, "outside": one}))
    return out


def sunflowers(vis: dict | Survey, reasons: bool = True) -> list[Item]:
    sv = survey(vis)
    good = sv.facing.get("sunflower", 0)
    bad = len(sv.cells.get("sunflower", ())) - good
    out = []
    if good:
        out.append(Item(2 * good, f"{good} sunflower(s) facing the scene deck x 2 = {2 * good}" if reasons else "",
                        "sunflowers_facing", {"sunflowers": good}))
    if bad:
        out.append(Item(-3 * bad, f"{bad} sunflower(s) not facing the scene deck x -3 = {-3 * bad}" if reasons else "",
                        "sunflowers_away", {"sunflowers": bad}))
    return out


def towns(vis: dict | Survey, reasons: bool = True) -> list[Item]:
    sv = survey(vis)
    found = sv.groups("town")
    out = []
    for g in sorted(found, key=lambda g: (-len(g), min(g))) if reasons else found:
        shops = {sv.vis[p]["shop"] for p in g}
        pts = TOWN_POINTS[min(len(shops), max(TOWN_POINTS))]
        names = sorted(shops)
        out.append(Item(pts, f"town of {len(g)} square(s) with {len(names)} different shop(s) ({', '.join(names)}) = {pts}"
                        if reasons else "", "town_scored",
                        {"size": len(g), "shops": [f"shop:{n}" for n in names], "different": len(names)}))
    return out


SCENE_PARTS = {"lavender": lavender, "wheat": wheat, "sunflowers": sunflowers, "towns": towns}


def scenes(vis: dict | Survey, reasons: bool = True) -> dict[str, list[Item]]:
    sv = survey(vis)
    return {cat: fn(sv, reasons) for cat, fn in SCENE_PARTS.items()}


def goal_value(vis: dict | Survey, goal_id: str) -> int:
    goal = GOALS[goal_id]
    sv = survey(vis)
    if goal["kind"] == "facing":
        return sv.facing.get(goal["terrain"], 0)
    return sv.largest(goal["terrain"])


def goal_place(value: int, values: Iterable[int]) -> int:
    """A value's place among the seats' values: 1 + the number of seats with a better one (two
    seats tied for 1st leave no 2nd place: the next is 3rd; docs/rules/provence.md, "Goals")."""
    return 1 + sum(1 for v in values if v > value)


def goal_awards(values: list[int]) -> list[int]:
    """6 to 1st place and 3 to 2nd place, places counted by seats; seats tied for a place all
    score it; a value of 0 scores nothing."""
    places = [goal_place(v, values) for v in values]
    return [GOAL_POINTS[p - 1] if v > 0 and p <= len(GOAL_POINTS) else 0 for v, p in zip(values, places)]


def photo_points(state: dict, seat: int, reasons: bool = True) -> list[Item]:
    out = []
    for photo in state["photos"]:
        spots = PHOTO_CARDS[photo["id"]]["spots"]
        for i, seats in enumerate(photo["spots"]):
            if seat in seats:
                out.append(Item(spots[i], f"{photo['id']} spot {i + 1} = {spots[i]}" if reasons else "",
                                "photo_held", {"photo": photo["id"], "spot": i + 1}))
    return out


def markers_used(state: dict, seat: int) -> int:
    return MARKERS - state["seats"][seat]["markers"]


def goal_items(state: dict, surveys: list[Survey], reasons: bool = True) -> list[list[Item]]:
    """Per seat, the goal awards it wins."""
    out: list[list[Item]] = [[] for _ in surveys]
    for goal_id in state["goals"]:
        values = [goal_value(sv, goal_id) for sv in surveys]
        for s, pts in enumerate(goal_awards(values)):
            if pts:
                place = goal_place(values[s], values)
                out[s].append(Item(pts, f"{GOALS[goal_id]['title']}: {values[s]}, {'1st' if place == 1 else '2nd'} place = {pts}"
                                   if reasons else "", "goal_won", {"goal": goal_id, "value": values[s], "place": place}))
    return out


def breakdown(state: dict, visibles: list[dict] | None = None) -> list[dict[str, list[Item]]]:
    """Per seat, per category, the scored items of the tableaux as laid and the markers placed
    (the final table's lines); `visibles` overrides the tableaux. Their sums are `standing`'s
    figures once no choice is pending (at the end of the game)."""
    if visibles is None:
        visibles = [visible(seat["tableau"]) for seat in state["seats"]]
    surveys = [Survey(v) for v in visibles]
    goals = goal_items(state, surveys)
    return [{**scenes(sv), "photos": photo_points(state, s), "goals": goals[s]} for s, sv in enumerate(surveys)]


def totals(parts: dict[str, list[Item]]) -> dict[str, int]:
    return {cat: sum(item.points for item in parts.get(cat, [])) for cat in CATEGORIES}


class Table(NamedTuple):
    """What the figures of `standing` are counted on: each seat's tableau and, where it has
    committed its walk, the squares its tokens go to (photographer, drone), else None."""

    tableaux: list[list[dict]]
    walks: list[tuple[str, str] | None]


def table(state: dict, counted: Iterable[int] | None = None) -> Table:
    """The tableaux and walks with the choices committed in this phase (by the seats of
    `counted`; None: every seat) counted as made."""
    seats = state["seats"]
    counts = set(range(len(seats)) if counted is None else counted)
    return Table([with_laid(seat["tableau"], laid(seat)) if s in counts else seat["tableau"] for s, seat in enumerate(seats)],
                 [walked(seat) if s in counts else None for s, seat in enumerate(seats)])


def standing(state: dict, counted: Iterable[int] | None = None) -> list[dict[str, int]]:
    """Each seat's points by category if the game ended now, as the final table counts them: the
    scenes and goals of its tableau, the markers it has placed. A choice a seat has committed
    in this phase counts as made (docs/rules/provence.md, "If the game ended now"): the card it
    lays, and the photos its walk takes. Those are secret until every seat has committed, so
    `counted` may name the seats whose choices count (the public view counts none)."""
    return figures(state, table(state, counted))


def figures(state: dict, at: Table) -> list[dict[str, int]]:
    """`standing` counted on these tableaux and walks (the previews count a placement there
    without playing it). Each tableau's scenes are found once and kept."""
    found = [_tableau_scenes(placed_key(t)) for t in at.tableaux]
    goals = goal_items(state, [sv for sv, _ in found], reasons=False)
    out = []
    for s, (_, scene) in enumerate(found):
        photos = sum(i.points for i in photo_points(state, s, False))
        if at.walks[s] is not None:
            photos += sum(p["points"] for p in photos_taken(state, s, *at.walks[s]))
        out.append({**scene, "photos": photos, "goals": sum(i.points for i in goals[s])})
    return out


@lru_cache(maxsize=8192)
def _tableau_scenes(placed: tuple) -> tuple[Survey, dict[str, int]]:
    """The survey and the scene points by category of a tableau given as ((card, x, y, rot), ...)
    (the result is shared: never change it)."""
    sv = _survey(placed)
    return sv, {cat: sum(i.points for i in items) for cat, items in scenes(sv, reasons=False).items()}


def final_events(state: dict) -> list[dict]:
    """Score events for scenes and goals (photos were scored when their markers were placed)."""
    events = []
    for s, parts in enumerate(breakdown(state)):
        for cat in CATEGORIES:
            if cat == "photos":
                continue
            for item in parts[cat]:
                events.append(score(s, item.points, item.reason, cat, code=item.code, **item.params))
    return events


def outcome(state: dict) -> dict:
    cats = standing(state)
    scores = [sum(c.values()) for c in cats]
    tiebreak = [(-markers_used(state, s),) for s in range(len(scores))]
    return ranking.outcome(scores, cats, tiebreak, "fewer player markers used wins a tie; then the victory is shared")
