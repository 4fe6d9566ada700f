"""Every scoring event carries a code the catalog words, with every parameter its wording names,
beside the English reason REST clients read; the worded figures are the engine's."""

from __future__ import annotations

import re

import pytest

from app.engine.playout import playout
from app.games.osaka import scoring
from app.games.osaka.catalog import CATALOG

from .util import GAME, grid

FIELD = re.compile(r"\{([A-Za-z_.0-9]+)(?:\|[^}]*)?\}")


def score_events(players, seed):
    events = []
    playout(GAME, players, None, seed, on_step=lambda _s, _seat, _m, _after, evs: events.extend(evs))
    return [e for e in events if e["type"] == "score"]


@pytest.mark.parametrize("players,seed", [(2, 1), (3, 2), (4, 3), (2, 8)])
def test_every_score_event_has_a_worded_code_with_its_parameters(players, seed):
    events = score_events(players, seed)
    codes = set()
    for ev in events:
        assert ev["reason"], ev
        template = CATALOG["events"].get(ev.get("code"))
        assert template, f"no wording for {ev}"
        missing = [f for f in FIELD.findall(template) if f not in ev]
        assert not missing, (ev, missing)
        codes.add(ev["code"])
    assert "largest_zone" in codes and len(codes) >= 5


def test_the_parameters_are_the_figures_that_were_scored():
    g = grid(["g.shukyo", "g.flag", "g.flag"], ["w.chonin", "w.samurai"], ["w.yokujo", "w.teien"])
    got = scoring.shukyo(g)
    assert (got.code, got.params, got.points) == ("shukyo_scored", {"shrines": 1, "flags": 2, "seen": 2}, 2)
    got = scoring.samurai(g)
    assert (got.code, got.params["samurai"], got.points) == ("samurai_scored", 1, 1)
    got = scoring.yokujo(g)
    assert got.params == {"baths": 1, "rows": got.points, "joined": 0}
    got = scoring.final_bonus(g, "shukyo")
    assert (got.code, got.points) == ("shukyo_scored", 2)  # a moved bonus marker scores its option
    got = scoring.final_bonus(g, None)
    assert (got.code, got.params, got.points) == ("icon_sets", {"sets": 1}, 4)  # one of each building


def test_a_claim_scores_with_the_tier_code():
    column = [{"bg": "grass", "icon": None}, {"bg": "grass", "icon": "chonin"}, {"bg": "stone", "icon": "flag"}]
    got = scoring.tier_bonus(column)
    assert (got.points, got.code, got.params) == (6, "tier3_background", {"bg": "grass", "count": 3})


@pytest.mark.parametrize("players,seed", [(2, 4), (3, 5), (4, 6)])
def test_a_claims_preview_is_what_the_claim_scores(players, seed):
    import copy

    seen = []
    playout(GAME, players, None, seed, on_step=lambda state, *_: seen.append(copy.deepcopy(state)) if state["phase"] == "claim" else None)
    assert seen
    for state in seen:
        seat = state["turn"]
        view = GAME.view(state, seat)["public"]
        claims = [m for m in GAME.legal_moves(state, seat) if m["type"] == "claim"]
        assert [m["column"] for m in claims] == view["claimable"]
        for move, preview in zip(claims, GAME.previews(state, seat, claims)):
            _, events = GAME.apply(copy.deepcopy(state), seat, move)
            scored = [e for e in events if e["type"] == "score"][0]
            assert preview.points == preview.now == scored["points"]
            assert preview.lines[0] == {k: v for k, v in scored.items() if k not in ("type", "seat", "reason")}
