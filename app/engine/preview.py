"""What a legal move is worth to its mover: one record for every game.

A preview answers, for one legal move of one seat: how much the move changes the seat's score
"if the game ended now" (`points`), what it scores at once (`now`), the change split by the final
table's categories, every seat's change (a move may score for others too), whether hidden or
random outcomes make it an expectation (`certain`), and the words that explain it (`lines`,
rendered in the caller's language by `app.wording`).

Previews are worked out on a state dealt from the mover's own view (`Game.determinize`), never on
the real state: what the mover cannot see is dealt at random there, so no preview can depend on a
hidden card, the deck order or the seed. A move whose value depends on the deal (the game names
its type in `Game.chance_moves`) is valued on several deals and averaged, and is not certain.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .game import Event, Game, Move, State, View

# The deals previews are valued on: fixed numbers, unrelated to any game's seed, so that a preview
# is a function of the mover's view alone. The first deal values every move; a chance move is
# valued on all of them and averaged.
PREVIEW_SEEDS = (0x5EED_0001, 0x5EED_0002, 0x5EED_0003, 0x5EED_0004, 0x5EED_0005, 0x5EED_0006)

Standing = list[dict[str, int]]


@dataclass(slots=True)
class Preview:
    """What one legal move is worth to its mover. `lines` are the words, each a dict with a
    `code` (a score event's code, or one of `LINE_CODES`) and its parameters."""

    points: float
    now: float
    categories: dict[str, float]
    seats: list[float]
    certain: bool = True
    lines: list[dict[str, Any]] = field(default_factory=list)
    # When the move leaves the mover to move again (a step of a longer turn: a die before the
    # trip), the most `points` its own following steps reach through it; else `points`.
    upto: float | None = None

    def numbers(self) -> dict[str, Any]:
        """The record without its words, numbers as JSON writes them (7, not 7.0)."""
        return {"points": _number(self.points), "now": _number(self.now),
                "categories": {k: _number(v) for k, v in self.categories.items()},
                "seats": [_number(v) for v in self.seats], "certain": self.certain,
                "upto": _number(self.points if self.upto is None else self.upto)}


# The mover's own following steps looked at for `upto`: this many deep, this many states in all
# for one list of moves (the greedy bot looks as far, app/bots/greedy.py).
FOLLOW_DEPTH = 3
FOLLOW_NODES = 600

# Codes of the lines the platform adds to a game's own (rendered from ui.json's "preview.*").
LINE_CODES = {
    "preview.upto": "the most the mover's own following steps of the turn reach through the move",
    "preview.category": "a category's change that no score of the move explains (end scoring)",
    "preview.others": "another seat's change",
    "preview.nothing": "the move changes no score",
}


def _number(v: float) -> float | int:
    r = round(v, 2)
    return int(r) if r == int(r) else r


def total(standing: Standing, seat: int) -> int:
    return sum(standing[seat].values())


def own_scores(events: list[Event], seat: int) -> list[Event]:
    return [e for e in events if e.get("type") == "score" and e.get("seat") == seat]


@dataclass(slots=True)
class Valued:
    """One move played on one deal: the standings before and after, the move's events and the
    state it leads to."""

    before: Standing
    after: Standing
    events: list[Event]
    state: State


def value_on(game: Game, deal: State, before: Standing, seat: int, move: Move) -> Valued:
    after = game.copy(deal)
    events = game._apply(after, seat, move)
    return Valued(before, game.standing(after), events, after)


def reach(game: Game, state: State, seat: int, base: int, depth: int, budget: list[int]) -> float | None:
    """The best change of the seat's total (from `base`) that its own following steps reach from
    `state`, while it is still to move; None when it is not (its part is over)."""
    if depth <= 0 or budget[0] <= 0 or seat not in game._actors(state):
        return None
    best: float | None = None
    for move in game._legal_moves(state, seat):
        if move.get("type") in game.back_steps:
            continue
        if budget[0] <= 0:
            break
        budget[0] -= 1
        after = game.copy(state)
        game._apply(after, seat, move)
        value = reach(game, after, seat, base, depth - 1, budget)
        if value is None:
            value = total(game.standing(after), seat) - base
        if best is None or value > best:
            best = value
    return best


def previews(game: Game, view: View, seat: int, moves: list[Move]) -> list[Preview]:
    """Every move's preview for `seat` (an actor), from deals of its `view`: a preview is a
    function of what the mover sees."""
    deals: list[tuple[State, Standing]] = []

    def deal(i: int) -> tuple[State, Standing]:
        while len(deals) <= i:
            dealt = game.determinize(view, seat, PREVIEW_SEEDS[len(deals)])
            deals.append((dealt, game.standing(dealt)))
        return deals[i]

    out = []
    budget = [FOLLOW_NODES]
    for move in moves:
        chance = move.get("type") in game.chance_moves
        valued = [value_on(game, *deal(i), seat, move) for i in range(len(PREVIEW_SEEDS) if chance else 1)]
        preview = summarise(game, deal(0)[0], seat, move, valued, certain=not chance)
        if not chance and move.get("type") not in game.back_steps:
            first = valued[0]
            best = reach(game, first.state, seat, total(first.before, seat), FOLLOW_DEPTH, budget)
            if best is not None:
                preview.upto = best
                if abs(best - preview.points) > 1e-9:
                    preview.lines.append({"code": "preview.upto", "points": _number(best)})
        out.append(preview)
    return out


def summarise(game: Game, dealt: State, seat: int, move: Move, valued: list[Valued], certain: bool) -> Preview:
    """The preview of `move` from its values on one or more deals (their mean)."""
    n = len(valued)
    seats = len(valued[0].before)
    deltas = [sum(total(v.after, s) - total(v.before, s) for v in valued) / n for s in range(seats)]
    cats: dict[str, float] = {}
    for v in valued:
        for cat in {*v.before[seat], *v.after[seat]}:
            d = v.after[seat].get(cat, 0) - v.before[seat].get(cat, 0)
            if d:
                cats[cat] = cats.get(cat, 0) + d / n
    cats = {k: v for k, v in cats.items() if abs(v) > 1e-9}
    now = sum(e["points"] for v in valued for e in own_scores(v.events, seat)) / n
    first = valued[0]
    lines = game.preview_lines(dealt, seat, move, first.events) if certain else []
    by_events: dict[str, float] = {}
    if certain:
        for e in own_scores(first.events, seat):
            if e.get("code"):
                lines.append({k: v for k, v in e.items() if k not in ("type", "seat", "reason")})
                by_events[e.get("category", "")] = by_events.get(e.get("category", ""), 0) + e["points"]
    for cat, d in sorted(cats.items(), key=lambda kv: -abs(kv[1])):
        rest = d - by_events.get(cat, 0)
        if abs(rest) > 1e-9:
            lines.append({"code": "preview.category", "category": cat, "points": _number(rest)})
    return finished(seat, deltas, cats, now, certain, lines)


def finished(seat: int, deltas: list[float], cats: dict[str, float], now: float, certain: bool,
             lines: list[dict[str, Any]]) -> Preview:
    """The preview with the lines every game's end the same way: the other seats' changes, or
    "nothing" when no line was said."""
    for s, d in enumerate(deltas):
        if s != seat and abs(d) > 1e-9:
            lines.append({"code": "preview.others", "seat": s, "points": _number(d)})
    if not lines:
        lines.append({"code": "preview.nothing"})
    return Preview(points=deltas[seat], now=now, categories=cats, seats=deltas, certain=certain, lines=lines)
