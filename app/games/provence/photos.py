"""Photo requirements, frames and marker spots."""

from __future__ import annotations

from functools import lru_cache
from typing import Iterable

from app.engine.events import score
from app.engine.grid import orth_components, unkey

from .content import PHOTO_CARDS
from .geometry import Pos, drone_frame, photographer_frames, photographer_reach
from .survey import Survey, survey, survey_of


_NONE: frozenset = frozenset()


def meets(vis: dict | Survey, frame: Iterable[Pos], need: list) -> bool:
    """Whether the visible squares inside `frame` satisfy the requirement `need` = [kind, n].

    Adjacency is orthogonal and counted inside the frame only; lavender squares must share a growth
    direction; a church needs both its squares inside the frame.
    """
    sv = survey(vis)
    kind, n = need
    if kind in ("mill", "sunflower"):
        return not sv.cells.get(kind, _NONE).isdisjoint(frame)
    if kind == "church":
        inside = sv.cells.get("church", _NONE).intersection(frame)
        partners = sv.partners
        return any(partners.get(p) in inside for p in inside)
    for terrain in ("lavenderV", "lavenderH") if kind == "lavender" else (kind,):
        # A group inside the frame lies within a group of the whole tableau: only the squares of
        # groups of n or more can make one of n.
        inside = sv.in_groups_of(terrain, n).intersection(frame)
        if len(inside) >= n and any(len(g) >= n for g in orth_components(inside)):
            return True
    return False


def completed(seat_state: dict, photo_id: str, vis: dict | Survey | None = None) -> str | None:
    """The name of a frame that completes the photo card, or None."""
    sv = survey_of(seat_state["tableau"]) if vis is None else survey(vis)
    return frame_taking(sv, photo_id, seat_state["photographer"], seat_state["drone"])


def frame_taking(sv: Survey, photo_id: str, photographer: str, drone: str) -> str | None:
    """`completed` for tokens on these squares."""
    return _completing_frame(sv, photo_id, drone if PHOTO_CARDS[photo_id]["pile"] == "C" else photographer)


@lru_cache(maxsize=8192)
def _completing_frame(sv: Survey, photo_id: str, token: str) -> str | None:
    """`completed`, kept by survey (a tableau's is shared by every seat that has it, and no
    survey changes), photo card and the square of the token that takes it."""
    card = PHOTO_CARDS[photo_id]
    pos = unkey(token)
    if card["pile"] == "C":
        return "drone" if meets(sv, drone_frame(pos), card["need"]) else None
    # What no frame holds, the four together do not hold either: one check rules most out.
    if not meets(sv, photographer_reach(pos), card["need"]):
        return None
    for name, frame in photographer_frames(pos).items():
        if meets(sv, frame, card["need"]):
            return name
    return None


def has_marker(photo: dict, seat: int) -> bool:
    return any(seat in spot for spot in photo["spots"])


def may_take(photo: dict, seat: int, seat_state: dict) -> bool:
    """Whether `seat` may take `photo` in this photo phase: it holds no marker there yet and has
    one left."""
    return not has_marker(photo, seat) and seat_state["markers"] > 0


def claim(photo: dict, seat: int, seat_state: dict, vis: dict | Survey) -> str | None:
    """The frame with which `seat` takes `photo` in this photo phase, or None (it holds a marker
    there already, has no marker left, or no frame completes the photo)."""
    if not may_take(photo, seat, seat_state):
        return None
    return completed(seat_state, photo["id"], vis)


def open_spot(photo: dict) -> int:
    """The spot this round's takers of `photo` share: the highest free one, else the last (infinite)."""
    last = len(photo["spots"]) - 1
    return next((i for i in range(last) if not photo["spots"][i]), last)


class Takeable:
    """The photos of `piles` one seat may take in this photo phase (`may_take`) and the spot each
    would give it, worked out once to ask, square after square, which its tokens would take (the
    walking phase's preview asks it of every meadow)."""

    def __init__(self, state: dict, seat: int, piles: str = "ABC") -> None:
        seat_state = state["seats"][seat]
        self.survey = survey_of(seat_state["tableau"])
        self.photos = [(photo["id"], open_spot(photo)) for photo in state["photos"]
                       if PHOTO_CARDS[photo["id"]]["pile"] in piles and may_take(photo, seat, seat_state)]

    def taken(self, photographer: str, drone: str) -> list[dict]:
        """The photos taken with the tokens on these squares, as `photos_taken` lists them."""
        out = []
        for photo_id, spot in self.photos:
            frame = frame_taking(self.survey, photo_id, photographer, drone)
            if frame is not None:
                out.append({"photo": photo_id, "frame": frame, "spot": spot + 1,
                            "points": PHOTO_CARDS[photo_id]["spots"][spot]})
        return out


def photos_taken(state: dict, seat: int, photographer: str, drone: str) -> list[dict]:
    """The photos `seat` would take this photo phase with its tokens on these squares, and the
    points of the marker each would get (everyone who takes a photo the same round shares a spot,
    so what the others do changes nothing here)."""
    return Takeable(state, seat).taken(photographer, drone)


def photo_phase(state: dict) -> list[dict]:
    """Every seat claims every photo card it completes now; same-round claimants share a spot."""
    events = []
    seats = state["seats"]
    surveys = [survey_of(s["tableau"]) for s in seats]
    for photo in state["photos"]:
        card = PHOTO_CARDS[photo["id"]]
        takers = [(s, frame) for s, seat_state in enumerate(seats)
                  if (frame := claim(photo, s, seat_state, surveys[s])) is not None]
        if not takers:
            continue
        last = len(photo["spots"]) - 1
        spot = open_spot(photo)
        pts = card["spots"][spot]
        where = "the infinity spot" if spot == last else f"spot {spot + 1}"
        for s, frame in takers:
            photo["spots"][spot].append(s)
            seats[s]["markers"] -= 1
            events.append({"type": "photo", "seat": s, "photo": photo["id"], "frame": frame, "spot": spot})
            events.append(score(s, pts, f"{photo['id']} completed ({frame} frame), marker on {where} = {pts}", "photos",
                                code="photo_taken", photo=photo["id"], frame=frame, spot=spot + 1, infinite=spot == last))
    return events
