"""Daily goals are data: each goal card names a kind from this vocabulary and its values, and the
kind alone says when the goal is met and how it reads. A card list with other goals needs no code
change as long as it uses these kinds.

A goal is met by what the player did on their own turn (or, for `own_features`, by what they own
after it); the turn's record (`turn_log`) holds the hike, the paintings and the sales.
"""

from __future__ import annotations

from typing import Callable, NamedTuple

from app.engine import State
from app.engine.grid import unkey

from .content import FEATURES, GOALS, LANDSCAPES
from .state import SIZE

_DIRECTION_NAMES = {"N": "north", "NE": "north-east", "E": "east", "SE": "south-east",
                    "S": "south", "SW": "south-west", "W": "west", "NW": "north-west"}
_DIRECTION_GROUPS = {
    frozenset({"E", "W"}): "horizontally (east or west)",
    frozenset({"N", "S"}): "vertically (north or south)",
    frozenset({"NE", "SE", "SW", "NW"}): "diagonally",
}


def _or(names: list[str], word: str = "or") -> str:
    return names[0] if len(names) == 1 else f"{', '.join(names[:-1])} {word} {names[-1]}"


class GoalKind(NamedTuple):
    values: dict[str, type]  # the values a goal of this kind names, and their types
    met: Callable[[State, int, dict], bool]
    text: Callable[[dict], str]


def _hiked(state: State) -> bool:
    return state["turn_log"]["distance"] > 0


def _on_edge(state: State, seat: int) -> bool:
    x, y = unkey(state["seats"][seat]["pos"])
    return x in (0, SIZE - 1) or y in (0, SIZE - 1)


def _shown(state: State, seat: int) -> set[str]:
    return {f for c in state["seats"][seat]["paintings"] for f in LANDSCAPES[c]}


def _at_least(n: int, one: str, many: str) -> str:
    return one if n == 1 else many.format(n=n)


GOAL_KINDS: dict[str, GoalKind] = {
    "hike_direction": GoalKind(
        {"dirs": list},
        lambda state, seat, g: _hiked(state) and state["turn_log"]["dir"] in g["dirs"],
        lambda g: "Hike " + _DIRECTION_GROUPS.get(frozenset(g["dirs"]),
                                                   _or([_DIRECTION_NAMES[d] for d in g["dirs"]]))),
    "hike_at_least": GoalKind(
        {"spaces": int},
        lambda state, seat, g: state["turn_log"]["distance"] >= g["spaces"],
        lambda g: _at_least(g["spaces"], "Hike at least one space", "Hike {n} or more spaces")),
    "paint_at_least": GoalKind(
        {"landscapes": int},
        lambda state, seat, g: state["turn_log"]["painted"] >= g["landscapes"],
        lambda g: _at_least(g["landscapes"], "Paint a landscape", "Paint {n} or more landscapes in one turn")),
    "sell_at_least": GoalKind(
        {"commissions": int},
        lambda state, seat, g: state["turn_log"]["sold"] >= g["commissions"],
        lambda g: _at_least(g["commissions"], "Sell a commission", "Sell {n} or more commissions in one turn")),
    "end_on_edge": GoalKind(
        {},
        lambda state, seat, g: _hiked(state) and _on_edge(state, seat),
        lambda g: "End a hike of at least one space on the edge of the Wilderness"),
    "own_features": GoalKind(
        {"features": list},
        lambda state, seat, g: set(g["features"]) <= _shown(state, seat),
        lambda g: "Own unsold paintings showing " + (
            "all five features" if set(g["features"]) == set(FEATURES) else _or(g["features"], "and"))),
}


def goal_met(state: State, seat: int) -> bool:
    goal = GOALS[state["goal"]]
    return GOAL_KINDS[goal["kind"]].met(state, seat, goal)


def goal_text(gid: str) -> str:
    goal = GOALS[gid]
    return GOAL_KINDS[goal["kind"]].text(goal)


def goal_problem(gid: str, goal: dict) -> str | None:
    """What makes a goal card unplayable (an unknown kind, a missing or wrong value), or None."""
    kind = GOAL_KINDS.get(goal.get("kind"))
    if kind is None:
        return f"goal {gid}: unknown kind {goal.get('kind')!r} (known: {', '.join(GOAL_KINDS)})"
    if type(goal.get("renown")) is not int:
        return f"goal {gid}: renown must be a whole number"
    for name, type_ in kind.values.items():
        if type(goal.get(name)) is not type_:
            return f"goal {gid}: a {goal['kind']} goal needs {name!r} ({type_.__name__})"
    if goal["kind"] == "hike_direction" and not set(goal["dirs"]) <= set(_DIRECTION_NAMES):
        return f"goal {gid}: unknown direction in {goal['dirs']}"
    if goal["kind"] == "own_features" and not (goal["features"] and set(goal["features"]) <= set(FEATURES)):
        return f"goal {gid}: features must be some of {', '.join(FEATURES)}"
    return None
