"""Commission matching, final scoring with explanations, and the outcome."""

from __future__ import annotations

from collections import Counter
from itertools import permutations

from app.engine import State
from app.engine.events import score
from app.engine.ranking import outcome as ranked_outcome

from .content import COMMISSIONS, GOALS, INSPIRATIONS, LANDSCAPES, SOLO_RANKS
from .state import CENTRE


def frame_ok(frame: dict, features: list[str]) -> bool:
    """Does a landscape with `features` fit this picture frame?"""
    if any(f not in features for f in frame["needs"]):
        return False
    wanted = len(frame["needs"]) + frame["any"]
    return len(features) >= wanted if frame["open"] else len(features) == wanted


def _fill(frames: list[dict], pool: Counter) -> bool:
    if not frames:
        return True
    first, rest = frames[0], frames[1:]
    for sig, n in pool.items():
        if n and frame_ok(first, list(sig)):
            pool[sig] -= 1
            ok = _fill(rest, pool)
            pool[sig] += 1
            if ok:
                return True
    return False


def can_complete(frames: list[dict], chosen: list[str], pool: list[str]) -> bool:
    """Can the landscapes `chosen` go into distinct frames, with the frames left over filled from
    `pool` (landscapes not chosen)?"""
    if len(chosen) + len(pool) < len(frames):  # too few landscapes: the common case, answered at once
        return False
    sigs = Counter(tuple(sorted(LANDSCAPES[c])) for c in pool)
    for slots in permutations(range(len(frames)), len(chosen)):
        if all(frame_ok(frames[f], LANDSCAPES[c]) for f, c in zip(slots, chosen)):
            left = [fr for i, fr in enumerate(frames) if i not in slots]
            if _fill(left, sigs):
                return True
    return False


def commission_features(cid: str) -> set[str]:
    return {f for frame in COMMISSIONS[cid]["frames"] for f in frame["needs"]}


def solo_rank(points: int) -> str:
    for lowest, name in SOLO_RANKS:
        if points >= lowest:
            return name
    return SOLO_RANKS[-1][1]


def breakdown(state: State, seat: int) -> tuple[dict[str, int], dict[str, str]]:
    """Points per category and the arithmetic behind each, for the cards `seat` holds now."""
    s = state["seats"][seat]
    comm = [COMMISSIONS[c]["renown"] for c in s["commissions"]]
    goals = [GOALS[g]["renown"] for g in s["goals"]]
    features = sum(len(LANDSCAPES[c]) for c in s["paintings"])
    points = {
        "commissions": sum(comm),
        "goals": sum(goals),
        "landscapes": features // 2,
    }
    why = {
        "commissions": f"commissions {' + '.join(map(str, comm)) or '0'} = {sum(comm)}",
        "goals": f"daily goals {' + '.join(map(str, goals)) or '0'} = {sum(goals)}",
        "landscapes": f"{features} features on unsold landscapes / 2, rounded down = {features // 2}",
    }
    if state["solo"]:
        feature = INSPIRATIONS[state["inspiration"]]
        inspired = sum(1 for c in s["commissions"] if feature in commission_features(c))
        points["inspiration"] = inspired
        why["inspiration"] = f"{inspired} commissions showing {feature} x 1 = {inspired}"
        home = 2 if s["pos"] == CENTRE else 0
        points["return_home"] = home
        why["return_home"] = "artist ends on the centre space: 2" if home else "artist is away from the centre: 0"
        del points["goals"], why["goals"]
    return points, why


def final_events(state: State) -> list[dict]:
    """Score events for everything not scored during play (commissions are scored when sold)."""
    events = []
    for seat in range(state["players"]):
        points, why = breakdown(state, seat)
        for cat, pts in points.items():
            if cat != "commissions":
                events.append(score(seat, pts, why[cat], cat))
    return events


def scores_now(state: State) -> list[int]:
    out = []
    for seat in range(state["players"]):
        points, _ = breakdown(state, seat)
        total = sum(points.values())
        if state.get("goal") and state.get("goal_holder") == seat:
            total += GOALS[state["goal"]]["renown"]
        out.append(total)
    return out


def outcome(state: State) -> dict:
    n = state["players"]
    parts = [breakdown(state, s)[0] for s in range(n)]
    scores = [sum(p.values()) for p in parts]
    tiebreak = [[len(state["seats"][s]["goals"])] for s in range(n)]
    result = ranked_outcome(scores, parts, tiebreak, "most daily goal cards; still tied: shared victory")
    if state["solo"]:
        result["solo_rank"] = solo_rank(scores[0])
        result["tiebreak"] = ""
    result["end_reason"] = state["end_reason"]
    return result
