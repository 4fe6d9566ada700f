"""The typed shape of Walking in Provence's moves and views (served as JSON Schemas, see
app/engine/schema.py)."""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from app.engine.schema import MoveModel, OpenRecord, ViewModel, optional

Cell = str  # "x,y" in a seat's tableau (x east, y south)
CardId = str  # a scene or starting card, named in the catalog
Terrain = Literal["forest", "wheat", "mill", "church", "lavender", "meadow", "town", "sunflower"]
Facing = Literal["N", "E", "S", "W"]


# ----- moves -----------------------------------------------------------------------------------

class Pass(MoveModel):
    """Scene phase: choose the card of your hand to pass to your left neighbour."""
    type: Literal["pass"]
    card: CardId = Field(description="a card of your hand")


class Orient(MoveModel):
    """Scene phase: turn the card you keep and say whether it goes over or under the tableau."""
    type: Literal["orient"]
    rot: Literal[0, 1, 2, 3] = Field(description="quarter turns clockwise")
    layer: Literal["top", "under"] = Field(description="laid over the tableau or slid under it")


class Place(MoveModel):
    """Scene phase: lay the oriented card with its top-left square at a cell of your tableau."""
    type: Literal["place"]
    x: int = Field(description="column of the card's top-left square")
    y: int = Field(description="row of the card's top-left square")


class Back(MoveModel):
    """Go back one step of your scene or walk (undo the last choice of this turn)."""
    type: Literal["back"]


class Photographer(MoveModel):
    """Walk phase: move your photographer token to a meadow."""
    type: Literal["photographer"]
    to: Cell = Field(description="the meadow square")


class Drone(MoveModel):
    """Walk phase: move your drone token to a meadow."""
    type: Literal["drone"]
    to: Cell = Field(description="the meadow square")


class Stay(MoveModel):
    """Walk phase, at its first step: keep the photographer and the drone where they are (the
    same as choosing both tokens' own squares); your walk ends with it."""
    type: Literal["stay"]


MOVES = (Pass, Orient, Place, Back, Photographer, Drone, Stay)


# ----- views -----------------------------------------------------------------------------------

class Square(ViewModel):
    """One square of a card; the fields beyond `t` appear where the terrain has them."""
    t: Terrain = Field(description="the terrain")
    face: Facing = optional("mills, churches, sunflowers: the way they face")
    dir: Literal["V", "H"] = optional("lavender: the growth direction, vertical or horizontal")
    tree: bool = optional("meadows: whether a tree stands there")
    scooter: bool = optional("meadows: whether a scooter stands there")
    shop: str = optional("towns: the shop")


class PlacedSquare(Square):
    dx: int = Field(description="column within the card as laid")
    dy: int = Field(description="row within the card as laid")
    card: CardId
    i: int = Field(description="the square's index on the upright card (row * 2 + column)")


class VisibleSquare(Square):
    card: CardId = Field(description="the card the square belongs to")
    i: int = Field(description="the square's index on the upright card")


class Laid(ViewModel):
    card: CardId
    x: int
    y: int
    rot: int = Field(description="quarter turns clockwise")
    layer: Literal["top", "under"] = optional("over or under the tableau")
    squares: list[PlacedSquare]


class Score(ViewModel):
    wheat: int
    lavender: int
    sunflowers: int
    towns: int
    photos: int
    goals: int


class SeatView(ViewModel):
    seat: int
    tableau: list[Laid] = Field(description="the cards laid, in order")
    visible: dict[Cell, VisibleSquare] = Field(description="the square on top at each cell")
    photographer: Cell
    drone: Cell
    markers_left: int = Field(description="photo markers not yet placed")
    hand_size: int
    has_incoming: bool = Field(description="a card passed to this seat waits to be taken")
    committed: bool = Field(description="the seat finished this step (its choices stay private)")
    score: Score
    score_total: int


class Spot(ViewModel):
    points: int
    infinite: bool = Field(description="the last spot takes any number of markers")
    seats: list[int] = Field(description="seats whose markers are there")


class Photo(ViewModel):
    id: str
    pile: str
    need: list[str | int] = Field(description="what the frame must show")
    spots: list[Spot]


class Goal(ViewModel):
    id: str
    kind: str
    terrain: Terrain
    title: str


class ScoreLine(OpenRecord):
    """One scoring line; the other fields are the parameters of the wording for `code`."""
    points: int
    reason: str
    code: str


class Details(ViewModel):
    wheat: list[ScoreLine]
    lavender: list[ScoreLine]
    sunflowers: list[ScoreLine]
    towns: list[ScoreLine]
    photos: list[ScoreLine]
    goals: list[ScoreLine]


class PublicView(ViewModel):
    round: int
    rounds: int
    phase: Literal["scene", "walk", "over"]
    waiting_for: list[int] = Field(description="seats that have not finished this step")
    deck_size: int
    photos: list[Photo] = Field(description="the photo cards on the table")
    goals: list[Goal]
    seats: list[SeatView]
    pass_to: str = Field(description="which way cards are passed")
    details: list[Details] = optional("once the game is over: per seat, every scoring line by category")


class ScenePending(ViewModel):
    """Your choices so far in the scene phase."""
    stage: Literal["pass", "orient", "place", "done"]
    pass_: CardId | None = Field(alias="pass", description="the card chosen to pass")
    rot: int | None
    layer: Literal["top", "under"] | None
    x: int | None
    y: int | None


class WalkPending(ViewModel):
    """Your choices so far in the walk phase."""
    stage: Literal["photographer", "drone", "done"]
    photographer: Cell | None
    drone: Cell | None


class Frames(ViewModel):
    up: list[Cell] = optional("the photographer's frame facing up")
    down: list[Cell] = optional("facing down")
    left: list[Cell] = optional("facing left")
    right: list[Cell] = optional("facing right")
    drone: list[Cell] = optional("the drone's frame")


class FramedPhoto(ViewModel):
    photo: str = Field(description="a photo card the walk would take")
    frame: str = Field(description="the frame that takes it: up, down, left, right (the photographer's) or drone")


class FramePreview(ViewModel):
    """What the board draws for one meadow; the walk's worth is its move's preview."""
    frames: Frames
    photos: list[FramedPhoto] = Field(description="the photos the photo phase would then give you, each with its frame")


class PrivateView(ViewModel):
    hand: list[Card] = Field(description="your cards")
    pending: ScenePending | WalkPending | None
    passed: CardId | None = Field(description="the card you passed, until your neighbour lays it")
    committed_total: int | None = Field(
        description="once you have committed this phase's choice: your points if the game ended now with it counted "
                    "(the card you lay, the photos your walk takes); the table counts it once every seat has chosen")
    frame_preview: dict[Cell, FramePreview] | None = Field(
        description="while you walk: for each meadow you may move to, the token's frames there and which of them "
                    "takes which photo (the points are in the move's preview: ?preview=true)")


class Card(ViewModel):
    id: CardId
    squares: list[Square] = Field(description="the six squares, row by row, upright")


PrivateView.model_rebuild()
