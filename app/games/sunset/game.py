"""Sunset Over Water wired to the rules protocol (Wanderlust, the solo variant, with one player)."""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict, field_validator
from pydantic.json_schema import SkipJsonSchema

from app.engine import Event, Game, IllegalMove, Move, Outcome, State, View

from . import bots, rules, scoring, state as st, view, worth
from .content import COLOURS
from .names import MoveType, Phase


class SunsetOptions(BaseModel):
    """No option a host sets. `colours` is the seats' colours, which the server adds at the start
    from the colours the players chose in the waiting room (`plays_colours`): each seat plays the
    planning deck of its colour, so the colour decides its wake-up times. Left out, seat n takes
    the n-th colour (blue, green, orange, purple)."""

    model_config = ConfigDict(extra="forbid")
    colours: SkipJsonSchema[list[str] | None] = None

    @field_validator("colours")
    @classmethod
    def _known_and_distinct(cls, colours: list[str] | None) -> list[str] | None:
        if colours is not None and (len(set(colours)) != len(colours) or not set(colours) <= set(COLOURS)):
            raise ValueError(f"colours are distinct colours among {', '.join(COLOURS)}")
        return colours


class SunsetOverWater(Game):
    id = "sunset"
    title = "Sunset Over Water"
    back_steps = frozenset({MoveType.CANCEL_SALE})  # abandoning a sale while framing
    # The last planning card chosen reveals everyone's (it changes no score: the trek comes after).
    resolves_secrets = frozenset({MoveType.PLAN})
    min_players = 1
    max_players = 4
    Options = SunsetOptions
    # "Each player chooses a color" (rulebook, setup): the colour is the planning deck played.
    colours = tuple(COLOURS)
    plays_colours = True

    def _setup(self, players: int, options: BaseModel, seed: int) -> State:
        colours = getattr(options, "colours", None)
        if colours is not None and len(colours) != players:
            raise IllegalMove("bad_options", f"{players} players need {players} colours, not {len(colours)}")
        state = st.setup(players, seed, colours)
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
