"""Guided first games are data the engine plays as written: every game has one, every expected
move and every scripted move is legal when its turn comes, every text key has words in every
language, and a script is 5 to 10 minutes of lessons."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from app import i18n
from app.engine import games
from app.engine.tutorial import check, load

ROOT = Path(__file__).resolve().parents[2]
GAMES = sorted(g for g in games() if g != "toy")


@pytest.mark.parametrize("gid", GAMES)
def test_every_game_has_a_guided_game_the_engine_plays_as_written(gid):
    game = games()[gid]
    tutorial = load(game)
    assert tutorial is not None, f"{gid} has no tutorial.json"
    assert 6 <= len(tutorial.lessons) <= 40, "a guided game is a few minutes of lessons"
    check(game, tutorial)
    assert all(tutorial.lessons[i].say for i in range(min(3, len(tutorial.lessons)))), "the first lessons say what to do"


@pytest.mark.parametrize("lang", i18n.languages())
@pytest.mark.parametrize("gid", GAMES)
def test_every_text_of_a_guided_game_has_words(gid, lang):
    tutorial = load(games()[gid])
    if tutorial is None:
        pytest.skip("no tutorial yet")
    texts = json.loads((ROOT / "static" / "i18n" / lang / f"{gid}.json").read_text(encoding="utf-8")).get("tutorial", {})
    missing = [k for k in tutorial.keys() if not texts.get(k)]
    assert missing == [], f"{gid} {lang}: {missing[:10]}"
    unused = sorted(set(texts) - set(tutorial.keys()))
    assert unused == [], f"{gid} {lang}: texts no lesson says: {unused[:10]}"
