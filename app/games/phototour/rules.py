"""Phototour turn flow: who acts, and applying the moves (their legality is in legality.py).

A turn is a sequence of small steps. While nothing is pending the active seat may start its main
action (plan, rent, pick a die, photograph), start a refresh, use bonuses (Strategic) or end the
turn once the main action is done. A step that needs a further choice leaves a `pending` dict on
the turn (or on the reaction window) until it is resolved.
"""

from __future__ import annotations

from . import bonuses, refresh
from .bonuses import finish_main, resolve
from .legality import equip_moves
from .names import Action, Mv, Step
from .scoring import final_events
from .state import State, empty, number, photos, region, roll_dice, sight
from .steps import context, start_turn, take_from_board, take_from_display


def actors(state: State) -> list[int]:
    if state["phase"] == "start":
        return [s for s, seat in enumerate(state["seats"]) if seat["choice"] is None]
    if state["phase"] == "over":
        return []
    if state["reaction"]:
        return [state["reaction"]["queue"][0]]
    return [state["turn"]["seat"]]


# ----- applying moves ------------------------------------------------------------------------

def apply(state: State, seat: int, move: dict) -> list[dict]:
    events = _HANDLERS[move["type"]](state, seat, move)
    return events + bonuses.settle_reaction(state)


def _choose(state, seat, move):
    state["seats"][seat]["choice"] = move["card"]
    events = [{"type": "chosen", "seat": seat, "secret": {"card": move["card"]}}]
    if actors(state):
        return events
    discarded = []
    for me in state["seats"]:
        c = me["choice"]
        discarded.append(c)
        state["sight_discard"].append(c)
        me["pawn"] = number(c)
        me["hand"] = [x for x in me["dealt"] if x != c]
        me["secret"] = list(me["hand"])
        me["dealt"], me["choice"] = [], None
    first = max(range(state["n"]), key=lambda s: state["seats"][s]["pawn"])
    state["first"] = first
    state["phase"] = "play"
    start_turn(state, first)
    return events + [{"type": "start", "pawns": [me["pawn"] for me in state["seats"]],
                      "discarded": discarded, "first": first}]


def _plan(state, seat, move):
    take_from_display(state, seat, move["card"])
    return [{"type": "plan", "seat": seat, "card": move["card"]}] + finish_main(state, {"action": Action.PLAN})


def _rent(state, seat, move):
    trig = {"action": Action.RENT}
    events = [{"type": "rent", "seat": seat, "token": move["token"]}]
    if take_from_board(state, seat, move["token"], {"main": True, "trigger": trig}):
        return events
    return events + finish_main(state, trig)


def _die(state, seat, move):
    i = move["die"]
    shown = state["dice"][i]
    face = move.get("as", shown)
    events = [{"type": "die", "seat": seat, "die": i, "mode": face}]
    if "as" in move:
        del state["turn"]["mods"]["die_as"]
        # the die showed another face: the log says which, and the trip it was used for
        events[0].update(code="die_as", face=shown)
    state["dice"][i] = None
    if empty(state["dice"]):
        roll_dice(state)
        events.append({"type": "dice_rolled", "dice": list(state["dice"])})
    state["turn"]["pending"] = {"kind": Step.GO, "mode": face, "main": True,
                                "trigger": {"action": Action.MOVE, "mode": face}}
    return events


def _go(state, seat, move):
    me = state["seats"][seat]
    p = context(state)["pending"]
    events = [{"type": "travel", "seat": seat, "mode": p["mode"], "from": me["pawn"], "to": move["to"]}]
    me["pawn"] = move["to"]
    return events + resolve(state, p)


def _photo(state, seat, move):
    me = state["seats"][seat]
    card = move["card"]
    me["hand"].remove(card)
    if card in me["secret"]:
        me["secret"].remove(card)
    me["diary"][move["slot"]] = {"card": card, "tokens": [None] * len(sight(card).spaces), "used": False}
    events = [{"type": "photo", "seat": seat, "card": card, "slot": move["slot"]}]
    if equip_moves(state, seat, move["slot"]):
        state["turn"]["pending"] = {"kind": Step.EQUIP, "slot": move["slot"]}
        return events
    return events + _photo_done(state, seat, move["slot"])


def _photo_done(state: State, seat: int, slot: int) -> list[dict]:
    me = state["seats"][seat]
    state["turn"]["pending"] = None
    card = me["diary"][slot]["card"]
    events = []
    if len(photos(me)) == len(me["diary"]) and not state["last_round"]:
        state["last_round"] = True
        events.append({"type": "last_round", "seat": seat})
    trig = {"action": Action.PHOTO, "type": sight(card).type, "region": region(card)}
    return events + finish_main(state, trig)


def _equip(state, seat, move):
    me = state["seats"][seat]
    slot = state["turn"]["pending"]["slot"]
    me["diary"][slot]["tokens"][move["space"]] = move["token"]
    me["reserve"].remove(move["token"])
    events = [{"type": "equip", "seat": seat, "slot": slot, "space": move["space"], "token": move["token"]}]
    if equip_moves(state, seat, slot):
        return events
    return events + _photo_done(state, seat, slot)


def _equip_done(state, seat, move):
    return _photo_done(state, seat, state["turn"]["pending"]["slot"])


def _discard_token(state, seat, move):
    state["seats"][seat]["reserve"].remove(move["token"])
    state["token_discard"][move["token"]] += 1
    events = [{"type": "discard_token", "seat": seat, "token": move["token"]}]
    return events + resolve(state, context(state)["pending"])


def _take_card(state, seat, move):
    take_from_display(state, seat, move["card"])
    events = [{"type": "take_card", "seat": seat, "card": move["card"]}]
    return events + resolve(state, context(state)["pending"])


def _take_token(state, seat, move):
    p = context(state)["pending"]
    events = [{"type": "take_token", "seat": seat, "token": move["token"]}]
    if take_from_board(state, seat, move["token"], {}):
        return events
    return events + resolve(state, p)


def _set_die(state, seat, move):
    state["dice"][move["die"]] = move["face"]
    events = [{"type": "set_die", "seat": seat, "die": move["die"], "face": move["face"]}]
    return events + resolve(state, context(state)["pending"])


def _end_turn(state, seat, move):
    events = [{"type": "end_turn", "seat": seat}]
    if state["last_round"] and seat == (state["first"] - 1) % state["n"]:
        state["phase"] = "over"
        state["turn"] = None
        return events + [{"type": "game_over"}] + final_events(state)
    start_turn(state, (seat + 1) % state["n"])
    return events


_HANDLERS = {
    Mv.CHOOSE: _choose, Mv.PLAN: _plan, Mv.RENT: _rent, Mv.DIE: _die, Mv.GO: _go, Mv.PHOTO: _photo,
    Mv.EQUIP: _equip, Mv.EQUIP_DONE: _equip_done, Mv.DISCARD_TOKEN: _discard_token,
    Mv.TAKE_CARD: _take_card, Mv.TAKE_TOKEN: _take_token, Mv.SET_DIE: _set_die, Mv.END_TURN: _end_turn,
    **refresh.HANDLERS, **bonuses.HANDLERS,
}
