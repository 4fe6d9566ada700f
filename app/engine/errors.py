"""Typed rule errors. Every illegal input raises IllegalMove; nothing else is expected from a rules engine."""

from __future__ import annotations

from typing import Any


class IllegalMove(Exception):
    """A move the rules refuse. `code` is stable and machine-readable; `message` is for people.

    Common codes (written once here, used by every game and mapped to HTTP in one place):
    - ``game_over``: the game has ended
    - ``not_your_turn``: the seat is not among the actors
    - ``malformed_move``: the move is not a dict with a known ``type``
    - ``illegal_move``: well-formed but not among the legal moves
    Games add their own, more precise codes (``no_path_continued``, ``card_not_in_hand``...),
    with the values that say which (a ``card=...`` keyword names the card the move asked for).
    """

    def __init__(self, code: str, message: str = "", **params: Any) -> None:
        self.code = code
        # The values the words are made of (component ids, counts): a refusal is a value, worded
        # in the caller's language from the catalog's "refusals" template of its code
        # (app/wording.py); `message` is the English fallback for logs and for codes without one.
        self.params = params
        self.message = message or _plain(code, params)
        super().__init__(self.message)

    def __repr__(self) -> str:
        return f"IllegalMove({self.code!r}, {self.message!r}, **{self.params!r})"


def _plain(code: str, params: dict[str, Any]) -> str:
    values = ", ".join(f"{k}={v}" for k, v in params.items())
    return code.replace("_", " ") + (f" ({values})" if values else "")
