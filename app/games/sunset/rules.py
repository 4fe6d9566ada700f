"""Legal moves, applying a move, and the flow of days: planning, trek, cleanup, end of game."""

from __future__ import annotations

from itertools import permutations

from app.engine import Event, IllegalMove, Move, State
from app.engine.events import score
from app.engine.grid import key, unkey

from .content import COMMISSIONS, DIRECTIONS, EARLY_END, GOALS, LANDSCAPES, MID_END, PLANNING
from .scoring import can_complete, final_events
from .state import SIZE, artists_at, current_seat, idx, is_station, landscapes_left, on_board, pos_of, refill

# ----- phase flow ----------------------------------------------------------------------------


def actors(state: State) -> list[int]:
    if state["phase"] == "planning":
        return [s for s, seat in enumerate(state["seats"]) if seat["chosen"] is None]
    if state["phase"] == "trek":
        return [current_seat(state)]
    return []


def start_day(state: State) -> list[Event]:
    state["phase"] = "planning"
    events: list[Event] = [{"type": "day", "day": state["day"]}]
    for s, seat in enumerate(state["seats"]):
        need = 3 - len(seat["hand"])
        drawn = seat["deck"][:need]
        del seat["deck"][:need]
        seat["hand"] += drawn
        seat["known"] = min(seat["known"], len(seat["deck"]))
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
        return [{"type": "early_morning", "dealt": dealt}]
    events: list[Event] = []
    for _ in range(1 if wake < MID_END else 2):
        row = state["commission_row"]
        present = [(i, c) for i, c in enumerate(row) if c is not None]
        if not present:
            break
        i, cid = max(present, key=lambda ic: (COMMISSIONS[ic[1]]["renown"], -ic[0]))
        row[i] = None
        state["commission_discard"].append(cid)
        events.append({"type": "discard_commission", "commission": cid, "slot": i})
    return events


def trek_order(state: State) -> list[int]:
    """Earliest wake-up first; equal times (impossible with the stand-in set) go by seat number."""
    return sorted(range(state["players"]), key=lambda s: (PLANNING[state["seats"][s]["chosen"]]["wake"], s))


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
    state["phase"] = "trek"
    return events + start_turn(state)


def start_turn(state: State) -> list[Event]:
    seat = current_seat(state)
    state["step"] = "hike"
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
        return events + end_game(state, f"{state['days']} days played")
    if state["solo"]:
        seat = state["seats"][0]
        if seat["deck"]:
            card = seat["deck"].pop(0)
            seat["hand"].append(card)
            events.append({"type": "draw_planning", "seat": 0, "cards": [card]})
    else:
        dealt = refill(state, list(range(SIZE * SIZE)))
        events.append({"type": "refill", "dealt": dealt})
        if state["goal_deck"]:
            state["goal"] = state["goal_deck"].pop(0)
            events.append({"type": "new_goal", "goal": state["goal"]})
    row = state["commission_row"]
    if state["solo"]:
        present = [c for c in row if c is not None]
        row[:] = present + [None] * (len(row) - len(present))
    empty = [i for i, c in enumerate(row) if c is None]
    supply = ([state["commission_preview"]] if state["commission_preview"] else []) + state["commission_deck"]
    if len(supply) < len(empty):
        return events + end_game(state, "not enough commissions to refill the row")
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


def end_game(state: State, reason: str) -> list[Event]:
    state["phase"] = "over"
    state["step"] = None
    state["end_reason"] = reason
    return [{"type": "game_end", "reason": reason}, *final_events(state)]


# ----- daily goals ---------------------------------------------------------------------------


def goal_met(state: State, seat: int) -> bool:
    log = state["turn_log"]
    goal = state["goal"]
    d = log["dir"] if log["distance"] else None
    if goal == "goal:horizontal":
        return d in ("E", "W")
    if goal == "goal:diagonal":
        return d is not None and len(d) == 2
    if goal == "goal:far":
        return log["distance"] >= 3
    if goal == "goal:paint3":
        return log["painted"] >= 3
    if goal == "goal:sell2":
        return log["sold"] >= 2
    if goal == "goal:edge":
        x, y = unkey(state["seats"][seat]["pos"])
        return log["distance"] > 0 and (x in (0, SIZE - 1) or y in (0, SIZE - 1))
    if goal == "goal:palette":
        shown = {f for c in state["seats"][seat]["paintings"] for f in LANDSCAPES[c]}
        return len(shown) == 5
    return False


# ----- hiking --------------------------------------------------------------------------------


def station_neighbours(i: int) -> list[int]:
    """The spaces around a ranger station, in reading order (stations themselves excluded later)."""
    x, y = i % SIZE, i // SIZE
    return [ny * SIZE + nx for ny in range(y - 1, y + 2) for nx in range(x - 1, x + 2)
            if (nx, ny) != (x, y) and on_board(nx, ny)]


def hike_targets(state: State, seat: int) -> list[tuple[str, int]]:
    """Every (direction, distance) the seat's planning card allows from where its artist stands.

    The walk is simulated step by step so that spaces a ranger station refills as the artist
    passes it can be walked into on the same hike.
    """
    card = PLANNING[state["seats"][seat]["chosen"]]
    board = state["board"]
    others = {st["pos"] for s, st in enumerate(state["seats"]) if s != seat}
    out = []
    for d in card["directions"]:
        dx, dy = DIRECTIONS[d]
        x, y = unkey(state["seats"][seat]["pos"])
        filled = [c is not None for c in board]
        supply = landscapes_left(state)
        for dist in range(1, card["move"] + 1):
            x, y = x + dx, y + dy
            if not on_board(x, y):
                break
            i = y * SIZE + x
            if not filled[i]:
                break
            if is_station(board[i]):
                for j in station_neighbours(i):
                    if not filled[j] and supply > 0:
                        filled[j] = True
                        supply -= 1
            if key((x, y)) not in others:
                out.append((d, dist))
    return out


def do_hike(state: State, seat: int, d: str, dist: int) -> list[Event]:
    s = state["seats"][seat]
    x, y = unkey(s["pos"])
    dx, dy = DIRECTIONS[d]
    events: list[Event] = []
    for _ in range(dist):
        x, y = x + dx, y + dy
        state["path"].append(key((x, y)))
        i = y * SIZE + x
        if is_station(state["board"][i]):
            dealt = refill(state, station_neighbours(i))
            events.append({"type": "ranger_station", "station": state["board"][i], "dealt": dealt})
    s["pos"] = key((x, y))
    state["turn_log"]["dir"] = d
    state["turn_log"]["distance"] = dist
    return [{"type": "hike", "seat": seat, "dir": d, "distance": dist, "to": s["pos"]}, *events]


# ----- painting and selling ------------------------------------------------------------------


def paintable(state: State, seat: int) -> list[str]:
    """Spaces on this turn's path whose landscape the seat may paint now."""
    if state["paint_left"] <= 0:
        return []
    out = []
    for p in state["path"]:
        cell = state["board"][idx(p)]
        if cell is None or is_station(cell) or p in out:
            continue
        if any(o != seat for o in artists_at(state, p)):
            continue
        out.append(p)
    return out


def for_sale(state: State) -> list[str]:
    """Commissions that may be acquired now: the row, and in Wanderlust's last day the preview."""
    out = [c for c in state["commission_row"] if c is not None]
    if state["solo"] and state["day"] == state["days"] and state["commission_preview"]:
        out.append(state["commission_preview"])
    return out


def sellable(state: State, seat: int) -> list[str]:
    paintings = state["seats"][seat]["paintings"]
    return [c for c in for_sale(state) if can_complete(COMMISSIONS[c]["frames"], [], paintings)]


def frame_choices(state: State, seat: int) -> list[str]:
    sale = state["sale"]
    frames = COMMISSIONS[sale["commission"]]["frames"]
    chosen = sale["landscapes"]
    pool = [c for c in state["seats"][seat]["paintings"] if c not in chosen]
    return [c for c in pool if can_complete(frames, chosen + [c], [p for p in pool if p != c])]


def complete_sale(state: State, seat: int) -> list[Event]:
    sale = state["sale"]
    cid = sale["commission"]
    s = state["seats"][seat]
    if cid in state["commission_row"]:
        state["commission_row"][state["commission_row"].index(cid)] = None
    else:
        state["commission_preview"] = None
    for c in sale["landscapes"]:
        s["paintings"].remove(c)
        state["landscape_discard"].append(c)
    s["commissions"].append(cid)
    state["turn_log"]["sold"] += 1
    state["sale"] = None
    state["step"] = "sell"
    renown = COMMISSIONS[cid]["renown"]
    n = len(sale["landscapes"])
    return [
        {"type": "sell", "seat": seat, "commission": cid, "landscapes": sale["landscapes"]},
        score(seat, renown, f"commission sold for {n} landscape{'s' * (n > 1)}: {renown} renown", "commissions"),
    ]


def advance(state: State, seat: int) -> list[Event]:
    """Skip steps that offer no choice: painting with nothing to paint, selling with nothing to sell."""
    if state["step"] == "paint" and not paintable(state, seat):
        state["step"] = "sell"
    if state["step"] == "sell" and not sellable(state, seat):
        return end_turn(state, seat)
    return []


# ----- the protocol's move lists -------------------------------------------------------------


def legal_moves(state: State, seat: int) -> list[Move]:
    if state["phase"] == "planning":
        return plan_moves(state, seat)
    step = state["step"]
    if step == "hike":
        return [{"type": "stay"}] + [{"type": "hike", "dir": d, "distance": n} for d, n in hike_targets(state, seat)]
    if step == "paint":
        board = state["board"]
        return [{"type": "paint", "pos": p, "card": board[idx(p)]} for p in paintable(state, seat)] + [
            {"type": "stop_painting"}]
    if step == "sell":
        return [{"type": "sell", "commission": c} for c in sellable(state, seat)] + [{"type": "end_turn"}]
    if step == "frame":
        return [{"type": "frame", "landscape": c} for c in frame_choices(state, seat)] + [{"type": "cancel_sale"}]
    return []


def plan_moves(state: State, seat: int) -> list[Move]:
    hand = state["seats"][seat]["hand"]
    if state["solo"]:
        return [{"type": "plan", "card": c} for c in hand]
    moves = []
    last_day = state["day"] >= state["days"]
    for keep in hand:
        rest = [c for c in hand if c != keep]
        # On the last day the returned cards are never drawn again, so their order is not asked.
        orders = [rest] if last_day else [list(p) for p in permutations(rest)]
        moves += [{"type": "plan", "card": keep, "bottom": o} for o in orders]
    return moves


def apply(state: State, seat: int, move: Move) -> list[Event]:
    t = move["type"]
    s = state["seats"][seat]
    if t == "plan":
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
    if t in ("hike", "stay"):
        events = do_hike(state, seat, move["dir"], move["distance"]) if t == "hike" else [
            {"type": "stay", "seat": seat, "at": s["pos"]}]
        state["step"] = "paint"
        state["paint_left"] = PLANNING[s["chosen"]]["paint"]
        return events + advance(state, seat)
    if t == "paint":
        i = idx(move["pos"])
        card = state["board"][i]
        state["board"][i] = None
        s["paintings"].append(card)
        state["paint_left"] -= 1
        state["turn_log"]["painted"] += 1
        return [{"type": "paint", "seat": seat, "pos": move["pos"], "card": card}] + advance(state, seat)
    if t == "stop_painting":
        state["step"] = "sell"
        return advance(state, seat)
    if t == "sell":
        state["step"] = "frame"
        state["sale"] = {"commission": move["commission"], "landscapes": []}
        return [{"type": "start_sale", "seat": seat, "commission": move["commission"]}]
    if t == "frame":
        state["sale"]["landscapes"].append(move["landscape"])
        if len(state["sale"]["landscapes"]) == len(COMMISSIONS[state["sale"]["commission"]]["frames"]):
            return complete_sale(state, seat) + advance(state, seat)
        return []
    if t == "cancel_sale":
        state["sale"] = None
        state["step"] = "sell"
        return [{"type": "cancel_sale", "seat": seat}]
    if t == "end_turn":
        return end_turn(state, seat)
    raise ValueError(t)


# ----- why a move is refused -----------------------------------------------------------------


def why_illegal(state: State, seat: int, move: Move) -> IllegalMove:
    t = move.get("type")
    phase, step = state["phase"], state["step"]
    known = {"plan", "hike", "stay", "paint", "stop_painting", "sell", "frame", "cancel_sale", "end_turn"}
    if t not in known:
        return IllegalMove("malformed_move", f"there is no move {t!r} in Sunset Over Water")
    wanted = {"plan": "planning", "hike": "hike", "stay": "hike", "paint": "paint", "stop_painting": "paint",
              "sell": "sell", "end_turn": "sell", "frame": "frame", "cancel_sale": "frame"}[t]
    now = "planning" if phase == "planning" else step
    if wanted != now:
        return IllegalMove("wrong_step", f"{t!r} is not possible now: the current step is {now}")
    if t == "plan":
        return _why_plan(state, seat, move)
    if t == "hike":
        return _why_hike(state, seat, move)
    if t == "paint":
        return _why_paint(state, seat, move)
    if t == "sell":
        cid = move.get("commission")
        if cid not in for_sale(state):
            return IllegalMove("commission_unavailable", f"{cid!r} is not in the commission row")
        return IllegalMove("cannot_fulfil", "your paintings cannot fill every frame of this commission")
    if t == "frame":
        lid = move.get("landscape")
        if lid not in state["seats"][seat]["paintings"] or lid in state["sale"]["landscapes"]:
            return IllegalMove("not_your_painting", f"{lid!r} is not one of your unsold paintings")
        return IllegalMove("frame_mismatch", "this landscape does not fit a frame left on the commission")
    return IllegalMove("illegal_move", f"{t!r} is malformed")


def _why_plan(state: State, seat: int, move: Move) -> IllegalMove:
    hand = state["seats"][seat]["hand"]
    if move.get("card") not in hand:
        return IllegalMove("card_not_in_hand", "choose one of the three planning cards you drew")
    return IllegalMove("bad_return", "return the two other drawn cards to the bottom, in an order you choose")


def _why_hike(state: State, seat: int, move: Move) -> IllegalMove:
    card = PLANNING[state["seats"][seat]["chosen"]]
    d, dist = move.get("dir"), move.get("distance")
    if d not in card["directions"]:
        return IllegalMove("direction_not_allowed", f"your planning card does not allow hiking {d!r}")
    if not isinstance(dist, int) or dist < 1:
        return IllegalMove("malformed_move", "distance is a whole number of spaces, at least 1")
    if dist > card["move"]:
        return IllegalMove("too_far", f"your planning card gives {card['move']} movement points")
    x, y = unkey(state["seats"][seat]["pos"])
    dx, dy = DIRECTIONS[d]
    for n in range(1, dist + 1):
        px, py = x + dx * n, y + dy * n
        if not on_board(px, py):
            return IllegalMove("off_board", "the hike leaves the Wilderness")
        if state["board"][py * SIZE + px] is None:
            return IllegalMove("empty_space", "an artist may not pass through or enter an empty space")
    return IllegalMove("occupied", "an artist may pass through another artist but not end on the same card")


def _why_paint(state: State, seat: int, move: Move) -> IllegalMove:
    p = move.get("pos")
    if state["paint_left"] <= 0:
        return IllegalMove("paint_limit", "you have painted as many landscapes as your planning card allows")
    if p not in state["path"]:
        return IllegalMove("not_on_path", "you may only paint landscapes on this turn's path")
    cell = state["board"][idx(p)]
    if cell is None:
        return IllegalMove("no_card", "there is no landscape on that space")
    if is_station(cell):
        return IllegalMove("ranger_station", "a ranger station cannot be painted")
    if any(o != seat for o in artists_at(state, p)):
        return IllegalMove("occupied", "another artist stands on that landscape")
    return IllegalMove("illegal_move", "the move does not name that landscape correctly")


__all__ = ["actors", "apply", "legal_moves", "start_day", "why_illegal", "pos_of"]
