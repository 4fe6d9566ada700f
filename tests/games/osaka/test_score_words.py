"""Score lines and help that say what the rules say (issue 34 §3): each line's numbers are the
ones that scored, counted nouns agree with their numbers, and the help names the places the
rulebook names."""

from __future__ import annotations

import re

import pytest

from app.games.osaka import scoring
from app.games.osaka.catalog import CATALOG
from app.i18n import catalog as catalog_in
from app.wording import Wording

from .util import GAME, grid, play

NAMES = ["Ann", "Bea", "Cy", "Dee"]


def line(lang: str, got: scoring.Scored) -> str:
    w = Wording("osaka", lang, names=lambda s: NAMES[s])
    return w.fill(w.catalog["events"][got.code], {"points": got.points, **got.params})


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_garden_line_counts_the_gardens_that_scored(lang):
    # two gardens: one next to a Samurai (3 points), one next to neither Samurai nor Shrine
    g = grid(["g.teien", "g.samurai"], ["w", "w"], ["w.teien", "w"])
    got = scoring.teien(g)
    assert got.points == 3 and got.params["gardens"] == 2 and got.params["scoring"] == 1
    said = line(lang, got)
    assert said.endswith("3 points" if lang == "en" else "3 очка")
    assert ("(1 garden next to any)" in said) if lang == "en" else ("(1 сад рядом с ними)" in said)
    assert "2 garden" not in said and "2 сад" not in said


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_shrine_lines_numbers_add_up_to_its_points(lang):
    # two shrines in one column under 3 flags, one in a column under 1: 3 + 3 + 1 = 7
    g = grid(["g.shukyo", "g.flag", "g.shukyo", "g.flag", "g.flag"], ["w.shukyo", "w.flag"])
    got = scoring.shukyo(g)
    assert got.points == 7 and got.params["seen"] == 7
    said = line(lang, got)
    numbers = [int(n) for n in re.findall(r"\d+", said.split("=")[0].split("(")[1])]
    assert numbers == [3, 7], said  # 3 shrines seeing 7 white flags in all
    assert said.endswith("7 points" if lang == "en" else "7 очков")


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_tier_lines_count_right(lang):
    four = list(grid(["g.teien", "g.teien", "g.flag", "g.teien"]).values())
    said = line(lang, scoring.tier_bonus(four)).replace("{tile}", "")
    assert "3 Garden × 2" not in said and "3 Сад" not in said
    assert ("2 for each Garden icon, 3 × 2 = 6 points" in said) if lang == "en" else ("«Сад», 3 × 2 = 6 очков" in said)
    five = list(grid(["g.teien", "g.flag", "g.flag", "g.flag", "g.flag"]).values())
    got = scoring.tier_bonus(five)
    assert got.code == "tier5_flat" and "1 different icon x 2" in got.reason
    said = line(lang, got)
    assert ("1 different icon × 2" in said) if lang == "en" else ("1 разный значок × 2" in said)


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_townsmen_line_and_its_reason_say_1_type(lang):
    g = grid(["g.chonin", "g.teien"])
    got = scoring.chonin(g)
    assert got.points == 1 and "1 type (" in got.reason and "1 types" not in got.reason
    said = line(lang, got)
    assert ("(1 townsmen block)" in said) if lang == "en" else ("(1 квартал горожан)" in said)


def test_the_bonus_marker_waits_on_the_final_score_area():
    for lang in ("en", "ru"):
        texts = repr(catalog_in("osaka", lang)).lower()
        marker = catalog_in("osaka", lang)["components"]["bonus_marker"]["description"]
        assert ("final score area" in marker.lower()) if lang == "en" else ("зоне финального подсчёта" in marker)
        assert "waits on the shogunate space" not in texts and "ждёт на поле сёгуната" not in texts
    assert "Final Score Area" in CATALOG["components"]["bonus_marker"]["description"]


def test_a_sandal_taken_instead_of_a_tile_is_followed_by_no_claim_of_it():
    """"took 1 sandal instead of Tsurumi Ryokuchi" is true: the log never shows the same tile
    claimed after it that turn (docs/rules/osaka.md, "Sandal or claim")."""
    from .test_travel import on_claimable_tile

    state = on_claimable_tile()
    state, events = play(state, 0, {"type": "sandal"})
    log = [e for e in events]
    state, more = play(state, 0, GAME.legal_moves(state, 0)[0])
    log += more
    state, more = play(state, 0, {"type": "place", "at": "right"})
    log += more
    w = Wording("osaka", "en", names=lambda s: NAMES[s])
    said = [w.fill(w.catalog["events"][e.get("code") or e["type"]], e) for e in log
            if (e.get("code") or e["type"]) in w.catalog["events"]]
    assert "Ann took 1 sandal instead of Tsurumi Ryokuchi, which stays on the street." in said
    assert not any(e["type"] == "claim" for e in log)
