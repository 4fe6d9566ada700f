"""Constructed states for the Sunset Over Water tests."""

from __future__ import annotations

from app.engine import IllegalMove
from app.games.sunset import GAME
from app.games.sunset.content import LANDSCAPES
from app.games.sunset.rules import start_turn
from app.games.sunset.state import idx

_CODE = {"mountains": "M", "coast": "C", "waterfall": "F", "wildflowers": "W", "sunset": "S"}


def code(cid: str) -> str:
    return "".join(_CODE[f] for f in LANDSCAPES[cid])


def cards(*codes: str) -> list[str]:
    """Distinct landscape ids with the given feature codes ("S", "CFM"...), in order."""
    used: set[str] = set()
    out = []
    for want in codes:
        for cid in LANDSCAPES:
            if cid not in used and sorted(code(cid)) == sorted(want):
                used.add(cid)
                out.append(cid)
                break
        else:
            raise LookupError(want)
    return out


def new(players: int, seed: int = 1) -> dict:
    return GAME.setup(players, None, seed)


def play(state: dict, seat: int, move: dict) -> tuple[dict, list[dict]]:
    return GAME.apply(state, seat, move)


def refused(state: dict, seat: int, move: dict) -> str:
    try:
        GAME.apply(state, seat, move)
    except IllegalMove as err:
        return err.code
    raise AssertionError(f"{move} was accepted")


def trek(state: dict, seat: int, card: str, pos: str | None = None, others: dict | None = None) -> dict:
    """Put `seat` at the start of its trek with planning card `card` (others: seat -> pos)."""
    state["phase"] = "trek"
    for s, st in enumerate(state["seats"]):
        st["hand"] = []
        if others and s in others:
            st["pos"] = others[s]
    state["seats"][seat]["chosen"] = card
    if pos is not None:
        state["seats"][seat]["pos"] = pos
    state["order"] = [seat]
    state["turn"] = 0
    start_turn(state)
    return state


def put(state: dict, pos: str, card: str | None) -> None:
    state["board"][idx(pos)] = card


def moves(state: dict, seat: int, kind: str | None = None) -> list[dict]:
    return [m for m in GAME.legal_moves(state, seat) if kind is None or m["type"] == kind]
