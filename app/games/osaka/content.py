"""Walking in Osaka components.

STAND-IN SET: the counts are the rulebook's (54 town cards, 4 starting cards, 12 location tiles,
12 street markers, 6 Shogunate scoring option tiles, 18 sandal tokens), the pictures are not. A
licensed card list can replace the tables below without code changes: the rules only read the
fields described here.

A town card has an upper and a lower block. A block has a background (its zone colour) and at
most one icon: one of the five buildings, or (upper blocks only) the white flag of open sky.
"""

from __future__ import annotations

BACKGROUNDS = ["grass", "water", "stone", "sakura"]
BUILDINGS = ["shukyo", "samurai", "yokujo", "teien", "chonin"]
FLAG = "flag"
ICONS = [*BUILDINGS, FLAG]  # what a block may show; the "icons" that scoring counts are BUILDINGS

NAMES = {
    "shukyo": "Shūkyō-machi",
    "samurai": "Samurai-machi",
    "yokujo": "Yokujō",
    "teien": "Teien",
    "chonin": "Chōnin-chi",
    "flag": "white flag",
    "large_zones": "Large Zones",
}

# id, upper background, upper icon, lower background, lower icon
_TOWN = [
    ('t01', 'grass', 'flag', 'grass', None),
    ('t02', 'sakura', 'flag', 'water', 'chonin'),
    ('t03', 'stone', 'flag', 'stone', 'yokujo'),
    ('t04', 'sakura', 'yokujo', 'sakura', 'teien'),
    ('t05', 'grass', 'teien', 'grass', 'teien'),
    ('t06', 'water', 'yokujo', 'water', 'samurai'),
    ('t07', 'stone', 'samurai', 'stone', 'teien'),
    ('t08', 'sakura', 'yokujo', 'sakura', 'yokujo'),
    ('t09', 'grass', 'teien', 'grass', 'chonin'),
    ('t10', 'water', 'teien', 'water', None),
    ('t11', 'stone', 'flag', 'stone', None),
    ('t12', 'water', None, 'sakura', 'chonin'),
    ('t13', 'grass', 'samurai', 'grass', 'shukyo'),
    ('t14', 'water', 'flag', 'water', 'yokujo'),
    ('t15', 'water', 'samurai', 'stone', 'chonin'),
    ('t16', 'sakura', 'teien', 'sakura', 'chonin'),
    ('t17', 'grass', 'flag', 'grass', 'shukyo'),
    ('t18', 'water', 'flag', 'water', 'teien'),
    ('t19', 'stone', None, 'stone', 'samurai'),
    ('t20', 'grass', 'flag', 'sakura', None),
    ('t21', 'grass', 'flag', 'grass', 'yokujo'),
    ('t22', 'water', None, 'water', None),
    ('t23', 'grass', 'samurai', 'stone', 'samurai'),
    ('t24', 'sakura', 'samurai', 'sakura', 'shukyo'),
    ('t25', 'grass', 'chonin', 'grass', 'shukyo'),
    ('t26', 'water', 'samurai', 'water', 'shukyo'),
    ('t27', 'stone', 'chonin', 'stone', None),
    ('t28', 'sakura', 'samurai', 'sakura', 'yokujo'),
    ('t29', 'grass', 'flag', 'grass', 'teien'),
    ('t30', 'water', 'yokujo', 'water', None),
    ('t31', 'stone', 'flag', 'stone', 'shukyo'),
    ('t32', 'sakura', 'flag', 'sakura', None),
    ('t33', 'grass', 'teien', 'grass', 'chonin'),
    ('t34', 'stone', 'flag', 'water', 'yokujo'),
    ('t35', 'stone', 'flag', 'stone', 'chonin'),
    ('t36', 'water', 'samurai', 'sakura', 'chonin'),
    ('t37', 'grass', 'shukyo', 'grass', None),
    ('t38', 'water', 'flag', 'water', 'teien'),
    ('t39', 'sakura', 'flag', 'stone', 'yokujo'),
    ('t40', 'sakura', 'flag', 'sakura', 'samurai'),
    ('t41', 'grass', 'flag', 'grass', 'shukyo'),
    ('t42', 'sakura', 'chonin', 'water', 'shukyo'),
    ('t43', 'grass', 'flag', 'stone', 'chonin'),
    ('t44', 'sakura', 'yokujo', 'sakura', None),
    ('t45', 'grass', 'chonin', 'grass', 'shukyo'),
    ('t46', 'stone', 'yokujo', 'water', None),
    ('t47', 'stone', 'flag', 'stone', None),
    ('t48', 'sakura', 'flag', 'sakura', 'shukyo'),
    ('t49', 'grass', 'flag', 'grass', 'teien'),
    ('t50', 'water', 'flag', 'water', 'chonin'),
    ('t51', 'stone', 'flag', 'stone', None),
    ('t52', 'grass', 'teien', 'sakura', 'yokujo'),
    ('t53', 'grass', 'flag', 'grass', 'chonin'),
    ('t54', 'water', 'shukyo', 'water', 'teien'),
]

_START = [
    ("s1", "grass", "flag", "grass", "shukyo"),
    ("s2", "water", "flag", "water", "yokujo"),
    ("s3", "stone", "samurai", "stone", "chonin"),
    ("s4", "sakura", "flag", "sakura", "teien"),
]


def _card(row: tuple, kind: str) -> dict:
    cid, ub, ui, lb, li = row
    return {"id": f"{kind}:{cid}", "upper": {"bg": ub, "icon": ui}, "lower": {"bg": lb, "icon": li}}


TOWN_CARDS = [_card(r, "card") for r in _TOWN]
START_CARDS = [_card(r, "start") for r in _START]
CARDS = {c["id"]: c for c in TOWN_CARDS + START_CARDS}

# Location tiles: the requirement is a list of conditions that one photobook column must meet
# together: {"icon": X, "count": n} (at least n visible X icons) or {"bg": B, "count": n} (at
# least n blocks of background B, a Chōnin-chi block counting as two).
LOCATIONS = [
    {"id": "loc:osaka-jo", "name": "Ōsaka-jō", "requires": [{"icon": "samurai", "count": 2}]},
    # Shrines lie on lower blocks (the base of a column), and a column shows one lower block, so
    # no stand-in tile asks for two shrines.
    {"id": "loc:shitennoji", "name": "Shitennō-ji",
     "requires": [{"icon": "shukyo", "count": 1}, {"icon": "teien", "count": 1}]},
    {"id": "loc:sumiyoshi", "name": "Sumiyoshi Taisha",
     "requires": [{"icon": "shukyo", "count": 1}, {"icon": "flag", "count": 2}]},
    {"id": "loc:tenma", "name": "Tenma", "requires": [{"icon": "chonin", "count": 2}]},
    {"id": "loc:dotonbori", "name": "Dōtonbori",
     "requires": [{"icon": "chonin", "count": 1}, {"icon": "yokujo", "count": 1}]},
    {"id": "loc:shinsekai", "name": "Shinsekai", "requires": [{"icon": "yokujo", "count": 2}]},
    {"id": "loc:keitakuen", "name": "Keitaku-en",
     "requires": [{"icon": "teien", "count": 1}, {"icon": "samurai", "count": 1}]},
    {"id": "loc:tennoji", "name": "Tennōji Park", "requires": [{"icon": "teien", "count": 2}]},
    {"id": "loc:nakanoshima", "name": "Nakanoshima", "requires": [{"bg": "water", "count": 3}]},
    {"id": "loc:sakuranomiya", "name": "Sakuranomiya", "requires": [{"bg": "sakura", "count": 3}]},
    {"id": "loc:hozenji", "name": "Hōzen-ji Yokochō", "requires": [{"bg": "stone", "count": 3}]},
    {"id": "loc:tsurumi", "name": "Tsurumi Ryokuchi", "requires": [{"bg": "grass", "count": 3}]},
]
LOCATION = {t["id"]: t for t in LOCATIONS}

# The six Shogunate scoring option tiles, shuffled onto the two scoring boards' round spaces.
SCORING_OPTIONS = ["shukyo", "samurai", "yokujo", "teien", "chonin", "large_zones"]

TOWN_SIZE = 3  # the Common Town Area is TOWN_SIZE x TOWN_SIZE cards
STREET_MARKERS = 4 * TOWN_SIZE  # one beside each outer card, in a ring
SANDALS = 18
START_SANDALS = 2
ROUNDS = 10
MAX_WIDTH = 5
MAX_HEIGHT = 4  # cards per column (5 blocks)
FIRST_CARDS = 2  # the town card and the starting card placed before the first round
TRAVEL_STEPS = 2  # a pawn moves 1 or 2 steps, plus one per sandal spent
SHOGUNATE_SPACES = 2  # the Shogunate pawn moves 1 or 2 spaces, plus one per SANDALS_PER_SPACE spent
SANDALS_PER_SPACE = 2
BONUS_COST = 2  # sandals paid to move the bonus marker one space (SANDALS_PER_SPACE)
BONUS_SPACES = 1

# The categories of a seat's score breakdown.
CATEGORIES = ["location", "shogunate", "largest_zone", "bonus"]
