"""The typed shape of Sunset Over Water's moves and views (served as JSON Schemas, see
app/engine/schema.py)."""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from app.engine.schema import MoveModel, OpenRecord, ViewModel, optional

Pos = str  # a space of the wilderness grid, named as in the views' `pos`
Direction = Literal["N", "NE", "E", "SE", "S", "SW", "W", "NW"]
CardId = str  # a planning, landscape, commission or goal card, named in the catalog


# ----- moves -----------------------------------------------------------------------------------

class Plan(MoveModel):
    """Planning: choose the planning card for the day, and the order of the others put back."""
    type: Literal["plan"]
    card: CardId = Field(description="the planning card of your hand played today")
    bottom: list[CardId] = optional("when cards go back: those put under your deck, in order")


class Hike(MoveModel):
    """Trek: hike in one of your card's directions."""
    type: Literal["hike"]
    dir: Direction = Field(description="the direction")
    distance: int = Field(description="spaces travelled, up to your card's move value")


class Stay(MoveModel):
    """Trek: stay where you are instead of hiking."""
    type: Literal["stay"]


class Paint(MoveModel):
    """Trek: paint a landscape card along your path."""
    type: Literal["paint"]
    card: CardId = Field(description="the landscape card painted")
    pos: Pos = Field(description="where it lies")


class StopPainting(MoveModel):
    """Trek: paint no more this turn."""
    type: Literal["stop_painting"]


class Sell(MoveModel):
    """Trek: start selling paintings to a commission of the row."""
    type: Literal["sell"]
    commission: CardId = Field(description="the commission card")


class Frame(MoveModel):
    """A sale: put a painting in the next frame of the commission."""
    type: Literal["frame"]
    landscape: CardId = Field(description="the painting (a landscape card you painted)")


class CancelSale(MoveModel):
    """A sale: give it up and take the paintings back."""
    type: Literal["cancel_sale"]


class EndTurn(MoveModel):
    """Trek: end your turn."""
    type: Literal["end_turn"]


MOVES = (Plan, Hike, Stay, Paint, StopPainting, Sell, Frame, CancelSale, EndTurn)


# ----- views -----------------------------------------------------------------------------------

class Planning(ViewModel):
    id: CardId
    colour: str
    time: str = Field(description="the time of day, which sets the trek order")
    wake: int = Field(description="the wake-up value")
    move: int = Field(description="the most spaces a hike may cover")
    paint: int = Field(description="the most landscapes that may be painted")
    directions: list[Direction] = Field(description="the directions a hike may take")


class Landscape(ViewModel):
    id: CardId
    features: list[str]


class FrameSlot(ViewModel):
    needs: list[str] = Field(description="the features the painting must show")
    any: int = Field(description="features of any kind needed beyond those")
    open: bool = Field(description="the frame is still empty")


class Commission(ViewModel):
    id: CardId
    renown: int
    frames: list[FrameSlot]


class Goal(ViewModel):
    id: CardId
    renown: int
    kind: str
    text: str = Field(description="the goal in words")
    dirs: list[Direction] = optional("hike_direction goals: the directions")
    spaces: int = optional("hike_at_least goals: the spaces")
    landscapes: int = optional("paint_at_least goals: the landscapes")
    commissions: int = optional("sell_at_least goals: the commissions")
    features: list[str] = optional("feature goals: the features")


class OpenGoal(Goal):
    holder: int | None = Field(description="the seat holding the goal")


class SeatView(ViewModel):
    seat: int
    colour: str
    pos: Pos
    paintings: list[Landscape]
    commissions: list[Commission] = Field(description="commissions sold")
    goals: list[Goal] = Field(description="goals achieved")
    played: list[Planning] = Field(description="planning cards played, in order")
    planned: bool = Field(description="the seat has chosen its card for the day")
    chosen: Planning | None = Field(description="the card chosen, once revealed")
    deck: int
    hand: int
    score: int = Field(description="the seat's renown if the game ended now (commissions sold, daily goals won and the one "
                                   "held today, unsold landscapes, Wanderlust's bonuses): the total of the engine's standing, "
                                   "the final score once the game is over")


class Space(ViewModel):
    pos: Pos
    card: Landscape | None
    station: str | None = Field(description="a station of the board, where no card lies")
    artists: list[int] = Field(description="seats whose artist stands there")


class HikeOption(ViewModel):
    """A hike or stay move of the legal list, with where it leads: the path to draw and the spaces
    to outline. What the hike is worth (renown, the daily goal, the most the turn can still make)
    is its preview, asked for with `?preview=true` like every move's."""
    type: Literal["hike", "stay"]
    dir: Direction = optional("hike: the direction")
    distance: int = optional("hike: the spaces")
    path: list[Pos] = Field(description="the spaces crossed")
    paintable: list[Pos] = Field(description="the spaces whose landscapes could then be painted")


class TurnLog(ViewModel):
    dir: Direction | None
    distance: int
    painted: int
    sold: int


class Sale(ViewModel):
    commission: Commission
    landscapes: list[CardId] = Field(description="paintings framed so far")


class ScoreLine(OpenRecord):
    """One scoring line; the other fields are the parameters of the wording for `code`."""
    category: str
    code: str
    points: int
    reason: str


class Inspiration(ViewModel):
    id: CardId
    feature: str


class Journal(ViewModel):
    id: CardId
    cards: list[Planning]


class PublicView(ViewModel):
    solo: bool
    day: int
    days: int
    phase: Literal["planning", "trek", "over"]
    step: Literal["hike", "paint", "sell", "frame"] | None = Field(description="the step of the trek turn")
    actors: list[int]
    current: int | None = Field(description="the seat trekking now")
    order: list[int] = Field(description="the trek order of the day")
    wilderness: list[Space] = Field(description="the grid, row by row")
    landscape_deck: int
    landscape_discard: list[Landscape]
    commission_row: list[Commission | None]
    commission_preview: Commission | None = Field(description="the top card of the commission deck")
    commission_deck: int
    commission_discard: list[Commission]
    goal: OpenGoal | None
    goal_deck: int
    goal_discard: list[Goal]
    path: list[Pos] = Field(description="the spaces hiked this turn")
    paint_left: int
    paintable: list[Pos] = Field(description="in the paint step: where a landscape may be painted")
    hike_preview: list[HikeOption] = Field(description="in the hike step: every legal hike or stay and where it leads")
    turn_log: TurnLog | None
    sale: Sale | None
    seats: list[SeatView]
    end_reason: str | None = Field(description="once over: why, in English (for logs; `end_code` is what a client words)")
    end_code: Literal["days_played", "out_of_commissions"] | None = Field(
        description="once over: why the game ended (the catalog's events word it): the last day was played, "
                    "or the commission row could not be refilled")
    details: list[list[ScoreLine]] = optional("once over: per seat, every scoring line")
    hand: list[Planning] = optional("solo: the hand (nothing is private in a solo game)")
    inspiration: Inspiration = optional("solo: the inspiration card")
    journal: Journal = optional("solo: the journal and the cards played")
    rank: str = optional("solo: the rank the score earns")


class PrivateView(ViewModel):
    """Empty in a solo game (everything is public there)."""
    hand: list[Planning] = optional("your planning cards")
    chosen: Planning | None = optional("your card for the day")
    deck_unknown_order: list[Planning] = optional("cards left in your deck, in no order")
    deck_bottom: list[Planning] = optional("the cards you put back under your deck, in order")
