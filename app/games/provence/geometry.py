"""Tableau geometry: turning cards, which squares are visible, where a card may go, photo frames.

A tableau is a list of placed cards from the bottom of the pile to the top, each
{"card": id, "x": left column, "y": top row, "rot": quarter turns clockwise}. Rows grow
downwards and the top edge (north) faces the scene deck. Internally positions are (x, y) tuples.
"""

from __future__ import annotations

from functools import lru_cache
from types import MappingProxyType
from typing import Mapping, NamedTuple

from app.engine.grid import key

from .content import CARD_H, CARD_W, card_text, parse_card

FACES = ["N", "E", "S", "W"]
ROTATIONS = (0, 1, 2, 3)
LAYERS = ("top", "under")

Pos = tuple[int, int]


def dims(rot: int) -> tuple[int, int]:
    """(width, height) of a card turned `rot` quarter turns clockwise."""
    return (CARD_W, CARD_H) if rot % 2 == 0 else (CARD_H, CARD_W)


def _turn(c: int, r: int, rot: int) -> Pos:
    if rot == 0:
        return c, r
    if rot == 1:
        return CARD_H - 1 - r, c
    if rot == 2:
        return CARD_W - 1 - c, CARD_H - 1 - r
    return r, CARD_W - 1 - c


def _turn_square(square: dict, rot: int) -> dict:
    out = dict(square)
    if "face" in out:
        out["face"] = FACES[(FACES.index(out["face"]) + rot) % 4]
    if "dir" in out and rot % 2 == 1:
        out["dir"] = "H" if out["dir"] == "V" else "V"
    return out


@lru_cache(maxsize=None)
def turned(card_id: str, rot: int) -> tuple[tuple[Pos, dict], ...]:
    """The card's squares as ((dx, dy), square) after turning; squares carry their card and index.
    The squares are shared by every caller and every game: read them, never change them."""
    out = []
    for i, sq in enumerate(parse_card(card_text(card_id))):
        c, r = i % CARD_W, i // CARD_W
        square = _turn_square(sq, rot)
        square["card"] = card_id
        square["i"] = i
        out.append((_turn(c, r, rot), square))
    return tuple(out)


def footprint(card_id: str, x: int, y: int, rot: int) -> list[Pos]:
    return [(x + dx, y + dy) for (dx, dy), _ in turned(card_id, rot)]


def visible(tableau: list[dict]) -> dict[Pos, dict]:
    """The top square at every occupied position."""
    vis: dict[Pos, dict] = {}
    for p in tableau:
        x, y = p["x"], p["y"]
        for (dx, dy), sq in turned(p["card"], p["rot"]):
            vis[(x + dx, y + dy)] = sq
    return vis


def placed_key(tableau: list[dict]) -> tuple[tuple[str, int, int, int], ...]:
    """A tableau as ((card, x, y, rot), ...): the key of what is kept by tableau."""
    return tuple((p["card"], p["x"], p["y"], p["rot"]) for p in tableau)


def unplaced(placed: tuple[tuple[str, int, int, int], ...]) -> list[dict]:
    """The tableau of a `placed_key`."""
    return [{"card": c, "x": x, "y": y, "rot": r} for c, x, y, r in placed]


def visible_of(tableau: list[dict]) -> dict[Pos, dict]:
    """`visible`, kept by tableau: shared by every game and seat with that tableau, never change it."""
    return kept_visible(placed_key(tableau))


@lru_cache(maxsize=4096)
def kept_visible(placed: tuple[tuple[str, int, int, int], ...]) -> dict[Pos, dict]:
    """`visible_of` by `placed_key`."""
    return visible(unplaced(placed))


def church_partners(vis: dict[Pos, dict]) -> dict[Pos, Pos]:
    """Each visible church square mapped to the other square of its church."""
    by_card: dict[str, list[Pos]] = {}
    for pos, sq in vis.items():
        if sq["t"] == "church":
            by_card.setdefault(sq["card"], []).append(pos)
    partners: dict[Pos, Pos] = {}
    for squares in by_card.values():
        if len(squares) == 2:
            a, b = squares
            partners[a], partners[b] = b, a
    return partners


_SELF_AND_AROUND = ((0, 0), (0, -1), (1, 0), (0, 1), (-1, 0))


class Shape(NamedTuple):
    """A turned card's squares as offsets from its top-left corner, and which are church squares."""

    cells: tuple[Pos, ...]
    church: tuple[Pos, ...]


@lru_cache(maxsize=None)
def shape(card_id: str, rot: int) -> Shape:
    cells = turned(card_id, rot)
    return Shape(tuple(d for d, _ in cells), tuple(d for d, sq in cells if sq["t"] == "church"))


NOT_TOUCHING = "not_touching", "the card must touch, cover or tuck under a card already placed (rule 2)"
NOTHING_ABOVE = "nothing_above", "a tucked card must go under at least one placed square"
NO_SQUARE_VISIBLE = "no_square_visible", "at least one square of the new card must stay visible (rule 3)"
TUCKED_CHURCH_SPLIT = "church_split", "a church must be hidden whole or not at all (rule 5)"
TOKEN_COVERED = "token_covered", "a square with the photographer or the drone cannot be covered (rule 4)"
COVERED_CHURCH_SPLIT = "church_split", "covering a church must cover both of its squares (rule 5)"


class Placer:
    """Checks the placement rules 1-5 for one card on one tableau (`vis`: its `visible` map, when
    the caller has it already).

    A placer is shared by every game and seat with this tableau and these tokens (see
    legality.placer), so what it keeps is only what its own check found: which orientations have
    room, and every legal corner of an orientation once asked for.
    """

    def __init__(self, tableau: list[dict], tokens: list[Pos], vis: dict[Pos, dict] | None = None) -> None:
        self.vis = visible(tableau) if vis is None else vis
        self.tokens = set(tokens)
        self.partners = church_partners(self.vis)
        self.near = {(x + dx, y + dy) for x, y in self.vis for dx, dy in _SELF_AND_AROUND}
        xs = [p[0] for p in self.vis]
        ys = [p[1] for p in self.vis]
        self.box = (min(xs), min(ys), max(xs), max(ys))
        self._room: dict[tuple[str, int, str], bool] = {}
        # (card, rot, layer) -> its legal corners in order, as dict keys for a quick "is it one?"
        self._anchors: dict[tuple[str, int, str], dict[Pos, None]] = {}

    def problem(self, card_id: str, x: int, y: int, rot: int, layer: str) -> tuple[str, str] | None:
        """None if legal, else (code, message) naming the first rule broken."""
        found = self._anchors.get((card_id, rot, layer))
        if found is not None and (x, y) in found:  # found legal by this check before
            return None
        return self._check(shape(card_id, rot), x, y, layer)

    def _check(self, card: Shape, x: int, y: int, layer: str) -> tuple[str, str] | None:
        spots = [(x + dx, y + dy) for dx, dy in card.cells]
        if self.near.isdisjoint(spots):
            return NOT_TOUCHING
        vis = self.vis
        covered = [p for p in spots if p in vis]
        if layer == "under":
            if not covered:
                return NOTHING_ABOVE
            if len(covered) == len(spots):
                return NO_SQUARE_VISIBLE
            if card.church:
                hidden = sum((x + dx, y + dy) in vis for dx, dy in card.church)
                if hidden and hidden != len(card.church):
                    return TUCKED_CHURCH_SPLIT
            return None
        if covered:
            if not self.tokens.isdisjoint(covered):
                return TOKEN_COVERED
            partners = self.partners
            if partners:
                for p in covered:
                    partner = partners.get(p)
                    if partner is not None and partner not in covered:
                        return COVERED_CHURCH_SPLIT
        return None

    def corners(self, rot: int) -> list[Pos]:
        """Every top-left corner from which a card turned `rot` could reach the tableau, row by row."""
        w, h = dims(rot)
        x0, y0, x1, y1 = self.box
        return [(x, y) for y in range(y0 - h, y1 + 2) for x in range(x0 - w, x1 + 2)]

    def anchors(self, card_id: str, rot: int, layer: str) -> list[Pos]:
        """Every legal top-left corner for the card turned `rot` on `layer`, row by row."""
        which = (card_id, rot, layer)
        found = self._anchors.get(which)
        if found is None:
            card = shape(card_id, rot)
            found = self._anchors[which] = dict.fromkeys(
                (x, y) for x, y in self.corners(rot) if self._check(card, x, y, layer) is None)
        return list(found)

    def has_room(self, card_id: str, rot: int, layer: str) -> bool:
        """Whether the card turned `rot` has a legal corner on `layer`."""
        which = (card_id, rot, layer)
        if which in self._anchors:
            return bool(self._anchors[which])
        room = self._room.get(which)
        if room is None:
            room = self._room[which] = self._first_legal(card_id, rot, layer) is not None
        return room

    def _first_legal(self, card_id: str, rot: int, layer: str) -> Pos | None:
        """A legal corner, or None. The rows are tried from the middle of the tableau outwards:
        a corner there is most often legal on either layer (the top row has none that tucks
        under a square)."""
        card = shape(card_id, rot)
        w, h = dims(rot)
        x0, y0, x1, y1 = self.box
        for y in _middle_out(y0 - h, y1 + 1):
            for x in range(x0 - w, x1 + 2):
                if self._check(card, x, y, layer) is None:
                    return x, y
        return None


@lru_cache(maxsize=1024)
def _middle_out(first: int, last: int) -> tuple[int, ...]:
    """The numbers first..last from the middle outwards."""
    middle = (first + last) / 2
    return tuple(sorted(range(first, last + 1), key=lambda n: abs(n - middle)))


@lru_cache(maxsize=4096)
def photographer_frames(pos: Pos) -> Mapping[str, tuple[Pos, ...]]:
    """The four 3 x 5 frames beside the photographer: 3 squares across, 5 deep, centred on its line
    (shared, read-only)."""
    x, y = pos
    return MappingProxyType({
        "up": tuple((x + dx, y - d) for d in range(1, 6) for dx in (-1, 0, 1)),
        "down": tuple((x + dx, y + d) for d in range(1, 6) for dx in (-1, 0, 1)),
        "left": tuple((x - d, y + dy) for d in range(1, 6) for dy in (-1, 0, 1)),
        "right": tuple((x + d, y + dy) for d in range(1, 6) for dy in (-1, 0, 1)),
    })


@lru_cache(maxsize=4096)
def photographer_reach(pos: Pos) -> frozenset[Pos]:
    """Every square of the photographer's four frames."""
    return frozenset().union(*photographer_frames(pos).values())


@lru_cache(maxsize=4096)
def drone_frame(pos: Pos) -> tuple[Pos, ...]:
    """The 5 x 5 frame centred on the drone."""
    x, y = pos
    return tuple((x + dx, y + dy) for dy in range(-2, 3) for dx in range(-2, 3))
