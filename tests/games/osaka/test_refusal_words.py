"""Refusals in words (issue 34): each names the rule that failed, names tiles, cards, options and
street spaces by their names in the caller's language (the street as the board shows it, never by
the numbers moves use) and tells the truth about why."""

from __future__ import annotations

import re

import pytest

from app.engine import IllegalMove
from app.wording import RAW_ID, Wording

from .util import GAME, book, play, started

NAMES = ["Ann", "Bea", "Cy", "Dee"]
TSURUMI = {"en": "Tsurumi Ryokuchi", "ru": "Цуруми Рёкути"}


def words(lang: str, err: IllegalMove) -> str:
    return Wording("osaka", lang, names=lambda s: NAMES[s]).refusal(err.code, err.params, fallback=err.message)


def refused(state: dict, move: dict, seat: int = 0) -> IllegalMove:
    err = GAME.refusal(state, seat, move)
    assert isinstance(err, IllegalMove), move
    with pytest.raises(IllegalMove) as raised:
        play(state, seat, move)
    assert raised.value.code == err.code
    return err


def clean(text: str) -> None:
    assert text and not RAW_ID.search(text) and "⟦" not in text and "{" not in text, text


def at_claim(columns, tile="loc:tsurumi", tiles=None):
    """Seat 0 at the end of travel on `tile`, with a photobook of `columns`."""
    state = started(2)
    state["seats"][0]["book"] = book(*columns, tiles=tiles)
    street = state["street"]
    if tile in street:
        street[street.index(tile)] = street[state["pawns"][0]]
    street[state["pawns"][0]] = tile
    state["turn"], state["phase"], state["claim_stage"] = 0, "claim", "travel"
    return state


# five two-card columns, four of them closed: the open one meets Tsurumi Ryokuchi (3 grass blocks)
# but closing it would leave no room for the 2 cards still to come
NO_ROOM = ([["card:t01", "card:t17"], ["card:t02", "card:t03"], ["card:t04", "card:t06"],
            ["card:t07", "card:t08"], ["card:t09", "card:t10"]],
           [None, "loc:osaka-jo", "loc:tenma", "loc:shinsekai", "loc:tennoji"])


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_column_that_meets_the_tile_but_leaves_no_room_is_told_so(lang):
    state = at_claim(NO_ROOM[0], tiles=NO_ROOM[1])
    err = refused(state, {"type": "claim", "column": 0})
    assert err.code == "no_room_left" and (err.params["room"], err.params["cards"]) == (0, 2)
    said = words(lang, err)
    clean(said)
    if lang == "en":
        assert said == ("Column 1 meets the tile, but closing it would leave room for 0 cards in your photobook, "
                        "and 2 cards are still to come.")
    else:
        assert "подходит" in said and "0 карт" in said and "2 карты" in said


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_travel_onto_such_a_tile_says_a_column_meets_it_but_no_room_is_left(lang):
    """The sandal given at once is not said to come from "no column meets it"."""
    state = at_claim(NO_ROOM[0], tiles=NO_ROOM[1])
    pawn = state["pawns"][0]
    state["phase"], state["claim_stage"] = "travel", None
    state["pawns"][0] = (pawn - 1) % 12
    if state["pawns"][1] == pawn:
        state["pawns"][1] = (pawn + 6) % 12
    state, events = play(state, 0, {"type": "travel", "steps": 1, "to": pawn, "sandals": 0})
    sandal = next(e for e in events if e["type"] == "sandal")
    assert sandal["code"] == "sandal_no_room"
    w = Wording("osaka", lang, names=lambda s: NAMES[s])
    said = w.fill(w.catalog["events"][sandal["code"]], sandal)
    clean(said)
    assert TSURUMI[lang] in said
    assert ("no room" in said and "no column" not in said) if lang == "en" else ("не останется места" in said)


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_photobook_that_meets_a_tile_only_across_columns_is_told_one_column_must(lang):
    # grass blocks: 2 in the first column (a flag over plain grass), 2 in the second: 4 in all
    state = at_claim([["card:t01"], ["card:t20", "card:t21"]])
    state["seats"][0]["book"][0]["cards"].append("card:t11")  # stone on top: column 1 has 2 grass
    err = refused(state, {"type": "claim", "column": 0})
    assert err.code == "requirement_not_met" and err.params["case"] == "across"
    said = words(lang, err)
    clean(said)
    assert TSURUMI[lang] in said
    assert ("only across several columns" in said) if lang == "en" else ("в нескольких столбцах" in said)
    state["seats"][0]["book"][1]["cards"] = ["card:t11", "card:t47"]  # no grass there now
    err = refused(state, {"type": "claim", "column": 0})
    assert err.params["case"] == "column"
    assert ("across" not in words(lang, err)) if lang == "en" else ("нескольких" not in words(lang, err))


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_street_is_named_as_the_board_shows_it_never_by_number(lang):
    state = started(2)
    state["turn"], state["phase"] = 0, "travel"
    state["pawns"] = [0, 6]
    tile = state["street"][2]
    state["street"][2] = None
    err = refused(state, {"type": "travel", "steps": 2, "to": 3, "sandals": 0})
    assert err.code == "bad_travel" and err.params["case"] == "ends"
    said = words(lang, err)
    clean(said)
    assert not re.search(r"\d", said.replace("2 steps", "").replace("2 шага", "")), said
    assert ("street space above the town's right column" in said) if lang == "en" else ("над правым столбцом города" in said)
    state["street"][2] = tile
    err = refused(state, {"type": "travel", "steps": 2, "to": 3, "sandals": 0})
    assert err.params["tile"] == tile
    assert Wording("osaka", lang).name(tile) in words(lang, err)


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_refusals_name_cards_tiles_options_and_players(lang):
    w = Wording("osaka", lang)
    said: dict[str, str] = {}

    state = GAME.setup(2, None, 1)
    seat = state["turn"]
    state["pawns"][1 - seat] = 4
    said["street_occupied"] = words(lang, refused(state, {"type": "pawn", "to": 4}, seat))
    assert w.name(state["street"][4]) in said["street_occupied"] and NAMES[1 - seat] in said["street_occupied"]

    state = started(2)
    state["turn"], state["phase"], state["pawns"] = 0, "sightsee", [0, 6]
    state["area"].update({"0,0": "card:t11", "1,0": "card:t12"})
    card, other = "card:t11", "card:t12"
    said["wrong_card"] = words(lang, refused(state, {"type": "take", "cell": "0,0", "card": other}))
    assert w.name(card) in said["wrong_card"]
    said["card_not_in_line"] = words(lang, refused(state, {"type": "take", "cell": "1,0", "card": other}))
    assert ("town's left column" if lang == "en" else "левый столбец города") in said["card_not_in_line"]

    state["phase"] = "place"
    state["pending"] = "card:t10"
    state["seats"][0]["book"] = book(["card:t01", "card:t17"], tiles=["loc:tsurumi"])
    said["column_closed"] = words(lang, refused(state, {"type": "place", "at": "top", "column": 0}))
    assert TSURUMI[lang] in said["column_closed"]

    state["phase"] = "shogunate"
    state["shogun"] = 2
    said["same_option"] = words(lang, refused(state, {"type": "shogunate", "spaces": 6, "to": 2,
                                                      "option": state["options"][2], "sandals": 8}))
    said["bad_shogunate_move"] = words(lang, refused(state, {"type": "shogunate", "spaces": 1, "to": 4,
                                                             "option": state["options"][4], "sandals": 0}))
    assert w.name(state["options"][3], "option") in said["bad_shogunate_move"]

    state["phase"] = "travel"
    said["wrong_step"] = words(lang, refused(state, {"type": "shogunate", "spaces": 1}))
    assert ("walk your pawn" if lang == "en" else "пройдите фишкой") in said["wrong_step"]
    for text in said.values():
        clean(text)


def test_every_refusal_has_words_for_each_of_its_cases_in_both_languages():
    english = GAME.catalog()["refusals"]
    russian = Wording("osaka", "ru").catalog["refusals"]
    assert set(english) == set(russian)
    for code, template in english.items():
        if isinstance(template, dict):
            assert "other" in template and set(template) == set(russian[code]), code
