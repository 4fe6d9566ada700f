"""Player-facing texts for bonuses, conditions and contests, written from the content data."""

from __future__ import annotations

from . import effects
from .content import REGIONS


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
        from .catalog import TOKEN  # the catalog reads these texts: imported when first used

        return f"Most {TOKEN[c['token']]['name']} tokens on photographs"
    raise ValueError(k)


def bonus_text(b: dict | None) -> str:
    if b is None:
        return ""
    t = b["timing"]
    if t == "end":
        return "End of game: " + condition_text(b["condition"])
    if t == "turn":
        return "Your turn: " + effects.text(b)
    if t == "action":
        return "Bonus action: " + effects.text(b)
    what = {"plan": "plans", "rent": "rents equipment", "move": "travels", "photo": "takes a photograph"}[b["on"]]
    cond = ""
    if "mode" in b:
        cond = f" by {b['mode']}"
    if "type" in b:
        cond = f" of a {b['type']} sight"
    return f"If an opponent {what}{cond}: {effects.text(b)}"


def diary_text(effect: str) -> str:
    return effects.text({"effect": effect})
