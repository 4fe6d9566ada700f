"""Setup and small accessors: the Common Town Area, the street ring around it, the option ring."""

from __future__ import annotations

from app.engine import Rng
from app.engine.grid import key

from .content import (
    CATEGORIES, LOCATIONS, ROUNDS, SANDALS, SCORING_OPTIONS, START_CARDS, START_SANDALS,
    STREET_MARKERS, TOWN_CARDS, TOWN_SIZE,
)

# The Common Town Area is a 3 x 3 grid of cells "x,y" (y grows downwards). The 12 street
# markers form a clockwise ring: 0-2 above columns 0-2, 3-5 right of rows 0-2, 6-8 below
# columns 2-0, 9-11 left of rows 2-0.
CELLS = [key((x, y)) for y in range(TOWN_SIZE) for x in range(TOWN_SIZE)]
LAST = TOWN_SIZE - 1
# The Shogunate space, just before option 0 on the option ring.
SHOGUNATE_SPACE = -1


def street_line(pos: int) -> tuple[str, int]:
    side, i = divmod(pos, TOWN_SIZE)
    return [("column", i), ("row", i), ("column", LAST - i), ("row", LAST - i)][side]


def line_cells(line: tuple[str, int]) -> list[str]:
    kind, i = line
    if kind == "column":
        return [key((i, y)) for y in range(TOWN_SIZE)]
    return [key((x, i)) for x in range(TOWN_SIZE)]


# Where each street marker lies, in words, as the board shows it (moves number the markers, which
# no player sees): the catalog names them "street:0" to "street:11" from these.
STREET_PLACE = [f"{side} the town's {part}" for side, parts in (
    ("above", ("left column", "middle column", "right column")),
    ("right of", ("top row", "middle row", "bottom row")),
    ("below", ("right column", "middle column", "left column")),
    ("left of", ("bottom row", "middle row", "top row"))) for part in parts]
LINE_PLACE = {("column", i): f"the town's {part} column" for i, part in enumerate(("left", "middle", "right"))} | {
    ("row", i): f"the town's {part} row" for i, part in enumerate(("top", "middle", "bottom"))}

LINES = [("row", i) for i in range(TOWN_SIZE)] + [("column", i) for i in range(TOWN_SIZE)]
# Read often, so computed once (shared, never changed): the cells of each line, and the line
# and cells each street marker faces.
LINE_CELLS = {ln: tuple(line_cells(ln)) for ln in LINES}
STREET_LINES = [street_line(p) for p in range(STREET_MARKERS)]
FACING = [LINE_CELLS[line] for line in STREET_LINES]


def setup(players: int, seed: int) -> dict:
    state: dict = {}
    rng = Rng.attach(state, seed)
    deck = [c["id"] for c in TOWN_CARDS]
    rng.shuffle(deck)
    tiles = [t["id"] for t in LOCATIONS]
    rng.shuffle(tiles)
    options = list(SCORING_OPTIONS)
    rng.shuffle(options)
    area = {cell: deck.pop() for cell in CELLS}
    state.update(
        players=players,
        deck=deck,
        area=area,
        street=tiles[:STREET_MARKERS],
        pawns=[None] * players,
        options=options,
        shogun=SHOGUNATE_SPACE,
        bonus=[None] * players,  # None: still on the Final Score Area
        supply=SANDALS - START_SANDALS * players,
        start_cards=[c["id"] for c in START_CARDS],
        seats=[
            {"score": 0, "sandals": START_SANDALS, "book": [], "tiles": [],
             "breakdown": {c: 0 for c in CATEGORIES}, "largest_zone": 0}
            for _ in range(players)
        ],
        # "Before the game begins" runs counter-clockwise from the player right of seat 0.
        phase="setup_pawn",
        turn=players - 1,
        round=0,
        rounds=ROUNDS,
        pending=None,
        claim_stage=None,
        last_round=False,
    )
    return state


def empty_lines(state: dict) -> list[tuple[str, int]]:
    area = state["area"]
    return [ln for ln in LINES if all(area[c] is None for c in LINE_CELLS[ln])]


def refill(state: dict) -> tuple[list[dict], bool]:
    """Fill every empty space of every empty row and column. Returns (events, replenished):
    replenished is true when at least one card was drawn (an empty deck replenishes nothing)."""
    lines = empty_lines(state)
    if not lines:
        return [], False
    cells = sorted({c for ln in lines for c in LINE_CELLS[ln]}, key=CELLS.index)
    drawn = {}
    for cell in cells:
        if not state["deck"]:
            break
        card = state["deck"].pop()
        state["area"][cell] = card
        drawn[cell] = card
    events: list[dict] = [{"type": "refill", "lines": [list(ln) for ln in lines], "cards": drawn}]
    if not state["deck"] and not state["last_round"]:
        state["last_round"] = True
        events.append({"type": "deck_empty", "message": "the deck ran out: the game ends after this round"})
    return events, bool(drawn)
