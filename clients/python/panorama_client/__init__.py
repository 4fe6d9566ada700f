"""A client of the Panorama REST and websocket contract (docs/api.md), needing only httpx and
websockets.

    from panorama_client import Panorama

    table = Panorama("http://127.0.0.1:8000")
    me = table.create_room("camargue", players=2, name="Ann")   # a Seat: room, seat, token
    me.add_bot("greedy"); me.start()
    for state in me.states():                                   # the websocket, resumed on drops
        if state["status"] == "finished":
            break
        if me.seat in state["actors"]:
            me.act(lambda state, moves: moves[0])               # idempotent, retried, re-chosen on 409

`Seat.move` sends an Idempotency-Key and retries the same request after 429 (Retry-After),
503 and lost connections; `Seat.act` chooses among the moves the state carries, and again when
the game moved on (409); `Seat(previews=True)` adds what each move is worth. `Bot` takes a seat
a host kept for it and follows every room its token sits in. Each game's moves and views are
typed in `panorama_client.games`.
"""

from .bot import Bot, parse_link
from .errors import ApiError
from .seat import Panorama, Seat
from .types import BotInvited, LegalMoves, Move, Outcome, Preview, Room, SeatEvent, SeatInfo, State

__all__ = ["ApiError", "Bot", "BotInvited", "LegalMoves", "Move", "Outcome", "Panorama", "Preview", "Room", "Seat",
           "SeatEvent", "SeatInfo", "State", "parse_link"]
