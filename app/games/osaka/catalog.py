"""What a player reads about Walking in Osaka's components: names, colours and symbols, log
wording, score categories and the "How to play" summary (written here, in our own words)."""

from __future__ import annotations

from .content import CARDS, LOCATIONS
from .state import LINE_PLACE, STREET_PLACE

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


# What each step of a turn asks for, said when a move of another step is sent.
STEP = {
    "setup_pawn": "put your pawn at a location tile no other pawn stands at",
    "setup_take": "take a town card from the row or column your pawn faces",
    "setup_start": "choose a starting card",
    "setup_place": "place your starting card in your photobook",
    "travel": "walk your pawn 1 or 2 steps clockwise, or pay 2 sandals to move your bonus marker",
    "claim": "claim the location tile with a column, or take a sandal or decline it",
    "sightsee": "take a town card from the row or column your pawn faces",
    "place": "place the card you took in your photobook",
    "shogunate": "move the Shogun to the next option everyone scores",
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
    for p, place in enumerate(STREET_PLACE):
        out[f"street:{p}"] = {"name": f"street space {place}"}
    for (kind, i), place in LINE_PLACE.items():
        out[f"line:{kind}-{i}"] = {"name": place.removeprefix("the ")}
    for phase, words in STEP.items():
        out[f"step:{phase}"] = {"name": words}
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
        # a tile no column meets yet may still be claimed after sightseeing; one left for the
        # sandal may not (docs/rules/osaka.md, "Sandal or claim")
        "sandal_no_column": "{seat} gains 1 sandal: no column meets {tile} yet.",
        "sandal_no_room": "{seat} gains 1 sandal: a column meets {tile}, but closing that column would leave no room for the cards still to come.",
        "sandal_chosen": "{seat} took 1 sandal instead of {tile}, which stays on the street.",
        "sandal_supply_empty": "{seat} gains no sandal: the supply is empty.",
        "no_sightseeing": "{seat} has no town card to take from this side of the town.",
        "game_end": "The game is over.",
        # scoring codes (the score events' "code"); the score line adds who, points and category
        # each option's rule and its total; a count in brackets only when there is one (a record kept
        # in the state with the Shogun's last scoring holds these parameters as they always were)
        "shukyo_scored": "Shrine: 1 for each visible white flag in the column of a shrine[[ ({shrines|n:shrine} seeing {seen|n:white flag} in all)]] = {points|points}",
        "samurai_scored": "Samurai: 1 for each Townsmen on the rows below a samurai, in any column[[ ({samurai|n:samurai:samurai})]] = {points|points}",
        "yokujo_scored": "Bathhouse: 1 for each Townsmen or Garden in the row of a bathhouse[[ ({baths|n:bathhouse})]][[, {joined} for joined bathhouses]] = {points|points}",
        "teien_scored": "Garden: 3 / 2 / 1 for a garden next to 1 / 2 / 3+ Samurai or Shrines[[ ({scoring|n:garden} next to any)]] = {points|points}",
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
        "bonus_choice_same": "Bonus marker to {option|option}: {now|points} at the end, as where it stands",
        "game_ends": "This move ends the game; these figures count the final scoring already",
    },
    # A refusal's words (app/wording.py): a code's values fill its template; a code refused for
    # several reasons has one template for each value of its `case`.
    "refusals": {
        "wrong_step": "Not that move now: {step}.",
        "no_such_tile": {
            "range": "There is no such street space: put your pawn at a location tile on the street.",
            "empty": "The {street} holds no location tile: put your pawn at a location tile.",
            "other": "Put your pawn at a location tile on the street.",
        },
        "street_occupied": "{seat|player}'s pawn already stands at {tile}: choose a location tile no pawn stands at.",
        "no_such_card": "Choose one of the starting cards on offer[[; the {card} is not one of them]].",
        "card_not_in_line": "Take a card from the {line}: it is the line your pawn faces.",
        "no_card_there": "That space of the town is empty: its card was taken.",
        "wrong_card": "The card lying there is the {card}.",
        "photobook_too_wide": "Your photobook is {most|n:card} wide already, as wide as it may be: put the card on top of a column.",
        "bad_position": "Put the card at the left or right end of your photobook's ground row, or on top of a column.",
        "below_ground": "No card goes below the ground row (only a starting card, while setting up, may go under your first card).",
        "no_such_column": "Your photobook has no such column: it has {columns|n:column}.",
        "column_closed": "{tile} caps that column already: a column with a location tile takes no more cards and no other tile.",
        "photobook_too_high": "That column is {most|n:card} ({blocks} blocks) high already, as high as a column may be.",
        "must_move": "Your pawn walks at least 1 step clockwise.",
        "not_enough_sandals": {
            "travel": "A walk of {steps|n:step} costs {cost|n:sandal} (the first 2 steps are free), and you have {have|n:sandal}.",
            "bonus": "Moving your bonus marker costs {cost|n:sandal}, and you have {have|n:sandal}.",
            "shogunate": "Moving the Shogun {spaces|n:space} costs {cost|n:sandal} (2 for each space past the second), and you have {have|n:sandal}.",
            "other": "You have too few sandals for that.",
        },
        "bad_travel": {
            "steps": "Walk a whole number of steps clockwise; pawns you jump over are not counted.",
            "once_round": "Your pawn walks at most once round the street: {most|n:step} from here, pawns jumped over not counted.",
            "ends": "A walk of {steps|n:step} ends at the {street}[[ ({tile})]]: pawns you jump over are not counted.",
            "cost": "A walk of {steps|n:step} costs {cost|n:sandal}: the first 2 steps are free, each further one costs a sandal.",
            "other": "Your pawn cannot walk there now.",
        },
        "bad_bonus_move": {
            "spaces": "{cost|n:sandal} move your bonus marker one option on, to the next option clockwise no other marker holds: {option|option}.",
            "ends": "Moving your bonus marker {spaces|n:space} takes it to {option|option}: options holding another marker are not counted.",
            "other": "Your bonus marker cannot move there now.",
        },
        "no_location_tile": "No location tile lies at the {street}, where your pawn stands.",
        "column_too_low": "A location tile needs a column 3 to 5 blocks high, and that column has {blocks|n:block}.",
        "requirement_not_met": {
            "column": "Column {column|ordinal} does not meet {tile}: one column of your photobook must show all it asks for.",
            "across": "Your photobook shows what {tile} asks for only across several columns: one column must show all of it, and column {column|ordinal} does not.",
            "other": "That column does not meet {tile}.",
        },
        "no_room_left": "Column {column|ordinal} meets the tile, but closing it would leave room for {room|n:card} in your photobook, and {cards|n:card} are still to come.",
        "sandal_not_again": "A sandal is taken only when travel ends: after sightseeing there is none to take.",
        "supply_empty": "The supply has no sandal left.",
        "sandal_or_claim": "Take a sandal or claim {tile}: while the supply has a sandal, there is nothing to decline.",
        "bad_shogunate_move": {
            "spaces": "The Shogun moves 1 or 2 options clockwise, and one more for every 2 sandals you pay.",
            "once_round": "The Shogun moves at most {most|n:space}, once round.",
            "ends": "Moving the Shogun {spaces|n:space} takes it to {option|option}.",
            "cost": "Moving the Shogun {spaces|n:space} costs {cost|n:sandal}: 2 for each space past the second.",
            "other": "The Shogun cannot move there now.",
        },
        "same_option": "The Shogun must choose a new option: {spaces|n:space} would take it round to {option|option}, where it stands now.",
    },
    "help": {
        "goal": "Walk around the edge of Ōsaka, take views of the town into your photobook, and score what the Shogunate asks for.",
        "turn": [
            "Ten rounds. On your turn, walk your pawn 1 or 2 steps clockwise along the street (jump over other pawns; each sandal you spend buys one more step).",
            "If a column of your photobook meets the location tile where you stop, claim it (the tile caps that column and scores its bonus) or take a sandal instead, leaving the tile for later turns. If no column meets it yet, you take the sandal and may claim the tile after sightseeing.",
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
