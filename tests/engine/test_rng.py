"""The generator's seeds: neighbouring seeds start unrelated streams, and a database written
before seeds were hashed (revision 0007) still replays every stored game after revision 0008."""

from __future__ import annotations

import os
import uuid

import pytest
from alembic import command
from alembic.config import Config

from app.db import repository
from app.db.session import ScratchDatabase, make_engine
from app.engine import rng
from app.engine.rng import Rng
from app.engine.registry import get_game
from app.main import ROOT
from app.services.replay import replay_stored

GAMES = ["camargue", "osaka", "phototour", "provence", "sunset"]
MASK = (1 << 64) - 1


def old_seed_state(seed: int) -> int:
    """The first state before revision 0008: seed n + 1 was seed n one draw later."""
    return (seed * rng.GAMMA + 0x2545F4914F6CDD1D) & MASK


def draws(seed: int, n: int) -> list[int]:
    g = Rng.attach({}, seed)
    return [g.next64() for _ in range(n)]


def test_neighbouring_seeds_share_no_draws():
    for seed in range(200):
        here, there = draws(seed, 32), draws(seed + 1, 32)
        assert not set(here) & set(there), seed


def test_neighbouring_seeds_deal_unrelated_games():
    """Under the old rule seed n + 1's deck was seed n's deck one shuffle step on; now the first
    cards of neighbouring deals agree no more often than chance."""
    game = get_game("osaka")
    same = 0
    for seed in range(40):
        a, b = game.setup(2, {}, seed), game.setup(2, {}, seed + 1)
        same += a["deck"][:5] == b["deck"][:5]
    assert same == 0


def test_seed_state_is_a_bijection_that_scatters_neighbours():
    states = {rng.seed_state(s) for s in range(-500, 500)}
    assert len(states) == 1000
    # consecutive seeds differ in about half of the 64 bits
    flips = [bin(rng.seed_state(s) ^ rng.seed_state(s + 1)).count("1") for s in range(500)]
    assert 24 < sum(flips) / len(flips) < 40


def _alembic(url: str) -> Config:
    cfg = Config(str(ROOT / "alembic.ini"))
    cfg.attributes["database_url"] = url
    return cfg


def _databases(tmp_path):
    yield f"sqlite:///{tmp_path / 'seeds.db'}"
    pg = os.environ.get("TEST_DATABASE_URL")
    if pg:
        scratch = ScratchDatabase(pg, f"panorama_seeds_{os.getpid()}_{uuid.uuid4().hex[:6]}")
        try:
            yield scratch.url
        finally:
            scratch.drop()


def test_revision_0008_rewrites_stored_seeds_so_every_stored_game_deals_as_before(tmp_path, monkeypatch):
    seeds = [0, 1, 2, 227, -5, (1 << 62) - 1, 2**61 + 12345]
    for url in _databases(tmp_path):
        command.upgrade(_alembic(url), "0007")
        engine = make_engine(url)
        with monkeypatch.context() as old_rule:
            old_rule.setattr(rng, "seed_state", old_seed_state)
            with engine.begin() as conn:
                for i, seed in enumerate(seeds):
                    name = GAMES[i % len(GAMES)]
                    room_id = f"r{i}"
                    repository.insert_room(conn, room_id, name, 2, {}, None)
                    repository.start_room(conn, room_id, seed, get_game(name).setup(2, {}, seed))
        with engine.connect() as conn:
            stale = [r for r in (repository.get_room(conn, f"r{i}") for i in range(len(seeds)))
                     if get_game(r["game"]).setup(2, {}, r["seed"]) != r["state"]]
        assert stale, "the old rule and the new must deal differently, or this test proves nothing"

        command.upgrade(_alembic(url), "head")
        with engine.connect() as conn:
            for i in range(len(seeds)):
                room = repository.get_room(conn, f"r{i}")
                replay_stored(get_game(room["game"]), room, [])  # raises when the start differs
                assert -(1 << 63) <= room["seed"] < (1 << 63)

        command.downgrade(_alembic(url), "0007")
        with engine.connect() as conn:
            back = [repository.get_room(conn, f"r{i}")["seed"] for i in range(len(seeds))]
        assert [(b - s) & MASK for b, s in zip(back, seeds)] == [0] * len(seeds)
        engine.dispose()


@pytest.mark.parametrize("name", GAMES)
def test_a_tutorial_deals_the_game_its_script_was_written_for(name):
    """The tutorials' seeds were rewritten with the migration's rule; each script replays through
    the engine (tests/engine/test_tutorials.py checks every step), and its seed is the one the
    migration gives the seed it was written for."""
    from importlib import util

    from app.engine.tutorial import load

    spec = util.spec_from_file_location("m0008", ROOT / "migrations" / "versions" / "0008_hashed_seeds.py")
    migration = util.module_from_spec(spec)
    spec.loader.exec_module(migration)
    written_for = {"camargue": 227, "osaka": 1, "phototour": 4, "provence": 1, "sunset": 34}[name]
    assert load(get_game(name)).seed == migration.hashed_seed(written_for)
