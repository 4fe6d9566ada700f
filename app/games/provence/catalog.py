"""What a player reads about Walking in Provence's components: names, colours and symbols, log
wording, score categories and the "How to play" summary (written here, in our own words)."""

from __future__ import annotations

from .content import GOALS, PHOTO_CARDS, SCENE_CARDS, START_CARDS, card_text, parse_card

TERRAIN = {
    "lavender": {"name": "Lavender field", "colour": "#9a7fd4", "symbol": "‖", "description": "Grows in rows, upright or across; only fields of one direction join."},
    "wheat": {"name": "Wheat field", "colour": "#eccb52", "symbol": "⁞", "description": "Two or more joined squares score; each one inside a wheat rectangle of 2×2 or more scores 2."},
    "sunflower": {"name": "Sunflower field", "colour": "#ffb000", "symbol": "☀", "description": "+2 when its sun faces the scene deck, −3 otherwise."},
    "town": {"name": "Town", "colour": "#d38f62", "symbol": "⌂", "description": "Joined towns score by their different shops: 1/3/7/12."},
    "forest": {"name": "Forest", "colour": "#2e7d32", "symbol": "♣", "description": "Scores nothing by itself; the largest forest can win a goal, and two joined squares make photo A."},
    "meadow": {"name": "Meadow", "colour": "#b5d98f", "symbol": "ᐞ", "description": "The photographer and the drone stand only on meadows, one token a square."},
    "mill": {"name": "Mill", "colour": "#9c7b62", "symbol": "✣", "description": "Scores nothing by itself; it makes photo A, and one facing the scene deck counts for the mill goal."},
    "church": {"name": "Church", "colour": "#b8c4cc", "symbol": "✝", "description": "Two squares; covering it means covering both."},
}
SHOP = {"coffee": "Coffee shop", "gift": "Gift shop", "pizza": "Pizza shop", "ice cream": "Ice cream shop"}
NEED = {"lavender": "adjacent lavender squares of one direction", "wheat": "adjacent wheat squares",
        "town": "adjacent town squares", "forest": "adjacent forest squares", "church": "church (both squares)",
        "mill": "mill", "sunflower": "sunflower field"}


def _card_name(text: str, kind: str) -> str:
    seen: list[str] = []
    for sq in parse_card(text):
        name = TERRAIN[sq["t"]]["name"].lower()
        if name not in seen:
            seen.append(name)
    return f"{kind} ({', '.join(seen)})"


def _photo_name(photo: dict) -> str:
    what, n = photo["need"]
    count = f"{n} " if n > 1 else ""
    return f"Photo {photo['pile']}: {count}{NEED[what]}"


def _names() -> dict[str, dict]:
    out: dict[str, dict] = {}
    for cid in SCENE_CARDS:
        out[cid] = {"name": _card_name(card_text(cid), "Scene card")}
    for cid in START_CARDS:
        out[cid] = {"name": _card_name(card_text(cid), "Starting area card")}
    for pid, photo in PHOTO_CARDS.items():
        frame = "the photographer's 3×5 frame" if photo["pile"] in "AB" else "the drone's 5×5 frame"
        out[pid] = {"name": _photo_name(photo), "description": f"Taken with {frame}; spots worth {', '.join(map(str, photo['spots']))}."}
    for gid, goal in GOALS.items():
        out[gid] = {"name": goal["title"]}
    for key, terrain in TERRAIN.items():
        out[key] = dict(terrain)
    for key, name in SHOP.items():
        out[f"shop:{key}"] = {"name": name}
    out["layer:top"] = {"name": "on top"}
    out["layer:under"] = {"name": "tucked under"}
    for side, words in {"up": "above", "down": "below", "left": "to the left", "right": "to the right"}.items():
        out[f"frame:{side}"] = {"name": f"photographer's frame {words}"}
    out["frame:drone"] = {"name": "drone's frame"}
    # The way a lavender field grows, as the lavender score line names it.
    out["dir:vertical"] = {"name": "upright"}
    out["dir:horizontal"] = {"name": "sideways"}
    # The steps of a phase and the tokens, as the refusals name them ("now you are turning your card").
    for step, words in {"pass": "choosing the card to pass", "orient": "turning your card",
                        "place": "placing your card", "photographer": "walking your photographer",
                        "drone": "flying your drone"}.items():
        out[f"step:{step}"] = {"name": words}
    out["token:photographer"] = {"name": "photographer"}
    out["token:drone"] = {"name": "drone"}
    out["photographer"] = {"name": "Photographer", "symbol": "●", "description": "In its player's colour. Frames a 3×5 area above, below, left or right of itself: photos A and B."}
    out["drone"] = {"name": "Drone", "symbol": "■", "description": "In its player's colour. Frames the 5×5 area around itself: photos C."}
    # Marks drawn on the squares, named for the legend.
    out["mark:tree"] = {"name": "Tree", "symbol": "♠", "colour": TERRAIN["meadow"]["colour"],
                        "description": "A meadow with a tree: where the drone starts."}
    out["mark:scooter"] = {"name": "Scooter", "symbol": "⊙", "colour": TERRAIN["meadow"]["colour"],
                           "description": "A meadow with the scooter: where the photographer starts."}
    out["mark:facing"] = {"name": "Facing arrow", "symbol": "▲", "colour": TERRAIN["sunflower"]["colour"],
                          "description": "The way a sunflower, mill or church faces; ▲ faces the scene deck (a sunflower facing it scores +2, else −3)."}
    out["mark:upright"] = {"name": "Upright lavender", "symbol": "‖", "colour": TERRAIN["lavender"]["colour"],
                           "description": "Rows run up and down (‖). It joins only upright lavender; turning the card a quarter makes it sideways."}
    out["mark:sideways"] = {"name": "Sideways lavender", "symbol": "═", "colour": TERRAIN["lavender"]["colour"],
                            "description": "Rows run across (═). Where it touches upright lavender, each touching pair costs 3 points."}
    out["mark:spots"] = {"name": "Marker spots", "description": "A photo's marker goes on its highest free spot; players who take it in the same round share a spot. The last spot (∞) takes any number of markers."}
    out["mark:piles"] = {"name": "Photos A, B and C", "description": "A and B are taken by the photographer's 3×5 frames, C by the drone's 5×5 frame."}
    return out


CATALOG = {
    "blurb": "Pass a scene card, build your landscape, walk your photographer and fly your drone.",
    "length": "30–45 min",
    "components": _names(),
    # The score lines of the log name their category in the page's language; the board's own
    # column titles (shorter on a phone) are in static/i18n/<lang>/provence.json.
    "categories": {"lavender": "Lavender", "wheat": "Wheat", "sunflowers": "Sunflowers", "towns": "Towns",
                   "photos": "Photos", "goals": "Goals"},
    "legend": [
        {"title": "Terrain", "items": [{"key": k} for k in TERRAIN]},
        {"title": "Tokens and marks", "items": [
            {"key": "photographer"}, {"key": "drone"},
            {"key": "mark:tree"}, {"key": "mark:scooter"}, {"key": "mark:facing"},
            {"key": "mark:upright"}, {"key": "mark:sideways"}, {"key": "mark:spots"}, {"key": "mark:piles"},
        ]},
        {"title": "Shops in towns", "items": [
            {"key": f"shop:{shop}", "symbol": shop[0].upper(), "colour": TERRAIN["town"]["colour"]} for shop in SHOP
        ]},
    ],
    "events": {
        "committed": None,
        "scene_placed": "{seat} placed a scene card {layer|layer}.",
        "card_passed": "{seat} passed a card to {to|player}[[: the {secret.card}]].",
        # The walk in words from what moved (the event's code); "walked" for an event without one.
        "walked": "{seat} moved the photographer and/or the drone.",
        "walked_photographer": "{seat} walked the photographer; the drone stayed.",
        "walked_drone": "{seat} flew the drone; the photographer stayed.",
        "walked_both": "{seat} walked the photographer and flew the drone.",
        # A photo is written once, by its score line (photo_taken).
        "photo": None,
        "refilled": None,
        "round_started": "Round {round} begins.",
        "game_over": "The game is over.",
        # score codes (the score line adds who, the points and the category)
        "photo_taken": "took “{photo}” with the {frame|frame}[[, a marker worth {points|n:point}]]",
        "photo_held": "a marker worth {points|n:point} on “{photo}”",
        "lavender_fields": "largest {larger|dir} lavender field of {larger_size|n:square} × 1[[ + largest {smaller|dir} field of {smaller_size|n:square} × 2]]",
        "lavender_meetings": "{meetings|n:place} where an upright and a sideways lavender field meet × −3",
        "wheat_field": "wheat field of {size|n:square}: {in_rectangle} inside a rectangle × 2 + {outside} × 1",
        "sunflowers_facing": "{sunflowers|n:sunflower} facing the scene deck × 2",
        "sunflowers_away": "{sunflowers|n:sunflower} not facing the scene deck × −3",
        "town_scored": "town of {size|n:square}, {different|n:kind of shop:kinds of shop}: {shops}",
        "goal_won": "“{goal}” with {value}, place {place}",
    },
    # The words of the previews (app/games/provence/previews.py): a scoring line with its sum,
    # and what a step leads to.
    "previews": {
        "lavender_fields": "largest {larger|dir} lavender field of {larger_size|n:square} × 1[[ + largest {smaller|dir} field of {smaller_size|n:square} × 2]] = {points}",
        "lavender_meetings": "{meetings|n:place} where an upright and a sideways lavender field meet × −3 = {points|signed}",
        "wheat_field": "wheat field of {size|n:square}: {in_rectangle} inside a rectangle × 2 + {outside} × 1 = {points}",
        "sunflowers_facing": "{sunflowers|n:sunflower} facing the scene deck × 2 = {points}",
        "sunflowers_away": "{sunflowers|n:sunflower} not facing the scene deck × −3 = {points|signed}",
        "town_scored": "town of {size|n:square} with {different|n:kind of shop:kinds of shop} ({shops}) = {points}",
        "goal_value": "goal “{goal}”: {value}[[, place {place}]] = {points|n:point}",
        "photo_taken": "takes “{photo}” with the {frame|frame}: a marker worth {points|n:point}",
        "photographer_takes": "from there the photographer takes “{photo}” with the {frame|frame} ({points|n:point}) once your walk is sent",
    },
    # Why a move is refused, from the refusal's code and values (app/engine/errors.py): the card,
    # its turn and layer, the token, the step; never an id (docs/rules/provence.md, "Refusals").
    "refusals": {
        "wrong_step": "That move belongs to another step: now you are {step|step}.",
        "nothing_to_undo": "There is no earlier step to go back to: {step|step} is the first step of this phase.",
        "card_not_in_hand": "That card is not in your hand[[: {card}]].",
        "no_room": "Turned {degrees}° and laid {layer|layer}, the {card} fits nowhere in your landscape: choose another turn or layer.",
        "not_touching": "There the {card} would touch none of your cards: a new card lies beside a square of your landscape (side to side, not corner to corner), over one or under one (rule 2).",
        "nothing_above": "Tucked under there, the {card} would lie under none of your squares: a tucked card slides under at least one; to lay it only beside your cards, go back and choose “on top”.",
        "no_square_visible": "Tucked under there, the {card} would be hidden whole: at least one of its squares must stay visible (rule 3).",
        "church_split": "There, {layer|layer}, the {card} would hide one square of a church and leave the other showing: a church is covered whole or not at all (rule 5).",
        "token_covered": "There the {card} would cover your {token|token}: a square with the photographer or the drone is never covered (rule 4), though a card may be tucked under it.",
        "not_meadow": "Your {token|token} can only go to a visible meadow of your landscape[[ (that square: {terrain})]].",
        "square_taken": "Your photographer goes to that meadow: a meadow holds one token, so fly your drone to another one.",
    },
    "help": {
        "goal": "Build a landscape of scene cards in front of you and take photos of it with your photographer and drone.",
        "turn": [
            "Ten rounds; everyone plays each phase at the same time.",
            "Scene: choose one of your two cards to pass to the left, then lay the other one, upright or sideways, on top of your landscape or tucked under it. It must touch or overlap what is there, keep a square visible, never cover a token, and cover a church whole or not at all.",
            "Walk: you may move your photographer and your drone to any free meadow.",
            "Photo: the photographer frames a 3×5 area next to itself (photos A and B), the drone the 5×5 area around itself (photos C). A photo whose squares are all inside a frame is taken: your marker goes on its highest free spot.",
            "Refill: take the card passed to you and draw one.",
        ],
        "scoring": [
            "Lavender: your largest upright field and largest sideways field; the larger scores 1 a square, the smaller 2 a square. Every place where an upright and a sideways lavender square touch costs 3, whichever fields they belong to.",
            "Wheat: joined squares score 1 each, 2 each inside a rectangle of 2×2 or more; a lone square scores nothing.",
            "Sunflowers: +2 facing the scene deck, −3 otherwise. Towns: joined towns with 1/2/3/4 different shops score 1/3/7/12.",
            "Photos: the value of each spot you hold. Goals: 6 for the first, 3 for the second.",
            "Ties go to whoever used fewer markers.",
        ],
    },
}
