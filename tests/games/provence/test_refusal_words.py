"""Refusals in words (issue 34): each says the rule that failed, names cards, layers, tokens and
steps by their names in the caller's language, never by their ids."""

import pytest

from app.engine import IllegalMove
from app.games.provence.legality import refusal
from app.wording import RAW_ID, Wording

from .helpers import fresh
from .test_placement import CHURCH_CARD, PLAIN, board, to_place_stage

NAMES = {"en": {PLAIN: "Scene card (wheat field, forest)", CHURCH_CARD: "Scene card (church, forest, lavender field, meadow)"},
         "ru": {PLAIN: "Карта пейзажа (пшеничное поле, лес)", CHURCH_CARD: "Карта пейзажа (церковь, лес, лавандовое поле, луг)"}}


def words(lang, err):
    return Wording("provence", lang).refusal(err.code, err.params, fallback=err.message)


def said(lang, state, move, code):
    err = refusal(state, 0, move)
    assert err is not None and err.code == code, (move, err)
    text = words(lang, err)
    assert Wording("provence", lang).has_refusal(code)
    assert not RAW_ID.search(text) and "⟦" not in text and "{" not in text, text
    return text


def place(x, y):
    return {"type": "place", "x": x, "y": y}


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_placement_refusals_name_the_card_and_the_rule(lang):
    plain, church = NAMES[lang][PLAIN], NAMES[lang][CHURCH_CARD]
    top = to_place_stage(board(), PLAIN)
    assert plain in said(lang, top, place(3, 0), "not_touching")
    assert "2" in said(lang, top, place(3, 0), "not_touching")  # rule 2
    under = to_place_stage(board(), PLAIN, layer="under")
    assert plain in said(lang, under, place(2, 0), "nothing_above")
    assert plain in said(lang, under, place(0, 0), "no_square_visible")
    hidden = said(lang, to_place_stage(board(), CHURCH_CARD, layer="under"), place(0, 2), "church_split")
    assert church in hidden and ("tucked under" if lang == "en" else "под низ") in hidden


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_covered_token_is_named(lang):
    state = to_place_stage(board(), PLAIN)  # photographer on 0,0, drone on 1,0
    one = said(lang, state, place(-1, -2), "token_covered")
    both = said(lang, state, place(0, -2), "token_covered")
    photographer, drone = ("photographer", "drone") if lang == "en" else ("фотограф", "дрон")
    assert photographer in one and drone not in one.split(":")[0]
    assert photographer in both and drone in both.split(":")[0]


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_steps_are_named_in_words(lang):
    state = fresh(2)
    wrong = said(lang, state, place(0, 0), "wrong_step")
    back = said(lang, state, {"type": "back"}, "nothing_to_undo")
    passing = "choosing the card to pass" if lang == "en" else "выбор карты для передачи"
    assert passing in wrong and passing in back


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_card_not_in_hand_is_named_by_its_name(lang):
    state = fresh(2)
    other = state["seats"][1]["hand"][0]
    text = said(lang, state, {"type": "pass", "card": other}, "card_not_in_hand")
    assert Wording("provence", lang).name(other) in text
    # a value that names nothing is not put in the words
    assert said(lang, state, {"type": "pass", "card": 7}, "card_not_in_hand").endswith(".")


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_token_refusals_say_what_the_square_is(lang):
    state = board()
    seat = state["seats"][0]
    seat["pending"] = {"stage": "photographer", "photographer": None, "drone": None}
    state["phase"] = "walk"
    forest = said(lang, state, {"type": "photographer", "to": "0,1"}, "not_meadow")  # start:1 has a forest at 0,1
    assert ("Forest" if lang == "en" else "Лес") in forest
    outside = said(lang, state, {"type": "photographer", "to": "9,9"}, "not_meadow")
    assert "(" not in outside
    seat["pending"].update(stage="drone", photographer="0,2")
    taken = said(lang, state, {"type": "drone", "to": "0,2"}, "square_taken")
    assert ("drone" if lang == "en" else "дрон") in taken


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_turn_without_room_names_turn_layer_and_card(lang):
    """`no_room` guards the orient step; on top a card always fits beside the tableau, so its
    words are checked from the values the check gives."""
    err = IllegalMove("no_room", "", card=PLAIN, degrees=90, layer="under")
    text = words(lang, err)
    assert NAMES[lang][PLAIN] in text and "90°" in text and ("tucked under" if lang == "en" else "под низ") in text
