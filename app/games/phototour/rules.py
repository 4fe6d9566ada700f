"""Phototour turn flow: legal moves and applying them.

A turn is a sequence of small steps. While nothing is pending the active seat may start its main
action (plan, rent, pick a die, photograph), start a refresh, use bonuses (Strategic) or end the
turn once the main action is done. Steps that need a further choice leave a `pending` dict on the
turn (or on the reaction window) until they are resolved.
"""

from __future__ import annotations

from app.engine import Rng
from app.engine import events as ev

from .board import ALL, destinations
from .content import DIE_FACES, RESERVE_LIMIT, TOKEN_KINDS, UNIVERSAL
from .scoring import final_events
from .state import (
    State, diary_slots, draw_token, empty, fill_board, fill_display, number,
    photos, region, roll_dice, sight,
)

MOVE_MODES = ("car", "train", "plane")
ROWS = ("sights", "tokens", "dice")
DIARY_MOVES = ("car", "train", "plane")


# ----- who acts ------------------------------------------------------------------------------

def actors(state: State) -> list[int]:
    if state["phase"] == "start":
        return [s for s, seat in enumerate(state["seats"]) if seat["choice"] is None]
    if state["phase"] == "over":
        return []
    if state["reaction"]:
        return [state["reaction"]["queue"][0]]
    return [state["turn"]["seat"]]


def context(state: State) -> dict:
    """The dict holding the current pending step: the reaction window or the turn."""
    return state["reaction"] or state["turn"]


def mods(state: State) -> dict:
    return {} if state["reaction"] else state["turn"]["mods"]


# ----- legal moves ---------------------------------------------------------------------------

def legal_moves(state: State, seat: int) -> list[dict]:
    if state["phase"] == "start":
        return [{"type": "choose", "card": c} for c in state["seats"][seat]["dealt"]]
    ctx = context(state)
    if ctx.get("pending"):
        return pending_moves(state, seat, ctx["pending"])
    if state["reaction"]:
        return [{"type": "use", "card": c} for c in reaction_cards(state, seat)] + [{"type": "pass"}]
    return idle_moves(state, seat)


def main_moves(state: State, seat: int) -> list[dict]:
    me = state["seats"][seat]
    m = state["turn"]["mods"]
    moves: list[dict] = [{"type": "plan", "card": c} for c in state["display"] if c]
    moves += [{"type": "rent", "token": k} for k in _kinds(state["board"])]
    for i, face in enumerate(state["dice"]):
        if face is None:
            continue
        if destinations(me["pawn"], face, m):
            moves.append({"type": "die", "die": i})
        alt = m.get("die_as")
        if alt and alt != face and destinations(me["pawn"], alt, m):
            moves.append({"type": "die", "die": i, "as": alt})
    moves += photo_moves(state, seat)
    return moves


def photo_moves(state: State, seat: int) -> list[dict]:
    me = state["seats"][seat]
    where = {me["pawn"]}
    if state["turn"]["mods"].get("photo_adjacent"):
        where.update(ALL[me["pawn"]])
    free = [i for i, e in enumerate(me["diary"]) if e is None]
    return [{"type": "photo", "card": c, "slot": i}
            for c in me["hand"] if number(c) in where for i in free]


def idle_moves(state: State, seat: int) -> list[dict]:
    turn = state["turn"]
    me = state["seats"][seat]
    moves = [] if turn["main_done"] else main_moves(state, seat)
    can_end = turn["main_done"] or not moves
    if me["reserve"] or me["hand"]:
        moves.append({"type": "refresh"})
    if state["mode"] == "strategic":
        if not turn["sight_bonus_used"]:
            moves += [{"type": "sight_bonus", "card": c} for c in own_bonus_cards(state, seat)]
        moves += [{"type": "diary", "slot": i} for i in diary_bonuses(state, seat)]
    if can_end:
        moves.append({"type": "end_turn"})
    return moves


def pending_moves(state: State, seat: int, p: dict) -> list[dict]:
    me = state["seats"][seat]
    k = p["kind"]
    if k == "go":
        return [{"type": "go", "to": n} for n in destinations(me["pawn"], p["mode"], mods(state))]
    if k == "discard_token":
        return [{"type": "discard_token", "token": t} for t in _kinds(me["reserve"])]
    if k == "take_card":
        return [{"type": "take_card", "card": c} for c in state["display"] if c]
    if k == "take_token":
        return [{"type": "take_token", "token": t} for t in _kinds(state["board"])]
    if k == "set_die":
        return [{"type": "set_die", "die": i, "face": f}
                for i, d in enumerate(state["dice"]) if d for f in MOVE_MODES if f != d]
    if k == "equip":
        return equip_moves(state, seat, p["slot"]) + [{"type": "equip_done"}]
    cancel = [] if p.get("free") else [{"type": "cancel"}]
    if k == "refresh_row":
        return [{"type": "refresh_row", "row": r} for r in ROWS] + cancel
    if k == "refresh_discard":
        row = _row(state, p["row"])
        return [{"type": "discard_item", "index": i} for i, x in enumerate(row)
                if x is not None and i not in p["marked"]] + [{"type": "refill"}] + cancel
    if k == "refresh_pay":
        return ([{"type": "pay", "token": t} for t in _kinds(me["reserve"])]
                + [{"type": "pay", "card": c} for c in me["hand"]] + cancel)
    raise ValueError(k)


def equip_moves(state: State, seat: int, slot: int) -> list[dict]:
    me = state["seats"][seat]
    entry = me["diary"][slot]
    spaces = sight(entry["card"])[3]
    kinds = _kinds(me["reserve"])
    return [{"type": "equip", "token": t, "space": j}
            for j, sym in enumerate(spaces) if entry["tokens"][j] is None
            for t in kinds if sym in (t, UNIVERSAL)]


def _kinds(row: list) -> list[str]:
    return [k for k in TOKEN_KINDS if k in row]


def _row(state: State, name: str) -> list:
    return state[{"sights": "display", "tokens": "board", "dice": "dice"}[name]]


# ----- Strategic bonuses: what may be used now -----------------------------------------------

def _effect_possible(state: State, seat: int, effect: str) -> bool:
    me = state["seats"][seat]
    if effect in ("token",):
        return sum(state["bag"].values()) + sum(state["token_discard"].values()) > 0
    if effect in ("card", "plan"):
        return not empty(state["display"])
    if effect == "rent":
        return not empty(state["board"])
    if effect in ("step", *MOVE_MODES):
        return bool(destinations(me["pawn"], effect, mods(state)))
    return True


def own_bonus_cards(state: State, seat: int) -> list[str]:
    """Photographed sights whose turn / action bonus may be activated now."""
    me = state["seats"][seat]
    turn = state["turn"]
    out = []
    for e in photos(me):
        b = sight(e["card"])[4]
        if not b:
            continue
        if b["timing"] == "turn":
            if not turn["main_done"] or any(
                    diary_bonus(state, seat, i) in DIARY_MOVES for i in diary_bonuses(state, seat)):
                out.append(e["card"])
        elif b["timing"] == "action" and _effect_possible(state, seat, b["effect"]):
            out.append(e["card"])
    return out


def diary_bonus(state: State, seat: int, slot: int) -> str:
    return diary_slots(state, seat)[slot]["bonus"]


def diary_bonuses(state: State, seat: int) -> list[int]:
    """Top-row slots holding a card of the slot's type whose one-time bonus is still open."""
    slots = diary_slots(state, seat)
    if not slots:
        return []
    me = state["seats"][seat]
    out = []
    for i, slot in enumerate(slots):
        e = me["diary"][i]
        if (slot["row"] == "top" and e and not e["used"] and sight(e["card"])[1] == slot["type"]
                and _effect_possible(state, seat, slot["bonus"])):
            out.append(i)
    return out


def reaction_cards(state: State, seat: int) -> list[str]:
    """This seat's opponent-triggered bonuses that answer the current trigger."""
    me = state["seats"][seat]
    if me["reacted"]:
        return []
    trig = state["reaction"]["trigger"]
    out = []
    for e in photos(me):
        b = sight(e["card"])[4]
        if not b or b["timing"] != "opponent" or b["on"] != trig["action"]:
            continue
        if "mode" in b and b["mode"] != trig.get("mode"):
            continue
        if "type" in b and b["type"] != trig.get("type"):
            continue
        if _effect_possible(state, seat, b["effect"]):
            out.append(e["card"])
    return out


# ----- applying moves ------------------------------------------------------------------------

def apply(state: State, seat: int, move: dict) -> list[dict]:
    t = move["type"]
    if t == "choose":
        return _choose(state, seat, move["card"])
    handler = _HANDLERS[t]
    return handler(state, seat, move)


def _choose(state: State, seat: int, card: str) -> list[dict]:
    state["seats"][seat]["choice"] = card
    events = [{"type": "chosen", "seat": seat, "secret": {"card": card}}]
    if actors(state):
        return events
    for s, me in enumerate(state["seats"]):
        c = me["choice"]
        state["sight_discard"].append(c)
        me["pawn"] = number(c)
        me["hand"] = [x for x in me["dealt"] if x != c]
        me["secret"] = list(me["hand"])
        me["dealt"] = []
    first = max(range(state["n"]), key=lambda s: state["seats"][s]["pawn"])
    state["first"] = first
    state["phase"] = "play"
    events.append({"type": "start", "pawns": [me["pawn"] for me in state["seats"]],
                   "discarded": [me["choice"] for me in state["seats"]], "first": first})
    for me in state["seats"]:
        me["choice"] = None
    _start_turn(state, first)
    return events


def _start_turn(state: State, seat: int) -> None:
    state["turn"] = {"seat": seat, "main_done": False, "sight_bonus_used": False, "mods": {},
                     "pending": None}
    state["seats"][seat]["reacted"] = False


def _take_from_display(state: State, seat: int, card: str) -> None:
    me = state["seats"][seat]
    state["display"][state["display"].index(card)] = None
    me["hand"].append(card)
    if empty(state["display"]):
        fill_display(state)


def _gain_token(state: State, seat: int, token: str | None, then: dict) -> bool:
    """Add a token to the reserve; True when a 4th token forces a discard step (left pending)."""
    if token is None:
        return False
    me = state["seats"][seat]
    me["reserve"].append(token)
    if len(me["reserve"]) > RESERVE_LIMIT:
        context(state)["pending"] = {"kind": "discard_token", **then}
        return True
    return False


def _take_from_board(state: State, seat: int, token: str, then: dict) -> bool:
    state["board"][state["board"].index(token)] = None
    if empty(state["board"]):
        fill_board(state)
    return _gain_token(state, seat, token, then)


def _plan(state, seat, move):
    _take_from_display(state, seat, move["card"])
    return [{"type": "plan", "seat": seat, "card": move["card"]}] + _finish_main(state, {"action": "plan"})


def _rent(state, seat, move):
    trig = {"action": "rent"}
    events = [{"type": "rent", "seat": seat, "token": move["token"]}]
    if _take_from_board(state, seat, move["token"], {"main": True, "trigger": trig}):
        return events
    return events + _finish_main(state, trig)


def _die(state, seat, move):
    i = move["die"]
    face = move.get("as", state["dice"][i])
    if "as" in move:
        del state["turn"]["mods"]["die_as"]
    state["dice"][i] = None
    events = [{"type": "die", "seat": seat, "die": i, "mode": face}]
    if empty(state["dice"]):
        roll_dice(state)
        events.append({"type": "dice_rolled", "dice": list(state["dice"])})
    state["turn"]["pending"] = {"kind": "go", "mode": face, "main": True,
                                "trigger": {"action": "move", "mode": face}}
    return events


def _go(state, seat, move):
    me = state["seats"][seat]
    p = context(state)["pending"]
    events = [{"type": "travel", "seat": seat, "mode": p["mode"], "from": me["pawn"], "to": move["to"]}]
    me["pawn"] = move["to"]
    return events + _resolve(state, p)


def _photo(state, seat, move):
    me = state["seats"][seat]
    card = move["card"]
    me["hand"].remove(card)
    if card in me["secret"]:
        me["secret"].remove(card)
    me["diary"][move["slot"]] = {"card": card, "tokens": [None] * len(sight(card)[3]), "used": False}
    events = [{"type": "photo", "seat": seat, "card": card, "slot": move["slot"]}]
    if equip_moves(state, seat, move["slot"]):
        state["turn"]["pending"] = {"kind": "equip", "slot": move["slot"]}
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
    trig = {"action": "photo", "type": sight(card)[1], "region": region(card)}
    return events + _finish_main(state, trig)


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


def _refresh(state, seat, move):
    state["turn"]["pending"] = {"kind": "refresh_row", "free": False}
    return []


def _cancel(state, seat, move):
    state["turn"]["pending"] = None
    return []


def _refresh_row(state, seat, move):
    p = state["turn"]["pending"]
    state["turn"]["pending"] = {"kind": "refresh_discard", "row": move["row"], "marked": [], "free": p["free"]}
    return []


def _discard_item(state, seat, move):
    state["turn"]["pending"]["marked"].append(move["index"])
    return []


def _refill(state, seat, move):
    p = state["turn"]["pending"]
    if p["free"]:
        return _do_refresh(state, seat, p)
    p["kind"] = "refresh_pay"
    return []


def _pay(state, seat, move):
    me = state["seats"][seat]
    if "token" in move:
        me["reserve"].remove(move["token"])
        state["token_discard"][move["token"]] += 1
        paid = {"token": move["token"]}
    else:
        me["hand"].remove(move["card"])
        if move["card"] in me["secret"]:
            me["secret"].remove(move["card"])
        state["sight_discard"].append(move["card"])
        paid = {"card": move["card"]}
    return [{"type": "refresh_paid", "seat": seat, **paid}] + _do_refresh(state, seat, state["turn"]["pending"])


def _do_refresh(state: State, seat: int, p: dict) -> list[dict]:
    """Discard the marked items of the row, then lay out new ones until there are 5."""
    row = _row(state, p["row"])
    gone = []
    for i in sorted(p["marked"]):
        gone.append(row[i])
        if p["row"] == "sights":
            state["sight_discard"].append(row[i])
        elif p["row"] == "tokens":
            state["token_discard"][row[i]] += 1
        row[i] = None
    {"sights": fill_display, "tokens": fill_board, "dice": roll_dice}[p["row"]](state)
    state["turn"]["pending"] = None
    return [{"type": "refreshed", "seat": seat, "row": p["row"], "discarded": gone, "now": list(row)}]


def _discard_token(state, seat, move):
    me = state["seats"][seat]
    me["reserve"].remove(move["token"])
    state["token_discard"][move["token"]] += 1
    events = [{"type": "discard_token", "seat": seat, "token": move["token"]}]
    return events + _resolve(state, context(state)["pending"])


def _take_card(state, seat, move):
    _take_from_display(state, seat, move["card"])
    events = [{"type": "take_card", "seat": seat, "card": move["card"]}]
    return events + _resolve(state, context(state)["pending"])


def _take_token(state, seat, move):
    p = context(state)["pending"]
    events = [{"type": "take_token", "seat": seat, "token": move["token"]}]
    if _take_from_board(state, seat, move["token"], {}):
        return events
    return events + _resolve(state, p)


def _set_die(state, seat, move):
    state["dice"][move["die"]] = move["face"]
    events = [{"type": "set_die", "seat": seat, "die": move["die"], "face": move["face"]}]
    return events + _resolve(state, state["turn"]["pending"])


def _resolve(state: State, p: dict) -> list[dict]:
    """A pending step is done: go back to the turn, finish the main action or the reaction."""
    if state["reaction"]:
        state["reaction"]["pending"] = None
        return _next_reactor(state, done=True)
    state["turn"]["pending"] = None
    if p.get("main"):
        return _finish_main(state, p["trigger"])
    return []


# ----- Strategic: own bonuses ----------------------------------------------------------------

def _apply_effect(state: State, seat: int, effect: str) -> list[dict]:
    """An effect that is not a modifier: leaves a pending step or acts at once."""
    ctx = context(state)
    if effect in ("step", *MOVE_MODES):
        ctx["pending"] = {"kind": "go", "mode": effect}
    elif effect in ("card", "plan"):
        ctx["pending"] = {"kind": "take_card"}
    elif effect == "rent":
        ctx["pending"] = {"kind": "take_token"}
    elif effect == "refresh":
        ctx["pending"] = {"kind": "refresh_row", "free": True}
    elif effect == "set_die":
        ctx["pending"] = {"kind": "set_die"}
    elif effect == "reroll":
        for i, d in enumerate(state["dice"]):
            if d is not None:
                state["dice"][i] = Rng(state).choice(DIE_FACES)
        return [{"type": "dice_rolled", "dice": list(state["dice"])}]
    elif effect == "token":
        token = draw_token(state)
        events = [{"type": "take_token", "seat": seat, "token": token, "from": "bag"}]
        if not _gain_token(state, seat, token, {}) and state["reaction"]:
            return events + _next_reactor(state, done=True)
        return events
    else:
        raise ValueError(effect)
    return []


def _sight_bonus(state, seat, move):
    turn = state["turn"]
    turn["sight_bonus_used"] = True
    b = sight(move["card"])[4]
    events = [{"type": "sight_bonus", "seat": seat, "card": move["card"]}]
    if b["timing"] == "turn":
        e = b["effect"]
        if e == "die_as":
            turn["mods"]["die_as"] = b["face"]
        elif e == "range":
            turn["mods"]["range_" + b["mode"]] = b["extra"]
        else:
            turn["mods"][e] = True
        return events
    return events + _apply_effect(state, seat, b["effect"])


def _diary(state, seat, move):
    me = state["seats"][seat]
    me["diary"][move["slot"]]["used"] = True
    effect = diary_bonus(state, seat, move["slot"])
    events = [{"type": "diary_bonus", "seat": seat, "slot": move["slot"], "bonus": effect}]
    return events + _apply_effect(state, seat, effect)


# ----- Strategic: reactions between turns -----------------------------------------------------

def _finish_main(state: State, trigger: dict) -> list[dict]:
    state["turn"]["main_done"] = True
    if state["mode"] != "strategic":
        return []
    n = state["n"]
    active = state["turn"]["seat"]
    state["reaction"] = {"queue": [(active + k) % n for k in range(1, n)], "trigger": trigger,
                         "pending": None}
    return _next_reactor(state, done=False)


def _next_reactor(state: State, done: bool) -> list[dict]:
    r = state["reaction"]
    if done:
        r["queue"].pop(0)
    while r["queue"] and not reaction_cards(state, r["queue"][0]):
        r["queue"].pop(0)
    if not r["queue"]:
        state["reaction"] = None
    return []


def _use(state, seat, move):
    me = state["seats"][seat]
    me["reacted"] = True
    b = sight(move["card"])[4]
    events = [{"type": "reaction", "seat": seat, "card": move["card"]}]
    if b["effect"] == "points":
        me["bonus_points"] += b["points"]
        events.append(ev.score(seat, b["points"], f"sight #{number(move['card'])}: an opponent's action "
                               f"earned {b['points']} point(s)", "bonuses"))
        return events + _next_reactor(state, done=True)
    return events + _apply_effect(state, seat, b["effect"])


def _pass(state, seat, move):
    return [{"type": "pass", "seat": seat}] + _next_reactor(state, done=True)


# ----- end of turn and game ------------------------------------------------------------------

def _end_turn(state, seat, move):
    events = [{"type": "end_turn", "seat": seat}]
    last_seat = (state["first"] - 1) % state["n"]
    if state["last_round"] and seat == last_seat:
        state["phase"] = "over"
        state["turn"] = None
        return events + [{"type": "game_over"}] + final_events(state)
    _start_turn(state, (seat + 1) % state["n"])
    return events


_HANDLERS = {
    "plan": _plan, "rent": _rent, "die": _die, "go": _go, "photo": _photo, "equip": _equip,
    "equip_done": _equip_done, "refresh": _refresh, "cancel": _cancel, "pay": _pay, "refresh_row": _refresh_row,
    "discard_item": _discard_item, "refill": _refill, "discard_token": _discard_token,
    "take_card": _take_card, "take_token": _take_token, "set_die": _set_die,
    "sight_bonus": _sight_bonus, "diary": _diary, "use": _use, "pass": _pass, "end_turn": _end_turn,
}
