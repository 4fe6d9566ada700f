"""Photo requirements, frames and marker spots."""

from __future__ import annotations

from app.engine.events import score
from app.engine.grid import orth_components, unkey

from .content import PHOTO_CARDS
from .geometry import church_partners, drone_frame, photographer_frames, visible


def meets(vis: dict, frame: list, need: list) -> bool:
    """Whether the visible squares inside `frame` satisfy the requirement `need` = [kind, n].

    Adjacency is orthogonal and counted inside the frame only; lavender squares must share a growth
    direction; a church needs both its squares inside the frame.
    """
    kind, n = need
    inside = {p: vis[p] for p in frame if p in vis}
    if kind in ("mill", "sunflower"):
        return any(sq["t"] == kind for sq in inside.values())
    if kind == "church":
        partners = church_partners(vis)
        return any(sq["t"] == "church" and partners.get(p) in inside for p, sq in inside.items())
    if kind == "lavender":
        return any(
            len(g) >= n
            for d in ("V", "H")
            for g in orth_components(p for p, sq in inside.items() if sq["t"] == "lavender" and sq["dir"] == d)
        )
    return any(len(g) >= n for g in orth_components(p for p, sq in inside.items() if sq["t"] == kind))


def frames_for(seat_state: dict, pile: str) -> dict[str, list]:
    """The frames a seat may use for a photo card of `pile` (A and B: photographer; C: drone)."""
    if pile == "C":
        return {"drone": drone_frame(unkey(seat_state["drone"]))}
    return photographer_frames(unkey(seat_state["photographer"]))


def completed(seat_state: dict, photo_id: str, vis: dict | None = None) -> str | None:
    """The name of a frame that completes the photo card, or None."""
    card = PHOTO_CARDS[photo_id]
    if vis is None:
        vis = visible(seat_state["tableau"])
    for name, frame in frames_for(seat_state, card["pile"]).items():
        if meets(vis, frame, card["need"]):
            return name
    return None


def has_marker(photo: dict, seat: int) -> bool:
    return any(seat in spot for spot in photo["spots"])


def claim(photo: dict, seat: int, seat_state: dict, vis: dict) -> str | None:
    """The frame with which `seat` takes `photo` in this photo phase, or None (it holds a marker
    there already, has no marker left, or no frame completes the photo)."""
    if has_marker(photo, seat) or seat_state["markers"] <= 0:
        return None
    return completed(seat_state, photo["id"], vis)


def open_spot(photo: dict) -> int:
    """The spot this round's takers of `photo` share: the highest free one, else the last (infinite)."""
    last = len(photo["spots"]) - 1
    return next((i for i in range(last) if not photo["spots"][i]), last)


def photos_taken(state: dict, seat: int, photographer: str, drone: str) -> list[dict]:
    """The photos `seat` would take this photo phase with its tokens on these squares, and the
    points of the marker each would get (everyone who takes a photo the same round shares a spot,
    so what the others do changes nothing here)."""
    seat_state = {**state["seats"][seat], "photographer": photographer, "drone": drone}
    vis = visible(seat_state["tableau"])
    out = []
    for photo in state["photos"]:
        frame = claim(photo, seat, seat_state, vis)
        if frame is not None:
            spot = open_spot(photo)
            out.append({"photo": photo["id"], "frame": frame, "spot": spot + 1,
                        "points": PHOTO_CARDS[photo["id"]]["spots"][spot]})
    return out


def photo_phase(state: dict) -> list[dict]:
    """Every seat claims every photo card it completes now; same-round claimants share a spot."""
    events = []
    seats = state["seats"]
    visibles = [visible(s["tableau"]) for s in seats]
    for photo in state["photos"]:
        card = PHOTO_CARDS[photo["id"]]
        takers = [(s, frame) for s, seat_state in enumerate(seats)
                  if (frame := claim(photo, s, seat_state, visibles[s])) is not None]
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
