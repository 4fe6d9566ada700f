"""One source of legality: each kind of move has one checker, and both the legal-move list and
the refusal reason come from it, so they cannot disagree.

A game describes each move type as a `MoveKind`: `candidates` names every move of that type worth
considering now (a superset of the legal ones, cheap to produce), and `refuse` says why one of
them, or any move of that type a client sends, is refused (None: it is legal). Then

    KINDS = MoveKinds(MoveKind("take", take_candidates, refuse_take), ...)
    legal_moves = KINDS.legal(state, seat)
    refusal = KINDS.refusal(state, seat, move)

A kind whose candidates are already exactly the legal moves passes `candidates` only; a move
of that type is then refused when it is not among them, with the kind's `fallback` reason. Any
move that `refuse` accepts but that is not among the candidates (a field with a value no move
has) is refused with the fallback reason too.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Iterable

from .errors import IllegalMove
from .game import Move, State, same_json

Candidates = Callable[[State, int], Iterable[Move]]
Refuse = Callable[[State, int, Move], "IllegalMove | None"]


@dataclass(frozen=True)
class MoveKind:
    type: str
    candidates: Candidates
    refuse: Refuse | None = None
    # What is said of a move of this type that is not legal and that `refuse` cannot place.
    fallback: tuple[str, str] = ("illegal_move", "")


class MoveKinds:
    """The move kinds of one game (or of one phase of it), in the order moves are listed."""

    def __init__(self, *kinds: MoveKind, unknown: Callable[[State, int, Move], IllegalMove] | None = None):
        self.kinds = kinds
        self.by_type = {k.type: k for k in kinds}
        self.unknown = unknown

    def legal(self, state: State, seat: int, types: Iterable[str] | None = None) -> list[Move]:
        kinds = self.kinds if types is None else [self.by_type[t] for t in types]
        out: list[Move] = []
        for kind in kinds:
            if kind.refuse is None:
                out.extend(kind.candidates(state, seat))
            else:
                out.extend(m for m in kind.candidates(state, seat) if kind.refuse(state, seat, m) is None)
        return out

    def refusal(self, state: State, seat: int, move: Move) -> IllegalMove | None:
        kind = self.by_type.get(move.get("type"))
        if kind is None:
            if self.unknown is not None:
                return self.unknown(state, seat, move)
            return IllegalMove("illegal_move", f"{move.get('type')!r} is not a move of this game")
        if kind.refuse is not None:
            reason = kind.refuse(state, seat, move)
            if reason is not None:
                return reason
        if _among(move, kind.candidates(state, seat)):
            return None
        code, message = kind.fallback
        return IllegalMove(code, message or f"{kind.type!r} with these values is not possible now")


def _among(move: Move, moves: Iterable[Move]) -> bool:
    return any(m == move and same_json(m, move) for m in moves)
