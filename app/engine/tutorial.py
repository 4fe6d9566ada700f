"""Guided first games: a tutorial is data, a script of lessons over a real game.

A game package may ship `tutorial.json`:

    {"players": 2, "seed": 41, "options": {},
     "lessons": [{"say": ["theme", "goal"], "point": {...}, "expect": {...move...}, "after": "scored"}, ...],
     "bots": {"1": [{...move...}, ...]},
     "end": ["scoring", "next"]}

The learner sits at seat 0 and the other seats are scripted: whenever seat s is to move it plays
the next move of `bots[s]`. Each lesson shows its `say` pages (the keys of texts in the game's
language files, `"tutorial"`), points at `point` (a part of a move: the board marks the targets
it names), waits for the learner's move, which must be `expect` (any other is refused with a kind
word), then shows `after`, which stands (with a Next) until it is read. After the last lesson,
`end`'s pages and a way to a real game. The script ends where it ends: the game need not be
over (a tutorial is 5 to 10 minutes).

`check` replays a script through the real engine from its seed: every expected move and every
scripted move must be legal when its turn comes, in order, so a script cannot drift from the
rules (tests/engine/test_tutorials.py runs it for every game).
"""

from __future__ import annotations

import importlib.resources
from dataclasses import dataclass, field
from typing import Any

import orjson

from .game import Game, Move, State


@dataclass(frozen=True)
class Lesson:
    say: list[str]
    expect: Move
    point: dict[str, Any] | None = None
    after: str | None = None


@dataclass(frozen=True)
class Tutorial:
    game: str
    players: int
    seed: int
    options: dict[str, Any]
    lessons: list[Lesson]
    bots: dict[int, list[Move]]
    end: list[str] = field(default_factory=list)

    def keys(self) -> list[str]:
        """Every text key the script names, in order of first use."""
        out: list[str] = []
        for lesson in self.lessons:
            for key in [*lesson.say, lesson.after]:
                if key and key not in out:
                    out.append(key)
        return out + [k for k in self.end if k not in out]

    def public(self) -> dict[str, Any]:
        return {"game": self.game, "players": self.players,
                "lessons": [{"say": l.say, "point": l.point, "expect": l.expect, "after": l.after} for l in self.lessons],
                "end": self.end}


class ScriptError(ValueError):
    """A tutorial script that the engine does not play as written."""


def load(game: Game) -> Tutorial | None:
    """The game package's tutorial, or None when it has none."""
    package = type(game).__module__.rsplit(".", 1)[0]
    try:
        data = orjson.loads(importlib.resources.files(package).joinpath("tutorial.json").read_bytes())
    except FileNotFoundError:
        return None
    return Tutorial(
        game=game.id, players=int(data["players"]), seed=int(data["seed"]), options=data.get("options") or {},
        lessons=[Lesson(say=list(l.get("say", [])), expect=l["expect"], point=l.get("point"), after=l.get("after"))
                 for l in data["lessons"]],
        bots={int(s): list(moves) for s, moves in data.get("bots", {}).items()},
        end=list(data.get("end", [])))


def next_bot_move(tutorial: Tutorial, seat: int, made: int) -> Move | None:
    """The scripted move of `seat` after it has made `made` moves; None past the script."""
    moves = tutorial.bots.get(seat, [])
    return moves[made] if made < len(moves) else None


def check(game: Game, tutorial: Tutorial) -> State:
    """Play the script through the engine; the state after its last lesson. Raises ScriptError
    at the first move that is not legal when its turn comes."""
    state = game.setup(tutorial.players, tutorial.options, tutorial.seed)
    lessons = iter(enumerate(tutorial.lessons))
    made = {s: 0 for s in range(tutorial.players)}
    left = len(tutorial.lessons)
    while left:
        actors = game.actors(state)
        if not actors:
            raise ScriptError(f"the game ended with {left} lessons left")
        seat = 0 if 0 in actors else actors[0]
        if seat == 0:
            i, lesson = next(lessons)
            move = lesson.expect
            left -= 1
            where = f"lesson {i + 1}"
        else:
            move = next_bot_move(tutorial, seat, made[seat])
            if move is None:
                raise ScriptError(f"seat {seat} has no scripted move left (it made {made[seat]})")
            where = f"seat {seat}'s move {made[seat] + 1}"
        legal = game.legal_moves(state, seat)
        if not any(m == move for m in legal):
            raise ScriptError(f"{where} is not legal: {move}")
        made[seat] += 1
        state, _events = game.apply(state, seat, move, legal)
    return state
