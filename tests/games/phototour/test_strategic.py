"""Strategic mode: photo contests, diary bonuses, sight bonuses and reactions between turns."""

import re

import pytest

from app.engine import IllegalMove
from app.games.phototour import GAME
from app.games.phototour.scoring import standing, contest_points, score_lines

from .helpers import empty_hands, give, place, play, started, turn_of, types


def _st(players=2, seat=0, diaries=(0, 1, 2, 3)):
    st = turn_of(empty_hands(started(players, "strategic")), seat)
    for s, me in enumerate(st["seats"]):
        me["diary_id"] = diaries[s]
    return st


# ----- contests ---------------------------------------------------------------------------

@pytest.mark.parametrize("values,points", [
    ([3, 1, 0], [7, 3, 0]),
    ([3, 3, 1], [5, 5, 0]),  # tie for first: 10 split, no second place
    ([2, 2, 2, 1], [3, 3, 3, 0]),  # 10 // 3
    ([4, 2, 2, 1], [7, 1, 1, 0]),  # tie for second: 3 split
    ([4, 1, 1, 1], [7, 1, 1, 1]),
    ([2, 0, 0], [7, 0, 0]),  # placing needs at least 1
    ([0, 0], [0, 0]),
    ([1, 1], [5, 5]),
])
def test_contest_points(values, points):
    assert contest_points(values) == points


def test_contests_in_final_score():
    st = _st(3)
    st["contests"] = [2, 7, 8]  # photographs in Central Russia, tokens on photographs,
    # photographs in North-West and Central Russia
    place(st, 0, 16, 0, ["flash", None, None])
    place(st, 0, 12, 1)
    place(st, 1, 13, 0)
    place(st, 2, 11, 0, ["drone", "tripod"])
    place(st, 2, 5, 1)
    b = standing(st)
    # central: 2, 1, 1 -> 7, 1, 1; tokens: 1, 0, 2 -> 3, 0, 7; north-west and central: 2, 1, 2 -> 5, 0, 5
    assert [x["contests"] for x in b] == [15, 1, 13]
    lines = [ln for ln in score_lines(st)[2] if ln[0] == "contests"]
    assert any("Most photographs in North-West and Central Russia" in ln.reason for ln in lines)
    assert all(ln.params["contest"].startswith("contest:") for ln in lines)
    # second place shared by two (3 split, 1 each); first alone; first shared by two (10 split)
    assert [ln.code for ln in lines] == ["contest_second_shared", "contest_first", "contest_first_shared"]
    assert [(ln.params.get("shared"), ln.params.get("pool")) for ln in lines] == [(2, 3), (None, None), (2, 10)]
    assert "second place shared by 2: 3 split 2 ways, rounded down" in lines[0].reason


# ----- diary bonuses ------------------------------------------------------------------------

def test_bottom_diary_slots_score_only_with_a_matching_card():
    st = _st()
    place(st, 0, 16, 4)  # city slot "1 per city photograph": Moscow is a city -> counts
    place(st, 0, 13, 5)  # nature slot "1 per region": Smolensk is a city -> closed
    place(st, 0, 5, 6)  # city slot "2 per airport photograph": St Petersburg -> 2 airports x 2
    bonus = [ln for ln in score_lines(st)[0] if ln[0] == "bonuses"]
    reasons = {ln.reason.split(":")[0]: ln.points for ln in bonus}
    assert {ln.params["slot"] for ln in bonus if ln.code == "diary_condition"} == {4, 6}
    assert reasons.get("diary slot 5") == 3 and "diary slot 6" not in reasons and reasons["diary slot 7"] == 4


def test_one_time_diary_bonus_needs_a_matching_card_and_closes_after_use():
    st = _st()
    st["seats"][0]["pawn"] = 16
    place(st, 0, 13, 0)  # nature slot (free car trip) holding a city card: closed
    place(st, 0, 12, 1)  # city slot (free train tickets) holding a city card: open
    diary = [m for m in GAME.legal_moves(st, 0) if m["type"] == "diary"]
    assert diary == [{"type": "diary", "slot": 1}]
    with pytest.raises(IllegalMove) as err:
        GAME.apply(st, 0, {"type": "diary", "slot": 0})
    assert err.value.code == "diary_slot_wrong_type"
    st, _ = play(st, 0, {"type": "diary", "slot": 1})
    assert types(GAME.legal_moves(st, 0)) == {"go"}
    st, _ = play(st, 0, {"type": "go", "to": 5})  # Moscow - St Petersburg by rail, no die
    assert st["seats"][0]["pawn"] == 5 and st["seats"][0]["diary"][1]["used"]
    assert not st["turn"]["main_done"]  # a diary trip is not the main action
    assert "diary" not in types(GAME.legal_moves(st, 0))


def test_several_diary_bonuses_in_one_turn():
    st = _st()
    place(st, 0, 4, 2)  # nature slot: take a token from the board
    place(st, 0, 2, 3)  # city slot: take a sight card
    st, _ = play(st, 0, {"type": "diary", "slot": 2}, {"type": "take_token", "token": next(t for t in st["board"] if t)})
    st, _ = play(st, 0, {"type": "diary", "slot": 3}, {"type": "take_card", "card": next(c for c in st["display"] if c)})
    assert len(st["seats"][0]["reserve"]) == 1 and len(st["seats"][0]["hand"]) == 1


# ----- sight bonuses ------------------------------------------------------------------------

def test_moscow_cheap_flights_any_die_as_a_plane():
    st = _st()
    place(st, 0, 16, 0)
    st["seats"][0]["pawn"] = 16
    st["dice"] = ["car", "car", "train", "car", "car"]
    st, _ = play(st, 0, {"type": "sight_bonus", "card": "sight:16"})
    assert {"type": "die", "die": 0, "as": "plane"} in GAME.legal_moves(st, 0)
    st, _ = play(st, 0, {"type": "die", "die": 0, "as": "plane"}, {"type": "go", "to": 49})
    assert st["seats"][0]["pawn"] == 49 and st["dice"][0] is None


def test_novosibirsk_bridge_trains_go_ten_segments():
    st = _st()
    place(st, 0, 37, 0)
    st["seats"][0]["pawn"] = 29
    st["dice"] = ["train"] * 5
    st, _ = play(st, 0, {"type": "die", "die": 0})
    assert {"type": "go", "to": 33} in GAME.legal_moves(st, 0)  # 6 railway segments
    assert {"type": "go", "to": 43} not in GAME.legal_moves(st, 0)  # 7
    st = _st()
    place(st, 0, 37, 0)
    st["seats"][0]["pawn"] = 29
    st["dice"] = ["train"] * 5
    st, _ = play(st, 0, {"type": "sight_bonus", "card": "sight:37"}, {"type": "die", "die": 0})
    assert {"type": "go", "to": 44} in GAME.legal_moves(st, 0)  # 10
    assert {"type": "go", "to": 45} not in GAME.legal_moves(st, 0)  # 11


def test_kamchatka_flights_land_anywhere():
    st = _st()
    place(st, 0, 49, 0)
    st["seats"][0]["pawn"] = 16
    st["dice"] = ["plane"] * 5
    st, _ = play(st, 0, {"type": "sight_bonus", "card": "sight:49"}, {"type": "die", "die": 0})
    assert {"type": "go", "to": 34} in GAME.legal_moves(st, 0)  # Olkhon has no airport


def test_elbrus_photographs_one_segment_away():
    st = _st()
    place(st, 0, 21, 0)
    card = give(st, 0, 24)
    st["seats"][0]["pawn"] = 21
    assert "photo" not in types(GAME.legal_moves(st, 0))
    st, _ = play(st, 0, {"type": "sight_bonus", "card": "sight:21"})
    st, _ = play(st, 0, {"type": "photo", "card": card, "slot": 1})
    assert st["seats"][0]["diary"][1]["card"] == card


def test_yamal_guests_gain_equipment():
    st = _st()
    place(st, 0, 42, 0)
    bag = sum(st["bag"].values())
    st, _ = play(st, 0, {"type": "sight_bonus", "card": "sight:42"})
    assert len(st["seats"][0]["reserve"]) == 1 and sum(st["bag"].values()) == bag - 1


def test_only_one_sight_bonus_per_turn_even_through_a_diary_bonus():
    st = _st()
    place(st, 0, 42, 4)
    place(st, 0, 25, 5)
    st, _ = play(st, 0, {"type": "sight_bonus", "card": "sight:42"})
    assert "sight_bonus" not in types(GAME.legal_moves(st, 0))
    with pytest.raises(IllegalMove) as err:
        GAME.apply(st, 0, {"type": "sight_bonus", "card": "sight:25"})
    assert err.value.code == "bonus_used"
    st, _ = play(st, 0, {"type": "plan", "card": next(c for c in st["display"] if c)}, {"type": "end_turn"})
    st, _ = play(st, 1, {"type": "plan", "card": next(c for c in st["display"] if c)}, {"type": "end_turn"})
    assert {"type": "sight_bonus", "card": "sight:25"} in GAME.legal_moves(st, 0)


def test_bonus_usable_on_the_turn_its_card_is_placed():
    st = _st()
    card = give(st, 0, 42)
    st["seats"][0]["pawn"] = 42
    st, _ = play(st, 0, {"type": "photo", "card": card, "slot": 0})
    if st["turn"]["pending"]:
        st, _ = play(st, 0, {"type": "equip_done"})
    assert {"type": "sight_bonus", "card": card} in GAME.legal_moves(st, 0)


def test_basic_mode_ignores_bonuses():
    st = turn_of(empty_hands(started(2, "basic")), 0)
    place(st, 0, 42, 0)
    assert not types(GAME.legal_moves(st, 0)) & {"sight_bonus", "diary"}
    with pytest.raises(IllegalMove) as err:
        GAME.apply(st, 0, {"type": "sight_bonus", "card": "sight:42"})
    assert err.value.code == "basic_mode"


def test_end_of_game_sight_bonuses():
    st = _st()
    place(st, 0, 4, 0)  # Valaam: 1 per nature photograph
    place(st, 0, 30, 1)  # Manpupuner: 2 per photograph without a railway (30 has none)
    bonus = sum(ln.points for ln in score_lines(st)[0] if ln.category == "bonuses")
    assert bonus == 2 + 2  # 2 nature photographs; Manpupuner itself
    st["mode"] = "basic"
    assert "bonuses" not in standing(st)[0]


# ----- reactions between turns --------------------------------------------------------------

def test_kizhi_reacts_to_an_opponent_city_photograph_once_between_turns():
    st = _st(3)
    place(st, 1, 3, 0)  # Kizhi: if an opponent photographs a city sight, gain 1 point
    give(st, 0, 13)
    st["seats"][0]["pawn"] = 13
    st, _ = play(st, 0, {"type": "photo", "card": "sight:13", "slot": 0})
    assert GAME.actors(st) == [1]
    assert GAME.legal_moves(st, 1) == [{"type": "use", "card": "sight:3"}, {"type": "pass"}]
    with pytest.raises(IllegalMove) as err:
        GAME.apply(st, 1, {"type": "use", "card": "sight:13"})
    assert err.value.code == "not_photographed"  # the opponent's photograph, not Kizhi's owner's
    with pytest.raises(IllegalMove) as err:
        GAME.apply(st, 0, {"type": "end_turn"})
    assert err.value.code == "not_your_turn"  # the active seat waits for the reaction
    st, events = play(st, 1, {"type": "use", "card": "sight:3"})
    assert any(e["type"] == "score" and e["points"] == 1 for e in events)
    assert GAME.actors(st) == [0] and st["seats"][1]["bonus_points"] == 1
    assert st["seats"][1]["reacted"]
    st, _ = play(st, 0, {"type": "end_turn"})
    assert not st["seats"][1]["reacted"]  # its own turn renews the allowance


def test_no_reaction_to_a_nature_photograph_and_pass_keeps_the_allowance():
    st = _st(2)
    place(st, 1, 3, 0)
    give(st, 0, 4)
    st["seats"][0]["pawn"] = 4
    st, _ = play(st, 0, {"type": "photo", "card": "sight:4", "slot": 0})
    assert GAME.actors(st) == [0] and st["reaction"] is None
    st, _ = play(st, 0, {"type": "end_turn"})
    st = turn_of(st, 0)
    give(st, 0, 13)
    st["seats"][0]["pawn"] = 13
    st, _ = play(st, 0, {"type": "photo", "card": "sight:13", "slot": 1})
    st, _ = play(st, 1, {"type": "pass"})
    assert not st["seats"][1]["reacted"] and GAME.actors(st) == [0]


def test_reacted_seat_is_not_asked_again_before_its_turn():
    st = _st(3)
    place(st, 2, 3, 0)
    st["seats"][2]["reacted"] = True
    give(st, 0, 13)
    st["seats"][0]["pawn"] = 13
    st, _ = play(st, 0, {"type": "photo", "card": "sight:13", "slot": 0})
    assert GAME.actors(st) == [0]
    with pytest.raises(IllegalMove) as err:
        GAME.apply(st, 0, {"type": "use", "card": "sight:3"})
    assert err.value.code == "no_reaction_window"


def test_taganay_steps_when_an_opponent_drives():
    st = _st(2)
    place(st, 1, 31, 0)
    st["seats"][1]["pawn"] = 29
    st["seats"][0]["pawn"] = 16
    st["dice"] = ["car"] * 5
    st, _ = play(st, 0, {"type": "die", "die": 0}, {"type": "go", "to": 15})
    assert GAME.actors(st) == [1]
    st, _ = play(st, 1, {"type": "use", "card": "sight:31"})
    assert {m["to"] for m in GAME.legal_moves(st, 1)} == {28, 30, 31, 35, 36}
    st, _ = play(st, 1, {"type": "go", "to": 30})
    assert st["seats"][1]["pawn"] == 30 and GAME.actors(st) == [0]
    assert not types(GAME.legal_moves(st, 0)) & {"die", "plan"}  # main action already done


def test_strategic_final_score_has_five_categories():
    st = _st(2)
    st["contests"] = [1, 7, 8]  # North-West, tokens on photographs, North-West and Central Russia
    place(st, 0, 8, 4, ["drone"])  # Arkhangelsk, nature, 4 points: end bonus 2 per North-West photo
    place(st, 0, 5, 0)  # St Petersburg, city, 2 points, in a nature slot (closed)
    st["seats"][0]["reserve"] = ["film"]
    st["seats"][0]["bonus_points"] = 1
    place(st, 1, 16, 4)  # Moscow, city, 1 point
    b = standing(st)[0]
    # contests: North-West 2 vs 0 -> 7; tokens 1 vs 0 -> 7; North-West and Central 2 vs 1 -> 7
    # bonuses: Arkhangelsk 2 x 2 = 4; reaction point 1; Explorer slot 5 is a city slot (closed)
    assert b == {"sights": 6, "tokens_on_cards": 3, "reserve": 1, "contests": 21, "bonuses": 5}
    st["phase"], st["turn"] = "over", None
    assert GAME.outcome(st)["scores"][0] == 36


def test_every_final_score_event_has_a_code_the_catalog_words():
    from app.games.phototour.catalog import CATALOG
    from app.games.phototour.scoring import final_events

    st = _st()
    place(st, 0, 16, 4)
    place(st, 0, 5, 6)
    place(st, 0, 4, 1)  # Valaam: 1 point per nature photograph at the end
    st["contests"] = [1, 7, 8]  # North-West (won), tokens on photographs (nobody), North-West and Central
    events = final_events(st)
    assert events
    for e in events:
        assert e["code"] in CATALOG["events"], e
        assert e["reason"]  # kept for REST clients
        template = CATALOG["events"][e["code"]]
        for field in [f.split("|")[0] for f in re.findall(r"\{([a-z_|]+)\}", template)]:
            assert field in e, (e["code"], field)
        # Conditions and contests are ids the catalog names, never English text.
        for field in ("condition", "contest", "card"):
            if field in e:
                assert e[field] in CATALOG["components"], (e["code"], field, e[field])
    assert {e["code"] for e in events} >= {"diary_condition", "sight_condition"}
    assert any(e["code"].startswith("contest_") for e in events)
