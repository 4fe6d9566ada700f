"""A trek turn's pieces: hiking (with ranger stations) and completing a sale."""

from __future__ import annotations

from app.engine import Event, State
from app.engine.events import score
from app.engine.grid import key, unkey

from .content import COMMISSIONS, DIRECTIONS
from .names import Step
from .state import SIZE, is_station, on_board, refill


# ----- hiking --------------------------------------------------------------------------------


def station_neighbours(i: int) -> list[int]:
    """The spaces around a ranger station, in reading order (stations themselves excluded later)."""
    x, y = i % SIZE, i // SIZE
    return [ny * SIZE + nx for ny in range(y - 1, y + 2) for nx in range(x - 1, x + 2)
            if (nx, ny) != (x, y) and on_board(nx, ny)]


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
            if dealt:  # a station with no empty space around it (or no landscape left) does nothing
                events.append({"type": "ranger_station", "station": state["board"][i], "dealt": dealt})
    s["pos"] = key((x, y))
    state["turn_log"]["dir"] = d
    state["turn_log"]["distance"] = dist
    return [{"type": "hike", "seat": seat, "dir": d, "distance": dist, "to": s["pos"]}, *events]


# ----- painting and selling ------------------------------------------------------------------


def _preview_for_sale(state: State) -> bool:
    """Wanderlust's last day: the face-up card on the commission deck may be acquired too."""
    return state["solo"] and state["day"] == state["days"] and bool(state["commission_preview"])


def for_sale(state: State) -> list[str]:
    """Commissions that may be acquired now: the row, and in Wanderlust's last day the preview."""
    out = [c for c in state["commission_row"] if c is not None]
    if _preview_for_sale(state):
        out.append(state["commission_preview"])
    return out


def on_sale(state: State, cid: object) -> bool:
    """Whether `cid` is one of `for_sale(state)`, without building the list."""
    if cid is None:
        return False
    return cid in state["commission_row"] or (cid == state["commission_preview"] and _preview_for_sale(state))


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
        score(seat, renown, f"commission sold for {n} landscape{'s' * (n > 1)}: {renown} renown", "commissions",
              code="commission_sold", commission=cid, landscapes=n),
    ]
