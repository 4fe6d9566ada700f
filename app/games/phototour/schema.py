"""The typed shape of Phototour's moves and views (served as JSON Schemas, see
app/engine/schema.py). The board itself (regions, locations, sights, diaries, contests) is static
and served once as the game metadata's `content`."""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from app.engine.schema import MoveModel, OpenRecord, ViewModel, no_default, optional

Token = Literal["drone", "film", "flash", "lens", "tripod"]
Travel = Literal["car", "train", "plane"]
Row = Literal["sights", "tokens", "dice"]
SightId = str  # "sight:<n>", named in the catalog; its number keys content.sights


# ----- moves -----------------------------------------------------------------------------------

class Choose(MoveModel):
    """Start: keep one of the sight cards dealt to you."""
    type: Literal["choose"]
    card: SightId = Field(description="one of your dealt cards")


class Die(MoveModel):
    """Travel with a die of the dice row."""
    type: Literal["die"]
    die: int = Field(description="the die's place in the dice row")
    as_: Travel = Field(default=None, alias="as", json_schema_extra=no_default,
                        description="with a bonus: the way of travel used instead of the face")


class Go(MoveModel):
    """Move your pawn to a location the chosen travel reaches."""
    type: Literal["go"]
    to: int = Field(description="the location number (content.locations)")


class TakeCard(MoveModel):
    """Take a sight card of the display into your hand."""
    type: Literal["take_card"]
    card: SightId = Field(description="a card of the display")


class TakeToken(MoveModel):
    """Take a token (from the bag or a bonus) into your reserve."""
    type: Literal["take_token"]
    token: Token = Field(description="the token kind")


class Rent(MoveModel):
    """Rent a token of the token row into your reserve."""
    type: Literal["rent"]
    token: Token = Field(description="a token of the token row")


class Plan(MoveModel):
    """Plan a sight: put a card of your hand into play."""
    type: Literal["plan"]
    card: SightId = Field(description="a card of your hand")


class Photo(MoveModel):
    """Photograph a sight where your pawn stands, putting a token on one of its spaces."""
    type: Literal["photo"]
    card: SightId = Field(description="the sight card photographed")
    slot: int = Field(description="the space of the card the token goes on")


class Equip(MoveModel):
    """Put a token of your reserve on a space of the sight being photographed."""
    type: Literal["equip"]
    token: Token = Field(description="a token of your reserve")
    space: int = Field(description="the space of the card")


class EquipDone(MoveModel):
    """Stop equipping the sight."""
    type: Literal["equip_done"]


class Use(MoveModel):
    """Use the bonus of a sight card."""
    type: Literal["use"]
    card: SightId = Field(description="the sight card whose bonus is used")


class SightBonus(MoveModel):
    """Take the bonus of a photographed sight."""
    type: Literal["sight_bonus"]
    card: SightId = Field(description="the photographed sight")


class Diary(MoveModel):
    """Use a slot of your diary."""
    type: Literal["diary"]
    slot: int = Field(description="the diary slot")


class SetDie(MoveModel):
    """Turn a die of the dice row to another face."""
    type: Literal["set_die"]
    die: int = Field(description="the die's place in the dice row")
    face: Travel = Field(description="the face it is turned to")


class Refresh(MoveModel):
    """Start refreshing a row (sights, tokens or dice)."""
    type: Literal["refresh"]


class RefreshRow(MoveModel):
    """Choose the row to refresh."""
    type: Literal["refresh_row"]
    row: Row = Field(description="the row refreshed")


class Pay(MoveModel):
    """Pay for a refresh with a token or a sight card."""
    type: Literal["pay"]
    token: Token = optional("the token paid (one of token or card)")
    card: SightId = optional("the card paid (one of token or card)")


class Refill(MoveModel):
    """Refill your reserve from the bag."""
    type: Literal["refill"]


class DiscardToken(MoveModel):
    """Discard a token from a reserve that holds too many."""
    type: Literal["discard_token"]
    token: Token = Field(description="a token of your reserve")


class DiscardItem(MoveModel):
    """Discard an item from your hand or reserve."""
    type: Literal["discard_item"]
    index: int = Field(description="the item's place")


class Cancel(MoveModel):
    """Cancel the step you started."""
    type: Literal["cancel"]


class Pass(MoveModel):
    """In a reaction window: do not react."""
    type: Literal["pass"]


class EndTurn(MoveModel):
    """End your turn."""
    type: Literal["end_turn"]


MOVES = (Choose, Die, Go, TakeCard, TakeToken, Rent, Plan, Photo, Equip, EquipDone, Use, SightBonus,
         Diary, SetDie, Refresh, RefreshRow, Pay, Refill, DiscardToken, DiscardItem, Cancel, Pass, EndTurn)


# ----- views -----------------------------------------------------------------------------------

class Tokens(ViewModel):
    drone: int
    film: int
    flash: int
    lens: int
    tripod: int


class Step(OpenRecord):
    """A step of the turn waiting for a choice; its other fields depend on `kind`."""
    kind: str


class TurnView(ViewModel):
    seat: int
    main_done: bool = Field(description="the turn's main action is done")
    sight_bonus_used: bool
    mods: dict[str, bool | int | str] = Field(description="this turn's modifiers from a sight bonus")
    pending: Step | None = Field(description="the step waiting for the seat's choice")
    cancels: int


class Reaction(ViewModel):
    """The reaction window between turns."""
    seat: int = Field(description="the seat reacting now")
    queue: list[int] = Field(description="seats still to react, in order")
    trigger: OpenRecord = Field(description="what opened the window")
    pending: Step | None


class DiaryEntry(ViewModel):
    card: SightId
    tokens: list[Token | None]
    used: bool


class DiarySlot(ViewModel):
    type: str
    row: Literal["top", "bottom"]
    bonus: str = optional("top row: the bonus")
    condition: OpenRecord = optional("bottom row: the condition")


class Breakdown(ViewModel):
    sights: int
    tokens_on_cards: int
    reserve: int
    contests: int = optional("strategic mode: contest points")
    bonuses: int = optional("strategic mode: bonus points")


class SeatView(ViewModel):
    seat: int
    pawn: int | None = Field(description="the location number of the pawn")
    hand_count: int
    hand_known: list[SightId] = Field(description="the cards of the hand everyone has seen taken")
    reserve: list[Token]
    diary: list[DiaryEntry | None] = Field(description="the diary's spaces")
    diary_side: Literal["A", "B"]
    diary_id: int | None
    diary_slots: list[DiarySlot] | None
    photos: int = Field(description="sights photographed")
    reacted: bool
    bonus_points: int
    chosen: bool | None = Field(description="at the start: whether the seat has chosen its card")
    score: int
    breakdown: Breakdown | None


class ScoreLine(OpenRecord):
    """One scoring line; the other fields are the parameters of the wording for `code`."""
    category: str
    points: int
    code: str
    reason: str


class PublicView(ViewModel):
    mode: Literal["basic", "strategic"]
    phase: Literal["start", "play", "over"]
    players: int
    first: int | None = Field(description="the first player")
    last_round: bool
    active: int | None = Field(description="the seat whose turn it is")
    turn: TurnView | None
    reaction: Reaction | None
    display: list[SightId | None] = Field(description="the sight display")
    deck_count: int
    sight_discard: list[SightId]
    board_tokens: list[Token | None] = Field(description="the token row")
    bag: Tokens = Field(description="tokens in the bag by kind")
    bag_count: int
    token_discard: Tokens
    dice: list[Travel | None] = Field(description="the dice row")
    contests: list[int] = Field(description="the contests of this game (content.contests)")
    seats: list[SeatView]
    content: str = Field(description="the version of the static content")
    details: list[list[ScoreLine]] | None = Field(description="once over: per seat, every scoring line")


class PrivateView(ViewModel):
    hand: list[SightId]
    dealt: list[SightId] = Field(description="at the start: the cards dealt to choose from")
    choice: SightId | None = Field(description="at the start: the card chosen")
