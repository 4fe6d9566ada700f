"""`python -m app simulate`: bots play engine-only games in parallel processes; print the figures.

    python -m app simulate --game camargue --players 2 --games 200 --bots strong,greedy --seed 1

Seats are given the bots of `--bots` in turn, and the assignment rotates from game to game, so
every bot sits in every seat equally often. Each bot decides from `view(state, seat)` and its
legal moves, exactly as on the server. A shared win (a tie for first) counts as 1/k of a win for
each of the k winners.

The figures: win rate, mean and spread of the scores per bot and per seat, the mean score per
category per bot, and the speed. `--json` prints the same as one JSON object on the last line.
"""

from __future__ import annotations

import argparse
import json
import math
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from typing import Any

from app import bots
from app.engine import get_game

MAX_STEPS = 20_000


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("simulate", help="play engine-only games between bots and print the figures",
                       description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--game", required=True, help="game id")
    p.add_argument("--players", type=int, default=2)
    p.add_argument("--games", type=int, default=100)
    p.add_argument("--bots", default="greedy,random",
                   help="comma-separated levels given to the seats in turn (random, greedy, strong)")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--options", default=None, help="game options as JSON, e.g. '{\"mode\": \"strategic\"}'")
    p.add_argument("--processes", type=int, default=2)
    p.add_argument("--budget-ms", type=float, default=None, help="strong bot's time per move")
    p.add_argument("--iterations", type=int, default=None,
                   help="strong bot's iterations per move instead of a time budget (repeatable)")
    p.add_argument("--json", action="store_true", help="print the figures as JSON on the last line")
    p.add_argument("--quiet", action="store_true", help="no progress bar")
    p.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    levels = [b.strip() for b in args.bots.split(",") if b.strip()]
    bad = [b for b in levels if b not in bots.LEVELS]
    if not levels or bad:
        print(f"unknown bot level(s) {bad}; levels are {', '.join(bots.LEVELS)}", file=sys.stderr)
        return 2
    game = get_game(args.game)
    if not game.min_players <= args.players <= game.max_players:
        print(f"{game.title} is for {game.min_players} to {game.max_players} players", file=sys.stderr)
        return 2
    options = json.loads(args.options) if args.options else None
    if options is not None:
        game.parse_options(options)
    summary = simulate(args.game, args.players, args.games, levels, args.seed, options,
                       processes=args.processes, budget_ms=args.budget_ms, iterations=args.iterations,
                       progress=not args.quiet)
    print_report(summary)
    if args.json:
        print(json.dumps(summary["json"], sort_keys=True))
    return 0


# ----- playing -------------------------------------------------------------------------------

def seats_for(levels: list[str], players: int, index: int) -> list[str]:
    """The bot of each seat in game `index`: the list in turn, rotated by one seat per game."""
    return [levels[(s + index) % len(levels)] for s in range(players)]


def play_one(game_id: str, players: int, options: dict | None, seed: int, seat_levels: list[str]) -> dict[str, Any]:
    """One engine-only game between bots; each decides from its own view and legal moves."""
    game = get_game(game_id)
    state = game.setup(players, options, seed)
    think = {lvl: [0.0, 0] for lvl in set(seat_levels)}
    started = time.perf_counter()
    for n in range(MAX_STEPS):
        outcome = game.outcome(state)
        if outcome is not None:
            break
        actors = game.actors(state)
        seat = actors[n % len(actors)] if len(actors) > 1 else actors[0]
        legal = game.legal_moves(state, seat)
        view = game.view(state, seat)
        t = time.perf_counter()
        move = bots.choose(game, seat_levels[seat], view, seat, legal, seed * 1_000_003 + n)
        think[seat_levels[seat]][0] += time.perf_counter() - t
        think[seat_levels[seat]][1] += 1
        state, _ = game.apply(state, seat, move, legal)
    else:
        raise RuntimeError(f"{game_id} seed {seed} did not end within {MAX_STEPS} moves")
    return {"seed": seed, "levels": seat_levels, "scores": outcome["scores"], "winners": outcome["winners"],
            "breakdown": outcome.get("breakdown") or [], "moves": n, "seconds": time.perf_counter() - started,
            "think": think}


def _init_worker(budget_ms: float | None, iterations: int | None) -> None:
    bots.configure(budget_ms=budget_ms, iterations=iterations)


def _job(args: tuple) -> dict[str, Any]:
    return play_one(*args)


def simulate(game_id: str, players: int, games: int, levels: list[str], seed: int = 1,
             options: dict | None = None, processes: int = 2, budget_ms: float | None = None,
             iterations: int | None = None, progress: bool = False) -> dict[str, Any]:
    jobs = [(game_id, players, options, seed * 100_003 + i, seats_for(levels, players, i)) for i in range(games)]
    started = time.perf_counter()
    results: list[dict[str, Any]] = []
    bar = _Progress(games, enabled=progress)
    if processes <= 1 or games <= 1:
        saved = (bots.CONFIG.budget_ms, bots.CONFIG.iterations)
        _init_worker(budget_ms, iterations)
        try:
            for job in jobs:
                results.append(_job(job))
                bar.update(len(results))
        finally:
            bots.configure(budget_ms=saved[0], iterations=saved[1])
    else:
        with ProcessPoolExecutor(max_workers=processes, initializer=_init_worker,
                                 initargs=(budget_ms, iterations)) as pool:
            for res in pool.map(_job, jobs, chunksize=1):
                results.append(res)
                bar.update(len(results))
    bar.close()
    elapsed = time.perf_counter() - started
    return summarize(game_id, players, results, elapsed)


# ----- figures -------------------------------------------------------------------------------

def _mean_sd(xs: list[float]) -> tuple[float, float]:
    if not xs:
        return 0.0, 0.0
    m = sum(xs) / len(xs)
    sd = math.sqrt(sum((x - m) ** 2 for x in xs) / (len(xs) - 1)) if len(xs) > 1 else 0.0
    return m, sd


def summarize(game_id: str, players: int, results: list[dict[str, Any]], elapsed: float) -> dict[str, Any]:
    per_bot: dict[str, dict[str, Any]] = {}
    per_seat: list[list[float]] = [[] for _ in range(players)]
    for res in results:
        share = 1 / len(res["winners"]) if res["winners"] else 0.0
        for seat, level in enumerate(res["levels"]):
            b = per_bot.setdefault(level, {"seats": 0, "wins": 0.0, "ties": 0, "scores": [], "categories": {},
                                           "think_s": 0.0, "think_moves": 0})
            b["seats"] += 1
            score = res["scores"][seat]
            b["scores"].append(score)
            per_seat[seat].append(score)
            if seat in res["winners"]:
                b["wins"] += share
                if len(res["winners"]) > 1:
                    b["ties"] += 1
            if seat < len(res["breakdown"]):
                for cat, pts in res["breakdown"][seat].items():
                    b["categories"].setdefault(cat, []).append(pts)
        for level, (secs, count) in res["think"].items():
            per_bot[level]["think_s"] += secs
            per_bot[level]["think_moves"] += count
    bots_out: dict[str, dict[str, Any]] = {}
    for level, b in per_bot.items():
        mean, sd = _mean_sd(b["scores"])
        bots_out[level] = {
            "win_rate": round(b["wins"] / b["seats"], 4) if b["seats"] else 0.0,
            "mean_score": round(mean, 2),
            "score_sd": round(sd, 2),
            "seats_played": b["seats"],
            "shared_wins": b["ties"],
            "categories": {c: round(sum(v) / len(v), 2) for c, v in sorted(b["categories"].items())},
            "ms_per_move": round(1000 * b["think_s"] / b["think_moves"], 2) if b["think_moves"] else 0.0,
        }
    seats_out = []
    for seat, xs in enumerate(per_seat):
        mean, sd = _mean_sd(xs)
        wins = sum(1 / len(r["winners"]) for r in results if seat in r["winners"])
        seats_out.append({"seat": seat, "mean_score": round(mean, 2), "score_sd": round(sd, 2),
                          "win_rate": round(wins / len(results), 4) if results else 0.0})
    games = len(results)
    out = {
        "game": game_id,
        "players": players,
        "games": games,
        "bots": bots_out,
        "seats": seats_out,
        "mean_moves": round(sum(r["moves"] for r in results) / games, 1) if games else 0.0,
        "games_per_second": round(games / elapsed, 3) if elapsed > 0 else 0.0,
        "seconds": round(elapsed, 2),
    }
    return {"json": out}


def print_report(summary: dict[str, Any]) -> None:
    s = summary["json"]
    print(f"{s['game']}: {s['games']} games, {s['players']} players, {s['mean_moves']} moves a game, "
          f"{s['games_per_second']} games/s ({s['seconds']} s)")
    print()
    print(f"{'bot':<8} {'seats':>6} {'win rate':>9} {'mean score':>11} {'sd':>8} {'ms/move':>8}")
    for level, b in sorted(s["bots"].items(), key=lambda kv: -kv[1]["win_rate"]):
        print(f"{level:<8} {b['seats_played']:>6} {100 * b['win_rate']:>8.1f}% {b['mean_score']:>11.2f} "
              f"{b['score_sd']:>8.2f} {b['ms_per_move']:>8.1f}")
    print()
    print(f"{'seat':<8} {'win rate':>9} {'mean score':>11} {'sd':>8}")
    for seat in s["seats"]:
        print(f"{seat['seat']:<8} {100 * seat['win_rate']:>8.1f}% {seat['mean_score']:>11.2f} {seat['score_sd']:>8.2f}")
    cats = sorted({c for b in s["bots"].values() for c in b["categories"]})
    if cats:
        print()
        print("mean score per category")
        width = max(len(c) for c in cats) + 2
        levels = sorted(s["bots"])
        print(" " * width + "".join(f"{lvl:>10}" for lvl in levels))
        for c in cats:
            print(f"{c:<{width}}" + "".join(f"{s['bots'][lvl]['categories'].get(c, 0):>10.2f}" for lvl in levels))


class _Progress:
    def __init__(self, total: int, enabled: bool) -> None:
        self.total = total
        self.enabled = enabled
        self.started = time.perf_counter()

    def update(self, done: int) -> None:
        if not self.enabled:
            return
        width = 30
        filled = int(width * done / max(self.total, 1))
        rate = done / max(time.perf_counter() - self.started, 1e-9)
        left = (self.total - done) / rate if rate > 0 else 0
        sys.stderr.write(f"\r[{'#' * filled}{'.' * (width - filled)}] {done}/{self.total} "
                         f"{rate:.2f} games/s, {left:.0f} s left ")
        sys.stderr.flush()

    def close(self) -> None:
        if self.enabled:
            sys.stderr.write("\n")
            sys.stderr.flush()
