"""Hooks for bots: a full state consistent with one seat's view, and the scores so far."""

from __future__ import annotations

import copy

from app.engine import Rng

from .content import SIGHTS
from .scoring import totals
from .state import State, sight_id


def determinize(view: dict, seat: int, seed: int) -> State:
    """Rebuild a state from `view`; cards the seat cannot see are dealt at random from the rest."""
    pub = copy.deepcopy(view["public"])
    priv = view["private"]
    state: State = {"mode": pub["mode"], "n": pub["players"], "phase": pub["phase"]}
    rng = Rng.attach(state, seed)
    seen: set[str] = set(c for c in pub["display"] if c) | set(pub["sight_discard"])
    seen |= set(priv.get("hand", [])) | set(priv.get("dealt", []))
    for s in pub["seats"]:
        seen |= {e["card"] for e in s["diary"] if e} | set(s["hand_known"])
    unknown = [sight_id(n) for n in sorted(SIGHTS) if sight_id(n) not in seen]
    rng.shuffle(unknown)

    seats = []
    for s, ps in enumerate(pub["seats"]):
        me = {
            "pawn": ps["pawn"], "reserve": ps["reserve"], "diary": ps["diary"],
            "diary_id": ps["diary_id"], "reacted": ps["reacted"], "bonus_points": ps["bonus_points"],
            "dealt": [], "choice": None,
        }
        if s == seat:
            me["hand"] = list(priv["hand"])
            me["secret"] = [c for c in priv["hand"] if c not in ps["hand_known"]]
            me["dealt"] = list(priv["dealt"])
            me["choice"] = priv["choice"]
        else:
            hidden = [unknown.pop() for _ in range(ps["hand_count"] - len(ps["hand_known"]))]
            me["hand"] = ps["hand_known"] + hidden
            me["secret"] = hidden
            if pub["phase"] == "start":
                me["dealt"] = [unknown.pop() for _ in range(3)]
                me["choice"] = me["dealt"][0] if ps["chosen"] else None
        seats.append(me)
    if len(unknown) < pub["deck_count"]:
        raise ValueError("the view accounts for more cards than exist")
    reaction = pub["reaction"]
    if reaction:
        reaction = {k: v for k, v in reaction.items() if k != "seat"}
    state.update({
        "deck": unknown[: pub["deck_count"]],
        "display": pub["display"],
        "sight_discard": pub["sight_discard"],
        "bag": pub["bag"],
        "board": pub["board_tokens"],
        "token_discard": pub["token_discard"],
        "dice": pub["dice"],
        "contests": pub["contests"],
        "first": pub["first"],
        "turn": pub["turn"],
        "reaction": reaction,
        "last_round": pub["last_round"],
        "seats": seats,
    })
    return state


def scores_now(state: State) -> list[float]:
    """Points each seat would score if the game ended now (contests and conditions included)."""
    return [float(x) for x in totals(state)]
