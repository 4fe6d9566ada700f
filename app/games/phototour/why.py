"""Precise reasons for refusing a move that is not among the legal moves."""

from __future__ import annotations

from app.engine import IllegalMove

from .board import destinations
from .bonuses import diary_bonuses, own_bonus_cards
from .rules import legal_moves
from .steps import context, mods
from .state import State, number

_STEP_NAMES = {
    "go": "choose where to travel", "discard_token": "discard a token from your reserve",
    "take_card": "take a sight card", "take_token": "take a token from the board",
    "set_die": "set a die", "equip": "place equipment or finish the photograph",
    "refresh_pay": "pay for the refresh (or cancel it)", "refresh_row": "choose what to refresh",
    "refresh_discard": "mark items to discard, then refill the row",
}


def why_illegal(state: State, seat: int, move: dict) -> IllegalMove:
    t = move.get("type")
    me = state["seats"][seat]
    if state["phase"] == "start":
        if t != "choose":
            return IllegalMove("choose_start", "first choose one of your three dealt cards to discard")
        return IllegalMove("card_not_dealt", "that card was not dealt to you")
    same = [m for m in legal_moves(state, seat) if m["type"] == t]
    if same and all(not set(move) <= set(m) for m in same):
        extra = sorted(set(move) - set().union(*same))
        if extra:
            return IllegalMove("unexpected_field", f"{t!r} takes no field {', '.join(map(repr, extra))}")
    ctx = context(state)
    p = ctx.get("pending")
    if p:
        if t != _expected(p["kind"], t):
            return IllegalMove("step_pending", f"you must {_STEP_NAMES[p['kind']]} first")
        if t == "go":
            if move.get("to") not in destinations(me["pawn"], p["mode"], mods(state)):
                return IllegalMove("out_of_range", f"location {move.get('to')!r} cannot be reached by "
                                                    f"{p['mode']} from location {me['pawn']}")
        if t == "cancel":
            return IllegalMove("cannot_cancel", "a free refresh cannot be cancelled, nor a 4th unpaid "
                                                "refresh in one turn")
        if t == "equip":
            return IllegalMove("token_mismatch", "the token must be in your reserve and match a free "
                                                 "space of the card just placed (the universal symbol fits any)")
        return IllegalMove("illegal_move", f"{t!r} with these arguments is not possible now")
    if state["reaction"]:
        if t == "use":
            return IllegalMove("no_reaction", "that sight has no bonus answering this action, or you "
                                              "already used one since your last turn")
        return IllegalMove("reaction_window", "answer the reaction window with 'use' or 'pass'")
    turn = state["turn"]
    if t in ("plan", "rent", "die", "photo"):
        if turn["main_done"]:
            return IllegalMove("main_action_done", "you already performed your main action this turn")
        if t == "plan":
            return IllegalMove("card_not_available", "that sight card is not on the table")
        if t == "rent":
            return IllegalMove("token_not_available", "no such equipment token on the board")
        if t == "die":
            return IllegalMove("die_unusable", "no such die, or it cannot take you anywhere from here")
        card = move.get("card")
        if card not in me["hand"]:
            return IllegalMove("card_not_in_hand", "you do not hold that sight card")
        if number(card) != me["pawn"]:
            return IllegalMove("wrong_location", f"your pawn is at location {me['pawn']}, not {number(card)}")
        return IllegalMove("slot_taken", "choose a free slot of your diary (1 to 7)")
    if t == "end_turn":
        return IllegalMove("main_action_missing", "perform a main action before ending your turn")
    if t == "refresh":
        return IllegalMove("cannot_pay", "a refresh costs a token from your reserve or a card in hand")
    if t == "sight_bonus":
        if state["mode"] != "strategic":
            return IllegalMove("basic_mode", "sight bonuses are used only in Strategic mode")
        if turn["sight_bonus_used"]:
            return IllegalMove("bonus_used", "only one sight bonus may be activated per turn")
        if move.get("card") not in own_bonus_cards(state, seat):
            return IllegalMove("no_bonus", "that sight is not in your diary or its bonus cannot be used now")
    if t == "diary":
        if move.get("slot") not in diary_bonuses(state, seat):
            return IllegalMove("diary_bonus_closed", "that diary bonus is used, closed or unavailable")
    if t in ("use", "pass"):
        return IllegalMove("no_reaction_window", "there is no opponent action to react to")
    return IllegalMove("illegal_move", f"{t!r} is not a legal move now")


_EXPECTED = {
    "go": {"go"}, "discard_token": {"discard_token"}, "take_card": {"take_card"},
    "take_token": {"take_token"}, "set_die": {"set_die"}, "equip": {"equip", "equip_done"},
    "refresh_pay": {"pay", "cancel"}, "refresh_row": {"refresh_row", "cancel"},
    "refresh_discard": {"discard_item", "refill", "cancel"},
}


def _expected(kind: str, t) -> str | None:
    return t if t in _EXPECTED[kind] else None
