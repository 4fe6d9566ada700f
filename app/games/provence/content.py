"""Walking in Provence components.

This is a stand-in set with the rulebook's counts (50 scene cards marked 2+/3+/4+/5+ as 20/10/10/10,
14 photo cards in piles A/B/C, 3 double-sided goal cards, 5 starting area cards). A licensed card
list can replace the data below without code changes: only the token strings, the photo
requirements and spot values, and the goal sides matter to the rules.

A card is 2 squares wide and 3 tall when upright; its squares are written row by row, top first.
Square tokens:
    F forest        W wheat          M mill (faces the card's top edge)
    L| lavender growing vertically   L- lavender growing horizontally
    C church square (a card's two C squares are one church, facing the card's top edge)
    G meadow        G* meadow with a tree      G@ meadow with the scooter
    Tc Tg Tp Ti town with a coffee / gift / pizza / ice cream shop
    S^ S> Sv S< sunflower field facing the top / right / bottom / left edge (the sun symbol)
"""

from __future__ import annotations

CARD_W, CARD_H = 2, 3

SHOPS = {"c": "coffee", "g": "gift", "p": "pizza", "i": "ice cream"}
FACE_OF_ARROW = {"^": "N", ">": "E", "v": "S", "<": "W"}

# Ten cards worth of a balanced mix (15 lavender, 13 wheat, 7 forest, 8 town, 7 meadow,
# 4 sunflower, 2 mills, 2 churches); each player-count tier is a variant of it.
_TIER_TEMPLATE = [
    "L| L| / L| L| / G  G*",
    "L- L- / L- L- / W  W",
    "W  W  / W  W  / F  F",
    "C  F  / C  F  / L| G",
    "M  W  / W  W  / Tc Tg",
    "Tp Ti / Tc G  / S^ S>",
    "F  F  / L- G* / L- L-",
    "S^ Sv / W  W  / L| L|",
    "C  C  / Tg Tp / F  W",
    "G  W  / M  L- / G  Ti",
]

_MIRROR = {"S>": "S<", "S<": "S>"}
_FLIP_ROWS = {"S^": "Sv", "Sv": "S^"}
_FLIP_LAVENDER = {"L|": "L-", "L-": "L|"}
_SHOP_CYCLE = {"Tc": "Tg", "Tg": "Tp", "Tp": "Ti", "Ti": "Tc"}


def _variant(card: str, mirror: bool, flip_rows: bool, flip_lavender: bool, shop_shift: int) -> str:
    rows = [r.split() for r in card.split("/")]
    if mirror:
        rows = [[_MIRROR.get(t, t) for t in reversed(r)] for r in rows]
    if flip_rows:
        rows = [[_FLIP_ROWS.get(t, t) for t in r] for r in reversed(rows)]
    if flip_lavender:
        rows = [[_FLIP_LAVENDER.get(t, t) for t in r] for r in rows]
    for _ in range(shop_shift):
        rows = [[_SHOP_CYCLE.get(t, t) for t in r] for r in rows]
    return " / ".join(" ".join(r) for r in rows)


# (minimum players, mirror, flip rows, flip lavender, shop shift) for each block of ten cards.
_TIERS = [(2, False, False, False, 0), (2, True, True, True, 1), (3, True, False, True, 2),
          (4, False, True, False, 3), (5, True, True, False, 1)]


def _scene_cards() -> dict[str, dict]:
    cards: dict[str, dict] = {}
    n = 0
    for min_players, mirror, flip_rows, flip_lav, shift in _TIERS:
        for card in _TIER_TEMPLATE:
            n += 1
            cards[f"card:scene-{n:02d}"] = {
                "min_players": min_players,
                "squares": _variant(card, mirror, flip_rows, flip_lav, shift),
            }
    return cards


SCENE_CARDS: dict[str, dict] = _scene_cards()

START_CARDS: dict[str, str] = {
    "start:1": "G@ G* / F  W  / G* Tc",
    "start:2": "G* G@ / L| L| / W  G*",
    "start:3": "G* F  / G@ G* / Tg L-",
    "start:4": "W  G* / G* G@ / L- F",
    "start:5": "Tp G* / G@ W  / G* F",
}

# Requirement kinds: ("lavender", n) n adjacent lavender squares of one growth direction;
# ("wheat", n); ("town", 2); ("forest", 2); ("church", 1) both squares of a church;
# ("mill", 1); ("sunflower", 1). Spots are listed highest first; the last is the infinity spot.
PHOTO_CARDS: dict[str, dict] = {
    "photo:a-church": {"pile": "A", "need": ["church", 1], "spots": [5, 3, 2]},
    "photo:a-mill": {"pile": "A", "need": ["mill", 1], "spots": [5, 3, 2]},
    "photo:a-sunflower": {"pile": "A", "need": ["sunflower", 1], "spots": [4, 3, 2]},
    "photo:a-town": {"pile": "A", "need": ["town", 2], "spots": [5, 3, 2]},
    "photo:a-forest": {"pile": "A", "need": ["forest", 2], "spots": [4, 3, 2]},
    "photo:b-lavender-3": {"pile": "B", "need": ["lavender", 3], "spots": [6, 4, 3]},
    "photo:b-wheat-3": {"pile": "B", "need": ["wheat", 3], "spots": [6, 4, 3]},
    "photo:b-lavender-4": {"pile": "B", "need": ["lavender", 4], "spots": [7, 5, 3]},
    "photo:b-wheat-4": {"pile": "B", "need": ["wheat", 4], "spots": [7, 5, 3]},
    "photo:c-lavender-5": {"pile": "C", "need": ["lavender", 5], "spots": [8, 6, 4]},
    "photo:c-wheat-5": {"pile": "C", "need": ["wheat", 5], "spots": [8, 6, 4]},
    "photo:c-lavender-4": {"pile": "C", "need": ["lavender", 4], "spots": [6, 4, 2]},
    "photo:c-wheat-4": {"pile": "C", "need": ["wheat", 4], "spots": [6, 4, 2]},
    "photo:c-town": {"pile": "C", "need": ["town", 2], "spots": [5, 3, 2]},
}

PHOTO_PICKS = {"A": 2, "B": 2, "C": 3}

# Goals: ("facing", terrain) counts visible squares of that terrain facing the scene deck;
# ("largest", terrain) the largest orthogonally adjacent group (lavender: of one growth direction).
GOALS: dict[str, dict] = {
    "goal:church-facing": {"kind": "facing", "terrain": "church", "title": "Church squares facing the Scene Deck"},
    "goal:mill-facing": {"kind": "facing", "terrain": "mill", "title": "Mill squares facing the Scene Deck"},
    "goal:sunflower-facing": {"kind": "facing", "terrain": "sunflower", "title": "Sunflower squares facing the Scene Deck"},
    "goal:lavender-largest": {"kind": "largest", "terrain": "lavender", "title": "Largest Lavender field of one growth direction"},
    "goal:wheat-largest": {"kind": "largest", "terrain": "wheat", "title": "Largest Wheat field"},
    "goal:forest-largest": {"kind": "largest", "terrain": "forest", "title": "Largest Forest"},
}

# Three double-sided goal cards: (front, back).
GOAL_CARDS: list[tuple[str, str]] = [
    ("goal:church-facing", "goal:lavender-largest"),
    ("goal:mill-facing", "goal:wheat-largest"),
    ("goal:sunflower-facing", "goal:forest-largest"),
]

GOAL_POINTS = (6, 3)
MARKERS = 7
ROUNDS = 10
HAND = 2
TOWN_POINTS = {1: 1, 2: 3, 3: 7, 4: 12}


def parse_square(token: str) -> dict:
    """A square as data: {"t": terrain, plus "dir", "face", "shop", "tree", "scooter" when relevant}."""
    head, tail = token[0], token[1:]
    if head == "F":
        return {"t": "forest"}
    if head == "W":
        return {"t": "wheat"}
    if head == "M":
        return {"t": "mill", "face": "N"}
    if head == "C":
        return {"t": "church", "face": "N"}
    if head == "L":
        return {"t": "lavender", "dir": "V" if tail == "|" else "H"}
    if head == "G":
        return {"t": "meadow", "tree": tail == "*", "scooter": tail == "@"}
    if head == "T":
        return {"t": "town", "shop": SHOPS[tail]}
    if head == "S":
        return {"t": "sunflower", "face": FACE_OF_ARROW[tail]}
    raise ValueError(f"unknown square token {token!r}")


def parse_card(text: str) -> list[dict]:
    """The six squares of a card, row by row (index = row * 2 + column), upright."""
    rows = [r.split() for r in text.split("/")]
    if len(rows) != CARD_H or any(len(r) != CARD_W for r in rows):
        raise ValueError(f"a card is {CARD_W} x {CARD_H} squares: {text!r}")
    return [parse_square(t) for r in rows for t in r]


def card_text(card_id: str) -> str:
    if card_id in SCENE_CARDS:
        return SCENE_CARDS[card_id]["squares"]
    return START_CARDS[card_id]
