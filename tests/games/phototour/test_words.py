"""Score lines, log lines and help that say what the rules say (issue 34 §3), in both languages."""

import json
from pathlib import Path

import pytest

from app.games.phototour import GAME
from app.games.phototour.scoring import final_events, score_lines
from app.wording import RAW_ID, Wording

from .helpers import empty_hands, give, place, play, started, turn_of

ROOT = Path(__file__).resolve().parents[3]


def _st(players=3):
    st = turn_of(empty_hands(started(players, "strategic")), 0)
    for s, me in enumerate(st["seats"]):
        me["diary_id"] = s
    return st


def said(lang, line: dict) -> str:
    words = Wording("phototour", lang, names=lambda s: ["Ann", "Bea", "Cy", "Dee"][s])
    return words.fill(words.catalog["events"][line["code"]], line)


def test_one_photograph_and_one_token_are_singular_in_the_english_reasons():
    st = _st()
    place(st, 0, 16, 0, ["flash", None, None])
    st["seats"][0]["reserve"] = ["lens"]
    reasons = [ln.reason for ln in score_lines(st)[0]]
    assert "1 photograph worth 1 = 1" in reasons
    assert "1 token on photographs x 3 = 3" in reasons
    assert "1 token in reserve x 1" in reasons
    assert not any("1 photographs" in r or "1 tokens" in r for r in reasons)


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_contest_lines_say_the_place_and_how_a_shared_place_is_split(lang):
    st = _st()
    st["contests"] = [2, 7, 8]  # photographs in Central Russia; tokens on photographs;
    # photographs in North-West and Central Russia
    place(st, 0, 16, 0, ["flash", None, None])
    place(st, 0, 12, 1)
    place(st, 1, 13, 0)
    place(st, 2, 11, 0, ["drone", "tripod"])
    place(st, 2, 5, 1)
    lines = {(e["seat"], e["contest"]): e for e in final_events(st) if e["category"] == "contests"}
    texts = {k: said(lang, e) for k, e in lines.items()}
    for text in texts.values():
        assert not RAW_ID.search(text) and "{" not in text, text
    central, tokens, north_and_central = "contest:2", "contest:7", "contest:8"
    if lang == "en":
        assert "first place with 2" in texts[(0, central)]
        assert "second place shared by 2 players with 1: 3 points split 2 ways, rounded down" in texts[(2, central)]
        assert "first place with 2" in texts[(2, tokens)] and "second place with 1" in texts[(0, tokens)]
        assert "first place shared by 2 players with 2: 10 points split 2 ways" in texts[(0, north_and_central)]
        assert "(everyone: 2, 1, and 2)" in texts[(0, north_and_central)]
    else:
        assert "1-е место, результат 2" in texts[(0, central)]
        assert "2-е место на 2 игроков с результатом 1: 3 очка делятся на 2" in texts[(2, central)]
        assert "1-е место на 2 игроков с результатом 2: 10 очков делятся на 2" in texts[(0, north_and_central)]


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_die_used_as_another_face_says_both(lang):
    st = turn_of(empty_hands(started(2, "strategic")), 0)
    place(st, 0, 16, 0)  # Red Square: once this turn, any die may be used as a plane
    st["dice"] = ["car"] * 5
    st["seats"][0]["pawn"] = 16
    st, events = play(st, 0, {"type": "sight_bonus", "card": "sight:16"}, {"type": "die", "die": 0, "as": "plane"})
    die = next(e for e in events if e["type"] == "die")
    assert die["code"] == "die_as" and die["face"] == "car" and die["mode"] == "plane"
    text = said(lang, die)
    assert text == {"en": "Ann took a Car die and used it as a Plane die.",
                    "ru": "Ann берёт кубик «Машина» и использует его как «Самолёт»."}[lang]
    st2 = turn_of(empty_hands(started(2, "basic")), 0)
    st2["dice"] = ["car"] * 5
    _, events = play(st2, 0, {"type": "die", "die": 0})
    plain = next(e for e in events if e["type"] == "die")
    assert "code" not in plain and said_type(lang, plain).startswith({"en": "Ann took a Car die", "ru": "Ann берёт кубик"}[lang])


def said_type(lang, event):
    words = Wording("phototour", lang, names=lambda s: "Ann")
    return words.fill(words.catalog["events"][event["type"]], event)


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_help_says_when_a_refresh_may_be_made(lang):
    help_turn = " ".join(Wording("phototour", lang).catalog["help"]["turn"])
    if lang == "en":
        assert "at any time" not in help_turn.lower()
        assert "before or after your main action (not in the middle of one)" in help_turn
        assert "refill the row to 5" in help_turn
    else:
        assert "в любой момент" not in help_turn.lower()
        assert "до или после основного действия" in help_turn


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_note_says_reaction_points_score_at_once_and_the_reaction_prompt_names_trigger_and_gain(lang):
    board = json.loads((ROOT / "static" / "i18n" / lang / "phototour.json").read_text(encoding="utf-8"))["board"]
    note = board["expected.note"]
    assert ("score at once" in note) if lang == "en" else ("начисляются сразу" in note)
    assert not note.startswith(("Bonuses and contests score only", "Бонусы и фотоконкурсы приносят"))
    assert "{trigger}" in board["prompt.react"] and "{options}" in board["prompt.react"]
    assert {"react.plan", "react.rent", "react.move", "react.photo_city", "react.photo_nature"} <= set(board)
    assert "{trip}" in board["react.move"] and "{bonus}" in board["react.option"]
