"""Typed rule errors. Every illegal input raises IllegalMove; nothing else is expected from a rules engine."""

from __future__ import annotations


class IllegalMove(Exception):
    """A move the rules refuse. `code` is stable and machine-readable; `message` is for people.

    Common codes (written once here, used by every game and mapped to HTTP in one place):
    - ``game_over``: the game has ended
    - ``not_your_turn``: the seat is not among the actors
    - ``malformed_move``: the move is not a dict with a known ``type``
    - ``illegal_move``: well-formed but not among the legal moves
    Games add their own, more precise codes (``no_path_continued``, ``card_not_in_hand``...).
    """

    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code
        self.message = message

    def __repr__(self) -> str:
        return f"IllegalMove({self.code!r}, {self.message!r})"
