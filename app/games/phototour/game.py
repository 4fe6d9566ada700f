"""The Phototour Game: wires content, state, rules, scoring and view to the protocol."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from app.engine import Game, IllegalMove

from . import bots, legality, potential, rules, scoring, view, worth
from .state import setup


class PhototourOptions(BaseModel):
    model_config = ConfigDict(extra="forbid")

    mode: Literal["basic", "strategic"] = Field(
        "basic", title="Mode",
        description="Basic: travel, photograph sights and fill your diary. Strategic adds sight bonuses, "
                    "diary slot bonuses and three photo contests.",
        json_schema_extra={"x-labels": {"basic": "Basic", "strategic": "Strategic (bonuses and contests)"}})


class Phototour(Game):
    id = "phototour"
    title = "Phototour"
    back_steps = frozenset({"cancel"})  # abandoning a refresh before paying
    min_players = 2
    max_players = 4
    Options = PhototourOptions

    def _setup(self, players, options, seed):
        return setup(players, options.mode, seed)

    def _actors(self, state):
        return rules.actors(state)

    def _legal_moves(self, state, seat):
        return legality.legal_moves(state, seat)

    def _apply(self, state, seat, move):
        return rules.apply(state, seat, move)

    def _public_view(self, state):
        return view.public_view(state)

    def _private_view(self, state, seat):
        return view.private_view(state, seat)

    def _outcome(self, state):
        return scoring.outcome(state)

    def metadata(self):
        """The protocol's metadata plus the fixed component set (map, sights, diaries, contests)."""
        return {**super().metadata(), "content": view.STATIC}

    def hidden_ids(self, state, seat):
        return view.hidden_ids(state, seat)

    def refusal(self, state, seat, move) -> IllegalMove | None:
        return legality.refusal(state, seat, move)

    def determinize(self, view, seat, seed):
        return bots.determinize(view, seat, seed)

    def scores_now(self, state):
        return bots.scores_now(state)

    def standing(self, state):
        return scoring.standing(state)

    def preview_lines(self, state, seat, move, events):
        return worth.preview_lines(self, state, seat, move, events)

    def previews_of_view(self, view, seat, moves):
        return worth.previews(self, view, seat, moves)

    def potential(self, state, seat):
        return potential.potential(state, seat)
