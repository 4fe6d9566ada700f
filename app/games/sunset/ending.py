"""Why a game of Sunset Over Water ends, as a code the client words from the catalog.

The game ends after its last day, or at a cleanup whose commission row cannot be refilled. The
state keeps the English `end_reason` it has always kept (stored states and their replays must stay
equal), and the code is read back from it: each code has one English text, so the inverse is exact.
"""

from __future__ import annotations


class EndCode:
    DAYS_PLAYED = "days_played"
    OUT_OF_COMMISSIONS = "out_of_commissions"


_REASONS = {
    EndCode.DAYS_PLAYED: "{days} days played",
    EndCode.OUT_OF_COMMISSIONS: "not enough commissions to refill the row",
}


def end_reason_text(code: str, days: int) -> str:
    """The English reason the state keeps for `code` in a game of `days` days."""
    return _REASONS[code].format(days=days)


def end_code(state: dict) -> str | None:
    """The EndCode of a finished game (None while it is played)."""
    reason = state["end_reason"]
    if reason is None:
        return None
    for code in _REASONS:
        if end_reason_text(code, state["days"]) == reason:
            return code
    raise ValueError(f"unknown end reason {reason!r}")
