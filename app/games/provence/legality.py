"""Which moves a seat may make now, and why any other is refused: one checker per move kind.

Each checker returns None for a legal move or the precise reason it is refused; the legal list is
each kind's candidates that its checker accepts (app/engine/checks.py), so the two cannot differ.
The steps of a phase (see rules.py) come one after the other, so a move of another step than the
current one is refused as "wrong_step". The checkers read a `Turn`, the seat's situation worked
out once per call, since the place step checks some eighty corners.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache

from app.engine import IllegalMove
from app.engine.checks import MoveKind, MoveKinds
from app.engine.grid import key, unkey
from app.engine.memo import JsonMemo

from .geometry import LAYERS, ROTATIONS, TOKEN_COVERED, Placer, footprint, kept_visible, placed_key, unplaced, visible_of
from .state import placing_card

# The fields of each move type besides "type".
FIELDS = {"back": (), "pass": ("card",), "orient": ("rot", "layer"), "place": ("x", "y"),
          "photographer": ("to",), "drone": ("to",), "stay": ()}
_KEYS = {kind: frozenset({"type", *fields}) for kind, fields in FIELDS.items()}
# The step each "back" returns to.
BACK_TO = {"orient": "pass", "place": "orient", "drone": "photographer"}


def placer(seat: dict) -> Placer:
    """The placement checker for a seat's tableau and tokens (shared: never change it)."""
    return _placer(placed_key(seat["tableau"]), seat["photographer"], seat["drone"])


@lru_cache(maxsize=1024)
def _placer(placed: tuple, photographer: str, drone: str) -> Placer:
    return Placer(unplaced(placed), [unkey(photographer), unkey(drone)], kept_visible(placed))


def orientations(seat: dict) -> list[tuple[int, str]]:
    """(rot, layer) pairs with at least one legal corner for the card being placed."""
    card = placing_card(seat)
    pl = placer(seat)
    return [(r, layer) for layer in LAYERS for r in ROTATIONS if pl.has_room(card, r, layer)]


def meadows(seat: dict) -> list[str]:
    """The visible meadow squares, row by row."""
    vis = visible_of(seat["tableau"])
    return [key(p) for p in sorted(vis, key=lambda p: (p[1], p[0])) if vis[p]["t"] == "meadow"]


@dataclass
class Turn:
    """One seat's situation now, worked out once for all the checks of one call."""

    seat: dict
    stage: str  # the pending step, or "over"
    _placer: Placer | None = field(default=None, repr=False)
    _vis: dict | None = field(default=None, repr=False)
    _card: str | None = field(default=None, repr=False)

    @classmethod
    def of(cls, state: dict, seat_no: int) -> "Turn":
        seat = state["seats"][seat_no]
        return cls(seat, "over" if seat["pending"] is None else seat["pending"]["stage"])

    @property
    def pending(self) -> dict:
        return self.seat["pending"]

    @property
    def placer(self) -> Placer:
        if self._placer is None:
            self._placer = placer(self.seat)
        return self._placer

    @property
    def vis(self) -> dict:
        """The seat's visible squares (shared: never change them)."""
        if self._vis is None:
            self._vis = visible_of(self.seat["tableau"])
        return self._vis

    @property
    def card(self) -> str:
        """The card being placed this round."""
        if self._card is None:
            self._card = placing_card(self.seat)
        return self._card


# ----- what every checker asks first ----------------------------------------------------------

def _form_and_step(turn: Turn, move: dict) -> IllegalMove | None:
    """The move has exactly its type's fields, and its type is the current step."""
    kind = move["type"]
    if move.keys() != _KEYS[kind]:
        return IllegalMove("malformed_move", f"a {kind!r} move has exactly the fields {sorted(FIELDS[kind])}")
    stage = turn.stage
    if stage == "over":
        return IllegalMove("game_over", "the game is over")
    # "stay" is the whole walk in one move, taken at its first step
    if kind != "back" and kind != stage and not (kind == "stay" and stage == "photographer"):
        return IllegalMove("wrong_step", f"the current step is {stage!r}, not {kind!r}", step=stage, move=kind)
    return None


# ----- one checker per move kind --------------------------------------------------------------

def refuse_back(turn: Turn, seat_no: int, move: dict) -> IllegalMove | None:
    reason = _form_and_step(turn, move)
    if reason:
        return reason
    stage = turn.stage
    # With a single card in hand (the last rounds) there is no pass step to return to.
    if stage not in BACK_TO or (stage == "orient" and len(turn.seat["hand"]) < 2):
        return IllegalMove("nothing_to_undo", "there is no earlier step to return to", step=stage)
    return None


def refuse_pass(turn: Turn, seat_no: int, move: dict) -> IllegalMove | None:
    reason = _form_and_step(turn, move)
    if reason:
        return reason
    card = move["card"]
    if card not in turn.seat["hand"]:
        # the card named, when it is one a name can be given to (a string)
        named = {"card": card} if isinstance(card, str) else {}
        return IllegalMove("card_not_in_hand", "you can only pass a card from your hand", **named)
    return None


def refuse_orient(turn: Turn, seat_no: int, move: dict) -> IllegalMove | None:
    reason = _form_and_step(turn, move)
    if reason:
        return reason
    rot, layer = move["rot"], move["layer"]
    if type(rot) is not int or rot not in ROTATIONS or not isinstance(layer, str) or layer not in LAYERS:
        return IllegalMove("malformed_move", "rot is 0-3 quarter turns and layer is 'top' or 'under'")
    if not turn.placer.has_room(turn.card, rot, layer):
        return IllegalMove("no_room", "the card has no legal position in this orientation",
                           card=turn.card, degrees=90 * rot, layer=layer)
    return None


def refuse_place(turn: Turn, seat_no: int, move: dict) -> IllegalMove | None:
    reason = _form_and_step(turn, move)
    if reason:
        return reason
    x, y = move["x"], move["y"]
    if type(x) is not int or type(y) is not int:
        return IllegalMove("malformed_move", "a placement is {type, x, y} with integer x and y")
    pend = turn.pending
    problem = turn.placer.problem(turn.card, x, y, pend["rot"], pend["layer"])
    if problem is None:
        return None
    code, message = problem
    params = {"card": turn.card, "layer": pend["layer"]}
    if code == TOKEN_COVERED[0]:
        spots = set(footprint(turn.card, x, y, pend["rot"]))
        params["token"] = [token for token in ("photographer", "drone") if unkey(turn.seat[token]) in spots]
    return IllegalMove(code, message, **params)


def refuse_stay(turn: Turn, seat_no: int, move: dict) -> IllegalMove | None:
    """Both tokens keep their squares: always possible at the walk's first step."""
    return _form_and_step(turn, move)


def refuse_token(turn: Turn, seat_no: int, move: dict) -> IllegalMove | None:
    """Photographer and drone: a visible meadow square, not the one the photographer takes."""
    reason = _form_and_step(turn, move)
    if reason:
        return reason
    to = move["to"]
    try:
        pos = unkey(to)
    except (AttributeError, TypeError, ValueError):
        return IllegalMove("malformed_move", 'a destination is "x,y"')
    square = turn.vis.get(pos)
    if square is None or square["t"] != "meadow":
        # what the square shows, when it is a square of the landscape
        shows = {"terrain": square["t"]} if square else {}
        return IllegalMove("not_meadow", "tokens may only stand on a visible meadow square", token=move["type"], **shows)
    if move["type"] == "drone" and to == turn.pending["photographer"]:
        return IllegalMove("square_taken", "a meadow square holds only one token")
    return None


# ----- the candidates: every move of a kind worth checking now ---------------------------------

def back_candidates(turn: Turn, seat_no: int) -> list[dict]:
    return [{"type": "back"}]


def pass_candidates(turn: Turn, seat_no: int) -> list[dict]:
    if turn.stage != "pass":
        return []
    return [{"type": "pass", "card": c} for c in turn.seat["hand"]]


def orient_candidates(turn: Turn, seat_no: int) -> list[dict]:
    if turn.stage != "orient":
        return []
    return [{"type": "orient", "rot": r, "layer": layer} for layer in LAYERS for r in ROTATIONS]


def place_candidates(turn: Turn, seat_no: int) -> list[dict]:
    """The corners the placer's check accepts, row by row (`refuse_place` asks the same check,
    so a refused corner is never a candidate, and no refusal is made for the hundred or so
    corners around the tableau that are not)."""
    if turn.stage != "place":
        return []
    pend = turn.pending
    return [{"type": "place", "x": x, "y": y} for x, y in turn.placer.anchors(turn.card, pend["rot"], pend["layer"])]


def token_candidates(kind: str):
    def candidates(turn: Turn, seat_no: int) -> list[dict]:
        if turn.stage != kind:
            return []
        return [{"type": kind, "to": m} for m in meadows(turn.seat)]
    return candidates


def stay_candidates(turn: Turn, seat_no: int) -> list[dict]:
    return [{"type": "stay"}] if turn.stage == "photographer" else []


def _unknown(turn: Turn, seat_no: int, move: dict) -> IllegalMove:
    return IllegalMove("malformed_move", f"unknown move type {move.get('type')!r}")


# "back" comes last in the list, after the moves of the step.
KINDS = MoveKinds(
    MoveKind("pass", pass_candidates, refuse_pass),
    MoveKind("orient", orient_candidates, refuse_orient),
    MoveKind("place", place_candidates, refuse_place),
    MoveKind("photographer", token_candidates("photographer"), refuse_token),
    MoveKind("drone", token_candidates("drone"), refuse_token),
    MoveKind("stay", stay_candidates, refuse_stay),
    MoveKind("back", back_candidates, refuse_back),
    unknown=_unknown,
)


# A seat's legal moves depend on its own hand, pieces and pending choice only (a `Turn` reads
# nothing else): the other seats' moves in a simultaneous phase leave them as they were.
_legal = JsonMemo(4096)


def legal_moves(state: dict, seat_no: int) -> list[dict]:
    seat = state["seats"][seat_no]
    return _legal.get(seat, lambda: KINDS.legal(Turn.of(state, seat_no), seat_no))


def refusal(state: dict, seat_no: int, move: dict) -> IllegalMove | None:
    return KINDS.refusal(Turn.of(state, seat_no), seat_no, move)
