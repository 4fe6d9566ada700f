"""Sunset's schema descriptions say what the code does (issue 34 §1)."""

from app.games.sunset import GAME
from app.games.sunset.scoring import frame_ok

from .util import new, play


def _defs(kind: str) -> dict:
    return GAME.schemas()[f"{kind}_schema"]["$defs"]


def test_an_open_frame_allows_other_features_as_its_description_says():
    said = _defs("view")["FrameSlot"]["properties"]["open"]["description"]
    assert "other features allowed" in said and "empty" not in said
    open_frame = {"needs": ["sunset"], "any": 0, "open": True}
    closed = {**open_frame, "open": False}
    assert frame_ok(open_frame, ["sunset", "coast"]) and not frame_ok(closed, ["sunset", "coast"])
    assert frame_ok(closed, ["sunset"]) and frame_ok(open_frame, ["sunset"])


def test_the_cards_a_plan_returns_go_under_the_deck_in_the_order_described():
    said = _defs("move")["Plan"]["properties"]["bottom"]["description"]
    assert "the last one ends at the very bottom" in said and "Wanderlust" in said
    s = new(2)
    keep, a, b = s["seats"][0]["hand"]
    after, _ = play(s, 0, {"type": "plan", "card": keep, "bottom": [a, b]})
    assert after["seats"][0]["deck"][-2:] == [a, b]
