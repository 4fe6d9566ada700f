"""The strong bot: Monte Carlo search over deals dealt from the seat's own view.

The default method, `strong_move` with `method="paired"`:
1. candidates are the legal moves, or the best few by greedy value (and two others at random)
   when the list is long;
2. each round deals one full state from the view (`Game.determinize`, a fresh seed each round),
   so the unseen components (other hands, the deck order, secret choices) are guessed, never
   read, and plays *every* remaining candidate on that same deal, each followed by the same
   rollout (every actor plays greedy among a sample of its moves, or, where `greedy_steps` says
   so, among all of them, replaying the first deal's choices while they fit) until the bot has
   come to move `turns` more times;
3. a candidate's result is the bot's points (plus potential, see `Game.potential`) minus the best
   other seat's; after rounds 4, 8, 16... the worse half of the candidates is dropped;
4. the candidate with the best mean is played.
Comparing candidates on the same deals and rollout randomness (common random numbers) keeps the
luck of the draw out of the comparison, which is what lets a few dozen rollouts beat greedy.

`method="ismcts"` is information-set MCTS: one tree shared by all deals, UCB over the moves legal
in each deal with availability counts, one node added per iteration, sampled greedy rollouts.
Both read only the view. docs/bots.md has the figures behind the per-game choices below.
"""

from __future__ import annotations

import math
import time
from dataclasses import dataclass

from app.engine import Game, IllegalMove, Move, Rng, State, View

from .common import margins, move_key, step, values
from .greedy import best_moves, gains

_DEAL_ERRORS = (IllegalMove, KeyError, ValueError, IndexError)


@dataclass
class Params:
    method: str = "paired"      # "paired" (Monte Carlo with common deals) or "ismcts"
    root_width: int = 8         # root moves searched, best greedy first
    horizon: int = 8            # at most this many plies per player are played on from the root
    turns: int = 2              # paired search: play on until the seat is to move this many times more
    rollout_samples: int = 12   # moves a rollout actor compares (all of them when fewer)
    follow_depth: int = 0       # own follow-up steps a rollout actor looks at (see greedy)
    follow_nodes: int = 60
    epsilon: float = 0.05       # chance a rollout actor plays at random
    greedy_steps: bool = False  # rollout steps played as greedy plays (every move, its look-ahead),
                                # not by a sampling rollout actor, and replayed (see _rollout)
    exploration: float = 0.7    # UCB constant, in units of the spread of margins seen
    max_iterations: int = 20000


# Per-game tuning (game id -> Params); games without an entry use the defaults. The figures
# behind these choices are in docs/bots.md.
PARAMS: dict[str, Params] = {
    # greedy replies in the rollouts, among all moves: what an opponent can make of a placement
    # is the point
    "camargue": Params(root_width=6, greedy_steps=True),
    # scoring a position costs milliseconds here, so rollouts are short and sample few moves
    "provence": Params(root_width=6, horizon=3, rollout_samples=3, turns=1, epsilon=0.1),
    # turns are several small steps (hike, paint, sell; die, destination, photo): rollout
    # players look two of their own steps ahead, as greedy does
    "sunset": Params(follow_depth=2),
    # a game is some 250 small steps: rollouts go on until the bot's next turn only (the potential
    # values the rest of its tour), every step played as greedy plays it, replayed from the first
    # deal where it still fits (sampling players misjudged a die by a poorly chosen destination)
    "phototour": Params(root_width=5, turns=1, greedy_steps=True),
}


def params_for(game: Game) -> Params:
    return PARAMS.get(game.id, Params())


class Node:
    __slots__ = ("move", "children", "visits", "avail", "total")

    def __init__(self, move: Move | None = None) -> None:
        self.move = move
        self.children: dict[str, Node] = {}
        self.visits = 0
        self.avail = 0
        self.total = 0.0


def strong_move(game: Game, view: View, seat: int, legal: list[Move], seed: int,
                budget_ms: float = 400, iterations: int | None = None) -> Move:
    """Paired Monte Carlo over deals with successive halving (the default for every game).

    Each round deals one state from the view and plays every remaining candidate on that same
    deal with the same rollout randomness, so candidates are compared on equal luck; after rounds
    4, 8, 16... the worse half is dropped. `iterations` bounds the number of rollouts."""
    p = params_for(game)
    if p.method == "ismcts":
        return ismcts_move(game, view, seat, legal, seed, budget_ms, iterations)
    started = time.perf_counter()  # choosing the candidates counts against the budget too
    deadline = started + budget_ms / 1000
    rng = Rng.attach({}, seed)
    base = game.determinize(view, seat, seed)
    players = len(game.scores_now(base))
    horizon = p.horizon * players
    cands = _root_candidates(game, base, seat, legal, rng, p)
    if len(cands) == 1:
        return cands[0]
    totals = [0.0] * len(cands)
    counts = [0] * len(cands)
    alive = list(range(len(cands)))
    limit = iterations if iterations is not None else p.max_iterations
    rollouts = 0
    rnd = 0
    next_cut = 4
    scripts: list[list[Move]] = [[] for _ in cands]  # each candidate's greedy steps (greedy_steps)
    while len(alive) > 1:
        rnd += 1
        deal = game.determinize(view, seat, seed + 7919 * rnd)
        rseed = rng.next64()
        results: list[tuple[int, float]] = []
        late = False
        for i in list(alive):
            if rnd == 1 and iterations is None and results and len(alive) > 2 and not p.greedy_steps:
                # after the first rollout: keep only as many candidates as about three rounds
                # of rollouts fit in the budget (they are in greedy order, best first); not with
                # greedy steps, whose first round (recording them) costs far more than the next
                cost = max(time.perf_counter() - started, 1e-4)
                fit = int((deadline - started) / (3 * cost))
                if fit < len(alive):
                    alive = alive[: max(2, fit)]
                    if i not in alive:
                        break
            if rnd > 1 and iterations is None and time.perf_counter() >= deadline:
                late = True  # a round cut short is dropped, so every candidate had the same deals
                break
            try:
                after = step(game, deal, seat, cands[i])
                final = _rollout(game, after, Rng.attach({}, rseed), horizon, p, seat, p.turns,
                                 scripts[i] if p.greedy_steps else None)
                results.append((i, margins(values(game, final))[seat]))
            except _DEAL_ERRORS:  # the deal disagrees with this move: judge it on other deals
                continue
        if late:
            break
        for i, r in results:
            totals[i] += r
            counts[i] += 1
            rollouts += 1
        if rollouts >= limit or rnd >= limit or (iterations is None and time.perf_counter() >= deadline):
            break
        if rnd == next_cut:
            next_cut *= 2
            ranked = sorted(alive, key=lambda i: _mean(totals[i], counts[i]), reverse=True)
            alive = ranked[: max(2, (len(ranked) + 1) // 2)]
    best = max(alive, key=lambda i: _mean(totals[i], counts[i]))
    return cands[best]


def _mean(total: float, count: int) -> float:
    return total / count if count else -math.inf


def ismcts_move(game: Game, view: View, seat: int, legal: list[Move], seed: int,
                budget_ms: float = 400, iterations: int | None = None) -> Move:
    p = params_for(game)
    rng = Rng.attach({}, seed)
    base = game.determinize(view, seat, seed)
    players = len(game.scores_now(base))
    horizon = p.horizon * players
    root_moves = _root_candidates(game, base, seat, legal, rng, p)
    if len(root_moves) == 1:
        return root_moves[0]
    root = Node()
    for m in root_moves:
        root.children[move_key(m)] = Node(m)
    limit = iterations if iterations is not None else p.max_iterations
    deadline = time.perf_counter() + budget_ms / 1000
    spread = _Spread()
    it = 0
    while it < limit:
        if iterations is None and it >= len(root_moves) and time.perf_counter() >= deadline:
            break
        it += 1
        state = game.determinize(view, seat, seed + 7919 * it)
        path: list[tuple[Node, int]] = []
        node, mover, plies = root, seat, 0
        moves: list[Move] = root_moves
        try:
            while True:
                child = _select(node, moves, rng, spread, p.exploration, root=node is root)
                state = step(game, state, mover, child.move)
                path.append((child, mover))
                plies += 1
                fresh = child.visits == 0
                actors = game._actors(state)
                if fresh or not actors or plies >= horizon:
                    break
                node, mover = child, actors[0]
                moves = game._legal_moves(state, mover)
                if not moves:
                    break
            state = _rollout(game, state, rng, horizon - plies, p)
        except _DEAL_ERRORS:
            # this deal disagrees with the move tried (a rare inconsistency): count it as a loss
            # for the mover so the search does not lean on it, and go on
            if path:
                child, who = path[-1]
                child.visits += 1
                child.total += spread.lo
            continue
        result = margins(values(game, state))
        spread.add(result[seat])
        for child, who in path:
            child.visits += 1
            child.total += result[who]
    best = max(root.children.values(), key=lambda c: (c.visits, c.total / c.visits if c.visits else -math.inf))
    return best.move


class _Spread:
    """The range of margins seen, so the UCB constant works whatever a game's point scale."""

    def __init__(self) -> None:
        self.lo = 0.0
        self.hi = 0.0

    def add(self, x: float) -> None:
        if x < self.lo:
            self.lo = x
        if x > self.hi:
            self.hi = x

    @property
    def width(self) -> float:
        return max(self.hi - self.lo, 1.0)


def _select(node: Node, moves: list[Move], rng: Rng, spread: _Spread, c: float, root: bool) -> Node:
    if root:
        available = list(node.children.values())
    else:
        available = []
        fresh: list[tuple[str, Move]] = []
        for m in moves:
            k = move_key(m)
            child = node.children.get(k)
            if child is None:
                fresh.append((k, m))
            else:
                available.append(child)
        if fresh:
            k, m = fresh[rng.below(len(fresh))]
            child = node.children[k] = Node(m)
            child.avail += 1
            for other in available:
                other.avail += 1
            return child
    for child in available:
        child.avail += 1
    untried = [ch for ch in available if ch.visits == 0]
    if untried:
        return untried[0]
    scale = c * spread.width
    best, best_score = available[0], -math.inf
    for ch in available:
        score = ch.total / ch.visits + scale * math.sqrt(math.log(max(ch.avail, 1)) / ch.visits)
        if score > best_score:
            best, best_score = ch, score
    return best


def _root_candidates(game: Game, state: State, seat: int, legal: list[Move], rng: Rng, p: Params) -> list[Move]:
    """Every legal move when there are few; else the best `root_width` by greedy value (through
    the seat's own follow-up steps, as its rollout players look), ties at random, and two others."""
    width = p.root_width
    if p.greedy_steps:
        valued = gains(game, state, seat, legal)
    else:
        valued = gains(game, state, seat, legal, depth=p.follow_depth, budget=max(p.follow_nodes, 4 * len(legal)))
    if any(v is not None for v in valued):  # never a step back (see greedy)
        legal = [m for v, m in zip(valued, legal) if v is not None]
        valued = [v for v in valued if v is not None]
    if len(legal) <= width:
        return list(legal)
    scored = [(-math.inf if v is None else v, rng.next64(), m) for v, m in zip(valued, legal)]
    scored.sort(key=lambda t: (t[0], t[1]), reverse=True)
    keep = [m for _, _, m in scored[: width - 2]]
    rest = [m for _, _, m in scored[width - 2:]]
    # two wild cards from the rest, so a quiet move that sets something up can still be found
    for _ in range(2):
        if rest:
            keep.append(rest.pop(rng.below(len(rest))))
    return keep


def _rollout(game: Game, state: State, rng: Rng, plies: int, p: Params,
             seat: int | None = None, turns: int = 0, script: list[Move] | None = None) -> State:
    """Play on for at most `plies` moves; with `seat`, stop when that seat comes to move for the
    `turns`-th time (a run of consecutive steps by the seat is one time; the run the seat may
    still be in when the rollout starts does not count).

    With a `script` list, every step is chosen as greedy chooses it and recorded in `script`;
    later rollouts from the same candidate replay the recorded steps as long as each is legal,
    and choose afresh once one is not. Those steps hardly depend on the components the deals
    guess, and greedy's look-ahead is the costly part of a rollout."""
    was_actor = True
    done = 0
    replaying = True
    for _ in range(max(plies, 0)):
        actors = game._actors(state)
        if not actors:
            break
        if seat is not None:
            now = seat in actors
            if now and not was_actor:
                turns -= 1
                if turns <= 0:
                    break
            was_actor = now
        actor = actors[0]
        moves = game._legal_moves(state, actor)
        if not moves:
            break
        if script is not None:
            if replaying and done < len(script) and script[done] in moves:
                move = script[done]
            else:
                move = best_moves(game, state, actor, moves, rng)[1]
                if replaying and done == len(script):
                    script.append(move)
                else:
                    replaying = False  # off the recorded path: what follows it no longer fits
            done += 1
            state = step(game, state, actor, move)
            continue
        if len(moves) == 1 or rng.below(1000) < p.epsilon * 1000:
            state = step(game, state, actor, moves[rng.below(len(moves))])
            continue
        sample = moves if len(moves) <= p.rollout_samples else [
            moves[rng.below(len(moves))] for _ in range(p.rollout_samples)]
        _gain, move = best_moves(game, state, actor, sample, rng, depth=p.follow_depth, budget=p.follow_nodes)
        state = step(game, state, actor, move)
    return state
