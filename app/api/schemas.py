"""Request bodies and answers of the REST contract, and the one parser of request bodies.

Every body, on the fast ASGI path (hot.py) and on the FastAPI routes alike, goes through
`parse_body`: the content type, then the JSON, then the model (types and shape only, strictly:
no string passes for a number). The values are then checked by the rules they belong to (a name's
length, a game's player count, the turn timer's bounds), with their own codes; the schemas of the
OpenAPI document show those limits (`limits` below), so what a client reads is what is enforced.
"""

from __future__ import annotations

from typing import Any, Literal, TypeVar

import orjson
from pydantic import BaseModel, ConfigDict, Field, ValidationError

from app.bots import LEVELS
from app.services.errors import ServiceError
from app.services.matches import MAX_NAME

MAX_TURN_SECONDS = 86400


class Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True)


# ----- request bodies --------------------------------------------------------------------------

class CreateRoom(Strict):
    game: str = Field(description="a game id of GET /api/games")
    players: int = Field(description="seats at the table, within the game's min_players and max_players")
    options: dict[str, Any] | None = Field(default=None, description="the game's options (its `options` schema)")
    name: str = Field(description=f"the host's display name, 1 to {MAX_NAME} characters", json_schema_extra={
        "minLength": 1, "maxLength": MAX_NAME})
    turn_seconds: int | None = Field(default=None, description="optional turn timer in seconds")
    public: bool = Field(default=False, description="listed in the lobby's open tables while seats are free")
    hints: bool | None = Field(default=None, description="players may ask for a hint (GET .../hint); by default on "
                                                          "at a table with a bot and no turn timer, off at others")


class JoinRoom(Strict):
    name: str = Field(description=f"your display name, 1 to {MAX_NAME} characters", json_schema_extra={
        "minLength": 1, "maxLength": MAX_NAME})


class AddBot(Strict):
    level: str | None = Field(default=None, description="how the bot plays (default greedy)",
                              json_schema_extra={"enum": [*LEVELS, None]})


class BotLevel(Strict):
    level: str = Field(max_length=16, description="the bot's new level", json_schema_extra={"enum": list(LEVELS)})


class ColourChoice(Strict):
    colour: str = Field(max_length=16, description="one of the game's colours (GET /api/games/{game} `colours`) "
                                                   "that no other seat has chosen")


class BotInvite(Strict):
    name: str = Field(description=f"the bot's display name, 1 to {MAX_NAME} characters", json_schema_extra={
        "minLength": 1, "maxLength": MAX_NAME})


class AcceptInvite(Strict):
    invite: str = Field(max_length=200, description="the invitation the host was given (POST .../invites)")


class SeatOrder(Strict):
    order: list[int] = Field(max_length=8, description="the seats as they are now, in their new order: "
                                                       "who sits at order[i] moves to seat i")


class ChatPost(Strict):
    text: str = Field(max_length=20_000, description="the message, plain text (at most 500 characters kept)")
    name: str | None = Field(default=None, max_length=200, description="a spectator's name (players write as "
                             "their seat)")


class SpectatorChat(Strict):
    allowed: bool = Field(description="whether spectators may write in the chat")


class MoveRequest(Strict):
    version: int = Field(description="the version the move was chosen at", json_schema_extra={"minimum": 0})
    move: dict[str, Any] = Field(description="one of your legal moves (GET .../moves), as listed; "
                                             "its shape is the game's move_schema")


Body = TypeVar("Body", bound=BaseModel)


def is_json(content_type: str | None) -> bool:
    media = (content_type or "").split(";", 1)[0].strip().lower()
    return media == "application/json" or media.startswith("application/") and media.endswith("+json")


def read_object(raw: bytes, content_type: str | None, model: type[BaseModel]) -> dict[str, Any]:
    """The body as a JSON object: sent as JSON (415 otherwise), parsed, an object (422)."""
    if not is_json(content_type):
        raise ServiceError(415, "unsupported_media_type", "send the body as Content-Type: application/json")
    try:
        data = orjson.loads(raw)
    except orjson.JSONDecodeError:
        raise ServiceError(422, "malformed_request", "the body is not valid JSON") from None
    if not isinstance(data, dict):
        raise ServiceError(422, "malformed_request", f"the body is a JSON object {{{', '.join(model.model_fields)}}}")
    return data


def parse_body(model: type[Body], raw: bytes, content_type: str | None, optional: bool = False) -> Body | None:
    """The body as `model`, or the ServiceError every route answers for it. An `optional` body
    may be empty (None)."""
    if optional and not raw.strip():
        return None
    data = read_object(raw, content_type, model)
    try:
        return model.model_validate(data)
    except ValidationError as err:
        raise ServiceError(422, "malformed_request", validation_message(err)) from None


def validation_message(err: ValidationError) -> str:
    parts = []
    for e in err.errors()[:5]:
        loc = ".".join(str(p) for p in e.get("loc", ())) or "body"
        parts.append(f"{loc}: {e.get('msg', 'invalid').lower()}")
    return "; ".join(parts)


def parse_move_request(raw: bytes, content_type: str | None) -> tuple[int, dict[str, Any]]:
    """The body of POST .../moves, on both ways in. The same steps as `parse_body`, but the
    model's check is written out: it runs on every move, and pydantic's takes several times
    longer than the rest of the parse (tests/api/test_one_way_in.py checks that both agree)."""
    data = read_object(raw, content_type, MoveRequest)
    problem = move_request_problem(data)
    if problem is not None:
        raise ServiceError(422, "malformed_request", problem)
    return data["version"], data["move"]


def move_request_problem(data: dict[str, Any]) -> str | None:
    """Why `data` is not a MoveRequest (with version >= 0), or None."""
    unknown = sorted(set(data) - {"version", "move"})
    if unknown:
        return f"{', '.join(unknown)}: extra inputs are not permitted"
    version = data.get("version")
    if type(version) is not int or version < 0:
        return "version: a non-negative integer is required"
    if not isinstance(data.get("move"), dict):
        return "move: an object is required"
    return None


# ----- answers (documented in the OpenAPI document; the tests check real answers against them) ---

class Answer(BaseModel):
    model_config = ConfigDict(extra="forbid")


class ErrorDetail(Answer):
    code: str = Field(description="stable, for programs")
    message: str = Field(description="for people; a rule's refusal of a move is worded in the caller's language "
                                     "(?lang=, else the lang cookie, else Accept-Language), naming components by their names")
    params: dict[str, Any] | None = Field(default=None, description="values a program can act on: `version` (the game's "
                                          "version now) with stale_version, `actors` (the seats to move) with "
                                          "not_your_turn, and a rule's refusal's own values (component ids, counts)")


class ErrorBody(Answer):
    error: ErrorDetail


class RoomCreated(Answer):
    room: str
    seat: Literal[0] = Field(description="the host's seat")
    token: str = Field(description="the seat's bearer token, shown only here")


class Joined(Answer):
    seat: int
    token: str = Field(description="the seat's bearer token, shown only here")


class BotAdded(Answer):
    seat: int


class BotInvited(Answer):
    seat: int = Field(description="the seat kept for the bot")
    invite: str = Field(description="the invitation: the bot takes the seat with it (POST .../accept), once; shown "
                                    "only here")
    link: str = Field(description="the same as a link to hand to the bot's program: "
                                  "{server}/rooms/{room}#invite={invite}")


class SeatInfo(Answer):
    seat: int
    name: str | None
    kind: Literal["human", "bot"] | None
    taken: bool
    level: str | None = Field(description="a bot's level")
    away: bool = Field(description="a bot plays the seat until its player returns")
    deadline: str | None = Field(description="ISO time the turn timer runs out")
    host: bool = Field(description="the host's seat (who adds bots, changes seats and starts)")
    invited: bool = Field(description="kept in a rematch for a player of the previous game who has not "
                                      "taken it yet (POST .../rematch with their old token)")
    colour: str = Field(description="the seat's colour: the one its player chose (PUT .../colour), else the first of "
                                    "the game's colours nobody chose (GET /api/games/{game} `colours`)")
    outside: bool = Field(description="a bot of your own playing over the API, invited by the host (POST .../invites); "
                                      "its `kind` is bot, its `level` null; `invited` until it takes the seat")


class Room(Answer):
    room: str
    game: str
    status: Literal["open", "playing", "finished"]
    players: int
    options: dict[str, Any]
    turn_seconds: int | None
    seats: list[SeatInfo]
    host: int | None = Field(description="the host's seat")
    public: bool = Field(description="listed in the lobby's open tables while seats are free")
    rematch: str | None = Field(description="the room of this game's rematch, once one was asked for")
    rematch_of: str | None = Field(description="the finished room this one is the rematch of")
    spectator_chat: bool = Field(description="spectators may write in the chat")
    hints: bool = Field(description="players may ask for a hint (GET .../hint); the host switches it before the start")
    hints_chosen: bool = Field(description="the host switched hints (else `hints` is the default: on at a table with a "
                               "bot and no turn timer, so it follows the seats until the start)")
    tutorial: bool = Field(description="a guided first game (POST /api/learn/{game}): the other seats play a script")


class RoomSummary(Room):
    version: int = Field(description="the game's version now")
    actors: list[int] = Field(description="seats that may move now (empty unless playing)")


class RoomSummaries(Answer):
    rooms: list[RoomSummary] = Field(description="the rooms found, in the order named")
    missing: list[str] = Field(description="the rooms named that do not exist (any more)")


class TableSeat(Answer):
    seat: int
    name: str | None
    kind: Literal["human", "bot"] | None
    taken: bool


class Table(Answer):
    """A public room as the lobby lists it."""
    room: str
    game: str
    status: Literal["open", "playing", "finished"]
    players: int
    options: dict[str, Any]
    turn_seconds: int | None
    host_name: str | None = Field(description="the host's display name")
    taken: int = Field(description="seats taken")
    seats: list[TableSeat]
    created_at: str = Field(description="ISO time the room was made")


class TablePage(Answer):
    rooms: list[Table] = Field(description="newest first")
    next: int | None = Field(description="the offset of the next page; null on the last one")


class Rematched(Answer):
    room: str = Field(description="the new room")
    seat: int = Field(description="your seat in it")
    token: str = Field(description="the seat's bearer token in the new room, shown only here")


class ChatMessage(Answer):
    id: int = Field(description="increasing within the room; read on with ?after=id")
    seat: int | None = Field(description="the writer's seat; null for a spectator")
    name: str = Field(description="the writer's display name")
    text: str = Field(description="plain text, cleaned of control characters")
    at: str = Field(description="ISO time the message was kept")


class ChatPage(Answer):
    messages: list[ChatMessage] = Field(description="oldest first")


class Outcome(BaseModel):
    scores: list[float]
    breakdown: list[dict[str, Any]] = Field(description="per seat, points by category")
    ranks: list[int]
    winners: list[int]
    tiebreak: str | None = None


class Event(BaseModel):
    """Something a move did, as the viewer may see it; its fields depend on `type`."""
    type: str


class Preview(Answer):
    """What one legal move is worth to the mover, worked out from what the mover may see."""
    points: float = Field(description="the change the move makes in the mover's score if the game ended now")
    now: float = Field(description="the points the move scores at once (the mover's own score events when it is applied)")
    categories: dict[str, float] = Field(description="`points` split by the categories of the final table "
                                                     "(the game's catalog names them); categories that do not change are left out")
    seats: list[float] = Field(description="every seat's change in its score if the game ended now, by seat "
                                           "(a move may score for others too)")
    certain: bool = Field(description="false when the value depends on hidden or random outcomes: then it is "
                                      "the average over deals of what the mover cannot see, and `text` says so")
    upto: float = Field(description="when the move leaves you to move again (a step of a longer turn), the most `points` "
                                    "your own following steps of the turn reach through it; else `points`")
    text: str = Field(description="the value in words, in the language asked (?lang=, else Accept-Language)")


class State(Answer):
    version: int
    status: Literal["open", "playing", "finished"]
    actors: list[int] = Field(description="seats that may move now")
    seat: int | None = Field(description="whose view this is; null for a spectator")
    outcome: Outcome | None
    events: list[Event] = Field(description="what the move that made this version did")
    moves: list[dict[str, Any]] = Field(description="the caller's legal moves (empty when not an actor)")
    view: dict[str, Any] | None = Field(description="the game's view_schema (GET /api/games/{game}); "
                                                    "null before the game starts")
    previews: list[Preview] | None = Field(default=None, description="with ?preview=true (or a websocket hello "
                                           "with \"previews\": true): what each of `moves` is worth, in the same order")


class Replay(State):
    """A version of a finished game as a spectator saw it, rebuilt from the move log."""
    last: int = Field(description="the game's last version")
    mover: int | None = Field(description="the seat whose move made this version; null at version 0")
    move: dict[str, Any] | None = Field(description="the move that made this version; null at version 0")


class LearnStart(Strict):
    name: str | None = Field(default=None, max_length=MAX_NAME, description="your display name (default: You)")


class TutorialLesson(Answer):
    say: list[str] = Field(description="keys of the pages said before the move (`texts`)")
    point: dict[str, Any] | None = Field(description="a part of a move: what the board points at")
    expect: dict[str, Any] = Field(description="the move the lesson asks for")
    after: str | None = Field(description="key of the words said once the move is made")


class TutorialScript(Answer):
    game: str
    players: int
    lessons: list[TutorialLesson]
    end: list[str] = Field(description="keys of the pages said after the last lesson")
    texts: dict[str, str] = Field(description="every key's words in the language asked")


class HintsSwitch(Strict):
    hints: bool = Field(description="true: players may ask for a hint (GET .../hint)")


class HintAnswer(Answer):
    version: int = Field(description="the version the hint is for: send it with the move")
    move: dict[str, Any] = Field(description="the suggested move, one of your legal moves now")
    preview: Preview = Field(description="what the suggested move is worth to you")
    text: str = Field(description="the suggestion and its reason in words, in the language asked")


class ReviewItem(Answer):
    version: int = Field(description="the version the decision was taken at (the replay's version)")
    seat: int = Field(description="who decided")
    round: int | None = Field(description="the round (or day) it was in; null for a game without rounds")
    played: dict[str, Any] = Field(description="the move played")
    better: dict[str, Any] = Field(description="the expert bot's move on the same view")
    more: float = Field(description="how many more points the expert's move was worth, by the two previews")
    played_preview: Preview = Field(description="what the move played was worth")
    better_preview: Preview = Field(description="what the expert's move was worth")
    text: str = Field(description="the item in words, in the language asked")


class Review(Answer):
    decisions: int = Field(description="the decisions of people that were looked at")
    margin: float = Field(description="an item is kept when the expert's move was worth at least this much more")
    items: list[ReviewItem]


class StandingMark(Answer):
    version: int = Field(description="the version the scores stand at")
    round: int | None = Field(description="the round (or day) that ended there; null for a game without rounds")
    scores: list[float] = Field(description="each seat's total if the game had ended then, by seat")
    end: bool = Field(default=False, description="true for the last mark: the final scores")


class LegalMoves(Answer):
    version: int = Field(description="the version to send with one of these moves")
    moves: list[dict[str, Any]] = Field(description="each a move of the game's move_schema")
    previews: list[Preview] | None = Field(default=None, description="with ?preview=true: what each of `moves` "
                                           "is worth, in the same order")


class SeatEvent(Answer):
    """A line of GET /api/stream: a room the token holds a seat in, as it is now."""
    type: Literal["seat"]
    room: str
    game: str
    seat: int = Field(description="the token's seat there")
    status: Literal["open", "playing", "finished"]
    version: int = Field(description="the game's version now")
    actors: list[int] = Field(description="seats that may move now")
    turn: bool = Field(description="the token's seat is among the actors: GET .../state (it lists the moves) and move")
    outcome: Outcome | None = Field(description="once the game is over")


class ScoreEntry(BaseModel):
    version: int
    seat: int
    points: float
    category: str | None = None
    reason: str | None = None


class LogEntry(Answer):
    version: int
    seat: int | None
    events: list[Event]
    move: dict[str, Any] | None = Field(default=None, description="left out while it is another seat's secret")


class Health(Answer):
    status: Literal["ok"]
    games: list[str]


class GameInfo(BaseModel):
    id: str
    title: str
    min_players: int
    max_players: int
    options: dict[str, Any] = Field(description="JSON schema of the game's options")
    colours: list[str] = Field(description="the seats' colours, in the order seats get them by default; a "
                                           "player may choose another before the start (PUT .../colour)")
    description: str = Field(description="one line about the game, in the language asked")
    language: str = Field(description="the language of the titles and texts (`en`, `ru`): `?lang=`, "
                                      "else the `lang` cookie, else Accept-Language, else `en`")


class GameDetail(GameInfo):
    catalog: dict[str, Any] = Field(description="display names, log wording, legend and help")
    move_schema: dict[str, Any] = Field(description="JSON Schema (2020-12) of one move")
    view_schema: dict[str, Any] = Field(description="JSON Schema (2020-12) of a view")


def create_room_schema(games: dict[str, Any], min_turn_seconds: int) -> dict[str, Any]:
    """CreateRoom with each game's player counts and options: one alternative per game."""
    base = CreateRoom.model_json_schema()
    props = base["properties"]
    props["turn_seconds"] = {"anyOf": [{"type": "integer", "minimum": min_turn_seconds,
                                        "maximum": MAX_TURN_SECONDS}, {"type": "null"}],
                             "description": props["turn_seconds"]["description"]}
    alternatives = []
    for gid, game in sorted(games.items()):
        alternatives.append({"title": game.title, "properties": {
            "game": {"const": gid},
            "players": {"type": "integer", "minimum": game.min_players, "maximum": game.max_players},
            "options": {"anyOf": [game.Options.model_json_schema(), {"type": "null"}]},
        }})
    return {**base, "oneOf": alternatives}
