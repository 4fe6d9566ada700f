"""The effects of sight and diary bonuses as one vocabulary: for each effect kind, its text,
when it can do anything, and what it does. Content names effects only by these kinds (in any
timing that allows them), so a different card list needs no code.

An effect either acts at once or leaves a pending step in the current context (the turn, or the
reaction window for a reacting seat); either way the rules carry on by themselves once nothing
is pending (`bonuses.settle_reaction`).
"""

from __future__ import annotations

from typing import Callable, NamedTuple

from app.engine import Rng
from app.engine import events as ev

from . import refresh
from .board import destinations
from .content import CAR_RANGE, DIE_FACES, TRAIN_RANGE
from .names import Step
from .state import State, draw_token, empty, number
from .steps import context, gain_token, mods

Events = list[dict]


class Effect(NamedTuple):
    text: Callable[[dict], str]  # of the bonus dict (some effects take a parameter)
    possible: Callable[[State, int, dict], bool]  # whether it can do anything now
    apply: Callable[[State, int, dict], Events]
    example: dict = {}  # parameters for a sample bonus (tests, documentation)


def _always(state, seat, b):
    return True


def _pending(kind: str, **fields) -> Callable[[State, int, dict], Events]:
    def apply(state, seat, b):
        context(state)["pending"] = {"kind": kind, **fields}
        return []
    return apply


def _trip(mode: str) -> Effect:
    def can(state, seat, b):
        return bool(destinations(state["seats"][seat]["pawn"], mode, mods(state)))
    text = {
        "car": f"a free car trip (up to {CAR_RANGE} segments, no die)",
        "train": f"free train tickets (up to {TRAIN_RANGE} railway segments, no die)",
        "plane": "a free flight between airports (no die)",
        "step": "move your pawn 1 segment along a highway or railway",
    }[mode]
    return Effect(lambda b: text, can, _pending(Step.GO, mode=mode))


def _token(state, seat, b):
    token = draw_token(state)
    gain_token(state, seat, token, {})
    return [{"type": "take_token", "seat": seat, "token": token, "from": "bag"}]


def _reroll(state, seat, b):
    rng = Rng(state)
    state["dice"] = [d and rng.choice(DIE_FACES) for d in state["dice"]]
    return [{"type": "dice_rolled", "dice": list(state["dice"])}]


def _refresh(state, seat, b):
    refresh.start(state, free=True)
    return []


def _points(state, seat, b):
    state["seats"][seat]["bonus_points"] += b["points"]
    if "card" in b:  # a reaction names its card
        why = f"sight #{number(b['card'])}: an opponent's action earned {b['points']} point(s)"
        return [ev.score(seat, b["points"], why, "bonuses", code="reaction_points", card=b["card"])]
    why = f"a sight bonus earned {b['points']} point(s)"
    return [ev.score(seat, b["points"], why, "bonuses", code="bonus_points")]


def _tokens_left(state, seat, b):
    return sum(state["bag"].values()) + sum(state["token_discard"].values()) > 0


def _display(state, seat, b):
    return not empty(state["display"])


def _board(state, seat, b):
    return not empty(state["board"])


_TAKE_CARD = Effect(lambda b: "take 1 available sight card into your hand", _display, _pending(Step.TAKE_CARD))

EFFECTS: dict[str, Effect] = {
    "token": Effect(lambda b: "draw 1 equipment token from the bag into your reserve", _tokens_left, _token),
    "card": _TAKE_CARD,
    "plan": _TAKE_CARD,  # the diaries' name for it
    "rent": Effect(lambda b: "take 1 equipment token from the board", _board, _pending(Step.TAKE_TOKEN)),
    "refresh": Effect(lambda b: "perform 1 refresh without paying for it", _always, _refresh),
    "reroll": Effect(lambda b: "reroll the transport dice on the board", _always, _reroll),
    "set_die": Effect(lambda b: "turn 1 transport die on the board to a face of your choice", _always,
                      _pending(Step.SET_DIE)),
    "step": _trip("step"),
    "car": _trip("car"),
    "train": _trip("train"),
    "plane": _trip("plane"),
    "points": Effect(lambda b: f"gain {b['points']} point(s)", _always, _points, {"points": 1}),
}
ACTION_EFFECTS = tuple(e for e in EFFECTS if e != "points")  # bonus actions and diary bonuses
REACTION_EFFECTS = tuple(EFFECTS)


class Modifier(NamedTuple):
    """A 'your turn' bonus: it sets turn modifiers that the rest of the turn reads."""

    text: Callable[[dict], str]
    mods: Callable[[dict], dict]


_FACE = {"car": "a car", "train": "a train", "plane": "a plane"}
_BASE = {"car": CAR_RANGE, "train": TRAIN_RANGE}

MODIFIERS: dict[str, Modifier] = {
    "die_as": Modifier(lambda b: f"once this turn you may use any transport die as {_FACE[b['face']]}",
                       lambda b: {"die_as": b["face"]}),
    "range": Modifier(lambda b: f"this turn your {b['mode']} trips may use up to "
                                f"{_BASE[b['mode']] + b['extra']} segments",
                      lambda b: {"range_" + b["mode"]: b["extra"]}),
    "land_anywhere": Modifier(lambda b: "this turn a flight from an airport may land at any location",
                              lambda b: {"land_anywhere": True}),
    "take_off_anywhere": Modifier(lambda b: "this turn a flight may take off from any location "
                                            "(it lands at an airport)",
                                  lambda b: {"take_off_anywhere": True}),
    "photo_adjacent": Modifier(lambda b: "this turn you may photograph a sight one segment away from "
                                         "your pawn", lambda b: {"photo_adjacent": True}),
}


def text(b: dict) -> str:
    """The text of a bonus's effect or modifier."""
    if b["effect"] in MODIFIERS:
        return MODIFIERS[b["effect"]].text(b)
    return EFFECTS[b["effect"]].text(b)


def possible(state: State, seat: int, b: dict) -> bool:
    return EFFECTS[b["effect"]].possible(state, seat, b)


def apply(state: State, seat: int, b: dict) -> Events:
    return EFFECTS[b["effect"]].apply(state, seat, b)
