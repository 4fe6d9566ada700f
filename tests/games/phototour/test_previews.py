"""What each move is worth (issue "Every move knows its worth"): Phototour's standing "if the game
ended now" is the final table, and the previews of photographs (with their diary slot), equipment,
plans, trips and tokens, in figures and in words (English and Russian), worked by hand on the
rulebook's own examples."""

from __future__ import annotations

from app.engine.playout import playout
from app.games.phototour import GAME
from app.wording import Wording

from .helpers import empty_hands, give, place, play, started, turn_of


def text(preview, lang: str = "en") -> str:
    return Wording("phototour", lang).preview(preview)["text"]


def preview_of(st: dict, move: dict, seat: int = 0):
    legal = GAME.legal_moves(st, seat)
    assert move in legal, (move, legal)
    return GAME.previews(st, seat, legal)[legal.index(move)]


def basic(pawn: int, reserve: list[str]) -> dict:
    st = turn_of(empty_hands(started(2)), 0)
    st["seats"][0]["pawn"] = pawn
    st["seats"][0]["reserve"] = list(reserve)
    return st


def strategic() -> dict:
    """Seat 0 keeps the Explorer diary, seat 1 the Reporter; the contests are North-West, Central
    Russia and tokens on photographs. Each has one Central Russia photograph: Suzdal domes (a city,
    in seat 0's city slot 2) and Smolensk fortress wall."""
    st = turn_of(empty_hands(started(2, "strategic")), 0)
    st["seats"][0]["diary_id"], st["seats"][1]["diary_id"] = 0, 1
    st["contests"] = [1, 2, 7]
    place(st, 0, 12, 1)
    place(st, 1, 13, 0)
    st["seats"][0]["pawn"] = 16  # Moscow
    give(st, 0, 16)  # Red Square: a city sight of 1 point
    return st


def test_the_standing_is_the_final_table_and_the_last_moves_worth_makes_the_final_scores():
    for players, mode, seed in ((2, "basic", 3), (3, "strategic", 4)):
        last = {}

        def on_step(state, seat, move, after, events):
            if GAME.outcome(after) is not None:
                last.update(before=GAME.standing(state), preview=GAME.previews(state, seat, [move])[0])

        final, _ = playout(GAME, players, {"mode": mode}, seed, on_step=on_step)
        outcome = GAME.outcome(final)
        assert outcome["breakdown"] == GAME.standing(final)
        assert outcome["scores"] == [sum(t.values()) + d for t, d in zip(last["before"], last["preview"].seats)]
        assert text(last["preview"]).endswith("This move ends the game; these figures count the final scoring already")
        view = GAME.public_view(final)
        assert [s["breakdown"] for s in view["seats"]] == GAME.standing(final)


def test_sergeis_photograph_of_card_20_and_the_one_token_that_fits_it():
    # The rulebook: Sergei photographs card #20; of his Quadcopter, Lens and Photo Film only the
    # Quadcopter fits it. Mamayev Kurgan is worth 3; the Quadcopter on it is 3 more, less the 1
    # it counted in the reserve: 3 now, up to 5 with the equipment step that follows.
    st = basic(20, ["drone", "lens", "film"])
    give(st, 0, 20)
    photo = preview_of(st, {"type": "photo", "card": "sight:20", "slot": 0})
    assert (photo.points, photo.now, photo.categories, photo.seats, photo.upto) == (3, 0, {"sights": 3}, [3, 0], 5)
    assert text(photo) == ("Photograph Mamayev Kurgan into diary slot 1; Sights +3; "
                           "up to +5 with your next steps this turn")
    assert text(photo, "ru") == ("Фото «Мамаев курган» в ячейку дневника 1; Достопримечательности: +3; "
                                 "до +5 следующими шагами этого хода")
    st, _ = play(st, 0, {"type": "photo", "card": "sight:20", "slot": 0})
    assert GAME.legal_moves(st, 0) == [{"type": "equip", "token": "drone", "space": 0}, {"type": "equip_done"}]
    equip, done = GAME.previews(st, 0)
    assert (equip.points, equip.categories) == (2, {"tokens_on_cards": 3, "reserve": -1})
    assert text(equip) == "Tokens on cards +3; Reserve −1"
    assert (done.points, text(done)) == (0, "No points now")


def test_a_token_counts_one_in_the_reserve_and_a_fourth_counts_nothing():
    st = basic(20, ["drone", "lens"])
    rent = preview_of(st, {"type": "rent", "token": next(t for t in st["board"] if t)})
    assert (rent.points, rent.categories, text(rent)) == (1, {"reserve": 1}, "Reserve +1")
    st = basic(20, ["drone", "lens", "film"])
    rent = preview_of(st, {"type": "rent", "token": next(t for t in st["board"] if t)})
    assert (rent.points, rent.categories) == (0, {})
    assert text(rent) == "Your reserve is full: you will discard one token"
    assert text(rent, "ru") == "Запас полон: один жетон придётся сбросить"


def test_yuras_flight_from_moscow_says_which_planned_sights_it_reaches():
    # The rulebook: Yura, at #16 (an airport), takes the plane die and flies to #44.
    st = basic(16, [])
    give(st, 0, 44)
    give(st, 0, 1)  # Murmansk has an airport too
    give(st, 0, 13)  # Smolensk has none
    st["dice"] = ["plane", "car", "car", "car", "car"]
    die = preview_of(st, {"type": "die", "die": 0})
    airports = [n for n in range(1, 51) if GAME.metadata()["content"]["locations"][str(n)]["airport"] and n != 16]
    assert die.points == 0 and die.certain
    assert text(die) == f"Plane: {len(airports)} locations in reach, 2 planned sights among them"
    assert text(die, "ru").startswith("Самолёт: в пределах досягаемости ")
    st, _ = play(st, 0, {"type": "die", "die": 0})
    there = preview_of(st, {"type": "go", "to": 44})
    assert text(there) == "To Khabarovsk: there you can photograph Khabarovsk, Amur cliff on your next turn"
    elsewhere = preview_of(st, {"type": "go", "to": 5})
    assert text(elsewhere) == "To Saint Petersburg: no sight of your hand there"
    assert text(elsewhere, "ru") == "Поездка → Санкт-Петербург: там нет достопримечательностей из вашей руки"
    # In the last round the trip is the seat's last move: no photograph follows it.
    st["last_round"] = True
    late = preview_of(st, {"type": "go", "to": 44})
    assert text(late) == ("To Khabarovsk: Khabarovsk, Amur cliff stand there, but this round is the last: "
                          "the game ends before your next turn")
    assert "этот раунд последний" in text(late, "ru")


def test_a_plan_names_the_sight_its_points_and_where_to_photograph_it():
    st = basic(20, [])
    card = next(c for c in st["display"] if c)
    plan = preview_of(st, {"type": "plan", "card": card})
    assert plan.points == 0
    n = int(card.split(":")[1])
    loc = GAME.metadata()["content"]["locations"][str(n)]["town"]
    sight = GAME.metadata()["content"]["sights"][str(n)]
    points = f"{sight['points']} point" + ("" if sight["points"] == 1 else "s")
    assert text(plan) == f"{sight['title']} into your hand: {points} once photographed at {loc}"


def test_the_photographs_diary_slot_says_whether_its_bonus_opens_before_committing():
    st = strategic()
    # Bottom slot 5 is for a city: 1 point per city photograph. Red Square makes two cities (2),
    # Central Russia 2 against 1 (7 and 3 instead of 5 and 5: +2 for seat 0, -2 for seat 1), and
    # Red Square's own point: +5 in all.
    bottom = preview_of(st, {"type": "photo", "card": "sight:16", "slot": 4})
    assert (bottom.points, bottom.seats, bottom.now) == (5, [5, -2], 0)
    assert bottom.categories == {"sights": 1, "contests": 2, "bonuses": 2}
    assert text(bottom).startswith(
        "Photograph Red Square into diary slot 5; the types match: slot 5 counts at the end — "
        "1 point per city photograph in your diary; 2 points now; Sights +1; Contests +2; Bonuses +2; ")
    assert "−2" in text(bottom).rsplit(";", 1)[1]
    # Top slot 4 is for a city: its bonus opens (take a sight card), which scores nothing yet.
    top = preview_of(st, {"type": "photo", "card": "sight:16", "slot": 3})
    assert (top.points, top.categories) == (3, {"sights": 1, "contests": 2})
    assert "the types match: slot 4's bonus opens — take 1 available sight card into your hand" in text(top)
    assert "тип совпадает: откроется бонус ячейки 4" in text(top, "ru")
    # Top slot 1 is for a nature sight: a city closes its free car trip for good.
    closed = preview_of(st, {"type": "photo", "card": "sight:16", "slot": 0})
    assert closed.points == 3
    assert "slot 1 is for a Nature sight: its bonus closes for good — a free car trip" in text(closed)
    assert "ячейка 1 — для типа «Природная достопримечательность»: её бонус закроется навсегда" in text(closed, "ru")


def test_previews_do_not_depend_on_hidden_cards_the_deck_order_or_the_seed():
    st = strategic()
    give(st, 1, 44, secret=True)
    first = [(p.numbers(), text(p)) for p in GAME.previews(st, 0)]
    other = GAME.copy(st)
    other["deck"].reverse()
    hidden = other["seats"][1]["secret"][0]
    swap = other["deck"][0]
    other["deck"][0] = hidden
    other["seats"][1]["hand"] = [swap if c == hidden else c for c in other["seats"][1]["hand"]]
    other["seats"][1]["secret"] = [swap]
    other["rng"] += 12345
    assert [(p.numbers(), text(p)) for p in GAME.previews(other, 0)] == first


def _ru_count(n: int, one: str, few: str, many: str) -> str:
    if n % 10 == 1 and n % 100 != 11:
        return f"{n} {one}"
    if 2 <= n % 10 <= 4 and not 12 <= n % 100 <= 14:
        return f"{n} {few}"
    return f"{n} {many}"


def test_counts_and_points_have_their_plurals_in_both_languages():
    st = basic(20, [])
    st["display"][0] = give(st, 0, 16)  # Red Square, 1 point, on offer
    st["seats"][0]["hand"].remove("sight:16")
    st["display"][1] = give(st, 0, 1)  # Teriberka, 5 points
    st["seats"][0]["hand"].remove("sight:1")
    one = preview_of(st, {"type": "plan", "card": "sight:16"})
    five = preview_of(st, {"type": "plan", "card": "sight:1"})
    assert text(one) == "Red Square into your hand: 1 point once photographed at Moscow"
    assert text(one, "ru") == "«Красная площадь» в руку: 1 очко, когда сфотографируете в пункте «Москва»"
    assert text(five) == "Teriberka and the Barents Sea into your hand: 5 points once photographed at Murmansk"
    assert "5 очков" in text(five, "ru")
    # A die's reach: "1 location" / "2 locations", "1 planned sight"; in Russian пункт, пункта, пунктов.
    for pawn in range(1, 51):
        st = basic(pawn, [])
        st["dice"] = ["car"] * 5
        die = preview_of(st, {"type": "die", "die": 0})
        n = int(text(die).split(": ", 1)[1].split(" ", 1)[0])
        assert text(die) == f"Car: {n} location{'' if n == 1 else 's'} in reach"
        assert text(die, "ru") == f"Машина: в пределах досягаемости {_ru_count(n, 'пункт', 'пункта', 'пунктов')}"


def test_a_reaction_that_scores_says_its_points():
    # Kizhi wooden churches: "if an opponent takes a photograph of a city sight: gain 1 point".
    st = turn_of(empty_hands(started(2, "strategic")), 1)
    place(st, 0, 3, 0)
    st["seats"][1]["pawn"] = 16
    give(st, 1, 16)  # Red Square, a city sight
    st, _ = play(st, 1, {"type": "photo", "card": "sight:16", "slot": 0})
    if st["turn"]["pending"]:
        st, _ = play(st, 1, {"type": "equip_done"})
    assert GAME.actors(st) == [0]
    use = preview_of(st, {"type": "use", "card": "sight:3"})
    assert (use.points, use.now, use.categories) == (1, 1, {"bonuses": 1})
    assert text(use) == ("Kizhi wooden churches: If an opponent takes a photograph of a city sight: gain 1 point; "
                         "The bonus of Kizhi wooden churches, for an opponent's action: +1")
    assert text(use, "ru") == ("«Деревянные церкви Кижей»: Если соперник фотографирует городскую достопримечательность: "
                               "получите 1 очко; Бонус карты «Деревянные церкви Кижей» за действие соперника: +1")
