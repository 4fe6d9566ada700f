"""Hidden information at engine level: seeded random games of every game, every step, every viewer.

Each step checks, for every seat and for a spectator, the view, the viewer's legal moves and the
events of the move that made the step as `event_for` filters them, against
`hidden_ids(state, viewer)`, the seed and the generator state before and after the move. The seat
that moves is drawn at random among the actors, so simultaneous phases are seen in every order
(a later seat committing its secret before an earlier one). After the end the log may be revealed,
but the seed and the generator state never.

The games run in a pool of processes (one per CPU, at most four), started from a fork server so
that no thread of the test run is copied into them.
"""

from __future__ import annotations

import multiprocessing
import os
import random
import time
from concurrent.futures import ProcessPoolExecutor

import pytest

from app.engine import games
from app.engine.events import event_for
from tests.security import figures
from tests.security.leaks import Scanner

GAMES_PER_GAME = 200
# Each run plays this share of the plan (every player count and option set at least once):
# `LEAK_SWEEP=1` plays all 200 games per game (about 6 CPU minutes); the default, a quarter of
# them, keeps the whole suite's run short.
SWEEP = float(os.environ.get("LEAK_SWEEP", "0.25"))
BASE_SEED = 7_340_912_118_555_000  # large: its digits cannot turn up in a payload by chance
MAX_STEPS = 20_000

# (players, options, games): 200 games per game over every player count and option set, most of
# them at the counts where a game is cheap to check (a Phototour game for four is ten times longer
# than one for two; Provence's views score every seat).
PLAN: dict[str, list[tuple[int, dict, int]]] = {
    "camargue": [(2, {}, 80), (3, {}, 50), (4, {}, 30), (5, {}, 20), (6, {}, 20)],
    "osaka": [(2, {}, 140), (3, {}, 40), (4, {}, 20)],
    "phototour": [(2, {"mode": "basic"}, 120), (2, {"mode": "strategic"}, 60), (3, {"mode": "basic"}, 8),
                  (3, {"mode": "strategic"}, 6), (4, {"mode": "basic"}, 4), (4, {"mode": "strategic"}, 2)],
    "provence": [(2, {}, 172), (3, {}, 20), (4, {}, 5), (5, {}, 3)],
    "sunset": [(1, {}, 70), (2, {}, 60), (3, {}, 40), (4, {}, 30)],
}

# Moves that cycle without moving the game on (refreshing a market, cancelling, discarding) are
# drawn less often, so that random games reach their end in fewer steps; every type still occurs.
RARE = {"refresh": 0.05, "refresh_row": 0.05, "cancel": 0.05, "discard_item": 0.2, "discard_token": 0.1,
        "end_turn": 0.2, "rent": 0.3}


def choose(rng: random.Random, legal: list[dict]) -> dict:
    weights = [RARE.get(m.get("type"), 1.0) for m in legal]
    return rng.choices(legal, weights)[0]


def play_and_scan(gid: str, players: int, options: dict, seed: int, scanner: Scanner) -> int:
    """Play one random game, checking every payload of every step; return the number of steps."""
    game = games()[gid]
    rng = random.Random(seed)
    state = game.setup(players, options, seed)
    seed_b = str(seed).encode()
    viewers = [*range(players), None]
    events: list[dict] = []
    mover = None
    before: dict = {}
    rng_before = state["rng"]
    for step in range(MAX_STEPS):
        secrets = (seed_b, str(rng_before).encode(), str(state["rng"]).encode())
        finished = game.outcome(state) is not None
        actors = game.actors(state)
        now: dict = {}
        for viewer in viewers:
            hidden = now[viewer] = set() if finished else game.hidden_ids(state, viewer)
            where = f"{gid} {players}p {options} seed {seed} step {step} viewer {viewer}"
            scanner.check(game.view(state, viewer), hidden, secrets, where=where + " view")
            if viewer is not None and viewer in actors:
                scanner.check(game.legal_moves(state, viewer), hidden, secrets, where=where + " legal moves")
            if events:
                # An event may name what the viewer saw before the move (a card leaving a public
                # row for the deck) or sees after it (a card laid out from the deck); it must not
                # name what was hidden from the viewer before the move and still is.
                shown = [event_for(e, viewer, finished) for e in events]
                scanner.check(shown, hidden & before[viewer], secrets,
                              where=f"{where} events of seat {mover}'s move")
        before = now
        if finished:
            scanner.check(game.outcome(state), (), secrets, where=f"{gid} outcome")
            return step
        assert actors, "actors until the end"
        mover = rng.choice(actors)
        legal = game.legal_moves(state, mover)
        rng_before = state["rng"]
        state, events = game.apply(state, mover, choose(rng, legal), legal)
    raise AssertionError(f"{gid} seed {seed} did not end in {MAX_STEPS} steps")


def _run_batch(job: tuple[str, int, dict, list[int]]) -> tuple[int, int, int]:
    gid, players, options, seeds = job
    scanner = Scanner()
    steps = sum(play_and_scan(gid, players, options, seed, scanner) for seed in seeds)
    return len(seeds), steps, scanner.payloads


def _share(count: int) -> int:
    return max(1, round(count * min(1.0, SWEEP)))


def _jobs(gid: str) -> list[tuple[str, int, dict, list[int]]]:
    jobs = []
    for players, options, planned in PLAN[gid]:
        count = _share(planned)
        seeds = [BASE_SEED + 100_000 * players + 1000 * len(options.get("mode", "")) + i for i in range(count)]
        for start in range(0, count, 10):
            jobs.append((gid, players, options, seeds[start:start + 10]))
    return jobs


@pytest.mark.timeout(600)
@pytest.mark.parametrize("gid", sorted(PLAN))
def test_no_view_move_list_or_event_shows_what_the_viewer_must_not_see(gid):
    game = games()[gid]
    plan = PLAN[gid]
    assert sum(n for _, _, n in plan) == GAMES_PER_GAME
    assert {p for p, _, _ in plan} == set(range(game.min_players, game.max_players + 1)), "every player count"
    assert {str(o) for _, o, _ in plan} == {str(o) for o in game.option_variants()}, "every option set"
    started = time.perf_counter()
    workers = max(1, min(4, os.cpu_count() or 1))
    with ProcessPoolExecutor(workers, mp_context=multiprocessing.get_context("forkserver")) as pool:
        results = list(pool.map(_run_batch, _jobs(gid)))
    played = sum(r[0] for r in results)
    assert played == sum(_share(n) for _, _, n in plan)
    figures.add("engine games scanned for leaks", played)
    figures.add("engine steps scanned for leaks", sum(r[1] for r in results))
    figures.add("engine payloads scanned for leaks", sum(r[2] for r in results))
    print(f"{gid}: {played} games, {sum(r[1] for r in results)} steps, {sum(r[2] for r in results)} payloads, "
          f"{time.perf_counter() - started:.1f} s")


def test_the_scanner_finds_a_hidden_id_inside_a_sentence_and_a_generator_state():
    scanner = Scanner()
    with pytest.raises(AssertionError):
        scanner.check({"msg": "you drew card:scene-17."}, {"card:scene-17"})
    with pytest.raises(AssertionError):
        scanner.check({"n": 12345678901234}, (), {12345678901234})
    with pytest.raises(AssertionError):
        scanner.check({"msg": "seed 12345678901234"}, (), {b"12345678901234"})
    scanner.check({"msg": "card:scene-170"}, {"card:scene-17"})  # another id, not a prefix match
    scanner.check({"card:scene-3": 1}, {"card:scene-17"})


def test_a_leaking_view_is_caught(monkeypatch):
    """The property test can fail: a view that shows every hand to everyone is reported."""
    import app.engine.registry as registry
    from tests.support.toygame import TOY, ToyGame

    monkeypatch.setattr(ToyGame, "_view", lambda self, state, seat: {"public": {"hands": state["hands"]},
                                                                     "private": {}})
    monkeypatch.setitem(registry.games(), "toy", TOY)
    with pytest.raises(AssertionError, match="hidden ids"):
        play_and_scan("toy", 2, {}, BASE_SEED, Scanner())


def test_a_leaking_event_is_caught(monkeypatch):
    """An event whose secret is copied into its public part is reported for the other seat."""
    import app.engine.registry as registry
    from tests.support.toygame import TOY, ToyGame

    apply = ToyGame._apply

    def leaky(self, state, seat, move):
        events = apply(self, state, seat, move)
        return [{**e, "said": f"seat {seat} chose {e['secret']['card']}"} if "secret" in e else e for e in events]

    monkeypatch.setattr(ToyGame, "_apply", leaky)
    monkeypatch.setitem(registry.games(), "toy", TOY)
    with pytest.raises(AssertionError, match="events of seat"):
        play_and_scan("toy", 3, {}, BASE_SEED, Scanner())
