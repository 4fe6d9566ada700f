"""Ranking with the rulebooks' tie-breaks, shared by every game's outcome."""

from __future__ import annotations

from typing import Any, Sequence


def rank(keys: Sequence[Sequence[Any]]) -> list[int]:
    """Competition ranks (1 = best) from one sort key per seat; higher keys rank better.

    Each key is a tuple: the score first, then tie-breaks (negate a "fewer is better" value).
    Seats with equal keys share a rank, and so share the win when the rank is 1.
    """
    order = sorted(range(len(keys)), key=lambda s: tuple(keys[s]), reverse=True)
    ranks = [0] * len(keys)
    for pos, seat in enumerate(order):
        if pos and tuple(keys[seat]) == tuple(keys[order[pos - 1]]):
            ranks[seat] = ranks[order[pos - 1]]
        else:
            ranks[seat] = pos + 1
    return ranks


def outcome(
    scores: Sequence[int],
    breakdown: Sequence[dict[str, int]],
    tiebreak: Sequence[Sequence[Any]] | None = None,
    tiebreak_rule: str = "",
) -> dict[str, Any]:
    """The outcome dict every game returns: scores, per-category breakdown, ranks and winners.

    `tiebreak` gives, per seat, the extra key parts that follow the score.
    """
    keys = [(scores[s], *(tiebreak[s] if tiebreak else ())) for s in range(len(scores))]
    ranks = rank(keys)
    return {
        "scores": list(scores),
        "breakdown": [dict(b) for b in breakdown],
        "ranks": ranks,
        "winners": [s for s, r in enumerate(ranks) if r == 1],
        "tiebreak": tiebreak_rule,
    }
