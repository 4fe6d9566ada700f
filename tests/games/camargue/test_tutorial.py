"""Camargue's guided first game tells the truth: every figure its lessons say is what the engine
scores at that moment, in English and Russian, and each lesson's situation is the one its words
describe (a pass where no helper matches, a helper for 10 where the tiles score little)."""

import json
import re
from pathlib import Path

import pytest

from app.engine.tutorial import load, next_bot_move
from app.games.camargue.content import TILES
from app.games.camargue.scoring import spot_score

from .build import GAME

ROOT = Path(__file__).resolve().parents[3]
TUTORIAL = load(GAME)
# "A … × B … = P": an area, the tiles touched and the points, as the lessons write a score.
FIGURE = re.compile(r"(\d+) [^×=.]*× (\d+) [^×=.]*= (\d+)")


def texts(lang):
    return json.loads((ROOT / "static" / "i18n" / lang / "camargue.json").read_text(encoding="utf-8"))["tutorial"]


def lessons():
    """(lesson, the state the learner sees, the learner's events) for every lesson, in order."""
    state = GAME.setup(TUTORIAL.players, TUTORIAL.options, TUTORIAL.seed)
    made = {s: 0 for s in range(TUTORIAL.players)}
    out = []
    for lesson in TUTORIAL.lessons:
        while 0 not in GAME.actors(state):
            seat = GAME.actors(state)[0]
            state, _ = GAME.apply(state, seat, next_bot_move(TUTORIAL, seat, made[seat]))
            made[seat] += 1
        before = state
        state, events = GAME.apply(state, 0, lesson.expect)
        out.append((lesson, before, events))
    return out


def figures(text):
    return {tuple(int(n) for n in m) for m in FIGURE.findall(text)}


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_every_score_a_lesson_says_is_the_engines(lang):
    words = texts(lang)
    said = 0
    for lesson, before, events in lessons():
        move = lesson.expect
        scored = [e for e in events if e["type"] == "score" and e["seat"] == 0]
        if move["type"] == "place":
            (e,) = scored
            assert (e["area"], e["edges"], e["points"]) in figures(words[lesson.after]), (lesson.after, e)
            said += 1
        if move["type"] == "claim":
            w = before["window"]
            assert (w["area"], w["edges"], w["points"]) in figures(words[lesson.say[-1]]), lesson.say
            assert [e["points"] for e in scored] == [w["points"]]
            said += 1
    assert said >= 5


def test_each_lesson_is_the_situation_its_words_describe():
    kinds = []
    for lesson, before, _ in lessons():
        move = lesson.expect
        kinds.append(move["type"])
        hand = before["hands"][0]
        helpers = [t for t in hand if TILES[t]["kind"] == "helper"]
        if move["type"] == "pass":
            # "you cannot claim": no helper of the hand shows the landscape that scored
            land = before["window"]["landscape"]
            assert all(land not in TILES[t]["landscapes"] for t in helpers), lesson.say
        if move["type"] == "helper":
            # "your village tiles would bring 1 point": every placement scores less than 10
            best = max(spot_score(before, m["x"], m["y"], TILES[m["tile"]]["landscape"]).points
                       for m in GAME.legal_moves(before, 0) if m["type"] == "place")
            assert best == 1
        if move["type"] == "place":
            # the lesson's tile is the best the hand can do there
            best = max(spot_score(before, m["x"], m["y"], TILES[m["tile"]]["landscape"]).points
                       for m in GAME.legal_moves(before, 0) if m["type"] == "place")
            assert spot_score(before, move["x"], move["y"], TILES[move["tile"]]["landscape"]).points == best
    # every kind of decision of the game is taught, a claim before the turn it costs
    assert {"place", "pass", "claim", "set_aside", "helper"} <= set(kinds)
    assert kinds.index("claim") + 1 == kinds.index("set_aside")
