"""Greedy and search bots, the same for every game, built on determinize and scores_now.

Both plan on states dealt from the bot's own view (`Game.determinize`), so what the bot cannot
see is guessed, never read.
"""

from __future__ import annotations

import time

from app.engine import Game, IllegalMove, Move, Rng, State, View


def _margin(game: Game, state: State, seat: int) -> float:
    """Own points minus the best opponent's: what every bot maximises."""
    scores = game.scores_now(state)
    others = [p for s, p in enumerate(scores) if s != seat]
    return scores[seat] - (max(others) if others else 0.0)


def _gain(game: Game, state: State, seat: int, move: Move) -> float:
    try:
        after, _ = game.apply(state, seat, move)
    except IllegalMove:
        return float("-inf")
    return game.scores_now(after)[seat] - game.scores_now(state)[seat]


def greedy_move(game: Game, view: View, seat: int, legal: list[Move], seed: int) -> Move:
    """The legal move with the largest immediate gain on a deal from the view; ties at random."""
    rng = Rng.attach({}, seed)
    state = game.determinize(view, seat, seed)
    best: list[Move] = []
    best_gain = float("-inf")
    for move in legal:
        gain = _gain(game, state, seat, move)
        if gain > best_gain:
            best, best_gain = [move], gain
        elif gain == best_gain:
            best.append(move)
    return rng.choice(best)


def _rollout(game: Game, state: State, rng: Rng, limit: int) -> State:
    """Play on with a fast greedy-ish policy: each actor takes its best immediate gain among a few samples."""
    for _ in range(limit):
        if game.outcome(state) is not None:
            break
        actors = game.actors(state)
        if not actors:
            break
        actor = actors[0]
        moves = game.legal_moves(state, actor)
        sample = moves if len(moves) <= 4 else [rng.choice(moves) for _ in range(4)]
        move = max(sample, key=lambda m: _gain(game, state, actor, m))
        state, _ = game.apply(state, actor, move)
    return state


def strong_move(game: Game, view: View, seat: int, legal: list[Move], seed: int,
                budget_s: float = 0.25, horizon: int = 40) -> Move:
    """Determinized Monte Carlo search: each candidate is tried on fresh deals from the view and
    rolled out; the move with the best mean final margin wins. Candidates are the greedy best few
    plus random others when the list is long."""
    rng = Rng.attach({}, seed)
    base = game.determinize(view, seat, seed)
    ranked = sorted(legal, key=lambda m: _gain(game, base, seat, m), reverse=True)
    candidates = ranked[:6] + [m for m in ranked[6:] if rng.below(10) == 0][:4]
    totals = [0.0] * len(candidates)
    counts = [0] * len(candidates)
    deadline = time.perf_counter() + budget_s
    i = 0
    while time.perf_counter() < deadline or min(counts) == 0:
        c = i % len(candidates)
        state = game.determinize(view, seat, seed + 1 + i)
        try:
            after, _ = game.apply(state, seat, candidates[c])
        except IllegalMove:
            totals[c] = float("-inf")
            counts[c] += 1
            i += 1
            continue
        final = _rollout(game, after, rng, horizon)
        totals[c] += _margin(game, final, seat)
        counts[c] += 1
        i += 1
        if i > 4000:
            break
    best = max(range(len(candidates)), key=lambda c: totals[c] / max(counts[c], 1))
    return candidates[best]
