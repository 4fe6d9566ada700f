"""Every move the rules list and every view they make validates against the game's served
schemas (JSON Schema 2020-12, made from the models in `app/games/<g>/schema.py`)."""

from __future__ import annotations

import time

import jsonschema_rs
import pytest

from app.engine import games
from app.engine.playout import playout
from app.engine.schema import DIALECT, move_kinds

PLAYOUTS = 2  # per player count
SECONDS_PER_GAME = 6.0  # the loop stops starting new playouts past this
VIEW_EVERY = 3  # steps between checked views (every seat and a spectator)


def validators(game):
    schemas = game.schemas()
    for schema in schemas.values():
        assert schema["$schema"] == DIALECT
        jsonschema_rs.meta.validate(schema)
    return (jsonschema_rs.validator_for(schemas["move_schema"]),
            jsonschema_rs.validator_for(schemas["view_schema"]))


def _fail(validator, instance, what):
    errors = [f"{'/'.join(map(str, e.instance_path))}: {e.message}" for e in validator.iter_errors(instance)]
    pytest.fail(f"{what} does not match its schema: {errors[:5]}")


@pytest.mark.parametrize("gid", sorted(games()))
def test_moves_and_views_match_the_schemas(gid):
    game = games()[gid]
    moves_ok, views_ok = validators(game)
    seen_kinds: set[str] = set()
    deadline = time.monotonic() + SECONDS_PER_GAME

    def check_views(state, players):
        for viewer in [*range(players), None]:
            view = game.view(state, viewer)
            if not views_ok.is_valid(view):
                _fail(views_ok, view, f"the view of {viewer}")

    played = 0
    for players in range(game.min_players, game.max_players + 1):
        for i in range(PLAYOUTS):
            if played and time.monotonic() > deadline:
                break
            options = game.option_variants()[i % len(game.option_variants())]
            step = {"n": 0}

            def on_step(state, seat, move, new_state, events):
                step["n"] += 1
                for m in game.legal_moves(state, seat):
                    seen_kinds.add(m["type"])
                    if not moves_ok.is_valid(m):
                        _fail(moves_ok, m, "a listed move")
                if step["n"] % VIEW_EVERY == 1:
                    check_views(state, players)

            final, _ = playout(game, players, options, 1000 * players + i, on_step=on_step)
            check_views(final, players)
            played += 1
    assert played >= game.max_players - game.min_players + 1
    assert seen_kinds <= set(move_kinds(game._package_module("schema").MOVES))


@pytest.mark.parametrize("gid", sorted(games()))
def test_schemas_refuse_what_the_rules_refuse(gid):
    game = games()[gid]
    moves_ok, views_ok = validators(game)
    assert not moves_ok.is_valid({"type": "no-such-move"})
    assert not moves_ok.is_valid(42)
    state = game.setup(game.min_players, None, 5)
    seat = game.actors(state)[0]
    move = game.legal_moves(state, seat)[0]
    assert moves_ok.is_valid(move)
    assert not moves_ok.is_valid({**move, "extra_field": 1})
    view = game.view(state, seat)
    assert not views_ok.is_valid({**view, "public": {**view["public"], "extra_field": 1}})


def test_every_field_says_what_it_means():
    """Models carry descriptions: every move kind and its fields other than `type`."""
    for gid, game in games().items():
        for model in game._package_module("schema").MOVES:
            assert model.__doc__, f"{gid} {model.__name__} has no description"
            for name, field in model.model_fields.items():
                assert name == "type" or field.description, f"{gid} {model.__name__}.{name}"
