"""Which moves are legal, and why any other is refused: one checker per move kind.

Each kind names its candidates (cheap, a superset of the legal moves) and a `refuse` that says
why a move of that kind is refused, or None. The legal list is the candidates that `refuse`
accepts, and a refused move's reason is what `refuse` says, so the two cannot disagree
(app/engine/checks.py). Each step of a turn (state["phase"]) has its own set of kinds.
"""

from __future__ import annotations

from app.engine import IllegalMove
from app.engine.checks import MoveKind, MoveKinds

from . import photobook as pb
from .content import (
    BONUS_COST, BONUS_SPACES, CARDS, FIRST_CARDS, LOCATION, LOCATIONS, MAX_HEIGHT, MAX_WIDTH, NAMES, ROUNDS,
    SANDALS_PER_SPACE, SCORING_OPTIONS, SHOGUNATE_SPACES, STREET_MARKERS, TRAVEL_STEPS,
)
from .scoring import requirement_met
from .state import FACING, SHOGUNATE_SPACE, STREET_LINES, STREET_PLACE

OPTION_RING = len(SCORING_OPTIONS)


def _int(value) -> bool:
    return type(value) is int


def _n(n: int, one: str) -> str:
    return f"{n} {one if n == 1 else one + 's'}"


def _street_place(state: dict, p: int) -> str:
    """A street marker in words (the fallback message): its tile, or its place beside the town."""
    tile = state["street"][p]
    return f"{LOCATION[tile]['name']} (\"to\": {p})" if tile else f"the empty street space {STREET_PLACE[p]} (\"to\": {p})"


def street_id(p: int) -> str:
    """The catalog's key naming street marker `p` by its place beside the town, as the board shows
    it (moves number the markers 0 to 11, which no player sees)."""
    return f"street:{p}"


def _street_values(state: dict, p: int) -> dict:
    """A refusal's values naming street marker `p`: its place, and its tile while it has one."""
    tile = state["street"][p]
    return {"street": street_id(p), **({"tile": tile} if tile else {})}


def _option_place(state: dict, i: int) -> str:
    return f"{NAMES[state['options'][i]]}, option {i + 1} of {OPTION_RING} (\"to\": {i})"


def _sandals(state: dict, seat: int) -> int:
    return state["seats"][seat]["sandals"]


# ----- setup: the pawn and the starting card -----------------------------------------------------

def pawn_candidates(state, seat):
    return [{"type": "pawn", "to": p} for p in range(STREET_MARKERS)]


def refuse_pawn(state, seat, move):
    to = move.get("to")
    if not _int(to) or not 0 <= to < STREET_MARKERS:
        return IllegalMove("no_such_tile", f"\"to\" is a street marker, from 0 to {STREET_MARKERS - 1} clockwise from the top left",
                           case="range")
    if to in state["pawns"]:
        return IllegalMove("street_occupied", "another pawn stands on that location tile",
                           seat=state["pawns"].index(to), **_street_values(state, to))
    if state["street"][to] is None:
        return IllegalMove("no_such_tile", "the pawn must go on a street marker holding a location tile",
                           case="empty", street=street_id(to))
    return None


def start_card_candidates(state, seat):
    return [{"type": "start_card", "card": c} for c in state["start_cards"]]


def refuse_start_card(state, seat, move):
    card = move.get("card")
    if card not in state["start_cards"]:
        # the card is named only when it is a card the mover named (every card id is public)
        named = {"card": card} if isinstance(card, str) and card in CARDS else {}
        return IllegalMove("no_such_card", "that starting card is not available", **named)
    return None


# ----- taking a town card ------------------------------------------------------------------------

def line_of_pawn(state: dict, seat: int) -> tuple[str, ...]:
    return FACING[state["pawns"][seat]]


def take_moves(state: dict, seat: int) -> list[dict]:
    return [{"type": "take", "cell": c, "card": state["area"][c]}
            for c in line_of_pawn(state, seat) if state["area"][c] is not None]


def refuse_take(state, seat, move):
    cell = move.get("cell")
    if not isinstance(cell, str) or cell not in line_of_pawn(state, seat):
        kind, i = STREET_LINES[state["pawns"][seat]]
        return IllegalMove("card_not_in_line", "the card must come from the row or column your pawn faces",
                           line=f"line:{kind}-{i}")
    if state["area"][cell] is None:
        return IllegalMove("no_card_there", "that space of the town area is empty")
    if move.get("card") != state["area"][cell]:
        return IllegalMove("wrong_card", "name the card that lies there", card=state["area"][cell])
    return None


# ----- placing a card in the photobook -----------------------------------------------------------

def place_candidates(state, seat):
    moves = [{"type": "place", **spot} for spot in pb.placements(state["seats"][seat]["book"])]
    if state["phase"] == "setup_place":
        moves.append({"type": "place", "at": "under", "column": 0})
    return moves


def refuse_place(state, seat, move):
    book = state["seats"][seat]["book"]
    at = move.get("at")
    if at in ("left", "right"):
        if len(book) >= MAX_WIDTH:
            return IllegalMove("photobook_too_wide", f"a photobook is at most {MAX_WIDTH} cards wide", most=MAX_WIDTH)
        return None
    if at not in ("top", "under"):
        return IllegalMove("bad_position", "place the card beside the ground level (left or right) or on top of a column")
    if at == "under" and state["phase"] != "setup_place":
        return IllegalMove("below_ground", "cards cannot be placed below the lowest level")
    c = move.get("column")
    if not _int(c) or not 0 <= c < len(book):
        return _no_such_column(book)
    if at == "under":
        return None
    if book[c]["tile"] is not None:
        return IllegalMove("column_closed", "a location tile closes that column", tile=book[c]["tile"])
    if len(book[c]["cards"]) >= MAX_HEIGHT:
        return IllegalMove("photobook_too_high", f"a column is at most {MAX_HEIGHT} cards ({MAX_HEIGHT + 1} blocks) high",
                           most=MAX_HEIGHT, blocks=MAX_HEIGHT + 1)
    return None


def _no_such_column(book: list[dict]) -> IllegalMove:
    return IllegalMove("no_such_column", "there is no such column in your photobook", columns=len(book))


# ----- travel and the bonus marker ---------------------------------------------------------------

_AHEAD = [[(here + i) % STREET_MARKERS for i in range(1, STREET_MARKERS)] for here in range(STREET_MARKERS)]


def _free_street(state: dict, seat: int, most: int = STREET_MARKERS) -> list[int]:
    """The first `most` street markers ahead of the pawn, clockwise, once round, without other
    pawns: the k-th is where k steps end (pawns are jumped and not counted)."""
    pawns = state["pawns"]
    here = pawns[seat]
    out = []
    for p in _AHEAD[here]:
        if p not in pawns:
            out.append(p)
            if len(out) == most:
                break
    return out


def travel_cost(steps: int) -> int:
    return max(0, steps - TRAVEL_STEPS)


def travel_candidates(state, seat):
    free = _free_street(state, seat, TRAVEL_STEPS + _sandals(state, seat))
    return [{"type": "travel", "steps": k, "to": to, "sandals": travel_cost(k)}
            for k, to in enumerate(free, 1)]


def refuse_travel(state, seat, move):
    steps = move.get("steps")
    if not _int(steps):
        return IllegalMove("bad_travel", "travel by a number of steps; pawns jumped over are not counted", case="steps")
    if steps < 1:
        return IllegalMove("must_move", "a pawn travels at least 1 step clockwise")
    have = _sandals(state, seat)
    cost = travel_cost(steps)
    if cost > have:
        return IllegalMove("not_enough_sandals", f"a walk of {_n(steps, 'step')} costs {_n(cost, 'sandal')}, you have {have}",
                           case="travel", steps=steps, cost=cost, have=have)
    free = _free_street(state, seat, steps)
    if steps > len(free):
        return IllegalMove("bad_travel", f"a pawn goes at most once round the street ({_n(len(free), 'step')} from here)",
                           case="once_round", most=len(free))
    end = free[steps - 1]
    if move.get("to") != end:
        return IllegalMove("bad_travel", f"a walk of {_n(steps, 'step')} ends at {_street_place(state, end)}; pawns jumped over are not counted",
                           case="ends", steps=steps, to=end, **_street_values(state, end))
    if move.get("sandals") != cost:
        return IllegalMove("bad_travel", f"a walk of {_n(steps, 'step')} costs {_n(cost, 'sandal')}",
                           case="cost", steps=steps, cost=cost)
    return None


def _bonus_ring(state: dict, seat: int) -> list[int]:
    """The options ahead of the seat's bonus marker, clockwise, without other markers: the k-th
    is where k spaces end."""
    taken = {b for s, b in enumerate(state["bonus"]) if s != seat and b is not None}
    here = state["bonus"][seat]
    start = SHOGUNATE_SPACE if here is None else here
    ahead = ((start + i) % OPTION_RING for i in range(1, OPTION_RING + 1))
    return [p for p in ahead if p not in taken and p != here]


def bonus_candidates(state, seat):
    if _sandals(state, seat) < BONUS_COST:  # a shortcut: refuse_bonus says why
        return []
    ring = _bonus_ring(state, seat)
    return [{"type": "bonus", "spaces": k, "to": ring[k - 1], "option": state["options"][ring[k - 1]]}
            for k in range(1, min(BONUS_SPACES, len(ring)) + 1)]


def refuse_bonus(state, seat, move):
    have = _sandals(state, seat)
    if have < BONUS_COST:
        return IllegalMove("not_enough_sandals", f"moving the bonus marker costs {BONUS_COST} sandals",
                           case="bonus", cost=BONUS_COST, have=have)
    spaces = move.get("spaces")
    ring = _bonus_ring(state, seat)
    if not _int(spaces) or not 1 <= spaces <= min(BONUS_SPACES, len(ring)):
        return IllegalMove("bad_bonus_move", f"{BONUS_COST} sandals move a bonus marker to the next free option clockwise",
                           case="spaces", cost=BONUS_COST, option=state["options"][ring[0]])
    to = ring[spaces - 1]
    if move.get("to") != to or move.get("option") != state["options"][to]:
        return IllegalMove("bad_bonus_move", f"a move of {_n(spaces, 'space')} takes the bonus marker to {_option_place(state, to)}, "
                                             "options holding another marker not counted",
                           case="ends", spaces=spaces, to=to, option=state["options"][to])
    return None


# ----- claiming a location tile ------------------------------------------------------------------

def cards_still_to_place(book: list[dict]) -> int:
    return FIRST_CARDS + ROUNDS - pb.card_count(book)


def claim_candidates(state, seat):
    if state["street"][state["pawns"][seat]] is None:  # a shortcut: refuse_claim says why
        return []
    return [{"type": "claim", "column": c} for c in range(len(state["seats"][seat]["book"]))]


def refuse_claim(state, seat, move):
    tile = state["street"][state["pawns"][seat]]
    if tile is None:
        return IllegalMove("no_location_tile", "your pawn does not stand on a location tile",
                           street=street_id(state["pawns"][seat]))
    return _refuse_column(state, seat, tile, move)


def tiles_within_reach(state: dict, seat: int) -> list[str]:
    """The street's tiles that one of the seat's columns could take now, were its pawn there."""
    return in_street(state, locations_within_reach(state["seats"][seat]["book"]))


def locations_within_reach(book: list[dict]) -> list[str]:
    """Every location tile that one of the book's columns could take now: the checks of
    `_refuse_column`, with each column's own ones made once for every tile."""
    blocks = [pb.column_blocks(book, c) for c in range(len(book))
              if _shape_refusal(book, c) is None and _room_refusal(book, c) is None]
    return [loc["id"] for loc in LOCATIONS if any(requirement_met(loc["requires"], b) for b in blocks)]


def in_street(state: dict, tiles: list[str]) -> list[str]:
    """Those of `tiles` that lie in the street, in its order."""
    wanted = set(tiles)
    return [tile for tile in state["street"] if tile is not None and tile in wanted]


def _refuse_column(state, seat, tile, move):
    book = state["seats"][seat]["book"]
    c = move.get("column")
    if not _int(c) or not 0 <= c < len(book):
        return _no_such_column(book)
    reason = _shape_refusal(book, c)
    if reason is not None:
        return reason
    requires = LOCATION[tile]["requires"]
    if not requirement_met(requires, pb.column_blocks(book, c)):
        # A photobook that meets the requirement only with blocks of several columns is told so:
        # a tile's requirement is met within the one column it will cap (docs/rules/osaka.md).
        whole = [b for k in range(len(book)) for b in pb.column_blocks(book, k)]
        case = "across" if requirement_met(requires, whole) else "column"
        return IllegalMove("requirement_not_met", f"column {c + 1} does not meet {LOCATION[tile]['name']}'s requirement",
                           case=case, tile=tile, column=c)
    return _room_refusal(book, c)


def _shape_refusal(book: list[dict], c: int) -> IllegalMove | None:
    col = book[c]
    if col["tile"] is not None:
        return IllegalMove("column_closed", "that column already holds a location tile", tile=col["tile"])
    if not 2 <= len(col["cards"]) <= MAX_HEIGHT:
        return IllegalMove("column_too_low", "a location tile needs a column of 3 to 5 blocks",
                           blocks=len(col["cards"]) + 1)
    return None


def _room_refusal(book: list[dict], c: int) -> IllegalMove | None:
    # The tile closes the column: the photobook must still hold every card yet to be placed.
    left = pb.room(book) - (MAX_HEIGHT - len(book[c]["cards"]))
    needed = cards_still_to_place(book)
    if left < needed:
        return IllegalMove("no_room_left", "closing that column would leave no room for your remaining cards",
                           column=c, room=left, cards=needed)
    return None


def columns_too_costly(state: dict, seat: int, tile: str) -> list[int]:
    """The open columns that meet `tile` but may not take it: closing them would leave no room
    for the cards still to come."""
    book = state["seats"][seat]["book"]
    return [c for c in range(len(book)) if _shape_refusal(book, c) is None
            and requirement_met(LOCATION[tile]["requires"], pb.column_blocks(book, c)) and _room_refusal(book, c) is not None]


def claimable_columns(state: dict, seat: int) -> list[int]:
    return [m["column"] for m in CLAIM.candidates(state, seat) if refuse_claim(state, seat, m) is None]


def sandal_offered(state: dict) -> bool:
    """Ending travel on a location tile, the player takes a sandal or claims the tile (while
    the supply has a sandal); a sandal is never earned after sightseeing."""
    return state["claim_stage"] == "travel" and state["supply"] > 0


def sandal_candidates(state, seat):
    return [{"type": "sandal"}]


def refuse_sandal(state, seat, move):
    if state["claim_stage"] != "travel":
        return IllegalMove("sandal_not_again", "a sandal is taken when travel ends, never after sightseeing")
    if state["supply"] <= 0:
        return IllegalMove("supply_empty", "the supply has no sandal left")
    return None


def decline_candidates(state, seat):
    return [{"type": "decline"}]


def refuse_decline(state, seat, move):
    if sandal_offered(state):
        return IllegalMove("sandal_or_claim", "take a sandal or claim the location tile",
                           tile=state["street"][state["pawns"][seat]])
    return None


# ----- the Shogunate pawn ------------------------------------------------------------------------

def shogunate_cost(spaces: int) -> int:
    return SANDALS_PER_SPACE * max(0, spaces - SHOGUNATE_SPACES)


def _shogunate_reach(state: dict) -> int:
    """The most spaces the Shogunate pawn may move: it must "select a new option", so from an
    option it stops short of a full lap; from the Shogunate space every option is new."""
    return OPTION_RING if state["shogun"] == SHOGUNATE_SPACE else OPTION_RING - 1


def shogunate_candidates(state, seat):
    limit = min(SHOGUNATE_SPACES + _sandals(state, seat) // SANDALS_PER_SPACE, _shogunate_reach(state))
    out = []
    for d in range(1, limit + 1):
        to = (state["shogun"] + d) % OPTION_RING
        out.append({"type": "shogunate", "spaces": d, "to": to, "option": state["options"][to],
                    "sandals": shogunate_cost(d)})
    return out


def refuse_shogunate(state, seat, move):
    spaces = move.get("spaces")
    if not _int(spaces) or spaces < 1:
        return IllegalMove("bad_shogunate_move", "the Shogunate pawn moves 1 or 2 spaces clockwise (+1 per 2 sandals)",
                           case="spaces")
    have = _sandals(state, seat)
    cost = shogunate_cost(spaces)
    if cost > have:
        return IllegalMove("not_enough_sandals", f"a move of {_n(spaces, 'space')} costs {_n(cost, 'sandal')}",
                           case="shogunate", spaces=spaces, cost=cost, have=have)
    if spaces > OPTION_RING:
        return IllegalMove("bad_shogunate_move", f"the Shogunate pawn moves at most {OPTION_RING} spaces, once round",
                           case="once_round", most=OPTION_RING)
    if spaces > _shogunate_reach(state):
        return IllegalMove("same_option", "the Shogunate pawn must select a new option, not go round to the same one",
                           spaces=spaces, option=state["options"][state["shogun"]])
    to = (state["shogun"] + spaces) % OPTION_RING
    if move.get("to") != to or move.get("option") != state["options"][to]:
        return IllegalMove("bad_shogunate_move", f"a move of {_n(spaces, 'space')} takes the Shogunate pawn to {_option_place(state, to)}",
                           case="ends", spaces=spaces, to=to, option=state["options"][to])
    if move.get("sandals") != cost:
        return IllegalMove("bad_shogunate_move", f"a move of {_n(spaces, 'space')} costs {_n(cost, 'sandal')}",
                           case="cost", spaces=spaces, cost=cost)
    return None


# ----- the kinds of each step --------------------------------------------------------------------

PAWN = MoveKind("pawn", pawn_candidates, refuse_pawn)
TAKE = MoveKind("take", take_moves, refuse_take)
START_CARD = MoveKind("start_card", start_card_candidates, refuse_start_card)
PLACE = MoveKind("place", place_candidates, refuse_place,
                 fallback=("bad_position", "place the card beside the ground level (left or right) or on top of a column"))
BONUS = MoveKind("bonus", bonus_candidates, refuse_bonus, fallback=("bad_bonus_move", ""))
TRAVEL = MoveKind("travel", travel_candidates, refuse_travel, fallback=("bad_travel", ""))
CLAIM = MoveKind("claim", claim_candidates, refuse_claim)
SANDAL = MoveKind("sandal", sandal_candidates, refuse_sandal)
DECLINE = MoveKind("decline", decline_candidates, refuse_decline)
SHOGUNATE = MoveKind("shogunate", shogunate_candidates, refuse_shogunate, fallback=("bad_shogunate_move", ""))

# step: (its kinds in the order they are listed, what the player is to do)
STEPS = {
    "setup_pawn": ((PAWN,), "place your pawn on a free location tile"),
    "setup_take": ((TAKE,), "take a town card from your pawn's row or column"),
    "setup_start": ((START_CARD,), "choose a starting card"),
    "setup_place": ((PLACE,), "place your starting card in your photobook"),
    "travel": ((BONUS, TRAVEL), "travel 1 or 2 steps clockwise (or move your bonus marker)"),
    "claim": ((CLAIM, SANDAL, DECLINE), "claim the location tile, or take a sandal (after travel) or decline"),
    "sightsee": ((TAKE,), "take a town card from your pawn's row or column"),
    "place": ((PLACE,), "place the card in your photobook"),
    "shogunate": ((SHOGUNATE,), "move the Shogunate pawn"),
}


def _wrong_step(what: str):
    def unknown(state, seat, move):
        return IllegalMove("wrong_step", f"now {what}, not {move.get('type')!r}", step=f"step:{state['phase']}")
    return unknown


KINDS = {phase: MoveKinds(*kinds, unknown=_wrong_step(what)) for phase, (kinds, what) in STEPS.items()}


def legal_moves(state: dict, seat: int) -> list[dict]:
    kinds = KINDS.get(state["phase"])
    return [] if kinds is None else kinds.legal(state, seat)


def refusal(state: dict, seat: int, move: dict) -> IllegalMove | None:
    kinds = KINDS.get(state["phase"])
    if kinds is None:
        return IllegalMove("game_over", "the game is over")
    return kinds.refusal(state, seat, move)
