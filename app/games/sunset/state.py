"""Setup of Sunset Over Water and small accessors on the state.

The Wilderness is a list of 25 cells in reading order (index y * 5 + x); a cell holds a landscape
id, a ranger station id (solo) or None for an empty space. Decks are lists whose top is index 0.
"""

from __future__ import annotations

from app.engine import Rng, State
from app.engine.grid import key

from .content import COLOURS, COMMISSIONS, GOALS, INSPIRATIONS, LANDSCAPES, STATION_SPACES, STATIONS, planning_deck
from .names import Phase

SIZE = 5
CENTRE = "2,2"
MULTI_DAYS = 6
SOLO_DAYS = 8


# Positions ("x,y") by cell index and back (the legal-move checks run these thousands of times a
# move, hence tables).
POSITIONS = [key((i % SIZE, i // SIZE)) for i in range(SIZE * SIZE)]
_INDEX = {p: i for i, p in enumerate(POSITIONS)}


def pos_of(i: int) -> str:
    return POSITIONS[i]


def idx(pos: str) -> int:
    return _INDEX[pos]


def on_board(x: int, y: int) -> bool:
    return 0 <= x < SIZE and 0 <= y < SIZE


def is_station(cell: str | None) -> bool:
    return cell is not None and cell in STATIONS


def setup(players: int, seed: int, colours: list[str] | None = None) -> State:
    """A new game; `colours` are the seats' chosen colours (by default seat n takes COLOURS[n])."""
    colours = list(colours) if colours else COLOURS[:players]
    solo = players == 1
    state: State = {"players": players, "solo": solo}
    rng = Rng.attach(state, seed)

    landscapes = list(LANDSCAPES)
    rng.shuffle(landscapes)
    board: list[str | None] = [None] * (SIZE * SIZE)
    stations = dict(zip(STATION_SPACES, STATIONS)) if solo else {}
    for i in range(SIZE * SIZE):
        p = pos_of(i)
        board[i] = stations[p] if p in stations else landscapes.pop(0)

    commissions = list(COMMISSIONS)
    rng.shuffle(commissions)
    row_size = 3 if solo else players + 1
    row = [commissions.pop(0) for _ in range(row_size)]
    preview = commissions.pop(0)

    goals = list(GOALS)
    rng.shuffle(goals)
    goal = None if solo else goals.pop(0)

    seats = []
    for s in range(players):
        deck = planning_deck(colours[s])
        rng.shuffle(deck)
        seats.append({
            "colour": colours[s],
            "pos": CENTRE,
            "deck": deck,
            "known": 0,  # how many cards at the bottom of the deck the owner has seen go there
            "hand": [],
            "chosen": None,
            "played": [],
            "paintings": [],
            "commissions": [],
            "goals": [],
        })

    state.update({
        "days": SOLO_DAYS if solo else MULTI_DAYS,
        "day": 1,
        "phase": Phase.PLANNING,
        "board": board,
        "landscape_deck": landscapes,
        "landscape_discard": [],
        "commission_deck": commissions,
        "commission_preview": preview,
        "commission_row": row,
        "commission_discard": [],
        "goal_deck": [] if solo else goals,
        "goal": goal,
        "goal_holder": None,
        "goal_discard": [],
        "seats": seats,
        "order": [],
        "turn": 0,
        "step": None,
        "path": [],
        "paint_left": 0,
        "turn_log": None,
        "sale": None,
        "end_reason": None,
    })
    if solo:
        inspirations = list(INSPIRATIONS)
        rng.shuffle(inspirations)
        state["inspiration"] = inspirations[0]
    return state


def draw_landscape(state: State) -> str | None:
    """The top landscape of the deck; the discards are shuffled into a new deck when it runs out."""
    if not state["landscape_deck"] and state["landscape_discard"]:
        state["landscape_deck"] = state["landscape_discard"]
        state["landscape_discard"] = []
        Rng(state).shuffle(state["landscape_deck"])
    if not state["landscape_deck"]:
        return None
    return state["landscape_deck"].pop(0)


def landscapes_left(state: State) -> int:
    return len(state["landscape_deck"]) + len(state["landscape_discard"])


def refill(state: State, cells: list[int]) -> list[dict]:
    """Deal a landscape into each empty cell of `cells`, in the given order. Returns the deals."""
    dealt = []
    for i in cells:
        if state["board"][i] is None:
            card = draw_landscape(state)
            if card is None:
                break
            state["board"][i] = card
            dealt.append({"pos": pos_of(i), "card": card})
    return dealt


def artists_at(state: State, pos: str) -> list[int]:
    return [s for s, seat in enumerate(state["seats"]) if seat["pos"] == pos]


def current_seat(state: State) -> int | None:
    if state["phase"] != Phase.TREK:
        return None
    return state["order"][state["turn"]]
