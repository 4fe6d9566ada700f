"""The typed shape of Walking in Osaka's moves and views (served as JSON Schemas, see
app/engine/schema.py)."""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from app.engine.schema import MoveModel, OpenRecord, ViewModel, optional

Background = Literal["grass", "water", "stone", "sakura"]
Icon = Literal["shukyo", "samurai", "yokujo", "teien", "chonin", "flag"]
Option = str  # a Shogunate scoring option: a building or "large_zones", named in the catalog
CardId = str  # a town or starting card, named in the catalog
Cell = str  # a space of the town area, "x,y"


# ----- moves -----------------------------------------------------------------------------------

class Pawn(MoveModel):
    """Setup: put your pawn on a free street marker."""
    type: Literal["pawn"]
    to: int = Field(description="the street marker, 0 to 11 clockwise")


class Take(MoveModel):
    """Take a town card from the row or column your pawn faces."""
    type: Literal["take"]
    cell: Cell = Field(description="the space of the town area")
    card: CardId = Field(description="the card lying there")


class StartCard(MoveModel):
    """Setup: choose a starting card."""
    type: Literal["start_card"]
    card: CardId = Field(description="one of the starting cards on offer")


class Place(MoveModel):
    """Place the card you took in your photobook."""
    type: Literal["place"]
    at: Literal["left", "right", "top", "under"] = Field(
        description="a new column at either end, on top of a column, or (setup only) under one")
    column: int = optional("the column, from the left, for top and under")


class Travel(MoveModel):
    """Travel one or two steps clockwise along the street."""
    type: Literal["travel"]
    steps: int = Field(description="1 or 2")
    to: int = Field(description="the street marker you arrive at")
    sandals: int = Field(description="sandals the travel costs")


class Bonus(MoveModel):
    """Move your bonus marker forward instead of travelling."""
    type: Literal["bonus"]
    spaces: int = Field(description="how far the marker moves")
    to: int = Field(description="the option space it lands on")
    option: Option = Field(description="the scoring option there")


class Claim(MoveModel):
    """Claim the location tile you stand at, scoring it with a column of your photobook."""
    type: Literal["claim"]
    column: int = Field(description="the photobook column that meets the tile's requirements")


class Sandal(MoveModel):
    """After travelling: take a sandal instead of claiming."""
    type: Literal["sandal"]


class Decline(MoveModel):
    """Neither claim nor take a sandal."""
    type: Literal["decline"]


class Shogunate(MoveModel):
    """Move the Shogunate pawn to a scoring option; everyone scores it."""
    type: Literal["shogunate"]
    spaces: int = Field(description="how far the pawn moves")
    to: int = Field(description="the option space it lands on")
    option: Option = Field(description="the scoring option there")
    sandals: int = Field(description="sandals spent to move further")


MOVES = (Pawn, Take, StartCard, Place, Travel, Bonus, Claim, Sandal, Decline, Shogunate)


# ----- views -----------------------------------------------------------------------------------

class Block(ViewModel):
    bg: Background = Field(description="the zone colour")
    icon: Icon | None = Field(description="the building shown, the flag of open sky, or none")


class Card(ViewModel):
    id: CardId
    upper: Block
    lower: Block


class Requirement(ViewModel):
    """Blocks a column needs: of a colour, with an icon, or both."""
    bg: Background = optional("the zone colour, when the requirement names one")
    icon: Icon = optional("the icon, when the requirement names one")
    count: int = Field(description="how many such blocks")


class Location(ViewModel):
    id: str
    name: str
    requires: list[Requirement] = Field(description="what a photobook column needs to claim it")


class Track(ViewModel):
    marker: int = Field(description="the score track marker, 0 to 9")
    tens: int = Field(description="the tens shown by the 10-point marker")


class Column(ViewModel):
    cards: list[CardId] = Field(description="bottom to top")
    tile: str | None = Field(description="the location tile claimed with this column")


class Breakdown(ViewModel):
    location: int
    bonus: int
    shogunate: int
    largest_zone: int


class SeatView(ViewModel):
    seat: int
    score: int
    track: Track
    sandals: int
    pawn: int | None = Field(description="the street marker the pawn stands at")
    bonus_marker: int | None = Field(description="the option space of the bonus marker")
    book: list[Column] = Field(description="the photobook, left to right")
    cards: int = Field(description="cards in the photobook")
    tiles: list[str] = Field(description="location tiles claimed")
    largest_zone: int = Field(description="blocks in the largest zone of one colour")
    breakdown: Breakdown
    within_reach: list[str] = Field(description="the street's location tiles one of this photobook's columns could take now")


class Stop(ViewModel):
    """A street marker."""
    pos: int
    tile: str | None = Field(description="the location tile there, until claimed")
    faces: list[str | int] = Field(description='the line of the town area it faces: ["row" | "column", index]')
    pawn: int | None = Field(description="the seat whose pawn stands there")


class OptionScore(OpenRecord):
    """What one seat scored at a Shogunate stop; the other fields are the wording's parameters
    (as in that seat's score event)."""
    seat: int
    points: int
    code: str = Field(description="the scoring code the catalog words")
    option: Option


class ShogunateScoring(ViewModel):
    """The Shogun's last move and what everyone scored on the option it stopped on."""
    seat: int = Field(description="who moved the Shogunate pawn")
    spaces: int
    to: int = Field(description="the option space it stopped on")
    option: Option
    sandals: int = Field(description="sandals paid for the extra spaces")
    round: int = Field(description="the round it moved in")
    scores: list[OptionScore] = Field(description="per seat, in seat order")


class PublicView(ViewModel):
    phase: Literal["setup_pawn", "setup_take", "setup_start", "setup_place", "travel", "claim",
                   "sightsee", "place", "shogunate", "over"]
    turn: int | None
    round: int
    rounds: int
    last_round: bool
    claim_stage: Literal["travel", "sightseeing"] | None = Field(description="when the claim comes after")
    pending: CardId | None = Field(description="the card taken and not yet placed")
    deck: int = Field(description="cards left in the deck")
    area: dict[Cell, CardId | None] = Field(description="the town area")
    street: list[Stop]
    options: list[Option] = Field(description="the scoring options around the Shogunate track")
    shogun: int = Field(description="the option space of the Shogunate pawn")
    last_shogunate: ShogunateScoring | None = Field(
        description="what the Shogun's last move scored, until it moves again; null before its first move")
    supply: int = Field(description="sandals in the supply")
    start_cards: list[CardId]
    seats: list[SeatView]
    cards: dict[CardId, Card] = Field(description="every card in sight")
    locations: dict[str, Location] = Field(description="every location tile in sight")
    claimable: list[int] = optional("in the claim phase: the columns that may claim")


class PrivateView(ViewModel):
    """Nothing is private in Osaka: only the deck is hidden, from everyone."""
