"""GET /api/rooms/{room}/standings: the running "score if the game ended now" of a finished game,
at the start, at each round's end and at the end, for the end page's chart."""

from __future__ import annotations

from tests.api.test_rooms import auth, error_code, started_room


def _play_to_the_end(client, room, tokens):
    for _ in range(200):
        state = client.get(f"/api/rooms/{room}/state").json()
        if state["status"] == "finished":
            return state
        for token in tokens:
            moves = client.get(f"/api/rooms/{room}/moves", headers=auth(token)).json()
            if moves["moves"]:
                r = client.post(f"/api/rooms/{room}/moves", json={"version": moves["version"], "move": moves["moves"][-1]},
                                headers=auth(token))
                assert r.status_code == 200, r.text
    raise AssertionError("the toy game did not end")


def test_standings_follow_the_scores_and_end_on_the_final_ones(client):
    room, tokens = started_room(client)
    r = client.get(f"/api/rooms/{room}/standings")
    assert r.status_code == 409 and error_code(r) == "not_finished"
    final = _play_to_the_end(client, room, tokens)
    marks = client.get(f"/api/rooms/{room}/standings").json()
    assert marks[0] == {"version": 0, "round": None, "scores": [0, 0], "end": False}
    assert marks[-1]["end"] and marks[-1]["scores"] == final["outcome"]["scores"]
    versions = [m["version"] for m in marks]
    assert versions == sorted(versions)
    # The toy scores what each take removes from the pile: every take moves a total.
    history = client.get(f"/api/rooms/{room}/scores").json()
    running = [0, 0]
    for row in history:
        running[row["seat"]] += row["points"]
        assert any(m["version"] == row["version"] and m["scores"][row["seat"]] == running[row["seat"]] for m in marks)
    assert client.get(f"/api/rooms/{room}/standings").json() == marks
