"""Score lines and help say what the rules say (issue 34 §3), in both languages: the lavender
penalty counts every meeting of any fields, a sunflower scores −3 whenever it does not face the
scene deck (sideways included), and counts carry their nouns."""

import pytest

from app.games.provence.scoring import lavender, sunflowers, towns, wheat
from app.wording import RAW_ID, Wording

from .helpers import grid


def line(lang, item):
    words = Wording("provence", lang)
    text = words.fill(words.catalog["events"][item.code], item.params)
    assert not RAW_ID.search(text) and "{" not in text, text
    return text


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_one_growth_direction_names_no_empty_second_field(lang):
    (fields,) = lavender(grid("L| L| L|"))
    text = line(lang, fields)
    assert "0" not in text and "× 2" not in text, text
    assert ("3 squares" if lang == "en" else "3 клеток") in text


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_fields_and_wheat_say_their_unit(lang):
    fields, meetings = lavender(grid("L| L- L-\nL| L- L-"))
    assert (("largest sideways lavender field of 4 squares × 1 + largest upright field of 2 squares × 2" in line(lang, fields))
            if lang == "en" else "из 4 клеток × 1" in line(lang, fields))
    assert meetings.points == -6  # two touching pairs of one upright and one sideways field
    (field,) = wheat(grid("W W\nW W"))
    assert ("wheat field of 4 squares" if lang == "en" else "пшеничное поле из 4 клеток") in line(lang, field)


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_town_lines_count_their_shops(lang):
    (one,) = towns(grid("Tc"))
    (two,) = towns(grid("Tc Tg"))
    if lang == "en":
        assert "town of 1 square, 1 kind of shop: Coffee shop" == line(lang, one)
        assert "2 kinds of shop" in line(lang, two)
    else:
        assert "городок из 1 клетки, 1 разная лавка: Кофейня" == line(lang, one)
        assert "2 разные лавки" in line(lang, two)


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_sideways_sunflowers_are_not_facing_the_deck(lang):
    good, bad = sunflowers(grid("S^ S> S<"))
    assert good.points == 2 and bad.points == -6
    text = line(lang, bad)
    assert ("not facing the scene deck" if lang == "en" else "не смотрящие на колоду") in text
    assert "away" not in text


def test_the_help_says_every_meeting_of_any_fields_costs_3():
    for lang, words in (("en", ("Every place", "whichever fields")), ("ru", ("Каждое место", "каким бы полям"))):
        scoring = Wording("provence", lang).catalog["help"]["scoring"]
        lavender_help = next(s for s in scoring if s.startswith(("Lavender", "Лаванда")))
        assert all(w in lavender_help for w in words), lavender_help
        sunflower_help = next(s for s in scoring if "−3" in s and ("Sunflowers" in s or "Подсолнухи" in s))
        assert ("otherwise" if lang == "en" else "иначе") in sunflower_help
