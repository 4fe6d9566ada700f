"""Tableau geometry: turning cards, which squares are visible, where a card may go, photo frames.

A tableau is a list of placed cards from the bottom of the pile to the top, each
{"card": id, "x": left column, "y": top row, "rot": quarter turns clockwise}. Rows grow
downwards and the top edge (north) faces the scene deck. Internally positions are (x, y) tuples.
"""

from __future__ import annotations

import itertools
from functools import lru_cache
from typing import Iterator, NamedTuple

from app.engine.grid import key, neighbors4

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


def visible_json(tableau: list[dict]) -> dict[str, dict]:
    """`visible` keyed "x,y" for a view, each square a copy: the cached squares are shared."""
    return {key(p): dict(sq) for p, sq in visible(tableau).items()}


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
    """Checks the placement rules 1-5 for one card on one tableau."""

    def __init__(self, tableau: list[dict], tokens: list[Pos]) -> None:
        self.vis = visible(tableau)
        self.tokens = set(tokens)
        self.partners = church_partners(self.vis)
        near = set(self.vis)
        for pos in self.vis:
            for _, q in neighbors4(pos):
                near.add(q)
        self.near = near
        xs = [p[0] for p in self.vis]
        ys = [p[1] for p in self.vis]
        self.box = (min(xs), min(ys), max(xs), max(ys))
        # (card, rot, layer) -> the first legal corner, or every one (a placer is shared by
        # every game and seat with this tableau and these tokens: it keeps only such answers)
        self._first: dict[tuple[str, int, str], tuple[Pos, ...]] = {}
        self._anchors: dict[tuple[str, int, str], tuple[Pos, ...]] = {}

    def problem(self, card_id: str, x: int, y: int, rot: int, layer: str) -> tuple[str, str] | None:
        """None if legal, else (code, message) naming the first rule broken."""
        card = shape(card_id, rot)
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
            hidden = sum((x + dx, y + dy) in vis for dx, dy in card.church)
            if hidden and hidden != len(card.church):
                return TUCKED_CHURCH_SPLIT
            return None
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

    def anchors(self, card_id: str, rot: int, layer: str, first_only: bool = False) -> list[Pos]:
        """Every legal top-left corner for the card turned `rot` on `layer`, row by row."""
        which = (card_id, rot, layer)
        if which in self._anchors:
            found = self._anchors[which]
        elif first_only:  # the orient step asks only whether there is one
            if which not in self._first:
                self._first[which] = tuple(itertools.islice(self._legal_corners(*which), 1))
            found = self._first[which]
        else:
            found = self._anchors[which] = tuple(self._legal_corners(*which))
        return list(found[:1] if first_only else found)

    def _legal_corners(self, card_id: str, rot: int, layer: str) -> Iterator[Pos]:
        return (c for c in self.corners(rot) if self.problem(card_id, *c, rot, layer) is None)


def photographer_frames(pos: Pos) -> dict[str, list[Pos]]:
    """The four 3 x 5 frames beside the photographer: 3 squares across, 5 deep, centred on its line."""
    x, y = pos
    return {
        "up": [(x + dx, y - d) for d in range(1, 6) for dx in (-1, 0, 1)],
        "down": [(x + dx, y + d) for d in range(1, 6) for dx in (-1, 0, 1)],
        "left": [(x - d, y + dy) for d in range(1, 6) for dy in (-1, 0, 1)],
        "right": [(x + d, y + dy) for d in range(1, 6) for dy in (-1, 0, 1)],
    }


def drone_frame(pos: Pos) -> list[Pos]:
    """The 5 x 5 frame centred on the drone."""
    x, y = pos
    return [(x + dx, y + dy) for dy in range(-2, 3) for dx in range(-2, 3)]

