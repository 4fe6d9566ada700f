"""Strategic mode: sight and diary bonuses, and the reaction window between turns."""

from __future__ import annotations

from app.engine import Rng
from app.engine import events as ev

from . import refresh
from .board import destinations
from .content import DIE_FACES
from .names import Mv, Step
from .state import State, diary_slots, draw_token, empty, number, photos, sight
from .steps import MOVE_MODES, context, gain_token, mods


def possible(state: State, seat: int, effect: str) -> bool:
    """Whether an effect can do anything now (a bonus that cannot is not offered)."""
    me = state["seats"][seat]
    if effect == "token":
        return sum(state["bag"].values()) + sum(state["token_discard"].values()) > 0
    if effect in ("card", "plan"):
        return not empty(state["display"])
    if effect == "rent":
        return not empty(state["board"])
    if effect in ("step", *MOVE_MODES):
        return bool(destinations(me["pawn"], effect, mods(state)))
    return True


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
    return b["timing"] == "action" and possible(state, seat, b["effect"])


def modifier(b: dict) -> dict:
    """The turn modifiers a 'your turn' bonus sets."""
    e = b["effect"]
    if e == "die_as":
        return {"die_as": b["face"]}
    if e == "range":
        return {"range_" + b["mode"]: b["extra"]}
    return {e: True}


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
            and b.get("type", trig.get("type")) == trig.get("type") and possible(state, seat, b["effect"]))


def reaction_cards(state: State, seat: int) -> list[str]:
    """This seat's opponent-triggered bonuses that answer the current trigger."""
    return [c for c in bonus_cards(state, seat) if reaction_usable(state, seat, c)]


def apply_effect(state: State, seat: int, effect: str) -> list[dict]:
    """An effect that is not a modifier: leaves a pending step or acts at once."""
    ctx = context(state)
    if effect in ("step", *MOVE_MODES):
        ctx["pending"] = {"kind": Step.GO, "mode": effect}
    elif effect in ("card", "plan"):
        ctx["pending"] = {"kind": Step.TAKE_CARD}
    elif effect == "rent":
        ctx["pending"] = {"kind": Step.TAKE_TOKEN}
    elif effect == "refresh":
        refresh.start(state, free=True)
    elif effect == "set_die":
        ctx["pending"] = {"kind": Step.SET_DIE}
    elif effect == "reroll":
        rng = Rng(state)
        state["dice"] = [d and rng.choice(DIE_FACES) for d in state["dice"]]
        return [{"type": "dice_rolled", "dice": list(state["dice"])}]
    elif effect == "token":
        token = draw_token(state)
        events = [{"type": "take_token", "seat": seat, "token": token, "from": "bag"}]
        if not gain_token(state, seat, token, {}) and state["reaction"]:
            return events + next_reactor(state, done=True)
        return events
    else:
        raise ValueError(effect)
    return []


def _sight_bonus(state, seat, move):
    turn = state["turn"]
    turn["sight_bonus_used"] = True
    b = sight(move["card"]).bonus
    events = [{"type": "sight_bonus", "seat": seat, "card": move["card"]}]
    if b["timing"] == "turn":
        turn["mods"].update(modifier(b))
        return events
    return events + apply_effect(state, seat, b["effect"])


def _diary(state, seat, move):
    me = state["seats"][seat]
    me["diary"][move["slot"]]["used"] = True
    effect = diary_bonus(state, seat, move["slot"])
    events = [{"type": "diary_bonus", "seat": seat, "slot": move["slot"], "bonus": effect}]
    return events + apply_effect(state, seat, effect)


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
    """A pending step is done: back to the turn, finishing the main action or the reaction."""
    if state["reaction"]:
        state["reaction"]["pending"] = None
        return next_reactor(state, done=True)
    state["turn"]["pending"] = None
    if p.get("main"):
        return finish_main(state, p["trigger"])
    return []


def _use(state, seat, move):
    me = state["seats"][seat]
    me["reacted"] = True
    b = sight(move["card"]).bonus
    events = [{"type": "reaction", "seat": seat, "card": move["card"]}]
    if b["effect"] == "points":
        me["bonus_points"] += b["points"]
        events.append(ev.score(seat, b["points"], f"sight #{number(move['card'])}: an opponent's action "
                               f"earned {b['points']} point(s)", "bonuses"))
        return events + next_reactor(state, done=True)
    return events + apply_effect(state, seat, b["effect"])


def _pass(state, seat, move):
    return [{"type": "pass", "seat": seat}] + next_reactor(state, done=True)


HANDLERS = {Mv.SIGHT_BONUS: _sight_bonus, Mv.DIARY: _diary, Mv.USE: _use, Mv.PASS: _pass}
