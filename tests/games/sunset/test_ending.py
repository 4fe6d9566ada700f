"""Why a game ends, as a code: in the game_end event, the public view and the outcome; the
English reason the state keeps is unchanged."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from app.games.sunset import GAME
from app.games.sunset.catalog import CATALOG
from app.games.sunset.ending import EndCode, end_code
from app.games.sunset.rules import cleanup

from .util import new, play

RU = Path(__file__).resolve().parents[3] / "static" / "i18n" / "ru" / "sunset.json"


def _ended(events: list[dict]) -> dict:
    (end,) = [e for e in events if e["type"] == "game_end"]
    return end


def _last_moves(players: int, seed: int) -> tuple[dict, list[dict]]:
    """Play the first legal move of whoever acts until the game is over; the last move's events."""
    s = new(players, seed)
    events: list[dict] = []
    while s["phase"] != "over":
        seat = GAME.actors(s)[0]
        s, events = play(s, seat, GAME.legal_moves(s, seat)[0])
    return s, events


@pytest.mark.parametrize("players,days", [(2, 6), (1, 8)])
def test_the_last_day_played_ends_with_days_played(players, days):
    s = new(players)
    s["day"] = days
    end = _ended(cleanup(s))
    assert end["code"] == EndCode.DAYS_PLAYED and end["days"] == days
    assert end["reason"] == s["end_reason"] == f"{days} days played"
    assert GAME.public_view(s)["end_code"] == "days_played"
    assert GAME.outcome(s)["end_code"] == "days_played"


@pytest.mark.parametrize("players", [1, 2])
def test_a_row_that_cannot_be_refilled_ends_with_out_of_commissions(players):
    s = new(players)
    s["commission_row"] = [None, None, s["commission_row"][2]]
    s["commission_preview"] = None
    s["commission_deck"] = []
    end = _ended(cleanup(s))
    assert end["code"] == EndCode.OUT_OF_COMMISSIONS
    assert end["reason"] == s["end_reason"] == "not enough commissions to refill the row"
    assert GAME.public_view(s)["end_code"] == "out_of_commissions"
    assert GAME.outcome(s)["end_code"] == "out_of_commissions"


def test_a_game_played_through_ends_with_a_code_every_view_gives():
    s, events = _last_moves(2, 3)
    code = _ended(events)["code"]
    assert code in (EndCode.DAYS_PLAYED, EndCode.OUT_OF_COMMISSIONS)
    for seat in (None, 0, 1):
        assert GAME.view(s, seat)["public"]["end_code"] == code


def test_a_game_in_play_has_no_end_code():
    s = new(2)
    assert GAME.public_view(s)["end_code"] is None and end_code(s) is None
    assert GAME.outcome(s) is None


def test_an_unknown_end_reason_is_an_error_not_a_guess():
    s = new(2)
    s["end_reason"] = "the artists went home"
    with pytest.raises(ValueError):
        end_code(s)


@pytest.mark.parametrize("code", [EndCode.DAYS_PLAYED, EndCode.OUT_OF_COMMISSIONS])
def test_every_end_code_has_words_in_english_and_russian(code):
    assert CATALOG["events"][code]
    assert json.loads(RU.read_text(encoding="utf-8"))["catalog"]["events"][code]
