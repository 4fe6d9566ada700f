"""The toy game's typed moves and views, as every game has them (see app/engine/schema.py)."""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from app.engine.schema import MoveModel, ViewModel


class Pick(MoveModel):
    """Pick a card of your hand, all seats at once."""
    type: Literal["pick"]
    card: str = Field(description="a card of your hand")


class Take(MoveModel):
    """Take one or two from the pile."""
    type: Literal["take"]
    n: Literal[1, 2] = Field(description="how many")


MOVES = (Pick, Take)


class PublicView(ViewModel):
    phase: Literal["pick", "take"]
    pile: int
    scores: list[int]
    picks: list[bool] | list[str | None] = Field(description="who picked (the cards once all did)")
    hand_sizes: list[int]


class PrivateView(ViewModel):
    hand: list[str]
