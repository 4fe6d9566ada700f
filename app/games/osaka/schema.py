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
# Street markers are numbered 0 to 11 clockwise: 0-2 above the town's columns 0-2 (left to right),
# 3-5 right of its rows 0-2 (top to bottom), 6-8 below columns 2-0, 9-11 left of rows 2-0. Option
# spaces are indexes into the view's `options` (0 to 5, clockwise); photobook columns are numbered
# from 0 at the left.

class Pawn(MoveModel):
    """Before the first round: put your pawn at a street marker that holds a location tile and no
    other pawn."""
    type: Literal["pawn"]
    to: int = Field(description="the street marker, 0 (above the town's left column) to 11, clockwise")


class Take(MoveModel):
    """Take a town card from the row or column of the town your pawn faces. Before the first round
    it goes straight into your photobook (its first card), and a row or column of the town it
    empties is refilled at once; in a round it is placed by the next move (`place`)."""
    type: Literal["take"]
    cell: Cell = Field(description='the space of the town area, "x,y": x the column 0-2 from the left, y the row 0-2 from the top')
    card: CardId = Field(description="the card lying there (the view's `area`)")


class StartCard(MoveModel):
    """Before the first round: choose one of the starting cards still on offer; the next move
    places it."""
    type: Literal["start_card"]
    card: CardId = Field(description="one of the view's `start_cards`")


class Place(MoveModel):
    """Place the card you took (the view's `pending`) in your photobook: as a new column at either
    end of the ground row (at most 5 columns), or on top of an open column of fewer than 4 cards,
    tucking its lower block behind the upper block below; while setting up, the starting card may
    also go under the first card."""
    type: Literal["place"]
    at: Literal["left", "right", "top", "under"] = Field(
        description='"left" or "right": a new column at that end; "top": on top of `column`; "under": under `column` 0 (setup only)')
    column: int = optional('for "top" and "under": the photobook column, from 0 at the left')


class Travel(MoveModel):
    """Walk your pawn clockwise along the street: 1 or 2 steps free, one more step for each sandal
    paid. Pawns in the way are jumped and not counted, and the walk goes at most once round.
    Ending at a location tile a column of your photobook meets, you then claim it or take a
    sandal instead; ending anywhere else you get a sandal from the supply (while it has one),
    and a tile no column met may still be claimed after sightseeing."""
    type: Literal["travel"]
    steps: int = Field(description="how many steps, 1 or more; steps past the second cost a sandal each")
    to: int = Field(description="the street marker the walk ends at, 0 to 11 (pawns jumped over not counted)")
    sandals: int = Field(description="the sandals the walk costs: steps − 2, or 0")


class Bonus(MoveModel):
    """Before travelling: pay 2 sandals to move your bonus marker one option clockwise, from the
    Final Score Area or from the option it stands on, jumping options that hold another bonus
    marker. You may do it again while you can pay, then travel. At the end it scores the option it
    stands on instead of 4 points for each set of the five buildings."""
    type: Literal["bonus"]
    spaces: int = Field(description="always 1: each move of the marker costs 2 sandals")
    to: int = Field(description="the option space it lands on, an index into the view's `options`")
    option: Option = Field(description="the scoring option on that space")


class Claim(MoveModel):
    """Claim the location tile at your pawn with a column of your photobook that meets its
    requirement: the tile caps that column (no more cards go on it) and scores its bonus by the
    column's height: 5 blocks, the better of 5 points and 2 for each different building; 4 blocks, 2 for each
    building of the most common kind; 3 blocks, 2 for each block of the most common background."""
    type: Literal["claim"]
    column: int = Field(
        description="the photobook column, from 0 at the left: open, 3 to 5 blocks high, meeting the tile's requirement "
                    "by itself, and leaving room for the cards still to come once closed (the view's `claimable`)")


class Sandal(MoveModel):
    """At the end of travel on a location tile a column meets: take a sandal from the supply
    instead of claiming the tile, which stays on the street and is not claimed this turn (not
    after sightseeing either)."""
    type: Literal["sandal"]


class Decline(MoveModel):
    """Leave the location tile unclaimed: after sightseeing, or at the end of travel when the
    supply has no sandal to take instead (the tile is then not claimed this turn)."""
    type: Literal["decline"]


class Shogunate(MoveModel):
    """After a refill of the town: move the Shogunate pawn clockwise to a new option, 1 or 2
    spaces free and one more for every 2 sandals paid; every player scores the option it stops
    on."""
    type: Literal["shogunate"]
    spaces: int = Field(description="how many option spaces it moves, 1 or more (at most 5 from an option, 6 from the Shogunate space)")
    to: int = Field(description="the option space it stops on, an index into the view's `options`")
    option: Option = Field(description="the scoring option on that space")
    sandals: int = Field(description="the sandals the move costs: 2 for each space past the second")


MOVES = (Pawn, Take, StartCard, Place, Travel, Bonus, Claim, Sandal, Decline, Shogunate)


# ----- views -----------------------------------------------------------------------------------

class Block(ViewModel):
    """One half of a card: a background and at most one icon."""
    bg: Background = Field(description="the background, its zone colour")
    icon: Icon | None = Field(description="a building, the white flag of open sky (upper blocks only), or null for a plain block")


class Card(ViewModel):
    """A town or starting card, upper and lower block; on top of another card its lower block is
    tucked behind the upper block below and counts for nothing."""
    id: CardId = Field(description="the card's id, named in the catalog")
    upper: Block = Field(description="the upper block, shown in every photobook position")
    lower: Block = Field(description="the lower block, shown only at the bottom of a column")


class Requirement(ViewModel):
    """One condition of a location tile: a column shows at least `count` blocks with `icon`, or
    at least `count` blocks of background `bg` (a Townsmen block counting 2)."""
    bg: Background = optional("the background, when the condition counts blocks of one background")
    icon: Icon = optional("the icon, when the condition counts icons")
    count: int = Field(description="how many at least")


class Location(ViewModel):
    """A location tile."""
    id: str = Field(description="the tile's id, named in the catalog")
    name: str = Field(description="the place in Ōsaka it shows")
    requires: list[Requirement] = Field(description="the conditions one photobook column must meet together to claim it")


class Track(ViewModel):
    """The score as the board's markers show it."""
    marker: int = Field(description="the score track marker, 0 to 9")
    tens: int = Field(description="the tens shown by the 10-point marker")


class Column(ViewModel):
    """A column of a photobook."""
    cards: list[CardId] = Field(description="its cards, bottom to top: it shows the bottom card's lower block and every card's upper block")
    tile: str | None = Field(description="the location tile that caps it (no more cards go on it), or null")


class Breakdown(ViewModel):
    """A seat's points by category."""
    location: int = Field(description="location tile bonuses")
    bonus: int = Field(description="the bonus marker's scoring, added at the end")
    shogunate: int = Field(description="Shogunate scorings")
    largest_zone: int = Field(description="the largest zone, 1 a block, added at the end")


class SeatView(ViewModel):
    """One player."""
    seat: int = Field(description="the seat, 0 first")
    score: int = Field(description="points so far (the final total once the game is over)")
    track: Track = Field(description="the score on the board's tracks")
    sandals: int = Field(description="sandals in front of the player")
    pawn: int | None = Field(description="the street marker the pawn stands at, 0 to 11; null before it is placed")
    bonus_marker: int | None = Field(description="the option space of the bonus marker; null while it waits on the Final Score Area")
    book: list[Column] = Field(description="the photobook, left to right")
    cards: int = Field(description="cards in the photobook")
    tiles: list[str] = Field(description="location tiles claimed, in the order claimed")
    largest_zone: int = Field(description="blocks in the largest zone of one background (a Townsmen block counting 2)")
    breakdown: Breakdown = Field(description="the points so far by category")
    within_reach: list[str] = Field(description="the street's location tiles one of this photobook's columns could claim now")


class Stop(ViewModel):
    """A street marker."""
    pos: int = Field(description="its number, 0 (above the town's left column) to 11, clockwise")
    tile: str | None = Field(description="the location tile there, until claimed; null on an empty marker")
    faces: list[str | int] = Field(description='the line of the town area it faces: ["row" | "column", index 0-2]')
    pawn: int | None = Field(description="the seat whose pawn stands there, or null")


class OptionScore(OpenRecord):
    """What one seat scored at a Shogunate stop; the other fields are the wording's parameters
    (as in that seat's score event)."""
    seat: int = Field(description="the seat")
    points: int = Field(description="the points it scored")
    code: str = Field(description="the scoring code the catalog words")
    option: Option = Field(description="the scoring option scored")


class ShogunateScoring(ViewModel):
    """The Shogun's last move and what everyone scored on the option it stopped on."""
    seat: int = Field(description="who moved the Shogunate pawn")
    spaces: int = Field(description="how many option spaces it moved")
    to: int = Field(description="the option space it stopped on")
    option: Option = Field(description="the scoring option there")
    sandals: int = Field(description="sandals paid for the extra spaces")
    round: int = Field(description="the round it moved in")
    scores: list[OptionScore] = Field(description="per seat, in seat order")


class PublicView(ViewModel):
    phase: Literal["setup_pawn", "setup_take", "setup_start", "setup_place", "travel", "claim",
                   "sightsee", "place", "shogunate", "over"] = Field(
        description="the step of the turn: the four setup steps before the first round, then travel, claim (a location "
                    "tile, after travel or after sightseeing), sightsee (take a card), place (it in the photobook), "
                    "shogunate (after a refill); over at the end")
    turn: int | None = Field(description="the seat to move; null once the game is over")
    round: int = Field(description="the round, 1 to `rounds`; 0 while setting up")
    rounds: int = Field(description="how many rounds the game has (10)")
    last_round: bool = Field(description="the deck ran out: the game ends after this round")
    claim_stage: Literal["travel", "sightseeing"] | None = Field(
        description="in the claim step: whether it follows travel (a sandal may be taken instead) or sightseeing; null otherwise")
    claim_forgone: bool = Field(
        description="the player to move took the sandal instead of the location tile at the end of travel (or declined it "
                    "with the supply empty): that tile is not claimed after sightseeing this turn")
    pending: CardId | None = Field(description="the card taken and not yet placed")
    deck: int = Field(description="cards left in the deck")
    area: dict[Cell, CardId | None] = Field(description='the town area: "x,y" (column 0-2 from the left, row 0-2 from the top) → the card there, or null')
    street: list[Stop] = Field(description="the 12 street markers, clockwise from the one above the town's left column")
    options: list[Option] = Field(description="the six scoring options around the Shogunate track, clockwise from the Shogunate space")
    shogun: int = Field(description="the option space of the Shogunate pawn; -1 on the Shogunate space, where it starts")
    last_shogunate: ShogunateScoring | None = Field(
        description="what the Shogun's last move scored, until it moves again; null before its first move")
    supply: int = Field(description="sandals in the supply")
    start_cards: list[CardId] = Field(description="the starting cards not yet chosen")
    seats: list[SeatView] = Field(description="every player, in seat order")
    cards: dict[CardId, Card] = Field(description="every card in sight")
    locations: dict[str, Location] = Field(description="every location tile in sight")
    claimable: list[int] = optional("in the claim step: the photobook columns that may claim the tile")


class PrivateView(ViewModel):
    """Nothing is private in Osaka: only the deck is hidden, from everyone."""
