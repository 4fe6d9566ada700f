"""Refusals in words (issue 34): each says the rule that failed, names tiles by their names in
the caller's language and tells the truth about the turn it is refused in."""

import pytest

from app.wording import RAW_ID, Wording

from .build import build, place, refused

A = "tile:water-curve-ne"


def words(lang, err):
    return Wording("camargue", lang).refusal(err.code, err.params, fallback=err.message)


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_pass_on_your_own_turn_is_not_about_claims(lang):
    state = build(hands=[[A], ["tile:grain-cross-1"]])
    err = refused(state, 0, {"type": "pass"})
    said = words(lang, err)
    assert err.code == "pass_on_your_turn"
    assert ("claim" not in said.lower()) if lang == "en" else ("получ" not in said.lower())


def test_must_set_aside_says_draw_only_while_the_pile_lasts():
    state = build(hands=[[A], ["tile:grain-cross-1"]], in_front=["tile:helper-forest-lavender", None])
    state["pile"] = ["tile:grain-cross-2", "tile:grain-cross-1"][:2]
    with_pile = words("en", refused(state, 0, place(A, 0, 1)))
    assert "draw a tile (2 tiles left in the pile)" in with_pile
    state["pile"] = []
    empty = refused(state, 0, place(A, 0, 1))
    assert empty.code == "must_set_aside" and "draw" not in empty.message
    for lang in ("en", "ru"):
        said = words(lang, empty)
        assert "draw" not in said and "бер" not in said and "(" not in said, said


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_refusals_name_tiles_by_their_names_never_by_ids(lang):
    state = build(hands=[[A, "tile:helper-water-grain"], ["tile:grain-cross-1"]])
    cases = {
        "tile_not_in_hand": place("tile:water-t-new-1", 0, 1),
        "occupied": place(A, 0, 0),
        "not_a_landscape": place("tile:helper-water-grain", 0, 1),
        "not_a_helper": {"type": "helper", "tile": A},
        "cuts_off_path": place(A, 0, -1),
    }
    names = {"en": ("Water T-junction", "Start tile", "Water and grain helper", "Water curve"),
             "ru": ("Вода: развилка", "Стартовая плитка", "Помощник: вода и пшеница", "Вода: поворот")}
    said = {}
    for code, move in cases.items():
        err = refused(state, 0, move)
        assert err.code == code
        said[code] = words(lang, err)
        assert not RAW_ID.search(said[code]) and "⟦" not in said[code], said[code]
    t_junction, start, helper, curve = names[lang]
    assert t_junction.lower() in said["tile_not_in_hand"].lower()
    assert start in said["occupied"]
    assert helper in said["not_a_landscape"]
    assert curve in said["not_a_helper"] and curve in said["cuts_off_path"]
    assert ("south" if lang == "en" else "южной") in said["cuts_off_path"]
