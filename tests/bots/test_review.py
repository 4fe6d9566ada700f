"""Reviews of finished games of every title: a flagged decision's difference is what the
previews of the two moves say, the expert's move was legal there, and the decisions reviewed are
exactly the people's decisions of the game."""

from __future__ import annotations

import pytest

from app.engine import Rng, games
from app.services import advice
from app.services.match import Match, SeatInfo


def finished(game, seed: int):
    """A 2-player game where seat 0 (a person) plays at random and seat 1 (a bot) greedily."""
    from app import bots

    rng = Rng.attach({}, seed)
    state = game.setup(2, None, seed)
    records = []
    while game.outcome(state) is None:
        seat = game.actors(state)[0]
        legal = game.legal_moves(state, seat)
        move = rng.choice(legal) if seat == 0 else bots.choose(game, "greedy", game.view(state, seat), seat, legal, seed)
        state, _ = game.apply(state, seat, move, legal)
        records.append({"version": len(records) + 1, "seat": seat, "move": move})
    seats = [SeatInfo(0, "Ann", "human", taken=True), SeatInfo(1, "Bot 1 (greedy)", "bot", "greedy", taken=True)]
    match = Match(room_id="r", game=game, players=2, options={}, status="finished", seats=seats, seed=seed)
    return match, records


# Phototour's moves but photographs are worth nothing "if the game ended now", and the expert's
# photographs are seldom worth 2 more than a random player's: its reviews are near empty (a known
# gap of the review, not of the previews: issue "Learning aids").
GAPS = {"phototour": "Phototour's reviews flag no decision of a random player in 150"}


@pytest.mark.parametrize("gid", [pytest.param(g, marks=pytest.mark.xfail(reason=GAPS[g], strict=False)) if g in GAPS else g
                                 for g in sorted(g for g in games() if g != "toy")])
def test_flagged_differences_are_what_the_previews_say(gid, monkeypatch):
    monkeypatch.setattr(advice, "REVIEW_ITERATIONS", 12)
    game = games()[gid]
    match, records = finished(game, 77)
    decisions = advice.decisions_of(advice.ReviewJob.of(match, records))
    people = [r for r in records if r["seat"] == 0]
    assert decisions and {d.seat for d in decisions} == {0}
    assert len(decisions) <= len(people)
    flagged = 0
    # Phototour's first decisions choose sights and trips, worth nothing "if the game ended now":
    # its first photograph comes later, so the look goes on until three are flagged (or 80 seen).
    for d in decisions[:80]:
        if flagged >= 3:
            break
        item = advice.judge(game, d)
        if item is None:
            continue
        flagged += 1
        assert item["better"] in d.legal and item["played"] == d.played
        mine, theirs = game.previews_of_view(d.view, d.seat, [d.played, item["better"]])
        assert item["more"] == round(advice.value(theirs, d.seat) - advice.value(mine, d.seat), 2) >= advice.REVIEW_MARGIN
        worded = advice.worded_review(match, {"decisions": 1, "margin": 2, "items": [item]}, "ru")["items"][0]
        assert worded["text"] and worded["better_preview"]["text"]
    assert flagged, f"{gid}: a random player's decisions had no flagged one in 80"


def test_a_review_made_in_a_worker_process_judges_every_decision_of_the_game():
    """The server's default: the review of a game is made in a spawned worker process (which
    knows the games by their ids alone), not in a thread of the server."""
    import asyncio

    game = games()["camargue"]
    match, records = finished(game, 78)
    job = advice.ReviewJob.of(match, records[:14])
    expected = advice.decisions_of(job)
    assert expected

    async def in_worker():
        advisor = advice.Advisor.__new__(advice.Advisor)
        advisor.workers, advisor._pool, advisor._reviewing = 1, None, {}
        try:
            return await advisor._in_worker(job)
        finally:
            await advisor.stop()

    review = asyncio.run(in_worker())
    assert review["rule"] == advice.REVIEW_VERSION and review["decisions"] == len(expected)
    legal = {d.version: d for d in expected}
    for item in review["items"]:
        d = legal[item["version"]]
        assert item["better"] in d.legal and item["played"] == d.played and item["more"] >= advice.REVIEW_MARGIN


def test_a_move_is_judged_by_what_it_gains_over_the_best_other_seat():
    """A Shogunate option worth 3 to you and 3 to your rival gains nothing over them: against
    a building worth 1 to you alone it is the weaker move, not one worth 2 more."""
    from app.engine.preview import Preview

    shared = Preview(points=3, now=3, categories={"zones": 3}, seats=[3, 3], upto=3)
    alone = Preview(points=1, now=1, categories={"buildings": 1}, seats=[1, 0], upto=1)
    assert advice.value(shared, 0) == 0 and advice.value(alone, 0) == 1
    step = Preview(points=0, now=0, categories={}, seats=[0, 0, 0], upto=5)  # its reach, given nothing away
    assert advice.value(step, 2) == 5
    solo = Preview(points=4, now=0, categories={}, seats=[4])
    assert advice.value(solo, 0) == 4


WORKER_OWNER = """
import multiprocessing, os, sys, time
from app.services import advice

if __name__ == "__main__":
    pool = multiprocessing.get_context("spawn").Pool(1, initializer=advice._start_worker, initargs=(os.getpid(),))
    print(pool.apply(os.getpid), flush=True)
    pool.apply_async(time.sleep, (60,))  # a review under way: an idle worker ends on its queue's EOF
    time.sleep(60)
"""


def test_a_review_worker_ends_when_its_server_is_killed_outright(tmp_path):
    """A server killed with SIGKILL never terminates its pool: its review workers must end by
    themselves, not go on burning a CPU."""
    import signal
    import subprocess
    import sys
    import time
    from pathlib import Path

    script = tmp_path / "owner.py"
    script.write_text(WORKER_OWNER)
    root = Path(__file__).resolve().parents[2]
    owner = subprocess.Popen([sys.executable, str(script)], cwd=root, stdout=subprocess.PIPE, text=True,
                             env={**__import__("os").environ, "PYTHONPATH": str(root)})
    try:
        worker = int(owner.stdout.readline())
        time.sleep(0.5)
        assert alive(worker)
        owner.send_signal(signal.SIGKILL)
        owner.wait(10)
        deadline = time.monotonic() + 10 * advice.WORKER_WATCH_SECONDS + 5
        while alive(worker) and time.monotonic() < deadline:
            time.sleep(0.1)
        assert not alive(worker), "the review worker outlived its server"
    finally:
        owner.kill()


def alive(pid: int) -> bool:
    """Running, not a zombie waiting for a reaper that never comes."""
    try:
        with open(f"/proc/{pid}/stat") as stat:
            return stat.read().rsplit(")", 1)[1].split()[0] != "Z"
    except FileNotFoundError:
        return False
