"""Hooks for bots: a full state consistent with one seat's view, and the scores so far."""

from __future__ import annotations

from app.engine import Rng, State, View

from .content import COMMISSIONS, GOALS, LANDSCAPES, planning_deck
from .names import Phase
from .state import MULTI_DAYS, SOLO_DAYS


def _ids(cards: list[dict | None]) -> list[str]:
    return [c["id"] for c in cards if c is not None]


def determinize(view: View, seat: int, seed: int) -> State:
    """Rebuild a state from `view`; what the seat cannot see is dealt at random from the rest."""
    pub, priv = view["public"], view["private"]
    state: State = {}
    rng = Rng.attach(state, seed)
    solo = pub["solo"]
    players = len(pub["seats"])

    board = []
    for cell in pub["wilderness"]:
        board.append(cell["station"] or (cell["card"]["id"] if cell["card"] else None))
    revealed = pub["phase"] != Phase.PLANNING

    seats = []
    seen_landscapes = {c for c in board if c in LANDSCAPES}
    seen_landscapes |= set(_ids(pub["landscape_discard"]))
    seen_commissions = set(_ids(pub["commission_row"] + [pub["commission_preview"]] + pub["commission_discard"]))
    seen_goals = set(_ids(pub["goal_discard"])) | ({pub["goal"]["id"]} if pub["goal"] else set())
    for s, ps in enumerate(pub["seats"]):
        paintings = _ids(ps["paintings"])
        commissions = _ids(ps["commissions"])
        goals = _ids(ps["goals"])
        seen_landscapes |= set(paintings)
        seen_commissions |= set(commissions)
        seen_goals |= set(goals)
        played = _ids(ps["played"])
        chosen = ps["chosen"]["id"] if ps["chosen"] else None
        known = 0
        if solo:
            hand = _ids(pub["hand"])
            rest = [c for c in planning_deck(ps["colour"]) if c not in played + hand + [chosen]]
            rng.shuffle(rest)
            deck = rest
        elif s == seat:
            hand = _ids(priv["hand"])
            chosen = priv["chosen"]["id"] if priv["chosen"] else None
            unknown = _ids(priv["deck_unknown_order"])
            rng.shuffle(unknown)
            bottom = _ids(priv["deck_bottom"])
            deck = unknown + bottom
            known = len(bottom)
        else:
            rest = [c for c in planning_deck(ps["colour"]) if c not in played and c != chosen]
            rng.shuffle(rest)
            if ps["planned"] and not revealed:
                chosen = rest.pop()
            hand = rest[:ps["hand"]]
            deck = rest[ps["hand"]:]
        seats.append({
            "colour": ps["colour"], "pos": ps["pos"], "deck": deck, "known": known, "hand": hand,
            "chosen": chosen, "played": played, "paintings": paintings, "commissions": commissions,
            "goals": goals,
        })

    def unseen(all_ids, seen) -> list[str]:
        out = [c for c in all_ids if c not in seen]
        rng.shuffle(out)
        return out

    sale = pub["sale"]
    state.update({
        "players": players,
        "solo": solo,
        "days": SOLO_DAYS if solo else MULTI_DAYS,
        "day": pub["day"],
        "phase": pub["phase"],
        "board": board,
        "landscape_deck": unseen(LANDSCAPES, seen_landscapes),
        "landscape_discard": _ids(pub["landscape_discard"]),
        "commission_deck": unseen(COMMISSIONS, seen_commissions),
        "commission_preview": pub["commission_preview"]["id"] if pub["commission_preview"] else None,
        "commission_row": [c["id"] if c else None for c in pub["commission_row"]],
        "commission_discard": _ids(pub["commission_discard"]),
        "goal_deck": [] if solo else unseen(GOALS, seen_goals),
        "goal": pub["goal"]["id"] if pub["goal"] else None,
        "goal_holder": pub["goal"]["holder"] if pub["goal"] else None,
        "goal_discard": _ids(pub["goal_discard"]),
        "seats": seats,
        "order": list(pub["order"]),
        "turn": pub["order"].index(pub["current"]) if pub["current"] is not None else 0,
        "step": pub["step"],
        "path": list(pub["path"]),
        "paint_left": pub["paint_left"],
        "turn_log": dict(pub["turn_log"]) if pub["turn_log"] else None,
        "sale": None if sale is None else {"commission": sale["commission"]["id"],
                                           "landscapes": list(sale["landscapes"])},
        "end_reason": pub["end_reason"],
    })
    if solo:
        state["inspiration"] = pub["inspiration"]["id"]
    return state
