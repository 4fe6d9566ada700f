"""The Camargue rules wired to the platform's protocol."""

from __future__ import annotations

from typing import ClassVar

from app.engine import Event, Game, IllegalMove, Move, NoOptions, Outcome, State, View

from . import bots, legality, rules, scoring, state as st, view as vw


class Camargue(Game):
    id: ClassVar[str] = "camargue"
    title: ClassVar[str] = "Camargue"
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 6
    Options = NoOptions

    def _setup(self, players: int, options: NoOptions, seed: int) -> State:
        return st.setup(players, seed)

    def _actors(self, state: State) -> list[int]:
        return st.current_actors(state)

    def _legal_moves(self, state: State, seat: int) -> list[Move]:
        return legality.legal_moves(state, seat)

    def _apply(self, state: State, seat: int, move: Move) -> list[Event]:
        return rules.apply(state, seat, move)

    def copy(self, state: State) -> State:
        return st.copy(state)

    def _public_view(self, state: State) -> dict:
        return vw.public_view(state)

    def _private_view(self, state: State, seat: int) -> dict:
        return vw.private_view(state, seat)

    def _outcome(self, state: State) -> Outcome | None:
        return scoring.outcome(state)

    def hidden_ids(self, state: State, seat: int | None) -> set[str]:
        return vw.hidden_ids(state, seat)

    def refusal(self, state: State, seat: int, move: Move) -> IllegalMove | None:
        return legality.refusal(state, seat, move)

    def determinize(self, view: View, seat: int, seed: int) -> State:
        return bots.determinize(view, seat, seed)

    def scores_now(self, state: State) -> list[float]:
        return bots.scores_now(state)

    def potential(self, state: State, seat: int) -> float:
        return bots.potential(state, seat)
