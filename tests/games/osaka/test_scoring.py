"""Scoring details behind the rulings: zones, Chōnin-chi counting double, tier bonuses, content."""

from __future__ import annotations

from collections import Counter

from app.games.osaka import content, scoring
from app.games.osaka import photobook as pb

from .util import GAME, grid


def test_stand_in_content_has_the_rulebook_counts():
    assert len(content.TOWN_CARDS) == 54 and len(content.START_CARDS) == 4
    assert len(content.LOCATIONS) == 12 and content.STREET_MARKERS == 12
    assert len(content.SCORING_OPTIONS) == 6 and content.SANDALS == 18
    cards = content.TOWN_CARDS + content.START_CARDS
    assert all(c["lower"]["icon"] != "flag" for c in cards), "white flags are on upper blocks only"
    assert 0 < sum(c["upper"]["icon"] == "flag" for c in cards) < len(cards), "not every card shows sky"
    icons = Counter(b["icon"] for c in cards for b in (c["upper"], c["lower"]))
    assert set(icons) - {None} == set(content.ICONS)


def test_zones_join_side_by_side_only_at_the_same_level():
    g = grid(["g", "w"], ["g", "k"])
    assert sorted(sorted(z) for z in pb.zones(g)) == [[(0, 0), (1, 0)], [(0, 1)], [(1, 1)]]
    assert len(pb.zones(grid(["g", "w"], ["w", "g"]))) == 4  # corners do not join


def test_chonin_counts_two_in_zone_size_and_largest_zone():
    g = grid(["g.chonin", "g"], ["g"])
    assert pb.largest_zone(g) == 4
    assert scoring.large_zones(g)[0] == 3


def test_three_tier_bonus_counts_chonin_twice():
    column = list(grid(["g.chonin", "g", "w"]).values())
    assert scoring.tier_bonus(column) == (6, "3-tier: 3 grass blocks x 2 = 6")


def test_four_tier_bonus_takes_the_most_frequent_icon():
    column = list(grid(["g.shukyo", "g.samurai", "g.flag", "g.samurai"]).values())
    assert scoring.tier_bonus(column) == (4, "4-tier: 2 Samurai-machi x 2 = 4")


def test_the_white_flag_is_no_icon_of_a_tier_bonus():
    column = list(grid(["g.shukyo", "g.flag", "g.flag", "g.samurai"]).values())
    assert scoring.tier_bonus(column) == (2, "4-tier: 1 Shūkyō-machi x 2 = 2")


def test_five_tier_bonus_is_five_or_two_per_different_icon():
    few = list(grid(["g.shukyo", "g.flag", "g.flag", "g", "g"]).values())
    assert scoring.tier_bonus(few)[0] == 5
    many = list(grid(["g.shukyo", "g.flag", "g.samurai", "g.teien", "g.yokujo"]).values())
    assert scoring.tier_bonus(many) == (8, "5-tier: 4 different icons x 2 = 8")


def test_background_requirement_counts_chonin_twice():
    column = list(grid(["w.chonin", "w.flag"]).values())
    assert scoring.requirement_met([{"bg": "water", "count": 3}], column)
    assert not scoring.requirement_met([{"bg": "water", "count": 4}], column)
    assert not scoring.requirement_met([{"icon": "chonin", "count": 1}, {"icon": "yokujo", "count": 1}], column)


def test_teien_without_neighbours_scores_nothing_and_three_neighbours_one():
    g = grid(["g.samurai", "g.teien", "g.shukyo"], ["w.shukyo", "w.teien", "w.samurai"], ["s", "s.shukyo"])
    pts, why = scoring.teien(g)
    assert "column 2 row 2 next to 3: 1" in why
    assert "column 1 row 2 next to 2: 2" in why  # the other Teien does not count
    assert scoring.teien(grid(["g.teien", "g.flag"])) == (0, "Teien in column 1 row 1 next to 0: 0 = 0")


def test_each_group_of_three_adjacent_yokujo_scores_its_size():
    g = grid(["g.yokujo", "g.yokujo", "g.yokujo", "g", "g.yokujo"],
             ["w", "w", "w", "w", "w.yokujo"], ["s", "s", "s", "s", "s.yokujo"], ["k.yokujo"])
    pts, why = scoring.yokujo(g)
    assert "3 adjacent Yokujō: 3" in why and why.count("adjacent") == 2
    assert pts == 3 + 3  # no Chōnin-chi or Teien in any row


def test_samurai_counts_chonin_on_lower_levels_in_any_column():
    g = grid(["g.chonin"], ["g", "g.samurai"], ["g", "g.chonin", "g.samurai"])
    assert scoring.samurai(g)[0] == 1 + 2


def test_shukyo_counts_every_flag_of_its_column():
    g = grid(["g.flag", "g.shukyo", "g.flag"], ["g.flag", "g.flag"])
    assert scoring.shukyo(g)[0] == 2


def test_the_white_flag_does_not_complete_a_set():
    g = grid(["g.shukyo", "g.flag", "g.samurai", "g.flag"], ["w.yokujo", "w.teien"])
    assert scoring.icon_sets(g) == 0  # no Chōnin-chi: four buildings and flags are no set
    g[(1, 2)] = {"bg": "water", "icon": "chonin"}
    assert scoring.icon_sets(g) == 1


def test_metadata():
    meta = GAME.metadata()
    assert (meta["id"], meta["min_players"], meta["max_players"]) == ("osaka", 2, 4)
