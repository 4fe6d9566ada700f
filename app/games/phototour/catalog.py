"""What a player reads about Phototour's components: names, colours and symbols, log wording,
score categories and the "How to play" summary (written here, in our own words)."""

from __future__ import annotations

import re

from .content import CONTESTS, DIARIES, LOCATIONS, REGIONS, SIGHTS, TOKEN_KINDS
from .texts import bonus_text, condition_text, contest_text, diary_text

TOKEN = {
    "drone": {"name": "Quadcopter", "colour": "#546e7a", "symbol": "✣"},
    "lens": {"name": "Lens", "colour": "#00897b", "symbol": "◎"},
    "film": {"name": "Film", "colour": "#6d4c41", "symbol": "▤"},
    "tripod": {"name": "Tripod", "colour": "#7b1fa2", "symbol": "⋀"},
    "flash": {"name": "Flash", "colour": "#f9a825", "symbol": "ϟ"},
    "any": {"name": "Any equipment", "colour": "#999999", "symbol": "★"},
}
TRANSPORT = {
    "car": {"name": "Car", "symbol": "C", "description": "Up to 2 road or rail segments."},
    "train": {"name": "Train", "symbol": "T", "description": "Up to 6 rail segments."},
    "plane": {"name": "Plane", "symbol": "✈", "description": "From any airport to any other airport."},
}
REGION_COLOUR = {"blue": "#4a7fd1", "green": "#3f9a57", "yellow": "#d5aa1c", "orange": "#e07b2c", "purple": "#8b5ccf", "red": "#cf3f3f"}
ROW = {"sights": "sight cards", "tokens": "equipment tokens", "dice": "transport dice"}
# What a pending step of the turn asks for, as a refusal says it ("you must first ...").
STEP = {
    "go": "choose where to travel", "discard_token": "discard a token from your full reserve",
    "take_card": "take a sight card", "take_token": "take an equipment token",
    "set_die": "turn a die", "equip": "put equipment on the new photograph or finish it",
    "refresh_row": "choose the row to refresh", "refresh_discard": "mark what to discard, then refill the row",
    "refresh_pay": "pay for the refresh or cancel it",
}
# How a trip went, as the log and the prompts say it ("travelled by car", "moved one segment").
TRIP = {"car": "by car", "train": "by train", "plane": "by plane", "step": "one segment"}
assert set(TOKEN) >= set(TOKEN_KINDS)


def _counted(text: str) -> str:
    """The rules' texts say "2 point(s)"; a player reads "1 point" and "2 points"."""
    return re.sub(r"\b(\d+) point\(s\)", lambda m: f"{m[1]} point" + ("" if m[1] == "1" else "s"), text)


def _points(n: int) -> str:
    return f"{n} point" + ("" if n == 1 else "s")


def _names() -> dict[str, dict]:
    out: dict[str, dict] = {}
    for n, (title, kind, points, spaces, bonus) in SIGHTS.items():
        town = LOCATIONS[n][0]
        text = _counted(bonus_text(bonus))
        out[f"sight:{n}"] = {"name": title, "description": f"{town} · {kind} sight · {_points(points)}" + (f" · {text}" if text else "")}
        # The bonus in words on its own (the card draws it), and an end bonus's condition (the
        # final score lines name it).
        if text:
            out[f"bonus:{n}"] = {"name": text}
        if bonus and bonus["timing"] == "end":
            out[f"condition:{n}"] = {"name": _counted(condition_text(bonus["condition"]))}
    for n, (town, region, airport, _x, _y) in LOCATIONS.items():
        out[f"location:{n}"] = {"name": town, "description": REGIONS[region]["name"] + (" · airport" if airport else "")}
    for key, region in REGIONS.items():
        out[f"region:{key}"] = {"name": region["name"], "colour": REGION_COLOUR[region["color"]], "symbol": "●"}
    for key, token in TOKEN.items():
        out[key] = dict(token)
    for key, tr in TRANSPORT.items():
        out[key] = dict(tr)
    for key, words in ROW.items():
        out[f"row:{key}"] = {"name": words}
    for i, contest in CONTESTS.items():
        out[f"contest:{i}"] = {"name": contest_text(contest)}
    for diary in DIARIES:
        out[f"diary:{diary['name']}"] = {"name": f"{diary['name']} diary"}
        # What each slot gives: a bonus once filled (top row), points at the end (bottom row).
        texts = [diary_text(b) for _t, b in diary["top"]] + [condition_text(c) for _t, c in diary["bottom"]]
        for i, text in enumerate(texts):
            out[f"diary:{diary['name']}:{i}"] = {"name": _counted(text)}
    for mode, words in TRIP.items():
        out[f"trip:{mode}"] = {"name": words}
    for kind, words in STEP.items():
        out[f"step:{kind}"] = {"name": words}
    out["city"] = {"name": "City sight", "symbol": "▣"}
    out["nature"] = {"name": "Nature sight", "symbol": "▲"}
    out["bag"] = {"name": "the bag"}
    out["board"] = {"name": "the board"}
    return out


CATALOG = {
    "blurb": "Drive, ride and fly across Russia to photograph its sights and fill your travel diary.",
    "length": "45–60 min",
    "components": _names(),
    "categories": {"sights": "Sights", "tokens_on_cards": "Tokens on cards", "reserve": "Reserve",
                   "contests": "Contests", "bonuses": "Bonuses"},
    "legend": [
        {"title": "Regions", "items": [{"key": f"region:{k}"} for k in REGIONS]},
        {"title": "Map", "items": [
            {"name": "Railway", "symbol": "┅", "description": "Chequered track, black and white: trains and cars."},
            {"name": "Highway", "symbol": "━", "description": "Solid orange road with a pale centre line: cars only."},
            {"name": "Airport", "symbol": "✈", "description": "A plane badge beside the town: planes fly between any two."},
            {"name": "Town", "symbol": "⌂", "description": "A house for a city sight, a peak for a nature sight, in its region's colour, with its name."},
        ]},
        {"title": "Transport dice", "items": [{"key": k} for k in TRANSPORT]},
        {"title": "Equipment", "items": [{"key": k} for k in TOKEN]},
    ],
    "events": {
        # "chosen" and "start" are worded by the board (static/js/games/phototour.js describeEvent):
        # they name each seat's starting town, which a template cannot pair with its seat.
        "die": "{seat} took a {mode} die.",
        # A die used as another face by a sight bonus (the event's code): the face it showed, then the trip.
        "die_as": "{seat} took a {face} die and used it as a {mode} die.",
        "travel": "{seat} travelled {mode|trip} from {from|location} to {to|location}.",
        "end_turn": "{seat} ended the turn.",
        "rent": "{seat} rented a {token} token.",
        "refresh_paid": "{seat} paid for a refresh[[ with a {token} token]][[ with {card}]].",
        "refreshed": "{seat} refreshed the {row|row}.",
        "plan": "{seat} planned a visit to {card}.",
        "dice_rolled": "The transport dice are rolled: {dice}.",
        "discard_token": "{seat} discarded a {token} token.",
        "photo": "{seat} photographed {card} (diary slot {slot|ordinal}).",
        "equip": "{seat} put a {token} token on the photograph in slot {slot|ordinal}.",
        "last_round": "{seat} filled the diary: this is the last round.",
        "game_over": "The game is over.",
        "diary_bonus": "{seat} used the bonus of diary slot {slot|ordinal}.",
        "take_card": "{seat} took {card}.",
        "reaction": "{seat} reacted with the bonus of {card}.",
        "take_token": "{seat} took a {token} token[[ from {from}]].",
        "set_die": "{seat} turned a die to {face}.",
        "pass": "{seat} passed.",
        "sight_bonus": "{seat} used the bonus of {card}.",
        # Final scoring lines (score events and the end page's "how every point was scored").
        "photos_scored": "{photos|n:photograph} worth {values}",
        "tokens_on_photos": "{tokens|n:equipment token} on photographs × {each}",
        "reserve_left": "{tokens|n:equipment token} left in the reserve × {each}",
        # A contest line says the seat's place and, when it is shared, how the points were split.
        "contest_first": "contest “{contest}”: first place with {value} (everyone: {values})",
        "contest_first_shared": "contest “{contest}”: first place shared by {shared} players with {value}: {pool|points} split {shared} ways, rounded down (everyone: {values})",
        "contest_second": "contest “{contest}”: second place with {value} (everyone: {values})",
        "contest_second_shared": "contest “{contest}”: second place shared by {shared} players with {value}: {pool|points} split {shared} ways, rounded down (everyone: {values})",
        "contest_unplaced": "contest “{contest}”: no place with {value} (everyone: {values})",
        "diary_condition": "diary slot {slot|ordinal}: {condition}",
        "sight_condition": "{card}: {condition}",
        "bonus_points_in_game": "points gained from sight bonuses during the game",
        # Points a sight bonus gives during the game (after "Ann +1 (Bonuses): ").
        "reaction_points": "the bonus of {card}, for an opponent's action",
        "bonus_points": "a sight bonus",
    },
    "previews": {
        "preview_photo": "Photograph {card} into diary slot {slot|ordinal}",
        "preview_slot_bonus": "the types match: slot {slot|ordinal}'s bonus opens — {bonus}",
        "preview_slot_condition": "the types match: slot {slot|ordinal} counts at the end — {bonus}; {points|points} now",
        "preview_slot_closed": "slot {slot|ordinal} is for a {type}: its bonus closes for good — {bonus}",
        "preview_plan": "{card} into your hand: {points|points} once photographed at {location}",
        "preview_plan_here": "{card} into your hand: {points|points}, and your pawn is at {location} already",
        "preview_trip": "{mode}: {places|n:location} in reach[[, {planned|n:planned sight} among them]]",
        "preview_go": "To {to}: no sight of your hand there",
        "preview_go_sights": "To {to}: there you can photograph {cards} on your next turn",
        "preview_go_late": "To {to}: {cards} stand there, but this round is the last: the game ends before your next turn",
        "preview_reserve_full": "Your reserve is full: you will discard one token",
        "preview_pay_card": "{card} leaves your hand",
        "preview_bonus": "{card}: {bonus}",
        "preview_diary_bonus": "Diary slot {slot|ordinal}: {bonus}",
        "preview_last_round": "Your diary is full: this round is the last",
        "game_ends": "This move ends the game; these figures count the final scoring already",
        # A bonus's points scored at once (the log says them after the points).
        "reaction_points": "The bonus of {card}, for an opponent's action: {points|signed}",
        "bonus_points": "A sight bonus: {points|signed}",
    },
    # Why a move is refused, from the refusal's code and values (app/engine/errors.py): sights,
    # towns and tokens by their names, never an id.
    "refusals": {
        "choose_start": "First choose your starting town: tap one of the three sight cards dealt to you.",
        "start_over": "The starting towns are chosen already.",
        "step_pending": "Finish the step under way first: {step|step}.",
        "no_step_pending": "That move answers a step of the turn that is not under way.",
        "reaction_window": "An opponent's action is being answered: react with the bonus of a photographed sight, or pass.",
        "no_reaction_window": "There is no opponent's action to react to now.",
        "main_action_done": "You took your main action this turn already (plan, rent, travel or photograph): refresh, use a bonus or end the turn.",
        "basic_mode": "Sight and diary bonuses are used only in Strategic mode.",
        "unexpected_field": "This move takes no field named {fields}.",
        "missing_field": "This move needs the field {fields}.",
        "no_such_die": "There is no die in that place of the dice row ({dice|n:die:dice} left there).",
        "no_die_as": "No bonus of this turn lets you use that die[[ as {as}]]; it shows {face}.",
        "die_unusable": "A {face} die cannot take you anywhere from {at|location}.",
        "diary_full": "Your diary is full: all {slots} slots hold a photograph, so you cannot photograph any more.",
        "card_not_in_hand": "That sight card[[ ({card})]] is not in your hand.",
        "wrong_location": "{card} is in {town|location}, and your pawn is in {at|location}[[{near}, not one segment away]]: you photograph the sight of the town you are in.",
        "no_such_slot": "Your diary has slots 1 to {slots}.",
        "slot_taken": "Slot {slot|ordinal} of your diary holds {card} already: choose a free slot ({free|ordinal}).",
        "card_not_dealt": "That card[[ ({card})]] was not dealt to you: start in the town of one of your three dealt cards.",
        "card_not_available": "That sight card[[ ({card})]] is not on offer on the board.",
        "token_not_available": "No[[ {token}]] token lies on the board.",
        "main_action_missing": "Take a main action first (plan, rent, travel or photograph): a turn ends without one only when none is possible.",
        "cannot_pay": "A refresh costs one token of your reserve or one sight card of your hand, and you have neither.",
        "bonus_used": "Only one sight bonus may be used per turn, and you used one this turn.",
        "not_photographed": "That sight[[ ({card})]] is not in your diary: only the bonuses of your photographs can be used.",
        "no_bonus": "{card} has no bonus.",
        "bonus_at_end": "The bonus of {card} scores at the end of the game ({bonus}).",
        "bonus_reacts": "The bonus of {card} answers an opponent's action, right after it ({bonus}); it is not used on your turn.",
        "bonus_too_late": "The bonus of {card} changes your main action ({bonus}), and your main action is done this turn.",
        "bonus_idle": "The bonus of {card} can do nothing now ({bonus}).",
        "diary_slot_no_bonus": "That slot of your diary has no bonus: only the top row of the diary's side B does.",
        "diary_slot_empty": "Slot {slot|ordinal} of your diary holds no photograph yet: its bonus ({bonus}) opens when it does.",
        "diary_slot_wrong_type": "Slot {slot|ordinal}'s bonus ({bonus}) opens only with a photograph of its kind ({kind}), and {card} is not one.",
        "diary_bonus_used": "The bonus of slot {slot|ordinal} ({bonus}) was used already: each is used once.",
        "diary_bonus_idle": "The bonus of slot {slot|ordinal} ({bonus}) can do nothing now.",
        "reacted_already": "You answered an opponent's action already since your last turn: one reaction between two of your turns.",
        "no_reaction": "The bonus of {card} does not answer this action[[ ({bonus})]].",
        "out_of_range": "{to|location} cannot be reached {mode|trip} from {at|location}.",
        "token_not_in_reserve": "No[[ {token}]] token is in your reserve.",
        "bad_face": "Turn the die to one of its other faces: it shows {face} now.",
        "no_such_space": "{card} has {spaces|n:equipment space}.",
        "space_taken": "That space of {card} holds a {token} token already.",
        "token_mismatch": "That space of {card} shows {space}: a {token} token does not fit it (the “any equipment” symbol fits every token).",
        "no_such_row": "Refresh the row of sight cards, of equipment tokens or of transport dice.",
        "no_such_item": "Nothing lies in that place of the {row|row}.",
        "marked_already": "That item of the {row|row} is marked already.",
        "payment_unavailable": "Pay for the refresh with one token of your reserve or one sight card of your hand.",
        "free_refresh": "A free refresh from a bonus cannot be cancelled.",
        "cannot_cancel": "You cancelled {cancels|n:refresh:refreshes} this turn already: this one must be paid.",
    },
    "help": {
        "goal": "Travel across Russia, photograph the sights you planned, and fill the seven slots of your travel diary.",
        "turn": [
            "At the start everyone is dealt three sight cards and discards one of them: your pawn starts in its town, and the other two stay in your hand.",
            "On your turn take one main action: plan (take a sight card from the row into your hand), rent (take an equipment token into your reserve of at most 3), travel (use a transport die: car up to 2 segments of road or rail, train up to 6 of rail, plane from airport to airport), or photograph (the sight of the town you are in, from your hand, into a diary slot, with matching tokens from your reserve on it).",
            "On your turn, before or after your main action (not in the middle of one), you may refresh a row of sights, tokens or dice, as often as you like: mark what leaves, refill the row to 5, and pay one token of your reserve or one sight card of your hand.",
            "A row of sights or tokens is refilled to 5 only when its last one is taken, and the dice are rolled again when the last is used; until then the gaps stay (or refresh the row).",
            "When a diary is full the round is the last one.",
            "Strategic mode adds sight bonuses (on your turn, on other players' turns, or at the end), diary slot bonuses and three photo contests. A sight's bonus acts only once it is photographed, from your diary; a slot's bonus only when the photograph's type (city or nature) matches the slot's. On your turn you may use one sight bonus, and between two of your turns one answer to another player's action.",
        ],
        "scoring": [
            "The points printed on every photographed sight.",
            "3 for each token on a photograph, 1 for each token left in the reserve.",
            "Strategic mode: bonuses and diary conditions, and 7 / 3 for the first and second place of each contest.",
            "Ties go to fewer photographs, then to more tokens on photographs.",
        ],
    },
}
