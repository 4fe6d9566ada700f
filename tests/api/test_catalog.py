"""GET /api/games/{game}: every game's catalog names every component a player can see."""

from __future__ import annotations

import re

import pytest
from fastapi.testclient import TestClient

from app.engine import games
from app.engine.playout import playout

ID = re.compile(r"\b[a-z_]+:[A-Za-z0-9_-]+\b")


@pytest.fixture(scope="module")
def client(tmp_path_factory):
    from app.main import create_app
    from tests.conftest import make_settings, migrated

    url = migrated(f"sqlite:///{tmp_path_factory.mktemp('catalog') / 'p.db'}")
    with TestClient(create_app(make_settings(url))) as c:
        yield c


def ids_in(value, found: set[str]) -> set[str]:
    if isinstance(value, str):
        if ID.fullmatch(value):
            found.add(value)
    elif isinstance(value, dict):
        for v in value.values():
            ids_in(v, found)
    elif isinstance(value, list):
        for v in value:
            ids_in(v, found)
    return found


@pytest.mark.parametrize("game_id", sorted(games()))
def test_the_catalog_names_every_id_of_views_and_events(client, game_id):
    res = client.get(f"/api/games/{game_id}")
    assert res.status_code == 200
    body = res.json()
    assert body["id"] == game_id and body["title"]
    cat = body["catalog"]
    names = cat["components"]
    assert all(entry.get("name") and not ID.fullmatch(entry["name"]) for entry in names.values())
    assert cat["help"]["turn"] and cat["help"]["scoring"] and cat["blurb"]
    game = games()[game_id]
    seen: set[str] = set()

    def on_step(state, seat, move, new_state, events):
        ids_in(events, seen)
        ids_in(game.view(new_state, seat), seen)

    playout(game, game.min_players if game.min_players > 1 else 2, None, 11, on_step=on_step)
    assert seen, "the playout showed no component id"
    missing = sorted(i for i in seen if i not in names)
    assert not missing, f"ids without a display name: {missing[:10]}"
    # Every legend entry names something the catalog knows or carries its own name.
    for group in cat["legend"]:
        for item in group["items"]:
            assert item.get("name") or item["key"] in names


def test_an_unknown_game_is_a_clear_404(client):
    res = client.get("/api/games/chess")
    assert res.status_code == 404
    assert res.json()["error"]["code"] == "unknown_game"


@pytest.mark.parametrize("game_id", sorted(games()))
def test_the_game_serves_the_schemas_of_its_moves_and_views(client, game_id):
    import jsonschema_rs

    body = client.get(f"/api/games/{game_id}").json()
    assert {"id", "title", "min_players", "max_players", "options", "catalog"} <= set(body)
    for name in ("move_schema", "view_schema"):
        assert body[name]["$schema"] == "https://json-schema.org/draft/2020-12/schema"
        jsonschema_rs.meta.validate(body[name])
    game = games()[game_id]
    state = game.setup(game.min_players, None, 3)
    seat = game.actors(state)[0]
    moves = jsonschema_rs.validator_for(body["move_schema"])
    assert all(moves.is_valid(m) for m in game.legal_moves(state, seat))
    assert jsonschema_rs.validator_for(body["view_schema"]).is_valid(game.view(state, seat))
