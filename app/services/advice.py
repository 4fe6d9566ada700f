"""Hints and reviews: the expert bot read through the previews.

A hint is the expert bot's choice among a seat's legal moves now, worked out from that seat's
view alone (the bot deals what it cannot see, as every bot does), with the move's preview and its
words. A review is made once a game is over: for every decision of a person, the expert's choice
on that decision's view, kept when it was worth clearly more than the move played (by the two
moves' previews, `upto`: what each reaches by the end of the mover's turn). A hint thinks within
the bots' shared thinking budget, off the event loop, one at a time.

A review is a batch of searches over a whole game, made once and kept: it runs in a worker
process at a lower priority (`review_workers`), so that it neither holds the server's
interpreter lock nor takes a core from the moves while they come; with no worker it runs in a
thread under the thinking budget, one decision a turn.
"""

from __future__ import annotations

import asyncio
import logging
import multiprocessing
import multiprocessing.pool
import os
import threading
import time
from dataclasses import dataclass, field
from typing import Any

from app import bots
from app.db import repository as repo
from app.engine import Game, Move, View
from app.engine.preview import Preview
from app.engine.registry import get_game
from app.wording import Wording, seat_namer

from .bots import ThinkingBudget
from .errors import ServiceError
from .history import FinishedLogs
from .match import Match
from .matches import MatchService

log = logging.getLogger("panorama.advice")

# i18n-keys: hint.text, review.round, review.move, review.line

# A review flags a decision when the expert's move was worth at least this much more.
REVIEW_MARGIN = 2.0
# The expert's search. A hint is asked by a player who waits for it: it thinks for a time (five
# times a strong bot's move), however many rollouts that allows (a fixed count took 7 to 36 s at
# some of Phototour's and Sunset's decisions). A review is made in the background and must be the
# same on every machine: a fixed number of rollouts for each of a game's dozens of decisions.
HINT_BUDGET_MS = 2000
REVIEW_ITERATIONS = 120
REVIEW_BUDGET_MS = 600
REVIEW_VERSION = 2  # a review made by an older rule is made again
WORKER_WATCH_SECONDS = 1.0  # how soon a review worker ends after its server is gone


def value(preview: Preview, seat: int) -> float:
    """What a move gains its mover over the best other seat: its reach (`upto`) less the most
    it gives another seat. A Shogunate option that scores 3 for you and 3 for your rival gains
    nothing over them, and a review must not call it 2 better than one worth 1 to you alone."""
    own = preview.points if preview.upto is None else preview.upto
    others = [v for s, v in enumerate(preview.seats) if s != seat]
    return own - max(others, default=0)


def expert_move(game: Game, view: View, seat: int, legal: list[Move], seed: int, iterations: int | None,
                budget_ms: float) -> Move:
    """The expert's choice: the strong bot's search with a larger budget, in rollouts
    (`iterations`) or else in time."""
    if len(legal) == 1:
        return legal[0]
    from app.bots import search

    try:
        return search.strong_move(game, view, seat, legal, seed, budget_ms=budget_ms, iterations=iterations)
    except NotImplementedError:
        return bots.choose(game, "greedy", view, seat, legal, seed)


@dataclass
class Hint:
    version: int
    move: Move
    preview: dict[str, Any]
    text: str


def hint_for(match: Match, state: Any, version: int, legal: list[Move], seat: int, lang: str) -> Hint:
    """The expert's move for `seat` at `version` (its `state` and `legal` moves, taken by the
    caller before thinking starts), from the seat's view."""
    view = match.game.view(state, seat)
    move = expert_move(match.game, view, seat, legal, seed=version * 7919 + seat, iterations=None,
                       budget_ms=HINT_BUDGET_MS)
    preview = match.game.previews_of_view(view, seat, [move])[0]
    words = Wording(match.game.id, lang, seat_namer(match.seats, lang))
    worded = words.preview(preview)
    return Hint(version, move, worded, words.ui("hint.text", text=worded["text"]))


@dataclass
class Decision:
    """A person's decision in a finished game: the seat's view then, its legal moves, the move
    played, and the round it was in."""
    version: int
    seat: int
    view: View
    legal: list[Move]
    played: Move
    round: int | None


@dataclass(frozen=True)
class ReviewJob:
    """What a review needs of a finished game, in plain data that a worker process can take:
    the game's set-up, the seats of people, and its move records."""
    game: str
    players: int
    options: dict[str, Any]
    seed: int | None
    people: frozenset[int]
    records: list[dict[str, Any]] = field(repr=False)

    @classmethod
    def of(cls, match: Match, records: list[dict[str, Any]]) -> ReviewJob:
        return cls(match.game.id, match.players, match.options, match.seed,
                   frozenset(s.seat for s in match.seats if s.kind == "human"),
                   [{"seat": r["seat"], "version": r["version"], "move": r["move"]} for r in records])


def decisions_of(job: ReviewJob) -> list[Decision]:
    """Every decision of a person (a seat with more than one legal move) in a finished game."""
    game = get_game(job.game)
    state = game.setup(job.players, job.options, job.seed)
    out = []
    for rec in job.records:
        seat = rec["seat"]
        if seat in job.people:
            legal = game.legal_moves(state, seat)
            if len(legal) > 1:
                out.append(Decision(rec["version"] - 1, seat, game.view(state, seat), legal, rec["move"],
                                    game.round_of(state)))
        state, _events = game.apply(state, seat, rec["move"])
    return out


def make_review(job: ReviewJob) -> dict[str, Any]:
    """The review of a finished game, as it is kept: every decision judged in turn."""
    started = time.monotonic()
    game = get_game(job.game)
    decisions = decisions_of(job)
    return _kept_review(decisions, [item for d in decisions if (item := judge(game, d)) is not None], started)


def _kept_review(decisions: list[Decision], items: list[dict[str, Any]], started: float) -> dict[str, Any]:
    return {"rule": REVIEW_VERSION, "margin": REVIEW_MARGIN, "decisions": len(decisions), "items": items,
            "seconds": round(time.monotonic() - started, 2)}


def _start_worker(server_pid: int) -> None:
    """A review worker's start: it yields the CPU to the server, and ends once the server is
    gone (a server killed outright never terminates its pool, and its workers would go on)."""
    os.nice(10)
    threading.Thread(target=_end_with, args=(server_pid,), name="end-with-server", daemon=True).start()


def _end_with(server_pid: int) -> None:
    while os.getppid() == server_pid:
        time.sleep(WORKER_WATCH_SECONDS)
    os._exit(0)


def judge(game: Game, d: Decision) -> dict[str, Any] | None:
    """The review item of one decision: the expert's move when it was worth at least
    REVIEW_MARGIN more than the one played (by the two moves' previews), else None."""
    better = expert_move(game, d.view, d.seat, d.legal, seed=d.version * 7919 + d.seat,
                         iterations=REVIEW_ITERATIONS, budget_ms=REVIEW_BUDGET_MS)
    if better == d.played:
        return None
    mine, theirs = game.previews_of_view(d.view, d.seat, [d.played, better])
    more = value(theirs, d.seat) - value(mine, d.seat)
    if more < REVIEW_MARGIN:
        return None
    return {"version": d.version, "seat": d.seat, "round": d.round, "played": d.played, "better": better,
            "more": round(more, 2), "played_preview": _kept(mine), "better_preview": _kept(theirs)}


def _kept(preview: Preview) -> dict[str, Any]:
    return {**preview.numbers(), "lines": preview.lines}


def worded_review(match: Match, review: dict[str, Any], lang: str) -> dict[str, Any]:
    """A kept review with its words in `lang`: each item's two previews' texts and a line that
    says what the better move would have done."""
    words = Wording(match.game.id, lang, seat_namer(match.seats, lang))
    items = []
    for item in review["items"]:
        texts = {}
        for key in ("played_preview", "better_preview"):
            kept = item[key]
            p = Preview(points=kept["points"], now=kept["now"], categories=kept["categories"], seats=kept["seats"],
                        certain=kept["certain"], lines=kept["lines"], upto=kept["upto"])
            texts[key] = {**p.numbers(), "text": words.preview_text(p)}
        when = words.ui("review.round", n=item["round"]) if item["round"] is not None else \
            words.ui("review.move", n=item["version"] + 1)
        line = words.ui("review.line", when=when, name=words.names(item["seat"]), more=words.ui("points", n=item["more"]),
                        better=texts["better_preview"]["text"], played=texts["played_preview"]["text"])
        items.append({**{k: v for k, v in item.items() if k not in ("played_preview", "better_preview")},
                      "played_preview": texts["played_preview"], "better_preview": texts["better_preview"], "text": line})
    return {"decisions": review["decisions"], "margin": review["margin"], "items": items}


class Advisor:
    """Hints on request, within the bots' thinking budget, and the reviews of finished games."""

    def __init__(self, service: MatchService, logs: FinishedLogs, budget: ThinkingBudget | None = None,
                 workers: int = 0) -> None:
        self.service = service
        self.logs = logs
        self.budget = budget or ThinkingBudget(1.0, 2.0)
        self.workers = workers
        self._pool: multiprocessing.pool.Pool | None = None
        self._hints: dict[tuple[str, int, int, str], Hint] = {}
        self._reviewing: dict[str, asyncio.Task] = {}
        service.on_change.append(self._on_change)

    async def hint(self, room_id: str, seat: int, lang: str) -> dict[str, Any]:
        match = await self.service.get(room_id)
        if match.status != "playing":
            raise ServiceError(409, "not_playing", "hints are given while the game is played")
        if not match.hints_on:
            raise ServiceError(403, "hints_off", "the host has not allowed hints at this table")
        if seat not in match.actors or not match.legal.get(seat):
            raise ServiceError(403, "not_your_turn", "a hint is for a seat that has a decision to make",
                               params={"actors": list(match.actors)})
        key = (room_id, match.version, seat, lang)
        found = self._hints.get(key)
        if found is None:
            state, version, legal = match.state, match.version, match.legal[seat]
            async with self.budget.think():
                found = await asyncio.to_thread(hint_for, match, state, version, legal, seat, lang)
            if len(self._hints) > 256:
                self._hints.clear()
            self._hints[key] = found
        return {"version": found.version, "move": found.move, "preview": found.preview, "text": found.text}

    async def review(self, room_id: str, lang: str) -> dict[str, Any]:
        match = await self.service.get(room_id)
        if match.status != "finished":
            raise ServiceError(409, "not_finished", "a game is reviewed once it is over")
        kept = await asyncio.to_thread(self._stored, room_id)
        if kept is None or kept.get("rule") != REVIEW_VERSION:
            self._start(match)
            raise ServiceError(409, "review_pending", "the review is being made; ask again in a moment",
                               retry_after=5)
        return worded_review(match, kept, lang)

    def _stored(self, room_id: str) -> dict[str, Any] | None:
        with self.service.engine.connect() as conn:
            return repo.get_review(conn, room_id)

    def _on_change(self, match: Match) -> None:
        if match.status == "finished":
            self._start(match)

    def _start(self, match: Match) -> None:
        if match.room_id in self._reviewing:
            return
        task = asyncio.get_running_loop().create_task(self._make(match))
        self._reviewing[match.room_id] = task
        task.add_done_callback(lambda _t: self._reviewing.pop(match.room_id, None))

    async def _make(self, match: Match) -> None:
        try:
            if (kept := await asyncio.to_thread(self._stored, match.room_id)) and kept.get("rule") == REVIEW_VERSION:
                return
            job = ReviewJob.of(match, await self.logs.get(match.room_id))
            review = await (self._in_worker(job) if self.workers else self._in_thread(job))
            await self.service.writer.write(lambda conn: repo.set_review(conn, match.room_id, review))
        except Exception:
            log.exception("the review of room %s failed", match.room_id)

    async def _in_worker(self, job: ReviewJob) -> dict[str, Any]:
        if self._pool is None:
            # spawn: a fork would copy the server's threads' locks in whatever state they are
            self._pool = multiprocessing.get_context("spawn").Pool(self.workers, initializer=_start_worker,
                                                                   initargs=(os.getpid(),))
        loop = asyncio.get_running_loop()
        done: asyncio.Future[dict[str, Any]] = loop.create_future()

        def settle(how, value) -> None:
            if not done.done():
                how(value)

        self._pool.apply_async(make_review, (job,),
                               callback=lambda r: loop.call_soon_threadsafe(settle, done.set_result, r),
                               error_callback=lambda e: loop.call_soon_threadsafe(settle, done.set_exception, e))
        return await done

    async def _in_thread(self, job: ReviewJob) -> dict[str, Any]:
        started = time.monotonic()
        decisions = await asyncio.to_thread(decisions_of, job)
        game = get_game(job.game)
        items = []
        for d in decisions:  # one decision a turn of the thinking budget: bots keep playing
            async with self.budget.think():
                item = await asyncio.to_thread(judge, game, d)
            if item is not None:
                items.append(item)
        return _kept_review(decisions, items, started)

    async def stop(self) -> None:
        for task in list(self._reviewing.values()):
            task.cancel()
        await asyncio.gather(*self._reviewing.values(), return_exceptions=True)
        if self._pool is not None:
            # A review cut short is not kept, and is made again when it is next asked for.
            self._pool.terminate()
            self._pool = None
