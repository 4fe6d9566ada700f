"""Legal moves, applying a move, and the flow of a turn.

A turn is split into steps (state["phase"]):
  travel -> [claim] -> sightsee -> place -> [claim] -> [shogunate] -> next player.
Before the first round each player, counter-clockwise from the player right of seat 0, runs
setup_pawn -> setup_take -> setup_start -> setup_place.
"""

from __future__ import annotations

from app.engine import IllegalMove
from app.engine.events import score

from . import photobook as pb
from . import scoring
from .content import (
    BONUS_COST, BONUS_SPACES, FIRST_CARDS, LOCATION, MAX_HEIGHT, MAX_WIDTH, NAMES, ROUNDS,
    SANDALS_PER_SPACE, SCORING_OPTIONS, SHOGUNATE_SPACES, STREET_MARKERS, TRAVEL_STEPS,
)
from .state import SHOGUNATE_SPACE, line_cells, refill, street_line

OPTION_RING = len(SCORING_OPTIONS)


# ----- geometry of moves ------------------------------------------------------------------------

def travel_targets(state: dict, seat: int) -> list[dict]:
    """(steps, destination, sandal cost): pawns of others are jumped and not counted."""
    occupied = {p for s, p in enumerate(state["pawns"]) if s != seat and p is not None}
    here = state["pawns"][seat]
    free = [(here + i) % STREET_MARKERS for i in range(1, STREET_MARKERS)]
    free = [p for p in free if p not in occupied]
    limit = min(TRAVEL_STEPS + state["seats"][seat]["sandals"], len(free))
    return [{"type": "travel", "steps": k, "to": free[k - 1], "sandals": max(0, k - TRAVEL_STEPS)}
            for k in range(1, limit + 1)]


def bonus_targets(state: dict, seat: int) -> list[dict]:
    """Paying 2 sandals moves a bonus marker 1 or 2 spaces clockwise along the option ring;
    options that hold another marker are jumped and not counted."""
    if state["seats"][seat]["sandals"] < BONUS_COST:
        return []
    taken = {b for s, b in enumerate(state["bonus"]) if s != seat and b is not None}
    here = state["bonus"][seat]
    start = SHOGUNATE_SPACE if here is None else here
    ring = [(start + i) % OPTION_RING for i in range(1, OPTION_RING + 1)]
    ring = [p for p in ring if p not in taken and p != here]
    return [{"type": "bonus", "spaces": k, "to": ring[k - 1], "option": state["options"][ring[k - 1]]}
            for k in range(1, BONUS_SPACES + 1) if k <= len(ring)]


def shogunate_targets(state: dict, seat: int) -> list[dict]:
    limit = min(SHOGUNATE_SPACES + state["seats"][seat]["sandals"] // SANDALS_PER_SPACE, OPTION_RING)
    out = []
    for d in range(1, limit + 1):
        to = (state["shogun"] + d) % OPTION_RING
        out.append({"type": "shogunate", "spaces": d, "to": to, "option": state["options"][to],
                    "sandals": SANDALS_PER_SPACE * max(0, d - SHOGUNATE_SPACES)})
    return out


def line_of_pawn(state: dict, seat: int) -> list[str]:
    return line_cells(street_line(state["pawns"][seat]))


def take_moves(state: dict, seat: int) -> list[dict]:
    return [{"type": "take", "cell": c, "card": state["area"][c]}
            for c in line_of_pawn(state, seat) if state["area"][c] is not None]


def cards_still_to_place(book: list[dict]) -> int:
    return FIRST_CARDS + ROUNDS - pb.card_count(book)


def claimable_columns(state: dict, seat: int) -> list[int]:
    """Open columns of 3 to 5 blocks that meet the tile's requirement, and whose closing still
    leaves room for every card the player has yet to place."""
    tile = state["street"][state["pawns"][seat]]
    if tile is None:
        return []
    book = state["seats"][seat]["book"]
    need = cards_still_to_place(book)
    out = []
    for c, col in enumerate(book):
        if col["tile"] is not None or not 2 <= len(col["cards"]) <= MAX_HEIGHT:
            continue
        if not scoring.requirement_met(LOCATION[tile]["requires"], pb.column_blocks(book, c)):
            continue
        if pb.room(book) - (MAX_HEIGHT - len(col["cards"])) < need:
            continue
        out.append(c)
    return out


def place_moves(state: dict, seat: int) -> list[dict]:
    book = state["seats"][seat]["book"]
    moves = [{"type": "place", **spot} for spot in pb.placements(book)]
    if state["phase"] == "setup_place":
        moves.append({"type": "place", "at": "under", "column": 0})
    return moves


# ----- legal moves ------------------------------------------------------------------------------

def legal_moves(state: dict, seat: int) -> list[dict]:
    phase = state["phase"]
    if phase == "setup_pawn":
        taken = set(state["pawns"])
        return [{"type": "pawn", "to": p} for p in range(STREET_MARKERS)
                if p not in taken and state["street"][p] is not None]
    if phase in ("setup_take", "sightsee"):
        return take_moves(state, seat)
    if phase == "setup_start":
        return [{"type": "start_card", "card": c} for c in state["start_cards"]]
    if phase in ("setup_place", "place"):
        return place_moves(state, seat)
    if phase == "travel":
        return bonus_targets(state, seat) + travel_targets(state, seat)
    if phase == "claim":
        return [{"type": "claim", "column": c} for c in claimable_columns(state, seat)] + [{"type": "decline"}]
    if phase == "shogunate":
        return shogunate_targets(state, seat)
    return []


def actors(state: dict) -> list[int]:
    return [] if state["phase"] == "over" else [state["turn"]]


# ----- applying moves ---------------------------------------------------------------------------

def apply(state: dict, seat: int, move: dict) -> list[dict]:
    return _HANDLERS[move["type"]](state, seat, move)


def _pawn(state, seat, move):
    state["pawns"][seat] = move["to"]
    state["phase"] = "setup_take"
    return [{"type": "pawn", "seat": seat, "to": move["to"]}]


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
    events = [{"type": "travel", "seat": seat, "steps": move["steps"], "to": move["to"],
               "sandals": move["sandals"]}]
    if state["street"][move["to"]] is None:
        if state["supply"] > 0:
            state["supply"] -= 1
            s["sandals"] += 1
            events.append({"type": "sandal", "seat": seat, "gained": 1, "reason": "empty street marker"})
        else:
            events.append({"type": "sandal", "seat": seat, "reason": "empty street marker, supply empty",
                           "gained": 0})
    elif claimable_columns(state, seat):
        state["phase"] = "claim"
        state["claim_stage"] = "travel"
        return events
    return events + _to_sightseeing(state, seat)


def _to_sightseeing(state, seat):
    if take_moves(state, seat):
        state["phase"] = "sightsee"
        return []
    # Only possible once the deck has run out: nothing to see from this side of town.
    return [{"type": "no_sightseeing", "seat": seat}] + _end_of_turn(state, seat)


def _after_sightseeing(state, seat):
    if claimable_columns(state, seat):
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
    pts, why = scoring.tier_bonus(column)
    state["street"][pos] = None
    s["book"][c]["tile"] = tile
    s["tiles"].append(tile)
    s["score"] += pts
    s["breakdown"]["location"] += pts
    events = [
        {"type": "claim", "seat": seat, "tile": tile, "column": c, "tier": len(column)},
        score(seat, pts, f"{LOCATION[tile]['name']} on column {c + 1}: {why}", "location"),
    ]
    return events + _after_claim(state, seat)


def _decline(state, seat, move):
    return [{"type": "decline", "seat": seat}] + _after_claim(state, seat)


def _after_claim(state, seat):
    stage = state["claim_stage"]
    state["claim_stage"] = None
    if stage == "travel":
        return _to_sightseeing(state, seat)
    return _end_of_turn(state, seat)


def _end_of_turn(state, seat):
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
    events = [{"type": "shogunate", "seat": seat, "spaces": move["spaces"], "to": move["to"],
               "option": option, "sandals": move["sandals"]}]
    for other, o in enumerate(state["seats"]):
        pts, why = scoring.score_option(option, pb.blocks(o["book"]))
        o["score"] += pts
        o["breakdown"]["shogunate"] += pts
        events.append(score(other, pts, f"{NAMES[option]}: {why}", "shogunate"))
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
        grid = pb.blocks(s["book"])
        size, why = scoring.largest(grid)
        s["largest_zone"] = size
        b = state["bonus"][seat]
        bpts, bwhy = scoring.final_bonus(grid, None if b is None else state["options"][b])
        s["score"] += size + bpts
        s["breakdown"]["largest_zone"] += size
        s["breakdown"]["bonus"] += bpts
        events += [score(seat, size, why, "largest_zone"), score(seat, bpts, bwhy, "bonus")]
    state["phase"] = "over"
    state["turn"] = None
    return events


_HANDLERS = {
    "pawn": _pawn, "take": _take, "start_card": _start_card, "place": _place, "bonus": _bonus,
    "travel": _travel, "claim": _claim, "decline": _decline, "shogunate": _shogunate,
}


# ----- why a move is refused --------------------------------------------------------------------

STEP_MOVES = {
    "setup_pawn": ("pawn", "place your pawn on a free location tile"),
    "setup_take": ("take", "take a town card from your pawn's row or column"),
    "setup_start": ("start_card", "choose a starting card"),
    "setup_place": ("place", "place your starting card in your photobook"),
    "travel": ("travel", "travel 1 or 2 steps clockwise (or move your bonus marker)"),
    "claim": ("claim", "claim the location tile or decline"),
    "sightsee": ("take", "take a town card from your pawn's row or column"),
    "place": ("place", "place the card in your photobook"),
    "shogunate": ("shogunate", "move the Shogunate pawn"),
}


def why_illegal(state: dict, seat: int, move: dict) -> IllegalMove:
    phase = state["phase"]
    kind = move.get("type")
    expected, what = STEP_MOVES.get(phase, ("", "wait"))
    allowed = {expected} | ({"bonus"} if phase == "travel" else set()) | ({"decline"} if phase == "claim" else set())
    if kind not in allowed:
        return IllegalMove("wrong_step", f"now {what}, not {kind!r}")
    s = state["seats"][seat]
    if kind == "pawn":
        to = move.get("to")
        if to in state["pawns"]:
            return IllegalMove("street_occupied", "another pawn stands on that location tile")
        return IllegalMove("no_such_tile", "the pawn must go on a street marker holding a location tile")
    if kind == "take":
        cell = move.get("cell")
        if cell not in line_of_pawn(state, seat):
            return IllegalMove("card_not_in_line", "the card must come from the row or column your pawn faces")
        if state["area"].get(cell) is None:
            return IllegalMove("no_card_there", "that space of the town area is empty")
        return IllegalMove("illegal_move", "name the card that lies there")
    if kind == "start_card":
        return IllegalMove("no_such_card", "that starting card is not available")
    if kind == "place":
        return _why_place(state, seat, move)
    if kind == "travel":
        steps = move.get("steps")
        if isinstance(steps, int) and steps > 2 and steps - 2 > s["sandals"]:
            return IllegalMove("not_enough_sandals", f"{steps} steps need {steps - 2} sandals, you have {s['sandals']}")
        if isinstance(steps, int) and steps < 1:
            return IllegalMove("must_move", "a pawn travels at least 1 step clockwise")
        return IllegalMove("bad_travel", "travel by a number of steps; pawns jumped over are not counted")
    if kind == "bonus":
        if s["sandals"] < BONUS_COST:
            return IllegalMove("not_enough_sandals", "moving the bonus marker costs 2 sandals")
        return IllegalMove("bad_bonus_move", "a bonus marker moves 1 or 2 free options clockwise")
    if kind == "claim":
        return _why_claim(state, seat, move)
    if kind == "shogunate":
        spaces = move.get("spaces")
        if isinstance(spaces, int) and spaces > 2 and 2 * (spaces - 2) > s["sandals"]:
            return IllegalMove("not_enough_sandals", f"{spaces} spaces need {2 * (spaces - 2)} sandals")
        return IllegalMove("bad_shogunate_move", "the Shogunate pawn moves 1 or 2 spaces clockwise (+1 per 2 sandals)")
    return IllegalMove("illegal_move", f"{kind!r} is not a legal move now")


def _why_place(state, seat, move):
    book = state["seats"][seat]["book"]
    at = move.get("at")
    if at in ("left", "right") and len(book) >= MAX_WIDTH:
        return IllegalMove("photobook_too_wide", "a photobook is at most 5 cards wide")
    if at == "top":
        c = move.get("column")
        if not isinstance(c, int) or not 0 <= c < len(book):
            return IllegalMove("no_such_column", "there is no such column in your photobook")
        if book[c]["tile"] is not None:
            return IllegalMove("column_closed", "a location tile closes that column")
        if len(book[c]["cards"]) >= 4:
            return IllegalMove("photobook_too_high", "a column is at most 4 cards (5 blocks) high")
    if at == "under":
        return IllegalMove("below_ground", "cards cannot be placed below the lowest level")
    return IllegalMove("bad_position", "place the card beside the ground level (left or right) or on top of a column")


def _why_claim(state, seat, move):
    tile = state["street"][state["pawns"][seat]]
    if tile is None:
        return IllegalMove("no_location_tile", "your pawn does not stand on a location tile")
    book = state["seats"][seat]["book"]
    c = move.get("column")
    if not isinstance(c, int) or not 0 <= c < len(book):
        return IllegalMove("no_such_column", "there is no such column in your photobook")
    col = book[c]
    if col["tile"] is not None:
        return IllegalMove("column_closed", "that column already holds a location tile")
    if not 2 <= len(col["cards"]) <= 4:
        return IllegalMove("column_too_low", "a location tile needs a column of 3 to 5 blocks")
    if not scoring.requirement_met(LOCATION[tile]["requires"], pb.column_blocks(book, c)):
        return IllegalMove("requirement_not_met", f"column {c + 1} does not meet {LOCATION[tile]['name']}'s requirement")
    return IllegalMove("no_room_left", "closing that column would leave no room for your remaining cards")
