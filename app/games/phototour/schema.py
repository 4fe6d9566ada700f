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
# Sight card N shows the sight of location N (its town): content.sights["N"], content.locations["N"].
SIGHT = "'sight:N', the sight of location N"


# ----- moves -----------------------------------------------------------------------------------

class Choose(MoveModel):
    """Start: choose one of the three sight cards dealt to you and discard it; your pawn starts at
    its location (sight N is at location N), and the other two cards stay in your hand."""
    type: Literal["choose"]
    card: SightId = Field(description=f"one of your three dealt cards ({SIGHT}): it is discarded and your pawn starts in its town")


class Die(MoveModel):
    """Main action: take a transport die of the dice row to travel by its face (car, train or
    plane); a `go` step then asks where. The last die taken rerolls all five."""
    type: Literal["die"]
    die: int = Field(description="the die's place in the dice row (0 to 4)")
    as_: Travel = Field(default=None, alias="as", json_schema_extra=no_default,
                        description="with this turn's 'use any die as' sight bonus: the face the die is used as instead of its own")


class Go(MoveModel):
    """Answer the travel step: move your pawn to a location the trip reaches (by the die's face,
    a diary bonus's free trip, or one segment from a bonus)."""
    type: Literal["go"]
    to: int = Field(description="the location number, 1 to 50 (content.locations)")


class TakeCard(MoveModel):
    """Answer a bonus's 'take 1 available sight card' step: take a sight card of the display into
    your hand (not a main action)."""
    type: Literal["take_card"]
    card: SightId = Field(description=f"a sight card of the display ({SIGHT})")


class TakeToken(MoveModel):
    """Answer a diary bonus's 'take 1 equipment token from the board' step: take a token of the
    token row into your reserve (not a main action; a 4th token in the reserve asks for a
    discard). Tokens a bonus draws from the bag are drawn at random, without a move."""
    type: Literal["take_token"]
    token: Token = Field(description="the kind of a token lying in the token row")


class Rent(MoveModel):
    """Main action: rent a token of the token row into your reserve (at most 3: a 4th asks for a
    discard). The last token taken lays out five new ones."""
    type: Literal["rent"]
    token: Token = Field(description="the kind of a token lying in the token row")


class Plan(MoveModel):
    """Main action: plan a visit, taking a sight card of the display into your hand. The last
    card taken lays out five new ones."""
    type: Literal["plan"]
    card: SightId = Field(description=f"a sight card of the display ({SIGHT})")


class Photo(MoveModel):
    """Main action: photograph the sight of the town your pawn is in (or, with Elbrus's or
    Altai's bonus, one segment away): the card goes from your hand into a free slot of your
    diary; an `equip` step may follow."""
    type: Literal["photo"]
    card: SightId = Field(description=f"a sight card of your hand ({SIGHT}) whose location is your pawn's")
    slot: int = Field(description="the free diary slot it goes into (0 to 6; on side B, 0 to 3 are the top row)")


class Equip(MoveModel):
    """Answer the equip step: put a token of your reserve on a free matching space of the card
    just photographed (the universal symbol fits any token); it scores 3 at the end."""
    type: Literal["equip"]
    token: Token = Field(description="a token of your reserve")
    space: int = Field(description="the equipment space of the card just placed (0-based, content.sights[N].spaces)")


class EquipDone(MoveModel):
    """Answer the equip step: put no more tokens on the photograph, which completes it."""
    type: Literal["equip_done"]


class Use(MoveModel):
    """Strategic, in a reaction window: answer the opponent's main action with the 'If an
    opponent...' bonus of a sight in your diary (once between two of your turns)."""
    type: Literal["use"]
    card: SightId = Field(description=f"a sight of your diary ({SIGHT}) whose bonus answers this action")


class SightBonus(MoveModel):
    """Strategic, on your turn: activate the 'On your turn' or 'Bonus action' bonus of a sight in
    your diary (one sight bonus per turn)."""
    type: Literal["sight_bonus"]
    card: SightId = Field(description=f"a sight of your diary ({SIGHT})")


class Diary(MoveModel):
    """Strategic, on your turn: use the one-time bonus of a top-row diary slot that holds a sight
    of the slot's type; the bonus then closes."""
    type: Literal["diary"]
    slot: int = Field(description="the top-row diary slot (0 to 3)")


class SetDie(MoveModel):
    """Answer a bonus's 'turn 1 transport die' step: turn a die of the dice row to another face."""
    type: Literal["set_die"]
    die: int = Field(description="the die's place in the dice row (0 to 4)")
    face: Travel = Field(description="the face it is turned to, not the one it shows")


class Refresh(MoveModel):
    """Start a refresh, any number of times in your turn while nothing else is pending: choose a
    row, mark what leaves it, refill it to 5, then pay 1 token or 1 card (or cancel before
    paying)."""
    type: Literal["refresh"]


class RefreshRow(MoveModel):
    """Refresh step: choose the row to refresh."""
    type: Literal["refresh_row"]
    row: Row = Field(description="the row refreshed: sight cards, equipment tokens or transport dice")


class Pay(MoveModel):
    """Refresh step: pay for the refresh with a token of your reserve or a sight card of your
    hand (both are discarded); the marked items then leave and the row is refilled to 5."""
    type: Literal["pay"]
    token: Token = optional("a token of your reserve (give either token or card)")
    card: SightId = optional(f"a sight card of your hand ({SIGHT}; give either token or card)")


class Refill(MoveModel):
    """Refresh step: stop marking and refill the row (the marked items are discarded, or the
    marked dice rerolled, up to 5); a paid refresh asks for the payment first."""
    type: Literal["refill"]


class DiscardToken(MoveModel):
    """Answer the discard step: a 4th token came into your reserve (limit 3), so discard one."""
    type: Literal["discard_token"]
    token: Token = Field(description="a token of your reserve")


class DiscardItem(MoveModel):
    """Refresh step: mark an item of the row being refreshed to leave it (a die to be rerolled);
    nothing leaves until the refill."""
    type: Literal["discard_item"]
    index: int = Field(description="the item's place in the row (0 to 4)")


class Cancel(MoveModel):
    """Refresh step: abandon an unpaid refresh before paying (nothing changes); a free refresh
    from a bonus, or a 4th refresh after three cancelled in one turn, cannot be cancelled."""
    type: Literal["cancel"]


class Pass(MoveModel):
    """Strategic, in a reaction window: do not answer this action (the allowance to react once
    between your turns is kept)."""
    type: Literal["pass"]


class EndTurn(MoveModel):
    """End your turn, once the main action is done (or when none is possible)."""
    type: Literal["end_turn"]


MOVES = (Choose, Die, Go, TakeCard, TakeToken, Rent, Plan, Photo, Equip, EquipDone, Use, SightBonus,
         Diary, SetDie, Refresh, RefreshRow, Pay, Refill, DiscardToken, DiscardItem, Cancel, Pass, EndTurn)


# ----- views -----------------------------------------------------------------------------------

class Tokens(ViewModel):
    """A count of equipment tokens by kind."""
    drone: int = Field(description="quadcopter tokens")
    film: int = Field(description="film tokens")
    flash: int = Field(description="flash tokens")
    lens: int = Field(description="lens tokens")
    tripod: int = Field(description="tripod tokens")


class Step(OpenRecord):
    """A step of the turn waiting for a choice; its other fields depend on `kind`."""
    kind: str = Field(description="go, equip, discard_token, take_card, take_token, set_die, refresh_row, "
                                  "refresh_discard or refresh_pay: the moves that answer it are the legal ones")


class TurnView(ViewModel):
    """The turn under way."""
    seat: int = Field(description="the seat whose turn it is")
    main_done: bool = Field(description="the turn's main action is done")
    sight_bonus_used: bool = Field(description="Strategic: the one sight bonus of this turn was used")
    mods: dict[str, bool | int | str] = Field(description="this turn's modifiers from 'On your turn' sight bonuses (die_as: the face any one die may be used as; range_car, range_train: extra segments; land_anywhere, take_off_anywhere: flights; photo_adjacent: photograph one segment away)")
    pending: Step | None = Field(description="the step waiting for the seat's choice")
    cancels: int = Field(description="unpaid refreshes cancelled this turn (after 3, a refresh must be paid)")


class Reaction(ViewModel):
    """The reaction window between turns."""
    seat: int = Field(description="the seat reacting now")
    queue: list[int] = Field(description="seats still to react, in order")
    trigger: OpenRecord = Field(description="what opened the window")
    pending: Step | None = Field(description="the step the reacting seat's bonus waits on")


class DiaryEntry(ViewModel):
    """A photograph in a diary slot."""
    card: SightId = Field(description=f"the sight photographed ({SIGHT})")
    tokens: list[Token | None] = Field(description="the token on each equipment space of the card, in "
                                                   "order (null: empty)")
    used: bool = Field(description="side B top row: the slot's one-time bonus was used")


class DiarySlot(ViewModel):
    """A slot of a side B diary."""
    type: str = Field(description="city or nature: the sight type that opens the slot's bonus")
    row: Literal["top", "bottom"] = Field(description="top: a one-time bonus; bottom: points at the end")
    bonus: str = optional("top row: the bonus")
    condition: OpenRecord = optional("bottom row: the condition")


class Breakdown(ViewModel):
    """A seat's points by category, if the game ended now."""
    sights: int = Field(description="the points printed on the photographed sights")
    tokens_on_cards: int = Field(description="3 for each token on a photograph")
    reserve: int = Field(description="1 for each token left in the reserve")
    contests: int = optional("strategic mode: contest points")
    bonuses: int = optional("strategic mode: bonus points")


class SeatView(ViewModel):
    """One seat, as everyone sees it."""
    seat: int = Field(description="the seat's number, from 0")
    pawn: int | None = Field(description="the location number of the pawn")
    hand_count: int = Field(description="how many sight cards the hand holds")
    hand_known: list[SightId] = Field(description="the cards of the hand everyone has seen taken")
    reserve: list[Token] = Field(description="the equipment tokens of the reserve (at most 3)")
    diary: list[DiaryEntry | None] = Field(description="the diary's 7 slots (null: empty)")
    diary_side: Literal["A", "B"] = Field(description="A in Basic mode (no bonuses), B in Strategic mode")
    diary_id: int | None = Field(description="side B: the diary (content.diaries), null on side A")
    diary_slots: list[DiarySlot] | None = Field(description="side B: what each slot gives, null on side A")
    photos: int = Field(description="sights photographed")
    reacted: bool = Field(description="Strategic: the seat answered an opponent's action since its last turn")
    bonus_points: int = Field(description="points sight bonuses gave during the game (reactions that gain points)")
    chosen: bool | None = Field(description="at the start: whether the seat has chosen its card")
    score: int = Field(description="the seat's points if the game ended now (the sum of the breakdown)")
    breakdown: Breakdown | None = Field(description="the points by category if the game ended now (null at the start)")


class ScoreLine(OpenRecord):
    """One scoring line; the other fields are the parameters of the wording for `code`."""
    category: str = Field(description="the category of the breakdown it counts in")
    points: int = Field(description="the points it gives")
    code: str = Field(description="the catalog's wording of the line (catalog.events)")
    reason: str = Field(description="the line in English")


class PublicView(ViewModel):
    mode: Literal["basic", "strategic"] = Field(description="the game's mode: Strategic adds bonuses and contests")
    phase: Literal["start", "play", "over"] = Field(description="start: everyone chooses a starting card; "
                                                                  "play: turns; over: the game ended")
    players: int = Field(description="the number of seats")
    first: int | None = Field(description="the first player (whose pawn started at the highest location number)")
    last_round: bool = Field(description="a diary is full: this round is the last")
    active: int | None = Field(description="the seat whose turn it is")
    turn: TurnView | None = Field(description="the turn under way (null at the start and at the end)")
    reaction: Reaction | None = Field(description="Strategic: the reaction window after a main action, if open")
    display: list[SightId | None] = Field(description=f"the 5 places of the sight display, the cards on offer ({SIGHT}; null: taken)")
    deck_count: int = Field(description="sight cards left in the deck")
    sight_discard: list[SightId] = Field(description="the sight discard pile, oldest first")
    board_tokens: list[Token | None] = Field(description="the 5 places of the token row on the board (null: taken)")
    bag: Tokens = Field(description="tokens in the bag by kind")
    bag_count: int = Field(description="tokens in the bag")
    token_discard: Tokens = Field(description="discarded tokens by kind (they go back into the bag when it is empty)")
    dice: list[Travel | None] = Field(description="the 5 places of the dice row, each die's face (null: taken)")
    contests: list[int] = Field(description="the contests of this game (content.contests)")
    seats: list[SeatView] = Field(description="every seat, in seat order")
    content: str = Field(description="the version of the static content")
    details: list[list[ScoreLine]] | None = Field(description="once over: per seat, every scoring line")


class PrivateView(ViewModel):
    hand: list[SightId] = Field(description=f"the sight cards of your hand ({SIGHT})")
    dealt: list[SightId] = Field(description="at the start: the cards dealt to choose from")
    choice: SightId | None = Field(description="at the start: the card chosen")
