"""The typed shape of Sunset Over Water's moves and views (served as JSON Schemas, see
app/engine/schema.py)."""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from app.engine.schema import MoveModel, OpenRecord, ViewModel, optional

Pos = str  # "x,y": a space of the Wilderness, x the column from 0 (west) to 4, y the row from 0 (north) to 4
Direction = Literal["N", "NE", "E", "SE", "S", "SW", "W", "NW"]
CardId = str  # a planning, landscape, commission or goal card, named in the catalog


# ----- moves -----------------------------------------------------------------------------------

class Plan(MoveModel):
    """Planning: choose the planning card for the day. With 2 to 4 players the choice is secret and
    the two other cards go under your deck; in Wanderlust (solo) the other cards stay face up in
    your hand and the chosen card's wake-up time acts at once (before 8:00 the empty spaces are
    refilled, from 8:00 the most renowned commission of the row is discarded, from 11:00 the two
    most renowned)."""
    type: Literal["plan"]
    card: CardId = Field(description="the planning card of your hand you play today")
    bottom: list[CardId] = optional("2 to 4 players only (left out in Wanderlust): the two cards of your hand you do "
                                    "not choose, put under your deck in this order (the last one ends at the very bottom)")


class Hike(MoveModel):
    """Trek, first step: hike in a straight line in one of your planning card's directions, up to its
    movement points; you may pass another artist but not end on their space, and never enter or
    cross an empty space (a ranger station passed refills its empty neighbours first)."""
    type: Literal["hike"]
    dir: Direction = Field(description="one of the directions on your planning card (N is up, the y of `pos` grows southward)")
    distance: int = Field(description="spaces hiked, from 1 up to your planning card's movement points")


class Stay(MoveModel):
    """Trek, first step: stay on your space instead of hiking, then paint from it. Refused on a
    space another artist stands on while a hike is possible."""
    type: Literal["stay"]


class Paint(MoveModel):
    """Trek, after the hike: paint the landscape of a space of this turn's path (the one you
    started on, those you hiked through, the one you stopped on), not under another artist; it
    leaves the Wilderness and becomes one of your unsold paintings. Repeat up to your planning
    card's paint count."""
    type: Literal["paint"]
    card: CardId = Field(description="the landscape card lying on that space")
    pos: Pos = Field(description="the space of this turn's path the landscape lies on")


class StopPainting(MoveModel):
    """Trek: paint no more this turn and go on to selling."""
    type: Literal["stop_painting"]


class Sell(MoveModel):
    """Trek, after painting: start a sale to a commission whose frames your unsold paintings can
    fill; then `frame` one painting at a time. Commissions of the row, and on the last day of
    Wanderlust also the face-up one on the commission deck. You may sell to several in a turn."""
    type: Literal["sell"]
    commission: CardId = Field(description="the commission sold to")


class Frame(MoveModel):
    """A sale: put one of your unsold paintings in a frame of the commission left empty. With the
    last frame filled the sale is made: the commission and its renown are yours and the framed
    paintings are discarded."""
    type: Literal["frame"]
    landscape: CardId = Field(description="one of your unsold paintings (a landscape card you painted), not framed yet")


class CancelSale(MoveModel):
    """A sale: call it off before the last frame; the paintings framed so far stay unsold in your
    hands and you choose again whether to sell or end your turn."""
    type: Literal["cancel_sale"]


class EndTurn(MoveModel):
    """Trek, selling step: sell no more and end your turn (the daily goal goes to you if you meet
    it now); the next artist treks, or the day ends."""
    type: Literal["end_turn"]


MOVES = (Plan, Hike, Stay, Paint, StopPainting, Sell, Frame, CancelSale, EndTurn)


# ----- views -----------------------------------------------------------------------------------

class Planning(ViewModel):
    """A planning card: when its artist wakes up, and how far and how much they may hike and paint."""
    id: CardId = Field(description="the planning card (named in the catalog's components)")
    colour: str = Field(description="the colour of its deck (blue, green, orange or purple): the colour of the seat it belongs to")
    time: str = Field(description="the wake-up time printed on the card (\"6:15\"): the earliest time treks first")
    wake: int = Field(description="the wake-up time in minutes after midnight (the trek order; in Wanderlust it "
                                  "chooses the wake-up action)")
    move: int = Field(description="movement points: the most spaces a hike may cover")
    paint: int = Field(description="the paint count: the most landscapes that may be painted after the hike")
    directions: list[Direction] = Field(description="the directions a hike may take")


class Landscape(ViewModel):
    """A landscape card: on the Wilderness, or painted by an artist."""
    id: CardId = Field(description="the landscape card (named in the catalog's components)")
    features: list[str] = Field(description="the features it shows: mountains, coast, waterfall, wildflowers, sunset")


class FrameSlot(ViewModel):
    """One frame of a commission: which landscapes fit it."""
    needs: list[str] = Field(description="the features the painting must show")
    any: int = Field(description="how many features of any other kind the painting shows beyond `needs`")
    open: bool = Field(description="other features allowed: true, the painting shows `needs` (and `any` more) and may show "
                                   "others too; false, it shows exactly `needs` and `any` more")


class Commission(ViewModel):
    """A commission card: the renown it gives and the frames the paintings sold to it must fit."""
    id: CardId = Field(description="the commission card (named in the catalog's components)")
    renown: int = Field(description="the renown it gives to the artist who sells to it")
    frames: list[FrameSlot] = Field(description="its frames: one painting for each, every frame filled to sell")


class Goal(ViewModel):
    """A daily goal card (2 to 4 players): what an artist must do on their turn to hold it."""
    id: CardId = Field(description="the daily goal card (named in the catalog's components)")
    renown: int = Field(description="the renown it gives to the seat that wins it")
    kind: str = Field(description="what it asks: hike_direction, hike_at_least, paint_at_least, sell_at_least, "
                                  "end_on_edge or own_features (the values below say how much)")
    text: str = Field(description="the goal in English words (the catalog names it in every language)")
    dirs: list[Direction] = optional("hike_direction goals: a hike this turn in one of these directions")
    spaces: int = optional("hike_at_least goals: the fewest spaces hiked this turn")
    landscapes: int = optional("paint_at_least goals: the fewest landscapes painted this turn")
    commissions: int = optional("sell_at_least goals: the fewest commissions sold this turn")
    features: list[str] = optional("own_features goals: features all shown by your unsold paintings after your turn")


class OpenGoal(Goal):
    """Today's daily goal, with who holds it."""
    holder: int | None = Field(description="the seat that met it last today (it wins the card when the day ends), "
                                           "or null: nobody yet (the card is discarded if nobody meets it)")


class SeatView(ViewModel):
    """A seat's artist and what it owns, as everyone sees them."""
    seat: int = Field(description="the seat, from 0")
    colour: str = Field(description="the seat's colour (its planning deck's and its artist's)")
    pos: Pos = Field(description="the space its artist stands on")
    paintings: list[Landscape] = Field(description="its unsold paintings")
    commissions: list[Commission] = Field(description="commissions sold")
    goals: list[Goal] = Field(description="daily goal cards won")
    played: list[Planning] = Field(description="planning cards played, in order")
    planned: bool = Field(description="the seat has chosen its card for the day")
    chosen: Planning | None = Field(description="the card chosen, once revealed")
    deck: int = Field(description="planning cards left in its deck")
    hand: int = Field(description="planning cards in its hand")
    score: int = Field(description="the seat's renown if the game ended now (commissions sold, daily goals won and the one "
                                   "held today, unsold landscapes, Wanderlust's bonuses): the total of the engine's standing, "
                                   "the final score once the game is over")


class Space(ViewModel):
    """One space of the Wilderness."""
    pos: Pos = Field(description="the space")
    card: Landscape | None = Field(description="the landscape lying there, or null: an empty space or a ranger station")
    station: str | None = Field(description="Wanderlust: the ranger station standing there (hiking onto or through it "
                                            "refills the empty spaces around it), or null")
    artists: list[int] = Field(description="seats whose artist stands there")


class HikeOption(ViewModel):
    """A hike or stay move of the legal list, with where it leads: the path to draw and the spaces
    to outline. What the hike is worth (renown, the daily goal, the most the turn can still make)
    is its preview, asked for with `?preview=true` like every move's."""
    type: Literal["hike", "stay"] = Field(description="the move's type: a hike, or staying where you are")
    dir: Direction = optional("hike: the direction")
    distance: int = optional("hike: the spaces")
    path: list[Pos] = Field(description="the spaces of the turn's path: where the artist starts, then each space hiked")
    paintable: list[Pos] = Field(description="the spaces whose landscapes could then be painted")


class TurnLog(ViewModel):
    """What the trekking artist has done this turn (the daily goal is judged on it)."""
    dir: Direction | None = Field(description="the direction hiked, or null: no hike yet, or a stay")
    distance: int = Field(description="spaces hiked (0 for a stay)")
    painted: int = Field(description="landscapes painted this turn")
    sold: int = Field(description="commissions sold this turn")


class Sale(ViewModel):
    """The sale being framed."""
    commission: Commission = Field(description="the commission sold to")
    landscapes: list[CardId] = Field(description="paintings framed so far")


class ScoreLine(OpenRecord):
    """One scoring line; the other fields are the parameters of the wording for `code`."""
    category: str = Field(description="the score category (the catalog's categories word it)")
    code: str = Field(description="the line's wording (the catalog's events template of that name)")
    points: int = Field(description="renown the line adds")
    reason: str = Field(description="the line in English (for logs)")


class Inspiration(ViewModel):
    """Wanderlust's inspiration card."""
    id: CardId = Field(description="the inspiration card drawn at setup")
    feature: str = Field(description="its feature: at the end, 1 renown for each commission sold that shows it")


class Journal(ViewModel):
    """Wanderlust's solo journal."""
    id: CardId = Field(description="the solo journal")
    cards: list[Planning] = Field(description="the planning cards played so far, in order")


class PublicView(ViewModel):
    solo: bool = Field(description="Wanderlust, the solo game: one player, ranger stations, wake-up actions, 8 days")
    day: int = Field(description="the day being played, from 1")
    days: int = Field(description="the days the game lasts: 6, or 8 in Wanderlust")
    phase: Literal["planning", "trek", "over"] = Field(
        description="planning: every seat chooses a card; trek: the artists take turns in wake-up order; over: the game has ended")
    step: Literal["hike", "paint", "sell", "frame"] | None = Field(description="the step of the trek turn")
    actors: list[int] = Field(description="the seats asked to move now: in planning every seat still to choose, in the trek "
                                          "the trekking seat, none once over")
    current: int | None = Field(description="the seat trekking now")
    order: list[int] = Field(description="the trek order of the day")
    wilderness: list[Space] = Field(description="the grid, row by row")
    landscape_deck: int = Field(description="landscape cards left face down (the discards are shuffled into a new deck when it runs out)")
    landscape_discard: list[Landscape] = Field(description="landscapes discarded by the sales")
    commission_row: list[Commission | None] = Field(description="the commissions for sale, in row order; null: a slot "
                                                                "emptied today, refilled at the end of the day")
    commission_preview: Commission | None = Field(description="the top card of the commission deck, face up: the next to "
                                                              "fill the row")
    commission_deck: int = Field(description="commission cards left face down under it")
    commission_discard: list[Commission] = Field(description="commissions the Wanderlust wake-up actions discarded")
    goal: OpenGoal | None = Field(description="today's daily goal (null in Wanderlust, and once the goal deck is empty)")
    goal_deck: int = Field(description="daily goal cards left face down")
    goal_discard: list[Goal] = Field(description="daily goals nobody met on their day")
    path: list[Pos] = Field(description="the spaces hiked this turn")
    paint_left: int = Field(description="landscapes the trekking artist may still paint this turn")
    paintable: list[Pos] = Field(description="in the paint step: where a landscape may be painted")
    hike_preview: list[HikeOption] = Field(description="in the hike step: every legal hike or stay and where it leads")
    turn_log: TurnLog | None = Field(description="the trekking artist's turn so far (null outside the trek)")
    sale: Sale | None = Field(description="the sale being framed (null outside the frame step)")
    seats: list[SeatView] = Field(description="every seat, in seat order")
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
