"""A small typed client of the Panorama REST and websocket contract (docs/api.md).

    from app.client import Panorama

    table = Panorama("http://127.0.0.1:8000")
    me = table.create_room("camargue", players=2, name="Ann")   # a Seat: room, seat, token
    me.add_bot("greedy"); me.start()
    for state in me.states():                                   # the websocket, resumed on drops
        if state["status"] == "finished":
            break
        if me.seat in state["actors"]:
            me.act(lambda state, moves: moves[0])               # idempotent, retried, re-chosen on 409

`Seat.move` sends an Idempotency-Key and retries the same request after 429 (Retry-After),
503 and lost connections; `Seat.act` chooses again when the game moved on (409) and waits when
it is not the seat's turn (403). See docs/api.md, "A client library".
"""

from .errors import ApiError
from .seat import Panorama, Seat
from .types import LegalMoves, Move, Room, State

__all__ = ["ApiError", "LegalMoves", "Move", "Panorama", "Room", "Seat", "State"]
