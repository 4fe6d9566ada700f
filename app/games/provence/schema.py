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
    """Scene phase, its first step: choose the card of your hand that goes face down to your left
    neighbour (seat + 1); you lay the other one. Skipped in the last round, when you hold one card."""
    type: Literal["pass"]
    card: CardId = Field(description="the card of your hand you pass")


class Orient(MoveModel):
    """Scene phase: turn the card you keep and choose whether it goes on top of every card it
    overlaps or tucked under all of them."""
    type: Literal["orient"]
    rot: Literal[0, 1, 2, 3] = Field(description="quarter turns clockwise from upright; 1 and 3 lay it sideways")
    layer: Literal["top", "under"] = Field(description="top: over every card it overlaps; under: slid under all of them, "
                                                      "only its squares over empty cells showing")


class Place(MoveModel):
    """Scene phase: lay the oriented card with its top-left square on a cell of your tableau; your
    scene phase ends with it (every seat's card is laid once every seat has chosen)."""
    type: Literal["place"]
    x: int = Field(description="column of the turned card's top-left square; x grows to the right")
    y: int = Field(description="row of the turned card's top-left square; y grows downwards, away from the scene deck")


class Back(MoveModel):
    """Go back one step of this phase before it is committed: from placing to turning, from
    turning to passing, from the drone to the photographer."""
    type: Literal["back"]


class Photographer(MoveModel):
    """Walk phase, its first step: choose the meadow your photographer walks to (its own square
    keeps it there); choosing the drone's meadow makes the drone move elsewhere. The drone step follows."""
    type: Literal["photographer"]
    to: Cell = Field(description='"x,y" of a visible meadow of your tableau')


class Drone(MoveModel):
    """Walk phase, its second step: choose the meadow your drone flies to (its own square keeps
    it there); your walk ends with it, and the tokens move once every seat has walked."""
    type: Literal["drone"]
    to: Cell = Field(description='"x,y" of a visible meadow of your tableau, not the one your photographer goes to')


class Stay(MoveModel):
    """Walk phase, at its first step: keep the photographer and the drone where they are (the
    same as choosing both tokens' own squares); your walk ends with it."""
    type: Literal["stay"]


MOVES = (Pass, Orient, Place, Back, Photographer, Drone, Stay)


# ----- views -----------------------------------------------------------------------------------

class Square(ViewModel):
    """One square of a card; the fields beyond `t` appear where the terrain has them."""
    t: Terrain = Field(description="the terrain")
    face: Facing = optional("mills, churches, sunflowers: the edge they face, N being the top edge (on a tableau, "
                            "towards the scene deck; in a hand, the upright card's top)")
    dir: Literal["V", "H"] = optional("lavender: the growth direction, vertical or horizontal; only squares of one "
                                      "direction join a field")
    tree: bool = optional("meadows: whether a tree stands there (a drone's starting square)")
    scooter: bool = optional("meadows: whether the scooter stands there (the photographer's starting square)")
    shop: Literal["coffee", "gift", "pizza", "ice cream"] = optional("towns: the shop")


class PlacedSquare(Square):
    """A square of a laid card, where it lies within the card as turned."""
    dx: int = Field(description="column within the card as laid")
    dy: int = Field(description="row within the card as laid")
    card: CardId = Field(description="the card the square belongs to")
    i: int = Field(description="the square's index on the upright card (row * 2 + column)")


class VisibleSquare(Square):
    """The square on top at a cell of a tableau."""
    card: CardId = Field(description="the card the square belongs to")
    i: int = Field(description="the square's index on the upright card (row * 2 + column)")


class Laid(ViewModel):
    """A card laid in a tableau."""
    card: CardId = Field(description="the card (the catalog names it)")
    x: int = Field(description="column of the turned card's top-left square (x grows to the right)")
    y: int = Field(description="row of the turned card's top-left square (y grows downwards, away from the scene deck)")
    rot: int = Field(description="quarter turns clockwise from upright")
    squares: list[PlacedSquare] = Field(description="its six squares as turned, covered ones included")


class Score(ViewModel):
    """Points by category if the game ended now."""
    wheat: int = Field(description="wheat fields of 2 or more squares: 2 a square inside a 2×2 block, else 1")
    lavender: int = Field(description="the largest vertical and horizontal fields (the larger 1 a square, the "
                                      "smaller 2) less 3 for every touching pair of vertical and horizontal squares")
    sunflowers: int = Field(description="+2 for each sunflower facing the scene deck, −3 for each other one")
    towns: int = Field(description="each town of joined squares: 1/3/7/12 for 1/2/3/4 different shops")
    photos: int = Field(description="the marker spots the seat holds")
    goals: int = Field(description="6 for each goal's best value, 3 for the second best (ties share)")


class SeatView(ViewModel):
    """One seat's tableau, tokens and score, as everyone sees them."""
    seat: int = Field(description="the seat, from 0; the seat + 1 (mod players) is its left neighbour")
    tableau: list[Laid] = Field(description="the cards laid, from the bottom of the pile to the top (a tucked card comes first)")
    visible: dict[Cell, VisibleSquare] = Field(description='the square on top at each cell ("x,y")')
    photographer: Cell = Field(description='"x,y" of the meadow the photographer stands on')
    drone: Cell = Field(description='"x,y" of the meadow the drone stands on')
    markers_left: int = Field(description="photo markers not yet placed")
    hand_size: int = Field(description="cards in the hand: 2 in the scene phase (1 in the last round), 0 in the "
                                       "walking phase and at the end (the refill comes after the walk)")
    has_incoming: bool = Field(description="a card passed to this seat this round waits for the refill")
    committed: bool = Field(description="the seat has made its choice for this phase (kept private until every seat has)")
    score: Score = Field(description="points by category if the game ended now, from the tableaux and markers on the "
                                     "table: no choice of this phase counts until every seat has made it")
    score_total: int = Field(description="the sum of score")


class Spot(ViewModel):
    """A marker spot of a photo card."""
    points: int = Field(description="what a marker there scores")
    infinite: bool = Field(description="the last spot takes any number of markers")
    seats: list[int] = Field(description="seats whose markers are there")


class Photo(ViewModel):
    """A photo card on the table."""
    id: str = Field(description="the photo card (the catalog names it)")
    pile: Literal["A", "B", "C"] = Field(description="A and B are taken with the photographer's 3×5 frames, C with "
                                                     "the drone's 5×5 frame")
    need: list[str | int] = Field(description="[terrain, n]: n orthogonally joined squares of that terrain inside "
                                              "one frame (lavender: of one growth direction); a church needs both "
                                              "its squares")
    spots: list[Spot] = Field(description="the marker spots, highest first; the last is the infinity spot")


class Goal(ViewModel):
    """A goal card face up: 6 points for the best value, 3 for the second best."""
    id: str = Field(description="the goal (the catalog names it)")
    kind: Literal["facing", "largest"] = Field(description="facing: the visible squares of the terrain facing the scene "
                                                           "deck; largest: the largest group of orthogonally joined "
                                                           "squares (lavender: of one growth direction)")
    terrain: Terrain = Field(description="the terrain counted")
    title: str = Field(description="the goal in English (the catalog names it in the page's language)")


class ScoreLine(OpenRecord):
    """One scoring line; the other fields are the parameters of the wording for `code`."""
    points: int = Field(description="the line's points (negative for a penalty)")
    reason: str = Field(description="the arithmetic in English, for programs that do not word `code`")
    code: str = Field(description="the catalog's events template that words the line")


class Details(ViewModel):
    """One seat's scoring lines by category."""
    wheat: list[ScoreLine] = Field(description="one line per wheat field of 2 or more squares")
    lavender: list[ScoreLine] = Field(description="the largest fields, then the meeting penalty when there is one")
    sunflowers: list[ScoreLine] = Field(description="the sunflowers facing the scene deck and those that do not, when any")
    towns: list[ScoreLine] = Field(description="one line per town")
    photos: list[ScoreLine] = Field(description="one line per marker spot held")
    goals: list[ScoreLine] = Field(description="one line per goal the seat scores")


class PublicView(ViewModel):
    round: int = Field(description="the round being played, from 1")
    rounds: int = Field(description="the number of rounds (10)")
    phase: Literal["scene", "walk", "over"] = Field(description="scene: pass and lay cards; walk: move the tokens (the "
                                                                "photos and the refill follow it at once); over")
    waiting_for: list[int] = Field(description="seats that have not made their choice for this phase")
    deck_size: int = Field(description="scene cards left in the deck")
    photos: list[Photo] = Field(description="the photo cards on the table")
    goals: list[Goal] = Field(description="the two goal cards face up")
    seats: list[SeatView] = Field(description="every seat, in seat order")
    pass_to: str = Field(description="which way cards are passed")
    details: list[Details] = optional("once the game is over: per seat, every scoring line by category")


class ScenePending(ViewModel):
    """Your choices so far in the scene phase."""
    stage: Literal["pass", "orient", "place", "done"] = Field(
        description="the step you are at; done: your card is chosen and is laid once every seat has chosen")
    pass_: CardId | None = Field(alias="pass", description="the card chosen to pass (null before, and in the last round)")
    rot: int | None = Field(description="the quarter turns chosen, once turned")
    layer: Literal["top", "under"] | None = Field(description="the layer chosen, once turned")
    x: int | None = Field(description="the column of the top-left square chosen, once placed")
    y: int | None = Field(description="the row of the top-left square chosen, once placed")


class WalkPending(ViewModel):
    """Your choices so far in the walk phase."""
    stage: Literal["photographer", "drone", "done"] = Field(
        description="the step you are at; done: your walk is chosen and the tokens move once every seat has walked")
    photographer: Cell | None = Field(description="the photographer's meadow, once chosen")
    drone: Cell | None = Field(description="the drone's meadow, once chosen")


class Frames(ViewModel):
    """A token's frames on one meadow, their cells "x,y"."""
    up: list[Cell] = optional("the photographer's frame above it: 3 squares across, 5 deep")
    down: list[Cell] = optional("the photographer's frame below it: 3 squares across, 5 deep")
    left: list[Cell] = optional("the photographer's frame to its left: 5 squares across, 3 deep")
    right: list[Cell] = optional("the photographer's frame to its right: 5 squares across, 3 deep")
    drone: list[Cell] = optional("the drone's frame: the 5×5 square around it")


class FramedPhoto(ViewModel):
    photo: str = Field(description="a photo card the walk would take")
    frame: str = Field(description="the frame that takes it: up, down, left, right (the photographer's) or drone")


class FramePreview(ViewModel):
    """What the board draws for one meadow; the walk's worth is its move's preview."""
    frames: Frames = Field(description="the frames the token would have there (choosing the drone: its frame and the "
                                       "photographer's frames that take a photo)")
    photos: list[FramedPhoto] = Field(description="the photos the photo phase would then give you, each with its frame")


class PrivateView(ViewModel):
    hand: list[Card] = Field(description="your cards (none during the walk: the refill comes after it)")
    pending: ScenePending | WalkPending | None = Field(
        description="your choices so far in this phase; null once the game is over")
    passed: CardId | None = Field(description="the card you passed, until your neighbour lays it")
    committed_total: int | None = Field(
        description="once you have committed this phase's choice: your points if the game ended now with it counted "
                    "(the card you lay, the photos your walk takes); the table counts it once every seat has chosen")
    frame_preview: dict[Cell, FramePreview] | None = Field(
        description="while you walk: for each meadow you may move to, the token's frames there and which of them "
                    "takes which photo (the points are in the move's preview: ?preview=true)")


class Card(ViewModel):
    """A card of your hand."""
    id: CardId = Field(description="the card (the catalog names it)")
    squares: list[Square] = Field(description="the six squares, row by row, upright")


PrivateView.model_rebuild()
