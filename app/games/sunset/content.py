"""The component set of Sunset Over Water.

This is a stand-in set with exactly the rulebook's counts (60 landscapes, 4 x 8 planning cards,
30 commissions, 7 daily goals, 4 ranger stations, 5 inspiration cards, 1 solo journal). A licensed
card list replaces the tables below without code changes (`cardset.install`): the rules read only
these tables, never a particular id.
"""

from __future__ import annotations

FEATURES = ["mountains", "coast", "waterfall", "wildflowers", "sunset"]
_CODE = {"M": "mountains", "C": "coast", "F": "waterfall", "W": "wildflowers", "S": "sunset"}

# One code per landscape card: its features (M mountains, C coast, F waterfall, W wildflowers,
# S sunset). 20 cards with one feature, 25 with two, 15 with three.
_LANDSCAPE_CODES = """
    M M M M C C C C F F
    F F W W W W S S S S
    MC MC MF MF MW MW MS MS CF CF
    CW CW CS CS FW FW FS FS WS WS
    MC MF MW MS CF MCF MCW MCS MFW MFS
    MWS CFW CFS CWS FWS MCF MCS MFS CFW CWS
""".split()

LANDSCAPES: dict[str, list[str]] = {
    f"landscape:{i + 1}": [_CODE[c] for c in code] for i, code in enumerate(_LANDSCAPE_CODES)
}

COLOURS = ["blue", "green", "orange", "purple"]

# Hike directions: unit steps on the grid (y grows downwards).
DIRECTIONS: dict[str, list[int]] = {
    "N": [0, -1], "NE": [1, -1], "E": [1, 0], "SE": [1, 1],
    "S": [0, 1], "SW": [-1, 1], "W": [-1, 0], "NW": [-1, -1],
}
_DIR_SETS = {
    "orthogonal": ["N", "E", "S", "W"],
    "diagonal": ["NE", "SE", "SW", "NW"],
    "any": ["N", "NE", "E", "SE", "S", "SW", "W", "NW"],
}

# The eight planning cards of a colour, by rank: (directions, movement points, paint count).
# Card r of colour c wakes up at 5:00 + (4r + c) quarter hours, so every card of the whole set
# has its own wake-up time (5:00 to 12:45) and ties between colours cannot happen with this set.
_PLANNING_PATTERN = [
    ("orthogonal", 2, 1),
    ("diagonal", 2, 2),
    ("any", 1, 2),
    ("orthogonal", 3, 2),
    ("diagonal", 3, 3),
    ("any", 2, 3),
    ("orthogonal", 4, 3),
    ("any", 3, 4),
]


def _planning() -> dict[str, dict]:
    cards = {}
    for c, colour in enumerate(COLOURS):
        for r, (dirs, move, paint) in enumerate(_PLANNING_PATTERN):
            minutes = 5 * 60 + (4 * r + c) * 15
            cards[f"plan:{colour}-{r + 1}"] = {
                "colour": colour,
                "wake": minutes,
                "time": f"{minutes // 60}:{minutes % 60:02d}",
                "directions": _DIR_SETS[dirs],
                "move": move,
                "paint": paint,
            }
    return cards


PLANNING: dict[str, dict] = _planning()


def planning_deck(colour: str) -> list[str]:
    return [cid for cid, card in PLANNING.items() if card["colour"] == colour]


def _frame(needs: str = "", any_: int = 0, open_: bool = False) -> dict:
    """One picture frame: the named features, `any` further features of any kind, and whether
    the landscape may show more features than that (`open`, the three-frame commissions)."""
    return {"needs": [_CODE[c] for c in needs], "any": any_, "open": open_}


def _c(renown: int, *frames: dict) -> dict:
    return {"renown": renown, "frames": list(frames)}


# Frames match exactly (a landscape shows the named features plus exactly `any` others) unless
# the frame is open (all three landscapes show the feature and may show others).
_COMMISSIONS = [
    # one frame
    _c(2, _frame("S")), _c(2, _frame("M")), _c(2, _frame("C")), _c(2, _frame("F")),
    _c(2, _frame("W")),
    _c(3, _frame("MS")), _c(3, _frame("CF")), _c(3, _frame("WS")), _c(3, _frame("MW")),
    _c(4, _frame("CS", 1)), _c(4, _frame("MF", 1)), _c(5, _frame("", 3)),
    # two frames
    _c(6, _frame("CF", 1), _frame("", 1)),
    _c(6, _frame("MS", 1), _frame("", 1)),
    _c(5, _frame("S"), _frame("S")),
    _c(5, _frame("M"), _frame("W")),
    _c(6, _frame("CW"), _frame("F", 1)),
    _c(7, _frame("FS", 1), _frame("", 2)),
    _c(6, _frame("", 2), _frame("", 2)),
    _c(7, _frame("MC", 1), _frame("S", 1)),
    _c(5, _frame("C"), _frame("", 1)),
    _c(8, _frame("", 3), _frame("W", 2)),
    # three frames: every landscape shows the feature, other features allowed
    _c(8, *[_frame("F", 0, True)] * 3),
    _c(8, *[_frame("S", 0, True)] * 3),
    _c(8, *[_frame("M", 0, True)] * 3),
    _c(8, *[_frame("C", 0, True)] * 3),
    _c(8, *[_frame("W", 0, True)] * 3),
    _c(10, *[_frame("MS", 0, True)] * 3),
    _c(9, *[_frame("CF", 0, True)] * 3),
    _c(9, *[_frame("WS", 0, True)] * 3),
]

COMMISSIONS: dict[str, dict] = {f"commission:{i + 1}": c for i, c in enumerate(_COMMISSIONS)}

# Daily goals: what a player must do on their own turn to claim (or steal) the card, as a goal
# kind of goals.GOAL_KINDS and its values (the kind also gives the card's text).
GOALS: dict[str, dict] = {
    "goal:horizontal": {"renown": 2, "kind": "hike_direction", "dirs": ["E", "W"]},
    "goal:diagonal": {"renown": 2, "kind": "hike_direction", "dirs": ["NE", "SE", "SW", "NW"]},
    "goal:far": {"renown": 3, "kind": "hike_at_least", "spaces": 3},
    "goal:paint3": {"renown": 3, "kind": "paint_at_least", "landscapes": 3},
    "goal:sell2": {"renown": 3, "kind": "sell_at_least", "commissions": 2},
    "goal:edge": {"renown": 2, "kind": "end_on_edge"},
    "goal:palette": {"renown": 3, "kind": "own_features", "features": list(FEATURES)},
}

# Wanderlust (solo) components.
STATIONS = ["station:1", "station:2", "station:3", "station:4"]
STATION_SPACES = ["1,1", "3,1", "1,3", "3,3"]  # diagonally adjacent to the centre card
INSPIRATIONS: dict[str, str] = {f"inspiration:{f}": f for f in FEATURES}
JOURNAL = "journal:solo"

# (lowest score, rank) from the Wanderlust rank table.
SOLO_RANKS = [
    (44, "True Artisan"),
    (38, "Master Painter"),
    (32, "Journeyman"),
    (26, "Apprentice"),
    (20, "Hobbyist"),
    (0, "Paint-by-Numbers"),
]

# Solo wake-up actions, by planning card time (minutes after midnight).
EARLY_END = 8 * 60  # 5:00 - 7:45: replenish all empty landscape spaces
MID_END = 11 * 60  # 8:00 - 10:45: discard the highest commission; later: the two highest

