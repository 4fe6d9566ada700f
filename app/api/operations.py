"""The name and tag of every operation of the OpenAPI document, in one table: a client generator
names its functions after `operationId` (`makeMove`, not FastAPI's
`make_move_api_rooms__room__moves_post`) and groups them by tag."""

from __future__ import annotations

from typing import Any

TAGS = [
    {"name": "lobby", "description": "games, rooms to create and find, the server's health and protocols"},
    {"name": "seats", "description": "taking, changing and leaving seats; inviting an outside bot; "
                                     "following every room a token sits in"},
    {"name": "play", "description": "the game as you may see it, your legal moves and what they are worth, moving"},
    {"name": "history", "description": "scores, the log, replays and standings of a game"},
    {"name": "chat", "description": "a room's chat"},
    {"name": "learn", "description": "guided first games, hints and reviews of finished games"},
]

# (method, path) -> (operationId, tag)
OPERATIONS: dict[tuple[str, str], tuple[str, str]] = {
    ("get", "/api/games"): ("listGames", "lobby"),
    ("get", "/api/games/{game}"): ("getGame", "lobby"),
    ("get", "/api/health"): ("getHealth", "lobby"),
    ("get", "/api/websocket"): ("getWebsocketProtocol", "lobby"),
    ("post", "/api/rooms"): ("createRoom", "lobby"),
    ("get", "/api/rooms"): ("listRooms", "lobby"),
    ("get", "/api/room-summaries"): ("getRoomSummaries", "lobby"),
    ("get", "/api/rooms/{room}"): ("getRoom", "lobby"),
    ("post", "/api/rooms/{room}/join"): ("joinRoom", "seats"),
    ("post", "/api/rooms/{room}/bots"): ("addBot", "seats"),
    ("post", "/api/rooms/{room}/invites"): ("inviteBot", "seats"),
    ("post", "/api/rooms/{room}/accept"): ("acceptInvite", "seats"),
    ("get", "/api/stream"): ("streamSeats", "seats"),
    ("delete", "/api/rooms/{room}/seats/{seat}"): ("removeSeat", "seats"),
    ("patch", "/api/rooms/{room}/seats/{seat}"): ("setBotLevel", "seats"),
    ("put", "/api/rooms/{room}/colour"): ("chooseColour", "seats"),
    ("post", "/api/rooms/{room}/order"): ("reorderSeats", "seats"),
    ("post", "/api/rooms/{room}/start"): ("startGame", "seats"),
    ("post", "/api/rooms/{room}/leave"): ("leaveSeat", "seats"),
    ("post", "/api/rooms/{room}/return"): ("returnToSeat", "seats"),
    ("post", "/api/rooms/{room}/rematch"): ("playAgain", "seats"),
    ("get", "/api/rooms/{room}/state"): ("getState", "play"),
    ("get", "/api/rooms/{room}/moves"): ("getMoves", "play"),
    ("post", "/api/rooms/{room}/moves"): ("makeMove", "play"),
    ("get", "/api/rooms/{room}/scores"): ("getScores", "history"),
    ("get", "/api/rooms/{room}/log"): ("getLog", "history"),
    ("get", "/api/rooms/{room}/replay"): ("getReplay", "history"),
    ("get", "/api/rooms/{room}/standings"): ("getStandings", "history"),
    ("get", "/api/rooms/{room}/chat"): ("readChat", "chat"),
    ("post", "/api/rooms/{room}/chat"): ("writeChat", "chat"),
    ("put", "/api/rooms/{room}/chat/spectators"): ("setSpectatorChat", "chat"),
    ("get", "/api/rooms/{room}/hint"): ("getHint", "learn"),
    ("put", "/api/rooms/{room}/hints"): ("setHints", "seats"),
    ("get", "/api/rooms/{room}/review"): ("getReview", "learn"),
    ("get", "/api/learn"): ("listTutorials", "learn"),
    ("get", "/api/learn/{game}"): ("getTutorial", "learn"),
    ("post", "/api/learn/{game}"): ("startTutorial", "learn"),
}


def name_operation(op: dict[str, Any], method: str, path: str) -> None:
    """Give `op` its operationId and tag from the table. An operation the table misses still gets
    a readable name (from its function's) and a tag (from its path), and the OpenAPI test fails
    until the table has it."""
    named = OPERATIONS.get((method, path))
    if named is None:
        function = op.get("operationId", method).split("_api_")[0].split("_")
        named = (function[0] + "".join(w.capitalize() for w in function[1:]), _tag_of(path))
    op["operationId"], tag = named
    op["tags"] = [tag]


def _tag_of(path: str) -> str:
    last = path.rstrip("/").split("/")[-1]
    if "/chat" in path:
        return "chat"
    if last in ("scores", "log", "replay", "standings", "review"):
        return "history"
    if last in ("state", "moves", "hint"):
        return "play"
    return "seats" if path.startswith("/api/rooms/{room}/") else "lobby"
