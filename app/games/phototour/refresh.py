"""The Refresh action: choose a row, mark what to discard, refill, then pay (or cancel first)."""

from __future__ import annotations

from .names import Mv, Step
from .state import State, fill_board, fill_display, roll_dice
from .steps import context, row_of

ROWS = ("sights", "tokens", "dice")
CANCELS_PER_TURN = 3  # abandoning an unpaid refresh is free, so it is bounded to keep turns finite
PENDING = (Step.REFRESH_ROW, Step.REFRESH_DISCARD, Step.REFRESH_PAY)


def can_pay(me: dict) -> bool:
    return bool(me["reserve"] or me["hand"])


def cancellable(state: State) -> bool:
    """An unpaid refresh may be abandoned, a bounded number of times a turn."""
    return not context(state)["pending"]["free"] and state["turn"].get("cancels", 0) < CANCELS_PER_TURN


def start(state: State, free: bool) -> None:
    context(state)["pending"] = {"kind": Step.REFRESH_ROW, "free": free}


def _refresh(state, seat, move):
    start(state, free=False)
    return []


def _cancel(state, seat, move):
    state["turn"]["pending"] = None
    state["turn"]["cancels"] = state["turn"].get("cancels", 0) + 1
    return []


def _refresh_row(state, seat, move):
    p = context(state)["pending"]
    context(state)["pending"] = {"kind": Step.REFRESH_DISCARD, "row": move["row"], "marked": [], "free": p["free"]}
    return []


def _discard_item(state, seat, move):
    context(state)["pending"]["marked"].append(move["index"])
    return []


def _refill(state, seat, move):
    p = context(state)["pending"]
    if p["free"]:
        return _do_refresh(state, seat, p)
    p["kind"] = Step.REFRESH_PAY
    return []


def _pay(state, seat, move):
    me = state["seats"][seat]
    if "token" in move:
        me["reserve"].remove(move["token"])
        state["token_discard"][move["token"]] += 1
        return [{"type": "refresh_paid", "seat": seat, "token": move["token"]}] + _do_refresh(
            state, seat, context(state)["pending"])
    me["hand"].remove(move["card"])
    if move["card"] in me["secret"]:
        me["secret"].remove(move["card"])
    return [{"type": "refresh_paid", "seat": seat, "card": move["card"]}] + _do_refresh(
        state, seat, context(state)["pending"], paid_card=move["card"])


def _do_refresh(state: State, seat: int, p: dict, paid_card: str | None = None) -> list[dict]:
    """Discard the marked items, then lay out new ones until there are 5.

    Sight cards leaving in a refresh (and a card paid for it) reach the discard pile only after
    the new cards are laid out, so an empty deck rebuilt meanwhile does not take them straight
    back. When deck and pile together cannot make 5, they do come back: the rulebook says a
    refresh ends with exactly 5, so the pile, with them in it, is shuffled into a new deck and
    the laying out goes on (docs/rules/phototour.md, ruling 4).
    """
    row = row_of(state, p["row"])
    gone = []
    for i in sorted(p["marked"]):
        gone.append(row[i])
        if p["row"] == "tokens":
            state["token_discard"][row[i]] += 1
        row[i] = None
    {"sights": fill_display, "tokens": fill_board, "dice": roll_dice}[p["row"]](state)
    if paid_card:
        state["sight_discard"].append(paid_card)
    if p["row"] == "sights":
        state["sight_discard"] += gone
        if None in row:
            fill_display(state)
    context(state)["pending"] = None
    return [{"type": "refreshed", "seat": seat, "row": p["row"], "discarded": gone, "now": list(row)}]


HANDLERS = {
    Mv.REFRESH: _refresh, Mv.CANCEL: _cancel, Mv.REFRESH_ROW: _refresh_row,
    Mv.DISCARD_ITEM: _discard_item, Mv.REFILL: _refill, Mv.PAY: _pay,
}
