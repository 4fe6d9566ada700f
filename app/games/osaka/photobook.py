"""A photobook: columns of stacked town cards, seen as a grid of visible blocks.

A column is ``{"cards": [ids, bottom first], "tile": location id or None}``. A card stacked on
another tucks its lower block behind the upper block of the card below, so a column of n cards
shows n + 1 blocks: level 0 is the bottom card's lower block, level k is the k-th card's upper
block. A claimed location tile closes its column.
"""

from __future__ import annotations

from app.engine.grid import neighbors4, orth_components

from .content import BUILDINGS, CARDS, MAX_HEIGHT, MAX_WIDTH

Pos = tuple[int, int]  # (column, level); level 0 is the ground


def blocks(book: list[dict], cards: dict = CARDS) -> dict[Pos, dict]:
    """Every visible block by (column, level): {"bg", "icon"}."""
    out: dict[Pos, dict] = {}
    for c, col in enumerate(book):
        ids = col["cards"]
        if not ids:
            continue
        out[(c, 0)] = cards[ids[0]]["lower"]
        for k, cid in enumerate(ids):
            out[(c, k + 1)] = cards[cid]["upper"]
    return out


def weight(block: dict) -> int:
    """A Chōnin-chi block counts as two background blocks."""
    return 2 if block["icon"] == "chonin" else 1


def zones(grid: dict[Pos, dict]) -> list[set[Pos]]:
    """Orthogonally connected groups of blocks with the same background."""
    out: list[set[Pos]] = []
    by_bg: dict[str, list[Pos]] = {}
    for pos, b in grid.items():
        by_bg.setdefault(b["bg"], []).append(pos)
    for bg in sorted(by_bg):
        out.extend(orth_components(by_bg[bg]))
    return out


def zone_size(grid: dict[Pos, dict], zone: set[Pos]) -> int:
    return sum(weight(grid[p]) for p in zone)


def largest_zone(grid: dict[Pos, dict]) -> int:
    return max((zone_size(grid, z) for z in zones(grid)), default=0)


def icon_counts(grid: dict[Pos, dict]) -> dict[str, int]:
    counts: dict[str, int] = {}
    for b in grid.values():
        if b["icon"]:
            counts[b["icon"]] = counts.get(b["icon"], 0) + 1
    return counts


def neighbours(grid: dict[Pos, dict], pos: Pos) -> list[Pos]:
    return [q for _, q in neighbors4(pos) if q in grid]


def column_blocks(book: list[dict], c: int, cards: dict = CARDS) -> list[dict]:
    """The visible blocks of one column, ground first."""
    ids = book[c]["cards"]
    if not ids:
        return []
    return [cards[ids[0]]["lower"]] + [cards[cid]["upper"] for cid in ids]


def card_count(book: list[dict]) -> int:
    return sum(len(col["cards"]) for col in book)


def room(book: list[dict]) -> int:
    """How many more cards the photobook can hold."""
    open_space = sum(MAX_HEIGHT - len(col["cards"]) for col in book if col["tile"] is None)
    return open_space + MAX_HEIGHT * (MAX_WIDTH - len(book))


def placements(book: list[dict]) -> list[dict]:
    """Where a new card may go: a new ground-level column at either end, or on top of an open
    column that is less than four cards high."""
    out: list[dict] = []
    if not book:
        return [{"at": "right"}]
    if len(book) < MAX_WIDTH:
        out += [{"at": "left"}, {"at": "right"}]
    for c, col in enumerate(book):
        if col["tile"] is None and len(col["cards"]) < MAX_HEIGHT:
            out.append({"at": "top", "column": c})
    return out


def place(book: list[dict], card: str, spot: dict) -> None:
    at = spot["at"]
    if at == "left":
        book.insert(0, {"cards": [card], "tile": None})
    elif at == "right":
        book.append({"cards": [card], "tile": None})
    elif at == "top":
        book[spot["column"]]["cards"].append(card)
    else:  # "under": only while setting up the first two cards
        book[spot["column"]]["cards"].insert(0, card)


def building_types(grid: dict[Pos, dict], zone: set[Pos]) -> list[str]:
    """The building types other than Chōnin-chi present in a zone."""
    present = {grid[p]["icon"] for p in zone}
    return [b for b in BUILDINGS if b != "chonin" and b in present]
