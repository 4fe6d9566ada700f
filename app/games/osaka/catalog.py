"""What a player reads about Walking in Osaka's components: names, colours and symbols, log
wording, score categories and the "How to play" summary (written here, in our own words)."""

from __future__ import annotations

from .content import CARDS, LOCATIONS

BACKGROUND = {
    "grass": {"name": "Grass", "colour": "#8cc56a", "symbol": "ᐞ"},
    "water": {"name": "Water", "colour": "#5fc1ee", "symbol": "≈"},
    "stone": {"name": "Stone", "colour": "#a9a9a9", "symbol": "▦"},
    "sakura": {"name": "Sakura", "colour": "#f6b8cf", "symbol": "✿"},
}
# One name for each building wherever it shows (cards, options, log); the rulebook's Japanese
# district name is only the legend's subtitle.
ICON = {
    "shukyo": {"name": "Shrine", "description": "Shūkyō-machi, the shrine district", "symbol": "Π"},
    "samurai": {"name": "Samurai", "description": "Samurai-machi, the samurai district", "symbol": "⚔"},
    "yokujo": {"name": "Bathhouse", "description": "Yokujō, a public bath", "symbol": "♨"},
    "teien": {"name": "Garden", "description": "Teien, a garden", "symbol": "❀"},
    "chonin": {"name": "Townsmen", "description": "Chōnin-chi, the townsmen district; it counts as two blocks of its background",
               "symbol": "⌂"},
    "flag": {"name": "White flag", "description": "Open sky: not a building; always on an upper block", "symbol": "⚐"},
}
OPTION_NAME = {**{k: v["name"] for k, v in ICON.items()}, "large_zones": "Large zones"}
OPTION = {
    "shukyo": "1 for each visible white flag in the column of a Shrine.",
    "samurai": "1 for each Townsmen on the rows below a Samurai, in any column.",
    "yokujo": "1 for each Townsmen or Garden in the row of a Bathhouse; 3+ joined Bathhouses score their number.",
    "teien": "A Garden next to 1 / 2 / 3+ Samurai or Shrines scores 3 / 2 / 1.",
    "chonin": "1 for each other building type in the zone of a Townsmen.",
    "large_zones": "3 for each zone of 4 or more blocks of one background.",
}


PLURAL = {"shukyo": "shrines", "samurai": "samurai", "yokujo": "bathhouses", "teien": "gardens",
          "chonin": "townsmen", "flag": "white flags"}


# On a street tile, where a phone has room for about ten letters a line, the flag's icon beside
# the words tells which flag.
SHORT = {"flag": ("flag", "flags")}


def _need(r: dict, short: bool = False) -> str:
    if "icon" in r:
        one, many = SHORT[r["icon"]] if short and r["icon"] in SHORT else (ICON[r["icon"]]["name"].lower(), PLURAL[r["icon"]])
        return f"{r['count']} {one if r['count'] == 1 else many}"
    return f"{r['count']} {BACKGROUND[r['bg']]['name'].lower()} blocks"


def _half(block: dict) -> str:
    bg = BACKGROUND[block["bg"]]["name"].lower()
    return f"{ICON[block['icon']]['name'].lower()} on {bg}" if block["icon"] else f"plain {bg}"


def _names() -> dict[str, dict]:
    out: dict[str, dict] = {}
    for cid, card in CARDS.items():
        kind = "Starting card" if cid.startswith("start:") else "Town card"
        out[cid] = {"name": f"{kind} ({_half(card['upper'])} above, {_half(card['lower'])} below)"}
    for loc in LOCATIONS:
        needs = " and ".join(_need(r) for r in loc["requires"])
        out[loc["id"]] = {"name": loc["name"], "description": f"Needs one column with {needs}.",
                          "needs": " and ".join(_need(r, short=True) for r in loc["requires"])}
    for key, bg in BACKGROUND.items():
        out[key] = dict(bg)
    for key, icon in ICON.items():
        out[key] = dict(icon)
    for key, text in OPTION.items():
        name = OPTION_NAME[key]
        out[f"option:{key}"] = {"name": name, "description": text, "symbol": ICON[key]["symbol"] if key in ICON else BACKGROUND["grass"]["symbol"]}
    out["large_zones"] = {"name": OPTION_NAME["large_zones"], "description": OPTION["large_zones"]}
    out["sandal"] = {"name": "Sandal", "symbol": "S", "description": "Gained on a street space without a tile, or on a tile you cannot or do not claim. "
                     "Spend 1 for one extra step, or 2 to move the Shogun one option further or to move your bonus marker."}
    out["plain"] = {"name": "Plain block", "symbol": "□", "description": "Background only, no building or flag: it counts as one block of its "
                    "background for zones and location tiles (a Townsmen counts as two). Touching blocks of one background form a zone."}
    out["pawn"] = {"name": "Pawn", "symbol": "●", "description": "Each player's walker on the street, in the seat colour with the seat's letter."}
    out["shogun"] = {"name": "Shogunate pawn", "symbol": "▲", "description": "Stands on the option everyone scored last; it moves 1 or 2 options clockwise at each refill."}
    out["bonus_marker"] = {"name": "Bonus marker", "symbol": "B", "description": "Each player's marker waits on the Final Score Area, beside the Shogunate space (4 points for each set of the "
                           "five buildings at the end) unless moved onto an option for 2 sandals (it then scores that option at the end)."}
    for at, words in {"left": "at the left end", "right": "at the right end", "top": "on top of a column", "under": "tucked under a column"}.items():
        out[f"at:{at}"] = {"name": words}
    return out


CATALOG = {
    "blurb": "Walk around the 3×3 town, collect its views into a photobook and claim famous places.",
    "length": "30–45 min",
    "components": _names(),
    "categories": {"location": "Locations", "shogunate": "Shogunate", "largest_zone": "Largest zone", "bonus": "Bonus"},
    "legend": [
        {"title": "Backgrounds", "items": [{"key": k} for k in BACKGROUND] + [{"key": "plain"}]},
        {"title": "Buildings", "items": [{"key": k} for k in ICON]},
        {"title": "Shogunate options", "items": [{"key": f"option:{k}"} for k in OPTION]},
        {"title": "Pieces", "items": [{"key": "pawn"}, {"key": "shogun"}, {"key": "bonus_marker"}, {"key": "sandal"}]},
    ],
    "events": {
        "pawn": "{seat} put the pawn on the street[[ at {tile}]].",
        "take": "{seat} took the {card}.",
        "start_card": "{seat} chose the {card}.",
        "place": "{seat} placed the {card} {at|at}.",
        "round": "Round {round} begins.",
        "travel": "{seat} walked {steps|n:step} round the town[[ to {tile}]][[, paying {sandals|n:sandal}]].",
        "bonus_marker": "{seat} paid {sandals|n:sandal} to move the bonus marker to {option|option}.",
        "refill": "The town area is refilled.",
        "shogunate": "{seat} moved the Shogun {spaces|n:space} to {option|option}[[, paying {sandals|n:sandal}]].",
        # a claimed column is named by its tile (column numbers shift when a card goes at the left end)
        "claim": "{seat} claimed {tile} with a column {tier} blocks high; the tile now caps that column.",
        "decline": "{seat} declined the location tile.",
        "sandal": "{seat} gains {gained|n:sandal}.",
        "sandal_empty_marker": "{seat} stopped on a street space without a location tile and gains 1 sandal.",
        # the tile stays on the street: a column may still meet it after sightseeing, so no "instead"
        "sandal_no_column": "{seat} gains 1 sandal: no column meets {tile} yet.",
        "sandal_no_room": "{seat} gains 1 sandal: a column meets {tile}, but closing that column would leave no room for the cards still to come.",
        "sandal_chosen": "{seat} took 1 sandal; {tile} stays on the street.",
        "sandal_supply_empty": "{seat} gains no sandal: the supply is empty.",
        "no_sightseeing": "{seat} has no town card to take from this side of the town.",
        "game_end": "The game is over.",
        # scoring codes (the score events' "code"); the score line adds who, points and category
        # each option's rule and its total; a count in brackets only when there is one (a record kept
        # in the state with the Shogun's last scoring holds these parameters as they always were)
        "shukyo_scored": "Shrine: 1 for each visible white flag in the column of a shrine[[ ({shrines|n:shrine})]] = {points|points}",
        "samurai_scored": "Samurai: 1 for each Townsmen on the rows below a samurai, in any column[[ ({samurai|n:samurai:samurai})]] = {points|points}",
        "yokujo_scored": "Bathhouse: 1 for each Townsmen or Garden in the row of a bathhouse[[ ({baths|n:bathhouse})]][[, {joined} for joined bathhouses]] = {points|points}",
        "teien_scored": "Garden: 3 / 2 / 1 for a garden next to 1 / 2 / 3+ Samurai or Shrines = {points|points}",
        "chonin_scored": "Townsmen: 1 for each other building type in the zone of a townsmen block[[ ({chonin|n:townsmen block})]] = {points|points}",
        "large_zones_scored": "Large zones: {zones|n:zone} of 4 or more blocks × 3 = {points|points}",
        "tier5_icons": "{tile}, a column 5 blocks high: {icons|n:different icon} × 2 = {points|points}",
        "tier5_flat": "{tile}, a column 5 blocks high: 5 points (better than {icons|n:different icon} × 2)",
        "tier4_icon": "{tile}, a column 4 blocks high: 2 for each {icon} icon, {count} × 2 = {points|points}",
        "tier4_none": "{tile}, a column 4 blocks high: no building icon = 0 points",
        "tier3_background": "{tile}, a column 3 blocks high: {count|n:block} of {bg} × 2 = {points|points}",
        "tier_none": "{tile}, a column {blocks} blocks high: no tier bonus",
        "largest_zone": "Largest zone: {blocks|n:block} = {points|points}",
        "icon_sets": "Bonus marker unmoved: {sets|n:set} of the five buildings × 4 = {points|points}",
    },
    # The words of a move's preview (app/games/osaka/worth.py), in front of its score lines.
    "previews": {
        "shogunate_choice": "Shogunate: {option|option} — you {points|signed}",
        "zone_change": "Largest zone {was} → {blocks|n:block}: {points|signed}",
        "sets_change": "Bonus, marker unmoved: {was} → {sets|n:set} of the five buildings: {points|signed}",
        "option_bonus_change": "Bonus marker on {option|option}: {was} → {now|points}: {points|signed}",
        "bonus_choice": "Bonus marker to {option|option}: {now|points} at the end instead of {was}",
        "game_ends": "This move ends the game; these figures count the final scoring already",
    },
    "help": {
        "goal": "Walk around the edge of Ōsaka, take views of the town into your photobook, and score what the Shogunate asks for.",
        "turn": [
            "Ten rounds. On your turn, walk your pawn 1 or 2 steps clockwise along the street (jump over other pawns; each sandal you spend buys one more step).",
            "If a column of your photobook meets the location tile where you stop, you may claim it: the tile caps that column and scores its bonus. You may check again after sightseeing.",
            "Sandals: you gain one when you stop on a street space without a tile, or on a tile you cannot or do not claim. Spend 1 for an extra step, or 2 to move the Shogun one option further or to move your bonus marker onto a Shogunate option.",
            "Take one town card from the row or column your pawn faces and add it to your photobook: at either end of the ground row, or on top of a column. A card on top tucks its lower block behind the upper block of the card below, so only its upper block shows: a column of n cards shows n + 1 blocks. At most 5 cards wide and 4 high; the white flag is always up.",
            "Before the first round only, your starting card may also be tucked under your first card (it becomes the lower card of that column).",
            "When a row or column of the town empties it is refilled, and the active player moves the Shogun 1 or 2 options clockwise (2 sandals for each option more): everyone scores the option it stops on.",
        ],
        "scoring": [
            "Shogunate options: " + " ".join(f"{OPTION_NAME[k]}: {v}" for k, v in OPTION.items()),
            "Location tiles: a 5-block column scores 5 or 2 for each different icon; 4 blocks, 2 a chosen icon; 3 blocks, 2 a block of the chosen background.",
            "A plain block (background only, no building) counts as one block of its background; a Townsmen counts as two.",
            "At the end: 1 a block of your largest zone (a Townsmen counts 2), and your bonus marker (4 for each set of five different buildings if it never moved, else the option it stands on).",
            "Ties go to the larger zone.",
        ],
    },
}
