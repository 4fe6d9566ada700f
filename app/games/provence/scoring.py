"""Final scoring: scenes (lavender, wheat, sunflowers, towns), photos and goals; the outcome.

Scene functions take a visible map {(x, y): square} (see geometry.visible).
"""

from __future__ import annotations

from functools import lru_cache

from app.engine import ranking
from app.engine.events import score
from app.engine.grid import neighbors4, orth_components

from .content import GOAL_POINTS, GOALS, MARKERS, PHOTO_CARDS, TOWN_POINTS
from .geometry import visible

CATEGORIES = ("lavender", "wheat", "sunflowers", "towns", "photos", "goals")


def groups(vis: dict, terrain: str, direction: str | None = None) -> list[set]:
    cells = [p for p, sq in vis.items() if sq["t"] == terrain and (direction is None or sq.get("dir") == direction)]
    return orth_components(cells)


def largest(vis: dict, terrain: str, direction: str | None = None) -> int:
    return max((len(g) for g in groups(vis, terrain, direction)), default=0)


def lavender_meetings(vis: dict) -> int:
    """Pairs of orthogonally adjacent lavender squares of different growth directions."""
    n = 0
    for p, sq in vis.items():
        if sq["t"] == "lavender" and sq["dir"] == "V":
            for _, q in neighbors4(p):
                other = vis.get(q)
                if other is not None and other["t"] == "lavender" and other["dir"] == "H":
                    n += 1
    return n


def lavender(vis: dict) -> list[tuple[int, str]]:
    """[(points, reason)] for the lavender fields and the meeting penalty."""
    v, h = largest(vis, "lavender", "V"), largest(vis, "lavender", "H")
    big, small = max(v, h), min(v, h)
    big_name, small_name = ("vertical", "horizontal") if v >= h else ("horizontal", "vertical")
    out = []
    if big:
        out.append((big + 2 * small,
                    f"largest {big_name} field {big} x 1 + largest {small_name} field {small} x 2 = {big + 2 * small}"))
    meet = lavender_meetings(vis)
    if meet:
        out.append((-3 * meet, f"{meet} spot(s) where a vertical field meets a horizontal one x -3 = {-3 * meet}"))
    return out


def wheat(vis: dict) -> list[tuple[int, str]]:
    """Groups of 2+ wheat squares: 2 a square inside a wheat rectangle of 2 x 2 or more, else 1."""
    wheat_cells = {p for p, sq in vis.items() if sq["t"] == "wheat"}
    in_block = set()
    for x, y in wheat_cells:
        block = [(x, y), (x + 1, y), (x, y + 1), (x + 1, y + 1)]
        if all(b in wheat_cells for b in block):
            in_block.update(block)
    out = []
    for g in sorted(orth_components(wheat_cells), key=lambda g: (-len(g), min(g))):
        if len(g) < 2:
            continue
        two = len(g & in_block)
        one = len(g) - two
        out.append((2 * two + one, f"wheat field of {len(g)}: {two} in a rectangle x 2 + {one} x 1 = {2 * two + one}"))
    return out


def sunflowers(vis: dict) -> list[tuple[int, str]]:
    good = sum(1 for sq in vis.values() if sq["t"] == "sunflower" and sq["face"] == "N")
    bad = sum(1 for sq in vis.values() if sq["t"] == "sunflower" and sq["face"] != "N")
    out = []
    if good:
        out.append((2 * good, f"{good} sunflower(s) facing the scene deck x 2 = {2 * good}"))
    if bad:
        out.append((-3 * bad, f"{bad} sunflower(s) not facing the scene deck x -3 = {-3 * bad}"))
    return out


def towns(vis: dict) -> list[tuple[int, str]]:
    out = []
    for g in sorted(groups(vis, "town"), key=lambda g: (-len(g), min(g))):
        shops = sorted({vis[p]["shop"] for p in g})
        pts = TOWN_POINTS[min(len(shops), max(TOWN_POINTS))]
        out.append((pts, f"town of {len(g)} square(s) with {len(shops)} different shop(s) ({', '.join(shops)}) = {pts}"))
    return out


SCENE_PARTS = {"lavender": lavender, "wheat": wheat, "sunflowers": sunflowers, "towns": towns}


def scenes(vis: dict) -> dict[str, list[tuple[int, str]]]:
    return {cat: fn(vis) for cat, fn in SCENE_PARTS.items()}


def goal_value(vis: dict, goal_id: str) -> int:
    goal = GOALS[goal_id]
    if goal["kind"] == "facing":
        return sum(1 for sq in vis.values() if sq["t"] == goal["terrain"] and sq.get("face") == "N")
    if goal["terrain"] == "lavender":
        return max(largest(vis, "lavender", "V"), largest(vis, "lavender", "H"))
    return largest(vis, goal["terrain"])


def goal_awards(values: list[int]) -> list[int]:
    """6 to the best value and 3 to the second-best value; ties share; a value of 0 scores nothing."""
    distinct = sorted({v for v in values if v > 0}, reverse=True)
    award = {v: GOAL_POINTS[i] for i, v in enumerate(distinct[: len(GOAL_POINTS)])}
    return [award.get(v, 0) for v in values]


def photo_points(state: dict, seat: int) -> list[tuple[int, str]]:
    out = []
    for photo in state["photos"]:
        spots = PHOTO_CARDS[photo["id"]]["spots"]
        for i, seats in enumerate(photo["spots"]):
            if seat in seats:
                out.append((spots[i], f"{photo['id']} spot {i + 1} = {spots[i]}"))
    return out


def markers_used(state: dict, seat: int) -> int:
    return MARKERS - state["seats"][seat]["markers"]


def breakdown(state: dict, visibles: list[dict] | None = None) -> list[dict[str, list[tuple[int, str]]]]:
    """Per seat, per category, the scored items [(points, reason)]; `visibles` overrides the tableaux."""
    n = len(state["seats"])
    if visibles is None:
        visibles = [visible(state["seats"][s]["tableau"]) for s in range(n)]
    out = []
    for s in range(n):
        parts = scenes(visibles[s])
        parts["photos"] = photo_points(state, s)
        parts["goals"] = []
        out.append(parts)
    for goal_id in state["goals"]:
        values = [goal_value(v, goal_id) for v in visibles]
        for s, pts in enumerate(goal_awards(values)):
            if pts:
                place = "1st" if pts == GOAL_POINTS[0] else "2nd"
                out[s]["goals"].append((pts, f"{GOALS[goal_id]['title']}: {values[s]}, {place} place = {pts}"))
    return out


def totals(parts: dict[str, list[tuple[int, str]]]) -> dict[str, int]:
    return {cat: sum(p for p, _ in parts.get(cat, [])) for cat in CATEGORIES}


def scores_now(state: dict) -> list[int]:
    """Each seat's total if the game ended now: the same sums as `breakdown`, without the reasons,
    each group of squares found once (bots value thousands of positions a move)."""
    shapes = [_tableau_shape(tuple((p["card"], p["x"], p["y"], p["rot"]) for p in seat["tableau"]))
              for seat in state["seats"]]
    out = []
    for s, sh in enumerate(shapes):
        pts = sh["scenes"] + sum(p for p, _ in photo_points(state, s))
        out.append(pts)
    for goal_id in state["goals"]:
        goal = GOALS[goal_id]
        values = [sh["facing"].get(goal["terrain"], 0) if goal["kind"] == "facing"
                  else sh["largest"].get(goal["terrain"], 0) for sh in shapes]
        for s, pts in enumerate(goal_awards(values)):
            out[s] += pts
    return out


@lru_cache(maxsize=4096)
def _tableau_shape(placed: tuple) -> dict:
    """`_shape` of a tableau given as ((card, x, y, rot), ...); a move changes one seat's tableau,
    so the others' are found here again (the result is shared: never change it)."""
    return _shape(visible([{"card": c, "x": x, "y": y, "rot": r} for c, x, y, r in placed]))


def _shape(vis: dict) -> dict:
    """One seat's scene points, its largest group per goal terrain and its squares facing north."""
    by: dict[str, set] = {}
    facing: dict[str, int] = {}
    for p, sq in vis.items():
        t = sq["t"]
        by.setdefault(t + sq["dir"] if t == "lavender" else t, set()).add(p)
        if sq.get("face") == "N":
            facing[t] = facing.get(t, 0) + 1
    vert, horiz = by.get("lavenderV", set()), by.get("lavenderH", set())
    meet = sum(1 for x, y in vert for q in ((x, y - 1), (x + 1, y), (x, y + 1), (x - 1, y)) if q in horiz)
    v = max((len(g) for g in orth_components(vert)), default=0)
    h = max((len(g) for g in orth_components(horiz)), default=0)
    pts = max(v, h) + 2 * min(v, h) - 3 * meet
    wheat_cells = by.get("wheat", set())
    in_block = set()
    for x, y in wheat_cells:
        block = ((x, y), (x + 1, y), (x, y + 1), (x + 1, y + 1))
        if all(b in wheat_cells for b in block):
            in_block.update(block)
    wheat_groups = orth_components(wheat_cells)
    for g in wheat_groups:
        if len(g) >= 2:
            pts += len(g) + sum(1 for p in g if p in in_block)
    sun = sum(1 for sq in vis.values() if sq["t"] == "sunflower")
    good = facing.get("sunflower", 0)
    pts += 2 * good - 3 * (sun - good)
    for g in orth_components(by.get("town", ())):
        pts += TOWN_POINTS[min(len({vis[p]["shop"] for p in g}), max(TOWN_POINTS))]
    largest_of = {
        "lavender": max(v, h),
        "wheat": max((len(g) for g in wheat_groups), default=0),
        "forest": max((len(g) for g in orth_components(by.get("forest", ()))), default=0),
    }
    return {"scenes": pts, "largest": largest_of, "facing": facing}


def final_events(state: dict) -> list[dict]:
    """Score events for scenes and goals (photos were scored when their markers were placed)."""
    events = []
    for s, parts in enumerate(breakdown(state)):
        for cat in CATEGORIES:
            if cat == "photos":
                continue
            for pts, reason in parts[cat]:
                events.append(score(s, pts, reason, cat))
    return events


def outcome(state: dict) -> dict:
    parts = breakdown(state)
    cats = [totals(p) for p in parts]
    scores = [sum(c.values()) for c in cats]
    tiebreak = [(-markers_used(state, s),) for s in range(len(scores))]
    return ranking.outcome(scores, cats, tiebreak, "fewer player markers used wins a tie; then the victory is shared")
