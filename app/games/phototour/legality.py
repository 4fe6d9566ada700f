"""One checker per move type: the legal-move list and the refusal reason both come from it.

A move is legal when the current situation (the start, a pending step, the reaction window, or
the active seat's free hand) admits its type (`types_now`), it has its type's fields, and it
passes its kind's check and is among the kind's candidates. The legal list is the candidates of
the admitted types that pass the check (generated moves have their fields); `refusal` says which
of these conditions a move fails, so the two cannot disagree.
"""

from __future__ import annotations

from app.engine import IllegalMove
from app.engine.checks import MoveKind, MoveKinds

from . import bonuses, refresh
from .board import ALL, destinations
from .content import UNIVERSAL
from .names import Mv, Step
from .state import State, number, sight
from .steps import MOVE_MODES, context, kinds, mods, row_of

MAIN = (Mv.PLAN, Mv.RENT, Mv.DIE, Mv.PHOTO)
IDLE = (*MAIN, Mv.END_TURN, Mv.REFRESH, Mv.SIGHT_BONUS, Mv.DIARY)
BONUS = (Mv.SIGHT_BONUS, Mv.DIARY)
REACTION = (Mv.USE, Mv.PASS)

# The moves that answer each pending step, in the order they are listed.
STEP_MOVES = {
    Step.GO: (Mv.GO,),
    Step.DISCARD_TOKEN: (Mv.DISCARD_TOKEN,),
    Step.TAKE_CARD: (Mv.TAKE_CARD,),
    Step.TAKE_TOKEN: (Mv.TAKE_TOKEN,),
    Step.SET_DIE: (Mv.SET_DIE,),
    Step.EQUIP: (Mv.EQUIP, Mv.EQUIP_DONE),
    Step.REFRESH_ROW: (Mv.REFRESH_ROW, Mv.CANCEL),
    Step.REFRESH_DISCARD: (Mv.DISCARD_ITEM, Mv.REFILL, Mv.CANCEL),
    Step.REFRESH_PAY: (Mv.PAY, Mv.CANCEL),
}
STEP_TYPES = {t for ts in STEP_MOVES.values() for t in ts}

# What each pending step asks for, as a refusal says it (the catalog's `step:<kind>` words it).
STEP_NAMES = {
    Step.GO: "choose where to travel", Step.DISCARD_TOKEN: "discard a token from your reserve",
    Step.TAKE_CARD: "take a sight card", Step.TAKE_TOKEN: "take a token",
    Step.SET_DIE: "turn a die", Step.EQUIP: "put equipment on the photograph or finish it",
    Step.REFRESH_PAY: "pay for the refresh (or cancel it)", Step.REFRESH_ROW: "choose the row to refresh",
    Step.REFRESH_DISCARD: "mark what to discard, then refill the row",
}

# Fields of each move type besides "type": (required, allowed).
FIELDS: dict[str, tuple[frozenset[str], frozenset[str]]] = {
    t: (frozenset(req), frozenset({"type", *req, *opt})) for t, req, opt in [
        (Mv.CHOOSE, {"card"}, ()), (Mv.PLAN, {"card"}, ()), (Mv.RENT, {"token"}, ()),
        (Mv.DIE, {"die"}, {"as"}), (Mv.PHOTO, {"card", "slot"}, ()), (Mv.GO, {"to"}, ()),
        (Mv.EQUIP, {"token", "space"}, ()), (Mv.EQUIP_DONE, (), ()),
        (Mv.DISCARD_TOKEN, {"token"}, ()), (Mv.TAKE_CARD, {"card"}, ()),
        (Mv.TAKE_TOKEN, {"token"}, ()), (Mv.SET_DIE, {"die", "face"}, ()),
        (Mv.REFRESH, (), ()), (Mv.REFRESH_ROW, {"row"}, ()), (Mv.DISCARD_ITEM, {"index"}, ()),
        (Mv.REFILL, (), ()), (Mv.PAY, (), {"token", "card"}), (Mv.CANCEL, (), ()),
        (Mv.SIGHT_BONUS, {"card"}, ()), (Mv.DIARY, {"slot"}, ()), (Mv.USE, {"card"}, ()),
        (Mv.PASS, (), ()), (Mv.END_TURN, (), ()),
    ]
}


def types_now(state: State) -> tuple[str, ...]:
    """The move types an actor may play in the current situation, in listing order."""
    if state["phase"] == "start":
        return (Mv.CHOOSE,)
    p = context(state).get("pending")
    if p:
        return STEP_MOVES[p["kind"]]
    if state["reaction"]:
        return REACTION
    types = IDLE[len(MAIN):] if state["turn"]["main_done"] else IDLE
    return types if state["mode"] == "strategic" else types[:-len(BONUS)]


def _situation(state: State, t: str) -> IllegalMove | None:
    """None when a move of type `t` may be played in the current situation (`types_now`), else
    why not, whatever its fields."""
    if t in types_now(state):
        return None
    if state["phase"] == "start":
        return IllegalMove("choose_start", "first choose one of your three dealt cards to discard")
    p = context(state).get("pending")
    if p:
        return IllegalMove("step_pending", f"you must {STEP_NAMES[p['kind']]} first", step=p["kind"])
    if t == Mv.CHOOSE:
        return IllegalMove("start_over", "the starting cards were chosen already")
    if state["reaction"]:
        return IllegalMove("reaction_window", "answer the reaction window with 'use' or 'pass'")
    if t in REACTION:
        return IllegalMove("no_reaction_window", "there is no opponent action to react to")
    if t in STEP_TYPES:
        return IllegalMove("no_step_pending", f"{t!r} answers a step that is not under way", move=t)
    if t in MAIN:
        return IllegalMove("main_action_done", "you already performed your main action this turn")
    return IllegalMove("basic_mode", "sight and diary bonuses are used only in Strategic mode")


def _fields(t: str, move: dict) -> IllegalMove | None:
    required, allowed = FIELDS[t]
    keys = move.keys()
    if not keys <= allowed:
        extra = ", ".join(map(repr, sorted(keys - allowed)))
        return IllegalMove("unexpected_field", f"{t!r} takes no field {extra}", move=t,
                           fields=sorted(map(str, keys - allowed)))
    if not required <= keys:
        missing = ", ".join(map(repr, sorted(required - keys)))
        return IllegalMove("missing_field", f"{t!r} needs the field(s) {missing}", move=t,
                           fields=sorted(required - keys))
    return None


def _index(value, length: int) -> bool:
    return type(value) is int and 0 <= value < length


def _has(items: list, value) -> bool:
    """Whether `value` is one of the (non-empty) items of a row, hand or reserve."""
    return value is not None and value in items


def kind(t: str, candidates, check=None, fallback: tuple[str, str] = ("illegal_move", "")) -> MoveKind:
    """A move kind: its candidates are well-formed moves of type `t`, and `check` is what a
    well-formed move of that type must pass in a situation that admits the type. A kind without
    a check lists exactly its legal moves; any other move of its type gets the `fallback` reason."""
    return MoveKind(t, candidates, check, fallback)


# ----- the start and the main actions ----------------------------------------------------------

def _choose_moves(state, seat):
    return [{"type": Mv.CHOOSE, "card": c} for c in state["seats"][seat]["dealt"]]

def _plan_moves(state, seat):
    return [{"type": Mv.PLAN, "card": c} for c in state["display"] if c]

def _rent_moves(state, seat):
    return [{"type": Mv.RENT, "token": k} for k in kinds(state["board"])]


def _take_token_moves(state, seat):
    return [{"type": Mv.TAKE_TOKEN, "token": k} for k in kinds(state["board"])]

def _die_moves(state, seat):
    alt = state["turn"]["mods"].get("die_as")
    moves = []
    for i, face in enumerate(state["dice"]):
        if face is None:
            continue
        moves.append({"type": Mv.DIE, "die": i})
        if alt and alt != face:
            moves.append({"type": Mv.DIE, "die": i, "as": alt})
    return moves


def _missing_die(dice, i):
    """The refusal of a die that is not in that place of the dice row, else None."""
    if not _index(i, len(dice)) or dice[i] is None:
        return IllegalMove("no_such_die", "there is no die in that place of the dice row",
                           dice=len([d for d in dice if d]))
    return None


def _check_die(state, seat, move):
    dice = state["dice"]
    i = move["die"]
    if missing := _missing_die(dice, i):
        return missing
    m = state["turn"]["mods"]
    face = dice[i]
    if "as" in move:
        if move["as"] is None or move["as"] != m.get("die_as") or move["as"] == face:
            return IllegalMove("no_die_as", "no bonus of this turn lets you use that die as that face",
                               face=face, **({"as": move["as"]} if move["as"] in MOVE_MODES else {}))
        face = move["as"]
    pawn = state["seats"][seat]["pawn"]
    if not destinations(pawn, face, m):
        return IllegalMove("die_unusable", f"a {face} cannot take you anywhere from here", face=face, at=pawn)
    return None


def photo_places(state: State, seat: int) -> set[int]:
    """Where the seat may photograph from its pawn this turn."""
    pawn = state["seats"][seat]["pawn"]
    if state["turn"]["mods"].get("photo_adjacent"):
        return {pawn, *ALL[pawn]}
    return {pawn}


def _photo_moves(state, seat):
    me = state["seats"][seat]
    where = photo_places(state, seat)
    free = [i for i, e in enumerate(me["diary"]) if e is None]
    return [{"type": Mv.PHOTO, "card": c, "slot": i} for c in me["hand"] if number(c) in where for i in free]


def _check_photo(state, seat, move):
    me = state["seats"][seat]
    card = move["card"]
    free = [i for i, e in enumerate(me["diary"]) if e is None]
    if not free:
        return IllegalMove("diary_full", "every slot of your diary holds a photograph already",
                           slots=len(me["diary"]))
    if not _has(me["hand"], card):
        return IllegalMove("card_not_in_hand", "you do not hold that sight card",
                           **({"card": card} if isinstance(card, str) and card.startswith("sight:") else {}))
    if number(card) not in photo_places(state, seat):
        near = {"near": True} if state["turn"]["mods"].get("photo_adjacent") else {}
        return IllegalMove("wrong_location", f"your pawn is at location {me['pawn']}, and sight "
                                             f"#{number(card)} is not there" + (" or one segment away" if near else ""),
                           card=card, at=me["pawn"], town=number(card), **near)
    slot = move["slot"]
    if not _index(slot, len(me["diary"])):
        return IllegalMove("no_such_slot", f"a diary has slots 1 to {len(me['diary'])}", slots=len(me["diary"]))
    if me["diary"][slot] is not None:
        return IllegalMove("slot_taken", "that slot of your diary holds a photograph already",
                           slot=slot, card=me["diary"][slot]["card"], free=free)
    return None


# ----- the rest of a turn ---------------------------------------------------------------------

def _end_turn_moves(state, seat):
    if state["turn"]["main_done"] or not any(True for _ in _main_legal(state, seat)):
        return [{"type": Mv.END_TURN}]
    return []

def _main_legal(state, seat):
    """Legal main actions, lazily (ending the turn only asks whether there is one)."""
    for t in MAIN:
        k = KINDS.by_type[t]
        for m in k.candidates(state, seat):
            if k.refuse is None or k.refuse(state, seat, m) is None:
                yield m


def _refresh_moves(state, seat):
    return [{"type": Mv.REFRESH}] if refresh.can_pay(state["seats"][seat]) else []

def _sight_bonus_moves(state, seat):
    if state["turn"]["sight_bonus_used"]:
        return []
    return [{"type": Mv.SIGHT_BONUS, "card": c} for c in bonuses.bonus_cards(state, seat)]


def _diary_moves(state, seat):
    return [{"type": Mv.DIARY, "slot": i} for i in bonuses.diary_bonuses(state, seat)]

def _use_moves(state, seat):
    return [{"type": Mv.USE, "card": c} for c in bonuses.reaction_cards(state, seat)]

def _pass_moves(state, seat):
    return [{"type": Mv.PASS}]


# ----- pending steps --------------------------------------------------------------------------

def _go_moves(state, seat):
    p = context(state)["pending"]
    return [{"type": Mv.GO, "to": n} for n in destinations(state["seats"][seat]["pawn"], p["mode"], mods(state))]

def _discard_token_moves(state, seat):
    return [{"type": Mv.DISCARD_TOKEN, "token": t} for t in kinds(state["seats"][seat]["reserve"])]

def _take_card_moves(state, seat):
    return [{"type": Mv.TAKE_CARD, "card": c} for c in state["display"] if c]


def _set_die_moves(state, seat):
    return [{"type": Mv.SET_DIE, "die": i, "face": f}
            for i, d in enumerate(state["dice"]) if d for f in MOVE_MODES if f != d]

def equip_moves(state: State, seat: int, slot: int) -> list[dict]:
    """Reserve tokens onto free matching spaces of the card just placed (universal fits any)."""
    me = state["seats"][seat]
    entry = me["diary"][slot]
    have = kinds(me["reserve"])
    return [{"type": Mv.EQUIP, "token": t, "space": j}
            for j, sym in enumerate(sight(entry["card"]).spaces) if entry["tokens"][j] is None
            for t in have if sym in (t, UNIVERSAL)]


def _equip_moves(state, seat):
    return equip_moves(state, seat, state["turn"]["pending"]["slot"])

def _equip_done_moves(state, seat):
    return [{"type": Mv.EQUIP_DONE}]


# ----- the refresh ----------------------------------------------------------------------------

def _refresh_row_moves(state, seat):
    return [{"type": Mv.REFRESH_ROW, "row": r} for r in refresh.ROWS]

def _discard_item_moves(state, seat):
    p = context(state)["pending"]
    return [{"type": Mv.DISCARD_ITEM, "index": i} for i, x in enumerate(row_of(state, p["row"]))
            if x is not None and i not in p["marked"]]

def _refill_moves(state, seat):
    return [{"type": Mv.REFILL}]


def _pay_moves(state, seat):
    me = state["seats"][seat]
    return ([{"type": Mv.PAY, "token": t} for t in kinds(me["reserve"])]
            + [{"type": Mv.PAY, "card": c} for c in me["hand"]])

def _cancel_moves(state, seat):
    return [{"type": Mv.CANCEL}] if refresh.cancellable(state) else []

def _unknown(state, seat, move):
    if state["phase"] == "start":
        return IllegalMove("choose_start", "first choose one of your three dealt cards to discard")
    return IllegalMove("illegal_move", f"{move.get('type')!r} is not a move of Phototour")


# ----- why a move of each kind is refused (its values, for the catalog's words) ----------------

def _value(move: dict, field: str) -> dict:
    """The move's own value of `field` as a refusal's parameter (a plain JSON value; a value the
    move sent hides nothing)."""
    v = move.get(field)
    return {field: v} if isinstance(v, (str, int)) and not isinstance(v, bool) else {}


def _check_choose(state, seat, move):
    if move["card"] not in state["seats"][seat]["dealt"]:
        return IllegalMove("card_not_dealt", "that card was not dealt to you", **_value(move, "card"))
    return None


def _check_on_offer(state, seat, move):
    if not _has(state["display"], move["card"]):
        return IllegalMove("card_not_available", "that sight card is not on offer", **_value(move, "card"))
    return None


def _check_on_board(state, seat, move):
    if not _has(state["board"], move["token"]):
        return IllegalMove("token_not_available", "no such equipment token lies on the board",
                           **_value(move, "token"))
    return None


def _check_end_turn(state, seat, move):
    if not _end_turn_moves(state, seat):
        return IllegalMove("main_action_missing", "take a main action before ending your turn")
    return None


def _check_refresh(state, seat, move):
    if not refresh.can_pay(state["seats"][seat]):
        return IllegalMove("cannot_pay", "a refresh costs a token of your reserve or a card of your hand, "
                                         "and you have neither")
    return None


def _check_sight_bonus(state, seat, move):
    card = move["card"]
    if state["turn"]["sight_bonus_used"]:
        return IllegalMove("bonus_used", "only one sight bonus may be activated per turn")
    if card not in bonuses.photographed(state, seat):
        return IllegalMove("not_photographed", "that sight is not in your diary", **_value(move, "card"))
    b = sight(card).bonus
    if not b:
        return IllegalMove("no_bonus", "that sight has no bonus", card=card)
    said = {"card": card, "bonus": f"bonus:{number(card)}"}
    if b["timing"] == "end":
        return IllegalMove("bonus_at_end", "that bonus scores at the end of the game", **said)
    if b["timing"] == "opponent":
        return IllegalMove("bonus_reacts", "that bonus answers an opponent's action, between turns", **said)
    if not bonuses.sight_bonus_usable(state, seat, card):
        if b["timing"] == "turn":
            return IllegalMove("bonus_too_late", "that bonus changes the main action, which is done", **said)
        return IllegalMove("bonus_idle", "that bonus can do nothing now", **said)
    return None


def _check_diary(state, seat, move):
    i = move["slot"]
    slots = bonuses.diary_slots(state, seat)
    if not slots or not _index(i, len(slots)) or slots[i]["row"] != "top":
        return IllegalMove("diary_slot_no_bonus", "only the top row of a side B diary has bonuses",
                           **_value(move, "slot"))
    entry = state["seats"][seat]["diary"][i]
    said = {"slot": i, "bonus": f"diary:{bonuses.diary_name(state, seat)}:{i}"}
    if entry is None:
        return IllegalMove("diary_slot_empty", "that slot holds no photograph yet", **said)
    if sight(entry["card"]).type != slots[i]["type"]:
        return IllegalMove("diary_slot_wrong_type", "the photograph in that slot is not of the slot's kind",
                           **said, card=entry["card"], kind=slots[i]["type"])
    if entry["used"]:
        return IllegalMove("diary_bonus_used", "that slot's bonus was used already", **said)
    if not bonuses.diary_bonus_open(state, seat, i):
        return IllegalMove("diary_bonus_idle", "that slot's bonus can do nothing now", **said)
    return None


def _check_use(state, seat, move):
    card = move["card"]
    if card not in bonuses.photographed(state, seat):
        return IllegalMove("not_photographed", "that sight is not in your diary", **_value(move, "card"))
    if state["seats"][seat]["reacted"]:
        return IllegalMove("reacted_already", "you answered an opponent's action already since your last turn")
    if not bonuses.reaction_usable(state, seat, card):
        b = sight(card).bonus
        return IllegalMove("no_reaction", "that sight's bonus does not answer this action", card=card,
                           **({"bonus": f"bonus:{number(card)}"} if b else {}))
    return None


def _check_go(state, seat, move):
    p = context(state)["pending"]
    if move["to"] not in destinations(state["seats"][seat]["pawn"], p["mode"], mods(state)):
        return IllegalMove("out_of_range", "this trip cannot reach that location", **_value(move, "to"),
                           at=state["seats"][seat]["pawn"], mode=p["mode"])
    return None


def _check_in_reserve(state, seat, move):
    if not _has(state["seats"][seat]["reserve"], move["token"]):
        return IllegalMove("token_not_in_reserve", "you have no such token in your reserve",
                           **_value(move, "token"))
    return None


def _check_set_die(state, seat, move):
    dice = state["dice"]
    i = move["die"]
    if missing := _missing_die(dice, i):
        return missing
    if move["face"] not in MOVE_MODES or move["face"] == dice[i]:
        return IllegalMove("bad_face", "turn the die to one of its other faces", face=dice[i])
    return None


def _check_equip(state, seat, move):
    slot = state["turn"]["pending"]["slot"]
    entry = state["seats"][seat]["diary"][slot]
    if not _has(state["seats"][seat]["reserve"], move["token"]):
        return IllegalMove("token_not_in_reserve", "you have no such token in your reserve",
                           **_value(move, "token"))
    spaces = sight(entry["card"]).spaces
    j = move["space"]
    if not _index(j, len(spaces)):
        return IllegalMove("no_such_space", "the photograph has no such space", card=entry["card"],
                           spaces=len(spaces))
    if entry["tokens"][j] is not None:
        return IllegalMove("space_taken", "a token lies on that space already", card=entry["card"],
                           token=entry["tokens"][j])
    if spaces[j] not in (move["token"], UNIVERSAL):
        return IllegalMove("token_mismatch", "that space shows another symbol", card=entry["card"],
                           token=move["token"], space=spaces[j])
    return None


def _check_row(state, seat, move):
    if move["row"] not in refresh.ROWS:
        return IllegalMove("no_such_row", f"refresh one of: {', '.join(refresh.ROWS)}")
    return None


def _check_discard_item(state, seat, move):
    p = context(state)["pending"]
    row = row_of(state, p["row"])
    i = move["index"]
    if not _index(i, len(row)) or row[i] is None:
        return IllegalMove("no_such_item", "nothing lies in that place of the row", row=p["row"])
    if i in p["marked"]:
        return IllegalMove("marked_already", "that item is marked already", row=p["row"])
    return None


def _check_pay(state, seat, move):
    me = state["seats"][seat]
    if ("token" in move) == ("card" in move):
        return IllegalMove("payment_unavailable", "pay with one token of your reserve or one card of your hand")
    if "token" in move and not _has(me["reserve"], move["token"]):
        return IllegalMove("token_not_in_reserve", "you have no such token in your reserve",
                           **_value(move, "token"))
    if "card" in move and not _has(me["hand"], move["card"]):
        return IllegalMove("card_not_in_hand", "you do not hold that sight card", **_value(move, "card"))
    return None


def _check_cancel(state, seat, move):
    if context(state)["pending"]["free"]:
        return IllegalMove("free_refresh", "a free refresh from a bonus cannot be cancelled")
    if not refresh.cancellable(state):
        return IllegalMove("cannot_cancel", "a refresh started after three cancelled ones must be paid",
                           cancels=refresh.CANCELS_PER_TURN)
    return None


KINDS = MoveKinds(
    kind(Mv.CHOOSE, _choose_moves, _check_choose),
    kind(Mv.PLAN, _plan_moves, _check_on_offer),
    kind(Mv.RENT, _rent_moves, _check_on_board),
    kind(Mv.DIE, _die_moves, _check_die),
    kind(Mv.PHOTO, _photo_moves, _check_photo),
    kind(Mv.END_TURN, _end_turn_moves, _check_end_turn),
    kind(Mv.REFRESH, _refresh_moves, _check_refresh),
    kind(Mv.SIGHT_BONUS, _sight_bonus_moves, _check_sight_bonus),
    kind(Mv.DIARY, _diary_moves, _check_diary),
    kind(Mv.USE, _use_moves, _check_use),
    kind(Mv.PASS, _pass_moves),
    kind(Mv.GO, _go_moves, _check_go),
    kind(Mv.DISCARD_TOKEN, _discard_token_moves, _check_in_reserve),
    kind(Mv.TAKE_CARD, _take_card_moves, _check_on_offer),
    kind(Mv.TAKE_TOKEN, _take_token_moves, _check_on_board),
    kind(Mv.SET_DIE, _set_die_moves, _check_set_die),
    kind(Mv.EQUIP, _equip_moves, _check_equip),
    kind(Mv.EQUIP_DONE, _equip_done_moves),
    kind(Mv.REFRESH_ROW, _refresh_row_moves, _check_row),
    kind(Mv.DISCARD_ITEM, _discard_item_moves, _check_discard_item),
    kind(Mv.REFILL, _refill_moves),
    kind(Mv.PAY, _pay_moves, _check_pay),
    kind(Mv.CANCEL, _cancel_moves, _check_cancel),
    unknown=_unknown,
)


def legal_moves(state: State, seat: int) -> list[dict]:
    """The candidates of the types the situation admits that pass their kind's check (being
    generated, they have their type's fields)."""
    return KINDS.legal(state, seat, types_now(state))


def refusal(state: State, seat: int, move: dict) -> IllegalMove | None:
    """Why `move` is refused (None: it is legal): the situation, the fields, then its kind's
    check and whether it is among the candidates."""
    t = move.get("type")
    if t not in KINDS.by_type:
        return _unknown(state, seat, move)
    return _situation(state, t) or _fields(t, move) or KINDS.refusal(state, seat, move)
