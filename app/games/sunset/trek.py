"""A trek turn's pieces: daily goals, hiking (with ranger stations), painting and selling."""

from __future__ import annotations

from app.engine import Event, State
from app.engine.events import score
from app.engine.grid import key, unkey

from .content import COMMISSIONS, DIRECTIONS, LANDSCAPES, PLANNING
from .names import Step
from .scoring import can_complete
from .state import SIZE, artists_at, idx, is_station, landscapes_left, on_board, refill


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
    state["step"] = Step.SELL
    renown = COMMISSIONS[cid]["renown"]
    n = len(sale["landscapes"])
    return [
        {"type": "sell", "seat": seat, "commission": cid, "landscapes": sale["landscapes"]},
        score(seat, renown, f"commission sold for {n} landscape{'s' * (n > 1)}: {renown} renown", "commissions"),
    ]
