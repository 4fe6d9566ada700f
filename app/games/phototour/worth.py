"""What each legal move is worth to its mover (the engine's `Preview`, app/engine/preview.py),
with the words a player needs to choose: which of the mover's planned sights a trip reaches,
whether a photograph opens its diary slot's bonus or end condition (known before committing),
what a bonus does, and that a 4th token or a card paid for a refresh is lost.

Points come from `scoring.standing`, the final table's own function, on a deal of the mover's
view (`bots.determinize`), never the real state. No standing of Phototour depends on a die or a
hidden card: a token drawn from the bag counts 1 in the reserve whatever its kind, and cards
dealt from the deck or a hand score nothing until photographed. So every preview is certain.
"""

from __future__ import annotations

from typing import Any

from app.engine import Game, Move, State, View
from app.engine.preview import FOLLOW_DEPTH, FOLLOW_NODES, PREVIEW_SEEDS, Preview, reach, summarise, total, value_on

from .board import destinations
from .content import DIARIES, RESERVE_LIMIT
from .names import Mv
from .scoring import CATEGORIES, condition_points, standing
from .state import diary_slots, number, sight
from .steps import mods

Line = dict[str, Any]

# The final scoring's score events (the last end of turn brings them): "if the game ended now"
# counted them already, so the preview says once that the move ends the game instead.
_FINAL_CODES = {"photos_scored", "tokens_on_photos", "reserve_left", "contest_placed", "diary_condition",
                "sight_condition"}
# Moves after which the mover's own next steps may still change its score this turn (a
# photograph's equipment, a bonus's token): the rest (trips, the refresh's steps) never do.
_LOOK_AHEAD = {Mv.PHOTO, Mv.EQUIP, Mv.RENT, Mv.PLAN, Mv.SIGHT_BONUS, Mv.DIARY, Mv.TAKE_TOKEN, Mv.PAY}


def previews(game: Game, view: View, seat: int, moves: list[Move]) -> list[Preview]:
    deal = game.determinize(view, seat, PREVIEW_SEEDS[0])
    before = standing(deal)
    base = total(before, seat)
    budget = [FOLLOW_NODES]
    out = []
    for move in moves:
        valued = value_on(game, deal, before, seat, move)
        preview = summarise(game, deal, seat, move, [valued], certain=True)
        if move["type"] in _LOOK_AHEAD:
            best = reach(game, valued.state, seat, base, FOLLOW_DEPTH, budget)
            if best is not None:
                preview.upto = best
                if abs(best - preview.points) > 1e-9:
                    preview.lines.append({"code": "preview.upto", "points": best})
        out.append(_tidy(preview))
    return out


def _tidy(preview: Preview) -> Preview:
    """The categories' changes in the final table's order, and the final scoring said once, last."""
    lines = [x for x in preview.lines if x.get("code") not in _FINAL_CODES]
    cats = sorted((x for x in lines if x.get("code") == "preview.category"), key=lambda x: CATEGORIES.index(x["category"]))
    at = next((i for i, x in enumerate(lines) if x.get("code") == "preview.category"), len(lines))
    rest = [x for x in lines if x.get("code") != "preview.category"]
    lines = rest[:at] + cats + rest[at:]
    ends = [x for x in lines if x.get("code") == "game_ends"]
    lines = [x for x in lines if x.get("code") not in ("game_ends", "preview.nothing")] + ends
    preview.lines = lines or [{"code": "preview.nothing"}]
    preview.categories = {k: preview.categories[k] for k in CATEGORIES if k in preview.categories}
    return preview


def preview_lines(game: Game, state: State, seat: int, move: Move, events: list[dict]) -> list[Line]:
    """The lines in front of the move's score changes, on `state`, the deal before the move."""
    kind = move["type"]
    me = state["seats"][seat]
    out: list[Line] = []
    if kind == Mv.PHOTO:
        out += _photo_lines(state, seat, move)
    elif kind in (Mv.PLAN, Mv.TAKE_CARD):
        card = move["card"]
        here = number(card) == me["pawn"]
        out.append({"code": "preview_plan_here" if here else "preview_plan", "card": card,
                    "location": f"location:{number(card)}", "points": sight(card).points})
    elif kind == Mv.DIE:
        face = move.get("as", state["dice"][move["die"]])
        places = destinations(me["pawn"], face, mods(state))
        out.append({"code": "preview_trip", "mode": face, "places": len(places),
                    "planned": _planned(me["hand"], places)})
    elif kind == Mv.GO:
        here = [c for c in me["hand"] if number(c) == move["to"]]
        # In the last round this turn is the seat's last: no photograph follows the trip.
        code = "preview_go_late" if here and state["last_round"] else "preview_go_sights" if here else "preview_go"
        out.append({"code": code, "to": f"location:{move['to']}", "cards": here})
    elif kind in (Mv.RENT, Mv.TAKE_TOKEN) and len(me["reserve"]) >= RESERVE_LIMIT:
        out.append({"code": "preview_reserve_full", "token": move["token"]})
    elif kind == Mv.PAY and "card" in move:
        out.append({"code": "preview_pay_card", "card": move["card"]})
    elif kind in (Mv.SIGHT_BONUS, Mv.USE):
        out.append({"code": "preview_bonus", "card": move["card"], "bonus": f"bonus:{number(move['card'])}"})
    elif kind == Mv.DIARY:
        name = DIARIES[me["diary_id"]]["name"]
        out.append({"code": "preview_diary_bonus", "slot": move["slot"], "bonus": f"diary:{name}:{move['slot']}"})
    if any(e.get("type") == "last_round" for e in events):
        out.append({"code": "preview_last_round"})
    if any(e.get("type") == "game_over" for e in events):
        out.append({"code": "game_ends"})
    return out


def _planned(hand: list[str], places) -> int:
    """How many of the planned sights (cards in hand) stand at one of `places`."""
    where = set(places)
    return sum(1 for c in hand if number(c) in where)


def _photo_lines(state: State, seat: int, move: Move) -> list[Line]:
    """The photograph, and on a diary of side B what its slot makes of it: the slot's one-time
    bonus opens (top row) or its end condition counts (bottom row) only for a sight of the slot's
    type; otherwise the slot is closed for good."""
    card, slot = move["card"], move["slot"]
    out: list[Line] = [{"code": "preview_photo", "card": card, "slot": slot}]
    slots = diary_slots(state, seat)
    if not slots:
        return out
    spec = slots[slot]
    name = DIARIES[state["seats"][seat]["diary_id"]]["name"]
    bonus = f"diary:{name}:{slot}"
    if sight(card).type != spec["type"]:
        out.append({"code": "preview_slot_closed", "slot": slot, "type": spec["type"], "bonus": bonus})
    elif spec["row"] == "top":
        out.append({"code": "preview_slot_bonus", "slot": slot, "bonus": bonus})
    else:
        me = state["seats"][seat]
        after = {**me, "diary": [{"card": card, "tokens": [], "used": False} if i == slot else e
                                 for i, e in enumerate(me["diary"])]}
        out.append({"code": "preview_slot_condition", "slot": slot, "bonus": bonus,
                    "points": condition_points(after, spec["condition"])})
    return out
