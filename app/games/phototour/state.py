"""Setup and small accessors on the Phototour state (plain JSON data)."""

from __future__ import annotations

from typing import Any

from app.engine import Rng

from .content import (
    CONTESTS, CONTESTS_IN_PLAY, DIARIES, DIARY_SLOTS, DICE, DIE_FACES, LOCATIONS, ROW, SIGHTS,
    START_DEAL, TOKEN_KINDS, TOKENS_PER_KIND, Sight,
)

State = dict[str, Any]


def sight_id(number: int) -> str:
    return f"sight:{number}"


def number(card: str) -> int:
    return int(card.split(":", 1)[1])


def sight(card: str) -> Sight:
    """The sight a card id shows."""
    return SIGHTS[number(card)]


def region(card: str) -> str:
    return LOCATIONS[number(card)].region


def setup(players: int, mode: str, seed: int) -> State:
    state: State = {"mode": mode, "n": players, "phase": "start"}
    rng = Rng.attach(state, seed)
    deck = [sight_id(n) for n in sorted(SIGHTS)]
    rng.shuffle(deck)
    state.update({
        "deck": deck,
        "display": [None] * ROW,
        "sight_discard": [],
        "bag": {k: TOKENS_PER_KIND for k in TOKEN_KINDS},
        "board": [None] * ROW,
        "token_discard": {k: 0 for k in TOKEN_KINDS},
        "dice": [None] * DICE,
        "contests": [],
        "first": None,
        "turn": None,
        "reaction": None,
        "last_round": False,
    })
    fill_display(state)
    fill_board(state)
    roll_dice(state)
    diaries: list[int | None] = [None] * players
    if mode == "strategic":
        order = list(range(len(DIARIES)))
        rng.shuffle(order)
        diaries = order[:players]
        state["contests"] = sorted(rng.sample(sorted(CONTESTS), CONTESTS_IN_PLAY))
    state["seats"] = [
        {
            "pawn": None,
            "hand": [],
            "secret": [],
            "dealt": [draw_sight(state) for _ in range(START_DEAL)],
            "choice": None,
            "reserve": [],
            "diary": [None] * DIARY_SLOTS,
            "diary_id": diaries[s],
            "reacted": False,
            "bonus_points": 0,
        }
        for s in range(players)
    ]
    return state


# ----- drawing and laying out -----------------------------------------------------------------

def draw_sight(state: State) -> str | None:
    """The top card of the deck; an empty deck is rebuilt from the shuffled discard pile."""
    if not state["deck"] and state["sight_discard"]:
        state["deck"] = state["sight_discard"]
        state["sight_discard"] = []
        Rng(state).shuffle(state["deck"])
    return state["deck"].pop() if state["deck"] else None


def draw_token(state: State) -> str | None:
    """A random token from the bag; an empty bag is refilled from the discarded tokens first."""
    bag = state["bag"]
    if sum(bag.values()) == 0:
        for k, v in state["token_discard"].items():
            bag[k] += v
            state["token_discard"][k] = 0
    total = sum(bag.values())
    if total == 0:
        return None
    pick = Rng(state).below(total)
    for k in TOKEN_KINDS:
        if pick < bag[k]:
            bag[k] -= 1
            return k
        pick -= bag[k]
    raise AssertionError("unreachable")


def fill_display(state: State) -> None:
    for i, c in enumerate(state["display"]):
        if c is None:
            state["display"][i] = draw_sight(state)


def fill_board(state: State) -> None:
    for i, t in enumerate(state["board"]):
        if t is None:
            state["board"][i] = draw_token(state)


def roll_dice(state: State) -> None:
    rng = Rng(state)
    for i, d in enumerate(state["dice"]):
        if d is None:
            state["dice"][i] = rng.choice(DIE_FACES)


def empty(row: list) -> bool:
    return all(x is None for x in row)


# ----- seats --------------------------------------------------------------------------------

def photos(seat: dict) -> list[dict]:
    return [e for e in seat["diary"] if e is not None]


def _slots(spec: dict) -> list[dict]:
    top = [{"row": "top", "type": t, "bonus": b} for t, b in spec["top"]]
    bottom = [{"row": "bottom", "type": t, "condition": c} for t, c in spec["bottom"]]
    return top + bottom


DIARY_SLOT_LISTS = [_slots(d) for d in DIARIES]


def diary_slots(state: State, seat: int) -> list[dict] | None:
    """Side B slots of the seat's diary ({row, type, bonus or condition}), None on side A."""
    d = state["seats"][seat]["diary_id"]
    return None if d is None else DIARY_SLOT_LISTS[d]


def slot_matches(state: State, seat: int, slot: int) -> bool:
    slots = diary_slots(state, seat)
    entry = state["seats"][seat]["diary"][slot]
    return bool(slots and entry and sight(entry["card"]).type == slots[slot]["type"])
