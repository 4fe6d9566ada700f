"""Playing with another component set (a licensed card list) instead of the stand-in one.

A set is plain data: {"landscapes", "planning", "commissions", "goals", "stations", "inspirations",
"journal"}, each table shaped like its namesake in content.py. `install` checks that the rules can
play it and replaces the tables of content.py in place, so every module that reads them sees it.
"""

from __future__ import annotations

import json

from . import content
from .content import COLOURS, DIRECTIONS, FEATURES, STATION_SPACES
from .goals import goal_problem
from .state import MULTI_DAYS, SIZE

_MAX_ROW = 4 + 1  # the commission row with four players, and the preview card


def card_set() -> dict:
    """The component set in use, as plain data (what `install` takes)."""
    return json.loads(json.dumps({
        "landscapes": content.LANDSCAPES, "planning": content.PLANNING, "commissions": content.COMMISSIONS,
        "goals": content.GOALS, "stations": content.STATIONS, "inspirations": content.INSPIRATIONS,
        "journal": content.JOURNAL,
    }))


def install(cards: dict) -> None:
    """Play with `cards` from now on. Raises ValueError, changing nothing, if the rules cannot play it."""
    cards = json.loads(json.dumps(cards))
    problem = _problem(cards)
    if problem:
        raise ValueError(f"this component set cannot be played: {problem}")
    for name in ("landscapes", "planning", "commissions", "goals", "inspirations"):
        table = getattr(content, name.upper())
        table.clear()
        table.update(cards[name])
    content.STATIONS[:] = cards["stations"]
    content.JOURNAL = cards["journal"]


def _problem(cards: dict) -> str | None:
    names = ("landscapes", "planning", "commissions", "goals", "stations", "inspirations", "journal")
    missing = [n for n in names if n not in cards]
    if missing:
        return f"missing {', '.join(missing)}"
    ids = [*cards["landscapes"], *cards["planning"], *cards["commissions"], *cards["goals"],
           *cards["stations"], *cards["inspirations"], cards["journal"]]
    if len(set(ids)) != len(ids) or not all(isinstance(i, str) and i for i in ids):
        return "every component needs its own non-empty id"
    if len(cards["landscapes"]) < SIZE * SIZE:
        return f"at least {SIZE * SIZE} landscapes are needed"
    for lid, features in cards["landscapes"].items():
        if not (isinstance(features, list) and features and set(features) <= set(FEATURES)
                and len(set(features)) == len(features)):
            return f"landscape {lid}: features must be distinct ones of {', '.join(FEATURES)}"
    for colour in COLOURS:
        deck = [c for c in cards["planning"].values() if c.get("colour") == colour]
        if len(deck) != MULTI_DAYS + 2:
            return f"{colour} needs {MULTI_DAYS + 2} planning cards"
    for pid, card in cards["planning"].items():
        if (card.get("colour") not in COLOURS or type(card.get("wake")) is not int
                or not isinstance(card.get("time"), str) or type(card.get("move")) is not int
                or type(card.get("paint")) is not int
                or not (isinstance(card.get("directions"), list) and set(card["directions"]) <= set(DIRECTIONS))):
            return f"planning card {pid}: needs colour, wake, time, directions, move and paint"
    if len(cards["commissions"]) < _MAX_ROW + 1:
        return f"at least {_MAX_ROW + 1} commissions are needed"
    for cid, com in cards["commissions"].items():
        frames = com.get("frames")
        if type(com.get("renown")) is not int or not (isinstance(frames, list) and 1 <= len(frames) <= 3):
            return f"commission {cid}: needs renown and one to three frames"
        for f in frames:
            if not (set(f.get("needs", [None])) <= set(FEATURES) and type(f.get("any")) is int
                    and isinstance(f.get("open"), bool)):
                return f"commission {cid}: a frame is {{needs: features, any: number, open: true/false}}"
    if not cards["goals"]:
        return "at least one daily goal is needed"
    for gid, goal in cards["goals"].items():
        if problem := goal_problem(gid, goal):
            return problem
    if len(cards["stations"]) != len(STATION_SPACES):
        return f"Wanderlust needs {len(STATION_SPACES)} ranger stations"
    if not cards["inspirations"] or not set(cards["inspirations"].values()) <= set(FEATURES):
        return "each inspiration card names one feature"
    return None
