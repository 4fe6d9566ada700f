"""Commission matching, final scoring with explanations, and the outcome."""

from __future__ import annotations

from collections.abc import Sequence
from itertools import permutations
from typing import NamedTuple

from app.engine import State
from app.engine.events import score
from app.engine.ranking import outcome as ranked_outcome

from .content import COMMISSIONS, GOALS, INSPIRATIONS, LANDSCAPES, SOLO_RANKS
from .ending import end_code
from .goals import goal_met
from .names import Step
from .state import CENTRE, current_seat


def frame_ok(frame: dict, features: Sequence[str]) -> bool:
    """Does a landscape with `features` fit this picture frame?"""
    if any(f not in features for f in frame["needs"]):
        return False
    wanted = len(frame["needs"]) + frame["any"]
    return len(features) >= wanted if frame["open"] else len(features) == wanted


def _fill(frames: list[dict], pool: dict[tuple[str, ...], int]) -> bool:
    if not frames:
        return True
    first, rest = frames[0], frames[1:]
    for sig, n in pool.items():
        if n and frame_ok(first, sig):
            pool[sig] = n - 1
            ok = _fill(rest, pool)
            pool[sig] = n
            if ok:
                return True
    return False


def can_complete(frames: list[dict], chosen: list[str], pool: list[str]) -> bool:
    """Can the landscapes `chosen` go into distinct frames, with the frames left over filled from
    `pool` (landscapes not chosen)?"""
    if len(chosen) + len(pool) < len(frames):  # too few landscapes: the common case, answered at once
        return False
    sigs: dict[tuple[str, ...], int] = {}  # landscapes with the same features are interchangeable
    for c in pool:
        sig = tuple(LANDSCAPES[c])
        sigs[sig] = sigs.get(sig, 0) + 1
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


class Line(NamedTuple):
    """One category of a seat's score: its points, the English arithmetic (`reason`, for REST
    clients) and a `code` with parameters that the catalog words."""

    points: int
    reason: str
    code: str
    params: dict


class Tally(NamedTuple):
    """What a seat's score is made of now, before any wording."""

    commissions: list[int]  # the renown of each commission sold
    goals: list[int]  # the renown of each daily goal card won
    features: int  # on unsold paintings
    inspired: int | None  # Wanderlust: commissions showing the inspiration's feature
    home: bool | None  # Wanderlust: the artist stands on the centre space

    @property
    def solo(self) -> bool:
        return self.inspired is not None

    def points(self) -> dict[str, int]:
        """Points per category, in the order the categories are listed."""
        out = {"commissions": sum(self.commissions)}
        if not self.solo:  # Wanderlust has no daily goals
            out["goals"] = sum(self.goals)
        out["landscapes"] = self.features // 2
        if self.solo:
            out["inspiration"] = self.inspired
            out["return_home"] = 2 if self.home else 0
        return out


def tally(state: State, seat: int) -> Tally:
    s = state["seats"][seat]
    inspired = home = None
    if state["solo"]:
        feature = INSPIRATIONS[state["inspiration"]]
        inspired = sum(1 for c in s["commissions"] if feature in commission_features(c))
        home = s["pos"] == CENTRE
    return Tally([COMMISSIONS[c]["renown"] for c in s["commissions"]], [GOALS[g]["renown"] for g in s["goals"]],
                 sum(len(LANDSCAPES[c]) for c in s["paintings"]), inspired, home)


def lines(state: State, seat: int) -> dict[str, Line]:
    """Points per category and the arithmetic behind each, for the cards `seat` holds now."""
    s = state["seats"][seat]
    t = tally(state, seat)
    points = t.points()
    comm, goals, features = t.commissions, t.goals, t.features
    out = {"commissions": Line(points["commissions"], f"commissions {' + '.join(map(str, comm)) or '0'} = {sum(comm)}",
                               "commissions_total", {"commissions": list(s["commissions"]), "renown": comm})}
    if not t.solo:
        out["goals"] = Line(points["goals"], f"daily goals {' + '.join(map(str, goals)) or '0'} = {sum(goals)}",
                            "goals_scored" if goals else "no_goals", {"goals": list(s["goals"]), "renown": goals})
    out["landscapes"] = Line(points["landscapes"], f"{features} features on unsold landscapes / 2, rounded down = {features // 2}",
                             "features_scored", {"features": features, "paintings": len(s["paintings"])})
    if t.solo:
        feature = INSPIRATIONS[state["inspiration"]]
        out["inspiration"] = Line(points["inspiration"], f"{t.inspired} commissions showing {feature} x 1 = {t.inspired}",
                                  "inspiration_scored", {"feature": feature, "commissions": t.inspired})
        out["return_home"] = Line(points["return_home"],
                                  "artist ends on the centre space: 2" if t.home else "artist is away from the centre: 0",
                                  "home" if t.home else "away_from_home", {})
    return out


def final_events(state: State) -> list[dict]:
    """Score events for everything not scored during play (commissions are scored when sold)."""
    events = []
    for seat in range(state["players"]):
        for cat, line in lines(state, seat).items():
            if cat != "commissions":
                events.append(score(seat, line.points, line.reason, cat, code=line.code, **line.params))
    return events


def final_details(state: State) -> list[list[dict]]:
    """Per seat, every scored line of the game as structured entries (one per commission sold)."""
    out = []
    for seat in range(state["players"]):
        rows = [{"category": "commissions", "points": COMMISSIONS[c]["renown"], "code": "commission_sold",
                 "commission": c, "landscapes": len(COMMISSIONS[c]["frames"]), "reason": f"commission sold: {COMMISSIONS[c]['renown']} renown"}
                for c in state["seats"][seat]["commissions"]]
        rows += [{"category": cat, "points": line.points, "code": line.code, "reason": line.reason, **line.params}
                 for cat, line in lines(state, seat).items() if cat != "commissions"]
        out.append(rows)
    return out


# The steps of a trek turn after its hike: the turn so far is what the daily goal is judged on.
_HIKED = (Step.PAINT, Step.SELL, Step.FRAME)


def goal_holder_now(state: State) -> int | None:
    """Who would score today's daily goal if the game ended now: the artist trekking now once it
    has hiked (or stayed) and meets the goal, since it claims it when its turn ends; else the
    holder (who keeps it while nobody else meets it)."""
    if state.get("goal") is None:
        return None
    seat = current_seat(state)
    if seat is not None and state["step"] in _HIKED and goal_met(state, seat):
        return seat
    return state["goal_holder"]


def standing(state: State) -> list[dict[str, int]]:
    """Each seat's renown by the final table's categories if the game ended now: commissions
    sold, daily goals won and the one held today, unsold landscapes (1 per 2 features), and in
    Wanderlust the inspiration and return-home bonuses. The outcome, the views' scores and the
    previews all read this."""
    holder = goal_holder_now(state)
    return [seat_standing(state, seat, holder) for seat in range(state["players"])]


def seat_standing(state: State, seat: int, holder: int | None) -> dict[str, int]:
    """One seat's part of `standing`, `holder` being `goal_holder_now(state)`."""
    points = tally(state, seat).points()
    if holder == seat:
        points["goals"] += GOALS[state["goal"]]["renown"]
    return points


def scores_now(state: State) -> list[int]:
    """Each seat's total if the game ended now (what the bots maximise)."""
    return [sum(p.values()) for p in standing(state)]


def outcome(state: State) -> dict:
    n = state["players"]
    parts = standing(state)
    scores = [sum(p.values()) for p in parts]
    tiebreak = [[len(state["seats"][s]["goals"])] for s in range(n)]
    result = ranked_outcome(scores, parts, tiebreak, "most daily goal cards; still tied: shared victory")
    if state["solo"]:
        result["solo_rank"] = solo_rank(scores[0])
        result["tiebreak"] = ""
    result["end_reason"] = state["end_reason"]
    result["end_code"] = end_code(state)
    return result
