"""What each seat (or a spectator) sees, and which component ids it must not see.

A view holds no object of the state or of the card data (the squares of turned cards are cached
and shared by every game): a caller may change a view in place without harm.
"""

from __future__ import annotations

from functools import lru_cache
from operator import itemgetter
from types import MappingProxyType
from typing import Mapping, NamedTuple

from app.engine.grid import key, unkey
from app.engine.memo import JsonMemo

from .content import GOALS, PHOTO_CARDS, ROUNDS, card_text, parse_card
from .geometry import drone_frame, kept_visible, photographer_frames, placed_key, turned
from .legality import legal_moves
from .photos import Takeable
from .scoring import breakdown, standing
from .state import waiting


@lru_cache(maxsize=None)
def _hand_squares(card_id: str) -> tuple[dict, ...]:
    """A card's squares upright, as a hand shows them (kept: a view gets copies)."""
    return tuple(parse_card(card_text(card_id)))


@lru_cache(maxsize=None)
def _laid_squares(card_id: str, rot: int) -> tuple[dict, ...]:
    """A turned card's squares with their place in the card, as a tableau shows them (kept: a
    view gets copies)."""
    return tuple({"dx": dx, "dy": dy, **sq} for (dx, dy), sq in turned(card_id, rot))


class Board(NamedTuple):
    """The squares a view shows of one tableau, kept by tableau (shared: a view gets copies)."""

    laid: tuple[tuple[dict, ...], ...]  # each placement's squares, as `_laid_squares`
    cells: tuple[str, ...]  # the visible map's cells, "x,y"...
    visible: tuple[dict, ...]  # ...and the square on top at each


@lru_cache(maxsize=4096)
def _board(placed: tuple) -> Board:
    vis = kept_visible(placed)
    return Board(tuple(_laid_squares(card, rot) for card, _, _, rot in placed),
                 tuple(map(key, vis)), tuple(vis.values()))


def _card(card_id: str) -> dict:
    return {"id": card_id, "squares": list(map(dict, _hand_squares(card_id)))}


def _is_placed(state: dict, card_id: str) -> bool:
    return any(card_id in map(itemgetter("card"), seat["tableau"]) for seat in state["seats"])


# The frames a walking seat is shown depend only on its own pieces and the photo cards: the other
# seats' moves in the same phase leave them as they were.
_previews = JsonMemo()


def frame_preview(state: dict, seat_no: int) -> dict[str, dict] | None:
    """While a seat walks: for every meadow it may move the token to, the frames that token would
    have there ("frames": name -> squares) and which frame takes which photo ("photos", from the
    same check the photo phase makes), for the board to draw. What each walk is worth (the
    points, in words) is its move's preview (app/games/provence/previews.py). Choosing the
    photographer shows its four frames and photos A and B; choosing the drone shows the drone's
    frame and every photo the walk would take, the photographer's included."""
    seat = state["seats"][seat_no]
    pend = seat["pending"]
    if pend is None or pend["stage"] not in ("photographer", "drone"):
        return None
    return _previews.get([state["photos"], seat], lambda: _frame_preview(state, seat_no, seat, pend))


def _frame_preview(state: dict, seat_no: int, seat: dict, pend: dict) -> dict[str, dict]:
    takeable = Takeable(state, seat_no, "AB" if pend["stage"] == "photographer" else "ABC")
    out = {}
    for move in legal_moves(state, seat_no):
        if move["type"] != pend["stage"]:
            continue
        to = move["to"]
        if move["type"] == "photographer":
            frames = {name: list(cells) for name, cells in _photographer_frame_keys(to).items()}
            taken = takeable.taken(to, seat["drone"])
        else:
            frames = {"drone": list(_drone_frame_keys(to))}
            taken = takeable.taken(pend["photographer"], to)
            mine = _photographer_frame_keys(pend["photographer"])
            frames.update({p["frame"]: list(mine[p["frame"]]) for p in taken if p["frame"] in mine})
        out[to] = {"frames": frames, "photos": [{"photo": p["photo"], "frame": p["frame"]} for p in taken]}
    return out


@lru_cache(maxsize=4096)
def _photographer_frame_keys(square: str) -> Mapping[str, tuple[str, ...]]:
    """The photographer's frames from `square`, their cells keyed "x,y" (shared, read-only)."""
    frames = photographer_frames(unkey(square))
    return MappingProxyType({name: tuple(map(key, cells)) for name, cells in frames.items()})


@lru_cache(maxsize=4096)
def _drone_frame_keys(square: str) -> tuple[str, ...]:
    return tuple(map(key, drone_frame(unkey(square))))


def view(state: dict, viewer: int | None) -> dict:
    return {"public": public_view(state), "private": {} if viewer is None else private_view(state, viewer)}


# The scores on the table depend on the tableaux, the photo cards' markers and the goals only:
# they change when a phase resolves, not at the moves between.
_scores = JsonMemo()


def scores(state: dict) -> list[dict[str, int]]:
    """Every seat's `standing` as the table shows it (the choices of this phase are secret until
    every seat has made them, so none counts), kept by what it is made of."""
    made_of = [state["goals"], state["photos"], [seat["tableau"] for seat in state["seats"]]]
    return _scores.get(made_of, lambda: standing(state, counted=()))


def public_view(state: dict) -> dict:
    totals = scores(state)
    seats = []
    for s, seat in enumerate(state["seats"]):
        pend = seat["pending"]
        board = _board(placed_key(seat["tableau"]))
        seats.append({
            "seat": s,
            "tableau": [{**p, "squares": list(map(dict, laid))} for p, laid in zip(seat["tableau"], board.laid)],
            "visible": dict(zip(board.cells, map(dict, board.visible))),
            "photographer": seat["photographer"],
            "drone": seat["drone"],
            "markers_left": seat["markers"],
            "hand_size": len(seat["hand"]),
            "has_incoming": seat["incoming"] is not None,
            "committed": pend is not None and pend["stage"] == "done",
            "score": totals[s],
            "score_total": sum(totals[s].values()),
        })
    public = {
        "round": state["round"],
        "rounds": ROUNDS,
        "phase": state["phase"],
        "waiting_for": waiting(state),
        "deck_size": len(state["deck"]),
        "photos": [_photo(ph) for ph in state["photos"]],
        "goals": [{"id": g, **GOALS[g]} for g in state["goals"]],
        "seats": seats,
        "pass_to": "left (seat + 1)",
    }
    if state["phase"] == "over":  # the reasons, shown only at the end
        public["details"] = [
            {cat: [{"points": i.points, "reason": i.reason, "code": i.code, **i.params} for i in items]
             for cat, items in part.items()} for part in breakdown(state)
        ]
    return public


def _photo(ph: dict) -> dict:
    card = PHOTO_CARDS[ph["id"]]
    last = len(ph["spots"]) - 1
    return {
        "id": ph["id"],
        "pile": card["pile"],
        "need": list(card["need"]),
        "spots": [{"points": points, "infinite": i == last, "seats": list(ph["spots"][i])}
                  for i, points in enumerate(card["spots"])],
    }


def private_view(state: dict, viewer: int) -> dict:
    seat = state["seats"][viewer]
    passed = seat["passed"]
    return {
        "hand": [_card(c) for c in seat["hand"]],
        "pending": dict(seat["pending"]) if seat["pending"] is not None else None,
        "passed": passed if passed and not _is_placed(state, passed) else None,
        "frame_preview": frame_preview(state, viewer),
        "committed_total": committed_total(state, viewer),
    }


def committed_total(state: dict, viewer: int) -> int | None:
    """Once the seat has committed this phase's choice: its points if the game ended now with that
    choice counted (the card it lays, the photos its walk takes), which the table does not show
    until every seat has chosen."""
    pend = state["seats"][viewer]["pending"]
    if pend is None or pend["stage"] != "done":
        return None
    return sum(standing(state, counted=[viewer])[viewer].values())


def hidden_ids(state: dict, viewer: int | None) -> set[str]:
    unseen = set(state["deck"])
    for seat in state["seats"]:
        unseen.update(seat["hand"])
        if seat["incoming"]:
            unseen.add(seat["incoming"])
    if viewer is not None:
        seat = state["seats"][viewer]
        unseen.difference_update(seat["hand"])
        if seat["passed"]:
            unseen.discard(seat["passed"])
    return unseen
