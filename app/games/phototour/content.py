"""Phototour components as data.

This is a STAND-IN component set with the rulebook's counts (50 locations and sight cards, 50
equipment tokens of 5 kinds, 5 transport dice, 4 diaries, 17 photo contests). A licensed card list
can replace the tables below without code changes: the rules read only these structures.

Locations are numbered 1..50; sight card ``sight:N`` shows the sight of location N.
Bonus and condition vocabularies are documented in docs/rules/phototour.md.
"""

from __future__ import annotations

from typing import NamedTuple


class Location(NamedTuple):
    town: str
    region: str
    airport: bool
    lon: float  # coordinates only place the pawns on a map
    lat: float


class Sight(NamedTuple):
    title: str
    type: str  # city | nature
    points: int
    spaces: list[str]  # equipment symbols; UNIVERSAL fits any token
    bonus: dict | None  # Strategic mode, see the vocabulary below


TOKEN_KINDS = ["drone", "lens", "film", "tripod", "flash"]
TOKENS_PER_KIND = 10
UNIVERSAL = "any"

DICE = 5
# Each transport die: 3 car faces, 2 train faces, 1 plane face.
DIE_FACES = ["car", "car", "car", "train", "train", "plane"]

ROW = 5  # sights, tokens and dice laid out on the board
DIARY_SLOTS = 7
RESERVE_LIMIT = 3
CAR_RANGE = 2
TRAIN_RANGE = 6
START_DEAL = 3
CONTESTS_IN_PLAY = 3
CONTEST_FIRST, CONTEST_SECOND = 7, 3
TOKEN_ON_CARD_POINTS = 3
TOKEN_IN_RESERVE_POINTS = 1

REGIONS = {
    "northwest": {"name": "North-West", "color": "blue"},
    "central": {"name": "Central Russia", "color": "green"},
    "south": {"name": "South and Caucasus", "color": "yellow"},
    "ural": {"name": "Volga and Urals", "color": "orange"},
    "siberia": {"name": "Siberia", "color": "purple"},
    "far_east": {"name": "Far East", "color": "red"},
}

# number: Location(town, region, airport, longitude, latitude)
LOCATIONS = {n: Location(*row) for n, row in {
    1: ("Murmansk", "northwest", True, 33.1, 68.9),
    2: ("Kem", "northwest", False, 34.6, 65.0),
    3: ("Petrozavodsk", "northwest", False, 34.3, 61.8),
    4: ("Sortavala", "northwest", False, 30.7, 61.7),
    5: ("Saint Petersburg", "northwest", True, 30.3, 59.9),
    6: ("Vyborg", "northwest", False, 28.7, 60.7),
    7: ("Veliky Novgorod", "northwest", False, 31.3, 58.5),
    8: ("Arkhangelsk", "northwest", False, 40.5, 64.5),
    9: ("Vologda", "central", False, 39.9, 59.2),
    10: ("Yaroslavl", "central", False, 39.9, 57.6),
    11: ("Ostashkov", "central", False, 33.1, 57.1),
    12: ("Suzdal", "central", False, 40.4, 56.4),
    13: ("Smolensk", "central", False, 32.0, 54.8),
    14: ("Tula", "central", False, 37.6, 54.2),
    15: ("Ryazan", "central", False, 40.0, 54.6),
    16: ("Moscow", "central", True, 37.6, 55.8),
    17: ("Nizhny Novgorod", "central", False, 44.0, 56.3),
    18: ("Voronezh", "south", False, 39.2, 51.7),
    19: ("Rostov-on-Don", "south", True, 39.7, 47.2),
    20: ("Volgograd", "south", False, 44.5, 48.7),
    21: ("Elbrus", "south", False, 42.4, 43.4),
    22: ("Sochi", "south", True, 39.7, 43.6),
    23: ("Dombay", "south", False, 41.6, 43.3),
    24: ("Makhachkala", "south", False, 47.5, 43.0),
    25: ("Astrakhan", "south", False, 48.0, 46.3),
    26: ("Kazan", "ural", True, 49.1, 55.8),
    27: ("Samara", "ural", False, 50.1, 53.2),
    28: ("Kungur", "ural", False, 57.0, 57.4),
    29: ("Yekaterinburg", "ural", True, 60.6, 56.8),
    30: ("Troitsko-Pechorsk", "ural", False, 59.3, 62.2),
    31: ("Zlatoust", "ural", False, 59.7, 55.2),
    32: ("Ufa", "ural", False, 56.0, 54.7),
    33: ("Ulan-Ude", "siberia", False, 107.6, 51.8),
    34: ("Olkhon", "siberia", False, 107.4, 53.2),
    35: ("Tobolsk", "siberia", False, 68.3, 58.2),
    36: ("Omsk", "siberia", False, 73.4, 55.0),
    37: ("Novosibirsk", "siberia", True, 82.9, 55.0),
    38: ("Gorno-Altaysk", "siberia", False, 86.0, 50.9),
    39: ("Krasnoyarsk", "siberia", False, 92.9, 56.0),
    40: ("Irkutsk", "siberia", True, 104.3, 52.3),
    41: ("Slyudyanka", "siberia", False, 103.7, 51.7),
    42: ("Salekhard", "siberia", True, 66.6, 66.5),
    43: ("Chita", "far_east", False, 113.5, 52.0),
    44: ("Khabarovsk", "far_east", True, 135.1, 48.5),
    45: ("Vladivostok", "far_east", True, 131.9, 43.1),
    46: ("Blagoveshchensk", "far_east", False, 127.5, 50.3),
    47: ("Birobidzhan", "far_east", False, 132.9, 48.8),
    48: ("Yakutsk", "far_east", True, 129.7, 62.0),
    49: ("Petropavlovsk-Kamchatsky", "far_east", True, 158.6, 53.0),
    50: ("Magadan", "far_east", False, 150.8, 59.6),
}.items()}

# Railways (the car may use them too) and highways (car only).
RAILWAYS = [
    (1, 2), (2, 3), (3, 5), (4, 5), (5, 6), (5, 7), (5, 9), (5, 16), (8, 9), (9, 10), (10, 16),
    (10, 28), (13, 16), (14, 16), (14, 18), (15, 16), (15, 27), (16, 17), (17, 26), (18, 19),
    (19, 20), (19, 22), (20, 25), (20, 27), (24, 25), (26, 32), (27, 32), (31, 32), (29, 31),
    (28, 29), (29, 35), (29, 36), (36, 37), (37, 39), (39, 40), (40, 41), (33, 41), (33, 43),
    (43, 46), (46, 47), (44, 47), (44, 45), (46, 48),
]
HIGHWAYS = [
    (4, 6), (2, 8), (3, 9), (7, 11), (11, 16), (11, 13), (12, 16), (10, 12), (12, 17), (13, 14),
    (14, 15), (15, 18), (18, 20), (19, 23), (22, 23), (21, 23), (21, 24), (26, 27), (28, 30),
    (29, 30), (35, 36), (35, 42), (37, 38), (38, 39), (34, 40), (43, 48), (48, 50), (49, 50),
]

# Bonus vocabulary (Strategic mode), see docs/rules/phototour.md and effects.py:
#   turn:     a modifier of effects.MODIFIERS: die_as{face} | range{mode, extra} | land_anywhere
#             | take_off_anywhere | photo_adjacent
#   action:   an effect of effects.ACTION_EFFECTS (token, card, refresh, reroll, set_die, step...)
#   opponent: on{plan|rent|move|photo} [+ mode / type filter] -> an effect of
#             effects.REACTION_EFFECTS (the action effects and points{points})
#   end:      a condition (see measure in scoring.py)


def _turn(effect, **kw):
    return {"timing": "turn", "effect": effect, **kw}


def _action(effect, **kw):
    return {"timing": "action", "effect": effect, **kw}


def _opp(on, effect, **kw):
    return {"timing": "opponent", "on": on, "effect": effect, **kw}


def _end(kind, points, **kw):
    return {"timing": "end", "condition": {"kind": kind, "points": points, **kw}}


# number: Sight(title, type, points, equipment spaces, bonus or None)
SIGHTS = {n: Sight(*row) for n, row in {
    1: ("Teriberka and the Barents Sea", "nature", 5, ["drone", "film"], None),
    2: ("Solovetsky Monastery", "city", 3, ["lens"], _action("card")),
    3: ("Kizhi wooden churches", "city", 3, ["film", "any"], _opp("photo", "points", type="city", points=1)),
    4: ("Valaam island", "nature", 3, ["tripod"], _end("per_type", 1, type="nature")),
    5: ("Hermitage and Palace Square", "city", 2, ["lens", "flash", "any"], _turn("die_as", face="train")),
    6: ("Vyborg castle", "city", 2, ["film"], _opp("plan", "card")),
    7: ("Novgorod kremlin", "city", 2, ["tripod", "any"], _action("refresh")),
    8: ("White Sea coast", "nature", 4, ["drone"], _end("per_region", 2, region="northwest")),
    9: ("Kirillo-Belozersky monastery", "city", 3, ["lens", "tripod"], _opp("rent", "token")),
    10: ("Yaroslavl embankment", "city", 2, ["flash"], _action("card")),
    11: ("Lake Seliger", "nature", 3, ["drone", "tripod"], _end("no_rail", 1)),
    12: ("Suzdal domes", "city", 2, ["film", "lens"], _turn("range", mode="car", extra=1)),
    13: ("Smolensk fortress wall", "city", 2, [], _action("step")),
    14: ("Yasnaya Polyana", "nature", 2, ["film"], _opp("photo", "points", type="nature", points=1)),
    15: ("Meshchera forests", "nature", 2, ["tripod", "any"], _end("per_region", 1, region="central")),
    16: ("Red Square", "city", 1, ["flash", "lens", "drone"], _turn("die_as", face="plane")),
    17: ("Volga and Oka confluence", "city", 2, ["drone"], _opp("move", "step", mode="plane")),
    18: ("Divnogorye chalk pillars", "nature", 3, ["lens"], _end("per_region", 2, region="south")),
    19: ("Don embankment", "city", 2, ["flash", "film"], _action("reroll")),
    20: ("Mamayev Kurgan", "city", 3, ["drone", "tripod"], _opp("move", "step", mode="train")),
    21: ("Mount Elbrus", "nature", 4, ["drone", "any"], _turn("photo_adjacent")),
    22: ("Sochi Olympic Park", "city", 4, ["flash", "drone", "lens"], None),
    23: ("Dombay valley", "nature", 3, ["tripod", "lens"], _end("per_type", 1, type="nature")),
    24: ("Sulak canyon", "nature", 4, ["drone"], _opp("photo", "token")),
    25: ("Volga delta lotus fields", "nature", 3, ["film", "any"], _action("token")),
    26: ("Kazan kremlin", "city", 2, ["lens", "flash"], _turn("die_as", face="car")),
    27: ("Zhiguli mountains", "nature", 3, ["tripod"], _end("regions", 1)),
    28: ("Kungur ice cave", "nature", 3, ["flash", "any"], _action("refresh")),
    29: ("Yekaterinburg skyline", "city", 4, ["drone", "film", "any"], None),
    30: ("Manpupuner weathering pillars", "nature", 5, ["drone"], _end("no_rail", 2)),
    31: ("Taganay ridge", "nature", 3, ["tripod", "lens"], _opp("move", "step", mode="car")),
    32: ("Ufa, Salavat Yulaev monument", "city", 2, ["film"], _end("per_type", 1, type="city")),
    33: ("Ivolginsky datsan", "city", 3, ["lens", "any"], _action("set_die")),
    34: ("Olkhon, Shaman Rock", "nature", 4, ["drone", "tripod"], _end("per_region", 2, region="siberia")),
    35: ("Tobolsk kremlin", "city", 3, ["film"], _opp("plan", "token")),
    36: ("Omsk fortress", "city", 2, ["flash", "tripod"], _action("step")),
    37: ("Railway bridge over the Ob", "city", 2, ["tripod", "lens"], _turn("range", mode="train", extra=4)),
    38: ("Katun valley, Altai", "nature", 4, ["drone", "film"], _turn("photo_adjacent")),
    39: ("Krasnoyarsk Stolby", "nature", 3, ["tripod"], _end("reserve", 1)),
    40: ("Irkutsk wooden quarter", "city", 3, ["flash", "any"], _opp("move", "card", mode="plane")),
    41: ("Circum-Baikal railway", "nature", 5, ["film", "tripod", "any"], None),
    42: ("Yamal tundra", "nature", 4, ["film", "flash"], _action("token")),
    43: ("Chara sands", "nature", 4, ["lens"], _end("per_region", 2, region="far_east")),
    44: ("Khabarovsk, Amur cliff", "city", 3, ["film", "any"], _opp("photo", "card")),
    45: ("Russky bridge", "city", 3, ["drone", "flash"], _turn("take_off_anywhere")),
    46: ("Amur embankment", "city", 3, ["lens", "drone"], _opp("rent", "points", points=1)),
    47: ("Bastak reserve", "nature", 4, ["tripod"], _action("reroll")),
    48: ("Lena pillars", "nature", 5, ["drone", "any"], _action("token")),
    49: ("Valley of Geysers", "nature", 6, ["drone", "film", "lens"], _turn("land_anywhere")),
    50: ("Kolyma highway", "nature", 5, ["tripod", "flash"], _end("full_cards", 2)),
}.items()}

# Traveller's diaries, side B: 4 top slots with one-time bonuses, 3 bottom slots with end conditions.
# One-time bonus: an effect of effects.ACTION_EFFECTS (car | train | plane | rent | plan | refresh | token).
DIARIES = [
    {
        "name": "Explorer",
        "top": [("nature", "car"), ("city", "train"), ("nature", "rent"), ("city", "plan")],
        "bottom": [("city", {"kind": "per_type", "type": "city", "points": 1}),
                   ("nature", {"kind": "regions", "points": 1}),
                   ("city", {"kind": "airports", "points": 2})],
    },
    {
        "name": "Reporter",
        "top": [("city", "plane"), ("nature", "refresh"), ("city", "car"), ("nature", "token")],
        "bottom": [("nature", {"kind": "per_type", "type": "nature", "points": 1}),
                   ("city", {"kind": "tokens_on_cards", "points": 1}),
                   ("nature", {"kind": "no_rail", "points": 2})],
    },
    {
        "name": "Wanderer",
        "top": [("nature", "train"), ("nature", "plan"), ("city", "rent"), ("city", "refresh")],
        "bottom": [("city", {"kind": "regions_at_least", "count": 4, "points": 5}),
                   ("nature", {"kind": "per_region", "region": "far_east", "points": 2}),
                   ("city", {"kind": "reserve", "points": 1})],
    },
    {
        "name": "Landscape artist",
        "top": [("city", "car"), ("nature", "plane"), ("city", "token"), ("nature", "train")],
        "bottom": [("nature", {"kind": "per_type", "type": "nature", "points": 1}),
                   ("city", {"kind": "full_cards", "points": 2}),
                   ("nature", {"kind": "regions", "points": 1})],
    },
]

# Photo contests (Strategic mode): the measure each player is compared on; at least 1 to place.
# The rulebook's two families: most photographs in a region (here also in two neighbouring
# regions together), most equipment tokens (on photographs; all kinds or one kind).
NEIGHBOURING_REGIONS = [("northwest", "central"), ("central", "south"), ("central", "ural"),
                        ("ural", "siberia"), ("siberia", "far_east")]
CONTESTS = {
    **{i + 1: {"kind": "per_region", "region": r} for i, r in enumerate(REGIONS)},
    7: {"kind": "tokens_on_cards"},
    **{8 + i: {"kind": "in_regions", "regions": list(pair)} for i, pair in enumerate(NEIGHBOURING_REGIONS)},
    **{13 + i: {"kind": "tokens_kind", "token": k} for i, k in enumerate(TOKEN_KINDS)},
}
