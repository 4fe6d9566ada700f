"""The typed shape of Camargue's moves and views (served as JSON Schemas, see app/engine/schema.py)."""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from app.engine.schema import MoveModel, OpenRecord, ViewModel

Landscape = Literal["forest", "grain", "lavender", "village", "water"]
TileId = str  # "tile:<...>" as named in the catalog's components
Cell = str  # "x,y": a cell of the display


# ----- moves -----------------------------------------------------------------------------------

class Place(MoveModel):
    """Lay a landscape tile from your hand on an empty cell of the display."""
    type: Literal["place"]
    tile: TileId = Field(description="the landscape tile from your hand")
    x: int = Field(description="column of the cell (east is +1)")
    y: int = Field(description="row of the cell (south is +1)")


class Helper(MoveModel):
    """Play a helper tile from your hand: it lies in front of you until your next turn."""
    type: Literal["helper"]
    tile: TileId = Field(description="the helper tile from your hand")


class SetAside(MoveModel):
    """Set aside the helper lying in front of you (and draw)."""
    type: Literal["set_aside"]


class Emergency(MoveModel):
    """Lay an emergency tile: allowed only when no tile in hand can be played."""
    type: Literal["emergency"]
    x: int = Field(description="column of the cell")
    y: int = Field(description="row of the cell")


class Stuck(MoveModel):
    """Declare that nothing can be played, not even an emergency tile."""
    type: Literal["stuck"]


class Claim(MoveModel):
    """In a helper window: claim points with a matching helper from your hand."""
    type: Literal["claim"]
    tile: TileId = Field(description="a helper tile showing the window's landscape")


class Pass(MoveModel):
    """In a helper window: do not claim."""
    type: Literal["pass"]


MOVES = (Place, Helper, SetAside, Emergency, Stuck, Claim, Pass)


# ----- views -----------------------------------------------------------------------------------

class LandscapeTile(ViewModel):
    id: TileId
    kind: Literal["landscape"]
    landscape: Landscape
    paths: str = Field(description="the edges with a path, among N, E, S, W")


class HelperTile(ViewModel):
    id: TileId
    kind: Literal["helper"]
    landscapes: list[Landscape] = Field(description="the landscapes the helper matches")


HandTile = LandscapeTile | HelperTile


class Laid(ViewModel):
    """A tile in the display."""
    tile: str = Field(description="the tile id (tile:start, emergency:<n> or a landscape tile)")
    kind: Literal["start", "emergency", "landscape"]
    landscape: Landscape | None = Field(description="null for the start and emergency tiles")
    paths: str = Field(description="the edges with a path, among N, E, S, W")


class Breakdown(ViewModel):
    landscape: int = Field(description="points from laying landscape tiles")
    helper: int = Field(description="points from helpers")
    claim: int = Field(description="points claimed in helper windows")


class SeatView(ViewModel):
    score: int
    breakdown: Breakdown
    hand_size: int = Field(description="tiles in hand (their faces are private)")
    helper_in_front: HelperTile | None = Field(description="the helper lying in front of the seat")
    discards: list[HelperTile] = Field(description="helpers set aside, in order")


class Last(ViewModel):
    """The tile laid last and the area it scored."""
    x: int
    y: int
    area: list[Cell] = Field(description="the cells of the scored area")


class Window(ViewModel):
    """A helper window: after a landscape tile scores, the asked seats may claim with a helper."""
    placer: int = Field(description="the seat that laid the tile")
    tile: TileId
    landscape: Landscape
    points: int = Field(description="what the tile scored")
    reason: str
    area: int | None = Field(description="tiles in the scored area")
    edges: int | None = Field(description="edges the area scored")
    asked: list[int] = Field(description="seats asked to claim or pass")
    responded: list[int] = Field(description="asked seats that answered already")


class ScoreLine(OpenRecord):
    """One line of the final "how every point was scored"; its other fields are the parameters
    of the wording for `code` in the catalog."""
    code: str
    points: int
    reason: str
    category: str


class PublicView(ViewModel):
    phase: Literal["turn", "window", "over"]
    turn: int | None = Field(description="the seat whose turn it is (null outside the turn phase)")
    display: dict[Cell, Laid] = Field(description="the laid tiles by cell")
    pile_size: int = Field(description="tiles left to draw")
    removed_count: int = Field(description="tiles removed from the game")
    emergency_left: int = Field(description="emergency tiles not yet laid")
    stuck_run: int = Field(description="consecutive seats that were stuck")
    seats: list[SeatView] = Field(description="every seat, by seat number")
    last: Last | None
    details: list[list[ScoreLine]] | None = Field(description="per seat, every scoring line; only once the game is over")
    window: Window | None


class Preview(ViewModel):
    area: int = Field(description="tiles in the area the placement would score")
    edges: int
    points: int


class PrivateView(ViewModel):
    seat: int
    hand: list[HandTile]
    previews: dict[Cell, dict[Landscape, Preview]] = Field(
        description="on your turn: what a landscape laid on each free cell would score")
    window_choice: str | None = Field(default=None, description="your answer in the open helper window, once given")
