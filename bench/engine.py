"""What a move costs the server in game code (`python -m app bench --engine`).

The capacity run measures a whole server; this measures, for each game alone and without any
I/O, the part of a move that is the game's: the work a move makes in `MatchService.submit` and
in the pushes after it, done the same way on the same `Match` objects. Random games of 2, 3 and
4 seats are played from the deal to the end (or `max_versions`), and every move is timed in four
parts, in CPU time of this process:

- apply: the move checked against the seat's legal moves and applied to a copy of the state;
- step: the actors of the new version and each actor's legal moves;
- payloads: every seat's answer at the new version (its view built and serialized once, as
  the mover's answer and each seat's websocket frame share it);
- advance: the match taking the new version (which seats' moves changed, the history kept);
- previews (with `--previews` only, and not in the total): what each of the new version's legal
  moves is worth to each actor, worded in English, as `?preview=true` and a socket that asked for
  previews cost the server (app/engine/preview.py). Without the flag nothing of it runs.

Figures are by game and by half of the game (the later half of most games has more on the
table, and costs more), with the mean of the five games, which is the capacity run's mix.
"""

from __future__ import annotations

import random
import time
from collections import Counter
from dataclasses import dataclass, field

from app.engine import get_game
from app.services.match import Match, SeatInfo

PARTS = ("apply", "step", "payloads", "advance")
EXTRA = ("previews",)  # measured on request, reported beside the total


@dataclass
class Cost:
    """CPU seconds spent on each part, and the moves they were spent on."""

    seconds: Counter = field(default_factory=Counter)
    moves: int = 0

    def add(self, other: "Cost") -> None:
        self.seconds.update(other.seconds)
        self.moves += other.moves

    def ms_per_move(self) -> dict[str, float]:
        per = {p: self.seconds[p] / self.moves * 1000 if self.moves else 0.0 for p in PARTS}
        extra = {p: self.seconds[p] / self.moves * 1000 for p in EXTRA if p in self.seconds and self.moves}
        return {"total": sum(per.values()), **per, **extra}


@dataclass
class GameCost:
    game: str
    games: int = 0
    first_half: Cost = field(default_factory=Cost)
    second_half: Cost = field(default_factory=Cost)

    @property
    def whole(self) -> Cost:
        cost = Cost()
        cost.add(self.first_half)
        cost.add(self.second_half)
        return cost


def play_one(game_id: str, players: int, seed: int, max_versions: int, clock=time.process_time,
             previews: bool = False) -> list[dict]:
    """One random game; the CPU seconds of each part of each move, in order."""
    game = get_game(game_id)
    rng = random.Random(seed)
    match = Match(room_id="bench", game=game, players=players, options={}, status="playing",
                  seats=[SeatInfo(seat=s, taken=True) for s in range(players)])
    match.reset(game.setup(players, {}, rng.randrange(1 << 62)), 0)
    moves = []
    while match.status == "playing" and match.version < max_versions:
        seat = rng.choice(match.actors)
        move = rng.choice(match.legal[seat])
        t0 = clock()
        state, events = game.apply(match.state, seat, move, match.legal[seat])
        t1 = clock()
        step = match.make_step(match.version + 1, seat, move, events, state)
        t2 = clock()
        for viewer in range(players):
            match.payload(viewer, step)
        t3 = clock()
        match.advance(step)
        t4 = clock()
        parts = {"apply": t1 - t0, "step": t2 - t1, "payloads": t3 - t2, "advance": t4 - t3}
        if previews:
            for actor in step.actors:
                match.previews_json(actor, step, "en")
            parts["previews"] = clock() - t4
        moves.append(parts)
    return moves


def measure(games: list[str], per_game: int, seed: int, max_versions: int, previews: bool = False) -> list[GameCost]:
    rng = random.Random(seed)
    results = []
    for game_id in games:
        cost = GameCost(game_id)
        for i in range(per_game):
            moves = play_one(game_id, (2, 3, 4)[i % 3], rng.randrange(1 << 62), max_versions, previews=previews)
            half = len(moves) // 2
            for j, parts in enumerate(moves):
                into = cost.first_half if j < half else cost.second_half
                into.seconds.update(parts)
                into.moves += 1
            cost.games += 1
        results.append(cost)
    return results


def report(results: list[GameCost]) -> list[str]:
    lines = []
    for cost in results:
        whole = cost.whole.ms_per_move()
        lines.append(f"game={cost.game} games={cost.games} moves={cost.whole.moves} "
                     + " ".join(f"{k}_ms={v:.3f}" for k, v in whole.items())
                     + f" first_half_ms={cost.first_half.ms_per_move()['total']:.3f}"
                     + f" second_half_ms={cost.second_half.ms_per_move()['total']:.3f}")
    mix = sum(c.whole.ms_per_move()["total"] for c in results) / len(results)
    lines.append(f"engine_ms_per_move={mix:.3f} (the mean of {len(results)} games, as the capacity run mixes them)")
    return lines
