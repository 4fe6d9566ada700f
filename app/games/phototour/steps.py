"""Shared pieces of the turn flow: where the pending step lives, taking cards and tokens."""

from __future__ import annotations

from .content import RESERVE_LIMIT, TOKEN_KINDS
from .names import Step
from .state import State, empty, fill_board, fill_display

MOVE_MODES = ("car", "train", "plane")


def context(state: State) -> dict:
    """The dict holding the current pending step: the reaction window, else the turn."""
    return state["reaction"] or state["turn"]


def mods(state: State) -> dict:
    """This turn's modifiers from a sight bonus; none apply to a reacting seat."""
    return {} if state["reaction"] else state["turn"]["mods"]


def kinds(row: list) -> list[str]:
    """The token kinds present in a row or reserve, in a fixed order, each once."""
    return [k for k in TOKEN_KINDS if k in row]


def row_of(state: State, name: str) -> list:
    return state[{"sights": "display", "tokens": "board", "dice": "dice"}[name]]


def start_turn(state: State, seat: int) -> None:
    state["turn"] = {"seat": seat, "main_done": False, "sight_bonus_used": False, "mods": {},
                     "pending": None, "cancels": 0}
    state["seats"][seat]["reacted"] = False


def take_from_display(state: State, seat: int, card: str) -> None:
    """Into the hand (seen by all); the last card taken deals 5 new ones."""
    state["display"][state["display"].index(card)] = None
    state["seats"][seat]["hand"].append(card)
    if empty(state["display"]):
        fill_display(state)


def gain_token(state: State, seat: int, token: str | None, then: dict) -> bool:
    """Add a token to the reserve; True when a 4th token leaves a discard step pending."""
    if token is None:
        return False
    me = state["seats"][seat]
    me["reserve"].append(token)
    if len(me["reserve"]) > RESERVE_LIMIT:
        context(state)["pending"] = {"kind": Step.DISCARD_TOKEN, **then}
        return True
    return False


def take_from_board(state: State, seat: int, token: str, then: dict) -> bool:
    """Rent a token; the last one taken deals 5 new ones. True when a discard step is pending."""
    state["board"][state["board"].index(token)] = None
    if empty(state["board"]):
        fill_board(state)
    return gain_token(state, seat, token, then)
