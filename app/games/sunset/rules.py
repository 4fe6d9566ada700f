"""Legal moves, applying a move, and the flow of days: planning, trek, cleanup, end of game."""

from __future__ import annotations

from app.engine import Event, Move, State

from .content import COLOURS, COMMISSIONS, EARLY_END, MID_END, PLANNING
from .legality import can_move, legal_moves, refusal
from .ending import EndCode, end_reason_text
from .names import MoveType, Phase, Step
from .scoring import final_events
from .state import SIZE, current_seat, idx, refill
from .goals import goal_met
from .trek import complete_sale, do_hike

# ----- phase flow ----------------------------------------------------------------------------


def actors(state: State) -> list[int]:
    if state["phase"] == Phase.PLANNING:
        return [s for s, seat in enumerate(state["seats"]) if seat["chosen"] is None]
    if state["phase"] == Phase.TREK:
        return [current_seat(state)]
    return []


def start_day(state: State) -> list[Event]:
    state["phase"] = Phase.PLANNING
    events: list[Event] = [{"type": "day", "day": state["day"]}]
    for s, seat in enumerate(state["seats"]):
        need = 3 - len(seat["hand"])
        drawn = seat["deck"][:need]
        del seat["deck"][:need]
        seat["hand"] += drawn
        seat["known"] = min(seat["known"], len(seat["deck"]))
        if not drawn:
            continue
        if state["solo"]:
            events.append({"type": "draw_planning", "seat": s, "cards": drawn})
        else:
            events.append({"type": "draw_planning", "seat": s, "count": len(drawn), "secret": {"cards": drawn}})
    return events


def wake_action(state: State, card: str) -> list[Event]:
    """Wanderlust: the action of the chosen card's wake-up time."""
    wake = PLANNING[card]["wake"]
    if wake < EARLY_END:
        dealt = refill(state, list(range(SIZE * SIZE)))
        # The wake-up action is always told; its words say when no space was empty to refill.
        return [{"type": "early_morning", "dealt": dealt, "time": PLANNING[card]["time"],
                 **({} if dealt else {"code": "early_morning_none"})}]
    events: list[Event] = []
    for _ in range(1 if wake < MID_END else 2):
        row = state["commission_row"]
        present = [(i, c) for i, c in enumerate(row) if c is not None]
        if not present:
            break
        i, cid = max(present, key=lambda ic: (COMMISSIONS[ic[1]]["renown"], -ic[0]))
        row[i] = None
        state["commission_discard"].append(cid)
        events.append({"type": "discard_commission", "commission": cid, "slot": i, "time": PLANNING[card]["time"]})
    return events


def trek_order(state: State) -> list[int]:
    """Earliest wake-up first. A card's time comes with its colour (the stand-in set gives every
    colour its own quarter hour), so the colour each player chose decides between cards of equal
    rank; equal times, which only a replacement set could have, go by colour in the set's order
    (blue, green, orange, purple), the colour again rather than the seat."""
    return sorted(range(state["players"]), key=lambda s: (PLANNING[state["seats"][s]["chosen"]]["wake"],
                                                          COLOURS.index(state["seats"][s]["colour"])))


def reveal(state: State) -> list[Event]:
    state["order"] = trek_order(state)
    state["turn"] = 0
    events: list[Event] = [{
        "type": "reveal",
        "cards": {str(s): seat["chosen"] for s, seat in enumerate(state["seats"])},
        "order": state["order"],
    }]
    if state["solo"]:
        events += wake_action(state, state["seats"][0]["chosen"])
    state["phase"] = Phase.TREK
    return events + start_turn(state)


def start_turn(state: State) -> list[Event]:
    seat = current_seat(state)
    state["step"] = Step.HIKE
    state["path"] = [state["seats"][seat]["pos"]]
    state["paint_left"] = 0
    state["turn_log"] = {"dir": None, "distance": 0, "painted": 0, "sold": 0}
    state["sale"] = None
    return [{"type": "turn", "seat": seat}]


def end_turn(state: State, seat: int) -> list[Event]:
    events: list[Event] = []
    if state["goal"] is not None and goal_met(state, seat):
        holder = state["goal_holder"]
        if holder != seat:
            state["goal_holder"] = seat
            events.append({"type": "goal_steal" if holder is not None else "goal_claim",
                           "seat": seat, "goal": state["goal"], "from": holder})
    s = state["seats"][seat]
    s["played"].append(s["chosen"])
    s["chosen"] = None
    state["step"] = None
    state["path"] = []
    state["paint_left"] = 0
    state["turn_log"] = None
    state["turn"] += 1
    if state["turn"] < len(state["order"]):
        return events + start_turn(state)
    return events + cleanup(state)


def cleanup(state: State) -> list[Event]:
    state["order"] = []
    state["turn"] = 0
    events: list[Event] = []
    if not state["solo"] and state["goal"] is not None:
        if state["goal_holder"] is None:
            state["goal_discard"].append(state["goal"])
        else:
            state["seats"][state["goal_holder"]]["goals"].append(state["goal"])
        state["goal"] = None
        state["goal_holder"] = None
    if state["day"] >= state["days"]:
        return events + end_game(state, EndCode.DAYS_PLAYED)
    row = state["commission_row"]
    supply = ([state["commission_preview"]] if state["commission_preview"] else []) + state["commission_deck"]
    if len(supply) < sum(1 for c in row if c is None):
        # The row cannot be refilled: the game ends at this cleanup, before a Wilderness refill
        # or a new daily goal that nobody could play.
        return events + end_game(state, EndCode.OUT_OF_COMMISSIONS)
    if state["solo"]:
        seat = state["seats"][0]
        if seat["deck"]:
            card = seat["deck"].pop(0)
            seat["hand"].append(card)
            events.append({"type": "draw_planning", "seat": 0, "cards": [card]})
    else:
        dealt = refill(state, list(range(SIZE * SIZE)))
        if dealt:
            events.append({"type": "refill", "dealt": dealt})
        if state["goal_deck"]:
            state["goal"] = state["goal_deck"].pop(0)
            events.append({"type": "new_goal", "goal": state["goal"]})
    if state["solo"]:
        present = [c for c in row if c is not None]
        row[:] = present + [None] * (len(row) - len(present))
    empty = [i for i, c in enumerate(row) if c is None]
    for i in empty:
        if state["commission_preview"] is not None:
            row[i] = state["commission_preview"]
            state["commission_preview"] = None
        else:
            row[i] = state["commission_deck"].pop(0)
    if state["commission_preview"] is None and state["commission_deck"]:
        state["commission_preview"] = state["commission_deck"].pop(0)
    events.append({"type": "commissions", "row": list(row), "preview": state["commission_preview"]})
    state["day"] += 1
    return events + start_day(state)


def end_game(state: State, code: str) -> list[Event]:
    """End the game for the reason `code` (an EndCode). The event carries the code and its
    parameter for the catalog's words, and the English reason for readers of the raw log."""
    state["phase"] = Phase.OVER
    state["step"] = None
    state["end_reason"] = end_reason_text(code, state["days"])
    return [{"type": "game_end", "code": code, "days": state["days"], "reason": state["end_reason"]},
            *final_events(state)]


def advance(state: State, seat: int) -> list[Event]:
    """Skip steps that offer no choice: painting with nothing to paint, selling with nothing to sell.
    A skip is told by an event (`skip`, its code saying why), so nobody wonders whether a chance
    to paint or sell was missed."""
    events: list[Event] = []
    if state["step"] == Step.PAINT and not can_move(state, seat, MoveType.PAINT):
        if state["paint_left"] > 0:
            events.append({"type": "skip", "code": "nothing_to_paint", "seat": seat, "step": Step.PAINT})
        state["step"] = Step.SELL
    if state["step"] == Step.SELL and not can_move(state, seat, MoveType.SELL):
        code = "nothing_else_fits" if state["turn_log"]["sold"] else "nothing_fits"
        events.append({"type": "skip", "code": code, "seat": seat, "step": Step.SELL})
        return events + end_turn(state, seat)
    return events


def hike(state: State, seat: int, move: Move) -> list[Event]:
    """A hike or a stay, up to the paint step it leads to (before `advance` skips it). The hike
    preview plays this part alone: it changes only what `preview.hike_copy` copies."""
    s = state["seats"][seat]
    events = do_hike(state, seat, move["dir"], move["distance"]) if move["type"] == MoveType.HIKE else [
        {"type": "stay", "seat": seat, "at": s["pos"]}]
    state["step"] = Step.PAINT
    state["paint_left"] = PLANNING[s["chosen"]]["paint"]
    return events


def apply(state: State, seat: int, move: Move) -> list[Event]:
    t = move["type"]
    s = state["seats"][seat]
    if t == MoveType.PLAN:
        s["hand"].remove(move["card"])
        s["chosen"] = move["card"]
        if not state["solo"]:
            s["hand"] = []
            s["deck"] += move["bottom"]
            s["known"] = min(s["known"] + len(move["bottom"]), len(s["deck"]))
        events: list[Event] = [{"type": "planned", "seat": seat, "secret": {"card": move["card"]}}]
        if all(st["chosen"] is not None for st in state["seats"]):
            events += reveal(state)
        return events
    if t in (MoveType.HIKE, MoveType.STAY):
        return hike(state, seat, move) + advance(state, seat)
    if t == MoveType.PAINT:
        i = idx(move["pos"])
        card = state["board"][i]
        state["board"][i] = None
        s["paintings"].append(card)
        state["paint_left"] -= 1
        state["turn_log"]["painted"] += 1
        return [{"type": "paint", "seat": seat, "pos": move["pos"], "card": card}] + advance(state, seat)
    if t == MoveType.STOP_PAINTING:
        state["step"] = Step.SELL
        return advance(state, seat)
    if t == MoveType.SELL:
        state["step"] = Step.FRAME
        state["sale"] = {"commission": move["commission"], "landscapes": []}
        return [{"type": "start_sale", "seat": seat, "commission": move["commission"]}]
    if t == MoveType.FRAME:
        state["sale"]["landscapes"].append(move["landscape"])
        if len(state["sale"]["landscapes"]) == len(COMMISSIONS[state["sale"]["commission"]]["frames"]):
            return complete_sale(state, seat) + advance(state, seat)
        return []
    if t == MoveType.CANCEL_SALE:
        state["sale"] = None
        state["step"] = Step.SELL
        return [{"type": "cancel_sale", "seat": seat}]
    if t == MoveType.END_TURN:
        return end_turn(state, seat)
    raise ValueError(t)


__all__ = ["actors", "apply", "hike", "legal_moves", "refusal", "start_day"]
