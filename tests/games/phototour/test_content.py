"""The stand-in component set has the rulebook's counts and a map where every transport matters."""

from app.games.phototour.board import AIRPORTS, ALL, HAS_RAIL, RAIL, within
from app.games.phototour.content import (
    CONTESTS, DIARIES, DIE_FACES, LOCATIONS, REGIONS, SIGHTS, TOKEN_KINDS, TOKENS_PER_KIND,
)
from app.games.phototour.texts import bonus_text


def test_counts():
    assert len(LOCATIONS) == 50 and sorted(LOCATIONS) == list(range(1, 51))
    assert sorted(SIGHTS) == sorted(LOCATIONS)
    assert len(TOKEN_KINDS) * TOKENS_PER_KIND == 50 and len(TOKEN_KINDS) == 5
    assert len(DIARIES) == 4 and len(CONTESTS) == 17
    assert set(DIE_FACES) == {"car", "train", "plane"} and len(DIE_FACES) == 6


def test_sight_cards():
    for n, (title, kind, points, spaces, bonus) in SIGHTS.items():
        assert kind in ("city", "nature") and points > 0 and 0 <= len(spaces) <= 3
        assert all(s in TOKEN_KINDS or s == "any" for s in spaces)
        if bonus:
            assert bonus_text(bonus)
    assert any("any" in s.spaces for s in SIGHTS.values())
    assert any(not s.spaces for s in SIGHTS.values())
    with_bonus = sum(1 for s in SIGHTS.values() if s[4])
    assert with_bonus > 25  # "most sight cards have bonus abilities"
    assert {s[4]["timing"] for s in SIGHTS.values() if s[4]} == {"turn", "action", "opponent", "end"}


def test_map_shape():
    assert list(within(1, 100, rail_only=False)) == sorted(set(LOCATIONS) - {1})  # roads reach everywhere
    assert len(HAS_RAIL) < 50  # rail does not
    assert {LOCATIONS[a].region for a in AIRPORTS} == set(REGIONS)  # airports in every region
    assert len(AIRPORTS) < 20
    for n in LOCATIONS:
        assert ALL[n], f"location {n} is isolated"
        assert set(RAIL[n]) <= set(ALL[n])


def test_diaries_side_b():
    for d in DIARIES:
        assert len(d["top"]) + len(d["bottom"]) == 7
        assert {t for t, _ in d["top"] + d["bottom"]} == {"city", "nature"}


def test_contests_are_of_the_rulebook_families():
    """'The photo contest goals are for the most photographs taken in a particular region, or
    for the greatest number of equipment tokens.'"""
    from app.games.phototour.texts import contest_text
    photos_in = {"per_region", "in_regions"}
    tokens = {"tokens_on_cards", "tokens_kind"}
    assert {c["kind"] for c in CONTESTS.values()} <= photos_in | tokens
    assert len({contest_text(c) for c in CONTESTS.values()}) == 17  # no two alike
    for c in CONTESTS.values():
        if c["kind"] == "in_regions":  # neighbouring regions, photographs in either count
            a, b = c["regions"]
            assert any(LOCATIONS[x].region == a and LOCATIONS[y].region == b
                       for x in LOCATIONS for y in ALL[x])


def test_every_bonus_names_an_effect_of_the_vocabulary():
    from app.games.phototour.effects import ACTION_EFFECTS, MODIFIERS, REACTION_EFFECTS
    allowed = {"turn": set(MODIFIERS), "action": set(ACTION_EFFECTS), "opponent": set(REACTION_EFFECTS)}
    for s in SIGHTS.values():
        if s.bonus and s.bonus["timing"] != "end":
            assert s.bonus["effect"] in allowed[s.bonus["timing"]], s
    for d in DIARIES:
        assert all(b in ACTION_EFFECTS for _, b in d["top"])


def test_the_quadcopter_has_one_name_everywhere():
    """The rulebook calls the token a Quadcopter: no English catalog text calls it a drone (the
    contest of the most such tokens included), and the Russian one says «Квадрокоптер» only."""
    import json
    from pathlib import Path

    from app.games.phototour.catalog import CATALOG

    english = json.dumps(CATALOG["components"])
    assert "drone" not in english.lower().replace('"drone"', "")
    assert CATALOG["components"]["drone"]["name"] == "Quadcopter"
    root = Path(__file__).resolve().parents[3] / "static" / "i18n"
    for lang, word in (("en", "drone"), ("ru", "дрон")):
        texts = json.loads((root / lang / "phototour.json").read_text())
        assert word not in json.dumps(texts, ensure_ascii=False).lower().replace('"drone"', ""), lang
