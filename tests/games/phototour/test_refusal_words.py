"""Refusals in words (issue 34): each says the rule that failed, names sights, towns and tokens
by their names in the caller's language, and tells the truth about the situation it is refused in."""

import pytest

from app.engine import IllegalMove
from app.games.phototour import GAME
from app.wording import RAW_ID, Wording

from .helpers import empty_hands, give, place, play, started, turn_of


def refused(st, seat, move) -> IllegalMove:
    err = GAME.refusal(st, seat, move)
    assert isinstance(err, IllegalMove), move
    return err


def words(lang, err):
    return Wording("phototour", lang).refusal(err.code, err.params, fallback=err.message)


def _st(mode="strategic"):
    st = turn_of(empty_hands(started(2, mode)), 0)
    for s, me in enumerate(st["seats"]):
        me["diary_id"] = s
    return st


def clean(text):
    return not RAW_ID.search(text) and "⟦" not in text and "{" not in text


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_full_diary_says_it_is_full_not_choose_a_free_slot(lang):
    st = _st("basic")
    for slot, n in enumerate([1, 2, 3, 4, 5, 6, 7]):
        place(st, 0, n, slot)
    card = give(st, 0, 24)
    st["seats"][0]["pawn"] = 24
    err = refused(st, 0, {"type": "photo", "card": card, "slot": 0})
    said = words(lang, err)
    assert err.code == "diary_full" and clean(said), said
    assert ("full" in said and "free" not in said) if lang == "en" else ("заполнен" in said and "свобод" not in said)
    assert "7" in said


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_taken_slot_names_the_photograph_there_and_the_free_slots(lang):
    st = _st("basic")
    for slot, n in enumerate([1, 2, 3, 4, 5]):
        place(st, 0, n, slot)
    card = give(st, 0, 24)
    st["seats"][0]["pawn"] = 24
    err = refused(st, 0, {"type": "photo", "card": card, "slot": 1})
    said = words(lang, err)
    assert err.code == "slot_taken" and clean(said), said
    names = {"en": ("Solovetsky", "6 and 7"), "ru": ("Соловецкий", "6 и 7")}[lang]
    assert all(n in said for n in names), said


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_wrong_town_names_both_towns(lang):
    st = _st("basic")
    card = give(st, 0, 24)  # Sulak Canyon, at Makhachkala
    st["seats"][0]["pawn"] = 16  # Moscow
    err = refused(st, 0, {"type": "photo", "card": card, "slot": 0})
    said = words(lang, err)
    assert err.code == "wrong_location" and clean(said), said
    towns = {"en": ("Makhachkala", "Moscow"), "ru": ("Махачкала", "Москва")}[lang]
    assert all(t in said for t in towns), said
    assert "segment" not in said and "участ" not in said


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_refusals_name_components_never_ids(lang):
    st = _st()
    st["dice"] = ["car"] * 5
    st["board"] = ["film", "film", "lens", "lens", "lens"]
    give(st, 0, 24)
    st["seats"][0]["reserve"] = ["drone"]
    place(st, 0, 13, 0)  # the Explorer's first slot is a nature slot: Smolensk is a city sight
    place(st, 0, 4, 1)   # Valaam: its bonus scores at the end
    place(st, 0, 3, 2)   # Kizhi: its bonus answers an opponent's city photograph
    cases = {
        "token_not_available": ({"type": "rent", "token": "tripod"}, {"en": "Tripod", "ru": "Штатив"}),
        "card_not_in_hand": ({"type": "photo", "card": "sight:1", "slot": 3}, {"en": "Teriberka", "ru": "Териберка"}),
        "diary_slot_wrong_type": ({"type": "diary", "slot": 0}, {"en": "Smolensk", "ru": "Смоленск"}),
        "bonus_at_end": ({"type": "sight_bonus", "card": "sight:4"}, {"en": "Valaam", "ru": "Валаам"}),
        "bonus_reacts": ({"type": "sight_bonus", "card": "sight:3"}, {"en": "Kizhi", "ru": "Кижей"}),
        "not_photographed": ({"type": "sight_bonus", "card": "sight:24"}, {"en": "Sulak", "ru": "Сулак"}),
        "die_unusable": ({"type": "die", "die": 0, "as": "plane"}, None),
    }
    for code, (move, name) in cases.items():
        err = refused(st, 0, move)
        said = words(lang, err)
        assert clean(said), (code, said)
        if name is None:
            continue
        assert err.code == code, (move, err)
        assert name[lang] in said, (code, said)


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_pending_step_is_named_and_a_trip_out_of_range_names_the_towns(lang):
    st = _st("basic")
    st["dice"] = ["car"] * 5
    st["seats"][0]["pawn"] = 16  # Moscow
    st, _ = play(st, 0, {"type": "die", "die": 0})
    err = refused(st, 0, {"type": "end_turn"})
    said = words(lang, err)
    assert err.code == "step_pending" and clean(said)
    assert ("choose where to travel" if lang == "en" else "куда ехать") in said
    err = refused(st, 0, {"type": "go", "to": 45})  # Vladivostok, far beyond a car trip
    said = words(lang, err)
    assert err.code == "out_of_range" and clean(said), said
    towns = {"en": ("Vladivostok", "by car", "Moscow"), "ru": ("Владивосток", "на машине", "Москва")}[lang]
    assert all(t in said for t in towns), said


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_every_refusal_code_is_worded_and_keeps_its_values(lang):
    refusals = Wording("phototour", lang).catalog["refusals"]
    english = GAME.catalog()["refusals"]
    assert set(refusals) == set(english)
    import re
    fields = re.compile(r"\{([a-z_]+)")
    for code, text in refusals.items():
        assert set(fields.findall(text)) == set(fields.findall(english[code])), code
