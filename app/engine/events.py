"""Event helpers. Events are JSON dicts with a "type"; they form the game log.

Visibility: an event is public, except its optional "secret" part, which only the event's
"seat" may see while the game runs (a drawn card, a chosen card). After the game ends the whole
log may be revealed. Scoring events have type "score" and feed the score history.
"""

from __future__ import annotations

from typing import Any

from .game import Event


def score(seat: int, points: int, reason: str, category: str, **extra: Any) -> Event:
    """A scoring event: `reason` explains the figure, e.g. "village area of 6 tiles x 3 edges = 18"."""
    return {"type": "score", "seat": seat, "points": points, "reason": reason, "category": category, **extra}


def event_for(event: Event, viewer: int | None, revealed: bool = False) -> Event:
    """The event as `viewer` may see it."""
    if "secret" not in event or revealed or (viewer is not None and event.get("seat") == viewer):
        return event
    return {k: v for k, v in event.items() if k != "secret"}
