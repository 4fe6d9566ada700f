"""A bot's answer in a phase where several seats answer at once comes at a time drawn the same
way whatever it holds: an answer with nothing to choose from is not quicker than one thought
over (a quick pass in Camargue's reaction window would tell that the bot holds no helper)."""

from __future__ import annotations

import asyncio
import random
import time
from types import SimpleNamespace

import app.bots as bots
from app.services.bots import BotRunner
from tests.conftest import run_coroutine


class Service:
    def __init__(self) -> None:
        self.on_change: list = []
        self.answered_at: float | None = None

    async def submit(self, room_id, seat, version, move, by_bot=False):
        self.answered_at = asyncio.get_running_loop().time()
        self.match.status = "finished"


def answer_after(legal: list[dict], monkeypatch, actors=(0, 1)) -> float:
    def choose(game, level, view, seat, legal, seed):
        if len(legal) > 1:
            time.sleep(0.25)  # a real choice takes thought
        return legal[0]

    monkeypatch.setattr(bots, "choose", choose)

    async def run() -> float:
        service = Service()
        seat = SimpleNamespace(played_by_bot=True, bot_level="strong")
        match = SimpleNamespace(status="playing", actors=list(actors), seats={0: seat, 1: seat}, bot_tasks={},
                                version=3, legal={0: legal}, room_id="r", state={},
                                game=SimpleNamespace(view=lambda state, s: {}))
        service.match = match
        runner = BotRunner(service, delay_ms=100, think_seconds=0.4)
        runner._rng = random.Random(11)
        started = asyncio.get_running_loop().time()
        await asyncio.wait_for(runner._play(match, 0), timeout=10)
        return service.answered_at - started

    return run_coroutine(run())


def test_a_bot_with_nothing_to_choose_answers_as_late_as_one_that_thinks(monkeypatch):
    only_pass = answer_after([{"type": "pass"}], monkeypatch)
    a_choice = answer_after([{"type": "claim"}, {"type": "pass"}], monkeypatch)
    assert only_pass >= 0.1 + 0.4, only_pass  # the delay, then at least the thinking time
    assert abs(only_pass - a_choice) < 0.1, (only_pass, a_choice)


def test_a_bot_alone_to_act_answers_without_the_extra_wait(monkeypatch):
    assert answer_after([{"type": "pass"}], monkeypatch, actors=(0,)) < 0.1 + 0.4
