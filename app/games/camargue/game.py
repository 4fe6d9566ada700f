"""The Camargue rules wired to the platform's protocol."""

from __future__ import annotations

from typing import ClassVar

from app.engine import Event, Game, IllegalMove, Move, NoOptions, Outcome, State, View
from app.engine.preview import Preview

from . import bots, legality, rules, scoring, state as st, view as vw


class Camargue(Game):
    id: ClassVar[str] = "camargue"
    title: ClassVar[str] = "Camargue"
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 6
    Options = NoOptions
    added_state_keys: ClassVar[frozenset[str]] = frozenset({"round"})
    resolves_secrets = frozenset({"claim", "pass"})  # the last answer to a helper window

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

    def standing(self, state: State) -> list[dict[str, int]]:
        return scoring.standing(state)

    def previews_of_view(self, view: View, seat: int, moves: list[Move]) -> list[Preview]:
        """The platform's previews, with `upto` kept only where the turn goes on: after an
        emergency tile the same seat plays again, but after any other move a turn that comes back
        to the mover is a new one (two players: the turn after a window goes to the seat that
        passed; a seat whose opponents' hands are empty plays again)."""
        found = super().previews_of_view(view, seat, moves)
        for move, preview in zip(moves, found):
            if move["type"] not in TURN_GOES_ON:
                _this_move_only(preview)
            if move["type"] == "claim" and preview.now == 0:
                # A claim before the last answer scores when the window closes: said as the claim
                # it is, not as a bare category's change.
                w = view["public"]["window"]
                preview.lines = [{"code": "helper_claimed", "tile": move["tile"], "placer": w["placer"], "landscape": w["landscape"],
                                  "area": w["area"], "edges": w["edges"], "points": w["points"], "category": "claim"}]
            if move["type"] == "pass":
                # A pass scores nothing now; what it keeps is said, so that a hint of it has its why
                # (a seat is asked by what is public, so it may hold no matching helper at all).
                w = view["public"]["window"]
                holds = any(t["kind"] == "helper" and w["landscape"] in t["landscapes"] for t in view["private"]["hand"])
                preview.lines = [{"code": "helper_kept" if holds else "helper_none"}]
        return found

    def round_of(self, state: State) -> int | None:
        """The round, for the score chart's marks. Camargue is played in turns, but "over several
        rounds in a clockwise order" (the rulebook): a round is every seat that still holds tiles
        playing once, from the first player round to the left. A mark per round rather than per
        score change: nearly every turn scores, and a line of 90 steps says less than one of 45
        rounds in which everyone played once. None for a game stored before rounds were kept."""
        return state.get("round")

    def potential(self, state: State, seat: int) -> float:
        return bots.potential(state, seat)


# The moves after which the same seat goes on with the same turn.
TURN_GOES_ON = frozenset({"emergency"})


def _this_move_only(preview: Preview) -> None:
    if preview.upto is None:
        return
    preview.upto = None
    preview.lines = [line for line in preview.lines if line.get("code") != "preview.upto"] or [{"code": "preview.nothing"}]
