"""Strategic mode: sight and diary bonuses, and the reaction window between turns."""

from __future__ import annotations

from . import effects
from .board import destinations
from .content import DIARIES
from .names import Mv
from .state import State, diary_slots, photos, sight
from .steps import MOVE_MODES


def possible(state: State, seat: int, effect: str) -> bool:
    """Whether an effect can do anything now (a bonus that cannot is not offered)."""
    return effects.possible(state, seat, {"effect": effect})


def diary_bonus(state: State, seat: int, slot: int) -> str:
    return diary_slots(state, seat)[slot]["bonus"]


def diary_bonus_open(state: State, seat: int, slot) -> bool:
    """Whether a top-row slot holds a card of the slot's type whose one-time bonus is still open
    and can do something now."""
    slots = diary_slots(state, seat)
    if not slots or type(slot) is not int or not 0 <= slot < len(slots):
        return False
    e = state["seats"][seat]["diary"][slot]
    spec = slots[slot]
    return (spec["row"] == "top" and e is not None and not e["used"]
            and sight(e["card"]).type == spec["type"] and possible(state, seat, spec["bonus"]))


def diary_bonuses(state: State, seat: int) -> list[int]:
    """Top-row slots whose one-time bonus may be used now."""
    return [i for i in range(len(state["seats"][seat]["diary"])) if diary_bonus_open(state, seat, i)]


def photographed(state: State, seat: int) -> list[str]:
    """The sights in the seat's diary, in diary order."""
    return [e["card"] for e in photos(state["seats"][seat])]


def diary_name(state: State, seat: int) -> str:
    return DIARIES[state["seats"][seat]["diary_id"]]["name"]


def bonus_cards(state: State, seat: int) -> list[str]:
    """The seat's photographed sights that carry a bonus, in diary order."""
    return [e["card"] for e in photos(state["seats"][seat]) if sight(e["card"]).bonus]


def _own_bonus(state: State, seat: int, card) -> dict | None:
    """The bonus of `card` if it is one of the seat's photographed sights."""
    if not isinstance(card, str):
        return None
    for e in photos(state["seats"][seat]):
        if e["card"] == card:
            return sight(card).bonus
    return None


def sight_bonus_usable(state: State, seat: int, card) -> bool:
    """Whether a photographed sight's 'your turn' or 'bonus to an action' bonus may be activated now.

    A 'your turn' modifier is offered while it can still matter: before the main action, or
    after it while it would change where an unused diary trip can go."""
    b = _own_bonus(state, seat, card)
    if not b:
        return False
    if b["timing"] == "turn":
        return not state["turn"]["main_done"] or _changes_a_diary_trip(state, seat, b)
    return b["timing"] == "action" and effects.possible(state, seat, b)


def modifier(b: dict) -> dict:
    """The turn modifiers a 'your turn' bonus sets."""
    return effects.MODIFIERS[b["effect"]].mods(b)


def _changes_a_diary_trip(state: State, seat: int, b: dict) -> bool:
    """Whether a modifier would change where one of the seat's unused diary trips can go (after
    the main action nothing else is left for it to change; a die or a photograph is a main
    action)."""
    slots = diary_slots(state, seat)
    if not slots:
        return False
    me = state["seats"][seat]
    now = state["turn"]["mods"]
    then = {**now, **modifier(b)}
    for i, spec in enumerate(slots):
        e = me["diary"][i]
        if (spec["row"] == "top" and spec["bonus"] in MOVE_MODES and e is not None and not e["used"]
                and sight(e["card"]).type == spec["type"]
                and set(destinations(me["pawn"], spec["bonus"], then))
                != set(destinations(me["pawn"], spec["bonus"], now))):
            return True
    return False


def reaction_usable(state: State, seat: int, card) -> bool:
    """Whether one of the seat's opponent-triggered bonuses answers the current trigger."""
    b = _own_bonus(state, seat, card)
    if not b or state["seats"][seat]["reacted"] or b["timing"] != "opponent":
        return False
    trig = state["reaction"]["trigger"]
    return (b["on"] == trig["action"] and b.get("mode", trig.get("mode")) == trig.get("mode")
            and b.get("type", trig.get("type")) == trig.get("type") and effects.possible(state, seat, b))


def reaction_cards(state: State, seat: int) -> list[str]:
    """This seat's opponent-triggered bonuses that answer the current trigger."""
    return [c for c in bonus_cards(state, seat) if reaction_usable(state, seat, c)]


def _sight_bonus(state, seat, move):
    turn = state["turn"]
    turn["sight_bonus_used"] = True
    b = sight(move["card"]).bonus
    events = [{"type": "sight_bonus", "seat": seat, "card": move["card"]}]
    if b["timing"] == "turn":
        turn["mods"].update(modifier(b))
        return events
    return events + effects.apply(state, seat, b)


def _diary(state, seat, move):
    me = state["seats"][seat]
    me["diary"][move["slot"]]["used"] = True
    effect = diary_bonus(state, seat, move["slot"])
    events = [{"type": "diary_bonus", "seat": seat, "slot": move["slot"], "bonus": effect}]
    return events + effects.apply(state, seat, {"effect": effect})


# ----- reactions between turns ------------------------------------------------------------

def finish_main(state: State, trigger: dict) -> list[dict]:
    """The main action is complete; in Strategic mode opponents may now react to it."""
    state["turn"]["main_done"] = True
    if state["mode"] != "strategic":
        return []
    n = state["n"]
    active = state["turn"]["seat"]
    state["reaction"] = {"queue": [(active + k) % n for k in range(1, n)], "trigger": trigger,
                         "pending": None}
    return next_reactor(state, done=False)


def next_reactor(state: State, done: bool) -> list[dict]:
    """Drop the seat that answered (if `done`) and every seat that has nothing to answer with."""
    r = state["reaction"]
    if done:
        r["queue"].pop(0)
    while r["queue"] and not reaction_cards(state, r["queue"][0]):
        r["queue"].pop(0)
    if not r["queue"]:
        state["reaction"] = None
    return []


def resolve(state: State, p: dict) -> list[dict]:
    """A pending step is done: back to the turn (finishing the main action) or the reaction."""
    if state["reaction"]:
        state["reaction"]["pending"] = None
        return []
    state["turn"]["pending"] = None
    if p.get("main"):
        return finish_main(state, p["trigger"])
    return []


def settle_reaction(state: State) -> list[dict]:
    """After any move: a reacting seat whose effect is complete (nothing pending) has answered."""
    r = state["reaction"]
    if r and r["pending"] is None and r["queue"] and state["seats"][r["queue"][0]]["reacted"]:
        return next_reactor(state, done=True)
    return []


def _use(state, seat, move):
    state["seats"][seat]["reacted"] = True
    b = sight(move["card"]).bonus
    events = [{"type": "reaction", "seat": seat, "card": move["card"]}]
    return events + effects.apply(state, seat, {**b, "card": move["card"]})


def _pass(state, seat, move):
    return [{"type": "pass", "seat": seat}] + next_reactor(state, done=True)


HANDLERS = {Mv.SIGHT_BONUS: _sight_bonus, Mv.DIARY: _diary, Mv.USE: _use, Mv.PASS: _pass}
