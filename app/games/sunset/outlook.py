"""The most the rest of a trek turn can make: the best total the mover reaches by its own choices
(the hike, the landscapes it paints, the commissions it sells to and the paintings it frames)
before its turn ends. The previews' `upto` and a planning card's outlook.

The search plays the hike with the rules themselves (`rules.hike` on a light copy) and then walks
the paint and sale choices on the seat's cards alone: every paint step and sale the rules would
accept (`paintable`, `for_sale`, `can_complete`), each end valued by `scoring.standing`, the same
function as the final table. Landscapes a ranger station deals on the way are not known to the
mover: they are left out (`Outlook.unknown`), so the figure is what the mover can count on.
"""

from __future__ import annotations

from functools import lru_cache
from itertools import combinations
from typing import NamedTuple

from app.engine import State

from .content import COMMISSIONS, EARLY_END, LANDSCAPES, PLANNING
from .legality import legal_moves, paintable
from .names import Phase, Step
from .preview import hike_copy
from .rules import hike, start_turn, wake_action
from .scoring import frame_ok, goal_holder_now, seat_standing
from .state import current_seat, idx
from .trek import for_sale


class Outlook(NamedTuple):
    """The best total a turn reaches, and how many landscapes it could not count (dealt by a
    ranger station on the hike, unseen)."""

    total: int
    unknown: int = 0
    cards: tuple[str, ...] = ()  # after a hike: the landscapes it lets the mover paint (known ones)


def trekking(state: State, seat: int) -> bool:
    """Whether `seat` is in the middle of its own trek turn (so the rest of it can be searched)."""
    return state["phase"] == Phase.TREK and current_seat(state) == seat and state["step"] is not None


def total_of(state: State, seat: int) -> int:
    return sum(seat_standing(state, seat, goal_holder_now(state)).values())


def best(state: State, seat: int, memo: dict | None = None) -> Outlook:
    """The best total `seat` reaches by the end of its trek turn, from any of its steps."""
    step = state["step"]
    if step == Step.HIKE:
        memo = {} if memo is None else memo
        outcomes = [after_hike(state, seat, m, memo) for m in legal_moves(state, seat)]
        return max(outcomes, key=lambda o: o.total)
    if step == Step.PAINT:
        return Outlook(best_paint(state, seat, frozenset(), memo))
    if step == Step.SELL:
        return Outlook(best_sales(state, seat, memo))
    if step == Step.FRAME:
        return Outlook(best_framing(state, seat))
    return Outlook(total_of(state, seat))


def after_hike(state: State, seat: int, move: dict, memo: dict | None = None) -> Outlook:
    """The best a hike (or a stay) leads to; landscapes a ranger station deals are not counted."""
    after = hike_copy(state, seat)
    hike(after, seat, move)
    dealt = frozenset(i for i, (a, b) in enumerate(zip(state["board"], after["board"])) if a is None and b is not None)
    cells = paintable(after, seat)
    unknown = sum(1 for p in cells if idx(p) in dealt)
    cards = tuple(after["board"][idx(p)] for p in cells if idx(p) not in dealt)
    return Outlook(best_paint(after, seat, dealt, memo), unknown, cards)


Sigs = tuple[tuple[str, ...], ...]  # the feature lists of some paintings, sorted: a multiset


def _sigs(cards: list[str]) -> Sigs:
    return tuple(sorted(tuple(LANDSCAPES[c]) for c in cards))


def _light(state: State, seat: int, paintings: list[str], commissions: list[str], painted: int, sold: int) -> State:
    """`state` at the sell step with the seat's cards and the turn's record replaced (the rest
    shared, read only)."""
    seats = list(state["seats"])
    seats[seat] = {**seats[seat], "paintings": paintings, "commissions": commissions}
    log = {**state["turn_log"], "painted": painted, "sold": sold}
    return {**state, "seats": seats, "turn_log": log, "step": Step.SELL, "sale": None}


def best_paint(state: State, seat: int, unknown: frozenset[int], memo: dict | None = None) -> int:
    """Paint step: any set of the paintable landscapes, up to the paint count (stopping early is
    allowed), then the best sales."""
    cells = [p for p in paintable(state, seat) if idx(p) not in unknown]
    s = state["seats"][seat]
    log = state["turn_log"]
    memo = {} if memo is None else memo
    result = None
    seen: set[Sigs] = set()
    for r in range(min(state["paint_left"], len(cells)) + 1):
        for chosen in combinations(cells, r):
            cards = [state["board"][idx(p)] for p in chosen]
            key = _sigs(cards)
            if key in seen:  # the same features: the same outcome
                continue
            seen.add(key)
            light = _light(state, seat, s["paintings"] + cards, list(s["commissions"]), log["painted"] + r, log["sold"])
            value = best_sales(light, seat, memo)
            if result is None or value > result:
                result = value
    assert result is not None  # r = 0 is always tried
    return result


@lru_cache(maxsize=8192)
def _fillings(cid: str, sigs: Sigs, chosen: Sigs = ()) -> tuple[Sigs, ...]:
    """Every multiset of paintings (by features) out of `sigs` that, with `chosen` (framed
    already), fills the commission's frames exactly, one painting each."""
    frames = COMMISSIONS[cid]["frames"]
    if len(frames) > len(sigs) + len(chosen):
        return ()
    counts: dict[tuple[str, ...], int] = {}
    for sig in (*sigs, *chosen):
        counts[sig] = counts.get(sig, 0) + 1
    fitting = [[sig for sig in counts if _fits(cid, i, sig)] for i in range(len(frames))]
    if not all(fitting):
        return ()
    out: set[Sigs] = set()

    def fill(i: int, used: list[tuple[str, ...]]) -> None:
        if i == len(frames):
            rest = list(used)
            for sig in chosen:
                if sig not in rest:
                    return
                rest.remove(sig)
            out.add(tuple(sorted(rest)))
            return
        for sig in fitting[i]:
            if counts[sig] > used.count(sig):
                fill(i + 1, used + [sig])

    fill(0, [])
    return tuple(out)


@lru_cache(maxsize=None)
def _fits(cid: str, frame: int, sig: tuple[str, ...]) -> bool:
    """Whether a landscape with these features fits that frame of the commission (a table the
    size of the commissions' frames times the feature combinations)."""
    return frame_ok(COMMISSIONS[cid]["frames"][frame], sig)


def _remove(cards: list[str], sigs: Sigs) -> list[str]:
    """`cards` less one card for each feature list of `sigs`."""
    rest = list(cards)
    for sig in sigs:
        rest.remove(next(c for c in rest if tuple(LANDSCAPES[c]) == sig))
    return rest


def best_sales(state: State, seat: int, memo: dict | None = None) -> int:
    """Sell step: the best sequence of sales (none is a choice too), each end valued by the
    standing. `memo` may carry what was found for the same turn so far."""
    s = state["seats"][seat]
    log = state["turn_log"]
    start = frozenset(for_sale(state))
    context = (s["pos"], log["dir"], log["distance"], log["painted"], log["sold"], start, tuple(s["commissions"]))
    memo = {} if memo is None else memo

    def go(paintings: list[str], available: frozenset[str], sold: tuple[str, ...]) -> int:
        sigs = _sigs(paintings)
        key = (context, sigs, available)
        if key in memo:
            return memo[key]
        light = _light(state, seat, paintings, list(s["commissions"]) + list(sold), log["painted"], log["sold"] + len(sold))
        value = total_of(light, seat)
        for cid in sorted(available):
            for used in _fillings(cid, sigs):
                value = max(value, go(_remove(paintings, used), available - {cid}, (*sold, cid)))
        memo[key] = value
        return value

    return go(list(s["paintings"]), start, ())


def _framed(state: State, seat: int) -> list[State]:
    """Every way to finish the sale under way (by the features of the paintings it takes): the
    state at the sell step after each."""
    sale = state["sale"]
    cid = sale["commission"]
    s = state["seats"][seat]
    pool = [c for c in s["paintings"] if c not in sale["landscapes"]]
    log = state["turn_log"]
    out = []
    for used in _fillings(cid, _sigs(pool), _sigs(sale["landscapes"])):
        after = _light(state, seat, _remove(pool, used), list(s["commissions"]) + [cid], log["painted"], log["sold"] + 1)
        if cid in after["commission_row"]:
            row = list(after["commission_row"])
            row[row.index(cid)] = None
            after["commission_row"] = row
        else:
            after["commission_preview"] = None
        out.append(after)
    return out


def best_framing(state: State, seat: int) -> int:
    """Frame step: the best way to fill the frames left of the sale under way, then the best
    further sales."""
    return max((best_sales(after, seat) for after in _framed(state, seat)), default=total_of(state, seat))


def best_single_sale(state: State, seat: int) -> dict[str, int] | None:
    """The seat's standing after the best way to finish the sale under way, with no sale after
    it (None if it cannot be finished)."""
    results = [seat_standing(after, seat, goal_holder_now(after)) for after in _framed(state, seat)]
    return max(results, key=lambda points: sum(points.values()), default=None)


def plan_outlook(state: State, seat: int, card: str, memo: dict | None = None) -> Outlook | None:
    """What a planning card's trek could make on the Wilderness as it is now, as if the seat
    trekked at once (the artists who wake earlier move first, so it is no promise). In
    Wanderlust the card's wake-up action comes first; an early start's refill deals landscapes
    nobody has seen, and is left out."""
    trial = {**state, "board": list(state["board"]), "commission_row": list(state["commission_row"]),
             "commission_discard": list(state["commission_discard"]), "phase": Phase.TREK, "order": [seat], "turn": 0}
    seats = list(state["seats"])
    seats[seat] = {**seats[seat], "chosen": card}
    trial["seats"] = seats
    if state["solo"] and PLANNING[card]["wake"] >= EARLY_END:
        wake_action(trial, card)
    start_turn(trial)
    if not legal_moves(trial, seat):
        return None
    return best(trial, seat, memo)

