"""Player-facing texts for bonuses, conditions and contests, written from the content data."""

from __future__ import annotations

from .content import REGIONS

_FACE = {"car": "a car", "train": "a train", "plane": "a plane"}


def condition_text(c: dict) -> str:
    p = c.get("points", 0)
    k = c["kind"]
    if k == "per_type":
        return f"{p} point(s) per {c['type']} photograph in your diary"
    if k == "per_region":
        return f"{p} point(s) per photograph in {REGIONS[c['region']]['name']}"
    if k == "regions":
        return f"{p} point(s) per region with at least one of your photographs"
    if k == "regions_at_least":
        return f"{p} points if your photographs cover at least {c['count']} regions"
    if k == "tokens_on_cards":
        return f"{p} point(s) per equipment token on your photographs"
    if k == "airports":
        return f"{p} point(s) per photograph taken at a location with an airport"
    if k == "no_rail":
        return f"{p} point(s) per photograph taken at a location without a railway"
    if k == "reserve":
        return f"{p} point(s) per equipment token left in your reserve"
    if k == "full_cards":
        return f"{p} point(s) per photograph whose equipment spaces are all filled"
    raise ValueError(k)


def contest_text(c: dict) -> str:
    k = c["kind"]
    if k == "per_region":
        return f"Most photographs in {REGIONS[c['region']]['name']}"
    if k == "in_regions":
        return "Most photographs in " + " and ".join(REGIONS[r]["name"] for r in c["regions"])
    if k == "tokens_on_cards":
        return "Most equipment tokens on photographs"
    if k == "tokens_kind":
        return f"Most {c['token']} tokens on photographs"
    raise ValueError(k)


def _effect_text(b: dict) -> str:
    e = b["effect"]
    if e == "die_as":
        return f"once this turn you may use any transport die as {_FACE[b['face']]}"
    if e == "range":
        base = 2 if b["mode"] == "car" else 6
        return f"this turn your {b['mode']} trips may use up to {base + b['extra']} segments"
    if e == "land_anywhere":
        return "this turn a flight from an airport may land at any location"
    if e == "take_off_anywhere":
        return "this turn a flight may take off from any location (it lands at an airport)"
    if e == "photo_adjacent":
        return "this turn you may photograph a sight one segment away from your pawn"
    if e == "token":
        return "draw 1 equipment token from the bag into your reserve"
    if e == "card":
        return "take 1 available sight card into your hand"
    if e == "refresh":
        return "perform 1 refresh without paying for it"
    if e == "reroll":
        return "reroll the transport dice on the board"
    if e == "set_die":
        return "turn 1 transport die on the board to a face of your choice"
    if e == "step":
        return "move your pawn 1 segment along a highway or railway"
    if e == "points":
        return f"gain {b['points']} point(s)"
    raise ValueError(e)


def bonus_text(b: dict | None) -> str:
    if b is None:
        return ""
    t = b["timing"]
    if t == "end":
        return "End of game: " + condition_text(b["condition"])
    if t == "turn":
        return "Your turn: " + _effect_text(b)
    if t == "action":
        return "Bonus action: " + _effect_text(b)
    what = {"plan": "plans", "rent": "rents equipment", "move": "travels", "photo": "takes a photograph"}[b["on"]]
    cond = ""
    if "mode" in b:
        cond = f" by {b['mode']}"
    if "type" in b:
        cond = f" of a {b['type']} sight"
    return f"If an opponent {what}{cond}: {_effect_text(b)}"


DIARY_TEXT = {
    "car": "a free car trip (up to 2 segments, no die)",
    "train": "free train tickets (up to 6 railway segments, no die)",
    "plane": "a free flight between airports (no die)",
    "rent": "take 1 equipment token from the board",
    "plan": "take 1 available sight card",
    "refresh": "perform 1 refresh without paying",
    "token": "draw 1 equipment token from the bag",
}
