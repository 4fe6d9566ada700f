"""A second component set, numbered and named unlike the stand-in one, with other cards and goals:
what a licensed card list would bring. The rules must play it without a code change."""

from __future__ import annotations

_FEATURE = {"M": "mountains", "C": "coast", "F": "waterfall", "W": "wildflowers", "S": "sunset"}
_ANY = ["N", "NE", "E", "SE", "S", "SW", "W", "NW"]
_ORTHO = ["N", "E", "S", "W"]
_DIAG = ["NE", "SE", "SW", "NW"]

# 60 landscapes in another mix than the stand-in set's, numbered from 701 in steps of 3.
_CODES = (["S", "M", "C", "F", "W"] * 3 + ["MS", "CF", "WS", "CS", "MW", "FW", "MC", "FS", "CW", "MF"] * 3
          + ["MCS", "CFW", "MWS", "FWS", "MCF", "CWS", "MFS", "MCW", "CFS", "MFW", "MCS", "FWS", "CWS", "MWS", "CFW"])
LANDSCAPES = {f"L{701 + 3 * i}": [_FEATURE[c] for c in code] for i, code in enumerate(_CODES)}

COLOURS = ["blue", "green", "orange", "purple"]


def _planning() -> dict:
    # Another pattern of directions, movement and paint; times run from 5:00 in steps of 10 minutes.
    pattern = [(_ANY, 1, 1), (_ORTHO, 3, 1), (_DIAG, 2, 3), (_ANY, 2, 2),
               (_ORTHO, 2, 3), (_DIAG, 4, 2), (_ANY, 3, 3), (_ORTHO, 4, 4)]
    cards = {}
    for c, colour in enumerate(COLOURS):
        for r, (dirs, move, paint) in enumerate(pattern):
            minutes = 5 * 60 + (4 * r + c) * 10
            cards[f"P{c}{r:02d}"] = {"colour": colour, "wake": minutes,
                                     "time": f"{minutes // 60}:{minutes % 60:02d}",
                                     "directions": list(dirs), "move": move, "paint": paint}
    return cards


def _frame(needs: str = "", any_: int = 0, open_: bool = False) -> dict:
    return {"needs": [_FEATURE[c] for c in needs], "any": any_, "open": open_}


_COMMISSIONS = [
    (1, [_frame("", 1)]), (2, [_frame("S")]), (2, [_frame("C")]), (3, [_frame("MS")]),
    (3, [_frame("CF")]), (3, [_frame("", 2)]), (4, [_frame("W", 2)]), (4, [_frame("S"), _frame("M")]),
    (5, [_frame("C"), _frame("", 2)]), (5, [_frame("FW"), _frame("S")]), (6, [_frame("", 2), _frame("", 2)]),
    (6, [_frame("MC", 1), _frame("W")]), (7, [_frame("S", 2), _frame("F", 1)]),
    (8, [_frame("S", 0, True)] * 3), (8, [_frame("M", 0, True)] * 3), (9, [_frame("CW", 0, True)] * 3),
    (2, [_frame("M")]), (2, [_frame("F")]), (3, [_frame("WS")]), (4, [_frame("", 3)]),
    (5, [_frame("M"), _frame("C")]), (6, [_frame("CS", 1), _frame("", 1)]), (8, [_frame("F", 0, True)] * 3),
    (8, [_frame("W", 0, True)] * 3), (3, [_frame("MF")]), (4, [_frame("S", 1), _frame("", 1)]),
    (2, [_frame("W")]), (5, [_frame("", 1), _frame("", 1), _frame("", 1)]), (7, [_frame("C", 0, True)] * 3),
    (10, [_frame("MS", 0, True)] * 3),
]
COMMISSIONS = {f"C-{90 - i}": {"renown": r, "frames": frames} for i, (r, frames) in enumerate(_COMMISSIONS)}

# Every goal kind, with other values than the stand-in goals.
GOALS = {
    "G11": {"renown": 2, "kind": "hike_direction", "dirs": ["N", "S"]},
    "G12": {"renown": 1, "kind": "hike_at_least", "spaces": 1},
    "G13": {"renown": 2, "kind": "paint_at_least", "landscapes": 2},
    "G14": {"renown": 2, "kind": "sell_at_least", "commissions": 1},
    "G15": {"renown": 3, "kind": "end_on_edge"},
    "G16": {"renown": 2, "kind": "own_features", "features": ["coast", "sunset"]},
    "G17": {"renown": 4, "kind": "hike_direction", "dirs": ["NE", "SW"]},
}

CARDS = {
    "landscapes": LANDSCAPES,
    "planning": _planning(),
    "commissions": COMMISSIONS,
    "goals": GOALS,
    "stations": ["RS-a", "RS-b", "RS-c", "RS-d"],
    "inspirations": {"INSP-1": "mountains", "INSP-2": "coast", "INSP-3": "waterfall",
                     "INSP-4": "wildflowers", "INSP-5": "sunset"},
    "journal": "JOURNAL-solo",
}
