"""Sunset Over Water wired to the rules protocol (Wanderlust, the solo variant, with one player)."""

from __future__ import annotations

from pydantic import BaseModel

from app.engine import Event, Game, IllegalMove, Move, NoOptions, Outcome, State, View

from . import bots, rules, scoring, state as st, view, worth
from .names import MoveType, Phase


class SunsetOverWater(Game):
    id = "sunset"
    title = "Sunset Over Water"
    back_steps = frozenset({MoveType.CANCEL_SALE})  # abandoning a sale while framing
    # The last planning card chosen reveals everyone's (it changes no score: the trek comes after).
    resolves_secrets = frozenset({MoveType.PLAN})
    min_players = 1
    max_players = 4
    Options = NoOptions

    def _setup(self, players: int, options: BaseModel, seed: int) -> State:
        state = st.setup(players, seed)
        rules.start_day(state)
        return state

    def _actors(self, state: State) -> list[int]:
        return rules.actors(state)

    def _legal_moves(self, state: State, seat: int) -> list[Move]:
        return rules.legal_moves(state, seat)

    def _apply(self, state: State, seat: int, move: Move) -> list[Event]:
        return rules.apply(state, seat, move)

    def _public_view(self, state: State) -> dict:
        return view.public_view(state)

    def _private_view(self, state: State, seat: int) -> dict:
        return view.private_view(state, seat)

    def _outcome(self, state: State) -> Outcome | None:
        return scoring.outcome(state) if state["phase"] == Phase.OVER else None

    def hidden_ids(self, state: State, seat: int | None) -> set[str]:
        return view.hidden_ids(state, seat)

    def refusal(self, state: State, seat: int, move: Move) -> IllegalMove | None:
        return rules.refusal(state, seat, move)

    def determinize(self, view: View, seat: int, seed: int) -> State:
        return bots.determinize(view, seat, seed)

    def scores_now(self, state: State) -> list[float]:
        return [float(x) for x in scoring.scores_now(state)]

    def standing(self, state: State) -> list[dict[str, int]]:
        return scoring.standing(state)

    def previews_of_view(self, view: View, seat: int, moves: list[Move]) -> list:
        return worth.previews(self, view, seat, moves)
