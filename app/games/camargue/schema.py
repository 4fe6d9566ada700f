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
    """On your turn, instead of laying a tile: discard a helper from your hand for 10 points, then draw."""
    type: Literal["helper"]
    tile: TileId = Field(description="the helper tile from your hand")


class SetAside(MoveModel):
    """Your whole turn while a helper you claimed lies in front of you: set it aside, then draw
    a tile while the pile lasts."""
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
    """In a helper window: do not claim (there is no passing on your own turn)."""
    type: Literal["pass"]


MOVES = (Place, Helper, SetAside, Emergency, Stuck, Claim, Pass)


# ----- views -----------------------------------------------------------------------------------

class LandscapeTile(ViewModel):
    """A landscape tile in your hand."""
    id: TileId = Field(description="the tile's id, named in the catalog's components")
    kind: Literal["landscape"] = Field(description="a landscape tile, laid in the display")
    landscape: Landscape = Field(description="the landscape it shows, which decides the area it joins")
    paths: str = Field(description="the edges with a path, among N, E, S, W")


class HelperTile(ViewModel):
    """A helper tile: in a hand, lying in front of a seat, or played."""
    id: TileId = Field(description="the helper's id, named in the catalog's components")
    kind: Literal["helper"] = Field(description="a helper tile, never laid in the display")
    landscapes: list[Landscape] = Field(description="the landscapes the helper matches")


HandTile = LandscapeTile | HelperTile


class Laid(ViewModel):
    """A tile in the display."""
    tile: str = Field(description="the tile id (tile:start, emergency:<n> or a landscape tile)")
    kind: Literal["start", "emergency", "landscape"] = Field(description="the start tile, an emergency tile or a landscape tile")
    landscape: Landscape | None = Field(description="null for the start and emergency tiles")
    paths: str = Field(description="the edges with a path, among N, E, S, W")


class Breakdown(ViewModel):
    landscape: int = Field(description="points from laying landscape tiles")
    helper: int = Field(description="points from helpers")
    claim: int = Field(description="points claimed in helper windows")


class SeatView(ViewModel):
    """What everyone sees of a seat."""
    score: int = Field(description="the seat's points so far (every point is scored as it is made)")
    breakdown: Breakdown = Field(description="the points by category")
    hand_size: int = Field(description="tiles in hand (their faces are private)")
    helper_in_front: HelperTile | None = Field(description="the helper lying in front of the seat")
    discards: list[HelperTile] = Field(description="helpers played for 10 points and helpers set aside after a claim, in order")


class Last(ViewModel):
    """The tile laid last and the area it scored."""
    x: int = Field(description="column of the tile laid last")
    y: int = Field(description="row of the tile laid last")
    area: list[Cell] = Field(description="the cells of the area it scored (empty for an emergency tile)")


class Window(ViewModel):
    """A helper window: after a landscape tile scores, the asked seats may claim with a helper."""
    placer: int = Field(description="the seat that laid the tile")
    tile: TileId = Field(description="the landscape tile that scored")
    landscape: Landscape = Field(description="its landscape: a claim needs a helper showing it")
    points: int = Field(description="what the tile scored, and what a claim scores")
    reason: str = Field(description="the score in English words (the catalog words it in other languages)")
    area: int | None = Field(description="tiles in the scored area")
    edges: int | None = Field(description="tiles the laid tile touches (its edges that touch another tile), the second factor of its points")
    asked: list[int] = Field(description="seats asked to claim or pass")
    responded: list[int] = Field(description="asked seats that answered already")


class ScoreLine(OpenRecord):
    """One line of the final "how every point was scored"; its other fields are the parameters
    of the wording for `code` in the catalog."""
    code: str = Field(description="the wording's code in the catalog's events")
    points: int = Field(description="the points of the line")
    reason: str = Field(description="the line in English words")
    category: str = Field(description="the final table's category the points count for")


class PublicView(ViewModel):
    """What every seat and spectator sees."""
    phase: Literal["turn", "window", "over"] = Field(description="a seat's turn, a helper window after a scored tile, or the end")
    turn: int | None = Field(description="the seat whose turn it is (null outside the turn phase)")
    display: dict[Cell, Laid] = Field(description="the laid tiles by cell")
    pile_size: int = Field(description="tiles left to draw")
    removed_count: int = Field(description="tiles removed from the game")
    emergency_left: int = Field(description="emergency tiles not yet laid")
    stuck_run: int = Field(description="consecutive seats that were stuck")
    seats: list[SeatView] = Field(description="every seat, by seat number")
    last: Last | None = Field(description="the tile laid last, null before the first")
    details: list[list[ScoreLine]] | None = Field(description="per seat, every scoring line; only once the game is over")
    window: Window | None = Field(description="the open helper window, null when none is open")


class PrivateView(ViewModel):
    """What only this seat sees."""
    seat: int = Field(description="your seat")
    hand: list[HandTile] = Field(description="the tiles in your hand")
    window_choice: str | None = Field(default=None, description="your answer in the open helper window, once given")
