"""What a player reads about Sunset Over Water's components: names, colours and symbols, log
wording, score categories and the "How to play" summary (written here, in our own words)."""

from __future__ import annotations

from .goals import goal_text
from .content import COMMISSIONS, FEATURES, GOALS, INSPIRATIONS, LANDSCAPES, PLANNING, SOLO_RANKS, STATIONS

FEATURE = {
    "mountains": {"name": "Mountains", "colour": "#8d8d9a", "symbol": "▲"},
    "coast": {"name": "Coast", "colour": "#4fa3d9", "symbol": "≈"},
    "waterfall": {"name": "Waterfall", "colour": "#6fd0e0", "symbol": "⇊"},
    "wildflowers": {"name": "Wildflowers", "colour": "#e58bc0", "symbol": "✿"},
    "sunset": {"name": "Sunset", "colour": "#f29a3a", "symbol": "☀"},
}
# The four planning decks: a colour and a symbol each, so the deck is told by more than colour.
DECK = {"blue": {"colour": "#2f6fd8", "symbol": "◆"}, "green": {"colour": "#3a9d5d", "symbol": "♣"},
        "orange": {"colour": "#e07a1f", "symbol": "●"}, "purple": {"colour": "#8e5bd6", "symbol": "★"}}
DIRECTION = {"N": "north", "NE": "north-east", "E": "east", "SE": "south-east", "S": "south",
             "SW": "south-west", "W": "west", "NW": "north-west"}
assert set(FEATURE) == set(FEATURES)


def _and(words: list[str]) -> str:
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " and " + words[-1]


def _frame(frame: dict) -> str:
    named = [FEATURE[f]["name"].lower() for f in frame["needs"]]
    if frame["any"]:  # "other" only beside a named feature
        kind = "other feature" if named else "feature of any kind"
        named.append(f"{frame['any']} {kind}" if frame["any"] == 1 else f"{frame['any']} {kind.replace('feature', 'features')}")
    if not named:
        return "any landscape"
    return _and(named) + (" (others allowed)" if frame["open"] else "")


def _names() -> dict[str, dict]:
    out: dict[str, dict] = {}
    for lid, feats in LANDSCAPES.items():
        out[lid] = {"name": "landscape of " + _and([FEATURE[f]["name"].lower() for f in feats])}
    for pid, card in PLANNING.items():
        out[pid] = {"name": f"{card['time']} planning card",
                    "description": f"Hike up to {card['move']}, paint up to {card['paint']}.",
                    **DECK.get(card["colour"], {})}
    for cid, c in COMMISSIONS.items():
        frames = "; ".join(_frame(f) for f in c["frames"])
        out[cid] = {"name": f"commission worth {c['renown']} renown", "description": f"Paintings needed: {frames}."}
    for gid, goal in GOALS.items():
        out[gid] = {"name": goal_text(gid), "description": f"Daily goal worth {goal['renown']} renown"}
    for sid in STATIONS:
        out[sid] = {"name": "Ranger station", "description": "Hiking onto or through it refills the empty spaces around it."}
    for iid, feature in INSPIRATIONS.items():
        out[iid] = {"name": f"Inspiration: {FEATURE[feature]['name'].lower()}"}
    for key, f in FEATURE.items():
        out[key] = dict(f)
    for key, words in DIRECTION.items():
        out[f"dir:{key}"] = {"name": words}
    out["journal:solo"] = {"name": "Solo journal"}
    # The view names the solo rank as the engine does; the board looks it up as "rank:<name>".
    for _, rank in SOLO_RANKS:
        out[f"rank:{rank}"] = {"name": rank}
    out["frame:exact"] = {"name": "Solid frame", "symbol": "▣",
                          "description": "The painting shows exactly these features (each ? is one more feature of any kind)."}
    out["frame:open"] = {"name": "Dashed frame with +", "symbol": "+",
                         "description": "The painting shows the feature and may show others."}
    out["sign:move"] = {"name": "Boot: movement points", "symbol": "⇥", "description": "How many spaces you may hike in one straight line."}
    out["sign:paint"] = {"name": "Brush: paint count", "symbol": "✎", "description": "How many landscapes you may paint after the hike."}
    out["sign:arrows"] = {"name": "Arrows: hike directions", "symbol": "↗", "description": "The directions the card lets you hike."}
    for key, deck in DECK.items():
        out[f"deck:{key}"] = {"name": f"{key.capitalize()} planning deck", **deck}
    # The moments of a day, as a refusal names the one it is (names.MOVE_STEP's values).
    out.update({
        "step:planning": {"name": "planning: each player chooses a planning card"},
        "step:hike": {"name": "the hike: hike in a straight line or stay where you are"},
        "step:paint": {"name": "painting: paint a landscape of your path or stop painting"},
        "step:sell": {"name": "selling: offer paintings to a commission or end your turn"},
        "step:frame": {"name": "a sale: frame your paintings one by one or call the sale off"},
    })
    return out


CATALOG = {
    "blurb": "Plan each day in secret, hike the wilderness, paint landscapes and sell them. Alone: the Wanderlust "
             "variant, with ranger stations and eight days.",
    "length": "30–45 min",
    "components": _names(),
    "categories": {"paintings": "Paintings", "commissions": "Commissions", "goals": "Goals", "sets": "Sets",
                   "landscapes": "Unsold landscapes", "inspiration": "Inspiration bonus", "return_home": "Return-home bonus"},
    "legend": [
        {"title": "Features", "items": [{"key": k} for k in FEATURE]},
        {"title": "Commission frames", "items": [{"key": "frame:exact"}, {"key": "frame:open"}]},
        {"title": "Planning cards", "items": [{"key": "sign:arrows"}, {"key": "sign:move"}, {"key": "sign:paint"}]},
    ],
    "events": {
        "planned": "{seat} chose a planning card[[ (the {secret.card})]].",
        "discard_commission": "Wake-up at {time}: the {commission}, the most renowned in the row, is discarded.",
        "turn": None,
        "stay": "{seat} stayed put.",
        "draw_planning": None,
        "commissions": None,
        "day": "Day {day} begins.",
        "hike": "{seat} hiked {distance|n:space} {dir|dir}.",
        "ranger_station": "The ranger station refills {dealt|n:empty space} around it.",
        "paint": "{seat} painted a {card}.",
        "early_morning": "Wake-up at {time}, an early start: {dealt|n:empty space} of the Wilderness refilled.",
        "early_morning_none": "Wake-up at {time}, an early start: no space of the Wilderness was empty, nothing to refill.",
        # the game_end event by its code (app/games/sunset/ending.py)
        "days_played": "The game is over: {days|n:day} played.",
        "out_of_commissions": "The game is over: not enough commissions to refill the row.",
        "goal_claim": "{seat} claims the daily goal “{goal}”.",
        "goal_steal": "{seat} takes the daily goal “{goal}” from {from|player}.",
        "refill": "End of the day: {dealt|n:empty space} of the Wilderness refilled.",
        "new_goal": "A new daily goal: “{goal}”.",
        "start_sale": "{seat} offers paintings to the {commission}.",
        "sell": "{seat} sold {landscapes|n:painting} to the {commission}.",
        "cancel_sale": "{seat} called the sale off.",
        "nothing_to_paint": "Nothing more to paint along {seat}'s hike.",
        "nothing_fits": "No commission fits {seat}'s paintings: the turn ends without a sale.",
        "nothing_else_fits": "No other commission fits {seat}'s paintings: the turn ends.",
        # score codes (the score line adds who, the points and the category)
        "commission_sold": "sold {landscapes|n:painting} to a commission",
        "commissions_total": "commissions sold: {commissions}",
        "goals_scored": "daily goals won: {goals}",
        "no_goals": "no daily goal won",
        "features_scored": "{features|n:feature} on {paintings|n:unsold painting} ÷ 2, rounded down",
        "inspiration_scored": "{commissions|n:commission} showing {feature}, 1 renown each",
        "home": "the artist ended the game on the centre space",
        "away_from_home": "the artist ended the game away from the centre space",
    },
    # What a move is worth, in words (app/games/sunset/worth.py); the engine's own lines are in ui.json.
    "previews": {
        "preview_hike_paint": "Hike {distance|n:space} {dir|dir}: {cards|n:landscape} to paint there[[, and {unknown|n:landscape} a ranger station deals that you cannot see yet]]",
        "preview_hike_nothing": "Hike {distance|n:space} {dir|dir}: nothing to paint there[[ but {unknown|n:landscape} a ranger station deals that you cannot see yet]]",
        "preview_stay_paint": "Stay here: {cards|n:landscape} to paint",
        "preview_stay_nothing": "Stay here: nothing to paint",
        "preview_paint": "Paint the {card} ({features|n:feature}): {total|n:feature} on your unsold paintings, 1 renown per 2",
        "preview_opens": "then you can sell to the {commissions}",
        "preview_sale": "Sell to the {commission}: {renown|signed} renown[[, {cost|signed} for the unsold paintings it takes]][[, {goal|signed} daily goal]][[, {bonus|signed} inspiration]], {net|signed} in all",
        "preview_frame": "Frame the {card}: its {features|n:feature} will leave your unsold paintings",
        "commission_sold": "Sold {landscapes|n:painting} to the {commission}: {points|signed}",
        "preview_goal_won": "the daily goal “{goal}”: {points|signed}",
        "preview_goal_lost": "you would no longer meet the daily goal “{goal}”: {points|signed}",
        "preview_game_ends": "this ends the game",
        "plan_outlook": "No renown now. On the Wilderness as it is now, this card's trek could make up to {points|signed}; the artists who wake earlier trek first and may change that",
        "plan_outlook_solo": "No renown now. After its wake-up action, this card's trek could make up to {points|signed} on the Wilderness as it is now",
    },
    # A refused move in words (legality.py): the rule that failed, with the components named.
    "refusals": {
        "wrong_step": "That move does not belong to this moment of the day[[; now is {step|step}]].",
        "card_not_in_hand": "That planning card is not in your hand[[: the {card} is not one of the cards you drew]].",
        "bad_return": "Put the two cards you do not choose under your deck: name both in “bottom”, in either order[[ ({cards})]].",
        "solo_no_return": "In Wanderlust the cards you do not choose stay face up in front of you: name only the card you play.",
        "must_hike_on": "{artist|player}'s artist stands on your space and a hike may not end on another artist's space: hike on, since a hike is possible.",
        "direction_not_allowed": "[[You cannot hike {dir|dir}: ]]the {card} lets you hike only {dirs|dir}.",
        "too_far": "The {card} gives {points|n:movement point}: a hike of {distance|n:space} is too far.",
        "empty_space": "The space {at|n:space} {dir|dir} of your artist is empty: an artist may not hike into or through an empty space.",
        "off_board": "A hike of {distance|n:space} {dir|dir} would leave the Wilderness[[: the edge is {room|n:space} away]].",
        "occupied": "{artist|player}'s artist stands {distance|n:space} {dir|dir}: you may hike past another artist but not end your hike on their space.",
        "paint_limit": "You have painted {paint|n:landscape}, as many as the {card} allows.",
        "not_on_path": "[[The {card} is not on this turn's path: ]]you may paint only the landscapes of the spaces you hiked through, the one you started on and the one you stopped on.",
        "no_card": "That space is empty: there is no landscape there to paint.",
        "ranger_station": "A ranger station is not a landscape: it cannot be painted.",
        "artist_on_landscape": "{artist|player}'s artist stands on the {card}: a landscape under another artist cannot be painted.",
        "wrong_card": "That space holds the {card}[[, not the {asked}]].",
        "commission_unavailable": "That commission is not for sale now[[ (the {commission})]]: sell only to a commission of the row (on the last day of Wanderlust, also to the one face up on the deck).",
        "cannot_fulfil": "Your unsold paintings cannot fill every frame of the {commission}.",
        "not_your_painting": "That painting is not one of your unsold paintings left to frame[[ (the {landscape})]].",
        "frame_mismatch": "The {landscape} fits no frame left on the {commission}, or with it framed your other paintings could not fill the frames that remain.",
    },
    # "How to play": the game for 2 to 4 players, and Wanderlust (solo) on its own, since nearly
    # every phase differs there (help.variants: a room shows the one for its player count).
    "help": {
        "goal": "Hike the Wilderness, paint its landscapes and sell the paintings to commissions for renown. "
                "2 to 4 players; alone, you play the Wanderlust variant, with rules of its own.",
        "turn": [
            "Six days. Each day everyone draws three planning cards, keeps one in secret and puts the other two under "
            "their deck, in the order they choose; on the last day the three cards left are the choice.",
            "The cards are revealed and the earliest wake-up time treks first. Hike in one straight line along the "
            "card's arrows, up to its movement points, or stay put; you may pass other artists but not stop on their "
            "space, and never enter or cross an empty space.",
            "Paint: take up to the card's paint count of landscapes from the spaces of your path (the one you started "
            "on included), none under another artist. Painted spaces stay empty until the end of the day.",
            "Sell: hand in paintings that fit the frames of a commission of the row to take it and its renown; you may "
            "sell to several. A solid frame wants exactly the features shown (? is one more of any kind); a dashed "
            "frame with + wants the feature and allows others. The face-up card on the deck is not for sale.",
            "Daily goal: an artist who meets it on their turn takes the card, even from another artist; whoever met "
            "it last that day keeps it.",
            "End of the day: the Wilderness is refilled, a new daily goal is turned up (one nobody met is discarded) "
            "and the commission row is refilled; if the row cannot be refilled, the game ends at once.",
        ],
        "scoring": [
            "The renown on your commissions and daily goals.",
            "1 renown for every 2 features on your unsold paintings, rounded down.",
            "Ties go to the most daily goals; still tied, the victory is shared.",
        ],
        "variants": {
            "solo": {
                "players": [1],
                "title": "Wanderlust (solo)",
                "goal": "Alone in the Wilderness for eight days: paint landscapes, sell them to commissions and earn "
                        "the highest rank.",
                "turn": [
                    "Four ranger stations stand on the spaces diagonal to the centre, and there are no daily goals.",
                    "Day 1: draw three planning cards face up and play one; the other two stay face up in your hand, "
                    "nothing goes under the deck. At the end of each day you draw one more, so you choose among three "
                    "until the deck runs out (days 7 and 8 offer what is left).",
                    "The card's wake-up time acts first: from 5:00 to 7:45 every empty space of the Wilderness is "
                    "refilled; from 8:00 to 10:45 the most renowned commission of the row is discarded; from 11:00 "
                    "the two most renowned (on equal renown, the leftmost).",
                    "Then trek: hike in a straight line along the card's arrows, up to its movement points, paint up "
                    "to its paint count from your path, and sell to commissions of the row as in the game for 2 to 4. "
                    "Hiking onto or through a ranger station refills the empty spaces around it; you may end a hike "
                    "on a station but cannot paint it.",
                    "End of the day: the Wilderness is not refilled. The commissions left slide to the left and the "
                    "row is refilled from the face-up card on the deck; if it cannot be refilled, the game ends.",
                    "On day 8, the last, you may also sell to the face-up commission on the deck.",
                ],
                "scoring": [
                    "The renown on your commissions, and 1 renown for every 2 features on your unsold paintings, "
                    "rounded down.",
                    "Inspiration bonus: 1 renown for each commission sold that shows the feature of your inspiration card.",
                    "Return-home bonus: 2 renown if your artist ends the game on the centre space.",
                    "Your total gives your rank: under 20 Paint-by-Numbers, from 20 Hobbyist, 26 Apprentice, "
                    "32 Journeyman, 38 Master Painter, 44 True Artisan.",
                ],
            },
        },
    },
}
