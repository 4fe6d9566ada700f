"""Players choose their colour (rulebook, setup: "Each player chooses a color then takes ... 8
Planning Cards of their color"): the colour is the planning deck a seat plays, and since a card's
wake-up time comes with its colour, it decides the trek order between cards of equal rank."""

import pytest

from app.engine import IllegalMove
from app.games.sunset import GAME
from app.games.sunset.content import PLANNING
from app.games.sunset.rules import trek_order

from .util import new


def chosen(colours: list[str], seed: int = 1) -> dict:
    return GAME.setup(len(colours), {"colours": colours}, seed)


def test_each_seat_plays_the_deck_of_the_colour_it_chose():
    s = chosen(["purple", "blue"])
    for seat, colour in ((0, "purple"), (1, "blue")):
        st = s["seats"][seat]
        assert st["colour"] == colour
        assert {PLANNING[c]["colour"] for c in st["deck"] + st["hand"]} == {colour}
    assert [p["colour"] for p in GAME.view(s, 0)["public"]["seats"]] == ["purple", "blue"]


def test_without_a_choice_seat_n_takes_the_nth_colour():
    assert [st["colour"] for st in new(3)["seats"]] == ["blue", "green", "orange"]


@pytest.mark.parametrize("colours", [["blue", "blue"], ["red", "blue"], ["blue"]])
def test_colours_are_distinct_known_and_one_a_seat(colours):
    with pytest.raises((IllegalMove, ValueError)):
        GAME.setup(2, {"colours": colours}, 1)


def test_the_chosen_colour_breaks_the_tie_between_cards_of_equal_rank():
    # Both artists play their deck's third card: the blue one wakes at 7:00, the purple at 7:45.
    for colours, first in ((["purple", "blue"], 1), (["blue", "purple"], 0)):
        s = chosen(colours)
        for seat, st in enumerate(s["seats"]):
            st["chosen"] = f"plan:{colours[seat]}-3"
        assert trek_order(s)[0] == first


def test_equal_times_of_another_set_go_by_colour_not_by_seat(monkeypatch):
    s = chosen(["orange", "green"])
    s["seats"][0]["chosen"], s["seats"][1]["chosen"] = "plan:orange-3", "plan:green-3"
    monkeypatch.setitem(PLANNING, "plan:orange-3", {**PLANNING["plan:orange-3"], "wake": PLANNING["plan:green-3"]["wake"]})
    assert trek_order(s) == [1, 0]  # green before orange, though orange sits first


def test_the_colour_is_not_an_option_a_host_sets():
    assert "colours" not in GAME.metadata()["options"].get("properties", {})
    assert GAME.plays_colours and list(GAME.colours) == ["blue", "green", "orange", "purple"]


def test_a_room_plays_the_colours_its_players_chose(client):
    host = client.post("/api/rooms", json={"game": "sunset", "players": 2, "name": "Ann"}).json()
    room, auth = host["room"], {"Authorization": f"Bearer {host['token']}"}
    guest = client.post(f"/api/rooms/{room}/join", json={"name": "Bob"}).json()
    assert client.put(f"/api/rooms/{room}/colour", json={"colour": "purple"}, headers=auth).status_code == 200
    assert client.put(f"/api/rooms/{room}/colour", json={"colour": "red"}, headers=auth).status_code == 422
    bob = {"Authorization": f"Bearer {guest['token']}"}
    assert client.put(f"/api/rooms/{room}/colour", json={"colour": "purple"}, headers=bob).status_code == 409
    assert client.post(f"/api/rooms/{room}/start", headers=auth).status_code == 200
    seats = client.get(f"/api/rooms/{room}/state").json()["view"]["public"]["seats"]
    assert [st["colour"] for st in seats] == ["purple", "blue"]
    hand = client.get(f"/api/rooms/{room}/state", headers=auth).json()["view"]["private"]["hand"]
    assert {c["colour"] for c in hand} == {"purple"}
