"""Refusals in words (issue 34): each says the rule that failed, names planning cards, landscapes,
commissions, directions and artists by their names in the caller's language, and never shows an id."""

import pytest

from app.engine import IllegalMove
from app.games.sunset import GAME
from app.games.sunset.content import COMMISSIONS
from app.games.sunset.state import idx
from app.wording import RAW_ID, Wording

from .util import cards, new, play, put, trek

ORTHO_4 = "plan:blue-7"  # N E S W, 4 movement points, paint 3 (11:00)
DIAG_3 = "plan:blue-5"  # diagonals, 3 movement points, paint 3


def refusal(state: dict, seat: int, move: dict) -> IllegalMove:
    err = GAME.refusal(state, seat, move)
    assert err is not None, f"{move} was accepted"
    return err


def words(lang: str, err: IllegalMove) -> str:
    said = Wording("sunset", lang).refusal(err.code, err.params, fallback=err.message)
    assert not RAW_ID.search(said) and "{" not in said and "[[" not in said, said
    return said


def hiking_cases() -> dict[str, tuple[dict, int, dict]]:
    """code -> (state, seat, move) for the refusals of the hike step."""
    out = {}
    s = trek(new(2), 0, ORTHO_4, "2,2", others={1: "4,4"})
    out["direction_not_allowed"] = (s, 0, {"type": "hike", "dir": "NE", "distance": 1})
    out["too_far"] = (s, 0, {"type": "hike", "dir": "N", "distance": 5})
    s = trek(new(2), 0, ORTHO_4, "2,1", others={1: "4,4"})
    out["off_board"] = (s, 0, {"type": "hike", "dir": "N", "distance": 2})
    s = trek(new(2), 0, ORTHO_4, "0,2", others={1: "2,2"})
    out["occupied"] = (s, 0, {"type": "hike", "dir": "E", "distance": 2})
    s = trek(new(2), 0, ORTHO_4, "0,2", others={1: "4,4"})
    put(s, "2,2", None)
    out["empty_space"] = (s, 0, {"type": "hike", "dir": "E", "distance": 3})
    s = trek(new(3), 0, ORTHO_4)  # every artist on the centre card on day 1
    out["must_hike_on"] = (s, 0, {"type": "stay"})
    return out


EXPECTED = {  # code -> words each language must hold
    "direction_not_allowed": {"en": ["11:00 planning card", "north-east", "north, east, south, and west"],
                              "ru": ["карта планирования 11:00", "на северо-восток", "север, восток, юг и запад"]},
    "too_far": {"en": ["4 movement points", "5 spaces"], "ru": ["4 очка движения", "5 клеток"]},
    "off_board": {"en": ["2 spaces north", "the edge is 1 space away"], "ru": ["2 клетки на север", "до края 1 клетка"]},
    "occupied": {"en": ["Seat 2's artist", "2 spaces east"], "ru": ["Место 2", "2 клетки на восток"]},
    "empty_space": {"en": ["2 spaces east"], "ru": ["2 клетки на восток"]},
    "must_hike_on": {"en": ["Seat 2's artist", "hike on"], "ru": ["Место 2", "идите дальше"]},
}


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_hike_refusals_name_the_card_the_direction_and_the_distance(lang):
    for code, (state, seat, move) in hiking_cases().items():
        err = refusal(state, seat, move)
        assert err.code == code
        said = words(lang, err)
        for part in EXPECTED[code][lang]:
            assert part in said, (code, said)


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_one_space_and_many_spaces_take_their_own_forms(lang):
    s = trek(new(2), 0, ORTHO_4, "0,2", others={1: "4,4"})
    put(s, "1,2", None)
    said = words(lang, refusal(s, 0, {"type": "hike", "dir": "E", "distance": 1}))
    assert ("The space 1 space east" in said) if lang == "en" else ("Через 1 клетку на восток" in said), said
    s = trek(new(2), 0, ORTHO_4, "0,2", others={1: "4,4"})
    put(s, "0,0", None)
    said = words(lang, refusal(s, 0, {"type": "hike", "dir": "N", "distance": 2}))
    assert ("The space 2 spaces north" in said) if lang == "en" else ("Через 2 клетки на север" in said), said


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_paint_refusals_name_the_landscape(lang):
    s = trek(new(2), 0, ORTHO_4, "0,2", others={1: "1,2"})
    put(s, "0,2", cards("MC")[0])
    put(s, "1,2", cards("S")[0])
    put(s, "0,0", cards("CF")[0])
    s, _ = play(s, 0, {"type": "hike", "dir": "E", "distance": 2})
    landscape = {"en": ["landscape of mountains and coast", "landscape of sunset", "landscape of coast and waterfall"],
                 "ru": ["Горы и побережье", "Закат", "Побережье и водопад"]}[lang]
    under = words(lang, refusal(s, 0, {"type": "paint", "pos": "1,2", "card": s["board"][idx("1,2")]}))
    assert landscape[1] in under and ("Seat 2" in under if lang == "en" else "Место 2" in under), under
    off_path = refusal(s, 0, {"type": "paint", "pos": "0,0", "card": s["board"][idx("0,0")]})
    assert off_path.code == "not_on_path" and landscape[2] in words(lang, off_path)
    wrong = refusal(s, 0, {"type": "paint", "pos": "0,2", "card": s["board"][idx("1,2")]})
    said = words(lang, wrong)
    assert wrong.code == "wrong_card" and landscape[0] in said and landscape[1] in said, said
    s["paint_left"] = 0
    full = words(lang, refusal(s, 0, {"type": "paint", "pos": "0,2", "card": s["board"][idx("0,2")]}))
    assert ("painted 3 landscapes" in full) if lang == "en" else ("3 пейзажа" in full), full


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_ids_a_mover_invents_are_never_repeated(lang):
    s = trek(new(2), 0, ORTHO_4, "2,2", others={1: "4,4"})
    for move in ({"type": "hike", "dir": "up:north", "distance": 1},
                 {"type": "paint", "pos": "9,9", "card": "landscape:999"}):
        said = words(lang, refusal(s, 0, move))
        assert "999" not in said and "up" not in said.split()


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_planning_refusals_tell_solo_from_the_multiplayer_return(lang):
    s = new(2)
    hand = s["seats"][0]["hand"]
    err = refusal(s, 0, {"type": "plan", "card": hand[0], "bottom": [hand[1]]})
    said = words(lang, err)
    assert err.code == "bad_return" and ("bottom" in said)
    time = GAME.catalog()["components"][hand[1]]["name"].split()[0]
    assert time in said  # the cards to return are named
    solo = new(1)
    err = refusal(solo, 0, {"type": "plan", "card": solo["seats"][0]["hand"][0], "bottom": []})
    said = words(lang, err)
    assert err.code == "solo_no_return" and ("Wanderlust" in said if lang == "en" else "Странствие" in said)
    err = refusal(s, 0, {"type": "plan", "card": "plan:purple-8"})
    assert err.code == "card_not_in_hand" and "12:45" in words(lang, err)


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_sale_refusals_name_the_commission(lang):
    s = trek(new(2), 0, ORTHO_4, "2,2", others={1: "4,4"})
    s["step"] = "sell"
    cid = s["commission_row"][0]
    s["seats"][0]["paintings"] = []
    err = refusal(s, 0, {"type": "sell", "commission": cid})
    renown = str(COMMISSIONS[cid]["renown"])
    assert err.code == "cannot_fulfil" and renown in words(lang, err)
    err = refusal(s, 0, {"type": "sell", "commission": s["commission_deck"][-1]})
    assert err.code == "commission_unavailable"
    words(lang, err)
    err = refusal(s, 0, {"type": "plan", "card": ORTHO_4})
    said = words(lang, err)
    assert err.code == "wrong_step" and ("selling" in said if lang == "en" else "продажа" in said), said
