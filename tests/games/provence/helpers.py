"""Constructed tableaux for the rule tests."""

from __future__ import annotations

from app.engine.registry import get_game
from app.games.provence.content import parse_square

GAME = get_game("provence")


def grid(text: str) -> dict:
    """A visible map from rows of tokens ("." is empty). Tokens are content.py's square tokens;
    a church square is C<letter>[arrow] (same letter = same church) and a mill M[arrow]."""
    vis = {}
    arrows = {"^": "N", ">": "E", "v": "S", "<": "W"}
    for y, row in enumerate(line for line in text.strip("\n").splitlines()):
        for x, tok in enumerate(row.split()):
            if tok == ".":
                continue
            if tok[0] == "C":
                sq = {"t": "church", "face": arrows.get(tok[-1], "N"), "card": f"church-{tok[1]}"}
            elif tok[0] == "M":
                sq = {"t": "mill", "face": arrows.get(tok[-1], "N"), "card": f"mill-{x},{y}"}
            else:
                sq = dict(parse_square(tok), card=f"grid-{x},{y}")
            vis[(x, y)] = sq
    return vis


def fresh(players: int = 2, seed: int = 1) -> dict:
    return GAME.setup(players, None, seed)
