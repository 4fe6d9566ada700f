"""Applying a move, and the flow of a turn.

A turn is split into steps (state["phase"]):
  travel -> [claim] -> sightsee -> place -> [claim] -> [shogunate] -> next player.
Which moves each step allows, and why others are refused, is legality.py.
Before the first round each player, counter-clockwise from the player right of seat 0, runs
setup_pawn -> setup_take -> setup_start -> setup_place.
"""

from __future__ import annotations

from app.engine.events import score

from . import photobook as pb
from . import scoring
from .content import BONUS_COST, LOCATION, NAMES
from .legality import claimable_columns, columns_too_costly, take_moves
from .state import refill


def actors(state: dict) -> list[int]:
    return [] if state["phase"] == "over" else [state["turn"]]


# ----- applying moves ---------------------------------------------------------------------------

def apply(state: dict, seat: int, move: dict) -> list[dict]:
    return _HANDLERS[move["type"]](state, seat, move)


def _pawn(state, seat, move):
    state["pawns"][seat] = move["to"]
    state["phase"] = "setup_take"
    return [{"type": "pawn", "seat": seat, "to": move["to"], "tile": state["street"][move["to"]]}]


def _take(state, seat, move):
    card = state["area"][move["cell"]]
    state["area"][move["cell"]] = None
    events = [{"type": "take", "seat": seat, "cell": move["cell"], "card": card}]
    if state["phase"] == "setup_take":
        # Refilled at once, before the next player chooses; no Shogunate scoring.
        more, _ = refill(state)
        events += more
        pb.place(state["seats"][seat]["book"], card, {"at": "right"})
        state["phase"] = "setup_start"
    else:
        state["pending"] = card
        state["phase"] = "place"
    return events


def _start_card(state, seat, move):
    state["start_cards"].remove(move["card"])
    state["pending"] = move["card"]
    state["phase"] = "setup_place"
    return [{"type": "start_card", "seat": seat, "card": move["card"]}]


def _place(state, seat, move):
    card = state["pending"]
    state["pending"] = None
    spot = {k: v for k, v in move.items() if k != "type"}
    pb.place(state["seats"][seat]["book"], card, spot)
    events = [{"type": "place", "seat": seat, "card": card, **spot}]
    if state["phase"] == "setup_place":
        return events + _next_setup(state, seat)
    return events + _after_sightseeing(state, seat)


def _next_setup(state, seat):
    if seat > 0:
        state["turn"] = seat - 1
        state["phase"] = "setup_pawn"
        return []
    state["turn"] = 0
    state["round"] = 1
    state["phase"] = "travel"
    return [{"type": "round", "round": 1}]


def _bonus(state, seat, move):
    s = state["seats"][seat]
    s["sandals"] -= BONUS_COST
    state["supply"] += BONUS_COST
    state["bonus"][seat] = move["to"]
    return [{"type": "bonus_marker", "seat": seat, "to": move["to"], "option": move["option"],
             "sandals": BONUS_COST}]


def _travel(state, seat, move):
    s = state["seats"][seat]
    s["sandals"] -= move["sandals"]
    state["supply"] += move["sandals"]
    state["pawns"][seat] = move["to"]
    tile = state["street"][move["to"]]
    events = [{"type": "travel", "seat": seat, "steps": move["steps"], "to": move["to"],
               "sandals": move["sandals"], "tile": tile}]
    if tile is None:
        events += _earn_sandal(state, seat, "empty street marker", "sandal_empty_marker")
    elif claimable_columns(state, seat):
        # the player chooses: a sandal or the tile (legality.sandal_offered)
        state["phase"] = "claim"
        state["claim_stage"] = "travel"
        return events
    else:  # no column can take the tile: the sandal is the only choice
        code = "sandal_no_room" if columns_too_costly(state, seat, tile) else "sandal_no_column"
        events += _earn_sandal(state, seat, "location tile not claimed", code, tile)
    return events + _to_sightseeing(state, seat)


def _earn_sandal(state, seat, reason, code, tile=None):
    # `code` and `tile` say in the log why the sandal was given (catalog wording)
    if state["supply"] <= 0:
        return [{"type": "sandal", "seat": seat, "gained": 0, "reason": f"{reason}, supply empty",
                 "code": "sandal_supply_empty", "tile": tile}]
    state["supply"] -= 1
    state["seats"][seat]["sandals"] += 1
    return [{"type": "sandal", "seat": seat, "gained": 1, "reason": reason, "code": code, "tile": tile}]


def _sandal(state, seat, move):
    # The sandal is taken instead of the tile a column met: that tile is not claimed this turn
    # (docs/rules/osaka.md, "Sandal or claim").
    state["claim_stage"] = None
    state["claim_forgone"] = True
    tile = state["street"][state["pawns"][seat]]
    return (_earn_sandal(state, seat, "location tile left for a sandal", "sandal_chosen", tile)
            + _to_sightseeing(state, seat))


def _to_sightseeing(state, seat):
    if take_moves(state, seat):
        state["phase"] = "sightsee"
        return []
    # Only possible once the deck has run out: nothing to see from this side of town.
    return [{"type": "no_sightseeing", "seat": seat}] + _end_of_turn(state, seat)


def _after_sightseeing(state, seat):
    if not state.get("claim_forgone") and claimable_columns(state, seat):
        state["phase"] = "claim"
        state["claim_stage"] = "sightseeing"
        return []
    return _end_of_turn(state, seat)


def _claim(state, seat, move):
    pos = state["pawns"][seat]
    tile = state["street"][pos]
    s = state["seats"][seat]
    c = move["column"]
    column = pb.column_blocks(s["book"], c)
    bonus = scoring.tier_bonus(column)
    pts = bonus.points
    state["street"][pos] = None
    s["book"][c]["tile"] = tile
    s["tiles"].append(tile)
    s["score"] += pts
    s["breakdown"]["location"] += pts
    events = [
        {"type": "claim", "seat": seat, "tile": tile, "column": c, "tier": len(column)},
        score(seat, pts, f"{LOCATION[tile]['name']} on column {c + 1}: {bonus.reason}", "location",
              code=bonus.code, tile=tile, column=c, **bonus.params),
    ]
    return events + _after_claim(state, seat)


def _decline(state, seat, move):
    if state["claim_stage"] == "travel":  # left at the end of travel (no sandal to take): not this turn
        state["claim_forgone"] = True
    return [{"type": "decline", "seat": seat}] + _after_claim(state, seat)


def _after_claim(state, seat):
    stage = state["claim_stage"]
    state["claim_stage"] = None
    if stage == "travel":
        return _to_sightseeing(state, seat)
    return _end_of_turn(state, seat)


def _end_of_turn(state, seat):
    # The key is there only while a turn's tile is forgone, so games stored before it replay
    # to their stored states between turns.
    state.pop("claim_forgone", None)
    events, replenished = refill(state)
    if replenished:
        state["phase"] = "shogunate"
        return events
    return events + _next_turn(state, seat)


def _shogunate(state, seat, move):
    s = state["seats"][seat]
    s["sandals"] -= move["sandals"]
    state["supply"] += move["sandals"]
    state["shogun"] = move["to"]
    option = move["option"]
    moved = {"seat": seat, "spaces": move["spaces"], "to": move["to"], "option": option, "sandals": move["sandals"]}
    events = [{"type": "shogunate", **moved}]
    scored = []
    for other, o in enumerate(state["seats"]):
        got = scoring.score_option(option, pb.blocks(o["book"]))
        o["score"] += got.points
        o["breakdown"]["shogunate"] += got.points
        scored.append({"seat": other, "points": got.points, "code": got.code, "option": option, **got.params})
        events.append(score(other, got.points, f"{NAMES[option]}: {got.reason}", "shogunate",
                            code=got.code, option=option, **got.params))
    # Kept until the Shogun moves again, so a page opened later shows what this stop scored. The
    # key is set here, not at setup, so a stored game the Shogun has not moved in yet replays to
    # its stored state unchanged.
    state["last_shogunate"] = {**moved, "round": state["round"], "scores": scored}
    return events + _next_turn(state, seat)


def _next_turn(state, seat):
    state["phase"] = "travel"
    if seat < state["players"] - 1:
        state["turn"] = seat + 1
        return []
    if state["round"] >= state["rounds"] or state["last_round"]:
        return final_scoring(state)
    state["round"] += 1
    state["turn"] = 0
    return [{"type": "round", "round": state["round"]}]


def final_scoring(state: dict) -> list[dict]:
    events: list[dict] = [{"type": "game_end"}]
    for seat, s in enumerate(state["seats"]):
        option = scoring.bonus_option(state, seat)
        zone, bonus = scoring.end_scoring(s["book"], option)
        s["largest_zone"] = zone.points
        s["score"] += zone.points + bonus.points
        s["breakdown"]["largest_zone"] += zone.points
        s["breakdown"]["bonus"] += bonus.points
        extra = {} if option is None else {"option": option}
        events += [score(seat, zone.points, zone.reason, "largest_zone", code=zone.code, **zone.params),
                   score(seat, bonus.points, bonus.reason, "bonus", code=bonus.code, **extra, **bonus.params)]
    state["phase"] = "over"
    state["turn"] = None
    return events


_HANDLERS = {
    "pawn": _pawn, "take": _take, "start_card": _start_card, "place": _place, "bonus": _bonus,
    "travel": _travel, "claim": _claim, "sandal": _sandal, "decline": _decline, "shogunate": _shogunate,
}
