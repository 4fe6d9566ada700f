"""What each legal move of Walking in Provence is worth to its mover: the engine's `Preview`
(app/engine/preview.py), worked out on the same deals of the mover's view, with the game's words.

The engine's general way plays every move and its following steps on a copy of a deal. Here a
placement is valued without playing it: `standing`'s figures counted with the card laid on the
seat's tableau (what playing it gives, since a laid card counts as made). That is quick enough
for the pass and orient steps to say exactly the best placement they lead to ("up to"), over
every turn, layer and corner of the card: some 1,300 placements at the pass step.

What the mover cannot see: the scene phase is secret, so the cards the other seats have laid this
round are dealt at random on each deal. A placement's worth depends on them only through the
goals (they compare seats), and only when it changes one of the mover's goal values while some
other seat has laid a card: such a placement is valued on every deal and averaged, and is not
certain (even when the deals agree: the others' real cards may be ones no deal tried). Every
other move is certain: a walk's photos and their spots depend on the mover's own
tableau and on the markers already placed, never on the others' walks this round.
"""

from __future__ import annotations

from collections import Counter
from typing import Any, NamedTuple

from app.engine.game import Game, Move, State, View
from app.engine.preview import (
    PREVIEW_SEEDS,
    Preview,
    finished,
    own_scores,
    total,
    value_on,
)

from .content import GOALS
from .geometry import LAYERS, ROTATIONS, placed_key
from .laying import base
from .legality import meadows, placer
from .photos import Takeable, photos_taken
from .scoring import (
    CATEGORIES,
    SCENE_PARTS,
    Table,
    _tableau_scenes,
    figures,
    goal_awards,
    goal_place,
    goal_value,
    scenes,
    table,
)
from .state import placing_card, with_laid

SCENES = tuple(SCENE_PARTS)

# The best gain of each turn of a card, by what it is worked out from (`Worth.best_turn`).
_best: dict[tuple, float | None] = {}
_BEST_KEPT = 4096
_MISSING = object()


class Deal(NamedTuple):
    """One state dealt from the mover's view, its standing and what the standing is counted on."""

    state: State
    before: list[dict[str, int]]
    table: Table


class Valued(NamedTuple):
    """One move on one deal: the standings before and after it, and the mover's score events."""

    before: list[dict[str, int]]
    after: list[dict[str, int]]
    events: list[dict]


def previews(game: Game, view: View, seat: int, moves: list[Move]) -> list[Preview]:
    worth = Worth(game, view, seat)
    return [worth.preview(move) for move in moves]


class Worth:
    """The previews of one seat's moves from one view."""

    def __init__(self, game: Game, view: View, seat: int) -> None:
        self.game, self.view, self.seat = game, view, seat
        pub = view["public"]
        self.goals = [g["id"] for g in pub["goals"]]
        # Some other seat has laid a card this round: its squares are dealt at random.
        self.hidden = pub["phase"] == "scene" and any(ps["committed"] for ps in pub["seats"] if ps["seat"] != seat)
        self._deals: list[Deal] = []
        self._rivals: dict[int, list[list[int]]] = {}
        self._signature: tuple | None = None

    # ----- the deals --------------------------------------------------------------------------

    def deal(self, i: int) -> Deal:
        while len(self._deals) <= i:
            state = self.game.determinize(self.view, self.seat, PREVIEW_SEEDS[len(self._deals)])
            at = table(state)
            self._deals.append(Deal(state, figures(state, at), at))
        return self._deals[i]

    @property
    def me(self) -> dict:
        return self.deal(0).state["seats"][self.seat]

    def rivals(self, i: int) -> list[list[int]]:
        """Per goal, the other seats' values on deal i (their laid cards counted)."""
        found = self._rivals.get(i)
        if found is None:
            d = self.deal(i)
            surveys = [_tableau_scenes(placed_key(t))[0] for s, t in enumerate(d.table.tableaux) if s != self.seat]
            found = self._rivals[i] = [[goal_value(sv, g) for sv in surveys] for g in self.goals]
        return found

    # ----- a placement, valued without playing it ----------------------------------------------

    def laid(self, card: str, rot: int, layer: str, x: int, y: int) -> dict:
        return {"card": card, "x": x, "y": y, "rot": rot, "layer": layer}

    def changes_goals(self, placed: dict) -> bool:
        before = _tableau_scenes(placed_key(self.me["tableau"]))[0]
        after = _tableau_scenes(placed_key(with_laid(self.me["tableau"], placed)))[0]
        return any(goal_value(before, g) != goal_value(after, g) for g in self.goals)

    def certain(self, placed: dict) -> bool:
        return not (self.hidden and self.changes_goals(placed))

    def placement(self, placed: dict) -> list[Valued]:
        """The placement on the first deal, or on every deal when its worth depends on them."""
        out = []
        for i in range(1 if self.certain(placed) else len(PREVIEW_SEEDS)):
            d = self.deal(i)
            tableaux = list(d.table.tableaux)
            tableaux[self.seat] = with_laid(d.state["seats"][self.seat]["tableau"], placed)
            out.append(Valued(d.before, figures(d.state, Table(tableaux, d.table.walks)), []))
        return out

    def gain(self, placed: dict) -> float:
        """The mover's points from a placement, as its preview says them (the mean over the deals
        where it is not certain): its scenes, and its goals against the others' values."""
        laid = base(placed_key(self.me["tableau"])).lay(
            placed["card"], placed["x"], placed["y"], placed["rot"], placed["layer"], tuple(self.goals))
        mine = laid.goals
        deals = len(PREVIEW_SEEDS) if self.hidden and mine != self._own_goal_values() else 1
        goals = 0.0
        for i in range(deals):
            won = sum(goal_awards([mine[k], *rivals])[0] for k, rivals in enumerate(self.rivals(i)))
            goals += won - self.deal(i).before[self.seat]["goals"]
        before = self.deal(0).before[self.seat]
        return sum(laid.scenes.values()) - sum(before[c] for c in SCENES) + goals / deals

    def _own_goal_values(self) -> list[int]:
        sv = _tableau_scenes(placed_key(self.me["tableau"]))[0]
        return [goal_value(sv, g) for g in self.goals]

    def best_turn(self, card: str, rot: int, layer: str) -> float | None:
        """The most a card laid this way gains at its best corner (None: no corner); kept by
        what it is worked out from, since every frame of a phase asks it again."""
        me = self.me
        key = (placed_key(me["tableau"]), me["photographer"], me["drone"], card, rot, layer, self.signature())
        found = _best.get(key, _MISSING)
        if found is _MISSING:
            corners = placer(me).anchors(card, rot, layer)
            found = max((self.gain(self.laid(card, rot, layer, x, y)) for x, y in corners), default=None)
            _best[key] = found
            while len(_best) > _BEST_KEPT:
                _best.pop(next(iter(_best)), None)
        return found

    def signature(self) -> tuple:
        """What a placement's gain reads besides the tableau: the goals, and on each deal it may
        be valued on, the others' goal values and the seat's goal points."""
        if self._signature is None:
            deals = range(len(PREVIEW_SEEDS) if self.hidden else 1)
            self._signature = (tuple(self.goals), tuple(
                (tuple(map(tuple, self.rivals(i))), self.deal(i).before[self.seat]["goals"]) for i in deals))
        return self._signature

    def best_card(self, card: str) -> float | None:
        found = [b for layer in LAYERS for rot in ROTATIONS if (b := self.best_turn(card, rot, layer)) is not None]
        return max(found, default=None)

    # ----- the previews -------------------------------------------------------------------------

    def preview(self, move: Move) -> Preview:
        kind = move["type"]
        me = self.me
        if kind == "place":
            pend = me["pending"]
            placed = self.laid(placing_card(me), pend["rot"], pend["layer"], move["x"], move["y"])
            valued = self.placement(placed)
            return self.summary(valued, len(valued) == 1, self.scene_lines(placed, valued))
        valued = self.played(move)
        preview = self.summary(valued, True, self.walk_lines(move))
        best = None
        if kind == "pass":
            kept = next(c for c in me["hand"] if c != move["card"])
            best = self.best_card(kept)
        elif kind == "orient":
            best = self.best_turn(placing_card(me), move["rot"], move["layer"])
        elif kind == "photographer":
            takeable = Takeable(self.deal(0).state, self.seat)
            best = max((sum(p["points"] for p in takeable.taken(move["to"], m))
                        for m in meadows(self.me) if m != move["to"]), default=None)
        if best is not None:
            preview.upto = best
            if abs(best - preview.points) > 1e-9:
                preview.lines.append({"code": "preview.upto", "points": _number(best)})
        return preview

    def played(self, move: Move) -> list[Valued]:
        d = self.deal(0)
        v = value_on(self.game, d.state, d.before, self.seat, move)
        return [Valued(v.before, v.after, v.events)]

    def summary(self, valued: list[Valued], certain: bool, lines: list[dict[str, Any]]) -> Preview:
        n = len(valued)
        seat = self.seat
        seats = len(valued[0].before)
        deltas = [sum(total(v.after, s) - total(v.before, s) for v in valued) / n for s in range(seats)]
        sums: dict[str, float] = {}
        for v in valued:
            for cat in CATEGORIES:
                d = v.after[seat][cat] - v.before[seat][cat]
                if d:
                    sums[cat] = sums.get(cat, 0) + d
        # Summed first, divided once: equal changes on every deal average to exactly that change.
        cats = {k: c / n for k, c in sums.items() if abs(c / n) > 1e-9}
        now = sum(e["points"] for v in valued for e in own_scores(v.events, seat)) / n
        lines = list(lines)
        told = {line.get("category") for line in lines}
        for cat, d in cats.items():
            if cat not in told:
                lines.append({"code": "preview.category", "category": cat, "points": _number(d)})
        return finished(seat, deltas, cats, now, certain, lines)

    # ----- the words ----------------------------------------------------------------------------

    def scene_lines(self, placed: dict, valued: list[Valued]) -> list[dict[str, Any]]:
        """Each scene category the placement changes, with the lines it now scores that it did not
        before; the goals likewise when certain (else the summary says their mean change)."""
        before_sv = _tableau_scenes(placed_key(self.me["tableau"]))[0]
        after_sv = _tableau_scenes(placed_key(with_laid(self.me["tableau"], placed)))[0]
        old, new = _scored(before_sv), _scored(after_sv)
        v = valued[0]
        out: list[dict[str, Any]] = []
        for cat in SCENES:
            d = v.after[self.seat][cat] - v.before[self.seat][cat]
            if d:
                out.append({"code": "preview.category", "category": cat, "points": d})
                out += _gained(old[cat], new[cat])
        if len(valued) == 1:
            d = v.after[self.seat]["goals"] - v.before[self.seat]["goals"]
            if d:
                out.append({"code": "preview.category", "category": "goals", "points": d})
                out += _goal_lines(self, before_sv, after_sv)
        return out

    def walk_lines(self, move: Move) -> list[dict[str, Any]]:
        """The photos a walk takes (the drone's step, or staying), or that the photographer would
        take from a meadow once the walk is sent."""
        kind = move["type"]
        me = self.me
        if kind == "photographer":
            taken = Takeable(self.deal(0).state, self.seat, "AB").taken(move["to"], me["drone"])
            return [{"code": "photographer_takes", "photo": p["photo"], "frame": p["frame"], "points": p["points"]} for p in taken]
        if kind not in ("drone", "stay"):
            return []
        photographer = me["photographer"] if kind == "stay" else me["pending"]["photographer"]
        drone = me["drone"] if kind == "stay" else move["to"]
        taken = photos_taken(self.deal(0).state, self.seat, photographer, drone)
        if not taken:
            return []
        lines: list[dict[str, Any]] = [{"code": "preview.category", "category": "photos", "points": sum(p["points"] for p in taken)}]
        return lines + [{"code": "photo_taken", "photo": p["photo"], "frame": p["frame"], "spot": p["spot"], "points": p["points"]}
                        for p in taken]


def _scored(sv) -> dict[str, Counter]:
    """A survey's scene lines by category, as (code, parameters, points) counted."""
    return {cat: Counter((i.code, _frozen(i.params), i.points) for i in items) for cat, items in scenes(sv, reasons=False).items()}


def _gained(old: Counter, new: Counter) -> list[dict[str, Any]]:
    return [{"code": code, **_thawed(params), "points": points}
            for (code, params, points), n in (new - old).items() for _ in range(n)]


def _goal_lines(worth: Worth, before_sv, after_sv) -> list[dict[str, Any]]:
    """The goals whose value the placement changes, with the mover's place and points after it."""
    out = []
    for k, goal in enumerate(worth.goals):
        value = goal_value(after_sv, goal)
        if value == goal_value(before_sv, goal):
            continue
        points = goal_awards([value, *worth.rivals(0)[k]])[0]
        place = goal_place(value, worth.rivals(0)[k])
        out.append({"code": "goal_value", "goal": goal, "value": value, "points": points,
                    "place": place if points else 0, "terrain": GOALS[goal]["terrain"]})
    return out


def _frozen(params: dict) -> tuple:
    return tuple(sorted((k, tuple(v) if isinstance(v, list) else v) for k, v in params.items()))


def _thawed(params: tuple) -> dict:
    return {k: list(v) if isinstance(v, tuple) else v for k, v in params}


def _number(v: float) -> float | int:
    r = round(v, 2)
    return int(r) if r == int(r) else r
