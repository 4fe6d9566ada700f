"""The words of every event and score line of random games of every title, in every language, as
the catalogs word them (app/wording.py fills the templates the browser fills): no id, no
missing text, and a count agrees with its noun ("1 point", not "1 points"; "21 очко")."""

from __future__ import annotations

import re

import pytest

from app.engine import games
from app.engine.playout import playout
from app.wording import RAW_ID, Wording

SEEDS = (11, 12)
NAMES = ["Ann", "Bea", "Cy", "Dee", "Eve", "Fay"]  # no digits: a count is a count
# A count of one with the plural of a noun the catalogs count ("1 points", "1 tiles touched").
NOUNS = ("points|tiles|edges|photographs|photos|tokens|types|sets|cards|spaces|features|sandals|squares|markers|"
         "blocks|steps|landscapes|paintings|commissions|icons|gardens|shops|fields|sights|dice|columns|rows|zones|"
         "helpers|towns|frames|goals|days|rounds|players|buildings|temples|shrines|districts|bathhouses|flags")
ENGLISH_ONE_PLURAL = re.compile(rf"(?<![\d.,])1 (?:\w+ )?({NOUNS})\b")
# Russian: after a number ending in 1 (not 11) a counted noun is never in the genitive plural.
RUSSIAN_MANY_AFTER_ONE = re.compile(r"(?<![\d.,])(?:\d*[02-9])?1 (очков|плиток|карт|фотографий|жетонов|сандалий|клеток|шагов|"
                                    r"пейзажей|признаков|краёв|типов|наборов|знаков|блоков|лавок|полей|садов|дней)\b")


def worded(game, lang: str, seed: int, players: int, options) -> list[str]:
    words = Wording(game.id, lang, names=lambda s: NAMES[s])
    texts: list[str] = []

    def on_step(state, seat, move, new_state, events):
        for ev in events:
            for key in (ev.get("code"), ev.get("type")):
                template = words.catalog.get("events", {}).get(key) if key else None
                if template:
                    texts.append(words.fill(template, ev))
                    break

    playout(game, players, options, seed, on_step=on_step)
    return texts


def cases():
    for gid, game in sorted(games().items()):
        if gid == "toy":
            continue
        for options in game.option_variants():
            for players in sorted({game.min_players, game.max_players}):
                yield pytest.param(gid, players, options, id=f"{gid}-{players}p-{'-'.join(map(str, options.values())) or 'base'}")


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("gid,players,options", list(cases()))
def test_event_and_score_words_read_right(gid, players, options, lang):
    game = games()[gid]
    texts = [t for seed in SEEDS for t in worded(game, lang, seed, players, options)]
    assert texts, "the catalog words the game's events"
    for text in texts:
        assert "⟦" not in text and not RAW_ID.search(text), (lang, text)
        if lang == "en":
            assert not ENGLISH_ONE_PLURAL.search(text), text
        else:
            assert not RUSSIAN_MANY_AFTER_ONE.search(text), text
